package loop

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/platform"
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

// portableFlags are the options POSIX specifies for tools whose other
// options differ by flavour: when no help or man text is at hand, a use
// of only these needs no check.
var portableFlags = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"ls": "-1 -A -C -F -H -L -R -S -a -c -d -f -g -i -k -l -m -n -o -p -q -r -s -t -u -x -h", "ps": "-A -a -d -e -f -g -G -l -n -o -p -t -u -U",
		"df": "-k -P -h", "du": "-a -H -k -L -s -x -h -c", "sed": "-n -e -f -E", "sort": "-b -d -f -i -n -r -k -o -t -u -c -m -h",
		"date": "-u", "xargs": "-E -I -L -n -p -s -t -x -0", "awk": "-F -f -v", "find": "-name -type -newer -print -exec -ok -prune -size -mtime -atime -ctime -user -group -perm -links -depth -xdev -path -nouser -nogroup -H -L",
		"grep": "-E -F -c -e -f -i -l -n -q -s -v -x -r -R -o -w -h -H", "head": "-n -c", "tail": "-n -c -f", "tar": "-c -x -t -f -v -z", "split": "-l -a -b",
		"seq": "", "stat": "", "timeout": "-s -k", "readlink": "-f", "mktemp": "-d", "base64": "-d",
	}
})

// RefineFacts are the facts the refine decision needs beyond the reply.
type RefineFacts struct {
	// Installed reports whether a command exists on this machine.
	Installed func(name string) bool
	// HelpText returns the help and man text of a command (with its
	// option index), false when none is known.
	HelpText func(name string) (string, bool)
	// Flavor says which implementation a tool is here ("sed" → GNU);
	// nil or Unknown skips the flavour rules.
	Flavor   func(tool string) platform.Flavor
	Elapsed  time.Duration
	Budget   time.Duration
	NoRefine bool
	Offline  bool
	// Mode is "auto" (the default: refine when a check fails), "always"
	// or "never".
	Mode string
}

// The refine modes of the config key refine.
const (
	ModeAuto   = "auto"
	ModeAlways = "always"
	ModeNever  = "never"
)

// DecideRefine says whether iteration 1's reply should be refined, with
// every reason that applies and the rule that decided. The command is
// verified locally first: each program must be installed, each flag and
// option documented in this machine's help or man text (short clusters,
// long options with =, unique abbreviations), the flavour's rules kept
// and the line understood; a confident command that passes is not sent
// back. Refinement is skipped (Skipped says why) when the user turned it
// off, the backend is offline, or half the budget is spent.
func DecideRefine(r Reply, sh Shape, f RefineFacts) Decision {
	var d Decision
	if r.Status == Fail || r.Cmd == "" {
		d.Rule = "no command to refine"
		return d
	}
	add := func(format string, a ...any) { d.Reasons = append(d.Reasons, fmt.Sprintf(format, a...)) }
	if !r.HasConfidence {
		add("no usable confidence in the reply")
	} else if r.Confidence < RefineThreshold {
		add("confidence %.2f is below %.2f", r.Confidence, RefineThreshold)
	}
	if sh.ParseErr != nil {
		add("the command does not parse: %s", snip.Error(sh.ParseErr, 160))
	}
	var checked []string
	seen := map[string]bool{}
	for _, c := range sh.Calls {
		if c.Name == "" {
			add("a command name comes from an expansion; the checker cannot verify it")
			continue
		}
		if isBuiltin(c.Name) || !plainName(c.Name) {
			continue
		}
		if !seen[c.Name] {
			seen[c.Name] = true
			if f.Installed != nil && !f.Installed(c.Name) {
				add("%s is not installed here", c.Name)
				continue
			}
		}
		for _, why := range verifyCall(c, f) {
			add("%s", why)
		}
		if !slices.Contains(checked, c.Name) {
			checked = append(checked, c.Name)
		}
	}
	deciding := len(d.Reasons)
	switch {
	case f.Mode == ModeNever:
		d.Rule, d.Skipped = "refine = never", "refine = never"
		return d
	case f.Mode == ModeAlways:
		d.Refine, d.Rule = true, "refine = always"
		if deciding == 0 {
			add("refine = always")
		}
	case deciding > 0:
		d.Refine, d.Rule = true, d.Reasons[0]
	default:
		d.Rule = fmt.Sprintf("verified here: confidence %.2f, every program installed and every flag documented (%s)", r.Confidence, strings.Join(checked, ", "))
		return d
	}
	// Seed 003's triggers are not decisions, but tell the refine what
	// to look at.
	var sensitive []string
	for _, c := range sh.Calls {
		if _, ok := platformSensitive()[c.Name]; ok && !slices.Contains(sensitive, c.Name) {
			sensitive = append(sensitive, c.Name)
		}
	}
	if len(sensitive) > 0 {
		add("platform-sensitive: %s", strings.Join(sensitive, ", "))
	}
	if sh.Stages > 2 {
		add("a pipeline of %d stages", sh.Stages)
	}
	switch {
	case f.NoRefine:
		d.Refine, d.Skipped = false, "--no-refine"
	case f.Offline:
		d.Refine, d.Skipped = false, "the offline backend already picks variants for this platform"
	case f.Budget > 0 && f.Elapsed >= f.Budget/2:
		d.Refine, d.Skipped = false, fmt.Sprintf("iteration 1 took more than half the time budget (%s of %s); keeping its command", f.Elapsed.Round(time.Millisecond), f.Budget)
	}
	return d
}

// verifyCall checks one call's flags against its help text and its
// flavour's rules, returning what fails.
func verifyCall(c Call, f RefineFacts) []string {
	var out []string
	if subcommandTools()[c.Name] {
		return nil // flags per subcommand: the top-level help does not list them
	}
	flags := optionsOf(c)
	out = append(out, flavorRules(c, f)...)
	if len(flags) == 0 {
		return out
	}
	text, ok := "", false
	if f.HelpText != nil {
		text, ok = f.HelpText(c.Name)
	}
	if !ok || strings.TrimSpace(text) == "" {
		if _, sensitive := platformSensitive()[c.Name]; !sensitive {
			return out // nothing to check against, and nothing known to differ
		}
		portable := strings.Fields(portableFlags()[c.Name])
		var unknown []string
		for _, fl := range flags {
			if !slices.Contains(portable, fl.word) && !fl.bare {
				unknown = append(unknown, fl.word)
			} else if fl.bare && !slices.Contains(portable, "-"+fl.word) {
				unknown = append(unknown, fl.word)
			}
		}
		if len(unknown) > 0 {
			out = append(out, fmt.Sprintf("cannot verify %s %s: no help or man text here, and its flags differ by platform", c.Name, strings.Join(unknown, " ")))
		}
		return out
	}
	for _, fl := range flags {
		switch known, why := flagDocumented(text, fl); {
		case known:
		case why != "":
			out = append(out, fmt.Sprintf("%s %s %s", c.Name, fl.word, why))
		default:
			out = append(out, fmt.Sprintf("%s %s is not in the help of %s", c.Name, fl.word, c.Name))
		}
	}
	return out
}

// flavorRules are the platform rules a command line can break whatever
// its help says.
func flavorRules(c Call, f RefineFacts) []string {
	if f.Flavor == nil || c.Name != "sed" {
		return nil
	}
	fl := f.Flavor("sed")
	for i, a := range c.Args {
		if a != "-i" {
			continue
		}
		next, has := "", i+1 < len(c.Args)
		if has {
			next = c.Args[i+1]
		}
		switch {
		case fl == platform.GNU && has && next == "":
			return []string{"GNU sed takes -i's suffix attached (-i or -i.bak): the separate '' would be read as the script"}
		case fl == platform.BSD && (!has || next != "" && !strings.HasPrefix(next, ".")):
			return []string{"BSD sed -i needs a backup suffix argument (-i '' for none): the script would be taken as the suffix"}
		}
	}
	return nil
}

// flag is one option a call passes: word is "--sort", "-l", "-name", or
// a bare BSD-style letter for ps ("a" of "ps aux").
type flag struct {
	word string
	bare bool
}

// optionsOf lists the options of a call, one per flag: long options
// without their =value, short clusters letter by letter up to a value
// ("-k3" → -k, "-tulpn" → -t -u -l -p -n), find's single-dash predicates
// whole, and ps's and tar's dashless first word ("aux", "czf") letter by
// letter.
func optionsOf(c Call) []flag {
	var out []flag
	add := func(w string, bare bool) {
		if !slices.Contains(out, flag{w, bare}) {
			out = append(out, flag{w, bare})
		}
	}
	for i, a := range c.Args {
		if a == "--" {
			break
		}
		if i == 0 && (c.Name == "ps" || c.Name == "tar") && a != "" && !strings.HasPrefix(a, "-") && isLetters(a) {
			for _, r := range a {
				if c.Name == "ps" {
					add(string(r), true)
				} else {
					add("-"+string(r), false)
				}
			}
			continue
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			if wrapperCalls()[c.Name] {
				break
			}
			continue
		}
		if strings.HasPrefix(a, "--") {
			name, _, _ := strings.Cut(a, "=")
			add(name, false)
			continue
		}
		body := a[1:]
		if body == "" || !isLetter(body[0]) {
			continue // -5, -%, a negative number
		}
		if c.Name == "find" || singleDashLong[c.Name] {
			add(a, false)
			continue
		}
		for _, r := range body {
			if !isLetter(byte(r)) {
				break // the rest is the last letter's value
			}
			add("-"+string(r), false)
		}
	}
	return out
}

// singleDashLong are programs whose options are whole words after one
// dash.
var singleDashLong = map[string]bool{"java": true, "ffmpeg": true, "convert": true, "magick": true, "qemu-img": true}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '@' }

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) {
			return false
		}
	}
	return true
}

var longWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`--[A-Za-z0-9][A-Za-z0-9_-]*`) })

// flagDocumented checks one flag against a help text. A long option may
// be a unique abbreviation of a documented one (getopt_long takes it);
// an abbreviation of two is ambiguous, and why says so.
func flagDocumented(text string, fl flag) (bool, string) {
	if fl.bare {
		return bareDocumented(text, fl.word) || mentions(text, "-"+fl.word) || inBracketCluster(text, fl.word[0]), ""
	}
	if mentions(text, fl.word) {
		return true, ""
	}
	if !strings.HasPrefix(fl.word, "--") {
		return len(fl.word) == 2 && inBracketCluster(text, fl.word[1]), ""
	}
	var matches []string
	for _, w := range longWord().FindAllString(text, -1) {
		if strings.HasPrefix(w, fl.word) && !slices.Contains(matches, w) {
			matches = append(matches, w)
		}
	}
	switch len(matches) {
	case 0:
		return false, ""
	case 1:
		return true, ""
	}
	return false, "is ambiguous here (" + strings.Join(matches, ", ") + ")"
}

// bareDocumented finds a dashless ps option documented as an entry: the
// letter at the start of a line (after indentation or the option index's
// line start), followed by a gap or a comma.
func bareDocumented(text, letter string) bool {
	for _, l := range strings.Split(text, "\n") {
		t := strings.TrimLeft(l, " \t")
		if strings.HasPrefix(t, letter) && (len(t) == len(letter) || strings.ContainsRune(" \t,", rune(t[len(letter)]))) {
			return true
		}
	}
	return false
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
		if k < len(text) && text[k] == ']' && isCluster(text[j:k]) && strings.IndexByte(text[j:k], letter) >= 0 {
			return true
		}
		i = j
	}
}

// isCluster reports the inside of a synopsis cluster ("ABCabc1%,"), not
// an alternative list ("u|--utc") or an option with a value ("I[date").
func isCluster(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !(c >= '0' && c <= '9') && c != '%' && c != ',' {
			return false
		}
	}
	return s != ""
}
