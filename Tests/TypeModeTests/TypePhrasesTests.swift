import App
import HostedProgram
import Persistence
import Terminal
import Testing
import TypeMode

/// 자주 쓰는 말 in `dubeol type`: the UI's popup; a phrase goes to the program as text.
@Suite("dubeol type: favourite phrases")
struct TypePhrasesTests {
  @Test("Alt-p finishes the syllable and opens the phrases; Enter types the highlighted one")
  func insert() {
    var session = TypeSessionTests.session()
    _ = TypeSessionTests.type("rk", into: &session)
    #expect(session.handle(.key(.character("p"), .alt)) == [.text("가")])
    #expect(session.phrases?.phrases == Settings.defaults.favoritePhrases)
    #expect(session.handle(.key(.down, [])) == [])
    #expect(session.handle(.key(.enter, [])) == [.text(Settings.defaults.favoritePhrases[1])])
    #expect(session.phrases == nil)
    #expect(session.typed == "가" + Settings.defaults.favoritePhrases[1])
  }

  @Test("Esc closes the popup and sends nothing; keys then go to the program again")
  func close() {
    var session = TypeSessionTests.session()
    _ = session.handle(.key(.character("p"), .alt))
    #expect(session.handle(.key(.escape, [])) == [])
    #expect(session.phrases == nil)
    #expect(session.handle(.key(.escape, [])) == [.key(.escape, [])])
  }

  @Test("a adds what was just typed to the list, which is handed over to be saved")
  func add() {
    var session = TypeSessionTests.session()
    _ = TypeSessionTests.type("dkssud", into: &session)
    _ = session.handle(.key(.character("p"), .alt))
    #expect(session.handle(.key(.character("a"), [])) == [])
    let saved = session.takeSettingsToSave()
    #expect(saved?.favoritePhrases == Settings.defaults.favoritePhrases + ["안녕"])
    #expect(session.takeSettingsToSave() == nil, "once")
  }

  @Test("Alt-s opens the 단축키 picker; the item chosen is typed and becomes the current one")
  func shortcuts() {
    var session = TypeSessionTests.session()
    _ = session.handle(.key(.character("s"), .alt))
    #expect(session.shortcuts?.items == Settings.defaults.shortcuts)
    #expect(session.handle(.key(.right, [])) == [])
    #expect(session.handle(.key(.enter, [])) == [.text(Settings.defaults.shortcuts[1])])
    #expect(session.shortcuts == nil)
    #expect(session.takeSettingsToSave()?.currentShortcut == 1)
    _ = session.handle(.key(.character("s"), .alt))
    #expect(session.handle(.key(.character("s"), .alt)) == [], "its key closes it")
    #expect(session.shortcuts == nil)
  }
}
