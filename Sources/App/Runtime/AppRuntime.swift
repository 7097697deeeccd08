import Foundation
import Persistence
import Terminal

/// Opens the UI on a terminal backend and runs it until the user quits. Restores the draft
/// and the outbox at start; the terminal is shut down on every way out. It runs on the
/// caller's actor, so the backend never leaves it.
nonisolated(nonsending) public func runApp(_ env: AppEnvironment, backend: some TerminalBackend)
  async throws
{
  var runtime = AppRuntime(env: env, backend: backend)
  defer { backend.shutdown() }
  await runtime.run()
}

/// The thin shell around `update`: reads input, performs effects, draws frames. It sleeps
/// until a key comes or an effect's result (a timer included) wakes the backend.
struct AppRuntime<Backend: TerminalBackend> {
  let env: AppEnvironment
  let backend: Backend
  let inbox: EventInbox
  var state: AppState
  /// How long one wait for input lasts with a backend that cannot be woken.
  static var pollMilliseconds: Int { 30 }

  init(env: AppEnvironment, backend: Backend) {
    self.env = env
    self.backend = backend
    let waker = backend.waker
    inbox = EventInbox(onPush: { waker?.wake() })
    var settings = env.settings
    if let themeId = env.themeId { settings.themeId = themeId }
    let size = backend.size
    state = AppState(
      width: size.width, height: size.height, now: env.clock(), settings: settings,
      serverLabel: env.serverLabel, noColor: env.noColor, draft: env.draftStore.load() ?? "",
      outbox: env.outboxStore.load(), sessionID: UUID().uuidString)
  }

  nonisolated(nonsending) mutating func run() async {
    let runner = EffectRunner(env: env, inbox: inbox)
    var effects = start(&state)
    if let message = env.startupMessage { effects += state.showToast(.warning, message) }
    effects.forEach(runner.perform)
    backend.draw(render(state))
    while !state.shouldQuit {
      var changed = false
      for event in inbox.drain() {
        dispatch(event, runner)
        changed = true
      }
      // Read every key already waiting before drawing, so fast typing draws once.
      var wait = changed ? 0 : backend.waker == nil ? Self.pollMilliseconds : -1
      while !state.shouldQuit, let input = backend.nextEvent(timeoutMilliseconds: wait) {
        dispatch(.input(input), runner)
        changed = true
        wait = 0
      }
      if changed && !state.shouldQuit { backend.draw(render(state)) }
      await Task.yield()
    }
  }

  private mutating func dispatch(_ event: AppEvent, _ runner: EffectRunner) {
    state.now = env.clock()
    for effect in update(&state, event) { runner.perform(effect) }
  }
}
