// Runs a fuzz target outside libFuzzer: every file of the directories (or
// the files) given, one call each. The corpus and the regressions of each
// target run so in every build, so an input that once crashed stays fixed.
// A crash, a sanitizer report or a broken property (abort) fails the test.
// Its messages on stderr are notes for a person: the exit status is the
// result, and a failed write to stderr has nowhere else to be reported, so
// fprintf's result is ignored, on purpose, with (void).

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        const fs::path given(argv[i]);
        std::error_code ec;
        if (fs::is_directory(given, ec)) {
            for (const auto& entry : fs::directory_iterator(given))
                if (entry.is_regular_file() && entry.path().filename().string().front() != '.')
                    inputs.push_back(entry.path());
        } else if (fs::is_regular_file(given, ec)) {
            inputs.push_back(given);
        } else {
            // regressions/<what> exists only once a crash was found.
            (void)std::fprintf(stderr, "replay: skipping %s (no such file or directory)\n", argv[i]);
        }
    }
    if (inputs.empty()) {
        (void)std::fprintf(stderr, "replay: no inputs: give the corpus directory\n");
        return 2;
    }
    std::sort(inputs.begin(), inputs.end());
    for (const fs::path& path : inputs) {
        std::ifstream in(path, std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        if (!in.good() && !in.eof()) {
            (void)std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
            return 2;
        }
        (void)std::fprintf(stderr, "replay: %s (%zu bytes)\n", path.c_str(), bytes.size());
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
    }
    (void)std::fprintf(stderr, "replay: %zu inputs, no failure\n", inputs.size());
    return 0;
}
