package sets

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// The fifteenth development set (testdata/dev15.json) was written for
// issue 15's everyday basics by someone who did not read the catalogue,
// the matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (dev15Template: the eleventh set's tree with
// new files under new names, a small bakery's papers, so that every older
// file is a distractor). Its requests are in plain everyday words, several
// phrasings per basic task: terse fragments and keywords ("disk space?",
// "my ip"), short plain commands, plain questions, and plain full
// sentences and polite requests ("I need a copy of …", "could you …",
// a goal stated as an end state), about half of the set. It is a
// development set: TestDev15Set prints each answer with
// CARO_DEV15_DETAIL=1. Its cases have the fifth set's fields, and its
// tests are the fifth set's (heldOut5), run on its own cases and tree.
var dev15Set = laterSet(heldOut5{name: "offline dev set 15", detail: "CARO_DEV15_DETAIL", wrongs: dev15Wrongs, variants: dev15Variants, minCases: 200, minBeyond: 19, minChecks: 150,
	minRight: dev15MinRight, maxWrong: dev15MaxWrong},
	"dev15.json", dev15Built, dev15Stamp)

// The ratchet of TestDev15Set, measured by its writer on 52cd610 (the
// matcher of 4f91b40, which never saw the set): 159 right (79.5 %), 3
// confidently wrong (1.5 %), 38 abstained of 200, right on 87.8 % of the
// 181 in scope. Once merged with 9750507, 37de654 and 0ca139a (written
// before it was read): 159 right, 4 wrong ("errors in x.log" read as the
// word "errors", which x.log also holds). It is a development set: its
// answers may be read and tuned on. Raise it when the score rises; never
// lower it. Raised to 163 right, 0 wrong by its four wrong answers fixed
// in general: "subfolders included" and "going into every folder" are
// every level, not the folders alone; "which git am I using" is
// command -v; "errors in x.log" finds the singular, which x.log holds
// beside the plural.
// fx4-files raised it (alone) to 167 by plain file wordings: "I want
// x to live in y instead of here", "x should just be called y", "run x
// as a program", "I want the x folder gone, along with everything inside
// it", "the hidden files as well as the normal ones", "where did I put
// x", "completely empty", "in day/month/year form".
// fx4-text raised it (alone) to 169 right: "a-to-z order", "biggest
// number in x?", "by the quantity" (one column of numbers), "most stops
// first", "twice in a row, keep just one", "the first field before the
// colon", "the exact word error, not errors or terror", "but not planner
// or airplane", "does anything in x talk about rent", "fixme notes
// anywhere in x, whether written in capitals or not".
// Both merged: 181 right, 0 wrong.
const (
	dev15MinRight = 181
	dev15MaxWrong = 0
)

// dev15Built holds dev15Template's tree, built once per test binary
// (builtTree).
var dev15Built = &builtTree{name: "dev15", build: dev15Template}

// dev15Kitchen is a log whose word "error" comes in several cases, alone
// and inside longer words (errors, terror).
const dev15Kitchen = "07:00 oven ON\n07:05 Error: thermostat drift\n07:10 proofing started\n07:15 ERROR door sensor\n" +
	"07:20 batch 1 out\n07:25 errors cleared\n07:30 batch 2 out\n07:35 error: flour low\n" +
	"07:40 terror cake decorated\n07:45 oven OFF\n07:50 Error again\n"

// dev15Made: paths the requests make, which must not be in the tree
// before them (an older set's file of the same name would pass a check).
var dev15Made = []string{"delivery-vans", "wedding-cakes", "wedding-cake", "bakery-docs/archive", "market-stall/photos", "backup-shelf/menu-summer.txt",
	"menu-autumn.txt", "bakers-backup.txt", "bakers-backup", "backup-shelf/planets.txt", "recipes-copy", "backup-shelf/recipes-old", "bakery-site-old",
	"bakery-docs/delivery-note.pdf", "market-stall/flyer-spring.png", "backup-shelf/crust.jpg", "invoice-0412-paid.txt", "dough-trials",
	"bakery-logo.png", "shopping-tomorrow.txt", "shopping-today.txt", "bakery-docs/notes-for-monday.md", "notes-for-monday.md", "stock-level.txt",
	"rota", "letters", "tax-summary", "bakery-site.tar.gz", "recipes.tar", "stall.zip", "docs-backup.tar.gz", "tax-2025.zip", "kitchen.log.gz",
	"kitchen.log.zip", "old-menus", "backup-shelf/old-menus", "brioche.ttf", "baguette.otf", "bakery-fonts", "fonts-new", "till-rolls", "oven-manuals",
	"oven-manuals.tar", "pie.txt", "ode.txt"}

// dev15Template builds the fifteenth set's tree once: a copy of the
// eleventh set's built tree (dev11Built, shared with the eleventh set's
// tests) with the fifteenth set's files, none of which may already be
// there.
func dev15Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev15")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	files := map[string]string{
		"kitchen.log":          dev15Kitchen,
		"greenhouse.log":       "06:00 tomatoes watered\n06:30 vent opened\n",
		"oven-temps.log":       frozen5Lines("temp", 50, func(i int) string { return " " + strconv.Itoa(200+i) + "C" }),
		"pantry-notes.txt":     frozen5Lines("shelf", 30, nil),
		"deliveries.csv":       "date,driver,stops,miles\n2026-03-02,amara,14,80\n2026-03-03,bjorn,9,31\n2026-03-04,chloe,21,77\n2026-03-05,dmitri,6,18\n2026-03-06,amara,17,64\n",
		"members.csv":          "name;town;joined\nPriya;Leeds;2019\nTomasz;Cork;2021\nAiko;Leeds;2020\nFelipe;Porto;2018\nGrace;Cork;2022\n",
		"staff-rota.tsv":       "name\tday\tshift\noona\tmon\tearly\npavel\ttue\tlate\nquinn\twed\tearly\nrosa\tthu\tlate\n",
		"stock-levels.txt":     "rye 12 millbrook\nspelt 3 oakfield\nwholemeal 40 millbrook\nbarley 7 hilltop\noats 25 oakfield\n",
		"harvest.txt":          "45\n7\n120\n3\n88\n19\n",
		"bakers.txt":           "yusuf\nagnes\nmorwenna\nbeatrix\nkwame\nagnes\nlinnea\n",
		"flavours.txt":         "vanilla\nvanilla\nlemon\nchocolate\nchocolate\nchocolate\nlemon\npistachio\n",
		"poem-draft.txt":       "the bread is warm\nthe oven hums low\nflour on every sleeve\nmorning smells of rye\n",
		"recipe-book.txt":      "Sourdough\nstarter, flour, water, salt\n\nFocaccia\nflour, olive oil, rosemary\n",
		"invoice-0412.txt":     "Invoice 0412\namount due: 310.00\n",
		"menu-summer.txt":      "lemon tart\nberry pavlova\niced buns\n",
		"price-tags.txt":       "croissant 2.10\nbaguette 1.80\ncroissant box 9.50\ncroissant croissant deal 4.00\n",
		"opening-hours.txt":    "Mon 7-15\nTue 7-15\nWed closed\nThu 7-15\nFri 7-18\n",
		"allergens.txt":        "nuts\ngluten\nNuts\nsesame\nnuts traces\ndairy\n",
		"supplier-notes.txt":   "millbrook: rye, spelt\noakfield: oats\nhilltop: barley, rye\nriverside: wheat\n",
		"customer-reviews.txt": "great bread\nspam: buy now\nlovely staff\nspam: cheap watches\ncosy corner\n",
		"notes-meeting.txt":    "the plan is to bake more\nplanner booked for May\nPlan B agreed\nairplane tickets delayed\n",
		"cleanup-kitchen.sh":   "#!/bin/sh\necho kitchen clean\n",
		"open-shop.sh":         "#!/bin/sh\necho shop open\n",
		"wifi-password.txt":    "bakery-guest / crumb2026\n",
		"rota-shared.txt":      "shared rota\n",
		"old-receipts.txt":     "receipts from 2019\n",
		"scratch-notes.txt":    "call the miller\n",
		"delivery-note.pdf":    "delivery note\n",
		"flyer-spring.png":     "spring flyer\n",
		"logo-final-FINAL.png": "logo\n",

		"bakery-docs/contract.pdf":         "supplier contract\n",
		"bakery-docs/lease.pdf":            "lease terms\n",
		"bakery-docs/floorplan.png":        "floorplan\n",
		"bakery-docs/.secret-recipe":       "butter, more butter\n",
		"bakery-docs/.drafts/v1.txt":       "draft one\n",
		"bakery-docs/letters/bank.txt":     "Dear bank,\nplease raise the overdraft limit.\n",
		"bakery-docs/letters/landlord.txt": "Dear landlord,\nthe rent will be paid on the first.\n",
		"bakery-site/index.html":           "<!-- TODO: add opening hours -->\n<h1>Crumb & Co</h1>\n<p>Join our newsletter</p>\n",
		"bakery-site/css/style.css":        "/* TODO: warmer colours */\nbody { color: brown }\n",
		"bakery-site/js/cart.js":           "// TODO: round prices\nlet cart = []\n",
		"bakery-site/pages/about.html":     "<p>Family bakery since 1987. Sign up for the newsletter.</p>\n",
		"bakery-site/img/logo.svg":         "<svg>logo</svg>\n",
		"bakery-site/img/icons/cart.svg":   "<svg>cart</svg>\n",
		"oven-photos/captions.txt":         "crust, loaf, bun\n",
		"tax-2025/summary.txt":             "tax summary\n",
		"flour-orders/order-01.txt":        "order one\n",
		"flour-orders/order-02.txt":        "order two\n",
		"flour-orders/order-03.txt":        "order three\n",
		"flour-orders/order-04.txt":        "order four\n",
		"flour-orders/order-05.txt":        "order five\n",
		"empty-jars/jar-a.txt":             "",
		"empty-jars/jar-b.log":             "",
		"empty-jars/jar-c.txt":             "jam\n",
		"empty-jars/shelf-two/jar-d.txt":   "",
		"empty-jars/shelf-two/jar-e.txt":   "marmalade\n",
		"recipes-old/bread.txt":            "bread\n",
		"recipes-old/cake.txt":             "cake\n",
		"recipes-old/sub/pie.txt":          "pie\n",
		"recipes-old/sub/tart.txt":         "tart\n",
		"backup-shelf/.keep":               "",
		"market-stall/banner.svg":          "<svg>banner</svg>\n",
		"market-stall/prices.md":           "# prices\n",
		"market-stall/sign.md":             "# open today\n",
		"market-stall/float.txt":           "float: 50\n",
		"market-stall/.stall-config":       "pitch=12\n",
		"stale-drafts/one.txt":             "one\n",
		"stale-drafts/two/three.txt":       "three\n",
		"temp-dough/batch-a.txt":           "batch a\n",
		"temp-dough/batch-b.txt":           "batch b\n",
	}
	noise := map[string]int{
		"oven-photos/crust.jpg":    900 << 10,
		"oven-photos/loaf.jpg":     300 << 10,
		"oven-photos/bun.jpg":      40 << 10,
		"tax-2025/vat-ledger.db":   2 << 20,
		"tax-2025/receipts.bin":    600 << 10,
		"tax-2025/bank-export.csv": 100 << 10,
	}
	archives := []string{"old-menus.tar.gz", "oven-manuals.tgz", "till-rolls.tar", "bakery-fonts.zip"}
	var ours []string
	for p := range files {
		ours = append(ours, p)
	}
	for p := range noise {
		ours = append(ours, p)
	}
	ours = append(ours, archives...)
	ours = append(ours, "bakery-docs", "bakery-site", "oven-photos", "tax-2025", "flour-orders", "empty-jars", "recipes-old", "backup-shelf",
		"market-stall", "stale-drafts", "temp-dough")
	for _, p := range append(ours, dev15Made...) {
		if _, err := os.Lstat(filepath.Join(dir, p)); err == nil {
			t.Fatalf("%s is already in the eleventh set's tree", p)
		}
	}
	frozen5Write(t, dir, files)
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 15, noise)
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"cleanup-kitchen.sh": 0o644, "open-shop.sh": 0o644, "wifi-password.txt": 0o644,
		"price-tags.txt": 0o644, "rota-shared.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "old-menus.tar.gz"), "old-menus/", now,
		map[string]string{"old-menus/winter.txt": "winter menu\n", "old-menus/spring.txt": "spring menu\n"})
	writeTarGz(t, filepath.Join(dir, "oven-manuals.tgz"), "oven-manuals/", now,
		map[string]string{"oven-manuals/deck.txt": "deck oven\n", "oven-manuals/combi.txt": "combi oven\n"})
	frozen5PlainTar(t, filepath.Join(dir, "till-rolls.tar"), "till-rolls/", now,
		map[string]string{"till-rolls/monday.txt": "monday takings\n", "till-rolls/tuesday.txt": "tuesday takings\n"})
	writeZip(t, filepath.Join(dir, "bakery-fonts.zip"), "brioche.ttf", "baguette.otf")
	if err := dev15Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// dev15Stamp dates the eleventh set's files (dev11Stamp) and the
// fifteenth set's whose age a request asks about, counting back from now,
// keeping clear of the bounds a request names (today, three days, a week,
// a month) and of those a right command may round them to. The orders'
// ages are in no order of their names, so that a listing by name is no
// listing by time.
func dev15Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	day := 24 * time.Hour
	return dateFiles(dir, map[string]time.Time{
		"flour-orders/order-01.txt": now.Add(-60 * day),
		"flour-orders/order-02.txt": fresh,
		"flour-orders/order-03.txt": now.Add(-20 * day),
		"flour-orders/order-04.txt": now.Add(-2 * day),
		"flour-orders/order-05.txt": now.Add(-5 * day),
		"stock-levels.txt":          now.Add(-10 * day),
	})
}

// TestDev15Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestDev15Refs(t *testing.T) { dev15Set.refs(t) }

// TestDev15RefsCanFail shows the checks reject wrong commands: each of
// dev15Wrongs is a plausible, confidently wrong answer to its request.
func TestDev15RefsCanFail(t *testing.T) { dev15Set.refsCanFail(t) }

// TestDev15Variants runs other right commands (dev15Variants): a check
// must accept every right answer, not only the reference.
func TestDev15Variants(t *testing.T) { dev15Set.variantsPass(t) }

// TestDev15Set runs the fifteenth set like the eleventh (heldOut5's
// score): one summary line, and each answer with CARO_DEV15_DETAIL=1 (a
// development set: its answers may be read).
func TestDev15Set(t *testing.T) { dev15Set.score(t) }

// Below: the wrong commands and the other right commands, by request.

// dev15Wrongs: plausible, confidently wrong commands, by request.
var dev15Wrongs = map[string]string{
	"make a folder called delivery-vans":                                                              "touch delivery-vans",
	"please create a new directory named wedding-cakes":                                               "mkdir wedding-cake",
	"I need the folders bakery-docs/archive/2025 created, all of them in one go":                      "mkdir bakery-docs/archive/2025",
	"could you set up a folder market-stall/photos/summer, making any missing folders on the way?":    "mkdir market-stall/photos/summer",
	"I need a copy of menu-summer.txt in the backup-shelf folder":                                     "mv menu-summer.txt backup-shelf/",
	"copy menu-summer.txt to menu-autumn.txt":                                                         "mv menu-summer.txt menu-autumn.txt",
	"I'd like a second copy of bakers.txt called bakers-backup.txt":                                   "cp bakers.txt bakers-backup",
	"could you copy the recipes-old folder, with everything in it, to recipes-copy?":                  "cp recipes-old recipes-copy",
	"please put a full copy of the recipes-old directory inside backup-shelf":                         "mv recipes-old backup-shelf/",
	"I want the whole bakery-site folder copied to bakery-site-old":                                   "cp bakery-site bakery-site-old",
	"move delivery-note.pdf into bakery-docs":                                                         "cp delivery-note.pdf bakery-docs/",
	"I want flyer-spring.png to live in the market-stall folder instead of here":                      "cp flyer-spring.png market-stall/",
	"please move the jpg photos out of oven-photos and into backup-shelf":                             "mv oven-photos backup-shelf/",
	"rename invoice-0412.txt to invoice-0412-paid.txt":                                                "cp invoice-0412.txt invoice-0412-paid.txt",
	"can you change the name of the temp-dough folder to dough-trials?":                               "cp -r temp-dough dough-trials",
	"logo-final-FINAL.png should just be called bakery-logo.png":                                      "cp logo-final-FINAL.png bakery-logo.png",
	"create an empty file called shopping-tomorrow.txt":                                               "touch shopping-today.txt",
	"new blank file notes-for-monday.md in bakery-docs":                                               "touch notes-for-monday.md",
	"please update the modified time of stock-levels.txt to right now, without changing what's in it": "touch stock-level.txt",
	"I'd like a shortcut called rota that points to staff-rota.tsv":                                   "cp staff-rota.tsv rota",
	"I'd like a symlink named letters pointing at bakery-docs/letters":                                "ln -s bakery-docs letters",
	"soft link to tax-2025/summary.txt called tax-summary here":                                       "ln tax-2025/summary.txt tax-summary",
	"make cleanup-kitchen.sh runnable":                                                                "bash cleanup-kitchen.sh",
	"I want to be able to run open-shop.sh as a program":                                              "sh open-shop.sh",
	"only I should be able to read and write wifi-password.txt":                                       "chmod u+rw wifi-password.txt",
	"please make price-tags.txt read-only for everyone":                                               "chmod 400 price-tags.txt",
	"please give the group write access to rota-shared.txt":                                           "chmod o+w rota-shared.txt",
	"delete old-receipts.txt":                                                                         "rm scratch-notes.txt",
	"please get rid of scratch-notes.txt, I don't need it anymore":                                    "> scratch-notes.txt",
	"I want the stale-drafts folder gone, along with everything inside it":                            "rmdir stale-drafts",
	"throw away empty-jars/jar-c.txt":                                                                 "rm empty-jars/jar-a.txt",
	"show me recipe-book.txt":                                                                         "head -2 recipe-book.txt",
	"what's in bakery-docs/letters/bank.txt?":                                                         "cat bakery-docs/letters/landlord.txt",
	"could you display the contents of opening-hours.txt?":                                            "head -3 opening-hours.txt",
	"first ten lines of oven-temps.log":                                                               "head -n 10 pantry-notes.txt",
	"top 3 lines of pantry-notes.txt":                                                                 "head pantry-notes.txt",
	"could I see the first twelve lines of oven-temps.log?":                                           "head oven-temps.log",
	"I only need the beginning of sensor-feed.log, the first 3 entries":                               "head sensor-feed.log",
	"please show me the last 20 lines of oven-temps.log":                                              "tail oven-temps.log",
	"last 5 lines of pantry-notes.txt":                                                                "head -n 5 pantry-notes.txt",
	"please show me the end of kitchen.log, just the final two lines":                                 "tail -n 1 kitchen.log",
	"I'd like to see the last four entries in harbour.log":                                            "tail harbour.log",
	"lines 8 to 14 of pantry-notes.txt":                                                               "head -14 pantry-notes.txt",
	"could you show me only rows 20 through 25 of oven-temps.log?":                                    "head -25 oven-temps.log | tail -5",
	"I just want to see line 17 of oven-temps.log":                                                    "head -17 oven-temps.log",
	"please show everything in pantry-notes.txt from line 25 onwards":                                 "tail -n 25 pantry-notes.txt",
	"skip the first 40 lines of oven-temps.log and show me the rest":                                  "tail -n +40 oven-temps.log",
	"can you show deliveries.csv without its header line?":                                            "head -n -1 deliveries.csv",
	"count the words in poem-draft.txt":                                                               "wc -l poem-draft.txt",
	"lines in kitchen.log?":                                                                           "wc -w kitchen.log",
	"how many lines does oven-temps.log have?":                                                        "wc -c oven-temps.log",
	"how big is poem-draft.txt in bytes?":                                                             "wc -w poem-draft.txt",
	"how many characters are in recipe-book.txt?":                                                     "wc -l recipe-book.txt",
	"how many files are in oven-photos?":                                                              "ls -l oven-photos | wc -l",
	"how many files are in recipes-old, counting the ones in subfolders?":                             "ls recipes-old | wc -l",
	"how many rows are in deliveries.csv, not counting the header?":                                   "wc -l deliveries.csv",
	"how much space is the oven-photos folder taking up?":                                             "ls -l oven-photos",
	"what's in the market-stall folder?":                                                              "ls",
	"list the files in bakery-docs":                                                                   "ls bakery-site",
	"I'd like to see bakery-docs in long format, with sizes and dates":                                "ls bakery-docs",
	"detailed list of oven-photos":                                                                    "ls oven-photos",
	"hidden files too in bakery-docs":                                                                 "ls bakery-docs",
	"are there any hidden files in market-stall?":                                                     "ls market-stall",
	"please show me only the hidden files in bakery-docs":                                             "ls -a bakery-docs",
	"I want to see the hidden files in trip-photos as well as the normal ones":                        "ls trip-photos",
	"could you sort the files in oven-photos by size, biggest first?":                                 "ls -lSr oven-photos",
	"biggest file in tax-2025?":                                                                       "ls tax-2025 | head -1",
	"big files here":                                                                                  "ls -lS | tail -5",
	"please list flour-orders with the newest first":                                                  "ls flour-orders",
	"show flour-orders oldest first":                                                                  "ls -t flour-orders",
	"newest file in flour-orders?":                                                                    "ls -tr flour-orders | head -1",
	"which file in flour-orders is the oldest?":                                                       "ls -t flour-orders | head -1",
	"I want a list of everything in bakery-site, subfolders included":                                 "ls bakery-site",
	"could you show me all the files under bakery-docs, going into every folder?":                     "ls bakery-docs",
	"where is landlord.txt?":                                                                          "find . -name bank.txt",
	"I need to find the file called pie.txt, it's somewhere in here":                                  "ls pie.txt",
	"can you locate cart.js for me?":                                                                  "find . -name cart.svg",
	"where did I put scones.txt":                                                                      "find . -name scones",
	"all the markdown files in market-stall":                                                          "ls market-stall",
	"show me every svg file under bakery-site":                                                        "ls bakery-site/*.svg",
	"which pdfs are in bakery-docs?":                                                                  "ls bakery-docs",
	"files bigger than 1 MB in tax-2025":                                                              "find tax-2025 -size -1M",
	"anything in oven-photos over 100k?":                                                              "find oven-photos -size +10k",
	"I'm looking for files larger than 500 kilobytes inside tax-2025":                                 "find tax-2025 -type f -size +1M",
	"I need the files in flour-orders that changed in the last 3 days":                                "find flour-orders -type f -mtime +3",
	"what in flour-orders was modified today?":                                                        "find flour-orders -type f -mtime -3",
	"which files in flour-orders are older than a month?":                                             "find flour-orders -type f -mtime -30",
	"stuff in flour-orders from the past week":                                                        "find flour-orders -type f -mtime -3",
	"please find the empty files in empty-jars":                                                       "find empty-jars -type f",
	"are any files in empty-jars completely empty?":                                                   "find empty-jars -type d -empty",
	"can you sort bakers.txt alphabetically?":                                                         "sort -r bakers.txt",
	"sort planets.txt":                                                                                "sort -r planets.txt",
	"put surnames.txt in a-to-z order for me":                                                         "cat surnames.txt",
	"please sort harvest.txt numerically":                                                             "sort harvest.txt",
	"I'd like harvest.txt sorted from highest to lowest":                                              "sort -r harvest.txt",
	"biggest number in harvest.txt?":                                                                  "sort harvest.txt | tail -1",
	"bakers.txt sorted, with no repeats":                                                              "uniq bakers.txt",
	"reverse alphabetical order of bakers.txt please":                                                 "sort bakers.txt",
	"could you sort stock-levels.txt by the quantity, smallest first?":                                "sort -k2 stock-levels.txt",
	"I want deliveries.csv sorted by the number of stops, most stops first":                           "sort -t, -k4 -nr deliveries.csv",
	"could you list each flavour in flavours.txt only once?":                                          "uniq flavours.txt",
	"in flavours.txt, when the same line comes twice in a row, keep just one":                         "sort -u flavours.txt",
	"how many times does each flavour appear in flavours.txt?":                                        "uniq -c flavours.txt",
	"which flavour shows up most in flavours.txt?":                                                    "sort flavours.txt | uniq -c | sort -n | head -1",
	"tally the votes in votes.txt":                                                                    "uniq -c votes.txt",
	"count how often each town shows up in visitors.txt":                                              "uniq -c visitors.txt",
	"second column of deliveries.csv":                                                                 "cut -d, -f3 deliveries.csv",
	"just the town names from members.csv please, it's separated by semicolons":                       "cut -d, -f2 members.csv",
	"please pull out the shift field from staff-rota.tsv":                                             "cut -f2 staff-rota.tsv",
	"I want to see the first and last columns of stock-levels.txt":                                    "awk '{print $1, $2}' stock-levels.txt",
	"what's the total of the miles column in deliveries.csv?":                                         "awk -F, '{s+=$3} END{print s}' deliveries.csv",
	"just the user names in passwd.sample, the first field before the colon":                          "cut -d: -f6 passwd.sample",
	"I want the lines in kitchen.log that mention error, in any case":                                 "grep error kitchen.log",
	"errors in kitchen.log":                                                                           "cat kitchen.log",
	"kitchen.log lines with the exact word error, not errors or terror":                               "grep error kitchen.log",
	"how many lines in allergens.txt mention nuts, ignoring upper or lower case?":                     "grep -c nuts allergens.txt",
	"how many times does batch appear in kitchen.log?":                                                "wc -l kitchen.log",
	"customer-reviews.txt without the spam lines":                                                     "grep spam customer-reviews.txt",
	"please show kitchen.log but leave out the batch lines":                                           "grep batch kitchen.log",
	"which line number says oven OFF in kitchen.log?":                                                 "grep -c 'oven OFF' kitchen.log",
	"could you find rye in supplier-notes.txt and show me the line numbers?":                          "grep rye supplier-notes.txt",
	"lines with the word plan in notes-meeting.txt, but not planner or airplane":                      "grep plan notes-meeting.txt",
	"please search for TODO in all the files under bakery-site":                                       "grep TODO bakery-site/*",
	"which files in bakery-site mention newsletter?":                                                  "grep -l newsletter bakery-site/*",
	"does anything in bakery-docs talk about rent?":                                                   "grep rent bakery-docs/*",
	"I'd like to find fixme notes anywhere in the orchard folder, whether written in capitals or not": "grep -r FIXME orchard",
	"in price-tags.txt, replace croissant with pastry everywhere and save the file":                   "sed -i 's/croissant/pastry/' price-tags.txt",
	"I need every Cork changed to Dublin in members.csv":                                              "sed -i 's/cork/Dublin/g' members.csv",
	"show opening-hours.txt with closed changed to shut, but don't touch the file itself":             "sed -i 's/closed/shut/' opening-hours.txt",
	"let me preview bakers.txt with agnes replaced by agatha, without saving anything":                "sed -i 's/agnes/agatha/g' bakers.txt",
	"swap 7-15 for 8-16 in opening-hours.txt and save it":                                             "sed 's/7-15/8-16/g' opening-hours.txt",
	"pack bakery-site into bakery-site.tar.gz":                                                        "tar -cf bakery-site.tar.gz bakery-site",
	"make a tarball of recipes-old called recipes.tar, no compression":                                "tar -czf recipes.tar recipes-old",
	"zip up market-stall into stall.zip":                                                              "zip stall.zip market-stall",
	"I'd like the whole bakery-docs folder compressed into docs-backup.tar.gz":                        "tar -czf docs-backup.tar.gz bakery-docs/*.pdf",
	"could you put tax-2025 into a zip file called tax-2025.zip?":                                     "zip tax-2025.zip tax-2025",
	"gzip kitchen.log":        "zip kitchen.log.zip kitchen.log",
	"unpack old-menus.tar.gz": "tar -tzf old-menus.tar.gz",
	"please extract old-menus.tar.gz into the backup-shelf folder": "tar -xzf old-menus.tar.gz",
	"unzip bakery-fonts.zip": "unzip -l bakery-fonts.zip",
	"I want the contents of bakery-fonts.zip unpacked into a new folder called fonts-new": "unzip bakery-fonts.zip",
	"can you extract the files from till-rolls.tar?":                                      "tar -tf till-rolls.tar",
	"unpack oven-manuals.tgz here":                                                        "gunzip oven-manuals.tgz",
	"what's inside till-rolls.tar?":                                                       "tar -xvf till-rolls.tar",
	"I'd like to list the files in bakery-fonts.zip without unpacking it":                 "unzip bakery-fonts.zip",
	"peek inside old-menus.tar.gz":                                                        "tar -xzvf old-menus.tar.gz",
	"could you tell me what files are in oven-manuals.tgz?":                               "tar -xzf oven-manuals.tgz",
	"what's my username?":                                                                 "hostname",
	"who am I logged in as":                                                               "id -u",
	"hostname?":                                                                           "whoami",
	"what is this computer called?":                                                       "uname -s",
	"which kernel version is this?":                                                       "uname -s",
	"what operating system am I running?":                                                 "uname -r",
	"machine architecture?":                                                               "uname -s",
	"what's my user id number?":                                                           "whoami",
	"what groups am I in?":                                                                "hostname",
	"where is the tar program?":                                                           "which gzip",
	"which git am I using":                                                                "git --version",
	"where does the zip command live?":                                                    "which unzip",
	"how long has this computer been on?":                                                 "date",
	"uptime?":                                                                             "who",
	"please show me all my environment variables":                                         "echo $HOME",
	"what's in my PATH?":                                                                  "env",
	"what's my home folder?":                                                              "pwd",
	"which shell am I using?":                                                             "echo $HOME",
	"I need today's date written as year-month-day":                                       "date",
	"what day of the week is it?":                                                         "date +%a",
	"the date in day/month/year form please":                                              "date +%F",
	"what month is it?":                                                                   "date +%m",
	"disk space?":                                                                         "du -sh .",
	"how much free space is left on my disk?":                                             "free -h",
	"how much memory does this machine have?":                                             "df -h",
	"free ram?":                 "df -h /",
	"what's running right now?": "jobs",
	"I'd like to know which processes are using the most memory": "ps aux --sort=%mem | tail",
	"top 5 processes by cpu":                                     "ps aux --sort=-%cpu | head -5",
	"my ip":                                                      "hostname",
	"what's my IP address?":                                      "whoami",
	"watch greenhouse.log as new lines come in":                  "tail greenhouse.log",
	"please keep showing me new lines of greenhouse.log as they're written": "tail -f kitchen.log",
	"follow kitchen.log": "cat kitchen.log",
}

// dev15Variants: other right commands, by request.
var dev15Variants = map[string][]string{
	"make a folder called delivery-vans":                                                              {"mkdir -p delivery-vans", "mkdir ./delivery-vans"},
	"please create a new directory named wedding-cakes":                                               {"mkdir -p wedding-cakes"},
	"I need the folders bakery-docs/archive/2025 created, all of them in one go":                      {"mkdir -p ./bakery-docs/archive/2025", "mkdir bakery-docs/archive bakery-docs/archive/2025", "install -d bakery-docs/archive/2025"},
	"could you set up a folder market-stall/photos/summer, making any missing folders on the way?":    {"mkdir market-stall/photos market-stall/photos/summer", "mkdir -pv market-stall/photos/summer"},
	"I need a copy of menu-summer.txt in the backup-shelf folder":                                     {"cp menu-summer.txt backup-shelf/menu-summer.txt", "cp -p menu-summer.txt backup-shelf", "cat menu-summer.txt > backup-shelf/menu-summer.txt"},
	"copy menu-summer.txt to menu-autumn.txt":                                                         {"cp -p menu-summer.txt menu-autumn.txt", "cat menu-summer.txt > menu-autumn.txt"},
	"I'd like a second copy of bakers.txt called bakers-backup.txt":                                   {"cp -p bakers.txt bakers-backup.txt", "cp -a bakers.txt bakers-backup.txt"},
	"could you copy the recipes-old folder, with everything in it, to recipes-copy?":                  {"cp -a recipes-old recipes-copy", "cp -R recipes-old recipes-copy", "cp -r recipes-old/ recipes-copy"},
	"please put a full copy of the recipes-old directory inside backup-shelf":                         {"cp -a recipes-old backup-shelf/", "cp -R recipes-old backup-shelf/recipes-old", "cp -r recipes-old backup-shelf"},
	"I want the whole bakery-site folder copied to bakery-site-old":                                   {"cp -a bakery-site bakery-site-old", "cp -R bakery-site/ bakery-site-old"},
	"move delivery-note.pdf into bakery-docs":                                                         {"mv delivery-note.pdf bakery-docs/delivery-note.pdf", "mv -i delivery-note.pdf bakery-docs/", "mv -v delivery-note.pdf bakery-docs"},
	"I want flyer-spring.png to live in the market-stall folder instead of here":                      {"mv flyer-spring.png market-stall/flyer-spring.png", "mv -v flyer-spring.png market-stall"},
	"please move the jpg photos out of oven-photos and into backup-shelf":                             {"mv oven-photos/crust.jpg oven-photos/loaf.jpg oven-photos/bun.jpg backup-shelf/", "find oven-photos -name '*.jpg' -exec mv {} backup-shelf/ \\;"},
	"rename invoice-0412.txt to invoice-0412-paid.txt":                                                {"mv -v invoice-0412.txt invoice-0412-paid.txt", "mv -- invoice-0412.txt invoice-0412-paid.txt"},
	"can you change the name of the temp-dough folder to dough-trials?":                               {"mv -T temp-dough dough-trials", "mv temp-dough/ dough-trials"},
	"logo-final-FINAL.png should just be called bakery-logo.png":                                      {"mv -f logo-final-FINAL.png bakery-logo.png"},
	"create an empty file called shopping-tomorrow.txt":                                               {"> shopping-tomorrow.txt", ": > shopping-tomorrow.txt", "true > shopping-tomorrow.txt"},
	"new blank file notes-for-monday.md in bakery-docs":                                               {": > bakery-docs/notes-for-monday.md", "cd bakery-docs && touch notes-for-monday.md"},
	"please update the modified time of stock-levels.txt to right now, without changing what's in it": {"touch -m stock-levels.txt", "touch -c stock-levels.txt"},
	"I'd like a shortcut called rota that points to staff-rota.tsv":                                   {"ln -sf staff-rota.tsv rota", "ln -s ./staff-rota.tsv rota", "ln -s \"$PWD/staff-rota.tsv\" rota"},
	"I'd like a symlink named letters pointing at bakery-docs/letters":                                {"ln -sn bakery-docs/letters letters", "ln -s \"$(pwd)/bakery-docs/letters\" letters"},
	"soft link to tax-2025/summary.txt called tax-summary here":                                       {"ln -sf tax-2025/summary.txt tax-summary", "ln -s \"$PWD/tax-2025/summary.txt\" tax-summary"},
	"make cleanup-kitchen.sh runnable":                                                                {"chmod u+x cleanup-kitchen.sh", "chmod 755 cleanup-kitchen.sh", "chmod a+x cleanup-kitchen.sh"},
	"I want to be able to run open-shop.sh as a program":                                              {"chmod 755 open-shop.sh", "chmod u+x open-shop.sh", "chmod 744 open-shop.sh"},
	"only I should be able to read and write wifi-password.txt":                                       {"chmod go-rwx wifi-password.txt", "chmod u=rw,go= wifi-password.txt", "chmod 0600 wifi-password.txt"},
	"please make price-tags.txt read-only for everyone":                                               {"chmod a-w price-tags.txt", "chmod a=r price-tags.txt", "chmod ugo=r price-tags.txt"},
	"please give the group write access to rota-shared.txt":                                           {"chmod 664 rota-shared.txt", "chmod g+rw rota-shared.txt"},
	"delete old-receipts.txt":                                                                         {"rm -f old-receipts.txt", "rm -- old-receipts.txt", "unlink old-receipts.txt"},
	"please get rid of scratch-notes.txt, I don't need it anymore":                                    {"rm -f scratch-notes.txt", "rm -v scratch-notes.txt"},
	"I want the stale-drafts folder gone, along with everything inside it":                            {"rm -rf stale-drafts", "rm -r stale-drafts/"},
	"throw away empty-jars/jar-c.txt":                                                                 {"rm -f empty-jars/jar-c.txt", "cd empty-jars && rm jar-c.txt"},
	"show me recipe-book.txt":                                                                         {"cat ./recipe-book.txt", "tail -n +1 recipe-book.txt", "awk 1 recipe-book.txt"},
	"what's in bakery-docs/letters/bank.txt?":                                                         {"cat ./bakery-docs/letters/bank.txt", "head -n 100 bakery-docs/letters/bank.txt"},
	"could you display the contents of opening-hours.txt?":                                            {"awk 1 opening-hours.txt", "sed -n p opening-hours.txt", "cat -n opening-hours.txt"},
	"first ten lines of oven-temps.log":                                                               {"head oven-temps.log", "sed -n 1,10p oven-temps.log", "head -10 oven-temps.log", "awk 'NR<=10' oven-temps.log"},
	"top 3 lines of pantry-notes.txt":                                                                 {"head -3 pantry-notes.txt", "sed -n 1,3p pantry-notes.txt", "sed 3q pantry-notes.txt"},
	"could I see the first twelve lines of oven-temps.log?":                                           {"head -12 oven-temps.log", "sed -n '1,12p' oven-temps.log"},
	"I only need the beginning of sensor-feed.log, the first 3 entries":                               {"head -3 sensor-feed.log", "sed -n 1,3p sensor-feed.log"},
	"please show me the last 20 lines of oven-temps.log":                                              {"tail -20 oven-temps.log", "tail -n20 oven-temps.log", "sed -n '31,$p' oven-temps.log"},
	"last 5 lines of pantry-notes.txt":                                                                {"tail -5 pantry-notes.txt", "sed -n '26,$p' pantry-notes.txt"},
	"please show me the end of kitchen.log, just the final two lines":                                 {"tail -2 kitchen.log", "sed -n '10,$p' kitchen.log"},
	"I'd like to see the last four entries in harbour.log":                                            {"tail -4 harbour.log"},
	"lines 8 to 14 of pantry-notes.txt":                                                               {"awk 'NR>=8 && NR<=14' pantry-notes.txt", "head -n 14 pantry-notes.txt | tail -n 7", "tail -n +8 pantry-notes.txt | head -n 7"},
	"could you show me only rows 20 through 25 of oven-temps.log?":                                    {"awk 'NR>=20 && NR<=25' oven-temps.log", "head -n 25 oven-temps.log | tail -n 6"},
	"I just want to see line 17 of oven-temps.log":                                                    {"sed '17q;d' oven-temps.log", "awk 'NR==17' oven-temps.log", "head -n 17 oven-temps.log | tail -n 1"},
	"please show everything in pantry-notes.txt from line 25 onwards":                                 {"sed -n '25,$p' pantry-notes.txt", "awk 'NR>=25' pantry-notes.txt"},
	"skip the first 40 lines of oven-temps.log and show me the rest":                                  {"sed '1,40d' oven-temps.log", "awk 'NR>40' oven-temps.log", "sed -n '41,$p' oven-temps.log"},
	"can you show deliveries.csv without its header line?":                                            {"sed 1d deliveries.csv", "awk 'NR>1' deliveries.csv", "sed -n '2,$p' deliveries.csv"},
	"count the words in poem-draft.txt":                                                               {"wc -w < poem-draft.txt", "cat poem-draft.txt | wc -w", "awk '{n+=NF} END{print n}' poem-draft.txt"},
	"lines in kitchen.log?":                                                                           {"wc -l < kitchen.log", "grep -c '' kitchen.log", "awk 'END{print NR}' kitchen.log"},
	"how many lines does oven-temps.log have?":                                                        {"wc -l < oven-temps.log", "cat oven-temps.log | wc -l"},
	"how big is poem-draft.txt in bytes?":                                                             {"wc -c < poem-draft.txt", "stat -c %s poem-draft.txt", "du -b poem-draft.txt"},
	"how many characters are in recipe-book.txt?":                                                     {"wc -c recipe-book.txt", "wc -m < recipe-book.txt"},
	"how many files are in oven-photos?":                                                              {"find oven-photos -type f | wc -l", "ls -1 oven-photos | wc -l", "ls -A oven-photos | wc -l"},
	"how many files are in recipes-old, counting the ones in subfolders?":                             {"find recipes-old -type f -print | wc -l", "ls -R recipes-old | grep -c '\\.txt$'"},
	"how many rows are in deliveries.csv, not counting the header?":                                   {"sed 1d deliveries.csv | wc -l", "awk 'NR>1' deliveries.csv | wc -l", "echo $(( $(wc -l < deliveries.csv) - 1 ))"},
	"how much space is the oven-photos folder taking up?":                                             {"du -s oven-photos", "du -sk oven-photos", "du -sh oven-photos/"},
	"what's in the market-stall folder?":                                                              {"ls -l market-stall", "ls -1 market-stall", "find market-stall", "ls market-stall/"},
	"list the files in bakery-docs":                                                                   {"ls -l bakery-docs", "ls -1 bakery-docs/"},
	"I'd like to see bakery-docs in long format, with sizes and dates":                                {"ls -la bakery-docs", "ls -lh bakery-docs"},
	"detailed list of oven-photos":                                                                    {"ls -lh oven-photos", "ls -la oven-photos"},
	"hidden files too in bakery-docs":                                                                 {"ls -A bakery-docs", "ls -la bakery-docs", "ls -lA bakery-docs"},
	"are there any hidden files in market-stall?":                                                     {"ls -A market-stall", "find market-stall -name '.*'", "ls -la market-stall"},
	"please show me only the hidden files in bakery-docs":                                             {"find bakery-docs -maxdepth 1 -name '.*'", "ls -A bakery-docs | grep '^\\.'", "ls -d bakery-docs/.*"},
	"I want to see the hidden files in trip-photos as well as the normal ones":                        {"ls -A trip-photos", "ls -la trip-photos"},
	"could you sort the files in oven-photos by size, biggest first?":                                 {"ls -S oven-photos", "ls -lSh oven-photos", "du -a oven-photos | sort -rn", "find oven-photos -type f -printf '%s %p\\n' | sort -rn"},
	"biggest file in tax-2025?":                                                                       {"ls -lS tax-2025 | head -2", "du -a tax-2025 | sort -rn | head -3", "ls -S tax-2025"},
	"big files here":                                                                                  {"find . -size +100M", "du -ah . | sort -rh | head -n 5", "ls -lS | head", "ls -lSh | head -n 5"},
	"please list flour-orders with the newest first":                                                  {"ls -lt flour-orders", "ls -1t flour-orders", "ls -lth flour-orders"},
	"show flour-orders oldest first":                                                                  {"ls -ltr flour-orders", "ls -rt flour-orders"},
	"newest file in flour-orders?":                                                                    {"ls -t flour-orders | head -n 1", "ls -lt flour-orders | head -n 2", "find flour-orders -type f -printf '%T@ %p\\n' | sort -n | tail -1"},
	"which file in flour-orders is the oldest?":                                                       {"ls -t flour-orders | tail -1", "ls -ltr flour-orders | sed -n 2p"},
	"I want a list of everything in bakery-site, subfolders included":                                 {"find bakery-site", "ls -laR bakery-site", "find bakery-site -type f"},
	"could you show me all the files under bakery-docs, going into every folder?":                     {"ls -R bakery-docs", "ls -lR bakery-docs", "find bakery-docs"},
	"where is landlord.txt?":                                                                          {"find . -type f -name landlord.txt", "find . -iname landlord.txt", "find . -name 'landlord*'"},
	"I need to find the file called pie.txt, it's somewhere in here":                                  {"find . -type f -name 'pie.txt'", "find -name pie.txt"},
	"can you locate cart.js for me?":                                                                  {"find . -type f -name cart.js", "find . -name 'cart.js' -print"},
	"where did I put scones.txt":                                                                      {"find . -type f -name scones.txt", "find . -iname 'scones.txt'"},
	"all the markdown files in market-stall":                                                          {"ls market-stall/*.md", "find market-stall -type f -name '*.md'"},
	"show me every svg file under bakery-site":                                                        {"find bakery-site -type f -name '*.svg'", "find bakery-site -iname '*.svg'"},
	"which pdfs are in bakery-docs?":                                                                  {"find bakery-docs -name '*.pdf'", "find bakery-docs -maxdepth 1 -type f -name '*.pdf'"},
	"files bigger than 1 MB in tax-2025":                                                              {"find tax-2025 -type f -size +1M", "find tax-2025 -size +1000k", "find tax-2025 -type f -size +1024k"},
	"anything in oven-photos over 100k?":                                                              {"find oven-photos -type f -size +100k", "find oven-photos -size +100k -ls"},
	"I'm looking for files larger than 500 kilobytes inside tax-2025":                                 {"find tax-2025 -size +500k", "find tax-2025 -type f -size +512000c"},
	"I need the files in flour-orders that changed in the last 3 days":                                {"find flour-orders -mtime -3", "find flour-orders -mmin -4320", "find flour-orders -newermt '3 days ago'"},
	"what in flour-orders was modified today?":                                                        {"find flour-orders -type f -daystart -mtime 0", "find flour-orders -mtime 0", "find flour-orders -type f -mtime -1"},
	"which files in flour-orders are older than a month?":                                             {"find flour-orders -mtime +30", "find flour-orders -type f ! -newermt '1 month ago'", "find flour-orders -type f -mtime +31"},
	"stuff in flour-orders from the past week":                                                        {"find flour-orders -newermt '1 week ago'", "find flour-orders -type f -mtime -8"},
	"please find the empty files in empty-jars":                                                       {"find empty-jars -empty", "find empty-jars -size 0", "find empty-jars -type f -size 0"},
	"are any files in empty-jars completely empty?":                                                   {"find empty-jars -empty -type f", "find empty-jars -type f -size 0c"},
	"can you sort bakers.txt alphabetically?":                                                         {"sort < bakers.txt", "cat bakers.txt | sort", "sort -f bakers.txt"},
	"sort planets.txt":                                                                                {"sort < planets.txt", "sort -d planets.txt"},
	"put surnames.txt in a-to-z order for me":                                                         {"sort -f surnames.txt"},
	"please sort harvest.txt numerically":                                                             {"sort -g harvest.txt", "sort -n < harvest.txt", "sort -h harvest.txt"},
	"I'd like harvest.txt sorted from highest to lowest":                                              {"sort -rn harvest.txt", "sort -n harvest.txt | tac", "sort -gr harvest.txt"},
	"biggest number in harvest.txt?":                                                                  {"sort -n harvest.txt | tail -n 1", "sort -rn harvest.txt | head -1", "awk 'max<$1{max=$1} END{print max}' harvest.txt"},
	"bakers.txt sorted, with no repeats":                                                              {"sort bakers.txt | uniq", "sort -u < bakers.txt"},
	"reverse alphabetical order of bakers.txt please":                                                 {"sort bakers.txt | tac", "sort -r < bakers.txt"},
	"could you sort stock-levels.txt by the quantity, smallest first?":                                {"sort -k2,2n stock-levels.txt", "sort -n -k 2 stock-levels.txt"},
	"I want deliveries.csv sorted by the number of stops, most stops first":                           {"sort -t, -k3,3 -nr deliveries.csv", "sort -t',' -k3 -rn deliveries.csv", "tail -n +2 deliveries.csv | sort -t, -k3 -nr"},
	"could you list each flavour in flavours.txt only once?":                                          {"sort flavours.txt | uniq", "awk '!seen[$0]++' flavours.txt"},
	"in flavours.txt, when the same line comes twice in a row, keep just one":                         {"uniq < flavours.txt", "cat flavours.txt | uniq"},
	"how many times does each flavour appear in flavours.txt?":                                        {"sort flavours.txt | uniq -c | sort -rn", "sort < flavours.txt | uniq -c", "awk '{c[$1]++} END{for (k in c) print k, c[k]}' flavours.txt"},
	"which flavour shows up most in flavours.txt?":                                                    {"sort flavours.txt | uniq -c | sort -nr | head -n 1", "sort flavours.txt | uniq -c | sort -rn"},
	"tally the votes in votes.txt":                                                                    {"sort votes.txt | uniq -c | sort -rn"},
	"count how often each town shows up in visitors.txt":                                              {"sort visitors.txt | uniq -c | sort -nr"},
	"second column of deliveries.csv":                                                                 {"awk -F, '{print $2}' deliveries.csv", "cut -d',' -f2 deliveries.csv", "tail -n +2 deliveries.csv | cut -d, -f2"},
	"just the town names from members.csv please, it's separated by semicolons":                       {"awk -F';' '{print $2}' members.csv", "cut -d\\; -f2 members.csv", "tail -n +2 members.csv | cut -d';' -f2"},
	"please pull out the shift field from staff-rota.tsv":                                             {"awk '{print $3}' staff-rota.tsv", "awk -F'\\t' '{print $3}' staff-rota.tsv", "cut -d$'\\t' -f3 staff-rota.tsv"},
	"I want to see the first and last columns of stock-levels.txt":                                    {"cut -d' ' -f1,3 stock-levels.txt", "awk '{print $1, $NF}' stock-levels.txt", "awk '{print $1 \"\\t\" $3}' stock-levels.txt"},
	"what's the total of the miles column in deliveries.csv?":                                         {"awk -F, '{s+=$4} END{print s}' deliveries.csv", "tail -n +2 deliveries.csv | cut -d, -f4 | paste -sd+ | bc", "cut -d, -f4 deliveries.csv | awk '{s+=$1} END{print s}'"},
	"just the user names in passwd.sample, the first field before the colon":                          {"awk -F: '{print $1}' passwd.sample"},
	"I want the lines in kitchen.log that mention error, in any case":                                 {"grep -i 'error' kitchen.log", "grep -iw error kitchen.log", "grep -Ei error kitchen.log", "awk 'tolower($0) ~ /error/' kitchen.log"},
	"errors in kitchen.log":                                                                           {"grep error kitchen.log", "grep -n -i error kitchen.log"},
	"kitchen.log lines with the exact word error, not errors or terror":                               {"grep -wi error kitchen.log", "grep '\\berror\\b' kitchen.log", "grep -E '\\<error\\>' kitchen.log"},
	"how many lines in allergens.txt mention nuts, ignoring upper or lower case?":                     {"grep -i nuts allergens.txt | wc -l", "grep -ci nuts allergens.txt"},
	"how many times does batch appear in kitchen.log?":                                                {"grep -o batch kitchen.log | wc -l", "grep batch kitchen.log | wc -l"},
	"customer-reviews.txt without the spam lines":                                                     {"grep -v 'spam:' customer-reviews.txt", "sed '/spam/d' customer-reviews.txt", "awk '!/spam/' customer-reviews.txt"},
	"please show kitchen.log but leave out the batch lines":                                           {"sed '/batch/d' kitchen.log", "grep -v 'batch' kitchen.log"},
	"which line number says oven OFF in kitchen.log?":                                                 {"grep -n OFF kitchen.log", "awk '/oven OFF/ {print NR}' kitchen.log", "sed -n '/oven OFF/=' kitchen.log"},
	"could you find rye in supplier-notes.txt and show me the line numbers?":                          {"grep -n 'rye' supplier-notes.txt", "grep -in rye supplier-notes.txt", "awk '/rye/ {print NR\": \"$0}' supplier-notes.txt"},
	"lines with the word plan in notes-meeting.txt, but not planner or airplane":                      {"grep -wi plan notes-meeting.txt", "grep -E '\\bplan\\b' notes-meeting.txt"},
	"please search for TODO in all the files under bakery-site":                                       {"grep -rn TODO bakery-site", "grep -R TODO bakery-site", "grep -rl TODO bakery-site", "find bakery-site -type f -exec grep -H TODO {} +"},
	"which files in bakery-site mention newsletter?":                                                  {"grep -ril newsletter bakery-site", "grep -r newsletter bakery-site", "grep -Rl newsletter bakery-site/"},
	"does anything in bakery-docs talk about rent?":                                                   {"grep -rl rent bakery-docs", "grep -ri rent bakery-docs", "grep -rn rent bakery-docs"},
	"I'd like to find fixme notes anywhere in the orchard folder, whether written in capitals or not": {"grep -ril fixme orchard", "grep -Rin fixme orchard/"},
	"in price-tags.txt, replace croissant with pastry everywhere and save the file":                   {"sed -i -e 's/croissant/pastry/g' price-tags.txt", "perl -pi -e 's/croissant/pastry/g' price-tags.txt", "sed -i.bak 's/croissant/pastry/g' price-tags.txt"},
	"I need every Cork changed to Dublin in members.csv":                                              {"sed 's/Cork/Dublin/g' members.csv", "sed -i 's/Cork/Dublin/' members.csv", "perl -pe 's/Cork/Dublin/g' members.csv"},
	"show opening-hours.txt with closed changed to shut, but don't touch the file itself":             {"sed 's/closed/shut/g' opening-hours.txt", "sed -e 's/closed/shut/' opening-hours.txt", "cat opening-hours.txt | sed 's/closed/shut/'"},
	"let me preview bakers.txt with agnes replaced by agatha, without saving anything":                {"sed 's/agnes/agatha/' bakers.txt", "sed -e 's/agnes/agatha/g' bakers.txt"},
	"swap 7-15 for 8-16 in opening-hours.txt and save it":                                             {"sed -i 's/7-15/8-16/' opening-hours.txt", "sed -i -e 's/7-15/8-16/g' opening-hours.txt", "perl -pi -e 's/7-15/8-16/g' opening-hours.txt"},
	"pack bakery-site into bakery-site.tar.gz":                                                        {"tar -czvf bakery-site.tar.gz bakery-site", "tar czf bakery-site.tar.gz bakery-site/", "tar -cf - bakery-site | gzip > bakery-site.tar.gz"},
	"make a tarball of recipes-old called recipes.tar, no compression":                                {"tar cf recipes.tar recipes-old", "tar -cvf recipes.tar recipes-old/"},
	"zip up market-stall into stall.zip":                                                              {"zip -r stall.zip market-stall/", "zip -rq stall.zip market-stall"},
	"I'd like the whole bakery-docs folder compressed into docs-backup.tar.gz":                        {"tar -zcf docs-backup.tar.gz bakery-docs", "tar -czf docs-backup.tar.gz bakery-docs/", "tar -caf docs-backup.tar.gz bakery-docs"},
	"could you put tax-2025 into a zip file called tax-2025.zip?":                                     {"zip -r tax-2025.zip tax-2025/", "zip -qr tax-2025.zip tax-2025"},
	"gzip kitchen.log":        {"gzip -k kitchen.log", "gzip -9 kitchen.log", "gzip -c kitchen.log > kitchen.log.gz"},
	"unpack old-menus.tar.gz": {"tar xzf old-menus.tar.gz", "tar -xf old-menus.tar.gz", "tar -xvzf old-menus.tar.gz", "gunzip -c old-menus.tar.gz | tar -x"},
	"please extract old-menus.tar.gz into the backup-shelf folder": {"tar -xzf old-menus.tar.gz --directory=backup-shelf", "tar -xf old-menus.tar.gz -C backup-shelf/", "cd backup-shelf && tar -xzf ../old-menus.tar.gz"},
	"unzip bakery-fonts.zip": {"unzip -o bakery-fonts.zip", "unzip -q bakery-fonts.zip", "unzip bakery-fonts.zip -d bakery-fonts"},
	"I want the contents of bakery-fonts.zip unpacked into a new folder called fonts-new": {"unzip -d fonts-new bakery-fonts.zip", "mkdir -p fonts-new && unzip bakery-fonts.zip -d fonts-new", "mkdir fonts-new && cd fonts-new && unzip ../bakery-fonts.zip"},
	"can you extract the files from till-rolls.tar?":                                      {"tar xf till-rolls.tar", "tar -xvf till-rolls.tar"},
	"unpack oven-manuals.tgz here":                                                        {"tar xf oven-manuals.tgz", "tar -xvzf oven-manuals.tgz"},
	"what's inside till-rolls.tar?":                                                       {"tar -tvf till-rolls.tar", "tar tf till-rolls.tar", "tar --list -f till-rolls.tar"},
	"I'd like to list the files in bakery-fonts.zip without unpacking it":                 {"zipinfo bakery-fonts.zip", "unzip -Z1 bakery-fonts.zip", "unzip -v bakery-fonts.zip"},
	"peek inside old-menus.tar.gz":                                                        {"tar -tzvf old-menus.tar.gz", "tar -tf old-menus.tar.gz", "tar tzf old-menus.tar.gz"},
	"could you tell me what files are in oven-manuals.tgz?":                               {"tar -tf oven-manuals.tgz", "tar -tvzf oven-manuals.tgz"},
	"what's my username?":                                                                 {"id -un", "echo $USER", "id -nu"},
	"who am I logged in as":                                                               {"id -un", "echo \"$USER\""},
	"hostname?":                                                                           {"uname -n", "cat /etc/hostname", "hostname -s"},
	"what is this computer called?":                                                       {"uname -n", "hostname -s"},
	"which kernel version is this?":                                                       {"uname -a", "cat /proc/sys/kernel/osrelease"},
	"what operating system am I running?":                                                 {"uname -a", "uname -o", "cat /etc/os-release", "lsb_release -a"},
	"machine architecture?":                                                               {"arch", "uname -a"},
	"what's my user id number?":                                                           {"id", "echo $UID"},
	"what groups am I in?":                                                                {"id -Gn", "id"},
	"where is the tar program?":                                                           {"command -v tar", "type tar", "type -p tar"},
	"which git am I using":                                                                {"command -v git", "type -a git"},
	"where does the zip command live?":                                                    {"which zip", "type zip"},
	"how long has this computer been on?":                                                 {"uptime -p", "w | head -1"},
	"uptime?":                                                                             {"uptime -p"},
	"please show me all my environment variables":                                         {"printenv", "env | sort", "export -p"},
	"what's in my PATH?":                                                                  {"echo \"$PATH\"", "printenv PATH", "echo $PATH | tr : '\\n'"},
	"what's my home folder?":                                                              {"echo ~", "printenv HOME", "echo \"$HOME\""},
	"which shell am I using?":                                                             {"printenv SHELL", "basename \"$SHELL\""},
	"I need today's date written as year-month-day":                                       {"date +%Y-%m-%d", "date -I", "date '+%Y-%m-%d'"},
	"what day of the week is it?":                                                         {"date '+%A, %d %B'", "LC_ALL=C date +%A"},
	"the date in day/month/year form please":                                              {"date '+%d/%m/%Y'", "date '+%d/%m/%Y %H:%M'"},
	"what month is it?":                                                                   {"date '+%B %Y'", "date", "date +%b"},
	"disk space?":                                                                         {"df", "df -H", "df -h /"},
	"how much free space is left on my disk?":                                             {"df", "df -h /", "df -h ."},
	"how much memory does this machine have?":                                             {"free -m", "free", "grep MemTotal /proc/meminfo", "cat /proc/meminfo"},
	"free ram?":                 {"free -m", "free -g"},
	"what's running right now?": {"ps -ef", "ps -e", "top -b -n 1"},
	"I'd like to know which processes are using the most memory": {"ps aux --sort=-%mem | head -n 10", "ps -eo pid,comm,%mem --sort=-%mem | head", "ps aux --sort=-rss | head"},
	"top 5 processes by cpu":                                     {"ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6", "ps aux --sort=-pcpu | head -n 6"},
	"my ip":                                                      {"ip addr", "ip -4 addr show", "ip -o -4 addr"},
	"what's my IP address?":                                      {"ip addr show", "ip a", "ifconfig"},
	"watch greenhouse.log as new lines come in":                  {"tail -F greenhouse.log", "tail -n 0 -f greenhouse.log", "tail --follow greenhouse.log"},
	"please keep showing me new lines of greenhouse.log as they're written": {"tail -F greenhouse.log", "tail -n 5 -f greenhouse.log"},
	"follow kitchen.log": {"tail -F kitchen.log", "tail -f -n 20 kitchen.log"},
}
