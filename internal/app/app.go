// Package app is what caro's commands do once cobra has read their
// flags: one function a command (Run for the request itself, Check,
// History, Init, ShowConfig, EditConfig, ServeMCP). Run wires the parts
// from the config under the flags (platform facts, the one judge, the
// model client, the loop, the help cache, the executor, the history
// recorder) and prints one command (--print, --output json) or runs
// rounds (the TUI, the plain renderer). Failures come back as
// *exitcode.Error for main to turn into an exit status. Package main
// defines the commands and calls in here; no other package imports it.
package app

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/caro-sh/caro/cache"
	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/debugout"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/internal/timing"
	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/llm/offline"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// Options are the root command's settings: its flags' values (the
// persistent ones, which config and mcp serve read too), the request
// and caro's version.
type Options struct {
	Task       string // the request; empty for a session
	Print      bool   // --print
	Output     string // --output: "", "text" or "json"
	Yes        bool   // --yes
	Widget     bool   // --widget
	Model      string // --model
	BaseURL    string // --base-url
	Provider   string // --provider
	Offline    bool   // --offline
	Debug      bool   // --debug
	Timing     bool   // --timing
	Safety     string // --safety
	MaxRounds  int    // --max-rounds
	Budget     string // --budget
	NoRefine   bool   // --no-refine
	ConfigPath string // --config
	MCPURL     string // --mcp
	// Version is caro's version, which the MCP server reports.
	Version string
}

// app is one wired caro: the machine's facts, the chosen model, the loop.
type app struct {
	ios    *iostreams.IOStreams
	o      *Options
	cfg    config.Config
	plat   *platform.Info
	client llm.Client
	choice llm.Choice
	help   *cache.Cache
	loop   *loop.Loop
	// judge is the one assessor of this process; shell the path of the
	// shell that runs the commands it judges.
	judge  safety.Assessor
	shell  string
	timing timing.Phases
	debug  io.Writer
	// dirs are where caro keeps its files.
	dirs paths.Dirs
}

// newApp detects the platform and chooses the backend.
func newApp(ctx context.Context, ios *iostreams.IOStreams, cfg config.Config, o *Options) (*app, error) {
	a := &app{ios: ios, o: o, cfg: cfg, timing: timing.Phases{}, dirs: paths.For(ios.Getenv)}
	if o.Debug {
		a.debug = debugout.Redacted(ios.ErrOut, cfg.APIKey)
	}
	t := time.Now()
	plat, err := platform.Detect(ctx, platform.Options{Getenv: ios.Getenv, CacheDir: a.dirs.Cache})
	if err != nil {
		return nil, exitcode.Errorf(exitcode.Failed, "platform: %s", err)
	}
	a.plat = plat
	a.judge, a.shell = judge(plat.Shell, plat.Home, plat.Cwd)
	a.timing.Add("platform", time.Since(t))

	t = time.Now()
	a.client, a.choice = llm.Choose(ctx, llm.Settings{
		BaseURL: cfg.BaseURL, APIKey: cfg.APIKey, Model: cfg.Model, Source: cfg.Source,
		Provider: cfg.Provider, Offline: cfg.Offline, Discover: cfg.Discover, RequestTimeout: cfg.RequestTimeout,
		NewOfflineClient: func() llm.Client { return offline.NewFor(plat) },
		Servers:          llm.NewServers(a.dirs.Servers()),
	})
	a.timing.Add("backend", time.Since(t))
	a.debugf("backend: %s, model %s (%s)", a.choice.Backend, orNone(a.choice.Model), a.choice.Why)
	if cfg.Provider != "" {
		a.debugf("provider: %s (from %s)", cfg.Provider, cfg.Source["provider"])
	}
	if a.choice.Model == "" && a.client.Backend() != "offline" {
		return nil, exitcode.Errorf(exitcode.Config, "no model named for %s: pass --model or set model in %s", a.choice.BaseURL, cfg.Path)
	}

	a.help = cache.New(cache.Options{Dir: a.dirs.Help(), NoExec: printOnly(ios, o)})
	a.loop = &loop.Loop{
		Client:   a.client,
		Help:     helpSource{a.help},
		Platform: plat,
		Budget:   cfg.Budget,
		NoRefine: cfg.NoRefine,
		Refine:   cfg.Refine,
		Debug:    a.debug,
	}
	return a, nil
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func (a *app) debugf(format string, args ...any) {
	if a.debug != nil {
		fmt.Fprintf(a.debug, "caro debug: "+format+"\n", args...)
	}
}

// warn prints err, if any, as one warning line.
func (a *app) warn(err error) {
	if err != nil {
		fmt.Fprintf(a.ios.ErrOut, "caro: warning: %s\n", snip.FirstLine(err.Error()))
	}
}

// merge adds the loop's phase timings.
func (a *app) merge(t map[string]time.Duration) {
	for _, p := range []string{"iteration1", "help", "iteration2", "total"} {
		if d, ok := t[p]; ok {
			a.timing.Add(p, d)
		}
	}
}

func (a *app) printTiming(w io.Writer) {
	if a.o.Timing {
		a.timing.Write(w)
	}
	if a.debug != nil {
		for _, warn := range a.help.Warnings() {
			a.debugf("%s", warn)
		}
	}
}

func (a *app) assess(cmd string) safety.Risk {
	if cmd == "" {
		return safety.Risk{Level: safety.Safe}
	}
	return a.judge.Assess(cmd)
}

// helpSource adapts the help cache to the loop.
type helpSource struct{ c *cache.Cache }

func (h helpSource) Lookup(ctx context.Context, names []string) []loop.Help {
	entries := h.c.HelpAll(ctx, names)
	out := make([]loop.Help, len(entries))
	for i, e := range entries {
		out[i] = loop.Help{Name: e.Name, Version: e.Version, Help: e.Help, Man: e.Man, Flags: e.Flags}
	}
	return out
}

// executor returns the MCP client commands run through: in-process by
// default, or a remote `caro mcp serve` at --mcp.
func (a *app) executor(ctx context.Context) (tools.Executor, error) {
	if a.o.MCPURL == "" {
		// Set up when the first command runs: the first proposal does
		// not wait for it. A remote server is dialled first, so one
		// that is unreachable fails at once.
		return tools.Lazy(func() (tools.Executor, error) {
			return tools.NewInProcess(ctx, serverOptions(a.judge, a.shell, a.cfg.Safety, a.o.Version))
		}), nil
	}
	return tools.Dial(ctx, a.o.MCPURL, a.ios.Getenv("CARO_MCP_TOKEN"))
}

// backendLabel names the backend for the header: the provider profile
// too when one was chosen and its name says more than the backend's.
func (a *app) backendLabel() string {
	b := a.client.Backend()
	if p := a.cfg.Provider; p != "" && p != b && b != "offline" {
		return p + " (" + b + ")"
	}
	return b
}
