package snip

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestOneLine(t *testing.T) {
	if got := OneLine("  a\n\tb  c\r\n"); got != "a b c" {
		t.Fatalf("OneLine = %q", got)
	}
}

func TestClip(t *testing.T) {
	cases := []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly", 7, "exactly"},
		{"abcdef", 3, "abc…"},
		{"héllo", 2, "h…"}, // é is two bytes: the cut moves before it
		{"日本語", 4, "日…"},
		{"日本語", 6, "日本…"},
		{"日本語", 0, "…"},
		{"abc", -1, "…"},
	}
	for _, c := range cases {
		got := Clip(c.s, c.n)
		if got != c.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
		if !utf8.ValidString(got) {
			t.Errorf("Clip(%q, %d) = %q is not valid UTF-8", c.s, c.n, got)
		}
	}
}

func FuzzClip(f *testing.F) {
	f.Add("日本語のテキスト", 5)
	f.Fuzz(func(t *testing.T, s string, n int) {
		if !utf8.ValidString(s) {
			return
		}
		got := Clip(s, n)
		if !utf8.ValidString(got) {
			t.Fatalf("Clip(%q, %d) = %q is not valid UTF-8", s, n, got)
		}
		if got != s && !strings.HasPrefix(s, strings.TrimSuffix(got, "…")) {
			t.Fatalf("Clip(%q, %d) = %q is not a prefix", s, n, got)
		}
	})
}

func TestError(t *testing.T) {
	err := errors.New("line one\nline two  " + strings.Repeat("x", 50))
	if got := Error(err, 20); got != "line one line two xx…" {
		t.Fatalf("Error = %q", got)
	}
}

func TestFirstLine(t *testing.T) {
	if got := FirstLine("  bad value\nat line 3\n"); got != "bad value" {
		t.Fatalf("FirstLine = %q", got)
	}
}

func TestCause(t *testing.T) {
	_, err := os.Open("/nonexistent/caro")
	if got := Cause(fmt.Errorf("wrapped: %w", err)); got != "no such file or directory" {
		t.Errorf("Cause(PathError) = %q", got)
	}
	_, err = exec.LookPath("caro-no-such-program")
	if got := Cause(err); got != exec.ErrNotFound.Error() {
		t.Errorf("Cause(exec.Error) = %q", got)
	}
	if got := Cause(errors.New("plain")); got != "plain" {
		t.Errorf("Cause(plain) = %q", got)
	}
}
