// The HTTP layer over loopback: the page's files, JSON errors, the body cap, concurrent clients;
// then the connections themselves (connection_loop.hpp) from raw sockets: every transfer
// encoding under the body cap, slow clients cut off without starving the others, pipelining,
// keep-alive, malformed heads, the connection limit. Timeouts are short here (ServerOptions),
// and time bounds are generous: they separate "answered" from "stuck", nothing finer.
#include "server/http_server.hpp"

#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "http_test_support.hpp"
#include "server/limits.hpp"

namespace sudoku::server::test {
namespace {

class HttpTest : public ::testing::Test {
 protected:
  httplib::Client client() const { return httplib::Client("127.0.0.1", server_.port()); }

  Collection collection_ = small_collection();
  Api api_{collection_};
  RunningServer server_{api_, default_server_options()};
  HttpServer& http_ = server_.http();
  int port_ = server_.port();
};

TEST_F(HttpTest, ServesThePageFromTheBinary) {
  httplib::Client http = client();
  const httplib::Result page = http.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_EQ(page->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_NE(page->body.find("<title>Sudoku board</title>"), std::string::npos);
  EXPECT_EQ(page->get_header_value("X-Content-Type-Options"), "nosniff");
  const httplib::Result script = http.Get("/js/main.js");
  ASSERT_TRUE(script);
  EXPECT_EQ(script->get_header_value("Content-Type"), "text/javascript; charset=utf-8");
  const httplib::Result style = http.Get("/css/board.css");
  ASSERT_TRUE(style);
  EXPECT_EQ(style->status, 200);
}

TEST_F(HttpTest, APortInUseIsAnErrorNotASharedPort) {
  HttpServer second{api_};
  try {
    second.bind("127.0.0.1", port_);
    FAIL() << "a second server bound port " << port_ << ", which the first one listens on";
  } catch (const std::runtime_error& error) {
    EXPECT_EQ(std::string(error.what()),
              "cannot listen on 127.0.0.1:" + std::to_string(port_) + ": Address already in use");
  }
}

TEST_F(HttpTest, UnknownPathsAre404Json) {
  httplib::Client http = client();
  const httplib::Result missing = http.Get("/../etc/passwd");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  const httplib::Result route = http.Post("/api/nothing", "{}", "application/json");
  ASSERT_TRUE(route);
  EXPECT_EQ(route->status, 404);
  EXPECT_EQ(Json::parse(route->body)["error"], "no such route: /api/nothing");
  const httplib::Result post = http.Post("/index.html", "{}", "application/json");
  ASSERT_TRUE(post);
  EXPECT_EQ(post->status, 405);
  EXPECT_EQ(post->get_header_value("Allow"), "GET, HEAD");
  EXPECT_EQ(Json::parse(post->body)["error"], "/index.html takes GET or HEAD");
}

TEST_F(HttpTest, ABodyOverTheCapIs413) {
  httplib::Client http = client();
  const std::string padding(kMaxBodyBytes - 40, ' ');
  const std::string fits =
      "{\"puzzle\": \"" + std::string(kEasy) + "\"" + padding.substr(0, 100) + "}";
  const httplib::Result ok = http.Post("/api/solve", fits, "application/json");
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok->status, 200);
  const std::string too_large(kMaxBodyBytes + 1, ' ');
  const httplib::Result refused = http.Post("/api/solve", too_large, "application/json");
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 413);
  EXPECT_EQ(Json::parse(refused->body)["error"],
            "the request body is too large: at most 65536 bytes");
}

TEST_F(HttpTest, TheApiAnswersGetAndPost) {
  httplib::Client http = client();
  const httplib::Result random = http.Get("/api/random?size=4");
  ASSERT_TRUE(random);
  EXPECT_EQ(random->status, 200);
  EXPECT_EQ(Json::parse(random->body)["puzzle"]["size"], 4);
  const httplib::Result bad = http.Post("/api/solve", "{oops", "application/json");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
}

TEST_F(HttpTest, ConcurrentClientsAllGetAnswers) {
  std::vector<int> failures(6, 0);
  std::vector<std::thread> threads;
  for (std::size_t index = 0; index < failures.size(); ++index) {
    threads.emplace_back([&, index] {
      httplib::Client http = client();
      const std::string body = dump(Json{{"puzzle", kHardest}});
      for (int round = 0; round < 10; ++round) {
        const httplib::Result reply = http.Post("/api/solve", body, "application/json");
        if (!reply || reply->status != 200 || Json::parse(reply->body)["status"] != "solved") {
          ++failures[index];
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int count : failures) EXPECT_EQ(count, 0);
}

// A chunked request's head for a POST to /api/solve; the chunks follow.
constexpr std::string_view kChunkedHead =
    "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    "Transfer-Encoding: chunked\r\n\r\n";

std::string chunk(std::string_view data) {
  char size[16];
  std::snprintf(size, sizeof(size), "%zx", data.size());
  return std::string(size) + "\r\n" + std::string(data) + "\r\n";
}

class ConnectionTest : public ::testing::Test {
 protected:
  Collection collection_ = small_collection();
  Api api_{collection_};
  RunningServer server_{api_, quick_options()};
  int port_ = server_.port();
};

TEST_F(ConnectionTest, AChunkedBodyUnderTheCapIsAnswered) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  const std::string body = dump(Json{{"puzzle", kEasy}});
  connection.send(std::string(kChunkedHead) + chunk(body.substr(0, 10)) + chunk(body.substr(10)) +
                  "0\r\n\r\n");
  const std::optional<RawReply> reply = connection.read_reply();
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->status, 200);
  EXPECT_EQ(Json::parse(reply->body)["status"], "solved");
}

TEST_F(ConnectionTest, RequestsSentAByteAtATimeAreFramedAsWhole) {
  // Chunk lines, chunk data and the head split at every byte: the framer resumes where it
  // stopped each time. Two requests, the second chunked, then one reply each.
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  const std::string body = dump(Json{{"puzzle", kEasy}});
  const std::string requests = post_request("/api/solve", body) + std::string(kChunkedHead) +
                               chunk(body.substr(0, 7)) + chunk(body.substr(7)) + "0\r\n\r\n";
  for (const char byte : requests) {
    ASSERT_TRUE(connection.send(std::string_view(&byte, 1)));
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  for (int index = 0; index < 2; ++index) {
    const std::optional<RawReply> reply = connection.read_reply();
    ASSERT_TRUE(reply) << index;
    EXPECT_EQ(reply->status, 200) << index;
    EXPECT_EQ(Json::parse(reply->body)["status"], "solved") << index;
  }
}

TEST_F(ConnectionTest, AChunkedBodyOverTheCapIs413AndTheRestIsNotRead) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  ASSERT_TRUE(connection.send(kChunkedHead));
  // Up to 64 MB in 64 KiB chunks, until the server closes the connection.
  std::atomic<std::size_t> sent{0};
  std::thread sender([&] {
    const std::string piece = chunk(std::string(64 * 1024, ' '));
    while (sent < std::size_t{64} << 20 && connection.send(piece)) sent += piece.size();
  });
  const std::optional<RawReply> reply = connection.read_reply();
  sender.join();
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->status, 413);
  EXPECT_EQ(Json::parse(reply->body)["error"],
            "the request body is too large: at most 65536 bytes");
  EXPECT_NE(reply->head.find("Connection: close"), std::string::npos);
  // What the server read (and so held) is bounded by the cap, not by what was sent: the body
  // up to the cap, one read past it, then at most one body's worth drained while the reply
  // goes out.
  EXPECT_LT(server_.http().bytes_received(), 4 * kMaxBodyBytes) << sent << " bytes sent";
}

TEST_F(ConnectionTest, AChunkAnnouncedOverTheCapIs413AtOnce) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  connection.send(std::string(kChunkedHead) + "fffffff\r\n");
  const std::optional<RawReply> reply = connection.read_reply();
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->status, 413);
  EXPECT_TRUE(connection.closed_by_server());
}

TEST_F(ConnectionTest, OtherEncodingsAndAmbiguousLengthsAreRefusedAndClosed) {
  const std::string body = dump(Json{{"puzzle", kEasy}});
  const std::string length = "Content-Length: " + std::to_string(body.size()) + "\r\n";
  const std::string head = "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\n";
  const std::pair<std::string, int> cases[] = {
      {head + "Transfer-Encoding: gzip\r\n\r\n", 501},
      {head + "Transfer-Encoding: gzip, chunked\r\n\r\n", 501},
      {head + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n", 400},
      {head + "Content-Encoding: gzip\r\n" + length + "\r\n" + body, 415},
      {head + length + "Transfer-Encoding: chunked\r\n\r\n" + body, 400},
      {head + length + length + "\r\n" + body, 400},
      {head + "Content-Length: 12abc\r\n\r\n", 400},
      {head + "Content-Length: 99999999999999999999\r\n\r\n", 400},
      {head + "Content-Length: 65537\r\n\r\n", 413},
      {std::string(kChunkedHead) + "zz\r\n", 400},
  };
  for (const auto& [request, status] : cases) {
    RawConnection connection(port_);
    ASSERT_TRUE(connection.connected());
    connection.send(request);
    const std::optional<RawReply> reply = connection.read_reply();
    ASSERT_TRUE(reply) << request;
    EXPECT_EQ(reply->status, status) << request;
    EXPECT_TRUE(Json::parse(reply->body).contains("error")) << request;
    EXPECT_TRUE(connection.closed_by_server()) << request;
  }
}

TEST_F(ConnectionTest, MalformedHeadsGet400Or431AndTheConnectionCloses) {
  std::string many_lines = "GET / HTTP/1.1\r\n";
  for (int line = 0; line < 120; ++line) many_lines += "X-Line: " + std::to_string(line) + "\r\n";
  std::string large_head = "GET / HTTP/1.1\r\n";
  for (int line = 0; line < 20; ++line) large_head += "X-Large: " + std::string(1000, 'a') + "\r\n";
  const std::pair<std::string, int> cases[] = {
      {"GARBAGE\r\n\r\n", 400},
      {"GET /\r\nHost: 127.0.0.1\r\n\r\n", 400},
      {"GET / HTTP/1.1 extra\r\n\r\n", 400},
      {"get / HTTP/1.1\r\n\r\n", 400},
      {"GET / HTTP/1.1\nHost: 127.0.0.1\n\n", 400},
      {"\r\nGET / HTTP/1.1\r\n\r\n", 400},
      {"GET / HTTP/1.1\r\nHost test\r\n\r\n", 400},
      {"GET / HTTP/1.1\r\n folded: header\r\n\r\n", 400},
      {"GET /\x01 HTTP/1.1\r\n\r\n", 400},
      {"BREW / HTTP/1.1\r\n\r\n", 501},
      {"GET / HTTP/2.0\r\n\r\n", 505},
      {many_lines + "\r\n", 431},
      {large_head + "\r\n", 431},
      {"GET / HTTP/1.1\r\nX-Long: " + std::string(9000, 'a') + "\r\n\r\n", 431},
      {"GET /" + std::string(9000, 'a') + " HTTP/1.1\r\n\r\n", 414},
  };
  for (const auto& [request, status] : cases) {
    RawConnection connection(port_);
    ASSERT_TRUE(connection.connected());
    connection.send(request);
    const std::optional<RawReply> reply = connection.read_reply();
    ASSERT_TRUE(reply) << request.substr(0, 60);
    EXPECT_EQ(reply->status, status) << request.substr(0, 60);
    EXPECT_TRUE(Json::parse(reply->body).contains("error")) << request.substr(0, 60);
    EXPECT_TRUE(connection.closed_by_server()) << request.substr(0, 60);
  }
}

TEST_F(ConnectionTest, PipelinedRequestsAreEachAnsweredInOrder) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  // A search first, then a cheap request that a second worker would finish sooner, then a 404.
  connection.send(post_request("/api/solve", dump(Json{{"puzzle", kHardest}})) +
                  get_request("/api/random?size=4&seed=1") + get_request("/nothing"));
  const std::optional<RawReply> solved = connection.read_reply();
  const std::optional<RawReply> random = connection.read_reply();
  const std::optional<RawReply> missing = connection.read_reply();
  ASSERT_TRUE(solved && random && missing);
  EXPECT_EQ(solved->status, 200);
  EXPECT_EQ(Json::parse(solved->body)["status"], "solved");
  EXPECT_EQ(random->status, 200);
  EXPECT_EQ(Json::parse(random->body)["puzzle"]["size"], 4);
  EXPECT_EQ(missing->status, 404);
  EXPECT_EQ(Json::parse(missing->body)["error"], "not found: /nothing");
  // The connection is still open for more, and a request that asks to close it is the last.
  connection.send(get_request("/api/random?size=4", "Connection: close\r\n") +
                  get_request("/api/random?size=4"));
  const std::optional<RawReply> last = connection.read_reply();
  ASSERT_TRUE(last);
  EXPECT_EQ(last->status, 200);
  EXPECT_NE(last->head.find("Connection: close"), std::string::npos);
  EXPECT_TRUE(connection.closed_by_server());
}

TEST_F(ConnectionTest, KeptAliveConnectionsServeRequestsUpToTheirLimitThenClose) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  for (std::size_t index = 1; index <= quick_options().max_requests_per_connection; ++index) {
    connection.send(post_request("/api/solve", dump(Json{{"puzzle", kEasy}})));
    const std::optional<RawReply> reply = connection.read_reply();
    ASSERT_TRUE(reply) << "request " << index;
    EXPECT_EQ(reply->status, 200);
    const bool last = index == quick_options().max_requests_per_connection;
    EXPECT_EQ(reply->head.find("Connection: close") != std::string::npos, last) << index;
  }
  EXPECT_TRUE(connection.closed_by_server());
}

TEST_F(ConnectionTest, AnIdleKeptAliveConnectionIsClosed) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  connection.send(get_request("/api/random?size=4"));
  ASSERT_TRUE(connection.read_reply());
  const Clock::time_point start = Clock::now();
  EXPECT_TRUE(connection.closed_by_server());  // after idle_timeout (1.5 s)
  EXPECT_LT(Clock::now() - start, milliseconds(6000));
}

TEST_F(ConnectionTest, AClientSilentMidRequestGets408) {
  RawConnection connection(port_);
  ASSERT_TRUE(connection.connected());
  connection.send("POST /api/solve HTTP/1.1\r\nHost: te");
  const Clock::time_point start = Clock::now();
  const std::optional<RawReply> reply = connection.read_reply();  // after read_timeout (2 s)
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->status, 408);
  EXPECT_LT(Clock::now() - start, milliseconds(6000));
  EXPECT_TRUE(connection.closed_by_server());
}

TEST_F(ConnectionTest, SlowClientsAreCutOffAndDoNotStopOthersBeingAnswered) {
  // 40 clients send a request a byte a second each (never silent long enough for read_timeout,
  // so request_timeout ends them); meanwhile another client's request is answered at once.
  constexpr std::size_t kSlowClients = 40;
  const std::string request = post_request("/api/solve", dump(Json{{"puzzle", kEasy}}));
  std::vector<std::unique_ptr<RawConnection>> slow;
  for (std::size_t index = 0; index < kSlowClients; ++index) {
    slow.push_back(std::make_unique<RawConnection>(port_));
    ASSERT_TRUE(slow.back()->connected());
  }
  const Clock::time_point start = Clock::now();
  std::atomic<bool> stop{false};
  std::thread trickle([&] {
    for (std::size_t at = 0; at < request.size() && !stop; ++at) {
      for (const auto& connection : slow) connection->send(request.substr(at, 1));
      for (int tick = 0; tick < 20 && !stop; ++tick) std::this_thread::sleep_for(milliseconds(50));
    }
  });
  std::this_thread::sleep_for(milliseconds(1200));
  {
    httplib::Client http("127.0.0.1", port_);
    const Clock::time_point asked = Clock::now();
    const httplib::Result reply =
        http.Post("/api/solve", dump(Json{{"puzzle", kEasy}}), "application/json");
    const Clock::duration took = Clock::now() - asked;
    ASSERT_TRUE(reply);
    EXPECT_EQ(reply->status, 200);
    // Stuck behind the slow clients, it would wait for request_timeout (about 2 s more).
    EXPECT_LT(took, milliseconds(1000));
  }
  std::size_t cut_off = 0;
  for (const auto& connection : slow) {
    const std::optional<RawReply> reply = connection->read_reply();
    if (reply && reply->status == 408) ++cut_off;
  }
  const Clock::duration took = Clock::now() - start;
  stop = true;
  trickle.join();
  EXPECT_EQ(cut_off, kSlowClients);
  EXPECT_LT(took, milliseconds(8000));  // request_timeout is 3 s
}

TEST(ConnectionLimitTest, AtTheLimitTheLongestSilentReaderMakesRoom) {
  Collection collection = small_collection();
  Api api{collection};
  ServerOptions options = quick_options();
  options.max_connections = 3;
  RunningServer server(api, options);
  std::vector<std::unique_ptr<RawConnection>> waiting;
  for (int index = 0; index < 3; ++index) {
    waiting.push_back(std::make_unique<RawConnection>(server.port()));
    waiting.back()->send("GET / HTTP/1.1\r\n");
    std::this_thread::sleep_for(milliseconds(100));
  }
  RawConnection newcomer(server.port());
  newcomer.send(get_request("/api/random?size=4"));
  const std::optional<RawReply> reply = newcomer.read_reply();
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply->status, 200);
  EXPECT_TRUE(waiting.front()->closed_by_server());
  waiting.back()->send("Host: 127.0.0.1\r\n\r\n");
  const std::optional<RawReply> still = waiting.back()->read_reply();
  ASSERT_TRUE(still);
  EXPECT_EQ(still->status, 200);
}

}  // namespace
}  // namespace sudoku::server::test
