/// The ordered entries pushed above a root, bottom first.
///
/// A tab's root is the tab's own screen and a presentation's root is its ``Presentation/root``
/// entry; neither is part of the stack. The state hands out stacks as values: change them through
/// ``NavigationState`` so identities stay unique and every change yields a ``StateTransition``.
public typealias Stack<Schema: NavigationSchema> = [NavigationEntry<Schema>]
