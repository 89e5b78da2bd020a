package sets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The twelfth frozen set (testdata/frozen12.json) was written blind for
// issue 15's everyday basics by a helper session that did not read the
// catalogue, the matcher, the backend's test files or the requests of the
// other sets, and never ran the backend: only this set's references,
// wrong commands and other right commands. Its tree is its own
// (frozen12Template: the fourteenth development set's tree with new files
// under new names, on two themes, a student's thesis project and a
// community choir, so that every older file is a distractor). Its
// requests are in plain everyday words, as ordinary people type them, in
// four voices mixed about equally: terse fragments ("kernel version?"),
// short plain commands, plain questions and full chatty sentences,
// several phrasings per basic, with near-miss pairs that need different
// commands (copy or move, hidden or not, first or last, in place or
// printed, a word or a part of one).
//
// Its cases have the fifth set's fields, and its tests are the fifth
// set's (heldOut5), run on its own cases and tree.
var frozen12Set = laterSet(heldOut5{name: "offline frozen set 12", detail: "CARO_FROZEN12_DETAIL", wrongs: frozen12Wrongs, variants: frozen12Variants, minCases: 180, minBeyond: 17, minChecks: 150,
	minRight: frozen12MinRight, maxWrong: frozen12MaxWrong},
	"frozen12.json", frozen12Built, frozen12Stamp)

// The ratchet of TestFrozen12Set. Its writer never ran the backend on it.
// Its first blind measure, by the matcher's developer from its summary
// line alone, on 4f44aa1: 145 right (69.0 %), 4 confidently wrong (1.9 %;
// 1 of them beyond the catalogue), 61 abstained of 210; right on 75.9 %
// of the 191 in scope. It is held out: nobody tuning the backend may read
// its answers (CARO_FROZEN12_DETAIL). Raise the ratchet when the score
// rises; lower it only with a note that says which commit cost what. On
// 2b35878 (frozen set 11's wrong and abstained answers and ~110
// abstentions of the dev sets fixed in general), summary line only: 149
// right, 3 wrong (1 beyond), 58 abstained, right on 78.0 % of the 191 in
// scope.
const (
	frozen12MinRight = 149
	frozen12MaxWrong = 3
)

// frozen12Built holds frozen12Template's tree, built once per test binary
// (builtTree).
var frozen12Built = &builtTree{name: "frozen12", build: frozen12Template}

// frozen12Experiment is a recorder's log whose word "error" comes in
// several cases, alone and inside a longer word, beside INFO, DEBUG and
// two warnings (one in capitals).
const frozen12Experiment = "09:00 INFO run 14 started\n09:01 DEBUG loading recorder config\n09:02 ERROR microphone 3 not found\n" +
	"09:04 INFO calibrating site A\n09:05 warning wind noise high\n09:07 Error: clipping on channel 2\n09:09 DEBUG buffer flushed\n" +
	"09:12 INFO site A done\n09:15 error reading gps fix\n09:18 INFO site B started\n09:20 errorless pass on channel 1\n" +
	"09:22 WARNING battery at 20%\n09:25 DEBUG buffer flushed\n09:30 INFO run 14 finished\n"

// frozen12Rehearsal is a choir's rehearsal log: the bass section on two
// lines, the last three lines told apart from the one before them.
const frozen12Rehearsal = "18:30 doors open\n18:45 warmups led by Agnes\n19:00 sopranos sectional\n19:20 bass section late again\n" +
	"19:40 full run of Hallelujah\n19:55 bass line in bar 40 fixed\n20:00 tea break\n20:15 notes on diction\n20:30 rehearsal ends\n"

// frozen12Notebook is forty numbered lab notebook entries.
func frozen12Notebook() string {
	kinds := []string{" site visit", " data backup", " mic check", " reading"}
	return frozen5Lines("entry", 40, func(i int) string { return kinds[i%4] })
}

// frozen12Template builds the twelfth set's tree once: a copy of the
// fourteenth development set's built tree (dev14Built) with the twelfth
// set's files, none of which may be there already (nor what its requests
// make, nor what its archives hold at the top of the tree).
func frozen12Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "frozen12")
	frozen5Copy(t, dev14Built.tree(t), dir, true)
	files := map[string]string{
		"abstract.txt":            "This draft studies how city noise changes bird song.\nThe draft compares five sites over two seasons.\n",
		"supervisor-feedback.txt": "teh results chapter reads well\nplease check teh figures and teh tables\nthe methods need one more paragraph\n",
		"concert-poster.txt":      "Winter Concert - 12 December - St Anne's Hall\n",
		"old-choir-flyer.txt":     "Summer sing-along flyer (old)\n",
		"draft-abstract-v1.txt":   "first attempt at the abstract\n",
		"draft-abstract-v2.txt":   "second attempt at the abstract\n",
		"compile-thesis.sh":       "#!/bin/sh\necho compiling thesis\n",
		"backup-choir.sh":         "#!/bin/sh\necho backing up choir files\n",
		"grades-private.txt":      "module grades: A, A-, B+\n",
		"choir-accounts.txt":      "subs collected: 340\nhall hire: -120\n",
		"final-submission.pdf":    "final thesis pdf\n",
		"defense-slides.pdf":      "defense slides\n",
		"experiment-run.log":      frozen12Experiment,
		"choir-rehearsal.log":     frozen12Rehearsal,
		"lab-notebook.txt":        frozen12Notebook(),
		"hymn-lyrics.txt": "we sing of morning light\nsinging softly through the night\nlet all the voices sing\n" +
			"the singer waits in silence\nsing out and sing again\nour song is never done\n",
		"concert-setlist.txt": "Shenandoah\nAve Verum Corpus\nThe Parting Glass\nDanny Boy\nHallelujah\nBring Him Home\nAmazing Grace\nLean on Me\n",
		"ticket-sales.txt":    "45\n1500\n9\n120\n7\n300\n88\n",
		"voice-parts.txt":     "soprano\nalto\ntenor\nsoprano\nbass\nalto\nsoprano\ntenor\nbass\nsoprano\nalto\n",
		"citations.txt":       "Okafor 2019\nLindqvist 2021\nOkafor 2019\nBaptiste 2018\nNakamura 2020\nLindqvist 2021\nOkafor 2019\nFerreira 2022\n",
		"survey-responses.csv": "id,age,faculty,rating\nr01,23,biology,4\nr02,31,history,5\nr03,19,physics,2\nr04,27,biology,3\n" +
			"r05,45,music,5\nr06,22,physics,1\n",
		"grant-budget.csv": "item;cost;quarter\nrecorder;420;Q1\nmicrophones;1350;Q1\ntravel;880;Q2\nprinting;95;Q3\nconference;1200;Q4\n",
		"sample-sites.tsv": "site\tbirds\thabitat\ncanal\t34\twater\npark\t112\tgrass\nrooftop\t8\turban\ncemetery\t57\ttrees\nmarket\t19\turban\n",
		"participants.txt": "P01:24:control\nP02:31:treatment\nP03:28:control\nP04:35:treatment\nP05:22:treatment\n",
		"word-targets.txt": "introduction 3200\nliterature 8500\nmethods 6100\nresults 7400\nconclusion 950\n",
		"choir-notice.txt": "Rehearsal moves to Tuesday this week.\nBring your folders on Tuesday.\nTea after practice.\n",
		"choir/members.csv": "name,voice,phone,joined\nAgnes Moreau,soprano,555-0101,2019\nBilal Haddad,bass,555-0102,2021\nCarmen Ruiz,alto,555-0103,2018\n" +
			"Dmitri Volkov,tenor,555-0104,2022\nEfua Mensah,soprano,555-0105,2020\nFinn Larsen,bass,555-0106,2023\n",
		"choir/repertoire.txt":                    "Ave Verum Corpus - Mozart\nHallelujah - Handel\nShenandoah - traditional\nDanny Boy - traditional\n",
		"choir/newsletter.txt":                    "Choir news: new members welcome\n",
		"choir/empty-flyer.txt":                   "",
		"choir/.roster-lock":                      "locked by Agnes\n",
		"choir/.committee-only":                   "committee minutes\n",
		"choir/rehearsal-notes/warmups.txt":       "lip trills and sirens\n",
		"choir/rehearsal-notes/breathing.txt":     "hold for eight counts, tempo steady\n",
		"choir/rehearsal-notes/diction.txt":       "crisp consonants\n",
		"choir/rehearsal-notes/harmony.txt":       "hallelujah bars 12-20 need tuning\n",
		"choir/rehearsal-notes/dynamics.txt":      "tempo drops in verse two\n",
		"choir/rehearsal-notes/sight-reading.txt": "new piece by Friday\n",
		"choir/rehearsal-notes/posture.txt":       "stand tall\n",
		"choir/rehearsal-notes/solfege.txt":       "do re mi drills\n",

		"dissertation/README.md":                   "# Urban bird song\nA thesis on how city noise shapes bird song.\nSupervisor: Dr. Okafor\n",
		"dissertation/chapters/01-introduction.md": "# Introduction\nCities are loud.\nThe house sparrow adapts its song.\n",
		"dissertation/chapters/02-literature.md":   "# Literature\nOkafor 2019 measured blackbirds.\nLindqvist 2021 studied robins.\n",
		"dissertation/chapters/03-methods.md":      "# Methods\n" + frozen5Lines("method-step", 20, nil),
		"dissertation/chapters/04-results.md":      "# Results\n" + frozen5Lines("result", 30, nil),
		"dissertation/chapters/05-conclusion.md":   "# Conclusion\nNoise shifts song to a higher pitch.\n",
		"dissertation/chapters/notes-to-self.txt":  "cut the second table\n",
		"dissertation/chapters/.outline-draft":     "1 intro 2 lit 3 methods\n",
		"dissertation/figures/fig-legend.svg":      "<svg><text>legend</text></svg>\n",
		"dissertation/data/recordings-index.csv":   "file,site,minutes\nrec01.wav,canal,12\nrec02.wav,park,9\n",
		"dissertation/data/site-counts.tsv":        "site\tcount\ncanal\t34\n",
		"dissertation/bibliography.bib":            "@article{okafor2019,\n  title = {The sparrow in the city}\n}\n",
		"dissertation/.latexmkrc":                  "$pdf_mode = 1;\n",
		"dissertation/appendix-a.md":               "",
		"dissertation/appendix-b.md":               "",
		"dissertation/build/thesis.aux":            "\\relax\n",
		"dissertation/build/thesis.log":            "This is pdfTeX\n",
		"dissertation/field-notes/site-a.txt":      "canal: heron seen\n",
		"dissertation/field-notes/site-b.txt":      "park: two sparrows at the feeder\n",
		"dissertation/field-notes/site-c.txt":      "rooftop: gulls\n",
		"dissertation/field-notes/site-d.txt":      "cemetery: owl call at dusk\n",
		"dissertation/field-notes/site-e.txt":      "market: pigeons\n",
		"dissertation/todo.txt":                    "redo figure 3\nask Dr. Okafor about chapter 4\n",
	}
	// What the requests make, and what the archives hold at their top:
	// none of it may be in the older trees.
	made := []string{"choir", "dissertation", "choir-archive-2025.tar.gz", "spring-concert.zip", "old-figures.tar",
		"field-recordings.tgz", "thesis-notes.zip", "choir-archive-2025", "programme.txt", "seating-plan.txt", "old-figures",
		"fig-draft1.txt", "fig-draft2.txt", "field-recordings", "dawn-chorus.txt", "dusk-calls.txt", "chapter-ideas.txt",
		"reading-list.txt", "notes-extracted", "abstract-backup.txt", "members-backup.csv", "choir-backup", "chapters-copy",
		"setlist-2026.txt", "todo-done.txt", "fieldwork", "rehearsal-plan.txt", "06-appendix.md", "latest-chapter",
		"sheet-scores", "refs-list.txt", "repertoire-old.txt", "ticket-sales-2026.txt", "concerts-2027", "interviews",
		"transcripts", "choir-2026.tar.gz", "dissertation.zip", "chapters.tar", "data-backup.tar.gz", "scores.zip",
		"experiment-run.log.gz", "thesis-clean.tar.gz", "voice-parts.up"}
	for name := range files {
		top, _, _ := strings.Cut(name, "/")
		made = append(made, top)
	}
	for _, name := range made {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s is already in the older trees", name)
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	frozen5Write(t, dir, files)
	if err := os.MkdirAll(filepath.Join(dir, "choir/unused-folder"), 0o755); err != nil {
		t.Fatal(err)
	}
	// Scores and figures told apart by size, of bytes no search finds a
	// word in and no file system compresses.
	frozen5Noise(t, dir, 12, map[string]int{
		"choir/scores/hallelujah.pdf":              3000 << 10,
		"choir/scores/ave-verum.pdf":               900 << 10,
		"choir/scores/shenandoah.pdf":              250 << 10,
		"choir/scores/danny-boy.pdf":               60 << 10,
		"dissertation/figures/fig-spectrogram.png": 2400 << 10,
		"dissertation/figures/fig-map.png":         700 << 10,
		"dissertation/figures/fig-histogram.png":   150 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"compile-thesis.sh": 0o644, "backup-choir.sh": 0o644, "grades-private.txt": 0o644,
		"choir-accounts.txt": 0o600, "final-submission.pdf": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "choir-archive-2025.tar.gz"), "choir-archive-2025/", now,
		map[string]string{"choir-archive-2025/autumn-programme.txt": "autumn programme\n", "choir-archive-2025/carol-service.txt": "carol service\n"})
	writeTarGz(t, filepath.Join(dir, "field-recordings.tgz"), "field-recordings/", now,
		map[string]string{"field-recordings/dawn-chorus.txt": "dawn chorus\n", "field-recordings/dusk-calls.txt": "dusk calls\n"})
	frozen5PlainTar(t, filepath.Join(dir, "old-figures.tar"), "old-figures/", now,
		map[string]string{"old-figures/fig-draft1.txt": "first figure draft\n", "old-figures/fig-draft2.txt": "second figure draft\n"})
	writeZip(t, filepath.Join(dir, "spring-concert.zip"), "programme.txt", "seating-plan.txt")
	writeZip(t, filepath.Join(dir, "thesis-notes.zip"), "chapter-ideas.txt", "reading-list.txt")
	if err := frozen12Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen12Stamp dates the fourteenth set's files (dev14Stamp) and the
// twelfth set's whose age a request asks about (or whose order by time a
// listing shows), counting back from now, clear of the bounds a request
// names (today, the last hour, a week, two weeks, a month) and of those a
// right command may round them to. 05-conclusion.md is old, so that only
// a command that touches it leaves it fresh.
func frozen12Stamp(dir string, now time.Time) error {
	if err := dev14Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	day := 24 * time.Hour
	return dateFiles(dir, map[string]time.Time{
		"choir/rehearsal-notes/warmups.txt":       fresh,
		"choir/rehearsal-notes/breathing.txt":     now.Add(-30 * time.Minute),
		"choir/rehearsal-notes/diction.txt":       now.Add(-3 * time.Hour),
		"choir/rehearsal-notes/harmony.txt":       now.Add(-2 * day),
		"choir/rehearsal-notes/dynamics.txt":      now.Add(-5 * day),
		"choir/rehearsal-notes/sight-reading.txt": now.Add(-12 * day),
		"choir/rehearsal-notes/posture.txt":       now.Add(-40 * day),
		"choir/rehearsal-notes/solfege.txt":       now.Add(-100 * day),
		"dissertation/field-notes/site-a.txt":     now.Add(-20 * time.Minute),
		"dissertation/field-notes/site-b.txt":     now.Add(-4 * day),
		"dissertation/field-notes/site-c.txt":     now.Add(-9 * day),
		"dissertation/field-notes/site-d.txt":     now.Add(-20 * day),
		"dissertation/field-notes/site-e.txt":     now.Add(-60 * day),
		"dissertation/chapters/05-conclusion.md":  now.Add(-10 * day),
	})
}

// TestFrozen12Refs runs every case's reference command in a fresh tree
// and requires it to pass its checks (heldOut5's refs).
func TestFrozen12Refs(t *testing.T) { frozen12Set.refs(t) }

// TestFrozen12RefsCanFail shows the checks reject wrong commands: each of
// frozen12Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen12RefsCanFail(t *testing.T) { frozen12Set.refsCanFail(t) }

// TestFrozen12Variants runs other right commands (frozen12Variants): a
// check must accept every right answer, not only the reference.
func TestFrozen12Variants(t *testing.T) { frozen12Set.variantsPass(t) }

// TestFrozen12Set runs the twelfth frozen set like the fifth (heldOut5's
// score): one summary line, and each answer only with
// CARO_FROZEN12_DETAIL=1 (for whoever audits the set, never for the
// matcher's developer while it is held out).
func TestFrozen12Set(t *testing.T) { frozen12Set.score(t) }

// Below: the wrong commands and the other right commands, by request.
// frozen12Wrongs: plausible, confidently wrong commands, by request.
var frozen12Wrongs = map[string]string{
	"I need a new folder called concerts-2027 inside the choir folder":                                                "mkdir concerts-2027",
	"create the nested folders dissertation/figures/drafts/old":                                                       "mkdir dissertation/figures/drafts",
	"folders interviews and transcripts in dissertation":                                                              "mkdir interviews transcripts",
	"can you back up abstract.txt as abstract-backup.txt?":                                                            "mv abstract.txt abstract-backup.txt",
	"copy choir/members.csv to members-backup.csv":                                                                    "mv choir/members.csv members-backup.csv",
	"put a copy of defense-slides.pdf in the dissertation folder and keep the original where it is":                   "mv defense-slides.pdf dissertation/",
	"I want a full copy of the choir folder with everything inside it, call it choir-backup":                          "mkdir choir-backup && cp choir/* choir-backup/",
	"duplicate dissertation/chapters as chapters-copy":                                                                "cp dissertation/chapters chapters-copy",
	"move supervisor-feedback.txt into the dissertation folder":                                                       "cp supervisor-feedback.txt dissertation/",
	"how do I get concert-poster.txt over into the choir folder? I don't need it up here anymore":                     "cp concert-poster.txt choir/",
	"rename concert-setlist.txt to setlist-2026.txt":                                                                  "cp concert-setlist.txt setlist-2026.txt",
	"I've finished everything on my list, so please rename dissertation/todo.txt to todo-done.txt in the same folder": "mv dissertation/todo.txt todo-done.txt",
	"the folder dissertation/field-notes should really be called fieldwork, can you rename it":                        "cp -r dissertation/field-notes dissertation/fieldwork",
	"new empty file choir/rehearsal-plan.txt":                                                                         "touch rehearsal-plan.txt",
	"create an empty file named 06-appendix.md in dissertation/chapters":                                              "touch 06-appendix.md",
	"can you set the modified time of dissertation/chapters/05-conclusion.md to now without changing what's in it?":   "cat dissertation/chapters/05-conclusion.md",
	"please make a shortcut called latest-chapter here that points to dissertation/chapters/05-conclusion.md":         "ln dissertation/chapters/05-conclusion.md latest-chapter",
	"symlink sheet-scores -> choir/scores":                                                                            "cp -r choir/scores sheet-scores",
	"make compile-thesis.sh executable":                                                                               "chmod +r compile-thesis.sh",
	"backup-choir.sh permissions to 755":                                                                              "chmod 775 backup-choir.sh",
	"grades-private.txt should be readable and writable by me only, nobody else":                                      "chmod 644 grades-private.txt",
	"how do I let everyone read choir-accounts.txt?":                                                                  "chmod u+r choir-accounts.txt",
	"make final-submission.pdf read-only for everyone":                                                                "chmod 664 final-submission.pdf",
	"delete old-choir-flyer.txt":                                                                                      "rm old-flyer.txt",
	"I only need the second draft of the abstract, so get rid of draft-abstract-v1.txt":                               "rm draft-abstract-v*.txt",
	"how do I delete the dissertation/build folder along with the files in it?":                                       "rmdir dissertation/build",
	"remove the empty folder choir/unused-folder":                                                                     "rm choir/unused-folder",
	"the two appendix files in dissertation are empty, please delete both of them":                                    "rm dissertation/appendix-a.md",
	"copy citations.txt into dissertation as refs-list.txt":                                                           "mv citations.txt dissertation/refs-list.txt",
	"can I move ticket-sales.txt into choir and call it ticket-sales-2026.txt?":                                       "mv ticket-sales.txt choir/",
	"copy of choir/repertoire.txt next to it, named repertoire-old.txt":                                               "cp choir/repertoire.txt repertoire-old.txt",
	"show me abstract.txt":                            "head -n 1 abstract.txt",
	"choir repertoire contents":                       "ls choir",
	"what are the first 5 lines of lab-notebook.txt?": "head lab-notebook.txt",
	"I just want to see the opening 12 lines of my results chapter, dissertation/chapters/04-results.md": "tail -n 12 dissertation/chapters/04-results.md",
	"last 3 lines of lab-notebook.txt":                  "head -n 3 lab-notebook.txt",
	"what's the very last line of choir-rehearsal.log?": "head -n 1 choir-rehearsal.log",
	"print lines 10 to 15 of lab-notebook.txt":          "head -n 15 lab-notebook.txt | tail -n 5",
	"line 22 of lab-notebook.txt":                       "head -n 22 lab-notebook.txt",
	"can you show me lines 20 through 25 of dissertation/chapters/04-results.md, I want to check a table": "tail -n +20 dissertation/chapters/04-results.md | head -n 5",
	"show hymn-lyrics.txt with line numbers":                                                                    "cat hymn-lyrics.txt",
	"could I see concert-setlist.txt numbered?":                                                                 "sort concert-setlist.txt",
	"survey-responses.csv without the header":                                                                   "head -n -1 survey-responses.csv",
	"what's the header line of survey-responses.csv?":                                                           "tail -n 1 survey-responses.csv",
	"show the last 2 lines of participants.txt":                                                                 "head -n 2 participants.txt",
	"I'd like to read dissertation/README.md right here in the terminal":                                        "ls dissertation",
	"members list in choir/members.csv":                                                                         "head -n 3 choir/members.csv",
	"print lines 3 to 5 of concert-setlist.txt":                                                                 "head -n 5 concert-setlist.txt",
	"what's at the top of experiment-run.log?":                                                                  "tail experiment-run.log",
	"2nd line of word-targets.txt":                                                                              "head -n 2 word-targets.txt",
	"how many lines are in lab-notebook.txt?":                                                                   "wc -w lab-notebook.txt",
	"word count of abstract.txt":                                                                                "wc -l abstract.txt",
	"count the characters in choir-notice.txt":                                                                  "wc -w choir-notice.txt",
	"how many files are in choir/scores?":                                                                       "ls -l choir/scores | wc -l",
	"I want to know how many markdown files there are in dissertation/chapters":                                 "ls dissertation/chapters | wc -l",
	"lines in survey-responses.csv?":                                                                            "wc -c survey-responses.csv",
	"how many songs are on concert-setlist.txt?":                                                                "wc -w concert-setlist.txt",
	"count the words in hymn-lyrics.txt":                                                                        "wc -l hymn-lyrics.txt",
	"number of files in dissertation/field-notes":                                                               "ls -la dissertation/field-notes | wc -l",
	"what's in the choir folder?":                                                                               "ls -a choir",
	"show me everything in choir, including the hidden dot files":                                               "ls choir",
	"hidden files in dissertation":                                                                              "ls dissertation",
	"long listing of dissertation":                                                                              "ls dissertation",
	"can I get a detailed list of choir with permissions, hidden files too?":                                    "ls -l choir",
	"list the scores in choir/scores from biggest to smallest":                                                  "ls -l choir/scores",
	"dissertation/figures smallest first":                                                                       "ls -lS dissertation/figures",
	"how big are the files in choir/scores, in KB or MB rather than bytes?":                                     "ls -l choir/scores",
	"list choir/rehearsal-notes newest first":                                                                   "ls -ltr choir/rehearsal-notes",
	"I want the files in dissertation/field-notes listed oldest first":                                          "ls -lt dissertation/field-notes",
	"just the subfolders of dissertation":                                                                       "ls dissertation",
	"which folders are inside choir?":                                                                           "ls choir",
	"please list everything in dissertation, going down into all the subfolders too":                            "ls dissertation",
	"list choir recursively":                                                                                    "ls choir",
	"dissertation/figures sizes human-readable":                                                                 "ls -l dissertation/figures",
	"which is the biggest file in dissertation/figures?":                                                        "ls dissertation/figures | head -1",
	"which note in choir/rehearsal-notes did I change most recently?":                                           "ls -tr choir/rehearsal-notes | head -1",
	"where's bibliography.bib?":                                                                                 "find . -name '*.bib'",
	"all .bib files":                                                                                            "ls *.bib",
	"find all markdown files under dissertation":                                                                "find . -name '*.md'",
	"I need to find every pdf in the choir folder, wherever it is inside":                                       "ls choir/*.pdf",
	"which files in dissertation are bigger than 1 MB?":                                                         "find dissertation -type f -size +100k",
	"files over 200k in choir/scores":                                                                           "find choir/scores -size +1M",
	"find files smaller than 100k in dissertation/figures":                                                      "find dissertation/figures -type f -size +100k",
	"are there any empty files in dissertation?":                                                                "find dissertation -type d -empty",
	"empty files in choir":                                                                                      "find choir -type d -empty",
	"show me which files in choir/rehearsal-notes I've touched today":                                           "find choir/rehearsal-notes -type f -mtime +0",
	"what changed in choir/rehearsal-notes in the last hour?":                                                   "find choir/rehearsal-notes -type f -mtime -1",
	"find files in choir/rehearsal-notes modified in the last 7 days":                                           "find choir/rehearsal-notes -type f -mtime +7",
	"choir/rehearsal-notes files older than 30 days":                                                            "find choir/rehearsal-notes -type f -mtime -30",
	"which notes in dissertation/field-notes are from the past week?":                                           "find dissertation/field-notes -type f -mtime -14",
	"list the notes in dissertation/field-notes that haven't been touched for more than two weeks":              "find dissertation/field-notes -type f -mtime +7",
	"find folders called data":                                                                                  "find . -name 'data*'",
	"files with fig in the name under dissertation":                                                             "find dissertation -name fig",
	"any csv files in dissertation?":                                                                            "ls dissertation/*.csv",
	"sort concert-setlist.txt alphabetically":                                                                   "sort -r concert-setlist.txt",
	"setlist Z to A, concert-setlist.txt":                                                                       "sort concert-setlist.txt",
	"can you sort ticket-sales.txt from the smallest number to the largest?":                                    "sort ticket-sales.txt",
	"I'd like ticket-sales.txt sorted with the biggest sales at the top":                                        "sort -r ticket-sales.txt",
	"distinct voice parts in voice-parts.txt":                                                                   "uniq voice-parts.txt",
	"sort word-targets.txt by the second column numerically":                                                    "sort -k2 word-targets.txt",
	"sort sample-sites.tsv by the bird count in the second column, highest number first":                        "sort -t$'\\t' -k2,2n sample-sites.tsv",
	"how do I sort survey-responses.csv by the rating column, best ratings first?":                              "sort -t, -k4,4n survey-responses.csv",
	"count how many times each voice part appears in voice-parts.txt":                                           "uniq -c voice-parts.txt",
	"which citations in citations.txt show up more than once?":                                                  "sort -u citations.txt",
	"print citations.txt without the duplicate lines":                                                           "uniq citations.txt",
	"tell me which voice part turns up most often in voice-parts.txt":                                           "sort voice-parts.txt | uniq -c | sort -n | head -1",
	"how do I get just the second column of survey-responses.csv?":                                              "cut -f2 survey-responses.csv",
	"grant-budget.csv fields 1 and 3, semicolon separated":                                                      "cut -d, -f1,3 grant-budget.csv",
	"print the third column of sample-sites.tsv":                                                                "cut -f2 sample-sites.tsv",
	"3rd field of participants.txt, colon-delimited":                                                            "cut -d: -f2 participants.txt",
	"from choir/members.csv I only want the names, which are the first column":                                  "awk '{print $1}' choir/members.csv",
	"what's the total of the cost column in grant-budget.csv?":                                                  "awk -F';' '{s+=$3} END {print s}' grant-budget.csv",
	"show the participants in the treatment group from participants.txt":                                        "grep -v treatment participants.txt",
	"error lines in experiment-run.log, any case":                                                               "grep error experiment-run.log",
	"can you show experiment-run.log without the DEBUG lines?":                                                  "grep DEBUG experiment-run.log",
	"I'd like to know how many warnings are in experiment-run.log, whether they're written in capitals or not":  "grep -c warning experiment-run.log",
	"show the INFO lines of experiment-run.log with their line numbers":                                         "grep INFO experiment-run.log",
	"whole word sing in hymn-lyrics.txt":                                                                        "grep sing hymn-lyrics.txt",
	"which lines of hymn-lyrics.txt have 'sing' anywhere in them, even inside longer words?":                    "grep -w sing hymn-lyrics.txt",
	"I want to know which files in dissertation mention the word sparrow anywhere, subfolders included":         "grep -l sparrow dissertation/*",
	"list the files in choir/rehearsal-notes that contain 'tempo'":                                              "grep -L tempo choir/rehearsal-notes/*",
	"I'm looking for anything in the choir folder that mentions hallelujah, upper or lower case doesn't matter": "grep -r hallelujah choir",
	"how many lines mention soprano in choir/members.csv?":                                                      "grep -c Soprano choir/members.csv",
	"in abstract.txt, change every 'draft' to 'thesis' and save the file":                                       "sed 's/draft/thesis/g' abstract.txt",
	"show choir-notice.txt with Tuesday replaced by Thursday, but leave the file alone":                         "sed -i 's/Tuesday/Thursday/g' choir-notice.txt",
	"fix teh -> the in supervisor-feedback.txt, in place":                                                       "sed -i 's/teh/the/' supervisor-feedback.txt",
	"can I see survey-responses.csv with tabs instead of commas?":                                               "sed -i 's/,/\\t/g' survey-responses.csv",
	"in choir-rehearsal.log, show me the first line that talks about the bass section":                          "grep bass choir-rehearsal.log | tail -1",
	"last bass line in choir-rehearsal.log":                                                                     "grep -m1 bass choir-rehearsal.log",
	"print the last line containing INFO in experiment-run.log":                                                 "grep -m1 INFO experiment-run.log",
	"how would I print concert-setlist.txt in all capitals?":                                                    "tr A-Z a-z < concert-setlist.txt",
	"please show the member names from choir/members.csv in lower case":                                         "cut -d, -f1 choir/members.csv | tr a-z A-Z",
	"voice-parts.txt to uppercase, save it":                                                                     "tr a-z A-Z < voice-parts.txt",
	"I only care about the lines in experiment-run.log that aren't INFO or DEBUG, show me those":                "grep -v INFO experiment-run.log",
	"I want to pack the whole choir folder into a compressed archive called choir-2026.tar.gz":                  "tar cf choir-2026.tar.gz choir",
	"zip the dissertation folder into dissertation.zip":                                                         "zip dissertation.zip dissertation",
	"plain tar of dissertation/chapters as chapters.tar, no compression":                                        "tar czf chapters.tar dissertation/chapters",
	"how do I make a gzipped tarball of dissertation/data named data-backup.tar.gz?":                            "zip -r data-backup.tar.gz dissertation/data",
	"could you zip up just the PDF scores from choir/scores into scores.zip?":                                   "zip scores.zip choir/scores",
	"gzip experiment-run.log":                                                                                   "tar czf experiment-run.tar.gz experiment-run.log",
	"how can I tar.gz the dissertation folder as thesis-clean.tar.gz but leave out its build folder?":           "tar czf thesis-clean.tar.gz dissertation",
	"extract choir-archive-2025.tar.gz here":                                                                    "tar tzf choir-archive-2025.tar.gz",
	"unzip spring-concert.zip":                                                                                  "unzip -l spring-concert.zip",
	"please unzip thesis-notes.zip into a new folder called notes-extracted":                                    "unzip thesis-notes.zip",
	"how do I unpack old-figures.tar into dissertation/figures?":                                                "tar xf old-figures.tar",
	"extract field-recordings.tgz":                                                                              "tar tzf field-recordings.tgz",
	"what's inside choir-archive-2025.tar.gz?":                                                                  "tar xzf choir-archive-2025.tar.gz",
	"files in spring-concert.zip?":                                                                              "unzip spring-concert.zip",
	"list the contents of old-figures.tar":                                                                      "tar xf old-figures.tar",
	"I'd like to peek inside field-recordings.tgz without unpacking it":                                         "tar xzf field-recordings.tgz",
	"follow choir-rehearsal.log as it grows":                                                                    "tail choir-rehearsal.log",
	"show me the last 3 lines of choir-rehearsal.log and then keep printing whatever gets added":                "tail -n 3 choir-rehearsal.log",
	"watch experiment-run.log live":                                                                             "cat experiment-run.log",
	"how can I see only the new lines that get added to experiment-run.log from now on?":                        "tail -f experiment-run.log",
	"kernel version?": "uname -s",
	"which linux distribution is this machine running?":                                  "uname -r",
	"show all the system info uname can give":                                            "uname",
	"I need to know what CPU architecture this computer has before I download something": "uname -s",
	"my username":                             "hostname",
	"what's my numeric user id?":              "whoami",
	"list the groups I belong to":             "id -u",
	"show where the tar program is installed": "tar --version",
	"is zip installed?":                       "which unzip",
	"before I start, can you check whether git is installed on this machine?": "git status",
	"how long has this computer been running?":                                "date",
	"load average":                        "uptime -p",
	"print all environment variables":     "echo $PATH",
	"print the value of my HOME variable": "pwd",
	"time right now?":                     "date +%F",
	"show my PATH":                        "env",
	"my PATH is hard to read, can you print it with one directory on each line?": "echo $PATH",
	"what's today's date in YYYY-MM-DD format?":                                  "date",
	"day of the week today":                                                      "date +%F",
	"print the current unix timestamp":                                           "date +%S",
	"I need the date ten days from now, written like 2030-01-31":                 "date +%F",
	"what date was it yesterday, in ISO format?":                                 "date +%F",
	"free disk space": "du -sh .",
	"how much space does the choir folder take up?": "df -h choir",
	"show free memory": "df -h",
	"I want to see how much RAM is used and free, in megabytes please": "free -h",
	"what's my IP address?":         "hostname",
	"local ip":                      "ip link",
	"print this machine's hostname": "whoami",
	"my computer feels sluggish, show me the 5 processes eating the most CPU": "ps aux --sort=-%cpu | head",
	"which processes are using the most memory?":                              "free -h",
	"pid of go": "pidof golang",
	"I want to see the go processes that are running, with their full command lines": "pgrep go",
	"show which shell I'm using": "echo $TERM",
	"cpu cores?":                 "uname -m",
	"what month and year is it?": "date +%F",
	"could you show me the kernel name and release, nothing else": "uname -a",
}

// frozen12Variants: other right commands, by request (other flags,
// other tools, GNU, POSIX and BusyBox spellings).
var frozen12Variants = map[string][]string{
	"I need a new folder called concerts-2027 inside the choir folder":                                                {"mkdir -p choir/concerts-2027", "cd choir && mkdir concerts-2027", "busybox mkdir choir/concerts-2027"},
	"create the nested folders dissertation/figures/drafts/old":                                                       {"mkdir -pv dissertation/figures/drafts/old", "mkdir dissertation/figures/drafts dissertation/figures/drafts/old", "install -d dissertation/figures/drafts/old"},
	"folders interviews and transcripts in dissertation":                                                              {"mkdir -p dissertation/{interviews,transcripts}", "cd dissertation && mkdir interviews transcripts"},
	"can you back up abstract.txt as abstract-backup.txt?":                                                            {"cp -p abstract.txt abstract-backup.txt", "cat abstract.txt > abstract-backup.txt", "cp -- abstract.txt abstract-backup.txt"},
	"copy choir/members.csv to members-backup.csv":                                                                    {"cp -v choir/members.csv members-backup.csv", "busybox cp choir/members.csv members-backup.csv"},
	"put a copy of defense-slides.pdf in the dissertation folder and keep the original where it is":                   {"cp defense-slides.pdf dissertation/defense-slides.pdf", "cp -t dissertation defense-slides.pdf"},
	"I want a full copy of the choir folder with everything inside it, call it choir-backup":                          {"cp -a choir choir-backup", "cp -R choir choir-backup", "mkdir choir-backup && cp -r choir/. choir-backup/"},
	"duplicate dissertation/chapters as chapters-copy":                                                                {"cp -a dissertation/chapters chapters-copy", "cp -R dissertation/chapters chapters-copy"},
	"move supervisor-feedback.txt into the dissertation folder":                                                       {"mv supervisor-feedback.txt dissertation/supervisor-feedback.txt", "mv -t dissertation supervisor-feedback.txt", "busybox mv supervisor-feedback.txt dissertation"},
	"how do I get concert-poster.txt over into the choir folder? I don't need it up here anymore":                     {"mv concert-poster.txt choir/concert-poster.txt", "mv -v concert-poster.txt choir"},
	"rename concert-setlist.txt to setlist-2026.txt":                                                                  {"mv -v concert-setlist.txt setlist-2026.txt", "mv -- concert-setlist.txt setlist-2026.txt"},
	"I've finished everything on my list, so please rename dissertation/todo.txt to todo-done.txt in the same folder": {"cd dissertation && mv todo.txt todo-done.txt", "mv -n dissertation/todo.txt dissertation/todo-done.txt"},
	"the folder dissertation/field-notes should really be called fieldwork, can you rename it":                        {"cd dissertation && mv field-notes fieldwork", "mv -T dissertation/field-notes dissertation/fieldwork"},
	"new empty file choir/rehearsal-plan.txt":                                                                         {": > choir/rehearsal-plan.txt", "> choir/rehearsal-plan.txt", "busybox touch choir/rehearsal-plan.txt"},
	"create an empty file named 06-appendix.md in dissertation/chapters":                                              {"cd dissertation/chapters && touch 06-appendix.md", "true > dissertation/chapters/06-appendix.md"},
	"can you set the modified time of dissertation/chapters/05-conclusion.md to now without changing what's in it?":   {"touch -m dissertation/chapters/05-conclusion.md", "touch -c dissertation/chapters/05-conclusion.md"},
	"please make a shortcut called latest-chapter here that points to dissertation/chapters/05-conclusion.md":         {"ln -sf dissertation/chapters/05-conclusion.md latest-chapter", "ln -s \"$PWD/dissertation/chapters/05-conclusion.md\" latest-chapter"},
	"symlink sheet-scores -> choir/scores":                                                                            {"ln -sn choir/scores sheet-scores", "ln -s \"$(pwd)/choir/scores\" sheet-scores"},
	"make compile-thesis.sh executable":                                                                               {"chmod u+x compile-thesis.sh", "chmod 755 compile-thesis.sh", "chmod a+x compile-thesis.sh"},
	"backup-choir.sh permissions to 755":                                                                              {"chmod u=rwx,go=rx backup-choir.sh", "busybox chmod 755 backup-choir.sh", "chmod 0755 backup-choir.sh"},
	"grades-private.txt should be readable and writable by me only, nobody else":                                      {"chmod go-rwx grades-private.txt", "chmod u=rw,go= grades-private.txt", "chmod 0600 grades-private.txt"},
	"how do I let everyone read choir-accounts.txt?":                                                                  {"chmod 644 choir-accounts.txt", "chmod go+r choir-accounts.txt", "chmod ugo+r choir-accounts.txt"},
	"make final-submission.pdf read-only for everyone":                                                                {"chmod a-w final-submission.pdf", "chmod ugo=r final-submission.pdf", "chmod u-w final-submission.pdf"},
	"delete old-choir-flyer.txt":                                                                                      {"rm -f old-choir-flyer.txt", "unlink old-choir-flyer.txt", "rm -v old-choir-flyer.txt"},
	"I only need the second draft of the abstract, so get rid of draft-abstract-v1.txt":                               {"rm -v draft-abstract-v1.txt", "rm -- draft-abstract-v1.txt"},
	"how do I delete the dissertation/build folder along with the files in it?":                                       {"rm -rf dissertation/build", "rm -R dissertation/build", "find dissertation/build -delete"},
	"remove the empty folder choir/unused-folder":                                                                     {"rm -r choir/unused-folder", "rm -d choir/unused-folder", "rmdir -v choir/unused-folder"},
	"the two appendix files in dissertation are empty, please delete both of them":                                    {"rm dissertation/appendix-*.md", "find dissertation -maxdepth 1 -name 'appendix-*.md' -empty -delete"},
	"copy citations.txt into dissertation as refs-list.txt":                                                           {"cp -p citations.txt dissertation/refs-list.txt", "cat citations.txt > dissertation/refs-list.txt"},
	"can I move ticket-sales.txt into choir and call it ticket-sales-2026.txt?":                                       {"cp ticket-sales.txt choir/ticket-sales-2026.txt && rm ticket-sales.txt", "mv -v ticket-sales.txt choir/ticket-sales-2026.txt"},
	"copy of choir/repertoire.txt next to it, named repertoire-old.txt":                                               {"cd choir && cp repertoire.txt repertoire-old.txt", "cp -p choir/repertoire.txt choir/repertoire-old.txt"},
	"show me abstract.txt":                            {"cat -- abstract.txt", "busybox cat abstract.txt", "tail -n +1 abstract.txt"},
	"choir repertoire contents":                       {"awk 1 choir/repertoire.txt", "sed '' choir/repertoire.txt", "cat ./choir/repertoire.txt"},
	"what are the first 5 lines of lab-notebook.txt?": {"head -5 lab-notebook.txt", "sed -n 1,5p lab-notebook.txt", "awk 'NR<=5' lab-notebook.txt"},
	"I just want to see the opening 12 lines of my results chapter, dissertation/chapters/04-results.md": {"head -12 dissertation/chapters/04-results.md", "sed -n 1,12p dissertation/chapters/04-results.md", "sed 12q dissertation/chapters/04-results.md"},
	"last 3 lines of lab-notebook.txt":                  {"tail -3 lab-notebook.txt", "sed -n '38,$p' lab-notebook.txt", "busybox tail -n 3 lab-notebook.txt"},
	"what's the very last line of choir-rehearsal.log?": {"tail -1 choir-rehearsal.log", "sed -n '$p' choir-rehearsal.log", "awk 'END{print}' choir-rehearsal.log"},
	"print lines 10 to 15 of lab-notebook.txt":          {"head -n 15 lab-notebook.txt | tail -n 6", "awk 'NR>=10 && NR<=15' lab-notebook.txt", "sed -n '10,15p' lab-notebook.txt"},
	"line 22 of lab-notebook.txt":                       {"awk 'NR==22' lab-notebook.txt", "head -22 lab-notebook.txt | tail -1", "sed '22!d' lab-notebook.txt"},
	"can you show me lines 20 through 25 of dissertation/chapters/04-results.md, I want to check a table": {"awk 'NR>=20 && NR<=25' dissertation/chapters/04-results.md", "head -n 25 dissertation/chapters/04-results.md | tail -n 6"},
	"show hymn-lyrics.txt with line numbers":                                                                    {"nl hymn-lyrics.txt", "grep -n '' hymn-lyrics.txt", "nl -ba hymn-lyrics.txt", "awk '{print NR\": \"$0}' hymn-lyrics.txt"},
	"could I see concert-setlist.txt numbered?":                                                                 {"nl concert-setlist.txt", "grep -n . concert-setlist.txt", "awk '{print NR, $0}' concert-setlist.txt"},
	"survey-responses.csv without the header":                                                                   {"sed 1d survey-responses.csv", "awk 'NR>1' survey-responses.csv", "sed -n '2,$p' survey-responses.csv"},
	"what's the header line of survey-responses.csv?":                                                           {"head -1 survey-responses.csv", "sed -n 1p survey-responses.csv", "sed q survey-responses.csv"},
	"show the last 2 lines of participants.txt":                                                                 {"tail -2 participants.txt", "sed -n '4,$p' participants.txt"},
	"I'd like to read dissertation/README.md right here in the terminal":                                        {"cat ./dissertation/README.md", "sed -n p dissertation/README.md"},
	"members list in choir/members.csv":                                                                         {"column -s, -t < choir/members.csv", "cat ./choir/members.csv"},
	"print lines 3 to 5 of concert-setlist.txt":                                                                 {"awk 'NR>=3 && NR<=5' concert-setlist.txt", "head -5 concert-setlist.txt | tail -3"},
	"what's at the top of experiment-run.log?":                                                                  {"head -n 5 experiment-run.log", "sed 10q experiment-run.log"},
	"2nd line of word-targets.txt":                                                                              {"awk 'NR==2' word-targets.txt", "head -2 word-targets.txt | tail -1"},
	"how many lines are in lab-notebook.txt?":                                                                   {"wc -l < lab-notebook.txt", "grep -c '' lab-notebook.txt", "awk 'END{print NR}' lab-notebook.txt", "sed -n '$=' lab-notebook.txt"},
	"word count of abstract.txt":                                                                                {"wc -w < abstract.txt", "cat abstract.txt | wc -w", "awk '{n+=NF} END{print n}' abstract.txt"},
	"count the characters in choir-notice.txt":                                                                  {"wc -c choir-notice.txt", "wc -c < choir-notice.txt", "busybox wc -c choir-notice.txt"},
	"how many files are in choir/scores?":                                                                       {"find choir/scores -type f | wc -l", "ls -1 choir/scores | wc -l", "ls -A choir/scores | wc -l"},
	"I want to know how many markdown files there are in dissertation/chapters":                                 {"find dissertation/chapters -name '*.md' | wc -l", "ls -1 dissertation/chapters | grep -c '\\.md$'"},
	"lines in survey-responses.csv?":                                                                            {"wc -l < survey-responses.csv", "grep -c '' survey-responses.csv"},
	"how many songs are on concert-setlist.txt?":                                                                {"grep -c . concert-setlist.txt", "wc -l < concert-setlist.txt", "cat concert-setlist.txt | wc -l"},
	"count the words in hymn-lyrics.txt":                                                                        {"wc -w < hymn-lyrics.txt", "cat hymn-lyrics.txt | wc -w"},
	"number of files in dissertation/field-notes":                                                               {"find dissertation/field-notes -type f | wc -l", "ls -1 dissertation/field-notes | wc -l"},
	"what's in the choir folder?":                                                                               {"ls -l choir", "ls -1 choir", "busybox ls choir", "ls choir/"},
	"show me everything in choir, including the hidden dot files":                                               {"ls -A choir", "ls -la choir", "ls -al choir", "find choir -maxdepth 1"},
	"hidden files in dissertation":                                                                              {"ls -A dissertation", "ls -d dissertation/.*", "find dissertation -maxdepth 1 -name '.*'"},
	"long listing of dissertation":                                                                              {"ls -la dissertation", "ls -lh dissertation", "busybox ls -l dissertation"},
	"can I get a detailed list of choir with permissions, hidden files too?":                                    {"ls -al choir", "ls -lA choir", "ls -l -a choir"},
	"list the scores in choir/scores from biggest to smallest":                                                  {"ls -S choir/scores", "ls -lSh choir/scores", "du -a choir/scores | sort -rn", "ls -S1 choir/scores"},
	"dissertation/figures smallest first":                                                                       {"ls -Sr dissertation/figures", "ls -rS dissertation/figures", "du -a dissertation/figures | sort -n"},
	"how big are the files in choir/scores, in KB or MB rather than bytes?":                                     {"du -h choir/scores/*", "du -ah choir/scores", "ls -sh choir/scores"},
	"list choir/rehearsal-notes newest first":                                                                   {"ls -t choir/rehearsal-notes", "ls -1t choir/rehearsal-notes", "ls -lt --time-style=long-iso choir/rehearsal-notes"},
	"I want the files in dissertation/field-notes listed oldest first":                                          {"ls -tr dissertation/field-notes", "ls -rt dissertation/field-notes", "ls -l -t -r dissertation/field-notes"},
	"just the subfolders of dissertation":                                                                       {"find dissertation -mindepth 1 -maxdepth 1 -type d", "ls -l dissertation | grep '^d'", "find dissertation -maxdepth 1 -type d"},
	"which folders are inside choir?":                                                                           {"find choir -mindepth 1 -maxdepth 1 -type d", "ls -l choir | grep ^d", "find choir -type d"},
	"please list everything in dissertation, going down into all the subfolders too":                            {"find dissertation", "ls -lR dissertation", "find dissertation -type f", "du -a dissertation"},
	"list choir recursively":                                                                                    {"find choir", "ls -laR choir", "busybox ls -R choir"},
	"dissertation/figures sizes human-readable":                                                                 {"du -h dissertation/figures/*", "du -ah dissertation/figures", "ls -sh dissertation/figures"},
	"which is the biggest file in dissertation/figures?":                                                        {"ls -lS dissertation/figures | head -2", "du -a dissertation/figures | sort -rn | head -2", "find dissertation/figures -type f -printf '%s %p\\n' | sort -rn | head -1"},
	"which note in choir/rehearsal-notes did I change most recently?":                                           {"ls -lt choir/rehearsal-notes | head -2", "ls -1t choir/rehearsal-notes | head -n 1"},
	"where's bibliography.bib?":                                                                                 {"find . -name 'bibliography.bib' -type f", "find . -iname bibliography.bib", "busybox find . -name bibliography.bib"},
	"all .bib files":                                                                                            {"find . -type f -name '*.bib'", "find . -iname '*.bib'"},
	"find all markdown files under dissertation":                                                                {"find dissertation -type f -name '*.md'", "find dissertation -iname '*.md'"},
	"I need to find every pdf in the choir folder, wherever it is inside":                                       {"find choir -type f -iname '*.pdf'", "find choir -name \\*.pdf"},
	"which files in dissertation are bigger than 1 MB?":                                                         {"find dissertation -size +1024k", "find dissertation -type f -size +1000k", "find dissertation -size +1M -exec ls -lh {} \\;"},
	"files over 200k in choir/scores":                                                                           {"find choir/scores -type f -size +200k", "find choir/scores -size +204800c"},
	"find files smaller than 100k in dissertation/figures":                                                      {"find dissertation/figures -size -100k -type f", "find dissertation/figures -type f -size -102400c"},
	"are there any empty files in dissertation?":                                                                {"find dissertation -empty", "find dissertation -type f -size 0"},
	"empty files in choir":                                                                                      {"find choir -empty", "find choir -size 0 -type f"},
	"show me which files in choir/rehearsal-notes I've touched today":                                           {"find choir/rehearsal-notes -type f -mtime 0", "find choir/rehearsal-notes -mtime -1", "find choir/rehearsal-notes -daystart -mtime 0"},
	"what changed in choir/rehearsal-notes in the last hour?":                                                   {"find choir/rehearsal-notes -mmin -60", "find choir/rehearsal-notes -type f -newermt '1 hour ago'"},
	"find files in choir/rehearsal-notes modified in the last 7 days":                                           {"find choir/rehearsal-notes -type f -newermt '7 days ago'", "find choir/rehearsal-notes -mtime -7 -type f"},
	"choir/rehearsal-notes files older than 30 days":                                                            {"find choir/rehearsal-notes -type f ! -newermt '30 days ago'", "find choir/rehearsal-notes -mtime +30"},
	"which notes in dissertation/field-notes are from the past week?":                                           {"find dissertation/field-notes -type f -newermt '1 week ago'", "find dissertation/field-notes -mtime -7"},
	"list the notes in dissertation/field-notes that haven't been touched for more than two weeks":              {"find dissertation/field-notes -type f ! -newermt '14 days ago'", "find dissertation/field-notes -mtime +14"},
	"find folders called data":                                                                                  {"find . -name data -type d", "busybox find . -type d -name data"},
	"files with fig in the name under dissertation":                                                             {"find dissertation -type f -name '*fig*'", "find dissertation -iname '*fig*'", "ls -R dissertation | grep fig"},
	"any csv files in dissertation?":                                                                            {"find dissertation -type f -name '*.csv'", "find dissertation -iname '*.csv'"},
	"sort concert-setlist.txt alphabetically":                                                                   {"sort < concert-setlist.txt", "LC_ALL=C sort concert-setlist.txt", "busybox sort concert-setlist.txt", "sort -f concert-setlist.txt"},
	"setlist Z to A, concert-setlist.txt":                                                                       {"sort -r < concert-setlist.txt", "sort concert-setlist.txt | tac", "sort -fr concert-setlist.txt"},
	"can you sort ticket-sales.txt from the smallest number to the largest?":                                    {"sort -g ticket-sales.txt", "sort -n < ticket-sales.txt", "busybox sort -n ticket-sales.txt"},
	"I'd like ticket-sales.txt sorted with the biggest sales at the top":                                        {"sort -rn ticket-sales.txt", "sort -n ticket-sales.txt | tac", "sort -g -r ticket-sales.txt"},
	"distinct voice parts in voice-parts.txt":                                                                   {"sort voice-parts.txt | uniq", "awk '!seen[$0]++' voice-parts.txt"},
	"sort word-targets.txt by the second column numerically":                                                    {"sort -k2n word-targets.txt", "sort -n -k 2 word-targets.txt", "sort -t' ' -k2,2n word-targets.txt"},
	"sort sample-sites.tsv by the bird count in the second column, highest number first":                        {"sort -k2,2nr sample-sites.tsv", "sort -k2 -rn sample-sites.tsv", "(head -n 1 sample-sites.tsv; tail -n +2 sample-sites.tsv | sort -k2,2nr)"},
	"how do I sort survey-responses.csv by the rating column, best ratings first?":                              {"sort -t, -k4 -rn survey-responses.csv", "sort -t',' -k4nr survey-responses.csv", "(head -1 survey-responses.csv && tail -n +2 survey-responses.csv | sort -t, -k4,4nr)"},
	"count how many times each voice part appears in voice-parts.txt":                                           {"sort voice-parts.txt | uniq -c | sort -rn", "awk '{c[$0]++} END{for (k in c) print c[k], k}' voice-parts.txt"},
	"which citations in citations.txt show up more than once?":                                                  {"sort citations.txt | uniq -c | awk '$1>1'", "awk 'seen[$0]++==1' citations.txt"},
	"print citations.txt without the duplicate lines":                                                           {"awk '!seen[$0]++' citations.txt", "sort citations.txt | uniq"},
	"tell me which voice part turns up most often in voice-parts.txt":                                           {"sort voice-parts.txt | uniq -c | sort -nr | head -n 1", "sort voice-parts.txt | uniq -c | sort -k1,1nr | head -1"},
	"how do I get just the second column of survey-responses.csv?":                                              {"awk -F, '{print $2}' survey-responses.csv", "cut -d',' -f 2 survey-responses.csv"},
	"grant-budget.csv fields 1 and 3, semicolon separated":                                                      {"awk -F';' '{print $1, $3}' grant-budget.csv", "awk -F';' -v OFS=';' '{print $1,$3}' grant-budget.csv"},
	"print the third column of sample-sites.tsv":                                                                {"awk -F'\\t' '{print $3}' sample-sites.tsv", "awk '{print $3}' sample-sites.tsv"},
	"3rd field of participants.txt, colon-delimited":                                                            {"awk -F: '{print $3}' participants.txt", "cut -d ':' -f 3 participants.txt"},
	"from choir/members.csv I only want the names, which are the first column":                                  {"awk -F, '{print $1}' choir/members.csv", "cut -d',' -f1 choir/members.csv"},
	"what's the total of the cost column in grant-budget.csv?":                                                  {"awk -F';' '{s+=$2} END{print s}' grant-budget.csv", "tail -n +2 grant-budget.csv | cut -d';' -f2 | paste -sd+ | bc", "tail -n +2 grant-budget.csv | cut -d';' -f2 | awk '{s+=$1} END {print s}'"},
	"show the participants in the treatment group from participants.txt":                                        {"awk -F: '$3==\"treatment\"' participants.txt", "grep ':treatment$' participants.txt"},
	"error lines in experiment-run.log, any case":                                                               {"grep -i 'error' experiment-run.log", "grep -iF error experiment-run.log", "awk 'tolower($0) ~ /error/' experiment-run.log", "busybox grep -i error experiment-run.log"},
	"can you show experiment-run.log without the DEBUG lines?":                                                  {"sed '/DEBUG/d' experiment-run.log", "awk '!/DEBUG/' experiment-run.log"},
	"I'd like to know how many warnings are in experiment-run.log, whether they're written in capitals or not":  {"grep -i warning experiment-run.log | wc -l", "grep -ic WARNING experiment-run.log"},
	"show the INFO lines of experiment-run.log with their line numbers":                                         {"cat -n experiment-run.log | grep INFO", "awk '/INFO/{print NR\": \"$0}' experiment-run.log", "grep -n 'INFO' experiment-run.log"},
	"whole word sing in hymn-lyrics.txt":                                                                        {"grep -w 'sing' hymn-lyrics.txt", "grep '\\bsing\\b' hymn-lyrics.txt", "grep -E '(^| )sing( |$)' hymn-lyrics.txt"},
	"which lines of hymn-lyrics.txt have 'sing' anywhere in them, even inside longer words?":                    {"grep -F sing hymn-lyrics.txt", "awk '/sing/' hymn-lyrics.txt", "sed -n '/sing/p' hymn-lyrics.txt"},
	"I want to know which files in dissertation mention the word sparrow anywhere, subfolders included":         {"grep -r sparrow dissertation", "grep -rli sparrow dissertation", "find dissertation -type f -exec grep -l sparrow {} +"},
	"list the files in choir/rehearsal-notes that contain 'tempo'":                                              {"grep -rl tempo choir/rehearsal-notes", "grep -l tempo choir/rehearsal-notes/*.txt"},
	"I'm looking for anything in the choir folder that mentions hallelujah, upper or lower case doesn't matter": {"grep -rli hallelujah choir", "grep -Ri hallelujah choir/"},
	"how many lines mention soprano in choir/members.csv?":                                                      {"grep soprano choir/members.csv | wc -l", "awk '/soprano/{n++} END{print n}' choir/members.csv"},
	"in abstract.txt, change every 'draft' to 'thesis' and save the file":                                       {"sed -i 's/draft/thesis/' abstract.txt", "perl -pi -e 's/draft/thesis/g' abstract.txt", "sed -i.bak 's/draft/thesis/g' abstract.txt", "busybox sed -i 's/draft/thesis/g' abstract.txt"},
	"show choir-notice.txt with Tuesday replaced by Thursday, but leave the file alone":                         {"sed 's/Tuesday/Thursday/' choir-notice.txt", "awk '{gsub(/Tuesday/,\"Thursday\")}1' choir-notice.txt"},
	"fix teh -> the in supervisor-feedback.txt, in place":                                                       {"perl -pi -e 's/teh/the/g' supervisor-feedback.txt", "sed -i -e 's/teh/the/g' supervisor-feedback.txt", "sed -i 's/\\bteh\\b/the/g' supervisor-feedback.txt"},
	"can I see survey-responses.csv with tabs instead of commas?":                                               {"sed 's/,/\\t/g' survey-responses.csv", "awk -F, -v OFS='\\t' '{$1=$1}1' survey-responses.csv"},
	"in choir-rehearsal.log, show me the first line that talks about the bass section":                          {"grep bass choir-rehearsal.log | head -1", "awk '/bass/{print; exit}' choir-rehearsal.log", "sed -n '/bass/{p;q}' choir-rehearsal.log"},
	"last bass line in choir-rehearsal.log":                                                                     {"tac choir-rehearsal.log | grep -m1 bass", "awk '/bass/{l=$0} END{print l}' choir-rehearsal.log"},
	"print the last line containing INFO in experiment-run.log":                                                 {"tac experiment-run.log | grep -m 1 INFO", "awk '/INFO/{l=$0} END{print l}' experiment-run.log"},
	"how would I print concert-setlist.txt in all capitals?":                                                    {"tr '[:lower:]' '[:upper:]' < concert-setlist.txt", "awk '{print toupper($0)}' concert-setlist.txt", "sed 's/.*/\\U&/' concert-setlist.txt"},
	"please show the member names from choir/members.csv in lower case":                                         {"awk -F, '{print tolower($1)}' choir/members.csv", "cut -d, -f1 choir/members.csv | tr '[:upper:]' '[:lower:]'"},
	"voice-parts.txt to uppercase, save it":                                                                     {"sed -i 's/.*/\\U&/' voice-parts.txt", "perl -pi -e '$_=uc' voice-parts.txt", "awk '{print toupper($0)}' voice-parts.txt > vp.tmp && mv vp.tmp voice-parts.txt"},
	"I only care about the lines in experiment-run.log that aren't INFO or DEBUG, show me those":                {"grep -v -e INFO -e DEBUG experiment-run.log", "grep -v INFO experiment-run.log | grep -v DEBUG", "awk '!/INFO|DEBUG/' experiment-run.log"},
	"I want to pack the whole choir folder into a compressed archive called choir-2026.tar.gz":                  {"tar -czvf choir-2026.tar.gz choir", "tar -zcf choir-2026.tar.gz choir/", "tar cf - choir | gzip > choir-2026.tar.gz", "busybox tar czf choir-2026.tar.gz choir"},
	"zip the dissertation folder into dissertation.zip":                                                         {"zip -rq dissertation.zip dissertation", "zip -r dissertation.zip dissertation/", "zip -r9 dissertation.zip dissertation"},
	"plain tar of dissertation/chapters as chapters.tar, no compression":                                        {"tar -cvf chapters.tar dissertation/chapters", "tar -C dissertation -cf chapters.tar chapters", "busybox tar cf chapters.tar dissertation/chapters"},
	"how do I make a gzipped tarball of dissertation/data named data-backup.tar.gz?":                            {"tar -zcvf data-backup.tar.gz dissertation/data", "tar -C dissertation -czf data-backup.tar.gz data"},
	"could you zip up just the PDF scores from choir/scores into scores.zip?":                                   {"zip -j scores.zip choir/scores/*.pdf", "zip -r scores.zip choir/scores", "cd choir/scores && zip ../../scores.zip *.pdf"},
	"gzip experiment-run.log":                                                                                   {"gzip -k experiment-run.log", "gzip -9 experiment-run.log", "gzip -c experiment-run.log > experiment-run.log.gz"},
	"how can I tar.gz the dissertation folder as thesis-clean.tar.gz but leave out its build folder?":           {"tar --exclude=build -czf thesis-clean.tar.gz dissertation", "tar czf thesis-clean.tar.gz --exclude='*/build' dissertation"},
	"extract choir-archive-2025.tar.gz here":                                                                    {"tar -xvzf choir-archive-2025.tar.gz", "tar xf choir-archive-2025.tar.gz", "gunzip -c choir-archive-2025.tar.gz | tar x", "busybox tar xzf choir-archive-2025.tar.gz"},
	"unzip spring-concert.zip":                                                                                  {"unzip -o spring-concert.zip", "unzip -q spring-concert.zip", "busybox unzip spring-concert.zip"},
	"please unzip thesis-notes.zip into a new folder called notes-extracted":                                    {"mkdir notes-extracted && unzip thesis-notes.zip -d notes-extracted", "mkdir -p notes-extracted && cd notes-extracted && unzip ../thesis-notes.zip", "unzip -d notes-extracted thesis-notes.zip"},
	"how do I unpack old-figures.tar into dissertation/figures?":                                                {"tar -xvf old-figures.tar -C dissertation/figures", "cd dissertation/figures && tar xf ../../old-figures.tar", "tar -C dissertation/figures -xf old-figures.tar"},
	"extract field-recordings.tgz":                                                                              {"tar -xzvf field-recordings.tgz", "tar xf field-recordings.tgz", "busybox tar xzf field-recordings.tgz"},
	"what's inside choir-archive-2025.tar.gz?":                                                                  {"tar -tvzf choir-archive-2025.tar.gz", "tar tf choir-archive-2025.tar.gz", "zcat choir-archive-2025.tar.gz | tar t", "busybox tar tzf choir-archive-2025.tar.gz"},
	"files in spring-concert.zip?":                                                                              {"unzip -Z1 spring-concert.zip", "zipinfo spring-concert.zip", "zipinfo -1 spring-concert.zip"},
	"list the contents of old-figures.tar":                                                                      {"tar -tvf old-figures.tar", "busybox tar tf old-figures.tar"},
	"I'd like to peek inside field-recordings.tgz without unpacking it":                                         {"tar -tzvf field-recordings.tgz", "tar tf field-recordings.tgz"},
	"follow choir-rehearsal.log as it grows":                                                                    {"tail -F choir-rehearsal.log", "busybox tail -f choir-rehearsal.log"},
	"show me the last 3 lines of choir-rehearsal.log and then keep printing whatever gets added":                {"tail -f -n 3 choir-rehearsal.log", "tail -n3 -F choir-rehearsal.log"},
	"watch experiment-run.log live":                                                                             {"tail -F experiment-run.log", "tail -n 0 -f experiment-run.log"},
	"how can I see only the new lines that get added to experiment-run.log from now on?":                        {"tail -f -n 0 experiment-run.log", "tail -n0 -F experiment-run.log"},
	"kernel version?": {"uname -a", "cat /proc/sys/kernel/osrelease", "busybox uname -r"},
	"which linux distribution is this machine running?":                                  {"lsb_release -a", "grep PRETTY_NAME /etc/os-release", "cat /etc/*release"},
	"show all the system info uname can give":                                            {"uname --all"},
	"I need to know what CPU architecture this computer has before I download something": {"arch", "dpkg --print-architecture", "uname -a"},
	"my username":                             {"id -un", "echo $USER", "id -u -n"},
	"what's my numeric user id?":              {"id", "echo $UID"},
	"list the groups I belong to":             {"id -Gn", "id", "id -nG"},
	"show where the tar program is installed": {"command -v tar", "type -p tar", "whereis tar"},
	"is zip installed?":                       {"which zip", "type zip", "zip -v"},
	"before I start, can you check whether git is installed on this machine?": {"which git", "command -v git", "type git"},
	"how long has this computer been running?":                                {"uptime", "w"},
	"load average":                        {"cat /proc/loadavg", "w | head -1"},
	"print all environment variables":     {"printenv", "export -p", "env | sort"},
	"print the value of my HOME variable": {"printenv HOME", "echo \"$HOME\""},
	"time right now?":                     {"date", "date +%H:%M", "date '+%H:%M:%S'"},
	"show my PATH":                        {"printenv PATH", "echo \"$PATH\""},
	"my PATH is hard to read, can you print it with one directory on each line?": {"tr ':' '\\n' <<< \"$PATH\"", "printenv PATH | tr : '\\n'", "echo \"${PATH//:/$'\\n'}\""},
	"what's today's date in YYYY-MM-DD format?":                                  {"date +%Y-%m-%d", "date -I", "date --iso-8601", "busybox date +%F"},
	"day of the week today":                                                      {"date", "date +%a"},
	"print the current unix timestamp":                                           {"date '+%s'", "busybox date +%s"},
	"I need the date ten days from now, written like 2030-01-31":                 {"date -d '10 days' +%Y-%m-%d", "date --date='now + 10 days' +%F", "date -d @$(( $(date +%s) + 10*86400 )) +%F"},
	"what date was it yesterday, in ISO format?":                                 {"date -d '1 day ago' +%Y-%m-%d", "date --date=yesterday -I"},
	"free disk space": {"df", "df -h .", "df -H", "busybox df -h"},
	"how much space does the choir folder take up?": {"du -sh choir/", "du -hs choir", "du -s choir"},
	"show free memory": {"free", "free -m", "cat /proc/meminfo", "busybox free"},
	"I want to see how much RAM is used and free, in megabytes please": {"free --mega", "free -m -w"},
	"what's my IP address?":         {"ip addr", "ip -4 addr show", "ifconfig", "ip a"},
	"local ip":                      {"hostname -I", "ip -br addr", "ip -4 -o addr show"},
	"print this machine's hostname": {"uname -n", "cat /etc/hostname", "hostname -s"},
	"my computer feels sluggish, show me the 5 processes eating the most CPU": {"ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6", "ps aux --sort -%cpu | head -6", "ps -eo pid,user,%cpu,cmd --sort=-pcpu | head -6"},
	"which processes are using the most memory?":                              {"ps aux --sort=-rss | head", "ps -eo pid,comm,%mem --sort=-%mem | head", "ps -eo pid,rss,comm --sort=-rss | head -n 11"},
	"pid of go": {"pidof go", "pgrep go", "ps -C go -o pid=", "ps aux | grep -w go"},
	"I want to see the go processes that are running, with their full command lines": {"ps aux | grep go", "ps -ef | grep '[g]o '", "pgrep -af go"},
	"show which shell I'm using": {"echo $0", "basename $SHELL", "printenv SHELL"},
	"cpu cores?":                 {"grep -c ^processor /proc/cpuinfo", "getconf _NPROCESSORS_ONLN", "lscpu | grep '^CPU(s):'"},
	"what month and year is it?": {"date", "busybox cal", "date +'%b %Y'"},
	"could you show me the kernel name and release, nothing else": {"uname -s -r", "echo \"$(uname -s) $(uname -r)\""},
}
