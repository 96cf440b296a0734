// The HTTP layer over loopback: the page's files, JSON errors, the body cap, concurrent clients.
#include "server/http_server.hpp"

#include <httplib.h>

#include <thread>

#include "server/limits.hpp"
#include "server_test_support.hpp"

namespace sudoku::server::test {
namespace {

class HttpTest : public ::testing::Test {
 protected:
  void SetUp() override {
    port_ = http_.bind("127.0.0.1", 0);
    thread_ = std::thread([this] { http_.run(); });
    while (!http_.is_running()) std::this_thread::yield();
  }
  void TearDown() override {
    http_.stop();
    thread_.join();
  }
  httplib::Client client() const { return httplib::Client("127.0.0.1", port_); }

  Collection collection_ = small_collection();
  Api api_{collection_};
  HttpServer http_{api_};
  int port_ = 0;
  std::thread thread_;
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
  EXPECT_EQ(post->status, 404);
  EXPECT_TRUE(Json::parse(post->body).contains("error"));
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
            "the request body is too large: at most 65536 bytes (8192 when sent as a form; send "
            "JSON as application/json)");
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

}  // namespace
}  // namespace sudoku::server::test
