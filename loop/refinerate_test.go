package loop

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/cache"
	"github.com/caro-sh/caro/platform"
)

// flavourFacts checks commands against the help texts recorded in
// testdata/help/<dir> (GNU/Linux from a Debian machine; macOS/BSD from
// its man pages' synopses and option lines), so the refine rate is
// measured the same anywhere.
func flavourFacts(t *testing.T, dir string, fl platform.Flavor) RefineFacts {
	t.Helper()
	texts := map[string]string{}
	files, err := filepath.Glob(filepath.Join("testdata", "help", dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded help texts in %s: %v", dir, err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h := string(b)
		texts[strings.TrimSuffix(filepath.Base(f), ".txt")] = cache.CutHelp(h, cache.HelpLimit) + "\n" + cache.OptionIndex(cache.FlagsLimit, h)
	}
	always := map[string]bool{"echo": true, "printf": true, "sh": true}
	return RefineFacts{
		Installed: func(n string) bool { _, ok := texts[n]; return ok || always[n] },
		HelpText:  func(n string) (string, bool) { s, ok := texts[n]; return s, ok },
		Flavor:    func(string) platform.Flavor { return fl },
		Budget:    DefaultBudget,
	}
}

// Confident (0.95), correct everyday commands: on GNU/Linux at most a
// quarter may be refined; every command using a flag the flavour lacks
// must be.
func TestRefineRate(t *testing.T) {
	linuxOK := []string{
		"ls -la", "ls -lhS", "du -sh .", "df -h", "date +%F", "tar -czf src.tar.gz src", "ss -tulpn",
		"stat -c %s file.txt", "curl -fsSL https://example.com -o page.html", "ps aux --sort=-%cpu | head -n 6",
		"ps -eo pid,comm,%mem --sort=-%mem | head", "grep -rn TODO .", "grep -ril foo src", "sed -i 's/foo/bar/g' file.txt",
		"find . -name '*.log' -mtime +7", "find . -type f -size +100M", "sort -rh sizes.txt | head -n 10", "head -n 20 file.txt",
		"tail -f /var/log/syslog", "wc -l file.txt", "cut -d: -f1 /etc/passwd", "awk '{print $1}' access.log | sort | uniq -c | sort -rn | head",
		"free -h", "uname -a", "uptime", "cat /etc/os-release", "cp -r src dst", "mv a.txt b.txt", "mkdir -p a/b/c", "rm -rf build",
		"chmod +x script.sh", "tr a-z A-Z < notes.txt", "uniq -c names.txt", "gzip -k file.txt", "hostname -I", "id -u",
		"env | grep PATH", "diff -u a.txt b.txt", "ln -s target link", "touch file.txt", "echo hi | tee -a log.txt",
		"basename /a/b.txt .txt", "seq 1 10", "du -h --max-depth=1 | sort -rh", "df -h --total", "date -d yesterday +%F",
		"tar -xzf a.tar.gz -C /tmp", "lsof -i :8080", "ls --human -l", "xargs -0 -n 1 echo < list.txt",
	}
	linuxBad := []string{"sed -i '' 's/foo/bar/' file.txt", "df --sort=size", "date -v-1d +%F", "ls --colour-scheme=x", "ps aux --sortt=-%cpu"}
	bsdOK := []string{
		"ls -la", "ls -lhS", "du -sh .", "df -h", "date +%F", "tar -czf src.tar.gz src", "stat -f %z file.txt",
		"curl -fsSL https://example.com -o page.html", "ps aux | sort -nrk 3 | head -n 6", "ps -m -o pid,comm,%mem | head",
		"sed -i '' 's/foo/bar/g' file.txt", "grep -rn TODO .", "find . -name '*.log' -mtime +7", "head -n 20 file.txt",
		"wc -l file.txt", "cut -d: -f1 /etc/passwd", "sort -rh sizes.txt", "uname -a", "uptime", "cp -R src dst",
		"mkdir -p a/b/c", "rm -rf build", "du -d 1 -h .", "date -v-1d +%F", "tar -xzf a.tgz -C /tmp", "gzip -k file.txt",
		"id -u", "diff -u a.txt b.txt", "ln -s target link", "basename /a/b.txt .txt", "seq 1 10", "tail -f log.txt",
		"tr a-z A-Z < notes.txt", "uniq -c names.txt", "xargs -0 -n 1 echo < list.txt", "cat -n notes.txt", "touch file.txt",
		"echo hi | tee -a log.txt", "hostname -s", "lsof -i :8080", "env | grep PATH",
	}
	bsdBad := []string{
		"ps aux --sort=-%cpu | head -n 6", "sed -i 's/foo/bar/' file.txt", "stat -c %s file.txt", "date -d yesterday +%F",
		"du -h --max-depth=1", "df -h --total", "free -h", "ss -tulpn", "ls --sort=size", "grep -P '\\d+' file.txt",
	}
	run := func(t *testing.T, dir string, fl platform.Flavor, ok, bad []string, maxShare float64) {
		f := flavourFacts(t, dir, fl)
		refined := 0
		for _, cmd := range ok {
			d := DecideRefine(confident(cmd), Analyze(cmd), f)
			if d.Refine {
				refined++
				t.Logf("refined (%s): %s — %s", dir, cmd, strings.Join(d.Reasons, "; "))
			}
		}
		t.Logf("%s: %d of %d confident, correct commands refined", dir, refined, len(ok))
		if len(ok) < 40 {
			t.Fatalf("only %d commands in the table", len(ok))
		}
		if float64(refined) > maxShare*float64(len(ok)) {
			t.Errorf("%s: %d of %d refined, more than %.0f%%", dir, refined, len(ok), maxShare*100)
		}
		for _, cmd := range bad {
			if d := DecideRefine(confident(cmd), Analyze(cmd), f); !d.Refine {
				t.Errorf("%s: %q uses what this flavour lacks but is not refined (%s)", dir, cmd, d.Rule)
			}
		}
	}
	t.Run("linux", func(t *testing.T) { run(t, "linux", platform.GNU, linuxOK, linuxBad, 0.25) })
	t.Run("bsd", func(t *testing.T) { run(t, "bsd", platform.BSD, bsdOK, bsdBad, 0.25) })
}
