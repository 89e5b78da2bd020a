package main

// Issue 13 through the built binary in tmux: nothing lost, nothing
// hidden, every key does what it says.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
)

// expectRestoredFailure is expectRestored for a failure whose exact code
// is not the point: it must not be 0 or 130.
func (tm *tmuxTerm) expectRestoredFailure(sb *sandbox) string {
	tm.t.Helper()
	s := tm.waitFor("DONE\n")
	m := regexp.MustCompile(`EXIT=(\d+)`).FindStringSubmatch(s)
	if m == nil || m[1] == "0" || m[1] == "130" {
		tm.t.Errorf("want a failure exit code:\n%s", s)
	}
	before, _ := os.ReadFile(filepath.Join(sb.dir, "stty.before"))
	after, _ := os.ReadFile(filepath.Join(sb.dir, "stty.after"))
	if len(before) == 0 || string(before) != string(after) {
		tm.t.Errorf("stty changed:\n%s\n%s", before, after)
	}
	if v := tm.format("#{cursor_flag}"); v != "1" {
		tm.t.Errorf("cursor hidden (cursor_flag=%s)", v)
	}
	return s
}

// Item 1 and 8: a failure before the first frame keeps what the user saw
// and typed; the error comes below the typed line, whole, wrapped.
func TestTUIQuickFailureKeepsTheScreen(t *testing.T) {
	sb := newSandbox(t)
	tm := newTmux(t, sb, 70, 40)
	tm.send("seq 101 120", "Enter")
	tm.waitFor("\n120\n")
	tm.runCaro(sb, "--offline 'convert all the csv files to json'")
	s := tm.expectRestoredFailure(sb)
	// The typed line wraps at the width: join the screen's lines.
	joined := strings.ReplaceAll(s, "\n", "")
	for _, want := range []string{"seq 101 120", "101102103", "119120", "convert all the csv files to json'"} {
		if !strings.Contains(joined, want) {
			t.Errorf("the screen lost %q:\n%s", want, s)
		}
	}
	typed := strings.Index(joined, "convert all the csv files to json'")
	errAt := strings.Index(joined, "✖ this request is beyond")
	if errAt < typed {
		t.Errorf("the error is not below the typed line:\n%s", s)
	}
	// Item 8: the advice is whole, wrapped to the width.
	tail := s[max(strings.Index(s, "✖ this request is beyond"), 0):]
	flat := strings.Join(strings.Fields(tail), " ")
	if !strings.Contains(flat, "or pass --base-url (see caro --help)") || strings.Contains(tail, "…") {
		t.Errorf("the error was cut:\n%s", s)
	}

	// A dead port, also before the first frame.
	tm.send("clear; seq 201 205", "Enter")
	tm.waitFor("\n205\n")
	tm.runCaro(sb, "--base-url http://127.0.0.1:1/v1 --model m 'list files'")
	s = tm.expectRestoredFailure(sb)
	for _, want := range []string{"201202203204205", "'list files'", "cannot reach the model server"} {
		if !strings.Contains(strings.ReplaceAll(s, "\n", ""), want) {
			t.Errorf("the screen lacks %q:\n%s", want, s)
		}
	}
}

// eachLineOnce fails unless the output lines from..to (seq's) are each
// in the scrollback s exactly once.
func eachLineOnce(t *testing.T, s string, from, to int) {
	t.Helper()
	for i := from; i <= to; i++ {
		if n := len(regexp.MustCompile(fmt.Sprintf(`(?m)^  │ %d$`, i)).FindAllString(s, -1)); n != 1 {
			t.Fatalf("line %d of the output is in the scrollback %d times:\n%s", i, n, s)
		}
	}
}

// Item 2: a finished round keeps all of its output in the scrollback.
func TestTUIFinishedRoundKeepsAllOutput(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("seq 1001 1040", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 80, 24)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'count a little'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("Enter")
	s := tm.expectRestored(sb, 0)
	// Each line once: the live view must leave nothing of itself in the
	// scrollback, and the finished round must print all of it.
	eachLineOnce(t, s, 1001, 1040)
	if strings.Contains(s, "lines above") {
		t.Errorf("output hidden:\n%s", s)
	}
}

// A round printed while its live output is on screen, on a short
// terminal: the live frame is never taller than the screen less what is
// printed above it at a time, so none of it is left in the scrollback
// (on 16 rows its top was; on 10 rows, taller than the screen, it was
// scrolled there on every tick), and every line is there once.
func TestTUIShortTerminalKeepsEachLineOnce(t *testing.T) {
	for _, rows := range []int{10, 16} {
		t.Run(fmt.Sprint(rows), func(t *testing.T) {
			sb := newSandbox(t)
			srv := llmtest.New(reply("for i in $(seq 1001 1040); do echo $i; sleep 0.01; done; sleep 0.3", 0.95))
			defer srv.Close()
			tm := newTmux(t, sb, 80, rows)
			tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'count slowly'", srv.URL()))
			tm.waitFor("[enter] run")
			tm.send("Enter")
			s := tm.expectRestored(sb, 0)
			eachLineOnce(t, s, 1001, 1040)
			for _, once := range []string{"caro · openai-compatible", "✔ exit 0"} {
				if n := strings.Count(s, once); n != 1 {
					t.Errorf("%q is in the scrollback %d times (a stale frame):\n%s", once, n, s)
				}
			}
			if strings.Contains(s, "lines above") {
				t.Errorf("the live view is in the scrollback:\n%s", s)
			}
		})
	}
}

// Item 4: an empty edit goes back to the proposal, which still runs.
func TestTUIEmptyEditReturnsToTheProposal(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("echo edited-or-not", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 90, 24)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'say something'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("e")
	tm.waitFor("enter to check it")
	tm.send("C-u")
	tm.send("Enter")
	tm.waitFor("empty edit")
	tm.waitForTail("[enter] run", 4)
	tm.send("Enter")
	s := tm.expectRestored(sb, 0)
	if !strings.Contains(s, "│ edited-or-not") {
		t.Errorf("the command did not run:\n%s", s)
	}
}

// Item 5: in a session, ctrl+c clears a half-typed line even after an
// earlier request was interrupted; on an empty line it warns, then quits.
func TestSessionCtrlCClearsTheLine(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("echo started; sleep 987.12", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 90, 30)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m", srv.URL()))
	tm.waitFor("caro ❯")
	tm.send("wait a while", "Enter")
	tm.waitFor("[enter] run")
	tm.send("Enter")
	tm.waitFor("ctrl+c interrupts")
	tm.send("C-c")
	tm.waitFor("ask for something")
	tm.send("half typed line")
	tm.waitForTail("caro ❯ half typed line", 4)
	tm.send("C-c")
	tm.until("the line to be cleared", func() bool {
		tail := lastLines(tm.screen(), 4)
		return strings.Contains(tail, "caro ❯") && !strings.Contains(tail, "half typed line")
	})
	if s := tm.screen(); strings.Contains(s, "EXIT=") {
		t.Fatalf("ctrl+c on a half-typed line left the session:\n%s", s)
	}
	tm.send("C-c")
	tm.waitFor("ctrl+c again quits")
	tm.send("C-c")
	tm.expectRestored(sb, 130)
}

// Item 7: c says only what is true and prints the command when it cannot
// know; with set-clipboard on the terminal gets it; a critical command's
// key row shows [c] as c copies it.
func TestTUICopySaysWhatItKnows(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("echo copy-me-42", 0.95), reply("rm -rf ~", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 100, 30)
	exec.Command("tmux", "-L", tm.socket, "set", "-g", "set-clipboard", "external").Run()
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'say copy me'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("c")
	s := tm.waitFor("OSC 52")
	if strings.Contains(s, "copied to the clipboard") {
		t.Errorf("copy claims success it cannot know:\n%s", s)
	}
	if !regexp.MustCompile(`(?m)^echo copy-me-42$`).MatchString(s) {
		t.Errorf("the command is not printed plainly to select:\n%s", s)
	}
	tm.send("Escape")
	tm.expectRestored(sb, 130)

	// With set-clipboard on, OSC 52 reaches tmux's buffer; a critical
	// command shows [c] and copies.
	exec.Command("tmux", "-L", tm.socket, "set", "-g", "set-clipboard", "on").Run()
	tm.send("clear", "Enter")
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'wipe it'", srv.URL()))
	s = tm.waitFor("critical commands never run")
	if !strings.Contains(s, "[c] copy") {
		t.Errorf("the key row hides [c]:\n%s", s)
	}
	tm.send("c")
	tm.until("the buffer to hold the command", func() bool {
		out, _ := exec.Command("tmux", "-L", tm.socket, "show-buffer").Output()
		return strings.Contains(string(out), "rm -rf ~")
	})
	tm.send("Escape")
	tm.expectRestored(sb, 130)
}

// Item 7 and 9: q and esc cancel the whole task (the model is not asked
// again) and leave the command on the screen; the key row says so.
func TestTUICancelLeavesTheCommand(t *testing.T) {
	for _, k := range []string{"q", "Escape"} {
		t.Run(k, func(t *testing.T) {
			sb := newSandbox(t)
			srv := llmtest.New(reply("echo keep-this-line-7", 0.95), reply("echo second-try", 0.95))
			defer srv.Close()
			tm := newTmux(t, sb, 100, 24)
			tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'say keep'", srv.URL()))
			s := tm.waitFor("[enter] run")
			if !strings.Contains(s, "[esc] cancel") || !strings.Contains(s, "[n] skip") {
				t.Errorf("key row:\n%s", s)
			}
			tm.send(k)
			s = tm.expectRestored(sb, 130)
			if !strings.Contains(s, "echo keep-this-line-7") {
				t.Errorf("the command is gone from the screen:\n%s", s)
			}
			if n := len(srv.Requests()); n != 1 {
				t.Errorf("%s: the model was asked %d times", k, n)
			}
		})
	}
}

// Item 10: --debug with stderr not the terminal gets the whole stream;
// --timing lists phases in time order with a total, on stderr for the
// plain renderer and the same lines in the TUI.
func TestTUIDebugToFileAndTiming(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("echo debugged", 0.95), reply("echo timed", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 100, 30)
	dbg := filepath.Join(sb.dir, "dbg.txt")
	tm.runCaro(sb, fmt.Sprintf("--debug --timing --no-refine --base-url %s --model m 'say a unique-request-word' 2>%s", srv.URL(), dbg))
	tm.waitFor("[enter] run")
	tm.send("Enter")
	s := tm.expectRestored(sb, 0)
	data, _ := os.ReadFile(dbg)
	if !strings.Contains(string(data), "unique-request-word") || strings.Count(string(data), "\n") < 10 {
		t.Errorf("the debug stream did not go to stderr:\n%s", data)
	}
	// --timing is on stderr: with 2>file, in the file, after the debug
	// stream, not on screen.
	if strings.Contains(s, "caro timing") || !strings.Contains(string(data), "caro timing: total") {
		t.Errorf("the timing is not in the stderr file:\n%s\n--- file:\n%s", s, data)
	}
	// With stderr the terminal, the TUI shows them in its scrollback.
	tm.send("clear", "Enter")
	tm.until("the screen is cleared", func() bool { return !strings.Contains(tm.screen(), "DONE") })
	tm.runCaro(sb, fmt.Sprintf("--timing --no-refine --base-url %s --model m 'say a unique-request-word'", srv.URL()))
	tm.waitFor("[enter] run")
	tm.send("Enter")
	if s := tm.expectRestored(sb, 0); !strings.Contains(s, "caro timing: total") {
		t.Errorf("no timing total in the TUI:\n%s", s)
	}

	r := sb.run("--yes", "--timing", "--no-refine", "--base-url", srv.URL(), "--model", "m", "say timed")
	if r.code != 0 || strings.Contains(r.stdout, "timing") {
		t.Fatalf("timing on stdout or failed (%d):\n%s", r.code, r.stdout)
	}
	i1, act, total := strings.Index(r.stderr, "caro timing: iteration1"), strings.Index(r.stderr, "caro timing: act"), strings.Index(r.stderr, "caro timing: total")
	if i1 < 0 || act < i1 || total < act {
		t.Errorf("timing not in time order with a total:\n%s", r.stderr)
	}
}

// A round whose output is many screens tall keeps all of it in the
// scrollback, its last lines and its exit status too, and leaves no stale
// frame behind (Bubble Tea v2.1.1 lost the end of one tall printed block).
func TestTUITallRoundKeepsItsEnd(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("seq 2001 2200", 0.95))
	defer srv.Close()
	tm := newTmux(t, sb, 90, 30)
	tm.runCaro(sb, fmt.Sprintf("--no-refine --base-url %s --model m 'count a lot'", srv.URL()))
	tm.waitFor("[enter] run")
	// A person reads the proposal before the key: past the TUI's first
	// tick (100 ms) the header has gone to the scrollback, and only then
	// did the tall block lose its end.
	time.Sleep(500 * time.Millisecond)
	tm.send("Enter")
	tm.expectRestored(sb, 0)
	out, err := exec.Command("tmux", "-L", tm.socket, "capture-pane", "-p", "-t", "0", "-S", "-600").Output()
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for i := 2001; i <= 2200; i++ {
		if !regexp.MustCompile(fmt.Sprintf(`(?m)^  │ %d$`, i)).MatchString(s) {
			t.Fatalf("line %d of the output is not in the scrollback:\n%s", i, s)
		}
	}
	if !regexp.MustCompile(`(?m)^  │ 2200\n  ✔ exit 0`).MatchString(s) {
		t.Errorf("the exit status does not follow the last line:\n%s", s)
	}
	if n := strings.Count(s, "caro · openai-compatible"); n != 1 {
		t.Errorf("the header is in the scrollback %d times (a stale frame):\n%s", n, s)
	}
}

// caro paints its first frame itself, before Bubble Tea owns the
// terminal (ui/prepaint.go); Bubble Tea then draws over the same rows.
// At the bottom of a full screen, with the proposal ready at once, the
// frame is on screen once, right under the lines that were there.
func TestTUIFirstFrameDrawnOnce(t *testing.T) {
	sb := newSandbox(t)
	tm := newTmux(t, sb, 80, 12)
	tm.send("clear; seq 1 30", "Enter")
	tm.waitFor("\n30\n")
	tm.send(caroBin+" --offline 'show disk space'", "Enter")
	s := tm.waitFor("[esc] cancel")
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	header := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "caro · offline") {
			if header >= 0 {
				t.Fatalf("the header is on screen twice:\n%s", s)
			}
			header = i
		}
	}
	if header < 2 || !strings.Contains(lines[header-1], "show disk space") || !strings.Contains(lines[header-2], "30") {
		t.Fatalf("the frame is not right under the typed line and the lines before it:\n%s", s)
	}
	if n := strings.Count(s, "● df -h"); n != 1 {
		t.Fatalf("the proposal is on screen %d times:\n%s", n, s)
	}
	tm.send("q")
	tm.waitFor("$ ")
}
