import Foundation
import Observation

/// A post's screen: the post, its author, and the way back.
@MainActor
public protocol PostViewModel: AnyObject, Observable {
    var state: PostScreenState { get }

    func onAppear()
    func onDisappear()
    func refresh() async
    /// Back to the list (through the router).
    func close()
    func dismissAlert()
}
