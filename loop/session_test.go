package loop

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/caro-sh/caro/llm"
)

// TestSessionContextInTheUserTurn: the earlier requests of a session, with
// their commands, exit codes and output tails, are in the user turn before
// the request; the system prompt is byte for byte the one without them.
func TestSessionContextInTheUserTurn(t *testing.T) {
	ok := `{"thought":"t","cmd":"wc -l *.txt","confidence":0.99,"status":"FINISH"}`
	c := &fakeClient{replies: []any{ok, ok}}
	l := newLoop(c)
	l.NoRefine = true
	if _, err := l.Generate(context.Background(), Input{Task: "now count their lines"}); err != nil {
		t.Fatal(err)
	}
	in := Input{Task: "now count their lines", Session: []Earlier{{
		Request: "list the txt files",
		Rounds:  []Turn{{Command: "ls *.txt", ExitCode: 0, Output: "a.txt\nb.txt\n"}, {Command: "cat missing.txt", ExitCode: 1, Output: "No such file"}},
		Outcome: "done: listed them",
	}}}
	if _, err := l.Generate(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	plain, with := c.reqs[0].Messages, c.reqs[1].Messages
	if plain[0].Role != llm.RoleSystem || with[0].Content != plain[0].Content || with[0].Content != systemPrompt1(l.Platform) {
		t.Fatal("the system prompt changed with session context")
	}
	if strings.Contains(with[0].Content, "list the txt files") {
		t.Fatal("session context in the system prompt")
	}
	u := with[1].Content
	if with[1].Role != llm.RoleUser {
		t.Fatalf("second message is %s", with[1].Role)
	}
	for _, want := range []string{"EARLIER REQUESTS in this session", "list the txt files", "$ ls *.txt", "exit code 0", "a.txt\nb.txt", "$ cat missing.txt", "exit code 1", "outcome: done: listed them"} {
		if !strings.Contains(u, want) {
			t.Errorf("the user turn lacks %q:\n%s", want, u)
		}
	}
	if i, j := strings.Index(u, "EARLIER REQUESTS"), strings.Index(u, "REQUEST: now count their lines"); i < 0 || j < i {
		t.Fatalf("the session context is not before the request:\n%s", u)
	}
	if strings.Contains(u, "Give the NEXT command") {
		t.Fatal("an earlier request reads as an earlier round of this task")
	}
	if plain[1].Content != userPrompt1(Input{Task: "now count their lines"}, l.Platform) || strings.Contains(plain[1].Content, "EARLIER") {
		t.Fatalf("without a session the user turn changed:\n%s", plain[1].Content)
	}
}

// TestSessionContextIsBounded: past the cap the oldest requests go first;
// the newest always stays.
func TestSessionContextIsBounded(t *testing.T) {
	var s []Earlier
	for i := range 20 {
		s = append(s, Earlier{Request: fmt.Sprintf("request number %d", i), Rounds: []Turn{{Command: "cat f", Output: strings.Repeat("x", 1000)}}})
	}
	u := userPrompt1(Input{Task: "again", Session: s}, nil)
	if len(u) > maxSessionChars+200 {
		t.Fatalf("%d bytes", len(u))
	}
	if !strings.Contains(u, "request number 19") || strings.Contains(u, "request number 0\n") {
		t.Fatalf("kept the wrong ones:\n%s", u)
	}
	one := userPrompt1(Input{Task: "again", Session: []Earlier{{Request: "huge", Rounds: []Turn{{Command: "cat", Output: strings.Repeat("y", 20000)}}}}}, nil)
	if !strings.Contains(one, "request: huge") {
		t.Fatal("a lone oversized request was dropped")
	}
}
