package safety

import (
	"io/fs"
	"path"
	"path/filepath"
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
		return "a disk or memory device"
	case ClassAccount:
		return "an account file"
	case ClassBoot:
		return "boot files"
	case ClassStartup:
		return "a file that runs at login or start-up"
	case ClassCwdAll:
		return "everything in the current directory"
	case ClassDynamic:
		return "a path computed at run time"
	case ClassConfig:
		return "system files"
	case ClassSecret:
		return "a file holding keys or passwords"
	case ClassUserData:
		return "a folder of your own files"
	}
	return "a file"
}

// flagSet is the options a command was given: single letters from short
// clusters and long names.
type flagSet map[string]bool

// noClusters are commands whose single-dash words are whole options.
func noClusters(name string) bool {
	switch name {
	case "find", "java", "go", "iptables", "ip6tables", "openssl", "gcc", "cc", "clang", "nft", "xtables-multi", "iptables-legacy", "iptables-nft":
		return true
	}
	return false
}

func parseFlags(name string, args []string) flagSet {
	f := flagSet{}
	for _, a := range args {
		switch {
		case a == "--":
			return f
		case a == "":
			continue
		case strings.HasPrefix(a, "--"):
			n, _, _ := strings.Cut(a[2:], "=")
			f["-"+n] = true
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
// A long name matches its GNU abbreviations (--rec for --recursive).
func (f flagSet) has(group string) bool {
	for _, alt := range strings.Split(group, "|") {
		if len(alt) == 1 {
			if f[alt] {
				return true
			}
			continue
		}
		if f[alt] {
			return true // a whole single-dash option (find -delete)
		}
		for k := range f {
			if strings.HasPrefix(k, "-") && len(k) > 1 && strings.HasPrefix(alt, k[1:]) {
				return true
			}
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

// operand is a non-option argument.
type operand struct {
	value   string
	dynamic bool
}

// operandsOf lists the non-option arguments (everything after "--").
func operandsOf(ws []word) []operand {
	var out []operand
	dashdash := false
	for _, w := range ws {
		vals := w.values
		if w.dynamic || len(vals) == 0 {
			vals = []string{""}
		}
		for _, v := range vals {
			if !dashdash && v == "--" {
				dashdash = true
				continue
			}
			if !dashdash && strings.HasPrefix(v, "-") && len(v) > 1 {
				continue
			}
			if w.quotedTilde {
				v = "./" + v
			}
			out = append(out, operand{value: v, dynamic: w.dynamic && !w.home})
		}
	}
	return out
}

// targetDirGiven reports whether the arguments give cp/mv/ln their
// directory by option (-t DIR, --target-directory=DIR, -vt DIR).
func targetDirGiven(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if strings.HasPrefix(a, "--target-directory") || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "t") {
			return true
		}
	}
	return false
}

func (a *analyzer) classes(r Rule, args []string, ws []word) []Class {
	ops := operandsOf(ws)
	switch r.Operands {
	case "last":
		if len(ops) < 2 {
			return nil
		}
		ops = ops[len(ops)-1:]
	case "sources":
		// cp/mv's sources: all but the destination, unless -t names the
		// directory (then every operand is taken for a source, the
		// directory too: a false alarm at worst)
		if !targetDirGiven(args) {
			if len(ops) < 2 {
				return nil
			}
			ops = ops[:len(ops)-1]
		}
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
			ops = append(ops, operand{value: s, dynamic: s == ""})
		}
	}
	out := make([]Class, 0, len(ops))
	for _, o := range ops {
		if o.dynamic || o.value == "" {
			out = append(out, ClassDynamic)
			continue
		}
		out = append(out, a.classify(o.value))
	}
	return out
}

// classify classes a path as the kernel will see it: the lexical class,
// and when the path exists, the class of what its symbolic links lead to
// (a trailing slash follows the last link too), whichever is worse.
func (a *analyzer) classify(v string) Class {
	c := classify(v, a.cwd, a.o.Home)
	p := v
	switch {
	case strings.HasPrefix(p, "~/") && a.o.Home != "":
		p = path.Join(a.o.Home, p[2:]) + trailingSlash(p)
	case p == "~" || p == "~/":
		return c
	case !path.IsAbs(p):
		if a.cwd == "" || !path.IsAbs(a.cwd) {
			return c
		}
		p = path.Join(a.cwd, p) + trailingSlash(p)
	}
	if i := strings.IndexAny(p, "*?["); i >= 0 {
		// A glob lists a directory: resolve the part before it.
		base := path.Dir(p[:i] + "x")
		if r, err := filepath.EvalSymlinks(base); err == nil && r != base {
			c = max(c, classify(r+"/"+strings.TrimPrefix(p[len(base):], "/"), "", a.o.Home))
		}
		return c
	}
	dir, base := path.Split(strings.TrimSuffix(p, "/"))
	if strings.HasSuffix(p, "/") {
		dir, base = p, ""
	}
	r, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return c
	}
	real := path.Join(r, base)
	if real != path.Clean(p) {
		c = max(c, classify(real, "", a.o.Home))
	}
	// A block device that is not on the name list.
	if fi, err := statPath(real); err == nil && fi.Mode()&fs.ModeDevice != 0 && fi.Mode()&fs.ModeCharDevice == 0 {
		c = max(c, ClassDevice)
	}
	return c
}

func trailingSlash(p string) string {
	if strings.HasSuffix(p, "/") {
		return "/"
	}
	return ""
}

func cmdMatches(pattern, name string) bool {
	if p, ok := strings.CutSuffix(pattern, "*"); ok {
		return strings.HasPrefix(name, p)
	}
	return pattern == name
}

// subcommand is the first operand, skipping the global options some tools
// take before it.
func subcommand(name string, args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			if (name == "docker" || name == "podman") && matchesAny(a, "-H|--host|--context|-c|--config|-l|--log-level") ||
				(name == "kubectl" || name == "oc") && matchesAny(a, "-n|--namespace|--context|--kubeconfig|--cluster|--user|-s|--server") ||
				name == "systemctl" && matchesAny(a, "-H|--host|-M|--machine|-t|--type|-p|--property|--state|-n|--lines|-o|--output|--signal|-s|--root") ||
				name == "loginctl" && matchesAny(a, "-H|--host|-M|--machine|-p|--property|-s|--signal") ||
				(name == "apt" || name == "apt-get") && matchesAny(a, "-o|-c|-t") ||
				(name == "dnf" || name == "yum") && matchesAny(a, "--setopt|-c|--config|--installroot") ||
				(name == "aws") && matchesAny(a, "--profile|--region|--output|--endpoint-url|--query") ||
				(name == "gsutil") && matchesAny(a, "-o|-h|-u") {
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

// operandAfter is the first operand after sub.
func operandAfter(args []string, sub string) string {
	seen := false
	for _, a := range args {
		if !seen {
			seen = a == sub
			continue
		}
		if !strings.HasPrefix(a, "-") {
			return a
		}
	}
	return ""
}

// program judges a program that is not a wrapper, a shell or a builtin:
// the rule table for what is dangerous, then the read-only list for what
// is safe; anything else is Moderate.
func (a *analyzer) program(name string, ws []word, c cctx) {
	args := strs(ws)
	a.network(name, args, c)
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
			for _, cl := range a.classes(r, args, ws) {
				for _, t := range r.Targets {
					if cl == t && cl > hit {
						hit = cl
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
	if (name == "fdisk" || name == "gdisk" || name == "sfdisk" || name == "parted") && fdiskFed(a, c) {
		a.add(Critical, "writes a new partition table from its input")
	}
	if fn, ok := specials()[name]; ok {
		before := len(a.found)
		fn(a, args, ws, c)
		if len(a.found) == before && !matched && !selfJudging(name) {
			if _, ro := readOnlySpecs()[name]; !ro {
				a.add(Moderate, "%s is not known to be read-only", name)
			}
		}
		matched = true
	}
	if matched {
		return
	}
	spec, ok := readOnlySpecs()[name]
	if !ok {
		a.add(Moderate, "%s is not known to be read-only", name)
		return
	}
	if why := spec.check(a, name, args, ws); why != "" {
		a.add(Moderate, "%s", why)
	}
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
	if len(args) == 1 && (args[0] == "--help" || args[0] == "--version" || args[0] == "-h" || args[0] == "-V" || args[0] == "help" || args[0] == "version") {
		return true
	}
	for _, a := range args {
		if a == "--help" {
			return true
		}
	}
	return false
}

// powerCommand names commands that some builds run whatever their
// arguments (BusyBox without help text).
func powerCommand(n string) bool {
	switch n {
	case "reboot", "halt", "poweroff", "shutdown", "init", "telinit", "kexec":
		return true
	}
	return false
}

// dryRun reports tools told to show what they would do without doing it.
func dryRun(name, sub string, f flagSet) bool {
	if (strings.HasPrefix(name, "mkfs.ext") || name == "mke2fs") && f.has("n") {
		return true
	}
	switch name {
	case "kubectl", "helm", "oc":
		return f.has("dry-run")
	case "git":
		return (sub == "clean" || sub == "push" || sub == "rm") && f.has("n|dry-run")
	case "aws":
		return f.has("dryrun|dry-run")
	case "apt-get", "apt":
		return f.has("s|simulate|dry-run|just-print|no-act|recon")
	case "rsync", "make":
		return f.has("n|dry-run|just-print")
	case "ansible-playbook":
		return f.has("check|C")
	case "terraform", "tofu":
		return sub == "plan" || sub == "validate" || sub == "show" || sub == "output" || sub == "version" || sub == "fmt" && f.has("check")
	}
	return false
}

// redirect judges where a redirection writes or connects.
func (a *analyzer) redirect(r *syntax.Redirect) {
	if r.Word == nil {
		return
	}
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob, syntax.AppClob, syntax.RdrInOut, syntax.DplOut, syntax.RdrIn, syntax.DplIn, syntax.RdrAllClob, syntax.AppAllClob:
	default:
		return
	}
	sw := staticWord(r.Word)
	reading := r.Op == syntax.RdrIn || r.Op == syntax.DplIn
	if sw.dynamic {
		if !reading {
			a.add(Moderate, "writes to a file named at run time")
		}
		return
	}
	for _, v := range sw.values {
		if strings.HasPrefix(v, "/dev/tcp/") || strings.HasPrefix(v, "/dev/udp/") {
			a.netSocket = true
			a.add(High, "opens a network connection from the shell (%s)", v)
			a.senders = append(a.senders, "a /dev/tcp redirection")
			continue
		}
		if reading {
			if isSecret(v, a.o.Home) {
				a.secrets = append(a.secrets, v)
			}
			continue
		}
		if (r.Op == syntax.DplOut || r.Op == syntax.DplIn) && (isDigits(v) || v == "-") {
			continue // 2>&1, >&-
		}
		a.writeTarget(v, r.Op == syntax.AppOut || r.Op == syntax.AppAll || r.Op == syntax.AppClob || r.Op == syntax.AppAllClob)
	}
}

// writeTarget judges a file opened for writing.
func (a *analyzer) writeTarget(v string, appending bool) {
	if harmlessDevice(v) {
		return
	}
	switch c := a.classify(v); c {
	case ClassDevice, ClassAccount, ClassBoot, ClassRoot, ClassHome:
		a.add(Critical, "writes over %s (%s)", className(c), v)
	case ClassSystem, ClassConfig:
		a.add(High, "writes into %s (%s)", className(c), v)
	case ClassStartup, ClassSecret, ClassUserData:
		a.add(High, "changes %s (%s)", className(c), v)
	case ClassDynamic:
		a.add(Moderate, "writes to a file named at run time")
	default:
		if appending {
			a.add(Moderate, "appends to %s", v)
		} else {
			a.add(Moderate, "writes %s (creating it, or replacing what it holds)", v)
		}
	}
}

// harmlessDevice names the files a write to which changes nothing.
func harmlessDevice(v string) bool {
	switch v {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/zero", "/dev/full", "/proc/self/fd/1", "/proc/self/fd/2":
		return true
	}
	return strings.HasPrefix(v, "/dev/fd/") || strings.HasPrefix(v, "/dev/pts/") || strings.HasPrefix(v, "&")
}

func findStarts(args []string) []string {
	var out []string
	i := 0
	for i < len(args) && (args[i] == "-L" || args[i] == "-H" || args[i] == "-P" || args[i] == "-D" || strings.HasPrefix(args[i], "-O")) {
		if args[i] == "-D" {
			i++
		}
		i++
	}
	for _, a := range args[min(i, len(args)):] {
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

func matchesAny(s, alts string) bool {
	for _, a := range strings.Split(alts, "|") {
		if s == a {
			return true
		}
	}
	return false
}

// netRedir reports a redirection to or from a /dev/tcp or /dev/udp socket.
func netRedir(rs []*syntax.Redirect) bool {
	for _, r := range rs {
		if r.Word == nil {
			continue
		}
		if l := literal(r.Word); strings.HasPrefix(l, "/dev/tcp/") || strings.HasPrefix(l, "/dev/udp/") {
			return true
		}
	}
	return false
}

// selfJudging names the specials that decide on their own when a call is
// read-only; any other special that finds nothing leaves the program at
// Moderate unless the allow-list has it.
func selfJudging(name string) bool {
	switch name {
	case "find", "fd", "fdfind", "git", "sed", "gsed", "awk", "gawk", "mawk", "nawk", "tar", "gtar", "bsdtar", "curl", "wget",
		"rg", "sort", "man", "less", "tee", "iptables", "ip6tables", "iptables-legacy", "iptables-nft", "ip", "systemctl", "unzip",
		"uniq", "xxd", "history", "openssl", "docker", "podman", "kubectl", "oc", "nerdctl", "tmux", "screen", "gh", "aws", "kill":
		return true
	}
	return false
}
