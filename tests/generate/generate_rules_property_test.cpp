// Properties of generated puzzles with variant rules (GeneratedRule), each rule over a few
// hundred seeds on a small grid (6×6; 4×4 for windoku) and a handful of minimal 9×9: one solution,
// counted to two by general and, on the small grids, by backtrack too (which checks the rules by
// the core's find_rule_conflict); the rules asked for are there, and the marks fit the solution
// (every dot of a negative form, thermometers rising along king's moves); a minimal puzzle loses
// its one solution with any given taken away; the f-puzzles JSON reads back as the same puzzle;
// the same seed gives the same puzzle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

constexpr int kSmallSeeds = 200;
constexpr int kNineSeeds = 5;
constexpr std::uint64_t kBacktrackBudget = 3'000'000;

std::uint64_t count_to_two(const Puzzle& puzzle, Algorithm algorithm) {
  SolveOptions options;
  options.max_solutions = 2;
  options.algorithm = algorithm;
  if (algorithm == Algorithm::backtrack) options.node_limit = kBacktrackBudget;
  const SolveResult result = solve(puzzle, options);
  // Backtrack may spend its budget on a sparse jigsaw (then general counts again); general never.
  if (result.status == SolveStatus::budget_spent && algorithm == Algorithm::backtrack) {
    return count_to_two(puzzle, Algorithm::general);
  }
  EXPECT_NE(result.status, SolveStatus::budget_spent) << to_fpuzzles(puzzle);
  return result.count;
}

template <typename Rule>
std::vector<Rule> rules_of(const Puzzle& puzzle) {
  std::vector<Rule> found;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* rule = std::get_if<Rule>(&constraint)) found.push_back(*rule);
  }
  return found;
}

bool has(const Puzzle& puzzle, const Constraint& wanted) {
  return std::find(puzzle.constraints().begin(), puzzle.constraints().end(), wanted) !=
         puzzle.constraints().end();
}

// The dots of `kind` and `value` that the solution's digits fit: pairs of orthogonal neighbours.
int fitting_dots(const Puzzle& solution, DotKind kind, int value) {
  int count = 0;
  const int side = solution.side();
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    for (const int other : {cell + 1, cell + side}) {
      if (other >= solution.cell_count() || (other == cell + 1 && (cell + 1) % side == 0)) continue;
      const int low = std::min(solution.at(cell), solution.at(other));
      const int high = std::max(solution.at(cell), solution.at(other));
      const bool fits = kind == DotKind::difference ? high - low == value
                        : kind == DotKind::ratio    ? high == low * value
                                                    : high + low == value;
      count += fits ? 1 : 0;
    }
  }
  return count;
}

int dots_of(const Puzzle& puzzle, DotKind kind, int value) {
  const std::vector<Dot> dots = rules_of<Dot>(puzzle);
  return static_cast<int>(std::count_if(dots.begin(), dots.end(), [&](const Dot& dot) {
    return dot.kind == kind && dot.value == value;
  }));
}

// The rule's constraints are in the puzzle, as the solution has them.
void expect_rule_kept(GeneratedRule rule, const Generated& made,
                      const std::vector<GeneratedRule>& asked) {
  const Puzzle& puzzle = made.puzzle;
  const Puzzle& solution = made.solution;
  const int side = puzzle.side();
  const auto negative = [&](DotKind kind, int value) {
    return has(puzzle, NegativeDots{kind, value});
  };
  switch (rule) {
    case GeneratedRule::anti_knight:
      EXPECT_TRUE(has(puzzle, GlobalRule{GlobalRuleKind::anti_knight}));
      break;
    case GeneratedRule::anti_king:
      EXPECT_TRUE(has(puzzle, GlobalRule{GlobalRuleKind::anti_king}));
      break;
    case GeneratedRule::non_consecutive:
      // With Kropki dots, in f-puzzles' form: the white dots' negative constraint.
      if (dots_of(puzzle, DotKind::difference, 1) + dots_of(puzzle, DotKind::ratio, 2) > 0) {
        EXPECT_FALSE(has(puzzle, GlobalRule{GlobalRuleKind::non_consecutive}));
        EXPECT_TRUE(negative(DotKind::difference, 1));
      } else {
        EXPECT_TRUE(has(puzzle, GlobalRule{GlobalRuleKind::non_consecutive}));
      }
      break;
    case GeneratedRule::kropki:
      EXPECT_GT(dots_of(puzzle, DotKind::difference, 1) + dots_of(puzzle, DotKind::ratio, 2), 0);
      EXPECT_FALSE(negative(DotKind::ratio, 2));
      // the non-consecutive rule's f-puzzles form, when asked for
      EXPECT_EQ(negative(DotKind::difference, 1),
                std::count(asked.begin(), asked.end(), GeneratedRule::non_consecutive) == 1);
      break;
    case GeneratedRule::kropki_negative:
      EXPECT_EQ(dots_of(puzzle, DotKind::difference, 1),
                fitting_dots(solution, DotKind::difference, 1));
      EXPECT_EQ(dots_of(puzzle, DotKind::ratio, 2), fitting_dots(solution, DotKind::ratio, 2));
      EXPECT_TRUE(negative(DotKind::difference, 1) && negative(DotKind::ratio, 2));
      break;
    case GeneratedRule::xv:
      EXPECT_GT(dots_of(puzzle, DotKind::sum, 10) + dots_of(puzzle, DotKind::sum, 5), 0);
      EXPECT_FALSE(negative(DotKind::sum, 10) || negative(DotKind::sum, 5));
      break;
    case GeneratedRule::xv_negative:
      EXPECT_EQ(dots_of(puzzle, DotKind::sum, 10), fitting_dots(solution, DotKind::sum, 10));
      EXPECT_EQ(dots_of(puzzle, DotKind::sum, 5), fitting_dots(solution, DotKind::sum, 5));
      EXPECT_TRUE(negative(DotKind::sum, 10) && negative(DotKind::sum, 5));
      break;
    case GeneratedRule::even_odd:
      EXPECT_EQ(static_cast<int>(rules_of<CellRule>(puzzle).size()), side);
      break;
    case GeneratedRule::windoku: {
      const int box = puzzle.geometry().box_rows();
      const int count = side == 9 ? 4 : side == 4 ? 1 : 9;
      int windows = 0;
      for (const ExtraHouse& house : rules_of<ExtraHouse>(puzzle)) {
        if (!house.name.starts_with("window ")) continue;
        ++windows;
        EXPECT_EQ(house.name, "window " + std::to_string(windows));
        // A b×b square whose corner is one cell in from a box's corner.
        const int top = house.cells.front() / side;
        const int left = house.cells.front() % side;
        EXPECT_EQ(top % (box + 1), 1);
        EXPECT_EQ(left % (box + 1), 1);
        EXPECT_EQ(static_cast<int>(house.cells.size()), side);
        EXPECT_EQ(house.cells.back(), (top + box - 1) * side + left + box - 1);
      }
      EXPECT_EQ(windows, count);
      break;
    }
    case GeneratedRule::thermometer: {
      const std::vector<Line> lines = rules_of<Line>(puzzle);
      EXPECT_GE(lines.size(), 1U);
      for (const Line& line : lines) {
        EXPECT_EQ(line.kind, LineKind::thermometer);
        EXPECT_GE(line.cells.size(), 2U);
        EXPECT_LE(line.cells.size(), 6U);
        for (std::size_t step = 1; step < line.cells.size(); ++step) {
          const int from = line.cells[step - 1];
          const int to = line.cells[step];
          EXPECT_LE(std::abs(from / side - to / side), 1);
          EXPECT_LE(std::abs(from % side - to % side), 1);
          EXPECT_LT(solution.at(from), solution.at(to));
        }
      }
      break;
    }
  }
}

// The reader names f-puzzles' extra regions "extra region K": the same cells as the windows.
Puzzle windows_renamed(const Puzzle& puzzle) {
  Puzzle renamed{puzzle.geometry(), puzzle.cells()};
  int count = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* house = std::get_if<ExtraHouse>(&constraint);
    if (house != nullptr && house->name.starts_with("window ")) {
      renamed.add_constraint(ExtraHouse{"extra region " + std::to_string(++count), house->cells});
    } else {
      renamed.add_constraint(constraint);
    }
  }
  return renamed;
}

::testing::AssertionResult same_puzzle(const Puzzle& expected, const Puzzle& actual) {
  // A jigsaw's regions may come out as the boxes (a 6×6 jigsaw+x): the reader then reads boxes.
  for (int cell = 0; cell < expected.cell_count(); ++cell) {
    if (actual.side() != expected.side() ||
        actual.geometry().box_of(cell) != expected.geometry().box_of(cell)) {
      return ::testing::AssertionFailure() << "geometry";
    }
  }
  if (expected.cells() != actual.cells()) return ::testing::AssertionFailure() << "givens";
  const auto& a = expected.constraints();
  const auto& b = actual.constraints();
  if (a.size() != b.size()) return ::testing::AssertionFailure() << a.size() << " vs " << b.size();
  for (const Constraint& rule : a) {
    if (std::count(a.begin(), a.end(), rule) != std::count(b.begin(), b.end(), rule)) {
      return ::testing::AssertionFailure() << "the " << rule_name(rule) << " differs";
    }
  }
  return ::testing::AssertionSuccess();
}

void check_made(const GenerateOptions& options, const Generated& made) {
  const Puzzle& puzzle = made.puzzle;
  const std::string json = to_fpuzzles(puzzle);
  SCOPED_TRACE(json);
  EXPECT_EQ(puzzle.side(), options.side);
  EXPECT_EQ(variant_of(puzzle), options.variant);
  EXPECT_TRUE(is_solution_of(made.solution, puzzle));
  EXPECT_FALSE(find_rule_conflict(made.solution).has_value());
  EXPECT_EQ(count_to_two(puzzle, Algorithm::general), 1U);
  if (puzzle.side() <= 6) EXPECT_EQ(count_to_two(puzzle, Algorithm::backtrack), 1U);
  for (const GeneratedRule rule : options.rules) expect_rule_kept(rule, made, options.rules);
  EXPECT_TRUE(same_puzzle(windows_renamed(puzzle), read_puzzle(json, "made.json")));
  if (!options.minimal) return;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) == kBlank) continue;
    Puzzle fewer = puzzle;
    fewer.clear(cell);
    EXPECT_EQ(count_to_two(fewer, Algorithm::general), 2U) << cell_name(puzzle.geometry(), cell);
  }
}

class GenerateRule : public ::testing::TestWithParam<GeneratedRule> {};

TEST_P(GenerateRule, SmallGridsHaveOneSolutionKeepTheRuleAndReadBack) {
  GenerateOptions options;
  options.rules = {GetParam()};
  options.side = GetParam() == GeneratedRule::windoku ? 4 : 6;
  for (int seed = 1; seed <= kSmallSeeds && !HasFailure(); ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    options.seed = static_cast<std::uint64_t>(seed);
    options.minimal = seed % 2 == 0;
    check_made(options, generate(options));
  }
}

TEST_P(GenerateRule, NineByNineHaveOneSolutionAndAreMinimal) {
  GenerateOptions options;
  options.rules = {GetParam()};
  // general's proofs of a minimal non-consecutive 9×9 take seconds (2 to 9 s): minimal on 6×6.
  options.minimal = GetParam() != GeneratedRule::non_consecutive;
  for (int seed = 1; seed <= kNineSeeds && !HasFailure(); ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    options.seed = static_cast<std::uint64_t>(seed);
    check_made(options, generate(options));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRule, GenerateRule, ::testing::ValuesIn(generated_rules()),
                         [](const ::testing::TestParamInfo<GeneratedRule>& info) {
                           std::string name(generated_rule_name(info.param));
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(GenerateRules, CombinationsKeepEveryRule) {
  for (const std::string name :
       {"anti-knight+kropki", "jigsaw+x+thermometer", "windoku+even-odd+xv-negative",
        "non-consecutive+even-odd", "x+anti-king", "non-consecutive+kropki",
        "non-consecutive+kropki-negative"}) {
    GenerateOptions options;
    const GenerateVariant variant = parse_generate_variant(name);
    options.variant = variant.variant;
    options.rules = variant.rules;
    for (int seed = 1; seed <= 20 && !HasFailure(); ++seed) {
      SCOPED_TRACE(name + " seed " + std::to_string(seed));
      // No x+anti-king grid of size 6 exists; general's proofs of a non-consecutive 9×9 take
      // seconds.
      const bool nine = name.starts_with("windoku") || name.starts_with("x+") ||
                        (seed % 4 == 0 && !name.starts_with("non-"));
      options.side = nine ? 9 : 6;
      options.minimal = seed % 2 == 0;
      options.seed = static_cast<std::uint64_t>(seed);
      check_made(options, generate(options));
    }
  }
}

TEST(GenerateRules, SameSeedSamePuzzle) {
  for (const GeneratedRule rule : generated_rules()) {
    GenerateOptions options;
    options.rules = {rule};
    options.seed = 77;
    const Generated first = generate(options);
    const Generated second = generate(options);
    EXPECT_EQ(first.puzzle, second.puzzle) << generated_rule_name(rule);
    EXPECT_EQ(first.solution, second.solution) << generated_rule_name(rule);
  }
}

}  // namespace
}  // namespace sudoku
