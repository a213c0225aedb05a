/// How many handoffs a store keeps at most: enough for every visitor of a busy site to be in the
/// middle of a redirect, and a bound on what a client posting forms in a loop can make it hold.
public enum HandoffCapacity {
    public static let entries = 10_000
}
