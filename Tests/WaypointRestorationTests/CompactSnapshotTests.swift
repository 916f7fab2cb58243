import Foundation
import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// The compact binary encoding: exact round trips, a readable prefix when a
/// file is cut short, and no crash or invalid state for any corruption.
@Suite struct CompactSnapshotTests {
  typealias F = SnapshotFixtures

  @Test(arguments: SnapshotEncoding.allCases)
  func bothEncodingsRoundTrip(encoding: SnapshotEncoding) throws {
    let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, encoding: encoding)
    let data = try coder.encode(F.richState)
    #expect(data.starts(with: Array("WPT".utf8)) == (encoding == .compact))
    let restored = try F.coder.restore(from: data)
    #expect(restored.state == F.richState)
    #expect(restored.isComplete)
  }

  @Test func compactSnapshotsAreSmallerThanJSON() throws {
    let json = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, encoding: .json)
    #expect(try F.coder.encode(F.richState).count < json.encode(F.richState).count)
  }

  @Test func everyScalarTypeRoundTrips() throws {
    struct Everything: Codable, Equatable {
      var flags = [true, false]
      var small: Int8 = -8
      var medium: Int32 = -300_000
      var large: Int64 = .min
      var unsigned: UInt = .max
      var byte: UInt8 = 255
      var float: Float = 1.5
      var double = -2.25
      var text = "Pikachu ⚡️"
      var missing: String? = nil
      var present: Int? = 4
      var nested = ["a": [1, 2], "b": []]
    }
    let bytes = try CompactEncoder().encode(Everything())
    let decoded = try CompactDecoder().decode(Everything.self, from: CompactBuffer(bytes))
    #expect(decoded == Everything())
  }

  /// A value that `superEncoder()` and `superDecoder()` nest under `super`.
  struct Extended: Codable, Equatable {
    enum CodingKeys: String, CodingKey { case name }
    var name = "Eevee"
    var base = 133

    init() {}

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      var base = container.superEncoder().singleValueContainer()
      try base.encode(self.base)
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      base = try container.superDecoder().singleValueContainer().decode(Int.self)
    }
  }

  /// Throws an `EncodingError` that carries the coding path it was encoded at.
  struct PathProbe: Encodable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(
        0, .init(codingPath: encoder.codingPath, debugDescription: ""))
    }
  }

  @Test func superEncodersAndDecodersUseTheSuperKey() throws {
    let bytes = try CompactEncoder().encode(Extended())
    #expect(try CompactDecoder().decode(Extended.self, from: CompactBuffer(bytes)) == Extended())
    struct ProbesSuper: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Extended.CodingKeys.self)
        try PathProbe().encode(to: container.superEncoder())
      }
    }
    #expect {
      _ = try CompactEncoder().encode(ProbesSuper())
    } throws: { error in
      guard case .invalidValue(_, let context) = error as? EncodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["super"]
    }
  }

  @Test func aFileCutShortAtAnyByteRestoresAPrefixOrSaysWhy() throws {
    let data = try F.coder.encode(F.richState)
    var partial = 0
    for length in 0..<data.count {
      do {
        let restored = try F.coder.restore(from: data.prefix(length))
        #expect(restored.state.invariantViolations().isEmpty)
        #expect(!restored.isComplete, "a cut at \(length) must be reported")
        for entry in restored.state.allEntries {
          #expect(F.richState.entry(entry.id)?.entry == entry, "cut at \(length) invented \(entry)")
        }
        partial += 1
      } catch {
        #expect(length < 40, "a cut at \(length) lost everything: \(error)")
      }
    }
    #expect(partial > data.count / 2)
  }

  @Test func aTruncatedFileKeepsTheEntriesBeforeTheCut() throws {
    var state = TestState.fresh
    try state.push(
      contentsOf: (1...50).map { TestApp.Route.detail($0) },
      policy: .init(duplicatePush: .pushAnyway))
    let data = try F.coder.encode(state)
    let restored = try F.coder.restore(from: data.prefix(data.count / 2))
    let kept = restored.state.routes(.tab(.home))
    #expect(kept.count > 10)
    #expect(kept == Array(state.routes(.tab(.home)).prefix(kept.count)))
    // The cut falls inside home's stack: everything after it is unknown.
    let selected = SnapshotDecodingFailure.at("state", .keyNotFound("selected"))
    #expect(
      restored.issues.map(\.withoutDetail) == [
        RestorationIssue(.cutShort(afterBytes: data.count / 2), in: .snapshot),
        RestorationIssue(.unreadableTabs(.at("state.tabs[1]", .dataCorrupted)), in: .snapshot),
        RestorationIssue(
          .entryCutShort, in: .tab("home"), at: kept.count, droppedEntries: 50 - kept.count),
        RestorationIssue(.unreadableSelectedTab(selected, fallback: "home"), in: .selectedTab),
      ])
  }

  @Test func randomCorruptionNeverCrashesOrBreaksAnInvariant() async throws {
    let data = try F.coder.encode(F.richState)
    var checked = 0
    let damage = Gen.int(in: 0...Int.max).array(of: 1...8)
    await propertyCheck(count: 3_000, input: damage) { seeds in
      if let restored = try? F.coder.restore(from: F.damage(data, seeds)) {
        #expect(restored.state.invariantViolations().isEmpty)
      }
      checked += 1
    }
    #expect(checked == 3_000)
  }

  /// Found by fuzzing: a stack claiming `Int.max` entries overflowed the
  /// count of entries a dropped presentation held.
  @Test func aStackClaimingIntMaxEntriesIsCappedInTheReport() throws {
    let data = try F.handWritten(stateKeys: 2) { writer in
      writer.writeString("selected")
      writer.append(CompactTag.string.rawValue)
      writer.writeString("home")
      writer.writeString("presentations")
      writer.append(CompactTag.array.rawValue)
      writer.writeVarint(2)
      let presentations = writer.beginLength()
      for identity in [UInt64(1), 3] {
        writer.append(CompactTag.object.rawValue)
        writer.writeVarint(4)
        let presentation = writer.beginLength()
        writer.writeString("id")
        writer.append(CompactTag.uint.rawValue)
        writer.writeVarint(identity)
        writer.writeString("style")
        writer.append(CompactTag.string.rawValue)
        writer.writeString("sheet")
        writer.writeString("root")
        writer.append(
          contentsOf: try CompactEncoder().encode(
            NavigationEntry<TestApp>(
              id: EntryID(rawValue: identity + 1), route: .about)))
        writer.writeString("stack")
        writer.append(CompactTag.array.rawValue)
        writer.writeVarint(UInt64(Int.max))  // entries, in
        writer.writeVarint(0)  // bytes
        writer.endLength(contentStart: presentation)
      }
      writer.endLength(contentStart: presentations)
    }
    let restored = try F.coder.restore(from: data)
    #expect(restored.state.presentations.map(\.root.route) == [.about, .about])
    let limit = RestorationLimits().maximumBytes
    // The snapshot has no tabs, which is reported first.
    let cuts = restored.issues.filter { $0.part != .snapshot }
    #expect(cuts.map(\.part) == [.presentation(0), .presentation(1)])
    #expect(cuts.allSatisfy { $0.droppedEntries == limit })
  }

  @Test(arguments: [
    ([UInt8](), CompactDamage.endsInsideValue(byteCount: 0)),
    ([9], .endsInsideValue(byteCount: 1)),
    ([8, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], .numberOverflows),
    ([8, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 3], .lengthOverflows),
    ([7, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01], .numberOverflows),
    ([10], .unknownTag(10, offset: 0)),
  ])
  func hostileHeadersAreTypedErrors(bytes: [UInt8], damage: CompactDamage) {
    let expected = SnapshotDecodingFailure(.dataCorrupted, at: [], detail: "\(damage)")
    #expect(throws: RestorationError.unreadable(.damaged(expected))) {
      _ = try F.coder.restore(from: Data(SnapshotEncoding.compactMagic + bytes))
    }
  }
}
