package sets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The tenth frozen set (testdata/frozen10.json) was written blind for
// issue 15's everyday basics, in plain everyday words (terse fragments,
// short plain commands, plain questions and full sentences, mixed about
// equally), by someone who did not read the catalogue, the matcher, the
// backend's test files or the requests of the other sets, in a tree of
// its own (frozen10Template: the eleventh development set's tree with new
// files under new names, so that every older file is a distractor). It is
// a frozen (held-out) set: nobody may read its answers or tune on it;
// only the summary line of TestFrozen10Set may be read (its answers are
// printed only with CARO_FROZEN10_DETAIL=1, which nobody tuning the
// backend may set). Its cases have the fifth set's fields, and its tests
// are the fifth set's (heldOut5), run on its own cases and tree.
var frozen10Set = laterSet(heldOut5{name: "offline frozen set 10", detail: "CARO_FROZEN10_DETAIL", wrongs: frozen10Wrongs, variants: frozen10Variants, minCases: 165, minBeyond: 16, minChecks: 150,
	minRight: frozen10MinRight, maxWrong: frozen10MaxWrong},
	"frozen10.json", frozen10Built, frozen10Stamp)

// The ratchet of TestFrozen10Set, measured by the matcher's developer
// (not its writer, who never ran it) from its summary line alone, blind:
// on a7a6c8b and on 268294f (this session's start) alike, 133 right
// (70.7 %), 2 confidently wrong (1.1 %), 53 abstained of 188, right on
// 78.2 % of the 170 in scope. Raise it when the score rises; lower it
// only with a note that says which commit cost what. On 2b35878 (frozen
// set 11's wrong and abstained answers and ~110 abstentions of the dev
// sets fixed in general), summary line only: 136 right, 2 wrong, 50
// abstained, right on 80.0 % of the 170 in scope.
const (
	frozen10MinRight = 136
	frozen10MaxWrong = 2
)

// frozen10Built holds frozen10Template's tree, built once per test binary
// (builtTree).
var frozen10Built = &builtTree{name: "frozen10", build: frozen10Template}

// frozen10Oven is a bakery's oven log whose word "error" comes in several
// cases, alone and inside a longer word.
const frozen10Oven = "05:00 oven 1 preheat started\n05:12 oven 1 reached 230C\n05:20 ERROR oven 2 thermostat not responding\n" +
	"05:31 warning: door left open\n05:45 batch 14 loaded\n06:02 Error: fan speed low\n06:15 batch 14 done\n" +
	"06:20 WARNING steam valve sticky\n06:33 batch 15 loaded\n06:50 error cleared, oven 2 back online\n07:05 batch 15 done\n" +
	"07:10 errorless restart of oven 3\n07:30 shutdown oven 1\n"

// frozen10Template builds the tenth frozen set's tree once: a copy of the
// eleventh development set's built tree (dev11Built) with the set's own
// files.
func frozen10Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "frozen10")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	files := map[string]string{
		"weather-station.log":    frozen5Lines("wx", 120, func(i int) string { return []string{" calm", " breezy", " Rain", " sunny", " RAIN", " fog"}[i%6] }),
		"night-shift.log":        "22:00 shift start\n22:30 dough mixed\n23:10 first proof\n",
		"meeting-notes.txt":      "Budget review moved to Friday\nNadia will call the flour supplier\nNew oven arrives next month\n",
		"tea-blends.txt":         "earl grey\nchamomile\nearl grey\nmint\nchamomile\nearl grey\nrooibos\nmint\n",
		"bookclub-members.txt":   "Priya\nTomasz\nAmelia\nPriya\nBongani\nYusuf\nCarmen\nTomasz\n",
		"step-counts.txt":        "8412\n12050\n973\n15000\n4301\n",
		"city-temps.csv":         "city,temp_c,humidity\nOslo,4,81\nCairo,31,20\nLima,19,77\nHanoi,28,84\nPerth,22,40\n",
		"garage-sale.txt":        "lamp:12\nbicycle:80\nrug:25\nkettle:8\n",
		"phonebook.txt":          "Alice Novak 555-0101\nBen Okafor 555-0112\nCleo Marsh 555-0123\nLuis Ramos 555-0144\nMina Sato 555-0150\nOwen Pike 555-0167\n",
		"shop-sign.txt":          "Open Monday to Saturday\nClosed on Sunday\nFresh bread every Monday morning\n",
		"price-tags.txt":         "rye loaf 5.20 EUR\nbaguette 2.50 EUR\ncinnamon roll 3.10 EUR\n",
		"poem-draft.txt":         "the flour settles like snow\non the quiet counter\n",
		"scratch-notes.txt":      "call the plumber\n",
		"diary-2026.txt":         "dear diary, the new oven is late again\n",
		"kitchen-timer.sh":       "#!/bin/sh\nsleep 1\necho ding\n",
		"backup-photos.sh":       "#!/bin/sh\necho photos backed up\n",
		"guest-reviews.txt":      "Delicious croissants\nthe bread was delicious\nToo sweet for me\nDELICIOUS coffee\nfriendly staff\nnot so delicious today\n",
		"app-settings.yaml":      "host: bakery.local\nport: 8080\ndebug: false\nworkers: 4\n",
		"slip-latest.txt":        "order slip 1188\n",
		".bakeryrc":              "theme=crust\n",
		"postcodes.txt":          "EC1A 1BB\nW1A 0AX\nM1 1AE\nB33 8TH\n",
		"letter-to-landlord.txt": "Dear Mr Grant,\nthe colour of the hallway is fading.\nThe colour of the door too.\n",

		"bakery/orders-june.csv": "order_id,customer,item,qty,price\n1001,Moreau,baguette,12,2.50\n1002,Okoye,croissant,30,1.80\n" +
			"1003,Lindqvist,sourdough,4,6.00\n1004,Moreau,rye,2,5.20\n1005,Tanaka,croissant,18,1.80\n1006,Okoye,brioche,6,4.40\n" +
			"1007,Haddad,baguette,25,2.50\n1008,Tanaka,sourdough,3,6.00\n",
		"bakery/suppliers.txt":          "flour: Millers Guild\nbutter: Alpine Dairy\nyeast: Rise & Co\nsalt: Coastal Flakes\n",
		"bakery/oven.log":               frozen10Oven,
		"bakery/staff-rota.tsv":         "name\tday\thours\nLeila\tMon\t8\nOmar\tTue\t6\nSade\tWed\t7\nIvo\tThu\t5\n",
		"bakery/.oven-settings":         "max_temp=250\n",
		"bakery/recipes/sourdough.md":   "# Sourdough\nstarter, flour, water, salt\n",
		"bakery/recipes/croissant.md":   "# Croissant\nbutter, flour, milk\n",
		"bakery/recipes/rye.md":         "# Rye\nrye flour, caraway\n",
		"bakery/recipes/old/brioche.md": "# Brioche\neggs, butter\n",
		"hiking/routes.txt":             "ridge loop 14km\nlake trail 6km\nsummit push 21km\n",
		"hiking/gear-list.txt":          "boots\nrain jacket\nheadlamp\n",
		"hiking/.trailrc":               "units=km\n",
		"hiking/photos/peak.jpg":        "peak\n",
		"hiking/photos/lake.jpg":        "lake\n",
		"music-lessons/students.csv":    "name;instrument;level\nAiko;piano;3\nBruno;violin;5\nChiara;cello;2\nDev;piano;4\nEsme;flute;1\n",
		"music-lessons/scales.txt":      "C major\nA minor\nG major\n",
		"music-lessons/timetable.txt":   "Mon 16:00 Aiko\nWed 17:00 Bruno\n",
		"web-shop/index.html":           "<!-- TODO: add footer -->\n<h1>Nadia's Bakery</h1>\n",
		"web-shop/checkout.js":          "// TODO validate card number\nfunction pay() {}\n",
		"web-shop/styles.css":           "body { color: brown; }\n",
		"web-shop/server.py":            "# todo: add logging\nprint('shop up')\n",
		"web-shop/README.md":            "Shop front for the bakery.\n",
		"web-shop/empty-todo.txt":       "",
		"web-shop/assets/logo.svg":      "<svg>bread</svg>\n",
		"web-shop/drafts/banner.txt":    "",
		"invoices-2026/inv-100.pdf":     strings.Repeat("invoice 100\n", 40),
		"invoices-2026/inv-101.pdf":     strings.Repeat("invoice 101\n", 30),
		"invoices-2026/inv-102.pdf":     strings.Repeat("invoice 102\n", 20),
		"invoices-2026/inv-103.pdf":     strings.Repeat("invoice 103\n", 10),
	}
	frozen5Write(t, dir, files)
	if err := os.MkdirAll(filepath.Join(dir, "old-drafts"), 0o755); err != nil {
		t.Fatal(err)
	}
	// Files told apart by size (frozen5Noise).
	frozen5Noise(t, dir, 10, map[string]int{
		"bakery/promo-video.mp4":     4 << 20,
		"bakery/menu-board.png":      900 << 10,
		"hiking/photos/panorama.tif": 1536 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"kitchen-timer.sh": 0o644, "backup-photos.sh": 0o644, "diary-2026.txt": 0o644, "shop-sign.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "cookbook.tar.gz"), "cookbook/", now,
		map[string]string{"cookbook/bread.md": "bread\n", "cookbook/cakes.md": "cakes\n", "cookbook/pies.md": "pies\n"})
	frozen5PlainTar(t, filepath.Join(dir, "old-receipts.tar"), "old-receipts/", now,
		map[string]string{"old-receipts/hardware-store.txt": "nails\n", "old-receipts/florist.txt": "tulips\n"})
	writeZip(t, filepath.Join(dir, "vintage-maps.zip"), "map-lisbon-1755.txt", "map-porto-1820.txt", "map-faro-1901.txt")
	if err := frozen10Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen10Stamp dates the eleventh development set's files (dev11Stamp)
// and the tenth frozen set's whose age a request asks about, counting
// back from now, keeping clear of the bounds a request names (today,
// three days, a month) and of those a right command may round them to.
// The newest file of the tree is dated now itself.
func frozen10Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"slip-latest.txt":           now,
		"invoices-2026/inv-103.pdf": fresh,
		"invoices-2026/inv-102.pdf": now.Add(-2*day - 3*hour),
		"invoices-2026/inv-101.pdf": now.Add(-10 * day),
		"invoices-2026/inv-100.pdf": now.Add(-45 * day),
		"bakery/promo-video.mp4":    now.Add(-20 * day),
		"bakery/menu-board.png":     now.Add(-6 * day),
		"kitchen-timer.sh":          now.Add(-8 * day),
		"night-shift.log":           now.Add(-1 * hour),
	})
}

// TestFrozen10Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestFrozen10Refs(t *testing.T) { frozen10Set.refs(t) }

// TestFrozen10RefsCanFail shows the checks reject wrong commands: each of
// frozen10Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen10RefsCanFail(t *testing.T) { frozen10Set.refsCanFail(t) }

// TestFrozen10Variants runs other right commands (frozen10Variants): a
// check must accept every right answer, not only the reference.
func TestFrozen10Variants(t *testing.T) { frozen10Set.variantsPass(t) }

// TestFrozen10Set runs the tenth frozen set like the others (heldOut5's
// score): one summary line, which is all anyone may read of it.
func TestFrozen10Set(t *testing.T) { frozen10Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
var frozen10Wrongs = map[string]string{
	"new folder: deliveries":                                                                  "touch deliveries",
	"make a folder called summer-menu inside bakery":                                          "mkdir summer-menu",
	"create archive-2026/july/week1 even though none of those folders exist yet":              "mkdir archive-2026/july/week1",
	"can you make a directory named tax-2026 with a subfolder receipts in it?":                "mkdir tax-2026",
	"copy suppliers.txt from bakery into backup":                                              "mv bakery/suppliers.txt backup/",
	"I'd like a spare copy of meeting-notes.txt called meeting-notes-old.txt":                 "mv meeting-notes.txt meeting-notes-old.txt",
	"duplicate phonebook.txt as phonebook.bak":                                                "mv phonebook.txt phonebook.bak",
	"copy the whole hiking folder to hiking-copy":                                             "cp hiking hiking-copy",
	"how do I back up the web-shop folder with everything in it into web-shop-backup?":        "mkdir web-shop-backup && cp web-shop/* web-shop-backup/",
	"please put a copy of the music-lessons folder, files and all, in the backup folder":      "mv music-lessons backup/",
	"move scratch-notes.txt into the attic folder":                                            "cp scratch-notes.txt attic/",
	"the invoices-2026 folder should live inside accountant, can you move it there?":          "cp -r invoices-2026 accountant/",
	"rename poem-draft.txt to poem-final.txt":                                                 "cp poem-draft.txt poem-final.txt",
	"could you change the name of the old-drafts folder to drafts-2025?":                      "mkdir drafts-2025",
	"I want price-tags.txt to be called prices-june.txt from now on":                          "cp price-tags.txt prices-june.txt",
	"create an empty file called shopping-july.txt":                                           "touch shopping_july.txt",
	"blank file todo-friday.txt":                                                              "touch todo-friday.md",
	"can you update the date on kitchen-timer.sh to right now without changing what's in it?": "cat kitchen-timer.sh",
	"make a shortcut called latest-orders that points to bakery/orders-june.csv":              "cp bakery/orders-june.csv latest-orders",
	"I'd like a link named rota right here that leads to bakery/staff-rota.tsv":               "ln bakery/staff-rota.tsv rota",
	"symlink hiking/routes.txt as routes":                                                     "cp hiking/routes.txt routes",
	"make kitchen-timer.sh executable":                                                        "chmod 644 kitchen-timer.sh",
	"how do I let everyone run backup-photos.sh?":                                             "chmod u+x backup-photos.sh",
	"diary-2026.txt is private, please make it so only I can read and write it":               "chmod 644 diary-2026.txt",
	"read-only for everyone: shop-sign.txt":                                                   "chmod 644 shop-sign.txt",
	"delete postcodes.txt":                                                                    "> postcodes.txt",
	"can you get rid of the empty old-drafts folder?":                                         "rm old-drafts",
	"I don't need slip-latest.txt any more, please remove it":                                 "rm -f slip-latest",
	"trash web-shop/empty-todo.txt":                                                           "rm empty-todo.txt",
	"show me suppliers.txt from the bakery folder":                                            "head -n 2 bakery/suppliers.txt",
	"app-settings.yaml contents":                                                              "grep port app-settings.yaml",
	"what does kitchen-timer.sh say inside?":                                                  "sh kitchen-timer.sh",
	"show me the oven log in bakery":                                                          "tail bakery/oven.log",
	"please show me the first ten lines of weather-station.log":                               "tail -n 10 weather-station.log",
	"top 5 lines of bakery/oven.log":                                                          "head bakery/oven.log",
	"show the last 20 lines of weather-station.log":                                           "tail weather-station.log",
	"what are the last three lines in bakery/oven.log?":                                       "tail -n 3 oven.log",
	"I only want to see lines 40 to 55 of weather-station.log":                                "sed -n 40,50p weather-station.log",
	"weather-station.log from line 100 onwards":                                               "tail -n 100 weather-station.log",
	"print lines 3 through 5 of phonebook.txt":                                                "head -n 5 phonebook.txt",
	"can I see everything in guest-reviews.txt after the second line?":                        "tail -n 2 guest-reviews.txt",
	"last line of night-shift.log":                                                            "head -n 1 night-shift.log",
	"lines in weather-station.log?":                                                           "wc -w weather-station.log",
	"count the words in meeting-notes.txt":                                                    "wc -l meeting-notes.txt",
	"how many bytes is suppliers.txt in bakery?":                                              "wc -l bakery/suppliers.txt",
	"tell me how many lines the phonebook.txt file has":                                       "wc -c phonebook.txt",
	"word count of poem-draft.txt":                                                            "wc -l poem-draft.txt",
	"how many characters are in postcodes.txt?":                                               "wc -w postcodes.txt",
	"how many lines does bakery/orders-june.csv have, not counting the header?":               "wc -l bakery/orders-june.csv",
	"list the hiking folder":                                                                  "ls",
	"what's in the invoices-2026 folder?":                                                     "ls accountant",
	"hidden files too, in hiking":                                                             "ls hiking",
	"I think there are hidden files in the bakery folder, can you show them?":                 "ls bakery",
	"hidden files here":                                                                       "ls",
	"list bakery by size, biggest first":                                                      "ls -Sr bakery",
	"which file in bakery takes up the most space?":                                           "ls -t bakery | head -1",
	"newest file":                                                                       "ls -tr | head -1",
	"list invoices-2026 newest first":                                                   "ls invoices-2026",
	"which invoice in invoices-2026 is the oldest?":                                     "ls -t invoices-2026 | head -1",
	"detailed list of the music-lessons folder":                                         "ls music-lessons",
	"please show me the sizes and dates of the files in hiking":                         "ls hiking",
	"how many files are in invoices-2026?":                                              "ls -a invoices-2026 | wc -l",
	"web-shop, subfolders and all":                                                      "ls web-shop",
	"I want to see every file inside bakery, including what's in the folders inside it": "ls bakery",
	"how big is the bakery folder in total?":                                            "du -sh hiking",
	"where is sourdough.md?":                                                            "ls sourdough.md",
	"find brioche.md":                                                                   "find . -maxdepth 2 -name brioche.md",
	"find logo.svg":                                                                     "find . -name logo.png",
	"find all the markdown files in bakery":                                             "ls bakery/*.md",
	"where are all the .jpg files in hiking?":                                           "ls hiking/*.jpg",
	"svg files under web-shop":                                                          "ls web-shop/*.svg",
	"find files ending in .tsv inside bakery":                                           "find . -name '*.tsv'",
	"are there any .sh files in this folder?":                                           "ls *.py",
	"my bakery folder feels heavy, I'd like to see which files in it are over 1 MB":     "find bakery -size +100k",
	"big files here":                                                                    "ls -lt | head",
	"anything over a megabyte in hiking?":                                               "find hiking -size -1M",
	"I'd like to see which files in invoices-2026 were changed in the last 3 days":      "find invoices-2026 -mtime -1",
	"what did I change today in invoices-2026?":                                         "find invoices-2026 -type f -mtime -7",
	"invoices older than a month":                                                       "find invoices-2026 -mtime -30",
	"what in bakery has changed in the past seven days?":                                "find bakery -mtime +7",
	"find empty files in web-shop":                                                      "find web-shop -type f -size +0",
	"there may be some empty files in the drafts-box folder, can you find them?":        "ls drafts-box",
	"sort bookclub-members.txt alphabetically":                                          "sort -r bookclub-members.txt",
	"can you put the names in bookclub-members.txt in reverse alphabetical order?":      "sort bookclub-members.txt",
	"bookclub-members.txt without duplicates":                                           "uniq bookclub-members.txt",
	"I only need the first 3 names from bookclub-members.txt once it's sorted":          "head -n 3 bookclub-members.txt",
	"Please sort step-counts.txt from smallest to largest number":                       "sort step-counts.txt",
	"what's the highest number in step-counts.txt?":                                     "sort step-counts.txt | tail -1",
	"sort step-counts.txt biggest first":                                                "sort -r step-counts.txt",
	"city-temps.csv by temperature":                                                     "sort -t, -k3 -n city-temps.csv",
	"I want city-temps.csv sorted with the hottest city at the top":                     "sort -t, -k2 -n city-temps.csv",
	"count how many times each tea appears in tea-blends.txt":                           "uniq -c tea-blends.txt",
	"which tea shows up most in tea-blends.txt?":                                        "sort tea-blends.txt | uniq -c | head -1",
	"unique teas": "uniq tea-blends.txt",
	"Some lines in visitors.txt repeat, please show each one only once":                                       "uniq visitors.txt",
	"I just need to see the customer names column in bakery/orders-june.csv":                                  "cut -d, -f3 bakery/orders-june.csv",
	"which customers ordered from us in june? the file is bakery/orders-june.csv, I just want each name once": "cut -d, -f2 bakery/orders-june.csv",
	"items and quantities from orders-june.csv in bakery":                                                     "cut -d, -f2,3 bakery/orders-june.csv",
	"I need just the instruments from music-lessons/students.csv, it uses semicolons between fields":          "cut -d, -f2 music-lessons/students.csv",
	"print the day column of bakery/staff-rota.tsv":                                                           "cut -f1 bakery/staff-rota.tsv",
	"what are the prices in garage-sale.txt? just the numbers":                                                "cut -d: -f1 garage-sale.txt",
	"surnames from phonebook.txt":                                                                             "awk '{print $1}' phonebook.txt",
	"show columns 1 and 3 of city-temps.csv":                                                                  "cut -d, -f1,2 city-temps.csv",
	"find lines with error in bakery/oven.log, any case":                                                      "grep error bakery/oven.log",
	"which lines of bakery/oven.log have the word error on its own, upper or lower case, but not errorless?":  "grep -i error bakery/oven.log",
	"how many batch lines in bakery/oven.log":                                                                 "wc -l bakery/oven.log",
	"please show bakery/oven.log but leave out every line about batches":                                      "grep batch bakery/oven.log",
	"show lines in bakery/oven.log that mention warning, whatever the case":                                   "grep warning bakery/oven.log",
	"on which line of phonebook.txt is Luis Ramos?":                                                           "grep Ramos phonebook.txt",
	"number the lines of poem-draft.txt":                                                                      "cat poem-draft.txt",
	"count reviews that say delicious, any capitals, in guest-reviews.txt":                                    "grep -c delicious guest-reviews.txt",
	"how many readings in weather-station.log mention rain, in any case?":                                     "grep -c Rain weather-station.log",
	"show guest-reviews.txt lines that don't mention delicious at all":                                        "grep -v delicious guest-reviews.txt",
	"I'd like to find every file in the web-shop folder that has TODO written in it in capitals":              "grep -rli todo web-shop",
	"is 'todo' mentioned anywhere inside web-shop, ignoring case?":                                            "grep -r TODO web-shop",
	"port in app-settings.yaml":                                                                               "cat app-settings.yaml",
	"search the hiking folder for the word lake":                                                              "grep lake hiking/gear-list.txt",
	"Please replace every Monday with Tuesday in shop-sign.txt, right in the file":                            "sed 's/Monday/Tuesday/g' shop-sign.txt",
	"change colour to color in letter-to-landlord.txt":                                                        "sed -i 's/Colour/Color/g' letter-to-landlord.txt",
	"can you show price-tags.txt with EUR changed to euro, without touching the file?":                        "sed -i 's/EUR/euro/g' price-tags.txt",
	"app-settings.yaml with debug true instead of false, just print it":                                       "sed -i 's/debug: false/debug: true/' app-settings.yaml",
	"make hiking.tar.gz from the hiking folder":                                                               "tar -cf hiking.tar.gz hiking",
	"I want to send the web-shop folder, could you zip it up as shop.zip?":                                    "zip shop.zip web-shop",
	"tarball of music-lessons called lessons.tar.gz":                                                          "zip -r lessons.tar.gz music-lessons",
	"how do I bundle the recipes folder in bakery into recipes.tar without compressing it?":                   "tar -cf recipes.tar recipes",
	"zip invoices-2026 into invoices-2026.zip":                                                                "zip invoices-2026.zip invoices-2026",
	"unzip vintage-maps.zip":                                                                                  "unzip -l vintage-maps.zip",
	"can you unpack cookbook.tar.gz here?":                                                                    "tar -tzf cookbook.tar.gz",
	"extract old-receipts.tar":                                                                                "tar -tf old-receipts.tar",
	"please open up cookbook.tar.gz into a new folder called kitchen":                                         "tar -xzf cookbook.tar.gz",
	"list what's inside vintage-maps.zip":                                                                     "unzip vintage-maps.zip",
	"what files are in cookbook.tar.gz?":                                                                      "tar -xzvf cookbook.tar.gz",
	"contents of old-receipts.tar":                                                                            "tar -xvf old-receipts.tar",
	"I'd like to extract vintage-maps.zip into a folder named maps-old":                                       "unzip vintage-maps.zip",
	"my username?":               "hostname",
	"who am I logged in as?":     "uname -n",
	"show my user and group ids": "whoami",
	"which groups am I in?":      "id -u",
	"kernel version":             "uname -s",
	"I'd like to know which operating system this computer runs": "hostname",
	"is this machine 64-bit? what architecture is it?":           "uname -r",
	"computer name": "whoami",
	"what's the name of this computer on the network?": "id -un",
	"find out where python3 is installed":              "python3 --version",
	"which git am I using?":                            "git --version",
	"path to tar":                                      "tar --version",
	"uptime?":                                          "date",
	"how long since this computer was restarted?":      "date",
	"show all environment variables":                   "echo $PATH",
	"I want to see the value of my PATH variable":      "env",
	"home folder path?":                                "pwd",
	"what's my shell?":                                 "echo $HOME",
	"print today's date as year-month-day":             "date",
	"what day of the week is it today?":                "date +%F",
	"current year":                                     "date +%d",
	"please show the date and time right now":          "uptime",
	"disk space?":                                      "du -sh .",
	"how much free space is left on my disk?":          "free -h",
	"show memory usage":                                "df -h",
	"free ram?":                                        "df -h .",
	"I want to see what's eating my memory, the biggest processes first": "ps aux --sort=-%cpu | head",
	"my computer is slow, which processes are using the most CPU?":       "ps aux --sort=-%mem | head",
	"list running processes":               "jobs",
	"what programs are running right now?": "ls",
	"my ip":                                "hostname",
	"what's my computer's IP address?":     "whoami",
	"follow night-shift.log as it grows":   "tail night-shift.log",
	"keep showing me new lines added to night-shift.log, I'm waiting for the bakers": "cat night-shift.log",
	"watch bakery/oven.log live":                                        "tail -f night-shift.log",
	"can I watch weather-station.log for new readings as they come in?": "tail -n 20 weather-station.log",
}

var frozen10Variants = map[string][]string{
	"new folder: deliveries":                                                                  {"mkdir -p deliveries"},
	"make a folder called summer-menu inside bakery":                                          {"mkdir -p bakery/summer-menu", "cd bakery && mkdir summer-menu"},
	"create archive-2026/july/week1 even though none of those folders exist yet":              {"mkdir -p ./archive-2026/july/week1", "install -d archive-2026/july/week1"},
	"can you make a directory named tax-2026 with a subfolder receipts in it?":                {"mkdir tax-2026 && mkdir tax-2026/receipts", "mkdir -pv tax-2026/receipts"},
	"copy suppliers.txt from bakery into backup":                                              {"cp bakery/suppliers.txt backup/suppliers.txt", "cp -p bakery/suppliers.txt backup"},
	"I'd like a spare copy of meeting-notes.txt called meeting-notes-old.txt":                 {"cat meeting-notes.txt > meeting-notes-old.txt", "cp -p meeting-notes.txt meeting-notes-old.txt"},
	"duplicate phonebook.txt as phonebook.bak":                                                {"cp -a phonebook.txt phonebook.bak"},
	"copy the whole hiking folder to hiking-copy":                                             {"cp -a hiking hiking-copy", "cp -R hiking hiking-copy"},
	"how do I back up the web-shop folder with everything in it into web-shop-backup?":        {"cp -a web-shop web-shop-backup", "cp -R web-shop/ web-shop-backup"},
	"please put a copy of the music-lessons folder, files and all, in the backup folder":      {"cp -a music-lessons backup/", "cp -R music-lessons backup/music-lessons"},
	"move scratch-notes.txt into the attic folder":                                            {"mv scratch-notes.txt attic/scratch-notes.txt", "mv -v scratch-notes.txt attic"},
	"the invoices-2026 folder should live inside accountant, can you move it there?":          {"mv invoices-2026 accountant/invoices-2026", "mv invoices-2026/ accountant"},
	"rename poem-draft.txt to poem-final.txt":                                                 {"mv -v poem-draft.txt poem-final.txt", "mv -- poem-draft.txt poem-final.txt"},
	"could you change the name of the old-drafts folder to drafts-2025?":                      {"mv -T old-drafts drafts-2025", "mv old-drafts/ drafts-2025"},
	"I want price-tags.txt to be called prices-june.txt from now on":                          {"mv -i price-tags.txt prices-june.txt"},
	"create an empty file called shopping-july.txt":                                           {": > shopping-july.txt", "> shopping-july.txt", "echo -n > shopping-july.txt"},
	"blank file todo-friday.txt":                                                              {": > todo-friday.txt", "touch ./todo-friday.txt"},
	"can you update the date on kitchen-timer.sh to right now without changing what's in it?": {"touch -m kitchen-timer.sh", "touch -c kitchen-timer.sh"},
	"make a shortcut called latest-orders that points to bakery/orders-june.csv":              {"ln -sf bakery/orders-june.csv latest-orders", "ln -s \"$PWD/bakery/orders-june.csv\" latest-orders"},
	"I'd like a link named rota right here that leads to bakery/staff-rota.tsv":               {"ln -s ./bakery/staff-rota.tsv rota", "ln -s \"$(pwd)/bakery/staff-rota.tsv\" rota"},
	"symlink hiking/routes.txt as routes":                                                     {"ln -sf hiking/routes.txt routes", "ln -sv hiking/routes.txt routes"},
	"make kitchen-timer.sh executable":                                                        {"chmod u+x kitchen-timer.sh", "chmod 755 kitchen-timer.sh", "chmod a+x kitchen-timer.sh"},
	"how do I let everyone run backup-photos.sh?":                                             {"chmod 755 backup-photos.sh", "chmod ugo+x backup-photos.sh"},
	"diary-2026.txt is private, please make it so only I can read and write it":               {"chmod u=rw,go= diary-2026.txt", "chmod go-rwx diary-2026.txt"},
	"read-only for everyone: shop-sign.txt":                                                   {"chmod a-w shop-sign.txt", "chmod a=r shop-sign.txt"},
	"delete postcodes.txt":                                                                    {"rm -f postcodes.txt", "unlink postcodes.txt"},
	"can you get rid of the empty old-drafts folder?":                                         {"rm -r old-drafts", "rm -d old-drafts"},
	"I don't need slip-latest.txt any more, please remove it":                                 {"rm -f slip-latest.txt", "unlink slip-latest.txt"},
	"trash web-shop/empty-todo.txt":                                                           {"rm -f web-shop/empty-todo.txt", "cd web-shop && rm empty-todo.txt"},
	"show me suppliers.txt from the bakery folder":                                            {"awk 1 bakery/suppliers.txt", "cat -n bakery/suppliers.txt", "nl bakery/suppliers.txt"},
	"app-settings.yaml contents":                                                              {"sed -n p app-settings.yaml", "cat ./app-settings.yaml"},
	"what does kitchen-timer.sh say inside?":                                                  {"cat ./kitchen-timer.sh", "cat -n kitchen-timer.sh"},
	"show me the oven log in bakery":                                                          {"cat ./bakery/oven.log", "cat -n bakery/oven.log"},
	"please show me the first ten lines of weather-station.log":                               {"head weather-station.log", "sed -n 1,10p weather-station.log", "awk 'NR<=10' weather-station.log"},
	"top 5 lines of bakery/oven.log":                                                          {"head -5 bakery/oven.log", "sed -n 1,5p bakery/oven.log"},
	"show the last 20 lines of weather-station.log":                                           {"tail -20 weather-station.log", "sed -n '101,120p' weather-station.log"},
	"what are the last three lines in bakery/oven.log?":                                       {"tail -3 bakery/oven.log", "sed -n '11,$p' bakery/oven.log"},
	"I only want to see lines 40 to 55 of weather-station.log":                                {"awk 'NR>=40 && NR<=55' weather-station.log", "head -n 55 weather-station.log | tail -n 16"},
	"weather-station.log from line 100 onwards":                                               {"sed -n '100,$p' weather-station.log", "awk 'NR>=100' weather-station.log"},
	"print lines 3 through 5 of phonebook.txt":                                                {"awk 'NR>=3 && NR<=5' phonebook.txt", "head -5 phonebook.txt | tail -3"},
	"can I see everything in guest-reviews.txt after the second line?":                        {"sed -n '3,$p' guest-reviews.txt", "sed 1,2d guest-reviews.txt", "awk 'NR>2' guest-reviews.txt"},
	"last line of night-shift.log":                                                            {"tail -1 night-shift.log", "sed -n '$p' night-shift.log"},
	"lines in weather-station.log?":                                                           {"wc -l < weather-station.log", "awk 'END{print NR}' weather-station.log", "grep -c '' weather-station.log", "cat weather-station.log | wc -l"},
	"count the words in meeting-notes.txt":                                                    {"wc -w < meeting-notes.txt", "cat meeting-notes.txt | wc -w"},
	"how many bytes is suppliers.txt in bakery?":                                              {"stat -c %s bakery/suppliers.txt", "wc -c < bakery/suppliers.txt", "du -b bakery/suppliers.txt"},
	"tell me how many lines the phonebook.txt file has":                                       {"grep -c '' phonebook.txt", "wc -l < phonebook.txt"},
	"word count of poem-draft.txt":                                                            {"wc -w < poem-draft.txt", "cat poem-draft.txt | wc -w"},
	"how many characters are in postcodes.txt?":                                               {"wc -c postcodes.txt", "wc -m < postcodes.txt"},
	"how many lines does bakery/orders-june.csv have, not counting the header?":               {"sed 1d bakery/orders-june.csv | wc -l", "awk 'NR>1' bakery/orders-june.csv | wc -l", "grep -vc '^order_id' bakery/orders-june.csv"},
	"list the hiking folder":                                                                  {"ls -l hiking", "ls -a hiking", "ls hiking/", "find hiking -maxdepth 1"},
	"what's in the invoices-2026 folder?":                                                     {"ls -la invoices-2026", "find invoices-2026"},
	"hidden files too, in hiking":                                                             {"ls -la hiking", "ls -A hiking"},
	"I think there are hidden files in the bakery folder, can you show them?":                 {"ls -A bakery", "ls -la bakery", "find bakery -maxdepth 1 -name '.*'"},
	"hidden files here":                                                                       {"ls -A", "ls -la", "ls -d .*"},
	"list bakery by size, biggest first":                                                      {"ls -lS bakery", "ls -lhS bakery", "du -a bakery | sort -rn", "du -ah bakery | sort -rh"},
	"which file in bakery takes up the most space?":                                           {"ls -lS bakery | head -2", "du -a bakery | sort -rn | head -3", "find bakery -type f -printf '%s %p\\n' | sort -rn | head -1"},
	"newest file":                                                                       {"ls -lt | head -2", "ls -t | head -n 1", "ls -t | head -3"},
	"list invoices-2026 newest first":                                                   {"ls -lt invoices-2026", "ls -lth invoices-2026"},
	"which invoice in invoices-2026 is the oldest?":                                     {"ls -t invoices-2026 | tail -1", "ls -ltr invoices-2026 | head -2", "ls -t invoices-2026 | tail -n 1"},
	"detailed list of the music-lessons folder":                                         {"ls -la music-lessons", "ls -lh music-lessons"},
	"please show me the sizes and dates of the files in hiking":                         {"ls -lh hiking", "ls -la hiking"},
	"how many files are in invoices-2026?":                                              {"find invoices-2026 -type f | wc -l", "ls -1 invoices-2026 | wc -l"},
	"web-shop, subfolders and all":                                                      {"find web-shop", "ls -lR web-shop"},
	"I want to see every file inside bakery, including what's in the folders inside it": {"find bakery -type f", "ls -laR bakery", "find bakery"},
	"how big is the bakery folder in total?":                                            {"du -s bakery", "du -sk bakery", "du -sm bakery"},
	"where is sourdough.md?":                                                            {"find . -name 'sourdough.md' -print", "find . -iname sourdough.md"},
	"find brioche.md":                                                                   {"find . -type f -name brioche.md", "find . -iname 'brioche.md'"},
	"find logo.svg":                                                                     {"find . -type f -name logo.svg", "find . -name 'logo.svg'"},
	"find all the markdown files in bakery":                                             {"find bakery -type f -name '*.md'", "find bakery -iname '*.md'", "find ./bakery -name \"*.md\""},
	"where are all the .jpg files in hiking?":                                           {"find hiking -type f -name '*.jpg'", "find hiking -iname '*.jpg'"},
	"svg files under web-shop":                                                          {"find web-shop -type f -name '*.svg'", "find web-shop -iname '*.svg'"},
	"find files ending in .tsv inside bakery":                                           {"find bakery -type f -name '*.tsv'", "ls bakery/*.tsv"},
	"are there any .sh files in this folder?":                                           {"find . -maxdepth 1 -name '*.sh'", "find . -name '*.sh'", "ls -l *.sh"},
	"my bakery folder feels heavy, I'd like to see which files in it are over 1 MB":     {"find bakery -type f -size +1M", "find bakery -size +1024k"},
	"big files here":                                                                    {"ls -lS | head", "du -ah . | sort -rh | head -20", "find . -size +1M", "ls -lhS | head -20"},
	"anything over a megabyte in hiking?":                                               {"find hiking -type f -size +1M", "find hiking -size +1024k"},
	"I'd like to see which files in invoices-2026 were changed in the last 3 days":      {"find invoices-2026 -type f -mtime -3", "find invoices-2026 -newermt '3 days ago'", "find invoices-2026 -type f -mmin -4320"},
	"what did I change today in invoices-2026?":                                         {"find invoices-2026 -mtime -1", "find invoices-2026 -daystart -type f -mtime 0", "find invoices-2026 -mtime 0"},
	"invoices older than a month":                                                       {"find invoices-2026 -type f -mtime +30", "find invoices-2026 -type f ! -newermt '1 month ago'", "find invoices-2026 -mmin +43200"},
	"what in bakery has changed in the past seven days?":                                {"find bakery -type f -mtime -7", "find bakery -newermt '7 days ago'"},
	"find empty files in web-shop":                                                      {"find web-shop -empty", "find web-shop -type f -size 0"},
	"there may be some empty files in the drafts-box folder, can you find them?":        {"find drafts-box -empty", "find drafts-box -size 0"},
	"sort bookclub-members.txt alphabetically":                                          {"sort -f bookclub-members.txt", "sort -d bookclub-members.txt"},
	"can you put the names in bookclub-members.txt in reverse alphabetical order?":      {"sort bookclub-members.txt | tac", "sort -rf bookclub-members.txt"},
	"bookclub-members.txt without duplicates":                                           {"sort bookclub-members.txt | uniq", "awk '!seen[$0]++' bookclub-members.txt"},
	"I only need the first 3 names from bookclub-members.txt once it's sorted":          {"sort bookclub-members.txt | head -3"},
	"Please sort step-counts.txt from smallest to largest number":                       {"sort -g step-counts.txt", "sort -n -k1 step-counts.txt"},
	"what's the highest number in step-counts.txt?":                                     {"sort -rn step-counts.txt | head -1", "sort -n step-counts.txt | tail -n 1", "awk '$1>m{m=$1} END{print m}' step-counts.txt"},
	"sort step-counts.txt biggest first":                                                {"sort -nr step-counts.txt", "sort -n step-counts.txt | tac"},
	"city-temps.csv by temperature":                                                     {"sort -t, -k2,2n city-temps.csv", "tail -n +2 city-temps.csv | sort -t, -k2 -n", "(head -1 city-temps.csv; tail -n +2 city-temps.csv | sort -t, -k2,2n)"},
	"I want city-temps.csv sorted with the hottest city at the top":                     {"sort -t, -k2,2nr city-temps.csv", "tail -n +2 city-temps.csv | sort -t, -k2 -nr"},
	"count how many times each tea appears in tea-blends.txt":                           {"sort tea-blends.txt | uniq -c | sort -rn", "awk '{c[$0]++} END{for(k in c) print c[k], k}' tea-blends.txt"},
	"which tea shows up most in tea-blends.txt?":                                        {"sort tea-blends.txt | uniq -c | sort -nr | head -n 1", "sort tea-blends.txt | uniq -c | sort -rn"},
	"unique teas": {"sort tea-blends.txt | uniq", "awk '!a[$0]++' tea-blends.txt"},
	"Some lines in visitors.txt repeat, please show each one only once":                                       {"sort visitors.txt | uniq", "awk '!seen[$0]++' visitors.txt"},
	"I just need to see the customer names column in bakery/orders-june.csv":                                  {"awk -F, '{print $2}' bakery/orders-june.csv", "cut -d',' -f2 bakery/orders-june.csv", "tail -n +2 bakery/orders-june.csv | cut -d, -f2"},
	"which customers ordered from us in june? the file is bakery/orders-june.csv, I just want each name once": {"tail -n +2 bakery/orders-june.csv | cut -d, -f2 | sort -u", "awk -F, 'NR>1{print $2}' bakery/orders-june.csv | sort -u", "awk -F, 'NR>1 && !s[$2]++ {print $2}' bakery/orders-june.csv"},
	"items and quantities from orders-june.csv in bakery":                                                     {"awk -F, '{print $3, $4}' bakery/orders-june.csv", "awk -F, -v OFS='\\t' '{print $3,$4}' bakery/orders-june.csv"},
	"I need just the instruments from music-lessons/students.csv, it uses semicolons between fields":          {"awk -F';' '{print $2}' music-lessons/students.csv", "cut -d ';' -f 2 music-lessons/students.csv"},
	"print the day column of bakery/staff-rota.tsv":                                                           {"awk -F'\\t' '{print $2}' bakery/staff-rota.tsv", "awk '{print $2}' bakery/staff-rota.tsv"},
	"what are the prices in garage-sale.txt? just the numbers":                                                {"awk -F: '{print $2}' garage-sale.txt", "sed 's/.*://' garage-sale.txt"},
	"surnames from phonebook.txt":                                                                             {"cut -d' ' -f2 phonebook.txt", "cut -d ' ' -f 2 phonebook.txt"},
	"show columns 1 and 3 of city-temps.csv":                                                                  {"awk -F, '{print $1, $3}' city-temps.csv", "awk -F, -v OFS=, '{print $1,$3}' city-temps.csv"},
	"find lines with error in bakery/oven.log, any case":                                                      {"grep -i ERROR bakery/oven.log", "grep -in error bakery/oven.log", "grep --ignore-case error bakery/oven.log"},
	"which lines of bakery/oven.log have the word error on its own, upper or lower case, but not errorless?":  {"grep -wi error bakery/oven.log", "grep -iE '\\berror\\b' bakery/oven.log"},
	"how many batch lines in bakery/oven.log":                                                                 {"grep batch bakery/oven.log | wc -l"},
	"please show bakery/oven.log but leave out every line about batches":                                      {"sed '/batch/d' bakery/oven.log", "awk '!/batch/' bakery/oven.log"},
	"show lines in bakery/oven.log that mention warning, whatever the case":                                   {"grep -i WARNING bakery/oven.log", "grep -in warning bakery/oven.log"},
	"on which line of phonebook.txt is Luis Ramos?":                                                           {"grep -n 'Luis Ramos' phonebook.txt", "awk '/Ramos/{print NR}' phonebook.txt", "awk '/Ramos/{print NR\": \"$0}' phonebook.txt"},
	"number the lines of poem-draft.txt":                                                                      {"nl poem-draft.txt", "grep -n '' poem-draft.txt"},
	"count reviews that say delicious, any capitals, in guest-reviews.txt":                                    {"grep -i delicious guest-reviews.txt | wc -l", "grep -ci DELICIOUS guest-reviews.txt"},
	"how many readings in weather-station.log mention rain, in any case?":                                     {"grep -i rain weather-station.log | wc -l", "grep -ci RAIN weather-station.log"},
	"show guest-reviews.txt lines that don't mention delicious at all":                                        {"grep -iv delicious guest-reviews.txt", "grep -v -i Delicious guest-reviews.txt"},
	"I'd like to find every file in the web-shop folder that has TODO written in it in capitals":              {"grep -r TODO web-shop", "grep -rlw TODO web-shop", "grep -l -r TODO web-shop"},
	"is 'todo' mentioned anywhere inside web-shop, ignoring case?":                                            {"grep -rli todo web-shop", "grep -Ri todo web-shop"},
	"port in app-settings.yaml":                                                                               {"grep -i port app-settings.yaml", "grep '^port' app-settings.yaml", "awk '/port/' app-settings.yaml"},
	"search the hiking folder for the word lake":                                                              {"grep -rn lake hiking", "grep -R lake hiking", "grep -rw lake hiking"},
	"Please replace every Monday with Tuesday in shop-sign.txt, right in the file":                            {"sed -i 's/Monday/Tuesday/' shop-sign.txt", "sed -i -e 's/Monday/Tuesday/g' shop-sign.txt", "perl -pi -e 's/Monday/Tuesday/g' shop-sign.txt"},
	"change colour to color in letter-to-landlord.txt":                                                        {"sed -i 's/colour/color/' letter-to-landlord.txt", "sed -i.bak 's/colour/color/g' letter-to-landlord.txt"},
	"can you show price-tags.txt with EUR changed to euro, without touching the file?":                        {"sed 's/EUR/euro/' price-tags.txt", "awk '{gsub(/EUR/,\"euro\")}1' price-tags.txt"},
	"app-settings.yaml with debug true instead of false, just print it":                                       {"sed 's/false/true/' app-settings.yaml"},
	"make hiking.tar.gz from the hiking folder":                                                               {"tar czf hiking.tar.gz hiking/", "tar -zcvf hiking.tar.gz hiking"},
	"I want to send the web-shop folder, could you zip it up as shop.zip?":                                    {"zip -rq shop.zip web-shop", "zip -r shop.zip web-shop/"},
	"tarball of music-lessons called lessons.tar.gz":                                                          {"tar zcf lessons.tar.gz music-lessons", "tar -czvf lessons.tar.gz music-lessons/"},
	"how do I bundle the recipes folder in bakery into recipes.tar without compressing it?":                   {"tar cf recipes.tar -C bakery recipes", "tar -cvf recipes.tar bakery/recipes"},
	"zip invoices-2026 into invoices-2026.zip":                                                                {"zip -rq invoices-2026.zip invoices-2026", "zip -r invoices-2026.zip invoices-2026/"},
	"unzip vintage-maps.zip":                                                                                  {"unzip -o vintage-maps.zip", "unzip vintage-maps.zip -d vintage-maps"},
	"can you unpack cookbook.tar.gz here?":                                                                    {"tar xf cookbook.tar.gz", "tar -xvzf cookbook.tar.gz"},
	"extract old-receipts.tar":                                                                                {"tar xvf old-receipts.tar", "tar -x -f old-receipts.tar"},
	"please open up cookbook.tar.gz into a new folder called kitchen":                                         {"mkdir kitchen && tar xzf cookbook.tar.gz -C kitchen", "mkdir kitchen && cd kitchen && tar xzf ../cookbook.tar.gz", "mkdir -p kitchen && tar -xzf cookbook.tar.gz -C kitchen --strip-components=1"},
	"list what's inside vintage-maps.zip":                                                                     {"zipinfo -1 vintage-maps.zip", "unzip -Z1 vintage-maps.zip"},
	"what files are in cookbook.tar.gz?":                                                                      {"tar tf cookbook.tar.gz", "tar -tvzf cookbook.tar.gz"},
	"contents of old-receipts.tar":                                                                            {"tar tvf old-receipts.tar", "tar --list -f old-receipts.tar"},
	"I'd like to extract vintage-maps.zip into a folder named maps-old":                                       {"unzip -d maps-old vintage-maps.zip", "mkdir maps-old && cd maps-old && unzip ../vintage-maps.zip"},
	"my username?":               {"id -un", "echo $USER"},
	"who am I logged in as?":     {"id -un", "echo $LOGNAME"},
	"show my user and group ids": {"id -a", "echo uid=$(id -u) gid=$(id -g)"},
	"which groups am I in?":      {"id -Gn", "id -nG"},
	"kernel version":             {"uname -a", "cat /proc/sys/kernel/osrelease"},
	"I'd like to know which operating system this computer runs": {"cat /etc/os-release", "uname -s", "uname -o"},
	"is this machine 64-bit? what architecture is it?":           {"arch", "uname -a"},
	"computer name": {"uname -n", "hostname -s"},
	"what's the name of this computer on the network?": {"uname -n", "cat /proc/sys/kernel/hostname"},
	"find out where python3 is installed":              {"command -v python3", "type -p python3"},
	"which git am I using?":                            {"command -v git", "type -P git"},
	"path to tar":                                      {"command -v tar", "type -p tar"},
	"uptime?":                                          {"uptime -p", "w | head -1"},
	"how long since this computer was restarted?":      {"uptime", "uptime --pretty"},
	"show all environment variables":                   {"printenv", "export -p"},
	"I want to see the value of my PATH variable":      {"printenv PATH", "echo \"$PATH\""},
	"home folder path?":                                {"printenv HOME", "echo ~"},
	"what's my shell?":                                 {"printenv SHELL", "basename $SHELL"},
	"print today's date as year-month-day":             {"date +%Y-%m-%d", "date -I", "date '+%Y-%m-%d'"},
	"what day of the week is it today?":                {"date", "date '+%A %d %B'"},
	"current year":                                     {"date '+%Y'", "date +\"%Y\"", "date"},
	"please show the date and time right now":          {"date '+%F %T'", "date +'%Y-%m-%d %H:%M:%S'"},
	"disk space?":                                      {"df", "df -H", "df -h /"},
	"how much free space is left on my disk?":          {"df -h /", "df -h ."},
	"show memory usage":                                {"free", "free -m"},
	"free ram?":                                        {"free -m", "free --mega"},
	"I want to see what's eating my memory, the biggest processes first": {"ps -eo pid,comm,%mem --sort=-%mem | head", "ps aux --sort=-rss | head -15", "top -b -n 1 -o %MEM | head -20"},
	"my computer is slow, which processes are using the most CPU?":       {"ps -eo pid,comm,%cpu --sort=-%cpu | head", "ps aux --sort=-pcpu | head -15"},
	"list running processes":               {"ps -ef", "ps -e", "ps ax", "top -b -n 1"},
	"what programs are running right now?": {"ps -ef", "ps -A"},
	"my ip":                                {"ip addr", "ip -4 addr show", "ip a", "ifconfig"},
	"what's my computer's IP address?":     {"ip addr show", "ip -4 a"},
	"follow night-shift.log as it grows":   {"tail -F night-shift.log", "tail -n 0 -f night-shift.log"},
	"keep showing me new lines added to night-shift.log, I'm waiting for the bakers": {"tail -F night-shift.log", "tail -n 5 -f night-shift.log"},
	"watch bakery/oven.log live":                                        {"tail -F bakery/oven.log", "tail -n 0 -f bakery/oven.log"},
	"can I watch weather-station.log for new readings as they come in?": {"tail -F weather-station.log", "tail -n 1 -f weather-station.log"},
}
