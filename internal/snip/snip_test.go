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

func TestSuffix(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"abcdef", 3, "def"},
		{"héllo", 4, "llo"}, // é is two bytes: the cut moves after it
		{"日本語", 4, "語"},
		{"日本語", -1, ""},
	} {
		if got := Suffix(c.s, c.n); got != c.want {
			t.Errorf("Suffix(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

func TestCut(t *testing.T) {
	cases := []struct {
		s    string
		n    int
		sep  byte
		want string
	}{
		{"short", 10, '\n', "short"},
		{"one\ntwo\nthree", 10, '\n', "one\ntwo"},   // the last newline of the first 10 bytes is past the middle
		{"a\nbcdefghijkl", 10, '\n', "a\nbcdefghi"}, // too early: a plain cut
		{"word wörd", 7, ' ', "word"},               // at the space
		{"aaaaaaaaaaé", 11, ' ', "aaaaaaaaaa"},      // no space: never half of é
		{"日本語", -1, ' ', ""},
	}
	for _, c := range cases {
		got := Cut(c.s, c.n, c.sep)
		if got != c.want {
			t.Errorf("Cut(%q, %d, %q) = %q, want %q", c.s, c.n, c.sep, got, c.want)
		}
		if !utf8.ValidString(got) || len(got) > max(c.n, 0) && got != c.s {
			t.Errorf("Cut(%q, %d, %q) = %q: invalid UTF-8 or too long", c.s, c.n, c.sep, got)
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
		if suf := Suffix(s, n); !utf8.ValidString(suf) || !strings.HasSuffix(s, suf) || suf != s && len(suf) > max(n, 0) {
			t.Fatalf("Suffix(%q, %d) = %q: not a valid end of at most n bytes", s, n, suf)
		}
		for _, sep := range []byte{'\n', ' '} {
			cut := Cut(s, n, sep)
			if !utf8.ValidString(cut) || !strings.HasPrefix(s, cut) || cut != s && len(cut) > max(n, 0) {
				t.Fatalf("Cut(%q, %d, %q) = %q: not a valid prefix of at most n bytes", s, n, sep, cut)
			}
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
