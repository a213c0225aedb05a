import DaybookTestSupport
import Foundation
import Testing

/// `daybook serve` on a port another program holds: one line that names the address and says
/// what to do, in the user's language, and EX_UNAVAILABLE (69).
@Suite("daybook serve on an address in use")
struct ServeAddressInUseTests {
    @Test(
        arguments: [
            (
                [String](), [String: String](),
                "daybook: Another program is already listening on 127.0.0.1:{port}. Choose another port with --port, or stop that program.\n"
            ),
            (
                ["--lang", "ja"], [:],
                "daybook: 127.0.0.1:{port} では既に他のプログラムが待ち受けています。--port で別のポートを指定するか、そのプログラムを止めてください。\n"
            ),
            (
                [], ["LANG": "ja_JP.UTF-8"],
                "daybook: 127.0.0.1:{port} では既に他のプログラムが待ち受けています。--port で別のポートを指定するか、そのプログラムを止めてください。\n"
            ),
        ])
    func theAppsPort(flags: [String], environment: [String: String], expected: String) async throws {
        let holder = try RawTCPServer { close($0) }
        defer { holder.stop() }
        let daybook = DaybookProcess(environment: environment)
        defer { daybook.cleanUp() }
        let database = daybook.home.appendingPathComponent("db.sqlite").path
        let result = try await daybook.run(["serve", "--port", "\(holder.port)", "--database", database] + flags)
        #expect(result.status == 69)
        #expect(result.stderr == expected.replacingOccurrences(of: "{port}", with: "\(holder.port)"))
        #expect(result.stdout.isEmpty, "it never said it was serving")
    }

    @Test func theMetricsPort() async throws {
        let holder = try RawTCPServer { close($0) }
        defer { holder.stop() }
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let database = daybook.home.appendingPathComponent("db.sqlite").path
        for (flags, expected) in [
            (
                [String](),
                "daybook: Another program is already listening on 127.0.0.1:\(holder.port). Choose another port with --metrics-port, or stop that program.\n"
            ),
            (
                ["--lang", "ja"],
                "daybook: 127.0.0.1:\(holder.port) では既に他のプログラムが待ち受けています。--metrics-port で別のポートを指定するか、そのプログラムを止めてください。\n"
            ),
        ] {
            let result = try await daybook.run(
                ["serve", "--port", "0", "--metrics-port", "\(holder.port)", "--database", database] + flags)
            #expect(result.status == 69)
            #expect(result.stderr == expected)
            #expect(result.stdout.isEmpty, "it never said it was serving")
        }
    }
}
