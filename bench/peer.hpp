// Peers: other people's solvers timed in the same run, on the same puzzles and the same task, so
// that a ratio compares like with like (figures carried from another run or machine do not).
//
// A peer is a shared library with one C function in the form tdoku's benchmark program gives every
// solver it wraps:
//
//   size_t solve(const char* puzzle, size_t limit, uint32_t configuration, char* solution,
//                size_t* guesses);
//
// `puzzle` is 81 characters ('.' for a blank, '1' to '9') and a NUL; the function returns how
// many solutions it found, stopping at `limit` (1: the first solution, 2: a count to 2), writes
// the first solution's 81 digits (and perhaps a NUL) into `solution`, and its guesses into
// `guesses`. Counting to 2 it may leave `solution` alone, as tdoku does: the count is judged
// then, and every solution written. `configuration` is 0. tdoku's own library exports it as
// TdokuSolverDpllTriadSimd; any other solver needs a wrapper of that shape. The peers' code never
// enters this project: docs/benchmarks.md says how they were built for a run.
//
// On the command line a peer is NAME=LIBRARY[:SYMBOL] (SYMBOL defaults to NAME), for example
// --peer tdoku=/opt/peers/libtdoku.so:TdokuSolverDpllTriadSimd.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine_bench.hpp"
#include "puzzle_set.hpp"
#include "settings.hpp"

namespace sudoku::bench {

using PeerSolve = std::size_t(const char* puzzle, std::size_t limit, std::uint32_t configuration,
                              char* solution, std::size_t* guesses);

struct Peer {
  std::string name;
  std::string library;
  std::string symbol;
  PeerSolve* solve = nullptr;
};

// Loads the peer of `spec` (NAME=LIBRARY[:SYMBOL]); fails with exit status 2 when the spec is
// malformed, the library does not load or the symbol is missing. The library stays loaded until
// the program ends.
Peer load_peer(std::string_view spec);

// `peer` on `set` in `mode` (9×9 sets only: exit status 2 otherwise), on at most `max_puzzles`
// puzzles (0: all), each answer checked as our engines' are.
std::unique_ptr<Contender> peer_contender(const PuzzleSet& set, const Peer& peer, Mode mode,
                                          std::size_t max_puzzles);

}  // namespace sudoku::bench
