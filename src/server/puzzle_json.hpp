// How the API reads its requests and writes puzzles: the fields every route shares.
//
// A request names its puzzle as text in any form the CLI reads (a grid, one line, the block
// form of a Killer or jigsaw, with or without a `variant:` header), with an optional
// "variant" for text without a header, and an optional "grid": the digits the player has
// entered so far, N*N numbers (0 blank) laid over the givens.
//
//   {"puzzle": "53..7....6..195…", "variant": "x", "grid": [5,3,0,…]}
//
// A puzzle goes out as
//   {"size":9,"box":[3,3],"variant":"killer","givens":[0,…],"cages":[{"cells":[0,1],"sum":8}],
//    "regions":[0,0,…] (jigsaw only),"diagonals":false,"text":"variant: killer\n…","line":"…",
//    "constraints":[…],"share":{…} (variant rules only: constraints_json.hpp)}
// where "text" is what the page sends back as "puzzle".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/api.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::server {

// The JSON text of a reply: never throws (bytes that are not UTF-8 become U+FFFD).
std::string dump(const Json& json);

// Optional fields of a request, checked: a field of the wrong type is a BadRequest naming it.
std::optional<std::string> string_field(const Json& request, std::string_view name);
// A whole number from `least` to `most`; a GET query's digits count too.
std::optional<int> int_field(const Json& request, std::string_view name, int least, int most);
std::optional<bool> bool_field(const Json& request, std::string_view name);
std::optional<Variant> variant_field(const Json& request);

// The request's "puzzle" (required), read as the CLI reads a file; errors are InputError
// with source "puzzle". With "grid",
// the player's digits are laid over the givens (checked: N*N whole numbers 0..N that keep every
// given); the result may then break a rule.
struct RequestPuzzle {
  Puzzle puzzle;  // the givens only
  Puzzle grid;    // the givens and the player's digits ("grid", or the givens)
};
RequestPuzzle read_request_puzzle(const Json& request);

Json puzzle_json(const Puzzle& puzzle);
// N*N digits, 0 for a blank.
Json cells_json(const Puzzle& puzzle);
// Cell indices as an array.
Json cell_list(const std::vector<int>& cells);

}  // namespace sudoku::server
