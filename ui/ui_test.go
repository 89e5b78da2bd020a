package ui

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/safety"
)

// fakeTask is a TaskHandle fed by the test.
type fakeTask struct {
	ch          chan agent.Event
	mu          sync.Mutex
	decisions   []agent.Decision
	interrupted int
	cancelled   bool
}

func newFakeTask(events ...agent.Event) *fakeTask {
	t := &fakeTask{ch: make(chan agent.Event, 64)}
	for _, e := range events {
		t.ch <- e
	}
	return t
}

func (f *fakeTask) Events() <-chan agent.Event { return f.ch }
func (f *fakeTask) Decide(d agent.Decision) {
	f.mu.Lock()
	f.decisions = append(f.decisions, d)
	f.mu.Unlock()
}
func (f *fakeTask) Interrupt() { f.mu.Lock(); f.interrupted++; f.mu.Unlock() }
func (f *fakeTask) Cancel()    { f.mu.Lock(); f.cancelled = true; f.mu.Unlock() }
func (f *fakeTask) last() agent.Decision {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.decisions) == 0 {
		return agent.Decision{ProposalID: -1}
	}
	return f.decisions[len(f.decisions)-1]
}

func opts(width int) Options {
	return Options{Backend: "offline", Model: "caro-catalogue", Profile: colorprofile.Ascii, Width: width}
}

// model builds a single-request model already past its first frame.
func model(width int, ft *fakeTask) *Model {
	m := New(context.Background(), opts(width), func(context.Context, string) TaskHandle { return ft }, false)
	m.Begin("the request")
	m.ticked = true
	return m
}

func feed(m *Model, events ...agent.Event) {
	m.Update(eventMsg{events: events})
}

func key(m *Model, k string) {
	var msg tea.KeyPressMsg
	switch k {
	case "enter":
		msg = tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		msg = tea.KeyPressMsg{Code: tea.KeyEscape}
	case "ctrl+c":
		msg = tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	default:
		r := []rune(k)[0]
		msg = tea.KeyPressMsg{Code: r, Text: k}
	}
	m.Update(msg)
}

func proposal(cmd string, level safety.Level, reasons ...string) agent.Proposal {
	return agent.Proposal{ID: 1, Round: 1, Command: cmd, Thought: "GNU ps sorts by itself; head keeps the header line", Status: loop.Finish,
		Confidence: 0.93, Iterations: 1, Risk: safety.Risk{Level: level, Reasons: reasons}}
}

func view(m *Model) string { return m.View().Content + "\n" }

func TestApprovalView(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	p := proposal("ps aux --sort=-%cpu | head -n 6", safety.Safe)
	feed(m, agent.Started{Backend: "offline", Model: "caro-catalogue"}, p)
	golden.RequireEqual(t, view(m))
	key(m, "enter")
	if d := ft.last(); d.Action != agent.Run || d.ProposalID != 1 {
		t.Fatalf("decision %+v", d)
	}
}

func TestImpactAndHighRisk(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	p := proposal("rm -rf ./build", safety.High, "deletes everything in the current directory")
	p.Impact = &safety.Impact{Verb: "delete", Count: 3, Bytes: 4096, Names: []string{"build", "build/a.o", "build/b.o"}}
	feed(m, p)
	key(m, "enter")
	if len(ft.decisions) != 0 || m.mode != modeConfirm {
		t.Fatalf("high risk ran on one key: %+v", ft.decisions)
	}
	golden.RequireEqual(t, view(m))
	key(m, "!")
	if d := ft.last(); d.Action != agent.Run || !d.Confirmed {
		t.Fatalf("decision %+v", d)
	}
}

func TestCriticalRefusal(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	feed(m, proposal("rm -rf ~", safety.Critical, "deletes the home directory recursively"))
	key(m, "enter")
	key(m, "y")
	if len(ft.decisions) != 0 {
		t.Fatalf("a critical command was approved: %+v", ft.decisions)
	}
	golden.RequireEqual(t, view(m))
}

func TestEditAndRevise(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	feed(m, proposal("ls -la", safety.Safe))
	key(m, "e")
	if m.input.Value() != "ls -la" {
		t.Fatalf("edit not prefilled: %q", m.input.Value())
	}
	key(m, "h")
	golden.RequireEqual(t, view(m))
	key(m, "enter")
	if d := ft.last(); d.Action != agent.Edit || d.Command != "ls -lah" {
		t.Fatalf("decision %+v", d)
	}
	feed(m, proposal("ls -lah", safety.Safe))
	key(m, "r")
	for _, r := range "only dirs" {
		key(m, string(r))
	}
	key(m, "enter")
	if d := ft.last(); d.Action != agent.Revise || d.Text != "only dirs" {
		t.Fatalf("decision %+v", d)
	}
}

func TestExplain(t *testing.T) {
	ft := newFakeTask()
	m := model(60, ft)
	feed(m, proposal("ps aux", safety.Safe))
	key(m, "?")
	if d := ft.last(); d.Action != agent.Explain {
		t.Fatalf("decision %+v", d)
	}
	m.event(agent.Explanation{ProposalID: 1, Markdown: "**ps aux** lists every process.\n\n- `a` all users\n- `u` user format"})
	if !strings.Contains(m.explain, "lists every process") {
		t.Fatalf("explanation %q", m.explain)
	}
	// The explanation is drawn by glamour (issue 13); with no colour
	// (this test's profile) that is its notty style, which writes
	// **strong** as typed rather than in bold.
	golden.RequireEqual(t, view(m))
}

func TestLiveOutputIsNeutralised(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	feed(m, proposal("cat evil.txt", safety.Safe), agent.Running{Round: 1, Command: "cat evil.txt"})
	feed(m, agent.Output{Round: 1, Data: []byte("line one\n\x1b]0;pwned\x07title\n\x1b[2Jcleared?\n\x1b]52;c;aGVsbG8=\x07clip\nprogress 10%\rprogress 100%\n")})
	for i := 0; i < 20; i++ {
		feed(m, agent.Output{Round: 1, Data: []byte(fmt.Sprintf("row %d\n", i))})
	}
	v := view(m)
	if strings.Contains(v, "\x1b]") || strings.Contains(v, "\x1b[2J") || strings.ContainsRune(v, 0x07) {
		t.Fatalf("escapes reached the screen: %q", v)
	}
	m.runStart = time.Time{}
	golden.RequireEqual(t, view(m))
	key(m, "ctrl+c")
	if ft.interrupted != 1 || m.quitting {
		t.Fatal("the first ctrl+c must interrupt, not quit")
	}
	key(m, "ctrl+c")
	if !ft.cancelled || !m.quitting || m.exitCode != 130 {
		t.Fatal("the second ctrl+c must quit")
	}
}

// TestNarrowAndWide: at 40 columns the command wraps, each continuation
// marked ↪ so its indent never reads as part of the command (the golden
// changed for that, issue 13).
func TestNarrowAndWide(t *testing.T) {
	for _, w := range []int{40, 200} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			m := model(w, newFakeTask())
			p := proposal("find . -type f -name '*.log' -mtime +30 -print -delete && du -sh . && echo cleaned up the old logs", safety.Moderate, "deletes the files it finds")
			p.Impact = &safety.Impact{Verb: "delete", Count: 12, Bytes: 123456, Names: []string{"a.log", "b.log"}}
			feed(m, p)
			v := view(m)
			for _, line := range strings.Split(v, "\n") {
				if width := ansi.StringWidth(line); width > w {
					t.Errorf("line of %d cells at width %d: %q", width, w, line)
				}
			}
			golden.RequireEqual(t, v)
		})
	}
}

func TestResizeRewraps(t *testing.T) {
	m := New(context.Background(), Options{Profile: colorprofile.Ascii}, func(context.Context, string) TaskHandle { return newFakeTask() }, false)
	m.Begin("x")
	feed(m, proposal(strings.Repeat("abcdefghij ", 12), safety.Safe))
	m.Update(tea.WindowSizeMsg{Width: 50, Height: 20})
	for _, line := range strings.Split(view(m), "\n") {
		if ansi.StringWidth(line) > 50 {
			t.Fatalf("line longer than the window after a resize: %q", line)
		}
	}
}

func TestShowCommandRevealsHiddenBytes(t *testing.T) {
	for in, want := range map[string]string{
		"ls \x1b[8m; rm -rf ~\x1b[0m":           `ls \x1b[8m; rm -rf ~\x1b[0m`,
		"ls\u200b -la":                          `ls\u{200b} -la`,
		"echo \u202eevil":                       `echo \u{202e}evil`,
		"ls" + strings.Repeat(" ", 200) + ";rm": "ls␣×200;rm",
		"a\tb":                                  `a\tb`,
	} {
		if got := ShowCommand(in); got != want {
			t.Errorf("ShowCommand(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCleanOutput(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b]0;pwned\x07ok":  "ok",
		"\x1b[2J\x1b[Hhome":   "home",
		"\x1b[?1049hx":        "x",
		"\x1b]52;c;aGk=\x07y": "y",
		"a\rb":                "b",
		"\x1b[31mred\x1b[0m":  "red",
		"nul\x00bell\x07":     "nul^@bell^G",
		"bidi\u202e":          `bidi\u{202e}`,
		"split escape \x1b":   "split escape ",
		"tab\there":           "tab    here",
	} {
		if got := CleanOutput(in); got != want {
			t.Errorf("CleanOutput(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlainRenderer(t *testing.T) {
	ft := newFakeTask(
		agent.Started{Backend: "offline", Model: "m"},
		agent.Proposal{ID: 1, Round: 1, Command: "df -h", Thought: "check", Confidence: 0.9, Risk: safety.Risk{Level: safety.Safe}, AutoApproved: true},
		agent.Running{Round: 1, Command: "df -h"},
		agent.Output{Round: 1, Data: []byte("Filesystem \x1b[2J Size\n/dev/sda 10G")},
		agent.Result{Round: 1, ExitCode: 0, Duration: 12 * time.Millisecond},
		agent.Proposal{ID: 2, Round: 2, Command: "rm -rf *", Risk: safety.Risk{Level: safety.High, Reasons: []string{"deletes everything"}}},
		agent.Result{Round: 2, Refused: "refused: a high-risk command needs approval at a terminal"},
		agent.Failed{Rounds: 2, Reason: "refused: a high-risk command needs approval at a terminal"},
	)
	close(ft.ch)
	var buf bytes.Buffer
	code := RunPlain(&buf, nil, Options{Backend: "offline", Model: "m"}, ft)
	if code != 1 || strings.ContainsRune(buf.String(), 0x1b) {
		t.Fatalf("exit %d, output %q", code, buf.String())
	}
	golden.RequireEqual(t, buf.String())
}

// TestPlainTimeoutAfterLiveOutput: a command stopped by the command
// timeout after it printed live still says which limit stopped it and
// where to change it (the tool's line comes only with the result).
func TestPlainTimeoutAfterLiveOutput(t *testing.T) {
	const reason = "stopped after 1s (the command timeout; set command_timeout in the config)"
	ft := newFakeTask(
		agent.Running{Round: 1, Command: "sleep 20"},
		agent.Output{Round: 1, Stderr: true, Data: []byte("caro: stopped by a signal\n")},
		agent.Result{Round: 1, Output: "caro: stopped by a signal\n", ExitCode: -1, Duration: 1240 * time.Millisecond, TimedOut: true, Stopped: reason},
		agent.Failed{Rounds: 1, Reason: "it takes too long"},
	)
	close(ft.ch)
	var buf bytes.Buffer
	RunPlain(&buf, nil, Options{Backend: "offline", Model: "m"}, ft)
	if out := buf.String(); !strings.Contains(out, "✖ timed out; "+reason) || strings.Count(out, "stopped by a signal") != 1 {
		t.Fatalf("output %q", out)
	}
}

// TestProgram runs the real Bubble Tea program at 80x24.
func TestProgram(t *testing.T) {
	ft := newFakeTask(agent.Started{Backend: "offline", Model: "caro-catalogue"}, proposal("uptime", safety.Safe))
	m := New(context.Background(), opts(0), func(context.Context, string) TaskHandle { return ft }, false)
	first := m.Begin("uptime")
	tm := teatest.NewTestModel(t, &firstCmd{Model: m, first: first}, teatest.WithInitialTermSize(80, 24))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("[enter] run")) }, teatest.WithDuration(10*time.Second))
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	for deadline := time.Now().Add(10 * time.Second); ft.last().Action != agent.Run; {
		if time.Now().After(deadline) {
			t.Fatal("enter did not approve")
		}
		time.Sleep(10 * time.Millisecond)
	}
	ft.ch <- agent.Running{Round: 1, Command: "uptime"}
	ft.ch <- agent.Result{Round: 1, Output: " 10:00:00 up 1 day\n", Duration: 5 * time.Millisecond}
	ft.ch <- agent.Finished{Rounds: 1, Summary: "shown"}
	close(ft.ch)
	out, _ := io.ReadAll(tm.FinalOutput(t, teatest.WithFinalTimeout(10*time.Second)))
	if !bytes.Contains(out, []byte("up 1 day")) || !bytes.Contains(out, []byte("done")) {
		t.Fatalf("final output %q", out)
	}
	if code := tm.FinalModel(t).(*firstCmd).ExitCode(); code != 0 {
		t.Fatalf("exit %d", code)
	}
}

func BenchmarkViewFlood(b *testing.B) {
	m := model(120, newFakeTask())
	feed(m, proposal("yes", safety.Safe), agent.Running{Round: 1, Command: "yes"})
	chunk := []byte(strings.Repeat("y\n", 1000))
	b.ResetTimer()
	for b.Loop() {
		// 100k lines streamed, then one frame.
		for i := 0; i < 100; i++ {
			feed(m, agent.Output{Round: 1, Data: chunk})
		}
		_ = m.View()
	}
}

// TestNeedsATerminal: a full-screen program is shown with why it cannot
// run here; enter does not run it, and copy is offered.
func TestNeedsATerminal(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	p := proposal("vim notes.txt", safety.Moderate)
	p.NeedsTerminal = "vim is an editor and needs a terminal of its own"
	feed(m, p)
	v := m.View().Content
	for _, want := range []string{"vim is an editor", "copy it (c)", "[c] copy"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "[enter] run") {
		t.Errorf("offers to run it:\n%s", v)
	}
	m.approveKey("enter")
	ft.mu.Lock()
	decided := len(ft.decisions)
	ft.mu.Unlock()
	if decided != 0 {
		t.Fatalf("enter decided %d times", decided)
	}
	if !strings.Contains(m.View().Content, "needs a terminal of its own: copy it") {
		t.Fatalf("no notice:\n%s", m.View().Content)
	}
}

// TestSessionLeavesWithZero: after a request was cancelled, /quit and
// ctrl+d still end the session normally (exit 0), and the "interrupting"
// notice does not outlive its request.
func TestSessionLeavesWithZero(t *testing.T) {
	for _, leave := range []string{"/quit", "ctrl+d"} {
		ft := newFakeTask()
		m := New(context.Background(), opts(80), func(context.Context, string) TaskHandle { return ft }, true)
		m.ticked = true
		m.Init()
		m.Update(tea.PasteMsg{Content: "how long up"})
		key(m, "enter")
		key(m, "ctrl+c")
		feed(m, agent.Failed{Reason: "cancelled", Canceled: true})
		m.Update(taskDoneMsg{})
		if strings.Contains(view(m), "interrupting") {
			t.Fatalf("the notice outlived the request:\n%s", view(m))
		}
		if leave == "/quit" {
			m.Update(tea.PasteMsg{Content: "/quit"})
			key(m, "enter")
		} else {
			m.Update(tea.KeyPressMsg{Code: 'd', Mod: tea.ModCtrl})
		}
		if !m.quitting || m.ExitCode() != 0 {
			t.Fatalf("%s: quitting %v, exit %d", leave, m.quitting, m.ExitCode())
		}
	}
}

// keepPending makes printed blocks stay in the view (as before the first
// frame), on a terminal tall enough to show them whole, so a golden can
// hold what goes to the scrollback.
func keepPending(m *Model) { m.ticked, m.thinkStart, m.height = false, time.Time{}, 1000 }

// Issue 13 item 2: a finished round keeps all of its output, long lines
// wrapped, and its thought.
func TestFinishedRoundKeepsAllOutput(t *testing.T) {
	ft := newFakeTask()
	m := model(60, ft)
	keepPending(m)
	var out strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&out, "line %d\n", i)
	}
	out.WriteString(strings.Repeat("0123456789", 8) + "\n")
	feed(m, proposal("seq 1 12", safety.Safe), agent.Running{Command: "seq 1 12"},
		agent.Result{Round: 1, Output: out.String(), Duration: 12 * time.Millisecond})
	v := view(m)
	if strings.Contains(v, "above") || !strings.Contains(v, "│ line 1\n") {
		t.Fatalf("output hidden:\n%s", v)
	}
	golden.RequireEqual(t, v)
}

// Issue 13 item 8: a failure's reason is wrapped, never cut.
func TestFailureIsWrapped(t *testing.T) {
	ft := newFakeTask()
	m := model(50, ft)
	keepPending(m)
	feed(m, agent.Failed{Reason: "this request is beyond caro's offline catalogue; set OPENAI_API_KEY, run a local model server (e.g. `ollama serve`), or pass --base-url (see caro --help)"})
	v := view(m)
	reason, _, _ := strings.Cut(v, "thinking…")
	if strings.Contains(reason, "…") || !strings.Contains(strings.Join(strings.Fields(reason), " "), "(see caro --help)") {
		t.Fatalf("cut:\n%s", v)
	}
	golden.RequireEqual(t, v)
}

// Issue 13 item 4: an empty edit returns to the proposal.
func TestEmptyEditReturns(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	feed(m, proposal("ls -la", safety.Safe))
	key(m, "e")
	m.input.SetValue("  ")
	key(m, "enter")
	if m.mode != modeApprove || len(ft.decisions) != 0 {
		t.Fatalf("mode %v, decisions %+v", m.mode, ft.decisions)
	}
	key(m, "enter")
	if d := ft.last(); d.Action != agent.Run {
		t.Fatalf("decision %+v", d)
	}
}

// Issue 13 item 9: n skips, esc and q cancel the task.
func TestSkipAndCancel(t *testing.T) {
	for k, want := range map[string]agent.Action{"n": agent.Skip, "esc": agent.Quit, "q": agent.Quit} {
		ft := newFakeTask()
		m := model(80, ft)
		feed(m, proposal("ls -la", safety.Safe))
		key(m, k)
		if d := ft.last(); d.Action != want {
			t.Errorf("%s: decision %+v", k, d)
		}
	}
}

// Issue 13 item 5: at a session's prompt ctrl+c clears the line, warns
// on an empty one, and quits on the next, whatever came before.
func TestSessionCtrlC(t *testing.T) {
	m := New(context.Background(), opts(80), nil, true)
	m.Init()
	m.interrupts = 1 // an earlier request was interrupted
	m.input.SetValue("half typed")
	key(m, "ctrl+c")
	if m.quitting || m.input.Value() != "" {
		t.Fatalf("quitting %v, input %q", m.quitting, m.input.Value())
	}
	key(m, "ctrl+c")
	if m.quitting || !strings.Contains(view(m), "ctrl+c again quits") {
		t.Fatalf("no warning:\n%s", view(m))
	}
	key(m, "ctrl+c")
	if !m.quitting || m.exitCode != 130 {
		t.Fatalf("did not quit: %v %d", m.quitting, m.exitCode)
	}
}

// Issue 13 item 7: with no clipboard tool, c says OSC 52 was sent and
// prints the command; the critical key row shows [c].
func TestCopyFallback(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	keepPending(m)
	feed(m, proposal("rm -rf ~", safety.Critical, "deletes the home directory recursively"))
	if !strings.Contains(view(m), "[c] copy") {
		t.Fatalf("critical key row hides [c]:\n%s", view(m))
	}
	m.Update(copiedMsg{text: "rm -rf ~", err: fmt.Errorf("no clipboard")})
	v := view(m)
	if strings.Contains(v, "copied") || !strings.Contains(v, "OSC 52") || !strings.Contains(v, "\nrm -rf ~\n") {
		t.Fatalf("copy:\n%s", v)
	}
}

// An edited command drops the model's thought, confidence and refine note.
func TestEditedCommandDropsTheModelsNotes(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	p := proposal("ls -la", safety.Safe)
	p.Changes = "added -a"
	feed(m, p)
	key(m, "e")
	key(m, "h")
	key(m, "enter")
	p2 := proposal("ls -lah", safety.Safe)
	p2.ID, p2.Changes = 2, "added -a"
	feed(m, p2)
	v := view(m)
	if strings.Contains(v, "GNU ps") || strings.Contains(v, "refined") || strings.Contains(v, "0.93") {
		t.Fatalf("the model's notes stayed:\n%s", v)
	}
}

// --timing: phases in time order, then the total.
func TestTimingLines(t *testing.T) {
	got := strings.Join(TimingLines(map[string]time.Duration{"act": 5 * time.Millisecond, "think": 9 * time.Millisecond,
		"iteration1": 6 * time.Millisecond, "help": time.Millisecond, "iteration2": 2 * time.Millisecond}), "\n")
	want := `caro timing: iteration1      6.0 ms
caro timing: help            1.0 ms
caro timing: iteration2      2.0 ms
caro timing: act             5.0 ms
caro timing: total          14.0 ms`
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}
