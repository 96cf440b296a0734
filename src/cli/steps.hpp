// How the logic subcommands (explain, hint, rate) print steps and ratings: one wording and one
// JSON shape for all three.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::cli {

// The one puzzle in a file ('-': stdin), with every rule checked; throws CommandError (exit 2)
// for bad input, GivensConflict for givens that clash (no solution: exit 1).
Puzzle read_one_puzzle(const std::string& path, std::optional<Variant> variant);

// The number of solutions of `puzzle`, counted to 2 (0, 1, or 2 for several).
std::uint64_t count_to_two(const Puzzle& puzzle, Algorithm algorithm = Algorithm::automatic);

// The logic options for a puzzle with `solutions` solutions: the uniqueness techniques only
// when it has exactly one.
LogicOptions logic_options(std::uint64_t solutions);

// A rating in tenths as a person reads it: 42 → "4.2".
std::string rating_text(int rating);

// The name with its article: "an X-wing", "a hidden single"; none for "pointing", "claiming"
// and "innies and outies".
std::string with_article(std::string_view name);

// One step as JSON: {"number", "technique", "score", "explanation", "placements",
// "eliminations", "cells", "houses", "digits"}; "number" only when `number` is not 0. Cells are
// named r1c1, houses by their names in `grid` (the grid the step was found in, or any grid of
// the same puzzle).
nlohmann::ordered_json step_json(const CandidateGrid& grid, const Step& step,
                                 std::size_t number = 0);

}  // namespace sudoku::cli
