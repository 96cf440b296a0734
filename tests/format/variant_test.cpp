// Variants and headers (src/format/variant.cpp): names, parsing, the variant of a puzzle, and
// how a `variant:` header and the caller's variant combine.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/format.hpp"

namespace sudoku {
namespace {

std::string error_of_resolve(std::string_view text, std::optional<Variant> asked) {
  try {
    resolve_variant(text, "board", asked);
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(VariantName, NamesEachCombinationInOneOrder) {
  EXPECT_EQ(variant_name({}), "classic");
  EXPECT_EQ(variant_name({.x = true}), "x");
  EXPECT_EQ(variant_name({.killer = true}), "killer");
  EXPECT_EQ(variant_name({.jigsaw = true}), "jigsaw");
  EXPECT_EQ(variant_name({.killer = true, .x = true}), "killer+x");
  EXPECT_EQ(variant_name({.jigsaw = true, .x = true}), "jigsaw+x");
  EXPECT_EQ(variant_name({.killer = true, .jigsaw = true, .x = true}), "killer+jigsaw+x");
}

TEST(ParseVariant, ReadsEveryNameItWritesAndAnyOrderOrCase) {
  for (int bits = 0; bits < 8; ++bits) {
    const Variant variant{(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0};
    EXPECT_EQ(parse_variant(variant_name(variant)), variant) << variant_name(variant);
  }
  EXPECT_EQ(parse_variant("X+Killer"), (Variant{.killer = true, .x = true}));
  EXPECT_EQ(parse_variant(" jigsaw + x "), (Variant{.jigsaw = true, .x = true}));
}

TEST(ParseVariant, RejectsUnknownPartsRepeatsAndEmptyParts) {
  EXPECT_EQ(parse_variant("sandwich"), std::nullopt);
  EXPECT_EQ(parse_variant("x+x"), std::nullopt);
  EXPECT_EQ(parse_variant("killer+"), std::nullopt);
  EXPECT_EQ(parse_variant("classic+x"), std::nullopt);
  EXPECT_EQ(parse_variant(""), std::nullopt);
}

TEST(VariantOf, SeesCagesRegionsAndDiagonals) {
  Puzzle puzzle{Geometry(4)};
  EXPECT_EQ(variant_of(puzzle), Variant{});
  puzzle.add_x_diagonals();
  EXPECT_EQ(variant_of(puzzle), Variant{.x = true});
  puzzle.add_constraint(Cage{{0, 1}, 3});
  EXPECT_EQ(variant_of(puzzle), (Variant{.killer = true, .x = true}));
}

TEST(ReadHeader, FindsTheHeaderBeforeThePuzzleOnly) {
  EXPECT_EQ(read_header("variant: killer+x\naabb\n", "board"),
            (Variant{.killer = true, .x = true}));
  EXPECT_EQ(read_header("# note\n\nVariant:x\n1...\n", "board"), Variant{.x = true});
  EXPECT_EQ(read_header("1...\nvariant: x\n", "board"), std::nullopt);
  EXPECT_EQ(read_header("", "board"), std::nullopt);
}

TEST(ReadHeader, RejectsAnUnknownVariantAtItsColumn) {
  try {
    read_header("variant: samurai\n", "board");
    FAIL();
  } catch (const InputError& error) {
    EXPECT_EQ(std::string(error.what()),
              "board:1:10: unknown variant 'samurai': expected classic, or killer, jigsaw and x "
              "joined by '+' (killer+x)");
  }
}

TEST(ReadHeader, RejectsTwoHeadersThatDisagree) {
  try {
    read_header("variant: x\nvariant: killer\n", "board");
    FAIL();
  } catch (const InputError& error) {
    EXPECT_EQ(std::string(error.what()),
              "board:2:10: the header says variant killer here but x on line 1");
  }
}

TEST(ResolveVariant, HeaderElseAskedElseClassic) {
  EXPECT_EQ(resolve_variant("variant: x\n", "board", std::nullopt), Variant{.x = true});
  EXPECT_EQ(resolve_variant("1...\n", "board", Variant{.killer = true}), Variant{.killer = true});
  EXPECT_EQ(resolve_variant("1...\n", "board", std::nullopt), Variant{});
  EXPECT_EQ(resolve_variant("variant: x\n", "board", Variant{.x = true}), Variant{.x = true});
}

TEST(ResolveVariant, RejectsAHeaderThatDisagreesWithTheAskedVariant) {
  EXPECT_EQ(error_of_resolve("# a\nvariant: killer\n", Variant{.x = true}),
            "board:2:1: the header says variant killer, but variant x was asked for");
}

}  // namespace
}  // namespace sudoku
