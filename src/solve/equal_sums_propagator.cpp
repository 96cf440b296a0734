// Lines whose parts add up to one total: region sum lines (the line's run through each box adds
// up to the same as every other run) and zipper lines (the two cells as far from the middle add
// up to the middle: its cell on a line of odd length, its two cells on one of even length).
//
// Each part is a sum over groups of peers (sum_reasoning.hpp): a run through a box is one group,
// whose digits differ. The totals the line can still have are those every part reaches; each
// part then keeps the digits of its fillings (each group's digits distinct) that make one of
// them. So a run of one cell limits every other run to the digits it still holds, and a run of
// three cells of a box to totals from 6 to 24.
//
// Invariant: a digit leaves a cell only when no filling of its part with a total every other
// part reaches uses it; a filled line whose parts differ has no common total and fails.
#include <algorithm>
#include <memory>
#include <variant>
#include <vector>

#include "solve/propagator.hpp"
#include "solve/sum_reasoning.hpp"

namespace sudoku::detail::general {
namespace {

// The parts of one line, each grouped one way and another (sum_reasoning.hpp).
using EqualSums = std::vector<std::vector<GroupedCells>>;

class EqualSumsPropagator final : public Propagator {
 public:
  EqualSumsPropagator(const Layout& layout, std::vector<EqualSums> lines,
                      const std::vector<std::vector<int>>& cells_of_lines)
      : lines_(std::move(lines)),
        reasoning_(sizes_of(lines_)),
        common_(static_cast<std::size_t>(words_for_total(sizes_of(lines_).most_total))),
        reached_(common_.size()),
        rules_of_cells_(layout.cell_count, cells_of_lines),
        waiting_(static_cast<int>(lines_.size())) {}

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const Propagation kept = keep(state, lines_[static_cast<std::size_t>(waiting_.take())]);
      if (kept == Propagation::failed) {
        waiting_.clear();
        return kept;
      }
      changed = changed || kept == Propagation::changed;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override { rules_of_cells_.wake(changes, waiting_); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  static SumSizes sizes_of(const std::vector<EqualSums>& lines) {
    SumSizes sizes;
    for (const EqualSums& line : lines) {
      for (const auto& part : line) {
        for (const GroupedCells& cover : part) sizes.add(cover);
      }
    }
    return sizes;
  }

  Propagation keep(GeneralState& state, const EqualSums& line) {
    std::fill(common_.begin(), common_.end(), ~std::uint64_t{0});
    for (const auto& part : line) {
      for (const GroupedCells& cover : part) {
        if (!reasoning_.reach(state, cover, reached_)) return Propagation::failed;
        bool any = false;
        for (std::size_t i = 0; i < common_.size(); ++i) {
          common_[i] &= reached_[i];
          any = any || common_[i] != 0;
        }
        if (!any) return Propagation::failed;
      }
    }
    bool changed = false;
    for (const auto& part : line) {
      for (const GroupedCells& cover : part) {
        const Propagation kept = reasoning_.keep_totals(state, cover, common_, {});
        if (kept == Propagation::failed) return kept;
        changed = changed || kept == Propagation::changed;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  std::vector<EqualSums> lines_;
  SumReasoning reasoning_;
  std::vector<std::uint64_t> common_;
  std::vector<std::uint64_t> reached_;
  RulesOfCells rules_of_cells_;
  Worklist waiting_;  // lines
};

// The lines of `kind` of the puzzle, each split into its parts by `split`.
template <typename Split>
std::unique_ptr<Propagator> make_equal_sums(const Puzzle& puzzle, const Layout& layout,
                                            LineKind kind, Split split) {
  std::vector<EqualSums> lines;
  std::vector<std::vector<int>> cells_of_lines;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* line = std::get_if<Line>(&constraint);
    if (line == nullptr || line->kind != kind) continue;
    EqualSums parts;
    std::vector<int> woken_by;
    for (const std::vector<int>& cells : split(line->cells)) {
      parts.push_back(peer_groupings(puzzle, layout, cells));
      for (const GroupedCells& cover : parts.back()) {
        woken_by.insert(woken_by.end(), cover.cells.begin(), cover.cells.end());  // with cages'
      }
    }
    if (parts.size() < 2) continue;  // one part has any total
    lines.push_back(std::move(parts));
    cells_of_lines.push_back(std::move(woken_by));
  }
  if (lines.empty()) return nullptr;
  return std::make_unique<EqualSumsPropagator>(layout, std::move(lines), cells_of_lines);
}

}  // namespace

std::unique_ptr<Propagator> make_region_sum_propagator(const Puzzle& puzzle, const Layout& layout) {
  const Geometry& geometry = puzzle.geometry();
  return make_equal_sums(puzzle, layout, LineKind::region_sum, [&](const std::vector<int>& cells) {
    std::vector<std::vector<int>> runs;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i == 0 || geometry.box_of(cells[i]) != geometry.box_of(cells[i - 1])) runs.emplace_back();
      runs.back().push_back(cells[i]);
    }
    return runs;
  });
}

std::unique_ptr<Propagator> make_zipper_propagator(const Puzzle& puzzle, const Layout& layout) {
  return make_equal_sums(puzzle, layout, LineKind::zipper, [](const std::vector<int>& cells) {
    const std::size_t length = cells.size();
    std::vector<std::vector<int>> pairs;
    pairs.reserve(length / 2 + 1);
    for (std::size_t i = 0; i + 1 < length - i; ++i) {
      pairs.push_back({cells[i], cells[length - 1 - i]});  // the middle pair last, when even
    }
    if (length % 2 == 1) pairs.push_back({cells[length / 2]});
    return pairs;
  });
}

}  // namespace sudoku::detail::general
