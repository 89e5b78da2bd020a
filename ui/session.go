package ui

import (
	"fmt"
	"strings"

	kb "charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// carried is what a session shows of the context the agent carries from
// one request to the next: a dim "N earlier requests in context" line
// under the prompt, and /new to clear it. It wraps the Model from outside
// (firstCmd), so the Model itself knows nothing of it.
type carried struct {
	forget     func()
	remembered func() int
}

// sessionContext returns the carried context of a session, nil when the
// caller gave no hooks.
func sessionContext(o RunOptions) *carried {
	if o.Forget == nil || o.Remembered == nil {
		return nil
	}
	return &carried{forget: o.Forget, remembered: o.Remembered}
}

// newCommand is what the user types at the session prompt to start afresh.
const newCommand = "/new"

// update handles /new at the prompt; done says the message was used.
func (c *carried) update(m *Model, msg tea.Msg) (tea.Cmd, bool) {
	if c == nil || m.mode != modePrompt || m.task != nil {
		return nil, false
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok || !kb.Matches(k, m.keys.Submit) || strings.TrimSpace(m.input.Value()) != newCommand {
		return nil, false
	}
	n := c.remembered()
	c.forget()
	m.input.SetValue("")
	m.histIdx = len(m.history)
	note := "nothing was in context; the next request starts afresh"
	if n > 0 {
		note = fmt.Sprintf("forgot %d earlier request%s; the next request starts afresh", n, plural(n))
	}
	return m.print(m.st.prompt.Render("❯ ") + newCommand + "\n" + m.st.dim.Render("  "+note)), true
}

// line is the dim line under the prompt, empty when nothing is carried.
func (c *carried) line(m *Model) string {
	if c == nil || m.mode != modePrompt || m.quitting {
		return ""
	}
	n := c.remembered()
	if n == 0 {
		return ""
	}
	return m.st.dim.Render(oneLine(fmt.Sprintf("%d earlier request%s in context · %s to clear", n, plural(n), newCommand), m.width))
}

// View is the Model's view with the carried-context line under the
// prompt in a session.
func (f *firstCmd) View() tea.View {
	frame := f.frame()
	if l := f.ctx.line(f.Model); l != "" {
		frame += "\n" + l
	}
	return tea.NewView(f.fit(frame, f.frameRows()))
}
