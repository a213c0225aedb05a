/// How log lines are written: `text` for people, `json` (one object per line) for log shippers.
public enum LogFormat: String, Sendable, Hashable, CaseIterable {
    case text
    case json
}
