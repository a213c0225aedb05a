/// A list of forms, as a JSON array.
extension Array: JSONWritable where Element: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}
