package app

import (
	"context"

	"github.com/charmbracelet/colorprofile"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/internal/debugout"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/ui"
)

// runRounds runs the agent: the TUI at a terminal, the plain renderer
// otherwise (caro --yes with stdout not a terminal).
func (a *app) runRounds(ctx context.Context, session bool) error {
	ios, o := a.ios, a.o
	exec, err := a.executor(ctx)
	if err != nil {
		return exitcode.Errorf(exitcode.Unavailable, "%s", err)
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
	defer func() { a.warn(rec.Err()) }()
	label := a.backendLabel()
	ag := agent.New(agent.Options{
		OnRun:   rec.Ran,
		Thinker: a.loop, Executor: exec, MaxRounds: a.cfg.MaxRounds, AutoApprove: o.Yes,
		Interactive: interactive, Mode: agent.Mode(a.cfg.Safety), Cwd: a.plat.Cwd, Home: a.plat.Home,
		Assess:         a.judge.Assess,
		CommandTimeout: a.cfg.CommandTimeout, Log: log, LogOutput: a.cfg.LogOutput, Backend: label, Model: a.client.Model(),
		Remember: session, // only a session carries earlier requests
	})
	uo := ui.Options{Backend: label, Model: a.client.Model(), Debug: o.Debug, Timing: o.Timing, Dark: true,
		MaxRounds: a.cfg.MaxRounds, Wait: a.cfg.RequestTimeout}
	if o.Task != "" {
		rec.Request(o.Task)
	}
	if !ios.StdoutTTY {
		code := ui.RunPlain(ios.Out, ios.ErrOut, uo, ag.Start(ctx, o.Task))
		return exitcode.Quiet(code)
	}
	uo.Profile = colorprofile.Detect(ios.Out, ios.TermEnv())
	if o.Timing && !ui.IsTerminal(ios.ErrOut) {
		// 2>file: the timings go there, as --timing says, not on screen.
		uo.TimingTo = ios.ErrOut
	}
	if o.Debug && ui.IsTerminal(ios.ErrOut) {
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
		code, err = ui.RunTask(ctx, ro, start, o.Task)
	}
	if err != nil {
		return exitcode.Errorf(exitcode.Failed, "terminal: %s", err)
	}
	return exitcode.Quiet(code)
}
