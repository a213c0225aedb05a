import DaybookDomain
import Foundation

/// Translates between the stored ``ProfileRecord`` and the domain's `UserProfile`.
///
/// Genders are stored as fixed codes written here, not derived from Swift case names, so
/// renaming a case can never change what is on disk. A record that breaks the domain's rules
/// was damaged or edited outside Daybook and is reported as a corrupt record.
public enum ProfileRecordMapper {
    public static func profile(from record: ProfileRecord) throws(AppError) -> UserProfile {
        guard let name = try? ProfileName(stored: record.name), let gender = gender(fromCode: record.gender) else {
            throw .storage(.corruptRecord)
        }
        return UserProfile(
            name: name, gender: gender, createdAt: StoredTime.date(fromMilliseconds: record.createdAt))
    }

    public static func record(from profile: UserProfile, for user: UserID) -> ProfileRecord {
        ProfileRecord(
            userID: user.value,
            name: profile.name.value,
            gender: code(for: profile.gender),
            createdAt: StoredTime.milliseconds(from: profile.createdAt)
        )
    }

    static func code(for gender: Gender) -> String {
        switch gender {
        case .male: "male"
        case .female: "female"
        case .preferNotToSay: "prefer-not-to-say"
        }
    }

    static func gender(fromCode code: String) -> Gender? {
        Gender.allCases.first { Self.code(for: $0) == code }
    }
}
