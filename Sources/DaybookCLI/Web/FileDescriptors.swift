import Foundation  // getrlimit and setrlimit from the C library

/// The process's limit on open files, which bounds how many connections a server can hold.
enum FileDescriptors {
    /// Raises the soft limit to the hard one (a login shell often starts at 1,024 while the
    /// system allows far more) and returns the limit now in force.
    static func raiseLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
