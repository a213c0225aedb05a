import DaybookTestSupport
import Foundation
import Testing

/// A PostgreSQL cluster of one test's own (`Tests/Postgres/cluster.sh`), for a test that
/// restarts it: the shared test cluster carries every other test at the same time.
struct PrivatePostgresCluster {
    let directory: String
    /// `postgres://daybook:…@127.0.0.1:PORT/daybook`.
    let url: String

    static var script: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Postgres/cluster.sh")
    }

    /// Runs `body` with a new cluster, and removes the cluster afterwards, whatever happened.
    static func with(_ body: (PrivatePostgresCluster) async throws -> Void) async throws {
        let cluster = try await start()
        do {
            try await body(cluster)
        } catch {
            await cluster.stop()
            throw error
        }
        await cluster.stop()
    }

    /// Starts a new cluster (needs Debian's postgresql package, as CI's does).
    static func start() async throws -> PrivatePostgresCluster {
        // Under /tmp: when the tests run as root, the cluster's owner (`postgres`) must reach it.
        let directory = "/tmp/daybook-private-pg-\(UUID().uuidString)"
        let output = try await run("start", directory)
        let url = try #require(
            output.split(separator: "\n").compactMap { line in
                line.hasPrefix("export DAYBOOK_TEST_POSTGRES_URL=")
                    ? String(line.dropFirst("export DAYBOOK_TEST_POSTGRES_URL=".count)) : nil
            }.first, "cluster.sh printed no URL: \(output)")
        return PrivatePostgresCluster(directory: directory, url: url)
    }

    /// Kills every backend at once and starts again on the same port (`pg_ctl -m immediate`).
    func restart() async throws {
        _ = try await Self.run("restart", directory)
    }

    func stop() async {
        _ = try? await Self.run("stop", directory)
    }

    /// Runs the script and waits for it to exit (a ``ChildProcess``: it waits for the script
    /// alone, not for the server `pg_ctl` leaves running).
    private static func run(_ action: String, _ directory: String) async throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cluster-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = try ChildProcess(
            "/bin/bash", [Self.script.path, action, directory], environment: ProcessInfo.processInfo.environment,
            output: .file(output.path))
        let status = await script.exited()
        #expect(status == 0, "cluster.sh \(action) exited with \(String(describing: status))")
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}
