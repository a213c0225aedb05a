import DaybookTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ScaleOutTests {
    /// What the clients of a restart saw: each request's status, or the error that ended it.
    private struct Listed: Decodable {
        struct Counts: Decodable { let total: Int }
        let counts: Counts
    }

    private final class Outcomes: Sendable {
        let answers = Mutex<[Int: Int]>([:])
        let failures = Mutex<[String]>([])
        let createdAfterRestart = Atomic(0)
        let restarted = Atomic(false)
        let stopped = Atomic(false)
    }

    /// Two servers on one database, six keep-alive clients adding todos, and the database killed
    /// and restarted under them (`pg_ctl restart -m immediate`, on a cluster of the test's own):
    /// every request is answered (201, or 503 for one the restart cut), the servers take writes
    /// again by themselves, every acknowledged write is kept, and both stop on SIGTERM within the
    /// shutdown timeout. Before, the requests in flight at the restart were never answered and
    /// the servers never exited.
    @Test(.timeLimit(.minutes(3)))
    func aDatabaseRestartedUnderLoadLeavesNoRequestUnansweredAndNoServerStuck() async throws {
        try await PrivatePostgresCluster.with { cluster in try await restartUnderLoad(cluster) }
    }

    private func restartUnderLoad(_ cluster: PrivatePostgresCluster) async throws {
        let environment = ["DAYBOOK_DATABASE_URL": cluster.url, "DAYBOOK_DATABASE_TIMEOUT": "5"]
        let servers = [
            try await ServeProcess(environment: environment), try await ServeProcess(environment: environment),
        ]
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 3
        // Far past every bound the servers promise: a request that takes this long never ended.
        configuration.timeoutIntervalForRequest = 120
        let session = URLSession(configuration: configuration)
        let outcomes = Outcomes()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for client in 0..<6 {
                group.addTask {
                    var number = 0
                    while !outcomes.stopped.load(ordering: .relaxed) {
                        number += 1
                        var request = URLRequest(
                            url: URL(string: "http://127.0.0.1:\(servers[client % 2].port)/api/todos")!)
                        request.httpMethod = "POST"
                        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                        request.httpBody = Data(#"{"title":"client \#(client) todo \#(number)"}"#.utf8)
                        do {
                            let (_, response) = try await session.data(for: request)
                            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                            outcomes.answers.withLock { $0[status, default: 0] += 1 }
                            if status == 201, outcomes.restarted.load(ordering: .relaxed) {
                                outcomes.createdAfterRestart.add(1, ordering: .relaxed)
                            }
                        } catch {
                            outcomes.failures.withLock { $0.append("client \(client): \(error)") }
                        }
                    }
                }
            }
            group.addTask {
                try await Task.sleep(for: .seconds(2))
                try await cluster.restart()
                outcomes.restarted.store(true, ordering: .relaxed)
                // Until the servers have taken writes again for a while, or for at most a minute.
                for _ in 0..<600 where outcomes.createdAfterRestart.load(ordering: .relaxed) < 100 {
                    try await Task.sleep(for: .milliseconds(100))
                }
                outcomes.stopped.store(true, ordering: .relaxed)
            }
            try await group.waitForAll()
        }
        let answers = outcomes.answers.withLock { $0 }
        #expect(outcomes.failures.withLock { $0 }.isEmpty, "every request is answered")
        #expect(Set(answers.keys).isSubset(of: [201, 503]), "\(answers)")
        #expect(outcomes.createdAfterRestart.load(ordering: .relaxed) >= 100, "writes resume by themselves: \(answers)")
        // Every acknowledged write is kept (a 503 may still have been committed: its outcome was
        // unknown to the server that answered).
        let cli = DaybookProcess(environment: ["DAYBOOK_DATABASE_URL": cluster.url])
        defer { cli.cleanUp() }
        let listed = try await cli.run("todo", "list", "--json")
        #expect(listed.status == 0, "\(listed.stderr)")
        let counts = try JSONDecoder().decode(Listed.self, from: Data(listed.stdout.utf8)).counts
        let stored = counts.total
        #expect(stored >= answers[201, default: 0])
        #expect(stored <= answers.values.reduce(0, +))
        for server in servers {
            #expect(
                await server.stop(within: 30) == 0, "a graceful stop finishes: \(server.standardError.suffix(2_000))")
        }
    }
}
