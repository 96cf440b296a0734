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
  bool terminate() override { return budget_.spend_node(); }

 private:
  Budget& budget_;
};

}  // namespace sudoku::detail::cdcl
