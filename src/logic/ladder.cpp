// The difficulty ladder and the logical solver's loop.
//
// One table says everything about a technique: its place on the ladder, its standard name,
// its rating (Sudoku Explainer's, in tenths), the synonyms a person may type, and its finder.
// The solver tries the rungs from the bottom and applies the first step found, then starts
// again from the bottom: every step is the easiest one available at that moment, as a person
// solving by hand would look for it.
#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>

#include "logic/techniques.hpp"

namespace sudoku {
namespace {

using Finder = std::optional<Step> (*)(const CandidateGrid&);
// The searches that look at the clock (chains and forcing chains).
using TimedFinder = std::optional<Step> (*)(const CandidateGrid&, const logic::Deadline&);

struct Rung {
  TechniqueInfo info;
  Finder find;
  std::initializer_list<std::string_view> synonyms;
  TimedFinder find_timed = nullptr;  // instead of find, when set
};

// The forcing chains above 7.5 try every split and follow each far. On classic 9×9 grids (and
// jigsaws) they run to the end. On every other grid each of those rungs gets a budget of work
// instead (branch steps, and the variant rules' checks the search makes besides, counted by the
// deadline: forcing_chains.cpp); past it the rung finds nothing, and the puzzle stalls there. The
// budget counts work, not time, so a rating is the same on every machine; it keeps a step under
// 0.2 s on the 16×16 and under 1 s on the 25×25 tried, under 1 s on the human-solvable Killers (a
// branch step of an open Killer, with its cage sums, costs far more than one of a classic grid,
// hence its smaller budget), and a rung under about 1 s on the 9×9 variants of the ISS set (the
// nested chains of an arrow or thermometer puzzle that stalls ran for minutes without one).
//
// Killers up to 9×9 have four times the budget of larger ones since 1.16.0: the cage sums'
// searches are kept (cage_sums.hpp), so a unit of work costs less than when the budget was set
// (the 30 minimal Killers of `generate --variant killer --minimal --count 30 --seed 1` stall 12
// times with 1000, 8 with 3000, 5 with 4000; their rating 4.8, 14.2 and 16.9 s, within ten times
// the 2.0 s it took before the chains came, and a step at most 0.32 s; docs/logic.md). The last
// 5 are a rung missing, not a budget spent: with 4,000,000 they stall still, after 10 to 26 s
// each. A 16×16 Killer keeps 1000: with 4000 a step took up to 0.92 s there.
constexpr int kLargestSideForDynamicChains = kMaxSide;
// The nested forcing chain plus (nested_plus.cpp) counts its work in the engine's propagations,
// on every grid (about 10 µs each on a 9×9 Killer): 100,000 of them. On the 5 minimal Killers
// above that stalled without it, it is called 2 to 11 times a puzzle and one call takes at most
// 30,110. On grids up to 16×16 without cages a whole step stays under 1.3 s with it (ten minimal
// 16×16 Sudoku X of ours and ISS's two, one core; 8 of the ten and one of ISS's two no longer
// stall). On four generated 16×16 Killers a step took up to 5.6 s with it, and each still stalled,
// so Killers keep it to 9×9; on two minimal 25×25 it found nothing in 4 to 5 s a step: it is not
// used there.
constexpr int kLargestSideForNestedPlus = 16;
constexpr int kLargestKillerSideForNestedPlus = 9;
constexpr std::int64_t kNestedPlusWork = 100000;
constexpr int kLargestSideWithoutBudget = 9;
constexpr std::int64_t kForcingWork = 20000;
constexpr std::int64_t kKillerForcingWork = 4000;
constexpr std::int64_t kLargeKillerForcingWork = 1000;
constexpr std::int64_t kVariantForcingWork = 200000;

// The budget of work of each every-split forcing rung on the grid, 0 for none.
std::int64_t forcing_work(const Puzzle& puzzle) {
  if (puzzle.has_cages()) {
    return puzzle.side() > kLargestSideWithoutBudget ? kLargeKillerForcingWork : kKillerForcingWork;
  }
  if (puzzle.side() > kLargestSideWithoutBudget) return kForcingWork;
  return puzzle.constraints().empty() ? 0 : kVariantForcingWork;
}

// clang-format off
const std::array<Rung, 40> kLadder{{
    {{Technique::full_house, "full house", 10}, logic::find_full_house,
     {"last digit", "last empty cell", "last cell"}},
    {{Technique::hidden_single, "hidden single", 12}, logic::find_hidden_single,
     {"single position", "pinned digit"}},
    {{Technique::naked_single, "naked single", 23}, logic::find_naked_single,
     {"sole candidate", "single candidate", "forced digit"}},
    {{Technique::cage_combination, "cage combination", 24}, logic::find_cage_combination,
     {"cage combinations", "killer combination", "sum combination"}},
    {{Technique::variant_rule, "variant rule", 24}, logic::find_variant_rule,
     {"variant rules", "rule", "rules", "constraint"}},
    {{Technique::innies_and_outies, "innies and outies", 25}, logic::find_innies_and_outies,
     {"innies", "outies", "innie", "outie", "45 rule", "rule of 45"}},
    {{Technique::pointing, "pointing", 26}, logic::find_pointing,
     {"pointing pair", "pointing triple", "locked candidates type 1", "locked candidates 1"}},
    {{Technique::claiming, "claiming", 28}, logic::find_claiming,
     {"box-line reduction", "line-box reduction", "locked candidates type 2",
      "locked candidates 2"}},
    {{Technique::common_peer_elimination, "common peer elimination", 28},
     logic::find_common_peer_elimination, {"CPE", "common peers", "sees all"}},
    {{Technique::combination_crossover, "combination crossover", 29},
     logic::find_combination_crossover,
     {"combination crossovers", "cage crossover", "cage interaction"}},
    {{Technique::naked_pair, "naked pair", 30},
     [](const CandidateGrid& grid) { return logic::find_naked_subset(grid, 2); }, {}},
    {{Technique::killer_pair, "killer pair", 30}, logic::find_killer_pair,
     {"killer pairs", "cage pair"}},
    {{Technique::innie_outie_difference, "innie-outie difference", 30},
     logic::find_innie_outie_difference,
     {"innie outie difference", "innie-outie", "I/O difference", "innies minus outies"}},
    {{Technique::x_wing, "X-wing", 32},
     [](const CandidateGrid& grid) { return logic::find_fish(grid, 2); }, {}},
    {{Technique::hidden_pair, "hidden pair", 34},
     [](const CandidateGrid& grid) { return logic::find_hidden_subset(grid, 2); }, {}},
    {{Technique::naked_triple, "naked triple", 36},
     [](const CandidateGrid& grid) { return logic::find_naked_subset(grid, 3); },
     {"naked triplet"}},
    {{Technique::swordfish, "swordfish", 38},
     [](const CandidateGrid& grid) { return logic::find_fish(grid, 3); }, {}},
    {{Technique::hidden_triple, "hidden triple", 40},
     [](const CandidateGrid& grid) { return logic::find_hidden_subset(grid, 3); },
     {"hidden triplet"}},
    {{Technique::skyscraper, "skyscraper", 40}, logic::find_skyscraper, {}},
    {{Technique::two_string_kite, "two-string kite", 41}, logic::find_two_string_kite,
     {"2-string kite", "kite"}},
    {{Technique::xy_wing, "XY-wing", 42}, logic::find_xy_wing, {"Y-wing"}},
    {{Technique::xyz_wing, "XYZ-wing", 44}, logic::find_xyz_wing, {}},
    {{Technique::unique_rectangle, "unique rectangle", 45, true, kMaxSide, true, false},
     logic::find_unique_rectangle,
     {"unique rectangle type 1", "UR", "UR type 1", "uniqueness rectangle"}},
    {{Technique::simple_colouring, "simple colouring", 46}, logic::find_simple_colouring,
     {"simple coloring", "colouring", "coloring", "single-digit colouring", "colour trap",
      "colour wrap"}},
    {{Technique::naked_quad, "naked quad", 50},
     [](const CandidateGrid& grid) { return logic::find_naked_subset(grid, 4); },
     {"naked quadruple"}},
    {{Technique::jellyfish, "jellyfish", 52},
     [](const CandidateGrid& grid) { return logic::find_fish(grid, 4); }, {}},
    {{Technique::hidden_quad, "hidden quad", 54},
     [](const CandidateGrid& grid) { return logic::find_hidden_subset(grid, 4); },
     {"hidden quadruple"}},
    {{Technique::wxyz_wing, "WXYZ-wing", 55}, logic::find_wxyz_wing, {"bent quad"}},
    {{Technique::bug_plus_one, "BUG+1", 56, true, kMaxSide, true, false}, logic::find_bug_plus_one,
     {"BUG", "bivalue universal grave", "BUG + 1"}},
    {{Technique::aligned_pair_exclusion, "aligned pair exclusion", 62},
     logic::find_aligned_pair_exclusion, {"APE", "aligned pair"}},
    {{Technique::vwxyz_wing, "VWXYZ-wing", 62}, logic::find_vwxyz_wing, {"bent quint"}},
    {{Technique::x_chain, "X-chain", 65}, nullptr, {"X chain", "turbot chain"},
     logic::find_x_chain},
    {{Technique::xy_chain, "XY-chain", 66}, nullptr, {"XY chain", "Y-chain"},
     logic::find_xy_chain},
    {{Technique::w_wing, "W-wing", 67}, logic::find_w_wing, {}},
    {{Technique::alternating_inference_chain, "alternating inference chain", 70}, nullptr,
     {"AIC", "chain"}, logic::find_alternating_inference_chain},
    {{Technique::forcing_chain, "forcing chain", 75}, nullptr,
     {"forcing chains", "cell forcing chain", "digit forcing chain", "Nishio", "contradiction"},
     logic::find_forcing_chain},
    {{Technique::dynamic_forcing_chain, "dynamic forcing chain", 85, true,
      kLargestSideForDynamicChains, true}, nullptr,
     {"dynamic forcing chains", "dynamic contradiction"}, logic::find_dynamic_forcing_chain},
    {{Technique::dynamic_forcing_chain_plus, "dynamic forcing chain plus", 90, true,
      kLargestSideForDynamicChains, true}, nullptr,
     {"dynamic forcing chains plus"}, logic::find_dynamic_forcing_chain_plus},
    {{Technique::nested_forcing_chain, "nested forcing chain", 95, true,
      kLargestSideForDynamicChains, true}, nullptr,
     {"nested forcing chains", "forcing net", "forcing nets"}, logic::find_nested_forcing_chain},
    {{Technique::nested_forcing_chain_plus, "nested forcing chain plus", 110, true,
      kLargestSideForNestedPlus, true, true, kLargestKillerSideForNestedPlus}, nullptr,
     {"nested forcing chains plus"}, logic::find_nested_forcing_chain_plus},
}};
// clang-format on

const Rung& rung(Technique technique) { return kLadder[static_cast<std::size_t>(technique)]; }

// A name with case and separators dropped: "Two-String Kite" and "two_string kite" both
// become "twostringkite".
std::string normalized(std::string_view name) {
  std::string text;
  for (char character : name) {
    const auto byte = static_cast<unsigned char>(character);
    if (std::isalnum(byte) != 0) text += static_cast<char>(std::tolower(byte));
  }
  return text;
}

bool allowed(const LogicOptions& options, Technique technique) {
  return options.techniques.empty() ||
         std::find(options.techniques.begin(), options.techniques.end(), technique) !=
             options.techniques.end();
}

}  // namespace

const std::vector<TechniqueInfo>& technique_ladder() {
  static const std::vector<TechniqueInfo> ladder = [] {
    std::vector<TechniqueInfo> infos;
    infos.reserve(kLadder.size());
    for (const Rung& each : kLadder) infos.push_back(each.info);
    return infos;
  }();
  return ladder;
}

std::string_view technique_name(Technique technique) { return rung(technique).info.name; }

std::optional<Technique> parse_technique(std::string_view name) {
  const std::string wanted = normalized(name);
  if (wanted.empty()) return std::nullopt;
  for (const Rung& each : kLadder) {
    if (normalized(each.info.name) == wanted) return each.info.technique;
    for (std::string_view synonym : each.synonyms) {
      if (normalized(synonym) == wanted) return each.info.technique;
    }
  }
  return std::nullopt;
}

bool usable(const TechniqueInfo& technique, const Puzzle& puzzle) {
  const bool cages = puzzle.has_cages();
  return puzzle.side() <= technique.largest_side &&
         (!cages || (technique.with_cages && puzzle.side() <= technique.largest_side_with_cages)) &&
         (technique.with_variant_rules || !puzzle.has_variant_rules());
}

bool deadline_passed(const LogicOptions& options) {
  return logic::Deadline(options.deadline).passed();
}

// The clock is read before each rung and inside the timed searches, so a step is given up at
// most one rung's work (short: the quadratic searches on a 25×25) after the deadline.
std::optional<Step> find_step(const CandidateGrid& grid, const LogicOptions& options) {
  const logic::Deadline deadline(options.deadline);
  const std::int64_t work = forcing_work(grid.puzzle());
  const bool budgeted = work > 0;
  for (const Rung& each : kLadder) {
    if (!allowed(options, each.info.technique)) continue;
    if (each.info.needs_unique_solution && !options.unique_solution) continue;
    if (!usable(each.info, grid.puzzle())) continue;
    if (deadline.passed()) return std::nullopt;
    if (each.find_timed == nullptr) {
      if (auto step = each.find(grid)) return step;
      continue;
    }
    // The every-split forcing rungs (8.5 and up) on a large grid: their own budget of work.
    const bool every_split = each.info.rating > rung(Technique::forcing_chain).info.rating;
    if (each.info.technique == Technique::nested_forcing_chain_plus) {
      if (auto step = each.find_timed(grid, logic::Deadline(options.deadline, kNestedPlusWork))) {
        return step;
      }
      continue;
    }
    const logic::Deadline limited(options.deadline, budgeted && every_split ? work : 0);
    if (auto step = each.find_timed(grid, budgeted && every_split ? limited : deadline)) {
      return step;
    }
  }
  return std::nullopt;
}

std::string_view logic_status_name(LogicStatus status) {
  switch (status) {
    case LogicStatus::solved:
      return "solved";
    case LogicStatus::stalled:
      return "stalled";
    case LogicStatus::contradiction:
      return "contradiction";
    case LogicStatus::budget_spent:
      break;
  }
  return "budget_spent";
}

LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
  CandidateGrid grid(puzzle);
  LogicResult result;
  while (true) {
    if (auto problem = grid.contradiction()) {
      result.status = LogicStatus::contradiction;
      result.contradiction = std::move(*problem);
      break;
    }
    if (grid.is_solved()) {
      result.status = LogicStatus::solved;
      break;
    }
    std::optional<Step> step = find_step(grid, options);
    if (!step) {
      result.status = deadline_passed(options) ? LogicStatus::budget_spent : LogicStatus::stalled;
      break;
    }
    grid.apply(*step);
    result.steps.push_back(std::move(*step));
  }
  result.grid = grid.puzzle();
  result.candidates.reserve(static_cast<std::size_t>(grid.cell_count()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    result.candidates.push_back(grid.candidates(cell));
  }
  return result;
}

const Step* hardest_step(const LogicResult& result) {
  const Step* hardest = nullptr;
  for (const Step& step : result.steps) {
    if (hardest == nullptr || step.rating > hardest->rating) hardest = &step;
  }
  return hardest;
}

}  // namespace sudoku
