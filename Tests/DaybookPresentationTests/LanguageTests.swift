import DaybookPresentation
import Testing

@Suite("Language from the POSIX locale variables")
struct LanguageTests {
    @Test(
        arguments: [
            ([:], Language.english),
            (["LANG": "ja_JP.UTF-8"], .japanese),
            (["LANG": "en_US.UTF-8"], .english),
            (["LANG": "C.UTF-8"], .english),
            (["LANG": "ja_JP.UTF-8", "LC_ALL": "en_GB.UTF-8"], .english),
            (["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP"], .japanese),
            (["LC_ALL": "", "LANG": "ja"], .japanese),
            (["LC_ALL": "fr_FR.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
        ])
    func precedence(environment: [String: String], expected: Language) {
        #expect(Language.preferred(in: environment) == expected)
    }
}
