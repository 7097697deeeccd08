import Hangul

/// Which letters the grid and physical typing produce.
package enum InputMode: Sendable, Equatable {
  case hangul, english

  var toggled: InputMode { self == .hangul ? .english : .hangul }
}

/// The grid's shift key: off, one-shot (next letter only), or locked (pressed twice).
package enum ShiftState: Sendable, Hashable {
  case off, once, locked

  /// off → once → locked → off.
  package var pressed: ShiftState {
    switch self {
    case .off: .once
    case .once: .locked
    case .locked: .off
    }
  }

  package var isOn: Bool { self != .off }
}

/// The layer the grid shows, derived from the input mode, the 123 key and shift.
package enum KeyboardLayer: Sendable, Equatable, CaseIterable {
  case hangul, hangulShift, english, englishUpper, symbols, moreSymbols

  package init(mode: InputMode, symbols: Bool, shift: ShiftState) {
    switch (symbols, mode, shift.isOn) {
    case (true, _, false): self = .symbols
    case (true, _, true): self = .moreSymbols
    case (false, .hangul, false): self = .hangul
    case (false, .hangul, true): self = .hangulShift
    case (false, .english, false): self = .english
    case (false, .english, true): self = .englishUpper
    }
  }

  /// The name shown in the toolbar's layer indicator.
  var title: String {
    switch self {
    case .hangul: "한글"
    case .hangulShift: "한글 ⇧"
    case .english: "abc"
    case .englishUpper: "ABC"
    case .symbols: "123"
    case .moreSymbols: "#+="
    }
  }
}

/// What pressing a key of the grid does.
package enum KeyAction: Sendable, Equatable {
  case jamo(Character)  // 2-beolsik 한글 layers: goes through the composer
  case key(Character)  // 한글 layers of a keyboard from data: the ASCII key, to the composer
  case character(String)  // English letters, digits, symbols: inserted as is
  case shift, symbols, hanEng, space, shortcut, hanja, post, backspace
}

/// One key of the grid: its label, its action and its width in key units.
package struct GridKey: Sendable, Equatable {
  package var label: String
  package var action: KeyAction
  package var weight: Int  // quarter key units: a letter key is 4
  /// The slot its jamo fills (finals are drawn underlined on keyboards that have them).
  var slot: KeySlot = .none

  var isSpecial: Bool {
    switch action {
    case .jamo, .key, .character: false
    default: true
    }
  }
}

/// Every key label of the grid's special keys, in one place.
enum KeyLabels {
  static let shift: [ShiftState: String] = [.off: "shift", .once: "Shift", .locked: "SHIFT"]
  static let symbolsShift: [ShiftState: String] = [.off: "#+=", .once: "123", .locked: "123"]
  static let toSymbols = "123"
  static let toHangul = "한글"
  static let toEnglish = "ABC"
  static let hanEng = "한/영"
  static let space = "space"
  static let hanja = "한자"
  static let post = "return"
  static let backspace = "⌫"
}

/// The grid's layers as data: letter rows per layer plus the shared bottom row.
package enum KeyLayers {
  /// Letter rows of the English layer (lowercase); uppercase is derived.
  static let englishRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  /// The 123 layer and its shifted #+= page, three rows each.
  static let symbolRows = ["1234567890", "-/:;()$&@\"", ".,?!'~*"]
  static let moreSymbolRows = ["[]{}#%^*+=", "_\\|~<>₩$&@", ".,?!'~*"]

  /// Weights of the bottom row: shift · 123 · 한/영 · space · 단축키 · 한자 · return · ⌫ (sum 40 =
  /// ten keys).
  static let bottomWeights = [5, 4, 5, 7, 6, 4, 5, 4]

  /// The full grid for a layer; `shortcut` is the current shortcut text shown on its key.
  package static func rows(
    layer: KeyboardLayer, mode: InputMode, shift: ShiftState, shortcut: String,
    keyboard: Keyboard = .dubeolsik
  ) -> [[GridKey]] {
    letterRows(layer, keyboard: keyboard)
      + [bottomRow(layer: layer, mode: mode, shift: shift, shortcut: shortcut)]
  }

  /// The letter rows of the 한글 layer of `keyboard`, counted (the same as
  /// `letterRows(.hangul, keyboard:).count`, without making the labels).
  static func hangulLetterRowCount(_ keyboard: Keyboard) -> Int {
    keyboard.typesLikeDubeolsik
      ? TwoBeolsik.rows.count : DataKeyLayers.letterRowCount(keyboard)
  }

  static func letterRows(_ layer: KeyboardLayer, keyboard: Keyboard = .dubeolsik) -> [[GridKey]] {
    switch layer {
    case .hangul, .hangulShift:
      let shifted = layer == .hangulShift
      if !keyboard.typesLikeDubeolsik {
        return DataKeyLayers.letterRows(keyboard, shifted: shifted)
      }
      return TwoBeolsik.rows.map { row in
        row.map { cap in
          let jamo = shifted ? cap.shifted : cap.base
          return GridKey(label: String(jamo), action: .jamo(jamo), weight: 4)
        }
      }
    case .english, .englishUpper:
      return englishRows.map { row in
        row.map { ch in
          let text = layer == .englishUpper ? ch.uppercased() : String(ch)
          return GridKey(label: text, action: .character(text), weight: 4)
        }
      }
    case .symbols, .moreSymbols:
      return (layer == .symbols ? symbolRows : moreSymbolRows).map { row in
        row.map { GridKey(label: String($0), action: .character(String($0)), weight: 4) }
      }
    }
  }

  static func bottomRow(
    layer: KeyboardLayer, mode: InputMode, shift: ShiftState, shortcut: String
  ) -> [GridKey] {
    let inSymbols = layer == .symbols || layer == .moreSymbols
    let shiftLabel = (inSymbols ? KeyLabels.symbolsShift : KeyLabels.shift)[shift] ?? ""
    let symbolsLabel =
      inSymbols ? (mode == .hangul ? KeyLabels.toHangul : KeyLabels.toEnglish) : KeyLabels.toSymbols
    let keys: [(String, KeyAction)] = [
      (shiftLabel, .shift),
      (symbolsLabel, .symbols),
      (KeyLabels.hanEng, .hanEng),
      (KeyLabels.space, .space),
      (shortcut, .shortcut),
      (KeyLabels.hanja, .hanja),
      (KeyLabels.post, .post),
      (KeyLabels.backspace, .backspace),
    ]
    return zip(keys, bottomWeights).map { key, weight in
      GridKey(label: key.0, action: key.1, weight: weight)
    }
  }
}
