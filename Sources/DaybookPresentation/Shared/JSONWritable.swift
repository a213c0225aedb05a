/// A JSON form that can write itself with ``JSONWriter``, the same bytes `JSONEncoder` (with
/// Daybook's settings) gives for it, only faster. Front ends use it when a value has it.
public protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}
