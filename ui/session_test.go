package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// sessionWith builds a session program model with carried-context hooks
// that count n requests until forgotten.
func sessionWith(n *int, forgot *int, started *[]string) *firstCmd {
	start := func(_ context.Context, req string) TaskHandle {
		*started = append(*started, req)
		return newFakeTask()
	}
	m := New(context.Background(), opts(80), start, true)
	m.Init() // not ticked: what is printed stays in the view
	ro := RunOptions{Options: opts(80), Forget: func() { *forgot++; *n = 0 }, Remembered: func() int { return *n }}
	return &firstCmd{Model: m, ctx: sessionContext(ro)}
}

func typeLine(f *firstCmd, s string) tea.Cmd {
	for _, r := range s {
		f.Update(tea.KeyPressMsg{Code: r, Text: string(r)})
	}
	_, cmd := f.Update(tea.KeyPressMsg{Code: tea.KeyEnter})
	return cmd
}

// TestSessionShowsCarriedContextAndNewClearsIt: the prompt says how many
// earlier requests the next one sees; /new forgets them and starts no
// task.
func TestSessionShowsCarriedContextAndNewClearsIt(t *testing.T) {
	n, forgot := 0, 0
	var started []string
	f := sessionWith(&n, &forgot, &started)
	if v := f.View().Content; strings.Contains(v, "in context") {
		t.Fatalf("context line with nothing carried:\n%s", v)
	}
	n = 1
	if v := f.View().Content; !strings.Contains(v, "1 earlier request in context · /new to clear") {
		t.Fatalf("no context line:\n%s", v)
	}
	n = 3
	if v := f.View().Content; !strings.Contains(v, "3 earlier requests in context") {
		t.Fatalf("no context line:\n%s", v)
	}
	typeLine(f, "/new")
	if forgot != 1 || len(started) != 0 || f.mode != modePrompt || f.input.Value() != "" {
		t.Fatalf("/new: forgot %d, started %q, mode %d, input %q", forgot, started, f.mode, f.input.Value())
	}
	if v := f.View().Content; strings.Contains(v, "in context") || !strings.Contains(v, "forgot 3 earlier requests") {
		t.Fatalf("after /new:\n%s", v)
	}
	if len(f.history) != 0 {
		t.Fatalf("/new went into the history: %q", f.history)
	}
	typeLine(f, "list the txt files")
	if len(started) != 1 || started[0] != "list the txt files" || forgot != 1 {
		t.Fatalf("a request: started %q, forgot %d", started, forgot)
	}
	if v := f.View().Content; strings.Contains(v, "in context") {
		t.Fatalf("context line while a task runs:\n%s", v)
	}
}

// TestNoCarriedContextWithoutHooks: a session without the hooks (and a
// single request) shows no line, and /new is an ordinary request.
func TestNoCarriedContextWithoutHooks(t *testing.T) {
	var started []string
	m := New(context.Background(), opts(80), func(_ context.Context, req string) TaskHandle {
		started = append(started, req)
		return newFakeTask()
	}, true)
	m.Init()
	f := &firstCmd{Model: m, ctx: sessionContext(RunOptions{Options: opts(80)})}
	if f.ctx != nil || strings.Contains(f.View().Content, "in context") {
		t.Fatal("carried context without hooks")
	}
	typeLine(f, "/new")
	if len(started) != 1 {
		t.Fatalf("started %q", started)
	}
}
