package sets

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The seventh frozen set (testdata/frozen7.json) was written for issue
// 15's everyday basics by someone who did not read the catalogue, the
// matcher, or the requests of the other six sets, in a tree of its own
// (frozen7Template: the sixth set's tree with new files under new names,
// so that every older file is a distractor). Nobody tuned on it until
// frozen set 8 took its place (see its ratchet): TestFrozen7Set prints
// only its score unless CARO_FROZEN7_DETAIL=1. Its
// cases have the fifth set's fields, and its tests are the fifth set's
// (heldOut5), run on its own cases and tree.
var frozen7Set = laterSet(heldOut5{name: "offline frozen set 7", detail: "CARO_FROZEN7_DETAIL", wrongs: frozen7Wrongs, variants: frozen7Variants, minCases: 220, minBeyond: 24, minChecks: 90,
	minRight: frozen7MinRight, maxWrong: frozen7MaxWrong},
	"frozen7.json", frozen7Built, frozen7Stamp)

// The ratchet of TestFrozen7Set, measured on 6886d41 (the matcher of
// 3051110) before any change made after the set was written: 138 right
// (56.1 %), 8 confidently wrong (3.3 %), 100 abstained (40.7 %) of 246.
// Then re-measured on the unchanged matcher after an audit of the set
// (two cases' checks fixed): 140 right (56.9 %), 6 confidently wrong
// (2.4 %), 100 abstained (40.7 %) of 246.
// After the development of that session (dev sets 6 and 10, never this
// one): 144 right (58.5 %), 5 confidently wrong (2.0 %), 97 abstained.
// Two of its cases were looked at by an auditor, who described their
// causes to the lead in invented examples (a listing in an order said as
// a span, the time with its seconds); the fixes of those causes count
// as tuned on this set. With a second round on dev set 10's files and
// system requests: 147 right (59.8 %), 5 wrong; and on its text
// requests: 148 right (60.2 %), 5 wrong, 93 abstained.
// The next session developed on dev set 11 (written blind, measured at
// 95 right of 237 before anyone read it) and dev set 10, never on this
// set; its summary line was read after each merge and during three
// experiments that were then dropped (a reading that leaves unknown words
// unread): 154 right (62.6 %; 70.6 % of the 218 in scope), 5 wrong,
// 87 abstained.
// Raise it when the score rises; never lower it. One exception, made
// without reading the set's answers: 5793d4a withholds the catalogue's
// answer when a word is left beside a task that does not read the file
// (issue 15's point 3: words that carry meaning left unexplained). It
// took a confidently wrong answer out of dev set 12 (chmod a+w for a
// request to write a thank you note) and cost this set one right answer,
// found by its summary line alone (153); the rule was kept, as a wrong
// command costs more than none. Back to 154 right, 5 wrong with dev set
// 12's fixes merged (fx2-files gave one more right); fx2-text's 20aa6bc
// was reverted for a sixth wrong answer it gave (summary line only).
// 155 right, 5 wrong with dev set 13's fixes merged (fx3-text, fx3-files).
// 158 right, 5 wrong with dev sets 14 and 15's fixes merged (plain
// everyday words: fx4-files, fx4-text, and the fixes of their wrong
// answers), summary line only. That was its last measure held out: 158
// right (64.2 %; 72.5 % of the 218 in scope), 5 confidently wrong (2.0 %).
// From here it is a development set, as frozen sets 3 and 5 became when
// a fresh one came: frozen set 8 (written blind in issue 15's plain
// everyday words) is held out in its place. Raise it when the score
// rises; never lower it.
// 165 right, 4 wrong (fx5-text): "upper or lower case both count" is no
// order to count; "smallest at the top"; "by distance, longest first" of
// a column of numbers; "(km is the 2nd column)"; "lines that don't start
// with #"; "…, editing the file"; "barn in place of every mill".
// 170 right, 4 wrong (fx5-text): "the 2nd and 3rd lines"; "a plus b: how
// many lines combined"; "back-to-back repeats squashed"; "each port
// listed once"; "the word cat" is a term, not the verb cat.
// 171 right, 4 wrong (fx5-text): "sort x by its last column".
// fx5-files (developed on it): 162 right, 1 wrong: a file's permission
// stated with a repair asked, a folder asked for with no verb, an
// archive's contents put into a folder, where the shell looks for
// commands. Then 171 right, 1 wrong: its abstained files requests in
// everyday words ("drop a copy of x in y", "x should be a full copy of
// y", "rename: x becomes y", "the intermediate folders don't exist yet",
// "any hidden files in x?", "sizes in K/M/G", "which single file",
// "hunt down", "the execute bits"). Then 175 right, 1 wrong: "in one
// line" beside uname -a, "memory footprint", "x.tgz should end up
// unpacked in y", "unzip x, putting the files in y"; 176 with "time
// since the last boot".
// Both merged: 189 right (86.7 % of the 218 in scope), 0 wrong.
const (
	frozen7MinRight = 189
	frozen7MaxWrong = 0
)

// frozen7Built holds frozen7Template's tree, built once per test binary
// (builtTree).
var frozen7Built = &builtTree{name: "frozen7", build: frozen7Template}

// frozen7Boiler is a log whose words come in several cases.
const frozen7Boiler = "06:00 boiler start\n06:05 ALERT pressure high\n06:10 cycle done\n06:15 alert: valve stuck\n" +
	"06:20 cycle done\n06:25 Fault sensor\n06:30 cycle done\n06:35 fault cleared\n06:40 Alert resolved\n06:45 boiler stop\n"

// frozen7Template builds the seventh set's tree: a copy of the sixth
// set's built tree (frozen6Built, shared with the sixth set's tests) with
// the seventh set's files.
func frozen7Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "frozen7")
	frozen5Copy(t, frozen6Built.tree(t), dir, true)
	files := map[string]string{
		"almanac.txt":       frozen5Lines("page", 40, nil),
		"cargo.txt":         "45\n7\n310\n88\n2\n1200\n",
		"pantry.txt":        "rice\nbeans\nrice\noats\nbeans\nrice\nlentils\n",
		"bells.txt":         "ding\nding\ndong\ndong\ndong\nding\n",
		"hikers.txt":        "ines 14 braga\nkofi 9 accra\nlena 27 graz\nmilo 3 split\n",
		"ferries.csv":       "route,operator,fare,port\nR1,Northline,12.40,Bergen\nR2,Westsea,8.10,Stavanger\nR3,Northline,22.75,Alesund\nR4,Fjordco,5.60,Bergen\n",
		"mounts.txt":        "sda1:/boot:ext4\nsda2:/:btrfs\nsdb1:/data:xfs\n",
		"roster.tsv":        "goalie\tpetra\t1\ndefender\tjonas\t4\nstriker\tamara\t9\n",
		"kitchen.psv":       "item|shelf|qty\nsalt|top|2\nflour|middle|5\nsugar|bottom|1\n",
		"boiler.log":        frozen7Boiler,
		"printer.log":       "printer ready\n",
		"uplink.log":        "link up\n",
		"tags.txt":          "cat\ncatalog\nconcat\nthe cat sat\nbobcat\n",
		"greeting-card.txt": "Dear NAME,\nhappy birthday NAME, NAME!\nlove from the team\n",
		"signpost.txt":      "turn left at the mill\nthe mill is old\nmill road ends at the mill pond\n",
		"config-dev.env":    "MODE=debug\nPORT=8000\nDEBUG=1\n",
		"spaced.txt":        "one\n\ntwo\n\n\nthree\n",
		"headline.txt":      "breaking news tonight\n",
		"quiet.txt":         "STOP SHOUTING\nPLEASE\n",
		"swatches.txt":      "red,green,blue\n",
		"gappy.txt":         "a  b   c\nd    e\n",
		"serials.txt":       "ab12cd\n9x9\n",
		"keeper.txt":        "the lamp is lit\nships pass by\n",
		"essay-draft.txt":   "the sea was calm\nand the boats were still\n",
		"compass.txt":       "north\n",
		"launch.sh":         "#!/bin/sh\necho launch\n",
		"old-runner.sh":     "#!/bin/sh\necho old\n",
		"vault-codes.txt":   "1234\n",
		"notice-board.txt":  "notices\n",
		"readme-public.txt": "read me\n",
		"invoice-april.pdf": "april invoice\n",
		"minutes-draft.txt": "minutes\n",
		"receipt-2026.txt":  "receipt\n",
		"field notes.txt":   "moss on the north side\n",

		"toolbox/backup.sh": "#!/bin/sh\necho backup\n", "toolbox/clean.sh": "#!/bin/sh\necho clean\n", "toolbox/readme.txt": "tools\n",

		"camera-roll/beach.jpg": "beach\n", "camera-roll/dog.jpg": "dog\n", "camera-roll/clip.mp4": "clip\n",
		"photos-2026/.keep":   "",
		"outbox/letter-a.txt": "letter a\n", "outbox/letter-b.txt": "letter b\n",
		"lockers/.keep": "",

		"garden/roses.md": "# roses\nprune in march\n", "garden/tulips.md": "# tulips\nplant in autumn\n",
		"garden/notes.txt": "water daily\n", "garden/sheds/tools.txt": "spade\nrake\n", "garden/sheds/seeds.md": "# seeds\n",

		"observatory/logs/night1.txt": "saw a comet\nclouds at midnight\nComet again near dawn\n",
		"observatory/logs/night2.txt": "clear sky\nno comet tonight\n",
		"observatory/readme.md":       "Observatory notes.\nTelescope: refractor.\n",
		"observatory/gear/list.txt":   "telescope\ntripod\nTELESCOPE cap\n",
		"observatory/gear/spares.txt": "lens cloth\n",

		"orchard/apple.txt": "apple\n", "orchard/pear.txt": "pear\n", "orchard/plum.txt": "plum\n",
		"orchard/quince.txt": "quince\n", "orchard/fig.txt": "fig\n", "orchard/medlar.txt": "medlar\n",
		"orchard/cider.log": "cider\n", "orchard/juice.log": "juice\n",

		"drafts/chapter1.md": "chapter one\n", "drafts/chapter2.md": "chapter two\n", "drafts/outline.txt": "outline\n",
		"drafts/.hidden-idea.txt": "idea\n", "drafts/.scratch": "", "drafts/todo-later.txt": "",
		"drafts/old/draft0.md": "draft zero\n", "drafts/figures/fig1.png": "png\n",

		"quarry/flint.txt": "flint\n", "cellar/jars/jam.txt": "jam\n",
	}
	frozen5Write(t, dir, files)
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 7, map[string]int{
		"quarry/granite.dat":     3 << 20,
		"quarry/basalt.dat":      3 << 19,
		"quarry/slate.dat":       700 << 10,
		"quarry/chalk.dat":       60 << 10,
		"cellar/wine/red.bin":    2 << 20,
		"cellar/cheese/brie.bin": 300 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"launch.sh": 0o644, "old-runner.sh": 0o755, "vault-codes.txt": 0o644,
		"notice-board.txt": 0o666, "readme-public.txt": 0o600, "toolbox/backup.sh": 0o644, "toolbox/clean.sh": 0o644,
		"toolbox/readme.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "camping.tar.gz"), "camping/", now,
		map[string]string{"camping/tent.txt": "tent\n", "camping/stove.txt": "stove\n"})
	writeTarGz(t, filepath.Join(dir, "blueprints.tgz"), "blueprints/", now,
		map[string]string{"blueprints/floor.txt": "floor\n", "blueprints/roof.txt": "roof\n"})
	frozen5PlainTar(t, filepath.Join(dir, "letters-1999.tar"), "letters-1999/", now,
		map[string]string{"letters-1999/ana.txt": "ana\n", "letters-1999/ben.txt": "ben\n"})
	writeZip(t, filepath.Join(dir, "vouchers.zip"), "voucher-a.txt", "voucher-b.txt")
	writeZip(t, filepath.Join(dir, "holiday pics.zip"), "cliff.jpg", "bay.jpg")
	gzipFile(t, filepath.Join(dir, "census.csv.gz"), "region,people\nnorth,120\nsouth,80\n")
	gzipFile(t, filepath.Join(dir, "weather.log.gz"), "sunny\nrain later\n")
	if err := frozen7Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen7Stamp dates the older sets' files (frozen6Stamp) and the seventh
// set's whose age a request asks about, counting back from now, as
// frozen6Stamp does. The ages keep clear of every bound a request names
// (a day, three days, a week, a month) and of the bounds a right command
// may round them to (find -mtime counts whole days): "today" holds the
// files of ten minutes ago (or of just after midnight); pear.txt, five
// hours old, may be of yesterday, and no "today" request asks about it.
// The drafts folder's entries are ordered by age (newest: chapter2.md),
// its subfolders older than its files.
func frozen7Stamp(dir string, now time.Time) error {
	if err := frozen6Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"orchard/apple.txt":       fresh,
		"orchard/cider.log":       fresh,
		"orchard/pear.txt":        now.Add(-5 * hour),
		"orchard/plum.txt":        now.Add(-2 * day),
		"orchard/quince.txt":      now.Add(-5 * day),
		"orchard/juice.log":       now.Add(-10 * day),
		"orchard/fig.txt":         now.Add(-14 * day),
		"orchard/medlar.txt":      now.Add(-50 * day),
		"drafts/chapter2.md":      now.Add(-1 * hour),
		"drafts/outline.txt":      now.Add(-2 * day),
		"drafts/chapter1.md":      now.Add(-6 * day),
		"drafts/todo-later.txt":   now.Add(-8 * day),
		"drafts/.hidden-idea.txt": now.Add(-9 * day),
		"drafts/.scratch":         now.Add(-10 * day),
		"drafts/old/draft0.md":    now.Add(-40 * day),
		"drafts/figures/fig1.png": now.Add(-40 * day),
		"drafts/old":              now.Add(-20 * day),
		"drafts/figures":          now.Add(-20 * day),
		"compass.txt":             now.Add(-30 * day),
	})
}

// TestFrozen7Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestFrozen7Refs(t *testing.T) { frozen7Set.refs(t) }

// TestFrozen7RefsCanFail shows the checks reject wrong commands: each of
// frozen7Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen7RefsCanFail(t *testing.T) { frozen7Set.refsCanFail(t) }

// TestFrozen7Variants runs other right commands (frozen7Variants): a check
// must accept every right answer, not only the reference.
func TestFrozen7Variants(t *testing.T) { frozen7Set.variantsPass(t) }

// TestFrozen7Set runs the seventh frozen set like the fifth (heldOut5's
// score): one summary line, each answer only with CARO_FROZEN7_DETAIL=1,
// for whoever audits the set, never for the matcher's developer.
func TestFrozen7Set(t *testing.T) { frozen7Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
// frozen7Wrongs: plausible, confidently wrong commands, by request.
var frozen7Wrongs = map[string]string{
	"create a directory named invoices-q3":                                                "touch invoices-q3",
	"folder called scans please":                                                          "touch scans",
	"set up trips/2027/iceland (the intermediate folders don't exist yet)":                "mkdir trips/2027/iceland",
	"make two new folders: left-bin and right-bin":                                        "mkdir left-bin",
	"create a folder with a space in its name: music lessons":                             "mkdir music lessons",
	"start a blank packing-list.txt":                                                      "touch packing-list",
	"bump compass.txt's date to the current time without changing it":                     "cat compass.txt",
	"touch compass.txt":                                                                   "ls -l compass.txt",
	"create three empty files: mon.txt, tue.txt and wed.txt":                              "touch mon.txt",
	"drop a copy of invoice-april.pdf in outbox":                                          "mv invoice-april.pdf outbox/",
	"make a backup copy of greeting-card.txt named greeting-card.bak":                     "mv greeting-card.txt greeting-card.bak",
	"clone garden to garden-2 with all its subfolders":                                    "cp garden garden-2",
	"observatory-backup should be a full recursive copy of observatory":                   "mkdir observatory-backup && cp observatory/* observatory-backup/",
	"copy all the .md files from garden into lockers":                                     "cp garden/* lockers/",
	"copy the files in outbox over to lockers":                                            "cp -r outbox lockers",
	"rename: minutes-draft.txt becomes minutes-final.txt":                                 "cp minutes-draft.txt minutes-final.txt",
	"minutes-draft.txt should be called minutes-2026.txt":                                 "mv minutes-draft.txt minutes-final.txt",
	"move receipt-2026.txt into the lockers folder":                                       "cp receipt-2026.txt lockers/",
	"put every jpg from camera-roll into photos-2026 (move them, don't copy)":             "cp camera-roll/*.jpg photos-2026/",
	"rename the outbox folder to sent":                                                    "mkdir sent",
	"rename 'field notes.txt' to field-notes.txt":                                         "mv field notes.txt field-notes.txt",
	"I want roses-link to be a symbolic link to garden/roses.md":                          "ln garden/roses.md roses-link",
	"obs should be a symlink to the observatory folder":                                   "ln -s obs observatory",
	"soft link current-chapter -> drafts/chapter2.md":                                     "ln -s drafts/chapter1.md current-chapter",
	"launch.sh needs to be executable":                                                    "chmod +x toolbox/backup.sh",
	"i want to be able to run launch.sh as a program":                                     "chmod +r launch.sh",
	"lock down vault-codes.txt so just my account can read or change it":                  "chmod u=rw vault-codes.txt",
	"notice-board.txt is world-writable, fix that":                                        "chmod g-w notice-board.txt",
	"give all users read access to readme-public.txt":                                     "chmod u+r readme-public.txt",
	"every shell script in toolbox should get execute permission; leave readme.txt alone": "chmod +x toolbox/*",
	"remove the execute bits from old-runner.sh for everyone":                             "chmod u-x old-runner.sh",
	"show hidden files in drafts too":                                                     "ls drafts",
	"any hidden files lurking in drafts?":                                                 "ls drafts",
	"list drafts with the newest first":                                                   "ls -tr drafts",
	"sort the contents of drafts oldest to newest":                                        "ls -t drafts",
	"newest file in drafts":                                                               "ls -tr drafts | head -n 1",
	"which folders are inside drafts (no files)":                                          "ls drafts",
	"quarry contents sorted by size, big ones on top":                                     "ls -Sr quarry",
	"detailed listing of quarry with sizes in K/M/G":                                      "ls -l quarry",
	"which single file in quarry is the largest":                                          "ls -Sr quarry | head -n 1",
	"anything in quarry larger than a megabyte?":                                          "find quarry -type f -size -1M",
	"small files in quarry, under 100 KB":                                                 "find quarry -type f -size +100k",
	"total size of the cellar directory":                                                  "du -h cellar",
	"how big is each subfolder of cellar":                                                 "du -sh cellar",
	"which folder in cellar is the biggest":                                               "du -s cellar/* | sort -n | head -n 1",
	"where is seeds.md":                                                                   "ls seeds.md",
	"hunt down all markdown files below garden":                                           "ls garden/*.md",
	"find files in garden whose names start with t":                                       "ls garden/t*",
	"any empty files in drafts?":                                                          "find drafts -type f",
	"orchard: what was edited since this time yesterday":                                  "find orchard -type f -mtime +1",
	"recently edited orchard files, say within 7 days":                                    "find orchard -type f -mtime +7",
	"stale stuff in orchard: unchanged for more than 30 days":                             "find orchard -type f -mtime -30",
	"which .txt files in orchard got edited today":                                        "find orchard -newermt \"$(date +%Y-%m-%d)\"",
	"log files in orchard older than a week":                                              "find orchard -name '*.log' -mtime -7",
	"orchard files from the last three days":                                              "find orchard -type f -mtime -1",
	"how many files are in camera-roll":                                                   "ls camera-roll",
	"count all files in garden, subfolders included":                                      "ls garden | wc -l",
	"number of .md files anywhere under garden":                                           "ls garden/*.md | wc -l",
	"what's in the camera-roll folder":                                                    "ls",
	"ls toolbox with permissions":                                                         "ls toolbox",
	"size of every file in camera-roll in human units":                                    "ls camera-roll",
	"show the two heaviest files in quarry":                                               "ls -S quarry | tail -n 2",
	"Could you please make a new folder called receipts inside lockers?":                  "mkdir receipts",
	"hey can you copy keeper.txt to keeper-old.txt for me":                                "mv keeper.txt keeper-old.txt",
	"system uptime":      "uname -a",
	"show me keeper.txt": "head -n 1 keeper.txt",
	"print keeper.txt and headline.txt one after the other":                              "cat keeper.txt",
	"give me the opening 8 lines of almanac.txt":                                         "head almanac.txt",
	"top of almanac.txt":                                                                 "tail almanac.txt",
	"the final four lines of almanac.txt":                                                "head -n 4 almanac.txt",
	"end of almanac.txt please":                                                          "head almanac.txt",
	"show almanac.txt from line 12 to line 16":                                           "sed -n 12,16d almanac.txt",
	"what's on line 23 of almanac.txt":                                                   "sed -n 22p almanac.txt",
	"almanac.txt from line 35 onward":                                                    "tail -n 35 almanac.txt",
	"almanac.txt minus its first 30 lines":                                               "tail -n +30 almanac.txt",
	"skip the first line of ferries.csv and show the rest":                               "head -n 1 ferries.csv",
	"line count of almanac.txt":                                                          "wc -c almanac.txt",
	"word count of essay-draft.txt":                                                      "wc -l essay-draft.txt",
	"essay-draft.txt size in bytes":                                                      "wc -w essay-draft.txt",
	"lines, words and characters in keeper.txt":                                          "wc -l keeper.txt",
	"line totals per file for outbox":                                                    "wc -l outbox/letter-a.txt",
	"show keeper.txt with line numbers":                                                  "cat keeper.txt",
	"print keeper.txt backwards, last line first":                                        "sort -r keeper.txt",
	"only the final line of keeper.txt":                                                  "head -n 1 keeper.txt",
	"just the first line of headline.txt":                                                "head -n 1 keeper.txt",
	"cat field notes.txt":                                                                "cat field notes.txt",
	"read the garden notes":                                                              "cat garden/roses.md",
	"how many characters in headline.txt":                                                "wc -w headline.txt",
	"the 2nd and 3rd lines of boiler.log":                                                "head -n 3 boiler.log",
	"preview each markdown file in garden, two lines apiece":                             "head -n 2 garden/roses.md",
	"keeper.txt plus essay-draft.txt: how many lines combined":                           "wc -l keeper.txt",
	"show the first 3 lines of boiler.log":                                               "head boiler.log",
	"last 2 lines of pantry.txt":                                                         "head -n 2 pantry.txt",
	"display config-dev.env":                                                             "cat config.ini",
	"line 5 of boiler.log":                                                               "sed -n 4p boiler.log",
	"how many words are in keeper.txt":                                                   "wc -c keeper.txt",
	"number of lines in ferries.csv":                                                     "wc -c ferries.csv",
	"cargo.txt sorted as numbers, smallest at the top":                                   "sort cargo.txt",
	"descending numeric sort of cargo.txt":                                               "sort -r cargo.txt",
	"largest number in cargo.txt":                                                        "sort cargo.txt | tail -n 1",
	"sum of all the values in cargo.txt":                                                 "wc -l cargo.txt",
	"sort pantry.txt alphabetically":                                                     "sort -r pantry.txt",
	"pantry.txt in reverse alphabetical order":                                           "sort pantry.txt",
	"tally of the items in pantry.txt":                                                   "uniq -c pantry.txt",
	"list each item in pantry.txt once":                                                  "uniq pantry.txt",
	"which items show up more than once in pantry.txt":                                   "sort -u pantry.txt",
	"how many different items are in pantry.txt":                                         "wc -l pantry.txt",
	"what does pantry.txt list most often?":                                              "sort pantry.txt | uniq -c | sort -n | head -n 1",
	"bells.txt with back-to-back repeats squashed into one line":                         "sort -u bells.txt",
	"order hikers.txt by kilometres, shortest walk first (km is the 2nd column)":         "sort -k2 hikers.txt",
	"hikers.txt ordered by distance, longest first":                                      "sort -k2 -n hikers.txt",
	"just the names from hikers.txt (first column)":                                      "awk '{print $3}' hikers.txt",
	"print the town column (3rd) of hikers.txt":                                          "awk '{print $2}' hikers.txt",
	"total km walked in hikers.txt":                                                      "awk '{s+=$1} END {print s}' hikers.txt",
	"who operates each route in ferries.csv (2nd column)":                                "cut -d, -f3 ferries.csv",
	"list the fare values in ferries.csv, skipping the title row":                        "cut -d, -f3 ferries.csv",
	"route and port fields of ferries.csv":                                               "cut -d, -f1-4 ferries.csv",
	"ferries.csv ordered by ticket price, lowest to highest":                             "sort -t, -k3 ferries.csv",
	"most expensive ferry in ferries.csv":                                                "tail -n +2 ferries.csv | sort -t, -k3 -n | head -n 1",
	"how many data rows in ferries.csv, not counting the header":                         "wc -l ferries.csv",
	"rows of ferries.csv run by Northline":                                               "grep -c Northline ferries.csv",
	"each port in ferries.csv listed once":                                               "cut -d, -f4 ferries.csv",
	"file system types from mounts.txt, which is colon separated, 3rd field":             "cut -d: -f2 mounts.txt",
	"device names from mounts.txt":                                                       "cut -f1 mounts.txt",
	"player names from roster.tsv (the middle column)":                                   "cut -d' ' -f2 roster.tsv",
	"sort roster.tsv by its last column, highest number first":                           "sort -r roster.tsv",
	"shelf column from kitchen.psv (pipe separated)":                                     "cut -d'|' -f3 kitchen.psv",
	"kitchen.psv items without the header row":                                           "cut -d'|' -f1 kitchen.psv",
	"lines in boiler.log with alert in any capitalisation":                               "grep alert boiler.log",
	"boiler.log without the cycle done lines":                                            "grep 'cycle done' boiler.log",
	"how many times does 'cycle done' appear in boiler.log":                              "grep 'cycle done' boiler.log",
	"on which lines of boiler.log does fault appear? upper or lower case both count":     "grep -n fault boiler.log",
	"show lines in boiler.log mentioning pressure":                                       "grep -v pressure boiler.log",
	"lines in tags.txt with the word cat on its own, not catalog or bobcat":              "grep cat tags.txt",
	"name the files under observatory that talk about comets":                            "grep -l comet observatory/*",
	"case-insensitive recursive search for telescope in observatory":                     "grep -r telescope observatory",
	"files under observatory that never mention sky":                                     "grep -rl sky observatory",
	"grep comet in observatory/logs/night1.txt ignoring case":                            "grep comet observatory/logs/night1.txt",
	"fill in greeting-card.txt: every NAME should become Priya (update the file)":        "sed -i 's/NAME/Priya/' greeting-card.txt",
	"preview signpost.txt with barn in place of every mill; the file itself stays as is": "sed -i 's/mill/barn/g' signpost.txt",
	"in signpost.txt swap every mill for barn, in place":                                 "sed 's/mill/barn/g' signpost.txt",
	"edit config-dev.env so PORT is 9000 instead of 8000":                                "sed 's/8000/9000/' config-dev.env",
	"delete the blank lines from spaced.txt, editing the file":                           "grep -v '^$' spaced.txt",
	"print spaced.txt without its empty lines":                                           "cat spaced.txt",
	"headline.txt in capital letters":                                                    "tr A-Z a-z < headline.txt",
	"quiet.txt, all in small letters":                                                    "tr a-z A-Z < quiet.txt",
	"put each comma-separated value of swatches.txt on its own line":                     "cut -d, -f1 swatches.txt",
	"squeeze the runs of spaces in gappy.txt down to one":                                "tr -d ' ' < gappy.txt",
	"strip all digits from serials.txt":                                                  "tr -d 'a-z' < serials.txt",
	"count the alert lines in boiler.log, case insensitive":                              "grep -c alert boiler.log",
	"sort bells.txt, dropping duplicate lines":                                           "sort bells.txt",
	"second field of each line in mounts.txt, colon delimited":                           "cut -d: -f3 mounts.txt",
	"lines in garden/roses.md that don't start with #":                                   "grep '^#' garden/roses.md",
	"which lines of pantry.txt say rice, with line numbers":                              "grep rice pantry.txt",
	"plain uncompressed tar archive of garden named garden.tar":                          "tar -czf garden.tar garden",
	"make a gzipped tarball of observatory called sky.tar.gz":                            "tar -cf sky.tar.gz observatory",
	"compress keeper.txt and headline.txt into pair.tgz":                                 "tar -czf pair.tgz keeper.txt",
	"I need drafts.zip containing the drafts directory":                                  "zip drafts.zip drafts",
	"zip up keeper.txt and headline.txt as bundle2.zip":                                  "zip bundle2.zip keeper.txt",
	"make obs.zip from the whole observatory folder, subfolders too":                     "zip obs.zip observatory/*",
	"archive garden into garden-lite.tar.gz, excluding the sheds subfolder":              "tar -czf garden-lite.tar.gz garden",
	"bundle the outbox folder into outbox.tar.gz":                                        "tar -czf outbox.tar.gz lockers",
	"open up camping.tar.gz in this folder":                                              "tar -tzf camping.tar.gz",
	"blueprints.tgz should end up unpacked inside lockers":                               "tar -xzf blueprints.tgz",
	"untar blueprints.tgz":                                                               "tar -tzf blueprints.tgz",
	"extract letters-1999.tar":                                                           "tar -tf letters-1999.tar",
	"what files are inside letters-1999.tar? don't extract":                              "tar -xvf letters-1999.tar",
	"list camping.tar.gz's contents":                                                     "tar -xzvf camping.tar.gz",
	"peek inside vouchers.zip":                                                           "unzip vouchers.zip",
	"unzip vouchers.zip":                                                                 "unzip -l vouchers.zip",
	"unzip vouchers.zip, putting the files in coupons-2026":                              "unzip vouchers.zip",
	"unzip 'holiday pics.zip'":                                                           "unzip holiday pics.zip",
	"gunzip census.csv.gz so I get census.csv":                                           "gunzip -c census.csv.gz",
	"decompress weather.log.gz but keep the .gz file":                                    "gunzip weather.log.gz",
	"show what's in census.csv.gz without unpacking it to disk":                          "gunzip census.csv.gz",
	"gzip keeper.txt":                                                "zip keeper.zip keeper.txt",
	"pull only tent.txt out of camping.tar.gz":                       "tar -xzf camping.tar.gz",
	"zip all the jpgs in camera-roll into pics.zip":                  "zip pics.zip camera-roll/*",
	"put the contents of camping.tar.gz into a new folder gear-2027": "tar -xzf camping.tar.gz",
	"show the linux kernel release":                                  "uname -s",
	"full system info in one line: kernel, arch and all":             "uname -r",
	"name and version of this OS release":                            "uname -r",
	"which operating system is this":                                 "uname -m",
	"what hardware architecture is this machine":                     "uname -r",
	"what username am I using right now":                             "hostname",
	"my uid, just the number":                                        "whoami",
	"show my user and group ids":                                     "id -u",
	"list the groups my account is a member of":                      "id -u",
	"location of the unzip executable":                               "which zip",
	"full path of the zip command":                                   "which unzip",
	"time since the last boot":                                       "date",
	"dump every env var":                                             "echo $HOME",
	"where's my home directory":                                      "pwd",
	"list the directories my shell searches for commands":            "echo $HOME",
	"what shell am I using":                                          "echo $HOME",
	"what year is it":                                                "date +%m",
	"current time, hours and minutes only":                           "date +%T",
	"time now with seconds":                                          "date +%R",
	"today's date day first, like 31/12/2026":                        "date +%F",
	"a date stamp like 2026-12-31 for a file name":                   "date +%Y%m%d",
	"what day of the week is it":                                     "date +%d",
	"name of the current month":                                      "date +%A",
	"space left on each mounted drive":                               "du -sh .",
	"free space on /, human readable":                                "df /",
	"memory usage in megabytes":                                      "free -h",
	"ram usage right now":                                            "df -h",
	"number of processors on this machine":                           "uname -m",
	"machine name?":                                                  "whoami",
	"what IPv4 address does this computer have":                      "hostname",
	"list the network interfaces":                                    "hostname",
	"which 4 processes are using the most processor time":            "ps aux --sort=-%cpu",
	"the three processes with the largest memory footprint":          "ps aux --sort=-%mem",
	"disk usage of my home folder":                                   "du -sh .",
	"keep an eye on printer.log and print whatever gets added":       "tail printer.log",
	"live view of uplink.log":                                        "tail -f printer.log",
	"show me new entries in boiler.log as they get written":          "cat boiler.log",
	"tail -f the printer log":                                        "tail -n 20 printer.log",
	"watch uplink.log continuously, beginning with its last 5 lines": "tail -n 5 uplink.log",
}

// frozen7Variants: other right commands, by request.
var frozen7Variants = map[string][]string{
	"create a directory named invoices-q3":                                                {"mkdir -p invoices-q3"},
	"set up trips/2027/iceland (the intermediate folders don't exist yet)":                {"mkdir --parents trips/2027/iceland"},
	"make two new folders: left-bin and right-bin":                                        {"mkdir -p left-bin right-bin"},
	"create a folder with a space in its name: music lessons":                             {"mkdir \"music lessons\""},
	"start a blank packing-list.txt":                                                      {"> packing-list.txt", ": > packing-list.txt"},
	"bump compass.txt's date to the current time without changing it":                     {"touch -m compass.txt"},
	"create three empty files: mon.txt, tue.txt and wed.txt":                              {"for d in mon tue wed; do touch $d.txt; done"},
	"drop a copy of invoice-april.pdf in outbox":                                          {"cp invoice-april.pdf outbox/invoice-april.pdf"},
	"clone garden to garden-2 with all its subfolders":                                    {"cp -a garden garden-2", "cp -R garden/ garden-2"},
	"observatory-backup should be a full recursive copy of observatory":                   {"cp -a observatory observatory-backup"},
	"copy all the .md files from garden into lockers":                                     {"find garden -maxdepth 1 -name '*.md' -exec cp {} lockers/ \\;"},
	"copy the files in outbox over to lockers":                                            {"cp -r outbox/. lockers/"},
	"move receipt-2026.txt into the lockers folder":                                       {"mv receipt-2026.txt lockers/receipt-2026.txt"},
	"put every jpg from camera-roll into photos-2026 (move them, don't copy)":             {"find camera-roll -name '*.jpg' -exec mv {} photos-2026/ \\;"},
	"rename 'field notes.txt' to field-notes.txt":                                         {"mv \"field notes.txt\" field-notes.txt"},
	"I want roses-link to be a symbolic link to garden/roses.md":                          {"ln -s \"$PWD/garden/roses.md\" roses-link", "ln -sf garden/roses.md roses-link"},
	"obs should be a symlink to the observatory folder":                                   {"ln -s ./observatory obs"},
	"launch.sh needs to be executable":                                                    {"chmod u+x launch.sh", "chmod 755 launch.sh", "chmod a+x launch.sh"},
	"i want to be able to run launch.sh as a program":                                     {"chmod +x launch.sh"},
	"lock down vault-codes.txt so just my account can read or change it":                  {"chmod go-rwx vault-codes.txt", "chmod u=rw,go= vault-codes.txt"},
	"notice-board.txt is world-writable, fix that":                                        {"chmod 664 notice-board.txt"},
	"give all users read access to readme-public.txt":                                     {"chmod 644 readme-public.txt", "chmod go+r readme-public.txt"},
	"every shell script in toolbox should get execute permission; leave readme.txt alone": {"find toolbox -name '*.sh' -exec chmod +x {} +", "chmod u+x toolbox/*.sh"},
	"remove the execute bits from old-runner.sh for everyone":                             {"chmod 644 old-runner.sh", "chmod ugo-x old-runner.sh"},
	"show hidden files in drafts too":                                                     {"ls -la drafts", "ls -A drafts"},
	"any hidden files lurking in drafts?":                                                 {"ls -A drafts | grep '^\\.'", "find drafts -maxdepth 1 -name '.*' -type f"},
	"list drafts with the newest first":                                                   {"ls -lt drafts"},
	"sort the contents of drafts oldest to newest":                                        {"ls -ltr drafts"},
	"newest file in drafts":                                                               {"ls -lt drafts | head -n 2"},
	"which folders are inside drafts (no files)":                                          {"find drafts -mindepth 1 -maxdepth 1 -type d", "ls -l drafts | grep '^d'"},
	"quarry contents sorted by size, big ones on top":                                     {"ls -lS quarry", "du -a quarry | sort -rn"},
	"detailed listing of quarry with sizes in K/M/G":                                      {"ls -lah quarry"},
	"which single file in quarry is the largest":                                          {"ls -lS quarry | head -n 2", "du -a quarry | sort -rn | head -n 2", "find quarry -type f -printf '%s %p\\n' | sort -rn | head -n 1"},
	"anything in quarry larger than a megabyte?":                                          {"find quarry -size +1024k", "find quarry -type f -size +1000k"},
	"small files in quarry, under 100 KB":                                                 {"find quarry -type f -size -100000c"},
	"total size of the cellar directory":                                                  {"du -sk cellar", "du -s cellar"},
	"how big is each subfolder of cellar":                                                 {"du -h --max-depth=1 cellar", "du -sk cellar/*/"},
	"which folder in cellar is the biggest":                                               {"du -sh cellar/* | sort -rh | head -n 1", "du -h --max-depth=1 cellar 2>/dev/null | sort -rh | head -n 2"},
	"where is seeds.md":                                                                   {"find . -type f -name 'seeds.md'"},
	"hunt down all markdown files below garden":                                           {"find garden -type f -name '*.md'"},
	"find files in garden whose names start with t":                                       {"find garden -name 't*' -type f"},
	"any empty files in drafts?":                                                          {"find drafts -type f -size 0"},
	"orchard: what was edited since this time yesterday":                                  {"find orchard -type f -mmin -1440", "find orchard -type f -newermt '1 day ago'"},
	"recently edited orchard files, say within 7 days":                                    {"find orchard -type f -newermt '7 days ago'", "find orchard -type f -mmin -10080"},
	"stale stuff in orchard: unchanged for more than 30 days":                             {"find orchard -type f -mtime +29", "find orchard -type f ! -newermt '30 days ago'"},
	"which .txt files in orchard got edited today":                                        {"find orchard -name '*.txt' -mtime 0"},
	"log files in orchard older than a week":                                              {"find orchard -type f -name '*.log' ! -newermt '7 days ago'"},
	"orchard files from the last three days":                                              {"find orchard -type f -newermt '3 days ago'"},
	"how many files are in camera-roll":                                                   {"find camera-roll -type f | wc -l"},
	"count all files in garden, subfolders included":                                      {"find garden -type f -printf . | wc -c"},
	"number of .md files anywhere under garden":                                           {"find garden -type f -name '*.md' | wc -l"},
	"what's in the camera-roll folder":                                                    {"ls -l camera-roll", "find camera-roll"},
	"ls toolbox with permissions":                                                         {"ls -la toolbox"},
	"size of every file in camera-roll in human units":                                    {"du -ah camera-roll"},
	"show the two heaviest files in quarry":                                               {"find quarry -type f -exec du -k {} + | sort -rn | head -n 2"},
	"Could you please make a new folder called receipts inside lockers?":                  {"mkdir -p lockers/receipts"},
	"hey can you copy keeper.txt to keeper-old.txt for me":                                {"cp -p keeper.txt keeper-old.txt", "cat keeper.txt > keeper-old.txt"},
	"system uptime":      {"uptime -p"},
	"show me keeper.txt": {"less -F keeper.txt", "more keeper.txt"},
	"print keeper.txt and headline.txt one after the other":                              {"head -n 100 keeper.txt headline.txt"},
	"give me the opening 8 lines of almanac.txt":                                         {"head -8 almanac.txt", "sed -n 1,8p almanac.txt"},
	"top of almanac.txt":                                                                 {"head -n 5 almanac.txt"},
	"the final four lines of almanac.txt":                                                {"tail -4 almanac.txt", "sed -n '37,$p' almanac.txt"},
	"end of almanac.txt please":                                                          {"tail -n 3 almanac.txt"},
	"show almanac.txt from line 12 to line 16":                                           {"awk 'NR>=12 && NR<=16' almanac.txt", "head -n 16 almanac.txt | tail -n 5"},
	"what's on line 23 of almanac.txt":                                                   {"awk 'NR==23' almanac.txt", "head -n 23 almanac.txt | tail -n 1"},
	"almanac.txt from line 35 onward":                                                    {"sed -n '35,$p' almanac.txt", "awk 'NR>=35' almanac.txt"},
	"almanac.txt minus its first 30 lines":                                               {"sed 1,30d almanac.txt", "awk 'NR>30' almanac.txt"},
	"skip the first line of ferries.csv and show the rest":                               {"sed 1d ferries.csv"},
	"line count of almanac.txt":                                                          {"wc -l < almanac.txt", "grep -c '' almanac.txt"},
	"word count of essay-draft.txt":                                                      {"wc -w < essay-draft.txt", "wc essay-draft.txt"},
	"essay-draft.txt size in bytes":                                                      {"stat -c %s essay-draft.txt", "ls -l essay-draft.txt", "du -b essay-draft.txt"},
	"lines, words and characters in keeper.txt":                                          {"wc -lwm keeper.txt"},
	"line totals per file for outbox":                                                    {"grep -c '' outbox/*"},
	"show keeper.txt with line numbers":                                                  {"nl keeper.txt", "grep -n '' keeper.txt"},
	"print keeper.txt backwards, last line first":                                        {"sed '1!G;h;$!d' keeper.txt"},
	"only the final line of keeper.txt":                                                  {"tail -1 keeper.txt", "sed -n '$p' keeper.txt"},
	"just the first line of headline.txt":                                                {"sed -n 1p headline.txt"},
	"cat field notes.txt":                                                                {"cat field\\ notes.txt"},
	"read the garden notes":                                                              {"less -F garden/notes.txt"},
	"how many characters in headline.txt":                                                {"wc -c headline.txt", "wc -m < headline.txt"},
	"the 2nd and 3rd lines of boiler.log":                                                {"awk 'NR==2 || NR==3' boiler.log", "head -n 3 boiler.log | tail -n 2"},
	"preview each markdown file in garden, two lines apiece":                             {"for f in garden/*.md; do head -n 2 \"$f\"; done"},
	"keeper.txt plus essay-draft.txt: how many lines combined":                           {"wc -l keeper.txt essay-draft.txt"},
	"show the first 3 lines of boiler.log":                                               {"head -3 boiler.log", "sed 3q boiler.log"},
	"last 2 lines of pantry.txt":                                                         {"tail -2 pantry.txt"},
	"display config-dev.env":                                                             {"more config-dev.env"},
	"line 5 of boiler.log":                                                               {"awk 'NR==5' boiler.log", "head -n 5 boiler.log | tail -n 1"},
	"how many words are in keeper.txt":                                                   {"wc -w < keeper.txt", "cat keeper.txt | wc -w"},
	"number of lines in ferries.csv":                                                     {"wc -l < ferries.csv", "awk 'END {print NR}' ferries.csv"},
	"cargo.txt sorted as numbers, smallest at the top":                                   {"sort -g cargo.txt", "sort --numeric-sort cargo.txt"},
	"descending numeric sort of cargo.txt":                                               {"sort -n -r cargo.txt", "sort -n cargo.txt | tac"},
	"largest number in cargo.txt":                                                        {"sort -rn cargo.txt | head -n 1", "awk 'NR==1||$1>m{m=$1} END{print m}' cargo.txt"},
	"sum of all the values in cargo.txt":                                                 {"paste -sd+ cargo.txt | bc"},
	"sort pantry.txt alphabetically":                                                     {"sort -d pantry.txt"},
	"pantry.txt in reverse alphabetical order":                                           {"sort pantry.txt | tac"},
	"tally of the items in pantry.txt":                                                   {"sort pantry.txt | uniq -c | sort -rn", "awk '{n[$0]++} END {for (k in n) print k, n[k]}' pantry.txt"},
	"list each item in pantry.txt once":                                                  {"sort pantry.txt | uniq", "awk '!seen[$0]++' pantry.txt"},
	"which items show up more than once in pantry.txt":                                   {"sort pantry.txt | uniq -c | awk '$1>1 {print $2}'"},
	"how many different items are in pantry.txt":                                         {"sort pantry.txt | uniq | wc -l"},
	"what does pantry.txt list most often?":                                              {"sort pantry.txt | uniq -c | sort -n | tail -n 1"},
	"bells.txt with back-to-back repeats squashed into one line":                         {"uniq < bells.txt"},
	"order hikers.txt by kilometres, shortest walk first (km is the 2nd column)":         {"sort -n -k2,2 hikers.txt", "sort -k 2n hikers.txt"},
	"hikers.txt ordered by distance, longest first":                                      {"sort -k2,2nr hikers.txt"},
	"just the names from hikers.txt (first column)":                                      {"cut -d' ' -f1 hikers.txt"},
	"print the town column (3rd) of hikers.txt":                                          {"cut -d' ' -f3 hikers.txt"},
	"total km walked in hikers.txt":                                                      {"cut -d' ' -f2 hikers.txt | paste -sd+ | bc"},
	"who operates each route in ferries.csv (2nd column)":                                {"awk -F, '{print $2}' ferries.csv"},
	"list the fare values in ferries.csv, skipping the title row":                        {"awk -F, 'NR>1 {print $3}' ferries.csv", "sed 1d ferries.csv | cut -d, -f3"},
	"route and port fields of ferries.csv":                                               {"awk -F, '{print $1, $4}' ferries.csv"},
	"ferries.csv ordered by ticket price, lowest to highest":                             {"sort -t',' -k3,3g ferries.csv", "(head -n 1 ferries.csv; tail -n +2 ferries.csv | sort -t, -k3 -n)"},
	"most expensive ferry in ferries.csv":                                                {"sort -t, -k3 -n ferries.csv | tail -n 1"},
	"how many data rows in ferries.csv, not counting the header":                         {"awk 'END {print NR-1}' ferries.csv", "sed 1d ferries.csv | wc -l"},
	"rows of ferries.csv run by Northline":                                               {"awk -F, '$2==\"Northline\"' ferries.csv"},
	"each port in ferries.csv listed once":                                               {"awk -F, 'NR>1 {print $4}' ferries.csv | sort | uniq"},
	"file system types from mounts.txt, which is colon separated, 3rd field":             {"awk -F: '{print $3}' mounts.txt"},
	"device names from mounts.txt":                                                       {"awk -F: '{print $1}' mounts.txt"},
	"player names from roster.tsv (the middle column)":                                   {"awk '{print $2}' roster.tsv", "awk -F'\\t' '{print $2}' roster.tsv"},
	"sort roster.tsv by its last column, highest number first":                           {"sort -k3 -nr roster.tsv", "sort -t \"$(printf '\\t')\" -k3 -nr roster.tsv"},
	"shelf column from kitchen.psv (pipe separated)":                                     {"awk -F'|' '{print $2}' kitchen.psv"},
	"kitchen.psv items without the header row":                                           {"awk -F'|' 'NR>1 {print $1}' kitchen.psv", "tail -n +2 kitchen.psv"},
	"lines in boiler.log with alert in any capitalisation":                               {"grep -i ALERT boiler.log", "awk 'tolower($0) ~ /alert/' boiler.log"},
	"boiler.log without the cycle done lines":                                            {"sed '/cycle done/d' boiler.log", "awk '!/cycle done/' boiler.log"},
	"how many times does 'cycle done' appear in boiler.log":                              {"grep 'cycle done' boiler.log | wc -l"},
	"on which lines of boiler.log does fault appear? upper or lower case both count":     {"cat -n boiler.log | grep -i fault", "awk 'tolower($0) ~ /fault/ {print NR\": \"$0}' boiler.log"},
	"show lines in boiler.log mentioning pressure":                                       {"grep -i pressure boiler.log", "awk '/pressure/' boiler.log"},
	"lines in tags.txt with the word cat on its own, not catalog or bobcat":              {"grep '\\bcat\\b' tags.txt", "grep -E '(^| )cat( |$)' tags.txt"},
	"name the files under observatory that talk about comets":                            {"grep -r comet observatory", "grep -rli comet observatory"},
	"case-insensitive recursive search for telescope in observatory":                     {"grep -rli telescope observatory", "grep -Rin telescope observatory"},
	"files under observatory that never mention sky":                                     {"grep -rL 'sky' observatory/"},
	"grep comet in observatory/logs/night1.txt ignoring case":                            {"grep -i COMET observatory/logs/night1.txt"},
	"fill in greeting-card.txt: every NAME should become Priya (update the file)":        {"sed -i.orig 's/NAME/Priya/g' greeting-card.txt", "perl -pi -e 's/NAME/Priya/g' greeting-card.txt"},
	"preview signpost.txt with barn in place of every mill; the file itself stays as is": {"sed -e 's/mill/barn/g' signpost.txt"},
	"in signpost.txt swap every mill for barn, in place":                                 {"sed -i -e 's/mill/barn/g' signpost.txt"},
	"edit config-dev.env so PORT is 9000 instead of 8000":                                {"sed -i 's/^PORT=8000$/PORT=9000/' config-dev.env"},
	"delete the blank lines from spaced.txt, editing the file":                           {"sed -i '/^[[:space:]]*$/d' spaced.txt"},
	"print spaced.txt without its empty lines":                                           {"sed '/^$/d' spaced.txt", "awk NF spaced.txt", "grep . spaced.txt"},
	"headline.txt in capital letters":                                                    {"tr '[:lower:]' '[:upper:]' < headline.txt", "awk '{print toupper($0)}' headline.txt"},
	"quiet.txt, all in small letters":                                                    {"tr '[:upper:]' '[:lower:]' < quiet.txt", "awk '{print tolower($0)}' quiet.txt"},
	"put each comma-separated value of swatches.txt on its own line":                     {"sed 's/,/\\n/g' swatches.txt"},
	"squeeze the runs of spaces in gappy.txt down to one":                                {"sed 's/  */ /g' gappy.txt", "sed -E 's/ +/ /g' gappy.txt"},
	"strip all digits from serials.txt":                                                  {"tr -d '[:digit:]' < serials.txt", "sed 's/[0-9]//g' serials.txt"},
	"count the alert lines in boiler.log, case insensitive":                              {"grep -i alert boiler.log | wc -l"},
	"sort bells.txt, dropping duplicate lines":                                           {"sort bells.txt | uniq"},
	"second field of each line in mounts.txt, colon delimited":                           {"awk -F: '{print $2}' mounts.txt"},
	"lines in garden/roses.md that don't start with #":                                   {"sed '/^#/d' garden/roses.md"},
	"which lines of pantry.txt say rice, with line numbers":                              {"awk '/rice/ {print NR\": \"$0}' pantry.txt"},
	"plain uncompressed tar archive of garden named garden.tar":                          {"tar cvf garden.tar garden"},
	"make a gzipped tarball of observatory called sky.tar.gz":                            {"tar -cf - observatory | gzip > sky.tar.gz", "tar zcvf sky.tar.gz observatory"},
	"compress keeper.txt and headline.txt into pair.tgz":                                 {"tar czf pair.tgz headline.txt keeper.txt"},
	"I need drafts.zip containing the drafts directory":                                  {"zip -rq drafts.zip drafts"},
	"zip up keeper.txt and headline.txt as bundle2.zip":                                  {"zip -q bundle2.zip headline.txt keeper.txt"},
	"make obs.zip from the whole observatory folder, subfolders too":                     {"zip -r obs.zip observatory/"},
	"archive garden into garden-lite.tar.gz, excluding the sheds subfolder":              {"tar --exclude='garden/sheds' -czf garden-lite.tar.gz garden"},
	"bundle the outbox folder into outbox.tar.gz":                                        {"tar -zcf outbox.tar.gz outbox/"},
	"open up camping.tar.gz in this folder":                                              {"tar xf camping.tar.gz", "gunzip -c camping.tar.gz | tar -x"},
	"blueprints.tgz should end up unpacked inside lockers":                               {"tar -xf blueprints.tgz --directory=lockers"},
	"untar blueprints.tgz":                                                               {"tar -xvzf blueprints.tgz"},
	"extract letters-1999.tar":                                                           {"tar xvf letters-1999.tar"},
	"what files are inside letters-1999.tar? don't extract":                              {"tar -tvf letters-1999.tar"},
	"list camping.tar.gz's contents":                                                     {"tar -tf camping.tar.gz", "tar -tvzf camping.tar.gz"},
	"peek inside vouchers.zip":                                                           {"zipinfo vouchers.zip", "unzip -v vouchers.zip"},
	"unzip vouchers.zip":                                                                 {"unzip -o vouchers.zip"},
	"unzip vouchers.zip, putting the files in coupons-2026":                              {"mkdir coupons-2026 && cd coupons-2026 && unzip ../vouchers.zip"},
	"unzip 'holiday pics.zip'":                                                           {"unzip \"holiday pics.zip\""},
	"gunzip census.csv.gz so I get census.csv":                                           {"gzip -d census.csv.gz", "gunzip -k census.csv.gz", "zcat census.csv.gz > census.csv"},
	"decompress weather.log.gz but keep the .gz file":                                    {"gzip -dk weather.log.gz", "zcat weather.log.gz > weather.log"},
	"show what's in census.csv.gz without unpacking it to disk":                          {"gunzip -c census.csv.gz", "gzip -dc census.csv.gz"},
	"gzip keeper.txt":                                                {"gzip -k keeper.txt", "gzip -9 keeper.txt"},
	"pull only tent.txt out of camping.tar.gz":                       {"tar -xzf camping.tar.gz --wildcards '*tent.txt'"},
	"zip all the jpgs in camera-roll into pics.zip":                  {"zip -j pics.zip camera-roll/*.jpg"},
	"put the contents of camping.tar.gz into a new folder gear-2027": {"mkdir gear-2027; tar -xf camping.tar.gz -C gear-2027 --strip-components=1"},
	"show the linux kernel release":                                  {"uname -a", "cat /proc/sys/kernel/osrelease"},
	"full system info in one line: kernel, arch and all":             {"uname --all"},
	"name and version of this OS release":                            {"grep PRETTY_NAME /etc/os-release", "lsb_release -a"},
	"which operating system is this":                                 {"cat /etc/os-release", "uname -o"},
	"what hardware architecture is this machine":                     {"arch", "uname -a"},
	"what username am I using right now":                             {"id -un", "echo $USER"},
	"my uid, just the number":                                        {"echo $(id -u)"},
	"show my user and group ids":                                     {"echo uid=$(id -u) gid=$(id -g)"},
	"list the groups my account is a member of":                      {"id -Gn", "id"},
	"location of the unzip executable":                               {"command -v unzip", "type unzip"},
	"full path of the zip command":                                   {"which zip", "type -p zip"},
	"time since the last boot":                                       {"uptime -p", "cat /proc/uptime"},
	"dump every env var":                                             {"printenv"},
	"where's my home directory":                                      {"echo ~", "printenv HOME"},
	"list the directories my shell searches for commands":            {"printenv PATH", "echo $PATH | tr : '\\n'"},
	"what shell am I using":                                          {"printenv SHELL"},
	"what year is it":                                                {"date", "date +%G"},
	"current time, hours and minutes only":                           {"date +%R", "date '+%H:%M'"},
	"time now with seconds":                                          {"date +%H:%M:%S"},
	"today's date day first, like 31/12/2026":                        {"date '+%d/%m/%Y'"},
	"a date stamp like 2026-12-31 for a file name":                   {"date +%Y-%m-%d", "date -I"},
	"what day of the week is it":                                     {"date", "date +%a"},
	"name of the current month":                                      {"date +%b", "date"},
	"space left on each mounted drive":                               {"df", "df -hT"},
	"free space on /, human readable":                                {"df -hP /", "df -h --output=avail /"},
	"memory usage in megabytes":                                      {"free --mega"},
	"ram usage right now":                                            {"free", "cat /proc/meminfo", "grep MemTotal /proc/meminfo", "top -bn1 | head -n 5"},
	"number of processors on this machine":                           {"grep -c ^processor /proc/cpuinfo", "getconf _NPROCESSORS_ONLN"},
	"machine name?":                                                  {"uname -n", "cat /etc/hostname"},
	"what IPv4 address does this computer have":                      {"ip addr", "ip -4 addr show"},
	"list the network interfaces":                                    {"ip a", "ls /sys/class/net"},
	"which 4 processes are using the most processor time":            {"ps -eo pid,comm,%cpu --sort=-%cpu | head -n 5"},
	"the three processes with the largest memory footprint":          {"ps -eo pid,rss,comm --sort=-rss | head -n 4"},
	"disk usage of my home folder":                                   {"du -sh $HOME", "du -s \"$HOME\""},
	"keep an eye on printer.log and print whatever gets added":       {"tail -F printer.log", "tail -n 0 -f printer.log"},
	"live view of uplink.log":                                        {"tail --follow uplink.log"},
	"show me new entries in boiler.log as they get written":          {"tail -F boiler.log"},
	"watch uplink.log continuously, beginning with its last 5 lines": {"tail -f -n 5 uplink.log"},
}
