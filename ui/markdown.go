package ui

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"charm.land/glamour/v2"
	gansi "charm.land/glamour/v2/ansi"
	gstyles "charm.land/glamour/v2/styles"
	"github.com/alecthomas/chroma/v2"
	chromastyles "github.com/alecthomas/chroma/v2/styles"
	"github.com/charmbracelet/x/ansi"
)

// The explanation behind ? is Markdown from the model, drawn by glamour
// (the design card's renderer): tables, lists, and shell code blocks
// highlighted by chroma, in glamour's dark or light style after the
// terminal's background, or its no-colour style when caro draws none.
// Linking glamour costs start-up time (chroma registers its lexers at
// init; PERFORMANCE.md has the figures); the renderer itself is built on
// the first ? and again only when the width or the style changes.
//
// The model's text is untrusted. Before glamour sees it, escapes and
// control bytes are neutralised by the rules of CleanOutput, and so are
// character references that would decode to them (&#27;). What glamour
// writes is filtered too: only SGR styling, printable text and newlines
// reach the screen (no OSC 8 hyperlinks to addresses the model chose).
// Lines glamour lets run past the width (long code lines, tables that
// cannot shrink, quotes nested past it) are broken at the width.

// md is the one glamour renderer, built on first use; mu also serialises
// rendering (a TermRenderer is not safe for concurrent use).
var md struct {
	mu    sync.Mutex
	r     *glamour.TermRenderer
	style string
	width int
}

// minMarkdownWidth is the narrowest width an explanation is drawn at.
const minMarkdownWidth = 20

// renderMarkdown renders src to lines of at most width columns, in the
// style that fits st (no colour, dark or light background).
func renderMarkdown(src string, width int, st styles) string {
	width = max(width, minMarkdownWidth)
	style := "light"
	switch {
	case st.plain:
		style = gstyles.NoTTYStyle
	case st.dark:
		style = gstyles.DarkStyle
	}
	clean := sanitizeMarkdown(src)
	out, err := glamourRender(clean, style, width)
	if err != nil {
		out = clean
	}
	return fitLines(screenSafe(out), width)
}

// glamourRender renders with the cached renderer, rebuilding it when the
// style or the width changed.
func glamourRender(src, style string, width int) (string, error) {
	md.mu.Lock()
	defer md.mu.Unlock()
	if md.r == nil || md.style != style || md.width != width {
		r, err := glamour.NewTermRenderer(glamour.WithStyles(markdownStyle(style)), glamour.WithWordWrap(width))
		if err != nil {
			return "", err
		}
		md.r, md.style, md.width = r, style, width
	}
	return md.r.Render(src)
}

// markdownStyle is glamour's standard style with the document's margin
// and blank lines around it removed (the view indents and spaces the
// explanation itself), and code blocks highlighted with a chroma theme of
// that style's own colours. glamour registers one chroma theme ("charm")
// for the process, from whichever style renders code first, so a light
// terminal after a dark guess would keep dark code colours; each style
// gets its own theme here instead.
func markdownStyle(name string) gansi.StyleConfig {
	cfg := *gstyles.DefaultStyles[name]
	zero := uint(0)
	cfg.Document.Margin = &zero
	cfg.Document.BlockPrefix, cfg.Document.BlockSuffix = "", ""
	if cfg.CodeBlock.Chroma != nil {
		cfg.CodeBlock.Theme = registerChromaTheme("caro-"+name, cfg.CodeBlock.Chroma)
		cfg.CodeBlock.Chroma = nil
	}
	return cfg
}

var chromaThemes sync.Map // name → struct{}

// registerChromaTheme adds glamour's chroma colours to chroma's registry
// under name, once; called with md.mu held, so never while chroma reads
// the registry for another render.
func registerChromaTheme(name string, c *gansi.Chroma) string {
	if _, ok := chromaThemes.LoadOrStore(name, struct{}{}); ok {
		return name
	}
	entries := chroma.StyleEntries{
		chroma.Text: chromaEntry(c.Text), chroma.Error: chromaEntry(c.Error),
		chroma.Comment: chromaEntry(c.Comment), chroma.CommentPreproc: chromaEntry(c.CommentPreproc),
		chroma.Keyword: chromaEntry(c.Keyword), chroma.KeywordReserved: chromaEntry(c.KeywordReserved),
		chroma.KeywordNamespace: chromaEntry(c.KeywordNamespace), chroma.KeywordType: chromaEntry(c.KeywordType),
		chroma.Operator: chromaEntry(c.Operator), chroma.Punctuation: chromaEntry(c.Punctuation),
		chroma.Name: chromaEntry(c.Name), chroma.NameBuiltin: chromaEntry(c.NameBuiltin),
		chroma.NameTag: chromaEntry(c.NameTag), chroma.NameAttribute: chromaEntry(c.NameAttribute),
		chroma.NameClass: chromaEntry(c.NameClass), chroma.NameConstant: chromaEntry(c.NameConstant),
		chroma.NameDecorator: chromaEntry(c.NameDecorator), chroma.NameException: chromaEntry(c.NameException),
		chroma.NameFunction: chromaEntry(c.NameFunction), chroma.NameOther: chromaEntry(c.NameOther),
		chroma.Literal: chromaEntry(c.Literal), chroma.LiteralNumber: chromaEntry(c.LiteralNumber),
		chroma.LiteralDate: chromaEntry(c.LiteralDate), chroma.LiteralString: chromaEntry(c.LiteralString),
		chroma.LiteralStringEscape: chromaEntry(c.LiteralStringEscape), chroma.GenericDeleted: chromaEntry(c.GenericDeleted),
		chroma.GenericEmph: chromaEntry(c.GenericEmph), chroma.GenericInserted: chromaEntry(c.GenericInserted),
		chroma.GenericStrong: chromaEntry(c.GenericStrong), chroma.GenericSubheading: chromaEntry(c.GenericSubheading),
		chroma.Background: chromaEntry(c.Background),
	}
	chromastyles.Register(chroma.MustNewStyle(name, entries))
	return name
}

// chromaEntry is glamour's chromaStyle: a style primitive as a chroma
// style entry.
func chromaEntry(s gansi.StylePrimitive) string {
	var parts []string
	if s.Color != nil {
		parts = append(parts, *s.Color)
	}
	if s.BackgroundColor != nil {
		parts = append(parts, "bg:"+*s.BackgroundColor)
	}
	for _, f := range []struct {
		on   *bool
		name string
	}{{s.Italic, "italic"}, {s.Bold, "bold"}, {s.Underline, "underline"}} {
		if f.on != nil && *f.on {
			parts = append(parts, f.name)
		}
	}
	return strings.Join(parts, " ")
}

// numericRef matches (built on first use, like every regexp in caro) an HTML numeric character reference, which
// CommonMark decodes in text and link destinations.
var numericRef = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`&#([xX][0-9a-fA-F]{1,6}|[0-9]{1,7});`)
})

// bareFence matches a fence line with no info string.
var bareFence = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("^ {0,3}(`{3,}|~{3,})[ \t]*$") })

// sanitizeMarkdown neutralises the model's escapes before glamour parses
// the text: control bytes and escapes by CleanOutput's rules, and
// character references to control or invisible characters are written
// out literally (&amp;#27;). A fenced code block with no language is
// taken for shell, which is what caro's explanations are about.
func sanitizeMarkdown(src string) string {
	s := numericRef().ReplaceAllStringFunc(CleanOutput(src), func(ref string) string {
		digits, base := ref[2:len(ref)-1], 10
		if digits[0] == 'x' || digits[0] == 'X' {
			digits, base = digits[1:], 16
		}
		n, err := strconv.ParseInt(digits, base, 32)
		r := rune(n)
		if err != nil || r == 0 || r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || invisible(r) || !utf8.ValidRune(r) {
			return "&amp;" + ref[1:]
		}
		return ref
	})
	lines := strings.Split(s, "\n")
	open := ""
	for i, l := range lines {
		trimmed := strings.TrimLeft(l, " ")
		if open != "" {
			if strings.HasPrefix(trimmed, open) && strings.Trim(trimmed, open[:1]+" \t") == "" && len(l)-len(trimmed) < 4 {
				open = ""
			}
			continue
		}
		if m := bareFence().FindStringSubmatch(l); m != nil {
			open = m[1]
			lines[i] = strings.TrimRight(l, " \t") + "sh"
		} else if f := fenceOpening(l); f != "" {
			open = f
		}
	}
	return strings.Join(lines, "\n")
}

// fenceOpening returns the fence that opens a code block with a
// language on line l, or "".
func fenceOpening(l string) string {
	t := strings.TrimLeft(l, " ")
	if len(l)-len(t) > 3 || len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return ""
	}
	n := len(t) - len(strings.TrimLeft(t, t[:1]))
	if n < 3 {
		return ""
	}
	return t[:n]
}

// screenSafe keeps what may reach the terminal from glamour's output:
// printable text, newlines and SGR styling. Everything else — OSC 8
// hyperlinks, any other escape, control bytes — is dropped.
func screenSafe(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	state := byte(0)
	for len(s) > 0 {
		seq, _, n, newState := ansi.DecodeSequence(s, state, nil)
		state = newState
		switch {
		case n == 0:
			return b.String()
		case seq == "\n":
			b.WriteByte('\n')
		case len(seq) > 0 && seq[0] == 0x1b:
			if isSGR(seq) {
				b.WriteString(seq)
			}
		default:
			r, _ := utf8.DecodeRuneInString(seq)
			if r >= 0x20 && r != 0x7f && (r < 0x80 || r >= 0xa0) && r != utf8.RuneError {
				b.WriteString(seq)
			}
		}
		s = s[n:]
	}
	return b.String()
}

// isSGR reports whether seq is ESC [ params m, params digits, ; and :.
func isSGR(seq string) bool {
	if len(seq) < 3 || seq[:2] != "\x1b[" || seq[len(seq)-1] != 'm' {
		return false
	}
	return strings.Trim(seq[2:len(seq)-1], "0123456789;:") == ""
}

// deadSGR is a run of SGR sequences ended by a reset, with no text in
// between: the reset alone does the same.
var deadSGR = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?:\x1b\[[0-9;:]*m)*\x1b\[0?m`) })

// fitLines drops the blank lines glamour leaves around the document, the
// spaces it pads lines with and the styling that styles nothing, and
// breaks any line still wider than width.
func fitLines(s string, width int) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		l = strings.TrimPrefix(deadSGR().ReplaceAllString(trimRightSpace(l), "\x1b[m"), "\x1b[m")
		if ansi.StringWidth(l) > width {
			out = append(out, strings.Split(ansi.Hardwrap(l, width, true), "\n")...)
			continue
		}
		out = append(out, l)
	}
	for len(out) > 0 && ansi.Strip(out[0]) == "" {
		out = out[1:]
	}
	for len(out) > 0 && ansi.Strip(out[len(out)-1]) == "" {
		out = out[:len(out)-1]
	}
	return strings.Join(out, "\n")
}

// trimRightSpace drops trailing spaces from a styled line, keeping the
// escapes around them (a reset after padding stays).
func trimRightSpace(l string) string {
	plain := ansi.Strip(l)
	keep := ansi.StringWidth(strings.TrimRight(plain, " "))
	if keep == ansi.StringWidth(plain) {
		return l
	}
	if keep == 0 {
		return ""
	}
	cut := ansi.Truncate(l, keep, "")
	if strings.Contains(l, "\x1b") {
		cut += "\x1b[m"
	}
	return cut
}

// prefixLines puts first before the first line of s and rest before the
// others.
func prefixLines(s, first, rest string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		p := rest
		if i == 0 {
			p = first
		}
		if l == "" && i > 0 {
			lines[i] = strings.TrimRight(p, " ")
			continue
		}
		lines[i] = p + l
	}
	return strings.Join(lines, "\n")
}
