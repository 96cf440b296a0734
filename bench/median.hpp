// The median: the statistic every figure of sudoku_bench reports over its runs.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace sudoku::bench {

// 0 for no values; the mean of the middle two for an even count.
inline double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

}  // namespace sudoku::bench
