import Foundation
import Testing

@testable import ReviewServer

@Suite("Administrators' names are reserved")
struct AdminNameTests {
  @Test(
    "an anonymous post cannot take the seeded administrator's name, or --admin-name's",
    arguments: TestStore.allCases)
  func reserved(_ store: TestStore) async throws {
    try await withServe(store, ["--admin-name", "관리자", "--post-limit", "0"]) { port in
      for name in [
        "두벌식 운영팀", "두벌식운영팀", " 두벌식\u{200B} 운영팀", "관리자",
        // Hangul fillers and other default-ignorable characters are drawn as nothing.
        "두벌식 운영팀\u{3164}", "두벌식\u{115F} 운영팀", "두벌식 운영\u{1160}팀", "\u{FFA0}두벌식 운영팀",
        "두벌식 운영팀\u{034F}", "관리자\u{180B}",
      ] {
        let response = try await rawExchange(port: port, jsonPost(userName: name))
        #expect(response.status == 422, "\(name)")
        #expect(response.errorCode == "name_reserved", "\(name)")
      }
      // Other names post, and never with the administrator's user id.
      let list = try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=1"))
      let admin = try #require(strictPage(list).first { $0.user.userName == "두벌식 운영팀" })
      let posted = try await rawExchange(port: port, jsonPost(theme: "1", userName: "운영팀 팬"))
      #expect(posted.status == 200)
      let review = try JSONDecoder().decode(StrictEnvelope.self, from: Data(posted.body)).data
      #expect(review.user._id != admin.user._id)
    }
  }

  @Test("names are compared as they read: width, case, spaces and invisible characters aside")
  func folding() {
    let names = ReservedNames(["Admin Team", "두벌식 운영팀"])
    for name in [
      "admin team", "ＡＤＭＩＮ　ＴＥＡＭ", "AdminTeam", "두벌식\u{200D}운영팀", "두벌식 운영팀\u{3164}",
      "두벌식\u{FFA0}운영팀", "\u{115F}두벌식 운영팀", "두벌식 운영팀\u{1160}", "Admin\u{00AD}Team",
    ] {
      #expect(names.reserves(name), "\(name)")
    }
    for name in ["Admin Teams", "운영팀", "익명"] { #expect(!names.reserves(name), "\(name)") }
  }
}
