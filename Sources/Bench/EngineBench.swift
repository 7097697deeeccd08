import Hangul
import HangulOracle
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine benchmark: one keystroke stream through dubeol's `Composer` and through
/// libhangul's `hangul_ic_process`, in the same run. Returns printable lines.
func runEngineBench(keys keyCount: Int = 5_000_000) -> [String] {
  let keys = EngineBenchStream.make(count: keyCount)

  let handle = bestRate(keys.count) { composerHandle(keys, profile: .standard) }
  let mobile = bestRate(keys.count) { composerHandle(keys, profile: .mobile) }
  let streaming = bestRate(keys.count) { keyLineConverter(keys) }
  let libhangul = bestRate(keys.count) { libhangulProcess(keys) }

  func line(_ name: String, _ rate: Double) -> String {
    name + String(repeating: " ", count: max(1, 50 - name.count)) + formatRate(rate)
  }
  return [
    "engine: \(keys.count) keys from Korean text (Shift, Backspace, spaces); best of 3 runs, CPU time",
    line("  Composer standard, handle → KeyResult", handle),
    line("  Composer mobile, handle → KeyResult", mobile),
    line("  KeyLineConverter standard (dubeol convert)", streaming),
    line("  libhangul hangul_ic_process (keyboard 2)", libhangul),
    "  ratio to libhangul: \(format(streaming / libhangul, digits: 2))× KeyLineConverter, "
      + "\(format(handle / libhangul, digits: 2))× handle",
    BenchResult(
      area: "Engine", measure: "keys a CPU second, dubeol convert's path (keyboard 2)",
      figure: formatRate(streaming), reference: "libhangul \(formatRate(libhangul))",
      ratio: streaming / libhangul, aim: .atLeast(1.0)
    ).line,
  ]
}

// MARK: - Runs

/// The UI's API: `KeyInput` in, edits and composing slots out.
private func composerHandle(_ keys: [UInt8], profile: Profile) -> UInt64 {
  var composer = Composer(profile: profile)
  var checksum: UInt64 = 0
  for key in keys {
    let input: KeyInput =
      key == UInt8(ascii: "<") ? .backspace : .key(Character(Unicode.Scalar(key)))
    let result = composer.handle(input)
    checksum &+= UInt64(result.edits.count &+ (result.composing == nil ? 0 : 1))
  }
  return checksum
}

/// `dubeol convert`'s streaming path: lines of ASCII keys in, UTF-8 out.
private func keyLineConverter(_ keys: [UInt8]) -> UInt64 {
  var converter = KeyLineConverter(script: KeyScript(profile: .standard, backspace: "<"))
  var output: [UInt8] = []
  var checksum: UInt64 = 0
  keys.withUnsafeBufferPointer { all in
    // Lines of 80 keys, as a text file would hold them.
    for start in stride(from: 0, to: all.count, by: 80) {
      let line = UnsafeBufferPointer(rebasing: all[start..<min(start + 80, all.count)])
      output.removeAll(keepingCapacity: true)
      _ = converter.convert(line: line, into: &output)
      checksum &+= UInt64(output.count)
    }
  }
  return checksum
}

private func libhangulProcess(_ keys: [UInt8]) -> UInt64 {
  let oracle = dubeol_oracle_new(false, false)!
  defer { dubeol_oracle_free(oracle) }
  return keys.withUnsafeBufferPointer { dubeol_oracle_bench(oracle, $0.baseAddress, $0.count) }
}

/// Keys per CPU second of the fastest of three runs. Thread CPU time, not wall time, so
/// other processes on a busy machine distort the comparison less.
private func bestRate(_ keyCount: Int, _ run: () -> UInt64) -> Double {
  var best = Double.infinity
  var checksum: UInt64 = 0
  for _ in 0..<3 {
    let start = threadCPUSeconds()
    checksum &+= run()
    best = min(best, threadCPUSeconds() - start)
  }
  // Keeps the result alive so the optimiser cannot drop the work.
  if checksum == 0x5EED { print("", terminator: "") }
  return Double(keyCount) / best
}

private func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

private func formatRate(_ keysPerSecond: Double) -> String {
  "\(format(keysPerSecond / 1e6, digits: 1)) M keys/s"
}

private func format(_ value: Double, digits: Int) -> String {
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int(value * Double(scale) + 0.5)  // no libm: round by hand
  let fraction = String(scaled % scale)
  return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

// MARK: - The keystroke stream

/// Keys that type ordinary Korean sentences, with extra Shift presses (same jamo),
/// Backspace and spaces mixed in by a fixed-seed generator.
enum EngineBenchStream {
  static let sentences = [
    "오늘은 날씨가 맑아서 공원에 산책을 다녀왔어요.",
    "이 영화는 배우들의 연기가 정말 훌륭하고 음악도 아름다웠습니다!",
    "닭갈비를 먹으러 춘천에 갔는데 줄이 너무 길어서 한 시간이나 기다렸다.",
    "읽고 싶은 책이 많지만 시간이 없어서 주말에만 조금씩 읽는 중이야.",
    "값싸고 맛있는 식당을 찾았으니 다음에 꼭 같이 가요~",
    "괜찮아요, 천천히 해도 돼요. 중요한 건 끝까지 해내는 거니까요.",
    "햇볕이 따뜻한 봄날에 꽃구경을 가고 싶습니다.",
    "삶은 계란과 짧은 여행, 넓은 바다와 밝은 웃음.",
  ]

  static func make(count: Int) -> [UInt8] {
    let script = KeyScript(profile: .standard)
    let base = sentences.map { sentence in
      // A flush is not a key libhangul knows: a space ends the syllable just as well.
      Array(script.keys(for: sentence).replacingFlushes().utf8)
    }
    // The same stream on every run.
    var random = SeededGenerator(seed: 0x2BEE1)
    var keys: [UInt8] = []
    keys.reserveCapacity(count + 128)
    while keys.count < count {
      for key in base[Int(random.next() % UInt64(base.count))] {
        let roll = random.next() % 100
        if roll < 4, key >= UInt8(ascii: "a"), key <= UInt8(ascii: "z"),
          let shifted = TwoBeolsik.jamo(forKey: Character(Unicode.Scalar(key - 32))),
          shifted == TwoBeolsik.jamo(forKey: Character(Unicode.Scalar(key)))
        {
          keys.append(key - 32)  // Shift on a key whose shifted jamo is the same
        } else {
          keys.append(key)
        }
        if roll >= 95 { keys.append(UInt8(ascii: "<")) }
      }
      keys.append(UInt8(ascii: " "))
    }
    return Array(keys.prefix(count))
  }
}

extension String {
  fileprivate func replacingFlushes() -> String {
    String(map { $0 == KeyScript.flush ? " " : $0 })
  }
}
