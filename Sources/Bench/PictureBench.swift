import App
import Foundation
import Pictures
import Reviews
import Terminal

/// Profile pictures: what the effect does with a download (decode and shrink, off the UI loop),
/// against the 30 ms a first frame may be held up by; and what the UI loop itself pays, a reader
/// frame with a picture in half blocks against the same frame with the letter badge, and the
/// kitty and sixel sequences written once when the picture appears.
func runPictureBench() -> [String] {
  let big = photoPNG(side: 1024)
  let small = photoPNG(side: 128)
  var lines: [String] = []
  for (label, png) in [("1024×1024 PNG", big), ("128×128 PNG", small)] {
    let ms = medianMilliseconds(runs: 9) {
      _ = DecodedImage.decode(png)?.scaled(toFit: PictureLoader.maxSide)
    }
    lines.append(
      "decode + shrink, \(label) (\(png.count / 1024) KB): \(format(ms)) ms "
        + "(in the effect; reference: the 30 ms budget of the first frame, \(format(ms / 30)) ×)")
  }
  guard let image = DecodedImage.decode(small) else { return lines + ["picture: not decoded"] }
  let url = "http://127.0.0.1:9/profile/u0.png"
  let badge = readerState(url: url)
  var pictured = badge
  _ = update(&pictured, .pictureLoaded(url: url, image: image))
  guard render(pictured).textLines().contains(where: { $0.contains("▀▀▀▀") }) else {
    return lines + ["reader frame: the picture was not drawn (the bench's state is wrong)"]
  }
  let withBadge = medianMilliseconds(runs: 51) { _ = render(badge) }
  let withPicture = medianMilliseconds(runs: 51) { _ = render(pictured) }
  lines.append(
    "reader frame 120×40: with the picture in half blocks \(format(withPicture * 1000)) µs, "
      + "with the letter badge \(format(withBadge * 1000)) µs (\(format(withPicture / withBadge)) ×)"
  )
  let kitty = medianMilliseconds(runs: 21) {
    _ = KittyGraphics.show(image, id: 1, columns: 8, rows: 4)
  }
  let sixel = medianMilliseconds(runs: 21) {
    _ = Sixel.encode(image, width: 80, height: 80, background: (0, 0, 0))
  }
  lines.append(
    "written once when the picture appears: kitty \(format(kitty * 1000)) µs, "
      + "sixel 80×80 \(format(sixel * 1000)) µs")
  return lines
}

/// A reader open on a review whose picture is at `url` (not yet arrived), at 120×40.
private func readerState(url: String) -> AppState {
  var state = AppState(
    width: 120, height: 40, now: Date(timeIntervalSince1970: 1_772_366_400),
    serverLabel: "127.0.0.1:8080", sessionID: "00000000-0000-4000-8000-000000000000")
  state.pictures.mode = .halfBlocks
  let review = Review(
    id: "r1", user: ReviewUser(id: "u0", userName: "작성자", profileImage: url), theme: "1",
    content: "사진이 있는 리뷰예요.", createdAt: state.now)
  _ = start(&state)  // the first page is asked for, so its answer is taken
  _ = update(&state, .reviewsLoaded(generation: state.list.generation, start: 0, reviews: [review]))
  state.focus = .list
  _ = update(&state, .input(.key(.enter, [])))
  return state
}

private func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let began = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000)
  }
  times.sort()
  return times[times.count / 2]
}

private func format(_ value: Double) -> String { String(format: "%.2f", value) }

/// A photo-like RGBA PNG (smooth gradients and noise), written with stored deflate blocks: the
/// bench needs a real PNG for libpng to read, not a small one.
private func photoPNG(side: Int) -> [UInt8] {
  var raw: [UInt8] = []
  raw.reserveCapacity(side * (side * 4 + 1))
  var noise: UInt32 = 2_463_534_242
  for y in 0..<side {
    raw.append(0)  // filter: none
    for x in 0..<side {
      noise ^= noise << 13
      noise ^= noise >> 17
      noise ^= noise << 5
      raw += [
        UInt8(x * 255 / side), UInt8(y * 255 / side), UInt8(truncatingIfNeeded: noise), 255,
      ]
    }
  }
  var zlib: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let length = min(65_535, raw.count - offset)
    let final: UInt8 = offset + length == raw.count ? 1 : 0
    zlib += [final, UInt8(length & 0xFF), UInt8(length >> 8)]
    zlib += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
    zlib += raw[offset..<(offset + length)]
    offset += length
  } while offset < raw.count
  var a: UInt32 = 1
  var b: UInt32 = 0
  for byte in raw {
    a = (a + UInt32(byte)) % 65_521
    b = (b + a) % 65_521
  }
  zlib += bigEndian(b << 16 | a)
  let header = bigEndian(UInt32(side)) + bigEndian(UInt32(side)) + [8, 6, 0, 0, 0]
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
    + chunk("IDAT", zlib) + chunk("IEND", [])
}

private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
  let body = Array(type.utf8) + data
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in body {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
  }
  return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
