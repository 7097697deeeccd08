import Foundation
import Testing

/// The docs a newcomer reads: every relative link and anchor resolves, README stays a README, and
/// docs/performance.md's table is bench/results.tsv's (bench/report.py --check).
@Suite("The docs: links, anchors, sizes and generated parts")
struct DocsLinksTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README, ARCHITECTURE and every guide in docs/.
  static var pages: [URL] {
    let docs = root.appendingPathComponent("docs")
    let guides = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [
      root.appendingPathComponent("README.md"), root.appendingPathComponent("ARCHITECTURE.md"),
    ]
      + guides.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  /// GitHub's anchor of a heading: lowercased, punctuation but `-` and `_` dropped, spaces to
  /// `-`, and `-1`, `-2` … after a repeated one.
  static func anchors(of markdown: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          if scalar == "-" || scalar == "_" { return Character(scalar) }
          let letter = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          return letter ? Character(scalar) : nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// `](target)` links outside code, that are not URLs.
  static func relativeLinks(in markdown: String) -> [String] {
    var links: [String] = []
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode else { continue }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = String(after[..<close])
        if !target.contains("://"), !target.hasPrefix("mailto:") { links.append(target) }
        rest = after[close...]
      }
    }
    return links
  }

  @Test("every relative link names a file that exists, and every anchor a heading of it")
  func linksResolve() throws {
    var checked = 0
    for page in Self.pages {
      let text = try String(contentsOf: page, encoding: .utf8)
      for link in Self.relativeLinks(in: text) {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let target =
          path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path)
        #expect(
          FileManager.default.fileExists(atPath: target.path),
          "\(page.lastPathComponent): \(link) names no file")
        if parts.count == 2, target.pathExtension == "md",
          let linked = try? String(contentsOf: target, encoding: .utf8)
        {
          #expect(
            Self.anchors(of: linked).contains(String(parts[1])),
            "\(page.lastPathComponent): \(link) names no heading of \(target.lastPathComponent)")
        }
        checked += 1
      }
    }
    #expect(checked > 40, "the links were not read: \(checked)")
  }

  @Test("the anchor rule is GitHub's")
  func anchorRule() {
    let anchors = Self.anchors(
      of: "# `dubeol convert` — QWERTY keys\n## Over ssh: the UI\n## Speed\n## Speed\n")
    #expect(anchors == ["dubeol-convert--qwerty-keys", "over-ssh-the-ui", "speed", "speed-1"])
  }

  @Test("README.md is for users: the two commands first, at most 300 lines")
  func readmeSize() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 300)
    let top = lines.prefix(10).joined(separator: "\n")
    #expect(top.contains("make run") && top.contains("make test"))
  }

  @Test("docs/performance.md's table is what bench/report.py writes from bench/results.tsv")
  func benchTable() throws {
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    check.arguments = [
      "python3", Self.root.appendingPathComponent("bench/report.py").path, "--check",
    ]
    try check.run()
    check.waitUntilExit()
    #expect(check.terminationStatus == 0, "regenerate it with `make docs`")
  }
}
