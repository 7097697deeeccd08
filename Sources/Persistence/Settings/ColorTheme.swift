/// The colour themes `[ui] color_theme` may name.
public enum ColorTheme: String, CaseIterable, Sendable {
  /// Colours on a dark terminal.
  case `default`
  /// Attributes only (bold, reverse); NO_COLOR in the environment also selects it.
  case mono
}
