// Chains: alternating inference chains (AIC) and their two best-known kinds.
//
// A candidate is a digit in a cell. Two candidates are joined by a
//   strong link  when at least one of them is true: the only two places of a digit in a house,
//                or the only two candidates of a cell;
//   weak link    when at most one of them is true: one digit in two cells that see each
//                other, or two digits of one cell. (A strong link here is weak too.)
// A chain starts at a candidate A assumed false and alternates: a strong link makes the next
// candidate true, a weak link makes the next one false. Reaching a candidate B by a strong
// link proves "A or B". Then nothing can hold that sees both:
//   - A and B one digit in two cells: a cell seeing both loses the digit;
//   - A and B two digits of one cell: the cell loses its other candidates;
//   - two digits in cells that see each other: each cell loses the other's digit.
//
//   X-chain                    one digit, links in houses only (6.5)
//   XY-chain                   cells with two candidates, each seeing the next (6.6)
//   alternating inference chain  any mix (7.0)
//
// On a Killer the cages give links too (chain_links.hpp): a digit a cage needs with two places
// left there is a strong link, in the X-chains as well; the AIC also walks the cage's
// combinations as nodes ("if r1c1 is not 6, cage 15 at r1c1 uses 1+5+9 (…)"). On a variant
// puzzle the AIC also takes the weak links of its rules (RuleLinks): "r1c1 is 5, so r1c3 is not
// 4 (thermometer r1c1→r1c4)".
//
// Each rating grows with the chain's length as Sudoku Explainer's does: a tenth for each bound
// (4, 6, 8, 12, 16, …) its count of candidates passes, so an X-chain of 10 candidates is 6.8.
//
// The search is breadth first from every candidate in reading order, and the step given is the
// first of the chains rated least over all starts (the shortest, as Sudoku Explainer picks); chains
// of more than kLongestChain candidates are not followed; the deadline is looked at before each
// start cell. Written in plain words: "if r1c1 is not 5, r1c5 is 5 (row 1), so r4c5 is not 5
// (column 5), so r4c9 is 5 (row 4): r1c1 or r4c9 is 5, so remove 5 from r7c9."
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/chain_links.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr int kLongestChain = 16;

enum class ChainKind { x_chain, xy_chain, any };

using Candidate = ChainNode;
using Link = ChainLinkTo;

// The strong links from a candidate allowed in a chain of `kind`, into `links`.
void strong_links(const CandidateGrid& grid, const CageLinks& cages, Candidate from, ChainKind kind,
                  std::vector<Link>& links) {
  links.clear();
  if (!from.is_candidate()) {
    if (kind == ChainKind::any) cages.strong_links(from, links);
    return;
  }
  if (kind != ChainKind::xy_chain) {
    for (int group : grid.groups_of(from.cell)) {
      if (!grid.groups()[static_cast<std::size_t>(group)].holds_every_digit) continue;
      const std::uint64_t places = grid.places(group, from.digit);
      if (detail::bit_count(places) != 2) continue;
      const auto& members = grid.groups()[static_cast<std::size_t>(group)].cells;
      for (std::uint64_t left = places; left != 0; left &= left - 1) {
        const int cell = members[static_cast<std::size_t>(std::countr_zero(left))];
        if (cell != from.cell) links.push_back({{cell, from.digit}, group, LinkReason::house});
      }
    }
  }
  if (kind != ChainKind::x_chain && detail::bit_count(grid.candidates(from.cell)) == 2) {
    links.push_back({{from.cell, digit_of_bit(grid.candidates(from.cell) & ~bit_of(from.digit))},
                     -1,
                     LinkReason::cell});
  }
  if (kind == ChainKind::xy_chain || cages.empty()) return;
  const std::size_t before = links.size();
  cages.strong_links(from, links);
  if (kind == ChainKind::x_chain) {
    // One digit only: the cage's needed digits, not its combinations.
    links.erase(std::remove_if(links.begin() + static_cast<std::ptrdiff_t>(before), links.end(),
                               [](const Link& link) { return !link.to.is_candidate(); }),
                links.end());
  }
}

// The first group two different cells share.
int shared_group(const CandidateGrid& grid, int cell, int other) {
  for (int group : grid.groups_of(cell)) {
    const auto& members = grid.groups()[static_cast<std::size_t>(group)].cells;
    if (std::binary_search(members.begin(), members.end(), other)) return group;
  }
  return -1;
}

// The weak links from a candidate allowed in a chain of `kind`, into `links`.
void weak_links(const CandidateGrid& grid, const CageLinks& cages, const RuleLinks& rules,
                Candidate from, ChainKind kind, std::vector<Link>& links) {
  links.clear();
  if (!from.is_candidate()) {
    if (kind == ChainKind::any) cages.weak_links(from, links);
    return;
  }
  for (int peer : grid.peers(from.cell)) {
    if (!grid.has_candidate(peer, from.digit)) continue;
    if (kind == ChainKind::xy_chain && detail::bit_count(grid.candidates(peer)) != 2) continue;
    links.push_back({{peer, from.digit}, shared_group(grid, from.cell, peer), LinkReason::house});
  }
  if (kind == ChainKind::any) {
    for (Digit other : digits_of(grid.candidates(from.cell) & ~bit_of(from.digit))) {
      links.push_back({{from.cell, other}, -1, LinkReason::cell});
    }
    if (!cages.empty()) cages.weak_links(from, links);
    rules.weak_links(from, links);
  }
}

// What "A or B" removes (see the top of the file).
std::vector<Elimination> eliminations_of(const CandidateGrid& grid, Candidate a, Candidate b) {
  std::vector<Elimination> eliminations;
  if (a.cell == b.cell) {
    if (a.digit == b.digit) return eliminations;
    for (Digit other : digits_of(grid.candidates(a.cell) & ~bit_of(a.digit) & ~bit_of(b.digit))) {
      eliminations.push_back({a.cell, other});
    }
    return eliminations;
  }
  if (a.digit == b.digit) {
    for (int cell : cells_seeing_all(grid, {a.cell, b.cell}, a.digit)) {
      eliminations.push_back({cell, a.digit});
    }
    return eliminations;
  }
  if (grid.sees(a.cell, b.cell)) {
    if (grid.has_candidate(a.cell, b.digit)) eliminations.push_back({a.cell, b.digit});
    if (grid.has_candidate(b.cell, a.digit)) eliminations.push_back({b.cell, a.digit});
  }
  return eliminations;
}

// One link of a found chain: the node reached, whether it is true there, and why.
struct ChainLink {
  Candidate candidate;
  bool is_true;
  int group;  // -1: the cell itself
  LinkReason reason = LinkReason::house;
};

// "r1c5 is 5 (row 1)", "r4c5 is not 5 (column 5)", "r1c1 is 4 (its other candidate)",
// "r2c2 is 6 (cage 15 at r1c1 needs a 6)", "cage 15 at r1c1 uses 1+5+9".
std::string link_text(const CandidateGrid& grid, const CageLinks& cages, const RuleLinks& rules,
                      const ChainLink& link) {
  if (!link.candidate.is_candidate()) {
    std::string text = cages.combination_words(link.candidate.combination, link.is_true);
    if (link.is_true && link.reason == LinkReason::other_combination) {
      text += " (its other combination)";
    }
    return text;
  }
  std::string reason;
  if (link.reason == LinkReason::rule) {
    reason = " (" + rules.rule_words(link.group) + ")";
  } else if (link.reason == LinkReason::cage_needs) {
    const Digit digit = link.candidate.digit;
    const bool an = digit == 8 || digit == 11 || digit == 18;  // "an 8", "an 11"
    reason = fmt::format(" ({} needs {} {})", cages.cage_words(link.group), an ? "an" : "a", digit);
  } else if (link.group >= 0 &&
             grid.groups()[static_cast<std::size_t>(link.group)].kind == Group::Kind::cage) {
    reason = " (" + cages.cage_words(link.group) + ")";
  } else if (link.group >= 0) {
    reason = " (" + group_name(grid, link.group) + ")";
  } else if (link.is_true) {
    reason = " (its other candidate)";
  }
  return fmt::format("{} is {}{}{}", cell_name(grid.geometry(), link.candidate.cell),
                     link.is_true ? "" : "not ", link.candidate.digit, reason);
}

Technique chain_technique(ChainKind kind) {
  if (kind == ChainKind::x_chain) return Technique::x_chain;
  return kind == ChainKind::xy_chain ? Technique::xy_chain : Technique::alternating_inference_chain;
}

Step chain_step(const CandidateGrid& grid, const CageLinks& cages, const RuleLinks& rules,
                ChainKind kind, const std::vector<ChainLink>& chain,
                std::vector<Elimination> eliminations) {
  Step step = new_step(chain_technique(kind));
  step.eliminations = std::move(eliminations);
  const Candidate a = chain.front().candidate;
  const Candidate b = chain.back().candidate;
  std::uint64_t digits = 0;
  for (const ChainLink& link : chain) {
    if (link.group >= 0 && link.reason != LinkReason::rule &&
        std::find(step.groups.begin(), step.groups.end(), link.group) == step.groups.end()) {
      step.groups.push_back(link.group);
    }
    if (!link.candidate.is_candidate()) continue;
    if (std::find(step.cells.begin(), step.cells.end(), link.candidate.cell) == step.cells.end()) {
      step.cells.push_back(link.candidate.cell);
    }
    digits |= bit_of(link.candidate.digit);
  }
  step.digits = digits_of(digits);
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  std::string text = fmt::format("if {} is not {}", name(a.cell), a.digit);
  for (std::size_t index = 1; index < chain.size(); ++index) {
    text += (index == 1 ? ", " : ", so ") + link_text(grid, cages, rules, chain[index]);
  }
  const std::string conclusion =
      a.digit == b.digit
          ? fmt::format("{} or {} is {}", name(a.cell), name(b.cell), a.digit)
          : fmt::format("{} is {} or {} is {}", name(a.cell), a.digit, name(b.cell), b.digit);
  const std::string body =
      fmt::format("{}: {}, so {}", text, conclusion, removal_phrase(grid, step.eliminations));
  // Sudoku Explainer adds to a chain's rating with its length, each candidate a link.
  step.rating = technique_ladder()[static_cast<std::size_t>(step.technique)].rating +
                length_tenths(static_cast<int>(chain.size()));
  return finish_step(std::move(step), body);
}

// Nodes of a search: a candidate, true or false, and the node it was reached from.
struct Node {
  ChainLink link;
  int parent;
  int length;
};

// What a search needs besides the grid, kept from one start to the next (no allocation per
// start or per node once the buffers have grown).
struct Scratch {
  std::vector<Node> nodes;
  std::vector<bool> seen;
  std::vector<Link> links;
};

// Breadth first from `start` (assumed false), alternating strong and weak links; the first
// candidate reached true that proves something ends the search.
std::optional<Step> chain_from(const CandidateGrid& grid, const CageLinks& cages,
                               const RuleLinks& rules, Candidate start, ChainKind kind,
                               Scratch& scratch) {
  std::vector<Node>& nodes = scratch.nodes;
  nodes.assign(1, {{start, false, -1}, -1, 1});
  const auto candidates =
      static_cast<std::size_t>(grid.cell_count()) * static_cast<std::size_t>(grid.side());
  const auto key = [&](Candidate node, bool is_true) {
    const std::size_t index =
        node.is_candidate()
            ? static_cast<std::size_t>(node.cell) * static_cast<std::size_t>(grid.side()) +
                  node.digit - 1
            : candidates + static_cast<std::size_t>(node.combination);
    return index * 2 + (is_true ? 1 : 0);
  };
  std::vector<bool>& seen = scratch.seen;
  seen.assign((candidates + static_cast<std::size_t>(cages.combination_count())) * 2, false);
  seen[key(start, false)] = true;
  for (std::size_t next = 0; next < nodes.size(); ++next) {
    const Node node = nodes[next];
    if (node.length >= kLongestChain) continue;
    const bool is_true = node.link.is_true;
    if (is_true) {
      weak_links(grid, cages, rules, node.link.candidate, kind, scratch.links);
    } else {
      strong_links(grid, cages, node.link.candidate, kind, scratch.links);
    }
    for (const Link& link : scratch.links) {
      if (seen[key(link.to, !is_true)]) continue;
      seen[key(link.to, !is_true)] = true;
      nodes.push_back(
          {{link.to, !is_true, link.group, link.reason}, static_cast<int>(next), node.length + 1});
      if (is_true || link.to == start || !link.to.is_candidate()) continue;
      // Reached true: "start or this", once the chain is longer than the patterns below it.
      const int shortest = kind == ChainKind::xy_chain ? 6 : 4;
      if (node.length + 1 < shortest) continue;
      std::vector<Elimination> eliminations = eliminations_of(grid, start, link.to);
      if (eliminations.empty()) continue;
      std::vector<ChainLink> chain;
      for (int index = static_cast<int>(nodes.size()) - 1; index != -1;
           index = nodes[static_cast<std::size_t>(index)].parent) {
        chain.push_back(nodes[static_cast<std::size_t>(index)].link);
      }
      std::reverse(chain.begin(), chain.end());
      return chain_step(grid, cages, rules, kind, chain, std::move(eliminations));
    }
  }
  return std::nullopt;
}

std::optional<Step> find_chain(const CandidateGrid& grid, ChainKind kind,
                               const Deadline& deadline) {
  Scratch scratch;
  const CageLinks cages(grid);
  // The rules' links in the AIC only: the X- and XY-chains keep to houses and cells.
  const RuleLinks rules(
      grid, kind == ChainKind::any ? RuleLinks::Reach::fillings : RuleLinks::Reach::none);
  // The easiest chain of all, as Sudoku Explainer gives: the first of the least rating.
  std::optional<Step> easiest;
  const int least = technique_ladder()[static_cast<std::size_t>(chain_technique(kind))].rating;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) != kBlank) continue;
    if (deadline.passed()) return std::nullopt;
    if (kind == ChainKind::xy_chain && detail::bit_count(grid.candidates(cell)) != 2) continue;
    for (Digit digit : digits_of(grid.candidates(cell))) {
      std::optional<Step> step = chain_from(grid, cages, rules, {cell, digit}, kind, scratch);
      if (!step || (easiest && easiest->rating <= step->rating)) continue;
      easiest = std::move(step);
      if (easiest->rating == least) return easiest;
    }
  }
  return easiest;
}

}  // namespace

std::optional<Step> find_x_chain(const CandidateGrid& grid, const Deadline& deadline) {
  return find_chain(grid, ChainKind::x_chain, deadline);
}

std::optional<Step> find_xy_chain(const CandidateGrid& grid, const Deadline& deadline) {
  return find_chain(grid, ChainKind::xy_chain, deadline);
}

std::optional<Step> find_alternating_inference_chain(const CandidateGrid& grid,
                                                     const Deadline& deadline) {
  return find_chain(grid, ChainKind::any, deadline);
}

}  // namespace sudoku::logic
