import DaybookPresentation
import Foundation
import Hummingbird

/// `/signin` and `/signout`, when the server has a password: a form that asks for it (with the
/// form token, like every form), a signed cookie on success, and a slowed-down, counted failure.
struct SignInPages: Sendable {
    let app: WebApp
    let gate: PasswordGate

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("signin", use: show)
        routes.post("signin", use: signIn)
        routes.post("signout", use: signOut)
        return routes
    }

    /// The password, and where to go once it is right.
    struct SignInForm: SubmittedForm {
        let csrf: String?
        let password: String?
        let next: String?
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> Response {
        let next = Self.safeNext(request.uri.queryParameters["next"].map(String.init))
        if try await gate.isSignedIn(request, language: context.session.language) {
            return Response(status: .seeOther, headers: [.location: next])
        }
        return try form(request, context, next: next, flash: await app.flashes.take(for: context.session))
    }

    @Sendable func signIn(_ request: Request, context: WebContext) async throws -> Response {
        let form = try await request.decodeForm(as: SignInForm.self, context: context)
        let next = Self.safeNext(form.next)
        let localize = context.session.localizer
        switch await gate.check(form.password ?? "", from: context.client) {
        case .success(true):
            var response = Response(status: .seeOther, headers: [.location: next])
            response.setCookie(try await gate.signInCookie(language: context.session.language))
            return response
        case .success(false):
            let flash = Flash(message: localize(SignInText.wrongPassword), tone: .failure)
            return await app.redirect(to: Self.signInPath(next: next), flash: flash, for: context.session)
        case .failure(let wait):
            let message = wait.message(localize)
            var response = try self.form(request, context, next: next, flash: Flash(message: message, tone: .failure))
            response.status = .tooManyRequests
            response.headers[.retryAfter] = String(wait.seconds)
            return response
        }
    }

    @Sendable func signOut(_ request: Request, context: WebContext) async throws -> Response {
        _ = try await request.decodeForm(as: ButtonForm.self, context: context)
        let localize = context.session.localizer
        var response = await app.redirect(
            to: "/signin", flash: Flash(message: localize(SignInText.signedOut), tone: .success), for: context.session)
        response.setCookie(gate.signOutCookie())
        return response
    }

    private func form(_ request: Request, _ context: WebContext, next: String, flash: Flash?) throws -> Response {
        let localize = context.session.localizer
        let invalid: HTML = flash?.tone == .failure ? #" aria-invalid="true" aria-describedby="flash""# : .empty
        return app.layout(request, context, current: nil).page(
            title: localize(SignInText.title), flash: flash,
            """
            <form method="post" action="/signin">
            <input type="hidden" name="csrf" value="\(context.session.csrfToken)">
            <input type="hidden" name="next" value="\(next)">
            <div class="field"><label for="password">\(localize(SignInText.passwordLabel))</label>
            <input type="password" id="password" name="password" autocomplete="current-password" required autofocus\(invalid)></div>
            <p class="actions"><button type="submit">\(localize(SignInText.button))</button></p>
            </form>
            """
        ).response(from: request, context: context)
    }

    /// The sign-in page, coming back to `next` after.
    static func signInPath(next: String) -> String {
        "/signin?next=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "%2F")
    }

    /// Where to go after signing in: a path of this site, never another host (`//evil.example`,
    /// `/\evil.example` and absolute URLs become `/`).
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), next.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else { return "/" }
        let path = next.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        return Layout.localPath(path) == path ? next : "/"
    }
}
