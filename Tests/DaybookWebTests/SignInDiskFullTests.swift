import DaybookComposition
import DaybookDomain
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// A sign-in on a database whose disk is full: the attempt cannot be counted, so no one is let
/// in, and the answer says why (the disk is full, as any write that cannot be saved says), never
/// that the visitor must wait as if they had guessed too often.
///
/// The database sits on a small tmpfs of its own, filled to the last byte once the server has it
/// open (the tests run as root, as CI does).
@Suite("Sign-in on a full disk")
struct SignInDiskFullTests {
    @Test func aSignInThatCannotBeCountedSaysTheDiskIsFullNotWait() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let disk = try SmallDisk(at: folder.path("disk"))
        defer { disk.unmount() }
        let people = try await People(databasePath: disk.path + "/web.sqlite")
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            #expect(try await Browser().get(client, "/signin").status == .ok)
            // What SQLite wrote ahead is given back, so the next write needs new room on the disk.
            let queue = try DatabaseQueue(path: people.path)
            try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            try queue.close()
            try disk.fill()

            let form = try await People.signIn(Browser(), client, name: "Taro", password: "a guess")
            #expect(form.status == .internalServerError && form.headers[.retryAfter] == nil, "\(form.status)")
            #expect(form.text.contains("The disk is full"), "\(form.text)")
            let api = try await client.execute(
                uri: "/api/todos", method: .get, headers: AccountSignInTests.basic("Taro", "a guess"))
            #expect(api.status == .internalServerError, "\(api.status)")
            #expect(api.text.contains("The disk is full"), "\(api.text)")
            let right = try await client.execute(
                uri: "/api/todos", method: .get,
                headers: AccountSignInTests.basic("Taro", AccountSignInTests.taroPassword))
            #expect(right.status == .internalServerError, "not let in without counting the attempt")
        }
    }

    /// A tmpfs of 8 MiB mounted at a folder of its own, and a file that takes whatever room is left.
    struct SmallDisk {
        let path: String

        init(at path: String) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            guard mount("tmpfs", path, "tmpfs", 0, "size=8m") == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
            }
            self.path = path
        }

        /// Writes a file until the disk has no room left, 64 KiB at a time, then byte by byte.
        func fill() throws {
            let descriptor = open(path + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard descriptor >= 0 else { throw POSIXError(.EIO) }
            defer { close(descriptor) }
            for size in [65_536, 1] {
                let chunk = [UInt8](repeating: 0xA5, count: size)
                while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, size) }) == size {}
            }
            guard errno == ENOSPC else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }

        func unmount() {
            umount2(path, Int32(MNT_DETACH))
        }
    }
}
