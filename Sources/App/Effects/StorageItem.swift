/// What the app writes to disk; its Korean sentences live here and nowhere else.
package enum StorageItem: Sendable, Equatable {
  case draft, outbox, settings, ownReviews, edit, hanjaChoices

  /// The thing saved, as the object of a Korean sentence.
  private var object: String {
    switch self {
    case .draft: "쓰던 글을"
    case .outbox: "보낼 리뷰를"
    case .settings: "설정을"
    case .ownReviews: "내 리뷰 목록을"
    case .edit: "고치던 리뷰를"
    case .hanjaChoices: "한자 선택 기록을"
    }
  }

  /// "쓰던 글을 저장하지 못했어요: 권한이 없어요" and the like.
  package func failed(_ reason: String) -> String { "\(object) 저장하지 못했어요: \(reason)" }

  /// Said when a save works again after failing.
  var savedAgain: String { "\(object) 저장했어요" }
}
