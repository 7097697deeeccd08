extension Keyboard {
  /// Why `profile` and `options` make no sense on this keyboard, or nil when they all apply.
  /// They apply where libhangul applies them: double stroke to jamo keyboards (on the others
  /// the combination table alone decides), auto-reorder to jamo and jaso keyboards; `mobile`
  /// and extended vowels are dubeol's own 2-beolsik additions.
  public func problem(profile: Profile, options: ComposerOptions) -> String? {
    if typesLikeDubeolsik { return nil }
    if profile == .mobile {
      return "the mobile profile is the iOS apps' 2-beolsik keyboard; keyboard \(id) has "
        + "only standard (libhangul's rules)"
    }
    if options.extendedVowels {
      return "extended vowels (ㅏ+ㅣ → ㅐ) are a 2-beolsik option; keyboard \(id) combines "
        + "vowels as its combination table says"
    }
    if options.doubleStroke, kind != .jamo {
      return "on \(kind.rawValue) keyboard \(id) a consonant typed twice combines as its "
        + "combination table says; double stroke changes only jamo (2-beolsik) keyboards"
    }
    if options.autoReorder, kind == .romaja {
      return "keyboard \(id) spells Hangul in Latin letters, in order; auto-reorder applies "
        + "to jamo and jaso keyboards only"
    }
    return nil
  }

  /// The profile a keyboard starts with: `mobile` on 2-beolsik, `standard` elsewhere.
  public var defaultProfile: Profile {
    typesLikeDubeolsik ? .mobile : .standard
  }
}
