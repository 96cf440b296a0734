// Which requests `sudoku serve` takes at all. It is a local tool: the board's own page, a
// person's browser opening it, and scripts on the same machine (curl, Python) may use it;
// another web page open in the same browser may not, neither by a cross-origin request nor by
// DNS rebinding (a name of the attacker's that resolves to 127.0.0.1, so that its page is
// "same-origin" with the server). Checked before any route runs, for every request:
//
//   Host     a name this server answers to: an IP address (a rebinding needs a DNS name),
//            "localhost" or a name under it, or the name given to --host; else 403
//   Origin   when sent, "http://" + the request's own Host; else 403 (a foreign page's fetch,
//            form or preflight; "null" from a sandboxed frame or a file)
//   Sec-Fetch-Site   on the API, "same-origin" or "none" when sent; "cross-site" and
//            "same-site" (another port of localhost) get 403, so an <img> or a no-cors fetch
//            from another page runs no search. A page (the board's HTML, scripts, styles) may
//            be opened from a link on any site.
//   Content-Type   a POST to the API with a body says application/json; else 415 (a form or
//            text/plain body is what a foreign page can send without a preflight)
//
// No reply grants cross-origin access (no Access-Control-Allow-* header), and OPTIONS on a
// path of ours answers 204 with "Allow" and nothing more.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "server/http_message.hpp"

namespace sudoku::server {

// The host part of a Host header: "localhost:8080" → "localhost", "[::1]:8080" → "[::1]".
std::string_view host_name_of(std::string_view host_header);

// Whether `name` (a Host header's host part) is this server's, bound to `bound_host` (the
// --host value: "127.0.0.1", "::1", "0.0.0.0", "localhost", "box.example").
bool is_own_host(std::string_view name, std::string_view bound_host);

// The reply that refuses `request`, or nullopt when it may go on to its route.
std::optional<HttpReply> refusal_of(const HttpRequest& request, std::string_view bound_host);

}  // namespace sudoku::server
