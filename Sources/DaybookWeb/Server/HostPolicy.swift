import DaybookComposition
import Foundation
import Hummingbird

/// Which `Host` values the server answers, and the address it gives for itself.
///
/// A page on another site can make a browser send requests here under its own host name (DNS
/// rebinding: the attacker's name is made to resolve to this machine). Answering only IP
/// addresses, `localhost` and the configured public host closes that door: those names cannot be
/// the attacker's. It also makes absolute URLs built from the host trustworthy.
package struct HostPolicy: Sendable {
    /// The public address, without a trailing slash (`https://daybook.example`).
    let publicBase: String?
    private let publicHost: HostName?
    /// The authority last found allowed, exactly as it was sent (shared by every copy).
    private let lastAllowed = AllowedAuthorityMemo()

    init(publicURL: URL?) {
        publicBase = publicURL.map { url in
            url.absoluteString.hasSuffix("/") ? String(url.absoluteString.dropLast()) : url.absoluteString
        }
        publicHost = publicURL?.host.map(HostName.init)
    }

    /// What a request's `Host` (authority) says about whom it is for.
    package enum Verdict: Equatable {
        /// This server.
        case allowed
        /// Another host: a DNS-rebinding page, or a proxy that sends the wrong `Host` (421).
        case misdirected
        /// No host, or not a host at all (a port past 65535, say): a malformed request (400).
        case malformed
    }

    /// Whether a request with this `Host` (authority) is for this server.
    func verdict(authority: String?) -> Verdict {
        guard let authority else { return .malformed }
        // Nearly every request names the host the one before it named: that one is not parsed
        // again. Only an allowed authority is kept, and only one, so nothing a client sends grows.
        if lastAllowed.contains(authority) { return .allowed }
        guard let host = HostName(authority: authority) else { return .malformed }
        guard host.isIPLiteral || host.text == "localhost" || host == publicHost else { return .misdirected }
        lastAllowed.keep(authority)
        return .allowed
    }

    /// What a request's `Host` says about whom it is for: its authority as ``verdict(authority:)``
    /// judges it, and malformed when a `Host` is left among its fields (a second one, or an
    /// absolute-form target naming another host: ``RequestTargetHandler``).
    package func verdict(for request: Request) -> Verdict {
        request.headers.contains(.host) ? .malformed : verdict(authority: request.head.authority)
    }

    /// Whether `origin` (a request's `Origin`) is this server as the client reached it: the
    /// public address, or the (already checked) `authority` it asked, whatever the scheme (a TLS
    /// proxy may sit in front).
    package func isSameOrigin(_ origin: String, authority: String?) -> Bool {
        let origin = origin.lowercased()
        if let publicBase, origin == publicBase.lowercased() { return true }
        guard let authority = authority?.lowercased() else { return false }
        return origin == "http://\(authority)" || origin == "https://\(authority)"
    }

    /// Scheme and authority for absolute URLs: the public address when there is one, else the
    /// (checked) host the client used.
    func base(authority: String?) -> String {
        publicBase ?? "http://\(authority ?? "127.0.0.1")"
    }
}
