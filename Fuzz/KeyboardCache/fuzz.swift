import FuzzHarness

/// libFuzzer on `FuzzHarness.keyboardCache` under `make fuzz`; a corpus replayer otherwise.
@main
enum Fuzz {
  static func main() { FuzzMain.run(FuzzHarness.keyboardCache) }
}
