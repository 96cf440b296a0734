sudoku: .*--limit.*
Run .*
