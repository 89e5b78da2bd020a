package history

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// ShellFile is the history file of shell ("bash", "zsh" or "fish") for
// the environment getenv reads, or "" for a shell caro cannot write to.
func ShellFile(shell string, getenv func(string) string) string {
	home := getenv("HOME")
	switch shell {
	case "bash":
		if f := getenv("HISTFILE"); f != "" {
			return f
		}
		if home != "" {
			return filepath.Join(home, ".bash_history")
		}
	case "zsh":
		if f := getenv("HISTFILE"); f != "" {
			return f
		}
		// zsh has no default file; this is the one every framework sets.
		dir := getenv("ZDOTDIR")
		if dir == "" {
			dir = home
		}
		if dir != "" {
			return filepath.Join(dir, ".zsh_history")
		}
	case "fish":
		data := getenv("XDG_DATA_HOME")
		if data == "" && home != "" {
			data = filepath.Join(home, ".local", "share")
		}
		name := getenv("fish_history")
		if name == "" || name == "default" {
			name = "fish"
		}
		if data != "" {
			return filepath.Join(data, "fish", name+"_history")
		}
	}
	return ""
}

// AppendShell appends cmd, run at when, to shell's history file in that
// shell's own format, so the shell's up-arrow finds it (in new shells; a
// running one reloads with `history -n`, `fc -R` or `history merge`). It
// returns the file written.
func AppendShell(shell, cmd string, when time.Time, getenv func(string) string) (string, error) {
	path := ShellFile(shell, getenv)
	if path == "" {
		return "", fmt.Errorf("no history file known for %q", shell)
	}
	cmd = strings.TrimRight(cmd, "\n")
	if strings.TrimSpace(cmd) == "" {
		return path, nil
	}
	var rec string
	switch shell {
	case "bash":
		rec = bashRecord(path, cmd, when)
	case "zsh":
		rec = zshRecord(cmd, when)
	case "fish":
		rec = fishRecord(cmd, when)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return path, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return path, err
	}
	defer f.Close()
	// zsh locks its history with fcntl/flock when HIST_FCNTL_LOCK is set;
	// flock keeps two caro processes apart at least.
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err == nil {
		defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	}
	_, err = f.WriteString(rec)
	return path, err
}

// bashRecord writes a "#EPOCH" line before the command only when the file
// already keeps timestamps (HISTTIMEFORMAT), since otherwise bash would
// show it as a command of its own.
func bashRecord(path, cmd string, when time.Time) string {
	if fileHasBashTimestamps(path) {
		return fmt.Sprintf("#%d\n%s\n", when.Unix(), cmd)
	}
	return cmd + "\n"
}

func fileHasBashTimestamps(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if !sc.Scan() {
		return false
	}
	line := sc.Text()
	if len(line) < 2 || line[0] != '#' {
		return false
	}
	for _, c := range line[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// zshRecord is the EXTENDED_HISTORY format, ": START:ELAPSED;COMMAND",
// with lines of a multi-line command ending in a backslash and the bytes
// zsh treats specially "metafied" as zsh writes them (Meta, then the byte
// xor 32), so UTF-8 text reads back intact.
func zshRecord(cmd string, when time.Time) string {
	body := strings.ReplaceAll(cmd, "\n", "\\\n")
	return fmt.Sprintf(": %d:0;%s\n", when.Unix(), metafy(body))
}

const zshMeta = 0x83

// metafy encodes the bytes zsh marks IMETA: NUL and 0x83 (Meta) through
// 0xa2 (Marker), the range of its internal tokens.
func metafy(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 0 || (c >= zshMeta && c <= 0xa2) {
			b.WriteByte(zshMeta)
			b.WriteByte(c ^ 32)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// fishRecord is fish's YAML-like history item, with backslashes and
// newlines escaped as fish writes them.
func fishRecord(cmd string, when time.Time) string {
	esc := strings.NewReplacer(`\`, `\\`, "\n", `\n`).Replace(cmd)
	return fmt.Sprintf("- cmd: %s\n  when: %d\n", esc, when.Unix())
}
