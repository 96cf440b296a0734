// The HTTP layer against the attacks of issue 37's hostile review, each from raw bytes on
// loopback: ranges that would multiply a reply, disguised paths and draws that would jump the
// queue, other web pages (foreign Host, Origin, Sec-Fetch-Site, bodies that need no
// preflight), malformed headers (no Host, two, control bytes), and what every reply carries.
#include <gtest/gtest.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "http_test_support.hpp"
#include "server/request_policy.hpp"

namespace sudoku::server::test {
namespace {

class HostileTest : public ::testing::Test {
 protected:
  // One request on a fresh connection, and its reply.
  RawReply ask(const std::string& request, bool head_only = false) {
    RawConnection connection(port_);
    EXPECT_TRUE(connection.connected());
    connection.send(request);
    std::optional<RawReply> reply = connection.read_reply(head_only);
    EXPECT_TRUE(reply) << request.substr(0, 80);
    return reply.value_or(RawReply{});
  }

  std::string solve_body() const { return dump(Json{{"puzzle", kEasy}}); }

  Collection collection_ = small_collection();
  Api api_{collection_};
  RunningServer server_{api_, quick_options()};
  int port_ = server_.port();
};

std::size_t occurrences(std::string_view text, std::string_view word) {
  std::size_t count = 0;
  for (std::size_t at = text.find(word); at != std::string_view::npos;
       at = text.find(word, at + 1)) {
    ++count;
  }
  return count;
}

TEST_F(HostileTest, ARangeHeaderIsIgnoredAndTheWholeReplySentOnce) {
  // 2,725 ranges in 8 KB: a server that builds multi-range replies sends the reply 2,725 times.
  std::string ranges = "bytes=0-";
  for (int range = 1; range < 2725; ++range) ranges += ",0-";
  ASSERT_LT(ranges.size(), std::size_t{8190 - 8});
  const RawReply plain = ask(post_request("/api/solve", solve_body()));
  const RawReply ranged =
      ask(post_request("/api/solve", solve_body(), "Range: " + ranges + "\r\n"));
  EXPECT_EQ(ranged.status, 200);
  EXPECT_EQ(Json::parse(ranged.body)["solution"], Json::parse(plain.body)["solution"]);
  EXPECT_EQ(Json::parse(ranged.body)["status"], "solved");
  EXPECT_EQ(ranged.head.find("Content-Range"), std::string::npos);
  EXPECT_EQ(ranged.head.find("multipart"), std::string::npos);
  const RawReply page = ask(get_request("/", "Range: " + ranges + "\r\n"));
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("<title>Sudoku board</title>"), std::string::npos);
  EXPECT_EQ(page.head.find("Accept-Ranges"), std::string::npos);
}

TEST_F(HostileTest, APercentEncodedPathIsThePathItDecodesTo) {
  const RawReply disguised = ask(post_request("/%61pi/solve", solve_body()));
  EXPECT_EQ(disguised.status, 200);
  EXPECT_EQ(Json::parse(disguised.body)["status"], "solved");
  const RawReply page = ask(get_request("/%69ndex.html"));
  EXPECT_EQ(page.status, 200);
  const RawReply bad = ask(get_request("/%zz"));
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(Json::parse(bad.body)["error"],
            "bad request: the path is not '/…' with valid %-escapes");
  const RawReply nul = ask(get_request("/api/random%00"));
  EXPECT_EQ(nul.status, 400);
}

// With no room in the heavy queue, heavy work is refused at once (503) and cheap work answered:
// what goes where is then plain to see.
TEST(HeavyQueueTest, DisguisedPathsAndDrawsThatMakeAPuzzleQueueAsHeavyWork) {
  Collection collection = small_collection();
  Api api{collection};
  ServerOptions options = quick_options();
  options.heavy_queue = 0;
  RunningServer server(api, options);
  const auto ask = [&server](const std::string& request) {
    RawConnection connection(server.port());
    connection.send(request);
    return connection.read_reply().value_or(RawReply{});
  };
  const std::string body = dump(Json{{"puzzle", kEasy}});
  for (const char* path : {"/api/solve", "/%61pi/solve", "/api/%65xplain", "/%2F/api/solve"}) {
    const RawReply reply = ask(post_request(path, body));
    if (std::string_view(path) == "/%2F/api/solve") {
      EXPECT_EQ(reply.status, 404) << path;  // "//api/solve": not a route, refused at once
      continue;
    }
    EXPECT_EQ(reply.status, 503) << path;
    EXPECT_NE(reply.head.find("\r\nRetry-After: 2\r\n"), std::string::npos) << reply.head;
  }
  // The generator's fallback (no 16×16 in this collection) is heavy; a plain draw is not.
  EXPECT_EQ(
      ask(get_request("/api/random?variant=killer%2Bjigsaw%2Bx&size=16&difficulty=extreme")).status,
      503);
  EXPECT_EQ(ask(get_request("/api/random?size=4")).status, 200);
  EXPECT_EQ(ask(get_request("/api/collection")).status, 200);
  EXPECT_EQ(ask(get_request("/")).status, 200);
}

TEST_F(HostileTest, OnlyThisServersHostNamesAreServed) {
  const auto with_host = [](std::string_view host) {
    return "GET /api/random?size=4 HTTP/1.1\r\nHost: " + std::string(host) + "\r\n\r\n";
  };
  for (const char* host : {"127.0.0.1", "127.0.0.1:8080", "localhost", "LOCALHOST:1", "[::1]:80",
                           "board.localhost", "10.1.2.3"}) {
    EXPECT_EQ(ask(with_host(host)).status, 200) << host;
  }
  for (const char* host : {"attacker.example", "attacker.example:8080",
                           "localhost.attacker.example", "127.0.0.1.nip.example", "[::1"}) {
    const RawReply reply = ask(with_host(host));
    EXPECT_EQ(reply.status, 403) << host;
    EXPECT_NE(Json::parse(reply.body)["error"].get<std::string>().find("DNS rebinding"),
              std::string::npos);
  }
  EXPECT_TRUE(is_own_host("box.example", "Box.Example"));
  EXPECT_FALSE(is_own_host("box.example", "0.0.0.0"));
  EXPECT_EQ(host_name_of("[::1]:8080"), "[::1]");
  EXPECT_EQ(host_name_of("localhost:8080"), "localhost");
}

TEST_F(HostileTest, NoHostTwoHostsAndControlBytesInAHeaderAre400) {
  const std::string kBadByte =
      "bad request: a header holds a byte not allowed there (a control byte such as NUL or a "
      "bare CR, or a mark in its name)";
  const std::pair<std::string, std::string> cases[] = {
      {"GET / HTTP/1.1\r\n\r\n", "bad request: no Host header"},
      {"GET / HTTP/1.0\r\n\r\n", "bad request: no Host header"},
      {"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\n\r\n",
       "bad request: more than one Host header"},
      {std::string("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\0b\r\n\r\n", 45), kBadByte},
      {"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\rb\r\n\r\n", kBadByte},
      {"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX(A): b\r\n\r\n", kBadByte},
  };
  for (const auto& [request, message] : cases) {
    RawConnection connection(port_);
    connection.send(request);
    const std::optional<RawReply> reply = connection.read_reply();
    ASSERT_TRUE(reply) << request;
    EXPECT_EQ(reply->status, 400) << request;
    EXPECT_EQ(Json::parse(reply->body)["error"], message) << request;
    EXPECT_TRUE(connection.closed_by_server()) << request;
  }
}

TEST_F(HostileTest, OtherWebPagesCannotUseTheApi) {
  const std::string body = solve_body();
  // A foreign page's fetch or form, a sandboxed frame, another port of localhost.
  for (const char* origin :
       {"http://attacker.example", "null", "http://127.0.0.1:1", "https://127.0.0.1"}) {
    const RawReply reply =
        ask(post_request("/api/solve", body, "Origin: " + std::string(origin) + "\r\n"));
    EXPECT_EQ(reply.status, 403) << origin;
    EXPECT_EQ(reply.head.find("Access-Control-Allow"), std::string::npos);
  }
  // The board's own page: its Origin is the server's.
  EXPECT_EQ(ask(post_request("/api/solve", body, "Origin: http://127.0.0.1\r\n")).status, 200);
  for (const char* site : {"cross-site", "same-site"}) {
    EXPECT_EQ(
        ask(get_request("/api/random?size=4", "Sec-Fetch-Site: " + std::string(site) + "\r\n"))
            .status,
        403)
        << site;
    // A link from another site to the board opens it.
    EXPECT_EQ(ask(get_request("/", "Sec-Fetch-Site: " + std::string(site) + "\r\n")).status, 200);
  }
  EXPECT_EQ(ask(get_request("/api/random?size=4", "Sec-Fetch-Site: same-origin\r\n")).status, 200);
  EXPECT_EQ(ask(get_request("/api/random?size=4", "Sec-Fetch-Site: none\r\n")).status, 200);
}

TEST_F(HostileTest, APostToTheApiMustSayItsBodyIsJson) {
  const std::string body = solve_body();
  const std::string head = "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " +
                           std::to_string(body.size()) + "\r\n";
  for (const char* type : {"text/plain", "application/x-www-form-urlencoded",
                           "multipart/form-data; boundary=x", "application/jsonp"}) {
    const RawReply reply = ask(head + "Content-Type: " + type + "\r\n\r\n" + body);
    EXPECT_EQ(reply.status, 415) << type;
    EXPECT_EQ(Json::parse(reply.body)["error"],
              "send the request body as JSON, with Content-Type: application/json");
  }
  EXPECT_EQ(ask(head + "\r\n" + body).status, 415);  // no Content-Type at all
  EXPECT_EQ(ask(head + "Content-Type: Application/JSON; charset=utf-8\r\n\r\n" + body).status, 200);
  // An empty body is "{}", and needs no type.
  EXPECT_EQ(
      ask("POST /api/collection HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n").status,
      200);
}

TEST_F(HostileTest, OptionsAnswersAllowAndGrantsNoCrossOriginAccess) {
  const RawReply api = ask("OPTIONS /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  EXPECT_EQ(api.status, 204);
  EXPECT_NE(api.head.find("\r\nAllow: POST, OPTIONS\r\n"), std::string::npos) << api.head;
  const RawReply random = ask("OPTIONS /api/random HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  EXPECT_NE(random.head.find("\r\nAllow: GET, POST, OPTIONS\r\n"), std::string::npos)
      << random.head;
  const RawReply get_solve = ask(get_request("/api/solve"));
  EXPECT_EQ(get_solve.status, 405);
  EXPECT_NE(get_solve.head.find("\r\nAllow: POST\r\n"), std::string::npos) << get_solve.head;
  EXPECT_EQ(api.head.find("Access-Control"), std::string::npos);
  const RawReply page = ask("OPTIONS / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  EXPECT_EQ(page.status, 204);
  EXPECT_NE(page.head.find("\r\nAllow: GET, HEAD, OPTIONS\r\n"), std::string::npos);
  const RawReply preflight =
      ask("OPTIONS /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://attacker.example\r\n"
          "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: "
          "content-type\r\n\r\n");
  EXPECT_EQ(preflight.status, 403);
  EXPECT_EQ(preflight.head.find("Access-Control"), std::string::npos);
  EXPECT_EQ(ask("OPTIONS /api/nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status, 404);
}

TEST_F(HostileTest, EveryReplyCarriesTheSecurityHeadersAndAtMostOneConnectionClose) {
  const std::vector<std::string> requests = {
      get_request("/", "Connection: close\r\n"),
      get_request("/nothing", "Connection: close\r\n"),
      post_request("/api/solve", "{oops", "Connection: close\r\n"),
      post_request("/api/solve", solve_body(), "Connection: close\r\n"),
      "GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
      "BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
  };
  for (const std::string& request : requests) {
    const RawReply reply = ask(request);
    EXPECT_EQ(occurrences(reply.head, "Connection: close"), 1U) << request << reply.head;
    EXPECT_NE(reply.head.find("frame-ancestors 'none'"), std::string::npos) << request;
    EXPECT_NE(reply.head.find("X-Content-Type-Options: nosniff"), std::string::npos) << request;
    EXPECT_NE(reply.head.find("X-Frame-Options: DENY"), std::string::npos) << request;
  }
  const RawReply kept = ask(get_request("/api/random?size=4"));
  EXPECT_EQ(occurrences(kept.head, "Connection"), 0U) << kept.head;
}

TEST_F(HostileTest, HeadGivesAPagesHeadWithoutItsBody) {
  RawConnection connection(port_);
  connection.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + get_request("/nothing"));
  const std::optional<RawReply> head = connection.read_reply(true);
  ASSERT_TRUE(head);
  EXPECT_EQ(head->status, 200);
  EXPECT_NE(head->head.find("Content-Type: text/html; charset=utf-8"), std::string::npos);
  // The next reply follows at once: no body was sent for the HEAD.
  const std::optional<RawReply> next = connection.read_reply();
  ASSERT_TRUE(next);
  EXPECT_EQ(next->status, 404);
}

}  // namespace
}  // namespace sudoku::server::test
