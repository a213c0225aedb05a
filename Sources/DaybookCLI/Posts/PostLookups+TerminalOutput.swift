import DaybookPresentation

extension PostPageLookup: TerminalOutput {
    var text: String { PostRenderer().render(list) }
}

extension PostDetailLookup: TerminalOutput {
    var text: String { PostRenderer().render(detail) }
}
