package tools

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/guard"
	"github.com/caro-sh/caro/safety"
)

// home is a temporary home with a canary file, a project and a scratch
// directory full of files.
type home struct {
	dir, project, scratch, canary string
}

func newHome(t *testing.T) *home {
	t.Helper()
	h := &home{dir: filepath.Join(t.TempDir(), "home")}
	h.project = filepath.Join(h.dir, "project")
	h.scratch = filepath.Join(h.project, "scratch")
	h.canary = filepath.Join(h.dir, "canary")
	if err := os.MkdirAll(h.scratch, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{h.canary, filepath.Join(h.project, "keep"), filepath.Join(h.scratch, "a"), filepath.Join(h.scratch, "b")} {
		if err := os.WriteFile(f, []byte("alive"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

func (h *home) alive(t *testing.T) {
	t.Helper()
	for _, f := range []string{h.canary, filepath.Join(h.project, "keep")} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("%s is gone", f)
		}
	}
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

// inproc is an in-process executor alone (transports starts all three).
func inproc(t *testing.T, o ServerOptions) Executor {
	t.Helper()
	e, err := NewInProcess(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// The server runs without approved:true only what --yes runs in its mode;
// with approved:true anything but critical; never critical, never what it
// cannot judge.
func TestModes(t *testing.T) {
	pad := "rm -rf ~ #" + strings.Repeat("x", 9<<10) // past what the assessor judges
	type want int
	const (
		runs want = iota
		refused
	)
	cases := []struct {
		name, cmd string
		cwd       string // relative to the project
		// by mode, unapproved then approved
		strict, moderate, permissive [2]want
		// after is a path (relative to the project) that exists only when
		// the command ran.
		after string
	}{
		{"safe", "ls > /dev/null && cat keep", "", [2]want{refused, runs}, [2]want{runs, runs}, [2]want{runs, runs}, ""},
		{"moderate", "touch made", "", [2]want{refused, runs}, [2]want{refused, runs}, [2]want{runs, runs}, "made"},
		{"high", "rm -rf *", "scratch", [2]want{refused, runs}, [2]want{refused, runs}, [2]want{refused, runs}, "!scratch/a"},
		{"critical", "rm -rf ~/*", "", [2]want{refused, refused}, [2]want{refused, refused}, [2]want{refused, refused}, ""},
		{"critical in a sub-shell", "bash -c 'rm -rf ~'", "", [2]want{refused, refused}, [2]want{refused, refused}, [2]want{refused, refused}, ""},
		{"padded past 8 KiB", pad, "", [2]want{refused, refused}, [2]want{refused, refused}, [2]want{refused, refused}, ""},
		{"does not parse", "echo $( rm -rf ~", "", [2]want{refused, refused}, [2]want{refused, refused}, [2]want{refused, refused}, ""},
		{"home through ..", "rm -rf *", "..", [2]want{refused, refused}, [2]want{refused, refused}, [2]want{refused, refused}, ""},
	}
	for _, mode := range []Mode{ModeStrict, ModeModerate, ModePermissive} {
		for _, c := range cases {
			for i, approved := range []bool{false, true} {
				h := newHome(t)
				e := inproc(t, ServerOptions{Home: h.dir, Mode: mode})
				exp := map[Mode][2]want{ModeStrict: c.strict, ModeModerate: c.moderate, ModePermissive: c.permissive}[mode][i]
				cwd := h.project
				if c.cwd != "" {
					cwd = h.project + "/" + c.cwd // unresolved on purpose
				}
				r, err := e.Execute(context.Background(), ExecRequest{Command: c.cmd, Cwd: cwd, Approved: approved}, nil)
				if err != nil {
					t.Fatal(err)
				}
				label := c.name + " in " + string(mode) + " mode"
				if approved {
					label += ", approved"
				}
				switch exp {
				case runs:
					if r.Refused || r.ExitCode != 0 {
						t.Errorf("%s: did not run: %+v", label, r)
					}
				case refused:
					if !r.Refused || r.ExitCode != -1 || !strings.HasPrefix(r.Reason, "refused: ") || strings.Contains(r.Reason, "\n") {
						t.Errorf("%s: not refused in one line: %+v", label, r)
					}
					if !strings.Contains(r.Reason, r.Risk) && !strings.Contains(r.Reason, "more than") {
						t.Errorf("%s: the reason does not name the level %s: %q", label, r.Risk, r.Reason)
					}
				}
				if a := c.after; a != "" {
					gone := strings.HasPrefix(a, "!")
					ran := exists(filepath.Join(h.project, strings.TrimPrefix(a, "!"))) != gone
					if ran != (exp == runs) {
						t.Errorf("%s: ran=%t, want %t", label, ran, exp == runs)
					}
				}
				h.alive(t)
			}
		}
	}
}

// A cwd is judged as the directory it really is.
func TestCwdIsResolved(t *testing.T) {
	h := newHome(t)
	link := filepath.Join(t.TempDir(), "link-to-home")
	if err := os.Symlink(h.dir, link); err != nil {
		t.Fatal(err)
	}
	e := inproc(t, ServerOptions{Home: h.dir, Mode: ModePermissive})
	for _, cwd := range []string{link, link + "/", h.project + "/..", h.dir + "//.", link + "/project/.."} {
		for _, cmd := range []string{"rm -rf *", "find . -delete"} {
			r, err := e.Execute(context.Background(), ExecRequest{Command: cmd, Cwd: cwd, Approved: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !r.Refused || r.Risk != "critical" {
				t.Errorf("%s in %s: %+v", cmd, cwd, r)
			}
			h.alive(t)
		}
	}
	// It runs there too: the guard and the shell start in the resolved
	// directory.
	for _, approved := range []bool{false, true} {
		r, err := e.Execute(context.Background(), ExecRequest{Command: "pwd", Cwd: link + "/project", Approved: approved}, nil)
		if err != nil || strings.TrimSpace(r.Stdout) != h.project {
			t.Errorf("pwd (approved %t): %+v, %v", approved, r, err)
		}
	}
	r, err := e.Execute(context.Background(), ExecRequest{Command: "ls", Cwd: filepath.Join(h.dir, "nowhere")}, nil)
	if err != nil || !r.Refused || !strings.Contains(r.Reason, "not a directory") {
		t.Fatalf("a missing cwd: %+v, %v", r, err)
	}

	// The root in its many spellings, judged without running anything.
	hd := &handler{judge: guard.NewJudge(safety.Assessor{Shell: "bash", Home: h.dir})}
	for _, cwd := range []string{"/.", "//", "/tmp/..", "/proc/self/root", "/proc/self/cwd/" + strings.Repeat("../", 40)} {
		if cwd == "/proc/self/root" && !exists(cwd) {
			continue
		}
		dir, err := hd.workdir(cwd)
		if err != nil || dir != "/" {
			t.Errorf("workdir(%q) = %q, %v", cwd, dir, err)
			continue
		}
		for _, cmd := range []string{"rm -rf *", "find . -delete"} {
			if r := hd.judge.Line(cmd, dir); r.Level != safety.Critical {
				t.Errorf("%s in %s: %s %v", cmd, cwd, r.Level, r.Reasons)
			}
		}
	}
	// The default directory is resolved too.
	hd.judge = guard.NewJudge(safety.Assessor{Shell: "bash", Home: h.dir, Cwd: link})
	if dir, err := hd.workdir(""); err != nil || dir != h.dir {
		t.Errorf("default workdir %q, %v", dir, err)
	}
}

// Unapproved calls run under the exec guard; approved ones in the shell.
func TestUnapprovedRunsUnderTheGuard(t *testing.T) {
	if !exists("/proc/self/cmdline") {
		t.Skip("no /proc")
	}
	h := newHome(t)
	e := inproc(t, ServerOptions{Home: h.dir, Mode: ModePermissive})
	for _, approved := range []bool{false, true} {
		r, err := e.Execute(context.Background(), ExecRequest{Command: "cat /proc/$$/cmdline", Cwd: h.project, Approved: approved}, nil)
		if err != nil || r.ExitCode != 0 || strings.Contains(r.Stdout, guard.ArgvMarker) == approved {
			t.Fatalf("approved %t: %+v, %v", approved, r, err)
		}
	}
	// A line the static check may let through whose run-time environment
	// makes the program load other code: the guard stops it.
	for _, cmd := range []string{"LD_PRELOAD=/nonexistent/x.so ls", "export GIT_SSH_COMMAND='rm -rf ~'; cat keep"} {
		r, err := e.Execute(context.Background(), ExecRequest{Command: cmd, Cwd: h.project}, nil)
		if err != nil {
			t.Fatal(err)
		}
		// Refused by the static check (exit -1) or stopped by the guard.
		if !r.Refused || r.ExitCode != -1 && (r.ExitCode != guard.ExitRefused || !strings.HasPrefix(r.Reason, "stopped by caro's exec guard: refused ") || !strings.Contains(r.Stderr, "caro: refused ")) {
			t.Errorf("%s: %+v", cmd, r)
		}
		if strings.Contains(r.Stdout, "alive") {
			t.Errorf("%s: the program ran", cmd)
		}
	}
	h.alive(t)
}

func TestModeLimits(t *testing.T) {
	for _, c := range []struct {
		m    Mode
		runs []safety.Level
	}{
		{"", []safety.Level{safety.Safe}},
		{ModeStrict, nil},
		{ModeModerate, []safety.Level{safety.Safe}},
		{ModePermissive, []safety.Level{safety.Safe, safety.Moderate}},
		{"bogus", nil},
	} {
		for _, l := range []safety.Level{safety.Safe, safety.Moderate, safety.High, safety.Critical} {
			want := false
			for _, r := range c.runs {
				want = want || r == l
			}
			if c.m.AutoRuns(l) != want {
				t.Errorf("%q mode runs %s: %t", c.m, l, !want)
			}
		}
	}
}
