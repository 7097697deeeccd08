import Foundation
import Hanja

extension Settings {
  /// The hanja table in use: `[hanja] table`, else libhangul-data's.
  public var hanjaTableFile: URL { Self.file(hanjaTable) ?? HanjaTables.defaultTable }

  /// The symbol table in use: `[hanja] symbols`, else libhangul-data's.
  public var hanjaSymbolsFile: URL { Self.file(hanjaSymbols) ?? HanjaTables.defaultSymbols }

  private static func file(_ path: String?) -> URL? {
    path.map { URL(fileURLWithPath: AppPaths.expandTilde($0)) }
  }
}
