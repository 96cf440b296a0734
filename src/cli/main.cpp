// The `sudoku` command: parses the arguments (CLI11) and hands over to a subcommand.
//
//   sudoku FILE                 solve the puzzle in FILE (seed 000's behaviour)
//   sudoku solve [FILE|-] ...   solve one puzzle or a batch, one puzzle per line
//   sudoku count [FILE|-] ...   count solutions (up to a limit)
//   sudoku check PUZZLE [SOLUTION]
//   sudoku explain FILE         the logical solution as numbered steps
//   sudoku hint FILE            the next move, in levels (--level, --reveal)
//   sudoku rate [FILE|-]        difficulty score and label, one puzzle or a batch
//   sudoku generate             new puzzles with one solution (--count, --difficulty, …)
//   sudoku serve                the board in a browser (--host, --port, --open, --collection)
#include <charconv>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/cli.hpp"
#include "cli/help_format.hpp"
#include "cli/output.hpp"
#include "cli/progress.hpp"

namespace sudoku::cli {
namespace {

constexpr const char* kSubcommands[] = {"solve", "count", "check",    "show", "explain",
                                        "hint",  "rate",  "generate", "serve"};

// A whole number of at most 18 digits: negative or overflowing counts are usage errors (CLI11
// would otherwise wrap "-3" round to a huge unsigned value).
const CLI::Validator kCount(
    [](const std::string& text) -> std::string {
      const bool digits_only = !text.empty() && text.size() <= 18 &&
                               text.find_first_not_of("0123456789") == std::string::npos;
      return digits_only ? std::string() : "'" + text + "' is not a whole number from 0 to 10^18";
    },
    "COUNT");

// A seed: any 64-bit unsigned number, as the board draws them (0 to 18446744073709551615).
const CLI::Validator kSeed(
    [](const std::string& text) -> std::string {
      std::uint64_t value = 0;
      const char* end = text.data() + text.size();
      const auto [stop, error] = std::from_chars(text.data(), end, value);
      const bool whole = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
      return whole && error == std::errc() && stop == end
                 ? std::string()
                 : "'" + text + "' is not a seed: a whole number from 0 to 18446744073709551615";
    },
    "SEED");

// The engines parse_algorithm accepts, for the help text: "auto, backtrack or classic9".
std::string algorithm_choices() {
  std::vector<std::string> names;
  for (const char* name : {"auto", "backtrack", "classic9", "general", "cdcl", "lcg"}) {
    if (parse_algorithm(name)) names.emplace_back(name);
  }
  std::string text;
  for (std::size_t index = 0; index < names.size(); ++index) {
    if (index != 0) text += index + 1 == names.size() ? " or " : ", ";
    text += names[index];
  }
  return text;
}

// -a/--algorithm, checked by parse_algorithm: an engine the library learns is accepted here.
void add_algorithm_option(CLI::App& command, std::string& algorithm) {
  command.add_option("-a,--algorithm", algorithm, "Engine: " + algorithm_choices())
      ->check(CLI::Validator(
          [](const std::string& name) -> std::string {
            return parse_algorithm(name)
                       ? std::string()
                       : "'" + name + "' is not an engine: expected " + algorithm_choices();
          },
          "ENGINE"))
      ->capture_default_str();
}

// --variant, for the subcommands that read a puzzle: checked by parse_variant.
// Accepts what parse_variant reads, and names the choices otherwise.
CLI::Validator variant_check() {
  return CLI::Validator(
      [](const std::string& name) -> std::string {
        return parse_variant(name) ? std::string()
                                   : "'" + name +
                                         "' is not a variant: expected classic, or killer, "
                                         "jigsaw and x joined by '+' (killer+x)";
      },
      "VARIANT");
}

void add_variant_option(CLI::App& command, std::string& variant) {
  command
      .add_option("--variant", variant,
                  "Rules of a puzzle file without a 'variant:' header: classic, x, killer, "
                  "jigsaw, or several joined by '+' (killer+x)")
      ->check(variant_check());
}

// "2.6-4.0" (or "3.4") as tenths; throws CommandError (usage) when it is not that.
std::pair<int, int> parse_score_range(const std::string& text) {
  auto tenths = [&](std::string_view part) {
    int whole = 0;
    int tenth = 0;
    std::size_t i = 0;
    bool digits = false;
    for (; i < part.size() && part[i] >= '0' && part[i] <= '9'; ++i) {
      whole = whole * 10 + (part[i] - '0');
      digits = true;
      if (whole > 100) break;
    }
    if (i < part.size() && part[i] == '.' && i + 2 == part.size() && part[i + 1] >= '0' &&
        part[i + 1] <= '9') {
      tenth = part[i + 1] - '0';
      i = part.size();
    }
    if (!digits || i != part.size() || whole > 100) {
      throw CommandError("generate: --score '" + text +
                             "' is not a score range such as 2.6-4.0 (scores 0.0 to 100.0)",
                         kExitBadInput);
    }
    return whole * 10 + tenth;
  };
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos) {
    const int score = tenths(text);
    return {score, score};
  }
  return {tenths(std::string_view(text).substr(0, dash)),
          tenths(std::string_view(text).substr(dash + 1))};
}

// --variant of generate, checked by parse_generate_variant, whose message names the parts.
CLI::Validator generate_variant_check() {
  return CLI::Validator(
      [](const std::string& name) -> std::string {
        try {
          parse_generate_variant(name);
        } catch (const GenerateError& error) {
          return error.what();
        }
        return {};
      },
      "VARIANT");
}

void finish_generate_settings(GenerateSettings& settings, const std::string& variant,
                              const std::string& difficulty, const std::string& score,
                              const std::string& symmetry, const std::string& format,
                              bool format_asked) {
  const GenerateVariant parsed = parse_generate_variant(variant);
  settings.options.variant = parsed.variant;
  settings.options.rules = parsed.rules;
  for (const Difficulty label : {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                 Difficulty::expert, Difficulty::extreme}) {
    if (difficulty == difficulty_name(label)) settings.options.difficulty = label;
  }
  if (!score.empty()) {
    const auto [low, high] = parse_score_range(score);
    settings.options.min_score = low;
    settings.options.max_score = high;
  }
  settings.options.symmetry = parse_symmetry(symmetry).value_or(Symmetry::none);
  settings.format = parse_format(format).value_or(Format::line);
  settings.format_asked = format_asked;
}

// --no-progress: no progress line on stderr, even on a terminal (progress.hpp).
void add_no_progress_flag(CLI::App& command, bool& no_progress) {
  command.add_flag("--no-progress", no_progress,
                   "No progress line on stderr (shown on a terminal only: lines done of the "
                   "file's total, percent, rate, time left)");
}

// Options that solve and count share; `counting` is true for the count subcommand.
void add_solve_options(CLI::App& command, SolveSettings& settings, std::string& format,
                       std::string& algorithm, std::string& variant, bool counting) {
  command
      .add_option("file", settings.input,
                  "Puzzle file: a grid (N lines of N symbols) or one puzzle per line; "
                  "'-' reads standard input")
      ->capture_default_str();
  if (counting) {
    command.add_option("-f,--format", format, "Output: line (the count) or json")
        ->check(CLI::IsMember({"line", "json"}));
    command.add_flag("--json", settings.json_alias, "The same as --format json");
  } else {
    command
        .add_option("-f,--format", format,
                    "Output: grid, line, pretty, json, fpuzzles (f-puzzles JSON) or url (its "
                    "f-puzzles link) (default: grid for a grid, line for a batch)")
        ->check(CLI::IsMember({"grid", "line", "pretty", "json", "fpuzzles", "url"}));
    command.add_flag("--json", settings.json_alias, "The same as --format json");
  }
  add_algorithm_option(command, algorithm);
  add_variant_option(command, variant);
  if (!counting) {
    command.add_flag("--count", settings.count,
                     "Print the number of solutions instead of a solution");
  }
  command
      .add_option("--limit", settings.limit,
                  std::string(counting ? "Count" : "With --count: count") +
                      " at most N solutions; a count that reaches it prints as N+ (0: no limit)")
      ->check(kCount)
      ->capture_default_str();
  command
      .add_option("-j,--jobs", settings.threads,
                  "Threads (0: one per core): a batch's puzzles side by side, output in input "
                  "order; a lone puzzle (a grid file, or a batch of one) gets them all: its long "
                  "count splits its search among them, and its hard instance gets two SAT "
                  "solvers side by side")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  command
      .add_option("--seed", settings.seed,
                  "Random seed of the SAT solver that hard instances go to (0 to 1000000000): it "
                  "changes how long a hard search takes, and which solution comes first when "
                  "there are several")
      ->check(CLI::Range(std::uint32_t{0}, kMostSeed))
      ->capture_default_str();
  command.add_flag("--stats", settings.stats,
                   "End with a summary line on stderr: puzzles, solved, no solution, invalid, "
                   "solving time, puzzles/s");
  command
      .add_option("--node-limit", settings.node_limit,
                  "Give up on a puzzle after N search nodes (0: no limit)")
      ->check(kCount);
  command
      .add_option("--time-limit", settings.time_limit_seconds,
                  "Give up on a puzzle after S seconds (0: no limit)")
      ->check(CLI::Range(0.0, 1e6));
}

// `-f,--format text|json` of the subcommands that write text or JSON, and `--json`, the same as
// `--format json` (the flag these subcommands had first, kept for the scripts that use it).
// `json` ends true when either asks for JSON.
void add_text_or_json(CLI::App& command, std::string& format, bool& json, const std::string& what) {
  command.add_option("-f,--format", format, "Output: text, or json (" + what + ")")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  command.add_flag("--json", json, "The same as --format json");
}

void finish_solve_settings(SolveSettings& settings, const std::string& format,
                           const std::string& algorithm, const std::string& variant) {
  if (!format.empty()) settings.format = parse_format(format);
  if (settings.json_alias) settings.format = Format::json;
  if (!variant.empty()) settings.variant = parse_variant(variant);
  settings.algorithm = parse_algorithm(algorithm).value_or(Algorithm::automatic);
  if (settings.threads == 0) {
    settings.threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  }
}

// `sudoku FILE [OPTIONS]` is `sudoku solve FILE [OPTIONS]`, and `sudoku help [SUBCOMMAND]` is
// `sudoku [SUBCOMMAND] --help`: rewrite the arguments so CLI11 sees the long forms.
std::vector<std::string> normalized_arguments(int argc, char** argv) {
  std::vector<std::string> arguments(argv + 1, argv + argc);
  if (arguments.empty()) return arguments;
  const std::string first = arguments.front();
  if (first == "help") {
    arguments.erase(arguments.begin());
    arguments.emplace_back("--help");
    return arguments;
  }
  bool is_subcommand = false;
  for (const char* name : kSubcommands) is_subcommand = is_subcommand || first == name;
  const bool is_top_level_flag = first == "-h" || first == "--help" || first == "--version";
  if (!is_subcommand && !is_top_level_flag) arguments.insert(arguments.begin(), "solve");
  return arguments;
}

int run(int argc, char** argv) {
  CLI::App app{"Solve, check, count, show, explain, rate and generate Sudoku puzzles.", "sudoku"};
  app.set_version_flag("--version", std::string("sudoku ") + SUDOKU_VERSION);
  app.formatter(std::make_shared<HelpFormatter>());
  app.require_subcommand(1);

  bool no_progress = false;
  SolveSettings solve_settings;
  std::string solve_format;
  std::string solve_algorithm = "auto";
  std::string solve_variant;
  CLI::App* solve_command = app.add_subcommand(
      "solve", "Solve one puzzle or a batch (one puzzle per line, one output line per input line)");
  add_solve_options(*solve_command, solve_settings, solve_format, solve_algorithm, solve_variant,
                    false);
  add_no_progress_flag(*solve_command, no_progress);

  SolveSettings count_settings;
  count_settings.count = true;
  std::string count_format;
  std::string count_algorithm = "auto";
  std::string count_variant;
  CLI::App* count_command =
      app.add_subcommand("count", "Count the solutions of one puzzle or a batch, up to a limit");
  add_solve_options(*count_command, count_settings, count_format, count_algorithm, count_variant,
                    true);
  add_no_progress_flag(*count_command, no_progress);

  CheckSettings check_settings;
  std::string check_algorithm = "auto";
  std::string check_variant;
  CLI::App* check_command = app.add_subcommand("check",
                                               "Check a puzzle (valid? complete? unique?) and, "
                                               "given SOLUTION, whether it solves the puzzle");
  check_command->add_option("puzzle", check_settings.puzzle, "Puzzle file ('-' for stdin)")
      ->required();
  check_command->add_option(
      "solution", check_settings.solution,
      "Proposed solution file: complete, breaking no rule, keeping every given");
  check_command->add_flag("--unique", check_settings.unique,
                          "Exit 1 unless the puzzle has exactly one solution");
  std::string check_format = "text";
  add_text_or_json(*check_command, check_format, check_settings.json, "the findings as one object");
  check_command
      ->add_option("-j,--jobs", check_settings.threads,
                   "Threads a long count of the solutions splits its search among (0: one per "
                   "core)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  check_command
      ->add_option("--time-limit", check_settings.time_limit_seconds,
                   "Stop counting the solutions after S seconds (0: no limit): they are then "
                   "'unknown (budget spent)', exit status 1")
      ->check(CLI::Range(0.0, 1e6));
  add_algorithm_option(*check_command, check_algorithm);
  add_variant_option(*check_command, check_variant);

  ShowSettings show_settings;
  std::string show_format = "pretty";
  std::string show_variant;
  CLI::App* show_command = app.add_subcommand(
      "show", "Print a puzzle as it is: a table (cages and regions outlined), or another form");
  show_command
      ->add_option("file", show_settings.input,
                   "Puzzle file: a grid or one puzzle per line; '-' reads standard input")
      ->capture_default_str();
  show_command
      ->add_option("-f,--format", show_format,
                   "Output: pretty (the table), grid (the whole puzzle as text: header, cages or "
                   "regions, givens), line (the one-line form), json, fpuzzles (f-puzzles JSON, "
                   "every rule under its key), url (its f-puzzles link, which SudokuPad opens "
                   "too), or for a 9×9 Killer without givens the forum's sudocue or pointers form")
      ->check(CLI::IsMember(
          {"pretty", "grid", "line", "json", "fpuzzles", "url", "sudocue", "pointers"}))
      ->capture_default_str();
  add_variant_option(*show_command, show_variant);

  ExplainSettings explain_settings;
  std::string explain_algorithm = "auto";
  std::string explain_variant;
  CLI::App* explain_command = app.add_subcommand(
      "explain", "Solve like a person: the logical solution as numbered steps in plain words");
  explain_command->add_option("file", explain_settings.input, "Puzzle file ('-' for stdin)")
      ->capture_default_str();
  std::string explain_format = "text";
  add_text_or_json(*explain_command, explain_format, explain_settings.json,
                   "the steps as one object");
  add_algorithm_option(*explain_command, explain_algorithm);
  add_variant_option(*explain_command, explain_variant);

  HintSettings hint_settings;
  std::string hint_variant;
  CLI::App* hint_command = app.add_subcommand(
      "hint", "The next move only: which technique, then where to look, then the whole step");
  hint_command
      ->add_option("file", hint_settings.input,
                   "Puzzle file, or the grid as filled so far ('-' for stdin)")
      ->capture_default_str();
  hint_command
      ->add_option("--level", hint_settings.level,
                   "1: which technique; 2: and where to look; 3: the whole step")
      ->check(CLI::Range(1, 3))
      ->capture_default_str();
  hint_command->add_flag("--reveal", hint_settings.reveal, "Show the whole step (--level 3)");
  std::string hint_format = "text";
  add_text_or_json(*hint_command, hint_format, hint_settings.json, "the hint as one object");
  add_variant_option(*hint_command, hint_variant);

  RateSettings rate_settings;
  std::string rate_variant;
  CLI::App* rate_command = app.add_subcommand(
      "rate", "Rate how hard a puzzle is for a person: score, label and techniques used");
  rate_command
      ->add_option("file", rate_settings.input,
                   "Puzzle file: a grid or one puzzle per line; '-' reads standard input")
      ->capture_default_str();
  std::string rate_format = "text";
  add_text_or_json(*rate_command, rate_format, rate_settings.json, "one object per puzzle");
  rate_command
      ->add_option("-j,--jobs", rate_settings.threads,
                   "Threads for a batch (0: one per core); output keeps the input order; a "
                   "lone puzzle's count of its solutions gets them all")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  add_variant_option(*rate_command, rate_variant);
  add_no_progress_flag(*rate_command, no_progress);

  GenerateSettings generate_settings;
  std::string generate_variant = "classic";
  std::string generate_difficulty;
  std::string generate_score;
  std::string generate_symmetry = "none";
  std::string generate_format = "line";
  std::string generate_seed;  // decimal, checked by kSeed (CLI11 would read 010 as octal)
  CLI::App* generate_command = app.add_subcommand(
      "generate", "Make new puzzles with exactly one solution; the seed goes to stderr");
  generate_command->add_option("-n,--count", generate_settings.count, "How many puzzles")
      ->check(kCount)
      ->capture_default_str();
  generate_command
      ->add_option("--size", generate_settings.options.side,
                   "Side of the grid: 1 to 64 (Killers up to 25; --minimal up to 25, or 36 "
                   "with --proof-nodes)")
      ->check(CLI::Range(1, kMaxSide))
      ->capture_default_str();
  generate_command
      ->add_option("--variant", generate_variant,
                   "Rules of the puzzles: classic, or several of " + generate_variant_parts() +
                       " joined by '+' (killer+x, jigsaw+x, anti-knight+kropki); the variant "
                       "rules from anti-knight on are written as f-puzzles JSON")
      ->check(generate_variant_check())
      ->capture_default_str();
  generate_command
      ->add_option("--difficulty", generate_difficulty,
                   "Wanted label: easy, medium, hard, expert or extreme (docs/logic.md)")
      ->check(CLI::IsMember({"easy", "medium", "hard", "expert", "extreme"}));
  generate_command->add_option("--score", generate_score,
                               "Wanted score range MIN-MAX, e.g. 2.6-4.0 (Sudoku Explainer "
                               "ratings; a single number N means N-N)");
  generate_command
      ->add_option("--symmetry", generate_symmetry,
                   "Pattern of the givens: none, rotate180, rotate90, mirror or diagonal")
      ->check(CLI::IsMember({"none", "rotate180", "rotate90", "mirror", "diagonal"}))
      ->capture_default_str();
  generate_command->add_flag("--minimal", generate_settings.options.minimal,
                             "No given can be taken away (no two cages merged, for a Killer) "
                             "without a second solution");
  generate_command
      ->add_option("--proof-nodes", generate_settings.options.node_limit,
                   "Nodes one proof of uniqueness may take; past it the given stays (the cages "
                   "stay apart): smaller is faster, less close to minimal (at most 200000 for "
                   "--minimal above 25)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1'000'000'000}))
      ->capture_default_str();
  CLI::Option* seed_option = generate_command->add_option(
      "--seed", generate_seed, "Seed of the first puzzle (puzzle i uses seed + i); default: drawn");
  seed_option->check(kSeed)->type_name("UINT");
  generate_command
      ->add_option("-f,--format", generate_format,
                   "Output: line (one puzzle per line, after a 'variant:' header for other "
                   "variants), grid, pretty, json, fpuzzles (one per line; the default for the "
                   "variant rules) or url (its f-puzzles link; with fpuzzles the only forms "
                   "that carry the variant rules)")
      ->check(CLI::IsMember({"line", "grid", "pretty", "json", "fpuzzles", "url"}))
      ->capture_default_str();
  generate_command
      ->add_option("--max-attempts", generate_settings.options.max_attempts,
                   "Puzzles made per output puzzle before giving up on the difficulty")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  generate_command
      ->add_option("-j,--jobs", generate_settings.threads,
                   "Threads (0: one per core); the output is the same for any number")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  add_no_progress_flag(*generate_command, no_progress);
  generate_command->get_option("--difficulty")->excludes(generate_command->get_option("--score"));

  ServeSettings serve_settings;
  CLI::App* serve_command = app.add_subcommand(
      "serve", "Serve the board: a web page to play, solve and learn, and its JSON API");
  serve_command->add_option("--host", serve_settings.host, "Address to listen on")
      ->capture_default_str();
  serve_command->add_option("--port", serve_settings.port, "Port to listen on (0: any free port)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  serve_command->add_flag("--open", serve_settings.open, "Open the page in the desktop's browser");
  serve_command
      ->add_option("--collection", serve_settings.collections,
                   "New boards from FILE only, not the built-in collection: one puzzle per "
                   "line, as 'sudoku solve FILE' reads them (bad lines skipped); repeatable")
      ->type_name("FILE")
      ->allow_extra_args(false);

  // Set after the subcommands are made, so that it stays on the top-level help only.
  app.footer(
      "Usage: sudoku FILE   (the same as 'sudoku solve FILE')\n"
      "'sudoku FILE' prints the solution of the puzzle in FILE as a grid, or (no solution).\n"
      "Exit status: 0 done; 1 no solution (or not unique, or not a solution);\n"
      "2 bad input or usage.\n"
      "Run 'sudoku SUBCOMMAND --help' for the options of each subcommand.");

  if (argc < 2) {
    std::cerr << app.help();
    return kExitBadInput;
  }
  std::vector<std::string> arguments = normalized_arguments(argc, argv);
  const std::string help_hint = arguments.front().front() == '-'
                                    ? "sudoku --help"
                                    : "sudoku " + arguments.front() + " --help";
  try {
    std::reverse(arguments.begin(), arguments.end());  // CLI11 takes them last-first
    app.parse(arguments);
  } catch (const CLI::CallForHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForVersion& version) {
    return app.exit(version);
  } catch (const CLI::ParseError& error) {
    std::cerr << "sudoku: " << error.what() << "\nRun '" << help_hint << "' for usage.\n";
    return kExitBadInput;
  }

  // Ctrl+C ends a long batch or run of generate after a whole answer (the server keeps the
  // signals' usual meaning).
  if (!serve_command->parsed()) end_cleanly_on_interrupt();
  allow_progress(!no_progress);
  if (solve_command->parsed()) {
    finish_solve_settings(solve_settings, solve_format, solve_algorithm, solve_variant);
    return run_solve(solve_settings);
  }
  if (count_command->parsed()) {
    finish_solve_settings(count_settings, count_format, count_algorithm, count_variant);
    return run_solve(count_settings);
  }
  if (show_command->parsed()) {
    show_settings.format = parse_format(show_format).value_or(Format::pretty);
    if (!show_variant.empty()) show_settings.variant = parse_variant(show_variant);
    return run_show(show_settings);
  }
  if (explain_command->parsed()) {
    explain_settings.json = explain_settings.json || explain_format == "json";
    explain_settings.algorithm = parse_algorithm(explain_algorithm).value_or(Algorithm::automatic);
    if (!explain_variant.empty()) explain_settings.variant = parse_variant(explain_variant);
    return run_explain(explain_settings);
  }
  if (hint_command->parsed()) {
    hint_settings.json = hint_settings.json || hint_format == "json";
    if (!hint_variant.empty()) hint_settings.variant = parse_variant(hint_variant);
    return run_hint(hint_settings);
  }
  if (rate_command->parsed()) {
    rate_settings.json = rate_settings.json || rate_format == "json";
    if (!rate_variant.empty()) rate_settings.variant = parse_variant(rate_variant);
    if (rate_settings.threads == 0) {
      rate_settings.threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    }
    return run_rate(rate_settings);
  }
  if (generate_command->parsed()) {
    finish_generate_settings(generate_settings, generate_variant, generate_difficulty,
                             generate_score, generate_symmetry, generate_format,
                             generate_command->get_option("--format")->count() > 0);
    if (seed_option->count() > 0) {
      std::uint64_t seed = 0;
      std::from_chars(generate_seed.data(), generate_seed.data() + generate_seed.size(), seed);
      generate_settings.seed = seed;
    }
    return run_generate(generate_settings);
  }
  if (serve_command->parsed()) return run_serve(serve_settings);
  check_settings.json = check_settings.json || check_format == "json";
  check_settings.algorithm = parse_algorithm(check_algorithm).value_or(Algorithm::automatic);
  if (!check_variant.empty()) check_settings.variant = parse_variant(check_variant);
  if (check_settings.threads == 0) {
    check_settings.threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  }
  return run_check(check_settings);
}

}  // namespace
}  // namespace sudoku::cli

int main(int argc, char** argv) {
  try {
    const int status = sudoku::cli::run(argc, argv);
    std::cout.flush();
    sudoku::cli::check_output();
    return status;
  } catch (const sudoku::cli::CommandError& error) {
    std::cout << std::flush;
    std::cerr << (error.names_place() ? "" : "sudoku: ") << error.what() << '\n';
    return error.exit_status();
  } catch (const std::exception& error) {
    std::cout << std::flush;
    std::cerr << "sudoku: " << error.what() << '\n';
    return sudoku::cli::kExitBadInput;
  }
}
