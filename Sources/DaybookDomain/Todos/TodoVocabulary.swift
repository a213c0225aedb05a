import Foundation

extension AppError.Resource {
    /// A todo, by id or id prefix.
    public static let todo = Self(rawValue: "todo")
}

extension ValidationError.Field {
    public static let todoTitle = Self(rawValue: "todoTitle")
    public static let todoID = Self(rawValue: "todoID")
    public static let todoOrder = Self(rawValue: "todoOrder")
}
