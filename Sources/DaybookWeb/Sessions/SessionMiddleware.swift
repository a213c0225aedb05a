import DaybookPresentation
import Foundation
import Hummingbird

/// Gives every page request a ``WebSession``: the visitor's anonymous id and form token from
/// their cookies (made on the first visit), and the language from `?lang=`, then the language
/// cookie, then `Accept-Language`, then the server's default. A page that fails is answered
/// here, in that language.
package struct SessionMiddleware: RouterMiddleware {
    package typealias Context = WebContext

    let defaultLanguage: Language

    package static let userCookie = "daybook_user"
    package static let csrfCookie = "daybook_csrf"
    static let languageCookie = "daybook_lang"

    package func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        var cookies: [Cookie] = []
        // Parsed once: each `request.cookies` parses the whole header again.
        let sent = request.cookies

        /// The token in the named cookie, or a new one that the response will set.
        func token(_ name: String) -> String {
            if let kept = sent[name]?.value, VisitorToken.isWellFormed(kept) { return kept }
            let made = Self.makeToken()
            cookies.append(Self.cookie(name, made))
            return made
        }
        let userID = token(Self.userCookie)
        let csrfToken = token(Self.csrfCookie)
        let (language, asked) = Self.language(of: request, cookies: sent, default: defaultLanguage)
        if asked { cookies.append(Self.cookie(Self.languageCookie, language.rawValue)) }

        let flashKey = sent[FlashStore.cookieName]?.value
        context.session = WebSession(
            user: userID, language: language, csrfToken: csrfToken,
            flashKey: flashKey.flatMap { VisitorToken.isWellFormed($0) ? $0 : nil })
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            // Answered here, where the visitor's language is known, with their cookies set.
            guard let failure = WebFailure.from(error, localize: Localizer(language: language)) else { throw error }
            response = try failure.response(from: request, context: context)
        }
        // A flash cookie is spent once the page it led to was served, unless this answer left a
        // new flash (a redirect).
        if flashKey != nil,
            !response.headers[values: .setCookie].contains(where: { $0.hasPrefix("\(FlashStore.cookieName)=") })
        {
            cookies.append(FlashStore.expiredCookie)
        }
        for cookie in cookies { response.setCookie(cookie) }
        // A page holds the visitor's form token and data, and follows their cookies and language:
        // no shared cache may keep it, and none may give one visitor's copy to another.
        response.headers[.cacheControl] = "private, no-store"
        response.headers[.vary] = "Cookie, Accept-Language"
        return response
    }

    /// The language for `request`, and whether `?lang=` asked for it (then it is remembered).
    package static func language(of request: Request, cookies: Cookies? = nil, default defaultLanguage: Language) -> (
        Language, asked: Bool
    ) {
        if request.uri.query != nil,
            let asked = request.uri.queryParameters["lang"].flatMap({ Language(rawValue: String($0)) })
        {
            return (asked, true)
        }
        if let saved = (cookies ?? request.cookies)[languageCookie].flatMap({ Language(rawValue: $0.value) }) {
            return (saved, false)
        }
        return (request.headers[.acceptLanguage].flatMap(language(fromAcceptLanguage:)) ?? defaultLanguage, false)
    }

    /// The first language in `Accept-Language`, by quality, that Daybook speaks.
    static func language(fromAcceptLanguage header: String) -> Language? {
        let ranked = header.split(separator: ",").enumerated().compactMap { index, item -> (Double, Int, Language)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, let language = Language(localeIdentifier: tag) else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (quality, index, language) : nil
        }
        return ranked.min { ($1.0, $0.1) < ($0.0, $1.1) }?.2
    }

    static func makeToken() -> String {
        (0..<2).map { _ in String(format: "%016llx", UInt64.random(in: .min ... .max)) }.joined()
    }

    private static func cookie(_ name: String, _ value: String) -> Cookie {
        Cookie(name: name, value: value, maxAge: 60 * 60 * 24 * 365, path: "/", httpOnly: true, sameSite: .lax)
    }
}
