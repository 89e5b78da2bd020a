# caro: __CARO_KEY__ turns the text on the prompt line into a command.
# Add to ~/.zshrc:  eval "$(caro init zsh)"
__caro_widget() {
  local req=$BUFFER out err rc
  [[ -z ${req//[[:space:]]/} ]] && return
  zle -R " caro: thinking..."
  err=$(mktemp "${TMPDIR:-/tmp}/caro.XXXXXX") || return
  out=$(command __CARO_BIN__ --print --widget -- "$req" 2>"$err" </dev/null)
  rc=$?
  if [[ $rc -eq 0 && -n $out ]]; then
    # The risk line (anything above safe), above the prompt line, where
    # it stays in the scrollback.
    if [[ -s $err ]]; then
      zle -I
      head -n 3 "$err" >&2
    fi
    BUFFER=$out
    CURSOR=${#BUFFER}
    zle -R
  else
    zle -M "$(head -n 1 "$err")"
  fi
  rm -f "$err"
}
zle -N __caro_widget
bindkey '__CARO_KEY__' __caro_widget
