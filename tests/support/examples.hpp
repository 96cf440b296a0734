// Puzzles the tests share: the seed documents' examples, written out here.
#pragma once

namespace sudoku::testing {

// Seed 000's board and its unique solution.
inline constexpr const char* kSeed000Puzzle =
    ".........\n....1..92\n.86....4.\n..156....\n.....362.\n......5.7\n.3.....8.\n.9.8.2...\n"
    "..7..43..\n";
inline constexpr const char* kSeed000Solution =
    "412985763\n753416892\n986327145\n271568934\n549173628\n368249517\n634751289\n195832476\n"
    "827694351\n";

// Seed 004's example and its solution.
inline constexpr const char* kSeed004Puzzle =
    "36..712..\n.5....18.\n..92.47..\n....13.28\n4..5.2..9\n27.46....\n..53.89..\n.83....6.\n"
    "..769..43\n";
inline constexpr const char* kSeed004Solution =
    "364871295\n752936184\n819254736\n596713428\n431582679\n278469351\n645328917\n983147562\n"
    "127695843\n";

// Seed 004: what backtracking writes into the empty grid.
inline constexpr const char* kEmptyGridByBacktrack =
    "123456789\n456789123\n789123456\n214365897\n365897214\n897214365\n531642978\n642978531\n"
    "978531642\n";

// No digit repeats, yet r1c9 can hold nothing: row 1 lacks only 9, and column 9 has one.
inline constexpr const char* kImpossiblePuzzle =
    "12345678.\n........9\n.........\n.........\n.........\n.........\n.........\n.........\n"
    ".........\n";

// Arto Inkala's "hardest Sudoku" (2012), one line.
inline constexpr const char* kInkala2012 =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
inline constexpr const char* kInkala2012Solution =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

}  // namespace sudoku::testing
