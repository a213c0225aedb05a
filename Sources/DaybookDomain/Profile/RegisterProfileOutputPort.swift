import Foundation

/// Where ``ProfileInteractor`` reports the outcome of a registration: exactly one of these is
/// called for each ``ProfileUseCase/register(_:reportingTo:)``.
///
/// Implemented by a presenter in the Presentation ring, which decides what the view shows. The
/// methods are `async` so an implementation may hand its result to an actor-isolated view.
public protocol RegisterProfileOutputPort: Sendable {
    /// The name broke a rule (empty, too short or too long); nothing was saved.
    func nameWasInvalid(_ error: ValidationError) async

    /// No gender was selected; nothing was saved.
    func genderWasNotSelected() async

    /// The profile was saved.
    func profileWasSaved(_ profile: UserProfile) async

    /// The input was valid but saving failed; any earlier profile is unchanged.
    func profileSaveFailed(_ error: AppError) async
}
