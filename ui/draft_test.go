package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// The first answer shows at once, dim: the thought as it streams, then
// the command being checked; enter is not taken until the final command
// is shown, which says what the first answer was.
func TestFirstAnswerShowsAtOnce(t *testing.T) {
	ft := &fakeTask{ch: make(chan agent.Event, 8)}
	m := model(80, ft)
	feed(m, agent.Thinking{Round: 1, Iteration: 1, Note: "thinking"}, agent.Draft{Round: 1, Thought: "sort by the memory"})
	if v := m.View().Content; !strings.Contains(v, "sort by the memory") {
		t.Fatalf("the streaming thought is not shown:\n%s", v)
	}
	feed(m, agent.Draft{Round: 1, Thought: "sort by the memory column", Command: "ps aux | sort -k4 -rn | head -5", Note: "checking against ps --help"},
		agent.Thinking{Round: 1, Iteration: 2, Note: "refining with the help of ps"})
	v := m.View().Content
	if !strings.Contains(v, "○ ps aux | sort -k4 -rn | head -5") || !strings.Contains(v, "checking against ps --help…") {
		t.Fatalf("the first command is not shown while it is checked:\n%s", v)
	}
	key(m, "enter")
	if d := ft.last(); d.ProposalID != -1 {
		t.Fatalf("enter was taken before the final command: %+v", d)
	}
	feed(m, agent.Proposal{ID: 1, Round: 1, Command: "ps aux --sort=-%mem | head -n 6", Changes: "GNU ps sorts by itself",
		Confidence: 0.95, Risk: safety.Risk{Level: safety.Safe}})
	v = ansi.Strip(m.View().Content)
	if !strings.Contains(v, "● ps aux --sort=-%mem | head -n 6") || !strings.Contains(v, "first answer: ps aux | sort -k4 -rn | head -5") || strings.Contains(v, "○ ") {
		t.Fatalf("the final command does not replace the first:\n%s", v)
	}
}

// The thinking line says which round of how many, and how long caro will
// wait for the model at most.
func TestThinkingSaysRoundAndWait(t *testing.T) {
	ft := &fakeTask{ch: make(chan agent.Event, 8)}
	m := model(120, ft)
	m.o.MaxRounds, m.o.Wait = 10, time.Minute
	feed(m, agent.Thinking{Round: 2, Iteration: 1, Note: "thinking"})
	m.thinkStart = time.Now().Add(-2 * time.Second)
	v := ansi.Strip(m.View().Content)
	if !strings.Contains(v, "round 2 of ≤10") || !strings.Contains(v, "of at most 1m0s") {
		t.Fatalf("%s", v)
	}
}
