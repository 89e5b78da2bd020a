package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/iostreams"
)

// options are the flags of the root command and their values.
type options struct {
	task       string
	print      bool
	output     string
	yes        bool
	widget     bool
	model      string
	baseURL    string
	provider   string
	offline    bool
	debug      bool
	timing     bool
	safety     string
	maxRounds  int
	budget     string
	noRefine   bool
	configPath string
	mcpURL     string
}

func addGlobalFlags(cmd *cobra.Command, o *options) {
	f := cmd.PersistentFlags()
	f.StringVar(&o.model, "model", "", "model name to ask (overrides CARO_MODEL and the config file)")
	f.StringVar(&o.baseURL, "base-url", "", "base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1")
	f.StringVar(&o.provider, "provider", "", "a provider profile from config.toml ([providers.NAME]) or a known server: ollama, lmstudio, llamacpp, vllm, openai, offline")
	f.BoolVar(&o.offline, "offline", false, "use the built-in offline backend, never a model server")
	f.BoolVar(&o.debug, "debug", false, "write each prompt, reply, refine decision and tool call to stderr (secrets redacted)")
	f.BoolVar(&o.timing, "timing", false, "write where the time went, phase by phase, to stderr")
	f.StringVar(&o.safety, "safety", "", "safety mode: strict, moderate (default) or permissive")
	f.Var((*roundsValue)(&o.maxRounds), "max-rounds", "most rounds for a multi-step task (default 10)")
	f.StringVar(&o.budget, "budget", "", "time budget for generate and refine, e.g. 5s (default 5s)")
	f.BoolVar(&o.noRefine, "no-refine", false, "never run the second (refinement) iteration")
	f.StringVar(&o.configPath, "config", "", "config file (default $XDG_CONFIG_HOME/caro/config.toml)")
	f.StringVar(&o.mcpURL, "mcp", "", "run commands through a remote caro MCP server at this URL instead of in-process")
}

// roundsValue is --max-rounds: a whole number, with a usage error that
// says so (not strconv's).
type roundsValue int

func (v *roundsValue) String() string { return strconv.Itoa(int(*v)) }
func (v *roundsValue) Type() string   { return "int" }
func (v *roundsValue) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return errors.New("want a whole number of rounds, e.g. --max-rounds 5")
	}
	*v = roundsValue(n)
	return nil
}

// loadConfig reads the config file and environment, then applies the
// flags the user set.
func loadConfig(ios *iostreams.IOStreams, o *options, changed func(string) bool) (config.Config, error) {
	cfg, warnings, err := config.Load(o.configPath, ios.Getenv)
	for _, w := range warnings {
		fmt.Fprintf(ios.ErrOut, "caro: warning: %s\n", w)
	}
	if err != nil {
		return cfg, fail(exitConfig, "%s", err)
	}
	set := func(flag, key, value string, dst *string) {
		if changed(flag) {
			*dst = value
			cfg.Source[key] = "--" + flag + " flag"
		}
	}
	set("model", "model", o.model, &cfg.Model)
	set("base-url", "base_url", o.baseURL, &cfg.BaseURL)
	set("provider", "provider", o.provider, &cfg.Provider)
	if changed("offline") {
		cfg.Offline = o.offline
	}
	if changed("no-refine") {
		cfg.NoRefine = o.noRefine
	}
	if changed("safety") {
		if err := config.CheckSafety(o.safety); err != nil {
			return cfg, fail(exitUsage, "--safety: %s", err)
		}
		cfg.Safety = o.safety
	}
	if changed("max-rounds") {
		if o.maxRounds < 1 {
			return cfg, fail(exitUsage, "--max-rounds must be at least 1")
		}
		cfg.MaxRounds = o.maxRounds
	}
	if changed("budget") {
		d, err := config.ParseDuration(o.budget)
		if err != nil {
			return cfg, fail(exitUsage, "--budget: %s", err)
		}
		cfg.Budget = d
	}
	if cfg.Provider == "offline" {
		cfg.Offline = true
	} else if err := cfg.ResolveProvider(ios.Getenv); err != nil {
		return cfg, fail(exitConfig, "%s", err)
	}
	return cfg, nil
}
