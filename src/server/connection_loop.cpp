// The loop that owns every connection (see connection_loop.hpp). Each turn: poll the listening
// socket, the wake-up eventfd (workers' answers, stop()) and every connection for what its
// phase waits on; then take the answers, accept, read, frame, write, and enforce deadlines.
// Connections are kept by a serial number, never by descriptor, so an answer for a connection
// closed meanwhile cannot reach a new one that reuses its descriptor.
#include "server/connection_loop.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <map>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "server/limits.hpp"
#include "server/listen_socket.hpp"
#include "server/work_queue.hpp"

namespace sudoku::server {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kReadChunk = std::size_t{16} * 1024;
// Deadlines are checked at least this often.
constexpr int kTickMilliseconds = 50;
constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";

enum class Phase { reading, answering, writing, lingering };

struct Connection {
  explicit Connection(const FramingLimits& limits) : framer(limits) {}
  int fd = -1;
  Phase phase = Phase::reading;
  std::string peer_address;
  int peer_port = 0;
  std::string input;  // from the first byte of the request being read
  RequestFramer framer;
  bool continue_sent = false;
  std::string output;
  std::size_t sent = 0;
  bool close_after_output = false;
  Clock::time_point request_started;
  Clock::time_point last_progress;
  Clock::time_point linger_until;
  std::size_t drained = 0;
  std::size_t requests = 0;  // framed so far
  // Set when the client goes while its request waits: the worker then skips it.
  std::shared_ptr<std::atomic<bool>> abandoned;
};

// How long a request refused by a full queue should wait before it tries again: the queue's
// work spread over its threads, each heavy request taking up to the searches' time limit.
std::chrono::seconds expected_wait(const WorkQueue& queue) {
  const std::size_t rounds = queue.waiting() / std::max<std::size_t>(queue.threads(), 1) + 1;
  return std::chrono::ceil<std::chrono::seconds>(kTimeLimit * rounds);
}

}  // namespace

ServerOptions default_server_options() {
  const unsigned found = std::thread::hardware_concurrency();
  const std::size_t cores = found == 0 ? 2 : found;
  return ServerOptions{{kMaxHeadBytes, kMaxHeaderLines, kMaxBodyBytes},
                       kMaxConnections,
                       kMaxRequestsPerConnection,
                       kReadTimeout,
                       kRequestTimeout,
                       kIdleTimeout,
                       kWriteTimeout,
                       kLingerTime,
                       cores,
                       kHeavyQueuePerWorker * cores,
                       kLightWorkers,
                       kLightQueue};
}

struct ConnectionLoop::State {
  State(const ServerOptions& options_in, Responder responder_in,
        std::atomic<std::uint64_t>& received)
      : options(options_in), responder(std::move(responder_in)), bytes_received(received) {}
  ~State() {
    for (auto& [id, connection] : connections) ::close(connection.fd);
    if (listener >= 0) ::close(listener);
    if (wake >= 0) ::close(wake);
  }

  void turn();
  void take_answers(Clock::time_point now);
  void accept_new(Clock::time_point now);
  void read_from(std::uint64_t id, Connection& connection, Clock::time_point now);
  void frame(std::uint64_t id, Connection& connection, Clock::time_point now);
  void write_to(std::uint64_t id, Connection& connection, Clock::time_point now);
  void reply_and_close(Connection& connection, int status, const std::string& message);
  void check_deadlines(Clock::time_point now);
  void close(std::uint64_t id);
  void wake_up() const;

  ServerOptions options;
  Responder responder;
  std::atomic<std::uint64_t>& bytes_received;
  int listener = -1;
  int wake = -1;
  std::atomic<bool> stopping{false};
  std::map<std::uint64_t, Connection> connections;
  std::uint64_t next_id = 1;
  // Out of descriptors: accepting waits until then rather than spinning on a listener that
  // stays readable.
  Clock::time_point accept_paused_until;
  std::mutex answers_mutex;
  std::vector<std::pair<std::uint64_t, Answer>> answers;
  // Last, so that they stop (and finish their jobs) before the members their jobs use go.
  std::unique_ptr<WorkQueue> heavy;
  std::unique_ptr<WorkQueue> light;
};

ConnectionLoop::ConnectionLoop(const ServerOptions& options, Responder responder)
    : state_(std::make_unique<State>(options, std::move(responder), bytes_received_)) {
  state_->wake = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

ConnectionLoop::~ConnectionLoop() = default;

int ConnectionLoop::bind(const std::string& host, int port) {
  const ListenSocket socket = listen_on(host, port);
  state_->listener = socket.fd;
  return socket.port;
}

bool ConnectionLoop::run() {
  State& state = *state_;
  if (state.listener < 0 || state.wake < 0) return false;
  state.heavy = std::make_unique<WorkQueue>(state.options.heavy_workers, state.options.heavy_queue);
  state.light = std::make_unique<WorkQueue>(state.options.light_workers, state.options.light_queue);
  running_ = true;
  while (!state.stopping) state.turn();
  state.heavy.reset();
  state.light.reset();
  running_ = false;
  return true;
}

void ConnectionLoop::stop() {
  state_->stopping = true;
  state_->wake_up();
}

void ConnectionLoop::State::wake_up() const {
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(wake, &one, sizeof(one));
}

void ConnectionLoop::State::turn() {
  const short accepting = Clock::now() < accept_paused_until ? 0 : POLLIN;
  std::vector<pollfd> polled{{listener, accepting, 0}, {wake, POLLIN, 0}};
  std::vector<std::uint64_t> ids;
  for (const auto& [id, connection] : connections) {
    short events = POLLIN;  // reading, lingering
    if (connection.phase == Phase::writing) events = POLLOUT;
    // Answering: nothing is read (a pipelined request waits), but a client that closes is
    // noticed.
    if (connection.phase == Phase::answering) events = POLLRDHUP;
    polled.push_back({connection.fd, events, 0});
    ids.push_back(id);
  }
  if (poll(polled.data(), polled.size(), kTickMilliseconds) < 0 && errno != EINTR) return;
  const Clock::time_point now = Clock::now();
  if ((polled[1].revents & POLLIN) != 0) {
    std::uint64_t count = 0;
    [[maybe_unused]] const ssize_t got = ::read(wake, &count, sizeof(count));
  }
  take_answers(now);
  if ((polled[0].revents & POLLIN) != 0) accept_new(now);
  for (std::size_t index = 0; index < ids.size(); ++index) {
    const short revents = polled[index + 2].revents;
    const auto found = connections.find(ids[index]);
    if (revents == 0 || found == connections.end()) continue;
    Connection& connection = found->second;
    if (connection.phase == Phase::answering) {
      // The client closed (or reset) the connection before its reply: its request is
      // dropped if no worker has started it, so clients that give up leave no work behind.
      connection.abandoned->store(true);
      close(ids[index]);
    } else if (connection.phase == Phase::writing) {
      write_to(ids[index], connection, now);
    } else {
      read_from(ids[index], connection, now);
    }
  }
  check_deadlines(now);
}

void ConnectionLoop::State::take_answers(Clock::time_point now) {
  std::vector<std::pair<std::uint64_t, Answer>> taken;
  {
    const std::lock_guard lock(answers_mutex);
    taken.swap(answers);
  }
  for (auto& [id, answer] : taken) {
    const auto found = connections.find(id);
    if (found == connections.end()) continue;
    Connection& connection = found->second;
    connection.output = std::move(answer.bytes);
    connection.sent = 0;
    connection.close_after_output = answer.close || connection.output.empty();
    connection.phase = Phase::writing;
    connection.last_progress = now;
    write_to(id, connection, now);
  }
}

void ConnectionLoop::State::accept_new(Clock::time_point now) {
  while (true) {
    Peer peer;
    const int fd = accept_connection(listener, peer);
    if (fd < 0) {
      if (errno == EMFILE || errno == ENFILE) {
        accept_paused_until = now + std::chrono::milliseconds(kTickMilliseconds);
      }
      return;
    }
    if (connections.size() >= options.max_connections) {
      // Room for the newcomer: the connection silent the longest among those reading.
      auto oldest = connections.end();
      for (auto it = connections.begin(); it != connections.end(); ++it) {
        if (it->second.phase != Phase::reading && it->second.phase != Phase::lingering) continue;
        if (oldest == connections.end() ||
            it->second.last_progress < oldest->second.last_progress) {
          oldest = it;
        }
      }
      if (oldest == connections.end()) {
        const std::string busy = responder.error(503, "the server is busy: try again in a moment",
                                                 true, std::chrono::seconds(1));
        [[maybe_unused]] const ssize_t written =
            ::send(fd, busy.data(), busy.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
        ::close(fd);
        continue;
      }
      close(oldest->first);
    }
    Connection& connection =
        connections.emplace(next_id++, Connection(options.framing)).first->second;
    connection.fd = fd;
    connection.peer_address = std::move(peer.address);
    connection.peer_port = peer.port;
    connection.last_progress = now;
  }
}

void ConnectionLoop::State::read_from(std::uint64_t id, Connection& connection,
                                      Clock::time_point now) {
  char buffer[kReadChunk];
  const ssize_t got = ::recv(connection.fd, buffer, sizeof(buffer), MSG_DONTWAIT);
  if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
  if (got <= 0) {
    close(id);  // the client closed (or the connection broke): nobody to answer
    return;
  }
  const auto size = static_cast<std::size_t>(got);
  bytes_received += size;
  connection.last_progress = now;
  if (connection.phase == Phase::lingering) {
    connection.drained += size;
    if (connection.drained > options.framing.max_body_bytes) close(id);
    return;
  }
  if (connection.input.empty()) connection.request_started = now;
  connection.input.append(buffer, size);
  frame(id, connection, now);
}

void ConnectionLoop::State::frame(std::uint64_t id, Connection& connection, Clock::time_point now) {
  if (connection.input.empty()) return;
  const RequestFramer::Progress progress = connection.framer.advance(connection.input);
  if (progress == RequestFramer::Progress::refused) {
    const Refusal refusal = connection.framer.refusal();
    reply_and_close(connection, refusal.status, refusal.message);
    write_to(id, connection, now);
    return;
  }
  if (progress == RequestFramer::Progress::incomplete) {
    if (connection.framer.expects_continue() && !connection.continue_sent) {
      connection.continue_sent = true;
      [[maybe_unused]] const ssize_t written =
          ::send(connection.fd, kContinue.data(), kContinue.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    }
    return;
  }
  const std::size_t length = connection.framer.length();
  const bool last = ++connection.requests >= options.max_requests_per_connection;
  FramedRequest request{connection.input.substr(0, length), connection.peer_address,
                        connection.peer_port, last};
  connection.input.erase(0, length);
  connection.framer.reset();
  connection.continue_sent = false;
  connection.request_started = now;
  WorkQueue& queue = responder.is_heavy(request.bytes) ? *heavy : *light;
  connection.phase = Phase::answering;
  connection.abandoned = std::make_shared<std::atomic<bool>>(false);
  const bool queued =
      queue.try_push(connection.peer_address,
                     [this, id, request = std::move(request), abandoned = connection.abandoned] {
                       if (abandoned->load()) return;
                       Answer answer;
                       try {
                         answer = responder.answer(request);
                       } catch (...) {
                         // The Api turns a route's exception into a 500 itself; this is for
                         // anything else (memory), so that the connection still gets a reply and
                         // the worker lives on.
                         answer = {responder.error(500, "internal error", true, {}), true};
                       }
                       {
                         const std::lock_guard lock(answers_mutex);
                         answers.emplace_back(id, std::move(answer));
                       }
                       wake_up();
                     });
  if (!queued) {
    connection.output = responder.error(503, "the server is busy: try again in a moment", last,
                                        expected_wait(queue));
    connection.sent = 0;
    connection.close_after_output = last;
    connection.phase = Phase::writing;
    write_to(id, connection, now);
  }
}

void ConnectionLoop::State::reply_and_close(Connection& connection, int status,
                                            const std::string& message) {
  connection.output = responder.error(status, message, true, {});
  connection.sent = 0;
  connection.close_after_output = true;
  connection.input.clear();
  connection.phase = Phase::writing;
}

void ConnectionLoop::State::write_to(std::uint64_t id, Connection& connection,
                                     Clock::time_point now) {
  while (connection.sent < connection.output.size()) {
    const ssize_t put =
        ::send(connection.fd, connection.output.data() + connection.sent,
               connection.output.size() - connection.sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (put < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;  // poll says when
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) {
      close(id);
      return;
    }
    connection.sent += static_cast<std::size_t>(put);
    connection.last_progress = now;
  }
  connection.output.clear();
  connection.sent = 0;
  if (connection.close_after_output) {
    // Lingering close: the reply is out; drop what the client still sends for a moment so
    // that its side reads the reply before the connection goes.
    ::shutdown(connection.fd, SHUT_WR);
    connection.phase = Phase::lingering;
    connection.linger_until = now + options.linger;
    return;
  }
  connection.phase = Phase::reading;
  frame(id, connection, now);  // a pipelined request may be waiting whole already
}

void ConnectionLoop::State::check_deadlines(Clock::time_point now) {
  std::vector<std::uint64_t> expired;
  std::vector<std::uint64_t> too_slow;
  for (const auto& [id, connection] : connections) {
    const Clock::duration silent = now - connection.last_progress;
    switch (connection.phase) {
      case Phase::reading:
        if (connection.input.empty()) {
          if (silent > options.idle_timeout) expired.push_back(id);
        } else if (silent > options.read_timeout ||
                   now - connection.request_started > options.request_timeout) {
          too_slow.push_back(id);
        }
        break;
      case Phase::writing:
        if (silent > options.write_timeout) expired.push_back(id);
        break;
      case Phase::lingering:
        if (now > connection.linger_until) expired.push_back(id);
        break;
      case Phase::answering:
        break;
    }
  }
  for (const std::uint64_t id : expired) close(id);
  for (const std::uint64_t id : too_slow) {
    Connection& connection = connections.at(id);
    reply_and_close(connection, 408,
                    "the request took too long to arrive: send it whole within the server's "
                    "timeouts");
    write_to(id, connection, now);
  }
}

void ConnectionLoop::State::close(std::uint64_t id) {
  const auto found = connections.find(id);
  if (found == connections.end()) return;
  ::close(found->second.fd);
  connections.erase(found);
}

}  // namespace sudoku::server
