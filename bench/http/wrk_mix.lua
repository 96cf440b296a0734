-- wrk script for bench/http/load.sh: the heavy routes in turn on every connection, the same
-- three requests over and over: solve (Arto Inkala's 2012 puzzle), explain (an easy 9x9 of
-- the collection), generate (9x9, any difficulty, seed 1).
local hardest = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
local easy = ".2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93..."
local headers = {["Content-Type"] = "application/json"}
local requests = {}
local next_one = 0

init = function(args)
  requests[1] = wrk.format("POST", "/api/solve", headers, '{"puzzle": "' .. hardest .. '"}')
  requests[2] = wrk.format("POST", "/api/explain", headers, '{"puzzle": "' .. easy .. '"}')
  requests[3] = wrk.format("POST", "/api/generate", headers, '{"size": 9, "seed": 1}')
end

request = function()
  next_one = next_one % #requests + 1
  return requests[next_one]
end
