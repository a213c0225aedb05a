extension Character {
    /// One of 0–9: `isNumber` alone also takes other scripts' digits, fractions and numerals,
    /// which no port number is written with.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
