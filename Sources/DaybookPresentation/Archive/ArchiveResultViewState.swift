import Foundation

/// The outcome of a data command: a sentence for people and a value for `--json`.
public struct ArchiveResultViewState: Sendable {
    public let message: String
    public let json: ArchiveResultJSON
}
