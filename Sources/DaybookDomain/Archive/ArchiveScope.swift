import Foundation

/// Whose data an archive holds, and so what moves with it.
public enum ArchiveScope: Hashable, Sendable {
    /// One person's todos and profile: what `daybook data export` writes for the person the
    /// command acts for, and what an import puts into that person's data, whoever wrote it.
    case person
    /// Every account (name, password hash, tokens' digests), every person's todos and profile,
    /// and the household's: the operator's archive (`--all`), and what `daybook data copy` moves.
    case everyone
}
