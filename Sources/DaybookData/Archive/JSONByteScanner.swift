import DaybookDomain
import Foundation

/// A forward-only scanner over a file's bytes, read in chunks, that checks JSON's grammar as it
/// goes and keeps the line and column it has reached.
///
/// A value type kept in the reader, so the loops over bytes run inside its mutating methods with
/// no exclusivity check or reference counting per byte.
struct JSONByteScanner {
    private static let chunkSize = 64 * 1024

    // What is not private here is so for the scanner's own extensions, which read strings,
    // numbers and containers in files of their own (`JSONByteScanner+Strings.swift`, …); Swift
    // has no access level for "this type, in any of its files". Nothing else touches it.

    private let input: FileHandle
    /// The chunk being read.
    private(set) var buffer: [UInt8] = []
    /// Where the scanner is in `buffer`.
    var index = 0
    private var atEnd = false
    /// The offset in the file of `buffer[0]`.
    private var bufferOffset = 0
    /// The line `index` is on, from 1.
    private(set) var line = 1
    /// The offset in the file of the first byte of `line`.
    private var lineOffset = 0
    /// UTF-8 continuation bytes passed on this line: a column counts Unicode scalars, not bytes.
    var continuations = 0

    /// The bytes of the string (or the key) last read, its escapes decoded.
    var text: [UInt8] = []
    /// Whether the key last read fitted in `text`.
    var keyFits = false
    /// The number being read.
    var number: [UInt8] = []
    /// Whether each open container is an object (true) or an array, innermost last.
    var containers: [Bool] = []

    init(input: FileHandle) {
        self.input = input
    }

    /// The column `index` is at, from 1.
    var column: Int { bufferOffset + index - lineOffset - continuations + 1 }

    /// Not JSON here.
    func malformed() -> AppError { .archive(.malformed(line: line, column: column)) }

    /// Called where the input ended (the scanner is at its end).
    func truncated() -> AppError { .archive(.truncated(line: line, column: column)) }

    /// Whether `byte` can begin a JSON value.
    static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case .openBrace, .openBracket, .quote, UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    // MARK: Input

    /// Reads the next chunk; false at the end of the input.
    mutating func refill() throws(AppError) -> Bool {
        if atEnd { return false }
        let chunk: Data?
        do {
            chunk = try input.read(upToCount: Self.chunkSize)
        } catch {
            throw .storage(.failed)
        }
        bufferOffset += buffer.count
        buffer.removeAll(keepingCapacity: true)
        index = 0
        guard let chunk, !chunk.isEmpty else {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// The byte at the scanner, nil at the end of the input.
    @inline(__always)
    mutating func peek() throws(AppError) -> UInt8? {
        if index == buffer.count, !(try refill()) { return nil }
        return buffer[index]
    }

    /// Passes the byte `peek()` gave (never a line feed, never one inside a string).
    @inline(__always)
    mutating func skip() {
        index += 1
    }

    mutating func skipByteOrderMark() throws(AppError) {
        guard try peek() == 0xEF else { return }
        for byte: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard let next = try peek() else { throw truncated() }
            guard next == byte else { throw malformed() }
            index += 1
        }
        // Invisible in an editor: the first column is the byte after it.
        lineOffset = bufferOffset + index
    }

    mutating func skipWhitespace() throws(AppError) {
        while true {
            if index == buffer.count, !(try refill()) { return }
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineOffset = bufferOffset + index
                continuations = 0
            default:
                return
            }
        }
    }

    // MARK: Literals

    /// Passes `literal` (`true`, `false` or `null`), byte by byte.
    mutating func scanLiteral(_ literal: StaticString) throws(AppError) {
        for position in 0..<literal.utf8CodeUnitCount {
            guard let byte = try peek() else { throw truncated() }
            guard byte == literal.utf8Start[position] else { throw malformed() }
            index += 1
        }
    }
}
