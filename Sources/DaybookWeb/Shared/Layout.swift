import DaybookPresentation
import Hummingbird

/// The sections of the site, in the order the navigation lists them.
enum Section: CaseIterable, Sendable {
    case dashboard, weather, todos, posts, profile

    var path: String {
        switch self {
        case .dashboard: "/"
        case .weather: "/weather"
        case .todos: "/todos"
        case .posts: "/posts"
        case .profile: "/profile"
        }
    }

    var titleKey: L10nKey {
        switch self {
        case .dashboard: .navDashboard
        case .weather: .navWeather
        case .todos: .navTodos
        case .posts: .navPosts
        case .profile: .navProfile
        }
    }
}

/// Every page's frame: head, skip link, navigation with the current section marked, the
/// language switch, one `h1`, the flash message, then the page's own content.
struct Layout {
    let localize: Localizer
    /// This page's address with its query but without `lang`, ready for `lang=` to be added:
    /// switching language keeps the page and its search.
    let switchPrefix: String
    let section: Section?
    /// The form token for a sign-out button, shown when the visitor signed in with a password.
    var signOutToken: String?

    init(localizer: Localizer, request: Request, section: Section?) {
        localize = localizer
        let kept = (request.uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("lang=") }
        switchPrefix = Self.localPath(request.uri.path) + "?" + kept.map { $0 + "&" }.joined()
        self.section = section
    }

    /// A frame whose language switch leads to `path` (a fixed path of this site), for pages
    /// that must not link back to the address they were asked for: error pages.
    init(localizer: Localizer, fixedPath path: String) {
        localize = localizer
        switchPrefix = path + "?"
        section = nil
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
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(flash.map { "\($0.message) – " } ?? "")\(title) · Daybook</title>
        <link rel="stylesheet" href="\(Stylesheet.path)">
        </head>
        <body>
        <a class="skip" href="#main">\(localize(.webSkipToContent))</a>
        <header>
        <nav aria-label="Daybook"><a class="brand" href="/">Daybook</a><ul>\(navigation)</ul></nav>
        <nav class="languages" aria-label="\(localize(.webLanguage))">\(languageSwitch)</nav>
        \(signOut)
        </header>
        <main id="main">
        <h1>\(title)</h1>
        \(flash.map(Self.render))
        \(content)
        </main>
        </body>
        </html>
        """
    }

    private var navigation: [HTML] {
        Section.allCases.map { item in
            let current: HTML = item == section ? #" aria-current="page""# : .empty
            return "<li><a href=\"\(item.path)\"\(current)>\(localize(item.titleKey))</a></li>"
        }
    }

    private var signOut: HTML? {
        signOutToken.map { token in
            """
            <form class="signout" method="post" action="/signout">\
            <input type="hidden" name="csrf" value="\(token)">\
            <button type="submit">\(localize(.signOut))</button></form>
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
    static func alert(_ message: String) -> HTML {
        render(Flash(message: message, tone: .failure))
    }

    static func render(_ flash: Flash) -> HTML {
        switch flash.tone {
        case .success: "<p class=\"flash success\" id=\"flash\" role=\"status\">\(flash.message)</p>"
        case .failure: "<p class=\"flash failure\" id=\"flash\" role=\"alert\">\(flash.message)</p>"
        }
    }
}

/// A failure shown as a page in the visitor's language, with its status (403, 404, 413…). It
/// never links to the address it was asked for: its language switch leads home.
struct PageError: HTTPResponseError {
    let status: HTTPResponse.Status
    private let key: L10nKey?
    private let message: String

    init(status: HTTPResponse.Status, key: L10nKey) {
        self.status = status
        self.key = key
        message = ""
    }

    init(status: HTTPResponse.Status, message: String) {
        self.status = status
        key = nil
        self.message = message
    }

    private func text(_ localize: Localizer) -> String {
        key.map { localize($0) } ?? message
    }

    var headers: HTTPFields { [:] }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let language = (context as? WebContext)?.session.language ?? .english
        let localize = Localizer(language: language)
        let page = Layout(localizer: localize, fixedPath: "/").page(title: text(localize), .empty)
        var response = page.response(from: request, context: context)
        response.status = status
        return response
    }
}
