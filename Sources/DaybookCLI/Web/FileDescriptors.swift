import Foundation  // getrlimit and setrlimit from the C library

/// The process's limit on open files, which bounds how many connections a server can hold.
enum FileDescriptors {
    /// Raises the soft limit to the hard one (a login shell often starts at 1,024 while the
    /// system allows far more) and returns the limit now in force.
    static func raiseLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            // macOS refuses more than OPEN_MAX for the soft limit, whatever the hard one says.
            #if canImport(Darwin)
                raised.rlim_cur = min(limit.rlim_max, rlim_t(OPEN_MAX))
            #else
                raised.rlim_cur = limit.rlim_max
            #endif
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    #if canImport(Darwin)
        private static let resource = RLIMIT_NOFILE
    #else
        private static let resource = Int32(RLIMIT_NOFILE.rawValue)
    #endif
}
