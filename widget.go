package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"mvdan.cc/sh/v3/syntax"
)

// widgets are the shell key bindings `caro init` prints. Each replaces
// the text on the prompt line with `caro --print` of it, shows a short
// message while it waits, shows caro's risk line above the new prompt
// line for any command above safe, and keeps the original text (with
// caro's one-line error shown) when caro fails, as it does for a
// critical command, which --print refuses. %[1]s is the key, %[2]s the
// caro binary.
func widgets() map[string]struct{ key, script string } {
	return map[string]struct{ key, script string }{
		"bash": {`\C-g`, `# caro: %[1]s turns the text on the prompt line into a command.
# Add to ~/.bashrc:  eval "$(caro init bash)"
__caro_widget() {
  local req="$READLINE_LINE" out err
  [[ -z "${req//[[:space:]]/}" ]] && return
  printf '\e[2m caro: thinking...\e[0m' >&2
  err=$(mktemp "${TMPDIR:-/tmp}/caro.XXXXXX") || return
  out=$(command %[2]s --print --widget -- "$req" 2>"$err" </dev/null)
  local rc=$?
  printf '\r\e[K' >&2
  if [[ $rc -eq 0 && -n "$out" ]]; then
    # The risk line (anything above safe), above the new prompt line.
    [[ -s "$err" ]] && head -n 3 "$err" >&2
    READLINE_LINE="$out"
    READLINE_POINT=${#READLINE_LINE}
  else
    printf '%%s\n' "$(head -n 1 "$err")" >&2
  fi
  rm -f "$err"
}
bind -x '"%[1]s": __caro_widget'
` + historyReloader("history -n")},
		"zsh": {`^G`, `# caro: %[1]s turns the text on the prompt line into a command.
# Add to ~/.zshrc:  eval "$(caro init zsh)"
__caro_widget() {
  local req=$BUFFER out err rc
  [[ -z ${req//[[:space:]]/} ]] && return
  zle -R " caro: thinking..."
  err=$(mktemp "${TMPDIR:-/tmp}/caro.XXXXXX") || return
  out=$(command %[2]s --print --widget -- "$req" 2>"$err" </dev/null)
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
bindkey '%[1]s' __caro_widget
` + historyReloader("fc -RI")},
		"fish": {`\cg`, `# caro: %[1]s turns the text on the prompt line into a command.
# Add to ~/.config/fish/config.fish:  caro init fish | source
function __caro_widget
    set -l req (commandline)
    if test -z (string trim -- "$req")
        return
    end
    echo -n (set_color brblack)" caro: thinking..."(set_color normal) >&2
    set -l err (mktemp)
    set -l out (command %[2]s --print --widget -- "$req" 2>$err </dev/null)
    set -l rc $status
    printf '\r\e[K' >&2
    if test $rc -eq 0; and test -n "$out"
        # The risk line (anything above safe), above the prompt line.
        if test -s $err
            echo >&2
            head -n 3 $err >&2
        end
        commandline -r -- (string join \n -- $out)
        commandline -f end-of-line
    else
        echo >&2
        head -n 1 $err >&2
    end
    rm -f $err
    commandline -f repaint
end
bind %[1]s __caro_widget
# With shell_history = true caro appends the commands it runs to your
# history file; this reads them into the running shell too, so up-arrow
# finds them at once.
function caro --wraps caro
    command %[2]s $argv
    set -l rc $status
    set -q fish_private_mode; or history merge
    return $rc
end
`},
	}
}

// historyReloader is the caro function of the bash and zsh scripts: with
// shell_history = true caro appends the commands it runs to the history
// file, and reload (history -n, fc -RI) reads them into the running shell
// when the file grew, so up-arrow finds them at once. %[2]s is the binary.
// env, not a HISTFILE=… prefix: zsh refuses that when HISTFILE is
// read-only, as some managed shells make it.
func historyReloader(reload string) string {
	return `# With shell_history = true caro appends the commands it runs to your
# history file; this reads them into the running shell too, so up-arrow
# finds them at once.
caro() {
  local f=${HISTFILE:-} before after rc
  [[ -n $f && -f $f ]] && before=$(wc -c <"$f")
  env HISTFILE="$f" %[2]s "$@"
  rc=$?
  if [[ -n $f && -f $f ]]; then
    after=$(wc -c <"$f")
    [[ $after != "$before" ]] && ` + reload + `
  fi
  return $rc
}
`
}

func newInitCmd(ios *iostreams) *cobra.Command {
	var key, bin string
	cmd := &cobra.Command{
		Use:   "init bash|zsh|fish",
		Short: "Print a shell key binding that turns the prompt line into a command",
		Long: `init prints a key binding for your shell (ctrl+g by default): type a request
on the prompt line, press the key, and the line becomes the command caro
proposes, ready to edit or run with enter. Nothing runs by itself; on failure
the text stays as it was and caro's one-line error is shown.

The script also wraps caro in a shell function that, when shell_history = true
in caro's config, reads the commands caro ran into the running shell's history
(history -n, fc -RI, history merge), so up-arrow finds them at once.`,
		Example: `  eval "$(caro init bash)"        # in ~/.bashrc
  eval "$(caro init zsh)"         # in ~/.zshrc
  caro init fish | source         # in ~/.config/fish/config.fish
  eval "$(caro init zsh --key '^X^G')"   # another key, in the shell's own notation`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"bash", "zsh", "fish"},
		RunE: func(cmd *cobra.Command, args []string) error {
			w, ok := widgets()[args[0]]
			if !ok {
				return fail(exitUsage, "init: %q is not bash, zsh or fish", args[0])
			}
			if key == "" {
				key = w.key
			}
			if strings.ContainsAny(key, "'\n") {
				return fail(exitUsage, "init: --key cannot hold quotes or newlines")
			}
			if bin == "" {
				bin = "caro"
			}
			// POSIX quoting reads the same in bash, zsh and fish.
			qbin, err := syntax.Quote(bin, syntax.LangPOSIX)
			if err != nil {
				return fail(exitUsage, "init: --bin %q cannot be quoted for a shell: %s", bin, err)
			}
			_, err = fmt.Fprintf(ios.Out, w.script, key, qbin)
			return err
		},
	}
	cmd.Flags().StringVar(&key, "key", "", `the key, in the shell's notation (default \C-g for bash, ^G for zsh, \cg for fish)`)
	cmd.Flags().StringVar(&bin, "bin", "", "the caro binary the widget runs (default: caro on PATH)")
	return cmd
}
