import Foundation
import Logging
import Synchronization

/// A log line as one JSON object on standard error: `time` (ISO 8601, UTC), `level`, `label`,
/// `message`, and every metadata field by its own name (nested values as text).
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    private static let output = Mutex(FileHandle.standardError)
    /// One encoder for every line (a request's line is on the server's hot path).
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(label: String, level: Logger.Level) {
        self.label = label
        logLevel = level
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields: [String: String] = [:]
        let merged = metadata.merging(metadataProvider?.get() ?? [:]) { $1 }.merging(event.metadata ?? [:]) { $1 }
        for (key, value) in merged { fields[key] = "\(value)" }
        fields["time"] = LogTime.shared.utcText()
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = "\(event.message)"
        guard var line = try? Self.encoder.encode(fields) else { return }
        line.append(UInt8(ascii: "\n"))
        Self.output.withLock { $0.write(line) }
    }
}
