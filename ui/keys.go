package ui

import kb "charm.land/bubbles/v2/key"

// keyMap is every key the TUI answers to, one binding per action; the
// approval bar's hints are drawn from the bindings' help.
type keyMap struct {
	// Everywhere.
	Interrupt kb.Binding // stops what runs; again quits
	Debug     kb.Binding // the --debug pane

	// The approval bar.
	Run     kb.Binding
	Confirm kb.Binding // the second key of a high-risk run
	Edit    kb.Binding
	Revise  kb.Binding
	Explain kb.Binding
	Copy    kb.Binding
	Skip    kb.Binding
	Cancel  kb.Binding

	// The editor (edit, revise, the strict-mode name) and the session
	// prompt.
	Submit kb.Binding
	Back   kb.Binding
	Prev   kb.Binding
	Next   kb.Binding
	Leave  kb.Binding
}

func newKeyMap() keyMap {
	return keyMap{
		Interrupt: kb.NewBinding(kb.WithKeys("ctrl+c"), kb.WithHelp("ctrl+c", "stop")),
		Debug:     kb.NewBinding(kb.WithKeys("d"), kb.WithHelp("d", "debug")),

		Run:     kb.NewBinding(kb.WithKeys("enter", "y"), kb.WithHelp("enter", "run")),
		Confirm: kb.NewBinding(kb.WithKeys("!"), kb.WithHelp("!", "run it")),
		Edit:    kb.NewBinding(kb.WithKeys("e"), kb.WithHelp("e", "edit")),
		Revise:  kb.NewBinding(kb.WithKeys("r"), kb.WithHelp("r", "revise")),
		Explain: kb.NewBinding(kb.WithKeys("?"), kb.WithHelp("?", "explain")),
		Copy:    kb.NewBinding(kb.WithKeys("c"), kb.WithHelp("c", "copy")),
		Skip:    kb.NewBinding(kb.WithKeys("n"), kb.WithHelp("n", "skip")),
		Cancel:  kb.NewBinding(kb.WithKeys("esc", "q"), kb.WithHelp("esc", "cancel")),

		Submit: kb.NewBinding(kb.WithKeys("enter"), kb.WithHelp("enter", "submit")),
		Back:   kb.NewBinding(kb.WithKeys("esc"), kb.WithHelp("esc", "go back")),
		Prev:   kb.NewBinding(kb.WithKeys("up"), kb.WithHelp("↑", "history")),
		Next:   kb.NewBinding(kb.WithKeys("down"), kb.WithHelp("↓", "history")),
		Leave:  kb.NewBinding(kb.WithKeys("ctrl+d"), kb.WithHelp("ctrl+d", "leave")),
	}
}

// ShortHelp is the approval bar's keys, in the order shown (help.KeyMap).
func (k keyMap) ShortHelp() []kb.Binding {
	return []kb.Binding{k.Run, k.Edit, k.Revise, k.Explain, k.Copy, k.Skip, k.Cancel}
}

// FullHelp is every key by where it is used (help.KeyMap).
func (k keyMap) FullHelp() [][]kb.Binding {
	return [][]kb.Binding{
		k.ShortHelp(),
		{k.Confirm, k.Submit, k.Back},
		{k.Prev, k.Next, k.Leave},
		{k.Interrupt, k.Debug},
	}
}

// withHelp returns b with another description (a run that asks more).
func withHelp(b kb.Binding, desc string) kb.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}

// keyName is a key as tea.KeyPressMsg.String spells it ("enter", "y"),
// for matching a key already turned into its name.
type keyName string

func (k keyName) String() string { return string(k) }
