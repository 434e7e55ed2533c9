#pragma once

#include <string>

namespace surfio {

// An error as a value: what went wrong, in words a person can act on, and
// whether it was the input (exit code 2) or the run (exit code 1).
struct Problem {
    enum class Kind { None, Input, Run };
    Kind kind = Kind::None;
    std::string message;

    static Problem input(std::string m) { return {Kind::Input, std::move(m)}; }
    static Problem run(std::string m) { return {Kind::Run, std::move(m)}; }
    explicit operator bool() const { return kind != Kind::None; }
};

// strerror as a std::string, thread-safe.
std::string errorText(int err);

}  // namespace surfio
