// mazeworks-cli: everything the editor computes, without a screen (docs/cli.md).

#include "cli.h"

#include <algorithm>
#include <iostream>

#ifndef MAZEWORKS_VERSION
#define MAZEWORKS_VERSION "0.0.0"
#endif

using namespace mazeworks::cli;

namespace {

void printUsage(std::ostream& out)
{
    out << "usage: mazeworks-cli COMMAND [OPTIONS] [ARGS]\n"
           "       mazeworks-cli COMMAND --help\n"
           "       mazeworks-cli --version\n\n"
           "Mazeworks without a screen: check levels, find paths, generate dungeons, play and measure.\n\n"
           "Commands:\n";
    std::vector<const Command*> sorted;
    for (const Command& c : commands()) sorted.push_back(&c);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->name < b->name; });
    for (const Command* c : sorted) {
        out << "  " << c->name << std::string(c->name.size() < 10 ? 10 - c->name.size() : 1, ' ') << c->summary << "\n";
    }
    out << "\nExit status: 0 success, 1 the input has errors, 2 a usage error or a file that cannot be read or "
           "written.\n";
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty()) {
        printUsage(std::cerr);
        return UsageOrFile;
    }
    if (words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        printUsage(std::cout);
        return Success;
    }
    if (words[0] == "--version") {
        std::cout << "mazeworks-cli " << MAZEWORKS_VERSION << "\n";
        return Success;
    }
    for (const Command& command : commands()) {
        if (command.name != words[0]) continue;
        const std::vector<std::string> rest(words.begin() + 1, words.end());
        try {
            if (printedHelp(command, rest)) return Success;
            return command.run(rest);
        } catch (const Failure& failure) {
            std::cout.flush();
            std::cerr << "mazeworks-cli " << command.name << ": " << failure.what() << "\n";
            return UsageOrFile;
        } catch (const std::bad_alloc&) {
            std::cout.flush();
            std::cerr << "mazeworks-cli " << command.name << ": out of memory\n";
            return UsageOrFile;
        }
    }
    std::cerr << "mazeworks-cli: \"" << words[0] << "\" is not a command\n\n";
    printUsage(std::cerr);
    return UsageOrFile;
}
