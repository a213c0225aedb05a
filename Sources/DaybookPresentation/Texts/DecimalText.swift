import Foundation

/// Numbers as the pages and the command line show them, written without `String(format:)`,
/// which goes through the C library's `printf` for every number: a weather card with its
/// hourly chart formatted more than a hundred of them, most of the page's cost.
///
/// Each function gives exactly the text its `String(format:)` counterpart gives (the tests hold
/// them to it), handing over to it in the one case where a quick answer could differ.
public enum DecimalText {
    /// `String(format: "%.1f", value)`: one decimal, rounded as `printf` rounds (to the nearest,
    /// ties to even, on the exact binary value).
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = value * 10
        let nearest = tenths.rounded(.toNearestOrEven)
        // Within a hair of a tie, the product's own rounding may have moved it across: `printf`
        // decides. So does anything too large for the quick way, or not a number at all.
        guard abs(nearest) < 1e15, abs(abs(tenths - nearest) - 0.5) > 1e-6 else {
            return String(format: "%.1f", value)
        }
        return tenthsText(Int(nearest), negative: value.sign == .minus)
    }

    /// `n / 10` with one decimal: `-3` is `-0.3`; `negative` keeps the sign of a value that
    /// rounds to zero (`printf` writes `-0.0` for `-0.04`).
    static func tenthsText(_ tenths: Int, negative: Bool) -> String {
        let magnitude = tenths.magnitude
        let sign = negative ? "-" : ""
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// `String(format: "%02d", value)` for 0 to 99.
    public static func twoDigits(_ value: Int) -> String {
        guard (0..<100).contains(value) else { return String(format: "%02d", value) }
        return value < 10 ? "0\(value)" : "\(value)"
    }
}
