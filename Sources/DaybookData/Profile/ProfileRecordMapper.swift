import DaybookDomain
import Foundation

/// Translates between the stored ``ProfileRecord`` and the domain's `UserProfile`.
///
/// Genders are stored as the domain's codes (``Gender/rawValue``), written out there so renaming
/// a case can never change what is on disk. A record that breaks the domain's rules was damaged
/// or edited outside Daybook and is reported as a corrupt record.
public enum ProfileRecordMapper {
    public static func profile(from record: ProfileRecord) throws(AppError) -> UserProfile {
        guard let name = try? ProfileName(stored: record.name), let gender = Gender(rawValue: record.gender) else {
            throw .storage(.corruptRecord)
        }
        return UserProfile(
            name: name, gender: gender, createdAt: Milliseconds.date(since1970: record.createdAt))
    }

    public static func record(from profile: UserProfile, for user: UserID) -> ProfileRecord {
        ProfileRecord(
            userID: user.value,
            name: profile.name.value,
            gender: profile.gender.rawValue,
            createdAt: Milliseconds.since1970(profile.createdAt)
        )
    }
}
