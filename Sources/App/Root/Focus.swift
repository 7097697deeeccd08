/// The pane that receives keys; Tab cycles compose → keyboard → list.
package enum Focus: Sendable, Equatable, CaseIterable {
  case compose, keyboard, list

  var next: Focus {
    let all = Focus.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  var previous: Focus {
    let all = Focus.allCases
    return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
  }

  /// Where its keys are looked up, its own first.
  var scopes: [KeyScope] {
    switch self {
    case .compose: KeyScope.compose
    case .keyboard: KeyScope.keyboard
    case .list: KeyScope.reviewList
    }
  }
}
