import DaybookDomain
import Foundation

/// One entry of an archive, as storage keeps it.
public enum ArchiveRecord: Hashable, Sendable {
    case todo(TodoRecord)
    case profile(ProfileRecord)
}
