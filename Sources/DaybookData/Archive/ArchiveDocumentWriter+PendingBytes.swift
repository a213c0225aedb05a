/// The layout of each entry and the JSON it is written in, for ``ArchiveDocumentWriter``.
extension ArchiveDocumentWriter {
    /// The bytes not yet written, as a value type: a record is encoded inside one mutating call, so
    /// no append to them is checked for exclusivity at run time.
    ///
    /// Internal rather than private only so that the writer, in its own file, can hold one.
    struct PendingBytes {
        var bytes: [UInt8] = []

        // MARK: - Entries

        mutating func appendAccount(_ archived: ArchivedAccount) {
            let account = archived.account
            append("{\"id\": ")
            appendString(account.id)
            append(", \"name\": ")
            appendString(account.name)
            append(", \"passwordHash\": ")
            appendString(account.passwordHash)
            append(", \"createdAt\": ")
            appendNumber(account.createdAt)
            append(", \"generation\": ")
            appendNumber(account.generation)
            append(", \"tokens\": [")
            for (index, token) in archived.tokens.enumerated() {
                append(index == 0 ? "{\"digest\": " : ", {\"digest\": ")
                appendString(token.digest)
                append(", \"createdAt\": ")
                appendNumber(token.createdAt)
                append("}")
            }
            append("]}")
        }

        mutating func appendTodo(_ todo: TodoRecord, owner: String?) {
            if let owner {
                append("{\"owner\": ")
                appendString(owner)
                append(", \"id\": ")
            } else {
                append("{\"id\": ")
            }
            appendString(todo.id)
            append(", \"title\": ")
            appendString(todo.title)
            append(todo.completed ? ", \"completed\": true, \"order\": " : ", \"completed\": false, \"order\": ")
            appendNumber(Int64(todo.position))
            append(", \"createdAt\": ")
            appendNumber(todo.createdAt)
            append(", \"updatedAt\": ")
            appendNumber(todo.updatedAt)
            append("}")
        }

        mutating func appendProfile(_ profile: ProfileRecord) {
            append("{\"userID\": ")
            appendString(profile.userID)
            append(", \"name\": ")
            appendString(profile.name)
            append(", \"gender\": ")
            appendString(profile.gender)
            append(", \"createdAt\": ")
            appendNumber(profile.createdAt)
            append("}")
        }

        // MARK: - JSON

        /// Appends `text` as it is: only for the layout's own ASCII.
        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendNumber(_ value: Int64) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            // 20 digits hold any UInt64; written backwards into a fixed-size tuple, no allocation.
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { scratch in
                repeat {
                    scratch[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                for index in stride(from: count - 1, through: 0, by: -1) {
                    bytes.append(scratch[index])
                }
            }
        }

        /// Appends `text` as a JSON string: quotes, with `"`, `\` and the control characters
        /// U+0000–U+001F escaped, everything else as its UTF-8 bytes.
        mutating func appendString(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { utf8 in
                // Runs of bytes that need no escape are copied whole.
                var run = 0
                for index in utf8.indices {
                    let byte = utf8[index]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                    run = index + 1
                    switch byte {
                    case UInt8(ascii: "\""): append("\\\"")
                    case UInt8(ascii: "\\"): append("\\\\")
                    case UInt8(ascii: "\n"): append("\\n")
                    case UInt8(ascii: "\r"): append("\\r")
                    case UInt8(ascii: "\t"): append("\\t")
                    case 0x08: append("\\b")
                    case 0x0C: append("\\f")
                    default:
                        append("\\u00")
                        bytes.append(Self.hexDigits[Int(byte >> 4)])
                        bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                    }
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
            }
            bytes.append(UInt8(ascii: "\""))
        }

        private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    }
}
