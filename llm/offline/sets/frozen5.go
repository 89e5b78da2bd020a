package sets

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/caro-sh/caro/tools"
)

// frozen5Case is one request of the fifth frozen set
// (testdata/frozen5.json), written for issue 15's everyday basics by
// someone who did not read the catalogue, the matcher, or the requests of
// the other four sets, in a tree of its own (frozen5Template: the fourth
// set's tree with new files under new names, so that every older file is
// a distractor). Nobody tunes on it: TestFrozen5Set prints only its
// score unless CARO_FROZEN5_DETAIL=1. Its checks are the fourth set's and
// a few more; Ref is one right command, run by TestFrozen5Refs (it is
// never shown to the backend).
type frozen5Case struct {
	frozen4Case
	// Gzip: the tar archive at the path is gzipped (true) or plain
	// (false).
	Gzip map[string]bool `json:"gzip"`
	// TarLacks: the tar archive (plain or gzipped) holds no entry with
	// these base names.
	TarLacks map[string][]string `json:"tar_lacks"`
	// ExistsAny: for each list, at least one of its paths exists after the
	// command (an archive extracted where it is or into a folder of its
	// own name, say).
	ExistsAny [][]string `json:"exists_any"`
	// Rows: the output's rows below the first line that holds this column
	// name as a field (a process table's header) number exactly this;
	// with no such line, every non-blank line is a row.
	Rows map[string]int `json:"rows"`
}

func loadFrozen5(t *testing.T) []frozen5Case {
	t.Helper()
	return loadSet5(t, "frozen5.json")
}

// loadSet5 reads the cases of a set that has the fifth set's fields (no
// other) from the file name in testdata.
func loadSet5(t *testing.T, name string) []frozen5Case {
	t.Helper()
	return loadCases[frozen5Case](t, name)
}

// frozen5Lines numbers count lines: prefix-01, prefix-02, … and a suffix
// chosen per line by suffix (nil: none).
func frozen5Lines(prefix string, count int, suffix func(int) string) string {
	var b strings.Builder
	for i := 1; i <= count; i++ {
		fmt.Fprintf(&b, "%s-%02d", prefix, i)
		if suffix != nil {
			b.WriteString(suffix(i))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// frozen5Template builds the fifth set's tree once: the fourth set's tree
// with the fifth set's files. Each case then runs in a copy of it
// (frozen5Copy), which is much faster than building it again.
func frozen5Template(t *testing.T) string {
	t.Helper()
	dir := prepareFrozen4(t)
	kiosk := frozen5Lines("kiosk", 40, func(i int) string {
		if i == 7 || i == 19 || i == 33 {
			return " error"
		}
		return " ok"
	})
	files := map[string]string{
		"planets.txt":   "saturn\nmercury\nneptune\nearth\njupiter\nvenus\nuranus\nmars\n",
		"moons.txt":     "titan\nio\neuropa\nphobos\n",
		"weights.txt":   "250\n19\n7\n1200\n88\n",
		"birds.txt":     "robin\nwren\nrobin\nheron\nwren\nrobin\nfinch\n",
		"clicks.txt":    "home\nhome\nhome\nabout\nabout\ncart\nhome\n",
		"votes.txt":     "yes\nno\nyes\nabstain\nyes\nno\n",
		"ballots.txt":   "no\nno\nno\nno\nyes\n",
		"orders.csv":    "id,customer,total,city\n101,Ines,25.50,Lisbon\n102,Omar,13.00,Cairo\n103,Yuki,40.25,Osaka\n104,Lars,8.75,Bergen\n",
		"crew.txt":      "name|role|ship\nkira|pilot|falcon\nodo|security|raven\njadzia|science|falcon\n",
		"gear.tsv":      "tent\t2\t3.5kg\nstove\t1\t0.4kg\nlantern\t3\t0.2kg\n",
		"passwd.sample": "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\nmira:x:1005:1005:Mira Sol:/home/mira:/usr/bin/fish\n",
		"laps.txt":      "ana 3 52.1\nbea 1 49.8\ncid 2 50.7\n",
		"chapters.txt":  frozen5Lines("chapter", 30, nil),
		"verses.txt":    frozen5Lines("verse", 30, nil),
		"glossary.txt":  frozen5Lines("term", 17, func(int) string { return ": an entry" }),
		"kiosk.log":     kiosk,
		"relay.log": "08:00 relay started\n08:01 TIMEOUT talking to upstream\n08:02 packet forwarded\n08:03 Timeout on port 9\n" +
			"08:04 packet forwarded\n08:05 timeout again\n08:06 relay healthy\n08:07 packet dropped\n",
		"worker.log":       "worker boot\nworker idle\n",
		"guestbook.txt":    "thanks for the stay\nlovely view\nThanks again!\nnoisy at night\nthanks, will return\n",
		"manifesto.txt":    "we build small tools\nthat do one thing well\nand work together\n",
		"stamp.txt":        "stamped\n",
		"greeting.txt":     "hello world\nthe world is wide\n",
		"style-guide.txt":  "use colour and more colour\nthe colour palette\n",
		"invitation.txt":   "party on 2025-06-01\nRSVP by 2025-05-20\n",
		"settings.conf":    "debug=true\nport=8080\n",
		"memo.txt":         "memo body\n",
		"motto.txt":        "carpe diem\n",
		"mantra.txt":       "ommm\n",
		"publish.sh":       "#!/bin/sh\necho publish\n",
		"tokens.txt":       "tok-1\n",
		"handout.pdf":      "handout\n",
		"shared-notes.txt": "shared notes\n",
		"helper.js":        "// TODO: remove\n",
		"home.html":        "<h1>home</h1>\n",
		"orientation.md":   "Day one: onboarding session.\n",
		".plannerrc":       "view=week\n",

		"desk/alpha.doc":   "alpha\n",
		"desk/bravo.doc":   "bravo\n",
		"desk/charlie.doc": "charlie\n",
		"desk/delta.doc":   "delta\n",
		"desk/echo.doc":    "echo\n",
		"desk/foxtrot.doc": "foxtrot\n",
		"desk/golf.txt":    "golf\n",
		"desk/hotel.txt":   "hotel\n",

		"downloads/notes.txt":  strings.Repeat("n", 2<<10),
		"downloads/tiny.txt":   strings.Repeat("t", 100),
		"downloads/readme.txt": strings.Repeat("r", 300),

		"atlas/index.html":            "<h1>Atlas</h1>\n",
		"atlas/about.html":            "<p>about</p>\n",
		"atlas/css/main.css":          "/* TODO: dark mode */\nbody { margin: 0 }\n",
		"atlas/js/app.js":             "// TODO: wire the map\nconsole.log('atlas')\n",
		"atlas/js/vendor/lib.js":      "export const lib = 1\n",
		"atlas/img/logo.svg":          "<svg/>\n",
		"atlas/notes.md":              "# notes\n",
		"atlas/config.yaml":           "zoom: 3\n",
		"handbook/intro.md":           "Welcome aboard.\nStart with the onboarding checklist.\n",
		"handbook/faq.txt":            "Q: Who runs Onboarding?\nA: HR.\n",
		"handbook/policies/leave.md":  "Leave requests go through HR.\nDuring onboarding you accrue leave.\n",
		"handbook/policies/travel.md": "Book travel early.\n",

		"inbox/sunset.jpg":       "sunset\n",
		"inbox/harbor.jpg":       "harbor\n",
		"inbox/receipt.png":      "receipt\n",
		"inbox/letter.txt":       "letter\n",
		"pictures/.keep":         "",
		"vault/.keep":            "",
		"attic/.keep":            "",
		"shelf/.keep":            "",
		"builds/2024-06/VERSION": "2024-06\n",
		"builds/2024-07/VERSION": "2024-07\n",
		"cron/backup.sh":         "#!/bin/sh\necho backup\n",
	}
	frozen5Write(t, dir, files)
	// Big files, by size: disk.img is the tree's biggest (over 100 MB, so
	// that a command with any usual threshold for big files finds it).
	// Their bytes are pseudo-random (and never ASCII, so that no search
	// finds a word in them): a file system that compresses (btrfs, ZFS)
	// would otherwise store a run of one letter in a few blocks, and the
	// disk usage du reports would no longer order the files by size.
	frozen5Noise(t, dir, 5, map[string]int{
		"disk.img":            110 << 20,
		"downloads/movie.mkv": 6 << 20,
		"downloads/setup.iso": 7 << 19,
		"downloads/dump.img":  5 << 19,
		"downloads/song.mp3":  3 << 19,
		"downloads/paper.pdf": 220 << 10,
	})
	frozen5Modes(t, dir, map[string]os.FileMode{"handout.pdf": 0o600, "shared-notes.txt": 0o666})
	if err := frozen5Stamp(dir, time.Now()); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "seeds.tar.gz"), "seeds/", now,
		map[string]string{"seeds/tomato.txt": "tomato\n", "seeds/basil.txt": "basil\n"})
	writeTarGz(t, filepath.Join(dir, "maps.tgz"), "maps/", now,
		map[string]string{"maps/north.txt": "north\n", "maps/south.txt": "south\n"})
	writeTarGz(t, filepath.Join(dir, "dotfiles.tar.gz"), "dotfiles/", now,
		map[string]string{"dotfiles/bashrc": "alias ll='ls -l'\n", "dotfiles/vimrc": "set number\n"})
	frozen5PlainTar(t, filepath.Join(dir, "fonts.tar"), "fonts/", now,
		map[string]string{"fonts/serif.ttf": "serif\n", "fonts/mono.ttf": "mono\n"})
	writeZip(t, filepath.Join(dir, "stickers.zip"), "cat.svg", "dog.svg")
	writeZip(t, filepath.Join(dir, "letters.zip"), "dear-ana.txt", "dear-bo.txt")
	return dir
}

// frozen5Write writes files (a path in dir to its content), making the
// folders they are in.
func frozen5Write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// frozen5Noise writes files of the given sizes (a path in dir to its
// size) of pseudo-random bytes, from the generator seeded with seed, that
// are never ASCII (see frozen5Template).
func frozen5Noise(t *testing.T, dir string, seed byte, sizes map[string]int) {
	t.Helper()
	rng := rand.NewChaCha8([32]byte{seed})
	for name, size := range sizes {
		body := make([]byte, size)
		rng.Read(body)
		frozen5HighBit(body)
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// frozen5Modes sets the permission bits of files in dir (a path to its
// mode), whatever the umask left them.
func frozen5Modes(t *testing.T, dir string, modes map[string]os.FileMode) {
	t.Helper()
	for name, mode := range modes {
		if err := os.Chmod(filepath.Join(dir, name), mode); err != nil {
			t.Fatal(err)
		}
	}
}

// frozen5HighBit sets the high bit of every byte of b. The race detector
// is told to leave it alone (b is this goroutine's alone): instrumented,
// the loop over the big files' 130 MB took seconds in every test.
//
//go:norace
func frozen5HighBit(b []byte) {
	for i := range b {
		b[i] |= 0x80
	}
}

// frozen5Stamp dates the files whose age the time requests ask about,
// counting back from now. The template is dated when it is built, and
// each case's copy again right before its command runs (frozen5Env.run),
// so that the ages are what they say however long the test has been
// running. "Today" is the commands' today: TZ is UTC (setupFrozen2).
func frozen5Stamp(dir string, now time.Time) error {
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	day := 24 * time.Hour
	return dateFiles(dir, map[string]time.Time{
		// golf.txt is from today even just after midnight (run waits
		// until two seconds have passed since midnight, so this is
		// never in the future).
		"desk/golf.txt":    frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second)),
		"desk/alpha.doc":   now.Add(-40 * time.Minute),
		"desk/bravo.doc":   now.Add(-3 * time.Hour),
		"desk/charlie.doc": now.Add(-2 * day),
		"desk/delta.doc":   now.Add(-6 * day),
		"desk/echo.doc":    now.Add(-12 * day),
		"desk/foxtrot.doc": now.Add(-45 * day),
		"desk/hotel.txt":   now.Add(-9 * day),
		"stamp.txt":        now.Add(-90 * day),
	})
}

func frozen5Latest(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// gzipFile writes body gzipped at path.
func gzipFile(t *testing.T, path, body string) {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(body))
	zw.Close()
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// dateFiles sets the modification and access times of the files of dir
// named in at (by their path in it).
func dateFiles(dir string, at map[string]time.Time) error {
	for name, t := range at {
		if err := os.Chtimes(filepath.Join(dir, name), t, t); err != nil {
			return err
		}
	}
	return nil
}

// frozen5PastMidnight waits, when the next UTC midnight is a few seconds
// away or has just passed, until two seconds after it: files dated
// "today" and the command that looks for them then agree on the day.
func frozen5PastMidnight() {
	now := time.Now().UTC()
	next := time.Date(now.Year(), now.Month(), now.Day()+1, 0, 0, 0, 0, time.UTC)
	last := next.Add(-24 * time.Hour)
	switch {
	case next.Sub(now) < 5*time.Second:
		time.Sleep(next.Sub(now) + 2*time.Second)
	case now.Sub(last) < 2*time.Second:
		time.Sleep(last.Add(2 * time.Second).Sub(now))
	}
}

// frozen5PlainTar writes an uncompressed tar at path: the directory top,
// then files, all dated now.
func frozen5PlainTar(t *testing.T, path, top string, now time.Time, files map[string]string) {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	if err := tw.WriteHeader(&tar.Header{Name: top, Typeflag: tar.TypeDir, Mode: 0o755, ModTime: now}); err != nil {
		t.Fatal(err)
	}
	for name, body := range files {
		if err := tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body)), ModTime: now}); err != nil {
			t.Fatal(err)
		}
		io.WriteString(tw, body)
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// frozen5ShmRoom: the room /dev/shm must have free to hold the template
// (about 140 MB, most of it the big files) and a case's copy, with a
// margin.
const frozen5ShmRoom = 512 << 20

// frozen5LinkSize: files bigger than this (the big files the size
// requests look for, which no request changes) are hard links to the
// template's, not copies.
const frozen5LinkSize = 64 << 10

// frozen5Copy copies the tree at src to dst: files with their modes and
// times (big ones linked when link is set and dst is on src's file
// system, see frozen5LinkSize), symbolic links as links, directories
// with their times (set last, after their entries are written).
func frozen5Copy(t *testing.T, src, dst string, link bool) {
	t.Helper()
	type dirTime struct {
		path string
		at   time.Time
	}
	var dirs []dirTime
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			if err := os.MkdirAll(to, info.Mode().Perm()); err != nil {
				return err
			}
			os.Chmod(to, info.Mode().Perm())
			dirs = append(dirs, dirTime{to, info.ModTime()})
			return nil
		case info.Mode()&os.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(target, to)
		case link && info.Size() > frozen5LinkSize:
			if os.Link(p, to) == nil {
				return nil
			}
			// Another file system: copy it.
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.WriteFile(to, b, info.Mode().Perm()); err != nil {
			return err
		}
		os.Chmod(to, info.Mode().Perm())
		return os.Chtimes(to, info.ModTime(), info.ModTime())
	})
	if err != nil {
		t.Fatal(err)
	}
	for i := len(dirs) - 1; i >= 0; i-- {
		os.Chtimes(dirs[i].path, dirs[i].at, dirs[i].at)
	}
}

// frozen5Prep builds the template once and returns a function that gives
// each case a fresh copy of it. Creating files is slow on some disks (a
// millisecond each here, and the tree has hundreds), so the copies are
// made in memory (/dev/shm) when the machine has it with room for them
// (a container's is often 64 MB, less than the template). A copy is
// removed when its case ends (batch): one tree lives at a time, but for
// the cases that follow a file, which run beside the others.
func frozen5Prep(t *testing.T) func(*testing.T) string {
	t.Helper()
	return prepSet5(t, frozen5Template)
}

// prepSet5 is frozen5Prep for the tree that build makes (the fifth set's
// tree, or a later set's that adds to it).
func prepSet5(t *testing.T, build func(*testing.T) string) func(*testing.T) string {
	t.Helper()
	var base string
	var st syscall.Statfs_t
	if syscall.Statfs("/dev/shm", &st) == nil && uint64(st.Bavail)*uint64(st.Bsize) >= frozen5ShmRoom {
		base, _ = os.MkdirTemp("/dev/shm", "caro-frozen5-")
	}
	if base == "" {
		base = t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	tmpl := filepath.Join(base, "template")
	// The big files are linked to the built tree's, which nothing
	// changes (a case changes a copy of the template).
	frozen5Copy(t, build(t), tmpl, true)
	n := 0
	return func(t *testing.T) string {
		t.Helper()
		if dir := spareFor(tmpl); dir != "" {
			return dir
		}
		n++
		dir := filepath.Join(base, fmt.Sprintf("case%03d", n))
		frozen5Copy(t, tmpl, dir, true)
		ownTree(dir, tmpl)
		return dir
	}
}

// frozen5Env is the fourth set's environment with a few more
// placeholders: {gid} the group id, {goarch} the architecture as Go names
// it (amd64), {mm} the month's number (two digits), {distro} the first
// word of the distribution's name, {gzip} and {sort} the programs'
// paths, {hostshort} the host name up to its first dot (what hostname -s
// prints), {pathdir} a directory on PATH (/usr/bin when it is one; it is
// not on NixOS), {memdigits} how many digits make a total of memory too
// long to be this machine's in megabytes (7, as the set was written, on
// any machine with less than a terabyte; more on a bigger one, whose
// total in megabytes has 7 digits). SHELL is set as a login shell sets
// it.
//
// What differs between machines and runs is pinned or measured, so that
// a check means the same everywhere: the locale is C, as the time zone is
// UTC (setupFrozen2), so that date's names of days and months, free's
// labels and sort's order are the same on every machine and no shell
// warns of a locale the machine lacks; the placeholders of the date
// ({today}, {year}, {weekday}, {month}, {dmy}, {wd}, {mon}, {mm}) are
// filled with the date at the time the command runs (fillAt), not when the
// test started; lanIPv4 says whether the machine has an IPv4 address
// besides loopback ones (a sandbox without a network has none).
type frozen5Env struct {
	*frozen4Env
	lanIPv4 bool
	// stamp dates the files whose age the set's time requests ask about
	// (frozen5Stamp; a later set's adds its own files).
	stamp func(dir string, now time.Time) error
}

func setupFrozen5(t *testing.T) *frozen5Env {
	t.Helper()
	e := setupFrozen4(t)
	if sh, err := exec.LookPath("bash"); err == nil {
		t.Setenv("SHELL", sh)
	}
	t.Setenv("LC_ALL", "C")
	vars := map[string]string{"{goarch}": runtime.GOARCH, "{pathdir}": frozen5PathDir(), "{memdigits}": strconv.Itoa(frozen5MemDigits())}
	if u, err := user.Current(); err == nil {
		vars["{gid}"] = u.Gid
	}
	if h, err := os.Hostname(); err == nil {
		vars["{hostshort}"], _, _ = strings.Cut(h, ".")
	}
	if b, err := os.ReadFile("/etc/os-release"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "NAME="); ok {
				if f := strings.Fields(strings.Trim(v, `"`)); len(f) > 0 {
					vars["{distro}"] = f[0]
				}
			}
		}
	}
	for _, p := range []string{"gzip", "sort"} {
		if path, err := exec.LookPath(p); err == nil {
			vars["{"+p+"}"] = path
		}
	}
	e.fill = fillWith(vars, e.fill)
	return &frozen5Env{frozen4Env: e, lanIPv4: frozen5LANIPv4(), stamp: frozen5Stamp}
}

// fillAt fills the placeholders of the date with the date at (in UTC,
// the commands' time zone, as the older sets compute them) and the others
// as e.fill does.
func (e *frozen5Env) fillAt(at time.Time) func(string) string {
	at = at.UTC()
	dates := map[string]string{"{today}": at.Format("2006-01-02"), "{year}": at.Format("2006"), "{weekday}": at.Weekday().String(),
		"{month}": at.Month().String(), "{dmy}": at.Format("02/01/2006"), "{wd}": at.Weekday().String()[:3],
		"{mon}": at.Month().String()[:3], "{mm}": at.Format("01")}
	return fillWith(dates, e.fill)
}

// frozen5PathDir: see {pathdir}.
func frozen5PathDir() string {
	dirs := filepath.SplitList(os.Getenv("PATH"))
	for _, d := range dirs {
		if d == "/usr/bin" {
			return d
		}
	}
	for _, d := range dirs {
		if filepath.IsAbs(d) {
			return d
		}
	}
	return "/usr/bin"
}

// frozen5MemDigits: see {memdigits}: one more than the digits of the
// machine's total in megabytes (free --mega; free -m's mebibytes are
// fewer), and at least 7. A total in kilobytes or bytes (free, free -b)
// has at least 7 digits on any machine with a gigabyte or more.
func frozen5MemDigits() int {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 7
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "MemTotal:"); ok {
			if f := strings.Fields(v); len(f) > 0 {
				if kb, err := strconv.ParseUint(f[0], 10, 64); err == nil {
					return max(7, len(strconv.FormatUint(kb*1024/1000000, 10))+1)
				}
			}
		}
	}
	return 7
}

// frozen5LANIPv4: the machine has an IPv4 address besides loopback ones
// (true when the addresses cannot be read: the check stays strict).
func frozen5LANIPv4() bool {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return true
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
			return true
		}
	}
	return false
}

// frozen5IPv6 finds an IPv6 address, whole or shortened with "::".
var frozen5IPv6 = regexp.MustCompile(`(?i)\b[0-9a-f]{1,4}((:[0-9a-f]{1,4}){7}|(:[0-9a-f]{1,4}){0,6}::)`)

// judge5 runs the fourth set's checks, then the fifth set's. Two of the
// fourth set's checks are judged here instead, sturdier: desc (see
// frozen5Descending), and ipv4, which a machine with no IPv4 address
// besides loopback ones cannot pass with a command that leaves loopback
// out (hostname -I): there, a blank output or one with an IPv6 address
// passes too (lanIPv4 false).
func (c frozen5Case) judge5(out, dir string, fill func(string) string, lanIPv4 bool) error {
	c4 := c.frozen4Case
	c4.Desc, c4.IPv4 = nil, false
	if err := c4.judge4(out, dir, fill); err != nil {
		return err
	}
	if c.IPv4 && !ipv4Re.MatchString(out) && (lanIPv4 || len(nonBlank(out)) > 0 && !frozen5IPv6.MatchString(out)) {
		return fmt.Errorf("no IPv4 address in the output")
	}
	if len(c.Desc) > 0 {
		if err := frozen5Descending(out, c.Desc); err != nil {
			return err
		}
	}
	for p, want := range c.Gzip {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("archive %s: %v", p, err)
		}
		if got := len(b) > 2 && b[0] == 0x1f && b[1] == 0x8b; got != want {
			if want {
				return fmt.Errorf("%s is not gzipped", p)
			}
			return fmt.Errorf("%s is compressed", p)
		}
	}
	if err := archiveLacks(dir, c.TarLacks, tarNames); err != nil {
		return err
	}
	if err := existsAny(dir, c.ExistsAny); err != nil {
		return err
	}
	// Rows are counted as lines, not by parsing a column, so that a
	// process whose name holds spaces is one row like any other.
	for col, want := range c.Rows {
		ls := nonBlank(out)
		start := 0
	header:
		for i, l := range ls {
			for _, f := range strings.Fields(l) {
				if f == col {
					start = i + 1
					break header
				}
			}
		}
		if got := len(ls) - start; got != want {
			return fmt.Errorf("%d rows, want %d", got, want)
		}
	}
	return nil
}

// frozen5Descending is the fourth set's descending (the column headed by
// one of names is sorted from the largest value down, with at least two
// rows), robust to a command column that holds spaces: a process's name
// can (ps -o comm prints "tmux: server"), and when that column comes
// before the sorted one (ps -eo pid,comm,%cpu), a row with more fields
// than the header has the value that many fields further right.
func frozen5Descending(out string, names []string) error {
	ls := nonBlank(out)
	col, start := -1, 0
	var head []string
	for i, l := range ls {
		fs := strings.Fields(l)
		for j, f := range fs {
			for _, n := range names {
				if col < 0 && f == n {
					col, start, head = j, i+1, fs
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
	free := -1
	for j, f := range head {
		if f == "COMMAND" || f == "CMD" || f == "COMM" || f == "ARGS" {
			free = j
			break
		}
	}
	var vals []float64
	for _, l := range ls[start:] {
		fs := strings.Fields(l)
		k := col
		if free >= 0 && free < col && len(fs) > len(head) {
			k += len(fs) - len(head)
		}
		if len(fs) <= k {
			continue
		}
		v, err := strconv.ParseFloat(strings.TrimSuffix(fs[k], "%"), 64)
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

// run executes cmd in dir (following c's file when c asks) and judges
// it: nil when it did what c asks. Right before the command, the files
// the time requests ask about are dated again, counting back from now
// (e.stamp: frozen5Stamp), and a process-table command runs with a few
// idle processes more (frozen5Crowd). The output is judged by the date the
// command started on; if the date changed while it ran (it ran across
// midnight), by the new date too.
func (e *frozen5Env) run(c frozen5Case, cmd, dir string) error {
	frozen5PastMidnight()
	if err := e.stamp(dir, time.Now()); err != nil {
		return fmt.Errorf("dating the tree: %v", err)
	}
	settled(dir)
	if len(c.Rows) > 0 || len(c.Desc) > 0 {
		defer frozen5Crowd(frozen5Idlers)()
	}
	start := time.Now()
	res, err := e.execute5(c.frozen3Case, cmd, dir)
	if err != nil {
		return err
	}
	out := res.Stdout + res.Stderr
	err = c.judge5(out, dir, e.fillAt(start), e.lanIPv4)
	if end := time.Now(); err != nil && end.UTC().Format(time.DateOnly) != start.UTC().Format(time.DateOnly) {
		if c.judge5(out, dir, e.fillAt(end), e.lanIPv4) == nil {
			err = nil
		}
	}
	if err != nil {
		return fmt.Errorf("%v (exit %d, output %.100q)", err, res.ExitCode, out)
	}
	return nil
}

// frozen5Idlers: how many idle processes frozen5Crowd starts, more than
// any rows check counts, so that a machine (a container) that runs little
// else still has a process table longer than the rows a request asks for.
const frozen5Idlers = 8

// frozen5Crowd starts n idle processes and returns the function that ends
// them (these, by their handles, and nothing else).
func frozen5Crowd(n int) func() {
	var cmds []*exec.Cmd
	for range n {
		cmd := exec.Command("sleep", "120")
		if cmd.Start() != nil {
			break
		}
		cmds = append(cmds, cmd)
	}
	return func() {
		for _, cmd := range cmds {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}
}

// frozen5FollowFor: how long a command that follows a file runs before it
// is stopped (whole seconds: the executor counts them).
const frozen5FollowFor = 5 * time.Second

// frozen5FeedBy: when frozen5Feed appends its first line if it never saw
// the command hold the file open.
const frozen5FeedBy = 2500 * time.Millisecond

// execute5 runs cmd in dir as the third set's execute does, but feeds a
// followed file sturdily on a loaded machine (frozen5Feed) rather than
// once, a second after the start, and stops a following command after
// frozen5FollowFor rather than three seconds.
func (e *frozen5Env) execute5(c frozen3Case, cmd, dir string) (tools.Result, error) {
	timeout := 20 * time.Second
	if c.Follow {
		timeout = frozen5FollowFor
	}
	if c.FollowFile != "" {
		stop, done := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(done)
			frozen5Feed(dir, c.FollowFile, stop)
		}()
		defer func() {
			close(stop)
			<-done
		}()
	}
	res, err := runUnasked(e.ctx, e.exe, tools.ExecRequest{Command: cmd, Cwd: dir, Timeout: timeout})
	switch {
	case err != nil:
		return res, fmt.Errorf("not run: %v", err)
	case res.Refused:
		return res, fmt.Errorf("refused: %s", res.Reason)
	case res.TimedOut && !c.Follow:
		return res, fmt.Errorf("timed out")
	}
	return res, nil
}

// frozen5Feed appends the line "FOLLOW-MARK 7" to the file name in dir
// until stop: first once a process working in dir has held the file open
// for a quarter of a second (a follower that has read what was there and
// waits for more, however late a loaded machine started it), or at
// frozen5FeedBy if none was seen (no /proc), then every second (a
// follower that starts at the end of the file, tail -n 0 -f, sees a later
// one). A command that reads the file and ends (cat, tail without -f) is
// gone before the first line is appended, as it was with the third set's
// single line a second after the start.
func frozen5Feed(dir, name string, stop <-chan struct{}) {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	path := filepath.Join(dir, name)
	start := time.Now()
	var held, last time.Time
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		now := time.Now()
		switch {
		case !last.IsZero():
			if now.Sub(last) < time.Second {
				continue
			}
		case frozen5Holds(dir, path):
			if held.IsZero() {
				held = now
			}
			if now.Sub(held) < 250*time.Millisecond && now.Sub(start) < frozen5FeedBy {
				continue
			}
		default:
			held = time.Time{}
			if now.Sub(start) < frozen5FeedBy {
				continue
			}
		}
		if f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0); err == nil {
			io.WriteString(f, "FOLLOW-MARK 7\n")
			f.Close()
		}
		last = now
	}
}

// frozen5Holds: a process whose working directory is dir has the file at
// path open (read from /proc; false where there is none).
func frozen5Holds(dir, path string) bool {
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return false
	}
	for _, p := range procs {
		if n := p.Name(); n[0] < '0' || n[0] > '9' {
			continue
		}
		base := "/proc/" + p.Name()
		if cwd, err := os.Readlink(base + "/cwd"); err != nil || cwd != dir {
			continue
		}
		fds, _ := os.ReadDir(base + "/fd")
		for _, fd := range fds {
			if l, err := os.Readlink(base + "/fd/" + fd.Name()); err == nil && l == path {
				return true
			}
		}
	}
	return false
}

// heldOut5 is a held-out set that has the fifth set's fields and harness
// (the fifth set, and later ones whose tree adds to the fifth set's): its
// name in the score line, the variable that asks for details, how its
// cases, environment and trees are made, its wrong and other right
// commands by request, and the least each test requires of it.
type heldOut5 struct {
	name, detail string
	load         func(*testing.T) []frozen5Case
	setup        func(*testing.T) *frozen5Env
	prep         func(*testing.T) func(*testing.T) string
	wrongs       map[string]string
	variants     map[string][]string
	// At least minCases cases, minBeyond of them beyond the catalogue;
	// at least minChecks wrong commands and as many other right ones.
	minCases, minBeyond, minChecks int
	// The ratchet of its score: at least minRight right and at most
	// maxWrong confidently wrong.
	minRight, maxWrong int
}

var frozen5Set = heldOut5{name: "offline frozen set 5", detail: "CARO_FROZEN5_DETAIL", load: loadFrozen5, setup: setupFrozen5,
	prep: frozen5Prep, wrongs: frozen5Wrongs, variants: frozen5Variants, minCases: 150, minBeyond: 16, minChecks: 70,
	minRight: frozen5MinRight, maxWrong: frozen5MaxWrong}

// TestFrozen5Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestFrozen5Refs(t *testing.T) { frozen5Set.refs(t) }

// refs is the set's Refs test: every request is in the set once (in any
// case) and has a category, and every reference passes its checks.
func (s heldOut5) refs(t *testing.T) {
	e := s.setup(t)
	prep := s.prep(t)
	cases := s.load(t)
	b := newBatch(t, prep)
	beyond, _ := refsCheck(t, b, cases, func(r string) string { return strings.ToLower(strings.TrimSpace(r)) }, e.run)
	if len(cases) < s.minCases || beyond < s.minBeyond {
		t.Errorf("only %d cases (%d beyond the catalogue)", len(cases), beyond)
	}
}

// TestFrozen5RefsCanFail shows the checks reject wrong commands: each of
// these is a plausible, confidently wrong answer to its request (a slot
// dropped, another file, the wrong direction, listing instead of
// extracting, in place where the request said not to change the file).
func TestFrozen5RefsCanFail(t *testing.T) { frozen5Set.refsCanFail(t) }

// refsCanFail is the set's RefsCanFail test: each wrong command fails its
// request's checks.
func (s heldOut5) refsCanFail(t *testing.T) {
	e := s.setup(t)
	prep := s.prep(t)
	b := newBatch(t, prep)
	n, _ := runCommands(t, b, s.load(t), oneEach(s.wrongs), e.run, nil, func(c frozen3Case, cmd string, err error) {
		if err == nil {
			t.Errorf("%q: the wrong command %s passes", c.Request, cmd)
		}
	})
	if n != len(s.wrongs) || n < s.minChecks {
		t.Errorf("%d of the %d wrong commands found their request (want at least %d)", n, len(s.wrongs), s.minChecks)
	}
}

// TestFrozen5Variants runs other right commands for some requests (other
// flags, other tools, GNU and POSIX spellings): a check must accept every
// right answer, not only the reference. A variant that runs a program the
// machine lacks (frozen5Optional) is skipped: it is no answer there.
func TestFrozen5Variants(t *testing.T) { frozen5Set.variantsPass(t) }

// variantsPass is the set's Variants test: every other right command
// passes its request's checks.
func (s heldOut5) variantsPass(t *testing.T) {
	e := s.setup(t)
	prep := s.prep(t)
	b := newBatch(t, prep)
	n, _ := runCommands(t, b, s.load(t), s.variants, e.run, frozen5Lacks, func(c frozen3Case, cmd string, err error) {
		if err != nil {
			t.Errorf("%q: the right command %s fails: %v", c.Request, cmd, err)
		}
	})
	want := 0
	for _, v := range s.variants {
		want += len(v)
	}
	if n != want || n < s.minChecks {
		t.Errorf("%d of the %d variants found their request (want at least %d)", n, want, s.minChecks)
	}
}

// provenRight reports whether cmd is, as typed, a request's reference or
// one of its other right commands (variants) that this machine can run:
// its Refs and Variants tests run those very commands in the very same
// tree (every one when the set was written and under
// CARO_SET_CHECKS=all), so a score need not run it again to know that it
// passes. Any other answer, however close, is run and judged. It cut the
// package's time under -race by about a third of the scores' time.
func provenRight(cmd, ref string, variants []string) bool {
	if allSetChecks || cmd == "" {
		return false
	}
	if cmd == ref {
		return true
	}
	for _, v := range variants {
		if cmd == v && frozen5Lacks(v) == "" {
			return true
		}
	}
	return false
}

// frozen5Optional: programs that the variants run and no reference does,
// which some Linux machines lack (lsb_release and ifconfig are no part of
// a minimal Debian, dpkg of Fedora, python3 of many containers).
var frozen5Optional = []string{"arch", "dpkg", "getconf", "ifconfig", "lsb_release", "perl", "python3", "whereis", "zipinfo"}

// frozen5Lacks: the first optional program cmd names (as a word) that
// is not installed, or "".
func frozen5Lacks(cmd string) string {
	for _, w := range strings.Fields(cmd) {
		for _, p := range frozen5Optional {
			if w == p {
				if _, err := exec.LookPath(p); err != nil {
					return p
				}
			}
		}
	}
	return ""
}

// TestFrozen5Set runs the fifth frozen set like the fourth (the offline
// backend made for the machine, then the command through caro's MCP tools
// in permissive mode, in a fresh tree) and sorts each answer: right by
// execution, confidently wrong (a command that ran, or was refused, and
// did not do what was asked; any command for a request beyond the
// catalogue), or abstained.
//
// The set is held out: whoever changes the matcher must not learn which
// requests fail. So this test prints one summary line and nothing about
// single requests, unless CARO_FROZEN5_DETAIL=1 (for whoever audits the
// set, never for the matcher's developer). A ratchet failure gives counts
// only.
func TestFrozen5Set(t *testing.T) {
	// A ratchet, measured on 511ed35 before any matcher change: see
	// frozen5MinRight and frozen5MaxWrong. Any regression fails; raise it
	// when the score rises, never lower it.
	frozen5Set.score(t)
}

// score is the set's Set test: it asks the offline backend each request,
// runs the command it gives in a fresh tree, prints the summary line and
// fails below the ratchet (s.minRight, s.maxWrong); each answer is shown
// only with s.detail set to 1.
func (s heldOut5) score(t *testing.T) {
	e := s.setup(t)
	prep := s.prep(t)
	cases := s.load(t)
	detail := os.Getenv(s.detail) == "1"
	// Each case's outcome is kept by its index (a follow case reports from
	// a goroutine of its own: batch) and counted, in the order of the
	// cases, once all are in.
	const (
		isRight = iota
		isWrong
		isAbstained
	)
	kinds := make([]int, len(cases))
	notes := make([]string, len(cases))
	b := newBatch(t, prep)
	for i, c := range cases {
		dir := prep(t)
		cmd := e.ask(dir, c.Request)
		switch {
		case cmd == "":
			unusedTree(dir)
			kinds[i] = isAbstained
			notes[i] = fmt.Sprintf("ABSTAIN [%s] %q", c.Category, c.Request)
		case c.Beyond:
			unusedTree(dir)
			kinds[i] = isWrong
			notes[i] = fmt.Sprintf("WRONG [%s] %q → %s: beyond the catalogue, yet answered", c.Category, c.Request, cmd)
		case provenRight(cmd, c.Ref, s.variants[c.Request]):
			unusedTree(dir)
			kinds[i] = isRight
		default:
			b.in(dir, c.Follow, func(dir string) error { return e.run(c, cmd, dir) }, func(err error) {
				if err != nil {
					kinds[i] = isWrong
					notes[i] = fmt.Sprintf("WRONG [%s] %q → %s: %v", c.Category, c.Request, cmd, err)
					return
				}
				kinds[i] = isRight
			})
		}
	}
	b.wait()
	right, wrong, abstained := 0, 0, 0
	for i, k := range kinds {
		switch k {
		case isRight:
			right++
		case isWrong:
			wrong++
		case isAbstained:
			abstained++
		}
		if detail && notes[i] != "" {
			t.Logf("%s", notes[i])
		}
	}
	n := len(cases)
	pct := func(k int) float64 { return float64(k) * 100 / float64(n) }
	// The bar counts a beyond request's abstention as no right answer;
	// the share right of the requests in scope is said beside it.
	// A wrong answer to a beyond request (any command) is counted apart
	// from a wrong command for a request in scope: the two call for
	// different fixes, and the count says which without naming a case.
	inScope, beyondAnswered := 0, 0
	for i, c := range cases {
		switch {
		case !c.Beyond:
			inScope++
		case kinds[i] == isWrong:
			beyondAnswered++
		}
	}
	fmt.Printf("%s: %d right (%.1f %%), %d confidently wrong (%.1f %%; %d of them beyond the catalogue), %d abstained (%.1f %%) of %d; right on %.1f %% of the %d in scope\n",
		s.name, right, pct(right), wrong, pct(wrong), beyondAnswered, abstained, pct(abstained), n, float64(right)*100/float64(max(inScope, 1)), inScope)
	met := right*100 >= 85*n && wrong*100 <= 3*n
	t.Logf("issue 15's bar (≥ 85 %% right, ≤ 3 %% confidently wrong): met = %v", met)
	if right < s.minRight || wrong > s.maxWrong {
		t.Errorf("regressed: %d/%d right (ratchet %d), %d confidently wrong (ratchet %d)", right, n, s.minRight, wrong, s.maxWrong)
	}
}

// The ratchet of TestFrozen5Set, measured on 511ed35 before any matcher
// change: 149 right (67.1 %), 12 confidently wrong (5.4 %), 61
// abstained (27.5 %) of 222, 18 of them beyond the catalogue. After the
// grammar (8589a46, tuned on other sets only; this set's summary line was
// read, its answers were not): 190 right (85.6 %), 3 confidently wrong
// (1.4 %), 29 abstained (13.1 %). Its three wrong answers were then
// read and their causes fixed in general (a negated permission, a column
// of numbers sorted as text, a part of a file answered with the whole):
// 192 right, 0 wrong, 30 abstained. From here it is a development set:
// the next change is measured on a fresh one. Raise it when the score
// rises; never lower it. 193 right on 3051110 already (a later fix
// elsewhere), raised then; 195 with dev sets 14 and 15's plain file
// wordings (fx4-files).
const (
	frozen5MinRight = 195
	frozen5MaxWrong = 0
)

// Below: the wrong commands and the other right commands, by request.

// frozen5Wrongs: plausible, confidently wrong commands, by request.
var frozen5Wrongs = map[string]string{
	"make a folder called sketches":                                                                         "touch sketches",
	"create the nested directories experiments/2025/run1 in one go":                                         "mkdir -p experiments/2025",
	"create a directory called \"tax returns\"":                                                             "mkdir tax returns",
	"please create the directory archive2024/january/scans, making any parent folders that don't exist yet": "mkdir -p archive2024/january",
	"copy planets.txt to planets.bak":                                                                       "mv planets.txt planets.bak",
	"make a backup copy of settings.conf called settings.conf.orig":                                         "cp settings.conf settings.conf.bak",
	"copy orders.csv into the vault folder":                                                                 "mv orders.csv vault/",
	"duplicate the whole handbook directory as handbook-copy":                                               "mkdir handbook-copy && cp handbook/* handbook-copy/",
	"cp -r atlas to atlas-backup":                                                                           "cp -r handbook atlas-backup",
	"rename memo.txt to memo-final.txt":                                                                     "cp memo.txt memo-final.txt",
	"move kiosk.log into attic":                                                                             "cp kiosk.log attic/",
	"move all the jpg files from inbox to pictures":                                                         "mv inbox/* pictures/",
	"could you move motto.txt to the vault directory for me?":                                               "mv mantra.txt vault/",
	"change the name of the file ballots.txt to ballots-2024.txt":                                           "mv votes.txt ballots-2024.txt",
	"create an empty file named checklist.txt":                                                              "touch check-list.txt",
	"touch stamp.txt": "> stamp.txt",
	"update the modified time of stamp.txt to now without changing it":                 "touch -a stamp.txt",
	"make a blank file called .env in the atlas folder":                                "touch .env",
	"make a symlink called current pointing to builds/2024-07":                         "ln -s builds/2024-06 current",
	"create a soft link named orders-link.csv that points to orders.csv":               "ln orders.csv orders-link.csv",
	"link handbook to hb with a symbolic link":                                         "cp -r handbook hb",
	"I'd like a shortcut (symbolic link) called latest.log that points at kiosk.log":   "ln -s latest.log kiosk.log",
	"make publish.sh executable":                                                       "chmod +x cron/backup.sh",
	"set cron/backup.sh to 755":                                                        "chmod 644 cron/backup.sh",
	"only I should be able to read and write tokens.txt":                               "chmod 644 tokens.txt",
	"give everyone read access to handout.pdf":                                         "chmod o+r handout.pdf",
	"stop group and others from writing to shared-notes.txt":                           "chmod o-w shared-notes.txt",
	"show me what's in motto.txt":                                                      "cat mantra.txt",
	"print the contents of orders.csv":                                                 "head -n 3 orders.csv",
	"what does handbook/policies/travel.md say":                                        "cat handbook/policies/leave.md",
	"first 5 lines of chapters.txt":                                                    "head chapters.txt",
	"show the top 12 lines of glossary.txt":                                            "head -n 12 chapters.txt",
	"head chapters.txt":                                                                "head -n 5 chapters.txt",
	"can you print just the opening 3 lines of verses.txt?":                            "head -n 3 chapters.txt",
	"last 3 lines of chapters.txt":                                                     "head -n 3 chapters.txt",
	"show me the final 8 lines in kiosk.log":                                           "tail kiosk.log",
	"tail kiosk.log":                                                                   "tail -n 5 kiosk.log",
	"what are the last two lines of verses.txt":                                        "tail -n 2 chapters.txt",
	"print lines 12 to 15 of chapters.txt":                                             "head -n 15 chapters.txt",
	"show lines 4-9 of verses.txt":                                                     "sed -n '4,9p' chapters.txt",
	"I want to see line 20 through line 25 of kiosk.log":                               "sed -n '20,24p' kiosk.log",
	"just line 7 of glossary.txt":                                                      "head -n 7 glossary.txt",
	"how many lines are in glossary.txt":                                               "wc -w glossary.txt",
	"count the words in manifesto.txt":                                                 "wc -l manifesto.txt",
	"how many bytes is manifesto.txt":                                                  "wc -m planets.txt",
	"line count of kiosk.log?":                                                         "wc -c kiosk.log",
	"number of words in guestbook.txt please":                                          "wc -l guestbook.txt",
	"how many characters are in motto.txt":                                             "wc -w motto.txt",
	"sort planets.txt alphabetically":                                                  "sort -r planets.txt",
	"sort weights.txt numerically, biggest first":                                      "sort -r weights.txt",
	"sort planets.txt in reverse order":                                                "tac planets.txt",
	"order the numbers in weights.txt from smallest to largest":                        "sort weights.txt",
	"sort orders.csv by the total column":                                              "sort -t, -k3 orders.csv",
	"sort laps.txt by the second column":                                               "sort laps.txt",
	"show birds.txt without duplicate lines":                                           "uniq birds.txt",
	"list each bird in birds.txt only once":                                            "sort birds.txt | uniq -u",
	"collapse consecutive duplicate lines in clicks.txt":                               "sort -u clicks.txt",
	"dedupe birds.txt and print it":                                                    "cat birds.txt",
	"print the different answers in votes.txt without repeats":                         "sort -u ballots.txt",
	"count how many times each line appears in votes.txt":                              "uniq -c votes.txt",
	"tally the votes in votes.txt":                                                     "sort ballots.txt | uniq -c",
	"how often does each bird occur in birds.txt":                                      "sort -u birds.txt",
	"frequency of each line in birds.txt, most common first":                           "sort birds.txt | uniq -c | sort -n",
	"count occurrences of each page in clicks.txt":                                     "uniq -c clicks.txt",
	"print the second column of orders.csv":                                            "awk '{print $2}' orders.csv",
	"get field 3 from crew.txt, the delimiter is |":                                    "cut -d'|' -f2 crew.txt",
	"first column of gear.tsv":                                                         "cut -f2 gear.tsv",
	"show the usernames and shells in passwd.sample (colon separated, fields 1 and 7)": "cut -d: -f1,6 passwd.sample",
	"just the names from laps.txt":                                                     "cat laps.txt",
	"columns 2 and 4 of orders.csv, comma separated":                                   "cut -d, -f2,3 orders.csv",
	"awk print the third field of laps.txt":                                            "awk '{print $2}' laps.txt",
	"extract the city column from orders.csv":                                          "cut -d, -f2 orders.csv",
	"find lines containing timeout in relay.log, ignoring case":                        "grep timeout relay.log",
	"case insensitive search for 'thanks' in guestbook.txt":                            "grep thanks guestbook.txt",
	"lines in relay.log that don't mention packet":                                     "grep packet relay.log",
	"show guestbook.txt without the lines that contain thanks":                         "grep -i thanks guestbook.txt",
	"how many lines in relay.log mention packet":                                       "grep -c packet kiosk.log",
	"count matches of timeout in relay.log (case-insensitive)":                         "grep -c timeout relay.log",
	"show line numbers where 'dropped' appears in relay.log":                           "grep dropped relay.log",
	"which line numbers of guestbook.txt contain 'view'":                               "grep -c view guestbook.txt",
	"lines with packet in relay.log":                                                   "grep -v packet relay.log",
	"look for 'Lisbon' in orders.csv":                                                  "grep Lisbon cities.csv",
	"count the errors in kiosk.log":                                                    "grep -c error relay.log",
	"hide the ok lines in kiosk.log":                                                   "grep ok kiosk.log",
	"search the handbook folder for onboarding":                                        "grep -r onboarding .",
	"find every file in handbook mentioning onboarding, any case":                      "grep -rl onboarding handbook",
	"recursively grep HR in handbook with line numbers":                                "grep -r HR handbook",
	"which files under atlas contain the word TODO":                                    "grep -rl TODO .",
	"replace world with earth in greeting.txt":                                         "sed 's/world/earth/' style-guide.txt",
	"change every colour to color in style-guide.txt, edit the file in place":          "sed -i 's/colour/color/' style-guide.txt",
	"show invitation.txt with 2025 replaced by 2026 but don't touch the file":          "sed -i 's/2025/2026/g' invitation.txt",
	"sed replace debug=true with debug=false in settings.conf in place":                "sed 's/debug=true/debug=false/' settings.conf",
	"in greeting.txt swap hello for goodbye and save it":                               "sed 's/hello/goodbye/g' greeting.txt",
	"print style-guide.txt but with colour spelled color":                              "sed 's/colour/color/' style-guide.txt",
	"substitute port=8080 with port=9090 in settings.conf":                             "sed -i 's/8080/9090/' config.ini",
	"preview replacing the word 'party' with 'picnic' in invitation.txt (don't save)":  "sed -i 's/party/picnic/g' invitation.txt",
	"tar up the atlas dir into atlas.tar.gz":                                           "tar czf atlas.tar.gz .",
	"compress the handbook folder into handbook.tgz":                                   "tar cf handbook.tgz handbook",
	"zip the atlas folder as site.zip":                                                 "zip site.zip atlas",
	"make a tar archive (no compression) of handbook called handbook.tar":              "tar czf handbook.tar handbook",
	"create a gzipped tarball of the desk directory named desk-backup.tar.gz":          "tar cf desk-backup.tar.gz desk",
	"put the handbook directory in a zip file called handbook.zip":                     "zip -r handbook.zip atlas",
	"archive cron to cron.tar.gz":                                                      "tar czf cron.tar.gz cron/backup.sh publish.sh",
	"tarball of atlas called atlas-2025.tar.gz please":                                 "tar -czf atlas.tar.gz atlas",
	"zip up handbook/policies as policies.zip":                                         "zip -r policies.zip handbook",
	"extract seeds.tar.gz":                                                             "tar tzf seeds.tar.gz",
	"unpack maps.tgz":                                                                  "gunzip maps.tgz",
	"untar fonts.tar":                                                                  "tar tf fonts.tar",
	"unzip stickers.zip":                                                               "unzip -l stickers.zip",
	"unzip letters.zip into shelf":                                                     "unzip letters.zip",
	"extract dotfiles.tar.gz into the shelf folder":                                    "tar xzf dotfiles.tar.gz",
	"decompress seeds.tar.gz to a new folder called garden":                            "tar xzf seeds.tar.gz",
	"open up the stickers.zip archive":                                                 "unzip -l letters.zip",
	"how do I get the files out of maps.tgz":                                           "tar -tzf maps.tgz",
	"whats inside letters.zip":                                                         "unzip letters.zip",
	"list the contents of seeds.tar.gz without extracting it":                          "tar xzvf seeds.tar.gz",
	"show files in fonts.tar":                                                          "tar xvf fonts.tar",
	"peek into dotfiles.tar.gz":                                                        "tar tzf seeds.tar.gz",
	"list maps.tgz":                                                                    "ls -l maps.tgz",
	"files in desk changed in the last hour":                                           "find desk -type f -mtime -1",
	"what did I modify today in desk?":                                                 "find desk -type f -mtime -7",
	"desk files from the last 7 days":                                                  "find desk -type f -mtime -1",
	"anything in desk older than 30 days":                                              "find desk -type f -mtime +7",
	"find files in desk not touched for over a week":                                   "find desk -type f -mtime -7",
	"recently modified files in desk, past 30 minutes":                                 "find desk -type f -mmin -60",
	"show desk files modified in the last 3 days":                                      "find . -type f -mtime -3",
	"which .doc files in desk changed in the last 10 days":                             "find desk -type f -mtime -10",
	"files bigger than 1MB in downloads":                                               "find downloads -type f -size +100k",
	"anything under 10k in downloads":                                                  "find downloads -type f -size +10k",
	"find files over 3 megabytes in downloads":                                         "find downloads -type f -size +1M",
	"files in downloads larger than 100kb but smaller than 5mb":                        "find downloads -type f -size +100k",
	"large files around here?":                                                         "find . -type f -size -1k",
	"what's taking up the most space in downloads":                                     "du -sh downloads",
	"show the 3 biggest files in downloads":                                            "ls -S downloads | head -n 5",
	"list downloads sorted by size, largest first":                                     "ls -lSr downloads",
	"what's the smallest file in downloads":                                            "ls -S downloads | head -n 1",
	"list every .js file in atlas":                                                     "find . -name '*.js'",
	"how many html files are in atlas":                                                 "find . -name '*.html' | wc -l",
	"where is config.yaml":                                                             "find . -name config.ini",
	"find all svg files":                                                               "find . -name '*.png'",
	"find markdown files in handbook":                                                  "find . -name '*.md'",
	"search for files named *.doc under desk":                                          "find desk -type f",
	"find pictures in inbox (jpg or png)":                                              "find inbox -name '*.jpg'",
	"list hidden files here":                                                           "ls",
	"free disk space?":                                                                 "du -sh .",
	"how full is my hard drive":                                                        "free -h",
	"how big is the downloads folder":                                                  "du -sh .",
	"show disk usage for every mounted filesystem in human readable units":             "df",
	"size of each folder in atlas":                                                     "du -sh atlas",
	"how much ram is free":                                                             "df -h",
	"memory usage?":                                                                    "du -sh",
	"show total and available memory in megabytes":                                     "free -h",
	"ram?":                 "uptime",
	"what's my ip address": "hostname",
	"local ip":             "whoami",
	"show my network interfaces with their addresses":     "hostname -I",
	"what ip does this machine have on the lan":           "uname -n",
	"what's eating my cpu":                                "ps aux --sort=%cpu",
	"top 5 processes by memory":                           "ps aux --sort=-%mem | head -n 11",
	"list running processes":                              "jobs",
	"which processes use the most memory":                 "ps aux --sort=%mem",
	"show me the 3 most cpu hungry processes":             "ps aux --sort=-%cpu | head -n 3",
	"kernel version?":                                     "uname -s",
	"which linux kernel am I running":                     "uname -m",
	"what os is this":                                     "uname -m",
	"what architecture is this machine":                   "uname -s",
	"show all system info: kernel name, release, machine": "uname -r",
	"is this a 64 bit system":                             "uname -s",
	"hostname?":                                           "whoami",
	"whoami":                                              "hostname",
	"which user am I logged in as":                        "uname -n",
	"whats my username":                                   "echo $HOME",
	"what groups am I in":                                 "hostname",
	"show my user id and group id":                        "whoami",
	"my uid?":                                             "id -un",
	"where is tar installed":                              "which zip",
	"path of the git binary":                              "git --version",
	"is zip installed?":                                   "which unzip",
	"where does the unzip command live":                   "which zip",
	"where's gzip":                                        "which gunzip",
	"how long has this machine been up":                   "date",
	"uptime?":                                             "who",
	"when did the system last boot":                       "date",
	"how long since the last reboot":                      "last -n 1",
	"show all environment variables":                      "echo $PATH",
	"what's in my PATH":                                   "env",
	"value of HOME":                                       "pwd",
	"echo my shell":                                       "echo $USER",
	"print the EDITOR variable":                           "echo $VISUAL",
	"show env vars that start with GIT":                   "env",
	"today's date as YYYY-MM-DD":                          "date",
	"what day of the week is it":                          "date +%F",
	"current unix timestamp":                              "date",
	"what time is it in UTC":                              "date -u +%F",
	"date in dd/mm/yyyy":                                  "date +%d-%m-%Y",
	"what month is it":                                    "date +%A",
	"date?":                                               "date +%s",
	"print an ISO 8601 timestamp for now":                 "date -I",
	"what year is it":                                     "date +%m",
	"follow kiosk.log":                                    "tail -f relay.log",
	"watch worker.log as new lines come in":               "cat worker.log",
}

// frozen5Variants: other right commands, by request.
var frozen5Variants = map[string][]string{
	"make a folder called sketches":                                 {"mkdir -p sketches"},
	"create the nested directories experiments/2025/run1 in one go": {"mkdir --parents experiments/2025/run1"},
	"create a directory called \"tax returns\"":                     {"mkdir -p \"tax returns\"", "mkdir tax\\ returns"},
	"copy planets.txt to planets.bak":                               {"cat planets.txt > planets.bak", "cp -p planets.txt planets.bak"},
	"copy orders.csv into the vault folder":                         {"cp orders.csv vault/orders.csv", "cp -t vault orders.csv"},
	"duplicate the whole handbook directory as handbook-copy":       {"cp -a handbook handbook-copy", "cp -R handbook/ handbook-copy"},
	"rename memo.txt to memo-final.txt":                             {"mv -v memo.txt memo-final.txt"},
	"move all the jpg files from inbox to pictures":                 {"find inbox -name '*.jpg' -exec mv {} pictures/ \\;", "mv -t pictures inbox/*.jpg"},
	"could you move motto.txt to the vault directory for me?":       {"mv motto.txt vault/motto.txt"},
	"create an empty file named checklist.txt":                      {": > checklist.txt", "> checklist.txt"},
	"touch stamp.txt": {"touch -c stamp.txt"},
	"update the modified time of stamp.txt to now without changing it":                 {"touch -m stamp.txt"},
	"make a symlink called current pointing to builds/2024-07":                         {"ln -sfn builds/2024-07 current", "ln -s \"$PWD/builds/2024-07\" current"},
	"link handbook to hb with a symbolic link":                                         {"ln -sT handbook hb"},
	"make publish.sh executable":                                                       {"chmod u+x publish.sh", "chmod 755 publish.sh"},
	"set cron/backup.sh to 755":                                                        {"chmod u=rwx,go=rx cron/backup.sh"},
	"only I should be able to read and write tokens.txt":                               {"chmod u=rw,go= tokens.txt", "chmod go-rwx tokens.txt"},
	"give everyone read access to handout.pdf":                                         {"chmod 644 handout.pdf", "chmod ugo+r handout.pdf"},
	"stop group and others from writing to shared-notes.txt":                           {"chmod 644 shared-notes.txt", "chmod g-w,o-w shared-notes.txt"},
	"show me what's in motto.txt":                                                      {"less motto.txt", "more motto.txt"},
	"first 5 lines of chapters.txt":                                                    {"head -5 chapters.txt", "sed -n '1,5p' chapters.txt", "awk 'NR<=5' chapters.txt"},
	"show the top 12 lines of glossary.txt":                                            {"sed 12q glossary.txt"},
	"can you print just the opening 3 lines of verses.txt?":                            {"head -3 verses.txt"},
	"last 3 lines of chapters.txt":                                                     {"tail -3 chapters.txt", "sed -n '28,$p' chapters.txt"},
	"tail kiosk.log":                                                                   {"tail -n 10 kiosk.log"},
	"what are the last two lines of verses.txt":                                        {"tail -2 verses.txt"},
	"print lines 12 to 15 of chapters.txt":                                             {"awk 'NR>=12 && NR<=15' chapters.txt", "head -n 15 chapters.txt | tail -n 4", "tail -n +12 chapters.txt | head -n 4"},
	"show lines 4-9 of verses.txt":                                                     {"awk 'NR==4,NR==9' verses.txt"},
	"just line 7 of glossary.txt":                                                      {"awk 'NR==7' glossary.txt", "sed '7!d' glossary.txt"},
	"how many lines are in glossary.txt":                                               {"wc -l < glossary.txt", "grep -c '' glossary.txt", "awk 'END {print NR}' glossary.txt"},
	"count the words in manifesto.txt":                                                 {"wc -w < manifesto.txt", "cat manifesto.txt | wc -w"},
	"how many bytes is manifesto.txt":                                                  {"stat -c %s manifesto.txt", "wc -c < manifesto.txt", "du -b manifesto.txt"},
	"line count of kiosk.log?":                                                         {"cat kiosk.log | wc -l"},
	"how many characters are in motto.txt":                                             {"wc -c motto.txt", "wc -m < motto.txt", "awk '{print length}' motto.txt"},
	"sort planets.txt alphabetically":                                                  {"sort -f planets.txt", "cat planets.txt | sort"},
	"sort weights.txt numerically, biggest first":                                      {"sort -n weights.txt | tac", "sort -rn weights.txt", "sort --numeric-sort --reverse weights.txt"},
	"sort planets.txt in reverse order":                                                {"sort planets.txt | tac"},
	"order the numbers in weights.txt from smallest to largest":                        {"sort -g weights.txt"},
	"sort orders.csv by the total column":                                              {"(head -n 1 orders.csv; tail -n +2 orders.csv | sort -t, -k3,3n)", "sort -t ',' -k 3,3 -g orders.csv"},
	"sort laps.txt by the second column":                                               {"sort -k 2,2 laps.txt"},
	"show birds.txt without duplicate lines":                                           {"awk '!seen[$0]++' birds.txt", "sort birds.txt | uniq"},
	"dedupe birds.txt and print it":                                                    {"sort -u birds.txt"},
	"print the different answers in votes.txt without repeats":                         {"sort votes.txt | uniq"},
	"count how many times each line appears in votes.txt":                              {"awk '{c[$0]++} END {for (k in c) print c[k], k}' votes.txt", "sort votes.txt | uniq -c | sort -rn"},
	"how often does each bird occur in birds.txt":                                      {"awk '{n[$1]++} END {for (b in n) print b, n[b]}' birds.txt"},
	"frequency of each line in birds.txt, most common first":                           {"sort birds.txt | uniq -c | sort -nr -k1"},
	"print the second column of orders.csv":                                            {"awk -F, '{print $2}' orders.csv", "cut -d ',' -f 2 orders.csv"},
	"get field 3 from crew.txt, the delimiter is |":                                    {"awk -F'|' '{print $3}' crew.txt"},
	"first column of gear.tsv":                                                         {"awk '{print $1}' gear.tsv", "awk -F'\\t' '{print $1}' gear.tsv"},
	"show the usernames and shells in passwd.sample (colon separated, fields 1 and 7)": {"awk -F: '{print $1, $7}' passwd.sample"},
	"just the names from laps.txt":                                                     {"cut -d' ' -f1 laps.txt"},
	"columns 2 and 4 of orders.csv, comma separated":                                   {"awk -F, '{print $2\",\"$4}' orders.csv"},
	"awk print the third field of laps.txt":                                            {"cut -d' ' -f3 laps.txt"},
	"extract the city column from orders.csv":                                          {"awk -F, '{print $4}' orders.csv", "awk -F, 'NR>1 {print $NF}' orders.csv"},
	"find lines containing timeout in relay.log, ignoring case":                        {"grep -i 'TIMEOUT' relay.log", "awk 'tolower($0) ~ /timeout/' relay.log"},
	"case insensitive search for 'thanks' in guestbook.txt":                            {"grep --ignore-case 'thanks' guestbook.txt"},
	"lines in relay.log that don't mention packet":                                     {"grep --invert-match packet relay.log", "awk '!/packet/' relay.log"},
	"show guestbook.txt without the lines that contain thanks":                         {"grep -v thanks guestbook.txt"},
	"how many lines in relay.log mention packet":                                       {"grep packet relay.log | wc -l"},
	"count matches of timeout in relay.log (case-insensitive)":                         {"grep -i timeout relay.log | wc -l", "grep -io timeout relay.log | wc -l"},
	"show line numbers where 'dropped' appears in relay.log":                           {"awk '/dropped/ {print NR\": \"$0}' relay.log", "cat -n relay.log | grep dropped"},
	"which line numbers of guestbook.txt contain 'view'":                               {"awk '/view/ {print NR}' guestbook.txt"},
	"lines with packet in relay.log":                                                   {"grep -F packet relay.log", "sed -n '/packet/p' relay.log"},
	"look for 'Lisbon' in orders.csv":                                                  {"grep -n Lisbon orders.csv"},
	"count the errors in kiosk.log":                                                    {"grep -ci error kiosk.log", "grep error kiosk.log | wc -l"},
	"hide the ok lines in kiosk.log":                                                   {"grep -v ' ok$' kiosk.log"},
	"search the handbook folder for onboarding":                                        {"grep -rn onboarding handbook/", "grep -ril onboarding handbook"},
	"find every file in handbook mentioning onboarding, any case":                      {"grep -ri onboarding handbook", "find handbook -type f -exec grep -li onboarding {} +"},
	"recursively grep HR in handbook with line numbers":                                {"grep -Rn 'HR' handbook/"},
	"which files under atlas contain the word TODO":                                    {"grep -rlw TODO atlas/", "grep -r TODO atlas"},
	"replace world with earth in greeting.txt":                                         {"sed 's/world/earth/g' greeting.txt", "perl -pi -e 's/world/earth/g' greeting.txt"},
	"change every colour to color in style-guide.txt, edit the file in place":          {"sed -i.bak 's/colour/color/g' style-guide.txt", "perl -pi -e 's/colour/color/g' style-guide.txt"},
	"show invitation.txt with 2025 replaced by 2026 but don't touch the file":          {"sed -e 's/2025/2026/' invitation.txt", "awk '{gsub(/2025/, \"2026\")} 1' invitation.txt"},
	"sed replace debug=true with debug=false in settings.conf in place":                {"sed -i -e 's/debug=true/debug=false/g' settings.conf"},
	"print style-guide.txt but with colour spelled color":                              {"sed s/colour/color/g style-guide.txt"},
	"substitute port=8080 with port=9090 in settings.conf":                             {"sed 's/port=8080/port=9090/' settings.conf"},
	"preview replacing the word 'party' with 'picnic' in invitation.txt (don't save)":  {"sed 's/\\bparty\\b/picnic/g' invitation.txt"},
	"tar up the atlas dir into atlas.tar.gz":                                           {"tar -czvf atlas.tar.gz atlas/", "tar -C atlas -czf atlas.tar.gz .", "tar cf - atlas | gzip > atlas.tar.gz"},
	"compress the handbook folder into handbook.tgz":                                   {"tar -zcf handbook.tgz handbook/"},
	"zip the atlas folder as site.zip":                                                 {"zip -rq site.zip atlas/", "cd atlas && zip -r ../site.zip ."},
	"make a tar archive (no compression) of handbook called handbook.tar":              {"tar -cvf handbook.tar handbook/"},
	"create a gzipped tarball of the desk directory named desk-backup.tar.gz":          {"tar -czf desk-backup.tar.gz desk/", "tar -caf desk-backup.tar.gz desk"},
	"zip up handbook/policies as policies.zip":                                         {"cd handbook && zip -r ../policies.zip policies"},
	"extract seeds.tar.gz":                                                             {"tar -xvf seeds.tar.gz", "gunzip -c seeds.tar.gz | tar xf -"},
	"unpack maps.tgz":                                                                  {"tar -xf maps.tgz"},
	"untar fonts.tar":                                                                  {"tar -xvf fonts.tar"},
	"unzip stickers.zip":                                                               {"unzip -o stickers.zip", "unzip -d stickers stickers.zip"},
	"unzip letters.zip into shelf":                                                     {"cd shelf && unzip ../letters.zip"},
	"extract dotfiles.tar.gz into the shelf folder":                                    {"tar -xzf dotfiles.tar.gz --directory shelf", "tar xzf dotfiles.tar.gz -C shelf --strip-components=1"},
	"decompress seeds.tar.gz to a new folder called garden":                            {"mkdir garden; tar -xzf seeds.tar.gz -C garden --strip-components=1"},
	"open up the stickers.zip archive":                                                 {"python3 -m zipfile -e stickers.zip ."},
	"whats inside letters.zip":                                                         {"zipinfo -1 letters.zip", "python3 -m zipfile -l letters.zip"},
	"list the contents of seeds.tar.gz without extracting it":                          {"tar -tvf seeds.tar.gz", "gzip -dc seeds.tar.gz | tar -t"},
	"show files in fonts.tar":                                                          {"tar --list -f fonts.tar"},
	"peek into dotfiles.tar.gz":                                                        {"tar -tvzf dotfiles.tar.gz"},
	"files in desk changed in the last hour":                                           {"find desk -type f -newermt '1 hour ago'", "find desk -mmin -60"},
	"what did I modify today in desk?":                                                 {"find desk -type f -mtime 0", "find desk -type f -mtime -1", "find desk -daystart -mtime 0 -type f"},
	"desk files from the last 7 days":                                                  {"find desk -type f -newermt '7 days ago'", "find desk -type f -mtime -7 -ls"},
	"anything in desk older than 30 days":                                              {"find desk -type f ! -newermt '30 days ago'"},
	"find files in desk not touched for over a week":                                   {"find desk -type f ! -newermt '7 days ago'", "find desk -type f -mtime +6"},
	"recently modified files in desk, past 30 minutes":                                 {"find desk -type f -newermt '30 minutes ago'"},
	"show desk files modified in the last 3 days":                                      {"find desk -type f -newermt '3 days ago'", "find desk -type f -mmin -4320"},
	"which .doc files in desk changed in the last 10 days":                             {"find desk -type f -name '*.doc' -newermt '10 days ago'"},
	"files bigger than 1MB in downloads":                                               {"find downloads -size +1024k", "find downloads -type f -size +1M -exec ls -lh {} +"},
	"anything under 10k in downloads":                                                  {"find downloads -type f -size -10240c"},
	"find files over 3 megabytes in downloads":                                         {"find downloads -type f -size +3072k"},
	"files in downloads larger than 100kb but smaller than 5mb":                        {"find downloads -type f -size +100k -size -5120k"},
	"large files around here?":                                                         {"du -ah . | sort -rh | head -n 20", "ls -lS | head"},
	"what's taking up the most space in downloads":                                     {"du -sh downloads/* | sort -rh", "ls -lS downloads"},
	"show the 3 biggest files in downloads":                                            {"find downloads -type f -exec du -b {} + | sort -rn | head -n 3", "ls -lS downloads | head -n 4"},
	"list downloads sorted by size, largest first":                                     {"ls -S downloads", "du -a downloads | sort -rn"},
	"what's the smallest file in downloads":                                            {"find downloads -type f -printf '%s %p\\n' | sort -n | head -n 1", "ls -lSr downloads | head -n 2"},
	"list every .js file in atlas":                                                     {"find atlas -type f -name \"*.js\"", "find atlas -name '*.js' -print"},
	"how many html files are in atlas":                                                 {"find atlas -type f -name '*.html' | wc -l", "ls atlas/*.html | wc -l"},
	"where is config.yaml":                                                             {"find . -type f -name 'config.yaml' 2>/dev/null"},
	"find all svg files":                                                               {"find . -type f -iname '*.svg'"},
	"find markdown files in handbook":                                                  {"find handbook -type f -name '*.md'"},
	"search for files named *.doc under desk":                                          {"ls desk/*.doc"},
	"find pictures in inbox (jpg or png)":                                              {"ls inbox/*.jpg inbox/*.png", "find inbox -type f \\( -iname '*.jpg' -o -iname '*.png' \\)"},
	"list hidden files here":                                                           {"ls -a", "find . -maxdepth 1 -name '.*'"},
	"free disk space?":                                                                 {"df", "df -h ."},
	"how full is my hard drive":                                                        {"df -H"},
	"how big is the downloads folder":                                                  {"du -s downloads", "du -h downloads", "du -sh downloads/"},
	"show disk usage for every mounted filesystem in human readable units":             {"df -H"},
	"size of each folder in atlas":                                                     {"du -h atlas", "du -h --max-depth=1 atlas"},
	"how much ram is free":                                                             {"free -m", "grep MemAvailable /proc/meminfo"},
	"memory usage?":                                                                    {"cat /proc/meminfo", "top -bn1 | head -n 5"},
	"show total and available memory in megabytes":                                     {"free --mega"},
	"what's my ip address":                                                             {"ip -4 addr show", "ip -4 -o addr"},
	"local ip":                                                                         {"hostname -I", "ifconfig"},
	"show my network interfaces with their addresses":                                  {"ifconfig -a", "ip -br addr"},
	"what's eating my cpu":                                                             {"top -b -n 1 | head -n 20", "ps -eo pid,comm,%cpu --sort=-%cpu | head"},
	"top 5 processes by memory":                                                        {"ps -eo pid,comm,%mem --sort=-%mem | head -n 6", "top -b -n 1 -o %MEM | head -n 12"},
	"list running processes":                                                           {"ps -ef", "ps -e"},
	"which processes use the most memory":                                              {"top -b -n 1 -o %MEM | head -n 15", "ps aux | sort -nrk 4 | head"},
	"show me the 3 most cpu hungry processes":                                          {"ps -eo pid,comm,%cpu --sort=-%cpu | head -n 4"},
	"kernel version?":                                                                  {"uname -a", "cat /proc/version"},
	"which linux kernel am I running":                                                  {"uname -sr"},
	"what os is this":                                                                  {"cat /etc/os-release", "uname -o", "lsb_release -a"},
	"what architecture is this machine":                                                {"arch", "dpkg --print-architecture"},
	"show all system info: kernel name, release, machine":                              {"uname -srm"},
	"is this a 64 bit system":                                                          {"getconf LONG_BIT", "arch"},
	"hostname?":                                                                        {"uname -n", "cat /etc/hostname"},
	"whoami":                                                                           {"id -un", "echo $USER"},
	"which user am I logged in as":                                                     {"id -un", "id"},
	"whats my username":                                                                {"whoami"},
	"what groups am I in":                                                              {"id -Gn", "id"},
	"show my user id and group id":                                                     {"id -u; id -g", "echo $(id -u) $(id -g)"},
	"my uid?":                                                                          {"id", "echo $UID"},
	"where is tar installed":                                                           {"command -v tar", "type tar", "whereis tar"},
	"path of the git binary":                                                           {"which git", "type -P git"},
	"is zip installed?":                                                                {"which zip", "zip -v | head -n 2", "command -v zip >/dev/null && echo yes || echo no"},
	"where does the unzip command live":                                                {"command -v unzip"},
	"where's gzip":                                                                     {"type -p gzip"},
	"how long has this machine been up":                                                {"uptime -p", "cat /proc/uptime"},
	"uptime?":                                                                          {"uptime -p"},
	"when did the system last boot":                                                    {"uptime"},
	"how long since the last reboot":                                                   {"uptime"},
	"show all environment variables":                                                   {"printenv", "export -p", "set"},
	"what's in my PATH":                                                                {"printenv PATH", "echo \"$PATH\" | tr ':' '\\n'"},
	"value of HOME":                                                                    {"printenv HOME", "echo ~"},
	"echo my shell":                                                                    {"printenv SHELL"},
	"print the EDITOR variable":                                                        {"printenv EDITOR", "env | grep ^EDITOR="},
	"show env vars that start with GIT":                                                {"compgen -v | grep ^GIT", "printenv | grep '^GIT'", "env | grep -E '^GIT_'"},
	"today's date as YYYY-MM-DD":                                                       {"date +%Y-%m-%d", "date -I"},
	"what day of the week is it":                                                       {"date"},
	"what time is it in UTC":                                                           {"date -u +%H:%M", "date -u +%T"},
	"what month is it":                                                                 {"date +%b", "date", "date +%m"},
	"date?":                                                                            {"date +%F"},
	"print an ISO 8601 timestamp for now":                                              {"date --iso-8601=seconds", "date +%Y-%m-%dT%H:%M:%S%z", "date -u +%FT%TZ"},
	"what year is it":                                                                  {"date"},
	"follow kiosk.log":                                                                 {"tail -F kiosk.log"},
	"keep printing new lines appended to relay.log":                                    {"tail -n 0 -f relay.log"},
}
