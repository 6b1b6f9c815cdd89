/// Edit distance for "did you mean" suggestions.
package enum EditDistance {
  /// The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
  /// substitutions and swaps of neighbours each cost 1), or nil if it exceeds `limit`.
  // The beginning and the end the two share cost nothing and are left out; within two edits
  // each edit is tried at the first difference, and beyond, the rows of the table live on the
  // stack. Measuring the verbs of about a word's length (close verbs two edits away) cost an
  // unlisted word of a batch 280k instructions with the whole table on the heap.
  package static func distance<T: Equatable>(_ a: [T], _ b: [T], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    // Within two edits, trying each edit at the first difference is quicker than the table.
    if limit <= 2 {
      return (0...limit).first { isWithin($0, a, start, endA, b, start, endB) }
    }
    return distance(a, start..<endA, b, start..<endB, limit: limit)
  }

  /// Whether `a[i..<endA]` and `b[j..<endB]` are at most `edits` apart: the letters they
  /// share at the start are skipped, and at the first difference each edit is tried in turn
  /// (a letter changed, left out, added, or two neighbours swapped, each letter edited once).
  private static func isWithin<T: Equatable>(
    _ edits: Int, _ a: [T], _ i: Int, _ endA: Int, _ b: [T], _ j: Int, _ endB: Int
  ) -> Bool {
    var (i, j) = (i, j)
    while i < endA, j < endB, a[i] == b[j] {
      i += 1
      j += 1
    }
    let (restA, restB) = (endA - i, endB - j)
    if restA == 0 || restB == 0 { return max(restA, restB) <= edits }
    guard edits > 0, abs(restA - restB) <= edits else { return false }
    return isWithin(edits - 1, a, i + 1, endA, b, j + 1, endB)
      || isWithin(edits - 1, a, i + 1, endA, b, j, endB)
      || isWithin(edits - 1, a, i, endA, b, j + 1, endB)
      || (restA >= 2 && restB >= 2 && a[i] == b[j + 1] && a[i + 1] == b[j]
        && isWithin(edits - 1, a, i + 2, endA, b, j + 2, endB))
  }

  /// The distance between the parts `rangeA` of `a` and `rangeB` of `b`.
  private static func distance<T: Equatable>(
    _ a: [T], _ rangeA: Range<Int>, _ b: [T], _ rangeB: Range<Int>, limit: Int
  ) -> Int? {
    let (countA, countB) = (rangeA.count, rangeB.count)
    if countA == 0 || countB == 0 {
      let distance = max(countA, countB)
      return distance <= limit ? distance : nil
    }
    let (offsetA, offsetB) = (rangeA.lowerBound - 1, rangeB.lowerBound - 1)
    let width = countB + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      // Three rows: the one before the previous, the previous and the current.
      var beforePrevious = 0
      var previous = width
      var current = 2 * width
      for j in 0...countB {
        rows[beforePrevious + j] = 0
        rows[previous + j] = j
      }
      for i in 1...countA {
        rows[current] = i
        var rowMinimum = i
        let letter = a[offsetA + i]
        for j in 1...countB {
          let cost = letter == b[offsetB + j] ? 0 : 1
          var value = min(
            rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1, j > 1, letter == b[offsetB + j - 1], a[offsetA + i - 1] == b[offsetB + j] {
            value = min(value, rows[beforePrevious + j - 2] + 1)
          }
          rows[current + j] = value
          rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return nil }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      let distance = rows[previous + countB]
      return distance <= limit ? distance : nil
    }
  }
}
