package loop

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// RefineThreshold is the confidence below which caro always refines.
const RefineThreshold = 0.8

// platformSensitive lists commands whose flags differ between GNU, BSD and
// BusyBox (or between implementations), so a first answer is checked
// against this machine's help text. The value, when not empty, limits the
// trigger to uses with one of these arguments (find is portable until it
// runs something).
var platformSensitive = sync.OnceValue(func() map[string][]string {
	return map[string][]string{
		"ps": nil, "ss": nil, "netstat": nil, "df": nil, "du": nil, "sed": nil,
		"xargs": nil, "sort": nil, "date": nil, "stat": nil, "top": nil, "free": nil,
		"lsof": nil, "ip": nil, "ifconfig": nil, "readlink": nil, "base64": nil,
		"awk": nil, "seq": nil, "timeout": nil, "tar": nil, "split": nil, "mktemp": nil,
		"find": {"-exec", "-execdir", "-ok", "-okdir", "-printf", "-delete", "-regex", "-newermt", "-maxdepth", "-mmin", "-size"},
		"grep": {"-P", "--perl-regexp", "-o", "-r", "-R", "--include"},
		"ls":   {"--sort", "--time-style", "--group-directories-first", "-S", "--color"},
	}
})

// subcommandTools have flags per subcommand, which their top-level --help
// does not list, so their flags are not checked against it.
var subcommandTools = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"git": true, "docker": true, "podman": true, "kubectl": true, "go": true, "npm": true,
		"systemctl": true, "journalctl": false, "apt": true, "apt-get": true, "dnf": true, "yum": true,
		"brew": true, "ip": true, "cargo": true, "pip": true, "pip3": true, "helm": true, "gh": true,
		"openssl": true, "apk": true, "pacman": false, "snap": true, "nmcli": true, "busybox": true,
	}
})

// wrapperCalls stop flag checking at their first operand: what follows is
// the wrapped command's.
var wrapperCalls = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"sudo": true, "doas": true, "env": true, "nice": true, "ionice": true, "nohup": true,
		"time": true, "stdbuf": true, "xargs": true, "setsid": true, "timeout": true, "watch": true,
		"chrt": true, "taskset": true,
	}
})

// RefineFacts are the facts the refine decision needs beyond the reply.
type RefineFacts struct {
	// Installed reports whether a command exists on this machine.
	Installed func(name string) bool
	// HelpText returns the help and man text of a command, false when
	// none is known.
	HelpText func(name string) (string, bool)
	Elapsed  time.Duration
	Budget   time.Duration
	NoRefine bool
	Offline  bool
}

// DecideRefine says whether iteration 1's reply should be refined, with
// every reason that applies. Refinement is skipped (Skipped says why) when
// the user turned it off, the backend is offline, or half the budget is
// spent.
func DecideRefine(r Reply, sh Shape, f RefineFacts) Decision {
	var d Decision
	if r.Status == Fail || r.Cmd == "" {
		return d
	}
	add := func(format string, a ...any) { d.Reasons = append(d.Reasons, fmt.Sprintf(format, a...)) }
	if !r.HasConfidence {
		add("no usable confidence in the reply")
	} else if r.Confidence < RefineThreshold {
		add("confidence %.2f is below %.2f", r.Confidence, RefineThreshold)
	}
	if sh.ParseErr != nil {
		add("the command does not parse: %s", oneLine(sh.ParseErr.Error()))
	}
	var sensitive []string
	for _, c := range sh.Calls {
		trig, ok := platformSensitive()[c.Name]
		if !ok || slices.Contains(sensitive, c.Name) {
			continue
		}
		if trig == nil || slices.ContainsFunc(c.Args, func(a string) bool { return hasTrigger(a, trig) }) {
			sensitive = append(sensitive, c.Name)
		}
	}
	if len(sensitive) > 0 {
		add("platform-sensitive: %s", strings.Join(sensitive, ", "))
	}
	if sh.Stages > 2 {
		add("a pipeline of %d stages", sh.Stages)
	}
	cmds := sh.Commands()
	if f.Installed != nil {
		for _, c := range cmds {
			if !f.Installed(c) {
				add("%s is not installed here", c)
			}
		}
	}
	if f.HelpText != nil {
		checked := map[string]bool{}
		for _, c := range sh.Calls {
			if c.Name == "" || checked[c.Name] || subcommandTools()[c.Name] || isBuiltin(c.Name) {
				continue
			}
			checked[c.Name] = true
			text, ok := f.HelpText(c.Name)
			if !ok || strings.TrimSpace(text) == "" {
				continue
			}
			for _, flag := range flagsOf(c) {
				if !flagKnown(text, flag) {
					add("%s %s is not in the help of %s", c.Name, flag, c.Name)
				}
			}
		}
	}
	d.Refine = len(d.Reasons) > 0
	if !d.Refine {
		return d
	}
	switch {
	case f.NoRefine:
		d.Refine, d.Skipped = false, "--no-refine"
	case f.Offline:
		d.Refine, d.Skipped = false, "the offline backend already picks variants for this platform"
	case f.Budget > 0 && f.Elapsed >= f.Budget/2:
		d.Refine, d.Skipped = false, fmt.Sprintf("half the time budget was spent (%s of %s)", f.Elapsed.Round(time.Millisecond), f.Budget)
	}
	return d
}

func hasTrigger(arg string, trig []string) bool {
	for _, t := range trig {
		if arg == t || strings.HasPrefix(arg, t+"=") {
			return true
		}
	}
	return false
}

// flagsOf returns the options a call passes, one per flag: "--sort" for
// "--sort=-%cpu", "-l" and "-a" for "-la", "-name" for find's predicates.
func flagsOf(c Call) []string {
	var out []string
	for _, a := range c.Args {
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			if wrapperCalls()[c.Name] {
				break
			}
			continue
		}
		if strings.HasPrefix(a, "--") {
			name, _, _ := strings.Cut(a, "=")
			out = append(out, name)
			continue
		}
		body := a[1:]
		if body == "" || isNumber(body) || strings.ContainsAny(body, "=/.%{}") {
			continue
		}
		if c.Name == "find" || len(body) == 1 {
			out = append(out, a)
			continue
		}
		out = append(out, a) // the whole word, checked first as is
	}
	return out
}

func isNumber(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// flagKnown reports whether the help text mentions flag. A short cluster
// ("-la") is known when the whole word or each of its letters is.
func flagKnown(text, flag string) bool {
	if mentions(text, flag) {
		return true
	}
	if strings.HasPrefix(flag, "--") || len(flag) <= 2 {
		return len(flag) == 2 && inBracketCluster(text, flag[1])
	}
	for _, r := range flag[1:] {
		f := "-" + string(r)
		if !mentions(text, f) && !inBracketCluster(text, byte(r)) {
			return false
		}
	}
	return true
}

// mentions finds flag in text as a whole option word: preceded by start,
// space, comma, bracket or pipe, and not followed by a letter, digit or
// dash.
func mentions(text, flag string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], flag)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || strings.IndexByte(" \t\n,[(|/\"'`", text[j-1]) >= 0
		end := j + len(flag)
		after := end >= len(text) || !isWordByte(text[end])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isWordByte(c byte) bool {
	return c == '-' || c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// inBracketCluster finds letter in a BSD-style synopsis cluster such as
// "[-ABCFGHLOPRSTUW@abcdefghiklmnopqrstuwx1%,]".
func inBracketCluster(text string, letter byte) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], "[-")
		if j < 0 {
			return false
		}
		j += i + 2
		k := j
		for k < len(text) && text[k] != ']' && text[k] != ' ' && text[k] != '\n' {
			k++
		}
		if k < len(text) && text[k] == ']' && strings.IndexByte(text[j:k], letter) >= 0 {
			return true
		}
		i = j
	}
}
