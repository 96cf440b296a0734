\{"line":1,"status":"skipped"\}
\{"line":2,"status":"solved","solution":"412985763753416892986327145271568934549173628368249517634751289195832476827694351","engine":"classic9","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
\{"line":3,"status":"no_solution","engine":"classic9","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
\{"line":4,"status":"solved","solution":"364871295752936184819254736596713428431582679278469351645328917983147562127695843","engine":"classic9","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
\{"line":5,"status":"invalid","error":"batch\.txt:5:41: bad symbol 'x': expected a digit 1-9 or '\.' for a blank"\}
\{"line":6,"status":"skipped"\}
\{"line":7,"status":"invalid","error":"batch\.txt:7:81: line has 80 symbols, expected 81"\}
\{"line":8,"status":"no_solution","conflict":"batch\.txt:8:20: digit 8 already in box 1 \(r1c1\)"\}
\{"line":9,"status":"solved","solution":"364871295752936184819254736596713428431582679278469351645328917983147562127695843","engine":"classic9","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
