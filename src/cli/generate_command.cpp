// `sudoku generate`: new puzzles with exactly one solution, on stdout; the seed on stderr.
//
//   $ sudoku generate --count 2 --difficulty hard --symmetry rotate180 --seed 7
//   seed: 7
//   ..3.…            (one line per puzzle; --format grid, pretty or json for other shapes)
//
// Puzzle i of a run (from 0) is made from seed S + i, so `--seed S --count N` gives the same N
// puzzles on every machine, and `--seed S+i --count 1` gives puzzle i alone. Without --seed a
// seed is drawn from the system and printed, so any run can be repeated. A Killer, jigsaw or X
// puzzle in the line format is preceded by its `variant:` header line, so the output is a batch
// file that `sudoku solve` reads back. With -j N, N puzzles are made at once and printed in
// order. On a terminal, stderr shows how many are done (or, for one long search, the attempt).
// The variant rules (anti-knight, Kropki dots, thermometers, …) are written as f-puzzles JSON,
// one object per line, the only form that carries them.
// Exit status: 0 done, 1 the difficulty was not reached in --max-attempts, 2 bad usage.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "cli/output.hpp"
#include "cli/progress.hpp"
#include "cli/threads.hpp"
#include "solve/ordered_pipeline.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::cli {
namespace {

void print(const Generated& made, Format format, std::uint64_t index) {
  std::string text;
  if (format == Format::json) {
    nlohmann::json object = nlohmann::json::parse(to_json(made.puzzle));
    object["seed"] = made.seed;
    // The score and label as `rate --format json` writes them (docs/formats.md).
    object["score"] = made.rating.score / 10.0;
    object["label"] = std::string(difficulty_name(made.rating.difficulty));
    object["givens"] = made.puzzle.given_count();
    object["attempts"] = made.attempts;
    text = object.dump() + '\n';
  } else {
    if (index > 0 && format != Format::line && format != Format::fpuzzles &&
        format != Format::url) {
      text = "\n";
    }
    text += render_puzzle(made.puzzle, format);
  }
  write_answer(text);
  std::cout.flush();
}

// One puzzle of the run, or why it could not be made.
struct Made {
  std::uint64_t index = 0;
  Generated generated;
  std::optional<std::string> error;
};

// Puzzle `index` of a run. With one thread and a terminal (`show_attempts`), the attempts of a
// long search show on stderr.
Made make(const GenerateOptions& run_options, std::uint64_t first_seed, std::uint64_t index,
          bool show_attempts) {
  GenerateOptions options = run_options;
  options.seed = puzzle_seed(first_seed, index);
  if (show_attempts) {
    options.on_attempt = [index](int attempt) {
      if (attempt % 10 == 0) {
        std::cerr << fmt::format("\r\033[Kpuzzle {}: attempt {}", index + 1, attempt) << std::flush;
      }
    };
    // A long removal of givens (a minimal 25×25 takes minutes) shows how far it is, at most a
    // few times a second.
    options.on_removal = [index, shown = std::chrono::steady_clock::now()](int tried,
                                                                           int orbits) mutable {
      const auto now = std::chrono::steady_clock::now();
      if (now - shown < std::chrono::milliseconds{250}) return;
      shown = now;
      std::cerr << fmt::format("\r\033[Kpuzzle {}: givens tried {} of {}", index + 1, tried, orbits)
                << std::flush;
    };
    // And a Killer's merging of cages (a 25×25 takes minutes).
    options.on_merge = [index, shown = std::chrono::steady_clock::now()](int cages) mutable {
      const auto now = std::chrono::steady_clock::now();
      if (now - shown < std::chrono::milliseconds{250}) return;
      shown = now;
      std::cerr << fmt::format("\r\033[Kpuzzle {}: {} cages", index + 1, cages) << std::flush;
    };
  }
  Made made;
  made.index = index;
  try {
    made.generated = generate(options);
  } catch (const GenerateError& error) {
    made.error = error.what();
  }
  return made;
}

// The output format: the one asked for, or f-puzzles JSON for the variant rules (it and its link
// are the only forms that carry them; asked for another, a usage error that says so).
Format output_format(const GenerateSettings& settings) {
  const std::vector<GeneratedRule>& rules = settings.options.rules;
  if (rules.empty()) return settings.format;
  if (!settings.format_asked) return Format::fpuzzles;
  if (settings.format != Format::fpuzzles && settings.format != Format::url) {
    throw CommandError(
        fmt::format("generate: only f-puzzles JSON and its link carry the {} rule: drop --format "
                    "{} (the default for {} is fpuzzles) or ask for url",
                    generated_rule_name(rules.front()), format_name(settings.format),
                    generate_variant_name({settings.options.variant, rules})),
        kExitBadInput);
  }
  return settings.format;
}

}  // namespace

int run_generate(const GenerateSettings& settings) {
  GenerateOptions options = settings.options;
  try {
    check_generate_options(options);
  } catch (const GenerateError& error) {
    throw CommandError(std::string("generate: ") + error.what(), kExitBadInput);
  }
  const Format format = output_format(settings);
  // Only the JSON output shows a puzzle's score and label: the others skip the rating when no
  // difficulty is asked for (most of the work of a 16×16 or a Killer; the same puzzles).
  options.rate = format == Format::json;
  const std::uint64_t first_seed = settings.seed ? *settings.seed : std::random_device{}();
  std::cerr << "seed: " << first_seed << std::endl;
  const bool progress = progress_wanted();
  if (format == Format::line && options.variant != Variant{}) {
    write_answer("variant: " + variant_name(options.variant) + '\n');
  }
  int threads = settings.threads > 0 ? settings.threads
                                     : static_cast<int>(std::thread::hardware_concurrency());
  threads = static_cast<int>(std::min<std::uint64_t>(std::max(threads, 1), settings.count));
  // Puzzles 0 .. count-1 on the pool of every batch (solve/ordered_pipeline.hpp), printed here
  // in order; at most two puzzles a thread are made ahead of the one being printed.
  parallel::OrderedPipeline<Made> pool(threads);
  const std::string failure = pool.start_failure().message();
  if (pool.started() == 0) {
    throw CommandError("cannot start a thread to make the puzzles (" + failure +
                           "): raise the process or memory limit",
                       kExitBadInput);
  }
  warn_of_fewer_threads(pool.started(), threads, failure);
  const bool show_attempts = progress && pool.started() == 1;
  std::uint64_t next = 0;
  parallel::PipelineOptions pipeline;
  pipeline.look_ahead = static_cast<std::size_t>(pool.started()) * 2 + 1;
  pool.run(
      [&](Made& made) {
        if (next == settings.count) return false;
        made.index = next++;
        return true;
      },
      [&](Made& made, const std::atomic<bool>&) {
        made = make(options, first_seed, made.index, show_attempts);
      },
      [&](Made& made) {
        if (progress) std::cerr << "\r\033[K";
        if (made.error) {
          std::cout.flush();
          throw CommandError(fmt::format("generate: seed {}: {}",
                                         puzzle_seed(first_seed, made.index), *made.error),
                             kExitNo);
        }
        print(made.generated, format, made.index);
        check_output();  // a reader gone (SIGPIPE ignored) or a full disk ends the run
        if (progress && settings.count > 1) {
          std::cerr << fmt::format("generated {}/{}", made.index + 1, settings.count) << std::flush;
        }
      },
      pipeline);
  if (progress && settings.count > 1) std::cerr << "\r\033[K" << std::flush;
  return kExitDone;
}

}  // namespace sudoku::cli
