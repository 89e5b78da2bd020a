package safety

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// className names a class for a reason line.
func className(c Class) string {
	switch c {
	case ClassRoot:
		return "the root directory"
	case ClassSystem:
		return "a system directory"
	case ClassHome:
		return "the home directory"
	case ClassDevice:
		return "a disk device"
	case ClassAccount:
		return "an account file"
	case ClassBoot:
		return "boot files"
	case ClassStartup:
		return "a shell startup file"
	case ClassCwdAll:
		return "everything in the current directory"
	case ClassDynamic:
		return "a path computed at run time"
	case ClassConfig:
		return "system files"
	}
	return "a file"
}

// flagSet is the options a command was given: single letters from short
// clusters and long names.
type flagSet map[string]bool

// noClusters are commands whose single-dash words are whole options.
func noClusters(name string) bool {
	switch name {
	case "find", "java", "go", "iptables", "ip6tables", "openssl", "gcc", "cc", "clang":
		return true
	}
	return false
}

func parseFlags(name string, args []string) flagSet {
	f := flagSet{}
	for _, a := range args {
		switch {
		case a == "--" || a == "":
			continue
		case strings.HasPrefix(a, "--"):
			n, _, _ := strings.Cut(a[2:], "=")
			f[n] = true
		case strings.HasPrefix(a, "-") && len(a) > 1:
			if noClusters(name) {
				f[a[1:]] = true
				continue
			}
			for _, r := range a[1:] {
				if r == '=' {
					break
				}
				f[string(r)] = true
			}
		}
	}
	return f
}

// has reports whether any alternative of a group ("r|R|recursive") is set.
func (f flagSet) has(group string) bool {
	for _, alt := range strings.Split(group, "|") {
		if f[alt] {
			return true
		}
	}
	return false
}

// hasAll checks every space-separated group.
func (f flagSet) hasAll(groups string) bool {
	for _, g := range strings.Fields(groups) {
		if !f.has(g) {
			return false
		}
	}
	return true
}

// operand is a non-option argument with its class.
type operand struct {
	value   string
	dynamic bool
}

// operandsOf lists the non-option arguments (everything after "--").
func operandsOf(args []string, ws []word) []operand {
	var out []operand
	dashdash := false
	idx := 0
	for _, w := range ws {
		vals := w.values
		if w.dynamic || len(vals) == 0 {
			vals = []string{""}
		}
		for _, v := range vals {
			_ = idx
			idx++
			if !dashdash && v == "--" {
				dashdash = true
				continue
			}
			if !dashdash && strings.HasPrefix(v, "-") && len(v) > 1 {
				continue
			}
			out = append(out, operand{value: v, dynamic: w.dynamic && !w.home})
		}
	}
	return out
}

func (a *analyzer) classes(r Rule, args []string, ws []word) []Class {
	ops := operandsOf(args, ws)
	switch r.Operands {
	case "last":
		if len(ops) < 2 {
			return nil
		}
		ops = ops[len(ops)-1:]
	case "skip1":
		if len(ops) < 2 {
			return nil
		}
		ops = ops[1:]
	case "of":
		ops = nil
		for _, arg := range args {
			if v, ok := strings.CutPrefix(arg, "of="); ok {
				ops = append(ops, operand{value: v})
			}
		}
	case "start":
		ops = nil
		for _, s := range findStarts(args) {
			ops = append(ops, operand{value: s})
		}
	}
	out := make([]Class, 0, len(ops))
	for _, o := range ops {
		if o.dynamic || o.value == "" {
			out = append(out, ClassDynamic)
			continue
		}
		out = append(out, classify(o.value, a.cwd, a.o.Home))
	}
	return out
}

func cmdMatches(pattern, name string) bool {
	if p, ok := strings.CutSuffix(pattern, "*"); ok {
		return strings.HasPrefix(name, p)
	}
	return pattern == name
}

// subcommand is the first operand, skipping the global options git and
// docker take before it.
func subcommand(name string, args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			if (name == "git" && (a == "-C" || a == "-c")) || (name == "docker" && (a == "-H" || a == "--context")) || (name == "kubectl" && (a == "-n" || a == "--namespace" || a == "--context")) {
				i++
			}
			if name == "systemctl" && a == "--failed" {
				return a
			}
			continue
		}
		return a
	}
	return ""
}

// judge applies the rule table and the read-only list to one command.
func (a *analyzer) judge(name string, args []string, ws []word) {
	if name == "cd" {
		a.trackCd(args)
		return
	}
	if helpOnly(args) && !powerCommand(name) {
		return
	}
	flags := parseFlags(name, args)
	sub := subcommand(name, args)
	if dryRun(name, sub, flags) {
		return
	}
	joined := strings.Join(args, " ")
	matched := false
	for _, r := range Rules {
		if !cmdMatches(r.Cmd, name) {
			continue
		}
		if r.Sub != "" && !matchesAny(sub, r.Sub) {
			continue
		}
		if r.Flags != "" && !flags.hasAll(r.Flags) {
			continue
		}
		if r.Not != "" && flags.has(r.Not) {
			continue
		}
		if r.Arg != "" && !anyArg(args, r.Arg) {
			continue
		}
		if r.Text != "" && !ruleRegexps()[r.Text].MatchString(joined) {
			continue
		}
		reason := r.Reason
		if len(r.Targets) > 0 {
			hit := ClassNone
			for _, c := range a.classes(r, args, ws) {
				for _, t := range r.Targets {
					if c == t && c > hit {
						hit = c
					}
				}
			}
			if hit == ClassNone {
				continue
			}
			reason = strings.ReplaceAll(reason, "%t", className(hit))
		}
		matched = true
		a.add(r.Level, "%s", reason)
	}
	if matched || a.readOnly(name, sub, args, flags) {
		return
	}
	a.add(Moderate, "%s is not known to be read-only", name)
}

func anyArg(args []string, alts string) bool {
	for _, a := range args {
		if matchesAny(a, alts) {
			return true
		}
	}
	return false
}

// helpOnly reports --help and --version, which print and exit.
func helpOnly(args []string) bool {
	for _, a := range args {
		if a == "--help" || a == "--version" {
			return true
		}
	}
	return len(args) == 1 && (args[0] == "-h" || args[0] == "-V")
}

// powerCommand names commands that some builds run whatever their
// arguments (BusyBox without help text).
func powerCommand(n string) bool {
	switch n {
	case "reboot", "halt", "poweroff", "shutdown", "init", "telinit":
		return true
	}
	return false
}

func (a *analyzer) readOnly(name, sub string, args []string, flags flagSet) bool {
	for _, ro := range readOnly {
		if ro.Cmd != name {
			continue
		}
		if ro.Sub != "" && !matchesAny(sub, ro.Sub) && !optionSub(args, ro.Sub) {
			return false
		}
		if ro.Deny != "" && (anyArg(args, ro.Deny) || flagsDeny(flags, ro.Deny)) {
			return false
		}
		if only, ok := listOnly()[name]; ok && !anyArg(args, only) {
			return false
		}
		if (name == "awk" || name == "gawk" || name == "mawk") && awkWrites(args) {
			return false
		}
		if name == "sed" && sedWrites(args) {
			return false
		}
		return true
	}
	return false
}

// flagsDeny checks a deny list of options against parsed short flags
// ("-i" denies "-ni").
func flagsDeny(f flagSet, deny string) bool {
	for _, d := range strings.Split(deny, "|") {
		if strings.HasPrefix(d, "--") {
			if f[d[2:]] {
				return true
			}
		} else if strings.HasPrefix(d, "-") && len(d) == 2 && f[d[1:]] {
			return true
		}
	}
	return false
}

func awkWrites(args []string) bool {
	for _, a := range args {
		if strings.Contains(a, "system") || strings.Contains(a, "print >") || strings.Contains(a, "printf >") ||
			strings.Contains(a, "| \"") || strings.Contains(a, "|\"") || strings.Contains(a, "getline") || strings.Contains(a, ">>") {
			return true
		}
	}
	return false
}

func sedWrites(args []string) bool {
	for _, a := range args {
		// The w and e commands write files and run commands.
		if strings.Contains(a, "/w ") || strings.HasSuffix(a, "/e") || strings.HasPrefix(a, "w ") || strings.Contains(a, ";e ") {
			return true
		}
	}
	return false
}

// trackCd follows cd within the line so later "." and "*" are judged
// where they run.
func (a *analyzer) trackCd(args []string) {
	var target string
	for _, arg := range args {
		if !strings.HasPrefix(arg, "-") {
			target = arg
			break
		}
	}
	switch {
	case target == "" || target == "~":
		if a.o.Home != "" {
			a.cwd = a.o.Home
		} else {
			a.cwd = "~"
		}
	case strings.HasPrefix(target, "/"):
		a.cwd = target
	case strings.HasPrefix(target, "~/") && a.o.Home != "":
		a.cwd = a.o.Home + target[1:]
	case a.cwd != "" && a.cwd != "~":
		a.cwd = a.cwd + "/" + target
	default:
		a.cwd = ""
	}
}

// shellFedByHeredoc judges a here-doc or here-string given to a shell.
func (a *analyzer) heredocs(name string, redirs []*syntax.Redirect, depth int) {
	if !shells()[name] {
		return
	}
	for _, r := range redirs {
		var w *syntax.Word
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			w = r.Hdoc
		case syntax.WordHdoc:
			w = r.Word
		default:
			continue
		}
		if w == nil {
			continue
		}
		if r.Op != syntax.WordHdoc {
			// A quoted delimiter keeps the body literal; an unquoted
			// one still holds only text unless it expands.
			body := printWord(w)
			if hasExpansion(w) {
				a.add(High, "feeds %s a here-document with expansions", name)
			}
			a.line(body, depth+1)
			continue
		}
		if text := literal(w); text != "" {
			a.line(text, depth+1)
		} else {
			a.add(High, "feeds %s a string computed at run time", name)
		}
	}
}

func hasExpansion(w *syntax.Word) bool {
	found := false
	syntax.Walk(w, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			found = true
		}
		return !found
	})
	return found
}

// optionSub accepts read-only forms given as options ("command -v").
func optionSub(args []string, alts string) bool {
	for _, alt := range strings.Split(alts, "|") {
		if strings.HasPrefix(alt, "-") && anyArg(args, alt) {
			return true
		}
	}
	return false
}

// dryRun reports tools told to show what they would do without doing it.
func dryRun(name, sub string, f flagSet) bool {
	switch name {
	case "kubectl", "helm":
		return f["dry-run"]
	case "git":
		return (sub == "clean" || sub == "push") && f.has("n|dry-run")
	case "aws":
		return f["dryrun"]
	case "apt-get", "apt":
		return f.has("s|simulate|dry-run|just-print|no-act")
	case "rsync", "make":
		return f.has("n|dry-run|just-print")
	case "ansible-playbook":
		return f.has("check|C")
	case "terraform":
		return sub == "plan" || sub == "validate" || sub == "show"
	}
	return false
}
