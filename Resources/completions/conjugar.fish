# fish completion for conjugar(1). Install as conjugar.fish in a directory of
# $fish_complete_path (for example /usr/local/share/fish/vendor_completions.d).

set -l tenses infinitivo gerundio participio indicativo.presente indicativo.preterito \
    indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente \
    subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo \
    imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior \
    indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto \
    subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto
set -l topics moods compound-tenses vos vosotros irregular stem-change zc-g-y-presents \
    strong-preterite future-stem irregular-participle irregular-imperative irregular-gerund \
    spelling-changes hiatus-accents spelling-2010

complete -c conjugar -f
complete -c conjugar -n "not __fish_seen_subcommand_from settings info" -a "(conjugar --list-verbs 2>/dev/null)"
complete -c conjugar -n "__fish_use_subcommand" -a settings -d "show or change the settings"
complete -c conjugar -n "__fish_use_subcommand" -a info -d "explain a tense or topic"
complete -c conjugar -n "__fish_seen_subcommand_from info" -a "$tenses $topics"
complete -c conjugar -n "__fish_seen_subcommand_from settings; and not __fish_seen_subcommand_from vos review-prompts" -a "vos review-prompts"
complete -c conjugar -n "__fish_seen_subcommand_from vos review-prompts" -a "on off"

complete -c conjugar -s f -l format -x -a "table tsv json list" -d "output format"
complete -c conjugar -l compact -d "each simple tense beside its compound tense"
complete -c conjugar -l color -x -a "auto always never" -d "when to colour the table"
complete -c conjugar -l vos -d "show vos for this run"
complete -c conjugar -l no-vos -d "hide vos for this run"
complete -c conjugar -s t -l tense -x -a "$tenses" -d "only this tense"
complete -c conjugar -s m -l mood -x -a "indicativo subjuntivo imperativo" -d "only this mood"
complete -c conjugar -s p -l person -x -a "yo tu vos el nosotros vosotros ellos" -d "only this person"
complete -c conjugar -l simple -d "only simple tenses"
complete -c conjugar -l compound -d "only compound tenses"
complete -c conjugar -l file -r -F -d "read verbs from a file"
complete -c conjugar -l all -d "conjugate every bundled verb"
complete -c conjugar -l lookup -d "look every input up as a conjugated form"
complete -c conjugar -l guess -d "conjugate a slip of a listed verb as a new verb"
complete -c conjugar -l list-verbs -d "list the bundled verbs"
complete -c conjugar -l model -x -a "(conjugar --list-verbs 2>/dev/null)" -d "only verbs like this model"
complete -c conjugar -l irregular -d "only irregular verbs"
complete -c conjugar -s h -l help -d "show help"
complete -c conjugar -l version -d "show the version"
