extension AppState {
  mutating func timerFired(_ timer: TimerKind) -> [Effect] {
    switch timer {
    case .spinner:
      guard isBusy else {
        spinnerRunning = false
        return []
      }
      spinnerFrame += 1
      return [.startTimer(.spinner, milliseconds: Self.spinnerInterval)]
    case .keyFlash(let token):
      if token == keyboard.flashToken { keyboard.flashing = nil }
      return []
    case .longPress(let token):
      return longPress(token)
    case .toastExpiry(let id):
      if toast?.id == id { toast = nil }
      return []
    case .outboxRetry(let token):
      guard token == posting.retryToken else { return [] }
      return retryDuePosts()
    case .draftSave:
      draftTimerArmed = false
      return saveDraftNow() + retryFailedSaves()
    case .clockTick:
      return [.startTimer(.clockTick, milliseconds: Self.clockTickInterval)]
    }
  }

  static let clockTickInterval = 30_000

  static let spinnerInterval = 100
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  var spinner: Character { Self.spinnerFrames[spinnerFrame % Self.spinnerFrames.count] }

  /// Starts the spinner's ticks unless they already run; they stop when nothing is busy.
  mutating func startSpinner() -> [Effect] {
    guard !spinnerRunning else { return [] }
    spinnerRunning = true
    return [.startTimer(.spinner, milliseconds: Self.spinnerInterval)]
  }

  /// Shows a toast; it goes away by itself (errors stay longer).
  mutating func showToast(_ kind: Toast.Kind, _ message: String) -> [Effect] {
    toastsShown += 1
    let toast = Toast(kind: kind, message: message, id: toastsShown)
    self.toast = toast
    return [.startTimer(.toastExpiry(toast.id), milliseconds: toast.milliseconds)]
  }
}
