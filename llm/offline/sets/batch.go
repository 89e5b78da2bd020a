package sets

import (
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"golang.org/x/sys/unix"
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
	// runs counts the commands handed to run, checked the ones it ran
	// (setChecksEvery).
	runs, checked int
}

func newBatch(t *testing.T, prep func(*testing.T) string) *batch {
	return &batch{t: t, prep: prep}
}

// run makes a fresh tree and calls do in it, then report with do's error;
// with follow, on a goroutine of its own (report must then be safe to call
// from one: t.Errorf and t.Logf are, a map or a counter needs a lock).
//
// run checks a set's own commands (its references, the wrong commands its
// checks must reject, the other right ones they must accept), which do
// not ask the backend and were all run when the set was written. So that
// the package's tests keep within go test's ten minutes under -race on a
// two-core machine, a plain run checks one command in setChecksEvery (the
// first, then every eighth, in the set's order: the same ones each run);
// CARO_SET_CHECKS=all checks every one, as whoever changes a set or its
// harness must. The sets' scores (in) always run every case.
func (b *batch) run(follow bool, do func(dir string) error, report func(error)) {
	b.t.Helper()
	b.runs++
	if !allSetChecks && (b.runs-1)%setChecksEvery != 0 {
		return
	}
	b.checked++
	b.in(b.prep(b.t), follow, do, report)
}

// setChecksEvery: a plain run checks one of a set's own commands in this
// many (batch.run). It was 3 until dev sets 12 and 13 came: with thirteen
// sets the package's tests took 486 s of go test's 600 under -race on a
// busy two-core machine, and these checks (which judge the sets, not the
// backend) 280 s of them. At 5, with fifteen sets, a clean clone's CI
// took 446–503 s for the package: 8 leaves room for a machine slower
// than this one. With eighteen sets in one package a clean clone's CI
// ran out of its 600 s on a busy machine, so the sets now run in two
// test binaries, older and later, side by side.
const setChecksEvery = 8

var allSetChecks = os.Getenv("CARO_SET_CHECKS") == "all"

// in is run with the tree already made (dir, removed when the case ends).
func (b *batch) in(dir string, follow bool, do func(dir string) error, report func(error)) {
	one := func() {
		err := do(dir)
		releaseTree(dir)
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
func (b *batch) wait() {
	b.wg.Wait()
	if b.checked < b.runs {
		b.t.Logf("checked %d of the set's %d own commands (CARO_SET_CHECKS=all checks every one)", b.checked, b.runs)
	}
}

// base3 is the third set's fields of a case of that set or a later one,
// all of which embed them: what refsCheck needs.
func (c frozen3Case) base3() frozen3Case { return c }

// refsCheck is the loop of a set's Refs test: every request is in the set
// once (as key reads it: as it is when key is nil) and has a category; a case beyond the catalogue has no reference
// command, and every other case's reference, run by run in a fresh tree of
// b, must pass its checks. It returns when every reference has been
// judged, with the number of cases beyond the catalogue and of cases in
// each category, for the set's own limits.
func refsCheck[C interface{ base3() frozen3Case }](t *testing.T, b *batch, cases []C, key func(request string) string, run func(c C, cmd, dir string) error) (beyond int, perCategory map[string]int) {
	t.Helper()
	seen := map[string]bool{}
	perCategory = map[string]int{}
	for _, c := range cases {
		c3 := c.base3()
		k := c3.Request
		if key != nil {
			k = key(k)
		}
		if seen[k] {
			t.Errorf("%q is in the set twice", c3.Request)
		}
		seen[k] = true
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

// spares keeps the trees a case left as it found them, for the next case
// of the same set to use rather than a fresh copy (copying a set's tree,
// hundreds of entries, was most of what a case cost under -race). A tree
// is handed out again only when nothing in it changed between the moment
// it was ready for the command (settled: dated, before the command ran)
// and the end of the case: the same entries, each with the same inode,
// type, permission, size, modification time and change time. The change
// time is the kernel's, set on every write, chmod, rename or utime, and no
// program can set it back; a file linked from the template (a big one,
// frozen5LinkSize) shares its change time with every other link made or
// removed, so for those it is left out and the size and modification time
// show a write.
var spares = struct {
	sync.Mutex
	free  map[string][]string  // by template: trees ready for a case
	owner map[string]string    // tree → its template
	seen  map[string]treeState // tree → its state when settled
}{free: map[string][]string{}, owner: map[string]string{}, seen: map[string]treeState{}}

// entryState is what a snapshot keeps of one entry.
type entryState struct {
	mode             uint32
	ino, size, nlink uint64
	mtimeNs, ctimeNs int64
}

type treeState map[string]entryState

// stateOf reads the state of every entry under dir (nil if it cannot).
func stateOf(dir string) treeState {
	s := treeState{}
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		var st unix.Stat_t
		if err := unix.Lstat(p, &st); err != nil {
			return err
		}
		e := entryState{mode: uint32(st.Mode), ino: uint64(st.Ino), size: uint64(st.Size), nlink: uint64(st.Nlink),
			mtimeNs: st.Mtim.Nano(), ctimeNs: st.Ctim.Nano()}
		if e.nlink > 1 && st.Mode&unix.S_IFMT == unix.S_IFREG {
			e.ctimeNs, e.nlink = 0, 0
		}
		s[p] = e
		return nil
	})
	if err != nil {
		return nil
	}
	return s
}

// spareFor returns a tree of template tmpl left untouched by an earlier
// case, or "".
func spareFor(tmpl string) string {
	spares.Lock()
	defer spares.Unlock()
	free := spares.free[tmpl]
	if len(free) == 0 {
		return ""
	}
	dir := free[len(free)-1]
	spares.free[tmpl] = free[:len(free)-1]
	return dir
}

// ownTree records that dir is a copy of template tmpl, so that it may be
// handed out again when its case leaves it as it was.
func ownTree(dir, tmpl string) {
	spares.Lock()
	spares.owner[dir] = tmpl
	spares.Unlock()
}

// settled records dir's state once it is ready for the command.
func settled(dir string) {
	s := stateOf(dir)
	spares.Lock()
	defer spares.Unlock()
	if _, ok := spares.owner[dir]; ok && s != nil {
		spares.seen[dir] = s
	}
}

// releaseTree ends a case's use of dir: a tree of a template that is as
// it was settled goes back to be handed out again; any other is removed.
func releaseTree(dir string) {
	spares.Lock()
	tmpl, owned := spares.owner[dir]
	before := spares.seen[dir]
	delete(spares.seen, dir)
	spares.Unlock()
	after := stateOf(dir)
	if owned && before != nil && maps.Equal(before, after) {
		spares.Lock()
		spares.free[tmpl] = append(spares.free[tmpl], dir)
		spares.Unlock()
		return
	}
	spares.Lock()
	delete(spares.owner, dir)
	spares.Unlock()
	os.RemoveAll(dir)
}

// unusedTree ends the use of dir by a case that ran no command in it (the
// backend only reads the tree it is asked in): a tree of a template goes
// back as it was handed out; any other is removed.
func unusedTree(dir string) {
	spares.Lock()
	defer spares.Unlock()
	if tmpl, ok := spares.owner[dir]; ok {
		spares.free[tmpl] = append(spares.free[tmpl], dir)
		return
	}
	os.RemoveAll(dir)
}
