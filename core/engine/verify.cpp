#include "core/engine/verify.h"

#include "core/engine/crc32c.h"
#include "core/engine/message_text.h"

#include <algorithm>
#include <cstring>
#include <ctime>

#ifdef __x86_64__
#include <nmmintrin.h>
#endif

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

static_assert(kCrcAt == 4, "the first word of a unit is magic, then the crc");

#ifdef __x86_64__
// The crc32 instruction takes 3 cycles but can start one a cycle: four units
// summed side by side go about three times as fast as one after another.
// The crc field is the upper half of each unit's first word, masked to zero.
__attribute__((target("sse4.2"))) void unitCrcsHardware(const char* block, uint64_t units, uint32_t* crcs)
{
    constexpr int kLanes = 4;
    uint64_t u = 0;
    for (; u + kLanes <= units; u += kLanes) {
        const char* p = block + u * kVerifyUnit;
        uint64_t c[kLanes];
        for (int k = 0; k < kLanes; ++k) {
            uint64_t word;
            std::memcpy(&word, p + k * kVerifyUnit, 8);
            c[k] = _mm_crc32_u64(kCrc32cInit, word & 0xFFFFFFFFULL);
        }
        for (uint64_t at = 8; at < kVerifyUnit; at += 8)
            for (int k = 0; k < kLanes; ++k) {
                uint64_t word;
                std::memcpy(&word, p + k * kVerifyUnit + at, 8);
                c[k] = _mm_crc32_u64(c[k], word);
            }
        for (int k = 0; k < kLanes; ++k)
            crcs[u + k] = crc32cFinish(uint32_t(c[k]));
    }
    for (; u < units; ++u)
        crcs[u] = unitCrc(block + u * kVerifyUnit);
}
#endif

// The crc of each of `units` units from block.
void unitCrcs(const char* block, uint64_t units, uint32_t* crcs)
{
#ifdef __x86_64__
    if (crc32cHardware())
        return unitCrcsHardware(block, units, crcs);
#endif
    for (uint64_t u = 0; u < units; ++u)
        crcs[u] = unitCrc(block + u * kVerifyUnit);
}

constexpr uint64_t kUnitsPerPass = 64;  // crcs summed at a time (256 bytes of stack)

// From the unit's offset and generation, so no two units are alike and
// neither compression nor dedup can shrink what is written. Each word is a
// hash of its own index (no chain from word to word), so the loop pipelines:
// the pattern would otherwise be most of a write's cost.
void fillPattern(char* to, uint64_t size, uint64_t offset, uint64_t generation)
{
    uint64_t seed = offset * 0x9e3779b97f4a7c15ULL ^ generation;
    seed = (seed ^ (seed >> 30)) * 0xbf58476d1ce4e5b9ULL;
    seed ^= seed >> 31;
    for (uint64_t at = 0; at + 8 <= size; at += 8) {
        uint64_t z = seed + at * 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 32)) * 0xd6e8feb86659fd93ULL;
        z ^= z >> 32;
        std::memcpy(to + at, &z, 8);
    }
}

std::string hex(uint64_t v, int digits)
{
    char text[24];
    (void)std::snprintf(text, sizeof text, "0x%0*llx", digits,
                        static_cast<unsigned long long>(v));  // fits: 2 + 16 digits
    return text;
}

}  // namespace

void stampVerified(char* block, uint64_t length, uint64_t offset, uint64_t generation)
{
    const uint64_t units = length / kVerifyUnit;
    uint32_t crcs[kUnitsPerPass];
    for (uint64_t first = 0; first < units; first += kUnitsPerPass) {
        const uint64_t count = std::min(kUnitsPerPass, units - first);
        for (uint64_t u = first; u < first + count; ++u) {
            char* unit = block + u * kVerifyUnit;
            const uint64_t at = offset + u * kVerifyUnit;
            const VerifyHeader header{kVerifyMagic, 0, at, generation, uint32_t(kVerifyUnit), uint32_t(length)};
            std::memcpy(unit, &header, sizeof header);
            fillPattern(unit + sizeof header, kVerifyUnit - sizeof header, at, generation);
        }
        unitCrcs(block + first * kVerifyUnit, count, crcs);
        for (uint64_t u = 0; u < count; ++u)
            std::memcpy(block + (first + u) * kVerifyUnit + kCrcAt, &crcs[u], sizeof crcs[u]);
    }
}

std::optional<VerifyMismatch> checkVerified(const char* block, uint64_t length, uint64_t offset)
{
    const uint64_t units = length / kVerifyUnit;
    uint32_t crcs[kUnitsPerPass];
    for (uint64_t first = 0; first < units; first += kUnitsPerPass) {
        const uint64_t count = std::min(kUnitsPerPass, units - first);
        unitCrcs(block + first * kVerifyUnit, count, crcs);
        for (uint64_t u = 0; u < count; ++u) {
            const uint64_t at = (first + u) * kVerifyUnit;
            VerifyHeader header;
            std::memcpy(&header, block + at, sizeof header);
            if (header.magic != kVerifyMagic || header.offset != offset + at || header.length != kVerifyUnit
                || header.crc != crcs[u])
                return VerifyMismatch{offset + at, header, crcs[u]};
        }
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

}  // namespace surfio
