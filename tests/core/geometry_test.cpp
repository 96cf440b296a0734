#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku {
namespace {

TEST(Geometry, BoxesFollowSeed001Rule) {
  struct Case {
    int side, rows, columns;
  };
  for (const Case& expected :
       {Case{1, 1, 1}, Case{4, 2, 2}, Case{6, 2, 3}, Case{7, 1, 7}, Case{8, 2, 4}, Case{9, 3, 3},
        Case{12, 3, 4}, Case{16, 4, 4}, Case{25, 5, 5}, Case{36, 6, 6}, Case{64, 8, 8}}) {
    const Geometry geometry(expected.side);
    EXPECT_EQ(geometry.box_rows(), expected.rows) << "side " << expected.side;
    EXPECT_EQ(geometry.box_columns(), expected.columns) << "side " << expected.side;
  }
}

TEST(Geometry, RejectsSidesOutsideOneToSixtyFour) {
  EXPECT_THROW(Geometry(0), std::invalid_argument);
  EXPECT_THROW(Geometry(65), std::invalid_argument);
  EXPECT_NO_THROW(Geometry(64));
}

TEST(Geometry, NumbersCellsRowMajorAndBoxesLeftToRight) {
  const Geometry geometry(9);
  EXPECT_EQ(geometry.cell(3, 6), 33);
  EXPECT_EQ(geometry.row_of(33), 3);
  EXPECT_EQ(geometry.column_of(33), 6);
  EXPECT_EQ(geometry.box_of(0), 0);
  EXPECT_EQ(geometry.box_of(geometry.cell(4, 4)), 4);
  EXPECT_EQ(geometry.box_of(geometry.cell(8, 0)), 6);
  const Geometry six(6);  // boxes of 2 rows × 3 columns, two across
  EXPECT_EQ(six.box_of(six.cell(1, 4)), 1);
  EXPECT_EQ(six.box_of(six.cell(2, 0)), 2);
}

// A 4×4 jigsaw whose regions are the four rows turned into L shapes:
//   0 0 0 1
//   0 2 1 1
//   2 2 3 1
//   2 3 3 3
std::vector<std::uint8_t> l_shaped_regions() {
  return {0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3};
}

TEST(Geometry, JigsawBoxesAreTheGivenRegions) {
  const Geometry jigsaw(4, l_shaped_regions());
  EXPECT_TRUE(jigsaw.has_regions());
  EXPECT_FALSE(Geometry(4).has_regions());
  EXPECT_EQ(jigsaw.box_of(jigsaw.cell(1, 0)), 0);
  EXPECT_EQ(jigsaw.box_of(jigsaw.cell(2, 3)), 1);
  EXPECT_EQ(jigsaw.box_of(jigsaw.cell(3, 1)), 3);
  EXPECT_NE(jigsaw, Geometry(4));
}

TEST(Geometry, RejectsRegionsOfTheWrongSizeOrCount) {
  std::vector<std::uint8_t> regions = l_shaped_regions();
  regions[3] = 0;  // region 1 now has five cells, region 2 three
  EXPECT_THROW(Geometry(4, regions), std::invalid_argument);
  regions = l_shaped_regions();
  regions[0] = 4;  // there is no fifth region
  EXPECT_THROW(Geometry(4, regions), std::invalid_argument);
  regions = l_shaped_regions();
  regions.pop_back();
  EXPECT_THROW(Geometry(4, regions), std::invalid_argument);
}

TEST(Geometry, NamesCellsOneBased) { EXPECT_EQ(cell_name(Geometry(9), 33), "r4c7"); }

}  // namespace
}  // namespace sudoku
