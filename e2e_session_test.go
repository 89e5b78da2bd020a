package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
)

// TestSessionCarriesEarlierRequestsInTmux: in a session, "now count their
// lines" reaches the model with the earlier request, its command and its
// output; the prompt says how many requests are in context; /new clears
// them; the system prompt never changes.
func TestSessionCarriesEarlierRequestsInTmux(t *testing.T) {
	sb := newSandbox(t)
	for _, f := range []string{"alpha.txt", "beta.txt"} {
		if err := os.WriteFile(filepath.Join(sb.work, f), []byte("one\ntwo\nthree\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := llmtest.New(reply("ls *.txt", 0.95), reply("wc -l *.txt", 0.95), reply("pwd", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 100, 40)
	requests := func(n int) []llmtest.Request {
		t.Helper()
		var reqs []llmtest.Request
		tm.until(fmt.Sprintf("%d requests to the model", n), func() bool { reqs = srv.Requests(); return len(reqs) >= n })
		return reqs
	}
	tm.send(caroBin+" --no-refine "+strings.Join(model(srv), " ")+`; echo "E""XIT=$?"`, "Enter")
	tm.waitFor("caro ❯")

	tm.send("list the txt files", "Enter")
	tm.waitFor("ls *.txt")
	requests(1)
	tm.send("Enter")
	tm.waitFor("alpha.txt")
	tm.waitForTail("1 earlier request in context · /new to clear", 4)

	tm.send("now count their lines", "Enter")
	tm.waitFor("wc -l *.txt")
	reqs := requests(2)
	first, second := reqs[0], reqs[1]
	if strings.Contains(first.Prompt(), "EARLIER REQUESTS") {
		t.Errorf("the first request carried context:\n%s", first.Prompt())
	}
	user := second.Messages[len(second.Messages)-1].Content
	for _, want := range []string{"EARLIER REQUESTS", "list the txt files", "$ ls *.txt", "exit code 0", "alpha.txt", "REQUEST: now count their lines"} {
		if !strings.Contains(user, want) {
			t.Errorf("the second prompt's user turn lacks %q:\n%s", want, user)
		}
	}
	if first.Messages[0].Role != "system" || second.Messages[0].Content != first.Messages[0].Content {
		t.Errorf("the system prompt changed between requests:\n%s\n---\n%s", first.Messages[0].Content, second.Messages[0].Content)
	}
	tm.send("Enter")
	tm.waitFor("6 total")
	tm.waitForTail("2 earlier requests in context", 4)

	tm.send("/new", "Enter")
	tm.waitFor("forgot 2 earlier requests")
	tm.until("the context line to go", func() bool { return !strings.Contains(lastLines(tm.screen(), 4), "in context ·") })
	tm.send("where am I", "Enter")
	reqs = requests(3)
	if p := reqs[2].Prompt(); strings.Contains(p, "list the txt files") || strings.Contains(p, "EARLIER REQUESTS") {
		t.Errorf("the request after /new carried context:\n%s", p)
	}
	if reqs[2].Messages[0].Content != first.Messages[0].Content {
		t.Error("the system prompt changed after /new")
	}
	tm.waitFor("● pwd")
	tm.send("Enter")
	tm.waitFor("▶ pwd")
	tm.waitForTail("1 earlier request in context", 4)
	tm.send("/quit", "Enter")
	tm.waitFor("EXIT=0")
}
