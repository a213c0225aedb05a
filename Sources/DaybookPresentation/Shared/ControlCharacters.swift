import DaybookDomain

/// The characters Daybook refuses in new text (see `TextRule`), for drivers that must not pass
/// them on raw when they come from storage or a remote service (a terminal, say).
public enum ControlCharacters {
    /// C0 and C1 controls, DEL, the line and paragraph separators, and the bidi embeddings,
    /// overrides and isolates.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        TextRule.isControl(scalar)
    }
}
