// Alerts, confirmation dialogs and popovers. The host shows an alert's or a
// dialog's title, message and actions as the content of a presentation, so
// a test taps their buttons as it taps any other; SwiftUI sets
// `isPresented` to false when the user taps one, and so does the host.

public import Foundation

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    hostModifier(
      .presentation(
        .init(
          .alert, title: String(title), isPresented: isPresented, data: data, actions: actions,
          message: message)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    hostModifier(
      .presentation(
        .init(
          .confirmationDialog, title: String(title), isPresented: isPresented, data: data,
          actions: actions, message: message)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    hostModifier(.presentation(.init(.popover, item: item, onDismiss: nil, content: content)))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, Sendable, CaseIterable {
  // doc: https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic
  // doc: https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible
  // doc: https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}

// doc: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
public enum PopoverAttachmentAnchor: Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
}

// doc: https://developer.apple.com/documentation/swiftui/anchor
public struct Anchor<Value>: Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/anchor/source
  public struct Source: Sendable {
    // doc: https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    public static var bounds: Source { Source() }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing
}

extension _Presentation {
  /// An alert or a dialog: shown while `isPresented` is true and `data` is
  /// there, identified by `data`'s `id` when it has one.
  init<T, A: View, M: View>(
    _ style: Style, title: String, isPresented: Binding<Bool>, data: T?,
    actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) {
    self.init(
      style: style,
      read: {
        guard isPresented.wrappedValue, let data else { return nil }
        let content = VStack {
          Text(title); message(data); actions(data)
        }
        return (id: Self.identity(of: data), content: content)
      },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: nil)
  }

  private static func identity<T>(of data: T) -> AnyHashable {
    guard let identifiable = data as? any Identifiable else { return AnyHashable("\(T.self)") }
    return id(of: identifiable)
  }

  private static func id<T: Identifiable>(of value: T) -> AnyHashable { AnyHashable(value.id) }
}
