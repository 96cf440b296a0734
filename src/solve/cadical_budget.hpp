// What the cdcl engine (cdcl.cpp) needs around CaDiCaL: its answers to solve(), and a
// Terminator that stops it when a Budget (budget.hpp) is spent.
//
// CaDiCaL asks the Terminator whether to stop once per step of its search loop (a decision, a
// propagation round or a conflict); each question is one node of the Budget.
#pragma once

#include <cadical.hpp>

#include "solve/budget.hpp"

namespace sudoku::detail::cdcl {

// CaDiCaL's answers to solve(); anything else means it was stopped.
constexpr int kSatisfiable = 10;
constexpr int kUnsatisfiable = 20;

class BudgetTerminator : public CaDiCaL::Terminator {
 public:
  explicit BudgetTerminator(Budget& budget) : budget_(budget) {}
  // Reads the clock at every question, not every 1024 nodes as the other engines do: one of
  // CaDiCaL's steps costs microseconds (a propagation round over a large formula, more), so
  // 1024 of them could run far past the deadline, and a reading of the clock costs nanoseconds.
  bool terminate() override { return budget_.spend_node() || budget_.out_of_time(); }

 private:
  Budget& budget_;
};

}  // namespace sudoku::detail::cdcl
