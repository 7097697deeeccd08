import CFuzzDriver
import FuzzHarness

#if canImport(Glibc)
  import Glibc
#endif

/// Built by `make fuzz` (-sanitize=fuzzer,address -DFUZZING) this runs libFuzzer on
/// `FuzzHarness.wireJSON`; otherwise it replays the files or folders given as arguments.
@main
enum Fuzz {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          FuzzHarness.wireJSON(
            data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
          return 0
        })
    #else
      let count = FuzzHarness.replay(
        Array(CommandLine.arguments.dropFirst()), through: FuzzHarness.wireJSON)
      print("replayed \(count) inputs")
    #endif
  }
}
