package offline_test

import (
	"os"
	"sync"
	"testing"
)

// batch runs a set's commands, each in a fresh tree, as the sets' tests
// did one after another, but for the cases that follow a file: such a
// command runs until its timeout (seconds in which nothing happens), and
// those seconds were most of this package's time (a set's references took
// 20 s, 18 of them waiting on six follow cases). A follow case runs on a
// goroutine of its own beside the rest; every other case runs on the
// test's goroutine, in order, so that the trees, the process table and the
// machine's load are as they were for each. Trees are still made one at a
// time, on the test's goroutine; each is removed when its case ends.
type batch struct {
	t    *testing.T
	prep func(*testing.T) string
	wg   sync.WaitGroup
}

func newBatch(t *testing.T, prep func(*testing.T) string) *batch {
	return &batch{t: t, prep: prep}
}

// run makes a fresh tree and calls do in it, then report with do's error;
// with follow, on a goroutine of its own (report must then be safe to call
// from one: t.Errorf and t.Logf are, a map or a counter needs a lock).
func (b *batch) run(follow bool, do func(dir string) error, report func(error)) {
	b.t.Helper()
	b.in(b.prep(b.t), follow, do, report)
}

// in is run with the tree already made (dir, removed when the case ends).
func (b *batch) in(dir string, follow bool, do func(dir string) error, report func(error)) {
	one := func() {
		err := do(dir)
		os.RemoveAll(dir)
		report(err)
	}
	if !follow {
		one()
		return
	}
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		one()
	}()
}

// wait returns when every case has been reported.
func (b *batch) wait() { b.wg.Wait() }

// base3 is the third set's fields of a case of that set or a later one,
// all of which embed them: what refsCheck needs.
func (c frozen3Case) base3() frozen3Case { return c }

// refsCheck is the loop of a set's Refs test: every request is in the set
// once and has a category; a case beyond the catalogue has no reference
// command, and every other case's reference, run by run in a fresh tree of
// b, must pass its checks. It returns when every reference has been
// judged, with the number of cases beyond the catalogue and of cases in
// each category, for the set's own limits.
func refsCheck[C interface{ base3() frozen3Case }](t *testing.T, b *batch, cases []C, run func(c C, cmd, dir string) error) (beyond int, perCategory map[string]int) {
	t.Helper()
	seen := map[string]bool{}
	perCategory = map[string]int{}
	for _, c := range cases {
		c3 := c.base3()
		if seen[c3.Request] {
			t.Errorf("%q is in the set twice", c3.Request)
		}
		seen[c3.Request] = true
		if c3.Category == "" {
			t.Errorf("%q has no category", c3.Request)
		}
		perCategory[c3.Category]++
		if c3.Beyond {
			beyond++
			if c3.Ref != "" {
				t.Errorf("%q is beyond the catalogue but has a reference", c3.Request)
			}
			continue
		}
		if c3.Ref == "" {
			t.Errorf("%q has no reference command", c3.Request)
			continue
		}
		b.run(c3.Follow, func(dir string) error { return run(c, c3.Ref, dir) }, func(err error) {
			if err != nil {
				t.Errorf("%q: reference %s: %v", c3.Request, c3.Ref, err)
			}
		})
	}
	b.wait()
	return beyond, perCategory
}
