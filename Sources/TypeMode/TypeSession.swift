import App
import Hangul
import Hanja
import HostedProgram
import Persistence
import Terminal

/// `dubeol type`'s input method as a value: what each key the user presses sends to the hosted
/// program. Pure: an event in, `ProgramInput`s out (the emulator encodes them into bytes).
///
/// In 한글 mode the keyboard's keys go to the engine. With `TypeEdits.commit` the program
/// receives a syllable only once it is finished (`unsent` is the engine's text the program has
/// not seen: the composing syllable, drawn by dubeol at the program's cursor); with `.proxy`
/// it receives every edit as it happens, DEL for each character replaced, then the new text.
/// Every other key, and every key in English mode, goes to the program after the syllable is
/// committed, except the type scope's keys in the command table.
package struct TypeSession: Sendable {
  package internal(set) var mode: InputMode
  package private(set) var keyboards: KeyboardChoice
  package let edits: TypeEdits
  package let keys: KeyMap
  package internal(set) var settings: Settings
  private var composer: Composer
  /// The engine's text the program has not been sent (commit mode only).
  private var unsent = ""
  /// Lines scrolled back into what scrolled off the program's screen (0: the live screen).
  package internal(set) var scrolledBack = 0
  /// The lines Shift-PgUp moves: the program's height, less a line kept for context.
  package var page = 23
  /// What dubeol typed into the program since the last key that was not text, as the program
  /// has it (what 한자 converts: dubeol knows what it sent).
  package internal(set) var typed = ""
  /// The 한자 window, while it is open: it takes the keys.
  package internal(set) var hanja: HanjaWindowView.Shown?
  /// A 한자 look-up for the runtime to make (it loads the table), taken by `takeHanjaRequest`.
  var hanjaRequest: HanjaConversion?
  /// The 한자 key was pressed: ask once the syllable it committed is tracked.
  var hanjaAsked = false
  /// The 한자 or 기호 just picked, for the runtime to learn (`takeHanjaPick`).
  var hanjaPicked: HanjaEntry?
  /// The 자주 쓰는 말 popup, while it is open: it takes the keys and the mouse.
  package internal(set) var phrases: PhrasesPopup?
  /// The 단축키 picker, while it is open.
  package internal(set) var shortcuts: ShortcutPicker?
  /// Settings whose phrase list changed, for the runtime to save (`takeSettingsToSave`).
  var settingsToSave: Settings?
  /// The on-screen keyboard, while it is shown.
  package internal(set) var grid: TypeGrid?
  /// A line for the status row until the next key ("no 한자 for …").
  package internal(set) var notice: String?

  package init(settings: Settings, keyboards: KeyboardChoice, keys: KeyMap) {
    self.settings = settings
    self.keyboards = keyboards
    self.keys = keys
    edits = settings.typeEdits
    mode = settings.typeStart == .hangul ? .hangul : .english
    composer = Composer.from(settings, keyboard: keyboards.current)
  }

  /// The syllable being composed, as the engine has it ("" when none).
  package var composing: String { composer.composing?.text ?? "" }

  /// What dubeol draws at the program's cursor, marked as composing: in commit mode the
  /// syllable the program has not received; in proxy mode nothing (the program shows it).
  package var preedit: String { edits == .commit ? unsent : "" }

  /// What one event sends to the program. Resizes are the runtime's, and send nothing; what
  /// goes to the program brings the view back to its live screen.
  package mutating func handle(_ event: InputEvent) -> [ProgramInput] {
    notice = nil
    if phrases != nil { return finish(handleInPhrases(event)) }
    if shortcuts != nil { return finish(handleInShortcuts(event)) }
    return finish(hanja != nil ? handleInHanjaWindow(event) : dispatch(event))
  }

  /// Keeps `typed` in step with what is sent, then makes the 한자 look-up a key asked for.
  mutating func finish(_ sent: [ProgramInput]) -> [ProgramInput] {
    track(sent)
    if hanjaAsked {
      hanjaAsked = false
      askHanja()
    }
    return sent
  }

  mutating func dispatch(_ event: InputEvent) -> [ProgramInput] {
    if case .key(let key, let modifiers) = event,
      let command = keys.command(for: KeyChord(key, modifiers), in: .type)
    {
      return run(command)
    }
    if case .key(let key, let modifiers) = event, grid?.focused == true,
      let command = keys.command(for: KeyChord(key, modifiers), in: .grid)
    {
      return gridCommand(command)
    }
    if case .resize = event { return [] }
    scrolledBack = 0
    switch event {
    case .key(let key, let modifiers):
      return type(key, modifiers)
    case .text(let text): return commit() + [.text(text)]
    case .paste(let text): return commit() + [.paste(text)]
    case .mouse(let event): return commit() + [.mouse(event)]
    case .resize: return []
    }
  }

  /// Ends the syllable: in commit mode the program receives it now.
  package mutating func commit() -> [ProgramInput] {
    _ = composer.handle(.flush)
    defer { unsent = "" }
    return edits == .commit && !unsent.isEmpty ? [.text(unsent)] : []
  }

  /// Shows `message` on the status line until the next key (a table that cannot be read, a
  /// config or keyboard problem at start).
  package mutating func say(_ message: String?) { notice = message }

  /// Scrolls back no further than the `lines` kept.
  package mutating func limitScroll(to lines: Int) {
    scrolledBack = min(scrolledBack, max(0, lines))
  }

  private mutating func run(_ command: Command) -> [ProgramInput] {
    switch command {
    case .typeScrollUp:
      scrolledBack += max(1, page)
      return []
    case .typeScrollDown:
      scrolledBack = max(0, scrolledBack - max(1, page))
      return []
    default:
      break
    }
    let sent = commit()
    switch command {
    case .typeToggleInputMode:
      mode = mode == .hangul ? .english : .hangul
    case .typeCycleKeyboard:
      keyboards.cycle()
      composer = Composer.from(settings, keyboard: keyboards.current)
    case .typePhrases:
      openPhrases()
    case .typeShortcuts:
      openShortcuts()
    case .typeGrid:
      // Shown with the arrows, then shown for the mouse only, then hidden.
      if grid == nil {
        grid = TypeGrid()
      } else if grid?.focused == true {
        grid?.focused = false
      } else {
        grid = nil
      }
    case .typeHanja:
      // Asked once what the commit sends is in `typed` (`handle`).
      hanjaAsked = true
    default:
      break
    }
    return sent
  }

  mutating func type(_ key: Key, _ modifiers: Modifiers) -> [ProgramInput] {
    if mode == .hangul {
      if case .character(let c) = key, modifiers.isSubset(of: .shift), composer.takesKey(c) {
        return engine(.key(c))
      }
      if key == .backspace, modifiers.isEmpty, composer.composing != nil {
        return engine(.backspace)
      }
    }
    let sent = commit() + [.key(key, modifiers)]
    if key == .escape, settings.escToLatin { mode = .english }
    return sent
  }

  /// One keystroke through the engine, and what of its edits the program is sent.
  mutating func engine(_ input: KeyInput) -> [ProgramInput] {
    let result = composer.handle(input)
    let edit = result.edit
    switch edits {
    case .proxy:
      return (edit.deleteCount > 0 ? [ProgramInput.deleteBackward(edit.deleteCount)] : [])
        + (edit.insert.isEmpty ? [] : [.text(edit.insert)])
    case .commit:
      var out: [ProgramInput] = []
      // Deleting past the unsent text (mobile's Backspace back into a committed syllable)
      // erases what the program already has.
      let local = min(edit.deleteCount, unsent.count)
      unsent.removeLast(local)
      if edit.deleteCount > local { out.append(.deleteBackward(edit.deleteCount - local)) }
      unsent += edit.insert
      let syllable = result.composing?.text ?? ""
      guard unsent.hasSuffix(syllable) else {
        // Never expected; the program still gets all the text.
        out += commit()
        return out
      }
      let finished = String(unsent.dropLast(syllable.count))
      if !finished.isEmpty { out.append(.text(finished)) }
      unsent = syllable
      return out
    }
  }
}

extension TypeSession {
  /// Keeps `typed` in step with what the program was sent: text and DEL edit it, a plain
  /// character key types itself, Backspace erases one; any other key, a paste or the mouse
  /// may move the program's cursor, so what is before it is no longer known.
  mutating func track(_ inputs: [ProgramInput]) {
    for input in inputs {
      switch input {
      case .text(let text): typed += text
      case .deleteBackward(let count): typed.removeLast(min(count, typed.count))
      case .key(.character(let c), let modifiers) where modifiers.isSubset(of: .shift):
        typed.append(c)
      case .key(.backspace, []): if !typed.isEmpty { typed.removeLast() }
      case .key, .paste, .mouse: typed = ""
      }
    }
  }
}
