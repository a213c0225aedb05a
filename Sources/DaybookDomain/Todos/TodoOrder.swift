import Foundation

/// The range of a todo's order number, and the rules that keep every stored order inside it.
///
/// The range is JavaScript's safe integers (±(2⁵³ − 1)), so every JSON client reads an order
/// exactly, and placing a todo after the last one can never overflow: there is no integer
/// arithmetic on an order that the range does not bound.
public enum TodoOrder {
    public static let minimum = -9_007_199_254_740_991
    public static let maximum = 9_007_199_254_740_991

    /// `order` if it is in the range, else the validation error that says which end it passed.
    public static func validate(_ order: Int) throws(AppError) -> Int {
        if order < minimum { throw .validation(ValidationError(field: .todoOrder, rule: .belowMinimum(minimum))) }
        if order > maximum { throw .validation(ValidationError(field: .todoOrder, rule: .aboveMaximum(maximum))) }
        return order
    }

    /// The order of a todo placed after one whose order is `last` (`nil` for an empty list: 1).
    ///
    /// After a todo at the top of the range, the new one shares its order and still comes after
    /// it, since ties are broken by creation time, then id (see ``TodoRepository/todos()``): a
    /// batch added at one moment keeps its own order through its ids, which increase (see
    /// ``ImportTodosInteractor``). A stored order outside the range (written by an older Daybook)
    /// counts as the nearest end.
    public static func after(_ last: Int?) -> Int {
        guard let last else { return 1 }
        return last >= maximum ? maximum : max(minimum, last) + 1
    }
}
