/// Sixel (DEC's bitmap format, as xterm, foot, mlterm and WezTerm draw it) for a picture the
/// program decoded itself: `ESC P q`, raster attributes (1:1 pixels, the size), colour registers
/// from a 6×6×6 cube (what a 256-register terminal always has room for), then bands six pixels
/// high, each colour's row of sixels run-length coded, ended by `ESC \`.
public enum Sixel {
  /// `image` resized to `width` × `height` pixels over `background` (no transparency: a sixel
  /// image covers its cells) as one DCS string.
  public static func encode(
    _ image: DecodedImage, width: Int, height: Int, background: (UInt8, UInt8, UInt8)
  ) -> String {
    guard width > 0, height > 0, image.width > 0, image.height > 0 else { return "" }
    let sized = image.resized(width: width, height: height)
    // Each pixel as its register in the cube: r × 36 + g × 6 + b, each level 0–5.
    var registers = [Int](repeating: 0, count: width * height)
    var used = Set<Int>()
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b) = sized.pixel(x: x, y: y, over: background)
        let register = level(r) * 36 + level(g) * 6 + level(b)
        registers[y * width + x] = register
        used.insert(register)
      }
    }
    var out = "\u{1B}Pq\"1;1;\(width);\(height)"
    for register in used.sorted() {
      let (r, g, b) = (register / 36, register / 6 % 6, register % 6)
      out += "#\(register);2;\(r * 20);\(g * 20);\(b * 20)"
    }
    for top in stride(from: 0, to: height, by: 6) {
      let bandRows = min(6, height - top)
      var inBand: [Int] = []
      var seen = Set<Int>()
      for y in top..<(top + bandRows) {
        for x in 0..<width where seen.insert(registers[y * width + x]).inserted {
          inBand.append(registers[y * width + x])
        }
      }
      for (index, register) in inBand.enumerated() {
        out += "#\(register)"
        var run: (char: UInt8, count: Int)? = nil
        for x in 0..<width {
          var bits: UInt8 = 0
          for dy in 0..<bandRows where registers[(top + dy) * width + x] == register {
            bits |= 1 << UInt8(dy)
          }
          let char = 63 + bits
          if let current = run, current.char == char {
            run = (char, current.count + 1)
          } else {
            if let current = run { out += runText(current) }
            run = (char, 1)
          }
        }
        if let current = run { out += runText(current) }
        // `$` returns to the band's start for the next colour; `-` moves to the next band.
        if index < inBand.count - 1 { out += "$" }
      }
      if top + 6 < height { out += "-" }
    }
    return out + "\u{1B}\\"
  }

  /// One of the cube's six levels (0, 20, 40, 60, 80, 100 percent) nearest to an 8-bit channel.
  static func level(_ channel: UInt8) -> Int { (Int(channel) * 5 + 127) / 255 }

  /// A run of one sixel: `!count` before it when that is shorter than repeating it.
  private static func runText(_ run: (char: UInt8, count: Int)) -> String {
    let char = String(UnicodeScalar(run.char))
    return run.count > 3 ? "!\(run.count)\(char)" : String(repeating: char, count: run.count)
  }
}
