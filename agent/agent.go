package agent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// Thinker produces commands (loop.Loop implements it).
type Thinker interface {
	Generate(ctx context.Context, in loop.Input) (loop.Result, error)
	Explain(ctx context.Context, task, command string) (string, error)
}

// Executor runs approved commands (tools' MCP client implements it).
type Executor interface {
	Execute(ctx context.Context, req tools.ExecRequest, onOutput func(stream string, chunk []byte)) (tools.Result, error)
}

// Mode is the safety mode.
type Mode string

// The safety modes. Strict asks for a typed confirmation of high-risk
// commands and never auto-runs; moderate auto-runs only safe commands
// with --yes; permissive also auto-runs moderate ones with --yes. No mode
// runs critical commands or high ones without a confirmation.
const (
	Strict     Mode = "strict"
	Moderate   Mode = "moderate"
	Permissive Mode = "permissive"
)

// Options configure an Agent.
type Options struct {
	Thinker  Thinker
	Executor Executor
	// Assess and Preview judge a command; nil means safety.AssessWith and
	// safety.Preview with Cwd and Home.
	Assess  func(cmd string) safety.Risk
	Preview func(cmd string) *safety.Impact
	// MaxRounds ends a task in FAIL after this many rounds (default 10).
	MaxRounds int
	// AutoApprove (--yes) runs commands the mode allows without asking.
	AutoApprove bool
	// Interactive says someone can answer proposals; without it anything
	// that needs approval is refused.
	Interactive bool
	Mode        Mode
	Cwd, Home   string
	// CommandTimeout bounds each command (default 30s).
	CommandTimeout time.Duration
	// Log receives the session log; nil means none.
	Log *Log
	// LogOutput also writes what commands printed to the log (off: the
	// log keeps commands and exit codes, never their output).
	LogOutput bool
	// Backend and Model name the model for the Started event.
	Backend, Model string
	// OutputBudget bounds the output of each round shown to the model.
	OutputBudget int
	// OnRun, when set, is told of each command that ran (not of refused
	// ones), after it ended: for history. It runs on the agent goroutine;
	// its error becomes a Warning event (once per task).
	OnRun func(request, command string, exitCode int) error
	// Remember carries each ended request (its commands, exit codes and
	// an output tail) into the prompts of the next ones on the same Agent:
	// an interactive session. RememberRequests and RememberBytes bound it
	// (defaults DefaultRememberRequests, DefaultRememberBytes).
	Remember         bool
	RememberRequests int
	RememberBytes    int
}

// Agent runs tasks.
type Agent struct {
	o Options

	mu   sync.Mutex
	past []loop.Earlier // the session's earlier requests, oldest first
}

// New returns an Agent.
func New(o Options) *Agent {
	if o.MaxRounds <= 0 {
		o.MaxRounds = 10
	}
	if o.CommandTimeout <= 0 {
		o.CommandTimeout = 30 * time.Second
	}
	if o.Mode == "" {
		o.Mode = Moderate
	}
	if o.OutputBudget <= 0 {
		o.OutputBudget = 4000
	}
	if o.RememberRequests <= 0 {
		o.RememberRequests = DefaultRememberRequests
	}
	if o.RememberBytes <= 0 {
		o.RememberBytes = DefaultRememberBytes
	}
	if o.Assess == nil {
		opts := safety.Options{Cwd: o.Cwd, Home: o.Home}
		o.Assess = func(c string) safety.Risk { return safety.AssessWith(c, opts) }
	}
	if o.Preview == nil {
		o.Preview = func(c string) *safety.Impact { return safety.Preview(c, o.Cwd, o.Home) }
	}
	return &Agent{o: o}
}

// Memory is one remembered round.
type Memory struct {
	Round    int       `json:"round"`
	Request  string    `json:"request"`
	Thought  string    `json:"thought"`
	Command  string    `json:"command"`
	ExitCode int       `json:"exit_code"`
	Stdout   string    `json:"stdout"`
	Stderr   string    `json:"stderr"`
	Status   string    `json:"status"`
	Note     string    `json:"note,omitempty"`
	Time     time.Time `json:"time"`
}

// Task is one running request.
type Task struct {
	a         *Agent
	task      string
	events    chan Event
	decisions chan Decision
	done      chan struct{} // closed by Cancel: sends stop blocking
	ctx       context.Context
	cancel    context.CancelFunc

	mu          sync.Mutex
	phaseCancel context.CancelFunc
	interrupted bool
	memory      []Memory
	nextID      int
	timing      map[string]time.Duration
	warnedLog   bool
	warnedRun   bool

	earlier []loop.Earlier // the session's earlier requests when it started
}

// Start runs task in a goroutine; read its Events until the channel
// closes.
func (a *Agent) Start(ctx context.Context, task string) *Task {
	ctx, cancel := context.WithCancel(ctx)
	t := &Task{
		a: a, task: task, ctx: ctx, cancel: cancel,
		events:    make(chan Event, 256),
		decisions: make(chan Decision, 16),
		done:      make(chan struct{}),
		timing:    map[string]time.Duration{},
		earlier:   a.earlier(),
	}
	go t.run()
	return t
}

// Events delivers the task's events; it closes after Finished or Failed.
func (t *Task) Events() <-chan Event { return t.events }

// Decide answers a proposal. It never blocks; a decision for an older
// proposal is ignored.
func (t *Task) Decide(d Decision) {
	select {
	case t.decisions <- d:
	default:
	}
}

// Interrupt cancels the current phase: the model call, or the running
// command (SIGINT to its process group). The task then ends as cancelled.
func (t *Task) Interrupt() {
	t.mu.Lock()
	t.interrupted = true
	c := t.phaseCancel
	t.mu.Unlock()
	if c != nil {
		c()
	}
}

// Cancel ends the task; events after it may be dropped.
func (t *Task) Cancel() {
	t.mu.Lock()
	select {
	case <-t.done:
	default:
		close(t.done)
	}
	t.mu.Unlock()
	t.cancel()
}

// Memory returns the rounds remembered so far.
func (t *Task) Memory() []Memory {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]Memory(nil), t.memory...)
}

// emit delivers a must-deliver event (it blocks until read or Cancel).
func (t *Task) emit(e Event) {
	select {
	case t.events <- e:
	case <-t.done:
	}
}

// emitLossy delivers an event only if there is room (output chunks).
func (t *Task) emitLossy(e Event) {
	select {
	case t.events <- e:
	default:
	}
}

// phase returns a context for one phase that Interrupt cancels.
func (t *Task) phase() (context.Context, func()) {
	ctx, cancel := context.WithCancel(t.ctx)
	t.mu.Lock()
	t.phaseCancel = cancel
	t.mu.Unlock()
	return ctx, func() {
		t.mu.Lock()
		t.phaseCancel = nil
		t.mu.Unlock()
		cancel()
	}
}

func (t *Task) wasInterrupted() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.interrupted || t.ctx.Err() != nil
}

func (t *Task) run() {
	defer close(t.events)
	defer func() {
		if p := recover(); p != nil {
			t.emit(Failed{Rounds: len(t.memory), Reason: fmt.Sprintf("internal error: %v", p), Timing: t.timing})
		}
	}()
	t.log("task", map[string]any{"request": t.task, "backend": t.a.o.Backend, "model": t.a.o.Model})
	t.emit(Started{Task: t.task, Backend: t.a.o.Backend, Model: t.a.o.Model})
	end := t.rounds()
	t.a.keep(t.summary(end))
	t.log(eventName(end), end)
	t.emit(end)
}

func eventName(e Event) string {
	if _, ok := e.(Finished); ok {
		return "finished"
	}
	return "failed"
}

// rounds runs the state machine and returns the final event.
func (t *Task) rounds() Event {
	o := t.a.o
	failed := func(reason string, err error) Event {
		return Failed{Rounds: len(t.memory), Reason: reason, Err: err, Timing: t.timing}
	}
	cancelled := func() Event {
		return Failed{Rounds: len(t.memory), Reason: "cancelled", Canceled: true, Timing: t.timing}
	}
	for round := 1; ; round++ {
		if round > o.MaxRounds {
			return failed(fmt.Sprintf("stopped after %d rounds without finishing (--max-rounds)", o.MaxRounds), nil)
		}
		// think
		res, err := t.think(round, loop.Input{Task: t.task})
		if err != nil {
			if code, ok := modelExitCode(err); t.wasInterrupted() || ok && code == ExitInterrupted {
				return cancelled()
			}
			return failed(err.Error(), err)
		}
		if res.Status == loop.Fail {
			reason := res.Thought
			if reason == "" {
				reason = "the model says this cannot be done here"
			}
			return failed(reason, nil)
		}
		if res.Command == "" {
			return Finished{Rounds: len(t.memory), Summary: res.Thought, Timing: t.timing}
		}
		// approve
		cmd, by, end := t.approve(round, &res)
		if end != nil {
			return end
		}
		if by == notRun {
			continue // skipped or refused: the model hears of it next round
		}
		// act
		endless := loop.RunsUntilStopped(cmd)
		out := t.act(round, cmd, by, endless)
		if endless && (out.TimedOut || t.wasInterrupted() && t.ctx.Err() == nil) {
			// tail -f and the like end when they are stopped: that is
			// the task done, not a failure for the model to mend
			why, summary := "stopped by the user", "followed until you stopped it"
			if out.TimedOut {
				why, summary = out.Reason, "followed until it was "+out.Reason
			}
			t.remember(round, res, cmd, out, why)
			t.mu.Lock()
			t.interrupted = false
			t.mu.Unlock()
			return Finished{Rounds: len(t.memory), Summary: summary, Timing: t.timing}
		}
		if t.wasInterrupted() {
			t.remember(round, res, cmd, out, "interrupted by the user")
			if res.Status == loop.Continue && o.Interactive && t.ctx.Err() == nil {
				// The first ctrl+c stops this round's command, not the
				// task: the model hears of it and proposes the next step,
				// which a person approves; a second ctrl+c quits.
				t.mu.Lock()
				t.interrupted = false
				t.mu.Unlock()
				continue
			}
			return Failed{Rounds: len(t.memory), Reason: "interrupted", Canceled: true, Timing: t.timing}
		}
		// remember
		t.remember(round, res, cmd, out, out.Reason)
		if res.Status == loop.Finish && out.Success {
			return Finished{Rounds: len(t.memory), Summary: res.Thought, Timing: t.timing}
		}
		// CONTINUE, or a FINISH whose command failed: the model sees the
		// result next round and may recover.
	}
}

// think asks the thinker for the next command with the rounds so far.
func (t *Task) think(round int, in loop.Input) (loop.Result, error) {
	in.History = t.history()
	in.Session = t.earlier
	in.OnIteration = func(it int, note string) { t.emitLossy(Thinking{Round: round, Iteration: it, Note: note}) }
	in.OnDraft = func(d loop.Draft) {
		t.emitLossy(Draft{Round: round, Thought: d.Thought, Command: d.Command, Note: d.Note})
	}
	t.emit(Thinking{Round: round, Iteration: 1, Note: "thinking"})
	ctx, done := t.phase()
	defer done()
	start := time.Now()
	res, err := t.a.o.Thinker.Generate(ctx, in)
	t.addTiming("think", time.Since(start))
	for k, v := range res.Timing {
		if k != "total" {
			t.addTiming(k, v)
		}
	}
	if err == nil {
		t.log("reply", map[string]any{"round": round, "command": res.Command, "status": res.Status, "thought": res.Thought, "iterations": res.Iterations})
	}
	return res, err
}

func (t *Task) addTiming(k string, d time.Duration) {
	t.mu.Lock()
	t.timing[k] += d
	t.mu.Unlock()
}

// approval says who let a command run.
type approval int

const (
	notRun       approval = iota // skipped or refused
	autoApproved                 // --yes, with nobody looking
	byPerson                     // a person pressed the key
)

// approve proposes the command until it is approved, skipped or refused.
// by says who approved it (notRun: nobody); end is set when the task must
// end.
func (t *Task) approve(round int, res *loop.Result) (cmd string, by approval, end Event) {
	o := t.a.o
	cmd = res.Command
propose:
	for {
		risk := o.Assess(cmd)
		t.nextID++
		p := Proposal{
			ID: t.nextID, Round: round, Thought: res.Thought, Command: cmd, Explanation: res.Explanation,
			Status: res.Status, Confidence: res.Confidence, Iterations: res.Iterations, Changes: res.Changes,
			Risk: risk, Impact: o.Preview(cmd),
		}
		if risk.Level == safety.High && o.Mode == Strict {
			p.ConfirmWord = firstWord(cmd)
		}
		p.NeedsTerminal = loop.NeedsTerminal(cmd)
		t.log("proposal", p)
		if p.NeedsTerminal != "" && (!o.Interactive || o.AutoApprove && t.autoRuns(risk.Level)) {
			// Nobody can take it to a terminal: tell the model and go on.
			t.emit(p)
			reason := "not run: " + p.NeedsTerminal + "; caro runs commands without a terminal"
			t.emit(Result{Round: round, Refused: reason})
			t.remember(round, *res, cmd, tools.Result{ExitCode: -1, Refused: true, Reason: reason}, reason)
			return "", notRun, nil
		}
		if o.AutoApprove && t.autoRuns(risk.Level) {
			p.AutoApproved = true
			t.emit(p)
			return cmd, autoApproved, nil
		}
		if !o.Interactive {
			t.emit(p)
			reason := fmt.Sprintf("refused: a %s-risk command needs approval at a terminal (%s)", risk.Level, strings.Join(risk.Reasons, "; "))
			t.emit(Result{Round: round, Refused: reason})
			t.remember(round, *res, cmd, tools.Result{ExitCode: -1, Refused: true, Reason: reason}, reason)
			return "", notRun, Failed{Rounds: len(t.memory), Reason: reason, Timing: t.timing}
		}
		t.emit(p)
		for {
			d, alive := t.wait(p.ID)
			if !alive {
				return "", notRun, Failed{Rounds: len(t.memory), Reason: "cancelled", Canceled: true, Timing: t.timing}
			}
			t.log("decision", d)
			switch d.Action {
			case Run:
				if d.Command != "" && d.Command != cmd {
					cmd = d.Command
					continue propose // an edited command is judged again
				}
				if risk.Level == safety.Critical {
					reason := "refused: critical commands are never run (" + strings.Join(risk.Reasons, "; ") + ")"
					t.emit(Warning{Text: reason})
					continue
				}
				if p.NeedsTerminal != "" {
					t.emit(Warning{Text: p.NeedsTerminal + ": press c to copy it and run it in your shell, e to edit it, or n to skip"})
					continue
				}
				if risk.Level == safety.High && !d.Confirmed {
					t.emit(Warning{Text: "high-risk command: confirm with the second key"})
					continue
				}
				return cmd, byPerson, nil
			case Edit:
				if strings.TrimSpace(d.Command) != "" {
					cmd = strings.TrimSpace(d.Command)
				}
				continue propose
			case Revise:
				nr, err := t.think(round, loop.Input{Task: t.task, Revise: d.Text, Previous: cmd})
				if err != nil {
					if t.wasInterrupted() {
						return "", notRun, Failed{Rounds: len(t.memory), Reason: "cancelled", Canceled: true, Timing: t.timing}
					}
					t.emit(Warning{Text: "revision failed: " + err.Error()})
					t.emit(p)
					continue
				}
				if nr.Status == loop.Fail || nr.Command == "" {
					t.emit(Warning{Text: "the model had no revision: " + nr.Thought})
					t.emit(p)
					continue
				}
				*res = nr
				cmd = nr.Command
				continue propose
			case Explain:
				ctx, done := t.phase()
				md, err := o.Thinker.Explain(ctx, t.task, cmd)
				done()
				t.emit(Explanation{ProposalID: p.ID, Markdown: md, Err: err})
				if t.ctx.Err() != nil {
					return "", notRun, Failed{Rounds: len(t.memory), Reason: "cancelled", Canceled: true, Timing: t.timing}
				}
				t.mu.Lock()
				t.interrupted = false // ctrl+c while explaining cancels only the explanation
				t.mu.Unlock()
			case Skip:
				t.emit(Result{Round: round, Skipped: true})
				t.remember(round, *res, cmd, tools.Result{ExitCode: -1}, "skipped by the user")
				return "", notRun, nil
			case Quit:
				return "", notRun, Failed{Rounds: len(t.memory), Reason: "quit", Canceled: true, Timing: t.timing}
			}
		}
	}
}

// autoRuns says whether --yes may run a command of this level: what the
// MCP server runs without approval in the same mode.
func (t *Task) autoRuns(l safety.Level) bool { return tools.Mode(t.a.o.Mode).AutoRuns(l) }

func firstWord(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return ""
	}
	for _, w := range f {
		if w != "sudo" && !strings.Contains(w, "=") {
			return w
		}
	}
	return f[0]
}

// wait returns the next decision for proposal id.
func (t *Task) wait(id int) (Decision, bool) {
	for {
		select {
		case d := <-t.decisions:
			if d.ProposalID == id {
				return d, true
			}
		case <-t.ctx.Done():
			return Decision{}, false
		}
	}
}

// act runs the command through the executor. Only a command a person
// approved is sent as approved: an auto-approved one is judged again by
// the server under its safety mode and runs under its exec guard.
func (t *Task) act(round int, cmd string, by approval, endless bool) tools.Result {
	t.emit(Running{Round: round, Command: cmd})
	ctx, done := t.phase()
	defer done()
	start := time.Now()
	timeout := t.a.o.CommandTimeout
	if endless && t.a.o.Interactive {
		// someone is there to stop it: it runs until ctrl+c, up to the
		// longest a command may run
		timeout = max(timeout, tools.MaxTimeout)
	}
	out, err := t.a.o.Executor.Execute(ctx, tools.ExecRequest{Command: cmd, Timeout: timeout, Cwd: t.a.o.Cwd, Approved: by == byPerson},
		func(stream string, chunk []byte) {
			t.emitLossy(Output{Round: round, Stderr: stream == "stderr", Data: append([]byte(nil), chunk...)})
		})
	d := time.Since(start)
	t.addTiming("act", d)
	if err != nil {
		out = tools.Result{ExitCode: -1, Reason: "could not run: " + err.Error(), Stderr: err.Error()}
	}
	if errors.Is(ctx.Err(), context.Canceled) && !out.Canceled && t.wasInterrupted() {
		out.Canceled = true
	}
	if err == nil && !out.Refused && t.a.o.OnRun != nil {
		if err := t.a.o.OnRun(t.task, cmd, out.ExitCode); err != nil && !t.warnedRun {
			t.warnedRun = true
			t.emitLossy(Warning{Text: err.Error()})
		}
	}
	output := out.Stdout
	if out.Stderr != "" {
		output += out.Stderr
	}
	stopped := ""
	if out.TimedOut && out.Reason != "" {
		// The status line says it; the line the tool added for the
		// model is not shown twice.
		stopped = out.Reason
		output = strings.TrimSuffix(output, "caro: "+out.Reason+"\n")
	}
	t.emit(Result{Round: round, Output: output, ExitCode: out.ExitCode, Duration: d, Truncated: out.Truncated, TimedOut: out.TimedOut,
		Stopped: stopped, Canceled: out.Canceled, Refused: refusedReason(out)})
	return out
}

func refusedReason(r tools.Result) string {
	if r.Refused {
		return r.Reason
	}
	return ""
}

// remember appends the round to memory and the session log.
func (t *Task) remember(round int, res loop.Result, cmd string, out tools.Result, note string) {
	m := Memory{Round: round, Request: t.task, Thought: res.Thought, Command: cmd, ExitCode: out.ExitCode,
		Stdout: trimOutput(out.Stdout, 8000), Stderr: trimOutput(out.Stderr, 4000), Status: string(res.Status), Note: note, Time: time.Now()}
	t.mu.Lock()
	t.memory = append(t.memory, m)
	t.mu.Unlock()
	if !t.a.o.LogOutput {
		// What a command printed is kept only when the user asked for it
		// (log_output = true): it may hold anything.
		m.Stdout, m.Stderr = "", ""
	}
	t.log("round", m)
}

func (t *Task) log(kind string, v any) {
	if t.a.o.Log == nil {
		return
	}
	if err := t.a.o.Log.Write(kind, v); err != nil && !t.warnedLog {
		t.warnedLog = true
		t.emitLossy(Warning{Text: "session log: " + err.Error()})
	}
}

// history renders memory for the model, outputs trimmed to the budget
// with the newest rounds kept fullest.
func (t *Task) history() []loop.Turn {
	mem := t.Memory()
	out := make([]loop.Turn, len(mem))
	budget := t.a.o.OutputBudget
	for i := len(mem) - 1; i >= 0; i-- {
		m := mem[i]
		text := m.Stdout
		if m.Stderr != "" {
			text += "\n[stderr]\n" + m.Stderr
		}
		share := max(budget/2, 300)
		text = trimOutput(text, share)
		budget -= len(text)
		out[i] = loop.Turn{Thought: m.Thought, Command: m.Command, ExitCode: m.ExitCode, Output: text, Note: m.Note}
	}
	return out
}

// trimOutput keeps the head and tail of s within n bytes, cut between
// characters.
func trimOutput(s string, n int) string {
	if len(s) <= n {
		return s
	}
	head, tail := snip.Prefix(s, n/3), snip.Suffix(s, n-n/3)
	return head + fmt.Sprintf("\n… %d bytes omitted …\n", len(s)-len(head)-len(tail)) + tail
}
