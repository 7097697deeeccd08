/// The popups' own state while one is open (the overlay says which is shown).
public struct PopupState: Sendable, Equatable {
  public var phrases: PhrasesPopup?
  public var shortcuts: ShortcutPicker?

  public init() {}
}
