package agent

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/tools"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// script is a fake thinker: one reply (or error) per Generate call.
type script struct {
	mu      sync.Mutex
	replies []any
	inputs  []loop.Input
	panics  bool
}

func (s *script) Generate(ctx context.Context, in loop.Input) (loop.Result, error) {
	s.mu.Lock()
	s.inputs = append(s.inputs, in)
	if s.panics {
		s.mu.Unlock()
		panic("boom")
	}
	if len(s.replies) == 0 {
		s.mu.Unlock()
		<-ctx.Done()
		return loop.Result{}, &llm.Error{Kind: llm.KindCanceled, Err: ctx.Err()}
	}
	r := s.replies[0]
	s.replies = s.replies[1:]
	s.mu.Unlock()
	if err, ok := r.(error); ok {
		return loop.Result{}, err
	}
	return r.(loop.Result), nil
}

func (s *script) Explain(ctx context.Context, task, cmd string) (string, error) {
	return "**" + cmd + "** explained", nil
}

func (s *script) seen() []loop.Input {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]loop.Input(nil), s.inputs...)
}

func cont(cmd string) loop.Result {
	return loop.Result{Command: cmd, Status: loop.Continue, Thought: "look first"}
}
func finish(cmd string) loop.Result {
	return loop.Result{Command: cmd, Status: loop.Finish, Thought: "done by " + cmd}
}

// runner is a fake executor: exit codes by command, and a hang for
// "sleep". It records whether each command was sent as approved by a
// person.
type runner struct {
	mu       sync.Mutex
	ran      []string
	approved []bool
	exit     map[string]int
	timeouts []time.Duration
}

func (r *runner) Execute(ctx context.Context, req tools.ExecRequest, on func(string, []byte)) (tools.Result, error) {
	r.mu.Lock()
	r.ran = append(r.ran, req.Command)
	r.approved = append(r.approved, req.Approved)
	r.timeouts = append(r.timeouts, req.Timeout)
	r.mu.Unlock()
	if strings.HasPrefix(req.Command, "tail -F") {
		// followed until the command timeout stopped it; the server adds
		// its reason to the output, for the model
		reason := tools.TimeoutReason(req.Timeout)
		return tools.Result{TimedOut: true, ExitCode: -1, Stdout: "a line\n", Stderr: "caro: " + reason + "\n", Reason: reason}, nil
	}
	if strings.HasPrefix(req.Command, "sleep") || strings.HasPrefix(req.Command, "tail -f") {
		if on != nil {
			on("stdout", []byte("started\n"))
		}
		<-ctx.Done()
		return tools.Result{Canceled: true, ExitCode: 130}, nil
	}
	if on != nil {
		on("stdout", []byte("out of "+req.Command+"\n"))
	}
	code := r.exit[req.Command]
	res := tools.Result{ExitCode: code, Success: code == 0, Stdout: "out of " + req.Command + "\n", Risk: "safe"}
	if code != 0 {
		res.Stderr = "error from " + req.Command
	}
	return res, nil
}

func (r *runner) commands() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.ran...)
}

type harness struct {
	t     *testing.T
	task  *Task
	th    *script
	ex    *runner
	seen  []Event
	props []Proposal
}

func start(t *testing.T, th *script, ex *runner, mutate func(*Options), decide func(h *harness, p Proposal)) *harness {
	t.Helper()
	o := Options{Thinker: th, Executor: ex, Interactive: true, Cwd: t.TempDir(), Home: "/home/none", Log: OpenLog(t.TempDir())}
	if mutate != nil {
		mutate(&o)
	}
	h := &harness{t: t, th: th, ex: ex}
	h.task = New(o).Start(context.Background(), "the task")
	timeout := time.After(20 * time.Second)
	for {
		select {
		case e, ok := <-h.task.Events():
			if !ok {
				h.task.Cancel()
				return h
			}
			h.seen = append(h.seen, e)
			if p, ok := e.(Proposal); ok {
				h.props = append(h.props, p)
				if !p.AutoApproved && decide != nil {
					decide(h, p)
				}
			}
		case <-timeout:
			t.Fatal("the task never ended")
		}
	}
}

func approveAll(h *harness, p Proposal) {
	h.task.Decide(Decision{ProposalID: p.ID, Action: Run, Confirmed: true})
}

func (h *harness) last() Event { return h.seen[len(h.seen)-1] }

func (h *harness) find(match func(Event) bool) Event {
	for _, e := range h.seen {
		if match(e) {
			return e
		}
	}
	return nil
}

func TestContinueContinueFinish(t *testing.T) {
	th := &script{replies: []any{cont("df -h"), cont("touch f"), finish("ls f")}}
	ex := &runner{}
	h := start(t, th, ex, nil, approveAll)
	if f, ok := h.last().(Finished); !ok || f.Rounds != 3 || f.Summary != "done by ls f" {
		t.Fatalf("ended with %#v", h.last())
	}
	if got := strings.Join(ex.commands(), ";"); got != "df -h;touch f;ls f" {
		t.Fatalf("ran %s", got)
	}
	in := th.seen()
	if len(in[2].History) != 2 || in[2].History[0].Command != "df -h" || !strings.Contains(in[2].History[1].Output, "out of touch f") {
		t.Fatalf("round 3 saw %+v", in[2].History)
	}
	if _, ok := h.seen[0].(Started); !ok {
		t.Fatal("no Started event first")
	}
	if h.find(func(e Event) bool { o, ok := e.(Output); return ok && strings.Contains(string(o.Data), "out of df -h") }) == nil {
		t.Fatal("no live output event")
	}
}

func TestFailFromTheModel(t *testing.T) {
	h := start(t, &script{replies: []any{loop.Result{Status: loop.Fail, Thought: "no GUI here"}}}, &runner{}, nil, approveAll)
	if f, ok := h.last().(Failed); !ok || f.Reason != "no GUI here" || f.Canceled {
		t.Fatalf("ended with %#v", h.last())
	}
}

func TestThinkErrorFailsFast(t *testing.T) {
	err := &llm.Error{Kind: llm.KindUnavailable, URL: "http://x/v1", Reason: "connection refused"}
	ex := &runner{}
	h := start(t, &script{replies: []any{cont("df -h"), err}}, ex, nil, approveAll)
	f, ok := h.last().(Failed)
	if !ok || !strings.Contains(f.Reason, "cannot reach the model server") || !errors.Is(f.Err, err) || f.Rounds != 1 {
		t.Fatalf("ended with %#v", h.last())
	}
}

func TestMaxRounds(t *testing.T) {
	th := &script{replies: []any{cont("a"), cont("b"), cont("c"), cont("d")}}
	h := start(t, th, &runner{}, func(o *Options) { o.MaxRounds = 3 }, approveAll)
	if f, ok := h.last().(Failed); !ok || !strings.Contains(f.Reason, "3 rounds") {
		t.Fatalf("ended with %#v", h.last())
	}
}

func TestActFailureFeedsTheNextRound(t *testing.T) {
	th := &script{replies: []any{finish("netstat -tlnp"), finish("ss -tlnp")}}
	ex := &runner{exit: map[string]int{"netstat -tlnp": 127}}
	h := start(t, th, ex, nil, approveAll)
	if _, ok := h.last().(Finished); !ok {
		t.Fatalf("ended with %#v", h.last())
	}
	hist := th.seen()[1].History
	if len(hist) != 1 || hist[0].ExitCode != 127 || !strings.Contains(hist[0].Output, "error from netstat") {
		t.Fatalf("round 2 saw %+v", hist)
	}
}

func TestSkipLetsTheModelGoOn(t *testing.T) {
	th := &script{replies: []any{finish("rm -rf build"), finish("ls")}}
	ex := &runner{}
	h := start(t, th, ex, nil, func(h *harness, p Proposal) {
		if p.Command == "rm -rf build" {
			h.task.Decide(Decision{ProposalID: p.ID, Action: Skip})
			return
		}
		approveAll(h, p)
	})
	if _, ok := h.last().(Finished); !ok || strings.Join(ex.commands(), ";") != "ls" {
		t.Fatalf("ended with %#v, ran %v", h.last(), ex.commands())
	}
	if n := th.seen()[1].History[0].Note; n != "skipped by the user" {
		t.Fatalf("note %q", n)
	}
}

func TestEditIsJudgedAgain(t *testing.T) {
	ex := &runner{}
	h := start(t, &script{replies: []any{finish("ls")}}, ex, nil, func(h *harness, p Proposal) {
		switch len(h.props) {
		case 1:
			h.task.Decide(Decision{ProposalID: p.ID, Action: Edit, Command: "rm -rf ~"})
		case 2:
			if p.Risk.Level.String() != "critical" {
				h.t.Errorf("edited command judged %s", p.Risk.Level)
			}
			h.task.Decide(Decision{ProposalID: p.ID, Action: Run, Confirmed: true}) // refused: critical
			h.task.Decide(Decision{ProposalID: p.ID, Action: Edit, Command: "ls -la"})
		default:
			approveAll(h, p)
		}
	})
	if got := ex.commands(); len(got) != 1 || got[0] != "ls -la" {
		t.Fatalf("ran %v", got)
	}
	if h.find(func(e Event) bool { w, ok := e.(Warning); return ok && strings.Contains(w.Text, "never run") }) == nil {
		t.Fatal("no warning for the critical command")
	}
}

func TestReviseAndExplain(t *testing.T) {
	th := &script{replies: []any{finish("ss -tlnp"), finish("ss -tlnp 'sport = :8080'")}}
	ex := &runner{}
	h := start(t, th, ex, nil, func(h *harness, p Proposal) {
		switch len(h.props) {
		case 1:
			h.task.Decide(Decision{ProposalID: p.ID, Action: Explain})
			h.task.Decide(Decision{ProposalID: p.ID, Action: Revise, Text: "use port 8080"})
		default:
			approveAll(h, p)
		}
	})
	if got := ex.commands(); len(got) != 1 || got[0] != "ss -tlnp 'sport = :8080'" {
		t.Fatalf("ran %v", got)
	}
	in := th.seen()[1]
	if in.Revise != "use port 8080" || in.Previous != "ss -tlnp" {
		t.Fatalf("revision input %+v", in)
	}
	if e, ok := h.find(func(e Event) bool { _, ok := e.(Explanation); return ok }).(Explanation); !ok || !strings.Contains(e.Markdown, "explained") {
		t.Fatal("no explanation")
	}
}

func TestHighNeedsConfirmation(t *testing.T) {
	ex := &runner{}
	h := start(t, &script{replies: []any{finish("rm -rf *")}}, ex, nil, func(h *harness, p Proposal) {
		h.task.Decide(Decision{ProposalID: p.ID, Action: Run})
		h.task.Decide(Decision{ProposalID: p.ID, Action: Quit})
	})
	if f, ok := h.last().(Failed); !ok || !f.Canceled || len(ex.commands()) != 0 {
		t.Fatalf("ended with %#v, ran %v", h.last(), ex.commands())
	}
}

func TestYesRunsSafeOnlyAndRefusesWithoutTerminal(t *testing.T) {
	ex := &runner{}
	h := start(t, &script{replies: []any{cont("ls"), finish("rm -rf *")}}, ex, func(o *Options) { o.AutoApprove, o.Interactive = true, false }, nil)
	f, ok := h.last().(Failed)
	if !ok || !strings.Contains(f.Reason, "needs approval at a terminal") || strings.Join(ex.commands(), ";") != "ls" {
		t.Fatalf("ended with %#v, ran %v", h.last(), ex.commands())
	}
	if !h.props[0].AutoApproved || h.props[1].AutoApproved {
		t.Fatal("auto-approval flags wrong")
	}
}

// Only a command a person approved with a key is sent as approved; one
// --yes ran is sent unapproved, for the server to judge by its mode and run
// under its exec guard.
func TestApprovedOnlyWhenAPersonApproved(t *testing.T) {
	ex := &runner{}
	start(t, &script{replies: []any{cont("ls"), cont("touch f"), finish("df -h")}}, ex, func(o *Options) { o.AutoApprove = true }, approveAll)
	ex.mu.Lock()
	defer ex.mu.Unlock()
	if strings.Join(ex.ran, ";") != "ls;touch f;df -h" || ex.approved[0] || !ex.approved[1] || ex.approved[2] {
		t.Fatalf("ran %q, approved %v", ex.ran, ex.approved)
	}
	ex2 := &runner{}
	start(t, &script{replies: []any{cont("touch f"), finish("ls")}}, ex2, func(o *Options) { o.AutoApprove, o.Mode = true, Permissive }, approveAll)
	if strings.Join(ex2.commands(), ";") != "touch f;ls" || ex2.approved[0] || ex2.approved[1] {
		t.Fatalf("permissive: ran %q, approved %v", ex2.ran, ex2.approved)
	}
	ex3 := &runner{}
	start(t, &script{replies: []any{finish("ls")}}, ex3, nil, approveAll)
	if len(ex3.approved) != 1 || !ex3.approved[0] {
		t.Fatalf("without --yes: approved %v", ex3.approved)
	}
}

func TestStrictNeverAutoRuns(t *testing.T) {
	ex := &runner{}
	start(t, &script{replies: []any{finish("ls")}}, ex, func(o *Options) { o.AutoApprove, o.Interactive, o.Mode = true, false, Strict }, nil)
	if len(ex.commands()) != 0 {
		t.Fatal("strict mode auto-ran a command")
	}
}

// runInterrupted runs th's task, running every proposal and interrupting
// once (ctrl+c) at the first output.
func runInterrupted(th *script, ex *runner, request string) *harness {
	var once sync.Once
	h := &harness{}
	h.task = New(Options{Thinker: th, Executor: ex, Interactive: true}).Start(context.Background(), request)
	for e := range h.task.Events() {
		switch x := e.(type) {
		case Proposal:
			h.task.Decide(Decision{ProposalID: x.ID, Action: Run})
		case Output:
			once.Do(h.task.Interrupt)
		}
		h.seen = append(h.seen, e)
	}
	return h
}

func TestInterruptWhileRunning(t *testing.T) {
	h := runInterrupted(&script{replies: []any{finish("sleep 1000")}}, &runner{}, "wait")
	f, ok := h.last().(Failed)
	if !ok || !f.Canceled || f.Reason != "interrupted" {
		t.Fatalf("ended with %#v", h.last())
	}
	if r, ok := h.find(func(e Event) bool { _, ok := e.(Result); return ok }).(Result); !ok || !r.Canceled {
		t.Fatalf("result %#v", r)
	}
}

// A command that follows something (tail -f) ends when it is stopped:
// ctrl+c finishes the task, it is not proposed again, and it runs with
// the longest timeout, since someone is there to stop it.
func TestStoppingAFollowFinishes(t *testing.T) {
	ex := &runner{}
	th := &script{replies: []any{finish("tail -f app.log"), finish("tail -f app.log")}}
	h := runInterrupted(th, ex, "follow app.log")
	f, ok := h.last().(Finished)
	if !ok || !strings.Contains(f.Summary, "stopped") {
		t.Fatalf("ended with %#v", h.last())
	}
	if got := ex.commands(); len(got) != 1 {
		t.Fatalf("ran %v", got)
	}
	if len(th.seen()) != 1 {
		t.Fatalf("the model was asked again: %d times", len(th.seen()))
	}
	if ex.timeouts[0] != tools.MaxTimeout {
		t.Fatalf("timeout %v, want %v", ex.timeouts[0], tools.MaxTimeout)
	}
}

// Stopped by the timeout (no one to press ctrl+c under --yes), a follow
// is done too; any other command keeps the configured timeout.
func TestFollowStoppedByTheTimeoutFinishes(t *testing.T) {
	ex := &runner{}
	th := &script{replies: []any{finish("tail -F app.log"), finish("tail -F app.log")}}
	h := start(t, th, ex, func(o *Options) { o.Interactive = false; o.AutoApprove = true; o.CommandTimeout = 2 * time.Second }, nil)
	f, ok := h.last().(Finished)
	if !ok || !strings.Contains(f.Summary, "stopped after 2s") {
		t.Fatalf("ended with %#v", h.last())
	}
	if got := ex.commands(); len(got) != 1 || ex.timeouts[0] != 2*time.Second {
		t.Fatalf("ran %v with %v", got, ex.timeouts)
	}
	// The result says why it stopped for any renderer, even one that
	// showed the output live; the reason is not in the output twice.
	r, _ := h.find(func(e Event) bool { _, ok := e.(Result); return ok }).(Result)
	if !r.TimedOut || r.Stopped != tools.TimeoutReason(2*time.Second) || r.Output != "a line\n" {
		t.Fatalf("result %#v", r)
	}
}

// In a CONTINUE round the first ctrl+c stops the command, not the task:
// the model hears it was interrupted and proposes the next step.
func TestInterruptInAContinueRoundGoesOn(t *testing.T) {
	ex := &runner{}
	th := &script{replies: []any{cont("sleep 1000"), finish("ls")}}
	h := runInterrupted(th, ex, "wait, then list")
	if _, ok := h.last().(Finished); !ok {
		t.Fatalf("ended with %#v", h.last())
	}
	seen := th.seen()
	if len(seen) != 2 || len(seen[1].History) != 1 || !strings.Contains(seen[1].History[0].Note, "interrupted") {
		t.Fatalf("the second round did not hear of the interruption: %+v", seen)
	}
	if got := ex.commands(); len(got) != 2 || got[1] != "ls" {
		t.Fatalf("ran %v", got)
	}
}

func TestCancelWhileWaiting(t *testing.T) {
	th := &script{replies: []any{finish("ls")}}
	task := New(Options{Thinker: th, Executor: &runner{}, Interactive: true}).Start(context.Background(), "x")
	var last Event
	for e := range task.Events() {
		if _, ok := e.(Proposal); ok {
			task.Cancel()
		}
		last = e
	}
	if f, ok := last.(Failed); ok && !f.Canceled {
		t.Fatalf("ended with %#v", last)
	}
}

func TestUnwritableLogWarnsOnce(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	os.WriteFile(f, nil, 0o644)
	h := start(t, &script{replies: []any{finish("ls")}}, &runner{}, func(o *Options) { o.Log = OpenLog(filepath.Join(f, "sessions")) }, approveAll)
	if _, ok := h.last().(Finished); !ok {
		t.Fatalf("ended with %#v", h.last())
	}
	n := 0
	for _, e := range h.seen {
		if w, ok := e.(Warning); ok && strings.Contains(w.Text, "session log") {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d log warnings", n)
	}
}

func TestLogIsPrivateJSONLines(t *testing.T) {
	dir := t.TempDir()
	start(t, &script{replies: []any{finish("ls")}}, &runner{}, func(o *Options) { o.Log = OpenLog(dir) }, approveAll)
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("logs %v", files)
	}
	fi, _ := os.Stat(files[0])
	data, _ := os.ReadFile(files[0])
	if fi.Mode().Perm() != 0o600 || !strings.Contains(string(data), `"kind":"round"`) || !strings.Contains(string(data), `"kind":"finished"`) {
		t.Fatalf("mode %v, log %s", fi.Mode(), data)
	}
}

func TestPanickingThinker(t *testing.T) {
	h := start(t, &script{panics: true}, &runner{}, nil, approveAll)
	if f, ok := h.last().(Failed); !ok || !strings.Contains(f.Reason, "internal error: boom") {
		t.Fatalf("ended with %#v", h.last())
	}
}

// TestNeedsATerminalIsNeverRun: an editor is not run; at a terminal enter
// only warns (the user copies, edits or skips it); with --yes the model
// hears why and goes on.
func TestNeedsATerminalIsNeverRun(t *testing.T) {
	ex := &runner{}
	h := start(t, &script{replies: []any{finish("vim notes.txt"), finish("ls")}}, ex, nil, func(h *harness, p Proposal) {
		if p.Command == "vim notes.txt" {
			if p.NeedsTerminal == "" {
				h.t.Errorf("vim not marked")
			}
			h.task.Decide(Decision{ProposalID: p.ID, Action: Run})
			// Enter only warned; skip it.
			h.task.Decide(Decision{ProposalID: p.ID, Action: Skip})
			return
		}
		approveAll(h, p)
	})
	if strings.Join(ex.commands(), ";") != "ls" {
		t.Fatalf("ran %v", ex.commands())
	}
	if w, ok := h.find(func(e Event) bool { w, ok := e.(Warning); return ok && strings.Contains(w.Text, "copy it") }).(Warning); !ok {
		t.Fatalf("no warning: %v", w)
	}

	ex = &runner{}
	th := &script{replies: []any{finish("top"), finish("top -b -n 1")}}
	h = start(t, th, ex, func(o *Options) { o.AutoApprove, o.Interactive = true, false }, nil)
	if _, ok := h.last().(Finished); !ok || strings.Join(ex.commands(), ";") != "top -b -n 1" {
		t.Fatalf("ended with %#v, ran %v", h.last(), ex.commands())
	}
	if n := th.seen()[1].History[0].Note; !strings.Contains(n, "without a terminal") {
		t.Fatalf("the model was told %q", n)
	}
}

// Session logs are pruned when a new one opens: by age, then by total
// size, the oldest first.
func TestLogsArePruned(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	write := func(name string, age time.Duration, size int) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, make([]byte, size), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
		return p
	}
	old := write("old.jsonl", MaxLogAge+time.Hour, 10)
	big1 := write("a.jsonl", 3*time.Hour, MaxLogTotal/2)
	big2 := write("b.jsonl", 2*time.Hour, MaxLogTotal/2)
	recent := write("c.jsonl", time.Hour, 1000)
	other := write("notes.txt", MaxLogAge+time.Hour, 10)
	// Pruning runs when a log closes.
	if err := OpenLog(dir).Close(); err != nil {
		t.Fatal(err)
	}
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	if exists(old) || exists(big1) || !exists(big2) || !exists(recent) || !exists(other) {
		t.Fatalf("old %v, oldest big %v, newer big %v, recent %v, not a log %v",
			exists(old), exists(big1), exists(big2), exists(recent), exists(other))
	}
}
