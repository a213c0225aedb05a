import DaybookDomain
import Foundation
import Synchronization

/// A value with where it came from and how old it is.
public struct Cached<Value: Sendable>: Sendable {
    public let value: Value
    public let freshness: Freshness
}
