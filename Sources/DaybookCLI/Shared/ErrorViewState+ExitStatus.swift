import ArgumentParser
import DaybookPresentation
import Foundation

extension ErrorViewState {
    /// sysexits(3) codes, so scripts can tell bad input from a failing service.
    var exitStatus: Int32 {
        switch kind {
        case .usage: 64  // EX_USAGE: another option, or another tool
        case .invalidInput, .conflict: 65  // EX_DATAERR
        case .notFound: 66  // EX_NOINPUT
        case .unavailable: 69  // EX_UNAVAILABLE
        case .storage, .storageUnreachable: 74  // EX_IOERR
        case .cannotCreate: 73  // EX_CANTCREAT: an output file cannot be made
        case .signedOut: 77  // EX_NOPERM: the data is an account's now; name the person
        case .busy: 75  // EX_TEMPFAIL: the same command may work in a moment
        case .cancelled: 130  // as for SIGINT
        }
    }
}
