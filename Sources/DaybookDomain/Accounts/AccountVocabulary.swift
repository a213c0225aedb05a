import Foundation

extension AppError.Resource {
    /// An account, by name.
    public static let account = Self(rawValue: "account")
}

extension ValidationError.Field {
    public static let accountName = Self(rawValue: "accountName")
    public static let password = Self(rawValue: "password")
}
