import DaybookPresentation

/// The previous and next links of a paged list (posts, todos): `<nav class="pager">`, labelled
/// with the page label, each link to `path?page=N` followed by `query` (which starts with `&`).
struct Pager {
    let path: String
    let number: Int
    let count: Int
    let label: String
    let query: String

    /// With `showsLabel`, the label is also written inside the nav, for lists that show it nowhere
    /// else. With `live`, each link also asks a live page for its page (`data-intent="page"`).
    func render(localizer localize: Localizer, showsLabel: Bool, live: Bool = false) -> HTML {
        func intent(_ page: Int) -> HTML { live ? " data-intent=\"page\" data-value=\"\(page)\"" : .empty }
        let previous: HTML? =
            number > 1
            ? "<a rel=\"prev\" href=\"\(path)?page=\(number - 1)\(query)\"\(intent(number - 1))>\(localize(WebText.pagerPrevious))</a>"
            : nil
        let next: HTML? =
            number < count
            ? "<a rel=\"next\" href=\"\(path)?page=\(number + 1)\(query)\"\(intent(number + 1))>\(localize(WebText.pagerNext))</a>"
            : nil
        let visibleLabel: HTML? = showsLabel ? "\(label) " : nil
        return "<nav class=\"pager\" aria-label=\"\(label)\">\(visibleLabel)\(previous) \(next)</nav>"
    }
}
