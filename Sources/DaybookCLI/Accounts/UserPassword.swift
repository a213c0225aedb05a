import ArgumentParser
import DaybookPresentation

/// A new password for `daybook user add` and `daybook user password`: asked twice on a terminal,
/// one line of standard input otherwise; what went wrong said in the user's language.
enum UserPassword {
    static func read(for name: String, controller: AccountController) throws -> String {
        let outcome = PasswordInput.read(
            prompt: TerminalText.visible(controller.text(.passwordPrompt, name: name)),
            again: controller.text(.passwordAgain), confirming: true)
        switch outcome {
        case .password(let password): return password
        case .missing:
            throw Console.failing(with: ErrorViewState(message: controller.text(.passwordNotRead), kind: .invalidInput))
        case .unreadable:
            throw Console.failing(with: ErrorViewState(message: controller.text(.passwordNotText), kind: .invalidInput))
        case .mismatch:
            throw Console.failing(with: ErrorViewState(message: controller.text(.passwordsDiffer), kind: .invalidInput))
        }
    }
}
