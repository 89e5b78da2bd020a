package sets

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The eleventh development set (testdata/dev11.json) was written for
// issue 15's everyday basics by someone who did not read the catalogue,
// the matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (dev11Template: the tenth set's tree with new
// files under new names, so that every older file is a distractor). Its
// requests are in the voices of eight kinds of user: an office worker who
// describes a messy situation, someone typing fast on a phone, a data
// analyst who talks of columns and rows, a polite and long-winded older
// user, a non-native speaker, a developer who uses jargon and
// half-commands, someone who asks "how do I …?" about a file they name,
// and someone who describes the end state they want. It is a development
// set: TestDev11Set prints each answer with CARO_DEV11_DETAIL=1. Its
// cases have the fifth set's fields, and its tests are the fifth set's
// (heldOut5), run on its own cases and tree.
var dev11Set = laterSet(heldOut5{name: "offline dev set 11", detail: "CARO_DEV11_DETAIL", wrongs: dev11Wrongs, variants: dev11Variants, minCases: 220, minBeyond: 20, minChecks: 90,
	minRight: dev11MinRight, maxWrong: dev11MaxWrong},
	"dev11.json", dev11Built, dev11Stamp)

// The ratchet of TestDev11Set, measured on f5354c5 (the matcher of
// 6732c62, which never saw the set): 95 right (40.1 %), 4 confidently
// wrong (1.7 %), 138 abstained (58.2 %) of 237, the 23 beyond the
// catalogue all abstained. Its four wrong answers were read and each is
// wrong (a folder made beside the one it was to go in, twice; one column
// of the two asked for; uname with no flag for "everything"), so no check
// was changed. It is a development set: its answers may be read and tuned
// on. Raise it when the score rises; never lower it. One exception, made
// when the set was merged: c0ea6b9 (no catalogue answer that the
// grammar's reading of the same program contradicts), written before the
// set, costs it one right answer, where the two readings differ in form
// only (find -mmin +43200 and -mtime +30): 94. Raised to 135 right,
// 2 wrong by the files, listings, finds and archives (fx-files): a folder
// "inside the folder x", copies and renames said as the end state, touch,
// chmod and ln in words, "be so kind as to", "every level down"; to 137
// with a listing saved to a new file and "I need to email x" (fx-files).
// The system and follow intents (uname -a for "full", hostname "in the
// network", which "the tar program", a program's version, uptime
// "switched on", env dump and "written in", date "in the form", ipv4,
// "one-shot") and the wrappers (an older user's polite forms, phone short
// forms, a situation told before a dash or "a form that wants", "all I
// want on screen is", "X is enormous and …", "and nothing before them",
// "when you're done", "I think", "write down", "find out how many",
// "hidden ones included", "see x, from the beginning to the end")
// (fx-sys); the text and view fixes (fx-text: columns each with its own
// "the", line N to the end, grep's case and whole word in plain words,
// output saved into a new file, counts, sort columns named in words):
// 192 right (81.0 %), 0 wrong once all three were merged. (The helpers
// saw 94 against 95 at their start: not a flake, c0ea6b9 above.)
// Raised to 194 by fx2-text ("do not mention output", a whole word said
// again: "not inside words like …"). Raised to 195 by fx4-text ("by
// the value column" of a headerless file with one column of numbers).
// Raised to 197 by fix-files' permissions ("nobody else on this computer
// …, only me", "x can be changed by anyone at the moment. Take away …,
// but leave mine as it is"). Raised to 198 by fix-files' "x has stuff in
// it I've forgotten about - just list what's in there". Raised to 199 by
// fix-files' "x … wants to know its lines, words and characters". Raised
// to 200 by fix-files' "containing the single line: Welcome, friends.".
// Raised to 203 by fix-files' "my accountant wants x, could you put a
// copy of it …", "a.pdf and b.pdf are cluttering up …, please move both
// …", "a file called y that holds just the first 5 lines of x".
// Raised to 213 by fix-text ("sorted after the medals, this is the
// third column", "how many units … in total", rows with more than 10
// units, "x still says A everywhere but we're B now", "tr -d style", a
// file full of what is not wanted, "the lines for the fixed costs").
const (
	dev11MinRight = 213
	dev11MaxWrong = 0
)

// dev11Built holds dev11Template's tree, built once per test binary
// (builtTree).
var dev11Built = &builtTree{name: "dev11", build: dev11Template}

// dev11Turbine is a log whose word "fault" comes in several cases, alone
// and inside longer words.
const dev11Turbine = "06:00 turbine spin-up\n06:05 FAULT blade sensor\n06:10 output 2.1MW\n06:15 fault: yaw motor\n" +
	"06:20 output 2.3MW\n06:25 Fault cleared\n06:30 output 2.2MW\n06:35 maintenance window\n" +
	"06:40 FAULTY reading ignored\n06:45 output 2.4MW\n06:50 faultless restart\n06:55 shutdown\n"

// dev11Template builds the eleventh set's tree once: a copy of the tenth
// set's built tree (dev10Built, shared with the tenth set's tests) with
// the eleventh set's files.
func dev11Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev11")
	frozen5Copy(t, dev10Built.tree(t), dir, true)
	files := map[string]string{
		"turbine.log":         dev11Turbine,
		"harbour.log":         frozen5Lines("berth", 40, nil),
		"ferry.log":           "ferry schedule loaded\nboarding at gate 3\n",
		"printer.log":         "printer ready\ntoner at 40%\n",
		"sensor-feed.log":     frozen5Lines("reading", 20, nil),
		"uploads-queue.log":   "queue opened\n",
		"chapter-notes.txt":   frozen5Lines("para", 60, nil),
		"playlist-road.txt":   frozen5Lines("song", 12, nil),
		"novel-outline.txt":   frozen5Lines("scene", 13, nil),
		"shopping-list.txt":   "eggs\nflour\nsugar\nbutter\nmilk\n",
		"packing-list.txt":    "passport\ncharger\nsocks\nsunscreen\n",
		"wedding-speech.txt":  "thank you all for coming today\nwe are so happy to see every one of you\nplease enjoy the cake\n",
		"cover-letter.txt":    "Dear hiring team,\nI would love to join.\n",
		"surnames.txt":        "young\nabbott\nmiller\nchen\nokafor\nbrandt\nduarte\n",
		"altitudes.txt":       "2962\n318\n4808\n88\n1345\n",
		"donations.txt":       "150\n20\n1000\n75\n5\n",
		"league.txt":          "otters 31 4\nfalcons 9 12\nbadgers 24 7\nherons 17 9\n",
		"fleet.csv":           "van-3,2019,84000\nvan-1,2021,23000\nvan-7,2016,151000\nvan-2,2020,47000\n",
		"visitors.txt":        "lisbon\nlisbon\nporto\nfaro\nfaro\nfaro\nbraga\nporto\n",
		"attendance.txt":      "amir\namir\nbeth\ncarlos\ncarlos\ncarlos\ndina\n",
		"errors-seen.txt":     "timeout\ndisk\ntimeout\nauth\ndisk\ntimeout\n",
		"sales-q3.csv":        "region,rep,units,revenue\nnorth,ayla,12,3400\nsouth,bruno,7,1890\neast,chidi,21,5020\nwest,dara,4,990\n",
		"lab-results.csv":     "s01,4.5,ok\ns02,3.9,fail\ns03,5.1,ok\ns04,2.7,fail\ns05,4.1,ok\n",
		"staff-directory.tsv": "name\tdept\text\nhelga\tfinance\t4410\nravi\tsupport\t4471\nsofia\tlegal\t4402\n",
		"parcels.tsv":         "TRK881\tmadrid\t2.4\nTRK882\tnantes\t0.8\nTRK883\tgdansk\t5.1\n",
		"mounts.txt":          "/dev/sda1:/:ext4\n/dev/sdb1:/srv:xfs\n/dev/sdc1:/backup:btrfs\n",
		"budget-lines.txt":    "rent;1200;fixed\nfood;430;variable\ntransport;95;variable\ninsurance;60;fixed\n",
		"athletes.txt":        "ines PT 3\nkofi GH 1\nmarta ES 5\nyuto JP 2\n",
		"welcome-letter.txt":  "Acme Ltd thanks you for your order.\nAcme Ltd is closed on Sundays.\nVisit acme ltd online.\n",
		"price-list.txt":      "apples 2.00 EUR\npears 2.50 EUR\nplums 3.10 EUR\n",
		"readme-draft.md":     "# colour picker\nPick a colour, any colour.\n",
		"shouting.txt":        "PLEASE STOP YELLING\nTHANK YOU\n",
		"tags.txt":            "red,green,blue,yellow\n",
		"serials.txt":         "AB12CD34\nEF56GH78\n",
		"notes-standup.txt":   "art review at ten\nparty planning\nstart the build\nart supplies ordered\n",
		"guest-feedback.txt":  "Great stay\nroom was great\nnoisy at night\nGREAT breakfast\nparking ok\n",
		"todo-home.txt":       "fix tap\n\npaint fence\n\n\nmow lawn\n",
		"changelog-app.txt":   "v1.2 released\nv1.3 released\n",
		"heartbeat.txt":       "last beat recorded\n",
		"contract-signed.pdf": "signed contract\n",
		"tax-return.pdf":      "tax return\n",
		"IMG_4411.jpg":        "granny at 90\n",
		"scan-0001.pdf":       "scan one\n",
		"scan-0002.pdf":       "scan two\n",
		"rotate-logs.sh":      "#!/bin/sh\necho rotated\n",
		"sync-photos.sh":      "#!/bin/sh\necho synced\n",
		"bank-details.txt":    "IBAN XX00 0000\n",
		"brochure.html":       "<h1>spring offers</h1>\n",
		"final-grades.txt":    "ana A\nben B\n",
		"shared-calendar.ics": "BEGIN:VCALENDAR\nEND:VCALENDAR\n",
		"team-budget.xls":     "budget\n",
		"old-flyer.txt":       "old flyer\n",
		"flyer-new.txt":       "new flyer\n",
		"quote-v1.txt":        "version one\n",
		"quote-v2.txt":        "version two\n",
		"cv-2026.pdf":         "curriculum vitae\n",

		"scans/.keep":                  "",
		"accountant/.keep":             "",
		"job-hunt/.keep":               "",
		"vectors/.keep":                "",
		"restore-area/.keep":           "",
		"temp-stuff/ticket.txt":        "concert ticket\n",
		"tmp-render/frame1.png":        "frame1\n",
		"tmp-render/frame2.png":        "frame2\n",
		"reports-2026/march.pdf":       "march report\n",
		"reports-2026/april.pdf":       "april report\n",
		"private-notes/diary.txt":      "dear diary\n",
		"sketchbook/horse.svg":         "<svg>horse</svg>\n",
		"sketchbook/tree.svg":          "<svg>tree</svg>\n",
		"sketchbook/notes.txt":         "sketch ideas\n",
		"sketchbook/inks/sepia.txt":    "sepia\n",
		"recipes-nana/scones.txt":      "scones\n",
		"recipes-nana/trifle.txt":      "trifle\n",
		"campus/map.txt":               "campus map\n",
		"campus/rules.txt":             "no bikes indoors\n",
		"campus/library/catalogue.txt": "books\n",
		"campus/gym/timetable.txt":     "yoga monday\n",
		"campus/canteen/menu.txt":      "soup of the day\n",
		"trip-photos/beach.jpg":        "beach\n",
		"trip-photos/dunes.jpg":        "dunes\n",
		"trip-photos/.albumrc":         "sort=date\n",
		"trip-photos/.thumbs.db":       "thumbs\n",
		"warehouse/envelope.txt":       "envelope\n",
		"warehouse/.inventory":         "3 items\n",
		"mailroom/parcel-a.txt":        "parcel a\n",
		"mailroom/parcel-b.txt":        "parcel b\n",
		"mailroom/parcel-c.txt":        "parcel c\n",
		"mailroom/parcel-d.txt":        "parcel d\n",
		"mailroom/parcel-e.txt":        "parcel e\n",
		"mixtape/intro.ogg":            "intro\n",
		"mixtape/chorus.ogg":           "chorus\n",
		"mixtape/outro.ogg":            "outro\n",
		"mixtape/bridge.mp3":           "bridge\n",
		"mixtape/lyrics.txt":           "la la la\n",
		"orchard/README.md":            "orchard plan\n",
		"orchard/apples/notes.md":      "FIXME: prune in march\ncheck for scab\n",
		"orchard/apples/varieties.txt": "gala\nfuji\nbraeburn\n",
		"orchard/pears/notes.md":       "fixme later: order stakes\n",
		"orchard/pears/conference.txt": "conference pears\n",
		"orchard/tools/shears.txt":     "FIXME sharpen blades\n",
		"orchard/tools/ladder.log":     "ladder inspected\n",
		"datasets/readme.txt":          "quarterly data\n",
		"datasets/2024/q1.csv":         "a,b\n1,2\n",
		"datasets/2025/q2.csv":         "a,b\n3,4\n",
		"datasets/raw/dump.tsv":        frozen5Lines("raw\trow", 400, nil),
		"drafts-box/empty-a.txt":       "",
		"drafts-box/empty-b.md":        "",
		"drafts-box/full.txt":          "draft text\n",
	}
	frozen5Write(t, dir, files)
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 11, map[string]int{
		"warehouse/pallet.bin": 3 << 20,
		"warehouse/crate.bin":  700 << 10,
		"warehouse/carton.bin": 120 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"rotate-logs.sh": 0o644, "sync-photos.sh": 0o644, "bank-details.txt": 0o644,
		"brochure.html": 0o600, "final-grades.txt": 0o644, "shared-calendar.ics": 0o666, "team-budget.xls": 0o644,
		"private-notes": 0o755})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "holiday-snaps.tar.gz"), "holiday-snaps/", now,
		map[string]string{"holiday-snaps/beach.txt": "beach day\n", "holiday-snaps/pier.txt": "pier walk\n"})
	writeTarGz(t, filepath.Join(dir, "thesis-backup.tgz"), "thesis-backup/", now,
		map[string]string{"thesis-backup/ch1.tex": "\\chapter{one}\n", "thesis-backup/ch2.tex": "\\chapter{two}\n"})
	frozen5PlainTar(t, filepath.Join(dir, "logs-2025.tar"), "logs-2025/", now,
		map[string]string{"logs-2025/jan.log": "january\n", "logs-2025/feb.log": "february\n"})
	writeZip(t, filepath.Join(dir, "drivers.zip"), "printer.inf", "scanner.inf")
	writeZip(t, filepath.Join(dir, "fonts-extra.zip"), "lato.ttf", "inter.ttf")
	gzipFile(t, filepath.Join(dir, "export-2026.csv.gz"), "batch,count\nb1,40\nb2,17\n")
	if err := dev11Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// dev11Stamp dates the tenth set's files (dev10Stamp) and the eleventh
// set's whose age a request asks about, counting back from now, as
// dev10Stamp does, keeping clear of the bounds a request names (a day,
// today, a week, a month) and of those a right command may round them to.
func dev11Stamp(dir string, now time.Time) error {
	if err := dev10Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"mailroom/parcel-a.txt": fresh,
		"mailroom/parcel-b.txt": now.Add(-5 * hour),
		"mailroom/parcel-c.txt": now.Add(-3 * day),
		"mailroom/parcel-d.txt": now.Add(-10 * day),
		"mailroom/parcel-e.txt": now.Add(-45 * day),
		"heartbeat.txt":         now.Add(-30 * day),
	})
}

// TestDev11Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestDev11Refs(t *testing.T) { dev11Set.refs(t) }

// TestDev11RefsCanFail shows the checks reject wrong commands: each of
// dev11Wrongs is a plausible, confidently wrong answer to its request.
func TestDev11RefsCanFail(t *testing.T) { dev11Set.refsCanFail(t) }

// TestDev11Variants runs other right commands (dev11Variants): a check
// must accept every right answer, not only the reference.
func TestDev11Variants(t *testing.T) { dev11Set.variantsPass(t) }

// TestDev11Set runs the eleventh set like the tenth (heldOut5's score):
// one summary line, and each answer with CARO_DEV11_DETAIL=1 (a
// development set: its answers may be read).
func TestDev11Set(t *testing.T) { dev11Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
// dev11Wrongs: plausible, confidently wrong commands, by request.
var dev11Wrongs = map[string]string{
	"I want a folder called tenders/2026/spring, with the folders above it made as well":                                                               `mkdir tenders`,
	"pls make 2 new folders invoices-paid and invoices-unpaid":                                                                                         `mkdir invoices-paid`,
	"Make for me a new folder with the name quarterly-review inside the folder accountant":                                                             `mkdir quarterly-review`,
	"Would you be so kind as to make a spare copy of contract-signed.pdf named contract-signed.bak, leaving the original where it is?":                 `mv contract-signed.pdf contract-signed.bak`,
	"my accountant wants tax-return.pdf, could you put a copy of it into the accountant folder? I still need mine too":                                 `mv tax-return.pdf accountant/`,
	"I want a folder sketchbook-backup that is a complete copy of sketchbook, subfolders and all":                                                      `mkdir sketchbook-backup && cp sketchbook/* sketchbook-backup/`,
	"clone the orchard dir to orchard-old, recursive":                                                                                                  `mv orchard orchard-old`,
	"rename IMG_4411.jpg to granny-birthday.jpg thx":                                                                                                   `cp IMG_4411.jpg granny-birthday.jpg`,
	"the scans scan-0001.pdf and scan-0002.pdf are cluttering up my home folder, please move both into the scans folder":                               `mv scan-0001.pdf scans/`,
	"The folder temp-stuff, I want that it is called keepsakes from now on":                                                                            `cp -r temp-stuff keepsakes`,
	"how do I create an empty file called followup.txt?":                                                                                               `touch follow-up.txt`,
	"I should like the date on heartbeat.txt brought up to the present moment, without altering a word of what is written in it.":                      `echo > heartbeat.txt`,
	"I want a shortcut called latest-report.pdf right here that points to reports-2026/march.pdf":                                                      `ln -s reports-2026/april.pdf latest-report.pdf`,
	"ln -s orchard/tools here, call the link garden-tools":                                                                                             `cp -r orchard/tools garden-tools`,
	"chmod rotate-logs.sh so it actually runs":                                                                                                         `chmod 644 rotate-logs.sh`,
	"make sync-photos.sh executable pls":                                                                                                               `chmod +x rotate-logs.sh`,
	"bank-details.txt has my account numbers in it; nobody else on this computer should be able to read it, only me (read and write)":                  `chmod 644 bank-details.txt`,
	"how do I make brochure.html readable by everyone but writable only by me?":                                                                        `chmod 666 brochure.html`,
	"Would you kindly make final-grades.txt read-only for absolutely everybody, myself included?":                                                      `chmod go-w final-grades.txt`,
	"shared-calendar.ics can be changed by anyone at the moment. Take away write permission from the group and everyone else, but leave mine as it is": `chmod a-w shared-calendar.ics`,
	"Please give also the group the right to write in team-budget.xls":                                                                                 `chmod o+w team-budget.xls`,
	"there's an old-flyer.txt I don't need any more, please delete it - only that one, flyer-new.txt stays":                                            `rm flyer-new.txt`,
	"nuke the tmp-render dir": `rmdir tmp-render`,
	"When you're done I want a folder archive-2026 with a copy of budget-lines.txt inside it":                                                                `cp budget-lines.txt archive-2026`,
	"copy sales-q3.csv to sales-q3-working.csv so I can play with the working copy":                                                                          `mv sales-q3.csv sales-q3-working.csv`,
	"mv cv-2026.pdf into the job-hunt folder":                                                                                                                `cp cv-2026.pdf job-hunt/`,
	"I want to copy all the .svg files from sketchbook into the folder vectors":                                                                              `cp sketchbook/horse.svg vectors/`,
	"how do I make three folders red, green and blue inside a new folder paint-pots?":                                                                        `mkdir -p paint-pots/red`,
	"Kindly create a file named guestbook-2026.txt containing the single line: Welcome, friends.":                                                            `touch guestbook-2026.txt`,
	"append a line 'v1.4 released' to changelog-app.txt":                                                                                                     `echo 'v1.4 released' > changelog-app.txt`,
	"There should be an empty file called .nomedia inside trip-photos":                                                                                       `touch .nomedia`,
	"Make a copy from wedding-speech.txt with the name speech-final.txt":                                                                                     `mv wedding-speech.txt speech-final.txt`,
	"move fleet.csv, it's old data, into a new folder archive-data (it doesn't exist yet)":                                                                   `mv fleet.csv archive-data`,
	"rename dir tmp-render to renders-old":                                                                                                                   `cp -r tmp-render renders-old`,
	"I made a mess with the quote: there's quote-v1.txt and quote-v2.txt. I only want v2 now - get rid of quote-v1.txt and call quote-v2.txt just quote.txt": `mv quote-v2.txt quote.txt`,
	"In the folder campus please make a new empty file notes.txt":                                                                                            `touch notes.txt`,
	"I should be grateful if you would move every .ogg file out of mixtape and into a new folder named ogg-only.":                                            `mkdir -p ogg-only && cp mixtape/*.ogg ogg-only/`,
	"lock down the private-notes dir, 700":                                                                                                                   `chmod 600 private-notes`,
	"I need an empty folder called pivot-tables next to sales-q3.csv":                                                                                        `touch pivot-tables`,
	"show me whats in shopping-list.txt":                                                                                                                     `cat packing-list.txt`,
	"Would you be so good as to display shopping-list.txt and then packing-list.txt, one after the other?":                                                   `cat shopping-list.txt`,
	"first 15 of chapter-notes.txt":                                                                                                                          `head chapter-notes.txt`,
	"I only need the top 3 rows of sales-q3.csv, counting the header as one of them":                                                                         `head -n 4 sales-q3.csv`,
	"Show me the last 7 lines from harbour.log":                                                                                                              `tail harbour.log`,
	"harbour.log is enormous and all I care about is how it ended, the final 12 lines":                                                                       `tail -n 10 harbour.log`,
	"how do I see lines 20 to 25 of chapter-notes.txt?":                                                                                                      `head -n 25 chapter-notes.txt`,
	"give me rows 41 to 44 of chapter-notes.txt":                                                                                                             `sed -n 41,45p chapter-notes.txt`,
	"last line of playlist-road.txt?":                                                                                                                        `tail -n 2 playlist-road.txt`,
	"I should like to see only the very first line of novel-outline.txt.":                                                                                    `head -n 2 novel-outline.txt`,
	"line count of novel-outline.txt":                                                                                                                        `wc -l chapter-notes.txt`,
	"how many data rows does sales-q3.csv have, not counting the header?":                                                                                    `wc -l sales-q3.csv`,
	"How many words has the file wedding-speech.txt?":                                                                                                        `wc -l wedding-speech.txt`,
	"how do I find out how many bytes long cover-letter.txt is?":                                                                                             `wc -l cover-letter.txt`,
	"line counts for shopping-list.txt and packing-list.txt, and the total of both":                                                                          `cat shopping-list.txt packing-list.txt | wc -l`,
	"someone sent me wedding-speech.txt and the print form wants to know its lines, words and characters":                                                    `wc -w wedding-speech.txt`,
	"cat turbine.log w/ line numbers":                                                                                                                        `cat turbine.log`,
	"open cover-letter.txt i need to read it":                                                                                                                `cat wedding-speech.txt`,
	"Please show the lines from 50 until the end of chapter-notes.txt":                                                                                       `tail -n 50 chapter-notes.txt`,
	"All I want on screen is the header line of sales-q3.csv, nothing else":                                                                                  `head -n 2 sales-q3.csv`,
	"how do I count the lines in harbour.log?":                                                                                                               `wc -l turbine.log`,
	"I need to print packing-list.txt with a number in front of each line so we can tick things off":                                                         `cat packing-list.txt`,
	"peek at first 3 lines of sensor-feed.log":                                                                                                               `head sensor-feed.log`,
	"Might I see the whole of novel-outline.txt, from the beginning to the end?":                                                                             `head novel-outline.txt`,
	"I'd like to read just the end of harbour.log - the last 3 lines - and nothing before them":                                                              `tail harbour.log`,
	"How many lines have together the files shopping-list.txt and packing-list.txt?":                                                                         `wc -l shopping-list.txt`,
	"I think my trip-photos folder has hidden files in it as well - show me everything that's in there, hidden ones included":                                `ls trip-photos`,
	"list warehouse files biggest 1st pls":                                                                                                                   `ls -Sr warehouse`,
	"ls mailroom, newest first":                                                                                                                              `ls -tr mailroom`,
	"I should like to see what is in the mailroom folder, with the oldest items at the top.":                                                                 `ls -t mailroom`,
	"how do I list everything in orchard, including what's inside its subfolders?":                                                                           `ls orchard`,
	"Show me only the folders inside campus, not the files":                                                                                                  `ls campus`,
	"which ogg files r in mixtape":                                                                                                                           `ls mixtape`,
	"list the files in warehouse with their sizes in human-readable units":                                                                                   `ls -l warehouse`,
	"I want to see every file in trip-photos with its permissions, owner and date, hidden ones too":                                                          `ls -l trip-photos`,
	"orchard/apples has stuff in it I've forgotten about - just list what's in there":                                                                        `ls orchard`,
	"Could you please give me a long listing of the files in the folder sketchbook?":                                                                         `ls sketchbook`,
	"Show all files in warehouse sorted from the small ones to the big ones":                                                                                 `ls -S warehouse`,
	"how many files in mixtape":                                                                                                                              `ls -a mixtape | wc -l`,
	"count the .ogg files in mixtape":                                                                                                                        `ls mixtape | wc -l`,
	"how do I see which subfolders orchard has?":                                                                                                             `ls orchard`,
	"the mailroom folder - what's the latest thing that arrived? just the newest one please":                                                                 `ls -t mailroom | tail -n 1`,
	"ls warehouse incl dotfiles":                                                                                                                             `ls warehouse`,
	"I'd like to see everything under datasets, every level down":                                                                                            `ls datasets`,
	"find *.md under orchard":                                                                                                                                `ls orchard/*.md`,
	"Search in warehouse all files bigger as 500 kilobytes":                                                                                                  `find warehouse -size +100k`,
	"I think something in warehouse is over 1 MB and eating my disk, can you find it?":                                                                       `find warehouse -size +500k`,
	"how do I find the files in mailroom that changed in the last 24 hours?":                                                                                 `find mailroom -type f -mtime -7`,
	"Would you be so kind as to find any files in the mailroom folder that have not been changed for more than a month?":                                     `find mailroom -type f -mtime +7`,
	"find stuff in mailroom older than a week":                                                                                                               `find mailroom -type f -mtime -7`,
	"find every .csv file anywhere under datasets":                                                                                                           `ls datasets/*.csv`,
	"Find me inside orchard the file that is called shears.txt, where it is":                                                                                 `ls orchard`,
	"find empty files in drafts-box":                                                                                                                         `ls drafts-box`,
	"I want a list of every folder, at any depth, under datasets":                                                                                            `ls datasets`,
	"how do I find the files in datasets whose names start with q?":                                                                                          `ls datasets`,
	"what came into the mailroom folder today?":                                                                                                              `find mailroom -type f -mtime -7`,
	"Would you please look through datasets and tell me which files are larger than 1 kilobyte?":                                                             `find datasets -type f`,
	"sort surnames.txt a-z pls":                                                                                                                              `sort -r surnames.txt`,
	"I should like surnames.txt shown in reverse alphabetical order, if you please.":                                                                         `sort surnames.txt`,
	"sort altitudes.txt numerically, lowest first":                                                                                                           `sort altitudes.txt`,
	"donations.txt is a list of amounts; I need them from the biggest to the smallest":                                                                       `sort -r donations.txt`,
	"sort league.txt by col 2, numeric, desc":                                                                                                                `sort -k2 league.txt`,
	"sort fleet.csv by the third field (the mileage), it's comma separated, smallest first":                                                                  `sort -t, -k3 fleet.csv`,
	"The file athletes.txt I want sorted after the medals, this is the third column, the most first":                                                         `sort -k3,3n athletes.txt`,
	"how do I sort budget-lines.txt by the amount in the second column? they're separated by semicolons":                                                     `sort -t';' -k2 budget-lines.txt`,
	"sort visitors.txt & remove dupes":                                                                                                                       `uniq visitors.txt`,
	"Would you be so kind as to show each line of visitors.txt only once, however many times it appears?":                                                    `uniq visitors.txt`,
	"how many times does each value appear in errors-seen.txt? counts per value":                                                                             `uniq -c errors-seen.txt`,
	"count dupes in attendance.txt, uniq -c style":                                                                                                           `uniq attendance.txt`,
	"Which names come more than one time in attendance.txt?":                                                                                                 `uniq attendance.txt`,
	"visitors.txt has repeats all over the place; I only want to know which cities show up more than once":                                                   `uniq -d visitors.txt`,
	"which lines in errors-seen.txt appear only once":                                                                                                        `sort -u errors-seen.txt`,
	"pull just the rep column out of sales-q3.csv":                                                                                                           `cut -d, -f1 sales-q3.csv`,
	"give me the units column of sales-q3.csv without the header":                                                                                            `cut -d, -f3 sales-q3.csv`,
	"what's the total of the revenue column in sales-q3.csv":                                                                                                 `awk -F, 'NR>1{s+=$3} END{print s}' sales-q3.csv`,
	"I need to know how many units we sold in total - it's the units column in sales-q3.csv":                                                                 `awk -F, 'NR>1{s+=$4} END{print s}' sales-q3.csv`,
	"From lab-results.csv I need only the first and the third column":                                                                                        `cut -d, -f1,2 lab-results.csv`,
	"print 2nd col of parcels.tsv":                                                                                                                           `cut -f1 parcels.tsv`,
	"how do I get the dept column out of staff-directory.tsv?":                                                                                               `cut -f1 staff-directory.tsv`,
	"mountpoints from mounts.txt - field 2, colon-delimited":                                                                                                 `cut -d: -f1 mounts.txt`,
	"the name and ext columns from staff-directory.tsv, skip the header row":                                                                                 `cut -f1,3 staff-directory.tsv`,
	"I should like to see the second column of athletes.txt, the country codes, and nothing else.":                                                           `awk '{print $1}' athletes.txt`,
	"which rows of sales-q3.csv have more than 10 units":                                                                                                     `awk -F, 'NR>1 && $4>10' sales-q3.csv`,
	"budget-lines.txt is our monthly spending; I only need the lines for the fixed costs":                                                                    `grep variable budget-lines.txt`,
	"Sum for me the second column in budget-lines.txt, it is separated with ;":                                                                               `awk -F';' '{s+=$1} END{print s}' budget-lines.txt`,
	"show the rows of lab-results.csv sorted by the value column, highest first":                                                                             `sort -t, -k2,2n lab-results.csv`,
	"grep -c: how many lines of turbine.log contain FAULT, case matters":                                                                                     `grep -ic FAULT turbine.log`,
	"how many lines in turbine.log have fault in them, any case":                                                                                             `grep -c fault turbine.log`,
	"Would you please show me every line of turbine.log that contains the word fault, whether in capitals or not, but only where it stands as a whole word?": `grep -i fault turbine.log`,
	"turbine.log is full of output readings I don't care about - show me everything except the lines with output in them":                                    `grep output turbine.log`,
	"how do I see the FAULT lines in turbine.log together with their line numbers?":                                                                          `grep FAULT turbine.log`,
	"Show me in guest-feedback.txt all lines with great, big or small letters egal":                                                                          `grep great guest-feedback.txt`,
	"how do I find the lines in notes-standup.txt that have art as a word of its own, not inside words like party or start?":                                 `grep art notes-standup.txt`,
	"I've got a folder called orchard full of notes, and somewhere I wrote FIXME in capitals - which files is it in?":                                        `grep -ril fixme orchard`,
	"search orchard for fixme any case, just the filenames":                                                                                                  `grep -ri fixme orchard`,
	"count the rows in lab-results.csv flagged fail":                                                                                                         `grep -c ok lab-results.csv`,
	"Give me all lines from guest-feedback.txt which do NOT have great inside, no matter big or small letters":                                               `grep -v great guest-feedback.txt`,
	"grep the orchard tree for ladder, show the matching lines":                                                                                              `grep ladder orchard`,
	"I want to know which file inside orchard mentions pruning - the one with the word prune in it":                                                          `grep -rl prune orchard/pears`,
	"Would you be good enough to count how many lines of turbine.log do not mention output?":                                                                 `grep -c output turbine.log`,
	"welcome-letter.txt still says Acme Ltd everywhere but we're Zenith Co now - please fix the file itself":                                                 `sed 's/Acme Ltd/Zenith Co/g' welcome-letter.txt`,
	"I should like to see price-list.txt with every EUR shown as USD, but please do not alter the file itself.":                                              `sed -i 's/EUR/USD/g' price-list.txt`,
	"s/colour/color/g on readme-draft.md, in place":                                                                                                          `sed -i 's/colour/color/' readme-draft.md`,
	"In the file todo-home.txt please take away the empty lines, directly in the file":                                                                       `grep -v '^$' todo-home.txt`,
	"remove blank lines from todo-home.txt w/o changing the file, just show me":                                                                              `sed -i '/^$/d' todo-home.txt`,
	"how do I drop the first line of sales-q3.csv (the header) and see the rest?":                                                                            `head -n 1 sales-q3.csv`,
	"replace the commas with tabs in lab-results.csv and print it":                                                                                           `tr ',' ' ' < lab-results.csv`,
	"make shouting.txt lowercase pls": `tr 'a-z' 'A-Z' < shouting.txt`,
	"Change in tags.txt all commas to new lines, so every tag stands alone on its line":                            `tr ',' ' ' < tags.txt`,
	"strip the digits out of serials.txt, tr -d style":                                                             `tr -d 'A-Z' < serials.txt`,
	"Kindly display tags.txt with the commas replaced by semicolons; there is no need to change the file.":         `sed -i 's/,/;/g' tags.txt`,
	"I want shouting.txt itself to end up all in small letters":                                                    `tr 'A-Z' 'a-z' < shouting.txt`,
	"I want a sketchbook.tar.gz that holds the sketchbook folder":                                                  `tar -cf sketchbook.tar.gz sketchbook`,
	"Would you be so kind as to pack the folder recipes-nana into a plain, uncompressed tar file called nana.tar?": `tar -czf nana.tar recipes-nana`,
	"zip cv-2026.pdf and cover-letter.txt into application.zip":                                                    `zip application.zip cv-2026.pdf`,
	"Make me a zip from the folder campus, with the name campus.zip, with everything inside":                       `zip campus.zip campus`,
	"what's in holiday-snaps.tar.gz, list it":                                                                      `tar -xzf holiday-snaps.tar.gz`,
	"how do I see what files are inside drivers.zip without unpacking it?":                                         `unzip drivers.zip`,
	"someone sent me thesis-backup.tgz and I need the files out of it":                                             `tar -tzf thesis-backup.tgz`,
	"Please unpack logs-2025.tar into the folder restore-area":                                                     `tar -xf logs-2025.tar`,
	"unzip drivers.zip into drivers-unzipped":                                                                      `unzip drivers.zip`,
	"I should like to look inside fonts-extra.zip, simply to see the names of the fonts it holds.":                 `unzip fonts-extra.zip`,
	"I'd like the contents of holiday-snaps.tar.gz unpacked right here in this folder":                             `tar -tzf holiday-snaps.tar.gz`,
	"tar.gz the orchard dir into orchard-2026.tgz":                                                                 `tar -czf orchard.tgz orchard`,
	"I need to email the mixtape folder, can you squash it into one zip file called mixtape.zip first":             `zip mixtape.zip mixtape`,
	"how do I make a tar.gz called lists.tar.gz of just shopping-list.txt and packing-list.txt?":                   `tar -czf lists.tar.gz shopping-list.txt`,
	"bundle the datasets folder into datasets.tar.gz but leave out the raw subfolder":                              `tar -czf datasets.tar.gz datasets`,
	"Unpack me please thesis-backup.tgz into the folder restore-area":                                              `tar -xzf thesis-backup.tgz`,
	"whats inside logs-2025.tar":                                                                                   `tar -xf logs-2025.tar`,
	"I want a compressed copy of turbine.log next to it, turbine.log.gz, with the original kept as it is":          `gzip turbine.log`,
	"I want export-2026.csv unpacked from export-2026.csv.gz so I can open it":                                     `zcat export-2026.csv.gz`,
	"Would you kindly let me see the names inside thesis-backup.tgz? I do not wish to unpack it.":                  `tar -xzf thesis-backup.tgz`,
	"zip up sketchbook recursively as sketches-2026.zip":                                                           `zip -r sketchbook.zip sketchbook`,
	"how do I unzip fonts-extra.zip into a folder called fonts-new?":                                               `unzip fonts-extra.zip`,
	"full uname, everything":                                                                               `uname -r`,
	"whats my kernal version":                                                                              `uname -v`,
	"Which architecture has this computer, x86 or arm?":                                                    `uname -s`,
	"how do I see the name of the operating system kernel, like Linux or Darwin?":                          `uname -r`,
	"who am I logged in as - just the username":                                                            `id`,
	"I should like to know my user number and the groups I belong to.":                                     `whoami`,
	"what groups am i in":                                                                                  `id -u`,
	"What is the name of this computer in the network?":                                                    `whoami`,
	"IT asked me which machine I'm on - what's this computer called?":                                      `uname -r`,
	"how do I find where the tar program is installed?":                                                    `which zip`,
	"where does zip live on this machine":                                                                  `which unzip`,
	"path of the gzip binary?":                                                                             `which gunzip`,
	"Would you tell me how long this computer has been switched on?":                                       `date`,
	"dump all env vars":                                                                                    `echo $PATH`,
	"print the value of my PATH variable and nothing more":                                                 `env`,
	"What is written in the variable HOME?":                                                                `pwd`,
	"how do I see which shell I'm set up to use (the SHELL variable)?":                                     `echo $HOME`,
	"todays date as yyyy-mm-dd":                                                                            `date`,
	"Which date we have today? In the form day/month/year":                                                 `date +%m/%d/%Y`,
	"Might I ask what day of the week it is today? The name of the day will do.":                           `date +%a`,
	"I'm filling in a form that wants the current time, only hours and minutes":                            `date`,
	"unix timestamp now":                                                                                   `date +%S`,
	"what month is it, the month's full name":                                                              `date +%b`,
	"I keep getting disk full warnings - how much space is left on my disks?":                              `du -sh .`,
	"how much ram do i hve free":                                                                           `df -h`,
	"top 5 procs by cpu, one-shot":                                                                         `ps aux --sort=-%cpu | head -n 3`,
	"my laptop is crawling - which 3 programs are using the most memory?":                                  `ps aux --sort=-%mem | head -n 10`,
	"whats my ip address":                                                                                  `hostname`,
	"Which IP address has my computer? The IPv4 one":                                                       `ip link`,
	"how do I check which version of tar I have?":                                                          `which tar`,
	"how many CPU cores does this box have, just the number":                                               `uname -m`,
	"tail ferry.log and keep following it":                                                                 `tail ferry.log`,
	"printer.log keeps growing while the printer works - I want to watch the new lines come in live":       `cat printer.log`,
	"Show me the last 5 lines of sensor-feed.log and then stay and show me the new ones when they come":    `tail -f sensor-feed.log`,
	"watch uploads-queue.log live pls":                                                                     `cat uploads-queue.log`,
	"I should like to keep an eye on harbour.log as new entries arrive, if that can be arranged.":          `tail harbour.log`,
	"I'd like the lines of surnames.txt in alphabetical order written into a new file surnames-sorted.txt": `sort surnames.txt`,
	"In the end I want only the rep and revenue columns of sales-q3.csv saved in reps-revenue.csv":         `cut -d, -f2,3 sales-q3.csv > reps-revenue.csv`,
	"I want the FIXME lines from all over orchard collected into one file, fixme-list.txt":                 `grep -r FIXME orchard`,
	"I'd like a file called first-scenes.txt that holds just the first 5 lines of novel-outline.txt":       `head novel-outline.txt > first-scenes.txt`,
	"how do I save the list of files in mixtape into a file called mixtape-contents.txt?":                  `ls mixtape`,
}

// dev11Variants: other right commands, by request.
var dev11Variants = map[string][]string{
	"I want a folder called tenders/2026/spring, with the folders above it made as well":                                                               {`install -d tenders/2026/spring`, `mkdir -p tenders/2026/spring/`},
	"pls make 2 new folders invoices-paid and invoices-unpaid":                                                                                         {`mkdir -p invoices-paid invoices-unpaid`, `mkdir invoices-paid && mkdir invoices-unpaid`},
	"Make for me a new folder with the name quarterly-review inside the folder accountant":                                                             {`mkdir -p accountant/quarterly-review`, `cd accountant && mkdir quarterly-review`},
	"Would you be so kind as to make a spare copy of contract-signed.pdf named contract-signed.bak, leaving the original where it is?":                 {`cp -p contract-signed.pdf contract-signed.bak`, `cat contract-signed.pdf > contract-signed.bak`},
	"my accountant wants tax-return.pdf, could you put a copy of it into the accountant folder? I still need mine too":                                 {`cp tax-return.pdf accountant/tax-return.pdf`, `cp -v tax-return.pdf accountant`},
	"I want a folder sketchbook-backup that is a complete copy of sketchbook, subfolders and all":                                                      {`cp -a sketchbook sketchbook-backup`, `cp -R sketchbook sketchbook-backup`},
	"clone the orchard dir to orchard-old, recursive":                                                                                                  {`cp -a orchard orchard-old`},
	"rename IMG_4411.jpg to granny-birthday.jpg thx":                                                                                                   {`mv -v IMG_4411.jpg granny-birthday.jpg`, `mv -- IMG_4411.jpg granny-birthday.jpg`},
	"the scans scan-0001.pdf and scan-0002.pdf are cluttering up my home folder, please move both into the scans folder":                               {`mv scan-000*.pdf scans/`, `mv scan-0001.pdf scans/ && mv scan-0002.pdf scans/`},
	"The folder temp-stuff, I want that it is called keepsakes from now on":                                                                            {`mv temp-stuff/ keepsakes`},
	"how do I create an empty file called followup.txt?":                                                                                               {`: > followup.txt`},
	"I should like the date on heartbeat.txt brought up to the present moment, without altering a word of what is written in it.":                      {`touch -m heartbeat.txt`, `touch -c heartbeat.txt`},
	"I want a shortcut called latest-report.pdf right here that points to reports-2026/march.pdf":                                                      {`ln -sf reports-2026/march.pdf latest-report.pdf`, `ln -s "$PWD/reports-2026/march.pdf" latest-report.pdf`},
	"ln -s orchard/tools here, call the link garden-tools":                                                                                             {`ln -sn orchard/tools garden-tools`},
	"chmod rotate-logs.sh so it actually runs":                                                                                                         {`chmod u+x rotate-logs.sh`, `chmod 755 rotate-logs.sh`},
	"make sync-photos.sh executable pls":                                                                                                               {`chmod a+x sync-photos.sh`},
	"bank-details.txt has my account numbers in it; nobody else on this computer should be able to read it, only me (read and write)":                  {`chmod u=rw,go= bank-details.txt`, `chmod go-rwx bank-details.txt`},
	"how do I make brochure.html readable by everyone but writable only by me?":                                                                        {`chmod a+r brochure.html`, `chmod u=rw,go=r brochure.html`},
	"Would you kindly make final-grades.txt read-only for absolutely everybody, myself included?":                                                      {`chmod a=r final-grades.txt`, `chmod a-w final-grades.txt`, `chmod 0444 final-grades.txt`},
	"shared-calendar.ics can be changed by anyone at the moment. Take away write permission from the group and everyone else, but leave mine as it is": {`chmod 644 shared-calendar.ics`, `chmod g-w,o-w shared-calendar.ics`},
	"Please give also the group the right to write in team-budget.xls":                                                                                 {`chmod 664 team-budget.xls`, `chmod g+rw team-budget.xls`},
	"there's an old-flyer.txt I don't need any more, please delete it - only that one, flyer-new.txt stays":                                            {`rm -f old-flyer.txt`, `unlink old-flyer.txt`},
	"nuke the tmp-render dir": {`rm -rf tmp-render`, `rm -r tmp-render/`},
	"When you're done I want a folder archive-2026 with a copy of budget-lines.txt inside it":                                                                {`mkdir archive-2026; cp budget-lines.txt archive-2026/budget-lines.txt`},
	"copy sales-q3.csv to sales-q3-working.csv so I can play with the working copy":                                                                          {`cat sales-q3.csv > sales-q3-working.csv`},
	"mv cv-2026.pdf into the job-hunt folder":                                                                                                                {`mv cv-2026.pdf job-hunt/cv-2026.pdf`},
	"I want to copy all the .svg files from sketchbook into the folder vectors":                                                                              {`cp sketchbook/horse.svg sketchbook/tree.svg vectors`, `find sketchbook -name '*.svg' -exec cp {} vectors/ \;`},
	"how do I make three folders red, green and blue inside a new folder paint-pots?":                                                                        {`mkdir paint-pots && cd paint-pots && mkdir red green blue`},
	"Kindly create a file named guestbook-2026.txt containing the single line: Welcome, friends.":                                                            {`printf 'Welcome, friends.\n' > guestbook-2026.txt`},
	"append a line 'v1.4 released' to changelog-app.txt":                                                                                                     {`printf 'v1.4 released\n' >> changelog-app.txt`, `echo v1.4 released | tee -a changelog-app.txt`},
	"There should be an empty file called .nomedia inside trip-photos":                                                                                       {`: > trip-photos/.nomedia`},
	"move fleet.csv, it's old data, into a new folder archive-data (it doesn't exist yet)":                                                                   {`mkdir archive-data && mv fleet.csv archive-data/fleet.csv`},
	"I made a mess with the quote: there's quote-v1.txt and quote-v2.txt. I only want v2 now - get rid of quote-v1.txt and call quote-v2.txt just quote.txt": {`mv quote-v2.txt quote.txt && rm quote-v1.txt`},
	"I should be grateful if you would move every .ogg file out of mixtape and into a new folder named ogg-only.":                                            {`mkdir ogg-only; mv mixtape/intro.ogg mixtape/chorus.ogg mixtape/outro.ogg ogg-only`},
	"lock down the private-notes dir, 700":                                                                                                                   {`chmod u=rwx,go= private-notes`, `chmod go-rwx private-notes`},
	"I need an empty folder called pivot-tables next to sales-q3.csv":                                                                                        {`mkdir -p pivot-tables`},
	"show me whats in shopping-list.txt":                                                                                                                     {`more shopping-list.txt`, `cat -n shopping-list.txt`},
	"Would you be so good as to display shopping-list.txt and then packing-list.txt, one after the other?":                                                   {`head -n 50 shopping-list.txt packing-list.txt`, `cat shopping-list.txt; cat packing-list.txt`},
	"first 15 of chapter-notes.txt":                                                                                                                          {`sed -n 1,15p chapter-notes.txt`, `awk 'NR<=15' chapter-notes.txt`, `head -15 chapter-notes.txt`},
	"I only need the top 3 rows of sales-q3.csv, counting the header as one of them":                                                                         {`sed -n 1,3p sales-q3.csv`},
	"Show me the last 7 lines from harbour.log":                                                                                                              {`tail -7 harbour.log`, `sed -n '34,$p' harbour.log`},
	"how do I see lines 20 to 25 of chapter-notes.txt?":                                                                                                      {`awk 'NR>=20 && NR<=25' chapter-notes.txt`, `head -n 25 chapter-notes.txt | tail -n 6`},
	"give me rows 41 to 44 of chapter-notes.txt":                                                                                                             {`awk 'NR>=41 && NR<=44' chapter-notes.txt`, `tail -n +41 chapter-notes.txt | head -n 4`},
	"last line of playlist-road.txt?":                                                                                                                        {`tail -1 playlist-road.txt`, `sed -n '$p' playlist-road.txt`, `awk 'END{print}' playlist-road.txt`},
	"I should like to see only the very first line of novel-outline.txt.":                                                                                    {`head -1 novel-outline.txt`, `sed -n 1p novel-outline.txt`, `sed q novel-outline.txt`},
	"line count of novel-outline.txt":                                                                                                                        {`wc -l < novel-outline.txt`, `grep -c '' novel-outline.txt`, `awk 'END{print NR}' novel-outline.txt`},
	"how many data rows does sales-q3.csv have, not counting the header?":                                                                                    {`awk 'NR>1' sales-q3.csv | wc -l`, `sed 1d sales-q3.csv | wc -l`, `awk 'END{print NR-1}' sales-q3.csv`},
	"How many words has the file wedding-speech.txt?":                                                                                                        {`wc -w < wedding-speech.txt`, `cat wedding-speech.txt | wc -w`},
	"how do I find out how many bytes long cover-letter.txt is?":                                                                                             {`stat -c %s cover-letter.txt`, `wc -c < cover-letter.txt`, `ls -l cover-letter.txt`, `du -b cover-letter.txt`},
	"someone sent me wedding-speech.txt and the print form wants to know its lines, words and characters":                                                    {`wc -lwc wedding-speech.txt`, `wc -l -w -m wedding-speech.txt`},
	"cat turbine.log w/ line numbers":                                                                                                                        {`nl turbine.log`, `grep -n '' turbine.log`, `awk '{print NR, $0}' turbine.log`},
	"open cover-letter.txt i need to read it":                                                                                                                {`more cover-letter.txt`},
	"Please show the lines from 50 until the end of chapter-notes.txt":                                                                                       {`sed -n '50,$p' chapter-notes.txt`, `awk 'NR>=50' chapter-notes.txt`},
	"All I want on screen is the header line of sales-q3.csv, nothing else":                                                                                  {`head -1 sales-q3.csv`, `sed -n 1p sales-q3.csv`},
	"how do I count the lines in harbour.log?":                                                                                                               {`wc -l < harbour.log`, `grep -c '' harbour.log`},
	"I need to print packing-list.txt with a number in front of each line so we can tick things off":                                                         {`nl packing-list.txt`, `awk '{print NR". "$0}' packing-list.txt`},
	"peek at first 3 lines of sensor-feed.log":                                                                                                               {`head -3 sensor-feed.log`, `sed -n 1,3p sensor-feed.log`},
	"Might I see the whole of novel-outline.txt, from the beginning to the end?":                                                                             {`more novel-outline.txt`},
	"I'd like to read just the end of harbour.log - the last 3 lines - and nothing before them":                                                              {`tail -3 harbour.log`},
	"How many lines have together the files shopping-list.txt and packing-list.txt?":                                                                         {`wc -l shopping-list.txt packing-list.txt`},
	"I think my trip-photos folder has hidden files in it as well - show me everything that's in there, hidden ones included":                                {`ls -la trip-photos`, `ls -A trip-photos`, `find trip-photos`},
	"list warehouse files biggest 1st pls":                                                                                                                   {`ls -lS warehouse`, `du -a warehouse | sort -rn`, `ls -lhS warehouse`},
	"ls mailroom, newest first":                                                                                                                              {`ls -lt mailroom`, `ls -1t mailroom`},
	"I should like to see what is in the mailroom folder, with the oldest items at the top.":                                                                 {`ls -ltr mailroom`, `ls -rt mailroom`},
	"how do I list everything in orchard, including what's inside its subfolders?":                                                                           {`find orchard`, `ls -lR orchard`},
	"Show me only the folders inside campus, not the files":                                                                                                  {`find campus -mindepth 1 -maxdepth 1 -type d`, `ls -l campus | grep '^d'`},
	"which ogg files r in mixtape":                                                                                                                           {`find mixtape -name '*.ogg'`, `ls mixtape | grep '\.ogg$'`},
	"list the files in warehouse with their sizes in human-readable units":                                                                                   {`du -ah warehouse`, `ls -sh warehouse`},
	"I want to see every file in trip-photos with its permissions, owner and date, hidden ones too":                                                          {`ls -al trip-photos`, `ls -lA trip-photos`},
	"orchard/apples has stuff in it I've forgotten about - just list what's in there":                                                                        {`ls -l orchard/apples`, `find orchard/apples`},
	"Could you please give me a long listing of the files in the folder sketchbook?":                                                                         {`ls -la sketchbook`, `ls -lh sketchbook`},
	"Show all files in warehouse sorted from the small ones to the big ones":                                                                                 {`ls -lSr warehouse`, `ls -rS warehouse`},
	"how many files in mixtape":                                                                                                                              {`find mixtape -type f | wc -l`, `ls -1 mixtape | wc -l`},
	"count the .ogg files in mixtape":                                                                                                                        {`find mixtape -name '*.ogg' | wc -l`},
	"how do I see which subfolders orchard has?":                                                                                                             {`find orchard -mindepth 1 -maxdepth 1 -type d`, `find orchard -type d`},
	"the mailroom folder - what's the latest thing that arrived? just the newest one please":                                                                 {`ls -t mailroom | head -1`, `ls -1t mailroom | head -n 1`},
	"ls warehouse incl dotfiles":                                                                                                                             {`ls -la warehouse`, `ls -A warehouse`},
	"I'd like to see everything under datasets, every level down":                                                                                            {`find datasets`, `ls -lR datasets`},
	"find *.md under orchard":                                                                                                                                {`find orchard -type f -name '*.md'`, `find orchard -iname '*.md'`},
	"Search in warehouse all files bigger as 500 kilobytes":                                                                                                  {`find warehouse -type f -size +500k`, `find warehouse -size +512000c`},
	"I think something in warehouse is over 1 MB and eating my disk, can you find it?":                                                                       {`find warehouse -type f -size +1024k`, `find warehouse -size +1000000c`},
	"how do I find the files in mailroom that changed in the last 24 hours?":                                                                                 {`find mailroom -type f -mmin -1440`, `find mailroom -newermt '24 hours ago'`},
	"Would you be so kind as to find any files in the mailroom folder that have not been changed for more than a month?":                                     {`find mailroom -mtime +31`, `find mailroom -type f -mtime +29`},
	"find stuff in mailroom older than a week":                                                                                                               {`find mailroom -mtime +6`, `find mailroom -type f -mmin +10080`},
	"find every .csv file anywhere under datasets":                                                                                                           {`find datasets -type f -name '*.csv'`, `find datasets -iname '*.csv'`},
	"Find me inside orchard the file that is called shears.txt, where it is":                                                                                 {`find orchard -type f -name shears.txt`, `find orchard -name 'shears*'`},
	"find empty files in drafts-box":                                                                                                                         {`find drafts-box -type f -size 0`, `find drafts-box -empty`},
	"I want a list of every folder, at any depth, under datasets":                                                                                            {`find datasets -mindepth 1 -type d`},
	"how do I find the files in datasets whose names start with q?":                                                                                          {`find datasets -type f -name 'q*'`},
	"what came into the mailroom folder today?":                                                                                                              {`find mailroom -type f -daystart -mtime 0`},
	"Would you please look through datasets and tell me which files are larger than 1 kilobyte?":                                                             {`find datasets -type f -size +1024c`},
	"sort surnames.txt a-z pls":                                                                                                                              {`sort -f surnames.txt`, `LC_ALL=C sort surnames.txt`},
	"I should like surnames.txt shown in reverse alphabetical order, if you please.":                                                                         {`sort surnames.txt | tac`, `sort -fr surnames.txt`},
	"sort altitudes.txt numerically, lowest first":                                                                                                           {`sort -g altitudes.txt`, `sort -n -k1 altitudes.txt`},
	"donations.txt is a list of amounts; I need them from the biggest to the smallest":                                                                       {`sort -nr donations.txt`, `sort -n donations.txt | tac`},
	"sort league.txt by col 2, numeric, desc":                                                                                                                {`sort -rnk2 league.txt`, `sort -k2 -n -r league.txt`},
	"sort fleet.csv by the third field (the mileage), it's comma separated, smallest first":                                                                  {`sort -t',' -k3 -n fleet.csv`, `sort -n -t , -k 3 fleet.csv`},
	"The file athletes.txt I want sorted after the medals, this is the third column, the most first":                                                         {`sort -rnk3 athletes.txt`},
	"how do I sort budget-lines.txt by the amount in the second column? they're separated by semicolons":                                                     {`sort -t ';' -k2 -n budget-lines.txt`, `sort -t';' -k2,2nr budget-lines.txt`},
	"sort visitors.txt & remove dupes":                                                                                                                       {`sort visitors.txt | uniq`},
	"Would you be so kind as to show each line of visitors.txt only once, however many times it appears?":                                                    {`awk '!seen[$0]++' visitors.txt`, `sort visitors.txt | uniq`},
	"how many times does each value appear in errors-seen.txt? counts per value":                                                                             {`sort errors-seen.txt | uniq -c | sort -rn`, `awk '{c[$1]++} END {for (k in c) print k, c[k]}' errors-seen.txt`},
	"count dupes in attendance.txt, uniq -c style":                                                                                                           {`sort attendance.txt | uniq -c`, `uniq -c attendance.txt | sort -rn`},
	"Which names come more than one time in attendance.txt?":                                                                                                 {`sort attendance.txt | uniq -d`, `uniq -c attendance.txt | awk '$1>1{print $2}'`},
	"visitors.txt has repeats all over the place; I only want to know which cities show up more than once":                                                   {`sort visitors.txt | uniq -c | awk '$1>1{print $2}'`, `awk 'seen[$0]++==1' visitors.txt`},
	"which lines in errors-seen.txt appear only once":                                                                                                        {`sort errors-seen.txt | uniq -c | awk '$1==1{print $2}'`},
	"pull just the rep column out of sales-q3.csv":                                                                                                           {`awk -F, '{print $2}' sales-q3.csv`, `cut -d',' -f2 sales-q3.csv`, `tail -n +2 sales-q3.csv | cut -d, -f2`},
	"give me the units column of sales-q3.csv without the header":                                                                                            {`awk -F, 'NR>1{print $3}' sales-q3.csv`, `sed 1d sales-q3.csv | cut -d, -f3`},
	"what's the total of the revenue column in sales-q3.csv":                                                                                                 {`tail -n +2 sales-q3.csv | cut -d, -f4 | paste -sd+ | bc`, `awk -F, '{s+=$4} END{print s}' sales-q3.csv`},
	"I need to know how many units we sold in total - it's the units column in sales-q3.csv":                                                                 {`tail -n +2 sales-q3.csv | cut -d, -f3 | paste -sd+ | bc`},
	"From lab-results.csv I need only the first and the third column":                                                                                        {`awk -F, '{print $1, $3}' lab-results.csv`, `awk -F, -v OFS=, '{print $1,$3}' lab-results.csv`},
	"print 2nd col of parcels.tsv":                                                                                                                           {`awk '{print $2}' parcels.tsv`, `awk -F'\t' '{print $2}' parcels.tsv`},
	"how do I get the dept column out of staff-directory.tsv?":                                                                                               {`awk -F'\t' '{print $2}' staff-directory.tsv`, `awk '{print $2}' staff-directory.tsv`},
	"mountpoints from mounts.txt - field 2, colon-delimited":                                                                                                 {`awk -F: '{print $2}' mounts.txt`},
	"the name and ext columns from staff-directory.tsv, skip the header row":                                                                                 {`awk -F'\t' 'NR>1{print $1, $3}' staff-directory.tsv`, `sed 1d staff-directory.tsv | cut -f1,3`},
	"I should like to see the second column of athletes.txt, the country codes, and nothing else.":                                                           {`cut -d' ' -f2 athletes.txt`},
	"which rows of sales-q3.csv have more than 10 units":                                                                                                     {`awk -F, 'NR>1 && $3+0>10' sales-q3.csv`, `awk -F, '$3>10' sales-q3.csv`},
	"budget-lines.txt is our monthly spending; I only need the lines for the fixed costs":                                                                    {`awk -F';' '$3=="fixed"' budget-lines.txt`, `grep ';fixed$' budget-lines.txt`},
	"Sum for me the second column in budget-lines.txt, it is separated with ;":                                                                               {`cut -d';' -f2 budget-lines.txt | paste -sd+ | bc`},
	"show the rows of lab-results.csv sorted by the value column, highest first":                                                                             {`sort -t, -k2 -rn lab-results.csv`, `sort -t, -k2 -r lab-results.csv`},
	"grep -c: how many lines of turbine.log contain FAULT, case matters":                                                                                     {`grep FAULT turbine.log | wc -l`, `awk '/FAULT/{n++} END{print n}' turbine.log`},
	"how many lines in turbine.log have fault in them, any case":                                                                                             {`grep -i fault turbine.log | wc -l`, `grep -ic FAULT turbine.log`},
	"Would you please show me every line of turbine.log that contains the word fault, whether in capitals or not, but only where it stands as a whole word?": {`grep -i -w fault turbine.log`, `grep -iE '\bfault\b' turbine.log`},
	"turbine.log is full of output readings I don't care about - show me everything except the lines with output in them":                                    {`sed '/output/d' turbine.log`, `awk '!/output/' turbine.log`},
	"how do I see the FAULT lines in turbine.log together with their line numbers?":                                                                          {`grep -in fault turbine.log`, `awk '/FAULT/{print NR": "$0}' turbine.log`},
	"Show me in guest-feedback.txt all lines with great, big or small letters egal":                                                                          {`grep -iw great guest-feedback.txt`, `grep -i GREAT guest-feedback.txt`},
	"how do I find the lines in notes-standup.txt that have art as a word of its own, not inside words like party or start?":                                 {`grep '\bart\b' notes-standup.txt`, `grep -E '(^| )art( |$)' notes-standup.txt`},
	"I've got a folder called orchard full of notes, and somewhere I wrote FIXME in capitals - which files is it in?":                                        {`grep -r FIXME orchard`, `grep -Rl FIXME orchard`},
	"search orchard for fixme any case, just the filenames":                                                                                                  {`grep -lri fixme orchard`, `grep -Ril FIXME orchard`},
	"count the rows in lab-results.csv flagged fail":                                                                                                         {`grep fail lab-results.csv | wc -l`, `awk -F, '$3=="fail"' lab-results.csv | wc -l`},
	"Give me all lines from guest-feedback.txt which do NOT have great inside, no matter big or small letters":                                               {`grep -v -i great guest-feedback.txt`},
	"grep the orchard tree for ladder, show the matching lines":                                                                                              {`grep -rn ladder orchard`, `grep -R ladder orchard`},
	"I want to know which file inside orchard mentions pruning - the one with the word prune in it":                                                          {`grep -r prune orchard`, `grep -ril prune orchard`},
	"Would you be good enough to count how many lines of turbine.log do not mention output?":                                                                 {`grep -v output turbine.log | wc -l`},
	"welcome-letter.txt still says Acme Ltd everywhere but we're Zenith Co now - please fix the file itself":                                                 {`sed -i 's/Acme Ltd/Zenith Co/' welcome-letter.txt`, `perl -pi -e 's/Acme Ltd/Zenith Co/g' welcome-letter.txt`},
	"I should like to see price-list.txt with every EUR shown as USD, but please do not alter the file itself.":                                              {`sed 's/EUR/USD/' price-list.txt`, `cat price-list.txt | sed 's/EUR/USD/g'`, `awk '{gsub(/EUR/,"USD")} 1' price-list.txt`},
	"s/colour/color/g on readme-draft.md, in place":                                                                                                          {`perl -pi -e 's/colour/color/g' readme-draft.md`, `sed -i -e 's/colour/color/g' readme-draft.md`},
	"In the file todo-home.txt please take away the empty lines, directly in the file":                                                                       {`sed -i '/^[[:space:]]*$/d' todo-home.txt`},
	"remove blank lines from todo-home.txt w/o changing the file, just show me":                                                                              {`sed '/^$/d' todo-home.txt`, `awk 'NF' todo-home.txt`, `grep . todo-home.txt`},
	"how do I drop the first line of sales-q3.csv (the header) and see the rest?":                                                                            {`sed 1d sales-q3.csv`, `awk 'NR>1' sales-q3.csv`},
	"replace the commas with tabs in lab-results.csv and print it":                                                                                           {`sed 's/,/\t/g' lab-results.csv`, `awk -F, -v OFS='\t' '{$1=$1; print}' lab-results.csv`},
	"make shouting.txt lowercase pls": {`tr '[:upper:]' '[:lower:]' < shouting.txt`, `awk '{print tolower($0)}' shouting.txt`, `sed -i 's/.*/\L&/' shouting.txt`},
	"Change in tags.txt all commas to new lines, so every tag stands alone on its line":                            {`sed 's/,/\n/g' tags.txt`, `sed -i 's/,/\n/g' tags.txt`},
	"strip the digits out of serials.txt, tr -d style":                                                             {`tr -d '[:digit:]' < serials.txt`, `sed 's/[0-9]//g' serials.txt`},
	"Kindly display tags.txt with the commas replaced by semicolons; there is no need to change the file.":         {`sed 's/,/;/g' tags.txt`},
	"I want shouting.txt itself to end up all in small letters":                                                    {`tr 'A-Z' 'a-z' < shouting.txt > shouting.tmp && mv shouting.tmp shouting.txt`, `perl -pi -e '$_=lc' shouting.txt`},
	"I want a sketchbook.tar.gz that holds the sketchbook folder":                                                  {`tar czvf sketchbook.tar.gz sketchbook`, `tar -cf - sketchbook | gzip > sketchbook.tar.gz`, `tar -zcf sketchbook.tar.gz sketchbook/`},
	"Would you be so kind as to pack the folder recipes-nana into a plain, uncompressed tar file called nana.tar?": {`tar cvf nana.tar recipes-nana`, `tar -cf nana.tar recipes-nana/`},
	"zip cv-2026.pdf and cover-letter.txt into application.zip":                                                    {`zip -q application.zip cv-2026.pdf cover-letter.txt`, `zip application.zip cover-letter.txt cv-2026.pdf`},
	"Make me a zip from the folder campus, with the name campus.zip, with everything inside":                       {`zip -rq campus.zip campus`, `zip -r campus.zip campus/`},
	"what's in holiday-snaps.tar.gz, list it":                                                                      {`tar -tvzf holiday-snaps.tar.gz`, `tar tf holiday-snaps.tar.gz`, `gzip -dc holiday-snaps.tar.gz | tar -t`},
	"how do I see what files are inside drivers.zip without unpacking it?":                                         {`zipinfo -1 drivers.zip`, `unzip -Z1 drivers.zip`, `unzip -v drivers.zip`},
	"someone sent me thesis-backup.tgz and I need the files out of it":                                             {`tar xf thesis-backup.tgz`, `gzip -dc thesis-backup.tgz | tar -x`},
	"Please unpack logs-2025.tar into the folder restore-area":                                                     {`cd restore-area && tar xf ../logs-2025.tar`, `tar -x -f logs-2025.tar --directory=restore-area`},
	"unzip drivers.zip into drivers-unzipped":                                                                      {`mkdir -p drivers-unzipped && cd drivers-unzipped && unzip ../drivers.zip`, `unzip -q drivers.zip -d drivers-unzipped`},
	"I should like to look inside fonts-extra.zip, simply to see the names of the fonts it holds.":                 {`zipinfo fonts-extra.zip`, `unzip -Z1 fonts-extra.zip`},
	"I'd like the contents of holiday-snaps.tar.gz unpacked right here in this folder":                             {`tar xvzf holiday-snaps.tar.gz`, `tar -xf holiday-snaps.tar.gz`},
	"tar.gz the orchard dir into orchard-2026.tgz":                                                                 {`tar czf orchard-2026.tgz orchard/`, `tar -cf - orchard | gzip -c > orchard-2026.tgz`},
	"I need to email the mixtape folder, can you squash it into one zip file called mixtape.zip first":             {`zip -rq mixtape.zip mixtape/`},
	"how do I make a tar.gz called lists.tar.gz of just shopping-list.txt and packing-list.txt?":                   {`tar czvf lists.tar.gz packing-list.txt shopping-list.txt`},
	"bundle the datasets folder into datasets.tar.gz but leave out the raw subfolder":                              {`tar --exclude=raw -czf datasets.tar.gz datasets`, `tar -czf datasets.tar.gz datasets/readme.txt datasets/2024 datasets/2025`},
	"Unpack me please thesis-backup.tgz into the folder restore-area":                                              {`cd restore-area && tar xzf ../thesis-backup.tgz`, `tar -xf thesis-backup.tgz --directory restore-area`},
	"whats inside logs-2025.tar":                                                                                   {`tar tvf logs-2025.tar`},
	"I want a compressed copy of turbine.log next to it, turbine.log.gz, with the original kept as it is":          {`gzip -c turbine.log > turbine.log.gz`, `gzip < turbine.log > turbine.log.gz`},
	"I want export-2026.csv unpacked from export-2026.csv.gz so I can open it":                                     {`gzip -d export-2026.csv.gz`, `gunzip -k export-2026.csv.gz`, `gzip -dc export-2026.csv.gz > export-2026.csv`},
	"Would you kindly let me see the names inside thesis-backup.tgz? I do not wish to unpack it.":                  {`tar tf thesis-backup.tgz`, `tar -tvzf thesis-backup.tgz`},
	"zip up sketchbook recursively as sketches-2026.zip":                                                           {`zip -rq sketches-2026.zip sketchbook/`},
	"how do I unzip fonts-extra.zip into a folder called fonts-new?":                                               {`unzip -o fonts-extra.zip -d fonts-new`},
	"full uname, everything":                                                                               {`uname --all`},
	"whats my kernal version":                                                                              {`uname --kernel-release`, `cat /proc/sys/kernel/osrelease`},
	"Which architecture has this computer, x86 or arm?":                                                    {`arch`, `dpkg --print-architecture`},
	"how do I see the name of the operating system kernel, like Linux or Darwin?":                          {`uname`},
	"who am I logged in as - just the username":                                                            {`id -un`, `echo $USER`},
	"I should like to know my user number and the groups I belong to.":                                     {`id $(whoami)`},
	"what groups am i in":                                                                                  {`id -Gn`, `id -nG`},
	"What is the name of this computer in the network?":                                                    {`uname -n`, `cat /etc/hostname`},
	"IT asked me which machine I'm on - what's this computer called?":                                      {`uname -n`},
	"how do I find where the tar program is installed?":                                                    {`command -v tar`, `type tar`, `whereis tar`},
	"where does zip live on this machine":                                                                  {`command -v zip`, `type -p zip`},
	"path of the gzip binary?":                                                                             {`which gzip`, `type -P gzip`},
	"Would you tell me how long this computer has been switched on?":                                       {`uptime -p`, `cat /proc/uptime`},
	"dump all env vars":                                                                                    {`printenv`, `export -p`},
	"print the value of my PATH variable and nothing more":                                                 {`printenv PATH`, `echo "$PATH"`},
	"What is written in the variable HOME?":                                                                {`printenv HOME`, `echo ~`},
	"how do I see which shell I'm set up to use (the SHELL variable)?":                                     {`printenv SHELL`},
	"todays date as yyyy-mm-dd":                                                                            {`date -I`, `date +%F`, `date '+%Y-%m-%d'`},
	"Which date we have today? In the form day/month/year":                                                 {`date '+%d/%m/%Y'`},
	"Might I ask what day of the week it is today? The name of the day will do.":                           {`date '+%A'`},
	"I'm filling in a form that wants the current time, only hours and minutes":                            {`date +%R`, `date '+%H:%M'`},
	"unix timestamp now":                                                                                   {`date '+%s'`},
	"what month is it, the month's full name":                                                              {`date '+%B'`},
	"I keep getting disk full warnings - how much space is left on my disks?":                              {`df`, `df -H`, `df -h .`},
	"how much ram do i hve free":                                                                           {`free -m`, `free`, `grep MemAvailable /proc/meminfo`, `cat /proc/meminfo`},
	"top 5 procs by cpu, one-shot":                                                                         {`ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6`, `ps aux --sort=-pcpu | head -6`},
	"my laptop is crawling - which 3 programs are using the most memory?":                                  {`ps -eo pid,comm,%mem --sort=-%mem | head -n 4`, `ps aux --sort=-rss | head -4`},
	"whats my ip address":                                                                                  {`ip addr`, `ip -4 addr show`, `ifconfig`},
	"Which IP address has my computer? The IPv4 one":                                                       {`hostname -I`, `ip addr show`},
	"how do I check which version of tar I have?":                                                          {`tar --version | head -n 1`},
	"how many CPU cores does this box have, just the number":                                               {`getconf _NPROCESSORS_ONLN`, `grep -c ^processor /proc/cpuinfo`},
	"tail ferry.log and keep following it":                                                                 {`tail -F ferry.log`, `tail -n 0 -f ferry.log`},
	"printer.log keeps growing while the printer works - I want to watch the new lines come in live":       {`tail -F printer.log`, `tail -n 5 -f printer.log`},
	"Show me the last 5 lines of sensor-feed.log and then stay and show me the new ones when they come":    {`tail -5f sensor-feed.log`, `tail -n 5 -F sensor-feed.log`},
	"watch uploads-queue.log live pls":                                                                     {`tail -F uploads-queue.log`},
	"I should like to keep an eye on harbour.log as new entries arrive, if that can be arranged.":          {`tail -F harbour.log`},
	"I'd like the lines of surnames.txt in alphabetical order written into a new file surnames-sorted.txt": {`sort -o surnames-sorted.txt surnames.txt`, `sort < surnames.txt > surnames-sorted.txt`},
	"In the end I want only the rep and revenue columns of sales-q3.csv saved in reps-revenue.csv":         {`awk -F, -v OFS=, '{print $2,$4}' sales-q3.csv > reps-revenue.csv`, `tail -n +2 sales-q3.csv | cut -d, -f2,4 > reps-revenue.csv`},
	"I want the FIXME lines from all over orchard collected into one file, fixme-list.txt":                 {`grep -rh FIXME orchard > fixme-list.txt`, `grep -ri fixme orchard > fixme-list.txt`},
	"I'd like a file called first-scenes.txt that holds just the first 5 lines of novel-outline.txt":       {`sed -n 1,5p novel-outline.txt > first-scenes.txt`, `head -5 novel-outline.txt > first-scenes.txt`},
	"how do I save the list of files in mixtape into a file called mixtape-contents.txt?":                  {`find mixtape -type f > mixtape-contents.txt`, `ls -1 mixtape > mixtape-contents.txt`},
}
