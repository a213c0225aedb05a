import Hummingbird

/// What makes the site installable: the web app manifest (name, icons, `display: standalone`),
/// its icons, and the links every page's head carries to them. "Add to Home Screen" then gives
/// Daybook its own icon and window. No service worker: every page is the server's.
///
/// The icons are compiled into the binary from `Resources/` (rendered by
/// `Resources/render-icons.sh`). Like the stylesheet, they and the manifest are public: a browser
/// fetches them without the visitor's cookies, so they never wait behind the sign-in page.
enum WebAppManifest {
    static let path = "/manifest.webmanifest"
    static let svgIconPath = "/assets/icon.svg"
    static let appleTouchIconPath = "/assets/apple-touch-icon.png"

    /// A file served as it is, under a fixed address.
    struct Asset: Sendable {
        let path: String
        let contentType: String
        let bytes: [UInt8]
    }

    /// A PNG icon and what the manifest says of it.
    private struct PNGIcon {
        let asset: Asset
        let size: Int
        let purpose: String
    }

    private static let pngIcons: [PNGIcon] = [
        PNGIcon(asset: png("/assets/icon-192.png", PackageResources.icon_192_png), size: 192, purpose: "any"),
        PNGIcon(asset: png("/assets/icon-512.png", PackageResources.icon_512_png), size: 512, purpose: "any"),
        PNGIcon(
            asset: png("/assets/icon-maskable-512.png", PackageResources.icon_maskable_512_png), size: 512,
            purpose: "maskable"),
    ]

    /// Everything served: the manifest, the SVG icon, the PNGs and the home screen icon iOS asks for.
    static let assets: [Asset] =
        [
            Asset(path: path, contentType: "application/manifest+json", bytes: Array(manifest.utf8)),
            Asset(path: svgIconPath, contentType: "image/svg+xml", bytes: PackageResources.icon_svg),
            png(appleTouchIconPath, PackageResources.apple_touch_icon_png),
        ] + pngIcons.map(\.asset)

    /// The colour of the browser's bar around the page, per colour scheme: the header's own.
    static let themeColors = (light: "#f3f4f7", dark: "#1e2024")

    static let headLinks: HTML = """
        <meta name="theme-color" content="\(themeColors.light)" media="(prefers-color-scheme: light)">
        <meta name="theme-color" content="\(themeColors.dark)" media="(prefers-color-scheme: dark)">
        <link rel="manifest" href="\(path)">
        <link rel="icon" href="\(svgIconPath)" type="image/svg+xml">
        <link rel="apple-touch-icon" href="\(appleTouchIconPath)">
        """

    /// The manifest, written once. Its name is the product's in every language.
    static let manifest: String = {
        let icons =
            [#"{"src":"\#(svgIconPath)","sizes":"any","type":"image/svg+xml","purpose":"any"}"#]
            + pngIcons.map { icon in
                #"{"src":"\#(icon.asset.path)","sizes":"\#(icon.size)x\#(icon.size)","type":"image/png","#
                    + #""purpose":"\#(icon.purpose)"}"#
            }
        return """
            {"name":"Daybook","short_name":"Daybook",\
            "description":"Weather, todos, posts and a profile, in one app.",\
            "id":"/","start_url":"/","scope":"/","display":"standalone",\
            "background_color":"#ffffff","theme_color":"#0b57d0",\
            "icons":[\(icons.joined(separator: ","))]}
            """
    }()

    static func response(for asset: Asset) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=86400"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }

    private static func png(_ path: String, _ bytes: [UInt8]) -> Asset {
        Asset(path: path, contentType: "image/png", bytes: bytes)
    }
}
