package loop

import (
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/safety"
)

// Call is one simple command found in a command line: its name and its
// literal arguments (a non-literal argument is kept as "").
type Call struct {
	Name string
	Args []string
}

// Shape is what the refine decision needs to know of a command line.
type Shape struct {
	// Calls are the simple commands in the order they appear, wrappers
	// unwrapped (sudo ps → sudo, ps).
	Calls []Call
	// Stages is the length of the longest pipeline.
	Stages int
	// ParseErr is set when the line does not parse.
	ParseErr error
}

// Commands returns the distinct command names of the line, in order,
// without shell builtins and keywords.
func (s Shape) Commands() []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range s.Calls {
		if c.Name == "" || seen[c.Name] || isBuiltin(c.Name) || !plainName(c.Name) {
			continue
		}
		seen[c.Name] = true
		out = append(out, c.Name)
	}
	return out
}

// plainName reports a name that could be a program: no control
// characters (a name with them is never looked up or shown to the model).
func plainName(n string) bool {
	return !strings.ContainsFunc(n, func(r rune) bool { return r < 0x20 || r == 0x7f })
}

// ExtractCommands parses cmdline and returns the commands it uses, taken
// from the syntax tree (not by splitting on |): pipelines, lists,
// subshells, command substitutions, and the commands behind wrappers such
// as sudo, env, xargs and find -exec.
func ExtractCommands(cmdline string) []string { return Analyze(cmdline).Commands() }

// Analyze parses cmdline into its Shape.
func Analyze(cmdline string) Shape {
	var sh Shape
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(cmdline), "")
	if err != nil {
		sh.ParseErr = err
		return sh
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.BinaryCmd:
			if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
				if st := pipelineLen(x); st > sh.Stages {
					sh.Stages = st
				}
			}
		case *syntax.CallExpr:
			words := make([]string, len(x.Args))
			for i, w := range x.Args {
				words[i] = literal(w)
			}
			sh.Calls = append(sh.Calls, unwrap(words, 0)...)
		}
		return true
	})
	if sh.Stages == 0 && len(sh.Calls) > 0 {
		sh.Stages = 1
	}
	return sh
}

func pipelineLen(b *syntax.BinaryCmd) int {
	n := 0
	var count func(s *syntax.Stmt)
	count = func(s *syntax.Stmt) {
		if bc, ok := s.Cmd.(*syntax.BinaryCmd); ok && (bc.Op == syntax.Pipe || bc.Op == syntax.PipeAll) {
			count(bc.X)
			count(bc.Y)
			return
		}
		n++
	}
	count(b.X)
	count(b.Y)
	return n
}

// literal returns the word's static value with quotes removed, or "" when
// it depends on expansions.
func literal(w *syntax.Word) string {
	var b strings.Builder
	for _, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.Lit:
			b.WriteString(strings.ReplaceAll(x.Value, `\`, ""))
		case *syntax.SglQuoted:
			b.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return ""
				}
				b.WriteString(l.Value)
			}
		default:
			return ""
		}
	}
	return b.String()
}

// unwrap lists the program of words and what it runs, through the one
// wrapper table safety keeps.
func unwrap(words []string, _ int) []Call {
	var out []Call
	for _, c := range safety.CallsOfArgv(words) {
		out = append(out, Call{Name: c.Name, Args: c.Args})
	}
	return out
}

var builtins = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"cd": true, "echo": false, "export": true, "set": true, "unset": true, "test": true, "[": true,
		"[[": true, "read": true, "source": true, ".": true, "eval": true, "exit": true, "return": true,
		"true": true, "false": true, ":": true, "alias": true, "local": true, "declare": true, "let": true,
		"shift": true, "wait": true, "trap": true, "type": true, "printf": false, "pushd": true, "popd": true,
		"break": true, "continue": true, "readonly": true, "umask": true, "ulimit": true, "hash": true,
		"command": true, "builtin": true, "exec": true, "time": true, "jobs": true, "fg": true, "bg": true,
	}
})

// isBuiltin reports shell builtins and keywords, which have no --help to
// fetch and are always available. echo and printf also exist as programs
// whose flags differ by platform, so they are kept.
func isBuiltin(name string) bool { return builtins()[name] }
