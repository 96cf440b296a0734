// The variant rules that speak of two cells at a time, and those of one cell.
//
// The idea. Many rules setters draw are a relation between two cells: a Kropki dot, an X or a V,
// two neighbours of a whisper or a non-consecutive grid, a palindrome's mirrored
// cells, a clone and its copy, a minimum cell and each neighbour. For each ordered pair (a, b)
// that some rule links, a table says, for each digit d of a, which digits of b the rules allow
// beside it (the tables of several rules on one pair are intersected). When a's candidates
// change, b keeps only the union of the rows of a's candidates: arc consistency, which on a chain
// of pairs (a whisper) is as strong as the whole chain. An indexer cell is such a pair with each
// cell of the house it points into: it holds d exactly when place d holds the indexed digit.
// Rules of one cell (even, odd, a setter's given candidates) narrow
// its candidates once, at the root. Rules that make two cells differ (anti-knight, anti-king,
// extra regions) are peers of the layout instead (general_layout.cpp), where settling a digit
// removes it for free.
//
// Invariant: a digit leaves b only when no candidate of a allows it, so no solution is lost.
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <utility>
#include <variant>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail::general {

namespace {

// One ordered pair's table: allowed[d] holds the digits of `to` allowed when `from` holds d.
struct Arc {
  int to;
  int table;  // offset of allowed[0] in the tables (allowed[d] at table + d)
};

using Allows = std::function<bool(int, int)>;

// Collects the relations of a puzzle pair by pair, then lays them out flat.
class RelationBuilder {
 public:
  explicit RelationBuilder(const Layout& layout) : layout_(layout) {}

  void add(int a, int b, const Allows& allows) {
    if (a == b) return;
    const int side = layout_.side;
    std::vector<Mask>& forward = table_of(a, b);
    std::vector<Mask>& backward = table_of(b, a);
    for (int d = 1; d <= side; ++d) {
      for (int e = 1; e <= side; ++e) {
        if (allows(d, e)) continue;
        forward[static_cast<std::size_t>(d)] &= ~digit_bit(e);
        backward[static_cast<std::size_t>(e)] &= ~digit_bit(d);
      }
    }
  }
  void restrict(int cell, Mask digits) { unary_.emplace_back(cell, digits); }
  bool empty() const { return tables_.empty() && unary_.empty(); }

  std::vector<std::pair<int, Mask>> take_unary() { return std::move(unary_); }
  // The arcs of each cell (arcs[start[c] … start[c+1])) and their tables.
  void lay_out(std::vector<int>& start, std::vector<Arc>& arcs, std::vector<Mask>& tables) const {
    const auto rows = static_cast<std::size_t>(layout_.side) + 1;
    start.assign(static_cast<std::size_t>(layout_.cell_count) + 1, 0);
    for (const auto& [pair, table] : tables_) ++start[static_cast<std::size_t>(pair.first) + 1];
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(layout_.cell_count); ++cell) {
      start[cell + 1] += start[cell];
    }
    arcs.resize(tables_.size());
    tables.clear();
    tables.reserve(tables_.size() * rows);
    std::vector<int> next(start.begin(), start.end() - 1);
    for (const auto& [pair, table] : tables_) {
      arcs[static_cast<std::size_t>(next[static_cast<std::size_t>(pair.first)]++)] =
          Arc{pair.second, static_cast<int>(tables.size())};
      tables.insert(tables.end(), table.begin(), table.end());
    }
  }

 private:
  std::vector<Mask>& table_of(int from, int to) {
    auto [it, inserted] = tables_.try_emplace({from, to});
    if (inserted) it->second.assign(static_cast<std::size_t>(layout_.side) + 1, layout_.all_digits);
    return it->second;
  }

  const Layout& layout_;
  std::map<std::pair<int, int>, std::vector<Mask>> tables_;
  std::vector<std::pair<int, Mask>> unary_;
};

class RelationPropagator final : public Propagator {
 public:
  RelationPropagator(const Layout& layout, const RelationBuilder& builder,
                     std::vector<std::pair<int, Mask>> unary)
      : unary_(std::move(unary)), waiting_(layout.cell_count) {
    builder.lay_out(start_, arcs_, tables_);
  }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    if (narrow_cells_) {
      narrow_cells_ = false;
      for (const auto& [cell, digits] : unary_) {
        const Mask before = state.candidates(cell);
        if (!state.restrict_to(cell, digits)) return failed();
        changed |= state.candidates(cell) != before;
      }
    }
    while (!waiting_.empty()) {
      const int from = waiting_.take();
      const Mask candidates = state.candidates(from);
      for (int i = start_[static_cast<std::size_t>(from)];
           i < start_[static_cast<std::size_t>(from) + 1]; ++i) {
        const Arc& arc = arcs_[static_cast<std::size_t>(i)];
        const Mask* allowed = tables_.data() + arc.table;
        Mask support = 0;
        for (Mask rest = candidates; rest != 0; rest &= rest - 1) {
          support |= allowed[std::countr_zero(rest) + 1];
        }
        const Mask before = state.candidates(arc.to);
        if ((before & support) == before) continue;
        if (!state.restrict_to(arc.to, support)) return failed();
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override {
    for (const int cell : changes.cells) {
      if (start_[static_cast<std::size_t>(cell)] != start_[static_cast<std::size_t>(cell) + 1]) {
        waiting_.add(cell);
      }
    }
  }
  void note_everything_changed() override {
    narrow_cells_ = true;
    waiting_.add_all();
  }
  void forget_changes() override { waiting_.clear(); }

 private:
  Propagation failed() {
    waiting_.clear();
    return Propagation::failed;
  }

  std::vector<int> start_;
  std::vector<Arc> arcs_;
  std::vector<Mask> tables_;
  std::vector<std::pair<int, Mask>> unary_;
  bool narrow_cells_ = false;
  Worklist waiting_;  // cells
};

// The digits of 1..side that keep `keeps`.
Mask digits_where(int side, const std::function<bool(int)>& keeps) {
  Mask digits = 0;
  for (int d = 1; d <= side; ++d) {
    if (keeps(d)) digits |= digit_bit(d);
  }
  return digits;
}

void add_line(RelationBuilder& builder, const Line& line) {
  const std::vector<int>& cells = line.cells;
  const std::size_t length = cells.size();
  switch (line.kind) {
    case LineKind::whisper:
      for (std::size_t i = 1; i < length; ++i) {
        const int least = line.value;
        builder.add(cells[i - 1], cells[i],
                    [least](int a, int b) { return std::abs(a - b) >= least; });
      }
      break;
    case LineKind::palindrome:
      for (std::size_t i = 0; i < length / 2; ++i) {
        builder.add(cells[i], cells[length - 1 - i], [](int a, int b) { return a == b; });
      }
      break;
    default:
      break;  // thermometers: thermometer_propagator.cpp; many cells: rule_propagator.cpp
  }
}

}  // namespace

std::unique_ptr<Propagator> make_relation_propagator(const Puzzle& puzzle, const Layout& layout) {
  const Geometry& geometry = puzzle.geometry();
  const int side = puzzle.side();
  RelationBuilder builder(layout);
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* global = std::get_if<GlobalRule>(&constraint)) {
      if (global->kind != GlobalRuleKind::non_consecutive) continue;  // peers, in the layout
      for (const auto& [a, b] : rules::orthogonal_pairs(geometry)) {
        builder.add(a, b, [](int d, int e) { return std::abs(d - e) != 1; });
      }
    } else if (const auto* cell_rule = std::get_if<CellRule>(&constraint)) {
      const int cell = cell_rule->cell;
      switch (cell_rule->kind) {
        case CellRuleKind::even:
          builder.restrict(cell, digits_where(side, [](int d) { return d % 2 == 0; }));
          break;
        case CellRuleKind::odd:
          builder.restrict(cell, digits_where(side, [](int d) { return d % 2 == 1; }));
          break;
        case CellRuleKind::minimum:
        case CellRuleKind::maximum: {
          const bool minimum = cell_rule->kind == CellRuleKind::minimum;
          for (const int neighbour : rules::compared_neighbours(puzzle, *cell_rule)) {
            builder.add(cell, neighbour,
                        [minimum](int d, int e) { return minimum ? d < e : d > e; });
          }
          break;
        }
        case CellRuleKind::row_indexer:
        case CellRuleKind::column_indexer:
        case CellRuleKind::box_indexer: {
          // The indexer holds d exactly when place d of its house holds the indexed digit. Its
          // own place is skipped: the indexed digit is its own place's number there, so the
          // pair would say nothing.
          const std::vector<int> house = rules::indexed_cells(geometry, *cell_rule);
          const int placed = rules::indexed_digit(geometry, *cell_rule);
          for (std::size_t place = 0; place < house.size(); ++place) {
            if (house[place] == cell) continue;
            const int at = static_cast<int>(place) + 1;
            builder.add(cell, house[place],
                        [at, placed](int d, int e) { return (d == at) == (e == placed); });
          }
          break;
        }
      }
    } else if (const auto* given = std::get_if<GivenCandidates>(&constraint)) {
      Mask digits = 0;
      for (const std::uint8_t digit : given->digits) digits |= digit_bit(digit);
      builder.restrict(given->cell, digits);
    } else if (const auto* dot = std::get_if<Dot>(&constraint)) {
      builder.add(dot->first, dot->second,
                  [dot](int d, int e) { return rules::dot_holds(dot->kind, dot->value, d, e); });
    } else if (const auto* negative = std::get_if<NegativeDots>(&constraint)) {
      for (const auto& [a, b] : rules::pairs_without_dot(puzzle, *negative)) {
        builder.add(a, b, [negative](int d, int e) {
          return !rules::dot_holds(negative->kind, negative->value, d, e);
        });
      }
    } else if (const auto* line = std::get_if<Line>(&constraint)) {
      add_line(builder, *line);
    } else if (const auto* clone = std::get_if<Clone>(&constraint)) {
      for (std::size_t i = 0; i < clone->cells.size(); ++i) {
        builder.add(clone->cells[i], clone->copies[i], [](int d, int e) { return d == e; });
      }
    }
  }
  if (builder.empty()) return nullptr;
  std::vector<std::pair<int, Mask>> unary = builder.take_unary();
  return std::make_unique<RelationPropagator>(layout, builder, std::move(unary));
}

}  // namespace sudoku::detail::general
