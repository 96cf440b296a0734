// Puzzle: a geometry, its cells and its extra constraints.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/rule_geometry.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku {

Puzzle::Puzzle(Geometry geometry)
    : geometry_(std::move(geometry)),
      cells_(static_cast<std::size_t>(geometry_.cell_count()), kBlank) {}

Puzzle::Puzzle(Geometry geometry, std::vector<Digit> cells)
    : geometry_(std::move(geometry)), cells_(std::move(cells)) {
  if (cells_.size() != static_cast<std::size_t>(geometry_.cell_count())) {
    throw std::invalid_argument("a " + std::to_string(side()) + "×" + std::to_string(side()) +
                                " puzzle has " + std::to_string(cell_count()) + " cells, not " +
                                std::to_string(cells_.size()));
  }
  // One pass for the greatest digit (a vector maximum), then the first one too high, named.
  if (!cells_.empty() && *std::max_element(cells_.begin(), cells_.end()) > side()) {
    const Digit digit =
        *std::find_if(cells_.begin(), cells_.end(), [this](Digit d) { return d > side(); });
    throw std::invalid_argument("digit " + std::to_string(digit) + " is above the side " +
                                std::to_string(side()));
  }
}

void Puzzle::set(int cell, Digit digit) {
  if (cell < 0 || cell >= cell_count()) {
    throw std::invalid_argument("no cell " + std::to_string(cell) + " in a puzzle of " +
                                std::to_string(cell_count()) + " cells");
  }
  if (digit > side()) {
    throw std::invalid_argument("digit " + std::to_string(digit) + " is above the side " +
                                std::to_string(side()));
  }
  cells_[static_cast<std::size_t>(cell)] = digit;
}

ExtraHouse main_diagonal(const Geometry& geometry) {
  ExtraHouse diagonal{"main diagonal", {}};
  for (int index = 0; index < geometry.side(); ++index) {
    diagonal.cells.push_back(geometry.cell(index, index));
  }
  return diagonal;
}

ExtraHouse anti_diagonal(const Geometry& geometry) {
  ExtraHouse diagonal{"anti-diagonal", {}};
  for (int index = 0; index < geometry.side(); ++index) {
    diagonal.cells.push_back(geometry.cell(index, geometry.side() - 1 - index));
  }
  return diagonal;
}

void Puzzle::add_x_diagonals() {
  if (has_x_diagonals()) return;
  add_constraint(main_diagonal(geometry_));
  add_constraint(anti_diagonal(geometry_));
}

const std::vector<Constraint>& Puzzle::constraints() const {
  static const std::vector<Constraint> none;
  return constraints_ ? *constraints_ : none;
}

bool operator==(const Puzzle& left, const Puzzle& right) {
  return left.geometry_ == right.geometry_ && left.cells_ == right.cells_ &&
         (left.constraints_ == right.constraints_ || left.constraints() == right.constraints());
}

bool Puzzle::has_x_diagonals() const {
  auto has = [&](const ExtraHouse& house) {
    return std::find(constraints().begin(), constraints().end(), Constraint{house}) !=
           constraints().end();
  };
  return has(main_diagonal(geometry_)) && has(anti_diagonal(geometry_));
}

bool Puzzle::has_cages() const {
  return std::any_of(constraints().begin(), constraints().end(), [](const Constraint& constraint) {
    return std::holds_alternative<Cage>(constraint);
  });
}

int Puzzle::given_count() const {
  return static_cast<int>(
      std::count_if(cells_.begin(), cells_.end(), [](Digit digit) { return digit != kBlank; }));
}

void Puzzle::add_constraint(Constraint constraint) {
  auto check_cells = [&](const std::vector<int>& cells) {
    std::vector<bool> named(static_cast<std::size_t>(cell_count()), false);
    for (int cell : cells) {
      if (cell < 0 || cell >= cell_count()) {
        throw std::invalid_argument("a constraint names cell " + std::to_string(cell) +
                                    ", outside the grid");
      }
      if (named[static_cast<std::size_t>(cell)]) {
        throw std::invalid_argument("a constraint names " + cell_name(geometry_, cell) + " twice");
      }
      named[static_cast<std::size_t>(cell)] = true;
    }
  };
  std::vector<int> cells = cells_of(geometry_, constraint);
  // A whisper or entropic line may cross itself or close a loop: each step along it is a rule.
  if (const auto* line = std::get_if<Line>(&constraint);
      line != nullptr && (line->kind == LineKind::whisper || line->kind == LineKind::entropic)) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  }
  check_cells(cells);
  if (const auto problem = rules::shape_problem(geometry_, constraint)) {
    throw std::invalid_argument(*problem);
  }
  // Another puzzle may share the list: it keeps what it had.
  if (!constraints_) {
    constraints_ = std::make_shared<std::vector<Constraint>>();
  } else if (constraints_.use_count() > 1) {
    constraints_ = std::make_shared<std::vector<Constraint>>(*constraints_);
  }
  constraints_->push_back(std::move(constraint));
}

}  // namespace sudoku
