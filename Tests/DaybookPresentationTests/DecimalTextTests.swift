import Foundation
import Testing

@testable import DaybookPresentation

/// The hand-written number formats against `String(format:)`, which they replace.
@Suite("DecimalText")
struct DecimalTextTests {
    @Test func oneDecimalIsWhatPrintfWritesForEdgesAndTies() {
        let values: [Double] = [
            0, -0.0, 0.04, -0.04, 0.05, -0.05, 0.15, 0.25, 0.35, 0.45, -0.25, 1.25, 2.5, 24.25, 24.35, 99.95,
            -273.15, 1e14, -1e14, 1e15, 1e300, -1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, 0.1, 0.2, 0.3, 123.456, 136.0, 29.8, -12.345,
        ]
        for value in values {
            #expect(DecimalText.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
        }
    }

    @Test func oneDecimalIsWhatPrintfWritesForRandomValues() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<20_000 {
            // Chart coordinates and temperatures, and hundredths that sit on ties.
            let value =
                Bool.random(using: &generator)
                ? Double.random(in: -100...500, using: &generator)
                : Double(Int.random(in: -100_000...100_000, using: &generator)) / 100
            #expect(DecimalText.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
        }
    }

    @Test func twoDigitsIsWhatPrintfWrites() {
        for value in -5...105 {
            #expect(DecimalText.twoDigits(value) == String(format: "%02d", value))
        }
    }
}
