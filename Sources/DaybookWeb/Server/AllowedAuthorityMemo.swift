import Synchronization

/// The one `Host` authority last found allowed, exactly as it was sent, so that the next request
/// naming it is not parsed again (see ``HostPolicy/verdict(authority:)``). One value, replaced,
/// never a growing set: a client sending a new name each time costs a parse, as before.
final class AllowedAuthorityMemo: Sendable {
    private let kept = Mutex<String?>(nil)

    func contains(_ authority: String) -> Bool {
        kept.withLock { $0 == authority }
    }

    func keep(_ authority: String) {
        kept.withLock { $0 = authority }
    }
}
