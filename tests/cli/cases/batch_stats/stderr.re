batch\.txt:5:41: bad symbol 'x': expected a digit 1-9 or '\.' for a blank
batch\.txt:7:81: line has 80 symbols, expected 81
batch\.txt:8:20: digit 8 already in box 1 \(r1c1\)
7 puzzles, 3 solved, 2 no solution, 2 invalid, [0-9]+\.[0-9]{3} s, [0-9]+ puzzles/s
