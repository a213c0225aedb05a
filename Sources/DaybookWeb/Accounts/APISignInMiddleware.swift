import DaybookComposition
import DaybookPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Who an API call is from (``SignInGate/Mode``): with accounts, an account's token
/// (`Authorization: Bearer TOKEN`) or its name and password (HTTP Basic); with only the server's
/// password, that password through Basic (any user name); open, the household. Without
/// credentials, or with wrong ones, 401 with a `WWW-Authenticate` challenge for each scheme it
/// takes (RFC 7235; Bearer's as RFC 6750 writes it, `error="invalid_token"` for a token refused),
/// worded for what was sent: nothing, a token that is not (or no longer) accepted, or a name and
/// password that do not match (the same words for a name no account has). Wrong passwords count
/// towards the same throttle as sign-ins.
struct APISignInMiddleware: RouterMiddleware {
    typealias Context = WebContext
    let gate: SignInGate

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response)
        async throws -> Response
    {
        let language = context.session.language
        let localize = Localizer(language: language)
        let header = request.headers[.authorization]
        var context = context
        switch try await gate.mode(language: language) {
        case .open:
            context.session.person = .household
        case .password:
            // No credentials at all is how a client first finds out it needs some: not a guess.
            func unauthorized() -> WebFailure {
                WebFailure(
                    status: .unauthorized, message: localize(WebText.apiUnauthorized), challenges: [Self.basicChallenge]
                )
            }
            guard let (_, candidate) = Self.basic(header) else { throw unauthorized() }
            switch try await gate.check(candidate, from: context.client, language: language) {
            case .success(true): context.session.person = .household
            case .success(false): throw unauthorized()
            case .failure(let wait): throw Self.throttled(wait, localize)
            }
        case .accounts:
            // Made only when refused: the message is filled in for every call otherwise.
            func unauthorized(_ text: any LocalizedText, tokenRefused: Bool = false) -> WebFailure {
                let bearer = tokenRefused ? Self.bearerChallenge + #", error="invalid_token""# : Self.bearerChallenge
                return WebFailure(
                    status: .unauthorized, message: localize(text), challenges: [Self.basicChallenge, bearer])
            }
            if let token = Self.bearer(header) {
                // A token is 256 random bits: no guessing reaches one, so none is throttled.
                guard let person = try await gate.person(bearing: token, language: language) else {
                    // Revoked or never issued, alike: a token names no one by itself.
                    throw unauthorized(WebText.apiTokenRefused, tokenRefused: true)
                }
                context.session.person = person
            } else if let (name, password) = Self.basic(header) {
                switch try await gate.checkAccount(
                    name: name, password: password, from: context.client, language: language)
                {
                case .success(let person?): context.session.person = person
                case .success(nil): throw unauthorized(SignInText.wrongNameOrPassword)
                case .failure(let wait): throw Self.throttled(wait, localize)
                }
            } else {
                throw unauthorized(WebText.apiAccountUnauthorized)
            }
        }
        return try await next(request, context)
    }

    /// The challenges of the two schemes the API takes (RFC 7617, RFC 6750).
    static let basicChallenge = #"Basic realm="Daybook", charset="UTF-8""#
    static let bearerChallenge = #"Bearer realm="Daybook""#

    private static func throttled(_ wait: SignInGate.Wait, _ localize: Localizer) -> WebFailure {
        WebFailure(status: .tooManyRequests, message: wait.message(localize), retryAfterSeconds: wait.seconds)
    }

    /// The user name and password of `Basic base64(user:password)`.
    static func basic(_ header: String?) -> (String, String)? {
        guard let header, header.count > 6, header.prefix(6).lowercased() == "basic ",
            let data = Data(base64Encoded: String(header.dropFirst(6)).trimmingCharacters(in: .whitespaces)),
            let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":")
        else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// The token of `Bearer TOKEN` (the scheme in any case; spaces and tabs around the token
    /// dropped). Read on every call a script makes: compared byte by byte, no string made but
    /// the token.
    static func bearer(_ header: String?) -> String? {
        guard let header else { return nil }
        let bytes = header.utf8
        guard bytes.count > 7 else { return nil }
        var index = bytes.startIndex
        for expected in "bearer".utf8 {
            // ASCII letters only: setting 0x20 lowers an upper-case letter and changes no lower-case one.
            guard bytes[index] | 0x20 == expected else { return nil }
            index = bytes.index(after: index)
        }
        guard bytes[index] == UInt8(ascii: " ") else { return nil }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes[index...].firstIndex(where: { !isBlank($0) }),
            let last = bytes[first...].lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(Substring(bytes[first...last]))
    }
}
