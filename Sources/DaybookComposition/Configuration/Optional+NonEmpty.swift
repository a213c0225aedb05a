extension Optional where Wrapped == String {
    /// An empty variable (`DAYBOOK_DATABASE=`) counts as unset.
    var nonEmpty: String? {
        switch self {
        case .some(let value) where !value.isEmpty: value
        default: nil
        }
    }
}
