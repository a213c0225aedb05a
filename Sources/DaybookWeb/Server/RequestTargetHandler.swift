import NIOCore
import NIOHTTP1

/// Carries an absolute-form request target's host (`GET http://host/path HTTP/1.1`) into
/// `Host`, where ``HostMiddleware`` checks it: the conversion to HTTPTypes keeps only the
/// target's path, so a request could otherwise name one host in its target and another in
/// `Host`, and be answered for the second.
///
/// A target whose host is the `Host` sent changes nothing; one with no `Host` gets its host as
/// `Host` (RFC 9112 §3.2.2); one that names another host adds it as a second `Host`, which
/// ``HostMiddleware`` refuses (400), as it refuses two `Host` fields.
///
/// It reads the request as HTTP/1 sent it, so it sits before Hummingbird's HTTP/1 → HTTPTypes
/// codec (``RequestTargetHandlerInstaller`` puts it there).
final class RequestTargetHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), let target = Self.authority(ofAbsoluteForm: head.uri)
        else {
            context.fireChannelRead(data)
            return
        }
        let hosts = head.headers["Host"]
        if hosts.count != 1 || hosts[0].lowercased() != target.lowercased() {
            head.headers.add(name: "Host", value: target)
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// The authority of an absolute-form target (`scheme://authority[/path][?query]`), or `nil`
    /// for the origin form (`/path`) and `*`.
    static func authority(ofAbsoluteForm target: String) -> String? {
        guard !target.hasPrefix("/"), let separator = target.range(of: "://") else { return nil }
        let rest = target[separator.upperBound...]
        return String(rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex)])
    }
}
