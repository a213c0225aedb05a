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
        let upstream = socket(AF_INET, SocketConstants.stream, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        RawTCPServer.send(
            connected == 0 ? "HTTP/1.1 200 Connection Established\r\n\r\n" : "HTTP/1.1 502 Bad Gateway\r\n\r\n",
            to: client)
        guard connected == 0 else {
            close(client)
            close(upstream)
            return
        }
        Thread.detachNewThread { pump(from: upstream, to: client) }
        pump(from: client, to: upstream)
    }

    private static func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0, send(destination, buffer, count, SocketConstants.noSignal) == count else { break }
        }
        shutdown(destination, SocketConstants.shutWrite)
        shutdown(source, SocketConstants.shutRead)
    }
}
