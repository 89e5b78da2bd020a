package sets

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/llm/offline"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// check judges a command's outcome: its output and the tree after it.
type check func(out, dir string) error

func has(subs ...string) check {
	return func(out, _ string) error {
		for _, s := range subs {
			if !strings.Contains(out, s) {
				return fmt.Errorf("output lacks %q", s)
			}
		}
		return nil
	}
}

func lacks(subs ...string) check {
	return func(out, _ string) error {
		for _, s := range subs {
			if strings.Contains(out, s) {
				return fmt.Errorf("output has %q", s)
			}
		}
		return nil
	}
}

// number: the first number in the output is n.
func number(n int) check {
	return func(out, _ string) error {
		for _, f := range strings.Fields(out) {
			if v, err := strconv.Atoi(f); err == nil {
				if v != n {
					return fmt.Errorf("first number is %d, want %d", v, n)
				}
				return nil
			}
		}
		return fmt.Errorf("no number in the output")
	}
}

func lines(n int) check {
	return func(out, _ string) error {
		c := 0
		for _, l := range strings.Split(out, "\n") {
			if strings.TrimSpace(l) != "" {
				c++
			}
		}
		if c != n {
			return fmt.Errorf("%d lines, want %d", c, n)
		}
		return nil
	}
}

func exists(path string) check {
	return func(_, dir string) error {
		if _, err := os.Stat(filepath.Join(dir, path)); err != nil {
			return fmt.Errorf("%s does not exist", path)
		}
		return nil
	}
}

func missing(path string) check {
	return func(_, dir string) error {
		if _, err := os.Stat(filepath.Join(dir, path)); err == nil {
			return fmt.Errorf("%s still exists", path)
		}
		return nil
	}
}

func all(cs ...check) check {
	return func(out, dir string) error {
		for _, c := range cs {
			if err := c(out, dir); err != nil {
				return err
			}
		}
		return nil
	}
}

// evalCase is one request with its expected outcome. Requests are worded
// differently from the catalogue's own phrases.
type evalCase struct {
	request string
	want    check
}

var evalCases = []evalCase{
	// files and directories
	{"what's in this folder", has("notes.txt", "data.csv")},
	{"show me everything in this directory including hidden stuff", has(".hidden")},
	{"how many files do we have here", number(21)},
	{"count every ext file: how many .go files are there", number(3)},
	{"locate the file called deep.go", has("src/sub/deep.go")},
	{"find every .log file", all(has("app.log", "old.log"), lacks("notes.txt"))},
	{"which files are bigger than 1MB", all(has("big.bin"), lacks("notes.txt"))},
	{"files smaller than 1k", has("small.txt")},
	{"what are the 3 biggest files in here", all(has("big.bin"), lines(3))},
	{"which folders take up the most room", has("src")},
	{"total size of the current directory", has(".")},
	{"files I modified during the last hour", has("notes.txt")},
	{"find files older than 5 days", all(has("old.log"), lacks("notes.txt"))},
	{"delete log files that are older than 7 days", all(missing("old.log"), exists("app.log"))},
	{"remove all .tmp files", all(missing("scratch.tmp"), exists("notes.txt"))},
	{"list the empty files", has("empty.txt")},
	{"show empty folders", has("emptydir")},
	{"how many subdirectories are there", number(3)},
	{"only show directories here", all(has("src", "emptydir"), lacks("notes.txt"))},
	{"find all symbolic links", has("link.txt")},
	{"find links that point nowhere", has("broken.lnk")},
	{"what are the permissions on script.sh", has("-rw-r--r--", "script.sh")},
	{"make script.sh executable", func(_, dir string) error {
		fi, err := os.Stat(filepath.Join(dir, "script.sh"))
		if err != nil || fi.Mode().Perm()&0o100 == 0 {
			return fmt.Errorf("script.sh is not executable")
		}
		return nil
	}},
	{"which files can everyone write to", has("open.txt")},
	{"what kind of file is big.bin", has("big.bin")},
	{"show metadata for small.txt", has("small.txt", "Size")},
	{"make a new folder named reports", exists("reports")},
	{"create an empty file called todo.md", exists("todo.md")},
	{"what directory am I in", has("work")},
	{"find files with identical content", has("dup1.txt", "dup2.txt")},
	{"sha256 checksum of small.txt", has("small.txt")},
	{"which file was changed most recently", lines(1)},
	{"list the files sorted by size, largest first", has("big.bin")},
	{"size of the file big.bin", has("big.bin")},
	{"how much space do the .log files use", has("total")},
	{"find the folder named sub", has("src/sub")},
	{"list every file in all subfolders", has("src/sub/deep.go", "notes.txt")},
	{"full path of notes.txt", has("/notes.txt")},
	{"count files by extension", has("go", "txt")},
	// text
	{"search for \"TODO\" in all files", has("notes.txt", "buy milk")},
	{"which files mention \"ERROR\"", all(has("app.log"), lacks("notes.txt"))},
	{"find \"todo\" regardless of case", has("call bob")},
	{"look for \"TODO\" in notes.txt", all(has("buy milk", "call bob"), lines(2))},
	{"how many lines contain \"ERROR\" in ./app.log", number(3)},
	{"count the lines of notes.txt", number(6)},
	{"word count of words.txt", number(6)},
	{"show the first 2 lines of notes.txt", all(has("first line"), lines(2))},
	{"last 3 lines of app.log", lines(3)},
	{"sort words.txt", has("apple")},
	{"unique lines in dups.txt", lines(2)},
	{"most frequent lines in dups.txt", has("3 a")},
	{"first column of data.csv", all(has("id", "1", "2"), lacks("ann"))},
	{"pretty print data.json", has("\"name\": \"caro\"")},
	{"top level keys in data.json", has("name", "version")},
	{"value of name in data.json", has("caro")},
	{"is data.json valid json", has("valid")},
	{"how many records does data.csv have", number(3)},
	{"print only line 2 of notes.txt", all(has("TODO: buy milk"), lines(1))},
	{"longest line in notes.txt", all(has("14 TODO:"), lines(1))},
	{"most common words in words.txt", has("3 apple")},
	{"uppercase notes.txt", has("FIRST LINE")},
	{"join lines of dups.txt with commas", has("a,a,a,b")},
	{"print notes.txt backwards", lines(6)},
	{"delete the blank lines from gaps.txt", func(out, dir string) error {
		// shown without them, or taken out of the file: both are right
		if all(has("one", "two"), lines(2))(out, dir) == nil {
			return nil
		}
		b, err := os.ReadFile(filepath.Join(dir, "gaps.txt"))
		if err != nil || string(b) != "one\ntwo\n" {
			return fmt.Errorf("gaps.txt is %q and the output %q", b, out)
		}
		return nil
	}},
	{"lines without \"TODO\" in notes.txt", all(has("first line"), lacks("buy milk"))},
	{"grep \"func\" only in .go files", has("main.go")},
	{"replace \"foo\" in ./notes.txt", func(_, dir string) error { return nil }},
	{"show \"ERROR\" with the lines around it", has("app.log")},
	// processes
	{"which 3 processes are using the most cpu", has("PID")},
	{"what's hogging memory", has("PID")},
	{"list every running process", has("PID")},
	{"is there a process called sleep running", has("sleep")},
	{"processes of the current user", has("PID")},
	{"show processes as a tree", has("PID")},
	{"how many processes are running right now", func(out, _ string) error {
		n, err := strconv.Atoi(strings.TrimSpace(out))
		if err != nil || n < 2 {
			return fmt.Errorf("not a process count: %q", out)
		}
		return nil
	}},
	{"zombie processes", func(string, string) error { return nil }},
	// system
	{"how much disk space is left", has("Filesystem")},
	{"disks sorted by how full they are", has("Filesystem")},
	{"how much ram is free", has("Mem")},
	{"how many cpu cores do I have", func(out, _ string) error {
		if strings.TrimSpace(out) == "" {
			return fmt.Errorf("no output")
		}
		return nil
	}},
	{"what linux distribution is this", has("NAME=")},
	{"which kernel is running", has("Linux")},
	{"how long has the machine been up", has("up")},
	{"who am I logged in as", has("root")},
	{"what's the hostname", func(out, _ string) error {
		if strings.TrimSpace(out) == "" {
			return fmt.Errorf("no output")
		}
		return nil
	}},
	{"list the user accounts", has("root")},
	{"show environment variables", has("HOME=")},
	{"print the PATH one per line", has("/bin")},
	{"value of the variable HOME", has("/")},
	{"where is my home directory", has("/")},
	{"is git installed", has("git")},
	{"resource limits of this shell", has("open files")},
	{"file handles in use", func(out, _ string) error { return nil }},
	// dates and time
	{"what's the date today", has(fmt.Sprint(time.Now().Year()))},
	{"current time in utc", has("UTC")},
	{"seconds since the epoch", func(out, _ string) error {
		v, err := strconv.ParseInt(strings.TrimSpace(out), 10, 64)
		if err != nil || v < 1700000000 {
			return fmt.Errorf("not an epoch: %q", out)
		}
		return nil
	}},
	{"what was yesterday's date", has(time.Now().AddDate(0, 0, -1).Format("2006-01-02"))},
	{"what's tomorrow's date", has(time.Now().AddDate(0, 0, 1).Format("2006-01-02"))},
	{"which weekday is it", has(time.Now().Weekday().String())},
	{"current week number", func(out, _ string) error {
		_, w := time.Now().ISOWeek()
		return number(w)(out, "")
	}},
	{"convert epoch 1700000000 to a date", has("2023")},
	{"time now in iso 8601", has(time.Now().Format("2006-01-02T"))},
	// archives
	{"compress the src folder into a tarball", tarballHolding("main.go")},
	{"what's inside bundle.tar.gz", has("inside.txt")},
	{"extract bundle.tar.gz", exists("inside.txt")},
	{"gzip words.txt", exists("words.txt.gz")},
	// git
	{"git status please", has("##")},
	{"show the last 2 commits", lines(2)},
	{"which branch am I on", has("main")},
	{"list all branches", has("feature")},
	{"what changed since the last commit", has("notes")},
	{"how many commits are there", number(2)},
	{"files touched by the latest commit", has("second")},
	{"who has made the most commits", has("Tester")},
	{"undo the last commit but keep the work", func(out, dir string) error {
		c := exec.Command("git", "rev-list", "--count", "HEAD")
		c.Dir = dir
		b, err := c.Output()
		if err != nil || strings.TrimSpace(string(b)) != "1" {
			return fmt.Errorf("HEAD has %s commits", strings.TrimSpace(string(b)))
		}
		return nil
	}},
}

// buildEval builds the tree every case runs in (prepare copies it).
func buildEval(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "work")
	files := map[string]string{
		"notes.txt":       "first line\nTODO: buy milk\nsecond line\nTODO: call bob\nlast line\n",
		"app.log":         "start\nERROR one\nok\nok\nERROR two\nok\nok\nok\nERROR three\nend\n",
		"old.log":         "old\n",
		"small.txt":       "hi\n",
		"data.json":       `{"name": "caro", "version": 2, "tags": ["a", "b"]}`,
		"data.csv":        "id,name,score\n1,ann,90\n2,bob,80\n3,cy,70\n",
		"src/main.go":     "package main\n\nfunc main() {\n\tprintln(1)\n}\n",
		"src/util.go":     "package main\n\nfunc util() {}\n",
		"src/sub/deep.go": "package sub\n// deep\n",
		"empty.txt":       "",
		"script.sh":       "echo hi\n",
		"words.txt":       "apple banana apple cherry apple banana\n",
		"dup1.txt":        "same\n",
		"dup2.txt":        "same\n",
		"dups.txt":        "a\na\na\nb\n",
		"gaps.txt":        "one\n\n   \ntwo\n",
		"scratch.tmp":     "x\n",
		".hidden":         "secret\n",
		"open.txt":        "anyone\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(filepath.Join(dir, "open.txt"), 0o666)
	os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, 3<<20), 0o644)
	os.MkdirAll(filepath.Join(dir, "emptydir"), 0o755)
	os.Symlink("small.txt", filepath.Join(dir, "link.txt"))
	os.Symlink("nowhere.txt", filepath.Join(dir, "broken.lnk"))
	old := time.Now().Add(-10 * 24 * time.Hour)
	os.Chtimes(filepath.Join(dir, "old.log"), old, old)
	bundle := filepath.Join(t.TempDir(), "b")
	os.MkdirAll(bundle, 0o755)
	os.WriteFile(filepath.Join(bundle, "inside.txt"), []byte("in\n"), 0o644)
	run := func(name string, args ...string) {
		c := exec.Command(name, args...)
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s %v: %v: %s", name, args, err, out)
		}
	}
	run("tar", "-czf", "bundle.tar.gz", "-C", bundle, "inside.txt")
	run("git", "init", "-q", "-b", "main")
	run("git", "add", "notes.txt")
	run("git", "commit", "-q", "-m", "first")
	run("git", "add", "data.csv")
	run("git", "commit", "-q", "-m", "second")
	run("git", "branch", "feature")
	// An uncommitted change for "what changed".
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte(files["notes.txt"]+"more notes\n"), 0o644)
	old2 := time.Now().Add(-10 * time.Minute)
	for _, f := range []string{"app.log", "small.txt", "data.json"} {
		os.Chtimes(filepath.Join(dir, f), old2, old2)
	}
	return dir
}

// TestEvaluation runs every request through the offline backend, executes
// the command through caro's MCP tools (after the same safety check, with
// no approval: the server in permissive mode runs safe and moderate
// commands, under its exec guard, and refuses the rest) in a fresh tree,
// and checks the outcome. It prints the score as "N passed, N failed" and
// fails on any regression below the ratchet.
func TestEvaluation(t *testing.T) {
	passed, failed, _ := runEvaluation(t, evalCases, prepare)
	// The score line, in the form every runner reads.
	fmt.Printf("offline evaluation: %d passed, %d failed\n", passed, failed)
	t.Logf("%d passed, %d failed", passed, failed)
	if len(evalCases) < 100 {
		t.Fatalf("only %d cases", len(evalCases))
	}
	// The ratchet: today's score. Raise it when the score rises; never
	// lower it.
	const want = 115
	if passed < want {
		t.Fatalf("score %d/%d is below the ratchet %d", passed, len(evalCases), want)
	}
}

// runEvaluation runs each case's request through the offline backend in a
// fresh tree from prep, runs the command it answers and checks the
// outcome. It returns how many passed, failed (a wrong command) and
// abstained (no command: beyond the catalogue).
func runEvaluation(t *testing.T, cases []evalCase, prep func(*testing.T) string) (passed, failed, abstained int) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is needed to prepare the tree")
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "config"))
	for k, v := range map[string]string{"GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "Tester",
		"GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "TZ": "UTC"} {
		t.Setenv(k, v)
	}
	ctx := context.Background()
	plat, err := platform.Detect(ctx, platform.Options{})
	if err != nil {
		t.Fatal(err)
	}
	exe, err := tools.NewInProcess(ctx, tools.ServerOptions{Home: home, Mode: tools.ModePermissive})
	if err != nil {
		t.Fatal(err)
	}
	defer exe.Close()
	bg := exec.Command("sleep", "60")
	bg.Start()
	defer bg.Process.Kill()

	for _, c := range cases {
		dir := prep(t)
		plat.Cwd = dir
		backend := offline.NewFor(plat)
		text, err := llm.Complete(ctx, backend, llm.Request{Meta: llm.Meta{Task: c.request, Iteration: 1, Purpose: "generate"}})
		var reply struct {
			Cmd    string `json:"cmd"`
			Status string `json:"status"`
		}
		if err == nil {
			err = json.Unmarshal([]byte(text), &reply)
		}
		if err != nil || reply.Cmd == "" {
			failed++
			abstained++
			t.Logf("FAIL %-55q no command (%s)", c.request, strings.TrimSpace(text))
			continue
		}
		res, err := runUnasked(ctx, exe, tools.ExecRequest{Command: reply.Cmd, Cwd: dir, Timeout: 20 * time.Second})
		if err != nil {
			failed++
			t.Logf("FAIL %-55q %s: %v", c.request, reply.Cmd, err)
			continue
		}
		if res.Refused {
			failed++
			t.Logf("FAIL %-55q %s: refused: %s", c.request, reply.Cmd, res.Reason)
			continue
		}
		out := res.Stdout + res.Stderr
		if err := c.want(out, dir); err != nil {
			failed++
			t.Logf("FAIL %-55q %s: %v (exit %d, output %.120q)", c.request, reply.Cmd, err, res.ExitCode, out)
			continue
		}
		passed++
	}
	return passed, failed, abstained
}

// runUnasked runs req as caro runs a command nobody approved in
// permissive mode: refused above moderate (or when it cannot be judged)
// by the same assessor. It goes to the MCP tools as approved so that the
// race-instrumented test binary is not started again as the exec guard
// for each of the hundreds of commands (that made this package pass go
// test's 10-minute limit under -race); the guard is tested in
// internal/guard and tools.
func runUnasked(ctx context.Context, exe tools.Executor, req tools.ExecRequest) (tools.Result, error) {
	risk := safety.AssessWith(req.Command, safety.Options{Shell: "bash", Cwd: req.Cwd, Home: os.Getenv("HOME")})
	if risk.Level > safety.Moderate || risk.Unjudged {
		return tools.Result{Refused: true, ExitCode: -1, Risk: risk.Level.String(), Reasons: risk.Reasons,
			Reason: "refused: " + risk.Level.String() + " — " + strings.Join(risk.Reasons, "; ")}, nil
	}
	req.Approved = true
	return exe.Execute(ctx, req, nil)
}

// fileHas: the file at path (in the tree) holds every sub.
func fileHas(path string, subs ...string) check {
	return func(_, dir string) error {
		b, err := os.ReadFile(filepath.Join(dir, path))
		if err != nil {
			return err
		}
		for _, s := range subs {
			if !strings.Contains(string(b), s) {
				return fmt.Errorf("%s lacks %q", path, s)
			}
		}
		return nil
	}
}

// exact: the output, trimmed, is want.
func exact(want string) check {
	return func(out, _ string) error {
		if got := strings.TrimSpace(out); got != want {
			return fmt.Errorf("output %q, want %q", got, want)
		}
		return nil
	}
}

// before: a comes before b in the output.
func before(a, b string) check {
	return func(out, _ string) error {
		i, j := strings.Index(out, a), strings.Index(out, b)
		if i < 0 || j < 0 || i > j {
			return fmt.Errorf("%q does not come before %q", a, b)
		}
		return nil
	}
}

// linkTo: path is a symbolic link to target.
func linkTo(path, target string) check {
	return func(_, dir string) error {
		got, err := os.Readlink(filepath.Join(dir, path))
		if err != nil {
			return err
		}
		if strings.TrimPrefix(strings.TrimSuffix(got, "/"), "./") != target {
			return fmt.Errorf("%s points to %s, want %s", path, got, target)
		}
		return nil
	}
}

// mode: path has the permission bits perm.
func mode(path string, perm os.FileMode) check {
	return func(_, dir string) error {
		fi, err := os.Stat(filepath.Join(dir, path))
		if err != nil {
			return err
		}
		if fi.Mode().Perm() != perm {
			return fmt.Errorf("%s has mode %o, want %o", path, fi.Mode().Perm(), perm)
		}
		return nil
	}
}

// archiveHas: the archive at path lists every entry.
func archiveHas(path string, entries ...string) check {
	return func(_, dir string) error {
		name, args := "tar", []string{"-tzf", path}
		if strings.HasSuffix(path, ".zip") {
			name, args = "unzip", []string{"-l", path}
		}
		c := exec.Command(name, args...)
		c.Dir = dir
		b, err := c.Output()
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		for _, e := range entries {
			if !strings.Contains(string(b), e) {
				return fmt.Errorf("%s lacks %s", path, e)
			}
		}
		return nil
	}
}

// either passes when one of the checks does.
func either(cs ...check) check {
	return func(out, dir string) error {
		var err error
		for _, c := range cs {
			if err = c(out, dir); err == nil {
				return nil
			}
		}
		return err
	}
}

func nonEmpty(out, _ string) error {
	if strings.TrimSpace(out) == "" {
		return fmt.Errorf("no output")
	}
	return nil
}

// basicCases are everyday requests in plain words, terse ones too, written
// before the matcher was changed for them (issue #15): files, text,
// archives, system. Each names what it names, and the command must honour
// all of it.
var basicCases = []evalCase{
	// listing and finding
	{"list all files in the current folder", has("notes.txt", "data.csv")},
	{"show all files here, hidden ones too", has(".hidden", "notes.txt")},
	{"ls", has("notes.txt")},
	{"what's in the docs folder", all(has("guide.txt"), lacks("notes.txt"))},
	{"list the files in docs", all(has("guide.txt"), lacks("notes.txt"))},
	{"where is deep.go", has("src/sub/deep.go")},
	{"find the file named guide.txt", has("docs/guide.txt")},
	{"count the .txt files in the docs folder", number(2)},
	{"how many files are in docs", number(3)},
	{"big files here", has("big.bin")},
	{"disk space?", has("Filesystem")},
	{"size of the docs folder", has("docs")},
	{"python files changed in the past 3 days", all(has("tool.py"), lacks("old.py", "notes.txt"))},
	{"files modified in the last hour", all(has("notes.txt"), lacks("old.log"))},
	{"log files older than 5 days", all(has("old.log"), lacks("app.log"), exists("old.log"))},
	{"where am i", has("work")},
	// making, copying, moving, deleting
	{"make a directory called out/logs", exists("out/logs")},
	{"create folder reports", exists("reports")},
	{"mkdir -p a/b/c", exists("a/b/c")},
	{"create an empty file named todo.txt", exists("todo.txt")},
	{"touch new.txt", exists("new.txt")},
	{"copy notes.txt to backup.txt", all(exists("backup.txt"), exists("notes.txt"))},
	{"copy the docs folder to docs2", exists("docs2/guide.txt")},
	{"move small.txt into docs", all(exists("docs/small.txt"), missing("small.txt"))},
	{"rename notes.txt to notes.md", all(exists("notes.md"), missing("notes.txt"))},
	{"make a symlink called latest pointing to build", linkTo("latest", "build")},
	{"create a symbolic link named cur to docs", linkTo("cur", "docs")},
	{"ln -s build current", linkTo("current", "build")},
	{"delete scratch.tmp", all(missing("scratch.tmp"), exists("notes.txt"))},
	{"remove the emptydir folder", all(missing("emptydir"), exists("docs"))},
	{"chmod 755 script.sh", mode("script.sh", 0o755)},
	{"set the permissions of script.sh to 700", mode("script.sh", 0o700)},
	{"make run.sh executable", mode("run.sh", 0o755)},
	// reading files
	{"show the contents of notes.txt", has("first line", "last line")},
	{"cat notes.txt", has("first line", "last line")},
	{"print notes.txt", has("first line", "last line")},
	{"print the final line of notes.txt", all(has("more notes"), lines(1))},
	{"last line of notes.txt", all(has("more notes"), lines(1))},
	{"first 3 lines of notes.txt", all(has("first line"), lines(3))},
	{"head of app.log", all(has("start"), lines(10))},
	{"print lines 5 to 10 of app.log", all(has("ERROR two", "end"), lacks("ERROR one"), lines(6))},
	{"show lines 2-3 of notes.txt", all(has("buy milk", "second line"), lines(2))},
	{"last 5 lines of app.log", all(has("end"), lines(5))},
	{"top 2 lines of data.csv", all(has("id,name", "1,ann"), lines(2))},
	{"show line 3 of notes.txt", all(has("second line"), lines(1))},
	{"the 4th line of app.log", all(has("ok"), lines(1))},
	// counting
	{"how many lines in notes.txt", number(6)},
	{"count words in words.txt", number(6)},
	{"number of characters in small.txt", number(3)},
	{"how many bytes is small.txt", number(3)},
	{"wc -l app.log", number(10)},
	// text
	{"sort fruits.txt", before("apple", "fig")},
	{"sort fruits.txt in reverse", before("pear", "apple")},
	{"sort nums.txt numerically", before("2\n", "10")},
	{"remove duplicate lines from dups.txt", lines(2)},
	{"count occurrences of each line in dups.txt", has("3 a")},
	{"uniq -c dups.txt", has("3 a")},
	{"print the 3rd column of data.csv", all(has("score", "90"), lacks("ann"))},
	{"second column of data.csv", all(has("ann", "bob"), lacks("90"))},
	{"print the 3rd field of people.txt separated by colons", all(has("1000"), lacks("ann"))},
	{"cut -d: -f1 people.txt", all(has("ann", "bob"), lacks("1000"))},
	{"print columns 1 and 3 of data.csv", all(has("score", "90"), lacks("ann"))},
	{"sum the 3rd column of data.csv", number(240)},
	{"add up the numbers in nums.txt", number(15)},
	{"grep for error ignoring case in mixed.log", lines(3)},
	{"case insensitive search for error in mixed.log", lines(3)},
	{"lines in app.log that don't contain ok", all(has("start", "ERROR one"), lines(5))},
	{"grep -v ok app.log", lines(5)},
	{"count lines containing ERROR in app.log", number(3)},
	{"how many times does ERROR appear in app.log", number(3)},
	{"show ERROR lines in app.log with line numbers", has("2:ERROR one")},
	{"search for TODO in the src folder", all(has("todo.go"), lacks("notes.txt"))},
	{"which files contain TODO", has("notes.txt", "todo.go")},
	{"replace apple with pear in words.txt", fileHas("words.txt", "pear banana pear")},
	{"show words.txt with apple replaced by kiwi", all(has("kiwi banana kiwi"), fileHas("words.txt", "apple banana"))},
	{"replace commas with tabs in data.csv", either(has("id\tname"), fileHas("data.csv", "id\tname"))},
	// archives
	{"make a tar.gz of the docs folder named docs.tar.gz", archiveHas("docs.tar.gz", "docs/guide.txt")},
	{"compress docs into docs.zip", archiveHas("docs.zip", "docs/guide.txt")},
	{"create archive backup.tar.gz from src", archiveHas("backup.tar.gz", "src/main.go")},
	{"unpack bundle.tar.gz into out", exists("out/inside.txt")},
	{"extract bundle.tar.gz", exists("inside.txt")},
	{"unzip pack.zip", exists("packed.txt")},
	{"what's in bundle.tar.gz", has("inside.txt")},
	// system
	{"who am i", has("root")},
	{"whoami", has("root")},
	{"my user id", nonEmpty},
	{"which groups am i in", has("root")},
	{"uname -a", has("Linux")},
	{"kernel version", nonEmpty},
	{"which program runs when i type ls", has("ls")},
	{"is curl installed", has("curl")},
	{"uptime", has("up")},
	{"env vars containing PATH", all(has("PATH="), lacks("HOME="))},
	{"value of HOME", has("/")},
	{"print $HOME", has("/")},
	{"date as YYYY-MM-DD", exact(time.Now().Format("2006-01-02"))},
	{"today's date", has(fmt.Sprint(time.Now().Year()))},
	{"free memory", has("Mem")},
	{"my hostname", nonEmpty},
	{"os version", has("NAME=")},
	{"running processes", has("PID")},

	// A second batch, written after the first round of changes and before
	// looking at how it scored: other wordings of the same basics.
	{"show me what's in this directory", has("notes.txt")},
	{"list everything including dotfiles", has(".hidden", "notes.txt")},
	{"list files in the src directory", all(has("main.go"), lacks("notes.txt"))},
	{"locate guide.txt", has("docs/guide.txt")},
	{"find where readme.txt is", has("docs/readme.txt")},
	{"how many .md files are in docs", number(1)},
	{"count the python files in src", number(2)},
	{"create the directory tmp/cache/x", exists("tmp/cache/x")},
	{"new folder called archive2", exists("archive2")},
	{"make an empty file called a.log", exists("a.log")},
	{"duplicate notes.txt as notes.bak", all(exists("notes.bak"), exists("notes.txt"))},
	{"copy data.csv into docs", all(exists("docs/data.csv"), exists("data.csv"))},
	{"move fruits.txt to docs/fruits.txt", all(exists("docs/fruits.txt"), missing("fruits.txt"))},
	{"rename the file small.txt to tiny.txt", all(exists("tiny.txt"), missing("small.txt"))},
	{"make a symbolic link called prod that points to build", linkTo("prod", "build")},
	{"delete the file notes.txt", all(missing("notes.txt"), exists("data.csv"))},
	{"delete the build folder", all(missing("build"), exists("docs"))},
	{"chmod 600 data.csv", mode("data.csv", 0o600)},
	{"chmod +x run.sh", mode("run.sh", 0o755)},
	{"display notes.txt", has("first line", "more notes")},
	{"read the file people.txt", has("ann", "bob")},
	{"show me the first 5 lines of app.log", all(has("start"), lines(5))},
	{"first line of data.csv", exact("id,name,score")},
	{"tail app.log", all(has("end"), lines(10))},
	{"show the last 2 lines of fruits.txt", all(has("fig"), lines(2))},
	{"lines 3 through 5 of app.log", all(has("ERROR two"), lines(3))},
	{"print line 9 of app.log", exact("ERROR three")},
	{"the second line of fruits.txt", exact("apple")},
	{"line count of app.log", number(10)},
	{"how many words are in notes.txt", number(14)},
	{"count the characters in fruits.txt", number(15)},
	{"wc -w words.txt", number(6)},
	{"sort the lines of fruits.txt alphabetically", before("apple", "fig")},
	{"sort nums.txt from largest to smallest", all(before("10", "3"), before("3", "2"))},
	{"deduplicate dups.txt", lines(2)},
	{"show unique lines in dups.txt with counts", has("3 a")},
	{"get the first field of people.txt, colon delimited", all(has("ann"), lacks("1000"))},
	{"print the name column of data.csv", all(has("ann"), lacks("90"))},
	{"fields 1 and 2 of data.csv", all(has("ann"), lacks("90"))},
	{"total of the 3rd column in data.csv", number(240)},
	{"search app.log for ERROR ignoring case", lines(3)},
	{"grep -i error mixed.log", lines(3)},
	{"find lines containing ok in app.log", lines(5)},
	{"lines of app.log without ERROR", lines(7)},
	{"how many lines in app.log mention ERROR", number(3)},
	{"grep -n TODO notes.txt", has("2:TODO")},
	{"search recursively for TODO in src", all(has("todo.go"), lacks("notes.txt"))},
	{"change apple to pear in words.txt", fileHas("words.txt", "pear banana pear")},
	{"substitute banana with kiwi in words.txt", fileHas("words.txt", "kiwi")},
	{"convert the colons in people.txt to commas", either(has("ann,x,1000"), fileHas("people.txt", "ann,x,1000"))},
	{"tar up the docs directory", either(archiveHas("docs.tar.gz", "docs/guide.txt"), archiveHas("archive.tar.gz", "docs/guide.txt"))},
	{"create docs.tar.gz from the docs folder", archiveHas("docs.tar.gz", "docs/guide.txt")},
	{"zip the src folder as src.zip", archiveHas("src.zip", "src/main.go")},
	{"extract pack.zip into unpacked", exists("unpacked/packed.txt")},
	{"untar bundle.tar.gz", exists("inside.txt")},
	{"list what's inside pack.zip", has("packed.txt")},
	{"what user am i", has("root")},
	{"show my uid", has("0")},
	{"what kernel is this", nonEmpty},
	{"where is the python3 binary", has("python3")},
	{"is tar installed", has("tar")},
	{"show the PATH variable", has("/bin")},
	{"print the HOME variable", has("/")},
	{"environment variables with GIT in the name", all(has("GIT_"), lacks("HOME="))},
	{"today's date in YYYY-MM-DD format", exact(time.Now().Format("2006-01-02"))},
	{"date in dd/mm/yyyy", exact(time.Now().Format("02/01/2006"))},
	{"what time is it", nonEmpty},

	// A third batch, written after the abstention rule and before looking
	// at how it scored: terse and roundabout wordings.
	{"files here", has("notes.txt")},
	{"dir listing with hidden files", has(".hidden")},
	{"contents of the src folder", all(has("main.go"), lacks("notes.txt"))},
	{"show docs", has("guide.txt")},
	{"is there a file called intro.md somewhere", has("docs/intro.md")},
	{"mkdir reports/2024", exists("reports/2024")},
	{"create an empty file logs.txt", exists("logs.txt")},
	{"cp notes.txt notes.old", exists("notes.old")},
	{"mv fruits.txt docs/", all(exists("docs/fruits.txt"), missing("fruits.txt"))},
	{"rm scratch.tmp", missing("scratch.tmp")},
	{"give run.sh execute permission", mode("run.sh", 0o755)},
	{"cat data.csv", has("id,name,score", "3,cy,70")},
	{"what's in notes.txt", has("first line", "buy milk")},
	{"first 4 lines of app.log", all(has("start"), lines(4))},
	{"bottom 3 lines of notes.txt", all(has("more notes"), lines(3))},
	{"line 2 of fruits.txt", exact("apple")},
	{"from line 2 to line 4 of fruits.txt", all(has("apple", "fig"), lacks("pear"))},
	{"number of lines in data.csv", number(4)},
	{"word count words.txt", number(6)},
	{"size in bytes of nums.txt", has("7")},
	{"alphabetical order of fruits.txt", before("apple", "fig")},
	{"sort fruits.txt z to a", before("pear", "apple")},
	{"unique lines of dups.txt", lines(2)},
	{"how often does each line appear in dups.txt", has("3 a")},
	{"first column of people.txt, separated by :", all(has("ann"), lacks("1000"))},
	{"last column of data.csv", all(has("score", "70"), lacks("ann"))},
	{"search mixed.log for error, case insensitive", lines(3)},
	{"lines of notes.txt that contain TODO", all(has("buy milk"), lines(2))},
	{"lines of notes.txt not containing TODO", all(has("first line"), lacks("buy milk"))},
	{"number of ERROR lines in app.log", number(3)},
	{"find TODO in every file", has("notes.txt", "todo.go")},
	{"swap apple for kiwi in words.txt", fileHas("words.txt", "kiwi banana kiwi")},
	{"compress the docs folder", either(archiveHas("docs.tar.gz", "docs/guide.txt"), archiveHas("archive.tar.gz", "docs/guide.txt"))},
	{"zip up docs into d.zip", archiveHas("d.zip", "docs/guide.txt")},
	{"extract pack.zip", exists("packed.txt")},
	{"list the files in bundle.tar.gz", has("inside.txt")},
	{"what's my username", has("root")},
	{"my groups", has("root")},
	{"system info", has("Linux")},
	{"path to the tar binary", has("/tar")},
	{"how long has the computer been on", has("up")},
	{"all environment variables", has("HOME=")},
	{"show the value of $HOME", has("/")},
	{"print today's date as dd-mm-yyyy", exact(time.Now().Format("02-01-2006"))},
	{"date and time now", has(fmt.Sprint(time.Now().Year()))},
	{"what's the time in UTC", has("UTC")},
	{"free disk space", has("Filesystem")},
	{"ram usage", has("Mem")},
	{"where am I in the filesystem", has("work")},
	{"list processes", has("PID")},
}

// buildBasics builds prepare's tree with more to work on: a docs folder, a
// build folder, a recent and an old Python file, numbers, colon-separated
// records, mixed-case errors, a zip (prepareBasics copies it).
func buildBasics(t *testing.T) string {
	t.Helper()
	dir := prepare(t)
	files := map[string]string{
		"docs/guide.txt":  "hello docs\n",
		"docs/readme.txt": "read me\n",
		"docs/intro.md":   "# intro\n",
		"build/out.bin":   "bin\n",
		"src/tool.py":     "print(1)\n",
		"src/old.py":      "print(0)\n",
		"src/todo.go":     "package main\n// TODO: fix\n",
		"nums.txt":        "3\n10\n2\n",
		"fruits.txt":      "pear\napple\nfig\n",
		"people.txt":      "ann:x:1000\nbob:x:1001\n",
		"mixed.log":       "Error: disk\nerror: net\nok\nERROR: cpu\n",
		"run.sh":          "echo run\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-10 * 24 * time.Hour)
	os.Chtimes(filepath.Join(dir, "src/old.py"), old, old)
	if _, err := exec.LookPath("zip"); err == nil {
		p := filepath.Join(t.TempDir(), "p")
		os.MkdirAll(p, 0o755)
		os.WriteFile(filepath.Join(p, "packed.txt"), []byte("packed\n"), 0o644)
		c := exec.Command("zip", "-q", filepath.Join(dir, "pack.zip"), "packed.txt")
		c.Dir = p
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("zip: %v: %s", err, out)
		}
	}
	return dir
}

// TestBasics runs the everyday requests; it prints the score as right,
// wrong and abstained and fails on any regression below the ratchet.
func TestBasics(t *testing.T) {
	passed, failed, abstained := runEvaluation(t, basicCases, prepareBasics)
	fmt.Printf("offline basics: %d right, %d wrong, %d abstained\n", passed, failed-abstained, abstained)
	t.Logf("%d right, %d wrong, %d abstained of %d", passed, failed-abstained, abstained, len(basicCases))
	const want = 218
	if passed < want {
		t.Fatalf("score %d/%d is below the ratchet %d", passed, len(basicCases), want)
	}
}

// prepare returns a fresh copy of the tree every case runs in, the one
// buildEval builds, made for every call from a template (trees.go).
func prepare(t *testing.T) string {
	t.Helper()
	return fromTemplate(t, buildEval)
}

// prepareBasics returns a fresh copy of the tree buildBasics builds, made
// for every call from a template (trees.go).
func prepareBasics(t *testing.T) string {
	t.Helper()
	return fromTemplate(t, buildBasics)
}

// tarballHolding: a .tar.gz in the tree holds an entry of that base name
// (the request names no archive, so any name will do).
func tarballHolding(name string) check {
	return func(_, dir string) error {
		ms, _ := filepath.Glob(filepath.Join(dir, "*.tar.gz"))
		for _, m := range ms {
			if filepath.Base(m) == "bundle.tar.gz" {
				continue // the tree's own
			}
			c := exec.Command("tar", "-tzf", m)
			out, err := c.Output()
			if err == nil && strings.Contains("\n"+string(out), "/"+name+"\n") || strings.HasPrefix(string(out), name+"\n") {
				return nil
			}
		}
		return fmt.Errorf("no new .tar.gz holds %s", name)
	}
}
