// The rules the pretty table cannot draw and the json form did not carry: every variant rule of
// rules.hpp and every extra house but the two diagonals of Sudoku X (which the variant names),
// said one per line under the pretty table and listed under "rules" in the json form, so that
// neither shows a puzzle without the rules that make its answer.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "sudoku/puzzle.hpp"

namespace sudoku::text {

// The rules to say, in the puzzle's order: variant rules and extra houses, less the X pair.
std::vector<const Constraint*> rules_to_say(const Puzzle& puzzle);

// One line per rule, no line end, such as "thermometer r1c1→r1c4" (a line's path through the
// cells where it turns), "white Kropki dot between r4c2 and r4c3", "sandwich 12 left of row 3".
std::vector<std::string> rule_lines(const Puzzle& puzzle);

// One object per rule, {"rule": name, "cells": […], …} (docs/formats.md lists the fields).
nlohmann::ordered_json rules_json(const Puzzle& puzzle);

}  // namespace sudoku::text
