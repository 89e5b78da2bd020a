package safety

import (
	"encoding/base64"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"mvdan.cc/sh/v3/syntax"
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

// Limits of what is judged; past them the verdict is High, "cannot judge".
const (
	MaxLength = 8 << 10
	maxDepth  = 6
	maxNodes  = 20000
)

// Assess judges cmdline with no knowledge of where it runs.
func Assess(cmdline string) Risk { return AssessWith(cmdline, Options{}) }

// AssessWith judges cmdline: the highest level over every command in its
// syntax tree, with the reasons for that level.
func AssessWith(cmdline string, o Options) (r Risk) {
	defer func() {
		if p := recover(); p != nil {
			r = Risk{Level: High, Unjudged: true, Reasons: []string{fmt.Sprintf("cannot judge this command (internal error: %v)", p)}}
		}
	}()
	a := &analyzer{o: o, cwd: o.Cwd}
	a.line(cmdline, 0)
	return a.risk()
}

type finding struct {
	level  Level
	reason string
}

type analyzer struct {
	o        Options
	cwd      string
	found    []finding
	nodes    int
	exceeded bool
}

func (a *analyzer) add(l Level, format string, args ...any) {
	a.found = append(a.found, finding{l, fmt.Sprintf(format, args...)})
}

func (a *analyzer) risk() Risk {
	if len(a.found) == 0 {
		return Risk{Level: Safe}
	}
	top := Safe
	for _, f := range a.found {
		top = max(top, f.level)
	}
	var reasons []string
	for _, f := range a.found {
		if f.level == top && f.reason != "" && !slices.Contains(reasons, f.reason) {
			reasons = append(reasons, f.reason)
		}
	}
	r := Risk{Level: top, Reasons: reasons}
	for _, f := range a.found {
		if strings.HasPrefix(f.reason, "cannot judge") {
			r.Unjudged = true
			r.Level = max(r.Level, High)
		}
	}
	return r
}

func variantFor(shell string) syntax.LangVariant {
	switch shell {
	case "sh", "dash", "ash":
		return syntax.LangPOSIX
	case "mksh", "ksh":
		return syntax.LangMirBSDKorn
	case "zsh":
		return syntax.LangZsh
	}
	return syntax.LangBash
}

// line judges a whole command line (or a string run by a nested shell).
func (a *analyzer) line(src string, depth int) {
	if depth > maxDepth {
		a.add(High, "cannot judge: shell strings nested too deeply")
		return
	}
	if len(src) > MaxLength {
		a.add(High, "cannot judge: the command is longer than 8 KiB")
		return
	}
	if r, ok := hidden(src); ok {
		a.add(Critical, "contains the invisible or control character %U, which can hide what really runs", r)
		return
	}
	f, err := syntax.NewParser(syntax.Variant(variantFor(a.o.Shell))).Parse(strings.NewReader(src), "")
	if err != nil && variantFor(a.o.Shell) != syntax.LangBash {
		f, err = syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	}
	if err != nil {
		a.add(High, "cannot judge: the command does not parse (%s)", oneLine(err.Error()))
		return
	}
	for _, d := range forkBombs(f) {
		a.add(Critical, "defines %s, a function that calls itself in the background: a fork bomb", d)
	}
	a.stmts(f.Stmts, nil, depth)
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

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
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
			out = append(out, quoteName(name))
		}
		return true
	})
	return out
}

func quoteName(n string) string { return "`" + n + "`" }

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
			a.add(High, "cannot judge: the command is too complex")
		}
		return false
	}
	return true
}

func (a *analyzer) stmts(list []*syntax.Stmt, redirs []*syntax.Redirect, depth int) {
	for _, s := range list {
		a.stmt(s, redirs, depth)
	}
}

func (a *analyzer) stmt(s *syntax.Stmt, inherited []*syntax.Redirect, depth int) {
	if s == nil || !a.tick() {
		return
	}
	redirs := append(slices.Clip(inherited), s.Redirs...)
	for _, r := range s.Redirs {
		a.redirect(r, depth)
	}
	switch c := s.Cmd.(type) {
	case *syntax.CallExpr:
		a.call(c, redirs, depth, nil)
	case *syntax.BinaryCmd:
		if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
			a.pipeline(flattenPipe(c), redirs, depth)
			return
		}
		a.stmt(c.X, redirs, depth)
		a.stmt(c.Y, redirs, depth)
	case *syntax.Subshell:
		saved := a.cwd
		a.stmts(c.Stmts, redirs, depth)
		a.cwd = saved
	case *syntax.Block:
		a.stmts(c.Stmts, redirs, depth)
	case *syntax.IfClause:
		for cl := c; cl != nil; cl = cl.Else {
			a.stmts(cl.Cond, redirs, depth)
			a.stmts(cl.Then, redirs, depth)
		}
	case *syntax.WhileClause:
		a.stmts(c.Cond, redirs, depth)
		a.stmts(c.Do, redirs, depth)
	case *syntax.ForClause:
		a.words(loopWords(c), depth)
		a.stmts(c.Do, redirs, depth)
	case *syntax.CaseClause:
		a.words([]*syntax.Word{c.Word}, depth)
		for _, it := range c.Items {
			a.stmts(it.Stmts, redirs, depth)
		}
	case *syntax.FuncDecl:
		a.stmt(c.Body, redirs, depth)
	case *syntax.DeclClause:
		for _, as := range c.Args {
			if as.Value != nil {
				a.words([]*syntax.Word{as.Value}, depth)
			}
		}
	case *syntax.TimeClause:
		a.stmt(c.Stmt, redirs, depth)
	case *syntax.CoprocClause:
		a.stmt(c.Stmt, redirs, depth)
	case *syntax.TestClause, *syntax.ArithmCmd, *syntax.LetClause:
		a.substitutions(c, depth)
	}
}

func loopWords(c *syntax.ForClause) []*syntax.Word {
	if wi, ok := c.Loop.(*syntax.WordIter); ok {
		return wi.Items
	}
	return nil
}

func flattenPipe(b *syntax.BinaryCmd) []*syntax.Stmt {
	var out []*syntax.Stmt
	var walk func(s *syntax.Stmt)
	walk = func(s *syntax.Stmt) {
		if bc, ok := s.Cmd.(*syntax.BinaryCmd); ok && (bc.Op == syntax.Pipe || bc.Op == syntax.PipeAll) && len(s.Redirs) == 0 {
			walk(bc.X)
			walk(bc.Y)
			return
		}
		out = append(out, s)
	}
	walk(b.X)
	walk(b.Y)
	return out
}

// words judges the command and process substitutions inside words.
func (a *analyzer) words(ws []*syntax.Word, depth int) {
	for _, w := range ws {
		if w != nil {
			a.substitutions(w, depth)
		}
	}
}

func (a *analyzer) substitutions(n syntax.Node, depth int) {
	syntax.Walk(n, func(m syntax.Node) bool {
		switch x := m.(type) {
		case *syntax.CmdSubst:
			a.stmts(x.Stmts, nil, depth)
			return false
		case *syntax.ProcSubst:
			a.stmts(x.Stmts, nil, depth)
			return false
		}
		return true
	})
}

// redirect judges where output goes.
func (a *analyzer) redirect(r *syntax.Redirect, depth int) {
	if r.Word != nil {
		a.substitutions(r.Word, depth)
	}
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.ClbOut, syntax.RdrInOut:
	default:
		return
	}
	if r.Word == nil {
		return
	}
	sw := staticWord(r.Word)
	if sw.dynamic {
		a.add(Moderate, "writes to a file named at run time")
		return
	}
	for _, v := range sw.values {
		a.writeTarget(v, r.Op == syntax.AppOut || r.Op == syntax.AppAll)
	}
}

// writeTarget judges a file opened for writing.
func (a *analyzer) writeTarget(v string, appending bool) {
	switch v {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty":
		return
	}
	if strings.HasPrefix(v, "/dev/fd/") || strings.HasPrefix(v, "&") {
		return
	}
	switch c := classify(v, a.cwd, a.o.Home); c {
	case ClassDevice, ClassAccount, ClassBoot, ClassRoot:
		a.add(Critical, "writes over %s (%s)", className(c), v)
	case ClassSystem, ClassConfig:
		a.add(High, "writes into %s (%s)", className(c), v)
	case ClassStartup:
		a.add(High, "changes %s (%s), which runs at every login", className(c), v)
	default:
		if appending {
			a.add(Moderate, "appends to %s", v)
		} else {
			a.add(Moderate, "writes %s (replacing what it holds)", v)
		}
	}
}

var shells = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "mksh": true, "ash": true, "fish": true, "csh": true, "tcsh": true, "busybox": false}
})
var interpreters = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"python": true, "python2": true, "python3": true, "perl": true, "ruby": true, "node": true, "nodejs": true, "php": true, "lua": true, "deno": true, "bun": true, "osascript": true, "pwsh": true}
})
var downloaders = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"curl": true, "wget": true, "fetch": true, "nc": true, "ncat": true, "http": true, "aria2c": true, "scp": true}
})
var decoders = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"base64": true, "xxd": true, "openssl": true, "gunzip": true, "zcat": true, "uudecode": true, "rev": true, "tr": true, "gzip": true, "bzip2": true, "xz": true}
})

// stage is what a pipeline stage runs, after unwrapping.
type stage struct {
	name string
	args []string
	sudo bool
}

func (a *analyzer) pipeline(stages []*syntax.Stmt, redirs []*syntax.Redirect, depth int) {
	var prev []stage
	for i, s := range stages {
		var st stage
		a.stmtWithStage(s, redirs, depth, &st, i > 0)
		if i > 0 && (shells()[st.name] || interpreters()[st.name]) && readsStdin(st) {
			a.fedShell(st, prev, stages[:i], depth)
		}
		if i > 0 && isDBClient(st.name) {
			a.fedSQL(st, stages[:i])
		}
		prev = append(prev, st)
	}
}

// stmtWithStage judges s and reports what it runs when it is a simple
// command.
func (a *analyzer) stmtWithStage(s *syntax.Stmt, redirs []*syntax.Redirect, depth int, st *stage, piped bool) {
	if c, ok := s.Cmd.(*syntax.CallExpr); ok {
		if !a.tick() {
			return
		}
		for _, r := range s.Redirs {
			a.redirect(r, depth)
		}
		a.call(c, append(slices.Clip(redirs), s.Redirs...), depth, st)
		return
	}
	a.stmt(s, redirs, depth)
}

func readsStdin(st stage) bool {
	for i, arg := range st.args {
		switch arg {
		case "-c", "-e", "-E", "--eval", "-r":
			return false
		case "-s", "-", "/dev/stdin":
			return true
		}
		if !strings.HasPrefix(arg, "-") && i >= 0 {
			return false // a script file
		}
	}
	return true
}

func (a *analyzer) fedShell(st stage, prev []stage, stmts []*syntax.Stmt, depth int) {
	what := st.name
	for _, p := range prev {
		if downloaders()[p.name] {
			if st.sudo || p.sudo {
				a.add(Critical, "pipes a download into %s as root", what)
			} else {
				a.add(High, "pipes a download into %s, running code nobody has read", what)
			}
			return
		}
	}
	for i, p := range prev {
		if decoders()[p.name] {
			a.add(High, "pipes decoded data into %s, hiding what runs", what)
			if p.name == "base64" && i > 0 {
				if text, ok := stageText(prev[i-1]); ok && shells()[st.name] {
					if dec, err := base64.StdEncoding.DecodeString(strings.TrimSpace(text)); err == nil {
						a.line(string(dec), depth+1)
					}
				}
			}
			return
		}
	}
	if len(prev) == 1 {
		if text, ok := stageText(prev[0]); ok && shells()[st.name] {
			a.add(Moderate, "feeds %s a script from %s", what, prev[0].name)
			a.line(text, depth+1)
			return
		}
	}
	a.add(High, "feeds %s commands produced by another program", what)
}

// stageText is the static text an echo or printf stage prints.
func stageText(p stage) (string, bool) {
	if p.name != "echo" && p.name != "printf" {
		return "", false
	}
	var parts []string
	for _, a := range p.args {
		if a == "" {
			return "", false
		}
		if strings.HasPrefix(a, "-") && len(parts) == 0 {
			continue
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, " "), len(parts) > 0
}

// literalText is the static text an echo, printf or here-string gives.
func literalText(s *syntax.Stmt) (string, bool) {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) < 2 {
		return "", false
	}
	var parts []string
	for _, w := range c.Args[1:] {
		l := literal(w)
		if l == "" && printWord(w) != "''" {
			return "", false
		}
		if strings.HasPrefix(l, "-") && len(parts) == 0 {
			continue
		}
		parts = append(parts, l)
	}
	return strings.Join(parts, " "), true
}

func isDBClient(n string) bool {
	switch n {
	case "psql", "mysql", "mariadb", "sqlite3", "redis-cli", "mongosh", "mongo", "clickhouse-client", "cqlsh":
		return true
	}
	return false
}

var sqlRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(sqlDanger + `|(?i)\bflush(all|db)\b|dropDatabase`) })

func (a *analyzer) fedSQL(st stage, stmts []*syntax.Stmt) {
	for _, s := range stmts {
		if text, ok := literalText(s); ok && sqlRe().MatchString(text) {
			a.add(High, "pipes destructive SQL into %s", st.name)
		}
	}
}

// call judges one simple command. st, when not nil, receives what the
// command runs after unwrapping.
func (a *analyzer) call(c *syntax.CallExpr, redirs []*syntax.Redirect, depth int, st *stage) {
	for _, as := range c.Assigns {
		if as.Value != nil {
			a.substitutions(as.Value, depth)
		}
	}
	a.words(c.Args, depth)
	if len(c.Args) == 0 {
		return
	}
	words := make([]word, len(c.Args))
	for i, w := range c.Args {
		words[i] = staticWord(w)
	}
	a.command(words, c, redirs, depth, st, false, 0)
}

// args are the static words, one string each ("" when dynamic).
func flat(ws []word) []string {
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		if w.dynamic || len(w.values) == 0 {
			out = append(out, "")
			continue
		}
		out = append(out, w.values...)
	}
	return out
}

func (a *analyzer) command(ws []word, c *syntax.CallExpr, redirs []*syntax.Redirect, depth int, st *stage, sudo bool, hops int) {
	if len(ws) == 0 {
		return
	}
	if hops > 8 {
		a.add(High, "cannot judge: too many wrappers")
		return
	}
	head := ws[0]
	if head.dynamic || len(head.values) == 0 || head.values[0] == "" {
		a.add(High, "the program to run is computed at run time (%s)", clip(head.raw, 40))
		return
	}
	argv0 := head.values[0]
	name := path.Base(strings.TrimLeft(argv0, `\`))
	args := flat(ws[1:])
	if len(head.values) > 1 {
		args = append(head.values[1:], args...)
	}
	if st != nil {
		st.name, st.args, st.sudo = name, args, sudo
	}
	// Wrappers run their operand as a command.
	if inner, ok := unwrapWrapper(name, args); ok {
		switch inner.kind {
		case innerShell:
			if inner.text == "" {
				a.add(High, "%s runs a shell command computed at run time", name)
				return
			}
			a.line(inner.text, depth+1)
			return
		case innerArgs:
			rest := ws[1+inner.skip:]
			if name == "xargs" {
				a.add(Moderate, "xargs runs a command on arguments read from input")
				if len(rest) > 0 && len(rest[0].values) > 0 && isDeleter(path.Base(rest[0].values[0])) {
					a.add(High, "xargs feeds paths from input to %s", path.Base(rest[0].values[0]))
				}
			}
			a.command(rest, c, redirs, depth, st, sudo || name == "sudo" || name == "doas", hops+1)
			return
		case innerNone:
		}
	}
	// Nested shells and eval.
	a.heredocs(name, redirs, depth)
	if shells()[name] || name == "su" || name == "eval" || name == "source" || name == "." {
		a.shellCall(name, args, ws, c, depth)
		return
	}
	if interpreters()[name] {
		a.interpreter(name, args)
	}
	if name == "ssh" {
		a.ssh(args, depth)
		return
	}
	if name == "find" {
		a.findExec(ws[1:], c, redirs, depth, st, sudo, hops)
	}
	if name == "watch" {
		return
	}
	a.judge(name, args, ws[1:])
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func isDeleter(n string) bool { return n == "rm" || n == "shred" || n == "unlink" || n == "rmdir" }

type innerKind int

const (
	innerNone innerKind = iota
	innerArgs
	innerShell
)

type inner struct {
	kind innerKind
	skip int // words of the wrapper's own before the inner command
	text string
}

// wrapperOpts lists, per wrapper, its options that take a value.
var wrapperOpts = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"sudo": "-u|-g|-C|-h|-p|-U|-r|-t|-T|--user|--group|--host|--prompt", "doas": "-u|-C",
		"env": "-u|-C|--unset|--chdir", "nice": "-n|--adjustment", "ionice": "-c|-n|-p|-t|--class|--classdata",
		"nohup": "", "time": "-f|-o|--format|--output", "stdbuf": "-i|-o|-e", "command": "", "builtin": "", "exec": "-a",
		"setsid": "", "timeout": "-s|-k|--signal|--kill-after", "chroot": "--userspec|--groups", "flock": "-w|-E|--timeout|--conflict-exit-code",
		"xargs": "-I|-i|-n|-P|-L|-l|-d|-s|-E|-e|-a|--max-args|--max-procs|--delimiter|--arg-file", "busybox": "",
		"caffeinate": "-w|-t", "unbuffer": "", "doas ": "", "sg": "", "runuser": "-u|-g|-G|--user|--group", "chrt": "-p", "taskset": "-p|-c",
		"nsenter": "-t|--target", "strace": "-o|-e|-p|-s", "ltrace": "-o|-e|-p", "proxychains": "-f", "torsocks": "",
	}
})

// unwrapWrapper finds the command a wrapper runs.
func unwrapWrapper(name string, args []string) (inner, bool) {
	valOpts, ok := wrapperOpts()[name]
	if !ok {
		return inner{}, false
	}
	if name == "command" && len(args) > 0 && (args[0] == "-v" || args[0] == "-V") {
		return inner{kind: innerNone}, false
	}
	i := 0
	for i < len(args) {
		arg := args[i]
		if arg == "--" {
			i++
			break
		}
		if (name == "sudo" || name == "doas" || name == "su") && (arg == "-s" || arg == "-i" || arg == "--shell" || arg == "--login") {
			// sudo -s CMD runs CMD through a shell.
			if i+1 < len(args) {
				return inner{kind: innerShell, text: strings.Join(args[i+1:], " ")}, true
			}
			return inner{kind: innerNone}, true
		}
		if name == "env" && (arg == "-S" || strings.HasPrefix(arg, "--split-string")) {
			if i+1 < len(args) {
				return inner{kind: innerShell, text: strings.Join(args[i+1:], " ")}, true
			}
			return inner{kind: innerNone}, true
		}
		if strings.HasPrefix(arg, "-") && len(arg) > 1 {
			if matchesAny(arg, valOpts) {
				i++
			}
			i++
			continue
		}
		if name == "env" && strings.Contains(arg, "=") {
			i++
			continue
		}
		if name == "nice" && strings.HasPrefix(arg, "+") {
			i++
			continue
		}
		break
	}
	switch name {
	case "timeout":
		i++ // the duration
	case "chroot", "flock":
		i++ // the new root, the lock file
	case "sg", "caffeinate":
	}
	if i >= len(args) {
		return inner{kind: innerNone}, true
	}
	return inner{kind: innerArgs, skip: i}, true
}

// shellCall judges sh -c, su -c, eval and source.
func (a *analyzer) shellCall(name string, args []string, ws []word, c *syntax.CallExpr, depth int) {
	if name == "eval" {
		if slices.Contains(args, "") {
			a.add(High, "eval runs a string computed at run time")
			return
		}
		a.line(strings.Join(args, " "), depth+1)
		return
	}
	if name == "source" || name == "." {
		if len(ws) > 1 && ws[1].node != nil && hasProcSubst(ws[1].node) {
			a.add(High, "sources code produced by another program")
			for _, w := range ws[1:] {
				if w.node == nil {
					continue
				}
				syntax.Walk(w.node, func(n syntax.Node) bool {
					if ps, ok := n.(*syntax.ProcSubst); ok {
						for _, s := range ps.Stmts {
							if cx, ok := s.Cmd.(*syntax.CallExpr); ok && len(cx.Args) > 0 && downloaders()[literal(cx.Args[0])] {
								a.add(High, "sources a download, running code nobody has read")
							}
						}
					}
					return true
				})
			}
			return
		}
		a.add(Moderate, "runs the commands in a script file")
		return
	}
	for i, arg := range args {
		if arg == "-c" || (name == "su" && (arg == "--command")) || (strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") && strings.HasSuffix(arg, "c") && len(arg) <= 4) {
			if i+1 >= len(args) {
				return
			}
			if args[i+1] == "" {
				if i+2 < len(ws) && hasDownload(ws[i+2]) {
					a.add(High, "%s runs a downloaded script", name)
				} else {
					a.add(High, "%s runs a shell string computed at run time", name)
				}
				return
			}
			a.line(args[i+1], depth+1)
			return
		}
	}
	// A shell with a process substitution as its script: bash <(curl …).
	for _, w := range ws[1:] {
		if w.node != nil && hasProcSubst(w.node) {
			if hasDownload(w) {
				a.add(High, "%s runs a downloaded script", name)
			} else {
				a.add(High, "%s runs a script produced by another program", name)
			}
			return
		}
	}
	if name == "su" {
		a.add(High, "switches user")
		return
	}
	if len(args) == 0 || (len(args) > 0 && strings.HasPrefix(args[0], "-") && readsStdin(stage{args: args})) {
		// Reads its commands from stdin: the pipeline or here-doc judges.
		return
	}
	a.add(Moderate, "runs the script %s", clip(args[0], 60))
}

func hasProcSubst(w *syntax.Word) bool {
	found := false
	syntax.Walk(w, func(n syntax.Node) bool {
		if _, ok := n.(*syntax.ProcSubst); ok {
			found = true
		}
		return !found
	})
	return found
}

func hasDownload(w word) bool {
	for _, d := range []string{"curl", "wget", "fetch "} {
		if strings.Contains(w.raw, d) {
			return true
		}
	}
	return false
}

var scaryCode = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`fork|rmtree|rm -rf|os\.remove|os\.unlink|unlink\(|system\(|exec\(|subprocess|child_process|shutil|/dev/sd|mkfs|dd if=|format\(|File\.delete|rimraf|:\(\)`)
})

func (a *analyzer) interpreter(name string, args []string) {
	for i, arg := range args {
		if arg == "-c" || arg == "-e" || arg == "-E" || arg == "--eval" || arg == "-r" || (name == "perl" && strings.HasPrefix(arg, "-") && strings.ContainsAny(arg, "eE") && !strings.HasPrefix(arg, "--")) {
			code := ""
			if i+1 < len(args) {
				code = args[i+1]
			}
			if code == "" || scaryCode().MatchString(code) {
				a.add(High, "runs inline %s code that can delete files or start processes", name)
			} else {
				a.add(Moderate, "runs inline %s code", name)
			}
			return
		}
	}
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-V" || args[0] == "--help") {
		return
	}
	a.add(Moderate, "runs a %s program", name)
}

func (a *analyzer) ssh(args []string, depth int) {
	// ssh [opts] host [command...]
	i := 0
	for i < len(args) {
		if strings.HasPrefix(args[i], "-") {
			if matchesAny(args[i], "-p|-i|-l|-o|-F|-J|-L|-R|-D|-b|-c|-E|-e|-m|-O|-Q|-S|-W|-w") {
				i++
			}
			i++
			continue
		}
		break
	}
	if i+1 >= len(args) {
		a.add(Moderate, "opens a remote shell")
		return
	}
	remote := strings.Join(args[i+1:], " ")
	sub := &analyzer{o: Options{}}
	sub.line(remote, depth+1)
	r := sub.risk()
	if r.Level >= High {
		a.add(High, "runs a dangerous command on a remote host: %s", strings.Join(r.Reasons, "; "))
		return
	}
	a.add(Moderate, "runs a command on a remote host")
}

// findExec judges the commands find runs for each file.
func (a *analyzer) findExec(ws []word, c *syntax.CallExpr, redirs []*syntax.Redirect, depth int, st *stage, sudo bool, hops int) {
	for i := 0; i < len(ws); i++ {
		v := flat(ws[i : i+1])[0]
		if v != "-exec" && v != "-execdir" && v != "-ok" && v != "-okdir" {
			continue
		}
		end := len(ws)
		for j := i + 1; j < len(ws); j++ {
			if t := flat(ws[j : j+1])[0]; t == ";" || t == "+" {
				end = j
				break
			}
		}
		if i+1 < end {
			inner := ws[i+1 : end]
			// {} stands for the found files: judge it as the start paths.
			starts := findStarts(flat(ws))
			replaced := make([]word, len(inner))
			for k, w := range inner {
				if len(w.values) == 1 && w.values[0] == "{}" && len(starts) > 0 {
					replaced[k] = word{values: starts, raw: "{}"}
				} else {
					replaced[k] = w
				}
			}
			a.command(replaced, c, redirs, depth, nil, sudo, hops+1)
		}
		i = end
	}
}

func findStarts(args []string) []string {
	var out []string
	for _, a := range args {
		if strings.HasPrefix(a, "-") || a == "(" || a == "!" {
			break
		}
		out = append(out, a)
	}
	if len(out) == 0 {
		out = []string{"."}
	}
	return out
}
