package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/history"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/ui"
)

func newHistoryCmd(ios *iostreams.IOStreams) *cobra.Command {
	var (
		limit    int
		output   string
		commands bool
		clear    bool
	)
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
			store := history.Open(paths.For(ios.Getenv).History())
			if clear {
				if err := store.Clear(); err != nil {
					return exitcode.Errorf(exitcode.Failed, "history: %s", err)
				}
				return nil
			}
			if output != "" && output != "json" && output != "text" {
				return exitcode.Errorf(exitcode.Usage, "--output must be json or text, not %q", output)
			}
			if limit < 0 {
				return exitcode.Errorf(exitcode.Usage, "-n must not be negative")
			}
			es, err := store.Load()
			if err != nil {
				return exitcode.Errorf(exitcode.Failed, "history: %s", err)
			}
			if commands {
				var only []history.Entry
				for _, e := range es {
					if e.Command != "" {
						only = append(only, e)
					}
				}
				es = only
			}
			if limit > 0 && len(es) > limit {
				es = es[len(es)-limit:]
			}
			switch {
			case output == "json":
				enc := json.NewEncoder(ios.Out)
				enc.SetEscapeHTML(false)
				for _, e := range es {
					if err := enc.Encode(e); err != nil {
						return exitcode.Errorf(exitcode.Failed, "write: %s", err)
					}
				}
			case commands:
				for _, e := range es {
					c := e.Command
					if ios.StdoutTTY {
						c = oneLineText(c)
					}
					fmt.Fprintln(ios.Out, c)
				}
			default:
				printHistory(ios, es)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.IntVarP(&limit, "limit", "n", 20, "show the last N entries (0 for all)")
	f.StringVarP(&output, "output", "o", "", `"json" for one JSON object per line`)
	f.BoolVar(&commands, "commands", false, "only the commands, one per line")
	f.BoolVar(&clear, "clear", false, "delete the history")
	return cmd
}

// printHistory shows each request once, with the commands it ran under it.
func printHistory(ios *iostreams.IOStreams, es []history.Entry) {
	if len(es) == 0 {
		fmt.Fprintln(ios.ErrOut, "caro: no history yet")
		return
	}
	last := ""
	for _, e := range es {
		if e.Request != last || e.Command == "" {
			fmt.Fprintf(ios.Out, "%s  %s\n", e.Time.Local().Format("2006-01-02 15:04"), oneLineText(e.Request))
			last = e.Request
		}
		if e.Command == "" {
			continue
		}
		status := "printed"
		if e.Exit != nil {
			status = fmt.Sprintf("exit %d", *e.Exit)
		}
		fmt.Fprintf(ios.Out, "                  → %s  (%s)\n", oneLineText(e.Command), status)
	}
}

// oneLineText shows a text on one line with every control character and
// escape made visible, so history cannot drive the terminal.
func oneLineText(s string) string {
	return strings.ReplaceAll(ui.ShowCommand(strings.TrimSpace(s)), "↵\n", "↵ ")
}
