package ui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
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
	// History holds earlier requests for up/down in a session; OnRequest
	// sees each new one.
	History   []string
	OnRequest func(string)
	// DebugLines feeds the --debug pane (toggled with d).
	DebugLines <-chan string
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

// outputLines is how many lines of live output are shown.
const outputLines = 8

// Messages.
type (
	eventMsg    struct{ events []agent.Event }
	taskDoneMsg struct{}
	tickMsg     time.Time
	debugMsg    string
)

// Model is the top-level Bubble Tea model; it owns the message switch.
type Model struct {
	o       Options
	st      styles
	ctx     context.Context
	start   Starter
	session bool

	width int
	mode  mode
	task  TaskHandle

	round     int
	note      string
	spin      int
	prop      *agent.Proposal
	explain   string // explainMD rendered for the width
	explainMD string
	notice    string
	debug     []string
	showDebug bool

	input   textinput.Model
	history []string
	histIdx int

	running  string
	runStart time.Time
	out      []string // live output lines, the newest last
	partial  string
	hidden   int

	interrupts int
	exitCode   int
	quitting   bool

	// pending holds lines for the scrollback until the first frame is
	// drawn: Bubble Tea v2.1.1 clears the screen when a line is printed
	// before it.
	pending       []string
	headerPrinted bool
	ticked        bool
}

// New returns the model for one request (session false) or an
// interactive session.
func New(ctx context.Context, o Options, start Starter, session bool) *Model {
	ti := textinput.New()
	ti.Prompt = ""
	m := &Model{o: o, st: newStyles(o.Profile, o.Dark), ctx: ctx, start: start, session: session,
		width: o.Width, input: ti, history: slices.Clone(o.History)}
	m.histIdx = len(m.history)
	if m.width <= 0 {
		m.width = 80
	}
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
	text := strings.Join(m.pending, "\n")
	m.pending = nil
	return tea.Println(text)
}

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
		m.input.SetWidth(max(m.width-8, 10))
		m.renderExplanation()
		return m, nil
	case tea.BackgroundColorMsg:
		m.o.Dark = msg.IsDark()
		m.st = newStyles(m.o.Profile, m.o.Dark)
		m.renderExplanation()
		return m, nil
	case debugMsg:
		m.event(agent.Debug{Text: string(msg)})
		return m, waitDebug(m.o.DebugLines)
	case tickMsg:
		m.spin++
		m.ticked = true
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
			m.quitting = true
			m.ticked = true
			return m, tea.Sequence(m.flush(), tea.Quit)
		}
		m.mode = modePrompt
		m.input.SetValue("")
		return m, m.input.Focus()
	case tea.KeyPressMsg:
		return m.key(msg)
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
		m.mode, m.round = modeThinking, e.Round
		m.note = e.Note
		if e.Iteration == 2 {
			m.note = e.Note
		}
	case agent.Proposal:
		p := e
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
		m.out, m.partial, m.hidden = nil, "", 0
		m.interrupts = 0
	case agent.Output:
		m.addOutput(string(e.Data))
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
		line := m.st.bad.Render(m.st.failBullet + " " + oneLine(e.Reason, m.width-2))
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
	m.quitting = true
	m.exitCode = 0
	return m, tea.Quit
}

func (m *Model) printEnd(line string, timing map[string]time.Duration) tea.Cmd {
	m.prop, m.mode, m.note, m.notice = nil, modeThinking, "", ""
	lines := []string{line}
	if m.o.Timing && len(timing) > 0 {
		keys := make([]string, 0, len(timing))
		for k := range timing {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprintf("%s %dms", k, timing[k].Milliseconds())
		}
		lines = append(lines, m.st.dim.Render("  timing: "+strings.Join(parts, " · ")))
	}
	return m.print(strings.Join(lines, "\n"))
}

// addOutput appends cleaned output, keeping the last lines.
func (m *Model) addOutput(s string) {
	text := m.partial + CleanOutput(s)
	lines := strings.Split(text, "\n")
	m.partial = lines[len(lines)-1]
	for _, l := range lines[:len(lines)-1] {
		m.out = append(m.out, l)
	}
	if extra := len(m.out) - outputLines; extra > 0 {
		m.hidden += extra
		m.out = append(m.out[:0], m.out[extra:]...)
	}
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
		b.WriteString(m.st.bad.Render(m.st.failBullet+" refused: ") + m.wrapCommand(cmd, 12) + "\n  " + m.st.bad.Render(oneLine(r.Refused, m.width-4)))
	default:
		b.WriteString(m.st.dim.Render(m.st.runBullet+" ") + m.st.command.Render(m.wrapCommand(cmd, 2)))
		// The tool's result is the whole story (streamed chunks may be
		// sampled or late): show its last lines.
		m.out, m.partial, m.hidden = nil, "", 0
		if out := strings.TrimRight(r.Output, "\n"); out != "" {
			m.addOutput(out + "\n")
		}
		b.WriteString(m.outputBlock())
		status := fmt.Sprintf("exit %d · %s", r.ExitCode, duration(r.Duration))
		switch {
		case r.TimedOut:
			// The exit code of a killed group says nothing more.
			status = "timed out; stopped after " + duration(r.Duration)
		case r.Canceled:
			status = "interrupted; stopped after " + duration(r.Duration)
		}
		if r.Truncated {
			status += " · output truncated"
		}
		if r.ExitCode == 0 && !r.TimedOut && !r.Canceled {
			b.WriteString("\n  " + m.st.ok.Render(m.st.doneBullet+" "+status))
		} else {
			b.WriteString("\n  " + m.st.bad.Render(m.st.failBullet+" "+status))
		}
	}
	m.running, m.out, m.hidden = "", nil, 0
	m.mode, m.note = modeThinking, "thinking"
	return m.print(b.String())
}

func (m *Model) outputBlock() string {
	var b strings.Builder
	if m.hidden > 0 {
		b.WriteString("\n  " + m.st.dim.Render(fmt.Sprintf("│ … %d line%s above", m.hidden, plural(m.hidden))))
	}
	lines := m.out
	if m.partial != "" {
		lines = append(slices.Clone(lines), m.partial)
	}
	for _, l := range lines {
		b.WriteString("\n  " + m.st.dim.Render("│ ") + m.st.output.Render(ansi.Truncate(l, max(m.width-5, 10), "…")))
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
	s := k.String()
	if s == "ctrl+c" {
		return m.ctrlC()
	}
	if s == "d" && m.o.Debug && (m.mode == modeApprove || m.mode == modeRunning || m.mode == modeThinking) {
		m.showDebug = !m.showDebug
		return m, nil
	}
	switch m.mode {
	case modePrompt:
		return m.promptKey(k)
	case modeApprove:
		return m.approveKey(s)
	case modeConfirm:
		if s == "!" {
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
		if m.mode == modePrompt && m.input.Value() != "" && m.interrupts == 1 {
			m.input.SetValue("")
			return m, nil
		}
		m.quitting = true
		m.exitCode = 130
		return m, tea.Quit
	case m.interrupts == 1 && (m.mode == modeRunning || m.mode == modeThinking || m.explainPending()):
		// The first ctrl+c stops what runs; the second quits.
		m.task.Interrupt()
		m.notice = "interrupting… (ctrl+c again to quit)"
		return m, nil
	}
	m.task.Cancel()
	m.exitCode = 130
	m.quitting = true
	return m, tea.Quit
}

func (m *Model) explainPending() bool { return m.mode == modeApprove && m.note == "explaining" }

func (m *Model) decide(d agent.Decision) {
	if m.task == nil || m.prop == nil {
		return
	}
	d.ProposalID = m.prop.ID
	m.task.Decide(d)
}

func (m *Model) approveKey(s string) (tea.Model, tea.Cmd) {
	p := m.prop
	if p == nil {
		return m, nil
	}
	m.notice = ""
	switch s {
	case "enter", "y":
		switch {
		case p.Risk.Level == safety.Critical:
			m.notice = "critical commands never run: edit it (e), ask for another (r), skip (n) or quit (q)"
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
	case "e":
		m.mode = modeEdit
		m.input.SetValue(p.Command)
		m.input.CursorEnd()
		return m, m.input.Focus()
	case "r":
		m.mode = modeRevise
		m.input.SetValue("")
		m.input.Placeholder = "what to change, e.g. use port 8080"
		return m, m.input.Focus()
	case "?":
		m.note = "explaining"
		m.decide(agent.Decision{Action: agent.Explain})
	case "c":
		m.notice = "copied to the clipboard (OSC 52)"
		return m, tea.SetClipboard(p.Command)
	case "n", "esc":
		m.decide(agent.Decision{Action: agent.Skip})
		m.mode, m.note = modeThinking, "skipped; thinking"
	case "q":
		m.decide(agent.Decision{Action: agent.Quit})
		m.mode = modeThinking
	}
	return m, nil
}

func (m *Model) inputKey(k tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	switch k.String() {
	case "esc":
		m.mode, m.notice = modeApprove, ""
		m.input.Blur()
		return m, nil
	case "enter":
		v := strings.TrimSpace(m.input.Value())
		m.input.Blur()
		switch m.mode {
		case modeEdit:
			if v != "" {
				m.decide(agent.Decision{Action: agent.Edit, Command: v})
			}
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
	switch k.String() {
	case "ctrl+d":
		if m.input.Value() == "" {
			return m.leave()
		}
	case "up":
		if m.histIdx > 0 {
			m.histIdx--
			m.input.SetValue(m.history[m.histIdx])
			m.input.CursorEnd()
		}
		return m, nil
	case "down":
		if m.histIdx < len(m.history)-1 {
			m.histIdx++
			m.input.SetValue(m.history[m.histIdx])
			m.input.CursorEnd()
		} else {
			m.histIdx = len(m.history)
			m.input.SetValue("")
		}
		return m, nil
	case "enter":
		v := strings.TrimSpace(m.input.Value())
		if v == "" {
			return m, nil
		}
		if v == "/quit" || v == "/exit" {
			return m.leave()
		}
		if len(m.history) == 0 || m.history[len(m.history)-1] != v {
			m.history = append(m.history, v)
			if m.o.OnRequest != nil {
				m.o.OnRequest(v)
			}
		}
		m.histIdx = len(m.history)
		m.input.Blur()
		m.interrupts = 0
		return m, tea.Batch(m.print(m.st.prompt.Render("❯ ")+v), m.begin(v))
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(k)
	return m, cmd
}

// duration renders a command's run time: milliseconds under a second.
func duration(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%dms", d.Milliseconds())
	}
	return d.Round(100 * time.Millisecond).String()
}
