// Package widget holds the shell key bindings `caro init` prints, one
// script file per shell under scripts/, so shellcheck and the shells'
// own -n can read them as they are.
//
// Each binding replaces the text on the prompt line with `caro --print`
// of it, shows a short message while it waits, shows caro's risk line
// above the new prompt line for any command above safe, and keeps the
// original text (with caro's one-line error shown) when caro fails, as it
// does for a critical command, which --print refuses. The bash and zsh
// scripts end with wrapper.bash: a caro function that, with
// shell_history = true, reads the commands caro ran into the running
// shell's history (history -n, fc -RI) when the history file grew; the
// fish script has its own (history merge).
package widget

import (
	"embed"
	"strings"
)

//go:embed scripts
var scripts embed.FS

// The placeholders the scripts hold.
const (
	keyMark    = "__CARO_KEY__"
	binMark    = "__CARO_BIN__"
	reloadMark = "__CARO_RELOAD__"
)

// shells are the shells with a script: the key bound by default, in the
// shell's own notation, and the command that reloads its history (""
// when the script brings its own).
var shells = map[string]struct{ key, reload string }{
	"bash": {`\C-g`, "history -n"},
	"zsh":  {`^G`, "fc -RI"},
	"fish": {`\cg`, ""},
}

// DefaultKey is the key bound in shell when none is given, and false for
// a shell with no script.
func DefaultKey(shell string) (string, bool) {
	s, ok := shells[shell]
	return s.key, ok
}

// Script is the script for shell ("bash", "zsh" or "fish") binding key
// to run bin, which must already be quoted for the shell. It reports
// false for another shell.
func Script(shell, key, bin string) (string, bool) {
	s, ok := shells[shell]
	if !ok {
		return "", false
	}
	text := read("caro." + shell)
	if s.reload != "" {
		text += strings.ReplaceAll(read("wrapper.bash"), reloadMark, s.reload)
	}
	return strings.NewReplacer(keyMark, key, binMark, bin).Replace(text), true
}

func read(name string) string {
	b, err := scripts.ReadFile("scripts/" + name)
	if err != nil {
		panic("widget: " + err.Error()) // embedded: cannot happen
	}
	return string(b)
}
