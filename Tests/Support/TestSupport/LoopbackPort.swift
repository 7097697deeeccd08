import Foundation

/// A loopback TCP port nothing listens on: bound to port 0, read back, and released.
public enum LoopbackPort {
  public static func unused() throws -> Int {
    #if os(Linux)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else {
      throw CommandError(executable: "socket", message: String(cString: strerror(errno)))
    }
    defer { close(fd) }
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
      throw CommandError(executable: "bind", message: String(cString: strerror(errno)))
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
