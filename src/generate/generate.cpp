// The generator put together: check the options, then make puzzles from the seed until one
// lands in the wanted difficulty (difficulty.cpp), each made in three steps:
//
//   1. the rules: random jigsaw regions when asked (grids.cpp), the X diagonals, the global
//      variant rules and a windoku's windows (variant_rules.cpp);
//   2. a random solution grid of those rules (grids.cpp); above 16×16, or when the regions
//      admit no grid the engine finds quickly, a jigsaw's regions are drawn after the grid,
//      over it; then the marks read off the grid: dots, even and odd cells, thermometers
//      (marks.cpp);
//   3. givens taken away orbit by orbit of the symmetry while one solution is left
//      (symmetry.cpp, givens.cpp); when the difficulty wanted has a top and the puzzle need
//      not be minimal, givens put back where the techniques up to that top get stuck
//      (difficulty.cpp), so it rarely ends up too hard. For a Killer, one-cell cages merged
//      while one solution is left and, with a top, while those techniques solve it
//      (killer_cages.cpp); a minimal Killer then gets a second round of merges that only keeps
//      one solution. A minimal puzzle is otherwise only rated, and made again until it fits.
//
// Every random choice comes from one Random seeded with options.seed, and every search is
// bounded by nodes, so the same options give the same puzzle everywhere. A puzzle with variant
// rules is proved by general (cdcl knows none of them) and left unrated (the ladder neither).
#include <algorithm>
#include <span>
#include <string>

#include "generate/parts.hpp"

namespace sudoku {

using detail::generate::Random;

std::string_view symmetry_name(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::none:
      return "none";
    case Symmetry::rotate180:
      return "rotate180";
    case Symmetry::rotate90:
      return "rotate90";
    case Symmetry::mirror:
      return "mirror";
    case Symmetry::diagonal:
      break;
  }
  return "diagonal";
}

std::optional<Symmetry> parse_symmetry(std::string_view name) {
  for (const Symmetry symmetry : {Symmetry::none, Symmetry::rotate180, Symmetry::rotate90,
                                  Symmetry::mirror, Symmetry::diagonal}) {
    if (name == symmetry_name(symmetry)) return symmetry;
  }
  return std::nullopt;
}

std::uint64_t puzzle_seed(std::uint64_t first_seed, std::uint64_t index) {
  return first_seed + index;
}

namespace {
constexpr int kKillerLeastScore = 24;
}  // namespace

void check_generate_options(const GenerateOptions& options) {
  const std::string variant = generate_variant_name({options.variant, options.rules});
  if (options.side < kMinGenerateSide || options.side > kMaxGenerateSide) {
    throw GenerateError("size " + std::to_string(options.side) +
                        " is not one the generator makes: " + std::to_string(kMinGenerateSide) +
                        " to " + std::to_string(kMaxGenerateSide));
  }
  if (options.variant.x && (options.side == 2 || options.side == 3)) {
    throw GenerateError("no " + variant + " grid of size " + std::to_string(options.side) +
                        " exists: its diagonals cannot both hold every digit");
  }
  if (options.variant.killer && options.side > kMaxKillerSide) {
    throw GenerateError("a " + variant + " puzzle goes up to size " +
                        std::to_string(kMaxKillerSide) + ", not " + std::to_string(options.side));
  }
  if (options.minimal && options.side > kMaxBudgetedMinimalSide) {
    throw GenerateError("minimal puzzles go up to size " + std::to_string(kMaxBudgetedMinimalSide) +
                        ": at size " + std::to_string(options.side) +
                        " their proofs of uniqueness take hours; drop --minimal");
  }
  if (options.minimal && options.side > kMaxMinimalSide &&
      (options.node_limit == 0 || options.node_limit > kMaxProofNodesAboveMinimalSide)) {
    throw GenerateError("minimal puzzles above size " + std::to_string(kMaxMinimalSide) +
                        " need a budget of at most " +
                        std::to_string(kMaxProofNodesAboveMinimalSide) +
                        " nodes a proof (--proof-nodes): at size " + std::to_string(options.side) +
                        " their proofs of uniqueness take hours; a given whose proof runs past "
                        "its budget stays");
  }
  if (options.variant.killer && options.symmetry != Symmetry::none) {
    throw GenerateError("a Killer has no givens, so --symmetry " +
                        std::string(symmetry_name(options.symmetry)) + " cannot apply");
  }
  if (options.difficulty && (options.min_score || options.max_score)) {
    throw GenerateError("a difficulty label and a score range cannot both be asked for");
  }
  if (options.min_score && options.max_score && *options.min_score > *options.max_score) {
    throw GenerateError("the score range goes from " + std::to_string(*options.min_score / 10) +
                        "." + std::to_string(*options.min_score % 10) + " down to " +
                        std::to_string(*options.max_score / 10) + "." +
                        std::to_string(*options.max_score % 10));
  }
  // A Killer without givens starts with cage combinations (2.4): never easy.
  const bool wants_easy = options.difficulty == Difficulty::easy ||
                          (options.max_score && *options.max_score < kKillerLeastScore);
  if (options.variant.killer && wants_easy) {
    throw GenerateError(
        "a Killer without givens needs cage combinations (rated 2.4), so it "
        "cannot be easy or score under 2.4");
  }
  if (options.max_attempts < 1) throw GenerateError("max_attempts must be at least 1");
  detail::generate::check_rule_options(options);
}

namespace detail::generate {

void TimeBudget::check() const {
  if (deadline_ && Clock::now() >= *deadline_) {
    throw GenerateTimeout("no puzzle made within the time limit");
  }
  if (stop_ != nullptr && stop_->load(std::memory_order_relaxed)) {
    throw GenerateTimeout("stopped before a puzzle was made");
  }
}

std::chrono::milliseconds TimeBudget::left() const {
  if (!deadline_) return std::chrono::milliseconds{0};
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline_ - Clock::now());
  return std::max(left, std::chrono::milliseconds{1});
}

// The largest side whose minimal puzzles are proved by `auto`, one count to 2 a given; above,
// by `cdcl` alone, asked for a solution that differs from the grid in the orbit just taken away
// (solve_other_with_cdcl: none is the proof; on the minimal 25×25 of seeds 1 to 5, 1.9 to 2.4
// times faster than a count to 2, the same puzzles). The last proofs of a minimal 25×25 or 36×36
// are long searches where general's depth-first search meets a heavy tail (one proof of a 36×36
// at 692 givens: general 13.9 s, cdcl 25 ms). A fresh cdcl per proof starts from the givens'
// propagation, so its formula holds only the candidates left; one solver for every proof of a
// grid, assuming the givens (removed), held every candidate and fell behind as the proofs grew
// long (docs/generate.md: 1.53 times the time on six minimal 25×25, 16 times on the first 327
// proofs of a 36×36).
constexpr int kMaxMinimalSideByAuto = 16;

// The largest jigsaw whose regions are drawn before its grid (see grids.cpp).
constexpr int kMaxRegionsFirstSide = 16;

// The budget of one proof of uniqueness when the puzzle need not be minimal: a proof that
// needs more is a sign the givens are near the end anyway. Nodes above 16×16 are dear (some
// 40 µs at 25×25, more above), hence the smaller budgets there (200 nodes: a 36×36 in 6 s;
// 50 nodes: 2.4 s).
std::uint64_t quick_proof_nodes(int side) {
  if (side > 25) return 50;
  return side > 16 ? 200 : 2'000;
}

std::optional<Generated> make_one(const GenerateOptions& options, const Band& band, Random& random,
                                  const TimeBudget& time) {
  const int side = options.side;
  // A jigsaw's regions are drawn first when they are small enough; when they admit no grid
  // the engine finds, the grid comes first and the regions are drawn over it.
  std::optional<Puzzle> solution;
  const auto rules_on = [&](Geometry geometry) {
    Puzzle rules{std::move(geometry)};
    if (options.variant.x) rules.add_x_diagonals();
    add_grid_rules(rules, options.rules);
    return rules;
  };
  if (options.variant.jigsaw && side <= kMaxRegionsFirstSide) {
    solution =
        random_solution(rules_on(Geometry(side, random_regions(side, random))), random, time);
  }
  if (!solution) {
    solution = random_solution(rules_on(Geometry(side)), random, time);
    if (!solution) return std::nullopt;
    if (options.variant.jigsaw) {
      Puzzle jigsaw{Geometry(side, regions_over_grid(*solution, random)), solution->cells()};
      for (const Constraint& constraint : solution->constraints())
        jigsaw.add_constraint(constraint);
      solution = std::move(jigsaw);
    }
  }
  add_marks(*solution, options.rules, random);
  // A minimal puzzle needs every proof; otherwise a given whose proof is dear simply stays.
  const std::uint64_t proof_nodes =
      options.minimal ? options.node_limit : std::min(options.node_limit, quick_proof_nodes(side));
  // cdcl knows no variant rule (rules.hpp): general proves those puzzles.
  const Algorithm prover =
      solution->has_variant_rules() ? Algorithm::general
      : options.minimal && !options.variant.killer && side > kMaxMinimalSideByAuto
          ? Algorithm::cdcl
          : Algorithm::automatic;
  const Keeps unique = [&](const Puzzle& puzzle) {
    return has_one_solution(puzzle, proof_nodes, time, prover);
  };
  const Keeps in_band = [&](const Puzzle& puzzle) {
    return has_one_solution(puzzle, proof_nodes, time) && solved_within(puzzle, band, time);
  };
  const Keeps& keeps = has_top(band) ? in_band : unique;
  const KeepsWithout unique_without = [&](const Puzzle& puzzle, std::span<const int> removed) {
    if (prover == Algorithm::cdcl) {
      return has_no_other_solution(puzzle, *solution, removed, proof_nodes, time);
    }
    return unique(puzzle);
  };
  Generated made;
  if (options.variant.killer) {
    made.puzzle = make_cages(*solution, options.minimal, random, keeps, unique, options.on_merge);
  } else {
    const std::vector<std::vector<int>> orbits = symmetry_orbits(side, options.symmetry, random);
    made.puzzle = remove_givens(*solution, *solution, orbits, options.minimal, unique_without,
                                options.on_removal);
    if (!options.minimal && has_top(band)) {
      made.puzzle = ease_into(std::move(made.puzzle), *solution, orbits, band, random, time);
    }
  }
  // The solution with the puzzle's cages.
  made.solution = Puzzle{made.puzzle.geometry(), solution->cells()};
  for (const Constraint& constraint : made.puzzle.constraints()) {
    made.solution.add_constraint(constraint);
  }
  return made;
}

}  // namespace detail::generate

Generated generate(const GenerateOptions& options) {
  check_generate_options(options);
  Random random(options.seed);
  const detail::generate::Band band = detail::generate::band_of(options);
  const detail::generate::TimeBudget time(options.deadline, options.stop);
  detail::generate::refuse_rules_without_grid(options, time);
  int without_grid = 0;
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    time.check();
    if (options.on_attempt) options.on_attempt(attempt);
    std::optional<Generated> made = detail::generate::make_one(options, band, random, time);
    if (!made) {
      ++without_grid;
      continue;
    }
    // The ladder knows no variant rule but the windows: such a puzzle is left unrated, as is
    // any when no band is wanted and the caller does not want the rating (options.rate).
    if (detail::generate::is_rated(options) && (options.rate || !band.anything)) {
      made->rating = detail::generate::rate_generated(made->puzzle, band, time);
    }
    if (!detail::generate::fits(made->rating, band)) continue;
    made->seed = options.seed;
    made->attempts = attempt;
    return std::move(*made);
  }
  if (without_grid == options.max_attempts) {
    throw GenerateError("no " + generate_variant_name({options.variant, options.rules}) +
                        " grid of size " + std::to_string(options.side) + " found in " +
                        std::to_string(options.max_attempts) + " tries");
  }
  throw GenerateError(detail::generate::not_found_message(band, options.max_attempts));
}

}  // namespace sudoku
