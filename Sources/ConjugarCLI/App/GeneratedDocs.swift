/// The files written from the command-line declarations: the shell completions and the man
/// page's generated sections. `make docs` writes them into Resources/; a test checks that the
/// committed files are what the declarations give.
public enum GeneratedDocs {
  /// Each file's path under Resources/ and its contents; the man page is `manPage` with its
  /// generated part written anew (nil when `manPage` lacks the marks around it).
  public static func files(manPage: String) -> [(path: String, contents: String?)] {
    let commands = CommandLineInterface.commands
    return [
      ("completions/conjugar.bash", BashCompletion.script(commands)),
      ("completions/_conjugar", ZshCompletion.script(commands)),
      ("completions/conjugar.fish", FishCompletion.script(commands)),
      ("man/conjugar.1", ManPage.page(manPage, commands: commands)),
    ]
  }
}
