/// A feature's section of the dashboard: its heading (which links to the feature's page) and
/// what it shows.
struct DashboardCard: Sendable {
    let title: String
    let content: HTML
}
