import Crypto
import Hummingbird

/// The site's one script (`Resources/daybook.js`): the live pages' side of the live channel. A
/// page works without it; with it, a live page follows every change and takes its intents over a
/// WebSocket (see ``LiveChannel``). Served from this server, so the content security policy
/// allows scripts from here and nowhere else, none inline.
///
/// Like the stylesheet, its address carries a digest of its content, so it is cached for good and
/// a changed script has a new address.
enum LiveScript {
    static let bytes = PackageResources.daybook_js

    static let fingerprint = SHA256.hash(data: bytes).prefix(8).map { byte in
        String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }.joined()

    static let path = "/assets/daybook-\(fingerprint).js"

    static func response() -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/javascript; charset=utf-8", .cacheControl: "public, max-age=31536000, immutable",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
