package ui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"golang.org/x/term"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/internal/timing"
)

// RunOptions are the streams and options of a TUI program.
type RunOptions struct {
	Options
	In  io.Reader
	Out io.Writer
	// Forget and Remembered, when set, let a session show how many
	// earlier requests the next one sees and clear them with /new (see
	// session.go).
	Forget     func()
	Remembered func() int
}

// RunTask runs one request in the TUI and returns the exit code: 0
// finished, 1 failed, 130 cancelled.
func RunTask(ctx context.Context, o RunOptions, start Starter, request string) (int, error) {
	m := New(ctx, o.Options, start, false)
	f := &firstCmd{Model: m, first: m.Begin(request)}
	if pt := newPainter(o); pt != nil {
		defer rawInput(o.In)()
		f.first = pt.prepaint(ctx, f, m.task, f.first)
		if ctx.Err() != nil {
			pt.leave()
		}
	}
	p := tea.NewProgram(f, programOptions(ctx, o)...)
	final, err := p.Run()
	return finish(ctx, final, err)
}

// RunSession runs the interactive session: one request after another.
func RunSession(ctx context.Context, o RunOptions, start Starter) (int, error) {
	m := New(ctx, o.Options, start, true)
	f := &firstCmd{Model: m, ctx: sessionContext(o)}
	if pt := newPainter(o); pt != nil {
		defer rawInput(o.In)()
		pt.prepaint(ctx, f, nil, nil)
		if ctx.Err() != nil {
			pt.leave()
		}
	}
	p := tea.NewProgram(f, programOptions(ctx, o)...)
	final, err := p.Run()
	return finish(ctx, final, err)
}

func programOptions(ctx context.Context, o RunOptions) []tea.ProgramOption {
	// The renderer draws on its own ticker, the first frame one tick after
	// start: at 120 fps that is 8 ms, not 17 (first frame 35 -> 29 ms
	// median with bench/first_frame.py; idle CPU at the approval prompt
	// unchanged, ≈ 1.7 %).
	opts := []tea.ProgramOption{tea.WithContext(ctx), tea.WithColorProfile(o.Profile), tea.WithFPS(120)}
	if o.In != nil {
		opts = append(opts, tea.WithInput(o.In))
	}
	if o.Out != nil {
		opts = append(opts, tea.WithOutput(o.Out))
	}
	if o.Width > 0 {
		opts = append(opts, tea.WithWindowSize(o.Width, 24))
	}
	return opts
}

// finish turns the program's end into an exit code. A cancelled ctx
// (SIGINT, SIGTERM, SIGHUP) is 130 however the program ended: Bubble Tea
// may return cleanly from a context it was told to stop on.
//
// A failure gets its own code (agent.Failed.ExitCode: 4 server down, 5
// key refused, …), the same as --print and the plain renderer give.
func finish(ctx context.Context, final tea.Model, err error) (int, error) {
	code := 1
	if f, ok := final.(*firstCmd); ok {
		code = f.ExitCode()
		if code == 1 && f.failed != nil {
			code = f.failed.ExitCode()
		}
		if f.task != nil {
			f.task.Cancel()
		}
	}
	if ctx.Err() != nil || errors.Is(err, tea.ErrProgramKilled) || errors.Is(err, context.Canceled) {
		return 130, nil
	}
	return code, err
}

// firstCmd adds the first request's command to Init.
type firstCmd struct {
	*Model
	first tea.Cmd
	ctx   *carried // a session's carried context, nil when none
	// failed is the last task's end when it failed, for finish.
	failed *agent.Failed
}

func (f *firstCmd) Init() tea.Cmd {
	if f.first == nil {
		return f.Model.Init()
	}
	return tea.Batch(f.Model.Init(), f.first)
}

func (f *firstCmd) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if em, ok := msg.(eventMsg); ok {
		for _, e := range em.events {
			switch e := e.(type) {
			case agent.Failed:
				f.failed = &e
			case agent.Finished:
				f.failed = nil
			}
		}
	}
	if cmd, done := f.ctx.update(f.Model, msg); done {
		return f, cmd
	}
	_, cmd := f.Model.Update(msg)
	return f, cmd
}

// RunPlain prints a task's events as plain lines (no escapes, no keys)
// and returns the exit code. It answers nothing: commands that need
// approval are refused by the agent when nobody can approve them.
func RunPlain(w, errW io.Writer, o Options, t TaskHandle) int {
	if errW == nil {
		errW = w
	}
	p := &plain{w: w, errW: errW, o: o}
	fmt.Fprintf(w, "caro · %s · %s\n", o.Backend, o.Model)
	code := 1
	for e := range t.Events() {
		if c, done := p.event(e); done {
			code = c
		}
	}
	return code
}

type plain struct {
	w, errW  io.Writer
	o        Options
	partial  string
	streamed bool
	// live counts the bytes of output shown live this round; past
	// plainLiveCap the rest is left to the result's tail.
	live int
	cut  bool
}

// plainLiveCap bounds the output the plain renderer copies live per
// round, so a flood does not become a flood of the log.
const plainLiveCap = 64 << 10

// plainTail is how many lines of a cut round's output are shown at its end.
const plainTail = 40

func (p *plain) event(e agent.Event) (int, bool) {
	w := p.w
	switch e := e.(type) {
	case agent.Proposal:
		fmt.Fprintf(w, "● %s  [%s %.2f]\n", ShowCommand(e.Command), e.Risk.Level, e.Confidence)
		if e.Thought != "" {
			fmt.Fprintf(w, "  %s\n", oneLine(e.Thought, 200))
		}
		if len(e.Risk.Reasons) > 0 {
			fmt.Fprintf(w, "  risk: %s\n", strings.Join(e.Risk.Reasons, "; "))
		}
		if e.Impact != nil && e.Impact.Count > 0 {
			fmt.Fprintf(w, "  impact: %s\n", e.Impact.Summary())
		}
		if e.NeedsTerminal != "" {
			fmt.Fprintf(w, "  ! %s\n", e.NeedsTerminal)
		}
		if e.AutoApproved {
			fmt.Fprintf(w, "  approved by --yes (%s)\n", e.Risk.Level)
		}
	case agent.Running:
		fmt.Fprintf(w, "▶ running: %s\n", ShowCommand(e.Command))
		p.streamed, p.live, p.cut = false, 0, false
	case agent.Output:
		p.streamed = true
		if p.cut {
			break
		}
		p.live += len(e.Data)
		if p.live > plainLiveCap {
			p.cut = true
			if p.partial != "" {
				fmt.Fprintf(w, "  │ %s\n", p.partial)
				p.partial = ""
			}
			fmt.Fprintln(w, "  │ … (more output; its last lines follow when the command ends)")
			break
		}
		text := p.partial + CleanOutput(string(e.Data))
		lines := strings.Split(text, "\n")
		p.partial = lines[len(lines)-1]
		for _, l := range lines[:len(lines)-1] {
			fmt.Fprintf(w, "  │ %s\n", l)
		}
	case agent.Result:
		if p.partial != "" {
			fmt.Fprintf(w, "  │ %s\n", p.partial)
			p.partial = ""
		}
		if (!p.streamed || p.cut) && e.Output != "" {
			// Nothing arrived live (a remote server, or a fast command),
			// or the live copy was cut: the result holds the output.
			lines := strings.Split(strings.TrimRight(CleanOutput(e.Output), "\n"), "\n")
			if p.cut && len(lines) > plainTail {
				lines = lines[len(lines)-plainTail:]
			}
			for _, l := range lines {
				fmt.Fprintf(w, "  │ %s\n", ansi.Truncate(l, 400, "…"))
			}
		}
		p.streamed, p.cut, p.live = false, false, 0
		switch {
		case e.Skipped:
			fmt.Fprintln(w, "  skipped")
		case e.Refused != "":
			fmt.Fprintf(w, "  ✖ %s\n", e.Refused)
		default:
			status, ok := resultStatus(e)
			mark := "✔"
			if !ok {
				mark = "✖"
			}
			fmt.Fprintf(w, "  %s %s\n", mark, status)
		}
	case agent.Warning:
		fmt.Fprintf(w, "  ! %s\n", e.Text)
	case agent.Finished:
		fmt.Fprintf(w, "✔ done (%d round%s)", e.Rounds, plural(e.Rounds))
		if e.Summary != "" {
			fmt.Fprintf(w, ": %s", oneLine(e.Summary, 200))
		}
		fmt.Fprintln(w)
		p.timing(e.Timing)
		return 0, true
	case agent.Failed:
		// The transcript is on w; the failure is caro's one-line error.
		// Whole: the end of a reason is often the fix.
		fmt.Fprintf(p.errW, "caro: %s\n", strings.Join(strings.Fields(e.Reason), " "))
		p.timing(e.Timing)
		return e.ExitCode(), true
	}
	return 0, false
}

func (p *plain) timing(t map[string]time.Duration) {
	if !p.o.Timing {
		return
	}
	// On stderr, as --timing says, so stdout stays the transcript.
	for _, l := range TimingLines(t) {
		fmt.Fprintln(p.errW, l)
	}
}

// TimingLines lists a task's phases in the order they happen, each once,
// then the total; the TUI and the plain renderer print the same lines.
func TimingLines(t map[string]time.Duration) []string {
	return timing.Phases(t).Lines()
}

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool {
	_, ok := terminalFd(w)
	return ok
}

// rawInput puts in, when it is a terminal, in raw mode for as long as
// caro draws on it, and returns what puts it back. Bubble Tea makes the
// input raw only when the program starts, after caro has painted its
// first frame (prepaint.go): a key pressed at that frame would be echoed
// by the terminal, moving the frame down a row (the header twice), and
// an enter would reach Bubble Tea as a line feed, ctrl+j, and approve
// nothing. Bubble Tea puts back the state it found, raw; the deferred
// call puts back the user's.
func rawInput(in io.Reader) (restore func()) {
	f, ok := in.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return func() {}
	}
	st, err := term.MakeRaw(int(f.Fd()))
	if err != nil {
		return func() {}
	}
	return func() { _ = term.Restore(int(f.Fd()), st) }
}

// terminalFd is w's file descriptor when w is a terminal.
func terminalFd(w io.Writer) (int, bool) {
	f, ok := w.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0, false
	}
	return int(f.Fd()), true
}
