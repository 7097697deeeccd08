import Foundation
import Persistence
import Pictures
import Terminal

/// Opens the UI on a terminal backend and runs it until the user quits. Restores the draft
/// and the outbox at start; the terminal is shut down on every way out. It runs on the
/// caller's actor, so the backend never leaves it. Text that could not be saved is written
/// to a rescue file (or handed back) when it ends.
@discardableResult
nonisolated(nonsending) package func runApp(_ env: AppEnvironment, backend: some TerminalBackend)
  async throws -> AppOutcome
{
  var runtime = AppRuntime(env: env, backend: backend)
  defer { backend.shutdown() }
  await runtime.run()
  return runtime.finish()
}

/// The thin shell around `update`: reads input, performs effects, draws frames. It sleeps
/// until a key comes or an effect's result (a timer included) wakes the backend.
struct AppRuntime<Backend: TerminalBackend> {
  let env: AppEnvironment
  let backend: Backend
  /// The backend as one that takes raw bytes, asked once: a cast on every frame is a look-up
  /// in the runtime's conformance tables, cold by the time a key comes.
  private let rawOutput: (any RawTerminalOutput)?
  let inbox: EventInbox
  /// Performs the effects `update` returns; its disk writes are settled before `finish`.
  private let runner: EffectRunner
  /// Effects of the events dispatched since the last frame, performed once it is written.
  private var deferred: [Effect] = []
  var state: AppState
  /// The panes of the last frame, so a key redraws only what it changed.
  var renderCache = RenderCache()
  /// What loading the draft and the outbox had to tell the user (a file moved aside).
  let loadNotices: [String]
  /// The newest page as last loaded, for the first frame's list.
  let cachedPage: CachedFirstPage?
  /// The picture the terminal draws itself (kitty, sixel) over the frame.
  var pictureLayer = PictureLayer()
  /// How long one wait for input lasts with a backend that cannot be woken.
  static var pollMilliseconds: Int { 30 }
  /// What the terminal said that the theme and pictures were last made from.
  private var appliedFacts: TerminalFacts?

  init(env: AppEnvironment, backend: Backend) {
    self.env = env
    self.backend = backend
    rawOutput = backend as? any RawTerminalOutput
    let waker = backend.waker
    inbox = EventInbox(onPush: { waker?.wake() })
    runner = EffectRunner(env: env, inbox: inbox)
    let settings = env.settings
    let size = backend.size
    let draft = env.draftStore.loadReport()
    let outbox = env.outboxStore.loadReport()
    let owned = env.ownedReviews?.loadReport(server: env.postServer)
    // A broken author key is told at once: posts would be refused until it is fixed.
    let key = env.authorship?.keys.problem?.description
    let edit = env.editDraftStore?.load()
    // An edit for another server stays in edit.json until the app runs against that server.
    let otherServer = edit?.edit.map { $0.server != env.postServer } ?? false
    let editNotice =
      otherServer ? "다른 서버의 리뷰를 고치던 글이 있어요 (그 서버로 열면 이어서 고칠 수 있어요)" : edit?.notice
    let resumed = otherServer ? nil : edit?.edit
    let resumeNotice = resumed.map { _ in "고치던 리뷰를 이어서 고쳐요" }
    cachedPage = env.firstPages?.page(server: env.postServer, themeId: settings.themeId)
    loadNotices = [draft.notice, outbox.notice, owned?.notice, key, editNotice, resumeNotice]
      .compactMap { $0 }
    state = AppState(
      width: size.width, height: size.height, now: env.clock(), settings: settings,
      serverLabel: env.serverLabel, noColor: env.noColor, draft: draft.text ?? "",
      outbox: outbox.posts, sessionID: UUID().uuidString, server: env.postServer,
      ownReviews: owned?.ids ?? [], keys: env.keys, keyboards: env.keyboards)
    if draft.unreadable { state.savedDraft = nil }
    if let resumed { state.resumeEdit(resumed) }
  }

  nonisolated(nonsending) mutating func run() async {
    let notices = [env.startupMessage].compactMap { $0 } + loadNotices
    // Like a key's, the start's effects (the first requests, which start the embedded
    // server) run once the first frame is written.
    deferred = start(&state, notices: notices, cachedPage: cachedPage)
    // The first frame does not wait for the terminal's answers (background, images): it is
    // drawn with what the environment says (COLORFGBG), and an answer that differs redraws it
    // when it comes, as a late one always did.
    follow(backend.learnFacts(waitingUpTo: 0))
    drawFrame()
    performDeferred()
    let watch = SharedFilesWatch(env)?.start(into: inbox)
    defer { watch?.cancel() }
    while !state.shouldQuit {
      var changed = false
      for event in inbox.drain() {
        dispatch(event)
        changed = true
      }
      // Read every key already waiting before drawing, so fast typing draws once. After a key
      // the look is skipped when the backend took all there was (a typed key, alone): it
      // was a system call between every key and its echo.
      var wait = changed ? 0 : backend.waker == nil ? Self.pollMilliseconds : -1
      while !state.shouldQuit, let input = backend.nextEvent(timeoutMilliseconds: wait) {
        // Until something is dispatched, the screen shows the state as it is.
        if !changed { echoAhead(input) }
        dispatch(.input(input))
        changed = true
        wait = 0
        if !backend.mayHaveWaitingInput { break }
      }
      // An answer that came after the first frame's wait (a busy machine, a slow link).
      if follow(backend.learnFacts(waitingUpTo: 0)) { changed = true }
      if changed && !state.shouldQuit { drawFrame() }
      performDeferred()
      await Task.yield()
    }
    // Quitting's own effects (the last saves) run too; `finish` waits for them.
    performDeferred()
    // A kitty picture would stay on the terminal's screen after the UI ends.
    if let erase = pictureLayer.move(to: nil).erase {
      rawOutput?.writeRaw(erase)
    }
  }

  /// Writes what a typed key shows where it is typed before the state is updated, when the
  /// last frame says where that is: the update and the frame after it (the rest of the panes)
  /// then cost nothing before the echo, and the frame writes the key's row again only where
  /// it differs from what was written ahead.
  private mutating func echoAhead(_ input: InputEvent) {
    guard case .key(let key, let modifiers) = input, let spot = renderCache.typingSpot.take(),
      let echo = state.echoAhead(KeyChord(key, modifiers), at: spot)
    else { return }
    backend.writeAhead(
      echo.text, x: echo.x, y: echo.y, style: echo.style, blank: echo.blank, to: echo.blankTo,
      cursor: echo.cursor)
  }

  /// Makes the theme and the picture mode from what the terminal said, when it said something
  /// new; true if it did.
  @discardableResult
  private mutating func follow(_ facts: TerminalFacts) -> Bool {
    guard facts != appliedFacts else { return false }
    appliedFacts = facts
    let tone = Theme.tone(state.settings.background, terminal: facts.background)
    state.theme = Theme.make(
      settings: state.settings, tone: tone, colorCount: facts.colorCount, noColor: env.noColor)
    if env.pictures != nil {
      state.pictures.mode = PictureMode(facts: facts, noColor: env.noColor)
      state.pictures.backdrop =
        facts.background ?? (tone == .light ? RGB(255, 255, 255) : RGB(0, 0, 0))
    }
    renderCache.canvas = nil  // every pane draws again in the new colours
    renderCache.typingSpot = nil
    return true
  }

  /// Draws the state, and around it the picture the terminal draws itself, if any.
  private mutating func drawFrame() {
    // What the key changed where it was typed goes out first; the other panes follow.
    if let echo = renderEcho(state, reusing: &renderCache) { backend.draw(echo) }
    let frame = render(state, reusing: &renderCache)
    let steps = pictureLayer.move(to: state.picturePlacement)
    if steps.repaint { (backend as? any RepaintingBackend)?.invalidate() }
    if let erase = steps.erase { rawOutput?.writeRaw(erase) }
    backend.draw(frame)
    if let show = steps.show { rawOutput?.writeRaw(show) }
  }

  /// After the loop: learns how the last saves went (they ran while quitting) and puts any
  /// text that is not on disk somewhere that works, so quitting never loses it.
  mutating func finish() -> AppOutcome {
    runner.settle()
    for event in inbox.drain() {
      state.now = env.clock()
      // Only the state matters now: timers and toasts the events ask for are moot.
      _ = update(&state, event)
    }
    guard let text = state.unsavedText else { return AppOutcome() }
    do {
      let file = try RescueFile.write(text, in: env.rescueDirectory)
      env.log("unsaved text written to \(file.path)")
      return AppOutcome(rescueFile: file)
    } catch {
      env.log("unsaved text could not be written to \(env.rescueDirectory.path): \(error)")
      return AppOutcome(unsavedText: text)
    }
  }

  /// Updates the state; the effects wait for `performDeferred`, after the frame is written,
  /// so a key's echo never waits for the timers, saves and requests it starts (a thread
  /// woken before the write competes with it on a small machine). Bytes for the terminal are
  /// written at once, before the frame, as the update ordered them.
  private mutating func dispatch(_ event: AppEvent) {
    state.now = env.clock()
    for effect in update(&state, event) {
      if case .writeTerminal(let bytes) = effect {
        rawOutput?.writeRaw(bytes)
      }
      deferred.append(effect)
    }
  }

  private mutating func performDeferred() {
    guard !deferred.isEmpty else { return }
    let effects = deferred
    deferred.removeAll(keepingCapacity: true)
    effects.forEach(runner.perform)
  }
}
