/// Where the list title says the user is: the position and the total when the server tells
/// (or the end is reached), else how far the loaded pages go and that the end is not known.
enum ListTitle {
  static func position(_ list: ReviewListState) -> String {
    guard !list.reviews.isEmpty else { return "" }
    guard let position = list.position else {
      // After `G` on a server that sends no count: the place is known from the end only.
      return "끝에서 \(grouped(list.reviews.count - list.selected))번째"
    }
    if let total = list.total {
      return "\(grouped(position))/\(grouped(max(total, position)))"
    }
    let loaded = (list.firstPosition ?? 0) + list.reviews.count
    return "\(grouped(position))/\(grouped(loaded))\(list.reachedEnd ? "" : "+")"
  }

  /// 1234567 as "1,234,567".
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }
}
