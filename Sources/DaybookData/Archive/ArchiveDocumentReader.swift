import DaybookDomain
import Foundation

/// Reads an archive (``ArchiveDocumentWriter``'s format) as a stream of records, checking it as
/// it goes.
///
/// Any JSON layout is read: the writer's, or the same document re-indented or minified, with the
/// keys in any order (but `format` before the lists) and keys it does not know skipped. The input
/// is read in chunks of 64 KiB and parsed as it comes, one entry at a time, so memory stays flat
/// however long the document, except for the ids already seen (16 bytes a todo), which catch one
/// given twice.
///
/// ``next()`` gives the records in document order and nil only once it has read the whole
/// document and found it complete: the `counts` it ends with are the entries it holds, and
/// nothing but whitespace follows. A damaged document is an error naming its place (line and
/// column from 1; a column counts Unicode scalars): ``ArchiveProblem/malformed(line:column:)``
/// where it stops being JSON, ``ArchiveProblem/truncated(line:column:)`` at its end if it stops
/// early, ``ArchiveProblem/invalidEntry(line:field:)`` at an entry's line for a field it lacks or
/// has of the wrong type, and a ``ValidationError`` whose item is the entry's line for a title or
/// a name that breaks the rules. After an error, every call throws it again. Used from one thread
/// at a time.
public final class ArchiveDocumentReader: ArchiveRecordSource, @unchecked Sendable {
    /// When the archive was written (milliseconds since 1970), once its `exportedAt` is read.
    public private(set) var exportedAt: Int64?
    /// The entries given so far.
    public private(set) var read = ArchiveCounts.zero
    /// The line reached, for progress.
    public private(set) var line = 1
    /// Whose data the document holds, known before its first record is given (and once it ends):
    /// everyone's if its `accounts` list comes first, else one person's.
    public private(set) var scope: ArchiveScope?

    private var parser: ArchiveDocumentParser
    private var failure: AppError?

    public init(input: FileHandle) {
        parser = ArchiveDocumentParser(scanner: JSONByteScanner(input: input))
    }

    public func next() throws(AppError) -> ArchiveRecord? {
        if let failure { throw failure }
        do {
            let record = try parser.next()
            update()
            return record
        } catch {
            update()
            failure = error
            throw error
        }
    }

    private func update() {
        exportedAt = parser.exportedAt
        read = parser.read
        line = parser.scanner.line
        scope = parser.scope
    }
}
