import Foundation
import Reviews
import ReviewsHTTP
import TestSupport
import Testing

/// docs/nginx.conf as written, in Debian's nginx, in front of two `dubeol serve` on one
/// PostgreSQL: posts go through nginx, both servers read them back, and one server killed
/// while posts continue loses nothing that was acknowledged.
@Suite(
  "nginx in front of two servers (docs/nginx.conf)", .serialized,
  .enabled(if: NginxFront.isInstalled, "needs nginx (`make test` installs it)"),
  .enabled(if: DubeolBinary.exists), .enabled(if: PostgresTestServer.isInstalled))
struct NginxFrontTests {
  @Test("posts through nginx are read back from both servers; one killed mid-run loses nothing")
  func twoServersBehindNginx() async throws {
    let directory = try TemporaryDirectory("dubeol-nginx")
    defer { directory.remove() }
    let database = try await PostgresTestServer.shared().createDatabaseURL()
    let (a, urlA) = try await ServerFaultTests.serve(database, directory, "a")
    let (b, urlB) = try await ServerFaultTests.serve(database, directory, "b")
    defer {
      a.stop()
      b.stop()
    }
    let nginx = try await NginxFront.start(upstreams: [urlA, urlB], directory: directory)
    defer { nginx.stop() }
    let front = nginx.url

    // Posts through nginx; each server lists every one of them.
    let client = HTTPReviewClient(baseURL: front)
    var posted: [String] = []
    for i in 0..<20 {
      let receipt = try await client.post(
        content: "앞단 \(i)", userName: "nginx", themeId: "front", idempotencyKey: "front-\(i)")
      posted.append(try #require(receipt.review).id)
    }
    for server in [urlA, urlB, front] {
      let listed = try await ServerFaultTests.listed(server, theme: "front").map(\.id)
      #expect(Set(listed) == Set(posted), "\(server) lists every post")
    }
    // nginx spread the requests over both servers (its log names the upstream of each).
    let served = try nginx.upstreamsServed()
    for server in [urlA, urlB] {
      #expect(served.contains("\(server.host ?? ""):\(server.port ?? 0)"), "\(served)")
    }

    // Server A killed after 300 acknowledged posts; the clients go on posting to nginx alone.
    let pidA = a.pid
    let outcomes = try await ServerFaultTests.run(theme: "killed", targets: { [front] }) {
      kill(pidA, SIGKILL)
    }
    ServerFaultTests.checkExactlyOnce(
      outcomes, listed: try await ServerFaultTests.listed(urlB, theme: "killed"))
  }

  @Test("behind nginx and --trusted-proxy, each client's own address meets the post limit")
  func clientAddressesThroughNginx() async throws {
    let directory = try TemporaryDirectory("dubeol-nginx-limits")
    defer { directory.remove() }
    let database = try await PostgresTestServer.shared().createDatabaseURL()
    // One post a minute per client and server; nginx reaches both from 127.0.0.1.
    let limits = ["--post-limit", "1", "--trusted-proxy", "127.0.0.1/32"]
    let (a, urlA) = try await ServerFaultTests.serve(database, directory, "a", limits: limits)
    let (b, urlB) = try await ServerFaultTests.serve(database, directory, "b", limits: limits)
    defer {
      a.stop()
      b.stop()
    }
    let nginx = try await NginxFront.start(upstreams: [urlA, urlB], directory: directory)
    defer { nginx.stop() }
    let port = try #require(nginx.url.port)
    func post(from client: String) async throws -> Int {
      try await rawExchange(port: port, from: client, jsonPost(theme: "limits")).status
    }
    // Client 127.0.0.2 posts three times: nginx spreads them over two servers, so one of them
    // sees this client twice and refuses it.
    var statuses: [Int] = []
    for _ in 0..<3 { statuses.append(try await post(from: "127.0.0.2")) }
    #expect(statuses.filter { $0 == 200 }.count >= 1, "\(statuses)")
    #expect(statuses.contains(429), "\(statuses)")
    // Another client behind the same proxy is not held by the first one's limit.
    #expect(try await post(from: "127.0.0.3") == 200)
  }
}

/// Debian's nginx with docs/nginx.conf as its site, on a free loopback port, in the foreground
/// (its master is our child, ended by pid).
enum NginxFront {
  static let executable = "/usr/sbin/nginx"
  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

  struct Running {
    let process: BackgroundProcess
    let url: URL
    let accessLog: URL
    func stop() { process.stop() }

    /// The upstream addresses nginx's access log names so far.
    func upstreamsServed() throws -> Set<String> {
      let log = try String(contentsOf: accessLog, encoding: .utf8)
      return Set(
        log.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
    }
  }

  /// The site file with the test's addresses in place of the example's.
  static func site(port: Int, upstreams: [URL]) throws -> String {
    let text = try String(
      contentsOf: DubeolBinary.packageRoot.appendingPathComponent("docs/nginx.conf"),
      encoding: .utf8)
    let examples = ["127.0.0.1:9001", "127.0.0.1:9002"]
    precondition(upstreams.count == examples.count)
    var site = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("listen [::]:80;") }.joined(separator: "\n")
      .replacingOccurrences(of: "listen 80;", with: "listen 127.0.0.1:\(port);")
    for (example, upstream) in zip(examples, upstreams) {
      site = site.replacingOccurrences(
        of: example, with: "\(upstream.host ?? ""):\(upstream.port ?? 0)")
    }
    return site
  }

  static func start(upstreams: [URL], directory: TemporaryDirectory) async throws -> Running {
    let port = try freeLoopbackPort()
    let prefix = directory.file("nginx")
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    try site(port: port, upstreams: upstreams).write(
      to: prefix.appendingPathComponent("site.conf"), atomically: true, encoding: .utf8)
    // What Debian's /etc/nginx/nginx.conf gives a site, with every path in the test's folder.
    let main = """
      daemon off;
      \(getuid() == 0 ? "user root;" : "")
      worker_processes 1;
      pid \(prefix.path)/nginx.pid;
      error_log \(prefix.path)/error.log info;
      events { worker_connections 512; }
      http {
        log_format upstream '$request_method $uri $upstream_addr';
        access_log \(prefix.path)/access.log upstream;
        client_body_temp_path \(prefix.path)/body;
        proxy_temp_path \(prefix.path)/proxy;
        fastcgi_temp_path \(prefix.path)/fastcgi;
        uwsgi_temp_path \(prefix.path)/uwsgi;
        scgi_temp_path \(prefix.path)/scgi;
        include \(prefix.path)/site.conf;
      }
      """
    let conf = prefix.appendingPathComponent("nginx.conf")
    try main.write(to: conf, atomically: true, encoding: .utf8)
    let process = try BackgroundProcess(
      executable, ["-p", prefix.path, "-c", conf.path], log: directory.file("nginx.out"))
    let url = URL(string: "http://127.0.0.1:\(port)")!
    // Up when it answers /healthz through an upstream.
    let client = HTTPReviewClient(baseURL: url)
    for _ in 0..<100 {
      if (try? await client.capabilities()) != nil {
        return Running(
          process: process, url: url, accessLog: prefix.appendingPathComponent("access.log"))
      }
      if process.hasExited { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    let log =
      (try? String(contentsOf: prefix.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
    process.stop()
    throw PostgresTestServer.Failure("nginx did not come up: \(process.output)\(log)")
  }
}
