package offline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
)

// TestGrammarAnswers holds requests the grammar reads whole, with the
// command it must give on GNU: the examples of issue #15 that the old
// matcher answered wrongly, and requests it could not answer at all.
func TestGrammarAnswers(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"docs", "build"} {
		if err := os.Mkdir(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{"app.log": "start\nerror one\nok\n", "notes.txt": "first line\nsecond line\n"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		// issue #15's examples
		{"list all files in the current folder", "ls -la"},
		{"show me the current directory's files", "ls -l"},
		{"show all files here, hidden ones too", "ls -la"},
		{"show the contents of notes.txt", "cat notes.txt"},
		{"display notes.txt", "cat notes.txt"},
		{"print the final line of notes.txt", "tail -n 1 notes.txt"},
		{"print lines 5 to 10 of notes.txt", "sed -n '5,10p' notes.txt"},
		{"print the 3rd column of data.csv", "cut -d , -f 3 data.csv"},
		{"count the .txt files in the docs folder", "find docs -type f -name '*.txt' | wc -l"},
		{"make a tar.gz of the docs folder named docs.tar.gz", "tar -czf docs.tar.gz docs"},
		{"python files changed in the past 3 days", "find . -type f -name '*.py' -mmin -4320"},
		{"grep for error ignoring case in app.log", "grep -i error app.log"},
		{"make a symlink called latest pointing to build", "ln -s build latest"},
		// once beyond the catalogue
		{"sort data.csv by the second column", "sort -t , -k 2,2 data.csv"},
		{"compress notes.txt with bzip2", "bzip2 -k notes.txt"},
		{"show the 3rd column of data.csv sorted", "cut -d , -f 3 data.csv | sort"},
		{"copy all .txt files to docs", "cp -i *.txt docs/"},
		{"make notes.txt read only", "chmod a-w notes.txt"},
		{"sort notes.txt and save it", "sort -o notes.txt notes.txt"},
		{"show notes.txt without the first line", "tail -n +2 notes.txt"},
		{"print the last word of each line in notes.txt", "awk '{ print $NF }' notes.txt"},
		{"count words in notes.txt and data.csv", "wc -w notes.txt data.csv"},
		{"count the non-blank lines in notes.txt", "grep -vc '^[[:space:]]*$' notes.txt"},
		{"make notes.txt empty", ": > notes.txt"},
		{"replace every tab with a comma in data.tsv", "tr '\\t' , < data.tsv"},
		{"which ls", "command -v ls"},
		{"sort files by size, smallest first", "ls -lhSr"},
		{"count the lines in notes.txt that start with TODO", "grep -c ^TODO notes.txt"},
		// the machine, said plainly
		{"uname, all of it", "uname -a"},
		{"the kernel's name, like Linux or FreeBSD", "uname -s"},
		{"what is this machine called on the network", "hostname"},
		{"where the gzip program is installed", "command -v gzip"},
		{"which gzip am I using", "command -v gzip"},
		{"which tar is installed?", "command -v tar"},
		{"which python will I get", "command -v python"},
		{"which node is this", ""},
		{"how long has the server been powered on", "uptime"},
		{"dump the env", "env | sort"},
		{"what is stored in the variable EDITOR", "printenv EDITOR"},
		{"the date in the form year-month-day", "date +%Y-%m-%d"},
		{"top 3 processes by memory, one-shot", "ps aux --sort=-%mem | head -n 4"},
		{"my IP address, the IPv4 one", "ip -4 -brief address"},
		{"which version of git do I have", "git --version"},
		{"what gzip version is installed", "gzip --version"},
		{"tar -v", ""},
		{"notes.txt is growing - I want to watch the new lines come in", "tail -f notes.txt"},
		{"show the last 2 lines of app.log and then stay and show the new ones as they arrive", "tail -n 2 -f app.log"},
		{"show me new lines of app.log as they come in", "tail -f app.log"},
		{"I need to note down which distribution this machine runs", "cat /etc/os-release"},
		// the words of a Windows or macOS user, and a comparison with their tool set aside
		{"tasklist sorted by memory, just the top 3", "ps aux --sort=-%mem | head -n 4"},
		{"echo %HOME% but the linux way", "printenv HOME"},
		{"print %notavar", ""},
		{"how much memory is used, like the performance tab in task manager", "free -h"},
		{"Like About This Mac: which OS and which architecture is this?", "uname -sm"},
		{"Activity Monitor style: the 3 processes using the most CPU", "ps aux --sort=-%cpu | head -n 4"},
		{"this machine's short name, without the domain", "hostname -s"},
		{"the short name of notes.txt", ""},
		{"where the zip program lives on this machine", "command -v zip"},
		{"free memory in megabytes, no G or Gi units", "free -m"},
		{"show the last 4 lines of app.log and keep updating like Console does", "tail -n 4 -f app.log"},
		{"show the last 2 lines of app.log and keep it open so I see new lines coming in", "tail -n 2 -f app.log"},
		{"copy notes.txt to docs so I can see new ideas come in", ""},
		{"keep updating notes.txt", ""},
		{"show the lines like Error in notes.txt", ""},
		// "number" as the verb: the lines shown numbered
		{"Now we'll number every line of notes.txt.", "cat -n notes.txt"},
		{"number the lines of notes.txt", "cat -n notes.txt"},
		{"how many times does each line of notes.txt appear", "sort notes.txt | uniq -c | sort -rn"},
		// fx3-text: the order said twice; things said of a follow (an
		// eye kept, no backlog, the last ones first); system words
		{"show notes.txt backwards, last line first", "tac notes.txt"},
		{"show notes.txt with the last line first", "tac notes.txt"},
		{"show notes.txt with the first line last", ""},
		{"keep an eye on app.log", "tail -f app.log"},
		{"keep app.log", ""},
		{"watch app.log live, new lines only, no backlog", "tail -n 0 -f app.log"},
		{"follow app.log without the backlog", "tail -n 0 -f app.log"},
		{"follow the last 5 lines of app.log live, no backlog", ""},
		{"follow app.log continuously, showing the last 8 entries first", "tail -n 8 -f app.log"},
		{"follow app.log continuously, showing the first 8 entries", ""},
		{"which kernel am i even running", "uname -sr"},
		// hunt-sys: a state is no program's name; all groups are the
		// system's; the kernel's name alone; days from today; the date
		// with its seconds; the time only
		{"list stopped processes", ""},
		{"any defunct processes?", "ps -eo pid,ppid,stat,comm | awk '$3 ~ /Z/'"},
		{"is nginx running", "pgrep -l nginx"},
		{"show every group", "cut -d: -f1 /etc/group"},
		{"which groups do i belong to", "id -Gn"},
		{"the kernel name only", "uname -s"},
		{"the kernel version only", "uname -sr"},
		{"what's the date in 5 days", "date -d '5 days' +%F"},
		{"which weekday is it 2 weeks from now", "date -d '14 days' +%A"},
		{"files changed 3 days from today", ""}, // no date ahead of files
		{"I need today's date written the British way, day/month/year with slashes", "date +%d/%m/%Y"},
		{"today's date written day/month/year with slashes", "date +%d/%m/%Y"},
		{"today's date the American way, day/month/year", ""},    // the American way is the month first
		{"today's date written day-month-year with slashes", ""}, // dashes or slashes?
		{"the date 4 days ago", "date -d '4 days ago' +%F"},
		{"today's date with seconds", "date '+%Y-%m-%d %H:%M:%S'"},
		{"the time only", "date +%T"},
		{"only the time in utc", "date -u"},
		{"what OS is this machine, like the distro name", "cat /etc/os-release"},
		{"the cpu architecture of this box (x86_64 / arm)", "uname -m"},
		{"report my user ID, group ID and group memberships", "id"},
		{"all environment variables dumped", "env | sort"},
		{"today's date in ISO format (YYYY-MM-DD)", "date +%Y-%m-%d"},
		{"today's date in ISO format", "date +%Y-%m-%dT%H:%M:%S%z"},
		{"today's date as dd/mm/yyyy for a form", "date +%d/%m/%Y"},
		{"today's date for a form", ""},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}

// grammarFlavourCases: the busybox_exec_test runs their BusyBox commands.
var grammarFlavourCases = []flavourCase{
	{"biggest 5 files in src", "find src -type f -exec du -h --apparent-size {} + | sort -rh | head -n 5",
		"find src -type f -exec du -Ah {} + | sort -rh | head -n 5", "find src -type f -exec ls -l {} + | sort -k5,5rn | head -n 5"},
	{"the 3 newest files in src", "find src -type f -printf '%T@ %p\\n' | sort -nr | head -n 3 | cut -d' ' -f2-", "ls -1t src | head -n 3", "ls -1t src | head -n 3"},
	{"size of each folder in src", "du -h --max-depth=1 src", "du -h -d 1 src", "du -k -d 1 src"},
	{"largest folders in src", "du -h --max-depth=1 src 2>/dev/null | sort -rh | head -n 11", "du -h -d 1 src 2>/dev/null | sort -rh | head -n 11", "du -k -d 1 src 2>/dev/null | sort -rn | head -n 11"},
	{"replace foo with bar in notes.txt", "sed -i 's/foo/bar/g' notes.txt", "sed -i '' 's/foo/bar/g' notes.txt", ""},
	{"everything but the last 2 lines of notes.txt", "head -n -2 notes.txt",
		"awk -v n=2 '{ a[NR] = $0 } END { for (i = 1; i <= NR - n; i++) print a[i] }' notes.txt", "awk -v n=2 '{ a[NR] = $0 } END { for (i = 1; i <= NR - n; i++) print a[i] }' notes.txt"},
	{"files modified today in src", "find src -type f -daystart -mtime 0", "find src -type f -mmin -1440", "find src -type f -mmin -1440"},
	{"tomorrow's date", "date -d tomorrow +%F", "date -v+1d +%F", "date -d @$(( $(date +%s) + 86400 )) +%F"},
	// BusyBox's date reads no shift of days (the catalogue gave today's weekday)
	{"what's the date in 5 days", "date -d '5 days' +%F", "date -v+5d +%F", "date -d @$(( $(date +%s) + 5 * 86400 )) +%F"},
	{"date 3 weeks from today", "date -d '21 days' +%F", "date -v+21d +%F", "date -d @$(( $(date +%s) + 21 * 86400 )) +%F"},
	{"what's the date 10 days from today?", "date -d '10 days' +%F", "date -v+10d +%F", "date -d @$(( $(date +%s) + 10 * 86400 )) +%F"},
	{"the date 4 days ago", "date -d '4 days ago' +%F", "date -v-4d +%F", "date -d @$(( $(date +%s) - 4 * 86400 )) +%F"},
	{"top 5 processes by memory", "ps aux --sort=-%mem | head -n 6", "ps aux | sort -nrk 4,4 | head -n 5", "top -bn1 | head -n 9"},
	{"how much memory is free", "free -h", "vm_stat", "free -h"},
	{"how many cpus", "nproc", "sysctl -n hw.ncpu", "grep -c ^processor /proc/cpuinfo"},
	{"when did the machine boot", "uptime -s", "sysctl -n kern.boottime", "uptime"},
	{"my ip address", "ip -brief address", "ifconfig | grep 'inet '", "ifconfig"},
	{"grep TODO in all .go files", "grep -rn --include='*.go' TODO .", "", "find . -type f -name '*.go' -exec grep -Hn TODO {} +"},
}

// TestGrammarOnEachPlatform: where GNU, BSD and BusyBox tools differ, the
// grammar's commands are each flavour's own ("" is the GNU command).
func TestGrammarOnEachPlatform(t *testing.T) {
	askOnEachFlavour(t, grammarFlavourCases, func(p *platform.Info) {
		p.Cwd = t.TempDir()
		os.Mkdir(filepath.Join(p.Cwd, "src"), 0o755)
	})
}

// flavourCase is a request and its command on GNU, macOS and BusyBox: ""
// is the GNU command, "-" an abstention.
type flavourCase struct{ req, gnu, mac, busybox string }

// askOnEachFlavour asks each case on the three platforms, each in the
// directory that at sets, and reports any command that is not the
// flavour's own.
func askOnEachFlavour(t *testing.T, cases []flavourCase, at func(p *platform.Info)) {
	t.Helper()
	for _, c := range cases {
		for _, pv := range []struct {
			name string
			p    *platform.Info
			want string
		}{{"gnu", gnu(), c.gnu}, {"mac", mac(), c.mac}, {"busybox", busybox(), c.busybox}} {
			want := pv.want
			switch want {
			case "":
				want = c.gnu
			case "-":
				want = ""
			}
			at(pv.p)
			if r := ask(t, c.req, pv.p, 0); r.Cmd != want {
				t.Errorf("%q on %s: got %q, want %q", c.req, pv.name, r.Cmd, want)
			}
		}
	}
}

// TestGrammarReadOnlyIsSafe: what only reads is judged safe by caro's
// assessor, so --yes runs it without asking; what writes is not.
func TestGrammarReadOnlyIsSafe(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"docs", "src"} {
		os.Mkdir(filepath.Join(p.Cwd, d), 0o755)
	}
	for name, body := range map[string]string{"app.log": "start\nerror one\nERROR two\n", "notes.txt": "a\nb\nb\n", "data.csv": "name,size\nx,1\n"} {
		os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644)
	}
	judge := func(cmd string) safety.Level {
		return safety.AssessWith(cmd, safety.Options{Shell: "bash", Cwd: p.Cwd, Home: t.TempDir()}).Level
	}
	for _, req := range []string{
		"show notes.txt", "first 2 lines of notes.txt", "lines 1 to 2 of notes.txt", "count the words in notes.txt",
		"sort notes.txt", "unique lines of notes.txt", "how often does each line appear in notes.txt", "second column of data.csv",
		"total of the size column in data.csv", "lines with error in app.log ignoring case", "how many lines in app.log contain error",
		"search for error in docs", "show notes.txt with a replaced by z", "uppercase notes.txt", "list files in docs",
		"find txt files in docs", "files bigger than 1MB", "files changed in the last hour", "biggest files here",
		"size of docs", "kernel version", "whoami", "my groups", "where is ls", "uptime", "value of HOME", "date as YYYY-MM-DD",
		"disk space", "memory", "my ip", "top 3 processes by cpu", "what's in bundle.tar.gz", "what's in pack.zip",
	} {
		r := ask(t, req, p, 0)
		if r.Cmd == "" {
			t.Errorf("%q: no command", req)
			continue
		}
		if l := judge(r.Cmd); l != safety.Safe {
			t.Errorf("%q: %q is %s, want safe", req, r.Cmd, l)
		}
	}
	for _, req := range []string{"replace a with z in notes.txt", "delete the lines with b from notes.txt", "copy notes.txt to n2.txt",
		"make a folder called out", "compress docs into docs.tar.gz", "make notes.txt executable"} {
		r := ask(t, req, p, 0)
		if r.Cmd == "" || judge(r.Cmd) == safety.Safe {
			t.Errorf("%q: %q, want a command that is not safe", req, r.Cmd)
		}
	}
}

// TestGrammarReadsWhatItMeans holds requests whose every word matters, in
// a tree whose files say what they hold: a term the file holds is a term
// to match, not a label of its lines; a purpose clause says nothing about
// the command; an archive's name says its compression; and two readings
// of the whole request that give different commands are no answer.
func TestGrammarReadsWhatItMeans(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"logs", "old", "shop/invoices"} {
		if err := os.MkdirAll(filepath.Join(p.Cwd, d, "keep"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{
		"game.ini":     "[video]\nfov=90\nvsync=true\n",
		"loans.tsv":    "id\ttitle\tstatus\n1\tDune\tOVERDUE\n2\tEmma\tout\n",
		"ramen.md":     "# Ramen\n\nnoodles, broth, egg\n",
		"sales.csv":    "day,amount\nmon,3\ntue,4\n",
		"game.ini.bak": "old\n",
		"prices.csv":   "item,amount\ntea,13.00\ncake,8.75\npie,25.5\n",
		"scores.txt":   "ana 3 52.1\nbea 1 49.8\n",
		"board.txt":    "notes\n",
	} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		{"find fov in game.ini and tell me the line number", "grep -n fov game.ini"},
		{"count the OVERDUE entries in loans.tsv", "grep -c OVERDUE loans.tsv"},
		{"could you tell me how many lines sales.csv has?", "wc -l sales.csv"},
		{"how many calories in ramen.md", ""},
		{"what's running on this machine right now", "ps aux"},
		{"list every process with its owner", "ps aux"},
		{"delete game.ini.bak, I don't need it anymore", "rm game.ini.bak"},
		{"make a zip of the logs folder named logs.zip so I can email it", "zip -r logs.zip logs"},
		{"remove old and everything inside it", "rm -r old"},
		{"erase every .tmp file anywhere in logs", "find logs -type f -name '*.tmp' -print -delete"},
		{"tar shop/invoices into invoices.tar.bz2", "tar -cjf invoices.tar.bz2 shop/invoices"},
		{"find every PDF under shop", "find shop -type f -iname '*.pdf'"},
		{"what's the date today, like 2026-03-14", "date +%Y-%m-%d"},
		{"end of sales.csv, last two rows", "tail -n 2 sales.csv"},
		{"lock down sales.csv so only I can read and write it", "chmod 600 sales.csv"},
		// a negation takes the permission away
		{"stop the group and others from writing to board.txt", "chmod go-w board.txt"},
		{"others should not be able to read board.txt", "chmod o-r board.txt"},
		{"let everyone read board.txt but not write to it", ""},
		// a column of numbers sorts as numbers
		{"sort prices.csv by the amount column", "(head -n 1 prices.csv && tail -n +2 prices.csv | sort -t , -k 2,2n)"},
		{"sort prices.csv by the item column", "(head -n 1 prices.csv && tail -n +2 prices.csv | sort -t , -k 1,1)"},
		{"seconds since 1970?", "date +%s"},
		{"current time, 24-hour, just hours and minutes", "date +%H:%M"},
		{"is the machine low on memory", "free -h"},
		{"stream sales.csv as people add to it", "tail -f sales.csv"},
		// a part of the file is not the file
		{"just the names from scores.txt", ""},
		{"open scores.txt and show me what it says", "cat scores.txt"},
		// a folder's name after the noun; a glob the shell expands
		{"extract logs.zip into the folder out", "unzip logs.zip -d out"},
		{"copy board.txt to the directory backup", "mkdir -p backup && cp -i board.txt backup/"},
		{"copy board.txt into the logs folder", "cp -i board.txt logs"},
		{"grep error in logs/*.txt", "grep error logs/*.txt"},
		// numbering, counting back, each file, each folder
		{"print lines 2 to 3 of scores.txt with line numbers", "cat -n scores.txt | sed -n '2,3p'"},
		{"first 5 lines of sales.csv with line numbers", "cat -n sales.csv | head -n 5"},
		{"head -n 5 sales.csv", "head -n 5 sales.csv"},
		{"print the 3rd line from the end of sales.csv", "tail -n 3 sales.csv | head -n 1"},
		{"count the lines of each csv file in shop", "wc -l shop/*.csv"},
		{"disk usage of each folder here sorted", "du -h --max-depth=1 . | sort -h"},
		{"directories in the current folder", "find . -mindepth 1 -maxdepth 1 -type d"},
		{"only show directories here", "find . -mindepth 1 -maxdepth 1 -type d"},
		// the order of the lines, or the characters in each
		{"reverse each line of board.txt", "rev board.txt"},
		{"reverse the order of the lines in board.txt", "tac board.txt"},
		{"sort board.txt in reverse order", "sort -r board.txt"},
		// a value in the file picks a line; an aggregate is no name
		{"salary of ana in scores.txt", ""},
		{"max amount in prices.csv", "awk -F, 'NR > 1 { if (n++ == 0 || $2 > m) m = $2 } END { if (n) print m }' prices.csv"},
		{"the lowest amount in prices.csv", "awk -F, 'NR > 1 { if (n++ == 0 || $2 < m) m = $2 } END { if (n) print m }' prices.csv"},
		{"average amount in prices.csv", "awk -F, 'NR > 1 { s += $2; n++ } END { if (n) print s / n }' prices.csv"},
		// what find cannot tell: access times; emptying is no search
		{"files accessed in the last 10 minutes", ""},
		{"empty the logs folder", "find logs -mindepth 1 -print -delete"},
		{"empty directories in logs", "find logs -type d -empty"},
		// the catalogue's command, made of part of the request, leaves the rest out
		{"git push", "git push"},
		{"where does this repo push to", ""},
		{"count lines of code", "find . -type f -not -path '*/.git/*' -exec grep -HIc '' {} + | awk -F: '{ s += $NF } END { print s }'"},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q (%s)", c.req, r.Cmd, c.want, r.Thought)
		}
	}
	// read whole two ways (du: what the folder takes; df: the free space
	// where it is): the grammar guesses neither, the catalogue settles it
	g := grammarRead("disk usage of /var/log", p)
	if g.best != nil || len(g.rivals) != 2 {
		t.Errorf("disk usage of /var/log: best %v, %d rivals; want none and 2", g.best, len(g.rivals))
	}
	if r := ask(t, "disk usage of /var/log", p, 0); r.Cmd != "du -sh /var/log" {
		t.Errorf("disk usage of /var/log: got %q", r.Cmd)
	}
}

// TestGlobQuote: a glob keeps its wildcards for the shell and quotes the
// rest, each run on its own.
func TestGlobQuote(t *testing.T) {
	for in, want := range map[string]string{
		"*.txt":         "*.txt",
		"docs/*.txt":    "docs/*.txt",
		"my logs/*.txt": "'my logs/'*.txt",
		"a b/*.$(x)":    "'a b/'*'.$(x)'",
		"report-??.pdf": "report-??.pdf",
		"*'quote'*":     `*"'quote'"*`,
	} {
		if got := globQuote(in); got != want {
			t.Errorf("globQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

// newReadingsCases: the busybox_exec_test runs their BusyBox commands.
var newReadingsCases = []struct {
	p         *platform.Info
	req, want string
}{
	{gnu(), "show notes.txt with the last line first", "tac notes.txt"},
	{mac(), "show notes.txt with the last line first", "tail -r notes.txt"},
	{busybox(), "show notes.txt with the last line first", "tac notes.txt"},
	{mac(), "disk usage of each folder here sorted", "du -h -d 1 . | sort -h"},
	{busybox(), "disk usage of each folder here sorted", "du -k -d 1 . | sort -n"},
}

// TestFlavoursOfNewReadings: the readings added for issue 15's last
// wrongs give each machine its own command.
func TestFlavoursOfNewReadings(t *testing.T) {
	for _, c := range newReadingsCases {
		c.p.Cwd = t.TempDir()
		if err := os.WriteFile(filepath.Join(c.p.Cwd, "notes.txt"), []byte("a\nb\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := ask(t, c.req, c.p, 0); r.Cmd != c.want {
			t.Errorf("%s: %q: got %q, want %q (%s)", c.p.OS, c.req, r.Cmd, c.want, r.Thought)
		}
	}
}
