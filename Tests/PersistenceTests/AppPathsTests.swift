import Foundation
import Persistence
import Testing

/// Where dubeol keeps its files: the XDG variables, absolute only, else under HOME.
@Suite("app paths")
struct AppPathsTests {
  @Test("XDG variables are used when absolute; relative ones and none fall back to HOME")
  func xdg() {
    #expect(AppPaths.cacheDirectory(environment: ["HOME": "/h"]).path == "/h/.cache/dubeol")
    #expect(AppPaths.cacheDirectory(environment: ["HOME": "/h/"]).path == "/h/.cache/dubeol")
    #expect(
      AppPaths.cacheDirectory(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c"]).path
        == "/c/dubeol")
    #expect(
      AppPaths.cacheDirectory(environment: ["HOME": "/h", "XDG_CACHE_HOME": "c"]).path
        == "/h/.cache/dubeol")
    #expect(
      AppPaths.dataDirectory(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"]).path
        == "/d/dubeol")
    #expect(
      AppPaths.configFile(environment: ["HOME": "/h"]).path == "/h/.config/dubeol/config.toml")
  }

  @Test("the cache's path read with getenv is the one read from the environment's dictionary")
  func cachePathFromGetenv() {
    #expect(AppPaths.cacheDirectoryPath() == AppPaths.cacheDirectory().path)
  }
}
