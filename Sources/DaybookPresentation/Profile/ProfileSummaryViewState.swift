import Foundation

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
