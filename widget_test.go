package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
)

// TestInitPrintsEachShell: the scripts name the key and the binary and
// are valid syntax for their shell.
func TestInitPrintsEachShell(t *testing.T) {
	sb := newSandbox(t)
	for _, sh := range []string{"bash", "zsh", "fish"} {
		r := sb.run("init", sh, "--bin", "/opt/my caro/caro")
		if r.code != 0 || !strings.Contains(r.stdout, "'/opt/my caro/caro' --print") {
			t.Fatalf("init %s: %d %q %q", sh, r.code, r.stdout, r.stderr)
		}
		path, err := exec.LookPath(sh)
		if err != nil {
			continue
		}
		check := exec.Command(path, "-n")
		check.Stdin = strings.NewReader(r.stdout)
		if out, err := check.CombinedOutput(); err != nil {
			t.Errorf("%s -n: %v: %s", sh, err, out)
		}
	}
	expectFailure(t, sb.run("init", "tcsh"), 2, "tcsh")
	expectFailure(t, sb.run("init", "bash", "--key", `'"`), 2, "--key")
	if r := sb.run("init", "zsh", "--key", "^X^G"); !strings.Contains(r.stdout, "bindkey '^X^G' __caro_widget") {
		t.Fatalf("--key: %q", r.stdout)
	}
}

// TestWidgetInEachShell types a request on the prompt line of a real
// bash, zsh and fish, presses ctrl+g and expects the command in its
// place; with the model server gone, the request stays and one line
// says why.
func TestWidgetInEachShell(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		t.Run(shell, func(t *testing.T) {
			if _, err := exec.LookPath(shell); err != nil {
				t.Skipf("%s is not installed (.ci/run installs it)", shell)
			}
			sb := newSandbox(t)
			srv := llmtest.New(
				llmtest.Step{Reply: `{"thought": "list with details", "cmd": "ls -la", "confidence": 0.95, "status": "FINISH"}`, Delay: 1500 * time.Millisecond},
			)
			defer srv.Close()
			rc := filepath.Join(sb.dir, "rc")
			init := sb.run("init", shell, "--bin", caroBin)
			if init.code != 0 {
				t.Fatalf("init: %q", init.stderr)
			}
			var argv, extra []string
			var setDead string
			switch shell {
			case "bash":
				writeFile(t, rc, "PS1='$ '\n"+init.stdout)
				argv = []string{"bash", "--noprofile", "--rcfile", rc, "-i"}
				setDead = "export CARO_BASE_URL=http://127.0.0.1:9/v1"
			case "zsh":
				writeFile(t, filepath.Join(sb.dir, ".zshrc"), "PROMPT='$ '\nunsetopt PROMPT_SP\n"+init.stdout)
				extra = []string{"ZDOTDIR=" + sb.dir}
				argv = []string{"zsh", "-i"}
				setDead = "export CARO_BASE_URL=http://127.0.0.1:9/v1"
			case "fish":
				writeFile(t, rc, "set -g fish_greeting\nfunction fish_prompt; echo -n '$ '; end\n"+init.stdout)
				argv = []string{"fish", "--no-config", "-C", "source " + rc}
				setDead = "set -gx CARO_BASE_URL http://127.0.0.1:9/v1"
			}
			// A C locale is the harsher case: any non-ASCII byte in what the
			// widget draws would throw off the shell's idea of the cursor.
			extra = append(extra, "LANG=C", "CARO_BASE_URL="+srv.URL(), "CARO_MODEL=m", "CARO_REQUEST_TIMEOUT=5s")
			tm := newTmuxShell(t, sb, 100, 20, extra, argv...)
			tm.waitForLast("$")

			tm.send("-l", "list the files here")
			tm.waitForLast("$ list the files here")
			tm.send("C-g")
			tm.waitFor("caro: thinking")
			tm.waitForLast("$ ls -la")
			if strings.Contains(tm.screen(), "thinking") {
				t.Errorf("the waiting message stayed:\n%s", tm.screen())
			}
			if reqs := srv.Requests(); len(reqs) == 0 || !strings.Contains(reqs[0].Prompt(), "list the files here") {
				t.Fatalf("the model never saw the request")
			}
			// enter runs it: the shell, not caro, executes the command.
			writeFile(t, filepath.Join(sb.work, "marker-file"), "")
			tm.send("Enter")
			tm.waitFor("marker-file")

			tm.send("-l", setDead)
			tm.send("Enter")
			tm.waitForLast("$")
			tm.send("-l", "show disk usage")
			tm.waitForLast("$ show disk usage")
			tm.send("C-g")
			s := tm.waitFor("cannot reach the model server")
			tm.waitForLast("$ show disk usage")
			if strings.Contains(s, "goroutine") || strings.Contains(s, "panic") {
				t.Fatalf("screen:\n%s", s)
			}
		})
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// cursorLine is the visible line the cursor is on: the prompt line.
func (tm *tmuxTerm) cursorLine() string {
	out, err := exec.Command("tmux", "-L", tm.socket, "display", "-p", "-t", "0", "#{cursor_y}").Output()
	if err != nil {
		tm.t.Fatalf("display: %v", err)
	}
	var y int
	fmt.Sscan(string(out), &y)
	pane, err := exec.Command("tmux", "-L", tm.socket, "capture-pane", "-p", "-t", "0").Output()
	if err != nil {
		tm.t.Fatalf("capture-pane: %v", err)
	}
	lines := strings.Split(string(pane), "\n")
	if y < 0 || y >= len(lines) {
		return ""
	}
	return strings.TrimRight(lines[y], " ")
}

// waitForLast polls until the line the cursor is on is want (trailing
// spaces ignored).
func (tm *tmuxTerm) waitForLast(want string) {
	tm.t.Helper()
	tm.until(fmt.Sprintf("the prompt line to be %q", want), func() bool { return tm.cursorLine() == want })
}
