import Observation
import SwiftUI
import SwiftUIHost
import Testing

@MainActor @Observable private final class Inbox {
  var title = "Inbox"
  var unread = 0
  var path: [Int] = []
  var tab = 1
  var query = ""
  var showsBadge = true
}

/// Reads the title itself and holds a stack whose path it binds: both its reads.
private struct Mailbox: View {
  let inbox: Inbox

  var body: some View {
    NavigationStack(path: Binding(get: { inbox.path }, set: { inbox.path = $0 })) {
      VStack {
        Text(inbox.title)
        if inbox.showsBadge { Badge(inbox: inbox) }
      }
      .navigationDestination(for: Int.self) { Text("Message \($0)") }
    }
  }
}

/// Reads the unread count: a view of its own, whose reads are its own.
private struct Badge: View {
  let inbox: Inbox

  var body: some View { Text("\(inbox.unread) unread") }
}

/// Two tabs and a search field, all bound by the tab view's holder.
private struct Mail: View {
  let inbox: Inbox

  var body: some View {
    TabView(selection: Binding(get: { inbox.tab }, set: { inbox.tab = $0 })) {
      Mailbox(inbox: inbox).tag(1)
      Badge(inbox: inbox).tag(2)
    }
    .searchable(text: Binding(get: { inbox.query }, set: { inbox.query = $0 }))
  }
}

/// What the host counts as invalidated: the views whose own reads changed.
@MainActor @Suite struct InvalidationTests {
  private func tracked(_ view: some View) -> ViewHost {
    let host = ViewHost(view)
    host.tracksInvalidations = true
    host.render()
    return host
  }

  @Test func aChangeInvalidatesTheViewsThatReadItAndNoOther() {
    let inbox = Inbox()
    let host = tracked(Mailbox(inbox: inbox))
    #expect(host.readingViews == ["Mailbox", "Badge"])
    inbox.unread = 3
    // Observation merges a nested tracking into the enclosing one; the host
    // never nests them, so the badge's read is not the mailbox's.
    #expect(host.invalidatedViews == ["Badge": 1])
    host.render()
    inbox.title = "Archive"
    #expect(host.invalidatedViews == ["Badge": 1, "Mailbox": 1])
  }

  @Test func aBindingReadByABuiltInViewIsItsHoldersRead() {
    let inbox = Inbox()
    let host = tracked(Mailbox(inbox: inbox))
    inbox.path = [7]
    #expect(host.invalidatedViews == ["Mailbox": 1])
  }

  @Test func aViewIsInvalidatedOnceUntilItIsRenderedAgain() {
    let inbox = Inbox()
    let host = tracked(Mailbox(inbox: inbox))
    inbox.unread = 1
    inbox.unread = 2
    #expect(host.invalidatedViews == ["Badge": 1])
    host.render()
    inbox.unread = 3
    #expect(host.invalidatedViews == ["Badge": 2])
    host.resetInvalidations()
    #expect(host.invalidatedViews.isEmpty)
  }

  @Test func aViewNoLongerRenderedIsNoLongerTracked() {
    let inbox = Inbox()
    let host = tracked(Mailbox(inbox: inbox))
    inbox.showsBadge = false
    host.render()
    host.resetInvalidations()
    inbox.unread = 5
    #expect(host.invalidatedViews.isEmpty)
  }

  /// SwiftUI keeps a tab's views while another is shown: what they read
  /// still invalidates them.
  @Test func aTabNotShownKeepsItsViewsTracked() throws {
    let inbox = Inbox()
    let host = tracked(Mail(inbox: inbox))
    try host.selectTab(2)
    host.render()
    #expect(host.readingViews == ["Mail", "Badge (tab 2)"])
    host.resetInvalidations()
    inbox.title = "Archive"
    inbox.unread = 1
    #expect(
      host.invalidatedViews == ["Mailbox (tab 1)": 1, "Badge (tab 1)": 1, "Badge (tab 2)": 1])
  }

  @Test func theSearchFieldsTextIsReadByTheViewHoldingIt() throws {
    let inbox = Inbox()
    let host = tracked(Mail(inbox: inbox))
    try host.typeInSearchField("bills")
    #expect(host.invalidatedViews == ["Mail": 1])
  }

  @Test func nothingIsCountedUnlessAsked() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    host.render()
    inbox.unread = 1
    #expect(host.invalidatedViews.isEmpty && host.readingViews.isEmpty)
  }

  @Test func aViewIsNamedByItsTypeAndWhereItIs() {
    #expect(ViewHost.viewName("/Root/m/Stack<A, B>") == "Stack")
    #expect(
      ViewHost.viewName("/Root/TabView<Int, X>/tabs/tab(pokedex)/m/Screen<A>/stack/root/0:7/Row")
        == "Row (tab pokedex, screen 1)")
    #expect(ViewHost.viewName("/Root/m/presented(a)/Sheet") == "Sheet (a)")
  }
}
