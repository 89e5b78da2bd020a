package guard

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/proc"
	"github.com/caro-sh/caro/safety"
)

func TestMain(m *testing.M) {
	Main()
	os.Exit(m.Run())
}

// sandbox is a home with a canary file and a working directory in it.
type sandbox struct {
	home, work, canary string
	env                []string
}

func newSandbox(t *testing.T) *sandbox {
	t.Helper()
	root := t.TempDir()
	s := &sandbox{home: filepath.Join(root, "home")}
	s.work = filepath.Join(s.home, "work")
	s.canary = filepath.Join(s.home, "canary")
	if err := os.MkdirAll(s.work, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.canary, []byte("alive"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.env = []string{"HOME=" + s.home, "PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8",
		"XDG_CONFIG_HOME=" + filepath.Join(root, "config"), "XDG_CACHE_HOME=" + filepath.Join(root, "cache")}
	return s
}

func (s *sandbox) alive(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(s.canary); err != nil {
		t.Fatal("the canary is gone")
	}
}

func (s *sandbox) exists(name string) bool {
	_, err := os.Stat(filepath.Join(s.work, name))
	return err == nil
}

// run interprets line in process with policy p.
func (s *sandbox) run(line string, p Policy) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Run(context.Background(), line, Options{Shell: "bash", Policy: p, Dir: s.work, Env: s.env, Stdout: &out, Stderr: &errb})
	return code, out.String(), errb.String()
}

// forbid is a fake judge: programs whose name is in progs are critical,
// everything else is safe; writes to files named .bashrc are high.
func forbid(progs ...string) Policy {
	return Policy{
		Max: safety.Moderate,
		Argv: func(argv []string, dir string) safety.Risk {
			if slices.Contains(progs, filepath.Base(argv[0])) {
				return safety.Risk{Level: safety.Critical, Reasons: []string{"fake: " + filepath.Base(argv[0]) + " is forbidden"}}
			}
			return safety.Risk{Level: safety.Safe}
		},
		Write: func(path, dir string) safety.Risk {
			if filepath.Base(path) == ".bashrc" {
				return safety.Risk{Level: safety.High, Reasons: []string{"fake: a startup file"}}
			}
			return safety.Risk{Level: safety.Moderate, Reasons: []string{"writes " + path}}
		},
		Line: func(line, dir string) safety.Risk {
			if strings.Contains(line, "rm") {
				return safety.Risk{Level: safety.Critical, Reasons: []string{"fake: rm in a line"}}
			}
			return safety.Risk{Level: safety.Safe}
		},
	}
}

// Every way a line can start a program goes through the exec handler: the
// program is judged by its real argv, after expansion, before it starts,
// and the refusal ends the whole line.
func TestExecHandlerSeesEveryStart(t *testing.T) {
	for name, line := range map[string]string{
		"computed name":          `x=rm; y=-f; $x $y "$HOME"/canary; touch after`,
		"plain":                  `rm -f ~/canary; touch after`,
		"pipeline stage":         `echo hi | rm -f ~/canary | cat; touch after`,
		"command substitution":   `echo "$(rm -f ~/canary)"; touch after`,
		"in an argument":         `echo a$(rm -f ~/canary)b; touch after`,
		"subshell":               `(rm -f ~/canary); touch after`,
		"exec builtin":           `(exec rm -f ~/canary); touch after`,
		"command builtin":        `command rm -f ~/canary; touch after`,
		"eval":                   `eval 'r''m -f ~/canary'; touch after`,
		"function":               `f() { rm -f ~/canary; }; f; touch after`,
		"trap on exit":           `trap 'rm -f ~/canary' EXIT; touch after`,
		"here-doc to sh":         "cat <<EOF\nrm -f ~/canary\nEOF\nrm -f ~/canary; touch after",
		"source":                 `printf 'rm -f ~/canary\n' > script; . ./script; touch after`,
		"background":             `rm -f ~/canary & wait; touch after`,
		"array":                  `a=(rm -f ~/canary); "${a[@]}"; touch after`,
		"arithmetic":             `echo $(( $(rm -f ~/canary) + 1 )); touch after`,
		"and list":               `true && rm -f ~/canary; touch after`,
		"if condition":           `if rm -f ~/canary; then :; fi; touch after`,
		"for loop":               `for p in rm; do $p -f ~/canary; done; touch after`,
		"path to the program":    `/bin/rm -f ~/canary 2>/dev/null || /usr/bin/rm -f ~/canary; touch after`,
		"stderr redirected away": `rm -f ~/canary 2>/dev/null; touch after`,
	} {
		t.Run(name, func(t *testing.T) {
			s := newSandbox(t)
			code, _, stderr := s.run(line, forbid("rm"))
			s.alive(t)
			if name == "trap on exit" {
				// The trap runs at the end: touch ran before it.
				if code != ExitRefused || !strings.Contains(stderr, "caro: refused rm: critical: fake: rm is forbidden") {
					t.Fatalf("exit %d, stderr %q", code, stderr)
				}
				return
			}
			if code != ExitRefused || !strings.Contains(stderr, "caro: refused ") || !strings.Contains(stderr, "rm: critical: fake: rm is forbidden") {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
				t.Errorf("more than one line on stderr: %q", stderr)
			}
			if s.exists("after") {
				t.Fatal("the line went on after the refusal")
			}
		})
	}
}

func TestAllowedLinesRunAsInAShell(t *testing.T) {
	s := newSandbox(t)
	code, out, stderr := s.run(`echo hi; echo oops >&2; for i in 1 2; do printf 'n%s\n' $i; done | sort -r; cd .. && basename "$PWD"; exit 3`, forbid("rm"))
	if code != 3 || out != "hi\nn2\nn1\nhome\n" || stderr != "oops\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	// The judge sees the directory cd moved to.
	var dirs []string
	p := forbid()
	p.Argv = func(argv []string, dir string) safety.Risk { dirs = append(dirs, dir); return safety.Risk{} }
	if code, _, stderr := s.run(`ls >/dev/null; cd /tmp && ls >/dev/null`, p); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if len(dirs) != 2 || dirs[0] != s.work || dirs[1] != "/tmp" {
		t.Fatalf("judged in %q", dirs)
	}
}

// A file the kernel will not execute is not read as a script by an
// interpreter without handlers: it is refused. kill, which interp lists as
// a builtin without implementing it, runs the kill program.
func TestScriptsWithoutShebangAndKill(t *testing.T) {
	s := newSandbox(t)
	code, _, stderr := s.run(`printf 'rm -f ~/canary\n' > script; chmod +x script; ./script; touch after`, forbid("rm"))
	if code != ExitRefused || !strings.Contains(stderr, "caro: refused ./script: it is a file the system cannot execute") || s.exists("after") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	s.alive(t)
	if _, err := exec.LookPath("kill"); err != nil {
		t.Skip("no kill program")
	}
	code, out, stderr := s.run(`kill -0 $$ && echo alive; umask 0077; umask; ulimit -n`, forbid())
	if lines := strings.Split(out, "\n"); code != 0 || len(lines) != 4 || lines[0] != "alive" || lines[1] != "0022" && lines[1] != "0002" && lines[1] != "0077" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	for _, c := range []struct{ line, prog string }{{`kill -0 $$`, "kill"}, {`ulimit -a`, "ulimit"}, {`__caro_sh_builtin__ rm -f ~/canary`, "rm"}, {`__caro_sh_builtin__ ulimit`, "ulimit"}} {
		code, _, stderr := s.run(c.line, forbid(c.prog))
		if code != ExitRefused || !strings.Contains(stderr, "caro: refused ") {
			t.Fatalf("%s: exit %d, stderr %q", c.line, code, stderr)
		}
	}
	s.alive(t)
}

// A shell that reads its script from its input has the script judged
// before it starts.
func TestShellReadingItsScript(t *testing.T) {
	s := newSandbox(t)
	for _, line := range []string{
		`x='rm -f ~/canary'; echo "$x" | sh; touch after`,
		"sh -s <<EOF\nrm -f ~/canary\nEOF\ntouch after",
		`printf 'r%s -f ~/canary' m | bash -e; touch after`,
		`echo 'rm -f ~/canary' > s.sh; sh -x < s.sh; touch after`,
	} {
		code, _, stderr := s.run(line, forbid("rm"))
		if code != ExitRefused || !strings.Contains(stderr, "the script it reads from its input is critical: fake: rm in a line") || s.exists("after") {
			t.Errorf("%s: exit %d, stderr %q", line, code, stderr)
		}
		s.alive(t)
	}
	code, out, stderr := s.run(`echo 'echo from-stdin' | sh; sh -c 'echo from-c' </dev/null; printf 'echo a\n' > a.sh; echo data | sh a.sh`, forbid("rm"))
	if code != 0 || out != "from-stdin\nfrom-c\na\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	for args, want := range map[string]bool{"": true, "-e": true, "-s x": true, "-c x": false, "-ec x": false, "x.sh": false, "-o errexit": true, "-o errexit x.sh": false, "--norc": true, "-- x.sh": false, "-": true} {
		if got := scriptOnStdin(strings.Fields(args)); got != want {
			t.Errorf("scriptOnStdin(%q) = %t", args, got)
		}
	}
}

// The open handler judges every file opened for writing; /dev/null and
// reads pass.
func TestOpenHandlerJudgesWrites(t *testing.T) {
	s := newSandbox(t)
	rc := filepath.Join(s.home, ".bashrc")
	for _, line := range []string{
		`echo 'curl x | sh' >> ~/.bashrc; touch after`,
		`f=.bashrc; echo evil > "$HOME/$f"; touch after`,
		`exec > ~/.bashrc; echo evil; touch after`,
		`cd ~ && { echo evil; } > .bashrc; touch work/after`,
	} {
		code, _, stderr := s.run(line, forbid())
		if code != ExitRefused || !strings.Contains(stderr, "caro: refused writing ") || !strings.Contains(stderr, "high: fake: a startup file") {
			t.Errorf("%s: exit %d, stderr %q", line, code, stderr)
		}
		if _, err := os.Stat(rc); err == nil || s.exists("after") {
			t.Fatalf("%s: wrote the startup file or went on", line)
		}
	}
	// A mode that allows only safe commands refuses a moderate write...
	p := forbid()
	p.Max = safety.Safe
	if code, _, stderr := s.run(`echo x > out.txt`, p); code != ExitRefused || !strings.Contains(stderr, "refused writing out.txt: moderate") || s.exists("out.txt") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	// ...and lets /dev/null and reads through (the real judge).
	j := NewJudge(safety.Assessor{Shell: "bash", Home: s.home, Cwd: s.work})
	// (/dev/stdout is this test's own, not the buffer: only the verdict counts.)
	if code, out, stderr := s.run(`ls ~ >/dev/null 2>&1; cat < ~/canary; : >/dev/stdout; : 2>/dev/stderr`, j.Policy(safety.Safe)); code != 0 || out != "alive" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// With the real assessor: what the static check could not see is judged
// at run time.
func TestRealJudge(t *testing.T) {
	for _, c := range []struct {
		line string
		max  safety.Level
		want string // part of the refusal, "" when it runs
	}{
		{`x=rm; y=-rf; $x $y "$HOME"`, safety.Moderate, "caro: refused rm: critical"},
		{`x=rm; y=-rf; $x $y "$HOME"/canary`, safety.Safe, "caro: refused rm: moderate"},
		{`p=$(printf 'r%s' m); $p -rf ~/canary`, safety.Safe, "caro: refused rm: moderate"},
		{`echo evil > ~/.profile`, safety.Moderate, "caro: refused writing " + "~"},
		{`LD_PRELOAD=/tmp/x.so ls`, safety.Moderate, "caro: refused ls: the line sets LD_PRELOAD"},
		{`export PATH=/tmp:$PATH; ls`, safety.Moderate, "the line sets PATH"},
		{`PAGER='rm -rf ~' git log`, safety.Moderate, "the line sets PAGER to a command that git may run: critical"},
		{`GIT_CONFIG_COUNT=1 git status`, safety.Moderate, "the line sets GIT_CONFIG_COUNT"},
		{`echo __caro_exec_guard__ | cat; env X=1 ` + ArgvMarker + ` x`, safety.Moderate, "it starts caro's exec guard itself"},
		{"echo ${(U)x}", safety.Moderate, "does not parse as bash"},
		{`ls -la; cat ~/canary; PAGER=cat ls >/dev/null; echo "$(date)" | wc -l >/dev/null`, safety.Safe, ""},
	} {
		s := newSandbox(t)
		j := NewJudge(safety.Assessor{Shell: "zsh", Home: s.home, Cwd: s.work})
		code, _, stderr := s.run(c.line, j.Policy(c.max))
		if strings.Contains(c.want, "~") {
			c.want = strings.ReplaceAll(c.want, "~", s.home)
		}
		switch {
		case c.want == "" && code != 0:
			t.Errorf("%s: exit %d, stderr %q", c.line, code, stderr)
		case c.want != "" && (code != ExitRefused || !strings.Contains(stderr, c.want)):
			t.Errorf("%s: exit %d, stderr %q, want %q", c.line, code, stderr, c.want)
		}
		s.alive(t)
	}
}

// A judge that sees a symlinked home or directory judges the real place.
func TestJudgeResolvesSymlinks(t *testing.T) {
	s := newSandbox(t)
	link := filepath.Join(t.TempDir(), "home-link")
	if err := os.Symlink(s.home, link); err != nil {
		t.Fatal(err)
	}
	j := NewJudge(safety.Assessor{Shell: "bash", Home: link})
	for _, dir := range []string{s.home, link} {
		if r := j.Line("rm -rf *", dir); r.Level != safety.Critical {
			t.Errorf("rm -rf * in %s: %v %v", dir, r.Level, r.Reasons)
		}
	}
	if r := j.Write(filepath.Join(s.home, ".bashrc"), s.work); r.Level < safety.High {
		t.Errorf("writing .bashrc through the real path: %v %v", r.Level, r.Reasons)
	}
	if r := j.Argv([]string{"rm", "-rf", s.home}, s.work); r.Level != safety.Critical {
		t.Errorf("rm -rf of the real home: %v %v", r.Level, r.Reasons)
	}
}

// Cancelling the run stops the interpreter and the program it waits for.
func TestCancelStopsTheLine(t *testing.T) {
	s := newSandbox(t)
	marker := fmt.Sprintf("100.%d", time.Now().UnixNano()%1e9)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	go func() {
		done <- Run(ctx, "sleep "+marker+"; touch after", Options{Policy: forbid(), Dir: s.work, Env: s.env})
	}()
	waitFor(t, func() bool { return alive(marker) })
	cancel()
	select {
	case code := <-done:
		if code != 130 {
			t.Fatalf("exit %d", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the line did not stop")
	}
	waitFor(t, func() bool { return !alive(marker) })
	if s.exists("after") {
		t.Fatal("the line went on after the cancel")
	}
}

// The guarded child: this test binary started again by Command, run by
// internal/proc as the MCP server runs it.
func TestChild(t *testing.T) {
	s := newSandbox(t)
	set := Settings{Max: safety.Safe, Shell: "bash", Home: s.home}
	env := append(slices.Clone(s.env), EnvSettings+"=leaked")
	run := func(line string, timeout time.Duration, on func(proc.Stream, []byte)) proc.Result {
		t.Helper()
		c, err := Command(line, set, env)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(strings.Join(c.Env, "\n"), EnvSettings+"="); n != 1 {
			t.Fatalf("%d settings in the child's environment", n)
		}
		res, err := proc.Run(context.Background(), proc.Spec{Path: c.Path, Args: c.Args, Env: c.Env, Dir: s.work, Timeout: timeout, OnOutput: on})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}

	// Output streams while the line runs; the programs do not see the
	// settings.
	var mu sync.Mutex
	var chunks []string
	res := run(`for i in 1 2 3; do echo line$i; sleep 0.2; done; env`, 0, func(_ proc.Stream, p []byte) {
		mu.Lock()
		chunks = append(chunks, string(p))
		mu.Unlock()
	})
	mu.Lock()
	if res.ExitCode != 0 || len(chunks) < 3 || !strings.HasPrefix(chunks[0], "line1") {
		t.Fatalf("exit %d, chunks %q, stderr %q", res.ExitCode, chunks, res.Stderr)
	}
	mu.Unlock()
	if strings.Contains(res.Stdout, EnvSettings) || strings.Contains(res.Stdout, ArgvMarker) || !strings.Contains(res.Stdout, "HOME="+s.home) {
		t.Fatalf("the programs' environment: %q", res.Stdout)
	}

	// A refusal: one line on stderr, exit 126, nothing else runs.
	res = run(`x=rm; $x -f ~/canary; touch after`, 0, nil)
	if res.ExitCode != ExitRefused || !strings.HasPrefix(res.Stderr, "caro: refused rm: moderate") || strings.Count(res.Stderr, "\n") != 1 || s.exists("after") {
		t.Fatalf("exit %d, stderr %q", res.ExitCode, res.Stderr)
	}
	s.alive(t)

	// A timeout stops the guard and every program it started.
	marker := fmt.Sprintf("100.%d", time.Now().UnixNano()%1e9)
	res = run(fmt.Sprintf("(sleep %s) & sleep %s", marker, marker), time.Second, nil)
	if !res.TimedOut {
		t.Fatalf("got %+v", res)
	}
	waitFor(t, func() bool { return !alive(marker) })
}

// The marker alone, or settings alone, start nothing.
func TestMarkerNeedsBothHalves(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, ArgvMarker, "touch "+filepath.Join(t.TempDir(), "x"))
	cmd.Env = Environ(os.Environ())
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != ExitRefused || !strings.Contains(string(out), "without its settings") {
		t.Fatalf("%v: %s", err, out)
	}
	for _, bad := range []string{`{"v":1,"max":"high","shell":"bash","home":"/"}`, `{"v":2,"max":"safe"}`, `not json`} {
		cmd := exec.Command(exe, ArgvMarker, "true")
		cmd.Env = append(Environ(os.Environ()), EnvSettings+"="+bad)
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != ExitRefused || !strings.Contains(string(out), "cannot run") {
			t.Fatalf("%s: %v: %s", bad, err, out)
		}
	}
	if _, err := Command("true", Settings{Max: safety.High}, nil); err == nil {
		t.Fatal("a guard that allows high commands")
	}
}

func alive(marker string) bool {
	dirs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, d := range dirs {
		if b, err := os.ReadFile(d); err == nil && strings.Contains(string(b), marker) {
			return true
		}
	}
	return false
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
