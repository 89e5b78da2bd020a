package ui

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// fakeTerm is an inline terminal as Bubble Tea v2.1.1 drives it (its
// cursedRenderer), reduced to rows of text and a scrollback: the frame is
// drawn from its first row and scrolls the screen when it grows past the
// bottom; tea.Println inserts above the frame the way insertAbove does.
type fakeTerm struct {
	t             *testing.T
	width, height int
	rows          []string // the screen
	scrollback    []string // oldest first
	top           int      // the frame's first row
	frame         int      // the frame's rows
}

func newFakeTerm(t *testing.T, width, height int) *fakeTerm {
	return &fakeTerm{t: t, width: width, height: height, rows: make([]string, height), frame: 1}
}

// scroll moves the screen up one row, its top row into the scrollback.
func (ft *fakeTerm) scroll() {
	ft.scrollback = append(ft.scrollback, ft.rows[0])
	copy(ft.rows, ft.rows[1:])
	ft.rows[ft.height-1] = ""
}

// draw paints a frame over the last one. A frame taller than the screen
// is drawn by its last rows, as Bubble Tea does, after an error: Bubble
// Tea redraws such a frame on every tick and scrolls copies of it into
// the scrollback.
func (ft *fakeTerm) draw(content string) {
	ft.t.Helper()
	lines := strings.Split(content, "\n")
	if len(lines) > ft.height {
		ft.t.Errorf("a frame of %d rows on a screen of %d:\n%s", len(lines), ft.height, content)
		lines = lines[len(lines)-ft.height:]
	}
	for ft.top+len(lines) > ft.height {
		ft.scroll()
		ft.top--
	}
	for i := ft.top; i < ft.height; i++ {
		ft.rows[i] = ""
	}
	for i, l := range lines {
		ft.rows[ft.top+i] = l
	}
	ft.frame = len(lines)
}

// insertAbove is Bubble Tea v2.1.1's cursedRenderer.insertAbove: from the
// frame's last row it scrolls the screen by the rows to print, moves up
// over them and the frame (a cursor stops at the top row), inserts blank
// rows there and writes the lines. It leaves the cursor under the lines,
// where the renderer takes the frame to start.
func (ft *fakeTerm) insertAbove(s string) {
	ft.t.Helper()
	lines := strings.Split(s, "\n")
	offset := len(lines)
	for _, l := range lines {
		if w := ansi.StringWidth(l); w > ft.width {
			offset += w / ft.width
		}
	}
	if offset+ft.frame > ft.height {
		ft.t.Errorf("%d rows printed above a frame of %d on a screen of %d: the frame's top goes to the scrollback", offset, ft.frame, ft.height)
	}
	cur := ft.top + ft.frame - 1
	for range offset {
		if cur == ft.height-1 {
			ft.scroll()
		} else {
			cur++
		}
	}
	cur = max(cur-(offset+ft.frame-1), 0)
	ft.rows = append(ft.rows[:cur], append(make([]string, offset), ft.rows[cur:]...)...)[:ft.height]
	for _, l := range lines {
		ft.rows[cur] = l
		if cur == ft.height-1 {
			ft.scroll()
		} else {
			cur++
		}
	}
	ft.top = cur
}

// all is the scrollback and the screen, as tmux capture-pane -S - gives.
func (ft *fakeTerm) all() []string {
	return append(append([]string(nil), ft.scrollback...), ft.rows...)
}

// frameSim drives a Model and a fakeTerm as the program would. The
// renderer draws on its own ticker, so when a printed piece arrives the
// screen may show any frame since the last one drawn: eager draws after
// every message (the screen always shows the latest view); otherwise the
// frame is drawn only at the steps the test names, and pieces are
// inserted above whatever was drawn last.
type frameSim struct {
	m     *Model
	term  *fakeTerm
	eager bool
}

func (s *frameSim) send(msg tea.Msg) {
	_, cmd := s.m.Update(msg)
	if s.eager {
		s.draw()
	}
	s.run(cmd)
}

// run runs cmd as Bubble Tea would: what it prints goes above the frame,
// in order, one string a tea.Println; the model's own messages
// (printNextMsg) go back to it; other messages are dropped.
func (s *frameSim) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			s.run(c)
		}
		return
	}
	if _, ok := msg.(printNextMsg); ok {
		s.send(msg)
		return
	}
	v := reflect.ValueOf(msg)
	switch {
	case v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeFor[tea.Cmd](): // tea.Sequence
		for i := range v.Len() {
			s.run(v.Index(i).Interface().(tea.Cmd))
		}
	case v.Kind() == reflect.Struct && v.Type().Name() == "printLineMessage": // tea.Println
		s.term.insertAbove(v.FieldByName("messageBody").String())
		if s.eager {
			s.draw()
		}
	}
}

func (s *frameSim) draw() { s.term.draw(s.m.View().Content) }

// TestPrintedRoundLeavesNoFrameInTheScrollback: whatever the order in
// which Bubble Tea draws frames and prints the finished round above them,
// every output line ends in the scrollback exactly once. A round that
// ended before the first tick was shown live taller than the screen, and
// a live frame taller than half the screen (the debug pane open) was
// pushed into the scrollback by the half-screen pieces printed above it:
// lines twice, lines lost.
func TestPrintedRoundLeavesNoFrameInTheScrollback(t *testing.T) {
	cases := []struct {
		name          string
		lines         int
		height        int
		ticked, debug bool
	}{
		{"before the first tick", 40, 24, false, false},
		{"after the first tick", 40, 24, true, false},
		{"debug pane open", 40, 24, true, true},
		{"many screens tall", 300, 30, true, false},
		{"short terminal", 40, 8, true, false},
	}
	for _, c := range cases {
		for _, eager := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/eager=%v", c.name, eager), func(t *testing.T) {
				ft := newFakeTask()
				close(ft.ch) // waitEvents returns at once
				o := opts(0)
				o.Backend, o.Model, o.Debug = "openai-compatible", "m", c.debug
				m := New(context.Background(), o, func(context.Context, string) TaskHandle { return ft }, false)
				m.Begin("count")
				s := &frameSim{m: m, term: newFakeTerm(t, 80, c.height), eager: eager}
				s.send(tea.WindowSizeMsg{Width: 80, Height: c.height})
				if c.ticked {
					s.send(tickMsg(time.Now()))
				}
				s.draw()
				cmd := fmt.Sprintf("seq 1001 %d", 1000+c.lines)
				s.send(eventMsg{[]agent.Event{proposal(cmd, safety.Safe)}})
				s.draw()
				s.send(tea.KeyPressMsg{Code: tea.KeyEnter})
				if c.debug {
					for i := range 12 {
						s.send(eventMsg{[]agent.Event{agent.Debug{Text: fmt.Sprintf("debug line %d", i)}}})
					}
					s.send(tea.KeyPressMsg{Code: 'd', Text: "d"})
				}
				s.send(eventMsg{[]agent.Event{agent.Running{Round: 1, Command: cmd}}})
				var out strings.Builder
				for i := 1001; i <= 1000+c.lines; i++ {
					line := fmt.Sprintf("%d\n", i)
					out.WriteString(line)
					s.send(eventMsg{[]agent.Event{agent.Output{Round: 1, Data: []byte(line)}}})
				}
				s.draw()
				s.send(eventMsg{[]agent.Event{
					agent.Result{Round: 1, Output: out.String(), Duration: 18 * time.Millisecond},
					agent.Finished{Rounds: 1, Summary: "counted"},
				}})
				s.draw()
				s.send(taskDoneMsg{})
				if !c.ticked {
					s.send(tickMsg(time.Now()))
				}
				if !m.quitting {
					t.Fatal("the program did not quit")
				}
				s.draw()

				all := s.term.all()
				count := func(want string) int {
					n := 0
					for _, l := range all {
						if strings.TrimRight(l, " ") == want {
							n++
						}
					}
					return n
				}
				for i := 1001; i <= 1000+c.lines; i++ {
					if n := count(fmt.Sprintf("  │ %d", i)); n != 1 {
						t.Fatalf("line %d is in the scrollback %d times:\n%s", i, n, strings.Join(all, "\n"))
					}
				}
				for _, want := range []string{"caro · openai-compatible · m", "  ✔ exit 0 · 18ms"} {
					if n := count(want); n != 1 {
						t.Errorf("%q is in the scrollback %d times:\n%s", want, n, strings.Join(all, "\n"))
					}
				}
			})
		}
	}
}

// TestTallFrameIsCut: a frame that would be taller than the screen (a
// long explanation on a short terminal) keeps the command, the keys and
// the start of the explanation, says how much it leaves out, and leaves a
// quarter of the screen for the lines printed above it.
func TestTallFrameIsCut(t *testing.T) {
	ft := newFakeTask()
	m := model(60, ft)
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	feed(m, proposal("ps aux", safety.Safe))
	key(m, "?")
	var md strings.Builder
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&md, "- point %d\n", i)
	}
	m.event(agent.Explanation{ProposalID: 1, Markdown: md.String()})
	v := m.View().Content
	lines := strings.Split(v, "\n")
	if len(lines) != 15 {
		t.Fatalf("a frame of %d rows on 20 (want 20 - 20/4 = 15):\n%s", len(lines), v)
	}
	if !strings.Contains(strings.Join(lines[:3], "\n"), "ps aux") || !strings.Contains(v, "[enter] run") ||
		!strings.Contains(v, "point 1\n") || !strings.Contains(v, "more lines: the terminal is too short") {
		t.Fatalf("cut frame:\n%s", v)
	}
	// Tall enough, nothing is cut.
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 100})
	if v := m.View().Content; v != m.frameOf(false, 0) || strings.Contains(v, "too short") || !strings.Contains(v, "point 30") {
		t.Fatalf("cut on a tall terminal:\n%s", v)
	}
}

// TestPrintsOneAtATimeThenQuits: what goes to the scrollback is printed
// one piece at a time, each asked for once the one before it is printed,
// and the quit comes only after the last. Bubble Tea runs a tea.Sequence
// returned beside others on a goroutine of its own: a round's pieces in a
// sequence, then the task's last line, then the quit, were printed out of
// order under load, and the quit came before the round's last pieces,
// which were lost.
func TestPrintsOneAtATimeThenQuits(t *testing.T) {
	ft := newFakeTask()
	m := model(80, ft)
	var out strings.Builder
	for i := 1001; i <= 1040; i++ {
		fmt.Fprintf(&out, "%d\n", i)
	}
	feed(m, proposal("seq 1001 1040", safety.Safe))
	key(m, "enter")
	var printed []string
	quit := false
	var run func(cmd tea.Cmd)
	run = func(cmd tea.Cmd) {
		if cmd == nil {
			return
		}
		msg := cmd()
		if quit {
			t.Fatalf("a message after the quit: %T", msg)
		}
		if b, ok := msg.(tea.BatchMsg); ok {
			for _, c := range b {
				run(c)
			}
			return
		}
		if _, ok := msg.(printNextMsg); ok {
			_, c := m.Update(msg)
			run(c)
			return
		}
		if _, ok := msg.(tea.QuitMsg); ok {
			quit = true
			return
		}
		v := reflect.ValueOf(msg)
		switch {
		case v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeFor[tea.Cmd](): // tea.Sequence
			prints := 0
			for i := range v.Len() {
				if pm := v.Index(i).Interface().(tea.Cmd)(); reflect.ValueOf(pm).Kind() == reflect.Struct && reflect.TypeOf(pm).Name() == "printLineMessage" {
					prints++
				}
			}
			if prints > 1 {
				t.Fatalf("a sequence of %d prints: Bubble Tea may run it beside the next", prints)
			}
			for i := range v.Len() {
				run(v.Index(i).Interface().(tea.Cmd))
			}
		case v.Kind() == reflect.Struct && v.Type().Name() == "printLineMessage":
			printed = append(printed, v.FieldByName("messageBody").String())
		}
	}
	m.task = nil // the events come here, not from a channel to wait on
	_, c := m.Update(eventMsg{events: []agent.Event{
		agent.Result{Round: 1, Output: out.String(), Duration: 12 * time.Millisecond},
		agent.Finished{Rounds: 1, Summary: "counted"},
	}})
	run(c)
	_, c = m.Update(taskDoneMsg{})
	run(c)
	if !quit {
		t.Fatal("no quit")
	}
	all := ansi.Strip(strings.Join(printed, "\n"))
	last := -1
	for i := 1001; i <= 1040; i++ {
		at := strings.Index(all, fmt.Sprintf("│ %d\n", i))
		if at < last {
			t.Fatalf("line %d printed out of order or not at all:\n%s", i, all)
		}
		last = at
	}
	if done := strings.Index(all, "done"); done < last {
		t.Fatalf("the task's last line before the round's output:\n%s", all)
	}
}
