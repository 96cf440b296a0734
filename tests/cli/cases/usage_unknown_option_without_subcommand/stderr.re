sudoku: .*--fast.*
Run .*
