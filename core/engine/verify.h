#pragma once

// verify=crc32c: what a written block carries so a later read can tell it
// is the data that was written there.
//
// The unit of checking is a 512-byte sector, not the I/O: every 512 bytes of
// a written block start with a VerifyHeader, the rest is a pattern drawn from
// the sector's offset and the writing pass's generation. A fixed unit lets a
// read check data whatever size of I/O wrote it: a 64k point reading what a
// 4k point wrote, a bssplit read spanning parts of several writes of other
// sizes, the layout's 1 MiB chunks. And a sector is what a device writes
// atomically, so two writes overlapping in flight leave whole sectors of one
// or the other, never a false mismatch.

#include <cstdint>
#include <optional>
#include <string>

namespace surfio {

inline constexpr uint64_t kVerifyUnit = 512;
inline constexpr uint32_t kVerifyMagic = 0x56465355;  // "USFV" read as little-endian bytes

// At the start of each 512-byte unit, in the host's byte order.
struct VerifyHeader {
    uint32_t magic;
    uint32_t crc;          // crc32c of the whole unit, this field taken as zero
    uint64_t offset;       // of the unit on the target
    uint64_t generation;   // the write pass that wrote it (the layout's, or a job's)
    uint32_t length;       // of the unit: kVerifyUnit
    uint32_t writeLength;  // of the I/O that wrote it, to tell a person which write it was
};
static_assert(sizeof(VerifyHeader) == 32);

// Fills length bytes (a multiple of kVerifyUnit) of a block about to be
// written at offset: a header and the pattern in every unit.
void stampVerified(char* block, uint64_t length, uint64_t offset, uint64_t generation);

// What a read found in the first unit that failed its check.
struct VerifyMismatch {
    uint64_t offset = 0;       // where the unit is (expected)
    VerifyHeader found{};      // its header as read
    uint32_t computedCrc = 0;  // crc32c of its data as read
    bool magicOk() const { return found.magic == kVerifyMagic; }
};

// Checks every unit of a block just read from offset: magic, offset, length
// and crc. nullopt when all hold.
std::optional<VerifyMismatch> checkVerified(const char* block, uint64_t length, uint64_t offset);

// The engine message for a mismatch on target (message_text.h templates).
std::string verifyFailure(const std::string& target, const VerifyMismatch& m);

// A generation no earlier pass has used: the realtime clock in microseconds.
uint64_t newGeneration();

}  // namespace surfio
