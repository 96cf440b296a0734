// The generator's variant names (parse_generate_variant, generate_variant_name), the checks of
// the sides and options each variant rule can have, and the windows of a windoku.
#include <gtest/gtest.h>

#include <string>

#include "generate/parts.hpp"
#include "sudoku/generate.hpp"

namespace sudoku {
namespace {

std::string refusal(const std::string& name) {
  try {
    parse_generate_variant(name);
  } catch (const GenerateError& error) {
    return error.what();
  }
  return "accepted";
}

std::string refusal(const GenerateOptions& options) {
  try {
    check_generate_options(options);
  } catch (const GenerateError& error) {
    return error.what();
  }
  return "accepted";
}

GenerateOptions with(const std::string& variant, int side) {
  GenerateOptions options;
  const GenerateVariant parsed = parse_generate_variant(variant);
  options.variant = parsed.variant;
  options.rules = parsed.rules;
  options.side = side;
  return options;
}

TEST(GenerateVariant, EveryRuleNameReadsBackAsItself) {
  for (const GeneratedRule rule : generated_rules()) {
    const std::string name(generated_rule_name(rule));
    EXPECT_EQ(parse_generate_variant(name), (GenerateVariant{{}, {rule}})) << name;
    EXPECT_EQ(generate_variant_name({{}, {rule}}), name);
  }
  EXPECT_EQ(generated_rules().size(), 10U);
}

TEST(GenerateVariant, PartsJoinInAnyOrderAndCase) {
  const GenerateVariant parsed = parse_generate_variant(" Thermometer+x + KROPKI+jigsaw ");
  EXPECT_EQ(parsed.variant, (Variant{false, true, true}));
  EXPECT_EQ(parsed.rules,
            (std::vector<GeneratedRule>{GeneratedRule::kropki, GeneratedRule::thermometer}));
  EXPECT_EQ(generate_variant_name(parsed), "jigsaw+x+kropki+thermometer");
  EXPECT_EQ(parse_generate_variant("killer+x"), (GenerateVariant{{true, false, true}, {}}));
  EXPECT_EQ(parse_generate_variant("classic"), GenerateVariant{});
  EXPECT_EQ(generate_variant_name({}), "classic");
}

TEST(GenerateVariant, NamesWhatItDoesNotMakeAndListsWhatItDoes) {
  const std::string expected =
      ": expected classic, or any of killer, jigsaw, x, anti-knight, anti-king, "
      "non-consecutive, kropki, kropki-negative, xv, xv-negative, even-odd, windoku, "
      "thermometer joined by '+' (killer+x, anti-knight+kropki)";
  EXPECT_EQ(refusal("arrow"), "'arrow' is not a variant the generator makes" + expected);
  EXPECT_EQ(refusal("kropki+Sandwich"),
            "'sandwich' is not a variant the generator makes" + expected);
  EXPECT_EQ(refusal("xv+xv"), "'xv' is named twice" + expected);
  EXPECT_EQ(refusal("x+"), "'x+' is not a variant the generator makes" + expected);
  EXPECT_EQ(refusal(""), "'' is not a variant the generator makes" + expected);
}

TEST(CheckGenerateOptions, RefusesRulesWhereTheyCannotWork) {
  EXPECT_EQ(refusal(with("anti-knight", 9)), "accepted");
  EXPECT_EQ(refusal(with("anti-knight+x", 3)),
            "no x+anti-knight grid of size 3 exists: its "
            "diagonals cannot both hold every digit");
  EXPECT_EQ(refusal(with("kropki", 17)), "a kropki puzzle goes from size 4 to 16, not 17");
  EXPECT_EQ(refusal(with("jigsaw+even-odd", 2)),
            "a jigsaw+even-odd puzzle goes from size 4 to 16, not 2");
  EXPECT_EQ(refusal(with("killer+thermometer", 9)),
            "a Killer with variant rules (killer+thermometer) is not made yet");
  EXPECT_EQ(refusal(with("windoku", 6)),
            "windoku needs square boxes (size 4, 9 or 16), not size 6");
  EXPECT_EQ(refusal(with("windoku", 16)), "accepted");
  EXPECT_EQ(refusal(with("xv-negative", 5)),
            "X and V need size 6 at least (an X adds up to 10), not 5");
  EXPECT_EQ(refusal(with("xv", 6)), "accepted");
  EXPECT_EQ(refusal(with("non-consecutive", 4)), "no non-consecutive grid of size 4 exists");
  EXPECT_EQ(refusal(with("anti-king+kropki", 4)), "no anti-king grid of size 4 exists");
  EXPECT_EQ(refusal(with("xv+xv-negative", 9)),
            "a rule and its negative form cannot both be asked for (xv+xv-negative): the "
            "negative form has every dot already");
  GenerateOptions twice = with("thermometer", 9);
  twice.rules.push_back(GeneratedRule::thermometer);
  EXPECT_EQ(refusal(twice), "the thermometer rule is asked for twice");
  GenerateOptions rated = with("windoku", 9);
  rated.difficulty = Difficulty::hard;
  EXPECT_EQ(refusal(rated), "accepted");
  GenerateOptions unrated = with("windoku+anti-king", 9);
  unrated.min_score = 20;
  EXPECT_EQ(refusal(unrated),
            "the logic ladder does not rate the anti-king rule yet, so a difficulty or score "
            "cannot be asked for");
}

TEST(Generate, SaysSoWhenNoGridKeepsTheRules) {
  GenerateOptions options = with("anti-king+x", 6);
  EXPECT_EQ(refusal(options), "accepted");
  try {
    generate(options);
    FAIL() << "made one";
  } catch (const GenerateError& error) {
    EXPECT_STREQ(error.what(), "no x+anti-king grid of size 6 exists");
  }
}

TEST(WindokuWindows, AreTheSquaresOneCellInFromTheBoxCorners) {
  const std::vector<ExtraHouse> nine = detail::generate::windoku_windows(Geometry(9));
  ASSERT_EQ(nine.size(), 4U);
  EXPECT_EQ(nine[0], (ExtraHouse{"window 1", {10, 11, 12, 19, 20, 21, 28, 29, 30}}));
  EXPECT_EQ(nine[1], (ExtraHouse{"window 2", {14, 15, 16, 23, 24, 25, 32, 33, 34}}));
  EXPECT_EQ(nine[2], (ExtraHouse{"window 3", {46, 47, 48, 55, 56, 57, 64, 65, 66}}));
  EXPECT_EQ(nine[3], (ExtraHouse{"window 4", {50, 51, 52, 59, 60, 61, 68, 69, 70}}));
  EXPECT_EQ(detail::generate::windoku_windows(Geometry(4)),
            (std::vector<ExtraHouse>{{"window 1", {5, 6, 9, 10}}}));
  EXPECT_EQ(detail::generate::windoku_windows(Geometry(16)).size(), 9U);
  EXPECT_TRUE(detail::generate::windoku_windows(Geometry(6)).empty());
  EXPECT_TRUE(detail::generate::windoku_windows(Geometry(1)).empty());
}

}  // namespace
}  // namespace sudoku
