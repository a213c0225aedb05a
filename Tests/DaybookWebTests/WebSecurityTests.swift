import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// What another site's page, a rebinding DNS name or a confused client can and cannot do.
@Suite("The web app against hostile pages and clients")
struct WebSecurityTests {
    static let json: HTTPFields = [.contentType: "application/json"]

    func todos(_ client: any TestClientProtocol) async throws -> [String] {
        let list = try await client.execute(uri: "/api/todos", method: .get)
        return (list.json as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
    }

    @Test func aPageOnAnotherSiteCannotCreateReadOrDeleteTodos() async throws {
        try await WebHarness.run { client, _ in
            // A form or fetch without preflight can only send text/plain: refused, nothing stored.
            let simple = try await client.execute(
                uri: "/api/todos", method: .post,
                headers: [.contentType: "text/plain", .origin: "http://evil.example"],
                body: ByteBuffer(string: #"{"title":"pwned"}"#))
            #expect(simple.status == .forbidden)
            // Even as JSON (which needs a preflight the browser would not pass), the origin decides.
            var headers = Self.json
            headers[.origin] = "http://evil.example"
            let asJSON = try await client.execute(
                uri: "/api/todos", method: .post, headers: headers, body: ByteBuffer(string: #"{"title":"pwned"}"#))
            #expect(asJSON.status == .forbidden)
            #expect(
                (asJSON.json as? [String: String])?["error"]
                    == "This API does not accept requests from pages of other sites.")
            let read = try await client.execute(
                uri: "/api/todos", method: .get, headers: [.origin: "http://evil.example"])
            #expect(read.status == .forbidden && read.headers[.accessControlAllowOrigin] == nil)
            let preflight = try await client.execute(
                uri: "/api/todos", method: .options,
                headers: [.origin: "http://evil.example", .accessControlRequestMethod: "DELETE"])
            #expect(preflight.status == .forbidden && preflight.headers[.accessControlAllowMethods] == nil)
            #expect(try await todos(client).isEmpty)
            // And what a page of this site stored, another site's page cannot delete.
            _ = try await client.execute(
                uri: "/api/todos", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"title":"mine"}"#))
            let delete = try await client.execute(
                uri: "/api/todos", method: .delete, headers: [.origin: "http://evil.example"])
            #expect(delete.status == .forbidden)
            #expect(try await todos(client) == ["mine"])
        }
    }

    @Test func theServersOwnPagesAndClientsWithoutAnOriginAreServed() async throws {
        try await WebHarness.run { client, _ in
            var headers = Self.json
            headers[.origin] = "http://localhost"  // the test client's host
            let created = try await client.execute(
                uri: "/api/todos", method: .post, headers: headers, body: ByteBuffer(string: #"{"title":"mine"}"#))
            #expect(created.status == .created)
            #expect(created.headers[.accessControlAllowOrigin] == nil, "same origin needs no CORS")
            #expect(created.headers[.cacheControl] == "no-store")
            #expect(created.headers[.vary] == "Origin, Accept-Language, Authorization")
            // curl, a script or another server sends no Origin: served as before.
            let plain = try await client.execute(
                uri: "/api/todos", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"title":"theirs"}"#))
            #expect(plain.status == .created && plain.headers[.accessControlAllowOrigin] == nil)
            #expect(try await todos(client) == ["mine", "theirs"])
        }
    }

    @Test func namedOriginsOrEveryOriginCanBeAllowed() async throws {
        let settings = ServeSettings(port: 0, allowedOrigins: .only(["https://app.example"]))
        try await WebHarness.run(settings: settings) { client, _ in
            let allowed = try await client.execute(
                uri: "/api/todos", method: .get, headers: [.origin: "https://app.example"])
            #expect(allowed.status == .ok && allowed.headers[.accessControlAllowOrigin] == "https://app.example")
            #expect(
                allowed.headers[.accessControlExposeHeaders] == "Link, X-Total-Count, Retry-After, WWW-Authenticate")
            let other = try await client.execute(
                uri: "/api/todos", method: .get, headers: [.origin: "https://b.example"])
            #expect(other.status == .forbidden)
        }
        try await WebHarness.run(settings: ServeSettings(port: 0, allowedOrigins: .any)) { client, _ in
            let any = try await client.execute(uri: "/api/todos", method: .get, headers: [.origin: "https://b.example"])
            #expect(any.status == .ok && any.headers[.accessControlAllowOrigin] == "*")
        }
    }

    @Test(arguments: ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", nil])
    func apiBodiesMustBeJSON(contentType: String?) async throws {
        try await WebHarness.run { client, _ in
            var headers: HTTPFields = [:]
            if let contentType { headers[.contentType] = contentType }
            let refused = try await client.execute(
                uri: "/api/todos", method: .post, headers: headers, body: ByteBuffer(string: #"{"title":"x"}"#))
            #expect(refused.status == .unsupportedMediaType)
            #expect(
                (refused.json as? [String: String])?["error"]
                    == "The request body must be JSON, sent with Content-Type: application/json.")
            let accepted = try await client.execute(
                uri: "/api/todos", method: .post, headers: [.contentType: "Application/JSON; charset=utf-8"],
                body: ByteBuffer(string: #"{"title":"x"}"#))
            #expect(accepted.status == .created)
        }
    }

    @Test func headWorksWhereverGetDoes() async throws {
        try await WebHarness.run { client, _ in
            for path in ["/todos", "/api/todos", "/healthz", Stylesheet.path, "/"] {
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == .ok, "\(path)")
                #expect(head.body.readableBytes == 0, "\(path)")
            }
        }
    }

    @Test func anUnknownMethodIsA405ThatSaysWhatIsAllowed() async throws {
        try await WebHarness.run { client, _ in
            let api = try await client.execute(uri: "/api/todos", method: .put)
            #expect(api.status == .methodNotAllowed)
            #expect(api.headers[.allow] == "DELETE, GET, HEAD, OPTIONS, POST")
            #expect(api.headers[.contentType] == "application/json; charset=utf-8")
            #expect((api.json as? [String: String])?["error"] == "This address does not accept PUT requests.")
            let one = try await client.execute(uri: "/api/todos/\(UUID())", method: .post)
            #expect(one.status == .methodNotAllowed && one.headers[.allow] == "DELETE, GET, HEAD, OPTIONS, PATCH")
            let page = try await client.execute(uri: "/todos", method: .delete)
            #expect(page.status == .methodNotAllowed && page.headers[.allow] == "GET, HEAD, POST")
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let missing = try await client.execute(uri: "/nowhere", method: .put)
            #expect(missing.status == .notFound && missing.headers[.allow] == nil)
        }
    }

    @Test(arguments: ["//evil.example/", "//evil.example/todos", "/\\evil.example/", "/nowhere//evil.example"])
    func errorPagesNeverLinkToTheAddressTheyWereAskedFor(path: String) async throws {
        try await WebHarness.run { client, _ in
            let page = try await client.execute(uri: path, method: .get)
            #expect(page.status == .notFound)
            #expect(!page.text.contains("evil.example"), "nothing of the path comes back")
            #expect(page.text.contains("href=\"/?lang=ja\""))
        }
    }

    @Test func pageLinksStayOnThisSite() {
        #expect(Layout.localPath("//evil.example/todos") == "/evil.example/todos")
        #expect(Layout.localPath("/\\evil.example") == "/%5Cevil.example")
        #expect(Layout.localPath("/posts/1") == "/posts/1")
        #expect(Layout.localPath("") == "/")
    }

    @Test func absoluteURLsComeFromThePublicAddressWhenThereIsOne() async throws {
        let settings = ServeSettings(port: 0, publicURL: URL(string: "https://daybook.example"))
        try await WebHarness.run(settings: settings) { client, _ in
            let created = try await client.execute(
                uri: "/api/todos", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"title":"x"}"#))
            let url = try #require((created.json as? [String: Any])?["url"] as? String)
            #expect(url.hasPrefix("https://daybook.example/api/todos/"))
        }
    }
}

@Suite("Which Host values the server answers")
struct HostPolicyTests {
    @Test func ipAddressesLocalhostAndThePublicHostAreAnsweredNothingElse() {
        let policy = HostPolicy(publicURL: URL(string: "https://daybook.example"))
        for host in [
            "127.0.0.1:8080", "localhost:8080", "[::1]:8080", "192.168.1.20", "daybook.example", "DAYBOOK.EXAMPLE:443",
        ] {
            #expect(policy.verdict(authority: host) == .allowed, "\(host)")
        }
        for host in ["evil.example", "evil.example:8080", "daybook.example.evil.example", "127.0.0.1.nip.io"] {
            #expect(policy.verdict(authority: host) == .misdirected, "\(host)")
        }
        #expect(HostPolicy(publicURL: nil).verdict(authority: "daybook.example") == .misdirected)
    }

    /// Not a host at all: refused as malformed (400), never written into an absolute URL.
    @Test func noHostAndHostsThatAreNotHostsAreMalformed() {
        let policy = HostPolicy(publicURL: nil)
        for host in [
            "127.0.0.1:99999", "127.0.0.1:655350", "localhost:", "localhost:80a", "[::1]:99999", "[::1", "[nope]", "",
            nil,
        ] {
            #expect(policy.verdict(authority: host) == .malformed, "\(host ?? "no Host")")
        }
        #expect(policy.verdict(authority: "127.0.0.1:65535") == .allowed)
    }

    /// The authority last allowed is kept so it is not parsed again: asking in any order, after
    /// an allowed one, every other value still gets its own verdict.
    @Test func theKeptAuthorityNeverAnswersForAnother() {
        let policy = HostPolicy(publicURL: URL(string: "https://daybook.example"))
        let asked: [(String?, HostPolicy.Verdict)] = [
            ("127.0.0.1:8080", .allowed), ("127.0.0.1:8080", .allowed), ("127.0.0.1:99999", .malformed),
            ("127.0.0.1:8080", .allowed), ("evil.example", .misdirected), ("daybook.example", .allowed),
            ("daybook.example.evil.example", .misdirected), (nil, .malformed), ("", .malformed),
            ("daybook.example", .allowed),
            ("evil.example", .misdirected),
        ]
        for (authority, verdict) in asked {
            #expect(policy.verdict(authority: authority) == verdict, "\(authority ?? "no Host")")
        }
    }

    @Test func theBaseIsThePublicAddressOrTheHostAsked() {
        #expect(
            HostPolicy(publicURL: URL(string: "https://daybook.example/")).base(authority: "127.0.0.1:1")
                == "https://daybook.example")
        #expect(HostPolicy(publicURL: nil).base(authority: "127.0.0.1:8080") == "http://127.0.0.1:8080")
    }
}
