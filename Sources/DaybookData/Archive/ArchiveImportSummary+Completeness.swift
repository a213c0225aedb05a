import DaybookDomain
import Foundation

extension ArchiveImportSummary {
    /// Refuses, inside the import's transaction (so nothing is changed), an import that would
    /// leave out an entry it should have stored: into empty data or replacing it, every todo of
    /// the archive lands, and a profile if the archive has one (several are one person's one
    /// profile, the latest registration); with any mode, a todo that found no id of its own
    /// (`unplaced`) was not stored, which is no merge's "what was there stays".
    public func requireComplete(read: ArchiveCounts, mode: ImportMode, unplaced: Int) throws(AppError) {
        let complete =
            unplaced == 0
            && (mode == .merge
                || (written.todos == read.todos && written.accounts == read.accounts
                    && (read.profiles == 0 || written.profiles > 0)))
        guard complete else { throw .archive(.incomplete(archive: read, stored: written)) }
    }
}
