import Foundation

/// Looks up a user-facing text in one language and fills in its `{name}` placeholders.
public struct Localizer: Sendable {
    public let language: Language
    /// Where the reader is from the services Daybook reaches (see ``Vantage``).
    public let vantage: Vantage

    /// Where the person reading stands, as far as the wording of a failure goes: a connection
    /// that failed is theirs only when Daybook runs on their own machine.
    public enum Vantage: Hashable, Sendable {
        /// The command line and the terminal app: Daybook runs where its reader is, so a service
        /// it cannot reach means the reader's connection is down ("you appear to be offline").
        case onTheSameMachine
        /// The web app: the reader reached Daybook's server, so they are online; it is the
        /// server that cannot reach the service.
        case throughAServer
    }

    /// Texts in `language` for a reader on the machine Daybook runs on.
    public init(language: Language) {
        self.init(language: language, vantage: .onTheSameMachine)
    }

    public init(language: Language, vantage: Vantage) {
        self.language = language
        self.vantage = vantage
    }

    public func callAsFunction(_ text: some LocalizedText, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let template = text.text(in: language)
        return values.isEmpty ? template : Self.fill(template, with: values)
    }

    /// A counted text in the form `count` takes in this language (see ``PluralCategory``): `one`
    /// or `other`, with its placeholders filled in as above. The count is one of `values`, under
    /// whatever name the text gives it.
    public func callAsFunction<Text: LocalizedText>(
        count: Int, one: Text, other: Text, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        switch PluralCategory(count, in: language) {
        case .one: self(one, values)
        case .other: self(other, values)
        }
    }

    /// Replaces each `{name}` with its value in one pass over the template's bytes (a page of
    /// todos fills hundreds of templates; `replacingOccurrences` went through `NSString` each
    /// time). A placeholder with no value, or a value that itself holds braces, stays as written.
    static func fill(_ template: String, with values: KeyValuePairs<String, String>) -> String {
        let utf8 = template.utf8
        var filled = ""
        filled.reserveCapacity(utf8.count + values.reduce(0) { $0 + $1.value.utf8.count })
        var start = utf8.startIndex
        var searchFrom = start
        while let open = utf8[searchFrom...].firstIndex(of: UInt8(ascii: "{")),
            let close = utf8[open...].firstIndex(of: UInt8(ascii: "}"))
        {
            let name = template[utf8.index(after: open)..<close]
            if let value = values.first(where: { $0.key == name })?.value {
                filled += template[start..<open]
                filled += value
                start = utf8.index(after: close)
            }
            searchFrom = utf8.index(after: open)
        }
        filled += template[start...]
        return filled
    }
}
