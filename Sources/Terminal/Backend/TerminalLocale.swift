@preconcurrency import CNcursesw
import CNcurseswShim

/// Puts the C library in a UTF-8 locale, which ncursesw needs to read and draw wide characters.
public enum TerminalLocale {
  /// `setlocale(LC_ALL, "")`, then C.UTF-8 (or en_US.UTF-8) when the environment's locale is
  /// not UTF-8. Returns true when the final locale is UTF-8.
  @discardableResult
  public static func activateUTF8() -> Bool {
    _ = setlocale(LC_ALL, "")
    if cnc_locale_is_utf8() { return true }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_ALL, name) != nil {
      if cnc_locale_is_utf8() { return true }
    }
    return false
  }
}
