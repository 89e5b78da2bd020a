package safety

import (
	"path"
	"strings"
	"sync"
)

// A wrapper is a program that runs another program: sudo, env, nice,
// timeout, xargs… Its grammar says where the inner command starts, so that
// no wrapping lowers a verdict. This one table serves the risk judgement,
// the refine loop's command extraction and the offline backend.
type wrapper struct {
	// short lists the short options that take a value ("u" for sudo -u
	// USER); the value may be attached (-uroot) or the next word.
	short string
	// long lists the long options that take a value, without "--".
	long []string
	// flags lists the long options that take no value; with long, they
	// resolve GNU abbreviations (--split → --split-string).
	flags []string
	// optLong lists long options whose value, if any, follows "=".
	optLong []string
	// lenient: an unknown option is taken to have no value (when given
	// as --name=value or a single-dash cluster) instead of making the
	// command unknowable.
	lenient bool
	// writes lists the options whose value is a file the wrapper writes
	// (strace -o, time -o).
	writeOpts []string
	// optShort lists short options whose value, if any, is attached
	// (xargs -i[REPLACE], -e[EOF], -l[LINES]).
	optShort string
	// shellShort and shellLong are the options whose value is a shell
	// command line (env -S, su -c, flock -c, script -c).
	shellShort string
	shellLong  []string
	// restShell: every operand after the options is one shell command
	// line (sudo -s ARGS, watch ARGS, sg GROUP ARGS).
	restShell string
	// positional is how many operands belong to the wrapper before the
	// command (timeout DURATION, chroot DIR, flock FILE, taskset MASK).
	positional int
	// assigns: NAME=VALUE operands come before the command (env).
	assigns bool
	// chdir lists the options (short letters and long names) whose value
	// is the inner command's working directory.
	chdir []string
	// level is what the wrapper adds by itself (sudo runs as root:
	// Moderate); reason says why.
	level  Level
	reason string
	// privileged wrappers run the command as another user.
	privileged bool
	// noCmd lists options after which there is no inner command (command
	// -v, ionice -p, taskset -p).
	noCmd []string
}

var wrappers = sync.OnceValue(func() map[string]wrapper {
	root := "runs it as another user"
	return map[string]wrapper{
		"sudo": {short: "ugChpUrtTD", long: []string{"user", "group", "close-from", "host", "prompt", "other-user", "role", "type", "command-timeout", "chdir", "chroot"},
			flags:     []string{"askpass", "background", "bell", "preserve-env", "edit", "help", "set-home", "remove-timestamp", "reset-timestamp", "list", "non-interactive", "preserve-groups", "stdin", "validate", "version"},
			restShell: "s|i|shell|login", chdir: []string{"D", "chdir"}, level: Moderate, reason: "sudo " + root, privileged: true, noCmd: []string{"l", "list", "v", "validate", "V", "version", "e", "edit"}},
		"doas":    {short: "uC", restShell: "s", level: Moderate, reason: "doas " + root, privileged: true},
		"pkexec":  {long: []string{"user"}, flags: []string{"disable-internal-agent", "keep-cwd", "version", "help"}, level: Moderate, reason: "pkexec " + root, privileged: true},
		"run0":    {short: "ugD", long: []string{"user", "group", "chdir", "unit", "property", "description", "slice", "nice", "setenv", "background", "machine"}, chdir: []string{"D", "chdir"}, level: Moderate, reason: "run0 " + root, privileged: true},
		"runuser": {short: "ugGsw", long: []string{"user", "group", "supp-group", "shell", "whitelist-environment"}, flags: []string{"login", "preserve-environment", "pty"}, shellShort: "c", shellLong: []string{"command", "session-command"}, level: Moderate, reason: "runuser " + root, privileged: true},
		"su":      {short: "gGsw", long: []string{"group", "supp-group", "shell", "whitelist-environment"}, flags: []string{"login", "preserve-environment", "pty"}, shellShort: "c", shellLong: []string{"command", "session-command"}, level: High, reason: "su switches user", privileged: true},
		"sg":      {restShell: "-", positional: 1, level: Moderate, reason: "sg runs it with another group"},
		"env": {short: "uC", long: []string{"unset", "chdir", "default-signal", "ignore-signal", "block-signal"}, flags: []string{"ignore-environment", "null", "debug", "list-signal-handling", "help", "version"},
			shellShort: "S", shellLong: []string{"split-string"}, assigns: true, chdir: []string{"C", "chdir"}},
		"nice":       {short: "n", long: []string{"adjustment"}},
		"ionice":     {short: "cnpPut", long: []string{"class", "classdata", "pid", "pgid", "uid"}, noCmd: []string{"p", "pid", "P", "pgid", "u", "uid"}},
		"chrt":       {short: "TPD", long: []string{"sched-runtime", "sched-period", "sched-deadline"}, flags: []string{"all-tasks", "batch", "deadline", "fifo", "idle", "other", "rr", "reset-on-fork", "verbose", "max", "pid"}, positional: 1, noCmd: []string{"p", "pid", "m", "max"}},
		"taskset":    {flags: []string{"all-tasks", "cpu-list", "pid"}, positional: 1, noCmd: []string{"p", "pid"}},
		"timeout":    {short: "sk", long: []string{"signal", "kill-after"}, flags: []string{"foreground", "preserve-status", "verbose"}, positional: 1},
		"stdbuf":     {short: "ioe", long: []string{"input", "output", "error"}},
		"setsid":     {flags: []string{"ctty", "fork", "wait"}},
		"nohup":      {},
		"time":       {short: "fo", long: []string{"format", "output"}, flags: []string{"append", "portability", "verbose", "quiet"}, writeOpts: []string{"o", "output"}},
		"command":    {noCmd: []string{"v", "V"}},
		"builtin":    {},
		"exec":       {short: "a"},
		"flock":      {short: "wEF", long: []string{"timeout", "conflict-exit-code"}, flags: []string{"shared", "exclusive", "unlock", "nonblock", "close", "no-fork", "verbose"}, shellShort: "c", shellLong: []string{"command"}, positional: 1, level: Moderate, reason: "flock creates its lock file"},
		"script":     {short: "ETIOBm", long: []string{"echo", "log-io", "log-in", "log-out", "log-timing", "logging-format", "output-limit", "timing"}, flags: []string{"append", "return", "flush", "force", "quiet"}, shellShort: "c", shellLong: []string{"command"}, level: Moderate, reason: "script records the session to a file"},
		"watch":      {short: "nq", long: []string{"interval", "equexit"}, flags: []string{"beep", "color", "no-color", "differences", "errexit", "chgexit", "exec", "precise", "no-title", "no-wrap", "help", "version"}, restShell: "-"},
		"xargs":      {short: "aEdILnPs", optShort: "eil", optLong: []string{"replace", "eof", "max-lines"}, long: []string{"arg-file", "delimiter", "eof", "replace", "max-lines", "max-args", "max-procs", "max-chars", "process-slot-var"}, flags: []string{"null", "exit", "interactive", "no-run-if-empty", "open-tty", "show-limits", "verbose"}},
		"parallel":   {short: "jSIdaE", long: []string{"jobs", "sshlogin", "arg-file", "delimiter", "results", "joblog", "tmpdir", "workdir", "env", "timeout", "retries", "memfree", "load"}, flags: []string{"keep-order", "dry-run", "verbose", "progress", "bar", "eta", "quote", "null", "halt", "ungroup", "line-buffer", "tag", "pipe", "group", "will-cite"}},
		"caffeinate": {short: "wt"},
		"unbuffer":   {},
		"chroot":     {long: []string{"userspec", "groups"}, flags: []string{"skip-chdir"}, positional: 1, level: Moderate, reason: "chroot runs it in another root"},
		"nsenter":    {short: "tSG", optShort: "muinpUCTrw", long: []string{"target", "setuid", "setgid", "user-parent"}, optLong: []string{"mount", "uts", "ipc", "net", "pid", "user", "cgroup", "time", "root", "wd"}, flags: []string{"all", "preserve-credentials", "no-fork", "follow-context", "keep-caps"}, level: Moderate, reason: "nsenter enters another namespace", privileged: true},
		"unshare":    {short: "RwSG", long: []string{"root", "wd", "setuid", "setgid", "propagation", "setgroups", "map-user", "map-group", "map-users", "map-groups", "mount-proc", "kill-child"}, flags: []string{"fork", "map-root-user", "map-current-user", "mount", "uts", "ipc", "net", "pid", "user", "cgroup", "time"}, chdir: []string{"w", "wd"}, level: Moderate, reason: "unshare runs it in new namespaces"},
		"systemd-run": {short: "pEuM", long: []string{"unit", "property", "description", "slice", "uid", "gid", "nice", "working-directory", "setenv", "machine", "host", "on-active", "on-boot", "on-startup", "on-unit-active", "on-unit-inactive", "on-calendar", "timer-property", "path-property", "socket-property", "service-type", "expand-environment"},
			flags: []string{"user", "system", "scope", "remain-after-exit", "send-sighup", "pty", "pipe", "quiet", "wait", "collect", "same-dir", "shell", "no-block", "no-ask-password"}, chdir: []string{"working-directory"}, level: Moderate, reason: "systemd-run starts it as a system unit"},
		"systemd-inhibit":  {long: []string{"what", "who", "why", "mode"}},
		"strace":           {short: "oepsabEIuUXP", long: []string{"output", "expr", "signal", "user"}, writeOpts: []string{"o", "output"}},
		"ltrace":           {short: "oepsaEuAlnx", writeOpts: []string{"o"}},
		"proxychains":      {short: "f"},
		"proxychains4":     {short: "f"},
		"torsocks":         {short: "uaPpP"},
		"sshpass":          {short: "pfde"},
		"xvfb-run":         {short: "nfpsel", long: []string{"server-num", "auth-file", "xauth-protocol", "server-args", "error-file"}, flags: []string{"auto-servernum", "help"}},
		"dbus-run-session": {long: []string{"config-file", "dbus-daemon"}},
		"catchsegv":        {},
		"ssh-agent":        {short: "aEPt", noCmd: []string{"k", "l", "D", "d"}},
		"dbus-launch":      {long: []string{"config-file", "binary-syntax"}, flags: []string{"sh-syntax", "csh-syntax", "auto-syntax", "exit-with-session", "exit-with-x11", "close-stderr", "autolaunch"}},
		"firejail":         {},
		"valgrind":         {},
		"busybox":          {},
		"toybox":           {},
		"arch":             {lenient: true},
		"chronic":          {lenient: true},
		"faketime":         {short: "f", positional: 1, lenient: true},
		"numactl":          {short: "CNmpiP", lenient: true, noCmd: []string{"s", "show", "H", "hardware"}},
		"prlimit":          {lenient: true, noCmd: []string{"p", "pid"}},
		"cgexec":           {short: "g", flags: []string{"sticky"}},
		"fakeroot":         {short: "lsi", lenient: true},
		"rlwrap":           {short: "aAbcCDefFgHilmMnNoOpPqrRsStTvwWz", lenient: true},
		"setpriv":          {lenient: true, privileged: true},
		"nocache":          {},
		"torify":           {},
		"eatmydata":        {},
		"sudo-rs":          {short: "ugChpUrtTD", long: []string{"user", "group", "chdir"}, restShell: "s|i|shell|login", lenient: true, level: Moderate, reason: "sudo runs it as another user", privileged: true},
	}
})

// wrapped is what a wrapper runs.
type wrapped struct {
	// argv is the inner command's words (index into the caller's words).
	start int
	// shell, when set, is a shell command line the wrapper runs instead
	// of argv (dynamic: computed at run time).
	shell        string
	shellDynamic bool
	hasShell     bool
	// rest is set when the shell line is the wrapper's remaining
	// operands, from index restStart (sudo -s CMD ARGS, watch CMD ARGS).
	rest      bool
	restStart int
	// cwd, when set, is the inner command's working directory.
	cwd        string
	cwdDynamic bool
	// none: the wrapper runs nothing here (command -v, sudo -l).
	none bool
	// unsure: an option caro does not know; it cannot tell where the
	// command starts.
	unsure string
	// writes lists files the wrapper itself writes (time -o, script FILE).
	writes []string
	// stdinShell: the wrapper starts a shell that reads its commands
	// from standard input (sudo -s with no command).
	stdinShell bool
	// assigns lists NAME=VALUE operands (env).
	assigns []string
}

// longMatch resolves a long option name (without "--" and "=value") among
// the known names, with GNU's unique-prefix abbreviations. ok is false when
// the name is unknown or ambiguous.
func longMatch(name string, known ...[]string) (string, bool) {
	var hit string
	n := 0
	for _, list := range known {
		for _, k := range list {
			if k == name {
				return k, true
			}
			if strings.HasPrefix(k, name) {
				hit = k
				n++
			}
		}
	}
	return hit, n == 1
}

// optArg is the value of the option at args[*i]: attached to it when has
// is set (--opt=v, -ov), else the next word, which it takes (*i moves on
// to it); "" when there is none.
func optArg(args []string, i *int, attached string, has bool) string {
	if has {
		return attached
	}
	if *i+1 < len(args) {
		*i++
		return args[*i]
	}
	return ""
}

func inList(s string, list []string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// shellCommand records the shell command given as an option's value (su
// -c CMD); "" is one computed at run time, or none at all.
func (out *wrapped) shellCommand(v string) {
	out.hasShell = true
	out.shell, out.shellDynamic = v, v == ""
}

// valued records what an option that takes a value says, by its long name
// or short letter: the directory the command runs in, a file the wrapper
// writes. user reports the option naming the user (-u, --user).
func (out *wrapped) valued(w wrapper, opt, v string) (user bool) {
	if inList(opt, w.chdir) {
		out.cwd, out.cwdDynamic = v, v == ""
	}
	if inList(opt, w.writeOpts) {
		out.writes = append(out.writes, v)
	}
	return opt == "user" || opt == "u"
}

// unwrap parses a wrapper's options in args (the words after its name)
// and says what it runs.
func unwrap(name string, w wrapper, args []string) wrapped {
	var out wrapped
	i := 0
	sawUser, shellMode := false, false
	shellLong := append(append([]string{}, w.shellLong...), strings.Split(w.restShell, "|")...)
	for i < len(args) {
		arg := args[i]
		if arg == "" {
			// A computed option or operand: where the command starts
			// cannot be known.
			out.unsure = "an argument computed at run time"
			return out
		}
		if arg == "--" {
			i++
			break
		}
		if name == "nice" && len(arg) > 1 && (arg[0] == '-' || arg[0] == '+') && isDigits(strings.TrimLeft(arg[1:], "-")) {
			i++ // nice -5, nice +5, nice --5
			continue
		}
		if name == "env" && arg == "-" {
			i++ // env - is env -i
			continue
		}
		if strings.HasPrefix(arg, "--") {
			n, val, hasVal := strings.Cut(arg[2:], "=")
			full, ok := longMatch(n, w.long, w.flags, shellLong, w.optLong)
			if !ok {
				if w.lenient && (hasVal || !inList(n, w.long)) {
					i++
					continue
				}
				out.unsure = "the option " + arg
				return out
			}
			if inList(full, w.optLong) {
				i++
				continue
			}
			switch {
			case inList(full, strings.Split(w.restShell, "|")):
				shellMode = true
			case inList(full, w.shellLong):
				out.shellCommand(optArg(args, &i, val, hasVal))
				return out
			case inList(full, w.long):
				sawUser = out.valued(w, full, optArg(args, &i, val, hasVal)) || sawUser
			}
			if inList(full, w.noCmd) {
				out.none = true
				return out
			}
			i++
			continue
		}
		if strings.HasPrefix(arg, "-") && len(arg) > 1 && !(name == "su" && arg == "-") {
			cluster := arg[1:]
			for k := 0; k < len(cluster); k++ {
				c := string(cluster[k])
				switch {
				case strings.Contains(w.shellShort, c) && w.shellShort != "":
					out.shellCommand(optArg(args, &i, cluster[k+1:], k+1 < len(cluster)))
					return out
				case w.restShell != "" && w.restShell != "-" && inList(c, strings.Split(w.restShell, "|")):
					shellMode = true
				case inList(c, w.noCmd):
					out.none = true
					return out
				case strings.Contains(w.optShort, c):
					k = len(cluster)
				case strings.Contains(w.short, c):
					sawUser = out.valued(w, c, optArg(args, &i, cluster[k+1:], k+1 < len(cluster))) || sawUser
					k = len(cluster)
				}
			}
			i++
			continue
		}
		if w.assigns && strings.Contains(arg, "=") && !strings.HasPrefix(arg, "=") {
			out.assigns = append(out.assigns, arg)
			i++
			continue
		}
		break
	}
	if shellMode {
		return restShell(out, args, i)
	}
	if name == "su" || name == "runuser" && !sawUser {
		// su [-] [USER] [-c CMD]: options may follow the user name.
		for i < len(args) && (args[i] == "-" || !strings.HasPrefix(args[i], "-")) {
			i++
			if i < len(args) && strings.HasPrefix(args[i], "-") {
				rest := unwrap(name, w, args[i:])
				rest.start += i
				return rest
			}
		}
		out.none = true
		return out
	}
	i += w.positional
	if name == "flock" && i < len(args) {
		// flock FILE -c CMD.
		switch a := args[i]; {
		case a == "-c" || a == "--command" || a == "--comm" || a == "--com":
			out.hasShell = true
			if i+1 < len(args) {
				out.shell = args[i+1]
			}
			out.shellDynamic = out.shell == ""
			return out
		case strings.HasPrefix(a, "--command="):
			out.hasShell = true
			out.shell = strings.TrimPrefix(a, "--command=")
			return out
		}
	}
	if w.restShell == "-" {
		if name == "sg" && i < len(args) && args[i] == "-c" {
			i++
		}
		out.hasShell = true
		out.shell, out.shellDynamic = joinStatic(args[min(i, len(args)):])
		out.rest, out.restStart = true, i
		if i >= len(args) {
			out.hasShell, out.none = false, true
		}
		return out
	}
	if name == "script" {
		// script [FILE [COMMAND…]]: the operand is where the session is
		// recorded; BSD script runs the command that follows it.
		if i < len(args) {
			out.writes = append(out.writes, args[i])
		}
		if i+1 < len(args) {
			out.start = i + 1
			return out
		}
		out.none = true
		return out
	}
	if i >= len(args) {
		out.none = true
		return out
	}
	out.start = i
	return out
}

// restShell: the operands from start on are a command line run by a
// shell; with none, the shell reads standard input.
func restShell(out wrapped, args []string, start int) wrapped {
	if start < len(args) && args[start] == "--" {
		start++
	}
	if start >= len(args) {
		out.stdinShell = true
		return out
	}
	out.hasShell = true
	out.shell, out.shellDynamic = joinStatic(args[start:])
	out.rest, out.restStart = true, start
	return out
}

// joinStatic joins words into one shell line; dynamic is set when any word
// is computed at run time.
func joinStatic(ws []string) (string, bool) {
	for _, w := range ws {
		if w == "" {
			return "", true
		}
	}
	return strings.Join(ws, " "), false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// programName is the name a shell looks up for argv0: backslashes and the
// directory removed.
func programName(argv0 string) string {
	return path.Base(strings.ReplaceAll(argv0, `\`, ""))
}
