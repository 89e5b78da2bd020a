package sets

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The twelfth development set (testdata/dev12.json) was written for
// issue 15's everyday basics by someone who did not read the catalogue,
// the matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (dev12Template: the eleventh set's tree with
// new files under new names, so that every older file is a distractor).
// Its requests are in the voices of six kinds of user: someone dictating
// to a phone (no punctuation, fillers, numbers spelled out), a long-time
// Windows user who speaks DOS (dir, copy, del, xcopy, type the file), a
// macOS Finder user (enclosing folder, compress, duplicate, alias), a
// teacher walking a class through the steps, someone who states
// constraints and exclusions (only, except, nothing else, just the count),
// and a fast typist with realistic typos in ordinary words. It is a
// development set: TestDev12Set prints each answer with
// CARO_DEV12_DETAIL=1. Its cases have the fifth set's fields, and its
// tests are the fifth set's (heldOut5), run on its own cases and tree.
var dev12Set = laterSet(heldOut5{name: "offline dev set 12", detail: "CARO_DEV12_DETAIL", wrongs: dev12Wrongs, variants: dev12Variants, minCases: 200, minBeyond: 20, minChecks: 150,
	minRight: dev12MinRight, maxWrong: dev12MaxWrong},
	"dev12.json", dev12Built, dev12Stamp)

// The ratchet of TestDev12Set, measured by its writer on fb5dfa3 (the
// matcher of 9d4a89c, which never saw the set) and again once merged
// (b1af4b9, with 1a0dd50 and 8d44286, written before it was read): 93
// right (44.9 %), 6 confidently wrong (2.9 %), 108 abstained of 207,
// right on 49.7 % of the 187 in scope. It is a development set: its
// answers may be read and tuned on. Raise it when the score rises; never
// lower it. 5 wrong once words beside a task that does not read the file
// are no names for its lines (no chmod a+w for "write a thank you note to
// everyone in x"). Raised to 123 right by a fast typist's typos read
// as words (two letters swapped in a word of four, a letter lost or
// doubled, "shwo", "fodler", "thna") and a teacher's words set aside
// ("Next, …", "Now we'll …", "Can everyone …", "…, everyone"); to 139
// right by a comparison with another system's tool set aside
// ("like dir /a", "Activity Monitor style:", "the way Finder does"),
// DOS's and macOS's words (tasklist, %PATH%, short name, keep updating)
// and "number every line" read as the verb (fx2-sys). The text, view
// and count fixes (fx2-text: numbering no count, the number alone, to the
// end, case said in words or not at all, a whole word after "where",
// DOS's findstr and find /c, a name of two words, the first n columns,
// the header kept out of a sort) raised it alone to 108; merged with
// fx2-sys: 153 right, 1 wrong. The file, list, find and archive wording
// of its voices (fx2-files: readFileVoices, DOS verbs and switches,
// Finder's words, limits said again, a file's details, du of each entry,
// find's one level, "call the duplicate x", files deleted by a condition,
// archives without the hidden files) raised it alone to 124; merged with
// both: 179 right (86.5 %), 0 wrong. Raised to 180 by fix-files ("how
// many .txt files sit directly in x"). Raised to 183 by fix-files' typos
// ("ziip", "makea", "the hole folder"). Raised to 184 by fix-files' "how
// many items does Finder show in x? Top level only". Raised to 185 by
// fix-files' "… — I mean count all its lines".
// Raised to 187 by fix-text ("listed only once", "changing the file
// itself").
const (
	dev12MinRight = 187
	dev12MaxWrong = 0
)

// dev12Built holds dev12Template's tree, built once per test binary
// (builtTree).
var dev12Built = &builtTree{name: "dev12", build: dev12Template}

// dev12Podcast is a log whose word "timeout" comes in several cases,
// alone and inside a longer word.
const dev12Podcast = "12:00 upload started\n12:01 TIMEOUT reaching cdn\n12:02 chunk sent\n12:03 Timeout on retry\n" +
	"12:04 chunk sent\n12:05 timeouts exceeded quota\n12:06 timeout again\n12:07 upload finished\n"

// dev12Polytunnel is a log whose word "alert" comes in several cases,
// alone and inside a longer word.
const dev12Polytunnel = "07:00 vents open\n07:10 ALERT humidity high\n07:20 watering cycle\n07:30 alert: soil dry\n" +
	"07:40 Alert cleared\n07:50 vents closed\n08:00 alerting paused\n08:10 misting on\n08:20 heater off\n"

// dev12Vinyl is a record list where "Blue" is a word on one line and
// part of a longer word on another.
const dev12Vinyl = "Nina Simone - Pastel Blues\nMiles Davis - Kind of Blue\nBjork - Post\nMiles Davis - Bitches Brew\n" +
	"Nick Drake - Pink Moon\nMiles Davis - Sketches of Spain\nJoni Mitchell - Blue\n"

// dev12Template builds the twelfth set's tree once: a copy of the
// eleventh set's built tree (dev11Built, shared with the eleventh set's
// tests) with the twelfth set's files.
func dev12Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev12")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	files := map[string]string{
		"ferment-notes.txt":    frozen5Lines("dough", 50, nil),
		"lighthouse.log":       frozen5Lines("beam", 60, nil),
		"quarry-shifts.txt":    frozen5Lines("shift", 35, nil),
		"beehive.log":          frozen5Lines("hive", 30, nil),
		"espresso.log":         "machine warming\nshot pulled\n",
		"podcast-errors.log":   dev12Podcast,
		"polytunnel.log":       dev12Polytunnel,
		"vinyl-collection.txt": dev12Vinyl,
		"bakery-orders.csv":    "order,customer,item,qty\n5001,Marguerite,baguette,12\n5002,Tobias,croissant,40\n5003,Ilse,sourdough,3\n5004,Kwame,brioche,25\n5005,Marguerite,rye,8\n",
		"cyclists.tsv":         "rider\tclub\tkm\nAnouk\tVelo Nord\t142\nBram\tPedal Club\t87\nCeline\tVelo Nord\t301\nDries\tSpoke Co\t56\n",
		"telescopes.psv":       "scope|aperture|owner\nDobson|250|rhea\nRefractor|80|ivo\nMaksutov|127|rhea\nNewtonian|200|saskia\n",
		"tram-depots.txt":      "northgate:4:18\nriverside:7:30\nhillcrest:2:12\nmarketsq:9:24\n",
		"warehouse-stock.csv":  "sku;name;qty;bin\nW-100;bolts;500;A1\nW-101;nuts;75;A2\nW-102;washers;1200;B1\nW-103;hinges;9;C4\n",
		"kiln-temps.txt":       "1240\n980\n1305\n65\n1120\n400\n",
		"choir-voices.txt":     "alto\nsoprano\nalto\ntenor\nbass\nalto\nsoprano\ntenor\nalto\n",
		"raffle-tickets.txt":   "B17\nA04\nB17\nC22\nA04\nA09\n",
		"choir-roster.txt":     "yara\nbenedikt\nolu\nagnes\nmei\nzofia\nhuw\n",
		"station-codes.txt":    "LIS\nLIS\nBRU\nLIS\nAMS\nAMS\nBRU\n",
		"recipe-swap.txt":      "2 cups flour\n1 cup butter\nbutter the pan\nsalted butter works\npinch of salt\n",
		"newsletter-draft.txt": "Spring 2025 newsletter\nOur 2025 concert dates\nTickets on sale now\nSee you in 2025!\n",
		"minutes-april.txt":    "the meeting opened at noon\nbudget was approved\nnext meeting in may\n",
		"gala-guests.txt":      "ines\nrafael\nsunita\ntom\nwen\nbeatriz\ncolm\nnadia\npiet\n",
		"launch-checklist.sh":  "#!/bin/sh\necho launch\n",
		"payroll-notes.txt":    "march payroll ran late\n",
		"rough-cut.txt":        "scene one rough\n",
		"old-menu.txt":         "soup of the week\n",
		"menu-summer.txt":      "gazpacho\n",
		"studio-notes.md":      "# studio\nbook the room\n",
		"invoice-0412.txt":     "invoice 0412: 3 loaves\n",
		"price-sheet.txt":      "loaf 4.50\nbun 1.20\n",
		"tide-table.txt":       "high 06:12\nlow 12:30\n",
		"temp-upload.part":     "partial upload\n",
		"temp-upload.log":      "upload log\n",
		"cache-index.dat":      "index\n",
		"cache-index.txt":      "about the index\n",
		"draft-flyer.tmp":      "flyer scratch\n",
		"draft-flyer.txt":      "flyer text\n",

		"darkroom/negatives.txt":                 "roll of negatives\n",
		"darkroom/contact-sheet.pdf":             "contact sheet\n",
		"darkroom/chemicals.txt":                 "fixer and stop bath\n",
		"darkroom/.darkroomrc":                   "safelight=red\n",
		"darkroom/.exposure-settings":            "f8 at 10s\n",
		"birdwatch/heron.txt":                    "grey heron at the pond\n",
		"birdwatch/kestrel.txt":                  "kestrel hovering\n",
		"birdwatch/.sightings-cache":             "cache\n",
		"birdwatch/.birdwatchrc":                 "region=north\n",
		"podcast-episodes/ep-one.txt":            "episode one script\n",
		"podcast-episodes/ep-two.txt":            "episode two script\n",
		"podcast-episodes/show-notes/guests.txt": "guest list\n",
		"choir-sheets/hymn.pdf":                  "hymn\n",
		"choir-sheets/carol.pdf":                 "carol\n",
		"choir-sheets/anthem.pdf":                "anthem\n",
		"storyboards/panel-a.png":                "panel a\n",
		"storyboards/panel-b.png":                "panel b\n",
		"storyboards/panel-c.png":                "panel c\n",
		"pottery/README.md":                      "pottery studio notes\n",
		"pottery/glazes/celadon.md":              "celadon glaze: watch for crackle near the rim\n",
		"pottery/glazes/tenmoku.md":              "tenmoku runs thick\n",
		"pottery/clay/stoneware.txt":             "stoneware fires to cone 10\nCrackle shows on thin walls\n",
		"pottery/clay/porcelain.txt":             "porcelain is translucent\n",
		"pottery/kiln/firing-log.txt":            "bisque at 980\nglaze at 1240, slight crackle\n",
		"pottery/kiln/schedule.md":               "fire on fridays\n",
		"greenhouse/tomato-log.txt":              "tomatoes watered\n",
		"greenhouse/basil-log.txt":               "basil pinched\n",
		"greenhouse/pepper-log.txt":              "peppers staked\n",
		"greenhouse/chili-log.txt":               "chilies potted\n",
		"greenhouse/fern-log.txt":                "ferns misted\n",
		"camera-roll/thumb-01.jpg":               "thumbnail\n",
		"mailing-list/bounced.txt":               "",
		"mailing-list/unsub.txt":                 "",
		"mailing-list/subscribers.txt":           "ana@example.com\nli@example.com\n",
		"mailing-list/template.html":             "<p>hello</p>\n",
		"timelapse/sunrise.jpg":                  "sunrise\n",
		"timelapse/noon.jpg":                     "noon\n",
		"timelapse/dusk.jpg":                     "dusk\n",
		"timelapse/midnight.jpg":                 "midnight\n",
		"billing-archive/.keep":                  "",
		"quilting/notes.txt":                     "quilt for the fair\n",
		"quilting/.quiltrc":                      "stitch=quarter-inch\n",
		"quilting/patterns/star-diagram.svg":     "<svg>star</svg>\n",
		"quilting/fabrics/swatch.jpg":            "swatch\n",
		"old-projects/a-brief.txt":               "brief for the old project\n",
		"quilting/patterns/star.txt":             "eight point star\n",
		"quilting/patterns/log-cabin.txt":        "log cabin blocks\n",
		"quilting/fabrics/indigo.txt":            "indigo cotton\n",
		"quilting/fabrics/madder.txt":            "madder red linen\n",
		"sound-library/rain.wav":                 "rain\n",
		"sound-library/thunder.wav":              "thunder\n",
		"sound-library/birdsong.flac":            "birdsong\n",
		"sound-library/credits.txt":              "recorded by ash\n",
		"sound-library/loops/drum.wav":           "drum\n",
		"sound-library/loops/bass.flac":          "bass\n",
	}
	frozen5Write(t, dir, files)
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 12, map[string]int{
		"camera-roll/raw-0002.cr2":   5 << 20,
		"camera-roll/raw-0001.cr2":   3 << 20,
		"camera-roll/preview-01.jpg": 400 << 10,
		"old-projects/render.mov":    2 << 20,
		"old-projects/sketch.psd":    300 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"launch-checklist.sh": 0o644, "payroll-notes.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "bakery-recipes.tar.gz"), "bakery-recipes/", now,
		map[string]string{"bakery-recipes/sourdough.txt": "sourdough\n", "bakery-recipes/focaccia.txt": "focaccia\n"})
	writeTarGz(t, filepath.Join(dir, "kiln-backup.tgz"), "kiln-backup/", now,
		map[string]string{"kiln-backup/firing-01.log": "firing one\n", "kiln-backup/firing-02.log": "firing two\n"})
	frozen5PlainTar(t, filepath.Join(dir, "field-recordings.tar"), "field-recordings/", now,
		map[string]string{"field-recordings/creek.wav": "creek\n", "field-recordings/wind.wav": "wind\n"})
	writeZip(t, filepath.Join(dir, "podcast-art.zip"), "cover-art.png", "episode-banner.png")
	writeZip(t, filepath.Join(dir, "seminar-slides.zip"), "week-one.pdf", "week-two.pdf")
	gzipFile(t, filepath.Join(dir, "sensor-dump.csv.gz"), "probe,temp\np1,21.4\np2,19.8\n")
	if err := dev12Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// dev12Stamp dates the eleventh set's files (dev11Stamp) and the twelfth
// set's whose age a request asks about or that a request touches,
// counting back from now, as dev11Stamp does, keeping clear of the bounds
// a request names (today, three days, a week, a month) and of those a
// right command may round them to.
func dev12Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"greenhouse/tomato-log.txt": fresh,
		"greenhouse/basil-log.txt":  now.Add(-2 * day),
		"greenhouse/pepper-log.txt": now.Add(-5 * day),
		"greenhouse/chili-log.txt":  now.Add(-20 * day),
		"greenhouse/fern-log.txt":   now.Add(-60 * day),
		"timelapse/sunrise.jpg":     now.Add(-1 * hour),
		"timelapse/noon.jpg":        now.Add(-27 * hour),
		"timelapse/dusk.jpg":        now.Add(-4 * day),
		"timelapse/midnight.jpg":    now.Add(-9 * day),
		"studio-notes.md":           now.Add(-3 * day),
		"payroll-notes.txt":         now.Add(-3 * day),
		"tide-table.txt":            now.Add(-3 * day),
	})
}

// TestDev12Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestDev12Refs(t *testing.T) { dev12Set.refs(t) }

// TestDev12RefsCanFail shows the checks reject wrong commands: each of
// dev12Wrongs is a plausible, confidently wrong answer to its request.
func TestDev12RefsCanFail(t *testing.T) { dev12Set.refsCanFail(t) }

// TestDev12Variants runs other right commands (dev12Variants): a check
// must accept every right answer, not only the reference.
func TestDev12Variants(t *testing.T) { dev12Set.variantsPass(t) }

// TestDev12Set runs the twelfth set like the eleventh (heldOut5's score):
// one summary line, and each answer with CARO_DEV12_DETAIL=1 (a
// development set: its answers may be read).
func TestDev12Set(t *testing.T) { dev12Set.score(t) }

// Below: the wrong commands and the other right commands, by request.

// dev12Wrongs: plausible, confidently wrong commands, by request.
var dev12Wrongs = map[string]string{
	"um show me the first eight lines of ferment-notes.txt please":                                        "head ferment-notes.txt",
	"can you like show the last twenty lines of lighthouse.log":                                           "tail lighthouse.log",
	"okay so I need lines twelve through eighteen of quarry-shifts.txt":                                   "head -n 18 quarry-shifts.txt",
	"um how many lines are in gala-guests.txt":                                                            "wc -c gala-guests.txt",
	"how many words are there in minutes-april.txt like in total":                                         "wc -l minutes-april.txt",
	"okay so make a folder choir/2026/spring and make the parent folders too if they aren't there yet":    "mkdir choir/2026/spring",
	"um copy invoice-0412.txt into the billing-archive folder":                                            "mv invoice-0412.txt billing-archive/",
	"rename rough-cut.txt to final-cut.txt okay":                                                          "cp rough-cut.txt final-cut.txt",
	"show me what's in the darkroom folder including the hidden stuff":                                    "ls darkroom",
	"okay so find all the wav files in sound-library even the ones in the subfolders":                     "ls sound-library/*.wav",
	"um which files in greenhouse changed in the last three days":                                         "find greenhouse -type f -mtime -7",
	"sort kiln-temps.txt from the biggest number to the smallest":                                         "sort -r kiln-temps.txt",
	"okay so count how many times each voice shows up in choir-voices.txt":                                "uniq -c choir-voices.txt",
	"show me the second column of bakery-orders.csv you know the customer names":                          "cut -d, -f3 bakery-orders.csv",
	"find the lines in podcast-errors.log that say timeout doesn't matter if it's capital letters or not": "grep timeout podcast-errors.log",
	"um replace butter with margarine in recipe-swap.txt just show me don't change the file":              "sed -i 's/butter/margarine/g' recipe-swap.txt",
	"zip up the storyboards folder into storyboards.zip":                                                  "zip storyboards.zip storyboards",
	"okay so unzip podcast-art.zip right here in this folder":                                             "unzip -l podcast-art.zip",
	"what's my username":                      "hostname",
	"um what's the date today":                "uptime",
	"how much free space is left on the disk": "free -h",
	"show me the last five lines of beehive.log and keep it open so I see new stuff coming in": "tail -n 5 beehive.log",
	"like how many lines in podcast-errors.log have timeout in them any case":                  "grep -c timeout podcast-errors.log",
	"okay so delete old-menu.txt":                                                                         "rm *menu*.txt",
	"make launch-checklist.sh runnable":                                                                   "chmod +r launch-checklist.sh",
	"um list everything in camera-roll biggest first":                                                     "ls -l camera-roll",
	"what's the ip address of this computer":                                                              "hostname",
	"show me the lines with blue in vinyl-collection.txt with the line numbers":                           "grep -ic blue vinyl-collection.txt",
	"okay so show me what's inside sensor-dump.csv.gz without unzipping it":                               "cat sensor-dump.csv.gz",
	"find every line that says crackle in the pottery folder and all the folders inside it":               "grep crackle pottery/*",
	"what kernel version am I running":                                                                    "uname",
	"okay so how many files are in the choir-sheets folder just give me the number":                       "ls choir-sheets",
	"do a directory listing of timelapse with the newest files at the top":                                "ls -l timelapse",
	"type the file tide-table.txt":                                                                        "head -n 1 tide-table.txt",
	"copy price-sheet.txt to price-sheet.bak":                                                             "mv price-sheet.txt price-sheet.bak",
	"xcopy the whole podcast-episodes folder to podcast-backup, subfolders and all":                       "mkdir podcast-backup && cp podcast-episodes/*.txt podcast-backup/",
	"del cache-index.dat":                                                                                 "rm cache-index.*",
	"md invoices-2026 (make a directory with that name)":                                                  "touch invoices-2026",
	"rename cyclists.tsv to riders.tsv":                                                                   "cp cyclists.tsv riders.tsv",
	"what's in the birdwatch directory? hidden files too, like dir /a":                                    "ls birdwatch",
	"dir /s the quilting folder so I see every file in every subfolder":                                   "ls quilting",
	"attrib payroll-notes.txt so only I can read and write it, nobody else gets anything":                 "chmod 644 payroll-notes.txt",
	"attrib +r tide-table.txt \u2014 make it read-only for everybody":                                     "chmod u+r tide-table.txt",
	"type out the first 15 lines of quarry-shifts.txt":                                                    "head quarry-shifts.txt",
	"like find /c: how many lines in vinyl-collection.txt have Miles Davis on them? just the count":       "wc -l vinyl-collection.txt",
	"findstr /i alert polytunnel.log":                                                                     "grep alert polytunnel.log",
	"findstr /v style: show polytunnel.log minus every line that mentions alert, upper or lower case":     "grep -v alert polytunnel.log",
	"sort raffle-tickets.txt and drop the duplicates":                                                     "sort raffle-tickets.txt",
	"zip it up: compress the choir-sheets folder into choir-sheets.zip":                                   "zip choir-sheets.zip choir-sheets",
	"extract seminar-slides.zip into a folder called seminar":                                             "unzip seminar-slides.zip",
	"ver \u2014 tell me the OS name and the kernel version":                                               "uname",
	"ipconfig \u2014 what's my IP?":                                                                       "hostname",
	"tasklist sorted by CPU, just the top 5":                                                              "ps aux --sort=-%cpu",
	"set \u2014 show me all the environment variables":                                                    "echo $PATH",
	"echo %PATH% but the linux way":                                                                       "env",
	"type lighthouse.log from line 45 down to the end":                                                    "tail -n 45 lighthouse.log",
	"dir camera-roll but with the file sizes shown":                                                       "ls camera-roll",
	"copy all the .png files out of storyboards into a new folder called print-queue":                     "cp storyboards/*.png print-queue",
	"find /c /v \"\" warehouse-stock.csv \u2014 I mean count all its lines":                               "wc -c warehouse-stock.csv",
	"move rough-cut.txt into the storyboards directory":                                                   "cp rough-cut.txt storyboards/",
	"tree /f the pottery folder":                                                                          "ls pottery",
	"how much RAM is free, like the memory tab in task manager":                                           "df -h",
	"del temp-upload.part from this directory":                                                            "rm temp-upload.*",
	"Compress the choir-sheets folder as a .tar.gz named choir-sheets.tar.gz":                             "tar -cf choir-sheets.tar.gz choir-sheets",
	"Compress quilting the way Finder does, so I end up with quilting.zip":                                "zip quilting.zip quilting",
	"Duplicate price-sheet.txt and call the duplicate price-sheet-copy.txt":                               "mv price-sheet.txt price-sheet-copy.txt",
	"Make an alias to bakery-orders.csv called orders-latest.csv, right here in the same folder":          "cp bakery-orders.csv orders-latest.csv",
	"Get Info on bakery-orders.csv: its size, when it was modified and its permissions":                   "ls bakery-orders.csv",
	"What else is in the enclosing folder of pottery/glazes/celadon.md?":                                  "ls pottery",
	"Drag podcast-art.zip into the billing-archive folder (move it, don't copy)":                          "cp podcast-art.zip billing-archive/",
	"Show me what's inside podcast-art.zip without opening it up":                                         "unzip podcast-art.zip",
	"Open bakery-recipes.tar.gz like a double-click would, so it expands right here":                      "tar -tzf bakery-recipes.tar.gz",
	"Show the mailing-list folder as a list view, with sizes and dates":                                   "ls mailing-list",
	"Sort timelapse by Date Modified with the oldest at the top":                                          "ls -lt timelapse",
	"Which files in my camera-roll folder are bigger than 1 MB?":                                          "find camera-roll -type f -size +100k",
	"New Folder inside billing-archive, named shoebox":                                                    "mkdir shoebox",
	"Rename tide-table.txt to tides.txt, like clicking the name in Finder and typing":                     "cp tide-table.txt tides.txt",
	"Quick Look at the top of newsletter-draft.txt, just the first 2 lines":                               "head newsletter-draft.txt",
	"How much space is old-projects taking up, like the size in Get Info?":                                "ls -lh old-projects",
	"Find every .md file inside pottery, in all of its subfolders":                                        "ls pottery/*.md",
	"Where is guests.txt? It's somewhere in podcast-episodes":                                             "ls podcast-episodes",
	"Compress just ferment-notes.txt by itself with gzip":                                                 "zip ferment-notes.zip ferment-notes.txt",
	"Expand sensor-dump.csv.gz so I get the plain csv sitting next to it":                                 "zcat sensor-dump.csv.gz",
	"Like About This Mac: which OS and which processor architecture is this machine?":                     "uname -r",
	"Activity Monitor style: the 5 processes using the most memory":                                       "ps aux --sort=-%mem",
	"Spotlight for anything with heron in its name under birdwatch":                                       "ls birdwatch",
	"How many items does Finder show in sound-library? Top level only":                                    "find sound-library -type f | wc -l",
	"Show vinyl-collection.txt here instead of opening it in TextEdit":                                    "head -n 5 vinyl-collection.txt",
	"Change every 2025 to 2026 in newsletter-draft.txt and save it":                                       "sed 's/2025/2026/g' newsletter-draft.txt",
	"Make an alias of the pottery folder called pottery-shortcut here":                                    "cp -r pottery pottery-shortcut",
	"What's this computer's short name, without the domain part?":                                         "whoami",
	"Show the last 3 lines of polytunnel.log and keep updating like Console does":                         "tail -n 3 polytunnel.log",
	"Make a new empty text file called shopping-run.txt inside the quilting folder":                       "touch shopping-run.txt",
	"Show the hidden files in the quilting folder too, not just the normal ones":                          "ls quilting",
	"Let's start by looking at the first 5 lines of kiosk.log, everyone.":                                 "head kiosk.log",
	"Now we'll count how many bytes are in minutes-april.txt.":                                            "wc -w minutes-april.txt",
	"Next, we want to sort choir-roster.txt alphabetically.":                                              "sort -r choir-roster.txt",
	"Can everyone make a folder called homework with a subfolder week-1 inside it, in one command?":       "mkdir homework week-1",
	"Let's make a symbolic link called current-log that points to lighthouse.log.":                        "ln lighthouse.log current-log",
	"Now we'll extract field-recordings.tar into our current folder.":                                     "tar -tf field-recordings.tar",
	"Next, let's list what's inside kiln-backup.tgz without extracting anything.":                         "tar -xzf kiln-backup.tgz",
	"Our file cyclists.tsv is tab-separated. Let's print just the third column, the kilometres.":          "awk '{print $3}' cyclists.tsv",
	"Let's find all the empty files in mailing-list.":                                                     "ls mailing-list",
	"Now we'll find the files in greenhouse that are older than a month.":                                 "find greenhouse -type f -mtime +7",
	"Can everyone show the lines in vinyl-collection.txt where Blue appears as a whole word?":             "grep Blue vinyl-collection.txt",
	"Let's count how many lines in polytunnel.log contain alert, ignoring case.":                          "grep -c alert polytunnel.log",
	"Next, we want each voice part from choir-voices.txt listed only once.":                               "uniq choir-voices.txt",
	"Let's print lines 5 to 9 of sonnet.txt.":                                                             "head -n 9 sonnet.txt",
	"Now we'll replace Marguerite with Margot everywhere in bakery-orders.csv, changing the file itself.": "sed 's/Marguerite/Margot/g' bakery-orders.csv",
	"Let's check which user we're logged in as.":                                                          "hostname",
	"Can everyone print today's date as year-month-day?":                                                  "date",
	"Let's check which processor architecture our machine has.":                                           "uname -r",
	"Let's look at the value of the HOME variable.":                                                       "env",
	"Now we'll list the camera-roll folder in long format with human-readable sizes.":                     "ls -l camera-roll",
	"Let's create a compressed tarball of greenhouse called greenhouse.tar.gz.":                           "tar -cf greenhouse.tar.gz greenhouse",
	"Next, we want to package pottery into a plain, uncompressed tar file called pottery.tar.":            "tar -czf pottery.tar pottery",
	"Can everyone follow espresso.log as new lines get added?":                                            "cat espresso.log",
	"Let's see how many CPU cores this machine has.":                                                      "uname -m",
	"Let's find out where the tar program lives on our system.":                                           "tar --version",
	"Now we'll number every line of gala-guests.txt.":                                                     "cat gala-guests.txt",
	"Let's count every file in sound-library, including the ones in the loops subfolder.":                 "ls sound-library | wc -l",
	"Next, let's see the disk usage of each thing inside old-projects.":                                   "du -sh old-projects",
	"Let's rename our darkroom folder to photo-lab.":                                                      "cp -r darkroom photo-lab",
	"Now we'll copy the whole pottery folder, subfolders and all, to pottery-copy.":                       "cp pottery/* pottery-copy",
	"Let's remove the empty files in mailing-list, and only the empty ones.":                              "rm mailing-list/*.txt",
	"count the lines in lighthouse.log, just the number, nothing else":                                    "wc -l lighthouse.log",
	"list only the hidden files in birdwatch, not the regular ones":                                       "ls -a birdwatch",
	"show darkroom's files but not the hidden ones":                                                       "ls -a darkroom",
	"find the .wav files in sound-library, only the top folder, not inside loops":                         "find sound-library -name '*.wav'",
	"print only the 4th line of quarry-shifts.txt":                                                        "head -n 4 quarry-shifts.txt",
	"the first three columns of bakery-orders.csv, except the header row":                                 "cut -d, -f1-3 bakery-orders.csv",
	"sort warehouse-stock.csv by qty, biggest first, but keep the header line out of it":                  "tail -n +2 warehouse-stock.csv | sort -t';' -k3,3 -r",
	"delete draft-flyer.tmp but keep draft-flyer.txt":                                                     "rm draft-flyer.*",
	"copy only the .txt files from quilting/patterns into billing-archive, nothing else":                  "cp quilting/patterns/* billing-archive/",
	"make darkroom.zip out of darkroom but leave out the hidden files":                                    "zip -r darkroom.zip darkroom",
	"tar up sound-library into sounds.tar.gz, but without any of the flac files":                          "tar -czf sounds.tar.gz sound-library",
	"in podcast-errors.log, only the lines where timeout is a whole word, any case":                       "grep -i timeout podcast-errors.log",
	"how many lines in polytunnel.log don't mention alert in any case? only the number":                   "grep -vc alert polytunnel.log",
	"show me bakery-orders.csv without the first line":                                                    "head -n -1 bakery-orders.csv",
	"sort choir-roster.txt in reverse alphabetical order, nothing else changed":                           "tac choir-roster.txt",
	"remove the duplicate lines from station-codes.txt but keep the original order, don't sort it":        "sort -u station-codes.txt",
	"files in greenhouse modified today only":                                                             "find greenhouse -type f -mtime -3",
	"list camera-roll sorted by size, but only the names, no other details":                               "ls -lS camera-roll",
	"only the names of the files under pottery that contain crackle, not the lines themselves":            "grep -r crackle pottery",
	"copy darkroom to darkroom-backup, and I mean including the hidden files":                             "mkdir darkroom-backup && cp darkroom/* darkroom-backup/",
	"update the date on studio-notes.md to now without changing what's in it":                             "echo > studio-notes.md",
	"the 3 biggest files in camera-roll, nothing more":                                                    "ls -S camera-roll",
	"just the count: how many .txt files sit directly in quilting/fabrics":                                "ls quilting/fabrics | wc -l",
	"only the owner column from telescopes.psv, no header":                                                "cut -d'|' -f3 telescopes.psv",
	"the second field of each line in tram-depots.txt (colon separated), nothing else":                    "cut -d: -f3 tram-depots.txt",
	"in vinyl-collection.txt, print only the lines that are not Miles Davis":                              "grep 'Miles Davis' vinyl-collection.txt",
	"my numeric user id only, nothing else":                                                               "id",
	"free memory in megabytes, no G or Gi units please":                                                   "free -h",
	"files bigger than 100k in camera-roll, except the .cr2 ones":                                         "find camera-roll -type f -size +100k",
	"delete the files in greenhouse older than 30 days, but nothing newer":                                "find greenhouse -type f -mtime +7 -delete",
	"just the last line of ferment-notes.txt, nothing more":                                               "tail ferment-notes.txt",
	"shwo me teh frist 12 lnies of harbour.log":                                                           "head harbour.log",
	"how mnay lines in teh file bakery-orders.csv":                                                        "wc -c bakery-orders.csv",
	"lsit evrything in quilting incuding hidden fiels":                                                    "ls quilting",
	"mkae a new fodler called mixdowns":                                                                   "touch mixdowns",
	"cpoy the hole storyboards fodler to storyboards-old":                                                 "cp storyboards storyboards-old",
	"mvoe launch-checklist.sh into teh podcast-episodes fodler":                                           "cp launch-checklist.sh podcast-episodes/",
	"delte temp-upload.part plz":                                                                          "rm temp-upload.log",
	"chagne permisions on launch-checklist.sh so evryone can run it":                                      "chmod u+x launch-checklist.sh",
	"grpe for timeout in podcast-errors.log, case insenstive, and shwo line numbres":                      "grep -i timeout podcast-errors.log",
	"serach recursivly in teh pottery fodler for the wrod glaze":                                          "grep glaze pottery/*",
	"sotr kiln-temps.txt numericaly pls":                                                                  "sort kiln-temps.txt",
	"uniqe count of each line in station-codes.txt pls, most comon frist":                                 "uniq -c station-codes.txt",
	"untar kiln-backup.tgz hree pls":                                                                      "tar -tzf kiln-backup.tgz",
	"lsit the contnets of field-recordings.tar dont extarct":                                              "tar -xf field-recordings.tar",
	"whats teh hostname of this mahcine":                                                                  "whoami",
	"waht shell am i usign":                                                                               "whoami",
	"dispaly disk usgae of evry mounted filesytem, human readble":                                         "df",
	"replcae all cup with mug in recipe-swap.txt, in teh file itslef":                                     "sed 's/cup/mug/g' recipe-swap.txt",
	"folow podcast-errors.log live as it grows":                                                           "tail podcast-errors.log",
	"fnid all .flac fiels under sound-library":                                                            "ls sound-library/*.flac",
	"whcih files in camera-roll are smaller thna 100k":                                                    "find camera-roll -type f -size +100k",
	"shwo the 2nd coloumn of warehouse-stock.csv (its semicolon seperated)":                               "cut -d, -f2 warehouse-stock.csv",
	"makea tar.gz of teh quilting fodler named quilting-backup.tar.gz":                                    "zip -r quilting-backup.tar.gz quilting",
	"ziip the birdwatch foler into birds.zip":                                                             "zip birds.zip birdwatch",
	"how lnog has teh sytem been runing":                                                                  "date",
	"prnit teh 3rd line thru teh 6th line of chapter-notes.txt":                                           "head -n 6 chapter-notes.txt",
	"count wrods in wedding-speech.txt":                                                                   "wc -l wedding-speech.txt",
	"make a symlnik nmaed tides-now.txt pointing at tide-table.txt":                                       "cp tide-table.txt tides-now.txt",
	"show me evrything in old-projects with sizes, bigest frist":                                          "ls -l old-projects",
	"shwo my user id and teh groups im in":                                                                "whoami",
	"chekc which proccesses use the most cpu, top 3 only":                                                 "ps aux --sort=-%cpu | head -n 3",
}

// dev12Variants: other right commands, by request.
var dev12Variants = map[string][]string{
	"um show me the first eight lines of ferment-notes.txt please":                                        {"head -8 ferment-notes.txt", "sed -n '1,8p' ferment-notes.txt", "awk 'NR<=8' ferment-notes.txt"},
	"can you like show the last twenty lines of lighthouse.log":                                           {"tail -20 lighthouse.log", "sed -n '41,$p' lighthouse.log", "awk 'NR>40' lighthouse.log"},
	"okay so I need lines twelve through eighteen of quarry-shifts.txt":                                   {"awk 'NR>=12 && NR<=18' quarry-shifts.txt", "head -n 18 quarry-shifts.txt | tail -n 7"},
	"um how many lines are in gala-guests.txt":                                                            {"wc -l < gala-guests.txt", "grep -c '' gala-guests.txt", "awk 'END{print NR}' gala-guests.txt"},
	"how many words are there in minutes-april.txt like in total":                                         {"wc -w < minutes-april.txt", "cat minutes-april.txt | wc -w"},
	"okay so make a folder choir/2026/spring and make the parent folders too if they aren't there yet":    {"mkdir -p ./choir/2026/spring", "mkdir choir choir/2026 choir/2026/spring"},
	"um copy invoice-0412.txt into the billing-archive folder":                                            {"cp invoice-0412.txt billing-archive/invoice-0412.txt", "cp -p invoice-0412.txt billing-archive"},
	"rename rough-cut.txt to final-cut.txt okay":                                                          {"mv -v rough-cut.txt final-cut.txt", "cp rough-cut.txt final-cut.txt && rm rough-cut.txt"},
	"show me what's in the darkroom folder including the hidden stuff":                                    {"ls -A darkroom", "ls -la darkroom", "find darkroom"},
	"okay so find all the wav files in sound-library even the ones in the subfolders":                     {"find sound-library -type f -name '*.wav'", "find sound-library -iname '*.wav'", "ls -R sound-library | grep '\\.wav$'"},
	"um which files in greenhouse changed in the last three days":                                         {"find greenhouse -mtime -3 -type f", "find greenhouse -type f -mmin -4320", "find greenhouse -type f -newermt '3 days ago'"},
	"sort kiln-temps.txt from the biggest number to the smallest":                                         {"sort -n -r kiln-temps.txt", "sort -nr kiln-temps.txt", "sort -n kiln-temps.txt | tac"},
	"okay so count how many times each voice shows up in choir-voices.txt":                                {"sort choir-voices.txt | uniq -c | sort -rn", "awk '{n[$1]++} END {for (v in n) print n[v], v}' choir-voices.txt"},
	"show me the second column of bakery-orders.csv you know the customer names":                          {"awk -F, '{print $2}' bakery-orders.csv", "cut -d ',' -f 2 bakery-orders.csv", "tail -n +2 bakery-orders.csv | cut -d, -f2"},
	"find the lines in podcast-errors.log that say timeout doesn't matter if it's capital letters or not": {"grep -i TIMEOUT podcast-errors.log", "grep -i 'timeout' podcast-errors.log", "awk 'tolower($0) ~ /timeout/' podcast-errors.log"},
	"um replace butter with margarine in recipe-swap.txt just show me don't change the file":              {"sed 's/butter/margarine/' recipe-swap.txt", "sed -e 's/butter/margarine/g' recipe-swap.txt", "awk '{gsub(/butter/, \"margarine\"); print}' recipe-swap.txt"},
	"zip up the storyboards folder into storyboards.zip":                                                  {"zip -rq storyboards.zip storyboards", "zip -r storyboards.zip storyboards/"},
	"okay so unzip podcast-art.zip right here in this folder":                                             {"unzip -o podcast-art.zip", "unzip -q podcast-art.zip", "unzip podcast-art.zip -d ."},
	"what's my username":                      {"id -un", "echo $USER", "id -u -n"},
	"um what's the date today":                {"date +%F", "date '+%A %d %B %Y'", "date -I"},
	"how much free space is left on the disk": {"df -h .", "df", "df -H", "df -h /"},
	"show me the last five lines of beehive.log and keep it open so I see new stuff coming in": {"tail -f -n 5 beehive.log", "tail -5f beehive.log", "tail -F -n 5 beehive.log"},
	"like how many lines in podcast-errors.log have timeout in them any case":                  {"grep -i timeout podcast-errors.log | wc -l", "grep -c -i timeout podcast-errors.log", "awk 'tolower($0) ~ /timeout/' podcast-errors.log | wc -l"},
	"okay so delete old-menu.txt":                                                                         {"rm -f old-menu.txt", "rm -- old-menu.txt", "unlink old-menu.txt"},
	"make launch-checklist.sh runnable":                                                                   {"chmod u+x launch-checklist.sh", "chmod 755 launch-checklist.sh", "chmod a+x launch-checklist.sh"},
	"um list everything in camera-roll biggest first":                                                     {"ls -S camera-roll", "ls -lSh camera-roll", "du -a camera-roll | sort -rn"},
	"what's the ip address of this computer":                                                              {"ip addr", "ip -4 addr show", "ip a"},
	"show me the lines with blue in vinyl-collection.txt with the line numbers":                           {"grep -n Blue vinyl-collection.txt", "grep -ni blue vinyl-collection.txt", "awk 'tolower($0) ~ /blue/ {print NR\": \"$0}' vinyl-collection.txt"},
	"okay so show me what's inside sensor-dump.csv.gz without unzipping it":                               {"gunzip -c sensor-dump.csv.gz", "gzip -dc sensor-dump.csv.gz", "gzip -cd sensor-dump.csv.gz"},
	"find every line that says crackle in the pottery folder and all the folders inside it":               {"grep -rn crackle pottery", "grep -ri crackle pottery", "grep -R crackle pottery/"},
	"what kernel version am I running":                                                                    {"uname -a", "uname -sr", "cat /proc/sys/kernel/osrelease"},
	"okay so how many files are in the choir-sheets folder just give me the number":                       {"find choir-sheets -type f | wc -l", "ls -1 choir-sheets | wc -l", "ls -A choir-sheets | wc -l"},
	"do a directory listing of timelapse with the newest files at the top":                                {"ls -t timelapse", "ls -lt timelapse/", "ls -1t timelapse"},
	"type the file tide-table.txt":                                                                        {"more tide-table.txt", "less tide-table.txt", "cat ./tide-table.txt"},
	"copy price-sheet.txt to price-sheet.bak":                                                             {"cp -p price-sheet.txt price-sheet.bak", "cat price-sheet.txt > price-sheet.bak"},
	"xcopy the whole podcast-episodes folder to podcast-backup, subfolders and all":                       {"cp -R podcast-episodes podcast-backup", "cp -a podcast-episodes podcast-backup"},
	"del cache-index.dat":                                                                                 {"rm -f cache-index.dat", "rm -v cache-index.dat", "unlink cache-index.dat"},
	"md invoices-2026 (make a directory with that name)":                                                  {"mkdir -p invoices-2026", "mkdir ./invoices-2026"},
	"rename cyclists.tsv to riders.tsv":                                                                   {"mv -v cyclists.tsv riders.tsv", "mv -- cyclists.tsv riders.tsv"},
	"what's in the birdwatch directory? hidden files too, like dir /a":                                    {"ls -la birdwatch", "ls -A birdwatch", "ls -al birdwatch/"},
	"dir /s the quilting folder so I see every file in every subfolder":                                   {"find quilting", "ls -lR quilting", "find quilting -type f", "du -a quilting"},
	"attrib payroll-notes.txt so only I can read and write it, nobody else gets anything":                 {"chmod u=rw,go= payroll-notes.txt", "chmod go-rwx payroll-notes.txt", "chmod 0600 payroll-notes.txt"},
	"attrib +r tide-table.txt \u2014 make it read-only for everybody":                                     {"chmod a-w tide-table.txt", "chmod ugo-w tide-table.txt", "chmod a=r tide-table.txt"},
	"type out the first 15 lines of quarry-shifts.txt":                                                    {"head -15 quarry-shifts.txt", "sed -n '1,15p' quarry-shifts.txt", "awk 'NR<=15' quarry-shifts.txt"},
	"like find /c: how many lines in vinyl-collection.txt have Miles Davis on them? just the count":       {"grep 'Miles Davis' vinyl-collection.txt | wc -l", "grep -c Miles vinyl-collection.txt", "awk '/Miles Davis/' vinyl-collection.txt | wc -l"},
	"findstr /i alert polytunnel.log":                                                                     {"grep -i ALERT polytunnel.log", "grep --ignore-case alert polytunnel.log", "awk 'tolower($0) ~ /alert/' polytunnel.log"},
	"findstr /v style: show polytunnel.log minus every line that mentions alert, upper or lower case":     {"grep -v -i alert polytunnel.log", "grep -iv ALERT polytunnel.log", "awk 'tolower($0) !~ /alert/' polytunnel.log"},
	"sort raffle-tickets.txt and drop the duplicates":                                                     {"sort raffle-tickets.txt | uniq", "sort --unique raffle-tickets.txt"},
	"zip it up: compress the choir-sheets folder into choir-sheets.zip":                                   {"zip -rq choir-sheets.zip choir-sheets", "zip -r choir-sheets.zip choir-sheets/", "zip -r9 choir-sheets.zip choir-sheets"},
	"extract seminar-slides.zip into a folder called seminar":                                             {"unzip -d seminar seminar-slides.zip", "mkdir -p seminar && cd seminar && unzip ../seminar-slides.zip", "unzip -q seminar-slides.zip -d seminar/"},
	"ver \u2014 tell me the OS name and the kernel version":                                               {"uname -a", "uname -rs", "uname -s -r"},
	"ipconfig \u2014 what's my IP?":                                                                       {"ip addr", "ip -4 addr", "ip address show"},
	"tasklist sorted by CPU, just the top 5":                                                              {"ps aux --sort=-pcpu | head -6", "ps -eo pid,user,%cpu,comm --sort=-%cpu | head -n 6", "ps aux | sort -k3 -rn | head -n 5"},
	"set \u2014 show me all the environment variables":                                                    {"printenv", "env | sort"},
	"echo %PATH% but the linux way":                                                                       {"printenv PATH", "echo \"$PATH\""},
	"type lighthouse.log from line 45 down to the end":                                                    {"sed -n '45,$p' lighthouse.log", "awk 'NR>=45' lighthouse.log", "tail -n 16 lighthouse.log"},
	"dir camera-roll but with the file sizes shown":                                                       {"ls -lh camera-roll", "du -ah camera-roll", "ls -s camera-roll", "du -a camera-roll"},
	"copy all the .png files out of storyboards into a new folder called print-queue":                     {"mkdir -p print-queue && cp storyboards/*.png print-queue", "mkdir print-queue; cp storyboards/*.png print-queue/"},
	"find /c /v \"\" warehouse-stock.csv \u2014 I mean count all its lines":                               {"wc -l < warehouse-stock.csv", "grep -c '' warehouse-stock.csv", "cat warehouse-stock.csv | wc -l"},
	"move rough-cut.txt into the storyboards directory":                                                   {"mv rough-cut.txt storyboards", "mv rough-cut.txt storyboards/rough-cut.txt"},
	"tree /f the pottery folder":                                                                          {"ls -R pottery", "find pottery -print", "ls -lR pottery", "du -a pottery"},
	"how much RAM is free, like the memory tab in task manager":                                           {"free -m", "free", "cat /proc/meminfo", "free --mega"},
	"del temp-upload.part from this directory":                                                            {"rm -f temp-upload.part", "rm ./temp-upload.part"},
	"Compress the choir-sheets folder as a .tar.gz named choir-sheets.tar.gz":                             {"tar czf choir-sheets.tar.gz choir-sheets", "tar -zcvf choir-sheets.tar.gz choir-sheets", "tar -cf - choir-sheets | gzip > choir-sheets.tar.gz"},
	"Compress quilting the way Finder does, so I end up with quilting.zip":                                {"zip -rq quilting.zip quilting", "zip -r quilting.zip quilting/"},
	"Duplicate price-sheet.txt and call the duplicate price-sheet-copy.txt":                               {"cp -p price-sheet.txt price-sheet-copy.txt", "cat price-sheet.txt > price-sheet-copy.txt"},
	"Make an alias to bakery-orders.csv called orders-latest.csv, right here in the same folder":          {"ln -sf bakery-orders.csv orders-latest.csv", "ln -s \"$PWD/bakery-orders.csv\" orders-latest.csv"},
	"Get Info on bakery-orders.csv: its size, when it was modified and its permissions":                   {"stat bakery-orders.csv", "ls -la bakery-orders.csv", "ls -l --time-style=long-iso bakery-orders.csv"},
	"What else is in the enclosing folder of pottery/glazes/celadon.md?":                                  {"ls -l pottery/glazes", "ls \"$(dirname pottery/glazes/celadon.md)\"", "find pottery/glazes"},
	"Drag podcast-art.zip into the billing-archive folder (move it, don't copy)":                          {"mv podcast-art.zip billing-archive", "mv -v podcast-art.zip billing-archive/"},
	"Show me what's inside podcast-art.zip without opening it up":                                         {"zipinfo podcast-art.zip", "unzip -Z1 podcast-art.zip", "zipinfo -1 podcast-art.zip"},
	"Open bakery-recipes.tar.gz like a double-click would, so it expands right here":                      {"tar xzf bakery-recipes.tar.gz", "tar -xf bakery-recipes.tar.gz", "gunzip -c bakery-recipes.tar.gz | tar -x"},
	"Show the mailing-list folder as a list view, with sizes and dates":                                   {"ls -lh mailing-list", "ls -la mailing-list", "ls -l mailing-list/"},
	"Sort timelapse by Date Modified with the oldest at the top":                                          {"ls -tr timelapse", "ls -lrt timelapse", "ls -1tr timelapse"},
	"Which files in my camera-roll folder are bigger than 1 MB?":                                          {"find camera-roll -size +1M", "find camera-roll -type f -size +1024k", "find camera-roll -size +1000k"},
	"New Folder inside billing-archive, named shoebox":                                                    {"mkdir -p billing-archive/shoebox", "cd billing-archive && mkdir shoebox"},
	"Rename tide-table.txt to tides.txt, like clicking the name in Finder and typing":                     {"mv -v tide-table.txt tides.txt", "mv -i tide-table.txt tides.txt"},
	"Quick Look at the top of newsletter-draft.txt, just the first 2 lines":                               {"head -2 newsletter-draft.txt", "sed -n '1,2p' newsletter-draft.txt", "awk 'NR<3' newsletter-draft.txt"},
	"How much space is old-projects taking up, like the size in Get Info?":                                {"du -s old-projects", "du -sh old-projects/", "du -sk old-projects", "du -hs old-projects"},
	"Find every .md file inside pottery, in all of its subfolders":                                        {"find pottery -type f -name '*.md'", "find pottery -iname '*.md'", "ls -R pottery | grep '\\.md$'"},
	"Where is guests.txt? It's somewhere in podcast-episodes":                                             {"find podcast-episodes -type f -name guests.txt", "find podcast-episodes -name 'guests.txt'", "find ./podcast-episodes -name guests.txt"},
	"Compress just ferment-notes.txt by itself with gzip":                                                 {"gzip -k ferment-notes.txt", "gzip -9 ferment-notes.txt", "gzip -c ferment-notes.txt > ferment-notes.txt.gz"},
	"Expand sensor-dump.csv.gz so I get the plain csv sitting next to it":                                 {"gzip -d sensor-dump.csv.gz", "gunzip -k sensor-dump.csv.gz", "gunzip -c sensor-dump.csv.gz > sensor-dump.csv"},
	"Like About This Mac: which OS and which processor architecture is this machine?":                     {"uname -a", "uname -s -m", "uname -ms"},
	"Activity Monitor style: the 5 processes using the most memory":                                       {"ps aux --sort=-rss | head -n 6", "ps -eo pid,user,%mem,comm --sort=-%mem | head -n 6", "ps aux | sort -k4 -rn | head -n 5"},
	"Spotlight for anything with heron in its name under birdwatch":                                       {"find birdwatch -iname '*heron*'", "ls birdwatch | grep heron", "find birdwatch -name '*heron*' -type f"},
	"How many items does Finder show in sound-library? Top level only":                                    {"ls -1 sound-library | wc -l", "find sound-library -mindepth 1 -maxdepth 1 | wc -l", "ls -A sound-library | wc -l"},
	"Show vinyl-collection.txt here instead of opening it in TextEdit":                                    {"less vinyl-collection.txt", "cat -n vinyl-collection.txt", "cat ./vinyl-collection.txt"},
	"Change every 2025 to 2026 in newsletter-draft.txt and save it":                                       {"sed -i -e 's/2025/2026/g' newsletter-draft.txt", "perl -pi -e 's/2025/2026/g' newsletter-draft.txt", "sed -i.bak 's/2025/2026/g' newsletter-draft.txt"},
	"Make an alias of the pottery folder called pottery-shortcut here":                                    {"ln -sn pottery pottery-shortcut", "ln -s \"$PWD/pottery\" pottery-shortcut"},
	"What's this computer's short name, without the domain part?":                                         {"hostname", "uname -n", "hostname --short"},
	"Show the last 3 lines of polytunnel.log and keep updating like Console does":                         {"tail -f -n 3 polytunnel.log", "tail -3f polytunnel.log", "tail -F -n 3 polytunnel.log"},
	"Make a new empty text file called shopping-run.txt inside the quilting folder":                       {"> quilting/shopping-run.txt", ": > quilting/shopping-run.txt", "cd quilting && touch shopping-run.txt"},
	"Show the hidden files in the quilting folder too, not just the normal ones":                          {"ls -A quilting", "ls -la quilting", "ls -al quilting/"},
	"Let's start by looking at the first 5 lines of kiosk.log, everyone.":                                 {"head -5 kiosk.log", "sed -n '1,5p' kiosk.log", "awk 'NR<=5' kiosk.log"},
	"Now we'll count how many bytes are in minutes-april.txt.":                                            {"wc -c < minutes-april.txt", "stat -c %s minutes-april.txt", "wc -m minutes-april.txt"},
	"Next, we want to sort choir-roster.txt alphabetically.":                                              {"sort -f choir-roster.txt", "sort -d choir-roster.txt", "cat choir-roster.txt | sort"},
	"Can everyone make a folder called homework with a subfolder week-1 inside it, in one command?":       {"mkdir -p ./homework/week-1", "mkdir homework homework/week-1"},
	"Let's make a symbolic link called current-log that points to lighthouse.log.":                        {"ln -sf lighthouse.log current-log", "ln -s \"$PWD/lighthouse.log\" current-log"},
	"Now we'll extract field-recordings.tar into our current folder.":                                     {"tar xf field-recordings.tar", "tar -xvf field-recordings.tar", "tar -x -f field-recordings.tar"},
	"Next, let's list what's inside kiln-backup.tgz without extracting anything.":                         {"tar tzf kiln-backup.tgz", "tar -tvzf kiln-backup.tgz", "tar -tf kiln-backup.tgz"},
	"Our file cyclists.tsv is tab-separated. Let's print just the third column, the kilometres.":          {"awk -F'\\t' '{print $3}' cyclists.tsv", "cut -f 3 cyclists.tsv", "tail -n +2 cyclists.tsv | cut -f3"},
	"Let's find all the empty files in mailing-list.":                                                     {"find mailing-list -empty", "find mailing-list -type f -size 0", "find mailing-list -size 0 -type f"},
	"Now we'll find the files in greenhouse that are older than a month.":                                 {"find greenhouse -mtime +30", "find greenhouse -type f -mtime +31", "find greenhouse -type f ! -newermt '1 month ago'"},
	"Can everyone show the lines in vinyl-collection.txt where Blue appears as a whole word?":             {"grep -w 'Blue' vinyl-collection.txt", "grep '\\bBlue\\b' vinyl-collection.txt", "grep -E '\\<Blue\\>' vinyl-collection.txt"},
	"Let's count how many lines in polytunnel.log contain alert, ignoring case.":                          {"grep -i alert polytunnel.log | wc -l", "grep -c -i alert polytunnel.log"},
	"Next, we want each voice part from choir-voices.txt listed only once.":                               {"sort choir-voices.txt | uniq", "awk '!seen[$0]++' choir-voices.txt"},
	"Let's print lines 5 to 9 of sonnet.txt.":                                                             {"awk 'NR>=5 && NR<=9' sonnet.txt", "head -n 9 sonnet.txt | tail -n 5", "sed -n '5,9 p' sonnet.txt"},
	"Now we'll replace Marguerite with Margot everywhere in bakery-orders.csv, changing the file itself.": {"sed -i 's/Marguerite/Margot/' bakery-orders.csv", "perl -pi -e 's/Marguerite/Margot/g' bakery-orders.csv"},
	"Let's check which user we're logged in as.":                                                          {"id -un", "echo $USER", "id -nu"},
	"Can everyone print today's date as year-month-day?":                                                  {"date +%Y-%m-%d", "date -I", "date '+%Y-%m-%d'"},
	"Let's check which processor architecture our machine has.":                                           {"arch", "uname -a", "uname --machine"},
	"Let's look at the value of the HOME variable.":                                                       {"printenv HOME", "echo \"$HOME\""},
	"Now we'll list the camera-roll folder in long format with human-readable sizes.":                     {"ls -lah camera-roll", "ls -l -h camera-roll", "ls -hl camera-roll"},
	"Let's create a compressed tarball of greenhouse called greenhouse.tar.gz.":                           {"tar czf greenhouse.tar.gz greenhouse", "tar -czvf greenhouse.tar.gz greenhouse", "tar -zcf greenhouse.tar.gz greenhouse/"},
	"Next, we want to package pottery into a plain, uncompressed tar file called pottery.tar.":            {"tar cf pottery.tar pottery", "tar -cvf pottery.tar pottery", "tar -cf pottery.tar pottery/"},
	"Can everyone follow espresso.log as new lines get added?":                                            {"tail -F espresso.log", "tail -n 10 -f espresso.log", "tail --follow espresso.log"},
	"Let's see how many CPU cores this machine has.":                                                      {"grep -c ^processor /proc/cpuinfo", "nproc --all", "getconf _NPROCESSORS_ONLN"},
	"Let's find out where the tar program lives on our system.":                                           {"command -v tar", "type -P tar", "whereis tar"},
	"Now we'll number every line of gala-guests.txt.":                                                     {"nl gala-guests.txt", "awk '{print NR, $0}' gala-guests.txt", "grep -n '' gala-guests.txt"},
	"Let's count every file in sound-library, including the ones in the loops subfolder.":                 {"find sound-library -type f -print | wc -l", "ls -R sound-library | grep -c '\\.'"},
	"Next, let's see the disk usage of each thing inside old-projects.":                                   {"du -ah old-projects", "du -a old-projects", "du -h old-projects/*"},
	"Let's rename our darkroom folder to photo-lab.":                                                      {"mv -v darkroom photo-lab", "mv darkroom/ photo-lab"},
	"Now we'll copy the whole pottery folder, subfolders and all, to pottery-copy.":                       {"cp -R pottery pottery-copy", "cp -a pottery pottery-copy"},
	"Let's remove the empty files in mailing-list, and only the empty ones.":                              {"find mailing-list -type f -empty -exec rm {} +", "find mailing-list -empty -type f -delete", "rm mailing-list/bounced.txt mailing-list/unsub.txt"},
	"count the lines in lighthouse.log, just the number, nothing else":                                    {"cat lighthouse.log | wc -l", "awk 'END{print NR}' lighthouse.log", "grep -c '' lighthouse.log", "sed -n '$=' lighthouse.log"},
	"list only the hidden files in birdwatch, not the regular ones":                                       {"find birdwatch -maxdepth 1 -name '.*' -type f", "ls -a birdwatch | grep '^\\.'", "ls -d birdwatch/.[!.]*"},
	"show darkroom's files but not the hidden ones":                                                       {"ls -l darkroom", "ls -1 darkroom", "find darkroom -type f ! -name '.*'"},
	"find the .wav files in sound-library, only the top folder, not inside loops":                         {"ls sound-library/*.wav", "find sound-library -maxdepth 1 -type f -name '*.wav'", "ls sound-library | grep '\\.wav$'"},
	"print only the 4th line of quarry-shifts.txt":                                                        {"awk 'NR==4' quarry-shifts.txt", "head -n 4 quarry-shifts.txt | tail -n 1", "sed '4!d' quarry-shifts.txt"},
	"the first three columns of bakery-orders.csv, except the header row":                                 {"awk -F, 'NR>1 {print $1\",\"$2\",\"$3}' bakery-orders.csv", "sed 1d bakery-orders.csv | cut -d, -f1,2,3", "awk -F, 'NR>1 {print $1, $2, $3}' bakery-orders.csv"},
	"sort warehouse-stock.csv by qty, biggest first, but keep the header line out of it":                  {"sed 1d warehouse-stock.csv | sort -t';' -k3 -nr", "tail -n +2 warehouse-stock.csv | sort -t ';' -k 3 -n -r", "awk 'NR>1' warehouse-stock.csv | sort -t';' -rnk3"},
	"delete draft-flyer.tmp but keep draft-flyer.txt":                                                     {"rm -f draft-flyer.tmp", "rm -- draft-flyer.tmp", "unlink draft-flyer.tmp"},
	"copy only the .txt files from quilting/patterns into billing-archive, nothing else":                  {"cp quilting/patterns/*.txt billing-archive", "find quilting/patterns -name '*.txt' -exec cp {} billing-archive/ \\;"},
	"make darkroom.zip out of darkroom but leave out the hidden files":                                    {"zip -r darkroom.zip darkroom -x '*/.*'", "zip darkroom.zip darkroom/*", "zip -r darkroom.zip darkroom -x 'darkroom/.darkroomrc' 'darkroom/.exposure-settings'"},
	"tar up sound-library into sounds.tar.gz, but without any of the flac files":                          {"tar -czf sounds.tar.gz --exclude='*.flac' sound-library", "tar -czf sounds.tar.gz --exclude=*.flac sound-library", "find sound-library ! -name '*.flac' ! -type d | tar -czf sounds.tar.gz -T -"},
	"in podcast-errors.log, only the lines where timeout is a whole word, any case":                       {"grep -wi timeout podcast-errors.log", "grep -i -w TIMEOUT podcast-errors.log", "grep -iE '\\btimeout\\b' podcast-errors.log"},
	"how many lines in polytunnel.log don't mention alert in any case? only the number":                   {"grep -vi alert polytunnel.log | wc -l", "grep -v -i -c alert polytunnel.log", "awk 'tolower($0) !~ /alert/' polytunnel.log | wc -l"},
	"show me bakery-orders.csv without the first line":                                                    {"sed 1d bakery-orders.csv", "awk 'NR>1' bakery-orders.csv", "sed -n '2,$p' bakery-orders.csv"},
	"sort choir-roster.txt in reverse alphabetical order, nothing else changed":                           {"sort -r -f choir-roster.txt", "sort choir-roster.txt | tac", "sort --reverse choir-roster.txt"},
	"remove the duplicate lines from station-codes.txt but keep the original order, don't sort it":        {"awk '!a[$0]++' station-codes.txt", "cat -n station-codes.txt | sort -uk2 | sort -n | cut -f2-"},
	"files in greenhouse modified today only":                                                             {"find greenhouse -type f -mtime 0", "find greenhouse -type f -mtime -1", "find greenhouse -type f -newermt 'today 00:00'"},
	"list camera-roll sorted by size, but only the names, no other details":                               {"ls -S1 camera-roll", "ls -1S camera-roll", "ls -S camera-roll/"},
	"only the names of the files under pottery that contain crackle, not the lines themselves":            {"grep -ril crackle pottery", "grep -lr crackle pottery/", "find pottery -type f -exec grep -l crackle {} +"},
	"copy darkroom to darkroom-backup, and I mean including the hidden files":                             {"cp -a darkroom darkroom-backup", "cp -R darkroom darkroom-backup"},
	"update the date on studio-notes.md to now without changing what's in it":                             {"touch -m studio-notes.md", "touch -c studio-notes.md", "touch -d now studio-notes.md"},
	"the 3 biggest files in camera-roll, nothing more":                                                    {"ls -S camera-roll | head -3", "find camera-roll -type f -printf '%s %p\\n' | sort -rn | head -n 3", "du -a camera-roll | sort -rn | head -n 4"},
	"just the count: how many .txt files sit directly in quilting/fabrics":                                {"find quilting/fabrics -maxdepth 1 -name '*.txt' | wc -l", "ls quilting/fabrics | grep -c '\\.txt$'"},
	"only the owner column from telescopes.psv, no header":                                                {"awk -F'|' 'NR>1 {print $3}' telescopes.psv", "sed 1d telescopes.psv | cut -d '|' -f 3"},
	"the second field of each line in tram-depots.txt (colon separated), nothing else":                    {"awk -F: '{print $2}' tram-depots.txt", "cut -d ':' -f 2 tram-depots.txt"},
	"in vinyl-collection.txt, print only the lines that are not Miles Davis":                              {"grep -v Miles vinyl-collection.txt", "awk '!/Miles Davis/' vinyl-collection.txt", "sed '/Miles Davis/d' vinyl-collection.txt"},
	"my numeric user id only, nothing else":                                                               {"id -ru", "id -u \"$USER\""},
	"free memory in megabytes, no G or Gi units please":                                                   {"free --mega", "free -m -t"},
	"files bigger than 100k in camera-roll, except the .cr2 ones":                                         {"find camera-roll -type f -size +100k -not -name '*.cr2'", "find camera-roll -size +100k ! -name '*.cr2' -type f"},
	"delete the files in greenhouse older than 30 days, but nothing newer":                                {"find greenhouse -type f -mtime +30 -exec rm {} +", "find greenhouse -mtime +30 -type f -delete"},
	"just the last line of ferment-notes.txt, nothing more":                                               {"tail -1 ferment-notes.txt", "sed -n '$p' ferment-notes.txt", "awk 'END{print}' ferment-notes.txt"},
	"shwo me teh frist 12 lnies of harbour.log":                                                           {"head -12 harbour.log", "sed -n '1,12p' harbour.log", "awk 'NR<=12' harbour.log"},
	"how mnay lines in teh file bakery-orders.csv":                                                        {"wc -l < bakery-orders.csv", "grep -c '' bakery-orders.csv", "awk 'END{print NR}' bakery-orders.csv"},
	"lsit evrything in quilting incuding hidden fiels":                                                    {"ls -A quilting", "ls -la quilting", "ls -al quilting"},
	"mkae a new fodler called mixdowns":                                                                   {"mkdir -p mixdowns", "mkdir ./mixdowns"},
	"cpoy the hole storyboards fodler to storyboards-old":                                                 {"cp -R storyboards storyboards-old", "cp -a storyboards storyboards-old"},
	"mvoe launch-checklist.sh into teh podcast-episodes fodler":                                           {"mv launch-checklist.sh podcast-episodes", "mv -v launch-checklist.sh podcast-episodes/"},
	"delte temp-upload.part plz":                                                                          {"rm -f temp-upload.part", "unlink temp-upload.part"},
	"chagne permisions on launch-checklist.sh so evryone can run it":                                      {"chmod 755 launch-checklist.sh", "chmod ugo+x launch-checklist.sh", "chmod +x launch-checklist.sh"},
	"grpe for timeout in podcast-errors.log, case insenstive, and shwo line numbres":                      {"grep -ni timeout podcast-errors.log", "grep -n -i TIMEOUT podcast-errors.log", "awk 'tolower($0) ~ /timeout/ {print NR\":\"$0}' podcast-errors.log"},
	"serach recursivly in teh pottery fodler for the wrod glaze":                                          {"grep -rn glaze pottery", "grep -R glaze pottery", "grep -rw glaze pottery"},
	"sotr kiln-temps.txt numericaly pls":                                                                  {"sort -g kiln-temps.txt", "sort --numeric-sort kiln-temps.txt", "sort -rn kiln-temps.txt | tac"},
	"uniqe count of each line in station-codes.txt pls, most comon frist":                                 {"sort station-codes.txt | uniq -c | sort -nr", "sort station-codes.txt | uniq -c | sort -k1,1nr"},
	"untar kiln-backup.tgz hree pls":                                                                      {"tar xzf kiln-backup.tgz", "tar -xf kiln-backup.tgz", "tar -xvzf kiln-backup.tgz"},
	"lsit the contnets of field-recordings.tar dont extarct":                                              {"tar tf field-recordings.tar", "tar -tvf field-recordings.tar", "tar --list -f field-recordings.tar"},
	"whats teh hostname of this mahcine":                                                                  {"uname -n", "cat /proc/sys/kernel/hostname"},
	"waht shell am i usign":                                                                               {"printenv SHELL", "echo \"$SHELL\""},
	"dispaly disk usgae of evry mounted filesytem, human readble":                                         {"df -H", "df -hT", "df -h --total"},
	"replcae all cup with mug in recipe-swap.txt, in teh file itslef":                                     {"sed -i 's/cup/mug/' recipe-swap.txt", "perl -pi -e 's/cup/mug/g' recipe-swap.txt", "sed -i -e 's/cup/mug/g' recipe-swap.txt"},
	"folow podcast-errors.log live as it grows":                                                           {"tail -F podcast-errors.log", "tail -n 20 -f podcast-errors.log", "tail --follow=name podcast-errors.log"},
	"fnid all .flac fiels under sound-library":                                                            {"find sound-library -type f -name '*.flac'", "find sound-library -iname '*.flac'"},
	"whcih files in camera-roll are smaller thna 100k":                                                    {"find camera-roll -size -100k -type f", "find camera-roll -type f -size -102400c"},
	"shwo the 2nd coloumn of warehouse-stock.csv (its semicolon seperated)":                               {"awk -F';' '{print $2}' warehouse-stock.csv", "cut -d ';' -f 2 warehouse-stock.csv", "tail -n +2 warehouse-stock.csv | cut -d';' -f2"},
	"makea tar.gz of teh quilting fodler named quilting-backup.tar.gz":                                    {"tar czf quilting-backup.tar.gz quilting", "tar -czvf quilting-backup.tar.gz quilting", "tar -zcf quilting-backup.tar.gz quilting/"},
	"ziip the birdwatch foler into birds.zip":                                                             {"zip -rq birds.zip birdwatch", "zip -r birds.zip birdwatch/"},
	"how lnog has teh sytem been runing":                                                                  {"uptime -p", "w | head -n 1"},
	"prnit teh 3rd line thru teh 6th line of chapter-notes.txt":                                           {"awk 'NR>=3 && NR<=6' chapter-notes.txt", "head -n 6 chapter-notes.txt | tail -n 4"},
	"count wrods in wedding-speech.txt":                                                                   {"wc -w < wedding-speech.txt", "cat wedding-speech.txt | wc -w"},
	"make a symlnik nmaed tides-now.txt pointing at tide-table.txt":                                       {"ln -sf tide-table.txt tides-now.txt", "ln -s \"$PWD/tide-table.txt\" tides-now.txt"},
	"show me evrything in old-projects with sizes, bigest frist":                                          {"ls -lSh old-projects", "du -a old-projects | sort -rn", "ls -sS old-projects"},
	"shwo my user id and teh groups im in":                                                                {"id $(whoami)", "id -a"},
	"chekc which proccesses use the most cpu, top 3 only":                                                 {"ps aux --sort=-pcpu | head -4", "ps -eo pid,%cpu,comm --sort=-%cpu | head -n 4"},
}
