#include "core/engine/message_text.h"

namespace surfio {

std::string formatMessage(const char* templ, std::initializer_list<std::string> args)
{
    std::string out;
    for (const char* p = templ; *p; ++p) {
        const size_t n = p[1] >= '1' && p[1] <= '9' ? size_t(p[1] - '0') : 0;
        if (*p == '%' && n >= 1 && n <= args.size()) {
            out += *(args.begin() + (n - 1));
            ++p;
        } else {
            out += *p;
        }
    }
    return out;
}

void addReason(std::string& reasons, const std::string& reason)
{
    reasons = reasons.empty() ? reason : formatMessage(messages::kReasonList, {reasons, reason});
}

}  // namespace surfio
