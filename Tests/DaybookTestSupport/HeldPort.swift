#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP port on 127.0.0.1 held by a socket that is bound but never listens. While this value
/// lives, the system never gives the port to a socket asking for any free one, and a connection
/// to it is refused at once, unless a server listens on it: a socket that reuses the address, as
/// every HTTP server here does, may bind the held port and listen, and when it stops, the port is
/// held again, with no instant in which it is free.
///
/// A fixture server stopped to make a service "offline" used to let its port go. Every suite
/// starts its own servers at once, and a server another test started could be given the port and
/// answer the request that was meant to find nothing there.
///
/// "Never" is Linux's rule for a socket asking for any port while `net.ipv4.ip_autobind_reuse`
/// is 0, its default (at 1, a port is shared once every port in the range is taken).
public final class HeldPort: Sendable {
    public let port: Int
    private let descriptor: Int32

    /// Whether a server may listen on a held port. On Linux, yes: two sockets that reuse the
    /// address may both be bound to it while only one listens. On Darwin and the BSDs the second
    /// bind is refused unless both sockets set `SO_REUSEPORT`, which FlyingFox's listener does not:
    /// there a server takes a free port of its own, and a stopped one lets it go.
    public static var sharesWithAListener: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    /// Holds a port the system chooses.
    public convenience init() throws(HeldPortError) {
        try self.init(port: 0)
    }

    /// Holds `port` (0: one the system chooses), reusing the address so that a server can
    /// listen on it; or, with `reusingAddress` false, only if no socket has the port at all.
    public init(port: Int, reusingAddress: Bool = true) throws(HeldPortError) {
        (descriptor, self.port) = try Self.bindLoopback(port: port, reusingAddress: reusingAddress)
    }

    /// A new TCP socket bound to 127.0.0.1:`port` (0: one the system chooses), and the port it
    /// has; `SO_REUSEADDR` set as asked.
    static func bindLoopback(port: Int, reusingAddress: Bool) throws(HeldPortError) -> (Int32, port: Int) {
        let descriptor = socket(AF_INET, SocketConstants.stream, 0)
        guard descriptor >= 0 else { throw HeldPortError(call: "socket", code: errno) }
        var reuse: Int32 = reusingAddress ? 1 : 0
        guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0
        else {
            let code = errno
            close(descriptor)
            throw HeldPortError(call: "setsockopt", code: code)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw HeldPortError(call: "bind", code: code)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    deinit {
        close(descriptor)
    }
}

/// A system call that failed while holding a port, with its `errno`.
public struct HeldPortError: Error, CustomStringConvertible {
    public let call: String
    public let code: Int32

    public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}
