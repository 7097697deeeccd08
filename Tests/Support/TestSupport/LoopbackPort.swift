import Foundation

/// Loopback TCP ports for tests: one nothing listens on, or a socket bound to a free one.
public enum LoopbackPort {
  /// A port nothing listens on: bound to port 0, read back, and released.
  public static func unused() throws -> Int {
    let (fd, port) = try bound()
    close(fd)
    return port
  }

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
