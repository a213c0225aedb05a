import Foundation

/// The socket constants whose C types differ between Glibc and Darwin, for tests that talk raw
/// TCP. On Darwin a socket is kept from raising SIGPIPE with SO_NOSIGPIPE, not a send flag.
public enum SocketConstants {
    #if canImport(Darwin)
        public static let stream = SOCK_STREAM
        public static let noSignal: Int32 = 0
        public static let shutBoth = SHUT_RDWR
        public static let shutWrite = SHUT_WR
        public static let shutRead = SHUT_RD
    #else
        public static let stream = Int32(SOCK_STREAM.rawValue)
        public static let noSignal = Int32(MSG_NOSIGNAL)
        public static let shutBoth = Int32(SHUT_RDWR)
        public static let shutWrite = Int32(SHUT_WR)
        public static let shutRead = Int32(SHUT_RD)
    #endif
}
