# bash completion for mazeworks-cli: the commands, each command's options, the values of the
# options that take a choice, and the files each expects.
_mazeworks_cli()
{
    local cur prev words cword
    _init_completion || return

    local commands="bench convert generate lesson path play playtest playtest-merge replay validate"
    if [[ $cword -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi

    local command=${words[1]} options=""
    # lesson takes what to do first.
    if [[ $command == lesson && $cword -eq 2 ]]; then
        COMPREPLY=($(compgen -W "check render --help" -- "$cur"))
        return
    fi
    case $command in
        validate) options="--json" ;;
        lesson) options="--json -o --steps --lang" ;;
        path) options="--from --to --algorithm --movement --heuristic --weight --corners --scenario --json" ;;
        convert) options="--tile-size --grid --level --kinds --tiles" ;;
        generate) options="--seed --rooms --width --height --placement --connect --tree --corridors --neighbours --loops -o --json" ;;
        play) options="--seed --seconds --pilot --rules --record --json" ;;
        playtest) options="--games --seed --seconds --pilot --rules --threads --json --require --confidence --against --heatmap --heatmap-diff --junit --shard" ;;
        playtest-merge) options="--json --require --confidence --junit" ;;
        replay) options="--json" ;;
        bench) options="--quick --only --peers --json --markdown" ;;
        *) return ;;
    esac

    case $prev in
        --algorithm) COMPREPLY=($(compgen -W "bfs dijkstra astar bestfirst bidirectional jps jps+ jps2 jps2+ subgoal auto" -- "$cur")); return ;;
        --movement) COMPREPLY=($(compgen -W "4 8" -- "$cur")); return ;;
        --heuristic) COMPREPLY=($(compgen -W "manhattan euclidean octile chebyshev none" -- "$cur")); return ;;
        --corners) COMPREPLY=($(compgen -W "never no-obstacle one-obstacle always" -- "$cur")); return ;;
        --tree) COMPREPLY=($(compgen -W "depth-first breadth-first" -- "$cur")); return ;;
        --corridors) COMPREPLY=($(compgen -W "proposal fewest-bends" -- "$cur")); return ;;
        --neighbours) COMPREPLY=($(compgen -W "articles generous" -- "$cur")); return ;;
        --rules) COMPREPLY=($(compgen -W "pink-slip red-astar dot-counters none" -- "$cur")); return ;;
        --placement) COMPREPLY=($(compgen -W "scatter spread reject" -- "$cur")); return ;;
        --connect) COMPREPLY=($(compgen -W "neighbours tree tunnels" -- "$cur")); return ;;
        --pilot) COMPREPLY=($(compgen -W "casual expert" -- "$cur")); return ;;
        --scenario) _filedir scen; return ;;
        --tiles | --kinds) _filedir; return ;;
        --level) return ;;
        --record) _filedir replay; return ;;
        --against) _filedir maze; return ;;
        --heatmap | --heatmap-diff) _filedir png; return ;;
        --junit) _filedir xml; return ;;
        --lang) COMPREPLY=($(compgen -W "de en es fr" -- "$cur")); return ;;
        -o)
            if [[ $command == lesson ]]; then _filedir pdf; else _filedir maze; fi
            return ;;
        --from | --to | --seed | --rooms | --width | --height | --loops | --seconds | --tile-size | --only | --weight | --games | --threads | --require | --shard | --steps)
            return ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
        return
    fi
    case $command in
        validate | play | playtest) _filedir maze ;;
        playtest-merge) _filedir json ;;
        path) _filedir '@(maze|map)' ;;
        convert) _filedir '@(maze|tmx|tmj|json|ldtk|map|png)' ;;
        replay) _filedir replay ;;
        lesson) _filedir lesson ;;
    esac
} &&
    complete -F _mazeworks_cli mazeworks-cli
