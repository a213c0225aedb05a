import Foundation

/// How many entries a cache store keeps.
public enum CacheCapacity {
    /// Enough for every city and post a household asks about; a few megabytes at most, since
    /// an entry is one answer (the HTTP client refuses oversized ones).
    public static let defaultEntries = 1000
}
