import Foundation

extension AppError.Resource {
    /// A city, by name.
    public static let city = Self(rawValue: "city")
}

extension ValidationError.Field {
    public static let city = Self(rawValue: "city")
}
