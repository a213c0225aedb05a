import DaybookPrometheus
import Foundation
import Testing

@Suite("The process's own figures")
struct ProcessStatisticsTests {
    @Test func aCommandNameWithSpacesAndParenthesesDoesNotShiftTheFields() throws {
        let stat =
            "4242 (evil) 1 2 (x) S 1 4242 4242 0 -1 4194560 500 0 0 0 7 3 0 0 20 0 3 0 1234 56789 321 18446744073709551615"
        let fields = try #require(ProcessStatistics.fields(ofStat: stat))
        #expect(fields.first == "S")
        #expect(fields[22 - 3] == "1234" && fields[23 - 3] == "56789" && fields[24 - 3] == "321")
        #expect(ProcessStatistics.fields(ofStat: "4242 (short) S 1") == nil)
    }

    @Test func theFiguresNowAreThoseOfARunningProcess() throws {
        let now = ProcessStatistics.current()
        #expect(now.cpuSeconds > 0)
        #if os(Linux)
            #expect(try #require(now.residentMemoryBytes) > 1_000_000)
            #expect(try #require(now.virtualMemoryBytes) >= now.residentMemoryBytes ?? 0)
            #expect(try #require(now.openFileDescriptors) >= 3)
            let started = try #require(now.startTimeSeconds)
            #expect(started <= Date().timeIntervalSince1970 && started > Date().timeIntervalSince1970 - 24 * 3600)
        #endif
    }
}
