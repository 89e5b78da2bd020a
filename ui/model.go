package ui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	kb "charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/atotto/clipboard"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// TaskHandle is a running task as the UI sees it (agent.Task implements
// it).
type TaskHandle interface {
	Events() <-chan agent.Event
	Decide(agent.Decision)
	Interrupt()
	Cancel()
}

// Starter starts a task for a request.
type Starter func(ctx context.Context, request string) TaskHandle

// Options configure the TUI.
type Options struct {
	Backend, Model string
	// Profile is the colour profile; Ascii or NoTTY draws no colour.
	Profile colorprofile.Profile
	// Dark says the terminal background is dark.
	Dark bool
	// Width, when set, overrides the terminal's width (tests).
	Width         int
	Debug, Timing bool
	// TimingTo, when set, gets the --timing lines instead of the
	// scrollback: stderr when it is not the terminal (2>file), as the
	// README says.
	TimingTo io.Writer
	// History holds earlier requests for up/down in a session; OnRequest
	// sees each new one.
	History   []string
	OnRequest func(string)
	// DebugLines feeds the --debug pane (toggled with d).
	DebugLines <-chan string
	// MaxRounds is the most rounds a task may take (shown as "round 2
	// of ≤10"); Wait how long caro waits for the model at most.
	MaxRounds int
	Wait      time.Duration
}

type mode int

const (
	modePrompt mode = iota // session: waiting for a request
	modeThinking
	modeApprove
	modeConfirm     // high risk: waiting for the second key
	modeConfirmWord // strict mode: typing the program's name
	modeEdit
	modeRevise
	modeRunning
)

// Messages.
type (
	eventMsg    struct{ events []agent.Event }
	taskDoneMsg struct{}
	tickMsg     time.Time
	debugMsg    string
)

// Model is the top-level Bubble Tea model; it owns the message switch.
type Model struct {
	// cut is set while frame draws a proposal the screen cannot show
	// whole (approvalBar.cut).
	cut     bool
	o       Options
	st      styles
	ctx     context.Context
	start   Starter
	session bool

	width  int
	height int // the terminal's rows (24 until told)
	mode   mode
	task   TaskHandle

	round int
	note  string
	spin  int
	// draft is the first answer while caro still works on it (shown
	// dim, never runnable); drafted the command it had, to show what the
	// refine changed.
	draft     *agent.Draft
	drafted   string
	prop      *agent.Proposal
	explain   string // explainMD rendered for the width
	explainMD string
	notice    string
	debug     []string
	showDebug bool

	keys    keyMap
	input   textinput.Model
	history []string
	histIdx int

	running  string
	runStart time.Time
	out      outputPane

	interrupts int
	exitCode   int
	// thinkStart is when the current wait for the model began.
	thinkStart time.Time
	// edited is the command the user last typed in the editor.
	edited   string
	quitting bool

	// pending holds lines for the scrollback until the first frame is
	// drawn: Bubble Tea v2.1.1 clears the screen when a line is printed
	// before it.
	pending       []string
	headerPrinted bool
	ticked        bool
	// quitWhenDrawn: the task ended before the first frame; quit once
	// the queued lines can be printed without clearing the screen.
	quitWhenDrawn bool
	// toPrint are the pieces flush made, printed one at a time, each
	// after the last (printNext); printing says one is on its way, and
	// quitWhenPrinted that caro quits once the last is printed.
	toPrint                   []string
	printing, quitWhenPrinted bool
}

// printNextMsg asks for the next piece of toPrint.
type printNextMsg struct{}

func printNext() tea.Msg { return printNextMsg{} }

// New returns the model for one request (session false) or an
// interactive session.
func New(ctx context.Context, o Options, start Starter, session bool) *Model {
	ti := textinput.New()
	ti.Prompt = ""
	m := &Model{o: o, st: newStyles(o.Profile, o.Dark), ctx: ctx, start: start, session: session,
		width: o.Width, keys: newKeyMap(), input: ti, history: slices.Clone(o.History)}
	m.histIdx = len(m.history)
	m.out.st = &m.st
	if m.width <= 0 {
		m.width = 80
	}
	m.height = 24
	return m
}

// print queues a block for the scrollback, headed by the header the
// first time.
func (m *Model) print(block string) tea.Cmd {
	if !m.headerPrinted {
		m.headerPrinted = true
		block = m.header() + "\n" + block
	}
	m.pending = append(m.pending, block)
	return m.flush()
}

// flush prints the queued blocks once a frame has been drawn.
func (m *Model) flush() tea.Cmd {
	if !m.ticked || len(m.pending) == 0 {
		return nil
	}
	lines := strings.Split(strings.Join(m.pending, "\n"), "\n")
	m.pending = nil
	// Bubble Tea v2.1.1 prints above the frame (insertAbove) by scrolling
	// the screen by the printed rows and moving the cursor up over them
	// and the frame; the cursor stops at the top row, so when the rows
	// and the frame together are taller than the screen, the frame's top
	// goes to the scrollback and the rows are written over the frame: a
	// stale frame above the output, lines lost. When the lines are
	// printed, the screen may still show any frame drawn since the last
	// tick of its renderer, so no timing helps; but every frame is at
	// most frameRows tall (View), so pieces of printRows rows always fit.
	//
	// The pieces are printed one at a time, each asked for once the one
	// before it is printed (printNextMsg), never as a tea.Sequence: a
	// sequence returned beside others (a round's block, then the task's
	// last line, then the quit) runs on a goroutine of its own, so under
	// load a later block was printed first and the quit came before the
	// last pieces, which were lost.
	step, width := m.printRows(), max(m.width, 1)
	var piece []string
	rows := 0
	for _, l := range lines {
		// The rows insertAbove counts for a line: one more per full
		// width past the first.
		r := 1
		if w := ansi.StringWidth(l); w > width {
			r += w / width
		}
		if len(piece) > 0 && rows+r > step {
			m.toPrint = append(m.toPrint, strings.Join(piece, "\n"))
			piece, rows = nil, 0
		}
		piece, rows = append(piece, l), rows+r
	}
	m.toPrint = append(m.toPrint, strings.Join(piece, "\n"))
	if m.printing {
		return nil
	}
	m.printing = true
	return printNext
}

// nextPiece prints the next piece of toPrint, then asks for the one after
// it; with none left, it quits if caro is to quit.
func (m *Model) nextPiece() tea.Cmd {
	if len(m.toPrint) == 0 {
		m.printing = false
		if m.quitWhenPrinted {
			return tea.Quit
		}
		return nil
	}
	p := m.toPrint[0]
	m.toPrint = m.toPrint[1:]
	return tea.Sequence(tea.Println(p), printNext)
}

// quit prints what is queued for the scrollback, then quits.
func (m *Model) quit() tea.Cmd {
	m.quitting = true
	c := m.flush()
	if !m.printing {
		return tea.Quit
	}
	m.quitWhenPrinted = true
	return c
}

// printRows is the most rows one piece printed above the frame takes,
// and frameRows the most rows the frame takes: together, the screen.
func (m *Model) printRows() int { return max(m.height/4, 1) }
func (m *Model) frameRows() int { return max(m.height-m.printRows(), 1) }

// ExitCode is 0 after a finished task, 130 after a cancelled one and 1
// after a failure.
func (m *Model) ExitCode() int { return m.exitCode }

// Init prints the header and starts the request or the prompt.
func (m *Model) Init() tea.Cmd {
	cmds := []tea.Cmd{tick()}
	if m.o.DebugLines != nil {
		cmds = append(cmds, waitDebug(m.o.DebugLines))
	}
	if !m.session {
		return tea.Batch(append(cmds, tea.RequestBackgroundColor)...)
	}
	m.mode = modePrompt
	return tea.Batch(append(cmds, m.input.Focus(), tea.RequestBackgroundColor)...)
}

// Begin starts request (for a single-request program).
func (m *Model) Begin(request string) tea.Cmd { return m.begin(request) }

func (m *Model) begin(request string) tea.Cmd {
	m.task = m.start(m.ctx, request)
	m.mode = modeThinking
	m.note = "thinking"
	m.thinkStart = time.Now()
	m.round, m.prop, m.explain, m.explainMD, m.notice, m.interrupts = 0, nil, "", "", "", 0
	return waitEvents(m.task.Events())
}

func (m *Model) header() string {
	model := m.o.Model
	if model == "" {
		model = "?"
	}
	return m.st.header.Render("caro") + m.st.dim.Render(fmt.Sprintf(" · %s · %s", m.o.Backend, model))
}

func tick() tea.Cmd {
	return tea.Tick(100*time.Millisecond, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// waitDebug reads the next --debug line.
func waitDebug(ch <-chan string) tea.Cmd {
	return func() tea.Msg {
		l, ok := <-ch
		if !ok {
			return nil
		}
		return debugMsg(l)
	}
}

// waitEvents blocks for the next event and takes any others already
// waiting, so a flood of output becomes one message.
func waitEvents(ch <-chan agent.Event) tea.Cmd {
	return func() tea.Msg {
		e, ok := <-ch
		if !ok {
			return taskDoneMsg{}
		}
		batch := []agent.Event{e}
		for len(batch) < 512 {
			select {
			case e, ok := <-ch:
				if !ok {
					return eventMsg{batch}
				}
				batch = append(batch, e)
			default:
				return eventMsg{batch}
			}
		}
		return eventMsg{batch}
	}
}

// Update is the one message switch.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		if m.o.Width == 0 {
			m.width = max(msg.Width, 20)
		}
		m.height = msg.Height
		m.input.SetWidth(max(m.width-8, 10))
		m.renderExplanation()
		return m, nil
	case tea.BackgroundColorMsg:
		m.o.Dark = msg.IsDark()
		m.st = newStyles(m.o.Profile, m.o.Dark)
		m.renderExplanation()
		return m, nil
	case printNextMsg:
		return m, m.nextPiece()
	case debugMsg:
		m.event(agent.Debug{Text: string(msg)})
		return m, waitDebug(m.o.DebugLines)
	case tickMsg:
		m.spin++
		m.ticked = true
		if m.quitWhenDrawn {
			return m, m.quit()
		}
		return m, tea.Batch(m.flush(), tick())
	case eventMsg:
		// Lines for the scrollback are printed before the next event is
		// read, so they can never be lost to a quit that follows.
		var seq []tea.Cmd
		var other []tea.Cmd
		for _, e := range msg.events {
			if c := m.event(e); c != nil {
				if _, isPrint := e.(agent.Explanation); isPrint {
					other = append(other, c)
				} else {
					seq = append(seq, c)
				}
			}
		}
		if m.task != nil {
			seq = append(seq, waitEvents(m.task.Events()))
		}
		return m, tea.Batch(append(other, tea.Sequence(seq...))...)
	case taskDoneMsg:
		m.task = nil
		if !m.session {
			if !m.ticked {
				// Printing before the first frame makes Bubble Tea
				// clear the screen (the user's typed line with it):
				// wait for the first tick.
				m.quitWhenDrawn = true
				return m, nil
			}
			return m, m.quit()
		}
		m.mode = modePrompt
		m.interrupts = 0
		m.input.SetValue("")
		return m, m.input.Focus()
	case tea.KeyPressMsg:
		return m.key(msg)
	case copiedMsg:
		return m, m.copied(msg)
	}
	if m.mode == modeEdit || m.mode == modeRevise || m.mode == modePrompt || m.mode == modeConfirmWord {
		var cmd tea.Cmd
		m.input, cmd = m.input.Update(msg)
		return m, cmd
	}
	return m, nil
}

// event applies one agent event.
func (m *Model) event(e agent.Event) tea.Cmd {
	switch e := e.(type) {
	case agent.Started:
		if e.Backend != "" && (e.Backend != m.o.Backend || e.Model != m.o.Model) {
			m.o.Backend, m.o.Model = e.Backend, e.Model
		}
	case agent.Thinking:
		if e.Iteration <= 1 && (m.mode != modeThinking || m.thinkStart.IsZero()) {
			m.thinkStart = time.Now()
		}
		m.mode, m.round = modeThinking, e.Round
		m.note = e.Note
		if e.Iteration == 2 {
			m.note = e.Note
		}
	case agent.Draft:
		d := e
		if m.draft != nil && d.Command == "" && m.draft.Command != "" {
			return nil // the thought of a re-ask: keep the command shown
		}
		m.draft = &d
		return nil
	case agent.Proposal:
		p := e
		m.drafted = ""
		if m.draft != nil && m.draft.Command != "" && m.draft.Command != p.Command && m.draft.Round == p.Round {
			m.drafted = m.draft.Command
		}
		m.draft = nil
		if m.edited != "" && p.Command == m.edited {
			// The model's thought, confidence and refine note were
			// about another command.
			p.Thought, p.Changes, p.Confidence = "", "", 0
		}
		m.edited = ""
		m.prop, m.explain, m.explainMD, m.notice, m.round = &p, "", "", "", e.Round
		if e.AutoApproved {
			m.mode = modeRunning
			return nil
		}
		m.mode = modeApprove
	case agent.Explanation:
		if errors.Is(e.Err, context.Canceled) {
			m.notice = "explanation cancelled · ctrl+c again quits"
			m.note = ""
			return nil
		}
		if e.Err != nil {
			m.notice = "could not explain: " + e.Err.Error()
			m.note = ""
			return nil
		}
		if m.prop != nil && e.ProposalID == m.prop.ID {
			m.explainMD, m.note = e.Markdown, ""
			m.renderExplanation()
		}
	case agent.Running:
		m.mode, m.running, m.runStart = modeRunning, e.Command, time.Now()
		m.out.reset()
		m.interrupts = 0
	case agent.Output:
		m.out.add(string(e.Data))
	case agent.Result:
		return m.finishRound(e)
	case agent.Warning:
		m.notice = e.Text
	case agent.Debug:
		m.debug = append(m.debug, e.Text)
		if len(m.debug) > 200 {
			m.debug = m.debug[len(m.debug)-200:]
		}
	case agent.Finished:
		m.exitCode = 0
		line := m.st.ok.Render(m.st.doneBullet+" done") + m.summary(e.Summary, e.Rounds)
		return m.printEnd(line, e.Timing)
	case agent.Failed:
		m.exitCode = 1
		if e.Canceled {
			m.exitCode = 130
		}
		reason := e.Reason
		if e.Canceled && reason == "quit" {
			reason = "cancelled"
		}
		// The whole reason, wrapped: its end is often the fix.
		line := m.st.bad.Render(m.st.failBullet + " " + strings.TrimPrefix(wrap(reason, m.width, "  "), "  "))
		return m.printEnd(line, e.Timing)
	}
	return nil
}

func (m *Model) summary(s string, rounds int) string {
	out := ""
	if rounds > 0 {
		out = m.st.dim.Render(fmt.Sprintf(" · %d round%s", rounds, plural(rounds)))
	}
	if s != "" {
		out += m.st.dim.Render(" · ") + m.st.thought.Render(oneLine(s, m.width-20))
	}
	return out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// leave ends a session the way the user asked to: exit 0, whatever
// became of the last request.
func (m *Model) leave() (tea.Model, tea.Cmd) {
	m.exitCode = 0
	return m, m.quit()
}

func (m *Model) printEnd(line string, timing map[string]time.Duration) tea.Cmd {
	m.prop, m.mode, m.note, m.notice = nil, modeThinking, "", ""
	lines := []string{line}
	if m.o.Timing {
		for _, l := range TimingLines(timing) {
			if m.o.TimingTo != nil {
				fmt.Fprintln(m.o.TimingTo, l)
				continue
			}
			lines = append(lines, m.st.dim.Render(l))
		}
	}
	return m.print(strings.Join(lines, "\n"))
}

// finishRound prints the round to the scrollback.
func (m *Model) finishRound(r agent.Result) tea.Cmd {
	var b strings.Builder
	cmd := m.running
	if cmd == "" && m.prop != nil {
		cmd = m.prop.Command
	}
	switch {
	case r.Skipped:
		b.WriteString(m.st.dim.Render(m.st.bullet+" skipped: ") + m.st.dim.Render(m.wrapCommand(cmd, 12)))
	case r.Refused != "":
		b.WriteString(m.st.bad.Render(m.st.failBullet+" refused: ") + m.wrapCommand(cmd, 12) + "\n" + m.st.bad.Render(wrap(r.Refused, m.width-2, "  ")))
	default:
		b.WriteString(m.st.dim.Render(m.st.runBullet+" ") + m.st.command.Render(m.wrapCommand(cmd, 2)))
		// The round's thought stays with it, the round counted after
		// the first.
		if m.prop != nil && m.prop.Command == cmd && (m.prop.Thought != "" || m.round > 1) {
			t := m.prop.Thought
			if m.round > 1 {
				t = strings.TrimSuffix(m.roundOf()+" · "+t, " · ")
			}
			b.WriteString("\n" + m.st.thought.Render(wrap(t, m.width-2, "  ")))
		}
		// The tool's result is the whole story (streamed chunks may be
		// sampled or late): it all goes to the scrollback; the bounded
		// viewport is only for while the command runs.
		b.WriteString(m.scrollbackOutput(r.Output))
		if status, ok := resultStatus(r); ok {
			b.WriteString("\n  " + m.st.ok.Render(m.st.doneBullet+" "+status))
		} else {
			b.WriteString("\n  " + m.st.bad.Render(m.st.failBullet+" "+status))
		}
	}
	m.running = ""
	m.out.lines, m.out.hidden = nil, 0
	m.mode, m.note = modeThinking, "thinking"
	return m.print(b.String())
}

// scrollbackLines bounds the lines of one round kept in the scrollback.
const scrollbackLines = 5000

// scrollbackOutput renders a finished round's whole output, long lines
// wrapped, at most scrollbackLines lines (the last ones; the cut is said).
func (m *Model) scrollbackOutput(out string) string {
	out = strings.TrimRight(CleanOutput(out), "\n")
	if out == "" {
		return ""
	}
	var b strings.Builder
	lines := strings.Split(out, "\n")
	if extra := len(lines) - scrollbackLines; extra > 0 {
		b.WriteString("\n  " + m.st.dim.Render(fmt.Sprintf("│ … %d earlier line%s not kept: caro keeps a round's last %d lines; run the command in your shell for all of it", extra, plural(extra), scrollbackLines)))
		lines = lines[extra:]
	}
	w := max(m.width-5, 10)
	for _, l := range lines {
		for _, part := range strings.Split(ansi.Hardwrap(l, w, true), "\n") {
			b.WriteString("\n  " + m.st.dim.Render("│ ") + m.st.output.Render(part))
		}
	}
	return b.String()
}

// renderExplanation draws the explanation for the width and colours in
// use; it runs again when either changes.
func (m *Model) renderExplanation() {
	if m.explainMD != "" {
		m.explain = prefixLines(renderMarkdown(m.explainMD, m.width-4, m.st), "  ", "  ")
	}
}

// key handles a key press by mode.
func (m *Model) key(k tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	if kb.Matches(k, m.keys.Interrupt) {
		return m.ctrlC()
	}
	if kb.Matches(k, m.keys.Debug) && m.o.Debug && (m.mode == modeApprove || m.mode == modeRunning || m.mode == modeThinking) {
		m.showDebug = !m.showDebug
		return m, nil
	}
	switch m.mode {
	case modePrompt:
		return m.promptKey(k)
	case modeApprove:
		return m.approveKey(k.String())
	case modeConfirm:
		if kb.Matches(k, m.keys.Confirm) && !m.commandShown() {
			m.mode, m.notice = modeApprove, tooShort
			return m, nil
		}
		if kb.Matches(k, m.keys.Confirm) {
			m.decide(agent.Decision{Action: agent.Run, Confirmed: true})
			m.mode = modeThinking
			return m, nil
		}
		m.mode, m.notice = modeApprove, ""
		return m, nil
	case modeConfirmWord, modeEdit, modeRevise:
		return m.inputKey(k)
	}
	return m, nil
}

func (m *Model) ctrlC() (tea.Model, tea.Cmd) {
	m.interrupts++
	switch {
	case m.task == nil:
		if m.mode == modePrompt {
			// As in a shell: ctrl+c clears a half-typed line; on an
			// empty line it warns first and the next one quits.
			if m.input.Value() != "" {
				m.input.SetValue("")
				m.histIdx = len(m.history)
				m.interrupts, m.notice = 0, ""
				return m, nil
			}
			if m.interrupts == 1 {
				m.notice = "ctrl+c again quits · ctrl+d or /quit leaves"
				return m, nil
			}
		}
		m.exitCode = 130
		return m, m.quit()
	case m.interrupts == 1 && (m.mode == modeRunning || m.mode == modeThinking || m.explainPending()):
		// The first ctrl+c stops what runs; the second quits.
		m.task.Interrupt()
		m.notice = "interrupting… (ctrl+c again to quit)"
		return m, nil
	}
	m.task.Cancel()
	m.exitCode = 130
	return m, m.quit()
}

func (m *Model) explainPending() bool { return m.mode == modeApprove && m.note == "explaining" }

func (m *Model) decide(d agent.Decision) {
	if m.task == nil || m.prop == nil {
		return
	}
	d.ProposalID = m.prop.ID
	m.task.Decide(d)
}

// tooShort is the notice of a run refused because the screen cannot show
// the whole command: caro runs nothing the user could not read.
const tooShort = "the terminal is too short to show the whole command, so it does not run: make the terminal taller, copy it (c) or edit it (e)"

func (m *Model) approveKey(s string) (tea.Model, tea.Cmd) {
	k := keyName(s)
	p := m.prop
	if p == nil {
		return m, nil
	}
	m.notice = ""
	switch {
	case kb.Matches(k, m.keys.Run):
		switch {
		case !m.commandShown():
			m.notice = tooShort
		case p.Risk.Level == safety.Critical:
			m.notice = "critical commands never run: edit it (e), revise the request (r), skip it (n) or cancel (esc)"
		case p.NeedsTerminal != "":
			m.notice = "this needs a terminal of its own: copy it (c) and run it in your shell, edit it (e) or skip it (n)"
		case p.Risk.Level == safety.High && p.ConfirmWord != "":
			m.mode = modeConfirmWord
			m.input.SetValue("")
			return m, m.input.Focus()
		case p.Risk.Level == safety.High:
			m.mode = modeConfirm
		default:
			m.decide(agent.Decision{Action: agent.Run})
			m.mode = modeThinking
			m.note = "starting"
		}
	case kb.Matches(k, m.keys.Edit):
		m.mode = modeEdit
		m.input.SetValue(p.Command)
		m.input.CursorEnd()
		return m, m.input.Focus()
	case kb.Matches(k, m.keys.Revise):
		m.mode = modeRevise
		m.input.SetValue("")
		m.input.Placeholder = "what to change, e.g. use port 8080"
		return m, m.input.Focus()
	case kb.Matches(k, m.keys.Explain):
		m.note = "explaining"
		m.decide(agent.Decision{Action: agent.Explain})
	case kb.Matches(k, m.keys.Copy):
		m.notice = "copying…"
		return m, copyCommand(p.Command)
	case kb.Matches(k, m.keys.Skip):
		// Skip this command; the model may try another.
		m.decide(agent.Decision{Action: agent.Skip})
		m.mode, m.note = modeThinking, "skipped; asking for another"
	case kb.Matches(k, m.keys.Cancel):
		// Cancel the whole task; the command stays in the scrollback so
		// it can still be taken away.
		m.decide(agent.Decision{Action: agent.Quit})
		m.mode, m.note = modeThinking, "cancelling"
		return m, m.print(m.st.dim.Render(m.st.bullet+" not run: ") + m.st.command.Render(m.wrapCommand(p.Command, 11)))
	}
	return m, nil
}

func (m *Model) inputKey(k tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	switch {
	case kb.Matches(k, m.keys.Back):
		m.mode, m.notice = modeApprove, ""
		m.input.Blur()
		return m, nil
	case kb.Matches(k, m.keys.Submit):
		v := strings.TrimSpace(m.input.Value())
		m.input.Blur()
		switch m.mode {
		case modeEdit:
			if v == "" {
				// Nothing to check: an empty edit cancels the edit.
				m.mode, m.notice = modeApprove, "empty edit: the command is unchanged"
				return m, nil
			}
			m.decide(agent.Decision{Action: agent.Edit, Command: v})
			m.edited = v
			m.mode = modeThinking
			m.note = "checking the edited command"
		case modeRevise:
			if v == "" {
				m.mode = modeApprove
				return m, nil
			}
			m.decide(agent.Decision{Action: agent.Revise, Text: v})
			m.mode = modeThinking
			m.note = "revising"
		case modeConfirmWord:
			if m.prop != nil && v == m.prop.ConfirmWord && !m.commandShown() {
				m.mode, m.notice = modeApprove, tooShort
				return m, nil
			}
			if m.prop != nil && v == m.prop.ConfirmWord {
				m.decide(agent.Decision{Action: agent.Run, Confirmed: true})
				m.mode = modeThinking
				return m, nil
			}
			m.mode = modeApprove
			m.notice = "that was not the program's name; not run"
		}
		return m, nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(k)
	return m, cmd
}

func (m *Model) promptKey(k tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	// Any other key disarms "ctrl+c again quits".
	m.interrupts, m.notice = 0, ""
	switch {
	case kb.Matches(k, m.keys.Leave):
		if m.input.Value() == "" {
			return m.leave()
		}
	case kb.Matches(k, m.keys.Prev):
		if m.histIdx > 0 {
			m.histIdx--
			m.input.SetValue(m.history[m.histIdx])
			m.input.CursorEnd()
		}
		return m, nil
	case kb.Matches(k, m.keys.Next):
		if m.histIdx < len(m.history)-1 {
			m.histIdx++
			m.input.SetValue(m.history[m.histIdx])
			m.input.CursorEnd()
		} else {
			m.histIdx = len(m.history)
			m.input.SetValue("")
		}
		return m, nil
	case kb.Matches(k, m.keys.Submit):
		v := strings.TrimSpace(m.input.Value())
		if v == "" {
			return m, nil
		}
		if v == "/quit" || v == "/exit" {
			return m.leave()
		}
		var record tea.Cmd
		if len(m.history) == 0 || m.history[len(m.history)-1] != v {
			m.history = append(m.history, v)
			record = recordRequest(m.o.OnRequest, v)
		}
		m.histIdx = len(m.history)
		m.input.Blur()
		m.interrupts = 0
		return m, tea.Batch(m.print(m.st.prompt.Render("❯ ")+v), m.begin(v), record)
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(k)
	return m, cmd
}

// resultStatus is a finished command's status line, the same in the TUI
// and the plain renderer: "exit 0 · 12ms", "timed out; stopped after 5s",
// … ok says it succeeded.
func resultStatus(r agent.Result) (status string, ok bool) {
	status = fmt.Sprintf("exit %d · %s", r.ExitCode, duration(r.Duration))
	switch {
	case r.TimedOut && r.Stopped != "":
		// The exit code of a killed group says nothing more; the tool
		// says which limit stopped it and where to change it.
		status = "timed out; " + r.Stopped
	case r.TimedOut:
		status = "timed out; stopped after " + duration(r.Duration)
	case r.Canceled:
		status = "interrupted; stopped after " + duration(r.Duration)
	}
	if r.Truncated {
		status += " · output truncated"
	}
	return status, r.ExitCode == 0 && !r.TimedOut && !r.Canceled
}

// recordRequest hands a new request to the history (a file write) off
// the Update loop; nil when nothing records.
func recordRequest(record func(string), request string) tea.Cmd {
	if record == nil {
		return nil
	}
	return func() tea.Msg {
		record(request)
		return nil
	}
}

// duration renders a command's run time: milliseconds under a second.
func duration(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%dms", d.Milliseconds())
	}
	return d.Round(100 * time.Millisecond).String()
}

// copiedMsg says how a copy went: err is nil when a system clipboard tool
// (xclip, xsel, wl-copy, pbcopy, …) took the text.
type copiedMsg struct {
	text string
	err  error
}

// copyCommand hands text to the system clipboard when a tool for it
// works, and to the terminal as OSC 52 in any case.
func copyCommand(text string) tea.Cmd {
	return tea.Batch(tea.SetClipboard(text), func() tea.Msg {
		return copiedMsg{text: text, err: clipboard.WriteAll(text)}
	})
}

// copied says what is known of a copy, and no more: whether OSC 52
// arrived cannot be known, so the command is also printed to select.
func (m *Model) copied(c copiedMsg) tea.Cmd {
	if c.err == nil {
		m.notice = "copied to the system clipboard"
		return nil
	}
	m.notice = "sent to the terminal's clipboard (OSC 52), which works only where the terminal allows it; the command is printed above to select"
	return m.print(m.st.dim.Render("  to copy:") + "\n" + ShowCommand(c.text))
}
