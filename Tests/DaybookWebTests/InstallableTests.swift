import DaybookComposition
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// "Add to Home Screen": the manifest, its icons, and every page's links to them.
@Suite("The installable web app")
struct InstallableTests {
    /// The manifest as a browser reads it.
    struct Manifest: Decodable {
        struct Icon: Decodable {
            let src: String
            let sizes: String
            let type: String
            let purpose: String
        }
        let name: String
        let shortName: String
        let startURL: String
        let display: String
        let themeColor: String
        let backgroundColor: String
        let icons: [Icon]

        enum CodingKeys: String, CodingKey {
            case name, display, icons
            case shortName = "short_name"
            case startURL = "start_url"
            case themeColor = "theme_color"
            case backgroundColor = "background_color"
        }
    }

    /// A PNG's width and height, from its IHDR chunk; nil when the bytes are not a PNG.
    static func pngSize(_ bytes: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](bytes)
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == Array("IHDR".utf8)[...]
        else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func theManifestNamesTheAppAStandaloneWindowAndIconsThatAreServed() async throws {
        try await WebHarness.run { client, _ in
            let answer = try await client.execute(uri: "/manifest.webmanifest", method: .get)
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "application/manifest+json")
            let manifest = try JSONDecoder().decode(Manifest.self, from: Data(answer.body.readableBytesView))
            #expect(manifest.name == "Daybook" && manifest.shortName == "Daybook")
            #expect(manifest.display == "standalone" && manifest.startURL == "/")
            #expect(manifest.themeColor.hasPrefix("#") && manifest.backgroundColor.hasPrefix("#"))
            let pngs = manifest.icons.filter { $0.type == "image/png" }
            #expect(Set(pngs.map(\.sizes)) == ["192x192", "512x512"])
            #expect(pngs.contains { $0.purpose == "maskable" })
            #expect(manifest.icons.contains { $0.type == "image/svg+xml" && $0.sizes == "any" })
            for icon in manifest.icons {
                let image = try await client.execute(uri: icon.src, method: .get)
                #expect(image.status == .ok, "\(icon.src)")
                #expect(image.headers[.contentType] == icon.type, "\(icon.src)")
                if icon.type == "image/png" {
                    let size = try #require(Self.pngSize(Data(image.body.readableBytesView)), "\(icon.src) is a PNG")
                    #expect("\(size.width)x\(size.height)" == icon.sizes, "\(icon.src)")
                } else {
                    #expect(
                        String(decoding: image.body.readableBytesView, as: UTF8.self).hasPrefix(
                            "<svg xmlns=\"http://www.w3.org/2000/svg\""))
                }
            }
            let apple = try await client.execute(uri: WebAppManifest.appleTouchIconPath, method: .get)
            #expect(Self.pngSize(Data(apple.body.readableBytesView)).map { "\($0.width)x\($0.height)" } == "180x180")
        }
    }

    @Test func everyPageLinksTheManifestIconsAndThemeColours() async throws {
        try await WebHarness.run { client, _ in
            for path in ["/", "/todos", "/weather", "/posts", "/profile", "/no-such-page"] {
                let page = try await Browser().get(client, path)
                #expect(page.text.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#), "\(path)")
                #expect(page.text.contains(#"<link rel="icon" href="/assets/icon.svg" type="image/svg+xml">"#))
                #expect(page.text.contains(#"<link rel="apple-touch-icon" href="/assets/apple-touch-icon.png">"#))
                #expect(
                    page.text.contains(
                        ##"<meta name="theme-color" content="#1e2024" media="(prefers-color-scheme: dark)">"##))
                // The policy lets the manifest and the one script load from this server only.
                let policy = try #require(page.headers[.contentSecurityPolicy])
                #expect(policy.contains("manifest-src 'self'") && policy.contains("script-src 'self';"))
                #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
            }
        }
    }

    /// A browser fetches the manifest and icons without the visitor's cookies: they must not
    /// wait behind the sign-in page, which still guards every page.
    @Test func theManifestAndIconsNeedNoSignIn() async throws {
        try await WebHarness.run(settings: ServeSettings(port: 0, password: Password("correct horse"))) { client, _ in
            for asset in WebAppManifest.assets {
                let answer = try await client.execute(uri: asset.path, method: .get)
                #expect(answer.status == .ok, "\(asset.path)")
            }
            let page = try await client.execute(uri: "/todos", method: .get)
            #expect(page.status == .seeOther)
        }
    }
}
