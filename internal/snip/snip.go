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

// Clip keeps at most the first n bytes of s and marks a cut with "…". It
// never cuts a UTF-8 character in two: the cut moves back to the start of
// the character it would split.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	n = max(n, 0)
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
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
