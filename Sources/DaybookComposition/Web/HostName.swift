import Foundation  // inet_pton from the C library

/// A host as written in an address or a `Host` header: a name, an IPv4 address, or an IPv6
/// address (in brackets or not). Lower-cased, without a trailing dot.
public struct HostName: Hashable, Sendable {
    public let text: String

    public init(_ raw: String) {
        var text = raw.lowercased()
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.hasSuffix(".") && !text.hasSuffix("..") { text.removeLast() }
        self.text = text
    }

    /// The host of an authority (`host`, `host:port`, `[v6]:port`), or `nil` when it is not one.
    public init?(authority: String) {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && Self.isPort(rest.dropFirst())) else { return nil }
            self.init(String(authority[...close]))
            guard isIPv6 else { return nil }
            return
        }
        let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let host = parts.first, !host.isEmpty else { return nil }
        if parts.count == 2, !Self.isPort(parts[1]) { return nil }
        self.init(String(host))
    }

    /// A port as an authority writes it: 1 to 5 digits, at most 65535. A larger one is refused
    /// rather than carried into the addresses the server writes.
    private static func isPort(_ text: Substring) -> Bool {
        (1...5).contains(text.count) && text.allSatisfy(\.isASCIIDigit) && Int(text).map { $0 <= 65_535 } == true
    }

    /// An IPv4 or IPv6 address, which DNS rebinding cannot point at another site.
    public var isIPLiteral: Bool { isIPv4 || isIPv6 }

    /// `localhost`, 127.0.0.0/8 or ::1.
    public var isLoopback: Bool {
        if text == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return false }
        return withUnsafeBytes(of: &v6) { $0.dropLast().allSatisfy { $0 == 0 } && $0.last == 1 }
    }

    private var isIPv4: Bool {
        var address = in_addr()
        return inet_pton(AF_INET, text, &address) == 1
    }

    private var isIPv6: Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }
}
