package main

// Exit codes through the built binary: each failure class gives the code
// the README's table documents, the same with --print, with --yes and no
// terminal (the plain renderer), and in the TUI; and the README's table
// lists exactly the codes these tests produce.

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
)

// exitCase causes one documented exit code. setup returns the flags to
// give caro (before the request) and, when the code needs a signal or a
// key, the server whose first request means caro is waiting on the model.
type exitCase struct {
	code  int
	name  string
	setup func(t *testing.T, sb *sandbox) (args []string, interrupt *llmtest.Server)
	// modes it applies to; a usage or config error is caught before any
	// renderer is picked, so one mode says it all.
	modes []string
}

var allModes = []string{"print", "yes", "tui"}

func scripted(t *testing.T, steps ...llmtest.Step) *llmtest.Server {
	srv := llmtest.New(steps...)
	t.Cleanup(srv.Close)
	return srv
}

func exitCases() []exitCase {
	withServer := func(steps ...llmtest.Step) func(*testing.T, *sandbox) ([]string, *llmtest.Server) {
		return func(t *testing.T, sb *sandbox) ([]string, *llmtest.Server) {
			return model(scripted(t, steps...)), nil
		}
	}
	return []exitCase{
		{0, "done", func(t *testing.T, sb *sandbox) ([]string, *llmtest.Server) {
			// --yes runs the safe command unasked in the TUI too.
			return append(model(scripted(t, reply("echo caro-ok", 0.95))), "--yes"), nil
		}, allModes},
		{1, "the model says FAIL", withServer(llmtest.Step{Reply: `{"thought": "there is no GUI here", "cmd": "", "status": "FAIL"}`}), allModes},
		{2, "bad flag value", func(*testing.T, *sandbox) ([]string, *llmtest.Server) {
			return []string{"--max-rounds", "abc"}, nil
		}, []string{"print"}},
		{3, "broken config file", func(t *testing.T, sb *sandbox) ([]string, *llmtest.Server) {
			cfg := filepath.Join(sb.dir, "broken.toml")
			writeFile(t, cfg, "budget = = 3\n")
			return []string{"--config", cfg}, nil
		}, []string{"print"}},
		{4, "dead server", func(t *testing.T, sb *sandbox) ([]string, *llmtest.Server) {
			l, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			url := "http://" + l.Addr().String() + "/v1"
			l.Close()
			return []string{"--base-url", url, "--model", "m"}, nil
		}, allModes},
		{5, "HTTP 401", withServer(llmtest.Step{Status: 401}), allModes},
		{6, "reply cut off", withServer(llmtest.Step{Reply: `{"cmd": "ls -la", "confidence": 0.99, "status": "FINISH"}`, Fault: llmtest.FaultCut}), allModes},
		{7, "server hangs past the request timeout", func(t *testing.T, sb *sandbox) ([]string, *llmtest.Server) {
			sb.env = append(sb.env, "CARO_REQUEST_TIMEOUT=1s")
			return model(scripted(t, llmtest.Step{Fault: llmtest.FaultHang})), nil
		}, allModes},
		{130, "interrupted while the model thinks", func(t *testing.T, sb *sandbox) ([]string, *llmtest.Server) {
			srv := scripted(t, llmtest.Step{Fault: llmtest.FaultHang})
			return model(srv), srv
		}, allModes},
	}
}

// TestExitCodesInEveryRenderer: the same failure, the same code, whether
// caro prints (--print), runs with the plain renderer (--yes, no
// terminal) or runs in the TUI.
func TestExitCodesInEveryRenderer(t *testing.T) {
	for _, c := range exitCases() {
		for _, mode := range c.modes {
			t.Run(fmt.Sprintf("%d/%s/%s", c.code, mode, c.name), func(t *testing.T) {
				t.Parallel()
				sb := newSandbox(t)
				args, srv := c.setup(t, sb)
				args = append(args, "--no-refine")
				switch mode {
				case "print":
					args = append(args, "--print")
				case "yes":
					args = append(args, "--yes")
				}
				args = append(args, "list the files here")
				var code int
				var out string
				if mode == "tui" {
					code, out = runInTmux(t, sb, args, srv)
				} else {
					code, out = runInterrupted(t, sb, args, srv)
				}
				if code != c.code {
					t.Fatalf("exit %d, want %d (%s):\n%s", code, c.code, c.name, out)
				}
			})
		}
	}
}

// runInterrupted runs caro with pipes for streams; with srv set, it sends
// SIGINT once the server has the request.
func runInterrupted(t *testing.T, sb *sandbox, args []string, srv *llmtest.Server) (int, string) {
	t.Helper()
	if srv == nil {
		r := sb.run(args...)
		return r.code, r.stdout + r.stderr
	}
	cmd := exec.Command(caroBin, args...)
	cmd.Dir, cmd.Env = sb.work, sb.env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitRequests(t, srv, 1)
	cmd.Process.Signal(syscall.SIGINT)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode(), out.String()
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0, out.String()
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("caro %v did not end after SIGINT", args)
	}
	return -1, ""
}

// runInTmux runs caro in a terminal and reads its exit code from the
// shell; with srv set, it presses ctrl+c once the server has the request.
func runInTmux(t *testing.T, sb *sandbox, args []string, srv *llmtest.Server) (int, string) {
	t.Helper()
	tm := newTmux(t, sb, 100, 30)
	quoted := make([]string, len(args))
	for i, a := range args {
		quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	tm.send(fmt.Sprintf(`%s %s; echo "E""XIT=$?"`, caroBin, strings.Join(quoted, " ")), "Enter")
	if srv != nil {
		waitRequests(t, srv, 1)
		tm.waitFor("thinking")
		tm.send("C-c")
	}
	s := tm.waitFor("EXIT=")
	m := regexp.MustCompile(`EXIT=(\d+)`).FindStringSubmatch(s)
	if m == nil {
		tm.waitFor("EXIT=") // the number may not be drawn yet
		m = regexp.MustCompile(`EXIT=(\d+)`).FindStringSubmatch(tm.screen())
	}
	code, _ := strconv.Atoi(m[1])
	return code, s
}

// TestREADMEExitCodes: the README's exit-code table lists exactly the
// codes TestExitCodesInEveryRenderer produces.
func TestREADMEExitCodes(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	i := strings.Index(text, "## Exit codes")
	if i < 0 {
		t.Fatal("README has no \"## Exit codes\" section")
	}
	section := text[i+len("## Exit codes"):]
	if j := strings.Index(section, "\n## "); j >= 0 {
		section = section[:j]
	}
	var documented []int
	for _, m := range regexp.MustCompile(`(?m)^\|\s*(\d+)\s*\|`).FindAllStringSubmatch(section, -1) {
		n, _ := strconv.Atoi(m[1])
		documented = append(documented, n)
	}
	var produced []int
	for _, c := range exitCases() {
		produced = append(produced, c.code)
	}
	slices.Sort(documented)
	slices.Sort(produced)
	produced = slices.Compact(produced)
	if len(documented) == 0 || !slices.Equal(documented, produced) {
		t.Fatalf("README documents exit codes %v; the tests produce %v", documented, produced)
	}
}

// TestCommandTimeoutIsExplained: a command stopped by the command
// timeout says so, names the limit and where to change it, with the
// plain renderer and in the TUI; --help and the README give the default.
func TestCommandTimeoutIsExplained(t *testing.T) {
	const want = "stopped after 1s (the command timeout; set command_timeout in the config)"
	setup := func(t *testing.T) (*sandbox, []string) {
		sb := newSandbox(t)
		srv := scripted(t, llmtest.Step{Reply: `{"thought": "wait", "cmd": "sleep 20", "confidence": 0.95, "status": "CONTINUE"}`},
			llmtest.Step{Reply: `{"thought": "it takes too long; giving up", "cmd": "", "status": "FAIL"}`})
		cfg := filepath.Join(sb.dir, "config.toml")
		writeFile(t, cfg, "command_timeout = \"1s\"\n")
		return sb, append(model(srv), "--config", cfg, "--no-refine", "--yes", "wait a while")
	}
	t.Run("plain", func(t *testing.T) {
		t.Parallel()
		sb, args := setup(t)
		r := sb.run(args...)
		if r.code != exitFailed || !strings.Contains(r.stdout, want) {
			t.Fatalf("exit %d, stdout lacks %q:\n%s%s", r.code, want, r.stdout, r.stderr)
		}
	})
	t.Run("tui", func(t *testing.T) {
		t.Parallel()
		sb, args := setup(t)
		code, s := runInTmux(t, sb, args, nil)
		if code != exitFailed || !strings.Contains(s, want) {
			t.Fatalf("exit %d, screen lacks %q:\n%s", code, want, s)
		}
	})
	t.Run("documented", func(t *testing.T) {
		t.Parallel()
		help := newSandbox(t).run("--help").stdout
		readme, _ := os.ReadFile("README.md")
		for name, text := range map[string]string{"--help": help, "README": string(readme)} {
			if !regexp.MustCompile(`stopped after 30s[^.]*command_timeout`).MatchString(strings.Join(strings.Fields(text), " ")) {
				t.Errorf("%s does not say commands are stopped after 30s (command_timeout)", name)
			}
		}
	})
}

// TestCheckWithoutDashDash: `caro check rm -rf /` reads -rf as flags; the
// error says to put -- before the command.
func TestCheckWithoutDashDash(t *testing.T) {
	sb := newSandbox(t)
	expectFailure(t, sb.run("check", "rm", "-rf", "/"), exitUsage, "put -- before the command")
	if r := sb.run("check", "--", "rm", "-rf", "/"); r.code != 0 || !strings.HasPrefix(r.stdout, "CRITICAL") {
		t.Fatalf("with --: %+v", r)
	}
}

// TestMaxRoundsNotANumber: a clear one-line usage error, not strconv's.
func TestMaxRoundsNotANumber(t *testing.T) {
	sb := newSandbox(t)
	r := sb.run("--max-rounds", "abc", "--offline", "list files")
	expectFailure(t, r, exitUsage, "--max-rounds")
	if !strings.Contains(r.stderr, "whole number") || strings.Contains(r.stderr, "strconv") || strings.Contains(r.stderr, "ParseInt") {
		t.Fatalf("stderr %q", r.stderr)
	}
}
