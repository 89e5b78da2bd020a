package app

import (
	"io"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/widget"
)

// Init is caro init: it prints shell's key binding, key in the shell's
// notation ("" for the shell's default), running bin ("" for caro on
// PATH).
func Init(ios *iostreams.IOStreams, shell, key, bin string) error {
	def, ok := widget.DefaultKey(shell)
	if !ok {
		return exitcode.Errorf(exitcode.Usage, "init: %q is not bash, zsh or fish", shell)
	}
	if key == "" {
		key = def
	}
	if strings.ContainsAny(key, "'\n") {
		return exitcode.Errorf(exitcode.Usage, "init: --key cannot hold quotes or newlines")
	}
	if bin == "" {
		bin = "caro"
	}
	// POSIX quoting reads the same in bash, zsh and fish.
	qbin, err := syntax.Quote(bin, syntax.LangPOSIX)
	if err != nil {
		return exitcode.Errorf(exitcode.Usage, "init: --bin %q cannot be quoted for a shell: %s", bin, err)
	}
	script, _ := widget.Script(shell, key, qbin)
	_, err = io.WriteString(ios.Out, script)
	return err
}
