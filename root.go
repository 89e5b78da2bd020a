package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/iostreams"
)

func newRootCmd(ios *iostreams.IOStreams) *cobra.Command {
	opts := &app.Options{Version: version}
	cmd := &cobra.Command{
		Use:   "caro [flags] [request]",
		Short: "Turn a request in plain language into a shell command for this machine",
		Long: `caro turns a request in plain language into a shell command that fits this
machine, shows it, and runs it only after you approve it with a key. Tasks
that need several steps run in rounds: thought, command, output.

Each command caro runs is stopped after 30s (command_timeout in the config
file changes it); the output up to then is kept.

With no model configured caro answers from its built-in offline catalogue.
Set OPENAI_API_KEY, or run a local server (Ollama, LM Studio, llama.cpp,
vLLM), for anything beyond it.`,
		Example: `  caro "show the 5 processes using the most CPU"
  caro --print "find files over 100MB here"      # print the command only
  caro --output json "what listens on port 8080"  # one JSON object
  caro --yes "how much disk space is free"        # run safe commands unasked
  caro check -- 'rm -rf ~/build'                  # judge a command's risk
  caro                                            # an interactive session`,
		Version:       fmt.Sprintf("%s (commit %s, built %s)", version, commit, date),
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Task = strings.TrimSpace(strings.Join(args, " "))
			return app.Run(cmd.Context(), ios, opts, cmd.Flags().Changed)
		},
	}
	cmd.SetVersionTemplate("caro {{.Version}}\n")
	addGlobalFlags(cmd, opts)
	f := cmd.Flags()
	f.BoolVarP(&opts.Print, "print", "p", false, "print the final command alone on stdout and run nothing")
	f.StringVarP(&opts.Output, "output", "o", "", `output format: "json" prints one JSON object and runs nothing`)
	f.BoolVarP(&opts.Yes, "yes", "y", false, "run safe commands without asking (riskier ones are still asked, or refused without a terminal)")
	// --widget is for the caro init scripts: with --print, the risk of
	// any command above safe is one line on stderr ("caro: moderate
	// risk: …"), so the key binding can always show it.
	f.BoolVar(&opts.Widget, "widget", false, "with --print: one risk line on stderr for any command above safe (used by caro init)")
	_ = f.MarkHidden("widget")
	cmd.AddCommand(newCheckCmd(ios))
	cmd.AddCommand(newMCPCmd(ios, opts))
	cmd.AddCommand(newInitCmd(ios))
	cmd.AddCommand(newHistoryCmd(ios))
	cmd.AddCommand(newConfigCmd(ios, opts))
	addCompletions(cmd, ios)
	return cmd
}

// addGlobalFlags defines the flags every command takes: where the model
// is, how caro judges and how it reports.
func addGlobalFlags(cmd *cobra.Command, o *app.Options) {
	f := cmd.PersistentFlags()
	f.StringVar(&o.Model, "model", "", "model name to ask (overrides CARO_MODEL and the config file)")
	f.StringVar(&o.BaseURL, "base-url", "", "base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1")
	f.StringVar(&o.Provider, "provider", "", "a provider profile from config.toml ([providers.NAME]) or a known server: ollama, lmstudio, llamacpp, vllm, openai, offline")
	f.BoolVar(&o.Offline, "offline", false, "use the built-in offline backend, never a model server")
	f.BoolVar(&o.Debug, "debug", false, "write each prompt, reply, refine decision and tool call to stderr (secrets redacted)")
	f.BoolVar(&o.Timing, "timing", false, "write where the time went, phase by phase, to stderr")
	f.StringVar(&o.Safety, "safety", "", "safety mode: strict, moderate (default) or permissive")
	f.Var((*roundsValue)(&o.MaxRounds), "max-rounds", "most rounds for a multi-step task (default 10)")
	f.StringVar(&o.Budget, "budget", "", "time budget for generate and refine, e.g. 5s (default 5s)")
	f.BoolVar(&o.NoRefine, "no-refine", false, "never run the second (refinement) iteration")
	f.StringVar(&o.ConfigPath, "config", "", "config file (default $XDG_CONFIG_HOME/caro/config.toml)")
	f.StringVar(&o.MCPURL, "mcp", "", "run commands through a remote caro MCP server at this URL instead of in-process")
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
