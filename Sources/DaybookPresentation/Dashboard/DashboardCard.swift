import Foundation

/// The dashboard's cards, in the order the tabs list the features.
public enum DashboardCard: String, CaseIterable, Hashable, Sendable {
    case weather
    case todos
    case posts
    case profile
}
