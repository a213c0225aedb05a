import Foundation
import Observation

/// The profile screen: the guides' registration form (a name of 2 to 10 characters and a
/// gender), validated in the domain, with an alert for each outcome.
@MainActor
public protocol ProfileViewModel: AnyObject, Observable {
    var state: ProfileScreenState { get }

    /// Reads the saved profile, and follows it while on screen (a save from another front end shows).
    func onAppear()
    func onDisappear()
    func nameChanged(_ name: String)
    func genderSelected(code: String)
    /// Registers the form as filled in; the outcome comes back as ``ProfileScreenState/alert``.
    func register() async
    func dismissAlert()
}
