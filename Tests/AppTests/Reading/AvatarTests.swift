import DisplayText
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("Avatars")
struct AvatarTests {
  @Test("the initial fills two cells: a Hangul one alone, a Latin one with a space")
  func initials() {
    #expect(Avatar.text(for: "김하늘") == "김")
    #expect(Avatar.text(for: "guest") == "G ")
    #expect(Avatar.text(for: "  민트") == "민")
    #expect(Avatar.text(for: "") == "? ")
    #expect(Avatar.text(for: "\u{1B}[2J") != "\u{1B} ")
    for name in ["김하늘", "guest", "", "😀 웃음", "\u{1B}x"] {
      #expect(DisplayWidth.of(Avatar.text(for: name)) == Avatar.width, "\(name)")
    }
  }

  @Test("FNV-1a is the published function, so colours are the same in every process")
  func fnv() {
    // Reference values of 32-bit FNV-1a.
    #expect(Avatar.fnv1a("") == 0x811C_9DC5)
    #expect(Avatar.fnv1a("a") == 0xE40C_292C)
    #expect(Avatar.fnv1a("foobar") == 0xBF9C_F968)
  }

  @Test("the colour comes from the user id, not the name; no colour without colours")
  func colours() {
    let theme = makeState().theme
    let a = Avatar.style(forUserId: "u1", theme: theme)
    #expect(a == Avatar.style(forUserId: "u1", theme: theme))
    #expect(a.background != .default)
    let ids = (0..<40).map { "user-\($0)" }
    let backgrounds = Set(ids.map { Avatar.style(forUserId: $0, theme: theme).background })
    #expect(backgrounds.count > 6, "ids spread over the palette")
    let mono = makeState(noColor: true).theme
    #expect(Avatar.style(forUserId: "u1", theme: mono).background == .default)
    #expect(Avatar.style(forUserId: "u1", theme: mono).foreground == .default)
  }

  @Test("list rows show the avatar before the name and mark administrators")
  func listRows() {
    let admin = Review(
      id: "a1", user: ReviewUser(id: "admin", isAdmin: true, userName: "운영팀"), theme: "1",
      content: "공지입니다", createdAt: testNow)
    var state = makeState(reviews: [admin] + sampleReviews)
    state.focus = .list
    let lines = render(state).textLines()
    #expect(lines[2].hasPrefix("┃ 운 운영팀 [운영] · 방금 전"), "\(lines[2])")
    #expect(lines.contains { $0.hasPrefix("  김 김하늘 · 방금 전") })
    // Without colour the same cells hold the initial alone.
    var mono = makeState(reviews: [admin] + sampleReviews, noColor: true)
    mono.focus = .list
    #expect(render(mono).textLines() == lines)
    let frame = render(state)
    #expect(frame[2, 2].style.background != .default, "the avatar has its colour")
    #expect(render(mono)[2, 2].style.background == .default)
  }
}
