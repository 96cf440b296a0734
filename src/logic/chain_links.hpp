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
#pragma once

#include <cstdint>
#include <string>
#include <vector>

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
};

struct ChainLinkTo {
  ChainNode to;
  int group;  // the house or cage, -1 for the cell itself
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

}  // namespace sudoku::logic
