#include "core/engine/problem.h"

#include <cstring>

namespace surfio {

std::string errorText(int err)
{
    // strerror() may share one buffer between threads; strerror_r does not.
    // glibc with _GNU_SOURCE (g++ always defines it) has the variant that
    // returns a char*, which may or may not point into buf.
    char buf[256];
    return strerror_r(err, buf, sizeof buf);
}

}  // namespace surfio
