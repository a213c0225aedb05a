import Foundation

extension ValidationError.Field {
    public static let profileName = Self(rawValue: "profileName")
}
