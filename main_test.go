package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
	"github.com/caro-sh/caro/tools"
)

// caroBin is the binary built once for every test in this file.
var caroBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "caro-bin-")
	if err != nil {
		panic(err)
	}
	caroBin = filepath.Join(dir, "caro")
	build := exec.Command("go", "build", "-o", caroBin, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		os.RemoveAll(dir)
		panic("building caro: " + err.Error())
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// sandbox is a home, XDG directories and a PATH of stubs for one test.
type sandbox struct {
	t    *testing.T
	dir  string
	bin  string
	env  []string
	work string
}

func newSandbox(t *testing.T) *sandbox {
	t.Helper()
	dir := t.TempDir()
	s := &sandbox{t: t, dir: dir, bin: filepath.Join(dir, "bin"), work: filepath.Join(dir, "work")}
	for _, d := range []string{s.bin, s.work, filepath.Join(dir, "home")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	s.env = []string{
		"HOME=" + filepath.Join(dir, "home"),
		"XDG_CONFIG_HOME=" + filepath.Join(dir, "config"),
		"XDG_CACHE_HOME=" + filepath.Join(dir, "cache"),
		"XDG_STATE_HOME=" + filepath.Join(dir, "state"),
		"XDG_DATA_HOME=" + filepath.Join(dir, "data"),
		"PATH=" + s.bin + string(os.PathListSeparator) + os.Getenv("PATH"),
		"SHELL=/bin/bash",
		"USER=tester",
		"LANG=C.UTF-8",
	}
	return s
}

// stub puts an executable script named name first on PATH.
func (s *sandbox) stub(name, body string) {
	s.t.Helper()
	if err := os.WriteFile(filepath.Join(s.bin, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		s.t.Fatal(err)
	}
}

type result struct {
	stdout, stderr string
	code           int
}

func (s *sandbox) run(args ...string) result {
	s.t.Helper()
	cmd := exec.Command(caroBin, args...)
	cmd.Dir = s.work
	cmd.Env = s.env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			s.t.Fatal(err)
		}
		return result{out.String(), errb.String(), code}
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		s.t.Fatalf("caro %v hung", args)
	}
	return result{}
}

// oneLine checks the classic failure shape: exit code, nothing on
// stdout, exactly one line on stderr starting with "caro: ", no trace.
func expectFailure(t *testing.T, r result, code int, want string) {
	t.Helper()
	if r.code != code {
		t.Errorf("exit %d, want %d (stderr %q)", r.code, code, r.stderr)
	}
	if r.stdout != "" {
		t.Errorf("stdout %q, want nothing", r.stdout)
	}
	lines := strings.Split(strings.TrimRight(r.stderr, "\n"), "\n")
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "caro: ") {
		t.Errorf("stderr is not one line: %q", r.stderr)
	}
	if !strings.Contains(r.stderr, want) {
		t.Errorf("stderr %q lacks %q", r.stderr, want)
	}
	for _, bad := range []string{"panic", "goroutine ", ".go:"} {
		if strings.Contains(r.stderr, bad) {
			t.Errorf("stderr has %q: %q", bad, r.stderr)
		}
	}
}

func model(s *llmtest.Server) []string {
	return []string{"--base-url", s.URL(), "--model", "test-model"}
}

func reply(cmd string, conf float64) llmtest.Step {
	b, _ := json.Marshal(map[string]any{"thought": "because", "cmd": cmd, "confidence": conf, "status": "FINISH"})
	return llmtest.Step{Reply: string(b)}
}

func TestOfflineWithNoKeyAndNoNetwork(t *testing.T) {
	sb := newSandbox(t)
	r := sb.run("--print", "list the files here")
	if r.code != 0 || strings.TrimSpace(r.stdout) != "ls -l" {
		t.Fatalf("got %+v", r)
	}
}

func TestPlatformSensitiveRequestIsRefinedWithHelpText(t *testing.T) {
	sb := newSandbox(t)
	// --output json starts no program the model named, and this ps is not
	// in a standard directory anyway: its help comes from its man page,
	// installed beside it (bin/../share/man), read from disk.
	ran := filepath.Join(sb.dir, "ps-ran")
	sb.stub("ps", `echo "$*" >>'`+ran+`'; case "$1" in --version) echo "ps from procps-ng 9.9";; --help) printf 'Usage:\n ps [options]\n';; *) echo "PID TTY TIME CMD";; esac`)
	os.MkdirAll(filepath.Join(sb.dir, "share", "man", "man1"), 0o755)
	writeFile(t, filepath.Join(sb.dir, "share", "man", "man1", "ps.1"), `.TH PS 1 "2026" "procps-ng 9.9" "User Commands"
.SH NAME
ps \- STUB-PS-HELP-MARKER report a snapshot of the current processes
.SH SYNOPSIS
.B ps
[\fIoptions\fR]
.SH OPTIONS
.TP
\fB\-\-sort\fR \fIspec\fR
Specify sorting order.
`)
	srv := llmtest.New(
		reply("ps aux --sort=-%cpu | head -5", 0.9),
		llmtest.Step{Reply: `{"cmd": "ps aux --sort=-%cpu | head -n 6", "confidence": 0.97, "changes": "head -n 6 keeps the header line"}`},
	)
	defer srv.Close()
	r := sb.run(append(model(srv), "--output", "json", "show the 5 processes using the most CPU")...)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var out jsonResult
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%q: %v", r.stdout, err)
	}
	if out.Command != "ps aux --sort=-%cpu | head -n 6" || out.Iterations != 2 || out.Changes == "" || out.Risk.Level != "safe" || out.Backend == "" {
		t.Fatalf("got %+v", out)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests", len(reqs))
	}
	if p := reqs[1].Prompt(); !strings.Contains(p, "STUB-PS-HELP-MARKER") || !strings.Contains(p, "procps-ng 9.9") {
		t.Fatalf("the second prompt lacks ps's help text:\n%s", p)
	}
	if p := reqs[0].Prompt(); !strings.Contains(p, "PLATFORM RULES") || !strings.Contains(p, "show the 5 processes") {
		t.Fatalf("the first prompt lacks the platform context:\n%s", p)
	}
	if _, err := os.Stat(ran); err == nil {
		t.Fatal("the help cache ran the ps the model named")
	}
}

func TestConfidentSimpleRequestMakesOneCall(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ls -la", 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "list files here")...)
	if r.code != 0 || r.stdout != "ls -la\n" || r.stderr != "" {
		t.Fatalf("got %+v", r)
	}
	if n := len(srv.Requests()); n != 1 {
		t.Fatalf("%d model calls, want 1", n)
	}
}

func TestGarbageThenValidSucceeds(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Reply: "sure! here you go"}, reply("uptime", 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "how long has this box been up")...)
	if r.code != 0 || r.stdout != "uptime\n" {
		t.Fatalf("got %+v", r)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || !strings.Contains(reqs[1].Prompt(), "could not be used") {
		t.Fatalf("%d requests; re-ask prompt %q", len(reqs), reqs[len(reqs)-1].Prompt())
	}
}

func TestThreeGarbageRepliesFail(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Reply: "I cannot help with that."})
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "list files")...)
	expectFailure(t, r, exitFailed, "no usable command after 3 attempts")
	if n := len(srv.Requests()); n != 3 {
		t.Fatalf("%d requests, want 3", n)
	}
}

func TestModelSaysFail(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Reply: `{"thought": "there is no GUI here", "cmd": "", "status": "FAIL"}`})
	defer srv.Close()
	expectFailure(t, sb.run(append(model(srv), "--print", "open photoshop")...), exitFailed, "there is no GUI here")
}

func TestDeadServer(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + l.Addr().String() + "/v1"
	l.Close()
	sb := newSandbox(t)
	r := sb.run("--base-url", url, "--model", "m", "--print", "list files")
	expectFailure(t, r, exitUnavailable, "caro: cannot reach the model server at "+url+" (connection refused)")
}

func TestRepeated500s(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Status: 500})
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "list files")...)
	expectFailure(t, r, exitServer, "HTTP 500")
	if n := len(srv.Requests()); n != 4 {
		t.Fatalf("%d requests, want 1 + 3 retries", n)
	}
}

func TestRateLimitedWithRetryAfter(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Status: 429, Headers: map[string]string{"Retry-After": "1"}}, reply("ls -la", 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "list files")...)
	if r.code != 0 || r.stdout != "ls -la\n" {
		t.Fatalf("got %+v", r)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || reqs[1].Time.Sub(reqs[0].Time) < time.Second {
		t.Fatalf("retry did not wait for Retry-After: %d requests", len(reqs))
	}
}

func TestHangPastTheTimeout(t *testing.T) {
	sb := newSandbox(t)
	sb.env = append(sb.env, "CARO_REQUEST_TIMEOUT=1s")
	srv := llmtest.New(llmtest.Step{Fault: llmtest.FaultHang})
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "list files")...)
	expectFailure(t, r, exitTimeout, "did not answer in time")
}

func TestUnauthorizedNeverShowsTheKey(t *testing.T) {
	sb := newSandbox(t)
	sb.env = append(sb.env, "OPENAI_API_KEY=sk-test-VERYSECRET-0123456789")
	srv := llmtest.New(llmtest.Step{Status: 401})
	defer srv.Close()
	r := sb.run(append(model(srv), "--debug", "--print", "list files")...)
	if r.code != exitAuth || strings.Contains(r.stderr, "VERYSECRET") {
		t.Fatalf("got %+v", r)
	}
	if got := srv.Requests()[0].Header.Get("Authorization"); got != "Bearer sk-test-VERYSECRET-0123456789" {
		t.Fatalf("the key was not sent: %q", got)
	}
}

func TestCutStreamIsNeverShown(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Reply: `{"cmd": "rm -rf /home/user/old-build", "confidence": 0.99, "status": "FINISH"}`, Fault: llmtest.FaultCut})
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "clean the old build")...)
	expectFailure(t, r, exitServer, "cut off")
}

func TestDebugAndTiming(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ps aux", 0.6), llmtest.Step{Reply: `{"cmd": "ps aux", "confidence": 0.95, "changes": ""}`})
	defer srv.Close()
	r := sb.run(append(model(srv), "--debug", "--timing", "--print", "list processes")...)
	if r.code != 0 || r.stdout != "ps aux\n" {
		t.Fatalf("got %+v", r)
	}
	for _, want := range []string{"caro debug: backend:", "prompt (iteration 1, system)", "reply (iteration 1", "refine decision: refine=true", "platform-sensitive: ps",
		"caro timing: platform", "caro timing: iteration1", "caro timing: help", "caro timing: iteration2", "caro timing: total"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
}

func TestNoRefineAndBudget(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ps aux", 0.9))
	defer srv.Close()
	r := sb.run(append(model(srv), "--no-refine", "--print", "list processes")...)
	if r.code != 0 || len(srv.Requests()) != 1 {
		t.Fatalf("--no-refine: %+v after %d calls", r, len(srv.Requests()))
	}
	// A first answer slower than half the budget is not refined, and the
	// request still succeeds.
	slow := llmtest.New(llmtest.Step{Reply: `{"cmd":"ps aux","confidence":0.9,"status":"FINISH"}`, Delay: 700 * time.Millisecond})
	defer slow.Close()
	r = sb.run(append(model(slow), "--budget", "1s", "--print", "list processes")...)
	if r.code != 0 || r.stdout != "ps aux\n" || len(slow.Requests()) != 1 {
		t.Fatalf("--budget: %+v after %d calls", r, len(slow.Requests()))
	}
}

func TestCriticalIsNotPrinted(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(llmtest.Step{Reply: `{"cmd": "rm -rf ~", "confidence": 0.99, "status": "FINISH", "risk": "safe"}`})
	defer srv.Close()
	expectFailure(t, sb.run(append(model(srv), "--print", "clean my home")...), exitFailed, "refused: the command is critical")
}

func TestConfigFile(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("uptime", 0.95))
	defer srv.Close()
	cfg := filepath.Join(sb.dir, "config", "caro", "config.toml")
	os.MkdirAll(filepath.Dir(cfg), 0o755)
	os.WriteFile(cfg, []byte("base_url = \""+srv.URL()+"\"\nmodel = \"from-file\"\n"), 0o600)
	r := sb.run("--print", "uptime")
	if r.code != 0 || r.stdout != "uptime\n" || srv.Requests()[0].Model != "from-file" {
		t.Fatalf("got %+v", r)
	}
	// --model beats the file.
	sb.run("--model", "from-flag", "--print", "uptime")
	if got := srv.Requests()[1].Model; got != "from-flag" {
		t.Fatalf("model %q", got)
	}
	// A broken file: one line naming file, line and column.
	os.WriteFile(cfg, []byte("model = \"x\"\nbudget = = 3\n"), 0o600)
	expectFailure(t, sb.run("--print", "uptime"), exitConfig, cfg+":2:")
	// --config points elsewhere.
	other := filepath.Join(sb.dir, "other.toml")
	os.WriteFile(other, []byte("offline = true\n"), 0o600)
	r = sb.run("--config", other, "--print", "uptime")
	if r.code != 0 || r.stdout != "uptime\n" || len(srv.Requests()) != 2 {
		t.Fatalf("--config: %+v", r)
	}
}

func TestUsageErrors(t *testing.T) {
	sb := newSandbox(t)
	expectFailure(t, sb.run("--print"), exitUsage, "no request given")
	expectFailure(t, sb.run("--output", "yaml", "x"), exitUsage, "--output")
	expectFailure(t, sb.run("--budget", "soon", "--offline", "x"), exitUsage, "--budget")
	expectFailure(t, sb.run("--no-such-flag"), exitUsage, "unknown flag")
}

func TestCheck(t *testing.T) {
	sb := newSandbox(t)
	r := sb.run("check", "--", "rm -rf ~")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "CRITICAL: deletes the home directory") {
		t.Fatalf("got %+v", r)
	}
	r = sb.run("check", "--output", "json", "--", "ls -la")
	var out struct {
		Level   string   `json:"level"`
		Reasons []string `json:"reasons"`
		Impact  any      `json:"impact"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil || out.Level != "safe" || out.Reasons == nil {
		t.Fatalf("got %q: %v", r.stdout, err)
	}
	os.WriteFile(filepath.Join(sb.work, "a.log"), []byte("12345"), 0o644)
	r = sb.run("check", "--", "rm *.log")
	if !strings.Contains(r.stdout, "MODERATE: deletes files") || !strings.Contains(r.stdout, "IMPACT: delete 1 entry (5 B): a.log") {
		t.Fatalf("got %q", r.stdout)
	}
}

// One judge, the right shell: a zsh user's command is parsed and judged
// as zsh (whose glob qualifiers run code), by check, --print and the MCP
// server alike; without zsh installed it would run in bash, and is judged
// so.
func TestJudgedInTheShellThatRunsIt(t *testing.T) {
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("zsh is not installed")
	}
	line := `ls *(e:'rm -rf ~':)`
	sb := newSandbox(t)
	sb.env = append(sb.env, "SHELL="+zsh)
	if r := sb.run("check", "--", line); r.code != 0 || !strings.HasPrefix(r.stdout, "CRITICAL: ") {
		t.Fatalf("zsh user, check: %+v", r)
	}
	srv := llmtest.New(reply(line, 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--no-refine", "--output", "json", "list everything")...)
	if !strings.Contains(r.stdout, `"level":"critical"`) {
		t.Fatalf("zsh user, --output json: %+v", r)
	}
	bash := newSandbox(t)
	if r := bash.run("check", "--", line); r.code != 0 || !strings.HasPrefix(r.stdout, "SAFE") && !strings.Contains(r.stdout, "no command here changes anything") {
		t.Fatalf("bash user, check: %+v", r)
	}
	gone := newSandbox(t)
	gone.env = append(gone.env, "SHELL=/nonexistent/zsh")
	if r := gone.run("check", "--", line); r.code != 0 || strings.HasPrefix(r.stdout, "CRITICAL") {
		t.Fatalf("zsh not installed runs in bash, so judged as bash: %+v", r)
	}
}

func TestVersion(t *testing.T) {
	r := newSandbox(t).run("--version")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "caro ") {
		t.Fatalf("got %+v", r)
	}
}

func TestMCPServeOverStdio(t *testing.T) {
	sb := newSandbox(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e, err := tools.DialStdio(ctx, caroBin, "mcp", "serve")
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	r, err := e.Execute(ctx, tools.ExecRequest{Command: "echo hi", Cwd: sb.work}, nil)
	if err != nil || r.Stdout != "hi\n" || !r.Success {
		t.Fatalf("got %+v, %v", r, err)
	}
	r, err = e.Execute(ctx, tools.ExecRequest{Command: "rm -rf /", Approved: true}, nil)
	if err != nil || !r.Refused || !strings.Contains(r.Reason, "critical") {
		t.Fatalf("got %+v, %v", r, err)
	}
}

func TestMCPServeRefusesOpenAddressWithoutToken(t *testing.T) {
	expectFailure(t, newSandbox(t).run("mcp", "serve", "--http", "0.0.0.0:0"), exitUsage, "CARO_MCP_TOKEN")
}
