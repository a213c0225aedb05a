import Foundation

/// Terminal column widths, so tables with Japanese text line up.
enum TextWidth {
    /// Columns `text` takes in a terminal: East Asian wide and full-width characters take two.
    static func columns(_ text: String) -> Int {
        // ASCII (ids, numbers, most titles) is one column a byte: no need to find characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// Columns one character takes: 2 for East Asian wide and full-width characters, 0 for one a
    /// terminal draws on no column of its own (a combining mark with nothing before it to combine
    /// with, a zero-width space or joiner, a variation selector), 1 for the rest.
    static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.value < 0x80 { return 1 }
        if isWide(scalar.value) { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// Appends `text` padded with spaces to `width` columns, without an intermediate copy.
    static func append(_ text: String, paddedTo width: Int, alignRight: Bool = false, to output: inout String) {
        let padding = String(repeating: " ", count: max(0, width - columns(text)))
        output += alignRight ? padding : text
        output += alignRight ? text : padding
    }

    /// `text` followed by spaces up to `width` columns.
    static func pad(_ text: String, to width: Int) -> String {
        var padded = ""
        append(text, paddedTo: width, to: &padded)
        return padded
    }

    /// `text` cut to at most `width` columns, ending in `…` when it was cut; as it is when it fits.
    static func fit(_ text: String, to width: Int) -> String {
        fit(text.map(String.init), to: width)
    }

    /// The same over `pieces` that must not be split (a character, or the stand-in shown for one):
    /// as many whole pieces as fit beside the ellipsis. A wide character that would straddle the
    /// edge is left out, so the line may end a column short.
    static func fit(_ pieces: [String], to width: Int) -> String {
        guard width > 0 else { return "" }
        let widths = pieces.map(columns)
        if widths.reduce(0, +) <= width { return pieces.joined() }
        var fitted = ""
        var used = 0
        for (piece, pieceWidth) in zip(pieces, widths) {
            guard used + pieceWidth <= width - 1 else { break }
            fitted += piece
            used += pieceWidth
        }
        return fitted + "…"
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        // Pictographs drawn as text by default (🌤 🌡 🌧…, no emoji presentation): one column in
        // terminals, though they sit in the emoji block below.
        case 0x1F321...0x1F32C:
            false
        // Symbols drawn as emoji by default in the Basic Multilingual Plane (☔ ⚡ ⛄ ⛅ ❔…):
        // two columns, as wcwidth has them since Unicode 9.
        case 0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653,
            0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
            0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E,
            0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55:
            true
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
            0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
