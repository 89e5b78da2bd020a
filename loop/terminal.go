package loop

import (
	"fmt"
	"strings"
)

// fullScreen are programs that draw on a terminal of their own: editors,
// monitors, file managers and pickers. caro runs commands without one
// (stdin is /dev/null, output is captured), so they fail or do nothing.
var fullScreen = map[string]string{
	"vi": "an editor", "vim": "an editor", "nvim": "an editor", "view": "an editor", "vimdiff": "an editor",
	"nano": "an editor", "pico": "an editor", "micro": "an editor", "joe": "an editor", "mcedit": "an editor",
	"emacs": "an editor", "vimtutor": "an editor",
	"htop": "a full-screen monitor", "btop": "a full-screen monitor", "atop": "a full-screen monitor",
	"iotop": "a full-screen monitor", "iftop": "a full-screen monitor", "nload": "a full-screen monitor",
	"nethogs": "a full-screen monitor", "glances": "a full-screen monitor", "watch": "a full-screen monitor",
	"mc": "a file manager", "ranger": "a file manager", "nnn": "a file manager", "vifm": "a file manager",
	"tig": "a full-screen git browser", "lazygit": "a full-screen git browser", "fzf": "an interactive picker",
	"alsamixer": "a full-screen mixer", "nmtui": "a full-screen network tool", "ncdu": "a full-screen disk browser",
	"passwd": "a password prompt",
}

// repls start an interactive prompt when given no arguments.
var repls = map[string]bool{"python": true, "python3": true, "node": true, "irb": true, "ghci": true, "lua": true}

// sshValueFlags are ssh's options that take a value.
const sshValueFlags = "BbcDEeFIiJLlmOoPpQRSWw"

// NeedsTerminal says why cmdline cannot work without a terminal of its
// own (a full-screen program, a REPL with no script, ssh with no remote
// command, top without -b), or "" when it can. The command is read from
// its syntax tree.
func NeedsTerminal(cmdline string) string {
	s := Analyze(cmdline)
	if s.ParseErr != nil {
		return ""
	}
	for _, c := range s.Calls {
		name := c.Name
		if what, ok := fullScreen[name]; ok {
			if name == "emacs" && hasAny(c.Args, "--batch", "-batch", "--script") {
				continue
			}
			return fmt.Sprintf("%s is %s and needs a terminal of its own", name, what)
		}
		switch {
		case repls[name] && len(c.Args) == 0:
			return fmt.Sprintf("%s with no script starts an interactive prompt", name)
		case name == "top" && !topBatch(c.Args):
			return "top without -b is a full-screen monitor and needs a terminal of its own"
		case name == "ssh" && sshInteractive(c.Args):
			return "ssh with no remote command opens an interactive session"
		case name == "su" && !hasAny(c.Args, "-c", "--command"):
			return "su with no -c opens an interactive shell"
		}
	}
	return ""
}

func hasAny(args []string, want ...string) bool {
	for _, a := range args {
		for _, w := range want {
			if a == w || strings.HasPrefix(a, w+"=") {
				return true
			}
		}
	}
	return false
}

// topBatch reports top's batch modes: -b (procps, BusyBox) or -l N
// (macOS logging mode).
func topBatch(args []string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsAny(a, "bl") {
			return true
		}
	}
	return false
}

// sshInteractive reports ssh arguments naming a host and nothing to run.
func sshInteractive(args []string) bool {
	operands := 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			operands += len(args) - i - 1
			break
		}
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			// A cluster of flags; a value flag takes the rest of the
			// cluster or, when last, the next argument.
			for j := 1; j < len(a); j++ {
				f := a[j]
				if strings.IndexByte("NVG", f) >= 0 {
					return false // no command (-N), version, config dump: not a session
				}
				if strings.IndexByte(sshValueFlags, f) >= 0 {
					if j == len(a)-1 {
						i++
					}
					break
				}
			}
			continue
		}
		operands++
	}
	return operands == 1
}

// RunsUntilStopped reports whether cmdline follows something with no end
// of its own (tail -f, journalctl -f, watch, docker logs -f, ping with no
// count on Linux): it is done when the user stops it, not when it exits.
// The command is read from its syntax tree.
func RunsUntilStopped(cmdline string) bool {
	s := Analyze(cmdline)
	if s.ParseErr != nil {
		return false
	}
	for _, c := range s.Calls {
		switch c.Name {
		case "tail":
			if followFlag(c.Args, "fF") {
				return true
			}
		case "journalctl":
			if followFlag(c.Args, "f") { // -F is --field
				return true
			}
		case "dmesg":
			if hasAny(c.Args, "-w", "--follow", "-W", "--follow-new") {
				return true
			}
		case "watch":
			return true
		case "docker", "podman", "kubectl", "oc":
			if len(c.Args) > 0 && c.Args[0] == "logs" && followFlag(c.Args[1:], "f") {
				return true
			}
		}
	}
	return false
}

// followFlag reports --follow, or one of the letters as a short flag,
// alone or in a cluster (-fn 20).
func followFlag(args []string, letters string) bool {
	for _, a := range args {
		if a == "--follow" || strings.HasPrefix(a, "--follow=") {
			return true
		}
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") {
			// only the letters before a flag's value count: -n5f is -n 5f
			for _, r := range a[1:] {
				if strings.ContainsRune(letters, r) {
					return true
				}
				if r >= '0' && r <= '9' || r == 'n' || r == 'c' {
					break
				}
			}
		}
	}
	return false
}
