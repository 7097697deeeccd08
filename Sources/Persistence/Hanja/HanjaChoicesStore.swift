import Foundation
import Hanja

/// Keeps the hanja a user picked (`LearnedChoices`) in the data directory: written atomically,
/// bounded by `LearnedChoices.limit`, and a file that cannot be read is set aside as the draft's is.
public struct HanjaChoicesStore: Sendable {
  public let file: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("hanja-choices.txt")
  }

  /// The learned choices (none when there is no file), and what happened to a bad file.
  public func load() -> HanjaChoicesLoad {
    guard FileManager.default.fileExists(atPath: file.path) else {
      return HanjaChoicesLoad(choices: LearnedChoices())
    }
    guard let data = try? Data(contentsOf: file) else {
      // Unreadable (permissions, a directory): left where it is, and never written over.
      return HanjaChoicesLoad(choices: LearnedChoices(), unreadable: true)
    }
    if let text = String(validating: data, as: UTF8.self),
      let choices = LearnedChoices(fileText: text)
    {
      return HanjaChoicesLoad(choices: choices)
    }
    return HanjaChoicesLoad(
      choices: LearnedChoices(), movedAside: try? SetAside.move(file), unreadable: true)
  }

  /// Saves `choices` atomically; a file that is there but cannot be read is never replaced.
  public func save(_ choices: LearnedChoices) throws {
    try SetAside.refuseToReplaceUnreadable(file)
    try AtomicFile.write(Data(choices.fileText.utf8), to: file, permissions: 0o600)
  }
}

/// What `HanjaChoicesStore.load` found.
public struct HanjaChoicesLoad: Equatable, Sendable {
  public var choices: LearnedChoices
  /// Where a file that could not be decoded was moved.
  public var movedAside: URL?
  public var unreadable: Bool

  public init(choices: LearnedChoices, movedAside: URL? = nil, unreadable: Bool = false) {
    self.choices = choices
    self.movedAside = movedAside
    self.unreadable = unreadable
  }

  /// What to tell the user, in Korean; nil when all was well.
  public var notice: String? {
    guard unreadable else { return nil }
    if let movedAside {
      return "한자 선택 기록(hanja-choices.txt)을 읽을 수 없어 \(movedAside.lastPathComponent)(으)로 옮겨 두었어요"
    }
    return "한자 선택 기록(hanja-choices.txt)을 읽을 수 없어요. 파일은 그대로 두었어요"
  }
}
