// swift-tools-version: 6.0
import PackageDescription

// `make static-release` names a folder holding only libstdc++.a (scripts/static-cxx-dir.sh):
// searched first, it makes the static Swift runtime's own `-lstdc++` link the archive, so the
// package binary loads no libstdc++.so (about 1 ms of symbol look-ups in every run). lld packs
// the binary's 157,000 relative relocations (DT_RELR, glibc 2.36): the loader reads 30 KB of
// them instead of 3.8 MB, 1.5 ms sooner to the first frame. (scripts/link-static.sh links the
// test package the same way.)
let staticCxxFlags: [LinkerSetting] =
  Context.environment["DUBEOL_STATIC_CXX_DIR"].map {
    [
      .unsafeFlags([
        "-L", $0, "-Xclang-linker", "-static-libgcc", "-use-ld=lld",
        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
      ])
    ]
  } ?? []

let package = Package(
  name: "dubeol",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "dubeol", targets: ["dubeol"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    // SHA-256 and HMAC for author keys (already in the graph through the HTTP stack).
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // GET /metrics: swift-metrics' API (already in the graph through Hummingbird), Prometheus text.
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    // `dubeol serve --ssh`: the ssh server side (Ed25519 host key, public-key login).
    .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
  ],
  targets: [
    // Hangul composing engine: pure Swift, no Foundation.
    .target(name: "Hangul"),
    // Keyboard files (libhangul's XML) read into `Hangul.Keyboard` values, with expat loaded
    // (dlopen) when the first one is read.
    .target(name: "CXMLReader"),
    .target(name: "HangulKeyboards", dependencies: ["Hangul", "Hanja", "CXMLReader"]),
    // libhangul wrapper used only as a test oracle and benchmark reference.
    .target(name: "HangulOracle", linkerSettings: [.linkedLibrary("hangul")]),

    // 한자 and 기호: libhangul-data's tables read through a cached compact index (no libhangul code).
    .target(name: "Hanja"),

    // Text as a terminal shows it: cell widths, truncation, making untrusted text visible.
    .target(name: "DisplayText"),

    // Review model, API endpoints as data, the client protocol, errors, relative time.
    .target(name: "Reviews", dependencies: ["DisplayText"]),
    // A time limit for async work, shared by the HTTP clients.
    .target(name: "TaskTimeout"),
    // The HTTP implementation of ReviewClient (AsyncHTTPClient).
    .target(
      name: "ReviewsHTTP",
      dependencies: [
        "Reviews", "TaskTimeout",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The store seam: the `ReviewStore` protocol, its values and errors, the rules every store
    // shares, and the in-memory store. No HTTP here: the server and the stores both depend on it.
    .target(name: "ReviewStore", dependencies: ["Reviews"]),
    // The review server (Hummingbird) over any `ReviewStore`.
    .target(
      name: "ReviewServer",
      dependencies: [
        "Reviews", "ReviewStore",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ],
      // In the binary, not a bundle beside it: an installed /usr/bin/dubeol has no folder of
      // its own to look in.
      resources: [
        .embedInCode("Resources/seed-reviews.json"), .embedInCode("Resources/openapi.yaml"),
      ]
    ),
    // The review store on an SQLite file (GRDB).
    .target(
      name: "ReviewStoreSQLite",
      dependencies: ["ReviewStore", "Reviews", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    // The review store on a PostgreSQL database (postgres-nio), shared by several servers.
    .target(
      name: "ReviewStorePostgres",
      dependencies: [
        "ReviewStore", "Reviews",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Opens the store a database URL names (sqlite:, postgres://, memory:).
    .target(
      name: "ReviewStores",
      dependencies: [
        "ReviewServer", "ReviewStore", "ReviewStoreSQLite", "ReviewStorePostgres",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // A program started on a pty of its own (or on pipes), resized, waited for and reaped: the
    // one seam under `dubeol type` and `dubeol serve --ssh` (posix_spawn in a small C target).
    .target(name: "CPty"),
    .target(name: "ChildProcess", dependencies: ["CPty"]),

    // `dubeol serve --ssh`: the dubeol UI and the `reviews` commands for anyone with an ssh key,
    // each session a `dubeol` process on a pty (or pipes), a `ChildProcess`.
    .target(
      name: "SSHServer",
      dependencies: [
        "ChildProcess", "ReviewServer", "Persistence",
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // Terminal: ncursesw at the edge, frames and input decoding in the middle.
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    .target(name: "CNcurseswShim", dependencies: ["CNcursesw"]),
    .target(name: "Terminal", dependencies: ["DisplayText", "CNcursesw", "CNcurseswShim"]),

    // `dubeol type`: a program on a pty of its own (a `ChildProcess`), its screen kept by
    // Debian's libvterm; the pure layer from keys to what the program is sent, and the loop
    // around both.
    .systemLibrary(name: "CVTerm", path: "Sources/CVTerm"),
    .target(name: "HostedProgram", dependencies: ["Terminal", "CVTerm", "ChildProcess"]),
    .target(
      name: "TypeMode",
      dependencies: [
        "App", "Hangul", "Hanja", "DisplayText", "Terminal", "HostedProgram", "Persistence",
      ]),

    // Profile pictures: PNG and JPEG decoded by Debian's libpng and libjpeg-turbo (a C shim,
    // since libjpeg reports errors by longjmp), drawn as half-block cells.
    .target(
      name: "CImageDecode", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
    .target(
      name: "Pictures",
      dependencies: [
        "CImageDecode", "Terminal", "TaskTimeout",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
      ]),

    // Settings, drafts and the outbox: files at the edge.
    .target(
      name: "Persistence",
      dependencies: [
        "Hangul", "Hanja", "Reviews",
        .product(name: "TOMLKit", package: "TOMLKit"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // The app: state, update, views and effects.
    .target(
      name: "App",
      dependencies: [
        "Hangul", "Hanja", "DisplayText", "Reviews", "Terminal", "Persistence", "Pictures",
      ]),

    .executableTarget(
      name: "dubeol",
      dependencies: [
        "Hangul", "HangulKeyboards", "Hanja", "DisplayText", "Reviews", "ReviewsHTTP",
        "ReviewServer", "ReviewStore", "ReviewStores", "Terminal", "App", "Persistence", "Pictures",
        "SSHServer", "HostedProgram", "ChildProcess", "TypeMode",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      linkerSettings: staticCxxFlags,
      plugins: ["VersionStamp"]
    ),
    // `dubeol --version` from git (scripts/version.sh).
    .plugin(name: "VersionStamp", capability: .buildTool()),
    // Writes Tests/HangulTests/Vectors/libhangul-keyboards.tsv with libhangul.
    .executableTarget(
      name: "dubeol-vectors", dependencies: ["Hangul", "HangulOracle", "TestSupport"],
      path: "Sources/VectorGenerator"),
    // The floor under `dubeol type` in its bench: a program's bytes copied both ways, raw.
    .executableTarget(name: "pty-relay", path: "Sources/PtyRelay"),
    .executableTarget(
      name: "dubeol-bench",
      dependencies: [
        "Hangul", "Hanja", "HangulOracle", "Terminal", "App", "Reviews", "TestSupport",
        "TerminalTestSupport", "Pictures",
      ],
      path: "Sources/Bench"
    ),

    // Fuzzing: the targets' bodies, and one executable per target (libFuzzer under `make fuzz`,
    // a corpus replayer otherwise). Corpora live next to them in Fuzz/<Target>/corpus.
    .target(
      name: "FuzzHarness",
      dependencies: [
        "Terminal", "Reviews", "Persistence", "HangulKeyboards", "Hanja", "CFuzzDriver",
      ]),
    .target(name: "CFuzzDriver"),
    .executableTarget(
      name: "FuzzInputDecoder", dependencies: ["FuzzHarness"],
      path: "Fuzz/InputDecoder",
      exclude: ["corpus"]),
    .executableTarget(
      name: "FuzzWireJSON", dependencies: ["FuzzHarness"], path: "Fuzz/WireJSON",
      exclude: ["corpus"]),
    .executableTarget(
      name: "FuzzConfig", dependencies: ["FuzzHarness"], path: "Fuzz/Config",
      exclude: ["corpus"]),
    .executableTarget(
      name: "FuzzKeyboardFile", dependencies: ["FuzzHarness"], path: "Fuzz/KeyboardFile",
      exclude: ["corpus"]),
    .executableTarget(
      name: "FuzzKeyboardCache", dependencies: ["FuzzHarness"], path: "Fuzz/KeyboardCache",
      exclude: ["corpus"]),
    .executableTarget(
      name: "FuzzHanjaTable", dependencies: ["FuzzHarness"], path: "Fuzz/HanjaTable",
      exclude: ["corpus"]),

    .testTarget(
      name: "HangulTests",
      dependencies: ["Hangul", "HangulKeyboards", "HangulOracle", "TestSupport"],
      exclude: ["Vectors"]),
    .testTarget(
      name: "ReviewsTests",
      dependencies: [
        "Reviews", "DisplayText", "ReviewsHTTP", "OriginalServerFake", "TestSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
      ]
    ),
    .testTarget(
      name: "ReviewServerTests",
      dependencies: [
        "ReviewServer", "ReviewStore", "ReviewStoreSQLite", "ReviewStorePostgres", "ReviewStores",
        "Reviews", "ReviewsHTTP", "TestSupport",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        // The SQLite store's test hooks look behind its API (Tests/ReviewServerTests).
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(name: "DisplayTextTests", dependencies: ["DisplayText"]),
    .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess", "TestSupport"]),
    .testTarget(name: "DocsTests"),
    .testTarget(
      name: "SSHServerTests",
      dependencies: [
        "SSHServer", "TestSupport", .product(name: "NIOSSH", package: "swift-nio-ssh"),
      ]),
    .testTarget(name: "HanjaTests", dependencies: ["Hanja", "HangulOracle", "TestSupport"]),
    .testTarget(
      name: "TerminalTests",
      dependencies: ["Terminal", "DisplayText", "TestSupport", "TerminalTestSupport"]),
    .testTarget(
      name: "TypeModeTests",
      dependencies: [
        "TypeMode", "HostedProgram", "ChildProcess", "App", "Hangul", "DisplayText",
        "HangulKeyboards", "Terminal",
        "Persistence",
        "TestSupport",
      ]),
    .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzHarness"]),
    .testTarget(
      name: "PicturesTests",
      dependencies: [
        "Pictures", "Terminal", "ReviewServer", "ReviewStore", "TestSupport", "OriginalServerFake",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "PersistenceTests",
      dependencies: [
        "Persistence", "Reviews", "TestSupport", .product(name: "Logging", package: "swift-log"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", "Hangul", "HangulKeyboards", "Hanja", "DisplayText", "Terminal", "Reviews",
        "Persistence",
        "TestSupport", "Pictures",
        // The contrast of what a terminal draws: ncurses on a pty, read back by libvterm.
        "HostedProgram", "TerminalTestSupport",
        // The walk to the oldest review over HTTP, on a stand-in of the original server; the
        // window over dubeol serve's own store.
        "ReviewsHTTP", "OriginalServerFake", "ReviewServer", "ReviewStore",
        .product(name: "Logging", package: "swift-log"),
      ],
      exclude: ["Fixtures", "Popups/Fixtures"]
    ),
    .testTarget(
      name: "DubeolTests",
      dependencies: ["Hangul", "Reviews", "ReviewsHTTP", "OriginalServerFake", "TestSupport"]),

    // Test support shared by several test targets.
    .target(
      name: "OriginalServerFake",
      dependencies: [
        "TestSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/Support/OriginalServerFake"
    ),
    // Temporary directories, child processes (the built binary, `dubeol serve`), free ports, the
    // tests' fixed "now", seeded random numbers and a silent logger (tests, benchmarks and the
    // vector generator; never the dubeol product).
    .target(
      name: "TestSupport", dependencies: [.product(name: "Logging", package: "swift-log")],
      path: "Tests/Support/TestSupport"),
    // Pseudo-terminals and the output meter, for the terminal tests and the benchmark.
    .target(
      name: "TerminalTestSupport", dependencies: ["Terminal", "CPty"],
      path: "Tests/Support/TerminalTestSupport"),
  ],
  swiftLanguageModes: [.v6]
)
