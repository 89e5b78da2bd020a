package sets

// The trees the evaluations run in are built now and then and copied for
// each case.
//
// Each prepare function (prepare, prepareBasics, prepareDev, prepareFrozen
// to prepareFrozen4) used to build its tree from nothing for every case:
// files written in Go, then tar, zip and git (init, add, commit twice,
// branch) as child processes, and the layers below it first. That was most
// of this package's time. Now each is a thin wrapper: fromTemplate builds
// the tree with the build function that holds the old body (buildEval,
// buildBasics, ...) into a template, under the directory TestMain makes,
// and gives every caller a fresh copy of it in its own t.TempDir(), made in
// Go (no child process): made in that directory too (see runWithTrees) and
// moved. The copy for the next call is made while the case runs (a spare),
// all but its dates, which are set when it is handed out.
//
// The copy is the tree the build function made, as it would be if it had
// been made at the moment of the copy (TestTreeCopies compares them):
//   - the same entries: directories, regular files with their content,
//     symbolic links as links to the same targets, the .git directory too,
//     each with the permission bits the build left (umask does not apply);
//   - the same ages: each entry's modification and access times are
//     recorded as ages (how long before the end of the build) and the copy
//     is dated that long before it is handed out, so a file made ten days
//     old is ten days old, and one just written is as fresh as it was;
//   - the same environment: the template is built by the first caller, in
//     its environment (HOME, XDG_*, GIT_*, TZ, set with t.Setenv before the
//     first prepare call), and it serves that environment only: a caller
//     whose environment differs in anything gets a template built in its
//     own. It is removed when the test that built it ends;
//   - the same moment, within treeLifetime: what a build writes into a file
//     rather than into its dates (git's commit and reflog dates, the dates
//     of a tarball's entries, hence of the files extracted from it) is the
//     moment of the build, which a copy cannot move. So a template is used
//     for treeLifetime after the moment its tree was begun (the earliest
//     build of the layers below it) and then built again. The same bound
//     holds for what no program can set, the entries' change and birth
//     times: a spare is at most that old (it is usually a case old).
//
// Its entries are made in the order of their names where the build made
// them in a map's order; a file system that lists a directory in the order
// its entries were made (not ext4, which lists them in the order of their
// names' hashes) would list them in that order.
//
// A build function must depend on nothing but its environment and the
// clock (it is keyed by its name and the environment): a named function,
// not a closure over variables.

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// treeLifetime is how long after its moment a template is copied: the
// dates written inside its files (commits, tarball entries) are at most
// this much older in a copy than in a tree built for the case, and are
// otherwise the same. A rebuild costs about what building one case's tree
// used to, and the cases run for minutes: a template is rebuilt a few
// dozen times in all. The finest time a check measures is a minute
// ("touched in the last minute"), and no check reads those dates to the
// second.
const treeLifetime = 10 * time.Second

// trees holds the templates: root is made by TestMain and removed when the
// tests end; byKey maps a build function and environment to its template;
// born maps a copy's directory to its template's moment, for a build that
// starts from a copy.
var trees struct {
	sync.Mutex
	root string
	off  bool // build every tree as before (TestTreeCopies)
	n    int
	// building counts the builds under way: a call from one (for the
	// layer below) makes no spare.
	building int
	byKey    map[string]*treeTemplate
	born     map[string]time.Time
}

// runWithTrees runs the tests with a directory for the templates, removed
// when they end.
func runWithTrees(m *testing.M) int {
	if mem := memTempDir(); mem != "" {
		// Every tree of this package (the templates, each case's copy,
		// every t.TempDir) is made in memory where there is room: making
		// and removing a tree's few hundred entries on ext4 was most of
		// the time a case took (a set's references, 22 s on disk and
		// 14 s in memory, under -race). The cases' commands see TMPDIR
		// there too.
		os.Setenv("TMPDIR", mem)
		defer os.RemoveAll(mem)
	}
	root, err := os.MkdirTemp("", "caro-offline-trees-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(root)
	// Copies are made here and moved to where they are wanted. On ext4
	// this marks root the top of a hierarchy, so that the allocator puts
	// each directory made in it, and the files made in that, in a group
	// of inodes with many free. It matters where the file system has no
	// journal: ext4 then passes over every inode freed in the last half
	// minute before it reuses one, and each test frees tens of thousands
	// (its trees), so that a file made in the groups those were in (near
	// the temporary directory) took up to a millisecond rather than tens
	// of microseconds. Elsewhere chattr fails, and it does not matter.
	exec.Command("chattr", "+T", root).Run()
	trees.Lock()
	trees.root, trees.byKey, trees.born = root, map[string]*treeTemplate{}, map[string]time.Time{}
	trees.Unlock()
	return m.Run()
}

// treeTemplate is one build function's tree for one environment.
type treeTemplate struct {
	mu      sync.Mutex
	home    string      // the directory that holds the tree
	dir     string      // the tree; "" until built
	born    time.Time   // when its earliest layer began to be built
	entries []treeEntry // its entries, parents before children
	spare   *spareTree  // a copy made ahead for the next call, or nil
}

// treeEntry is one entry of a template as its build left it.
type treeEntry struct {
	rel    string      // its path in the tree ("." is the tree)
	mode   fs.FileMode // its type and permission bits
	target string      // a symbolic link's target
	// How long before the end of the build it was last modified and
	// last read.
	mage, aage time.Duration
}

// spareTree is a copy being made, while a case runs, for the next call:
// all but its dates, which are set when it is handed out.
type spareTree struct {
	begun time.Time
	done  chan struct{} // closed when made; dir and err are then set
	dir   string
	err   error
}

// fromTemplate returns a fresh copy, in t.TempDir(), of the tree build
// makes (build returns the tree's directory), built for the current
// environment now and then (see treeLifetime) and copied for every call.
func fromTemplate(t *testing.T, build func(*testing.T) string) string {
	t.Helper()
	trees.Lock()
	if trees.root == "" || trees.off {
		// No TestMain of this file's making, or TestTreeCopies asks for
		// the tree as it was made before: build it.
		trees.Unlock()
		return build(t)
	}
	key := treeKey(build)
	tp := trees.byKey[key]
	if tp == nil {
		tp = &treeTemplate{}
		trees.byKey[key] = tp
	}
	// A call from a build (for the layer below) comes once a
	// treeLifetime: it makes no spare.
	spare := trees.building == 0
	trees.Unlock()

	tp.mu.Lock()
	defer tp.mu.Unlock()
	if tp.dir == "" || time.Since(tp.born) > treeLifetime {
		tp.build(t, build)
	}
	dst := filepath.Join(t.TempDir(), "work")
	if !tp.takeSpare(dst) {
		if staged, err := stageTree(tp.dir, tp.entries); err != nil || !moveStaged(staged, dst) {
			// In place, then.
			if err := makeTree(tp.dir, dst, tp.entries); err != nil {
				t.Fatalf("copying the tree: %v", err)
			}
		}
	}
	if err := dateTree(dst, tp.entries); err != nil {
		t.Fatalf("dating the tree: %v", err)
	}
	if spare {
		tp.makeSpare()
	}
	trees.Lock()
	trees.born[dst] = tp.born
	trees.Unlock()
	t.Cleanup(func() {
		trees.Lock()
		delete(trees.born, dst)
		trees.Unlock()
	})
	return dst
}

// treeKey names build and the environment it would run in.
func treeKey(build func(*testing.T) string) string {
	env := os.Environ()
	slices.Sort(env)
	wd, _ := os.Getwd()
	name := runtime.FuncForPC(reflect.ValueOf(build).Pointer()).Name()
	return name + "\x00" + wd + "\x00" + strings.Join(env, "\x00")
}

// stageTree copies the tree at src (entries) but for its dates into the
// templates' directory, from where it is moved to where it is wanted (see
// runWithTrees), and returns where it is.
func stageTree(src string, entries []treeEntry) (string, error) {
	trees.Lock()
	trees.n++
	dir := filepath.Join(trees.root, fmt.Sprint("copy", trees.n))
	trees.Unlock()
	if err := os.Mkdir(dir, 0o700); err != nil {
		return "", err
	}
	work := filepath.Join(dir, "work")
	if err := makeTree(src, work, entries); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return work, nil
}

// moveStaged moves the copy stageTree made at staged to dst, and reports
// whether it did; it removes the copy when it did not.
func moveStaged(staged, dst string) bool {
	ok := dst != "" && os.Rename(staged, dst) == nil
	os.RemoveAll(filepath.Dir(staged))
	return ok
}

// makeSpare starts making the next call's copy (tp.mu is held).
func (tp *treeTemplate) makeSpare() {
	sp := &spareTree{begun: time.Now(), done: make(chan struct{})}
	src, entries := tp.dir, tp.entries
	go func() {
		defer close(sp.done)
		sp.dir, sp.err = stageTree(src, entries)
	}()
	tp.spare = sp
}

// takeSpare moves the spare copy to dst when it is whole and no older
// than a template may be, and reports whether it did; any other spare is
// removed (tp.mu is held).
func (tp *treeTemplate) takeSpare(dst string) bool {
	sp := tp.spare
	if sp == nil {
		return false
	}
	tp.spare = nil
	<-sp.done
	if sp.err != nil {
		return false
	}
	if time.Since(sp.begun) > treeLifetime {
		dst = ""
	}
	return moveStaged(sp.dir, dst)
}

// drop removes the template and its spare, once made (tp.mu is held).
func (tp *treeTemplate) drop() {
	tp.takeSpare("")
	if tp.home != "" {
		os.RemoveAll(tp.home)
	}
	tp.home, tp.dir, tp.entries = "", "", nil
}

// build (re)makes the template: runs build, records its entries and
// moves the tree into the templates' directory (tp.mu is held).
func (tp *treeTemplate) build(t *testing.T, build func(*testing.T) string) {
	t.Helper()
	tp.drop()
	trees.Lock()
	trees.building++
	trees.Unlock()
	defer func() {
		trees.Lock()
		trees.building--
		trees.Unlock()
	}()
	born := time.Now()
	dir := build(t)
	entries, err := recordTree(dir)
	if err != nil {
		t.Fatalf("recording the tree: %v", err)
	}
	trees.Lock()
	if b, ok := trees.born[dir]; ok && b.Before(born) {
		born = b // built on a copy of an older template
	}
	trees.n++
	home := filepath.Join(trees.root, fmt.Sprint(trees.n))
	trees.Unlock()
	if err := os.Mkdir(home, 0o700); err != nil {
		t.Fatal(err)
	}
	tpl := filepath.Join(home, filepath.Base(dir))
	if err := os.Rename(dir, tpl); err != nil {
		// Another file system: copy it.
		if err := makeTree(dir, tpl, entries); err != nil {
			t.Fatalf("keeping the tree: %v", err)
		}
	}
	tp.home, tp.dir, tp.born, tp.entries = home, tpl, born, entries
	// The template goes when the test that built it ends: the next
	// test's environment differs (its HOME at least).
	t.Cleanup(func() {
		tp.mu.Lock()
		defer tp.mu.Unlock()
		if tp.home == home {
			tp.drop()
		}
	})
}

// recordTree lists the entries under dir with their ages now.
func recordTree(dir string) ([]treeEntry, error) {
	now := time.Now()
	var entries []treeEntry
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		var st unix.Stat_t
		if err := unix.Lstat(p, &st); err != nil {
			return &fs.PathError{Op: "lstat", Path: p, Err: err}
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		e := treeEntry{rel: rel, mode: fi.Mode(),
			mage: now.Sub(time.Unix(st.Mtim.Unix())),
			aage: now.Sub(time.Unix(st.Atim.Unix()))}
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			if e.target, err = os.Readlink(p); err != nil {
				return err
			}
		case fi.Mode().IsDir(), fi.Mode().IsRegular():
		default:
			return fmt.Errorf("%s: cannot copy a %v", p, fi.Mode().Type())
		}
		entries = append(entries, e)
		return nil
	})
	return entries, err
}

// makeTree copies the entries of the tree at src to dst (which must not
// exist): content, links and permission bits as they are. Their dates are
// dateTree's.
func makeTree(src, dst string, entries []treeEntry) error {
	for _, e := range entries {
		to := filepath.Join(dst, e.rel)
		var err error
		switch {
		case e.mode.IsDir():
			err = os.Mkdir(to, 0o700)
		case e.mode&fs.ModeSymlink != 0:
			err = os.Symlink(e.target, to)
		default:
			err = copyFile(filepath.Join(src, e.rel), to, treePerm(e.mode))
		}
		if err != nil {
			return err
		}
	}
	for _, e := range entries {
		if e.mode.IsDir() {
			if err := os.Chmod(filepath.Join(dst, e.rel), treePerm(e.mode)); err != nil {
				return err
			}
		}
	}
	return nil
}

// dateTree dates the entries of the tree at dir (made by makeTree) their
// ages before now. It comes last, when nothing more is made in the tree: a
// directory's date changes with every entry made in it.
func dateTree(dir string, entries []treeEntry) error {
	now := time.Now()
	for _, e := range entries {
		p := filepath.Join(dir, e.rel)
		ts := []unix.Timespec{unix.NsecToTimespec(now.Add(-e.aage).UnixNano()), unix.NsecToTimespec(now.Add(-e.mage).UnixNano())}
		if err := unix.UtimesNanoAt(unix.AT_FDCWD, p, ts, unix.AT_SYMLINK_NOFOLLOW); err != nil {
			return &fs.PathError{Op: "utimes", Path: p, Err: err}
		}
	}
	return nil
}

// treePerm is the part of a mode that chmod sets.
func treePerm(m fs.FileMode) fs.FileMode {
	return m & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
}

// copyFile copies the content of the regular file from to a new file to,
// with the permission bits perm.
func copyFile(from, to string, perm fs.FileMode) error {
	r, err := os.Open(from)
	if err != nil {
		return err
	}
	defer r.Close()
	w, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm&fs.ModePerm)
	if err != nil {
		return err
	}
	_, err = io.Copy(w, r)
	if err == nil {
		err = w.Chmod(perm) // what umask took away
	}
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// TestTreeCopies shows that each prepare function's copy is the tree that
// was built for every case before the templates: the same entries, with
// the same content, links, permission bits and ages, the same archives and
// the same repository. The copies are made a few seconds after their
// templates, so that a copy dated by the clock rather than by its
// template's ages would show.
func TestTreeCopies(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is needed to prepare the tree")
	}
	setupFrozen4(t) // the environment the cases' trees are built in
	preps := []struct {
		name        string
		prep, build func(*testing.T) string
	}{
		{"prepare", prepare, buildEval}, {"prepareBasics", prepareBasics, buildBasics}, {"prepareDev", prepareDev, buildDev},
		{"prepareFrozen", prepareFrozen, buildFrozen}, {"prepareFrozen2", prepareFrozen2, buildFrozen2},
		{"prepareFrozen3", prepareFrozen3, buildFrozen3}, {"prepareFrozen4", prepareFrozen4, buildFrozen4},
	}
	start := time.Now()
	for _, p := range preps {
		p.prep(t) // its template
	}
	const wait = 3 * time.Second
	time.Sleep(wait)
	copies := make([]treeSnapshot, len(preps))
	for i, p := range preps {
		copies[i] = snapshotTree(t, p.prep(t))
	}
	if time.Since(start) > treeLifetime {
		t.Logf("the templates were rebuilt before they were copied: their ages are not checked")
	}

	trees.Lock()
	trees.off = true
	trees.Unlock()
	defer func() {
		trees.Lock()
		trees.off = false
		trees.Unlock()
	}()
	for i, p := range preps {
		began := time.Now()
		want := snapshotTree(t, p.build(t))
		// Ages within a build vary with how long its steps take.
		slack := time.Second + time.Since(began)
		if slack >= wait {
			t.Logf("%s: building took %v: ages are checked to within %v", p.name, time.Since(began), slack)
		}
		if err := want.same(copies[i], slack); err != nil {
			t.Errorf("%s: the copy differs from the tree it copies: %v", p.name, err)
		}
	}
}

// treeSnapshot is what a tree holds, read at the end of its making.
type treeSnapshot struct {
	dir     string
	entries map[string]treeEntry // by path; .git's objects apart
	content map[string]string    // regular files' content, but archives' and .git's
	objects []string             // .git's objects' kinds and sizes, sorted
	git     string               // what git says of the repository
	archive map[string]string    // each archive's entries and their content
	// The dates written in its files (commits, archives' entries) and
	// when it was read.
	moments []time.Time
	read    time.Time
}

func snapshotTree(t *testing.T, dir string) treeSnapshot {
	t.Helper()
	read := time.Now()
	entries, err := recordTree(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := treeSnapshot{dir: dir, read: read, entries: map[string]treeEntry{}, content: map[string]string{}, archive: map[string]string{}}
	objRe := regexp.MustCompile(`^\.git/objects/[0-9a-f]{2}(/[0-9a-f]{38})?$`)
	for _, e := range entries {
		rel := filepath.ToSlash(e.rel)
		if objRe.MatchString(rel) {
			// Named by their content: the commits' by their dates.
			if e.mode.IsRegular() {
				b, err := exec.Command("git", "-C", dir, "cat-file", "-t", strings.ReplaceAll(strings.TrimPrefix(rel, ".git/objects/"), "/", "")).Output()
				if err != nil {
					t.Fatal(err)
				}
				s.objects = append(s.objects, fmt.Sprintf("%s %v", strings.TrimSpace(string(b)), e.mode))
			}
			continue
		}
		s.entries[rel] = e
		if !e.mode.IsRegular() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.rel))
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case strings.HasSuffix(rel, ".tar.gz") || strings.HasSuffix(rel, ".zip"):
			// Their entries are dated by the build.
			s.archive[rel] = archiveContent(t, filepath.Join(dir, e.rel), &s.moments)
		case rel == ".git/index" || strings.HasPrefix(rel, ".git/logs/") || strings.HasPrefix(rel, ".git/refs/heads/"):
			// Stat data, commits' names and dates.
		default:
			s.content[rel] = string(b)
		}
	}
	slices.Sort(s.objects)
	b, err := exec.Command("git", "-C", dir, "log", "--all", "--format=%at %ct").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Fields(string(b)) {
		sec, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		s.moments = append(s.moments, time.Unix(sec, 0))
	}
	var git strings.Builder
	for _, args := range [][]string{
		{"log", "--all", "--format=%an <%ae> %cn <%ce> %s %P", "--name-status"},
		{"status", "--short", "--branch"},
		{"branch", "--list", "-v", "--format=%(refname) %(HEAD) %(contents:subject)"},
		{"reflog", "--format=%gs"},
		{"ls-files", "-s"},
	} {
		c := exec.Command("git", args...)
		c.Dir = dir
		b, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v: %s", args, err, b)
		}
		fmt.Fprintf(&git, "$ git %s\n%s", strings.Join(args, " "), b)
	}
	// The parents' names differ with the dates: only their number counts.
	s.git = regexp.MustCompile(`[0-9a-f]{40}`).ReplaceAllString(git.String(), "<commit>")
	return s
}

// archiveContent lists a tar.gz's or zip's entries (name, mode, owner,
// content) in the order of their names (writeTarGz writes them in a map's
// order), and adds their dates to moments.
func archiveContent(t *testing.T, path string, moments *[]time.Time) string {
	t.Helper()
	var out []string
	if strings.HasSuffix(path, ".zip") {
		zr, err := zip.OpenReader(path)
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		for _, f := range zr.File {
			r, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(r)
			r.Close()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, fmt.Sprintf("%s %v %q", f.Name, f.Mode(), b))
			if f.Modified.Year() > 1980 { // not the zero date writeZip leaves
				*moments = append(*moments, f.Modified)
			}
		}
		slices.Sort(out)
		return strings.Join(out, "\n")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			slices.Sort(out)
			return strings.Join(out, "\n")
		}
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s %v %s/%s %q", h.Name, h.FileInfo().Mode(), h.Uname, h.Gname, b))
		*moments = append(*moments, h.ModTime)
	}
}

// same reports how s differs from o, ages to within slack.
func (s treeSnapshot) same(o treeSnapshot, slack time.Duration) error {
	var diffs []string
	for rel, e := range s.entries {
		f, ok := o.entries[rel]
		switch {
		case !ok:
			diffs = append(diffs, rel+" is missing")
		case e.mode != f.mode:
			diffs = append(diffs, fmt.Sprintf("%s has mode %v, want %v", rel, f.mode, e.mode))
		case e.target != f.target:
			diffs = append(diffs, fmt.Sprintf("%s points to %q, want %q", rel, f.target, e.target))
		case (e.mage - f.mage).Abs() > slack:
			diffs = append(diffs, fmt.Sprintf("%s was modified %v ago, want %v", rel, f.mage, e.mage))
		case (e.aage - f.aage).Abs() > slack:
			diffs = append(diffs, fmt.Sprintf("%s was read %v ago, want %v", rel, f.aage, e.aage))
		case s.content[rel] != o.content[rel]:
			diffs = append(diffs, rel+"'s content differs")
		case s.archive[rel] != o.archive[rel]:
			diffs = append(diffs, fmt.Sprintf("%s holds %q, want %q", rel, o.archive[rel], s.archive[rel]))
		}
	}
	for rel := range o.entries {
		if _, ok := s.entries[rel]; !ok {
			diffs = append(diffs, rel+" is one too many")
		}
	}
	if !slices.Equal(s.objects, o.objects) {
		diffs = append(diffs, fmt.Sprintf("the objects are %q, want %q", o.objects, s.objects))
	}
	// A date written in a file is the moment of the build, to the
	// second (a zip's to two): the copy's are no older than its
	// template.
	for _, m := range o.moments {
		if age := o.read.Sub(m); age > treeLifetime+slack+2*time.Second {
			diffs = append(diffs, fmt.Sprintf("a date written in the copy is %v old", age))
		}
	}
	if len(s.moments) != len(o.moments) {
		diffs = append(diffs, fmt.Sprintf("%d dates written in the copy, want %d", len(o.moments), len(s.moments)))
	}
	if s.git != o.git {
		diffs = append(diffs, fmt.Sprintf("git says\n%s\nwant\n%s", o.git, s.git))
	}
	if len(diffs) > 0 {
		slices.Sort(diffs)
		return errors.New(strings.Join(diffs, "\n"))
	}
	return nil
}
