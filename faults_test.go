package main

// The fault matrix of docs/FAULTS.md, row by row, through the built
// binary. Rows already covered by a test elsewhere in this package are
// named in the table there; these are the rest.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
)

// expectOneLine is expectFailure for runs whose stdout is a transcript:
// only stderr must be the one line.
func expectOneLine(t *testing.T, r result, code int, want string) {
	t.Helper()
	expectFailure(t, result{stderr: r.stderr, code: r.code}, code, want)
}

// checkLogs fails when a session log under the sandbox's state directory
// has a line that is not JSON, or a file that is not private.
func checkLogs(t *testing.T, sb *sandbox) int {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(sb.dir, "state", "caro", "sessions", "*"))
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("session log %s: %v %v", f, fi.Mode(), err)
		}
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 16<<20)
		for n := 1; sc.Scan(); n++ {
			if !json.Valid(sc.Bytes()) {
				t.Errorf("%s:%d is not JSON: %.80q", f, n, sc.Text())
			}
		}
		fh.Close()
	}
	return len(files)
}

// Row 1: fences, prose, trailing commas and single quotes are accepted
// with no re-ask.
func TestFault01TolerantReplies(t *testing.T) {
	for name, text := range map[string]string{
		"fence":          "```json\n{\"cmd\": \"uptime\", \"confidence\": 0.95, \"status\": \"FINISH\"}\n```",
		"prose":          "Sure! Here it is:\n{\"cmd\": \"uptime\", \"confidence\": 0.95, \"status\": \"FINISH\"}\nHope that helps.",
		"trailing comma": `{"cmd": "uptime", "confidence": 0.95, "status": "FINISH",}`,
		"single quotes":  `{'cmd': 'uptime', 'confidence': 0.95, 'status': 'FINISH'}`,
	} {
		t.Run(name, func(t *testing.T) {
			sb := newSandbox(t)
			srv := llmtest.New(llmtest.Step{Reply: text})
			defer srv.Close()
			r := sb.run(append(model(srv), "--no-refine", "--print", "how long has this been up")...)
			if r.code != 0 || r.stdout != "uptime\n" || len(srv.Requests()) != 1 {
				t.Fatalf("%+v after %d requests", r, len(srv.Requests()))
			}
		})
	}
}

// Row 2: not JSON at all, an HTML page, an empty reply: bounded re-asks,
// then one line; nothing runs.
func TestFault02NotJSON(t *testing.T) {
	for name, step := range map[string]llmtest.Step{
		"prose": {Reply: "sure! here you go"},
		"empty": {Reply: ""},
		"html":  {Reply: "<html><body>502 Bad Gateway</body></html>"},
	} {
		t.Run(name, func(t *testing.T) {
			sb := newSandbox(t)
			srv := llmtest.New(step)
			defer srv.Close()
			r := sb.run(append(model(srv), "--yes", "make a marker file")...)
			expectOneLine(t, r, exitFailed, "no usable command after 3 attempts")
			if n := len(srv.Requests()); n != 3 {
				t.Fatalf("%d requests, want 3", n)
			}
			checkLogs(t, sb)
		})
	}
	t.Run("html body with a JSON content type", func(t *testing.T) {
		sb := newSandbox(t)
		srv := llmtest.New(llmtest.Step{Fault: llmtest.FaultHTML})
		defer srv.Close()
		expectFailure(t, sb.run(append(model(srv), "--print", "list files")...), exitServer, "")
	})
}

// Row 3: JSON that parses but is wrong.
func TestFault03WrongJSON(t *testing.T) {
	for _, c := range []struct {
		name, reply string
		code        int
		want        string // stdout on success, else part of the one line
	}{
		{"no cmd", `{"thought": "hm", "confidence": 0.9, "status": "FINISH"}`, exitFailed, "the model gave no command (it said: hm)"},
		{"empty cmd with FINISH", `{"thought": "done", "cmd": "", "confidence": 0.9, "status": "FINISH"}`, exitFailed, "the model gave no command"},
		{"unknown status", `{"cmd": "uptime", "confidence": 0.95, "status": "MAYBE"}`, exitFailed, `status "MAYBE" is not one of CONTINUE, FINISH, FAIL`},
		{"confidence as a word", `{"cmd": "uptime", "confidence": "high", "status": "FINISH"}`, 0, "uptime\n"},
		{"confidence 7", `{"cmd": "uptime", "confidence": 7, "status": "FINISH"}`, 0, "uptime\n"},
		{"cmd with ESC", `{"cmd": "echo \u001b[8m; rm -rf ~\u001b[0m", "confidence": 0.95, "status": "FINISH"}`, exitFailed, "control character U+001B"},
		{"cmd with NUL", `{"cmd": "ls\u0000 -la", "confidence": 0.95, "status": "FINISH"}`, exitFailed, ""},
		{"two objects", `{"cmd": "uptime", "confidence": 0.95, "status": "FINISH"} {"cmd": "rm -rf ~", "status": "FINISH"}`, 0, "uptime\n"},
		{"braces in strings", `{"thought": "use {} and }", "cmd": "find . -name '*.go' -exec wc -l {} +", "confidence": 0.95, "status": "FINISH"}`, 0, "find . -name '*.go' -exec wc -l {} +\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			sb := newSandbox(t)
			srv := llmtest.New(llmtest.Step{Reply: c.reply})
			defer srv.Close()
			r := sb.run(append(model(srv), "--no-refine", "--print", "do the thing")...)
			if c.code == 0 {
				if r.code != 0 || r.stdout != c.want {
					t.Fatalf("%+v", r)
				}
				return
			}
			expectFailure(t, r, c.code, c.want)
			if len(srv.Requests()) > 3 {
				t.Fatalf("%d requests", len(srv.Requests()))
			}
		})
	}
}

// Row 12: a 10 MB reply is capped: one line, memory bounded.
func TestFault12HugeReply(t *testing.T) {
	sb := newSandbox(t)
	huge := `{"cmd": "echo ` + strings.Repeat("a", 10<<20) + `", "status": "FINISH"}`
	srv := llmtest.New(llmtest.Step{Reply: huge})
	defer srv.Close()
	r, rss := sb.runRSS(append(model(srv), "--print", "say a lot")...)
	expectFailure(t, r, exitServer, "")
	if rss > 200<<20 {
		t.Fatalf("max RSS %d MB", rss>>20)
	}
}

// runRSS is run, also returning the process's peak resident set in bytes.
func (s *sandbox) runRSS(args ...string) (result, int64) {
	s.t.Helper()
	cmd := exec.Command(caroBin, args...)
	cmd.Dir = s.work
	cmd.Env = s.env
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		s.t.Fatal(err)
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss * 1024
	}
	return result{out.String(), errb.String(), code}, rss
}

// Row 13: a command that outlives the command timeout is killed with its
// whole process group, grandchildren included.
func TestFault13HangingCommandTimesOut(t *testing.T) {
	sb := newSandbox(t)
	marker := fmt.Sprintf("%d.%d", 900+os.Getpid()%90, os.Getpid())
	srv := llmtest.New(reply(fmt.Sprintf("sleep %s & sleep %s; echo never", marker, marker), 0.95),
		llmtest.Step{Reply: `{"thought": "it hangs; giving up", "cmd": "", "status": "FAIL"}`})
	defer srv.Close()
	writeFile(t, filepath.Join(sb.dir, "config.toml"), "command_timeout = \"1s\"\n")
	r := sb.run(append(model(srv), "--config", filepath.Join(sb.dir, "config.toml"), "--no-refine", "--yes", "wait a while")...)
	expectOneLine(t, r, exitFailed, "it hangs; giving up")
	if !strings.Contains(r.stdout, "timed out") || strings.Contains(r.stdout, "│ never") {
		t.Fatalf("%+v", r)
	}
	if out, err := exec.Command("pgrep", "-f", "sleep "+marker).Output(); err == nil {
		t.Fatalf("processes survived: %s", out)
	}
	checkLogs(t, sb)
}

// Row 14: a command that reads stdin gets end of file, not caro's input.
func TestFault14CommandReadingStdin(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply(`cat; echo end`, 0.95))
	defer srv.Close()
	cmd := exec.Command(caroBin, append(model(srv), "--no-refine", "--yes", "read a line")...)
	cmd.Dir, cmd.Env = sb.work, sb.env
	cmd.Stdin = strings.NewReader("secret keys meant for caro\n")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "│ end") || strings.Contains(string(out), "secret keys") {
		t.Fatalf("%v: %s", err, out)
	}
}

// Row 15: a gigabyte of output: memory stays bounded, head and tail are
// kept with the count of what was left out.
func TestFault15Flood(t *testing.T) {
	if testing.Short() {
		t.Skip("a gigabyte takes a few seconds")
	}
	sb := newSandbox(t)
	srv := llmtest.New(reply("head -c 1000000000 /dev/zero | tr '\\0' 'y'; echo; echo last-line", 0.95))
	defer srv.Close()
	r, rss := sb.runRSS(append(model(srv), "--no-refine", "--yes", "flood")...)
	if r.code != 0 || !strings.Contains(r.stdout, "output truncated") || !strings.Contains(r.stdout, "│ last-line") {
		t.Fatalf("code %d, stdout %.300q…, stderr %q", r.code, r.stdout, r.stderr)
	}
	if len(r.stdout) > 1<<20 {
		t.Fatalf("%d bytes shown", len(r.stdout))
	}
	if rss > 200<<20 {
		t.Fatalf("max RSS %d MB", rss>>20)
	}
	t.Logf("max RSS %d MB", rss>>20)
	if n := checkLogs(t, sb); n != 1 {
		t.Fatalf("%d session logs", n)
	}
}

// Row 17: escapes or invisible characters in a proposed command are
// never printed raw.
func TestFault17HiddenBytesInTheCommand(t *testing.T) {
	for name, cmd := range map[string]string{
		"zero width space": "ls\u200b -la",
		"bidi override":    "echo \u202eabc",
		"spaces then rm":   "ls" + strings.Repeat(" ", 200) + "; rm -rf ~",
	} {
		t.Run(name, func(t *testing.T) {
			sb := newSandbox(t)
			b, _ := json.Marshal(map[string]any{"cmd": cmd, "confidence": 0.95, "status": "FINISH"})
			srv := llmtest.New(llmtest.Step{Reply: string(b)})
			defer srv.Close()
			r := sb.run(append(model(srv), "--no-refine", "--print", "do it")...)
			if r.code == 0 {
				t.Fatalf("printed %q", r.stdout)
			}
			if strings.ContainsAny(r.stderr, "\u200b\u202e\x1b") {
				t.Fatalf("raw bytes in %q", r.stderr)
			}
		})
	}
}

// Row 20: a corrupt cache is a miss, rebuilt.
func TestFault20CorruptCache(t *testing.T) {
	sb := newSandbox(t)
	step := llmtest.Step{Reply: `{"cmd": "ps aux --sort=-%cpu | head -5", "confidence": 0.6, "status": "FINISH"}`}
	srv := llmtest.New(step, step, step, step)
	defer srv.Close()
	if r := sb.run(append(model(srv), "--print", "top cpu processes")...); r.code != 0 {
		t.Fatalf("%+v", r)
	}
	files := cacheFiles(t, sb)
	if len(files) == 0 {
		t.Fatal("nothing was cached")
	}
	for i, f := range files {
		os.WriteFile(f, [][]byte{nil, []byte(`{"truncated`), []byte("\x1b]0;pwned\a"), []byte(`{"schema": 999}`)}[i%4], 0o600)
	}
	if r := sb.run(append(model(srv), "--print", "top cpu processes")...); r.code != 0 || r.stderr != "" {
		t.Fatalf("%+v", r)
	}
	for _, f := range cacheFiles(t, sb) {
		data, _ := os.ReadFile(f)
		if !json.Valid(data) {
			t.Fatalf("%s not rebuilt: %q", f, data)
		}
	}
}

func cacheFiles(t *testing.T, sb *sandbox) []string {
	var out []string
	filepath.Walk(filepath.Join(sb.dir, "cache"), func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// Row 21: caro processes at once, sharing one cache.
func TestFault21SharedCache(t *testing.T) {
	sb := newSandbox(t)
	step := llmtest.Step{Reply: `{"cmd": "ps aux --sort=-%cpu | head -5", "confidence": 0.6, "status": "FINISH"}`}
	srv := llmtest.New(step)
	defer srv.Close()
	var wg sync.WaitGroup
	results := make([]result, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = sb.run(append(model(srv), "--print", "top cpu processes")...)
		}()
	}
	wg.Wait()
	for _, r := range results {
		if r.code != 0 || r.stdout != results[0].stdout {
			t.Fatalf("%+v vs %+v", r, results[0])
		}
	}
	for _, f := range cacheFiles(t, sb) {
		data, _ := os.ReadFile(f)
		if strings.Contains(filepath.Base(f), "tmp") || !json.Valid(data) {
			t.Fatalf("cache file %s: %.80q", f, data)
		}
	}
}

// Row 22: no cache or state directory can be written.
func TestFault22UnwritableDirs(t *testing.T) {
	sb := newSandbox(t)
	// Files where the directories should be: not even root can write
	// under them.
	for _, d := range []string{"cache", "state"} {
		writeFile(t, filepath.Join(sb.dir, d), "not a directory")
	}
	step := llmtest.Step{Reply: `{"cmd": "ps aux --sort=-%cpu | head -5", "confidence": 0.6, "status": "FINISH"}`}
	srv := llmtest.New(step, step, reply("echo ok", 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--print", "top cpu processes")...)
	if r.code != 0 || r.stdout == "" {
		t.Fatalf("%+v", r)
	}
	if lines := strings.Split(strings.TrimSpace(r.stderr), "\n"); len(lines) > 2 || !strings.Contains(r.stderr, "warning") {
		t.Fatalf("stderr %q", r.stderr)
	}
	r = sb.run(append(model(srv), "--no-refine", "--yes", "say ok")...)
	if r.code != 0 || !strings.Contains(r.stdout, "ok") || !strings.Contains(r.stdout+r.stderr, "session log") {
		t.Fatalf("%+v", r)
	}
}

// Row 23: no terminal at all: the command is printed, nothing runs;
// --yes never runs a high-risk command.
func TestFault23NoTerminal(t *testing.T) {
	sb := newSandbox(t)
	canary := filepath.Join(sb.work, "canary")
	writeFile(t, canary, "alive")
	srv := llmtest.New(reply("rm -f canary", 0.95), reply("rm -rf "+sb.work, 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--no-refine", "remove the canary")...)
	if r.code != 0 || r.stdout != "rm -f canary\n" {
		t.Fatalf("%+v", r)
	}
	r = sb.run(append(model(srv), "--no-refine", "--yes", "remove everything here")...)
	if r.code == 0 {
		t.Fatalf("--yes ran a high-risk command: %+v", r)
	}
	if data, err := os.ReadFile(canary); err != nil || string(data) != "alive" {
		t.Fatalf("canary: %q %v", data, err)
	}
	checkLogs(t, sb)
}

// Row 24: malformed JSON-RPC and a critical command over stdio.
func TestFault24MCPAbuse(t *testing.T) {
	sb := newSandbox(t)
	cmd := exec.Command(caroBin, "mcp", "serve")
	cmd.Dir, cmd.Env = sb.work, sb.env
	canary := filepath.Join(sb.dir, "home", "canary")
	writeFile(t, canary, "alive")
	lines := []string{
		`this is not json`,
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"execute_command","arguments":{"command":"rm -rf ~","approved":true}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"execute_command","arguments":{"command":"echo ` + strings.Repeat("x", 1<<20) + `"}}}`,
		`{"jsonrpc":"2.0","id":4,"method":"no/such/method"}`,
	}
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %.500s", err, out)
	}
	s := string(out)
	for _, want := range []string{`"code":-32700`, `"id":1`, `"id":2`, `"id":3`, `"code":-32601`} {
		if !strings.Contains(s, want) {
			t.Errorf("responses lack %s: %.1000s", want, s)
		}
	}
	if !strings.Contains(s, "critical") {
		t.Errorf("no refusal: %.1000s", s)
	}
	if data, err := os.ReadFile(canary); err != nil || string(data) != "alive" {
		t.Fatalf("canary: %q %v", data, err)
	}
}

// Row 19: every way a config file can be broken gives one line naming
// the file (and line and column where there is one), exit 3, and the
// file is never rewritten.
func TestFault19CorruptConfig(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(path string)
		want  string
	}{
		{"invalid TOML", func(p string) { writeFile(t, p, "model = \"x\"\nbudget = = 3\n") }, ":2:10:"},
		{"wrong type", func(p string) { writeFile(t, p, "max_rounds = \"ten\"\n") }, ":1:"},
		{"bad value", func(p string) { writeFile(t, p, "safety = \"yolo\"\n") }, "safety"},
		{"binary", func(p string) { os.WriteFile(p, []byte("\x00\x01\x02garbage"), 0o600) }, "binary data"},
		{"directory", func(p string) { os.Mkdir(p, 0o700) }, "is a directory"},
		{"symlink loop", func(p string) { os.Symlink(p, p) }, "too many levels of symbolic links"},
	} {
		t.Run(c.name, func(t *testing.T) {
			sb := newSandbox(t)
			path := filepath.Join(sb.dir, "config", "caro", "config.toml")
			os.MkdirAll(filepath.Dir(path), 0o700)
			c.setup(path)
			before, _ := os.Lstat(path)
			r := sb.run("--offline", "--print", "list files")
			expectFailure(t, r, exitConfig, path)
			if !strings.Contains(r.stderr, c.want) {
				t.Errorf("%q lacks %q", r.stderr, c.want)
			}
			if after, _ := os.Lstat(path); before != nil && after != nil && !after.ModTime().Equal(before.ModTime()) {
				t.Errorf("the file was rewritten")
			}
		})
	}
	t.Run("empty file and unknown key", func(t *testing.T) {
		sb := newSandbox(t)
		path := filepath.Join(sb.dir, "config", "caro", "config.toml")
		os.MkdirAll(filepath.Dir(path), 0o700)
		writeFile(t, path, "")
		if r := sb.run("--offline", "--print", "list files"); r.code != 0 || r.stderr != "" {
			t.Fatalf("empty file: %+v", r)
		}
		writeFile(t, path, "modle = \"typo\"\n")
		r := sb.run("--offline", "--print", "list files")
		if r.code != 0 || !strings.Contains(r.stderr, `unknown key "modle"`) || strings.Count(r.stderr, "\n") != 1 {
			t.Fatalf("unknown key: %+v", r)
		}
	})
}
