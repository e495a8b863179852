#include "fileerror.h"

#include <cstring>

namespace mazeworks {

std::string reasonText(const FileError& error)
{
    switch (error.code) {
    case FileError::Code::Folder:
        return "it is a folder";
    case FileError::Code::Device:
        return "it is a device, not a file";
    case FileError::Code::TooLarge:
        return std::to_string(error.size) + " bytes, more than the " + std::to_string(error.limit >> 20)
            + " MiB a file may have";
    case FileError::Code::Open:
    case FileError::Code::Read:
    case FileError::Code::Write:
        break;
    }
    return std::strerror(error.system);
}

std::string describe(const std::string& path, const FileError& error)
{
    const char* verb = error.writing ? ": cannot write: " : ": cannot read: ";
    return path + verb + reasonText(error);
}

} // namespace mazeworks
