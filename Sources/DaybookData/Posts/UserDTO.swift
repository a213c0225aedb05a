import DaybookDomain
import Foundation

/// A user as JSONPlaceholder sends it (`/users`, `/users/{id}`); only the fields Daybook shows.
struct UserDTO: Codable, Hashable, Sendable {
    let id: Int
    let name: String
    let username: String
    let email: String

    init(_ author: Author) {
        (id, name, username, email) = (author.id, author.name, author.username, author.email)
    }

    var author: Author { Author(id: id, name: name, username: username, email: email) }
}
