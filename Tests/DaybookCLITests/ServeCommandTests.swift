import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `daybook serve` as a process: it says where it listens, answers, and stops cleanly on a signal.
@Suite("daybook serve, run as a process")
struct ServeCommandTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func servesThenStopsGracefullyOnASignal(signal: Int32) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }

        let process = Process()
        process.executableURL = try DaybookProcess.binary()
        process.arguments = ["serve", "--port", "0"]
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = AsyncStream<Int32> { continuation in
            process.terminationHandler = {
                continuation.yield($0.terminationStatus)
                continuation.finish()
            }
        }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The first line says where it listens; port 0 asked the system for a free one.
        let line = try #require(await Self.firstLine(of: output.fileHandleForReading))
        #expect(line.hasPrefix("Daybook is serving at http://127.0.0.1:"))
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
        let (body, response) = try await URLSession.shared.data(from: try #require(URL(string: "\(address)/healthz")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == "ok\n")

        kill(process.processIdentifier, signal)
        var status: Int32?
        for await code in exited { status = code }
        #expect(status == 0, "a signal is a normal way to stop the server")
    }

    /// Reads up to the first newline, off the cooperative pool.
    static func firstLine(of handle: FileHandle) async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var bytes = Data()
                while let byte = try? handle.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
                    bytes.append(byte)
                }
                continuation.resume(returning: bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}
