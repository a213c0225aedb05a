import ArgumentParser
import DaybookPresentation

/// `--lang` values. A CLI-local enum keeps ArgumentParser out of the Presentation ring.
enum LanguageOption: String, CaseIterable, ExpressibleByArgument {
    case en
    case ja

    var language: Language {
        switch self {
        case .en: .english
        case .ja: .japanese
        }
    }
}
