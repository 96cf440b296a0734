// Loading a peer's library and timing it (peer.hpp).
#include "peer.hpp"

#include <dlfcn.h>

#include <fmt/core.h>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "checks.hpp"
#include "failure.hpp"
#include "median.hpp"
#include "tables.hpp"
#include "timed_pass.hpp"

namespace sudoku::bench {
namespace {

constexpr std::size_t kCells = 81;

// Each puzzle's text takes this many bytes: 81 characters and a NUL (tdoku reads on past 81
// characters that are not a terminator as a grid of pencil marks).
constexpr std::size_t kStride = kCells + 1;

// The set's puzzles as the peers read them: 81 characters each, '.' for a blank, then a NUL.
std::vector<char> peer_text(const PuzzleSet& set, std::size_t count) {
  std::vector<char> text(count * kStride, '\0');
  for (std::size_t i = 0; i < count; ++i) {
    const auto& cells = set.puzzles[i].cells();
    for (std::size_t cell = 0; cell < kCells; ++cell) {
      const Digit digit = cells[cell];
      text[i * kStride + cell] = digit == kBlank ? '.' : static_cast<char>('0' + digit);
    }
  }
  return text;
}

}  // namespace

Peer load_peer(std::string_view spec) {
  const std::size_t equals = spec.find('=');
  if (equals == std::string_view::npos || equals == 0 || equals + 1 == spec.size()) {
    fail_usage(fmt::format("--peer '{}': expected NAME=LIBRARY[:SYMBOL]", spec));
  }
  Peer peer;
  peer.name = std::string(spec.substr(0, equals));
  std::string_view rest = spec.substr(equals + 1);
  const std::size_t colon = rest.rfind(':');
  peer.library = std::string(colon == std::string_view::npos ? rest : rest.substr(0, colon));
  peer.symbol = colon == std::string_view::npos ? peer.name : std::string(rest.substr(colon + 1));
  if (peer.library.empty() || peer.symbol.empty()) {
    fail_usage(fmt::format("--peer '{}': expected NAME=LIBRARY[:SYMBOL]", spec));
  }
  void* handle = ::dlopen(peer.library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    fail_usage(fmt::format("--peer {}: cannot load {}: {}", peer.name, peer.library, ::dlerror()));
  }
  void* symbol = ::dlsym(handle, peer.symbol.c_str());
  if (symbol == nullptr) {
    fail_usage(
        fmt::format("--peer {}: {} has no function {}", peer.name, peer.library, peer.symbol));
  }
  peer.solve = reinterpret_cast<PeerSolve*>(symbol);
  return peer;
}

namespace {

class PeerContender final : public Contender {
 public:
  PeerContender(const PuzzleSet& set, const Peer& peer, Mode mode, std::size_t max_puzzles)
      : set_(set), peer_(peer), rule_(rule_for(set.name)) {
    if (static_cast<std::size_t>(set.puzzles.front().cell_count()) != kCells) {
      fail_usage(fmt::format("--peer {}: {} is not a set of 9×9 puzzles", peer.name, set.name));
    }
    figures_.engine = peer.name;
    figures_.peer = true;
    figures_.mode = mode;
    figures_.max_solutions = max_solutions(mode);
    figures_.puzzles =
        max_puzzles == 0 ? set.puzzles.size() : std::min(set.puzzles.size(), max_puzzles);
    text_ = peer_text(set, figures_.puzzles);
    solutions_.resize(figures_.puzzles * kCells + 1);  // room for a NUL after the last grid
    counts_.resize(figures_.puzzles);
  }

  void run_once(int run, int runs) override {
    const Mode mode = figures_.mode;
    fmt::print(stderr, "  {} {} ({}): run {}/{}\n", set_.name, peer_.name, mode_name(mode), run + 1,
               runs);
    guesses_ = 0;
    std::fill(solutions_.begin(), solutions_.end(), '\0');
    const std::size_t limit = figures_.max_solutions;
    const PassTime time = timed_pass(figures_.puzzles, figures_.puzzles, [&](std::size_t i) {
      std::size_t own_guesses = 0;
      counts_[i] =
          peer_.solve(&text_[i * kStride], limit, 0, &solutions_[i * kCells], &own_guesses);
      guesses_ += own_guesses;
    });
    figures_.run_seconds.push_back(time.total);
    figures_.run_cpu_seconds.push_back(time.cpu);

    Answers answers;
    answers.reset(figures_.puzzles, kCells);
    for (std::size_t i = 0; i < figures_.puzzles; ++i) {
      answers.count[i] = counts_[i];
      answers.status[i] = counts_[i] > 0 ? SolveStatus::solved : SolveStatus::no_solution;
      for (std::size_t cell = 0; cell < kCells; ++cell) {
        const char digit = solutions_[i * kCells + cell];
        answers.cells[i * kCells + cell] =
            digit >= '1' && digit <= '9' ? static_cast<Digit>(digit - '0') : kBlank;
      }
    }
    // Counting to 2, a peer may write no solution (tdoku's count does not): its count is judged.
    const CheckResult check =
        check_answers(set_, figures_.puzzles, answers, expected_count(rule_, mode), peer_.name,
                      mode == Mode::unique);
    if (check.wrong > 0) fail_check(check, fmt::format("on {} by {}", set_.name, peer_.name));
    figures_.solutions_checked = check.solutions_checked;
  }

  EngineFigures finish() override {
    figures_.seconds = median(figures_.run_seconds);
    figures_.cpu_seconds = median(figures_.run_cpu_seconds);
    figures_.guesses_per_puzzle =
        static_cast<double>(guesses_) / static_cast<double>(figures_.puzzles);
    if (figures_.mode == Mode::unique && rule_.expect == Expect::exactly_one) {
      figures_.unique_checked = figures_.puzzles;
    }
    return figures_;
  }

 private:
  const PuzzleSet& set_;
  const Peer& peer_;
  const SetRule& rule_;
  EngineFigures figures_;
  std::vector<char> text_;
  std::vector<char> solutions_;
  std::vector<std::size_t> counts_;
  std::size_t guesses_ = 0;
};

}  // namespace

std::unique_ptr<Contender> peer_contender(const PuzzleSet& set, const Peer& peer, Mode mode,
                                          std::size_t max_puzzles) {
  return std::make_unique<PeerContender>(set, peer, mode, max_puzzles);
}

}  // namespace sudoku::bench
