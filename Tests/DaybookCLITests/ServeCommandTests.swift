import DaybookTestSupport
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

        let output = Pipe()
        let process = try ChildProcess(
            try DaybookProcess.binary().path, ["serve", "--port", "0"],
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
            output: .descriptor(output.fileHandleForWriting.fileDescriptor))
        // The child has its own copy: reading ends when the child's closes.
        try output.fileHandleForWriting.close()
        defer { process.send(SIGKILL) }

        // The first line says where it listens; port 0 asked the system for a free one.
        let line = try #require(await Self.firstLine(of: output.fileHandleForReading))
        #expect(line.hasPrefix("Daybook is serving at http://127.0.0.1:"))
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
        let (body, response) = try await URLSession.shared.data(from: try #require(URL(string: "\(address)/healthz")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == "ok\n")

        process.send(signal)
        let status = await process.exited()
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
