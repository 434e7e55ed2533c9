// The option values of `surfio run` (and of export-fio and the GUI's launch
// options), parsed as run_command.cpp does, without running anything. The
// input is the argument list, one argument a line. Every list either gives
// a matrix that survives matrix JSON and expands, or a message.

#include "core/matrix/run_options.h"
#include "tests/fuzz/fuzz_common.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTemporaryDir>

using namespace surfio;
using namespace surfio::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > 8192)
        return -1;
    // Relative paths (--filename, --directory, --output) resolve in an empty
    // directory of the fuzzer's own, never among the project's files.
    static QTemporaryDir directory;
    static const bool entered = directory.isValid() && QDir::setCurrent(directory.path());
    require(entered, "an empty working directory");

    QStringList arguments = text(data, size).split(QLatin1Char('\n'));
    arguments.prepend(QStringLiteral("surfio"));
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    addRunOptions(parser);
    if (!parser.parse(runArguments(arguments))) {
        require(!parser.errorText().isEmpty(), "a refused argument list has a message");
        return 0;
    }
    // --preset and --rerun read files; the preset and result targets fuzz
    // those. Here they may name built-in presets and files in the directory.
    for (const char* reads : {"preset", "rerun"})
        if (parser.value(QLatin1String(reads)).contains(QLatin1Char('/')))
            return 0;
    RunOptions options;
    QString error;
    const bool ok = parseRunOptions(parser, options, error);
    requireMessage(ok, error, "parseRunOptions");
    if (!ok)
        return 0;
    requireMatrixRoundTrip(options.matrix);
    require(!options.matrix.expand().empty(), "a run has points");
    require(!options.matrix.base.targets.empty(), "a run has a target");
    return 0;
}
