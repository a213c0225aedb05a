import Foundation

/// The types a target's sources declare as one of its registrations (a terminal tab, a live
/// page), read from the source files: what the one list of them (`TerminalTabs.all`,
/// `LivePages.all`) is checked against, so that one declared and not listed fails a test.
public enum RegisteredTypes {
    /// The names of the types under `Sources/<target>` declared, or extended, as conforming to
    /// `protocolName`, at the start of a line (`struct TodoTab: TerminalTab`,
    /// `extension LiveTodoListPage: LivePageRoute where …`).
    public static func conforming(to protocolName: String, in target: String) throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources").appendingPathComponent(target)
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let declaration = try Regex(
            #"(?m)^(?:struct|final class|class|enum|extension) (\w+): "# + protocolName + #"\b"#)
        return try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).matches(of: declaration).compactMap {
                $0.output[1].substring.map(String.init)
            }
        }
    }
}
