import Testing

@testable import DaybookWeb

@Suite("HTML escaping")
struct HTMLEscapeTests {
    @Test(
        arguments: [
            ("plain text", "plain text"), ("", ""),
            ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
            ("Tom & \"Jerry\"", "Tom &amp; &quot;Jerry&quot;"), ("牛乳<を>買う 🥛&", "牛乳&lt;を&gt;買う 🥛&amp;"),
            ("&&", "&amp;&amp;"), ("e\u{301}<", "e\u{301}&lt;"),
            ("“quotes” — and … dashes", "“quotes” — and … dashes"), ("line\none\ttab\r", "line\none\ttab\r"),
        ])
    func everySpecialCharacterAndNothingElse(text: String, expected: String) {
        #expect(HTML.escape(text) == expected)
    }

    /// Text stored before control characters were refused, or sent by a remote service.
    @Test(
        arguments: [
            ("invoice\u{202E}fdp.exe", "invoice&lt;U+202E&gt;fdp.exe"), ("bell\u{7}", "bell␇"),
            ("esc\u{1B}[2J<b>", "esc␛[2J&lt;b&gt;"), ("csi\u{9B}", "csi&lt;U+9B&gt;"),
            ("iso\u{2066}late", "iso&lt;U+2066&gt;late"),
        ])
    func controlCharactersAreShownNotPassedOn(text: String, expected: String) {
        #expect(HTML.escape(text) == expected)
    }
}
