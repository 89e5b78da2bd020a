package cache

import (
	"regexp"
	"strings"
	"sync"
)

// deny lists commands whose --help or --version is not harmless: on some
// systems (BusyBox builds without help text, old sysvinit tools) they act
// on their first invocation whatever the arguments, or they read and
// write devices, or they never stop printing. Prefix entries end in "*".
var deny = []string{
	"reboot", "shutdown", "halt", "poweroff", "init", "telinit", "runlevel", "systemctl-reboot",
	"mkfs", "mkfs*", "mke2fs", "mkswap", "mkdosfs", "wipefs", "dd", "fdisk", "sfdisk", "cfdisk",
	"gdisk", "sgdisk", "parted", "fsck", "fsck*", "e2fsck", "badblocks", "blkdiscard", "hdparm",
	"shred", "kill", "killall", "killall5", "pkill", "yes", "swapoff", "swapon", "umount", "mount",
	"insmod", "rmmod", "modprobe", "kexec", "sysrq", "halt*", "zcip", "udhcpc",
	// Interactive programs that may take over a terminal or start a REPL
	// when they do not know --help.
	"vi", "vim", "nvim", "emacs", "nano", "ed", "ex", "top", "htop", "less", "more", "most",
	"watch", "screen", "tmux", "sh", "ash", "dash", "login", "su", "passwd",
}

// Denied reports whether name's help is never fetched.
func Denied(name string) bool {
	for _, d := range deny {
		if strings.HasSuffix(d, "*") {
			if strings.HasPrefix(name, strings.TrimSuffix(d, "*")) {
				return true
			}
		} else if name == d {
			return true
		}
	}
	return false
}

// isOptionLine reports a line that documents an option: indented text
// starting with a dash, or a BSD synopsis cluster.
func isOptionLine(l string) bool {
	t := strings.TrimLeft(l, " \t")
	return t != l && strings.HasPrefix(t, "-") || strings.HasPrefix(t, "-") && len(t) > 1 && t[1] != ' '
}

// CutHelp cuts a --help text to about limit bytes at line boundaries,
// keeping the usage line and the option lines (with their continuation
// lines) before prose.
func CutHelp(text string, limit int) string {
	text = strings.TrimSpace(text)
	if len(text) <= limit {
		return text
	}
	lines := strings.Split(text, "\n")
	keep := make([]bool, len(lines))
	size := 0
	take := func(i int) bool {
		if keep[i] {
			return true
		}
		if size+len(lines[i])+1 > limit {
			return false
		}
		keep[i] = true
		size += len(lines[i]) + 1
		return true
	}
	// The usage line(s) first.
	for i, l := range lines {
		if strings.Contains(strings.ToLower(l), "usage") {
			take(i)
			if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && !isOptionLine(lines[i+1]) {
				take(i + 1)
			}
			break
		}
	}
	// Then options with their continuation lines, in order.
	for i := 0; i < len(lines); i++ {
		if !isOptionLine(lines[i]) {
			continue
		}
		if !take(i) {
			break
		}
		ind := indent(lines[i])
		for j := i + 1; j < len(lines) && strings.TrimSpace(lines[j]) != "" && indent(lines[j]) > ind && !isOptionLine(lines[j]); j++ {
			if !take(j) {
				break
			}
			i = j
		}
	}
	// Then whatever prose still fits.
	for i := range lines {
		if !keep[i] && strings.TrimSpace(lines[i]) != "" {
			take(i)
		}
	}
	var b strings.Builder
	for i, l := range lines {
		if keep[i] {
			b.WriteString(l)
			b.WriteString("\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

func indent(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

// ManSummary takes the NAME and SYNOPSIS sections of a formatted man page.
func ManSummary(page string) string {
	var b strings.Builder
	in := false
	for _, l := range strings.Split(page, "\n") {
		t := strings.TrimSpace(l)
		isHeading := t != "" && l == strings.TrimLeft(l, " \t") && strings.ToUpper(t) == t && !strings.ContainsAny(t[:1], "-[")
		if isHeading {
			in = t == "NAME" || t == "SYNOPSIS"
			if in {
				b.WriteString(t + "\n")
			}
			continue
		}
		if in && t != "" {
			b.WriteString("  " + t + "\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

var optionWord = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\[-[A-Za-z0-9@%,]+\]|(?:^|[\s,\[(|/])(--?[A-Za-z0-9?@][A-Za-z0-9_-]*)`)
})

// FlagWords lists the distinct option words of a help or man text, and the
// BSD synopsis clusters, separated by spaces.
func FlagWords(text string) string {
	seen := map[string]bool{}
	var out []string
	for _, m := range optionWord().FindAllStringSubmatch(text, -1) {
		w := m[1]
		if w == "" {
			w = m[0]
		}
		w = strings.TrimSpace(w)
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}
