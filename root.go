package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/iostreams"
)

func newRootCmd(ios *iostreams.IOStreams) *cobra.Command {
	opts := &options{}
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
			opts.task = strings.TrimSpace(strings.Join(args, " "))
			return runRequest(cmd.Context(), ios, opts, cmd.Flags().Changed)
		},
	}
	cmd.SetVersionTemplate("caro {{.Version}}\n")
	addGlobalFlags(cmd, opts)
	f := cmd.Flags()
	f.BoolVarP(&opts.print, "print", "p", false, "print the final command alone on stdout and run nothing")
	f.StringVarP(&opts.output, "output", "o", "", `output format: "json" prints one JSON object and runs nothing`)
	f.BoolVarP(&opts.yes, "yes", "y", false, "run safe commands without asking (riskier ones are still asked, or refused without a terminal)")
	// --widget is for the caro init scripts: with --print, the risk of
	// any command above safe is one line on stderr ("caro: moderate
	// risk: …"), so the key binding can always show it.
	f.BoolVar(&opts.widget, "widget", false, "with --print: one risk line on stderr for any command above safe (used by caro init)")
	_ = f.MarkHidden("widget")
	cmd.AddCommand(newCheckCmd(ios))
	cmd.AddCommand(newMCPCmd(ios, opts))
	cmd.AddCommand(newInitCmd(ios))
	cmd.AddCommand(newHistoryCmd(ios))
	cmd.AddCommand(newConfigCmd(ios, opts))
	addCompletions(cmd, ios)
	return cmd
}

// printOnly reports the modes that print one command and run nothing:
// --print, --output json, and stdout not a terminal without --yes. In them
// the help cache starts no process either (cache.Options.NoExec): help
// comes from cached entries and man pages read from disk.
func printOnly(ios *iostreams.IOStreams, o *options) bool {
	return o.print || o.output == "json" || (!ios.StdoutTTY && !o.yes)
}

// runRequest is the root command: one request printed or run in rounds,
// or, with no request at a terminal, an interactive session.
func runRequest(ctx context.Context, ios *iostreams.IOStreams, o *options, changed func(string) bool) error {
	if o.output != "" && o.output != "json" && o.output != "text" {
		return fail(exitUsage, "--output must be json or text, not %q", o.output)
	}
	cfg, err := loadConfig(ios, o, changed)
	if err != nil {
		return err
	}
	printMode := printOnly(ios, o)
	session := o.task == "" && ios.StdinTTY && ios.StdoutTTY && !printMode
	if o.task == "" && !session {
		return fail(exitUsage, "no request given: caro \"what you want to do\" (see caro --help)")
	}
	a, err := newApp(ctx, ios, cfg, o)
	if err != nil {
		return err
	}
	if printMode {
		return printOne(ctx, ios, a, o)
	}
	return runRounds(ctx, ios, a, o, session)
}
