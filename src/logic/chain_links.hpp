// The links a Killer's cages give a chain, beside those of houses and cells (chains.cpp).
//
// A cage supplies three kinds of link:
//   - a digit every combination of the cage still holds must go in it: when it has two places
//     left there, one of them is true (a strong link, as in a house);
//   - a combination of the cage ("cage 15 at r1c1 uses 1+5+9") is a node of its own, true for
//     exactly one of the cage's combinations: two combinations are weakly linked, and strongly
//     when only those two are left;
//   - a combination and a candidate of one of the cage's cells: weakly linked when the
//     combination lacks the digit; strongly when the digit has one place left in the cage and
//     every other combination holds it (the combination false, the digit goes there).
// The combinations are those the cage's cells can still take (cage_sets), looked at once when the
// links are built, so a search over a grid builds them once and allocates no more per node.
//
// A variant rule (a thermometer, a whisper, a dot, an arrow, …: a piece of rule_pieces.hpp)
// supplies weak links: two candidates of two of its cells that no filling of its cells keeping
// the rule holds together ("r1c1 is 5" and "r1c3 is 4" on a thermometer r1c1→r1c4) are not both
// true (class RuleLinks).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "logic/rule_pieces.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {

// A node of a chain: a candidate (a digit in a cell), or a combination of a cage.
struct ChainNode {
  int cell = -1;         // -1 for a combination
  Digit digit = kBlank;  // kBlank for a combination
  int combination = -1;  // index in CageLinks, or -1 for a candidate
  friend bool operator==(const ChainNode&, const ChainNode&) = default;
  bool is_candidate() const { return combination < 0; }
};

// Why a link holds, for the chain's words.
enum class LinkReason {
  house,              // a group (its index): a house, or a cage the two cells share
  cell,               // the cell itself
  cage_needs,         // a cage (its group) must hold the digit: "cage 15 at r1c1 needs a 6"
  combination,        // a combination and a candidate of its cage, or two combinations
  other_combination,  // the cage's only other combination
  rule,               // a variant rule (its index in RuleLinks, in place of a group)
};

struct ChainLinkTo {
  ChainNode to;
  int group;  // the house or cage, -1 for the cell itself; the rule for LinkReason::rule
  LinkReason reason;
};

class CageLinks {
 public:
  // Links of every sum cage of the grid; none on a grid without cages.
  explicit CageLinks(const CandidateGrid& grid);

  bool empty() const { return cages_.empty(); }
  // Nodes beyond the candidates: the combinations.
  int combination_count() const { return static_cast<int>(combinations_.size()); }

  // Appends the strong links from `from` (assumed false) and the weak links from `from`
  // (assumed true) that the cages give.
  void strong_links(const ChainNode& from, std::vector<ChainLinkTo>& links) const;
  void weak_links(const ChainNode& from, std::vector<ChainLinkTo>& links) const;

  // "cage 15 at r1c1".
  std::string cage_words(int group) const;
  // "cage 15 at r1c1 uses 1+5+9".
  std::string combination_words(int combination, bool is_true) const;

 private:
  struct OpenCage {
    int group;
    std::vector<int> empty_cells;
    std::uint64_t required = 0;  // digits every combination holds
    int first = 0;               // its combinations: [first, first + count)
    int count = 0;
  };
  struct Combination {
    int cage;  // index in cages_
    std::uint64_t digits;
  };
  // The strong link (x, d)–combination, if any: the combination, or -1.
  int combination_forcing(const OpenCage& cage, int cell, Digit digit) const;

  const CandidateGrid& grid_;
  std::vector<OpenCage> cages_;
  std::vector<Combination> combinations_;
  std::vector<int> cage_of_cell_;  // index in cages_, or -1
};

class RuleLinks {
 public:
  // How far the links reach: none; two digits the rule's plain check breaks together; two digits
  // no filling of the rule's cells holds together.
  enum class Reach { none, pairs, fillings };

  // The weak links of every variant rule of the grid's puzzle between the candidates of its empty
  // cells, as the grid stands (its placed digits taken into the rules' checks); none on a grid
  // without variant rules.
  explicit RuleLinks(const CandidateGrid& grid, Reach reach = Reach::fillings);

  bool empty() const { return entries_.empty(); }
  // How many steps the build's searches took (checks of a rule on two digits, or steps of the
  // searches for fillings): the work a budget counts (Deadline).
  long checks() const { return checks_; }

  // Appends the candidates that `from` (a candidate assumed true) rules out through a rule.
  void weak_links(const ChainNode& from, std::vector<ChainLinkTo>& links) const;
  // Takes out of `grid` the candidates a rule forbids beside `digit` placed in `cell` (for a
  // forcing chain's branch; the links stay true as digits are placed).
  void take_out(CandidateGrid& grid, int cell, Digit digit) const;
  // True when a rule forbids (cell, digit) and (other, other_digit) together.
  bool forbids(int cell, Digit digit, int other, Digit other_digit) const;

  // "thermometer r1c1→r1c4".
  std::string rule_words(int rule) const;

 private:
  // One cell's side of a pair of cells of a rule: for each of the cell's digits d, the other
  // cell's digits forbidden beside it, at forbidden_[first + d - 1].
  struct Entry {
    int other;
    int rule;
    std::size_t first;
  };

  // Fill a piece's table (at ((i * n + j) * side + d - 1), the digits of its cell j ruled out by d
  // in cell i), spending the budget; true when any link was found. by_pairs sets `finished` when
  // the budget let it check every pair.
  bool by_fillings(std::size_t rule, std::vector<std::uint64_t>& table, Puzzle& scratch,
                   long& budget) const;
  bool by_pairs(std::size_t rule, std::vector<std::uint64_t>& table, Puzzle& scratch, long& budget,
                bool& finished);

  const CandidateGrid& grid_;
  std::vector<RulePiece> pieces_;
  std::vector<Entry> entries_;          // grouped by cell: [cell_first_[c], cell_first_[c + 1])
  std::vector<std::uint64_t> options_;  // while building: per cell of a piece, its digits
  std::vector<int> owners_;             // while building: the cell of each entry
  std::vector<std::size_t> cell_first_;
  std::vector<std::uint64_t> forbidden_;
  long checks_ = 0;
};

}  // namespace sudoku::logic
