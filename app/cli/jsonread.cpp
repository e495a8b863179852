#include "jsonread.h"

#include <cstdio>

namespace mazeworks::cli {

const JsonValue* JsonValue::find(std::string_view name) const
{
    if (kind != Kind::Object) return nullptr;
    for (const auto& [key, value] : members) {
        if (key == name) return &value;
    }
    return nullptr;
}

namespace {

class Reader {
public:
    explicit Reader(std::string_view text)
        : m_text(text)
    {
    }

    std::optional<JsonValue> document(std::string* error)
    {
        JsonValue v;
        if (value(v, 0)) {
            space();
            if (m_at == m_text.size()) return v;
            fail("text after the end of the document");
        }
        if (error) *error = "line " + std::to_string(line()) + ": " + m_why;
        return std::nullopt;
    }

private:
    bool fail(const std::string& why)
    {
        if (m_why.empty()) m_why = why;
        return false;
    }

    int line() const
    {
        int n = 1;
        for (std::size_t i = 0; i < m_at && i < m_text.size(); ++i) n += m_text[i] == '\n';
        return n;
    }

    void space()
    {
        while (m_at < m_text.size()
            && (m_text[m_at] == ' ' || m_text[m_at] == '\n' || m_text[m_at] == '\r' || m_text[m_at] == '\t'))
            ++m_at;
    }

    bool word(std::string_view w)
    {
        if (m_text.substr(m_at, w.size()) != w) return fail("not a JSON value");
        m_at += w.size();
        return true;
    }

    bool value(JsonValue& v, int depth)
    {
        if (depth > 64) return fail("nested too deeply");
        space();
        if (m_at >= m_text.size()) return fail("the document ends too early");
        const char c = m_text[m_at];
        if (c == '{') return object(v, depth);
        if (c == '[') return array(v, depth);
        if (c == '"') {
            v.kind = JsonValue::Kind::String;
            return string(v.text);
        }
        if (c == 't' || c == 'f') {
            v.kind = JsonValue::Kind::Bool;
            v.boolean = c == 't';
            return word(c == 't' ? "true" : "false");
        }
        if (c == 'n') {
            v.kind = JsonValue::Kind::Null;
            return word("null");
        }
        return number(v);
    }

    bool number(JsonValue& v)
    {
        const std::size_t start = m_at;
        const auto digits = [&] {
            const std::size_t from = m_at;
            while (m_at < m_text.size() && m_text[m_at] >= '0' && m_text[m_at] <= '9') ++m_at;
            return m_at > from;
        };
        if (m_at < m_text.size() && m_text[m_at] == '-') ++m_at;
        if (!digits()) return fail("not a JSON value");
        if (m_at < m_text.size() && m_text[m_at] == '.') {
            ++m_at;
            if (!digits()) return fail("a number without digits after its point");
        }
        if (m_at < m_text.size() && (m_text[m_at] == 'e' || m_text[m_at] == 'E')) {
            ++m_at;
            if (m_at < m_text.size() && (m_text[m_at] == '+' || m_text[m_at] == '-')) ++m_at;
            if (!digits()) return fail("a number without digits in its exponent");
        }
        v.kind = JsonValue::Kind::Number;
        v.text = std::string(m_text.substr(start, m_at - start));
        return true;
    }

    bool string(std::string& out)
    {
        ++m_at; // the quote
        while (m_at < m_text.size()) {
            const char c = m_text[m_at++];
            if (c == '"') return true;
            if (static_cast<unsigned char>(c) < 0x20) return fail("a control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_at >= m_text.size()) break;
            const char e = m_text[m_at++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                if (m_at + 4 > m_text.size()) return fail("a \\u escape cut short");
                unsigned code = 0;
                for (int i = 0; i < 4; ++i) {
                    const char h = m_text[m_at++];
                    code <<= 4;
                    if (h >= '0' && h <= '9')
                        code |= static_cast<unsigned>(h - '0');
                    else if (h >= 'a' && h <= 'f')
                        code |= static_cast<unsigned>(h - 'a' + 10);
                    else if (h >= 'A' && h <= 'F')
                        code |= static_cast<unsigned>(h - 'A' + 10);
                    else
                        return fail("a \\u escape that is not hexadecimal");
                }
                // Our own writer escapes only control characters this way; others as UTF-8.
                if (code < 0x80) {
                    out += static_cast<char>(code);
                } else if (code < 0x800) {
                    out += static_cast<char>(0xc0 | (code >> 6));
                    out += static_cast<char>(0x80 | (code & 0x3f));
                } else {
                    out += static_cast<char>(0xe0 | (code >> 12));
                    out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
                    out += static_cast<char>(0x80 | (code & 0x3f));
                }
                break;
            }
            default:
                return fail("an unknown escape in a string");
            }
        }
        return fail("a string that does not end");
    }

    bool array(JsonValue& v, int depth)
    {
        v.kind = JsonValue::Kind::Array;
        ++m_at;
        space();
        if (m_at < m_text.size() && m_text[m_at] == ']') {
            ++m_at;
            return true;
        }
        for (;;) {
            JsonValue item;
            if (!value(item, depth + 1)) return false;
            v.items.push_back(std::move(item));
            space();
            if (m_at >= m_text.size()) return fail("an array that does not end");
            if (m_text[m_at] == ',') {
                ++m_at;
                continue;
            }
            if (m_text[m_at] == ']') {
                ++m_at;
                return true;
            }
            return fail("expected , or ] in an array");
        }
    }

    bool object(JsonValue& v, int depth)
    {
        v.kind = JsonValue::Kind::Object;
        ++m_at;
        space();
        if (m_at < m_text.size() && m_text[m_at] == '}') {
            ++m_at;
            return true;
        }
        for (;;) {
            space();
            if (m_at >= m_text.size() || m_text[m_at] != '"') return fail("expected a name in quotes in an object");
            std::string key;
            if (!string(key)) return false;
            space();
            if (m_at >= m_text.size() || m_text[m_at] != ':') return fail("expected : after a name");
            ++m_at;
            JsonValue member;
            if (!value(member, depth + 1)) return false;
            v.members.emplace_back(std::move(key), std::move(member));
            space();
            if (m_at >= m_text.size()) return fail("an object that does not end");
            if (m_text[m_at] == ',') {
                ++m_at;
                continue;
            }
            if (m_text[m_at] == '}') {
                ++m_at;
                return true;
            }
            return fail("expected , or } in an object");
        }
    }

    std::string_view m_text;
    std::size_t m_at = 0;
    std::string m_why;
};

} // namespace

std::optional<JsonValue> parseJson(std::string_view text, std::string* error) { return Reader(text).document(error); }

} // namespace mazeworks::cli
