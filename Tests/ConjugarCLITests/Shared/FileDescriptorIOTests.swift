import Foundation
import Testing

@testable import ConjugarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Real pipes whose one end is non-blocking, as a parent process may leave standard output or
/// standard input.
@Suite struct FileDescriptorIOTests {
  /// A pipe, its end `nonBlocking` (0 to read, 1 to write) switched to `O_NONBLOCK`.
  private func pipe(nonBlocking end: Int) throws -> [Int32] {
    var ends: [Int32] = [-1, -1]
    try #require(Glibc.pipe(&ends) == 0)
    try #require(fcntl(ends[end], F_SETFL, fcntl(ends[end], F_GETFL) | O_NONBLOCK) == 0)
    return ends
  }

  /// Everything read from `fd` until the end of the input.
  private func readAll(_ fd: Int32) -> [UInt8] {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { return data }
      data += buffer[0..<count]
    }
  }

  @Test func aNonBlockingOutputWaitsForItsReaderInsteadOfFailingAt64KiB() throws {
    let ends = try pipe(nonBlocking: 1)
    defer { close(ends[0]) }
    let payload = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let status = TestBox<Int32>(-1)
    let writer = ends[1]
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      status.value = payload.withUnsafeBytes { FileDescriptorIO.sink(writer).write($0) }
      close(writer)
      done.signal()
    }
    // A slow reader: the pipe is full long before it starts.
    usleep(50_000)
    let received = readAll(ends[0])
    done.wait()
    #expect(status.value == 0)
    #expect(received.count == payload.count)
  }

  @Test func aNonBlockingInputWaitsForItsWriterInsteadOfReadingAsEmpty() throws {
    let ends = try pipe(nonBlocking: 0)
    defer { close(ends[0]) }
    let writer = ends[1]
    Thread.detachNewThread {
      usleep(50_000)
      _ = Array("hablar\n".utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
      close(writer)
    }
    var reader = LineReader(source: FileDescriptorIO.source(ends[0]))
    #expect(reader.nextLine() == "hablar")
    #expect(reader.nextLine() == nil)
    #expect(reader.failure == nil)
  }

  @Test func aClosedReaderStillEndsTheOutputWithEPIPE() throws {
    let ends = try pipe(nonBlocking: 1)
    defer { close(ends[1]) }
    close(ends[0])
    signal(SIGPIPE, SIG_IGN)
    let payload = [UInt8](repeating: 0, count: 1 << 17)
    #expect(payload.withUnsafeBytes { FileDescriptorIO.sink(ends[1]).write($0) } == EPIPE)
  }
}
