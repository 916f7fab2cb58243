extension ParsedLink {
  /// Where a link's scheme, authority, path and query lie in its bytes, found in one pass; the
  /// fragment is dropped.
  struct Parts {
    var scheme: Range<Int>
    /// Everything between `//` and the path, when the link has `//`.
    var authority: Range<Int>?
    var path: Range<Int>
    /// Without the `?`; empty when the link has none.
    var query: Range<Int>

    init(_ bytes: Bytes) throws(LinkError) {
      scheme = try Self.scheme(bytes)
      var cursor = scheme.upperBound + 1
      if cursor + 1 < bytes.count, bytes[cursor] == ParsedLink.slash,
        bytes[cursor + 1] == ParsedLink.slash
      {
        let start = cursor + 2
        cursor = start
        while cursor < bytes.count, bytes[cursor] != ParsedLink.slash, !Self.endsPath(bytes[cursor])
        {
          cursor += 1
        }
        authority = start..<cursor
      }
      let pathStart = cursor
      while cursor < bytes.count, !Self.endsPath(bytes[cursor]) { cursor += 1 }
      path = pathStart..<cursor
      query = cursor..<cursor
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "?") {
        let queryStart = cursor + 1
        cursor = queryStart
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "#") { cursor += 1 }
        query = queryStart..<cursor
      }
    }

    /// Checks the scheme, then the authority, then for a web link the host: a link for another app
    /// is named as such before anything inside it is.
    ///
    /// - Returns: A custom scheme's host, which is the path's first segment.
    func checkOrigin(_ bytes: Bytes, schemes: [[UInt8]], hosts: [[UInt8]]) throws(LinkError)
      -> Range<Int>?
    {
      let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
      if ASCIICase.equals(bytes[scheme], Self.https) {
        if let authority { try Self.checkAuthority(authority, bytes) }
        let host = authority ?? scheme.lowerBound..<scheme.lowerBound
        guard hosts.contains(where: { ASCIICase.equals(bytes[host], $0) }) else {
          throw .unknownHost(text(host))
        }
        return nil
      }
      guard schemes.contains(where: { ASCIICase.equals(bytes[scheme], $0) }) else {
        throw .unknownScheme(text(scheme))
      }
      guard let authority else { return nil }
      try Self.checkAuthority(authority, bytes)
      return authority.isEmpty ? nil : authority
    }

    private static let https = Array("https".utf8)

    private static func endsPath(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, up to the first `:`.
    private static func scheme(_ bytes: Bytes) throws(LinkError) -> Range<Int> {
      var end = 0
      while end < bytes.count, isLetter(bytes[end]) || (end > 0 && isOther(bytes[end])) { end += 1 }
      guard end > 0, end < bytes.count, bytes[end] == UInt8(ascii: ":") else {
        throw .missingScheme(String(decoding: bytes.prefix(64), as: UTF8.self))
      }
      return 0..<end
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isOther(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Refuses an authority with more than a host in it, or what browsers would read differently: a
    /// backslash (a slash to a browser, so `evil.org\@host` is `evil.org`), user info (`user@`) and
    /// a port (`:443`, `:`, `:x`).
    private static func checkAuthority(_ authority: Range<Int>, _ bytes: Bytes) throws(LinkError) {
      let text = { String(decoding: bytes[authority], as: UTF8.self) }
      if bytes[authority].contains(UInt8(ascii: "\\")) { throw .backslashInAuthority(text()) }
      if bytes[authority].contains(UInt8(ascii: "@")) { throw .userInfoInAuthority(text()) }
      if hasPort(bytes[authority]) { throw .portInAuthority(text()) }
    }

    /// Whether a port follows the host: a `:` anywhere in a name, or anything after the `]` of an
    /// IP literal (`[::1]`).
    private static func hasPort(_ authority: Slice<Bytes>) -> Bool {
      guard authority.first == UInt8(ascii: "[") else {
        return authority.contains(UInt8(ascii: ":"))
      }
      guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else { return false }
      return close + 1 < authority.endIndex
    }
  }
}
