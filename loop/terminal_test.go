package loop

import "testing"

func TestNeedsTerminal(t *testing.T) {
	for cmd, needs := range map[string]bool{
		"vim notes.txt":                       true,
		"sudo nano /etc/hosts":                true,
		"htop":                                true,
		"watch -n 1 df -h":                    true,
		"top":                                 true,
		"top -b -n 1 | head -20":              false,
		"top -bn1":                            false,
		"python3":                             true,
		"python3 script.py":                   false,
		"python3 -c 'print(1)'":               false,
		"ssh host":                            true,
		"ssh -p 2222 -i ~/.ssh/key user@host": true,
		"ssh host uptime":                     false,
		"ssh -N -L 8080:localhost:80 host":    false,
		"su":                                  true,
		"su -c 'id' root":                     false,
		"emacs --batch -l build.el":           false,
		"ls -la | less":                       false,
		"man ls":                              false,
		"git log | fzf":                       true,
		"find . -name '*.go' | xargs vim":     true,
		"echo vim":                            false,
		"ps aux --sort=-%cpu | head":          false,
		"'unterminated":                       false,
	} {
		if got := NeedsTerminal(cmd) != ""; got != needs {
			t.Errorf("%q: needs a terminal %v, want %v (%q)", cmd, got, needs, NeedsTerminal(cmd))
		}
	}
}
