package app

import (
	"context"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
)

// Run is the root command: one request printed or run in rounds, or,
// with no request at a terminal, an interactive session. changed reports
// the flags the user set. A failure is an *exitcode.Error, but for a
// failed write of the printed command, which comes back as it is.
func Run(ctx context.Context, ios *iostreams.IOStreams, o *Options, changed func(string) bool) error {
	if o.Output != "" && o.Output != "json" && o.Output != "text" {
		return exitcode.Errorf(exitcode.Usage, "--output must be json or text, not %q", o.Output)
	}
	cfg, err := loadConfig(ios, o, changed)
	if err != nil {
		return err
	}
	printMode := printOnly(ios, o)
	session := o.Task == "" && ios.StdinTTY && ios.StdoutTTY && !printMode
	if o.Task == "" && !session {
		return exitcode.Errorf(exitcode.Usage, "no request given: caro \"what you want to do\" (see caro --help)")
	}
	a, err := newApp(ctx, ios, cfg, o)
	if err != nil {
		return err
	}
	if printMode {
		return a.printOne(ctx)
	}
	return a.runRounds(ctx, session)
}

// printOnly reports the modes that print one command and run nothing:
// --print, --output json, and stdout not a terminal without --yes. In them
// the help cache starts no process either (cache.Options.NoExec): help
// comes from cached entries and man pages read from disk.
func printOnly(ios *iostreams.IOStreams, o *Options) bool {
	return o.Print || o.Output == "json" || (!ios.StdoutTTY && !o.Yes)
}
