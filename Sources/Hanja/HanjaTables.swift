import Foundation

/// The tables libhangul-data installs, used unless config.toml's `[hanja]` names others.
public enum HanjaTables {
  public static let defaultTable = URL(fileURLWithPath: "/usr/share/libhangul/hanja/hanja.txt")
  public static let defaultSymbols = URL(fileURLWithPath: "/usr/share/libhangul/hanja/mssymbol.txt")
}
