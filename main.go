// Command caro turns a request in plain language into a shell command that
// fits this machine, shows it, and runs it only after you approve it.
//
// main.go holds the cobra commands and flags, loads the config, wires the
// parts together and picks the TUI or the plain renderer; everything else
// lives in the packages.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/caro-sh/caro/internal/guard"
)

// Set by goreleaser through -ldflags.
var (
	version = "dev"
	commit  = "none"
	date    = "unknown"
)

// Exit codes: the same class of failure always gives the same code.
const (
	exitOK          = 0
	exitFailed      = 1 // the task failed: the model said FAIL, no usable reply, a refusal
	exitUsage       = 2 // bad flags or arguments
	exitConfig      = 3 // the config file or environment is broken
	exitUnavailable = 4 // the model server cannot be reached (down, refused, 404)
	exitAuth        = 5 // the model server refused the key
	exitServer      = 6 // the model server failed (5xx, 429, cut-off reply, garbage)
	exitTimeout     = 7 // the model server did not answer in time
	exitInterrupted = 130
)

// iostreams are the streams caro talks through, with their terminal facts.
type iostreams struct {
	In          io.Reader
	Out, ErrOut io.Writer
	// StdinTTY and StdoutTTY say whether In and Out are terminals.
	StdinTTY, StdoutTTY bool
	Getenv              func(string) string
}

func systemStreams() *iostreams {
	return &iostreams{
		In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		StdinTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		StdoutTTY: term.IsTerminal(int(os.Stdout.Fd())),
		Getenv:    os.Getenv,
	}
}

func main() {
	guard.Main() // a guarded child of this caro runs its line and exits here
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	code := run(ctx, os.Args[1:], systemStreams())
	stop()
	os.Exit(code)
}

// run executes caro with args and returns the exit code. Every error
// leaves as one line on ErrOut.
func run(ctx context.Context, args []string, ios *iostreams) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(ios.ErrOut, "caro: internal error: %v (please report it)\n", r)
			code = exitFailed
		}
	}()
	root := newRootCmd(ios)
	root.SetArgs(args)
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintf(ios.ErrOut, "caro: %s\n", oneLine(ee.msg))
		}
		return ee.code
	}
	// Flag and argument errors from cobra.
	fmt.Fprintf(ios.ErrOut, "caro: %s (see caro --help)\n", oneLine(err.Error()))
	return exitUsage
}

// exitError is an error that carries its exit code; msg empty means the
// message was already printed.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func fail(code int, format string, a ...any) error {
	return &exitError{code: code, msg: fmt.Sprintf(format, a...)}
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

func newRootCmd(ios *iostreams) *cobra.Command {
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
	addCompletions(cmd)
	return cmd
}

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
