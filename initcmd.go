package main

import (
	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/iostreams"
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
			return app.Init(ios, args[0], key, bin)
		},
	}
	cmd.Flags().StringVar(&key, "key", "", `the key, in the shell's notation (default \C-g for bash, ^G for zsh, \cg for fish)`)
	cmd.Flags().StringVar(&bin, "bin", "", "the caro binary the widget runs (default: caro on PATH)")
	return cmd
}
