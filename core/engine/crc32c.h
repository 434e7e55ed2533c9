#pragma once

#include <cstddef>
#include <cstdint>

namespace surfio {

// CRC-32C (Castagnoli), as iSCSI, ext4 and fio's verify=crc32c use it:
// reflected polynomial 0x82F63B78, initial value and final xor 0xFFFFFFFF.
// crc32c("123456789") == 0xE3069283.
//
// crc32cUpdate continues a running value (start with kCrc32cInit, finish with
// crc32cFinish), so a block can be summed in pieces.
inline constexpr uint32_t kCrc32cInit = 0xFFFFFFFFu;
inline uint32_t crc32cFinish(uint32_t state)
{
    return ~state;
}

// Uses the CPU's SSE4.2 crc32 instruction when it has one (checked once, at
// run time), the table otherwise.
uint32_t crc32cUpdate(uint32_t state, const void* data, size_t size);
inline uint32_t crc32c(const void* data, size_t size)
{
    return crc32cFinish(crc32cUpdate(kCrc32cInit, data, size));
}

// The two ways, for tests and for saying which one runs.
uint32_t crc32cUpdateTable(uint32_t state, const void* data, size_t size);
uint32_t crc32cUpdateHardware(uint32_t state, const void* data, size_t size);  // only when crc32cHardware()
bool crc32cHardware();

}  // namespace surfio
