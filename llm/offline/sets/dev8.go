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
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// dev8Case is one request of development set 8 (testdata/dev8.json),
// written for issue 15's everyday basics by someone who did not read the
// catalogue, the matcher or their tests, in a tree of its own (dev8Tree).
// Its users type in a hurry or from habit: many two-to-five-word requests,
// shell-savvy people who mix flags and words, people who explain their
// goal rather than the tool, and the odd typo or missing article. It is
// meant to be tuned on. Its checks are the fourth set's and a few more.
type dev8Case struct {
	frozen4Case
	// Counts: for each item, a line of the output holds the item and its
	// count as separate fields (uniq -c's "  4 pizza", awk's "pizza 4",
	// "pizza: 4" all pass).
	Counts map[string]int `json:"counts"`
	// EitherSet: the output's non-blank lines, or else the file's, are
	// exactly these, each once, in any order (shown or written in place).
	EitherSet map[string][]string `json:"either_set"`
	// EitherSeq: the output's non-blank lines, or else the file's, are
	// exactly these in this order.
	EitherSeq map[string][]string `json:"either_seq"`
	// Execs: files executable by their owner.
	Execs []string `json:"execs"`
	// ModeHas and ModeLacks: permission bits (octal) a path has all of,
	// and has none of, after the command.
	ModeHas   map[string]string `json:"mode_has"`
	ModeLacks map[string]string `json:"mode_lacks"`
	// Size: the first size in the output ("4.6M", "4712" as du's
	// kilobytes or as bytes, "4,6 MB") lies between the two byte counts.
	Size []float64 `json:"size"`
	// Compressed: files that begin with a gzip, bzip2, xz or zstd magic;
	// Plain: files that exist and do not.
	Compressed []string `json:"compressed"`
	Plain      []string `json:"plain"`
	// TarLacks: the tar archive (plain or gzipped) holds no entry with
	// these base names.
	TarLacks map[string][]string `json:"tar_lacks"`
	// ExistsAny: for each group, at least one of the paths exists.
	ExistsAny [][]string `json:"exists_any"`
	// OrderEither: the output holds these in this order or in the
	// reverse order (a listing by size, largest or smallest first).
	OrderEither []string `json:"order_either"`
	// DescOne: with desc, a table of a single row passes too (a request
	// for the one top process).
	DescOne bool `json:"desc_one"`
}

// dev8Set is set 8's harness (olderSet): its cases, its tree (dev8Prep), its
// environment (dev8Setup), its judge (judge8) and its follow times.
var dev8Set = olderSet[dev8Case]{file: "dev8.json", setup: dev8Setup, prep: dev8Prep, judge: dev8Case.judge8, follow: dev8Follow,
	minCases: 260, minBeyond: 24, minChecks: 60, showRejected: true}

// dev8Lines joins n lines made by f (1-based), each ended by a newline.
func dev8Lines(n int, f func(i int) string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(f(i))
		b.WriteByte('\n')
	}
	return b.String()
}

// dev8Captain is captains-log.txt: 50 entries whose text never holds
// their own line number (stardate 47000+13i), so that a check for a line
// number is not passed by the line itself.
func dev8Captain(i int) string {
	ev := map[int]string{
		1:  "departed spacedock",
		17: "nebula sighted off the port bow",
		25: "shore leave granted",
		33: "warp core stable again",
		50: "returned to spacedock",
	}[i]
	if ev == "" {
		ev = "routine patrol"
	}
	return fmt.Sprintf("stardate %d.%d: %s", 47000+13*i, i%10, ev)
}

// dev8Render is logs/render.log: 80 frames; five ERROR lines, three more
// that say error in another case, four WARN lines and one more warning,
// eleven DEBUG lines.
func dev8Render(i int) string {
	ts := fmt.Sprintf("2026-04-03 12:%02d:%02d", i/60, i%60)
	var msg string
	switch {
	case i == 9 || i == 23 || i == 41 || i == 58 || i == 77:
		msg = "ERROR frame=%04d shader compile failed"
	case i == 30:
		msg = "INFO frame=%04d retried after error"
	case i == 50:
		msg = "INFO frame=%04d Error budget at 90 percent"
	case i == 64:
		msg = "WARN frame=%04d recovered from error"
	case i == 12 || i == 35 || i == 70:
		msg = "WARN frame=%04d slow frame"
	case i == 47:
		msg = "INFO frame=%04d warning suppressed"
	case i%6 == 0:
		msg = "DEBUG frame=%04d cache hit"
	default:
		msg = "INFO frame=%04d rendered"
	}
	return ts + " " + fmt.Sprintf(msg, i)
}

// dev8Sync is logs/sync.log: 30 runs, three FAILED by a timeout and one
// retried after a timeout.
func dev8Sync(i int) string {
	switch i {
	case 6, 14, 22:
		return fmt.Sprintf("sync FAILED file=%02d timeout", i)
	case 27:
		return "sync retry file=27 after timeout"
	}
	return fmt.Sprintf("sync ok file=%02d", i)
}

const (
	dev8Auth = "Apr 03 09:00:01 gamebox sshd[101]: Accepted password for maya from 192.0.2.10 port 50122\n" +
		"Apr 03 09:14:22 gamebox sshd[130]: Failed password for root from 203.0.113.5 port 40001\n" +
		"Apr 03 09:14:25 gamebox sshd[130]: Failed password for root from 203.0.113.5 port 40002\n" +
		"Apr 03 09:20:00 gamebox login[88]: session opened for user Maya\n" +
		"Apr 03 10:02:11 gamebox sshd[150]: Failed password for root from 198.51.100.7 port 40100\n" +
		"Apr 03 10:30:00 gamebox cron[200]: session opened for user root\n" +
		"Apr 03 11:45:09 gamebox sshd[171]: Failed password for invalid user admin from 198.51.100.7 port 40200\n" +
		"Apr 03 12:00:00 gamebox cron[201]: session closed for user root\n" +
		"Apr 03 13:13:13 gamebox sshd[180]: Failed password for root from 203.0.113.5 port 40300\n" +
		"Apr 03 14:00:00 gamebox sshd[190]: Accepted publickey for deploy from 192.0.2.20 port 50200\n" +
		"Apr 03 17:30:00 gamebox login[90]: MAYA logged out\n" +
		"Apr 03 18:45:00 gamebox sshd[199]: session closed for user guest\n"
	dev8Blog = "# Why I stopped fearing robots\n\nLast year I was sure robots would take my job.\n" +
		"I read every headline about robots and automation.\nThen I started building a small game with my niece.\n" +
		"We wrote a tiny enemy that chased the player.\nIt was not clever. It walked into walls.\n" +
		"That was my first lesson: robots are only as smart as we make them.\nThe second lesson came from the tests.\n" +
		"Every bug was a human mistake, not a machine plan.\nI stopped reading the scary headlines.\n" +
		"I started reading manuals instead.\nNow I teach a weekend class for kids.\n" +
		"They build robots out of cardboard and code.\nNobody in the class is afraid.\n" +
		"They laugh when the robots fall over.\nSo here is my advice for this year.\nLearn one small tool well.\n" +
		"Write one small program.\nBreak it, fix it, and break it again.\nShare what you learn with someone younger.\n" +
		"The future is not a movie.\nIt is a long list of small choices.\nThanks for reading, see you next month.\n"
	dev8Letter = "Dear Mr. Okonkwo,\nI am writing about the heating in flat 4B.\n" +
		"Since October the Heating has failed three times.\nI did not recieve any reply to my last two emails.\n" +
		"Please confirm when I will recieve a visit from the engineer.\nA HEATING engineer should check the boiler soon.\n" +
		"Thank you,\nPriya\n"
	dev8Officers = "picard:captain:bridge:1701\nriker:first officer:bridge:1702\nlaforge:chief engineer:engineering:1703\n" +
		"crusher:doctor:sickbay:1704\nworf:security chief:bridge:1705\ntroi:counselor:bridge:1706\nyar:ops officer:engineering:1707\n"
	dev8Solar = "name,type,moons,radius_km\nMercury,rocky,0,2440\nVenus,rocky,0,6052\nEarth,rocky,1,6371\nMars,rocky,2,3390\n" +
		"Jupiter,gas giant,95,69911\nSaturn,gas giant,146,58232\nUranus,ice giant,28,25362\nNeptune,ice giant,16,24622\n"
	dev8Coffee = "origin\troast\tprice\tscore\nEthiopia\tlight\t14.50\t91\nColombia\tmedium\t11.00\t86\n" +
		"Sumatra\tdark\t12.75\t84\nKenya\tlight\t16.20\t92\nBrazil\tmedium\t9.80\t82\n"
)

// dev8Tree writes the set's tree into dir: its own names (none of the
// other sets' files), with distractors beside the files the requests name
// (a rotated render log, a draft of the planets table, an older fonts
// zip and a beta level pack, lua files with TODOs outside game/src, a
// garlic note outside the cookbook, a FAILED note outside logs, pictures
// outside camera, and links/ one folder below the scripts a link must
// reach). vm/ holds two sparse images (1100 MiB and 300 MiB long, no
// blocks written), so that "bigger than a gig" can be asked.
func dev8Tree(t *testing.T, dir string) {
	t.Helper()
	kib := func(c string, n int) string { return strings.Repeat(c, n<<10) }
	files := map[string]string{
		"captains-log.txt":       dev8Lines(50, dev8Captain),
		"blogpost.md":            dev8Blog,
		"letter-to-landlord.txt": dev8Letter,
		"rsvp.txt":               "zoltan\nmira\nbeatrix\nolu\ncasimir\nyuna\nfelix\n",
		"lottery.txt":            "42\n7\n19\n3\n88\n150\n23\n",
		"lunch-poll.txt":         "tacos\npizza\nsushi\npizza\ntacos\npizza\nramen\nsushi\npizza\nfalafel\n",
		"pings.txt":              "up\nup\nup\ndown\ndown\nup\nup\ntimeout\nup\n",
		"game.cfg":               "# game settings\n# edit with care\nvolume=7\nfullscreen=false\nlanguage=en\nvsync=false\nmusic=on\n",
		"game.cfg.old":           "volume=5\n",
		"invite.txt":             "You're invited to Maya's party on Friday!\nDoors open Friday at 8pm.\nRSVP to Maya before Friday.\nSee you there.\n",
		"packages.list":          "# core tools\ngit\ncurl\n# editors\nvim\nnano\n\n# extras\nhtop\njq\n",
		"officers.txt":           dev8Officers,
		"stock.psv":              "sku|item|qty|aisle\nA100|flour|12|3\nA101|sugar|0|3\nB200|olive oil|7|5\nB201|vinegar|22|5\nC300|rice|40|1\n",
		"core.dump":              kib("D", 8<<10),
		"avatar.jpg":             "avatar\n",
		"data/solar.csv":         dev8Solar,
		"data/solar-draft.csv":   "name,type,moons\nPluto,dwarf,5\nCeres,dwarf,0\n",
		"data/coffee.tsv":        dev8Coffee,
		"logs/render.log":        dev8Lines(80, dev8Render),
		"logs/render.log.1": dev8Lines(40, func(i int) string {
			if i%4 == 0 {
				return fmt.Sprintf("2026-03-20 09:%02d:00 ERROR frame=%04d old render crashed", i, 9000+i)
			}
			return fmt.Sprintf("2026-03-20 09:%02d:00 INFO frame=%04d old render", i, 9000+i)
		}),
		"logs/sync.log":                  dev8Lines(30, dev8Sync),
		"logs/auth.log":                  dev8Auth,
		"logs/archive/2025-render.log":   "2025-12-31 23:59:59 INFO frame=0001 final render of the year\n",
		"game/README.md":                 "# Pixel Quest\nA tiny platformer.\n",
		"game/src/main.lua":              "-- entry point\nlocal player = require('player')\n-- TODO: add pause menu\nfunction love.load() end\n",
		"game/src/player.lua":            "local P = {}\n-- HACK: hardcoded speed\nP.speed = 5\n-- todo: double jump\nreturn P\n",
		"game/src/enemy.lua":             "local E = {}\n-- TODO: smarter pathfinding\nreturn E\n",
		"game/src/ui/menu.lua":           "-- TODO: localise strings\n-- HACK around a font bug\nreturn {}\n",
		"game/tools/export.lua":          "-- TODO: export sprites\n-- HACK: temporary paths\n",
		"game/assets/sprites/hero.png":   kib("H", 30),
		"game/assets/music/theme.ogg":    kib("O", 1536),
		"game/build/game.bin":            kib("G", 3<<10),
		"screenshots/shot-001.png":       "shot 1\n",
		"screenshots/shot-002.png":       "shot 2\n",
		"screenshots/shot-003.png":       "shot 3\n",
		"screenshots/shot-004.png":       "shot 4\n",
		"screenshots/raw/huge.bmp":       kib("B", 200),
		"manuscript/ch01.md":             "# Chapter 1\nThe village slept beneath the mountain.\nNobody had seen a dragon in a hundred years.\n",
		"manuscript/ch02.md":             "# Chapter 2\nMira packed her bag and left at dawn.\nThe road north was empty.\n",
		"manuscript/ch03.md":             "# Chapter 3\nThe dragon was smaller than she had imagined.\nIt was also very polite.\n",
		"manuscript/notes/outline.txt":   "1. village\n2. journey\n3. dragon\n",
		"manuscript/notes/characters.md": "Mira - the heroine\nTomas - the smith\n",
		"cookbook/ramen.md":              "# Ramen\n2 cloves garlic\nnoodles\nbroth\ndragon fruit on the side\n",
		"cookbook/curry.md":              "# Curry\nGarlic, ginger, onion\nrice\n",
		"cookbook/curry.md.bak":          "# Curry (old)\n",
		"cookbook/bread.txt":             "flour\nwater\nsalt\nyeast\n",
		"cookbook/old/goulash.md":        "# Goulash\npaprika\ngarlic\nbeef\n",
		"cookbook/old/goulash.md.bak":    "# Goulash (old)\n",
		"dl/installer.iso":               kib("I", 11<<10),
		"dl/podcast-ep12.mp3":            kib("P", 6<<10),
		"dl/manual.pdf":                  kib("M", 700),
		"dl/receipt.pdf":                 kib("R", 40),
		"dl/notes.txt":                   "to read later\nbuild FAILED on friday, check logs\n",
		"dl/meme.png":                    strings.Repeat("m", 300),
		"dl/chart.png":                   strings.Repeat("c", 800),
		"vm/README.txt":                  "disk images for qemu\n",
		"camera/2025/lake.jpg":           kib("L", 400),
		"camera/2025/cabin.jpg":          kib("C", 300),
		"camera/2026/snow.jpg":           kib("S", 500),
		"camera/2026/dog.png":            kib("D", 200),
		"camera/edits/lake-edit.jpg":     kib("E", 100),
		"camera/index.txt":               "2025: lake, cabin\n2026: snow, dog\n",
		"wallpapers/space.jpg":           kib("W", 50),
		"paperwork/jan.pdf":              kib("j", 12),
		"paperwork/feb.pdf":              kib("f", 9),
		"paperwork/mar.pdf":              kib("r", 7),
		"paperwork/apr.pdf":              kib("a", 5),
		"paperwork/estimate.pdf":         kib("e", 3),
		"paperwork/draft.pdf":            kib("d", 2),
		"paperwork/summary.txt":          "q1 paperwork\n",
		"memos/standup-today.md":         "- fixed the jump bug\n",
		"memos/ideas.md":                 "- grow garlic on the balcony\n- learn lua\n",
		"memos/old-todo.md":              "- renew passport\n",
		"scripts/launch.sh":              "#!/bin/sh\necho launching\n",
		"scripts/nightly-backup.sh":      "#!/bin/sh\necho backing up\n",
		"scripts/fmt.sh":                 "#!/bin/sh\necho formatting\n",
		"links/.keep":                    "",
		"locker/dear-diary.md":           "dear diary, today I shipped the demo\n",
		"locker/passwords.txt":           "wifi: hunter2\n",
		"www/index.html":                 "<h1>Pixel Quest</h1>\n",
		"www/contact.html":               "<p>mail us</p>\n",
		"www/css/site.css":               "h1 { color: teal }\n",
		"www/.htaccess":                  "Options -Indexes\n",
		"oldstuff/.keep":                 "",
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
	if err := os.MkdirAll(filepath.Join(dir, "old-empty"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, size := range map[string]int64{"vm/win11.img": 1100 << 20, "vm/rescue.img": 300 << 20} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Truncate(size); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	os.Chmod(filepath.Join(dir, "www/index.html"), 0o600)
	os.Chmod(filepath.Join(dir, "www/css/site.css"), 0o600)
	os.Chmod(filepath.Join(dir, "www/css"), 0o700)
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "level-pack.tar.gz"), "levels/", now,
		map[string]string{"levels/forest.map": "forest\n", "levels/cave.map": "cave\n"})
	writeTarGz(t, filepath.Join(dir, "level-pack-beta.tar.gz"), "levels-beta/", now,
		map[string]string{"levels-beta/swamp.map": "swamp\n"})
	if err := os.MkdirAll(filepath.Join(dir, "backups"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeTarGz(t, filepath.Join(dir, "backups/web-backup.tgz"), "./", now,
		map[string]string{"landing.html": "<h1>landing</h1>\n", "theme.css": "body {}\n"})
	dev8Tar(t, filepath.Join(dir, "old-saves.tar"), "saves/", map[string]string{"saves/slot1.sav": "slot 1\n", "saves/slot2.sav": "slot 2\n"})
	writeZip(t, filepath.Join(dir, "fonts-bundle.zip"), "pixel.ttf", "serif.ttf")
	writeZip(t, filepath.Join(dir, "fonts-bundle-old.zip"), "gothic.ttf")

	// Everything is three days old but for these.
	ages := map[string]time.Duration{
		"logs/render.log":              time.Hour,
		"logs/sync.log":                5 * time.Hour,
		"logs/auth.log":                4 * 24 * time.Hour,
		"logs/render.log.1":            10 * 24 * time.Hour,
		"logs/archive/2025-render.log": 90 * 24 * time.Hour,
		"paperwork/jan.pdf":            60 * 24 * time.Hour,
		"paperwork/feb.pdf":            35 * 24 * time.Hour,
		"paperwork/mar.pdf":            10 * 24 * time.Hour,
		"paperwork/summary.txt":        10 * 24 * time.Hour,
		"paperwork/estimate.pdf":       5 * 24 * time.Hour,
		"paperwork/apr.pdf":            20 * time.Hour,
		"paperwork/draft.pdf":          2 * time.Hour,
		"memos/standup-today.md":       0,
		"memos/old-todo.md":            40 * 24 * time.Hour,
		"lottery.txt":                  100 * 24 * time.Hour,
	}
	var dirs []string
	err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if fi.IsDir() {
			dirs = append(dirs, p)
			return nil
		}
		age, ok := ages[rel]
		if !ok {
			age = 3 * 24 * time.Hour
		}
		old := now.Add(-age)
		return os.Chtimes(p, old, old)
	})
	if err != nil {
		t.Fatal(err)
	}
	old := now.Add(-3 * 24 * time.Hour)
	for i := len(dirs) - 1; i >= 0; i-- {
		os.Chtimes(dirs[i], old, old)
	}
}

// dev8Tar writes a plain (not compressed) tar at path: the directory top,
// then files.
func dev8Tar(t *testing.T, path, top string, files map[string]string) {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	now := time.Now()
	hs := []*tar.Header{{Name: top, Typeflag: tar.TypeDir, Mode: 0o755, ModTime: now}}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		hs = append(hs, &tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(files[name])), ModTime: now})
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

// dev8Prep writes the tree once and returns what makes a fresh copy of it
// for each case: a copy keeps modes and times; big files, which no
// request changes in place, are hard links, and a sparse image that
// cannot be linked is made anew by truncation (never read).
// The tree and its copies are in t.TempDir(), which runWithTrees puts in
// memory where there is room.
func dev8Prep(t *testing.T) func(*testing.T) string {
	t.Helper()
	tmpl := t.TempDir()
	dev8Tree(t, tmpl)
	return func(t *testing.T) string {
		t.Helper()
		dst := t.TempDir()
		type dirMode struct {
			path string
			mode os.FileMode
			mod  time.Time
		}
		var dirs []dirMode
		err := filepath.Walk(tmpl, func(p string, fi os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(tmpl, p)
			to := filepath.Join(dst, rel)
			if fi.IsDir() {
				dirs = append(dirs, dirMode{to, fi.Mode().Perm(), fi.ModTime()})
				return os.MkdirAll(to, 0o755)
			}
			if fi.Size() > 100<<10 {
				if os.Link(p, to) == nil {
					return nil
				}
				if st, ok := fi.Sys().(*syscall.Stat_t); ok && st.Blocks*512 < fi.Size()/2 {
					f, err := os.Create(to)
					if err != nil {
						return err
					}
					defer f.Close()
					if err := f.Truncate(fi.Size()); err != nil {
						return err
					}
					return os.Chtimes(to, fi.ModTime(), fi.ModTime())
				}
			}
			return copyFileAs(p, to, fi)
		})
		if err != nil {
			t.Fatal(err)
		}
		for i := len(dirs) - 1; i >= 0; i-- {
			os.Chmod(dirs[i].path, dirs[i].mode)
			os.Chtimes(dirs[i].path, dirs[i].mod, dirs[i].mod)
		}
		return dst
	}
}

// dev8Setup makes the fourth set's environment with a few more placeholders:
// {gid} the group id, {python3} and {sed} the programs' paths, {ymd}
// today as 20060102, {mm} and {m} the month's number with and without a
// leading zero, {cpu} the processor's model name, {noswap} a regular
// expression that matches an empty output on a machine without swap
// (where swapon --show rightly prints nothing) and nothing elsewhere.
func dev8Setup(t *testing.T) *frozen3Env {
	t.Helper()
	e := setupFrozen4(t)
	now := time.Now().UTC()
	vars := map[string]string{"{ymd}": now.Format("20060102"), "{mm}": now.Format("01"), "{m}": now.Format("1")}
	if u, err := user.Current(); err == nil {
		vars["{gid}"] = u.Gid
	}
	for _, p := range []string{"python3", "sed"} {
		if path, err := exec.LookPath(p); err == nil {
			vars["{"+p+"}"] = path
		}
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				vars["{cpu}"] = strings.TrimSpace(v)
				break
			}
		}
	}
	vars["{noswap}"] = `[^\s\S]`
	if b, err := os.ReadFile("/proc/swaps"); err == nil && len(nonBlank(string(b))) == 1 {
		vars["{noswap}"] = `\A\s*\z`
	}
	e.fill = fillWith(vars, e.fill)
	return e.frozen3Env
}

// dev8Fields splits a line into fields at blanks and the usual delimiters.
func dev8Fields(l string) []string {
	return strings.FieldsFunc(l, func(r rune) bool {
		return r == ' ' || r == '\t' || r == ':' || r == ',' || r == ';' || r == '|' || r == '=' || r == '(' || r == ')'
	})
}

var dev8SizeRe = regexp.MustCompile(`(?i)(\d+(?:[.,]\d+)?)\s?(k|m|g|t)?(i?b)?\b`)

// dev8Desc checks that the process table in out is sorted by the column
// headed by the first of names that a line holds, from the largest value
// down, with at least two rows (one with one). A header that sort moved to
// the end is dropped; without a header, ps aux's layout is assumed
// (%CPU third, %MEM fourth, RSS sixth). A command name may hold spaces:
// where the command's column comes before the sorted one (ps -eo
// pid,comm,%mem), a row's value is counted from the right.
func dev8Desc(out string, names []string, one bool) error {
	ls := nonBlank(out)
	isHeader := func(l string) int {
		for j, f := range strings.Fields(l) {
			for _, n := range names {
				if f == n {
					return j
				}
			}
		}
		return -1
	}
	if n := len(ls); n > 2 && isHeader(ls[n-1]) >= 0 && isHeader(ls[0]) < 0 {
		ls = ls[:n-1]
	}
	col, start, width, cmdBefore := -1, 0, 0, false
	for i, l := range ls {
		if j := isHeader(l); j >= 0 {
			fs := strings.Fields(l)
			col, start, width = j, i+1, len(fs)
			for k := 0; k < j; k++ {
				switch fs[k] {
				case "COMMAND", "COMM", "CMD", "ARGS":
					cmdBefore = true
				}
			}
			break
		}
	}
	if col < 0 {
		col = map[string]int{"%CPU": 2, "%MEM": 3, "RSS": 5}[names[0]]
	}
	var vals []float64
	for _, l := range ls[start:] {
		fs := strings.Fields(l)
		k := col
		if cmdBefore && len(fs) > width {
			k = len(fs) - (width - col)
		}
		if k >= len(fs) || k < 0 {
			continue
		}
		v, err := strconv.ParseFloat(strings.TrimSuffix(fs[k], "%"), 64)
		if err != nil {
			continue
		}
		vals = append(vals, v)
	}
	if len(vals) < 2 && !(one && len(vals) == 1) {
		return fmt.Errorf("no table sorted by %v", names)
	}
	return sortedDown(vals, names[0])
}

// judge8 runs the fourth set's checks (its table check replaced by
// dev8Desc), then the eighth set's.
func (c dev8Case) judge8(out, dir string, fill func(string) string) error {
	c4 := c.frozen4Case
	c4.Desc = nil
	if err := c4.judge4(out, dir, fill); err != nil {
		return err
	}
	if len(c.Desc) > 0 {
		if err := dev8Desc(out, c.Desc, c.DescOne); err != nil {
			return err
		}
	}
	ls := nonBlank(out)
	for item, n := range c.Counts {
		found := false
		for _, l := range ls {
			has, count := false, false
			for _, f := range dev8Fields(l) {
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
	for p, want := range c.EitherSeq {
		b, _ := os.ReadFile(filepath.Join(dir, p))
		if strings.Join(ls, "\n") != strings.Join(want, "\n") && strings.Join(nonBlank(string(b)), "\n") != strings.Join(want, "\n") {
			return fmt.Errorf("neither the output nor %s is %q in order", p, want)
		}
	}
	for _, p := range c.Execs {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil || fi.Mode().Perm()&0o100 == 0 {
			return fmt.Errorf("%s is not executable", p)
		}
	}
	perm := func(p string) (os.FileMode, error) {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil {
			return 0, err
		}
		return fi.Mode().Perm(), nil
	}
	for p, bits := range c.ModeHas {
		m, err := perm(p)
		b, _ := strconv.ParseUint(bits, 8, 32)
		if err != nil || uint64(m)&b != b {
			return fmt.Errorf("%s has mode %o, lacking some of %s", p, m, bits)
		}
	}
	for p, bits := range c.ModeLacks {
		m, err := perm(p)
		b, _ := strconv.ParseUint(bits, 8, 32)
		if err != nil || uint64(m)&b != 0 {
			return fmt.Errorf("%s has mode %o, with some of %s", p, m, bits)
		}
	}
	if len(c.Size) == 2 {
		m := dev8SizeRe.FindStringSubmatch(out)
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
			k := strings.Index("kmgt", unit) + 1
			p1024, p1000 := 1.0, 1.0
			for ; k > 0; k-- {
				p1024, p1000 = p1024*1024, p1000*1000
			}
			ok = in(v*p1024) || in(v*p1000)
		}
		if !ok {
			return fmt.Errorf("size %s is not between %.0f and %.0f bytes", m[0], c.Size[0], c.Size[1])
		}
	}
	compressed := func(p string) (bool, error) {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return false, err
		}
		for _, m := range []string{"\x1f\x8b", "BZh", "\xfd7zXZ", "\x28\xb5\x2f\xfd"} {
			if bytes.HasPrefix(b, []byte(m)) {
				return true, nil
			}
		}
		return false, nil
	}
	for _, p := range c.Compressed {
		if ok, err := compressed(p); err != nil || !ok {
			return fmt.Errorf("%s is not compressed (%v)", p, err)
		}
	}
	for _, p := range c.Plain {
		if ok, err := compressed(p); err != nil || ok {
			return fmt.Errorf("%s is compressed or missing (%v)", p, err)
		}
	}
	if err := archiveLacks(dir, c.TarLacks, tarNames); err != nil {
		return err
	}
	if err := existsAny(dir, c.ExistsAny); err != nil {
		return err
	}
	if len(c.OrderEither) > 0 {
		inOrder := func(items []string) bool {
			rest := out
			for _, s := range items {
				i := strings.Index(rest, fill(s))
				if i < 0 {
					return false
				}
				rest = rest[i+len(fill(s)):]
			}
			return true
		}
		rev := make([]string, len(c.OrderEither))
		for i, s := range c.OrderEither {
			rev[len(rev)-1-i] = s
		}
		if !inOrder(c.OrderEither) && !inOrder(rev) {
			return fmt.Errorf("output lacks %q in this order or the reverse", c.OrderEither)
		}
	}
	return nil
}

// dev8Follow: a command that follows a file is stopped after 2.5 seconds;
// a line is appended to c's file after 0.8 s.
var dev8Follow = followTimes{stop: 2500 * time.Millisecond, mark: 800 * time.Millisecond, line: "FOLLOW-MARK 8\n"}

// TestDev8Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestDev8Refs(t *testing.T) { dev8Set.refs(t) }

// TestDev8RefsCanFail shows the checks reject wrong commands: each of
// these is a plausible wrong answer to its request (a slot dropped, the
// distractor beside the named file, the wrong direction, column or
// delimiter, in place instead of shown, listed instead of extracted, the
// wrong time window or size, a link that dangles).
func TestDev8RefsCanFail(t *testing.T) {
	wrongs := map[string]string{
		"mkdir -p for projects/2026/q3/drafts":                                   "mkdir projects/2026/q3/drafts",
		"make dirs alpha beta gamma inside playground":                           "mkdir -p alpha beta gamma",
		"craete a directory named outbox":                                        "touch outbox",
		"copy cookbook folder to cookbook-copy":                                  "cp cookbook cookbook-copy",
		"duplicate the manuscript dir, call it manuscript-v2":                    "mkdir manuscript-v2 && cp -r manuscript manuscript-v2",
		"rename invite.txt to invitation.txt":                                    "cp invite.txt invitation.txt",
		"move data/solar-draft.csv into oldstuff":                                "mv data/solar.csv oldstuff/",
		"mv the pngs from dl into camera":                                        "cp dl/*.png camera/",
		"move every pdf in dl over to paperwork":                                 "mv paperwork/*.pdf dl/",
		"touch manuscript/ch04.md":                                               "touch ch04.md",
		"update the timestamp on lottery.txt without changing it":                "cat lottery.txt",
		"soft link to scripts/launch.sh in links named launch":                   "ln -s scripts/launch.sh links/launch",
		"symlink latest.log -> logs/render.log":                                  "ln -s latest.log logs/render.log",
		"make a shortcut called pics that points to the camera folder":           "cp -r camera pics",
		"chmod +x all the .sh files in scripts":                                  "chmod +x scripts/launch.sh",
		"only me should read locker/dear-diary.md":                               "chmod 644 locker/dear-diary.md",
		"lock down the locker folder so nobody else can get in":                  "chmod 755 locker",
		"give everyone read access to www/index.html":                            "chmod u+r www/index.html",
		"set permissions of scripts/fmt.sh to 755":                               "chmod 644 scripts/fmt.sh",
		"make the whole www folder readable by everyone, recursively":            "chmod a+r www",
		"get rid of the .bak files in cookbook":                                  "rm cookbook/curry.md",
		"delete game.cfg.old":                                                    "rm game.cfg",
		"first 5 lines of captains-log.txt":                                      "head captains-log.txt",
		"head captains-log.txt but just three lines":                             "head -n 3 logs/render.log",
		"first ten lines of the render log":                                      "head logs/render.log.1",
		"last 5 lines of captains-log.txt":                                       "tail captains-log.txt",
		"the final line of captains-log.txt":                                     "head -n 1 captains-log.txt",
		"end of logs/render.log, last fifteen lines":                             "tail -n 5 logs/render.log",
		"lines 10 to 20 of captains-log.txt":                                     "head -n 20 captains-log.txt",
		"show captains-log.txt from line 45 on":                                  "tail -n 45 captains-log.txt",
		"everything in logs/render.log except the first 70 lines":                "tail -n 70 logs/render.log",
		"print line 25 of captains-log.txt":                                      "head -n 25 captains-log.txt",
		"lines in captains-log.txt":                                              "wc -w captains-log.txt",
		"how many lines does logs/render.log have":                               "wc -l logs/render.log.1",
		"word count blogpost.md":                                                 "wc -l blogpost.md",
		"bytes in invite.txt":                                                    "wc -w invite.txt",
		"size of officers.txt in bytes":                                          "wc -l officers.txt",
		"sort lottery.txt numericaly":                                            "sort lottery.txt",
		"lottery.txt highest number first":                                       "sort -r lottery.txt",
		"alphabetize rsvp.txt in reverse":                                        "sort rsvp.txt",
		"sort data/solar.csv by number of moons, most first":                     "sort -t, -k3 -r data/solar.csv",
		"order data/coffee.tsv by price, cheapest first":                         "sort -k3 data/coffee.tsv",
		"uniq pings.txt":                                                         "sort -u pings.txt",
		"squash repeated lines in pings.txt":                                     "sort pings.txt | uniq",
		"distinct entries in lunch-poll.txt":                                     "uniq lunch-poll.txt",
		"count how many votes each food got in lunch-poll.txt":                   "uniq -c lunch-poll.txt",
		"which food in lunch-poll.txt is the most popular":                       "sort lunch-poll.txt | uniq -c | sort -n | head -1",
		"tally the lines of pings.txt":                                           "uniq -c pings.txt",
		"second column of data/solar.csv":                                        "cut -d, -f3 data/solar.csv",
		"just the names from officers.txt":                                       "cut -d' ' -f1 officers.txt",
		"print the moons column of data/solar.csv":                               "cut -d, -f4 data/solar.csv",
		"roast column from data/coffee.tsv":                                      "cut -d, -f2 data/coffee.tsv",
		"the 4th field of officers.txt, seperated by colons":                     "awk '{print $4}' officers.txt",
		"get the qty column out of stock.psv":                                    "cut -d'|' -f4 stock.psv",
		"find error in logs/render.log ignoring case":                            "grep error logs/render.log",
		"lines mentioning maya in logs/auth.log, any case":                       "grep maya logs/auth.log",
		"packages.list without the comment lines":                                "grep '^#' packages.list",
		"logs/render.log minus the DEBUG lines":                                  "grep DEBUG logs/render.log",
		"count ERROR lines in logs/render.log":                                   "grep ERROR logs/render.log",
		"case-insensitive count of 'error' in logs/render.log":                   "grep -c error logs/render.log",
		"how many failed logins in logs/auth.log":                                "grep -c Accepted logs/auth.log",
		"which line is 'nebula' on in captains-log.txt":                          "grep nebula captains-log.txt",
		"show line numbers where ERROR shows up in logs/render.log":              "grep ERROR logs/render.log",
		"find TODO in game/src":                                                  "grep -r TODO game",
		"look through game/src recursively for 'todo', case-insensitive":         "grep -r todo game/src",
		"search all the cookbook for garlic":                                     "grep -i garlic cookbook/*.md",
		"which files under manuscript mention the dragon":                        "grep -l dragon manuscript/*.md",
		"replace fullscreen=false with fullscreen=true in game.cfg":              "sed -i 's/false/true/g' game.cfg",
		"in game.cfg change volume=7 to volume=3, edit the file":                 "sed 's/volume=7/volume=3/' game.cfg",
		"sed -i swap Maya for Mia in invite.txt":                                 "sed 's/Maya/Mia/g' invite.txt",
		"fix the typo recieve -> receive in letter-to-landlord.txt, save it":     "sed 's/recieve/receive/g' letter-to-landlord.txt",
		"show invite.txt with Friday replaced by Saturday, dont change the file": "sed -i 's/Friday/Saturday/g' invite.txt",
		"preview blogpost.md with every robots changed to machines, no edits":    "sed -i 's/robots/machines/g' blogpost.md",
		"print game.cfg with music=on as music=off, don't save":                  "sed -i 's/music=on/music=off/' game.cfg",
		"tar up manuscript into manuscript.tar.gz":                               "tar czf manuscript.tar.gz cookbook",
		"make a plain tar (no compression) of screenshots named shots.tar":       "tar czf shots.tar screenshots",
		"tarball of game/src called src.tgz":                                     "tar czf src.tgz game",
		"archive the www dir as site.tar.gz":                                     "tar czf site.tar.gz www/*",
		"zip screenshots into shots.zip":                                         "zip shots.zip screenshots",
		"I need to email my camera/2025 folder, zip it up as lake-photos.zip":    "zip -r lake-photos.zip camera",
		"untar level-pack.tar.gz":                                                "tar tzf level-pack.tar.gz",
		"tar xzf level-pack.tar.gz but into ./lvl-out":                           "tar xzf level-pack.tar.gz",
		"unpack old-saves.tar":                                                   "tar tf old-saves.tar",
		"unzip fonts-bundle.zip":                                                 "unzip fonts-bundle-old.zip",
		"extract fonts-bundle.zip into fonts/":                                   "unzip fonts-bundle.zip",
		"what's in level-pack.tar.gz":                                            "tar xzvf level-pack.tar.gz",
		"list fonts-bundle.zip contents without extracting":                      "unzip fonts-bundle.zip",
		"which files does backups/web-backup.tgz contain":                        "tar xzvf backups/web-backup.tgz",
		"kernel version pls":                                                     "uname -m",
		"what arch am i on":                                                      "uname -r",
		"is this linux or mac":                                                   "uname -m",
		"who am I logged in as":                                                  "hostname",
		"numeric user id only":                                                   "id",
		"what groups am i in":                                                    "ls -l",
		"my uid and gid":                                                         "whoami",
		"which tar":                                                              "which zip",
		"is zip installed?":                                                      "which unzip",
		"path to the sed binary":                                                 "sed --version",
		"uptime?":                                                                "date",
		"load average":                                                           "uptime -p",
		"when did this machine boot":                                             "uptime -p",
		"printenv but sorted":                                                    "printenv",
		"what environment variables have PATH in the name":                       "env",
		"what's $HOME":                                      "pwd",
		"echo my PATH one dir per line":                     "echo $PATH",
		"which editor is set in EDITOR":                     "env",
		"date in yyyy-mm-dd":                                "date",
		"unix epoch time now":                               "date +%S",
		"what time is it, just HH:MM":                       "date +%T",
		"date as YYYYMMDD no dashes":                        "date +%F",
		"follow logs/render.log":                            "tail logs/render.log",
		"watch logs/auth.log for new lines as they come in": "tail -f logs/sync.log",
		"stream the sync log":                               "cat logs/sync.log",
		"disk space left?":                                  "du -sh .",
		"df but human readable":                             "df",
		"how big is dl":                                     "du -sh game",
		"size of the game folder":                           "du -sh game/*",
		"total size of camera dir":                          "du -sh camera/2025",
		"sizes of all the folders here":                     "du -ah .",
		"heaviest files in dl":                              "ls -lSr dl",
		"top 3 biggest files in dl":                         "ls -S dl",
		"fattest file in the dl folder":                     "ls -Sr dl | head -1",
		"low on space, which folder here takes the most":    "du -sh */ | sort -h | head -5",
		"largest files around here":                         "ls -lSr",
		"whats my ip addr":                                  "hostname",
		"show network interfaces and their addresses":       "hostname -I",
		"ram?":                                                    "df -h",
		"memory usage in MB":                                      "free -h",
		"is swap being used":                                      "df -h",
		"top cpu proceses":                                        "ps -eo pid,comm",
		"memory hogs":                                             "ps -e",
		"find lake.jpg":                                           "find . -name 'lake*'",
		"all the jpgs in camera":                                  "find . -name '*.jpg'",
		"list .lua files under game/src":                          "find game -name '*.lua'",
		"files in dl over 10MB":                                   "find dl -size +1M",
		"anything in dl under 500 KB":                             "find dl -size +500k",
		"stuff in vm bigger than a gig":                           "find vm -size +1M",
		"find files smaller than 1k in dl":                        "find dl -type f -size -1k",
		"files between 1MB and 10MB in dl":                        "find dl -size +1M",
		"which logs in logs/ changed since yesterday":             "find logs -mtime +1",
		"paperwork touched in the past 48 hours":                  "find paperwork -mtime -7",
		"paperwork older then a month":                            "find paperwork -mtime -30",
		"what did I edit today in memos":                          "ls -t memos",
		"stuff in logs modified within the last 2 hours":          "find logs -mmin -600",
		"how many files in camera":                                "ls camera | wc -l",
		"file count for manuscript incl. subdirs":                 "find manuscript | wc -l",
		"number of lua files in game, recursively":                "ls game/src/*.lua | wc -l",
		"ls -l but just directories":                              "ls -l",
		"show hidden files in www":                                "ls -l www",
		"list dl sorted by size":                                  "ls -l dl",
		"newest files first in logs":                              "ls -ltr logs",
		"list everything in paperwork with sizes, human readable": "ls -l paperwork",
		"hostname?":                                               "whoami",
		"how many cores":                                          "uname -m",
		"cpu model":                                               "uname -p",
	}
	dev8Set.refsCanFail(t, oneEach(wrongs))
}

// TestDev8Variants runs other right commands for some requests (other
// flags, other tools, GNU and POSIX spellings, in place or shown): a check
// must accept every right answer, not only the reference.
func TestDev8Variants(t *testing.T) {
	variants := map[string][]string{
		"mkdir -p for projects/2026/q3/drafts":                         {"mkdir -pv projects/2026/q3/drafts"},
		"make dirs alpha beta gamma inside playground":                 {"mkdir -p playground/{alpha,beta,gamma}", "mkdir playground && cd playground && mkdir alpha beta gamma"},
		"copy cookbook folder to cookbook-copy":                        {"cp -a cookbook cookbook-copy", "cp -R cookbook/ cookbook-copy"},
		"cp captains-log.txt into oldstuff":                            {"cp captains-log.txt oldstuff/captains-log.txt", "cp -v captains-log.txt oldstuff"},
		"duplicate the manuscript dir, call it manuscript-v2":          {"cp -a manuscript manuscript-v2", "mkdir manuscript-v2 && cp -r manuscript/. manuscript-v2/"},
		"backup copy of game.cfg as game.cfg.bak":                      {"cp -p game.cfg game.cfg.bak"},
		"copy all the .md files from manuscript into backups":          {"find manuscript -name '*.md' -exec cp {} backups/ \\;"},
		"rename invite.txt to invitation.txt":                          {"mv -v invite.txt invitation.txt"},
		"mv the pngs from dl into camera":                              {"find dl -maxdepth 1 -name '*.png' -exec mv {} camera/ \\;"},
		"rename folder old-empty to spare":                             {"mv old-empty/ spare"},
		"update the timestamp on lottery.txt without changing it":      {"touch -m lottery.txt", "touch -c lottery.txt"},
		"create an empty file called .nojekyll in www":                 {": > www/.nojekyll"},
		"symlink latest.log -> logs/render.log":                        {"ln -sf logs/render.log latest.log", "ln -s \"$PWD/logs/render.log\" latest.log"},
		"soft link to scripts/launch.sh in links named launch":         {"ln -sr scripts/launch.sh links/launch", "cd links && ln -s ../scripts/launch.sh launch", "ln -s \"$PWD/scripts/launch.sh\" links/launch"},
		"make a shortcut called pics that points to the camera folder": {"ln -sn camera pics", "ln -s \"$(pwd)/camera\" pics"},
		"make scripts/launch.sh executable":                            {"chmod u+x scripts/launch.sh", "chmod 755 scripts/launch.sh"},
		"chmod +x all the .sh files in scripts":                        {"chmod 755 scripts/*.sh", "find scripts -name '*.sh' -exec chmod +x {} +"},
		"only me should read locker/dear-diary.md":                     {"chmod 400 locker/dear-diary.md", "chmod go-rwx locker/dear-diary.md", "chmod u=rw,go= locker/dear-diary.md"},
		"lock down the locker folder so nobody else can get in":        {"chmod go-rwx locker", "chmod -R 700 locker"},
		"give everyone read access to www/index.html":                  {"chmod 644 www/index.html", "chmod ugo+r www/index.html"},
		"set permissions of scripts/fmt.sh to 755":                     {"chmod u=rwx,go=rx scripts/fmt.sh"},
		"make the whole www folder readable by everyone, recursively":  {"chmod -R 755 www", "chmod -R a+r www", "chmod -R go+rX www"},
		"delete game.cfg.old":                                          {"rm -f game.cfg.old", "rm -v game.cfg.old"},
		"get rid of the .bak files in cookbook":                        {"find cookbook -name '*.bak' -delete", "rm -f cookbook/*.bak"},
		"remove the empty old-empty folder":                            {"rm -r old-empty", "rm -d old-empty"},
		"cat officers.txt":                                             {"less officers.txt", "more officers.txt"},
		"whats in game.cfg":                                            {"cat -n game.cfg"},
		"first 5 lines of captains-log.txt":                            {"head -5 captains-log.txt", "sed -n 1,5p captains-log.txt", "awk 'NR<=5' captains-log.txt"},
		"show the first line of data/solar.csv":                        {"head -1 data/solar.csv", "sed 1q data/solar.csv"},
		"first 2 lines of every md in manuscript":                      {"for f in manuscript/*.md; do head -n 2 \"$f\"; done", "find manuscript -name '*.md' -exec head -n 2 {} \\;"},
		"last 5 lines of captains-log.txt":                             {"tail -5 captains-log.txt", "tail -n5 captains-log.txt"},
		"the final line of captains-log.txt":                           {"sed -n '$p' captains-log.txt", "awk 'END{print}' captains-log.txt", "tail -1 captains-log.txt"},
		"what got logged last in logs/auth.log":                        {"tail -n 1 logs/auth.log", "tail -3 logs/auth.log"},
		"lines 10 to 20 of captains-log.txt":                           {"awk 'NR>=10 && NR<=20' captains-log.txt", "head -n 20 captains-log.txt | tail -n 11", "sed -n 10,20p captains-log.txt | cat -n"},
		"show captains-log.txt from line 45 on":                        {"sed -n '45,$p' captains-log.txt", "awk 'NR>=45' captains-log.txt"},
		"print line 25 of captains-log.txt":                            {"awk 'NR==25' captains-log.txt", "sed '25!d' captains-log.txt"},
		"everything in logs/render.log except the first 70 lines":      {"sed '1,70d' logs/render.log", "awk 'NR>70' logs/render.log"},
		"lines in captains-log.txt":                                    {"wc -l < captains-log.txt", "grep -c '' captains-log.txt", "awk 'END{print NR}' captains-log.txt"},
		"how long is rsvp.txt, in lines":                               {"cat rsvp.txt | wc -l"},
		"word count blogpost.md":                                       {"cat blogpost.md | wc -w", "wc blogpost.md"},
		"word count of each chapter in manuscript":                     {"for f in manuscript/*.md; do echo \"$f $(wc -w < $f)\"; done"},
		"bytes in invite.txt":                                          {"stat -c %s invite.txt", "wc -c < invite.txt", "du -b invite.txt"},
		"size of officers.txt in bytes":                                {"ls -l officers.txt", "stat --format=%s officers.txt"},
		"sort lottery.txt numericaly":                                  {"sort -n < lottery.txt", "cat lottery.txt | sort -g"},
		"lottery.txt highest number first":                             {"sort -nr lottery.txt", "sort -n lottery.txt | tac"},
		"sort data/solar.csv by number of moons, most first":           {"sort -t, -k3 -nr data/solar.csv", "awk -F, 'NR>1' data/solar.csv | sort -t, -k3,3nr"},
		"order data/coffee.tsv by price, cheapest first":               {"sort -k3 -n data/coffee.tsv", "sort -t$'\\t' -k3n data/coffee.tsv"},
		"uniq pings.txt":                                               {"uniq < pings.txt"},
		"squash repeated lines in pings.txt":                           {"uniq pings.txt > pings.tmp && mv pings.tmp pings.txt"},
		"distinct entries in lunch-poll.txt":                           {"awk '!seen[$0]++' lunch-poll.txt", "sort lunch-poll.txt | uniq"},
		"remove duplicate lines from lunch-poll.txt":                   {"sort -u -o lunch-poll.txt lunch-poll.txt", "awk '!seen[$0]++' lunch-poll.txt"},
		"count how many votes each food got in lunch-poll.txt": {"sort lunch-poll.txt | uniq -c | sort -rn",
			"awk '{c[$0]++} END {for (k in c) print k, c[k]}' lunch-poll.txt"},
		"uniq -c on lunch-poll.txt, sorted by count":                             {"sort lunch-poll.txt | uniq -c | sort -n", "sort lunch-poll.txt | uniq -c | sort -nr"},
		"which food in lunch-poll.txt is the most popular":                       {"sort lunch-poll.txt | uniq -c | sort -nr | head -n 1", "sort lunch-poll.txt | uniq -c | sort -rn"},
		"how often does each deck show up in officers.txt":                       {"awk -F: '{print $3}' officers.txt | sort | uniq -c | sort -rn", "awk -F: '{c[$3]++} END {for (d in c) print d, c[d]}' officers.txt"},
		"second column of data/solar.csv":                                        {"awk -F, '{print $2}' data/solar.csv", "cut -d',' -f2 data/solar.csv | tail -n +2"},
		"just the names from officers.txt":                                       {"awk -F: '{print $1}' officers.txt"},
		"print the moons column of data/solar.csv":                               {"awk -F, 'NR>1 {print $3}' data/solar.csv"},
		"field 2 of stock.psv, pipe delimited":                                   {"awk -F'|' '{print $2}' stock.psv"},
		"roast column from data/coffee.tsv":                                      {"awk -F'\\t' '{print $2}' data/coffee.tsv", "cut -d$'\\t' -f2 data/coffee.tsv"},
		"columns 1 and 3 of data/solar.csv":                                      {"awk -F, '{print $1, $3}' data/solar.csv", "awk -F, -v OFS='\\t' '{print $1,$3}' data/solar.csv"},
		"the 4th field of officers.txt, seperated by colons":                     {"awk -F: '{print $NF}' officers.txt"},
		"get the qty column out of stock.psv":                                    {"awk -F'|' 'NR>1{print $3}' stock.psv"},
		"find error in logs/render.log ignoring case":                            {"grep -in error logs/render.log", "grep --ignore-case error logs/render.log"},
		"lines mentioning maya in logs/auth.log, any case":                       {"grep -iw maya logs/auth.log", "awk 'tolower($0) ~ /maya/' logs/auth.log"},
		"packages.list without the comment lines":                                {"sed '/^#/d' packages.list", "grep -v -e '^#' -e '^$' packages.list"},
		"logs/render.log minus the DEBUG lines":                                  {"awk '!/DEBUG/' logs/render.log", "grep -v 'DEBUG' logs/render.log"},
		"count ERROR lines in logs/render.log":                                   {"grep ERROR logs/render.log | wc -l", "awk '/ERROR/{n++} END{print n}' logs/render.log"},
		"number of lines with FAILED in logs/sync.log":                           {"grep -ci failed logs/sync.log"},
		"how many failed logins in logs/auth.log":                                {"grep -c Failed logs/auth.log", "grep 'Failed password' logs/auth.log | wc -l"},
		"which line is 'nebula' on in captains-log.txt":                          {"awk '/nebula/ {print NR}' captains-log.txt", "cat -n captains-log.txt | grep nebula", "grep -n nebula captains-log.txt | cut -d: -f1"},
		"find 'fullscreen' in game.cfg and tell me the line number":              {"awk '/fullscreen/{print NR\": \"$0}' game.cfg"},
		"find TODO in game/src":                                                  {"grep -R TODO game/src/", "grep -rl TODO game/src"},
		"grep -r HACK across the game folder":                                    {"grep -rn HACK game/", "grep -rl HACK game"},
		"search all the cookbook for garlic":                                     {"grep -rl garlic cookbook", "grep -ril garlic cookbook/"},
		"look through game/src recursively for 'todo', case-insensitive":         {"grep -rli todo game/src", "grep -Ri todo game/src"},
		"list files in logs that contain FAILED":                                 {"grep -l -r FAILED logs/", "grep -r FAILED logs"},
		"replace fullscreen=false with fullscreen=true in game.cfg":              {"sed -i.bak 's/fullscreen=false/fullscreen=true/' game.cfg", "sed 's/fullscreen=false/fullscreen=true/' game.cfg"},
		"in game.cfg change volume=7 to volume=3, edit the file":                 {"perl -pi -e 's/volume=7/volume=3/' game.cfg", "sed -i -e 's/^volume=7$/volume=3/' game.cfg"},
		"sed -i swap Maya for Mia in invite.txt":                                 {"sed -i -e 's/Maya/Mia/g' invite.txt"},
		"show invite.txt with Friday replaced by Saturday, dont change the file": {"sed -e 's/Friday/Saturday/g' < invite.txt", "cat invite.txt | sed 's/Friday/Saturday/g'"},
		"preview blogpost.md with every robots changed to machines, no edits":    {"awk '{gsub(/robots/, \"machines\"); print}' blogpost.md"},
		"print officers.txt but with bridge replaced by deck":                    {"cat officers.txt | sed 's/bridge/deck/g'"},
		"tar up manuscript into manuscript.tar.gz":                               {"tar -czvf manuscript.tar.gz manuscript/", "tar -czf manuscript.tar.gz -C manuscript ."},
		"make a plain tar (no compression) of screenshots named shots.tar":       {"tar -cf shots.tar screenshots/", "tar cvf shots.tar screenshots"},
		"tarball of game/src called src.tgz":                                     {"tar -C game -czf src.tgz src"},
		"archive the www dir as site.tar.gz":                                     {"tar -zcf site.tar.gz www/"},
		"zip screenshots into shots.zip":                                         {"zip -rq shots.zip screenshots", "zip -r shots.zip screenshots/"},
		"I need to email my camera/2025 folder, zip it up as lake-photos.zip":    {"cd camera && zip -r ../lake-photos.zip 2025"},
		"untar level-pack.tar.gz":                                                {"tar -xzvf level-pack.tar.gz", "tar xf level-pack.tar.gz"},
		"tar xzf level-pack.tar.gz but into ./lvl-out":                           {"mkdir lvl-out; tar -xzf level-pack.tar.gz --directory lvl-out", "mkdir -p lvl-out && tar xzf level-pack.tar.gz -C lvl-out --strip-components=1"},
		"unpack old-saves.tar":                                                   {"tar -xvf old-saves.tar"},
		"unzip fonts-bundle.zip":                                                 {"unzip -o fonts-bundle.zip", "python3 -m zipfile -e fonts-bundle.zip ."},
		"extract fonts-bundle.zip into fonts/":                                   {"unzip -q fonts-bundle.zip -d fonts/", "mkdir -p fonts && cd fonts && unzip ../fonts-bundle.zip"},
		"what's in level-pack.tar.gz":                                            {"tar -tvzf level-pack.tar.gz", "tar tf level-pack.tar.gz"},
		"list fonts-bundle.zip contents without extracting":                      {"zipinfo fonts-bundle.zip", "unzip -v fonts-bundle.zip"},
		"peek inside old-saves.tar":                                              {"tar -tvf old-saves.tar"},
		"kernel version pls":                                                     {"uname -a", "cat /proc/version", "uname -sr"},
		"what arch am i on":                                                      {"arch", "uname -a"},
		"is this linux or mac":                                                   {"uname", "uname -a"},
		"who am I logged in as":                                                  {"id -un", "echo $USER"},
		"what groups am i in":                                                    {"id -Gn", "id"},
		"my uid and gid":                                                         {"id -u; id -g"},
		"which tar":                                                              {"command -v tar", "type tar"},
		"path to the sed binary":                                                 {"which sed", "whereis sed"},
		"how long has the box been up":                                           {"uptime"},
		"load average":                                                           {"cat /proc/loadavg", "top -bn1 | head -1"},
		"show all env vars":                                                      {"printenv", "env | sort"},
		"printenv but sorted":                                                    {"env | sort"},
		"what environment variables have PATH in the name":                       {"printenv | grep PATH", "env | grep -i path"},
		"what's $HOME":                                      {"printenv HOME", "echo ~"},
		"which editor is set in EDITOR":                     {"printenv EDITOR"},
		"echo my PATH one dir per line":                     {"tr : '\\n' <<< \"$PATH\"", "echo \"$PATH\" | sed 's/:/\\n/g'"},
		"date in yyyy-mm-dd":                                {"date -I", "date '+%Y-%m-%d'"},
		"what time is it, just HH:MM":                       {"date +%R"},
		"day of the week today":                             {"date +%a", "date"},
		"current UTC time":                                  {"date -u +%Y-%m-%dT%H:%M:%SZ", "date --utc", "date -u -Iseconds"},
		"what month is it":                                  {"date +%b", "date +%m", "date"},
		"follow logs/render.log":                            {"tail -F logs/render.log", "tail -n 0 -f logs/render.log"},
		"watch logs/auth.log for new lines as they come in": {"tail -f -n 5 logs/auth.log"},
		"disk space left?":                                  {"df", "df -H", "df -h /"},
		"free space on /":                                   {"df /", "df -H /"},
		"how big is dl":                                     {"du -sk dl", "du -s dl", "du -sb dl"},
		"size of the game folder":                           {"du -sh game/", "du -sk game"},
		"sizes of all the folders here":                     {"du -h --max-depth=1", "du -sh * | sort -h"},
		"du -sh for each dir in game":                       {"du -h -d 1 game"},
		"low on space, which folder here takes the most":    {"du -h --max-depth=1 | sort -rh | head", "du -s */ | sort -rn | head -3"},
		"largest files around here":                         {"du -ah . | sort -rh | head", "ls -lS", "find . -type f -printf '%s %p\\n' | sort -nr | head"},
		"heaviest files in dl":                              {"ls -lhS dl", "du -a dl | sort -rn | head"},
		"top 3 biggest files in dl":                         {"du -a dl | sort -rn | head -4", "ls -lS dl | head -4"},
		"what's hogging space in game":                      {"du -h game/* | sort -rh", "du -sh game/* | sort -rh | head"},
		"whats my ip addr":                                  {"ip addr", "ifconfig", "ip -4 -o addr show"},
		"show network interfaces and their addresses":       {"ifconfig -a", "ip a"},
		"ram?":                                                    {"free", "cat /proc/meminfo", "vmstat -s", "top -bn1 | head -5"},
		"memory usage in MB":                                      {"free --mega"},
		"is swap being used":                                      {"cat /proc/swaps", "grep -i swap /proc/meminfo"},
		"top cpu proceses":                                        {"top -b -n 1 | head -20", "ps -eo pid,comm,%cpu --sort=-%cpu | head", "ps aux | sort -nrk 3 | head"},
		"which process uses the most processor":                   {"ps -eo pid,%cpu,comm --sort=-%cpu | head -n 2", "ps aux --sort=-%cpu | head -5"},
		"top 10 processes by memory":                              {"ps -eo pid,user,comm,%mem --sort=-%mem | head -11", "top -b -n1 -o %MEM | head -17"},
		"memory hogs":                                             {"ps -eo pid,rss,comm --sort=-rss | head", "ps aux | sort -nrk 4 | head -5"},
		"find lake.jpg":                                           {"find . -type f -name lake.jpg", "find . -iname lake.jpg"},
		"all the jpgs in camera":                                  {"find camera -type f -iname '*.jpg'", "ls camera/*/*.jpg"},
		"show me the .log files in logs, recursive":               {"find logs -type f -name \"*.log\"", "ls -R logs | grep '\\.log$'"},
		"files in dl over 10MB":                                   {"find dl -size +10000k", "find dl -type f -size +10M -exec ls -lh {} \\;"},
		"stuff in vm bigger than a gig":                           {"find vm -size +1024M", "find vm -type f -size +1G -exec ls -lh {} +"},
		"find files smaller than 1k in dl":                        {"find dl -type f -size -1000c"},
		"anything in dl under 500 KB":                             {"find dl -type f -size -500000c"},
		"which logs in logs/ changed since yesterday":             {"find logs -type f -newermt yesterday", "find logs -mmin -1440 -type f"},
		"paperwork touched in the past 48 hours":                  {"find paperwork -type f -mmin -2880", "find paperwork -newermt '48 hours ago' -type f"},
		"files in paperwork from the last week":                   {"find paperwork -newermt '7 days ago' -type f"},
		"paperwork older then a month":                            {"find paperwork -mtime +29", "find paperwork -type f ! -newermt '1 month ago'"},
		"what did I edit today in memos":                          {"find memos -daystart -type f -mtime 0", "find memos -type f -mtime -1"},
		"how many files in camera":                                {"find camera -type f | wc -l"},
		"count the pdfs in paperwork":                             {"find paperwork -name '*.pdf' | wc -l", "ls -1 paperwork/*.pdf | wc -l"},
		"how many things are in dl":                               {"ls -A dl | wc -l", "find dl -mindepth 1 | wc -l"},
		"ls -l but just directories":                              {"ls -d */", "ls -l | grep '^d'", "find . -maxdepth 1 -type d"},
		"show hidden files in www":                                {"ls -la www", "ls -A www"},
		"list dl sorted by size":                                  {"ls -S dl", "ls -lSr dl", "du -a dl | sort -h"},
		"newest files first in logs":                              {"ls -t logs", "ls -lt logs/"},
		"list everything in paperwork with sizes, human readable": {"du -ah paperwork", "ls -lah paperwork"},
		"hostname?":                                               {"uname -n", "cat /etc/hostname"},
		"how many cores":                                          {"grep -c ^processor /proc/cpuinfo", "getconf _NPROCESSORS_ONLN", "lscpu"},
		"cpu model":                                               {"lscpu | grep 'Model name'", "lscpu", "cat /proc/cpuinfo"},
	}
	dev8Set.variantsPass(t, variants)
}

// TestDev8Set runs the set like the frozen sets (the offline backend made
// for the machine, then the command through caro's MCP tools in
// permissive mode, in a fresh tree) and sorts each answer: right by
// execution, confidently wrong, or abstained. It is a development set: its
// WRONG and ABSTAIN lines are logged to be read and tuned on.
func TestDev8Set(t *testing.T) {
	cases, right, wrong, abstained := dev8Set.score(t)
	// A ratchet, measured on 884e123 (the code before anyone tuned on this
	// set): 152 right, 13 confidently wrong, 131 abstained of 296 (all 30
	// beyond requests abstained). Any regression fails. Raise it when the
	// score rises; never lower it.
	// Raised to the score of 6ddced2 (the grammar layer); to 255 when an
	// archive read "I need to email x, zip it …" (fx-files).
	scoreFrozen(t, "offline dev set 8", len(cases), right, wrong, abstained, 255, 0)
}
