import Foundation

/// Where Daybook keeps its data when nothing else is configured.
enum DataDirectory {
    /// `$XDG_DATA_HOME/daybook`, else `~/.local/share/daybook` (the XDG default) on Linux;
    /// `~/Library/Application Support/Daybook` on Apple platforms.
    static func `default`(environment: [String: String]) -> URL {
        #if canImport(Darwin)
            let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
            return home.appendingPathComponent("Library/Application Support/Daybook", isDirectory: true)
        #else
            if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
                // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
                return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("daybook", isDirectory: true)
            }
            let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
            return home.appendingPathComponent(".local/share/daybook", isDirectory: true)
        #endif
    }
}
