package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// outputLines is how many lines of live output are shown.
const outputLines = 8

// outputPane is the live output of the running command: its last
// outputLines lines, the line still being written, and how many lines
// scrolled away. The whole output goes to the scrollback when the
// command ends; this is only for while it runs.
type outputPane struct {
	st      *styles
	lines   []string // the newest last
	partial string
	hidden  int
}

// reset empties the pane for a new command.
func (o *outputPane) reset() { o.lines, o.partial, o.hidden = nil, "", 0 }

// add appends cleaned output, keeping the last lines.
func (o *outputPane) add(s string) {
	text := o.partial + CleanOutput(s)
	lines := strings.Split(text, "\n")
	o.partial = lines[len(lines)-1]
	o.lines = append(o.lines, lines[:len(lines)-1]...)
	if extra := len(o.lines) - outputLines; extra > 0 {
		o.hidden += extra
		o.lines = append(o.lines[:0], o.lines[extra:]...)
	}
}

// View renders the pane, each line cut to the width and started on a
// new line.
func (o *outputPane) View(width int) string {
	st := o.st
	var b strings.Builder
	if o.hidden > 0 {
		b.WriteString("\n  " + st.dim.Render(fmt.Sprintf("│ … %d line%s above", o.hidden, plural(o.hidden))))
	}
	lines := o.lines
	if o.partial != "" {
		lines = append(slices.Clone(lines), o.partial)
	}
	for _, l := range lines {
		b.WriteString("\n  " + st.dim.Render("│ ") + st.output.Render(ansi.Truncate(l, max(width-5, 10), "…")))
	}
	return b.String()
}
