import DaybookDomain

/// Objects and arrays: the archive's own objects are walked a member at a time by the parser,
/// and any other value is passed over whole, checked, with a stack of open containers rather than
/// recursion, so that nesting costs no call stack.
extension JSONByteScanner {
    /// Deeper nesting is refused as malformed: an archive nests three deep, and a limit keeps a
    /// hostile file from growing the stack of open containers without end.
    private static let maximumDepth = 512

    /// Passes the opening brace of an object (at the scanner): whether a member follows, rather
    /// than the closing brace.
    mutating func beginObject() throws(AppError) -> Bool {
        index += 1
        try skipWhitespace()
        guard let next = try peek() else { throw truncated() }
        if next == .closeBrace {
            index += 1
            return false
        }
        return true
    }

    /// After a member's value: whether another member follows (after a comma), rather than the
    /// object's closing brace.
    mutating func endMember() throws(AppError) -> Bool {
        try skipWhitespace()
        guard let next = try peek() else { throw truncated() }
        switch next {
        case .comma:
            index += 1
            try skipWhitespace()
            return true
        case .closeBrace:
            index += 1
            return false
        default:
            throw malformed()
        }
    }

    /// Passes one JSON value, checking it.
    mutating func skipValue() throws(AppError) {
        containers.removeAll(keepingCapacity: true)
        while true {
            // A value.
            try skipWhitespace()
            guard let byte = try peek() else { throw truncated() }
            switch byte {
            case .openBrace:
                index += 1
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .closeBrace {
                    index += 1
                } else {
                    guard containers.count < Self.maximumDepth else { throw malformed() }
                    containers.append(true)
                    try skipKey()
                    continue
                }
            case .openBracket:
                index += 1
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .closeBracket {
                    index += 1
                } else {
                    guard containers.count < Self.maximumDepth else { throw malformed() }
                    containers.append(false)
                    continue
                }
            case .quote: _ = try scanString(keeping: 0)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber(keeping: false)
            case UInt8(ascii: "t"): try scanLiteral("true")
            case UInt8(ascii: "f"): try scanLiteral("false")
            case UInt8(ascii: "n"): try scanLiteral("null")
            default: throw malformed()
            }
            // After a value: close the containers it ends, or go on to the next value.
            while true {
                guard let isObject = containers.last else { return }
                try skipWhitespace()
                guard let next = try peek() else { throw truncated() }
                if next == .comma {
                    index += 1
                    if isObject { try skipKey() }
                    break
                }
                guard next == (isObject ? .closeBrace : .closeBracket) else { throw malformed() }
                index += 1
                containers.removeLast()
            }
        }
    }

    /// An object's key and its colon.
    private mutating func skipKey() throws(AppError) {
        try skipWhitespace()
        guard let quote = try peek() else { throw truncated() }
        guard quote == .quote else { throw malformed() }
        _ = try scanString(keeping: 0)
        try skipWhitespace()
        guard let colon = try peek() else { throw truncated() }
        guard colon == .colon else { throw malformed() }
        index += 1
    }
}
