package sets

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// The fourteenth development set (testdata/dev14.json) was written for
// issue 15's everyday basics by someone who did not read the catalogue,
// the matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (dev14Template: the eleventh set's tree with
// new files under new names, so that every older file is a distractor).
// Its requests are plain everyday words, as issue 15 asks: terse fragments
// and keywords ("disk space?", "big files here"), plain questions, short
// plain commands and full sentences, several phrasings per basic task. It
// is a development set: TestDev14Set prints each answer with
// CARO_DEV14_DETAIL=1. Its cases have the fifth set's fields, and its tests
// are the fifth set's (heldOut5), run on its own cases and tree.
var dev14Set = laterSet(heldOut5{name: "offline dev set 14", detail: "CARO_DEV14_DETAIL", wrongs: dev14Wrongs, variants: dev14Variants, minCases: 180, minBeyond: 18, minChecks: 150,
	minRight: dev14MinRight, maxWrong: dev14MaxWrong},
	"dev14.json", dev14Built, dev14Stamp)

// The ratchet of TestDev14Set, measured by its writer on 1f84e45 (the
// matcher of 4f91b40, which never saw the set): 155 right (81.2 %), 3
// confidently wrong (1.6 %), 33 abstained of 191, right on 89.6 % of the
// 173 in scope. The same once merged with 9750507, 37de654 and 0ca139a
// (written before it was read). It is a development set: its answers may
// be read and tuned on. Raise it when the score rises; never lower it.
// Raised to 157 right, 0 wrong by its three wrong answers fixed in
// general: "everything under x, subfolders included" (folders only),
// "which zip am I using?" (it zipped everything here), "just the
// quantities from x" (a count of the fields: now unanswered).
// fx4-files raised it (alone) to 165 by plain file wordings: "with all the
// folders in between", "folders x/y/z, none of them exist yet", "mark x
// as just modified but leave what's in it alone", "the photos in
// kitchen-photos" (a folder named after pictures), "I lost x somewhere",
// "the huge files around here, over 100 MB", "files with nothing in
// them", "open up x.tgz".
// fx4-text raised it (alone) to 160 right: "z first", "biggest prices first",
// repeats "right next to each other", "not tea inside other words",
// "which recipes in x use butter".
// Both merged: 172 right, 0 wrong.
const (
	dev14MinRight = 172
	dev14MaxWrong = 0
)

// dev14Built holds dev14Template's tree, built once per test binary
// (builtTree).
var dev14Built = &builtTree{name: "dev14", build: dev14Template}

// dev14Orders is a bakery's till log: "error" in several cases, alone and
// inside a longer word, and "order" on six lines.
const dev14Orders = "07:00 shift start\n07:02 ERROR oven 2 not heating\n07:05 order #311 sourdough x4\n07:09 order #312 rye x2\n" +
	"07:15 Error: card reader offline\n07:20 order #313 croissant x12\n07:31 warning low flour\n07:40 order #314 baguette x6\n" +
	"07:44 error printing receipt\n07:50 order #315 sourdough x1\n07:58 Warning oven door open\n08:03 order #316 rye x3\n" +
	"08:10 errors cleared by manager\n08:15 shift handover\n"

// dev14Oven is sixty numbered oven readings.
func dev14Oven() string {
	return frozen5Lines("oven", 60, func(i int) string { return " " + strconv.Itoa(150+i) + "C" })
}

// dev14Template builds the fourteenth set's tree once: a copy of the
// eleventh set's built tree (dev11Built, shared with the eleventh set's
// tests) with the fourteenth set's files, none of which may be there
// already (nor what its archives hold, at the top of the tree).
func dev14Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev14")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	files := map[string]string{
		"bakery-orders.log":  dev14Orders,
		"oven-temps.log":     dev14Oven(),
		"customers.csv":      "name,city,visits,spend\nAmara,Leeds,12,340.50\nBram,York,3,45.00\nChloe,Bath,27,810.25\nDev,Leeds,8,120.00\nEsme,Derby,15,402.75\n",
		"pantry-stock.txt":   "flour;25;A1\nsugar;12;A2\nyeast;4;B1\nbutter;9;C3\nsalt;30;B2\n",
		"deliveries.tsv":     "driver\tstop\tminutes\nkai\tmill road\t14\nlena\tharbour st\t22\nmilo\tnorth gate\t9\n",
		"starlog.txt":        "2026-01-04 jupiter -2.4\n2026-01-09 saturn 0.8\n2026-01-15 mars 1.1\n2026-02-02 venus -4.1\n2026-02-11 sirius -1.5\n",
		"flour-prices.txt":   "18\n7\n105\n42\n9\n230\n",
		"volunteers.txt":     "priya\nzane\nfelix\nabby\nomar\nkeiko\n",
		"signups.txt":        "yoga\npottery\nyoga\nchoir\npottery\nyoga\nchess\nchoir\n",
		"jersey-colours.txt": "red\nred\nblue\nblue\nblue\nred\ngreen\ngreen\n",
		"recipe-notes.txt":   frozen5Lines("step", 40, nil),
		"bakers-poem.txt":    "bread rises slowly in the dark\nthe baker hums a tune\nflour on every surface\n",
		"cafe-notes.txt":     "tea is served from noon\nthe steam wand needs cleaning\nteacups go on the top shelf\niced tea sold out\ngreen tea restock\ninstead of coffee try cocoa\n",
		"menu-draft.txt":     "blueberry muffin 2.50\nmuffin of the day\ncoffee and muffin deal\nmuffin muffin muffin sale\nscone 2.00\n",
		"flyer-text.txt":     "Summer fair 2025\nOpen every day in 2025\nSee you in 2025!\n",
		"opening-hours.txt":  "Mon-Fri 7:00-18:00\nSat 8:00-14:00\nSun closed\n",
		"week-rota.txt":      "mon: ana\ntue: bo\nwed: cy\nthu: ana\nfri: dee\n",
		"old-receipt.txt":    "receipt 0042 paid\n",
		"typo-copy.txt":      "teh quick brwon fox\n",
		"ledger-2023.txt":    "2023 ledger closed\n",
		"shoplist-draft.txt": "eggs x30\nmilk x12\n",
		"deploy-shop.sh":     "#!/bin/sh\necho deployed\n",
		"till-secrets.env":   "API_KEY=abc123\n",
		"bakery-budget.xlsx": "q2 budget\n",
		"price-board.html":   "<li>sourdough 4.20</li>\n",

		"pantry/flour.txt":                   "strong white flour\n",
		"pantry/sugar.txt":                   "caster sugar\n",
		"pantry/yeast.txt":                   "dried yeast\n",
		"pantry/.shelf-order":                "flour sugar yeast\n",
		"pantry/.restock":                    "yeast\n",
		"pantry/spices/cumin.txt":            "cumin\n",
		"pantry/spices/saffron.txt":          "saffron\n",
		"kitchen-photos/caption.txt":         "photos of the week\n",
		"supplier-invoices/miller-flour.pdf": "invoice miller\n",
		"supplier-invoices/atlas-eggs.pdf":   "invoice atlas\n",
		"supplier-invoices/zest-citrus.pdf":  "invoice zest\n",
		"supplier-invoices/butter-co.pdf":    "invoice butter\n",
		"supplier-invoices/dairy-farm.pdf":   "invoice dairy\n",
		"scratch-pad/blank-a.txt":            "",
		"scratch-pad/blank-b.md":             "",
		"scratch-pad/old/blank-c.log":        "",
		"scratch-pad/full.txt":               "not empty\n",
		"shop-site/index.html":               "<h1>Crumb and Co</h1>\n",
		"shop-site/about.html":               "<p>family bakery since 1998</p>\n",
		"shop-site/css/style.css":            "/* TODO: darker footer */\nbody { color: #333 }\n",
		"shop-site/js/cart.js":               "// TODO: handle coupons\nlet cart = []\n",
		"shop-site/js/menu.js":               "const menu = ['bread']\n",
		"shop-site/img/logo.svg":             "<svg/>\n",
		"bake-recipes/README.txt":            "Recipes for the shop.\n",
		"bake-recipes/bread/sourdough.md":    "# Sourdough\n500g strong flour\n350g water\n10g salt\n",
		"bake-recipes/bread/rye.md":          "# Rye\n400g rye flour\ncaraway seeds\n",
		"bake-recipes/cakes/carrot.md":       "# Carrot cake\n200g butter\n3 carrots\n",
		"bake-recipes/cakes/lemon.md":        "# Lemon drizzle\nbutter and sugar creamed\n2 lemons\n",
		"bake-recipes/cakes/notes.txt":       "Use salted BUTTER for the carrot cake\n",
		"club-minutes/jan.txt":               "january: new oven agreed\n",
		"club-minutes/feb.txt":               "february: bake sale planned\n",
		"club-minutes/mar.txt":               "march: accounts approved\n",
		"bakery-backup/.keep":                "",
		"archive-room/.keep":                 "",
		"projects-old/shop-v1/app.py":        "print('shop v1')\n",
		"projects-old/shop-v1/README.md":     "# shop v1\n",
		"observatory/dome.log":               "dome opened\ntracking m31\n",
		"observatory/targets.txt":            "m31\nm42\n",
		"observatory/photos/m31.fits":        "fits\n",
	}
	// What the requests make, and what the archives hold at their top:
	// none of it may be in the older trees.
	made := []string{"deliveries-2026", "orders-archive", "price-board-old.html", "shop-site-old", "shoplist.txt",
		"delivery-notes.txt", "today.log", "shop-site.tar.gz", "minutes.tar", "recipes.zip", "bread-recipes",
		"orion.txt", "lyra.txt", "night-sky", "paid-receipts", "jan-receipt.txt", "feb-receipt.txt", "old-menus",
		"cake-designs", "receipts-2025"}
	for name := range files {
		made = append(made, name)
	}
	for _, name := range append(made, "kitchen-photos/wedding-cake.jpg", "bread-recipes.tar.gz", "night-sky.zip",
		"old-menus.tar", "receipts-2025.zip", "cake-designs.tgz") {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s is already in the older trees", name)
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	frozen5Write(t, dir, files)
	// Photos told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 14, map[string]int{
		"kitchen-photos/wedding-cake.jpg": 5 << 20,
		"kitchen-photos/croissant.jpg":    800 << 10,
		"kitchen-photos/bagels.jpg":       70 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"deploy-shop.sh": 0o644, "till-secrets.env": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "bread-recipes.tar.gz"), "bread-recipes/", now,
		map[string]string{"bread-recipes/focaccia.txt": "focaccia\n", "bread-recipes/bagel.txt": "bagel\n"})
	writeTarGz(t, filepath.Join(dir, "cake-designs.tgz"), "cake-designs/", now,
		map[string]string{"cake-designs/tiered.txt": "tiered\n", "cake-designs/naked.txt": "naked\n"})
	frozen5PlainTar(t, filepath.Join(dir, "old-menus.tar"), "old-menus/", now,
		map[string]string{"old-menus/spring.txt": "spring menu\n", "old-menus/winter.txt": "winter menu\n"})
	writeZip(t, filepath.Join(dir, "night-sky.zip"), "orion.txt", "lyra.txt")
	writeZip(t, filepath.Join(dir, "receipts-2025.zip"), "jan-receipt.txt", "feb-receipt.txt")
	if err := dev14Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// dev14Stamp dates the eleventh set's files (dev11Stamp) and the
// fourteenth set's whose age a request asks about, counting back from now,
// keeping clear of the bounds a request names (today, three days, a month)
// and of those a right command may round them to. bakers-poem.txt is old,
// so that only a command that touches it leaves it fresh.
func dev14Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	day := 24 * time.Hour
	return dateFiles(dir, map[string]time.Time{
		"supplier-invoices/miller-flour.pdf": fresh,
		"supplier-invoices/atlas-eggs.pdf":   now.Add(-2 * day),
		"supplier-invoices/zest-citrus.pdf":  now.Add(-8 * day),
		"supplier-invoices/butter-co.pdf":    now.Add(-40 * day),
		"supplier-invoices/dairy-farm.pdf":   now.Add(-90 * day),
		"bakers-poem.txt":                    now.Add(-20 * day),
	})
}

// TestDev14Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestDev14Refs(t *testing.T) { dev14Set.refs(t) }

// TestDev14RefsCanFail shows the checks reject wrong commands: each of
// dev14Wrongs is a plausible, confidently wrong answer to its request.
func TestDev14RefsCanFail(t *testing.T) { dev14Set.refsCanFail(t) }

// TestDev14Variants runs other right commands (dev14Variants): a check
// must accept every right answer, not only the reference.
func TestDev14Variants(t *testing.T) { dev14Set.variantsPass(t) }

// TestDev14Set runs the fourteenth set like the eleventh (heldOut5's
// score): one summary line, and each answer with CARO_DEV14_DETAIL=1 (a
// development set: its answers may be read).
func TestDev14Set(t *testing.T) { dev14Set.score(t) }

// Below: the wrong commands and the other right commands, by request.

// dev14Wrongs: plausible, confidently wrong commands, by request.
var dev14Wrongs = map[string]string{
	"make a folder called deliveries-2026":                                                    "touch deliveries-2026",
	"I need a new directory named deliveries-2026":                                            "touch deliveries-2026",
	"create orders-archive/2026/may with all the folders in between":                          "mkdir orders-archive",
	"folders orders-archive/2026/may please, none of them exist yet":                          "mkdir orders-archive",
	"I need a copy of bakery-budget.xlsx in the bakery-backup folder":                         "mv bakery-budget.xlsx bakery-backup/",
	"copy bakery-budget.xlsx to bakery-backup":                                                "mv bakery-budget.xlsx bakery-backup/",
	"back up bakery-budget.xlsx into bakery-backup":                                           "mv bakery-budget.xlsx bakery-backup/",
	"duplicate price-board.html as price-board-old.html":                                      "mv price-board.html price-board-old.html",
	"copy the whole shop-site folder to shop-site-old":                                        "cp shop-site/index.html shop-site-old",
	"I want a full copy of the shop-site directory, subfolders and all, called shop-site-old": "cp shop-site/index.html shop-site-old",
	"move ledger-2023.txt into archive-room":                                                  "cp ledger-2023.txt archive-room/",
	"put ledger-2023.txt in the archive-room folder, I don't need it here anymore":            "cp ledger-2023.txt archive-room/",
	"rename shoplist-draft.txt to shoplist.txt":                                               "cp shoplist-draft.txt shoplist.txt",
	"shoplist-draft.txt should be called shoplist.txt":                                        "cp shoplist-draft.txt shoplist.txt",
	"create an empty file called delivery-notes.txt":                                          "touch delivery-notes",
	"new blank file delivery-notes.txt":                                                       "touch delivery-notes",
	"update the timestamp on bakers-poem.txt":                                                 "ls -l bakers-poem.txt",
	"mark bakers-poem.txt as just modified but leave what's in it alone":                      "ls -l bakers-poem.txt",
	"make a shortcut called today.log that points to oven-temps.log":                          "ln oven-temps.log today.log",
	"symlink oven-temps.log as today.log":                                                     "ln oven-temps.log today.log",
	"make deploy-shop.sh executable":                                                          "chmod 644 deploy-shop.sh",
	"deploy-shop.sh says permission denied when I run it, please fix that":                    "chmod 644 deploy-shop.sh",
	"only I should be able to read and write till-secrets.env":                                "chmod 700 till-secrets.env",
	"make till-secrets.env private, just read and write for me":                               "chmod 700 till-secrets.env",
	"delete old-receipt.txt":                                                                  "rm typo-copy.txt",
	"get rid of old-receipt.txt":                                                              "rm typo-copy.txt",
	"typo-copy.txt can go, please remove it":                                                  "rm old-receipt.txt",
	"show me opening-hours.txt":                                                               "head -n 1 opening-hours.txt",
	"what's in opening-hours.txt?":                                                            "head -n 1 opening-hours.txt",
	"read week-rota.txt to me":                                                                "tail -n 2 week-rota.txt",
	"first ten lines of recipe-notes.txt":                                                     "head -n 5 recipe-notes.txt",
	"top 10 lines of recipe-notes.txt please":                                                 "head -n 5 recipe-notes.txt",
	"first 3 names in volunteers.txt":                                                         "sort volunteers.txt | head -n 3",
	"please show me the last 20 lines of oven-temps.log":                                      "tail oven-temps.log",
	"last twenty entries in oven-temps.log":                                                   "tail oven-temps.log",
	"bottom five lines of recipe-notes.txt":                                                   "head -n 5 recipe-notes.txt",
	"lines 12 to 18 of recipe-notes.txt":                                                      "head -n 18 recipe-notes.txt",
	"show recipe-notes.txt from line twelve through line eighteen":                            "head -n 18 recipe-notes.txt",
	"recipe-notes.txt from line 30 to the end":                                                "tail -n 30 recipe-notes.txt",
	"everything in recipe-notes.txt starting at line 30":                                      "tail -n 30 recipe-notes.txt",
	"just line 7 of recipe-notes.txt":                                                         "head -n 7 recipe-notes.txt",
	"what's on line seven of recipe-notes.txt?":                                               "head -n 7 recipe-notes.txt",
	"lines in recipe-notes.txt?":                                                              "wc -c recipe-notes.txt",
	"how many lines does recipe-notes.txt have":                                               "wc -c recipe-notes.txt",
	"number of lines in oven-temps.log":                                                       "wc -w oven-temps.log",
	"how many lines in harbour.log?":                                                          "wc -l ferry.log",
	"count the words in bakers-poem.txt":                                                      "wc -l bakers-poem.txt",
	"how many words are in bakers-poem.txt?":                                                  "wc -l bakers-poem.txt",
	"word total for bakers-poem.txt":                                                          "wc -l bakers-poem.txt",
	"size of bakers-poem.txt in bytes":                                                        "wc -w bakers-poem.txt",
	"how many characters in bakers-poem.txt":                                                  "wc -w bakers-poem.txt",
	"what's in the pantry folder?":                                                            "ls",
	"list pantry":                                                                             "ls",
	"show pantry with hidden files too":                                                       "ls pantry",
	"everything in pantry, dot files included":                                                "ls pantry",
	"any hidden files in pantry?":                                                             "ls pantry",
	"long listing of pantry":                                                                  "ls pantry",
	"list everything under bake-recipes, subfolders included":                                 "ls bake-recipes",
	"all the files in bake-recipes and the folders inside it":                                 "ls bake-recipes",
	"kitchen-photos sorted by size, biggest first":                                            "ls kitchen-photos",
	"which pictures in kitchen-photos take up the most room? largest at the top":              "ls kitchen-photos",
	"biggest file in kitchen-photos":                                                          "ls -S kitchen-photos | tail -n 1",
	"what's the largest photo in kitchen-photos?":                                             "ls -S kitchen-photos | tail -n 1",
	"supplier-invoices, newest first":                                                         "ls -tr supplier-invoices",
	"list supplier-invoices by date, most recent at the top":                                  "ls -tr supplier-invoices",
	"newest file in supplier-invoices":                                                        "ls -t supplier-invoices | tail -n 1",
	"what's the most recently changed file in supplier-invoices?":                             "ls -t supplier-invoices | tail -n 1",
	"oldest file in supplier-invoices?":                                                       "ls -t supplier-invoices | head -n 1",
	"mailroom, oldest first":                                                                  "ls mailroom",
	"how many files are in club-minutes?":                                                     "ls -a club-minutes | wc -l",
	"how big is the kitchen-photos folder?":                                                   "ls -lh kitchen-photos",
	"total size of kitchen-photos":                                                            "ls -lh kitchen-photos",
	"where is saffron.txt?":                                                                   "find . -name saffron",
	"find saffron.txt":                                                                        "find . -name saffron",
	"I lost saffron.txt somewhere in here, can you find it":                                   "find . -name saffron",
	"all the markdown files under bake-recipes":                                               "ls bake-recipes/*.md",
	"find the .md files in bake-recipes":                                                      "ls bake-recipes/*.md",
	"files bigger than 1 MB in kitchen-photos":                                                "find kitchen-photos -size +100k",
	"anything in kitchen-photos over a megabyte?":                                             "find kitchen-photos -size +100k",
	"photos over 100k in kitchen-photos":                                                      "find kitchen-photos -size +1M",
	"big files here":                                                                          "ls -lS kitchen-photos",
	"find the huge files around here, over 100 MB":                                            "ls -lS kitchen-photos",
	"empty files in scratch-pad":                                                              "find scratch-pad -type f",
	"are there any files with nothing in them inside scratch-pad?":                            "find scratch-pad -type f",
	"what changed in supplier-invoices in the last 3 days?":                                   "find supplier-invoices -type f -mtime -1",
	"files in supplier-invoices modified in the past three days":                              "find supplier-invoices -type f -mtime -1",
	"which files in supplier-invoices are from today?":                                        "find supplier-invoices -type f -mtime -3",
	"supplier-invoices: anything modified today?":                                             "find supplier-invoices -type f -mtime -3",
	"files in supplier-invoices older than a month":                                           "find supplier-invoices -type f -mtime +7",
	"old stuff in supplier-invoices that nobody touched for over 30 days":                     "find supplier-invoices -type f -mtime +7",
	"anything in mailroom from the last week?":                                                "find mailroom -type f -mtime -1",
	"can you sort volunteers.txt alphabetically?":                                             "sort -r volunteers.txt",
	"volunteers.txt in a to z order":                                                          "sort -r volunteers.txt",
	"volunteers.txt sorted backwards, z first":                                                "sort volunteers.txt",
	"sort flour-prices.txt numerically":                                                       "sort flour-prices.txt",
	"flour-prices.txt smallest number to largest":                                             "sort flour-prices.txt",
	"biggest prices first in flour-prices.txt":                                                "sort -r flour-prices.txt",
	"unique entries in signups.txt":                                                           "uniq signups.txt",
	"how many times does each activity show up in signups.txt?":                               "uniq -c signups.txt",
	"count each entry in signups.txt":                                                         "uniq -c signups.txt",
	"jersey-colours.txt: squash repeated lines that sit right next to each other":             "sort -u jersey-colours.txt",
	"sort surnames.txt":                                                                       "cat surnames.txt",
	"second column of customers.csv":                                                          "cut -d, -f1 customers.csv",
	"just the city field from customers.csv":                                                  "cut -d, -f1 customers.csv",
	"spend column of customers.csv":                                                           "cut -d, -f3 customers.csv",
	"just the quantities from pantry-stock.txt, the fields are separated by semicolons":       "cut -d, -f2 pantry-stock.txt",
	"show only the stop column from deliveries.tsv":                                           "awk '{print $2}' deliveries.tsv",
	"only the object names from starlog.txt, they're the 2nd word on each line":               "awk '{print $1}' starlog.txt",
	"units column from sales-q3.csv":                                                          "cut -d, -f4 sales-q3.csv",
	"sort customers.csv by visits":                                                            "sort -t, -k3 customers.csv",
	"order the rows of customers.csv by the visits column, fewest first":                      "sort -t, -k3 customers.csv",
	"how many customers are in customers.csv, not counting the header?":                       "wc -l customers.csv",
	"lines with error in bakery-orders.log, any capitalisation":                               "grep error bakery-orders.log",
	"how many lines mention order in bakery-orders.log?":                                      "wc -l bakery-orders.log",
	"bakery-orders.log without the order lines":                                               "grep order bakery-orders.log",
	"show the lines of bakery-orders.log that don't mention order":                            "grep order bakery-orders.log",
	"which lines of bakery-orders.log say sourdough? give me the line numbers":                "grep sourdough bakery-orders.log",
	"lines with the word tea in cafe-notes.txt, not tea inside other words like steam":        "grep tea cafe-notes.txt",
	"which files in shop-site mention TODO?":                                                  "grep TODO shop-site/*",
	"which recipes in bake-recipes use butter?":                                               "grep butter bake-recipes/*",
	"fault lines in turbine.log, upper or lower case":                                         "grep fault turbine.log",
	"in menu-draft.txt change every muffin to cupcake and save the file":                      "sed 's/muffin/cupcake/g' menu-draft.txt",
	"replace muffin with cupcake in menu-draft.txt":                                           "sed -i 's/muffin/cupcake/' menu-draft.txt",
	"show flyer-text.txt with 2025 changed to 2026, but don't touch the file":                 "sed -i 's/2025/2026/g' flyer-text.txt",
	"make a tarball of shop-site called shop-site.tar.gz":                                     "tar cf shop-site.tar.gz shop-site",
	"compress the shop-site folder into shop-site.tar.gz":                                     "tar cf shop-site.tar.gz shop-site",
	"put club-minutes into a tar file called minutes.tar, no compression":                     "tar czf minutes.tar club-minutes",
	"zip the bake-recipes folder into recipes.zip":                                            "zip recipes.zip bake-recipes",
	"extract bread-recipes.tar.gz":                                                            "tar tzf bread-recipes.tar.gz",
	"unpack bread-recipes.tar.gz here":                                                        "tar tzf bread-recipes.tar.gz",
	"unzip night-sky.zip":                                                                     "unzip -l night-sky.zip",
	"get the files out of night-sky.zip":                                                      "unzip -l night-sky.zip",
	"unzip receipts-2025.zip into a folder called paid-receipts":                              "unzip receipts-2025.zip",
	"what's inside old-menus.tar?":                                                            "tar xvf old-menus.tar",
	"list the files in old-menus.tar without extracting":                                      "tar xvf old-menus.tar",
	"list the contents of receipts-2025.zip":                                                  "unzip receipts-2025.zip",
	"what files are in receipts-2025.zip?":                                                    "unzip receipts-2025.zip",
	"open up cake-designs.tgz":                                                                "tar tzf cake-designs.tgz",
	"peek inside cake-designs.tgz without unpacking it":                                       "tar xzf cake-designs.tgz",
	"what's my username?":                                                                     "hostname",
	"who am I logged in as?":                                                                  "hostname",
	"my user id and groups":                                                                   "whoami",
	"computer name?":                                                                          "uname -s",
	"what is this machine called?":                                                            "uname -s",
	"which kernel version am I on?":                                                           "uname",
	"kernel version":                                                                          "uname",
	"what operating system is this?":                                                          "hostname",
	"where is tar installed?":                                                                 "tar --version",
	"which zip am I using?":                                                                   "zip -v",
	"how long has this machine been up?":                                                      "date",
	"uptime?":                                                                                 "date",
	"show all my environment variables":                                                       "echo $PATH",
	"what's my home folder?":                                                                  "env",
	"what's in my PATH?":                                                                      "env",
	"today's date as year-month-day":                                                          "date",
	"date in YYYY-MM-DD":                                                                      "date",
	"what day of the week is it?":                                                             "date +%F",
	"just the current year":                                                                   "date",
	"disk space?":                                                                             "du -sh .",
	"how much free space is left on my disks?":                                                "du -sh .",
	"is my disk full?":                                                                        "du -sh .",
	"memory?":                                                                                 "df -h",
	"how much ram is free?":                                                                   "df -h",
	"what's running right now?":                                                               "jobs -l",
	"list all processes":                                                                      "jobs -l",
	"top 5 processes by memory":                                                               "ps aux --sort=-%mem | head -n 5",
	"which five programs use the most memory?":                                                "ps aux --sort=-%mem | head -n 5",
	"my ip":                            "hostname",
	"what's my IP address?":            "hostname",
	"how many CPU cores?":              "uname -m",
	"watch oven-temps.log as it grows": "tail -n 20 oven-temps.log",
	"follow oven-temps.log live":       "tail -n 20 oven-temps.log",
	"keep an eye on observatory/dome.log for new lines": "cat observatory/dome.log",
}

// dev14Variants: other right commands, by request.
var dev14Variants = map[string][]string{
	"make a folder called deliveries-2026":                                                    {"mkdir -p deliveries-2026", "mkdir -v deliveries-2026"},
	"I need a new directory named deliveries-2026":                                            {"mkdir -p deliveries-2026", "mkdir -v deliveries-2026"},
	"create orders-archive/2026/may with all the folders in between":                          {"mkdir -pv orders-archive/2026/may", "mkdir -p orders-archive/2026 && mkdir orders-archive/2026/may"},
	"folders orders-archive/2026/may please, none of them exist yet":                          {"mkdir -pv orders-archive/2026/may", "mkdir -p orders-archive/2026 && mkdir orders-archive/2026/may"},
	"I need a copy of bakery-budget.xlsx in the bakery-backup folder":                         {"cp bakery-budget.xlsx bakery-backup/bakery-budget.xlsx", "cp -p bakery-budget.xlsx bakery-backup/"},
	"copy bakery-budget.xlsx to bakery-backup":                                                {"cp bakery-budget.xlsx bakery-backup/bakery-budget.xlsx", "cp -p bakery-budget.xlsx bakery-backup/"},
	"back up bakery-budget.xlsx into bakery-backup":                                           {"cp bakery-budget.xlsx bakery-backup/bakery-budget.xlsx", "cp -p bakery-budget.xlsx bakery-backup/"},
	"duplicate price-board.html as price-board-old.html":                                      {"cat price-board.html > price-board-old.html", "cp -p price-board.html price-board-old.html"},
	"copy the whole shop-site folder to shop-site-old":                                        {"cp -a shop-site shop-site-old", "cp -R shop-site shop-site-old", "cp -r shop-site/ shop-site-old"},
	"I want a full copy of the shop-site directory, subfolders and all, called shop-site-old": {"cp -a shop-site shop-site-old", "cp -R shop-site shop-site-old", "cp -r shop-site/ shop-site-old"},
	"move ledger-2023.txt into archive-room":                                                  {"mv -v ledger-2023.txt archive-room/", "mv ledger-2023.txt archive-room/ledger-2023.txt"},
	"put ledger-2023.txt in the archive-room folder, I don't need it here anymore":            {"mv -v ledger-2023.txt archive-room/", "mv ledger-2023.txt archive-room/ledger-2023.txt"},
	"rename shoplist-draft.txt to shoplist.txt":                                               {"mv -v shoplist-draft.txt shoplist.txt", "mv -n shoplist-draft.txt shoplist.txt"},
	"shoplist-draft.txt should be called shoplist.txt":                                        {"mv -v shoplist-draft.txt shoplist.txt", "mv -n shoplist-draft.txt shoplist.txt"},
	"create an empty file called delivery-notes.txt":                                          {": > delivery-notes.txt", "touch ./delivery-notes.txt"},
	"new blank file delivery-notes.txt":                                                       {": > delivery-notes.txt", "touch ./delivery-notes.txt"},
	"update the timestamp on bakers-poem.txt":                                                 {"touch -m bakers-poem.txt", "touch -c bakers-poem.txt"},
	"mark bakers-poem.txt as just modified but leave what's in it alone":                      {"touch -m bakers-poem.txt", "touch -c bakers-poem.txt"},
	"make a shortcut called today.log that points to oven-temps.log":                          {"ln -sf oven-temps.log today.log", "ln -sv oven-temps.log today.log", "ln -s ./oven-temps.log today.log"},
	"symlink oven-temps.log as today.log":                                                     {"ln -sf oven-temps.log today.log", "ln -sv oven-temps.log today.log", "ln -s ./oven-temps.log today.log"},
	"make deploy-shop.sh executable":                                                          {"chmod u+x deploy-shop.sh", "chmod 755 deploy-shop.sh", "chmod a+x deploy-shop.sh"},
	"deploy-shop.sh says permission denied when I run it, please fix that":                    {"chmod u+x deploy-shop.sh", "chmod 755 deploy-shop.sh", "chmod a+x deploy-shop.sh"},
	"only I should be able to read and write till-secrets.env":                                {"chmod u=rw,go= till-secrets.env", "chmod go-rwx till-secrets.env", "chmod 0600 till-secrets.env"},
	"make till-secrets.env private, just read and write for me":                               {"chmod u=rw,go= till-secrets.env", "chmod go-rwx till-secrets.env", "chmod 0600 till-secrets.env"},
	"delete old-receipt.txt":                                                                  {"rm -f old-receipt.txt", "rm -v old-receipt.txt", "unlink old-receipt.txt"},
	"get rid of old-receipt.txt":                                                              {"rm -f old-receipt.txt", "rm -v old-receipt.txt", "unlink old-receipt.txt"},
	"typo-copy.txt can go, please remove it":                                                  {"rm -f typo-copy.txt"},
	"show me opening-hours.txt":                                                               {"cat -n opening-hours.txt", "more opening-hours.txt", "nl opening-hours.txt"},
	"what's in opening-hours.txt?":                                                            {"cat -n opening-hours.txt", "more opening-hours.txt", "nl opening-hours.txt"},
	"read week-rota.txt to me":                                                                {"cat week-rota.txt | cat"},
	"first ten lines of recipe-notes.txt":                                                     {"head recipe-notes.txt", "sed -n 1,10p recipe-notes.txt", "awk 'NR<=10' recipe-notes.txt"},
	"top 10 lines of recipe-notes.txt please":                                                 {"head recipe-notes.txt", "sed -n 1,10p recipe-notes.txt", "awk 'NR<=10' recipe-notes.txt"},
	"first 3 names in volunteers.txt":                                                         {"head -3 volunteers.txt", "sed 3q volunteers.txt"},
	"please show me the last 20 lines of oven-temps.log":                                      {"tail -20 oven-temps.log", "sed -n '41,$p' oven-temps.log"},
	"last twenty entries in oven-temps.log":                                                   {"tail -20 oven-temps.log", "sed -n '41,$p' oven-temps.log"},
	"bottom five lines of recipe-notes.txt":                                                   {"tail -5 recipe-notes.txt", "tail -n5 recipe-notes.txt"},
	"lines 12 to 18 of recipe-notes.txt":                                                      {"awk 'NR>=12 && NR<=18' recipe-notes.txt", "head -n 18 recipe-notes.txt | tail -n 7", "sed -n '12,18p' recipe-notes.txt"},
	"show recipe-notes.txt from line twelve through line eighteen":                            {"awk 'NR>=12 && NR<=18' recipe-notes.txt", "head -n 18 recipe-notes.txt | tail -n 7", "sed -n '12,18p' recipe-notes.txt"},
	"recipe-notes.txt from line 30 to the end":                                                {"sed -n '30,$p' recipe-notes.txt", "awk 'NR>=30' recipe-notes.txt", "sed 1,29d recipe-notes.txt"},
	"everything in recipe-notes.txt starting at line 30":                                      {"sed -n '30,$p' recipe-notes.txt", "awk 'NR>=30' recipe-notes.txt", "sed 1,29d recipe-notes.txt"},
	"just line 7 of recipe-notes.txt":                                                         {"awk 'NR==7' recipe-notes.txt", "head -7 recipe-notes.txt | tail -1", "sed '7!d' recipe-notes.txt"},
	"what's on line seven of recipe-notes.txt?":                                               {"awk 'NR==7' recipe-notes.txt", "head -7 recipe-notes.txt | tail -1", "sed '7!d' recipe-notes.txt"},
	"lines in recipe-notes.txt?":                                                              {"wc -l < recipe-notes.txt", "grep -c '' recipe-notes.txt", "awk 'END{print NR}' recipe-notes.txt"},
	"how many lines does recipe-notes.txt have":                                               {"wc -l < recipe-notes.txt", "grep -c '' recipe-notes.txt", "awk 'END{print NR}' recipe-notes.txt"},
	"number of lines in oven-temps.log":                                                       {"cat oven-temps.log | wc -l"},
	"how many lines in harbour.log?":                                                          {"wc -l < harbour.log"},
	"count the words in bakers-poem.txt":                                                      {"wc -w < bakers-poem.txt", "cat bakers-poem.txt | wc -w", "awk '{n+=NF} END{print n}' bakers-poem.txt"},
	"how many words are in bakers-poem.txt?":                                                  {"wc -w < bakers-poem.txt", "cat bakers-poem.txt | wc -w", "awk '{n+=NF} END{print n}' bakers-poem.txt"},
	"word total for bakers-poem.txt":                                                          {"wc -w < bakers-poem.txt", "cat bakers-poem.txt | wc -w", "awk '{n+=NF} END{print n}' bakers-poem.txt"},
	"size of bakers-poem.txt in bytes":                                                        {"wc -c < bakers-poem.txt", "stat -c %s bakers-poem.txt", "wc -m bakers-poem.txt"},
	"how many characters in bakers-poem.txt":                                                  {"wc -c < bakers-poem.txt", "stat -c %s bakers-poem.txt", "wc -m bakers-poem.txt"},
	"what's in the pantry folder?":                                                            {"ls -l pantry", "ls -1 pantry", "ls pantry/"},
	"list pantry":                                                                             {"ls -l pantry", "ls -1 pantry", "ls pantry/"},
	"show pantry with hidden files too":                                                       {"ls -A pantry", "ls -la pantry", "ls -al pantry/"},
	"everything in pantry, dot files included":                                                {"ls -A pantry", "ls -la pantry", "ls -al pantry/"},
	"any hidden files in pantry?":                                                             {"ls -A pantry", "ls -d pantry/.*", "find pantry -name '.*'"},
	"long listing of pantry":                                                                  {"ls -la pantry", "ls -lh pantry", "ls -al pantry/"},
	"list everything under bake-recipes, subfolders included":                                 {"find bake-recipes", "find bake-recipes -type f", "ls -lR bake-recipes"},
	"all the files in bake-recipes and the folders inside it":                                 {"find bake-recipes", "find bake-recipes -type f", "ls -lR bake-recipes"},
	"kitchen-photos sorted by size, biggest first":                                            {"ls -lS kitchen-photos", "ls -lSh kitchen-photos", "du -a kitchen-photos | sort -rn"},
	"which pictures in kitchen-photos take up the most room? largest at the top":              {"ls -lS kitchen-photos", "ls -lSh kitchen-photos", "du -a kitchen-photos | sort -rn"},
	"biggest file in kitchen-photos":                                                          {"ls -S kitchen-photos | head -1", "find kitchen-photos -type f -printf '%s %p\\n' | sort -n | tail -1", "du -a kitchen-photos | sort -n | tail -n 2"},
	"what's the largest photo in kitchen-photos?":                                             {"ls -S kitchen-photos | head -1", "find kitchen-photos -type f -printf '%s %p\\n' | sort -n | tail -1", "du -a kitchen-photos | sort -n | tail -n 2"},
	"supplier-invoices, newest first":                                                         {"ls -lt supplier-invoices", "ls -t supplier-invoices/", "ls -lth supplier-invoices"},
	"list supplier-invoices by date, most recent at the top":                                  {"ls -lt supplier-invoices", "ls -t supplier-invoices/", "ls -lth supplier-invoices"},
	"newest file in supplier-invoices":                                                        {"ls -t supplier-invoices | head -1", "ls -lt supplier-invoices | head -n 2"},
	"what's the most recently changed file in supplier-invoices?":                             {"ls -t supplier-invoices | head -1", "ls -lt supplier-invoices | head -n 2"},
	"oldest file in supplier-invoices?":                                                       {"ls -t supplier-invoices | tail -n 1", "ls -ltr supplier-invoices | sed -n 2p"},
	"mailroom, oldest first":                                                                  {"ls -ltr mailroom"},
	"how many files are in club-minutes?":                                                     {"find club-minutes -type f | wc -l", "ls -1 club-minutes | wc -l"},
	"how big is the kitchen-photos folder?":                                                   {"du -s kitchen-photos", "du -sh kitchen-photos/", "du -sk kitchen-photos"},
	"total size of kitchen-photos":                                                            {"du -s kitchen-photos", "du -sh kitchen-photos/", "du -sk kitchen-photos"},
	"where is saffron.txt?":                                                                   {"find . -type f -name saffron.txt", "find . -iname saffron.txt", "find . -name 'saffron*'"},
	"find saffron.txt":                                                                        {"find . -type f -name saffron.txt", "find . -iname saffron.txt", "find . -name 'saffron*'"},
	"I lost saffron.txt somewhere in here, can you find it":                                   {"find . -type f -name saffron.txt", "find . -iname saffron.txt", "find . -name 'saffron*'"},
	"all the markdown files under bake-recipes":                                               {"find bake-recipes -type f -name \"*.md\"", "ls bake-recipes/*/*.md", "find bake-recipes -iname '*.md'"},
	"find the .md files in bake-recipes":                                                      {"find bake-recipes -type f -name \"*.md\"", "ls bake-recipes/*/*.md", "find bake-recipes -iname '*.md'"},
	"files bigger than 1 MB in kitchen-photos":                                                {"find kitchen-photos -type f -size +1024k", "find kitchen-photos -type f -size +1000k"},
	"anything in kitchen-photos over a megabyte?":                                             {"find kitchen-photos -type f -size +1024k", "find kitchen-photos -type f -size +1000k"},
	"photos over 100k in kitchen-photos":                                                      {"find kitchen-photos -type f -size +100k", "find kitchen-photos -size +102400c"},
	"big files here":                                                                          {"find . -size +50M", "du -ah . | sort -rh | head -n 5", "find . -type f -size +100M -exec ls -lh {} +"},
	"find the huge files around here, over 100 MB":                                            {"find . -size +50M", "du -ah . | sort -rh | head -n 5", "find . -type f -size +100M -exec ls -lh {} +"},
	"empty files in scratch-pad":                                                              {"find scratch-pad -empty", "find scratch-pad -type f -size 0"},
	"are there any files with nothing in them inside scratch-pad?":                            {"find scratch-pad -empty", "find scratch-pad -type f -size 0"},
	"what changed in supplier-invoices in the last 3 days?":                                   {"find supplier-invoices -mmin -4320", "find supplier-invoices -type f -newermt '3 days ago'"},
	"files in supplier-invoices modified in the past three days":                              {"find supplier-invoices -mmin -4320", "find supplier-invoices -type f -newermt '3 days ago'"},
	"which files in supplier-invoices are from today?":                                        {"find supplier-invoices -type f -mtime 0", "find supplier-invoices -type f -newermt $(date +%F)"},
	"supplier-invoices: anything modified today?":                                             {"find supplier-invoices -type f -mtime 0", "find supplier-invoices -type f -newermt $(date +%F)"},
	"files in supplier-invoices older than a month":                                           {"find supplier-invoices -type f -mmin +43200", "find supplier-invoices -type f ! -newermt '1 month ago'"},
	"old stuff in supplier-invoices that nobody touched for over 30 days":                     {"find supplier-invoices -type f -mmin +43200", "find supplier-invoices -type f ! -newermt '1 month ago'"},
	"anything in mailroom from the last week?":                                                {"find mailroom -type f -newermt '7 days ago'"},
	"can you sort volunteers.txt alphabetically?":                                             {"sort -f volunteers.txt", "sort -d volunteers.txt", "cat volunteers.txt | sort"},
	"volunteers.txt in a to z order":                                                          {"sort -f volunteers.txt", "sort -d volunteers.txt", "cat volunteers.txt | sort"},
	"volunteers.txt sorted backwards, z first":                                                {"sort volunteers.txt | tac", "sort --reverse volunteers.txt"},
	"sort flour-prices.txt numerically":                                                       {"sort -g flour-prices.txt", "sort -h flour-prices.txt"},
	"flour-prices.txt smallest number to largest":                                             {"sort -g flour-prices.txt", "sort -h flour-prices.txt"},
	"biggest prices first in flour-prices.txt":                                                {"sort -rn flour-prices.txt", "sort -n flour-prices.txt | tac"},
	"unique entries in signups.txt":                                                           {"sort signups.txt | uniq", "awk '!seen[$0]++' signups.txt"},
	"how many times does each activity show up in signups.txt?":                               {"sort signups.txt | uniq -c | sort -nr", "sort signups.txt | uniq -c | sort -rn | head"},
	"count each entry in signups.txt":                                                         {"sort signups.txt | uniq -c | sort -nr", "sort signups.txt | uniq -c | sort -rn | head"},
	"jersey-colours.txt: squash repeated lines that sit right next to each other":             {"awk 'NR==1 || $0 != prev {print} {prev=$0}' jersey-colours.txt"},
	"sort surnames.txt":                                                                       {"sort -f surnames.txt"},
	"second column of customers.csv":                                                          {"awk -F, '{print $2}' customers.csv", "tail -n +2 customers.csv | cut -d, -f2", "cut -d',' -f2 customers.csv"},
	"just the city field from customers.csv":                                                  {"awk -F, '{print $2}' customers.csv", "tail -n +2 customers.csv | cut -d, -f2", "cut -d',' -f2 customers.csv"},
	"spend column of customers.csv":                                                           {"awk -F, '{print $4}' customers.csv", "awk -F, 'NR>1{print $4}' customers.csv"},
	"just the quantities from pantry-stock.txt, the fields are separated by semicolons":       {"awk -F';' '{print $2}' pantry-stock.txt", "cut -f2 -d';' pantry-stock.txt"},
	"show only the stop column from deliveries.tsv":                                           {"awk -F'\\t' '{print $2}' deliveries.tsv", "tail -n +2 deliveries.tsv | cut -f2"},
	"only the object names from starlog.txt, they're the 2nd word on each line":               {"cut -d' ' -f2 starlog.txt"},
	"units column from sales-q3.csv":                                                          {"awk -F, '{print $3}' sales-q3.csv"},
	"sort customers.csv by visits":                                                            {"sort -t, -k3 -n customers.csv", "sort -t, -k3,3n customers.csv"},
	"order the rows of customers.csv by the visits column, fewest first":                      {"sort -t, -k3 -n customers.csv", "sort -t, -k3,3n customers.csv"},
	"how many customers are in customers.csv, not counting the header?":                       {"awk 'NR>1' customers.csv | wc -l", "sed 1d customers.csv | wc -l"},
	"lines with error in bakery-orders.log, any capitalisation":                               {"grep -i ERROR bakery-orders.log", "grep -in error bakery-orders.log", "grep -iw error bakery-orders.log"},
	"how many lines mention order in bakery-orders.log?":                                      {"grep order bakery-orders.log | wc -l", "grep -c 'order #' bakery-orders.log"},
	"bakery-orders.log without the order lines":                                               {"sed '/order/d' bakery-orders.log", "awk '!/order/' bakery-orders.log"},
	"show the lines of bakery-orders.log that don't mention order":                            {"sed '/order/d' bakery-orders.log", "awk '!/order/' bakery-orders.log"},
	"which lines of bakery-orders.log say sourdough? give me the line numbers":                {"awk '/sourdough/{print NR\":\"$0}' bakery-orders.log", "cat -n bakery-orders.log | grep sourdough"},
	"lines with the word tea in cafe-notes.txt, not tea inside other words like steam":        {"grep '\\btea\\b' cafe-notes.txt", "grep -E '(^| )tea( |$)' cafe-notes.txt"},
	"which files in shop-site mention TODO?":                                                  {"grep -rl TODO shop-site", "grep -rn TODO shop-site", "grep -R TODO shop-site/"},
	"which recipes in bake-recipes use butter?":                                               {"grep -rl butter bake-recipes", "grep -ril butter bake-recipes"},
	"fault lines in turbine.log, upper or lower case":                                         {"grep -i FAULT turbine.log"},
	"in menu-draft.txt change every muffin to cupcake and save the file":                      {"perl -pi -e 's/muffin/cupcake/g' menu-draft.txt", "sed -i.bak 's/muffin/cupcake/g' menu-draft.txt", "sed -i -e 's/muffin/cupcake/g' menu-draft.txt"},
	"replace muffin with cupcake in menu-draft.txt":                                           {"sed 's/muffin/cupcake/g' menu-draft.txt"},
	"show flyer-text.txt with 2025 changed to 2026, but don't touch the file":                 {"perl -pe 's/2025/2026/g' flyer-text.txt", "awk '{gsub(/2025/,\"2026\")}1' flyer-text.txt", "sed -e 's/2025/2026/g' flyer-text.txt"},
	"make a tarball of shop-site called shop-site.tar.gz":                                     {"tar -czvf shop-site.tar.gz shop-site", "tar -zcf shop-site.tar.gz shop-site/", "tar cf - shop-site | gzip > shop-site.tar.gz"},
	"compress the shop-site folder into shop-site.tar.gz":                                     {"tar -czvf shop-site.tar.gz shop-site", "tar -zcf shop-site.tar.gz shop-site/", "tar cf - shop-site | gzip > shop-site.tar.gz"},
	"put club-minutes into a tar file called minutes.tar, no compression":                     {"tar -cvf minutes.tar club-minutes", "tar -cf minutes.tar club-minutes/"},
	"zip the bake-recipes folder into recipes.zip":                                            {"zip -rq recipes.zip bake-recipes", "zip -r recipes.zip bake-recipes/"},
	"extract bread-recipes.tar.gz":                                                            {"tar -xvzf bread-recipes.tar.gz", "tar xf bread-recipes.tar.gz"},
	"unpack bread-recipes.tar.gz here":                                                        {"tar -xvzf bread-recipes.tar.gz", "tar xf bread-recipes.tar.gz"},
	"unzip night-sky.zip":                                                                     {"unzip -o night-sky.zip", "unzip night-sky.zip -d night-sky"},
	"get the files out of night-sky.zip":                                                      {"unzip -o night-sky.zip", "unzip night-sky.zip -d night-sky"},
	"unzip receipts-2025.zip into a folder called paid-receipts":                              {"unzip -d paid-receipts receipts-2025.zip", "mkdir -p paid-receipts && cd paid-receipts && unzip ../receipts-2025.zip"},
	"what's inside old-menus.tar?":                                                            {"tar -tvf old-menus.tar", "tar --list -f old-menus.tar"},
	"list the files in old-menus.tar without extracting":                                      {"tar -tvf old-menus.tar", "tar --list -f old-menus.tar"},
	"list the contents of receipts-2025.zip":                                                  {"zipinfo -1 receipts-2025.zip", "unzip -Z1 receipts-2025.zip", "unzip -v receipts-2025.zip"},
	"what files are in receipts-2025.zip?":                                                    {"zipinfo -1 receipts-2025.zip", "unzip -Z1 receipts-2025.zip", "unzip -v receipts-2025.zip"},
	"open up cake-designs.tgz":                                                                {"tar -xzvf cake-designs.tgz"},
	"peek inside cake-designs.tgz without unpacking it":                                       {"tar -tvzf cake-designs.tgz", "tar tf cake-designs.tgz"},
	"what's my username?":                                                                     {"id -un", "echo $USER", "id"},
	"who am I logged in as?":                                                                  {"id -un", "echo $USER", "id"},
	"my user id and groups":                                                                   {"id $(whoami)", "id -u; groups", "id -a"},
	"computer name?":                                                                          {"uname -n", "hostname -s"},
	"what is this machine called?":                                                            {"uname -n", "hostname -s"},
	"which kernel version am I on?":                                                           {"uname -a", "cat /proc/version"},
	"kernel version":                                                                          {"uname -a", "cat /proc/version"},
	"what operating system is this?":                                                          {"uname", "cat /etc/os-release"},
	"where is tar installed?":                                                                 {"command -v tar", "type -P tar"},
	"which zip am I using?":                                                                   {"command -v zip"},
	"how long has this machine been up?":                                                      {"uptime -p"},
	"uptime?":                                                                                 {"uptime -p"},
	"show all my environment variables":                                                       {"printenv", "env | sort"},
	"what's my home folder?":                                                                  {"printenv HOME", "echo ~"},
	"what's in my PATH?":                                                                      {"printenv PATH", "echo $PATH | tr : '\\n'"},
	"today's date as year-month-day":                                                          {"date +%Y-%m-%d", "date -I"},
	"date in YYYY-MM-DD":                                                                      {"date +%Y-%m-%d", "date -I"},
	"what day of the week is it?":                                                             {"date '+%A %d %B'"},
	"just the current year":                                                                   {"date '+%Y'"},
	"disk space?":                                                                             {"df", "df -H", "df -h ."},
	"how much free space is left on my disks?":                                                {"df", "df -H", "df -h ."},
	"is my disk full?":                                                                        {"df", "df -H", "df -h ."},
	"memory?":                                                                                 {"free -m", "free", "cat /proc/meminfo"},
	"how much ram is free?":                                                                   {"free -m", "free", "cat /proc/meminfo"},
	"what's running right now?":                                                               {"ps -ef", "ps -e", "ps aux | cat"},
	"list all processes":                                                                      {"ps -ef", "ps -e", "ps aux | cat"},
	"top 5 processes by memory":                                                               {"ps -eo pid,comm,%mem --sort=-%mem | head -n 6", "ps aux | sort -k4 -nr | head -n 5"},
	"which five programs use the most memory?":                                                {"ps -eo pid,comm,%mem --sort=-%mem | head -n 6", "ps aux | sort -k4 -nr | head -n 5"},
	"my ip":                            {"ip addr", "ip -4 addr show", "ip a"},
	"what's my IP address?":            {"ip addr", "ip -4 addr show", "ip a"},
	"how many CPU cores?":              {"grep -c ^processor /proc/cpuinfo", "lscpu"},
	"watch oven-temps.log as it grows": {"tail -F oven-temps.log", "tail -n 0 -f oven-temps.log", "tail -f -n 5 oven-temps.log"},
	"follow oven-temps.log live":       {"tail -F oven-temps.log", "tail -n 0 -f oven-temps.log", "tail -f -n 5 oven-temps.log"},
	"keep an eye on observatory/dome.log for new lines": {"tail -F observatory/dome.log", "cd observatory && tail -f dome.log"},
}
