import DaybookTestSupport
import Foundation
import Synchronization

/// An HTTP proxy on 127.0.0.1 that only tunnels (`CONNECT host:port`), as a corporate proxy
/// does for https, and records where each tunnel went. Threads and blocking sockets: small, and
/// independent of the client under test.
final class TunnelProxy: Sendable {
    private final class Log: Sendable {
        let targets = Mutex<[String]>([])
    }

    private let log = Log()
    private let server: RawTCPServer

    /// Every `CONNECT` target asked for, in order (`127.0.0.1:8080`).
    var tunnels: [String] { log.targets.withLock { $0 } }
    var port: Int { server.port }

    init() throws {
        let log = log
        server = try RawTCPServer { client in Self.tunnel(client, log: log) }
    }

    func stop() {
        server.stop()
    }

    private static func tunnel(_ client: Int32, log: Log) {
        let line = RawTCPServer.readHead(from: client).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[0] == "CONNECT", let colon = parts[1].lastIndex(of: ":"),
            let port = UInt16(parts[1][parts[1].index(after: colon)...])
        else {
            RawTCPServer.send("HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n", to: client)
            close(client)
            return
        }
        log.targets.withLock { $0.append(String(parts[1])) }
        let upstream = RawTCPServer.connect(toLocalPort: Int(port))
        RawTCPServer.send(
            upstream >= 0 ? "HTTP/1.1 200 Connection Established\r\n\r\n" : "HTTP/1.1 502 Bad Gateway\r\n\r\n",
            to: client)
        guard upstream >= 0 else {
            close(client)
            return
        }
        Thread.detachNewThread { RawTCPServer.pump(from: upstream, to: client) }
        RawTCPServer.pump(from: client, to: upstream)
    }
}
