import FuzzHarness

// Built with `make fuzz` (-sanitize=fuzzer,address -DFUZZING) this is a libFuzzer target;
// otherwise it replays the files or folders given as arguments.
#if FUZZING
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.inputDecoder(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
#else
  @main
  enum Replay {
    static func main() {
      let count = FuzzHarness.replay(
        Array(CommandLine.arguments.dropFirst()), through: FuzzHarness.inputDecoder)
      print("replayed \(count) inputs")
    }
  }
#endif
