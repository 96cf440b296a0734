// The propagators' work lists: Worklist (newest first, its sink) and RulesOfCells' wake, padded
// or not, against the order written out by hand.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"

namespace sudoku::detail::general {
namespace {

std::vector<int> drain(Worklist& waiting) {
  std::vector<int> taken;
  while (!waiting.empty()) taken.push_back(waiting.take());
  return taken;
}

TEST(Worklist, TakesTheNewestFirstAndEachUnitOnce) {
  Worklist waiting(5);
  for (const int unit : {3, 1, 3, 4, 1}) waiting.add(unit);
  EXPECT_EQ(drain(waiting), (std::vector<int>{4, 1, 3}));
  waiting.add(2);  // taken units can wait again
  waiting.add(3);
  EXPECT_EQ(drain(waiting), (std::vector<int>{3, 2}));
}

TEST(Worklist, TheSinkNeverWaits) {
  Worklist waiting(3);
  waiting.add(3);
  EXPECT_TRUE(waiting.empty());
  waiting.add(0);
  waiting.add(3);
  waiting.add(2);
  waiting.add(3);
  EXPECT_EQ(drain(waiting), (std::vector<int>{2, 0}));
  waiting.add_all();  // every unit, not the sink
  EXPECT_EQ(drain(waiting), (std::vector<int>{2, 1, 0}));
}

// Random rules over 40 cells, up to `most` rules a cell: wake() puts on the list what adding
// each changed cell's rules one by one (each_rule_of) does, in the same order, whether the
// table is padded (up to four rules a cell) or not.
TEST(RulesOfCells, WakesTheRulesOfTheChangedCellsInTheirOrder) {
  std::mt19937 random(20261206);
  for (const int most : {1, 2, 4, 5, 8}) {
    for (int round = 0; round < 200; ++round) {
      constexpr int kCells = 40;
      const int rule_count = 1 + static_cast<int>(random() % 12);
      std::vector<std::vector<int>> cells_of_rules(static_cast<std::size_t>(rule_count));
      std::vector<int> rules_of_cell(kCells, 0);
      for (int cell = 0; cell < kCells; ++cell) {
        for (int rule = 0; rule < rule_count; ++rule) {
          if (rules_of_cell[static_cast<std::size_t>(cell)] < most && random() % 4 == 0) {
            cells_of_rules[static_cast<std::size_t>(rule)].push_back(cell);
            ++rules_of_cell[static_cast<std::size_t>(cell)];
          }
        }
      }
      const RulesOfCells rules(kCells, cells_of_rules);
      std::vector<int> changed;
      for (int cell = 0; cell < kCells; ++cell) {
        if (random() % 3 == 0) changed.push_back(cell);
      }
      Worklist woken(rule_count);
      rules.wake(Changes{changed, {}}, woken);
      Worklist expected(rule_count);
      for (const int cell : changed) {
        rules.each_rule_of(cell, [&expected](int rule) { expected.add(rule); });
      }
      ASSERT_EQ(drain(woken), drain(expected)) << "most " << most << ", round " << round;
    }
  }
}

}  // namespace
}  // namespace sudoku::detail::general
