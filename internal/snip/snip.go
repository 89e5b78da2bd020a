// Package snip shortens text for the one-line messages caro shows: a
// reason, an error from a parser or a server, a piece of a command.
package snip

import (
	"errors"
	"io/fs"
	"os/exec"
	"strings"
	"unicode/utf8"
)

// OneLine puts s on one line: every run of white space, newlines
// included, becomes one space, and white space at either end goes.
func OneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// FirstLine is the first line of s, without the white space at either
// end of s.
func FirstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// Prefix is the longest start of s of at most n bytes that does not cut a
// UTF-8 character in two: the cut moves back to the start of the
// character it would split.
func Prefix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	n = max(n, 0)
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Suffix is the longest end of s of at most n bytes that does not cut a
// UTF-8 character in two: the cut moves on to the start of the next
// character.
func Suffix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - max(n, 0)
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return s[i:]
}

// Clip keeps at most the first n bytes of s and marks a cut with "…". It
// never cuts a UTF-8 character in two (see Prefix).
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return Prefix(s, n) + "…"
}

// Cut keeps at most the first n bytes of s, unmarked, ending where a sep
// byte stood (the sep dropped) when the last sep of those n bytes is in
// their second half; otherwise it ends as Prefix does. A cut at a line
// ('\n') or a word (' ') keeps whole lines or words when it loses little.
func Cut(s string, n int, sep byte) string {
	if len(s) <= n {
		return s
	}
	if i := strings.LastIndexByte(Prefix(s, n), sep); i >= 0 && i >= n/2 {
		return s[:i]
	}
	return Prefix(s, n)
}

// Error is err's text on one line, clipped to n bytes.
func Error(err error, n int) string { return Clip(OneLine(err.Error()), n) }

// Cause is err's text without the path an *fs.PathError names or the
// program an *exec.Error names, for a message that names them itself:
// "no such file or directory", "executable file not found in $PATH".
func Cause(err error) string {
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		return pe.Err.Error()
	}
	if ee, ok := errors.AsType[*exec.Error](err); ok {
		return ee.Err.Error()
	}
	return err.Error()
}
