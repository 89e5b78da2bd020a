package ui

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// exitErr is a model failure with its own exit code, as *llm.Error is.
type exitErr int

func (e exitErr) Error() string { return "cannot reach the model server" }
func (e exitErr) ExitCode() int { return int(e) }

func TestPaintLeavesTheCursorOnTheFirstRow(t *testing.T) {
	var buf bytes.Buffer
	p := &painter{w: &buf, width: 10, height: 24}
	p.paint("caro\nline two is longer than ten\nthree")
	got := buf.String()
	want := "\r" + ansi.EraseScreenBelow + "caro\r\nline two i\r\nthree" + ansi.ResetStyle + "\r" + ansi.CursorUp(2)
	if got != want {
		t.Fatalf("paint wrote %q, want %q", got, want)
	}
	buf.Reset()
	p.paint("caro\nline two is longer than ten\nthree")
	if buf.Len() != 0 {
		t.Fatalf("the same frame was painted twice: %q", buf.String())
	}
	// Leaving puts the cursor under the frame, which stays.
	buf.Reset()
	p.leave()
	if got, want := buf.String(), "\r"+ansi.CursorDown(2)+"\r\n"; got != want {
		t.Fatalf("leave wrote %q, want %q", got, want)
	}
	buf.Reset()
	p.leave()
	if buf.Len() != 0 {
		t.Fatalf("left twice: %q", buf.String())
	}
	// A frame as tall as the screen is left to Bubble Tea.
	p = &painter{w: &buf, width: 10, height: 3}
	p.paint("a\nb\nc")
	if buf.Len() != 0 {
		t.Fatalf("a frame as tall as the screen was painted: %q", buf.String())
	}
}

func TestTakeUntilProposal(t *testing.T) {
	prop := agent.Proposal{ID: 1, Command: "ls -la", Risk: safety.Risk{Level: safety.Safe}}
	task := newFakeTask(agent.Started{}, agent.Thinking{Round: 1}, prop, agent.Warning{Text: "later"})
	got := takeUntilProposal(context.Background(), task.Events(), time.Second)
	if len(got) != 3 {
		t.Fatalf("took %d events, want the 3 up to the proposal: %v", len(got), got)
	}
	if e := <-task.Events(); e != (agent.Warning{Text: "later"}) {
		t.Fatalf("the event after the proposal was not left for the program: %v", e)
	}
	// Nothing more within the wait: what came so far.
	task = newFakeTask(agent.Started{})
	if got := takeUntilProposal(context.Background(), task.Events(), 10*time.Millisecond); len(got) != 1 {
		t.Fatalf("took %v", got)
	}
	// The task's end.
	task = newFakeTask(agent.Started{})
	close(task.ch)
	if got := takeUntilProposal(context.Background(), task.Events(), time.Second); len(got) != 1 {
		t.Fatalf("took %v", got)
	}
}

// A failure that arrives before the program starts goes through the
// program's own Update: its exit code (4, server unreachable) is kept.
func TestPrepaintKeepsAFailuresExitCode(t *testing.T) {
	task := newFakeTask(agent.Started{}, agent.Failed{Reason: "cannot reach the model server", Err: exitErr(agent.ExitUnavailable)})
	close(task.ch)
	m := New(context.Background(), opts(0), func(context.Context, string) TaskHandle { return task }, false)
	f := &firstCmd{Model: m, first: m.Begin("convert the csv files")}
	var buf bytes.Buffer
	p := &painter{w: &buf, width: 80, height: 24}
	next := p.prepaint(context.Background(), f, m.task, f.first)
	if next == nil {
		t.Fatal("no command to carry on from the events taken")
	}
	if f.failed == nil || f.failed.ExitCode() != agent.ExitUnavailable {
		t.Fatalf("failed = %+v, want exit code %d", f.failed, agent.ExitUnavailable)
	}
	screen := buf.String()
	if !strings.Contains(screen, "caro · offline") || !strings.Contains(screen, "cannot reach the model server") {
		t.Fatalf("painted %q", screen)
	}
}
