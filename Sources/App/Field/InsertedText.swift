/// The one cleaner for text on its way into a document (typed through an input method, pasted,
/// a phrase, a 한자): `ComposingField` runs it on everything it inserts, so the document never
/// holds control characters and line ends are all "\n". The terminal's decoder hands text
/// over as it came; drawing makes text visible with `Sanitizer` (in `Frame.write`).
package enum InsertedText {
  /// CR LF and CR as "\n", a tab as one space, every other control character (C0, DEL, C1)
  /// dropped.
  package static func cleaned(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var previousCR = false
    for scalar in text.unicodeScalars {
      defer { previousCR = scalar == "\r" }
      switch scalar.value {
      case 0x0D: out.append("\n")
      case 0x0A where previousCR: continue
      case 0x0A: out.append(scalar)
      case 0x09: out.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
