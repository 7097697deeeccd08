import FuzzHarness

/// libFuzzer on `FuzzHarness.inputDecoder` under `make fuzz`; a corpus replayer otherwise.
@main
enum Fuzz {
  static func main() { FuzzMain.run(FuzzHarness.inputDecoder) }
}
