package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

func TestRenderMarkdown(t *testing.T) {
	src := "# What it does\n\n" +
		"Lists **every** process, *sorted* by CPU, with `ps`; see [the manual](https://man7.org/linux/man-pages/man1/ps.1.html).\n\n" +
		"1. `ps aux` lists\n2. `sort -k3` sorts\n   - nested note\n3. `head` keeps the top\n\n" +
		"> Nothing on the machine changes.\n\n" +
		"```sh\nps aux | sort -rk3 | head\n```\n\n" +
		"---\n\n" +
		"A line with a hard break  \nand the rest."
	want := strings.Join([]string{
		"What it does",
		"",
		"Lists every process, sorted by CPU, with ps; see the manual",
		"(https://man7.org/linux/man-pages/man1/ps.1.html).",
		"",
		"1. ps aux lists",
		"2. sort -k3 sorts",
		"   • nested note",
		"3. head keeps the top",
		"",
		"│ Nothing on the machine changes.",
		"",
		"    ps aux | sort -rk3 | head",
		"",
		"────────────────────────────────────────",
		"",
		"A line with a hard break",
		"and the rest.",
	}, "\n")
	for _, p := range []colorprofile.Profile{colorprofile.Ascii, colorprofile.TrueColor} {
		got := renderMarkdown(src, 60, newStyles(p, true))
		if plain := ansi.Strip(got); plain != want {
			t.Errorf("profile %v:\n%s\nwant:\n%s", p, plain, want)
		}
	}
}

// The width is a hard limit, whatever the model writes.
func TestRenderMarkdownKeepsToTheWidth(t *testing.T) {
	long := strings.Repeat("x", 100)
	src := "- a bullet with a very long word " + long + " and more words after it to wrap\n" +
		"  - nested " + long + "\n\n" + "# " + long + "\n\n```\n" + long + "\n```\n"
	for _, width := range []int{20, 33, 80} {
		got := ansi.Strip(renderMarkdown(src, width, newStyles(colorprofile.TrueColor, true)))
		for _, l := range strings.Split(got, "\n") {
			if w := ansi.StringWidth(l); w > width {
				t.Errorf("width %d: line of %d: %q", width, w, l)
			}
		}
	}
}

// Escapes and control bytes in the model's text never reach the terminal.
func TestRenderMarkdownDropsEscapes(t *testing.T) {
	src := "Clears \x1b[2J the screen and sets the title \x1b]0;pwned\x07 **now**\x00."
	got := renderMarkdown(src, 60, newStyles(colorprofile.Ascii, true))
	for _, bad := range []string{"\x1b[2J", "\x1b]0", "\x07", "\x00", "pwned"} {
		if strings.Contains(got, bad) {
			t.Errorf("%q kept in %q", bad, got)
		}
	}
	if !strings.Contains(ansi.Strip(got), "Clears  the screen") {
		t.Errorf("text lost: %q", got)
	}
}

func BenchmarkRenderMarkdown(b *testing.B) {
	src := "**ps aux** lists every process.\n\n- `a` all users\n- `u` user-oriented format\n- `x` processes without a terminal\n\nNothing on the machine changes; it only reads `/proc`."
	st := newStyles(colorprofile.TrueColor, true)
	for b.Loop() {
		renderMarkdown(src, 80, st)
	}
}

// Whatever the model writes, rendering neither panics nor passes the
// width, and no escape of its own reaches the terminal.
func FuzzRenderMarkdown(f *testing.F) {
	f.Add("**ps aux** lists every process.\n\n- `a` all users\n- `u` user format", 40)
	f.Add("# T\n\n1. one\n   - two `x`\n\n> q\n\n```\ncode\n```\n\n---\n[l](http://x) <http://y> ![i](z)\n<b>h</b>", 20)
	f.Add("a  \nb\x1b]52;c;eA==\x07\x00\t\r", 25)
	st := newStyles(colorprofile.TrueColor, true)
	f.Fuzz(func(t *testing.T, src string, width int) {
		if width < 20 || width > 200 {
			width = 20 + (width%181+181)%181
		}
		out := renderMarkdown(src, width, st)
		plain := ansi.Strip(out)
		for _, l := range strings.Split(plain, "\n") {
			if w := ansi.StringWidth(l); w > width {
				t.Fatalf("width %d: line of %d: %q", width, w, l)
			}
		}
		if strings.ContainsAny(plain, "\x1b\x07\x00\r") {
			t.Fatalf("control bytes kept: %q", plain)
		}
	})
}
