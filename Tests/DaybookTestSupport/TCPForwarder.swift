import Foundation
import Synchronization

/// A TCP forwarder on 127.0.0.1 to a port on the same machine, which a test can cut: while cut,
/// every open connection is closed and new ones are closed as they arrive, as when a database
/// server goes away; restored, it forwards again. Lets a test take a shared server away from one
/// process without stopping it for the tests running beside it.
public final class TCPForwarder: Sendable {
    private struct State {
        var cut = false
        var open: Set<Int32> = []
    }

    private final class Shared: Sendable {
        let state = Mutex(State())
    }

    private let shared = Shared()
    private let server: RawTCPServer
    public var port: Int { server.port }

    public init(to targetPort: Int) throws {
        let shared = shared
        server = try RawTCPServer { client in
            let upstream = RawTCPServer.connect(toLocalPort: targetPort)
            let admitted = shared.state.withLock { state -> Bool in
                guard !state.cut, upstream >= 0 else { return false }
                state.open.formUnion([client, upstream])
                return true
            }
            guard admitted else {
                close(client)
                if upstream >= 0 { close(upstream) }
                return
            }
            Thread.detachNewThread { RawTCPServer.pump(from: upstream, to: client) }
            RawTCPServer.pump(from: client, to: upstream)
        }
    }

    /// Closes every forwarded connection and refuses new ones until ``restore()``.
    public func cut() {
        let open = shared.state.withLock { state in
            state.cut = true
            defer { state.open = [] }
            return state.open
        }
        for socket in open { shutdown(socket, SocketConstants.shutBoth) }
    }

    public func restore() {
        shared.state.withLock { $0.cut = false }
    }

    public func stop() {
        cut()
        server.stop()
    }
}
