import DaybookDomain
import Foundation

/// Everything a user owns in one database (todos and profiles; for everyone's, the accounts and
/// their tokens too; not caches, sessions or sign-in attempts, which are fetched or made again),
/// read and written in bulk. Implemented
/// per engine, in each database driver.
///
/// Bound to one ``DataOwner``, as a ``TodoStore`` is: the todos it counts, exports, replaces and
/// imports are that owner's. An imported todo whose id another owner holds stays out of their
/// data: it is stored under an id of its own (see ``ImportMode``), counted in
/// ``ArchiveImportSummary/renumbered``. The profiles are every profile, whoever's, as they were
/// before there were owners.
public protocol ArchiveStore: Sendable {
    /// Whose todos this store reads and writes.
    var owner: DataOwner { get }

    /// The same store bound to `owner`'s todos instead.
    func owned(by owner: DataOwner) -> Self

    /// How many todos and profiles are stored.
    func counts() async throws(AppError) -> ArchiveCounts
    /// Every todo in list order, then every profile by user id, all from one snapshot, into
    /// `sink`; returns how many of each. Holds one record at a time.
    func export(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts
    /// Every record `source` gives, in one transaction, as `mode` says; the list's counts and
    /// revision move with it. If anything fails (the source included), nothing is written; into
    /// empty data or replacing it, if any entry could not be stored
    /// (``ArchiveProblem/incomplete(archive:stored:)``), nothing is written either.
    func restore(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    /// How many accounts, todos and profiles the database holds, everyone's.
    func countsOfEveryone() async throws(AppError) -> ArchiveCounts
    /// Every account (by creation, with its tokens), every todo (by owner, then in list order),
    /// then every profile by user id, all from one snapshot, into `sink`; returns how many of each.
    func exportEveryone(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts
    /// Everyone's archive into the database, in one transaction, as `mode` says of the whole
    /// database: into one with no accounts, todos or profiles; replacing every one of them; or
    /// merged, where an account already there (the same id, or else the same name) stays as it
    /// is and the archive's todos and profile for it become that account's. If the database had
    /// no accounts and the archive brings some, what its household held becomes the first
    /// account's, as the first `user add` would have made it. The counts and revision of every
    /// owner move with it.
    func restoreEveryone(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    /// A consistent copy of the whole database, as a new file at `path`, while other
    /// connections keep reading and writing. ``ArchiveProblem/backupUnsupported`` where the
    /// engine has its own tool. Returns what the copy holds (everyone's data: the file is copied whole).
    func backup(to path: String) async throws(AppError) -> ArchiveCounts
}
