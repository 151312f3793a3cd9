// swift-tools-version: 6.2
import PackageDescription

/// Language settings shared by every target of ours: Swift 6 mode plus the upcoming features
/// that make dependencies explicit (see ../shared/STYLE.md, swift-log's Package.swift), and every
/// warning an error, so that none is copied into ten files before anyone looks (issue 23).
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "painlog",
    products: [
        .executable(name: "painlog", targets: ["painlog"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // X25519, ChaCha20-Poly1305, HKDF and HMAC (Crypto) and scrypt (CryptoExtras) for the age
        // format; 4.x builds on FoundationEssentials, which the binary already links (issue 43).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // Test only: value generators for PainlogPropertyTests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The system SQLite, exposed to Swift by our own module map. Only PainlogStorage imports it.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Entities, value types, rules, service protocols and errors: pure Swift, no C library, no
        // files, clocks or processes. Depends on nothing of ours.
        .target(name: "PainlogDomain", swiftSettings: strictSettings),
        // What painlog asks of the operating system through the C library (never Foundation), and the
        // only target that imports it (scripts/check-layering): file descriptors and file status,
        // errno, signals, the terminal, environment variables, folder listings and whole-file reads,
        // the partial-file registry and stale-file sweep, the clocks, and the time zone database's
        // files. Storage and the CLI use it; Features never does.
        .target(name: "PainlogSystem", dependencies: ["PainlogDomain"], swiftSettings: strictSettings),
        // The SQLite wrapper, the migration runner and the SQLite-backed stores.
        .target(
            name: "PainlogStorage",
            dependencies: ["CSQLite", "PainlogDomain", "PainlogSystem", "PainlogChecksum"],
            swiftSettings: strictSettings,
            plugins: ["MigrationEmbedder"]
        ),
        // One interactor and presenter per use case. Sees Domain only, and the pure SHA-256 of
        // PainlogChecksum for the `rev` of an export's rows.
        .target(
            name: "PainlogFeatures", dependencies: ["PainlogDomain", "PainlogChecksum"], swiftSettings: strictSettings),
        // The age file format (age-encryption.org/v1): keys, stanzas, the header MAC, the STREAM
        // payload and the armor, on swift-crypto's primitives. The only target that imports Crypto.
        .target(
            name: "PainlogCrypto",
            dependencies: [
                "PainlogDomain",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        // Argument parsing, terminal views, and the assembly that wires everything.
        .target(
            name: "PainlogCLI",
            dependencies: [
                "PainlogDomain", "PainlogSystem", "PainlogStorage", "PainlogFeatures", "PainlogChecksum",
                "PainlogCrypto",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "painlog", dependencies: ["PainlogCLI"], swiftSettings: strictSettings),

        // SHA-256 and SHA-1 (name-based UUIDs of inbox lines), shared by the storage (tests, and any script made at run time) and the build tool.
        .target(name: "PainlogChecksum", swiftSettings: strictSettings),
        // Build-time embedding of migrations/*.sql, with their checksums, into the binary.
        .executableTarget(
            name: "MigrationEmbedderTool", dependencies: ["PainlogChecksum"], swiftSettings: strictSettings),
        .plugin(
            name: "MigrationEmbedder",
            capability: .buildTool(),
            dependencies: ["MigrationEmbedderTool"]
        ),

        // Test doubles (byte sources) and seeded randomness shared by the tests and the fuzzers
        // (scripts/fuzz builds it too), as swift-log ships InMemoryLogging: never in painlog.
        .target(name: "PainlogTestSupport", dependencies: ["PainlogDomain"], swiftSettings: strictSettings),

        // Domain's rules; the time zone tests read real zones through PainlogSystem.
        .testTarget(
            name: "PainlogDomainTests", dependencies: ["PainlogDomain", "PainlogSystem"],
            swiftSettings: strictSettings),
        // The system target's own rules (which leftover names the stale-file sweep removes, how a
        // temporary file is made).
        .testTarget(
            name: "PainlogSystemTests", dependencies: ["PainlogSystem", "PainlogDomain"], swiftSettings: strictSettings),
        .testTarget(
            name: "PainlogStorageTests",
            dependencies: ["PainlogStorage", "PainlogDomain", "PainlogSystem", "PainlogChecksum"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PainlogFeaturesTests",
            dependencies: [
                "PainlogFeatures", "PainlogStorage", "PainlogDomain", "PainlogSystem", "PainlogTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // The CLI's flows in-process, through the assembly with injected clock, input and sinks.
        .testTarget(
            name: "PainlogCLITests",
            dependencies: ["PainlogCLI", "PainlogCrypto", "PainlogDomain", "PainlogSystem", "PainlogFeatures"],
            swiftSettings: strictSettings
        ),
        // Properties over generated values with fixed seeds: round trips of times and CSV cells, and
        // exactly what the value parsers accept.
        .testTarget(
            name: "PainlogPropertyTests",
            dependencies: [
                "PainlogDomain", "PainlogSystem", "PainlogFeatures", "PainlogTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        // The age format against its spec's rules and the real `age` tool.
        .testTarget(
            name: "PainlogCryptoTests",
            dependencies: ["PainlogCrypto", "PainlogDomain", "PainlogSystem", "PainlogTestSupport"],
            swiftSettings: strictSettings
        ),
        // End-to-end: runs the built `painlog` binary.
        .testTarget(
            name: "PainlogEndToEndTests", dependencies: ["painlog", "PainlogTestSupport", "PainlogChecksum"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings),
    ]
)
