import Foundation

/// Loopback TCP ports for tests: one nothing listens on, or a socket bound to a free one.
public enum LoopbackPort {
  /// A port nothing listens on, held until released so that no other test's server can take it.
  public final class Reserved {
    /// The port; a connection to it is refused while it is held.
    public let port: Int
    private var fd: Int32

    init() throws { (fd, port) = try LoopbackPort.bound() }

    /// Lets the port go, just before a server of the test's own binds it.
    public func release() {
      if fd >= 0 { close(fd) }
      fd = -1
    }

    deinit { release() }
  }

  /// A port held bound but not listening (so connections are refused) for the caller's lifetime.
  public static func reserved() throws -> Reserved { try Reserved() }

  /// A socket bound to a free loopback port, and the port; the caller closes it.
  public static func bound() throws -> (fd: Int32, port: Int) {
    #if os(Linux)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw failure("socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
      }
    }
    guard bound else {
      let error = failure("bind")
      close(fd)
      throw error
    }
    return (fd, Int(UInt16(bigEndian: address.sin_port)))
  }

  private static func failure(_ call: String) -> CommandError {
    CommandError(executable: call, message: String(cString: strerror(errno)))
  }
}
