package safety

import (
	"path"
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/snip"
)

// special judges a program whose grammar decides its risk: it may run
// other commands (find -exec, ssh, tmux), evaluate a program (sed, awk),
// or write behind an innocent name (git --output, tar -C /). A special
// adds its findings; none means the call is read-only.
type special func(a *analyzer, args []string, ws []word, c cctx)

var specials func() map[string]special

func init() { specials = sync.OnceValue(buildSpecials) }

func buildSpecials() map[string]special {
	m := map[string]special{
		"find": findJudge, "fd": fdJudge, "fdfind": fdJudge,
		"ssh": sshJudge, "scp": scpJudge, "sftp": scpJudge, "rsync": rsyncJudge,
		"docker": containerJudge, "podman": containerJudge, "kubectl": containerJudge, "oc": containerJudge,
		"tmux": tmuxJudge, "screen": screenJudge,
		"git": gitJudge,
		"sed": sedJudge, "gsed": sedJudge,
		"awk": awkJudge, "gawk": awkJudge, "mawk": awkJudge, "nawk": awkJudge,
		"tar": tarJudge, "gtar": tarJudge, "bsdtar": tarJudge,
		"curl": curlJudge, "wget": wgetJudge,
		"kill": killJudge, "pkill": pkillJudge, "killall": pkillJudge,
		"chmod": chmodJudge,
		"rg":    rgJudge, "sort": sortJudge, "man": manJudge, "less": lessJudge,
		"tee":      teeJudge,
		"iptables": firewallJudge, "ip6tables": firewallJudge, "iptables-legacy": firewallJudge, "iptables-nft": firewallJudge,
		"ip":        ipJudge,
		"systemctl": systemctlJudge,
		"unzip":     unzipJudge,
		"nc":        netcatJudge, "ncat": netcatJudge, "netcat": netcatJudge, "nc.openbsd": netcatJudge, "nc.traditional": netcatJudge,
		"socat": socatJudge,
		"uniq":  outputOperandJudge, "xxd": outputOperandJudge,
		"history": historyJudge,
		"openssl": opensslJudge,
		"vim":     editorJudge, "vi": editorJudge, "nvim": editorJudge, "ex": editorJudge, "view": editorJudge, "vim.basic": editorJudge, "emacs": editorJudge,
		"gdb":       gdbJudge,
		"capsh":     capshJudge,
		"coreutils": coreutilsJudge,
		"ansible":   remoteExecJudge, "salt": remoteExecJudge, "pssh": remoteExecJudge, "parallel-ssh": remoteExecJudge, "pdsh": remoteExecJudge,
		"nerdctl": containerJudge, "lxc": containerJudge, "incus": containerJudge,
		"install": installJudge,
		"python":  pythonJudge, "python3": pythonJudge,
		"aws":    awsJudge,
		"gh":     ghJudge,
		"setcap": setcapJudge,
	}
	for _, db := range []string{"psql", "mysql", "mariadb", "sqlite3", "redis-cli", "mongosh", "mongo", "clickhouse-client", "cqlsh", "sqlcmd", "duckdb", "valkey-cli", "keydb-cli"} {
		m[db] = dbJudge
	}
	return m
}

// recursiveFor makes a per-file command behave as the whole-tree command
// it amounts to: find / -exec rm {} is rm -r /.
func recursiveFor(inner []word) []word {
	if len(inner) == 0 {
		return inner
	}
	switch programName(strs(inner[:1])[0]) {
	case "rm":
		return append([]word{inner[0], {values: []string{"-r"}, raw: "-r"}}, inner[1:]...)
	case "chmod", "chown", "chgrp":
		return append([]word{inner[0], {values: []string{"-R"}, raw: "-R"}}, inner[1:]...)
	}
	return inner
}

func findJudge(a *analyzer, args []string, ws []word, c cctx) {
	starts := findStarts(args)
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "-exec", "-execdir", "-ok", "-okdir":
			end := len(args)
			for j := i + 1; j < len(args); j++ {
				if args[j] == ";" || args[j] == "+" {
					end = j
					break
				}
			}
			if i+1 < end {
				var inner []word
				embedded := false
				for _, w := range ws[i+1 : end] {
					if v := strs([]word{w})[0]; strings.Contains(v, "{}") {
						embedded = embedded || v != "{}"
						for _, s := range starts {
							r := strings.ReplaceAll(v, "{}", s)
							inner = append(inner, word{values: []string{r}, raw: r})
						}
						continue
					}
					inner = append(inner, w)
				}
				c.hops++
				a.command(recursiveFor(inner), c)
				if embedded {
					// {} inside a longer word (sh -c '… {} …'): judge
					// the command as written too.
					a.command(ws[i+1:end], c)
				}
			}
			i = end
		case "-fprint", "-fprint0", "-fprintf", "-fls":
			if i+1 < len(args) {
				a.writeTarget(args[i+1], false)
			}
		}
	}
}

func fdJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if arg == "-x" || arg == "--exec" || arg == "-X" || arg == "--exec-batch" || strings.HasPrefix(arg, "--exec=") {
			inner := ws[i+1:]
			for j, w := range inner {
				if strs([]word{w})[0] == ";" {
					inner = inner[:j]
					break
				}
			}
			var out []word
			for _, w := range inner {
				if v := strs([]word{w})[0]; strings.Contains(v, "{") {
					r := "."
					out = append(out, word{values: []string{r}, raw: r})
					continue
				}
				out = append(out, w)
			}
			c.hops++
			a.command(recursiveFor(out), c)
			return
		}
	}
}

var sshLocalCmd = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(proxycommand|localcommand|permitlocalcommand|knownhostscommand|match)`)
})

// sshOpts parses ssh-style options; it returns the index of the first
// operand and reports -o options that run local commands.
func sshOpts(a *analyzer, prog string, args []string, withValue string) int {
	i := 0
	for i < len(args) {
		arg := args[i]
		if arg == "--" {
			return i + 1
		}
		if !strings.HasPrefix(arg, "-") || len(arg) < 2 {
			return i
		}
		letter := arg[1:2]
		if strings.Contains(withValue, letter) {
			v := arg[2:]
			if v == "" && i+1 < len(args) {
				i++
				v = args[i]
			}
			if letter == "o" && sshLocalCmd().MatchString(strings.TrimSpace(v)) {
				a.add(High, "%s -o %s runs a local command", prog, snip.Clip(v, 40))
				if k := strings.IndexAny(v, "= "); k > 0 {
					a.line(strings.TrimSpace(v[k+1:]), 1, "bash")
				}
			}
			if letter == "F" {
				a.add(Moderate, "%s reads its settings from %s", prog, snip.Clip(v, 40))
			}
		}
		i++
	}
	return i
}

func sshJudge(a *analyzer, args []string, ws []word, c cctx) {
	i := sshOpts(a, "ssh", args, "BbcDEeFIiJLlmOopQRSWw")
	a.senders = append(a.senders, "ssh")
	if i+1 >= len(args) {
		a.add(Moderate, "opens a shell on a remote host")
		return
	}
	rargs := args[i+1:]
	if len(rargs) > 0 && rargs[0] == "--" {
		rargs = rargs[1:]
	}
	remote, dyn := joinStatic(rargs)
	for _, r := range c.redirs {
		if r.Op == syntax.RdrIn && len(rargs) > 0 && (shells()[programName(rargs[0])] || interpreters()[programName(rargs[0])]) {
			a.add(High, "runs a local script on a remote host, as a shell reads it")
		}
	}
	if dyn {
		a.add(High, "runs a command computed at run time on a remote host")
		return
	}
	sub := &analyzer{o: Options{Shell: "bash"}}
	sub.line(remote, c.depth+1, "bash")
	sub.finish()
	if r := sub.risk(); r.Level >= High {
		a.add(High, "runs a dangerous command on a remote host: %s", strings.Join(r.Reasons, "; "))
		return
	}
	a.add(Moderate, "runs a command on a remote host")
}

func scpJudge(a *analyzer, args []string, ws []word, c cctx) {
	i := sshOpts(a, "scp", args, "cDFiJlopPSX")
	a.senders = append(a.senders, "scp")
	for _, r := range c.redirs {
		if body, ok := heredocBody(r); ok {
			for _, f := range strings.Fields(body) {
				if isSecret(f, a.o.Home) {
					a.secrets = append(a.secrets, f)
				}
			}
		}
	}
	ops := args[min(i, len(args)):]
	if len(ops) == 1 {
		a.add(Moderate, "opens a file transfer session with another host")
		return
	}
	if len(ops) > 0 {
		last := ops[len(ops)-1]
		if !strings.Contains(last, ":") {
			a.writeTarget(last, false)
			return
		}
	}
	a.add(Moderate, "copies files to or from another host")
}

func rsyncJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if arg == "-e" || strings.HasPrefix(arg, "--rsh") || arg == "--rsync-path" || strings.HasPrefix(arg, "--rsync-path=") {
			v := ""
			if _, after, ok := strings.Cut(arg, "="); ok {
				v = after
			} else if i+1 < len(args) {
				v = args[i+1]
			}
			if v == "" || !strings.HasPrefix(strings.TrimSpace(v), "ssh") {
				a.add(High, "rsync runs %s as its remote shell", snip.Clip(v, 40))
			}
		}
	}
	ops := operandsOf(ws)
	remote := false
	for _, o := range ops {
		if strings.Contains(o.value, ":") {
			remote = true
		}
	}
	if remote {
		a.senders = append(a.senders, "rsync")
	}
	if len(ops) >= 2 {
		dst := ops[len(ops)-1]
		if !dst.dynamic && !strings.Contains(dst.value, ":") {
			switch cl := a.classify(dst.value); cl {
			case ClassRoot, ClassSystem, ClassHome, ClassBoot, ClassAccount, ClassDevice:
				if parseFlags("rsync", args).has("delete|delete-before|delete-after|delete-during|delete-delay|delete-excluded|del") || cl == ClassAccount || cl == ClassBoot || cl == ClassDevice {
					a.add(Critical, "rsync overwrites or deletes %s", className(cl))
					return
				}
				a.add(High, "copies files over %s", className(cl))
				return
			case ClassStartup, ClassSecret, ClassConfig:
				a.add(High, "copies files into %s", className(cl))
				return
			}
		}
	}
	a.add(Moderate, "copies and synchronises files")
}

// containerJudge judges docker/podman/kubectl exec and run: the inner
// command runs inside a container.
func containerJudge(a *analyzer, args []string, ws []word, c cctx) {
	name := "docker"
	sub := subcommand(name, args)
	for _, arg := range args {
		if arg == "exec" {
			sub = "exec"
		}
	}
	switch sub {
	case "exec", "run", "debug", "attach", "create":
		for k, arg := range args {
			v := ""
			switch {
			case (arg == "-v" || arg == "--volume" || arg == "--mount") && k+1 < len(args):
				v = args[k+1]
			case strings.HasPrefix(arg, "--volume=") || strings.HasPrefix(arg, "--mount="):
				_, v, _ = strings.Cut(arg, "=")
			case arg == "--privileged":
				a.add(High, "runs a privileged container, which can do anything to the host")
			case strings.HasPrefix(arg, "--pid=host") || strings.HasPrefix(arg, "--net=host") && false:
				a.add(High, "shares the host's processes with the container")
			}
			if v == "" {
				continue
			}
			host, _, _ := strings.Cut(v, ":")
			if strings.Contains(v, "source=") || strings.Contains(v, "src=") {
				for _, f := range strings.Split(v, ",") {
					if s, ok := strings.CutPrefix(f, "source="); ok {
						host = s
					} else if s, ok := strings.CutPrefix(f, "src="); ok {
						host = s
					}
				}
			}
			if !strings.HasPrefix(host, "/") && !strings.HasPrefix(host, "~") && !strings.HasPrefix(host, ".") {
				continue // a named volume
			}
			switch cl := a.classify(host); cl {
			case ClassRoot, ClassSystem, ClassHome, ClassBoot, ClassAccount, ClassDevice, ClassConfig, ClassSecret, ClassStartup:
				a.add(High, "mounts %s into a container, which can then change it", className(cl))
			}
		}
	case "compose":
		sub2 := operandAfter(args, "compose")
		if matchesAny(sub2, "ps|logs|config|ls|images|top|version|port|events") {
			return
		}
		if sub2 == "down" && parseFlags("docker", args).has("v|volumes") || sub2 == "rm" && parseFlags("docker", args).has("v|volumes") {
			a.add(High, "deletes the project's volumes and the data in them")
			return
		}
		a.add(Moderate, "docker compose %s changes containers", sub2)
		return
	case "image", "container", "network", "volume", "system", "context", "node", "service", "plugin", "secret", "config", "builder", "buildx":
		sub2 := operandAfter(args, sub)
		if matchesAny(sub2, "ls|list|inspect|df|show|history|logs|ps|version|info|top|port|view|get-contexts|current-context|get-clusters|get-users") {
			return
		}
		if sub2 == "prune" || sub2 == "rm" || sub2 == "remove" {
			a.add(High, "deletes %s data", sub)
			return
		}
		a.add(Moderate, "%s %s changes containers or images", sub, sub2)
		return
	default:
		if spec, ok := readOnlySpecs()["docker"]; ok && spec.check(a, "docker", args, ws) == "" {
			return
		}
		if spec, ok := readOnlySpecs()["kubectl"]; ok && matchesAny(sub, "get|describe|logs|version|top|explain|api-resources|api-versions|cluster-info|auth|events|wait") && spec.check(a, "kubectl", args, ws) == "" {
			return
		}
		if sub == "config" && matchesAny(operandAfter(args, "config"), "view|get-contexts|current-context|get-clusters|get-users") {
			return
		}
		if (sub == "rm" || sub == "rmi") && inList("", args) {
			a.add(High, "force-removes containers or images, possibly all of them")
			return
		}
		if sub == "rollout" && matchesAny(operandAfter(args, "rollout"), "history|status") {
			return
		}
		if sub == "delete" {
			if inList("namespace", args) || inList("ns", args) || inList("--all", args) || inList("-A", args) || inList("--all-namespaces", args) {
				a.add(High, "deletes a whole namespace or every resource of a kind")
				return
			}
			a.add(High, "deletes resources")
			return
		}
		a.add(Moderate, "%s changes containers or the cluster", sub)
		return
	}
	// The inner command: after "--", or after the container for docker
	// exec.
	var inner []word
	for i, arg := range args {
		if arg == "--" {
			inner = ws[i+1:]
			break
		}
	}
	if inner == nil && (sub == "run" || sub == "create") {
		k := 0
		for k < len(args) && args[k] != sub {
			k++
		}
		k++
		for k < len(args) && strings.HasPrefix(args[k], "-") {
			if !strings.Contains(args[k], "=") && matchesAny(args[k], "-v|--volume|--mount|-e|--env|-p|--publish|--name|-w|--workdir|-u|--user|--entrypoint|--network|--net|-l|--label|--env-file|--hostname|-h|--platform|--restart|-m|--memory|--cpus|--device|--add-host|--cap-add|--cap-drop|--security-opt|--tmpfs|--ulimit|--pull|--log-driver|--log-opt|--ipc|--pid|--cgroupns|--userns|--gpus|--shm-size|--stop-signal|--health-cmd|--dns|--expose|--link|--volumes-from|--mac-address|--ip|--runtime|--init-path|--label-file|-a|--attach|--cidfile|--detach-keys") {
				k++
			}
			k++
		}
		k++ // the image
		if k < len(ws) {
			inner = ws[k:]
		}
	}
	if inner == nil && sub == "exec" {
		i := 0
		for i < len(args) && args[i] != "exec" {
			i++
		}
		i++
		for i < len(args) && strings.HasPrefix(args[i], "-") {
			if matchesAny(args[i], "-e|--env|-u|--user|-w|--workdir|--env-file|--detach-keys|-c|--container|-n|--namespace") {
				i++
			}
			i++
		}
		i++ // the container
		if i < len(ws) {
			inner = ws[i:]
		}
	}
	if len(inner) > 0 {
		sub := &analyzer{o: Options{Shell: "sh"}}
		sub.command(inner, cctx{depth: c.depth + 1})
		sub.finish()
		if r := sub.risk(); r.Level >= High || isWriter(programName(strs(inner[:1])[0])) && r.Level >= Moderate {
			a.add(High, "runs a destructive command in a container: %s", strings.Join(r.Reasons, "; "))
			return
		}
	}
	a.add(Moderate, "runs a command in a container")
}

// tmuxJudge judges the shell commands tmux starts or types.
func tmuxJudge(a *analyzer, args []string, ws []word, c cctx) {
	i := 0
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		if args[i] == "-c" && i+1 < len(args) {
			a.add(Moderate, "tmux runs a shell command")
			a.line(args[i+1], c.depth+1, "bash")
			return
		}
		if matchesAny(args[i], "-L|-S|-f|-T") {
			i++
		}
		i++
	}
	if i >= len(args) {
		a.add(Moderate, "starts a tmux session")
		return
	}
	sub := args[i]
	rest := args[i+1:]
	switch sub {
	case "ls", "list-sessions", "list-windows", "lsw", "list-panes", "lsp", "list-clients", "lsc", "list-buffers", "lsb", "show-options", "show", "show-buffer", "showb", "display-message", "display", "capture-pane", "capturep", "list-keys", "lsk", "list-commands", "lscm", "has-session", "has", "info", "show-environment", "showenv", "-V":
		if sub == "capture-pane" || sub == "capturep" {
			if !inList("-p", rest) {
				a.add(Moderate, "copies the pane into a tmux buffer")
			}
		}
		return
	case "new-session", "new", "new-window", "neww", "split-window", "splitw", "respawn-pane", "respawnp", "respawn-window", "respawnw", "run-shell", "run", "display-popup", "popup", "if-shell", "if", "pipe-pane", "pipep":
		j := 0
		for j < len(rest) && strings.HasPrefix(rest[j], "-") {
			if matchesAny(rest[j], "-c|-e|-F|-n|-s|-t|-x|-y|-f|-l|-p") {
				j++
			}
			j++
		}
		ops := rest[min(j, len(rest)):]
		if len(ops) == 0 {
			a.add(Moderate, "tmux %s starts a shell", sub)
			return
		}
		line := ops[0]
		if len(ops) > 1 && sub != "if-shell" && sub != "if" {
			// Several arguments: tmux runs them as a program and its
			// arguments, with no shell.
			a.add(Moderate, "tmux %s runs a command in the background", sub)
			var argv []word
			for _, o := range ops {
				argv = append(argv, word{values: []string{o}, raw: o, dynamic: o == ""})
			}
			c.hops++
			a.command(argv, c)
			return
		}
		if line == "" {
			a.add(High, "tmux %s runs a command computed at run time", sub)
			return
		}
		a.add(Moderate, "tmux %s runs a command in the background", sub)
		a.line(line, c.depth+1, "bash")
	case "send-keys", "send":
		j := 0
		for j < len(rest) && strings.HasPrefix(rest[j], "-") {
			if matchesAny(rest[j], "-t|-N") {
				j++
			}
			j++
		}
		var keys []string
		for _, k := range rest[min(j, len(rest)):] {
			switch k {
			case "Enter", "C-m", "KPEnter", "C-j":
				keys = append(keys, "\n")
			case "":
				a.add(High, "tmux types keys computed at run time")
				return
			default:
				keys = append(keys, k)
			}
		}
		a.add(Moderate, "tmux types into another pane")
		a.line(strings.Join(keys, " "), c.depth+1, "bash")
	default:
		a.add(Moderate, "tmux %s changes the tmux server", sub)
	}
}

func screenJudge(a *analyzer, args []string, ws []word, c cctx) {
	i := 0
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		switch {
		case matchesAny(args[i], "-ls|-list|-r|-R|-x|-wipe|-v|-version"):
			return
		case args[i] == "-X":
			a.add(Moderate, "sends a command to a screen session")
			text, dyn := joinStatic(args[i+1:])
			if dyn {
				a.add(High, "screen -X sends text computed at run time")
				return
			}
			a.line(strings.ReplaceAll(strings.TrimPrefix(text, "stuff "), `\n`, "\n"), c.depth+1, "bash")
			return
		case matchesAny(args[i], "-Logfile") || len(args[i]) >= 2 && strings.ContainsAny(args[i][len(args[i])-1:], "Scehpst") && !strings.HasPrefix(args[i], "--"):
			i++
		}
		i++
	}
	a.add(Moderate, "starts a screen session")
	if i < len(ws) {
		c.hops++
		a.command(ws[i:], c)
	}
}

// teeJudge: tee writes each file it names.
func teeJudge(a *analyzer, args []string, ws []word, c cctx) {
	for _, o := range operandsOf(ws) {
		if o.dynamic {
			a.add(Moderate, "writes to a file named at run time")
			continue
		}
		a.writeTarget(o.value, parseFlags("tee", args).has("a|append"))
	}
}

func rgJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if arg == "--pre" || strings.HasPrefix(arg, "--pre=") {
			v := strings.TrimPrefix(arg, "--pre=")
			if arg == "--pre" && i+1 < len(args) {
				v = args[i+1]
			}
			a.add(High, "rg --pre runs %s on every file it searches", snip.Clip(v, 40))
			if v != "" {
				a.line(v, c.depth+1, "bash")
			}
		}
	}
}

func sortJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if arg == "--" {
			return
		}
		if strings.HasPrefix(arg, "--") {
			n, v, has := strings.Cut(arg[2:], "=")
			if len(n) >= 3 && strings.HasPrefix("compress-program", n) {
				a.add(High, "sort runs a compression program")
			}
			if len(n) >= 2 && strings.HasPrefix("output", n) {
				if !has && i+1 < len(args) {
					v = args[i+1]
				}
				a.writeTarget(v, false)
			}
			continue
		}
		if strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "-k") && !strings.HasPrefix(arg, "-t") {
			if j := strings.IndexByte(arg, 'o'); j > 0 {
				v := arg[j+1:]
				if v == "" && i+1 < len(args) {
					v = args[i+1]
				}
				a.writeTarget(v, false)
			}
		}
	}
}

func manJudge(a *analyzer, args []string, ws []word, c cctx) {
	if hit := optHit(args, "-P|--pager|-H|--html"); hit != "" {
		a.add(High, "man %s runs another program", snip.Clip(hit, 30))
	}
}

func lessJudge(a *analyzer, args []string, ws []word, c cctx) {
	for _, arg := range args {
		if strings.HasPrefix(arg, "+") && strings.ContainsAny(arg, "!|") {
			a.add(High, "less %s runs a shell command", snip.Clip(arg, 30))
			return
		}
	}
	if why := readOnlySpecs()["less"].check(a, "less", args, ws); why != "" {
		a.add(Moderate, "%s", why)
	}
}

func dbJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.sql("the database client", strings.Join(args, " "))
	for _, arg := range args {
		if matchesAny(strings.ToLower(arg), "del|unlink|flushall|flushdb|hdel|srem|zrem|lrem|expire") {
			a.add(High, "deletes keys from the database")
			break
		}
	}
	for _, r := range c.redirs {
		if body, ok := heredocBody(r); ok && body != "" {
			a.sql("the database client", body)
		}
	}
	a.add(Moderate, "runs database statements")
}

// fdiskFed: fdisk and gdisk given their commands on input, ending in w
// (write the table).
func fdiskFed(a *analyzer, c cctx) bool {
	for _, r := range c.redirs {
		if body, ok := heredocBody(r); ok {
			for _, f := range strings.Fields(body) {
				if f == "w" || f == "W" {
					return true
				}
			}
		}
	}
	return false
}

func firewallJudge(a *analyzer, args []string, ws []word, c cctx) {
	f := parseFlags("iptables", args)
	for _, arg := range args {
		switch arg {
		case "-L", "--list", "-S", "--list-rules", "-n", "--numeric", "-v", "--verbose", "-t", "--table", "--line-numbers", "-x", "--exact", "nat", "filter", "mangle", "raw", "security", "INPUT", "OUTPUT", "FORWARD", "PREROUTING", "POSTROUTING":
		default:
			if !strings.HasPrefix(arg, "-") && (f["L"] || f["S"] || f["-list"]) {
				continue
			}
			if strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") && strings.Trim(arg[1:], "nvLSx") == "" {
				continue
			}
			a.add(High, "changes firewall rules")
			return
		}
	}
}

func ipJudge(a *analyzer, args []string, ws []word, c cctx) {
	i := 0
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		if matchesAny(args[i], "-n|-netns|-b|-batch|-rc|-rcvbuf|-l|-loops|-f|-family") {
			if matchesAny(args[i], "-b|-batch") {
				a.add(High, "ip runs commands from a batch file")
				return
			}
			i++
		}
		i++
	}
	if i >= len(args) {
		return
	}
	obj := args[i]
	if i+1 >= len(args) {
		return // ip addr
	}
	verb := args[i+1]
	if matchesAny(verb, "show|list|ls|lst|sh|get|help|s|l") || strings.HasPrefix(verb, "-") || obj == "monitor" || obj == "mon" {
		return
	}
	if !matchesAny(obj, "addr|address|a|link|l|route|r|ro|rou|neigh|n|neighbor|neighbour|rule|ru|netns|tunnel|maddr|mroute|tuntap|xfrm|vrf|nexthop|mptcp|ntable|token") {
		return
	}
	if matchesAny(verb, "del|delete|flush|f") || verb == "set" && inList("down", args) {
		a.add(High, "removes network configuration")
		return
	}
	a.add(Moderate, "changes network configuration")
}

// Patterns the specials match per call, compiled once.
var (
	powerTargets = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(poweroff|reboot|halt|kexec|emergency|rescue|shutdown|soft-reboot)\.target\b`)
	})
	guardServices = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(firewalld|ufw|nftables|iptables|ip6tables|apparmor|selinux|auditd|fail2ban|sshd|ssh|systemd-journald|dbus|NetworkManager|networking|systemd-networkd)\b`)
	})
	ghDeletes = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(repo|release|gist|secret|variable|ssh-key|gpg-key|label|cache|codespace|run|workflow)\s+delete\b|\brepo\s+archive\b`)
	})
)

func systemctlJudge(a *analyzer, args []string, ws []word, c cctx) {
	sub := subcommand("systemctl", args)
	units := strings.Join(args, " ")
	switch {
	case matchesAny(sub, "enable|reenable|link|preset|preset-all|set-default|add-wants|add-requires|edit|revert"):
		a.add(High, "makes a service start at every boot (%s)", sub)
	case matchesAny(sub, "start|restart|isolate|try-restart|reload-or-restart") && powerTargets().MatchString(units):
		a.add(Critical, "shuts down or reboots the machine")
	case matchesAny(sub, "suspend|hibernate|hybrid-sleep|suspend-then-hibernate|sleep"):
		a.add(High, "suspends the machine")
	case matchesAny(sub, "stop|disable|mask|kill") && guardServices().MatchString(units):
		a.add(High, "turns off a security or system service")
	case matchesAny(sub, "daemon-reload|daemon-reexec|reset-failed|start|stop|restart|reload|disable|mask|unmask|kill|try-restart|reload-or-restart|set-property|set-environment|unset-environment|import-environment|switch-root|default|freeze|thaw|clean|bind|mount-image"):
		a.add(Moderate, "systemctl %s changes services", sub)
	default:
		if why := readOnlySpecs()["systemctl"].check(a, "systemctl", args, ws); why != "" {
			a.add(Moderate, "%s", why)
		}
	}
}

func unzipJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if arg == "-d" && i+1 < len(args) {
			switch cl := a.classify(args[i+1]); cl {
			case ClassRoot, ClassBoot, ClassAccount, ClassDevice:
				a.add(Critical, "extracts files over %s", className(cl))
				return
			case ClassSystem, ClassConfig, ClassHome, ClassStartup:
				a.add(High, "extracts files into %s", className(cl))
				return
			}
		}
	}
	if why := readOnlySpecs()["unzip"].check(a, "unzip", args, ws); why != "" {
		a.add(Moderate, "unzip extracts files")
	}
}

// killJudge: kill -9 -1 signals every process; kill 1 signals init.
func killJudge(a *analyzer, args []string, ws []word, c cctx) {
	i := 0
	sigGiven := false
	for i < len(args) {
		arg := args[i]
		if arg == "--" {
			i++
			break
		}
		if arg == "-l" || arg == "-L" || arg == "--list" || arg == "--table" {
			return
		}
		if arg == "-s" || arg == "-n" || arg == "--signal" {
			i += 2
			sigGiven = true
			continue
		}
		if strings.HasPrefix(arg, "-") && len(arg) > 1 && !sigGiven && i == 0 {
			sigGiven = true
			i++
			continue
		}
		break
	}
	for k, p := range args[min(i, len(args)):] {
		if p == "" && ws[i+k].dynamic {
			a.add(High, "signals processes chosen at run time")
			return
		}
		switch p {
		case "-1":
			a.add(Critical, "signals every process you can reach")
			return
		case "1":
			a.add(Critical, "signals init, the first process")
			return
		case "0", "-0":
			a.add(High, "signals every process in its group")
			return
		}
	}
	a.add(Moderate, "stops processes")
}

// pkillJudge: a pattern that matches everything, or only a user filter,
// kills every process of the user.
func pkillJudge(a *analyzer, args []string, ws []word, c cctx) {
	var pattern []string
	user, inverse, regex := false, false, false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case arg == "-u" || arg == "-U" || arg == "--euid" || arg == "--uid" || arg == "--user":
			user = true
			i++
		case strings.HasPrefix(arg, "-u") && len(arg) > 2:
			user = true
		case arg == "-v" || arg == "--inverse":
			inverse = true
		case arg == "-r" || arg == "--regexp":
			regex = true
		case (arg == "-P" || arg == "--parent") && i+1 < len(args) && args[i+1] == "1":
			a.add(High, "kills every child of init, which is nearly every process")
			return
		case matchesAny(arg, "-g|-G|-P|-s|-t|-F|--signal|--pgroup|--group|--parent|--session|--terminal|--pidfile|--ns|--nslist|-o|--older-than|-y|--younger-than|-n|--ns"):
			i++
		case strings.HasPrefix(arg, "-") && len(arg) > 1:
		default:
			pattern = append(pattern, arg)
		}
	}
	broad := func(p string) bool {
		switch p {
		case ".", ".*", "^", "$", "", "^.*$", ".+", "^.", "*", "[a-z]", "[a-z]*":
			return true
		}
		return false
	}
	name := "pkill"
	if len(pattern) == 0 && user {
		a.add(Critical, "kills every process of a user")
		return
	}
	for _, p := range pattern {
		if inverse || broad(p) && (regex || a != nil) {
			a.add(Critical, "%s matches every process", name)
			return
		}
	}
	a.add(Moderate, "stops processes by name")
}

var setuidMode = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([ugoa]*[+=-]?[rwxXt]*s[rwxXst]*|=?0?[2467][0-7]{3})$`)
})

func chmodJudge(a *analyzer, args []string, ws []word, c cctx) {
	for _, arg := range args {
		if strings.HasPrefix(arg, "--reference") {
			a.add(High, "copies the mode of another file, which may be setuid")
			return
		}
	}
	ops := operandsOf(ws)
	if len(ops) < 2 {
		return
	}
	for _, m := range strings.Split(ops[0].value, ",") {
		if strings.HasPrefix(m, "-") || !setuidMode().MatchString(m) {
			continue
		}
		for _, t := range ops[1:] {
			if shells()[programName(t.value)] || interpreters()[programName(t.value)] || matchesAny(programName(t.value), "find|vim|vi|less|more|awk|env|cp|tar|bash|sh|nano|tee|dd|nmap|docker|sudo|su") {
				a.add(Critical, "makes %s run as its owner for anyone (setuid on a shell or interpreter)", t.value)
				return
			}
		}
		a.add(High, "sets the setuid or setgid bit, so the program runs with its owner's rights")
		return
	}
}

// network records programs that send data off the machine and secret
// files named in arguments.
func (a *analyzer) network(name string, args []string, c cctx) {
	skip := false
	for _, arg := range args {
		if skip {
			skip = false
			continue
		}
		if (name == "ssh" || name == "scp" || name == "sftp") && (arg == "-i" || arg == "-F") {
			skip = true
			continue
		}
		v := strings.TrimPrefix(arg, "@")
		if k := strings.Index(v, "=@"); k >= 0 {
			v = v[k+2:]
		}
		if isSecret(v, a.o.Home) {
			a.secrets = append(a.secrets, v)
		}
	}
	switch name {
	case "nc", "ncat", "netcat", "socat", "telnet", "mail", "mailx", "sendmail", "mutt", "ftp", "tftp":
		a.senders = append(a.senders, name)
	case "dig", "nslookup", "host", "drill", "ping", "ping6", "traceroute":
		if inList("", args) {
			a.senders = append(a.senders, name)
		}
	}
}

var secretRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(^|/)(\.ssh/(id_[a-z0-9_]+|identity|[^/]*_key)$|\.ssh/?$|\.env(\.[\w.-]+)?$|\.aws(/|$)|\.netrc$|\.pgpass$|\.git-credentials$|\.docker/config\.json$|\.kube/config$|\.config/gcloud|\.gnupg|\.password-store|credentials(\.json)?$|secrets?\.(ya?ml|json|env|txt)$|[^/]*\.(pem|key|kdbx|p12|pfx)$|id_(rsa|dsa|ecdsa|ed25519)$|shadow$|gshadow$|\.npmrc$|\.pypirc$|\.vault-token$|\.config/gh/hosts\.yml$)`)
})

// isSecret reports a path that holds keys or passwords.
func isSecret(v, home string) bool {
	if v == "" || strings.HasSuffix(v, ".pub") {
		return false
	}
	return secretRe().MatchString(path.Clean(strings.TrimSuffix(v, "/")))
}

// netcatJudge: nc -e PROGRAM gives a remote host that program.
func netcatJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.senders = append(a.senders, "nc")
	for _, arg := range args {
		if arg == "-e" || arg == "-c" || arg == "--exec" || arg == "--sh-exec" || arg == "--lua-exec" || strings.HasPrefix(arg, "-e") && len(arg) > 2 || strings.HasPrefix(arg, "--exec=") || strings.HasPrefix(arg, "--sh-exec=") {
			a.add(Critical, "gives a remote host a program to drive (a reverse or bind shell)")
			return
		}
		if strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") && strings.ContainsAny(arg[1:], "ec") && len(arg) <= 5 && !strings.ContainsAny(arg[1:], "0123456789") {
			a.add(Critical, "gives a remote host a program to drive (a reverse or bind shell)")
			return
		}
	}
	a.add(Moderate, "opens a network connection")
}

func socatJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.senders = append(a.senders, "socat")
	for _, arg := range args {
		l := strings.ToLower(arg)
		if strings.HasPrefix(l, "exec:") || strings.HasPrefix(l, "system:") || strings.Contains(l, ",exec:") {
			a.add(Critical, "socat runs a program for a network peer (a reverse or bind shell)")
			return
		}
		for _, pre := range []string{"file:", "open:", "gopen:", "create:"} {
			if f, ok := strings.CutPrefix(arg, pre); ok {
				f, _, _ = strings.Cut(f, ",")
				if isSecret(f, a.o.Home) {
					a.secrets = append(a.secrets, f)
				}
				if pre == "create:" {
					a.writeTarget(f, false)
				}
			}
		}
	}
	a.add(Moderate, "relays data over the network")
}

// outputOperandJudge: uniq IN OUT and xxd IN OUT write OUT.
func outputOperandJudge(a *analyzer, args []string, ws []word, c cctx) {
	var ops []operand
	skip := false
	for i, w := range ws {
		if skip {
			skip = false
			continue
		}
		v := args[i]
		if matchesAny(v, "-f|-s|-w|--skip-fields|--skip-chars|--check-chars|-c|-g|-l|-o|-n|-C|--cols|--groupsize|--len|--seek") && !strings.Contains(v, "=") {
			skip = true
			continue
		}
		if strings.HasPrefix(v, "-") && len(v) > 1 {
			continue
		}
		ops = append(ops, operand{value: v, dynamic: w.dynamic})
	}
	if len(ops) >= 2 {
		out := ops[len(ops)-1]
		if out.dynamic {
			a.add(Moderate, "writes to a file named at run time")
			return
		}
		a.writeTarget(out.value, false)
	}
}

func historyJudge(a *analyzer, args []string, ws []word, c cctx) {
	f := parseFlags("history", args)
	if f.has("c|d") {
		a.add(Moderate, "clears the shell history")
	}
	if f.has("w|a") {
		ops := operandsOf(ws)
		if len(ops) > 0 {
			a.writeTarget(ops[len(ops)-1].value, f.has("a"))
		} else {
			a.add(Moderate, "writes the history file")
		}
	}
	if f.has("r|n|s|p") {
		a.add(Moderate, "changes the shell history")
	}
}

func opensslJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if (arg == "-out" || arg == "-keyout") && i+1 < len(args) {
			a.writeTarget(args[i+1], false)
		}
	}
	if why := readOnlySpecs()["openssl"].check(a, "openssl", args, ws); why != "" && !inList("-out", args) {
		a.add(Moderate, "%s", why)
	}
}

// editorJudge: vim -c '!cmd', emacs --eval run commands.
func editorJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		var cmd string
		switch {
		case strings.HasPrefix(arg, "+"):
			cmd = arg[1:]
		case arg == "-c" || arg == "--cmd" || arg == "--eval" || arg == "-eval" || arg == "--execute" || arg == "-S" || strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") && strings.HasSuffix(arg, "c") && len(arg) <= 4:
			if i+1 < len(args) {
				cmd = args[i+1]
			}
		default:
			continue
		}
		if cmd == "" {
			continue
		}
		if k := strings.Index(cmd, "!"); k >= 0 && !strings.HasPrefix(strings.TrimSpace(cmd), "q") && !strings.HasPrefix(strings.TrimSpace(cmd), "w") || strings.Contains(cmd, "system(") || strings.Contains(cmd, "shell-command") || strings.Contains(cmd, "call-process") || strings.Contains(cmd, "delete-directory") || strings.Contains(cmd, "delete-file") || strings.Contains(cmd, "terminal") || arg == "-S" {
			a.add(High, "the editor runs a shell command")
			if k := strings.Index(cmd, "!"); k >= 0 {
				a.line(strings.TrimSpace(cmd[k+1:]), c.depth+1, "bash")
			}
			return
		}
	}
	a.add(Moderate, "opens an editor")
}

func gdbJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if (arg == "-ex" || arg == "-eval-command" || arg == "--eval-command") && i+1 < len(args) {
			cmd := strings.TrimSpace(args[i+1])
			if strings.HasPrefix(cmd, "shell") || strings.HasPrefix(cmd, "!") || strings.HasPrefix(cmd, "python") || strings.HasPrefix(cmd, "pipe") {
				a.add(High, "gdb runs a shell command")
			}
		}
		if arg == "--args" && i+1 < len(ws) {
			a.add(Moderate, "runs a program under the debugger")
			c.hops++
			a.command(ws[i+1:], c)
			return
		}
	}
	a.add(Moderate, "runs the debugger")
}

// capshJudge: capsh … -- ARGS runs bash ARGS.
func capshJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.add(Moderate, "capsh changes capabilities")
	for i, arg := range args {
		if arg == "--" {
			a.shell("bash", ws[i+1:], c)
			return
		}
	}
}

func coreutilsJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if prog, ok := strings.CutPrefix(arg, "--coreutils-prog="); ok {
			argv := append([]word{{values: []string{prog}, raw: prog}}, ws[i+1:]...)
			c.hops++
			a.command(argv, c)
			return
		}
	}
	a.add(Moderate, "coreutils runs a program")
}

// remoteExecJudge: ansible -a, salt cmd.run, pssh run a command on many
// hosts.
func remoteExecJudge(a *analyzer, args []string, ws []word, c cctx) {
	var cmds []string
	for i, arg := range args {
		if (arg == "-a" || arg == "--args") && i+1 < len(args) {
			cmds = append(cmds, args[i+1])
		}
		if (arg == "cmd.run" || arg == "cmd.shell") && i+1 < len(args) {
			cmds = append(cmds, args[i+1])
		}
	}
	ops := operandsOf(ws)
	if len(cmds) == 0 && len(ops) > 0 && !inList("-m", args) {
		cmds = append(cmds, ops[len(ops)-1].value)
	}
	for _, cmd := range cmds {
		sub := &analyzer{o: Options{Shell: "bash"}}
		sub.line(cmd, c.depth+1, "bash")
		sub.finish()
		if r := sub.risk(); r.Level >= Moderate && (r.Level >= High || isWriter(firstField(cmd)) || powerCommand(firstField(cmd))) {
			a.add(High, "runs a dangerous command on remote hosts: %s", strings.Join(r.Reasons, "; "))
			return
		}
	}
	a.add(Moderate, "runs commands on remote hosts")
}

func firstField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return programName(f[0])
}

// installJudge: install -m 4755 makes a setuid copy.
func installJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		m := ""
		switch {
		case arg == "-m" || arg == "--mode":
			if i+1 < len(args) {
				m = args[i+1]
			}
		case strings.HasPrefix(arg, "--mode="):
			m = strings.TrimPrefix(arg, "--mode=")
		case strings.HasPrefix(arg, "-m") && len(arg) > 2:
			m = arg[2:]
		}
		if m != "" && setuidMode().MatchString(m) {
			a.add(High, "installs a setuid or setgid program")
		}
	}
}

func pythonJudge(a *analyzer, args []string, ws []word, c cctx) {
	for i, arg := range args {
		if arg == "-m" && i+1 < len(args) && args[i+1] == "http.server" {
			dir := "."
			for k, x := range args {
				if (x == "--directory" || x == "-d") && k+1 < len(args) {
					dir = args[k+1]
				}
			}
			switch cl := a.classify(dir); cl {
			case ClassRoot, ClassHome, ClassSystem, ClassSecret:
				a.add(High, "serves %s to the network", className(cl))
			default:
				a.add(Moderate, "serves files to the network")
			}
			return
		}
	}
}

func awsJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.senders = append(a.senders, "aws")
	sub := subcommand("aws", args)
	if sub == "s3" || sub == "s3api" {
		return
	}
	if sub == "sts" || sub == "configure" && inList("list", args) {
		return
	}
	for _, arg := range args {
		if strings.HasPrefix(arg, "describe-") || strings.HasPrefix(arg, "list-") || strings.HasPrefix(arg, "get-") {
			return
		}
	}
	a.add(Moderate, "aws %s changes cloud resources", sub)
}

func ghJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.senders = append(a.senders, "gh")
	joined := strings.Join(args, " ")
	if ghDeletes().MatchString(joined) {
		a.add(High, "deletes data on GitHub")
		return
	}
	sub := subcommand("gh", args)
	next := operandAfter(args, sub)
	if matchesAny(next, "list|view|status|diff|checks|ls") || matchesAny(sub, "status|search|--version|version|auth") && !inList("login", args) && !inList("logout", args) {
		return
	}
	a.add(Moderate, "gh %s %s changes data on GitHub", sub, next)
}

func setcapJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.add(High, "gives a program capabilities that bypass permission checks")
}
