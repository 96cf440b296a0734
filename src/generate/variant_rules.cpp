// The variant rules the generator draws (GeneratedRule): one table of their names, which feeds
// parsing `--variant`, the names in messages and the help text; the checks of the sides each
// rule can have, and the search that proves no grid keeps them together (x+anti-king on 6×6);
// and the rules that the solution grid itself must keep (the global rules, the windows of a
// windoku), added to the empty puzzle whose grid grids.cpp draws.
#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>
#include <string>

#include "generate/parts.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

struct RuleEntry {
  GeneratedRule rule;
  std::string_view name;
};

// The one table of names, in the order of GeneratedRule.
constexpr std::array<RuleEntry, 10> kRules = {{
    {GeneratedRule::anti_knight, "anti-knight"},
    {GeneratedRule::anti_king, "anti-king"},
    {GeneratedRule::non_consecutive, "non-consecutive"},
    {GeneratedRule::kropki, "kropki"},
    {GeneratedRule::kropki_negative, "kropki-negative"},
    {GeneratedRule::xv, "xv"},
    {GeneratedRule::xv_negative, "xv-negative"},
    {GeneratedRule::even_odd, "even-odd"},
    {GeneratedRule::windoku, "windoku"},
    {GeneratedRule::thermometer, "thermometer"},
}};

constexpr int kLeastXvSide = 6;
// The budget of the search that proves no grid keeps the rules (x+anti-king 6×6: 343 nodes).
constexpr std::uint64_t kNoGridProofNodes = 20'000;

// The parts of a Variant, in the order variant_name writes them.
constexpr std::array<std::string_view, 3> kVariantParts = {"killer", "jigsaw", "x"};

std::string_view trim(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string lower(std::string_view text) {
  std::string lowered(text);
  for (char& symbol : lowered)
    symbol = static_cast<char>(std::tolower(static_cast<unsigned char>(symbol)));
  return lowered;
}

[[noreturn]] void refuse_part(std::string_view part, std::string_view why) {
  throw GenerateError("'" + std::string(part) + "' " + std::string(why) +
                      ": expected classic, or any of " + generate_variant_parts() +
                      " joined by '+' (killer+x, anti-knight+kropki)");
}

}  // namespace

std::string_view generated_rule_name(GeneratedRule rule) {
  return kRules[static_cast<std::size_t>(rule)].name;
}

const std::vector<GeneratedRule>& generated_rules() {
  static const std::vector<GeneratedRule> all = [] {
    std::vector<GeneratedRule> rules;
    rules.reserve(kRules.size());
    for (const RuleEntry& entry : kRules) rules.push_back(entry.rule);
    return rules;
  }();
  return all;
}

std::string generate_variant_parts() {
  std::string text;
  for (const std::string_view part : kVariantParts) text += std::string(part) + ", ";
  for (const RuleEntry& entry : kRules) text += std::string(entry.name) + ", ";
  return text.substr(0, text.size() - 2);
}

GenerateVariant parse_generate_variant(std::string_view name) {
  const std::string lowered = lower(trim(name));
  GenerateVariant made;
  if (lowered == "classic") return made;
  std::string_view rest = lowered;
  while (true) {
    const std::size_t plus = rest.find('+');
    const std::string_view part = trim(rest.substr(0, plus));
    bool* flag = part == kVariantParts[0]   ? &made.variant.killer
                 : part == kVariantParts[1] ? &made.variant.jigsaw
                 : part == kVariantParts[2] ? &made.variant.x
                                            : nullptr;
    const auto* entry = std::find_if(kRules.begin(), kRules.end(),
                                     [&](const RuleEntry& each) { return each.name == part; });
    if (part.empty()) refuse_part(name, "is not a variant the generator makes");
    if (flag == nullptr && entry == kRules.end()) {
      refuse_part(part, "is not a variant the generator makes");
    }
    const bool twice = flag != nullptr ? *flag
                                       : std::find(made.rules.begin(), made.rules.end(),
                                                   entry->rule) != made.rules.end();
    if (twice) refuse_part(part, "is named twice");
    if (flag != nullptr) {
      *flag = true;
    } else {
      made.rules.push_back(entry->rule);
    }
    if (plus == std::string_view::npos) break;
    rest.remove_prefix(plus + 1);
  }
  std::sort(made.rules.begin(), made.rules.end());
  return made;
}

std::string generate_variant_name(const GenerateVariant& variant) {
  std::string name = variant.variant == Variant{} ? "" : variant_name(variant.variant);
  for (const GeneratedRule rule : variant.rules) {
    if (!name.empty()) name += '+';
    name += generated_rule_name(rule);
  }
  return name.empty() ? "classic" : name;
}

namespace detail::generate {

bool has_rule(const std::vector<GeneratedRule>& rules, GeneratedRule rule) {
  return std::find(rules.begin(), rules.end(), rule) != rules.end();
}

std::vector<ExtraHouse> windoku_windows(const Geometry& geometry) {
  const int box = geometry.box_rows();
  std::vector<ExtraHouse> windows;
  if (box < 2 || box != geometry.box_columns()) return windows;
  std::vector<int> corners;  // the first row (and column) of each window
  for (int corner = 1; corner + box < geometry.side(); corner += box + 1) corners.push_back(corner);
  for (const int top : corners) {
    for (const int left : corners) {
      ExtraHouse window{"window " + std::to_string(windows.size() + 1), {}};
      for (int row = top; row < top + box; ++row) {
        for (int column = left; column < left + box; ++column) {
          window.cells.push_back(geometry.cell(row, column));
        }
      }
      windows.push_back(std::move(window));
    }
  }
  return windows;
}

void add_grid_rules(Puzzle& rules, const std::vector<GeneratedRule>& chosen) {
  const std::pair<GeneratedRule, GlobalRuleKind> globals[] = {
      {GeneratedRule::anti_knight, GlobalRuleKind::anti_knight},
      {GeneratedRule::anti_king, GlobalRuleKind::anti_king},
      {GeneratedRule::non_consecutive, GlobalRuleKind::non_consecutive},
  };
  for (const auto& [rule, kind] : globals) {
    if (has_rule(chosen, rule)) rules.add_constraint(GlobalRule{kind});
  }
  if (has_rule(chosen, GeneratedRule::windoku)) {
    for (ExtraHouse& window : windoku_windows(rules.geometry())) {
      rules.add_constraint(std::move(window));
    }
  }
}

void check_rule_options(const GenerateOptions& options) {
  if (options.rules.empty()) return;
  const std::string variant = generate_variant_name({options.variant, options.rules});
  const std::string first(generated_rule_name(options.rules.front()));
  const std::string side = std::to_string(options.side);
  for (auto rule = options.rules.begin(); rule != options.rules.end(); ++rule) {
    if (std::find(std::next(rule), options.rules.end(), *rule) != options.rules.end()) {
      throw GenerateError("the " + std::string(generated_rule_name(*rule)) +
                          " rule is asked for twice");
    }
  }
  if (options.variant.killer) {
    throw GenerateError("a Killer with variant rules (" + variant + ") is not made yet");
  }
  if (options.side < kMinRuleSide || options.side > kMaxRuleSide) {
    throw GenerateError("a " + variant + " puzzle goes from size " + std::to_string(kMinRuleSide) +
                        " to " + std::to_string(kMaxRuleSide) + ", not " + side);
  }
  // An X is a sum of 10: at least 4 + 6.
  if (options.side < kLeastXvSide && (has_rule(options.rules, GeneratedRule::xv) ||
                                      has_rule(options.rules, GeneratedRule::xv_negative))) {
    throw GenerateError("X and V need size " + std::to_string(kLeastXvSide) +
                        " at least (an X adds up to 10), not " + side);
  }
  if (has_rule(options.rules, GeneratedRule::windoku) &&
      windoku_windows(Geometry(options.side)).empty()) {
    throw GenerateError("windoku needs square boxes (size 4, 9 or 16), not size " + side);
  }
  if ((has_rule(options.rules, GeneratedRule::kropki) &&
       has_rule(options.rules, GeneratedRule::kropki_negative)) ||
      (has_rule(options.rules, GeneratedRule::xv) &&
       has_rule(options.rules, GeneratedRule::xv_negative))) {
    throw GenerateError("a rule and its negative form cannot both be asked for (" + variant +
                        "): the negative form has every dot already");
  }
  // Non-consecutive: a 2×2 box has two cells beside each cell and one diagonally apart: 2, never
  // beside 1, stands apart from it, and then 3 is beside 2. Anti-king: counted by general.
  for (const GeneratedRule rule : {GeneratedRule::non_consecutive, GeneratedRule::anti_king}) {
    if (options.side == 4 && has_rule(options.rules, rule)) {
      throw GenerateError("no " + std::string(generated_rule_name(rule)) +
                          " grid of size 4 exists");
    }
  }
  const auto unrated =
      std::find_if(options.rules.begin(), options.rules.end(),
                   [](GeneratedRule rule) { return rule != GeneratedRule::windoku; });
  if (unrated != options.rules.end() &&
      (options.difficulty || options.min_score || options.max_score)) {
    throw GenerateError("the logic ladder does not rate the " +
                        std::string(generated_rule_name(*unrated)) +
                        " rule yet, so a difficulty or score cannot be asked for");
  }
}

void refuse_rules_without_grid(const GenerateOptions& options, const TimeBudget& time) {
  if (options.rules.empty() || options.variant.jigsaw) return;
  Puzzle rules{Geometry(options.side)};
  if (options.variant.x) rules.add_x_diagonals();
  add_grid_rules(rules, options.rules);
  time.check();
  SolveOptions search;
  search.node_limit = kNoGridProofNodes;
  search.time_limit = time.left();
  search.stop = time.stop();
  const SolveResult result = solve(rules, search);
  time.check();
  if (result.status == SolveStatus::no_solution) {
    throw GenerateError("no " + generate_variant_name({options.variant, options.rules}) +
                        " grid of size " + std::to_string(options.side) + " exists");
  }
}

bool is_rated(const GenerateOptions& options) {
  return std::all_of(options.rules.begin(), options.rules.end(),
                     [](GeneratedRule rule) { return rule == GeneratedRule::windoku; });
}

}  // namespace detail::generate
}  // namespace sudoku
