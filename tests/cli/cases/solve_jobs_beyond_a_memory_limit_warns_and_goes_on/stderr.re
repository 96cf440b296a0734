(sudoku: warning: only [0-9]+ of 1000 threads started \(Resource temporarily unavailable\): going on with [0-9]+
)?