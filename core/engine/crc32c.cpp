#include "core/engine/crc32c.h"

#include <array>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <nmmintrin.h>
#define SURFIO_CRC32C_X86 1
#endif

namespace surfio {

namespace {

// Slicing-by-8: eight tables, one per byte position of a 64-bit word.
using Tables = std::array<std::array<uint32_t, 256>, 8>;

constexpr Tables makeTables()
{
    Tables t{};
    for (uint32_t i = 0; i < 256; ++i) {
        uint32_t c = i;
        for (int k = 0; k < 8; ++k)
            c = c & 1 ? (c >> 1) ^ 0x82F63B78u : c >> 1;
        t[0][i] = c;
    }
    for (uint32_t i = 0; i < 256; ++i)
        for (size_t k = 1; k < 8; ++k)
            t[k][i] = (t[k - 1][i] >> 8) ^ t[0][t[k - 1][i] & 0xFF];
    return t;
}

constexpr Tables kTables = makeTables();

using UpdateFn = uint32_t (*)(uint32_t, const void*, size_t);

UpdateFn pick()
{
    return crc32cHardware() ? crc32cUpdateHardware : crc32cUpdateTable;
}

}  // namespace

uint32_t crc32cUpdateTable(uint32_t crc, const void* data, size_t size)
{
    auto* p = static_cast<const unsigned char*>(data);
    while (size >= 8) {
        uint64_t word;
        std::memcpy(&word, p, 8);
        word ^= crc;  // little-endian: the running value meets the first four bytes
        crc = kTables[7][word & 0xFF] ^ kTables[6][(word >> 8) & 0xFF] ^ kTables[5][(word >> 16) & 0xFF]
              ^ kTables[4][(word >> 24) & 0xFF] ^ kTables[3][(word >> 32) & 0xFF] ^ kTables[2][(word >> 40) & 0xFF]
              ^ kTables[1][(word >> 48) & 0xFF] ^ kTables[0][word >> 56];
        p += 8;
        size -= 8;
    }
    while (size--)
        crc = (crc >> 8) ^ kTables[0][(crc ^ *p++) & 0xFF];
    return crc;
}

#ifdef SURFIO_CRC32C_X86
__attribute__((target("sse4.2"))) uint32_t crc32cUpdateHardware(uint32_t crc, const void* data, size_t size)
{
    auto* p = static_cast<const unsigned char*>(data);
#ifdef __x86_64__
    uint64_t c = crc;
    for (; size >= 8; p += 8, size -= 8) {
        uint64_t word;
        std::memcpy(&word, p, 8);
        c = _mm_crc32_u64(c, word);
    }
    crc = uint32_t(c);
#endif
    for (; size >= 4; p += 4, size -= 4) {
        uint32_t word;
        std::memcpy(&word, p, 4);
        crc = _mm_crc32_u32(crc, word);
    }
    while (size--)
        crc = _mm_crc32_u8(crc, *p++);
    return crc;
}

bool crc32cHardware()
{
    static const bool has = __builtin_cpu_supports("sse4.2");
    return has;
}
#else
uint32_t crc32cUpdateHardware(uint32_t crc, const void* data, size_t size)
{
    return crc32cUpdateTable(crc, data, size);
}

bool crc32cHardware()
{
    return false;
}
#endif

uint32_t crc32cUpdate(uint32_t crc, const void* data, size_t size)
{
    static const UpdateFn update = pick();
    return update(crc, data, size);
}

}  // namespace surfio
