/// The base forms an inflected English verb may have: `speaks`, `spoke`, `spoken` and
/// `speaking` are speak; `tries`, `tried` try; `running` run; `making` make. Rules for the
/// regular endings, and the irregular past forms of the commonest verbs.
enum EnglishInflection {
  /// The base forms `word` may be of, most likely first; `word` itself when it is one.
  // Read as UTF-8 bytes (the endings are ASCII): as Characters, this cost every unlisted word
  // of a batch about 15k instructions.
  static func bases(of word: String) -> [String] {
    var bases: [String] = []
    if let irregular = irregular[word] { bases += irregular }
    let letters = Array(word.utf8)
    func stem(_ suffix: String) -> ArraySlice<UInt8>? {
      let suffix = suffix.utf8
      guard letters.count > suffix.count + 1, letters.suffix(suffix.count).elementsEqual(suffix)
      else { return nil }
      return letters.dropLast(suffix.count)
    }
    func string(_ stem: ArraySlice<UInt8>, _ added: String = "") -> String {
      String(decoding: stem, as: UTF8.self) + added
    }
    if let stem = stem("ies") { bases.append(string(stem, "y")) }
    if let stem = stem("es") { bases.append(string(stem)) }
    if let stem = stem("s"), letters.dropLast().last != UInt8(ascii: "s") {
      bases.append(string(stem))
    }
    if let stem = stem("ied") { bases.append(string(stem, "y")) }
    for suffix in ["ed", "ing"] {
      guard let stem = stem(suffix) else { continue }
      bases.append(string(stem))
      // A doubled last consonant is undone (running, stopped), a dropped e put back
      // (making, hoped).
      if stem.count > 2, stem[stem.endIndex - 1] == stem[stem.endIndex - 2] {
        bases.append(string(stem.dropLast()))
      }
      bases.append(string(stem, "e"))
    }
    if let stem = stem("d") { bases.append(string(stem)) }
    var seen: Set<String> = []
    return bases.filter { seen.insert($0).inserted }
  }

  /// The past and participle forms of the commonest irregular English verbs, with their bases.
  private static let irregular: [String: [String]] = {
    var table: [String: [String]] = [:]
    for line in irregularText.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let base = words.first else { continue }
      for form in words.dropFirst() { table[form, default: []].append(base) }
    }
    return table
  }()

  /// `base past participle...`, one verb a line.
  private static let irregularText = """
    arise arose arisen
    be was were been is am are
    bear bore borne born
    beat beaten
    become became
    begin began begun
    bend bent
    bet
    bind bound
    bite bit bitten
    bleed bled
    blow blew blown
    break broke broken
    breed bred
    bring brought
    build built
    burn burnt
    buy bought
    catch caught
    choose chose chosen
    cling clung
    come came
    cost
    creep crept
    cut
    deal dealt
    dig dug
    do did done does
    draw drew drawn
    dream dreamt
    drink drank drunk
    drive drove driven
    eat ate eaten
    fall fell fallen
    feed fed
    feel felt
    fight fought
    find found
    flee fled
    fly flew flown flies
    forbid forbade forbidden
    forget forgot forgotten
    forgive forgave forgiven
    freeze froze frozen
    get got gotten
    give gave given
    go went gone goes
    grind ground
    grow grew grown
    hang hung
    have had has
    hear heard
    hide hid hidden
    hit
    hold held
    hurt
    keep kept
    kneel knelt
    know knew known
    lay laid
    lead led
    lean leant
    leap leapt
    learn learnt
    leave left
    lend lent
    let
    lie lay lain lying
    light lit
    lose lost
    make made
    mean meant
    meet met
    pay paid
    put
    quit
    read
    ride rode ridden
    ring rang rung
    rise rose risen
    run ran
    say said says
    see saw seen
    seek sought
    sell sold
    send sent
    set
    sew sewn
    shake shook shaken
    shine shone
    shoot shot
    show shown
    shrink shrank shrunk
    shut
    sing sang sung
    sink sank sunk
    sit sat
    sleep slept
    slide slid
    speak spoke spoken
    speed sped
    spend spent
    spin spun
    spit spat
    split
    spread
    spring sprang sprung
    stand stood
    steal stole stolen
    stick stuck
    sting stung
    stink stank stunk
    strike struck
    swear swore sworn
    sweep swept
    swim swam swum
    swing swung
    take took taken
    teach taught
    tear tore torn
    tell told
    think thought
    throw threw thrown
    understand understood
    wake woke woken
    wear wore worn
    weave wove woven
    weep wept
    win won
    wind wound
    write wrote written
    """
}
