package sets

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// dev7Case is one request of development set 7 (testdata/dev7.json),
// written for issue 15's everyday basics by someone who did not read the
// catalogue, the matcher or their tests, in a tree of its own
// (dev7Tree). Its users are a data analyst who lives in delimited files, a
// sysadmin who types fast, a student who describes the goal rather than
// the tool, a non-native speaker, and someone who names paths with
// slashes. Unlike the frozen sets it is meant to be tuned on. Its checks
// are the fourth set's and a few more.
type dev7Case struct {
	frozen4Case
	// Counts: for each item, a line of the output holds the item and its
	// count as separate fields (uniq -c's "  3 python", awk's "python 3",
	// "python: 3" all pass).
	Counts map[string]int `json:"counts"`
	// EitherSet: the output's non-blank lines, or else the file's, are
	// exactly these, each once, in any order (shown or written in place).
	EitherSet map[string][]string `json:"either_set"`
	// Execs: files executable by their owner.
	Execs []string `json:"execs"`
	// Size: the first size in the output ("3.7M", "3800" as du's
	// kilobytes or as bytes, "3,8 MB") lies between the two byte counts.
	Size []float64 `json:"size"`
	// Compressed: files that begin with a gzip, bzip2, xz or zstd magic.
	Compressed []string `json:"compressed"`
	// TarLacks: the tar archive (plain or gzipped) holds no entry with
	// these base names.
	TarLacks map[string][]string `json:"tar_lacks"`
	// ExistsAny: for each group, at least one of the paths exists.
	ExistsAny [][]string `json:"exists_any"`
}

// dev7Set is set 7's harness (olderSet): its cases, its tree (dev7Prep), its
// environment (dev7Setup), its judge (judge7) and its follow times.
var dev7Set = olderSet[dev7Case]{file: "dev7.json", setup: dev7Setup, prep: dev7Prep, judge: dev7Case.judge7, follow: dev7Follow,
	minCases: 260, minBeyond: 20, minChecks: 60}

// dev7Lines numbers n lines made by f (1-based).
func dev7Lines(n int, f func(i int) string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(f(i))
		b.WriteByte('\n')
	}
	return b.String()
}

// dev7Gateway is logs/gateway.log: 100 requests, req=001 to req=100, every
// tenth a health check, three upstream timeouts.
func dev7Gateway(i int) string {
	ts := fmt.Sprintf("2026-03-01 10:%02d:%02d", i/60, i%60)
	switch {
	case i == 17 || i == 44 || i == 73:
		return fmt.Sprintf("%s GET /api/export 504 upstream timeout req=%03d", ts, i)
	case i%10 == 0:
		return fmt.Sprintf("%s GET /healthcheck 200 req=%03d", ts, i)
	case i%7 == 0:
		return fmt.Sprintf("%s POST /api/plots 201 req=%03d", ts, i)
	}
	return fmt.Sprintf("%s GET /api/plots 200 req=%03d", ts, i)
}

// dev7Worker is logs/worker.log: 40 jobs; the level is a capitalised word,
// and "error" or "warning" also appear in some messages in other cases.
func dev7Worker(i int) string {
	ts := fmt.Sprintf("2026-03-01 11:%02d:00 worker", i)
	msg := map[int]string{
		3:  "DEBUG cache primed with 120 keys",
		5:  "ERROR job 5 failed: disk quota exceeded",
		8:  "WARNING queue length 900",
		10: "DEBUG polling queue",
		12: "INFO retrying job 5 after Error",
		16: "INFO warning threshold raised to 1000",
		18: "DEBUG polling queue again",
		23: "ERROR job 23 failed: connection to db lost",
		27: "DEBUG heap 41 MB",
		29: "INFO job 29 finished with error=none",
		31: "WARNING memory at 85 percent",
		35: "DEBUG shutting down idle threads",
		38: "ERROR job 38 failed: timeout talking to gateway",
	}[i]
	if msg == "" {
		msg = fmt.Sprintf("INFO job %d done", i)
	}
	return ts + " " + msg
}

// dev7Server is src/app/server.py: 60 lines, each identifiable.
func dev7Server(i int) string {
	switch i {
	case 1:
		return "import os"
	case 2:
		return "import requests"
	case 3:
		return "import json"
	case 14:
		return "# TODO: validate plot ids"
	case 22:
		return "LIMIT = 42  # fixme: magic number"
	case 37:
		return "# TODO: paginate results"
	}
	return fmt.Sprintf("def step_%02d(): return %d", i, i)
}

const (
	dev7Harvest = "plot,crop,yield_kg,farmer\n" +
		"P01,wheat,420,Okafor\nP02,Tomato,95,Lindqvist\nP03,barley,310,Nakamura\nP04,wheat,515,Okafor\n" +
		"P05,maize,780,Silva\nP06,tomato,120,Lindqvist\nP07,wheat,388,Haddad\nP08,barley,275,Silva\n" +
		"P09,Tomato,60,Nakamura\nP10,maize,640,Haddad\nP11,wheat,450,Brennan\nP12,potato,910,Brennan\n"
	dev7Rainfall = "station\tmonth\tmm\nBergen\tJan\t190\nBergen\tFeb\t152\nTromso\tJan\t95\nTromso\tFeb\t80\n" +
		"Malmo\tJan\t48\nMalmo\tFeb\t35\nVisby\tJan\t42\nVisby\tFeb\t30\nKiruna\tJan\t28\nKiruna\tFeb\t22\n"
	dev7Members = "id|name|email|city\n101|Amara Diallo|amara@example.org|Oslo\n102|Bruno Costa|bruno@example.org|Lisbon\n" +
		"103|Chiara Rossi|chiara@example.org|Berlin\n104|Dong Wei|dong@example.org|oslo\n105|Emeka Obi|emeka@example.org|Accra\n" +
		"106|Freya Berg|freya@example.org|Lisbon\n107|Goran Ilic|goran@example.org|Zagreb\n108|Hana Sato|hana@example.org|Oslo\n"
	dev7Orders = "order;customer;city;amount;date\nA-1001;Keller GmbH;Berlin;1200,50;2026-02-01\n" +
		"A-1002;Dubois SARL;Paris;880,00;2026-02-03\nA-1003;Rossi SpA;Milano;455,25;2026-02-04\n" +
		"A-1004;Becker AG;Berlin;2310,00;2026-02-07\nA-1005;Novak s.r.o.;Praha;99,90;2026-02-09\n" +
		"A-1006;Schmidt KG;Hamburg;640,00;2026-02-11\nA-1007;Weber OHG;Berlin;150,75;2026-02-12\n"
	dev7Roster = "ana:blue:night:555-0101\nben:red:day:555-0102\ncai:green:day:555-0103\ndora:blue:day:555-0104\n" +
		"eli:amber:night:555-0105\nfay:red:night:555-0106\ngus:green:day:555-0107\nhal:amber:day:555-0108\n" +
		"ivy:blue:night:555-0109\njon:red:day:555-0110\n"
	dev7Sensor = "ts temp humidity status\n0800 18.5 61 OK\n0900 21.0 58 OK\n1000 24.75 52 WARN\n1100 9.5 70 OK\n" +
		"1200 30.2 41 ALERT\n1300 27.0 45 WARN\n1400 19.9 60 OK\n"
	dev7Lyrics = "Morning light on the harbor wall\ngulls are calling, one and all\nI keep your letters in a drawer\n" +
		"love is a word I can't ignore\n(chorus) love me slow, love me true\nevery tide brings me back to you\n" +
		"the ferry leaves at half past nine\nI count the waves, I count the time\nyour voice is salt upon the breeze\n" +
		"my heart is lost among the seas\nthe lighthouse blinks its patient eye\na paper boat, a silver sky\n" +
		"(chorus) love me slow, love me true\nevery tide brings me back to you\nand when the evening lanterns glow\n" +
		"I'll sing the only song I know\n"
	dev7Minutes = "Minutes of the planning meeting, 3 March\nPresent: Maria, Bob, Kwame, Ines\n1. Budget review\n" +
		"Bob presented the Q1 budget numbers.\nMaria asked whether the BUDGET includes travel.\n" +
		"Kwame said travel is a separate line.\n2. Harvest data\nInes showed the yield figures per plot.\n" +
		"Bob and Maria will clean the harvest file.\n3. Tools\nMaria proposed moving the reports to the new server.\n" +
		"The team agreed to try it for one month.\n4. Any other business\n" +
		"Bob will book the room, and Bob will send the invite.\nInes reminded everyone that the budget deadline is Friday.\n" +
		"Next meeting: 17 March\n"
	dev7Letter = "Dear hiring team,\nI am writing to apply for the data analyst position.\n" +
		"I hope to recieve your reply soon and to recieve the job description in detail.\n" +
		"In my last role I cleaned and analysed harvest data for forty farms.\nI look forward to hearing from you.\n" +
		"Kind regards,\nAmina\n"
	dev7AppYAML = "# app settings for the harvest api\nenv: staging\nport: 8080\n# database settings\ndb_host: localhost\n" +
		"db_port: 5432\ndb_password: hunter2\nlog_level: info\nurl: http://staging.example.org/api\n"
)

// dev7Tree writes the set's tree into dir: its own names (none of the
// frozen trees' files), with distractors beside the files the requests
// name (an older harvest file, a rotated log, a readme one folder up, a
// tool with TODOs outside src, a dangling-link trap in bin/).
func dev7Tree(t *testing.T, dir string) {
	t.Helper()
	files := map[string]string{
		"data/harvest.csv":                 dev7Harvest,
		"data/harvest-2025.csv":            "plot,crop,yield_kg,farmer\nP01,rye,300,Olsen\nP02,oats,210,Olsen\n",
		"data/sites.csv":                   "site,lat,lon\nNorth,60.1,10.2\nSouth,58.9,11.0\n",
		"data/rainfall.tsv":                dev7Rainfall,
		"data/marks.txt":                   "42\n7\n150\n9\n1000\n88\n3\n",
		"exports/members.psv":              dev7Members,
		"bookkeeping/orders-eu.csv":        dev7Orders,
		"bookkeeping/invoice-001.pdf":      "%PDF invoice 001\n",
		"bookkeeping/2025/old-invoice.pdf": "%PDF old invoice\n",
		"invoice-template.odt":             "template\n",
		"roster.txt":                       dev7Roster,
		"readings/sensor.dat":              dev7Sensor,
		"people/guests.txt":                "Yusuf\nAmelia\nOlu\nBeatriz\nChen\nDmitri\nKofi\n",
		"people/visitors.txt":              "Mateo\nIngrid\nMateo\nSven\nIngrid\nMateo\nPriya\n",
		"tags.txt":                         "python\ngolang\npython\nrust\ngolang\npython\nbash\n",
		"logs/gateway.log":                 dev7Lines(100, dev7Gateway),
		"logs/gateway.log.1":               dev7Lines(50, func(i int) string { return fmt.Sprintf("rotated entry %d", i) }),
		"logs/worker.log":                  dev7Lines(40, dev7Worker),
		"logs/app-live.log":                "live 1\nlive 2\n",
		"logs/old/2025-12.log":             "december\n",
		"logs/heartbeat.txt":               "ping ok\nping ok\nping ok\nping timeout\nping ok\nping ok\nping timeout\nping timeout\nping ok\n",
		"logs/access-ips.txt": "10.0.0.5\n192.168.1.20\n10.0.0.5\n172.16.0.9\n192.168.1.20\n10.0.0.7\n" +
			"10.0.0.5\n172.16.0.9\n192.168.1.20\n10.0.0.5\n",
		"minutes.txt":       dev7Minutes,
		"lyrics.txt":        dev7Lyrics,
		"cover-letter.txt":  dev7Letter,
		"notes/ideas.txt":   "- try a pivot table for the harvest data\n\n- automate the weekly export\n- ask Ines about the rainfall stations\n\n- learn awk properly\n",
		"notes/todo-old.md": "- old things\n",
		"notes/standup.md":  "- yesterday: exports\n",
		"config/app.yaml":   dev7AppYAML,
		"config/db.yaml":    "host: localhost\nport: 5432\n",
		"config/cache.yaml": "host: 10.0.0.9\nport: 6379\n",
		"config/about.txt":  "settings live here\n",
		"config/defaults.json": "{\n" + dev7Lines(200, func(i int) string { return fmt.Sprintf("  \"option_%03d\": %d,", i, i) }) +
			"  \"last\": 0\n}\n",
		"src/README.md":              "Source tree of the harvest tools. We use import requests in lib.\n",
		"src/app/README.md":          "# Harvest API\nRun server.py to start the API.\n",
		"src/app/server.py":          dev7Lines(60, dev7Server),
		"src/app/handlers.py":        "# handle incoming requests\n# TODO: split this file\ndef plots():\n    return []\n# deprecated: use plots()\n# Fixme: naming\n",
		"src/app/oldapi.py":          "# deprecated module, kept for old clients\nOLD = True\n",
		"src/app/conf/settings.json": "{\"db\": \"localhost\"}\n",
		"src/lib/util.py":            "import os\n\n# FIXME: handle unicode\ndef clean(s):\n    # TODO: strip tabs\n    return s.strip()\n",
		"src/lib/fetch.py":           "import requests\n# deprecated: use httpx\n",
		"src/lib/settings.json.bak":  "{}\n",
		"src/lib/.env":               "API_KEY=sk-test-123\n",
		".env.example":               "API_KEY=\n",
		".gitignore":                 "node_modules/\n*.pyc\n.env\nexports/*.tmp\n",
		"scripts/ship.sh":            "#!/bin/sh\necho deploying with $API_KEY\n",
		"scripts/backup.sh":          "#!/bin/sh\necho backing up\n",
		"scripts/tidy.sh":            "#!/bin/sh\necho cleaned\n",
		"scripts/start.sh":           "#!/bin/sh\necho running\n",
		"scripts/tool.py":            "# TODO: FIXME everything\n",
		"secrets/api.key":            "sk-live-abcdef0123456789\n",
		"shared/notes.txt":           "shared notes\n",
		"public/index.html":          "<h1>Harvest</h1>\n",
		"public/links.txt":           "http://example.org\nhttps://already.example.org\nhttp://docs.example.org/guide\n",
		"public/style.css":           "h1 { color: green }\n",
		"templates/page.txt":         "<title>foo</title>\n<p>foo and foo</p>\n",
		"story/part1.txt":            "Once upon a time there was a small farm by the fjord.\nThe farmer grew barley and dreamed of tomatoes.\n",
		"story/part2.txt":            "One summer the tomatoes finally grew.\nThe end.\n",
		"draft-v2.md":                "# Final report\n",
		"reciept.txt":                "total 42.00\n",
		"legacy-site/index.html":     "<h1>old site</h1>\n",
		"tmp-uploads/photo1.jpg":     "photo1\n",
		"versions/v2.0/app.bin":      "v2.0\n",
		"versions/v2.1/app.bin":      "v2.1\n",
		"thesis/chapter1.md":         "# Introduction\n",
		"thesis/chapter2.md":         "# Methods\n",
		"thesis/refs.bib":            "@book{x}\n",
		"thesis/notes-methods.md":    "methods notes\n",
		"thesis/notes-results.txt":   "results notes\n",
		"thesis/figures/plot.png":    strings.Repeat("P", 40<<10),
		"thesis/figures/map.svg":     "<svg/>\n",
		"inbox/scan1.jpg":            "scan1\n",
		"inbox/scan2.jpg":            "scan2\n",
		"inbox/receipt.png":          "receipt\n",
		"inbox/diagram.png":          "diagram\n",
		"inbox/note.txt":             "note\n",
		"drafts/empty-notes.txt":     "",
		"drafts/placeholder.md":      "",
		"drafts/outline.md":          "1. intro\n",
		"media-dump/big.mp4":         strings.Repeat("B", 5<<19),
		"media-dump/mid.mov":         strings.Repeat("M", 700<<10),
		"media-dump/clip2.webm":      strings.Repeat("W", 300<<10),
		"media-dump/poster.tif":      strings.Repeat("T", 150<<10),
		"media-dump/small.gif":       strings.Repeat("G", 3<<10),
		"media-dump/thumb.jpg":       strings.Repeat("J", 1<<10),
		"media-dump/notes.txt":       "media notes\n",
		"assets/video/intro.mp4":     strings.Repeat("V", 3<<19),
		"assets/pics/banner.png":     strings.Repeat("N", 600<<10),
		"assets/pics/favicon.png":    strings.Repeat("I", 20<<10),
		"assets/pics/spacer.gif":     strings.Repeat("S", 1<<10),
		"assets/fonts/body.woff":     strings.Repeat("F", 50<<10),
		"weekly/mon.md":              "monday\n",
		"weekly/tue.md":              "tuesday\n",
		"weekly/retro.md":            "retro\n",
		"weekly/plan.md":             "plan\n",
		"weekly/q1.md":               "q1\n",
		"attic/2024-taxes.pdf":       "taxes\n",
		"attic/old-notes.txt":        "old\n",
		"attic/recent.txt":           "recent\n",
		"images/.keep":               "",
		"recovery/.keep":             "",
		"vendor/.keep":               "",
		"bin/.keep":                  "",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chmod(p, 0o644)
	}
	os.Chmod(filepath.Join(dir, "public/index.html"), 0o600)
	os.Chmod(filepath.Join(dir, "shared/notes.txt"), 0o666)
	now := time.Now()
	// Everything but the files below was written a few days ago; the
	// fresh ones are as old as the tree.
	ages := map[string]time.Duration{
		"src/app/handlers.py":   10 * time.Minute,
		"data/marks.txt":        2 * time.Hour,
		"data/sites.csv":        30 * time.Hour,
		"data/rainfall.tsv":     10 * 24 * time.Hour,
		"data/harvest-2025.csv": 200 * 24 * time.Hour,
		"weekly/mon.md":         2 * 24 * time.Hour,
		"weekly/tue.md":         6 * 24 * time.Hour,
		"weekly/retro.md":       3 * time.Hour,
		"weekly/plan.md":        10 * 24 * time.Hour,
		"weekly/q1.md":          40 * 24 * time.Hour,
		"notes/ideas.txt":       30 * time.Hour,
		"notes/todo-old.md":     5 * 24 * time.Hour,
		"notes/standup.md":      3 * time.Hour,
		"attic/2024-taxes.pdf":  45 * 24 * time.Hour,
		"attic/old-notes.txt":   400 * 24 * time.Hour,
		"attic/recent.txt":      2 * 24 * time.Hour,
		"thesis/chapter2.md":    0,
	}
	for name := range files {
		age, ok := ages[name]
		switch {
		case !ok && strings.HasPrefix(name, "src/"):
			age = 5 * time.Hour
		case !ok:
			age = 3 * 24 * time.Hour
		}
		old := now.Add(-age)
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	// vendor-libs.tar.gz and old-site.tar.gz hold a folder of their own,
	// fonts.tar (not compressed) too; backups/db-dump.tgz holds two files
	// at its top; the zips hold files at their top.
	writeTarGz(t, filepath.Join(dir, "vendor-libs.tar.gz"), "vendor-libs/", now,
		map[string]string{"vendor-libs/left-pad.js": "module.exports = 1\n", "vendor-libs/lodash.min.js": "var _ = 1\n"})
	writeTarGz(t, filepath.Join(dir, "old-site.tar.gz"), "old-site/", now,
		map[string]string{"old-site/index.html": "<h1>old</h1>\n", "old-site/about.html": "<p>about</p>\n"})
	os.MkdirAll(filepath.Join(dir, "backups"), 0o755)
	writeTarGz(t, filepath.Join(dir, "backups/db-dump.tgz"), "./", now,
		map[string]string{"dump.sql": "INSERT 1;\n", "schema.sql": "CREATE TABLE t;\n"})
	dev7Tar(t, filepath.Join(dir, "fonts.tar"), "fonts/", map[string]string{"fonts/mono.ttf": "mono\n", "fonts/sans.ttf": "sans\n"})
	writeZip(t, filepath.Join(dir, "assets.zip"), "logo.svg", "hero.webp")
	writeZip(t, filepath.Join(dir, "assets-2024.zip"), "old-logo.svg")
	writeZip(t, filepath.Join(dir, "course-material.zip"), "week1.pdf", "week2.pdf")
	writeZip(t, filepath.Join(dir, "inbox/scans.zip"), "scan3.jpg", "scan4.jpg")
	old := now.Add(-3 * 24 * time.Hour)
	os.Chtimes(filepath.Join(dir, "inbox/scans.zip"), old, old)
}

// dev7Tar writes a plain (not compressed) tar at path: the directory top,
// then files.
func dev7Tar(t *testing.T, path, top string, files map[string]string) {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	now := time.Now()
	hs := []*tar.Header{{Name: top, Typeflag: tar.TypeDir, Mode: 0o755, ModTime: now}}
	for name, body := range files {
		hs = append(hs, &tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body)), ModTime: now})
	}
	for _, h := range hs {
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeReg {
			io.WriteString(tw, files[h.Name])
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// dev7Prep writes the tree once and returns what makes a fresh copy of it
// for each case: a copy keeps modes and times; the big media files, which
// no request changes, are hard links.
// The tree and its copies are in t.TempDir(), which runWithTrees puts in
// memory where there is room.
func dev7Prep(t *testing.T) func(*testing.T) string {
	t.Helper()
	tmpl := t.TempDir()
	dev7Tree(t, tmpl)
	return func(t *testing.T) string {
		t.Helper()
		dst := t.TempDir()
		type dirTime struct {
			path string
			mod  time.Time
		}
		var dirs []dirTime
		err := filepath.Walk(tmpl, func(p string, fi os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(tmpl, p)
			to := filepath.Join(dst, rel)
			if fi.IsDir() {
				dirs = append(dirs, dirTime{to, fi.ModTime()})
				return os.MkdirAll(to, fi.Mode().Perm())
			}
			if fi.Size() > 100<<10 && os.Link(p, to) == nil {
				return nil
			}
			return copyFileAs(p, to, fi)
		})
		if err != nil {
			t.Fatal(err)
		}
		for i := len(dirs) - 1; i >= 0; i-- {
			os.Chtimes(dirs[i].path, dirs[i].mod, dirs[i].mod)
		}
		return dst
	}
}

// dev7Setup makes the fourth set's environment with a few more
// placeholders: {gid} the group id, {python3} and {sed} the programs'
// paths.
func dev7Setup(t *testing.T) *frozen3Env {
	t.Helper()
	e := setupFrozen4(t)
	vars := map[string]string{}
	if u, err := user.Current(); err == nil {
		vars["{gid}"] = u.Gid
	}
	for _, p := range []string{"python3", "sed"} {
		if path, err := exec.LookPath(p); err == nil {
			vars["{"+p+"}"] = path
		}
	}
	e.fill = fillWith(vars, e.fill)
	return e.frozen3Env
}

// dev7Fields splits a line into fields at blanks and the usual delimiters.
func dev7Fields(l string) []string {
	return strings.FieldsFunc(l, func(r rune) bool {
		return r == ' ' || r == '\t' || r == ':' || r == ',' || r == ';' || r == '|' || r == '=' || r == '(' || r == ')'
	})
}

var dev7SizeRe = regexp.MustCompile(`(?i)(\d+(?:[.,]\d+)?)\s?(k|m|g|t)?(i?b)?\b`)

// judge7 runs the fourth set's checks, then the seventh's.
func (c dev7Case) judge7(out, dir string, fill func(string) string) error {
	// The fourth set's table check, except that a header that sort moved
	// to the end (ps aux | sort -rnk 3) is dropped first.
	c4 := c.frozen4Case
	c4.Desc = nil
	if err := c4.judge4(out, dir, fill); err != nil {
		return err
	}
	ls := nonBlank(out)
	if len(c.Desc) > 0 {
		err := descending(out, c.Desc)
		if n := len(ls); err != nil && n > 2 {
			for _, f := range strings.Fields(ls[n-1]) {
				if f == c.Desc[0] {
					err = descending(strings.Join(ls[:n-1], "\n"), c.Desc)
					break
				}
			}
		}
		if err != nil {
			return err
		}
	}
	for item, n := range c.Counts {
		found := false
		for _, l := range ls {
			has, count := false, false
			for _, f := range dev7Fields(l) {
				has = has || f == item
				count = count || f == strconv.Itoa(n)
			}
			found = found || has && count
		}
		if !found {
			return fmt.Errorf("no line counts %s %d times", item, n)
		}
	}
	for p, want := range c.EitherSet {
		same := func(lines []string) bool {
			if len(lines) != len(want) {
				return false
			}
			seen := map[string]bool{}
			for _, l := range lines {
				seen[l] = true
			}
			for _, w := range want {
				if !seen[w] {
					return false
				}
			}
			return true
		}
		b, _ := os.ReadFile(filepath.Join(dir, p))
		if !same(ls) && !same(nonBlank(string(b))) {
			return fmt.Errorf("neither the output nor %s is exactly %q", p, want)
		}
	}
	for _, p := range c.Execs {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil || fi.Mode().Perm()&0o100 == 0 {
			return fmt.Errorf("%s is not executable", p)
		}
	}
	if len(c.Size) == 2 {
		m := dev7SizeRe.FindStringSubmatch(out)
		if m == nil {
			return fmt.Errorf("no size in the output")
		}
		v, _ := strconv.ParseFloat(strings.Replace(m[1], ",", ".", 1), 64)
		in := func(v float64) bool { return v >= c.Size[0] && v <= c.Size[1] }
		unit := strings.ToLower(m[2])
		ok := false
		if unit == "" {
			ok = in(v) || in(v*1024) || in(v*512)
		} else {
			k := float64(strings.Index("kmgt", unit) + 1)
			ok = in(v*dev7Pow(1024, k)) || in(v*dev7Pow(1000, k))
		}
		if !ok {
			return fmt.Errorf("size %s is not between %.0f and %.0f bytes", m[0], c.Size[0], c.Size[1])
		}
	}
	for _, p := range c.Compressed {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		magic := false
		for _, m := range []string{"\x1f\x8b", "BZh", "\xfd7zXZ", "\x28\xb5\x2f\xfd"} {
			magic = magic || bytes.HasPrefix(b, []byte(m))
		}
		if !magic {
			return fmt.Errorf("%s is not compressed", p)
		}
	}
	if err := archiveLacks(dir, c.TarLacks, tarNames); err != nil {
		return err
	}
	if err := existsAny(dir, c.ExistsAny); err != nil {
		return err
	}
	return nil
}

func dev7Pow(b, k float64) float64 {
	r := 1.0
	for ; k > 0; k-- {
		r *= b
	}
	return r
}

// dev7Follow: a command that follows a file is stopped after two seconds;
// a line is appended to c's file after 0.7 s.
var dev7Follow = followTimes{stop: 2 * time.Second, mark: 700 * time.Millisecond, line: "FOLLOW-MARK 7\n"}

// TestDev7Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestDev7Refs(t *testing.T) { dev7Set.refs(t) }

// TestDev7RefsCanFail shows the checks reject wrong commands: each of
// these is a plausible wrong answer to its request (a slot dropped, the
// distractor beside the named file, the wrong direction, column or
// delimiter, in place instead of shown, listed instead of extracted, the
// wrong time window).
func TestDev7RefsCanFail(t *testing.T) {
	wrongs := map[string]string{
		"create a folder named reports/2026/march":                             "mkdir reports/2026/march",
		"I need a new empty folder called sandbox inside src/app":              "mkdir sandbox",
		"make 3 folders jan feb mar under reports/2025":                        "mkdir -p reports/2025",
		"copy data/harvest.csv to backups/harvest-copy.csv":                    "cp data/harvest-2025.csv backups/harvest-copy.csv",
		"duplicate the whole src/app folder as src/app-bak":                    "cp -r src src/app-bak",
		"copy all the .csv files from data into exports/":                      "cp data/* exports/",
		"cp logs folder recursively to logs-saved":                             "cp logs/*.log logs-saved",
		"rename draft-v2.md to final.md":                                       "cp draft-v2.md final.md",
		"move all the png files in inbox to images/":                           "mv inbox/* images/",
		"how I move the folder legacy-site to attic/legacy-site?":              "cp -r legacy-site attic/legacy-site",
		"move logs/gateway.log.1 into attic/":                                  "mv logs/gateway.log attic/",
		"update the modified time of data/harvest.csv to now":                  "touch data/harvest-2025.csv",
		"I need a blank file named TODO.txt in notes/":                         "touch TODO.txt",
		"symlink current -> versions/v2.1":                                     "ln -s versions/v2.0 current",
		"make a shortcut called latest.csv that points to data/harvest.csv":    "ln -s latest.csv data/harvest.csv",
		"create a symbolic link bin/run pointing to scripts/start.sh":          "ln -s scripts/start.sh bin/run",
		"I want a link named logs-now to the logs folder":                      "ln logs/gateway.log logs-now",
		"only I should be able to read and write secrets/api.key, nobody else": "chmod 644 secrets/api.key",
		"give everyone read permission on public/index.html":                   "chmod o+r public/index.html",
		"remove write permission for group and others from shared/notes.txt":   "chmod o-w shared/notes.txt",
		"make all .sh files in scripts executable":                             "chmod +x scripts/ship.sh",
		"cat the readme in src/app":                                            "cat src/README.md",
		"show story/part1.txt and story/part2.txt one after the other":         "cat story/part2.txt story/part1.txt",
		"first 5 lines of logs/gateway.log":                                    "head -n 5 logs/gateway.log.1",
		"give me first fifteen line from logs/worker.log":                      "head logs/worker.log",
		"last 10 lines of logs/gateway.log":                                    "head -n 10 logs/gateway.log",
		"bottom 25 lines of logs/worker.log":                                   "tail logs/worker.log",
		"print lines 10 to 20 of logs/gateway.log":                             "head -n 20 logs/gateway.log",
		"show data/harvest.csv from line 3 on":                                 "tail -n 3 data/harvest.csv",
		"everything after line 50 in src/app/server.py":                        "tail -n +50 src/app/server.py",
		"I want to read only line 12 of lyrics.txt":                            "head -n 12 lyrics.txt",
		"how many lines in logs/gateway.log":                                   "wc -l logs/gateway.log.1",
		"how many records are in exports/members.psv, not counting the header": "wc -l exports/members.psv",
		"how many words are in cover-letter.txt":                               "wc -l cover-letter.txt",
		"how many bytes is data/harvest.csv":                                   "wc -w data/harvest.csv",
		"sort data/marks.txt numerically, biggest first":                       "sort -r data/marks.txt",
		"sort data/harvest.csv by the yield column (3rd), highest first":       "sort -t, -k3 -r data/harvest.csv",
		"sort roster.txt by the second field, it's colon separated":            "sort roster.txt",
		"sort exports/members.psv by city, pipe separated, column 4":           "sort -t'|' -k2 exports/members.psv",
		"sort readings/sensor.dat by temperature (2nd column) numerically":     "sort -k2 readings/sensor.dat",
		"show people/visitors.txt without the duplicates":                      "uniq people/visitors.txt",
		"collapse consecutive repeated lines in logs/heartbeat.txt":            "sort -u logs/heartbeat.txt",
		"dedupe tags.txt": "uniq tags.txt",
		"count the duplicates in people/visitors.txt":                                     "uniq -c people/visitors.txt",
		"frequency of each ip in logs/access-ips.txt, most frequent first":                "sort logs/access-ips.txt | uniq -c",
		"how many members per city in exports/members.psv":                                "cut -d'|' -f2 exports/members.psv | sort | uniq -c",
		"print the 2nd column of data/harvest.csv":                                        "cut -d, -f3 data/harvest.csv",
		"columns 1 and 3 of data/rainfall.tsv":                                            "cut -d, -f1,3 data/rainfall.tsv",
		"third column of bookkeeping/orders-eu.csv (it uses semicolons)":                  "cut -d, -f3 bookkeeping/orders-eu.csv",
		"get the 4th field from exports/members.psv, pipe delimited":                      "cut -d'|' -f3 exports/members.psv",
		"show just the farmer column from data/harvest.csv":                               "awk '{print $4}' data/harvest.csv",
		"cut the first field of roster.txt, fields are separated by colons":               "cut -d: -f2 roster.txt",
		"find lines containing error in logs/worker.log ignoring case":                    "grep error logs/worker.log",
		"case insensitive search for tomato in data/harvest.csv":                          "grep tomato data/harvest.csv",
		"show logs/worker.log without the DEBUG lines":                                    "grep DEBUG logs/worker.log",
		"print notes/ideas.txt without the empty lines":                                   "cat notes/ideas.txt",
		"how many lines in logs/worker.log contain ERROR":                                 "grep -ci error logs/worker.log",
		"count the lines with wheat in data/harvest.csv":                                  "grep wheat data/harvest.csv",
		"find which line numbers say TODO in src/app/server.py":                           "grep TODO src/app/server.py",
		"search for TODO in all files under src/":                                         "grep -rn TODO .",
		"in which .py files under src is requests imported":                               "grep -rl requests src",
		"recursive case-insensitive search for fixme in src, with line numbers":           "grep -rn fixme src",
		"replace staging with production in config/app.yaml":                              "sed 's/staging/production/g' config/app.yaml",
		"show config/app.yaml with staging replaced by qa, but don't change the file":     "sed -i 's/staging/qa/g' config/app.yaml",
		"fix the typo recieve -> receive everywhere in cover-letter.txt":                  "sed -i 's/recieve/receive/' cover-letter.txt",
		"output lyrics.txt with every love swapped for LOVE, the original stays the same": "sed 's/love/LOVE/' lyrics.txt",
		"tar.gz the src folder into src-backup.tar.gz":                                    "tar czf src-backup.tar.gz .",
		"put all of the thesis folder into one compressed file called thesis.tar.gz":      "tar cf thesis.tar.gz thesis",
		"zip the thesis folder into thesis.zip":                                           "zip thesis.zip thesis",
		"extract vendor-libs.tar.gz":                                                      "tar tzf vendor-libs.tar.gz",
		"unpack backups/db-dump.tgz into recovery/":                                       "tar xzf backups/db-dump.tgz",
		"what's inside assets.zip? don't extract":                                         "unzip assets.zip",
		"extract course-material.zip into the folder course":                              "unzip course-material.zip",
		"who am i on this box":                                                            "who am i",
		"since when is the server running":                                                "uptime",
		"print the date like 31/12/2026":                                                  "date +%m/%d/%Y",
		"date in YYYY-MM-DD format":                                                       "date",
		"follow logs/gateway.log":                                                         "tail -f logs/gateway.log.1",
		"watch new lines being added to logs/worker.log live":                             "tail logs/worker.log",
		"how many gigabytes are free on /":                                                "df -h",
		"largest 5 files in media-dump/":                                                  "ls -S media-dump",
		"top 3 biggest files under assets":                                                "ls -S assets | head -n 3",
		"processes by cpu":                                                                "ps aux --sort=-%mem",
		"top 10 processes by ram":                                                         "ps aux --sort=-%mem",
		"files smaller than 1 KB in config":                                               "find config -type f -size -1k",
		"files larger than 2 megabytes anywhere here":                                     "find . -type f -size +1M",
		"files changed in the last 7 days in weekly/":                                     "find weekly -type f -mtime -1",
		"files older than 30 days in attic":                                               "find attic -type f -mtime -30",
		"files modified in the last hour under src":                                       "find src -type f -mtime -1",
		"what did I modify today in thesis/":                                              "find thesis -type f -mtime -7",
		"count the files in src recursively":                                              "find src | wc -l",
		"how many files in inbox/":                                                        "ls -l inbox | wc -l",
		"how big is the media-dump folder":                                                "du -sh assets",
		"du of src/app":                                                                   "du -sh src",
		"list all .py files in src":                                                       "find . -name '*.py'",
		"find every csv under data":                                                       "find . -name '*.csv'",
		"is there a file named .env anywhere in src?":                                     "find . -name '.env*'",
	}
	dev7Set.refsCanFail(t, oneEach(wrongs))
}

// TestDev7Variants runs other right commands for some requests (other
// flags, other tools, GNU and POSIX spellings): a check must accept every
// right answer, not only the reference.
func TestDev7Variants(t *testing.T) {
	variants := map[string][]string{
		"create a folder named reports/2026/march":                             {"mkdir --parents reports/2026/march", "install -d reports/2026/march"},
		"make 3 folders jan feb mar under reports/2025":                        {"mkdir -p reports/2025/{jan,feb,mar}", "for m in jan feb mar; do mkdir -p reports/2025/$m; done"},
		"duplicate the whole src/app folder as src/app-bak":                    {"cp -a src/app src/app-bak", "cp -R src/app/ src/app-bak"},
		"copy all the .csv files from data into exports/":                      {"find data -maxdepth 1 -name '*.csv' -exec cp {} exports/ \\;", "cp data/*.csv exports"},
		"please copy the file config/app.yaml into the folder backups":         {"cp config/app.yaml backups/app.yaml", "cp -p config/app.yaml backups"},
		"move all the png files in inbox to images/":                           {"find inbox -name '*.png' -exec mv {} images/ \\;", "mv -v inbox/*.png images"},
		"how I move the folder legacy-site to attic/legacy-site?":              {"mv legacy-site attic/", "mv -v legacy-site attic"},
		"make empty files one.md, two.md and three.md in drafts/":              {"touch drafts/{one,two,three}.md", "for f in one two three; do : > drafts/$f.md; done"},
		"update the modified time of data/harvest.csv to now":                  {"touch -m data/harvest.csv", "touch -c data/harvest.csv"},
		"symlink current -> versions/v2.1":                                     {"ln -sfn versions/v2.1 current", "ln -s \"$PWD/versions/v2.1\" current"},
		"create a symbolic link bin/run pointing to scripts/start.sh":          {"ln -sr scripts/start.sh bin/run", "ln -s \"$(pwd)/scripts/start.sh\" bin/run", "cd bin && ln -s ../scripts/start.sh run"},
		"link data/harvest.csv into exports/ as a symlink":                     {"ln -sr data/harvest.csv exports/", "cd exports && ln -s ../data/harvest.csv ."},
		"give everyone read permission on public/index.html":                   {"chmod 644 public/index.html", "chmod go+r public/index.html", "chmod ugo+r public/index.html"},
		"remove write permission for group and others from shared/notes.txt":   {"chmod 644 shared/notes.txt", "chmod g-w,o-w shared/notes.txt"},
		"make all .sh files in scripts executable":                             {"chmod 755 scripts/*.sh", "find scripts -name '*.sh' -exec chmod +x {} +", "chmod u+x scripts/*.sh"},
		"only I should be able to read and write secrets/api.key, nobody else": {"chmod u=rw,go= secrets/api.key", "chmod go-rwx secrets/api.key"},
		"show story/part1.txt and story/part2.txt one after the other":         {"cat story/part{1,2}.txt", "for f in story/part1.txt story/part2.txt; do cat $f; done"},
		"print minutes.txt":                                                    {"cat -- minutes.txt", "while IFS= read -r l; do echo \"$l\"; done < minutes.txt"},
		"first 5 lines of logs/gateway.log":                                    {"head -5 logs/gateway.log", "sed -n 1,5p logs/gateway.log", "awk 'NR<=5' logs/gateway.log", "sed 5q logs/gateway.log"},
		"show me the top ten rows of data/harvest.csv":                         {"head data/harvest.csv", "head -n 11 data/harvest.csv"},
		"the header line of data/harvest.csv":                                  {"head -1 data/harvest.csv", "sed -n 1p data/harvest.csv", "sed q data/harvest.csv"},
		"what columns does exports/members.psv have":                           {"head -n 1 exports/members.psv | tr '|' '\\n'", "sed 1q exports/members.psv"},
		"last 10 lines of logs/gateway.log":                                    {"tail logs/gateway.log", "tail -10 logs/gateway.log", "sed -n '91,$p' logs/gateway.log"},
		"what's at the end of lyrics.txt? last four lines":                     {"tail -n 4 lyrics.txt", "tail -n4 lyrics.txt"},
		"print lines 10 to 20 of logs/gateway.log":                             {"awk 'NR>=10 && NR<=20' logs/gateway.log", "head -n 20 logs/gateway.log | tail -n 11", "sed -n '10,20p' logs/gateway.log"},
		"show data/harvest.csv from line 3 on":                                 {"sed -n '3,$p' data/harvest.csv", "awk 'NR>=3' data/harvest.csv", "sed 1,2d data/harvest.csv"},
		"skip the header of data/harvest.csv and show the rest":                {"sed 1d data/harvest.csv", "awk 'NR>1' data/harvest.csv"},
		"I want to read only line 12 of lyrics.txt":                            {"awk 'NR==12' lyrics.txt", "head -n 12 lyrics.txt | tail -n 1", "sed '12!d' lyrics.txt"},
		"everything after line 50 in src/app/server.py":                        {"sed -n '51,$p' src/app/server.py", "awk 'NR>50' src/app/server.py", "sed 1,50d src/app/server.py"},
		"how many lines in logs/gateway.log":                                   {"wc -l < logs/gateway.log", "cat logs/gateway.log | wc -l", "grep -c '' logs/gateway.log", "awk 'END{print NR}' logs/gateway.log"},
		"count rows in data/harvest.csv":                                       {"tail -n +2 data/harvest.csv | wc -l", "wc -l < data/harvest.csv"},
		"how many records are in exports/members.psv, not counting the header": {"sed 1d exports/members.psv | wc -l", "awk 'NR>1' exports/members.psv | wc -l", "echo $(( $(wc -l < exports/members.psv) - 1 ))"},
		"how many words are in cover-letter.txt":                               {"wc cover-letter.txt", "cat cover-letter.txt | wc -w"},
		"how many bytes is data/harvest.csv":                                   {"stat -c %s data/harvest.csv", "ls -l data/harvest.csv", "du -b data/harvest.csv", "wc -c < data/harvest.csv"},
		"count the characters in lyrics.txt":                                   {"wc -c lyrics.txt", "wc -m < lyrics.txt"},
		"sort data/marks.txt numerically, biggest first":                       {"sort -n -r data/marks.txt", "sort -rn data/marks.txt", "sort -n data/marks.txt | tac"},
		"sort data/harvest.csv by the yield column (3rd), highest first":       {"sort -t, -k3 -nr data/harvest.csv", "sort -t ',' -k 3,3 -n -r data/harvest.csv", "(head -n 1 data/harvest.csv; tail -n +2 data/harvest.csv | sort -t, -k3 -rn)"},
		"sort roster.txt by the second field, it's colon separated":            {"sort -t : -k 2 roster.txt", "sort -t: -k2,2 -s roster.txt"},
		"sort exports/members.psv by city, pipe separated, column 4":           {"sort -t '|' -k 4 exports/members.psv", "(head -1 exports/members.psv; tail -n +2 exports/members.psv | sort -t'|' -k4,4)"},
		"sort readings/sensor.dat by temperature (2nd column) numerically":     {"sort -n -k2 readings/sensor.dat", "tail -n +2 readings/sensor.dat | sort -k2 -g"},
		"show people/visitors.txt without the duplicates":                      {"sort people/visitors.txt | uniq", "awk '!seen[$0]++' people/visitors.txt"},
		"unique values of the crop column in data/harvest.csv":                 {"tail -n +2 data/harvest.csv | cut -d, -f2 | sort | uniq", "awk -F, 'NR>1 && !s[$2]++ {print $2}' data/harvest.csv", "cut -d, -f2 data/harvest.csv | sort -fu"},
		"dedupe tags.txt": {"awk '!seen[$0]++' tags.txt", "sort -u -o tags.txt tags.txt", "sort tags.txt | uniq"},
		"count how many times each line appears in tags.txt":                             {"sort tags.txt | uniq -c | sort -rn", "awk '{c[$0]++} END {for (k in c) print k, c[k]}' tags.txt"},
		"how often does each crop appear in data/harvest.csv":                            {"awk -F, 'NR>1 {c[$2]++} END {for (k in c) print c[k], k}' data/harvest.csv", "tail -n +2 data/harvest.csv | cut -d, -f2 | sort | uniq -c | sort -rn"},
		"top 3 most common lines in logs/access-ips.txt":                                 {"sort logs/access-ips.txt | uniq -c | sort -nr | head -3"},
		"print the 2nd column of data/harvest.csv":                                       {"awk -F, '{print $2}' data/harvest.csv", "cut -d ',' -f 2 data/harvest.csv"},
		"show just the farmer column from data/harvest.csv":                              {"awk -F, '{print $4}' data/harvest.csv", "cut -d, -f4 data/harvest.csv | tail -n +2"},
		"columns 1 and 3 of data/rainfall.tsv":                                           {"awk -F'\\t' '{print $1, $3}' data/rainfall.tsv", "awk '{print $1\"\\t\"$3}' data/rainfall.tsv", "cut -d$'\\t' -f1,3 data/rainfall.tsv"},
		"third column of bookkeeping/orders-eu.csv (it uses semicolons)":                 {"awk -F';' '{print $3}' bookkeeping/orders-eu.csv", "cut -d\\; -f3 bookkeeping/orders-eu.csv"},
		"print the second word of every line in readings/sensor.dat":                     {"cut -d' ' -f2 readings/sensor.dat", "while read a b rest; do echo $b; done < readings/sensor.dat"},
		"I want only the email column of exports/members.psv":                            {"awk -F'|' '{print $3}' exports/members.psv", "awk -F'|' 'NR>1 {print $3}' exports/members.psv"},
		"print columns 2 to 4 of bookkeeping/orders-eu.csv (semicolon separated)":        {"awk -F';' '{print $2, $3, $4}' bookkeeping/orders-eu.csv", "awk -F';' -v OFS=';' '{print $2,$3,$4}' bookkeeping/orders-eu.csv"},
		"show name and shift from roster.txt (colon separated, fields 1 and 3)":          {"awk -F: '{print $1, $3}' roster.txt", "awk -F: '{print $1\"\\t\"$3}' roster.txt"},
		"find lines containing error in logs/worker.log ignoring case":                   {"grep -i 'error' logs/worker.log", "grep --ignore-case error logs/worker.log", "awk 'tolower($0) ~ /error/' logs/worker.log"},
		"case insensitive search for tomato in data/harvest.csv":                         {"grep -i Tomato data/harvest.csv", "grep -iw tomato data/harvest.csv"},
		"show logs/worker.log without the DEBUG lines":                                   {"grep -v 'DEBUG' logs/worker.log", "sed '/DEBUG/d' logs/worker.log", "awk '!/DEBUG/' logs/worker.log", "grep --invert-match DEBUG logs/worker.log"},
		"I want to see only the lines of config/app.yaml that are not comments":          {"grep -v '^\\s*#' config/app.yaml", "sed '/^#/d' config/app.yaml", "grep -Ev '^(#|$)' config/app.yaml"},
		"print notes/ideas.txt without the empty lines":                                  {"sed '/^$/d' notes/ideas.txt", "grep . notes/ideas.txt", "awk NF notes/ideas.txt", "grep -v '^[[:space:]]*$' notes/ideas.txt"},
		"how many lines in logs/worker.log contain ERROR":                                {"grep ERROR logs/worker.log | wc -l", "grep -c 'ERROR' logs/worker.log", "awk '/ERROR/{n++} END{print n}' logs/worker.log"},
		"how many times does timeout appear in logs/gateway.log":                         {"grep -o timeout logs/gateway.log | wc -l", "grep -ci timeout logs/gateway.log"},
		"find which line numbers say TODO in src/app/server.py":                          {"grep -n 'TODO' src/app/server.py", "awk '/TODO/{print NR\": \"$0}' src/app/server.py", "grep -n TODO src/app/server.py | cut -d: -f1"},
		"show me where 'chorus' is in lyrics.txt, with the line number":                  {"grep -n -i chorus lyrics.txt", "awk '/chorus/ {print NR, $0}' lyrics.txt"},
		"search for TODO in all files under src/":                                        {"grep -r TODO src", "grep -R 'TODO' src/", "find src -type f -exec grep -H TODO {} +"},
		"which files in src/app mention deprecated":                                      {"grep -ril deprecated src/app", "grep -rl 'deprecated' src/app/"},
		"recursive case-insensitive search for fixme in src, with line numbers":          {"grep -Rin fixme src/", "grep -r -i -n FIXME src"},
		"look through every file in config/ for the word localhost":                      {"grep -rn localhost config", "grep localhost config/*", "grep -rl localhost config"},
		"replace staging with production in config/app.yaml":                             {"sed -i 's/staging/production/' config/app.yaml", "sed -i.bak 's/staging/production/g' config/app.yaml", "perl -pi -e 's/staging/production/g' config/app.yaml"},
		"swap http:// for https:// in public/links.txt in place":                         {"sed -i 's|http://|https://|g' public/links.txt", "sed -i 's/http:\\/\\//https:\\/\\//' public/links.txt"},
		"in minutes.txt, change all Bob into Robert and write it back to the file":       {"sed -i 's/\\bBob\\b/Robert/g' minutes.txt", "perl -pi -e 's/Bob/Robert/g' minutes.txt"},
		"show config/app.yaml with staging replaced by qa, but don't change the file":    {"sed 's/staging/qa/g' < config/app.yaml", "sed -e 's/staging/qa/g' config/app.yaml", "cat config/app.yaml | sed 's/staging/qa/'"},
		"print data/rainfall.tsv with the tabs turned into commas, keep the file as is":  {"sed 's/\\t/,/g' data/rainfall.tsv", "awk -v OFS=, '{$1=$1; print}' data/rainfall.tsv"},
		"show exports/members.psv with the pipes replaced by tabs, don't touch the file": {"sed 's/|/\\t/g' exports/members.psv", "awk -F'|' -v OFS='\\t' '{$1=$1; print}' exports/members.psv"},
		"tar.gz the src folder into src-backup.tar.gz":                                   {"tar -czvf src-backup.tar.gz src/", "tar -cf - src | gzip > src-backup.tar.gz", "tar -zcf src-backup.tar.gz ./src"},
		"make a tarball of logs named logs-2026.tar":                                     {"tar -cvf logs-2026.tar logs/", "tar czf logs-2026.tar logs"},
		"compress data/ as data.tgz":                                                     {"tar -czf data.tgz data/", "tar -C . -zcf data.tgz data"},
		"zip the thesis folder into thesis.zip":                                          {"zip -rq thesis.zip thesis/", "zip -r thesis thesis"},
		"make a zip archive called photos.zip from inbox/":                               {"zip -r photos.zip inbox/", "cd inbox && zip -r ../photos.zip ."},
		"extract vendor-libs.tar.gz":                                                     {"tar -xvzf vendor-libs.tar.gz", "tar xf vendor-libs.tar.gz", "gunzip -c vendor-libs.tar.gz | tar x"},
		"unpack backups/db-dump.tgz into recovery/":                                      {"tar -xzf backups/db-dump.tgz --directory=recovery", "cd recovery && tar xzf ../backups/db-dump.tgz"},
		"untar fonts.tar here":                                                           {"tar -xvf fonts.tar", "tar -xf fonts.tar -C ."},
		"unpack vendor-libs.tar.gz into the vendor folder":                               {"tar xzf vendor-libs.tar.gz -C vendor --strip-components=1", "tar -C vendor -xzf vendor-libs.tar.gz"},
		"unzip assets.zip": {"unzip -o assets.zip", "unzip -q assets.zip", "unzip assets.zip -d assets"},
		"extract course-material.zip into the folder course": {"unzip -d course course-material.zip", "mkdir -p course && cd course && unzip ../course-material.zip"},
		"unpack inbox/scans.zip":                             {"unzip inbox/scans.zip -d inbox", "cd inbox && unzip scans.zip"},
		"what's inside assets.zip? don't extract":            {"unzip -l assets.zip", "zipinfo assets.zip", "unzip -Z1 assets.zip"},
		"list the contents of vendor-libs.tar.gz":            {"tar -tvzf vendor-libs.tar.gz", "tar tf vendor-libs.tar.gz"},
		"which kernel version am I running":                  {"uname -a", "cat /proc/version", "uname -rv"},
		"what OS is this machine":                            {"cat /etc/os-release", "uname -a", "uname -o"},
		"cpu architecture?":                                  {"arch", "lscpu", "dpkg --print-architecture"},
		"whoami":                                             {"id -un", "echo $USER"},
		"my uid and gid":                                     {"id -u; id -g", "id"},
		"what groups do I belong to":                         {"id -Gn", "id"},
		"show my user id number":                             {"id", "echo $(id -u)"},
		"where is python3 installed":                         {"which python3", "type -P python3", "command -v python3"},
		"is zip installed?":                                  {"which zip", "type zip", "zip -v | head -n 2"},
		"path of the sed binary":                             {"command -v sed", "type -p sed"},
		"how long has this machine been up":                  {"uptime", "cat /proc/uptime"},
		"load average":                                       {"cat /proc/loadavg", "uptime"},
		"show all environment variables":                     {"printenv", "export -p | sed 's/^declare -x //; s/^export //; s/\"//g'"},
		"what is my PATH":                                    {"printenv PATH", "echo \"$PATH\" | tr : '\\n'"},
		"print the value of HOME":                            {"printenv HOME", "echo ~"},
		"list env vars that contain GIT":                     {"printenv | grep GIT", "env | grep -i git"},
		"today's date":                                       {"date", "date +%Y-%m-%d", "date '+%d/%m/%Y'"},
		"date in YYYY-MM-DD format":                          {"date +%F", "date -I", "date '+%Y-%m-%d'"},
		"current time as a unix timestamp":                   {"date '+%s'", "date -u +%s"},
		"what day of the week is it":                         {"date", "date +%a"},
		"give me the date in ISO 8601 format with the time":  {"date --iso-8601=seconds", "date -u +%Y-%m-%dT%H:%M:%SZ", "date -Iminutes"},
		"follow logs/gateway.log":                            {"tail -F logs/gateway.log", "tail -n 0 -f logs/gateway.log", "tail --follow=name logs/gateway.log"},
		"monitor logs/app-live.log in real time":             {"tail -F logs/app-live.log", "tail -f -n 20 logs/app-live.log"},
		"disk space?":                                        {"df", "df -H", "df -h ."},
		"how many gigabytes are free on /":                   {"df -BG /", "df -h --output=avail /"},
		"big files here":                                     {"find . -type f -size +500k", "du -ah . | sort -rh | head -n 12", "find . -type f -exec ls -s {} + | sort -rn | head"},
		"largest 5 files in media-dump/":                     {"ls -lS media-dump | head -n 6", "du -ab media-dump | sort -rn | head -n 6", "find media-dump -type f -printf '%s %p\\n' | sort -rn | head -5"},
		"what's taking up the most space in this folder":     {"du -a . | sort -rn | head", "du -sh -- * | sort -hr", "du -h --max-depth=1 | sort -rh | head"},
		"my ip": {"ip addr", "ip -4 addr show", "ifconfig", "hostname -I | awk '{print $1}'"},
		"show network interfaces and their addresses":                  {"ip a", "ifconfig -a", "ip -br addr"},
		"how much ram is free":                                         {"free -m", "grep MemAvailable /proc/meminfo", "free"},
		"how much memory does this computer have":                      {"grep MemTotal /proc/meminfo", "free -g"},
		"processes by cpu":                                             {"ps -eo pid,user,%cpu,comm --sort=-%cpu", "ps aux | sort -rnk 3", "top -b -n 1 -o %CPU | head -n 20"},
		"top 5 cpu hogs":                                               {"ps -eo pid,comm,%cpu --sort=-%cpu | head -6", "ps aux --sort=-pcpu | head -6"},
		"list processes sorted by memory use":                          {"ps aux --sort=-rss", "ps -eo pid,comm,%mem --sort=-%mem", "ps aux | sort -rnk 4"},
		"find a file called settings.json somewhere in here":           {"find . -type f -name settings.json", "find . -name 'settings.json' 2>/dev/null"},
		"where is server.py":                                           {"find . -name server.py -print", "find . -type f -name 'server.py'"},
		"locate all files whose name contains invoice in bookkeeping/": {"find bookkeeping/ -iname '*invoice*'", "find bookkeeping -type f -name '*invoice*'"},
		"list all .py files in src":                                    {"find src -type f -name '*.py'", "find src -name \\*.py", "ls -R src | grep '\\.py$'"},
		"show me the jpg pictures in inbox/":                           {"find inbox -name '*.jpg'", "ls inbox | grep -i '\\.jpg$'"},
		"find *.log files in logs recursively":                         {"find logs -type f -name '*.log'", "find logs/ -name \\*.log"},
		"files bigger than 1MB in media-dump":                          {"find media-dump -size +1M", "find media-dump -type f -size +1024k", "find media-dump -type f -size +1000000c"},
		"empty files in drafts/":                                       {"find drafts -empty", "find drafts -type f -size 0"},
		"files smaller than 1 KB in config":                            {"find config -type f -size -1000c", "find config -type f -size -2k"},
		"files changed in the last 7 days in weekly/":                  {"find weekly -mtime -7", "find weekly -type f -newermt '7 days ago'", "find weekly -type f -mmin -10080"},
		"what did I modify today in thesis/":                           {"find thesis -type f -mtime 0", "find thesis -type f -mtime -1", "find thesis -type f -newermt \"$(date +%F)\""},
		"files modified in the last hour under src":                    {"find src -mmin -60", "find src -type f -newermt '1 hour ago'"},
		"files older than 30 days in attic":                            {"find attic -mtime +30", "find attic -type f ! -newermt '30 days ago'"},
		"recently changed files (past 24 hours) in data":               {"find data -type f -mmin -1440", "find data -mtime 0"},
		"count the files in src recursively":                           {"find src -type f | wc -l", "find src -type f -printf . | wc -c"},
		"how many files in inbox/":                                     {"ls -1 inbox | wc -l", "find inbox -type f | wc -l", "ls inbox | wc -l"},
		"number of csv files in data":                                  {"find data -name '*.csv' | wc -l", "ls -1 data/*.csv | wc -l"},
		"how big is the media-dump folder":                             {"du -s media-dump", "du -sb media-dump", "du -sk media-dump", "du -sh media-dump/"},
		"size of each folder here":                                     {"du -h --max-depth=1", "du -sh */ | sort -h", "du -sk */"},
		"which subfolder of assets is the largest":                     {"du -sh assets/* | sort -rh | head -1", "du -h --max-depth=1 assets | sort -rh | head -n 2"},
		"total size of thesis/ in human readable form":                 {"du -sh thesis/", "du -h -s thesis"},
	}
	dev7Set.variantsPass(t, variants)
}

// TestDev7Set runs the set like the frozen sets (the offline backend made
// for the machine, then the command through caro's MCP tools in
// permissive mode, in a fresh tree) and sorts each answer: right by
// execution, confidently wrong, or abstained. It is a development set: its
// WRONG and ABSTAIN lines are logged to be read and tuned on.
func TestDev7Set(t *testing.T) {
	cases, right, wrong, abstained := dev7Set.score(t)
	// A ratchet, measured on 511ed35 (the code before anyone tuned on this
	// set): 170 right, 16 confidently wrong, 144 abstained of 330 (31 of
	// the abstentions are beyond requests; one beyond request was
	// answered). Any regression fails. Raise it when the score rises;
	// never lower it.
	// Raised to the score of 6ddced2 (the grammar layer); to 294 by "how
	// many x per y" read as a count of each value of column y.
	scoreFrozen(t, "offline dev set 7", len(cases), right, wrong, abstained, 294, 1)
}
