import Foundation

/// A query string read the way a form that submits with GET writes it
/// (`application/x-www-form-urlencoded`): `+` is a space and `%XX` a byte of UTF-8.
///
/// Hummingbird's `queryParameters` decodes the escapes but leaves `+` as it is, so the search a
/// browser sends for "number 1" (`q=number+1`) was searched as "number+1". Every page that reads
/// what one of its GET forms sent reads it through this: the todo search, the post search, the
/// city. A plus the user typed arrives as `%2B`, and stays a plus.
package struct FormQuery: Sendable {
    private let fields: [(name: String, value: String)]

    package init(_ query: String?) {
        fields = (query ?? "").split(separator: "&").map { field in
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : "")
        }
    }

    /// The first value sent under `name`, decoded; `nil` when there is none.
    package subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// The names the lists give their search: the todos' `q`, the posts' `search`.
    static let searchNames = ["q", "search"]

    /// The search a list's address names, under `canonical` (the name its own links write),
    /// else under the other list's name for it: an address written for either list searches both.
    package func search(_ canonical: String) -> String? {
        self[canonical] ?? Self.searchNames.lazy.filter { $0 != canonical }.compactMap { self[$0] }.first
    }

    /// `+` as a space, each `%XX` as its byte; as browsers read it, a `%` that starts no escape
    /// stays as it is, and bytes that are not UTF-8 become U+FFFD (then refused or shown safely
    /// by whatever reads the value).
    static func decode(_ text: Substring) -> String {
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
                continue
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as a value of a query string: every character but ASCII letters and digits
    /// percent-encoded (as the pages write their links).
    package static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
