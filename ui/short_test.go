package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// On a screen too short for the whole proposal, the thought goes first:
// the command, what caro says of its risk and the keys keep the screen.
// On one too short for even those, no key runs the command: caro runs
// nothing the user could not read.
func TestShortTerminalShowsTheWholeCommandOrRunsNothing(t *testing.T) {
	long := "echo " + strings.Repeat("segment ", 40) + "&& rm -f canary"
	for _, c := range []struct {
		name   string
		height int
		level  safety.Level
		runs   bool
	}{
		{"tall enough", 40, safety.Moderate, true},
		{"thought left out", 16, safety.Moderate, true},
		{"command cut", 8, safety.Moderate, false},
		{"command cut, high risk", 8, safety.High, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ft := newFakeTask()
			m := model(60, ft)
			m.height = c.height
			p := proposal(long, c.level, "deletes files (in `rm -f canary`)")
			p.Thought = strings.Repeat("a long thought that takes up rows ", 6)
			feed(m, p)
			v := ansi.Strip(view(m))
			if rows := strings.Count(v, "\n"); rows > m.frameRows() {
				t.Fatalf("a frame of %d rows on a screen of %d (frame rows %d):\n%s", rows, c.height, m.frameRows(), v)
			}
			if c.runs {
				flat := strings.NewReplacer("\n", "", "↪ ", "", " ", "").Replace(v)
				if !strings.Contains(flat, strings.ReplaceAll(long, " ", "")) || !strings.Contains(v, "risk: deletes files") {
					t.Fatalf("the command or its risk is not all shown:\n%s", v)
				}
			}
			if hint := strings.Contains(v, "too short to run"); hint == c.runs || strings.Contains(v, "[enter] run") != c.runs {
				t.Fatalf("the keys offer a run that would be refused, or refuse one that would run:\n%s", v)
			}
			key(m, "enter")
			if !c.runs && !strings.Contains(m.notice, "too short") {
				t.Fatalf("notice %q", m.notice)
			}
			if c.level == safety.High {
				key(m, "!")
			}
			ran := len(ft.decisions) > 0 && ft.last().Action == agent.Run
			if ran != c.runs {
				t.Fatalf("ran = %v, want %v; notice %q\n%s", ran, c.runs, m.notice, ansi.Strip(view(m)))
			}
		})
	}
}
