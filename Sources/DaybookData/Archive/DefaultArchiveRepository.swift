import DaybookDomain
import Foundation

/// An ``ArchiveRepository`` over one database's ``ArchiveStore``, reading and writing archive
/// documents (``ArchiveDocumentWriter``, ``ArchiveDocumentReader``) as files or standard streams.
public struct DefaultArchiveRepository: ArchiveRepository {
    private let store: any ArchiveStore
    private let dates: any DateSource
    public let identity: String

    public init(store: any ArchiveStore, identity: String, dates: any DateSource) {
        self.store = store
        self.identity = identity
        self.dates = dates
    }

    public func counts() async throws(AppError) -> ArchiveCounts {
        try await store.counts()
    }

    /// A file is written beside its final name and renamed into place once complete: a failed
    /// export leaves no half document, and an earlier file of that name stays until then.
    public func export(to location: ArchiveLocation, progress: ArchiveProgress?) async throws(AppError)
        -> ArchiveCounts
    {
        let exportedAt = StoredTime.milliseconds(from: dates.now())
        switch location {
        case .standardStream:
            return try await export(into: FileHandle.standardOutput, exportedAt: exportedAt, progress: progress)
        case .file(let path):
            let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
            guard FileManager.default.createFile(atPath: partial, contents: nil),
                let handle = FileHandle(forWritingAtPath: partial)
            else { throw .archive(.cannotOpen(path: path)) }
            do {
                let counts = try await export(into: handle, exportedAt: exportedAt, progress: progress)
                try? handle.close()
                // rename(2) replaces an earlier file of that name in one step: a reader sees the
                // old archive or the new one, never none.
                guard rename(partial, path) == 0 else { throw AppError.archive(.cannotOpen(path: path)) }
                return counts
            } catch {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: partial)
                if let error = error as? AppError { throw error }
                throw .storage(.failed)
            }
        }
    }

    public func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress?)
        async throws(AppError) -> ArchiveImportSummary
    {
        let input: FileHandle
        switch location {
        case .standardStream: input = FileHandle.standardInput
        case .file(let path):
            guard let handle = FileHandle(forReadingAtPath: path) else { throw .archive(.cannotOpen(path: path)) }
            input = handle
        }
        defer { if case .file = location { try? input.close() } }
        let source = CountingSource(ArchiveDocumentReader(input: input), progress: progress)
        return try await store.restore(from: source, mode: mode)
    }

    public func backup(to path: String) async throws(AppError) {
        try await store.backup(to: path)
    }

    private func export(into handle: FileHandle, exportedAt: Int64, progress: ArchiveProgress?) async throws(AppError)
        -> ArchiveCounts
    {
        let writer = ArchiveDocumentWriter(output: handle, exportedAt: exportedAt)
        let counts = try await store.export(into: CountingSink(writer, progress: progress))
        let written = try writer.finish()
        guard written == counts else { throw .archive(.countMismatch(expected: counts, found: written)) }
        return counts
    }
}

/// Tells `progress` every thousand records an export writes.
private final class CountingSink: ArchiveRecordSink, @unchecked Sendable {
    private let sink: any ArchiveRecordSink
    private let progress: ArchiveProgress?
    private var count = 0

    init(_ sink: any ArchiveRecordSink, progress: ArchiveProgress?) {
        self.sink = sink
        self.progress = progress
    }

    func write(_ record: ArchiveRecord) throws(AppError) {
        try sink.write(record)
        count += 1
        if count % 1000 == 0 { progress?(count) }
    }
}

/// Tells `progress` every thousand records an import reads.
private final class CountingSource: ArchiveRecordSource, @unchecked Sendable {
    private let source: any ArchiveRecordSource
    private let progress: ArchiveProgress?
    private var count = 0

    init(_ source: any ArchiveRecordSource, progress: ArchiveProgress?) {
        self.source = source
        self.progress = progress
    }

    func next() throws(AppError) -> ArchiveRecord? {
        guard let record = try source.next() else { return nil }
        count += 1
        if count % 1000 == 0 { progress?(count) }
        return record
    }
}
