import ArgumentParser
import DaybookComposition

/// `--log-format` takes the format's own names, as `DAYBOOK_LOG_FORMAT` does.
extension LogFormat: ExpressibleByArgument {}
