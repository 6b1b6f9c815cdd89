/// Splits a record of a delimited file into its fields: at every delimiter outside double
/// quotes; a field that starts with a quote (after spaces) ends at the next lone quote, and
/// `""` inside it is one quote (RFC 4180, as spreadsheets and Anki write CSV).
enum FieldSplitter {
  private static let quote = UInt8(ascii: "\"")
  private static let space = UInt8(ascii: " ")

  /// The fields of `record`, or nil when a quoted field is still open at its end (it goes on
  /// on the next line).
  static func fields(_ record: String, delimiter: UInt8) -> [String]? {
    var record = record
    return record.withUTF8 { bytes in
      guard bytes.contains(quote) else {
        return bytes.split(separator: delimiter, omittingEmptySubsequences: false).map {
          String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
        }
      }
      return quoted(bytes, delimiter: delimiter)
    }
  }

  private static func quoted(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [String]? {
    var fields: [String] = []
    var field: [UInt8] = []
    var index = 0
    let count = bytes.count
    while true {
      var start = index
      while start < count, bytes[start] == space { start += 1 }
      if start < count, bytes[start] == quote {
        index = start + 1
        var closed = false
        while index < count {
          if bytes[index] == quote {
            if index + 1 < count, bytes[index + 1] == quote {
              field.append(quote)
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          field.append(bytes[index])
          index += 1
        }
        if !closed { return nil }
      }
      // Whatever follows a closing quote up to the delimiter is kept, as typed.
      while index < count, bytes[index] != delimiter {
        field.append(bytes[index])
        index += 1
      }
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      if index >= count { return fields }
      index += 1
    }
  }
}
