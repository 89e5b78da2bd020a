package ui

import (
	"context"
	"io"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"golang.org/x/term"

	"github.com/caro-sh/caro/agent"
)

// Bubble Tea v2.1.1 writes to the terminal only on its renderer's ticker
// (at most 120 fps), so its first frame appears one tick, 8.3 ms, after
// the program starts, whatever is ready by then; there is no way to ask
// it for an earlier flush. caro therefore paints the first frame itself,
// before the program starts: the header at once, and the proposal too
// when the backend answers within prepaintWait (the offline backend, a
// local server with the prompt cached). It leaves the cursor on the first
// line of what it painted, which is where Bubble Tea starts its first
// frame (a carriage return and "erase below", then the frame), so the
// program draws the same lines over the painted ones and nothing is
// drawn twice.
//
// Measured with bench/first_frame.py (scripted server, 80×24 pty): the
// command on screen was 9.9 ms behind the command on a pipe before, and
// the first frame waited for the first tick.

// prepaintWait is how long caro waits for the first proposal before it
// hands the terminal to Bubble Tea. The screen already shows the header
// and the spinner, so a slower backend loses nothing but this wait.
const prepaintWait = 15 * time.Millisecond

// painter draws frames on the terminal before the program owns it.
type painter struct {
	w      io.Writer
	width  int
	height int
	// last is what the last paint drew; the cursor is on its first row.
	last string
}

// newPainter returns a painter for out when out is a terminal of a
// usable size, else nil (tests, pipes, a forced width).
func newPainter(o RunOptions) *painter {
	if o.Width > 0 || o.Out == nil {
		return nil
	}
	fd, ok := terminalFd(o.Out)
	if !ok {
		return nil
	}
	w, h, err := term.GetSize(fd)
	if err != nil || w < 20 || h < 4 {
		return nil
	}
	return &painter{w: &colorprofile.Writer{Forward: o.Out, Profile: o.Profile}, width: w, height: h}
}

// paint draws content from the first row of the previous paint and
// leaves the cursor on its first row. A frame as tall as the screen is
// left to Bubble Tea: moving back up through scrolled lines is not
// possible.
func (p *painter) paint(content string) {
	lines := strings.Split(content, "\n")
	if len(lines) >= p.height || content == p.last {
		return
	}
	var b strings.Builder
	b.WriteString("\r" + ansi.EraseScreenBelow)
	for i, l := range lines {
		if i > 0 {
			b.WriteString("\r\n")
		}
		// Cut as the renderer's cell buffer would: a line that wrapped
		// would put the cursor one row off.
		b.WriteString(ansi.Truncate(l, p.width, ""))
	}
	b.WriteString(ansi.ResetStyle + "\r")
	if len(lines) > 1 {
		b.WriteString(ansi.CursorUp(len(lines) - 1))
	}
	_, _ = io.WriteString(p.w, b.String())
	p.last = content
}

// leave moves the cursor under the painted frame, which stays on screen:
// for when the program will not draw over it (ctrl+c before it started).
func (p *painter) leave() {
	if p.last == "" {
		return
	}
	down := "\r"
	if rows := strings.Count(p.last, "\n") + 1; rows > 1 {
		down += ansi.CursorDown(rows - 1)
	}
	_, _ = io.WriteString(p.w, down+"\r\n")
	p.last = ""
}

// prepaint sizes the program's model to the terminal and paints its
// first frame: the view as it is, then, if task's first proposal (or its
// end) arrives within prepaintWait, the view with it. The events go
// through the model's own Update, as they would in the program. It
// returns the command that carries on from the events it took: first
// itself when it took none.
func (p *painter) prepaint(ctx context.Context, tm tea.Model, task TaskHandle, first tea.Cmd) tea.Cmd {
	tm.Update(tea.WindowSizeMsg{Width: p.width, Height: p.height})
	p.paint(tm.View().Content)
	if task == nil {
		return first
	}
	events := takeUntilProposal(ctx, task.Events(), prepaintWait)
	if len(events) == 0 {
		return first
	}
	_, next := tm.Update(eventMsg{events})
	p.paint(tm.View().Content)
	return next
}

// takeUntilProposal reads events until a proposal, the task's end, or
// the wait is over, whichever comes first.
func takeUntilProposal(ctx context.Context, ch <-chan agent.Event, wait time.Duration) []agent.Event {
	timer := time.NewTimer(wait)
	defer timer.Stop()
	var got []agent.Event
	for {
		select {
		case e, ok := <-ch:
			if !ok {
				return got
			}
			got = append(got, e)
			switch e.(type) {
			case agent.Proposal, agent.Failed, agent.Finished:
				return got
			}
		case <-timer.C:
			return got
		case <-ctx.Done():
			return got
		}
	}
}
