package cache

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// recorder writes a program that appends "name args" to log each time it
// runs, then answers --version and --help. Builtins only: PATH is empty.
func recorder(t testing.TB, dir, name, log string) string {
	t.Helper()
	return script(t, dir, name, `echo "`+name+` $*" >>'`+log+`'
case "$1" in
--version) echo "`+name+` 1.0";;
--help) echo "Usage: `+name+` [OPTION]..."; echo "  -q, --quiet   RECORDED-HELP";;
esac`)
}

// runs lists what the recorders wrote to log.
func runs(t testing.TB, log string) []string {
	t.Helper()
	data, err := os.ReadFile(log)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

// page writes a man(7) page for name into tree/man<sec>.
func page(t testing.TB, tree, sec, file, body string) string {
	t.Helper()
	dir := filepath.Join(tree, "man"+sec)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, file)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func manPage(name, source, synopsis string) string {
	return `.TH ` + strings.ToUpper(name) + ` 1 "2026" "` + source + `" "User Commands"
.SH NAME
` + name + ` \- ` + name + ` from its man page
.SH SYNOPSIS
.B ` + name + `
` + synopsis + `
.SH OPTIONS
.TP
\fB\-\-from\-man\fR
an option only the page knows
`
}

// policyEnv is a PATH of two directories: std, taken for a standard
// directory, and user, like ~/bin or ./node_modules/.bin.
type policyEnv struct {
	std, user, man, dir, log string
}

func newPolicyEnv(t *testing.T) *policyEnv {
	hermetic(t)
	root := t.TempDir()
	p := &policyEnv{std: filepath.Join(root, "std"), user: filepath.Join(root, "user"), man: filepath.Join(root, "man"), dir: filepath.Join(root, "cache"), log: filepath.Join(root, "ran.log")}
	for _, d := range []string{p.std, p.user, p.man} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// The system's man, in the standard directory, records its runs too.
	recorder(t, p.std, "man", p.log)
	return p
}

func (p *policyEnv) cache(o Options) *Cache {
	o.Dir = p.dir
	if o.Path == "" {
		o.Path = p.user + string(os.PathListSeparator) + p.std
	}
	o.StdDirs = []string{p.std}
	o.ManPath = []string{p.man}
	return New(o)
}

func TestUnknownProgramIsNeverRun(t *testing.T) {
	p := newPolicyEnv(t)
	// In the standard directory itself, and with a page on disk.
	recorder(t, p.std, "frobnicate", p.log)
	page(t, p.man, "1", "frobnicate.1", manPage("frobnicate", "frob 2.0", `[\fB\-x\fR]`))
	// Elsewhere on PATH, without a page.
	recorder(t, p.user, "deploy-prod", p.log)
	c := p.cache(Options{})
	got, err := c.Help(context.Background(), "frobnicate")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got.Man, "frobnicate from its man page") || !strings.Contains(got.Flags, "--from-man") || got.Version != "frob 2.0" {
		t.Fatalf("the page was not read: %+v", got)
	}
	if got.Help != "" || got.Partial {
		t.Fatalf("help of an unknown program: %+v", got)
	}
	if _, err := c.Help(context.Background(), "deploy-prod"); err != nil {
		t.Fatal(err)
	}
	// No page for deploy-prod: the system's man is asked, by name; the
	// program itself never runs.
	if r := runs(t, p.log); !slices.Equal(r, []string{"man deploy-prod"}) {
		t.Fatalf("ran %q", r)
	}
}

func TestWellKnownOutsideStandardDirsIsNeverRun(t *testing.T) {
	for name, setup := range map[string]func(t *testing.T, p *policyEnv) Options{
		"in a user directory": func(t *testing.T, p *policyEnv) Options {
			recorder(t, p.user, "ls", p.log)
			return Options{}
		},
		"shadowing the standard one": func(t *testing.T, p *policyEnv) Options {
			recorder(t, p.std, "ls", p.log)
			recorder(t, p.user, "ls", p.log)
			return Options{}
		},
		"a relative PATH entry": func(t *testing.T, p *policyEnv) Options {
			// ./node_modules/.bin, even when it is the standard directory.
			t.Chdir(p.std)
			recorder(t, p.std, "ls", p.log)
			return Options{Path: "."}
		},
		"a link out of the standard directory": func(t *testing.T, p *policyEnv) Options {
			recorder(t, p.user, "my-ls", p.log)
			if err := os.Symlink(filepath.Join(p.user, "my-ls"), filepath.Join(p.std, "ls")); err != nil {
				t.Fatal(err)
			}
			return Options{Path: p.std}
		},
		"a standard directory everyone may write": func(t *testing.T, p *policyEnv) Options {
			recorder(t, p.std, "ls", p.log)
			if err := os.Chmod(p.std, 0o777); err != nil {
				t.Fatal(err)
			}
			return Options{Path: p.std}
		},
		"a program everyone may write": func(t *testing.T, p *policyEnv) Options {
			if err := os.Chmod(recorder(t, p.std, "ls", p.log), 0o777); err != nil {
				t.Fatal(err)
			}
			return Options{Path: p.std}
		},
	} {
		t.Run(name, func(t *testing.T) {
			p := newPolicyEnv(t)
			page(t, p.man, "1", "ls.1", manPage("ls", "GNU coreutils 9.9", `[\fI\,OPTION\/\fR]...`))
			c := p.cache(setup(t, p))
			got, err := c.Help(context.Background(), "ls")
			if err != nil {
				t.Fatal(err)
			}
			if r := runs(t, p.log); len(r) > 0 {
				t.Fatalf("ran %q", r)
			}
			if got.Help != "" || !strings.Contains(got.Man, "ls from its man page") {
				t.Fatalf("entry %+v", got)
			}
		})
	}
}

func TestWellKnownInStandardDirIsRun(t *testing.T) {
	p := newPolicyEnv(t)
	recorder(t, p.std, "ls", p.log)
	page(t, p.man, "1", "ls.1", manPage("ls", "GNU coreutils 9.9", `[\fI\,OPTION\/\fR]...`))
	// awk is a link to gawk in the same directory; python3 is an
	// interpreter: --version only.
	recorder(t, p.std, "gawk", p.log)
	os.Symlink("gawk", filepath.Join(p.std, "awk"))
	recorder(t, p.std, "python3", p.log)
	c := p.cache(Options{})
	ctx := context.Background()
	got, err := c.Help(ctx, "ls")
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != "ls 1.0" || !strings.Contains(got.Help, "RECORDED-HELP") || !strings.Contains(got.Man, "ls from its man page") || got.Partial {
		t.Fatalf("entry %+v", got)
	}
	if _, err := c.Help(ctx, "awk"); err != nil {
		t.Fatal(err)
	}
	if py, err := c.Help(ctx, "python3"); err != nil || py.Version != "python3 1.0" || py.Help != "" {
		t.Fatalf("python3: %+v, %v", py, err)
	}
	r := runs(t, p.log)
	slices.Sort(r)
	// gawk is started as awk, the name it was found under; man is asked
	// for the two pages that are not on disk.
	want := []string{"gawk --help", "gawk --version", "ls --help", "ls --version", "man awk", "man python3", "python3 --version"}
	if !slices.Equal(r, want) {
		t.Fatalf("ran %q, want %q", r, want)
	}
}

// failRunner fails the test when anything is started.
type failRunner struct {
	t  *testing.T
	mu sync.Mutex
	n  int
}

func (f *failRunner) Run(_ context.Context, _ time.Duration, name string, args ...string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.n++
	f.t.Errorf("started %s %q", name, args)
	return nil, os.ErrPermission
}

func TestNoExecStartsNothing(t *testing.T) {
	p := newPolicyEnv(t)
	recorder(t, p.std, "ls", p.log)
	recorder(t, p.std, "frobnicate", p.log)
	recorder(t, p.user, "git", p.log)
	page(t, p.man, "1", "ls.1", manPage("ls", "GNU coreutils 9.9", `[\fI\,OPTION\/\fR]...`))
	// A page Go cannot read: a cache that may start processes would ask man.
	page(t, p.man, "1", "frobnicate.1.xz", "not really xz")
	ctx := context.Background()
	noexec := p.cache(Options{NoExec: true, Runner: &failRunner{t: t}})
	names := []string{"ls", "frobnicate", "git", "not-installed"}
	entries := noexec.HelpAll(ctx, names)
	if len(entries) != 3 {
		t.Fatalf("entries %+v", entries)
	}
	ls := entries[0]
	if ls.Name != "ls" || ls.Help != "" || !strings.Contains(ls.Man, "ls from its man page") || ls.Version != "GNU coreutils 9.9" || !ls.Partial {
		t.Fatalf("ls %+v", ls)
	}
	if entries[1].Partial || entries[2].Partial {
		t.Fatal("an entry for a program that is never run is marked partial")
	}
	// The real runner too: no marker.
	noexec = p.cache(Options{NoExec: true})
	noexec.HelpAll(ctx, names)
	if r := runs(t, p.log); len(r) > 0 {
		t.Fatalf("ran %q", r)
	}

	// A cache that may run programs does not take the partial entry: it
	// runs ls. Then a NoExec cache is served the whole entry from disk.
	full, err := p.cache(Options{}).Help(ctx, "ls")
	if err != nil || !strings.Contains(full.Help, "RECORDED-HELP") {
		t.Fatalf("%+v, %v", full, err)
	}
	if r := runs(t, p.log); !slices.Equal(r, []string{"ls --version", "ls --help"}) && !slices.Equal(r, []string{"ls --help", "ls --version"}) {
		t.Fatalf("ran %q", r)
	}
	again, err := p.cache(Options{NoExec: true, Runner: &failRunner{t: t}}).Help(ctx, "ls")
	if err != nil || !strings.Contains(again.Help, "RECORDED-HELP") || again.Partial {
		t.Fatalf("%+v, %v", again, err)
	}
}

func TestNoManReadsAndRunsNoMan(t *testing.T) {
	p := newPolicyEnv(t)
	recorder(t, p.std, "frobnicate", p.log)
	page(t, p.man, "1", "frobnicate.1", manPage("frobnicate", "frob 2.0", ""))
	got, err := p.cache(Options{NoMan: true}).Help(context.Background(), "frobnicate")
	if err != nil || got.Man != "" || got.Flags != "" {
		t.Fatalf("%+v, %v", got, err)
	}
	if r := runs(t, p.log); len(r) > 0 {
		t.Fatalf("ran %q", r)
	}
}

func TestWellKnownList(t *testing.T) {
	if !slices.IsSorted(wellKnown) || len(slices.Compact(slices.Clone(wellKnown))) != len(wellKnown) {
		t.Fatal("wellKnown is not sorted or has duplicates")
	}
	if n := len(wellKnown); n < 120 || n > 200 {
		t.Fatalf("%d well-known names", n)
	}
	if !slices.IsSorted(versionOnly) {
		t.Fatal("versionOnly is not sorted")
	}
	for _, n := range versionOnly {
		if !WellKnown(n) {
			t.Errorf("%s is version-only but not well-known", n)
		}
	}
	for _, n := range wellKnown {
		if Denied(n) || !nameOK().MatchString(n) {
			t.Errorf("%s is well-known but denied or not a name", n)
		}
	}
	// Programs that write what their operand names, run code from the
	// current directory, or wrap other commands are not on the list.
	for _, n := range []string{"rm", "cp", "mv", "touch", "tee", "dd", "make", "npm", "go", "cargo", "sqlite3", "env", "sudo", "bash", "sh", "frobnicate"} {
		if WellKnown(n) {
			t.Errorf("%s is well-known", n)
		}
	}
	for _, d := range DefaultStdDirs {
		if !filepath.IsAbs(d) {
			t.Errorf("standard directory %s is not absolute", d)
		}
	}
}

func TestDefaultLocation(t *testing.T) {
	l := newLocation(DefaultStdDirs)
	for dir, want := range map[string]bool{
		"/usr/bin": true, "/bin": true, "/usr/local/bin": true, "/opt/homebrew/bin": true,
		"/nix/store/0abc-git-2.44/bin": true, "/usr/bin/../bin": true,
		"/home/u/bin": false, "/home/u/.local/bin": false, "node_modules/.bin": false, ".": false,
		"/tmp": false, "/usr/lib": false, "/nix/store/0abc-git/bin/sub": false,
	} {
		if got := l.isStd(dir); got != want {
			t.Errorf("isStd(%s) = %t", dir, got)
		}
	}
	for file, want := range map[string]bool{
		"/usr/bin/gawk": true, "/opt/homebrew/Cellar/git/2.44/bin/git": true, "/nix/store/0abc-git/bin/git": true,
		"/usr/lib/jvm/bin/java": true, "/home/u/project/bin/ls": false, "/tmp/ls": false, "/Users/u/ls": false,
	} {
		if got := l.inTree(file); got != want {
			t.Errorf("inTree(%s) = %t", file, got)
		}
	}
	// A relative PATH entry (node_modules/.bin) is never standard, even
	// when it names a standard directory from where caro stands.
	if ok, _ := l.trusted("usr/bin/ls", "usr/bin/ls"); ok {
		t.Error("a relative path was trusted")
	}
}
