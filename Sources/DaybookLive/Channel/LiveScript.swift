import DaybookWeb
import Hummingbird

/// The live pages' script (`Resources/daybook.js`): the pages' side of the live channel. A page
/// works without it; with it, a live page follows every change and takes its intents over a
/// WebSocket (see ``LiveChannel``). Served from this server, so the content security policy
/// allows scripts from here and nowhere else, none inline.
///
/// Like the stylesheet, its address carries a digest of its content (``FingerprintedAsset``), so
/// it is cached for good and a changed script has a new address.
enum LiveScript {
    static let bytes = PackageResources.daybook_js

    static let asset = FingerprintedAsset(
        extension: "js", contentType: "text/javascript; charset=utf-8", bytes: bytes)

    static var path: String { asset.path }

    static func response() -> Response { asset.response() }
}
