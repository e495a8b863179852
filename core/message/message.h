#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

// Marks an English message of core for translation, and is nothing but its text. lupdate reads
// it as QT_TRANSLATE_NOOP (`-tr-function-alias QT_TRANSLATE_NOOP+=MAZEWORKS_MESSAGE`, set where
// the editor's translations are made), so every message is written once, here in core, and the
// editor finds its translation by the context and the English words.
#define MAZEWORKS_MESSAGE(context, english) english

namespace mazeworks {

// A message is a code and values: core says what happened as an id and the values of the
// placeholders, and whoever shows it puts them into the English text or into a translation.

// One message of a table: its stable id, "code" or "code.variant", which tools and tests key on
// and which is never shown, and the English text with %1, %2 for the values.
struct MessageText {
    std::string_view id;
    const char* english; // a string literal, so that it can go to the translations as it is
};

// The code of a message id, the id without its variant: "duplicate" for "duplicate.ghost.red".
constexpr std::string_view codeOf(std::string_view id) { return id.substr(0, id.find('.')); }

// The message of `table` with this id, or null.
const MessageText* findMessageText(std::span<const MessageText> table, std::string_view id);

// Puts the values into a text in one pass, so that a value holding "%2" is not filled again and a
// translation may take the values in another order: %1 is values[0], up to %9; a placeholder with
// no value becomes "?".
std::string fillPlaceholders(std::string_view text, std::span<const std::string> values);
// The same with numbers, written in the plain C way (no grouping).
std::string fillPlaceholders(std::string_view text, std::span<const std::int64_t> values);

} // namespace mazeworks
