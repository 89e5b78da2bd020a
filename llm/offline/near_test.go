package offline

import (
	"strings"
	"testing"
)

// TestNearMisses holds requests close to what the word classes of issue
// #15 read (orders, sizes, modes in words, counted terms, files moved by
// kind) that they must not answer wrongly: each abstains, or answers
// without the command part named.
func TestNearMisses(t *testing.T) {
	cases := []struct{ task, never string }{
		{"is notes.txt readable by everyone", ""}, // a question, no chmod
		{"how many blank lines in notes.txt", "grep -c -- blank"},
		{"list files newest first", "-S"},
		{"sort the list in descending order", "ls"},
		{"move all the files from docs to src", "*.the"},
		{"copy the hidden files from docs to src", "*.hidden"},
	}
	for _, c := range cases {
		r := ask(t, c.task, gnu(), 0)
		switch {
		case c.never == "" && r.Cmd != "":
			t.Errorf("%q: got %q, want no command", c.task, r.Cmd)
		case c.never != "" && strings.Contains(r.Cmd, c.never):
			t.Errorf("%q: got %q, which it must not (%q)", c.task, r.Cmd, c.never)
		}
	}
}
