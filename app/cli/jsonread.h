#pragma once

// A small JSON reader for what mazeworks-cli itself wrote (a playtest shard's report): numbers
// are kept as their text, so a 64-bit seed or a 128-bit sum comes back whole, which a reader
// that turns every number into a double cannot promise.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks::cli {

struct JsonValue {
    enum class Kind { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    bool boolean = false;
    std::string text; // a number's text or a string's characters
    std::vector<JsonValue> items; // an array's values
    std::vector<std::pair<std::string, JsonValue>> members; // an object's, in order

    // The member `name` of an object, or none.
    const JsonValue* find(std::string_view name) const;
};

// The document in `text`; a description of the first mistake ("line 3: ...") in `error` and none
// when it is not JSON.
std::optional<JsonValue> parseJson(std::string_view text, std::string* error);

} // namespace mazeworks::cli
