package offline

import (
	"archive/zip"
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/platform"
)

// TestBusyBoxRunsTheCommands runs the backend's BusyBox commands under a
// real BusyBox: a PATH of nothing but its applets, a prepared tree (a
// fresh copy for each command, so one that deletes or edits leaves the
// next its files), HOME and XDG_* inside the test's own directories.
//
// The commands are the BusyBox columns of the unit tables (the same
// package-level lists those tests read), every catalogue task with a
// busybox variant, and the answers to everyday requests asked on the
// busybox() platform (busyboxRequests).
//
// A command passes when it exits 0, or exits 1 with nothing on stderr
// (grep found nothing, diff found a difference: the task's own answer),
// or, where it sends stderr to /dev/null, exits 0 or 1 (the stderr it
// hides is kept apart here and read for BusyBox's complaints). It fails
// when BusyBox rejects it (rejectedRe: an unknown option, an applet or
// command not found, a usage text), times out, or fails otherwise.
//
// What a test may not do is not run, by one rule (skipReason): network
// beyond loopback, root's work, killing processes, writing outside the
// tree, programs no BusyBox provides. A follow (tail -f, watch) runs
// for a moment and passes when it is still running and has not
// complained.
// busyboxPath makes a directory of BusyBox's applets and the
// environment to run them in: that directory as the whole PATH, HOME and
// XDG_* in directories of the test's own.
func busyboxPath(t *testing.T) (string, map[string]bool, []string) {
	t.Helper()
	bb, err := exec.LookPath("busybox")
	if err != nil {
		t.Skip("busybox is not installed: the BusyBox commands are not run")
	}
	bin := t.TempDir()
	out, err := exec.Command(bb, "--list").Output()
	if err != nil {
		t.Fatalf("busybox --list: %v", err)
	}
	applets := map[string]bool{}
	for _, a := range strings.Fields(string(out)) {
		applets[a] = true
		if err := os.Symlink(bb, filepath.Join(bin, a)); err != nil {
			t.Fatal(err)
		}
	}
	home := t.TempDir()
	env := []string{"PATH=" + bin, "HOME=" + home, "USER=tester", "LOGNAME=tester", "TERM=dumb", "LANG=C", "LC_ALL=C",
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "XDG_CACHE_HOME=" + filepath.Join(home, ".cache"),
		"XDG_DATA_HOME=" + filepath.Join(home, ".local/share"), "XDG_STATE_HOME=" + filepath.Join(home, ".local/state"),
		"XDG_RUNTIME_DIR=" + filepath.Join(home, ".run"), "TMPDIR=" + filepath.Join(home, ".tmp"), "JAVA_HOME=/opt/java"}
	for _, d := range []string{".config", ".cache", ".local/share", ".local/state", ".run", ".tmp", "src/app", "src/empty"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return bb, applets, env
}

func TestBusyBoxRunsTheCommands(t *testing.T) {
	start := time.Now()
	bb, applets, env := busyboxPath(t)
	tree := t.TempDir()
	busyboxTree(t, bb, env, tree)

	cmds := busyboxCommands(t, tree)
	runs := t.TempDir()
	var ran, skipped, failed int
	skips := map[string][]string{}
	// two at a time; a command that may write runs in its own copy of
	// the tree, one that only reads in the tree itself
	type result struct {
		c   bbCmd
		msg string
	}
	jobs, results := make(chan int), make(chan result)
	for range 2 {
		go func() {
			for i := range jobs {
				c, dir := cmds[i], tree
				if mayWrite(c.cmd) {
					dir = filepath.Join(runs, fmt.Sprint(i))
					if err := os.CopyFS(dir, os.DirFS(tree)); err != nil {
						results <- result{c, err.Error()}
						continue
					}
				}
				results <- result{c, runBusyBox(bb, env, dir, c.cmd)}
			}
		}()
	}
	go func() {
		for i, c := range cmds {
			if why := skipReason(c.cmd, applets); why != "" {
				results <- result{c, "skip:" + why}
				continue
			}
			jobs <- i
		}
		close(jobs)
	}()
	for range cmds {
		r := <-results
		switch {
		case strings.HasPrefix(r.msg, "skip:"):
			why := strings.TrimPrefix(r.msg, "skip:")
			skips[why] = append(skips[why], r.c.cmd)
			skipped++
		case r.msg != "":
			ran++
			failed++
			t.Errorf("%s %q → %q: %s", r.c.from, r.c.req, r.c.cmd, r.msg)
		default:
			ran++
		}
	}
	reasons := make([]string, 0, len(skips))
	for why := range skips {
		reasons = append(reasons, why)
	}
	sort.Strings(reasons)
	for _, why := range reasons {
		t.Logf("skipped (%s): %q", why, skips[why])
	}
	if testing.Verbose() {
		for _, c := range cmds {
			t.Logf("%s: %q → %s", c.from, c.req, c.cmd)
		}
	}
	t.Logf("%d commands: %d run (%d failed), %d skipped, in %s", len(cmds), ran, failed, skipped, time.Since(start).Round(time.Millisecond))
}

// bbCmd is one command to run and where it came from.
type bbCmd struct{ from, req, cmd string }

// busyboxCommands gathers the commands to run, each once.
func busyboxCommands(t *testing.T, tree string) []bbCmd {
	var cmds []bbCmd
	add := func(from, req, cmd string) {
		if cmd != "" && cmd != "-" {
			cmds = append(cmds, bbCmd{from, req, cmd})
		}
	}
	for _, c := range matchesAndVariantsCases {
		add("matchesAndVariantsCases", c.task, c.busybox)
	}
	for _, c := range basicsCases {
		add("basicsCases", c.task, cmp.Or(c.busybox, c.gnu))
	}
	for _, l := range []struct {
		name  string
		cases []flavourCase
	}{{"grammarFlavourCases", grammarFlavourCases}, {"fileOpsFlavourCases", fileOpsFlavourCases}, {"textOpsFlavourCases", textOpsFlavourCases}} {
		for _, c := range l.cases {
			add(l.name, c.req, cmp.Or(c.busybox, c.gnu))
		}
	}
	for _, c := range newReadingsCases {
		if flavor(c.p, "coreutils") == platform.BusyBox {
			add("newReadingsCases", c.req, c.want)
		}
	}
	// the catalogue's busybox variants, filled with the tree's names
	tasks, err := load()
	if err != nil {
		t.Fatal(err)
	}
	slots := Slots{"file": "notes.txt", "path": "docs", "pattern": "TODO", "name": "notes.txt", "ext": "txt", "n": "3",
		"user": "root", "old": "a", "new": "b", "size": "1k", "age_days": "1", "age_min": "1440", "since_min": "60"}
	for _, task := range tasks {
		has := false
		for _, v := range task.Variants {
			has = has || strings.Contains(v.When, "busybox")
		}
		if !has {
			continue
		}
		for round := 0; ; round++ {
			cmd, status := render(Match{Task: task, Slots: slots}, busybox(), round)
			add("catalogue", task.ID, cmd)
			if status != "CONTINUE" {
				break
			}
		}
	}
	// everyday requests, asked in the tree
	p := busybox()
	p.Cwd = tree
	answered := 0
	for _, req := range busyboxRequests {
		for round := 0; round < 4; round++ {
			r := ask(t, req, p, round)
			add("busyboxRequests", req, r.Cmd)
			if round == 0 && r.Cmd != "" {
				answered++
			}
			if r.Status != "CONTINUE" {
				break
			}
		}
	}
	t.Logf("busyboxRequests: %d asked, %d answered", len(busyboxRequests), answered)
	seen := map[string]bool{}
	var once []bbCmd
	for _, c := range cmds {
		if !seen[c.cmd] {
			seen[c.cmd] = true
			once = append(once, c)
		}
	}
	return once
}

// rejectedRe is what BusyBox says when it does not take a command: an
// option it lacks, a program it has not, its usage text, a date it
// cannot read.
var rejectedRe = regexp.MustCompile(`(?i)unrecognized option|invalid option|unknown option|illegal option|unrecognized:|applet not found|: not found|usage:|BusyBox v|invalid date|bad option`)

// runBusyBox runs cmd with BusyBox's sh in dir; "" when it passes, else
// why not. Its stderr sent to /dev/null is read all the same.
func runBusyBox(bb string, env []string, dir, cmd string) string {
	if why := ignoredByBusyBox(cmd); why != "" {
		return why
	}
	run, quiet := keepStderr(cmd)
	follow := follows(cmd)
	limit := 5 * time.Second
	if follow {
		limit = 500 * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	c := exec.CommandContext(ctx, bb, "sh", "-c", run)
	c.Dir, c.Env = dir, env
	c.Stdin = strings.NewReader("")
	var stdout, stderr bytes.Buffer
	c.Stdout, c.Stderr = &stdout, &stderr
	c.WaitDelay = time.Second
	err := c.Run()
	serr := strings.TrimSpace(stderr.String())
	if rejectedRe.MatchString(serr) {
		return "rejected: " + firstLine(serr)
	}
	if ctx.Err() != nil {
		if follow {
			return ""
		}
		return "timed out after " + limit.String()
	}
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		return err.Error()
	}
	switch {
	case code == 0, serr == "", code == 1 && quiet:
		return "" // done, or the task's own answer (grep found nothing, command -v found no program)
	}
	return fmt.Sprintf("exit %d: %s", code, firstLine(serr))
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// ignoredByBusyBox names a GNU construct BusyBox takes without a word
// and ignores: its ps knows -o and -T and nothing else, so "ps aux",
// "ps -ef" and "ps -ejH" all run as plain ps.
func ignoredByBusyBox(cmd string) string {
	f, err := syntax.NewParser().Parse(strings.NewReader(cmd), "")
	if err != nil {
		return ""
	}
	why := ""
	syntax.Walk(f, func(n syntax.Node) bool {
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) == 0 || c.Args[0].Lit() != "ps" {
			return true
		}
		for i := 1; i < len(c.Args); i++ {
			switch a := c.Args[i].Lit(); {
			case a == "-o" || a == "-T":
				if a == "-o" {
					i++
				}
			case strings.HasPrefix(a, "-o"):
			case why == "":
				why = "ignored: BusyBox ps takes " + a + " and ignores it"
			}
		}
		return true
	})
	return why
}

// keepStderr drops the command's 2>/dev/null, so that what BusyBox says
// of an option it does not take is seen; quiet is true when it had one.
func keepStderr(cmd string) (string, bool) {
	f, err := syntax.NewParser().Parse(strings.NewReader(cmd), "")
	if err != nil {
		return cmd, false
	}
	quiet := false
	syntax.Walk(f, func(n syntax.Node) bool {
		if s, ok := n.(*syntax.Stmt); ok {
			kept := s.Redirs[:0]
			for _, r := range s.Redirs {
				if r.N != nil && r.N.Value == "2" && r.Op == syntax.RdrOut && r.Word.Lit() == "/dev/null" {
					quiet = true
					continue
				}
				kept = append(kept, r)
			}
			s.Redirs = kept
		}
		return true
	})
	var b strings.Builder
	if err := syntax.NewPrinter().Print(&b, f); err != nil {
		return cmd, false
	}
	return strings.TrimSpace(b.String()), quiet
}

// follows: a command that runs until stopped (tail -f, watch, top
// without -b).
func follows(cmd string) bool {
	return regexp.MustCompile(`\btail\b[^|;&]* -[a-zA-Z0-9 ]*[fF]\b|\bwatch\b`).MatchString(cmd)
}

// calledPrograms names the programs the command calls.
func calledPrograms(cmd string) []string {
	f, err := syntax.NewParser().Parse(strings.NewReader(cmd), "")
	if err != nil {
		return nil
	}
	var names []string
	syntax.Walk(f, func(n syntax.Node) bool {
		if c, ok := n.(*syntax.CallExpr); ok && len(c.Args) > 0 {
			names = append(names, c.Args[0].Lit())
			// what find -exec, xargs, timeout and env run
			for i, a := range c.Args[:len(c.Args)-1] {
				switch a.Lit() {
				case "-exec", "-execdir", "xargs", "timeout", "nice":
					if w := c.Args[i+1].Lit(); w != "" && !strings.HasPrefix(w, "-") {
						names = append(names, w)
					}
				}
			}
		}
		return true
	})
	return names
}

// shellWords are the builtins of BusyBox's sh that the backend uses.
var shellWords = map[string]bool{":": true, "cd": true, "command": true, "echo": true, "printf": true, "test": true,
	"[": true, "export": true, "read": true, "set": true, "type": true, "true": true, "false": true, "exit": true, "": true}

// notBusyBox are programs that no BusyBox provides: a command that needs
// one is no test of BusyBox.
var notBusyBox = map[string]bool{"git": true, "curl": true, "zip": true, "file": true, "ss": true, "lsof": true,
	"python": true, "python3": true, "node": true, "docker": true, "kubectl": true, "systemctl": true, "journalctl": true,
	"apt": true, "apt-get": true, "brew": true, "rsync": true, "ssh": true, "scp": true, "make": true, "go": true,
	"fuser": true, "sudo": true, "jq": true, "openssl": true, "dig": true, "host": true, "bash": true, "zsh": true}

// skipReason says why cmd is not run here, "" when it is: the one rule
// for what a test may not do or cannot judge.
func skipReason(cmd string, applets map[string]bool) string {
	progs := calledPrograms(cmd)
	for _, p := range progs {
		switch {
		case notBusyBox[p]:
			return "needs " + p + ", which BusyBox does not provide"
		case p == "kill" || p == "killall" || p == "pkill":
			return "kills processes"
		case p == "sudo" || p == "reboot" || p == "poweroff" || p == "mount" || p == "umount" || p == "halt":
			return "needs root"
		case p == "wget" || p == "nslookup" || p == "nc" || p == "telnet" || p == "traceroute" || p == "ftpget" || p == "ntpd" || p == "rdate":
			return "network"
		case p == "ping" && !regexp.MustCompile(`\b(127\.0\.0\.1|localhost)\b`).MatchString(cmd):
			return "network"
		}
	}
	// the test runs as whoever runs it, maybe root: whatever may write
	// is kept inside the tree
	if absPathRe.MatchString(cmd) {
		for _, p := range progs {
			if writers[p] || strings.Contains(cmd, "sed -i") || strings.Contains(cmd, "-delete") || regexp.MustCompile(`[^2]>\s*/`).MatchString(cmd) {
				return "may write outside the tree"
			}
		}
	}
	for _, p := range progs {
		if !applets[p] && !shellWords[p] && !strings.Contains(p, "=") {
			// a program BusyBox has elsewhere but not here is run, and fails
			return ""
		}
	}
	return ""
}

// mayWrite: a command that may change the files it is given (a program
// that writes, sed -i, find -delete, a redirection into a file).
func mayWrite(cmd string) bool {
	for _, p := range calledPrograms(cmd) {
		if writers[p] {
			return true
		}
	}
	return strings.Contains(cmd, "sed -i") || strings.Contains(cmd, "-delete") || regexp.MustCompile(`(^|[^2])>\s*[^&/]`).MatchString(cmd)
}

// absPathRe: an absolute path that is not /dev/null nor a file of the
// kernel's.
var absPathRe = regexp.MustCompile(`(^|[\s=])/(?:[^d/\s]|d[^e]|de[^v])`)

var writers = map[string]bool{"rm": true, "rmdir": true, "mv": true, "cp": true, "chmod": true, "chown": true, "chgrp": true,
	"touch": true, "truncate": true, "mkdir": true, "ln": true, "tee": true, "shred": true, "dd": true, "tar": true, "unzip": true,
	"gzip": true, "gunzip": true, "bzip2": true, "bunzip2": true, "xz": true, "unxz": true, "patch": true, "install": true}

// busyboxTree makes the files the commands are about: text, a CSV and a
// TSV, logs, nested folders, archives built with busybox tar (xz and zip,
// which BusyBox cannot write, by the host's xz and by Go), files of
// several sizes and ages.
func busyboxTree(t *testing.T, bb string, env []string, dir string) {
	t.Helper()
	for _, d := range []string{"docs", "src/lib", "src/empty", "logs", "photos", "build/obj", "backup", "data", "shop/invoices",
		"old/keep", "notebook", "out", "empty", "deep/er/est"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	files := map[string]string{
		"notes.txt":           "first line\nTODO: buy milk\nfoo and bar\napple pie\nsecond line\nTODO fix the roof\nhello world\nok\n",
		"a.txt":               "one\ntwo\nfoo\n",
		"b.txt":               "one\nthree\nfoo\n",
		"data.csv":            "name,size,city\nx,1,Paris\ny,22,Rome\nz,3,Oslo\n",
		"data.tsv":            "name\tsize\tcity\tscore\nx\t1\tParis\t4\ny\t22\tRome\t5\n",
		"people.txt":          "ann:31:Paris\nbob:42:Rome\n",
		"people.csv":          "id,name,city,score\n1,ann,Paris,10\n2,bob,Rome,7\n3,cid,Paris,12\n",
		"words.txt":           "apple banana apple\ncherry\n",
		"names.txt":           "bob\nann\nbob\ncid\n",
		"dups.txt":            "a\nb\na\na\n",
		"nums.txt":            "10\n2\n33\n4\n",
		"fruits.txt":          "hello world  \nbanana\napple\nbanana\n",
		"todo.txt":            "buy milk\nline2\nline3\n",
		"passwd.txt":          "root:x:0:0:root:/root:/bin/sh\nann:x:1000:1000:Ann:/home/ann:/bin/sh\n",
		"app.log":             "start\nerror one\nERROR two\nok\nERROR three\n",
		"logs/app.log":        "INFO start\nERROR disk full\nerror net down\nINFO ok\n",
		"logs/b.log":          "ok\nfailed\n",
		"logs/old.tmp":        "x\n",
		"script.sh":           "#!/bin/sh\necho hi\n",
		"run.sh":              "#!/bin/sh\necho run\n",
		"config.yaml":         "port: 80\n",
		"app.ini":             "[sound]\nvolume=7\nmode=dark\n",
		"serials.txt":         "AB12\nCD34\n",
		"notice.txt":          "Dear CLIENT,\nthank you CLIENT\n",
		"deep/er/est/deep.go": "package deep\n",
		"src/main.go":         "package main\n// TODO: more\n",
		"src/lib/util.go":     "package lib\n",
		"src/app.js":          "console.log(1)\n",
		"src/b.js":            "x()\n",
		"src/conf.json":       "{}\n",
		"src/tool.py":         "print(1)\n",
		"docs/readme.md":      "hello\nTODO docs\n",
		"docs/notes.txt":      "n\n",
		"docs/a.txt":          "a\n",
		"photos/beach.jpg":    "jpg",
		"build/obj/a.o":       "o",
		"shop/invoices/1.pdf": "%PDF",
		"shop/x.csv":          "a,b\n",
		"notebook/jam.md":     "quince jelly\n",
		"prices.csv":          "item,amount\ntea,13.00\ncake,8.75\n",
		"game.ini":            "[video]\nfov=90\n",
		"game.ini.bak":        "old\n",
		"travel plans.txt":    "day 1: Lisbon\n",
		"small.bin":           strings.Repeat("s", 100),
		"medium.bin":          strings.Repeat("m", 20_000),
		"big.bin":             strings.Repeat("b", 300_000),
		"empty.txt":           "",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(filepath.Join(dir, "script.sh"), 0o755)
	// ages: a week, a month, a year
	for name, age := range map[string]time.Duration{"a.txt": 7 * 24 * time.Hour, "logs/b.log": 30 * 24 * time.Hour, "game.ini.bak": 365 * 24 * time.Hour} {
		when := time.Now().Add(-age)
		if err := os.Chtimes(filepath.Join(dir, name), when, when); err != nil {
			t.Fatal(err)
		}
	}
	// archives by busybox tar; the xz one by the host's xz where there is one
	sh := func(cmd string) {
		c := exec.Command(bb, "sh", "-c", cmd)
		c.Dir, c.Env = dir, env
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", cmd, err, out)
		}
	}
	sh("tar -czf bundle.tar.gz docs && tar -czf old.tar.gz logs && tar -cjf backup.tar.bz2 src && tar -cf plain.tar docs")
	if xz, err := exec.LookPath("xz"); err == nil {
		c := exec.Command("sh", "-c", bb+" tar -cf - docs | "+xz+" > backup.tar.xz")
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("xz: %v\n%s", err, out)
		}
	}
	for _, name := range []string{"pack.zip", "foo.zip", "bundle.zip", "logs.zip"} {
		var b bytes.Buffer
		z := zip.NewWriter(&b)
		w, _ := z.Create("inside/hello.txt")
		w.Write([]byte("hello\n"))
		z.Close()
		if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// busyboxRequests are everyday requests asked on the busybox() platform
// in busyboxTree; their answers are run.
var busyboxRequests = []string{
	// listing
	"list the files here", "list all files including hidden ones", "list files by size", "list files by date, newest first",
	"list files in docs", "show hidden files", "list only directories", "list files sorted by name in reverse",
	"show the 3 newest files in src", "list files in src recursively",
	// finding by name, size, age
	"find all .txt files", "find files named deep.go", "find all python files", "find files bigger than 100k",
	"find files smaller than 1k", "find empty files", "find empty folders", "files modified in the last hour",
	"files modified in the last 2 days", "files older than 3 days", "find files not modified for 30 days",
	"the biggest files here", "biggest 5 files in src", "find all json files in src", "count the .js files in src",
	"find broken symlinks", "find directories named lib", "find files with TODO in them", "find duplicate files",
	"find files changed today",
	// head, tail, line ranges
	"first 3 lines of notes.txt", "last 2 lines of notes.txt", "print line 3 of notes.txt", "lines 2 to 4 of notes.txt",
	"notes.txt without the first line", "everything but the last 2 lines of notes.txt", "follow app.log",
	"the last line of app.log", "show notes.txt with line numbers", "show notes.txt backwards",
	// counts
	"count the lines in notes.txt", "count the words in words.txt", "count the characters in notes.txt",
	"how many lines contain TODO in notes.txt", "how many files are in docs", "count the non-blank lines in notes.txt",
	// sort, uniq
	"sort names.txt", "sort names.txt in reverse", "sort nums.txt numerically", "sort nums.txt from largest to smallest",
	"unique lines of names.txt", "count duplicate lines in dups.txt", "show only the duplicated lines in dups.txt",
	"sort data.csv by the second column", "sort names.txt and remove duplicates", "shuffle the lines of names.txt",
	// columns
	"print the 2nd column of data.csv", "print columns 1 and 3 of data.csv", "sum the 2nd column of data.csv",
	"print the first field of people.txt separated by colons", "the last word of each line in notes.txt",
	"convert data.csv to tab separated", "average of the size column in data.csv", "max size in data.csv",
	// grep
	"search for TODO in notes.txt", "grep -i error app.log", "lines in app.log that don't contain error",
	"count lines with error in app.log", "grep -n TODO notes.txt", "find the word foo in notes.txt as a whole word",
	"search for TODO in all files under src", "grep -r TODO .", "which files contain TODO", "grep error in all .log files in logs",
	"show 1 line around each error in app.log", "files in logs that don't contain error",
	// sed
	"replace foo with bar in notes.txt", "replace foo with bar in notes.txt but don't change the file",
	"delete lines containing TODO from notes.txt", "strip trailing whitespace from fruits.txt",
	"replace the word apple with pear in words.txt", "uppercase notes.txt", "remove blank lines from notes.txt",
	"replace apple with pear in fruits.txt and keep a backup",
	// archives both ways
	"make a tar.gz of the docs folder named docs.tar.gz", "what's in bundle.tar.gz", "extract bundle.tar.gz",
	"extract bundle.tar.gz into out", "untar backup.tar.bz2", "what's in backup.tar.xz", "extract backup.tar.xz",
	"compress notes.txt with gzip", "compress notes.txt with bzip2", "unzip pack.zip", "list the contents of pack.zip",
	"create a tar archive of src", "make a tar.bz2 of src", "extract plain.tar",
	// dates
	"what's the date", "date as YYYY-MM-DD", "current time", "yesterday's date", "tomorrow's date", "unix timestamp",
	"the date in 5 days", "the date 4 days ago", "date in ISO 8601 format", "what day of the week is it",
	"what time is it in UTC", "time in Tokyo", "when was notes.txt last modified", "the current month", "week number",
	// disk, memory
	"disk space", "free disk space in human readable form", "disk usage of docs", "size of each folder here",
	"largest folders here", "how big is notes.txt", "how much memory is free", "memory usage in megabytes",
	"free up disk space", "disk usage sorted by size",
	// processes
	"list running processes", "top 5 processes by cpu", "top 5 processes by memory", "is sh running",
	"how many processes are running", "my processes", "process tree", "pid of sh", "any zombie processes",
	"the longest running processes", "show threads", "what's using the most memory", "the 3 newest processes",
	// system
	"uname -a", "kernel version", "what architecture is this", "whoami", "my user id", "id", "which groups am I in",
	"uptime", "how long has the machine been up", "when did the machine boot", "show all environment variables",
	"value of HOME", "print the PATH", "env vars containing PATH", "hostname", "how many cpus", "which os is this",
	"current directory", "where is ls", "my ip address", "which ports are open", "what listens on port 8080",
	"ping 127.0.0.1 3 times",
	// file operations
	"copy notes.txt to n2.txt", "rename a.txt to c.txt", "make a folder called out/new", "make script.sh executable",
	"delete empty folders", "remove everything in build", "delete all .tmp files in logs", "create an empty file x.txt",
	"make a symlink called latest pointing to build", "compare a.txt and b.txt", "md5 of notes.txt", "sha256 of notes.txt",
	"base64 encode notes.txt", "hexdump of small.bin", "file size of big.bin in bytes", "split big.bin into 100k pieces",
}

// TestBusyBoxJudge: the judge of TestBusyBoxRunsTheCommands fails what
// BusyBox rejects or ignores, and passes a grep that finds nothing.
func TestBusyBoxJudge(t *testing.T) {
	bb, _, env := busyboxPath(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for cmd, fails := range map[string]bool{
		"sort -h a.txt": true, "find . -size +1M": true, "find . -name x -delete": true, "du --max-depth=1 .": true,
		"date -d yesterday": true, "printenv HOME": true, "ps aux": true, "ps -ejH": true,
		"find . -name a.txt 2>/dev/null -delete": true, "cat missing.txt": true,
		"grep nothing a.txt": false, "ps -o pid,ppid,comm": false, "tail -f a.txt": false, "command -v nothing": false,
		"find . -size +1024k": false, "du -k -d 1 . 2>/dev/null | sort -rn": false,
	} {
		if msg := runBusyBox(bb, env, dir, cmd); (msg != "") != fails {
			t.Errorf("%q: %q, want fails=%v", cmd, msg, fails)
		}
	}
}
