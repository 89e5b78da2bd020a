package safety

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/snip"
)

// Options say where and how a command line will run.
type Options struct {
	// Shell is the shell that will run it ("bash", "zsh", "sh", …); the
	// line is parsed in that variant and, when that fails, as bash.
	Shell string
	// Cwd and Home classify ".", "*" and "~" targets; empty means
	// unknown.
	Cwd, Home string
}

// Limits of what is judged; past them the line cannot be judged: High,
// and never run without a person.
const (
	MaxLength = 8 << 10
	maxDepth  = 6
	maxNodes  = 20000
)

// AssessWith judges cmdline: the highest level over every command in its
// syntax tree, with the reasons for that level. Safe is proven, not
// assumed: a line is safe only when every program it can start is known to
// be read-only with the arguments it has.
func AssessWith(cmdline string, o Options) (r Risk) {
	defer func() {
		if p := recover(); p != nil {
			r = Risk{Level: High, Unjudged: true, Reasons: []string{fmt.Sprintf("cannot judge this command (internal error: %v)", p)}}
		}
	}()
	a := &analyzer{o: o, cwd: resolveDir(o.Cwd)}
	a.line(cmdline, 0, o.Shell)
	a.finish()
	return a.risk()
}

// resolveDir makes a working directory absolute and resolves its symbolic
// links when it exists, so /., //, /tmp/.. and a link to home are judged
// as the directory they are.
func resolveDir(d string) string {
	if d == "" || !filepath.IsAbs(d) {
		return d
	}
	d = filepath.Clean(d)
	if r, err := filepath.EvalSymlinks(d); err == nil {
		return r
	}
	return d
}

type finding struct {
	level    Level
	reason   string
	unjudged bool
	// part is the simple command of the line the finding is about.
	part string
}

type analyzer struct {
	o     Options
	cwd   string
	found []finding
	nodes int
	// exceeded is set once the node budget is spent.
	exceeded bool
	// stages remembers what each simple statement runs, for pipelines.
	stages map[*syntax.Stmt]stage
	// codeTexts holds the texts given to variables that hold shell code;
	// arithmetic, indirection or namerefs can then run it.
	codeTexts []string
	// vars are the literal values variables get on this line.
	vars     map[string]string
	evaluate string
	// network programs and secret files seen in the line, for exfiltration.
	senders []string
	secrets []string
	// written maps the files this line writes to what it writes in them
	// (downloaded marks a download), so that running one later is judged
	// by its content.
	written map[string]string
	// netShell is set once a redirection opens a /dev/tcp socket.
	netSocket bool
	// part is the top-level simple command being judged, and parts how
	// many the line has: a reason names its part when there are several.
	part  string
	parts int
}

// holdsCode records text that holds shell code to be run later.
func (a *analyzer) holdsCode(text string) {
	if codeText(text) {
		a.codeTexts = append(a.codeTexts, text)
	}
}

// judgeText judges the substitutions in text that the shell evaluates
// later (${x@P}, an array subscript in arithmetic), as words of a
// harmless command; text that does not parse adds nothing.
func (a *analyzer) judgeText(text string) {
	sub := &analyzer{o: a.o, cwd: a.cwd}
	sub.line(": "+text, 1, "bash")
	for _, f := range sub.found {
		if !f.unjudged {
			a.found = append(a.found, f)
		}
	}
}

// downloaded marks a written file whose content came from the network.
const downloaded = "\x00downloaded"

// abs is p as an absolute path, when the working directory is known.
func (a *analyzer) abs(p string) string {
	switch {
	case strings.HasPrefix(p, "~/") && a.o.Home != "":
		return path.Join(a.o.Home, p[2:])
	case path.IsAbs(p) || a.cwd == "" || !path.IsAbs(a.cwd):
		return path.Clean(p)
	}
	return path.Join(a.cwd, p)
}

// wrote records that the line writes text (or a download) to file p.
func (a *analyzer) wrote(p, text string) {
	if p == "" {
		return
	}
	if a.written == nil {
		a.written = map[string]string{}
	}
	a.written[a.abs(p)] += text
}

// runsWritten judges running a file this line wrote.
func (a *analyzer) runsWritten(name, text string, c cctx) {
	if strings.Contains(text, downloaded) {
		a.add(Critical, "runs %s, which it has just downloaded: code nobody has read", name)
		return
	}
	a.line(text, c.depth+1, "bash")
}

func (a *analyzer) add(l Level, format string, args ...any) {
	a.found = append(a.found, finding{level: l, reason: fmt.Sprintf(format, args...), part: a.part})
}

// cannot records that the line cannot be judged.
func (a *analyzer) cannot(format string, args ...any) {
	a.found = append(a.found, finding{level: High, reason: "cannot judge: " + fmt.Sprintf(format, args...), unjudged: true})
}

func (a *analyzer) risk() Risk {
	top := Safe
	unjudged := false
	for _, f := range a.found {
		top = max(top, f.level)
		unjudged = unjudged || f.unjudged
	}
	var reasons []string
	for _, f := range a.found {
		why := f.reason
		if a.parts > 1 && f.part != "" && !strings.Contains(why, f.part) {
			why += " (in `" + f.part + "`)"
		}
		if (f.level == top || f.unjudged) && why != "" && !slices.Contains(reasons, why) {
			reasons = append(reasons, why)
		}
	}
	return Risk{Level: top, Reasons: reasons, Unjudged: unjudged}
}

// finish adds what only the whole line shows.
func (a *analyzer) finish() {
	a.part = "" // what only the whole line shows belongs to no one part
	if len(a.codeTexts) > 0 && a.evaluate != "" {
		a.add(High, "stores shell code in a variable and %s, which can run it", a.evaluate)
		for _, text := range a.codeTexts {
			a.judgeText(text)
		}
	}
	if len(a.senders) > 0 && len(a.secrets) > 0 {
		a.add(High, "sends %s off the machine with %s", a.secrets[0], a.senders[0])
	}
}

func variantFor(shell string) syntax.LangVariant {
	switch shell {
	case "sh", "dash", "ash", "posix":
		return syntax.LangPOSIX
	case "mksh", "ksh", "ksh93", "oksh", "loksh", "pdksh":
		return syntax.LangMirBSDKorn
	case "zsh":
		return syntax.LangZsh
	}
	return syntax.LangBash
}

// line judges a whole command line (or a string run by a nested shell)
// in the dialect of shell.
func (a *analyzer) line(src string, depth int, shell string) {
	if depth > maxDepth {
		a.cannot("shell strings nested too deeply")
		return
	}
	if len(src) > MaxLength {
		a.cannot("the command is longer than 8 KiB")
		return
	}
	if r, ok := hidden(src); ok {
		a.add(Critical, "contains the invisible or control character %U, which can hide what really runs", r)
		return
	}
	v := variantFor(shell)
	f, err := syntax.NewParser(syntax.Variant(v)).Parse(strings.NewReader(src), "")
	if err != nil && v != syntax.LangBash {
		// The shell's own dialect failed: bash's grammar is a superset
		// of most of what models write.
		f, err = syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
		v = syntax.LangBash
	}
	if err != nil {
		a.cannot("the command does not parse (%s)", snip.Error(err, 120))
		return
	}
	for _, d := range forkBombs(f) {
		a.add(Critical, "defines %s, a function that calls itself in the background: a fork bomb", d)
	}
	a.walk(f, depth, v)
}

// hidden finds bidi controls, zero-width and control characters other
// than newline and tab.
func hidden(s string) (rune, bool) {
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return r, true
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200B, r == 0x200C,
			r == 0x200D, r == 0x200E, r == 0x200F, r == 0x2060, r == 0xFEFF, r == 0x061C:
			return r, true
		case unicode.Is(unicode.Cf, r) && r != 0xAD:
			return r, true
		}
	}
	return 0, false
}

// forkBombs names the functions whose bodies call themselves in a
// pipeline or in the background.
func forkBombs(f *syntax.File) []string {
	var out []string
	syntax.Walk(f, func(n syntax.Node) bool {
		fd, ok := n.(*syntax.FuncDecl)
		if !ok || fd.Name == nil {
			return true
		}
		name := fd.Name.Value
		recursive := false
		syntax.Walk(fd.Body, func(m syntax.Node) bool {
			switch x := m.(type) {
			case *syntax.Stmt:
				if x.Background && callsName(x, name) {
					recursive = true
				}
			case *syntax.BinaryCmd:
				if (x.Op == syntax.Pipe || x.Op == syntax.PipeAll) && (callsName(x.X, name) || callsName(x.Y, name)) {
					recursive = true
				}
			}
			return !recursive
		})
		if recursive {
			out = append(out, "`"+name+"`")
		}
		return true
	})
	return out
}

func callsName(n syntax.Node, name string) bool {
	found := false
	syntax.Walk(n, func(m syntax.Node) bool {
		if c, ok := m.(*syntax.CallExpr); ok && len(c.Args) > 0 && literal(c.Args[0]) == name {
			found = true
		}
		return !found
	})
	return found
}

// literal is a word's static text (quotes and backslashes removed), or ""
// when it is computed.
func literal(w *syntax.Word) string {
	sw := staticWord(w)
	if sw.dynamic || len(sw.values) != 1 {
		return ""
	}
	return sw.values[0]
}

func (a *analyzer) tick() bool {
	a.nodes++
	if a.nodes > maxNodes {
		if !a.exceeded {
			a.exceeded = true
			a.cannot("the command is too complex")
		}
		return false
	}
	return true
}

// statPath is os.Lstat, replaceable in tests.
var statPath = os.Lstat
