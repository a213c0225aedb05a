import DaybookPresentation
import Foundation
import Hummingbird

/// A fragment of HTML whose interpolated text is always escaped.
///
/// `"<p>\(title)</p>" as HTML` escapes `title`; only another `HTML` value is inserted as markup.
/// So a todo titled `<script>alert(1)</script>` can only ever be shown as text, and forgetting to
/// escape is not something a page can do.
package struct HTML: Sendable, ExpressibleByStringInterpolation {
    package fileprivate(set) var markup: String

    package init(stringLiteral literal: String) {
        markup = literal
    }

    package init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    package static let empty: HTML = ""

    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        package mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Text: escaped, safe in element content and in double-quoted attributes.
        package mutating func appendInterpolation(_ text: String) {
            markup += HTML.escape(text)
        }

        package mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        package mutating func appendInterpolation(_ fragment: HTML) {
            markup += fragment.markup
        }

        package mutating func appendInterpolation(_ fragment: HTML?) {
            if let fragment { markup += fragment.markup }
        }

        package mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { markup += fragment.markup }
        }
    }

    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: hand it back untouched. The five characters are ASCII,
        // so the search and the copy work on UTF-8 bytes, never on characters: scanned as one
        // buffer, since walking the view index by index cost a page of todos more than building it.
        var text = text
        let (mayNeed, firstSpecial): (Bool, Int?) = text.withUTF8 { bytes in
            (bytes.contains(where: Self.needsLook), bytes.firstIndex(where: Self.isSpecial))
        }
        guard mayNeed else { return text }
        // Text stored before control characters were refused, or sent by a remote service, is
        // shown with visible stand-ins: a bidi override must not make a title read backwards.
        if ControlCharacters.contains(in: text, keeping: ControlCharacters.whitespace) {
            return escape(ControlCharacters.visible(text, keeping: ControlCharacters.whitespace))
        }
        guard let firstSpecial else { return text }
        let utf8 = text.utf8
        let first = utf8.index(utf8.startIndex, offsetBy: firstSpecial)
        var escaped = String(text[..<first])
        escaped.reserveCapacity(utf8.count + 16)
        var start = first
        while let special = utf8[start...].firstIndex(where: isSpecial) {
            escaped += text[start..<special]
            switch utf8[special] {
            case UInt8(ascii: "&"): escaped += "&amp;"
            case UInt8(ascii: "<"): escaped += "&lt;"
            case UInt8(ascii: ">"): escaped += "&gt;"
            case UInt8(ascii: "\""): escaped += "&quot;"
            default: escaped += "&#39;"
            }
            start = utf8.index(after: special)
        }
        escaped += text[start...]
        return escaped
    }

    /// A byte that is special, or that may start a control character (a C0 control, DEL, or the
    /// UTF-8 lead bytes of C1 controls and of U+2028–U+2069).
    private static func needsLook(_ byte: UInt8) -> Bool {
        isSpecial(byte) || byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}

extension HTML: ResponseGenerator {
    package func response(from request: Request, context: some RequestContext) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: markup))
        )
    }
}
