// Package ui renders caro inline in the terminal with Bubble Tea: a header,
// then for each round the thought, the proposed command with its risk, the
// approval keys, live output and the result; finished rounds stay in the
// scrollback. It owns no I/O beyond the streams it is given and runs
// nothing: it reads agent events and answers with decisions. The plain
// renderer prints the same events as plain lines when there is no
// terminal.
package ui

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// ShowCommand renders a command so that every byte that would run is
// visible: control characters, escapes, bidi controls and zero-width
// characters are written as \xNN or \u{NNNN}, and a long run of spaces
// (which could push the rest of the line out of sight) is shown with its
// length.
func ShowCommand(cmd string) string {
	var b strings.Builder
	spaces := 0
	flush := func() {
		if spaces > 8 {
			fmt.Fprintf(&b, "␣×%d", spaces)
		} else {
			b.WriteString(strings.Repeat(" ", spaces))
		}
		spaces = 0
	}
	for _, r := range cmd {
		if r == ' ' {
			spaces++
			continue
		}
		flush()
		switch {
		case r == '\n':
			b.WriteString("↵\n")
		case r == '\t':
			b.WriteString("\\t")
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", r)
		case r == 0xFFFD:
			b.WriteString("\\ufffd")
		case invisible(r):
			fmt.Fprintf(&b, "\\u{%04x}", r)
		default:
			b.WriteRune(r)
		}
	}
	flush()
	return b.String()
}

// invisible reports characters that render as nothing or reorder text.
func invisible(r rune) bool {
	if r >= 0x80 && r < 0xa0 {
		return true
	}
	switch {
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200B, r == 0x200C, r == 0x200D,
		r == 0x200E, r == 0x200F, r == 0x2060, r == 0xFEFF, r == 0x061C, r == 0x00AD:
		return true
	}
	return unicode.Is(unicode.Cf, r)
}

// CleanOutput makes command output safe to draw: escape sequences are
// removed (so output cannot move the cursor, clear the screen, set the
// title or write the clipboard), a carriage return keeps only what was
// written after it (progress bars), and other control characters are
// shown as ^X.
func CleanOutput(s string) string {
	s = ansi.Strip(s)
	var b strings.Builder
	b.Grow(len(s))
	line := strings.Builder{}
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString(line.String())
			b.WriteByte('\n')
			line.Reset()
		case r == '\r':
			line.Reset()
		case r == '\t':
			line.WriteString("    ")
		case r == 0x1b:
			line.WriteString("^[")
		case r < 0x20 || r == 0x7f:
			line.WriteByte('^')
			line.WriteRune(r ^ 0x40)
		case r >= 0x80 && r < 0xa0, invisible(r) && r != 0x00AD:
			fmt.Fprintf(&line, "\\u{%04x}", r)
		default:
			line.WriteRune(r)
		}
	}
	b.WriteString(line.String())
	return b.String()
}
