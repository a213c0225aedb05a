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
    /// Chooses a gender by its code; ``GenderOption/notSelectedCode`` chooses none.
    func genderSelected(code: String)
    /// Registers the form as filled in; the outcome comes back as ``ProfileScreenState/alert``.
    func register() async
    /// Closes the alert; closing the name's alert clears the name, as guide 001's OK does.
    func dismissAlert()
}
