package history

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestAddLoadAndMode(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "state", "caro", "history.jsonl"))
	zero := 0
	for _, e := range []Entry{{Request: "list files"}, {Request: "list files", Command: "ls -la", Exit: &zero}, {Request: "disk"}, {Request: "list files"}} {
		if err := s.Add(e); err != nil {
			t.Fatal(err)
		}
	}
	es, err := s.Load()
	if err != nil || len(es) != 4 {
		t.Fatalf("%d entries, %v", len(es), err)
	}
	if es[1].Command != "ls -la" || es[1].Exit == nil || *es[1].Exit != 0 || es[0].Exit != nil {
		t.Fatalf("entries %+v", es)
	}
	if got := Requests(es); strings.Join(got, "|") != "disk|list files" {
		t.Fatalf("requests %q", got)
	}
	fi, err := os.Stat(s.Path)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, %v", fi.Mode(), err)
	}
}

func TestCorruptLinesAreSkipped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.jsonl")
	os.WriteFile(path, []byte("{\"request\":\"one\"}\nnot json\n{\"request\":\"tw"), 0o600)
	s := Open(path)
	if err := s.Add(Entry{Request: "three"}); err != nil {
		t.Fatal(err)
	}
	es, err := s.Load()
	if err != nil {
		t.Fatal(err)
	}
	// The cut line swallows the next append's text only up to its own
	// newline; "three" then is on the same line and is lost, which is the
	// price of a crash mid-write; "one" survives.
	if len(es) < 1 || es[0].Request != "one" {
		t.Fatalf("%+v", es)
	}
}

func TestCapKeepsTheNewestHalf(t *testing.T) {
	s := &Store{Path: filepath.Join(t.TempDir(), "h.jsonl"), Max: 4096}
	for i := range 400 {
		if err := s.Add(Entry{Request: fmt.Sprintf("request number %d", i)}); err != nil {
			t.Fatal(err)
		}
	}
	fi, _ := os.Stat(s.Path)
	if fi.Size() > 4096 {
		t.Fatalf("size %d over the cap", fi.Size())
	}
	es, _ := s.Load()
	if len(es) == 0 || es[len(es)-1].Request != "request number 399" {
		t.Fatalf("newest entry lost: %+v", es[len(es)-1])
	}
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode after compaction %v", fi.Mode())
	}
}

func TestConcurrentAddsLoseNothing(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "h.jsonl"))
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 25 {
				other := Open(s.Path)
				if err := other.Add(Entry{Request: fmt.Sprintf("g%d-%d", g, i)}); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	es, _ := s.Load()
	if len(es) != 200 {
		t.Fatalf("%d entries, want 200", len(es))
	}
}

func TestUnwritableDirIsAnError(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes anywhere")
	}
	dir := t.TempDir()
	os.Chmod(dir, 0o500)
	defer os.Chmod(dir, 0o700)
	if err := Open(filepath.Join(dir, "h.jsonl")).Add(Entry{Request: "x"}); err == nil || !strings.Contains(err.Error(), "history not saved") {
		t.Fatalf("err %v", err)
	}
}

func TestLongFieldsAreClipped(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "h.jsonl"))
	if err := s.Add(Entry{Request: strings.Repeat("é", maxField)}); err != nil {
		t.Fatal(err)
	}
	es, _ := s.Load()
	if len(es) != 1 || len(es[0].Request) > maxField || !strings.HasSuffix(es[0].Request, "é") {
		t.Fatalf("clipped badly: %d bytes", len(es[0].Request))
	}
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestShellFile(t *testing.T) {
	for _, c := range []struct {
		shell string
		env   map[string]string
		want  string
	}{
		{"bash", map[string]string{"HOME": "/h"}, "/h/.bash_history"},
		{"bash", map[string]string{"HOME": "/h", "HISTFILE": "/x/hist"}, "/x/hist"},
		{"zsh", map[string]string{"HOME": "/h"}, "/h/.zsh_history"},
		{"zsh", map[string]string{"HOME": "/h", "ZDOTDIR": "/z"}, "/z/.zsh_history"},
		{"fish", map[string]string{"HOME": "/h"}, "/h/.local/share/fish/fish_history"},
		{"fish", map[string]string{"HOME": "/h", "XDG_DATA_HOME": "/d", "fish_history": "work"}, "/d/fish/work_history"},
		{"tcsh", map[string]string{"HOME": "/h"}, ""},
	} {
		if got := ShellFile(c.shell, env(c.env)); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.shell, c.env, got, c.want)
		}
	}
}

// TestShellsReadWhatWeWrite asks each real shell to load the file caro
// appended to and list its history: a plain, a UTF-8 and a multi-line
// command must come back as typed.
func TestShellsReadWhatWeWrite(t *testing.T) {
	cmds := []string{`ls -la`, `grep -r "héllo wörld ✓" . | head`, "for f in *.txt; do\n  wc -l \"$f\"\ndone", `echo back\slash`}
	when := time.Unix(1_700_000_000, 0)
	for _, shell := range []string{"bash", "zsh", "fish"} {
		t.Run(shell, func(t *testing.T) {
			path, err := exec.LookPath(shell)
			if err != nil {
				t.Skipf("%s not installed", shell)
			}
			home := t.TempDir()
			e := map[string]string{"HOME": home, "XDG_DATA_HOME": filepath.Join(home, "data")}
			file := ShellFile(shell, env(e))
			if shell == "bash" {
				// An existing history with timestamps gets them too.
				os.WriteFile(file, []byte("#1600000000\necho old\n"), 0o600)
			}
			for _, c := range cmds {
				if _, err := AppendShell(shell, c, when, env(e)); err != nil {
					t.Fatal(err)
				}
			}
			var script string
			switch shell {
			case "bash":
				script = `HISTFILE="$H"; HISTTIMEFORMAT='%s '; set -o history; history -c; history -r; history`
			case "zsh":
				script = `fc -R "$H"; fc -l -n -t '%s' 1`
			case "fish":
				script = `history --show-time='%s '`
			}
			cmd := exec.Command(path, "-c", script)
			cmd.Env = []string{"HOME=" + home, "XDG_DATA_HOME=" + e["XDG_DATA_HOME"], "H=" + file, "PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8"}
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			got := string(out)
			for _, c := range cmds {
				if shell == "zsh" {
					// fc -l shows the newlines of one entry as \n.
					c = strings.ReplaceAll(c, "\n", `\n`)
				}
				if !strings.Contains(got, c) {
					t.Errorf("%s history lacks %q:\n%s", shell, c, got)
				}
			}
			if !strings.Contains(got, "1700000000") {
				t.Errorf("%s history lacks the time:\n%s", shell, got)
			}
		})
	}
}
