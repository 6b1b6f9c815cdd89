# fish completion for conjugar(1). Written by `make docs` from the command-line declarations
# (Sources/ConjugarCLI/CommandLine); do not edit. Install as conjugar.fish in a directory of
# $fish_complete_path (for example /usr/local/share/fish/vendor_completions.d).

complete -c conjugar -f

# The verbs that begin like the word, accents and case aside (rei: reír). fish keeps only
# candidates that begin with the letters typed, accents included, so a verb whose accent
# falls in them is offered spelled as typed, described by its own spelling (reir, reír),
# which conjugar reads as the verb; a word typed with an accent gets the verbs as spelled.
function __conjugar_verbs
    set -l typed (string lower -- (commandline -ct))
    set -l verbs (conjugar --list-verbs $typed 2>/dev/null)
    set -l start '^'(string escape --style=regex -- $typed)
    string match -e -r -- $start $verbs
    string match -qr '[áéíóúü]' -- $typed; and return
    set -l count (string length -- $typed)
    for verb in (string match -v -r -- $start $verbs)
        printf '%s%s\t%s\n' $typed (string sub -s (math $count + 1) -- $verb) $verb
    end
end

complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -a "(__conjugar_verbs)"
complete -c conjugar -n __fish_use_subcommand -a settings -d "show or change the saved settings: vos, review prompts"
complete -c conjugar -n __fish_use_subcommand -a info -d "the tenses, vos and irregular verbs explained for learners"
complete -c conjugar -n __fish_use_subcommand -a quiz -d "a timed conjugation quiz, with a review of what you missed"
complete -c conjugar -n __fish_use_subcommand -a deck -d "write Anki flashcards, one note per cell"
complete -c conjugar -n __fish_use_subcommand -a check -d "check a flashcard deck or a table of forms against the tables"
complete -c conjugar -n __fish_use_subcommand -a help -d "show a command's help"
complete -c conjugar -n "__fish_seen_subcommand_from help" -a "settings info quiz deck check"

complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -s f -l format -x -a "table tsv json list" -d "table"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l compact -d "table with each simple tense beside its compound"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l color -x -a "auto always never" -d "colour irregular letters in tables: auto"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l marks -d "put the irregular letters of tables in brackets, which read without colour: ten[g]o"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l no-pager -d "never page: write even a long text straight to the terminal"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l vos -d "show vos for this run"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l no-vos -d "hide vos for this run"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -s t -l tense -x -a "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto" -d "a tense by its id"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -s m -l mood -x -a "indicativo subjuntivo imperativo" -d "indicativo, subjuntivo, imperativo"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -s p -l person -x -a "yo tu vos el nosotros vosotros ellos" -d "yo, tu"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l simple -d "simple tenses only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l compound -d "compound tenses only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l guess -d "conjugate a slip of a listed verb as a new verb"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l lookup -d "look every input up as a form, even an infinitive"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l file -r -F -d "read verbs from a file, one per line"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l all -d "conjugate every bundled verb"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l list-verbs -d "list the bundled verbs, one per line"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l list-models -d "list the conjugation models --model accepts, each with how many verbs follow it"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l model -x -a "(conjugar --list-models 2>/dev/null | cut -f1)" -d "with --list-verbs or --all: verbs like MODEL only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l irregular -d "with --list-verbs or --all: irregular verbs only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -s h -l help -d "show this help"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info quiz deck check help" -l version -d "show the version"

complete -c conjugar -n "__fish_seen_subcommand_from settings" -a "vos review-prompts"
complete -c conjugar -n "__fish_seen_subcommand_from settings" -a "on off"
complete -c conjugar -n "__fish_seen_subcommand_from settings" -s h -l help -d "show this help"

complete -c conjugar -n "__fish_seen_subcommand_from info" -a "indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto infinitivo gerundio participio moods compound-tenses vos vosotros irregular stem-change zc-g-y-presents strong-preterite future-stem irregular-participle irregular-imperative irregular-gerund spelling-changes hiatus-accents spelling-2010"
complete -c conjugar -n "__fish_seen_subcommand_from info" -l no-pager -d "never page: write even a long text straight to the terminal"
complete -c conjugar -n "__fish_seen_subcommand_from info" -s h -l help -d "show this help"

complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l difficulty -x -a "easy moderate difficult" -d "easy: present, preterite and future"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -s t -l tense -x -a "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto" -d "ask only this tense, by id or name"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l region -x -a "spain latin-america" -d "spain"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l vos -d "ask vos instead of tú"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l no-vos -d "ask tú, whatever the setting"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l questions -x -d "how many questions"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l review -d "ask the cells you missed before, when they are due, first"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -s f -l format -x -a "table json" -d "table"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -l seed -x -d "the same seed and options give the same questions, on any machine"
complete -c conjugar -n "__fish_seen_subcommand_from quiz" -s h -l help -d "show this help"

complete -c conjugar -n "__fish_seen_subcommand_from deck" -l file -r -F -d "read verbs from a file, one per line"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l top -x -d "the N most common verbs, by the frequency rank of the tables"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -s t -l tense -x -a "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto" -d "a tense by its id"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -s m -l mood -x -a "indicativo subjuntivo imperativo" -d "indicativo, subjuntivo, imperativo"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -s p -l person -x -a "yo tu vos el nosotros vosotros ellos" -d "yo, tu"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l simple -d "simple tenses only"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l compound -d "compound tenses only"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l irregular -d "irregular cells only"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l vos -d "show vos for this run"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l no-vos -d "hide vos for this run"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l style -x -a "basic cloze" -d "basic"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -l deck -x -d "the Anki deck the notes go to"
complete -c conjugar -n "__fish_seen_subcommand_from deck" -s h -l help -d "show this help"

complete -c conjugar -n "__fish_seen_subcommand_from check" -s f -l format -x -a "table tsv json" -d "table"
complete -c conjugar -n "__fish_seen_subcommand_from check" -s h -l help -d "show this help"
