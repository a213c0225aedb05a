import Crypto
import Hummingbird

/// A file served from this server at an address that carries a digest of its content
/// (`/assets/daybook-1a2b3c4d5e6f7a8b.css`), so it is cached for good: a changed file has a new
/// address. The stylesheet is one, the live channel's script another.
package struct FingerprintedAsset: Sendable {
    package let path: String
    private let contentType: String
    private let bytes: [UInt8]

    /// `bytes` served as `contentType` at `/assets/daybook-DIGEST.extension`.
    package init(extension: String, contentType: String, bytes: [UInt8]) {
        let digest = SHA256.hash(data: bytes).prefix(8).map { byte in
            String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined()
        path = "/assets/daybook-\(digest).\(`extension`)"
        self.contentType = contentType
        self.bytes = bytes
    }

    package func response() -> Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "public, max-age=31536000, immutable"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
