import Foundation
import TestSupport
import Testing

@testable import Persistence

@Suite("The data directory: lock, checks, rescue files")
struct DataDirectoryTests {
  @Test func aSecondLockOnTheSameDirectoryIsRefusedWithTheHoldersPid() throws {
    try withTemporaryDirectory { dir in
      var first: DataDirectoryLock? = try DataDirectoryLock.acquire(in: dir)
      #expect(DataDirectoryLock.holder(of: first!.file) == getpid())
      // flock locks belong to open files, so a second open in this process is refused too.
      #expect(throws: DataDirectoryLockError.held(file: first!.file, pid: getpid())) {
        try DataDirectoryLock.acquire(in: dir)
      }
      first = nil
      let again = try DataDirectoryLock.acquire(in: dir)
      #expect(again.file.lastPathComponent == "dubeol.lock")
      let message = DataDirectoryLockError.held(file: again.file, pid: 4242).description
      #expect(message.contains("pid 4242") && message.contains(dir.path), "\(message)")
    }
  }

  @Test(
    "issue 47: sessions sharing a data directory each take a place of their own; a freed place is taken again; a lone place is refused as before"
  )
  func sessionPlaces() throws {
    try withTemporaryDirectory { dir in
      var first: SessionSlot? = try SessionSlot.takeFirstFree(in: dir, places: 3)
      #expect(first?.number == 1 && first?.directory == dir, "the first keeps the directory")
      let second = try SessionSlot.takeFirstFree(in: dir, places: 3)
      #expect(second.number == 2)
      #expect(second.directory == dir.appendingPathComponent("sessions/2", isDirectory: true))
      #expect(DataDirectoryLock.holder(of: second.lock.file) == getpid())
      let third = try SessionSlot.takeFirstFree(in: dir, places: 3)
      #expect(third.number == 3)
      #expect(throws: SessionSlotError.allInUse(places: 3)) {
        try SessionSlot.takeFirstFree(in: dir, places: 3)
      }
      let full = SessionSlotError.allInUse(places: 3).description
      #expect(!full.contains("/") && !full.contains("pid") && !full.contains("--"), "\(full)")
      // One place, held: the refusal of one UI per data directory, as before.
      #expect(throws: SessionSlotError.lock(.held(file: first!.lock.file, pid: getpid()))) {
        try SessionSlot.takeFirstFree(in: dir, places: 1)
      }
      first = nil
      #expect(try SessionSlot.takeFirstFree(in: dir, places: 3).number == 1)
      withExtendedLifetime((second, third)) {}
    }
  }

  @Test func aMissingDirectoryIsCreated() throws {
    try withTemporaryDirectory { dir in
      let data = dir.appendingPathComponent("a/b/data")
      try DataDirectoryCheck.prepare(data)
      var isDirectory: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: data.path, isDirectory: &isDirectory))
      #expect(isDirectory.boolValue)
    }
  }

  @Test func aFileOrAPathBelowAFileIsNamedInPlainWords() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("not-a-directory")
      try Data("x".utf8).write(to: file)
      #expect(throws: DataDirectoryError(directory: file, reason: "디렉터리가 아니라 파일이에요")) {
        try DataDirectoryCheck.prepare(file)
      }
      let below = file.appendingPathComponent("data")
      do {
        try DataDirectoryCheck.prepare(below)
        Issue.record("a directory below a file was accepted")
      } catch let error as DataDirectoryError {
        #expect(error.directory == below)
        #expect(error.description.contains(below.path))
        #expect(error.description.contains("--data-dir"))
        #expect(!error.description.contains("NSCocoaErrorDomain"), "\(error.description)")
      }
    }
  }

  @Test func rescuedTextGoesToANewFile() throws {
    try withTemporaryDirectory { dir in
      let file = try RescueFile.write("저장 못 한 글", in: dir)
      #expect(file.deletingLastPathComponent().path == dir.path)
      #expect(file.lastPathComponent.hasPrefix("dubeol-unsaved-"))
      #expect(try String(contentsOf: file, encoding: .utf8) == "저장 못 한 글\n")
      let second = try RescueFile.write("또", in: dir)
      #expect(second != file)
    }
  }

  @Test func storageErrorsReadAsKoreanReasons() {
    #expect(
      StorageErrorText.reason(for: AtomicFileError(operation: "write x", errno: ENOSPC))
        == "디스크 공간이 부족해요")
    #expect(
      StorageErrorText.reason(for: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS)))
        == "읽기 전용 파일 시스템이에요")
    let wrapped = NSError(
      domain: NSCocoaErrorDomain, code: 513,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
    #expect(StorageErrorText.reason(for: wrapped) == "권한이 없어요")
  }
}
