-- wrk script for the load test of docs/benchmarks.md: POST /api/solve with Arto Inkala's 2012
-- puzzle (data/examples/hardest2012.sud) and its trace, as the board's Solve button sends it.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"puzzle": "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."}'
