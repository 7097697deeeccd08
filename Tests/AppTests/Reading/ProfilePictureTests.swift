import Foundation
import Pictures
import Reviews
import Terminal
import Testing

@testable import App

/// Issue 21, item 5: the reader shows the author's profile picture once it has arrived (fetched
/// by an effect, so keys never wait), the letter badge until then and whenever it cannot be
/// shown; the list keeps its two-cell badge.
@Suite("Profile pictures in the reader")
struct ProfilePictureTests {
  static let url = "http://127.0.0.1:9/profile/aaaaaaaaaaaaaaaaaaaaaaaa.png"

  /// A review by 김하늘 whose picture is at `url`.
  static func pictured(_ url: String = url, id: Int = 1) -> Review {
    var r = review(id, "김하늘", "사진이 있는 리뷰예요.", minutesAgo: 5)
    r.user.profileImage = url
    return r
  }

  /// 16 × 16 pixels: the upper half red, the lower half blue.
  static let redOverBlue = DecodedImage(
    width: 16, height: 16,
    rgba: (0..<256).flatMap { $0 < 128 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] })

  static func state(mode: PictureMode? = .halfBlocks, reviews: [Review] = [pictured()])
    -> AppState
  {
    var state = makeState(reviews: reviews)
    state.pictures.mode = mode
    state.focus = .list
    return state
  }

  @Test("opening a review asks for the picture once; the letter badge shows until it arrives")
  func fetchOnce() throws {
    var state = Self.state()
    #expect(state.press(.enter).contains(.fetchPicture(url: Self.url)))
    let waiting = render(state).textLines()
    #expect(waiting[2].contains("김 김하늘"), "the letter badge meanwhile: \(waiting[2])")
    state.press(.escape)
    #expect(!state.press(.enter).contains(.fetchPicture(url: Self.url)), "asked for already")
  }

  @Test("the arrived picture is drawn in half blocks: upper pixel foreground, lower background")
  func halfBlocks() throws {
    var state = Self.state()
    state.press(.enter)
    state.send(.pictureLoaded(url: Self.url, image: Self.redOverBlue))
    let frame = render(state)
    expectSnapshot(frame, "reader-picture-80x24")
    let reader = try #require(state.reader)
    let rect = try #require(state.readerGeometry(reader).picture)
    let red = Color.nearest(to: RGB(255, 0, 0), colorCount: 256)
    let blue = Color.nearest(to: RGB(0, 0, 255), colorCount: 256)
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        let cell = frame[x, y]
        let want = y < rect.y + rect.height / 2 ? red : blue
        #expect(cell.text == "▀" && cell.style.foreground == want && cell.style.background == want)
      }
    }
    let nameLine = frame.textLines()[rect.y]
    #expect(nameLine.contains("▀ 김하늘") && !nameLine.contains("김 김하늘"), "the name beside it")
    #expect(state.picturePlacement == nil, "half blocks are in the frame: nothing drawn over it")
  }

  @Test("a picture that cannot be shown keeps the letter badge and is not asked for again")
  func failed() {
    var state = Self.state()
    state.press(.enter)
    state.send(.pictureLoaded(url: Self.url, image: nil))
    #expect(render(state).textLines()[2].contains("김 김하늘"))
    #expect(!render(state).textLines().joined().contains("▀"))
    state.press(.escape)
    #expect(!state.press(.enter).contains(.fetchPicture(url: Self.url)))
  }

  @Test("no pictures without a way to draw them (no colours, NO_COLOR, or none given)")
  func noMode() {
    var state = Self.state(mode: nil)
    #expect(!state.press(.enter).contains { if case .fetchPicture = $0 { true } else { false } })
    var bare = Self.state(reviews: [review(1, "김하늘", "사진 없음", minutesAgo: 1)])
    #expect(!bare.press(.enter).contains { if case .fetchPicture = $0 { true } else { false } })
  }

  @Test("the list keeps its two-cell badge with a picture ready")
  func listBadge() {
    var state = Self.state()
    state.press(.enter)
    state.send(.pictureLoaded(url: Self.url, image: Self.redOverBlue))
    state.press(.escape)
    let lines = render(state).textLines()
    #expect(lines.contains { $0.contains("김 김하늘") } && !lines.joined().contains("▀"))
  }

  @Test("memory stays bounded: past the capacity the pictures asked for longest ago are dropped")
  func bounded() {
    var pictures = ProfilePictures()
    pictures.mode = .halfBlocks
    let users = (0...ProfilePictures.capacity).map {
      ReviewUser(id: "u\($0)", userName: "u", profileImage: "http://h/\($0).png")
    }
    for user in users {
      #expect(pictures.want(user) == user.profileImage)
      pictures.arrived(user.profileImage!, Self.redOverBlue)
    }
    #expect(pictures.image(for: users[0]) == nil, "the oldest was dropped")
    #expect(pictures.image(for: users[1]) == Self.redOverBlue)
    #expect(pictures.want(users[0]) != nil, "asked for again")
    pictures.arrived("http://h/stray.png", Self.redOverBlue)
    #expect(
      pictures.image(for: ReviewUser(id: "x", userName: "x", profileImage: "http://h/stray.png"))
        == nil, "a result nobody waits for is let go")
  }

  @Test(
    "the mode follows what the terminal said",
    arguments: [
      (TerminalFacts(colorCount: 256, graphics: .kitty), false, PictureMode.kitty),
      (TerminalFacts(colorCount: 256, graphics: .sixel), false, .halfBlocks),
      (TerminalFacts(colorCount: 256), false, .halfBlocks),
    ] as [(TerminalFacts, Bool, PictureMode?)])
  func mode(facts: TerminalFacts, noColor: Bool, expected: PictureMode?) {
    #expect(PictureMode(facts: facts, noColor: noColor) == expected)
  }

  @Test("sixel needs the cell size; 8 or 16 colours or NO_COLOR give the letter badge")
  func modeEdges() {
    var sixel = TerminalFacts(colorCount: 256, graphics: .sixel)
    sixel.cellSize = PixelSize(width: 10, height: 20)
    #expect(
      PictureMode(facts: sixel, noColor: false) == .sixel(cell: PixelSize(width: 10, height: 20)))
    #expect(PictureMode(facts: TerminalFacts(colorCount: 8), noColor: false) == nil)
    #expect(PictureMode(facts: TerminalFacts(colorCount: 16), noColor: false) == nil)
    #expect(PictureMode(facts: TerminalFacts(colorCount: 256), noColor: true) == nil)
  }

  @Test(
    "kitty: the picture is sent once at its cells (cursor kept), and deleted when the reader closes"
  )
  func kittyLayer() throws {
    var state = Self.state(mode: .kitty)
    state.press(.enter)
    state.send(.pictureLoaded(url: Self.url, image: Self.redOverBlue))
    let placement = try #require(state.picturePlacement)
    #expect(render(state)[placement.rect.x, placement.rect.y].text == " ", "cells left blank")
    var layer = PictureLayer()
    let shown = layer.move(to: placement)
    let show = try #require(shown.show)
    #expect(
      show.hasPrefix("\u{1B}7\u{1B}[\(placement.rect.y + 1);\(placement.rect.x + 1)H\u{1B}_Ga=T,"))
    #expect(show.hasSuffix("\u{1B}\\\u{1B}8") && shown.erase == nil && !shown.repaint)
    #expect(layer.move(to: placement) == .init(), "already there: nothing written")
    state.typeKeys("j")
    #expect(layer.move(to: state.picturePlacement) == .init(), "scrolling keeps it")
    state.press(.escape)
    let closed = layer.move(to: state.picturePlacement)
    #expect(
      closed.erase == KittyGraphics.delete(id: PictureLayer.kittyImageID) && closed.show == nil)
  }

  @Test("sixel: drawn at its cells in the cell size's pixels; closing repaints the frame whole")
  func sixelLayer() throws {
    var state = Self.state(mode: .sixel(cell: PixelSize(width: 9, height: 18)))
    state.press(.enter)
    state.send(.pictureLoaded(url: Self.url, image: Self.redOverBlue))
    var layer = PictureLayer()
    let show = try #require(layer.move(to: state.picturePlacement).show)
    #expect(show.contains("\u{1B}Pq\"1;1;72;72"), "8 × 4 cells of 9 × 18 pixels")
    state.press(.escape)
    #expect(layer.move(to: state.picturePlacement) == .init(repaint: true))
  }
}
