import DaybookPresentation

/// A feature's section of the dashboard: its heading (which links to the feature's page) and
/// what it shows.
package struct DashboardSection: Sendable {
    /// Which of the dashboard's cards it is: its content's element is `card-` and the card's name,
    /// which the live dashboard replaces as the card's view state changes.
    let card: DashboardCard
    let title: String
    let content: HTML

    /// The id of the element that holds the content.
    package static func elementID(_ card: DashboardCard) -> String { "card-\(card.rawValue)" }
}
