package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/charmbracelet/colorprofile"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/ui"
)

// loadConfig reads the config file and environment, then applies the
// flags the user set.
func loadConfig(ios *iostreams, o *options, changed func(string) bool) (config.Config, error) {
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

// jsonResult is the object `caro --output json` prints.
type jsonResult struct {
	Command     string           `json:"command"`
	Thought     string           `json:"thought"`
	Explanation string           `json:"explanation"`
	Status      string           `json:"status"`
	Confidence  float64          `json:"confidence"`
	Risk        jsonRisk         `json:"risk"`
	Iterations  int              `json:"iterations"`
	Changes     string           `json:"changes"`
	Backend     string           `json:"backend"`
	Model       string           `json:"model"`
	TimingMS    map[string]int64 `json:"timing_ms"`
}

type jsonRisk struct {
	Level   string   `json:"level"`
	Reasons []string `json:"reasons"`
}

func riskJSON(r safety.Risk) jsonRisk {
	reasons := r.Reasons
	if reasons == nil {
		reasons = []string{}
	}
	return jsonRisk{Level: r.Level.String(), Reasons: reasons}
}

// printOne generates one command and prints it (--print, --output json,
// or a plain `caro "request"` whose stdout is not a terminal).
func printOne(ctx context.Context, ios *iostreams, a *app, o *options) error {
	res, err := a.loop.Generate(ctx, loop.Input{Task: o.task})
	a.merge(res.Timing)
	a.printTiming(ios.ErrOut)
	if err != nil {
		return modelError(err)
	}
	risk := a.assess(res.Command)
	if o.output == "json" {
		out := jsonResult{
			Command: res.Command, Thought: res.Thought, Explanation: res.Explanation,
			Status: string(res.Status), Confidence: res.Confidence, Risk: riskJSON(risk),
			Iterations: res.Iterations, Changes: res.Changes,
			Backend: a.client.Backend(), Model: a.client.Model(), TimingMS: a.timingMS(),
		}
		enc := json.NewEncoder(ios.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(out); err != nil {
			return fail(exitFailed, "write: %s", err)
		}
		if res.Status == loop.Fail {
			return &exitError{code: exitFailed}
		}
		return nil
	}
	if res.Status == loop.Fail {
		reason := res.Thought
		if reason == "" {
			reason = "the model could not turn this request into a command"
		}
		return fail(exitFailed, "%s", reason)
	}
	if res.Command == "" {
		if t := strings.TrimSpace(res.Thought); t != "" {
			return fail(exitFailed, "the model gave no command (it said: %s); rephrase the request", ui.ShowCommand(t))
		}
		return fail(exitFailed, "the model gave no command; rephrase the request")
	}
	if risk.Level == safety.Critical {
		return fail(exitFailed, "refused: the command is critical (%s): %s", strings.Join(risk.Reasons, "; "), res.Command)
	}
	switch {
	case o.widget && risk.Level > safety.Safe:
		// The shell widget shows this line above the command it puts on
		// the prompt line.
		fmt.Fprintf(ios.ErrOut, "caro: %s risk: %s\n", risk.Level, strings.Join(risk.Reasons, "; "))
	case risk.Level >= safety.High:
		fmt.Fprintf(ios.ErrOut, "caro: warning: %s risk: %s\n", risk.Level, strings.Join(risk.Reasons, "; "))
	}
	if _, err = fmt.Fprintln(ios.Out, res.Command); err != nil {
		return err
	}
	rec := newRecorder(a, ios)
	rec.printed(o.task, res.Command)
	rec.warn(ios)
	return nil
}

// modelError maps a loop or model error to its exit code and one line;
// agent.ExitCode is the one mapping, shared with the TUI and the plain
// renderer.
func modelError(err error) error {
	var le *llm.Error
	if !errors.As(err, &le) {
		if errors.Is(err, context.Canceled) {
			return &exitError{code: exitInterrupted, msg: "cancelled"}
		}
		return fail(exitFailed, "%s", err)
	}
	return &exitError{code: agent.ExitCode(err), msg: le.Error()}
}

// timings collects phase durations for --timing and timing_ms.
type timings struct {
	order []string
	d     map[string]time.Duration
}

func (t *timings) add(phase string, d time.Duration) {
	if t.d == nil {
		t.d = map[string]time.Duration{}
	}
	if _, ok := t.d[phase]; !ok {
		t.order = append(t.order, phase)
	}
	t.d[phase] += d
}

// phaseOrder is how --timing lists the phases it knows.
var phaseOrder = []string{"config", "platform", "backend", "iteration1", "help", "iteration2", "total"}

func (t *timings) sorted() []string {
	rank := map[string]int{}
	for i, p := range phaseOrder {
		rank[p] = i + 1
	}
	out := append([]string(nil), t.order...)
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := rank[out[i]], rank[out[j]]
		if ri == 0 {
			ri = len(phaseOrder)
		}
		if rj == 0 {
			rj = len(phaseOrder)
		}
		return ri < rj
	})
	return out
}

func writeTiming(w io.Writer, t *timings) {
	for _, p := range t.sorted() {
		fmt.Fprintf(w, "caro timing: %-10s %6.1f ms\n", p, float64(t.d[p].Microseconds())/1000)
	}
}

// printOnly reports the modes that print one command and run nothing:
// --print, --output json, and stdout not a terminal without --yes. In them
// the help cache starts no process either (cache.Options.NoExec): help
// comes from cached entries and man pages read from disk.
func printOnly(ios *iostreams, o *options) bool {
	return o.print || o.output == "json" || (!ios.StdoutTTY && !o.yes)
}

// runRequest is the root command: one request printed or run in rounds,
// or, with no request at a terminal, an interactive session.
func runRequest(ctx context.Context, ios *iostreams, o *options, changed func(string) bool) error {
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

// runRounds runs the agent: the TUI at a terminal, the plain renderer
// otherwise (caro --yes with stdout not a terminal).
func runRounds(ctx context.Context, ios *iostreams, a *app, o *options, session bool) error {
	exec, err := a.executor(ctx, o.mcpURL)
	if err != nil {
		return fail(exitUnavailable, "%s", err)
	}
	defer exec.Close()
	// The session log follows the history setting: history = false
	// keeps nothing.
	var log *agent.Log
	if a.cfg.History {
		log = agent.OpenLog(agent.DefaultLogDir())
		defer log.Close()
	}
	interactive := ios.StdinTTY && ios.StdoutTTY
	rec := newRecorder(a, ios)
	defer rec.warn(ios)
	label := a.backendLabel()
	ag := agent.New(agent.Options{
		OnRun:   rec.ran,
		Thinker: a.loop, Executor: exec, MaxRounds: a.cfg.MaxRounds, AutoApprove: o.yes,
		Interactive: interactive, Mode: agent.Mode(a.cfg.Safety), Cwd: a.plat.Cwd, Home: a.plat.Home,
		Assess:         a.judge.Assess,
		CommandTimeout: a.cfg.CommandTimeout, Log: log, LogOutput: a.cfg.LogOutput, Backend: label, Model: a.client.Model(),
		Remember: session, // only a session carries earlier requests
	})
	uo := ui.Options{Backend: label, Model: a.client.Model(), Debug: o.debug, Timing: o.timing, Dark: true,
		MaxRounds: a.cfg.MaxRounds, Wait: a.cfg.RequestTimeout}
	if o.task != "" {
		rec.request(o.task)
	}
	if !ios.StdoutTTY {
		code := ui.RunPlain(ios.Out, ios.ErrOut, uo, ag.Start(ctx, o.task))
		return exitCode(code)
	}
	uo.Profile = colorprofile.Detect(ios.Out, environ(ios))
	if o.debug && ui.IsTerminal(ios.ErrOut) {
		// In the TUI, debug lines go to the pane (d), not over the screen;
		// when stderr is elsewhere (2>dbg.txt) the whole stream goes there.
		lines := make(chan string, 512)
		a.loop.Debug = &redactWriter{w: lineWriter(lines), secrets: []string{a.cfg.APIKey}}
		uo.DebugLines = lines
	}
	start := func(ctx context.Context, req string) ui.TaskHandle { return ag.Start(ctx, req) }
	ro := ui.RunOptions{Options: uo, In: ios.In, Out: ios.Out}
	var code int
	if session {
		ro.History = rec.requests()
		ro.OnRequest = rec.request
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

func environ(ios *iostreams) []string {
	var env []string
	for _, k := range []string{"TERM", "COLORTERM", "NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "TERM_PROGRAM"} {
		if v := ios.Getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	return env
}

// lineWriter sends each written line to a channel, dropping lines when
// nobody keeps up.
type lineWriter chan<- string

func (l lineWriter) Write(p []byte) (int, error) {
	for _, line := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
		select {
		case l <- line:
		default:
		}
	}
	return len(p), nil
}
