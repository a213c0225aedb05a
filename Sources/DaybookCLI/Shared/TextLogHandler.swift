import Foundation
import Logging
import Synchronization

/// A log line as text on standard error, exactly as swift-log's `StreamLogHandler` writes it
/// (`TIME LEVEL LABEL: KEY=VALUE … [SOURCE] MESSAGE`, the metadata sorted by key), for less work
/// per line: the time is made once per second (``LogTime``), and the line goes out in one
/// `write(2)`, without the C library's stream and its flush.
struct TextLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level
    var metadataProvider: Logger.MetadataProvider?
    var metadata: Logger.Metadata = [:]

    /// Lines from several threads are written whole, one after the other.
    private static let output = Mutex(())

    init(label: String, level: Logger.Level, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        logLevel = level
        self.metadataProvider = metadataProvider
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get(), !provided.isEmpty { merged.merge(provided) { $1 } }
        if let explicit = event.metadata, !explicit.isEmpty { merged.merge(explicit) { $1 } }
        if let error = event.error {
            merged["error.message"] = "\(error)"
            merged["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        var line = ""
        line.reserveCapacity(256)
        line += LogTime.shared.text()
        line += " "
        line += event.level.rawValue
        if !label.isEmpty {
            line += " "
            line += label
        }
        line += ":"
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            line += " "
            line += key
            line += "="
            // A string as it is; the others as swift-log writes them.
            if case .string(let text) = value { line += text } else { line += value.description }
        }
        line += " ["
        line += event.source
        line += "] "
        line += event.message.description
        line += "\n"
        Self.write(line)
    }

    private static func write(_ line: String) {
        var line = line
        line.withUTF8 { bytes in
            output.withLock { _ in
                var start = 0
                while start < bytes.count {
                    let written = Foundation.write(STDERR_FILENO, bytes.baseAddress! + start, bytes.count - start)
                    if written > 0 {
                        start += written
                    } else if written < 0 && errno == EINTR {
                        continue
                    } else {
                        return  // Standard error is gone: nothing more can be said.
                    }
                }
            }
        }
    }
}
