import DaybookDomain
import Foundation
import Testing

/// What an account's name may hold beyond the text rules every field shares: characters that show
/// as something, and no `:`. `daybook user add`, sign-up and the archive reader all take a name
/// through ``AccountName``, so they refuse alike.
@Suite("Account names")
struct AccountNameTests {
    static func refusal(_ rule: ValidationError.Rule) -> AppError {
        .validation(ValidationError(field: .accountName, rule: rule))
    }

    /// A private-use character (U+E000, plane 15's U+F0000) or one Unicode has not assigned
    /// (U+0378) after `Hanako` would print exactly as `Hanako` does, beside it, as another account.
    @Test(arguments: [
        ("Hanako\u{E000}", ValidationError.Rule.privateUseCharacter),
        ("\u{F0000}Hanako", .privateUseCharacter),
        ("Hana\u{10FFFD}ko", .privateUseCharacter),
        ("Hanako\u{0378}", .unassignedCharacter),
        ("Hanako\u{E0080}", .unassignedCharacter),
        ("ha:nako", .colon),
        ("hanako:", .colon),
    ])
    func aCharacterThatShowsAsNothingOrAColonIsRefusedForItsOwnReason(name: String, rule: ValidationError.Rule) {
        #expect(throws: Self.refusal(rule), "\(name.unicodeScalars.map { String($0.value, radix: 16) })") {
            try AccountName(name)
        }
    }

    /// Emoji joined into one character with zero-width joiners (and the variation selector that
    /// makes a character an emoji, and skin tones) are one word: a joiner inside an emoji sequence
    /// is part of that character, not a gap.
    @Test(arguments: [
        "👨‍👩‍👧", "🏳️‍🌈", "👩🏽‍💻", "❤️", "花子❤️", "🧑‍🤝‍🧑", "Hanako👨‍👩‍👧", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ])
    func emojiJoinedIntoOneCharacterAreOneWord(name: String) throws {
        #expect(try AccountName(name).value == name)
    }

    /// A joiner or a variation selector anywhere else is an invisible gap, as before.
    @Test(arguments: [
        "ha\u{200D}nako", "hanako\u{200D}👨", "👨\u{200D}", "\u{200D}👨", "👨\u{200D}\u{200D}👩", "ha\u{FE0F}nako",
        "a\u{200D}👨",
    ])
    func aJoinerOutsideAnEmojiSequenceIsStillRefused(name: String) {
        #expect(throws: Self.refusal(.whitespace), "\(name.unicodeScalars.map { String($0.value, radix: 16) })") {
            try AccountName(name)
        }
    }
}
