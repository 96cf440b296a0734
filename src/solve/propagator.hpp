// The one contract every constraint of the general engine keeps (after Gecode's propagators).
//
// A propagator looks at the candidates of its cells and removes the digits its rule rules out.
// It answers one of three things:
//   failed    the rule cannot hold any more (the search backs out of this state);
//   changed   it removed candidates (the engine settles the new singles and runs the
//             propagators again);
//   fixpoint  it has nothing to remove in this state.
// It changes the board only through GeneralState (eliminate / restrict_to), so every change is
// on the trail and undone with the state; it keeps no per-node state of its own and allocates
// nothing while propagating. The engine calls each propagator once per round (a virtual call per
// constraint kind, never per cell), cheapest first, and calls a propagator again only after the
// cheaper ones reach their fixpoint.
//
// A new kind of constraint (windoku, thermometers, …) is a new file with a new propagator and one
// line where the engine collects them: the search loop never changes.
#pragma once

#include <memory>
#include <vector>

#include "solve/general_state.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {

enum class Propagation { failed, changed, fixpoint };

class Propagator {
 public:
  virtual ~Propagator() = default;
  virtual Propagation propagate(GeneralState& state) = 0;

 protected:
  Propagator() = default;
  Propagator(const Propagator&) = default;
  Propagator& operator=(const Propagator&) = default;
  Propagator(Propagator&&) = default;
  Propagator& operator=(Propagator&&) = default;
};

// Hidden singles in every house of the layout (rows, columns, boxes or regions, extra houses),
// and a house missing a digit altogether as a contradiction.
std::unique_ptr<Propagator> make_hidden_single_propagator(const Layout& layout);

// Locked candidates: where two houses cross (a box and a line, a region and a diagonal, …), a
// digit that one of them can hold only inside the crossing leaves the rest of the other.
// nullptr when no two houses share two or more cells.
std::unique_ptr<Propagator> make_locked_candidates_propagator(const Layout& layout);

// The Killer cages of the puzzle: digits adding up to each cage's total (their distinctness
// comes from the peer table). nullptr when the puzzle has no cage.
std::unique_ptr<Propagator> make_cage_propagator(const Puzzle& puzzle, const Layout& layout);

}  // namespace sudoku::detail::general
