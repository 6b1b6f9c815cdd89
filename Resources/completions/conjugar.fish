# fish completion for conjugar(1). Written by `make docs` from the command-line declarations
# (Sources/ConjugarCLI/CommandLine); do not edit. Install as conjugar.fish in a directory of
# $fish_complete_path (for example /usr/local/share/fish/vendor_completions.d).

complete -c conjugar -f
# Verbs that begin like the word, accents and case aside (fish may still filter by prefix).
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -a "(conjugar --list-verbs (commandline -ct) 2>/dev/null)"
complete -c conjugar -n __fish_use_subcommand -a settings -d "show or change the saved settings: vos, review prompts"
complete -c conjugar -n __fish_use_subcommand -a info -d "the tenses, vos and irregular verbs explained for learners"
complete -c conjugar -n __fish_use_subcommand -a help -d "show a command's help"
complete -c conjugar -n "__fish_seen_subcommand_from help" -a "settings info"

complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -s f -l format -x -a "table tsv json list" -d "table"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l compact -d "table with each simple tense beside its compound"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l color -x -a "auto always never" -d "colour irregular letters in tables: auto"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l vos -d "show vos for this run"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l no-vos -d "hide vos for this run"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -s t -l tense -x -a "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto" -d "a tense by its id"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -s m -l mood -x -a "indicativo subjuntivo imperativo" -d "indicativo, subjuntivo, imperativo"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -s p -l person -x -a "yo tu vos el nosotros vosotros ellos" -d "yo, tu"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l simple -d "simple tenses only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l compound -d "compound tenses only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l guess -d "conjugate a slip of a listed verb as a new verb"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l lookup -d "look every input up as a form, even an infinitive"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l file -r -F -d "read verbs from a file, one per line"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l all -d "conjugate every bundled verb"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l list-verbs -d "list the bundled verbs, one per line"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l list-models -d "list the conjugation models --model accepts, each with how many verbs follow it"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l model -x -a "(conjugar --list-models 2>/dev/null | cut -f1)" -d "with --list-verbs or --all: verbs like MODEL only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l irregular -d "with --list-verbs or --all: irregular verbs only"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -s h -l help -d "show this help"
complete -c conjugar -n "not __fish_seen_subcommand_from settings info help" -l version -d "show the version"

complete -c conjugar -n "__fish_seen_subcommand_from settings" -a "vos review-prompts"
complete -c conjugar -n "__fish_seen_subcommand_from settings" -a "on off"
complete -c conjugar -n "__fish_seen_subcommand_from settings" -s h -l help -d "show this help"

complete -c conjugar -n "__fish_seen_subcommand_from info" -a "indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto infinitivo gerundio participio moods compound-tenses vos vosotros irregular stem-change zc-g-y-presents strong-preterite future-stem irregular-participle irregular-imperative irregular-gerund spelling-changes hiatus-accents spelling-2010"
complete -c conjugar -n "__fish_seen_subcommand_from info" -s h -l help -d "show this help"
