import DaybookPresentation
import Hummingbird

extension Request {
    /// The form this request posted, once its token is checked against the visitor's.
    func decodeForm<Form: SubmittedForm>(as type: Form.Type, context: WebContext) async throws -> Form {
        let form = try await decode(as: type, context: context)
        guard let token = form.csrf, VisitorToken.matches(token, context.session.csrfToken) else {
            throw WebFailure(
                status: .forbidden, message: Localizer(language: context.session.language)(WebText.formExpired))
        }
        return form
    }
}
