import Foundation

/// A city name to look the weather up for: trimmed, not empty, at most 100 characters.
public struct CityQuery: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ raw: String) throws(AppError) {
        name = try TextRule(field: .city, maximum: TextRule.queryMaximumLength).validate(raw)
    }

    /// The same city however it was typed ("tokyo", "ＴＯＫＹＯ"), for caching and sharing requests.
    public var key: String {
        name.folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil)
    }

    public var description: String { name }
}
