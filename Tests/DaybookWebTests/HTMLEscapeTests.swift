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
        ])
    func everySpecialCharacterAndNothingElse(text: String, expected: String) {
        #expect(HTML.escape(text) == expected)
    }
}
