import DaybookComposition
import DaybookPresentation
import Foundation
import Hummingbird

/// `/signin` and `/signout`: a form that asks for an account's name and password (or, without
/// accounts, the server's password), with the form token like every form; a signed cookie on
/// success, and a slowed-down, counted failure. On an open server there is nothing to sign in to:
/// the page sends the visitor on.
///
/// With only the server's password, the form also offers an optional name: the right password
/// with a name makes the first account (that name, that password), which takes over everything
/// kept so far, as `daybook user add` would, and signs its person in: the upgrade from one shared
/// password to accounts, done from the browser.
package struct SignInPages: Sendable {
    let app: WebApp
    let gate: SignInGate
    /// Whether the form links to `/signup` (with accounts; see ``SignUpPages``).
    var offersSignUp = false

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("signin", use: show)
        routes.post("signin", use: signIn)
        routes.post("signout", use: signOut)
        return routes
    }

    /// The name (with accounts), the password, and where to go once they are right; and what a
    /// form sent after the session ended keeps (``KeptForm``).
    struct SignInForm: SubmittedForm {
        let csrf: String?
        let name: String?
        let password: String?
        let next: String?
        let keptTitle: String?
        let keptName: String?
        let keptGender: String?

        /// The kept fields, under their own forms' names.
        var kept: [String: String] {
            KeptForm.fields(signingIn: ["keptTitle": keptTitle, "keptName": keptName, "keptGender": keptGender])
        }
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> Response {
        let next = Self.safeNext(request.uri.queryParameters["next"].map(String.init))
        let language = context.session.language
        let mode = try await gate.mode(language: language)
        if case .signedIn = try await gate.session(request, mode: mode, language: language) {
            return Response(status: .seeOther, headers: [.location: next])
        }
        let flash = await app.flashes.take(for: context.session)
        return try form(request, context, next: next, mode: mode, name: "", flash: flash, kept: flash?.fields ?? [:])
    }

    @Sendable func signIn(_ request: Request, context: WebContext) async throws -> Response {
        let form = try await request.decodeForm(as: SignInForm.self, context: context)
        let next = Self.safeNext(form.next)
        let kept = form.kept
        let localize = context.session.localizer
        let language = context.session.language
        let mode = try await gate.mode(language: language)
        let outcome: Result<Person?, SignInGate.Wait>
        switch mode {
        case .open:
            return Response(status: .seeOther, headers: [.location: next])
        case .password:
            outcome = try await gate.check(form.password ?? "", from: context.client, language: language).map {
                $0 ? .household : nil
            }
            let name = (form.name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if case .success(.some) = outcome, !name.isEmpty {
                return try await makeFirstAccount(request, context, form: form, name: name, next: next)
            }
        case .accounts:
            outcome = try await gate.checkAccount(
                name: form.name ?? "", password: form.password ?? "", from: context.client, language: language)
        }
        switch outcome {
        case .success(let person?):
            // What a form kept is filled in again where it was sent from, for its person to send.
            var response =
                kept.isEmpty
                ? Response(status: .seeOther, headers: [.location: next])
                : await app.redirect(
                    to: next, flash: Flash(message: localize(SignInText.keptAfterSignIn), tone: .failure, fields: kept),
                    for: context.session, recipient: .signedIn(person))
            response.setCookie(try await gate.signInCookie(for: person, language: language))
            return response
        case .success(nil) where mode == .password:
            let flash = Flash(message: localize(SignInText.wrongPassword), tone: .failure, fields: kept)
            return await app.redirect(to: Self.signInPath(next: next), flash: flash, for: context.session)
        case .success(nil):
            // The same words, status and time for a name no account has and for a wrong password;
            // the name stays typed.
            return try self.form(
                request, context, next: next, mode: .accounts, name: form.name ?? "",
                flash: Flash(message: localize(SignInText.wrongNameOrPassword), tone: .failure), kept: kept,
                status: .unauthorized)
        case .failure(let wait):
            var response = try self.form(
                request, context, next: next, mode: mode, name: form.name ?? "",
                flash: Flash(message: wait.message(localize), tone: .failure), kept: kept, status: .tooManyRequests)
            response.headers[.retryAfter] = String(wait.seconds)
            return response
        }
    }

    @Sendable func signOut(_ request: Request, context: WebContext) async throws -> Response {
        _ = try await request.decodeForm(as: ButtonForm.self, context: context)
        let localize = context.session.localizer
        var response = await app.redirect(
            to: "/signin", flash: Flash(message: localize(SignInText.signedOut), tone: .success), for: context.session,
            recipient: .signedOut)
        response.setCookie(gate.signOutCookie())
        return response
    }

    /// The right server password with a name: the first account, made with that name and that
    /// password, takes everything kept so far, and its person is signed in. A name or a password
    /// that `user add` would refuse is said in its words on the form (the name kept); someone
    /// else's first account made meanwhile sends the visitor to sign in as themselves.
    private func makeFirstAccount(
        _ request: Request, _ context: WebContext, form: SignInForm, name: String, next: String
    ) async throws -> Response {
        let localize = context.session.localizer
        let language = context.session.language
        guard try await gate.mode(language: language, fresh: true) == .password else {
            let flash = Flash(message: localize(SignInText.firstAccountTaken), tone: .failure, fields: form.kept)
            return await app.redirect(to: Self.signInPath(next: next), flash: flash, for: context.session)
        }
        let made: Person?
        do {
            made = try await app.container.makeFirstAccount(name: name, password: form.password ?? "")
        } catch {
            let failure = ErrorViewState(error, localizer: localize)
            return try self.form(
                request, context, next: next, mode: .password, name: form.name ?? "",
                flash: Flash(message: failure.message, tone: .failure), kept: form.kept, status: failure.httpStatus)
        }
        guard let person = made else {
            let flash = Flash(message: localize(SignInText.firstAccountTaken), tone: .failure, fields: form.kept)
            return await app.redirect(to: Self.signInPath(next: next), flash: flash, for: context.session)
        }
        var response = await app.redirect(
            to: next,
            flash: Flash(
                message: localize(SignInText.firstAccountMade, ["name": person.name ?? name]), tone: .success,
                fields: form.kept),
            for: context.session, recipient: .signedIn(person))
        response.setCookie(try await gate.signInCookie(for: person, language: language))
        return response
    }

    /// The name field, as the sign-in and sign-up forms show it: `required` with accounts, the
    /// name typed before kept in it.
    static func nameField(
        label: String, name: String, required: Bool, autofocus: Bool, invalid: HTML, hint: String? = nil,
        autocomplete: String = "username"
    ) -> HTML {
        let described: HTML = hint == nil ? .empty : #" aria-describedby="name-hint""#
        let hintLine: HTML = hint.map { "\n<p class=\"muted\" id=\"name-hint\">\($0)</p>" } ?? .empty
        return """
            <div class="field"><label for="name">\(label)</label>
            <input type="text" id="name" name="name" value="\(name)" autocomplete="\(autocomplete)" autocapitalize="none" \
            spellcheck="false" maxlength="\(AccountController.nameMaximumLength)"\(required ? " required" : "")\
            \(autofocus ? " autofocus" : "")\(invalid)\(described)>\(hintLine)</div>
            """
    }

    /// The form; with accounts it asks the name first, and a failed attempt keeps the name typed
    /// (never the password). With only the server's password, the name is optional: it makes the
    /// first account.
    private func form(
        _ request: Request, _ context: WebContext, next: String, mode: SignInGate.Mode, name: String, flash: Flash?,
        kept: [String: String], status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let localize = context.session.localizer
        let asksName = mode == .accounts
        let invalid: HTML = flash?.tone == .failure ? #" aria-invalid="true" aria-describedby="flash""# : .empty
        // The first field to fill: the name, unless it is kept from a failed attempt.
        let signUpLink: HTML =
            offersSignUp && asksName ? "\n<p><a href=\"/signup\">\(localize(SignInText.signUpLink))</a></p>" : .empty
        let focusName = asksName && name.isEmpty
        let focusPassword: HTML = focusName ? .empty : " autofocus"
        let nameField: HTML =
            switch mode {
            case .accounts:
                Self.nameField(
                    label: localize(SignInText.nameLabel), name: name, required: true, autofocus: focusName,
                    invalid: invalid)
            case .password:
                Self.nameField(
                    label: localize(SignInText.firstAccountLabel), name: name, required: false, autofocus: false,
                    invalid: .empty, hint: localize(SignInText.firstAccountHint),
                    // Filled in only by the person who means to: a password manager's name here
                    // would make an account, and give it the household's data, unasked.
                    autocomplete: "off")
            case .open: .empty
            }
        var response = app.layout(request, context, current: nil).page(
            title: localize(SignInText.title), flash: flash,
            """
            <form method="post" action="/signin">
            <input type="hidden" name="csrf" value="\(context.session.csrfToken)">
            <input type="hidden" name="next" value="\(next)">\(KeptForm.hiddenFields(kept))
            \(asksName ? nameField : .empty)<div class="field"><label for="password">\(localize(SignInText.passwordLabel))</label>
            <input type="password" id="password" name="password" autocomplete="current-password" required\(focusPassword)\(invalid)></div>
            \(asksName ? .empty : nameField)
            <p class="actions"><button type="submit">\(localize(SignInText.button))</button></p>
            </form>\(signUpLink)
            """
        ).response(from: request, context: context)
        response.status = status
        return response
    }

    /// The sign-in page, coming back to `next` after.
    package static func signInPath(next: String) -> String {
        "/signin?next=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "%2F")
    }

    /// Where to go after signing in: a path of this site, never another host (`//evil.example`,
    /// `/\evil.example` and absolute URLs become `/`).
    package static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), next.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else { return "/" }
        let path = next.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        return Layout.localPath(path) == path ? next : "/"
    }
}
