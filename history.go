package main

import (
	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/iostreams"
)

func newHistoryCmd(ios *iostreams.IOStreams) *cobra.Command {
	var o app.HistoryOptions
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List earlier requests and the commands they ran",
		Long: `history lists what you asked caro and the commands that ran (or were printed),
newest last. It lives in $XDG_STATE_HOME/caro/history.jsonl (mode 0600,
cut to its newest half past 1 MiB); history = false in config.toml turns it
off. With shell_history = true, commands run from caro are also appended to
the history of the shell you ran caro from (bash, zsh or fish; its history
file, $HISTFILE when set), so up-arrow finds them. The running shell reads
them at once when its startup file has caro init (see caro init --help);
without it, new shells find them, and a bash without "shopt -s histappend"
rewrites its history file when it exits, dropping caro's lines.`,
		Example: `  caro history                 # the last 20 requests and commands
  caro history -n 100
  caro history --commands      # commands only, one per line, for scripts
  caro history --output json   # JSON lines
  caro history --clear`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.History(ios, o)
		},
	}
	f := cmd.Flags()
	f.IntVarP(&o.Limit, "limit", "n", 20, "show the last N entries (0 for all)")
	f.StringVarP(&o.Output, "output", "o", "", `"json" for one JSON object per line`)
	f.BoolVar(&o.Commands, "commands", false, "only the commands, one per line")
	f.BoolVar(&o.Clear, "clear", false, "delete the history")
	return cmd
}
