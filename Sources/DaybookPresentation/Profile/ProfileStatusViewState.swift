import Foundation

/// What the profile screen shows about the saved profile.
public enum ProfileStatusViewState: Hashable, Sendable {
    /// No profile yet, with the message that says so.
    case notRegistered(message: String)
    case registered(ProfileSummaryViewState)
    /// The profile could not be read.
    case failed(ErrorViewState)

    /// The status as JSON; `nil` when it could not be read.
    public var json: ProfileJSON? {
        switch self {
        case .notRegistered: ProfileJSON(nil)
        case .registered(let summary): ProfileJSON(summary)
        case .failed: nil
        }
    }
}

/// A saved profile as display strings, plus the raw values JSON needs.
public struct ProfileSummaryViewState: Hashable, Sendable {
    public let name: String
    /// The gender's code (`female`), for forms and JSON.
    public let genderCode: String
    public let createdAt: Date

    /// Labelled lines for a details view: 名前 花子, 性別 女性, 登録日時 2026-11-22 09:30 (in the
    /// presenter's time zone).
    public let lines: [ProfileLineViewState]
}

/// One labelled value of a profile.
public struct ProfileLineViewState: Hashable, Sendable {
    public let label: String
    public let value: String
}
