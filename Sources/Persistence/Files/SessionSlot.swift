import Foundation

/// One session's own place in a data directory that several sessions share (the sessions of
/// one ssh key, each in a terminal tab of its own): the first free place, its lock held until
/// the process ends. The first place is the data directory itself, so a lone session keeps
/// its files where they always were; the n-th is `sessions/n/`. Each place has its own lock,
/// draft, review being edited and outbox, so no session writes over what another typed; the
/// rest (settings, phrases, the record of one's reviews, the author key, the log) is the data
/// directory's, seen by every session.
public struct SessionSlot: Sendable {
  /// 1 for the data directory itself.
  public let number: Int
  /// Where this session's own files go.
  public let directory: URL
  public let lock: DataDirectoryLock

  /// The directory of place `number` in `dataDirectory`.
  public static func directory(_ number: Int, in dataDirectory: URL) -> URL {
    number == 1
      ? dataDirectory
      : dataDirectory.appendingPathComponent("sessions/\(number)", isDirectory: true)
  }

  /// Takes the first of `places` places whose lock is free. With one place, a held lock is
  /// `DataDirectoryLockError.held` (one UI per data directory, as at home); with more, all of
  /// them held is `.allInUse`. A place's directory is made only when the ones before it are
  /// taken.
  public static func takeFirstFree(in dataDirectory: URL, places: Int) throws(SessionSlotError)
    -> SessionSlot
  {
    for number in 1...max(1, places) {
      let directory = directory(number, in: dataDirectory)
      do {
        if number > 1 { try AppPaths.ensureDirectory(directory) }
      } catch {
        throw .cannotOpen(directory: directory, reason: StorageErrorText.reason(for: error))
      }
      do throws(DataDirectoryLockError) {
        return SessionSlot(
          number: number, directory: directory, lock: try DataDirectoryLock.acquire(in: directory))
      } catch .held where places > 1 {
        continue
      } catch {
        throw .lock(error)
      }
    }
    throw .allInUse(places: places)
  }
}

/// Why no session place could be taken.
public enum SessionSlotError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The lock of one place could not be taken (a lone place held: another dubeol has it).
  case lock(DataDirectoryLockError)
  /// A place's directory could not be made.
  case cannotOpen(directory: URL, reason: String)
  /// Every place is held by a running session.
  case allInUse(places: Int)

  public var description: String {
    switch self {
    case .lock(let error): error.description
    case .cannotOpen(let directory, let reason): "\(directory.path)을(를) 만들 수 없어요: \(reason)"
    case .allInUse(let places):
      "이미 dubeol \(places)개가 열려 있어요. 다른 창의 dubeol을 하나 닫은 뒤 다시 열어 주세요."
    }
  }
}
