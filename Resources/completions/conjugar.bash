# bash completion for conjugar(1). Written by `make docs` from the command-line declarations
# (Sources/ConjugarCLI/*/*Option.swift); do not edit. Install as
# $(pkg-config --variable=completionsdir bash-completion)/conjugar, or source it.

_conjugar_verbs() {
  # The bundled verbs that begin like $1, accents and case aside: one as the tables spell
  # it (rei: reír), several with the letters typed kept (reir, reinar, reincidir), so that
  # bash, which puts their common beginning in place of the word, never deletes a letter.
  local typed verb typeds=() verbs=()
  while IFS=$'\t' read -r typed verb; do
    typeds+=("$typed") verbs+=("$verb")
  done < <(conjugar --complete-verbs "$1" 2>/dev/null)
  if [[ ${#verbs[@]} -eq 1 ]]; then
    printf '%s\n' "${verbs[0]}"
  elif [[ ${#verbs[@]} -gt 1 ]]; then
    printf '%s\n' "${typeds[@]}"
  fi
}

_conjugar() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=
  [[ $COMP_CWORD -ge 2 ]] && case ${COMP_WORDS[1]} in
    settings | info | quiz | deck | check | explain | help) command=${COMP_WORDS[1]} ;;
  esac
  case $command in
    "")
      case $prev in
        --format | -f) COMPREPLY=($(compgen -W "table tsv json list" -- "$cur")); return ;;
        --layout) COMPREPLY=($(compgen -W "list grid compact" -- "$cur")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
        --tense | -t) COMPREPLY=($(compgen -W "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto progresivo.indicativo.presente progresivo.indicativo.preterito progresivo.indicativo.imperfecto progresivo.indicativo.futuro progresivo.indicativo.condicional progresivo.subjuntivo.presente progresivo.subjuntivo.imperfecto_ra progresivo.subjuntivo.imperfecto_se progresivo.subjuntivo.futuro progresivo.indicativo.perfecto progresivo.indicativo.pluscuamperfecto progresivo.indicativo.anterior progresivo.indicativo.futuro_perfecto progresivo.indicativo.condicional_perfecto progresivo.subjuntivo.perfecto progresivo.subjuntivo.pluscuamperfecto_ra progresivo.subjuntivo.pluscuamperfecto_se progresivo.subjuntivo.futuro_perfecto ir-a.indicativo.presente ir-a.indicativo.imperfecto infinitive gerund participle presente present indefinido pretérito preterito preterite preterit imperfecto copretérito copreterito imperfect futuro future condicional pospretérito pospreterito potencial conditional imperativo imperative command commands perfecto antepresente perfect pluscuamperfecto antecopretérito antecopreterito pluperfect antepretérito antepreterito anterior antefuturo antepospretérito antepospreterito progresivo progressive continuous" -- "$cur")); return ;;
        --mood | -m) COMPREPLY=($(compgen -W "indicativo subjuntivo imperativo" -- "$cur")); return ;;
        --person | -p) COMPREPLY=($(compgen -W "yo tu vos el nosotros vosotros ellos" -- "$cur")); return ;;
        --file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --model) COMPREPLY=($(compgen -W "$(conjugar --list-models 2>/dev/null | cut -f1)" -- "$cur")); return ;;
        --complete-verbs) COMPREPLY=(); return ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--format -f --layout --compact --color --marks --no-marks --no-pager --vos --no-vos --tense -t --mood -m --person -p --simple --compound --guess --lookup --all-readings --file --all --list-verbs --list-models --model --irregular --complete-verbs --help -h --version" -- "$cur"))
      elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "settings info quiz deck check explain help" -- "$cur") $(_conjugar_verbs "$cur"))
      else
        COMPREPLY=($(_conjugar_verbs "$cur"))
      fi
      ;;
    settings)
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--help -h" -- "$cur"))
      else
        case $((COMP_CWORD - 2)) in
          0) COMPREPLY=($(compgen -W "vos review-prompts layout difficulty region review" -- "$cur")) ;;
          1) COMPREPLY=($(compgen -W "on off grid list compact easy moderate difficult spain latin-america clear" -- "$cur")) ;;
        esac
      fi
      ;;
    info)
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--no-pager --help -h" -- "$cur"))
      else
        case $((COMP_CWORD - 2)) in
          0) COMPREPLY=($(compgen -W "indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto infinitivo gerundio participio moods compound-tenses vos vosotros irregular stem-change zc-g-y-presents strong-preterite future-stem irregular-participle irregular-imperative irregular-gerund spelling-changes hiatus-accents spelling-2010 presente present indefinido pretérito preterito preterite preterit imperfecto copretérito copreterito imperfect futuro future condicional pospretérito pospreterito potencial conditional imperativo imperative command commands perfecto antepresente perfect pluscuamperfecto antecopretérito antecopreterito pluperfect antepretérito antepreterito anterior antefuturo antepospretérito antepospreterito infinitive gerund participle mood modos indicativo subjuntivo indicative subjunctive compound compuestos haber voseo voseante vosotras ustedes irregularity irregularities irregulares diphthong zc hiatus accents tilde ortografía ortografia orthography rio guion" -- "$cur")) ;;
        esac
      fi
      ;;
    quiz)
      case $prev in
        --file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --top) COMPREPLY=(); return ;;
        --difficulty) COMPREPLY=($(compgen -W "easy moderate difficult" -- "$cur")); return ;;
        --tense | -t) COMPREPLY=($(compgen -W "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto progresivo.indicativo.presente progresivo.indicativo.preterito progresivo.indicativo.imperfecto progresivo.indicativo.futuro progresivo.indicativo.condicional progresivo.subjuntivo.presente progresivo.subjuntivo.imperfecto_ra progresivo.subjuntivo.imperfecto_se progresivo.subjuntivo.futuro progresivo.indicativo.perfecto progresivo.indicativo.pluscuamperfecto progresivo.indicativo.anterior progresivo.indicativo.futuro_perfecto progresivo.indicativo.condicional_perfecto progresivo.subjuntivo.perfecto progresivo.subjuntivo.pluscuamperfecto_ra progresivo.subjuntivo.pluscuamperfecto_se progresivo.subjuntivo.futuro_perfecto ir-a.indicativo.presente ir-a.indicativo.imperfecto infinitive gerund participle presente present indefinido pretérito preterito preterite preterit imperfecto copretérito copreterito imperfect futuro future condicional pospretérito pospreterito potencial conditional imperativo imperative command commands perfecto antepresente perfect pluscuamperfecto antecopretérito antecopreterito pluperfect antepretérito antepreterito anterior antefuturo antepospretérito antepospreterito progresivo progressive continuous" -- "$cur")); return ;;
        --mood | -m) COMPREPLY=($(compgen -W "indicativo subjuntivo imperativo" -- "$cur")); return ;;
        --person | -p) COMPREPLY=($(compgen -W "yo tu vos el nosotros vosotros ellos" -- "$cur")); return ;;
        --region) COMPREPLY=($(compgen -W "spain latin-america" -- "$cur")); return ;;
        --questions) COMPREPLY=(); return ;;
        --format | -f) COMPREPLY=($(compgen -W "table json" -- "$cur")); return ;;
        --seed) COMPREPLY=(); return ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--file --top --difficulty --tense -t --mood -m --person -p --simple --compound --irregular --region --vos --no-vos --questions --review --format -f --explain --seed --help -h" -- "$cur"))
      elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "settings info quiz deck check explain help" -- "$cur") $(_conjugar_verbs "$cur"))
      else
        COMPREPLY=($(_conjugar_verbs "$cur"))
      fi
      ;;
    deck)
      case $prev in
        --file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --top) COMPREPLY=(); return ;;
        --tense | -t) COMPREPLY=($(compgen -W "infinitivo gerundio participio indicativo.presente indicativo.preterito indicativo.imperfecto indicativo.futuro indicativo.condicional subjuntivo.presente subjuntivo.imperfecto_ra subjuntivo.imperfecto_se subjuntivo.futuro imperativo.afirmativo imperativo.negativo indicativo.perfecto indicativo.pluscuamperfecto indicativo.anterior indicativo.futuro_perfecto indicativo.condicional_perfecto subjuntivo.perfecto subjuntivo.pluscuamperfecto_ra subjuntivo.pluscuamperfecto_se subjuntivo.futuro_perfecto progresivo.indicativo.presente progresivo.indicativo.preterito progresivo.indicativo.imperfecto progresivo.indicativo.futuro progresivo.indicativo.condicional progresivo.subjuntivo.presente progresivo.subjuntivo.imperfecto_ra progresivo.subjuntivo.imperfecto_se progresivo.subjuntivo.futuro progresivo.indicativo.perfecto progresivo.indicativo.pluscuamperfecto progresivo.indicativo.anterior progresivo.indicativo.futuro_perfecto progresivo.indicativo.condicional_perfecto progresivo.subjuntivo.perfecto progresivo.subjuntivo.pluscuamperfecto_ra progresivo.subjuntivo.pluscuamperfecto_se progresivo.subjuntivo.futuro_perfecto ir-a.indicativo.presente ir-a.indicativo.imperfecto infinitive gerund participle presente present indefinido pretérito preterito preterite preterit imperfecto copretérito copreterito imperfect futuro future condicional pospretérito pospreterito potencial conditional imperativo imperative command commands perfecto antepresente perfect pluscuamperfecto antecopretérito antecopreterito pluperfect antepretérito antepreterito anterior antefuturo antepospretérito antepospreterito progresivo progressive continuous" -- "$cur")); return ;;
        --mood | -m) COMPREPLY=($(compgen -W "indicativo subjuntivo imperativo" -- "$cur")); return ;;
        --person | -p) COMPREPLY=($(compgen -W "yo tu vos el nosotros vosotros ellos" -- "$cur")); return ;;
        --style) COMPREPLY=($(compgen -W "basic cloze" -- "$cur")); return ;;
        --deck) COMPREPLY=(); return ;;
        --output | -o) COMPREPLY=($(compgen -f -- "$cur")); return ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--file --top --tense -t --mood -m --person -p --simple --compound --irregular --vos --no-vos --style --deck --output -o --help -h" -- "$cur"))
      elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "settings info quiz deck check explain help" -- "$cur") $(_conjugar_verbs "$cur"))
      else
        COMPREPLY=($(_conjugar_verbs "$cur"))
      fi
      ;;
    check)
      case $prev in
        --format | -f) COMPREPLY=($(compgen -W "table tsv json" -- "$cur")); return ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--format -f --help -h" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    explain)
      case $prev in
        --format | -f) COMPREPLY=($(compgen -W "text json" -- "$cur")); return ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--format -f --help -h" -- "$cur"))
      elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "settings info quiz deck check explain help" -- "$cur") $(_conjugar_verbs "$cur"))
      else
        COMPREPLY=($(_conjugar_verbs "$cur"))
      fi
      ;;
    help) COMPREPLY=($(compgen -W "settings info quiz deck check explain" -- "$cur")) ;;
  esac
}

complete -F _conjugar conjugar
