package safety

import (
	"regexp"
	"strings"
	"sync"

	"github.com/caro-sh/caro/internal/snip"
)

// gitExecKeys are configuration keys whose value git runs as a command or
// that load other configuration.
var gitExecKeys = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(core\.(fsmonitor|pager|editor|sshcommand|hookspath|askpass|gitproxy|alternaterefscommand|worktree)|alias\..*|diff\.(external|.*\.(textconv|command))|filter\..*|merge\..*\.driver|pager\..*|sequence\.editor|gpg\.(program|.*\.program)|credential\..*|uploadpack\.packobjectshook|protocol\..*|url\..*|remote\..*\.(uploadpack|receivepack|proxy|vcs)|http\..*proxy|include\..*|includeif\..*|init\.templatedir|interactive\.difffilter|browser\..*|web\.browser|man\..*|instaweb\..*|sendemail\..*|status\.showuntrackedfiles|fetch\..*|submodule\..*)$`)
})

// gitHarmlessKeys are configuration keys that change only how git prints.
var gitHarmlessKeys = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(color\..*|core\.(quotepath|autocrlf|abbrev)|log\..*|diff\.(renames|algorithm|mnemonicprefix|nopreffix|noprefix|context|colormoved)|user\..*|advice\..*|column\..*|format\.pretty|grep\..*|safe\.directory|i18n\..*|blame\..*)$`)
})

var gitReadOnly = sync.OnceValue(func() map[string]string {
	// Subcommand → options that make it write or run something.
	return map[string]string{
		"status": "", "log": "--output|--ext-diff|--textconv", "diff": "--output|--ext-diff|--textconv|--no-index", "show": "--output|--ext-diff|--textconv",
		"blame": "--contents", "annotate": "", "shortlog": "", "rev-parse": "", "rev-list": "", "describe": "", "ls-files": "",
		"ls-tree": "", "ls-remote": "--upload-pack|-u", "cat-file": "--textconv|--filters", "grep": "-O|--open-files-in-pager|--textconv",
		"whatchanged": "--output|--ext-diff", "name-rev": "", "merge-base": "", "for-each-ref": "", "show-ref": "", "show-branch": "",
		"cherry": "", "range-diff": "", "var": "", "version": "", "help": "", "count-objects": "", "check-ignore": "", "check-attr": "",
		"verify-commit": "", "verify-tag": "", "diff-tree": "--output|--ext-diff|--textconv", "diff-index": "--output|--ext-diff", "diff-files": "--output|--ext-diff", "reflog": "", "stash": "", "branch": "",
		"tag": "", "remote": "", "config": "", "worktree": "", "submodule": "", "notes": "", "shortstat": "", "fsck": "--lost-found",
	}
})

// gitJudge judges git from its own grammar: global options (-C, -c,
// --config-env, --exec-path), then the subcommand and its options.
func gitJudge(a *analyzer, args []string, ws []word, c cctx) {
	saved := a.cwd
	defer func() { a.cwd = saved }()
	i := 0
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		arg := args[i]
		value := func() string {
			_, v, ok := strings.Cut(arg, "=")
			return optArg(args, &i, v, ok && strings.HasPrefix(arg, "--"))
		}
		switch {
		case arg == "-C":
			if v := value(); v == "" {
				a.cwd = ""
			} else {
				a.chdir(v)
			}
		case arg == "-c" || strings.HasPrefix(arg, "-c") && len(arg) > 2:
			kv := strings.TrimPrefix(arg, "-c")
			if kv == "" {
				kv = value()
			}
			a.gitKey("-c", kv)
		case strings.HasPrefix(arg, "--config-env"):
			a.gitKey("--config-env", value())
		case strings.HasPrefix(arg, "--exec-path="):
			a.add(High, "git --exec-path runs git's programs from another directory")
		case matchesAny(arg, "--git-dir|--work-tree|--namespace|--super-prefix|--list-cmds|--attr-source"):
			value()
		}
		i++
	}
	if i >= len(args) {
		return
	}
	sub := args[i]
	rest := args[i+1:]
	f := parseFlags("git", rest)
	switch sub {
	case "":
		a.add(High, "the git subcommand is computed at run time")
		return
	case "push":
		if f.has("n|dry-run") {
			return
		}
		switch {
		case f.has("f|force|force-with-lease|force-if-includes|mirror|prune"):
			a.add(High, "force-pushes, which can destroy history on the remote")
		case f.has("d|delete"):
			a.add(High, "deletes a branch on the remote")
		default:
			for _, r := range operandsOf(ws[i+1:]) {
				if strings.HasPrefix(r.value, "+") {
					a.add(High, "force-pushes %s, which can destroy history on the remote", r.value)
					return
				}
				if strings.HasPrefix(r.value, ":") {
					a.add(High, "deletes %s on the remote", r.value)
					return
				}
			}
			a.add(Moderate, "publishes commits to a remote")
		}
		return
	case "reset":
		if f.has("hard|merge|keep") {
			a.add(High, "discards uncommitted changes")
			return
		}
	case "clean":
		if f.has("n|dry-run") {
			return
		}
		if f.has("f|force") {
			if f.has("x|X") && f.has("d") {
				a.add(High, "deletes every untracked and ignored file")
			} else {
				a.add(High, "deletes untracked files")
			}
			return
		}
	case "reflog":
		if len(rest) > 0 && matchesAny(rest[0], "expire|delete|drop") {
			a.add(High, "destroys the record of where branches were, which recovery relies on")
			return
		}
		return
	case "gc", "prune":
		if strings.Contains(strings.Join(rest, " "), "now") || inList("--aggressive", rest) {
			a.add(High, "prunes unreachable commits for good")
			return
		}
	case "filter-branch", "filter-repo":
		a.add(High, "rewrites history")
		return
	case "difftool", "mergetool", "rebase", "submodule", "bisect":
		for k, arg := range rest {
			cmd := ""
			switch {
			case matchesAny(arg, "-x|--extcmd|--exec|--tool") && k+1 < len(rest):
				cmd = rest[k+1]
			case strings.HasPrefix(arg, "--extcmd=") || strings.HasPrefix(arg, "--exec="):
				_, cmd, _ = strings.Cut(arg, "=")
			case (sub == "submodule" && arg == "foreach" || sub == "bisect" && arg == "run") && k+1 < len(rest):
				cmd, _ = joinStatic(rest[k+1:])
				if arg == "foreach" {
					for _, x := range rest[k+1:] {
						if !strings.HasPrefix(x, "-") {
							cmd = x
							break
						}
					}
				}
			}
			if cmd != "" {
				a.add(High, "git %s runs a shell command", sub)
				a.line(cmd, c.depth+1, "bash")
				return
			}
		}
		if sub == "submodule" && len(rest) > 0 && matchesAny(rest[0], "status|summary") || sub == "bisect" && len(rest) > 0 && matchesAny(rest[0], "log|view|visualize") {
			return
		}
	case "archive", "bundle", "format-patch":
		for k, arg := range rest {
			switch {
			case (arg == "-o" || arg == "--output") && k+1 < len(rest):
				a.writeTarget(rest[k+1], false)
				return
			case strings.HasPrefix(arg, "--output="):
				a.writeTarget(strings.TrimPrefix(arg, "--output="), false)
				return
			case sub == "bundle" && arg == "create" && k+1 < len(rest):
				a.writeTarget(rest[k+1], false)
				return
			}
		}
		if sub == "archive" {
			return // to stdout
		}
	case "update-ref":
		if f.has("d") {
			a.add(High, "deletes a ref")
			return
		}
	case "checkout", "restore", "switch":
		if inList(".", rest) || inList("--", rest) || f.has("f|force") {
			a.add(Moderate, "discards changes in the work tree")
			return
		}
	case "config":
		a.gitConfig(rest)
		return
	case "branch":
		if f.has("D|d|delete|m|M|move|c|C|copy|u|set-upstream-to|unset-upstream|edit-description|f|force") || len(operandsOf(ws[i+1:])) > 0 && !f.has("l|list|contains|merged|no-merged|points-at|a|all|r|remotes|show-current|v|vv") {
			a.add(Moderate, "changes branches")
		}
		return
	case "tag":
		if f.has("d|delete|a|annotate|s|sign|f|force|m|message|F|file|u") || len(operandsOf(ws[i+1:])) > 0 && !f.has("l|list|contains|merged|no-merged|points-at|n") {
			a.add(Moderate, "changes tags")
		}
		return
	case "stash":
		if len(rest) == 0 || !matchesAny(rest[0], "list|show") {
			if len(rest) > 0 && matchesAny(rest[0], "clear|drop") {
				a.add(High, "deletes stashed changes")
				return
			}
			a.add(Moderate, "changes the stash")
		}
		return
	case "remote":
		if len(rest) > 0 && !matchesAny(rest[0], "-v|--verbose|show|get-url") {
			a.add(Moderate, "changes the remotes")
		}
		return
	case "worktree", "notes":
		if len(rest) == 0 || !matchesAny(rest[0], "list|status|show|summary") {
			a.add(Moderate, "git %s changes the repository", sub)
		}
		return
	}
	deny, ok := gitReadOnly()[sub]
	if !ok {
		a.add(Moderate, "git %s changes the repository", sub)
		return
	}
	if deny != "" {
		for k, arg := range rest {
			if hit := optHit([]string{arg}, deny); hit != "" {
				if strings.HasPrefix(hit, "--output") || strings.HasPrefix(hit, "--ou") || strings.HasPrefix(hit, "--o") && strings.HasPrefix("--output", strings.SplitN(hit, "=", 2)[0]) {
					v := ""
					if _, after, ok := strings.Cut(hit, "="); ok {
						v = after
					} else if k+1 < len(rest) {
						v = rest[k+1]
					}
					a.writeTarget(v, false)
					continue
				}
				a.add(Moderate, "git %s %s runs other programs or writes files", sub, snip.Clip(hit, 30))
			}
		}
	}
}

func (a *analyzer) gitKey(how, kv string) {
	k, _, _ := strings.Cut(kv, "=")
	switch {
	case kv == "":
		a.add(High, "git %s sets configuration computed at run time", how)
	case gitExecKeys().MatchString(k):
		a.add(High, "git %s sets %s, which makes git run another command", how, k)
		if _, v, ok := strings.Cut(kv, "="); ok && how != "--config-env" && v != "" && v != "x" {
			a.line(strings.TrimPrefix(v, "!"), 0+1, "bash")
		}
	case gitHarmlessKeys().MatchString(k):
	default:
		a.add(Moderate, "git %s changes git's configuration for this call", how)
	}
}

// gitConfig: reading is safe; setting keys that run commands is High.
func (a *analyzer) gitConfig(rest []string) {
	var ops []string
	reading := false
	for _, r := range rest {
		switch {
		case matchesAny(r, "--get|--get-all|--get-regexp|--get-urlmatch|-l|--list|--show-origin|--show-scope|--name-only|-z|--null|get|list|--includes|--default|--type|--bool|--int|--path|--global|--system|--local|--worktree|-e|--edit|--file|-f|--blob"):
			if matchesAny(r, "--get|--get-all|--get-regexp|--get-urlmatch|-l|--list|get|list") {
				reading = true
			}
			if matchesAny(r, "-e|--edit") {
				a.add(Moderate, "opens git's configuration in an editor")
				return
			}
		case strings.HasPrefix(r, "-"):
			if matchesAny(r, "--unset|--unset-all|--remove-section|--rename-section|--add|--replace-all|unset|set") {
				reading = false
			}
		default:
			ops = append(ops, r)
		}
	}
	if reading || len(ops) == 1 && (len(rest) == 1 || !inList("set", rest)) {
		return
	}
	if len(ops) >= 1 {
		k := ops[0]
		if k == "set" && len(ops) > 1 {
			k = ops[1]
		}
		a.gitKey("config", k+"=x")
		return
	}
	a.add(Moderate, "changes git's configuration")
}

// tarJudge judges tar's mode, where it extracts, and the programs some
// options run.
func tarJudge(a *analyzer, args []string, ws []word, c cctx) {
	mode := ""
	var files, dirs []string
	stdout, absolute, removes := false, false, false
	setMode := func(m string) {
		if mode == "" || m == "x" || m == "c" {
			mode = m
		}
	}
	modeOf := func(r byte) {
		switch r {
		case 't':
			setMode("t")
		case 'x':
			setMode("x")
		case 'c', 'r', 'u', 'A':
			setMode("c")
		case 'd':
			setMode("t")
		case 'O':
			stdout = true
		case 'P':
			absolute = true
		}
	}
	// Options taking a value, in short clusters.
	valued := "fCbIFgHKLNTVX"
	i := 0
	pending := []byte{}
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") && args[0] != "" {
		// Old style: tar czf out.tar dir.
		for k := 0; k < len(args[0]); k++ {
			modeOf(args[0][k])
			if strings.IndexByte(valued, args[0][k]) >= 0 {
				pending = append(pending, args[0][k])
			}
		}
		i = 1
	}
	take := func(letter byte, v string) {
		switch letter {
		case 'f':
			files = append(files, v)
		case 'C':
			dirs = append(dirs, v)
		case 'I', 'F':
			a.add(High, "tar runs %s as a filter or volume script", snip.Clip(v, 40))
			if v != "" {
				a.line(v, c.depth+1, "bash")
			}
		case 'T', 'X':
		}
	}
	for ; i < len(args); i++ {
		arg := args[i]
		if len(pending) > 0 && !strings.HasPrefix(arg, "-") {
			take(pending[0], arg)
			pending = pending[1:]
			continue
		}
		switch {
		case arg == "--":
		case strings.HasPrefix(arg, "--"):
			n, v, has := strings.Cut(arg[2:], "=")
			full, ok := longMatch(n, []string{"to-command", "checkpoint-action", "use-compress-program", "info-script", "new-volume-script", "rsh-command", "directory", "file", "extract", "get", "create", "append", "update", "catenate", "concatenate", "delete", "list", "diff", "compare", "to-stdout", "index-file", "checkpoint", "exclude", "gzip", "verbose", "overwrite", "absolute-names", "transform", "remove-files"})
			if !ok {
				continue
			}
			val := func() string { return optArg(args, &i, v, has) }
			switch full {
			case "to-command", "use-compress-program", "info-script", "new-volume-script", "rsh-command":
				cmd := val()
				a.add(High, "tar --%s runs %s", full, snip.Clip(cmd, 40))
				if cmd != "" {
					a.line(cmd, c.depth+1, "bash")
				}
			case "checkpoint-action":
				act := val()
				if cmd, ok := strings.CutPrefix(act, "exec="); ok {
					a.add(High, "tar --checkpoint-action runs a command")
					a.line(strings.Trim(cmd, `'"`), c.depth+1, "bash")
				} else if strings.HasPrefix(act, "sleep") || strings.HasPrefix(act, "dot") || strings.HasPrefix(act, "echo") || strings.HasPrefix(act, "bell") || strings.HasPrefix(act, "ttyout") || strings.HasPrefix(act, "totals") {
				} else {
					a.add(High, "tar --checkpoint-action %s", snip.Clip(act, 40))
				}
			case "directory":
				dirs = append(dirs, val())
			case "file":
				files = append(files, val())
			case "extract", "get":
				setMode("x")
			case "create", "append", "update", "catenate", "concatenate", "delete":
				setMode("c")
			case "list", "diff", "compare":
				setMode("t")
			case "to-stdout":
				stdout = true
			case "index-file":
				a.writeTarget(val(), false)
			case "absolute-names":
				absolute = true
			case "remove-files":
				removes = true
			}
		case strings.HasPrefix(arg, "-") && len(arg) > 1:
			cl := arg[1:]
			for k := 0; k < len(cl); k++ {
				modeOf(cl[k])
				if strings.IndexByte(valued, cl[k]) >= 0 {
					if k+1 < len(cl) {
						take(cl[k], cl[k+1:])
					} else {
						pending = append(pending, cl[k])
					}
					break
				}
			}
		}
	}
	switch mode {
	case "t", "":
		return
	case "x":
		if stdout {
			return
		}
		if absolute {
			a.add(High, "tar -P extracts to the absolute paths in the archive, which can be anywhere")
		}
		target := "."
		if len(dirs) > 0 {
			target = dirs[len(dirs)-1]
		}
		if target == "" {
			a.add(High, "extracts into a directory computed at run time")
			return
		}
		switch cl := a.classify(target); cl {
		case ClassRoot, ClassBoot, ClassAccount, ClassDevice:
			a.add(Critical, "extracts files over %s", className(cl))
		case ClassSystem, ClassConfig, ClassHome, ClassStartup:
			a.add(High, "extracts files into %s, replacing what is there", className(cl))
		default:
			a.add(Moderate, "extracts files (existing ones are replaced)")
		}
	case "c":
		if removes {
			rm := []word{{values: []string{"rm"}, raw: "rm"}, {values: []string{"-r"}, raw: "-r"}}
			skip := false
			for k, w := range ws {
				v := args[k]
				if skip || strings.HasPrefix(v, "-") || k == 0 && !strings.HasPrefix(args[0], "-") || inList(v, files) || inList(v, dirs) {
					skip = false
					continue
				}
				rm = append(rm, w)
			}
			if len(rm) > 2 {
				a.command(rm, c)
			}
			a.add(Moderate, "tar --remove-files deletes what it archives")
		}
		if len(files) == 0 {
			a.add(Moderate, "tar writes an archive")
		}
		for _, f := range files {
			if f == "-" {
				continue
			}
			if f == "" {
				a.add(Moderate, "writes an archive named at run time")
				continue
			}
			a.writeTarget(f, false)
		}
	}
}

// curlJudge: curl only prints unless it writes files or sends data.
func curlJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.senders = append(a.senders, "curl")
	long := []string{"output", "remote-name", "remote-name-all", "output-dir", "dump-header", "cookie-jar", "trace", "trace-ascii", "libcurl", "stderr", "hsts", "alt-svc", "etag-save", "data", "data-binary", "data-raw", "data-ascii", "data-urlencode", "form", "form-string", "upload-file", "json", "request", "config", "remote-header-name", "create-dirs", "header", "user-agent", "url", "max-time", "connect-timeout", "retry", "location", "silent", "show-error", "fail", "include", "head", "insecure", "compressed", "verbose", "write-out", "proxy", "user", "cookie", "referer", "get"}
	writes := map[string]bool{"output": true, "dump-header": true, "cookie-jar": true, "trace": true, "trace-ascii": true, "libcurl": true, "stderr": true, "hsts": true, "alt-svc": true, "etag-save": true}
	sends := map[string]bool{"data": true, "data-binary": true, "data-raw": true, "data-ascii": true, "data-urlencode": true, "form": true, "form-string": true, "upload-file": true, "json": true}
	shortVal := "oDcdFTXKHAUuebmxwrEyYzQt"
	shortName := map[byte]string{'o': "output", 'D': "dump-header", 'c': "cookie-jar", 'd': "data", 'F': "form", 'T': "upload-file", 'X': "request", 'K': "config"}
	handle := func(full, v string) {
		switch {
		case writes[full]:
			if v != "-" && v != "" {
				a.writeTarget(v, false)
				if full == "output" {
					a.wrote(v, downloaded)
				}
			} else if v == "" {
				a.add(Moderate, "curl writes a file named at run time")
			}
		case sends[full]:
			a.senders = append(a.senders, "curl")
			if f, ok := strings.CutPrefix(v, "@"); ok && isSecret(f, a.o.Home) {
				a.secrets = append(a.secrets, f)
			}
			if k := strings.Index(v, "=@"); k >= 0 && isSecret(v[k+2:], a.o.Home) {
				a.secrets = append(a.secrets, v[k+2:])
			}
			a.add(Moderate, "sends data to a server")
		case full == "request":
			switch m := strings.ToUpper(v); {
			case matchesAny(m, "GET|HEAD|OPTIONS"):
			case m == "DELETE" || m == "PURGE":
				a.add(High, "sends a %s request, which deletes data on the server", m)
			default:
				a.add(Moderate, "sends a %s request", snip.Clip(v, 10))
			}
		case full == "config":
			a.add(Moderate, "curl reads its options from %s", snip.Clip(v, 40))
		case full == "remote-name", full == "remote-name-all", full == "remote-header-name":
			a.add(Moderate, "downloads a file into the working directory")
			for _, o := range operandsOf(ws) {
				if strings.Contains(o.value, "://") {
					a.wrote(urlBase(o.value), downloaded)
				}
			}
		case full == "output-dir":
			a.writeTarget(v+"/x", false)
		}
	}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case strings.HasPrefix(arg, "--"):
			n, v, has := strings.Cut(arg[2:], "=")
			full, ok := longMatch(n, long)
			if !ok {
				continue
			}
			if writes[full] || sends[full] || matchesAny(full, "request|config|output-dir|header|user-agent|url|max-time|connect-timeout|retry|write-out|proxy|user|cookie|referer") {
				if !has && i+1 < len(args) {
					i++
					v = args[i]
				}
			}
			handle(full, v)
		case strings.HasPrefix(arg, "-") && len(arg) > 1:
			cl := arg[1:]
			for k := 0; k < len(cl); k++ {
				if cl[k] == 'O' {
					handle("remote-name", "")
					continue
				}
				if strings.IndexByte(shortVal, cl[k]) >= 0 {
					v := cl[k+1:]
					if v == "" && i+1 < len(args) {
						i++
						v = args[i]
					}
					if full, ok := shortName[cl[k]]; ok {
						handle(full, v)
					}
					break
				}
			}
		}
	}
}

// wgetJudge: wget saves what it downloads unless told to print it.
func wgetJudge(a *analyzer, args []string, ws []word, c cctx) {
	a.senders = append(a.senders, "wget")
	toStdout, spider := false, false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		val := func() string {
			if _, v, ok := strings.Cut(arg, "="); ok {
				return v
			}
			return optArg(args, &i, arg[min(2, len(arg)):], len(arg) > 2 && arg[1] != '-')
		}
		switch {
		case arg == "--spider":
			spider = true
		case arg == "-O" || strings.HasPrefix(arg, "--output-document") || strings.HasPrefix(arg, "-O") || strings.HasPrefix(arg, "-qO") || strings.HasPrefix(arg, "-nvO"):
			if strings.HasPrefix(arg, "-qO") || strings.HasPrefix(arg, "-nvO") {
				arg = "-O" + strings.TrimLeft(arg[1:], "qnv")[1:]
			}
			v := val()
			if v == "-" {
				toStdout = true
			} else {
				a.writeTarget(v, false)
				a.wrote(v, downloaded)
				toStdout = true
			}
		case arg == "-o" || arg == "-a" || strings.HasPrefix(arg, "--output-file") || strings.HasPrefix(arg, "--append-output"):
			a.writeTarget(val(), true)
		case strings.HasPrefix(arg, "--post-file") || strings.HasPrefix(arg, "--body-file") || strings.HasPrefix(arg, "--post-data") || strings.HasPrefix(arg, "--body-data") || strings.HasPrefix(arg, "--method"):
			v := val()
			a.senders = append(a.senders, "wget")
			if isSecret(v, a.o.Home) {
				a.secrets = append(a.secrets, v)
			}
			a.add(Moderate, "sends data to a server")
		case arg == "-e" || strings.HasPrefix(arg, "--execute"):
			a.add(Moderate, "wget -e runs a wgetrc command (%s)", snip.Clip(val(), 30))
		case arg == "-P" || strings.HasPrefix(arg, "--directory-prefix"):
			a.writeTarget(val()+"/x", false)
		}
	}
	if !toStdout && !spider {
		a.add(Moderate, "downloads files into the working directory")
		for _, o := range operandsOf(ws) {
			if strings.Contains(o.value, "://") {
				a.wrote(urlBase(o.value), downloaded)
			}
		}
	}
}

// urlBase is the file name a download of u is saved as.
func urlBase(u string) string {
	u, _, _ = strings.Cut(u, "?")
	u, _, _ = strings.Cut(u, "#")
	if i := strings.LastIndexByte(u, '/'); i >= 0 && i+1 < len(u) {
		return u[i+1:]
	}
	return "index.html"
}
