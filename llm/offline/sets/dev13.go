package sets

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The thirteenth development set (testdata/dev13.json) was written for
// issue 15's everyday basics by someone who did not read the catalogue,
// the matcher, the backend's other test files or the requests of the other
// sets, in a tree of its own (dev13Template: the eleventh set's tree with
// new files under new names, so that every older file is a distractor).
// Its requests are in the voices of six kinds of user: a support ticket
// or bug report ("User reports …; Request: …"), a scientist who speaks of
// datasets, records and fields, a casual young user who types slang, someone
// who asks about the command itself ("what's the command to …"), a
// British English speaker, and a project manager who writes terse to-do
// notes. It is a development set: TestDev13Set prints each answer with
// CARO_DEV13_DETAIL=1. Its cases have the fifth set's fields, and its
// tests are the fifth set's (heldOut5), run on its own cases and tree.
var dev13Set = laterSet(heldOut5{name: "offline dev set 13", detail: "CARO_DEV13_DETAIL", wrongs: dev13Wrongs, variants: dev13Variants, minCases: 200, minBeyond: 20, minChecks: 150,
	minRight: dev13MinRight, maxWrong: dev13MaxWrong},
	"dev13.json", dev13Built, dev13Stamp)

// The ratchet of TestDev13Set, measured by its writer on d82dcf4 (the
// matcher of 9d4a89c, which never saw the set): 62 right (30.0 %), 2
// confidently wrong (1.0 %), 143 abstained of 207, right on 33.3 % of the
// 186 in scope. Once merged (with 1a0dd50, 8d44286 and 5793d4a, written
// before it was read): 62 right, 1 wrong. It is a development set: its
// answers may be read and tuned on. Raise it when the score rises; never
// lower it. Raised to 97 right, 0 wrong by notes, tickets and chat read
// as the request inside them (notes.go: "TODO: …", "User reports x.
// Request: …", "what's the command to …", "yo lemme …") and no listing
// for a bare "show it"; to 99 by ways of saying a word or a number
// ("have a butcher's at", "half a dozen", "which command prints …",
// observations as lines); 100 with the three helpers' branches of dev
// set 12 merged (fx2-sys, fx2-text, fx2-files); 111 by fx3-text's
// follows ("keep an eye on", "no backlog", "the last 20 first"), the
// order said twice ("backwards, last line first"), a written date format
// after "ISO", and system words ("the distro name", "dumped", "report");
// 118 by sorts written back ("back into the same file", "saving over the
// original"), records and "alpha order", a line with "nothing either
// side", a header said to be kept, and "how long x is, number of lines";
// 120 by delimiters named "pipe delim" and "the file is tab-delimited";
// 122 by "every occurrence of x replaced by y" and the British tag "mind";
// 123 by lines deleted "…, like actually change the file". fx3-files
// raised it alone to 118 (British and ticket wordings of files and
// listings: "x wants renaming", "pop a copy of x into y", "permission
// taken away", "the most recently modified first", "where x lives", "all
// told", "gzip it (replacing the original is fine)", -iname "regardless
// of whether it is upper or lower case", "containing a + b", "x ->
// x.tar", "then leave x as is"); both merged: 141 right, 0 wrong.
// hunt-files raised it to 142 ("with their modification dates": what
// ls -l shows). Raised to 143 by fix-files ("empty file x at top
// level"). Raised to 146 by fix-files' permissions ("x holds
// credentials; restrict it so only the owner …", "right now only I can",
// "nobody but me can get into it"). Raised to 152 by fix-files' searches
// and tickets ("older than a week but not older than a month", "in the x
// and y folders", "find it and delete it", "Steps: … Expected: …", a
// folder named with a dash said as two words). Raised to 161 by
// fix-files' archives and listings ("extract only x from y.zip", "so the
// CSV is available as a regular file", "a gzipped file, x,", "which
// command lists x", "the one-liner that creates … and moves …",
// "including whatever's inside its y subfolder", "have a look through",
// "a recursive listing, one entry per line", "listed"). Raised to 167 by
// fix-files' views ("observations 50 through 55", "There is one per
// line.", "not counting the header row", a ticket's order whole but for
// its file, "Just the top line of each"). Raised to 168 by fix-files'
// "three empty placeholder files for the upcoming samples: a, b and c".
// Raised to 169 by fix-files' "Collect the .yaml files from anywhere
// under x into y (copies, not moves)".
// Raised to 186 by fix-text (a ticket's want with its steps, a chat
// "n", "the word x on its own", rows by a value, "where the zone is
// lower", a column said again by its place, "Tidy up x:").
const (
	dev13MinRight = 186
	dev13MaxWrong = 0
)

// dev13Built holds dev13Template's tree, built once per test binary
// (builtTree).
var dev13Built = &builtTree{name: "dev13", build: dev13Template}

// dev13Telescope is an observing log whose word "alert" comes in several
// cases, alone and inside longer words (alerting, realert).
const dev13Telescope = "21:00 dome opened\n21:04 ALERT humidity rising\n21:09 tracking Vega\n21:13 alert: guide star lost\n" +
	"21:18 tracking Deneb\n21:22 Alert cleared by operator\n21:27 exposure 300s saved\n21:31 alerting service restarted\n" +
	"21:36 tracking Altair\n21:40 ALERT wind gust 41kmh\n21:45 exposure 300s saved\n21:49 realert suppressed\n" +
	"21:54 dome closing\n21:58 dome closed\n"

// dev13Template builds the thirteenth set's tree once: a copy of the
// eleventh set's built tree (dev11Built, shared with the eleventh set's
// tests) with the thirteenth set's files.
func dev13Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev13")
	frozen5Copy(t, dev11Built.tree(t), dir, true)
	seismo := frozen5Lines("tremor", 120, func(i int) string {
		if i%17 == 0 {
			return " SPIKE"
		}
		return " calm"
	})
	files := map[string]string{
		"telescope.log":      dev13Telescope,
		"seismo.log":         seismo,
		"field-journal.txt":  frozen5Lines("entry", 75, nil),
		"buoy-feed.log":      frozen5Lines("buoy", 50, nil),
		"hives.csv":          "hive,site,frames,honey_kg\nH07,orchard,10,18.5\nH02,meadow,8,22.0\nH11,orchard,12,9.75\nH04,ridge,8,31.2\nH09,meadow,10,14.0\nH01,ridge,6,27.8\n",
		"tidepool.tsv":       "sample\tzone\tsalinity\tcount\nTP-01\tupper\t33.1\t14\nTP-02\tlower\t35.4\t3\nTP-03\tmiddle\t34.0\t27\nTP-04\tupper\t32.8\t8\nTP-05\tlower\t35.9\t41\n",
		"regatta.txt":        "kestrel 4 38:12\nosprey 12 41:05\npetrel 6 36:47\ngannet 3 39:30\nshearwater 9 44:18\n",
		"expenses-march.psv": "date|payee|amount\n2026-03-01|grocer|42.10\n2026-03-03|ferry|18.00\n2026-03-07|grocer|63.45\n2026-03-09|library|2.50\n2026-03-12|ferry|18.00\n",
		"beekeepers.txt":     "marguerite\ntomasz\naiyana\ntomasz\nmarguerite\nbjorn\ntomasz\n",
		"sightings.txt":      "puffin\ngannet\npuffin\nrazorbill\npuffin\ngannet\nfulmar\n",
		"moth-species.txt":   "emerald\nemerald\nermine\nhawk\nhawk\nhawk\ntiger\n",
		"pressures.txt":      "1013\n998\n1021\n87\n1009\n1002\n",
		"cyclists.txt":       "wiebke\nbram\nanouk\ndiego\nchidera\neamon\n",
		"manuscript.txt":     "It was a cold grey morning on the pier.\nThe gulls argued over a crust of bread.\nNobody noticed the boat slip its mooring.\n",
		"rehearsal-notes.txt": "Act one: the storm\nAct two: the shipwreck\nInterval with tea\nAct three: the island\n" +
			"Act four: the wedding\n",
		"glaze-recipes.txt": "cobalt blue: 2% cobalt carbonate\nceladon: iron oxide\ntenmoku: 10% iron oxide\ncobalt wash over white\n",
		"palette-notes.txt": "colour wheel basics\nwarm colours and cool colours\nno colour at all\n",
		"mooring.conf":      "berth=14\nharbour=Kinsale\ntide_offset=+2\npilot=false\n",
		"lighthouse.log":    "lamp lit\nbeam rotating\nfog horn tested\n",
		"buoy-archive.log":  "archived buoy data\nwave height 1.2m\n",
		"tide-notes.txt":    "tide turns at noon\nthe tides were strong\ntidepool survey at dusk\nhigh tide expected\nriptide warning\n",
		"night-shift.sh":    "#!/bin/sh\necho night shift\n",
		"calibrate.sh":      "#!/bin/sh\necho calibrating\n",
		"api-token.txt":     "token=abc123\n",
		"hive-map.html":     "<h1>hive map</h1>\n",
		"census-2026.csv":   "district,households\nnorth,412\nsouth,388\n",
		"draft-poster.txt":  "Summer Regatta poster draft\n",
		"stage-plan.txt":    "stage left: piano\nstage right: ladder\n",
		"tmp-scan-a.tmp":    "scan a\n",
		"tmp-scan-b.tmp":    "scan b\n",
		".tidewatch":        "interval=15\n",

		"observatory-keys/dome.key": "dome key\n",
		"telemetry/readme.txt":      "telemetry dumps\n",

		"logbook-entries/watch-a.txt": "watch a\n",
		"logbook-entries/watch-b.txt": "watch b\n",
		"logbook-entries/watch-c.txt": "watch c\n",
		"logbook-entries/watch-d.txt": "watch d\n",
		"logbook-entries/watch-e.txt": "watch e\n",
		"logbook-entries/watch-f.txt": "watch f\n",
		"logbook-entries/watch-g.txt": "watch g\n",

		"specimens/empty-jar.txt":  "",
		"specimens/blank.csv":      "",
		"specimens/filled.txt":     "sea glass\n",
		"specimens/labels/tag.txt": "jar 4\n",

		"expedition/README.txt":              "expedition notes\n",
		"expedition/gear.yaml":               "tents: 2\n",
		"expedition/.expedition-rc":          "units=metric\n",
		"expedition/day1/notes.md":           "# day one\n",
		"expedition/day1/route.gpx":          "<gpx/>\n",
		"expedition/day2/notes.md":           "# day two\n",
		"expedition/day2/sample-notes.bak":   "old sample notes\n",
		"expedition/day2/photos/reef.jpg":    "reef\n",
		"expedition/day2/photos/kelp.jpg":    "kelp\n",
		"expedition/day3/notes.md":           "# day three\n",
		"expedition/day3/samples.yaml":       "jars: 9\n",
		"expedition/day3/photos/anemone.JPG": "anemone\n",

		"stage/act1.txt":       "CUE 1 lights up\nenter chorus\nCUE 2 spot on lead\n",
		"stage/act2.txt":       "cue 14 thunder\nexit all\n",
		"stage/props.txt":      "sword\nlantern\nrope\n",
		"stage/crew/board.txt": "CUE 22 blackout\nstrike set\n",

		"apiary/hive-a.txt":                          "hive a\n",
		"apiary/hive-b.txt":                          "hive b\n",
		"apiary/.smoker-settings":                    "fuel=pine\n",
		"apiary/records/hive-c.txt":                  "hive c\n",
		"apiary/records/2026/queen-register.txt":     "queen marked blue\n",
		"apiary/records/2025/queen-register-old.txt": "queen marked green\n",

		"costumes/cape.txt":      "velvet cape\n",
		"costumes/gown.txt":      "ball gown\n",
		"costumes/masks/fox.txt": "fox mask\n",
		"costumes/masks/owl.txt": "owl mask\n",

		"star-atlas/orion.txt":        "orion\n",
		"star-atlas/lyra.txt":         "lyra\n",
		"star-atlas/.atlasrc":         "epoch=J2000\n",
		"star-atlas/deep-sky/m31.txt": "andromeda\n",

		"pottery/bowl.txt":       "bowl\n",
		"pottery/jug.txt":        "jug\n",
		"pottery/glazes/tin.txt": "tin glaze\n",

		"kiln-room/.keep":    "",
		"archive-room/.keep": "",
		"race-results/.keep": "",

		"old-props/sword.txt":  "wooden sword\n",
		"old-props/shield.txt": "cardboard shield\n",
		"old-renders/f1.png":   "f1\n",
		"old-renders/f2.png":   "f2\n",

		"scripts-bin/rotate.sh":            "#!/bin/sh\necho rotate\n",
		"scripts-bin/purge.sh":             "#!/bin/sh\necho purge\n",
		"scripts-bin/notes.txt":            "script notes\n",
		"scripts-bin/legacy/old-backup.sh": "#!/bin/sh\necho old backup\n",

		"field-kit/compass.txt":          "compass\n",
		"field-kit/torch.txt":            "torch\n",
		"field-kit/rope.txt":             "rope\n",
		"field-kit/.checklist":           "pack the compass\n",
		"field-kit/spares/batteries.txt": "AA x4\n",

		"bird-photos/puffin1.jpg": "puffin one\n",
		"bird-photos/puffin2.jpg": "puffin two\n",
		"bird-photos/gannet.jpg":  "gannet\n",
		"bird-photos/tern.jpg":    "tern\n",
		"bird-photos/shag.png":    "shag\n",
		"bird-photos/skua.png":    "skua\n",
		"bird-photos/notes.txt":   "bird notes\n",

		"dawn-chorus/blackbird.ogg": "blackbird\n",
		"dawn-chorus/robin.ogg":     "robin\n",
		"dawn-chorus/notes.txt":     "recorded at 5am\n",
	}
	frozen5Write(t, dir, files)
	for _, d := range []string{"unused-bin", "field-kit/unused-pouch"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 13, map[string]int{
		"telemetry/raw-burst.dat": 4 << 20,
		"telemetry/frame.dat":     900 << 10,
		"telemetry/ping.dat":      50 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"night-shift.sh": 0o644, "calibrate.sh": 0o644, "api-token.txt": 0o644,
		"hive-map.html": 0o600, "census-2026.csv": 0o666, "observatory-keys": 0o755, "scripts-bin/rotate.sh": 0o755,
		"scripts-bin/purge.sh": 0o700, "scripts-bin/notes.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "hive-photos.tar.gz"), "hive-photos/", now,
		map[string]string{"hive-photos/queen.txt": "queen photo\n", "hive-photos/brood.txt": "brood photo\n"})
	writeTarGz(t, filepath.Join(dir, "glazes.tgz"), "glazes/", now,
		map[string]string{"glazes/celadon.txt": "celadon\n", "glazes/tenmoku.txt": "tenmoku\n"})
	frozen5PlainTar(t, filepath.Join(dir, "starcharts.tar"), "starcharts/", now,
		map[string]string{"starcharts/orion-chart.txt": "orion chart\n", "starcharts/lyra-chart.txt": "lyra chart\n"})
	writeZip(t, filepath.Join(dir, "regatta-2025.zip"), "results.txt", "course.txt")
	writeZip(t, filepath.Join(dir, "field-sounds.zip"), "curlew.ogg", "wren.ogg")
	gzipFile(t, filepath.Join(dir, "census-old.csv.gz"), "district,households\nnorth,390\nsouth,371\n")
	if err := dev13Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// dev13Stamp dates the eleventh set's files (dev11Stamp) and the
// thirteenth set's whose age a request asks about, counting back from
// now, as dev11Stamp does, keeping clear of the bounds a request names
// (today, three days, a week, a fortnight, a month) and of those a right
// command may round them to.
func dev13Stamp(dir string, now time.Time) error {
	if err := dev11Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	hour, day := time.Hour, 24*time.Hour
	return dateFiles(dir, map[string]time.Time{
		"logbook-entries/watch-c.txt": fresh,
		"logbook-entries/watch-f.txt": now.Add(-30 * hour),
		"logbook-entries/watch-a.txt": now.Add(-4 * day),
		"logbook-entries/watch-g.txt": now.Add(-10 * day),
		"logbook-entries/watch-b.txt": now.Add(-20 * day),
		"logbook-entries/watch-e.txt": now.Add(-45 * day),
		"logbook-entries/watch-d.txt": now.Add(-90 * day),
		"stage-plan.txt":              now.Add(-20 * day),
	})
}

// TestDev13Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks (heldOut5's refs).
func TestDev13Refs(t *testing.T) { dev13Set.refs(t) }

// TestDev13RefsCanFail shows the checks reject wrong commands: each of
// dev13Wrongs is a plausible, confidently wrong answer to its request.
func TestDev13RefsCanFail(t *testing.T) { dev13Set.refsCanFail(t) }

// TestDev13Variants runs other right commands (dev13Variants): a check
// must accept every right answer, not only the reference.
func TestDev13Variants(t *testing.T) { dev13Set.variantsPass(t) }

// TestDev13Set runs the thirteenth set like the eleventh (heldOut5's
// score): one summary line, and each answer with CARO_DEV13_DETAIL=1 (a
// development set: its answers may be read).
func TestDev13Set(t *testing.T) { dev13Set.score(t) }

// Below: the wrong commands and the other right commands, by request.

// dev13Wrongs: plausible, confidently wrong commands, by request.
var dev13Wrongs = map[string]string{
	`User reports they need a nested folder expedition-2027/day-01/photos created in one go; please create it, parent folders included.`:           `mkdir expedition-2027/day-01/photos`,
	`yo make me three folders rn: kiln-logs, kiln-photos and kiln-invoices`:                                                                        `mkdir kiln-logs kiln-photos`,
	`TODO: backup copy of hives.csv named hives-backup.csv, keep the original`:                                                                     `mv hives.csv hives-backup.csv`,
	`Could you pop a copy of beekeepers.txt into the archive-room folder, please? Leave the original where it is.`:                                 `mv beekeepers.txt archive-room/`,
	`what's the command to duplicate the whole costumes folder, subfolders and all, as costumes-spare?`:                                            `cp costumes costumes-spare`,
	`Copy the star-atlas directory, including its deep-sky subdirectory, into archive-room.`:                                                       `cp -r star-atlas/* archive-room/`,
	`User reports regatta.txt is cluttering the top folder. Request: move it into race-results.`:                                                   `cp regatta.txt race-results/`,
	`lemme rename draft-poster.txt to poster-final.txt`:                                                                                            `cp draft-poster.txt poster-final.txt`,
	`The old-props folder wants renaming to props-2025, if you'd be so kind.`:                                                                      `cp -r old-props props-2025`,
	`- need: empty file cue-sheet.txt at top level`:                                                                                                `touch cue-sheet.md`,
	`is there a way to bump the modified time of stage-plan.txt to now without changing what's inside?`:                                            `touch -a stage-plan.txt`,
	`Create three empty placeholder files for the upcoming samples: sample-07.dat, sample-08.dat and sample-09.dat.`:                               `touch sample-07.dat`,
	`User needs a shortcut: latest-census.csv should be a symbolic link pointing at census-2026.csv. Please set it up.`:                            `cp census-2026.csv latest-census.csv`,
	`Give me a symlink in archive-room called atlas-link that points to the star-atlas folder, cheers.`:                                            `ln -s star-atlas archive-room/atlas-link`,
	`gotta make night-shift.sh runnable, it keeps saying permission denied lol`:                                                                    `chmod +r night-shift.sh`,
	`action item: calibrate.sh perms to 755`:                                                                                                       `chmod u+x calibrate.sh`,
	`The api-token.txt file holds credentials; restrict it so only the owner can read and write it, with no access for group or others.`:           `chmod 640 api-token.txt`,
	`how would one let everybody read hive-map.html? right now only I can.`:                                                                        `chmod u+r hive-map.html`,
	`Lock down the observatory-keys folder so nobody but me can get into it.`:                                                                      `chmod 600 observatory-keys`,
	`Steps: open the project folder, delete tmp-scan-a.tmp. Expected: tmp-scan-b.tmp is still there afterwards.`:                                   `rm tmp-scan-*.tmp`,
	`nuke the old-renders folder, everything in it too`:                                                                                            `rmdir old-renders`,
	`FYI unused-bin is empty, remove it`:                                                                                                           `rm unused-bin`,
	`what's the one-liner to move every .png out of bird-photos into archive-room?`:                                                                `mv bird-photos/* archive-room/`,
	`Collect the .yaml files from anywhere under expedition into archive-room (copies, not moves).`:                                                `cp expedition/*.yaml archive-room/`,
	`Rename tidepool.tsv to tidepool-2026.tsv whilst keeping its contents as they are.`:                                                            `cp tidepool.tsv tidepool-2026.tsv`,
	`asap: new dir structure reports-q3/drafts and reports-q3/final`:                                                                               `mkdir -p reports-q3/drafts`,
	`copy lighthouse.log into archive-room but call it lighthouse-old.log ngl`:                                                                     `cp lighthouse.log archive-room/`,
	`Ticket: the user wants write permission taken away from group and others on census-2026.csv. Please fix.`:                                     `chmod u-w census-2026.csv`,
	`Remove the blank.csv record file from specimens; the other specimen files stay.`:                                                              `find specimens -empty -delete`,
	`can you give me the one-liner that creates a folder kiln-room/firings and moves glaze-recipes.txt into it?`:                                   `mv glaze-recipes.txt kiln-room/firings`,
	`Have a butcher's at mooring.conf for me — the whole thing.`:                                                                                   `head -n 2 mooring.conf`,
	`gimme the first dozen lines of field-journal.txt`:                                                                                             `head field-journal.txt`,
	`Display the final eight records of field-journal.txt.`:                                                                                        `tail field-journal.txt`,
	`pls show field-journal.txt lines 30-40 only`:                                                                                                  `head -n 40 field-journal.txt | tail -n 10`,
	`which command prints field-journal.txt from line sixty all the way to the end?`:                                                               `tail -n 60 field-journal.txt`,
	`User reports seismo.log is too long to read. Request: show only the last hundred lines.`:                                                      `head -n 100 seismo.log`,
	`Just line 42 of field-journal.txt, please — nothing either side.`:                                                                             `head -n 42 field-journal.txt`,
	`lowkey need the last half a dozen lines of buoy-feed.log`:                                                                                     `tail -n 5 buoy-feed.log`,
	`How many observations does seismo.log contain? There is one per line.`:                                                                        `wc -w seismo.log`,
	`need: word count for manuscript.txt`:                                                                                                          `wc -l manuscript.txt`,
	`is there a way to see how many bytes manuscript.txt takes up?`:                                                                                `wc -w manuscript.txt`,
	`User wants to read rehearsal-notes.txt with line numbers. Please print it numbered.`:                                                          `cat rehearsal-notes.txt`,
	`Show me the top of telescope.log — the first ten lines will do.`:                                                                              `head -n 5 telescope.log`,
	`Print the contents of tidepool.tsv, header included.`:                                                                                         `tail -n +2 tidepool.tsv`,
	`yo what's in lighthouse.log rn`:                                                                                                               `head -n 1 lighthouse.log`,
	`TODO: check last three lines of relay.log`:                                                                                                    `tail relay.log`,
	`User asks how long glaze-recipes.txt is. Request: number of lines, please.`:                                                                   `wc -c glaze-recipes.txt`,
	`Show observations 50 through 55 of seismo.log.`:                                                                                               `head -n 55 seismo.log | tail -n 5`,
	`I'd like the last couple of lines from tide-notes.txt, full stop.`:                                                                            `tail -n 1 tide-notes.txt`,
	`lemme see cyclists.txt but backwards, last line first`:                                                                                        `sort -r cyclists.txt`,
	`- need: first 5 lines of hives.csv incl header`:                                                                                               `tail -n 5 hives.csv`,
	`how would one view a gzipped file, census-old.csv.gz, without unpacking it on disk?`:                                                          `gunzip census-old.csv.gz`,
	`How many records does hives.csv have, not counting the header row?`:                                                                           `wc -l hives.csv`,
	`User reports the end of telescope.log gets cut off in their viewer. Request: print everything from line 10 onwards.`:                          `tail -n 10 telescope.log`,
	`Could you print the first line of every .txt file in the stage folder? Just the top line of each.`:                                            `head stage/*.txt`,
	`ngl i just wanna see how many words AND lines are in manuscript.txt`:                                                                          `wc -l manuscript.txt`,
	`pls confirm size of hives.csv in bytes`:                                                                                                       `wc -l hives.csv`,
	`What's in the field-kit folder? Just the names will do.`:                                                                                      `ls`,
	`show me everything in apiary even the hidden stuff`:                                                                                           `ls apiary`,
	`List the files in telemetry ordered by size, largest first.`:                                                                                  `ls telemetry`,
	`User reports they can't tell which logbook entry is newest. Request: list logbook-entries with the most recently modified first.`:             `ls -tr logbook-entries`,
	`which command lists logbook-entries oldest first?`:                                                                                            `ls -t logbook-entries`,
	`need long listing of scripts-bin (perms, owner, size)`:                                                                                        `ls scripts-bin`,
	`Have a look through the whole expedition folder, subfolders and all, and list every file.`:                                                    `ls expedition`,
	`yo list telemetry w/ sizes i can actually read, like MB not bytes`:                                                                            `ls -l telemetry`,
	`How many files are in the bird-photos directory?`:                                                                                             `ls -l bird-photos | wc -l`,
	`TODO: list only the .jpg files in bird-photos`:                                                                                                `ls bird-photos`,
	`is there a way to list just the directories inside expedition, not the files?`:                                                                `ls expedition`,
	`User can't see dotfiles in field-kit. Steps: list field-kit. Expected: .checklist shows up too.`:                                              `ls -l field-kit`,
	`Could you list the star-atlas folder in long format, hidden files as well?`:                                                                   `ls -l star-atlas`,
	`whats the biggest thing in telemetry`:                                                                                                         `ls -S telemetry`,
	`List the contents of logbook-entries with their modification dates.`:                                                                          `ls logbook-entries`,
	`what's the command to show a recursive listing of costumes, one entry per line with full paths?`:                                              `ls costumes`,
	`- need: count of subfolders in expedition (top level only)`:                                                                                   `find expedition -type d | wc -l`,
	`List pottery for me, including whatever's inside its glazes subfolder.`:                                                                       `ls pottery`,
	`Locate every file named notes.md beneath the expedition directory.`:                                                                           `find . -name notes.md`,
	`where tf is queen-register.txt, find it for me`:                                                                                               `find . -name 'queen-register*'`,
	`User needs all .yaml files under expedition listed. Request: search recursively.`:                                                             `ls expedition/*.yaml`,
	`how would one find jpg photos under expedition regardless of whether the extension is upper or lower case?`:                                   `find expedition -name '*.jpg'`,
	`Find any files in telemetry over a megabyte, would you?`:                                                                                      `find telemetry -size +100k`,
	`Which files in telemetry are smaller than 100 kilobytes?`:                                                                                     `find telemetry -type f -size +100k`,
	`pls find files in logbook-entries changed in the last 3 days`:                                                                                 `find logbook-entries -type f -mtime +3`,
	`anything in logbook-entries i touched today?`:                                                                                                 `find logbook-entries -type f -mtime -2`,
	`User asks which logbook entries are older than a month. Expected: only those, not the recent ones.`:                                           `find logbook-entries -type f -mtime -30`,
	`Which entries in logbook-entries have changed in the past fortnight?`:                                                                         `find logbook-entries -type f -mtime -7`,
	`Find the empty files in the specimens directory.`:                                                                                             `find specimens -type f`,
	`can you give me the one-liner that finds folders called photos under expedition?`:                                                             `find expedition -path '*photos*'`,
	`action item: find every .sh in scripts-bin and its subdirs`:                                                                                   `ls scripts-bin/*.sh`,
	`find me stuff in logbook-entries thats older than a week but not older than a month lol`:                                                      `find logbook-entries -type f -mtime +7`,
	`User reports the disk filling up. Request: find files larger than 3 MB in the telemetry and downloads folders.`:                               `find telemetry -type f -size +3M`,
	`Find me everything under apiary whose name starts with hive.`:                                                                                 `ls apiary/hive*`,
	`which command tells me where the file route.gpx lives in this project?`:                                                                       `ls route.gpx`,
	`- need: empty dirs under field-kit, list them`:                                                                                                `find field-kit -type d`,
	`yo find every .ogg file anywhere in this whole thing`:                                                                                         `find dawn-chorus -name '*.ogg'`,
	`User reports a stray file called sample-notes.bak somewhere in the tree. Request: find it and delete it.`:                                     `rm -f sample-notes.bak`,
	`How many .md files are there under expedition, all told?`:                                                                                     `ls expedition/*.md | wc -l`,
	`Search telescope.log for 'alert' regardless of case.`:                                                                                         `grep alert telescope.log`,
	`grep telescope.log for alert but only the actual word alert, any caps, not alerting or whatever`:                                              `grep -i alert telescope.log`,
	`need: count of 'tracking' lines in telescope.log`:                                                                                             `grep tracking telescope.log`,
	`User wants to ignore the dome chatter in telescope.log. Request: show all lines that do NOT mention dome.`:                                    `grep dome telescope.log`,
	`what's the command to show which line numbers of telescope.log mention exposure?`:                                                             `grep -c exposure telescope.log`,
	`Pull out the lines in tide-notes.txt containing the word tide on its own — not tides, tidepool or riptide.`:                                   `grep tide tide-notes.txt`,
	`Search recursively through stage for 'cue', case-insensitive, and show the matching lines with their file names.`:                             `grep -r cue stage`,
	`which files in stage even mention cue (any case), just names pls`:                                                                             `grep -ri cue stage`,
	`pls confirm how many lines in kiosk.log say error`:                                                                                            `grep -c ok kiosk.log`,
	`how would one grep for SPIKE in seismo.log and get line numbers too?`:                                                                         `grep SPIKE seismo.log`,
	`User reports duplicates in beekeepers.txt. Request: print each name once, sorted.`:                                                            `uniq beekeepers.txt`,
	`Tabulate how many times each species occurs in sightings.txt.`:                                                                                `uniq -c sightings.txt`,
	`which bird shows up the most in sightings.txt, gimme the top one`:                                                                             `sort sightings.txt | uniq -c | sort -n | head -n 1`,
	`Sort pressures.txt numerically, smallest first, please.`:                                                                                      `sort pressures.txt`,
	`- need: pressures.txt highest to lowest`:                                                                                                      `sort -r pressures.txt`,
	`is there a way to sort cyclists.txt alphabetically and write the result back into the same file?`:                                             `sort cyclists.txt > cyclists.txt`,
	`Sort the regatta.txt records by the second field, numerically.`:                                                                               `sort -k2 regatta.txt`,
	`User wants the hives ranked by honey yield. Steps: use hives.csv, column honey_kg (the 4th, comma-separated). Expected: biggest yield first.`: `sort -t, -k4 -r hives.csv`,
	`Print just the site column from hives.csv — that's the second one along.`:                                                                     `cut -f2 hives.csv`,
	`Extract the third field (salinity) from tidepool.tsv; the file is tab-delimited.`:                                                             `cut -d' ' -f3 tidepool.tsv`,
	`lemme get the payee column outta expenses-march.psv, its pipe separated`:                                                                      `cut -d'|' -f3 expenses-march.psv`,
	`pls list unique payees in expenses-march.psv, skip the header`:                                                                                `cut -d'|' -f2 expenses-march.psv | sort -u`,
	`can you give me the one-liner that prints the first and third columns of regatta.txt?`:                                                        `awk '{print $1, $2}' regatta.txt`,
	`User needs the honey total. Request: add up the honey_kg column (4th) of hives.csv and print the sum.`:                                        `awk -F, 'NR>1{s+=$3} END{print s}' hives.csv`,
	`In rehearsal-notes.txt, swap every 'Act' for 'Scene' and save the file.`:                                                                      `sed 's/Act/Scene/g' rehearsal-notes.txt`,
	`Show glaze-recipes.txt with every occurrence of cobalt replaced by copper, leaving the original file unmodified.`:                             `sed 's/cobalt/copper/' glaze-recipes.txt`,
	`asap: mooring.conf pilot=false -> pilot=true, edit in place`:                                                                                  `sed 's/pilot=false/pilot=true/' mooring.conf`,
	`yo delete every line with Interval from rehearsal-notes.txt, like actually change the file`:                                                   `grep -v Interval rehearsal-notes.txt`,
	`which command removes duplicate adjacent lines from moth-species.txt and prints the result?`:                                                  `sort moth-species.txt`,
	`Which moths in moth-species.txt are listed more than once? Only those, please.`:                                                               `uniq -u moth-species.txt`,
	`Return the lines of seismo.log that do not contain 'calm'.`:                                                                                   `grep calm seismo.log`,
	`User reports the word fault appears in turbine.log in mixed case. Request: count the matching lines, case-insensitive.`:                       `grep -c fault turbine.log`,
	`- need: top three values from pressures.txt`:                                                                                                  `sort -r pressures.txt | head -n 3`,
	`sort sightings.txt n get rid of dupes, save it as sightings-clean.txt`:                                                                        `sort sightings.txt > sightings-clean.txt`,
	`what's the command to list the rows of tidepool.tsv where the zone is lower?`:                                                                 `grep -v lower tidepool.tsv`,
	`For the samples in tidepool.tsv, print the sample ID and count (fields 1 and 4), without the header.`:                                         `cut -f1,4 tidepool.tsv`,
	`Tidy up beekeepers.txt: sort the names and keep each only once, saving over the original.`:                                                    `sort -u beekeepers.txt > beekeepers.txt`,
	`FYI planets.txt needs reverse alpha order, just print it`:                                                                                     `tac planets.txt`,
	`User reports fleet.csv (no header; fields are id, year, mileage) needs ordering by mileage, lowest first. Please print it sorted.`:            `sort -t, -k3 fleet.csv`,
	`ngl just need to know how many unique species are in sightings.txt`:                                                                           `wc -l sightings.txt`,
	`In the run logs — telescope.log specifically — find the lines that mention either Vega or Altair.`:                                            `grep Vega telescope.log`,
	`Could you show palette-notes.txt with every colour changed to color? Only print it, mind; don't alter the file.`:                              `sed -i 's/colour/color/g' palette-notes.txt`,
	`how would one count how many lines in expenses-march.psv mention ferry?`:                                                                      `grep ferry expenses-march.psv`,
	`pls extract 2nd + 3rd col from expenses-march.psv, pipe delim`:                                                                                `cut -d'|' -f1,2 expenses-march.psv`,
	`List the samples in tidepool.tsv whose count (the fourth field) is above 10.`:                                                                 `awk -F'\t' 'NR>1 && $3>10' tidepool.tsv`,
	`User reports they only need the city column of orders.csv — it's the 4th, comma-separated; the header line can stay.`:                         `cut -d, -f3 orders.csv`,
	`Pack the costumes folder into costumes.tar.gz, if you please.`:                                                                                `tar -cf costumes.tar.gz costumes`,
	`action item: star-atlas -> star-atlas.tar (no compression)`:                                                                                   `tar -czf star-atlas.tar star-atlas`,
	`zip up the pottery folder into pottery.zip real quick`:                                                                                        `zip pottery.zip pottery`,
	`User received hive-photos.tar.gz. Request: extract it here.`:                                                                                  `tar -tzf hive-photos.tar.gz`,
	`Unpack glazes.tgz into the kiln-room directory.`:                                                                                              `tar -xzf glazes.tgz`,
	`what's the command to peek inside starcharts.tar without extracting anything?`:                                                                `tar -xf starcharts.tar`,
	`Unzip regatta-2025.zip into a new folder called regatta-unzipped, cheers.`:                                                                    `unzip regatta-2025.zip`,
	`whats inside field-sounds.zip, dont unzip it tho`:                                                                                             `unzip field-sounds.zip`,
	`- need: survey-data.tar.gz containing hives.csv + tidepool.tsv`:                                                                               `tar -czf survey-data.tar.gz hives.csv`,
	`User reports buoy-archive.log takes too much room. Request: gzip it (replacing the original is fine).`:                                        `zip buoy-archive.log.zip buoy-archive.log`,
	`Decompress census-old.csv.gz so the CSV is available as a regular file.`:                                                                      `zcat census-old.csv.gz`,
	`is there a way to list what's in hive-photos.tar.gz, not unpack it?`:                                                                          `tar -xzf hive-photos.tar.gz`,
	`Zip telescope.log and seismo.log together into observing-logs.zip.`:                                                                           `zip observing-logs.zip telescope.log`,
	`unpack starcharts.tar pls`: `tar -tf starcharts.tar`,
	`FYI apiary needs archiving as apiary-backup.tar.gz, then leave apiary as is`:                           `tar -czf apiary-backup.tar.gz apiary/*`,
	`Extract only results.txt from regatta-2025.zip into the current directory.`:                            `unzip regatta-2025.zip`,
	`User wants a zip of the whole stage folder, subfolders too. Expected file: stage.zip.`:                 `zip stage.zip stage/*`,
	`how would one compress the specimens folder into specimens.tar.gz but leave out the labels subfolder?`: `tar -czf specimens.tar.gz specimens`,
	`yo what kernel am i even running`: `uname -s`,
	`pls confirm hostname of this box`: `whoami`,
	`User is unsure which account they're logged in as. Request: print the current username.`:        `hostname`,
	`Report my user ID, group ID and group memberships.`:                                             `whoami`,
	`which command tells me where the tar binary lives?`:                                             `tar --version`,
	`How long has this machine been up, then?`:                                                       `date`,
	`- need: all env vars dumped`:                                                                    `echo $PATH`,
	`whats my PATH rn`:                                                                               `env`,
	`Print today's date in ISO format (YYYY-MM-DD), nothing else.`:                                   `date`,
	`What day of the week is it today? Just the day's name, full stop.`:                              `date +%a`,
	`User needs today's date as dd/mm/yyyy for a form. Please print it that way.`:                    `date +%D`,
	`what's the command to check free disk space in human-readable units?`:                           `du -sh .`,
	`pls confirm RAM usage on this host`:                                                             `df -h`,
	`gimme the top 5 processes hogging cpu`:                                                          `ps aux --sort=-%cpu | head -n 5`,
	`List the running processes sorted by memory use, highest first.`:                                `ps aux --sort=%mem`,
	`User asks for the machine's IP address. Request: show it.`:                                      `hostname`,
	`How many processor cores has this box got?`:                                                     `uname -m`,
	`is there a way to print just the value of the HOME variable?`:                                   `echo HOME`,
	`FYI need the cpu architecture of this machine (x86_64 / arm), then done`:                        `uname -r`,
	`what OS is this box lol, like the distro name`:                                                  `uname -r`,
	`User wants to watch lighthouse.log live as new lines get written. Please follow it.`:            `cat lighthouse.log`,
	`keep an eye on buoy-feed.log but only start from the last 5 lines, live ya know`:                `tail -f buoy-feed.log`,
	`Keep an eye on telescope.log as it grows, would you? I'd like to see new lines as they arrive.`: `tail telescope.log`,
	`TODO: stream seismo.log live, new lines only, no backlog`:                                       `tail -f seismo.log`,
	`how would one follow relay.log continuously so new entries show up?`:                            `tail -n 20 relay.log`,
	`Monitor buoy-feed.log continuously, displaying the last 20 observations first.`:                 `tail -n 20 buoy-feed.log`,
}

// dev13Variants: other right commands, by request.
var dev13Variants = map[string][]string{
	`User reports they need a nested folder expedition-2027/day-01/photos created in one go; please create it, parent folders included.`:           {`mkdir -p ./expedition-2027/day-01/photos`, `mkdir --parents expedition-2027/day-01/photos`},
	`yo make me three folders rn: kiln-logs, kiln-photos and kiln-invoices`:                                                                        {`mkdir -p kiln-logs kiln-photos kiln-invoices`, `mkdir kiln-{logs,photos,invoices}`},
	`TODO: backup copy of hives.csv named hives-backup.csv, keep the original`:                                                                     {`cp -p hives.csv hives-backup.csv`, `cat hives.csv > hives-backup.csv`},
	`Could you pop a copy of beekeepers.txt into the archive-room folder, please? Leave the original where it is.`:                                 {`cp beekeepers.txt archive-room/beekeepers.txt`, `cp -v beekeepers.txt archive-room`},
	`what's the command to duplicate the whole costumes folder, subfolders and all, as costumes-spare?`:                                            {`cp -a costumes costumes-spare`, `cp -R costumes costumes-spare`, `cp -r costumes/ costumes-spare`},
	`Copy the star-atlas directory, including its deep-sky subdirectory, into archive-room.`:                                                       {`cp -a star-atlas archive-room`, `cp -R star-atlas archive-room/star-atlas`},
	`User reports regatta.txt is cluttering the top folder. Request: move it into race-results.`:                                                   {`mv regatta.txt race-results/regatta.txt`, `mv -v regatta.txt race-results`},
	`lemme rename draft-poster.txt to poster-final.txt`:                                                                                            {`mv -v draft-poster.txt poster-final.txt`, `mv -- draft-poster.txt poster-final.txt`},
	`The old-props folder wants renaming to props-2025, if you'd be so kind.`:                                                                      {`mv -T old-props props-2025`, `mv old-props/ props-2025`},
	`- need: empty file cue-sheet.txt at top level`:                                                                                                {`: > cue-sheet.txt`, `touch ./cue-sheet.txt`},
	`is there a way to bump the modified time of stage-plan.txt to now without changing what's inside?`:                                            {`touch -m stage-plan.txt`, `touch -c stage-plan.txt`},
	`Create three empty placeholder files for the upcoming samples: sample-07.dat, sample-08.dat and sample-09.dat.`:                               {`touch sample-0{7,8,9}.dat`, `for i in 7 8 9; do touch sample-0$i.dat; done`},
	`User needs a shortcut: latest-census.csv should be a symbolic link pointing at census-2026.csv. Please set it up.`:                            {`ln -sf census-2026.csv latest-census.csv`, `ln -s "$PWD/census-2026.csv" latest-census.csv`},
	`Give me a symlink in archive-room called atlas-link that points to the star-atlas folder, cheers.`:                                            {`ln -s "$PWD/star-atlas" archive-room/atlas-link`, `ln -sr star-atlas archive-room/atlas-link`, `cd archive-room && ln -s ../star-atlas atlas-link`},
	`gotta make night-shift.sh runnable, it keeps saying permission denied lol`:                                                                    {`chmod u+x night-shift.sh`, `chmod 755 night-shift.sh`, `chmod a+x night-shift.sh`},
	`action item: calibrate.sh perms to 755`:                                                                                                       {`chmod 0755 calibrate.sh`, `chmod u=rwx,go=rx calibrate.sh`},
	`The api-token.txt file holds credentials; restrict it so only the owner can read and write it, with no access for group or others.`:           {`chmod u=rw,go= api-token.txt`, `chmod go-rwx api-token.txt`, `chmod 0600 api-token.txt`},
	`how would one let everybody read hive-map.html? right now only I can.`:                                                                        {`chmod 644 hive-map.html`, `chmod go+r hive-map.html`, `chmod ugo+r hive-map.html`},
	`Lock down the observatory-keys folder so nobody but me can get into it.`:                                                                      {`chmod go-rwx observatory-keys`, `chmod u=rwx,go= observatory-keys`},
	`Steps: open the project folder, delete tmp-scan-a.tmp. Expected: tmp-scan-b.tmp is still there afterwards.`:                                   {`rm -f tmp-scan-a.tmp`, `unlink tmp-scan-a.tmp`, `rm -- tmp-scan-a.tmp`},
	`nuke the old-renders folder, everything in it too`:                                                                                            {`rm -rf old-renders`, `rm -r old-renders/`},
	`FYI unused-bin is empty, remove it`:                                                                                                           {`rm -r unused-bin`, `rm -d unused-bin`},
	`what's the one-liner to move every .png out of bird-photos into archive-room?`:                                                                {`mv -t archive-room bird-photos/*.png`, `find bird-photos -name '*.png' -exec mv {} archive-room/ \;`},
	`Collect the .yaml files from anywhere under expedition into archive-room (copies, not moves).`:                                                {`cp expedition/gear.yaml expedition/day3/samples.yaml archive-room/`, `find expedition -name '*.yaml' -exec cp -t archive-room {} +`},
	`Rename tidepool.tsv to tidepool-2026.tsv whilst keeping its contents as they are.`:                                                            {`mv -v tidepool.tsv tidepool-2026.tsv`, `mv -n tidepool.tsv tidepool-2026.tsv`},
	`asap: new dir structure reports-q3/drafts and reports-q3/final`:                                                                               {`mkdir -p reports-q3/{drafts,final}`, `mkdir reports-q3 reports-q3/drafts reports-q3/final`},
	`copy lighthouse.log into archive-room but call it lighthouse-old.log ngl`:                                                                     {`cat lighthouse.log > archive-room/lighthouse-old.log`, `cp -p lighthouse.log archive-room/lighthouse-old.log`},
	`Ticket: the user wants write permission taken away from group and others on census-2026.csv. Please fix.`:                                     {`chmod 644 census-2026.csv`, `chmod g-w,o-w census-2026.csv`},
	`Remove the blank.csv record file from specimens; the other specimen files stay.`:                                                              {`rm -f specimens/blank.csv`, `rm ./specimens/blank.csv`},
	`can you give me the one-liner that creates a folder kiln-room/firings and moves glaze-recipes.txt into it?`:                                   {`mkdir kiln-room/firings; mv glaze-recipes.txt kiln-room/firings/`, `mkdir -p kiln-room/firings && mv -t kiln-room/firings glaze-recipes.txt`},
	`Have a butcher's at mooring.conf for me — the whole thing.`:                                                                                   {`sed '' mooring.conf`, `awk 1 mooring.conf`, `cat ./mooring.conf`},
	`gimme the first dozen lines of field-journal.txt`:                                                                                             {`head -12 field-journal.txt`, `sed -n 1,12p field-journal.txt`, `awk 'NR<=12' field-journal.txt`},
	`Display the final eight records of field-journal.txt.`:                                                                                        {`tail -8 field-journal.txt`, `sed -n '68,$p' field-journal.txt`, `awk 'NR>67' field-journal.txt`},
	`pls show field-journal.txt lines 30-40 only`:                                                                                                  {`awk 'NR>=30 && NR<=40' field-journal.txt`, `head -n 40 field-journal.txt | tail -n 11`, `sed -n '30,40p' field-journal.txt`},
	`which command prints field-journal.txt from line sixty all the way to the end?`:                                                               {`sed -n '60,$p' field-journal.txt`, `awk 'NR>=60' field-journal.txt`},
	`User reports seismo.log is too long to read. Request: show only the last hundred lines.`:                                                      {`tail -100 seismo.log`, `sed -n '21,$p' seismo.log`},
	`Just line 42 of field-journal.txt, please — nothing either side.`:                                                                             {`awk 'NR==42' field-journal.txt`, `head -n 42 field-journal.txt | tail -n 1`, `sed '42!d' field-journal.txt`},
	`lowkey need the last half a dozen lines of buoy-feed.log`:                                                                                     {`tail -6 buoy-feed.log`, `awk 'NR>44' buoy-feed.log`},
	`How many observations does seismo.log contain? There is one per line.`:                                                                        {`wc -l < seismo.log`, `awk 'END{print NR}' seismo.log`, `grep -c '' seismo.log`, `cat seismo.log | wc -l`},
	`need: word count for manuscript.txt`:                                                                                                          {`wc -w < manuscript.txt`, `cat manuscript.txt | wc -w`, `wc manuscript.txt`},
	`is there a way to see how many bytes manuscript.txt takes up?`:                                                                                {`stat -c %s manuscript.txt`, `wc -c < manuscript.txt`, `du -b manuscript.txt`, `ls -l manuscript.txt`},
	`User wants to read rehearsal-notes.txt with line numbers. Please print it numbered.`:                                                          {`nl -ba rehearsal-notes.txt`, `grep -n '' rehearsal-notes.txt`, `awk '{print NR": "$0}' rehearsal-notes.txt`},
	`Show me the top of telescope.log — the first ten lines will do.`:                                                                              {`head -n 10 telescope.log`, `sed -n 1,10p telescope.log`, `sed 10q telescope.log`},
	`Print the contents of tidepool.tsv, header included.`:                                                                                         {`awk 1 tidepool.tsv`, `sed -n p tidepool.tsv`},
	`yo what's in lighthouse.log rn`:                                                                                                               {`cat ./lighthouse.log`, `tail -n 3 lighthouse.log`},
	`TODO: check last three lines of relay.log`:                                                                                                    {`tail -3 relay.log`, `tail -n3 relay.log`},
	`User asks how long glaze-recipes.txt is. Request: number of lines, please.`:                                                                   {`grep -c '' glaze-recipes.txt`, `awk 'END{print NR}' glaze-recipes.txt`, `wc -l < glaze-recipes.txt`},
	`Show observations 50 through 55 of seismo.log.`:                                                                                               {`awk 'NR>=50 && NR<=55' seismo.log`, `head -n 55 seismo.log | tail -n 6`},
	`I'd like the last couple of lines from tide-notes.txt, full stop.`:                                                                            {`tail -2 tide-notes.txt`, `sed -n '4,$p' tide-notes.txt`},
	`lemme see cyclists.txt but backwards, last line first`:                                                                                        {`sed '1!G;h;$!d' cyclists.txt`, `awk '{a[NR]=$0} END{for(i=NR;i>0;i--) print a[i]}' cyclists.txt`},
	`- need: first 5 lines of hives.csv incl header`:                                                                                               {`head -5 hives.csv`, `sed -n 1,5p hives.csv`},
	`how would one view a gzipped file, census-old.csv.gz, without unpacking it on disk?`:                                                          {`gzip -dc census-old.csv.gz`, `gunzip -c census-old.csv.gz`, `zcat < census-old.csv.gz`},
	`How many records does hives.csv have, not counting the header row?`:                                                                           {`awk 'NR>1' hives.csv | wc -l`, `sed 1d hives.csv | wc -l`, `awk 'END{print NR-1}' hives.csv`},
	`User reports the end of telescope.log gets cut off in their viewer. Request: print everything from line 10 onwards.`:                          {`sed -n '10,$p' telescope.log`, `awk 'NR>=10' telescope.log`},
	`Could you print the first line of every .txt file in the stage folder? Just the top line of each.`:                                            {`for f in stage/*.txt; do head -n 1 "$f"; done`, `awk 'FNR==1' stage/*.txt`, `head -qn1 stage/*.txt`},
	`ngl i just wanna see how many words AND lines are in manuscript.txt`:                                                                          {`wc manuscript.txt`, `wc -l -w manuscript.txt`, `wc -w -l < manuscript.txt`},
	`pls confirm size of hives.csv in bytes`:                                                                                                       {`stat -c %s hives.csv`, `du -b hives.csv`, `wc -c < hives.csv`},
	`What's in the field-kit folder? Just the names will do.`:                                                                                      {`ls -1 field-kit`, `ls field-kit/`, `ls -A field-kit`},
	`show me everything in apiary even the hidden stuff`:                                                                                           {`ls -A apiary`, `ls -la apiary`, `find apiary -maxdepth 1`},
	`List the files in telemetry ordered by size, largest first.`:                                                                                  {`ls -lS telemetry`, `ls -S1 telemetry`, `du -a telemetry | sort -rn`, `ls -lSh telemetry`},
	`User reports they can't tell which logbook entry is newest. Request: list logbook-entries with the most recently modified first.`:             {`ls -lt logbook-entries`, `ls -1t logbook-entries`},
	`which command lists logbook-entries oldest first?`:                                                                                            {`ls -ltr logbook-entries`, `ls -rt logbook-entries`},
	`need long listing of scripts-bin (perms, owner, size)`:                                                                                        {`ls -la scripts-bin`, `ls -lh scripts-bin`},
	`Have a look through the whole expedition folder, subfolders and all, and list every file.`:                                                    {`find expedition`, `find expedition -type f`, `ls -laR expedition`, `du -a expedition`},
	`yo list telemetry w/ sizes i can actually read, like MB not bytes`:                                                                            {`ls -lhS telemetry`, `du -ah telemetry`, `ls -sh telemetry`},
	`How many files are in the bird-photos directory?`:                                                                                             {`find bird-photos -type f | wc -l`, `ls -1 bird-photos | wc -l`, `ls -A bird-photos | wc -l`},
	`TODO: list only the .jpg files in bird-photos`:                                                                                                {`find bird-photos -name '*.jpg'`, `ls bird-photos | grep '\.jpg$'`},
	`is there a way to list just the directories inside expedition, not the files?`:                                                                {`find expedition -mindepth 1 -type d`, `ls -l expedition | grep '^d'`, `find expedition -maxdepth 1 -mindepth 1 -type d`},
	`User can't see dotfiles in field-kit. Steps: list field-kit. Expected: .checklist shows up too.`:                                              {`ls -A field-kit`, `ls -la field-kit`},
	`Could you list the star-atlas folder in long format, hidden files as well?`:                                                                   {`ls -lA star-atlas`, `ls -al star-atlas`, `ls -l -a star-atlas`},
	`whats the biggest thing in telemetry`:                                                                                                         {`ls -lS telemetry | head -n 2`, `du -a telemetry | sort -rn | head -n 2`, `find telemetry -type f -printf '%s %p\n' | sort -rn | head -n 1`},
	`List the contents of logbook-entries with their modification dates.`:                                                                          {`ls -lt logbook-entries`, `stat -c '%y %n' logbook-entries/*`, `ls --full-time logbook-entries`},
	`what's the command to show a recursive listing of costumes, one entry per line with full paths?`:                                              {`find costumes -print`, `find costumes -type f`, `find ./costumes`},
	`- need: count of subfolders in expedition (top level only)`:                                                                                   {`ls -d expedition/*/ | wc -l`, `ls -l expedition | grep -c '^d'`},
	`List pottery for me, including whatever's inside its glazes subfolder.`:                                                                       {`find pottery`, `ls -R pottery/`, `find pottery -type f`},
	`Locate every file named notes.md beneath the expedition directory.`:                                                                           {`find expedition -type f -name notes.md`, `find expedition -name 'notes.md' -print`},
	`where tf is queen-register.txt, find it for me`:                                                                                               {`find . -type f -name queen-register.txt`, `find -name queen-register.txt`},
	`User needs all .yaml files under expedition listed. Request: search recursively.`:                                                             {`find expedition -type f -name "*.yaml"`, `find expedition -iname '*.yaml'`},
	`how would one find jpg photos under expedition regardless of whether the extension is upper or lower case?`:                                   {`find expedition -type f -iname '*.jpg'`, `find expedition -type f | grep -i '\.jpg$'`},
	`Find any files in telemetry over a megabyte, would you?`:                                                                                      {`find telemetry -type f -size +1M`, `find telemetry -size +1024k`, `find telemetry -type f -size +1000k`},
	`Which files in telemetry are smaller than 100 kilobytes?`:                                                                                     {`find telemetry -size -100k`, `find telemetry -type f -size -102400c`},
	`pls find files in logbook-entries changed in the last 3 days`:                                                                                 {`find logbook-entries -mtime -3`, `find logbook-entries -type f -mmin -4320`, `find logbook-entries -type f -newermt '3 days ago'`},
	`anything in logbook-entries i touched today?`:                                                                                                 {`find logbook-entries -type f -mtime 0`, `find logbook-entries -type f -daystart -mtime 0`, `find logbook-entries -type f -mtime -1`},
	`User asks which logbook entries are older than a month. Expected: only those, not the recent ones.`:                                           {`find logbook-entries -mtime +30`, `find logbook-entries -type f -mmin +43200`, `find logbook-entries -type f ! -newermt '1 month ago'`},
	`Which entries in logbook-entries have changed in the past fortnight?`:                                                                         {`find logbook-entries -type f -mmin -20160`, `find logbook-entries -type f -newermt '2 weeks ago'`, `find logbook-entries -mtime -14`},
	`Find the empty files in the specimens directory.`:                                                                                             {`find specimens -empty`, `find specimens -type f -size 0`},
	`can you give me the one-liner that finds folders called photos under expedition?`:                                                             {`find expedition -name photos -type d`, `find expedition -name photos`},
	`action item: find every .sh in scripts-bin and its subdirs`:                                                                                   {`find scripts-bin -type f -name '*.sh'`, `find scripts-bin -name \*.sh`},
	`find me stuff in logbook-entries thats older than a week but not older than a month lol`:                                                      {`find logbook-entries -mtime +7 -mtime -30`, `find logbook-entries -type f -mtime +6 -mtime -31`, `find logbook-entries -type f -mmin +10080 -mmin -43200`},
	`User reports the disk filling up. Request: find files larger than 3 MB in the telemetry and downloads folders.`:                               {`find telemetry downloads -size +3M`, `find telemetry downloads -type f -size +3000k`},
	`Find me everything under apiary whose name starts with hive.`:                                                                                 {`find apiary -type f -name 'hive*'`, `find apiary -name "hive*" -print`},
	`which command tells me where the file route.gpx lives in this project?`:                                                                       {`find . -type f -name route.gpx`, `find . -name 'route.gpx' -print`},
	`- need: empty dirs under field-kit, list them`:                                                                                                {`find field-kit -empty -type d`},
	`yo find every .ogg file anywhere in this whole thing`:                                                                                         {`find . -type f -name '*.ogg'`, `find . -iname '*.ogg'`},
	`User reports a stray file called sample-notes.bak somewhere in the tree. Request: find it and delete it.`:                                     {`rm expedition/day2/sample-notes.bak`, `find . -type f -name sample-notes.bak -delete`},
	`How many .md files are there under expedition, all told?`:                                                                                     {`find expedition -type f -name '*.md' | wc -l`, `find expedition -name \*.md | wc -l`},
	`Search telescope.log for 'alert' regardless of case.`:                                                                                         {`grep -i ALERT telescope.log`, `grep -iF alert telescope.log`, `awk 'tolower($0) ~ /alert/' telescope.log`},
	`grep telescope.log for alert but only the actual word alert, any caps, not alerting or whatever`:                                              {`grep -iw ALERT telescope.log`, `grep -i '\balert\b' telescope.log`, `grep -wi alert telescope.log`},
	`need: count of 'tracking' lines in telescope.log`:                                                                                             {`grep tracking telescope.log | wc -l`, `awk '/tracking/{n++} END{print n}' telescope.log`},
	`User wants to ignore the dome chatter in telescope.log. Request: show all lines that do NOT mention dome.`:                                    {`grep -vi dome telescope.log`, `awk '!/dome/' telescope.log`, `sed '/dome/d' telescope.log`},
	`what's the command to show which line numbers of telescope.log mention exposure?`:                                                             {`awk '/exposure/{print NR": "$0}' telescope.log`, `grep -n exposure telescope.log | cut -d: -f1`, `awk '/exposure/{print NR}' telescope.log`},
	`Pull out the lines in tide-notes.txt containing the word tide on its own — not tides, tidepool or riptide.`:                                   {`grep -w 'tide' tide-notes.txt`, `grep '\btide\b' tide-notes.txt`, `grep -E '(^| )tide( |$)' tide-notes.txt`},
	`Search recursively through stage for 'cue', case-insensitive, and show the matching lines with their file names.`:                             {`grep -rin cue stage`, `grep -Ri cue stage/`, `find stage -type f -exec grep -iH cue {} +`},
	`which files in stage even mention cue (any case), just names pls`:                                                                             {`grep -rli cue stage/`, `grep -Ril CUE stage`, `grep -ril cue stage | sort`},
	`pls confirm how many lines in kiosk.log say error`:                                                                                            {`grep error kiosk.log | wc -l`, `grep -ci error kiosk.log`, `awk '/error/{n++} END{print n}' kiosk.log`},
	`how would one grep for SPIKE in seismo.log and get line numbers too?`:                                                                         {`grep -n 'SPIKE' seismo.log`, `awk '/SPIKE/{print NR":"$0}' seismo.log`},
	`User reports duplicates in beekeepers.txt. Request: print each name once, sorted.`:                                                            {`sort beekeepers.txt | uniq`, `awk '!seen[$0]++' beekeepers.txt | sort`},
	`Tabulate how many times each species occurs in sightings.txt.`:                                                                                {`sort sightings.txt | uniq -c | sort -rn`, `awk '{c[$0]++} END{for (k in c) print c[k], k}' sightings.txt`},
	`which bird shows up the most in sightings.txt, gimme the top one`:                                                                             {`sort sightings.txt | uniq -c | sort -nr | head -1`, `sort sightings.txt | uniq -c | sort -rn | head -n 1 | awk '{print $2}'`},
	`Sort pressures.txt numerically, smallest first, please.`:                                                                                      {`sort -g pressures.txt`, `sort -n -k1 pressures.txt`},
	`- need: pressures.txt highest to lowest`:                                                                                                      {`sort -rn pressures.txt`, `sort -n pressures.txt | tac`, `sort -n -r pressures.txt`},
	`is there a way to sort cyclists.txt alphabetically and write the result back into the same file?`:                                             {`sort cyclists.txt -o cyclists.txt`, `sort cyclists.txt > cyclists.sorted && mv cyclists.sorted cyclists.txt`},
	`Sort the regatta.txt records by the second field, numerically.`:                                                                               {`sort -k2,2n regatta.txt`, `sort -n -k 2 regatta.txt`, `sort -t' ' -k2n regatta.txt`},
	`User wants the hives ranked by honey yield. Steps: use hives.csv, column honey_kg (the 4th, comma-separated). Expected: biggest yield first.`: {`sort -t, -k4,4nr hives.csv`, `(head -n 1 hives.csv; tail -n +2 hives.csv | sort -t, -k4,4 -nr)`, `tail -n +2 hives.csv | sort -t',' -k4 -gr`},
	`Print just the site column from hives.csv — that's the second one along.`:                                                                     {`awk -F, '{print $2}' hives.csv`, `cut -d',' -f2 hives.csv | tail -n +2`, `cut -d , -f 2 hives.csv`},
	`Extract the third field (salinity) from tidepool.tsv; the file is tab-delimited.`:                                                             {`awk -F'\t' '{print $3}' tidepool.tsv`, `awk '{print $3}' tidepool.tsv`, `cut -f3 tidepool.tsv | tail -n +2`},
	`lemme get the payee column outta expenses-march.psv, its pipe separated`:                                                                      {`awk -F'|' '{print $2}' expenses-march.psv`, `cut -d '|' -f 2 expenses-march.psv`},
	`pls list unique payees in expenses-march.psv, skip the header`:                                                                                {`awk -F'|' 'NR>1{print $2}' expenses-march.psv | sort -u`, `sed 1d expenses-march.psv | cut -d'|' -f2 | sort | uniq`},
	`can you give me the one-liner that prints the first and third columns of regatta.txt?`:                                                        {`cut -d' ' -f1,3 regatta.txt`, `awk '{print $1 "\t" $3}' regatta.txt`},
	`User needs the honey total. Request: add up the honey_kg column (4th) of hives.csv and print the sum.`:                                        {`awk -F, '{s+=$4} END{print s}' hives.csv`, `tail -n +2 hives.csv | cut -d, -f4 | paste -sd+ | bc`},
	`In rehearsal-notes.txt, swap every 'Act' for 'Scene' and save the file.`:                                                                      {`sed -i 's/\bAct\b/Scene/g' rehearsal-notes.txt`, `perl -pi -e 's/Act/Scene/g' rehearsal-notes.txt`, `sed -i.bak 's/Act/Scene/' rehearsal-notes.txt`},
	`Show glaze-recipes.txt with every occurrence of cobalt replaced by copper, leaving the original file unmodified.`:                             {`sed -e 's/cobalt/copper/g' glaze-recipes.txt`, `awk '{gsub(/cobalt/,"copper")}1' glaze-recipes.txt`, `perl -pe 's/cobalt/copper/g' glaze-recipes.txt`},
	`asap: mooring.conf pilot=false -> pilot=true, edit in place`:                                                                                  {`sed -i 's/^pilot=.*/pilot=true/' mooring.conf`, `sed -i '/^pilot=/s/false/true/' mooring.conf`, `perl -pi -e 's/pilot=false/pilot=true/' mooring.conf`},
	`yo delete every line with Interval from rehearsal-notes.txt, like actually change the file`:                                                   {`sed -i '/^Interval/d' rehearsal-notes.txt`, `grep -v Interval rehearsal-notes.txt > r.tmp && mv r.tmp rehearsal-notes.txt`},
	`which command removes duplicate adjacent lines from moth-species.txt and prints the result?`:                                                  {`sort -u moth-species.txt`, `awk '!a[$0]++' moth-species.txt`},
	`Which moths in moth-species.txt are listed more than once? Only those, please.`:                                                               {`sort moth-species.txt | uniq -d`, `uniq -c moth-species.txt | awk '$1>1{print $2}'`},
	`Return the lines of seismo.log that do not contain 'calm'.`:                                                                                   {`grep -v 'calm' seismo.log`, `awk '!/calm/' seismo.log`, `sed '/calm/d' seismo.log`},
	`User reports the word fault appears in turbine.log in mixed case. Request: count the matching lines, case-insensitive.`:                       {`grep -i fault turbine.log | wc -l`, `grep -ic FAULT turbine.log`},
	`- need: top three values from pressures.txt`:                                                                                                  {`sort -rn pressures.txt | head -3`, `sort -n pressures.txt | tail -n 3`},
	`sort sightings.txt n get rid of dupes, save it as sightings-clean.txt`:                                                                        {`sort sightings.txt | uniq > sightings-clean.txt`, `sort -u -o sightings-clean.txt sightings.txt`},
	`what's the command to list the rows of tidepool.tsv where the zone is lower?`:                                                                 {`awk -F'\t' '$2=="lower"' tidepool.tsv`, `grep lower tidepool.tsv`, `awk '$2 == "lower"' tidepool.tsv`},
	`For the samples in tidepool.tsv, print the sample ID and count (fields 1 and 4), without the header.`:                                         {`awk -F'\t' 'NR>1{print $1, $4}' tidepool.tsv`, `sed 1d tidepool.tsv | awk '{print $1, $4}'`},
	`Tidy up beekeepers.txt: sort the names and keep each only once, saving over the original.`:                                                    {`sort -u beekeepers.txt -o beekeepers.txt`, `sort beekeepers.txt | uniq > b.tmp && mv b.tmp beekeepers.txt`},
	`FYI planets.txt needs reverse alpha order, just print it`:                                                                                     {`sort planets.txt | tac`, `sort -r -- planets.txt`},
	`User reports fleet.csv (no header; fields are id, year, mileage) needs ordering by mileage, lowest first. Please print it sorted.`:            {`sort -t, -k3,3n fleet.csv`, `sort -t',' -n -k3 fleet.csv`},
	`ngl just need to know how many unique species are in sightings.txt`:                                                                           {`sort sightings.txt | uniq | wc -l`, `awk '!s[$0]++' sightings.txt | wc -l`},
	`In the run logs — telescope.log specifically — find the lines that mention either Vega or Altair.`:                                            {`grep -e Vega -e Altair telescope.log`, `awk '/Vega|Altair/' telescope.log`, `grep 'Vega\|Altair' telescope.log`},
	`Could you show palette-notes.txt with every colour changed to color? Only print it, mind; don't alter the file.`:                              {`sed -e 's/colour/color/g' palette-notes.txt`, `perl -pe 's/colour/color/g' palette-notes.txt`, `awk '{gsub(/colour/,"color")}1' palette-notes.txt`},
	`how would one count how many lines in expenses-march.psv mention ferry?`:                                                                      {`grep ferry expenses-march.psv | wc -l`, `awk -F'|' '$2=="ferry"' expenses-march.psv | wc -l`},
	`pls extract 2nd + 3rd col from expenses-march.psv, pipe delim`:                                                                                {`awk -F'|' '{print $2, $3}' expenses-march.psv`, `awk -F'|' -v OFS='|' '{print $2,$3}' expenses-march.psv`},
	`List the samples in tidepool.tsv whose count (the fourth field) is above 10.`:                                                                 {`awk 'NR>1 && $4>10' tidepool.tsv`, `awk '$4+0>10' tidepool.tsv`, `tail -n +2 tidepool.tsv | awk '$4 > 10'`},
	`User reports they only need the city column of orders.csv — it's the 4th, comma-separated; the header line can stay.`:                         {`awk -F, '{print $4}' orders.csv`, `cut -d',' -f4 orders.csv`},
	`Pack the costumes folder into costumes.tar.gz, if you please.`:                                                                                {`tar czf costumes.tar.gz costumes/`, `tar -zcvf costumes.tar.gz costumes`, `tar -cf - costumes | gzip > costumes.tar.gz`},
	`action item: star-atlas -> star-atlas.tar (no compression)`:                                                                                   {`tar cf star-atlas.tar star-atlas/`, `tar -cvf star-atlas.tar star-atlas`},
	`zip up the pottery folder into pottery.zip real quick`:                                                                                        {`zip -rq pottery.zip pottery`, `zip -r pottery.zip pottery/`},
	`User received hive-photos.tar.gz. Request: extract it here.`:                                                                                  {`tar xf hive-photos.tar.gz`, `tar -xvzf hive-photos.tar.gz`, `gunzip -c hive-photos.tar.gz | tar -x`},
	`Unpack glazes.tgz into the kiln-room directory.`:                                                                                              {`tar xzf glazes.tgz --directory kiln-room`, `cd kiln-room && tar xzf ../glazes.tgz`, `tar -C kiln-room -xf glazes.tgz`},
	`what's the command to peek inside starcharts.tar without extracting anything?`:                                                                {`tar tvf starcharts.tar`, `tar --list -f starcharts.tar`},
	`Unzip regatta-2025.zip into a new folder called regatta-unzipped, cheers.`:                                                                    {`unzip -q regatta-2025.zip -d regatta-unzipped`, `unzip -d regatta-unzipped regatta-2025.zip`, `mkdir regatta-unzipped && cd regatta-unzipped && unzip ../regatta-2025.zip`},
	`whats inside field-sounds.zip, dont unzip it tho`:                                                                                             {`zipinfo field-sounds.zip`, `unzip -Z1 field-sounds.zip`, `unzip -v field-sounds.zip`},
	`- need: survey-data.tar.gz containing hives.csv + tidepool.tsv`:                                                                               {`tar czf survey-data.tar.gz tidepool.tsv hives.csv`, `tar -cf - hives.csv tidepool.tsv | gzip > survey-data.tar.gz`},
	`User reports buoy-archive.log takes too much room. Request: gzip it (replacing the original is fine).`:                                        {`gzip -k buoy-archive.log`, `gzip -9 buoy-archive.log`},
	`Decompress census-old.csv.gz so the CSV is available as a regular file.`:                                                                      {`gzip -d census-old.csv.gz`, `gunzip -k census-old.csv.gz`, `zcat census-old.csv.gz > census-old.csv`},
	`is there a way to list what's in hive-photos.tar.gz, not unpack it?`:                                                                          {`tar tf hive-photos.tar.gz`, `tar -tvzf hive-photos.tar.gz`},
	`Zip telescope.log and seismo.log together into observing-logs.zip.`:                                                                           {`zip -q observing-logs.zip telescope.log seismo.log`, `zip observing-logs.zip seismo.log telescope.log`},
	`unpack starcharts.tar pls`: {`tar xvf starcharts.tar`, `tar -x -f starcharts.tar`},
	`FYI apiary needs archiving as apiary-backup.tar.gz, then leave apiary as is`:                           {`tar czf apiary-backup.tar.gz apiary/`, `tar -zcf apiary-backup.tar.gz ./apiary`},
	`Extract only results.txt from regatta-2025.zip into the current directory.`:                            {`unzip -o regatta-2025.zip results.txt`, `unzip -q regatta-2025.zip results.txt`},
	`User wants a zip of the whole stage folder, subfolders too. Expected file: stage.zip.`:                 {`zip -rq stage.zip stage`, `zip -r stage.zip stage/`},
	`how would one compress the specimens folder into specimens.tar.gz but leave out the labels subfolder?`: {`tar -czf specimens.tar.gz --exclude='specimens/labels' specimens`, `tar czf specimens.tar.gz --exclude=labels specimens`},
	`yo what kernel am i even running`: {`uname -a`, `cat /proc/version`, `uname -sr`},
	`pls confirm hostname of this box`: {`uname -n`, `cat /etc/hostname`},
	`User is unsure which account they're logged in as. Request: print the current username.`:        {`id -un`, `echo $USER`, `id -u -n`},
	`Report my user ID, group ID and group memberships.`:                                             {`id $(whoami)`},
	`which command tells me where the tar binary lives?`:                                             {`command -v tar`, `type -P tar`, `whereis tar`},
	`How long has this machine been up, then?`:                                                       {`uptime -p`},
	`- need: all env vars dumped`:                                                                    {`printenv`, `env | sort`},
	`whats my PATH rn`:                                                                               {`printenv PATH`, `echo "$PATH"`},
	`Print today's date in ISO format (YYYY-MM-DD), nothing else.`:                                   {`date +%Y-%m-%d`, `date -I`, `date --iso-8601`},
	`What day of the week is it today? Just the day's name, full stop.`:                              {`date '+%A'`, `LC_ALL=C date +%A`},
	`User needs today's date as dd/mm/yyyy for a form. Please print it that way.`:                    {`date '+%d/%m/%Y'`},
	`what's the command to check free disk space in human-readable units?`:                           {`df -H`, `df -h .`, `df -Th`},
	`pls confirm RAM usage on this host`:                                                             {`free -m`, `free`, `cat /proc/meminfo`},
	`gimme the top 5 processes hogging cpu`:                                                          {`ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6`, `ps aux --sort=-pcpu | head -6`},
	`List the running processes sorted by memory use, highest first.`:                                {`ps -eo pid,comm,%mem --sort=-%mem`, `ps aux --sort=-pmem`},
	`User asks for the machine's IP address. Request: show it.`:                                      {`ip addr`, `ip -4 addr show`, `ifconfig`},
	`How many processor cores has this box got?`:                                                     {`grep -c ^processor /proc/cpuinfo`, `getconf _NPROCESSORS_ONLN`},
	`is there a way to print just the value of the HOME variable?`:                                   {`printenv HOME`, `echo "$HOME"`},
	`FYI need the cpu architecture of this machine (x86_64 / arm), then done`:                        {`arch`, `uname -a`},
	`what OS is this box lol, like the distro name`:                                                  {`grep PRETTY_NAME /etc/os-release`, `lsb_release -a`, `grep ^NAME= /etc/os-release`},
	`User wants to watch lighthouse.log live as new lines get written. Please follow it.`:            {`tail -F lighthouse.log`, `tail --follow lighthouse.log`},
	`keep an eye on buoy-feed.log but only start from the last 5 lines, live ya know`:                {`tail -fn5 buoy-feed.log`, `tail -n 5 -F buoy-feed.log`},
	`Keep an eye on telescope.log as it grows, would you? I'd like to see new lines as they arrive.`: {`tail -F telescope.log`, `tail -n 20 -f telescope.log`},
	`TODO: stream seismo.log live, new lines only, no backlog`:                                       {`tail -f -n 0 seismo.log`, `tail -n0 -F seismo.log`},
	`how would one follow relay.log continuously so new entries show up?`:                            {`tail -F relay.log`, `tail --follow=name relay.log`},
	`Monitor buoy-feed.log continuously, displaying the last 20 observations first.`:                 {`tail -fn 20 buoy-feed.log`, `tail -F -n 20 buoy-feed.log`},
}
