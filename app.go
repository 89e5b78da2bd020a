package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/caro-sh/caro/cache"
	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/debugout"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/internal/timing"
	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/llm/offline"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// app is one wired caro: the machine's facts, the chosen model, the loop.
type app struct {
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
	show   bool // --timing
	// dirs are where caro keeps its files; getenv reads the environment.
	dirs   paths.Dirs
	getenv func(string) string
}

// newApp detects the platform and chooses the backend.
func newApp(ctx context.Context, ios *iostreams.IOStreams, cfg config.Config, o *options) (*app, error) {
	a := &app{cfg: cfg, show: o.timing, timing: timing.Phases{}, dirs: paths.For(ios.Getenv), getenv: ios.Getenv}
	if o.debug {
		a.debug = debugout.Redacted(ios.ErrOut, cfg.APIKey)
	}
	t := time.Now()
	plat, err := platform.Detect(ctx, platform.Options{Getenv: ios.Getenv, CacheDir: a.dirs.Cache})
	if err != nil {
		return nil, fail(exitFailed, "platform: %s", err)
	}
	a.plat = plat
	a.judge, a.shell = newJudge(plat.Shell, plat.Home, plat.Cwd)
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
		return nil, fail(exitConfig, "no model named for %s: pass --model or set model in %s", a.choice.BaseURL, cfg.Path)
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

// merge adds the loop's phase timings.
func (a *app) merge(t map[string]time.Duration) {
	for _, p := range []string{"iteration1", "help", "iteration2", "total"} {
		if d, ok := t[p]; ok {
			a.timing.Add(p, d)
		}
	}
}

func (a *app) printTiming(w io.Writer) {
	if a.show {
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
// default, or a remote `caro mcp serve` at url.
func (a *app) executor(ctx context.Context, url string) (tools.Executor, error) {
	if url == "" {
		return tools.NewInProcess(ctx, tools.ServerOptions{
			Shell: a.shell, Home: a.plat.Home, Version: version,
			Assessor: a.judge, Mode: tools.Mode(a.cfg.Safety),
		})
	}
	return tools.Dial(ctx, url, a.getenv("CARO_MCP_TOKEN"))
}
