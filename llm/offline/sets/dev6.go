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
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// dev6Case is one request of development set 6 (testdata/dev6.json),
// written for issue 15's everyday basics by someone who read neither the
// catalogue nor the matcher and did not model its wording on the other
// sets' requests (the requests were all written before any check), in a
// tree of its own (dev6Tree: new names, with distractors beside every
// named file and folder). Unlike the frozen sets it is meant to be tuned on: TestDev6Set
// logs every wrong answer and abstention. Its checks are the fourth set's
// and a few more; Ref is one right command, run by TestDev6Refs (it is
// never shown to the backend).
type dev6Case struct {
	frozen4Case
	// Gzip: files that are gzip-compressed (a .tar.gz asked for).
	Gzip []string `json:"gzip"`
	// PlainTar: tar archives that are not compressed.
	PlainTar []string `json:"plain_tar"`
	// Rows: with desc, the sorted table has exactly this many rows (a
	// count the request gives: "top 5 processes").
	Rows *int `json:"rows"`
}

// dev6Set is set 6's harness (olderSet): its cases, its tree (dev6Tree),
// its environment (dev6Setup), its judge (judge6) and its follow times;
// RefsCanFail logs why each wrong command is rejected, and the score
// tallies the answers per category.
var dev6Set = olderSet[dev6Case]{file: "dev6.json", setup: dev6Setup,
	prep:  func(t *testing.T) func(*testing.T) string { return dev6NewTree(t).prep },
	judge: dev6Case.judge6, follow: dev6Follow, minCases: 260, minBeyond: 20, minPerCategory: 4, minChecks: 60,
	showRejected: true, tally: true}

// The words of dev6Sonnet's twenty lines ("01 anchor" … "20 tiller").
var dev6Words = []string{"anchor", "ballast", "compass", "dinghy", "estuary", "fathom", "galley", "harbour", "inlet", "jetty",
	"keel", "lagoon", "mooring", "nautical", "oar", "pier", "quay", "rudder", "starboard", "tiller"}

const (
	dev6Harbor = "06:00 harbour master on duty\n06:15 ferry docked at berth 3\n06:20 TIMEOUT waiting for escort boat\n" +
		"06:32 crane 2 ok\n06:40 Timeout on radio link\n06:45 tug retry scheduled\n07:00 berth 5 assigned to tanker\n" +
		"07:10 timeout cleared by operator\n07:25 crane 4 jammed\n07:30 ferry departed berth 3\n" +
		"07:45 tanker boarded by the harbour pilot\n07:55 berth 7 empty, PILOT off duty\n"
	dev6Receipts = "date,customer,amount,region\n2026-03-01,Okafor,120,north\n2026-03-02,Lindqvist,75,south\n" +
		"2026-03-03,Moreau,310,east\n2026-03-04,Tanaka,42,west\n2026-03-05,Alvarez,198,north\n" +
		"2026-03-06,Novak,56,south\n2026-03-07,Haddad,87,east\n"
	dev6Crew      = "mira:captain:night:201\njonas:cook:day:114\nellis:medic:night:305\nsanne:pilot:day:122\nteodor:deckhand:night:310\n"
	dev6Manifesto = "we sail at dawn\nwe return at dusk\nthe sea keeps no promises\n"
	dev6Letter    = "Dear Bob,\nBob, the boat is ready. Bob sails at dawn.\nRegards, Ines\n"
	dev6Menu      = "tomato soup\nsoup of the day: pea soup\nfish pie\nbread\n"
	dev6Settings  = "endpoint: staging.example.org\nhosts: staging-a staging-b\nmode: staging\nretries: 3\n"
	dev6Links     = "http://docs.example.org\nsee http://wiki.example.org and http://blog.example.org\n"
)

// dev6Sonnet is twenty numbered lines, one word each.
func dev6Sonnet() string {
	var b strings.Builder
	for i, w := range dev6Words {
		fmt.Fprintf(&b, "%02d %s\n", i+1, w)
	}
	return b.String()
}

// dev6Files is the tree's content: every file a request names, and
// distractors beside them (a file of the same kind under another name, a
// folder with the same kinds of files) so that a command that ignores the
// name the request gives does not pass by luck.
func dev6Files() map[string]string {
	return map[string]string{
		"sonnet.txt":        dev6Sonnet(),
		"sonnet-draft.txt":  "01 draft\n02 draft\n03 draft\n",
		"harbor.log":        dev6Harbor,
		"radio.log":         "static\nchannel 16 clear\nstatic burst\nmayday drill at noon\nstatic\nTimeout on relay\n",
		"kiosk.log":         "kiosk boot\nticket sold\n",
		"kiosk-old.log":     "kiosk shut\n",
		"receipts.csv":      dev6Receipts,
		"receipts-2025.csv": "date,customer,amount,region\n2025-01-01,Brandt,999,north\n",
		"crew.txt":          dev6Crew,
		"crew-2019.txt":     "olga:captain:day:100\npavel:cook:night:101\n",
		"tides.tsv":         "monday\t1.8\thigh\ntuesday\t0.4\tlow\nwednesday\t12.6\thigh\nthursday\t0.9\tlow\nfriday\t3.1\thigh\n",
		"fleet.psv":         "Aurora|sloop|1998\nBreeze|ketch|2004\nCorsair|schooner|1987\n",
		"dock.txt":          "berth7 ferry 40m\nberth2 tanker 210m\nberth9 yacht 18m\n",
		"pantry.txt":        "rice\nbeans\noats\nbeans\nlentils\nbarley\nbeans\nrice\nquinoa\n",
		"votes.txt":         "yes\nyes\nno\nno\nyes\nabstain\nabstain\n",
		"weights.txt":       "12\n5\n230\n48\n7\n1000\n",
		"manifesto.txt":     dev6Manifesto,
		"letter.txt":        dev6Letter,
		"menu.txt":          dev6Menu,
		"settings.yaml":     dev6Settings,
		"settings-old.yaml": "endpoint: staging.example.net\n",
		"links.txt":         dev6Links,
		"memo.txt":          "memo for the crew\n",
		"stray.txt":         "stray\n",
		"draft-notes.md":    "draft notes\n",
		"dusty.txt":         "dust\n",
		"launch.sh":         "#!/bin/sh\necho launch\n",
		"tidy.sh":           "#!/bin/sh\necho tidy\n",
		"keys.pem":          "-----BEGIN KEY-----\n",
		"poster.txt":        "poster\n",
		"treaty.txt":        "treaty\n",
		"seabed.img":        strings.Repeat("s", 3<<20),
		"anchor.iso":        strings.Repeat("a", 1200<<10),
		"vault/.keep":       "",
		"inbox/.keep":       "",

		"blueprints/floor.svg":        "<svg>floor</svg>\n",
		"blueprints/roof.svg":         "<svg>roof</svg>\n",
		"blueprints/notes/wiring.txt": "wiring\n",
		"recordings/take1.wav":        "take1\n",
		"recordings/take2.wav":        "take2\n",
		"snaps/dune.jpg":              "dune\n",
		"snaps/reef.jpg":              "reef\n",
		"snaps/kelp.png":              "kelp\n",
		"snaps/tide.jpeg":             "tide\n",
		"snaps/raw/coral.jpg":         "coral\n",
		"snaps/raw/foam.png":          "foam\n",
		"workshop/engine/pump.go":     "package engine\n// FIXME: pump leaks under load\nfunc Pump() {}\n",
		"workshop/engine/valve.go":    "package engine\n// valve closes before the deadline\nfunc Valve() {}\n",
		"workshop/docs/guide.md":      "# Guide\nThe Deadline for the valve refit is Friday.\n",
		"workshop/docs/changelog.md":  "- TODO: document the pump\n",
		"workshop/notes.txt":          "nothing urgent\n",
		"workshop/scripts/fix.sh":     "#!/bin/sh\n# TODO: automate\n",
		"attic/old-pump.go":           "package attic\n// FIXME: old pump, valve stuck, deadline missed\n",
		"attic/plan.md":               "the deadline is moot\n",
		"attic/sketch.md":             "TODO: sketch\n",
		"attic/draft-new.md":          "fresh draft\n",
		"attic/photo.png":             "photo\n",
		"attic/demo.wav":              "demo\n",
		"diaries/kettle.md":           "kettle\n",
		"diaries/lantern.md":          "lantern\n",
		"diaries/meadow.md":           "meadow\n",
		"diaries/harvest.md":          "harvest\n",
		"diaries/glacier.md":          "glacier\n",
		"diaries/fossil.md":           "fossil\n",
		"diaries/relic.md":            "relic\n",
		"warehouse/pallet.bin":        strings.Repeat("p", 1536<<10),
		"warehouse/crate.dat":         strings.Repeat("c", 700<<10),
		"warehouse/parcel.txt":        strings.Repeat("t", 90<<10),
		"warehouse/stamp.txt":         strings.Repeat("s", 4<<10),
		"warehouse/deep/barrel.raw":   strings.Repeat("b", 300<<10),
		"warehouse/deep/keg.raw":      strings.Repeat("k", 20<<10),
	}
}

// dev6Ages are the files' ages (the others are new).
var dev6Ages = map[string]time.Duration{
	"diaries/kettle.md":  2 * time.Minute,
	"diaries/lantern.md": 3 * time.Hour,
	"diaries/meadow.md":  30 * time.Hour,
	"diaries/harvest.md": 4 * 24 * time.Hour,
	"diaries/glacier.md": 10 * 24 * time.Hour,
	"diaries/fossil.md":  45 * 24 * time.Hour,
	"diaries/relic.md":   400 * 24 * time.Hour,
	"attic/draft-new.md": 2 * time.Minute,
	"attic/plan.md":      50 * 24 * time.Hour,
	"dusty.txt":          90 * 24 * time.Hour,
}

// dev6Modes are the permissions that are not 0644.
var dev6Modes = map[string]os.FileMode{"poster.txt": 0o600}

// dev6Tree is set 6's tree, written once into a template; prep hands out
// a fresh copy for each case. The copies are made ahead, one at a time, by
// a goroutine while the previous case runs (the tree holds a few megabytes
// so that sizes can be asked about).
type dev6Tree struct {
	template string
	ready    chan string
	stop     chan struct{}
	done     chan struct{}
}

func dev6NewTree(t *testing.T) *dev6Tree {
	t.Helper()
	base := t.TempDir()
	dir := filepath.Join(base, "template")
	for name, body := range dev6Files() {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, m := range dev6Modes {
		if err := os.Chmod(filepath.Join(dir, name), m); err != nil {
			t.Fatal(err)
		}
	}
	frozen5PastMidnight()
	now := time.Now()
	// shipment.tar.gz holds a folder of its own; mixtape.tar (not
	// compressed) and the postcards zips hold files at their top.
	writeTarGz(t, filepath.Join(dir, "shipment.tar.gz"), "shipment/", now,
		map[string]string{"shipment/manifest.txt": "manifest\n", "shipment/boxes/label.txt": "label\n"})
	dev6WriteTar(t, filepath.Join(dir, "mixtape.tar"), now, map[string]string{"side-a.txt": "side a\n", "side-b.txt": "side b\n"})
	writeZip(t, filepath.Join(dir, "postcards.zip"), "venice.txt", "lisbon.txt")
	writeZip(t, filepath.Join(dir, "postcards-old.zip"), "oslo.txt")
	// A file of minutes is of today even in a day's first minutes:
	// "diaries: modified today" must find kettle.md at 00:01 too.
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	for name, age := range dev6Ages {
		old := now.Add(-age)
		if age < time.Hour && old.Before(today) {
			old = today
		}
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	tr := &dev6Tree{template: dir, ready: make(chan string), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(tr.done)
		for i := 0; ; i++ {
			tree := filepath.Join(base, fmt.Sprintf("tree%d", i))
			if out, err := exec.Command("cp", "-a", dir, tree).CombinedOutput(); err != nil {
				tree = "copying the tree: " + err.Error() + ": " + string(out)
			}
			select {
			case tr.ready <- tree:
			case <-tr.stop:
				return
			}
		}
	}()
	t.Cleanup(func() {
		close(tr.stop)
		<-tr.done
	})
	return tr
}

// prep returns a fresh copy of the template; the caller removes it when
// its case ends (batch does), or the test's end does.
func (tr *dev6Tree) prep(t *testing.T) string {
	t.Helper()
	dir := <-tr.ready
	if !filepath.IsAbs(dir) {
		t.Fatal(dir)
	}
	return dir
}

// dev6WriteTar writes an uncompressed tar at path holding files at its
// top, dated now.
func dev6WriteTar(t *testing.T, path string, now time.Time, files map[string]string) {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		body := files[name]
		if err := tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body)), ModTime: now}); err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(tw, body); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// dev6Setup makes the fourth set's environment with a few more
// placeholders: {gzip} the program's path, {isoweek} the ISO week, {weekw}
// and {weeku} the week of the year counted from its first Monday and
// Sunday (date's %W and %U), {yday} the day of the year (all without
// leading zeros), {gid} the group id.
func dev6Setup(t *testing.T) *frozen3Env {
	t.Helper()
	e := setupFrozen4(t)
	t.Setenv("PAGER", "less")
	t.Setenv("SHELL", "/bin/bash")
	now := time.Now().UTC()
	_, week := now.ISOWeek()
	wd, yday0 := int(now.Weekday()), now.YearDay()-1
	vars := map[string]string{"{isoweek}": strconv.Itoa(week), "{yday}": strconv.Itoa(now.YearDay()),
		"{weekw}": strconv.Itoa((yday0 + 7 - (wd+6)%7) / 7), "{weeku}": strconv.Itoa((yday0 + 7 - wd) / 7)}
	if p, err := exec.LookPath("gzip"); err == nil {
		vars["{gzip}"] = p
	}
	if u, err := user.Current(); err == nil {
		vars["{gid}"] = u.Gid
	}
	e.fill = fillWith(vars, e.fill)
	return e.frozen3Env
}

// dev6Rows counts the rows of the table whose column is headed by one of
// names, as descending reads it.
func dev6Rows(out string, names []string) int {
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
	if col >= 0 {
		// every line under the header is a process, whatever its name
		// holds (a command with spaces shifts the fields)
		return len(ls[start:])
	}
	col = map[string]int{"%CPU": 2, "%MEM": 3, "RSS": 5}[names[0]]
	rows := 0
	for _, l := range ls[start:] {
		fs := strings.Fields(l)
		if len(fs) <= col {
			continue
		}
		if _, err := strconv.ParseFloat(strings.TrimSuffix(fs[col], "%"), 64); err == nil {
			rows++
		}
	}
	return rows
}

// judge6 runs the fourth set's checks, then set 6's.
func (c dev6Case) judge6(out, dir string, fill func(string) string) error {
	if err := c.judge4(out, dir, fill); err != nil {
		return err
	}
	for _, p := range c.Gzip {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
			return fmt.Errorf("%s is not gzip-compressed", p)
		}
	}
	for _, p := range c.PlainTar {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		if _, err := tar.NewReader(bytes.NewReader(b)).Next(); err != nil {
			return fmt.Errorf("%s is not an uncompressed tar archive: %v", p, err)
		}
	}
	if c.Rows != nil {
		if n := dev6Rows(out, c.Desc); n != *c.Rows {
			return fmt.Errorf("%d rows, want %d", n, *c.Rows)
		}
	}
	return nil
}

// dev6Follow: a command that follows a file is stopped after 1.5 seconds
// (a shorter while than the third set's); the mark is appended half a
// second after it starts.
var dev6Follow = followTimes{stop: 1500 * time.Millisecond, mark: 500 * time.Millisecond, line: "FOLLOW-MARK 7\n"}

// TestDev6Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestDev6Refs(t *testing.T) { dev6Set.refs(t) }

// dev6Wrongs are plausible wrong answers, each of which its request's
// checks must reject: a dropped or changed slot, another file, the wrong
// direction, column or delimiter, in place for to the screen, listing for
// extracting, the wrong window.
var dev6Wrongs = map[string][]string{
	"make a folder called scratch":                                                {"touch scratch"},
	"mkdir -p cellar/wine/red":                                                    {"mkdir cellar"},
	"please set up nested folders meetings/2026/march":                            {"mkdir -p meetings/2026"},
	"could you please make me a directory named drafts inside vault":              {"mkdir drafts"},
	"copy crew.txt to crew.bak":                                                   {"mv crew.txt crew.bak", "cp crew-2019.txt crew.bak"},
	"duplicate the blueprints folder as blueprints-old":                           {"mkdir blueprints-old && cp blueprints/* blueprints-old/"},
	"copy all the .wav files from recordings into vault":                          {"cp -r recordings vault/"},
	"rename memo.txt to memo-final.txt":                                           {"cp memo.txt memo-final.txt"},
	"move stray.txt into vault":                                                   {"cp stray.txt vault/"},
	"change the name of the recordings folder to audio":                           {"cp -r recordings audio"},
	"move all the markdown files from attic into vault":                           {"mv attic/plan.md vault/"},
	"touch dusty.txt so its modified date is now":                                 {"cat dusty.txt"},
	"update the timestamp on dusty.txt without changing its contents":             {"echo > dusty.txt"},
	"make three empty files: alpha.md, beta.md and gamma.md":                      {"touch alpha.md"},
	"make a symlink called current-ledger pointing to receipts.csv":               {"ln receipts.csv current-ledger", "ln -s receipts-2025.csv current-ledger"},
	"create a soft link named manual to workshop/docs":                            {"ln -s workshop manual"},
	"I want a shortcut called tunes that points at the recordings directory":      {"cp -r recordings tunes"},
	"make launch.sh executable":                                                   {"chmod +x tidy.sh"},
	"I can't run tidy.sh, it says permission denied, fix that":                    {"sh tidy.sh"},
	"make both tidy.sh and launch.sh executable":                                  {"chmod +x tidy.sh"},
	"let everybody read poster.txt":                                               {"chmod o+r poster.txt"},
	"make treaty.txt read-only for everyone":                                      {"chmod 400 treaty.txt"},
	"chmod 600 keys.pem":                                                          {"chmod 644 keys.pem"},
	"give launch.sh 755":                                                          {"chmod 775 launch.sh"},
	"show me crew.txt":                                                            {"ls -l crew.txt"},
	"print the contents of receipts.csv":                                          {"cat receipts-2025.csv"},
	"what's in menu.txt?":                                                         {"head -n 2 menu.txt"},
	"first 7 lines of sonnet.txt":                                                 {"head sonnet.txt"},
	"head harbor.log, just 3 lines":                                               {"head -n 3 radio.log"},
	"can you print the first five lines of receipts.csv":                          {"tail -n 5 receipts.csv"},
	"peek at the first line of crew.txt":                                          {"head crew.txt"},
	"last 4 lines of sonnet.txt":                                                  {"tail sonnet.txt"},
	"what's the final line of receipts.csv":                                       {"tail receipts.csv"},
	"spit out the last three lines from crew.txt":                                 {"tail -3 crew-2019.txt"},
	"lines 8 to 12 of sonnet.txt":                                                 {"head -n 12 sonnet.txt"},
	"print sonnet.txt from line 15 onwards":                                       {"tail -n 15 sonnet.txt"},
	"show only line 9 of sonnet.txt":                                              {"head -n 9 sonnet.txt"},
	"give me lines three through six of harbor.log":                               {"sed -n 3,6p sonnet.txt"},
	"how many lines in sonnet.txt":                                                {"wc -w sonnet.txt", "cat -n sonnet.txt"},
	"count the lines of harbor.log":                                               {"wc -l radio.log"},
	"how many words are in manifesto.txt":                                         {"wc -l manifesto.txt", "wc -c manifesto.txt"},
	"how many bytes is manifesto.txt":                                             {"wc -w manifesto.txt"},
	"count the characters in letter.txt":                                          {"wc -w letter.txt"},
	"sort pantry.txt":                                                             {"sort -u pantry.txt"},
	"sort weights.txt numerically":                                                {"sort weights.txt"},
	"order weights.txt from largest to smallest":                                  {"sort -r weights.txt", "sort -n weights.txt"},
	"sort pantry.txt in reverse alphabetical order":                               {"sort pantry.txt"},
	"sort tides.tsv by the 2nd column, numerically":                               {"sort -k2 tides.tsv"},
	"show votes.txt without duplicate lines":                                      {"uniq votes.txt"},
	"collapse consecutive repeated lines in votes.txt":                            {"sort -u votes.txt"},
	"count how many times each line appears in pantry.txt":                        {"uniq -c pantry.txt"},
	"frequency of each line in votes.txt":                                         {"uniq -c votes.txt"},
	"most common item in pantry.txt":                                              {"sort pantry.txt | uniq -c | head -1"},
	"second column of receipts.csv":                                               {"cut -d, -f3 receipts.csv", "awk '{print $2}' receipts.csv"},
	"print the 3rd field of crew.txt, colon separated":                            {"cut -d, -f3 crew.txt"},
	"get column 1 from tides.tsv (it's tab-delimited)":                            {"cut -d' ' -f1 tides.tsv"},
	"give me the boat types from fleet.psv, they're the 2nd pipe-separated field": {"cut -d'|' -f1 fleet.psv"},
	"print the second word of every line in dock.txt":                             {"cut -d, -f2 dock.txt"},
	"find timeout in harbor.log, ignore case":                                     {"grep timeout harbor.log"},
	"case-insensitive search for TIMEOUT in harbor.log":                           {"grep -ri timeout ."},
	"grep -i pilot harbor.log":                                                    {"grep pilot harbor.log"},
	"show harbor.log without lines containing crane":                              {"grep crane harbor.log"},
	"everything in harbor.log except the berth lines":                             {"grep -v berth radio.log"},
	"print the lines of pantry.txt that don't say rice":                           {"grep rice pantry.txt"},
	"radio.log but filter out the static lines":                                   {"grep -v static harbor.log"},
	"how many lines in harbor.log contain berth":                                  {"grep berth harbor.log"},
	"count the timeout lines in harbor.log, any case":                             {"grep -c timeout harbor.log"},
	"number of times rice shows up in pantry.txt":                                 {"grep rice pantry.txt"},
	"which line of harbor.log mentions pilot":                                     {"grep pilot harbor.log"},
	"show line numbers for crane in harbor.log":                                   {"grep crane harbor.log"},
	"on what line does Moreau appear in receipts.csv":                             {"grep Moreau receipts.csv"},
	"search the workshop folder for FIXME":                                        {"grep FIXME workshop/*", "grep -r FIXME ."},
	"which files under workshop mention deadline, case insensitive":               {"grep -rl deadline workshop"},
	"look through everything in workshop for TODO":                                {"grep -r TODO ."},
	"replace every staging with production in settings.yaml, edit the file in place": {"sed 's/staging/production/g' settings.yaml",
		"sed -i 's/staging/production/' settings.yaml"},
	"change all occurrences of soup to stew in menu.txt and save it":         {"sed -i 's/soup/stew/' menu.txt"},
	"in-place substitute http:// with https:// in links.txt":                 {"sed -i 's#http://#https://#' links.txt"},
	"show letter.txt with Bob replaced by Robert, but don't modify the file": {"sed -i 's/Bob/Robert/g' letter.txt", "sed 's/Bob/Robert/' letter.txt"},
	"preview menu.txt with soup changed to stew (no saving)":                 {"sed -i 's/soup/stew/g' menu.txt"},
	"tar up blueprints into blueprints.tar.gz":                               {"tar -cf blueprints.tar.gz blueprints", "tar -czf blueprints.tar.gz ."},
	"compress the recordings folder to recordings.tgz":                       {"zip -r recordings.tgz recordings"},
	"create an uncompressed tar archive called plans.tar from blueprints":    {"tar -czf plans.tar blueprints"},
	"zip the blueprints folder into blueprints.zip":                          {"zip blueprints.zip blueprints"},
	"make a zip file of recordings called tapes.zip":                         {"zip -r recordings.zip recordings"},
	"extract shipment.tar.gz":                                                {"tar -tzf shipment.tar.gz"},
	"untar mixtape.tar":                                                      {"tar -tf mixtape.tar"},
	"unpack shipment.tar.gz into the inbox folder":                           {"tar -xzf shipment.tar.gz"},
	"could you unpack mixtape.tar into inbox":                                {"tar -xf mixtape.tar"},
	"what's inside shipment.tar.gz? don't extract it":                        {"tar -xzvf shipment.tar.gz"},
	"unzip postcards.zip":                                                    {"unzip -l postcards.zip", "unzip postcards-old.zip"},
	"extract postcards.zip into a folder called souvenirs":                   {"unzip postcards.zip"},
	"list the files in postcards.zip":                                        {"unzip postcards.zip"},
	"what kernel am I running":                                               {"uname -m"},
	"what architecture is this machine, x86 or arm":                          {"uname -r"},
	"whoami":                                   {"echo $HOME", "hostname"},
	"what's my uid":                            {"whoami"},
	"show my user and group ids":               {"whoami"},
	"where is tar installed":                   {"tar --version"},
	"is zip installed?":                        {"which unzip"},
	"how long has this machine been up":        {"date"},
	"system load average":                      {"uptime -p"},
	"list all environment variables":           {"echo $PATH"},
	"what's my PATH":                           {"env"},
	"value of PAGER":                           {"echo $EDITOR"},
	"echo the EDITOR variable":                 {"echo EDITOR"},
	"what is HOME set to":                      {"pwd"},
	"today's date as YYYY-MM-DD":               {"date"},
	"what day of the week is it":               {"date +%F"},
	"current time in 24-hour HH:MM":            {"date +%T", "date '+%I:%M %p'"},
	"unix epoch time right now":                {"date +%S"},
	"date in dd/mm/yyyy format":                {"date +%F"},
	"what month is it":                         {"date +%m"},
	"which week of the year are we in":         {"date +%Y"},
	"print the year":                           {"date +%y"},
	"date and time in UTC":                     {"date +%F"},
	"what time is it":                          {"date +%F"},
	"follow kiosk.log":                         {"tail kiosk.log", "tail -f kiosk-old.log"},
	"stream harbor.log as it grows":            {"cat harbor.log"},
	"disk space?":                              {"du -sh ."},
	"how full is the root partition":           {"free -h"},
	"how much ram do I have":                   {"df -h"},
	"ram usage in human units":                 {"free"},
	"my ip":                                    {"hostname"},
	"what's eating my cpu":                     {"ps aux --sort=%cpu | tail -5"},
	"which 5 processes use the most processor": {"ps aux --sort=-%cpu | head -5"},
	"processes using the most memory":          {"free -h"},
	"top 3 memory hungry processes":            {"ps aux --sort=-%mem | head -3"},
	"big files here":                           {"ls -lSr"},
	"heaviest files in warehouse":              {"ls -lS"},
	"top 3 biggest files under warehouse":      {"ls -lSr warehouse | head -4"},
	"show the 5 largest files in this folder and its subfolders": {"ls -lS | head -6"},
	"find valve.go":                                       {"ls valve.go"},
	"search for files named notes.txt":                    {"find . -name '*notes*'"},
	"all .go files in workshop":                           {"find . -name '*.go'"},
	"list png files under snaps":                          {"ls snaps/*.png"},
	"files over 1MB in warehouse":                         {"find warehouse -type f -size +1k", "find . -type f -size +1M"},
	"find files smaller than 100 KB in warehouse":         {"find warehouse -type f -size +100k"},
	"files in warehouse between 50k and 1 meg":            {"find warehouse -type f -size +50k -size -1M"},
	"files > 2 MB here":                                   {"find . -type f -size +2k"},
	"files in diaries modified in the last hour":          {"find diaries -type f -mtime -1"},
	"what changed in diaries in the past week":            {"find diaries -type f -mtime +7"},
	"diaries files older than 30 days":                    {"find diaries -type f -mtime -30"},
	"files in diaries touched within 2 hours":             {"find diaries -type f -mtime -2"},
	"anything in diaries not modified for over a year":    {"find diaries -type f -mtime +30"},
	"diaries: modified today":                             {"find . -type f -mtime 0"},
	"last 3 days changes in diaries":                      {"find diaries -type f -mtime -30"},
	"how many files are in diaries":                       {"ls -l diaries | wc -l"},
	"count the files in workshop, including subfolders":   {"ls workshop | wc -l"},
	"number of .jpg files in snaps, subfolders included":  {"ls snaps/*.jpg | wc -l"},
	"how big is the warehouse folder":                     {"du -sh .", "ls -lh warehouse"},
	"which directory here takes the most space":           {"du -sh */ | sort -h | head -1"},
	"total size of the diaries directory, human readable": {"du -s diaries"},
}

// TestDev6RefsCanFail shows the checks reject wrong commands.
func TestDev6RefsCanFail(t *testing.T) { dev6Set.refsCanFail(t, dev6Wrongs) }

// dev6Variants are other right commands (other flags, other tools, GNU
// and POSIX spellings): a check must accept every right answer, not only
// the reference.
var dev6Variants = map[string][]string{
	"make a folder called scratch":                                           {"mkdir -p scratch", "mkdir -v scratch"},
	"mkdir -p cellar/wine/red":                                               {"mkdir -pv cellar/wine/red", "install -d cellar/wine/red"},
	"copy crew.txt to crew.bak":                                              {"cp -p crew.txt crew.bak", "cat crew.txt > crew.bak"},
	"duplicate the blueprints folder as blueprints-old":                      {"cp -a blueprints blueprints-old", "cp -R blueprints/ blueprints-old"},
	"copy all the .wav files from recordings into vault":                     {"find recordings -name '*.wav' -exec cp {} vault/ \\;", "cp recordings/take1.wav recordings/take2.wav vault"},
	"move stray.txt into vault":                                              {"mv stray.txt vault/stray.txt", "mv -v stray.txt vault"},
	"change the name of the recordings folder to audio":                      {"mv recordings/ audio"},
	"create an empty file called placeholder.txt":                            {": > placeholder.txt", "truncate -s 0 placeholder.txt"},
	"touch dusty.txt so its modified date is now":                            {"touch -m dusty.txt"},
	"make three empty files: alpha.md, beta.md and gamma.md":                 {"touch {alpha,beta,gamma}.md"},
	"make a symlink called current-ledger pointing to receipts.csv":          {"ln -sf receipts.csv current-ledger", "ln -s \"$PWD/receipts.csv\" current-ledger"},
	"I want a shortcut called tunes that points at the recordings directory": {"ln -sn recordings tunes", "ln -s recordings/ tunes"},
	"make launch.sh executable":                                              {"chmod u+x launch.sh", "chmod 755 launch.sh", "chmod a+x launch.sh"},
	"let everybody read poster.txt":                                          {"chmod 644 poster.txt", "chmod go+r poster.txt"},
	"make treaty.txt read-only for everyone":                                 {"chmod 444 treaty.txt", "chmod a=r treaty.txt"},
	"set the permissions of keys.pem so only I can read and write it":        {"chmod u=rw,go= keys.pem", "chmod 0600 keys.pem"},
	"show me crew.txt":                                                       {"cat -n crew.txt", "less crew.txt", "nl crew.txt"},
	"first 7 lines of sonnet.txt":                                            {"head -7 sonnet.txt", "sed -n 1,7p sonnet.txt", "awk 'NR<=7' sonnet.txt"},
	"last 4 lines of sonnet.txt":                                             {"tail -4 sonnet.txt", "sed -n '17,$p' sonnet.txt"},
	"lines 8 to 12 of sonnet.txt":                                            {"awk 'NR>=8 && NR<=12' sonnet.txt", "head -n 12 sonnet.txt | tail -n 5", "sed -n '8,12p' sonnet.txt"},
	"print sonnet.txt from line 15 onwards":                                  {"sed -n '15,$p' sonnet.txt", "awk 'NR>=15' sonnet.txt"},
	"show only line 9 of sonnet.txt":                                         {"awk 'NR==9' sonnet.txt", "sed '9!d' sonnet.txt", "head -9 sonnet.txt | tail -1"},
	"what's the final line of receipts.csv":                                  {"sed -n '$p' receipts.csv", "awk 'END{print}' receipts.csv"},
	"how many lines in sonnet.txt":                                           {"cat sonnet.txt | wc -l", "grep -c '' sonnet.txt", "awk 'END{print NR}' sonnet.txt"},
	"how many words are in manifesto.txt":                                    {"wc manifesto.txt", "cat manifesto.txt | wc -w"},
	"how many bytes is manifesto.txt":                                        {"stat -c %s manifesto.txt", "ls -l manifesto.txt", "du -b manifesto.txt", "wc -c < manifesto.txt"},
	"sort pantry.txt":                                                        {"sort < pantry.txt", "cat pantry.txt | sort"},
	"order weights.txt from largest to smallest":                             {"sort -n -r weights.txt", "sort -n weights.txt | tac", "sort -gr weights.txt"},
	"sort tides.tsv by the 2nd column, numerically":                          {"sort -t$'\\t' -k2 -n tides.tsv", "sort -nk2 tides.tsv"},
	"alphabetise crew.txt":                                                   {"sort -t: -k1,1 crew.txt"},
	"show votes.txt without duplicate lines":                                 {"sort votes.txt | uniq", "awk '!seen[$0]++' votes.txt"},
	"count how many times each line appears in pantry.txt": {"sort pantry.txt | uniq -c | sort -rn",
		"awk '{c[$0]++} END {for (k in c) print c[k], k}' pantry.txt", "awk '{c[$0]++} END {for (k in c) print k\": \"c[k]}' pantry.txt"},
	"most common item in pantry.txt":                                              {"sort pantry.txt | uniq -c | sort -nr | head -n 1", "sort pantry.txt | uniq -c | sort -rn"},
	"second column of receipts.csv":                                               {"awk -F, '{print $2}' receipts.csv", "cut -d',' -f2 receipts.csv | tail -n +2"},
	"print the 3rd field of crew.txt, colon separated":                            {"awk -F: '{print $3}' crew.txt", "cut -f3 -d: crew.txt"},
	"get column 1 from tides.tsv (it's tab-delimited)":                            {"awk -F'\\t' '{print $1}' tides.tsv", "cut -d$'\\t' -f1 tides.tsv", "awk '{print $1}' tides.tsv"},
	"give me the boat types from fleet.psv, they're the 2nd pipe-separated field": {"awk -F'|' '{print $2}' fleet.psv"},
	"awk out the first and third columns of receipts.csv":                         {"cut -d, -f1,3 receipts.csv", "awk -F, -v OFS='\\t' '{print $1, $3}' receipts.csv"},
	"find timeout in harbor.log, ignore case":                                     {"grep -in timeout harbor.log", "grep --ignore-case timeout harbor.log", "grep -i 'timeout' harbor.log"},
	"show harbor.log without lines containing crane":                              {"grep -v 'crane' harbor.log", "awk '!/crane/' harbor.log", "sed '/crane/d' harbor.log"},
	"how many lines in harbor.log contain berth":                                  {"grep berth harbor.log | wc -l", "awk '/berth/{n++} END{print n}' harbor.log"},
	"show line numbers for crane in harbor.log":                                   {"awk '/crane/ {print NR\": \"$0}' harbor.log", "cat -n harbor.log | grep crane", "grep -n 'crane' harbor.log"},
	"which line of harbor.log mentions pilot":                                     {"grep -n pilot harbor.log | cut -d: -f1", "awk '/pilot/{print NR}' harbor.log"},
	"search the workshop folder for FIXME":                                        {"grep -R FIXME workshop/", "grep -rn FIXME workshop", "grep -rl FIXME workshop"},
	"which files under workshop mention deadline, case insensitive":               {"grep -ri deadline workshop", "grep -Ril deadline workshop/"},
	"replace every staging with production in settings.yaml, edit the file in place": {"sed -i.bak 's/staging/production/g' settings.yaml",
		"perl -pi -e 's/staging/production/g' settings.yaml", "sed -i -e 's|staging|production|g' settings.yaml"},
	"in-place substitute http:// with https:// in links.txt": {"sed -i 's/http:\\/\\//https:\\/\\//g' links.txt", "sed -i 's/http:/https:/g' links.txt"},
	"show letter.txt with Bob replaced by Robert, but don't modify the file": {"sed -e 's/Bob/Robert/g' letter.txt", "sed 's/Bob/Robert/g' < letter.txt",
		"awk '{gsub(/Bob/, \"Robert\"); print}' letter.txt"},
	"tar up blueprints into blueprints.tar.gz": {"tar -czvf blueprints.tar.gz blueprints/", "tar -czf blueprints.tar.gz -C blueprints .",
		"tar cf - blueprints | gzip > blueprints.tar.gz"},
	"create an uncompressed tar archive called plans.tar from blueprints": {"tar cvf plans.tar blueprints/"},
	"zip the blueprints folder into blueprints.zip":                       {"zip -r blueprints.zip blueprints/", "zip -rq blueprints.zip blueprints", "cd blueprints && zip -r ../blueprints.zip ."},
	"extract shipment.tar.gz":                                             {"tar xf shipment.tar.gz", "tar -xvzf shipment.tar.gz", "gunzip -c shipment.tar.gz | tar -x"},
	"unpack shipment.tar.gz into the inbox folder":                        {"tar -xzf shipment.tar.gz --directory=inbox", "tar xf shipment.tar.gz -C inbox/"},
	"what's inside shipment.tar.gz? don't extract it":                     {"tar -tvzf shipment.tar.gz", "tar tf shipment.tar.gz"},
	"unzip postcards.zip":                                                 {"unzip -o postcards.zip", "unzip -q postcards.zip"},
	"extract postcards.zip into a folder called souvenirs":                {"mkdir -p souvenirs && unzip postcards.zip -d souvenirs", "unzip -o postcards.zip -d souvenirs/"},
	"list the files in postcards.zip":                                     {"zipinfo postcards.zip", "unzip -Z1 postcards.zip", "unzip -v postcards.zip"},
	"what kernel am I running":                                            {"uname -a", "uname -sr", "cat /proc/version"},
	"os name?":                                                            {"uname", "uname -o", "cat /etc/os-release"},
	"what architecture is this machine, x86 or arm":                       {"arch", "uname -a", "lscpu | head -1"},
	"whoami":                                              {"id -un", "echo $USER", "id"},
	"what's my uid":                                       {"id", "echo $UID", "id -ru"},
	"which groups do I belong to":                         {"id -Gn", "groups $(whoami)", "id"},
	"where is tar installed":                              {"command -v tar", "type tar", "whereis tar", "type -P tar"},
	"how long has this machine been up":                   {"uptime -p", "cat /proc/uptime", "w | head -1", "uptime -s"},
	"system load average":                                 {"cat /proc/loadavg", "w | head -1", "top -bn1 | head -1"},
	"list all environment variables":                      {"printenv", "export -p", "env | sort"},
	"what's my PATH":                                      {"printenv PATH", "echo $PATH | tr : '\\n'", "echo \"$PATH\""},
	"what is HOME set to":                                 {"printenv HOME", "echo ~"},
	"today's date as YYYY-MM-DD":                          {"date +%Y-%m-%d", "date -I", "date '+%F'"},
	"what day of the week is it":                          {"date +%a", "date"},
	"current time in 24-hour HH:MM":                       {"date +%R", "date '+%H:%M'", "date +%k:%M"},
	"unix epoch time right now":                           {"date '+%s'", "date -u +%s"},
	"date in dd/mm/yyyy format":                           {"date '+%d/%m/%Y'"},
	"what month is it":                                    {"date +%b", "date"},
	"which week of the year are we in":                    {"date +%-V", "date '+week %V'", "date +%W", "date +%U"},
	"free memory?":                                        {"grep MemFree /proc/meminfo", "vmstat", "free -m"},
	"how full is the root partition":                      {"df -h --output=pcent /", "df /"},
	"follow kiosk.log":                                    {"tail -F kiosk.log", "tail -n 0 -f kiosk.log", "tail -f -n 5 kiosk.log"},
	"disk space?":                                         {"df", "df -H", "df -h /", "df -h --total"},
	"how much ram do I have":                              {"free", "free -m", "cat /proc/meminfo", "vmstat -s", "top -bn1 | head -5"},
	"my ip":                                               {"ip addr", "ip -4 addr show", "ifconfig", "hostname -i"},
	"what's eating my cpu":                                {"top -b -n 1 | head -20", "ps -eo pid,comm,%cpu --sort=-%cpu | head", "ps aux | sort -nrk 3 | head"},
	"which 5 processes use the most processor":            {"ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6", "ps aux | sort -nrk 3 | head -5", "top -b -n1 -o %CPU | head -12"},
	"what's hogging ram":                                  {"ps -eo pid,rss,comm --sort=-rss | head", "ps aux | sort -nrk 4 | head -5", "top -b -n1 -o %MEM | head -15"},
	"top 3 memory hungry processes":                       {"ps -eo pid,%mem,comm --sort=-%mem | head -4", "ps aux | sort -rnk 4 | head -3"},
	"find valve.go":                                       {"find . -type f -name valve.go", "find . -iname 'valve.go'", "find -name valve.go"},
	"locate any file with pump in its name":               {"find . -iname '*pump*'", "find . -type f -name '*pump*'"},
	"all .go files in workshop":                           {"find workshop -type f -name '*.go'", "find workshop/ -name \"*.go\"", "ls -R workshop | grep '\\.go$'"},
	"show me all the jpgs in snaps, including subfolders": {"find snaps -type f -iname '*.jpg'", "find snaps -name '*.jpg' -o -name '*.jpeg'"},
	"files over 1MB in warehouse":                         {"find warehouse -size +1M", "find warehouse -type f -size +1024k", "find warehouse -type f -size +1M -exec ls -lh {} +"},
	"find files smaller than 100 KB in warehouse":         {"find warehouse -type f -size -100k -exec ls -lh {} \\;", "find warehouse -type f -size -102400c"},
	"files in diaries modified in the last hour":          {"find diaries -mmin -60", "find diaries -type f -newermt '1 hour ago'"},
	"what changed in diaries in the past week":            {"find diaries -mtime -7", "find diaries -type f -newermt '7 days ago'"},
	"diaries files older than 30 days":                    {"find diaries -mtime +29", "find diaries -type f ! -newermt '30 days ago'"},
	"which files in diaries were edited since yesterday":  {"find diaries -type f -newermt yesterday", "find diaries -type f -mtime -2", "find diaries -daystart -mtime -1 -type f"},
	"diaries: modified today":                             {"find diaries -type f -newermt $(date +%F)", "find diaries -daystart -type f -mtime 0", "find diaries -type f -mtime -1"},
	"how many files are in diaries":                       {"find diaries -type f | wc -l", "ls -1 diaries | wc -l"},
	"count the files in workshop, including subfolders":   {"find workshop/ -type f | wc -l"},
	"how big is the warehouse folder":                     {"du -sh warehouse/", "du -s warehouse", "du -sk warehouse", "du -h --max-depth=0 warehouse"},
	"size of each folder here":                            {"du -h --max-depth=1", "du -sh *", "du -h -d 1 ."},
	"which directory here takes the most space":           {"du -h --max-depth=1 | sort -rh | head -3", "du -s */ | sort -rn | head -1"},
	"big files here":                                      {"du -ah . | sort -rh | head -5", "ls -lhS", "find . -type f -size +1M -exec ls -lh {} +", "find . -type f -exec du -h {} + | sort -rh | head"},
	"heaviest files in warehouse":                         {"du -a warehouse | sort -rn | head", "ls -S warehouse", "find warehouse -type f -exec ls -lS {} +"},
}

// TestDev6Variants runs the other right commands.
func TestDev6Variants(t *testing.T) { dev6Set.variantsPass(t, dev6Variants) }

// TestDev6Set runs development set 6 like the fourth frozen set (the
// offline backend made for the machine, then the command through caro's
// MCP tools in permissive mode, in a fresh tree) and sorts each answer:
// right by execution, confidently wrong, or abstained. It is a development
// set: every wrong answer and abstention is logged (go test -v), with a
// tally per category, for the matcher's developer to read.
func TestDev6Set(t *testing.T) {
	cases, r, wrong, abstained := dev6Set.score(t)
	// A ratchet, measured on 511ed35 (the code as it was when the set was
	// written, before anyone read its answers): 191 right, 8 confidently
	// wrong, 113 abstained of 312 (27 of the abstentions are the requests
	// beyond the catalogue). Any regression fails. Raise it when the score
	// rises; never lower it.
	// Raised to the score of 6ddced2 (the grammar layer).
	scoreFrozen(t, "offline dev set 6", len(cases), r, wrong, abstained, 285, 0)
}
