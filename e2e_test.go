package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
)

// tmuxTerm is a real terminal: a tmux session on a private socket.
type tmuxTerm struct {
	t      *testing.T
	socket string
}

func newTmux(t *testing.T, sb *sandbox, width, height int) *tmuxTerm {
	t.Helper()
	return newTmuxShell(t, sb, width, height, nil, "bash", "--norc", "--noprofile")
}

// newTmuxShell starts shell (argv) in a tmux session with the sandbox's
// environment plus extra variables.
func newTmuxShell(t *testing.T, sb *sandbox, width, height int, extra []string, shell ...string) *tmuxTerm {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it)")
	}
	tm := &tmuxTerm{t: t, socket: fmt.Sprintf("caro-test-%d-%d", os.Getpid(), time.Now().UnixNano())}
	env := append([]string{"env", "-i"}, sb.env...)
	env = append(env, "TERM=xterm-256color", "PS1=$ ")
	env = append(append(env, extra...), shell...)
	args := append([]string{"-L", tm.socket, "new-session", "-d", "-x", fmt.Sprint(width), "-y", fmt.Sprint(height), "-c", sb.work}, env...)
	if out, err := exec.Command("tmux", args...).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v: %s", err, out)
	}
	var pid int
	if out, err := exec.Command("tmux", "-L", tm.socket, "display", "-p", "-t", "0", "#{pane_pid}").Output(); err == nil {
		fmt.Sscan(string(out), &pid)
	}
	t.Cleanup(func() {
		exec.Command("tmux", "-L", tm.socket, "kill-server").Run()
		// The shell writes its history file as it goes: wait for it, so
		// the sandbox can be removed.
		for i := 0; pid > 0 && i < 100 && syscall.Kill(pid, 0) == nil; i++ {
			time.Sleep(20 * time.Millisecond)
		}
	})
	return tm
}

func (tm *tmuxTerm) send(keys ...string) {
	tm.t.Helper()
	if out, err := exec.Command("tmux", append([]string{"-L", tm.socket, "send-keys", "-t", "0"}, keys...)...).CombinedOutput(); err != nil {
		tm.t.Fatalf("send-keys: %v: %s", err, out)
	}
}

func (tm *tmuxTerm) screen() string {
	out, err := exec.Command("tmux", "-L", tm.socket, "capture-pane", "-p", "-t", "0", "-S", "-200").Output()
	if err != nil {
		tm.t.Fatalf("capture-pane: %v", err)
	}
	return string(out)
}

// waitFor polls the screen until it holds want.
func (tm *tmuxTerm) waitFor(want string) string {
	tm.t.Helper()
	var s string
	tm.until(fmt.Sprintf("the screen to show %q", want), func() bool { s = tm.screen(); return strings.Contains(s, want) })
	return s
}

// until polls ok every 50 ms for up to 30 s (a guard against hangs, not a
// speed check) and fails the test with the screen when it never holds.
func (tm *tmuxTerm) until(what string, ok func() bool) {
	tm.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			tm.t.Fatalf("waited in vain for %s:\n%s", what, tm.screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestThreeRoundsInTmux drives the built binary in a real terminal
// through a three-round task: check free space, create a file, verify it.
func TestThreeRoundsInTmux(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(
		llmtest.Step{Reply: `{"thought": "first check there is room", "cmd": "df -h .", "confidence": 0.95, "status": "CONTINUE"}`},
		llmtest.Step{Reply: `{"thought": "there is room; write the note", "cmd": "echo hello from caro > note.txt", "confidence": 0.95, "status": "CONTINUE"}`},
		llmtest.Step{Reply: `{"thought": "check the note is there", "cmd": "cat note.txt", "confidence": 0.95, "status": "FINISH"}`},
	)
	defer srv.Close()
	tm := newTmux(t, sb, 100, 40)
	tm.send(fmt.Sprintf("%s --no-refine --base-url %s --model m 'save a note if there is free space'; echo \"E\"\"XIT=$?\"", caroBin, srv.URL()), "Enter")

	s := tm.waitFor("[enter] run")
	if !strings.Contains(s, "df -h .") || !strings.Contains(s, "safe") || !strings.Contains(s, "first check there is room") {
		t.Fatalf("round 1 proposal:\n%s", s)
	}
	tm.send("Enter")
	tm.waitFor("echo hello from caro > note.txt")
	tm.waitFor("moderate")
	tm.send("Enter")
	tm.waitFor("cat note.txt")
	tm.waitFor("[enter] run")
	tm.send("Enter")
	s = tm.waitFor("EXIT=")
	for _, want := range []string{"caro · openai-compatible · m", "▶ df -h .", "Filesystem", "▶ echo hello from caro > note.txt", "▶ cat note.txt", "│ hello from caro", "✔ done · 3 rounds", "EXIT=0"} {
		if !strings.Contains(s, want) {
			t.Errorf("the screen lacks %q:\n%s", want, s)
		}
	}
	if n := strings.Count(s, "✔ exit 0"); n != 3 {
		t.Errorf("%d successful rounds on screen:\n%s", n, s)
	}
	data, err := os.ReadFile(filepath.Join(sb.work, "note.txt"))
	if err != nil || string(data) != "hello from caro\n" {
		t.Fatalf("note.txt: %q, %v", data, err)
	}
	if reqs := srv.Requests(); len(reqs) != 3 || !strings.Contains(reqs[2].Prompt(), "echo hello from caro > note.txt") {
		t.Fatalf("round 3 did not see round 2: %d requests", len(reqs))
	}
}

// TestCtrlCInterruptsARunningCommand: the first ctrl+c stops the
// command, the terminal comes back, exit 130.
func TestCtrlCInterruptsARunningCommand(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Reply: `{"thought": "wait", "cmd": "echo started; sleep 987.65 & sleep 987.65", "confidence": 0.95, "status": "FINISH"}`})
	defer srv.Close()
	tm := newTmux(t, sb, 80, 30)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'wait forever'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("Enter")
	tm.waitFor("ctrl+c interrupts")
	tm.send("C-c")
	// Exit 130, stty, cursor, echo and the session log as before.
	s := tm.expectRestored(sb, 130)
	if !strings.Contains(s, "interrupted") {
		t.Fatalf("screen:\n%s", s)
	}
	// The whole group died, the background sleep too. SIGKILL is sent
	// before caro exits, but a loaded machine may not have run the dying
	// process yet: poll, bounded.
	deadline := time.Now().Add(5 * time.Second)
	for {
		out, err := exec.Command("pgrep", "-f", "sleep 987.65").Output()
		if err != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes survived: %s", out)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestSessionInTmux: caro alone is a prompt; a request runs, the prompt
// comes back, up recalls the request, /quit leaves with exit 0.
func TestSessionInTmux(t *testing.T) {
	sb := newSandbox(t)
	tm := newTmux(t, sb, 90, 30)
	tm.send(caroBin+` --offline; echo "E""XIT=$?"`, "Enter")
	tm.waitFor("caro ❯")
	tm.send("what is the uptime", "Enter")
	tm.waitFor("[enter] run")
	tm.send("Enter")
	tm.waitFor("✔ done")
	s := tm.waitFor("ask for something")
	if !strings.Contains(s, "❯ what is the uptime") || !strings.Contains(s, "▶ uptime") || !strings.Contains(s, "load average") {
		t.Fatalf("screen:\n%s", s)
	}
	tm.send("Up")
	tm.waitForTail("caro ❯ what is the uptime", 4)
	tm.send("C-u")
	tm.send("/quit", "Enter")
	tm.waitFor("EXIT=0")
}

// waitForTail polls until the last n lines of the screen hold want.
func (tm *tmuxTerm) waitForTail(want string, n int) {
	tm.t.Helper()
	tm.until(fmt.Sprintf("the last %d lines to show %q", n, want), func() bool { return strings.Contains(lastLines(tm.screen(), n), want) })
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n "), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// TestSessionRecallsEarlierHistory: a request from an earlier caro is one
// up-arrow away in a new session.
func TestSessionRecallsEarlierHistory(t *testing.T) {
	sb := newSandbox(t)
	if r := sb.run("--offline", "--print", "show the disk usage of this folder"); r.code != 0 {
		t.Fatalf("print: %q", r.stderr)
	}
	tm := newTmux(t, sb, 90, 20)
	tm.send(caroBin+` --offline; echo "E""XIT=$?"`, "Enter")
	tm.waitFor("caro ❯")
	tm.send("Up")
	tm.waitForTail("caro ❯ show the disk usage of this folder", 4)
	// ctrl+d leaves only on an empty line, as in a shell.
	tm.send("C-u")
	tm.send("C-d")
	tm.waitFor("EXIT=0")
}
