extension Settings {
  /// These settings (as the file has them now) with the lists the app edits taken from
  /// `edited`: the phrases and the shortcuts. Saving that keeps what else the user changed in
  /// the file meanwhile.
  public func withLists(from edited: Settings) -> Settings {
    var settings = self
    settings.favoritePhrases = edited.favoritePhrases
    settings.shortcuts = edited.shortcuts
    settings.currentShortcut = edited.currentShortcut
    return settings
  }
}
