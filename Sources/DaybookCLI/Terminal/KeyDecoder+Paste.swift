import DaybookPresentation

/// Bracketed paste: what comes between `ESC [ 200 ~` and `ESC [ 201 ~` is text, whatever its bytes,
/// delivered as one ``TerminalEvent/paste(_:)``.
extension KeyDecoder {
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Takes the paste's bytes from `index` up to its end marker, or all there are, keeping back
    /// the start of a marker that may be cut across reads. Returns where decoding goes on: `index`
    /// itself when all that is left is the start of a marker.
    mutating func consumePaste(from index: Int, into output: inout Output) -> Int {
        var end = index
        while let found = pending[end...].firstIndex(of: Self.escape) {
            let available = min(Self.pasteEnd.count, pending.count - found)
            if pending[found..<(found + available)].elementsEqual(Self.pasteEnd.prefix(available)) {
                keepPasted(pending[index..<found])
                if available < Self.pasteEnd.count { return found }
                output.append(.paste(Self.pastedText(paste ?? [])))
                paste = nil
                return found + Self.pasteEnd.count
            }
            end = found + 1
        }
        keepPasted(pending[index...])
        return pending.count
    }

    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maximumPasteLength - (paste?.count ?? 0)
        paste?.append(contentsOf: bytes.prefix(max(0, room)))
    }

    /// The pasted bytes as text: line breaks as `\n`, tabs kept, other control characters removed.
    static func pastedText(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar {
            case "\r": text.append("\n")
            case "\n": if !afterReturn { text.append("\n") }
            case "\t": text.append(scalar)
            default: if !ControlCharacters.contains(scalar) { text.append(scalar) }
            }
        }
        return String(text)
    }
}
