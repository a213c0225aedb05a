import DaybookDomain
import Foundation

/// An ``ArchiveRepository`` over one database's ``ArchiveStore``, reading and writing archive
/// documents (``ArchiveDocumentWriter``, ``ArchiveDocumentReader``) as files or standard streams.
///
/// Of one person's data (the store's owner's) or of everyone's (`scope`): an import of the other
/// kind of archive is refused before anything is written (``ArchiveProblem/holdsEveryone``,
/// ``ArchiveProblem/holdsOnePerson``). Everyone's archive holds password hashes and tokens'
/// digests, so a file of it is made readable by its owner only.
public struct DefaultArchiveRepository: ArchiveRepository {
    private let store: any ArchiveStore
    private let dates: any DateSource
    private let scope: ArchiveScope
    public let identity: String

    public init(store: any ArchiveStore, identity: String, dates: any DateSource, scope: ArchiveScope = .person) {
        self.store = store
        self.identity = identity
        self.dates = dates
        self.scope = scope
    }

    public func counts() async throws(AppError) -> ArchiveCounts {
        switch scope {
        case .person: try await store.counts()
        case .everyone: try await store.countsOfEveryone()
        }
    }

    /// A file is written without a name in its folder, and named and renamed into place once
    /// complete: a failed or interrupted export leaves no half document, and an earlier file of that name stays until then (and
    /// passes on its permissions). A name that is a symbolic link is followed as the kernel would
    /// follow it (``ExportTarget``: never another user's link in a shared sticky folder); a device or a pipe
    /// (`/dev/stdout`, a FIFO) is written straight into. A file that cannot be made is named with
    /// the reason the system gave.
    public func export(to location: ArchiveLocation, progress: ArchiveProgress?) async throws(AppError)
        -> ArchiveCounts
    {
        let exportedAt = Milliseconds.since1970(dates.now())
        let path: String
        switch location {
        case .standardStream:
            return try await export(into: FileHandle.standardOutput, exportedAt: exportedAt, progress: progress)
        case .unnamedFile(let descriptor):
            // Written from its start, whatever an earlier use left in it.
            guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else { throw .storage(.failed) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            return try await export(into: handle, exportedAt: exportedAt, progress: progress)
        case .file(let named):
            path = named
        }
        let target = try ExportTarget.resolve(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists && existing.st_mode & S_IFMT == S_IFDIR {
            throw .file(FileProblem(path: path, use: .create, reason: .isFolder))
        }
        if exists && existing.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .file(FileProblem(path: path, use: .create, errorNumber: errno)) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            defer { try? handle.close() }
            return try await export(into: handle, exportedAt: exportedAt, progress: progress)
        }
        let partial = target + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        // Written first to a file without a name in the target's folder (Linux's O_TMPFILE), so
        // an export stopped half-way (Ctrl-C, SIGKILL) leaves nothing behind; once complete it is
        // named `partial` for an instant, then replaces the target. Where the file system cannot
        // make a file without a name, `partial` is written directly.
        let unnamed = ScratchFile.openUnnamed(
            in: URL(fileURLWithPath: target).deletingLastPathComponent().path, access: O_WRONLY,
            mode: scope == .everyone ? 0o600 : 0o666)
        // Everyone's archive holds password hashes: no moment where another user could open it.
        let descriptor =
            unnamed
            ?? (scope == .everyone
                ? open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                : open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666))
        guard descriptor >= 0 else { throw .file(FileProblem(path: path, use: .create, errorNumber: errno)) }
        if scope == .everyone {
            guard fchmod(descriptor, 0o600) == 0 else {
                let failure = errno
                close(descriptor)
                throw .file(FileProblem(path: path, use: .create, errorNumber: failure))
            }
        } else if exists {
            fchmod(descriptor, existing.st_mode & 0o7777)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let counts = try await export(into: handle, exportedAt: exportedAt, progress: progress)
            if unnamed != nil {
                guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, partial, AT_SYMLINK_FOLLOW) == 0 else {
                    throw AppError.file(FileProblem(path: path, use: .create, errorNumber: errno))
                }
            }
            try? handle.close()
            // rename(2) replaces an earlier file of that name in one step: a reader sees the old
            // archive or the new one, never none.
            guard rename(partial, target) == 0 else {
                throw AppError.file(FileProblem(path: path, use: .create, errorNumber: errno))
            }
            return counts
        } catch {
            try? handle.close()
            unlink(partial)
            if let error = error as? AppError { throw error }
            throw .storage(.failed)
        }
    }

    /// Standard input is read to a file without a name (``ScratchFile``) before the import
    /// begins: the database's write lock is then held for the import alone, not for as long as a
    /// slow pipe takes, and nothing of it is left if the process is stopped meanwhile.
    public func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress?)
        async throws(AppError) -> ArchiveImportSummary
    {
        switch location {
        case .file(let path):
            let input = try ReadableFile.open(path)
            defer { try? input.close() }
            return try await restore(from: input, mode: mode, progress: progress)
        case .unnamedFile(let descriptor):
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw .storage(.failed) }
            let input = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            return try await restore(from: input, mode: mode, progress: progress)
        case .standardStream:
            let spool = try ScratchFile()
            defer { spool.close() }
            try Self.copy(FileHandle.standardInput, to: spool)
            return try await importArchive(
                from: .unnamedFile(descriptor: spool.descriptor), mode: mode, progress: progress)
        }
    }

    private func restore(from input: FileHandle, mode: ImportMode, progress: ArchiveProgress?) async throws(AppError)
        -> ArchiveImportSummary
    {
        let source = CountingSource(
            ScopedSource(ArchiveDocumentReader(input: input), expected: scope), progress: progress)
        switch scope {
        case .person: return try await store.restore(from: source, mode: mode)
        case .everyone:
            let now = Milliseconds.since1970(dates.now())
            return try await store.restoreEveryone(from: FreshSessions(source, generation: now), mode: mode)
        }
    }

    /// Copies everything `input` gives, to its end, into `file`.
    private static func copy(_ input: FileHandle, to file: ScratchFile) throws(AppError) {
        let output = FileHandle(fileDescriptor: file.descriptor, closeOnDealloc: false)
        do {
            while let chunk = try input.read(upToCount: 1 << 16), !chunk.isEmpty {
                try output.write(contentsOf: chunk)
            }
        } catch {
            throw .storage(ArchiveDocumentWriter.isOutOfSpace(error) ? .full : .failed)
        }
    }

    public func backup(to path: String) async throws(AppError) -> ArchiveCounts {
        try await store.backup(to: path)
    }

    private func export(into handle: FileHandle, exportedAt: Int64, progress: ArchiveProgress?) async throws(AppError)
        -> ArchiveCounts
    {
        let writer = ArchiveDocumentWriter(output: handle, exportedAt: exportedAt, scope: scope)
        let sink = CountingSink(writer, progress: progress)
        let counts =
            switch scope {
            case .person: try await store.export(into: sink)
            case .everyone: try await store.exportEveryone(into: sink)
            }
        let written = try writer.finish()
        guard written == counts else { throw .archive(.countMismatch(expected: counts, found: written)) }
        return counts
    }
}

extension DefaultArchiveRepository {
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

    /// Refuses an archive of the other scope, as soon as the document says whose it is: before
    /// its first record reaches the store.
    private final class ScopedSource: ArchiveRecordSource, @unchecked Sendable {
        private let reader: ArchiveDocumentReader
        private let expected: ArchiveScope

        init(_ reader: ArchiveDocumentReader, expected: ArchiveScope) {
            self.reader = reader
            self.expected = expected
        }

        func next() throws(AppError) -> ArchiveRecord? {
            let record = try reader.next()
            if let scope = reader.scope, scope != expected {
                throw .archive(scope == .everyone ? .holdsEveryone : .holdsOnePerson)
            }
            return record
        }
    }

    /// Gives each imported account a session generation no cookie can hold yet (the time of the
    /// import, in milliseconds, or one past the archive's, whichever is more): sessions signed in
    /// before, here or where the archive came from, end, and one a password change had ended
    /// cannot come back with an older archive.
    private final class FreshSessions: ArchiveRecordSource, @unchecked Sendable {
        private let source: any ArchiveRecordSource
        private let generation: Int64

        init(_ source: any ArchiveRecordSource, generation: Int64) {
            self.source = source
            self.generation = generation
        }

        func next() throws(AppError) -> ArchiveRecord? {
            let record = try source.next()
            guard case .account(var archived) = record else { return record }
            archived.account.generation = max(generation, archived.account.generation &+ 1)
            return .account(archived)
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
}
