import DaybookWeb
import Hummingbird

/// The live pages' script: the pages' side of the live channel. A page works without it; with
/// it, a live page follows every change and takes its intents over a WebSocket (see
/// ``LiveChannel``). Served from this server, so the content security policy allows scripts
/// from here and nowhere else, none inline.
///
/// It is written in three parts by concern (`Resources/`): the channel (the socket, sending,
/// the session), what the server sends applied to the page, and the page's intents with renaming
/// in place. Each declares what the others use; they are served as one script, one function
/// that holds them all, so they share its scope and nothing leaks into the page, and that calls
/// the channel's `start()` once every part is read.
///
/// Like the stylesheet, its address carries a digest of its content (``FingerprintedAsset``), so
/// it is cached for good and a changed script has a new address.
enum LiveScript {
    /// The parts, in the order they are read.
    static let parts = [
        PackageResources.live_channel_js, PackageResources.live_updates_js, PackageResources.live_intents_js,
    ]

    static let bytes =
        Array("(function () {\n'use strict';\n\n".utf8) + parts.joined(separator: Array("\n".utf8))
        + Array("\nstart();\n})();\n".utf8)

    static let asset = FingerprintedAsset(
        extension: "js", contentType: "text/javascript; charset=utf-8", bytes: bytes)

    static var path: String { asset.path }

    static func response() -> Response { asset.response() }
}
