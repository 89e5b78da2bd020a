package ui

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/safety"
)

// badgeColumn is the widest a proposal's first line is padded to.
const badgeColumn = 100

var spinnerFrames = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

func (m *Model) spinner() string {
	if m.st.plain {
		return []string{"-", "\\", "|", "/"}[m.spin%4]
	}
	return m.st.header.Render(spinnerFrames[m.spin%len(spinnerFrames)])
}

// View renders the live area under the scrollback, never taller than
// frameRows.
func (m *Model) View() tea.View { return tea.NewView(m.fit(m.frame(), m.frameRows())) }

// frame is the live area, as tall as it is; when a proposal is shown and
// the screen is too short for all of it, the proposal without what can
// go (compactFrame).
func (m *Model) frame() string {
	full := m.frameOf(false, 0)
	if m.prop == nil || !m.proposalMode() || strings.Count(full, "\n") < m.frameRows() {
		return full
	}
	base := m.frameOf(true, 0)
	if left := m.frameRows() - strings.Count(base, "\n") - 1; m.explain != "" && left >= 2 {
		// what room is left goes to the start of the explanation
		return m.frameOf(true, left)
	}
	if strings.Count(base, "\n") >= m.frameRows() {
		// Even the compact proposal is cut (!commandShown): its keys
		// say it cannot run rather than offer to.
		m.cut = true
		defer func() { m.cut = false }()
		return m.frameOf(true, 0)
	}
	return base
}

// proposalMode: the frame shows the proposal (proposalView).
func (m *Model) proposalMode() bool {
	switch m.mode {
	case modeApprove, modeConfirm, modeConfirmWord, modeEdit, modeRevise:
		return true
	}
	return false
}

// commandShown reports whether the screen shows the whole proposed
// command with what caro says of its risk: a command may run only then.
// On a screen too short for the compact proposal (compactFrame), fit
// would cut some of it.
func (m *Model) commandShown() bool {
	return strings.Count(m.frameOf(true, 0), "\n") < m.frameRows()
}

// frameOf is the live area; compact leaves out what a proposal can be
// approved without (the header and blocks not yet printed, its thought,
// the first answer, the refinement, the debug pane, and all of its
// explanation but its first explainRows rows), with a line that says so,
// so that the command, its risk and its keys keep the screen.
func (m *Model) frameOf(compact bool, explainRows int) string {
	if m.quitting {
		return ""
	}
	var b strings.Builder
	if compact {
		b.WriteString("  " + m.st.dim.Render(oneLine("… the thought is not shown: the terminal is too short", m.width-2)) + "\n")
	} else if !m.headerPrinted || len(m.pending) > 0 {
		// Not in the scrollback yet: show it live.
		if !m.headerPrinted {
			b.WriteString(m.header() + "\n")
		}
		for _, p := range m.pending {
			b.WriteString(p + "\n")
		}
	}
	switch m.mode {
	case modePrompt:
		b.WriteString(m.st.prompt.Render("caro ❯ ") + m.input.View())
		b.WriteString("\n" + m.st.dim.Render(oneLine("ask for something · ↑↓ history · /quit or ctrl+d to leave", m.width)))
	case modeThinking:
		if m.task != nil {
			note := m.note
			if note == "" {
				note = "thinking"
			}
			note += "…"
			if m.round > 1 {
				note += " · " + m.roundOf()
			}
			if d := time.Since(m.thinkStart); !m.thinkStart.IsZero() && d >= time.Second {
				note += " · " + d.Truncate(100*time.Millisecond).String()
				if m.o.Wait > 0 {
					note += " of at most " + m.o.Wait.String()
				}
			}
			note += " · ctrl+c to stop"
			b.WriteString(m.draftView())
			b.WriteString(m.spinner() + " " + m.st.dim.Render(oneLine(note, m.width-3)))
		}
	case modeRunning:
		b.WriteString(m.runningView())
	default:
		b.WriteString(m.proposalView(compact, explainRows))
	}
	if m.notice != "" {
		b.WriteString("\n" + m.st.warn.Render(wrap(m.notice, m.width-2, "  ")))
	}
	if m.showDebug && len(m.debug) > 0 && !compact {
		b.WriteString("\n" + m.st.dim.Render(strings.Repeat("─", min(m.width, 60))))
		start := max(0, len(m.debug)-8)
		for _, l := range m.debug[start:] {
			b.WriteString("\n" + m.st.dim.Render(oneLine(l, m.width)))
		}
	}
	return b.String()
}

// fit cuts a frame taller than rows to rows: its first lines and its
// last, with a line between them that says how many are not shown. A
// frame must never be taller than the screen: Bubble Tea v2.1.1 redraws
// such a frame on every tick and scrolls copies of it into the
// scrollback, and lines printed above it push its top there (see flush).
func (m *Model) fit(frame string, rows int) string {
	lines := strings.Split(frame, "\n")
	if len(lines) <= rows {
		return frame
	}
	if rows < 3 {
		return strings.Join(lines[len(lines)-rows:], "\n")
	}
	head := (rows - 1) / 2
	tail := rows - 1 - head
	hidden := len(lines) - head - tail
	more := "  " + m.st.dim.Render(oneLine(fmt.Sprintf("… %d line%s not shown: the terminal is too short", hidden, plural(hidden)), m.width-2))
	return strings.Join(lines[:head], "\n") + "\n" + more + "\n" + strings.Join(lines[len(lines)-tail:], "\n")
}

func (m *Model) runningView() string {
	var b strings.Builder
	cmd := m.running
	if cmd == "" && m.prop != nil {
		cmd = m.prop.Command
	}
	b.WriteString(m.st.dim.Render(m.st.runBullet+" ") + m.st.command.Render(m.wrapCommand(cmd, 2)))
	b.WriteString(m.out.View(m.width))
	elapsed := ""
	if !m.runStart.IsZero() {
		elapsed = time.Since(m.runStart).Round(100*time.Millisecond).String() + " · "
	}
	b.WriteString("\n  " + m.spinner() + " " + m.st.dim.Render(oneLine("running "+elapsed+"ctrl+c interrupts", m.width-6)))
	return b.String()
}

// badge renders "safe · 0.93".
func (m *Model) badge(level safety.Level, conf float64) string {
	label := level.String()
	if m.st.plain {
		label = strings.ToUpper(label)
	}
	out := m.st.badge[level].Render(label)
	if conf > 0 {
		out += m.st.dim.Render(fmt.Sprintf(" · %.2f", conf))
	}
	return out
}

// draftView shows the first answer dim while caro works on it: the
// thought as it streams, then the command being checked. Nothing here
// can be run: enter waits for the final command.
func (m *Model) draftView() string {
	d := m.draft
	if d == nil || d.Round != m.round && m.round != 0 {
		return ""
	}
	var b strings.Builder
	if d.Command != "" {
		b.WriteString(m.st.dim.Render("○ "+oneLine(d.Command, m.width-4)) + "\n")
	}
	if d.Thought != "" {
		b.WriteString(m.st.dim.Render(wrap(d.Thought, m.width-2, "  ")) + "\n")
	}
	if d.Note != "" {
		b.WriteString(m.st.dim.Render("  "+oneLine(d.Note+"…", m.width-4)) + "\n")
	}
	return b.String()
}

func (m *Model) proposalView(compact bool, explainRows int) string {
	p := m.prop
	if p == nil {
		return ""
	}
	var b strings.Builder
	cmd := m.wrapCommand(p.Command, 2)
	badge := m.badge(p.Risk.Level, p.Confidence)
	first, rest, _ := strings.Cut(cmd, "\n")
	line := m.st.header.Render(m.st.bullet) + " " + m.st.command.Render(first)
	// The badge sits at the right of a line of at most badgeColumn
	// cells, so on a wide terminal it stays near a short command.
	lineWidth := min(m.width, badgeColumn)
	pad := lineWidth - ansi.StringWidth(line) - ansi.StringWidth(badge) - 1
	if pad < 2 && ansi.StringWidth(line)+ansi.StringWidth(badge)+3 <= m.width {
		pad = 2
	}
	if pad >= 2 && rest == "" {
		line += strings.Repeat(" ", pad) + badge
		badge = ""
	}
	b.WriteString(line)
	if rest != "" {
		b.WriteString("\n" + m.st.command.Render(rest))
	}
	if badge != "" {
		b.WriteString("\n  " + badge)
	}
	if p.Thought != "" && !compact {
		b.WriteString("\n" + m.st.thought.Render(wrap(p.Thought, m.width-2, "  ")))
	}
	if m.drafted != "" && !compact {
		b.WriteString("\n" + m.st.dim.Render(wrap("first answer: "+m.drafted, m.width-2, "  ")))
	}
	if p.Changes != "" && !compact {
		b.WriteString("\n" + m.st.dim.Render(wrap("refined: "+p.Changes, m.width-2, "  ")))
	}
	if p.Risk.Level > safety.Safe && len(p.Risk.Reasons) > 0 {
		style := m.st.warn
		if p.Risk.Level >= safety.High {
			style = m.st.bad
		}
		b.WriteString("\n" + style.Render(wrap("risk: "+strings.Join(p.Risk.Reasons, "; "), m.width-2, "  ")))
	}
	if p.Impact != nil && (p.Impact.Count > 0 || p.Impact.Partial) {
		b.WriteString("\n" + m.st.warn.Render(wrap("impact: "+p.Impact.Summary(), m.width-2, "  ")))
	}
	if p.NeedsTerminal != "" {
		b.WriteString("\n" + m.st.warn.Render(wrap(p.NeedsTerminal+"; caro runs commands without one, so copy it (c) to run it in your shell", m.width-2, "  ")))
	}
	if m.explain != "" && !compact {
		b.WriteString("\n" + m.explain)
	} else if m.explain != "" && explainRows > 0 {
		lines := strings.Split(m.explain, "\n")
		if len(lines) > explainRows {
			n := len(lines) - explainRows + 1
			lines = append(lines[:explainRows-1], "  "+m.st.dim.Render(oneLine(fmt.Sprintf("… %d more line%s: the terminal is too short", n, plural(n)), m.width-2)))
		}
		b.WriteString("\n" + strings.Join(lines, "\n"))
	} else if m.note == "explaining" && !compact {
		b.WriteString("\n  " + m.spinner() + m.st.dim.Render(" explaining…"))
	}
	b.WriteString("\n" + m.approvalBar().View(m.width))
	return b.String()
}

// wrapCommand shows every byte of cmd and wraps it to the width, each
// line indented by indent spaces after the first.
func (m *Model) wrapCommand(cmd string, indent int) string {
	shown := ShowCommand(cmd)
	width := max(m.width-indent-2, 10)
	var lines []string
	for _, l := range strings.Split(shown, "\n") {
		lines = append(lines, strings.Split(ansi.Hardwrap(l, width, true), "\n")...)
	}
	// A continuation line starts with ↪, so its indent never reads as
	// spaces in the command.
	pad := strings.Repeat(" ", max(indent-2, 0)) + "↪ "
	return strings.Join(lines, "\n"+pad)
}

// wrap word-wraps s to width, each line starting with indent.
func wrap(s string, width int, indent string) string {
	w := max(width-len(indent), 10)
	// ansi.Wrap can leave a line past the limit when a lone "-" follows
	// spaces ("aaa aaaa -"); Hardwrap enforces it.
	lines := strings.Split(ansi.Hardwrap(ansi.Wrap(s, w, ""), w, true), "\n")
	for i, l := range lines {
		lines[i] = indent + l
	}
	return strings.Join(lines, "\n")
}

// wrapParts lays out key hints over as many lines as the width needs.
func wrapParts(parts []string, width int, indent string) string {
	var lines []string
	cur := indent
	for _, p := range parts {
		if ansi.StringWidth(cur)+ansi.StringWidth(p)+2 > width && strings.TrimSpace(cur) != "" {
			lines = append(lines, cur)
			cur = indent
		}
		if strings.TrimSpace(cur) != "" {
			cur += "  "
		}
		cur += p
	}
	return strings.Join(append(lines, cur), "\n")
}

// oneLine cuts s to one line of at most width cells.
func oneLine(s string, width int) string {
	return ansi.Truncate(snip.OneLine(s), max(width, 10), "…")
}

// roundOf names the round: "round 2", or "round 2 of ≤10" when the most
// rounds a task may take is known.
func (m *Model) roundOf() string {
	if m.o.MaxRounds > 0 {
		return fmt.Sprintf("round %d of ≤%d", m.round, m.o.MaxRounds)
	}
	return fmt.Sprintf("round %d", m.round)
}
