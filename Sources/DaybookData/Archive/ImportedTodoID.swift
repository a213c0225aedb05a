import Crypto
import Foundation

/// The id an imported todo takes when another person here already holds the archive's id (ids
/// are one table's primary key, unique across people): a UUID made from the receiving owner and
/// the archive's id, SHA-256 of both, so importing the same archive into the same person's data
/// again makes the same id, and a merge finds the copy the first import made.
///
/// Version 8 (RFC 9562's "custom"), so it is never mistaken for a random id; lower case, as the
/// stores keep ids. In the Data ring because both database drivers' imports make it, and neither
/// imports the other.
public enum ImportedTodoID {
    /// How many times an id is made again before the import gives up: each further one is taken
    /// by someone else only by a SHA-256 collision, or by an archive made for the purpose.
    public static let attempts = 8

    /// The id `id` takes in `owner`'s data when someone else holds it.
    public static func derive(owner: String, id: String) -> String {
        var hasher = SHA256()
        hasher.update(data: Array("daybook imported todo\u{0}".utf8))
        hasher.update(data: Array(owner.utf8))
        hasher.update(data: [0])
        hasher.update(data: Array(id.utf8))
        var bytes = Array(hasher.finalize().prefix(16))
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        let uuid = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
        return uuid.uuidString.lowercased()
    }
}
