import Foundation

/// How far a long export or import has come: entries so far.
public typealias ArchiveProgress = @Sendable (Int) -> Void
