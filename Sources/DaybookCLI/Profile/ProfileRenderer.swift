import DaybookPresentation

/// Draws a profile status for the terminal: labelled lines, labels aligned by display width.
struct ProfileRenderer {
    func render(_ status: ProfileStatusViewState) -> String {
        switch status {
        case .notRegistered(let message): message
        case .failed(let failure): failure.message
        case .registered(let summary):
            summary.lines.map { line in
                "\(TextWidth.pad(line.label, to: width(of: summary)))  \(TerminalText.visible(line.value))"
            }.joined(separator: "\n")
        }
    }

    private func width(of summary: ProfileSummaryViewState) -> Int {
        summary.lines.map { TextWidth.columns($0.label) }.max() ?? 0
    }
}
