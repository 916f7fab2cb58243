import SwiftUI
import SwiftUIHost
import Testing

/// Every builder form and primitive the stand-in declares, in one body.
private struct Everything: View {
  let flag: Bool
  let rows = ["a", "b"]

  var body: some View {
    Form {
      Section("Header") {
        if flag { Text("if") }
        if flag { Text("then") } else { Text("else") }
        ForEach(rows, id: \.self) { Text("row \($0)") }
      }
      Section {
        HStack(alignment: .top, spacing: 4) {
          Image(systemName: "star")
          Text(verbatim: "verbatim")
          Spacer()
          ProgressView(value: 0.5)
        }
        Group { Text("group") }
        AnyView(Text("any"))
        if #available(iOS 17, macOS 14, *) { Text("available") }
      }
      VStack(alignment: .leading) {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
        Text("8")
        Text("9")
        Text("10")
        Text("11")
      }
    }
  }
}

private struct Counter: View {
  @State private var count = 0
  @State private var selection: String?

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Increment") { count += 1 }
      Button(action: { $count.wrappedValue = 10 }, label: { Label("Ten", systemImage: "10") })
    }
  }
}

private struct Pair: Hashable {
  var left = 1
  var right = 2
}

@MainActor @Suite struct BuilderTests {
  @Test func buildsEveryFormInOrder() {
    let host = ViewHost(Everything(flag: true))
    host.render()
    #expect(
      host.visibleTexts == [
        "Header", "if", "then", "row a", "row b", "verbatim", "group", "any", "available",
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11",
      ])
    let other = ViewHost(Everything(flag: false))
    other.render()
    #expect(other.visibleTexts.prefix(3) == ["Header", "else", "row a"])
  }

  @Test func buttonsRunTheirActionsAndStateKeepsItsValueInTheRootView() throws {
    let host = ViewHost(Counter())
    host.render()
    try host.tapButton("Increment")
    try host.tapButton("Increment")
    host.render()
    #expect(host.visibleTexts.first == "count 2")
    try host.tapButton("Ten")
    host.render()
    #expect(host.visibleTexts.first == "count 10")
    #expect(throws: HostError.notOnScreen("Decrement")) { try host.tapButton("Decrement") }
  }

  @Test func derivedAndConstantBindings() {
    let router = Router()
    let pair = State(initialValue: Pair())
    let right = pair.projectedValue.right
    right.wrappedValue = 5
    #expect(pair.wrappedValue == Pair(left: 1, right: 5))
    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
    let path = Binding(get: { router.path }, set: { router.path = $0 })
    path.wrappedValue.append(1)
    #expect(router.path == [1])
  }

  @Test func aWriteWhileRenderingIsReported() {
    struct Writer: View {
      let router: Router
      var body: some View {
        let binding = Binding(get: { router.path }, set: { router.path = $0 })
        binding.wrappedValue = [1]
        return Text("written")
      }
    }
    let host = ViewHost(Writer(router: Router()))
    host.render()
    #expect(host.issues.first?.message.hasPrefix("Modifying state during view update") == true)
  }

  @Test func anAppBuildsItsScene() {
    TestApp.main()
  }
}

private struct TestApp: App {
  var body: some Scene {
    WindowGroup { Text("app") }
  }
}
