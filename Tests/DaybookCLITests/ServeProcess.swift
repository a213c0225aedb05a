import DaybookTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `daybook serve` started as a process on a free port, with raw sockets to talk to it exactly
/// as a misbehaving client would (a `Host` of its choosing, half a request, nothing at all).
final class ServeProcess: @unchecked Sendable {
    let process: ChildProcess
    let home: URL
    private(set) var port = 0
    private let output = Pipe()
    private let errors: URL

    /// Starts `daybook serve --port 0 ARGUMENTS` on a fresh database; `ready` waits for the line
    /// that says where it listens.
    init(_ arguments: [String] = [], environment extra: [String: String] = [:], ready: Bool = true) async throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        errors = home.appendingPathComponent("stderr")
        try #require(FileManager.default.createFile(atPath: errors.path, contents: nil))
        // A fresh SQLite file, unless the test names a database (a PostgreSQL one, or a SQLite
        // file another process shares).
        let named = extra["DAYBOOK_DATABASE_URL"] != nil || extra["DAYBOOK_DATABASE"] != nil
        let database = named ? [] : ["--database", home.appendingPathComponent("db.sqlite").path]
        process = try ChildProcess(
            try DaybookProcess.binary().path, ["serve", "--port", "0"] + database + arguments,
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(extra) { $1 },
            output: .descriptor(output.fileHandleForWriting.fileDescriptor), error: .file(errors.path))
        // The child has its own copy: reading ends when the child's closes.
        try output.fileHandleForWriting.close()
        guard ready else { return }
        let line = try #require(await ServeCommandTests.firstLine(of: output.fileHandleForReading))
        port = try #require(line.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
    }

    deinit {
        process.send(SIGTERM)
        try? FileManager.default.removeItem(at: home)
    }

    var standardError: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// Sends `signal` (nil: none) and waits for the exit status, at most `seconds`; `nil` if it
    /// is still running then (it is killed).
    func stop(_ signal: Int32? = SIGTERM, within seconds: Double) async -> Int32? {
        if let signal { process.send(signal) }
        let status = await withTaskGroup(of: Int32?.self) { group in
            group.addTask { [process] in await process.exited() }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        if status == nil { process.send(SIGKILL) }
        return status
    }

    /// A new TCP connection to the server.
    func connect(receiveBuffer: Int32? = nil) throws -> RawConnection {
        try RawConnection(port: port, receiveBuffer: receiveBuffer)
    }

    var databasePath: String { home.appendingPathComponent("db.sqlite").path }

    /// One request on its own connection, with this `Host`; returns the whole answer. `port`:
    /// another listener's (the metrics').
    func request(_ head: String, host: String? = nil, port: Int? = nil) async throws -> String {
        let port = port ?? self.port
        let connection = try RawConnection(port: port)
        try connection.send("\(head)\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        return try await connection.readUntilClosed(within: 10).text
    }
}

extension ServeProcess {
    /// Many requests at once to a few servers: more connections than URLSession's default.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 32
        configuration.timeoutIntervalForRequest = 30
        return URLSession(configuration: configuration)
    }()

    /// An HTTP request as a client of the API sends it, with `json` as its body; the status, the
    /// headers and the body answered.
    func send(_ method: String, _ path: String, json: String? = nil) async throws
        -> (status: Int, headers: [String: String], body: Data)
    {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (body, response) = try await Self.session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return (http.statusCode, headers, body)
    }
}

/// A blocking TCP socket on 127.0.0.1, for tests.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// - Parameter receiveBuffer: a small receive buffer makes a client that does not read fill
    ///   up quickly.
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, SocketConstants.stream, 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Writes `text`; `false` once the server has closed the connection.
    @discardableResult
    func send(_ text: String) throws -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, SocketConstants.noSignal) }
            == bytes.count
    }

    struct Reading {
        let bytes: [UInt8]
        /// Whether the server closed the connection within the time given.
        let closed: Bool
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Reads until the server closes the connection or `seconds` pass, off the test's threads.
    func readUntilClosed(within seconds: Double) async throws -> Reading {
        let descriptor = descriptor
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let end = Date().addingTimeInterval(seconds)
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while Date() < end {
                    var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    let left = Int32(max(1, end.timeIntervalSinceNow * 1000))
                    guard Foundation.poll(&poll, 1, min(left, 100)) > 0 else { continue }
                    let count = recv(descriptor, &buffer, buffer.count, 0)
                    if count <= 0 {
                        continuation.resume(returning: Reading(bytes: received, closed: true))
                        return
                    }
                    received += buffer[0..<count]
                }
                continuation.resume(returning: Reading(bytes: received, closed: false))
            }
        }
    }
}
