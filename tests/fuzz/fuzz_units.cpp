// fio's size ("4k", "1m"), time ("30s", "500ms") and bssplit
// ("4k/60:64k/40") syntax, as in job files, command lines and matrix JSON.
// A size reads back from its fio spelling; a split's percents are positive
// and add up to 100, and its name reads back to the same split.

#include "core/fio/fio_export.h"
#include "core/text/units.h"
#include "tests/fuzz/fuzz_common.h"

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > 4096)
        return -1;
    const QString input = text(data, size);

    if (const auto bytes = parseSize(input)) {
        require(parseSize(QString::number(*bytes)) == bytes, "a size reads back from its number of bytes");
        require(parseSize(fioSize(*bytes)) == bytes, "a size reads back from fio's spelling of it", fioSize(*bytes));
        require(!formatSize(*bytes).isEmpty(), "a size has a spelling for people");
    }

    if (const auto duration = parseDuration(input)) {
        require(duration->count() >= 0, "a duration is not negative");
        require(!formatDuration(*duration).isEmpty(), "a duration has a spelling for people");
    }

    BlockSplit split;
    QString error;
    const bool ok = parseBlockSplit(input, split, error);
    requireMessage(ok, error, "parseBlockSplit");
    if (ok) {
        unsigned total = 0;
        for (const BlockSplitPart& part : split) {
            require(part.size > 0 && part.percent > 0 && part.percent <= 100,
                    "a split's parts have a size and a share");
            total += part.percent;
        }
        require(total == 100, "a split's percents add up to 100", input);
        const QString name = QString::fromStdString(blockSplitName(split));
        BlockSplit again;
        QString why;
        require(parseBlockSplit(name, again, why) && again == split, "a split reads back from its name", name);
        JobSpec spec;
        spec.blockSplit = split;
        (void)validateSpec(spec);  // the engine's checks take any split
    }
    return 0;
}
