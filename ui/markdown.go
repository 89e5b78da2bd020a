package ui

import (
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// The explanation behind ? is Markdown from the model. goldmark parses it
// and renderMarkdown draws the tree with caro's own styles. glamour did
// this before, but it links the chroma highlighter, whose package
// initialisation cost ≈ 20 ms at every start of caro, for a key pressed
// now and then (PERFORMANCE.md); code here is drawn unhighlighted.

// mdStyles are the styles of an explanation.
type mdStyles struct {
	heading, strong, em, code, link, quote lipgloss.Style
	bullet                                 string
}

func newMDStyles(st styles) mdStyles {
	if st.plain {
		none := lipgloss.NewStyle()
		return mdStyles{heading: none.Bold(true), strong: none.Bold(true), em: none.Italic(true),
			code: none, link: none.Underline(true), quote: none, bullet: "•"}
	}
	return mdStyles{heading: st.header, strong: st.command, em: st.thought,
		code: st.prompt.Bold(false), link: st.keyName.Bold(false).Underline(true), quote: st.dim, bullet: "•"}
}

// renderMarkdown renders src to at most width columns. Control bytes and
// escapes in src are dropped first: the model's text never styles the
// terminal itself.
func renderMarkdown(src string, width int, st styles) string {
	if width < 20 {
		width = 20
	}
	source := []byte(CleanOutput(src))
	doc := goldmark.DefaultParser().Parse(text.NewReader(source))
	r := &mdRenderer{src: source, st: newMDStyles(st)}
	var blocks []string
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if s := r.block(n, width); s != "" {
			blocks = append(blocks, s)
		}
	}
	// Each level of quote or list narrows the text; past what the width
	// allows (quotes nested twenty deep), lines are cut rather than let
	// run past it.
	lines := strings.Split(strings.Join(blocks, "\n\n"), "\n")
	for i, l := range lines {
		if ansi.StringWidth(l) > width {
			lines[i] = ansi.Truncate(l, width, "…")
		}
	}
	return strings.Join(lines, "\n")
}

type mdRenderer struct {
	src []byte
	st  mdStyles
}

// block renders one block node to lines of at most width columns.
func (r *mdRenderer) block(n ast.Node, width int) string {
	switch n := n.(type) {
	case *ast.Heading:
		return wrap(r.st.heading.Render(ansi.Strip(r.inlines(n))), width, "")
	case *ast.Paragraph, *ast.TextBlock:
		return wrap(r.inlines(n), width, "")
	case *ast.List:
		return r.list(n, width)
	case *ast.Blockquote:
		inner := r.children(n, width-2)
		return prefixLines(inner, r.st.quote.Render("│ "), r.st.quote.Render("│ "))
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		var b strings.Builder
		lines := n.Lines()
		for i := 0; i < lines.Len(); i++ {
			seg := lines.At(i)
			line := strings.TrimRight(string(seg.Value(r.src)), "\n")
			b.WriteString("    " + r.st.code.Render(ansi.Truncate(line, width-4, "…")))
			if i < lines.Len()-1 {
				b.WriteByte('\n')
			}
		}
		return b.String()
	case *ast.ThematicBreak:
		return r.st.quote.Render(strings.Repeat("─", min(width, 40)))
	case *ast.HTMLBlock:
		var b strings.Builder
		lines := n.Lines()
		for i := 0; i < lines.Len(); i++ {
			seg := lines.At(i)
			b.Write(seg.Value(r.src))
		}
		return wrap(strings.TrimRight(b.String(), "\n"), width, "")
	}
	return r.children(n, width)
}

// children renders the blocks inside n, a blank line between blocks.
func (r *mdRenderer) children(n ast.Node, width int) string {
	var parts []string
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if s := r.block(c, width); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n\n")
}

// list renders a list: a bullet or number hanging before each item, the
// item's own blocks indented under its first line.
func (r *mdRenderer) list(l *ast.List, width int) string {
	var items []string
	num := l.Start
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		marker := r.st.bullet + " "
		if l.IsOrdered() {
			marker = strconv.Itoa(num) + ". "
			num++
		}
		pad := strings.Repeat(" ", ansi.StringWidth(marker))
		var parts []string
		for b := c.FirstChild(); b != nil; b = b.NextSibling() {
			if s := r.block(b, width-len(pad)); s != "" {
				parts = append(parts, s)
			}
		}
		sep := "\n"
		if !l.IsTight {
			sep = "\n\n"
		}
		items = append(items, prefixLines(strings.Join(parts, sep), marker, pad))
	}
	if l.IsTight {
		return strings.Join(items, "\n")
	}
	return strings.Join(items, "\n\n")
}

// inlines renders the inline children of n as one styled string; hard
// line breaks stay, soft ones become spaces.
func (r *mdRenderer) inlines(n ast.Node) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		r.inline(&b, c)
	}
	return b.String()
}

func (r *mdRenderer) inline(b *strings.Builder, n ast.Node) {
	switch n := n.(type) {
	case *ast.Text:
		b.Write(n.Segment.Value(r.src))
		switch {
		case n.HardLineBreak():
			b.WriteByte('\n')
		case n.SoftLineBreak():
			b.WriteByte(' ')
		}
	case *ast.String:
		b.Write(n.Value)
	case *ast.CodeSpan:
		var code strings.Builder
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				code.Write(t.Segment.Value(r.src))
			}
		}
		b.WriteString(r.st.code.Render(code.String()))
	case *ast.Emphasis:
		inner := ansi.Strip(r.inlines(n))
		if n.Level >= 2 {
			b.WriteString(r.st.strong.Render(inner))
		} else {
			b.WriteString(r.st.em.Render(inner))
		}
	case *ast.Link:
		label := r.inlines(n)
		b.WriteString(r.st.link.Render(ansi.Strip(label)))
		if dest := string(n.Destination); dest != "" && dest != ansi.Strip(label) {
			b.WriteString(" (" + dest + ")")
		}
	case *ast.AutoLink:
		b.WriteString(r.st.link.Render(string(n.URL(r.src))))
	case *ast.Image:
		b.WriteString(ansi.Strip(r.inlines(n)))
	case *ast.RawHTML:
		for i := 0; i < n.Segments.Len(); i++ {
			seg := n.Segments.At(i)
			b.Write(seg.Value(r.src))
		}
	default:
		b.WriteString(r.inlines(n))
	}
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
