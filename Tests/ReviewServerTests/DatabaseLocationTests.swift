import ReviewStore
import Testing

@testable import ReviewServer

/// `dubeol serve --database`: which store a value names.
@Suite("Database locations")
struct DatabaseLocationTests {
  @Test("files, sqlite:, memory: and postgres:// URLs (TCP or a socket folder)")
  func parses() throws {
    #expect(try DatabaseLocation(parsing: "/var/db/r.sqlite") == .sqlite(path: "/var/db/r.sqlite"))
    #expect(try DatabaseLocation(parsing: "sqlite:/tmp/a.db") == .sqlite(path: "/tmp/a.db"))
    #expect(try DatabaseLocation(parsing: "memory:") == .memory)
    #expect(
      try DatabaseLocation(parsing: "postgres://dubeol:s%40cret@db.local:6543/reviews")
        == .postgres(
          PostgresAddress(
            user: "dubeol", password: "s@cret", host: "db.local", port: 6543, database: "reviews")))
    #expect(
      try DatabaseLocation(parsing: "postgresql://me@localhost/reviews")
        == .postgres(PostgresAddress(user: "me", host: "localhost", database: "reviews")))
    let socket = try DatabaseLocation(
      parsing: "postgres://postgres@/bench?host=/run/postgresql&port=5433")
    #expect(
      socket
        == .postgres(
          PostgresAddress(
            user: "postgres", port: 5433, socketDirectory: "/run/postgresql", database: "bench")))
    if case .postgres(let address) = socket {
      #expect(address.socketPath == "/run/postgresql/.s.PGSQL.5433")
    }
  }

  @Test("the password never shows in what is logged")
  func redacted() throws {
    let location = try DatabaseLocation(parsing: "postgres://u:topsecret@h:5432/d")
    #expect(!location.description.contains("topsecret"))
    #expect(location.description == "postgres://u:***@h:5432/d")
  }

  @Test(
    "a URL without user, database or host, or with a bad port, is refused",
    arguments: [
      "", "sqlite:", "postgres://h/d", "postgres://u@h/", "postgres://u@/d",
      "postgres://u@/d?host=relative", "postgres://u@/d?host=/s&port=x", "postgres://u@h:0/d",
    ])
  func refuses(_ text: String) {
    #expect(throws: DatabaseLocation.Invalid.self) { try DatabaseLocation(parsing: text) }
  }
}
