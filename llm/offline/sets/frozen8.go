package sets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The eighth frozen set (testdata/frozen8.json) was written blind for
// issue 15's everyday basics, in plain everyday words (terse fragments,
// short plain commands, plain questions and plain full sentences, mixed
// about equally), by someone who did not read the catalogue, the
// matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (frozen8Template: the eleventh development
// set's tree with new files under new names, so that every older file is
// a distractor).
//
// It is a FROZEN set: nobody may read its answers or tune on it. Only
// TestFrozen8Set's summary line may be read; CARO_FROZEN8_DETAIL=1 is
// for whoever audits the set, never for the matcher's developer. Its
// cases have the fifth set's fields, and its tests are the fifth set's
// (heldOut5), run on its own cases and tree.
var frozen8Set = laterSet(heldOut5{name: "offline frozen set 8", detail: "CARO_FROZEN8_DETAIL", wrongs: frozen8Wrongs, variants: frozen8Variants, minCases: 165, minBeyond: 18, minChecks: 150,
	minRight: frozen8MinRight, maxWrong: frozen8MaxWrong},
	"frozen8.json", frozen8Built, frozen8Stamp)

// The ratchet of TestFrozen8Set, measured by the matcher's developer (not its
// writer, who never ran it) from its summary line alone on 07bae8e, the matcher of
// 4f91b40 that never saw the set: 156 right (79.2 %), 4 confidently wrong
// (2.0 %), 37 abstained of 197, right on 87.2 % of the 179 in scope. The
// same once merged with 9750507, 37de654 and 0ca139a (written before it
// was read). Raise it when the score rises; lower it only with a note
// that says which commit cost what. 158 right, 4 wrong with dev sets 14
// and 15's fixes merged (fx4-files, fx4-text, and the fixes of their
// wrong answers), summary line only. 160 right, 2 wrong once frozen set
// 9's seven wrong answers were read and fixed in general (411e019,
// fix9-text, fix9-files), summary line only. 161 right, 2 wrong on
// 2b35878 (frozen set 11's wrong and abstained answers and ~110
// abstentions of the dev sets fixed in general), summary line only.
const (
	frozen8MinRight = 161
	frozen8MaxWrong = 2
)

// frozen8Built holds frozen8Template's tree, built once per test binary
// (builtTree).
var frozen8Built = &builtTree{name: "frozen8", build: frozen8Template}

// frozen8Kitchen is a log whose word "alarm" comes in several cases, alone
// and inside a longer word, and whose word "oven" comes twice.
const frozen8Kitchen = "07:00 oven preheated\n07:05 ALARM smoke detected\n07:10 timer set for bread\n07:15 alarm silenced\n" +
	"07:20 Alarm test ok\n07:25 alarms reviewed by staff\n07:30 kettle boiled\n07:35 oven off\n"

// frozen8Template builds the eighth set's tree once: a copy of the
// eleventh set's built tree (dev11Built) with the eighth set's files.
func frozen8Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "frozen8")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	files := map[string]string{
		"kitchen.log":           frozen8Kitchen,
		"bakery.log":            frozen5Lines("loaf", 50, func(int) string { return " baked" }),
		"printer-queue.log":     "job 1 queued\njob 1 printed\n",
		"lullaby.txt":           "hush now the moon is high\nthe stars are keeping watch\nthe river hums a tune\nand sleep comes soft and slow\n",
		"expenses-jan.csv":      "date,item,amount,category\n2026-01-04,coffee,3.50,food\n2026-01-05,train,45.00,travel\n2026-01-07,groceries,62.80,food\n2026-01-09,cinema,12.00,fun\n2026-01-12,books,18.25,fun\n",
		"contacts.csv":          "name,phone,email\nmarta,555-0101,marta@example.org\nolu,555-0102,olu@example.org\nkenji,555-0103,kenji@example.org\n",
		"members.txt":           "id;name;city;joined\n1;nadia;Leeds;2019\n2;tomas;Porto;2021\n3;wen;Hobart;2018\n4;ayo;Lagos;2023\n",
		"paint-colours.txt":     "teal\namber\ncrimson\nbeige\nolive\n",
		"bowling-scores.txt":    "42\n7\n315\n19\n8\n",
		"ports-visited.txt":     "oslo\nlima\noslo\ncairo\nlima\noslo\nquito\n",
		"pancake-recipe.txt":    "2 cups of sugar\n1 cup of flour\na pinch of sugar on top\n",
		"letter-draft.txt":      "Dear Bob,\nBob, Bob, please fix the gate.\nThanks\n",
		"meeting-minutes.txt":   "we need a plan\nplanning starts monday\nbudget review\nthe planet exhibit\nplan approved\nlunch at noon\n",
		"hosts-list.txt":        "web01.prod\nweb02.test\ndb01.prod\ncache.test\nmail.prod\n",
		"household-budget.xlsx": "budget sheet\n",
		"draft-essay.txt":       "an essay about bees\n",
		"shoppinglist.txt":      "bread\nmilk\n",
		"grandma-photo.jpg":     "grandma smiling\n",
		"old-receipt.txt":       "receipt 2019\n",
		"expired-coupon.txt":    "10% off, expired\n",
		"diary-private.txt":     "today I was brave\n",
		"backup-home.sh":        "#!/bin/sh\necho backing up\n",
		"cleanup-tmp.sh":        "#!/bin/sh\necho cleaning\n",
		"wifi-password.txt":     "hunter2\n",
		"quarterly-plan.txt":    "q1 goals\n",
		".bakeryrc":             "oven=220\n",

		"wardrobe/scarf.txt":                       strings.Repeat("s", 20<<10),
		"wardrobe/socks.txt":                       strings.Repeat("x", 100),
		"wardrobe/.mothballs":                      "camphor\n",
		"daybook/mon.txt":                          "monday entry\n",
		"daybook/tue.txt":                          "tuesday entry\n",
		"daybook/wed.txt":                          "wednesday entry\n",
		"invoices/inv-jan.pdf":                     "invoice january\n",
		"invoices/inv-feb.pdf":                     "invoice february\n",
		"invoices/inv-mar.pdf":                     "invoice march\n",
		"invoices/inv-apr.pdf":                     "invoice april\n",
		"allotment/plan.md":                        "# garden plan\nbeds in spring\n",
		"allotment/beds/tomato.txt":                "tomatoes by the fence\n",
		"allotment/beds/kale.txt":                  "kale in the shade\n",
		"allotment/tools/hoe.txt":                  "the old hoe\n",
		"allotment/.watering":                      "every second day\n",
		"side-projects/webshop/README.md":          "# webshop\nA tiny shop.\n",
		"side-projects/webshop/config.yaml":        "port: 8081\n",
		"side-projects/webshop/src/app.py":         "# TODO: add login\nprint('shop')\n",
		"side-projects/webshop/src/cart.py":        "def total():\n    # TODO: add tax\n    return 0\n",
		"side-projects/webshop/tests/test_cart.py": "def test_total():\n    assert True\n",
		"music-box/playlist.m3u":                   "song1.flac\nsong2.flac\n",
		"empties/blank1.txt":                       "",
		"empties/blank2.log":                       "",
		"empties/filled.txt":                       "something\n",
		"paperwork/bills.ods":                      "bills\n",
		"paperwork/2024/rent.ods":                  "rent\n",
		"paperwork/2025/tax-summary.ods":           "tax\n",
		"paperwork/2025/letter.txt":                "to the tax office\n",
		"photos-2026/beach-01.jpg":                 "beach one\n",
		"photos-2026/beach-02.jpg":                 "beach two\n",
		"photos-2026/cat.png":                      "cat\n",
		"photos-2026/notes.txt":                    "film roll notes\n",
		"backup-drive/.keep":                       "",
		"school/.keep":                             "",
		"thesis-drafts/chapter1.md":                "# chapter one\n",
		"thesis-drafts/chapter2.md":                "# chapter two\n",
		"thesis-drafts/refs.bib":                   "@book{x}\n",
		"recipes-box/soup.txt":                     "leek soup\n",
		"recipes-box/bread.txt":                    "rye bread\n",
		"reports-q2/summary.txt":                   "q2 summary: sales up\n",
		"reports-q2/figures.csv":                   "month,sales\napr,10\n",
		"misc-stuff/item.txt":                      "an item\n",
	}
	frozen5Write(t, dir, files)
	frozen5Noise(t, dir, 8, map[string]int{
		"wardrobe/coat.txt":    300 << 10,
		"music-box/song1.flac": 4 << 20,
		"music-box/song2.flac": 2 << 20,
		"music-box/jingle.wav": 300 << 10,
	})
	frozen5Modes(t, dir, map[string]os.FileMode{"backup-home.sh": 0o644, "cleanup-tmp.sh": 0o644, "diary-private.txt": 0o644,
		"wifi-password.txt": 0o644, "quarterly-plan.txt": 0o664})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "camping.tar.gz"), "camping/", now,
		map[string]string{"camping/tent.txt": "two-person tent\n", "camping/map.txt": "trail map\n"})
	writeTarGz(t, filepath.Join(dir, "wallpapers.tgz"), "wallpapers/", now,
		map[string]string{"wallpapers/dune.png": "dune\n", "wallpapers/forest.png": "forest\n"})
	frozen5PlainTar(t, filepath.Join(dir, "old-emails.tar"), "old-emails/", now,
		map[string]string{"old-emails/inbox.mbox": "From a\n", "old-emails/sent.mbox": "From b\n"})
	writeZip(t, filepath.Join(dir, "school-work.zip"), "essay.docx", "slides.pptx")
	if err := frozen8Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen8Stamp dates the eleventh set's files (dev11Stamp) and the eighth
// set's whose age or order a request asks about, counting back from now,
// keeping clear of the bounds a request names (today, three days, a
// month) and of those a right command may round them to. The wardrobe's
// files are newest-first in an order that is neither their size order
// nor its reverse, and the daybook's
// newest is neither its first nor its last by name.
func frozen8Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"invoices/inv-apr.pdf": fresh,
		"invoices/inv-mar.pdf": now.Add(-2 * day),
		"invoices/inv-feb.pdf": now.Add(-20 * day),
		"invoices/inv-jan.pdf": now.Add(-50 * day),
		"daybook/mon.txt":      now.Add(-5 * day),
		"daybook/wed.txt":      now.Add(-4 * day),
		"daybook/tue.txt":      now.Add(-1 * hour),
		"wardrobe/scarf.txt":   now.Add(-2 * hour),
		"wardrobe/coat.txt":    now.Add(-26 * hour),
		"wardrobe/socks.txt":   now.Add(-3 * day),
		"wardrobe/.mothballs":  now.Add(-8 * day),
	})
}

// TestFrozen8Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestFrozen8Refs(t *testing.T) { frozen8Set.refs(t) }

// TestFrozen8RefsCanFail shows the checks reject wrong commands: each of
// frozen8Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen8RefsCanFail(t *testing.T) { frozen8Set.refsCanFail(t) }

// TestFrozen8Variants runs other right commands (frozen8Variants): a
// check must accept every right answer, not only the reference.
func TestFrozen8Variants(t *testing.T) { frozen8Set.variantsPass(t) }

// TestFrozen8Set runs the eighth set like the fifth (heldOut5's score):
// one summary line only. A frozen set: nobody reads its answers or tunes
// on it.
func TestFrozen8Set(t *testing.T) { frozen8Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
// frozen8Wrongs: plausible, confidently wrong commands, by request.
var frozen8Wrongs = map[string]string{
	"make a folder called receipts-2026":                                                    `touch receipts-2026`,
	"new folder scans-old":                                                                  `mkdir scans`,
	"Can you create a directory named band-photos inside school?":                           `mkdir band-photos`,
	"I need the folders trips/2026/japan, please make all of them":                          `mkdir trips`,
	"nested dirs clients-2026/acme/contracts":                                               `mkdir -p clients-2026/acme`,
	"how do I make allotment/beds/herbs/seedlings when the herbs folder isn't there yet?":   `mkdir -p allotment/beds/herbs`,
	"I need a copy of household-budget.xlsx in the backup-drive folder":                     `mv household-budget.xlsx backup-drive/`,
	"copy draft-essay.txt to draft-essay-v2.txt":                                            `mv draft-essay.txt draft-essay-v2.txt`,
	"copy the allotment folder to allotment-backup":                                         `mkdir allotment-backup && cp allotment/* allotment-backup/`,
	"duplicate thesis-drafts with everything in it and call the copy thesis-drafts-old":     `mv thesis-drafts thesis-drafts-old`,
	"Please put a full copy of the recipes-box folder inside backup-drive.":                 `cp recipes-box/* backup-drive/`,
	"move draft-essay.txt into the school folder":                                           `cp draft-essay.txt school/`,
	"Put wifi-password.txt in backup-drive, I don't want it lying around here any more.":    `cp wifi-password.txt backup-drive/`,
	"move both beach pictures, beach-01.jpg and beach-02.jpg, from photos-2026 to school":   `mv photos-2026/beach-01.jpg school/`,
	"rename shoppinglist.txt to food-list.txt":                                              `cp shoppinglist.txt food-list.txt`,
	"grandma-photo.jpg should be called nana.jpg":                                           `mv grandma-photo.jpg nana.jpeg`,
	"Could you change the name of the misc-stuff folder to odds-and-ends?":                  `cp -r misc-stuff odds-and-ends`,
	"create an empty file called todo-tuesday.txt":                                          `touch todo-tuesday`,
	"blank file packing.md":                                                                 `touch packing.txt`,
	"I want the date on daybook/mon.txt set to right now, without changing what's in it":    `echo > daybook/mon.txt`,
	"make a shortcut called latest-report that points to reports-q2/summary.txt":            `ln reports-q2/summary.txt latest-report`,
	"symlink music-box as tunes":                                                            `cp -r music-box tunes`,
	"Can you put a shortcut here named garden-plan.md that opens allotment/plan.md?":        `cp allotment/plan.md garden-plan.md`,
	"make backup-home.sh executable":                                                        `chmod +x cleanup-tmp.sh`,
	"cleanup-tmp.sh won't run, it says permission denied. can you fix that?":                `chmod +r cleanup-tmp.sh`,
	"only I should be able to read and write diary-private.txt":                             `chmod 644 diary-private.txt`,
	"Please make wifi-password.txt private so that nobody but me can read it or change it.": `chmod 640 wifi-password.txt`,
	"how do I make quarterly-plan.txt read-only for everybody?":                             `chmod u-w quarterly-plan.txt`,
	"delete old-receipt.txt":                                                                `rm expired-coupon.txt`,
	"get rid of expired-coupon.txt, I don't need it":                                        `rm old-receipt.txt`,
	"Could you remove the file filled.txt from the empties folder?":                         `rm -r empties`,
	"show me lullaby.txt":                                                                          `head -n 2 lullaby.txt`,
	"what's in pancake-recipe.txt?":                                                                `ls -l pancake-recipe.txt`,
	"first ten lines of bakery.log":                                                                `head -n 5 bakery.log`,
	"Please show me the top 3 lines of expenses-jan.csv.":                                          `tail -n 3 expenses-jan.csv`,
	"chapter-notes.txt, just the first 15 lines":                                                   `head chapter-notes.txt`,
	"please show me the last 20 lines of bakery.log":                                               `tail bakery.log`,
	"last line of kitchen.log":                                                                     `head -n 1 kitchen.log`,
	"I just want the last five entries in harbour.log.":                                            `head -n 5 harbour.log`,
	"lines 20 to 25 of bakery.log":                                                                 `head -n 25 bakery.log | tail -n 5`,
	"I'd like to read chapter-notes.txt from line 40 up to line 45.":                               `sed -n '40,45!p' chapter-notes.txt`,
	"can I see lines 3 through 5 of expenses-jan.csv?":                                             `sed -n '3,4p' expenses-jan.csv`,
	"bakery.log from line 45 to the end":                                                           `tail -n 45 bakery.log`,
	"skip the first 55 lines of chapter-notes.txt and show me the rest":                            `tail -n 55 chapter-notes.txt`,
	"Show everything in expenses-jan.csv except the header line.":                                  `head -n -1 expenses-jan.csv`,
	"lines in bakery.log?":                                                                         `wc -w bakery.log`,
	"how many lines does harbour.log have?":                                                        `wc -c harbour.log`,
	"count the words in lullaby.txt":                                                               `wc -l lullaby.txt`,
	"How many words are there in bakery.log?":                                                      `wc -l bakery.log`,
	"how big is lullaby.txt in bytes?":                                                             `wc -w lullaby.txt`,
	"number of characters in hosts-list.txt":                                                       `wc -l hosts-list.txt`,
	"what's in the wardrobe folder?":                                                               `ls`,
	"list daybook":                                                                                 `cat daybook/mon.txt`,
	"Show me what's inside the photos-2026 folder.":                                                `ls photos-2026/*.jpg`,
	"wardrobe, hidden files too":                                                                   `ls wardrobe`,
	"are there any hidden files in allotment?":                                                     `ls allotment`,
	"I want to see everything in trip-photos, including the files that start with a dot":           `ls trip-photos`,
	"list wardrobe by size, biggest first":                                                         `ls -t wardrobe`,
	"biggest files in music-box?":                                                                  `ls -Sr music-box`,
	"Which file in the wardrobe folder takes up the most space?":                                   `ls -t wardrobe | head -n 1`,
	"newest file in daybook":                                                                       `ls daybook | head -n 1`,
	"list daybook with the most recently changed first":                                            `ls -tr daybook`,
	"which invoice is the oldest one?":                                                             `ls -t invoices | head -n 1`,
	"long listing of invoices":                                                                     `ls invoices`,
	"can you show me the files in photos-2026 with their sizes and dates?":                         `ls -s photos-2026`,
	"list everything in allotment including what's in the subfolders":                              `ls allotment`,
	"show all the files under side-projects, every level down":                                     `ls side-projects`,
	"paperwork, subfolders and all":                                                                `ls paperwork`,
	"how many files are in invoices?":                                                              `ls invoices | wc -c`,
	"number of files in photos-2026?":                                                              `ls photos-2026/*.jpg | wc -l`,
	"where is tax-summary.ods?":                                                                    `find . -name tax-summary.txt`,
	"find the file called test_cart.py":                                                            `find . -name cart.py`,
	"I can't remember where I put hoe.txt. Can you find it?":                                       `ls hoe.txt`,
	"find every .ods file in paperwork":                                                            `ls paperwork/*.ods`,
	"python files in side-projects?":                                                               `ls side-projects/*.py`,
	"Please list all the jpg photos in photos-2026.":                                               `ls photos-2026`,
	"big files here":                                                                               `du -sh .`,
	"files over 1 MB in music-box":                                                                 `find music-box -size +1k`,
	"I'm looking for anything bigger than 100 KB in the wardrobe folder.":                          `find wardrobe -size +10k`,
	"files in invoices changed in the last 3 days":                                                 `find invoices -type f -mtime +3`,
	"Which invoices have been modified over the past three days?":                                  `find invoices -mtime -30`,
	"which invoices did I touch today?":                                                            `find invoices -mtime -7`,
	"today's files in invoices":                                                                    `ls invoices`,
	"invoices older than a month":                                                                  `find invoices -type f -mtime -30`,
	"Is there anything in invoices that nobody has touched for more than 30 days?":                 `find invoices -type f -mtime +60`,
	"find empty files in empties":                                                                  `find empties -type f`,
	"which files under drafts-box are empty?":                                                      `find drafts-box -type f -size +0`,
	"empty files here?":                                                                            `find . -type d -empty`,
	"sort paint-colours.txt alphabetically":                                                        `sort -r paint-colours.txt`,
	"can you put surnames.txt in a to z order?":                                                    `sort -r surnames.txt`,
	"sort bowling-scores.txt by number, smallest first":                                            `sort bowling-scores.txt`,
	"donations.txt in numeric order":                                                               `sort donations.txt`,
	"Please sort bowling-scores.txt from the highest score to the lowest.":                         `sort -r bowling-scores.txt`,
	"sort paint-colours.txt backwards, z to a":                                                     `sort paint-colours.txt`,
	"how do I list surnames.txt in reverse alphabetical order?":                                    `tac surnames.txt`,
	"sort ports-visited.txt and drop the duplicates":                                               `sort ports-visited.txt`,
	"unique lines of visitors.txt":                                                                 `uniq visitors.txt`,
	"how many times does each port show up in ports-visited.txt?":                                  `uniq -c ports-visited.txt`,
	"Count how often each error appears in errors-seen.txt.":                                       `sort -u errors-seen.txt`,
	"tally of names in attendance.txt":                                                             `sort -u attendance.txt`,
	"show the second column of expenses-jan.csv":                                                   `cut -f2 expenses-jan.csv`,
	"just the amounts from expenses-jan.csv":                                                       `cut -d, -f2 expenses-jan.csv`,
	"members.txt is separated by semicolons. can I get only the city column?":                      `cut -d, -f3 members.txt`,
	"pull the email addresses out of contacts.csv":                                                 `cut -d, -f2 contacts.csv`,
	"I only want the name and the city from members.txt, nothing else":                             `cut -d';' -f2 members.txt`,
	"find lines mentioning alarm in kitchen.log, upper or lower case":                              `grep alarm kitchen.log`,
	"which lines in guest-feedback.txt say great? doesn't matter if it's capitals or not":          `grep great guest-feedback.txt`,
	"show hosts-list.txt without the lines that have test in them":                                 `grep test hosts-list.txt`,
	"Print every line of kitchen.log except the ones about the oven.":                              `grep -v Oven kitchen.log`,
	"how many lines in kitchen.log mention the oven?":                                              `grep -c Oven kitchen.log`,
	"number of prod hosts in hosts-list.txt?":                                                      `grep -c test hosts-list.txt`,
	"which line of meeting-minutes.txt says budget?":                                               `grep budget meeting-minutes.txt`,
	"Show me the oven lines in kitchen.log along with their line numbers.":                         `grep oven kitchen.log`,
	"lines in meeting-minutes.txt with the word plan on its own, not planning or planet":           `grep plan meeting-minutes.txt`,
	"kitchen.log: the whole word alarm only, not alarms, any capitals":                             `grep -i alarm kitchen.log`,
	"search side-projects for TODO":                                                                `grep TODO side-projects`,
	"Which files under allotment mention the fence?":                                               `grep fence allotment/*`,
	"look through every folder of orchard for fixme, any case":                                     `grep -r FIXME orchard`,
	"show me the line in lullaby.txt about the moon":                                               `grep Moon lullaby.txt`,
	"does letter-draft.txt say anything about the gate?":                                           `grep -v gate letter-draft.txt`,
	"change every sugar to honey in pancake-recipe.txt, in the file itself":                        `sed 's/sugar/honey/g' pancake-recipe.txt`,
	"in hosts-list.txt swap .test for .staging and save it":                                        `sed 's/\.test/.staging/g' hosts-list.txt`,
	"Please update welcome-letter.txt so that it says Globex where it says Acme.":                  `sed 's/Acme/Globex/g' welcome-letter.txt`,
	"show letter-draft.txt with Bob changed to Robert, but don't touch the file":                   `sed 's/Bob/Robert/' letter-draft.txt`,
	"what would paint-colours.txt look like with teal replaced by navy? don't save it":             `sed -i 's/teal/navy/' paint-colours.txt`,
	"make a tarball of thesis-drafts called thesis-drafts.tar":                                     `tar czf thesis-drafts.tar thesis-drafts`,
	"Could you bundle recipes-box into recipes.tar? No compression needed.":                        `tar cf recipes.tar recipes-box/soup.txt`,
	"compress allotment into allotment.tar.gz":                                                     `tar cf allotment.tar.gz allotment`,
	"tar.gz of daybook named daybook-backup.tar.gz":                                                `tar czf daybook-backup.tar.gz daybook/mon.txt`,
	"I'd like the whole side-projects folder squeezed into one compressed file, side-projects.tgz": `zip -r side-projects.tgz side-projects`,
	"zip up recipes-box as recipes.zip":                                                            `zip recipes.zip recipes-box`,
	"how do I make photos-2026.zip out of the photos-2026 folder?":                                 `zip photos-2026.zip photos-2026/*.jpg`,
	"Put the invoices folder into a zip file called invoices-2026.zip, please.":                    `zip -r invoices.zip invoices`,
	"unpack camping.tar.gz":                                                                        `tar tzf camping.tar.gz`,
	"can you open camping.tar.gz into the school folder?":                                          `tar xzf camping.tar.gz`,
	"unzip school-work.zip":                                                                        `unzip -l school-work.zip`,
	"Please extract old-emails.tar for me.":                                                        `tar tf old-emails.tar`,
	"get the pictures out of wallpapers.tgz":                                                       `tar tzf wallpapers.tgz`,
	"what's inside wallpapers.tgz?":                                                                `tar xzf wallpapers.tgz`,
	"list the files in school-work.zip without unzipping it":                                       `unzip school-work.zip`,
	"peek inside old-emails.tar":                                                                   `tar xvf old-emails.tar`,
	"what kernel am I running?":                                                                    `uname`,
	"kernel version?":                                                                              `uname -s`,
	"Which operating system is this computer running?":                                             `hostname`,
	"what's this computer called?":                                                                 `whoami`,
	"computer name?":                                                                               `uname -r`,
	"what's my username?":                                                                          `hostname`,
	"who am I logged in as":                                                                        `who`,
	"What groups do I belong to?":                                                                  `hostname`,
	"show my user id and group id":                                                                 `whoami`,
	"where is the tar program?":                                                                    `find . -name tar`,
	"which sort am I using?":                                                                       `sort --version`,
	"Where does git live on this machine?":                                                         `git --version`,
	"how long has this machine been up?":                                                           `date`,
	"uptime?":                                                                                      `who -b`,
	"show all my environment variables":                                                            `echo $PATH`,
	"env vars please":                                                                              `echo $HOME`,
	"what's my PATH?":                                                                              `echo $HOME`,
	"Where is my home folder?":                                                                     `pwd`,
	"which shell am I using?":                                                                      `uname`,
	"today's date as year-month-day":                                                               `date`,
	"what day of the week is it?":                                                                  `date +%d`,
	"year?":                                                                                        `date +%y`,
	"Can you show today's date as day/month/year?":                                                 `date +%m/%d/%Y`,
	"disk space?": `du -sh .`,
	"I want to know how much free space is left on my drive.": `free -h`,
	"How full is the disk?":                                   `du -sh`,
	"how much RAM do I have?":                                 `df -h`,
	"free memory?":                                            `df -h`,
	"what's running right now?":                               `jobs`,
	"Please show me every process on this machine.":           `ps -p $$`,
	"what's using the most memory?":                           `ps aux --sort=%mem`,
	"top cpu hogs":                                            `ps aux --sort=%cpu`,
	"my ip":                                                   `hostname`,
	"what's my IP address?":                                   `whoami`,
	"Could you tell me the local IP address of this machine?": `uname -n`,
	"watch printer-queue.log as new lines come in":            `tail printer-queue.log`,
	"follow kitchen.log live":                                 `cat kitchen.log`,
	"Can you keep printing the new lines of bakery.log while they're being added?": `tail -n 20 bakery.log`,
}

// frozen8Variants: other right commands, by request.
var frozen8Variants = map[string][]string{
	"make a folder called receipts-2026":                                                    {`mkdir -p receipts-2026`, `mkdir -v receipts-2026`},
	"new folder scans-old":                                                                  {`mkdir -p scans-old`, `install -d scans-old`},
	"Can you create a directory named band-photos inside school?":                           {`mkdir -p school/band-photos`, `cd school && mkdir band-photos`},
	"I need the folders trips/2026/japan, please make all of them":                          {`install -d trips/2026/japan`, `mkdir trips trips/2026 trips/2026/japan`, `mkdir -pv trips/2026/japan`},
	"nested dirs clients-2026/acme/contracts":                                               {`mkdir -pv clients-2026/acme/contracts`, `install -d clients-2026/acme/contracts`},
	"how do I make allotment/beds/herbs/seedlings when the herbs folder isn't there yet?":   {`mkdir allotment/beds/herbs allotment/beds/herbs/seedlings`, `install -d allotment/beds/herbs/seedlings`},
	"I need a copy of household-budget.xlsx in the backup-drive folder":                     {`cp household-budget.xlsx backup-drive/household-budget.xlsx`, `cp -p household-budget.xlsx backup-drive`, `cp -v household-budget.xlsx backup-drive/`},
	"copy draft-essay.txt to draft-essay-v2.txt":                                            {`cp -p draft-essay.txt draft-essay-v2.txt`, `cat draft-essay.txt > draft-essay-v2.txt`},
	"copy the allotment folder to allotment-backup":                                         {`cp -R allotment allotment-backup`, `cp -a allotment allotment-backup`, `mkdir allotment-backup && cp -r allotment/. allotment-backup/`},
	"duplicate thesis-drafts with everything in it and call the copy thesis-drafts-old":     {`cp -a thesis-drafts thesis-drafts-old`, `cp -R thesis-drafts thesis-drafts-old`},
	"Please put a full copy of the recipes-box folder inside backup-drive.":                 {`cp -a recipes-box backup-drive/`, `cp -R recipes-box backup-drive`},
	"move draft-essay.txt into the school folder":                                           {`mv draft-essay.txt school/draft-essay.txt`, `mv -v draft-essay.txt school`},
	"Put wifi-password.txt in backup-drive, I don't want it lying around here any more.":    {`mv -v wifi-password.txt backup-drive`, `mv wifi-password.txt backup-drive/wifi-password.txt`},
	"move both beach pictures, beach-01.jpg and beach-02.jpg, from photos-2026 to school":   {`mv photos-2026/beach-*.jpg school/`, `mv photos-2026/beach-0{1,2}.jpg school`},
	"rename shoppinglist.txt to food-list.txt":                                              {`mv -v shoppinglist.txt food-list.txt`, `mv -- shoppinglist.txt food-list.txt`},
	"grandma-photo.jpg should be called nana.jpg":                                           {`mv -v grandma-photo.jpg nana.jpg`, `mv -n grandma-photo.jpg nana.jpg`},
	"Could you change the name of the misc-stuff folder to odds-and-ends?":                  {`mv -v misc-stuff odds-and-ends`, `mv misc-stuff/ odds-and-ends`},
	"create an empty file called todo-tuesday.txt":                                          {`> todo-tuesday.txt`, `: > todo-tuesday.txt`},
	"blank file packing.md":                                                                 {`> packing.md`, `echo -n > packing.md`, `truncate -s 0 packing.md`},
	"I want the date on daybook/mon.txt set to right now, without changing what's in it":    {`touch -m daybook/mon.txt`, `touch -c daybook/mon.txt`},
	"make a shortcut called latest-report that points to reports-q2/summary.txt":            {`ln -sf reports-q2/summary.txt latest-report`, `ln -s "$PWD/reports-q2/summary.txt" latest-report`, `ln --symbolic reports-q2/summary.txt latest-report`},
	"symlink music-box as tunes":                                                            {`ln -sT music-box tunes`, `ln -s "$(pwd)/music-box" tunes`},
	"Can you put a shortcut here named garden-plan.md that opens allotment/plan.md?":        {`ln -sf allotment/plan.md garden-plan.md`, `ln -s "$PWD/allotment/plan.md" garden-plan.md`},
	"make backup-home.sh executable":                                                        {`chmod u+x backup-home.sh`, `chmod 755 backup-home.sh`, `chmod a+x backup-home.sh`},
	"cleanup-tmp.sh won't run, it says permission denied. can you fix that?":                {`chmod 755 cleanup-tmp.sh`, `chmod u+x cleanup-tmp.sh`, `chmod 744 cleanup-tmp.sh`},
	"only I should be able to read and write diary-private.txt":                             {`chmod u=rw,go= diary-private.txt`, `chmod go-rw diary-private.txt`, `chmod og-r diary-private.txt`},
	"Please make wifi-password.txt private so that nobody but me can read it or change it.": {`chmod go-r wifi-password.txt`, `chmod u=rw,go= wifi-password.txt`, `chmod go-rwx wifi-password.txt`},
	"how do I make quarterly-plan.txt read-only for everybody?":                             {`chmod 444 quarterly-plan.txt`, `chmod ugo-w quarterly-plan.txt`, `chmod =r quarterly-plan.txt`},
	"delete old-receipt.txt":                                                                {`rm -f old-receipt.txt`, `rm -v old-receipt.txt`, `unlink old-receipt.txt`},
	"get rid of expired-coupon.txt, I don't need it":                                        {`rm -f expired-coupon.txt`, `rm -- expired-coupon.txt`},
	"Could you remove the file filled.txt from the empties folder?":                         {`rm -f empties/filled.txt`, `cd empties && rm filled.txt`},
	"show me lullaby.txt":                                                                          {`nl lullaby.txt`, `cat -n lullaby.txt`, `less lullaby.txt`},
	"what's in pancake-recipe.txt?":                                                                {`head -n 100 pancake-recipe.txt`, `more pancake-recipe.txt`},
	"first ten lines of bakery.log":                                                                {`head bakery.log`, `sed -n '1,10p' bakery.log`, `awk 'NR<=10' bakery.log`, `head -10 bakery.log`},
	"Please show me the top 3 lines of expenses-jan.csv.":                                          {`head -3 expenses-jan.csv`, `sed -n 1,3p expenses-jan.csv`, `sed 3q expenses-jan.csv`},
	"chapter-notes.txt, just the first 15 lines":                                                   {`head -15 chapter-notes.txt`, `awk 'NR<=15' chapter-notes.txt`},
	"please show me the last 20 lines of bakery.log":                                               {`tail -20 bakery.log`, `sed -n '31,$p' bakery.log`, `awk 'NR>30' bakery.log`},
	"last line of kitchen.log":                                                                     {`tail -1 kitchen.log`, `sed -n '$p' kitchen.log`, `awk 'END{print}' kitchen.log`},
	"I just want the last five entries in harbour.log.":                                            {`tail -5 harbour.log`, `tail -n5 harbour.log`},
	"lines 20 to 25 of bakery.log":                                                                 {`awk 'NR>=20 && NR<=25' bakery.log`, `head -n 25 bakery.log | tail -n 6`, `tail -n +20 bakery.log | head -n 6`},
	"I'd like to read chapter-notes.txt from line 40 up to line 45.":                               {`awk 'NR>=40 && NR<=45' chapter-notes.txt`, `head -n 45 chapter-notes.txt | tail -n 6`},
	"can I see lines 3 through 5 of expenses-jan.csv?":                                             {`awk 'NR>=3 && NR<=5' expenses-jan.csv`, `head -n 5 expenses-jan.csv | tail -n 3`},
	"bakery.log from line 45 to the end":                                                           {`sed -n '45,$p' bakery.log`, `awk 'NR>=45' bakery.log`, `sed '1,44d' bakery.log`},
	"skip the first 55 lines of chapter-notes.txt and show me the rest":                            {`sed '1,55d' chapter-notes.txt`, `awk 'NR>55' chapter-notes.txt`, `sed -n '56,$p' chapter-notes.txt`},
	"Show everything in expenses-jan.csv except the header line.":                                  {`sed 1d expenses-jan.csv`, `awk 'NR>1' expenses-jan.csv`, `sed -n '2,$p' expenses-jan.csv`},
	"lines in bakery.log?":                                                                         {`wc -l < bakery.log`, `grep -c '' bakery.log`, `awk 'END{print NR}' bakery.log`, `cat bakery.log | wc -l`},
	"how many lines does harbour.log have?":                                                        {`wc -l < harbour.log`, `grep -c . harbour.log`},
	"count the words in lullaby.txt":                                                               {`wc -w < lullaby.txt`, `cat lullaby.txt | wc -w`},
	"How many words are there in bakery.log?":                                                      {`wc -w < bakery.log`, `cat bakery.log | wc -w`},
	"how big is lullaby.txt in bytes?":                                                             {`wc -c < lullaby.txt`, `stat -c %s lullaby.txt`, `du -b lullaby.txt`},
	"number of characters in hosts-list.txt":                                                       {`wc -c hosts-list.txt`, `wc -m < hosts-list.txt`, `cat hosts-list.txt | wc -c`},
	"what's in the wardrobe folder?":                                                               {`ls -l wardrobe`, `ls -a wardrobe`, `find wardrobe`, `ls -1 wardrobe/`},
	"list daybook":                                                                                 {`ls -la daybook`, `ls -1 daybook`, `find daybook -type f`},
	"Show me what's inside the photos-2026 folder.":                                                {`ls -l photos-2026`, `ls -A photos-2026`},
	"wardrobe, hidden files too":                                                                   {`ls -A wardrobe`, `ls -la wardrobe`, `find wardrobe`},
	"are there any hidden files in allotment?":                                                     {`ls -a allotment`, `find allotment -name '.*'`, `ls -la allotment`},
	"I want to see everything in trip-photos, including the files that start with a dot":           {`ls -a trip-photos`, `ls -la trip-photos`},
	"list wardrobe by size, biggest first":                                                         {`ls -lS wardrobe`, `ls -lSh wardrobe`, `du -a wardrobe | sort -rn`, `ls -S -1 wardrobe`},
	"biggest files in music-box?":                                                                  {`ls -lS music-box`, `du -a music-box | sort -rn`, `du -ah music-box | sort -rh`, `ls -lSh music-box`},
	"Which file in the wardrobe folder takes up the most space?":                                   {`ls -lS wardrobe | head -n 2`, `du -a wardrobe | sort -rn | head -n 2`, `ls -S wardrobe | head -1`},
	"newest file in daybook":                                                                       {`ls -lt daybook | head -n 2`, `find daybook -type f -printf '%T@ %p\n' | sort -n | tail -n 1`, `ls -t daybook | head -1`},
	"list daybook with the most recently changed first":                                            {`ls -lt daybook`, `ls -1t daybook`},
	"which invoice is the oldest one?":                                                             {`ls -t invoices | tail -n 1`, `ls -lt invoices | tail -n 1`, `ls -ltr invoices | head -n 2`},
	"long listing of invoices":                                                                     {`ls -la invoices`, `ls -lh invoices`},
	"can you show me the files in photos-2026 with their sizes and dates?":                         {`ls -lh photos-2026`, `ls -la photos-2026`},
	"list everything in allotment including what's in the subfolders":                              {`find allotment`, `find allotment -type f`, `ls -lR allotment`},
	"show all the files under side-projects, every level down":                                     {`ls -R side-projects`, `find side-projects`},
	"paperwork, subfolders and all":                                                                {`find paperwork`, `ls -lR paperwork`},
	"how many files are in invoices?":                                                              {`find invoices -type f | wc -l`, `ls -1 invoices | wc -l`, `ls -A invoices | wc -l`},
	"number of files in photos-2026?":                                                              {`find photos-2026 -type f | wc -l`, `ls -1 photos-2026 | wc -l`},
	"where is tax-summary.ods?":                                                                    {`find . -iname tax-summary.ods`, `find . -name '*tax-summary*'`, `find . -type f -name 'tax-summary.ods'`},
	"find the file called test_cart.py":                                                            {`find . -type f -name test_cart.py`, `find . -name 'test_cart*'`},
	"I can't remember where I put hoe.txt. Can you find it?":                                       {`find . -type f -name hoe.txt`, `find . -iname 'hoe.txt'`},
	"find every .ods file in paperwork":                                                            {`find paperwork -type f -name '*.ods'`, `find paperwork -iname '*.ODS'`, `ls -R paperwork | grep ods`},
	"python files in side-projects?":                                                               {`find side-projects -type f -name '*.py'`, `find side-projects -name "*.py" -print`},
	"Please list all the jpg photos in photos-2026.":                                               {`find photos-2026 -name '*.jpg'`, `find photos-2026 -type f -name '*.jpg'`},
	"big files here":                                                                               {`find . -type f -size +100M`, `find . -size +20M`, `du -ah . | sort -rh | head -n 20`, `find . -type f -size +10M -exec ls -lh {} +`, `ls -lS | head`},
	"files over 1 MB in music-box":                                                                 {`find music-box -size +1024k`, `find music-box -size +1000k`, `find music-box -type f -size +1M -exec ls -lh {} +`},
	"I'm looking for anything bigger than 100 KB in the wardrobe folder.":                          {`find wardrobe -size +100k`, `find wardrobe -size +100k -ls`},
	"files in invoices changed in the last 3 days":                                                 {`find invoices -mmin -4320`, `find invoices -type f -newermt '3 days ago'`, `find invoices -type f -mtime -3 -ls`},
	"Which invoices have been modified over the past three days?":                                  {`find invoices -type f -mmin -4320`, `find invoices -newermt '-3 days'`},
	"which invoices did I touch today?":                                                            {`find invoices -daystart -mtime 0`, `find invoices -type f -mtime 0`, `find invoices -type f -newermt "$(date +%F)"`, `find invoices -type f -newermt 'today 00:00'`},
	"today's files in invoices":                                                                    {`find invoices -type f -newermt "$(date +%F)"`, `find invoices -mtime -1`},
	"invoices older than a month":                                                                  {`find invoices -mtime +29`, `find invoices -mmin +43200`, `find invoices -type f ! -newermt '1 month ago'`},
	"Is there anything in invoices that nobody has touched for more than 30 days?":                 {`find invoices -mtime +30 -ls`, `find invoices -type f -mmin +43200`},
	"find empty files in empties":                                                                  {`find empties -empty`, `find empties -type f -size 0`},
	"which files under drafts-box are empty?":                                                      {`find drafts-box -empty`, `find drafts-box -type f -size 0`},
	"empty files here?":                                                                            {`find . -empty -type f`, `find . -type f -size 0`},
	"sort paint-colours.txt alphabetically":                                                        {`cat paint-colours.txt | sort`, `sort -f paint-colours.txt`, `sort -d paint-colours.txt`},
	"can you put surnames.txt in a to z order?":                                                    {`sort -f surnames.txt`, `sort < surnames.txt`},
	"sort bowling-scores.txt by number, smallest first":                                            {`sort -g bowling-scores.txt`, `sort -n -k1 bowling-scores.txt`, `sort -n < bowling-scores.txt`},
	"donations.txt in numeric order":                                                               {`sort -g donations.txt`, `sort -h donations.txt`},
	"Please sort bowling-scores.txt from the highest score to the lowest.":                         {`sort -rn bowling-scores.txt`, `sort -n bowling-scores.txt | tac`, `sort -gr bowling-scores.txt`},
	"sort paint-colours.txt backwards, z to a":                                                     {`sort paint-colours.txt | tac`, `sort --reverse paint-colours.txt`},
	"how do I list surnames.txt in reverse alphabetical order?":                                    {`sort surnames.txt | tac`, `sort -rf surnames.txt`},
	"sort ports-visited.txt and drop the duplicates":                                               {`sort ports-visited.txt | uniq`, `sort -u < ports-visited.txt`},
	"unique lines of visitors.txt":                                                                 {`sort visitors.txt | uniq`, `awk '!seen[$0]++' visitors.txt`},
	"how many times does each port show up in ports-visited.txt?":                                  {`sort ports-visited.txt | uniq -c | sort -rn`, `awk '{n[$0]++} END{for (k in n) print n[k], k}' ports-visited.txt`, `sort ports-visited.txt | uniq -c | sort -nr`},
	"Count how often each error appears in errors-seen.txt.":                                       {`sort errors-seen.txt | uniq -c | sort -nr`, `awk '{n[$0]++} END{for (k in n) print n[k], k}' errors-seen.txt`},
	"tally of names in attendance.txt":                                                             {`uniq -c attendance.txt`, `sort attendance.txt | uniq -c | sort -rn`},
	"show the second column of expenses-jan.csv":                                                   {`awk -F, '{print $2}' expenses-jan.csv`, `cut -d',' -f2 expenses-jan.csv | tail -n +2`, `awk -F',' 'NR>1 {print $2}' expenses-jan.csv`},
	"just the amounts from expenses-jan.csv":                                                       {`awk -F, 'NR>1{print $3}' expenses-jan.csv`, `tail -n +2 expenses-jan.csv | cut -d, -f3`},
	"members.txt is separated by semicolons. can I get only the city column?":                      {`awk -F';' '{print $3}' members.txt`, `awk -F';' 'NR>1 {print $3}' members.txt`, `cut -d ';' -f 3 members.txt`},
	"pull the email addresses out of contacts.csv":                                                 {`awk -F, '{print $3}' contacts.csv`, `tail -n +2 contacts.csv | cut -d, -f3`, `grep -o '[^,]*@[^,]*' contacts.csv`},
	"I only want the name and the city from members.txt, nothing else":                             {`awk -F';' '{print $2, $3}' members.txt`, `awk -F';' 'NR>1 {print $2 ";" $3}' members.txt`, `cut -d ';' -f 2-3 members.txt`},
	"find lines mentioning alarm in kitchen.log, upper or lower case":                              {`grep -i ALARM kitchen.log`, `grep -iF alarm kitchen.log`, `awk 'tolower($0) ~ /alarm/' kitchen.log`, `grep -in alarm kitchen.log`},
	"which lines in guest-feedback.txt say great? doesn't matter if it's capitals or not":          {`grep -i GREAT guest-feedback.txt`, `grep -iw great guest-feedback.txt`},
	"show hosts-list.txt without the lines that have test in them":                                 {`grep -v '\.test' hosts-list.txt`, `sed '/test/d' hosts-list.txt`, `awk '!/test/' hosts-list.txt`},
	"Print every line of kitchen.log except the ones about the oven.":                              {`sed '/oven/d' kitchen.log`, `awk '!/oven/' kitchen.log`, `grep -vi oven kitchen.log`},
	"how many lines in kitchen.log mention the oven?":                                              {`grep oven kitchen.log | wc -l`, `grep -ci oven kitchen.log`},
	"number of prod hosts in hosts-list.txt?":                                                      {`grep -c '\.prod$' hosts-list.txt`, `grep prod hosts-list.txt | wc -l`},
	"which line of meeting-minutes.txt says budget?":                                               {`awk '/budget/{print NR": "$0}' meeting-minutes.txt`, `cat -n meeting-minutes.txt | grep budget`, `grep -n budget meeting-minutes.txt | cut -d: -f1`},
	"Show me the oven lines in kitchen.log along with their line numbers.":                         {`awk '/oven/{print NR":"$0}' kitchen.log`, `cat -n kitchen.log | grep oven`, `grep -nw oven kitchen.log`},
	"lines in meeting-minutes.txt with the word plan on its own, not planning or planet":           {`grep '\bplan\b' meeting-minutes.txt`, `grep -E '\bplan\b' meeting-minutes.txt`, `grep -E '(^|[^a-z])plan([^a-z]|$)' meeting-minutes.txt`},
	"kitchen.log: the whole word alarm only, not alarms, any capitals":                             {`grep -wi alarm kitchen.log`, `grep -i '\balarm\b' kitchen.log`},
	"search side-projects for TODO":                                                                {`grep -rn TODO side-projects`, `grep -R TODO side-projects`, `grep -rl TODO side-projects`, `find side-projects -type f -exec grep -H TODO {} +`},
	"Which files under allotment mention the fence?":                                               {`grep -r fence allotment`, `grep -rli fence allotment`, `find allotment -type f -exec grep -l fence {} +`},
	"look through every folder of orchard for fixme, any case":                                     {`grep -ril fixme orchard`, `grep -Rin fixme orchard`, `grep -ri FIXME orchard`},
	"show me the line in lullaby.txt about the moon":                                               {`grep -i moon lullaby.txt`, `awk '/moon/' lullaby.txt`, `sed -n '/moon/p' lullaby.txt`},
	"does letter-draft.txt say anything about the gate?":                                           {`grep -i gate letter-draft.txt`, `grep -n gate letter-draft.txt`},
	"change every sugar to honey in pancake-recipe.txt, in the file itself":                        {`sed -i 's/sugar/honey/' pancake-recipe.txt`, `perl -pi -e 's/sugar/honey/g' pancake-recipe.txt`, `sed -i.bak 's/sugar/honey/g' pancake-recipe.txt`},
	"in hosts-list.txt swap .test for .staging and save it":                                        {`sed -i 's/test/staging/g' hosts-list.txt`, `perl -pi -e 's/\.test/.staging/' hosts-list.txt`, `sed -i -e 's/\.test$/.staging/' hosts-list.txt`},
	"Please update welcome-letter.txt so that it says Globex where it says Acme.":                  {`sed -i 's/Acme/Globex/' welcome-letter.txt`, `perl -pi -e 's/Acme/Globex/g' welcome-letter.txt`},
	"show letter-draft.txt with Bob changed to Robert, but don't touch the file":                   {`sed -e 's/Bob/Robert/g' letter-draft.txt`, `perl -pe 's/Bob/Robert/g' letter-draft.txt`, `awk '{gsub(/Bob/,"Robert")} 1' letter-draft.txt`},
	"what would paint-colours.txt look like with teal replaced by navy? don't save it":             {`sed 's/teal/navy/g' paint-colours.txt`, `perl -pe 's/teal/navy/' paint-colours.txt`},
	"make a tarball of thesis-drafts called thesis-drafts.tar":                                     {`tar -cvf thesis-drafts.tar thesis-drafts/`, `tar -cf thesis-drafts.tar thesis-drafts`},
	"Could you bundle recipes-box into recipes.tar? No compression needed.":                        {`tar -cvf recipes.tar recipes-box`, `tar --create --file=recipes.tar recipes-box`},
	"compress allotment into allotment.tar.gz":                                                     {`tar -czvf allotment.tar.gz allotment`, `tar cf - allotment | gzip > allotment.tar.gz`, `tar -zcf allotment.tar.gz allotment/`},
	"tar.gz of daybook named daybook-backup.tar.gz":                                                {`tar -czf daybook-backup.tar.gz daybook/`, `tar -cvzf daybook-backup.tar.gz daybook`},
	"I'd like the whole side-projects folder squeezed into one compressed file, side-projects.tgz": {`tar -czf side-projects.tgz side-projects/`, `tar -czvf side-projects.tgz side-projects`},
	"zip up recipes-box as recipes.zip":                                                            {`zip -r recipes.zip recipes-box/`, `zip -rq recipes.zip recipes-box`},
	"how do I make photos-2026.zip out of the photos-2026 folder?":                                 {`zip -r photos-2026.zip photos-2026/`, `zip -r9 photos-2026.zip photos-2026`},
	"Put the invoices folder into a zip file called invoices-2026.zip, please.":                    {`zip -r invoices-2026.zip invoices/`, `zip -rj invoices-2026.zip invoices`},
	"unpack camping.tar.gz":                                                                        {`tar -xvzf camping.tar.gz`, `tar xf camping.tar.gz`, `gunzip -c camping.tar.gz | tar xf -`},
	"can you open camping.tar.gz into the school folder?":                                          {`tar -C school -xzf camping.tar.gz`, `tar -xf camping.tar.gz -C school/`},
	"unzip school-work.zip":                                                                        {`unzip -o school-work.zip`, `unzip -d school-work school-work.zip`, `unzip -q school-work.zip`},
	"Please extract old-emails.tar for me.":                                                        {`tar -xvf old-emails.tar`, `tar --extract --file=old-emails.tar`},
	"get the pictures out of wallpapers.tgz":                                                       {`tar xf wallpapers.tgz`, `tar -xzvf wallpapers.tgz`},
	"what's inside wallpapers.tgz?":                                                                {`tar -tvzf wallpapers.tgz`, `tar tf wallpapers.tgz`},
	"list the files in school-work.zip without unzipping it":                                       {`unzip -Z1 school-work.zip`, `zipinfo school-work.zip`, `unzip -v school-work.zip`},
	"peek inside old-emails.tar":                                                                   {`tar -tvf old-emails.tar`, `tar --list -f old-emails.tar`},
	"what kernel am I running?":                                                                    {`uname -a`, `cat /proc/version`},
	"kernel version?":                                                                              {`uname -a`, `uname -rs`},
	"Which operating system is this computer running?":                                             {`uname`, `uname -a`, `cat /etc/os-release`, `lsb_release -a`},
	"what's this computer called?":                                                                 {`uname -n`, `cat /etc/hostname`, `hostname -s`},
	"computer name?":                                                                               {`uname -n`, `echo $HOSTNAME`},
	"what's my username?":                                                                          {`id -un`, `echo $USER`, `id`},
	"who am I logged in as":                                                                        {`id -un`, `echo "$USER"`, `logname || whoami`},
	"What groups do I belong to?":                                                                  {`id -Gn`, `id`},
	"show my user id and group id":                                                                 {`id -u; id -g`, `echo $(id -u) $(id -g)`},
	"where is the tar program?":                                                                    {`command -v tar`, `type tar`, `whereis tar`, `type -p tar`},
	"which sort am I using?":                                                                       {`which sort`, `type -a sort`, `type sort`},
	"Where does git live on this machine?":                                                         {`command -v git`, `type -p git`, `whereis git`},
	"how long has this machine been up?":                                                           {`uptime -p`, `w`},
	"uptime?":                                                                                      {`uptime -p`},
	"show all my environment variables":                                                            {`printenv`, `export -p`, `env | sort`},
	"env vars please":                                                                              {`env`, `env | sort`},
	"what's my PATH?":                                                                              {`printenv PATH`, `env | grep ^PATH=`, `echo "$PATH" | tr : '\n'`},
	"Where is my home folder?":                                                                     {`printenv HOME`, `echo ~`, `cd && pwd`},
	"which shell am I using?":                                                                      {`printenv SHELL`, `basename "$SHELL"`},
	"today's date as year-month-day":                                                               {`date +%Y-%m-%d`, `date -I`, `date --iso-8601`},
	"what day of the week is it?":                                                                  {`date '+%A'`, `date`, `date +%a`},
	"year?":                                                                                        {`date`, `date '+%Y'`},
	"Can you show today's date as day/month/year?":                                                 {`date '+%d/%m/%Y'`, `date +%d/%m/%G`},
	"disk space?": {`df`, `df -h .`, `df -H`, `df -h /`},
	"I want to know how much free space is left on my drive.": {`df`, `df -h /`, `df -h .`},
	"How full is the disk?":                                   {`df`, `df -h /`, `df -H .`},
	"how much RAM do I have?":                                 {`free -m`, `free`, `cat /proc/meminfo`, `grep MemTotal /proc/meminfo`},
	"free memory?":                                            {`free`, `free -m`, `grep MemAvailable /proc/meminfo`},
	"what's running right now?":                               {`ps -ef`, `ps -e`, `ps -A`, `top -b -n 1`},
	"Please show me every process on this machine.":           {`ps aux`, `ps -e`, `ps -eo pid,user,cmd`},
	"what's using the most memory?":                           {`ps aux --sort=-rss | head -n 15`, `ps -eo pid,comm,%mem --sort=-%mem | head`, `ps aux --sort=-%mem`},
	"top cpu hogs":                                            {`ps -eo pid,comm,%cpu --sort=-%cpu | head`, `ps aux --sort=-%cpu | head -n 15`},
	"my ip":                                                   {`ip addr`, `ip -4 addr show`, `ip a`, `ifconfig`},
	"what's my IP address?":                                   {`ip addr show`, `ip -4 a`},
	"Could you tell me the local IP address of this machine?": {`hostname -I`, `ip a`},
	"watch printer-queue.log as new lines come in":            {`tail -F printer-queue.log`, `tail -n 0 -f printer-queue.log`, `tail -f -n 5 printer-queue.log`},
	"follow kitchen.log live":                                 {`tail -F kitchen.log`, `tail --follow kitchen.log`},
	"Can you keep printing the new lines of bakery.log while they're being added?": {`tail -F bakery.log`, `tail -n 0 -f bakery.log`},
}
