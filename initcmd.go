package main

import (
	"io"
	"strings"

	"github.com/spf13/cobra"
	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/widget"
)

func newInitCmd(ios *iostreams.IOStreams) *cobra.Command {
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
			def, ok := widget.DefaultKey(args[0])
			if !ok {
				return exitcode.Errorf(exitcode.Usage, "init: %q is not bash, zsh or fish", args[0])
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
			script, _ := widget.Script(args[0], key, qbin)
			_, err = io.WriteString(ios.Out, script)
			return err
		},
	}
	cmd.Flags().StringVar(&key, "key", "", `the key, in the shell's notation (default \C-g for bash, ^G for zsh, \cg for fish)`)
	cmd.Flags().StringVar(&bin, "bin", "", "the caro binary the widget runs (default: caro on PATH)")
	return cmd
}
