package offline

import (
	"fmt"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
)

// programs describe common programs in one line each, for explanations.
var programs = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"ls": "lists directory entries", "find": "walks directories and selects files by name, type, size or age",
		"grep": "prints the lines that match a pattern", "rg": "searches file contents recursively (ripgrep)",
		"sed": "edits text as a stream", "awk": "processes text by fields and lines", "sort": "sorts lines",
		"uniq": "collapses adjacent duplicate lines", "head": "keeps the first lines", "tail": "keeps the last lines",
		"cut": "picks fields or columns", "tr": "translates or deletes characters", "wc": "counts lines, words or bytes",
		"xargs": "turns its input into arguments of another command", "ps": "lists processes", "top": "shows processes by resource use",
		"kill": "sends a signal to processes", "pkill": "signals processes matched by name", "pgrep": "finds processes by name",
		"df": "shows free and used space per filesystem", "du": "adds up disk usage of files and directories",
		"free": "shows memory use", "uptime": "shows how long the system has run and its load", "uname": "prints system and kernel facts",
		"date": "prints or formats the date", "stat": "shows a file's metadata", "file": "guesses a file's type",
		"tar": "creates, lists or extracts archives", "gzip": "compresses files", "gunzip": "decompresses .gz files",
		"zip": "creates zip archives", "unzip": "lists or extracts zip archives", "curl": "transfers data from or to a URL",
		"wget": "downloads files", "git": "version control", "jq": "filters and formats JSON", "ss": "lists sockets and listening ports",
		"netstat": "lists network connections and listening ports", "lsof": "lists open files, including network sockets",
		"ip": "shows and configures network interfaces and routes", "ifconfig": "shows network interfaces", "ping": "checks that a host answers",
		"dig": "queries DNS", "nslookup": "queries DNS", "host": "resolves host names", "systemctl": "controls systemd services",
		"journalctl": "reads the systemd journal", "chmod": "changes permissions", "chown": "changes ownership", "mkdir": "creates directories",
		"cp": "copies files", "mv": "moves or renames files", "rm": "deletes files", "touch": "creates files or updates their times",
		"cat": "prints files", "echo": "prints its arguments", "printf": "prints formatted text", "env": "prints or sets the environment",
		"printenv": "prints environment variables", "whoami": "prints the current user", "id": "prints user and group ids",
		"who": "lists logged-in users", "w": "lists logged-in users and what they run", "last": "lists recent logins",
		"hostname": "prints the host name", "cal": "prints a calendar", "tree": "shows a directory tree", "basename": "strips directories from a path",
		"realpath": "prints the absolute path", "readlink": "prints where a link points", "ln": "creates links", "diff": "compares files line by line",
		"sha256sum": "prints SHA-256 checksums", "md5sum": "prints MD5 checksums", "base64": "encodes or decodes base64",
		"nproc": "prints the number of CPUs", "lscpu": "describes the CPU", "lsblk": "lists block devices", "mount": "lists or mounts filesystems",
		"vm_stat": "shows macOS memory statistics", "sysctl": "reads kernel parameters", "sw_vers": "prints the macOS version",
		"column": "aligns text in columns", "nl": "numbers lines", "rev": "reverses lines", "shuf": "shuffles lines", "seq": "prints number sequences",
		"truncate": "shrinks or extends files", "split": "splits files", "paste": "joins lines of files side by side", "comm": "compares sorted files",
		"pwd": "prints the current directory", "getent": "reads system databases such as hosts and users", "timedatectl": "shows time settings",
		"crontab": "lists or edits scheduled jobs", "service": "controls services", "launchctl": "controls macOS services",
		"lsb_release": "prints distribution facts",
	}
})

// explain describes cmd as Markdown: the whole, then each program.
func explain(cmd, task string, plat *platform.Info) string {
	if strings.TrimSpace(cmd) == "" {
		return "There is no command to explain."
	}
	var b strings.Builder
	summary := ""
	if g := grammarRead(task, plat).best; g != nil && g.cmd == cmd {
		// the grammar's reading of the request made this command: its
		// own words say what it does
		summary = strings.ToUpper(g.thought[:1]) + g.thought[1:] + "."
	} else if m := Find(task); m.Task != nil && m.Confidence >= Threshold && m.Task.Explain != "" {
		summary = m.Task.Explain
	}
	fmt.Fprintf(&b, "`%s`\n\n", strings.ReplaceAll(cmd, "`", "'"))
	if summary != "" {
		fmt.Fprintf(&b, "%s\n\n", summary)
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(cmd), "")
	if err != nil {
		b.WriteString("- the command does not parse as shell syntax: check its quoting\n")
		return b.String()
	}
	seen := map[string]bool{}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.BinaryCmd:
			if x.Op == syntax.Pipe && !seen["|"] {
				seen["|"] = true
				b.WriteString("- `|` sends the output of one command into the next\n")
			}
		case *syntax.CallExpr:
			if len(x.Args) == 0 {
				return true
			}
			name := x.Args[0].Lit()
			if name == "" || seen[name] {
				return true
			}
			seen[name] = true
			desc, ok := programs()[name]
			if !ok {
				desc = "runs the program " + name
			}
			var flags []string
			for _, a := range x.Args[1:] {
				if l := a.Lit(); strings.HasPrefix(l, "-") && len(flags) < 4 {
					flags = append(flags, "`"+l+"`")
				}
			}
			line := fmt.Sprintf("- **%s** %s", name, desc)
			if len(flags) > 0 {
				line += " (with " + strings.Join(flags, ", ") + ")"
			}
			b.WriteString(line + "\n")
		}
		return true
	})
	if writes(cmd) {
		b.WriteString("\nThis command changes files on disk; check what it touches before running it.\n")
	} else {
		b.WriteString("\nThis command only reads; it changes nothing.\n")
	}
	return b.String()
}

// writes reports whether cmd may change anything: whatever caro's
// assessor does not prove safe (read-only) may.
func writes(cmd string) bool {
	return safety.AssessWith(cmd, safety.Options{Shell: "bash"}).Level != safety.Safe
}
