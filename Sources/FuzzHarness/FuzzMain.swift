import Foundation

#if FUZZING
  import CFuzzDriver
#endif

/// The `main` of every fuzz executable in `Fuzz/`: built by `make fuzz` (-DFUZZING) it hands
/// `target` to libFuzzer; otherwise it replays the files or folders given as arguments.
public enum FuzzMain {
  #if FUZZING
    /// libFuzzer calls back through a C function pointer, which cannot capture the target.
    nonisolated(unsafe) private static var target: ([UInt8]) -> Void = { _ in }
  #endif

  public static func run(_ target: @escaping ([UInt8]) -> Void) -> Never {
    #if FUZZING
      Self.target = target
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          FuzzMain.target(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
          return 0
        })
    #else
      let count = FuzzHarness.replay(Array(CommandLine.arguments.dropFirst()), through: target)
      print("replayed \(count) inputs")
      exit(0)
    #endif
  }
}
