import Foundation
import Synchronization

/// An HTTP proxy on 127.0.0.1 that only tunnels (`CONNECT host:port`), as a corporate proxy
/// does for https, and records where each tunnel went. Threads and blocking sockets: small, and
/// independent of the client under test.
final class TunnelProxy: Sendable {
    private let listener: Int32
    let port: Int
    private let targets = Mutex<[String]>([])

    /// Every `CONNECT` target asked for, in order (`127.0.0.1:8080`).
    var tunnels: [String] { targets.withLock { $0 } }

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        listener = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        port = Int(UInt16(bigEndian: address.sin_port))
        let listener = listener
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                Thread.detachNewThread { self.serve(client) }
            }
        }
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve(_ client: Int32) {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.ends(with: Array("\r\n\r\n".utf8)), recv(client, &byte, 1, 0) == 1 { head.append(byte) }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[0] == "CONNECT", let colon = parts[1].lastIndex(of: ":"),
            let port = UInt16(parts[1][parts[1].index(after: colon)...])
        else {
            _ = "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n".withCString {
                send(client, $0, strlen($0), 0)
            }
            close(client)
            return
        }
        targets.withLock { $0.append(String(parts[1])) }
        let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let answer = connected == 0 ? "HTTP/1.1 200 Connection Established\r\n\r\n" : "HTTP/1.1 502 Bad Gateway\r\n\r\n"
        _ = answer.withCString { send(client, $0, strlen($0), 0) }
        guard connected == 0 else {
            close(client)
            close(upstream)
            return
        }
        Thread.detachNewThread { Self.pump(from: upstream, to: client) }
        Self.pump(from: client, to: upstream)
    }

    private static func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0, send(destination, buffer, count, Int32(MSG_NOSIGNAL)) == count else { break }
        }
        shutdown(destination, Int32(SHUT_WR))
        shutdown(source, Int32(SHUT_RD))
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
