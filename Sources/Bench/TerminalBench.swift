import App
import Foundation
import Reviews
import Terminal
import TerminalTestSupport
import TestSupport

/// The terminal benchmarks: bytes written per typed key in steady state at 120×40 against a
/// full redraw of the same screen, and the time from launch to the first full frame with
/// 1,000 reviews. Returns printable lines.
func runTerminalBench() -> [String] {
  // The screen model alone: the changed cells' text, a floor under what any backend writes.
  let changedText: (Frame, Frame) -> Int = { previous, frame in
    var model = ScreenModel()
    _ = model.update(to: previous)
    return model.update(to: frame).textBytes
  }
  let wholeText: (Frame) -> Int = { frame in
    var model = ScreenModel()
    return model.update(to: frame).textBytes
  }
  let estimate = typingBytes(measure: changedText, fullRedraw: wholeText)
  // The search line is the same field: typing there must cost what the compose pane costs.
  let search = typingBytes(
    opening: searchOpening, measure: changedText,
    fullRedraw: wholeText)
  var lines = [
    "terminal: \(estimate.keys) keys typed into the compose pane at 120×40",
    "  screen model, changed cells' text: mean \(decimal(estimate.mean, digits: 1)), max \(estimate.max) bytes/key;"
      + " full redraw \(estimate.fullRedraw) bytes",
    "  the same keys in the search line: mean \(decimal(search.mean, digits: 1)), max \(search.max) bytes/key",
  ]
  do {
    let meter = try OutputMeter(width: 120, height: 40)
    let pty = typingBytes(
      measure: { _, frame in meter.draw(frame).count },
      fullRedraw: { frame in (try? OutputMeter(width: 120, height: 40).draw(frame).count) ?? 0 })
    lines.append(
      "  ncurses in a pty (bytes read back): mean \(decimal(pty.mean, digits: 1)), max \(pty.max) bytes/key;"
        + " full redraw \(pty.fullRedraw) bytes; ratio \(decimal(pty.mean / Double(max(1, pty.fullRedraw)), digits: 4)) (aim ≤ 64 bytes/key)"
    )
  } catch {
    lines.append("  ncurses in a pty: not measured (\(error))")
  }
  // Back to back the caches stay warm; a key every 20 ms, as people type, finds them cold.
  for (label, rounds, pause) in [("back to back", 20, UInt32(0)), ("one every 20 ms", 1, 20_000)] {
    let phases = keystrokePhases(rounds: rounds, pause: pause)
    lines.append(
      "  one key in process at 120×40 with 1,000 reviews, \(label), median of \(phases.keys) keys:"
        + " written ahead \(decimal(phases.ahead, digits: 1)) µs"
        + " (\(Int((phases.echoedAhead * 100).rounded())) % of keys),"
        + " update \(decimal(phases.update, digits: 1)) µs, echo \(decimal(phases.echo, digits: 1)) µs,"
        + " render \(decimal(phases.render, digits: 1)) µs,"
        + " screen diff \(decimal(phases.diff, digits: 1)) µs")
  }
  let launch = launchToFirstFrame(reviewCount: 1_000)
  lines += [
    "  launch to first full frame, 1,000 reviews (decode + state + layout + render + bytes):",
    "    best \(decimal(launch.best, digits: 1)) ms, median \(decimal(launch.median, digits: 1)) ms"
      + " of \(launch.runs) runs (aim < 150 ms)",
  ]
  return lines
}

/// Bytes per key while typing a Korean sentence with physical keys, after a warm-up that
/// puts the screen in its steady state (placeholder gone, text on the line). `measure` gets
/// the previous and the new frame and returns the bytes written for the change. `opening` is
/// what the user does first (nothing: the compose pane has focus).
func typingBytes(
  width: Int = 120, height: Int = 40, opening: [InputEvent] = [],
  measure: (Frame, Frame) -> Int, fullRedraw: (Frame) -> Int
) -> (keys: Int, mean: Double, max: Int, fullRedraw: Int) {
  var state = benchState(width: width, height: height, reviews: benchReviews(20))
  for input in opening { _ = update(&state, .input(input)) }
  // 안녕하세요. 오늘 처음 써 봤는데 정말 편하네요! (warm-up), then the measured sentence.
  let warmUp = "dkssudgktpdy. dhsmf cjdma Tj qhkTsmsep wjdakf vusgkspdy! "
  let measured = "rls answkdeh ckd sjqldp akwcnj wkf wnfqkRnaehlsmswl ghkrdlsgo qhqslek. "
  for key in warmUp { _ = update(&state, .input(.key(.character(key), []))) }
  var previous = render(state)
  _ = measure(previous, previous)  // lets a real terminal catch up with the warm-up screen
  var counts: [Int] = []
  for key in measured {
    _ = update(&state, .input(.key(.character(key), [])))
    let frame = render(state)
    counts.append(measure(previous, frame))
    previous = frame
  }
  let full = fullRedraw(previous)
  return (
    counts.count, Double(counts.reduce(0, +)) / Double(max(1, counts.count)), counts.max() ?? 0,
    full
  )
}

/// The keys that open the search line from the compose pane.
let searchOpening: [InputEvent] = [.key(.backTab, []), .key(.character("/"), [])]

/// Where a key's time goes before the terminal library sees it, as the app's loop spends it
/// (the echo written ahead of the update, where the last frame allows; `update`; the echo
/// drawn on the kept frame and diffed; the rest of the frame with the pane cache; its diff),
/// in µs, and the share of keys echoed ahead. `PhaseMark` marks each phase's start.
/// `inSearch`: the keys go to the search line, opened first.
func keystrokePhases(rounds: Int = 20, pause: UInt32 = 0, inSearch: Bool = false, draft: Int = 0)
  -> (
    keys: Int, ahead: Double, update: Double, echo: Double, render: Double, diff: Double,
    echoedAhead: Double
  )
{
  let sentence = "dkssudgktpdy. dhsmf cjdma Tj qhkTsmsep wjdakf vusgkspdy! rls answkdeh wkf Tjwl"
  var state = benchState(width: 120, height: 40, reviews: benchReviews(1_000))
  // A long review already written (`draft` characters): the keys are typed at its end.
  if draft > 0 {
    state.compose.field.reset(
      text: String(String(repeating: "리뷰를 씁니다 ", count: draft / 8 + 1).prefix(draft)))
  }
  for input in inSearch ? searchOpening : [] { _ = update(&state, .input(input)) }
  let base = inSearch ? 0 : state.compose.text.utf8.count
  let fieldText = { inSearch ? state.list.search?.field.text ?? "" : state.compose.text }
  var cache = RenderCache()
  var model = ScreenModel()
  _ = model.update(to: render(state, reusing: &cache))
  var times: [[Double]] = Array(repeating: [], count: 5)
  var changedRuns = 0
  var echoedAhead = 0
  for _ in 0..<rounds {
    // Type the sentence, then take it back with Backspace until the pane is empty, so the text
    // stays bounded (no key is timed on an empty pane, where nothing changes).
    var typed = sentence.makeIterator()
    while let key = typed.next().map(Key.character)
      ?? (fieldText().utf8.count <= base ? nil : .backspace)
    {
      if pause > 0 { usleep(pause) }
      let now = { DispatchTime.now().uptimeNanoseconds }
      PhaseMark.ahead()
      let a0 = now()
      if let spot = cache.typingSpot.take(), let ahead = state.echoAhead(KeyChord(key), at: spot),
        let written = model.writeAhead(
          ahead.text, x: ahead.x, y: ahead.y, style: ahead.style, blank: ahead.blank,
          to: ahead.blankTo, cursor: ahead.cursor)
      {
        changedRuns += written.runs.count
        echoedAhead += 1
      }
      PhaseMark.update()
      let t0 = now()
      _ = update(&state, .input(.key(key, [])))
      PhaseMark.echo()
      let t1 = now()
      // The echo goes to the screen before the rest is drawn, as in the app (a frame still
      // held would make the next render copy the canvas). Runs are counted, not their text's
      // bytes: the app never joins their text.
      if let echo = renderEcho(state, reusing: &cache) {
        changedRuns += model.update(to: echo).runs.count
      }
      PhaseMark.render()
      let t2 = now()
      let frame = render(state, reusing: &cache)
      PhaseMark.diff()
      let t3 = now()
      changedRuns += model.update(to: frame).runs.count
      let t4 = now()
      PhaseMark.done()
      for (phase, (from, to)) in [(a0, t0), (t0, t1), (t1, t2), (t2, t3), (t3, t4)].enumerated() {
        times[phase].append(Double(to - from) / 1_000)
      }
    }
  }
  precondition(changedRuns > 0, "typing changed nothing on screen")
  let median = { (v: [Double]) in v.sorted()[v.count / 2] }
  return (
    times[0].count, median(times[0]), median(times[1]), median(times[2]), median(times[3]),
    median(times[4]), Double(echoedAhead) / Double(max(1, times[0].count))
  )
}

/// Milliseconds from nothing to the bytes of the first full frame: decode 1,000 reviews from
/// the wire format, build the state, lay out, render and turn the frame into bytes.
func launchToFirstFrame(reviewCount: Int, runs: Int = 15) -> (
  best: Double, median: Double, runs: Int
) {
  let wire = try! JSONEncoder().encode(["data": benchReviews(reviewCount)])
  var times: [Double] = []
  var checksum = 0
  for _ in 0..<runs {
    let began = DispatchTime.now().uptimeNanoseconds
    let page = try! JSONDecoder().decode([String: [Review]].self, from: wire)["data"] ?? []
    var state = benchState(width: 120, height: 40, reviews: [])
    _ = start(&state)
    _ = update(
      &state, .reviewsLoaded(generation: state.list.generation, start: 0, reviews: page))
    let frame = render(state)
    var model = ScreenModel()
    checksum &+= model.update(to: frame).textBytes
    times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000)
  }
  precondition(checksum > 0)
  times.sort()
  return (times[0], times[times.count / 2], runs)
}

private func benchState(width: Int, height: Int, reviews: [Review]) -> AppState {
  var state = AppState(
    width: width, height: height, now: testNow, serverLabel: "127.0.0.1:8080",
    sessionID: "00000000-0000-4000-8000-000000000000")
  if !reviews.isEmpty {
    _ = update(
      &state, .reviewsLoaded(generation: state.list.generation, start: 0, reviews: reviews))
  }
  return state
}

/// Reviews of realistic length (30–200 characters of Korean), newest first.
private func benchReviews(_ count: Int) -> [Review] {
  let sentences = [
    "오늘 처음 써 봤는데 두벌식 자판이 정말 편하네요.",
    "조합 중인 글자가 보여서 어디까지 입력했는지 바로 알 수 있어요.",
    "긴 문장도 창 너비에 맞춰 잘 줄바꿈됩니다!",
    "단축키로 이모지 넣는 기능 최고예요 😀",
    "터미널에서도 한글 입력이 이렇게 자연스러울 줄 몰랐어요.",
  ]
  return (0..<count).map { i in
    let content = (0...(i % 4)).map { sentences[(i + $0) % sentences.count] }.joined(separator: " ")
    return Review(
      id: "r\(i)", user: ReviewUser(id: "u\(i % 50)", userName: "작성자\(i % 50)"), theme: "1",
      content: content, createdAt: testNow.addingTimeInterval(-Double(i) * 97))
  }
}

private func decimal(_ value: Double, digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}
