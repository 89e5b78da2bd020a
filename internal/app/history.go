package app

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/history"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/ui"
)

// HistoryOptions are caro history's flags.
type HistoryOptions struct {
	Limit    int    // -n: the last Limit entries, 0 for all
	Output   string // --output: "", "text" or "json" (JSON lines)
	Commands bool   // --commands: only the commands, one per line
	Clear    bool   // --clear: delete the history instead
}

// History is caro history: the requests and the commands they ran (or
// printed), newest last, from caro's history file.
func History(ios *iostreams.IOStreams, o HistoryOptions) error {
	store := history.Open(paths.For(ios.Getenv).History())
	if o.Clear {
		if err := store.Clear(); err != nil {
			return exitcode.Errorf(exitcode.Failed, "history: %s", err)
		}
		return nil
	}
	if o.Output != "" && o.Output != "json" && o.Output != "text" {
		return exitcode.Errorf(exitcode.Usage, "--output must be json or text, not %q", o.Output)
	}
	if o.Limit < 0 {
		return exitcode.Errorf(exitcode.Usage, "-n must not be negative")
	}
	es, err := store.Load()
	if err != nil {
		return exitcode.Errorf(exitcode.Failed, "history: %s", err)
	}
	if o.Commands {
		var only []history.Entry
		for _, e := range es {
			if e.Command != "" {
				only = append(only, e)
			}
		}
		es = only
	}
	if o.Limit > 0 && len(es) > o.Limit {
		es = es[len(es)-o.Limit:]
	}
	switch {
	case o.Output == "json":
		enc := json.NewEncoder(ios.Out)
		enc.SetEscapeHTML(false)
		for _, e := range es {
			if err := enc.Encode(e); err != nil {
				return exitcode.Errorf(exitcode.Failed, "write: %s", err)
			}
		}
	case o.Commands:
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

// recorder keeps requests and commands as the config says: in caro's
// history, and in the shell's with shell_history.
func (a *app) recorder() *history.Recorder {
	o := history.RecorderOptions{ShellHistory: a.cfg.ShellHistory, UserShell: a.plat.Shell, Getenv: a.ios.Getenv, Cwd: a.plat.Cwd}
	if a.cfg.History {
		o.Store = history.Open(a.dirs.History())
	}
	return history.NewRecorder(o)
}
