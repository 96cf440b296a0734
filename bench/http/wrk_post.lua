-- wrk script for bench/http/load.sh: POST the JSON body in the environment variable BODY to
-- the URL's path (wrk takes the path from its command line).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = os.getenv("BODY")
