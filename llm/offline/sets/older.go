package sets

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/llm/offline"
)

// olderSet is the harness of an older set (frozen sets 3 and 4, dev sets
// 6 to 9): its cases have the third set's fields and more (C), each set
// judging them by its own judge; a case's command runs in a fresh tree of
// the set's, through caro's MCP tools (execCase), and is judged by it.
// Its four tests are refs, refsCanFail, variantsPass and score; what a
// set's file keeps is its own: its cases' file, tree, environment, judge
// and follow times, and its limits, wrong and other right commands and
// ratchet.
type olderSet[C interface{ base3() frozen3Case }] struct {
	file  string                       // its cases, in testdata
	setup func(*testing.T) *frozen3Env // its environment and placeholders
	// prep makes the set's tree for a test and returns what hands out a
	// fresh copy of it for each case.
	prep   func(*testing.T) func(*testing.T) string
	judge  func(c C, out, dir string, fill func(string) string) error
	follow followTimes
	// busy, when set, says that c's command runs beside a process busy
	// on the CPU (a table sorted by CPU then has a top that an idle
	// machine lacks).
	busy func(c C) bool
	// Refs wants at least minCases cases, minBeyond of them beyond the
	// catalogue, and minPerCategory in each category; RefsCanFail and
	// Variants at least minChecks commands each.
	minCases, minBeyond, minPerCategory, minChecks int
	// showRejected: RefsCanFail logs why each wrong command is rejected.
	showRejected bool
	// tally: the score logs a tally of its answers per category, and runs
	// every answer (a reference as typed too, see provenRight), so that
	// each is counted in its category.
	tally bool
}

// readyTree is a set's prep for a tree made by prep alone (its template
// is built once per test binary: trees.go).
func readyTree(prep func(*testing.T) string) func(*testing.T) func(*testing.T) string {
	return func(*testing.T) func(*testing.T) string { return prep }
}

// loadCases reads the cases of the set file name in testdata, every
// field of which C must know.
func loadCases[C any](t *testing.T, name string) []C {
	t.Helper()
	b, err := readSet(name)
	if err != nil {
		t.Fatal(err)
	}
	var cs []C
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cs); err != nil {
		t.Fatal(err)
	}
	return cs
}

func (s olderSet[C]) load(t *testing.T) []C {
	t.Helper()
	return loadCases[C](t, s.file)
}

// run executes cmd in dir through caro's MCP tools (as an unapproved
// command in permissive mode, following c's file when c asks) and judges
// it: nil when it did what c asks.
func (s olderSet[C]) run(e *frozen3Env, c C, cmd, dir string) error {
	c3 := c.base3()
	if s.busy != nil && s.busy(c) {
		// no such case follows a file, so the mark's time is as it was
		busy := exec.Command("sh", "-c", "while :; do :; done")
		if busy.Start() == nil {
			time.Sleep(300 * time.Millisecond)
			defer func() { busy.Process.Kill(); busy.Wait() }()
		}
	}
	res, err := execCase(e.ctx, e.exe, cmd, dir, c3.Follow, c3.FollowFile, s.follow)
	if err != nil {
		return err
	}
	if err := s.judge(c, res.Stdout+res.Stderr, dir, e.fill); err != nil {
		return fmt.Errorf("%v (exit %d, output %.100q)", err, res.ExitCode, res.Stdout+res.Stderr)
	}
	return nil
}

// refs is the set's Refs test: every request is in the set once and has
// a category, a case beyond the catalogue has no reference, and every
// other case's reference passes its checks (a check that a right command
// fails would measure the set, not the backend).
func (s olderSet[C]) refs(t *testing.T) {
	e := s.setup(t)
	b := newBatch(t, s.prep(t))
	cases := s.load(t)
	beyond, perCategory := refsCheck(t, b, cases, nil, func(c C, cmd, dir string) error { return s.run(e, c, cmd, dir) })
	if s.minPerCategory > 0 {
		for cat, n := range perCategory {
			if n < s.minPerCategory {
				t.Errorf("category %s has only %d requests", cat, n)
			}
		}
	}
	if len(cases) < s.minCases || beyond < s.minBeyond {
		t.Errorf("only %d cases (%d beyond the catalogue)", len(cases), beyond)
	}
}

// refsCanFail is the set's RefsCanFail test: each of wrongs (plausible
// wrong commands, by request) fails its request's checks.
func (s olderSet[C]) refsCanFail(t *testing.T, wrongs map[string][]string) {
	s.commands(t, wrongs, "wrong commands", func(c frozen3Case, cmd string, err error) {
		if err == nil {
			t.Errorf("%q: the wrong command %s passes", c.Request, cmd)
			return
		}
		if s.showRejected {
			t.Logf("%q: %s is rejected: %.160s", c.Request, cmd, err)
		}
	})
}

// variantsPass is the set's Variants test: each of variants (other right
// commands, by request: other flags, other tools, GNU and POSIX
// spellings) passes its request's checks: a check must accept every right
// answer, not only the reference.
func (s olderSet[C]) variantsPass(t *testing.T, variants map[string][]string) {
	s.commands(t, variants, "variants", func(c frozen3Case, cmd string, err error) {
		if err != nil {
			t.Errorf("%q: the right command %s fails: %v", c.Request, cmd, err)
		}
	})
}

// commands runs each of cmds (by request) in a fresh tree and reports
// its verdict; every request of cmds must be in the set, and there must
// be at least s.minChecks commands.
func (s olderSet[C]) commands(t *testing.T, cmds map[string][]string, what string, report func(c frozen3Case, cmd string, err error)) {
	e := s.setup(t)
	b := newBatch(t, s.prep(t))
	n, found := runCommands(t, b, s.load(t), cmds, func(c C, cmd, dir string) error { return s.run(e, c, cmd, dir) }, nil, report)
	want := 0
	for _, v := range cmds {
		want += len(v)
	}
	t.Logf("%d %s for %d requests", n, what, len(found))
	if len(found) != len(cmds) || n != want || n < s.minChecks {
		t.Errorf("%d of the %d %s found their request, for %d of the %d requests (want at least %d)", n, want, what, len(found), len(cmds), s.minChecks)
	}
}

// runCommands runs each of cmds (by request: a set's wrong commands, or
// its other right ones) for its case, in a fresh tree of b, and reports
// its verdict; skip, when set, names a program that a command runs and
// the machine lacks (the command is then no answer there: it is logged,
// not run). It returns when every command has been reported, with how
// many commands found their case (skipped ones too) and the requests of
// cmds that are in cases.
func runCommands[C interface{ base3() frozen3Case }](t *testing.T, b *batch, cases []C, cmds map[string][]string, run func(c C, cmd, dir string) error,
	skip func(cmd string) string, report func(c frozen3Case, cmd string, err error)) (n int, found map[string]bool) {
	t.Helper()
	found = map[string]bool{}
	for _, c := range cases {
		c3 := c.base3()
		for _, cmd := range cmds[c3.Request] {
			found[c3.Request] = true
			n++
			if skip != nil {
				if p := skip(cmd); p != "" {
					t.Logf("skipped a variant: %s is not installed", p)
					continue
				}
			}
			b.run(c3.Follow, func(dir string) error { return run(c, cmd, dir) }, func(err error) { report(c3, cmd, err) })
		}
	}
	b.wait()
	return n, found
}

// oneEach is a map of one command by request as commands takes it.
func oneEach(cmds map[string]string) map[string][]string {
	m := make(map[string][]string, len(cmds))
	for r, cmd := range cmds {
		m[r] = []string{cmd}
	}
	return m
}

// score is the set's Set test but for its ratchet (scoreFrozen, in the
// set's own test): it asks the offline backend each request, runs the
// command it gives in a fresh tree, and sorts the answers (scoreHeldOut).
func (s olderSet[C]) score(t *testing.T) (cases []C, right int, wrong []string, abstained int) {
	e := s.setup(t)
	prep := s.prep(t)
	cases = s.load(t)
	total, answered, rightIn := map[string]int{}, map[string]int{}, map[string]int{}
	var mu sync.Mutex // a follow case runs beside the others
	held := make([]heldOut, len(cases))
	for i, c := range cases {
		c3 := c.base3()
		held[i] = heldOut{Request: c3.Request, Category: c3.Category, Beyond: c3.Beyond, Follow: c3.Follow, Ref: c3.Ref,
			run: func(cmd, dir string) error { return s.run(e, c, cmd, dir) }}
		if s.tally {
			total[c3.Category]++
			held[i].Ref = ""
			held[i].run = func(cmd, dir string) error {
				err := s.run(e, c, cmd, dir)
				mu.Lock()
				defer mu.Unlock()
				answered[c3.Category]++
				if err == nil {
					rightIn[c3.Category]++
				}
				return err
			}
		}
	}
	right, wrong, abstained = scoreHeldOut(t, e, held, prep)
	if s.tally {
		for _, w := range wrong {
			if strings.HasPrefix(w, "[beyond]") {
				answered["beyond"]++
			}
		}
		cats := make([]string, 0, len(total))
		for cat := range total {
			cats = append(cats, cat)
		}
		sort.Strings(cats)
		for _, cat := range cats {
			t.Logf("%-12s %2d right, %2d wrong, %2d abstained of %2d", cat, rightIn[cat], answered[cat]-rightIn[cat], total[cat]-answered[cat], total[cat])
		}
	}
	return cases, right, wrong, abstained
}

// heldOut is one request of a held-out set as scoreHeldOut sees it: run
// executes a command in a tree and judges it by the set's checks; Follow
// says the command follows a file (it runs beside the others: batch).
type heldOut struct {
	Request, Category string
	Beyond, Follow    bool
	// Ref is the case's reference command: an answer that is Ref as
	// typed is right without being run again (provenRight).
	Ref string
	run func(cmd, dir string) error
}

// ask asks the offline backend, made for the machine as caro makes it
// (offline.NewFor, in dir), request, and returns the command it gives:
// "" when it abstains (or its answer is no command).
func (e *frozen3Env) ask(dir, request string) string {
	plat := *e.plat
	plat.Cwd = dir
	text, err := llm.Complete(e.ctx, offline.NewFor(&plat), llm.Request{Meta: llm.Meta{Task: request, Iteration: 1, Purpose: "generate"}})
	var reply struct {
		Cmd string `json:"cmd"`
	}
	if err == nil {
		err = json.Unmarshal([]byte(text), &reply)
	}
	if err != nil {
		return ""
	}
	return reply.Cmd
}

// scoreHeldOut asks the offline backend, made for the machine as caro
// makes it (offline.NewFor, in a fresh tree from prep), each request, runs
// the command it gives, and sorts the answers: right by execution,
// confidently wrong (a command that ran, or was refused, and did not do
// what was asked; any command for a request beyond the catalogue), or
// abstained. The wrong answers are in the order of the cases.
func scoreHeldOut(t *testing.T, e *frozen3Env, cases []heldOut, prep func(*testing.T) string) (right int, wrong []string, abstained int) {
	t.Helper()
	b := newBatch(t, prep)
	wrongs := make([]string, len(cases))
	var mu sync.Mutex
	for i, c := range cases {
		dir := prep(t)
		cmd := e.ask(dir, c.Request)
		if cmd == "" {
			os.RemoveAll(dir)
			abstained++
			t.Logf("ABSTAIN [%s] %q", c.Category, c.Request)
			continue
		}
		if c.Beyond {
			os.RemoveAll(dir)
			wrongs[i] = fmt.Sprintf("[%s] %q → %s: beyond the catalogue, yet answered", c.Category, c.Request, cmd)
			continue
		}
		if provenRight(cmd, c.Ref, nil) {
			os.RemoveAll(dir)
			mu.Lock()
			right++
			mu.Unlock()
			continue
		}
		b.in(dir, c.Follow, func(dir string) error { return c.run(cmd, dir) }, func(err error) {
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				wrongs[i] = fmt.Sprintf("[%s] %q → %s: %v", c.Category, c.Request, cmd, err)
				return
			}
			right++
		})
	}
	b.wait()
	for _, w := range wrongs {
		if w != "" {
			wrong = append(wrong, w)
		}
	}
	return right, wrong, abstained
}

// Checks that more than one set's judge makes.

// archiveLacks: no archive at a path of lacks (in dir; list reads the
// base names of its entries) holds an entry with one of the names that
// path lists.
func archiveLacks(dir string, lacks map[string][]string, list func(path string) ([]string, error)) error {
	for p, lack := range lacks {
		names, err := list(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("archive %s: %v", p, err)
		}
		for _, n := range names {
			for _, l := range lack {
				if n == l {
					return fmt.Errorf("archive %s holds %s", p, l)
				}
			}
		}
	}
	return nil
}

// existsAny: for each group, at least one of its paths (in dir) exists.
func existsAny(dir string, groups [][]string) error {
	for _, group := range groups {
		found := false
		for _, p := range group {
			_, err := os.Stat(filepath.Join(dir, p))
			found = found || err == nil
		}
		if !found {
			return fmt.Errorf("none of %q exists", group)
		}
	}
	return nil
}

// sortedDown: vals, a column named name, are sorted from the largest
// down.
func sortedDown(vals []float64, name string) error {
	for i := 1; i < len(vals); i++ {
		if vals[i] > vals[i-1] {
			return fmt.Errorf("not sorted by %s from the largest down (%v then %v)", name, vals[i-1], vals[i])
		}
	}
	return nil
}

// copyFileAs copies the file at p to to, with its mode and modification
// time (fi, p's): a case's copy of a set's tree (dev7Prep, dev8Prep,
// dev9Prep).
func copyFileAs(p, to string, fi os.FileInfo) error {
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	if err := os.WriteFile(to, b, fi.Mode().Perm()); err != nil {
		return err
	}
	if err := os.Chmod(to, fi.Mode().Perm()); err != nil {
		return err
	}
	return os.Chtimes(to, fi.ModTime(), fi.ModTime())
}
