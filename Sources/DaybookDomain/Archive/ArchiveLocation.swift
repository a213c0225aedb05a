import Foundation

/// Where an archive is written to or read from.
public enum ArchiveLocation: Hashable, Sendable {
    case file(path: String)
    /// Standard output for an export, standard input for an import.
    case standardStream
    /// A temporary file this process holds open that has no name in any folder, so nothing of
    /// it outlives the process: an export writes it from its start, an import reads it from its
    /// start.
    case unnamedFile(descriptor: Int32)
}
