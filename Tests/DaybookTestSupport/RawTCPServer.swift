import Foundation

/// A TCP server on 127.0.0.1 (a free port) that hands each accepted connection's socket to
/// `serve`, on a thread of its own: for tests that need a peer no HTTP library would be, such as
/// a proxy or a server that answers a byte at a time. On Linux it keeps its port for its whole
/// life (see `HeldPort`): stopped, the port refuses connections and is no other server's.
public final class RawTCPServer: Sendable {
    private let held: HeldPort?
    private let listener: Int32
    public let port: Int

    public init(serve: @escaping @Sendable (Int32) -> Void) throws {
        held = HeldPort.sharesWithAListener ? try HeldPort() : nil
        let (descriptor, port) = try HeldPort.bindLoopback(port: held?.port ?? 0, reusingAddress: true)
        self.port = port
        guard listen(descriptor, 16) == 0 else {
            let code = errno
            close(descriptor)
            throw HeldPortError(call: "listen", code: code)
        }
        listener = descriptor
        Thread.detachNewThread {
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return }
                Thread.detachNewThread { serve(client) }
            }
        }
    }

    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    public func stop() {
        shutdown(listener, SocketConstants.shutBoth)
        close(listener)
    }

    /// Reads a request's head (up to the blank line) from `socket`, byte by byte.
    public static func readHead(from socket: Int32) -> String {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.ends(with: Array("\r\n\r\n".utf8)), recv(socket, &byte, 1, 0) == 1 { head.append(byte) }
        return String(decoding: head, as: UTF8.self)
    }

    /// A socket connected to `port` on 127.0.0.1, or -1 when nothing listens there.
    public static func connect(toLocalPort port: Int) -> Int32 {
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

    /// Copies bytes from `source` to `destination` until either side ends, then passes the end
    /// on (a half close), as a proxy does.
    public static func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0, Foundation.send(destination, buffer, count, SocketConstants.noSignal) == count else {
                break
            }
        }
        shutdown(destination, SocketConstants.shutWrite)
        shutdown(source, SocketConstants.shutRead)
    }

    /// Writes `text` to `socket`; `false` once the peer is gone.
    @discardableResult
    public static func send(_ text: String, to socket: Int32) -> Bool {
        let bytes = Array(text.utf8)
        return Foundation.send(socket, bytes, bytes.count, SocketConstants.noSignal) == bytes.count
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
