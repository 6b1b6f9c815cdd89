import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct SettingsStoreTests {
  @Test func anInMemoryStoreStartsWithItsInitialSettings() {
    let store = SettingsStore.inMemory(Settings(vos: true))
    #expect(store.load() == SettingsLoad(settings: Settings(vos: true)))
  }

  @Test func anInMemoryUpdateReturnsAndKeepsTheChange() throws {
    let store = SettingsStore.inMemory()
    let saved = try store.update { $0.useCount = 5 }
    #expect(saved.settings.useCount == 5)
    #expect(store.load().settings.useCount == 5)
  }

  @Test func concurrentInMemoryUpdatesLoseNothing() async throws {
    let store = SettingsStore.inMemory()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask { _ = try? store.update { $0.useCount += 1 } }
      }
    }
    #expect(store.load().settings.useCount == 200)
  }

  private func settingsFile(_ variables: [String: [UInt8]]) -> BytePath? {
    BytePath.userFile(
      "settings.json", xdg: "XDG_CONFIG_HOME", fallback: ".config", variable: { variables[$0] })
  }

  @Test func theDefaultFileIsUnderXDGConfigHome() {
    let file = settingsFile(["XDG_CONFIG_HOME": Array("/x/cfg".utf8), "HOME": Array("/h".utf8)])
    #expect(file == BytePath("/x/cfg/conjugar/settings.json"))
  }

  @Test func withoutXDGConfigHomeTheFileIsUnderHomeDotConfig() {
    let file = settingsFile(["HOME": Array("/home/ana".utf8)])
    #expect(file == BytePath("/home/ana/.config/conjugar/settings.json"))
  }

  @Test(arguments: ["", "relative/dir"])
  func anEmptyOrRelativeXDGConfigHomeIsIgnored(value: String) {
    let file = settingsFile(["XDG_CONFIG_HOME": Array(value.utf8), "HOME": Array("/h".utf8)])
    #expect(file == BytePath("/h/.config/conjugar/settings.json"))
  }

  @Test func withNeitherVariableThereIsNoDefaultFile() {
    #expect(settingsFile(["HOME": []]) == nil)
  }

  @Test func bytesThatAreNotUTF8AreKeptAsTheyAre() {
    let home: [UInt8] = [0x2F, 0x68, 0xE9, 0xFF]
    let file = settingsFile(["HOME": home])
    #expect(file?.bytes == home + Array("/.config/conjugar/settings.json".utf8))
    #expect(file?.description == "/h\\xE9\\xFF/.config/conjugar/settings.json")
  }

  @Test func theUnavailableStoreLoadsDefaultsAndCannotSave() {
    #expect(SettingsStore.unavailable.load() == SettingsLoad(settings: Settings()))
    #expect(throws: SettingsError.noLocation) { try SettingsStore.unavailable.update { _ in } }
  }
}
