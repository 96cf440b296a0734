// lcg — the engine that learns inside the Sudoku model: a conflict-driven search over cell=digit
// literals whose propagators explain themselves (lazy clause generation, after Chuffed).
//
// The idea. general meets the same dead end under thousands of guesses on the hardest Killers and
// forgets each one; cdcl learns, but sees a cage only through clauses. Here the search keeps
// general's view of the rules (cells, houses, cages and their implied sums as propagators on digit
// masks) and learns like a SAT solver: every deduction records why it holds, a dead end is traced
// back to its first unique implication point, and the clause learned forbids that cause for the
// rest of the search.
//
// Literals. x(c, d) "cell c holds d" is variable c·N + d − 1; a literal is 2·variable for x and
// 2·variable + 1 for ¬x. A cell's mask (`open_`) holds the digits whose x is not false.
//
// Rules and their reasons (a reason is the set of true literals a deduction follows from):
//   x(c, d) true         every other digit of c, and d in every peer of c, is false  (x(c, d))
//   c has one digit left x of it is true                   (every other digit of c is false)
//   d has one place in a house                     x there is true (d false in every other cell)
//   a Killer cage or implied sum (innies, outies)  its combinations (or, for cells that may
//                        repeat a digit, the sums they can reach; past 4,096 combinations,
//                        bounds) remove digits, and a digit that every combination left needs,
//                        with one place left, goes there. The reason is made when the analysis
//                        asks for it, from the cells' masks as they were before the deduction:
//                        for each combination the deduction needs gone, one witness (a cell that
//                        could take none of its digits, or a digit no cell could take); for
//                        reachable sums and bounds, every false literal of the sum's cells.
//   a learned clause     the usual two watched literals.
//
// Search. Decide x(c, d) for the open cell with the highest activity per candidate (activity:
// bumped for the cells of every literal met in conflict analysis, decaying, as VSIDS), with the
// digit the cell last held (phase saving) or its least. A conflict yields a 1-UIP clause
// (minimised: literals that the others imply through their reasons are left out), the search
// jumps back to the level where it asserts, and restarts follow Luby's sequence (LcgSchedule).
// Learned clauses are halved by literal block distance at restarts; the blocks of solutions stay.
//
// Measured (docs/benchmarks.md, docs/algorithms.md): up to 8 times fewer nodes than general on the
// hardest Killers, but a node costs 2.5 to 4 times one of general's; auto does not use it.
//
// Counting. Each solution found is blocked by the clause of its decisions (no other solution
// agrees with all of them, as propagation decides the rest), and the search goes on until it has
// max_solutions or proves there is no other.
//
// Budget: a node for each decision and each conflict. No trace: learned jumps are not a person's
// steps (std::invalid_argument when one is asked for). Statistics: guesses are the decisions.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <variant>
#include <vector>

#include "solve/budget.hpp"
#include "solve/cage_sums.hpp"
#include "solve/engines.hpp"
#include "solve/general_state.hpp"
#include "solve/restarts.hpp"
#include "solve/sum_rules.hpp"

namespace sudoku::detail {
namespace {

using general::Layout;
using general::Mask;

// Cages with more digit combinations than this keep their sum by bounds.
constexpr std::size_t kMostCombinations = 4096;
// Implied sums (innies and outies) of up to this many cells. general keeps those of up to nine
// cells whose digits may repeat; here they were mixed (tarek_36 and 40: 13,691 → 10,604 and
// 36,398 → 22,181 nodes, 0.38 → 0.33 and 0.64 → 0.46 s; mathemagic_02 13.4 → 15.7 s).
constexpr int kImpliedSumCells = 7;
// How deep minimise() follows reasons.
constexpr std::size_t kMinimiseDepth = 30;
// Activity decay per conflict (0.95 and 1.0 measured too: docs/benchmarks.md).
constexpr double kActivityDecay = 0.99;

constexpr int kUnassigned = -1;

int positive(int variable) { return 2 * variable; }
int negative(int variable) { return 2 * variable + 1; }
int variable_of(int literal) { return literal >> 1; }
bool is_negative(int literal) { return (literal & 1) != 0; }

// Why a literal is true.
enum class Why : std::uint8_t {
  none,    // a decision, or a fact of the root
  peer,    // data: the true literal x(c, d) that rules this one out
  cell,    // data: the cell, whose other digits are all false
  house,   // data: house · N + d − 1; d is false in the house's other cells
  clause,  // data: the learned clause
  sum,     // data: the sum rule
};
struct Reason {
  Why why = Why::none;
  int data = 0;
};

// "These cells add up to `total`": a Killer cage, or an implied sum.
struct SumRule {
  enum class Kind : std::uint8_t { combinations, reachable, bounds };
  std::vector<int> cells;
  int total = 0;
  Kind kind = Kind::bounds;
  std::vector<Mask> combinations;  // Kind::combinations: the digit sets that fit
};

class Learner {
 public:
  Learner(const Puzzle& puzzle, const SolveOptions& options, const LcgSchedule& schedule,
          SolveResult& result)
      : puzzle_(puzzle),
        layout_(general::make_layout(puzzle)),
        side_(puzzle.side()),
        cell_count_(puzzle.cell_count()),
        options_(options),
        budget_(options),
        schedule_(schedule),
        result_(result),
        variable_count_(static_cast<std::size_t>(cell_count_) * static_cast<std::size_t>(side_)),
        literal_value_(2 * variable_count_, kUnassigned),
        level_(variable_count_, 0),
        position_(variable_count_, 0),
        reason_(variable_count_),
        seen_(variable_count_, 0),
        open_(static_cast<std::size_t>(cell_count_), layout_.all_digits),
        saved_digit_(static_cast<std::size_t>(cell_count_), 0),
        activity_(static_cast<std::size_t>(cell_count_), 0.0),
        watches_(2 * variable_count_),
        sums_of_cell_(static_cast<std::size_t>(cell_count_)) {
    add_sums();
    queued_.assign(sums_.size(), 0);
  }

  void run() {
    const std::optional<std::vector<std::uint64_t>> candidates = root_candidates(puzzle_);
    if (!candidates || !set_up_root(*candidates)) return finish(false);
    std::uint64_t restart = 1;
    std::uint64_t conflicts_left = schedule_.restart_conflicts * luby(restart);
    for (;;) {
      if (!propagate()) {
        if (budget_.spend_node()) return finish(true);
        if (decision_level() == 0 || !learn_from_conflict()) return finish(false);
        if (conflicts_left > 0) --conflicts_left;
        continue;
      }
      if (conflicts_left == 0) {
        backtrack(0);
        ++restart;
        conflicts_left = schedule_.restart_conflicts * luby(restart);
        if (learned_.size() > learned_limit_) reduce_learned();
        continue;
      }
      const int cell = choose_cell();
      if (cell < 0) {
        if (record_solution()) return finish(false);
        if (decision_level() == 0) return finish(false);
        block_solution();
        continue;
      }
      if (budget_.spend_node()) return finish(true);
      ++decisions_;
      level_start_.push_back(static_cast<int>(trail_.size()));
      assign(positive(variable(cell, choose_digit(cell))), Reason{});
    }
  }

 private:
  struct Watch {
    int clause;   // offset into arena_
    int blocker;  // a literal of the clause: when true, the clause needs no look
  };

  int variable(int cell, int digit) const { return cell * side_ + digit - 1; }
  int cell_of(int var) const { return var / side_; }
  int digit_of_variable(int var) const { return var % side_ + 1; }
  int decision_level() const { return static_cast<int>(level_start_.size()); }

  // 1 true, 0 false, kUnassigned.
  int value(int literal) const { return literal_value_[static_cast<std::size_t>(literal)]; }

  // The Killer cages, then the implied sums (kept by combinations when their cells are peers).
  void add_sums() {
    for (const Constraint& constraint : puzzle_.constraints()) {
      if (const auto* cage = std::get_if<Cage>(&constraint)) add_sum(cage->cells, cage->sum, true);
    }
    if (!puzzle_.has_cages()) return;
    for (const general::ImpliedSum& implied :
         general::implied_sums(puzzle_, layout_, kImpliedSumCells)) {
      add_sum(implied.cells, implied.sum, general::pairwise_peers(layout_, implied.cells));
    }
  }

  void add_sum(const std::vector<int>& cells, int total, bool distinct) {
    SumRule rule;
    rule.cells = cells;
    rule.total = total;
    if (distinct &&
        general::list_sum_combinations(layout_.all_digits, static_cast<int>(cells.size()), total,
                                       kMostCombinations, rule.combinations)) {
      rule.kind = SumRule::Kind::combinations;
    } else if (!distinct && total < 64) {
      rule.combinations.clear();
      rule.kind = SumRule::Kind::reachable;
    } else {
      rule.combinations.clear();
      rule.kind = SumRule::Kind::bounds;
    }
    const int index = static_cast<int>(sums_.size());
    for (const int cell : cells) sums_of_cell_[static_cast<std::size_t>(cell)].push_back(index);
    sums_.push_back(std::move(rule));
  }

  // Level 0: every candidate that general's propagation removes is false. False on a
  // contradiction.
  bool set_up_root(const std::vector<std::uint64_t>& candidates) {
    for (int cell = 0; cell < cell_count_; ++cell) {
      const Mask gone = layout_.all_digits & ~candidates[static_cast<std::size_t>(cell)];
      for (Mask rest = gone; rest != 0; rest &= rest - 1) {
        if (!assign(negative(variable(cell, general::digit_of(rest & (~rest + 1)))), Reason{})) {
          return false;
        }
      }
    }
    for (std::size_t sum = 0; sum < sums_.size(); ++sum) queue_sum(static_cast<int>(sum));
    return propagate();
  }

  // Makes `literal` true for `reason`; false (and the conflict noted) when it is false already.
  bool assign(int literal, Reason reason) {
    const int var = variable_of(literal);
    const auto index = static_cast<std::size_t>(var);
    if (value(literal) != kUnassigned) {
      if (value(literal) == 1) return true;
      conflict_.clear();
      explain(reason, literal, std::numeric_limits<int>::max(), conflict_);
      conflict_.push_back(literal ^ 1);
      return false;
    }
    literal_value_[static_cast<std::size_t>(literal)] = 1;
    literal_value_[static_cast<std::size_t>(literal ^ 1)] = 0;
    level_[index] = decision_level();
    position_[index] = static_cast<int>(trail_.size());
    reason_[index] = reason;
    trail_.push_back(literal);
    if (is_negative(literal)) {
      open_[static_cast<std::size_t>(cell_of(var))] &= ~general::digit_bit(digit_of_variable(var));
    }
    return true;
  }

  // Every rule to a fixpoint: the trail's new literals first, then the sums they woke, one at a
  // time. False on a conflict (conflict_ holds true literals that cannot all hold).
  bool propagate() {
    for (;;) {
      while (head_ < trail_.size()) {
        const int literal = trail_[head_++];
        if (!propagate_literal(literal) || !propagate_clauses(literal ^ 1)) {
          clear_sum_queue();
          return false;
        }
      }
      if (sum_queue_.empty()) return true;
      const int sum = sum_queue_.back();
      sum_queue_.pop_back();
      queued_[static_cast<std::size_t>(sum)] = 0;
      if (!propagate_sum(sum)) {
        clear_sum_queue();
        return false;
      }
    }
  }

  void queue_sum(int sum) {
    std::uint8_t& queued = queued_[static_cast<std::size_t>(sum)];
    if (queued != 0) return;
    queued = 1;
    sum_queue_.push_back(sum);
  }
  void clear_sum_queue() {
    for (const int sum : sum_queue_) queued_[static_cast<std::size_t>(sum)] = 0;
    sum_queue_.clear();
  }

  bool propagate_literal(int literal) {
    const int var = variable_of(literal);
    const int cell = cell_of(var);
    const int digit = digit_of_variable(var);
    const Mask bit = general::digit_bit(digit);
    if (!is_negative(literal)) {
      const Reason because{Why::peer, literal};
      for (Mask rest = open_[static_cast<std::size_t>(cell)] & ~bit; rest != 0; rest &= rest - 1) {
        if (!assign(negative(variable(cell, general::digit_of(rest & (~rest + 1)))), because)) {
          return false;
        }
      }
      for (int i = layout_.peer_start[static_cast<std::size_t>(cell)],
               end = layout_.peer_start[static_cast<std::size_t>(cell) + 1];
           i < end; ++i) {
        const int peer = layout_.peers[static_cast<std::size_t>(i)];
        if ((open_[static_cast<std::size_t>(peer)] & bit) == 0) continue;
        if (!assign(negative(variable(peer, digit)), because)) return false;
      }
      return true;
    }
    const Mask left = open_[static_cast<std::size_t>(cell)];
    if (left == 0) return conflict_at(Reason{Why::cell, cell}, -1);
    if (general::is_single(left) &&
        !assign(positive(variable(cell, general::digit_of(left))), Reason{Why::cell, cell})) {
      return false;
    }
    for (int k = layout_.house_start[static_cast<std::size_t>(cell)],
             end = layout_.house_start[static_cast<std::size_t>(cell) + 1];
         k < end; ++k) {
      const int house = layout_.houses[static_cast<std::size_t>(k)];
      const int* cells = layout_.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side_;
      int places = 0;
      int place = -1;
      for (int i = 0; i < side_ && places < 2; ++i) {
        if ((open_[static_cast<std::size_t>(cells[i])] & bit) != 0) {
          ++places;
          place = cells[i];
        }
      }
      const Reason because{Why::house, house * side_ + digit - 1};
      if (places == 0) return conflict_at(because, -1);
      if (places == 1 && !assign(positive(variable(place, digit)), because)) return false;
    }
    for (const int sum : sums_of_cell_[static_cast<std::size_t>(cell)]) queue_sum(sum);
    return true;
  }

  // A rule that cannot hold: conflict_ gets the true literals it fails on.
  bool conflict_at(Reason reason, int literal) {
    conflict_.clear();
    explain(reason, literal, std::numeric_limits<int>::max(), conflict_);
    return false;
  }

  // The learned clauses watching `literal`, which has just become false.
  bool propagate_clauses(int literal) {
    std::vector<Watch>& watches = watches_[static_cast<std::size_t>(literal)];
    std::size_t kept = 0;
    std::size_t i = 0;
    bool ok = true;
    while (i < watches.size()) {
      const Watch watch = watches[i++];
      if (value(watch.blocker) == 1) {
        watches[kept++] = watch;
        continue;
      }
      int* literals = arena_.data() + watch.clause + 2;
      const int size = arena_[static_cast<std::size_t>(watch.clause)];
      if (literals[0] == literal) std::swap(literals[0], literals[1]);
      const int first = literals[0];
      if (first != watch.blocker && value(first) == 1) {
        watches[kept++] = Watch{watch.clause, first};
        continue;
      }
      bool moved = false;
      for (int k = 2; k < size; ++k) {
        if (value(literals[k]) != 0) {
          std::swap(literals[1], literals[k]);
          watches_[static_cast<std::size_t>(literals[1])].push_back(Watch{watch.clause, first});
          moved = true;
          break;
        }
      }
      if (moved) continue;
      watches[kept++] = Watch{watch.clause, first};
      if (value(first) == 0) {
        conflict_at(Reason{Why::clause, watch.clause}, -1);
        ok = false;
        break;
      }
      if (!assign(first, Reason{Why::clause, watch.clause})) {
        ok = false;
        break;
      }
    }
    while (i < watches.size()) watches[kept++] = watches[i++];
    watches.resize(kept);
    return ok;
  }

  bool propagate_sum(int index) {
    const SumRule& rule = sums_[static_cast<std::size_t>(index)];
    const std::size_t count = rule.cells.size();
    masks_.resize(count);
    allowed_.assign(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
      masks_[i] = open_[static_cast<std::size_t>(rule.cells[i])];
    }
    Mask required = 0;
    switch (rule.kind) {
      case SumRule::Kind::combinations:
        if (!allowed_by_combinations(rule, required)) return conflict_at({Why::sum, index}, -1);
        break;
      case SumRule::Kind::reachable:
        if (!allowed_by_reachable_sums(rule)) return conflict_at({Why::sum, index}, -1);
        break;
      case SumRule::Kind::bounds:
        if (!allowed_by_bounds(rule)) return conflict_at({Why::sum, index}, -1);
        break;
    }
    const Reason because{Why::sum, index};
    for (std::size_t i = 0; i < count; ++i) {
      for (Mask gone = masks_[i] & ~allowed_[i]; gone != 0; gone &= gone - 1) {
        const int digit = general::digit_of(gone & (~gone + 1));
        if (!assign(negative(variable(rule.cells[i], digit)), because)) return false;
      }
    }
    // A digit every combination needs, with one place left in the sum, goes there.
    for (Mask need = required; need != 0; need &= need - 1) {
      const Mask bit = need & (~need + 1);
      int places = 0;
      int place = -1;
      for (std::size_t i = 0; i < count && places < 2; ++i) {
        if ((allowed_[i] & bit) != 0) {
          ++places;
          place = rule.cells[i];
        }
      }
      if (places == 1 && !assign(positive(variable(place, general::digit_of(bit))), because)) {
        return false;
      }
    }
    return true;
  }

  // A combination fits when every cell can take one of its digits and together they can take
  // all of them; a cell keeps the digits of the combinations that fit. `required`: the digits
  // of every one that fits.
  bool allowed_by_combinations(const SumRule& rule, Mask& required) {
    const std::size_t count = rule.cells.size();
    required = layout_.all_digits;
    bool any = false;
    for (const Mask combination : rule.combinations) {
      Mask cover = 0;
      bool fits = true;
      for (std::size_t i = 0; i < count; ++i) {
        const Mask part = masks_[i] & combination;
        if (part == 0) {
          fits = false;
          break;
        }
        cover |= part;
      }
      if (!fits || cover != combination) continue;
      any = true;
      required &= combination;
      for (std::size_t i = 0; i < count; ++i) allowed_[i] |= masks_[i] & combination;
    }
    if (!any) required = 0;
    return any;
  }

  // Digits may repeat: the sums the cells before each can reach (as bit sets), and the sums the
  // cells from it on must make.
  bool allowed_by_reachable_sums(const SumRule& rule) {
    const std::size_t count = rule.cells.size();
    reach_.assign(count + 1, 0);
    need_.assign(count + 1, 0);
    reach_[0] = 1;
    for (std::size_t i = 0; i < count; ++i) {
      for (Mask digits = masks_[i]; digits != 0; digits &= digits - 1) {
        reach_[i + 1] |= reach_[i] << general::digit_of(digits & (~digits + 1));
      }
    }
    need_[count] = std::uint64_t{1} << rule.total;
    if ((reach_[count] & need_[count]) == 0) return false;
    for (std::size_t i = count; i-- > 0;) {
      for (Mask digits = masks_[i]; digits != 0; digits &= digits - 1) {
        const int digit = general::digit_of(digits & (~digits + 1));
        need_[i] |= need_[i + 1] >> digit;
        if (((reach_[i] << digit) & need_[i + 1]) != 0) allowed_[i] |= general::digit_bit(digit);
      }
    }
    return true;
  }

  // A cell keeps d when the others' least and greatest totals leave room for total − d.
  bool allowed_by_bounds(const SumRule& rule) {
    const std::size_t count = rule.cells.size();
    int least = 0;
    int most = 0;
    for (std::size_t i = 0; i < count; ++i) {
      least += std::countr_zero(masks_[i]) + 1;
      most += 64 - std::countl_zero(masks_[i]);
    }
    if (rule.total < least || rule.total > most) return false;
    for (std::size_t i = 0; i < count; ++i) {
      const int own_least = std::countr_zero(masks_[i]) + 1;
      const int own_most = 64 - std::countl_zero(masks_[i]);
      for (Mask digits = masks_[i]; digits != 0; digits &= digits - 1) {
        const int digit = general::digit_of(digits & (~digits + 1));
        const int rest = rule.total - digit;
        if (rest >= least - own_least && rest <= most - own_most) {
          allowed_[i] |= general::digit_bit(digit);
        }
      }
    }
    return true;
  }

  // Appends the true literals that `reason` derives `literal` from (every literal of the rule
  // when `literal` is −1, a conflict); for a sum, those on the trail before `before`.
  void explain(Reason reason, int literal, int before, std::vector<int>& out) const {
    switch (reason.why) {
      case Why::none:
        return;
      case Why::peer:
        out.push_back(reason.data);
        return;
      case Why::cell: {
        const int own = literal < 0 ? 0 : digit_of_variable(variable_of(literal));
        for (int digit = 1; digit <= side_; ++digit) {
          if (digit != own) out.push_back(negative(variable(reason.data, digit)));
        }
        return;
      }
      case Why::house: {
        const int house = reason.data / side_;
        const int digit = reason.data % side_ + 1;
        const int own = literal < 0 ? -1 : cell_of(variable_of(literal));
        const int* cells = layout_.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side_;
        for (int i = 0; i < side_; ++i) {
          if (cells[i] != own) out.push_back(negative(variable(cells[i], digit)));
        }
        return;
      }
      case Why::clause: {
        const int* literals = arena_.data() + reason.data + 2;
        const int size = arena_[static_cast<std::size_t>(reason.data)];
        for (int k = 0; k < size; ++k) {
          if (literals[k] != literal) out.push_back(literals[k] ^ 1);
        }
        return;
      }
      case Why::sum: {
        const SumRule& rule = sums_[static_cast<std::size_t>(reason.data)];
        if (rule.kind == SumRule::Kind::combinations) {
          explain_by_combinations(rule, literal, before, out);
        } else {
          explain_by_every_literal(rule, before, out);
        }
        return;
      }
    }
  }

  // The reason of a deduction by combinations, from the cells' masks as they were before it: for
  // each combination it needs dead (a removal of d: those holding d; a digit placed: those
  // without it; a conflict: all), a witness of its death, either a cell that could take none of
  // its digits or a digit that no cell could take. A digit placed adds its absence from the
  // other cells.
  void explain_by_combinations(const SumRule& rule, int literal, int before,
                               std::vector<int>& out) const {
    const std::size_t count = rule.cells.size();
    past_masks_.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
      const int cell = rule.cells[i];
      Mask mask = open_[static_cast<std::size_t>(cell)];
      for (Mask gone = layout_.all_digits & ~mask; gone != 0; gone &= gone - 1) {
        const Mask bit = gone & (~gone + 1);
        const auto var = static_cast<std::size_t>(variable(cell, general::digit_of(bit)));
        if (position_[var] >= before) mask |= bit;
      }
      past_masks_[i] = mask;
    }
    Mask digit = 0;
    bool placed = false;
    if (literal >= 0) {
      const int var = variable_of(literal);
      digit = general::digit_bit(digit_of_variable(var));
      placed = !is_negative(literal);
      if (placed) {
        for (const int cell : rule.cells) {
          if (cell != cell_of(var)) out.push_back(negative(variable(cell, digit_of_variable(var))));
        }
      }
    }
    for (const Mask combination : rule.combinations) {
      if (digit != 0 && ((combination & digit) != 0) == placed) continue;
      std::size_t empty_cell = count;
      Mask covered = 0;
      for (std::size_t i = 0; i < count; ++i) {
        const Mask part = past_masks_[i] & combination;
        if (part == 0 && empty_cell == count) empty_cell = i;
        covered |= part;
      }
      const Mask missing = combination & ~covered;
      if (empty_cell < count) {
        for (Mask rest = combination; rest != 0; rest &= rest - 1) {
          const int digit_left_out = general::digit_of(rest & (~rest + 1));
          out.push_back(negative(variable(rule.cells[empty_cell], digit_left_out)));
        }
      } else if (missing != 0) {
        const int lacking = general::digit_of(missing & (~missing + 1));
        for (const int cell : rule.cells) out.push_back(negative(variable(cell, lacking)));
      } else {
        // Not dead before the deduction (never expected): every false literal of the sum's
        // cells, which is always a reason.
        explain_by_every_literal(rule, before, out);
        return;
      }
    }
  }

  // The coarse reason of a sum: every false literal of its cells on the trail before `before`.
  void explain_by_every_literal(const SumRule& rule, int before, std::vector<int>& out) const {
    for (const int cell : rule.cells) {
      const Mask gone = layout_.all_digits & ~open_[static_cast<std::size_t>(cell)];
      for (Mask rest = gone; rest != 0; rest &= rest - 1) {
        const int var = variable(cell, general::digit_of(rest & (~rest + 1)));
        if (position_[static_cast<std::size_t>(var)] < before) out.push_back(negative(var));
      }
    }
  }

  // Conflict analysis down to the first unique implication point, the learned clause, the jump
  // back and the assertion. False when the conflict holds at the root (no solution is left).
  bool learn_from_conflict() {
    // A conflict of literals all below the current level (none is expected): go back to the
    // highest of them first.
    int highest = 0;
    for (const int literal : conflict_) {
      highest = std::max(highest, level_[static_cast<std::size_t>(variable_of(literal))]);
    }
    if (highest == 0) return false;
    if (highest < decision_level()) backtrack(highest);

    learned_clause_.assign(1, 0);
    int open_at_level = 0;
    std::size_t index = trail_.size();
    int uip = -1;
    antecedents_ = conflict_;
    for (;;) {
      for (const int literal : antecedents_) {
        const auto var = static_cast<std::size_t>(variable_of(literal));
        if (seen_[var] != 0 || level_[var] == 0) continue;
        seen_[var] = 1;
        bump(static_cast<int>(var));
        if (level_[var] >= decision_level()) {
          ++open_at_level;
        } else {
          learned_clause_.push_back(literal ^ 1);
        }
      }
      do {
        --index;
      } while (seen_[static_cast<std::size_t>(variable_of(trail_[index]))] == 0);
      uip = trail_[index];
      const auto var = static_cast<std::size_t>(variable_of(uip));
      seen_[var] = 0;
      if (--open_at_level == 0) break;
      antecedents_.clear();
      explain(reason_[var], uip, position_[var], antecedents_);
    }
    learned_clause_[0] = uip ^ 1;
    minimise();

    for (const int literal : learned_clause_)
      seen_[static_cast<std::size_t>(variable_of(literal))] = 0;
    for (const int var : cleared_) seen_[static_cast<std::size_t>(var)] = 0;
    cleared_.clear();

    // The jump: to the highest level among the rest, which goes second (watched).
    int jump = 0;
    for (std::size_t k = 1; k < learned_clause_.size(); ++k) {
      const int level = level_[static_cast<std::size_t>(variable_of(learned_clause_[k]))];
      if (level > jump) {
        jump = level;
        std::swap(learned_clause_[1], learned_clause_[k]);
      }
    }
    activity_increment_ /= kActivityDecay;
    backtrack(jump);
    add_learned_clause();
    return true;
  }

  // Leaves out a literal whose reason's literals are all in the clause, of the root, or
  // themselves left out that way (recursively, to kMinimiseDepth).
  void minimise() {
    std::size_t kept = 1;
    for (std::size_t k = 1; k < learned_clause_.size(); ++k) {
      const int literal = learned_clause_[k];
      if (implied_by_clause(literal ^ 1, 0)) {
        cleared_.push_back(variable_of(literal));  // stays seen for the checks after it
      } else {
        learned_clause_[kept++] = literal;
      }
    }
    learned_clause_.resize(kept);
  }

  // Whether the true literal follows from the clause's literals (seen_ 1), the root, and
  // literals already found to (seen_ 2); literals found not to get seen_ 3.
  bool implied_by_clause(int literal, std::size_t depth) {
    const auto var = static_cast<std::size_t>(variable_of(literal));
    const Reason reason = reason_[var];
    if (reason.why == Why::none || depth >= kMinimiseDepth) return false;
    std::vector<int>& antecedents = explained_[depth];
    antecedents.clear();
    explain(reason, literal, position_[var], antecedents);
    for (const int antecedent : antecedents) {
      const auto other = static_cast<std::size_t>(variable_of(antecedent));
      const std::uint8_t mark = seen_[other];
      if (level_[other] == 0 || mark == 1 || mark == 2) continue;
      if (mark == 3) return false;
      const bool implied = implied_by_clause(antecedent, depth + 1);
      seen_[other] = implied ? 2 : 3;
      cleared_.push_back(static_cast<int>(other));
      if (!implied) return false;
    }
    return true;
  }

  void bump(int var) {
    double& activity = activity_[static_cast<std::size_t>(cell_of(var))];
    activity += activity_increment_;
    if (activity > 1e100) {
      for (double& each : activity_) each *= 1e-100;
      activity_increment_ *= 1e-100;
    }
  }

  // Stores learned_clause_ (its first literal the one it asserts), watches its first two
  // literals and asserts the first. A permanent clause (a solution's block) is never reduced.
  void add_learned_clause(bool permanent = false) {
    if (learned_clause_.size() == 1) {
      assign(learned_clause_[0], Reason{});
      return;
    }
    const int clause = static_cast<int>(arena_.size());
    arena_.push_back(static_cast<int>(learned_clause_.size()));
    arena_.push_back(permanent ? 0 : block_distance());
    arena_.insert(arena_.end(), learned_clause_.begin(), learned_clause_.end());
    learned_.push_back(clause);
    watch(clause);
    assign(learned_clause_[0], Reason{Why::clause, clause});
  }

  void watch(int clause) {
    const int* literals = arena_.data() + clause + 2;
    watches_[static_cast<std::size_t>(literals[0])].push_back(Watch{clause, literals[1]});
    watches_[static_cast<std::size_t>(literals[1])].push_back(Watch{clause, literals[0]});
  }

  // The number of decision levels among the clause's literals.
  int block_distance() {
    levels_seen_.clear();
    for (const int literal : learned_clause_) {
      const int level = level_[static_cast<std::size_t>(variable_of(literal))];
      if (std::find(levels_seen_.begin(), levels_seen_.end(), level) == levels_seen_.end()) {
        levels_seen_.push_back(level);
      }
    }
    return static_cast<int>(levels_seen_.size());
  }

  // At level 0: keeps the half of the learned clauses with the lowest block distance (and every
  // one of distance 2 or less), and packs the arena again.
  void reduce_learned() {
    // The root's literals are never explained again: no reason may point into the old arena.
    for (const int literal : trail_) reason_[static_cast<std::size_t>(variable_of(literal))] = {};
    std::vector<int> order = learned_;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return arena_[static_cast<std::size_t>(a) + 1] < arena_[static_cast<std::size_t>(b) + 1];
    });
    const std::size_t keep = order.size() / 2;
    std::vector<int> arena;
    std::vector<int> learned;
    for (std::size_t k = 0; k < order.size(); ++k) {
      const auto at = static_cast<std::size_t>(order[k]);
      if (k >= keep && arena_[at + 1] > 2) continue;
      learned.push_back(static_cast<int>(arena.size()));
      arena.insert(arena.end(), arena_.begin() + static_cast<std::ptrdiff_t>(at),
                   arena_.begin() + static_cast<std::ptrdiff_t>(at) + 2 + arena_[at]);
    }
    arena_ = std::move(arena);
    learned_ = std::move(learned);
    for (std::vector<Watch>& watches : watches_) watches.clear();
    for (const int clause : learned_) watch(clause);
    learned_limit_ += learned_limit_ / 10;
  }

  void backtrack(int level) {
    if (decision_level() <= level) return;
    const auto start = static_cast<std::size_t>(level_start_[static_cast<std::size_t>(level)]);
    for (std::size_t k = trail_.size(); k-- > start;) {
      const int literal = trail_[k];
      const int var = variable_of(literal);
      const int cell = cell_of(var);
      if (is_negative(literal)) {
        open_[static_cast<std::size_t>(cell)] |= general::digit_bit(digit_of_variable(var));
      } else {
        saved_digit_[static_cast<std::size_t>(cell)] = digit_of_variable(var);
      }
      literal_value_[static_cast<std::size_t>(literal)] = kUnassigned;
      literal_value_[static_cast<std::size_t>(literal ^ 1)] = kUnassigned;
    }
    trail_.resize(start);
    level_start_.resize(static_cast<std::size_t>(level));
    head_ = trail_.size();
    clear_sum_queue();
  }

  // The open cell (two or more candidates) with the highest activity per candidate; −1 when
  // every cell is decided.
  int choose_cell() const {
    int best = -1;
    double best_score = -1.0;
    for (int cell = 0; cell < cell_count_; ++cell) {
      const Mask mask = open_[static_cast<std::size_t>(cell)];
      if (general::is_single(mask)) continue;
      const double score =
          (1.0 + activity_[static_cast<std::size_t>(cell)]) / general::digit_count(mask);
      if (score > best_score) {
        best_score = score;
        best = cell;
      }
    }
    return best;
  }

  int choose_digit(int cell) const {
    const Mask mask = open_[static_cast<std::size_t>(cell)];
    const int saved = saved_digit_[static_cast<std::size_t>(cell)];
    if (saved != 0 && (mask & general::digit_bit(saved)) != 0) return saved;
    return general::digit_of(mask & (~mask + 1));
  }

  // True when the search has all it was asked for.
  bool record_solution() {
    ++result_.count;
    if (!result_.solution) {
      Puzzle solution = puzzle_;
      for (int cell = 0; cell < cell_count_; ++cell) {
        solution.set(cell,
                     static_cast<Digit>(general::digit_of(open_[static_cast<std::size_t>(cell)])));
      }
      result_.solution = std::move(solution);
    }
    return options_.max_solutions != 0 && result_.count >= options_.max_solutions;
  }

  // The solution's decisions cannot all hold again: a clause of their negations, asserting the
  // last one's negation at the level before it.
  void block_solution() {
    learned_clause_.clear();
    for (int level = decision_level(); level-- > 0;) {
      learned_clause_.push_back(
          trail_[static_cast<std::size_t>(level_start_[static_cast<std::size_t>(level)])] ^ 1);
    }
    backtrack(decision_level() - 1);
    add_learned_clause(true);
  }

  void finish(bool spent) {
    result_.stats.nodes = budget_.nodes();
    result_.stats.guesses = decisions_;
    if (spent) {
      result_.status = SolveStatus::budget_spent;
    } else {
      result_.status = result_.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
    }
  }

  const Puzzle& puzzle_;
  Layout layout_;
  int side_;
  int cell_count_;
  const SolveOptions& options_;
  Budget budget_;
  LcgSchedule schedule_;
  SolveResult& result_;

  std::size_t variable_count_;              // x(c, d) for every cell and digit
  std::vector<std::int8_t> literal_value_;  // per literal: 1, 0 or kUnassigned
  std::vector<int> level_;
  std::vector<int> position_;  // on the trail
  std::vector<Reason> reason_;
  std::vector<std::uint8_t> seen_;
  std::vector<Mask> open_;  // per cell: the digits not false
  std::vector<int> saved_digit_;
  std::vector<double> activity_;  // per cell

  double activity_increment_ = 1.0;

  std::vector<int> trail_;  // true literals, in order
  std::size_t head_ = 0;    // trail_[head_…] not yet propagated
  std::vector<int> level_start_;

  std::vector<int> arena_;  // learned clauses: size, block distance, literals
  std::vector<int> learned_;
  std::size_t learned_limit_ = schedule_.first_learned_limit;
  std::vector<std::vector<Watch>> watches_;

  std::vector<SumRule> sums_;
  std::vector<std::vector<int>> sums_of_cell_;
  std::vector<std::uint8_t> queued_;
  std::vector<int> sum_queue_;

  // Scratch.
  std::vector<int> conflict_;
  std::vector<int> antecedents_;
  // Per depth of implied_by_clause (sized once: a deeper call must not move a shallower one's).
  std::vector<std::vector<int>> explained_ = std::vector<std::vector<int>>(kMinimiseDepth);
  std::vector<int> learned_clause_;
  std::vector<int> cleared_;
  std::vector<int> levels_seen_;
  std::vector<Mask> masks_;
  mutable std::vector<Mask> past_masks_;
  std::vector<Mask> allowed_;
  std::vector<std::uint64_t> reach_;
  std::vector<std::uint64_t> need_;

  std::uint64_t decisions_ = 0;
};

}  // namespace

SolveResult solve_with_lcg(const Puzzle& puzzle, const SolveOptions& options,
                           const LcgSchedule& schedule) {
  refuse_variant_rules(puzzle, "lcg");
  refuse_trace(options, "lcg");
  SolveResult result;
  result.engine = Algorithm::lcg;
  Learner(puzzle, options, schedule, result).run();
  return result;
}

}  // namespace sudoku::detail
