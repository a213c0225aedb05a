import Foundation
import Testing

/// A pseudo-terminal, so a test can give `daybook` a terminal as its standard output (where it
/// fits its tables to the width) and read back what it wrote.
final class PseudoTerminal: @unchecked Sendable {
    /// The side a command writes to, as its standard output.
    let follower: FileHandle
    private let leader: Int32

    /// A terminal `columns` wide (as `ioctl(TIOCGWINSZ)` says), that passes bytes unchanged (no
    /// `\r` added before each line feed).
    init(columns: UInt16) throws {
        let name: String
        #if canImport(Glibc)
            // posix_openpt and friends are not in Swift's view of glibc: the same by hand.
            leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(leader >= 0, "/dev/ptmx: \(errno)")
            var locked: Int32 = 0
            var number: UInt32 = 0
            try #require(ioctl(leader, Self.unlock, &locked) == 0 && ioctl(leader, Self.number, &number) == 0)
            name = "/dev/pts/\(number)"
        #else
            leader = posix_openpt(O_RDWR | O_NOCTTY)
            try #require(leader >= 0, "posix_openpt: \(errno)")
            try #require(grantpt(leader) == 0 && unlockpt(leader) == 0)
            name = try #require(ptsname(leader).map { String(cString: $0) })
        #endif
        let descriptor = open(name, O_RDWR | O_NOCTTY)
        try #require(descriptor >= 0, "open \(name): \(errno)")
        var settings = termios()
        tcgetattr(descriptor, &settings)
        cfmakeraw(&settings)
        tcsetattr(descriptor, TCSANOW, &settings)
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(leader, UInt(TIOCSWINSZ), &size) == 0)
        follower = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit { close(leader) }

    #if canImport(Glibc)
        /// TIOCSPTLCK and TIOCGPTN, function-like macros Swift does not import (`_IOW('T', 0x31,
        /// int)`, `_IOR('T', 0x30, unsigned int)`; the same on x86-64 and arm64).
        private static let unlock: UInt = 0x4004_5431
        private static let number: UInt = 0x8004_5430
    #endif

    /// Types `text` at the terminal, as its user would.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
    }

    /// Gives the terminal a new size, as a window resized would (the signal is the test's to send).
    func resize(rows: UInt16, columns: UInt16) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(leader, UInt(TIOCSWINSZ), &size) == 0)
    }

    /// The next `count` bytes written to the terminal, or fewer if they do not come within
    /// `timeout`; waits without holding a thread of the task pool.
    func nextOutput(count: Int, timeout: Duration = .seconds(10)) async -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + timeout
        while bytes.count < count, ContinuousClock.now < deadline {
            var poll = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            if Foundation.poll(&poll, 1, 0) > 0 {
                let read = Foundation.read(leader, &buffer, min(buffer.count, count - bytes.count))
                if read > 0 { bytes += buffer[0..<read] }
            } else {
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What has been written to the terminal and not read yet; call once the command has ended.
    func written() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var poll = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            guard Foundation.poll(&poll, 1, 0) > 0 else { break }
            let count = read(leader, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
