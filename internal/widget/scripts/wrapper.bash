# With shell_history = true caro appends the commands it runs to your
# history file; this reads them into the running shell too, so up-arrow
# finds them at once.
caro() {
  local f=${HISTFILE:-} before after rc
  [[ -n $f && -f $f ]] && before=$(wc -c <"$f")
  env HISTFILE="$f" __CARO_BIN__ "$@"
  rc=$?
  if [[ -n $f && -f $f ]]; then
    after=$(wc -c <"$f")
    [[ $after != "$before" ]] && __CARO_RELOAD__
  fi
  return $rc
}
