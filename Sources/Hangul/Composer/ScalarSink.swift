/// Where the automata put the text a keystroke commits: a `ScalarRun` for the edits `handle`
/// returns, or `KeyLineConverter`'s line buffer, which takes the scalars as UTF-8 at once.
/// Generic, not an existential: each sink gets its own specialised automaton.
protocol ScalarSink {
  mutating func append(_ scalar: UInt32)
}

extension ScalarRun: ScalarSink {}
