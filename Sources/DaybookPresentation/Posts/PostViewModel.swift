import Foundation
import Observation

/// A post's screen: the post, its author, and the way back.
///
/// A protocol, with ``PostViewModelImpl`` behind it, because the terminal's `PostScreen` is
/// generic over it and a test drives it with a double: `FakePostViewModel`
/// (Tests/DaybookTestSupport), in `FakeDrivenScreenTests`.
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
