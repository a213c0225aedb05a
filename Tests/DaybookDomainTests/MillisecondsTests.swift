import DaybookDomain
import Foundation
import Testing

/// The one conversion of time to milliseconds that every ring uses (storage, archives, the
/// undo, the JSON's times, timeouts, the request log).
@Suite("Milliseconds")
struct MillisecondsTests {
    @Test func aMomentRoundsToTheNearestMillisecondAndComesBackAsIt() {
        let moment = Date(timeIntervalSince1970: 1_700_000_000.1236)
        #expect(Milliseconds.since1970(moment) == 1_700_000_000_124)
        #expect(Milliseconds.since1970(Date(timeIntervalSince1970: -0.0004)) == 0)
        for value: Int64 in [0, 1, -1, 999, 1_700_000_000_123, -62_135_596_800_000, 253_402_300_799_999] {
            #expect(Milliseconds.since1970(Milliseconds.date(since1970: value)) == value, "\(value) ms")
        }
        #expect(Milliseconds.wholeMillisecond(of: moment) == Milliseconds.date(since1970: 1_700_000_000_124))
    }

    @Test func onlyYearsOneTo9999AreRepresentable() {
        let (first, last) = (Milliseconds.representable.lowerBound, Milliseconds.representable.upperBound)
        #expect(Milliseconds.representable(Milliseconds.date(since1970: first)) == first)
        #expect(Milliseconds.representable(Milliseconds.date(since1970: last)) == last)
        #expect(Milliseconds.representable(Milliseconds.date(since1970: first - 1)) == nil)
        #expect(Milliseconds.representable(Milliseconds.date(since1970: last + 1)) == nil)
        #expect(Milliseconds.representable(Date(timeIntervalSince1970: 1e300)) == nil, "too far off to count")
    }

    @Test func durationsCountWholeMillisecondsOrTheirFraction() {
        #expect(Milliseconds.count(in: .milliseconds(1500)) == 1500)
        #expect(Milliseconds.count(in: .microseconds(2999)) == 2, "rounded down")
        #expect(Milliseconds.count(in: .seconds(-2)) == -2000)
        #expect(Milliseconds.toTheMicrosecond(.microseconds(2092)) == 2.092)
        #expect(Milliseconds.toTheMicrosecond(.nanoseconds(2_092_400)) == 2.092)
        #expect(Milliseconds.duration(seconds: 1.5) == .milliseconds(1500))
        #expect(Milliseconds.duration(seconds: 0.001) == .milliseconds(1))
        #expect(Milliseconds.duration(seconds: 0.0004) == .zero)
    }
}
