import Foundation  // socket, bind and getaddrinfo from the C library

/// An address `serve` listens on, and the option that chose its port: for saying which one
/// another program holds when the server cannot start.
struct ListenAddress {
    let host: String
    let port: Int
    /// `--port` or `--metrics-port`.
    let option: String

    /// `127.0.0.1:8080`, `[::1]:8080`.
    var text: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// Whether another socket listens on this address now: binding it fails with EADDRINUSE.
    ///
    /// Asked after the server failed to start, when its own listeners are closed: the server's
    /// error does not say which of its addresses it could not bind. SO_REUSEADDR as the server
    /// sets it, so a connection of ours still closing does not count as taken. Port 0 (any free
    /// port) is never taken.
    var isTaken: Bool {
        guard port != 0 else { return false }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_socktype = SocketType.stream
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return false }
        defer { freeaddrinfo(found) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry?.pointee {
            entry = address.ai_next
            let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            if bind(descriptor, address.ai_addr, address.ai_addrlen) != 0 && errno == EADDRINUSE { return true }
        }
        return false
    }

    private enum SocketType {
        #if canImport(Darwin)
            static let stream = SOCK_STREAM
        #else
            static let stream = Int32(SOCK_STREAM.rawValue)
        #endif
    }
}
