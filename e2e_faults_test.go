package main

// Fault matrix rows that need a real terminal: escapes in command output
// (16), ctrl+c and signals at each phase (18), a flood while keys must
// still work (15). Each checks that the terminal is as it was: stty
// settings equal, cursor visible, not in the alternate screen.

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

func (tm *tmuxTerm) format(f string) string {
	tm.t.Helper()
	out, err := exec.Command("tmux", "-L", tm.socket, "display", "-p", "-t", "0", f).Output()
	if err != nil {
		tm.t.Fatalf("display %s: %v", f, err)
	}
	return strings.TrimSpace(string(out))
}

// runCaro types a caro command line that saves stty before and after and
// echoes the exit code.
func (tm *tmuxTerm) runCaro(sb *sandbox, args string) {
	tm.t.Helper()
	tm.send(fmt.Sprintf(`stty -g > %s/stty.before; %s %s; echo "E""XIT=$?"; stty -g > %s/stty.after; echo "D""ONE"`, sb.dir, caroBin, args, sb.dir), "Enter")
}

// expectRestored waits for the command line to end and checks the
// terminal came back as it was.
func (tm *tmuxTerm) expectRestored(sb *sandbox, code int) string {
	tm.t.Helper()
	s := tm.waitFor("DONE\n")
	if !strings.Contains(s, fmt.Sprintf("EXIT=%d", code)) {
		tm.t.Errorf("want EXIT=%d:\n%s", code, s)
	}
	before, _ := os.ReadFile(filepath.Join(sb.dir, "stty.before"))
	after, _ := os.ReadFile(filepath.Join(sb.dir, "stty.after"))
	if len(before) == 0 || string(before) != string(after) {
		tm.t.Errorf("stty changed:\n%s\n%s", before, after)
	}
	if v := tm.format("#{cursor_flag}"); v != "1" {
		tm.t.Errorf("cursor hidden (cursor_flag=%s)", v)
	}
	if v := tm.format("#{alternate_on}"); v != "0" {
		tm.t.Errorf("left in the alternate screen")
	}
	for _, bad := range []string{"panic", "goroutine "} {
		if strings.Contains(s, bad) {
			tm.t.Errorf("screen shows %q:\n%s", bad, s)
		}
	}
	// The shell still echoes what is typed.
	tm.send("echo still-here", "Enter")
	tm.waitFor("\nstill-here")
	checkLogs(tm.t, sb)
	return s
}

// Row 16: output that tries to set the title, clear the screen, switch
// to the alternate screen, hide the cursor and write the clipboard.
func TestFault16EscapesInOutput(t *testing.T) {
	sb := newSandbox(t)
	evil := `printf 'before\033]0;pwned\007\033[2J\033[H\033[?1049h\033]52;c;cHduZWQ=\007\033[?25l\033[31mred\033[0m\r\nafter\n'`
	srv := llmtest.New(reply(evil, 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 100, 30)
	exec.Command("tmux", "-L", tm.socket, "set", "-g", "set-clipboard", "on").Run()
	exec.Command("tmux", "-L", tm.socket, "set", "-g", "allow-rename", "on").Run()
	tm.send("echo marker-line-that-must-stay", "Enter")
	title := tm.format("#{pane_title}")
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'print something'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("Enter")
	s := tm.expectRestored(sb, 0)
	if !strings.Contains(s, "marker-line-that-must-stay") {
		t.Errorf("the screen was cleared:\n%s", s)
	}
	if !strings.Contains(s, "│ after") {
		t.Errorf("output not shown:\n%s", s)
	}
	if got := tm.format("#{pane_title}"); got != title || strings.Contains(got, "pwned") {
		t.Errorf("title changed to %q", got)
	}
	if out, _ := exec.Command("tmux", "-L", tm.socket, "list-buffers").Output(); len(out) > 0 {
		t.Errorf("clipboard written: %s", out)
	}
}

// Row 18: ctrl+c while the model is thinking: exit 130, the request is
// abandoned, the terminal restored.
func TestFault18CtrlCWhileThinking(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Fault: llmtest.FaultHang})
	defer srv.Close()
	tm := newTmux(t, sb, 90, 24)
	tm.runCaro(sb, fmt.Sprintf("--base-url %s --model m 'list files'", srv.URL()))
	tm.waitFor("thinking")
	waitRequests(t, srv, 1)
	tm.send("C-c")
	tm.expectRestored(sb, 130)
	deadline := time.Now().Add(10 * time.Second)
	for !srv.Requests()[0].Disconnected {
		if time.Now().After(deadline) {
			t.Fatal("the server never saw the request cancelled")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func waitRequests(t *testing.T, srv *llmtest.Server, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for len(srv.Requests()) < n {
		if time.Now().After(deadline) {
			t.Fatalf("%d requests, want %d", len(srv.Requests()), n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Row 18: ctrl+c while the model explains a command.
func TestFault18CtrlCWhileExplaining(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ls -la", 0.95), llmtest.Step{Fault: llmtest.FaultHang})
	defer srv.Close()
	tm := newTmux(t, sb, 90, 24)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'list files'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("?")
	waitRequests(t, srv, 2)
	// The first ctrl+c abandons the explanation; the proposal stays.
	tm.send("C-c")
	tm.waitFor("explanation cancelled")
	tm.send("C-c")
	s := tm.expectRestored(sb, 130)
	if strings.Contains(s, "│ total") {
		t.Fatalf("the command ran:\n%s", s)
	}
}

// Row 18: ctrl+c at the approval prompt, and while editing the command.
// (A second ctrl+c would reach the shell running the test's command line
// after caro has left, and stop it.)
func TestFault18CtrlCAtApprovalAndInTheEditor(t *testing.T) {
	t.Run("approval", func(t *testing.T) {
		sb, tm := atApproval(t, "touch should-not-exist", "make a file")
		tm.send("C-c")
		tm.expectRestored(sb, 130)
		expectNotRun(t, sb)
	})
	t.Run("editor", func(t *testing.T) {
		sb, tm := atApproval(t, "touch should-not-exist", "make a file")
		tm.send("e")
		tm.waitFor("edit ❯")
		tm.send("-l", " and-more")
		tm.send("C-c")
		tm.expectRestored(sb, 130)
		expectNotRun(t, sb)
	})
}

// atApproval starts caro in tmux on a request the model answers with
// cmd, and waits for the approval keys. tag goes into the request, so
// the process can be found.
func atApproval(t *testing.T, cmd, tag string) (*sandbox, *tmuxTerm) {
	t.Helper()
	sb := newSandbox(t)
	srv := llmtest.New(reply(cmd, 0.95))
	t.Cleanup(srv.Close)
	tm := newTmux(t, sb, 90, 24)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m '%s'", srv.URL(), tag))
	tm.waitFor("[enter] run")
	return sb, tm
}

func expectNotRun(t *testing.T, sb *sandbox) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(sb.work, "should-not-exist")); err == nil {
		t.Fatal("the command ran")
	}
}

// Row 18: SIGTERM and SIGHUP at the approval prompt.
func TestFault18Signals(t *testing.T) {
	for _, sig := range []string{"TERM", "HUP"} {
		t.Run(sig, func(t *testing.T) {
			tag := fmt.Sprintf("signal-%s-%d", sig, time.Now().UnixNano())
			sb, tm := atApproval(t, "touch should-not-exist", tag)
			out, err := exec.Command("pgrep", "-f", tag).Output()
			if err != nil {
				t.Fatalf("pgrep: %v", err)
			}
			for _, pid := range strings.Fields(string(out)) {
				exec.Command("kill", "-"+sig, pid).Run()
			}
			tm.expectRestored(sb, 130)
			expectNotRun(t, sb)
		})
	}
}

// Row 15 in the TUI: while a command floods output the screen still
// answers ctrl+c, and the flood stops.
func TestFault15FloodInTheTUI(t *testing.T) {
	sb := newSandbox(t)
	// A line of this test's own, so that the check below sees only the
	// flood this test started.
	flood := fmt.Sprintf("caro-flood-%d-%d", os.Getpid(), time.Now().UnixNano())
	srv := llmtest.New(reply("yes "+flood, 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 100, 30)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'flood'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("Enter")
	tm.waitFor("│ " + flood)
	tm.waitFor("lines above")
	tm.send("C-c")
	tm.expectRestored(sb, 130)
	// The group gets SIGINT, then SIGKILL after a grace period: poll,
	// bounded, for this test's flood to be gone.
	tm.until("the flood to stop", func() bool {
		return exec.Command("pgrep", "-f", "yes "+flood).Run() != nil
	})
}

// Row 14 in the TUI: an editor the model proposes is never run without a
// terminal; the proposal says why, enter does not run it, c copies it.
func TestFault14EditorIsNotRun(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("vim notes.txt", 0.95), reply("echo after-vim", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 100, 30)
	exec.Command("tmux", "-L", tm.socket, "set", "-g", "set-clipboard", "on").Run()
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'edit my notes'", srv.URL()))
	tm.waitFor("vim is an editor and needs a terminal of its own")
	tm.send("Enter")
	tm.waitFor("copy it (c) and run it in your shell")
	tm.send("c")
	tm.until("the copy to reach the clipboard", func() bool {
		out, _ := exec.Command("tmux", "-L", tm.socket, "show-buffer").Output()
		return strings.TrimSpace(string(out)) == "vim notes.txt"
	})
	tm.send("n")
	tm.waitFor("echo after-vim")
	tm.send("Enter")
	s := tm.expectRestored(sb, 0)
	if strings.Contains(s, "Vim: Warning") {
		t.Fatalf("vim ran:\n%s", s)
	}
}

// Row 18: ctrl+c while the second (refining) request is waiting on the
// model.
func TestFault18CtrlCDuringRefine(t *testing.T) {
	sb := newSandbox(t)
	// An unsure first answer about a platform-sensitive command asks
	// again with its --help; that second request hangs.
	srv := llmtest.New(llmtest.Step{Reply: `{"cmd": "ps aux --sort=-%cpu | head -5", "confidence": 0.5, "status": "FINISH"}`}, llmtest.Step{Fault: llmtest.FaultHang})
	defer srv.Close()
	tm := newTmux(t, sb, 90, 24)
	tm.runCaro(sb, fmt.Sprintf("--base-url %s --model m 'top cpu processes'", srv.URL()))
	waitRequests(t, srv, 2)
	tm.send("C-c")
	tm.expectRestored(sb, 130)
}
