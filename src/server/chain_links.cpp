// The links of a chain step, read from what the step carries (src/logic keeps no link list):
//
//   X-chain, XY-chain, alternating inference chain
//       the chain as its sentence tells it: "if r1c1 is not 5, r1c5 is 5 (row 1), so r4c5 is not
//       5 (column 5), …:" — each "rXcY is [not] D" a candidate, the first assumed false, then
//       true and false in turn. A link into a true candidate is strong, into a false one weak.
//   skyscraper, two-string kite
//       cells {a0, a1, b0, b1} of one digit: a1 = a0 - b0 = b1 (the joined ends a0, b0).
//   XY-wing
//       cells {pivot, first, second}, digits {x, y, z}: first z = first x - pivot x = pivot y -
//       second y = second z.
//   W-wing
//       cells {first, second, e0, e1}, digits {x, y}: first x = first y - e0 y = e1 y -
//       second y = second x.
//
// Every link is checked against the grid the step was found in (a strong link: the only two
// candidates of a cell, or the only two places of the digit in a house; a weak link: two digits
// of a cell, or one digit in two cells that see each other); when one does not hold (a
// sentence worded otherwise than read here), the step gets no links rather than wrong ones.
// Other steps (fish, subsets, colouring, the other wings, forcing chains) get none: forcing
// chains name what each option places, not the links between.
#include "server/chain_links.hpp"

#include <bit>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bit_count.hpp"

namespace sudoku::server {
namespace {

struct Candidate {
  int cell;
  Digit digit;
};

struct Link {
  Candidate from;
  Candidate to;
  bool strong;
};

std::uint64_t bit_of(Digit digit) { return std::uint64_t{1} << (digit - 1); }

bool has(const CandidateGrid& grid, Candidate candidate) {
  return grid.digit(candidate.cell) == kBlank &&
         grid.has_candidate(candidate.cell, candidate.digit);
}

// The only two places of a digit in a house that holds every digit.
bool only_two_places(const CandidateGrid& grid, Candidate a, Candidate b) {
  for (int group : grid.groups_of(a.cell)) {
    const Group& house = grid.groups()[static_cast<std::size_t>(group)];
    if (!house.holds_every_digit) continue;
    const std::uint64_t places = grid.places(group, a.digit);
    if (detail::bit_count(places) != 2) continue;
    for (std::uint64_t left = places; left != 0; left &= left - 1) {
      if (house.cells[static_cast<std::size_t>(std::countr_zero(left))] == b.cell) return true;
    }
  }
  return false;
}

bool holds(const CandidateGrid& grid, const Link& link) {
  const Candidate a = link.from;
  const Candidate b = link.to;
  if (!has(grid, a) || !has(grid, b)) return false;
  if (a.cell == b.cell) {
    if (a.digit == b.digit) return false;
    return !link.strong || grid.candidates(a.cell) == (bit_of(a.digit) | bit_of(b.digit));
  }
  if (a.digit != b.digit) return false;
  return link.strong ? only_two_places(grid, a, b) : grid.sees(a.cell, b.cell);
}

// One "rRcC is D" or "rRcC is not D" of a chain's sentence.
struct CandidateWords {
  int row;
  int column;
  int digit;
  bool is_true;
  std::size_t end;  // just past the words
};

// A whole number of at most three digits at `at` (a sentence's rows, columns and digits), or
// nothing; `at` moves past it.
std::optional<int> number_at(const std::string& text, std::size_t& at) {
  int value = 0;
  std::size_t digits = 0;
  while (at < text.size() && digits < 3 && text[at] >= '0' && text[at] <= '9') {
    value = value * 10 + (text[at] - '0');
    ++at;
    ++digits;
  }
  if (digits == 0 || (at < text.size() && text[at] >= '0' && text[at] <= '9')) return std::nullopt;
  return value;
}

bool words_at(const std::string& text, std::size_t& at, std::string_view words) {
  if (text.compare(at, words.size(), words) != 0) return false;
  at += words.size();
  return true;
}

// The candidate words that start at `at`, if they do.
std::optional<CandidateWords> candidate_words_at(const std::string& text, std::size_t at) {
  if (!words_at(text, at, "r")) return std::nullopt;
  const std::optional<int> row = number_at(text, at);
  if (!row || !words_at(text, at, "c")) return std::nullopt;
  const std::optional<int> column = number_at(text, at);
  if (!column || !words_at(text, at, " is ")) return std::nullopt;
  const bool is_true = !words_at(text, at, "not ");
  const std::optional<int> digit = number_at(text, at);
  if (!digit) return std::nullopt;
  return CandidateWords{*row, *column, *digit, is_true, at};
}

// The candidates of a chain's sentence, in order, with whether each is said true.
std::vector<Link> links_of_sentence(const CandidateGrid& grid, const std::string& explanation) {
  // The chain runs from "if " to the ": " before its conclusion.
  const std::size_t start = explanation.find(": if ");
  if (start == std::string::npos) return {};
  const std::size_t end = explanation.find(": ", start + 2);
  const std::string chain = explanation.substr(start + 5, end - start - 5);
  std::vector<Link> links;
  std::optional<Candidate> previous;
  bool expect_true = false;
  const int side = grid.side();
  for (std::size_t at = 0; at < chain.size();) {
    const std::optional<CandidateWords> words = candidate_words_at(chain, at);
    if (!words) {
      ++at;
      continue;
    }
    at = words->end;
    const int row = words->row - 1;
    const int column = words->column - 1;
    if (row < 0 || row >= side || column < 0 || column >= side || words->digit < 1 ||
        words->digit > side || words->is_true != expect_true) {
      return {};
    }
    const Candidate candidate{row * side + column, static_cast<Digit>(words->digit)};
    if (previous) links.push_back({*previous, candidate, words->is_true});
    previous = candidate;
    expect_true = !expect_true;
  }
  return links;
}

std::vector<Link> links_of_step(const CandidateGrid& grid, const Step& step) {
  const std::vector<int>& c = step.cells;
  const std::vector<Digit>& d = step.digits;
  switch (step.technique) {
    case Technique::x_chain:
    case Technique::xy_chain:
    case Technique::alternating_inference_chain:
      return links_of_sentence(grid, step.explanation);
    case Technique::skyscraper:
    case Technique::two_string_kite:
      if (c.size() != 4 || d.size() != 1) return {};
      return {{{c[1], d[0]}, {c[0], d[0]}, true},
              {{c[0], d[0]}, {c[2], d[0]}, false},
              {{c[2], d[0]}, {c[3], d[0]}, true}};
    case Technique::xy_wing:
      if (c.size() != 3 || d.size() != 3) return {};
      return {{{c[1], d[2]}, {c[1], d[0]}, true},
              {{c[1], d[0]}, {c[0], d[0]}, false},
              {{c[0], d[0]}, {c[0], d[1]}, true},
              {{c[0], d[1]}, {c[2], d[1]}, false},
              {{c[2], d[1]}, {c[2], d[2]}, true}};
    case Technique::w_wing:
      if (c.size() != 4 || d.size() != 2) return {};
      return {{{c[0], d[0]}, {c[0], d[1]}, true},
              {{c[0], d[1]}, {c[2], d[1]}, false},
              {{c[2], d[1]}, {c[3], d[1]}, true},
              {{c[3], d[1]}, {c[1], d[1]}, false},
              {{c[1], d[1]}, {c[1], d[0]}, true}};
    default:
      return {};
  }
}

Json candidate_json(Candidate candidate) {
  return {{"cell", candidate.cell}, {"digit", candidate.digit}};
}

}  // namespace

Json chain_links(const CandidateGrid& grid, const Step& step) {
  const std::vector<Link> links = links_of_step(grid, step);
  Json result = Json::array();
  for (const Link& link : links) {
    if (!holds(grid, link)) return Json::array();
  }
  for (const Link& link : links) {
    result.push_back({{"from", candidate_json(link.from)},
                      {"to", candidate_json(link.to)},
                      {"kind", link.strong ? "strong" : "weak"}});
  }
  return result;
}

}  // namespace sudoku::server
