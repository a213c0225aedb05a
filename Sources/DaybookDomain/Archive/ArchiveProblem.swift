import Foundation

/// Why an archive (what `daybook data export` writes) cannot be read, or why moving data in or
/// out cannot go ahead. Each case has an English and a Japanese message in the Presentation ring;
/// a place in a document is its line and column, counted from 1.
public enum ArchiveProblem: Error, Equatable, Hashable, Sendable {
    /// Not JSON at this place.
    case malformed(line: Int, column: Int)
    /// The document stops before it is complete (cut off while it was written or copied).
    case truncated(line: Int, column: Int)
    /// JSON, but not a Daybook archive (no `"format": "daybook"`).
    case notAnArchive
    /// Written by a newer Daybook, in a format version this one cannot read.
    case newerVersion(found: Int, supported: Int)
    /// An entry lacks a field, has one of the wrong type, or the document has a key out of place.
    case invalidEntry(line: Int, field: String)
    /// A title or a name that breaks a rule every input of that field follows (the same as
    /// typing it), at the place its value starts.
    case invalidText(line: Int, column: Int, ValidationError)
    /// A time (`field`: `createdAt`, `updatedAt`, `exportedAt`) outside the years 1 to 9999,
    /// the ones RFC 3339 can write, at the place its value starts.
    case timeOutOfRange(line: Int, column: Int, field: String)
    /// An account's `generation` outside 0 to 253,402,300,799,999 (the latest time an archive
    /// holds, in milliseconds, which is what an import makes a generation), at the place its value
    /// starts: one near Int64's limit could never be moved on by a password change.
    case generationOutOfRange(line: Int, column: Int)
    /// The same id twice in the document (a todo's id, or a profile's user id).
    case duplicateID(line: Int, id: String)
    /// The counts the document ends with are not the entries it holds.
    case countMismatch(expected: ArchiveCounts, found: ArchiveCounts)
    /// The destination holds data already; the caller must say to replace it or merge into it.
    case destinationNotEmpty(ArchiveCounts)
    /// The same, said of one person's data, which is named: an account's name, or `nil` for the
    /// household's (a Daybook without accounts).
    case personNotEmpty(name: String?, ArchiveCounts)
    /// An import into empty data or replacing it would store less than the archive holds (an
    /// entry that cannot land): so nothing is changed.
    case incomplete(archive: ArchiveCounts, stored: ArchiveCounts)
    /// The same, said of a copy, which has two databases: the one it means is named as the user
    /// named it.
    case copyDestinationNotEmpty(destination: String, ArchiveCounts)
    /// After a copy the destination does not hold what the source did.
    case copyMismatch(source: ArchiveCounts, destination: ArchiveCounts)
    /// A backup of this kind of database is another tool's job (PostgreSQL's is `pg_dump`).
    case backupUnsupported
    /// The file to create exists already; nothing is overwritten.
    case destinationExists(path: String)
    /// The source and the destination are the same database.
    case sameDatabase
    /// A copy with ``ImportMode/replace`` from a source that holds nothing would empty the
    /// destination, which holds this; most likely the source was mistyped.
    case emptySource(destination: ArchiveCounts)
    /// There is no database at this path to copy from (a copy never creates its source).
    case noDatabase(path: String)
    /// Two accounts of the document have the same name (compared as sign-in compares them).
    case duplicateAccountName(line: Int, name: String)
    /// Everyone's archive merged into a database where another account holds this account's name
    /// or id: merging would give one person's data to another, so nothing is written.
    case accountConflict(name: String)
    /// The archive holds everyone's data (accounts among it), and the import was of one person's:
    /// it is imported whole, with `--all`.
    case holdsEveryone
    /// The archive holds one person's data, and the import was of everyone's: it is imported
    /// into that person's data, without `--all`.
    case holdsOnePerson
}
