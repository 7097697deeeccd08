import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// Every character the UI draws, measured: the WCAG contrast of its text colour on its
/// background, from rendered frames and xterm's palette, for each theme form (dark and light
/// background, 256, 16 and 8 colours). Text needs 4.5:1; lines and blocks (borders, not text)
/// 3:1. Nothing is judged by eye.
@Suite("Contrast of every drawn character")
struct ContrastTests {
  /// The terminals measured: a background tone and a colour count.
  static let terminals: [(BackgroundTone, Int)] = [
    (.dark, 256), (.light, 256), (.dark, 16), (.light, 16), (.dark, 8), (.light, 8),
  ]

  @Test("text ≥ 4.5:1 and lines ≥ 3:1 on every screen", arguments: terminals)
  func everyCharacterReads(tone: BackgroundTone, colors: Int) {
    let theme = Theme.make(settings: .defaults, tone: tone, colorCount: colors, noColor: false)
    let figures = ContrastFigures.measure(screens(theme: theme), on: .xterm(tone, colors: colors))
    for failure in figures.failures.prefix(10) { Issue.record("\(tone) \(colors): \(failure)") }
    #expect(figures.failures.isEmpty)
    print(
      "contrast \(tone) \(colors): \(figures.characters) characters, "
        + "\(figures.percentAtLeast4_5)% ≥ 4.5:1, \(figures.under3) under 3:1, worst \(figures.worst)"
    )
  }

  @Test("wherever a background is set, the text colour is set too", arguments: terminals)
  func foregroundWithEveryBackground(tone: BackgroundTone, colors: Int) {
    let theme = Theme.make(settings: .defaults, tone: tone, colorCount: colors, noColor: false)
    var unset: [String] = []
    for (name, frame) in screens(theme: theme) {
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let style = frame[x, y].style
          if style.background != .default && style.foreground == .default {
            unset.append("\(name) (\(x),\(y)) \"\(frame[x, y].text)\" \(style)")
          }
        }
      }
    }
    #expect(unset.isEmpty, "\(unset.prefix(5))")
  }

  @Test("8 colours on dark: the highlighted key and the letter badges are black, never bold grey")
  func boldBlackOnEightColours() {
    let theme = Theme.make(settings: .defaults, tone: .dark, colorCount: 8, noColor: false)
    let terminal = TerminalColours.xterm(.dark, colors: 8)
    for style in [theme.keyHighlighted, theme.keyFlash, theme.keyActive] + theme.avatarPalette
    where style.foreground == .black {
      #expect(!style.bold, "\(style)")
      let shown = style.shown(on: terminal)
      #expect(shown.text.contrast(with: shown.background) >= 4.5, "\(style)")
    }
    // The model: xterm draws bold black as grey (bright black) on yellow, 2.4:1.
    let boldBlack = Style(foreground: .black, background: .yellow, bold: true).shown(on: terminal)
    #expect(boldBlack.text == XtermPalette.colors[8])
  }

  @Test("the measure catches unreadable text: a dark form on a light terminal fails")
  func measureCatchesDarkOnLight() {
    for colors in [256, 8] {
      let theme = Theme.make(settings: .defaults, tone: .dark, colorCount: colors, noColor: false)
      let figures = ContrastFigures.measure(
        screens(theme: theme), on: .xterm(.light, colors: colors))
      #expect(figures.under3 > 0, "\(colors) colours")
    }
  }

  @Test("a [colors] colour fills with black or white text, whichever reads", arguments: terminals)
  func overridesStayReadable(tone: BackgroundTone, colors: Int) {
    var settings = Settings.defaults
    for (role, text) in [
      (\ThemeColors.header, "#ffff00"), (\.selection, "blue"), (\.key, "bright_white"),
      (\.keyPressed, "#303030"), (\.popup, "red"), (\.toast, "#00ff00"), (\.highlight, "13"),
    ] as [(WritableKeyPath<ThemeColors, ThemeColor?>, String)] {
      settings.themeColors[keyPath: role] = ThemeColor(text) ?? ThemeColor(number: Int(text)!)
    }
    let theme = Theme.make(settings: settings, tone: tone, colorCount: colors, noColor: false)
    let terminal = TerminalColours.xterm(tone, colors: colors)
    for style in [
      theme.header, theme.keyHighlighted, theme.key, theme.keyFlash, theme.overlay,
      theme.toastInfo, theme.match,
    ] {
      let shown = style.shown(on: terminal)
      #expect(shown.text.contrast(with: shown.background) >= 3.5, "\(style)")
    }
    #expect(theme.header.background != Theme.default.header.background)
  }

  @Test("the reader draws the author line on the popup's background, never the screen's")
  func readerAuthorOnPopup() {
    for (tone, colors) in Self.terminals {
      let theme = Theme.make(settings: .defaults, tone: tone, colorCount: colors, noColor: false)
      var state = makeState(reviews: sampleReviews)
      state.theme = theme
      state.focus = .list
      state.press(.enter)
      let frame = render(state)
      let box = ReaderGeometry(area: state.popupArea, review: sampleReviews[0]).box
      let row = box.y + 1
      for x in (box.x + 1)..<(box.maxX - 1) {
        #expect(frame[x, row].style.background != .default, "\(tone) \(colors) x=\(x)")
      }
    }
  }

  @Test("NO_COLOR and a terminal without colours draw with attributes only")
  func noColor() {
    for theme in [
      Theme.make(settings: .defaults, tone: .light, colorCount: 256, noColor: true),
      Theme.make(settings: .defaults, tone: .dark, colorCount: 0, noColor: false),
    ] {
      for (_, frame) in screens(theme: theme) {
        for y in 0..<frame.height {
          for x in 0..<frame.width {
            #expect(frame[x, y].style.foreground == .default)
            #expect(frame[x, y].style.background == .default)
          }
        }
      }
    }
  }

  /// The screens drawn: the list (selection, own mark, an administrator, search matches), the
  /// grid (highlighted, pressed and locked keys), each popup, the reader, the 한자 and symbol
  /// windows (and the one that says the table is being read), toasts, help, the outbox and the
  /// quit question.
  func screens(theme: Theme) -> [(String, Frame)] {
    let admin = Review(
      id: "a1", user: ReviewUser(id: "admin", isAdmin: true, userName: "두벌식 운영팀"), theme: "1",
      content: "공지: 새 버전이 나왔어요.", createdAt: testNow.addingTimeInterval(-600))
    let reviews = [admin] + sampleReviews + manyReviews(12, from: 20)
    let outbox = [
      PendingPost(
        id: "P1", content: "배송이 빨라서 좋아요", userName: nil, themeId: "PLKEY0-L-81",
        attempts: 3, nextAttempt: testNow.addingTimeInterval(42), lastError: "서버 오류")
    ]
    func state(_ setUp: (inout AppState) -> Void) -> AppState {
      var s = makeState(width: 100, height: 32, reviews: reviews, outbox: outbox)
      s.theme = theme
      s.own.ids = ["r2"]
      s.serverCapabilities = .dubeolServe
      setUp(&s)
      return s
    }
    let states: [(String, AppState)] = [
      (
        "list",
        state {
          $0.focus = .list
          $0.typeKeys("j")
        }
      ),
      (
        "search",
        state {
          $0.focus = .list
          $0.typeKeys("/dy")
          $0.press(.enter)
        }
      ),
      (
        "search typing",
        state {
          $0.focus = .list
          $0.typeKeys("/rmf")
        }
      ),
      (
        "grid",
        state {
          $0.focus = .keyboard
          $0.keyboard.shift = .locked
          $0.keyboard.highlighted = .init(row: 1, column: 4)
          $0.keyboard.flashing = .init(row: 0, column: 2)
          $0.typeKeys("dkssud")
        }
      ),
      (
        "phrases",
        state {
          _ = $0.perform(.openPhrases)
          $0.press(.down)
        }
      ),
      ("shortcuts", state { _ = $0.perform(.openShortcuts) }),
      (
        "reader",
        state {
          $0.focus = .list
          $0.press(.enter)
        }
      ),
      (
        "hanja",
        state {
          $0.typeKeys("gksrnr")
          $0.pressHanja()
          $0.press(.down)
        }
      ),
      (
        "hanja loading",
        state {
          $0.typeKeys("gksrnr")
          $0.press(.function(9))
        }
      ),
      (
        "symbols",
        state {
          $0.typeKeys("a")
          $0.pressHanja()
        }
      ),
      ("help", state { $0.press(.function(1)) }),
      ("empty warning", state { $0.press(.ctrl("s")) }),
      (
        "error toast",
        state {
          $0.typeKeys("whgdkdy")
          let key = posts(in: $0.press(.ctrl("s")))[0].id
          $0.send(.postFailed(key: key, message: "서버에 연결할 수 없어요.", retryable: true))
        }
      ),
      (
        "posted toast",
        state {
          $0.typeKeys("whgdkdy")
          let key = posts(in: $0.press(.ctrl("s")))[0].id
          $0.send(.postSucceeded(key: key, review: admin, signed: false))
        }
      ),
      ("outbox", state { $0.press(.function(6)) }),
      (
        "quit",
        state {
          $0.typeKeys("rkskek")
          $0.press(.ctrl("c"))
        }
      ),
    ]
    return states.map { ($0.0, render($0.1)) }
  }
}

/// What the contrast of a set of frames comes to.
struct ContrastFigures {
  var characters = 0
  var atLeast4_5 = 0
  var under3 = 0
  var worst = 21.0
  var failures: [String] = []

  var percentAtLeast4_5: Int { characters == 0 ? 100 : atLeast4_5 * 100 / characters }

  /// Box drawing and block elements are lines and shapes, not text: they need 3:1.
  static func isLine(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) }
  }

  static func measure(_ frames: [(String, Frame)], on terminal: TerminalColours) -> Self {
    var figures = ContrastFigures()
    for (name, frame) in frames {
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let cell = frame[x, y]
          guard !cell.isContinuation, !cell.text.allSatisfy(\.isWhitespace) else { continue }
          let shown = cell.style.shown(on: terminal)
          let ratio = shown.text.contrast(with: shown.background)
          let needed = isLine(cell.text) ? 3.0 : 4.5
          figures.characters += 1
          if ratio >= 4.5 { figures.atLeast4_5 += 1 }
          if ratio < 3 { figures.under3 += 1 }
          figures.worst = min(figures.worst, (ratio * 10).rounded(.down) / 10)
          if ratio < needed {
            figures.failures.append(
              "\(name) (\(x),\(y)) \"\(cell.text)\" \(String(format: "%.2f", ratio)):1 in \(cell.style)"
            )
          }
        }
      }
    }
    return figures
  }
}

extension TerminalColours {
  /// xterm with its default palette: light grey on black, or black on white, bold text in
  /// colours 0–7 drawn bright (its `boldColors`).
  static func xterm(_ tone: BackgroundTone, colors: Int) -> TerminalColours {
    .assumed(tone, colorCount: colors)
  }
}
