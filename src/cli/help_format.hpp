// How an option's value is shown in `sudoku … --help` (and so in the man pages, which help2man
// makes from it): one word for what to write, not CLI11's type and check together. CLI11 shows
// `-j,--jobs INT:INT in [0 - 1024]=1`; this shows `-j,--jobs INT=1`, a list of choices as
// `{grid,line,…}` and a named check as its name (`COUNT`, `ENGINE`). The ranges are said in
// the options' own descriptions, and a value out of range is still refused with its range.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace sudoku::cli {

// CLI11's "TYPE:CHECK" shown as one word: the list of choices, the check's name when it is one
// upper-case word, else the type.
inline std::string value_word(const std::string& type_name) {
  const std::size_t colon = type_name.find(':');
  if (colon == std::string::npos) return type_name;
  std::string check = type_name.substr(colon + 1);
  if (!check.empty() && check.front() == '{') return check;
  const bool one_word =
      !check.empty() && check.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == std::string::npos;
  return one_word ? check : type_name.substr(0, colon);
}

class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_option_opts(const CLI::Option* option) const override {
    std::string text;
    if (option->get_type_size() != 0) {
      if (!option->get_type_name().empty()) text += " " + value_word(option->get_type_name());
      if (!option->get_default_str().empty()) text += "=" + option->get_default_str();
      if (option->get_expected_max() == CLI::detail::expected_max_vector_size) text += " ...";
      if (option->get_required()) text += " REQUIRED";
    }
    if (!option->get_excludes().empty()) {
      text += " Excludes:";
      for (const CLI::Option* other : option->get_excludes()) text += " " + other->get_name();
    }
    return text;
  }
};

}  // namespace sudoku::cli
