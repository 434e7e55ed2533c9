#include "verify.h"

#include "crc32c.h"
#include "message_text.h"

#include <cstring>
#include <ctime>

namespace surfio {

namespace {

constexpr uint64_t kCrcAt = offsetof(VerifyHeader, crc);

uint32_t unitCrc(const char* unit)
{
    static constexpr char zero[sizeof(uint32_t)] = {};
    uint32_t state = crc32cUpdate(kCrc32cInit, unit, kCrcAt);
    state = crc32cUpdate(state, zero, sizeof zero);
    state = crc32cUpdate(state, unit + kCrcAt + sizeof zero, kVerifyUnit - kCrcAt - sizeof zero);
    return crc32cFinish(state);
}

// splitmix64 from the unit's offset and generation: no two units alike, so
// neither compression nor dedup can shrink what is written.
void fillPattern(char* to, uint64_t size, uint64_t offset, uint64_t generation)
{
    uint64_t state = offset * 0x9e3779b97f4a7c15ULL ^ generation;
    for (uint64_t at = 0; at + 8 <= size; at += 8) {
        state += 0x9e3779b97f4a7c15ULL;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        std::memcpy(to + at, &z, 8);
    }
}

std::string hex(uint64_t v, int digits)
{
    char text[24];
    std::snprintf(text, sizeof text, "0x%0*llx", digits, static_cast<unsigned long long>(v));
    return text;
}

} // namespace

void stampVerified(char* block, uint64_t length, uint64_t offset, uint64_t generation)
{
    for (uint64_t at = 0; at + kVerifyUnit <= length; at += kVerifyUnit) {
        char* unit = block + at;
        const VerifyHeader header{kVerifyMagic, 0, offset + at, generation, uint32_t(kVerifyUnit), uint32_t(length)};
        std::memcpy(unit, &header, sizeof header);
        fillPattern(unit + sizeof header, kVerifyUnit - sizeof header, offset + at, generation);
        const uint32_t crc = unitCrc(unit);
        std::memcpy(unit + kCrcAt, &crc, sizeof crc);
    }
}

std::optional<VerifyMismatch> checkVerified(const char* block, uint64_t length, uint64_t offset)
{
    for (uint64_t at = 0; at + kVerifyUnit <= length; at += kVerifyUnit) {
        const char* unit = block + at;
        VerifyHeader header;
        std::memcpy(&header, unit, sizeof header);
        const uint32_t crc = unitCrc(unit);
        if (header.magic != kVerifyMagic || header.offset != offset + at || header.length != kVerifyUnit
            || header.crc != crc)
            return VerifyMismatch{offset + at, header, crc};
    }
    return std::nullopt;
}

std::string verifyFailure(const std::string& target, const VerifyMismatch& m)
{
    using std::to_string;
    if (!m.magicOk())
        return formatMessage(messages::kVerifyNoHeader,
                             {target, to_string(m.offset), hex(m.found.magic, 8), hex(kVerifyMagic, 8)});
    return formatMessage(messages::kVerifyMismatch,
                         {target, to_string(m.offset), to_string(m.found.offset), to_string(m.found.length),
                          hex(m.found.crc, 8), hex(m.computedCrc, 8), to_string(m.found.generation),
                          to_string(kVerifyUnit), to_string(m.found.writeLength)});
}

uint64_t newGeneration()
{
    timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return uint64_t(ts.tv_sec) * 1'000'000ULL + uint64_t(ts.tv_nsec) / 1000;
}

} // namespace surfio
