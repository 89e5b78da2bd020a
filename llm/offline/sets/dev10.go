package sets

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The tenth development set (testdata/dev10.json) was written for issue
// 15's everyday basics by someone who did not read the catalogue, the
// matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (dev10Template: the sixth set's tree with new
// files under new names, so that every older file is a distractor). Its
// requests are in the voices of several kinds of user: a terse sysadmin,
// a student who explains, a non-native speaker, someone who asks
// questions, someone who names the goal and not the tool, someone who
// names the tool loosely. It is a development set: TestDev10Set prints
// each answer with CARO_DEV10_DETAIL=1. Its cases have the fifth set's
// fields, and its tests are the fifth set's (heldOut5), run on its own
// cases and tree.
var dev10Set = laterSet(heldOut5{name: "offline dev set 10", detail: "CARO_DEV10_DETAIL", wrongs: dev10Wrongs, variants: dev10Variants, minCases: 240, minBeyond: 20, minChecks: 90,
	minRight: dev10MinRight, maxWrong: dev10MaxWrong},
	"dev10.json", dev10Built, dev10Stamp)

// The ratchet of TestDev10Set, measured on 5cc3164 (the matcher of
// 3051110, which never saw the set): 124 right (49.4 %), 12 confidently
// wrong (4.8 %), 115 abstained (45.8 %) of 251. It is a development set:
// its answers are read and tuned on. Raise it when the score rises;
// never lower it. Raised to 144 when the grammar learnt to set aside the
// wrappers of a request (dropPreamble, dropPurpose, rephrase); to 152
// with the listings and the text intents widened; to 180 right, 3 wrong
// with chmod's "not just me" and "except me", nested folders, sizes typed
// as >1M, archives named by their stem and a second round on files and
// system; to 191 right, 1 wrong with a bare wc, names with a space
// unquoted, sed and tr as verbs, grep's either/or and whole word; to 0
// wrong when a catalogue answer that the grammar's reading of the same
// program contradicts is no answer (disagrees); to 198 with the files,
// listings and archives of dev set 11 (fx-files: "should be named x not
// y", "private, only read and write", "the jpg photos from vacation");
// to 199 with "my teacher wants …" read as who asks (fx-files); with the
// system and wrapper fixes of fx-sys ("write down which distribution")
// and the text and view fixes of fx-text (files printed one after the
// other, items listed more than once, a sort column named in words):
// 203 right, 0 wrong once all three were merged; fx2-files gave 204
// (find in several folders named with "and"). fx2-text's 20aa6bc
// ("looking in all the subfolders" after a search, "which x in f are NOT
// y ones", "the digits") raised it to 206 once merged, but was reverted:
// it added a confidently wrong answer to held-out frozen set 7 (seen in
// its summary line only). With it reverted: 204. Raised to 206 by
// fix-files ("each txt file directly in receipts", "should be moved into
// stash"). Raised to 207 by fix-files' "wc -l style count of how many
// entries in x, files only". Raised to 209 by fix-files' links ("an
// entry that just points at v2, without copying anything", "I learned
// about symbolic links today; please make one called x …").
// Raised to 223 by fix-text (a sort "by score desc", rows by a value,
// the row with the highest value, the average of a list, a replacement
// said as what the file should say, "where the payments happened",
// "which emails are NOT x ones", ".net addresses").
const (
	dev10MinRight = 223
	dev10MaxWrong = 0
)

// dev10Built holds dev10Template's tree, built once per test binary
// (builtTree).
var dev10Built = &builtTree{name: "dev10", build: dev10Template}

// dev10Lyrics is twelve lines, each told apart by its words.
const dev10Lyrics = "white lines on the road\nengine hums in the dark\nradio lost its station\nmile after mile\n" +
	"coffee gone cold again\nheadlights catch a fox\nmaps fold the wrong way\ntoll booth at midnight\n" +
	"a song we both forgot\nfuel light blinking red\nthe sea before sunrise\nwe finally arrive\n"

// dev10Checkout is a log whose words come in several cases.
const dev10Checkout = "09:00 checkout started\n09:01 ERROR card declined\n09:02 payment ok\n09:03 error timeout from bank\n" +
	"09:04 payment ok\n09:05 Error: cart empty\n09:06 WARNING low stock\n09:07 payment ok\n"

// dev10Template builds the tenth set's tree once: a copy of the sixth
// set's built tree (frozen6Built, shared with the sixth set's tests) with
// the tenth set's files.
func dev10Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev10")
	frozen5Copy(t, frozen6Built.tree(t), dir, true)
	files := map[string]string{
		"pantry.txt":        "rice\nbeans\nrice\noats\nbeans\nrice\nlentils\n",
		"queue.txt":         "alpha\nalpha\nbeta\ngamma\ngamma\ngamma\nalpha\n",
		"depths.txt":        "340\n12\n7\n1500\n88\n",
		"marks.txt":         "omar 71 physics\nlena 93 maths\nivo 58 chemistry\nsara 84 biology\n",
		"rivers.csv":        "name,length_km,country\nTagus,1007,Spain\nLoire,1006,France\nPo,652,Italy\nElbe,1094,Germany\n",
		"hosts.list":        "alpha:10.0.0.5:web\nbeta:10.0.0.9:db\ngamma:10.0.0.12:cache\n",
		"timesheet.tsv":     "date\thours\tproject\n2026-01-05\t7\tapollo\n2026-01-06\t5\tgemini\n2026-01-07\t8\tapollo\n",
		"stock.psv":         "sku|name|qty\nA1|bolt|120\nB2|nut|45\nC3|washer|300\n",
		"checkout.log":      dev10Checkout,
		"mailer.log":        "mailer up\nqueue empty\n",
		"uploads.log":       "upload service ready\n",
		"sync.log":          "sync started\n",
		"tramstops.txt":     frozen5Lines("stop", 30, nil),
		"minutes.txt":       frozen5Lines("item", 22, nil),
		"lyrics.txt":        dev10Lyrics,
		"quotes.txt":        "stay hungry\nstay foolish\nless is more\n",
		"birthday card.txt": "happy birthday dear Tomas\nmany happy returns\n",
		"notice.txt":        "Dear CLIENT,\nthank you CLIENT for your order.\n",
		"colours.txt":       "grey sky and grey sea\ngrey\n",
		"spelling.txt":      "I recieve mail\nwe recieve parcels and recieve letters\n",
		"headline.txt":      "markets rally at noon\n",
		"phones.txt":        "555 123 4567\n",
		"id_rsa.bak":        "KEY\n",
		"deploy-site.sh":    "#!/bin/sh\necho deploy site\n",
		"tidy.sh":           "#!/bin/sh\necho tidy\n",
		"roster.txt":        "kim\nlou\n",
		"report-final.txt":  "final report\n",
		"passwords.kdbx":    "vault\n",
		"emails.txt":        "ana@example.com\nbo@test.org\ncy@example.com\ndee@example.net\n",
		"todo-week.txt":     "buy milk\n#call mom\nfix bike\n#pay rent\n",
		"pets.txt":          "cat\ncatalog\nconcat\ncat food\n",
		"readme-old.md":     "# old readme\n",
		"budget-2026.ods":   "budget\n",
		"agenda.txt":        "standup\nreview\n",

		"pyproj/main.py":          "# TODO: parse args\nimport sys\n",
		"pyproj/utils/io.py":      "# todo: handle unicode\ndef read(p):\n    return open(p).read()\n",
		"pyproj/tests/test_io.py": "def test_read():\n    pass\n",
		"pyproj/README.md":        "TODO: write docs\n",
		"pyproj/setup.cfg":        "[metadata]\nname = pyproj\n",
		"website/index.html":      "<h1>shop</h1>\n",
		"website/about.html":      "<p>about the shop</p>\n",
		"website/css/site.css":    "/* TODO colours */\nbody { color: black }\n",
		"website/js/menu.js":      "// TODO: mobile menu\n",
		"website/js/cart.js":      "// cart\n",
		"garden/tomatoes.txt":     "tomatoes\n",
		"garden/peppers.txt":      "peppers\n",
		"garden/notes.md":         "# garden\n",
		"garden/seeds/list.txt":   "basil\nchives\n",
		"workshop/wood/plank.txt": "plank\n",
		"workshop/metal/rod.txt":  "rod\n",
		"workshop/paint/tin.txt":  "tin\n",
		"workshop/list.txt":       "tools\n",
		"workshop/inventory.md":   "# inventory\n",
		"vacation/img001.jpg":     "1\n",
		"vacation/img002.jpg":     "2\n",
		"vacation/img003.jpg":     "3\n",
		"vacation/img004.jpg":     "4\n",
		"vacation/img005.jpg":     "5\n",
		"vacation/video01.mp4":    "v\n",
		"vacation/itinerary.txt":  "day one: museum\n",
		"sketches/.draft":         "draft\n",
		"sketches/.palette":       "palette\n",
		"sketches/lines.svg":      "<svg/>\n",
		"sketches/circle.svg":     "<svg/>\n",
		"outbox/letter-kim.txt":   "dear kim\n",
		"outbox/invoice-77.txt":   "invoice 77\n",
		"outbox/quote-bay.txt":    "quote for the bay\n",
		"outbox/sheet.csv":        "x,y\n",
		"outbox/brochure.txt":     "brochure\n",
		"outbox/archive-note.txt": "archived\n",
		"transfers/readme.md":     "transfers\n",
		"thesis/draft1.md":        "chapter one\n",
		"thesis/refs.bib":         "@book{x}\n",
		"versions/v2/app.bin":     "v2\n",
		"versions/v3/app.bin":     "v3\n",
		"backups/.keep":           "",
		"stash/.keep":             "",
		"exports/.keep":           "",
		"receipts/coffee.txt":     "coffee 3.20\n",
		"receipts/books.txt":      "books 18.00\n",
		"receipts/taxi.txt":       "taxi 12.50\n",
		"receipts/2025/hotel.txt": "hotel 98.00\n",
		"playlists/rock.m3u":      "song1\n",
		"playlists/jazz.m3u":      "song2\n",
		"playlists/old/blues.m3u": "song3\n",
		"playlists/readme.txt":    "playlists\n",
	}
	frozen5Write(t, dir, files)
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 10, map[string]int{
		"transfers/disk-backup.img": 5 << 20,
		"transfers/album.flac":      3 << 19,
		"transfers/slides.pdf":      300 << 10,
		"transfers/cover.jpg":       40 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"id_rsa.bak": 0o644, "deploy-site.sh": 0o644, "tidy.sh": 0o644,
		"roster.txt": 0o666, "report-final.txt": 0o644, "passwords.kdbx": 0o644, "agenda.txt": 0o600})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "blueprints.tar.gz"), "blueprints/", now,
		map[string]string{"blueprints/floor.txt": "floor\n", "blueprints/roof.txt": "roof\n"})
	writeTarGz(t, filepath.Join(dir, "fieldnotes.tgz"), "fieldnotes/", now,
		map[string]string{"fieldnotes/day1.txt": "day one\n", "fieldnotes/day2.txt": "day two\n"})
	frozen5PlainTar(t, filepath.Join(dir, "recordings.tar"), "recordings/", now,
		map[string]string{"recordings/take1.txt": "take one\n", "recordings/take2.txt": "take two\n"})
	writeZip(t, filepath.Join(dir, "samples.zip"), "kick.wav", "snare.wav")
	gzipFile(t, filepath.Join(dir, "catalog.csv.gz"), "sku,price\nA1,0.10\n")
	if err := dev10Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// dev10Stamp dates the sixth set's files (frozen6Stamp) and the tenth
// set's whose age a request asks about, counting back from now, as
// frozen6Stamp does, keeping clear of the bounds a request names (an
// hour, today, a day, three days, a week, thirty days) and of those a
// right command may round them to.
func dev10Stamp(dir string, now time.Time) error {
	if err := frozen6Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"outbox/letter-kim.txt":   fresh,
		"outbox/invoice-77.txt":   now.Add(-3 * hour),
		"outbox/quote-bay.txt":    now.Add(-44 * hour),
		"outbox/sheet.csv":        now.Add(-5 * day),
		"outbox/brochure.txt":     now.Add(-12 * day),
		"outbox/archive-note.txt": now.Add(-50 * day),
		"receipts/2025/hotel.txt": now.Add(-100 * day),
		"playlists/old/blues.m3u": now.Add(-100 * day),
		"playlists/readme.txt":    now.Add(-15 * day),
		"receipts/coffee.txt":     fresh,
		"receipts/books.txt":      now.Add(-10 * day),
		"receipts/taxi.txt":       now.Add(-40 * day),
		"playlists/rock.m3u":      now.Add(-2 * hour),
		"playlists/jazz.m3u":      now.Add(-8 * day),
		"readme-old.md":           now.Add(-20 * day),
		"agenda.txt":              now.Add(-20 * day),
		"budget-2026.ods":         now.Add(-20 * day),
	})
}

// TestDev10Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestDev10Refs(t *testing.T) { dev10Set.refs(t) }

// TestDev10RefsCanFail shows the checks reject wrong commands: each of
// dev10Wrongs is a plausible, confidently wrong answer to its request.
func TestDev10RefsCanFail(t *testing.T) { dev10Set.refsCanFail(t) }

// TestDev10Variants runs other right commands (dev10Variants): a check
// must accept every right answer, not only the reference.
func TestDev10Variants(t *testing.T) { dev10Set.variantsPass(t) }

// TestDev10Set runs the tenth set like the sixth (heldOut5's score): one
// summary line, and each answer with CARO_DEV10_DETAIL=1 (a development
// set: its answers may be read).
func TestDev10Set(t *testing.T) { dev10Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
// dev10Wrongs: plausible, confidently wrong commands, by request.
var dev10Wrongs = map[string]string{
	"dirs srv/www/static, parents too":              "mkdir srv/www/static",
	"perms 600 on id_rsa.bak":                       "chmod u=rw id_rsa.bak",
	"+x on deploy-site.sh":                          "chmod +x tidy.sh",
	"cp agenda.txt to backups":                      "mv agenda.txt backups/",
	"symlink current -> versions/v3":                "ln -s current versions/v3",
	"dotfiles in sketches?":                         "ls -a sketches",
	"size of transfers dir, human readable":         "ls -lh transfers",
	"count files under vacation":                    "find vacation | wc -l",
	"files >1M in transfers":                        "find transfers -size +100k",
	"svgs under sketches":                           "ls -a sketches",
	"rename thesis/draft1.md -> thesis/chapter1.md": "cp thesis/draft1.md thesis/chapter1.md",
	"dirs only in workshop":                         "ls workshop",
	"empty file exports/manifest.txt":               "touch manifest.txt",
	"newest first, outbox":                          "ls outbox",
	"outbox: modified last 24h":                     "find outbox -mtime -3",
	"move headline.txt into exports":                "cp headline.txt exports/",
	"I need a new folder called lab-reports, and inside it a folder week1":                                                  "mkdir lab-reports week1",
	"I want to keep a copy of the whole garden folder including the seeds subfolder, call the copy garden-backup":           "mv garden garden-backup",
	"for my class I need to see every .py file that is anywhere inside pyproj, even in the subfolders":                      "ls pyproj/*.py",
	"the script tidy.sh won't run because of permission denied, can you fix it so I can execute it":                         "sh tidy.sh",
	"I have a folder called receipts and I want to know how many files are in it, including the ones in the 2025 subfolder": "find receipts | wc -l",
	"I would like to move budget-2026.ods into the exports folder so my home folder is less messy":                          "cp budget-2026.ods exports/",
	"my teacher wants everyone to be able to read report-final.txt but nobody should be able to change it anymore":          "chmod 644 report-final.txt",
	"I need to see which files in outbox I changed in the last three days, because I forgot what I worked on":               "find outbox -mtime -1",
	"I'm trying to find which files inside transfers are the biggest, can you list them from largest to smallest":           "ls -Sr transfers",
	"I made a typo, the folder should be named playlists-2026 not playlists, please rename it":                              "cp -r playlists playlists-2026",
	"I learned about symbolic links today; please make one called todo-link that points to todo-week.txt":                   "ln todo-week.txt todo-link",
	"I want a list of everything in playlists, including what's in the folders inside it":                                   "ls playlists",
	"Please help me find the files in outbox that are older than a week, I want to clean them up later":                     "find outbox -mtime -7",
	"I want to tidy up: every .txt file sitting directly in receipts (not the 2025 folder) should be moved into stash":      "cp receipts/*.txt stash/",
	"I need the total count of python files in pyproj, subfolders included":                                                 "ls pyproj/*.py | wc -l",
	"please to show me the biggest files in transfers folder":                                                               "ls -l transfers",
	"how I can make folder with name 'old stuff'":                                                                           "mkdir old stuff",
	"I want copy the file quotes.txt to the stash folder, please":                                                           "mv quotes.txt stash",
	"how many jpg photo are inside vacation folder?":                                                                        "ls vacation | wc -l",
	"show me please all files in sketches, also the hidden one":                                                             "ls sketches",
	"I need change name of readme-old.md to readme-2025.md":                                                                 "cp readme-old.md readme-2025.md",
	"make please the file passwords.kdbx private, only for me read and write":                                               "chmod 700 passwords.kdbx",
	"what files is changed today in receipts?":                                                                              "ls receipts",
	"where is file with name refs.bib? I don't remember the folder":                                                         "ls refs.bib",
	"please copy all folder workshop with everything inside to workshop-copy":                                               "cp workshop workshop-copy",
	"I want make a empty file, name notes-2026.txt, inside stash":                                                           "touch notes-2026.txt",
	"give please the group the right to read agenda.txt":                                                                    "chmod o+r agenda.txt",
	"what's taking up the most space in transfers?":                                                                         "ls transfers",
	"how big is transfers/album.flac?":                                                                                      "du -sh transfers",
	"which files in outbox haven't been touched for more than a month?":                                                     "find outbox -mtime +7",
	"can you tell me how much space the website folder uses?":                                                               "ls -l website",
	"what folders are there inside playlists?":                                                                              "ls playlists",
	"are there any .m3u files under playlists, and where?":                                                                  "ls playlists/*.m3u",
	"which file in outbox did I change most recently?":                                                                      "ls outbox | head -n 1",
	"how many folders are in workshop?":                                                                                     "ls workshop | wc -l",
	"could you show the files in transfers from smallest to largest?":                                                       "ls -S transfers",
	"is anything in playlists newer than a day?":                                                                            "find playlists -mtime -10",
	"I want a backup of the garden folder inside backups, a plain copy with all its subfolders":                             "cp garden/* backups/",
	"make sure everyone can read agenda.txt, not just me":                                                                   "chmod u+r agenda.txt",
	"I want the exports folder to have a subfolder called 2026 with a subfolder q4 in it":                                   "mkdir exports/2026/q4",
	"I'd like the versions folder to have a 'stable' entry that just points at v2, without copying anything":                "ln -s versions/v2 versions/stable",
	"I want an empty file named .gitkeep in the stash folder so git keeps the folder":                                       "touch .gitkeep",
	"I want roster.txt to stop being writable by anyone except me":                                                          "chmod u-w roster.txt",
	"I want the modification time of agenda.txt set to now, without changing what's in it":                                  "echo > agenda.txt",
	"I'd like a copy of 'birthday card.txt' called card-copy.txt":                                                           "cp birthday card.txt card-copy.txt",
	"I want to find every html page of the website folder":                                                                  "find . -name '*.html'",
	"I need all the files in vacation listed together with their sizes":                                                     "ls vacation",
	"du the receipts folder":                                                                           "ls -l receipts",
	"cp -r the pyproj dir to pyproj-bak":                                                               "cp pyproj pyproj-bak",
	"ln -s something so latest-app points to versions/v3/app.bin":                                      "ln versions/v3/app.bin latest-app",
	"touch a file called stash/empty.log":                                                              "touch empty.log",
	"find stuff over 100k in transfers":                                                                "find transfers -size +1M",
	"do an ls by date on outbox, oldest first":                                                         "ls -t outbox",
	"mkdir journal-2026 with a subdir drafts in it":                                                    "mkdir journal-2026 drafts",
	"chmod id_rsa.bak so only the owner can read it, nothing else for anyone":                          "chmod 600 id_rsa.bak",
	"mv the whole thesis folder into backups":                                                          "cp -r thesis backups/",
	"find the .md files under pyproj and garden":                                                       "find pyproj -name '*.md'",
	"wc -l style count of how many entries in playlists, recursively, files only":                      "find playlists | wc -l",
	"first 4 of tramstops.txt":                                                                         "head tramstops.txt",
	"I need to see only the last five lines of minutes.txt because the newest items are at the bottom": "tail minutes.txt",
	"show me the line number 9 of lyrics.txt only":                                                     "head -n 9 lyrics.txt",
	"what's on lines 10 through 14 of tramstops.txt?":                                                  "head -n 14 tramstops.txt",
	"I want to read quotes.txt":                                                                        "head -n 1 quotes.txt",
	"cat birthday card.txt":                                                                            "head -n 1 'birthday card.txt'",
	"tramstops.txt minus first 3 lines":                                                                "tail -n +3 tramstops.txt",
	"I only want to see minutes.txt starting from line 15 to the end":                                  "tail -n 15 minutes.txt",
	"how I can count the lines of rivers.csv":                                                          "wc -c rivers.csv",
	"how many words are in lyrics.txt?":                                                                "wc -l lyrics.txt",
	"do a wc on quotes.txt":                                                                            "wc -l quotes.txt",
	"I need the line count of tramstops.txt, minutes.txt and lyrics.txt, plus the total":               "wc -l tramstops.txt",
	"last line of checkout.log":                                                                        "tail -n 2 checkout.log",
	"I want to read the first line of rivers.csv, which is the header, so I know the column names":     "head -n 2 rivers.csv",
	"please show to me lyrics.txt with the numbers of the lines":                                       "cat lyrics.txt",
	"what does the top of checkout.log look like? just the first 3 lines":                              "head checkout.log",
	"I want to see everything in minutes.txt except the last 2 lines":                                  "tail -n +3 minutes.txt",
	"head the first twelve lines of tramstops.txt":                                                     "head tramstops.txt",
	"line 17, tramstops.txt":                                                                           "head -n 17 tramstops.txt",
	"I want look inside headline.txt":                                                                  "ls headline.txt",
	"how many bytes does quotes.txt have?":                                                             "wc -c lyrics.txt",
	"I'd like to see both quotes.txt and headline.txt printed one after the other":                     "cat quotes.txt",
	"lines 3 to 5 of lyrics.txt please":                                                                "head -n 5 lyrics.txt",
	"tail 7 minutes.txt":                                                                               "tail minutes.txt",
	"cat the hosts.list file":                                                                          "head -n 1 hosts.list",
	"how much lines have minutes.txt?":                                                                 "wc -l tramstops.txt",
	"what's in the middle of tramstops.txt, say lines 14 to 16?":                                       "sed -n 14p tramstops.txt",
	"I want to count how many lines each txt file directly in receipts has":                            "wc -l receipts/coffee.txt",
	"display rivers.csv without the header":                                                            "tail -n +1 rivers.csv",
	"show the whole content of stock.psv":                                                              "head -n 2 stock.psv",
	"skip the first 10 lines of minutes.txt and show me the rest":                                      "tail -n 10 minutes.txt",
	"just the 2 first lines from lyrics.txt, please":                                                   "head -n 3 lyrics.txt",
	"sort depths.txt numerically":                                                                      "sort depths.txt",
	"I need the numbers in depths.txt from the largest to the smallest":                                "sort -r depths.txt",
	"please order the pantry.txt by alphabet and remove the double lines":                              "uniq pantry.txt",
	"how many times does each word appear in pantry.txt?":                                              "uniq -c pantry.txt",
	"uniq on queue.txt":                                                                                "sort -u queue.txt",
	"I want to know which items in pantry.txt are listed more than once":                               "sort pantry.txt | uniq -u",
	"marks.txt by score desc":                                                                          "sort -k2 marks.txt",
	"I have rivers.csv with a header and I want the rows sorted by the length column (the second one), longest river first": "sort -t, -k2 -n rivers.csv",
	"I want see only the second column of hosts.list, the columns are separated with :":                                     "cut -d: -f1 hosts.list",
	"what are the project names in timesheet.tsv? the 3rd column":                                                           "cut -d' ' -f3 timesheet.tsv",
	"awk out the qty field from stock.psv, it's pipe separated, skip the header":                                            "awk -F'|' '{print $3}' stock.psv",
	"I need just the country names from rivers.csv, without the header line":                                                "cut -d, -f3 rivers.csv",
	"names + scores from marks.txt":                                                                          "cut -d' ' -f1 marks.txt",
	"I need to see only the lines in checkout.log that mention payment":                                      "grep -c payment checkout.log",
	"grep for error in checkout.log, ignore case":                                                            "grep error checkout.log",
	"I want the lines of checkout.log which not have payment":                                                "grep payment checkout.log",
	"how many lines of emails.txt have example.com in them?":                                                 "grep -c example emails.txt",
	"I want to find where in checkout.log the payments happened, the line numbers":                           "grep payment checkout.log",
	"files under pyproj w/ TODO, any case":                                                                   "grep -rl TODO pyproj",
	"grep for todo in all the python files under pyproj, ignore case":                                        "grep -ri todo pyproj",
	"I want to find every file inside website that has the word TODO in it, looking in all the subfolders":   "grep TODO website/*",
	"search the word cat alone, not catalog, in pets.txt":                                                    "grep cat pets.txt",
	"which lines in todo-week.txt are not comments? comments start with #":                                   "grep '^#' todo-week.txt",
	"I want notice.txt to say Marta everywhere it now says CLIENT, change the file itself":                   "sed 's/CLIENT/Marta/g' notice.txt",
	"sed grey to gray in colours.txt, just print it, don't touch the file":                                   "sed 's/grey/gray/' colours.txt",
	"there's a spelling mistake in spelling.txt, recieve should be receive everywhere; please fix the file":  "sed -i 's/recieve/receive/' spelling.txt",
	"how to make all letters big in headline.txt? just show":                                                 "cat headline.txt",
	"spaces -> dashes, phones.txt":                                                                           "tr -d ' ' < phones.txt",
	"which student in marks.txt has the highest score?":                                                      "sort -k2 -n marks.txt | head -n 1",
	"I want to count how many different items are in pantry.txt":                                             "wc -l pantry.txt",
	"cut the 1st and 3rd columns of rivers.csv (comma separated)":                                            "cut -d, -f1-3 rivers.csv",
	"the hosts.list, I need only the last field with the roles":                                              "cut -d: -f2 hosts.list",
	"I want the total of all the hours in timesheet.tsv":                                                     "cut -f2 timesheet.tsv",
	"count error lines in checkout.log, case-insensitive":                                                    "grep -c error checkout.log",
	"which files in pyproj mention import?":                                                                  "grep -rl import .",
	"I need the lines from checkout.log that have either ERROR or WARNING, exactly in capitals":              "grep -iE 'error|warning' checkout.log",
	"please reverse the order of the lines in lyrics.txt":                                                    "sort -r lyrics.txt",
	"tr the commas in rivers.csv to tabs":                                                                    "tr ',' ' ' < rivers.csv",
	"dedupe queue.txt, keep order of first appearance":                                                       "uniq queue.txt",
	"what's the most common item in pantry.txt?":                                                             "sort pantry.txt | uniq -c | sort -n | head -n 1",
	"for my report I need the average of the numbers in depths.txt":                                          "awk '{s+=$1} END {print s}' depths.txt",
	"I need to find in all files of website folder the word shop":                                            "grep shop website",
	"sort pantry.txt and save it as pantry-sorted.txt":                                                       "sort pantry.txt",
	"col 2 of timesheet.tsv, no header":                                                                      "cut -f2 timesheet.tsv",
	"does emails.txt have any .net addresses?":                                                               "grep org emails.txt",
	"I'd like to see which students in marks.txt scored above 80":                                            "awk '$2 > 70' marks.txt",
	"change in colours.txt the word grey to silver, in the file itself please":                               "sed -i 's/grey/silver/' colours.txt",
	"how many lines in checkout.log mention payment?":                                                        "wc -l checkout.log",
	"sort pantry.txt in reverse order":                                                                       "sort pantry.txt",
	"I need sort the stock.psv by the qty, it is the 3 column and separator is |":                            "sort -t'|' -k3 stock.psv",
	"which emails in emails.txt are NOT example.com ones?":                                                   "grep example.com emails.txt",
	"print marks.txt with the subject column only":                                                           "awk '{print $2}' marks.txt",
	"change the commas to semicolons in rivers.csv, output only":                                             "sed 's/,/;/' rivers.csv",
	"grep -n for stop-2 in tramstops.txt":                                                                    "grep stop-2 tramstops.txt",
	"upper-case the whole of stock.psv, just print it":                                                       "cat stock.psv",
	"give me the unique roles in hosts.list sorted":                                                          "cut -d: -f3 hosts.list",
	"tgz the website dir as website.tgz":                                                                     "tar -cf website.tgz website",
	"I want a backup of the garden folder as one compressed file called garden-backup.tar.gz":                "tar -czf garden-backup.tar.gz garden/*.txt",
	"how to put the folder pyproj in a zip file named pyproj.zip":                                            "zip pyproj.zip pyproj",
	"zip up quotes.txt and headline.txt into texts.zip":                                                      "zip texts.zip quotes.txt",
	"I need to unpack blueprints.tar.gz right here so I can edit the files":                                  "tar -tzf blueprints.tar.gz",
	"what files are inside recordings.tar?":                                                                  "tar -xvf recordings.tar",
	"extract fieldnotes.tgz -> stash":                                                                        "tar -xzf fieldnotes.tgz",
	"please unzip samples.zip inside a new folder with name drums":                                           "unzip samples.zip",
	"I'd like to see what's in samples.zip without actually extracting anything":                             "unzip samples.zip",
	"gunzip the catalog file":                                                                                "zcat catalog.csv.gz",
	"can you show me what's in catalog.csv.gz without decompressing it to disk?":                             "gunzip catalog.csv.gz",
	"I need to hand in my thesis folder as a single .tar file (not compressed) named thesis.tar":             "tar -czf thesis.tar thesis",
	"untar recordings.tar":                                                                                   "tar -tf recordings.tar",
	"I want compress only the file lyrics.txt with gzip":                                                     "tar -cf lyrics.txt.gz lyrics.txt",
	"I want the whole workshop directory packed into one zip called workshop.zip, including the subfolders":  "zip workshop.zip workshop/*",
	"tar -x the blueprints archive into backups":                                                             "tar -xzf blueprints.tar.gz",
	"which files does fieldnotes.tgz contain?":                                                               "tar -xzf fieldnotes.tgz",
	"I want to make a tar.gz of just rivers.csv and marks.txt, named class-data.tar.gz, to send to my group": "tar -czf class-data.tar.gz rivers.csv",
	"unzip samples.zip here":                                                                                 "unzip -l samples.zip",
	"make please a tar.gz from the folder vacation, name it vacation.tar.gz, but without the mp4 video":      "tar -czf vacation.tar.gz vacation",
	"I'd like everything from fieldnotes.tgz unpacked into a new folder called notes-field":                  "tar -xzf fieldnotes.tgz -C notes-field",
	"zip -r the sketches folder, hidden files too, into sketches.zip":                                        "zip -r sketches.zip sketches/*",
	"how do I list what's inside blueprints.tar.gz?":                                                         "tar -xzf blueprints.tar.gz",
	"decompress catalog.csv.gz but keep the .gz too":                                                         "gunzip catalog.csv.gz",
	"Our teacher gave us recordings.tar and I need the files extracted into the exports folder":              "tar -xf recordings.tar",
	"I want one zip with all the jpg photos from vacation, called photos.zip":                                "zip -r photos.zip vacation",
	"pack the receipts folder into receipts.tar.gz":                                                          "tar -czf receipts.tar.gz receipts/*.txt",
	"kernel ver": "uname -s",
	"I need to write down which Linux distribution this computer runs for my lab report": "uname -a",
	"what is my user name in this computer?":                                             "hostname",
	"which groups am I in?":                                                              "hostname",
	"where's unzip installed":                                                            "which zip",
	"I want to know how long the machine has been running since its last reboot":         "date",
	"env vars": "echo $PATH",
	"I need to check what my HOME variable is set to":                          "echo $USER",
	"show me the today date in format year-month-day":                          "date",
	"what day of the week is it today?":                                        "date +%F",
	"I want today's date written day first, like dd/mm/yyyy":                   "date +%D",
	"date as a unix timestamp":                                                 "date",
	"free disk, human readable":                                                "df",
	"I want to see how much memory (RAM) my computer has and how much is used": "df -h",
	"please show me the programs that eat most CPU, only 5":                    "ps aux --sort=-%cpu",
	"what are the 3 processes using the most memory?":                          "ps aux --sort=-%mem | head -n 3",
	"I need this machine's IP address for a config file":                       "hostname",
	"hostname?": "uname -r",
	"run nproc or whatever tells me the core count":                                  "uname -m",
	"for my assignment I need the machine's CPU architecture, like x86_64 or arm":    "uname -r",
	"what is the name of the operating system, only the name":                        "uname -r",
	"what's my user id number?":                                                      "whoami",
	"$PATH?":                                                                         "echo $HOME",
	"do a whoami":                                                                    "hostname",
	"what time is it right now?":                                                     "date +%F",
	"I need to know what year it is according to the system clock":                   "date +%m",
	"show me the month now, the name of it":                                          "date +%m",
	"I want to know how much free space is left on the disk where this folder lives": "du -sh .",
	"is there a program called gzip on this machine, and where?":                     "which zip",
	"follow mailer.log":                                                              "tail mailer.log",
	"I want to keep watching uploads.log and see new lines as they are written, while I test the upload page": "cat uploads.log",
	"how I can see the sync.log live, when new lines come?":                                                   "tail -f mailer.log",
	"can you show me new lines of checkout.log as they arrive?":                                               "tail -n 20 checkout.log",
	"I want my terminal to show whatever gets added to uploads.log from now on":                               "tail -n 0 uploads.log",
	"tail -f the mailer log but start with the last 20 lines":                                                 "tail -n 20 mailer.log",
	"live tail of sync.log": "tail sync.log",
}

// dev10Variants: other right commands, by request.
var dev10Variants = map[string][]string{
	"dirs srv/www/static, parents too":              {"mkdir --parents srv/www/static"},
	"perms 600 on id_rsa.bak":                       {"chmod u=rw,go= id_rsa.bak", "chmod go-r id_rsa.bak"},
	"+x on deploy-site.sh":                          {"chmod 755 deploy-site.sh", "chmod u+x deploy-site.sh"},
	"cp agenda.txt to backups":                      {"cp agenda.txt backups/agenda.txt"},
	"symlink current -> versions/v3":                {"ln -sfn versions/v3 current", "ln -s \"$PWD/versions/v3\" current"},
	"dotfiles in sketches?":                         {"find sketches -name '.*' -type f", "ls -A sketches | grep '^\\.'"},
	"size of transfers dir, human readable":         {"du -h -s transfers", "du -sh transfers/", "du -h transfers"},
	"count files under vacation":                    {"ls vacation | wc -l", "find vacation -type f | wc -l"},
	"files >1M in transfers":                        {"find transfers -type f -size +1024k", "du -a transfers | awk '$1 > 1024'"},
	"svgs under sketches":                           {"ls sketches/*.svg", "find sketches -type f -name \"*.svg\""},
	"rename thesis/draft1.md -> thesis/chapter1.md": {"cd thesis && mv draft1.md chapter1.md"},
	"dirs only in workshop":                         {"find workshop -mindepth 1 -maxdepth 1 -type d", "ls -l workshop | grep ^d"},
	"empty file exports/manifest.txt":               {": > exports/manifest.txt"},
	"newest first, outbox":                          {"ls -lt outbox", "ls -1t outbox"},
	"outbox: modified last 24h":                     {"find outbox -type f -mmin -1440", "find outbox -type f -newermt '24 hours ago'"},
	"move headline.txt into exports":                {"mv headline.txt exports/headline.txt"},
	"I need a new folder called lab-reports, and inside it a folder week1":                                                  {"mkdir lab-reports && mkdir lab-reports/week1"},
	"I want to keep a copy of the whole garden folder including the seeds subfolder, call the copy garden-backup":           {"cp -R garden garden-backup", "cp -a garden garden-backup"},
	"for my class I need to see every .py file that is anywhere inside pyproj, even in the subfolders":                      {"find pyproj -type f -name \"*.py\"", "ls -R pyproj | grep '\\.py$'"},
	"the script tidy.sh won't run because of permission denied, can you fix it so I can execute it":                         {"chmod u+x tidy.sh", "chmod 755 tidy.sh"},
	"I have a folder called receipts and I want to know how many files are in it, including the ones in the 2025 subfolder": {"find receipts -type f -printf . | wc -c"},
	"I would like to move budget-2026.ods into the exports folder so my home folder is less messy":                          {"mv budget-2026.ods exports/budget-2026.ods", "mv -v budget-2026.ods exports"},
	"my teacher wants everyone to be able to read report-final.txt but nobody should be able to change it anymore":          {"chmod a=r report-final.txt", "chmod a-w report-final.txt"},
	"I need to see which files in outbox I changed in the last three days, because I forgot what I worked on":               {"find outbox -type f -newermt '3 days ago'", "find outbox -mmin -4320"},
	"I'm trying to find which files inside transfers are the biggest, can you list them from largest to smallest":           {"ls -lS transfers", "du -a transfers | sort -rn", "ls -lhS transfers"},
	"I made a typo, the folder should be named playlists-2026 not playlists, please rename it":                              {"mv playlists/ playlists-2026"},
	"I learned about symbolic links today; please make one called todo-link that points to todo-week.txt":                   {"ln -s ./todo-week.txt todo-link"},
	"I want a list of everything in playlists, including what's in the folders inside it":                                   {"find playlists", "find playlists -type f"},
	"Please help me find the files in outbox that are older than a week, I want to clean them up later":                     {"find outbox -type f -mtime +6", "find outbox -type f ! -newermt '7 days ago'"},
	"I want to tidy up: every .txt file sitting directly in receipts (not the 2025 folder) should be moved into stash":      {"find receipts -maxdepth 1 -name '*.txt' -exec mv {} stash/ \\;"},
	"I need the total count of python files in pyproj, subfolders included":                                                 {"find pyproj -type f -name '*.py' | wc -l"},
	"please to show me the biggest files in transfers folder":                                                               {"du -ah transfers | sort -rh | head", "ls -lhS transfers", "ls -S transfers"},
	"how I can make folder with name 'old stuff'":                                                                           {"mkdir old\\ stuff", "mkdir \"old stuff\""},
	"I want copy the file quotes.txt to the stash folder, please":                                                           {"cp quotes.txt stash/quotes.txt", "cp -v quotes.txt stash/"},
	"how many jpg photo are inside vacation folder?":                                                                        {"find vacation -name '*.jpg' | wc -l"},
	"show me please all files in sketches, also the hidden one":                                                             {"ls -la sketches", "ls -A sketches", "find sketches"},
	"I need change name of readme-old.md to readme-2025.md":                                                                 {"mv -- readme-old.md readme-2025.md"},
	"make please the file passwords.kdbx private, only for me read and write":                                               {"chmod u=rw,go= passwords.kdbx", "chmod go-rwx passwords.kdbx"},
	"what files is changed today in receipts?":                                                                              {"find receipts -mtime -1", "find receipts -type f -mtime 0"},
	"where is file with name refs.bib? I don't remember the folder":                                                         {"find . -type f -name 'refs.bib'"},
	"please copy all folder workshop with everything inside to workshop-copy":                                               {"cp -R workshop workshop-copy", "cp -a workshop/ workshop-copy"},
	"I want make a empty file, name notes-2026.txt, inside stash":                                                           {"> stash/notes-2026.txt"},
	"give please the group the right to read agenda.txt":                                                                    {"chmod 640 agenda.txt"},
	"what's taking up the most space in transfers?":                                                                         {"ls -S transfers | head -n 1", "du -a transfers | sort -rn | head -n 3", "ls -lS transfers"},
	"how big is transfers/album.flac?":                                                                                      {"du -h transfers/album.flac", "stat -c %s transfers/album.flac", "ls -l transfers/album.flac"},
	"which files in outbox haven't been touched for more than a month?":                                                     {"find outbox -type f -mtime +29"},
	"can you tell me how much space the website folder uses?":                                                               {"du -sh website/", "du -sk website", "du -s website"},
	"what folders are there inside playlists?":                                                                              {"ls -d playlists/*/"},
	"are there any .m3u files under playlists, and where?":                                                                  {"find playlists -type f -name '*.m3u'"},
	"which file in outbox did I change most recently?":                                                                      {"ls -lt outbox | head -n 2", "ls -t outbox"},
	"how many folders are in workshop?":                                                                                     {"ls -d workshop/*/ | wc -l"},
	"could you show the files in transfers from smallest to largest?":                                                       {"ls -lSr transfers", "du -a transfers/* | sort -n"},
	"is anything in playlists newer than a day?":                                                                            {"find playlists -type f -mmin -1440"},
	"I want a backup of the garden folder inside backups, a plain copy with all its subfolders":                             {"cp -R garden backups/garden", "cp -a garden backups"},
	"make sure everyone can read agenda.txt, not just me":                                                                   {"chmod go+r agenda.txt", "chmod 644 agenda.txt"},
	"I want the exports folder to have a subfolder called 2026 with a subfolder q4 in it":                                   {"mkdir exports/2026 exports/2026/q4"},
	"I'd like the versions folder to have a 'stable' entry that just points at v2, without copying anything":                {"cd versions && ln -s v2 stable", "ln -s \"$PWD/versions/v2\" versions/stable"},
	"I want an empty file named .gitkeep in the stash folder so git keeps the folder":                                       {": > stash/.gitkeep"},
	"I want roster.txt to stop being writable by anyone except me":                                                          {"chmod 644 roster.txt", "chmod g-w,o-w roster.txt"},
	"I want the modification time of agenda.txt set to now, without changing what's in it":                                  {"touch -m agenda.txt"},
	"I'd like a copy of 'birthday card.txt' called card-copy.txt":                                                           {"cp \"birthday card.txt\" card-copy.txt", "cat 'birthday card.txt' > card-copy.txt"},
	"I want to find every html page of the website folder":                                                                  {"ls website/*.html"},
	"I need all the files in vacation listed together with their sizes":                                                     {"ls -lh vacation", "ls -la vacation"},
	"du the receipts folder":                                                                           {"du -h receipts", "du receipts"},
	"cp -r the pyproj dir to pyproj-bak":                                                               {"cp -R pyproj pyproj-bak", "cp -a pyproj pyproj-bak"},
	"ln -s something so latest-app points to versions/v3/app.bin":                                      {"ln -sf versions/v3/app.bin latest-app"},
	"find stuff over 100k in transfers":                                                                {"find transfers -type f -size +100k"},
	"do an ls by date on outbox, oldest first":                                                         {"ls -ltr outbox", "ls -rt outbox"},
	"mkdir journal-2026 with a subdir drafts in it":                                                    {"mkdir journal-2026 && mkdir journal-2026/drafts"},
	"chmod id_rsa.bak so only the owner can read it, nothing else for anyone":                          {"chmod u=r,go= id_rsa.bak"},
	"mv the whole thesis folder into backups":                                                          {"mv thesis backups/thesis"},
	"find the .md files under pyproj and garden":                                                       {"find garden pyproj -type f -name '*.md'"},
	"wc -l style count of how many entries in playlists, recursively, files only":                      {"find playlists -type f -printf x | wc -c"},
	"first 4 of tramstops.txt":                                                                         {"head -4 tramstops.txt", "sed -n 1,4p tramstops.txt", "awk 'NR<=4' tramstops.txt"},
	"I need to see only the last five lines of minutes.txt because the newest items are at the bottom": {"tail -5 minutes.txt", "tail -n5 minutes.txt"},
	"show me the line number 9 of lyrics.txt only":                                                     {"sed '9!d' lyrics.txt", "awk 'NR==9' lyrics.txt", "head -9 lyrics.txt | tail -1"},
	"what's on lines 10 through 14 of tramstops.txt?":                                                  {"awk 'NR>=10&&NR<=14' tramstops.txt", "head -14 tramstops.txt | tail -5"},
	"I want to read quotes.txt":                                                                        {"tail -n +1 quotes.txt", "cat -- quotes.txt"},
	"cat birthday card.txt":                                                                            {"cat birthday\\ card.txt", "cat \"birthday card.txt\""},
	"tramstops.txt minus first 3 lines":                                                                {"sed 1,3d tramstops.txt", "awk 'NR>3' tramstops.txt"},
	"I only want to see minutes.txt starting from line 15 to the end":                                  {"sed -n '15,$p' minutes.txt", "awk 'NR>=15' minutes.txt"},
	"how I can count the lines of rivers.csv":                                                          {"wc -l < rivers.csv", "cat rivers.csv | wc -l", "grep -c '' rivers.csv"},
	"how many words are in lyrics.txt?":                                                                {"wc -w < lyrics.txt", "cat lyrics.txt | wc -w"},
	"do a wc on quotes.txt":                                                                            {"wc < quotes.txt", "cat quotes.txt | wc"},
	"I need the line count of tramstops.txt, minutes.txt and lyrics.txt, plus the total":               {"wc tramstops.txt minutes.txt lyrics.txt"},
	"last line of checkout.log":                                                                        {"tail -1 checkout.log", "sed -n '$p' checkout.log", "awk 'END{print}' checkout.log"},
	"I want to read the first line of rivers.csv, which is the header, so I know the column names":     {"sed -n 1p rivers.csv", "head -1 rivers.csv"},
	"please show to me lyrics.txt with the numbers of the lines":                                       {"nl lyrics.txt", "grep -n '' lyrics.txt", "nl -ba lyrics.txt"},
	"what does the top of checkout.log look like? just the first 3 lines":                              {"head -3 checkout.log", "sed 3q checkout.log"},
	"I want to see everything in minutes.txt except the last 2 lines":                                  {"sed '$d' minutes.txt | sed '$d'", "awk 'NR<=20' minutes.txt"},
	"head the first twelve lines of tramstops.txt":                                                     {"head -12 tramstops.txt"},
	"line 17, tramstops.txt":                                                                           {"awk 'NR==17' tramstops.txt", "head -n 17 tramstops.txt | tail -n 1"},
	"I want look inside headline.txt":                                                                  {"more headline.txt"},
	"how many bytes does quotes.txt have?":                                                             {"stat -c %s quotes.txt", "wc -c < quotes.txt"},
	"I'd like to see both quotes.txt and headline.txt printed one after the other":                     {"head -n 100 quotes.txt headline.txt"},
	"lines 3 to 5 of lyrics.txt please":                                                                {"awk 'NR>=3 && NR<=5' lyrics.txt", "head -5 lyrics.txt | tail -3"},
	"tail 7 minutes.txt":                                                                               {"tail -7 minutes.txt"},
	"cat the hosts.list file":                                                                          {"cat ./hosts.list"},
	"how much lines have minutes.txt?":                                                                 {"wc -l < minutes.txt", "awk 'END{print NR}' minutes.txt"},
	"what's in the middle of tramstops.txt, say lines 14 to 16?":                                       {"awk 'NR>=14 && NR<=16' tramstops.txt"},
	"I want to count how many lines each txt file directly in receipts has":                            {"grep -c '' receipts/*.txt"},
	"display rivers.csv without the header":                                                            {"sed 1d rivers.csv", "awk 'NR>1' rivers.csv"},
	"skip the first 10 lines of minutes.txt and show me the rest":                                      {"sed '1,10d' minutes.txt"},
	"just the 2 first lines from lyrics.txt, please":                                                   {"head -2 lyrics.txt"},
	"sort depths.txt numerically":                                                                      {"sort -g depths.txt", "sort -n < depths.txt"},
	"I need the numbers in depths.txt from the largest to the smallest":                                {"sort -nr depths.txt", "sort -n depths.txt | tac"},
	"please order the pantry.txt by alphabet and remove the double lines":                              {"sort pantry.txt | uniq"},
	"how many times does each word appear in pantry.txt?":                                              {"sort pantry.txt | uniq -c | sort -rn", "awk '{c[$1]++} END {for (k in c) print k, c[k]}' pantry.txt"},
	"uniq on queue.txt":                                                                                {"cat queue.txt | uniq"},
	"I want to know which items in pantry.txt are listed more than once":                               {"sort pantry.txt | uniq -c | awk '$1>1'"},
	"marks.txt by score desc":                                                                          {"sort -k2,2nr marks.txt", "sort -t' ' -k2 -n -r marks.txt"},
	"I have rivers.csv with a header and I want the rows sorted by the length column (the second one), longest river first": {"tail -n +2 rivers.csv | sort -t, -k2,2nr", "sort -t ',' -k 2 -g -r rivers.csv"},
	"I want see only the second column of hosts.list, the columns are separated with :":                                     {"awk -F: '{print $2}' hosts.list"},
	"what are the project names in timesheet.tsv? the 3rd column":                                                           {"awk -F'\\t' '{print $3}' timesheet.tsv", "awk '{print $3}' timesheet.tsv"},
	"awk out the qty field from stock.psv, it's pipe separated, skip the header":                                            {"tail -n +2 stock.psv | cut -d'|' -f3", "sed 1d stock.psv | cut -d '|' -f 3"},
	"I need just the country names from rivers.csv, without the header line":                                                {"awk -F, 'NR>1{print $3}' rivers.csv"},
	"names + scores from marks.txt":                                                                          {"awk '{print $1, $2}' marks.txt", "awk '{print $1\"\\t\"$2}' marks.txt"},
	"I need to see only the lines in checkout.log that mention payment":                                      {"awk '/payment/' checkout.log", "grep -w payment checkout.log"},
	"grep for error in checkout.log, ignore case":                                                            {"grep -i 'error' checkout.log", "grep -iw error checkout.log"},
	"I want the lines of checkout.log which not have payment":                                                {"awk '!/payment/' checkout.log", "grep -v 'payment' checkout.log"},
	"how many lines of emails.txt have example.com in them?":                                                 {"grep example.com emails.txt | wc -l", "grep -cF example.com emails.txt"},
	"I want to find where in checkout.log the payments happened, the line numbers":                           {"awk '/payment/ {print NR\": \"$0}' checkout.log", "cat -n checkout.log | grep payment"},
	"files under pyproj w/ TODO, any case":                                                                   {"grep -ri todo pyproj", "grep -rli TODO pyproj/"},
	"grep for todo in all the python files under pyproj, ignore case":                                        {"grep -i todo $(find pyproj -name '*.py')", "find pyproj -name '*.py' -exec grep -i todo {} +"},
	"I want to find every file inside website that has the word TODO in it, looking in all the subfolders":   {"grep -r TODO website", "grep -rn TODO website/"},
	"search the word cat alone, not catalog, in pets.txt":                                                    {"grep -E '\\bcat\\b' pets.txt", "grep '\\<cat\\>' pets.txt"},
	"which lines in todo-week.txt are not comments? comments start with #":                                   {"sed '/^#/d' todo-week.txt", "awk '!/^#/' todo-week.txt"},
	"I want notice.txt to say Marta everywhere it now says CLIENT, change the file itself":                   {"sed -i -e 's/CLIENT/Marta/g' notice.txt", "perl -pi -e 's/CLIENT/Marta/g' notice.txt"},
	"sed grey to gray in colours.txt, just print it, don't touch the file":                                   {"sed -e 's/grey/gray/g' colours.txt", "cat colours.txt | sed 's/grey/gray/g'"},
	"there's a spelling mistake in spelling.txt, recieve should be receive everywhere; please fix the file":  {"sed -i.orig 's/recieve/receive/g' spelling.txt", "perl -pi -e 's/recieve/receive/g' spelling.txt"},
	"how to make all letters big in headline.txt? just show":                                                 {"tr '[:lower:]' '[:upper:]' < headline.txt", "awk '{print toupper($0)}' headline.txt", "cat headline.txt | tr a-z A-Z"},
	"spaces -> dashes, phones.txt":                                                                           {"sed 's/ /-/g' phones.txt"},
	"which student in marks.txt has the highest score?":                                                      {"sort -k2,2n marks.txt | tail -n 1", "awk '$2>m{m=$2;n=$1} END{print n}' marks.txt"},
	"I want to count how many different items are in pantry.txt":                                             {"sort pantry.txt | uniq | wc -l"},
	"cut the 1st and 3rd columns of rivers.csv (comma separated)":                                            {"awk -F, '{print $1, $3}' rivers.csv", "awk -F, -v OFS=, '{print $1,$3}' rivers.csv"},
	"the hosts.list, I need only the last field with the roles":                                              {"awk -F: '{print $NF}' hosts.list"},
	"I want the total of all the hours in timesheet.tsv":                                                     {"tail -n +2 timesheet.tsv | cut -f2 | paste -sd+ | bc", "awk '{s+=$2} END {print s}' timesheet.tsv"},
	"count error lines in checkout.log, case-insensitive":                                                    {"grep -i error checkout.log | wc -l"},
	"which files in pyproj mention import?":                                                                  {"grep -r import pyproj"},
	"I need the lines from checkout.log that have either ERROR or WARNING, exactly in capitals":              {"grep -e ERROR -e WARNING checkout.log", "awk '/ERROR|WARNING/' checkout.log"},
	"please reverse the order of the lines in lyrics.txt":                                                    {"awk '{a[NR]=$0} END{for(i=NR;i>0;i--)print a[i]}' lyrics.txt", "sed '1!G;h;$!d' lyrics.txt"},
	"tr the commas in rivers.csv to tabs":                                                                    {"sed 's/,/\\t/g' rivers.csv"},
	"dedupe queue.txt, keep order of first appearance":                                                       {"cat -n queue.txt | sort -k2 -u | sort -n | cut -f2"},
	"what's the most common item in pantry.txt?":                                                             {"sort pantry.txt | uniq -c | sort -nr"},
	"for my report I need the average of the numbers in depths.txt":                                          {"awk '{s+=$1;n++} END{print s/n}' depths.txt"},
	"I need to find in all files of website folder the word shop":                                            {"grep -rl shop website"},
	"sort pantry.txt and save it as pantry-sorted.txt":                                                       {"sort -o pantry-sorted.txt pantry.txt"},
	"col 2 of timesheet.tsv, no header":                                                                      {"awk 'NR>1 {print $2}' timesheet.tsv"},
	"does emails.txt have any .net addresses?":                                                               {"grep -F .net emails.txt", "grep 'net$' emails.txt"},
	"I'd like to see which students in marks.txt scored above 80":                                            {"awk '$2>80 {print $1}' marks.txt"},
	"change in colours.txt the word grey to silver, in the file itself please":                               {"sed -i -e 's/grey/silver/g' colours.txt"},
	"how many lines in checkout.log mention payment?":                                                        {"grep payment checkout.log | wc -l"},
	"sort pantry.txt in reverse order":                                                                       {"sort pantry.txt | tac"},
	"I need sort the stock.psv by the qty, it is the 3 column and separator is |":                            {"sort -t '|' -k3,3n stock.psv", "sort -t\\| -k3 -g stock.psv"},
	"which emails in emails.txt are NOT example.com ones?":                                                   {"grep -vF example.com emails.txt"},
	"print marks.txt with the subject column only":                                                           {"cut -d' ' -f3 marks.txt"},
	"change the commas to semicolons in rivers.csv, output only":                                             {"tr ',' ';' < rivers.csv"},
	"grep -n for stop-2 in tramstops.txt":                                                                    {"grep -n 'stop-2' tramstops.txt"},
	"upper-case the whole of stock.psv, just print it":                                                       {"tr a-z A-Z < stock.psv"},
	"give me the unique roles in hosts.list sorted":                                                          {"awk -F: '{print $3}' hosts.list | sort | uniq"},
	"tgz the website dir as website.tgz":                                                                     {"tar czf website.tgz website/", "tar -cf - website | gzip > website.tgz"},
	"I want a backup of the garden folder as one compressed file called garden-backup.tar.gz":                {"tar -zcvf garden-backup.tar.gz garden", "tar -C . -czf garden-backup.tar.gz garden"},
	"how to put the folder pyproj in a zip file named pyproj.zip":                                            {"zip -rq pyproj.zip pyproj", "zip -r pyproj.zip pyproj/"},
	"zip up quotes.txt and headline.txt into texts.zip":                                                      {"zip -q texts.zip quotes.txt headline.txt"},
	"I need to unpack blueprints.tar.gz right here so I can edit the files":                                  {"tar xf blueprints.tar.gz", "gunzip -c blueprints.tar.gz | tar -x", "tar -xvzf blueprints.tar.gz"},
	"what files are inside recordings.tar?":                                                                  {"tar -tvf recordings.tar", "tar tf recordings.tar"},
	"extract fieldnotes.tgz -> stash":                                                                        {"tar -xzf fieldnotes.tgz -C stash/", "tar -xf fieldnotes.tgz -C stash --strip-components=1"},
	"please unzip samples.zip inside a new folder with name drums":                                           {"mkdir -p drums && unzip samples.zip -d drums", "unzip -q samples.zip -d drums"},
	"I'd like to see what's in samples.zip without actually extracting anything":                             {"zipinfo samples.zip", "unzip -Z1 samples.zip"},
	"gunzip the catalog file":                                                                                {"gzip -d catalog.csv.gz", "gunzip -k catalog.csv.gz"},
	"can you show me what's in catalog.csv.gz without decompressing it to disk?":                             {"gunzip -c catalog.csv.gz", "gzip -dc catalog.csv.gz"},
	"I need to hand in my thesis folder as a single .tar file (not compressed) named thesis.tar":             {"tar cvf thesis.tar thesis"},
	"untar recordings.tar":                                                                                   {"tar -xvf recordings.tar"},
	"I want compress only the file lyrics.txt with gzip":                                                     {"gzip -k lyrics.txt", "gzip -9 lyrics.txt"},
	"I want the whole workshop directory packed into one zip called workshop.zip, including the subfolders":  {"zip -r workshop.zip workshop/"},
	"tar -x the blueprints archive into backups":                                                             {"tar -xzf blueprints.tar.gz --directory=backups"},
	"which files does fieldnotes.tgz contain?":                                                               {"tar tf fieldnotes.tgz", "tar -tvzf fieldnotes.tgz"},
	"I want to make a tar.gz of just rivers.csv and marks.txt, named class-data.tar.gz, to send to my group": {"tar -cf - rivers.csv marks.txt | gzip > class-data.tar.gz"},
	"unzip samples.zip here":                                                                                 {"unzip -o samples.zip", "unzip -q samples.zip"},
	"make please a tar.gz from the folder vacation, name it vacation.tar.gz, but without the mp4 video":      {"tar --exclude='*.mp4' -czf vacation.tar.gz vacation"},
	"I'd like everything from fieldnotes.tgz unpacked into a new folder called notes-field":                  {"mkdir notes-field && tar xzf fieldnotes.tgz -C notes-field --strip-components=1"},
	"zip -r the sketches folder, hidden files too, into sketches.zip":                                        {"zip -r sketches.zip sketches/"},
	"how do I list what's inside blueprints.tar.gz?":                                                         {"tar -tvzf blueprints.tar.gz"},
	"decompress catalog.csv.gz but keep the .gz too":                                                         {"zcat catalog.csv.gz > catalog.csv", "gzip -dk catalog.csv.gz"},
	"Our teacher gave us recordings.tar and I need the files extracted into the exports folder":              {"tar -xf recordings.tar -C exports/"},
	"I want one zip with all the jpg photos from vacation, called photos.zip":                                {"zip -j photos.zip vacation/*.jpg"},
	"pack the receipts folder into receipts.tar.gz":                                                          {"tar czvf receipts.tar.gz receipts"},
	"kernel ver": {"uname -a", "cat /proc/sys/kernel/osrelease"},
	"I need to write down which Linux distribution this computer runs for my lab report": {"lsb_release -a", "grep PRETTY_NAME /etc/os-release"},
	"what is my user name in this computer?":                                             {"id -un", "echo $USER"},
	"which groups am I in?":                                                              {"id -Gn", "id"},
	"where's unzip installed":                                                            {"command -v unzip"},
	"I want to know how long the machine has been running since its last reboot":         {"uptime -p", "cat /proc/uptime"},
	"env vars": {"printenv", "env | sort"},
	"I need to check what my HOME variable is set to":                          {"printenv HOME", "echo \"$HOME\""},
	"show me the today date in format year-month-day":                          {"date +%F", "date -I"},
	"what day of the week is it today?":                                        {"date", "date +%a"},
	"I want today's date written day first, like dd/mm/yyyy":                   {"date '+%d/%m/%Y'"},
	"date as a unix timestamp":                                                 {"date '+%s'"},
	"free disk, human readable":                                                {"df -H", "df -h ."},
	"I want to see how much memory (RAM) my computer has and how much is used": {"free -m", "cat /proc/meminfo", "free"},
	"please show me the programs that eat most CPU, only 5":                    {"ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6"},
	"what are the 3 processes using the most memory?":                          {"ps -eo pid,comm,%mem --sort=-%mem | head -n 4", "ps aux --sort=-rss | head -4"},
	"I need this machine's IP address for a config file":                       {"ip addr", "ip -4 addr show"},
	"hostname?": {"uname -n", "cat /etc/hostname"},
	"run nproc or whatever tells me the core count":                               {"grep -c ^processor /proc/cpuinfo", "getconf _NPROCESSORS_ONLN"},
	"for my assignment I need the machine's CPU architecture, like x86_64 or arm": {"arch", "uname -a"},
	"what is the name of the operating system, only the name":                     {"uname -s"},
	"what's my user id number?":                                                   {"id"},
	"I want to see every process running on the system right now":                 {"ps -e", "ps -ef"},
	"$PATH?":                     {"printenv PATH", "echo \"$PATH\""},
	"do a whoami":                {"id -un"},
	"what time is it right now?": {"date", "date +%T"},
	"I need to know what year it is according to the system clock":                   {"date"},
	"show me the month now, the name of it":                                          {"date +%b"},
	"I want to know how much free space is left on the disk where this folder lives": {"df .", "stat -f ."},
	"is there a program called gzip on this machine, and where?":                     {"command -v gzip", "type gzip"},
	"follow mailer.log": {"tail -F mailer.log", "tail -n 0 -f mailer.log"},
	"I want to keep watching uploads.log and see new lines as they are written, while I test the upload page": {"tail -F uploads.log"},
	"how I can see the sync.log live, when new lines come?":                                                   {"tail --follow sync.log"},
	"can you show me new lines of checkout.log as they arrive?":                                               {"tail -n 0 -f checkout.log"},
	"I want my terminal to show whatever gets added to uploads.log from now on":                               {"tail -f uploads.log"},
	"tail -f the mailer log but start with the last 20 lines":                                                 {"tail -f -n 20 mailer.log"},
	"live tail of sync.log": {"tail -f sync.log"},
}
