package cache

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// script writes an executable shell script into dir.
func script(t testing.TB, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

const grepHelp = `case "$1" in
--version) echo "grep (GNU grep) 3.8";;
--help) echo "Usage: grep [OPTION]... PATTERNS [FILE]..."; echo "Search for PATTERNS in each FILE."; echo "  -i, --ignore-case   ignore case distinctions"; printf '  -r, --recursive     \033[31mlike --directories=recurse\033[0m\n';;
*) echo "GREP(1)"; echo; echo "NAME"; echo "       grep - print lines that match patterns"; echo; echo "SYNOPSIS"; echo "       grep [OPTION...] PATTERNS [FILE...]"; echo; echo "DESCRIPTION"; echo "       long text";;
esac`

// hermetic points PATH, MANPATH, HOME and the XDG directories at empty
// temporary directories, so no test reads this machine's man pages or
// cache, or finds its programs. Scripts in tests use shell builtins only.
func hermetic(t testing.TB) {
	t.Helper()
	root := t.TempDir()
	for _, k := range []string{"HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"} {
		t.Setenv(k, filepath.Join(root, strings.ToLower(k)))
	}
	t.Setenv("PATH", filepath.Join(root, "path"))
	t.Setenv("MANPATH", filepath.Join(root, "man"))
}

type env struct {
	bin, dir string
	now      time.Time
	c        *Cache
}

// newEnv is a cache whose PATH is one directory, e.bin, taken for a
// standard directory: its well-known programs (grep) are run.
func newEnv(t testing.TB) *env {
	hermetic(t)
	e := &env{bin: t.TempDir(), dir: filepath.Join(t.TempDir(), "help"), now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	script(t, e.bin, "grep", grepHelp)
	// man is a stub that prints the grep page whatever it is asked; with
	// no page on disk, the cache asks it.
	script(t, e.bin, "man", `exec "${0%/*}/grep" man`)
	e.c = New(Options{Dir: e.dir, Path: e.bin, StdDirs: []string{e.bin}, Now: func() time.Time { return e.now }})
	return e
}

func TestHelpFetchesAndCaches(t *testing.T) {
	e := newEnv(t)
	got, err := e.c.Help(context.Background(), "grep")
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != "grep (GNU grep) 3.8" || !strings.Contains(got.Help, "--ignore-case") {
		t.Fatalf("entry %+v", got)
	}
	if strings.Contains(got.Help, "\x1b") {
		t.Fatal("escapes kept in the help text")
	}
	if got.Man != "NAME\n  grep - print lines that match patterns\nSYNOPSIS\n  grep [OPTION...] PATTERNS [FILE...]" {
		t.Fatalf("man summary %q", got.Man)
	}
	if !strings.Contains(got.Flags, "--recursive") || !strings.Contains(got.Flags, "-i") {
		t.Fatalf("flags %q", got.Flags)
	}
	// A second lookup is a hit: the binary is not run again.
	marker := filepath.Join(t.TempDir(), "ran")
	script(t, e.bin, "grep", ": >"+marker+"\n"+grepHelp)
	// Keep the same mtime and size so the entry still matches.
	files, _ := filepath.Glob(filepath.Join(e.dir, "grep-*.json"))
	if len(files) != 1 {
		t.Fatalf("entries %v", files)
	}
	var stored Entry
	data, _ := os.ReadFile(files[0])
	if err := json.Unmarshal(data, &stored); err != nil || stored.Schema != Schema {
		t.Fatalf("stored %s: %v", data, err)
	}
	stored.ModTime, stored.Size = mtime(t, filepath.Join(e.bin, "grep"))
	writeEntry(t, files[0], stored)
	if _, err := e.c.Help(context.Background(), "grep"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("a cache hit ran the command")
	}
}

func mtime(t testing.TB, p string) (int64, int64) {
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.ModTime().UnixNano(), fi.Size()
}

func writeEntry(t testing.TB, file string, e Entry) {
	data, _ := json.Marshal(e)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestTTLAndBinaryChange(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	first, _ := e.c.Help(ctx, "grep")
	e.now = e.now.Add(23 * time.Hour)
	if again, _ := e.c.Help(ctx, "grep"); !again.FetchedAt.Equal(first.FetchedAt) {
		t.Fatal("refetched within the TTL")
	}
	e.now = e.now.Add(2 * time.Hour)
	if again, _ := e.c.Help(ctx, "grep"); again.FetchedAt.Equal(first.FetchedAt) {
		t.Fatal("not refetched after the TTL")
	}
	// A changed binary is a miss.
	prev, _ := e.c.Help(ctx, "grep")
	e.now = e.now.Add(time.Minute)
	script(t, e.bin, "grep", grepHelp+"\n# upgraded")
	if again, _ := e.c.Help(ctx, "grep"); again.FetchedAt.Equal(prev.FetchedAt) {
		t.Fatal("a new binary reused the old entry")
	}
}

func TestCorruptEntriesAreRebuilt(t *testing.T) {
	for name, content := range map[string]string{
		"truncated": `{"schema": 2, "name": "gr`,
		"empty":     "",
		"schema":    `{"schema": 1, "name": "grep"}`,
		"foreign":   `["not", "ours"]`,
		"future":    "",
		"escapes":   "",
		"directory": "",
	} {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t)
			ctx := context.Background()
			good, _ := e.c.Help(ctx, "grep")
			files, _ := filepath.Glob(filepath.Join(e.dir, "grep-*.json"))
			f := files[0]
			switch name {
			case "future":
				good.FetchedAt = e.now.Add(48 * time.Hour)
				writeEntry(t, f, good)
			case "escapes":
				good.Help = "\x1b]0;pwned\x07\x1b[2Jclean"
				writeEntry(t, f, good)
			case "directory":
				os.Remove(f)
				os.Mkdir(f, 0o755)
			default:
				os.WriteFile(f, []byte(content), 0o644)
			}
			e.now = e.now.Add(time.Minute)
			got, err := e.c.Help(ctx, "grep")
			if err != nil {
				t.Fatal(err)
			}
			if name == "escapes" {
				if got.Help != "clean" {
					t.Fatalf("help %q", got.Help)
				}
				return
			}
			if !strings.Contains(got.Help, "--ignore-case") {
				t.Fatalf("entry %+v", got)
			}
			if name == "directory" {
				if len(e.c.Warnings()) == 0 {
					t.Fatal("no warning for a directory in place of the entry")
				}
				return
			}
			var back Entry
			data, _ := os.ReadFile(f)
			if err := json.Unmarshal(data, &back); err != nil || back.Schema != Schema {
				t.Fatalf("not rewritten: %s", data)
			}
		})
	}
}

func TestDenyListNeverRuns(t *testing.T) {
	e := newEnv(t)
	marker := filepath.Join(t.TempDir(), "ran")
	for _, n := range []string{"reboot", "mkfs.ext4", "dd", "shutdown", "poweroff"} {
		script(t, e.bin, n, ": >"+marker)
		if _, err := e.c.Help(context.Background(), n); err == nil {
			t.Errorf("%s was not denied", n)
		}
	}
	// A busybox applet named harmlessly but linked to a denied name.
	script(t, e.bin, "halt", ": >"+marker)
	os.Symlink("halt", filepath.Join(e.bin, "stopper"))
	if _, err := e.c.Help(context.Background(), "stopper"); err == nil {
		t.Error("a link to a denied command was run")
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("a denied command ran")
	}
	if _, err := e.c.Help(context.Background(), "not-installed-here"); err == nil {
		t.Fatal("a missing command gave help")
	}
	if _, err := e.c.Help(context.Background(), "../grep"); err == nil {
		t.Fatal("a path was accepted as a name")
	}
}

func TestUnwritableDirStillAnswers(t *testing.T) {
	e := newEnv(t)
	ro := filepath.Join(t.TempDir(), "file-not-dir")
	os.WriteFile(ro, nil, 0o644)
	c := New(Options{Dir: filepath.Join(ro, "help"), Path: e.bin, StdDirs: []string{e.bin}})
	got, err := c.Help(context.Background(), "grep")
	if err != nil || !strings.Contains(got.Help, "--ignore-case") {
		t.Fatalf("got %+v, %v", got, err)
	}
	if len(c.Warnings()) == 0 {
		t.Fatal("no warning")
	}
}

func TestHangingHelpIsBounded(t *testing.T) {
	e := newEnv(t)
	// A well-known name, so it is run; /bin/sleep by its full path, as
	// PATH holds nothing.
	script(t, e.bin, "tree", "exec /bin/sleep 30")
	start := time.Now()
	got, err := e.c.Help(context.Background(), "tree")
	if err != nil || got.Help != "" {
		t.Fatalf("got %+v, %v", got, err)
	}
	if time.Since(start) > 20*time.Second {
		t.Fatal("the fetch was not bounded")
	}
}

func TestCutHelpKeepsOptions(t *testing.T) {
	var b strings.Builder
	b.WriteString("Usage: tool [OPTION]... FILE\nA tool that does things.\n\n")
	for i := 0; i < 40; i++ {
		b.WriteString("This paragraph of prose explains the history of the tool at length.\n")
	}
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, "  -%c, --option-%02d   what option %d does\n", 'a'+i%26, i, i)
	}
	got := CutHelp(b.String(), HelpLimit)
	if len(got) > HelpLimit {
		t.Fatalf("%d bytes", len(got))
	}
	if !strings.HasPrefix(got, "Usage: tool") || !strings.Contains(got, "--option-00") || !strings.Contains(got, "--option-30") {
		t.Fatalf("cut lost the options:\n%s", got)
	}
	if strings.Contains(got, "history of the tool") {
		t.Fatal("prose kept before options")
	}
}

func TestFlagWords(t *testing.T) {
	got := FlagWords("usage: ls [-@ABCFGHILOPRSTUWabcdefghiklmnopqrstuvwxy1%,] [--color=when]\n  -a, --all  x\n  well-known words-with-dashes")
	for _, want := range []string{"[-@ABCFGHILOPRSTUWabcdefghiklmnopqrstuvwxy1%,]", "--color", "-a", "--all"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	if strings.Contains(got, "-known") || strings.Contains(got, "-with") {
		t.Errorf("%q took words for flags", got)
	}
}

// TestTwoProcesses fills the same entries from two processes at once,
// many times; every file must parse and no temporary file may remain.
func TestTwoProcesses(t *testing.T) {
	if os.Getenv("CARO_CACHE_HELPER") != "" {
		t.Skip("helper")
	}
	e := newEnv(t)
	for _, n := range []string{"alpha", "beta", "gamma"} {
		script(t, e.bin, n, grepHelp)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestCacheHelperProcess$")
			cmd.Env = append(os.Environ(), "CARO_CACHE_HELPER=1", "CARO_CACHE_DIR="+e.dir, "CARO_CACHE_BIN="+e.bin)
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Errorf("%v: %s", err, out)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(e.dir)
	if len(entries) != 4 {
		t.Fatalf("%d files in the cache", len(entries))
	}
	for _, de := range entries {
		if strings.HasPrefix(de.Name(), ".tmp") {
			t.Fatalf("temporary file left: %s", de.Name())
		}
		data, _ := os.ReadFile(filepath.Join(e.dir, de.Name()))
		var en Entry
		if err := json.Unmarshal(data, &en); err != nil || en.Schema != Schema {
			t.Fatalf("%s does not parse: %v", de.Name(), err)
		}
	}
}

func TestCacheHelperProcess(t *testing.T) {
	if os.Getenv("CARO_CACHE_HELPER") == "" {
		t.Skip("only run as a helper process")
	}
	dir, bin := os.Getenv("CARO_CACHE_DIR"), os.Getenv("CARO_CACHE_BIN")
	for i := 0; i < 15; i++ {
		// A TTL of a nanosecond makes every lookup a fetch and a write.
		c := New(Options{Dir: dir, Path: bin, StdDirs: []string{bin}, TTL: time.Nanosecond, NoMan: i%2 == 0})
		for _, n := range []string{"grep", "alpha", "beta", "gamma"} {
			if _, err := c.Help(context.Background(), n); err != nil {
				t.Fatal(err)
			}
		}
		if w := c.Warnings(); len(w) > 0 {
			t.Fatalf("warnings: %v", w)
		}
	}
}

func BenchmarkHelpHit(b *testing.B) {
	e := newEnv(b)
	if _, err := e.c.Help(context.Background(), "grep"); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := e.c.Help(context.Background(), "grep"); err != nil {
			b.Fatal(err)
		}
	}
}
