package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

const mdSample = "# What it does\n\n" +
	"Lists **every** process, *sorted* by CPU, with `ps`; see [the manual](https://man7.org/linux/man-pages/man1/ps.1.html).\n\n" +
	"1. `ps aux` lists\n2. `sort -k3` sorts\n   - nested note\n3. `head` keeps the top\n\n" +
	"| flag | meaning |\n| --- | --- |\n| `a` | all users |\n| `x` | no terminal |\n\n" +
	"> Nothing on the machine changes.\n\n" +
	"```bash\nps aux | sort -rk3 | head # top\n```\n\n" +
	"---\n\n" +
	"The end."

// With no colour, glamour's notty style: the words, the list and the
// table, with no escape at all.
func TestRenderMarkdownPlain(t *testing.T) {
	got := renderMarkdown(mdSample, 60, newStyles(colorprofile.Ascii, true))
	want := strings.Join([]string{
		"# What it does",
		"",
		"Lists **every** process, *sorted* by CPU, with ps; see the",
		"manual https://man7.org/linux/man-pages/man1/ps.1.html.",
		"",
		"1. ps aux lists",
		"2. sort -k3 sorts",
		"    • nested note",
		"3. head keeps the top",
		"",
		" flag                         | meaning",
		"------------------------------|-----------------------------",
		" a                            | all users",
		" x                            | no terminal",
		"",
		"| Nothing on the machine changes.",
		"",
		"  ps aux | sort -rk3 | head # top",
		"",
		"--------",
		"",
		"The end.",
	}, "\n")
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// In colour, the same text, styled; the shell code block is highlighted
// (the keyword-free pipe and the comment in their own colours), and the
// light style is not the dark one.
func TestRenderMarkdownStyled(t *testing.T) {
	dark := renderMarkdown(mdSample, 60, newStyles(colorprofile.TrueColor, true))
	light := renderMarkdown(mdSample, 60, newStyles(colorprofile.TrueColor, false))
	if dark == light {
		t.Fatal("dark and light backgrounds render alike")
	}
	for name, out := range map[string]string{"dark": dark, "light": light} {
		plain := ansi.Strip(out)
		for _, want := range []string{"Lists every process, sorted by CPU", "│ all users", "• nested note", "ps aux | sort -rk3 | head # top"} {
			if !strings.Contains(plain, want) {
				t.Errorf("%s: %q missing from\n%s", name, want, plain)
			}
		}
		code := ""
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(ansi.Strip(l), "sort -rk3") {
				code = l
			}
		}
		// Highlighted: the comment is styled apart from the command.
		if !strings.Contains(code, "m# top") || strings.Count(code, "\x1b[") < 4 {
			t.Errorf("%s: code line not highlighted: %q", name, code)
		}
	}
	// A code block with no language is taken for shell.
	bare := renderMarkdown("```\nfor f in *; do echo \"$f\"; done\n```", 60, newStyles(colorprofile.TrueColor, true))
	if !strings.Contains(bare, "mfor\x1b[") || !strings.Contains(bare, "mdone\x1b[") {
		t.Errorf("bare code block not highlighted as shell: %q", bare)
	}
}

// The renderer follows the width: a narrower one wraps the same text
// again (the view calls it again on resize).
func TestRenderMarkdownRewraps(t *testing.T) {
	src := "word " + strings.Repeat("lorem ipsum ", 12)
	st := newStyles(colorprofile.Ascii, true)
	wide, narrow := renderMarkdown(src, 80, st), renderMarkdown(src, 30, st)
	if strings.Count(wide, "\n") >= strings.Count(narrow, "\n") {
		t.Errorf("no rewrap:\n%s\n--\n%s", wide, narrow)
	}
	if again := renderMarkdown(src, 80, st); again != wide {
		t.Errorf("the wide render changed: %q != %q", again, wide)
	}
}

// The width is a hard limit, whatever the model writes.
func TestRenderMarkdownKeepsToTheWidth(t *testing.T) {
	long := strings.Repeat("x", 100)
	src := "- a bullet with a very long word " + long + " and more words after it to wrap\n" +
		"  - nested " + long + "\n\n" + "# " + long + "\n\n```\n" + long + "\n```\n\n" +
		"| a | b |\n|---|---|\n| " + long + " | " + long + " |\n\n" + strings.Repeat(">", 30) + " deep"
	for _, p := range []colorprofile.Profile{colorprofile.Ascii, colorprofile.TrueColor} {
		for _, width := range []int{20, 33, 80} {
			got := ansi.Strip(renderMarkdown(src, width, newStyles(p, true)))
			for _, l := range strings.Split(got, "\n") {
				if w := ansi.StringWidth(l); w > width {
					t.Errorf("profile %v width %d: line of %d: %q", p, width, w, l)
				}
			}
		}
	}
}

// Escapes and control bytes in the model's text never reach the
// terminal, neither raw nor as character references; nor do glamour's
// OSC 8 hyperlinks to addresses the model chose. Only SGR styling does.
func TestRenderMarkdownDropsEscapes(t *testing.T) {
	src := "Clears \x1b[2J the screen and sets the title \x1b]0;pwned\x07 **now**\x00.\n\n" +
		"By reference: &#27;[2J &#x1B;]52;c;eA==&#7; &#155;31m [x](http://a/&#27;[5m) &amp; &#169;\n\n" +
		"```\necho &#27;[2J \x1b[31mred\n```\n\n[the manual](https://example.com/ps)"
	for _, p := range []colorprofile.Profile{colorprofile.Ascii, colorprofile.TrueColor} {
		got := renderMarkdown(src, 60, newStyles(p, true))
		for _, bad := range []string{"\x1b[2J", "\x1b]", "\x07", "\x00", "\u009b", "pwned", "\x1b[5m", "\x1b[31m"} {
			if strings.Contains(got, bad) {
				t.Errorf("profile %v: %q kept in %q", p, bad, got)
			}
		}
		if p == colorprofile.Ascii && strings.Contains(got, "\x1b") {
			t.Errorf("an escape with no colour: %q", got)
		}
		plain := ansi.Strip(got)
		for _, want := range []string{"Clears  the screen", "&#27;[2J", "&#x1B;]52", "& ©", "https://example.com/ps"} {
			if !strings.Contains(plain, want) {
				t.Errorf("profile %v: %q lost: %q", p, want, plain)
			}
		}
		checkScreenSafe(t, got)
	}
}

// checkScreenSafe fails unless out holds only printable text, newlines
// and SGR sequences.
func checkScreenSafe(t *testing.T, out string) {
	t.Helper()
	for _, l := range strings.Split(withoutSGR(out), "\n") {
		for _, r := range l {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
				t.Fatalf("control %U reaches the screen: %q", r, out)
			}
		}
	}
}

var sgrSeq = regexp.MustCompile("\x1b\\[[0-9;:]*m")

// withoutSGR removes the SGR sequences from s and nothing else.
func withoutSGR(s string) string { return sgrSeq.ReplaceAllString(s, "") }

func BenchmarkRenderMarkdown(b *testing.B) {
	st := newStyles(colorprofile.TrueColor, true)
	for b.Loop() {
		renderMarkdown(mdSample, 80, st)
	}
}

// Whatever the model writes, rendering does not panic, keeps to the
// width, and nothing but printable text, newlines and glamour's own SGR
// styling reaches the terminal.
func FuzzRenderMarkdown(f *testing.F) {
	f.Add("**ps aux** lists every process.\n\n- `a` all users\n- `u` user format", 40)
	f.Add("# T\n\n1. one\n   - two `x`\n\n> q\n\n```\ncode\n```\n\n---\n[l](http://x) <http://y> ![i](z)\n<b>h</b>", 20)
	f.Add("a  \nb\x1b]52;c;eA==\x07\x00\t\r", 25)
	f.Add("| a | b |\n|---|---|\n| `x` | &#27;[2J |\n\n```bash\nls -la # all\n```", 30)
	f.Add("[&#27;]52;c;eA==&#7;](http://x/&#x9b;) &#x1b;[31m", 22)
	st := newStyles(colorprofile.TrueColor, true)
	f.Fuzz(func(t *testing.T, src string, width int) {
		if width < 20 || width > 200 {
			width = 20 + (width%181+181)%181
		}
		out := renderMarkdown(src, width, st)
		for _, l := range strings.Split(ansi.Strip(out), "\n") {
			if w := ansi.StringWidth(l); w > width {
				t.Fatalf("width %d: line of %d: %q", width, w, l)
			}
		}
		checkScreenSafe(t, out)
	})
}
