import Testing

@testable import DaybookWeb

/// What the API reads from `Authorization`, on every call a script makes.
@Suite("The Authorization header")
struct AuthorizationHeaderTests {
    @Test func aBearerTokenIsReadInAnyCaseWithoutTheSpacesAroundIt() {
        #expect(APISignInMiddleware.bearer("Bearer dbk_abc") == "dbk_abc")
        #expect(APISignInMiddleware.bearer("bEaReR   dbk_abc \t") == "dbk_abc")
        #expect(APISignInMiddleware.bearer("Bearer トークン") == "トークン")
        #expect(APISignInMiddleware.bearer("Bearer    ") == "")
        // A space other than a space or a tab (pasted from elsewhere) is part of what was sent.
        #expect(APISignInMiddleware.bearer("Bearer dbk_abc\u{3000}") == "dbk_abc\u{3000}")
        for other in [
            nil, "", "B", "Bearer", "Bearer ", "Bearerdbk_abc", "Basic dbk_abc", "Bearer\tdbk_abc", "Bearex dbk_abc",
            "Bear3r x", "Béarer x", "ｂｅａｒｅｒ x",
        ] {
            #expect(APISignInMiddleware.bearer(other) == nil, "\(String(describing: other))")
        }
    }

    @Test func basicIsANameAndAPasswordSplitAtTheFirstColon() {
        #expect(
            APISignInMiddleware.basic("Basic " + "Hanako:pa:ss".data(using: .utf8)!.base64EncodedString())! == (
                "Hanako", "pa:ss"
            ))
        #expect(APISignInMiddleware.basic("Bearer x") == nil)
    }
}
