package sets

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// The sixth frozen set (testdata/frozen6.json) was written for issue 15's
// everyday basics by someone who did not read the catalogue, the matcher,
// or the requests of the other five sets, in a tree of its own
// (frozen6Template: the fifth set's tree with new files under new names,
// so that every older file is a distractor). Nobody tunes on it:
// TestFrozen6Set prints only its score unless CARO_FROZEN6_DETAIL=1. Its
// cases have the fifth set's fields, and its tests are the fifth set's
// (heldOut5), run on its own cases and tree.
var frozen6Set = laterSet(heldOut5{name: "offline frozen set 6", detail: "CARO_FROZEN6_DETAIL", wrongs: frozen6Wrongs, variants: frozen6Variants, minCases: 200, minBeyond: 20, minChecks: 80,
	minRight: frozen6MinRight, maxWrong: frozen6MaxWrong},
	"frozen6.json", frozen6Built, frozen6Stamp)

// The ratchet of TestFrozen6Set, measured on 9f73a99 (the matcher of
// c709efc) before any change made after the set was written: 171 right
// (77.0 %), 3 confidently wrong (1.4 %), 48 abstained (21.6 %) of 222.
// After the fixes of that session, made on development requests only
// (this set's summary line was read, its answers were not): 174 right
// (78.4 %), 2 confidently wrong (0.9 %), 46 abstained (20.7 %).
// Its answers were then read (the wrong and abstained ones are listed in
// that session's note), so from here it is a development set: one cause
// they showed was fixed in general (a quoted name with a space, 'travel
// plans.txt', is the file here, not a pattern): 178 right, 1 wrong, 43
// abstained. The next change is measured on a fresh set. Raise it when
// the score rises; never lower it. A listing read as a product (which
// entries, which order, which way; "the sizes in x" each entry's): 182
// right, 0 wrong. What an archive leaves out ("but leave out the .dat
// files"), a date's parts ("just the year"): 184. With the text
// intents widened (grep's case and -L, sort's ranges and top N, columns
// without the header, several files counted together): 197 right, 0
// wrong.
const (
	frozen6MinRight = 197
	frozen6MaxWrong = 0
)

// laterSet fills in s (a set with the fifth set's fields and tests,
// heldOut5) as a later set's: its cases are in testdata/file, its tree is
// the one built holds, copied for each case as the fifth set's are
// (prepSet5), and its environment is the fifth set's but for stamp, which
// dates its files and the older sets' ones the requests ask about.
func laterSet(s heldOut5, file string, built *builtTree, stamp func(dir string, now time.Time) error) heldOut5 {
	s.load = func(t *testing.T) []frozen5Case {
		t.Helper()
		return loadSet5(t, file)
	}
	s.setup = func(t *testing.T) *frozen5Env {
		t.Helper()
		e := setupFrozen5(t)
		e.stamp = stamp
		return e
	}
	s.prep = func(t *testing.T) func(*testing.T) string {
		t.Helper()
		return prepSet5(t, built.tree)
	}
	return s
}

// frozen6Built holds frozen6Template's tree, built once per test binary
// (builtTree).
var frozen6Built = &builtTree{name: "frozen6", build: frozen6Template}

// builtTree holds a set's tree (the one its template function builds),
// built once for the set's three tests that run commands before the
// backend is asked (building it took seconds of each), in the templates'
// directory (trees.go), removed when the tests end. Nothing in it
// depends on the test that built it but the dates written inside its
// files (git's commits, the archives' entries), which no case of the set
// reads, and the dates of its files (those of the build, minutes older
// in a later test): the ones the requests ask about are dated again
// before each command (the set's stamp).
type builtTree struct {
	mu    sync.Mutex
	name  string // its directory's name in the templates' directory
	build func(*testing.T) string
	dir   string
}

// tree returns the tree b holds, building it first if need be (for every
// call where there is no templates' directory).
func (b *builtTree) tree(t *testing.T) string {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.dir != "" {
		return b.dir
	}
	trees.Lock()
	root := trees.root
	trees.Unlock()
	dir := b.build(t)
	if root == "" {
		return dir
	}
	keep := filepath.Join(root, b.name)
	frozen5Copy(t, dir, keep, true)
	b.dir = keep
	return keep
}

// frozen6Sonnet is fourteen lines, each told apart by its words.
const frozen6Sonnet = "the kettle sings at dawn\nsteam curls over the sill\na cat counts the sparrows\nthe radio hums the news\n" +
	"toast goes gold at the edges\nsomeone hunts for a key\nthe bus is late again\nrain writes on the window\n" +
	"a letter waits unopened\nthe clock forgets to tick\nnoon arrives in slippers\nshadows lean to the east\n" +
	"the lamp remembers evening\nand the kettle sleeps\n"

// frozen6Gateway is a log whose words come in several cases.
const frozen6Gateway = "10:00 gateway up\n10:01 WARN queue slow\n10:02 request served\n10:03 warn: retry scheduled\n" +
	"10:04 request served\n10:05 Denied token expired\n10:06 request served\n10:07 Warn again\n" +
	"10:08 denied bad origin\n10:09 gateway idle\n"

// frozen6Template builds the sixth set's tree once: the fifth set's tree
// with the sixth set's files.
func frozen6Template(t *testing.T) string {
	t.Helper()
	dir := frozen5Template(t)
	files := map[string]string{
		"comets.txt":          "halley\nencke\nbiela\ntempel\nswift\nholmes\n",
		"rainfall.txt":        "12\n4\n230\n57\n9\n101\n",
		"tickets.txt":         "open\nopen\nclosed\nopen\npending\npending\nclosed\n",
		"species.txt":         "fox\nowl\nfox\nbadger\nowl\nfox\nhare\n",
		"lanterns.csv":        "id,colour,price,shop\n1,amber,4.50,Riga\n2,teal,7.25,Tartu\n3,crimson,3.10,Vilnius\n4,ivory,9.90,Riga\n",
		"shifts.tsv":          "mon\tnadia\tearly\ntue\tomar\tlate\nwed\tpia\tnight\n",
		"daemons.txt":         "sshd:22:running\ncupsd:631:stopped\nntpd:123:running\n",
		"menu.psv":            "dish|price|veg\nsoup|5|yes\nsteak|19|no\nsalad|8|yes\n",
		"runners.txt":         "liv 42 oslo\nmat 38 bergen\nnoa 51 tromso\n",
		"gateway.log":         frozen6Gateway,
		"ingest.log":          "ingest started\nbatch 1 loaded\n",
		"sensors/probe.log":   "probe online\n",
		"welcome.txt":         "Hi GUEST, welcome GUEST.\nGUEST, breakfast is at eight.\n",
		"palette.txt":         "red and red again\nblue\nred\n",
		"typos.txt":           "teh cat\nteh dog and teh bird\n",
		"logbook.txt":         frozen5Lines("entry", 25, nil),
		"sonnet.txt":          frozen6Sonnet,
		"story.txt":           "once upon a time\nthere was a shell\nit ran commands\n",
		"travel plans.txt":    "day 1: Lisbon\nday 2: Porto\nday 3: Braga\n",
		"release-notes.v2.md": "# 2.0\n- faster search\n- new theme\n- fixed crash on exit\n",
		"recipe-card.txt":     "2 eggs\n1 cup flour\n",
		"postcard.txt":        "greetings from the coast\n",
		"wishlist.txt":        "a kite\na red bicycle\nsocks\n",
		"draft-v2.md":         "second draft\n",
		"invoice-march.pdf":   "march invoice\n",
		"checklist.txt":       "- pack\n- go\n",
		"changelog.md":        "## 1.0\n- first\n",
		"setup.sh":            "#!/bin/sh\necho setup\n",
		"install.sh":          "#!/bin/sh\necho install\n",
		"private.key":         "PRIVATE\n",
		"contract.txt":        "terms and conditions\n",
		"guestlist.txt":       "ana\nbo\n",
		"memo-secret.txt":     "secret memo\n",

		"mailbox/bill.txt":   "pay by friday\n",
		"mailbox/flyer.txt":  "half price\n",
		"paid/.keep":         "",
		"assets/.keep":       "",
		"portfolio/index.md": "# My work\n", "portfolio/img/cover.png": "cover\n", "portfolio/cv.pdf": "cv\n",

		"workbench/.env.local": "PORT=3000\n", "workbench/.cache-stamp": "1\n", "workbench/tools.txt": "hammer\n",
		"workbench/bench.md": "# bench\n", "workbench/placeholder.txt": "",

		"studio/audio/mix.wav": "wav\n", "studio/video/cut.mp4": "mp4\n", "studio/scripts/render.sh": "#!/bin/sh\necho render\n",
		"studio/plan.txt": "plan\n", "studio/budget.txt": "budget\n",

		"plugins/init.lua": "require('ui.theme')\n", "plugins/ui/theme.lua": "local theme = {}\nreturn theme\n",
		"plugins/ui/keys.lua": "bind('q', 'quit')\n", "plugins/README.md": "# plugins\n", "plugins/ui/notes.txt": "todo\n",

		"appdata/manifest.xml": "<manifest v='2'/>\n", "appdata/legacy/manifest.xml": "<manifest v='1'/>\n",
		"appdata/manifest.xml.bak": "<manifest v='0'/>\n",

		"poems/ode.txt":      "o coffee\nbitter friend\nwarm my hands\nagain\n",
		"poems/haiku.txt":    "old pond\na frog leaps in\nsplash\n",
		"poems/limerick.txt": "a coder from ghent\nwhose loops were all bent\nshe ran them all night\ntill the output was right\nthen slept through the whole of lent\n",

		"wiki/home.md":          "Welcome to the team wiki.\nSee setup for the disk quota rules.\n",
		"wiki/setup/install.md": "Install the client.\nThe quota is 5 GB per person.\nA small hack fixes the proxy.\n",
		"wiki/setup/network.md": "Connect over ssh to the bastion.\nNo quota on the guest network.\n",
		"wiki/notes/ideas.txt":  "Try ssh keys with passphrases.\nHACK: hardcoded port\n",
		"wiki/notes/todo.txt":   "Write the onboarding page.\n",

		"timeline/kestrel.txt": "kestrel\n", "timeline/lark.txt": "lark\n", "timeline/magpie.txt": "magpie\n",
		"timeline/nightjar.txt": "nightjar\n", "timeline/oriole.txt": "oriole\n", "timeline/plover.txt": "plover\n",
		"timeline/quail.log": "quail\n", "timeline/tern.log": "tern\n",

		"dispatch/pike.txt": "pike\n", "dispatch/carp.txt": "carp\n", "dispatch/trout.txt": "trout\n", "dispatch/eel.txt": "eel\n",

		"crates/cherry.bin": "0123456789",
		"hoard/index.txt":   "harvest, seedbank, almanac\n",
	}
	frozen5Write(t, dir, files)
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 6, map[string]int{
		"crates/walnut.bin":  300 << 10,
		"crates/apricot.bin": 40 << 10,
		"crates/plum.bin":    9 << 10,
		"hoard/harvest.dat":  2 << 20,
		"hoard/seedbank.dat": 3 << 19,
		"hoard/almanac.bin":  200 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"guestlist.txt": 0o666, "memo-secret.txt": 0o600, "contract.txt": 0o644,
		"private.key": 0o644, "install.sh": 0o644, "setup.sh": 0o644, "studio/scripts/render.sh": 0o644, "workbench/bench.md": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "starter-kit.tar.gz"), "starter-kit/", now,
		map[string]string{"starter-kit/kit.cfg": "level=1\n", "starter-kit/readme.kit": "read me\n"})
	writeTarGz(t, filepath.Join(dir, "sprites.tgz"), "sprites/", now,
		map[string]string{"sprites/walk.png": "walk\n", "sprites/jump.png": "jump\n"})
	frozen5PlainTar(t, filepath.Join(dir, "manuals.tar"), "manuals/", now,
		map[string]string{"manuals/oven.txt": "oven\n", "manuals/drill.txt": "drill\n"})
	writeZip(t, filepath.Join(dir, "coupons.zip"), "coupon-spring.txt", "coupon-autumn.txt")
	writeZip(t, filepath.Join(dir, "old photos.zip"), "pier.jpg", "dunes.jpg")
	gzipFile(t, filepath.Join(dir, "nightly.sql.gz"), "CREATE TABLE visits (id int);\n")
	if err := frozen6Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen6Stamp dates the fifth set's files (frozen5Stamp) and the sixth
// set's whose age a request asks about, counting back from now, as
// frozen5Stamp does. The ages keep clear of every bound a request names
// (an hour, today, a day, three days, a week, thirty days) and of the
// bounds a right command may round them to (find -mtime counts whole
// days): "today" holds the files of ten minutes ago (or of just after
// midnight) and none of the files a day and a half old or older.
func frozen6Stamp(dir string, now time.Time) error {
	if err := frozen5Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"timeline/kestrel.txt":  fresh,
		"timeline/quail.log":    fresh,
		"timeline/lark.txt":     now.Add(-3 * hour),
		"timeline/magpie.txt":   now.Add(-36 * hour),
		"timeline/nightjar.txt": now.Add(-5 * day),
		"timeline/tern.log":     now.Add(-5 * day),
		"timeline/oriole.txt":   now.Add(-12 * day),
		"timeline/plover.txt":   now.Add(-45 * day),
		"dispatch/pike.txt":     fresh,
		"dispatch/carp.txt":     now.Add(-2 * day),
		"dispatch/trout.txt":    now.Add(-9 * day),
		"dispatch/eel.txt":      now.Add(-60 * day),
		"checklist.txt":         now.Add(-20 * day),
		"plugins/ui/keys.lua":   now.Add(-20 * day),
	})
}

// TestFrozen6Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestFrozen6Refs(t *testing.T) { frozen6Set.refs(t) }

// TestFrozen6RefsCanFail shows the checks reject wrong commands: each of
// frozen6Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen6RefsCanFail(t *testing.T) { frozen6Set.refsCanFail(t) }

// TestFrozen6Variants runs other right commands (frozen6Variants): a check
// must accept every right answer, not only the reference.
func TestFrozen6Variants(t *testing.T) { frozen6Set.variantsPass(t) }

// TestFrozen6Set runs the sixth frozen set like the fifth (heldOut5's
// score): one summary line, each answer only with CARO_FROZEN6_DETAIL=1,
// for whoever audits the set, never for the matcher's developer.
func TestFrozen6Set(t *testing.T) { frozen6Set.score(t) }

// Below: the wrong commands and the other right commands, by request.

// frozen6Wrongs: plausible, confidently wrong commands, by request.
var frozen6Wrongs = map[string]string{
	"make nested folders projects/kiwi/src":                                              "mkdir projects/kiwi/src",
	"I need the folders archive-2025/q1/reports, create any missing parents":             "mkdir -p archive-2025/q1",
	"new folder named 'tax returns'":                                                     "mkdir tax returns",
	"copy postcard.txt into the mailbox folder":                                          "cp postcard.txt mailbox.txt",
	"put a copy of 'travel plans.txt' in mailbox":                                        "cp travel plans.txt mailbox/",
	"I want to copy the whole portfolio folder, with everything in it, to portfolio-old": "cp portfolio portfolio-old",
	"back up the wiki directory to wiki-copy, subfolders and all":                        "mkdir wiki-copy && cp wiki/* wiki-copy/",
	"move everything in mailbox over to paid":                                            "mv mailbox paid/",
	"create an empty file called notes-2025.txt":                                         "touch notes-2025",
	"refresh the timestamp on checklist.txt":                                             "cat checklist.txt",
	"create a symlink called latest-notes pointing to changelog.md":                      "ln changelog.md latest-notes",
	"make kb a symbolic link to the wiki folder":                                         "ln -s kb wiki",
	"add a shortcut named harvest-link that points at hoard/harvest.dat":                 "ln -s harvest.dat harvest-link",
	"please make setup.sh executable so I can run it":                                    "chmod +x install.sh",
	"only I should be able to read and write private.key":                                "chmod 644 private.key",
	"make contract.txt read-only":                                                        "chmod a-x contract.txt",
	"take away write permission for others on guestlist.txt":                             "chmod g-w guestlist.txt",
	"make the .sh files in studio/scripts runnable":                                      "chmod +x studio/scripts",
	"what's in 'travel plans.txt'?":                                                      "cat travel plans.txt",
	"first 5 lines of logbook.txt":                                                       "head logbook.txt",
	"would you mind showing me the last 3 lines of logbook.txt":                          "tail logbook.txt",
	"lines 5 to 10 of logbook.txt":                                                       "head -n 10 logbook.txt",
	"print lines 3 through 6 of sonnet.txt":                                              "sed -n '3p;6p' sonnet.txt",
	"show line 12 of logbook.txt":                                                        "head -n 12 logbook.txt",
	"logbook.txt from line 20 to the end":                                                "tail -n 20 logbook.txt",
	"show logbook.txt without its first 2 lines":                                         "tail -n +2 logbook.txt",
	"the first 2 lines of each file in poems":                                            "head -n 2 poems/ode.txt",
	"how many lines are in sonnet.txt":                                                   "wc -w sonnet.txt",
	"how many bytes is story.txt?":                                                       "wc -w story.txt",
	"how many lines does each file in poems have":                                        "wc -l poems/ode.txt",
	"total number of lines in gateway.log and ingest.log together":                       "wc -l gateway.log",
	"count the .lua files under plugins, subfolders included":                            "ls plugins/*.lua | wc -l",
	"how many lines in gateway.log say denied, upper or lower case":                      "grep -c denied gateway.log",
	"show only the dotfiles in workbench":                                                "ls -a workbench",
	"show the sizes in crates in human readable form":                                    "ls -l crates",
	"please list what's in crates by size, largest first":                                "ls crates",
	"files in crates from smallest to largest":                                           "ls -S crates",
	"which file in dispatch was changed most recently?":                                  "ls -tr dispatch | head -n 1",
	"only the subfolders of studio":                                                      "ls studio",
	"how much space does hoard take up":                                                  "du -sh .",
	"disk usage of each folder inside studio":                                            "du -sh studio",
	"find every file named manifest.xml":                                                 "find . -name '*manifest*'",
	"files in hoard bigger than 1MB":                                                     "find hoard -size +100k",
	"files in timeline modified in the last hour":                                        "find timeline -mmin -240",
	"what changed in timeline today?":                                                    "find timeline -mtime -7",
	"could you find the files in timeline that changed in the past 3 days?":              "find timeline -mtime -1",
	"timeline files modified within the last 7 days":                                     "find timeline -mtime +7",
	".log files in timeline changed in the last week":                                    "find timeline -mtime -7",
	"lua files changed in the past 3 days":                                               "find . -mtime -3",
	"I'd like rainfall.txt sorted numerically, please":                                   "sort rainfall.txt",
	"rainfall.txt from biggest number to smallest":                                       "sort -r rainfall.txt",
	"remove consecutive duplicate lines from tickets.txt":                                "sort -u tickets.txt",
	"count how many times each animal appears in species.txt":                            "uniq -c species.txt",
	"which animal shows up most often in species.txt":                                    "sort species.txt | uniq -c | sort -n | head -n 1",
	"sort runners.txt by the second column as numbers":                                   "sort runners.txt",
	"print the colour column of lanterns.csv":                                            "cut -d, -f3 lanterns.csv",
	"columns 2 and 4 of lanterns.csv":                                                    "cut -d, -f2-4 lanterns.csv",
	"just the shop names from lanterns.csv, no header":                                   "cut -d, -f4 lanterns.csv",
	"print the ports (2nd field, colon separated) from daemons.txt":                      "cut -d: -f1 daemons.txt",
	"add up the numbers in the second column of runners.txt":                             "awk '{print $2}' runners.txt",
	"lines in gateway.log containing warn, ignore case":                                  "grep warn gateway.log",
	"lines of gateway.log that don't say served":                                         "grep served gateway.log",
	"line numbers in gateway.log where denied appears, any case":                         "grep -n denied gateway.log",
	"please search for quota in everything under wiki, including subfolders":             "grep quota wiki/home.md",
	"which files under wiki mention ssh":                                                 "grep -rl ssh wiki/setup",
	"replace GUEST with Rosa in welcome.txt (edit the file)":                             "sed 's/GUEST/Rosa/g' welcome.txt",
	"show welcome.txt with GUEST swapped for Rosa, but leave the file alone":             "sed -i 's/GUEST/Rosa/g' welcome.txt",
	"change every red to crimson in palette.txt":                                         "sed 's/red/crimson/' palette.txt",
	"print lanterns.csv with Riga replaced by Kaunas, don't modify it":                   "sed -i 's/Riga/Kaunas/g' lanterns.csv",
	"tar the poems folder into poems.tar":                                                "tar -czf poems.tar poems",
	"create wiki-backup.tar.gz from the wiki folder":                                     "tar -cf wiki-backup.tar.gz wiki",
	"zip the portfolio folder as portfolio.zip":                                          "zip portfolio.zip portfolio",
	"tar.gz the hoard folder as hoard-lite.tar.gz but leave out the .dat files":          "tar -czf hoard-lite.tar.gz hoard",
	"can you extract starter-kit.tar.gz here please":                                     "tar -tzf starter-kit.tar.gz",
	"extract sprites.tgz into assets":                                                    "tar -xzf sprites.tgz",
	"unzip coupons.zip into a folder named deals":                                        "unzip coupons.zip",
	"what's inside starter-kit.tar.gz":                                                   "tar -xzvf starter-kit.tar.gz",
	"list the contents of coupons.zip without extracting":                                "unzip coupons.zip",
	"what kernel am i running":                                                           "uname -s",
	"which linux distro is this":                                                         "uname -r",
	"my numeric user id":                                                                 "whoami",
	"where is the tar binary":                                                            "which gzip",
	"today's date in ISO format":                                                         "date",
	"seconds since the epoch right now":                                                  "date",
	"how much disk space is left":                                                        "free -h",
	"local ip?":                                                                          "hostname",
	"top 5 processes by cpu":                                                             "ps aux --sort=-%cpu",
	"what's eating my memory? show the 3 biggest processes":                              "ps aux --sort=-%mem",
	"follow ingest.log as it grows":                                                      "tail ingest.log",
	"stream new lines of gateway.log live":                                               "tail -f ingest.log",
}

// frozen6Variants: other right commands, by request.
var frozen6Variants = map[string][]string{
	"make nested folders projects/kiwi/src":                                              {"mkdir --parents projects/kiwi/src"},
	"new folder named 'tax returns'":                                                     {"mkdir tax\\ returns"},
	"copy postcard.txt into the mailbox folder":                                          {"cp postcard.txt mailbox/postcard.txt"},
	"I want to copy the whole portfolio folder, with everything in it, to portfolio-old": {"cp -R portfolio portfolio-old", "cp -r portfolio/ portfolio-old"},
	"back up the wiki directory to wiki-copy, subfolders and all":                        {"mkdir wiki-copy && cp -r wiki/. wiki-copy/"},
	"move everything in mailbox over to paid":                                            {"find mailbox -type f -exec mv {} paid/ \\;"},
	"rename 'travel plans.txt' to travel-plans.txt":                                      {"mv travel\\ plans.txt travel-plans.txt"},
	"create a symlink called latest-notes pointing to changelog.md":                      {"ln -s \"$PWD/changelog.md\" latest-notes"},
	"make kb a symbolic link to the wiki folder":                                         {"ln -s ./wiki kb"},
	"please make setup.sh executable so I can run it":                                    {"chmod 755 setup.sh"},
	"only I should be able to read and write private.key":                                {"chmod go-rw private.key"},
	"make contract.txt read-only":                                                        {"chmod 444 contract.txt", "chmod -w contract.txt"},
	"let everyone read memo-secret.txt":                                                  {"chmod go+r memo-secret.txt"},
	"make the .sh files in studio/scripts runnable":                                      {"find studio/scripts -name '*.sh' -exec chmod +x {} +"},
	"first 5 lines of logbook.txt":                                                       {"awk 'NR<=5' logbook.txt"},
	"lines 5 to 10 of logbook.txt":                                                       {"awk 'NR>=5 && NR<=10' logbook.txt", "head -n 10 logbook.txt | tail -n 6"},
	"print lines 3 through 6 of sonnet.txt":                                              {"tail -n +3 sonnet.txt | head -n 4"},
	"show line 12 of logbook.txt":                                                        {"head -n 12 logbook.txt | tail -n 1"},
	"last line of logbook.txt":                                                           {"sed -n '$p' logbook.txt"},
	"show logbook.txt without its first 2 lines":                                         {"sed 1,2d logbook.txt"},
	"the first 2 lines of each file in poems":                                            {"for f in poems/*; do head -n 2 \"$f\"; done"},
	"how many lines are in sonnet.txt":                                                   {"wc -l < sonnet.txt", "wc sonnet.txt"},
	"hey, can you count the words in story.txt for me":                                   {"wc story.txt"},
	"how many bytes is story.txt?":                                                       {"stat -c %s story.txt", "ls -l story.txt"},
	"how many lines does each file in poems have":                                        {"grep -c '' poems/*", "for f in poems/*; do echo \"$f: $(wc -l < \"$f\")\"; done"},
	"total number of lines in gateway.log and ingest.log together":                       {"wc -l gateway.log ingest.log"},
	"how many lines in gateway.log say denied, upper or lower case":                      {"grep -i denied gateway.log | wc -l"},
	"how many different animals are listed in species.txt":                               {"awk '!s[$0]++' species.txt | wc -l"},
	"show only the dotfiles in workbench":                                                {"ls -a workbench | grep '^\\.'", "find workbench -maxdepth 1 -name '.*' -type f"},
	"show the sizes in crates in human readable form":                                    {"du -ah crates"},
	"please list what's in crates by size, largest first":                                {"du -a crates | sort -rn"},
	"files in crates from smallest to largest":                                           {"du -a crates/* | sort -n"},
	"which file in dispatch was changed most recently?":                                  {"ls -lt dispatch | head -n 2"},
	"only the subfolders of studio":                                                      {"find studio -mindepth 1 -maxdepth 1 -type d", "ls -l studio | grep '^d'"},
	"how much space does hoard take up":                                                  {"du -sk hoard", "du -h hoard"},
	"disk usage of each folder inside studio":                                            {"du -sh studio/*/"},
	"biggest file in hoard":                                                              {"du -a hoard | sort -rn | head -n 2"},
	"the 2 largest files in hoard":                                                       {"find hoard -type f -exec du -k {} + | sort -rn | head -n 2"},
	"sizes of the files in hoard, biggest first":                                         {"du -ah hoard | sort -rh"},
	"files in hoard bigger than 1MB":                                                     {"find hoard -size +1000k"},
	"what changed in timeline today?":                                                    {"find timeline -type f -mtime 0", "find timeline -type f -newermt \"$(date +%Y-%m-%d)\""},
	"could you find the files in timeline that changed in the past 3 days?":              {"find timeline -type f -newermt '3 days ago'"},
	"files in timeline that haven't been touched in over 30 days":                        {"find timeline -type f -mtime +29"},
	"timeline files older than a week":                                                   {"find timeline -type f -mtime +6"},
	"txt files in timeline modified in the last 24 hours":                                {"find timeline -name '*.txt' -mmin -1440"},
	"rainfall.txt from biggest number to smallest":                                       {"sort -n rainfall.txt | tac"},
	"count how many times each animal appears in species.txt":                            {"sort species.txt | uniq -c | sort -rn", "awk '{c[$1]++} END {for (k in c) print k, c[k]}' species.txt"},
	"which animal shows up most often in species.txt":                                    {"sort species.txt | uniq -c | sort -rn"},
	"sort lanterns.csv by price, highest first":                                          {"sort -t',' -k3 -g -r lanterns.csv"},
	"columns 2 and 4 of lanterns.csv":                                                    {"awk -F, '{print $2, $4}' lanterns.csv"},
	"just the shop names from lanterns.csv, no header":                                   {"awk -F, 'NR>1 {print $4}' lanterns.csv"},
	"show the third field of shifts.tsv":                                                 {"awk '{print $3}' shifts.tsv"},
	"last field of each line in daemons.txt":                                             {"cut -d: -f3 daemons.txt"},
	"names and cities from runners.txt (columns 1 and 3)":                                {"awk -v OFS=, '{print $1,$3}' runners.txt"},
	"line numbers in gateway.log where denied appears, any case":                         {"awk 'tolower($0) ~ /denied/ {print NR\": \"$0}' gateway.log", "cat -n gateway.log | grep -i denied"},
	"please search for quota in everything under wiki, including subfolders":             {"grep -rl quota wiki", "grep -rh quota wiki"},
	"which files under wiki mention ssh":                                                 {"grep -r ssh wiki"},
	"find hack anywhere in the wiki folder, regardless of case":                          {"grep -ril hack wiki"},
	"replace GUEST with Rosa in welcome.txt (edit the file)":                             {"sed -i.bak 's/GUEST/Rosa/g' welcome.txt"},
	"change every red to crimson in palette.txt":                                         {"sed 's/red/crimson/g' palette.txt"},
	"fix every 'teh' to 'the' in typos.txt":                                              {"sed 's/teh/the/g' typos.txt"},
	"create wiki-backup.tar.gz from the wiki folder":                                     {"tar -cf - wiki | gzip > wiki-backup.tar.gz"},
	"zip 'travel plans.txt' and wishlist.txt together into trip.zip":                     {"zip -q trip.zip travel\\ plans.txt wishlist.txt"},
	"decompress nightly.sql.gz":                                                          {"zcat nightly.sql.gz > nightly.sql"},
	"can you extract starter-kit.tar.gz here please":                                     {"tar -xf starter-kit.tar.gz"},
	"unzip coupons.zip into a folder named deals":                                        {"unzip -d deals coupons.zip"},
	"decompress starter-kit.tar.gz into a new folder called kit":                         {"mkdir -p kit && tar -xzf starter-kit.tar.gz -C kit --strip-components=1"},
	"list the contents of coupons.zip without extracting":                                {"zipinfo coupons.zip"},
	"os name and version":                                                                {"cat /etc/os-release"},
	"what groups do I belong to":                                                         {"id"},
	"how long has this computer been on":                                                 {"cat /proc/uptime"},
	"print the PATH variable":                                                            {"echo $PATH | tr : '\\n'"},
	"today's date in ISO format":                                                         {"date --iso-8601=seconds"},
	"free ram?":                                                                          {"cat /proc/meminfo"},
	"free space on the drive this folder is on":                                          {"stat -f ."},
	"local ip?":              {"ip addr"},
	"top 5 processes by cpu": {"ps aux | sort -nrk 3 | head -n 5"},
	"what's eating my memory? show the 3 biggest processes": {"ps aux --sort=-rss | head -n 4"},
	"how many cpu cores do i have":                          {"grep -c ^processor /proc/cpuinfo"},
	"all processes running right now":                       {"ps -e"},
	"follow ingest.log as it grows":                         {"tail -n 0 -f ingest.log"},
}
