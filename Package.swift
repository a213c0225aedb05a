// swift-tools-version: 6.1
import PackageDescription

// Each Clean Architecture ring is its own target, so the dependency rule is enforced by the
// compiler: an inner ring cannot import an outer one because it does not depend on it. On the
// data side each framework has a driver target of its own (`driver(_:frameworks:)`), which only
// the composition root depends on. `Tests/ArchitectureTests` checks the same rule again at the
// level of `import` lines, and the graph in docs/Architecture.md against this file.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// A driver on the data side: the inner rings whose ports it implements (Domain, Data), and its
/// own frameworks. No driver depends on another; only the composition root wires them.
func driver(_ name: String, frameworks: [Target.Dependency]) -> Target {
    .target(
        name: name, dependencies: ["DaybookDomain", "DaybookData"] + frameworks, exclude: ["README.md"],
        swiftSettings: swiftSettings)
}

let package = Package(
    name: "Daybook",
    defaultLocalization: "en",
    // macOS 15 for Synchronization.Mutex; the web driver's packages run on macOS and Linux.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "daybook", targets: ["DaybookCLI"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        // The live channel's WebSocket, one per open page (DaybookLive; see docs/Architecture.md).
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        // The web driver's own needs beside Hummingbird: NIO channel handlers for the connection
        // timeouts, ServiceLifecycle for a bounded graceful stop, Crypto for signed sessions.
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        // Accounts' passwords: bcrypt (HummingbirdBcrypt, its C core only; no web types).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
        // Outbound HTTP on the same event loops, without polling (see EventLoopHTTPClient).
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        // PostgreSQL, when DAYBOOK_DATABASE_URL names one (several servers on one database);
        // NIOSSL for its TLS settings.
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        // Tests only: a small HTTP server on 127.0.0.1 that serves the recorded API responses.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // Tests only: a clock a test moves by hand (TestClock), for the view models' debounce.
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
    ],
    targets: [
        // Entities, value types, use cases, repository protocols, AppError. Foundation only.
        .target(name: "DaybookDomain", exclude: ["README.md"], swiftSettings: swiftSettings),
        // Repository implementations, records/DTOs and translators, data-client protocols.
        // SHA-256 (Crypto), a pure function: the id an imported todo takes on either engine.
        .target(
            name: "DaybookData",
            dependencies: ["DaybookDomain", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),
        // The embedded database: SQLite through GRDB, one file, nothing to set up.
        driver(
            "DaybookSQLite",
            frameworks: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the one file control GRDB has no Swift call for.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The shared database: PostgreSQL through PostgresNIO, for several servers on one
        // database; NIOSSL for its TLS settings.
        driver(
            "DaybookPostgres",
            frameworks: [
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // ConnectionPoolError: the pool's own failures (its circuit breaker) are told apart.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Outbound HTTP: AsyncHTTPClient on SwiftNIO's shared event loops, through the proxies the
        // environment names.
        driver(
            "DaybookHTTP",
            frameworks: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Passwords and tokens: bcrypt (HummingbirdBcrypt's C core) for passwords, on a thread
        // pool of its own (NIOPosix); SHA-256 (Crypto) for API tokens.
        driver(
            "DaybookBcrypt",
            frameworks: [
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The metrics driver: the Prometheus registry a server exposes, the process's own figures,
        // and the Data ring's metrics ports (storage, upstream requests) counted through swift-metrics.
        driver(
            "DaybookPrometheus",
            frameworks: [
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]),
        // View state, presenters, controllers, view models, localized strings.
        .target(
            name: "DaybookPresentation",
            dependencies: ["DaybookDomain"],
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),
        // Configuration and the factories that assemble each feature: the one target that
        // depends on the drivers of the data side.
        .target(
            name: "DaybookComposition",
            dependencies: [
                "DaybookDomain", "DaybookData", "DaybookSQLite", "DaybookPostgres", "DaybookHTTP",
                "DaybookBcrypt", "DaybookPrometheus", "DaybookPresentation",
                .product(name: "Logging", package: "swift-log"),
                // The live channel's counters and the metrics bound to a server's tasks, made
                // with the metrics driver's factory.
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),
        // The web driver: HTML pages and the Todo-Backend JSON API over Hummingbird.
        .target(
            name: "DaybookWeb",
            dependencies: [
                "DaybookComposition", "DaybookPresentation",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                // The request as HTTP/1 sent it, before Hummingbird's conversion drops an
                // absolute-form target's host (RequestTargetHandler).
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["README.md", "Resources/render-icons.sh", "Resources/icon-maskable.svg"],
            // The web app's icons, compiled into the binary (`PackageResources`): the server
            // stays one file to copy, with no resource bundle beside it.
            resources: [
                .embedInCode("Resources/icon.svg"), .embedInCode("Resources/icon-192.png"),
                .embedInCode("Resources/icon-512.png"), .embedInCode("Resources/icon-maskable-512.png"),
                .embedInCode("Resources/apple-touch-icon.png"),
            ],
            swiftSettings: swiftSettings
        ),
        // The live channel, an add-on to the web app: the pages that stay open, each bound to a
        // view model over a WebSocket of its own. It reuses the web app's HTML views, context and
        // sessions; the web app knows nothing of it.
        .target(
            name: "DaybookLive",
            dependencies: [
                "DaybookWeb", "DaybookComposition", "DaybookPresentation",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                // The frames as RFC 6455 has them: unmasked ones refused, frame errors told apart.
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            exclude: ["README.md"],
            // The pages' script, in three parts served as one (LiveScript), compiled into the
            // binary as the web app's icons are.
            resources: [
                .embedInCode("Resources/live-channel.js"), .embedInCode("Resources/live-updates.js"),
                .embedInCode("Resources/live-intents.js"),
            ],
            swiftSettings: swiftSettings
        ),
        // The `daybook` command-line driver, which also assembles and starts the web app with
        // its live channel (`daybook serve`).
        .executableTarget(
            name: "DaybookCLI",
            dependencies: [
                "DaybookComposition", "DaybookPresentation", "DaybookWeb", "DaybookLive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),

        // Benchmarks (see Benchmarks/README.md; `Benchmarks/run.sh` builds them in release mode).
        // In-process: the layers against GRDB alone, the bulk import, the weather cache.
        .executableTarget(
            name: "DaybookBenchmarks",
            dependencies: [
                "DaybookComposition", "DaybookPresentation",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/Sources/DaybookBenchmarks",
            swiftSettings: swiftSettings
        ),
        // The bare handler Daybook's web app is measured against: GET /api/todos with one GRDB
        // (or postgres-nio) query and no layers.
        .executableTarget(
            name: "BaselineServer",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Benchmarks/Sources/BaselineServer",
            swiftSettings: swiftSettings
        ),

        // Fakes and fixtures shared by the test targets.
        .target(
            name: "DaybookTestSupport",
            dependencies: [
                "DaybookDomain", "DaybookData", .product(name: "FlyingFox", package: "FlyingFox"),
                // The view models' fakes and routers (FakeTodoListViewModel, RecordingTodoRouter…).
                "DaybookPresentation",
                // Logger.quiet: the logger tests pass where the code under test asks for one.
                .product(name: "Logging", package: "swift-log"),
                // Fresh databases on the test PostgreSQL server (PostgresTestServer).
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // A migrated PostgreSQLDatabase on one of them (PostgresFixture), for the contract
                // suites and the driver's own tests alike.
                "DaybookPostgres",
            ],
            path: "Tests/DaybookTestSupport",
            exclude: ["README.md"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DaybookDomainTests",
            dependencies: ["DaybookDomain", "DaybookTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DaybookDataTests",
            dependencies: [
                "DaybookDomain", "DaybookData", "DaybookSQLite", "DaybookPostgres", "DaybookHTTP",
                "DaybookBcrypt", "DaybookTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        // The drivers' own tests, a folder per driver; the contract suites that run a port
        // against every engine stay in DaybookDataTests.
        .testTarget(
            name: "DaybookDriverTests",
            dependencies: [
                "DaybookDomain", "DaybookData", "DaybookSQLite", "DaybookPostgres", "DaybookHTTP", "DaybookBcrypt",
                "DaybookPrometheus", "DaybookTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // The HTTP client's counts, read back (EventLoopHTTPClientTests).
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DaybookPresentationTests",
            dependencies: [
                "DaybookDomain", "DaybookPresentation", "DaybookData", "DaybookTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DaybookCompositionTests",
            dependencies: [
                "DaybookComposition", "DaybookDomain", "DaybookPresentation", "DaybookTestSupport",
                // A PostgresLocation, as the configuration reads one.
                "DaybookPostgres",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DaybookCLITests",
            dependencies: [
                "DaybookCLI", "DaybookTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // A change feed of this process, told of a write by a `daybook` process
                // (ChangesFromAnotherProcessTests).
                "DaybookComposition", "DaybookDomain", "DaybookPostgres",
            ],
            swiftSettings: swiftSettings
        ),
        // What the web app's tests and the live channel's share: a server over a fresh database
        // (WebHarness), a browser that keeps its cookies, the accounts and password they sign in with.
        .target(
            name: "DaybookWebTestSupport",
            dependencies: [
                "DaybookWeb", "DaybookComposition", "DaybookDomain", "DaybookTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/DaybookWebTestSupport",
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DaybookWebTests",
            dependencies: [
                "DaybookWeb", "DaybookComposition", "DaybookData", "DaybookPresentation", "DaybookTestSupport",
                "DaybookWebTestSupport",
                // The weather conditions, to draw an icon for each.
                "DaybookDomain",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // An add-on of the test's own, which says how it serves connections (WebAddOnTests).
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                // To sign a token as the first version did, and show it refused.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // The live channel's tests: its pieces on their own, and the web app composed with it, as
        // `daybook serve` composes it, over real WebSockets.
        .testTarget(
            name: "DaybookLiveTests",
            dependencies: [
                "DaybookLive", "DaybookWeb", "DaybookComposition", "DaybookPresentation", "DaybookTestSupport",
                "DaybookWebTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // Another connection holding the database's write lock (LiveChannelProtocolTests).
                .product(name: "GRDB", package: "GRDB.swift"),
                // A WebSocket client for the channel, opened exactly as a browser opens it.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                // A clock the test moves by hand: the channel's send timeout.
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ArchitectureTests", swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
