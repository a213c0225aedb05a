import DaybookPresentation

extension PostPageLookup: TerminalOutput {
    var text: String { PostRenderer(width: TerminalWidth.ofStandardOutput()).render(list) }
}

extension PostDetailLookup: TerminalOutput {
    var text: String { PostRenderer().render(detail) }
}
