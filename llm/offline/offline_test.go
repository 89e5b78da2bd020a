package offline

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
)

func gnu() *platform.Info {
	return &platform.Info{OS: "linux", DistroID: "debian",
		Commands: map[string]string{"ss": "/usr/bin/ss", "free": "/usr/bin/free", "systemctl": "/bin/systemctl", "pgrep": "/usr/bin/pgrep", "curl": "/usr/bin/curl", "ip": "/sbin/ip", "journalctl": "/bin/journalctl", "fuser": "/bin/fuser"},
		Flavors:  map[string]platform.Flavor{"coreutils": platform.GNU, "ps": platform.GNU, "sed": platform.GNU, "find": platform.GNU, "date": platform.GNU, "stat": platform.GNU}}
}

func mac() *platform.Info {
	return &platform.Info{OS: "darwin", DistroID: "macos",
		Commands: map[string]string{"lsof": "/usr/sbin/lsof", "netstat": "/usr/sbin/netstat", "curl": "/usr/bin/curl", "pgrep": "/usr/bin/pgrep"},
		Flavors:  map[string]platform.Flavor{"coreutils": platform.BSD, "ps": platform.BSD, "sed": platform.BSD, "find": platform.BSD, "date": platform.BSD, "stat": platform.BSD}}
}

func busybox() *platform.Info {
	return &platform.Info{OS: "linux", DistroID: "alpine",
		Commands: map[string]string{"netstat": "/bin/netstat", "free": "/usr/bin/free"},
		Flavors:  map[string]platform.Flavor{"coreutils": platform.BusyBox, "ps": platform.BusyBox, "sed": platform.BusyBox, "find": platform.BusyBox, "date": platform.BusyBox, "stat": platform.BusyBox}}
}

type reply struct {
	Thought    string   `json:"thought"`
	Cmd        string   `json:"cmd"`
	Confidence float64  `json:"confidence"`
	Status     string   `json:"status"`
	Used       []string `json:"commands_used"`
}

func ask(t *testing.T, task string, p *platform.Info, rounds int) reply {
	t.Helper()
	meta := llm.Meta{Task: task, Iteration: 1, Purpose: "generate", Rounds: make([]llm.Round, rounds)}
	text, err := llm.Complete(context.Background(), NewFor(p), llm.Request{Meta: meta})
	if err != nil {
		t.Fatal(err)
	}
	var r reply
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		t.Fatalf("%q is not JSON: %v", text, err)
	}
	return r
}

// platformCase is a request and its command on GNU, macOS and BusyBox.
type platformCase struct{ task, gnu, mac, busybox string }

// matchesAndVariantsCases: the busybox_exec_test runs their BusyBox commands.
var matchesAndVariantsCases = []platformCase{
	{"list the files here", "ls -l", "ls -l", "ls -l"},
	{"show the 5 processes using the most CPU", "ps aux --sort=-%cpu | head -n 6", "ps aux | sort -nrk 3,3 | head -n 5", "top -bn1 | head -n 9"},
	{"what listens on port 8080", "ss -ltnp 'sport = :8080'", "lsof -nP -iTCP:8080 -sTCP:LISTEN", "netstat -tln | grep ':8080 '"},
	{"which ports are open", "ss -tuln", "lsof -nP -iTCP -sTCP:LISTEN", "netstat -tuln"},
	{"replace \"foo\" with \"bar\" in ./notes.txt", "sed -i 's/foo/bar/g' ./notes.txt", "sed -i '' 's/foo/bar/g' ./notes.txt", "sed -i 's/foo/bar/g' ./notes.txt"},
	{"find files over 100MB", "find . -type f -size +100M -exec ls -lh {} +", "find . -type f -size +100M -exec ls -lh {} +", "find . -type f -size +102400k -exec ls -lh {} +"},
	{"find files bigger than 1G in /var/log", "find /var/log -type f -size +1G -exec ls -lh {} + 2>/dev/null", "find /var/log -type f -size +1G -exec ls -lh {} + 2>/dev/null", "find /var/log -type f -size +1048576k -exec ls -lh {} + 2>/dev/null"},
	{"empty directories in ~/src", "find ~/src -type d -empty 2>/dev/null", "find ~/src -type d -empty 2>/dev/null", "find ~/src -type d -empty 2>/dev/null"},
	{"list files by size", "ls -lhS", "ls -lhS", "ls -lhS"},
	{"replace foo with bar in a.txt", "sed -i 's/foo/bar/g' a.txt", "sed -i '' 's/foo/bar/g' a.txt", "sed -i 's/foo/bar/g' a.txt"},
	{"find TODO in notes.txt", "grep TODO notes.txt", "grep TODO notes.txt", "grep TODO notes.txt"},
	{"find TODO in notes.txt with line numbers", "grep -n TODO notes.txt", "grep -n TODO notes.txt", "grep -n TODO notes.txt"},
	{"disk usage of /var/log", "du -sh /var/log", "du -sh /var/log", "du -sh /var/log"},
	{"how much ram is free", "free -h", "vm_stat", "free -h"},
	{"yesterday's date", "date -d yesterday +%F", "date -v-1d +%F", "date -d @$(( $(date +%s) - 86400 )) +%F"},
}

func TestMatchesAndVariants(t *testing.T) {
	cases := matchesAndVariantsCases
	for _, c := range cases {
		for _, pv := range []struct {
			name string
			p    *platform.Info
			want string
		}{{"gnu", gnu(), c.gnu}, {"mac", mac(), c.mac}, {"busybox", busybox(), c.busybox}} {
			r := ask(t, c.task, pv.p, 0)
			if r.Cmd != pv.want || r.Status != "FINISH" {
				t.Errorf("%s on %s: got %q (%s, %.2f), want %q", c.task, pv.name, r.Cmd, r.Status, r.Confidence, pv.want)
			}
		}
	}
}

func TestRobustMatching(t *testing.T) {
	for task, id := range map[string]string{
		"biggest files":                            "largest-files",
		"files largest":                            "largest-files",
		"serach for \"TODO\" in all files":         "grep-recursive",
		"procesess using most memory":              "top-memory",
		"how much disk space do I have left":       "disk-space",
		"delete .tmp files":                        "delete-by-ext",
		"undo my last commit but keep the changes": "git-undo-commit",
		"compress the folder ./src":                "tar-create",
		"dns lookup example.com":                   "dns",
		"download https://example.com/a.tar.gz":    "download",
	} {
		m := Find(task)
		if m.Task == nil || m.Task.ID != id || m.Confidence < Threshold {
			got := "nothing"
			if m.Task != nil {
				got = m.Task.ID
			}
			t.Errorf("%q matched %s (%.2f), want %s", task, got, m.Confidence, id)
		}
	}
}

func TestSlots(t *testing.T) {
	cases := []struct {
		in   string
		want map[string]string
	}{
		{"find files bigger than 10MB", map[string]string{"size": "10M"}},
		{"files over 2 gigs", map[string]string{"size": "2G"}},
		{"files over 1.5 GB", map[string]string{"size": "1536M"}},
		{"delete logs older than 3 days", map[string]string{"age_days": "3", "age_min": "4320"}},
		{"files changed in the last 2 hours", map[string]string{"since_min": "120"}},
		{"what is on port 5432", map[string]string{"port": "5432"}},
		{"top 7 processes", map[string]string{"n": "7"}},
		{"search for 'hello world' in ~/code", map[string]string{"pattern": "hello world", "path": "~/code"}},
		{"find all *.py files", map[string]string{"ext": "py"}},
		{"count json files", map[string]string{"ext": "json"}},
		{"find files named report.pdf", map[string]string{"name": "report.pdf"}},
		{"ping github.com", map[string]string{"host": "github.com"}},
		{"download https://x.org/f.zip", map[string]string{"url": "https://x.org/f.zip"}},
		{"kill pid 4242", map[string]string{"pid": "4242"}},
		{"replace foo with bar in a.txt", map[string]string{"old": "foo", "new": "bar", "file": "a.txt"}},
		{"grep for deprecated_api", map[string]string{"pattern": "deprecated_api"}},
		{"find TODO in notes.txt", map[string]string{"pattern": "TODO", "file": "notes.txt"}},
		// Words the catalogue uses are the request's wording, not a term.
		{"search for files", map[string]string{"pattern": ""}},
		{"look for large files", map[string]string{"pattern": ""}},
		// Only words go into sed's s/old/new/.
		{"replace a/b with c in x.txt", map[string]string{"old": "", "new": ""}},
	}
	for _, c := range cases {
		got := extractSlots(c.in)
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%q: slot %s = %q, want %q (all %v)", c.in, k, got[k], v, got)
			}
		}
	}
}

func TestQuotingIsSafe(t *testing.T) {
	r := ask(t, "search for \"$(rm -rf ~); echo\" in files", gnu(), 0)
	if !strings.Contains(r.Cmd, "'$(rm -rf ~); echo'") {
		t.Fatalf("pattern not quoted: %q", r.Cmd)
	}
}

// Requests worded unlike the catalogue, each once wrong or refused.
func TestWordingAndSlotsOnGNU(t *testing.T) {
	cases := []struct{ task, want string }{
		{"copy a.txt to b.txt", "cp -i a.txt b.txt"},
		{"rename a.txt to b.txt", "mv -i a.txt b.txt"},
		{"list processes named python", "pgrep -a python"},
		{"show differences", "git diff"},
		{"check internet connection", "ping -c 4 1.1.1.1"},
		{"ping google.com 3 times", "ping -c 3 google.com"},
		{"ping google.com five times", "ping -c 5 google.com"},
		{"which branch am i on", "git branch --show-current"},
		{"what branch am i on", "git branch --show-current"},
		{"list branches", "git branch -a"},
		{"who changed notes.txt last", "git log -1 --format='%h %an %ar %s' -- notes.txt"},
		{"when was notes.txt last changed", "date -r notes.txt"},
		{"download https://example.com/a.zip", "curl -fLO https://example.com/a.zip"},
		{"kill process 1234", "kill 1234"},
		{"commits with message fix", "git log --oneline -i --grep=fix"},
		{"search commit messages for bug", "git log --oneline -i --grep=bug"},
		{"commit everything with message fix", "git add -A && git commit -m fix"},
		{"commit with message fix typo", "git add -A && git commit -m 'fix typo'"},
		{"print an ISO 8601 timestamp for now", "date +%Y-%m-%dT%H:%M:%S%z"},
		{"top 5 processes by cpu", "ps aux --sort=-%cpu | head -n 6"},
		{"download https://example.com", "curl -fL -o index.html https://example.com"},
		{"download https://example.com/docs/", "curl -fL -o index.html https://example.com/docs/"},
		{"show the page at https://example.com", "curl -fsSL https://example.com"},
		{"pull latest changes", "git pull --ff-only"},
		{"create a symlink to /opt/app named app", "ln -s /opt/app app"},
		{"unzip foo.zip", "unzip foo.zip"},
		{"is git installed", "command -v git"},
		{"find all python files", "find . -type f -name '*.py'"},
	}
	for _, c := range cases {
		if r := ask(t, c.task, gnu(), 0); r.Cmd != c.want {
			t.Errorf("%q: %q, want %q", c.task, r.Cmd, c.want)
		}
	}
	// Better no answer than a wrong one: a folder of logs is no file to
	// move, and converting video is not tr's job.
	for _, req := range []string{"move all logs to /tmp", "convert video.mp4 to mp3"} {
		if m := Find(req); m.Task != nil && m.Confidence >= Threshold {
			t.Errorf("%q matched %s (%.2f)", req, m.Task.ID, m.Confidence)
		}
	}
}

// A bare word that names a directory here is where to look; one that
// does not is no path to search, and a command that would search here
// instead drops what the request says: no answer.
func TestLocalDirectoriesAreWhereToLook(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	if err := os.Mkdir(filepath.Join(p.Cwd, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ task, want string }{
		{"find python files in src", "find src -type f -name '*.py'"},
		{"search for TODO in src", "grep -rn TODO src"},
		{"find empty folders in lib", ""},
	}
	for _, c := range cases {
		if r := ask(t, c.task, p, 0); r.Cmd != c.want {
			t.Errorf("%q: %q, want %q", c.task, r.Cmd, c.want)
		}
	}
}

// A request that names a program the catalogue does not use for the
// task gets no stand-in for it.
func TestNamedProgramIsNotReplaced(t *testing.T) {
	for _, req := range []string{"show running docker containers", "list kubectl pods"} {
		if m := Find(req); m.Task != nil && m.Confidence >= Threshold {
			t.Errorf("%q matched %s (%.2f)", req, m.Task.ID, m.Confidence)
		}
	}
	if m := Find("show git log one line"); m.Task == nil || m.Task.ID != "git-log" {
		t.Errorf("git log: %+v", m.Task)
	}
}

func TestBeyondTheCatalogueFails(t *testing.T) {
	for _, task := range []string{"open photoshop", "write me a poem about cats", "book a flight to Lisbon", ""} {
		r := ask(t, task, gnu(), 0)
		if r.Status != "FAIL" || r.Cmd != "" || !strings.Contains(r.Thought, "OPENAI_API_KEY") {
			t.Errorf("%q: %+v", task, r)
		}
	}
}

func TestMultiStepContinues(t *testing.T) {
	first := ask(t, "free up disk space", gnu(), 0)
	second := ask(t, "free up disk space", gnu(), 1)
	done := ask(t, "free up disk space", gnu(), 2)
	if first.Status != "CONTINUE" || first.Cmd != "df -h" || second.Status != "FINISH" || !strings.HasPrefix(second.Cmd, "du -h") || done.Cmd != "" {
		t.Fatalf("steps: %+v / %+v / %+v", first, second, done)
	}
}

func TestEveryEntryParses(t *testing.T) {
	tasks, err := load()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	parser := syntax.NewParser(syntax.Variant(syntax.LangBash))
	for _, task := range tasks {
		if ids[task.ID] {
			t.Errorf("duplicate id %s", task.ID)
		}
		ids[task.ID] = true
		if len(task.Say) == 0 || (task.Cmd == "" && len(task.Steps) == 0) || task.Category == "" {
			t.Errorf("%s is incomplete", task.ID)
		}
		cmds := append([]string{task.Cmd}, task.Steps...)
		for _, v := range task.Variants {
			cmds = append(cmds, v.Cmd)
			cmds = append(cmds, v.Steps...)
		}
		for _, c := range cmds {
			if c == "" {
				continue
			}
			filled := fill(c, Slots{"pattern": "a b", "name": "x", "path": "./p", "target": "f", "ext": "log", "port": "80", "pid": "1", "mode": "644", "url": "https://e.org", "host": "e.org"}, task.Defaults)
			if strings.Contains(filled, "{") && !strings.Contains(filled, "{}") && !strings.Contains(filled, "{ print") {
				t.Errorf("%s: unfilled slot in %q", task.ID, filled)
			}
			if _, err := parser.Parse(strings.NewReader(filled), ""); err != nil {
				t.Errorf("%s: %q does not parse: %v", task.ID, filled, err)
			}
		}
	}
}

func TestExplainAndRefine(t *testing.T) {
	text, err := llm.Complete(context.Background(), New(), llm.Request{Meta: llm.Meta{Purpose: "explain", Previous: "ps aux --sort=-%cpu | head -n 6", Task: "top cpu"}})
	if err != nil || !strings.Contains(text, "**ps**") || !strings.Contains(text, "only reads") {
		t.Fatalf("explain: %q %v", text, err)
	}
	text, _ = llm.Complete(context.Background(), New(), llm.Request{Meta: llm.Meta{Iteration: 2, Previous: "ls"}})
	var r reply
	if json.Unmarshal([]byte(text), &r) != nil || r.Cmd != "ls" {
		t.Fatalf("refine: %q", text)
	}
}

// BenchmarkMatch measures what the backend does to read one request:
// the grammar's intents over the request and, where they do not read it
// whole, the catalogue's phrase matcher; in a directory with files to
// look at, as caro runs. One op is one request of a mix.
func BenchmarkMatch(b *testing.B) {
	p := gnu()
	p.Cwd = b.TempDir()
	for _, d := range []string{"docs", "src", "logs"} {
		os.Mkdir(filepath.Join(p.Cwd, d), 0o755)
	}
	for name, body := range map[string]string{"app.log": "start\nerror one\n", "notes.txt": "a\nb\n", "data.csv": "name,size\nx,1\n",
		"docs/readme.md": "hello\n", "src/main.go": "package main\n"} {
		os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644)
	}
	reqs := []string{
		"show the 5 processes using the most CPU on this box please", "how many lines contain error in app.log, ignoring case",
		"python files changed in the past 3 days", "print the 2nd column of data.csv", "make a tar.gz of the docs folder named docs.tar.gz",
		"replace a with b in notes.txt but don't change the file", "what is my ip address", "git status please",
		"copy notes.txt into the docs folder", "list all files in the current folder", "translate notes.txt into french",
		"biggest files here",
	}
	c := NewFor(p)
	c.answer(llm.Meta{Task: "warm up", Iteration: 1})
	i := 0
	for b.Loop() {
		c.answer(llm.Meta{Task: reqs[i%len(reqs)], Iteration: 1, Purpose: "generate"})
		i++
	}
}

// BenchmarkCatalogueMatch measures the catalogue's phrase matcher alone.
func BenchmarkCatalogueMatch(b *testing.B) {
	Find("warm up")
	for b.Loop() {
		Find("show the 5 processes using the most CPU on this box please")
	}
}

// Every read-only catalogue answer is judged safe by caro's assessor, so
// --yes runs it without asking. A task is read-only when its category
// reads and its command writes nothing (the assessor decides what
// "writes" means: anything above safe is reported with its reasons).
func TestReadOnlyTasksAreSafe(t *testing.T) {
	readOnly := []string{"list-files", "list-files-in", "list-hidden", "show-file", "head", "tail", "line-n", "line-range",
		"count-lines", "count-words", "count-chars", "sort-file", "sort-reverse", "sort-numeric", "sort-unique", "count-unique",
		"column", "grep-file", "grep-ignore-case", "grep-invert", "grep-count-file", "grep-recursive", "replace-preview",
		"tar-list", "zip-list", "whoami", "user-id", "uname", "kernel", "uptime", "env-all", "env-one", "path",
		"which-command", "date", "date-ymd", "date-iso", "current-dir", "disk-space", "memory", "find-by-name", "find-by-ext",
		"find-modified-recent", "largest-files", "file-size", "number-lines", "uniq", "cut-fields", "sum-column",
		"column-by-name", "sort-numeric-reverse", "date-format", "grep-occurrences-file", "replace-char", "diff-files",
		"time-in-zone"}
	tasks, err := load()
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]*Task{}
	for _, task := range tasks {
		byID[task.ID] = task
	}
	slots := Slots{"file": "notes.txt", "path": "./docs", "pattern": "TODO", "old": "a", "new": "b", "name": "HOME", "ext": "txt",
		"n": "3", "from": "2", "to": "4", "col": "2", "delim": ":", "since_min": "60", "colname": "name", "oldc": ",",
		"newc": "\\t", "datefmt": "+%d/%m/%Y", "zone": "Europe/London", "more": "b.txt"}
	for _, id := range readOnly {
		task := byID[id]
		if task == nil {
			t.Errorf("no task %s", id)
			continue
		}
		for _, p := range []*platform.Info{gnu(), mac(), busybox()} {
			cmd, _ := render(Match{Task: task, Slots: slots}, p, 0)
			if a := safety.AssessWith(cmd, safety.Options{Shell: "bash"}); a.Level != safety.Safe {
				t.Errorf("%s on %s: %q is %v: %v", id, p.DistroID, cmd, a.Level, a.Reasons)
			}
		}
	}
}

// Requests whose every qualifier the catalogue cannot honour get no
// command: "ping 3 times" is not ping -c 4, "files owned by root larger
// than 1M" is no plain size search, "the first lines of every file in
// docs" is no head of the directory (issue #15). ("delete lines 2 to 4
// of notes.txt" was one; the grammar now reads it: sed -i '2,4d'.)
func TestQualifiersAreNotDropped(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"docs", "src"} {
		if err := os.Mkdir(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, req := range []string{
		"convert video.mp4 to gif", "resize photo.png to 50 percent", "send an email to bob",
		"translate notes.txt to french", "encrypt notes.txt with a password",
		"find files owned by root larger than 1M",
		"merge a.txt and b.txt",
		"kill the process using the most memory", "upload notes.txt to the server", "schedule a backup every night",
		"print every other line of notes.txt", "replace the first line of notes.txt with hello",
		"grep for error in all log files from yesterday", "show lines 5 to 10 of every log file",
		"how many lines does each file in docs have", "find the biggest file in docs that is older than a week",
		"unzip every zip file here", "change the owner of notes.txt to bob",
		"split big.bin into 1MB pieces", "rename all .txt files to .md",
		"show git log for notes.txt", "ping google.com every 3 seconds", "list files modified before 2024",
		"lines in notes.txt that appear 3 times",
		"show commits with fix in the message", "kill the process 1234 and 5678", "processes using more than 50% cpu", "how much memory does pid 1234 use", "threads of pid 1234",
		"download https://example.com/a.zip into docs",
		"show the first 10 lines of every file in docs", "delete all files except notes.txt",

		"find empty files and delete them", "what process is using the most disk io",
		"create backup.tar.gz of src and docs",
		"time in atlantis", "days until christmas", "sort -k2 data.txt", "grep -l TODO *", "directories bigger than 1G", "hostname -I",
	} {
		if r := ask(t, req, p, 0); r.Cmd != "" {
			t.Errorf("%q: %q, want no command", req, r.Cmd)
		}
	}
}

// The everyday basics on each flavour of the tools.
// basicsCases ("" is the GNU command): the busybox_exec_test runs their
// BusyBox commands.
var basicsCases = []platformCase{
	{"print the 3rd column of data.csv", "cut -d , -f 3 data.csv", "", ""},
	{"print columns 1 and 3 of data.csv", "cut -d , -f 1,3 data.csv", "", ""},
	{"print the 2nd field of people.txt separated by colons", "cut -d : -f 2 people.txt", "", ""},
	{"cut -d: -f1,3 people.txt", "cut -d : -f 1,3 people.txt", "", ""},
	{"sum the 3rd column of data.csv", "awk -F, '{ s += $3 } END { print s }' data.csv", "", ""},
	{"replace commas with tabs in data.csv", "tr , '\\t' < data.csv", "", ""},
	{"replace apple with pear in words.txt", "sed -i 's/apple/pear/g' words.txt", "sed -i '' 's/apple/pear/g' words.txt", ""},
	{"print lines 5 to 10 of notes.txt", "sed -n '5,10p' notes.txt", "", ""},
	{"print the final line of notes.txt", "tail -n 1 notes.txt", "", ""},
	{"where is deep.go", "find . -name deep.go 2>/dev/null", "", ""},
	{"tail the last 20 lines of app.log and follow it", "tail -n 20 -f app.log", "", ""},
	{"watch app.log for new lines", "tail -f app.log", "", ""},
	{"which program is git", "command -v git", "", ""},
	{"mkdir -p a/b/c", "mkdir -p a/b/c", "", ""},
	{"chmod 755 script.sh", "chmod 755 script.sh", "", ""},
	{"count words in words.txt", "wc -w words.txt", "", ""},
	{"uptime", "uptime", "", ""},
	{"whoami", "whoami", "", ""},
	{"value of HOME", "printenv HOME", "", `echo "$HOME"`},
	{"json files smaller than 2k", "find . -type f -name '*.json' -size -2048c -exec ls -lh {} +", "", ""},
	{"untar backup.tar.bz2", "tar -xjf backup.tar.bz2", "", ""},
	{"what's in backup.tar.xz", "tar -tJf backup.tar.xz", "", ""},
	{"date as YYYYMMDD", "date +%Y%m%d", "", ""},
	{"show time as HH:MM", "date +%H:%M", "", ""},
	{"print the value of JAVA_HOME", "printenv JAVA_HOME", "", `echo "$JAVA_HOME"`},
	{"sort -u names.txt", "sort -u names.txt", "", ""},
	{"uniq names.txt", "uniq names.txt", "", ""},
	{"print the 2nd and 4th columns of data.tsv", "awk -F'\\t' -v OFS='\\t' '{ print $2, $4 }' data.tsv", "", ""},
	{"grep -ri \"connection refused\" /var/log", "grep -rin 'connection refused' /var/log", "", ""},
	{"show me notes.txt with line numbers", "cat -n notes.txt", "", ""},
	{"tail -n 5 app.log", "tail -n 5 app.log", "", ""},
	{"head -5 notes.txt", "head -n 5 notes.txt", "", ""},
	{"ls -S", "ls -S", "", ""}, // ls with its options as typed
	{"sort -r fruits.txt", "sort -r fruits.txt", "", ""},
	{"tar -czf out.tar.gz src", "tar -czf out.tar.gz src", "", ""},
	{"tar xzf bundle.tar.gz", "tar -xzf bundle.tar.gz", "", ""},
	{"unzip -l pack.zip", "unzip -l pack.zip", "", ""},
	{"date +%s", "date +%s", "", ""},
	{"which ls", "command -v ls", "", ""},
	{"printenv USER", "printenv USER", "", `echo "$USER"`},
	{"compare a.txt and b.txt", "diff -u a.txt b.txt", "", ""},
	{"what time is it in new york", "TZ=America/New_York date", "", ""},
	{"commit everything with message fix", "git add -A && git commit -m fix", "", ""},
	{"count how many .js files are in this project", "find . -type f -name '*.js' | wc -l", "", ""},
	{"show disk usage in human readable form", "df -h", "", ""},
	{"look for config.yaml", "find . -name config.yaml 2>/dev/null", "", ""},
	{"replace every tab with a comma in data.tsv", "tr '\\t' , < data.tsv", "", ""},
	{"display the first ten lines of notes.txt", "head -n 10 notes.txt", "", ""},
	{"gimme the last 5 lines of app.log", "tail -n 5 app.log", "", ""},
	{"which ports are open on this machine", "ss -tuln", "lsof -nP -iTCP -sTCP:LISTEN", "netstat -tuln"},
	{"time in Europe/Paris", "TZ=Europe/Paris date", "", ""},
	{"processes named python", "pgrep -a python", "pgrep -lf python", "ps | grep -i -- python | grep -v grep"},
	{"make notes.txt empty", ": > notes.txt", "", ""},
	{"largest folders in /var", "du -h --max-depth=1 /var 2>/dev/null | sort -rh | head -n 11", "du -h -d 1 /var 2>/dev/null | sort -rh | head -n 11", "du -k -d 1 /var 2>/dev/null | sort -rn | head -n 11"},
	{"make a symlink called latest pointing to build", "ln -s build latest", "", ""},
	{"make a tar.gz of the docs folder named docs.tar.gz", "tar -czf docs.tar.gz docs", "", ""},
	{"what's in bundle.tar.gz", "tar -tzf bundle.tar.gz", "", ""},
	{"uniq -c dups.txt", "sort dups.txt | uniq -c | sort -rn", "", ""},
	{"env vars containing PATH", "env | grep -i -- PATH", "", ""},
	{"date as YYYY-MM-DD", "date +%Y-%m-%d", "", ""},
	{"print the date as dd/mm/yyyy", "date +%d/%m/%Y", "", ""},
	{"sort nums.txt from largest to smallest", "sort -rn nums.txt", "", ""},
	{"delete empty folders", "find . -mindepth 1 -type d -empty -print -delete", "", "find . -mindepth 1 -depth -type d -empty -print -exec rmdir {} \\;"},
	{"how many times does ERROR appear in app.log", "grep -o ERROR app.log | wc -l", "", ""},
	{"lines in app.log that don't contain ok", "grep -v ok app.log", "", ""},
}

func TestBasicsOnEachPlatform(t *testing.T) {
	cases := basicsCases
	for _, c := range cases {
		for _, pv := range []struct {
			name string
			p    *platform.Info
			want string
		}{{"gnu", gnu(), c.gnu}, {"mac", mac(), c.mac}, {"busybox", busybox(), c.busybox}} {
			want := pv.want
			if want == "" {
				want = c.gnu // the same everywhere
			}
			if r := ask(t, c.task, pv.p, 0); r.Cmd != want {
				t.Errorf("%s on %s: got %q (%.2f), want %q", c.task, pv.name, r.Cmd, r.Confidence, want)
			}
		}
	}
}

// TestNoSecondGuessAfterAFailedRound: after a command that failed, or
// that the user skipped, the catalogue proposes nothing else ("is there
// a x.txt" whose ls -ld found none got cat x.txt next); after one that
// succeeded, a task of several steps goes on.
func TestNoSecondGuessAfterAFailedRound(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, c := range []struct {
		round   llm.Round
		want    string
		thought string
	}{
		{llm.Round{Command: "ls -ld missing.txt", ExitCode: 2}, "", "`ls -ld missing.txt` exited with 2"},
		{llm.Round{Command: "ls -ld missing.txt", ExitCode: -1}, "", "`ls -ld missing.txt` was not run"},
	} {
		meta := llm.Meta{Task: "is there a missing.txt", Iteration: 1, Purpose: "generate", Rounds: []llm.Round{c.round}}
		text, err := llm.Complete(context.Background(), NewFor(p), llm.Request{Meta: meta})
		if err != nil {
			t.Fatal(err)
		}
		var r reply
		if err := json.Unmarshal([]byte(text), &r); err != nil {
			t.Fatal(err)
		}
		if r.Cmd != c.want || r.Status != "FAIL" || !strings.Contains(r.Thought, c.thought) {
			t.Errorf("after %+v: %+v", c.round, r)
		}
	}
	// a task of steps goes on after a step that succeeded
	if r := ask(t, "free up disk space", p, 1); !strings.HasPrefix(r.Cmd, "du -h") {
		t.Errorf("second step after df -h: %+v", r)
	}
}

// TestAdviceQuestionSaysWhyFirst: a question about doing something gets
// no command, and the first words say why (the generic "beyond the
// catalogue" hint comes after it).
func TestAdviceQuestionSaysWhyFirst(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	if err := os.Mkdir(filepath.Join(p.Cwd, "build"), 0o755); err != nil {
		t.Fatal(err)
	}
	r := ask(t, "should I remove the build folder?", p, 0)
	if r.Cmd != "" || !strings.HasPrefix(r.Thought, "caro reads this as a question about doing it") || !strings.Contains(r.Thought, NoModelHint) {
		t.Errorf("got %q (%q)", r.Cmd, r.Thought)
	}
}
