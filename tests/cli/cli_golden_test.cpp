// Golden tests of the `sudoku` command: each case runs the built binary and pins its exact
// standard output, standard error and exit status.
//
// A case is a folder tests/cli/cases/NAME/ (NAME of letters, digits and '_'; it becomes the
// test's name, e.g. `Cases/CliGolden.Run/seed000_board`) holding:
//
//   cmd         One shell command line, run by `/bin/sh -c`. In it `sudoku` names the binary
//               under test (a shell function wraps it), so a case reads
//                   sudoku solve --format line board
//               and may set up its input first:
//                   yes garbage | head -c 5000000 > big && sudoku big
//               The final line end is ignored.
//   stdin       Optional: standard input of the command. Without it, stdin is /dev/null.
//   stdout      The exact expected standard output,
//   stderr      the exact expected standard error. Either may instead be given as
//   stdout.re   an ECMAScript regular expression (std::regex) that must match the whole
//   stderr.re   output, line ends included (the file's own final line end matches the
//               output's), for output that varies from run to run (timings).
//               Neither file: the stream must be empty.
//   status      The expected exit status, a number (0 done, 1 no, 2 bad input or usage).
//   anything    Input files, named relatively in cmd.
//
// The command runs in a fresh scratch copy of the case folder, so cmd may create files there
// (nothing is ever written into the source tree), with LC_ALL=C (system messages in English)
// and these variables set:
//   SUDOKU_BINARY    the binary under test
//   SUDOKU_EXAMPLES  data/examples, the bundled examples
//   SUDOKU_SANITIZED 1 when the binary is built with AddressSanitizer (whose shadow memory no
//                    `ulimit -v` admits), else empty: a case bounding memory with ulimit -v
//                    skips the bound then, e.g. `[ -n "$SUDOKU_SANITIZED" ] || ulimit -v 500000`
// A case that runs longer than 120 seconds (600 under the sanitizers) is killed and fails: a
// guard against a hang, generous so that a slow, busy machine never fails a correct case.
//
// tests/cli/cases/README.md says the same for whoever adds a case.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

extern char** environ;

namespace {

namespace fs = std::filesystem;

// The test is built with the flags of the binary it runs (the asan preset builds both so).
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// A hang guard, not a speed test: it must never fail a correct program on a slow machine (a
// 2-core machine busy with other builds ran a 5 s case in over 20 s under ASan). Speed is for
// the benchmarks.
constexpr auto kTimeLimit = std::chrono::seconds(kSanitized ? 600 : 120);
// std::regex matches recursively; keep the text it sees small enough for the stack.
constexpr std::size_t kMaxRegexText = 64 * 1024;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::optional<std::string> read_if_present(const fs::path& path) {
  if (!fs::exists(path)) return std::nullopt;
  return read_file(path);
}

// The case folders, sorted by name.
std::vector<std::string> case_names() {
  std::vector<std::string> names;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(SUDOKU_CLI_CASES, error)) {
    if (entry.is_directory()) names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// A scratch folder, removed with everything in it when the test ends.
class ScratchFolder {
 public:
  ScratchFolder() {
    std::string pattern = (fs::temp_directory_path() / "sudoku_cli_test.XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) {
      throw std::runtime_error("mkdtemp: " + std::string(std::strerror(errno)));
    }
    path_ = pattern;
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  ~ScratchFolder() {
    std::error_code error;
    fs::remove_all(path_, error);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

struct Outcome {
  bool finished = false;  // false: killed after the time limit
  bool exited = false;    // false: ended by a signal
  int status = -1;        // the exit status, or the signal number
  std::string out;
  std::string err;
  double seconds = 0;
};

// Runs `script` with /bin/sh in `folder`, stdin from `stdin_path`, and captures its output in
// files beside the folder.
Outcome run_shell(const std::string& script, const fs::path& folder, const fs::path& stdin_path,
                  const fs::path& capture) {
  const fs::path out_path = capture / "stdout";
  const fs::path err_path = capture / "stderr";

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, stdin_path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addchdir_np(&actions, folder.c_str());

  // Its own process group, so a hung pipeline is killed whole; default signal handling.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t no_signals;
  sigemptyset(&no_signals);
  sigset_t default_signals;
  sigemptyset(&default_signals);
  sigaddset(&default_signals, SIGPIPE);
  posix_spawnattr_setsigmask(&attributes, &no_signals);
  posix_spawnattr_setsigdefault(&attributes, &default_signals);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

  // (The test target builds as C++17: no string_view::starts_with.)
  const auto is_set_here = [](const std::string& entry) {
    for (const char* name :
         {"LC_ALL=", "SUDOKU_BINARY=", "SUDOKU_EXAMPLES=", "SUDOKU_SANITIZED="}) {
      if (entry.compare(0, std::strlen(name), name) == 0) return true;
    }
    return false;
  };
  std::vector<std::string> environment;
  for (char** variable = environ; *variable != nullptr; ++variable) {
    if (!is_set_here(*variable)) environment.emplace_back(*variable);
  }
  environment.emplace_back("LC_ALL=C");
  environment.emplace_back(std::string("SUDOKU_BINARY=") + SUDOKU_BINARY);
  environment.emplace_back(std::string("SUDOKU_EXAMPLES=") + SUDOKU_EXAMPLES);
  environment.emplace_back(std::string("SUDOKU_SANITIZED=") + (kSanitized ? "1" : ""));
  std::vector<char*> environment_pointers;
  for (std::string& entry : environment) environment_pointers.push_back(entry.data());
  environment_pointers.push_back(nullptr);

  std::string shell = "/bin/sh";
  std::string dash_c = "-c";
  std::string full_script = "sudoku() { \"$SUDOKU_BINARY\" \"$@\"; }\n" + script;
  char* arguments[] = {shell.data(), dash_c.data(), full_script.data(), nullptr};

  Outcome outcome;
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, shell.c_str(), &actions, &attributes, arguments,
                                  environment_pointers.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (spawned != 0) {
    throw std::runtime_error("posix_spawn /bin/sh: " + std::string(std::strerror(spawned)));
  }

  int wait_status = 0;
  for (;;) {
    const pid_t waited = waitpid(pid, &wait_status, WNOHANG);
    if (waited == pid) {
      outcome.finished = true;
      break;
    }
    if (waited < 0 && errno != EINTR) {
      throw std::runtime_error("waitpid: " + std::string(std::strerror(errno)));
    }
    if (std::chrono::steady_clock::now() - start > kTimeLimit) {
      kill(-pid, SIGKILL);
      waitpid(pid, &wait_status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (outcome.finished) {
    outcome.exited = WIFEXITED(wait_status);
    outcome.status = outcome.exited ? WEXITSTATUS(wait_status) : WTERMSIG(wait_status);
  }
  outcome.out = read_file(out_path);
  outcome.err = read_file(err_path);
  return outcome;
}

// Checks one output stream against `NAME` (exact) or `NAME.re` (a regex for all of it).
void expect_stream(const fs::path& case_folder, const std::string& name,
                   const std::string& actual) {
  const std::optional<std::string> exact = read_if_present(case_folder / name);
  const std::optional<std::string> pattern = read_if_present(case_folder / (name + ".re"));
  ASSERT_FALSE(exact && pattern) << "the case has both " << name << " and " << name
                                 << ".re; keep one";
  if (pattern) {
    ASSERT_LE(actual.size(), kMaxRegexText)
        << name << " is too long to match a regex against (" << actual.size() << " bytes)";
    std::regex regex;
    try {
      regex = std::regex(*pattern, std::regex::ECMAScript);
    } catch (const std::regex_error& error) {
      FAIL() << name << ".re is not a valid regex: " << error.what();
    }
    EXPECT_TRUE(std::regex_match(actual, regex))
        << name << " does not match " << name << ".re\n--- " << name << ".re\n"
        << *pattern << "--- actual " << name << "\n"
        << actual << "---";
    return;
  }
  EXPECT_EQ(exact.value_or(""), actual)
      << "(" << name << (exact ? "" : ": no file, so empty") << ")";
}

std::string trimmed(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) {
    text.pop_back();
  }
  return text;
}

class CliGolden : public ::testing::TestWithParam<std::string> {};

TEST_P(CliGolden, Run) {
  const fs::path case_folder = fs::path(SUDOKU_CLI_CASES) / GetParam();
  const std::optional<std::string> cmd = read_if_present(case_folder / "cmd");
  ASSERT_TRUE(cmd && !trimmed(*cmd).empty()) << case_folder << " has no cmd file";
  const std::optional<std::string> status_text = read_if_present(case_folder / "status");
  ASSERT_TRUE(status_text) << case_folder << " has no status file";
  int expected_status = -1;
  std::istringstream(*status_text) >> expected_status;
  ASSERT_GE(expected_status, 0) << "status file does not hold a number: " << *status_text;

  ScratchFolder scratch;
  const fs::path work = scratch.path() / "case";
  fs::copy(case_folder, work, fs::copy_options::recursive);
  const fs::path stdin_path =
      fs::exists(case_folder / "stdin") ? case_folder / "stdin" : fs::path("/dev/null");

  const std::string command = trimmed(*cmd);
  SCOPED_TRACE("case " + GetParam() + ": sudoku command line: " + command);
  const Outcome outcome = run_shell(command, work, stdin_path, scratch.path());

  ASSERT_TRUE(outcome.finished) << "killed after " << kTimeLimit.count() << " s";
  ASSERT_TRUE(outcome.exited) << "ended by signal " << outcome.status << " ("
                              << strsignal(outcome.status) << ")\nstderr:\n"
                              << outcome.err;
  EXPECT_EQ(expected_status, outcome.status) << "exit status";
  expect_stream(case_folder, "stdout", outcome.out);
  expect_stream(case_folder, "stderr", outcome.err);
}

// The symbols a GoogleTest name may hold.
bool is_name_symbol(char symbol) {
  return (symbol >= 'a' && symbol <= 'z') || (symbol >= 'A' && symbol <= 'Z') ||
         (symbol >= '0' && symbol <= '9') || symbol == '_';
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  std::replace_if(
      name.begin(), name.end(), [](char symbol) { return !is_name_symbol(symbol); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Cases, CliGolden, ::testing::ValuesIn(case_names()), test_name);

// Guards against a wrong SUDOKU_CLI_CASES (which would silently run no case at all) and
// against folder names that do not make test names as they are.
TEST(CliGoldenCases, FolderHoldsCasesWithPlainNames) {
  const std::vector<std::string> names = case_names();
  EXPECT_GE(names.size(), 10U) << "few or no cases under " << SUDOKU_CLI_CASES;
  for (const std::string& name : names) {
    EXPECT_TRUE(std::all_of(name.begin(), name.end(), is_name_symbol))
        << "case folder '" << name << "': use letters, digits and '_' only";
  }
}

TEST(CliGoldenCases, BinaryExists) { EXPECT_TRUE(fs::exists(SUDOKU_BINARY)) << SUDOKU_BINARY; }

}  // namespace
