package sets

import (
	"archive/tar"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// frozen4Case is one request of the fourth frozen set
// (testdata/frozen4.json), written for issue 15's everyday basics by
// someone who did not read the catalogue, the matcher, or the requests of
// the other three sets, in a tree of its own (prepareFrozen4: the third
// set's tree with new files under new names). Nobody tunes on it. Its
// checks are the third set's and a few more; Ref is one right command,
// run by TestFrozen4Refs (it is never shown to the backend).
type frozen4Case struct {
	frozen3Case
	// Tarball: the tar archive (plain or gzipped) exists and holds entries
	// with these base names.
	Tarball map[string][]string `json:"tarball"`
	// Early: the text is in one of the first n non-blank output lines.
	Early map[string]int `json:"early"`
	// Desc: the output is a table whose column headed by the first of
	// these names that a line holds (a process table's %CPU, %MEM or RSS)
	// is sorted from the largest value down, with at least two rows.
	Desc []string `json:"desc"`
}

// frozen4Set is the fourth set's harness (olderSet): its cases, its tree
// (prepareFrozen4) and its judge (judge4), with the third set's follow
// times.
var frozen4Set = olderSet[frozen4Case]{file: "frozen4.json", setup: func(t *testing.T) *frozen3Env { return setupFrozen4(t).frozen3Env },
	prep: readyTree(prepareFrozen4), judge: frozen4Case.judge4, follow: frozen3Follow, minCases: 150, minBeyond: 12}

// buildFrozen4 builds the third frozen set's tree with the fourth set's
// files: new names, so that a command must use the file the request names.
func buildFrozen4(t *testing.T) string {
	t.Helper()
	dir := prepareFrozen3(t)
	var diary strings.Builder
	for i := 1; i <= 15; i++ {
		fmt.Fprintf(&diary, "day %d\n", i)
	}
	files := map[string]string{
		"diary.txt":                diary.String(),
		"speech.txt":               "four score and seven years ago\nour fathers brought forth\n",
		"recipe.md":                "# Pancakes\nflour, milk, eggs\nfry gently\n",
		"groceries.txt":            "milk\neggs\nbread\nmilk\napples\neggs\nmilk\nbutter\n",
		"readings.txt":             "ok\nok\nfail\nfail\nok\n",
		"ages.txt":                 "34\n7\n120\n56\n9\n",
		"heights.txt":              "180\n95\n1000\n42\n",
		"staff.csv":                "name,dept,salary\nAna,Sales,52000\nBen,IT,61000\nCleo,HR,48000\nDev,IT,70000\n",
		"services.txt":             "web:80:nginx\ndb:5432:postgres\ncache:6379:redis\n",
		"players.txt":              "zoe 88 red\nyan 93 blue\nxia 71 green\n",
		"build.log":                "Compiling core\nwarning: unused variable\nWARNING: deprecated api\nCompiling cli\nerror: missing semicolon\nLinking\nWarning: slow test\nDone\n",
		"motd.txt":                 "Welcome to ACME\nACME and ACME again\n",
		"banner.txt":               "hello from ACME\n",
		"shout.txt":                "make me loud\n",
		"title.txt":                "my summer trip\n",
		"phone.txt":                "555-123-4567\n",
		"budget.xlsx":              "budget sheet\n",
		"draft-letter.txt":         "Dear Sir\n",
		"invoice-draft.txt":        "invoice\n",
		"ancient.txt":              "from long ago\n",
		"deploy-prod.sh":           "#!/bin/sh\necho prod\n",
		"cleanup.sh":               "#!/bin/sh\necho clean\n",
		"wallet.key":               "KEY\n",
		"pub.txt":                  "public\n",
		"board.txt":                "board\n",
		"old-config.bak":           "old\n",
		"archive/.keep":            "",
		"scratchpad/.keep":         "",
		"notebook/intro.md":        "FIXME: add intro\nkumquat\n",
		"notebook/ch1/part.md":     "text\nFIXME later\n",
		"notebook/ch1/draft.bak":   "bak\n",
		"notebook/ch2.md":          "clean chapter\n",
		"recipes/pasta.md":         "pasta\nkumquat\n",
		"recipes/soup.md":          "soup\n",
		"recipes/salad.md":         "salad\n",
		"recipes/cake.md":          "cake\n",
		"recipes/shopping.txt":     "list\n",
		"gallery/one.jpg":          "1\n",
		"gallery/two.jpg":          "2\n",
		"gallery/three.jpg":        "3\n",
		"gallery/icon.png":         "i\n",
		"releases/v1/notes-v1.txt": "v1\n",
		"releases/v2/notes-v2.txt": "v2\n",
		"ledger/2025/tax-form.pdf": "pdf\n",
		"journal/today.md":         "today\n",
		"journal/morning.md":       "morning\n",
		"journal/yesterday.md":     "yesterday\n",
		"journal/lastweek.md":      "last week\n",
		"journal/lastmonth.md":     "last month\n",
		"footage/trailer.mov":      strings.Repeat("m", 5<<19),
		"footage/teaser.mov":       strings.Repeat("s", 300<<10),
		"footage/still.png":        strings.Repeat("p", 20<<10),
		"tail.log":                 "boot\nready\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(filepath.Join(dir, "pub.txt"), 0o600)
	os.Chmod(filepath.Join(dir, "board.txt"), 0o666)
	now := time.Now()
	for name, age := range map[string]time.Duration{
		"journal/morning.md":   3 * time.Hour,
		"journal/yesterday.md": 30 * time.Hour,
		"journal/lastweek.md":  6 * 24 * time.Hour,
		"journal/lastmonth.md": 40 * 24 * time.Hour,
		"ancient.txt":          20 * 24 * time.Hour,
	} {
		old := now.Add(-age)
		os.Chtimes(filepath.Join(dir, name), old, old)
	}
	// photos-2023.tar.gz holds a folder of its own; songs.zip two files
	// at its top.
	writeTarGz(t, filepath.Join(dir, "photos-2023.tar.gz"), "photos-2023/", now,
		map[string]string{"photos-2023/beach.jpg": "photos-2023/beach.jpg\n", "photos-2023/city.jpg": "photos-2023/city.jpg\n"})
	writeZip(t, filepath.Join(dir, "songs.zip"), "intro.mp3", "outro.mp3")
	return dir
}

// frozen4Env is the third set's environment with a few more placeholders:
// {host} the host name, {ncpu} the processors nproc counts, {mon} the
// month's first three letters.
type frozen4Env struct {
	*frozen3Env
}

func setupFrozen4(t *testing.T) *frozen4Env {
	t.Helper()
	e := setupFrozen3(t)
	vars := map[string]string{"{mon}": time.Now().UTC().Month().String()[:3]}
	if h, err := os.Hostname(); err == nil {
		vars["{host}"] = h
	}
	if b, err := exec.Command("nproc").Output(); err == nil {
		vars["{ncpu}"] = strings.TrimSpace(string(b))
	}
	e.fill = fillWith(vars, e.fill)
	return &frozen4Env{e}
}

// tarNames lists the base names of a tar archive's entries, gzipped or not.
// A gzipped one is read through the system's gzip where there is one: a
// tarball of a hundred megabytes of zeros took Go's decompressor, under
// the race detector, tens of seconds per case.
func tarNames(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var magic [2]byte
	n, _ := io.ReadFull(f, magic[:])
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	var r io.Reader = f
	if n == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		if gz, err := exec.LookPath("gzip"); err == nil {
			cmd := exec.Command(gz, "-dc")
			cmd.Stdin = f
			out, err := cmd.StdoutPipe()
			if err != nil {
				return nil, err
			}
			if err := cmd.Start(); err != nil {
				return nil, err
			}
			names, err := tarEntryNames(out)
			io.Copy(io.Discard, out)
			if werr := cmd.Wait(); err == nil && werr != nil {
				err = fmt.Errorf("gzip: %v", werr)
			}
			return names, err
		}
		if r, err = gzip.NewReader(f); err != nil {
			return nil, err
		}
	}
	return tarEntryNames(r)
}

// tarEntryNames lists the base names of the entries of the tar stream r.
func tarEntryNames(r io.Reader) ([]string, error) {
	var names []string
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return names, nil
		}
		if err != nil {
			return nil, err
		}
		names = append(names, filepath.Base(h.Name))
	}
}

// descending checks that the column headed by one of names is sorted from
// the largest value down. Without a header line (ps aux piped through
// sort, which moves it), ps aux's layout is assumed: %CPU is its third
// column, %MEM its fourth, RSS its sixth.
func descending(out string, names []string) error {
	ls := nonBlank(out)
	col, start := -1, 0
	for i, l := range ls {
		for j, f := range strings.Fields(l) {
			for _, n := range names {
				if col < 0 && f == n {
					col, start = j, i+1
				}
			}
		}
		if col >= 0 {
			break
		}
	}
	if col < 0 {
		col = map[string]int{"%CPU": 2, "%MEM": 3, "RSS": 5}[names[0]]
	}
	var vals []float64
	for _, l := range ls[start:] {
		fs := strings.Fields(l)
		if len(fs) <= col {
			continue
		}
		v, err := strconv.ParseFloat(strings.TrimSuffix(fs[col], "%"), 64)
		if err != nil {
			continue
		}
		vals = append(vals, v)
	}
	if len(vals) < 2 {
		return fmt.Errorf("no table sorted by %v", names)
	}
	return sortedDown(vals, names[0])
}

// judge4 runs the third set's checks, then the fourth set's.
func (c frozen4Case) judge4(out, dir string, fill func(string) string) error {
	if err := c.judge3(out, dir, fill); err != nil {
		return err
	}
	for p, want := range c.Tarball {
		names, err := tarNames(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("archive %s: %v", p, err)
		}
		for _, w := range want {
			found := false
			for _, n := range names {
				found = found || n == w
			}
			if !found {
				return fmt.Errorf("archive %s lacks %s", p, w)
			}
		}
	}
	ls := nonBlank(out)
	for s, n := range c.Early {
		found := false
		for i := 0; i < n && i < len(ls); i++ {
			found = found || strings.Contains(ls[i], fill(s))
		}
		if !found {
			return fmt.Errorf("%q is not in the first %d lines", s, n)
		}
	}
	if len(c.Desc) > 0 {
		if err := descending(out, c.Desc); err != nil {
			return err
		}
	}
	return nil
}

// TestFrozen4Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestFrozen4Refs(t *testing.T) { frozen4Set.refs(t) }

// TestFrozen4RefsCanFail shows the checks reject wrong commands: each of
// these is a plausible wrong answer to its request.
func TestFrozen4RefsCanFail(t *testing.T) {
	wrongs := map[string]string{
		"sort ages.txt numerically":                                            "sort ages.txt",
		"order the numbers in heights.txt from biggest to smallest":            "sort -n heights.txt",
		"sort groceries.txt in reverse order":                                  "sort groceries.txt",
		"collapse repeated adjacent lines in readings.txt":                     "sort -u readings.txt",
		"count how often each item appears in groceries.txt":                   "uniq -c groceries.txt",
		"most common line in groceries.txt":                                    "sort groceries.txt | uniq -c | head -1",
		"lines that appear only once in groceries.txt":                         "sort -u groceries.txt",
		"second column of staff.csv":                                           "cut -d, -f3 staff.csv",
		"3rd colon-separated field in services.txt":                            "awk '{print $3}' services.txt",
		"total of the salary column in staff.csv":                              "awk -F, '{s+=$2} END {print s}' staff.csv",
		"find lines containing warning in build.log, ignoring case":            "grep warning build.log",
		"how many lines in build.log contain Compiling":                        "grep Compiling build.log",
		"which line number is 'Linking' on in build.log":                       "grep Linking build.log",
		"search for FIXME in all files under notebook":                         "grep FIXME notebook/*",
		"show motd.txt with ACME swapped for Globex, don't change the file":    "sed -i 's/ACME/Globex/g' motd.txt",
		"replace ACME with Globex in motd.txt":                                 "sed 's/ACME/Globex/' motd.txt",
		"change every ACME to Globex in banner.txt and save it":                "sed 's/ACME/Globex/g' banner.txt",
		"zip up the recipes folder as recipes.zip":                             "zip recipes.zip recipes",
		"extract songs.zip to a folder called music":                           "unzip songs.zip",
		"what files are in photos-2023.tar.gz":                                 "tar -xvzf photos-2023.tar.gz",
		"compress the notebook folder into notebook.tar.gz":                    "tar -czf notebook.tar.gz recipes",
		"make a tar archive of releases called releases.tar":                   "tar -cf releases.tar gallery",
		"unpack photos-2023.tar.gz":                                            "tar -tzf photos-2023.tar.gz",
		"first 5 lines of diary.txt":                                           "head -n 5 groceries.txt",
		"what's the final line of diary.txt":                                   "tail diary.txt",
		"count the words in speech.txt":                                        "wc -l speech.txt",
		"size of speech.txt in bytes":                                          "wc -w speech.txt",
		"kernel version?":                                                      "uname -m",
		"what cpu architecture is this":                                        "uname -r",
		"hostname?":                                                            "whoami",
		"date as YYYY-MM-DD":                                                   "date",
		"unix timestamp":                                                       "date +%S",
		"print just the weekday name":                                          "date",
		"how full is my disk":                                                  "du -sh .",
		"how much memory do I have":                                            "df -h",
		"my ip address":                                                        "hostname",
		"how many cpus does this box have":                                     "uname -m",
		"what's using the most cpu":                                            "ps aux --sort=%cpu | tail -5",
		"which processes are hogging memory":                                   "free -h",
		"watch tail.log for new lines":                                         "tail tail.log",
		"files in footage under 1MB":                                           "find footage -type f -size -1M",
		"files bigger than 2 megabytes in footage":                             "find footage -type f -size -2M",
		"biggest files here":                                                   "ls -lSr",
		"files in journal older than a month":                                  "find journal -type f -mtime -30",
		"what changed in journal in the last 2 days":                           "find journal -type f -mtime +2",
		"journal files modified today":                                         "find journal -type f -mtime -2",
		"how many .md files are in recipes":                                    "ls recipes | wc -l",
		"list every .md file under notebook, subfolders too":                   "ls notebook/*.md",
		"make deploy-prod.sh executable":                                       "chmod +x cleanup.sh",
		"only I should be able to read and write wallet.key":                   "chmod 644 wallet.key",
		"remove write permission for others on board.txt":                      "chmod 644 board.txt",
		"symlink current -> releases/v2":                                       "ln -s releases/v1 current",
		"create a soft link called latest-notes pointing at notebook/intro.md": "ln notebook/intro.md latest-notes",
		"duplicate the notebook folder as notebook-copy":                       "cp notebook notebook-copy",
		"rename budget.xlsx to budget-2025.xlsx":                               "cp budget.xlsx budget-2025.xlsx",
		"update ancient.txt's modified time to now":                            "cat ancient.txt",
		"show the value of EDITOR":                                             "env",
		"what is my HOME set to":                                               "env",
		"uppercase shout.txt":                                                  "cat shout.txt",
		"lowercase everything in build.log":                                    "tr a-z A-Z < build.log",
	}
	frozen4Set.refsCanFail(t, oneEach(wrongs))
}

// TestFrozen4Variants runs other right commands for some requests (other
// flags, other tools, GNU and POSIX spellings): a check must accept every
// right answer, not only the reference.
func TestFrozen4Variants(t *testing.T) {
	variants := map[string][]string{
		"first 5 lines of diary.txt":                  {"head -5 diary.txt", "sed -n 1,5p diary.txt", "awk 'NR<=5' diary.txt"},
		"lines 6 through 9 of diary.txt":              {"awk 'NR>=6 && NR<=9' diary.txt", "head -n 9 diary.txt | tail -n 4", "sed -n '6,9p' diary.txt"},
		"what's the final line of diary.txt":          {"sed -n '$p' diary.txt", "awk 'END{print}' diary.txt"},
		"show diary.txt from line 12 onwards":         {"sed -n '12,$p' diary.txt", "awk 'NR>=12' diary.txt"},
		"how many lines does diary.txt have":          {"cat diary.txt | wc -l", "grep -c '' diary.txt", "awk 'END{print NR}' diary.txt"},
		"count the words in speech.txt":               {"wc speech.txt", "cat speech.txt | wc -w"},
		"size of speech.txt in bytes":                 {"stat -c %s speech.txt", "ls -l speech.txt", "du -b speech.txt"},
		"sort ages.txt high to low":                   {"sort -n -r ages.txt", "sort -n ages.txt | tac"},
		"groceries.txt without duplicates":            {"awk '!seen[$0]++' groceries.txt", "sort groceries.txt | uniq"},
		"which lines are duplicated in groceries.txt": {"sort groceries.txt | uniq -D"},
		"count how often each item appears in groceries.txt": {"sort groceries.txt | uniq -c | sort -rn",
			"awk '{c[$0]++} END {for (k in c) print k, c[k]}' groceries.txt"},
		"most common line in groceries.txt":                           {"sort groceries.txt | uniq -c | sort -nr | head -n 1", "sort groceries.txt | uniq -c | sort -rn"},
		"second column of staff.csv":                                  {"awk -F, '{print $2}' staff.csv", "cut -d',' -f2 staff.csv | tail -n +2"},
		"print the names and salaries from staff.csv":                 {"awk -F, '{print $1, $3}' staff.csv", "awk -F, '{print $1 \"\\t\" $3}' staff.csv"},
		"cut the 2nd field of services.txt, the delimiter is a colon": {"awk -F: '{print $2}' services.txt"},
		"print the 2nd column of players.txt":                         {"cut -d' ' -f2 players.txt"},
		"total of the salary column in staff.csv":                     {"awk -F, '{s+=$3} END {print s}' staff.csv", "tail -n +2 staff.csv | cut -d, -f3 | paste -sd+ | bc"},
		"find lines containing warning in build.log, ignoring case":   {"grep -in warning build.log", "grep --ignore-case warning build.log"},
		"how many lines in build.log contain Compiling":               {"grep Compiling build.log | wc -l"},
		"find 'missing' in build.log and show line numbers":           {"awk '/missing/ {print NR\": \"$0}' build.log", "cat -n build.log | grep missing"},
		"which line number is 'Linking' on in build.log":              {"awk '/Linking/ {print NR}' build.log", "grep -n Linking build.log | cut -d: -f1"},
		"search for FIXME in all files under notebook":                {"grep -R FIXME notebook/", "grep -rn FIXME notebook", "grep -rl FIXME notebook"},
		"list the files that contain the word kumquat":                {"grep -rlw kumquat .", "grep -Rl kumquat"},
		"replace ACME with Globex in motd.txt":                        {"sed 's/ACME/Globex/g' motd.txt", "sed -i.bak 's/ACME/Globex/g' motd.txt"},
		"uppercase shout.txt":                                         {"awk '{print toupper($0)}' shout.txt", "tr '[:lower:]' '[:upper:]' < shout.txt"},
		"compress the notebook folder into notebook.tar.gz":           {"tar -czvf notebook.tar.gz notebook/", "tar -czf notebook.tar.gz -C notebook ."},
		"zip up the recipes folder as recipes.zip":                    {"zip -r recipes.zip recipes/", "zip -rq recipes.zip recipes"},
		"unpack photos-2023.tar.gz":                                   {"tar xf photos-2023.tar.gz", "tar -xvzf photos-2023.tar.gz"},
		"extract songs.zip to a folder called music":                  {"mkdir -p music && unzip songs.zip -d music", "unzip -o songs.zip -d music/"},
		"list the contents of songs.zip without extracting":           {"zipinfo songs.zip", "unzip -l songs.zip"},
		"what files are in photos-2023.tar.gz":                        {"tar -tvzf photos-2023.tar.gz", "tar tf photos-2023.tar.gz"},
		"kernel version?":                                             {"uname -a", "uname -sr", "cat /proc/version"},
		"which user am I logged in as":                                {"id -un", "echo $USER"},
		"where is the tar binary":                                     {"which tar", "type tar"},
		"list my environment variables":                               {"printenv"},
		"show the value of EDITOR":                                    {"printenv EDITOR", "env | grep EDITOR"},
		"what is my HOME set to":                                      {"printenv HOME"},
		"today's date in ISO format":                                  {"date +%F", "date +%Y-%m-%d", "date -Iseconds"},
		"date as YYYY-MM-DD":                                          {"date +%Y-%m-%d", "date -I"},
		"print just the weekday name":                                 {"date +%a"},
		"current time, hours and minutes only":                        {"date +%R", "date '+%I:%M %p'"},
		"date and time in UTC":                                        {"date -u -Iseconds", "date --utc"},
		"how full is my disk":                                         {"df", "df -H", "df -h /"},
		"how much memory do I have":                                   {"free", "cat /proc/meminfo", "vmstat -s", "top -bn1 | head -5"},
		"my ip address":                                               {"ip addr", "ifconfig", "ip -4 addr show"},
		"how many cpus does this box have":                            {"lscpu", "grep -c processor /proc/cpuinfo", "getconf _NPROCESSORS_ONLN"},
		"what's using the most cpu":                                   {"top -b -n 1 | head -20", "ps -eo pid,comm,%cpu --sort=-%cpu | head", "ps aux | sort -nrk 3 | head"},
		"which processes are hogging memory":                          {"top -b -n1 -o %MEM | head -15", "ps -eo pid,rss,comm --sort=-rss | head", "ps aux | sort -nrk 4 | head -5"},
		"watch tail.log for new lines":                                {"tail -F tail.log", "tail -n 0 -f tail.log", "tail -f -n 5 tail.log"},
		"what changed in journal in the last 2 days":                  {"find journal -mtime -2", "find journal -type f -newermt '2 days ago'"},
		"files in journal edited in the past 5 hours":                 {"find journal -mmin -300", "find journal -newermt '5 hours ago' -type f"},
		"journal files modified today":                                {"find journal -type f -mtime 0", "find journal -type f -mtime -1"},
		"files in journal older than a month":                         {"find journal -mtime +29", "find journal -type f ! -newermt '30 days ago'"},
		"files in footage under 1MB":                                  {"find footage -type f -size -1000k", "find footage -type f -size -1024k -exec ls -lh {} +"},
		"files bigger than 2 megabytes in footage":                    {"find footage -size +2048k", "find footage -type f -size +2M -exec ls -lh {} \\;"},
		"biggest files here":                                          {"du -ah . | sort -rh | head", "ls -lhS", "find . -type f -exec du -h {} + | sort -rh | head"},
		"largest files in footage":                                    {"ls -S footage", "du -a footage | sort -rn | head"},
		"find tax-form.pdf":                                           {"find . -type f -name tax-form.pdf", "find . -iname 'tax-form.pdf'"},
		"find all .bak files":                                         {"find . -type f -name \"*.bak\""},
		"how many .md files are in recipes":                           {"find recipes -name '*.md' | wc -l", "ls -1 recipes/*.md | wc -l"},
		"number of files in journal":                                  {"find journal -type f | wc -l", "ls -1 journal | wc -l"},
		"make deploy-prod.sh executable":                              {"chmod 755 deploy-prod.sh", "chmod u+x deploy-prod.sh", "chmod a+x deploy-prod.sh"},
		"only I should be able to read and write wallet.key":          {"chmod u=rw,go= wallet.key"},
		"remove write permission for others on board.txt":             {"chmod 664 board.txt"},
		"create nested folders projects/2026/q4":                      {"mkdir -pv projects/2026/q4"},
		"duplicate the notebook folder as notebook-copy":              {"cp -a notebook notebook-copy", "cp -R notebook/ notebook-copy"},
		"symlink current -> releases/v2":                              {"ln -sf releases/v2 current", "ln -s \"$PWD/releases/v2\" current", "ln -sn releases/v2 current"},
		"update ancient.txt's modified time to now":                   {"touch -m ancient.txt"},
		"rename budget.xlsx to budget-2025.xlsx":                      {"mv -v budget.xlsx budget-2025.xlsx"},
		"move draft-letter.txt into the archive folder":               {"mv draft-letter.txt archive/draft-letter.txt", "mv draft-letter.txt archive"},
	}
	frozen4Set.variantsPass(t, variants)
}

// TestFrozen4Set runs the fourth frozen set like the third (the offline
// backend made for the machine, then the command through caro's MCP tools
// in permissive mode, in a fresh tree) and sorts each answer: right by
// execution, confidently wrong, or abstained.
func TestFrozen4Set(t *testing.T) {
	cases, right, wrong, abstained := frozen4Set.score(t)
	// A ratchet. First measured on the code as it was when the set was
	// committed: 104 right, 12 confidently wrong, 67 abstained of 183 (16
	// requests are beyond the catalogue). After the matcher's second
	// round, which never saw this set: 127 right, 7 wrong, 49 abstained.
	// Any regression fails. Raise it when the score rises; never lower
	// it. Its wrong answers have now been read, so it no longer measures
	// changes made after that honestly: the next change to the matcher
	// is measured on a fresh set.
	// Raised to the score of 6ddced2 (the grammar layer).
	scoreFrozen(t, "offline frozen set 4", len(cases), right, wrong, abstained, 164, 0)
}

// prepareFrozen4 returns a fresh copy of the tree buildFrozen4 builds, made
// for every call from a template (trees.go).
func prepareFrozen4(t *testing.T) string {
	t.Helper()
	return fromTemplate(t, buildFrozen4)
}
