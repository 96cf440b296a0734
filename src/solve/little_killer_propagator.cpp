// Little killers: the digits along a diagonal, from the clue outside the grid, add up to the
// clue's total (digits may repeat, except where the diagonal's cells are peers).
//
// The diagonal is a sum over groups of peers (sum_reasoning.hpp), wanted to make the one total:
// its cells within a box, or along a main diagonal that is a house, or in one disjoint group,
// take distinct digits, so a run of three cells of a box makes at least 6 and at most 24. A digit
// stays when it belongs to a filling of the groups, each group's digits distinct, adding up to
// the total.
//
// The sums that the little killers and cages imply across the houses they cross (cage_sums.hpp,
// crossing_sums) are kept the same way, as diagonals of their own.
//
// Invariant: a digit leaves a cell only when no such filling uses it; a filled diagonal with
// another total fails.
#include <algorithm>
#include <memory>
#include <variant>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/cage_sums.hpp"
#include "solve/propagator.hpp"
#include "solve/sum_reasoning.hpp"

namespace sudoku::detail::general {
namespace {

struct DiagonalSum {
  std::vector<GroupedCells> covers;  // the cells grouped one way, and another
  int total = 0;
};

class LittleKillerPropagator final : public Propagator {
 public:
  LittleKillerPropagator(const Layout& layout, std::vector<DiagonalSum> diagonals,
                         const SumSizes& sizes,
                         const std::vector<std::vector<int>>& cells_of_diagonals)
      : diagonals_(std::move(diagonals)),
        reasoning_(sizes),
        wanted_(static_cast<std::size_t>(words_for_total(sizes.most_total))),
        rules_of_cells_(layout.cell_count, cells_of_diagonals),
        waiting_(static_cast<int>(diagonals_.size())) {}

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const DiagonalSum& diagonal = diagonals_[static_cast<std::size_t>(waiting_.take())];
      std::fill(wanted_.begin(), wanted_.end(), 0);
      add_total(wanted_, diagonal.total);
      for (const GroupedCells& cells : diagonal.covers) {
        const Propagation kept = reasoning_.keep_totals(state, cells, wanted_, {});
        if (kept == Propagation::failed) {
          waiting_.clear();
          return kept;
        }
        changed = changed || kept == Propagation::changed;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override { rules_of_cells_.wake(changes, waiting_); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  std::vector<DiagonalSum> diagonals_;
  SumReasoning reasoning_;
  std::vector<std::uint64_t> wanted_;
  RulesOfCells rules_of_cells_;
  Worklist waiting_;  // diagonals
};

}  // namespace

std::unique_ptr<Propagator> make_little_killer_propagator(const Puzzle& puzzle,
                                                          const Layout& layout) {
  std::vector<DiagonalSum> diagonals;
  std::vector<std::vector<int>> cells_of_diagonals;
  SumSizes sizes;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* killer = std::get_if<LittleKiller>(&constraint);
    if (killer == nullptr) continue;
    std::vector<int> cells = rules::little_killer_cells(puzzle.geometry(), *killer);
    DiagonalSum diagonal{peer_groupings(puzzle, layout, cells), killer->sum};
    for (const GroupedCells& cover : diagonal.covers) {
      cells.insert(cells.end(), cover.cells.begin(), cover.cells.end());  // with cages' cells
    }
    for (const GroupedCells& cover : diagonal.covers) sizes.add(cover);
    cells_of_diagonals.push_back(std::move(cells));
    diagonals.push_back(std::move(diagonal));
  }
  if (diagonals.empty()) return nullptr;
  // The sums across the houses that the little killers and cages cross (cage_sums.hpp), kept
  // like a diagonal: Hailstone - little killer (ISS's collection; eight little killers, four
  // cages, the X diagonals) gets two of twelve cells, from the diagonals crossed by the others:
  // 91,653 → 7,617 nodes and 8.56 → 0.81 G instructions counted to 2. Up to 2N cells: a sum of
  // 33 cells on Little Killer Sudoku (the same collection) took 86 → 33 nodes but twice the
  // instructions.
  for (ImpliedSum& sum : crossing_sums(puzzle, layout)) {
    if (static_cast<int>(sum.cells.size()) > 2 * layout.side) continue;
    DiagonalSum implied{peer_groupings(puzzle, layout, sum.cells), sum.sum};
    for (const GroupedCells& cover : implied.covers) {
      sum.cells.insert(sum.cells.end(), cover.cells.begin(), cover.cells.end());
      sizes.add(cover);
    }
    cells_of_diagonals.push_back(std::move(sum.cells));
    diagonals.push_back(std::move(implied));
  }
  return std::make_unique<LittleKillerPropagator>(layout, std::move(diagonals), sizes,
                                                  cells_of_diagonals);
}

}  // namespace sudoku::detail::general
