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

  @Test func theDefaultFileIsUnderXDGConfigHome() {
    let url = SettingsStore.defaultURL(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"])
    #expect(url?.path == "/x/cfg/conjugar/settings.json")
  }

  @Test func withoutXDGConfigHomeTheFileIsUnderHomeDotConfig() {
    let url = SettingsStore.defaultURL(environment: ["HOME": "/home/ana"])
    #expect(url?.path == "/home/ana/.config/conjugar/settings.json")
  }

  @Test(arguments: ["", "relative/dir"])
  func anEmptyOrRelativeXDGConfigHomeIsIgnored(value: String) {
    let url = SettingsStore.defaultURL(environment: ["XDG_CONFIG_HOME": value, "HOME": "/h"])
    #expect(url?.path == "/h/.config/conjugar/settings.json")
  }

  @Test func withNeitherVariableThereIsNoDefaultFile() {
    #expect(SettingsStore.defaultURL(environment: ["HOME": ""]) == nil)
  }
}
