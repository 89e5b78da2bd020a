package ui

import (
	"fmt"

	kb "charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// approvalBar is the line under a proposal: the keys that answer it, the
// second key of a high-risk run, or the editor.
type approvalBar struct {
	st     *styles
	keys   keyMap
	prop   *agent.Proposal
	mode   mode
	debug  bool
	editor editor
	// cut: the screen cannot show the whole command, so it cannot run
	// (Model.commandShown); the bar says so instead of offering to.
	cut bool
}

func (m *Model) approvalBar() approvalBar {
	return approvalBar{st: &m.st, keys: m.keys, prop: m.prop, mode: m.mode, debug: m.o.Debug, cut: m.cut,
		editor: editor{st: &m.st, input: &m.input, mode: m.mode, prop: m.prop}}
}

// View renders the bar, its key hints wrapped to the width.
func (a approvalBar) View(width int) string {
	st, keys, p := a.st, a.keys, a.prop
	k := func(b kb.Binding) string {
		h := b.Help()
		return st.keyName.Render("["+h.Key+"]") + st.keys.Render(" "+h.Desc)
	}
	switch a.mode {
	case modeConfirm:
		if a.cut {
			return "  " + st.bad.Render("too short to run: make the terminal taller") + " " + st.keys.Render("· any key goes back")
		}
		return "  " + st.bad.Render("high risk: press ") + st.keyName.Render(keys.Confirm.Help().Key) + st.bad.Render(" to run it, any other key to go back")
	case modeConfirmWord, modeEdit, modeRevise:
		return a.editor.View(width)
	}
	var parts []string
	switch {
	case p.Risk.Level == safety.Critical:
		// Copying it to look at is fine; running it is not.
		parts = []string{st.bad.Render("refused: critical commands never run"), k(keys.Edit), k(keys.Revise), k(keys.Explain), k(keys.Copy), k(keys.Skip), k(keys.Cancel)}
	case p.NeedsTerminal != "":
		parts = []string{k(keys.Copy), k(keys.Edit), k(keys.Revise), k(keys.Explain), k(keys.Skip), k(keys.Cancel)}
	case a.cut:
		// Enter would be refused: the keys that still help come first.
		parts = []string{st.bad.Render("too short to run: make the terminal taller"), k(keys.Copy), k(keys.Edit), k(keys.Revise), k(keys.Skip), k(keys.Cancel)}
	default:
		run := keys.Run
		switch {
		case p.Risk.Level == safety.High && p.ConfirmWord != "":
			run = withHelp(run, "run (then type its name)")
		case p.Risk.Level == safety.High:
			run = withHelp(run, "run (then !)")
		}
		parts = []string{k(run)}
		for _, b := range keys.ShortHelp()[1:] {
			parts = append(parts, k(b))
		}
	}
	if a.debug {
		parts = append(parts, k(keys.Debug))
	}
	return wrapParts(parts, width-2, "  ")
}

// editor is the one-line input under a proposal: the edited command
// (modeEdit), what to change in the request (modeRevise) or, in strict
// mode, the program's name (modeConfirmWord).
type editor struct {
	st    *styles
	input *textinput.Model
	mode  mode
	prop  *agent.Proposal
}

// View renders the input with its label and, for an edit or a revise, a
// hint line; the input keeps its own width.
func (e editor) View(int) string {
	st := e.st
	switch e.mode {
	case modeConfirmWord:
		return "  " + st.bad.Render(fmt.Sprintf("strict mode: type %q and enter to run, esc to go back: ", e.prop.ConfirmWord)) + e.input.View()
	case modeEdit:
		return "  " + st.prompt.Render("edit ❯ ") + e.input.View() + "\n  " + st.dim.Render("enter to check it · esc to go back")
	case modeRevise:
		return "  " + st.prompt.Render("change ❯ ") + e.input.View() + "\n  " + st.dim.Render("enter to ask again · esc to go back")
	}
	return ""
}
