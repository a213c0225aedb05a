import Foundation

/// The dependency rule as data: which modules each target's sources may import.
///
/// An allow-list rather than a deny-list, so a new import anywhere is a decision someone makes
/// here, in review, not an accident.
struct DependencyRule {
    struct Ring {
        let description: String
        let mayImport: Set<String>
    }

    static let daybook = DependencyRule(rings: [
        "DaybookDomain": Ring(
            description: "entities and use cases",
            mayImport: ["Foundation"]
        ),
        "DaybookData": Ring(
            description: "interface adapters, data side",
            // Synchronization: the standard library's Mutex, no ring of its own. Crypto: SHA-256,
            // a pure function, for ImportedTodoID (the same on both database engines).
            mayImport: ["Foundation", "Synchronization", "Crypto", "DaybookDomain"]
        ),
        "DaybookSQLite": Ring(
            description: "SQLite driver",
            // GRDBSQLite: SQLite's C API, for the one file control GRDB has no Swift call for;
            // Synchronization: the standard library's Mutex.
            mayImport: [
                "Foundation", "Synchronization", "Logging", "GRDB", "GRDBSQLite", "DaybookDomain", "DaybookData",
            ]
        ),
        "DaybookPostgres": Ring(
            description: "PostgreSQL driver",
            // _ConnectionPoolModule: the pool's own failures told apart; NIOSSL: its TLS settings;
            // Synchronization: the standard library's Mutex.
            mayImport: [
                "Foundation", "Synchronization", "Logging", "PostgresNIO", "_ConnectionPoolModule", "NIOSSL", "NIOCore",
                "DaybookDomain", "DaybookData",
            ]
        ),
        "DaybookHTTP": Ring(
            description: "outbound HTTP driver",
            // Synchronization: the standard library's Mutex.
            mayImport: [
                "Foundation", "Synchronization", "Logging", "AsyncHTTPClient", "NIOCore", "NIOHTTP1", "NIOPosix",
                "DaybookDomain", "DaybookData",
            ]
        ),
        "DaybookBcrypt": Ring(
            description: "passwords and tokens driver",
            // bcrypt for passwords on a NIO thread pool of its own, SHA-256 (Crypto) for tokens;
            // Synchronization: the standard library's Mutex.
            mayImport: [
                "Foundation", "Synchronization", "HummingbirdBcrypt", "Crypto", "NIOCore", "NIOPosix", "DaybookDomain",
                "DaybookData",
            ]
        ),
        "DaybookPrometheus": Ring(
            description: "metrics driver",
            // Foundation: the process's figures from /proc; Synchronization: the standard library's Mutex.
            mayImport: [
                "Foundation", "Synchronization", "CoreMetrics", "Prometheus", "DaybookDomain", "DaybookData",
            ]
        ),
        "DaybookPresentation": Ring(
            description: "interface adapters, UI side",
            mayImport: ["Foundation", "Observation", "DaybookDomain"]
        ),
        "DaybookComposition": Ring(
            description: "composition root",
            mayImport: [
                "Foundation", "Synchronization", "Logging", "CoreMetrics", "DaybookDomain", "DaybookData",
                "DaybookSQLite", "DaybookPostgres", "DaybookHTTP", "DaybookBcrypt", "DaybookPrometheus",
                "DaybookPresentation",
            ]
        ),
        "DaybookWeb": Ring(
            description: "web driver",
            mayImport: [
                "Foundation", "Synchronization", "Hummingbird", "HummingbirdCore", "HTTPTypes", "Logging", "NIOCore",
                "NIOHTTPTypes", "NIOHTTP1", "NIOHTTPTypesHTTP1",
                "ServiceLifecycle",
                "Crypto", "DaybookComposition",
                "DaybookPresentation",
            ]
        ),
        "DaybookLive": Ring(
            description: "live channel driver, an add-on to the web app",
            mayImport: [
                // The web app it adds to: its HTML views, context and sessions (never the reverse).
                "DaybookWeb", "DaybookComposition", "DaybookPresentation",
                "Foundation", "Synchronization", "Hummingbird", "HummingbirdCore", "HTTPTypes", "Logging", "NIOCore",
                "NIOHTTP1",
                // The WebSocket and its frames; Observation: a live page follows its view model.
                "HummingbirdWebSocket", "NIOWebSocket", "Observation",
            ]
        ),
        "DaybookCLI": Ring(
            description: "command-line driver",
            mayImport: [
                // Observation: the terminal app redraws when a view model's state changes.
                "Foundation", "Synchronization", "Observation", "ArgumentParser", "Logging", "DaybookComposition",
                "DaybookPresentation", "DaybookWeb",
                // `daybook serve` composes the web app with the live channel.
                "DaybookLive",
            ]
        ),
    ])

    let rings: [String: Ring]

    struct Violation: CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let target: String
        let module: String
        let allowed: Set<String>
        let ringDescription: String

        var description: String {
            "\(file):\(line): \(target) (\(ringDescription)) imports \(module), "
                + "but may import only \(allowed.sorted().joined(separator: ", "))"
        }
    }

    /// The violations in one file's text, which belongs to `target`.
    func violations(inSource text: String, file: String, target: String) -> [Violation] {
        guard let ring = rings[target] else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard let module = Self.importedModule(in: line), !ring.mayImport.contains(module) else { return nil }
            return Violation(
                file: file, line: index + 1, target: target, module: module, allowed: ring.mayImport,
                ringDescription: ring.description
            )
        }
    }

    /// The module an `import` line names: handles attributes (`@testable`, `@preconcurrency`,
    /// `@_exported`), access levels (`internal import`), kinds (`import struct GRDB.Row`) and
    /// submodules (`import GRDB.SQL`).
    static func importedModule<S: StringProtocol>(in line: S) -> String? {
        var words = line.split(whereSeparator: { $0.isWhitespace }).map { String($0) }[...]
        while let first = words.first,
            first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first)
        {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first,
            ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(kind)
        {
            words = words.dropFirst()
        }
        guard let path = words.first else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }
}
