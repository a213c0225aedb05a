import Foundation

/// "How old": in the coarsest unit that is still honest ("5 min ago", "2時間前").
public struct AgeFormatter: Sendable {
    private let localize: Localizer

    public init(localizer: Localizer) {
        localize = localizer
    }

    public func callAsFunction(_ seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: localize(AgeText.justNow)
        case ..<3_600: localize(AgeText.minutes, ["count": "\(Int(seconds / 60))"])
        case ..<172_800: localize(AgeText.hours, ["count": "\(Int(seconds / 3_600))"])
        default: localize(AgeText.days, ["count": "\(Int(seconds / 86_400))"])
        }
    }
}
