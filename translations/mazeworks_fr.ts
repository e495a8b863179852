<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>FileMessages</name>
    <message>
        <source>%1 cannot be written: it is a folder.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: c’est un dossier.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>%1 cannot be written: it is a device, not a file.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: c’est un périphérique, pas un fichier.</translation>
    </message>
    <message>
        <source>%1 is a device, not a file: it is not read, as it might never end.</source>
        <translation>%1 est un périphérique, pas un fichier&#xa0;: il n’est pas lu, car il pourrait ne jamais finir.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; at most %3 MiB).</source>
        <translation>%1 est trop volumineux (%2 Mio&#xa0;; au plus %3 Mio).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GamePainter</name>
    <message>
        <source>PAUSED</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>P or Esc to go on, . for one step</source>
        <translation>P ou Échap pour reprendre, . pour un pas</translation>
    </message>
    <message>
        <source>READY!</source>
        <translation>PRÊT&#xa0;!</translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation>PARTIE TERMINÉE</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>SCORE</translation>
    </message>
    <message>
        <source>HIGH SCORE</source>
        <translation>MEILLEUR SCORE</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>searches %1 · tiles visited %2</source>
        <extracomment>The pilot&apos;s work so far, as mazeworks-cli play --json counts it.</extracomment>
        <translation>recherches %1 · cases visitées %2</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>danger</translation>
    </message>
    <message>
        <source>will not go</source>
        <translation>n&apos;y va pas</translation>
    </message>
    <message>
        <source>planned way</source>
        <translation>chemin prévu</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>but</translation>
    </message>
</context>
<context>
    <name>LdtkImport</name>
    <message>
        <source>%1 cannot be opened:</source>
        <translation>%1 ne peut pas être ouvert :</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>There is no picture to export.</source>
        <translation>Il n&apos;y a pas d&apos;image à exporter.</translation>
    </message>
</context>
<context>
    <name>PredictWords</name>
    <message>
        <source>Click the tile the wave settles next.</source>
        <translation>Cliquez la case que la vague fixe ensuite.</translation>
    </message>
    <message>
        <source>Click the tile the search settles next.</source>
        <translation>Cliquez la case que la recherche fixe ensuite.</translation>
    </message>
    <message>
        <source>Click the two rooms Prim&apos;s tree joins next.</source>
        <translation>Cliquez les deux salles que l&apos;arbre de Prim relie ensuite.</translation>
    </message>
    <message>
        <source>Click a room of each of the two sets union-find merges next.</source>
        <translation>Cliquez une salle de chacun des deux ensembles que l&apos;union-find fusionne ensuite.</translation>
    </message>
    <message>
        <source>Click the room the explorer visits next.</source>
        <translation>Cliquez la salle que l&apos;explorateur visite ensuite.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Juste.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Faux.</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 sur %2 justes</translation>
    </message>
    <message>
        <source>Nothing is left to settle: the search is over.</source>
        <translation>Plus rien à fixer : la recherche est terminée.</translation>
    </message>
    <message>
        <source>The wave settles the tiles in the order it found them, the nearest first: %1 is %2 steps from the start.</source>
        <translation>La vague fixe les cases dans l&apos;ordre où elle les a trouvées, la plus proche d&apos;abord : %1 est à %2 pas du départ.</translation>
    </message>
    <message>
        <source>Breadth-first search settles the tile it found first, the nearest to the start: %1 is %2 steps from it.</source>
        <translation>Le parcours en largeur fixe la case trouvée en premier, la plus proche du départ : %1 en est à %2 pas.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) were as near; of those it takes the one found first.</source>
        <translation>
            <numerusform>%n autre case était aussi proche ; parmi elles, il prend celle trouvée en premier.</numerusform>
            <numerusform>%n autres cases étaient aussi proches ; parmi elles, il prend celle trouvée en premier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest g, the cost from the start: %2 has g = %3.</source>
        <translation>%1 fixe la case ouverte de plus petit g, le coût depuis le départ : %2 a g = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had g = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n autre case avait aussi g = %1 ; à égalité, la première dans l&apos;ordre de lecture l&apos;emporte.</numerusform>
            <numerusform>%n autres cases avaient aussi g = %1 ; à égalité, la première dans l&apos;ordre de lecture l&apos;emporte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest guess h: %2 has h = %3.</source>
        <translation>%1 fixe la case ouverte de plus petite estimation h : %2 a h = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had h = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n autre case avait aussi h = %1 ; à égalité, la première dans l&apos;ordre de lecture l&apos;emporte.</numerusform>
            <numerusform>%n autres cases avaient aussi h = %1 ; à égalité, la première dans l&apos;ordre de lecture l&apos;emporte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest f = %2: %3 has f = %4 (g = %5, h = %6).</source>
        <translation>%1 fixe la case ouverte de plus petit f = %2 : %3 a f = %4 (g = %5, h = %6).</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had f = %1 too, and ties go to the smaller h, then to the first in reading order.</source>
        <translation>
            <numerusform>%n autre case avait aussi f = %1 ; à égalité, le plus petit h l&apos;emporte, puis la première dans l&apos;ordre de lecture.</numerusform>
            <numerusform>%n autres cases avaient aussi f = %1 ; à égalité, le plus petit h l&apos;emporte, puis la première dans l&apos;ordre de lecture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had f = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n autre case avait aussi f = %1 ; à égalité, la première dans l&apos;ordre de lecture l&apos;emporte.</numerusform>
            <numerusform>%n autres cases avaient aussi f = %1 ; à égalité, la première dans l&apos;ordre de lecture l&apos;emporte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The side from the start has the shorter open list, so it moves.</source>
        <translation>Le côté du départ a la liste ouverte la plus courte : il avance.</translation>
    </message>
    <message>
        <source>The side from the goal has the shorter open list, so it moves.</source>
        <translation>Le côté de l&apos;arrivée a la liste ouverte la plus courte : il avance.</translation>
    </message>
    <message>
        <source>Prim&apos;s tree is whole: no edge is left to add.</source>
        <translation>L&apos;arbre de Prim est complet : il ne reste aucune arête à ajouter.</translation>
    </message>
    <message>
        <source>Prim&apos;s tree adds the shortest edge leaving the tree: rooms %1 and %2, length %3.</source>
        <translation>L&apos;arbre de Prim ajoute l&apos;arête la plus courte qui sort de l&apos;arbre : salles %1 et %2, longueur %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other edge(s) were as short, and ties go to the room that joined the tree first, then to the smaller room number.</source>
        <translation>
            <numerusform>%n autre arête était aussi courte ; à égalité, la salle entrée la première dans l&apos;arbre l&apos;emporte, puis le plus petit numéro.</numerusform>
            <numerusform>%n autres arêtes étaient aussi courtes ; à égalité, la salle entrée la première dans l&apos;arbre l&apos;emporte, puis le plus petit numéro.</numerusform>
        </translation>
    </message>
    <message>
        <source>This step merges no sets.</source>
        <translation>Ce pas ne fusionne aucun ensemble.</translation>
    </message>
    <message>
        <source>The corridors are dug in the order of the tree&apos;s edges: the next joins rooms %1 and %2, so union-find merges the set of room %1 with the set of room %2.</source>
        <translation>Les couloirs sont creusés dans l&apos;ordre des arêtes de l&apos;arbre : le suivant relie les salles %1 et %2, donc l&apos;union-find fusionne l&apos;ensemble de la salle %1 avec celui de la salle %2.</translation>
    </message>
    <message numerus="yes">
        <source>A tunnel joins a room drawn outside the largest set with one of its nearest rooms of another set: this time rooms %1 and %2, so their sets merge; %n pair(s) of sets could have merged.</source>
        <translation>
            <numerusform>Un tunnel relie une salle tirée hors du plus grand ensemble à l&apos;une de ses salles les plus proches d&apos;un autre ensemble : cette fois les salles %1 et %2, donc leurs ensembles fusionnent ; %n paire d&apos;ensembles était possible.</numerusform>
            <numerusform>Un tunnel relie une salle tirée hors du plus grand ensemble à l&apos;une de ses salles les plus proches d&apos;un autre ensemble : cette fois les salles %1 et %2, donc leurs ensembles fusionnent ; %n paires d&apos;ensembles étaient possibles.</numerusform>
        </translation>
    </message>
    <message>
        <source>The explorer is on its way and only arrives.</source>
        <translation>L&apos;explorateur est en route et ne fait qu&apos;arriver.</translation>
    </message>
    <message numerus="yes">
        <source>The explorer draws among the rooms its rule allows, the lower the weight the likelier: it went to room %1 (weight %2); %n room(s) could have been drawn.</source>
        <translation>
            <numerusform>L&apos;explorateur tire au sort parmi les salles que sa règle permet, d&apos;autant plus probable que le poids est faible : il est allé en salle %1 (poids %2) ; %n salle était possible.</numerusform>
            <numerusform>L&apos;explorateur tire au sort parmi les salles que sa règle permet, d&apos;autant plus probable que le poids est faible : il est allé en salle %1 (poids %2) ; %n salles étaient possibles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tile the flow field settles next.</source>
        <translation>Cliquez la case que le champ de flux fixe ensuite.</translation>
    </message>
    <message>
        <source>The flow field settles its frontier outwards from the goals, the nearest first: %1 is %2 steps from a goal.</source>
        <translation>Le champ de flux fixe son front à partir des buts, la plus proche d&apos;abord : %1 est à %2 pas d&apos;un but.</translation>
    </message>
    <message>
        <source>The flow field settles the frontier tile whose way to a goal costs least: %1 costs %2.</source>
        <translation>Le champ de flux fixe la case du front dont le chemin vers un but coûte le moins : %1 coûte %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) were as near; of those it takes the one reached first.</source>
        <translation>
            <numerusform>%n autre case était aussi proche ; parmi elles, il prend celle atteinte en premier.</numerusform>
            <numerusform>%n autres cases étaient aussi proches ; parmi elles, il prend celle atteinte en premier.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>%1 tiles looked at, %2 in the open list</source>
        <translation>%1 cases examinées, %2 dans la liste ouverte</translation>
    </message>
    <message>
        <source>the way: %1 steps, cost %2</source>
        <translation>le chemin&#xa0;: %1 pas, coût %2</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Parcours en largeur</translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation>Dijkstra</translation>
    </message>
    <message>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <source>Greedy best-first</source>
        <translation>Meilleur d&apos;abord glouton</translation>
    </message>
    <message>
        <source>Bidirectional A*</source>
        <translation>A* bidirectionnel</translation>
    </message>
    <message>
        <source>Jump point search</source>
        <translation>Recherche par points de saut</translation>
    </message>
    <message>
        <source>Jump point search+</source>
        <translation>Recherche par points de saut+</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>Euclidienne</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>Octile</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>Tchebychev</translation>
    </message>
    <message>
        <source>None (as Dijkstra)</source>
        <translation>Aucune (comme Dijkstra)</translation>
    </message>
    <message>
        <source>Never past a wall</source>
        <translation>Jamais le long d&apos;un mur</translation>
    </message>
    <message>
        <source>Past one wall</source>
        <translation>Le long d&apos;un mur</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>Bidirectional Dijkstra</source>
        <translation>Dijkstra bidirectionnel</translation>
    </message>
    <message>
        <source>Weighted A* (× %1)</source>
        <translation>A* pondéré (× %1)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, no early exit</source>
        <translation>%1, sans arrêt anticipé</translation>
    </message>
    <message>
        <source>open ← {start};  g[start] ← 0</source>
        <translation>ouverts ← {départ}&#xa0;;  g[départ] ← 0</translation>
    </message>
    <message>
        <source>queue ← [start]</source>
        <translation>file ← [départ]</translation>
    </message>
    <message>
        <source>reached ← {start}</source>
        <translation>atteintes ← {départ}</translation>
    </message>
    <message>
        <source>open ← {start};  open′ ← {goal};  best ← ∞</source>
        <translation>ouverts ← {départ}&#xa0;;  ouverts′ ← {arrivée}&#xa0;;  meilleur ← ∞</translation>
    </message>
    <message>
        <source>while queue is not empty:</source>
        <translation>tant que file n&apos;est pas vide&#xa0;:</translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <translation>tant que ouverts n&apos;est pas vide&#xa0;:</translation>
    </message>
    <message>
        <source>while neither open nor open′ is empty:</source>
        <translation>tant que ni ouverts ni ouverts′ n&apos;est vide&#xa0;:</translation>
    </message>
    <message>
        <source>if best ≤ the lowest f in open or in open′:</source>
        <translation>si meilleur ≤ le plus petit f de ouverts ou de ouverts′&#xa0;:</translation>
    </message>
    <message>
        <source>return the way through meeting</source>
        <translation>renvoyer le chemin par rencontre</translation>
    </message>
    <message>
        <source>take from the shorter of open and open′:</source>
        <translation>prendre dans la plus courte de ouverts et ouverts′&#xa0;:</translation>
    </message>
    <message>
        <source>current ← take the first tile of queue</source>
        <translation>courante ← prendre la première case de file</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest g</source>
        <translation>courante ← prendre la case de ouverts au plus petit g</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest f</source>
        <translation>courante ← prendre la case de ouverts au plus petit f</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest h</source>
        <translation>courante ← prendre la case de ouverts au plus petit h</translation>
    </message>
    <message>
        <source>if current = goal:</source>
        <translation>si courante = arrivée&#xa0;:</translation>
    </message>
    <message>
        <source>return the way, following parent back from goal</source>
        <translation>renvoyer le chemin, en remontant parent depuis arrivée</translation>
    </message>
    <message>
        <source>return the way, jump point to jump point back from goal</source>
        <translation>renvoyer le chemin, de point de saut en point de saut depuis arrivée</translation>
    </message>
    <message>
        <source>settled ← settled + {current}</source>
        <translation>traitées ← traitées + {courante}</translation>
    </message>
    <message>
        <source>for each open neighbour next the corner rule allows:</source>
        <translation>pour chaque voisine libre que la règle des coins permet&#xa0;:</translation>
    </message>
    <message>
        <source>for each open neighbour next of current:</source>
        <translation>pour chaque voisine libre de courante&#xa0;:</translation>
    </message>
    <message>
        <source>for each way worth going from current:</source>
        <translation>pour chaque direction utile depuis courante&#xa0;:</translation>
    </message>
    <message>
        <source>next ← run that way to the goal, a forced neighbour or a wall</source>
        <translation>voisine ← courir dans cette direction jusqu&apos;à l&apos;arrivée, une voisine forcée ou un mur</translation>
    </message>
    <message>
        <source>if the run hit a wall: skip it</source>
        <translation>si la course a heurté un mur&#xa0;: l&apos;ignorer</translation>
    </message>
    <message>
        <source>if next is in reached: skip it</source>
        <translation>si voisine est dans atteintes&#xa0;: l&apos;ignorer</translation>
    </message>
    <message>
        <source>if next is settled: skip it</source>
        <translation>si voisine est traitée&#xa0;: l&apos;ignorer</translation>
    </message>
    <message>
        <source>reached ← reached + {next};  parent[next] ← current</source>
        <translation>atteintes ← atteintes + {voisine}&#xa0;;  parent[voisine] ← courante</translation>
    </message>
    <message>
        <source>add next at the end of queue</source>
        <translation>ajouter voisine à la fin de file</translation>
    </message>
    <message>
        <source>cost ← g[current] + weight(next), × √2 diagonally</source>
        <translation>coût ← g[courante] + poids(voisine), × √2 en diagonale</translation>
    </message>
    <message>
        <source>cost ← g[current] + weight(next)</source>
        <translation>coût ← g[courante] + poids(voisine)</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the run, × √2 diagonally</source>
        <translation>coût ← g[courante] + longueur de la course, × √2 en diagonale</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the run</source>
        <translation>coût ← g[courante] + longueur de la course</translation>
    </message>
    <message>
        <source>if next is not in open or cost &lt; g[next]:</source>
        <translation>si voisine n&apos;est pas dans ouverts ou coût &lt; g[voisine]&#xa0;:</translation>
    </message>
    <message>
        <source>g[next] ← cost;  parent[next] ← current</source>
        <translation>g[voisine] ← coût&#xa0;;  parent[voisine] ← courante</translation>
    </message>
    <message>
        <source>put next in open by g</source>
        <translation>mettre voisine dans ouverts selon g</translation>
    </message>
    <message>
        <source>put next in open by f = g + %1 × h(next)</source>
        <translation>mettre voisine dans ouverts selon f = g + %1 × h(voisine)</translation>
    </message>
    <message>
        <source>put next in open by f = g + h(next)</source>
        <translation>mettre voisine dans ouverts selon f = g + h(voisine)</translation>
    </message>
    <message>
        <source>if next is new: put it in open by h(next)</source>
        <translation>si voisine est nouvelle&#xa0;: la mettre dans ouverts selon h(voisine)</translation>
    </message>
    <message>
        <source>if open′ reached next and g[next] + g′[next] &lt; best:</source>
        <translation>si ouverts′ a atteint voisine et g[voisine] + g′[voisine] &lt; meilleur&#xa0;:</translation>
    </message>
    <message>
        <source>best ← g[next] + g′[next];  meeting ← next</source>
        <translation>meilleur ← g[voisine] + g′[voisine]&#xa0;;  rencontre ← voisine</translation>
    </message>
    <message>
        <source>return “no way”</source>
        <translation>renvoyer «&#xa0;pas de chemin&#xa0;»</translation>
    </message>
    <message>
        <source>if goal was never reached:</source>
        <translation>si arrivée n&apos;a jamais été atteinte&#xa0;:</translation>
    </message>
    <message>
        <source>return the way through meeting, if they met; else “no way”</source>
        <translation>renvoyer le chemin par rencontre si elles se sont rencontrées&#xa0;; sinon «&#xa0;pas de chemin&#xa0;»</translation>
    </message>
    <message>
        <source>Every step costs 1: the weights are not looked at.</source>
        <translation>Chaque pas coûte 1&#xa0;: les poids ne comptent pas.</translation>
    </message>
    <message>
        <source>g: the cost of the cheapest way known from the start.</source>
        <translation>g&#xa0;: le coût du chemin connu le moins cher depuis le départ.</translation>
    </message>
    <message>
        <source>h: the %1 distance to the goal.</source>
        <translation>h&#xa0;: la distance %1 jusqu&apos;à l&apos;arrivée.</translation>
    </message>
    <message>
        <source>g: the cost of the cheapest way known from its side&apos;s end.</source>
        <translation>g&#xa0;: le coût du chemin connu le moins cher depuis l&apos;extrémité de son côté.</translation>
    </message>
    <message>
        <source>same f: smaller h first</source>
        <translation>même f&#xa0;: le plus petit h d&apos;abord</translation>
    </message>
    <message>
        <source>same g: reading order</source>
        <translation>même g&#xa0;: ordre de lecture</translation>
    </message>
    <message>
        <source>same h: reading order</source>
        <translation>même h&#xa0;: ordre de lecture</translation>
    </message>
    <message>
        <source>same f and h: reading order</source>
        <translation>même f et h&#xa0;: ordre de lecture</translation>
    </message>
    <message>
        <source>same steps: found first</source>
        <translation>même nombre de pas&#xa0;: trouvée d&apos;abord</translation>
    </message>
    <message>
        <source>Jump point search needs a map that does not wrap round, without weights, and (with 8 directions) diagonals that never pass a wall: A* searches here instead, for a way of the same cost.</source>
        <translation>La recherche par points de saut demande une carte qui ne se referme pas sur ses bords, sans poids et (avec 8 directions) des diagonales qui ne longent jamais un mur&#xa0;: A* cherche ici à sa place, un chemin de même coût.</translation>
    </message>
    <message>
        <source>Ready: only the start is open. Step to take the first tile.</source>
        <translation>Prêt&#xa0;: seul le départ est ouvert. Un pas prend la première case.</translation>
    </message>
    <message>
        <source>The goal %1 is reached: the way costs %2.</source>
        <translation>L&apos;arrivée %1 est atteinte&#xa0;: le chemin coûte %2.</translation>
    </message>
    <message>
        <source>No way through open tiles can beat the one through %1 any more: it costs %2.</source>
        <translation>Aucun chemin par les cases ouvertes ne peut plus battre celui qui passe par %1&#xa0;: il coûte %2.</translation>
    </message>
    <message>
        <source>Nothing is left to take: no way leads to the goal.</source>
        <translation>Plus rien à prendre&#xa0;: aucun chemin ne mène à l&apos;arrivée.</translation>
    </message>
    <message>
        <source>An open list is empty: the way through %1 costs %2.</source>
        <translation>Une liste ouverte est vide&#xa0;: le chemin par %1 coûte %2.</translation>
    </message>
    <message>
        <source>An open list is empty: no way leads to the goal.</source>
        <translation>Une liste ouverte est vide&#xa0;: aucun chemin ne mène à l&apos;arrivée.</translation>
    </message>
    <message>
        <source>From the goal&apos;s side, took %1.</source>
        <translation>Côté arrivée, %1 prise.</translation>
    </message>
    <message>
        <source>Took %1.</source>
        <translation>%1 prise.</translation>
    </message>
    <message>
        <source>added: %1</source>
        <translation>ajoutées&#xa0;: %1</translation>
    </message>
    <message>
        <source>reached more cheaply: %1</source>
        <translation>atteintes moins cher&#xa0;: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>ignorées&#xa0;: %1</translation>
    </message>
    <message>
        <source>runs into a wall: %1</source>
        <translation>courses contre un mur&#xa0;: %1</translation>
    </message>
    <message>
        <source>no neighbour to offer</source>
        <translation>aucune voisine à proposer</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>The sides met at %1.</source>
        <translation>Les côtés se sont rencontrés en %1.</translation>
    </message>
    <message>
        <source>Pruned jump point search</source>
        <translation>Recherche par points de saut élaguée</translation>
    </message>
    <message>
        <source>Pruned jump point search+</source>
        <translation>Recherche par points de saut élaguée+</translation>
    </message>
    <message>
        <source>Subgoal graph</source>
        <translation>Graphe de sous-buts</translation>
    </message>
    <message>
        <source>Edge %1 of %2 of the way over the graph walked into tiles.</source>
        <translation>Arête %1 sur %2 du chemin dans le graphe déroulée en cases.</translation>
    </message>
    <message>
        <source>The goal %1 is settled: its way over the graph costs %2. Next, each edge of it is walked into tiles.</source>
        <translation>L&apos;arrivée %1 est traitée : son chemin dans le graphe coûte %2. Ensuite, chacune de ses arêtes est déroulée en cases.</translation>
    </message>
    <message>
        <source>join start and goal to the subgoals they reach directly</source>
        <translation>relier départ et arrivée aux sous-buts qu&apos;ils atteignent directement</translation>
    </message>
    <message>
        <source>for each subgoal next joined to current by an edge:</source>
        <translation>pour chaque voisine, sous-but relié à courante par une arête :</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the edge</source>
        <translation>coût ← g[courante] + longueur de l&apos;arête</translation>
    </message>
    <message>
        <source>walk each edge of the way into tiles, diagonal first</source>
        <translation>dérouler chaque arête du chemin en cases, diagonale d&apos;abord</translation>
    </message>
    <message>
        <source>The subgoal graph needs a map without weights and (with 8 directions) diagonals that never pass a wall: A* searches here instead, for a way of the same cost.</source>
        <translation>Le graphe de sous-buts demande une carte sans poids et (avec 8 directions) des diagonales qui ne longent jamais un mur : A* cherche ici à sa place, un chemin de même coût.</translation>
    </message>
</context>
<context>
    <name>TiledImport</name>
    <message>
        <source>%1 no longer holds the tileset as it was read.</source>
        <translation>%1 ne contient plus le jeu de tuiles tel qu&apos;il a été lu.</translation>
    </message>
    <message>
        <source>%1 cannot be imported:</source>
        <translation>%1 ne peut pas être importé&#xa0;:</translation>
    </message>
    <message>
        <source>Kinds Not Written</source>
        <translation>Natures non écrites</translation>
    </message>
    <message>
        <source>The kinds could not be written into the tileset; the level opens with them all the same.</source>
        <translation>Les natures n&apos;ont pas pu être écrites dans le jeu de tuiles&#xa0;; le niveau s&apos;ouvre tout de même avec elles.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A workshop for tile mazes and generated dungeons.</source>
        <translation>Un atelier pour labyrinthes en tuiles et donjons générés.</translation>
    </message>
    <message>
        <source>Levels to open.</source>
        <translation>Les niveaux à ouvrir.</translation>
    </message>
</context>
<context>
    <name>mazeworks::AccessibleMap</name>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::Autosave</name>
    <message>
        <source>%1, autosaved %2</source>
        <translation>%1, sauvegarde automatique du %2</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), sauvegarde automatique du %3</translation>
    </message>
    <message>
        <source>Recover Unsaved Levels</source>
        <translation>Récupérer les niveaux non enregistrés</translation>
    </message>
    <message numerus="yes">
        <source>Mazeworks ended without saving %n level(s). Recover them from their autosaves?</source>
        <translation>
            <numerusform>Mazeworks s&apos;est arrêté sans enregistrer %n niveau. Le récupérer depuis sa sauvegarde automatique&#xa0;?</numerusform>
            <numerusform>Mazeworks s&apos;est arrêté sans enregistrer %n niveaux. Les récupérer depuis leurs sauvegardes automatiques&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>mazeworks::BrushTool</name>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <source>Click or drag to paint the chosen tile; Shift+click draws a line from the last tile painted.</source>
        <translation>Cliquez ou faites glisser pour peindre avec le type de case choisi&#xa0;; Maj+clic trace une ligne depuis la dernière case peinte.</translation>
    </message>
</context>
<context>
    <name>mazeworks::CodeDock</name>
    <message>
        <source>Search Code</source>
        <translation>Code de la recherche</translation>
    </message>
</context>
<context>
    <name>mazeworks::CodePanel</name>
    <message>
        <source>Smaller type</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <source>Larger type, for the back of the room</source>
        <translation>Texte plus grand, pour le fond de la salle</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>passages</translation>
    </message>
    <message>
        <source>pseudocode</source>
        <translation>pseudo-code</translation>
    </message>
    <message>
        <source>The line the last step ended on is highlighted; beside each line it ran, how often</source>
        <translation>La ligne où s&apos;est arrêté le dernier pas est surlignée&#xa0;; à côté de chaque ligne exécutée, combien de fois</translation>
    </message>
    <message>
        <source>Click a row to see its tile on the map</source>
        <translation>Cliquez sur une ligne pour voir sa case sur la carte</translation>
    </message>
    <message>
        <source>No search</source>
        <translation>Aucune recherche</translation>
    </message>
    <message>
        <source>Choose Path search in the Overlays panel: its code and its open list show here.</source>
        <translation>Choisissez Recherche de chemin dans le panneau Superpositions&#xa0;: son code et sa liste ouverte s&apos;affichent ici.</translation>
    </message>
    <message>
        <source>%1 (as A*)</source>
        <translation>%1 (en A*)</translation>
    </message>
    <message>
        <source>side</source>
        <translation>côté</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>case</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>tie broken by</source>
        <translation>égalité départagée par</translation>
    </message>
    <message>
        <source>The queue: 1 tile, taken next</source>
        <translation>La file&#xa0;: 1 case, prise ensuite</translation>
    </message>
    <message>
        <source>Open: 1 tile, taken next</source>
        <translation>Ouverts&#xa0;: 1 case, prise ensuite</translation>
    </message>
    <message numerus="yes">
        <source>The queue: %n tiles, the first taken next</source>
        <translation>
            <numerusform>La file&#xa0;: %n case, la première prise ensuite</numerusform>
            <numerusform>La file&#xa0;: %n cases, la première prise ensuite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open: %n tiles, the first taken next</source>
        <translation>
            <numerusform>Ouverts&#xa0;: %n case, la première prise ensuite</numerusform>
            <numerusform>Ouverts&#xa0;: %n cases, la première prise ensuite</numerusform>
        </translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>depuis le départ</translation>
    </message>
    <message>
        <source>from the goal</source>
        <translation>depuis l&apos;arrivée</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n de plus</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Liste ouverte</translation>
    </message>
</context>
<context>
    <name>mazeworks::CommandPalette</name>
    <message>
        <source>&amp;Search Actions...</source>
        <translation>&amp;Chercher une action...</translation>
    </message>
    <message>
        <source>Finds an action of the menus by its name and runs it</source>
        <translation>Trouve une action des menus par son nom et l&apos;exécute</translation>
    </message>
</context>
<context>
    <name>mazeworks::CommandPaletteDialog</name>
    <message>
        <source>Search Actions</source>
        <translation>Chercher une action</translation>
    </message>
    <message>
        <source>Type the name of an action</source>
        <translation>Tapez le nom d&apos;une action</translation>
    </message>
    <message>
        <source>No action has all these words in its name or its menu.</source>
        <translation>Aucune action n&apos;a tous ces mots dans son nom ou son menu.</translation>
    </message>
</context>
<context>
    <name>mazeworks::Diagnostics</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a maze</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation>&quot;%1&quot; n&apos;est pas une ligne de labyrinthe</translation>
    </message>
    <message>
        <source>a name line needs a title</source>
        <translation>une ligne &quot;name&quot; doit avoir un titre</translation>
    </message>
    <message>
        <source>a row line needs a row of tiles</source>
        <translation>une ligne &quot;row&quot; doit avoir une rangée de cases</translation>
    </message>
    <message>
        <source>a muncher line needs a column, a row and a direction</source>
        <translation>une ligne &quot;muncher&quot; doit avoir une colonne, une rangée et une direction</translation>
    </message>
    <message>
        <source>a ghost line needs a kind, a column, a row and a direction</source>
        <translation>une ligne &quot;ghost&quot; doit avoir un type, une colonne, une rangée et une direction</translation>
    </message>
    <message>
        <source>a corner line needs a kind, a column and a row</source>
        <translation>une ligne &quot;corner&quot; doit avoir un type, une colonne et une rangée</translation>
    </message>
    <message>
        <source>a release line needs a kind and seconds</source>
        <translation>une ligne &quot;release&quot; doit avoir un type et un nombre de secondes</translation>
    </message>
    <message>
        <source>a fruit line needs a column and a row</source>
        <translation>une ligne &quot;fruit&quot; doit avoir une colonne et une rangée</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a direction (up, left, down, right)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; n&apos;est pas une direction (up, left, down, right)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; n&apos;est pas un fantôme (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release takes seconds from 0 up</source>
        <translation>&quot;release&quot; prend un nombre de secondes à partir de 0</translation>
    </message>
    <message>
        <source>%1 is too far from 0 for a column or a row</source>
        <translation>%1 est trop loin de 0 pour une colonne ou une rangée</translation>
    </message>
    <message>
        <source>a second name line</source>
        <translation>une deuxième ligne &quot;name&quot;</translation>
    </message>
    <message>
        <source>a second muncher line</source>
        <translation>une deuxième ligne &quot;muncher&quot;</translation>
    </message>
    <message>
        <source>a second fruit line</source>
        <translation>une deuxième ligne &quot;fruit&quot;</translation>
    </message>
    <message>
        <source>a second line for the red ghost</source>
        <translation>une deuxième ligne pour le fantôme rouge</translation>
    </message>
    <message>
        <source>a second line for the pink ghost</source>
        <translation>une deuxième ligne pour le fantôme rose</translation>
    </message>
    <message>
        <source>a second line for the cyan ghost</source>
        <translation>une deuxième ligne pour le fantôme cyan</translation>
    </message>
    <message>
        <source>a second line for the orange ghost</source>
        <translation>une deuxième ligne pour le fantôme orange</translation>
    </message>
    <message>
        <source>a second corner line for the red ghost</source>
        <translation>une deuxième ligne &quot;corner&quot; pour le fantôme rouge</translation>
    </message>
    <message>
        <source>a second corner line for the pink ghost</source>
        <translation>une deuxième ligne &quot;corner&quot; pour le fantôme rose</translation>
    </message>
    <message>
        <source>a second corner line for the cyan ghost</source>
        <translation>une deuxième ligne &quot;corner&quot; pour le fantôme cyan</translation>
    </message>
    <message>
        <source>a second corner line for the orange ghost</source>
        <translation>une deuxième ligne &quot;corner&quot; pour le fantôme orange</translation>
    </message>
    <message>
        <source>a second release line for the red ghost</source>
        <translation>une deuxième ligne &quot;release&quot; pour le fantôme rouge</translation>
    </message>
    <message>
        <source>a second release line for the pink ghost</source>
        <translation>une deuxième ligne &quot;release&quot; pour le fantôme rose</translation>
    </message>
    <message>
        <source>a second release line for the cyan ghost</source>
        <translation>une deuxième ligne &quot;release&quot; pour le fantôme cyan</translation>
    </message>
    <message>
        <source>a second release line for the orange ghost</source>
        <translation>une deuxième ligne &quot;release&quot; pour le fantôme orange</translation>
    </message>
    <message>
        <source>a row is one word, without spaces</source>
        <translation>une rangée s&apos;écrit en un seul mot, sans espaces</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile</source>
        <extracomment>%1 is the character found where a tile letter should be.</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas un type de case</translation>
    </message>
    <message>
        <source>the row has %1 tiles, the first has %2</source>
        <extracomment>%1: the tiles of this row; %2: the tiles of the first row.</extracomment>
        <translation>la rangée a %1 cases, la première en a %2</translation>
    </message>
    <message>
        <source>a weight line needs one word of digits 1 to 9</source>
        <translation>une ligne &quot;weight&quot; doit avoir un mot de chiffres de 1 à 9</translation>
    </message>
    <message>
        <source>there are %1 weight lines for %2 rows</source>
        <extracomment>%1: the weight lines of the file; %2: its rows.</extracomment>
        <translation>il y a %1 lignes &quot;weight&quot; pour %2 rangées</translation>
    </message>
    <message>
        <source>the weight line has %1 digits, its row has %2 tiles</source>
        <extracomment>%1: the digits of this weight line; %2: the tiles of its row.</extracomment>
        <translation>la ligne &quot;weight&quot; a %1 chiffres, sa rangée a %2 tuiles</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a weight (1 to 9)</source>
        <extracomment>%1 is the character found where a weight digit should be.</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas un poids (1 à 9)</translation>
    </message>
    <message>
        <source>a map is at most 4096 tiles wide and high</source>
        <translation>une carte fait au plus 4096 cases de large et de haut</translation>
    </message>
    <message>
        <source>a maze needs at least one row</source>
        <translation>un labyrinthe doit avoir au moins une rangée</translation>
    </message>
    <message>
        <source>the muncher has no start</source>
        <translation>le croqueur n&apos;a pas de départ</translation>
    </message>
    <message>
        <source>the red ghost has no start</source>
        <translation>le fantôme rouge n&apos;a pas de départ</translation>
    </message>
    <message>
        <source>the pink ghost has no start</source>
        <translation>le fantôme rose n&apos;a pas de départ</translation>
    </message>
    <message>
        <source>the cyan ghost has no start</source>
        <translation>le fantôme cyan n&apos;a pas de départ</translation>
    </message>
    <message>
        <source>the orange ghost has no start</source>
        <translation>le fantôme orange n&apos;a pas de départ</translation>
    </message>
    <message>
        <source>the fruit has no place</source>
        <translation>le fruit n&apos;a pas d&apos;emplacement</translation>
    </message>
    <message>
        <source>a maze needs one door, not %1</source>
        <extracomment>%1 is the number of doors the map has.</extracomment>
        <translation>un labyrinthe doit avoir une seule porte, pas %1</translation>
    </message>
    <message>
        <source>the door needs a corridor above it and the house below</source>
        <translation>la porte doit avoir un couloir au-dessus d&apos;elle et la maison en dessous</translation>
    </message>
    <message>
        <source>the muncher cannot reach this dot</source>
        <translation>le croqueur ne peut pas atteindre cette pastille</translation>
    </message>
    <message>
        <source>the muncher cannot reach this tile</source>
        <translation>le croqueur ne peut pas atteindre cette case</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <extracomment>A diagnostic in a tooltip: %1 line:column, %2 error or warning, %3 the message.</extracomment>
        <translation>%1&#xa0;: %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>a release-dots line needs a kind and a count</source>
        <translation>une ligne &quot;release-dots&quot; doit avoir un type et un nombre</translation>
    </message>
    <message>
        <source>a rules line needs at least one rule</source>
        <translation>une ligne &quot;rules&quot; doit avoir au moins une règle</translation>
    </message>
    <message>
        <source>release-dots takes a count of dots from 0 up</source>
        <translation>&quot;release-dots&quot; prend un nombre de pastilles à partir de 0</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; n&apos;est pas une règle (pink-slip, red-astar, dot-counters)</translation>
    </message>
    <message>
        <source>with dot-counters, ghosts leave by dots: this release line is ignored</source>
        <translation>avec &quot;dot-counters&quot;, les fantômes sortent selon les pastilles&#xa0;: cette ligne &quot;release&quot; est ignorée</translation>
    </message>
    <message>
        <source>a second release-dots line for the red ghost</source>
        <translation>une deuxième ligne &quot;release-dots&quot; pour le fantôme rouge</translation>
    </message>
    <message>
        <source>a second release-dots line for the pink ghost</source>
        <translation>une deuxième ligne &quot;release-dots&quot; pour le fantôme rose</translation>
    </message>
    <message>
        <source>a second release-dots line for the cyan ghost</source>
        <translation>une deuxième ligne &quot;release-dots&quot; pour le fantôme cyan</translation>
    </message>
    <message>
        <source>a second release-dots line for the orange ghost</source>
        <translation>une deuxième ligne &quot;release-dots&quot; pour le fantôme orange</translation>
    </message>
    <message>
        <source>the muncher cannot reach these %1 dots</source>
        <extracomment>A region of dots walled off from the muncher: %1 is how many dots, 2 or more.</extracomment>
        <translation>le croqueur ne peut pas atteindre ces %1 pastilles</translation>
    </message>
    <message>
        <source>the muncher cannot reach these %1 tiles</source>
        <extracomment>A region of corridor without dots walled off from the muncher: %1 is how many tiles, 2 or more.</extracomment>
        <translation>le croqueur ne peut pas atteindre ces %1 cases</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the muncher stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le croqueur est sur un mur</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the muncher stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le croqueur est hors de la carte de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the red ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme rouge est sur un mur</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the red ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme rouge est hors de la carte de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the pink ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme rose est sur un mur</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the pink ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme rose est hors de la carte de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the cyan ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme cyan est sur un mur</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the cyan ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme cyan est hors de la carte de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the orange ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme orange est sur un mur</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the orange ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fantôme orange est hors de la carte de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the fruit lies on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fruit est sur un mur</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the fruit lies outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) n&apos;est pas dans le labyrinthe&#xa0;: le fruit est hors de la carte de %3 x %4</translation>
    </message>
</context>
<context>
    <name>mazeworks::DiagnosticsDock</name>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>Shows the next error or warning of the level</source>
        <translation>Affiche l&apos;erreur ou l&apos;avertissement suivant du niveau</translation>
    </message>
    <message>
        <source>Shows the previous error or warning of the level</source>
        <translation>Affiche l&apos;erreur ou l&apos;avertissement précédent du niveau</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error</source>
        <translation>
            <numerusform>%Ln erreur</numerusform>
            <numerusform>%Ln erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln erreur</numerusform>
            <numerusform>%Ln erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning</source>
        <translation>
            <numerusform>%Ln avertissement</numerusform>
            <numerusform>%Ln avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln avertissement</numerusform>
            <numerusform>%Ln avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Diagnostics (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation>Aucun niveau n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>The level has no map yet.</source>
        <translation>Le niveau n&apos;a pas encore de carte.</translation>
    </message>
    <message>
        <source>No problems: the level can be played.</source>
        <translation>Aucun problème&#xa0;: le niveau peut être joué.</translation>
    </message>
    <message>
        <source>Pre&amp;vious Problem</source>
        <translation>Problème pré&amp;cédent</translation>
    </message>
    <message>
        <source>Problems of the lesson</source>
        <translation>Problèmes de la leçon</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln problem</source>
        <translation>
            <numerusform>%1 : %Ln problème</numerusform>
            <numerusform>%1 : %Ln problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln problems</source>
        <translation>
            <numerusform>%1 : %Ln problème</numerusform>
            <numerusform>%1 : %Ln problèmes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::Document</name>
    <message>
        <source>%1 is not UTF-8 text (line %2, column %3).</source>
        <translation>%1 n&apos;est pas du texte UTF-8 (ligne %2, colonne %3).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Edit Source</source>
        <translation>Modification de la source</translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonSettingsForm</name>
    <message>
        <source>The same seed and settings give the same dungeon, here and with mazeworks-cli generate</source>
        <translation>La même graine et les mêmes réglages donnent le même donjon, ici comme avec mazeworks-cli generate</translation>
    </message>
    <message>
        <source>A random seed, and a new dungeon from it</source>
        <translation>Une graine aléatoire, et un nouveau donjon à partir d&apos;elle</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the seed of this dungeon</source>
        <translation>Copier la graine de ce donjon</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>A dungeon from the seed on the clipboard</source>
        <translation>Un donjon à partir de la graine du presse-papiers</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Rooms to place; rooms that cannot be joined are dropped</source>
        <translation>Salles à placer&#xa0;; celles qui ne peuvent pas être reliées sont abandonnées</translation>
    </message>
    <message>
        <source>Extra links that make loops, from 0 (a tree: one way between two rooms) to 1</source>
        <translation>Liens supplémentaires qui forment des boucles, de 0 (un arbre&#xa0;: un seul chemin entre deux salles) à 1</translation>
    </message>
    <message>
        <source>R&amp;ooms:</source>
        <translation>&amp;Salles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Loops:</source>
        <translation>&amp;Boucles&#xa0;:</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>The map&apos;s width in tiles, its border included; Auto fits it to the rooms</source>
        <translation>Largeur de la carte en cases, bordure comprise&#xa0;; Auto l&apos;ajuste aux salles</translation>
    </message>
    <message>
        <source>The map&apos;s height in tiles, its border included; Auto fits it to the rooms</source>
        <translation>Hauteur de la carte en cases, bordure comprise&#xa0;; Auto l&apos;ajuste aux salles</translation>
    </message>
    <message>
        <source>The smallest side of a room&apos;s floor, in tiles</source>
        <translation>Le plus petit côté du sol d&apos;une salle, en cases</translation>
    </message>
    <message>
        <source>The largest side of a room&apos;s floor, in tiles</source>
        <translation>Le plus grand côté du sol d&apos;une salle, en cases</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Carte&#xa0;:</translation>
    </message>
    <message>
        <source>Room si&amp;ze:</source>
        <translation>&amp;Taille des salles&#xa0;:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Dropped overlapping in the middle, then pushed apart</source>
        <translation>Lâchées en se chevauchant au milieu, puis écartées les unes des autres</translation>
    </message>
    <message>
        <source>Random places, each tried again while it is too close to another room</source>
        <translation>Emplacements aléatoires, chacun retenté tant qu&apos;il est trop près d&apos;une autre salle</translation>
    </message>
    <message>
        <source>Straight or one-bend tunnels between random rooms until one set remains</source>
        <translation>Des tunnels droits ou à un coude entre salles au hasard, jusqu&apos;à ce qu&apos;il ne reste qu&apos;un ensemble</translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation>&amp;Placement&#xa0;:</translation>
    </message>
    <message>
        <source>Co&amp;nnection:</source>
        <translation>Connexi&amp;on&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation>&amp;Nouveau donjon</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>The settings that make a good dungeon to start from</source>
        <translation>Les réglages qui donnent un bon donjon de départ</translation>
    </message>
    <message>
        <source>Doors between neighbouring rooms, along a tree grown depth-first from the first room</source>
        <translation>Des portes entre salles voisines, le long d&apos;un arbre qui pousse en profondeur depuis la première salle</translation>
    </message>
    <message>
        <source>Prim&apos;s minimum spanning tree from the first room, with Z corridors and double jogs</source>
        <translation>L&apos;arbre couvrant minimal de Prim depuis la première salle, avec des couloirs en Z et des doubles décrochements</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Largeur de la carte</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Hauteur de la carte</translation>
    </message>
    <message>
        <source>Smallest room side</source>
        <translation>Plus petit côté d&apos;une salle</translation>
    </message>
    <message>
        <source>Largest room side</source>
        <translation>Plus grand côté d&apos;une salle</translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonSpeech</name>
    <message>
        <source>No dungeon yet</source>
        <translation>Pas encore de donjon</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n room, step %2</source>
        <translation>
            <numerusform>%1 : %n salle, étape %2</numerusform>
            <numerusform>%1 : %n salles, étape %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rooms, step %2</source>
        <translation>
            <numerusform>%1 : %n salle, étape %2</numerusform>
            <numerusform>%1 : %n salles, étape %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonView</name>
    <message>
        <source>Wheel: zoom; drag: move the picture; double click: the whole map</source>
        <translation>Molette&#xa0;: zoom&#xa0;; glisser&#xa0;: déplacer l&apos;image&#xa0;; double-clic&#xa0;: toute la carte</translation>
    </message>
    <message>
        <source>Dungeon</source>
        <translation>Donjon</translation>
    </message>
</context>
<context>
    <name>mazeworks::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Resize &amp;Map...</source>
        <translation>Redimensionner la &amp;carte...</translation>
    </message>
    <message>
        <source>Add or take away rows and columns on any side of the map.</source>
        <translation>Ajouter ou retirer des rangées et des colonnes sur n&apos;importe quel côté de la carte.</translation>
    </message>
    <message>
        <source>&amp;New Map...</source>
        <translation>&amp;Nouvelle carte...</translation>
    </message>
    <message>
        <source>Start a level of a chosen size.</source>
        <translation>Commencer un niveau d&apos;une taille choisie.</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique d&apos;annulation</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;à l&apos;ouverture&gt;</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation>Sans titre %1</translation>
    </message>
    <message>
        <source>Cannot Resize</source>
        <translation>Redimensionnement impossible</translation>
    </message>
    <message>
        <source>A map is 1 to %1 tiles wide and high.</source>
        <translation>Une carte fait de 1 à %1 cases de large et de haut.</translation>
    </message>
    <message>
        <source>Resize the Map</source>
        <translation>Redimensionnement de la carte</translation>
    </message>
    <message>
        <source>Level &amp;Properties...</source>
        <translation>&amp;Propriétés du niveau...</translation>
    </message>
    <message>
        <source>The level&apos;s name, the rules it plays with and when the ghosts leave the house.</source>
        <translation>Le nom du niveau, les règles avec lesquelles il se joue et quand les fantômes quittent la maison.</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <source>Every change to the level, the oldest first: choose one to go back to it</source>
        <translation>Chaque modification du niveau, la plus ancienne d&apos;abord : choisissez-en une pour y revenir</translation>
    </message>
</context>
<context>
    <name>mazeworks::EmptyPage</name>
    <message>
        <source>No level is open</source>
        <translation>Aucun niveau n&apos;est ouvert</translation>
    </message>
    <message>
        <source>Make a new map, open a level or open the classic maze.</source>
        <translation>Créez une nouvelle carte, ouvrez un niveau ou ouvrez le labyrinthe classique.</translation>
    </message>
</context>
<context>
    <name>mazeworks::EraserTool</name>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Click or drag to turn tiles into empty floor.</source>
        <translation>Cliquez ou faites glisser pour changer les cases en sol vide.</translation>
    </message>
</context>
<context>
    <name>mazeworks::ExportPng</name>
    <message>
        <source>%1 cannot be written: the rows of this level do not form a map yet.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: les rangées de ce niveau ne forment pas encore une carte.</translation>
    </message>
    <message>
        <source>%1 cannot be written: at %2 pixels a tile the image would be %3 x %4 pixels; at most %5 pixels a tile fit in %6 pixels.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: à %2 pixels par case, l&apos;image ferait %3 x %4 pixels&#xa0;; au plus %5 pixels par case tiennent dans %6 pixels.</translation>
    </message>
    <message>
        <source>%1 cannot be written: there is not enough memory for an image of %2 x %3 pixels.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: pas assez de mémoire pour une image de %2 x %3 pixels.</translation>
    </message>
    <message>
        <source>Export as Image</source>
        <translation>Exporter en image</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> pixels</translation>
    </message>
    <message>
        <source>Draw the tile &amp;grid</source>
        <translation>Dessiner la &amp;grille des cases</translation>
    </message>
    <message>
        <source>Draw the &amp;muncher, the ghosts and the fruit</source>
        <translation>Dessiner le &amp;croqueur, les fantômes et le fruit</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Taille d&apos;une case&#xa0;:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Taille de l&apos;image&#xa0;:</translation>
    </message>
    <message>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 pixels</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>mazeworks::FiguresBar</name>
    <message>
        <source>steps</source>
        <translation>étapes</translation>
    </message>
    <message>
        <source>rooms moving</source>
        <translation>salles en mouvement</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>chevauchements</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>ensembles</translation>
    </message>
    <message>
        <source>tree edges</source>
        <translation>arêtes de l&apos;arbre</translation>
    </message>
    <message>
        <source>corridor tiles</source>
        <translation>cases de couloir</translation>
    </message>
    <message>
        <source>try</source>
        <translation>essai</translation>
    </message>
    <message>
        <source>Steps taken since the start, every try</source>
        <translation>Étapes effectuées depuis le début, tous essais confondus</translation>
    </message>
    <message>
        <source>Pairs of rooms that overlapped at the last separation step</source>
        <translation>Paires de salles qui se chevauchaient à la dernière étape de séparation</translation>
    </message>
    <message>
        <source>Sets of rooms joined so far: the union-find&apos;s; one when every room can reach every other</source>
        <translation>Ensembles de salles reliées jusqu&apos;ici, ceux de l&apos;union-find&#xa0;; un seul quand chaque salle peut atteindre toutes les autres</translation>
    </message>
    <message>
        <source>Edges of the tree so far</source>
        <translation>Arêtes de l&apos;arbre jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Tiles of corridor dug so far</source>
        <translation>Cases de couloir creusées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Sets of rooms made, this one included: the generator starts over when rooms cannot be joined</source>
        <translation>Tirages de salles effectués, celui-ci compris&#xa0;: le générateur recommence quand des salles ne peuvent pas être reliées</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Rooms that the last separation step moved; at the start of separating, the rooms that overlap, which the first step pushes</source>
        <translation>Salles déplacées par la dernière étape de séparation&#xa0;; au début de la séparation, les salles qui se chevauchent et que la première étape pousse</translation>
    </message>
</context>
<context>
    <name>mazeworks::FileActions</name>
    <message>
        <source>%1 is open read-only: the overlays work on it, edits do not. Save it as a .maze level to edit it.</source>
        <translation>%1 est ouvert en lecture seule&#xa0;: les superpositions y fonctionnent, mais pas les modifications. Enregistrez-le comme niveau .maze pour le modifier.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open a level, a Moving AI map or a Tiled map</source>
        <translation>Ouvrir un niveau, une carte Moving AI ou une carte Tiled</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <source>Read the level&apos;s file again, leaving the changes not saved</source>
        <translation>Relire le fichier du niveau en abandonnant les modifications non enregistrées</translation>
    </message>
    <message>
        <source>&amp;Import from Tiled...</source>
        <translation>&amp;Importer depuis Tiled...</translation>
    </message>
    <message>
        <source>Export to &amp;Tiled...</source>
        <translation>Exporter vers &amp;Tiled...</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Ouvrir un niveau</translation>
    </message>
    <message>
        <source>%1 is no longer there, so it was taken off the recent files.</source>
        <translation>%1 n&apos;existe plus&#xa0;: il a été retiré des fichiers récents.</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 is a map of %2 x %3 cells; a level is 1 to %4 tiles wide and high.</source>
        <translation>%1 est une carte de %2 x %3 cellules&#xa0;; un niveau fait de 1 à %4 cases de large et de haut.</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (lecture seule)</translation>
    </message>
    <message>
        <source>The level has no file yet.</source>
        <translation>Le niveau n&apos;a pas encore de fichier.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>The level is still open with its changes; save it somewhere else, or try again.</source>
        <translation>Le niveau reste ouvert avec ses modifications&#xa0;; enregistrez-le ailleurs, ou réessayez.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Enregistrer le niveau sous</translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze)</source>
        <translation>Niveaux Mazeworks (*.maze)</translation>
    </message>
    <message>
        <source>%1 is a Moving AI map, open read-only: save the level under another name, as a .maze file.</source>
        <translation>%1 est une carte Moving AI, ouverte en lecture seule&#xa0;: enregistrez le niveau sous un autre nom, en tant que fichier .maze.</translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write a Tiled map, use File &gt; Export to Tiled.</source>
        <translation>%1&#xa0;: «&#xa0;Enregistrer sous&#xa0;» écrit des niveaux .maze. Pour écrire une carte Tiled, utilisez Fichier &gt; Exporter vers Tiled.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revenir à la version enregistrée</translation>
    </message>
    <message>
        <source>Revert %1 to the version saved on disk?</source>
        <translation>Revenir à la version de %1 enregistrée sur le disque&#xa0;?</translation>
    </message>
    <message>
        <source>The changes made since it was saved will be lost, and cannot be undone.</source>
        <translation>Les modifications faites depuis le dernier enregistrement seront perdues et ne pourront pas être annulées.</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>Impossible de revenir à la version enregistrée</translation>
    </message>
    <message>
        <source>Reverted to %1.</source>
        <translation>Retour à la version enregistrée de %1.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 contient des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Les enregistrer avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>The rows of %1 do not form a map yet; see the diagnostics.</source>
        <translation>Les rangées de %1 ne forment pas encore une carte&#xa0;; voir les diagnostics.</translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3 pixels).</source>
        <translation>%1 exporté (%2 x %3 pixels).</translation>
    </message>
    <message>
        <source>Export to Tiled</source>
        <translation>Exporter vers Tiled</translation>
    </message>
    <message>
        <source>Exported %1, with its tileset image %2.</source>
        <translation>%1 exporté, avec l&apos;image de son jeu de tuiles %2.</translation>
    </message>
    <message>
        <source>Import from Tiled</source>
        <translation>Importer depuis Tiled</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>Impossible d&apos;importer</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>%1 importé.</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json);;All files (*)</source>
        <translation>Cartes Tiled (*.tmx *.tmj *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export as Ima&amp;ge...</source>
        <translation>Exporter en i&amp;mage...</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx);;Tiled JSON maps (*.tmj)</source>
        <translation>Cartes Tiled (*.tmx);;Cartes Tiled JSON (*.tmj)</translation>
    </message>
    <message>
        <source>E&amp;xport to LDtk...</source>
        <translation>E&amp;xporter vers LDtk...</translation>
    </message>
    <message>
        <source>Write the level, or every open level, as one LDtk project</source>
        <translation>Écrire le niveau, ou tous les niveaux ouverts, en un seul projet LDtk</translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write an LDtk project, use File &gt; Export to LDtk.</source>
        <translation>%1 : « Enregistrer sous » écrit des niveaux .maze. Pour écrire un projet LDtk, utilisez Fichier &gt; Exporter vers LDtk.</translation>
    </message>
    <message>
        <source>Opened the level of %1.</source>
        <translation>Niveau de %1 ouvert.</translation>
    </message>
    <message numerus="yes">
        <source>Opened the %n levels of %1.</source>
        <translation>
            <numerusform>Le %n niveau de %1 a été ouvert.</numerusform>
            <numerusform>Les %n niveaux de %1 ont été ouverts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export to LDtk</source>
        <translation>Exporter vers LDtk</translation>
    </message>
    <message>
        <source>An LDtk project holds several levels. Write every open level into it, or only %1?</source>
        <translation>Un projet LDtk contient plusieurs niveaux. Y écrire tous les niveaux ouverts, ou seulement %1 ?</translation>
    </message>
    <message numerus="yes">
        <source>&amp;All %n Levels</source>
        <translation>
            <numerusform>&amp;Tous les %n niveaux</numerusform>
            <numerusform>&amp;Tous les %n niveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;This Level</source>
        <translation>&amp;Ce niveau</translation>
    </message>
    <message>
        <source>LDtk projects (*.ldtk)</source>
        <translation>Projets LDtk (*.ldtk)</translation>
    </message>
    <message>
        <source>Exported the level to %1.</source>
        <translation>Niveau exporté vers %1.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n levels to %1.</source>
        <translation>
            <numerusform>%n niveau exporté vers %1.</numerusform>
            <numerusform>%n niveaux exportés vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels, maps and lessons (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Mazeworks levels (*.maze);;Moving AI maps (*.map);;Tiled maps (*.tmx *.tmj *.json);;LDtk projects (*.ldtk);;Lessons (*.lesson);;All files (*)</source>
        <translation>Niveaux, cartes et leçons (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Niveaux Mazeworks (*.maze);;Cartes Moving AI (*.map);;Cartes Tiled (*.tmx *.tmj *.json);;Projets LDtk (*.ldtk);;Leçons (*.lesson);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>mazeworks::FileWatcher</name>
    <message>
        <source>%1 was deleted or moved by another program. The level stays open; save it to write it again.</source>
        <translation>%1 a été supprimé ou déplacé par un autre programme. Le niveau reste ouvert&#xa0;; enregistrez-le pour l&apos;écrire à nouveau.</translation>
    </message>
    <message>
        <source>Kept your version of %1; saving it writes over the other program&apos;s.</source>
        <translation>Votre version de %1 est conservée&#xa0;; l&apos;enregistrer remplacera celle de l&apos;autre programme.</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be read again: %2</source>
        <translation>%1 a changé sur le disque mais ne peut pas être relu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 a changé sur le disque et a été rechargé.</translation>
    </message>
    <message>
        <source>Level Changed on Disk</source>
        <translation>Niveau modifié sur le disque</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and your changes to it are not saved.</source>
        <translation>%1 a été modifié par un autre programme, et vos modifications ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>Reload it, and lose your changes? Or keep your version, and write it over the other program&apos;s when you save?</source>
        <translation>Le recharger et perdre vos modifications&#xa0;? Ou garder votre version, qui remplacera celle de l&apos;autre programme à l&apos;enregistrement&#xa0;?</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>Garder ma version</translation>
    </message>
</context>
<context>
    <name>mazeworks::FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Click to fill the region of equal tiles with the chosen tile.</source>
        <translation>Cliquez pour remplir la zone de cases identiques avec le type de case choisi.</translation>
    </message>
</context>
<context>
    <name>mazeworks::FrameExport</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1: is the folder writable?</source>
        <translation>Impossible de créer le dossier %1&#xa0;: le dossier est-il accessible en écriture&#xa0;?</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>Folder for the Frames</source>
        <translation>Dossier des images</translation>
    </message>
    <message>
        <source>The frames go into a new folder inside it; nothing there is overwritten.</source>
        <translation>Les images vont dans un nouveau dossier créé à l&apos;intérieur&#xa0;; rien de ce qui s&apos;y trouve n&apos;est écrasé.</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> étapes</translation>
    </message>
    <message>
        <source>every </source>
        <translation>toutes les </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 frames written to %2.</source>
        <translation>%1 images écrites dans %2.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>Cancelled: the %1 frames written so far are in %2.</source>
        <translation>Annulé&#xa0;: les %1 images écrites jusqu&apos;ici sont dans %2.</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Largeur en pixels</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Hauteur en pixels</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>A &amp;picture:</source>
        <translation>Une &amp;image :</translation>
    </message>
</context>
<context>
    <name>mazeworks::GameSpeech</name>
    <message numerus="yes">
        <source>Ready: level %1, %n life</source>
        <translation>
            <numerusform>Prêt : niveau %1, %n vie</numerusform>
            <numerusform>Prêt : niveau %1, %n vies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: level %1, %n lives</source>
        <translation>
            <numerusform>Prêt : niveau %1, %n vie</numerusform>
            <numerusform>Prêt : niveau %1, %n vies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lost a life, %n life left</source>
        <translation>
            <numerusform>Vie perdue, il reste %n vie</numerusform>
            <numerusform>Vie perdue, il reste %n vies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lost a life, %n lives left</source>
        <translation>
            <numerusform>Vie perdue, il reste %n vie</numerusform>
            <numerusform>Vie perdue, il reste %n vies</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 cleared</source>
        <translation>Niveau %1 terminé</translation>
    </message>
    <message>
        <source>Game over, score %1</source>
        <translation>Partie terminée, score %1</translation>
    </message>
    <message numerus="yes">
        <source>Extra life, %n life</source>
        <translation>
            <numerusform>Vie en plus, %n vie</numerusform>
            <numerusform>Vie en plus, %n vies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra life, %n lives</source>
        <translation>
            <numerusform>Vie en plus, %n vie</numerusform>
            <numerusform>Vie en plus, %n vies</numerusform>
        </translation>
    </message>
    <message>
        <source>Energizer: the ghosts are blue</source>
        <translation>Super-pastille : les fantômes sont bleus</translation>
    </message>
    <message>
        <source>Fruit eaten, %1 points</source>
        <translation>Fruit mangé, %1 points</translation>
    </message>
    <message>
        <source>Ghost eaten: %1, %2 points</source>
        <translation>Fantôme mangé : %1, %2 points</translation>
    </message>
    <message numerus="yes">
        <source>%n dot left</source>
        <translation>
            <numerusform>Reste %n pastille</numerusform>
            <numerusform>Restent %n pastilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dots left</source>
        <translation>
            <numerusform>Reste %n pastille</numerusform>
            <numerusform>Restent %n pastilles</numerusform>
        </translation>
    </message>
    <message>
        <source>No game. F5 plays the current level.</source>
        <translation>Aucune partie. F5 joue le niveau actuel.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>caught</source>
        <translation>attrapé</translation>
    </message>
    <message>
        <source>level cleared</source>
        <translation>niveau terminé</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>replay, %1</source>
        <translation>replay, %1</translation>
    </message>
    <message numerus="yes">
        <source>Score %1, %n life, level %2, %3</source>
        <translation>
            <numerusform>Score %1, %n vie, niveau %2, %3</numerusform>
            <numerusform>Score %1, %n vies, niveau %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, %n lives, level %2, %3</source>
        <translation>
            <numerusform>Score %1, %n vie, niveau %2, %3</numerusform>
            <numerusform>Score %1, %n vies, niveau %2, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::GenerateDock</name>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Dungeon &amp;Generator</source>
        <translation>&amp;Générateur de donjons</translation>
    </message>
    <message>
        <source>Show the Generate panel: watch a dungeon being made, step by step</source>
        <translation>Afficher le panneau Générer&#xa0;: regarder un donjon se construire, étape par étape</translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation>&amp;Nouveau donjon</translation>
    </message>
    <message>
        <source>Make a dungeon from these settings and watch it being made</source>
        <translation>Créer un donjon avec ces réglages et le regarder se construire</translation>
    </message>
    <message>
        <source>Back to the first step, same settings and seed</source>
        <translation>Retour à la première étape, mêmes réglages et même graine</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>É&amp;tape</translation>
    </message>
    <message>
        <source>One step of the generator</source>
        <translation>Une étape du générateur</translation>
    </message>
    <message>
        <source>Next &amp;Phase</source>
        <translation>Phase &amp;suivante</translation>
    </message>
    <message>
        <source>Steps to the end of this phase</source>
        <translation>Avance jusqu&apos;à la fin de cette phase</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Steps at the chosen speed, or pause</source>
        <translation>Avance à la vitesse choisie, ou met en pause</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>Every step to the end, as fast as it goes</source>
        <translation>Toutes les étapes jusqu&apos;à la fin, aussi vite que possible</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;xplorer</translation>
    </message>
    <message>
        <source>An explorer walks the finished dungeon from room to room, to the rooms it has not seen first</source>
        <translation>Un explorateur parcourt le donjon terminé de salle en salle, en allant d&apos;abord vers celles qu&apos;il n&apos;a pas vues</translation>
    </message>
    <message>
        <source>Explorer S&amp;tep</source>
        <translation>A&amp;vancer l&apos;explorateur</translation>
    </message>
    <message>
        <source>The explorer walks to one more room</source>
        <translation>L&apos;explorateur se rend dans une salle de plus</translation>
    </message>
    <message>
        <source>The explorer starts again, nothing visited</source>
        <translation>L&apos;explorateur repart de zéro, aucune salle visitée</translation>
    </message>
    <message>
        <source>&amp;Use as Level</source>
        <translation>&amp;Utiliser comme niveau</translation>
    </message>
    <message>
        <source>The finished dungeon as a new level, ready to edit, save and play</source>
        <translation>Le donjon terminé devient un nouveau niveau, prêt à être modifié, enregistré et joué</translation>
    </message>
    <message>
        <source>Export Picture as &amp;Image...</source>
        <translation>Exporter la vue en &amp;image...</translation>
    </message>
    <message>
        <source>The picture as it is on screen, with its caption, as a PNG file</source>
        <translation>La vue telle qu&apos;elle est à l&apos;écran, avec son commentaire, en fichier PNG</translation>
    </message>
    <message>
        <source>Every step of this dungeon as a numbered PNG picture, for a video or a slide show</source>
        <translation>Chaque étape de ce donjon en image PNG numérotée, pour une vidéo ou un diaporama</translation>
    </message>
    <message>
        <source>The generator alone on the screen with large type, for a class; Esc to come back</source>
        <translation>Le générateur seul à l&apos;écran, en gros caractères, pour un cours&#xa0;; Échap pour revenir</translation>
    </message>
    <message>
        <source>Show &amp;Caption</source>
        <translation>Afficher le &amp;commentaire</translation>
    </message>
    <message>
        <source>The sentence that says what the step did</source>
        <translation>La phrase qui dit ce qu&apos;a fait l&apos;étape</translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation>Afficher la lég&amp;ende</translation>
    </message>
    <message>
        <source>What the colours and lines of the picture mean</source>
        <translation>Ce que signifient les couleurs et les traits de l&apos;image</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 étapes par seconde</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation>La graine est un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>Seed %1 copied.</source>
        <translation>Graine %1 copiée.</translation>
    </message>
    <message>
        <source>The clipboard holds no seed: a seed is a whole number from 0 to %1.</source>
        <translation>Le presse-papiers ne contient pas de graine&#xa0;: une graine est un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>The dungeon cannot be made: %1.</source>
        <translation>Le donjon ne peut pas être créé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This dungeon cannot be made:
%1.
Change the settings and press New Dungeon.</source>
        <translation>Ce donjon ne peut pas être créé&#xa0;:
%1.
Modifiez les réglages et cliquez sur Nouveau donjon.</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>pleine vitesse</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>1 étape par seconde</translation>
    </message>
    <message>
        <source>Room %1 · %2 of %3 rooms visited · %4 moves · %5 unvisited · %6 remembered</source>
        <translation>Salle %1 · %2 salles visitées sur %3 · %4 déplacements · %5 non visitées · %6 mémorisées</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Donjon %1</translation>
    </message>
    <message>
        <source>The dungeon is a level now, in its own tab: edit it, save it, play it.</source>
        <translation>Le donjon est maintenant un niveau, dans son propre onglet&#xa0;: modifiez-le, enregistrez-le, jouez-y.</translation>
    </message>
    <message>
        <source>dungeon %1 step %2.png</source>
        <translation>donjon %1 étape %2.png</translation>
    </message>
    <message>
        <source>Export Picture as Image</source>
        <translation>Exporter la vue en image</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation>L&apos;image est dans %1.</translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation>Une exportation d&apos;images est déjà en cours.</translation>
    </message>
    <message>
        <source>Export the Run as Frames</source>
        <translation>Exporter le déroulement en images</translation>
    </message>
    <message>
        <source>Pictures in between two steps while the rooms move, for a smooth video</source>
        <translation>Images intermédiaires entre deux étapes pendant que les salles bougent, pour une vidéo fluide</translation>
    </message>
    <message>
        <source>The run of seed %1 from its first step: %2 steps.</source>
        <translation>Le déroulement de la graine %1 depuis sa première étape&#xa0;: %2 étapes.</translation>
    </message>
    <message>
        <source>all the</source>
        <translation>toutes les</translation>
    </message>
    <message>
        <source>Writing the frames of seed %1...</source>
        <translation>Écriture des images de la graine %1...</translation>
    </message>
    <message>
        <source>R&amp;estart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Explorer &amp;Back to the Start</source>
        <translation>Remettre l&apos;explorateur à &amp;zéro</translation>
    </message>
    <message>
        <source>Export the Run as Fra&amp;mes...</source>
        <translation>Exporter le &amp;déroulement en images...</translation>
    </message>
    <message>
        <source>Presentati&amp;on</source>
        <translation>&amp;Mode présentation</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Step or Run to watch the dungeon being made</source>
        <translation>Pas ou Lecture pour regarder le donjon se construire</translation>
    </message>
    <message>
        <source>Step (%1) or Run (%2) to watch the dungeon being made</source>
        <translation>Pas (%1) ou Lecture (%2) pour regarder le donjon se construire</translation>
    </message>
    <message>
        <source>Once the dungeon is finished, the explorer can walk it.</source>
        <translation>Une fois le donjon terminé, l’explorateur peut le parcourir.</translation>
    </message>
    <message>
        <source>From one step a second to as fast as it goes; up to a step a frame, rooms glide between steps. For the explorer of a finished dungeon, its time against ours: 1× (a second in each room, six tiles a second along the corridors) where the generator makes ten steps a second</source>
        <translation>D&apos;un pas par seconde à aussi vite que possible ; jusqu&apos;à un pas par image, les salles glissent entre les pas. Pour l&apos;explorateur d&apos;un donjon terminé, son temps par rapport au nôtre : 1× (une seconde dans chaque salle, six cases par seconde dans les couloirs) là où le générateur fait dix pas par seconde</translation>
    </message>
    <message>
        <source>explorer at full speed</source>
        <translation>explorateur à pleine vitesse</translation>
    </message>
    <message>
        <source>explorer at %1×</source>
        <translation>explorateur à %1×</translation>
    </message>
    <message>
        <source>Step Bac&amp;k</source>
        <translation>Étape en &amp;arrière</translation>
    </message>
    <message>
        <source>Back to the step before: the dungeon as it was then</source>
        <translation>Retour à l&apos;étape précédente : le donjon tel qu&apos;il était alors</translation>
    </message>
    <message>
        <source>Explorer Step Back</source>
        <translation>Explorateur : pas en arrière</translation>
    </message>
    <message>
        <source>The explorer back in the room before its last move, as it was then</source>
        <translation>L&apos;explorateur de retour dans la salle d&apos;avant son dernier déplacement, tel qu&apos;il était alors</translation>
    </message>
    <message>
        <source>Explorer&apos;s moves</source>
        <translation>Déplacements de l&apos;explorateur</translation>
    </message>
    <message>
        <source>In &amp;between:</source>
        <translation>Inter&amp;médiaires&#xa0;:</translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorLegend</name>
    <message>
        <source>room</source>
        <translation>salle</translation>
    </message>
    <message>
        <source>room of this step</source>
        <translation>salle de cette étape</translation>
    </message>
    <message>
        <source>overlapping</source>
        <translation>en chevauchement</translation>
    </message>
    <message>
        <source>pushed farthest</source>
        <translation>la plus repoussée</translation>
    </message>
    <message>
        <source>pushing it</source>
        <translation>celles qui la repoussent</translation>
    </message>
    <message>
        <source>push (zoom in)</source>
        <translation>poussée (zoomez)</translation>
    </message>
    <message>
        <source>room on whole tiles</source>
        <translation>salle calée sur les cases</translation>
    </message>
    <message>
        <source>where it stood</source>
        <translation>position précédente</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>voisines</translation>
    </message>
    <message>
        <source>tree edge</source>
        <translation>arête de l&apos;arbre</translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation>arête de cette étape</translation>
    </message>
    <message>
        <source>loop candidate</source>
        <translation>boucle candidate</translation>
    </message>
    <message>
        <source>sets of joined rooms</source>
        <translation>ensembles de salles reliées</translation>
    </message>
    <message>
        <source>corridor of this step</source>
        <translation>couloir de cette étape</translation>
    </message>
    <message>
        <source>tree edge to dig</source>
        <translation>arête de l&apos;arbre à creuser</translation>
    </message>
    <message>
        <source>loop to dig</source>
        <translation>boucle à creuser</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>visitée</translation>
    </message>
    <message>
        <source>unvisited, or forgotten after %1 s</source>
        <translation>non visitée, ou oubliée après %1 s</translation>
    </message>
    <message>
        <source>visited in the last %1 s</source>
        <translation>visitée il y a moins de %1 s</translation>
    </message>
    <message>
        <source>explorer: rests %1 s in a room, walks %2 tiles a second</source>
        <translation>explorateur : reste %1 s dans une salle, avance de %2 cases par seconde</translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorText</name>
    <message>
        <source>Room %1 is dropped at (%2, %3), %4 x %5 tiles</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 x %5 its size in tiles.</extracomment>
        <translation>La salle %1 est lâchée en (%2, %3), %4 x %5 cases</translation>
    </message>
    <message>
        <source>Room %1 is placed at (%2, %3) after %4 rejected tries</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 places thrown away first.</extracomment>
        <translation>La salle %1 est placée en (%2, %3) après %4 essais rejetés</translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and stays where the last one fell</source>
        <translation>La salle %1 ne trouve pas de place libre en %2 essais et reste là où l&apos;a posée le dernier essai</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from room %2; %3 rooms still move</source>
        <extracomment>%1 the room pushed, %2 the room pushing it, %3 rooms that moved in this step.</extracomment>
        <translation>La salle %1 est repoussée par la salle %2&#xa0;; %3 salles bougent encore</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2 and %3; %4 rooms still move</source>
        <translation>La salle %1 est repoussée par les salles %2 et %3&#xa0;; %4 salles bougent encore</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move</source>
        <extracomment>%4 is how many more rooms push it besides rooms %2 and %3.</extracomment>
        <translation>La salle %1 est repoussée par les salles %2, %3 et %4 autres&#xa0;; %5 salles bougent encore</translation>
    </message>
    <message>
        <source>No two rooms overlap any more, after %1 steps</source>
        <translation>Plus aucune salle n&apos;en chevauche une autre, après %1 étapes</translation>
    </message>
    <message>
        <source>The rooms snap to whole tiles; snapping made %1 overlaps</source>
        <translation>Les salles se calent sur des cases entières&#xa0;; le calage a créé %1 chevauchements</translation>
    </message>
    <message>
        <source>Rooms that snapping pushed together are parted; %1 overlaps left</source>
        <translation>Les salles que le calage a rapprochées sont séparées&#xa0;; %1 chevauchements restants</translation>
    </message>
    <message>
        <source>%1 pairs of the %2 rooms are neighbours: close walls with room for a door</source>
        <translation>%1 paires parmi les %2 salles sont voisines&#xa0;: des murs proches, avec la place pour une porte</translation>
    </message>
    <message>
        <source>Room %1 reaches its neighbour, room %2</source>
        <translation>La salle %1 atteint sa voisine, la salle %2</translation>
    </message>
    <message>
        <source>%1 neighbour pairs are left over as loop candidates; %2 of them get a door</source>
        <translation>%1 paires de voisines restent comme boucles candidates&#xa0;; %2 d&apos;entre elles reçoivent une porte</translation>
    </message>
    <message>
        <source>Room %2 joins the tree through room %1, %3 tenths of a tile between centres</source>
        <extracomment>%1 the room already in the tree, %2 the room that joins, %3 the distance in tenths of a tile.</extracomment>
        <translation>La salle %2 rejoint l&apos;arbre par la salle %1, à %3 dixièmes de case entre les centres</translation>
    </message>
    <message>
        <source>The %1 shortest edges outside the tree will make loops</source>
        <translation>Les %1 arêtes les plus courtes hors de l&apos;arbre formeront des boucles</translation>
    </message>
    <message>
        <source>A door joins rooms %1 and %2 through %3 tiles of wall</source>
        <translation>Une porte relie les salles %1 et %2 à travers %3 cases de mur</translation>
    </message>
    <message>
        <source>A straight corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Un couloir droit de %3 cases relie les salles %1 et %2</translation>
    </message>
    <message>
        <source>An L-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Un couloir en L de %3 cases relie les salles %1 et %2</translation>
    </message>
    <message>
        <source>A Z-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Un couloir en Z de %3 cases relie les salles %1 et %2</translation>
    </message>
    <message>
        <source>No corridor from room %1 to room %2 misses the other rooms</source>
        <translation>Aucun couloir de la salle %1 à la salle %2 n&apos;évite les autres salles</translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left</source>
        <translation>Un tunnel de %3 cases relie les salles %1 et %2&#xa0;; leurs ensembles fusionnent, il en reste %4</translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop</source>
        <translation>Un tunnel de %3 cases relie les salles %1 et %2, déjà dans le même ensemble&#xa0;: une boucle</translation>
    </message>
    <message>
        <source>No joined room is large enough for the ghosts&apos; house: start again with new rooms, try %1</source>
        <translation>Aucune salle reliée n&apos;est assez grande pour la maison des fantômes&#xa0;: on recommence avec de nouvelles salles, essai %1</translation>
    </message>
    <message>
        <source>%1 rooms could not be joined and are dropped</source>
        <translation>%1 salles n&apos;ont pas pu être reliées et sont abandonnées</translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles: %1 floor tiles</source>
        <translation>Les salles et les couloirs deviennent des cases&#xa0;: %1 cases de sol</translation>
    </message>
    <message>
        <source>The ghosts&apos; house stands in room %1</source>
        <translation>La maison des fantômes se trouve dans la salle %1</translation>
    </message>
    <message>
        <source>The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers</source>
        <translation>Le croqueur, les fantômes et le fruit prennent place, avec %1 pastilles et %2 super-pastilles</translation>
    </message>
    <message>
        <source>The dungeon cannot be made</source>
        <translation>Le donjon ne peut pas être créé</translation>
    </message>
    <message>
        <source>a dungeon has 1 to %1 rooms</source>
        <translation>un donjon a de 1 à %1 salles</translation>
    </message>
    <message>
        <source>a map is %1 to %2 tiles wide and high</source>
        <translation>une carte fait de %1 à %2 cases de large et de haut</translation>
    </message>
    <message>
        <source>a room is 1 to %1 tiles a side, the smallest size no larger than the largest</source>
        <translation>une salle fait de 1 à %1 cases de côté, la plus petite taille ne dépassant pas la plus grande</translation>
    </message>
    <message>
        <source>loops is a fraction from 0 to 1</source>
        <translation>les boucles vont de 0 à 1</translation>
    </message>
    <message>
        <source>rooms keep 1 to %1 walls between them</source>
        <translation>les salles gardent de 1 à %1 murs entre elles</translation>
    </message>
    <message>
        <source>a door is at least 1 tile wide and walls close enough are at least 1 tile thick</source>
        <translation>une porte fait au moins 1 case de large et les murs assez proches font au moins 1 case d&apos;épaisseur</translation>
    </message>
    <message>
        <source>%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 map has %5 inside its border</source>
        <extracomment>%1 rooms, %2 tiles they need, %3 x %4 the map, %5 tiles inside its border.</extracomment>
        <translation>%1 salles ont besoin d&apos;au moins %2 cases avec les murs qui les séparent, mais une carte de %3 x %4 en a %5 à l&apos;intérieur de sa bordure</translation>
    </message>
    <message>
        <source>the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a larger map than %4 x %5</source>
        <translation>les salles se chevauchent encore après %1 étapes de séparation (%2 paires)&#xa0;: %3 salles demandent une carte plus grande que %4 x %5</translation>
    </message>
    <message>
        <source>the rooms are jammed against the border with %1 pairs overlapping: %2 rooms need a larger map than %3 x %4</source>
        <translation>les salles sont coincées contre la bordure avec %1 paires qui se chevauchent&#xa0;: %2 salles demandent une carte plus grande que %3 x %4</translation>
    </message>
    <message>
        <source>after %1 tries no joined room is large enough for the ghosts&apos; house (%2 x %3 tiles)</source>
        <translation>après %1 essais, aucune salle reliée n&apos;est assez grande pour la maison des fantômes (%2 x %3 cases)</translation>
    </message>
    <message>
        <source>Placing rooms</source>
        <translation>Placement des salles</translation>
    </message>
    <message>
        <source>Separating</source>
        <translation>Séparation</translation>
    </message>
    <message>
        <source>Snapping to the grid</source>
        <translation>Calage sur la grille</translation>
    </message>
    <message>
        <source>Linking</source>
        <translation>Liaison</translation>
    </message>
    <message>
        <source>Digging</source>
        <translation>Creusement</translation>
    </message>
    <message>
        <source>Making tiles</source>
        <translation>Création des cases</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Rooms of random sizes are put on the map, one a step</source>
        <translation>Des salles de tailles aléatoires sont posées sur la carte, une par étape</translation>
    </message>
    <message>
        <source>Rooms that overlap push each other away, as birds in a flock keep their distance</source>
        <translation>Les salles qui se chevauchent se repoussent, comme les oiseaux d&apos;une nuée gardent leurs distances</translation>
    </message>
    <message>
        <source>Every room moves to the nearest whole tile</source>
        <translation>Chaque salle se cale sur la case entière la plus proche</translation>
    </message>
    <message>
        <source>A tree joins every room: each step adds one edge; a few edges more will make loops</source>
        <translation>Un arbre relie toutes les salles&#xa0;: chaque étape ajoute une arête&#xa0;; quelques arêtes de plus formeront des boucles</translation>
    </message>
    <message>
        <source>Corridors are dug one by one; rooms joined share a colour (a set of the union-find)</source>
        <translation>Les couloirs sont creusés un par un&#xa0;; les salles reliées partagent une couleur (un ensemble de l&apos;union-find)</translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles; the ghosts&apos; house, the muncher and the food go in</source>
        <translation>Les salles et les couloirs deviennent des cases&#xa0;; la maison des fantômes, le croqueur et la nourriture sont mis en place</translation>
    </message>
    <message>
        <source>A playable level: use it as a level to edit and play it</source>
        <translation>Un niveau jouable&#xa0;: utilisez-le comme niveau pour le modifier et y jouer</translation>
    </message>
    <message>
        <source>The dungeon cannot be made with these settings</source>
        <translation>Le donjon ne peut pas être créé avec ces réglages</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Dispersion</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Étalement</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>Voisines</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Arbre</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>Tunnels</translation>
    </message>
    <message>
        <source>step %1 · %2 rooms moving · %3 overlaps · %4 sets · %5 tree edges · %6 corridor tiles · try %7</source>
        <extracomment>The figures under an exported picture of the generator.</extracomment>
        <translation>étape %1 · %2 salles en mouvement · %3 chevauchements · %4 ensembles · %5 arêtes de l&apos;arbre · %6 cases de couloir · essai %7</translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and is left out</source>
        <extracomment>%1 the room&apos;s number among those made; %2 places tried.</extracomment>
        <translation>La salle %1 ne trouve pas de place libre en %2 essais et est laissée de côté</translation>
    </message>
    <message>
        <source>after %1 starts with new rooms, no set of rooms could be joined by tunnels</source>
        <translation>après %1 départs avec de nouvelles salles, aucun ensemble de salles n&apos;a pu être relié par des tunnels</translation>
    </message>
    <message>
        <source>The rooms do not fit the map: room %1 is left out and the other %2 are pushed apart again</source>
        <extracomment>%1 the room left out, %2 the rooms that are pushed apart again without it.</extracomment>
        <translation>Les salles ne tiennent pas sur la carte : la salle %1 est laissée de côté et les %2 autres sont de nouveau écartées</translation>
    </message>
    <message>
        <source>A corridor of %3 tiles with a double jog joins rooms %1 and %2</source>
        <translation>Un couloir de %3 cases à double décrochement relie les salles %1 et %2</translation>
    </message>
    <message>
        <source>No straight or one-bend tunnel fits between rooms %1 and %2 (%3 tries in a row without a tunnel)</source>
        <translation>Aucun tunnel droit ou à un coude ne passe entre les salles %1 et %2 (%3 essais de suite sans tunnel)</translation>
    </message>
    <message>
        <source>%1 tries in a row found no tunnel and the rooms are still apart: start again with new rooms, try %2</source>
        <translation>%1 essais de suite n&apos;ont trouvé aucun tunnel et les salles restent séparées : on recommence avec de nouvelles salles, essai %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::GoToLine</name>
    <message>
        <source>&amp;Go to Line and Column...</source>
        <translation>Aller à la &amp;ligne et à la colonne...</translation>
    </message>
    <message>
        <source>Selects the tile at a line and column of the level&apos;s text, and shows the line</source>
        <translation>Sélectionne la case à une ligne et une colonne du texte du niveau, et montre la ligne</translation>
    </message>
</context>
<context>
    <name>mazeworks::GoToLineDialog</name>
    <message>
        <source>Go to Line and Column</source>
        <translation>Aller à la ligne et à la colonne</translation>
    </message>
    <message>
        <source>&amp;Line:column</source>
        <translation>&amp;Ligne:colonne</translation>
    </message>
    <message numerus="yes">
        <source>The level&apos;s text has %n line(s).</source>
        <translation>
            <numerusform>Le texte du niveau a %n ligne.</numerusform>
            <numerusform>Le texte du niveau a %n lignes.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>Write a line, or a line and a column, as numbers: 12 or 12:5.</source>
        <translation>Indiquez une ligne, ou une ligne et une colonne, en chiffres : 12 ou 12:5.</translation>
    </message>
    <message>
        <source>There is no line %1: the text has lines 1 to %2.</source>
        <translation>Il n&apos;y a pas de ligne %1 : le texte a les lignes 1 à %2.</translation>
    </message>
    <message>
        <source>Line %1 has no column %2: its columns are 1 to %3.</source>
        <translation>La ligne %1 n&apos;a pas de colonne %2 : ses colonnes vont de 1 à %3.</translation>
    </message>
</context>
<context>
    <name>mazeworks::Handout</name>
    <message>
        <source>%1 tiles settled, %2 in the open list</source>
        <translation>%1 cases traitées, %2 dans la liste ouverte</translation>
    </message>
    <message>
        <source>The way: %1 steps, cost %2</source>
        <translation>Le chemin : %1 pas, coût %2</translation>
    </message>
    <message>
        <source>No way to the goal</source>
        <translation>Aucun chemin jusqu&apos;à l&apos;arrivée</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>Open list (%1)</source>
        <translation>Liste ouverte (%1)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>et %1 de plus</translation>
    </message>
    <message>
        <source>%1 rooms, %2 links, %3 corridors</source>
        <translation>%1 salles, %2 liaisons, %3 couloirs</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Diapositive %1 sur %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>Step %1, the end</source>
        <translation>Étape %1, la fin</translation>
    </message>
</context>
<context>
    <name>mazeworks::HelpActions</name>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Raccourcis clavier...</translation>
    </message>
    <message>
        <source>&amp;About Mazeworks</source>
        <translation>À &amp;propos de Mazeworks</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>Chercher une touche ou une action</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>About Mazeworks</source>
        <translation>À propos de Mazeworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mazeworks %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Mazeworks %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>A workshop for tile mazes and generated dungeons: paint a maze and see its mistakes at once, step through the searches and the dungeon generator in front of a class, play a level and let the computer pilot test it.</source>
        <translation>Un atelier pour les labyrinthes en tuiles et les donjons générés : peindre un labyrinthe et voir ses erreurs aussitôt, montrer pas à pas les recherches et le générateur de donjons devant une classe, jouer un niveau et le faire tester par le pilote automatique.</translation>
    </message>
    <message>
        <source>User &amp;Manual</source>
        <translation>&amp;Manuel utilisateur</translation>
    </message>
    <message>
        <source>User Manual</source>
        <translation>Manuel utilisateur</translation>
    </message>
    <message>
        <source>The user manual is not installed beside this copy of Mazeworks.</source>
        <translation>Le manuel utilisateur n&apos;est pas installé avec cette copie de Mazeworks.</translation>
    </message>
    <message>
        <source>No program to show %1 could be started. Open it in a web browser.</source>
        <translation>Aucun programme pour afficher %1 n&apos;a pu être lancé. Ouvrez-le dans un navigateur web.</translation>
    </message>
</context>
<context>
    <name>mazeworks::ImportReport</name>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>Imported from Tiled</source>
        <translation>Importé depuis Tiled</translation>
    </message>
    <message>
        <source>%1 becomes a level. Before it opens: what the map has that a maze has no place for, left out, and how the import decided where a rule had to choose.</source>
        <translation>%1 devient un niveau. Avant son ouverture&#xa0;: ce que la carte contient et qui n&apos;a pas sa place dans un labyrinthe, laissé de côté, et comment l&apos;importation a tranché là où une règle devait choisir.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>&amp;Open Level</source>
        <translation>&amp;Ouvrir le niveau</translation>
    </message>
    <message>
        <source>Left out and decided</source>
        <translation>Laissé de côté et décidé</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyBindingsDialog</name>
    <message>
        <source>Keys of the Game</source>
        <translation>Touches du jeu</translation>
    </message>
    <message>
        <source>Click a box, then press the key that should steer the muncher that way.</source>
        <translation>Cliquez sur un champ, puis appuyez sur la touche qui doit diriger le croqueur dans cette direction.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Way&lt;/b&gt;</source>
        <translation>&lt;b&gt;Direction&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Touche&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Autre touche&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click, then press the key; Backspace leaves it empty</source>
        <translation>Cliquez, puis appuyez sur la touche&#xa0;; Retour arrière la laisse vide</translation>
    </message>
    <message>
        <source>%1 steers both %2 and %3: give it to one way only.</source>
        <translation>La touche %1 sert à la fois pour «&#xa0;%2&#xa0;» et «&#xa0;%3&#xa0;»&#xa0;: attribuez-la à une seule direction.</translation>
    </message>
    <message>
        <source>Every way needs a key.</source>
        <translation>Chaque direction doit avoir une touche.</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyField</name>
    <message>
        <source>Press a key...</source>
        <translation>Appuyez sur une touche...</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyTable</name>
    <message>
        <source>%1 panel, and on the map</source>
        <translation>Panneau %1, et sur la carte</translation>
    </message>
    <message>
        <source>%1 panel</source>
        <translation>Panneau %1</translation>
    </message>
    <message>
        <source>the play view</source>
        <translation>la vue de jeu</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>la carte</translation>
    </message>
</context>
<context>
    <name>mazeworks::Ldtk</name>
    <message>
        <source>this is not JSON: %1</source>
        <extracomment>%1: what the JSON reader says is wrong.</extracomment>
        <translation>ce n&apos;est pas du JSON : %1</translation>
    </message>
    <message>
        <source>an LDtk project is a JSON object, this is not one</source>
        <translation>un projet LDtk est un objet JSON, ceci n&apos;en est pas un</translation>
    </message>
    <message>
        <source>this is not an LDtk project: it has no &quot;jsonVersion&quot;</source>
        <translation>ce n&apos;est pas un projet LDtk : il n&apos;a pas de &quot;jsonVersion&quot;</translation>
    </message>
    <message>
        <source>the project was written by LDtk %1; projects of LDtk 1.0 and later are read: open it in a newer LDtk and save it</source>
        <extracomment>%1: the version the file says it is.</extracomment>
        <translation>le projet a été écrit par LDtk %1 ; les projets de LDtk 1.0 et ultérieurs sont lus : ouvrez-le dans un LDtk plus récent et enregistrez-le</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not %3</source>
        <extracomment>%1: the name of a field of the file; %2: what it holds, as the file spells it; %3: what it should be.</extracomment>
        <translation>&quot;%1&quot; : %2 n&apos;est pas %3</translation>
    </message>
    <message>
        <source>the project has no level</source>
        <translation>le projet n&apos;a aucun niveau</translation>
    </message>
    <message>
        <source>the level&apos;s file %1 cannot be read: %2</source>
        <extracomment>%1: a file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>le fichier %1 du niveau ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not an LDtk level: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 n&apos;est pas un niveau LDtk : %2</translation>
    </message>
    <message>
        <source>the level is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>le niveau fait %1 x %2 cases ; un labyrinthe a de 1 à %3 cases de large et de haut</translation>
    </message>
    <message>
        <source>&quot;__gridSize&quot;: %1 is not a size of a cell in pixels (1 to %2)</source>
        <translation>&quot;__gridSize&quot; : %1 n&apos;est pas une taille de cellule en pixels (1 à %2)</translation>
    </message>
    <message>
        <source>the level has no IntGrid layer shown, so nothing says where its walls are</source>
        <translation>le niveau n&apos;a aucun calque IntGrid affiché : rien ne dit où sont ses murs</translation>
    </message>
    <message>
        <source>&quot;intGridCsv&quot; has %1 values, not the %4 of %2 x %3 cells</source>
        <extracomment>%1: the values the layer&apos;s data has; %2 x %3: the layer&apos;s size in cells; %4: its cells.</extracomment>
        <translation>&quot;intGridCsv&quot; a %1 valeurs, et non les %4 de %2 x %3 cellules</translation>
    </message>
    <message>
        <source>the IntGrid layers hold more than %1 cells in all</source>
        <translation>les calques IntGrid contiennent plus de %1 cellules en tout</translation>
    </message>
    <message>
        <source>value %1 &quot;%2&quot; is no kind of tile (%3 tiles): in LDtk, name the value wall, dot, energizer, floor, tunnel, door or house, or give its kind</source>
        <extracomment>%1: the value&apos;s number; %2: its identifier, or its number when it has none; %3: how many tiles of the level have it.</extracomment>
        <translation>la valeur %1 &quot;%2&quot; n&apos;est aucune nature de case (%3 cases) : dans LDtk, nommez la valeur wall, dot, energizer, floor, tunnel, door ou house, ou donnez sa nature</translation>
    </message>
    <message>
        <source>it lies at x %1, y %2, far outside any level</source>
        <extracomment>%1, %2: the entity&apos;s position in pixels.</extracomment>
        <translation>il se trouve en x %1, y %2, loin hors de tout niveau</translation>
    </message>
    <message>
        <source>heading &quot;%1&quot; is not a direction (up, left, down, right)</source>
        <translation>l&apos;orientation &quot;%1&quot; n&apos;est pas une direction (up, left, down, right)</translation>
    </message>
    <message>
        <source>it has no &quot;kind&quot; field (red, pink, cyan, orange)</source>
        <translation>il n&apos;a pas de champ &quot;kind&quot; (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation>kind &quot;%1&quot; n&apos;est pas un fantôme (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release %1 is not a number of seconds from 0 up</source>
        <translation>release %1 n&apos;est pas un nombre de secondes à partir de 0</translation>
    </message>
    <message>
        <source>release_dots %1 is not a count of dots from 0 up</source>
        <translation>release_dots %1 n&apos;est pas un nombre de points à partir de 0</translation>
    </message>
    <message>
        <source>corner %1 is not a point of the grid (a Point field)</source>
        <translation>corner %1 n&apos;est pas un point de la grille (un champ Point)</translation>
    </message>
    <message>
        <source>a second %1 (the first is at column %2, row %3)</source>
        <extracomment>%1: what the entity is (muncher, ghost, corner, fruit); %2, %3: the column and row of the first.</extracomment>
        <translation>un deuxième %1 (le premier est en colonne %2, ligne %3)</translation>
    </message>
    <message>
        <source>a %1 layer holds pictures, not a maze&apos;s tiles, so it is left out</source>
        <extracomment>%1: Tiles, AutoLayer: LDtk&apos;s kinds of layers.</extracomment>
        <translation>un calque %1 contient des images, pas les cases d&apos;un labyrinthe, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>the tiles its rules draw are pictures and are left out; its values make the level</source>
        <translation>les tuiles que dessinent ses règles sont des images et sont laissées de côté ; ses valeurs font le niveau</translation>
    </message>
    <message>
        <source>the layer is hidden in LDtk, so it is left out</source>
        <translation>le calque est masqué dans LDtk, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>the layer is %1 x %2 cells, the level %3 x %4 tiles, so it is left out</source>
        <extracomment>%1 x %2: the layer&apos;s size in cells; %3 x %4: the level&apos;s in tiles.</extracomment>
        <translation>le calque fait %1 x %2 cellules, le niveau %3 x %4 cases, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>it is no place of a maze (muncher, ghost, corner, fruit), so it is left out (%1 in the levels read)</source>
        <extracomment>%1: how many entities of the project have this identifier.</extracomment>
        <translation>ce n&apos;est aucune position d&apos;un labyrinthe (muncher, ghost, corner, fruit), il est donc laissé de côté (%1 dans les niveaux lus)</translation>
    </message>
    <message>
        <source>the field means nothing to a maze, so it is left out</source>
        <translation>le champ ne signifie rien pour un labyrinthe, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters), so it is left out</source>
        <translation>&quot;%1&quot; n&apos;est pas une règle (pink-slip, red-astar, dot-counters), elle est donc laissée de côté</translation>
    </message>
    <message>
        <source>value %1 is no weight from 1 to 9 (%2 cells): they weigh 1</source>
        <extracomment>%1: the value; %2: how many cells have it.</extracomment>
        <translation>la valeur %1 n&apos;est pas un poids de 1 à 9 (%2 cellules) : elles pèsent 1</translation>
    </message>
    <message>
        <source>the IntGrid layers %1 are laid over one another, bottom first: each tile is the uppermost value there</source>
        <extracomment>%1: the layers&apos; identifiers, bottom first.</extracomment>
        <translation>les calques IntGrid %1 sont superposés, du bas vers le haut : chaque case est la valeur la plus haute à cet endroit</translation>
    </message>
    <message>
        <source>%1 values have the kinds given for them: %2</source>
        <extracomment>%1: how many values; %2: the values.</extracomment>
        <translation>%1 valeurs ont les natures données pour elles : %2</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... et %1 autres problèmes</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>level &quot;%1&quot;</source>
        <translation>niveau &quot;%1&quot;</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation>calque &quot;%1&quot;</translation>
    </message>
    <message>
        <source>entity &quot;%1&quot;</source>
        <translation>entité &quot;%1&quot;</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;</source>
        <translation>champ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>colonne %1, ligne %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::LdtkReport</name>
    <message>
        <source>Opened from LDtk</source>
        <translation>Ouvert depuis LDtk</translation>
    </message>
    <message>
        <source>The levels of %1 open in tabs of their own. Before they do: what the project has that a maze has no place for, left out, and how the reading decided where a rule had to choose.</source>
        <translation>Les niveaux de %1 s&apos;ouvrent chacun dans un onglet. Avant cela : ce que le projet contient et qui n&apos;a pas de place dans un labyrinthe (laissé de côté), et comment la lecture a décidé là où une règle devait choisir.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>&amp;Open Levels</source>
        <translation>&amp;Ouvrir les niveaux</translation>
    </message>
    <message>
        <source>Left out and decided</source>
        <translation>Laissé de côté et décidé</translation>
    </message>
</context>
<context>
    <name>mazeworks::LdtkValuesDialog</name>
    <message>
        <source>IntGrid Values Without a Kind</source>
        <translation>Valeurs IntGrid sans nature</translation>
    </message>
    <message>
        <source>%1 paints its levels with IntGrid values whose identifiers do not say what they are in a maze. Choose a kind for each; it is remembered for the next project that uses a value of that name.</source>
        <translation>%1 peint ses niveaux avec des valeurs IntGrid dont les identifiants ne disent pas ce qu&apos;elles sont dans un labyrinthe. Choisissez une nature pour chacune ; elle est retenue pour le prochain projet qui utilise une valeur de ce nom.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Calque</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Value %1 of the IntGrid layer &quot;%2&quot;; first at column %3, row %4 of the level &quot;%5&quot;</source>
        <translation>Valeur %1 du calque IntGrid &quot;%2&quot; ; d&apos;abord en colonne %3, ligne %4 du niveau &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Choose a kind</source>
        <translation>Choisir une nature</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Every value has a kind.</source>
        <translation>Chaque valeur a une nature.</translation>
    </message>
    <message>
        <source>Values still without a kind: %1.</source>
        <translation>Valeurs encore sans nature : %1.</translation>
    </message>
    <message>
        <source>IntGrid values without a kind</source>
        <translation>Valeurs IntGrid sans nature</translation>
    </message>
</context>
<context>
    <name>mazeworks::LessonDiagnostics</name>
    <message>
        <source>the line is not UTF-8 text</source>
        <translation>la ligne n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>a lesson starts with the line mazeworks-lesson 1</source>
        <translation>une leçon commence par la ligne mazeworks-lesson 1</translation>
    </message>
    <message>
        <source>this is a lesson of version %1; this program reads version %2</source>
        <extracomment>%1: the version the file says it is; %2: the version this program reads.</extracomment>
        <translation>cette leçon est de la version %1 ; ce programme lit la version %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a lesson</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation>« %1 » n&apos;est pas une ligne de leçon</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to a slide: put a slide line before it</source>
        <extracomment>%1 is a keyword of the file format: keep it in English.</extracomment>
        <translation>« %1 » appartient à une diapositive : mettez une ligne slide avant</translation>
    </message>
    <message>
        <source>the mazeworks-lesson line needs the version, 1</source>
        <translation>la ligne mazeworks-lesson a besoin de la version, 1</translation>
    </message>
    <message>
        <source>a title line needs words</source>
        <translation>une ligne title a besoin de mots</translation>
    </message>
    <message>
        <source>a slide line stands alone: put the slide&apos;s title on a title line</source>
        <translation>une ligne slide est seule : mettez le titre de la diapositive sur une ligne title</translation>
    </message>
    <message>
        <source>a level line needs the name of a .maze file</source>
        <translation>une ligne level a besoin du nom d&apos;un fichier .maze</translation>
    </message>
    <message>
        <source>a replay line needs the name of a replay file</source>
        <translation>une ligne replay a besoin du nom d&apos;un fichier de rediffusion</translation>
    </message>
    <message>
        <source>a view line needs one view</source>
        <translation>une ligne view a besoin d&apos;une vue</translation>
    </message>
    <message>
        <source>an algorithm line needs at least one search</source>
        <translation>une ligne algorithm a besoin d&apos;au moins une recherche</translation>
    </message>
    <message>
        <source>a from line needs one tile, COL,ROW</source>
        <translation>une ligne from a besoin d&apos;une case, COL,ROW</translation>
    </message>
    <message>
        <source>a to line needs at least one tile, COL,ROW</source>
        <translation>une ligne to a besoin d&apos;au moins une case, COL,ROW</translation>
    </message>
    <message>
        <source>a directions line needs 4 or 8</source>
        <translation>une ligne directions a besoin de 4 ou 8</translation>
    </message>
    <message>
        <source>a heuristic line needs one heuristic</source>
        <translation>une ligne heuristic a besoin d&apos;une heuristique</translation>
    </message>
    <message>
        <source>a corners line needs one rule</source>
        <translation>une ligne corners a besoin d&apos;une règle</translation>
    </message>
    <message>
        <source>a weight line needs one number</source>
        <translation>une ligne weight a besoin d&apos;un nombre</translation>
    </message>
    <message>
        <source>a phase line needs one phase</source>
        <translation>une ligne phase a besoin d&apos;une phase</translation>
    </message>
    <message>
        <source>a pilot line needs casual or expert</source>
        <translation>une ligne pilot a besoin de casual ou expert</translation>
    </message>
    <message>
        <source>a step line needs one number</source>
        <translation>une ligne step a besoin d&apos;un nombre</translation>
    </message>
    <message>
        <source>a question line needs a step and what is asked</source>
        <translation>une ligne question a besoin d&apos;un pas et de ce qui est demandé</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <extracomment>%1 is an option of the generator, as --seed.</extracomment>
        <translation>%1 a besoin d&apos;une valeur</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>« %1 » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile: write COL,ROW</source>
        <translation>« %1 » n&apos;est pas une case : écrivez COL,ROW</translation>
    </message>
    <message>
        <source>steps are counted from 0 to %1</source>
        <extracomment>%1: the largest step.</extracomment>
        <translation>les pas se comptent de 0 à %1</translation>
    </message>
    <message>
        <source>%1 is not a tile of any map: columns and rows count from 0 to %2</source>
        <extracomment>%1: the number written; %2: the largest column or row of any map.</extracomment>
        <translation>%1 n&apos;est une case d&apos;aucune carte : colonnes et lignes vont de 0 à %2</translation>
    </message>
    <message>
        <source>a weight is a number from 1 to 1000000</source>
        <translation>un poids est un nombre de 1 à 1000000</translation>
    </message>
    <message>
        <source>%1 takes a number from %2 to %3</source>
        <extracomment>%1: an option of the generator, as --rooms; %2, %3: its smallest and largest value.</extracomment>
        <translation>%1 prend un nombre de %2 à %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a view (search, distance, flow, race, generator, play, replay)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>« %1 » n&apos;est pas une vue (search, distance, flow, race, generator, play, replay)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a search (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, subgoal)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>« %1 » n&apos;est pas une recherche (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, subgoal)</translation>
    </message>
    <message>
        <source>auto chooses a search by the clock: a lesson names the search to watch</source>
        <translation>auto choisit une recherche selon le temps mesuré : une leçon nomme la recherche à regarder</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a heuristic (manhattan, euclidean, octile, chebyshev, none)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>« %1 » n&apos;est pas une heuristique (manhattan, euclidean, octile, chebyshev, none)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a phase of the generator (placing, separating, snapping, linking, digging, rasterising, finished)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>« %1 » n&apos;est pas une phase du générateur (placing, separating, snapping, linking, digging, rasterising, finished)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question (next-settled, next-pair, next-merge, next-room)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>« %1 » n&apos;est pas une question (next-settled, next-pair, next-merge, next-room)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <extracomment>%1: the word written; %2: the words the line takes, keywords of the file format.</extracomment>
        <translation>« %1 » n&apos;est pas l&apos;un de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option of a dungeon (--seed, --rooms, --width, --height, --placement, --connect, --tree, --corridors, --neighbours, --loops)</source>
        <extracomment>The words in brackets are options of the generator: keep them in English.</extracomment>
        <translation>« %1 » n&apos;est pas une option de donjon (--seed, --rooms, --width, --height, --placement, --connect, --tree, --corridors, --neighbours, --loops)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code (two or three small letters, as de, fr, es)</source>
        <translation>« %1 » n&apos;est pas un code de langue (deux ou trois minuscules, comme de, fr, es)</translation>
    </message>
    <message>
        <source>a control character (%1) in the text</source>
        <extracomment>%1: the character, written as 	, <byte value="xd"/> or <byte value="x0"/>NN.</extracomment>
        <translation>un caractère de contrôle (%1) dans le texte</translation>
    </message>
    <message>
        <source>%1 is not named from the lesson&apos;s folder: name it relative to the lesson</source>
        <extracomment>%1: the name of a file.</extracomment>
        <translation>%1 n&apos;est pas nommé depuis le dossier de la leçon : nommez-le relativement à la leçon</translation>
    </message>
    <message>
        <source>a second mazeworks-lesson line</source>
        <translation>une deuxième ligne mazeworks-lesson</translation>
    </message>
    <message>
        <source>a second %1 line</source>
        <extracomment>%1: the keyword, as title or caption[de]: keep it in English.</extracomment>
        <translation>une deuxième ligne %1</translation>
    </message>
    <message>
        <source>a slide has one level: a second level or dungeon line</source>
        <translation>une diapositive a un seul niveau : une deuxième ligne level ou dungeon</translation>
    </message>
    <message>
        <source>a second question at step %1</source>
        <extracomment>%1: the step.</extracomment>
        <translation>une deuxième question au pas %1</translation>
    </message>
    <message>
        <source>a second %1</source>
        <extracomment>%1: an option of the generator, as --seed.</extracomment>
        <translation>un deuxième %1</translation>
    </message>
    <message>
        <source>the lesson has no title line</source>
        <translation>la leçon n&apos;a pas de ligne title</translation>
    </message>
    <message>
        <source>a lesson needs at least one slide</source>
        <translation>une leçon a besoin d&apos;au moins une diapositive</translation>
    </message>
    <message>
        <source>the slide has no view line</source>
        <translation>la diapositive n&apos;a pas de ligne view</translation>
    </message>
    <message>
        <source>the slide has no level: a level or a dungeon line</source>
        <translation>la diapositive n&apos;a pas de niveau : il manque une ligne level ou dungeon</translation>
    </message>
    <message>
        <source>a %1 slide needs a from line, its start</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>une diapositive %1 a besoin d&apos;une ligne from, son départ</translation>
    </message>
    <message>
        <source>a %1 slide needs a to line, its goal</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>une diapositive %1 a besoin d&apos;une ligne to, son but</translation>
    </message>
    <message>
        <source>a replay slide needs a replay line naming its file</source>
        <translation>une diapositive replay a besoin d&apos;une ligne replay qui nomme son fichier</translation>
    </message>
    <message>
        <source>a race needs an algorithm line naming its searches</source>
        <translation>une course a besoin d&apos;une ligne algorithm qui nomme ses recherches</translation>
    </message>
    <message>
        <source>a search slide watches one search: put several in a race</source>
        <translation>une diapositive search montre une seule recherche : mettez-en plusieurs dans une course (race)</translation>
    </message>
    <message>
        <source>a race needs two searches or more</source>
        <translation>une course a besoin de deux recherches ou plus</translation>
    </message>
    <message>
        <source>a %1 slide has one goal</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>une diapositive %1 a un seul but</translation>
    </message>
    <message>
        <source>%1 is not a setting of a %2 slide</source>
        <extracomment>%1: the keyword; %2: the view; both keywords of the file format.</extracomment>
        <translation>%1 n&apos;est pas un réglage d&apos;une diapositive %2</translation>
    </message>
    <message>
        <source>a replay brings its own level: a replay slide has no level or dungeon line</source>
        <translation>une rediffusion apporte son propre niveau : une diapositive replay n&apos;a pas de ligne level ni dungeon</translation>
    </message>
    <message>
        <source>the generator makes its own level: a generator slide takes a dungeon line, not a level file</source>
        <translation>le générateur crée son propre niveau : une diapositive generator prend une ligne dungeon, pas un fichier de niveau</translation>
    </message>
    <message>
        <source>a flow field is made by bfs or dijkstra, not %1</source>
        <extracomment>%1: a search, a keyword of the file format.</extracomment>
        <translation>un champ de flux se fait avec bfs ou dijkstra, pas avec %1</translation>
    </message>
    <message>
        <source>%1 is not a question of a %2 slide</source>
        <extracomment>%1: the question; %2: the view; both keywords of the file format.</extracomment>
        <translation>%1 n&apos;est pas une question d&apos;une diapositive %2</translation>
    </message>
    <message>
        <source>a weight goes with astar alone (weighted A*)</source>
        <translation>un poids ne va qu&apos;avec astar (A* pondéré)</translation>
    </message>
    <message>
        <source>%1 makes no guess: a heuristic goes with astar, bestfirst, bidirectional and the jump point searches</source>
        <extracomment>%1: a search, a keyword of the file format.</extracomment>
        <translation>%1 ne fait pas d&apos;estimation : une heuristique va avec astar, bestfirst, bidirectional et les recherches par points de saut</translation>
    </message>
    <message>
        <source>next-pair asks about Prim&apos;s tree: the dungeon needs --connect tree</source>
        <translation>next-pair porte sur l&apos;arbre de Prim : le donjon a besoin de --connect tree</translation>
    </message>
    <message>
        <source>the question at step %1 comes before the slide opens, at step %2</source>
        <extracomment>%1: the question&apos;s step; %2: the step the slide opens at.</extracomment>
        <translation>la question au pas %1 vient avant que la diapositive s&apos;ouvre, au pas %2</translation>
    </message>
    <message>
        <source>Prim&apos;s tree grows in the linking phase, before the slide opens in the %1 phase</source>
        <extracomment>%1: the phase the slide opens at, a keyword of the file format.</extracomment>
        <translation>l&apos;arbre de Prim pousse dans la phase linking, avant que la diapositive s&apos;ouvre dans la phase %1</translation>
    </message>
    <message>
        <source>the replay has %1 steps: step %2 is after its end</source>
        <extracomment>%1: the steps of the replay; %2: the step asked for.</extracomment>
        <translation>la rediffusion a %1 pas : le pas %2 est après sa fin</translation>
    </message>
    <message>
        <source>step %1 is never reached: %2 has %3 open tiles, and a search settles one a step</source>
        <extracomment>%1: the step; %2: the level&apos;s file; %3: its open tiles.</extracomment>
        <translation>le pas %1 n&apos;est jamais atteint : %2 a %3 cases ouvertes, et une recherche en fixe une par pas</translation>
    </message>
    <message>
        <source>after step %1 no tile is left to settle: %2 has %3 open tiles, and a search settles one a step</source>
        <extracomment>%1: the step; %2: the level&apos;s file; %3: its open tiles.</extracomment>
        <translation>après le pas %1, il ne reste aucune case à fixer : %2 a %3 cases ouvertes, et une recherche en fixe une par pas</translation>
    </message>
    <message>
        <source>this dungeon cannot be made: %1</source>
        <extracomment>%1: why, in English as the generator says it.</extracomment>
        <translation>ce donjon ne peut pas être créé : %1</translation>
    </message>
    <message>
        <source>the level %1 cannot be read: %2</source>
        <extracomment>%1: the file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>le niveau %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>the level %1 has errors (listed under its own name)</source>
        <extracomment>%1: the file&apos;s name.</extracomment>
        <translation>le niveau %1 a des erreurs (listées sous son propre nom)</translation>
    </message>
    <message>
        <source>the replay %1 cannot be read: %2</source>
        <extracomment>%1: the file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>la rediffusion %1 ne peut pas être lue : %2</translation>
    </message>
    <message>
        <source>the replay %1 has errors (listed under its own name)</source>
        <extracomment>%1: the file&apos;s name.</extracomment>
        <translation>la rediffusion %1 a des erreurs (listées sous son propre nom)</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: jump point search needs every tile to cost the same, and this level has weights</source>
        <extracomment>%1: a jump point search, a keyword of the file format; %2: the level&apos;s file.</extracomment>
        <translation>%1 tourne en A* sur %2 : la recherche par points de saut veut que chaque case coûte autant, et ce niveau a des poids</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: its rim is open, so steps wrap over the edges, which jump point search cannot follow</source>
        <extracomment>%1: a jump point search, a keyword of the file format; %2: the level&apos;s file.</extracomment>
        <translation>%1 tourne en A* sur %2 : son bord est ouvert, les pas passent donc d&apos;un côté à l&apos;autre, ce que la recherche par points de saut ne peut pas suivre</translation>
    </message>
    <message>
        <source>(%1, %2) is a wall of %3, not an open tile</source>
        <extracomment>%1, %2: the column and the row; %3: the level&apos;s file.</extracomment>
        <translation>(%1, %2) est un mur de %3, pas une case ouverte</translation>
    </message>
    <message>
        <source>(%1, %2) lies outside %3, a map of %4 x %5 tiles</source>
        <extracomment>%1, %2: the column and the row; %3: the level&apos;s file; %4 x %5: its width and height in tiles.</extracomment>
        <translation>(%1, %2) est hors de %3, une carte de %4 x %5 cases</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: the subgoal graph needs every tile to cost the same, and this level has weights</source>
        <extracomment>%1: the file format&apos;s keyword for the search over a subgoal graph; %2: the level&apos;s file.</extracomment>
        <translation>%1 tourne en A* sur %2 : le graphe de sous-buts veut que chaque case coûte autant, et ce niveau a des poids</translation>
    </message>
    <message>
        <source>%1 runs as A* on this slide: with 8 directions it needs diagonal steps that never pass a wall, and the slide&apos;s corners are %2</source>
        <extracomment>%1: a search&apos;s keyword in the file format; %2: the corner rule&apos;s keyword (one-obstacle or always).</extracomment>
        <translation>%1 tourne en A* sur cette diapositive : avec 8 directions, la recherche veut des pas en diagonale qui ne longent jamais un mur, et les coins de la diapositive sont %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>&amp;New Lesson</source>
        <translation>&amp;Nouvelle leçon</translation>
    </message>
    <message>
        <source>Starts an empty lesson</source>
        <translation>Commence une leçon vide</translation>
    </message>
    <message>
        <source>&amp;Open Lesson...</source>
        <translation>&amp;Ouvrir une leçon...</translation>
    </message>
    <message>
        <source>Opens a lesson file</source>
        <translation>Ouvre un fichier de leçon</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>Lessons (*.lesson);;All files (*)</source>
        <translation>Leçons (*.lesson);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Save Lesson</source>
        <translation>&amp;Enregistrer la leçon</translation>
    </message>
    <message>
        <source>Saves the lesson to its file</source>
        <translation>Enregistre la leçon dans son fichier</translation>
    </message>
    <message>
        <source>Save Lesson &amp;As...</source>
        <translation>Enregistrer la leçon &amp;sous...</translation>
    </message>
    <message>
        <source>Saves the lesson to another file</source>
        <translation>Enregistre la leçon dans un autre fichier</translation>
    </message>
    <message>
        <source>&amp;Previous Slide</source>
        <translation>Diapositive &amp;précédente</translation>
    </message>
    <message>
        <source>Shows the slide before</source>
        <translation>Affiche la diapositive précédente</translation>
    </message>
    <message>
        <source>Ne&amp;xt Slide</source>
        <translation>Diapositive s&amp;uivante</translation>
    </message>
    <message>
        <source>Shows the next slide</source>
        <translation>Affiche la diapositive suivante</translation>
    </message>
    <message>
        <source>P&amp;resent Slide</source>
        <translation>P&amp;résenter la diapositive</translation>
    </message>
    <message>
        <source>Shows the slide full screen, with its caption</source>
        <translation>Affiche la diapositive en plein écran, avec sa légende</translation>
    </message>
    <message>
        <source>Add This &amp;View</source>
        <translation>&amp;Ajouter cette vue</translation>
    </message>
    <message>
        <source>Adds the view that has the attention as a slide after this one</source>
        <translation>Ajoute la vue active comme diapositive après celle-ci</translation>
    </message>
    <message>
        <source>&amp;Export Handout...</source>
        <translation>E&amp;xporter le polycopié...</translation>
    </message>
    <message>
        <source>Writes the lesson as a PDF handout, a page a slide</source>
        <translation>Écrit la leçon en polycopié PDF, une page par diapositive</translation>
    </message>
    <message>
        <source>No lesson is open. Lesson &gt; Open Lesson opens one; Lesson &gt; New Lesson starts one, and Add This View adds what the editor shows to it as a slide.</source>
        <translation>Aucune leçon n&apos;est ouverte. Leçon &gt; Ouvrir une leçon en ouvre une ; Leçon &gt; Nouvelle leçon en commence une, et Ajouter cette vue y ajoute ce que montre l&apos;éditeur comme diapositive.</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Diapositives</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Slide %1</source>
        <translation>Diapositive %1</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read.</source>
        <translation>La leçon %1 ne peut pas être lue.</translation>
    </message>
    <message>
        <source>The lesson has problems: fix them in its file and open it again.</source>
        <translation>La leçon a des problèmes : corrigez-les dans son fichier et rouvrez-la.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Nouvelle leçon</translation>
    </message>
    <message>
        <source>Show a search, a distance map, a flow field or a dungeon, then Add This View.</source>
        <translation>Affichez une recherche, une carte des distances, un champ de flux ou un donjon, puis Ajouter cette vue.</translation>
    </message>
    <message>
        <source>Lesson (not saved)</source>
        <translation>Leçon (non enregistrée)</translation>
    </message>
    <message>
        <source>%1 (not saved)</source>
        <translation>%1 (non enregistrée)</translation>
    </message>
    <message numerus="yes">
        <source>The lesson has %Ln problem, listed in the Diagnostics panel.</source>
        <translation>
            <numerusform>La leçon a %Ln problème, listé dans le panneau Diagnostics.</numerusform>
            <numerusform>La leçon a %Ln problèmes, listés dans le panneau Diagnostics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lesson has %Ln problems, listed in the Diagnostics panel.</source>
        <translation>
            <numerusform>La leçon a %Ln problème, listé dans le panneau Diagnostics.</numerusform>
            <numerusform>La leçon a %Ln problèmes, listés dans le panneau Diagnostics.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slides yet.</source>
        <translation>Pas encore de diapositives.</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Diapositive %1 sur %2</translation>
    </message>
    <message>
        <source>the tile the search settles next</source>
        <translation>la case que la recherche fixe ensuite</translation>
    </message>
    <message>
        <source>the pair Prim&apos;s tree joins next</source>
        <translation>la paire que l&apos;arbre de Prim relie ensuite</translation>
    </message>
    <message>
        <source>the two sets union-find merges next</source>
        <translation>les deux ensembles qu&apos;union-find fusionne ensuite</translation>
    </message>
    <message>
        <source>the room the explorer visits next</source>
        <translation>la salle que l&apos;explorateur visite ensuite</translation>
    </message>
    <message>
        <source>Predict at step %1: %2</source>
        <translation>Pronostic à l&apos;étape %1 : %2</translation>
    </message>
    <message>
        <source>Add This View</source>
        <translation>Ajouter cette vue</translation>
    </message>
    <message>
        <source>Choose where the lesson is kept first: its slides name their levels relative to its folder.</source>
        <translation>Choisissez d&apos;abord où garder la leçon : ses diapositives nomment leurs niveaux par rapport à son dossier.</translation>
    </message>
    <message>
        <source>%1 Save the level now?</source>
        <translation>%1 Enregistrer le niveau maintenant ?</translation>
    </message>
    <message>
        <source>The view is slide %1 now: give it a caption in the lesson&apos;s file.</source>
        <translation>La vue est maintenant la diapositive %1 : donnez-lui une légende dans le fichier de la leçon.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>The lesson could not be written to %1: %2</source>
        <translation>La leçon n&apos;a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>lesson.lesson</source>
        <translation>lecon.lesson</translation>
    </message>
    <message>
        <source>Save Lesson As</source>
        <translation>Enregistrer la leçon sous</translation>
    </message>
    <message>
        <source>Lessons (*.lesson)</source>
        <translation>Leçons (*.lesson)</translation>
    </message>
    <message>
        <source>Unsaved Lesson</source>
        <translation>Leçon non enregistrée</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has changes that are not saved.</source>
        <translation>La leçon « %1 » a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before it closes?</source>
        <translation>Les enregistrer avant de la fermer ?</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>polycopie.pdf</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Exporter le polycopié</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the handout...</source>
        <translation>Écriture du polycopié...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The handout was not written.</source>
        <translation>Le polycopié n&apos;a pas été écrit.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>The handout could not be written: %1</source>
        <translation>Le polycopié n&apos;a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>The handout is in %1.</source>
        <translation>Le polycopié est dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: and %Ln more problem</source>
        <translation>
            <numerusform>%1 : et %Ln autre problème</numerusform>
            <numerusform>%1 : et %Ln autres problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: and %Ln more problems</source>
        <translation>
            <numerusform>%1 : et %Ln autre problème</numerusform>
            <numerusform>%1 : et %Ln autres problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;move Slide</source>
        <translation>Retirer la diapositi&amp;ve</translation>
    </message>
    <message>
        <source>Takes the current slide out of the lesson</source>
        <translation>Retire la diapositive actuelle de la leçon</translation>
    </message>
    <message>
        <source>Move Slide Ear&amp;lier</source>
        <translation>&amp;Monter la diapositive</translation>
    </message>
    <message>
        <source>Moves the current slide one place earlier</source>
        <translation>Avance la diapositive actuelle d&apos;une place</translation>
    </message>
    <message>
        <source>Move Slide La&amp;ter</source>
        <translation>&amp;Descendre la diapositive</translation>
    </message>
    <message>
        <source>Moves the current slide one place later</source>
        <translation>Recule la diapositive actuelle d&apos;une place</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Annu&amp;ler</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Rétabl&amp;ir</translation>
    </message>
    <message>
        <source>Remove Slide %1</source>
        <translation>Retirer la diapositive %1</translation>
    </message>
    <message>
        <source>Slide %1 is out of the lesson: Undo puts it back.</source>
        <translation>La diapositive %1 est retirée de la leçon : Annuler la remet.</translation>
    </message>
    <message>
        <source>Move Slide %1 to %2</source>
        <translation>Déplacer la diapositive %1 en position %2</translation>
    </message>
    <message>
        <source>Add Slide %1</source>
        <translation>Ajouter la diapositive %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>Annu&amp;ler : %1</translation>
    </message>
    <message>
        <source>Re&amp;do %1</source>
        <translation>Rétabl&amp;ir : %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::LevelPropertiesDialog</name>
    <message>
        <source>Level Properties</source>
        <translation>Propriétés du niveau</translation>
    </message>
    <message>
        <source>The title of the level; it cannot hold &apos;#&apos;, which starts a comment in the file.</source>
        <translation>Le titre du niveau&#xa0;; il ne peut pas contenir «&#xa0;#&#xa0;», qui commence un commentaire dans le fichier.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;Pink&apos;s slip</source>
        <translation>&amp;Décalage du rose</translation>
    </message>
    <message>
        <source>Red hunts by &amp;A*</source>
        <translation>Le rouge chasse par &amp;A*</translation>
    </message>
    <message>
        <source>&amp;Dot counters</source>
        <translation>Compteurs de &amp;pastilles</translation>
    </message>
    <message>
        <source>When the muncher faces up, the pink ghost aims four tiles up and four to the left of it, as the arcade&apos;s did.</source>
        <translation>Quand le croqueur regarde vers le haut, le fantôme rose vise quatre cases au-dessus de lui et quatre à gauche, comme sur la borne d&apos;arcade.</translation>
    </message>
    <message>
        <source>The red ghost follows the A* way to the muncher at every crossing instead of the greedy choice.</source>
        <translation>Le fantôme rouge suit le chemin A* jusqu&apos;au croqueur à chaque croisement au lieu du choix glouton.</translation>
    </message>
    <message>
        <source>Ghosts leave the house by dots eaten, one at a time, and the next leaves whenever the muncher has eaten nothing for 4 seconds; release times are ignored.</source>
        <translation>Les fantômes quittent la maison selon les pastilles mangées, un à la fois, et le suivant sort dès que le croqueur n&apos;a rien mangé pendant 4 secondes&#xa0;; les temps de sortie sont ignorés.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> dots</source>
        <translation> pastilles</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>The level&apos;s release lines stay in the file, ignored while dot counters are on: Diagnostics warns of each.</source>
        <translation>Les lignes «&#xa0;release&#xa0;» du niveau restent dans le fichier, ignorées tant que les compteurs de pastilles sont actifs&#xa0;: les diagnostics signalent chacune.</translation>
    </message>
    <message>
        <source>Leaving the house: dots eaten</source>
        <translation>Sortie de la maison&#xa0;: par pastilles mangées</translation>
    </message>
    <message>
        <source>Leaving the house: seconds</source>
        <translation>Sortie de la maison&#xa0;: en secondes</translation>
    </message>
</context>
<context>
    <name>mazeworks::MainWindow</name>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1&#xa0;%</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <source>the muncher&apos;s start</source>
        <translation>départ du croqueur</translation>
    </message>
    <message>
        <source>start of the %1</source>
        <translation>départ du %1</translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation>le fruit</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 - Mazeworks</source>
        <translation>%1 - Mazeworks</translation>
    </message>
    <message>
        <source>Mazeworks</source>
        <translation>Mazeworks</translation>
    </message>
    <message>
        <source>Open the Classic &amp;Maze</source>
        <translation>Ouvrir le labyrinthe &amp;classique</translation>
    </message>
    <message>
        <source>Nor&amp;mal Size</source>
        <translation>&amp;Taille normale</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>Puts every panel back where the editor first put it</source>
        <translation>Remet chaque panneau là où l&apos;éditeur l&apos;avait placé au départ</translation>
    </message>
    <message>
        <source>The panels are back where the editor first put them.</source>
        <translation>Les panneaux sont de nouveau là où l&apos;éditeur les avait placés au départ.</translation>
    </message>
    <message>
        <source>Cursor at column %1, row %2: %3</source>
        <translation>Curseur en colonne %1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1; %2 × %3 tiles selected</source>
        <translation>%1 ; %2 × %3 cases sélectionnées</translation>
    </message>
    <message>
        <source>Open levels</source>
        <translation>Niveaux ouverts</translation>
    </message>
    <message>
        <source>Foc&amp;us the Map</source>
        <translation>&amp;Mettre le focus sur la carte</translation>
    </message>
    <message>
        <source>Gives the keys to the map: the arrows move its cell cursor, Space or Enter applies the tool there</source>
        <translation>Donne le clavier à la carte : les flèches déplacent son curseur, Espace ou Entrée y applique l&apos;outil</translation>
    </message>
    <message>
        <source>Panels in this place</source>
        <translation>Panneaux à cet endroit</translation>
    </message>
    <message>
        <source>Map of %1</source>
        <translation>Carte de %1</translation>
    </message>
    <message>
        <source>The level&apos;s tiles, a cell a tile; the tools paint on it</source>
        <translation>Les cases du niveau, une cellule par case ; les outils y peignent</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Leçon</translation>
    </message>
</context>
<context>
    <name>mazeworks::MapView</name>
    <message>
        <source>The rows of this level do not form a map yet.
See the diagnostics, or edit the source.</source>
        <translation>Les rangées de ce niveau ne forment pas encore une carte.
Voir les diagnostics, ou modifier la source.</translation>
    </message>
    <message>
        <source>The map cannot be edited until its rows are right: correct the marked tiles in the Source panel.</source>
        <translation>La carte ne peut pas être modifiée tant que ses lignes ne sont pas correctes&#xa0;: corrigez les cases marquées dans le panneau Source.</translation>
    </message>
    <message>
        <source>Move the Cursor</source>
        <translation>Déplacer le curseur</translation>
    </message>
    <message>
        <source>Cursor to the End of Equal Tiles</source>
        <translation>Curseur à la fin des cases identiques</translation>
    </message>
    <message>
        <source>Cursor to the Start or End of the Row</source>
        <translation>Curseur au début ou à la fin de la ligne</translation>
    </message>
    <message>
        <source>Cursor to the Start or End of the Map</source>
        <translation>Curseur au début ou à la fin de la carte</translation>
    </message>
    <message>
        <source>Cursor a Screen Up or Down</source>
        <translation>Curseur d&apos;un écran vers le haut ou le bas</translation>
    </message>
    <message>
        <source>Select a Rectangle</source>
        <translation>Sélectionner un rectangle</translation>
    </message>
    <message>
        <source>Apply the Tool at the Cursor</source>
        <translation>Appliquer l&apos;outil au curseur</translation>
    </message>
    <message>
        <source>Pick the Goal at the Cursor</source>
        <translation>Choisir l&apos;arrivée au curseur</translation>
    </message>
    <message>
        <source>Clear the Selection</source>
        <translation>Effacer la sélection</translation>
    </message>
</context>
<context>
    <name>mazeworks::NewMapDialog</name>
    <message>
        <source>New Map</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> cases</translation>
    </message>
    <message>
        <source>An empty arena with a wall border</source>
        <translation>Une arène vide avec une bordure de murs</translation>
    </message>
    <message>
        <source>Walls everywhere (carve the corridors)</source>
        <translation>Des murs partout (creusez les couloirs)</translation>
    </message>
    <message>
        <source>Floor everywhere</source>
        <translation>Du sol partout</translation>
    </message>
    <message>
        <source>Dots everywhere</source>
        <translation>Des pastilles partout</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>&amp;Width × height:</source>
        <translation>&amp;Largeur × hauteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Fill:</source>
        <translation>&amp;Remplissage&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>%1 tiles. Then place the muncher, the ghosts and the fruit with the place tools; the diagnostics say what is still missing.</source>
        <translation>%1 cases. Placez ensuite le croqueur, les fantômes et le fruit avec les outils de placement&#xa0;; les diagnostics indiquent ce qui manque encore.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayDock</name>
    <message>
        <source>Overlays</source>
        <translation>Superpositions</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;No Overlay</source>
        <translation>&amp;Aucune superposition</translation>
    </message>
    <message>
        <source>&amp;Distance Map</source>
        <translation>&amp;Carte des distances</translation>
    </message>
    <message>
        <source>Path &amp;Search</source>
        <translation>&amp;Recherche de chemin</translation>
    </message>
    <message>
        <source>Pic&amp;k Start and Goal</source>
        <translation>C&amp;hoisir le départ et l&apos;arrivée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pick Start and Goal&lt;/b&gt; (O)&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Choisir le départ et l&apos;arrivée&lt;/b&gt; (O)&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>Réinitiali&amp;ser</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>Distance map</source>
        <translation>Carte des distances</translation>
    </message>
    <message>
        <source>Path search</source>
        <translation>Recherche de chemin</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>A&amp;fficher&#xa0;:</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>Set the goal on a place of the level</source>
        <translation>Placer l&apos;arrivée sur un emplacement du niveau</translation>
    </message>
    <message>
        <source>Set the start on a place of the level</source>
        <translation>Placer le départ sur un emplacement du niveau</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Départ&#xa0;:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Arrivée&#xa0;:</translation>
    </message>
    <message>
        <source>Step by Step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>From one tile a second to as fast as the screen draws</source>
        <translation>D&apos;une case par seconde à aussi vite que l&apos;écran peut afficher</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 par seconde</translation>
    </message>
    <message>
        <source>The muncher&apos;s start</source>
        <translation>Départ du croqueur</translation>
    </message>
    <message>
        <source>Start of the %1</source>
        <translation>Départ du %1</translation>
    </message>
    <message>
        <source>The fruit</source>
        <translation>Le fruit</translation>
    </message>
    <message>
        <source>The doorstep of the ghosts&apos; house</source>
        <translation>Le seuil de la maison des fantômes</translation>
    </message>
    <message>
        <source>This level has no places yet</source>
        <translation>Ce niveau n&apos;a pas encore d&apos;emplacements</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Mettre la recherche en pause</translation>
    </message>
    <message>
        <source>Play the search step by step</source>
        <translation>Dérouler la recherche pas à pas</translation>
    </message>
    <message>
        <source>Back to the beginning: only the start reached</source>
        <translation>Retour au début&#xa0;: seul le départ est atteint</translation>
    </message>
    <message>
        <source>Single S&amp;tep</source>
        <translation>A&amp;vancer d&apos;un pas</translation>
    </message>
    <message>
        <source>Settle one more tile</source>
        <translation>Traiter une case de plus</translation>
    </message>
    <message>
        <source>Jump to the end of the search</source>
        <translation>Aller à la fin de la recherche</translation>
    </message>
    <message>
        <source>Picking the search&apos;s tiles: click a tile for the start, right-click (or Shift+click) one for the goal. Esc ends.</source>
        <translation>Choix des cases de la recherche : un clic sur une case pour le départ, un clic droit (ou Maj+clic) pour l&apos;arrivée. Échap pour finir.</translation>
    </message>
    <message>
        <source>Flo&amp;w Field</source>
        <translation>Champ de fl&amp;ux</translation>
    </message>
    <message>
        <source>Search &amp;Code</source>
        <translation>C&amp;ode de la recherche</translation>
    </message>
    <message>
        <source>Race Searc&amp;hes...</source>
        <translation>Course des recherch&amp;es...</translation>
    </message>
    <message>
        <source>Export Overlay Pictur&amp;e...</source>
        <translation>Exporter l&apos;i&amp;mage de la superposition...</translation>
    </message>
    <message>
        <source>The overlay as it is now, as a PNG picture for a slide</source>
        <translation>La superposition telle qu&apos;elle est, en image PNG pour une diapositive</translation>
    </message>
    <message>
        <source>Export the Search as Fra&amp;mes...</source>
        <translation>Exporter la recherche en ima&amp;ges...</translation>
    </message>
    <message>
        <source>Every step of the search, from the first, as numbered PNG pictures</source>
        <translation>Chaque pas de la recherche, depuis le premier, en images PNG numérotées</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Flow field</source>
        <translation>Champ de flux</translation>
    </message>
    <message>
        <source>Only the start</source>
        <translation>Le départ seul</translation>
    </message>
    <message>
        <source>Take the goals away: the flow field leads to the start alone</source>
        <translation>Retirer les arrivées&#xa0;: le champ de flux mène au départ seul</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>En classe</translation>
    </message>
    <message>
        <source>Picking the flow field&apos;s goals: click a tile to add a goal or take it away, right-click it to make it the only goal. Esc ends.</source>
        <translation>Choix des arrivées du champ de flux&#xa0;: un clic sur une case ajoute ou retire une arrivée, un clic droit en fait la seule arrivée. Échap termine.</translation>
    </message>
    <message>
        <source>Goals:</source>
        <translation>Arrivées&#xa0;:</translation>
    </message>
    <message>
        <source>Add a place of the level to the goals, or take it away</source>
        <translation>Ajouter un emplacement du niveau aux arrivées, ou le retirer</translation>
    </message>
    <message>
        <source>Export Overlay Picture</source>
        <translation>Exporter l&apos;image de la superposition</translation>
    </message>
    <message>
        <source>%1 overlay.png</source>
        <translation>%1 superposition.png</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation>L&apos;image est dans %1.</translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation>Une exportation d&apos;images est déjà en cours.</translation>
    </message>
    <message>
        <source>%1 from %2 to %3, from its first step: %4 steps.</source>
        <translation>%1 de %2 à %3, depuis son premier pas&#xa0;: %4 étapes.</translation>
    </message>
    <message>
        <source>Export the Search as Frames</source>
        <translation>Exporter la recherche en images</translation>
    </message>
    <message>
        <source>Writing the frames of %1...</source>
        <translation>Écriture des images de %1...</translation>
    </message>
    <message>
        <source>&lt;b&gt;Search Code&lt;/b&gt; (%1)&lt;br&gt;The pseudocode of the search, the line of the last step, and the open list</source>
        <translation>&lt;b&gt;Code de la recherche&lt;/b&gt; (%1)&lt;br&gt;Le pseudo-code de la recherche, la ligne du dernier pas et la liste ouverte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Race Searches&lt;/b&gt; (%1)&lt;br&gt;Two to four searches side by side between the start and the goal, stepping together</source>
        <translation>&lt;b&gt;Course des recherches&lt;/b&gt; (%1)&lt;br&gt;Deux à quatre recherches côte à côte entre le départ et l&apos;arrivée, qui avancent ensemble</translation>
    </message>
    <message>
        <source>Back to the step before: the search as it was then</source>
        <translation>Retour à l&apos;étape précédente : la recherche telle qu&apos;elle était alors</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Pas en arr&amp;ière</translation>
    </message>
    <message>
        <source>Presentati&amp;on</source>
        <translation>Mode présen&amp;tation</translation>
    </message>
    <message>
        <source>The overlay full screen with its figures and, with Search Code open, its code, for a class; Esc to come back</source>
        <translation>La superposition en plein écran avec ses chiffres et, si le code de la recherche est ouvert, son code, pour une classe ; Échap pour revenir</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayFigures</name>
    <message>
        <source>cost of the way</source>
        <translation>coût du chemin</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>tiles breadth-first search looks at (its whole wave)</source>
        <translation>cases examinées par le parcours en largeur (toute sa vague)</translation>
    </message>
    <message>
        <source>tiles on the frontier</source>
        <translation>cases sur la frontière</translation>
    </message>
    <message>
        <source>tiles reached</source>
        <translation>cases atteintes</translation>
    </message>
    <message>
        <source>steps to the farthest</source>
        <translation>pas jusqu&apos;à la plus éloignée</translation>
    </message>
    <message>
        <source>tiles on the wave&apos;s crest</source>
        <translation>cases sur la crête de la vague</translation>
    </message>
    <message>
        <source>steps from the tile under the mouse</source>
        <translation>pas depuis la case sous la souris</translation>
    </message>
    <message>
        <source>tiles with a way to a goal</source>
        <translation>cases avec un chemin vers une arrivée</translation>
    </message>
    <message>
        <source>goals</source>
        <translation>arrivées</translation>
    </message>
    <message>
        <source>cost from the farthest tile</source>
        <translation>coût depuis la case la plus éloignée</translation>
    </message>
    <message>
        <source>cost from the tile under the mouse</source>
        <translation>coût depuis la case sous la souris</translation>
    </message>
    <message>
        <source>tiles %1 looked at</source>
        <translation>cases examinées par %1</translation>
    </message>
    <message>
        <source>nodes of the graph settled</source>
        <translation>nœuds du graphe traités</translation>
    </message>
    <message>
        <source>subgoals, joined by %1 edges; the graph took %2 ms to work out</source>
        <translation>sous-buts, reliés par %1 arêtes ; le graphe a pris %2 ms à calculer</translation>
    </message>
    <message>
        <source>nodes in the open list</source>
        <translation>nœuds dans la liste ouverte</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayLegend</name>
    <message>
        <source>the start, where the wave begins</source>
        <translation>le départ, où commence la vague</translation>
    </message>
    <message>
        <source>steps from the start: few (dark) to many (bright)</source>
        <translation>pas depuis le départ&#xa0;: peu (sombre) à beaucoup (clair)</translation>
    </message>
    <message>
        <source>the wave&apos;s crest: reached, not settled yet</source>
        <translation>la crête de la vague&#xa0;: atteinte, pas encore traitée</translation>
    </message>
    <message>
        <source>the way down to the start from the tile under the mouse</source>
        <translation>la descente vers le départ depuis la case sous la souris</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le départ</translation>
    </message>
    <message>
        <source>the goal</source>
        <translation>l&apos;arrivée</translation>
    </message>
    <message>
        <source>a jump point settled</source>
        <translation>un point de saut traité</translation>
    </message>
    <message>
        <source>settled: taken off the open list</source>
        <translation>traitée&#xa0;: retirée de la liste ouverte</translation>
    </message>
    <message>
        <source>a jump point in the open list</source>
        <translation>un point de saut dans la liste ouverte</translation>
    </message>
    <message>
        <source>in the open list: reached, not taken yet</source>
        <translation>dans la liste ouverte&#xa0;: atteinte, pas encore prise</translation>
    </message>
    <message>
        <source>settled from the goal&apos;s side</source>
        <translation>traitée côté arrivée</translation>
    </message>
    <message>
        <source>in the goal&apos;s side&apos;s open list</source>
        <translation>dans la liste ouverte du côté arrivée</translation>
    </message>
    <message>
        <source>reached from both sides</source>
        <translation>atteinte des deux côtés</translation>
    </message>
    <message>
        <source>where the two sides met</source>
        <translation>où les deux côtés se sont rencontrés</translation>
    </message>
    <message>
        <source>a run of the last step, to the jump point it found</source>
        <translation>une course du dernier pas, jusqu&apos;au point de saut trouvé</translation>
    </message>
    <message>
        <source>a run of the last step that hit a wall</source>
        <translation>une course du dernier pas qui a heurté un mur</translation>
    </message>
    <message>
        <source>the rows and diagonals scanned before</source>
        <translation>les lignes et diagonales parcourues avant</translation>
    </message>
    <message>
        <source>the tile the last step took</source>
        <translation>la case prise par le dernier pas</translation>
    </message>
    <message>
        <source>its neighbours: new, reached more cheaply, skipped</source>
        <translation>ses voisines&#xa0;: nouvelle, atteinte moins cher, ignorée</translation>
    </message>
    <message>
        <source>the way found</source>
        <translation>le chemin trouvé</translation>
    </message>
    <message>
        <source>a tile chosen in the open list</source>
        <translation>une case choisie dans la liste ouverte</translation>
    </message>
    <message>
        <source>a goal of the flow field</source>
        <translation>une arrivée du champ de flux</translation>
    </message>
    <message>
        <source>the step a unit on this tile takes to the nearest goal</source>
        <translation>le pas qu&apos;une unité sur cette case fait vers l&apos;arrivée la plus proche</translation>
    </message>
    <message>
        <source>the cost to the nearest goal: low (dark) to high (bright)</source>
        <translation>le coût jusqu&apos;à l&apos;arrivée la plus proche&#xa0;: faible (sombre) à élevé (clair)</translation>
    </message>
    <message>
        <source>the way the arrows walk from the tile under the mouse</source>
        <translation>le chemin que suivent les flèches depuis la case sous la souris</translation>
    </message>
    <message>
        <source>weights, the cost of entering a tile: %1</source>
        <translation>poids, le coût pour entrer dans une case&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayModel</name>
    <message>
        <source>Open a level to see its overlays.</source>
        <translation>Ouvrez un niveau pour voir ses superpositions.</translation>
    </message>
    <message>
        <source>The rows of this level do not form a map yet.</source>
        <translation>Les rangées de ce niveau ne forment pas encore une carte.</translation>
    </message>
    <message>
        <source>Searching %1 tiles…</source>
        <translation>Recherche en cours (%1 cases)…</translation>
    </message>
    <message>
        <source>Pick a start: click a tile with the pick tool.</source>
        <translation>Choisissez un départ&#xa0;: cliquez sur une case avec l&apos;outil de sélection.</translation>
    </message>
    <message>
        <source>The start (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation>Le départ (%1, %2) n&apos;est pas dans un couloir (%3)&#xa0;: choisissez une autre case.</translation>
    </message>
    <message>
        <source>Pick a goal: right-click or Shift+click a tile with the pick tool.</source>
        <translation>Choisissez une arrivée&#xa0;: clic droit ou Maj+clic sur une case avec l&apos;outil de sélection.</translation>
    </message>
    <message>
        <source>The goal (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation>L&apos;arrivée (%1, %2) n&apos;est pas dans un couloir (%3)&#xa0;: choisissez une autre case.</translation>
    </message>
    <message>
        <source>No way leads from (%1, %2) to (%3, %4): walls stand between them.</source>
        <translation>Aucun chemin ne mène de (%1, %2) à (%3, %4)&#xa0;: des murs les séparent.</translation>
    </message>
    <message>
        <source>Pick the goals of the flow field: click tiles in the corridors with the pick tool.</source>
        <translation>Choisissez les arrivées du champ de flux&#xa0;: cliquez sur des cases des couloirs avec l&apos;outil de sélection.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PickTool</name>
    <message>
        <source>Click a tile to start the search there; right-click or Shift+click it to make it the goal. Drag to move them.</source>
        <translation>Cliquez sur une case pour y faire partir la recherche&#xa0;; clic droit ou Maj+clic pour en faire l&apos;arrivée. Faites-les glisser pour les déplacer.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PickerTool</name>
    <message>
        <source>Picker</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Click a tile to take it into the palette.</source>
        <translation>Cliquez sur une case pour sélectionner son type dans la palette.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PictureView</name>
    <message>
        <source>The wheel, or + and -, zoom; drag to move the zoomed picture; 0 shows the whole picture</source>
        <translation>La molette, ou + et -, zoome&#xa0;; faites glisser pour déplacer l’image agrandie&#xa0;; 0 affiche l’image entière</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaceTool</name>
    <message>
        <source>Muncher</source>
        <translation>Croqueur</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Fruit</translation>
    </message>
    <message>
        <source>Red Ghost</source>
        <translation>Fantôme rouge</translation>
    </message>
    <message>
        <source>Pink Ghost</source>
        <translation>Fantôme rose</translation>
    </message>
    <message>
        <source>Cyan Ghost</source>
        <translation>Fantôme cyan</translation>
    </message>
    <message>
        <source>Orange Ghost</source>
        <translation>Fantôme orange</translation>
    </message>
    <message>
        <source>Red Ghost&apos;s Corner</source>
        <translation>Coin du fantôme rouge</translation>
    </message>
    <message>
        <source>Pink Ghost&apos;s Corner</source>
        <translation>Coin du fantôme rose</translation>
    </message>
    <message>
        <source>Cyan Ghost&apos;s Corner</source>
        <translation>Coin du fantôme cyan</translation>
    </message>
    <message>
        <source>Orange Ghost&apos;s Corner</source>
        <translation>Coin du fantôme orange</translation>
    </message>
    <message>
        <source>Click to place it heading %1; drag towards where it should head, or turn it with Z, Shift+Z or Shift+wheel.</source>
        <translation>Cliquez pour le placer (orientation&#xa0;: %1)&#xa0;; faites glisser dans la direction voulue, ou tournez-le avec Z, Maj+Z ou Maj+molette.</translation>
    </message>
    <message>
        <source>Click to place the fruit.</source>
        <translation>Cliquez pour placer le fruit.</translation>
    </message>
    <message>
        <source>Click to set the tile the ghost aims at while scattering; it may lie outside the map.</source>
        <translation>Cliquez pour choisir la case que vise le fantôme en mode dispersion&#xa0;; elle peut se trouver hors de la carte.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayDock</name>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Play Level</source>
        <translation>&amp;Jouer le niveau</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>P, Esc</source>
        <translation>P, Échap</translation>
    </message>
    <message>
        <source>Single &amp;Step</source>
        <translation>&amp;Avancer d&apos;un pas</translation>
    </message>
    <message>
        <source>One step of 1/120 s while paused (.)</source>
        <translation>Un pas de 1/120 s pendant la pause (.)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Faster and slower with + and - in the game</source>
        <translation>Plus vite et plus lentement avec + et - pendant la partie</translation>
    </message>
    <message>
        <source>&amp;You, with the Keys</source>
        <translation>&amp;Vous, au clavier</translation>
    </message>
    <message>
        <source>The &amp;Casual Pilot</source>
        <translation>Le pilote &amp;amateur</translation>
    </message>
    <message>
        <source>The &amp;Expert Pilot</source>
        <translation>Le pilote &amp;expert</translation>
    </message>
    <message>
        <source>&amp;Show What the Pilot Sees</source>
        <translation>&amp;Montrer ce que voit le pilote</translation>
    </message>
    <message>
        <source>Its danger costs as red tiles, the way it planned as a green line</source>
        <translation>Ses coûts de danger en cases rouges, le chemin qu&apos;il a prévu en ligne verte</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>Couper le &amp;son</translation>
    </message>
    <message>
        <source>&amp;Full Window</source>
        <translation>&amp;Fenêtre entière</translation>
    </message>
    <message>
        <source>Save this game so that it can be watched again, here or with mazeworks-cli replay</source>
        <translation>Enregistrer cette partie pour pouvoir la revoir, ici ou avec mazeworks-cli replay</translation>
    </message>
    <message>
        <source>&amp;Open Replay...</source>
        <translation>&amp;Ouvrir une rediffusion...</translation>
    </message>
    <message>
        <source>Play&amp;test...</source>
        <translation>&amp;Test de jeu...</translation>
    </message>
    <message>
        <source>Let the pilot play the level many times and see how it goes</source>
        <translation>Laisser le pilote jouer le niveau de nombreuses fois et en voir les résultats</translation>
    </message>
    <message>
        <source>&amp;Best Scores...</source>
        <translation>&amp;Meilleurs scores...</translation>
    </message>
    <message>
        <source>&amp;Keys of the Game...</source>
        <translation>Touc&amp;hes du jeu...</translation>
    </message>
    <message>
        <source>Game seconds a second: slow it down or hurry it up for testing (- and +)</source>
        <translation>Secondes de jeu par seconde&#xa0;: ralentissez ou accélérez pour tester (- et +)</translation>
    </message>
    <message>
        <source>Who has the keys: you, or the computer pilot</source>
        <translation>Qui a les commandes&#xa0;: vous, ou le pilote contrôlé par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <source>Casual pilot</source>
        <translation>Pilote amateur</translation>
    </message>
    <message>
        <source>Expert pilot</source>
        <translation>Pilote expert</translation>
    </message>
    <message>
        <source>Open a level, or make a new one, to play it.</source>
        <translation>Ouvrez un niveau, ou créez-en un, pour y jouer.</translation>
    </message>
    <message>
        <source>The game cannot start: %1.</source>
        <translation>La partie ne peut pas commencer&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt; Fix these errors first (click one to see it on the map):</source>
        <translation>
            <numerusform>&lt;b&gt;%1 ne peut pas encore être joué.&lt;/b&gt; Corrigez d&apos;abord cette erreur (cliquez dessus pour la voir sur la carte)&#xa0;:</numerusform>
            <numerusform>&lt;b&gt;%1 ne peut pas encore être joué.&lt;/b&gt; Corrigez d&apos;abord ces erreurs (cliquez sur l&apos;une d&apos;elles pour la voir sur la carte)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 ne peut pas encore être joué.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>... and %1 more: the Diagnostics panel lists them all.</source>
        <translation>... et %1 autres&#xa0;: le panneau Diagnostics les affiche toutes.</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation>REDIFFUSION</translation>
    </message>
    <message>
        <source>expert pilot</source>
        <translation>pilote expert</translation>
    </message>
    <message>
        <source>casual pilot</source>
        <translation>pilote amateur</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>A new best score for this level: %1!</source>
        <translation>Nouveau meilleur score pour ce niveau&#xa0;: %1&#xa0;!</translation>
    </message>
    <message>
        <source>F5 plays the current level.</source>
        <translation>F5 lance une partie sur le niveau courant.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Rediffusion de %1</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>graine %1</translation>
    </message>
    <message>
        <source>the expert pilot plays</source>
        <translation>le pilote expert joue</translation>
    </message>
    <message>
        <source>the casual pilot plays</source>
        <translation>le pilote amateur joue</translation>
    </message>
    <message>
        <source> (looking away)</source>
        <translation> (regarde ailleurs)</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>%1 seed %2 score %3.replay</source>
        <translation>%1 graine %2 score %3.replay</translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation>Enregistrer la rediffusion</translation>
    </message>
    <message>
        <source>Mazeworks replays (*.replay);;All files (*)</source>
        <translation>Rediffusions Mazeworks (*.replay);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot Save the Replay</source>
        <translation>Impossible d&apos;enregistrer la rediffusion</translation>
    </message>
    <message>
        <source>Replay saved: %1</source>
        <translation>Rediffusion enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>Ouvrir une rediffusion</translation>
    </message>
    <message>
        <source>Cannot Open the Replay</source>
        <translation>Impossible d&apos;ouvrir la rediffusion</translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... et %1 autres</translation>
    </message>
    <message>
        <source>Cannot Play the Replay</source>
        <translation>Impossible de lire la rediffusion</translation>
    </message>
    <message>
        <source>%1 is not a replay that can be played:&lt;br&gt;&lt;br&gt;%2</source>
        <translation>%1 n&apos;est pas une rediffusion lisible&#xa0;:&lt;br&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Test de jeu</translation>
    </message>
    <message>
        <source>Open a level first: the pilot plays the current level.</source>
        <translation>Ouvrez d&apos;abord un niveau&#xa0;: le pilote joue le niveau courant.</translation>
    </message>
    <message>
        <source>The level has errors: fix them first, they are listed in the Diagnostics panel.</source>
        <translation>Le niveau contient des erreurs&#xa0;: corrigez-les d&apos;abord, elles sont listées dans le panneau Diagnostics.</translation>
    </message>
    <message>
        <source>Best Scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>The best games of &lt;b&gt;%1&lt;/b&gt; (this level as it is now):</source>
        <translation>Les meilleures parties de &lt;b&gt;%1&lt;/b&gt; (ce niveau tel qu&apos;il est maintenant)&#xa0;:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>No game has ended on this level yet.</source>
        <translation>Aucune partie ne s&apos;est encore terminée sur ce niveau.</translation>
    </message>
    <message>
        <source>Play the level as it is now, unsaved changes too</source>
        <translation>Jouer le niveau tel qu&apos;il est maintenant, modifications non enregistrées comprises</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>&amp;Vitesse</translation>
    </message>
    <message>
        <source>&amp;Who Plays</source>
        <translation>&amp;Qui joue</translation>
    </message>
    <message>
        <source>The game alone on the screen, and back</source>
        <translation>Le jeu seul à l&apos;écran, et retour</translation>
    </message>
    <message>
        <source>Sa&amp;ve Replay...</source>
        <translation>Enregistrer la re&amp;diffusion...</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>règles : %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayView</name>
    <message>
        <source>Press F5 to play the level you are editing.</source>
        <translation>Appuyez sur F5 pour jouer le niveau que vous modifiez.</translation>
    </message>
    <message>
        <source>Click here to steer with the keys</source>
        <translation>Cliquez ici pour diriger avec le clavier</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaytestDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Show the deaths on the &amp;map</source>
        <translation>Afficher les morts sur la &amp;carte</translation>
    </message>
    <message>
        <source>&amp;Export PNG...</source>
        <translation>&amp;Exporter en PNG...</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Test de jeu</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Casual: the title-screen player, who looks away now and then</source>
        <translation>Amateur&#xa0;: le joueur de l&apos;écran titre, qui regarde ailleurs de temps en temps</translation>
    </message>
    <message>
        <source>Expert: plays as well as it can</source>
        <translation>Expert&#xa0;: joue aussi bien que possible</translation>
    </message>
    <message>
        <source>The games use this seed and the ones after it: the same seeds play the same games, here and with mazeworks-cli play --seed</source>
        <translation>Les parties utilisent cette graine et les suivantes&#xa0;: les mêmes graines donnent les mêmes parties, ici comme avec mazeworks-cli play --seed</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Nombre de parties&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Pilot:</source>
        <translation>&amp;Pilote&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation>P&amp;remière graine&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Longest game:</source>
        <translation>&amp;Durée maximale d&apos;une partie&#xa0;:</translation>
    </message>
    <message>
        <source>Run the games to see how the level plays.</source>
        <translation>Lancez les parties pour voir comment le niveau se joue.</translation>
    </message>
    <message>
        <source>Cleared the first level:</source>
        <translation>Premier niveau réussi&#xa0;:</translation>
    </message>
    <message>
        <source>Mean score:</source>
        <translation>Score moyen&#xa0;:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Meilleur score&#xa0;:</translation>
    </message>
    <message>
        <source>Levels reached:</source>
        <translation>Niveaux atteints&#xa0;:</translation>
    </message>
    <message>
        <source>Mean time to the first death:</source>
        <translation>Temps moyen avant la première mort&#xa0;:</translation>
    </message>
    <message>
        <source>Mean length of a game:</source>
        <translation>Durée moyenne d&apos;une partie&#xa0;:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Where the muncher was caught</source>
        <translation>Où le croqueur a été attrapé</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Level: &lt;b&gt;%1&lt;/b&gt;, as it is in the editor now</source>
        <translation>Niveau&#xa0;: &lt;b&gt;%1&lt;/b&gt;, tel qu&apos;il est actuellement dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 parties jouées sur %2</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games: the figures are those of the games played.</source>
        <translation>Annulé après %1 parties sur %2&#xa0;: les statistiques portent sur les parties jouées.</translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation>%1 parties jouées.</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 games)</source>
        <translation>%1 (%2 parties sur %3)</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1 (graine %2)</translation>
    </message>
    <message>
        <source>level %1: %2</source>
        <translation>niveau %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 s (%2 games lost a life)</source>
        <translation>%1 s (une vie perdue dans %2 parties)</translation>
    </message>
    <message>
        <source>never caught</source>
        <translation>jamais attrapé</translation>
    </message>
    <message>
        <source>%1 s; %2 of %3 games over</source>
        <translation>%1 s&#xa0;; %2 parties perdues sur %3</translation>
    </message>
    <message>
        <source>%1 deaths.png</source>
        <translation>%1 morts.png</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Export the Heat Map</source>
        <translation>Exporter la carte thermique</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>With its rules</source>
        <translation>Avec ses règles</translation>
    </message>
    <message>
        <source>Without rules</source>
        <translation>Sans règles</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games (%3): the figures are those of the games played.</source>
        <translation>Arrêté après %1 parties sur %2 (%3)&#xa0;: les statistiques sont celles des parties jouées.</translation>
    </message>
    <message>
        <source>%1 games played with the level&apos;s rules and %1 without.</source>
        <translation>%1 parties jouées avec les règles du niveau et %1 sans.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 points de pourcentage</translation>
    </message>
    <message>
        <source>mean level %1</source>
        <translation>niveau moyen %1</translation>
    </message>
    <message>
        <source>The level&apos;s rules: %1</source>
        <translation>Les règles du niveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Open as Replay</source>
        <translation>&amp;Ouvrir comme rediffusion</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Les parties</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Morts</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Double-click a game to watch it as a replay</source>
        <translation>Double-cliquez sur une partie pour la regarder en rediffusion</translation>
    </message>
    <message>
        <source>Play the chosen game back in the play panel, with its timeline</source>
        <translation>Rejoue la partie choisie dans le panneau Jouer, avec sa ligne de temps</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>time up</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2</source>
        <translation>intervalle à 95 % : %1 à %2</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2 s</source>
        <translation>intervalle à 95 % : %1 à %2 s</translation>
    </message>
    <message>
        <source>Where the catches &amp;moved</source>
        <translation>Où les captures se sont &amp;déplacées</translation>
    </message>
    <message>
        <source>Also plays the same seeds on another version of the level, and shows both sets of figures side by side with the difference, the verdict and where the catches moved</source>
        <translation>Joue aussi les mêmes graines sur une autre version du niveau, et montre les deux séries de chiffres côte à côte avec la différence, le verdict et où les captures se sont déplacées</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>Comparer &amp;avec :</translation>
    </message>
    <message>
        <source>Warm where the level in the editor has more catches than the level it is compared with, blue where it has fewer</source>
        <translation>Chaud là où le niveau de l&apos;éditeur a plus de captures que le niveau comparé, bleu là où il en a moins</translation>
    </message>
    <message>
        <source>Saved file</source>
        <translation>Fichier enregistré</translation>
    </message>
    <message>
        <source>%1 games played on the level in the editor and %1 on %2, on the same seeds.</source>
        <translation>%1 parties jouées sur le niveau de l&apos;éditeur et %1 sur %2, avec les mêmes graines.</translation>
    </message>
    <message>
        <source>In the editor</source>
        <translation>Dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>The same seeds on the level as it is in the editor and on %1</source>
        <translation>Les mêmes graines sur le niveau tel qu&apos;il est dans l&apos;éditeur et sur %1</translation>
    </message>
    <message>
        <source>Where the catches moved</source>
        <translation>Où les captures se sont déplacées</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>level: games that ended on it</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>No figure: one of the two levels never had the muncher caught</source>
        <translation>Pas de chiffre : dans l&apos;un des deux niveaux, le croqueur n&apos;a jamais été attrapé</translation>
    </message>
    <message>
        <source>No 95 % interval from fewer than two games</source>
        <translation>Pas d&apos;intervalle à 95 % avec moins de deux parties</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>percentage points</source>
        <translation>points de pourcentage</translation>
    </message>
    <message>
        <source>Harder with its rules: the clear rate changes by %1 (95 % interval %2 to %3).</source>
        <translation>Plus difficile avec ses règles : le taux de réussite change de %1 (intervalle à 95 % de %2 à %3).</translation>
    </message>
    <message>
        <source>Harder in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).</source>
        <translation>Plus difficile dans l&apos;éditeur que %1 : le taux de réussite change de %2 (intervalle à 95 % de %3 à %4).</translation>
    </message>
    <message>
        <source>Easier with its rules: the clear rate changes by %1 (95 % interval %2 to %3).</source>
        <translation>Plus facile avec ses règles : le taux de réussite change de %1 (intervalle à 95 % de %2 à %3).</translation>
    </message>
    <message>
        <source>Easier in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).</source>
        <translation>Plus facile dans l&apos;éditeur que %1 : le taux de réussite change de %2 (intervalle à 95 % de %3 à %4).</translation>
    </message>
    <message>
        <source>No detectable difference in the clear rate at 95 %: it changes by %1, and its interval, %2 to %3, holds nought. More games narrow it.</source>
        <translation>Aucune différence décelable du taux de réussite à 95 % : il change de %1, et son intervalle, de %2 à %3, contient zéro. Plus de parties le resserrent.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>The level without its rules</source>
        <translation>Le niveau sans ses règles</translation>
    </message>
    <message>
        <source>Its saved file: %1</source>
        <translation>Son fichier enregistré : %1</translation>
    </message>
    <message>
        <source>Another file...</source>
        <translation>Un autre fichier...</translation>
    </message>
    <message>
        <source>Another file: %1</source>
        <translation>Autre fichier : %1</translation>
    </message>
    <message>
        <source>Compare with a Level</source>
        <translation>Comparer avec un niveau</translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze);;All files (*)</source>
        <translation>Niveaux Mazeworks (*.maze);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot compare with %1: %2.</source>
        <translation>Impossible de comparer avec %1 : %2.</translation>
    </message>
    <message>
        <source>it has errors</source>
        <translation>il contient des erreurs</translation>
    </message>
</context>
<context>
    <name>mazeworks::PredictMode</name>
    <message>
        <source>Pred&amp;ict</source>
        <translation>Pro&amp;nostic</translation>
    </message>
    <message>
        <source>Before each step the class clicks the tile the search settles next</source>
        <translation>Avant chaque pas, la classe clique la case que la recherche fixe ensuite</translation>
    </message>
    <message>
        <source>Pre&amp;dict</source>
        <translation>Pr&amp;onostic</translation>
    </message>
    <message>
        <source>Before each step the class clicks the rooms Prim&apos;s tree joins or union-find merges next</source>
        <translation>Avant chaque pas, la classe clique les salles que l&apos;arbre de Prim relie ou que l&apos;union-find fusionne ensuite</translation>
    </message>
    <message>
        <source>Nothing is left to settle: the search is over.</source>
        <translation>Plus rien à fixer : la recherche est terminée.</translation>
    </message>
    <message>
        <source>Predict asks while Prim&apos;s tree grows and while corridors merge sets; this step is not one of those.</source>
        <translation>Le pronostic porte sur la croissance de l&apos;arbre de Prim et les couloirs qui fusionnent des ensembles ; ce pas n&apos;en fait pas partie.</translation>
    </message>
    <message>
        <source>Predict asks about a path search, the distance map or the flow field: show one, with its start and goal.</source>
        <translation>Pronostic porte sur une recherche de chemin, la carte des distances ou le champ de flux : affichez-en un, avec son départ et son but.</translation>
    </message>
</context>
<context>
    <name>mazeworks::RacePredict</name>
    <message>
        <source>Pred&amp;ict</source>
        <translation>Pro&amp;nostic</translation>
    </message>
    <message>
        <source>Before each step the class clicks, in every pane, the tile its search settles next (%1)</source>
        <translation>Avant chaque pas, la classe clique dans chaque volet la case que sa recherche fixe ensuite (%1)</translation>
    </message>
    <message>
        <source>Predict asks about the race: pick an open start and goal in the Overlays panel.</source>
        <translation>Le pronostic porte sur la course : choisissez un départ et une arrivée libres dans le panneau Overlays.</translation>
    </message>
    <message>
        <source>Every search has finished: nothing is left to settle. Reset to predict the race again.</source>
        <translation>Toutes les recherches sont terminées : il ne reste rien à fixer. Réinitialisez pour pronostiquer à nouveau.</translation>
    </message>
    <message>
        <source>Click the tile this search settles next.</source>
        <translation>Cliquez sur la case que cette recherche fixe ensuite.</translation>
    </message>
    <message>
        <source>Answered %1; the others still to answer.</source>
        <translation>Réponse %1 ; les autres doivent encore répondre.</translation>
    </message>
    <message>
        <source>Finished: not asked.</source>
        <translation>Terminée : pas de question.</translation>
    </message>
</context>
<context>
    <name>mazeworks::RaceSpeech</name>
    <message>
        <source>%1: no way</source>
        <translation>%1 : aucun chemin</translation>
    </message>
    <message numerus="yes">
        <source>%1: found a way of %n step</source>
        <translation>
            <numerusform>%1 : chemin de %n pas trouvé</numerusform>
            <numerusform>%1 : chemin de %n pas trouvé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: found a way of %n steps</source>
        <translation>
            <numerusform>%1 : chemin de %n pas trouvé</numerusform>
            <numerusform>%1 : chemin de %n pas trouvé</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: settled row %2, column %3, distance %4</source>
        <translation>%1 : traitée ligne %2, colonne %3, distance %4</translation>
    </message>
    <message>
        <source>%1: settled row %2, column %3</source>
        <translation>%1 : traitée ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>Back to step %1</source>
        <translation>Retour à l&apos;étape %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::RaceWindow</name>
    <message>
        <source>Race of Searches</source>
        <translation>Course des recherches</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Vi&amp;tesse&#xa0;:</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 par seconde</translation>
    </message>
    <message>
        <source>&amp;Searches:</source>
        <translation>&amp;Recherches&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>&amp;Déplacements&#xa0;:</translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation>4 directions</translation>
    </message>
    <message>
        <source>8 directions, corners: %1</source>
        <translation>8 directions, coins&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>Réinitiali&amp;ser</translation>
    </message>
    <message>
        <source>Back to the beginning: every search at its start</source>
        <translation>Retour au début&#xa0;: chaque recherche à son départ</translation>
    </message>
    <message>
        <source>Single S&amp;tep</source>
        <translation>A&amp;vancer d&apos;un pas</translation>
    </message>
    <message>
        <source>Every search still running settles one more tile</source>
        <translation>Chaque recherche encore en cours traite une case de plus</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>Play the race step by step</source>
        <translation>Lire la course pas à pas</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>Every search to its end</source>
        <translation>Chaque recherche jusqu&apos;à sa fin</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>The race alone on the screen; Esc or F11 to come back</source>
        <translation>La course seule à l&apos;écran&#xa0;; Échap ou F11 pour revenir</translation>
    </message>
    <message>
        <source>E&amp;xport Picture...</source>
        <translation>E&amp;xporter l&apos;image...</translation>
    </message>
    <message>
        <source>The panes and the summary as a PNG picture, for a slide</source>
        <translation>Les volets et le bilan en image PNG, pour une diapositive</translation>
    </message>
    <message>
        <source>no level</source>
        <translation>aucun niveau</translation>
    </message>
    <message>
        <source>From %1 to %2 on %3</source>
        <translation>De %1 à %2 sur %3</translation>
    </message>
    <message>
        <source>Pick a start and a goal in the Overlays panel</source>
        <translation>Choisissez un départ et une arrivée dans le panneau Superpositions</translation>
    </message>
    <message>
        <source>tiles looked at</source>
        <translation>cases examinées</translation>
    </message>
    <message>
        <source>on the frontier</source>
        <translation>sur la frontière</translation>
    </message>
    <message>
        <source>cost of the way</source>
        <translation>coût du chemin</translation>
    </message>
    <message>
        <source>steps of the way</source>
        <translation>pas du chemin</translation>
    </message>
    <message>
        <source>✓ optimal</source>
        <translation>✓ optimal</translation>
    </message>
    <message>
        <source>★ fewest tiles</source>
        <translation>★ le moins de cases</translation>
    </message>
    <message>
        <source>done: %1 steps</source>
        <translation>fini&#xa0;: %1 étapes</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>The start and the goal must both be open tiles.</source>
        <translation>Le départ et l&apos;arrivée doivent être deux cases libres.</translation>
    </message>
    <message>
        <source>No way leads from the start to the goal.</source>
        <translation>Aucun chemin ne mène du départ à l&apos;arrivée.</translation>
    </message>
    <message>
        <source>None found the cheapest way, which costs %1.</source>
        <translation>Aucune n&apos;a trouvé le chemin le moins cher, qui coûte %1.</translation>
    </message>
    <message>
        <source>The cheapest way costs %1: found by %2.</source>
        <translation>Le chemin le moins cher coûte %1&#xa0;: trouvé par %2.</translation>
    </message>
    <message>
        <source>Fewest tiles looked at: %1 (%2).</source>
        <translation>Le moins de cases examinées&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>Export the Race as a Picture</source>
        <translation>Exporter la course en image</translation>
    </message>
    <message>
        <source>race.png</source>
        <translation>course.png</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Pas en &amp;arrière</translation>
    </message>
    <message>
        <source>Back to the step before: every search as it was then</source>
        <translation>Retour à l&apos;étape précédente : chaque recherche telle qu&apos;elle était alors</translation>
    </message>
</context>
<context>
    <name>mazeworks::RecentFiles</name>
    <message>
        <source>%1 (not found)</source>
        <translation>%1 (introuvable)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Remove Files Not Found</source>
        <translation>Retirer les fichiers introuvables</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Effacer la liste des fichiers récents</translation>
    </message>
</context>
<context>
    <name>mazeworks::RectangleTool</name>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Drag to fill a rectangle with the chosen tile; Shift keeps it square, Escape drops it.</source>
        <translation>Faites glisser pour remplir un rectangle avec le type de case choisi&#xa0;; Maj le garde carré, Échap l&apos;annule.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::ReplayTimeline</name>
    <message>
        <source>Drag to any moment of the game</source>
        <translation>Faites glisser vers n&apos;importe quel moment de la partie</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Mettre la rediffusion en pause</translation>
    </message>
    <message>
        <source>Play the replay</source>
        <translation>Lire la rediffusion</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Score %1</translation>
    </message>
    <message>
        <source>Score %1; the replay ends at %2</source>
        <translation>Score %1&#xa0;; score final de la rediffusion&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %2 where the replay says %3</source>
        <translation>%1 %2 alors que la rediffusion indique %3</translation>
    </message>
    <message>
        <source>The game came to the result it recorded: %1 points.</source>
        <translation>La partie a abouti au résultat enregistré&#xa0;: %1 points.</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game plays back differently:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Cette partie se rejoue différemment&#xa0;:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::ResizeMapDialog</name>
    <message>
        <source>Resize Map</source>
        <translation>Redimensionner la carte</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> cases</translation>
    </message>
    <message>
        <source>Positive adds rows or columns on this side, negative takes them away.</source>
        <translation>Une valeur positive ajoute des rangées ou des colonnes de ce côté, une valeur négative en retire.</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>&amp;Haut&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Gauche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Droite&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Bottom:</source>
        <translation>&amp;Bas&#xa0;:</translation>
    </message>
    <message>
        <source>New &amp;tiles:</source>
        <translation>&amp;Nouvelles cases&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2: a map is 1 to %3 tiles wide and high.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2&#xa0;: une carte fait de 1 à %3 cases de large et de haut.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 × %2 → %3 × %4</source>
        <translation>%1 × %2 → %3 × %4</translation>
    </message>
    <message>
        <source>the muncher</source>
        <translation>le croqueur</translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation>le fruit</translation>
    </message>
    <message>
        <source>Falls off the map and is removed: %1. Undo brings it back.</source>
        <translation>Ce qui sort de la carte est supprimé&#xa0;: %1. Annuler le rétablit.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>mazeworks::ScreenReader</name>
    <message>
        <source>What the editor last announced</source>
        <translation>Ce que l&apos;éditeur a annoncé en dernier</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message numerus="yes">
        <source>%n problem: %1</source>
        <translation>
            <numerusform>%n problème : %1</numerusform>
            <numerusform>%n problèmes : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems: %1</source>
        <translation>
            <numerusform>%n problème : %1</numerusform>
            <numerusform>%n problèmes : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::SearchForm</name>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithme&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>&amp;Heuristique&#xa0;:</translation>
    </message>
    <message>
        <source>Weighted A*: f = g + w × h. Above 1 it looks at fewer tiles, and its way may cost up to w times the cheapest.</source>
        <translation>A* pondéré&#xa0;: f = g + w × h. Au-delà de 1, il examine moins de cases, et son chemin peut coûter jusqu&apos;à w fois le moins cher.</translation>
    </message>
    <message>
        <source>&amp;Weight of h:</source>
        <translation>&amp;Poids de h&#xa0;:</translation>
    </message>
    <message>
        <source>From &amp;both ends (bidirectional)</source>
        <translation>Des deux &amp;bouts (bidirectionnel)</translation>
    </message>
    <message>
        <source>Dijkstra or A* from the start and from the goal at once, until the two meet</source>
        <translation>Dijkstra ou A* depuis le départ et depuis l&apos;arrivée à la fois, jusqu&apos;à ce qu&apos;ils se rencontrent</translation>
    </message>
    <message>
        <source>Stop at the goal (&amp;early exit)</source>
        <translation>S&apos;arrêter à l&apos;arrivée (arrêt a&amp;nticipé)</translation>
    </message>
    <message>
        <source>Without it, breadth-first search and Dijkstra settle every tile they can reach, then give the way to the goal</source>
        <translation>Sans lui, le parcours en largeur et Dijkstra traitent toutes les cases qu&apos;ils peuvent atteindre, puis donnent le chemin jusqu&apos;à l&apos;arrivée</translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation>4 directions</translation>
    </message>
    <message>
        <source>8 directions</source>
        <translation>8 directions</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>&amp;Déplacements&#xa0;:</translation>
    </message>
    <message>
        <source>When a diagonal step may pass a wall beside its corner</source>
        <translation>Quand un pas en diagonale peut longer un mur à côté de son coin</translation>
    </message>
    <message>
        <source>Steps (breadth-first search)</source>
        <translation>Pas (parcours en largeur)</translation>
    </message>
    <message>
        <source>Weights (Dijkstra)</source>
        <translation>Poids (Dijkstra)</translation>
    </message>
    <message>
        <source>&amp;Costs:</source>
        <translation>&amp;Coûts&#xa0;:</translation>
    </message>
    <message>
        <source>With 8 directions a diagonal step costs √2 times the tile it enters</source>
        <translation>Avec 8 directions, un pas en diagonale coûte √2 fois la case où il entre</translation>
    </message>
    <message>
        <source>Dia&amp;gonals:</source>
        <translation>Dia&amp;gonales&#xa0;:</translation>
    </message>
    <message>
        <source>Weight of h</source>
        <translation>Poids de h</translation>
    </message>
</context>
<context>
    <name>mazeworks::SearchSpeech</name>
    <message>
        <source>Settled row %1, column %2</source>
        <translation>Traitée : ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>Settled row %1, column %2, distance %3</source>
        <translation>Traitée : ligne %1, colonne %2, distance %3</translation>
    </message>
    <message numerus="yes">
        <source>The wave reached %n tile</source>
        <translation>
            <numerusform>La vague a atteint %n case</numerusform>
            <numerusform>La vague a atteint %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The wave reached %n tiles</source>
        <translation>
            <numerusform>La vague a atteint %n case</numerusform>
            <numerusform>La vague a atteint %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>No way</source>
        <translation>Aucun chemin</translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n step, cost %1</source>
        <translation>
            <numerusform>Chemin de %n pas trouvé, coût %1</numerusform>
            <numerusform>Chemin de %n pas trouvé, coût %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n steps, cost %1</source>
        <translation>
            <numerusform>Chemin de %n pas trouvé, coût %1</numerusform>
            <numerusform>Chemin de %n pas trouvé, coût %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n step</source>
        <translation>
            <numerusform>Chemin de %n pas trouvé</numerusform>
            <numerusform>Chemin de %n pas trouvé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n steps</source>
        <translation>
            <numerusform>Chemin de %n pas trouvé</numerusform>
            <numerusform>Chemin de %n pas trouvé</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::SettingsActions</name>
    <message>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language takes effect when Mazeworks is started again.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage de Mazeworks.</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
</context>
<context>
    <name>mazeworks::SharedKeys</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>Touches : %1</translation>
    </message>
    <message>
        <source>Keys: the map</source>
        <translation>Touches : la carte</translation>
    </message>
    <message>
        <source>F5, F10 and the keys like them act in the panel last clicked or typed in, shown by the mark before its title; on the map, F5 plays the level and F10 steps the search</source>
        <translation>F5, F10 et les touches semblables agissent dans le dernier panneau cliqué ou utilisé, marqué devant son titre ; sur la carte, F5 joue le niveau et F10 avance la recherche d&apos;un pas</translation>
    </message>
</context>
<context>
    <name>mazeworks::SlideShow</name>
    <message>
        <source>The level %1 cannot be read.</source>
        <translation>Le niveau %1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The slide names no level.</source>
        <translation>La diapositive ne nomme aucun niveau.</translation>
    </message>
    <message>
        <source>The slide&apos;s dungeon cannot be made: %1</source>
        <translation>Le donjon de la diapositive ne peut pas être créé : %1</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Donjon %1</translation>
    </message>
    <message>
        <source>The slide names no dungeon.</source>
        <translation>La diapositive ne nomme aucun donjon.</translation>
    </message>
    <message>
        <source>The slide&apos;s dungeon cannot be made.</source>
        <translation>Le donjon de la diapositive ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The replay %1 cannot be played.</source>
        <translation>Le replay %1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The slide&apos;s level cannot be played.</source>
        <translation>Le niveau de la diapositive ne peut pas être joué.</translation>
    </message>
    <message>
        <source>No level is open: open one and show a search, or make a dungeon, first.</source>
        <translation>Aucun niveau n&apos;est ouvert : ouvrez-en un et affichez une recherche, ou créez d&apos;abord un donjon.</translation>
    </message>
    <message>
        <source>There is no view to add: show a search, a distance map or a flow field in the Overlays panel, or make a dungeon in the Generate panel.</source>
        <translation>Aucune vue à ajouter : affichez une recherche, une carte des distances ou un champ de flux dans le panneau Superpositions, ou créez un donjon dans le panneau Générer.</translation>
    </message>
    <message>
        <source>The level %1 is not saved: a lesson names its level&apos;s file.</source>
        <translation>Le niveau %1 n&apos;est pas enregistré : une leçon nomme le fichier de son niveau.</translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceDock</name>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation>Aucun niveau n&apos;est ouvert.</translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceView</name>
    <message numerus="yes">
        <source>(+%Ln more)</source>
        <translation>
            <numerusform>(+%Ln autre)</numerusform>
            <numerusform>(+%Ln autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>Level text</source>
        <translation>Texte du niveau</translation>
    </message>
</context>
<context>
    <name>mazeworks::StepTimeline</name>
    <message>
        <source>Drag to any step: everything is shown as it was at that step</source>
        <translation>Faites glisser vers n&apos;importe quelle étape : tout est montré tel qu&apos;il était à cette étape</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Step %1 of %2 so far</source>
        <translation>Étape %1 sur %2 jusqu&apos;ici</translation>
    </message>
</context>
<context>
    <name>mazeworks::TileKindsDialog</name>
    <message>
        <source>Tiles Without a Kind</source>
        <translation>Tuiles sans nature</translation>
    </message>
    <message>
        <source>%1 draws its maze with tiles whose tileset does not say what they are in a maze. Choose a kind for each tile; select several rows to give them one kind at once.</source>
        <translation>%1 dessine son labyrinthe avec des tuiles dont le jeu de tuiles ne dit pas ce qu&apos;elles sont dans un labyrinthe. Choisissez une nature pour chaque tuile&#xa0;; sélectionnez plusieurs lignes pour leur donner une même nature d&apos;un coup.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Sur la carte</translation>
    </message>
    <message>
        <source>Type in Tiled</source>
        <translation>Type dans Tiled</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>%1, tile %2</source>
        <translation>%1, tuile %2</translation>
    </message>
    <message>
        <source>Tile %1 of the tileset &quot;%2&quot;; first at column %3, row %4 of the layer &quot;%5&quot;</source>
        <translation>Tuile %1 du jeu de tuiles &quot;%2&quot;&#xa0;; d&apos;abord en colonne %3, rangée %4 du calque &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Choose a kind</source>
        <translation>Choisir une nature</translation>
    </message>
    <message>
        <source>&amp;Remember these kinds for the tileset, for the next import</source>
        <translation>&amp;Retenir ces natures pour le jeu de tuiles, pour la prochaine importation</translation>
    </message>
    <message>
        <source>&amp;Write them into %1 as each tile&apos;s &quot;kind&quot; property, so that Tiled keeps them too</source>
        <translation>&amp;Les écrire dans %1 comme propriété &quot;kind&quot; de chaque tuile, pour que Tiled les garde aussi</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Every tile has a kind.</source>
        <translation>Chaque tuile a une nature.</translation>
    </message>
    <message>
        <source>Tiles still without a kind: %1.</source>
        <translation>Tuiles encore sans nature&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Tiles without a kind</source>
        <translation>Tuiles sans nature</translation>
    </message>
</context>
<context>
    <name>mazeworks::TileNames</name>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>pastille</translation>
    </message>
    <message>
        <source>energizer</source>
        <translation>super-pastille</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>tunnel</translation>
    </message>
    <message>
        <source>door of the ghosts&apos; house</source>
        <translation>porte de la maison des fantômes</translation>
    </message>
    <message>
        <source>inside of the ghosts&apos; house</source>
        <translation>intérieur de la maison des fantômes</translation>
    </message>
    <message>
        <source>red ghost</source>
        <translation>fantôme rouge</translation>
    </message>
    <message>
        <source>pink ghost</source>
        <translation>fantôme rose</translation>
    </message>
    <message>
        <source>cyan ghost</source>
        <translation>fantôme cyan</translation>
    </message>
    <message>
        <source>orange ghost</source>
        <translation>fantôme orange</translation>
    </message>
    <message>
        <source>up</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>down</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>Pink&apos;s slip</source>
        <translation>Décalage du rose</translation>
    </message>
    <message>
        <source>Red hunts by A*</source>
        <translation>Le rouge chasse par A*</translation>
    </message>
    <message>
        <source>Dot counters</source>
        <translation>Compteurs de pastilles</translation>
    </message>
</context>
<context>
    <name>mazeworks::Tiled</name>
    <message>
        <source>this is not JSON: %1</source>
        <extracomment>%1: what the JSON reader says is wrong.</extracomment>
        <translation>ce n&apos;est pas du JSON&#xa0;: %1</translation>
    </message>
    <message>
        <source>a Tiled map is a JSON object, this is not one</source>
        <translation>une carte Tiled est un objet JSON, ceci n&apos;en est pas un</translation>
    </message>
    <message>
        <source>this is not a Tiled map (TMX): %1</source>
        <extracomment>%1: what the XML reader says is wrong.</extracomment>
        <translation>ce n&apos;est pas une carte Tiled (TMX)&#xa0;: %1</translation>
    </message>
    <message>
        <source>a Tiled map (.tmx) starts with &lt;map&gt;, not &lt;%1&gt;</source>
        <translation>une carte Tiled (.tmx) commence par &lt;map&gt;, pas par &lt;%1&gt;</translation>
    </message>
    <message>
        <source>this is a Tiled tileset, not a map</source>
        <translation>ceci est un jeu de tuiles Tiled, pas une carte</translation>
    </message>
    <message>
        <source>&quot;type&quot;: &quot;%1&quot; is not a Tiled map</source>
        <translation>&quot;type&quot;&#xa0;: &quot;%1&quot; n&apos;est pas une carte Tiled</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a number</source>
        <extracomment>%1: the name of a field of the file; %2: what it holds.</extracomment>
        <translation>&quot;%1&quot;&#xa0;: %2 n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>the map is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>la carte fait %1 x %2 cases&#xa0;; un labyrinthe fait de 1 à %3 cases de large et de haut</translation>
    </message>
    <message>
        <source>a tile needs a width and a height in pixels (&quot;tilewidth&quot;, &quot;tileheight&quot;)</source>
        <translation>une tuile a besoin d&apos;une largeur et d&apos;une hauteur en pixels (&quot;tilewidth&quot;, &quot;tileheight&quot;)</translation>
    </message>
    <message>
        <source>the map has no tile layer</source>
        <translation>la carte n&apos;a pas de calque de tuiles</translation>
    </message>
    <message>
        <source>the tile layers hold more than %1 tiles in all</source>
        <translation>les calques de tuiles contiennent en tout plus de %1 tuiles</translation>
    </message>
    <message>
        <source>the layer is %1 x %2 tiles, the map %3 x %4</source>
        <extracomment>%1 x %2: the layer&apos;s size; %3 x %4: the map&apos;s.</extracomment>
        <translation>le calque fait %1 x %2 cases, la carte %3 x %4</translation>
    </message>
    <message>
        <source>its data has %1 tiles, not the %4 of %2 x %3</source>
        <extracomment>%1: the tiles of the layer&apos;s data; %2 x %3: the layer&apos;s size; %4: its tiles.</extracomment>
        <translation>ses données ont %1 tuiles, pas les %4 de %2 x %3</translation>
    </message>
    <message>
        <source>tile %1 of the data: %2 is not a tile number</source>
        <extracomment>%1: the place of the number in the layer&apos;s data, from 0; %2: what is there, as the file spells it.</extracomment>
        <translation>tuile %1 des données&#xa0;: %2 n&apos;est pas un numéro de tuile</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>le calque n&apos;a pas de données de tuiles</translation>
    </message>
    <message>
        <source>the tile data&apos;s encoding &quot;%1&quot; is neither csv nor base64</source>
        <translation>l&apos;encodage &quot;%1&quot; des données de tuiles n&apos;est ni csv ni base64</translation>
    </message>
    <message>
        <source>the tile data is not valid Base64</source>
        <translation>les données de tuiles ne sont pas du Base64 valide</translation>
    </message>
    <message>
        <source>&quot;%1&quot; compression is none that Tiled writes (zlib, gzip, zstd)</source>
        <translation>la compression &quot;%1&quot; n&apos;est pas de celles qu&apos;écrit Tiled (zlib, gzip, zstd)</translation>
    </message>
    <message>
        <source>the %1-compressed tile data holds more than the %2 bytes of its %3 tiles</source>
        <extracomment>%1: zlib, gzip or zstd.</extracomment>
        <translation>les données de tuiles compressées en %1 contiennent plus que les %2 octets de leurs %3 tuiles</translation>
    </message>
    <message>
        <source>the %1-compressed tile data cannot be uncompressed: it is damaged or cut short</source>
        <translation>les données de tuiles compressées en %1 ne peuvent pas être décompressées&#xa0;: elles sont abîmées ou tronquées</translation>
    </message>
    <message>
        <source>the tile data is %1 bytes, not 4 bytes for each of its %2 tiles</source>
        <translation>les données de tuiles font %1 octets, pas 4 octets pour chacune de leurs %2 tuiles</translation>
    </message>
    <message>
        <source>the chunk at %1, %2 of %3 x %4 tiles is too large or too far out</source>
        <extracomment>%1, %2: the column and row where the chunk starts; %3 x %4: its size.</extracomment>
        <translation>le morceau en %1, %2 de %3 x %4 tuiles est trop grand ou trop éloigné</translation>
    </message>
    <message>
        <source>the tiles of the infinite map span %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>les tuiles de la carte infinie s&apos;étendent sur %1 x %2 cases&#xa0;; un labyrinthe fait de 1 à %3 cases de large et de haut</translation>
    </message>
    <message>
        <source>the infinite map has no tile anywhere</source>
        <translation>la carte infinie n&apos;a de tuile nulle part</translation>
    </message>
    <message>
        <source>its &quot;firstgid&quot; is missing or not a positive number</source>
        <translation>son &quot;firstgid&quot; manque ou n&apos;est pas un nombre positif</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1: a file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tiled tileset: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 n&apos;est pas un jeu de tuiles Tiled&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tiled object template: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 n&apos;est pas un modèle d&apos;objet Tiled&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)</source>
        <translation>&quot;%1&quot; n&apos;est pas une nature de case (wall, dot, energizer, floor, tunnel, door, house)</translation>
    </message>
    <message>
        <source>tile %1 of tileset &quot;%2&quot; has no kind (%3 on the map): in Tiled, give the tile a &quot;kind&quot; property or a type such as wall or dot</source>
        <extracomment>%1: the tile&apos;s number in its tileset; %2: the tileset; %3: how many tiles of the map are this tile.</extracomment>
        <translation>la tuile %1 du jeu de tuiles &quot;%2&quot; n&apos;a pas de nature (%3 sur la carte)&#xa0;: dans Tiled, donnez à la tuile une propriété &quot;kind&quot; ou un type comme wall ou dot</translation>
    </message>
    <message>
        <source>tile %1 is in no tileset (%2 on the map)</source>
        <extracomment>%1: a tile number; %2: how many tiles of the map have it.</extracomment>
        <translation>la tuile %1 n&apos;appartient à aucun jeu de tuiles (%2 sur la carte)</translation>
    </message>
    <message>
        <source>it lies at x %1, y %2, far outside any map</source>
        <extracomment>%1, %2: the object&apos;s position in pixels.</extracomment>
        <translation>il se trouve en x %1, y %2, bien en dehors de toute carte</translation>
    </message>
    <message>
        <source>heading &quot;%1&quot; is not a direction (up, left, down, right)</source>
        <translation>heading &quot;%1&quot; n&apos;est pas une direction (up, left, down, right)</translation>
    </message>
    <message>
        <source>it has no &quot;kind&quot; property (red, pink, cyan, orange)</source>
        <translation>il n&apos;a pas de propriété &quot;kind&quot; (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation>kind &quot;%1&quot; n&apos;est pas un fantôme (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release &quot;%1&quot; is not a number of seconds from 0 up</source>
        <translation>release &quot;%1&quot; n&apos;est pas un nombre de secondes à partir de 0</translation>
    </message>
    <message>
        <source>a second &quot;%1&quot; (the first is object %2)</source>
        <extracomment>%1: the object&apos;s type (muncher, ghost, corner, fruit); %2: the first object&apos;s number.</extracomment>
        <translation>un deuxième &quot;%1&quot; (le premier est l&apos;objet %2)</translation>
    </message>
    <message>
        <source>the map is %1, a maze is orthogonal: its tiles are read as a grid of squares, row by row</source>
        <extracomment>%1: isometric, staggered or hexagonal, as Tiled names them.</extracomment>
        <translation>la carte est %1, un labyrinthe est orthogonal&#xa0;: ses tuiles sont lues comme une grille de carrés, rangée par rangée</translation>
    </message>
    <message>
        <source>the layer is hidden in Tiled, so it is left out</source>
        <translation>le calque est masqué dans Tiled, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>an image layer has no tiles, so it is left out</source>
        <translation>un calque d&apos;image n&apos;a pas de tuiles, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>Tiled draws the layer %1, %2 pixels off the grid; its tiles are read where the grid has them</source>
        <translation>Tiled dessine le calque décalé de %1, %2 pixels par rapport à la grille&#xa0;; ses tuiles sont lues là où la grille les a</translation>
    </message>
    <message>
        <source>its type &quot;%1&quot; is no place of a maze (muncher, ghost, corner, fruit), so it is left out</source>
        <translation>son type &quot;%1&quot; n&apos;est pas une place d&apos;un labyrinthe (muncher, ghost, corner, fruit), il est donc laissé de côté</translation>
    </message>
    <message>
        <source>it has no type, so it is no place of a maze and is left out</source>
        <translation>il n&apos;a pas de type, ce n&apos;est donc pas une place d&apos;un labyrinthe et il est laissé de côté</translation>
    </message>
    <message>
        <source>it is hidden in Tiled, so it is left out</source>
        <translation>il est masqué dans Tiled, il est donc laissé de côté</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot; means nothing to a maze, so it is left out</source>
        <translation>la propriété &quot;%1&quot; ne veut rien dire pour un labyrinthe, elle est donc laissée de côté</translation>
    </message>
    <message>
        <source>the property &quot;rules&quot;: &quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters), so it is left out</source>
        <translation>la propriété &quot;rules&quot;&#xa0;: &quot;%1&quot; n&apos;est pas une règle (pink-slip, red-astar, dot-counters), elle est donc laissée de côté</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot;: &quot;%2&quot; is not a number of seconds from 0 up, so it is left out</source>
        <extracomment>%1: the property&apos;s name; %2: its value.</extracomment>
        <translation>la propriété &quot;%1&quot;&#xa0;: &quot;%2&quot; n&apos;est pas un nombre de secondes à partir de 0, elle est donc laissée de côté</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot;: &quot;%2&quot; is not a count of dots from 0 up, so it is left out</source>
        <extracomment>%1: the property&apos;s name; %2: its value.</extracomment>
        <translation>la propriété &quot;%1&quot;&#xa0;: &quot;%2&quot; n&apos;est pas un nombre de pastilles à partir de 0, elle est donc laissée de côté</translation>
    </message>
    <message>
        <source>the tile layers %1 are laid over one another, bottom first: each tile of the level is the uppermost one there; %2 tiles cover a tile of another kind</source>
        <extracomment>%1: the layers&apos; names, bottom first; %2: how many tiles of a lower layer are covered by one of another kind.</extracomment>
        <translation>les calques de tuiles %1 sont superposés, le plus bas d&apos;abord&#xa0;: chaque case du niveau est la tuile la plus haute à cet endroit&#xa0;; %2 tuiles en recouvrent une d&apos;une autre nature</translation>
    </message>
    <message>
        <source>the map is infinite: the level is the rectangle its tiles cover, columns %1 to %2 and rows %3 to %4 of the map</source>
        <translation>la carte est infinie&#xa0;: le niveau est le rectangle que couvrent ses tuiles, colonnes %1 à %2 et rangées %3 à %4 de la carte</translation>
    </message>
    <message>
        <source>%1 tiles of tileset &quot;%2&quot; have the kinds given for them, not kinds of the tileset</source>
        <extracomment>%1: how many tiles; %2: the tileset&apos;s name.</extracomment>
        <translation>%1 tuiles du jeu de tuiles &quot;%2&quot; ont les natures données pour elles, et non des natures du jeu de tuiles</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... et %1 problèmes de plus</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>objet %1</translation>
    </message>
    <message>
        <source>object %1 &quot;%2&quot;</source>
        <translation>objet %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;</source>
        <translation>jeu de tuiles &quot;%1&quot;</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;, tile %2</source>
        <translation>jeu de tuiles &quot;%1&quot;, tuile %2</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation>calque &quot;%1&quot;</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>colonne %1, rangée %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>the %1-compressed tile data needs a %2 MiB window to uncompress, more than the %3 MiB allowed</source>
        <extracomment>%1: zstd; %2, %3: sizes in mebibytes (MiB). The window is how far back zstd&apos;s data may refer.</extracomment>
        <translation>les données de tuiles compressées en %1 demandent une fenêtre de %2 Mio pour être décompressées, plus que les %3 Mio permis</translation>
    </message>
</context>
<context>
    <name>mazeworks::ToolsDock</name>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Next &amp;Ghost</source>
        <translation>Fantôme &amp;suivant</translation>
    </message>
    <message>
        <source>Next Ghost&apos;s &amp;Corner</source>
        <translation>&amp;Coin du fantôme suivant</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Mirror Painting</source>
        <translation>Peinture en &amp;miroir</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror Painting&lt;/b&gt; (M)&lt;br&gt;What is painted on one half is painted on the other too, left and right, as arcade mazes are. Places are not mirrored.</source>
        <translation>&lt;b&gt;Peinture en miroir&lt;/b&gt; (M)&lt;br&gt;Ce qui est peint sur une moitié l&apos;est aussi sur l&apos;autre, à gauche et à droite, comme dans les labyrinthes d&apos;arcade. Les emplacements ne sont pas mis en miroir.</translation>
    </message>
    <message>
        <source>Turn &amp;Anticlockwise</source>
        <translation>Tourner dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>Heading %1</source>
        <translation>Orientation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Peinture</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>&amp;Places</source>
        <translation>&amp;Emplacements</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>&amp;Cases</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <translation>%1, orientation&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, mirrored</source>
        <translation>%1, en miroir</translation>
    </message>
    <message>
        <source>Turn Clock&amp;wise</source>
        <translation>Tourner dans le sens &amp;horaire</translation>
    </message>
</context>
<context>
    <name>mazeworks::UndoNames</name>
    <message numerus="yes">
        <source>Paint %Ln wall</source>
        <translation>
            <numerusform>Peinture de %Ln mur</numerusform>
            <numerusform>Peinture de %Ln murs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln walls</source>
        <translation>
            <numerusform>Peinture de %Ln mur</numerusform>
            <numerusform>Peinture de %Ln murs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln dot</source>
        <translation>
            <numerusform>Peinture de %Ln pastille</numerusform>
            <numerusform>Peinture de %Ln pastilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln dots</source>
        <translation>
            <numerusform>Peinture de %Ln pastille</numerusform>
            <numerusform>Peinture de %Ln pastilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln energizer</source>
        <translation>
            <numerusform>Peinture de %Ln super-pastille</numerusform>
            <numerusform>Peinture de %Ln super-pastilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln energizers</source>
        <translation>
            <numerusform>Peinture de %Ln super-pastille</numerusform>
            <numerusform>Peinture de %Ln super-pastilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln floor tile</source>
        <translation>
            <numerusform>Peinture de %Ln case de sol</numerusform>
            <numerusform>Peinture de %Ln cases de sol</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln floor tiles</source>
        <translation>
            <numerusform>Peinture de %Ln case de sol</numerusform>
            <numerusform>Peinture de %Ln cases de sol</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln tunnel tile</source>
        <translation>
            <numerusform>Peinture de %Ln case de tunnel</numerusform>
            <numerusform>Peinture de %Ln cases de tunnel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln tunnel tiles</source>
        <translation>
            <numerusform>Peinture de %Ln case de tunnel</numerusform>
            <numerusform>Peinture de %Ln cases de tunnel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln door tile</source>
        <translation>
            <numerusform>Peinture de %Ln case de porte</numerusform>
            <numerusform>Peinture de %Ln cases de porte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln door tiles</source>
        <translation>
            <numerusform>Peinture de %Ln case de porte</numerusform>
            <numerusform>Peinture de %Ln cases de porte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln house tile</source>
        <translation>
            <numerusform>Peinture de %Ln case de la maison</numerusform>
            <numerusform>Peinture de %Ln cases de la maison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln house tiles</source>
        <translation>
            <numerusform>Peinture de %Ln case de la maison</numerusform>
            <numerusform>Peinture de %Ln cases de la maison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %Ln tile</source>
        <translation>
            <numerusform>Effacement de %Ln case</numerusform>
            <numerusform>Effacement de %Ln cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %Ln tiles</source>
        <translation>
            <numerusform>Effacement de %Ln case</numerusform>
            <numerusform>Effacement de %Ln cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln tile</source>
        <translation>
            <numerusform>Modification de %Ln case</numerusform>
            <numerusform>Modification de %Ln cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln tiles</source>
        <translation>
            <numerusform>Modification de %Ln case</numerusform>
            <numerusform>Modification de %Ln cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Place the red ghost</source>
        <translation>Placement du fantôme rouge</translation>
    </message>
    <message>
        <source>Place the pink ghost</source>
        <translation>Placement du fantôme rose</translation>
    </message>
    <message>
        <source>Place the cyan ghost</source>
        <translation>Placement du fantôme cyan</translation>
    </message>
    <message>
        <source>Place the orange ghost</source>
        <translation>Placement du fantôme orange</translation>
    </message>
    <message>
        <source>Move the red ghost</source>
        <translation>Déplacement du fantôme rouge</translation>
    </message>
    <message>
        <source>Move the pink ghost</source>
        <translation>Déplacement du fantôme rose</translation>
    </message>
    <message>
        <source>Move the cyan ghost</source>
        <translation>Déplacement du fantôme cyan</translation>
    </message>
    <message>
        <source>Move the orange ghost</source>
        <translation>Déplacement du fantôme orange</translation>
    </message>
    <message>
        <source>Turn the red ghost</source>
        <translation>Rotation du fantôme rouge</translation>
    </message>
    <message>
        <source>Turn the pink ghost</source>
        <translation>Rotation du fantôme rose</translation>
    </message>
    <message>
        <source>Turn the cyan ghost</source>
        <translation>Rotation du fantôme cyan</translation>
    </message>
    <message>
        <source>Turn the orange ghost</source>
        <translation>Rotation du fantôme orange</translation>
    </message>
    <message>
        <source>Move the red ghost&apos;s corner</source>
        <translation>Déplacement du coin du fantôme rouge</translation>
    </message>
    <message>
        <source>Move the pink ghost&apos;s corner</source>
        <translation>Déplacement du coin du fantôme rose</translation>
    </message>
    <message>
        <source>Move the cyan ghost&apos;s corner</source>
        <translation>Déplacement du coin du fantôme cyan</translation>
    </message>
    <message>
        <source>Move the orange ghost&apos;s corner</source>
        <translation>Déplacement du coin du fantôme orange</translation>
    </message>
    <message>
        <source>Change the red ghost&apos;s release time</source>
        <translation>Modification du temps de sortie du fantôme rouge</translation>
    </message>
    <message>
        <source>Change the pink ghost&apos;s release time</source>
        <translation>Modification du temps de sortie du fantôme rose</translation>
    </message>
    <message>
        <source>Change the cyan ghost&apos;s release time</source>
        <translation>Modification du temps de sortie du fantôme cyan</translation>
    </message>
    <message>
        <source>Change the orange ghost&apos;s release time</source>
        <translation>Modification du temps de sortie du fantôme orange</translation>
    </message>
    <message>
        <source>Change the red ghost&apos;s release dot count</source>
        <translation>Modification du nombre de pastilles avant la sortie du fantôme rouge</translation>
    </message>
    <message>
        <source>Change the pink ghost&apos;s release dot count</source>
        <translation>Modification du nombre de pastilles avant la sortie du fantôme rose</translation>
    </message>
    <message>
        <source>Change the cyan ghost&apos;s release dot count</source>
        <translation>Modification du nombre de pastilles avant la sortie du fantôme cyan</translation>
    </message>
    <message>
        <source>Change the orange ghost&apos;s release dot count</source>
        <translation>Modification du nombre de pastilles avant la sortie du fantôme orange</translation>
    </message>
    <message>
        <source>Rename the level</source>
        <translation>Renommage du niveau</translation>
    </message>
    <message>
        <source>Place the muncher</source>
        <translation>Placement du croqueur</translation>
    </message>
    <message>
        <source>Move the muncher</source>
        <translation>Déplacement du croqueur</translation>
    </message>
    <message>
        <source>Turn the muncher</source>
        <translation>Rotation du croqueur</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Modification des règles</translation>
    </message>
    <message>
        <source>Move the fruit</source>
        <translation>Déplacement du fruit</translation>
    </message>
    <message>
        <source>Place the fruit</source>
        <translation>Placement du fruit</translation>
    </message>
    <message>
        <source>Change the level</source>
        <translation>Modification du niveau</translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln properties of the level</source>
        <translation>
            <numerusform>Modification de %Ln propriété du niveau</numerusform>
            <numerusform>Modification de %Ln propriétés du niveau</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightBrushTool</name>
    <message>
        <source>Weight Brush</source>
        <translation>Pinceau de poids</translation>
    </message>
    <message>
        <source>Click or drag to give tiles the chosen weight, the cost of entering them for Dijkstra and A* (1 to 9); Shift+click draws a line from the last tile painted.</source>
        <translation>Cliquez ou faites glisser pour donner aux cases le poids choisi, le coût pour y entrer pour Dijkstra et A* (1 à 9)&#xa0;; Maj+clic trace une ligne depuis la dernière case peinte.</translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightCommand</name>
    <message>
        <source>Paint weights on 1 tile</source>
        <translation>Peindre des poids sur 1 case</translation>
    </message>
    <message numerus="yes">
        <source>Paint weights on %n tiles</source>
        <translation>
            <numerusform>Peindre des poids sur %n case</numerusform>
            <numerusform>Peindre des poids sur %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint weight %1 on 1 tile</source>
        <translation>Peindre le poids %1 sur 1 case</translation>
    </message>
    <message numerus="yes">
        <source>Paint weight %1 on %n tiles</source>
        <translation>
            <numerusform>Peindre le poids %1 sur %n case</numerusform>
            <numerusform>Peindre le poids %1 sur %n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightLook</name>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>herbe</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>sable</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>broussailles</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>collines</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>rocks</source>
        <translation>rochers</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>montagnes</translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightPalette</name>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>The cost of entering a tile for Dijkstra and A* in the overlays; breadth-first search ignores it. The game never looks at it.</source>
        <translation>Le coût pour entrer dans une case pour Dijkstra et A* dans les superpositions&#xa0;; le parcours en largeur l&apos;ignore. Le jeu n&apos;en tient jamais compte.</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>P&amp;oids</translation>
    </message>
    <message>
        <source>Weight %1: %2</source>
        <translation>Poids %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Lighter Weight</source>
        <translation>Poids plus &amp;léger</translation>
    </message>
    <message>
        <source>&amp;Heavier Weight</source>
        <translation>Poids plus l&amp;ourd</translation>
    </message>
    <message>
        <source>Painting weight %1 (%2)</source>
        <translation>Peint le poids %1 (%2)</translation>
    </message>
</context>
</TS>
