import DaybookPresentation
import Hummingbird

/// A form one of the site's pages posts. It is decoded like any body (the context's
/// ``WebRequestDecoder`` reads `application/x-www-form-urlencoded`), then accepted only if it
/// carries the visitor's form token: a form another site made cannot, so it is refused with 403.
///
/// Every field is optional: a field left out reads as empty, and the use case says what is
/// wrong with it, as for any other input.
protocol SubmittedForm: Decodable, Sendable {
    /// The form token, from the hidden `csrf` field every form has.
    var csrf: String? { get }
}
