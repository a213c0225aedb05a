import DaybookPresentation
import Hummingbird

/// Every page's frame: head (with the web app manifest and icons), skip link, navigation with the
/// current section marked, the language switch, one `h1`, the flash message, then the page's own
/// content. The stylesheet lays the header out on one line; on a phone the navigation becomes a
/// tab bar along the bottom of the screen, as in the guides' SwiftUI apps, with no script.
package struct Layout {
    let localize: Localizer
    /// This page's address with its query but without `lang`, ready for `lang=` to be added:
    /// switching language keeps the page and its search.
    let switchPrefix: String
    /// The navigation link of the page shown, marked as current.
    let current: NavigationEntry?
    /// The form token for a sign-out button, shown when the visitor signed in with a password.
    var signOutToken: String?
    /// The visitor's form token, for the button a flash may offer (``Flash/Action``).
    var formToken: String?
    /// Whether the page follows changes and takes intents through an add-on once its script
    /// runs (the live channel's): it then carries the token the channel is opened with.
    var isLive = false
    /// The scripts the page loads, by address: the server's add-ons' (``WebAddOn/pageScripts``).
    var scripts: [String] = []

    init(localizer: Localizer, request: Request, current: NavigationEntry?) {
        localize = localizer
        let kept = (request.uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("lang=") }
        switchPrefix = Self.localPath(request.uri.path) + "?" + kept.map { $0 + "&" }.joined()
        self.current = current
    }

    /// A frame whose language switch leads to `path` (a fixed path of this site), for pages
    /// that must not link back to the address they were asked for: error pages.
    init(localizer: Localizer, fixedPath path: String) {
        localize = localizer
        switchPrefix = path + "?"
        current = nil
    }

    /// `path` as a link that can only stay on this site: one leading slash, no empty segments,
    /// and no backslash (which browsers read as a slash). `//other.host/x` would otherwise be
    /// a link to another host; here it becomes `/other.host/x`.
    static func localPath(_ path: String) -> String {
        "/" + path.split(separator: "/").map { $0.replacingOccurrences(of: "\\", with: "%5C") }.joined(separator: "/")
    }

    /// The page; a flash is shown above the content and also leads the document title, so a
    /// screen reader announces the outcome of a form when the page it redirected to loads.
    func page(title: String, flash: Flash? = nil, _ content: HTML) -> HTML {
        """
        <!doctype html>
        <html lang="\(localize.language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <title>\(flash.map { "\($0.message) – " } ?? "")\(title) · Daybook</title>
        <link rel="stylesheet" href="\(Stylesheet.path)">
        \(WebAppManifest.headLinks)
        \(scriptHead)
        </head>
        <body>
        <a class="skip" href="#main">\(localize(WebText.skipToContent))</a>
        <header class="top">
        <a class="brand" href="/"><img src="\(WebAppManifest.svgIconPath)" alt="" width="28" height="28">\
        <span>Daybook</span></a>
        <nav class="tabs" aria-label="Daybook"><ul>\(navigation)</ul></nav>
        <nav class="languages" aria-label="\(localize(WebText.language))">\(languageSwitch)</nav>
        \(signOut)
        </header>
        <main id="main"\(isLive && formToken != nil ? " data-live" as HTML : .empty)>
        <h1>\(title)</h1>
        <div id="flash-area" aria-live="polite">\(flash.map(render))</div>
        \(content)
        </main>
        </body>
        </html>
        """
    }

    /// A live page's token, and the scripts (the live channel's does nothing on a page that is
    /// not live).
    private var scriptHead: HTML {
        let token: HTML? =
            isLive ? formToken.map { "<meta name=\"daybook-token\" content=\"\($0)\">\n" as HTML } : nil
        let tags: [HTML] = scripts.map { "<script src=\"\($0)\" defer></script>" }
        return "\(token)\(tags)"
    }

    private var navigation: [HTML] {
        WebFeatures.navigation.map { entry in
            let marked: HTML = entry == current ? #" aria-current="page""# : .empty
            return
                "<li><a href=\"\(entry.path)\"\(marked)>\(entry.icon.svg)<span>\(localize(entry.title))</span></a></li>"
        }
    }

    private var signOut: HTML? {
        signOutToken.map { token in
            """
            <form class="signout" method="post" action="/signout">\
            <input type="hidden" name="csrf" value="\(token)">\
            <button type="submit">\(localize(SignInText.signOut))</button></form>
            """
        }
    }

    private var languageSwitch: [HTML] {
        [(Language.english, "English"), (.japanese, "日本語")].map { language, name in
            let current: HTML = language == localize.language ? #" aria-current="true""# : .empty
            return """
                <a href="\(switchPrefix)lang=\(language.rawValue)" lang="\(language.rawValue)" \
                hreflang="\(language.rawValue)"\(current)>\(name)</a>
                """
        }
    }

    /// A failure shown in place, announced to screen readers at once.
    package static func alert(_ message: String) -> HTML {
        render(Flash(message: message, tone: .failure))
    }

    /// The flash with the button it offers, if any: the message in a paragraph of its own, then
    /// a form with the visitor's token. Without a token (an error page), the message alone.
    func render(_ flash: Flash) -> HTML {
        Self.render(flash, formToken: formToken.map { "\($0)" })
    }

    /// The flash, its button's form carrying `formToken` (the visitor's, or the mark a
    /// ``FormTemplate`` fills in); a link needs none.
    package static func render(_ flash: Flash, formToken: HTML?) -> HTML {
        guard let action = flash.action else { return render(flash) }
        let (tone, role): (String, String) = flash.tone == .success ? ("success", "status") : ("failure", "alert")
        if action.method == .get {
            return """
                <div class="flash \(tone)" id="flash" role="\(role)"><p>\(flash.message)</p>\
                <a class="button quiet" href="\(action.path)">\(action.label)</a></div>
                """
        }
        guard let formToken else { return render(flash) }
        let fields: [HTML] = action.fields.sorted { $0.key < $1.key }.map { name, value in
            "<input type=\"hidden\" name=\"\(name)\" value=\"\(value)\">"
        }
        return """
            <div class="flash \(tone)" id="flash" role="\(role)"><p>\(flash.message)</p>\
            <form method="post" action="\(action.path)"\(action.intent.map { " data-intent=\"\($0)\"" as HTML })>\
            <input type="hidden" name="csrf" value="\(formToken)">\
            \(fields)<button type="submit" class="quiet">\(action.label)</button></form></div>
            """
    }

    static func render(_ flash: Flash) -> HTML {
        switch flash.tone {
        case .success: "<p class=\"flash success\" id=\"flash\" role=\"status\">\(flash.message)</p>"
        case .failure: "<p class=\"flash failure\" id=\"flash\" role=\"alert\">\(flash.message)</p>"
        }
    }
}
