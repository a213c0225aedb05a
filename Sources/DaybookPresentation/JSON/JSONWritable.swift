/// A JSON form that writes itself with ``JSONWriter``: the bytes `JSONEncoder` (with sorted keys,
/// slashes unescaped and Daybook's times) would give for it. Every JSON form a front end writes
/// is one, and is written so only; the forms are `Encodable` as well so that the tests can hold
/// what they write to what `JSONEncoder` writes.
public protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// The form's bytes, on their own.
    public func json(style: JSONWriter.Style = .compact, capacity: Int = 1024) -> [UInt8] {
        var writer = JSONWriter(style: style, capacity: capacity)
        write(to: &writer)
        return writer.bytes
    }
}
