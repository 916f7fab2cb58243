import Observation
import SwiftUI

/// The model the test views navigate with, as an app's router would be.
@MainActor @Observable
final class Router {
  var path: [Int] = []
  var sheet: Sheet?
  var cover: Sheet?
  var tab: Tab = .home
  /// Every binding write and callback the views saw, in order.
  var log: [String] = []
  /// How many times a view read `path` through its binding.
  var pathReads = 0
}

struct Sheet: Identifiable, Hashable {
  let id: String
  var inner: String?
}

enum Tab: Hashable {
  case home, search
}

/// A stack bound to the router's array, with links and destinations on the
/// root as Apple recommends.
struct StackScreen: View {
  let router: Router

  var body: some View {
    NavigationStack(
      path: Binding(
        get: {
          router.pathReads += 1
          return router.path
        },
        set: {
          router.log.append("path := \($0)")
          router.path = $0
        })
    ) {
      VStack {
        Text("Root")
        NavigationLink("Open 1", value: 1)
        NavigationLink("Open text", value: "text")
      }
      .navigationTitle("Home")
      .navigationDestination(for: Int.self) { number in
        NumberScreen(number: number)
      }
    }
  }
}

struct NumberScreen: View {
  let number: Int

  var body: some View {
    VStack {
      Text("Screen \(number)")
      NavigationLink(value: number + 1) { Label("Next", systemImage: "chevron.right") }
    }
    .navigationTitle("Number \(number)")
    // 99 stands for a screen the user must not leave by going back.
    .navigationBarBackButtonHidden(number == 99)
  }
}

/// A sheet whose content presents a nested sheet, and a full-screen cover.
struct PresentingScreen: View {
  let router: Router

  var body: some View {
    VStack {
      Text("Base")
      Button("Present") { router.sheet = Sheet(id: "a") }
    }
    .sheet(
      item: Binding(
        get: { router.sheet },
        set: {
          router.log.append("sheet := \(String(describing: $0?.id))")
          router.sheet = $0
        }),
      onDismiss: { router.log.append("onDismiss sheet") }
    ) { sheet in
      SheetScreen(router: router, sheet: sheet)
    }
    .fullScreenCover(item: Binding(get: { router.cover }, set: { router.cover = $0 })) { cover in
      Text("Cover \(cover.id)")
    }
  }
}

struct SheetScreen: View {
  let router: Router
  let sheet: Sheet

  var body: some View {
    Text("Sheet \(sheet.id)")
      .sheet(
        item: Binding(
          get: { router.sheet?.inner.map { Sheet(id: $0) } },
          set: {
            router.log.append("inner := \(String(describing: $0?.id))")
            router.sheet?.inner = $0?.id
          })
      ) { inner in
        Text("Inner \(inner.id)").interactiveDismissDisabled(inner.id == "locked")
      }
  }
}

/// Two tabs, one of them a stack.
struct TabScreen: View {
  let router: Router

  var body: some View {
    TabView(
      selection: Binding(
        get: { router.tab },
        set: {
          router.log.append("tab := \($0)")
          router.tab = $0
        })
    ) {
      Text("Home tab")
        .tag(Tab.home)
        .tabItem { Label("Home", systemImage: "house") }
      StackScreen(router: router)
        .tag(Tab.search)
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
    .sheet(item: Binding(get: { router.sheet }, set: { router.sheet = $0 })) { sheet in
      Text("Sheet \(sheet.id)")
    }
  }
}
