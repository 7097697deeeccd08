/// Defaults of the server itself (clients choose their own).
public enum ServerDefaults {
  /// The theme listed when a request names none, and seeded first: the one the 2022 apps open.
  public static let themeId = "PLKEY0-L-81"
}
