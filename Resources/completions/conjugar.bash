# bash completion for conjugar(1). Install as
# $(pkg-config --variable=completionsdir bash-completion)/conjugar, or source it.

_conjugar_verbs() {
  # The bundled verbs, listed once per shell session (about 15,000 words).
  if [[ -z ${_conjugar_verb_list-} ]]; then
    _conjugar_verb_list=$(conjugar --list-verbs 2>/dev/null)
  fi
  printf '%s\n' "$_conjugar_verb_list"
}

_conjugar() {
  local cur prev
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD-1]}

  local options="--format --compact --color --vos --no-vos --tense --mood --person --simple
    --compound --file --all --lookup --guess --list-verbs --model --irregular --help --version"
  local tenses="infinitivo gerundio participio indicativo.presente indicativo.preterito
    indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente
    subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo
    imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior
    indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto
    subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto"

  # conjugar info: the tense ids above and these topics (conjugar info lists them).
  local topics="moods compound-tenses vos vosotros irregular stem-change zc-g-y-presents
    strong-preterite future-stem irregular-participle irregular-imperative irregular-gerund
    spelling-changes hiatus-accents spelling-2010"

  if [[ $COMP_CWORD -eq 2 && ${COMP_WORDS[1]} == info ]]; then
    COMPREPLY=($(compgen -W "$tenses $topics" -- "$cur"))
    return
  fi
  [[ $COMP_CWORD -ge 3 && ${COMP_WORDS[1]} == info ]] && return

  if [[ $COMP_CWORD -ge 2 && ${COMP_WORDS[1]} == settings ]]; then
    case $COMP_CWORD in
      2) COMPREPLY=($(compgen -W "vos review-prompts" -- "$cur")) ;;
      3) COMPREPLY=($(compgen -W "on off" -- "$cur")) ;;
    esac
    return
  fi

  case $prev in
    -f | --format) COMPREPLY=($(compgen -W "table tsv json list" -- "$cur")); return ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
    -t | --tense) COMPREPLY=($(compgen -W "$tenses" -- "$cur")); return ;;
    -m | --mood) COMPREPLY=($(compgen -W "indicativo subjuntivo imperativo" -- "$cur")); return ;;
    -p | --person)
      COMPREPLY=($(compgen -W "yo tu vos el nosotros vosotros ellos" -- "$cur"))
      return
      ;;
    --file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --model) COMPREPLY=($(compgen -W "$(_conjugar_verbs)" -- "$cur")); return ;;
  esac

  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$options -f -t -m -p -h" -- "$cur"))
  elif [[ $COMP_CWORD -eq 1 ]]; then
    COMPREPLY=($(compgen -W "settings info $(_conjugar_verbs)" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$(_conjugar_verbs)" -- "$cur"))
  fi
}

complete -F _conjugar conjugar
