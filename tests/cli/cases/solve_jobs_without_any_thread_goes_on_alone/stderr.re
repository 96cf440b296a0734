(sudoku: warning: no thread of 4 started \([^)
]+\): going on with one
)?