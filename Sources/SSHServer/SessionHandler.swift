import ChildProcess
import Foundation
import Logging
import NIOCore
import NIOSSH

/// One ssh session channel: a pty request, then a shell (the dubeol UI on that pty) or an exec
/// (`reviews …`, on pipes or on the pty); the person's bytes go to the process and its output
/// comes back. The idle timeout counts only what the person sends; the longest session and the
/// input rate are enforced here too. The channel closing hangs the process up.
final class SessionHandler: ChannelDuplexHandler {
  typealias InboundIn = SSHChannelData
  typealias InboundOut = Never
  typealias OutboundIn = Never
  typealias OutboundOut = SSHChannelData

  private let home: KeyHome
  private let shared: SessionContext
  private var pty: SSHChannelRequestEvent.PseudoTerminalRequest?
  private var process: SpawnedProcess?
  private var started = false
  private var channel: Channel?
  private var lastInput = NIODeadline.now()
  private let opened = NIODeadline.now()
  private var timer: RepeatedTask?
  private var ending: SSHRefusal?
  private var rate: InputRate
  /// The person's bytes not handed on yet (over the rate), and whether their input has ended.
  private var held: [UInt8] = []
  private var inputEnded = false
  private var releaseScheduled = false

  init(home: KeyHome, context: SessionContext) {
    self.home = home
    self.shared = context
    rate = InputRate(bytesPerSecond: context.limits.bytesPerSecond)
  }

  func handlerAdded(context: ChannelHandlerContext) {
    channel = context.channel
    context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).whenFailure {
      [channel = context.channel] _ in channel.close(promise: nil)
    }
    let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
    timer = context.eventLoop.scheduleRepeatedTask(initialDelay: .seconds(1), delay: .seconds(1)) {
      _ in bound.value.checkTime()
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    process?.hangUp()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    guard case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
    lastInput = .now()
    shared.metrics.received(buffer.readableBytes)
    held += buffer.readableBytesView
    release(context.eventLoop)
  }

  /// Hands the held bytes on as the rate allows, then the end of input. While bytes are held
  /// the server stops reading: the client's window fills and ssh holds the person back.
  private func release(_ eventLoop: any EventLoop) {
    guard !releaseScheduled, let channel else { return }
    let count = rate.take(upTo: held.count)
    if count > 0 {
      process?.write(Array(held.prefix(count)))
      held.removeFirst(count)
    }
    guard held.isEmpty else {
      channel.setOption(ChannelOptions.autoRead, value: false).whenSuccess {}
      releaseScheduled = true
      let bound = NIOLoopBound(self, eventLoop: eventLoop)
      eventLoop.scheduleTask(in: rate.wait(for: held.count)) {
        bound.value.releaseScheduled = false
        bound.value.release(eventLoop)
      }
      return
    }
    channel.setOption(ChannelOptions.autoRead, value: true).whenSuccess {}
    if inputEnded { process?.finishInput() }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
      if !started { pty = request }
      reply(request.wantReply, success: !started, context: context)
    case let request as SSHChannelRequestEvent.WindowChangeRequest:
      process?.resize(rows: request.terminalRowHeight, columns: request.terminalCharacterWidth)
    case let request as SSHChannelRequestEvent.ShellRequest:
      reply(request.wantReply, success: !started, context: context)
      start(pty == nil ? nil : ["ui"], kind: "ui", context: context)
    case let request as SSHChannelRequestEvent.ExecRequest:
      reply(request.wantReply, success: !started, context: context)
      start(ExecCommand.arguments(request.command), kind: "command", context: context)
    case let request as SSHChannelRequestEvent.EnvironmentRequest:
      // The server's environment is its own: nothing a client sends is passed on.
      reply(request.wantReply, success: false, context: context)
    case let request as SSHChannelRequestEvent.SubsystemRequest:
      reply(request.wantReply, success: false, context: context)
    case let event as ChannelEvent where event == .inputClosed:
      inputEnded = true
      release(context.eventLoop)
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  private func reply(_ wanted: Bool, success: Bool, context: ChannelHandlerContext) {
    guard wanted else { return }
    context.triggerUserOutboundEvent(
      success ? ChannelSuccessEvent() as Any : ChannelFailureEvent() as Any, promise: nil)
  }

  /// Starts dubeol with `command`, or says the usage and ends when there is none to start.
  private func start(_ command: [String]?, kind: String, context: ChannelHandlerContext) {
    guard !started else { return }
    started = true
    let channel = context.channel
    guard let command else {
      finish(status: 2, message: ExecCommand.usage, on: channel)
      return
    }
    let arguments = shared.arguments(command)
    let environment = shared.environment(home, term: pty?.term)
    do {
      let process =
        if let pty {
          try SpawnedProcess.onPTY(
            arguments, environment: environment, rows: pty.terminalRowHeight,
            columns: pty.terminalCharacterWidth)
        } else {
          try SpawnedProcess.onPipes(arguments, environment: environment)
        }
      self.process = process
      shared.metrics.sessionStarted(kind)
      let logger = shared.logger
      let about: Logger.Metadata = [
        "key": "\(home.fingerprint)", "address": "\(shared.address)", "kind": "\(kind)",
        "pid": "\(process.pid)",
      ]
      logger.info("ssh session started", metadata: about)
      let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
      process.pump(
        chunk: { bytes, stderr in
          var buffer = channel.allocator.buffer(capacity: bytes.count)
          buffer.writeBytes(bytes)
          // Waiting here holds the reading thread back while the client is slow.
          try? channel.writeAndFlush(
            SSHChannelData(type: stderr ? .stdErr : .channel, data: .byteBuffer(buffer))
          ).wait()
        },
        ended: { [metrics = shared.metrics] status in
          metrics.sessionEnded()
          logger.info("ssh session ended", metadata: about.merging(["status": "\(status)"]) { $1 })
          channel.eventLoop.execute {
            let handler = bound.value
            handler.finish(status: status, message: handler.ending.map(Self.message), on: channel)
          }
        })
    } catch {
      // The log has the server's path; the person is told only what went wrong.
      shared.logger.error("ssh session: \(error)")
      finish(status: 1, message: "dubeol: 세션을 시작하지 못했어요 (\(error.reason))", on: channel)
    }
  }

  /// Says `message` (if any), sends the exit status and closes the channel. On a pty it goes
  /// after the program's output on the same stream (the client writes its two streams in its
  /// own order, and the UI's last bytes leave the alternate screen, which would wipe it).
  /// The exit status goes once the message is written: data waits for the client's window, a
  /// request does not, and a close would drop the data still waiting.
  private func finish(status: Int, message: String?, on channel: Channel) {
    var written = channel.eventLoop.makeSucceededVoidFuture()
    if let message {
      let line = (pty == nil ? "" : "\r\n") + message + (pty == nil ? "\n" : "\r\n")
      var buffer = channel.allocator.buffer(capacity: line.utf8.count)
      buffer.writeString(line)
      let stream: SSHChannelData.DataType = pty == nil ? .stdErr : .channel
      written = channel.writeAndFlush(SSHChannelData(type: stream, data: .byteBuffer(buffer)))
    }
    written.whenComplete { _ in
      channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status))
        .whenComplete { _ in channel.close(promise: nil) }
    }
  }

  /// Once a second: ends the session when the person has been idle too long or it has lasted
  /// too long (the process is hung up; its end closes the channel with a message).
  private func checkTime() {
    guard ending == nil else { return }
    let limits = shared.limits
    let now = NIODeadline.now()
    if limits.idleSeconds > 0, now - lastInput >= .seconds(Int64(limits.idleSeconds)) {
      ending = .idle
    } else if limits.longestSessionSeconds > 0,
      now - opened >= .seconds(Int64(limits.longestSessionSeconds))
    {
      ending = .longestSession
    }
    guard let ending else { return }
    shared.metrics.refused(ending)
    if let process {
      process.hangUp()
    } else {
      // Nothing started yet (no shell or exec asked for): nothing to wait for.
      channel?.close(promise: nil)
    }
  }

  private static func message(_ ending: SSHRefusal) -> String {
    switch ending {
    case .idle: "dubeol: the session ended after too long without input."
    case .longestSession: "dubeol: the session reached its longest time."
    default: "dubeol: the session ended (\(ending.rawValue))."
    }
  }
}
