import DaybookPresentation
import Foundation

/// How long a connection may take over each part of its life.
public struct ServeTimeouts: Hashable, Sendable {
    /// For a request's head to arrive, from the connection's start.
    public var header: Duration
    /// For a request's body to arrive in full, from the end of its head; and for a client that
    /// has stopped taking its answer to take some again.
    public var body: Duration
    /// For a kept-alive connection's next request, from the end of the last answer.
    public var idle: Duration
    /// For requests in flight to finish after SIGTERM or SIGINT, before they are cut off.
    public var shutdown: Duration

    public init(
        header: Duration = .seconds(10), body: Duration = .seconds(30), idle: Duration = .seconds(60),
        shutdown: Duration = .seconds(10)
    ) {
        self.header = header
        self.body = body
        self.idle = idle
        self.shutdown = shutdown
    }
}
