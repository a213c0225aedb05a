import Foundation

extension AppError.Resource {
    /// A post, by id.
    public static let post = Self(rawValue: "post")
}

extension ValidationError.Field {
    public static let postID = Self(rawValue: "postID")
}
