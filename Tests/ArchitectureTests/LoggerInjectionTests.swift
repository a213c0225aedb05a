import Foundation
import Testing

/// swift-log's guidance for libraries: take the logger from the caller, never make one that
/// writes through the process's handler. Only the executable (`DaybookCLI`) names its loggers;
/// a library may make one only to write nothing (`SwiftLogNoOpLogHandler`).
@Suite("Libraries take their loggers from the caller")
struct LoggerInjectionTests {
    @Test func onlyTheExecutableMakesALoggerThatWrites() throws {
        let sources = DependencyRuleTests.sources
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        var makers: [String] = []
        for case let file as String in files where file.hasSuffix(".swift") && !file.hasPrefix("DaybookCLI/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("Logger(label:") && !line.contains("SwiftLogNoOpLogHandler") {
                makers.append("\(file):\(number + 1)")
            }
        }
        #expect(makers.isEmpty, "a library makes a logger of its own: \(makers)")
    }
}
