#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>

namespace mazeworks {

// Something that is always in exactly one of Count states (an enum numbered from 0), with a
// table of the changes that are allowed: any other change is refused at once, so a bug such as
// "eaten twice" shows where it happens, not as a strange sight minutes later.
template <class S, std::size_t Count> class StateMachine {
    static_assert(Count > 0 && Count <= 32, "the table keeps the allowed changes of a state in 32 bits");

public:
    // Names the states in error messages; numbers are used without it.
    using Names = std::string_view (*)(S);

    explicit StateMachine(S initial, Names names = nullptr)
        : m_state(initial)
        , m_previous(initial)
        , m_names(names)
    {
    }

    // Allows the changes from `from` to each of `to`.
    StateMachine& allow(S from, std::initializer_list<S> to)
    {
        for (S s : to) m_allowed[index(from)] |= std::uint32_t { 1 } << index(s);
        return *this;
    }

    // Called after each change with the old and the new state.
    StateMachine& onChange(std::function<void(S, S)> listener)
    {
        m_onChange = std::move(listener);
        return *this;
    }

    bool canChange(S to) const { return (m_allowed[index(m_state)] >> index(to)) & 1u; }

    // Changes to `to`, which the table must allow from the current state; std::logic_error if not.
    void to(S to)
    {
        if (!canChange(to)) throw std::logic_error("not allowed: " + text(m_state) + " -> " + text(to));
        m_previous = m_state;
        m_state = to;
        m_seconds = 0;
        if (m_onChange) m_onChange(m_previous, to);
    }

    // Starts afresh in `state`, whatever the table says: a new round, a test putting a ghost
    // somewhere. No change is reported.
    void reset(S state)
    {
        m_state = m_previous = state;
        m_seconds = 0;
    }

    // Lets time pass in the current state.
    void update(double seconds) { m_seconds += seconds; }

    S state() const { return m_state; }
    S previous() const { return m_previous; }
    bool is(S s) const { return m_state == s; }
    // Seconds since the last change.
    double seconds() const { return m_seconds; }

private:
    static std::size_t index(S s) { return static_cast<std::size_t>(s); }
    std::string text(S s) const { return m_names ? std::string(m_names(s)) : std::to_string(index(s)); }

    std::array<std::uint32_t, Count> m_allowed {};
    S m_state;
    S m_previous;
    double m_seconds = 0;
    Names m_names;
    std::function<void(S, S)> m_onChange;
};

} // namespace mazeworks
