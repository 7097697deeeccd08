import Foundation

/// libFuzzer's entry point: every input goes through the server's request-input checks, and a
/// broken promise (or a crash inside them) is a finding. Build and run with `Fuzz/build.sh`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let broken = ReviewValidation.brokenPromises(Data(bytes: data, count: size))
  if !broken.isEmpty {
    fatalError("validation broke its promises: \(broken)")
  }
  return 0
}
