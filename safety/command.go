package safety

import (
	"encoding/base64"
	"path"
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/snip"
)

// cctx is where a simple command runs.
type cctx struct {
	depth int
	// redirs are the statement's redirections (here-documents feed it).
	redirs []*syntax.Redirect
	// sudo is set under a privileged wrapper.
	sudo bool
	hops int
}

// stage is what a pipeline stage runs, after unwrapping.
type stage struct {
	name string
	args []string
	ws   []word
	sudo bool
	// viaXargs: the command gets more arguments from its input.
	viaXargs bool
	// text is what a compound stage prints, when it is static.
	text    string
	hasText bool
}

var shells = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "mksh": true, "ash": true,
		"fish": true, "csh": true, "tcsh": true, "ksh93": true, "oksh": true, "yash": true, "posh": true, "rbash": true, "elvish": true, "nu": true, "xonsh": true}
})

var interpreters = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`python python2 python3 pypy pypy3 perl ruby irb node nodejs php lua luajit deno bun osascript
		pwsh powershell Rscript R tclsh wish expect julia guile racket sbcl clisp ocaml ghci runghc groovy scala kotlin jshell
		swift gawk-exec busybox-sh qjs jjs rhino jrunscript`) {
		m[n] = true
	}
	return m
})

var downloaders = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"curl": true, "wget": true, "fetch": true, "nc": true, "ncat": true, "netcat": true, "socat": true,
		"http": true, "https": true, "aria2c": true, "scp": true, "sftp": true, "rsync": true, "ftp": true, "tftp": true, "lynx": true,
		"links": true, "w3m": true, "xh": true, "curlie": true, "gh": true, "git": false}
})

var decoders = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"base64": true, "base32": true, "basenc": true, "xxd": true, "openssl": true, "gunzip": true, "zcat": true,
		"uudecode": true, "rev": true, "tr": true, "gzip": true, "bzip2": true, "bunzip2": true, "xz": true, "unxz": true, "zstd": true,
		"brotli": true, "od": true, "perl": true, "python3": true, "printf": false, "echo": false, "sed": true, "awk": true}
})

// stdinShells read commands from standard input when given no script.
func readsCommands(name string) bool {
	return shells()[name] || interpreters()[name] || name == "at" || name == "batch" || name == "crontab"
}

// flatten splits brace-expanded words into one word a value, so that
// argument i is word i.
func flatten(ws []word) []word {
	out := make([]word, 0, len(ws))
	for _, w := range ws {
		if w.dynamic || len(w.values) <= 1 {
			out = append(out, w)
			continue
		}
		for _, v := range w.values {
			out = append(out, word{values: []string{v}, node: w.node, home: w.home, raw: w.raw})
		}
	}
	return out
}

// strs are the words' static values, "" for a computed word.
func strs(ws []word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		if !w.dynamic && len(w.values) == 1 {
			out[i] = w.values[0]
		}
	}
	return out
}

// command judges one simple command (its words flattened) and returns what
// it runs for pipeline analysis.
func (a *analyzer) command(ws []word, c cctx) stage {
	if len(ws) == 0 {
		return stage{}
	}
	if c.hops > 12 {
		a.cannot("too many wrappers")
		return stage{}
	}
	head := ws[0]
	if head.dynamic || len(head.values) == 0 || head.values[0] == "" {
		if subRuns(head.node, downloaders()) {
			a.add(Critical, "runs a program named by downloaded text (%s)", snip.Clip(head.raw, 40))
		} else {
			a.add(High, "the program to run is computed at run time (%s)", snip.Clip(head.raw, 40))
		}
		return stage{}
	}
	name := programName(head.values[0])
	args := strs(ws[1:])
	st := stage{name: name, args: args, ws: ws[1:], sudo: c.sudo}
	if strings.Contains(head.values[0], "/") && !strings.HasPrefix(head.values[0], "/") && !strings.HasPrefix(head.values[0], "~") {
		a.add(Moderate, "runs %s, a program from the working directory", head.values[0])
		if text, ok := a.written[path.Clean(a.abs(head.values[0]))]; ok {
			a.runsWritten(head.values[0], text, c)
		}
	}
	if w, ok := wrappers()[name]; ok {
		return a.wrapper(name, w, ws, c, st)
	}
	switch {
	case shells()[name]:
		a.shell(name, ws[1:], c)
		return st
	case interpreters()[name]:
		a.interpreter(name, ws[1:], c)
		return st
	}
	if a.builtin(name, ws[1:], c) {
		return st
	}
	a.program(name, ws[1:], c)
	return st
}

// wrapper unwraps sudo, env, timeout, xargs… and judges what they run.
func (a *analyzer) wrapper(name string, w wrapper, ws []word, c cctx, st stage) stage {
	args := strs(ws[1:])
	u := unwrap(name, w, args)
	if w.level > Safe {
		a.add(w.level, "%s", w.reason)
	}
	for _, f := range u.writes {
		if f == "" {
			a.add(Moderate, "%s writes a file named at run time", name)
		} else {
			a.writeTarget(f, false)
		}
	}
	for _, as := range u.assigns {
		n, _, _ := strings.Cut(as, "=")
		if dangerousEnv().MatchString(n) {
			a.add(High, "sets %s, which makes programs run other code", n)
		}
	}
	if name == "env" && len(u.assigns) > 0 {
		for _, as := range u.assigns {
			_, v, _ := strings.Cut(as, "=")
			a.holdsCode(v)
		}
	}
	if u.cwdDynamic || u.cwd != "" {
		saved := a.cwd
		defer func() { a.cwd = saved }()
		if u.cwdDynamic {
			a.cwd = ""
		} else {
			a.chdir(u.cwd)
		}
	}
	if u.stdinShell {
		a.feeds("sh", c)
		return stage{name: "sh", sudo: c.sudo || w.privileged}
	}
	switch {
	case u.unsure != "":
		if a.fetchedOperand(name, ws) {
			return st
		}
		a.add(High, "cannot tell which command %s runs (%s)", name, u.unsure)
		return st
	case u.hasShell:
		if u.rest && u.restStart < len(args) {
			// The operands are a command too (sudo -s quotes them for
			// the shell): judge them both ways.
			c.hops++
			a.command(ws[1+u.restStart:], c)
		}
		if u.shellDynamic || u.shell == "" {
			if a.fetchedOperand(name, ws) {
				return st
			}
			a.add(High, "%s runs a shell command computed at run time", name)
			return st
		}
		a.line(u.shell, c.depth+1, "bash")
		return stage{name: "sh", sudo: c.sudo || w.privileged}
	case u.none:
		return st
	}
	inner := ws[1+u.start:]
	c.hops++
	c.sudo = c.sudo || w.privileged
	switch name {
	case "xargs":
		return a.xargs(inner, c)
	case "parallel":
		return a.parallel(inner, c)
	}
	return a.command(inner, c)
}

// xargs runs its command with arguments read from input.
func (a *analyzer) xargs(inner []word, c cctx) stage {
	if len(inner) == 0 {
		return stage{name: "echo"}
	}
	// A here-string is the input: its words are the arguments.
	for _, r := range c.redirs {
		if r.Op == syntax.WordHdoc {
			if body, ok := heredocBody(r); ok {
				for _, f := range strings.Fields(body) {
					if strings.HasPrefix(f, "~") && a.o.Home != "" {
						f = a.o.Home + f[1:]
					}
					inner = append(inner, word{values: []string{f}, raw: f})
				}
			}
		}
	}
	n := programName(strs(inner[:1])[0])
	if isWriter(n) {
		a.add(High, "xargs gives %s paths read from input", n)
	}
	st := a.command(inner, c)
	st.viaXargs = true
	return st
}

// isWriter names programs that delete or overwrite the paths they are given.
func isWriter(n string) bool {
	switch n {
	case "rm", "shred", "unlink", "rmdir", "mv", "cp", "dd", "truncate", "chmod", "chown", "chgrp", "tee", "ln", "install", "wipefs", "mkfs", "kill", "pkill", "killall", "docker", "kubectl":
		return true
	}
	return strings.HasPrefix(n, "mkfs")
}

// parallel runs its command for each argument after :::, with {}
// replaced by the argument (appended when there is no {}); with no
// command, each argument is a command line.
func (a *analyzer) parallel(inner []word, c cctx) stage {
	var cmd, items []word
	seen := false
	for _, w := range inner {
		if v := strs([]word{w})[0]; v == ":::" || v == "::::" || v == ":::+" || v == "::::+" {
			seen = true
			continue
		}
		if seen {
			items = append(items, w)
		} else {
			cmd = append(cmd, w)
		}
	}
	if len(items) == 0 {
		items = []word{{values: []string{"x"}, raw: "x"}}
		a.add(High, "parallel runs commands with arguments read from input")
	}
	for _, it := range items {
		v := strs([]word{it})[0]
		if v == "" {
			a.add(High, "parallel runs commands with arguments computed at run time")
			continue
		}
		if len(cmd) == 0 {
			a.line(v, c.depth+1, "bash")
			continue
		}
		if len(cmd) == 1 && strings.ContainsAny(strs(cmd)[0], " ;|&") {
			// One word: a shell command line template.
			a.line(replaceOrAppend(strs(cmd)[0], v), c.depth+1, "bash")
			continue
		}
		var argv []word
		replaced := false
		for _, w := range cmd {
			s := strs([]word{w})[0]
			if strings.Contains(s, "{}") {
				s = strings.ReplaceAll(s, "{}", v)
				replaced = true
				argv = append(argv, word{values: []string{s}, raw: s})
				continue
			}
			argv = append(argv, w)
		}
		if !replaced {
			argv = append(argv, it)
		}
		c.hops++
		a.command(argv, c)
	}
	return stage{name: "parallel"}
}

func replaceOrAppend(tmpl, v string) string {
	q, err := syntax.Quote(v, syntax.LangBash)
	if err != nil {
		q = "x"
	}
	if strings.Contains(tmpl, "{}") {
		return strings.ReplaceAll(tmpl, "{}", q)
	}
	return tmpl + " " + q
}

// subRuns reports a command or process substitution inside w that runs one
// of the named programs.
func subRuns(w *syntax.Word, names map[string]bool) bool {
	if w == nil {
		return false
	}
	found := false
	syntax.Walk(w, func(n syntax.Node) bool {
		if ce, ok := n.(*syntax.CallExpr); ok && len(ce.Args) > 0 {
			if names[programName(literal(ce.Args[0]))] {
				found = true
			}
			// Under a wrapper: sudo curl, env curl.
			for _, arg := range ce.Args[1:] {
				if names[programName(literal(arg))] {
					found = true
				}
			}
			// base64 -d, xxd -r: decoders.
		}
		return !found
	})
	return found
}

// fetchedOrDecoded reports a substitution in w that downloads or decodes.
func fetchedOrDecoded(w *syntax.Word) bool {
	return subRuns(w, downloaders()) || subRuns(w, decodeOnly())
}

// computed judges code that a command runs and the line computes at run
// time: critical when w downloads or decodes it (fetched says so), high
// otherwise (made says so).
// fetchedOperand judges a wrapper whose command is computed at run time
// from downloaded or decoded text critical, as sh -c would be: su -c
// "$(curl …)" is sh -c "$(curl …)" as another user. It reports whether
// it did.
func (a *analyzer) fetchedOperand(name string, ws []word) bool {
	for _, op := range ws[1:] {
		if op.node != nil && fetchedOrDecoded(op.node) {
			a.add(Critical, "%s runs downloaded or decoded code", name)
			return true
		}
	}
	return false
}

func (a *analyzer) computed(w *syntax.Word, fetched, made string) {
	if fetchedOrDecoded(w) {
		a.add(Critical, "%s", fetched)
		return
	}
	a.add(High, "%s", made)
}

var decodeOnly = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"base64": true, "base32": true, "basenc": true, "xxd": true, "uudecode": true, "openssl": true, "gunzip": true, "zcat": true, "rev": true}
})

// shell judges sh -c, bash script, zsh <<EOF.
func (a *analyzer) shell(name string, ws []word, c cctx) {
	args := strs(ws)
	cflag, stdin := false, false
	i := 0
	for i < len(args) {
		arg := args[i]
		if arg == "" {
			break
		}
		if arg == "--" || arg == "-" {
			i++
			break
		}
		if strings.HasPrefix(arg, "--") {
			switch arg {
			case "--rcfile", "--init-file":
				a.add(Moderate, "%s reads startup commands from a file", name)
				i++
			case "--command":
				cflag = true
			}
			i++
			continue
		}
		if (strings.HasPrefix(arg, "-") || strings.HasPrefix(arg, "+")) && len(arg) > 1 {
			cluster := arg[1:]
			if strings.ContainsAny(cluster, "oO") && i+1 < len(args) {
				i++ // -o OPTION, -O SHOPT
			}
			if strings.HasPrefix(arg, "-") && strings.Contains(cluster, "c") {
				cflag = true
			}
			if strings.HasPrefix(arg, "-") && strings.Contains(cluster, "s") {
				stdin = true
			}
			i++
			continue
		}
		break
	}
	dialect := name
	if dialect == "fish" || dialect == "csh" || dialect == "tcsh" || dialect == "rbash" {
		dialect = "bash"
	}
	if cflag {
		if i >= len(ws) {
			a.add(Moderate, "%s -c with no command", name)
			return
		}
		w := ws[i]
		if w.dynamic || len(w.values) != 1 {
			a.computed(w.node, name+" runs downloaded or decoded code", name+" runs a shell string computed at run time")
			return
		}
		a.line(w.values[0], c.depth+1, dialect)
		return
	}
	if i < len(ws) && !stdin {
		w := ws[i]
		if w.node != nil && hasProcSubst(w.node) {
			a.computed(w.node, name+" runs a downloaded script", name+" runs a script produced by another program")
			return
		}
		if w.dynamic {
			a.add(High, "%s runs a script named at run time", name)
			return
		}
		if v := w.values[0]; v == "/dev/stdin" || v == "/proc/self/fd/0" || v == "/dev/fd/0" {
			a.feeds(name, c)
			return
		}
		a.add(Moderate, "%s runs the script %s", name, snip.Clip(w.values[0], 60))
		if text, ok := a.written[a.abs(w.values[0])]; ok {
			a.runsWritten(w.values[0], text, c)
		}
		return
	}
	if netRedir(c.redirs) || a.netSocket {
		a.add(Critical, "connects %s to a network socket: a remote host gives the commands (a reverse shell)", name)
		return
	}
	a.feeds(name, c)
}

// feeds judges a here-document or here-string given to a program that
// reads commands from standard input.
func (a *analyzer) feeds(name string, c cctx) {
	for _, r := range c.redirs {
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
		case syntax.RdrIn:
			if r.Word != nil {
				if text, ok := procSubstText(r.Word); ok {
					a.line(text, c.depth+1, "bash")
					continue
				}
				if hasProcSubst(r.Word) && fetchedOrDecoded(r.Word) {
					a.add(Critical, "feeds %s downloaded or decoded code", name)
				} else {
					a.add(High, "feeds %s commands from a file", name)
				}
			}
			continue
		default:
			continue
		}
		body, ok := heredocBody(r)
		w := r.Word
		if r.Hdoc != nil {
			w = r.Hdoc
		}
		if !ok {
			a.computed(w, "feeds "+name+" downloaded or decoded code", "feeds "+name+" text computed at run time")
			continue
		}
		switch {
		case shells()[name] || name == "at" || name == "batch" || name == "source" || name == ".":
			a.line(body, c.depth+1, "bash")
		case isDBClient(name):
			a.sql(name, body)
		case interpreters()[name]:
			a.code(name, body)
		}
	}
}

// procSubstText is what <(echo …) prints, when static.
func procSubstText(w *syntax.Word) (string, bool) {
	if len(w.Parts) != 1 {
		return "", false
	}
	ps, ok := w.Parts[0].(*syntax.ProcSubst)
	if !ok {
		return "", false
	}
	return compoundText(&syntax.Stmt{Cmd: &syntax.Block{Stmts: ps.Stmts}})
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

// perlCluster matches perl's option clusters that end in -e: -e, -ne,
// -lane, -pie.
var perlCluster = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-[lnpaicsTtwW0-9]*[eE]$`) })

var scaryCode = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`fork|rmtree|rm -|os\.remove|os\.unlink|os\.rmdir|unlink|system|exec|spawn|popen|subprocess|child_process|shutil|/dev/sd|mkfs|dd if=|format\(|File\.delete|FileUtils|rimraf|rmSync|rmdirSync|writeFile|` +
		"`" + `|qx|%x|open\(|IO\.|kill|socket|urllib|requests|http|eval|__import__|compile\(|pty|ctypes|Deno\.run|Deno\.remove|Bun\.spawn|chmod|chown|rename|truncate|:\(\)`)
})

// code judges inline interpreter code.
func (a *analyzer) code(name, code string) {
	if scaryCode().MatchString(code) {
		a.add(High, "runs inline %s code that can delete files or start processes", name)
		return
	}
	a.add(Moderate, "runs inline %s code", name)
}

// interpreter judges python -c, perl -e, node script.js.
func (a *analyzer) interpreter(name string, ws []word, c cctx) {
	args := strs(ws)
	if len(args) == 0 {
		a.add(Moderate, "%s reads a program from its input", name)
		a.feeds(name, c)
		return
	}
	if helpOnly(args) || (len(args) == 1 && (args[0] == "-v" || args[0] == "-version")) {
		return
	}
	joined := strings.Join(args, " ")
	for _, r := range Rules {
		if r.Cmd == name && r.Text != "" && ruleRegexps()[r.Text].MatchString(joined) {
			a.add(r.Level, "%s", r.Reason)
		}
	}
	if (name == "python" || name == "python3") && len(args) >= 2 && args[0] == "-m" && (args[1] == "json.tool" || args[1] == "site" && len(args) == 2) {
		return
	}
	if name == "python" || name == "python3" {
		for _, arg := range args {
			if arg == "-m" {
				pythonJudge(a, args, ws, c)
				break
			}
		}
	}
	if name == "deno" && len(args) > 1 && args[0] == "eval" {
		a.code(name, args[1])
		return
	}
	inPlace := false
	for i, arg := range args {
		inline := arg == "-c" || arg == "-e" || arg == "-E" || arg == "--eval" || arg == "-r" || arg == "-p" || arg == "--print" || arg == "--command"
		if name == "perl" || name == "ruby" {
			if perlCluster().MatchString(arg) {
				inline = true
			}
			if strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") && !strings.HasPrefix(arg, "-M") && !strings.HasPrefix(arg, "-I") && strings.Contains(arg, "i") {
				inPlace = true
			}
		}
		if (name == "python" || name == "python3") && strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") && strings.HasSuffix(arg, "c") {
			inline = true
		}
		if inline {
			if i+1 >= len(ws) {
				a.add(Moderate, "runs inline %s code", name)
				return
			}
			w := ws[i+1]
			if w.dynamic || len(w.values) != 1 {
				a.computed(w.node, "runs downloaded or decoded "+name+" code", "runs "+name+" code computed at run time")
				return
			}
			a.code(name, w.values[0])
			if inPlace {
				for _, o := range operandsOf(ws[i+2:]) {
					a.writeTarget(o.value, false)
				}
			}
			return
		}
		if arg == "" && ws[i].node != nil && hasProcSubst(ws[i].node) {
			a.computed(ws[i].node, name+" runs a downloaded script", name+" runs a program produced by another program")
			return
		}
		if arg == "-" {
			a.add(Moderate, "%s reads a program from its input", name)
			a.feeds(name, c)
			return
		}
		if !strings.HasPrefix(arg, "-") && arg != "" {
			if text, ok := a.written[a.abs(arg)]; ok && strings.Contains(text, downloaded) {
				a.runsWritten(arg, text, c)
			}
			break
		}
	}
	a.add(Moderate, "runs a %s program", name)
}

// builtin judges shell builtins that run text or change the shell.
func (a *analyzer) builtin(name string, ws []word, c cctx) bool {
	args := strs(ws)
	switch name {
	case "eval":
		if len(args) > 0 && args[0] == "--" {
			args, ws = args[1:], ws[1:]
		}
		text, dyn := joinStatic(args)
		if dyn {
			for _, w := range ws {
				if w.dynamic && fetchedOrDecoded(w.node) {
					a.add(Critical, "eval runs downloaded or decoded code")
					return true
				}
			}
			a.add(High, "eval runs a string computed at run time")
			return true
		}
		a.line(text, c.depth+1, a.o.Shell)
		return true
	case "source", ".":
		if len(ws) == 0 {
			return true
		}
		w := ws[0]
		switch {
		case w.node != nil && hasProcSubst(w.node):
			a.computed(w.node, "sources downloaded or decoded code", "sources code produced by another program")
		case w.dynamic:
			a.add(High, "sources a file named at run time")
		case w.values[0] == "/dev/stdin" || w.values[0] == "-" || w.values[0] == "/proc/self/fd/0" || w.values[0] == "/dev/fd/0":
			a.add(Moderate, "runs commands read from its input")
			a.feeds(name, c)
		default:
			a.add(Moderate, "runs the commands in the script %s", snip.Clip(w.values[0], 60))
			if text, ok := a.written[a.abs(w.values[0])]; ok {
				a.runsWritten(w.values[0], text, c)
			}
		}
		return true
	case "trap":
		if len(args) == 0 || args[0] == "-l" || args[0] == "-p" {
			return true
		}
		a.add(High, "trap sets a command to run later, on a signal or at exit")
		if len(ws) > 0 && ws[0].dynamic && fetchedOrDecoded(ws[0].node) {
			a.add(Critical, "trap runs downloaded or decoded code")
		}
		if len(ws) > 0 && !ws[0].dynamic && len(ws[0].values) == 1 && ws[0].values[0] != "-" {
			a.line(ws[0].values[0], c.depth+1, a.o.Shell)
		}
		return true
	case "mapfile", "readarray":
		for _, arg := range args {
			if arg == "" || strings.HasPrefix(arg, "-") && strings.Contains(arg, "C") {
				a.add(High, "%s -C runs a command for the lines it reads", name)
				return true
			}
		}
		return true
	case "alias":
		for _, arg := range args {
			if n, v, ok := strings.Cut(arg, "="); ok {
				if shadowed(n) {
					a.add(High, "defines the alias %s, which replaces that command", n)
				} else {
					a.add(Moderate, "defines the alias %s", n)
				}
				a.line(v, c.depth+1, a.o.Shell)
			} else if arg == "" {
				a.add(High, "defines an alias computed at run time")
			}
		}
		return true
	case "fc":
		if len(args) > 0 && strings.HasPrefix(args[0], "-l") {
			return true
		}
		a.add(High, "fc runs commands again from the history")
		return true
	case "enable":
		for _, arg := range args {
			if strings.HasPrefix(arg, "-") && strings.Contains(arg, "f") {
				a.add(High, "enable -f loads a builtin from a shared library")
				return true
			}
		}
		a.add(Moderate, "changes the shell's builtins")
		return true
	case "hash":
		if len(args) > 0 && strings.HasPrefix(args[0], "-") && strings.Contains(args[0], "p") {
			a.add(High, "hash -p makes a command name run another program")
		}
		return true
	case "cd", "pushd":
		var target string
		dyn := false
		for i, arg := range args {
			if arg == "" {
				dyn = true
				break
			}
			if arg == "--" {
				if i+1 < len(args) {
					target = args[i+1]
					dyn = target == ""
				}
				break
			}
			if !strings.HasPrefix(arg, "-") || arg == "-" {
				target = arg
				break
			}
		}
		switch {
		case dyn || target == "-":
			a.cwd = ""
		case target == "":
			a.chdir("~")
		default:
			a.chdir(target)
		}
		return true
	case "popd":
		a.cwd = ""
		return true
	case "unset", "read", "printf", "test", "[", "declare", "typeset", "local", "export", "readonly", "let", "getopts":
		// Names given to these are evaluated, array subscripts included.
		for _, arg := range args {
			if strings.Contains(arg, "[") && codeText(arg) {
				a.add(High, "names an array element whose subscript runs a command")
			}
		}
		return false
	case "zmodload":
		a.add(Moderate, "loads a zsh module")
		return true
	case "autoload", "functions", "unfunction", "setopt", "unsetopt", "emulate", "zstyle", "bindkey":
		return true
	case "noglob", "nocorrect":
		a.command(ws, c)
		return true
	}
	return false
}

// chdir follows cd so later "." and "*" are judged where they run.
func (a *analyzer) chdir(target string) {
	home := a.o.Home
	switch {
	case target == "~" || target == "~/":
		if home != "" {
			a.cwd = resolveDir(home)
		} else {
			a.cwd = "~"
		}
	case strings.HasPrefix(target, "~/") && home != "":
		a.cwd = resolveDir(path.Join(home, target[2:]))
	case strings.HasPrefix(target, "/"):
		a.cwd = resolveDir(target)
	case a.cwd != "" && a.cwd != "~" && path.IsAbs(a.cwd):
		a.cwd = resolveDir(path.Join(a.cwd, target))
	default:
		a.cwd = ""
	}
}

// pipeline judges what flows between stages: text fed to a shell, SQL
// fed to a database client.
func (a *analyzer) pipeline(stmts []*syntax.Stmt, depth int) {
	prev := make([]stage, 0, len(stmts))
	for i, s := range stmts {
		st := a.stages[s]
		if i > 0 && (readsCommands(st.name) && readsStdin(st) || st.viaXargs && shells()[st.name] && len(st.args) > 0 && st.args[len(st.args)-1] == "-c") {
			a.fedShell(st, passThrough(prev), depth)
		}
		if st.name == "env" && len(st.args) == 0 || st.name == "printenv" && len(st.args) == 0 || st.name == "set" && len(st.args) == 0 {
			a.secrets = append(a.secrets, "the environment (which holds tokens)")
		}
		if i > 0 && isDBClient(st.name) {
			for _, p := range prev {
				if text, ok := stageText(p); ok {
					a.sql(st.name, text)
				}
			}
		}
		prev = append(prev, st)
	}
}

// passThrough drops the stages that pass their input on unchanged (tee,
// cat with no file), so what feeds a shell is seen through them.
func passThrough(prev []stage) []stage {
	out := prev
	for len(out) > 1 {
		last := out[len(out)-1]
		if last.name == "tee" || last.name == "cat" && len(last.args) == 0 || last.name == "stdbuf" || last.name == "head" || last.name == "tail" {
			out = out[:len(out)-1]
			continue
		}
		break
	}
	return out
}

func readsStdin(st stage) bool {
	if st.name == "at" || st.name == "batch" {
		return !inList("-f", st.args)
	}
	if st.name == "crontab" {
		return len(st.args) == 0 || inList("-", st.args)
	}
	for _, arg := range st.args {
		switch {
		case arg == "-c" || arg == "-e" || arg == "-E" || arg == "--eval" || arg == "-r":
			return false
		case arg == "-s" || arg == "-" || arg == "/dev/stdin":
			return true
		case arg == "":
			return false
		case !strings.HasPrefix(arg, "-"):
			return false // a script file
		}
	}
	return true
}

func (a *analyzer) fedShell(st stage, prev []stage, depth int) {
	what := st.name
	for _, p := range prev {
		if downloaders()[p.name] {
			a.add(Critical, "pipes downloaded text into %s, running code nobody has read", what)
			return
		}
	}
	for i, p := range prev {
		if decoders()[p.name] || p.name == "printf" && printfEscapes(p.args) || p.name == "echo" && echoEscapes(p.args) {
			a.add(Critical, "pipes decoded text into %s, hiding what runs", what)
			if p.name == "base64" && i > 0 {
				if text, ok := stageText(prev[i-1]); ok && shells()[st.name] {
					if dec, err := base64.StdEncoding.DecodeString(strings.TrimSpace(text)); err == nil {
						a.line(string(dec), depth+1, "bash")
					}
				}
			}
			return
		}
	}
	if len(prev) == 1 || len(prev) > 1 && prev[len(prev)-1].hasText {
		p := prev[len(prev)-1]
		if text, ok := stageText(p); ok {
			switch {
			case shells()[st.name] || st.name == "at" || st.name == "batch":
				a.add(Moderate, "feeds %s a script from %s", what, orText(p.name))
				a.line(text, depth+1, "bash")
			case interpreters()[st.name]:
				a.code(st.name, text)
			default:
				a.add(High, "feeds %s commands from %s", what, orText(p.name))
			}
			return
		}
	}
	if a.netSocket {
		a.add(Critical, "connects %s to a network socket: a remote host gives the commands", what)
		return
	}
	a.add(High, "feeds %s commands produced by another program", what)
}

func printfEscapes(args []string) bool {
	for _, a := range args {
		if strings.Contains(a, `\x`) || strings.Contains(a, `\0`) || strings.Contains(a, `\u`) || strings.Contains(a, `\1`) {
			return true
		}
	}
	return false
}

func echoEscapes(args []string) bool {
	return len(args) > 0 && strings.HasPrefix(args[0], "-") && strings.Contains(args[0], "e") && printfEscapes(args)
}

func orText(n string) string {
	if n == "" {
		return "a literal"
	}
	return n
}

// stageText is the static text an echo or printf stage prints.
func stageText(p stage) (string, bool) {
	if p.hasText {
		return p.text, true
	}
	if p.name == "cat" && len(p.args) == 0 && p.text != "" {
		return p.text, true
	}
	if p.name != "echo" && p.name != "printf" {
		return "", false
	}
	var parts []string
	for i, arg := range p.args {
		if arg == "" && p.ws[i].dynamic {
			return "", false
		}
		if strings.HasPrefix(arg, "-") && len(parts) == 0 {
			continue
		}
		if p.name == "printf" && len(parts) == 0 && strings.Contains(arg, "%") && i+1 < len(p.args) {
			continue // the format
		}
		parts = append(parts, arg)
	}
	return strings.Join(parts, " "), len(parts) > 0
}

func isDBClient(n string) bool {
	switch n {
	case "psql", "mysql", "mariadb", "sqlite3", "redis-cli", "mongosh", "mongo", "clickhouse-client", "cqlsh", "sqlcmd", "duckdb", "cockroach", "valkey-cli", "keydb-cli":
		return true
	}
	return false
}

const sqlDanger = `(?i)(\.drop\(|\bdropDatabase\(|\.deleteMany\(\s*\{\s*\}\s*\)|\.remove\(\s*\{\s*\}\s*\))|\b(drop\s+(database|schema|table|user|role|index|view|keyspace)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(;|$|'|")|alter\s+table\s+\S+\s+drop|update\s+[\w."]+\s+set\s+[^;]*?(;|$)(?:)|flushall|flushdb|dropDatabase|\.drop\(|deleteMany\(\s*\{\s*\}\s*\)|remove\(\s*\{\s*\}\s*\))`

var sqlRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(sqlDanger) })
var whereRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)\bwhere\b`) })

// sql judges SQL (or redis, mongo) text given to a database client.
func (a *analyzer) sql(client, text string) {
	for _, st := range strings.Split(text, ";") {
		m := sqlRe().FindString(st + ";")
		if m == "" {
			continue
		}
		if strings.HasPrefix(strings.ToLower(m), "update") && whereRe().MatchString(st) {
			continue
		}
		a.add(High, "gives %s destructive statements (%s)", client, snip.Clip(strings.TrimSpace(m), 40))
		return
	}
}
