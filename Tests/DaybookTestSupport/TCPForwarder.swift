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
            let upstream = Self.connect(to: targetPort)
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
            Thread.detachNewThread { Self.pump(from: upstream, to: client) }
            Self.pump(from: client, to: upstream)
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

    private static func connect(to port: Int) -> Int32 {
        let upstream = socket(AF_INET, SocketConstants.stream, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(upstream)
            return -1
        }
        return upstream
    }

    private static func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0, send(destination, buffer, count, SocketConstants.noSignal) == count else { break }
        }
        shutdown(destination, SocketConstants.shutBoth)
        shutdown(source, SocketConstants.shutBoth)
    }
}
