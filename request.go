package main

import (
	"context"

	"github.com/charmbracelet/colorprofile"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/internal/debugout"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/tools"
	"github.com/caro-sh/caro/ui"
)

// runRounds runs the agent: the TUI at a terminal, the plain renderer
// otherwise (caro --yes with stdout not a terminal).
func runRounds(ctx context.Context, ios *iostreams.IOStreams, a *app, o *options, session bool) error {
	// The in-process executor is set up while the model thinks; a remote
	// one is dialled first, so an unreachable server fails at once.
	var exec tools.Executor
	var err error
	if o.mcpURL == "" {
		exec = tools.Background(func() (tools.Executor, error) { return a.executor(ctx, "") })
	} else if exec, err = a.executor(ctx, o.mcpURL); err != nil {
		return fail(exitUnavailable, "%s", err)
	}
	defer exec.Close()
	// The session log follows the history setting: history = false
	// keeps nothing.
	var log *agent.Log
	if a.cfg.History {
		log = agent.OpenLog(a.dirs.Sessions())
		defer log.Close()
	}
	interactive := ios.StdinTTY && ios.StdoutTTY
	rec := a.recorder()
	defer func() { warn(ios, rec.Err()) }()
	label := a.backendLabel()
	ag := agent.New(agent.Options{
		OnRun:   rec.Ran,
		Thinker: a.loop, Executor: exec, MaxRounds: a.cfg.MaxRounds, AutoApprove: o.yes,
		Interactive: interactive, Mode: agent.Mode(a.cfg.Safety), Cwd: a.plat.Cwd, Home: a.plat.Home,
		Assess:         a.judge.Assess,
		CommandTimeout: a.cfg.CommandTimeout, Log: log, LogOutput: a.cfg.LogOutput, Backend: label, Model: a.client.Model(),
		Remember: session, // only a session carries earlier requests
	})
	uo := ui.Options{Backend: label, Model: a.client.Model(), Debug: o.debug, Timing: o.timing, Dark: true,
		MaxRounds: a.cfg.MaxRounds, Wait: a.cfg.RequestTimeout}
	if o.task != "" {
		rec.Request(o.task)
	}
	if !ios.StdoutTTY {
		code := ui.RunPlain(ios.Out, ios.ErrOut, uo, ag.Start(ctx, o.task))
		return exitCode(code)
	}
	uo.Profile = colorprofile.Detect(ios.Out, ios.TermEnv())
	if o.debug && ui.IsTerminal(ios.ErrOut) {
		// In the TUI, debug lines go to the pane (d), not over the screen;
		// when stderr is elsewhere (2>dbg.txt) the whole stream goes there.
		lines := make(chan string, 512)
		a.loop.Debug = debugout.Redacted(debugout.Lines(lines), a.cfg.APIKey)
		uo.DebugLines = lines
	}
	start := func(ctx context.Context, req string) ui.TaskHandle { return ag.Start(ctx, req) }
	ro := ui.RunOptions{Options: uo, In: ios.In, Out: ios.Out}
	var code int
	if session {
		ro.History = rec.Requests()
		ro.OnRequest = rec.Request
		ro.Forget, ro.Remembered = ag.Forget, ag.Remembered
		code, err = ui.RunSession(ctx, ro, start)
	} else {
		code, err = ui.RunTask(ctx, ro, start, o.task)
	}
	if err != nil {
		return fail(exitFailed, "terminal: %s", err)
	}
	return exitCode(code)
}

func exitCode(code int) error {
	if code == 0 {
		return nil
	}
	return &exitError{code: code}
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
