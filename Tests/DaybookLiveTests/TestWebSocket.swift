import Foundation
import NIOCore
import NIOPosix

/// A WebSocket client written out by hand for the tests (RFC 6455): the handshake a browser sends,
/// with exactly the headers given (one `Host`, one `Origin`, the cookies) and nothing added, and
/// frames read from the bytes as they come, none lost between the `101` and the first frame. A test
/// can send what a browser would not (another origin, no cookies), and decides when it reads.
final class TestWebSocket: Sendable {
    enum Frame: Sendable {
        case text(String)
        case ping(ByteBuffer)
        case close(code: UInt16?)
        case other
    }

    private let channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>

    private init(channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>) {
        self.channel = channel
    }

    /// Runs `body` over a WebSocket to `path`, or answers `nil` when the server does not upgrade.
    static func withConnection<T: Sendable>(
        port: Int, path: String, headers: [(String, String)],
        _ body: (_ frames: AsyncThrowingStream<Frame, any Error>, _ send: Writer) async throws -> T
    ) async throws -> T? {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var request = "GET \(path) HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            request +=
                "Sec-WebSocket-Key: \(Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString())\r\n"
            request += "Sec-WebSocket-Version: 13\r\n"
            for (name, value) in headers { request += "\(name): \(value)\r\n" }
            try await outbound.write(ByteBuffer(string: request + "\r\n"))
            let (frames, continuation) = AsyncThrowingStream.makeStream(of: Frame.self)
            let (opening, opened) = AsyncStream.makeStream(of: Bool.self)
            return try await withThrowingTaskGroup(of: T?.self) { group in
                // Reads the response head, then frames from whatever follows it, in the same reads.
                group.addTask {
                    var iterator = inbound.makeAsyncIterator()
                    var buffer = ByteBuffer()
                    do {
                        while true {
                            guard var chunk = try await iterator.next() else {
                                opened.yield(false)
                                continuation.finish()
                                return nil
                            }
                            buffer.writeBuffer(&chunk)
                            let text = String(buffer: buffer)
                            guard let end = text.range(of: "\r\n\r\n") else { continue }
                            let upgraded = text.hasPrefix("HTTP/1.1 101")
                            opened.yield(upgraded)
                            guard upgraded else {
                                continuation.finish()
                                return nil
                            }
                            buffer.moveReaderIndex(forwardBy: text[..<end.upperBound].utf8.count)
                            break
                        }
                        var message = ByteBuffer()
                        while true {
                            while let (fin, opcode, payload) = Self.frame(from: &buffer) {
                                // A message in several frames: a text frame, then continuations.
                                if opcode == 0x1 || opcode == 0x0 {
                                    var payload = payload
                                    message.writeBuffer(&payload)
                                    guard fin else { continue }
                                    continuation.yield(.text(String(buffer: message)))
                                    message.clear()
                                } else if opcode == 0x9 {
                                    continuation.yield(.ping(payload))
                                } else if opcode == 0x8 {
                                    var data = payload
                                    continuation.yield(.close(code: data.readInteger(as: UInt16.self)))
                                } else {
                                    continuation.yield(.other)
                                }
                            }
                            guard var chunk = try await iterator.next() else { break }
                            buffer.writeBuffer(&chunk)
                        }
                        continuation.finish()
                    } catch {
                        opened.yield(false)
                        continuation.finish(throwing: error)
                    }
                    return nil
                }
                var upgrades = opening.makeAsyncIterator()
                guard await upgrades.next() == true else {
                    group.cancelAll()
                    return nil
                }
                let result = try await body(frames, Writer(outbound: outbound))
                group.cancelAll()
                return result
            }
        }
    }

    /// Writes frames as a client must: masked.
    struct Writer: Sendable {
        let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>

        func text(_ text: String) async throws { try await write(opcode: 0x1, Array(text.utf8)) }
        func pong(_ data: ByteBuffer) async throws { try await write(opcode: 0xA, Array(buffer: data)) }
        func close(code: UInt16 = 1000) async throws {
            try await write(opcode: 0x8, [UInt8(code >> 8), UInt8(code & 0xFF)])
        }

        /// One whole frame; `masked: false` writes it as no browser would (RFC 6455 §5.1).
        func write(opcode: UInt8, _ payload: [UInt8], masked: Bool = true) async throws {
            let maskBit: UInt8 = masked ? 0x80 : 0
            var frame = ByteBuffer()
            frame.writeInteger(0x80 | opcode)
            switch payload.count {
            case ..<126: frame.writeInteger(UInt8(maskBit | UInt8(payload.count)))
            case ..<65_536:
                frame.writeInteger(UInt8(maskBit | 126))
                frame.writeInteger(UInt16(payload.count))
            default:
                frame.writeInteger(UInt8(maskBit | 127))
                frame.writeInteger(UInt64(payload.count))
            }
            guard masked else {
                frame.writeBytes(payload)
                return try await outbound.write(frame)
            }
            let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
            frame.writeBytes(mask)
            frame.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
            try await outbound.write(frame)
        }
    }

    /// The next whole frame at the start of `buffer` (a server's: unmasked): whether it ends its
    /// message, its opcode and its payload; `nil` until more bytes come.
    private static func frame(from buffer: inout ByteBuffer) -> (fin: Bool, opcode: UInt8, payload: ByteBuffer)? {
        let start = buffer.readerIndex
        guard let first = buffer.readInteger(as: UInt8.self), let second = buffer.readInteger(as: UInt8.self) else {
            buffer.moveReaderIndex(to: start)
            return nil
        }
        var length = Int(second & 0x7F)
        if length == 126 {
            guard let long = buffer.readInteger(as: UInt16.self) else {
                buffer.moveReaderIndex(to: start)
                return nil
            }
            length = Int(long)
        } else if length == 127 {
            guard let long = buffer.readInteger(as: UInt64.self) else {
                buffer.moveReaderIndex(to: start)
                return nil
            }
            length = Int(long)
        }
        guard let payload = buffer.readSlice(length: length) else {
            buffer.moveReaderIndex(to: start)
            return nil
        }
        buffer.discardReadBytes()
        return (first & 0x80 != 0, first & 0x0F, payload)
    }
}
