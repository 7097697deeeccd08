/// How the server presents itself and guards its connections.
public struct ReviewServerOptions: Sendable {
  /// The base of absolute links in replies; nil builds them from each request's Host.
  public var publicURL: PublicBaseURL?

  public init(publicURL: PublicBaseURL? = nil) {
    self.publicURL = publicURL
  }
}
