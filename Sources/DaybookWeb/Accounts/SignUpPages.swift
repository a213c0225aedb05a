import DaybookComposition
import DaybookPresentation
import Foundation
import Hummingbird

/// `/signup`, with `--allow-signup`, once people have accounts: a visitor makes an account of
/// their own (a name, a password typed twice) and is signed in with it, on an empty list of their
/// own. The first account is never made here (it takes the data kept so far: `daybook user add`
/// makes it), not even by a sign-up racing the last account's removal. Every attempt counts
/// towards the address's sign-up throttle, its own, whether it succeeds or not (a name taken
/// included), and no sign-in forgives it: one address makes a few accounts and then waits,
/// longer each time. Without the flag, or without accounts, the address does not exist (404).
struct SignUpPages: Sendable {
    let app: WebApp
    let gate: SignInGate
    let allowed: Bool

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("signup", use: show)
        routes.post("signup", use: signUp)
        return routes
    }

    struct SignUpForm: SubmittedForm {
        let csrf: String?
        let name: String?
        let password: String?
        let again: String?
    }

    /// Whether the page exists now: allowed, and people have accounts. (A server that may not be
    /// open asks for an account even when there is none: that is not a reason to offer one.)
    private func isOpen(_ context: WebContext) async throws -> Bool {
        guard allowed else { return false }
        return try await app.container.hasAccounts()
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> Response {
        guard try await isOpen(context) else { throw HTTPError(.notFound) }
        return try form(request, context, name: "", flash: await app.flashes.take(for: context.session))
    }

    @Sendable func signUp(_ request: Request, context: WebContext) async throws -> Response {
        let form = try await request.decodeForm(as: SignUpForm.self, context: context)
        guard try await isOpen(context) else { throw HTTPError(.notFound) }
        let localize = context.session.localizer
        let name = form.name ?? ""
        if let wait = try await app.container.admitSignUp(from: context.client) {
            let wait = SignInGate.Wait(duration: wait)
            var response = try self.form(
                request, context, name: name, flash: Flash(message: wait.message(localize), tone: .failure),
                status: .tooManyRequests)
            response.headers[.retryAfter] = String(wait.seconds)
            return response
        }
        guard form.password == form.again else {
            return try self.form(
                request, context, name: name,
                flash: Flash(message: localize(SignInText.passwordsDiffer), tone: .failure),
                status: .badRequest)
        }
        let made: Person?
        do {
            made = try await app.container.signUp(name: name, password: form.password ?? "")
        } catch {
            let failure = ErrorViewState(error, localizer: localize)
            return try self.form(
                request, context, name: name, flash: Flash(message: failure.message, tone: .failure),
                status: failure.httpStatus)
        }
        // The last account was removed meanwhile: there is no sign-up without accounts.
        guard let person = made else { throw HTTPError(.notFound) }
        var response = await app.redirect(
            to: "/todos",
            flash: Flash(message: localize(SignInText.welcome, ["name": person.name ?? name]), tone: .success),
            for: context.session, recipient: .signedIn(person))
        response.setCookie(try await gate.signInCookie(for: person, language: context.session.language))
        return response
    }

    private func form(
        _ request: Request, _ context: WebContext, name: String, flash: Flash?, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let localize = context.session.localizer
        let invalid: HTML = flash?.tone == .failure ? #" aria-invalid="true" aria-describedby="flash""# : .empty
        var response = app.layout(request, context, current: nil).page(
            title: localize(SignInText.signUpTitle), flash: flash,
            """
            <form method="post" action="/signup">
            <input type="hidden" name="csrf" value="\(context.session.csrfToken)">
            \(SignInPages.nameField(label: localize(SignInText.nameLabel), name: name, required: true, autofocus: true, invalid: invalid))
            <div class="field"><label for="password">\(localize(SignInText.passwordLabel))</label>
            <input type="password" id="password" name="password" autocomplete="new-password" required\(invalid)></div>
            <div class="field"><label for="again">\(localize(SignInText.passwordAgainLabel))</label>
            <input type="password" id="again" name="again" autocomplete="new-password" required\(invalid)></div>
            <p class="actions"><button type="submit">\(localize(SignInText.signUpButton))</button></p>
            </form>
            """
        ).response(from: request, context: context)
        response.status = status
        return response
    }
}
