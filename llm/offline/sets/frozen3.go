package sets

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// frozen3Case is one request of the third frozen set
// (testdata/frozen3.json), written for issue 15's everyday basics by
// someone who did not read the catalogue, the matcher, or the requests of
// the other two sets, in a tree of its own (prepareFrozen3: the second
// set's tree with new files under new names). Nobody tunes on it. Its
// checks are frozenCase's and a few more; Ref is one right command, run by
// TestFrozen3Refs so that every check is shown to be passable (it is never
// shown to the backend).
type frozen3Case struct {
	frozenCase
	Ref string `json:"ref"`
	// HasAny: the output holds at least one of these. Besides the
	// second set's placeholders, {os} is uname -s, {wd} the weekday's
	// first three letters, {zip} and {unzip} the programs' paths.
	HasAny []string `json:"has_any"`
	// Match and NoMatch: regular expressions (multi-line) the output
	// must and must not match; placeholders are filled in first.
	Match   []string `json:"match"`
	NoMatch []string `json:"no_match"`
	// Words: whitespace-separated tokens the output must hold.
	Words []string `json:"words"`
	// Order: the output holds these in this order.
	Order []string `json:"order"`
	// MaxLines: at most this many non-blank output lines.
	MaxLines *int `json:"max_lines"`
	// Dirs: paths that are directories after the command.
	Dirs []string `json:"dirs"`
	// Fresh: files modified in the last two minutes (their content kept
	// is checked with file_has).
	Fresh []string `json:"fresh"`
	// ArchiveLacks: the archive holds no entry with these base names.
	ArchiveLacks map[string][]string `json:"archive_lacks"`
	// FollowFile: with follow, a line "FOLLOW-MARK 7" is appended to this
	// file a second after the command starts; a command that follows the
	// file shows it (check it with has).
	FollowFile string `json:"follow_file"`
	// Beyond: the request is beyond a small catalogue; no check could pass
	// it offline, so abstaining is the right thing. An abstention counts
	// as abstained (neither right nor wrong) and any command as wrong.
	Beyond bool `json:"beyond"`
	// Category names the basic the case measures (for the report only).
	Category string `json:"category"`
}

// frozen3Set is the third set's harness (olderSet): its cases, its tree
// (prepareFrozen3) and its judge (judge3).
var frozen3Set = olderSet[frozen3Case]{file: "frozen3.json", setup: setupFrozen3, prep: readyTree(prepareFrozen3),
	judge: frozen3Case.judge3, follow: frozen3Follow, minCases: 170}

const (
	poem3 = "roses are red\nviolets are blue\nsugar is sweet\nand so are you\nthe sun is warm\nthe moon is cold\n" +
		"stars are bright\nnight is old\nrivers run\nmountains stand\nwinds blow\ntime moves on\n"
	essay3  = "The quick brown fox jumps over the lazy dog.\nPack my box with five dozen liquor jugs.\nHow vexingly quick daft zebras jump!\n"
	events3 = "2026-01-01 INFO service started\n2026-01-01 ERROR database timeout\n2026-01-01 debug cache warm\n" +
		"2026-01-02 error disk full\n2026-01-02 WARN slow request\n2026-01-02 debug cache miss\n" +
		"2026-01-03 Error connection reset\n2026-01-03 INFO shutting down\n"
)

// buildFrozen3 builds the second frozen set's tree with the third set's
// files: new names, so that a command must use the file the request names.
func buildFrozen3(t *testing.T) string {
	t.Helper()
	dir := prepareFrozen2(t)
	files := map[string]string{
		"poem.txt":           poem3,
		"essay.txt":          essay3,
		"events.log":         events3,
		"fruits.txt":         "pear\napple\nfig\napple\nbanana\npear\nkiwi\n",
		"pingpong.txt":       "ping\nping\npong\nping\n",
		"scores.txt":         "7\n42\n100\n3\n15\n",
		"cities.csv":         "city,country,population\nParis,France,2100000\nRome,Italy,2800000\nOslo,Norway,700000\n",
		"accounts.txt":       "alice:x:1000:1000:Alice:/home/alice:/bin/bash\nbob:x:1001:1001:Bob:/home/bob:/bin/zsh\ncarl:x:1002:1002:Carl:/home/carl:/usr/sbin/nologin\n",
		"inventory.txt":      "widget 4 blue\ngadget 12 red\ngizmo 7 green\n",
		"sales.tsv":          "north\t120\tq1\nsouth\t80\tq2\n",
		"config.ini":         "[server]\nhost=localhost\nport=8080\nmode=debug\n",
		"template.txt":       "Hello NAME, welcome NAME\n",
		"draft.txt":          "draft v1\n",
		"todo.md":            "- ship it\n",
		"stale.txt":          "stale\n",
		"run.sh":             "#!/bin/sh\necho run\n",
		"bin/build.sh":       "#!/bin/sh\necho build\n",
		"secrets.env":        "TOKEN=abc\n",
		"shared.txt":         "shared\n",
		"app/main.py":        "import os\n# TODO: handle errors\nprint('hi')\n",
		"app/lib/helpers.py": "def helper():\n    pass  # TODO refactor\n",
		"app/lib/consts.py":  "PI = 3.14\n",
		"app/README.txt":     "App readme\n",
		"site/index.html":    "<h1>home</h1>\n",
		"site/style.css":     "body {}\n",
		"site/img/logo.png":  "png\n",
		"reports/q1.txt":     "first quarter\n",
		"reports/q2.txt":     "second quarter\n",
		"reports/q3.txt":     "third quarter\n",
		"media/thumb.png":    strings.Repeat("t", 10<<10),
		"media/poster.jpg":   strings.Repeat("p", 600<<10),
		"media/clip.mp4":     strings.Repeat("c", 3<<19),
		"backup/.keep":       "",
		"restore/.keep":      "",
		"logs/web.log":       "GET / 200\nGET /x 404\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(filepath.Join(dir, "shared.txt"), 0o666)
	now := time.Now()
	for name, age := range map[string]time.Duration{
		"reports/q1.txt": 5*24*time.Hour + time.Hour,
		"reports/q2.txt": 36 * time.Hour,
		"stale.txt":      10 * 24 * time.Hour,
	} {
		old := now.Add(-age)
		os.Chtimes(filepath.Join(dir, name), old, old)
	}
	// backup-2024.tar.gz holds a folder of its own; invoices.zip two
	// files at its top.
	writeTarGz(t, filepath.Join(dir, "backup-2024.tar.gz"), "backup-2024/", now,
		map[string]string{"backup-2024/ledger.txt": "ledger\n", "backup-2024/notes/summary.txt": "summary\n"})
	writeZip(t, filepath.Join(dir, "invoices.zip"), "jan.txt", "feb.txt")
	return dir
}

// writeTarGz writes a gzipped tar at path: the directory top, then files
// (name to body), all dated now.
func writeTarGz(t *testing.T, path, top string, now time.Time, files map[string]string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(tw.WriteHeader(&tar.Header{Name: top, Typeflag: tar.TypeDir, Mode: 0o755, ModTime: now}))
	for name, body := range files {
		must(tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body)), ModTime: now}))
		_, err := io.WriteString(tw, body)
		must(err)
	}
	must(tw.Close())
	must(gz.Close())
}

// writeZip writes a zip at path holding names at its top, each file
// holding its own name and a newline.
func writeZip(t *testing.T, path string, names ...string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for _, name := range names {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, name+"\n")
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
}

// frozen3Env is the second set's environment with a few more placeholders.
type frozen3Env struct {
	*frozen2Env
}

func setupFrozen3(t *testing.T) *frozen3Env {
	t.Helper()
	e := setupFrozen2(t)
	vars := map[string]string{"{wd}": time.Now().UTC().Weekday().String()[:3]}
	// A login shell sets these; the test's environment may not.
	if u, err := user.Current(); err == nil {
		t.Setenv("USER", u.Username)
		t.Setenv("LOGNAME", u.Username)
	}
	if b, err := exec.Command("uname", "-s").Output(); err == nil {
		vars["{os}"] = strings.TrimSpace(string(b))
	}
	for _, p := range []string{"zip", "unzip"} {
		if path, err := exec.LookPath(p); err == nil {
			vars["{"+p+"}"] = path
		}
	}
	e.fill = fillWith(vars, e.fill)
	return &frozen3Env{e}
}

// judge3 runs frozenCase's checks, then the third set's.
func (c frozen3Case) judge3(out, dir string, fill func(string) string) error {
	fc := c.frozenCase
	fc.First, fc.Last = fill(fc.First), fill(fc.Last)
	if err := fc.judge(out, dir, fill); err != nil {
		return err
	}
	if len(c.HasAny) > 0 {
		found := false
		for _, s := range c.HasAny {
			found = found || strings.Contains(out, fill(s))
		}
		if !found {
			return fmt.Errorf("output has none of %q", c.HasAny)
		}
	}
	for _, m := range c.Match {
		re, err := regexp.Compile("(?m)" + fill(m))
		if err != nil {
			return err
		}
		if !re.MatchString(out) {
			return fmt.Errorf("output does not match %s", m)
		}
	}
	for _, m := range c.NoMatch {
		re, err := regexp.Compile("(?m)" + fill(m))
		if err != nil {
			return err
		}
		if re.MatchString(out) {
			return fmt.Errorf("output matches %s", m)
		}
	}
	tokens := map[string]bool{}
	for _, f := range strings.Fields(out) {
		tokens[f] = true
	}
	for _, w := range c.Words {
		if !tokens[fill(w)] {
			return fmt.Errorf("output lacks the word %q", w)
		}
	}
	rest := out
	for _, s := range c.Order {
		i := strings.Index(rest, fill(s))
		if i < 0 {
			return fmt.Errorf("output lacks %q in order %q", s, c.Order)
		}
		rest = rest[i+len(fill(s)):]
	}
	if c.MaxLines != nil && len(nonBlank(out)) > *c.MaxLines {
		return fmt.Errorf("%d lines, want at most %d", len(nonBlank(out)), *c.MaxLines)
	}
	for _, p := range c.Dirs {
		if fi, err := os.Stat(filepath.Join(dir, p)); err != nil || !fi.IsDir() {
			return fmt.Errorf("%s is not a directory", p)
		}
	}
	for _, p := range c.Fresh {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil || time.Since(fi.ModTime()) > 2*time.Minute {
			return fmt.Errorf("%s was not touched", p)
		}
	}
	if err := archiveLacks(dir, c.ArchiveLacks, archiveNames); err != nil {
		return err
	}
	return nil
}

// frozen3Follow: a command that follows a file is stopped after three
// seconds; the mark is appended a second after it starts.
var frozen3Follow = followTimes{stop: 3 * time.Second, mark: time.Second, line: "FOLLOW-MARK 7\n"}

// TestFrozen3Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestFrozen3Refs(t *testing.T) { frozen3Set.refs(t) }

// TestFrozen3RefsCanFail shows the checks reject wrong commands: each of
// these is a plausible wrong answer to its request.
func TestFrozen3RefsCanFail(t *testing.T) {
	wrongs := map[string]string{
		"sort the numbers in scores.txt from smallest to largest": "sort scores.txt",
		"show the first 3 lines of poem.txt":                      "head -n 3 numbers.txt",
		"print the third column of cities.csv":                    "cut -d, -f2 cities.csv",
		"zip the reports folder into reports.zip":                 "zip reports.zip reports",
		"who am i":                               "ls -l",
		"follow events.log as new lines come in": "tail events.log",
		"print pingpong.txt without consecutive duplicate lines": "sort -u pingpong.txt",
		"files modified today":                          "find . -type f -mtime -3",
		"count the words in draft.txt":                  "wc -l draft.txt",
		"make a directory called projects":              "touch projects",
		"update the timestamp on stale.txt":             "cat stale.txt",
		"what's my user id":                             "date",
		"disk space?":                                   "du -sh .",
		"how much ram is free":                          "df -h",
		"tar and gzip the site folder into site.tar.gz": "tar czf site.tar.gz .",
		"replace every NAME with Sam in template.txt, editing it in place":       "sed -i 's/NAME/Sam/' template.txt",
		"show template.txt with NAME replaced by Sam, without changing the file": "sed -i 's/NAME/Sam/g' template.txt",
		"what's inside invoices.zip?":                                            "unzip invoices.zip",
		"lines 2-4 of events.log":                                                "head -4 events.log",
		"show line numbers of the lines containing timeout in events.log":        "grep timeout events.log",
		"make secrets.env readable and writable only by me":                      "chmod 644 secrets.env",
		"create a symbolic link named latest pointing to reports/q3.txt":         "cp reports/q3.txt latest",
		"count how many times each line occurs in fruits.txt":                    "uniq -c fruits.txt",
		"print the last colon-delimited field of each line in accounts.txt":      "cut -d: -f1 accounts.txt",
		"find lines with 'error' in events.log, case insensitive":                "grep error events.log",
		"current time as HH:MM":                                                  "date",
		"print the date as dd/mm/yyyy":                                           "date +%F",
		"what's my PATH":                                                         "env",
		"cpu architecture?":                                                      "uname -r",
		"how many bytes is essay.txt":                                            "wc -w essay.txt",
		"files over 1MB":                                                         "find . -type f -size +2M",
		"untar backup-2024.tar.gz into the restore folder":                       "tar -xzf backup-2024.tar.gz",
		"show all environment variables":                                         "echo $HOME",
		"my ip":                                                                  "hostname",
	}
	frozen3Set.refsCanFail(t, oneEach(wrongs))
}

// TestFrozen3Set runs the third frozen set like TestFrozenSet2 (offline
// backend, then the command through caro's MCP tools in permissive mode,
// in a fresh tree) and sorts each answer: right by execution, confidently
// wrong (a command that ran, or was refused, and did not do what was
// asked; any command for a request beyond the catalogue), or abstained.
func TestFrozen3Set(t *testing.T) {
	cases, right, wrong, abstained := frozen3Set.score(t)
	// A ratchet (first measured, on the code as it was when the set was
	// committed, at 129 right, 18 confidently wrong, 53 abstained of 200;
	// 15 of the abstentions are the beyond requests; the set is a
	// development set now, held out no longer: frozen set 4 is): any
	// regression fails. Raise it when the score rises; never lower it.
	// Raised to the score of 6ddced2 (the grammar layer); to 185 with
	// dev sets 14 and 15's plain file wordings (fx4-files).
	scoreFrozen(t, "offline frozen set 3", len(cases), right, wrong, abstained, 185, 0)
}

// TestFrozen3Variants runs other right commands for some requests (other
// flags, other tools, GNU and POSIX spellings): a check must accept every
// right answer, not only the reference.
func TestFrozen3Variants(t *testing.T) {
	variants := map[string][]string{
		"print poem.txt":                         {"cat -n poem.txt", "nl poem.txt", "less poem.txt"},
		"show the first 3 lines of poem.txt":     {"head -3 poem.txt", "sed -n 1,3p poem.txt", "awk 'NR<=3' poem.txt"},
		"show the last 4 lines of poem.txt":      {"tail -4 poem.txt", "tail -n4 poem.txt"},
		"print lines 5 to 10 of poem.txt":        {"awk 'NR>=5 && NR<=10' poem.txt", "head -n 10 poem.txt | tail -n 6"},
		"last line of poem.txt":                  {"sed -n '$p' poem.txt", "awk 'END{print}' poem.txt"},
		"how many lines are in poem.txt":         {"cat poem.txt | wc -l", "grep -c '' poem.txt", "awk 'END{print NR}' poem.txt"},
		"how many words in essay.txt":            {"wc essay.txt", "cat essay.txt | wc -w"},
		"how many bytes is essay.txt":            {"stat -c %s essay.txt", "ls -l essay.txt", "du -b essay.txt"},
		"sort fruits.txt":                        {"sort < fruits.txt", "cat fruits.txt | sort"},
		"sort scores.txt from highest to lowest": {"sort -n -r scores.txt", "sort -n scores.txt | tac"},
		"show the distinct lines of fruits.txt":  {"sort fruits.txt | uniq", "awk '!seen[$0]++' fruits.txt"},
		"count how many times each line occurs in fruits.txt": {"sort fruits.txt | uniq -c | sort -rn",
			"awk '{c[$0]++} END {for (k in c) print k, c[k]}' fruits.txt"},
		"print the third column of cities.csv":                            {"awk -F, '{print $3}' cities.csv", "cut -d',' -f3 cities.csv | tail -n +2"},
		"first field of accounts.txt, fields separated by colons":         {"awk -F: '{print $1}' accounts.txt"},
		"find lines with 'error' in events.log, case insensitive":         {"grep -in error events.log", "grep --ignore-case error events.log"},
		"show lines in events.log that don't contain debug":               {"grep -v 'debug' events.log", "awk '!/debug/' events.log"},
		"how many lines in events.log contain INFO":                       {"grep INFO events.log | wc -l"},
		"show line numbers of the lines containing timeout in events.log": {"awk '/timeout/ {print NR\": \"$0}' events.log", "cat -n events.log | grep timeout"},
		"find TODO in all files under app":                                {"grep -r TODO app/", "grep -R TODO app", "grep -rl TODO app"},
		"replace localhost with 0.0.0.0 in config.ini":                    {"sed 's/localhost/0.0.0.0/' config.ini", "sed -i.bak 's/localhost/0.0.0.0/g' config.ini"},
		"tar and gzip the site folder into site.tar.gz":                   {"tar -czvf site.tar.gz site/", "tar -czf site.tar.gz -C site ."},
		"zip the reports folder into reports.zip":                         {"zip -r reports.zip reports/", "zip -rq reports.zip reports"},
		"extract backup-2024.tar.gz":                                      {"tar -xvzf backup-2024.tar.gz", "tar xf backup-2024.tar.gz"},
		"extract invoices.zip into a folder called bills":                 {"mkdir -p bills && unzip invoices.zip -d bills", "unzip -o invoices.zip -d bills/"},
		"what's inside invoices.zip?":                                     {"zipinfo invoices.zip", "unzip -l invoices.zip"},
		"which operating system is this":                                  {"uname", "cat /etc/os-release", "uname -a"},
		"who am i":                                                        {"id -un", "echo $USER", "id"},
		"what's my user id":                                               {"id", "echo $UID"},
		"where is git installed":                                          {"command -v git", "type git", "whereis git"},
		"how long has this machine been running":                          {"uptime -p"},
		"what's the system load average":                                  {"cat /proc/loadavg"},
		"show all environment variables":                                  {"printenv", "export -p"},
		"what's my PATH":                                                  {"printenv PATH", "echo $PATH | tr : '\\n'"},
		"what day of the week is it?":                                     {"date", "date +%a"},
		"today's date in YYYY-MM-DD format":                               {"date +%Y-%m-%d", "date -I"},
		"date and time in ISO 8601":                                       {"date --iso-8601=seconds", "date -u +%Y-%m-%dT%H:%M:%SZ"},
		"disk space?":                                                     {"df", "df -H"},
		"how much ram is free":                                            {"free", "cat /proc/meminfo", "vmstat -s", "top -bn1 | head -5"},
		"my ip":                                                           {"ip addr", "ip -4 addr show", "ifconfig"},
		"follow events.log as new lines come in":                          {"tail -F events.log", "tail -n 0 -f events.log"},
		"what files did I modify in the last 3 days":                      {"find . -mtime -3", "find . -type f -newermt '3 days ago'"},
		"files modified today":                                            {"find . -type f -mtime 0", "find . -type f -mtime -1", "find . -daystart -type f -mtime 0"},
		"show files changed in the last hour":                             {"find . -mmin -60", "find . -type f -newermt '1 hour ago'"},
		"find files older than a week":                                    {"find . -mtime +7", "find . -type f -mtime +6"},
		"files over 1MB":                                                  {"find . -size +1M", "find . -type f -size +1024k", "find . -type f -size +1000k"},
		"big files here":                                                  {"du -ah . | sort -rh | head", "ls -lS", "find . -type f -size +1M -exec ls -lh {} +"},
		"make run.sh executable":                                          {"chmod u+x run.sh", "chmod 755 run.sh"},
		"make a directory called projects":                                {"mkdir -p projects"},
		"copy the whole site directory to site-copy":                      {"cp -R site site-copy", "cp -a site site-copy"},
		"create a symbolic link named latest pointing to reports/q3.txt":  {"ln -sf reports/q3.txt latest", "ln -s \"$PWD/reports/q3.txt\" latest"},
	}
	frozen3Set.variantsPass(t, variants)
}

// prepareFrozen3 returns a fresh copy of the tree buildFrozen3 builds, made
// for every call from a template (trees.go).
func prepareFrozen3(t *testing.T) string {
	t.Helper()
	return fromTemplate(t, buildFrozen3)
}
