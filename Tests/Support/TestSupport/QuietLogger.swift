import Logging
import TestSupport

/// A logger that writes nothing: servers started by tests and fakes stay silent.
public let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
