import DaybookPresentation
import Hummingbird

/// `/profile`: the visitor's saved profile and the registration form. The form posts to the
/// output-port cycle; the alert the presenter chose is shown after the redirect, and a rejected
/// form comes back filled in as it was sent.
struct ProfilePage: Sendable {
    let app: WebApp

    func register(on group: RouterGroup<WebContext>) {
        group.get("profile") { request, context in
            let view = ProfileResponseView()
            await app.profileController(for: context.session, view: view).load()
            let localize = app.controllers(for: context.session.language).localizer
            let flash = app.flashes.take(for: context.session.user)
            let status = await view.status
            let html = ProfileHTML(localizer: localize, csrfToken: context.session.csrfToken)
            return app.layout(request, context, section: .profile).page(
                title: localize(.navProfile), flash: flash,
                """
                \(status.map(html.status))
                \(html.form(name: flash?.fields["name"] ?? "", genderCode: flash?.fields["gender"], invalid: flash?.fields["invalid"]))
                """)
        }
        group.post("profile") { request, context in
            let form = try await FormData.verified(from: request, context: context)
            let (name, gender) = (form["name"] ?? "", form["gender"])
            let view = ProfileResponseView()
            await app.profileController(for: context.session, view: view).register(name: name, genderCode: gender)
            let flash = await view.alert.map { alert in
                let invalid =
                    switch alert.outcome {
                    case .invalidName: "name"
                    case .genderNotSelected: "gender"
                    case .saved, .saveFailed: ""
                    }
                return alert.failure == nil
                    ? Flash(message: alert.text, tone: .success)
                    : Flash(
                        message: alert.text, tone: .failure,
                        fields: ["name": name, "gender": gender ?? "", "invalid": invalid])
            }
            return app.redirect(to: "/profile", flash: flash, for: context.session)
        }
    }
}

/// The profile page's parts: the saved profile as a definition list, and the form.
struct ProfileHTML {
    let localize: Localizer
    let csrfToken: String

    init(localizer: Localizer, csrfToken: String) {
        localize = localizer
        self.csrfToken = csrfToken
    }

    func status(_ status: ProfileStatusViewState) -> HTML {
        """
        <section aria-labelledby="status-title"><h2 id="status-title">\(localize(.profileStatusTitle))</h2>\
        \(statusBody(status))</section>
        """
    }

    func statusBody(_ status: ProfileStatusViewState) -> HTML {
        switch status {
        case .notRegistered(let message): "<p class=\"muted\">\(message)</p>"
        case .failed(let error): Layout.alert(error.message)
        case .registered(let summary):
            "<dl class=\"profile\">\(summary.lines.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" as HTML })</dl>"
        }
    }

    /// The form; the `invalid` field ("name" or "gender") is marked and described by the alert.
    func form(name: String, genderCode: String?, invalid: String?) -> HTML {
        let marked: HTML = #" aria-invalid="true" aria-describedby="flash""#
        let options: [HTML] = GenderOption.all(localizer: localize).map { option in
            let checked: HTML = option.code == genderCode ? " checked" : .empty
            return """
                <label><input type="radio" name="gender" value="\(option.code)"\(checked)> \(option.label)</label>
                """
        }
        return """
            <section aria-labelledby="form-title">
            <h2 id="form-title">\(localize(.profileFormTitle))</h2>
            <form method="post" action="/profile">
            <input type="hidden" name="csrf" value="\(csrfToken)">
            <p><label for="name">\(localize(.profileLabelName))</label>
            <input type="text" id="name" name="name" value="\(name)" autocomplete="nickname"\(invalid == "name" ? marked : .empty)></p>
            <fieldset\(invalid == "gender" ? marked : .empty)><legend>\(localize(.profileLabelGender))</legend>\(options)</fieldset>
            <p><button type="submit">\(localize(.profileRegister))</button></p>
            </form>
            </section>
            """
    }
}
