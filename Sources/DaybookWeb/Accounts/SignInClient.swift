import Foundation
import NIOCore

/// Who a connection counts as for sign-in attempts: its IPv4 address, or its IPv6 /64 (one
/// subscriber's usual share). Behind a reverse proxy every client shares the proxy's address
/// (see the README's Security section).
package enum SignInClient {
    package static func key(of address: SocketAddress?) -> String {
        guard let text = address?.ipAddress else { return "unknown" }
        var bytes = in6_addr()
        guard text.utf8.contains(UInt8(ascii: ":")), inet_pton(AF_INET6, text, &bytes) == 1 else { return text }
        let octets = withUnsafeBytes(of: &bytes) { Array($0) }
        // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that one address.
        if octets[0..<10].allSatisfy({ $0 == 0 }) && octets[10] == 0xFF && octets[11] == 0xFF { return text }
        return octets[0..<8].map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
    }
}
