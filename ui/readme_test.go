package ui

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// readmeRequest opens the example at the top of the README.
const readmeRequest = `$ caro "show the 5 processes using the most CPU"`

// TestREADMEExample: the proposal the README shows first is what the
// TUI draws for it (100 columns, colours stripped), key row included.
func TestREADMEExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(readme), readmeRequest+"\n")
	if !ok {
		t.Fatalf("the README has no example starting %q", readmeRequest)
	}
	block, _, _ := strings.Cut(rest, "```")
	want := strings.Split(strings.TrimRight(block, "\n"), "\n")

	ft := newFakeTask()
	o := opts(100)
	o.Profile = colorprofile.TrueColor
	m := New(context.Background(), o, func(context.Context, string) TaskHandle { return ft }, false)
	m.Begin("show the 5 processes using the most CPU")
	m.ticked = true
	p := proposal("ps aux --sort=-%cpu | head -n 6", safety.Safe)
	p.Thought = "GNU ps sorts by itself; head keeps the header line + 5 rows"
	feed(m, agent.Started{Backend: "ollama", Model: "llama3.2"}, p)
	var got []string
	for _, l := range strings.Split(strings.TrimRight(ansi.Strip(m.View().Content), "\n"), "\n") {
		got = append(got, strings.TrimRight(l, " "))
	}
	for i := range want {
		want[i] = strings.TrimRight(want[i], " ")
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the README's example:\n%s\nwhat caro draws:\n%s", strings.Join(want, "\n"), strings.Join(got, "\n"))
	}
}
