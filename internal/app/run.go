package app

import (
	"context"
	"fmt"

	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
)

// Run is the root command: one request printed or run in rounds, or,
// with no request at a terminal, an interactive session. changed reports
// the flags the user set. The error, if any, is an *exitcode.Error or
// one of the context's.
func Run(ctx context.Context, ios *iostreams.IOStreams, o *Options, changed func(string) bool) error {
	if o.Output != "" && o.Output != "json" && o.Output != "text" {
		return exitcode.Errorf(exitcode.Usage, "--output must be json or text, not %q", o.Output)
	}
	cfg, err := LoadConfig(ios, o, changed)
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

// LoadConfig reads the config file (--config, else the default) and the
// environment, prints their warnings, then applies the flags the user
// set (changed reports them).
func LoadConfig(ios *iostreams.IOStreams, o *Options, changed func(string) bool) (config.Config, error) {
	cfg, warnings, err := config.Load(o.ConfigPath, ios.Getenv)
	for _, w := range warnings {
		fmt.Fprintf(ios.ErrOut, "caro: warning: %s\n", w)
	}
	if err != nil {
		return cfg, exitcode.Errorf(exitcode.Config, "%s", err)
	}
	set := func(flag, key, value string, dst *string) {
		if changed(flag) {
			*dst = value
			cfg.Source[key] = "--" + flag + " flag"
		}
	}
	set("model", "model", o.Model, &cfg.Model)
	set("base-url", "base_url", o.BaseURL, &cfg.BaseURL)
	set("provider", "provider", o.Provider, &cfg.Provider)
	if changed("offline") {
		cfg.Offline = o.Offline
	}
	if changed("no-refine") {
		cfg.NoRefine = o.NoRefine
	}
	if changed("safety") {
		if err := config.CheckSafety(o.Safety); err != nil {
			return cfg, exitcode.Errorf(exitcode.Usage, "--safety: %s", err)
		}
		cfg.Safety = o.Safety
	}
	if changed("max-rounds") {
		if o.MaxRounds < 1 {
			return cfg, exitcode.Errorf(exitcode.Usage, "--max-rounds must be at least 1")
		}
		cfg.MaxRounds = o.MaxRounds
	}
	if changed("budget") {
		d, err := config.ParseDuration(o.Budget)
		if err != nil {
			return cfg, exitcode.Errorf(exitcode.Usage, "--budget: %s", err)
		}
		cfg.Budget = d
	}
	if cfg.Provider == "offline" {
		cfg.Offline = true
	} else if err := cfg.ResolveProvider(ios.Getenv); err != nil {
		return cfg, exitcode.Errorf(exitcode.Config, "%s", err)
	}
	return cfg, nil
}
