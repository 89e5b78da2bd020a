package safety

import (
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/snip"
)

// walk visits every node of the tree with syntax.Walk. Each node kind is
// named below; a kind this code does not know (one a newer mvdan/sh adds)
// makes the line unjudgeable instead of silently safe.
func (a *analyzer) walk(root syntax.Node, depth int, v syntax.LangVariant) {
	type frame struct {
		node syntax.Node
		cwd  string
	}
	var stack []frame
	syntax.Walk(root, func(n syntax.Node) bool {
		if n == nil {
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch x := top.node.(type) {
			case *syntax.Subshell, *syntax.CmdSubst, *syntax.ProcSubst:
				// A subshell's cd does not outlive it.
				a.cwd = top.cwd
			case *syntax.BinaryCmd:
				if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
					if len(stack) == 0 || !isPipe(stack[len(stack)-1].node) {
						a.pipeline(flattenPipe(x), depth)
					}
				}
			}
			return true
		}
		if !a.tick() {
			return false
		}
		stack = append(stack, frame{n, a.cwd})
		switch x := n.(type) {
		case *syntax.SglQuoted:
			a.holdsCode(x.Value)
		case *syntax.BinaryTest:
			if isArithTest(x.Op) {
				a.evaluate = "compares it as a number, which evaluates it"
			}
		case *syntax.UnaryTest:
			if x.Op == syntax.TsVarSet || x.Op == syntax.TsRefVar {
				a.evaluate = "tests a variable named by it"
			}
		case *syntax.File, *syntax.Comment, *syntax.Word, *syntax.DblQuoted,
			*syntax.ArrayExpr, *syntax.ArrayElem, *syntax.Block, *syntax.Subshell, *syntax.IfClause,
			*syntax.WhileClause, *syntax.ForClause, *syntax.WordIter, *syntax.CaseClause, *syntax.CaseItem,
			*syntax.TimeClause, *syntax.CoprocClause, *syntax.TestClause, *syntax.ParenTest,
			*syntax.CmdSubst, *syntax.ProcSubst, *syntax.BraceExp, *syntax.CallExpr, *syntax.BinaryCmd:
			// Containers: what matters is inside them.
		case *syntax.FuncDecl:
			if x.Name != nil && shadowed(x.Name.Value) {
				a.add(High, "defines a function named %s, which replaces the command of that name", x.Name.Value)
			}
		case *syntax.ExtGlob:
			// A bash extended glob is a pattern; in zsh *(…) holds glob
			// qualifiers, handled with the literal below.
		case *syntax.Lit:
			if v == syntax.LangZsh {
				a.zshQualifier(x.Value, depth)
			}
		case *syntax.Stmt:
			a.stmt(x, depth)
		case *syntax.Assign:
			a.assign(x)
		case *syntax.DeclClause:
			a.evaluate = "declares a variable named by it"
			for _, as := range x.Args {
				if as.Naked && as.Value != nil {
					if l := literal(as.Value); strings.HasPrefix(l, "-") && strings.Contains(l, "n") {
						a.evaluate = "makes a name reference"
					}
				}
				if as.Naked && as.Name != nil && strings.HasPrefix(as.Name.Value, "-") && strings.Contains(as.Name.Value, "n") {
					a.evaluate = "makes a name reference"
				}
			}
		case *syntax.Redirect:
			a.redirect(x)
		case *syntax.ParamExp:
			a.paramExp(x)
		case *syntax.ArithmExp, *syntax.ArithmCmd, *syntax.LetClause, *syntax.CStyleLoop,
			*syntax.BinaryArithm, *syntax.UnaryArithm, *syntax.ParenArithm:
			a.evaluate = "evaluates it as arithmetic"
		default:
			a.cannot("the shell syntax %T is not known to caro", n)
			return false
		}
		return true
	})
}

func isPipe(n syntax.Node) bool {
	b, ok := n.(*syntax.BinaryCmd)
	return ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll)
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

// stmt judges the simple command of a statement, with the statement's
// redirections (here-documents feed it).
func (a *analyzer) stmt(s *syntax.Stmt, depth int) {
	switch c := s.Cmd.(type) {
	case *syntax.CallExpr:
		if len(c.Args) == 0 {
			return
		}
		if depth == 0 {
			a.parts++
			a.part = snip.Clip(snip.OneLine(printNode(c)), 60)
		}
		ws := make([]word, len(c.Args))
		for i, w := range c.Args {
			ws[i] = staticWord(w)
		}
		st := a.command(flatten(ws), cctx{depth: depth, redirs: s.Redirs})
		if st.name == "cat" && len(st.args) == 0 {
			for _, r := range s.Redirs {
				if body, ok := heredocBody(r); ok && (r.Op == syntax.Hdoc || r.Op == syntax.DashHdoc || r.Op == syntax.WordHdoc) {
					st.text, st.hasText = body, true
				}
			}
		}
		a.noteWrites(st, s)
		if a.stages == nil {
			a.stages = map[*syntax.Stmt]stage{}
		}
		a.stages[s] = st
	case nil:
	default:
		if text, ok := compoundText(s); ok {
			if a.stages == nil {
				a.stages = map[*syntax.Stmt]stage{}
			}
			a.stages[s] = stage{text: text, hasText: true}
		}
		// A compound command fed a here-document: whatever inside reads
		// stdin reads it.
		for _, r := range s.Redirs {
			if body, ok := heredocBody(r); ok && body != "" && containsReader(s) {
				a.line(body, depth+1, "bash")
			}
		}
	}
}

// containsReader reports a shell, eval or source inside n.
func containsReader(n syntax.Node) bool {
	found := false
	syntax.Walk(n, func(m syntax.Node) bool {
		if c, ok := m.(*syntax.CallExpr); ok && len(c.Args) > 0 {
			name := programName(literal(c.Args[0]))
			if shells()[name] || interpreters()[name] || name == "source" || name == "." || name == "" {
				found = true
			}
		}
		return !found
	})
	return found
}

// heredocBody is the static text of a here-document or here-string.
func heredocBody(r *syntax.Redirect) (string, bool) {
	switch r.Op {
	case syntax.Hdoc, syntax.DashHdoc:
		if r.Hdoc == nil {
			return "", true
		}
		if hasExpansion(r.Hdoc) {
			return "", false
		}
		return printWord(r.Hdoc), true
	case syntax.WordHdoc:
		if r.Word == nil {
			return "", true
		}
		sw := staticWord(r.Word)
		if sw.dynamic {
			return "", false
		}
		return strings.Join(sw.values, " "), true
	}
	return "", false
}

func hasExpansion(w *syntax.Word) bool {
	found := false
	syntax.Walk(w, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.ParamExp, *syntax.ArithmExp:
			found = true
		}
		return !found
	})
	return found
}

// dangerousEnv are variables that make programs run other code.
var dangerousEnv = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(LD_PRELOAD|LD_LIBRARY_PATH|LD_AUDIT|DYLD_[A-Z_]+|BASH_ENV|ENV|PROMPT_COMMAND|PS[0-4]|BASH_FUNC_.*|SHELLOPTS|BASHOPTS|GLOBIGNORE|IFS|PATH|CDPATH|GIT_SSH|GIT_SSH_COMMAND|GIT_EXTERNAL_DIFF|GIT_PAGER|GIT_EDITOR|GIT_ASKPASS|GIT_EXEC_PATH|GIT_PROXY_COMMAND|GIT_CONFIG.*|GIT_DIR|GIT_TEMPLATE_DIR|PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|SUDO_EDITOR|LESSOPEN|LESSCLOSE|LESSKEY.*|SSH_ASKPASS|SUDO_ASKPASS|PYTHONSTARTUP|PYTHONPATH|PYTHONHOME|PYTHONINSPECT|PERL5OPT|PERL5LIB|PERLLIB|RUBYOPT|RUBYLIB|NODE_OPTIONS|NODE_PATH|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|BROWSER|TERMINAL|ZDOTDIR|HISTFILE|XDG_CONFIG_HOME|HOME|TMPDIR|RSYNC_RSH|CVS_RSH|FZF_DEFAULT_COMMAND|GCONV_PATH|MALLOC_.*|GLIBC_TUNABLES)$`)
})

// codeText reports text that holds shell code to be run later.
func codeText(s string) bool {
	return strings.Contains(s, "$(") || strings.Contains(s, "`") || strings.Contains(s, "<(") || strings.Contains(s, "${")
}

// assign judges VAR=value.
func (a *analyzer) assign(as *syntax.Assign) {
	if as.Name == nil {
		return
	}
	name := as.Name.Value
	if dangerousEnv().MatchString(name) && (as.Value != nil || as.Array != nil || !as.Naked) {
		switch name {
		case "PATH", "CDPATH", "HOME", "TMPDIR", "XDG_CONFIG_HOME", "HISTFILE", "IFS", "ZDOTDIR":
			a.add(Moderate, "sets %s, which changes what later commands find", name)
		default:
			a.add(High, "sets %s, which makes programs run other code", name)
		}
	}
	check := func(w *syntax.Word) {
		if w == nil {
			return
		}
		sw := staticWord(w)
		for _, v := range sw.values {
			a.holdsCode(v)
		}
		if !sw.dynamic && len(sw.values) == 1 && w == as.Value {
			if a.vars == nil {
				a.vars = map[string]string{}
			}
			a.vars[name] = sw.values[0]
		}
	}
	check(as.Value)
	if as.Array != nil {
		for _, e := range as.Array.Elems {
			check(e.Value)
		}
	}
}

// paramExp judges expansions that evaluate text: ${x@P} expands prompt
// escapes, including command substitutions; ${!x} reads a variable whose
// name is computed (and its subscript is evaluated as arithmetic).
func (a *analyzer) paramExp(p *syntax.ParamExp) {
	if p.Exp != nil && p.Exp.Op == syntax.OtherParamOps && p.Exp.Word != nil {
		switch literal(p.Exp.Word) {
		case "P":
			a.add(High, "expands ${%s@P}, which runs the command substitutions in the variable's text", paramName(p))
			if v, ok := a.vars[paramName(p)]; ok {
				a.judgeText(v) // a value set on this line: judge what it runs
			}
		case "E", "Q", "A", "a", "K", "k", "U", "u", "L":
		default:
			a.add(High, "uses an expansion operator caro cannot see through")
		}
	}
	if p.Flags != nil && strings.ContainsAny(p.Flags.Value, "e") {
		a.add(High, "expands ${(e)%s}, which runs the command substitutions in the variable's text", paramName(p))
	}
	if p.Excl && p.Names == 0 && (p.Index == nil || !isAtStar(p.Index)) {
		a.add(High, "reads ${!%s}, a variable whose name is computed at run time", paramName(p))
	}
}

func isAtStar(e syntax.ArithmExpr) bool {
	w, ok := e.(*syntax.Word)
	if !ok {
		return false
	}
	l := literal(w)
	return l == "@" || l == "*"
}

func paramName(p *syntax.ParamExp) string {
	if p.Param != nil {
		return p.Param.Value
	}
	return "…"
}

// shadowed reports names whose redefinition as a function or alias turns
// a harmless-looking later command into something else.
func shadowed(name string) bool {
	if _, ok := readOnlySpecs()[name]; ok {
		return true
	}
	switch name {
	case "cd", "echo", "printf", "test", "[", "sudo", "command", "exec", "builtin", "source", "eval", "git":
		return true
	}
	return false
}

var zshQual = sync.OnceValue(func() *regexp.Regexp {
	// *(e:code:), *(e'code'), *(+func): qualifiers that run code.
	return regexp.MustCompile(`^\(.*?(?:e(.)(.*)|\+[A-Za-z_]).*\)$`)
})

// zshQualifier judges zsh glob qualifiers that run code.
func (a *analyzer) zshQualifier(lit string, depth int) {
	if !strings.HasPrefix(lit, "(") || !strings.HasSuffix(lit, ")") {
		return
	}
	m := zshQual().FindStringSubmatch(lit)
	if m == nil {
		return
	}
	a.add(High, "a zsh glob qualifier runs code for each file")
	if m[1] != "" {
		code := m[2]
		if i := strings.Index(code, m[1]); i >= 0 {
			code = code[:i]
		}
		code = strings.Trim(code, `'"`)
		if code != "" {
			a.line(code, depth+1, "zsh")
		}
	}
}

func isArithTest(op syntax.BinTestOperator) bool {
	switch op {
	case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
		return true
	}
	return false
}

// noteWrites records what a statement writes to files, for a later run
// of them.
func (a *analyzer) noteWrites(st stage, s *syntax.Stmt) {
	text, ok := stageText(st)
	if !ok && st.name == "cat" && len(st.args) == 0 {
		for _, r := range s.Redirs {
			if body, isDoc := heredocBody(r); isDoc {
				text, ok = body, true
			}
		}
	}
	if downloaders()[st.name] {
		text, ok = downloaded, true
	}
	if !ok {
		return
	}
	for _, r := range s.Redirs {
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob, syntax.AppClob:
			if l := literal(r.Word); l != "" {
				a.wrote(l, text+"\n")
			}
		}
	}
}

// compoundText is what { echo …; } or ( echo … ) prints, when static.
func compoundText(s *syntax.Stmt) (string, bool) {
	var stmts []*syntax.Stmt
	switch c := s.Cmd.(type) {
	case *syntax.Block:
		stmts = c.Stmts
	case *syntax.Subshell:
		stmts = c.Stmts
	default:
		return "", false
	}
	var parts []string
	for _, st := range stmts {
		ce, ok := st.Cmd.(*syntax.CallExpr)
		if !ok || len(ce.Args) == 0 {
			return "", false
		}
		ws := make([]word, len(ce.Args))
		for i, w := range ce.Args {
			ws[i] = staticWord(w)
		}
		fw := flatten(ws)
		args := strs(fw[1:])
		t, ok := stageText(stage{name: programName(strs(fw[:1])[0]), args: args, ws: fw[1:]})
		if !ok {
			return "", false
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, "\n"), len(parts) > 0
}

func printNode(n syntax.Node) string {
	var b strings.Builder
	_ = syntax.NewPrinter().Print(&b, n)
	return b.String()
}
