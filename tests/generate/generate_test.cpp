// Unit tests of the generator (src/generate/): option checks with their exact messages, names
// of the symmetries, seeds, and one puzzle of each variant checked through and through.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

std::string refusal(const GenerateOptions& options) {
  try {
    check_generate_options(options);
  } catch (const GenerateError& error) {
    return error.what();
  }
  return "accepted";
}

GenerateOptions options_of(int side, const std::string& variant, std::uint64_t seed) {
  GenerateOptions options;
  options.side = side;
  options.variant = *parse_variant(variant);
  options.seed = seed;
  return options;
}

std::uint64_t count_to_two(const Puzzle& puzzle, Algorithm algorithm) {
  SolveOptions options;
  options.max_solutions = 2;
  options.algorithm = algorithm;
  return solve(puzzle, options).count;
}

TEST(Symmetry, NamesReadBack) {
  for (const Symmetry symmetry : {Symmetry::none, Symmetry::rotate180, Symmetry::rotate90,
                                  Symmetry::mirror, Symmetry::diagonal}) {
    EXPECT_EQ(parse_symmetry(symmetry_name(symmetry)), symmetry);
  }
  EXPECT_EQ(symmetry_name(Symmetry::rotate90), "rotate90");
  EXPECT_FALSE(parse_symmetry("spin").has_value());
  EXPECT_FALSE(parse_symmetry("").has_value());
}

TEST(PuzzleSeed, PuzzleIOfARunIsTheFirstSeedPlusI) {
  EXPECT_EQ(puzzle_seed(7, 0), 7U);
  EXPECT_EQ(puzzle_seed(7, 3), 10U);
}

TEST(CheckGenerateOptions, AcceptsEveryVariantAtNineByNine) {
  for (const char* variant : {"classic", "x", "killer", "jigsaw", "killer+x", "jigsaw+x",
                              "killer+jigsaw", "killer+jigsaw+x"}) {
    EXPECT_EQ(refusal(options_of(9, variant, 1)), "accepted") << variant;
  }
}

TEST(CheckGenerateOptions, TakesEverySideTheToolReads) {
  EXPECT_EQ(refusal(options_of(0, "classic", 1)), "size 0 is not one the generator makes: 1 to 64");
  EXPECT_EQ(refusal(options_of(65, "classic", 1)),
            "size 65 is not one the generator makes: 1 to 64");
  for (int side : {1, 2, 3, 36, 64}) EXPECT_EQ(refusal(options_of(side, "jigsaw", 1)), "accepted");
}

TEST(CheckGenerateOptions, RefusesAnXPuzzleOfSideTwoOrThree) {
  EXPECT_EQ(refusal(options_of(2, "x", 1)),
            "no x grid of size 2 exists: its diagonals cannot both hold every digit");
  EXPECT_EQ(refusal(options_of(3, "jigsaw+x", 1)),
            "no jigsaw+x grid of size 3 exists: its diagonals cannot both hold every digit");
  EXPECT_EQ(refusal(options_of(4, "x", 1)), "accepted");
}

TEST(GenerateTiny, SidesOneToThreeGiveOneSolution) {
  for (int side : {1, 2, 3}) {
    for (const char* variant : {"classic", "killer", "jigsaw"}) {
      const Generated made = generate(options_of(side, variant, 7));
      SolveOptions counting;
      counting.max_solutions = 2;
      EXPECT_EQ(solve(made.puzzle, counting).count, 1) << side << ' ' << variant;
    }
  }
}

TEST(Generate, GivesUpWhenTheStopFlagIsSet) {
  const std::atomic<bool> stop{true};
  GenerateOptions options = options_of(36, "classic", 1);
  options.stop = &stop;
  try {
    generate(options);
    FAIL() << "a stopped run made a puzzle";
  } catch (const GenerateTimeout& timeout) {
    EXPECT_STREQ(timeout.what(), "stopped before a puzzle was made");
  }
}

TEST(CheckGenerateOptions, RefusesKillersAboveTwentyFive) {
  EXPECT_EQ(refusal(options_of(36, "killer+x", 1)), "a killer+x puzzle goes up to size 25, not 36");
  EXPECT_EQ(refusal(options_of(25, "killer+x", 1)), "accepted");
}

TEST(CheckGenerateOptions, RefusesMinimalAboveTwentyFiveWithoutASmallBudgetAndAboveThirtySix) {
  GenerateOptions options = options_of(36, "classic", 1);
  options.minimal = true;
  EXPECT_EQ(refusal(options),
            "minimal puzzles above size 25 need a budget of at most 200000 nodes a proof "
            "(--proof-nodes): at size 36 their proofs of uniqueness take hours; a given whose "
            "proof runs past its budget stays");
  options.node_limit = 0;  // no limit
  EXPECT_NE(refusal(options), "accepted");
  options.node_limit = 200'000;
  EXPECT_EQ(refusal(options), "accepted");
  options.side = 37;
  EXPECT_EQ(refusal(options),
            "minimal puzzles go up to size 36: at size 37 their proofs of uniqueness take hours; "
            "drop --minimal");
  options.side = 25;
  options.node_limit = 2'000'000;
  EXPECT_EQ(refusal(options), "accepted");
}

TEST(CheckGenerateOptions, RefusesASymmetryOnAKiller) {
  GenerateOptions options = options_of(9, "killer", 1);
  options.symmetry = Symmetry::rotate180;
  EXPECT_EQ(refusal(options), "a Killer has no givens, so --symmetry rotate180 cannot apply");
}

TEST(CheckGenerateOptions, RefusesAnEasyKiller) {
  GenerateOptions options = options_of(9, "killer", 1);
  options.difficulty = Difficulty::easy;
  const std::string reason =
      "a Killer without givens needs cage combinations (rated 2.4), so it cannot be easy or "
      "score under 2.4";
  EXPECT_EQ(refusal(options), reason);
  options.difficulty.reset();
  options.max_score = 23;
  EXPECT_EQ(refusal(options), reason);
  options.max_score = 24;
  EXPECT_EQ(refusal(options), "accepted");
}

TEST(CheckGenerateOptions, RefusesALabelAndAScoreRangeTogether) {
  GenerateOptions options = options_of(9, "classic", 1);
  options.difficulty = Difficulty::hard;
  options.min_score = 20;
  options.max_score = 30;
  EXPECT_EQ(refusal(options), "a difficulty label and a score range cannot both be asked for");
}

TEST(CheckGenerateOptions, RefusesAScoreRangeUpsideDown) {
  GenerateOptions options = options_of(9, "classic", 1);
  options.min_score = 45;
  options.max_score = 26;
  EXPECT_EQ(refusal(options), "the score range goes from 4.5 down to 2.6");
}

TEST(Generate, ThrowsTheCheckedReasonToo) {
  EXPECT_THROW(generate(options_of(2, "x", 1)), GenerateError);
}

TEST(Generate, SaysSoWhenNoPuzzleLandsInTheBand) {
  // A 4×4 puzzle never needs more than singles.
  GenerateOptions options = options_of(4, "classic", 1);
  options.difficulty = Difficulty::extreme;
  options.max_attempts = 3;
  try {
    generate(options);
    FAIL() << "an extreme 4×4 puzzle";
  } catch (const GenerateError& error) {
    EXPECT_STREQ(error.what(),
                 "no puzzle rated extreme found in 3 tries; try another seed, more "
                 "--max-attempts, or a nearer difficulty");
  }
  options.difficulty.reset();
  options.min_score = 70;
  options.max_score = 100;
  options.max_attempts = 1;
  try {
    generate(options);
    FAIL() << "a 4×4 puzzle scored 7.0";
  } catch (const GenerateError& error) {
    EXPECT_STREQ(error.what(),
                 "no puzzle with a score of 7.0 to 10.0 found in 1 try; try another seed, more "
                 "--max-attempts, or a nearer difficulty");
  }
}

TEST(Generate, CallsOnAttemptBeforeEachAttempt) {
  GenerateOptions options = options_of(9, "classic", 5);
  options.difficulty = Difficulty::hard;
  int calls = 0;
  int last = 0;
  options.on_attempt = [&](int attempt) {
    ++calls;
    last = attempt;
  };
  const Generated made = generate(options);
  EXPECT_EQ(calls, made.attempts);
  EXPECT_EQ(last, made.attempts);
  EXPECT_EQ(made.rating.difficulty, Difficulty::hard);
}

TEST(Generate, CallsOnRemovalForEveryOrbitOfAMinimalPuzzle) {
  GenerateOptions options = options_of(9, "classic", 2026);
  options.minimal = true;
  options.symmetry = Symmetry::rotate180;  // 41 orbits: 40 pairs and the centre
  std::vector<int> tried;
  options.on_removal = [&](int done, int orbits) {
    EXPECT_EQ(orbits, 41);
    tried.push_back(done);
  };
  const Generated made = generate(options);
  EXPECT_EQ(made.attempts, 1);
  ASSERT_EQ(tried.size(), 41U);
  for (int i = 0; i < 41; ++i) EXPECT_EQ(tried[static_cast<std::size_t>(i)], i);
}

TEST(Generate, CallsOnMergeForEveryMergeOfAKillersCages) {
  GenerateOptions options = options_of(6, "killer", 7);
  std::vector<int> cages_before;
  options.on_merge = [&](int cages) { cages_before.push_back(cages); };
  const Generated made = generate(options);
  const auto cages = static_cast<int>(made.puzzle.constraints().size());
  ASSERT_FALSE(cages_before.empty());
  EXPECT_EQ(cages_before.front(), 36);  // one cage a cell at first
  EXPECT_TRUE(std::is_sorted(cages_before.rbegin(), cages_before.rend()));
  // Every merge kept is one call with one cage fewer than the one before; the last calls are the
  // merges tried on the cages the Killer keeps (or none, once 3·N are left).
  EXPECT_GE(cages_before.back(), cages);
  EXPECT_GE(cages_before.size(), static_cast<std::size_t>(36 - cages));
}

// Minimal: taking any one given away leaves two solutions, as general counts them.
void expect_second_solution_without_each_given(const Puzzle& puzzle) {
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) == kBlank) continue;
    Puzzle fewer = puzzle;
    fewer.clear(cell);
    EXPECT_EQ(count_to_two(fewer, Algorithm::general), 2U) << cell_name(fewer.geometry(), cell);
  }
}

// options.rate = false skips the rating of a puzzle made without a band: the same puzzle as
// with it, unrated; with a band the rating decides, so it is made all the same.
TEST(Generate, WithoutTheRatingMakesTheSamePuzzleUnrated) {
  for (const char* variant : {"classic", "killer", "jigsaw+x"}) {
    GenerateOptions options = options_of(9, variant, 11);
    const Generated rated = generate(options);
    options.rate = false;
    const Generated unrated = generate(options);
    EXPECT_EQ(to_json(unrated.puzzle), to_json(rated.puzzle)) << variant;
    EXPECT_EQ(to_json(unrated.solution), to_json(rated.solution)) << variant;
    EXPECT_EQ(rated.rating.status, LogicStatus::solved) << variant;
    EXPECT_GT(rated.rating.steps, 0) << variant;
    EXPECT_EQ(unrated.rating.steps, 0) << variant;
    EXPECT_EQ(unrated.rating.score, 0) << variant;
    EXPECT_FALSE(unrated.rating.hardest.has_value()) << variant;
  }
  GenerateOptions options = options_of(9, "classic", 11);
  options.difficulty = Difficulty::medium;
  options.rate = false;
  const Generated banded = generate(options);
  EXPECT_EQ(banded.rating.status, LogicStatus::solved);
  EXPECT_EQ(banded.rating.difficulty, Difficulty::medium);
  EXPECT_GT(banded.rating.steps, 0);
}

TEST(Generate, ClassicNineByNineIsUniqueMinimalAndKeepsItsSolution) {
  GenerateOptions options = options_of(9, "classic", 2026);
  options.minimal = true;
  const Generated made = generate(options);
  EXPECT_EQ(made.seed, 2026U);
  EXPECT_EQ(made.attempts, 1);
  EXPECT_TRUE(is_solution_of(made.solution, made.puzzle));
  EXPECT_EQ(count_to_two(made.puzzle, Algorithm::backtrack), 1U);
  expect_second_solution_without_each_given(made.puzzle);
}

// Above 16×16 the generator's proofs are cdcl's counts (generate.cpp); general, a search of
// its own, checks the answer: one solution, and two once any given goes.
TEST(Generate, ClassicAboveSixteenIsUniqueAndMinimalByAnotherEngine) {
  GenerateOptions options = options_of(17, "classic", 1);
  options.minimal = true;
  const Generated made = generate(options);
  EXPECT_TRUE(is_solution_of(made.solution, made.puzzle));
  EXPECT_EQ(count_to_two(made.puzzle, Algorithm::general), 1U);
  expect_second_solution_without_each_given(made.puzzle);
}

// The same with orbits of four givens (rotate90 on 18×18): cdcl is asked for a solution that
// differs from the grid in one of an orbit's cells (a clause, not a lone cell's candidates).
// Minimal within the symmetry: taking any whole orbit away gives a second solution.
TEST(Generate, SymmetricAboveSixteenIsUniqueAndMinimalByOrbitsByAnotherEngine) {
  GenerateOptions options = options_of(18, "classic", 1);
  options.minimal = true;
  options.symmetry = Symmetry::rotate90;
  const Generated made = generate(options);
  EXPECT_TRUE(is_solution_of(made.solution, made.puzzle));
  EXPECT_EQ(count_to_two(made.puzzle, Algorithm::general), 1U);
  const int side = made.puzzle.side();
  const auto turned = [side](int cell) { return (cell % side) * side + side - 1 - cell / side; };
  int orbits = 0;
  for (int cell = 0; cell < made.puzzle.cell_count(); ++cell) {
    const int row = cell / side;
    const int column = cell % side;
    // Each orbit once, from its cell in the top-left quarter.
    if (row >= side / 2 || column >= side / 2 || made.puzzle.at(cell) == kBlank) continue;
    Puzzle fewer = made.puzzle;
    for (int k = 0, at = cell; k < 4; ++k, at = turned(at)) {
      EXPECT_NE(fewer.at(at), kBlank) << "not symmetric at " << cell_name(fewer.geometry(), at);
      fewer.clear(at);
    }
    EXPECT_EQ(count_to_two(fewer, Algorithm::general), 2U) << cell_name(fewer.geometry(), cell);
    ++orbits;
  }
  EXPECT_GT(orbits, 10);
}

// Above 25×25 a minimal walk needs a budget a proof (its last proofs take minutes each); a given
// whose proof runs past it stays. With 20 nodes a proof, a 26×26 still loses half its givens,
// and what is left has one solution, counted to 2 (not the generator's question).
TEST(Generate, MinimalAboveTwentyFiveWalksWithinItsBudgetAndKeepsOneSolution) {
  GenerateOptions options = options_of(26, "classic", 1);
  options.minimal = true;
  options.node_limit = 20;
  const Generated made = generate(options);
  EXPECT_TRUE(is_solution_of(made.solution, made.puzzle));
  EXPECT_EQ(count_to_two(made.puzzle, Algorithm::cdcl), 1U);
  EXPECT_LT(made.puzzle.given_count(), 26 * 26 / 2);
  options.node_limit = kMaxProofNodesAboveMinimalSide + 1;
  EXPECT_THROW(generate(options), GenerateError);
}

TEST(Generate, RatingIsThatOfSudokuRate) {
  const Generated made = generate(options_of(9, "classic", 11));
  LogicOptions logic;
  logic.unique_solution = true;
  const Rating rating = rate(solve_logically(made.puzzle, logic));
  EXPECT_EQ(made.rating.score, rating.score);
  EXPECT_EQ(made.rating.difficulty, rating.difficulty);
  EXPECT_EQ(made.rating.steps, rating.steps);
}

TEST(Generate, KillerHasNoGivensAndCagesCoveringEveryCell) {
  const Generated made = generate(options_of(9, "killer", 3));
  EXPECT_EQ(made.puzzle.given_count(), 0);
  EXPECT_EQ(variant_of(made.puzzle), *parse_variant("killer"));
  std::vector<int> covered(81, 0);
  int total = 0;
  for (const Constraint& constraint : made.puzzle.constraints()) {
    const Cage& cage = std::get<Cage>(constraint);
    EXPECT_LE(cage.cells.size(), 9U);
    EXPECT_EQ(cage_problem(made.puzzle.geometry(), cage), std::nullopt);
    for (const int cell : cage.cells) ++covered[static_cast<std::size_t>(cell)];
    total += cage.sum;
  }
  EXPECT_EQ(total, 405);
  for (const int times : covered) EXPECT_EQ(times, 1);
  // Not minimal: stops at 3·N cages, or earlier when nothing merges.
  EXPECT_GE(made.puzzle.constraints().size(), 27U);
  EXPECT_TRUE(is_solution_of(made.solution, made.puzzle));
}

TEST(Generate, JigsawRegionsAreConnectedAndNotTheBoxes) {
  const Generated made = generate(options_of(9, "jigsaw", 4));
  const Geometry& geometry = made.puzzle.geometry();
  ASSERT_TRUE(geometry.has_regions());
  int moved = 0;
  for (int cell = 0; cell < 81; ++cell) moved += geometry.box_of(cell) != Geometry(9).box_of(cell);
  EXPECT_GT(moved, 10);
  for (int region = 0; region < 9; ++region) {
    std::vector<int> cells;
    for (int cell = 0; cell < 81; ++cell) {
      if (geometry.box_of(cell) == region) cells.push_back(cell);
    }
    ASSERT_EQ(cells.size(), 9U);
    std::vector<bool> seen(81, false);
    std::vector<int> stack{cells.front()};
    seen[static_cast<std::size_t>(cells.front())] = true;
    int reached = 0;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      ++reached;
      const int row = cell / 9;
      const int column = cell % 9;
      for (const int next : {row > 0 ? cell - 9 : -1, row < 8 ? cell + 9 : -1,
                             column > 0 ? cell - 1 : -1, column < 8 ? cell + 1 : -1}) {
        if (next >= 0 && !seen[static_cast<std::size_t>(next)] && geometry.box_of(next) == region) {
          seen[static_cast<std::size_t>(next)] = true;
          stack.push_back(next);
        }
      }
    }
    EXPECT_EQ(reached, 9) << "region " << region;
  }
  EXPECT_EQ(count_to_two(made.puzzle, Algorithm::backtrack), 1U);
}

TEST(Generate, TwentyFiveByTwentyFiveJigsawIsUnique) {
  const Generated made = generate(options_of(25, "jigsaw", 1));
  EXPECT_TRUE(made.puzzle.geometry().has_regions());
  EXPECT_TRUE(is_solution_of(made.solution, made.puzzle));
  EXPECT_EQ(count_to_two(made.puzzle, Algorithm::general), 1U);
}

TEST(Generate, SameOptionsSameSeedSamePuzzle) {
  for (const char* variant : {"classic", "x", "jigsaw", "killer", "killer+x", "jigsaw+x"}) {
    GenerateOptions options = options_of(9, variant, 99);
    if (!options.variant.killer) options.difficulty = Difficulty::medium;
    const Generated first = generate(options);
    const Generated second = generate(options);
    EXPECT_EQ(first.puzzle, second.puzzle) << variant;
    EXPECT_EQ(first.attempts, second.attempts) << variant;
    options.seed = 100;
    EXPECT_NE(generate(options).puzzle, first.puzzle) << variant;
  }
}

// The server's time limit (issue 13): a deadline that has passed stops the run with
// GenerateTimeout; one far off gives the seed's own puzzle, as without.
TEST(Generate, AtAPassedDeadlineThrowsGenerateTimeout) {
  GenerateOptions options = options_of(9, "killer", 5);
  options.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  EXPECT_THROW(generate(options), GenerateTimeout);
  try {
    generate(options);
  } catch (const GenerateError& error) {
    EXPECT_STREQ(error.what(), "no puzzle made within the time limit");
  }
}

TEST(Generate, AFarDeadlineGivesTheSamePuzzle) {
  for (const char* variant : {"classic", "killer", "jigsaw+x"}) {
    GenerateOptions options = options_of(9, variant, 7);
    const Generated without = generate(options);
    options.deadline = std::chrono::steady_clock::now() + std::chrono::hours(1);
    const Generated with = generate(options);
    EXPECT_EQ(with.puzzle, without.puzzle) << variant;
    EXPECT_EQ(with.attempts, without.attempts) << variant;
  }
}

}  // namespace
}  // namespace sudoku
