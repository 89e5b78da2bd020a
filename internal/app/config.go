package app

import (
	"errors"
	"fmt"
	"os/exec"

	"mvdan.cc/sh/v3/shell"

	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/snip"
)

// ConfigFile is the config file o names: --config, else the default
// under $XDG_CONFIG_HOME.
func (o *Options) ConfigFile(getenv func(string) string) string {
	if o.ConfigPath != "" {
		return o.ConfigPath
	}
	return config.DefaultPath(getenv)
}

// ShowConfig is caro config show: the settings in effect after the
// config file, the environment and the flags the user set (changed
// reports them), each with where it came from, keys redacted.
func ShowConfig(ios *iostreams.IOStreams, o *Options, changed func(string) bool) error {
	cfg, err := loadConfig(ios, o, changed)
	if err != nil {
		return err
	}
	return config.Show(ios.Out, cfg)
}

// loadConfig reads the config file (--config, else the default) and the
// environment, prints their warnings, then applies the flags the user
// set (changed reports them).
func loadConfig(ios *iostreams.IOStreams, o *Options, changed func(string) bool) (config.Config, error) {
	cfg, warnings, err := config.Load(o.ConfigPath, ios.Getenv)
	printWarnings(ios, warnings)
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

func printWarnings(ios *iostreams.IOStreams, warnings []string) {
	for _, w := range warnings {
		fmt.Fprintf(ios.ErrOut, "caro: warning: %s\n", w)
	}
}

// EditConfig is caro config edit: it opens the config file in $VISUAL,
// else $EDITOR, else vi (writing the commented template first when there
// is no file), and checks the file when the editor closes.
func EditConfig(ios *iostreams.IOStreams, o *Options) error {
	path := o.ConfigFile(ios.Getenv)
	if err := config.WriteTemplate(path); err != nil {
		return exitcode.Errorf(exitcode.Failed, "config: %s", err)
	}
	editor := ios.Getenv("VISUAL")
	if editor == "" {
		editor = ios.Getenv("EDITOR")
	}
	if editor == "" {
		editor = "vi"
	}
	argv, err := shell.Fields(editor, ios.Getenv)
	if err != nil || len(argv) == 0 {
		return exitcode.Errorf(exitcode.Config, "config: cannot read the editor command %q: set VISUAL or EDITOR", editor)
	}
	c := exec.Command(argv[0], append(argv[1:], path)...)
	c.Stdin, c.Stdout, c.Stderr = ios.In, ios.Out, ios.ErrOut
	if err := c.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return exitcode.Errorf(exitcode.Failed, "config: %s exited with %d; %s is as the editor left it", argv[0], ee.ExitCode(), path)
		}
		return exitcode.Errorf(exitcode.Failed, "config: cannot start %s: %s", argv[0], snip.Cause(err))
	}
	_, warnings, err := config.Load(path, ios.Getenv)
	if err != nil {
		return exitcode.Errorf(exitcode.Config, "%s (run caro config edit again to fix it)", err)
	}
	printWarnings(ios, warnings)
	return nil
}
