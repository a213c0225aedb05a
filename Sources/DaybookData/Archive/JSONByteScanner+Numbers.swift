import DaybookDomain

/// Numbers, checked against JSON's grammar; their bytes are kept (in `number`) only when their value
/// is asked for, not when a number is passed over.
extension JSONByteScanner {
    /// The number at the scanner if it is a whole one that fits in 64 bits (`3`, also `3.0` or
    /// `3e2`); nil for another number.
    mutating func readInteger() throws(AppError) -> Int64? {
        number.removeAll(keepingCapacity: true)
        try scanNumber(keeping: true)
        var value: Int64 = 0
        var negative = false
        for byte in number {
            switch byte {
            case UInt8(ascii: "-"):
                negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte &- UInt8(ascii: "0"))
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowAgain) =
                    negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                if overflow || overflowAgain { return nil }
                value = next
            default:
                // A fraction or an exponent: whole if its value is.
                guard let double = Double(String(decoding: number, as: UTF8.self)), double.rounded() == double
                else { return nil }
                return Int64(exactly: double)
            }
        }
        return value
    }

    /// A number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept in `number` if asked.
    mutating func scanNumber(keeping: Bool) throws(AppError) {
        if try peek() == UInt8(ascii: "-") { pass(keeping) }
        guard let first = try peek() else { throw truncated() }
        guard first.isDigit else { throw malformed() }
        pass(keeping)
        if first != UInt8(ascii: "0") { try scanDigits(keeping) }
        if try peek() == UInt8(ascii: ".") {
            pass(keeping)
            try scanRequiredDigits(keeping)
        }
        if let exponent = try peek(), exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            pass(keeping)
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { pass(keeping) }
            try scanRequiredDigits(keeping)
        }
    }

    @inline(__always)
    private mutating func pass(_ keeping: Bool) {
        if keeping { number.append(buffer[index]) }
        index += 1
    }

    private mutating func scanRequiredDigits(_ keeping: Bool) throws(AppError) {
        guard let digit = try peek() else { throw truncated() }
        guard digit.isDigit else { throw malformed() }
        try scanDigits(keeping)
    }

    private mutating func scanDigits(_ keeping: Bool) throws(AppError) {
        while let digit = try peek(), digit.isDigit { pass(keeping) }
    }
}
