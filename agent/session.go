package agent

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/loop"
)

// The bounds of what a session carries from one request to the next
// (Options.Remember): the newest requests, each with its commands, exit
// codes and the tail of its output.
const (
	// DefaultRememberRequests is how many earlier requests are kept.
	DefaultRememberRequests = 5
	// DefaultRememberBytes caps the text kept of all of them.
	DefaultRememberBytes = 6 << 10
	// rememberOutput is the output tail kept of one request (all its
	// rounds, the newest fullest).
	rememberOutput = 1 << 10
	// rememberRequest, rememberCommand and rememberNote cut one request's
	// text, one command line and one note or outcome.
	rememberRequest = 1000
	rememberCommand = 500
	rememberNote    = 200
)

// Remembered is how many earlier requests the next one will see (0 when
// Options.Remember is off).
func (a *Agent) Remembered() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.past)
}

// Forget clears what the session remembers: the next request starts
// afresh.
func (a *Agent) Forget() {
	a.mu.Lock()
	a.past = nil
	a.mu.Unlock()
}

// earlier returns a copy of the remembered requests, oldest first.
func (a *Agent) earlier() []loop.Earlier {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]loop.Earlier(nil), a.past...)
}

// keep remembers a finished request for the next ones, within the caps.
func (a *Agent) keep(e loop.Earlier) {
	if !a.o.Remember {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	a.past = append(a.past, e)
	if n := len(a.past) - a.o.RememberRequests; n > 0 {
		a.past = append([]loop.Earlier(nil), a.past[n:]...)
	}
	total := 0
	for _, p := range a.past {
		total += earlierSize(p)
	}
	for len(a.past) > 1 && total > a.o.RememberBytes {
		total -= earlierSize(a.past[0])
		a.past = append([]loop.Earlier(nil), a.past[1:]...)
	}
	// One request alone over the cap (many rounds): keep its newest
	// rounds.
	last := &a.past[len(a.past)-1]
	for len(last.Rounds) > 1 && earlierSize(*last) > a.o.RememberBytes {
		last.Rounds = last.Rounds[1:]
	}
}

// earlierSize is the bytes of text a remembered request carries.
func earlierSize(e loop.Earlier) int {
	n := len(e.Request) + len(e.Outcome)
	for _, t := range e.Rounds {
		n += len(t.Command) + len(t.Output) + len(t.Note) + 16
	}
	return n
}

// summary is what the session remembers of this task once it ended.
func (t *Task) summary(end Event) loop.Earlier {
	e := loop.Earlier{Request: snip.Clip(t.task, rememberRequest)}
	switch end := end.(type) {
	case Finished:
		e.Outcome = "done"
		if s := strings.TrimSpace(end.Summary); s != "" {
			e.Outcome += ": " + s
		}
	case Failed:
		switch {
		case end.Canceled && end.Reason == "quit":
			e.Outcome = "quit by the user"
		case end.Canceled && end.Reason == "interrupted":
			e.Outcome = "interrupted by the user"
		case end.Canceled:
			e.Outcome = "cancelled by the user"
		default:
			e.Outcome = "failed: " + end.Reason
		}
	}
	e.Outcome = snip.Clip(e.Outcome, rememberNote)
	mem := t.Memory()
	e.Rounds = make([]loop.Turn, len(mem))
	budget := rememberOutput
	for i := len(mem) - 1; i >= 0; i-- {
		m := mem[i]
		text := m.Stdout
		if m.Stderr != "" {
			text += "\n[stderr]\n" + m.Stderr
		}
		out := tail(strings.TrimRight(text, "\n"), budget)
		budget -= len(out)
		e.Rounds[i] = loop.Turn{Command: snip.Clip(m.Command, rememberCommand), ExitCode: m.ExitCode, Output: out, Note: snip.Clip(m.Note, rememberNote)}
	}
	return e
}

// tail keeps the last n bytes of s, from a line start when one is near,
// marking what was left out.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if n < 40 {
		return ""
	}
	mark := fmt.Sprintf("… %d bytes above\n", len(s))
	n -= len(mark)
	i := len(s) - n
	if j := strings.IndexByte(s[i:], '\n'); j >= 0 && j < n/2 {
		i += j + 1
	}
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return fmt.Sprintf("… %d bytes above\n", i) + s[i:]
}
