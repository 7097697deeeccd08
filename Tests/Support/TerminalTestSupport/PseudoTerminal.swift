import CPty

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair: run `NcursesBackend` (or a program) on `secondary`, type into it
/// and read what it writes through `primary`. For tests and for counting output bytes (the
/// benchmark); never in the dubeol product.
public final class PseudoTerminal {
  /// The controlling side: writes here are typed input, reads return the program's output.
  public let primary: Int32
  /// The terminal the program uses as its input and output.
  public let secondary: Int32

  public struct OpenError: Error, CustomStringConvertible {
    public let errno: Int32
    public var description: String { "Cannot open a pseudo-terminal (errno \(errno))." }
  }

  public init(width: Int, height: Int) throws {
    var p: Int32 = -1
    var name = [CChar](repeating: 0, count: 256)
    let opened = pty_open(&p, &name, name.count, UInt16(clamping: height), UInt16(clamping: width))
    guard opened == 0 else { throw OpenError(errno: opened) }
    // The secondary stays open here too, so the terminal lives as long as this value.
    let s = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard s >= 0 else {
      let code = errno
      close(p)
      throw OpenError(errno: code)
    }
    primary = p
    secondary = s
    resize(width: width, height: height)
  }

  deinit {
    close(primary)
    close(secondary)
  }

  /// Types `bytes` into the terminal.
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
      if n <= 0 { return }
      offset += n
    }
  }

  public func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads what the program wrote, waiting at most `waitMilliseconds` for each chunk; returns
  /// once no more output arrives within that time.
  public func read(waitMilliseconds: Int32 = 100) -> [UInt8] {
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var pfd = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&pfd, 1, waitMilliseconds) > 0, pfd.revents & Int16(POLLIN) != 0 else { break }
      let n = buffer.withUnsafeMutableBytes { systemRead(primary, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      out += buffer[0..<n]
    }
    return out
  }

  /// Everything written to the terminal so far, without depending on timing: a marker is
  /// written after it on the secondary side and the primary side is read up to the marker.
  /// Returns nil if the marker does not come back within `timeoutMilliseconds`.
  public func readWritten(timeoutMilliseconds: Int32 = 10_000) -> [UInt8]? {
    let marker = Array("\u{1B}_dubeol-pty-mark\u{1B}\\".utf8)
    var offset = 0
    while offset < marker.count {
      let n = marker[offset...].withUnsafeBytes { write(secondary, $0.baseAddress, $0.count) }
      if n <= 0 { return nil }
      offset += n
    }
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !out.ends(with: marker) {
      var pfd = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&pfd, 1, timeoutMilliseconds) > 0 else { return nil }
      let n = buffer.withUnsafeMutableBytes { systemRead(primary, $0.baseAddress, $0.count) }
      if n <= 0 { return nil }
      out += buffer[0..<n]
    }
    return Array(out.dropLast(marker.count))
  }

  /// Changes the window size (the program sees it at its next size query).
  public func resize(width: Int, height: Int) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(secondary, UInt(TIOCSWINSZ), &size)
  }
}

/// `read(2)`, under a name the method above does not hide.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
