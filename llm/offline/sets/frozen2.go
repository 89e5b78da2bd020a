package sets

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/llm/offline"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/tools"
)

// frozen2Case is one request of the second frozen set
// (testdata/frozen2.json). The set was written by someone who never saw
// the catalogue, the matcher or the first frozen set: it is held out, and
// nobody tunes on it. Its checks are frozenCase's; Ref is one right
// command, kept so that TestFrozenSet2Checks can prove every check can be
// passed (it is never shown to the backend).
type frozen2Case struct {
	frozenCase
	Ref string `json:"ref"`
}

func loadFrozen2(t *testing.T) []frozen2Case {
	t.Helper()
	b, err := readSet("frozen2.json")
	if err != nil {
		t.Fatal(err)
	}
	var cs []frozen2Case
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatal(err)
	}
	return cs
}

// buildFrozen2 builds the first frozen set's tree with a few more files.
func buildFrozen2(t *testing.T) string {
	t.Helper()
	dir := prepareFrozen(t)
	files := map[string]string{
		"prices.csv":     "item;price;qty\napple;3;10\npear;5;2\nplum;4;7\n",
		"people.tsv":     "ann\t31\tlondon\nbo\t42\toslo\n",
		"deploy.sh":      "#!/bin/sh\necho deploy\n",
		"access.log":     "GET /index 200\nPOST /login 401\nGET /about 200\nGET /missing 404\n",
		"photos/cat.jpg": "cat\n",
		"photos/dog.jpg": "dog\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Create(filepath.Join(dir, "report.txt.gz"))
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	zw.Write([]byte("quarterly\n"))
	zw.Close()
	f.Close()
	return dir
}

// frozen2Env sets up what both tests share: the environment, the
// placeholders' values, the platform and the executor.
type frozen2Env struct {
	ctx  context.Context
	plat *platform.Info
	exe  tools.Executor
	fill func(string) string
}

func setupFrozen2(t *testing.T) *frozen2Env {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is needed to prepare the tree")
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "config"))
	t.Setenv("EDITOR", "nano")
	for k, v := range map[string]string{"GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "Tester",
		"GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "TZ": "UTC"} {
		t.Setenv(k, v)
	}
	now := time.Now().UTC()
	vars := map[string]string{"{today}": now.Format("2006-01-02"), "{year}": now.Format("2006"), "{weekday}": now.Weekday().String(),
		"{month}": now.Month().String(), "{dmy}": now.Format("02/01/2006"), "{home}": home}
	if u, err := user.Current(); err == nil {
		vars["{user}"] = u.Username
		vars["{uid}"] = u.Uid
		if g, err := user.LookupGroupId(u.Gid); err == nil {
			vars["{group}"] = g.Name
		}
	}
	for k, args := range map[string][]string{"{kernel}": {"-r"}, "{arch}": {"-m"}} {
		if b, err := exec.Command("uname", args...).Output(); err == nil {
			vars[k] = strings.TrimSpace(string(b))
		}
	}
	for _, p := range []string{"git", "tar"} {
		if path, err := exec.LookPath(p); err == nil {
			vars["{"+p+"}"] = path
		}
	}
	fill := fillWith(vars, nil)
	ctx := context.Background()
	plat, err := platform.Detect(ctx, platform.Options{})
	if err != nil {
		t.Fatal(err)
	}
	exe, err := tools.NewInProcess(ctx, tools.ServerOptions{Home: home, Mode: tools.ModePermissive})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { exe.Close() })
	return &frozen2Env{ctx: ctx, plat: plat, exe: exe, fill: fill}
}

// fillWith returns what fills the placeholders of vars (each key by its
// value) in a string, then those next fills (none when next is nil).
func fillWith(vars map[string]string, next func(string) string) func(string) string {
	return func(s string) string {
		for k, v := range vars {
			s = strings.ReplaceAll(s, k, v)
		}
		if next == nil {
			return s
		}
		return next(s)
	}
}

// run executes cmd in dir through caro's MCP tools and judges it: nil when
// the command did what c asks.
func (e *frozen2Env) run(c frozen2Case, cmd, dir string) error {
	timeout := 20 * time.Second
	if c.Follow {
		timeout = 2 * time.Second
	}
	res, err := runUnasked(e.ctx, e.exe, tools.ExecRequest{Command: cmd, Cwd: dir, Timeout: timeout})
	switch {
	case err != nil:
		return fmt.Errorf("not run: %v", err)
	case res.Refused:
		return fmt.Errorf("refused: %s", res.Reason)
	case res.TimedOut && !c.Follow:
		return fmt.Errorf("timed out")
	}
	fc := c.frozenCase
	fc.First, fc.Last = e.fill(fc.First), e.fill(fc.Last)
	if err := fc.judge(res.Stdout+res.Stderr, dir, e.fill); err != nil {
		return fmt.Errorf("%v (exit %d, output %.100q)", err, res.ExitCode, res.Stdout+res.Stderr)
	}
	return nil
}

// TestFrozenSet2Checks runs the cases' reference commands (one in
// setChecksEvery; CARO_SET_CHECKS=all runs every one): a check that
// a right command fails would measure the set, not the backend.
func TestFrozenSet2Checks(t *testing.T) {
	e := setupFrozen2(t)
	cases := loadFrozen2(t)
	checked := 0
	for i, c := range cases {
		if c.Ref == "" {
			t.Errorf("%q has no reference command", c.Request)
			continue
		}
		// one reference in setChecksEvery, as the later sets' (batch.run)
		if !allSetChecks && i%setChecksEvery != 0 {
			continue
		}
		checked++
		if err := e.run(c, c.Ref, prepareFrozen2(t)); err != nil {
			t.Errorf("%q: reference %s: %v", c.Request, c.Ref, err)
		}
	}
	if checked < len(cases) {
		t.Logf("checked %d of the set's %d references (CARO_SET_CHECKS=all checks every one)", checked, len(cases))
	}
}

// TestFrozenSet2 runs the second frozen set like TestFrozenSet (offline
// backend, then the command through caro's MCP tools in permissive mode,
// in a fresh tree) and sorts each answer: right by execution, confidently
// wrong (a command that ran, or was refused, and did not do what was
// asked), or abstained (no command: "beyond the catalogue").
func TestFrozenSet2(t *testing.T) {
	e := setupFrozen2(t)
	backend := offline.NewFor(e.plat)
	cases := loadFrozen2(t)
	right, abstained := 0, 0
	var wrong []string
	for _, c := range cases {
		dir := prepareFrozen2(t)
		e.plat.Cwd = dir
		text, err := llm.Complete(e.ctx, backend, llm.Request{Meta: llm.Meta{Task: c.Request, Iteration: 1, Purpose: "generate"}})
		var reply struct {
			Cmd string `json:"cmd"`
		}
		if err == nil {
			err = json.Unmarshal([]byte(text), &reply)
		}
		if err != nil || reply.Cmd == "" {
			abstained++
			t.Logf("ABSTAIN %q", c.Request)
			continue
		}
		if err := e.run(c, reply.Cmd, dir); err != nil {
			wrong = append(wrong, fmt.Sprintf("%q → %s: %v", c.Request, reply.Cmd, err))
			continue
		}
		right++
	}
	// A ratchet (first measured at 128 right, 15 confidently wrong, 30
	// abstained of 173, before any change made for this set; the set is
	// a development set now, held out no longer): any regression fails.
	// Raise it when the score rises; never lower it.
	// Raised to the score of 6ddced2 (the grammar layer).
	scoreFrozen(t, "offline frozen set 2", len(cases), right, wrong, abstained, 173, 0)
}

// prepareFrozen2 returns a fresh copy of the tree buildFrozen2 builds, made
// for every call from a template (trees.go).
func prepareFrozen2(t *testing.T) string {
	t.Helper()
	return fromTemplate(t, buildFrozen2)
}
