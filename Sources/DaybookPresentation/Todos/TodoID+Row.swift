import DaybookDomain
import Foundation

extension TodoID {
    /// The id a row showed, back as the domain's: a screen only ever holds ids it was given, so
    /// one that is not an id is refused as malformed input, not looked for.
    init(row id: String) throws(AppError) {
        guard let uuid = UUID(text: id) else { throw .validation(ValidationError(field: .todoID, rule: .malformed)) }
        self.init(uuid)
    }
}
