# Sourced by the packaging tests: reads what `sudoku --help` and `sudoku SUBCOMMAND --help` list.

# help_subcommands BINARY: the names under "Subcommands:" in `sudoku --help`, one a line.
help_subcommands() {
  "$1" --help | sed -n '/^Subcommands:/,/^$/{/^  [a-z]/{s/^  \([a-z]*\).*/\1/;p}}'
}

# help_option_lines BINARY [SUBCOMMAND]: the lines of the "Options:" section that name options
# ("  -f,--format TEXT:{grid,line}" and so on), the description column left out.
help_option_lines() {
  binary=$1
  shift
  "$binary" "$@" --help | sed -n '/^Options:/,/^$/{/^  -/p}' | sed 's/^  //; s/   .*//'
}

# help_options BINARY [SUBCOMMAND]: every option name, short and long, in the order of the help.
help_options() {
  help_option_lines "$@" | sed 's/ .*//' | tr ',' '\n'
}
