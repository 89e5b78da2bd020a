package sets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The ninth frozen set (testdata/frozen9.json) was written for issue
// 15's everyday basics by someone who did not read the catalogue, the
// matcher, the backend's test files or the requests of the other sets,
// in a tree of its own (frozen9Template: the eleventh development set's
// tree with new files under new names, so that every older file is a
// distractor). Its requests are in plain everyday words, as ordinary
// people type them, in four shapes mixed about equally: terse fragments
// ("disk space?"), short plain commands, plain questions and plain full
// sentences, several phrasings per basic.
//
// It was held out until its first measurement (see its ratchet); then
// its wrong answers were read and fixed, and it became a development set
// like frozen set 5: CARO_FROZEN9_DETAIL=1 prints each answer. Its cases
// have the fifth set's fields, and its tests are the fifth set's
// (heldOut5), run on its own cases and tree.
var frozen9Set = laterSet(heldOut5{name: "offline frozen set 9", detail: "CARO_FROZEN9_DETAIL", wrongs: frozen9Wrongs, variants: frozen9Variants, minCases: 165, minBeyond: 16, minChecks: 150,
	minRight: frozen9MinRight, maxWrong: frozen9MaxWrong},
	"frozen9.json", frozen9Built, frozen9Stamp)

// The ratchet of TestFrozen9Set, measured by the matcher's developer (not
// its writer, who never ran it) from its summary line alone on 7de9f1d,
// the matcher of 2be9d39 that never saw the set: 153 right (78.1 %), 7
// confidently wrong (3.6 %), 36 abstained of 196, right on 86.4 % of the
// 177 in scope. Raise it when the score rises; lower it only with a note
// that says which commit cost what.
// After that blind measurement its seven wrong answers were read (only
// those), and it became a development set, as frozen set 5 did; frozen
// set 8 stays held out, and frozen set 10 measures what comes next.
// Fixed in general: a zip named with what goes in it is no touch
// (411e019); fix9-text ("read or change" is rw; "files that start with a
// dot" are the hidden ones, no text; "fix the typo X to Y" is X);
// fix9-files (nested folders to make, a read of a path not here,
// "everything in D", "folders inside folders too"). All three
// merged: 160 right, 0 confidently wrong, 36 abstained. Raised to 162 by
// fix-files' permissions ("lock down x so nobody else can see it",
// "everyone should be able to run x but only I can edit it"). Raised to
// 165 by fix-files' searches ("I've lost a file called x", "the
// garden-journal notes", "blank? zero bytes I mean"). Raised to 166 by
// fix-files' archives ("I downloaded x.zip, please get the forms out of
// it"). Raised to 170 by fix-files' makes and system words ("along with
// the 2027 folder", "but don't change what's in it", "which tar I'm
// using", "my disk is getting full").
// Raised to 177 by fix-text ("from biggest to smallest" of scores, "who
// signed x? each name once", semicolons "between fields", "most
// expensive first", "orders placed …, how many?", "the word error on its
// own", a setting set in a config file).
const (
	frozen9MinRight = 177
	frozen9MaxWrong = 0
)

// frozen9Built holds frozen9Template's tree, built once per test binary
// (builtTree).
var frozen9Built = &builtTree{name: "frozen9", build: frozen9Template}

// frozen9Kitchen is a log whose word "error" comes in several cases,
// alone and inside a longer word, and whose orders are placed or
// cancelled.
const frozen9Kitchen = "08:00 kitchen open\n08:05 order 101 placed\n08:07 ERROR fryer offline\n08:10 order 102 placed\n" +
	"08:12 warning low stock: basil\n08:15 Error printer jam\n08:20 order 103 placed\n08:22 errors cleared by manager\n" +
	"08:30 order 104 placed\n08:31 error card reader\n08:40 order 105 cancelled\n08:45 Warning oven hot\n" +
	"08:50 order 106 placed\n08:55 kitchen closed\n"

// frozen9Template builds the ninth frozen set's tree once: a copy of the
// eleventh development set's built tree (dev11Built, shared with that
// set's tests) with the ninth set's files, none of which was there.
func frozen9Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "frozen9")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	files := map[string]string{
		"kitchen-orders.log":  frozen9Kitchen,
		"bakery.log":          frozen5Lines("batch", 50, func(i int) string { return " loaves out" }),
		"poem-draft.txt":      frozen5Lines("stanza", 24, nil),
		"essay-final.txt":     "Cities grow when people move to them.\nParks make cities kinder places to live.\nGood buses help everyone get around.\nSmall shops keep streets lively.\n",
		"members.csv":         "name,city,age,plan\nolga,riga,34,gold\npedro,lima,27,basic\nyusuf,izmir,45,gold\nmei,taipei,19,silver\narno,ghent,52,basic\n",
		"products.csv":        "item,price,stock\nlamp,45,12\nrug,120,3\nvase,8,40\nchair,75,9\nmirror,210,2\n",
		"invoices.csv":        "invoice;client;amount;status\nINV-1;acme;250;paid\nINV-2;globex;1200;open\nINV-3;initech;80;paid\nINV-4;umbrella;640;open\n",
		"hosts-list.txt":      "web1:10.0.0.5:frontend\ndb1:10.0.0.9:database\ncache1:10.0.0.12:redis\n",
		"visitor-book.txt":    "zoe\nliam\nzoe\nmaya\nliam\nnoah\nzoe\n",
		"poll-answers.txt":    "yes\nno\nyes\nyes\nabstain\nno\nyes\n",
		"cities.txt":          "oslo\nlima\nkyiv\nbern\nrome\nhanoi\naccra\n",
		"quiz-scores.txt":     "88\n7\n120\n45\n9\n300\n61\n",
		"recipe-notes.txt":    "heat the pan until hot\npancake batter rests ten minutes\nuse a nonstick pan\nwash the pans after\nsaucepan for the sauce\nflip with a spatula\n",
		"week-plan.txt":       "mon: buy milk\nmon: call plumber\ntue: gym\nwed: call mum\nthu: pay rent\nfri: call dentist\nsat: market\n",
		"chatlog.txt":         "anna: pizza tonight?\nben: sure\nanna: which pizza place\nben: the one on king st\ncarla: i want pizza too\nben: ok\nanna: pizza it is\n",
		"config-old.ini":      "[display]\ncolour=blue\nmode=dark\nborder=blue\n[sound]\nvolume=7\n",
		"typo-letter.txt":     "teh meeting is at noon\nplease bring teh slides and teh notes\nthanks from all of us\n",
		"letter-template.txt": "Dear NAME,\nYour parcel is on its way.\nSee you soon, NAME!\n",
		"tea-blends.txt":      "earl grey\nsencha\nrooibos\nassam\n",
		"backup-me.sh":        "#!/bin/sh\necho backing up\n",
		"publish-site.sh":     "#!/bin/sh\necho deploying\n",
		"secret-keys.txt":     "key one\nkey two\n",
		"budget-2026.xlsx":    "budget sheet\n",
		"phone-bill.pdf":      "phone bill march\n",
		"holiday-plan.txt":    "fly to crete on the 4th\n",
		"draft-memo.txt":      "memo: staff party on friday\n",
		"junk-note.txt":       "nothing important\n",
		"old-receipt.txt":     "receipt 2019\n",

		"memos/index.txt":                                "memo index\n",
		"safe-copies/readme.txt":                         "copies go here\n",
		"music-studio/notes-take.txt":                    "take three was best\n",
		"music-studio/.session":                          "tempo=92\n",
		"music-studio/.autosave":                         "autosave\n",
		"house-ledger/summary.txt":                       "totals by year\nrefund issued in feb\n",
		"house-ledger/notes.md":                          "# ledger notes\n",
		"house-ledger/2025/jan.csv":                      "date,amount\n2025-01-03,40\n",
		"house-ledger/2025/feb.csv":                      "date,amount\n2025-02-11,refund\n",
		"house-ledger/2025/archive/tax-summary-2025.txt": "tax paid in full\n",
		"house-ledger/2026/mar.csv":                      "date,amount\n2026-03-09,75\n",
		"house-ledger/2026/plan.md":                      "# plan for 2026\n",
		"photos-2026/harbour.jpg":                        "harbour photo\n",
		"photos-2026/market.jpg":                         "market photo\n",
		"photos-2026/captions.txt":                       "harbour at dusk\nmarket on saturday\n",
		"photos-2026/raw/sunset.raw":                     "sunset raw\n",
		"bakery-site/index.html":                         "<h1>bakery</h1>\n",
		"bakery-site/style.css":                          "h1 { color: brown; }\n",
		"bakery-site/js/app.js":                          "console.log('hi');\n",
		"thesis-drafts/ch1.md":                           "# chapter one\n",
		"thesis-drafts/ch2.md":                           "# chapter two\n",
		"thesis-drafts/refs.bib":                         "@book{a}\n",
		"garden-journal/tomatoes.txt":                    "tomatoes staked\n",
		"garden-journal/basil.txt":                       "basil repotted\n",
		"garden-journal/roses.txt":                       "roses pruned\n",
		"garden-journal/compost.txt":                     "compost turned\n",
		"garden-journal/hedge.txt":                       "hedge trimmed\n",
		"garden-journal/pond.txt":                        "pond cleaned\n",
		"downloads-misc/readme-first.txt":                "read me first\n",
		"inbox-scans/page-front.pdf":                     "front page\n",
		"inbox-scans/page-back.pdf":                      "",
		"inbox-scans/cover.pdf":                          "",
		"inbox-scans/receipt.pdf":                        "receipt scan\n",
		"logs-server/web/access.log":                     "GET / 200\nGET /shop 504 upstream timeout\nGET /cart 200\n",
		"logs-server/db/db.log":                          "db started\nslow query timeout after 30s\ndb checkpoint\n",
		"logs-server/mail/mail.log":                      "mail sent to anna\nmail queue empty\n",
		"old-clients/acme.txt":                           "acme account closed\n",
	}
	var clash []string
	for name := range files {
		top, _, _ := strings.Cut(name, "/")
		if _, err := os.Lstat(filepath.Join(dir, top)); err == nil {
			clash = append(clash, top)
		}
	}
	for _, name := range []string{"unused-dir", "site-restore", "meter-readings.csv.gz", "recipes-box.tar.gz", "tax-forms.zip", "old-site.tar",
		"recipes-box", "tax-forms", "form-a.txt", "form-b.txt", "old-site", "meter-readings.csv",
		// What the requests make.
		"invoices-2027", "recordings-2027", "scratch-space", "projects-new", "trips", "essay-copy.txt", "bakery-site-old",
		"drafts-spare", "trip-plan.txt", "clients-archive", "teas.txt", "monday-notes.txt", "packing-2027.txt", "notes-take.txt",
		"current-budget", "latest-plan", "poem-link", "bakery-site-backup.tar.gz", "thesis.tar.gz", "photos-2026.tar.gz",
		"photos-2026.tgz", "photos-2026.tar", "photos-2026.zip", "photos.tar", "site.tar", "thesis.zip", "photos.zip", "bakery-site.zip"} {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			clash = append(clash, name)
		}
	}
	if len(clash) > 0 {
		t.Fatalf("the ninth set's names are in the older tree: %q", clash)
	}
	frozen5Write(t, dir, files)
	for _, d := range []string{"unused-dir", "site-restore"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 9, map[string]int{
		"music-studio/vocals.wav":        1200 << 10,
		"music-studio/mix-a.wav":         300 << 10,
		"music-studio/mix-b.wav":         90 << 10,
		"downloads-misc/tv-firmware.iso": 3500 << 10,
		"downloads-misc/podcast-ep1.mp3": 800 << 10,
		"downloads-misc/wallpaper.png":   200 << 10,
		"downloads-misc/manual.pdf":      40 << 10,
		"downloads-misc/font-pack.ttf":   12 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"backup-me.sh": 0o644, "publish-site.sh": 0o644, "secret-keys.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "recipes-box.tar.gz"), "recipes-box/", now,
		map[string]string{"recipes-box/soup.txt": "lentil soup\n", "recipes-box/bread.txt": "rye bread\n"})
	frozen5PlainTar(t, filepath.Join(dir, "old-site.tar"), "old-site/", now,
		map[string]string{"old-site/home.html": "<p>old home</p>\n", "old-site/contact.html": "<p>call us</p>\n"})
	writeZip(t, filepath.Join(dir, "tax-forms.zip"), "form-a.txt", "form-b.txt")
	gzipFile(t, filepath.Join(dir, "meter-readings.csv.gz"), "day,kwh\nmon,12\ntue,9\n")
	if err := frozen9Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen9Stamp dates the eleventh set's files (dev11Stamp) and the ninth
// frozen set's whose age a request asks about (or whose order by time a
// listing shows), counting back from now as dev11Stamp does, clear of
// the bounds a request names (today, three days, a week, a month) and of
// those a right command may round them to.
func frozen9Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	day := 24 * time.Hour
	return dateFiles(dir, map[string]time.Time{
		"garden-journal/tomatoes.txt": fresh,
		"garden-journal/basil.txt":    now.Add(-2 * day),
		"garden-journal/roses.txt":    now.Add(-5 * day),
		"garden-journal/compost.txt":  now.Add(-12 * day),
		"garden-journal/hedge.txt":    now.Add(-45 * day),
		"garden-journal/pond.txt":     now.Add(-100 * day),
		"music-studio/mix-b.wav":      now.Add(-time.Hour),
		"music-studio/notes-take.txt": now.Add(-2 * day),
		"music-studio/mix-a.wav":      now.Add(-5 * day),
		"music-studio/vocals.wav":     now.Add(-20 * day),
		"music-studio/.session":       now.Add(-30 * day),
		"music-studio/.autosave":      now.Add(-40 * day),
	})
}

// TestFrozen9Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestFrozen9Refs(t *testing.T) { frozen9Set.refs(t) }

// TestFrozen9RefsCanFail shows the checks reject wrong commands: each of
// frozen9Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen9RefsCanFail(t *testing.T) { frozen9Set.refsCanFail(t) }

// TestFrozen9Variants runs other right commands (frozen9Variants): a
// check must accept every right answer, not only the reference.
func TestFrozen9Variants(t *testing.T) { frozen9Set.variantsPass(t) }

// TestFrozen9Set runs the ninth frozen set like the fifth (heldOut5's
// score): one summary line, and each answer with CARO_FROZEN9_DETAIL=1
// (a development set since its first measurement).
func TestFrozen9Set(t *testing.T) { frozen9Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
// frozen9Wrongs: plausible, confidently wrong commands, by request.
var frozen9Wrongs = map[string]string{
	"please make a new folder called invoices-2027":                                              "touch invoices-2027",
	"new folder: recordings-2027":                                                                "mkdir recording-2027",
	"can you create a directory named scratch-space?":                                            "touch scratch-space",
	"I need a folder projects-new/2026/march, and any folders above it that don't exist yet":     "mkdir projects-new/2026/march",
	"nested folders trips/2027/japan":                                                            "mkdir trips/2027/japan",
	"create house-ledger/2027/q1 along with the 2027 folder":                                     "mkdir house-ledger/2027/q1",
	"I need a copy of budget-2026.xlsx in the safe-copies folder":                                "mv budget-2026.xlsx safe-copies/",
	"copy phone-bill.pdf to safe-copies":                                                         "mv phone-bill.pdf safe-copies/",
	"could you duplicate essay-final.txt as essay-copy.txt?":                                     "mv essay-final.txt essay-copy.txt",
	"copy the whole bakery-site folder to bakery-site-old":                                       "cp bakery-site bakery-site-old",
	"copy of the thesis-drafts folder called drafts-spare":                                       "mkdir drafts-spare && cp thesis-drafts/ch1.md drafts-spare/",
	"how can I copy photos-2026 with everything in it into safe-copies?":                         "cp photos-2026/* safe-copies/",
	"move draft-memo.txt into memos":                                                             "cp draft-memo.txt memos/",
	"put phone-bill.pdf in the memos folder, I don't want it lying around here any more":         "cp phone-bill.pdf memos/",
	"rename holiday-plan.txt to trip-plan.txt":                                                   "cp holiday-plan.txt trip-plan.txt",
	"the old-clients folder should be called clients-archive from now on":                        "cp -r old-clients clients-archive",
	"can I change the name of tea-blends.txt to teas.txt?":                                       "cp tea-blends.txt teas.txt",
	"create an empty file called monday-notes.txt":                                               "touch monday-note.txt",
	"blank file packing-2027.txt":                                                                "mkdir packing-2027",
	"update the date on music-studio/notes-take.txt to right now, but don't change what's in it": "touch notes-take.txt",
	"make a shortcut called current-budget that points to budget-2026.xlsx":                      "cp budget-2026.xlsx current-budget",
	"I'd like a symlink named latest-plan pointing at house-ledger/2026/plan.md":                 "ln house-ledger/2026/plan.md latest-plan",
	"poem-link, a shortcut to poem-draft.txt":                                                    "cp poem-draft.txt poem-link",
	"make backup-me.sh executable":                                                               "chmod +x publish-site.sh",
	"can you let me run backup-me.sh as a program?":                                              "chmod 644 backup-me.sh",
	"only I should be able to read or change secret-keys.txt":                                    "chmod 700 secret-keys.txt",
	"lock down secret-keys.txt so nobody else can see it":                                        "chmod o-r secret-keys.txt",
	"everyone should be able to run publish-site.sh but only I can edit it":                      "chmod 777 publish-site.sh",
	"delete junk-note.txt":                                                                       "rm old-receipt.txt",
	"get rid of old-receipt.txt":                                                                 "rm junk-note.txt",
	"can you remove the empty folder unused-dir?":                                                "rm unused-dir",
	"show me what's in tea-blends.txt":                                                           "head -n 2 tea-blends.txt",
	"print config-old.ini":                                                                       "head -n 3 config-old.ini",
	"what does letter-template.txt say?":                                                         "head -n 1 letter-template.txt",
	"please show me the first ten lines of bakery.log":                                           "head -n 5 bakery.log",
	"top 3 lines of poem-draft.txt":                                                              "tail -n 3 poem-draft.txt",
	"show the first five lines of kitchen-orders.log":                                            "head kitchen-orders.log",
	"please show me the last 20 lines of bakery.log":                                             "tail bakery.log",
	"end of kitchen-orders.log, last 4 lines":                                                    "tail -n 3 kitchen-orders.log",
	"what are the last two lines of poem-draft.txt?":                                             "tail -n 1 poem-draft.txt",
	"show lines 5 to 9 of poem-draft.txt":                                                        "head -n 9 poem-draft.txt | tail -n 4",
	"I only want to see rows 20 through 25 of bakery.log":                                        "head -n 25 bakery.log | tail -n 5",
	"poem-draft.txt from line 18 to the end":                                                     "tail -n 18 poem-draft.txt",
	"can you show bakery.log starting at line 45?":                                               "tail -n 45 bakery.log",
	"what's on line 12 of poem-draft.txt?":                                                       "head -n 12 poem-draft.txt",
	"lines in kitchen-orders.log?":                                                               "wc -w kitchen-orders.log",
	"count the number of lines in visitor-book.txt for me":                                       "sort -u visitor-book.txt | wc -l",
	"count the words in essay-final.txt":                                                         "wc -l essay-final.txt",
	"word count of recipe-notes.txt":                                                             "wc -l recipe-notes.txt",
	"how many words are in letter-template.txt?":                                                 "wc -m letter-template.txt",
	"give me the size of essay-final.txt in bytes":                                               "wc -w essay-final.txt",
	"characters in tea-blends.txt?":                                                              "wc -l tea-blends.txt",
	"what's in the music-studio folder?":                                                         "ls",
	"list the files in house-ledger":                                                             "ls music-studio",
	"inbox-scans contents":                                                                       "ls downloads-misc",
	"hidden files in music-studio too":                                                           "ls music-studio",
	"show me everything in music-studio, including the files that start with a dot":              "ls -l music-studio",
	"are there any hidden files in music-studio?":                                                "ls music-studio",
	"music-studio files, biggest first":                                                          "ls -Sr music-studio",
	"sort the downloads-misc folder by size with the largest at the top":                         "ls -l downloads-misc",
	"big files in downloads-misc":                                                                "ls -Sr downloads-misc",
	"newest file in music-studio":                                                                "ls -t music-studio | tail -n 1",
	"list what's in music-studio with the most recently changed first":                           "ls -ltr music-studio",
	"what did I change most recently in music-studio?":                                           "ls -S music-studio | head -n 1",
	"show the files in house-ledger with their sizes and permissions":                            "ls house-ledger",
	"details of everything in thesis-drafts":                                                     "ls thesis-drafts",
	"what's in house-ledger, including all the subfolders?":                                      "ls house-ledger",
	"list everything under photos-2026, folders inside folders too":                              "ls photos-2026",
	"how many files are in inbox-scans?":                                                         "ls downloads-misc | wc -l",
	"number of files in downloads-misc":                                                          "ls -l downloads-misc | wc -l",
	"where is tax-summary-2025.txt?":                                                             "ls tax-summary-2025.txt",
	"find sunset.raw":                                                                            "find photos-2026 -maxdepth 1 -name sunset.raw",
	"I've lost a file called app.js somewhere in here, can you find it?":                         "ls app.js",
	"find all the csv files in house-ledger":                                                     "ls house-ledger/*.csv",
	"markdown files under house-ledger":                                                          "ls house-ledger/*.md",
	"list the log files in logs-server":                                                          "ls logs-server",
	"find files bigger than 1 MB in downloads-misc":                                              "find downloads-misc -size +100k",
	"are there any files over 100 kilobytes in downloads-misc? show them":                        "find downloads-misc -size +1M",
	"files in music-studio larger than 500k":                                                     "find music-studio -size -500k",
	"find files in garden-journal changed in the last 3 days":                                    "find garden-journal -type f -mtime -7",
	"what have I edited in garden-journal in the past week?":                                     "find garden-journal -type f -mtime -3",
	"garden-journal files from today":                                                            "find garden-journal -type f -mtime -3",
	"show me what I changed in garden-journal today":                                             "ls -t garden-journal",
	"list garden-journal files older than a month":                                               "find garden-journal -type f -mtime -30",
	"which garden-journal notes haven't been touched in over a month?":                           "find garden-journal -type f -mtime +7",
	"find empty files in inbox-scans":                                                            "find inbox-scans -type f",
	"are any of the scans in inbox-scans blank? zero bytes I mean":                               "find inbox-scans -type f -size +0",
	"can you sort cities.txt alphabetically?":                                                    "sort -r cities.txt",
	"cities.txt a to z":                                                                          "cat cities.txt",
	"sort cities.txt from z to a":                                                                "sort cities.txt",
	"can you put the numbers in quiz-scores.txt in order, smallest first?":                       "sort quiz-scores.txt",
	"quiz-scores.txt highest first":                                                              "sort -r quiz-scores.txt",
	"I want to see the scores in quiz-scores.txt from biggest to smallest":                       "sort -n quiz-scores.txt",
	"show visitor-book.txt without the duplicate names":                                          "uniq visitor-book.txt",
	"who signed visitor-book.txt? each name once please":                                         "cat visitor-book.txt",
	"how many times does each name show up in visitor-book.txt?":                                 "sort -u visitor-book.txt",
	"tally up the votes in poll-answers.txt":                                                     "wc -l poll-answers.txt",
	"show just the city column from members.csv":                                                 "cut -d, -f1 members.csv",
	"what plan is each member on in members.csv? just the plan column":                           "cut -d, -f3 members.csv",
	"second field of hosts-list.txt, they're split by colons":                                    "cut -d: -f3 hosts-list.txt",
	"I only need the amounts from invoices.csv, it uses semicolons between fields":               "cut -d, -f3 invoices.csv",
	"print the names and ages from members.csv":                                                  "cut -d, -f1,2 members.csv",
	"sort products.csv by price, cheapest first":                                                 "sort -t, -k2 products.csv",
	"products.csv, most expensive first":                                                         "sort -t, -k3 -rn products.csv",
	"show every line in kitchen-orders.log that mentions error, upper or lower case":             "grep error kitchen-orders.log",
	"warnings in kitchen-orders.log, any case":                                                   "grep warning kitchen-orders.log",
	"search kitchen-orders.log for Error, whatever the case":                                     "grep Error kitchen-orders.log",
	"show kitchen-orders.log without the order lines":                                            "grep order kitchen-orders.log",
	"which lines of week-plan.txt don't have call in them?":                                      "grep call week-plan.txt",
	"how many lines in chatlog.txt mention pizza?":                                               "wc -l chatlog.txt",
	"orders placed in kitchen-orders.log, how many?":                                             "grep -c order kitchen-orders.log",
	"which line numbers of week-plan.txt mention call?":                                          "grep call week-plan.txt",
	"find pizza in chatlog.txt and tell me which lines it's on":                                  "grep pizza chatlog.txt",
	"find lines in recipe-notes.txt with the word pan, but not pancake or saucepan":              "grep pan recipe-notes.txt",
	"the word error on its own in kitchen-orders.log, any case, not errors":                      "grep -i error kitchen-orders.log",
	"search the logs-server folder for timeout":                                                  "grep timeout logs-server",
	"which files in logs-server mention timeout?":                                                "ls -R logs-server",
	"look through everything in house-ledger and its subfolders for the word refund":             "grep refund house-ledger/*",
	"in config-old.ini change blue to green":                                                     "sed 's/blue/green/g' config-old.ini",
	"please fix the typo teh to the everywhere in typo-letter.txt and save the file":             "sed -i 's/teh/the/' typo-letter.txt",
	"swap dark for light in config-old.ini and save it":                                          "sed 's/dark/light/' config-old.ini",
	"can you set the volume in config-old.ini to 9 instead of 7? edit the file itself":           "sed 's/volume=7/volume=9/' config-old.ini",
	"show me letter-template.txt with NAME replaced by Maria, but don't change the file":         "sed -i 's/NAME/Maria/g' letter-template.txt",
	"letter-template.txt with Sam instead of NAME, just print it":                                "sed -i 's/NAME/Sam/g' letter-template.txt",
	"make a tar.gz of bakery-site called bakery-site-backup.tar.gz":                              "tar -cf bakery-site-backup.tar.gz bakery-site",
	"I'd like to compress the thesis-drafts folder into thesis.tar.gz":                           "zip -r thesis.tar.gz thesis-drafts",
	"tarball of photos-2026":                                                                     "zip -r photos-2026.zip photos-2026",
	"pack photos-2026 into photos.tar, no compression":                                           "tar -czf photos.tar photos-2026",
	"can you put bakery-site into a plain tar file called site.tar?":                             "tar -cf site.tar bakery-site/index.html",
	"zip up thesis-drafts into thesis.zip":                                                       "zip thesis.zip thesis-drafts",
	"please make a zip file called photos.zip with everything in photos-2026":                    "zip photos.zip photos-2026/*",
	"bakery-site as a zip, bakery-site.zip":                                                      "tar -czf bakery-site.zip bakery-site",
	"extract recipes-box.tar.gz":                                                                 "tar -tzf recipes-box.tar.gz",
	"unzip tax-forms.zip":                                                                        "unzip -l tax-forms.zip",
	"can you unpack old-site.tar into the site-restore folder?":                                  "tar -xf old-site.tar",
	"I downloaded tax-forms.zip, please get the forms out of it":                                 "unzip -t tax-forms.zip",
	"what's inside recipes-box.tar.gz?":                                                          "tar -xzvf recipes-box.tar.gz",
	"files in tax-forms.zip, without unzipping":                                                  "unzip tax-forms.zip",
	"list the contents of old-site.tar":                                                          "tar -xvf old-site.tar",
	"decompress meter-readings.csv.gz":                                                           "zcat meter-readings.csv.gz",
	"what's in meter-readings.csv.gz? just show me, don't unpack it":                             "gunzip meter-readings.csv.gz",
	"what kernel am I running?":                                                                  "uname",
	"kernel version?":                                                                            "uname -m",
	"what operating system is this?":                                                             "hostname",
	"hostname?":                                                                                  "whoami",
	"what's this computer called?":                                                               "uname -s",
	"my username":                                                                                "hostname",
	"who am I logged in as?":                                                                     "who",
	"what groups am I in?":                                                                       "hostname",
	"what's my user id number?":                                                                  "whoami",
	"where is the git program installed?":                                                        "git --version",
	"is zip installed?":                                                                          "zip -v | head -n 1",
	"show me which tar I'm using":                                                                "tar --version",
	"how long has this computer been on?":                                                        "date",
	"time since boot":                                                                            "date",
	"show me all my environment variables":                                                       "echo $PATH",
	"environment variables":                                                                      "echo $HOME",
	"what's my PATH?":                                                                            "echo $HOME",
	"home directory?":                                                                            "pwd",
	"which shell am I using?":                                                                    "echo $HOME",
	"show today's date as year-month-day":                                                        "date",
	"what day of the week is it?":                                                                "date +%F",
	"date in day/month/year":                                                                     "date +%F",
	"what time is it right now?":                                                                 "date +%F",
	"disk space?":                                                                                "free -h",
	"how much space is left on my drive?":                                                        "du -sh .",
	"I think my disk is getting full, can you check?":                                            "du -sh",
	"how much memory is free?":                                                                   "df -h",
	"ram usage":                                                                                  "top -bn1 | head -n 1",
	"what's running right now?":                                                                  "jobs",
	"show me the five processes using the most memory":                                           "ps aux --sort=-%mem | head -n 5",
	"my ip":                 "hostname",
	"what's my IP address?": "uname -n",
	"keep showing me new lines as they get added to bakery.log": "tail bakery.log",
	"watch kitchen-orders.log live":                             "tail -f bakery.log",
	"can I follow bakery.log as it grows?":                      "cat bakery.log",
}

// frozen9Variants: other right commands, by request.
var frozen9Variants = map[string][]string{
	"please make a new folder called invoices-2027":                                              {"mkdir -p invoices-2027", "mkdir -v invoices-2027"},
	"new folder: recordings-2027":                                                                {"mkdir -p recordings-2027", "install -d recordings-2027"},
	"can you create a directory named scratch-space?":                                            {"mkdir -p scratch-space"},
	"I need a folder projects-new/2026/march, and any folders above it that don't exist yet":     {"mkdir -pv projects-new/2026/march", "install -d projects-new/2026/march", "mkdir projects-new projects-new/2026 projects-new/2026/march"},
	"nested folders trips/2027/japan":                                                            {"mkdir -p ./trips/2027/japan", "mkdir --parents trips/2027/japan"},
	"create house-ledger/2027/q1 along with the 2027 folder":                                     {"mkdir -p house-ledger/2027/q1/", "mkdir house-ledger/2027 house-ledger/2027/q1"},
	"I need a copy of budget-2026.xlsx in the safe-copies folder":                                {"cp budget-2026.xlsx safe-copies/budget-2026.xlsx", "cp -v budget-2026.xlsx safe-copies", "cp -p budget-2026.xlsx safe-copies/"},
	"copy phone-bill.pdf to safe-copies":                                                         {"cp phone-bill.pdf safe-copies", "cp -i phone-bill.pdf safe-copies/ < /dev/null"},
	"could you duplicate essay-final.txt as essay-copy.txt?":                                     {"cp -v essay-final.txt essay-copy.txt", "cat essay-final.txt > essay-copy.txt"},
	"copy the whole bakery-site folder to bakery-site-old":                                       {"cp -a bakery-site bakery-site-old", "cp -R bakery-site bakery-site-old", "mkdir bakery-site-old && cp -r bakery-site/. bakery-site-old/"},
	"copy of the thesis-drafts folder called drafts-spare":                                       {"cp -a thesis-drafts drafts-spare", "cp -R thesis-drafts/ drafts-spare"},
	"how can I copy photos-2026 with everything in it into safe-copies?":                         {"cp -a photos-2026 safe-copies", "cp -R photos-2026 safe-copies/"},
	"move draft-memo.txt into memos":                                                             {"mv -v draft-memo.txt memos", "mv draft-memo.txt memos/draft-memo.txt"},
	"put phone-bill.pdf in the memos folder, I don't want it lying around here any more":         {"mv phone-bill.pdf memos", "mv -n phone-bill.pdf memos/"},
	"rename holiday-plan.txt to trip-plan.txt":                                                   {"mv -v holiday-plan.txt trip-plan.txt", "mv -- holiday-plan.txt trip-plan.txt"},
	"the old-clients folder should be called clients-archive from now on":                        {"mv -v old-clients clients-archive", "mv old-clients/ clients-archive"},
	"can I change the name of tea-blends.txt to teas.txt?":                                       {"mv -i tea-blends.txt teas.txt < /dev/null", "mv -v tea-blends.txt teas.txt"},
	"create an empty file called monday-notes.txt":                                               {": > monday-notes.txt", "echo -n > monday-notes.txt", "touch ./monday-notes.txt"},
	"blank file packing-2027.txt":                                                                {"> packing-2027.txt", "true > packing-2027.txt"},
	"update the date on music-studio/notes-take.txt to right now, but don't change what's in it": {"touch -m music-studio/notes-take.txt", "touch -c music-studio/notes-take.txt", "cd music-studio && touch notes-take.txt"},
	"make a shortcut called current-budget that points to budget-2026.xlsx":                      {"ln -sf budget-2026.xlsx current-budget", "ln -s \"$PWD/budget-2026.xlsx\" current-budget"},
	"I'd like a symlink named latest-plan pointing at house-ledger/2026/plan.md":                 {"ln -s \"$(pwd)/house-ledger/2026/plan.md\" latest-plan", "ln -sv house-ledger/2026/plan.md latest-plan"},
	"poem-link, a shortcut to poem-draft.txt":                                                    {"ln -s ./poem-draft.txt poem-link", "ln --symbolic poem-draft.txt poem-link"},
	"make backup-me.sh executable":                                                               {"chmod u+x backup-me.sh", "chmod 755 backup-me.sh", "chmod a+x backup-me.sh"},
	"can you let me run backup-me.sh as a program?":                                              {"chmod 744 backup-me.sh", "chmod u+x backup-me.sh"},
	"only I should be able to read or change secret-keys.txt":                                    {"chmod u=rw,go= secret-keys.txt", "chmod go-rwx secret-keys.txt", "chmod og-r secret-keys.txt"},
	"lock down secret-keys.txt so nobody else can see it":                                        {"chmod 600 secret-keys.txt", "chmod g-r,o-r secret-keys.txt"},
	"everyone should be able to run publish-site.sh but only I can edit it":                      {"chmod u=rwx,go=rx publish-site.sh", "chmod a+x publish-site.sh"},
	"delete junk-note.txt":                                                                       {"rm -f junk-note.txt", "rm -v junk-note.txt", "unlink junk-note.txt"},
	"get rid of old-receipt.txt":                                                                 {"rm -f old-receipt.txt", "rm -- old-receipt.txt"},
	"can you remove the empty folder unused-dir?":                                                {"rm -r unused-dir", "rm -d unused-dir"},
	"show me what's in tea-blends.txt":                                                           {"cat -- tea-blends.txt", "head -n 100 tea-blends.txt", "nl tea-blends.txt"},
	"print config-old.ini":                                                                       {"cat ./config-old.ini", "more config-old.ini"},
	"what does letter-template.txt say?":                                                         {"cat -n letter-template.txt", "tail -n +1 letter-template.txt"},
	"please show me the first ten lines of bakery.log":                                           {"head bakery.log", "sed -n 1,10p bakery.log", "awk 'NR<=10' bakery.log"},
	"top 3 lines of poem-draft.txt":                                                              {"head -3 poem-draft.txt", "sed -n 1,3p poem-draft.txt"},
	"show the first five lines of kitchen-orders.log":                                            {"head -5 kitchen-orders.log", "sed 5q kitchen-orders.log"},
	"please show me the last 20 lines of bakery.log":                                             {"tail -20 bakery.log", "sed -n '31,$p' bakery.log"},
	"end of kitchen-orders.log, last 4 lines":                                                    {"tail -4 kitchen-orders.log", "tail -n4 kitchen-orders.log"},
	"what are the last two lines of poem-draft.txt?":                                             {"tail -2 poem-draft.txt", "sed -n '23,24p' poem-draft.txt"},
	"show lines 5 to 9 of poem-draft.txt":                                                        {"awk 'NR>=5 && NR<=9' poem-draft.txt", "head -n 9 poem-draft.txt | tail -n 5"},
	"I only want to see rows 20 through 25 of bakery.log":                                        {"awk 'NR>=20 && NR<=25' bakery.log", "head -n 25 bakery.log | tail -n 6", "sed -n '20,25p' bakery.log"},
	"poem-draft.txt from line 18 to the end":                                                     {"sed -n '18,$p' poem-draft.txt", "awk 'NR>=18' poem-draft.txt"},
	"can you show bakery.log starting at line 45?":                                               {"sed -n '45,$p' bakery.log", "awk 'NR>=45' bakery.log"},
	"what's on line 12 of poem-draft.txt?":                                                       {"awk 'NR==12' poem-draft.txt", "head -n 12 poem-draft.txt | tail -n 1", "sed '12!d' poem-draft.txt"},
	"lines in kitchen-orders.log?":                                                               {"wc -l < kitchen-orders.log", "grep -c '' kitchen-orders.log", "awk 'END{print NR}' kitchen-orders.log"},
	"count the number of lines in visitor-book.txt for me":                                       {"wc -l < visitor-book.txt", "awk 'END {print NR}' visitor-book.txt"},
	"count the words in essay-final.txt":                                                         {"wc -w < essay-final.txt", "cat essay-final.txt | wc -w", "awk '{n+=NF} END{print n}' essay-final.txt"},
	"word count of recipe-notes.txt":                                                             {"wc -w < recipe-notes.txt", "cat recipe-notes.txt | wc -w"},
	"how many words are in letter-template.txt?":                                                 {"wc -w < letter-template.txt", "awk '{w+=NF} END {print w}' letter-template.txt"},
	"give me the size of essay-final.txt in bytes":                                               {"stat -c %s essay-final.txt", "wc -c < essay-final.txt", "du -b essay-final.txt"},
	"characters in tea-blends.txt?":                                                              {"wc -c tea-blends.txt", "wc -m < tea-blends.txt"},
	"what's in the music-studio folder?":                                                         {"ls -l music-studio", "ls -la music-studio", "find music-studio"},
	"list the files in house-ledger":                                                             {"ls -l house-ledger", "ls -1 house-ledger/"},
	"inbox-scans contents":                                                                       {"ls -la inbox-scans", "ls inbox-scans/"},
	"hidden files in music-studio too":                                                           {"ls -A music-studio", "ls -la music-studio", "find music-studio"},
	"show me everything in music-studio, including the files that start with a dot":              {"ls -a music-studio", "ls -lA music-studio"},
	"are there any hidden files in music-studio?":                                                {"ls -d music-studio/.*", "find music-studio -name '.*'", "ls -A music-studio"},
	"music-studio files, biggest first":                                                          {"ls -lS music-studio", "ls -lhS music-studio", "du -a music-studio | sort -rn"},
	"sort the downloads-misc folder by size with the largest at the top":                         {"ls -S downloads-misc", "du -a downloads-misc | sort -rn", "ls -lSh downloads-misc"},
	"big files in downloads-misc":                                                                {"ls -lhS downloads-misc", "du -ah downloads-misc | sort -rh | head", "find downloads-misc -size +1M"},
	"newest file in music-studio":                                                                {"ls -t music-studio | head -1", "ls -lt music-studio | head -n 2", "find music-studio -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"},
	"list what's in music-studio with the most recently changed first":                           {"ls -t music-studio", "ls -lat music-studio"},
	"what did I change most recently in music-studio?":                                           {"ls -t music-studio | head -1", "ls -lt music-studio | head -2"},
	"show the files in house-ledger with their sizes and permissions":                            {"ls -la house-ledger", "ls -lh house-ledger", "stat -c '%A %s %n' house-ledger/*"},
	"details of everything in thesis-drafts":                                                     {"ls -la thesis-drafts", "ls -lh thesis-drafts/"},
	"what's in house-ledger, including all the subfolders?":                                      {"find house-ledger", "ls -laR house-ledger", "find house-ledger -type f"},
	"list everything under photos-2026, folders inside folders too":                              {"find photos-2026", "ls -lR photos-2026"},
	"how many files are in inbox-scans?":                                                         {"find inbox-scans -type f | wc -l", "ls -1 inbox-scans | wc -l"},
	"number of files in downloads-misc":                                                          {"find downloads-misc -type f | wc -l", "ls -A downloads-misc | wc -l"},
	"where is tax-summary-2025.txt?":                                                             {"find . -type f -name tax-summary-2025.txt", "find . -iname tax-summary-2025.txt", "find . -name 'tax-summary-2025.txt' -print"},
	"find sunset.raw":                                                                            {"find . -type f -name sunset.raw", "find . -name 'sunset.raw'"},
	"I've lost a file called app.js somewhere in here, can you find it?":                         {"find . -type f -name app.js", "find . -name 'app.js' 2>/dev/null"},
	"find all the csv files in house-ledger":                                                     {"find house-ledger -type f -name '*.csv'", "ls -R house-ledger | grep '\\.csv$'", "find house-ledger -iname '*.csv'"},
	"markdown files under house-ledger":                                                          {"find house-ledger -type f -name '*.md'", "find house-ledger -name \"*.md\""},
	"list the log files in logs-server":                                                          {"find logs-server -type f -name '*.log'", "ls -R logs-server"},
	"find files bigger than 1 MB in downloads-misc":                                              {"find downloads-misc -type f -size +1M", "find downloads-misc -size +1024k", "find downloads-misc -type f -size +1000k"},
	"are there any files over 100 kilobytes in downloads-misc? show them":                        {"find downloads-misc -type f -size +100k", "find downloads-misc -type f -size +102400c"},
	"files in music-studio larger than 500k":                                                     {"find music-studio -type f -size +500k", "find music-studio -type f -size +512000c"},
	"find files in garden-journal changed in the last 3 days":                                    {"find garden-journal -mtime -3", "find garden-journal -type f -mmin -4320", "find garden-journal -type f -newermt '3 days ago'"},
	"what have I edited in garden-journal in the past week?":                                     {"find garden-journal -mtime -7", "find garden-journal -type f -newermt '7 days ago'"},
	"garden-journal files from today":                                                            {"find garden-journal -type f -newermt \"$(date +%F)\"", "find garden-journal -type f -mtime 0", "find garden-journal -type f -mtime -1"},
	"show me what I changed in garden-journal today":                                             {"find garden-journal -type f -newermt \"$(date +%Y-%m-%d)\"", "find garden-journal -daystart -mtime 0 -type f"},
	"list garden-journal files older than a month":                                               {"find garden-journal -mtime +30", "find garden-journal -type f -mtime +31", "find garden-journal -type f ! -newermt '1 month ago'"},
	"which garden-journal notes haven't been touched in over a month?":                           {"find garden-journal -type f -mtime +29", "find garden-journal -type f -mmin +43200"},
	"find empty files in inbox-scans":                                                            {"find inbox-scans -empty", "find inbox-scans -type f -size 0"},
	"are any of the scans in inbox-scans blank? zero bytes I mean":                               {"find inbox-scans -size 0", "find inbox-scans -type f -size 0c"},
	"can you sort cities.txt alphabetically?":                                                    {"sort -d cities.txt", "cat cities.txt | sort", "sort -f cities.txt"},
	"cities.txt a to z":                                                                          {"sort < cities.txt", "sort -u cities.txt"},
	"sort cities.txt from z to a":                                                                {"sort cities.txt | tac", "sort --reverse cities.txt"},
	"can you put the numbers in quiz-scores.txt in order, smallest first?":                       {"sort -g quiz-scores.txt", "sort -n < quiz-scores.txt"},
	"quiz-scores.txt highest first":                                                              {"sort -nr quiz-scores.txt", "sort -n quiz-scores.txt | tac", "sort -gr quiz-scores.txt"},
	"I want to see the scores in quiz-scores.txt from biggest to smallest":                       {"sort -n -r quiz-scores.txt", "sort -k1,1nr quiz-scores.txt"},
	"show visitor-book.txt without the duplicate names":                                          {"sort visitor-book.txt | uniq", "awk '!seen[$0]++' visitor-book.txt"},
	"who signed visitor-book.txt? each name once please":                                         {"sort visitor-book.txt | uniq", "awk '!a[$0]++' visitor-book.txt"},
	"how many times does each name show up in visitor-book.txt?":                                 {"sort visitor-book.txt | uniq -c | sort -rn", "awk '{c[$1]++} END {for (n in c) print c[n], n}' visitor-book.txt"},
	"tally up the votes in poll-answers.txt":                                                     {"sort poll-answers.txt | uniq -c | sort -nr", "awk '{n[$0]++} END {for (v in n) print v, n[v]}' poll-answers.txt"},
	"show just the city column from members.csv":                                                 {"awk -F, '{print $2}' members.csv", "tail -n +2 members.csv | cut -d, -f2", "cut -d',' -f2 members.csv"},
	"what plan is each member on in members.csv? just the plan column":                           {"awk -F, '{print $4}' members.csv", "awk -F, 'NR>1 {print $4}' members.csv"},
	"second field of hosts-list.txt, they're split by colons":                                    {"awk -F: '{print $2}' hosts-list.txt", "cut -f2 -d: hosts-list.txt"},
	"I only need the amounts from invoices.csv, it uses semicolons between fields":               {"awk -F';' '{print $3}' invoices.csv", "tail -n +2 invoices.csv | cut -d';' -f3"},
	"print the names and ages from members.csv":                                                  {"awk -F, '{print $1\",\"$3}' members.csv", "awk -F, '{print $1, $3}' members.csv"},
	"sort products.csv by price, cheapest first":                                                 {"tail -n +2 products.csv | sort -t, -k2,2n", "(head -n 1 products.csv; tail -n +2 products.csv | sort -t, -k2 -n)"},
	"products.csv, most expensive first":                                                         {"tail -n +2 products.csv | sort -t, -k2,2nr", "sort -t, -k2,2 -n -r products.csv"},
	"show every line in kitchen-orders.log that mentions error, upper or lower case":             {"grep -i 'error' kitchen-orders.log", "grep -iF error kitchen-orders.log", "awk 'tolower($0) ~ /error/' kitchen-orders.log"},
	"warnings in kitchen-orders.log, any case":                                                   {"grep -i 'warning' kitchen-orders.log", "grep -E '[Ww]arning' kitchen-orders.log"},
	"search kitchen-orders.log for Error, whatever the case":                                     {"grep --ignore-case error kitchen-orders.log", "grep -i Error kitchen-orders.log"},
	"show kitchen-orders.log without the order lines":                                            {"grep -v 'order' kitchen-orders.log", "awk '!/order/' kitchen-orders.log", "sed '/order/d' kitchen-orders.log"},
	"which lines of week-plan.txt don't have call in them?":                                      {"grep -v 'call' week-plan.txt", "sed '/call/d' week-plan.txt"},
	"how many lines in chatlog.txt mention pizza?":                                               {"grep pizza chatlog.txt | wc -l", "grep -ci pizza chatlog.txt", "awk '/pizza/{n++} END{print n}' chatlog.txt"},
	"orders placed in kitchen-orders.log, how many?":                                             {"grep placed kitchen-orders.log | wc -l", "grep -c 'placed' kitchen-orders.log"},
	"which line numbers of week-plan.txt mention call?":                                          {"awk '/call/{print NR\": \"$0}' week-plan.txt", "cat -n week-plan.txt | grep call", "grep -n 'call' week-plan.txt"},
	"find pizza in chatlog.txt and tell me which lines it's on":                                  {"awk '/pizza/ {print NR\": \"$0}' chatlog.txt", "cat -n chatlog.txt | grep pizza"},
	"find lines in recipe-notes.txt with the word pan, but not pancake or saucepan":              {"grep '\\bpan\\b' recipe-notes.txt", "grep -E '(^| )pan( |$)' recipe-notes.txt", "grep -w 'pan' recipe-notes.txt"},
	"the word error on its own in kitchen-orders.log, any case, not errors":                      {"grep -wi error kitchen-orders.log", "grep -i '\\berror\\b' kitchen-orders.log"},
	"search the logs-server folder for timeout":                                                  {"grep -rn timeout logs-server", "grep -R timeout logs-server", "find logs-server -type f -exec grep -H timeout {} +"},
	"which files in logs-server mention timeout?":                                                {"grep -r timeout logs-server", "grep -rl 'timeout' logs-server/"},
	"look through everything in house-ledger and its subfolders for the word refund":             {"grep -rn refund house-ledger", "grep -R 'refund' house-ledger/"},
	"in config-old.ini change blue to green":                                                     {"sed -i -e 's/blue/green/g' config-old.ini", "perl -pi -e 's/blue/green/g' config-old.ini", "sed -i 's/blue/green/' config-old.ini"},
	"please fix the typo teh to the everywhere in typo-letter.txt and save the file":             {"sed -i 's/\\bteh\\b/the/g' typo-letter.txt", "perl -pi -e 's/teh/the/g' typo-letter.txt"},
	"swap dark for light in config-old.ini and save it":                                          {"sed -i 's/dark/light/g' config-old.ini", "sed -i 's/mode=dark/mode=light/' config-old.ini"},
	"can you set the volume in config-old.ini to 9 instead of 7? edit the file itself":           {"sed -i 's/^volume=.*/volume=9/' config-old.ini", "perl -pi -e 's/volume=7/volume=9/' config-old.ini"},
	"show me letter-template.txt with NAME replaced by Maria, but don't change the file":         {"sed -e 's/NAME/Maria/g' letter-template.txt", "awk '{gsub(/NAME/,\"Maria\")}1' letter-template.txt", "cat letter-template.txt | sed 's/NAME/Maria/g'"},
	"letter-template.txt with Sam instead of NAME, just print it":                                {"sed 's/NAME/Sam/' letter-template.txt", "perl -pe 's/NAME/Sam/g' letter-template.txt"},
	"make a tar.gz of bakery-site called bakery-site-backup.tar.gz":                              {"tar czf bakery-site-backup.tar.gz bakery-site/", "tar -cvzf bakery-site-backup.tar.gz bakery-site", "tar -cf - bakery-site | gzip > bakery-site-backup.tar.gz"},
	"I'd like to compress the thesis-drafts folder into thesis.tar.gz":                           {"tar -zcvf thesis.tar.gz thesis-drafts", "tar --gzip -cf thesis.tar.gz thesis-drafts"},
	"tarball of photos-2026":                                                                     {"tar -cf photos-2026.tar photos-2026", "tar -czf photos-2026.tgz photos-2026"},
	"pack photos-2026 into photos.tar, no compression":                                           {"tar cf photos.tar photos-2026", "tar -cvf photos.tar photos-2026/"},
	"can you put bakery-site into a plain tar file called site.tar?":                             {"tar cvf site.tar bakery-site", "tar -c -f site.tar bakery-site"},
	"zip up thesis-drafts into thesis.zip":                                                       {"zip -rq thesis.zip thesis-drafts", "zip -r thesis.zip thesis-drafts/"},
	"please make a zip file called photos.zip with everything in photos-2026":                    {"zip -r9 photos.zip photos-2026", "zip -qr photos.zip photos-2026/"},
	"bakery-site as a zip, bakery-site.zip":                                                      {"zip -r bakery-site.zip bakery-site/", "zip -rq bakery-site.zip bakery-site"},
	"extract recipes-box.tar.gz":                                                                 {"tar xf recipes-box.tar.gz", "tar -xvzf recipes-box.tar.gz", "gunzip -c recipes-box.tar.gz | tar -x"},
	"unzip tax-forms.zip":                                                                        {"unzip -o tax-forms.zip", "unzip tax-forms.zip -d tax-forms", "unzip -q tax-forms.zip"},
	"can you unpack old-site.tar into the site-restore folder?":                                  {"tar -xvf old-site.tar -C site-restore", "cd site-restore && tar -xf ../old-site.tar", "tar -C site-restore -xf old-site.tar"},
	"I downloaded tax-forms.zip, please get the forms out of it":                                 {"unzip -o tax-forms.zip", "unzip -d tax-forms tax-forms.zip"},
	"what's inside recipes-box.tar.gz?":                                                          {"tar -tf recipes-box.tar.gz", "tar -tvzf recipes-box.tar.gz", "tar tzf recipes-box.tar.gz"},
	"files in tax-forms.zip, without unzipping":                                                  {"unzip -Z1 tax-forms.zip", "zipinfo -1 tax-forms.zip", "unzip -v tax-forms.zip"},
	"list the contents of old-site.tar":                                                          {"tar -tvf old-site.tar", "tar tf old-site.tar"},
	"decompress meter-readings.csv.gz":                                                           {"gzip -d meter-readings.csv.gz", "gunzip -k meter-readings.csv.gz", "zcat meter-readings.csv.gz > meter-readings.csv"},
	"what's in meter-readings.csv.gz? just show me, don't unpack it":                             {"gunzip -c meter-readings.csv.gz", "gzip -dc meter-readings.csv.gz"},
	"what kernel am I running?":                                                                  {"uname -a", "cat /proc/sys/kernel/osrelease"},
	"kernel version?":                                                                            {"uname -sr", "uname -a"},
	"what operating system is this?":                                                             {"cat /etc/os-release", "uname -a", "uname -o"},
	"hostname?":                                                                                  {"uname -n", "echo $HOSTNAME"},
	"what's this computer called?":                                                               {"uname -n", "hostname -s"},
	"my username":                                                                                {"id -un", "echo $USER"},
	"who am I logged in as?":                                                                     {"id -un", "echo $LOGNAME", "id"},
	"what groups am I in?":                                                                       {"id -Gn", "id"},
	"what's my user id number?":                                                                  {"id", "echo $UID"},
	"where is the git program installed?":                                                        {"command -v git", "type -P git", "whereis git"},
	"is zip installed?":                                                                          {"which zip", "type zip"},
	"show me which tar I'm using":                                                                {"command -v tar", "type -p tar"},
	"how long has this computer been on?":                                                        {"uptime -p", "w | head -n 1"},
	"time since boot":                                                                            {"uptime"},
	"show me all my environment variables":                                                       {"printenv", "export -p"},
	"environment variables":                                                                      {"env", "env | sort"},
	"what's my PATH?":                                                                            {"printenv PATH", "echo \"$PATH\""},
	"home directory?":                                                                            {"printenv HOME", "echo ~"},
	"which shell am I using?":                                                                    {"printenv SHELL", "echo \"$SHELL\"", "basename $SHELL"},
	"show today's date as year-month-day":                                                        {"date +%Y-%m-%d", "date -I", "date '+%Y-%m-%d'"},
	"what day of the week is it?":                                                                {"date", "date +%a"},
	"date in day/month/year":                                                                     {"date '+%d/%m/%Y'"},
	"what time is it right now?":                                                                 {"date +%T", "date +%H:%M"},
	"disk space?":                                                                                {"df", "df -h /", "df -H"},
	"how much space is left on my drive?":                                                        {"df -h .", "df"},
	"I think my disk is getting full, can you check?":                                            {"df -h /", "df -hT"},
	"how much memory is free?":                                                                   {"free -m", "cat /proc/meminfo", "free", "top -bn1 | head -n 5"},
	"ram usage":                                                                                  {"free -m", "free --mega", "top -bn1 | head"},
	"what's running right now?":                                                                  {"ps -ef", "ps -e", "top -bn1"},
	"show me the five processes using the most memory":                                           {"ps -eo pid,comm,%mem --sort=-%mem | head -n 6", "ps aux | sort -rnk 4 | head -n 5"},
	"top cpu hogs":          {"ps -eo pid,comm,%cpu --sort=-%cpu | head", "ps aux --sort=-pcpu | head -n 5"},
	"my ip":                 {"ip addr", "ip -4 addr show", "ifconfig"},
	"what's my IP address?": {"ip -4 addr", "ip a"},
	"keep showing me new lines as they get added to bakery.log": {"tail -F bakery.log", "tail -n 0 -f bakery.log", "tail -f -n 5 bakery.log"},
	"watch kitchen-orders.log live":                             {"tail -F kitchen-orders.log", "tail -n 20 -f kitchen-orders.log"},
	"can I follow bakery.log as it grows?":                      {"tail --follow bakery.log", "tail -F bakery.log"},
}
