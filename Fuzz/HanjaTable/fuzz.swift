import FuzzHarness

/// libFuzzer on `FuzzHarness.hanjaTable` under `make fuzz`; a corpus replayer otherwise.
@main
enum Fuzz {
  static func main() { FuzzMain.run(FuzzHarness.hanjaTable) }
}
