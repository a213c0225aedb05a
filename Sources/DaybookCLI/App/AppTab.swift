/// The tabs, in the tab bar's order: `1` to `5` pick them. The guides have the four apps, each on
/// its own; the tabs and the dashboard are Daybook's, to go from one to another.
enum AppTab: Int, CaseIterable, Hashable, Sendable {
    case dashboard
    case weather
    case todos
    case posts
    case profile

    var title: AppText {
        switch self {
        case .dashboard: .tabDashboard
        case .weather: .tabWeather
        case .todos: .tabTodos
        case .posts: .tabPosts
        case .profile: .tabProfile
        }
    }

    /// The tab after this one, or before it with `backwards`, wrapping around.
    func next(backwards: Bool = false) -> AppTab {
        let all = Self.allCases
        return all[(rawValue + (backwards ? all.count - 1 : 1)) % all.count]
    }

    /// The tab a digit key names (`1` is the first), if any.
    init?(digit: Character) {
        guard let number = digit.wholeNumberValue, let tab = AppTab(rawValue: number - 1) else { return nil }
        self = tab
    }
}
