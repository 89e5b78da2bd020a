# caro: __CARO_KEY__ turns the text on the prompt line into a command.
# Add to ~/.bashrc:  eval "$(caro init bash)"
__caro_widget() {
  local req="$READLINE_LINE" out err
  [[ -z "${req//[[:space:]]/}" ]] && return
  printf '\e[2m caro: thinking...\e[0m' >&2
  err=$(mktemp "${TMPDIR:-/tmp}/caro.XXXXXX") || return
  out=$(command __CARO_BIN__ --print --widget -- "$req" 2>"$err" </dev/null)
  local rc=$?
  printf '\r\e[K' >&2
  if [[ $rc -eq 0 && -n "$out" ]]; then
    # The risk line (anything above safe), above the new prompt line.
    [[ -s "$err" ]] && head -n 3 "$err" >&2
    READLINE_LINE="$out"
    READLINE_POINT=${#READLINE_LINE}
  else
    printf '%s\n' "$(head -n 1 "$err")" >&2
  fi
  rm -f "$err"
}
bind -x '"__CARO_KEY__": __caro_widget'
