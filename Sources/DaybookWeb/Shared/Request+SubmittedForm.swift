import DaybookPresentation
import Hummingbird

extension Request {
    /// The form this request posted, once its token is checked against the visitor's.
    func decodeForm<Form: SubmittedForm>(as type: Form.Type, context: WebContext) async throws -> Form {
        let form = try await decode(as: type, context: context)
        guard let token = form.csrf, Self.constantTimeEqual(token, context.session.csrfToken) else {
            throw WebFailure(
                status: .forbidden, message: Localizer(language: context.session.language)(WebText.formExpired))
        }
        return form
    }

    /// Compares every byte whatever the first difference, so the time taken tells nothing of
    /// how much of a guessed token was right.
    private static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (Array(lhs.utf8), Array(rhs.utf8))
        guard left.count == right.count, !right.isEmpty else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
