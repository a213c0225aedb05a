import DaybookData
import DaybookDomain
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// An export whose file name is a symbolic link follows it as the kernel would with
/// `fs.protected_symlinks` on, whether or not it is on: a link in a sticky folder everyone may
/// write to (`/tmp`) is followed only when the person exporting, or the folder's owner, owns it.
/// Otherwise another user could plant `/tmp/everyone.json` pointing at a file of root's, and
/// root's `data export --all /tmp/everyone.json` would replace that file.
///
/// The links are made real: a sticky folder of mode 1777, a link handed to `nobody` (the tests run
/// as root, as CI does).
@Suite("Exporting through a symbolic link")
struct ArchiveExportLinkTests {
    struct Setting {
        let folder = TemporaryDirectory()
        let shared: String
        let secret: String
        let nobody: uid_t

        init() throws {
            shared = folder.path("shared")
            secret = folder.path("secret.conf")
            try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
            chmod(shared, 0o1777)
            try Data("root's own\n".utf8).write(to: URL(fileURLWithPath: secret))
            nobody = try #require(getpwnam("nobody")?.pointee.pw_uid)
        }

        /// A link at `name` in the shared folder to `target`, owned by `owner`.
        func link(_ name: String, to target: String, owner: uid_t) throws -> String {
            let path = shared + "/" + name
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            #expect(lchown(path, owner, gid_t.max) == 0)
            return path
        }

        func export(to path: String) async throws -> ArchiveCounts {
            let database = try SQLiteDatabase(path: folder.path("data.sqlite"), logger: .quiet)
            return try await DefaultArchiveRepository(
                store: SQLiteArchiveStore(database: database), identity: "test", dates: TestDateSource(),
                scope: .everyone
            ).export(to: .file(path: path), progress: nil)
        }

        var secretText: String { (try? String(contentsOfFile: secret, encoding: .utf8)) ?? "" }
    }

    @Test func aLinkAnotherUserPlantedInASharedFolderIsNotFollowed() async throws {
        let setting = try Setting()
        defer { setting.folder.remove() }
        let planted = try setting.link("everyone.json", to: setting.secret, owner: setting.nobody)
        await #expect(throws: AppError.file(FileProblem(path: planted, use: .create, reason: .untrustedLink))) {
            try await setting.export(to: planted)
        }
        #expect(setting.secretText == "root's own\n", "the file the link points at is left as it was")
        let left = try FileManager.default.contentsOfDirectory(atPath: setting.shared)
        #expect(left == ["everyone.json"], "nothing else made: \(left)")
        // Through a link of one's own to that link, it is still the planted link that is followed.
        let mine = setting.folder.path("mine.json")
        try FileManager.default.createSymbolicLink(atPath: mine, withDestinationPath: planted)
        await #expect(throws: AppError.file(FileProblem(path: mine, use: .create, reason: .untrustedLink))) {
            try await setting.export(to: mine)
        }
        #expect(setting.secretText == "root's own\n")
    }

    @Test func aLinkOfOnesOwnOrOfTheFoldersOwnerIsFollowed() async throws {
        let setting = try Setting()
        defer { setting.folder.remove() }
        let mine = try setting.link("mine.json", to: setting.folder.path("kept.json"), owner: geteuid())
        _ = try await setting.export(to: mine)
        #expect(try String(contentsOfFile: setting.folder.path("kept.json"), encoding: .utf8).contains("\"accounts\""))
        #expect(FileManager.default.fileExists(atPath: mine), "the link stays a link")
        // A folder of nobody's own: nobody's link in it is the owner's, and followed.
        #expect(chown(setting.shared, setting.nobody, gid_t.max) == 0)
        let owners = try setting.link("owners.json", to: setting.folder.path("owners.json"), owner: setting.nobody)
        _ = try await setting.export(to: owners)
        #expect(FileManager.default.fileExists(atPath: setting.folder.path("owners.json")))
    }
}
