package safety

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Call is one program a command line starts: its name and its arguments
// as written, quotes removed ("" for an argument computed at run time).
type Call struct {
	Name string
	Args []string
}

// Calls lists every program cmdline starts, in order, from its syntax tree
// in the dialect of shell: pipelines, lists, substitutions, and the
// commands behind wrappers (sudo ps → sudo, ps), find -exec and the
// literal strings of sh -c. It is the one extractor caro has: the risk
// judgement, the refine loop and the offline backend all read commands
// through the same wrapper table.
func Calls(cmdline, shell string) ([]Call, error) {
	var out []Call
	err := calls(cmdline, shell, 0, &out)
	return out, err
}

func calls(src, shell string, depth int, out *[]Call) error {
	if depth > maxDepth || len(src) > MaxLength {
		return nil
	}
	f, err := syntax.NewParser(syntax.Variant(variantFor(shell))).Parse(strings.NewReader(src), "")
	if err != nil && variantFor(shell) != syntax.LangBash {
		f, err = syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	}
	if err != nil {
		return err
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) == 0 {
			return true
		}
		ws := make([]word, len(c.Args))
		for i, w := range c.Args {
			ws[i] = staticWord(w)
		}
		unwrapCalls(strs(flatten(ws)), depth, out)
		return true
	})
	return nil
}

// unwrapCalls appends argv's program and whatever it runs.
func unwrapCalls(argv []string, depth int, out *[]Call) {
	if len(argv) == 0 || depth > 8 {
		return
	}
	if argv[0] == "" {
		*out = append(*out, Call{Name: "", Args: argv[1:]})
		return
	}
	name := programName(argv[0])
	*out = append(*out, Call{Name: name, Args: argv[1:]})
	args := argv[1:]
	if w, ok := wrappers()[name]; ok {
		u := unwrap(name, w, args)
		switch {
		case u.unsure != "" || u.none:
		case u.hasShell:
			if !u.shellDynamic && u.shell != "" {
				_ = calls(u.shell, "bash", depth+1, out)
			}
		default:
			unwrapCalls(args[u.start:], depth+1, out)
		}
		return
	}
	switch {
	case name == "find":
		for i, a := range args {
			if a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir" {
				end := len(args)
				for j := i + 1; j < len(args); j++ {
					if args[j] == ";" || args[j] == "+" {
						end = j
						break
					}
				}
				unwrapCalls(args[i+1:end], depth+1, out)
			}
		}
	case name == "fd" || name == "fdfind":
		for i, a := range args {
			if a == "-x" || a == "--exec" || a == "-X" || a == "--exec-batch" {
				unwrapCalls(args[i+1:], depth+1, out)
				break
			}
		}
	case shells()[name]:
		for i, a := range args {
			if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "c") {
				for _, s := range args[i+1:] {
					if s != "--" {
						if s != "" {
							_ = calls(s, name, depth+1, out)
						}
						break
					}
				}
				break
			}
		}
	}
}

// CallsOfArgv lists the program of one argv and whatever it runs.
func CallsOfArgv(argv []string) []Call {
	var out []Call
	unwrapCalls(argv, 0, &out)
	return out
}
