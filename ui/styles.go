package ui

import (
	"image/color"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/caro-sh/caro/safety"
)

// styles are built once per program from the colour profile and the
// background.
type styles struct {
	plain      bool
	dark       bool // the background is dark (the explanation's glamour style)
	header     lipgloss.Style
	dim        lipgloss.Style
	thought    lipgloss.Style
	command    lipgloss.Style
	keys       lipgloss.Style
	keyName    lipgloss.Style
	ok         lipgloss.Style
	bad        lipgloss.Style
	warn       lipgloss.Style
	output     lipgloss.Style
	prompt     lipgloss.Style
	badge      map[safety.Level]lipgloss.Style
	bullet     string
	runBullet  string
	doneBullet string
	failBullet string
}

func newStyles(p colorprofile.Profile, dark bool) styles {
	ld := lipgloss.LightDark(dark)
	c := func(light, darkc string) color.Color { return ld(lipgloss.Color(light), lipgloss.Color(darkc)) }
	s := styles{dark: dark, bullet: "●", runBullet: "▶", doneBullet: "✔", failBullet: "✖"}
	if p <= colorprofile.Ascii {
		// NO_COLOR or a dumb terminal: no colour, words carry the meaning.
		s.plain = true
		none := lipgloss.NewStyle()
		s.header, s.dim, s.thought, s.command, s.keys, s.keyName = none, none, none, none, none, none
		s.ok, s.bad, s.warn, s.output, s.prompt = none, none, none, none, none
		s.command = none.Bold(p == colorprofile.Ascii)
		s.badge = map[safety.Level]lipgloss.Style{safety.Safe: none, safety.Moderate: none, safety.High: none, safety.Critical: none}
		return s
	}
	s.header = lipgloss.NewStyle().Foreground(c("#5A56E0", "#8B87FF")).Bold(true)
	s.dim = lipgloss.NewStyle().Foreground(c("#6B6B6B", "#8A8A8A"))
	s.thought = lipgloss.NewStyle().Foreground(c("#4A4A4A", "#B8B8B8")).Italic(true)
	s.command = lipgloss.NewStyle().Bold(true).Foreground(c("#1A1A1A", "#F2F2F2"))
	s.keys = lipgloss.NewStyle().Foreground(c("#6B6B6B", "#8A8A8A"))
	s.keyName = lipgloss.NewStyle().Foreground(c("#5A56E0", "#A9A6FF")).Bold(true)
	s.ok = lipgloss.NewStyle().Foreground(c("#1F7A3A", "#5FD38A"))
	s.bad = lipgloss.NewStyle().Foreground(c("#B3261E", "#FF6B6B"))
	s.warn = lipgloss.NewStyle().Foreground(c("#8A5A00", "#F5C451"))
	s.output = lipgloss.NewStyle().Foreground(c("#3A3A3A", "#C8C8C8"))
	s.prompt = lipgloss.NewStyle().Foreground(c("#5A56E0", "#8B87FF")).Bold(true)
	s.badge = map[safety.Level]lipgloss.Style{
		safety.Safe:     lipgloss.NewStyle().Foreground(c("#1F7A3A", "#5FD38A")),
		safety.Moderate: lipgloss.NewStyle().Foreground(c("#8A5A00", "#F5C451")),
		safety.High:     lipgloss.NewStyle().Foreground(c("#B3261E", "#FF8A65")).Bold(true),
		safety.Critical: lipgloss.NewStyle().Foreground(c("#FFFFFF", "#FFFFFF")).Background(c("#B3261E", "#C62828")).Bold(true),
	}
	return s
}
