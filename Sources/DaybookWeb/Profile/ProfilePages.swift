import DaybookPresentation
import Hummingbird

/// `/profile`: the visitor's saved profile and the registration form. The form posts to the
/// output-port cycle; the alert the presenter chose is shown after the redirect, and a rejected
/// form comes back filled in as it was sent.
package struct ProfilePages: WebFeature {
    static let navigation: NavigationEntry? = NavigationEntry(
        path: "/profile", title: ProfilePageText.navigation, icon: .profile)

    let app: WebApp

    func routes() -> RouteCollection<WebContext> {
        let routes = RouteCollection(context: WebContext.self)
        routes.get("profile", use: show)
        routes.post("profile", use: register)
        return routes
    }

    /// The registration form's fields.
    struct RegistrationForm: SubmittedForm {
        let csrf: String?
        let name: String?
        let gender: String?
    }

    @Sendable func show(_ request: Request, context: WebContext) async throws -> HTML {
        let view = ProfileResponseView()
        await app.profileController(for: context.session, view: view).load()
        let localize = context.session.localizer
        let flash = await app.flashes.take(for: context.session)
        let status = await view.status
        // A database that is away or busy is the error page with its status, as for the list.
        if case .failed(let error)? = status, error.httpStatus.code >= 500 { throw WebFailure(error) }
        let html = ProfileHTML(localizer: localize, csrfToken: context.session.csrfToken)
        return app.layout(request, context, current: Self.navigation).page(
            title: localize(ProfilePageText.navigation), flash: flash,
            """
            \(status.map(html.status))
            \(html.form(name: flash?.fields["name"] ?? "", genderCode: flash?.fields["gender"], invalid: flash?.fields["invalid"]))
            """)
    }

    @Sendable func register(_ request: Request, context: WebContext) async throws -> Response {
        let form = try await request.decodeForm(as: RegistrationForm.self, context: context)
        let (name, gender) = (form.name ?? "", form.gender)
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
        return await app.redirect(to: "/profile", flash: flash, for: context.session)
    }

    /// Whether a profile is registered, and if so what it says.
    func dashboardSection(_ request: Request, context: WebContext) async -> DashboardSection? {
        let view = ProfileResponseView()
        await app.profileController(for: context.session, view: view).load()
        let localize = context.session.localizer
        return DashboardSection(
            card: .profile, title: localize(ProfilePageText.navigation),
            content: Self.sectionContent(await view.status, localizer: localize))
    }

    /// The dashboard's profile: who is registered, or that nobody is. The page and the live
    /// dashboard draw it alike.
    package static func sectionContent(_ status: ProfileStatusViewState?, localizer: Localizer) -> HTML {
        status.map(ProfileHTML(localizer: localizer, csrfToken: "").statusBody) ?? .empty
    }
}
