package sets

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The eleventh frozen set (testdata/frozen11.json) was written blind for
// issue 15's everyday basics by a helper session that did not read the
// catalogue, the matcher, the backend's test files or the requests of
// the other sets, and never ran the backend: only this set's Refs,
// RefsCanFail and Variants tests, which run its own commands. Its tree
// is its own (frozen11Template: the twelfth development set's tree with
// new files under new names, so that every older file is a distractor),
// on two themes: a small veterinary clinic's records (patients,
// appointments, staff, pharmacy stock, a treatment log, x-rays) and a
// family's household paperwork (bills, receipts, insurance, school
// letters, chores). Its requests are in plain everyday words, in four
// voices mixed about equally: terse fragments ("disk space?"), short
// plain commands, plain questions and full chatty sentences, several
// phrasings per basic, with near-miss pairs (copy or move, first or
// last, in place or printed, hidden or not, count or list).
//
// It was held out until its first blind measure (6f283b1: 143 right,
// 66.5 %; 5 confidently wrong, 2.3 %, none beyond; 67 abstained of 215;
// right on 73.3 % of the 195 in scope). Its wrong and in-scope abstained
// answers were then read, so it is a development set now, as frozen sets
// 5 and 9 became: TestFrozen11Set prints each answer with
// CARO_FROZEN11_DETAIL=1. Its cases have the fifth
// set's fields, and its tests are the fifth set's (heldOut5), run on its
// own cases and tree; its environment adds the dates a number of days
// ahead (frozen11Fill).
var frozen11Set = laterSet(heldOut5{name: "offline frozen set 11", detail: "CARO_FROZEN11_DETAIL", wrongs: frozen11Wrongs, variants: frozen11Variants, minCases: 180, minBeyond: 17, minChecks: 150,
	minRight: frozen11MinRight, maxWrong: frozen11MaxWrong},
	"frozen11.json", frozen11Built, frozen11Stamp)

// The ratchet of TestFrozen11Set, from its first blind measure (above).
// Raise it when the score rises; lower it only with a note that says
// which commit cost what.
const (
	frozen11MinRight = 182
	frozen11MaxWrong = 0
)

func init() {
	setup := frozen11Set.setup
	frozen11Set.setup = func(t *testing.T) *frozen5Env {
		t.Helper()
		e := setup(t)
		e.fill = frozen11Fill(e.fill)
		return e
	}
}

// frozen11Ahead is the placeholder of a date n days ahead: {+Nd} is it
// as date +%F prints it, {+Nd-text} as date's default output begins
// ("Sat Mar  7", the C locale's).
var frozen11Ahead = regexp.MustCompile(`\{\+(\d+)d(-text)?\}`)

// frozen11Fill fills the placeholders of dates ahead with the date at the
// moment of the check (right after the command), then those next fills.
func frozen11Fill(next func(string) string) func(string) string {
	return func(s string) string {
		s = frozen11Ahead.ReplaceAllStringFunc(s, func(m string) string {
			sub := frozen11Ahead.FindStringSubmatch(m)
			n, _ := strconv.Atoi(sub[1])
			at := time.Now().UTC().AddDate(0, 0, n)
			if sub[2] != "" {
				return at.Format("Mon Jan _2")
			}
			return at.Format(time.DateOnly)
		})
		return next(s)
	}
}

// frozen11Built holds frozen11Template's tree, built once per test
// binary (builtTree).
var frozen11Built = &builtTree{name: "frozen11", build: frozen11Template}

// frozen11Treatment is a clinic's log where "allergy" comes in three
// cases, "dose" alone and inside longer words, and Rufus three times.
const frozen11Treatment = "09:00 clinic opened\n09:12 Biscuit vaccinated against rabies\n09:30 ALLERGY noted for Mittens\n" +
	"09:45 Rufus x-ray taken\n10:02 allergy check for Pepper\n10:20 Cleo weighed\n10:41 Allergy tablets given to Saffron\n" +
	"10:55 dose of meloxicam for Rufus\n11:10 Nugget nails clipped\n11:25 overdose alarm tested\n11:40 two doses left of gabapentin\n" +
	"11:50 Rufus discharged\n12:00 clinic closed for lunch\n"

// frozen11Template builds the eleventh frozen set's tree once: a copy of
// the twelfth development set's built tree (dev12Built, shared with that
// set's tests) with the eleventh set's files, none of which was there.
func frozen11Template(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "frozen11")
	frozen5Copy(t, dev12Built.tree(t), dir, true)
	slot := func(i int) string {
		if i%3 == 0 {
			return " free"
		}
		return " booked"
	}
	files := map[string]string{
		"patients.csv": "id,name,species,owner,weight\nP01,Biscuit,dog,Okafor,23\nP02,Mittens,cat,Lindqvist,4\nP03,Pepper,rabbit,Okafor,2\n" +
			"P04,Rufus,dog,Haddad,31\nP05,Cleo,cat,Moreau,5\nP06,Nugget,hamster,Haddad,1\nP07,Juno,dog,Lindqvist,18\nP08,Saffron,cat,Okafor,6\n",
		"appointments.tsv": "date\tpet\tvet\treason\n2026-03-02\tBiscuit\tDr Ames\tvaccination\n2026-03-02\tMittens\tDr Brandt\tdental\n" +
			"2026-03-03\tRufus\tDr Ames\tlimp\n2026-03-04\tCleo\tDr Chen\tcheckup\n2026-03-04\tJuno\tDr Brandt\tvaccination\n2026-03-05\tPepper\tDr Chen\tnails\n",
		"vet-staff.txt":        "ames:surgeon:201\nbrandt:dentist:202\nchen:generalist:203\ndalca:nurse:210\nevans:receptionist:100\n",
		"pharmacy-stock.csv":   "drug;form;qty;shelf\namoxicillin;tablet;140;A3\nmeloxicam;liquid;12;B1\ngabapentin;capsule;60;A1\nivermectin;liquid;4;C2\ncefalexin;tablet;95;A2\n",
		"vaccines-given.txt":   "rabies\nparvo\nrabies\ndistemper\nrabies\nleptospirosis\nparvo\nkennel cough\n",
		"dog-weights.txt":      "23\n4\n31\n118\n9\n56\n7\n",
		"treatment.log":        frozen11Treatment,
		"reminders.txt":        "Dear owner,\nyour pet is due for a checkup with Dr Ames.\nDr Ames sees patients on Mondays and Thursdays.\nCall the desk to book.\n",
		"owner-names.txt":      "okafor\nlindqvist\nhaddad\nmoreau\nbrennan\n",
		"shouty-note.txt":      "PLEASE FEED RUFUS AT NOON\nNO TREATS FOR CLEO\n",
		"surgery-schedule.txt": frozen5Lines("slot", 40, slot),
		"boarding-diary.txt":   frozen5Lines("night", 60, nil),
		"clinic-handbook.txt":  "Wash hands before and after every patient.\nLabel every sample.\nNever leave a kennel door open.\n",
		"lab-notes.txt":        "sample A clear\n\nsample B cloudy\n\n\nsample C clear\n",
		"weigh-in.txt":         "Biscuit 23 kg\nRufus 31 kg\nJuno 18 kg\n",
		"kennel-monitor.log":   frozen5Lines("check", 50, func(int) string { return " ok" }),
		"IMG_2231.jpg":         "rufus on the sand\n",
		"cleanup-old.sh":       "#!/bin/sh\necho cleaning\n",

		"bills-2026.csv": "month,item,amount,paid\njan,electricity,84,yes\njan,water,31,yes\nfeb,electricity,92,yes\nfeb,internet,45,no\n" +
			"mar,electricity,77,no\nmar,water,29,yes\nmar,council tax,140,no\n",
		"grocery-list.txt":        "milk\neggs\nbread\nmilk\napples\neggs\nmilk\n",
		"family-birthdays.txt":    "mum 03-14\ndad 11-02\nnora 07-21\nteo 01-30\n",
		"school-letter.txt":       "Dear parents,\nThe class trip is on Friday.\nBring a packed lunch on Friday, Friday is a long day.\nThank you.\n",
		"chores.txt":              "dishes: teo\nlaundry: nora\nbins: dad\nhoover: teo\nironing: mum\nwindows: nora\n",
		"household-passwords.txt": "wifi: hunter2\nbank: see the safe\n",
		"pay-bills.sh":            "#!/bin/sh\necho paying\n",
		"mortgage-letter.txt":     "Your offer: fixed rate for five years.\n",
		"car-insurance.pdf":       "car insurance certificate\n",
		"old-tax-notes.txt":       "notes from 2019\n",
		"tax-notes-2025.txt":      "notes for 2025\n",
		"draft-invoice.txt":       "draft one\n",
		"draft-invoice-2.txt":     "draft two\n",
		"draft-invoice-final.txt": "final invoice\n",
		"meter-readings.log":      frozen5Lines("reading", 30, func(i int) string { return " " + strconv.Itoa(4400+i*7) + " kWh" }),

		"vet-records/biscuit.txt":     "Biscuit: labrador, 23kg, vaccinated\n",
		"vet-records/rufus.txt":       "Rufus: collie cross, limp on the left hind leg\n",
		"vet-records/cleo.txt":        "Cleo: tabby, dental due\n",
		"vet-records/.index":          "biscuit rufus cleo\n",
		"vet-records/.vetrc":          "clinic=north\n",
		"vet-records/xrays/notes.txt": "hip looks arthritic\n",

		"household-docs/readme.txt":                      "family paperwork\n",
		"household-docs/insurance/home-policy.pdf":       "policy number HP-4471\n",
		"household-docs/insurance/pet-policy.pdf":        "policy number PP-0923 for Rufus\n",
		"household-docs/insurance/notes.txt":             "renew in june\n",
		"household-docs/school/report-card.pdf":          "nora: excellent in every subject\n",
		"household-docs/school/trip-form.pdf":            "",
		"household-docs/school/invoice-uniform.txt":      "uniform invoice\n",
		"household-docs/tax-2025/p60.pdf":                "P60 2025\n",
		"household-docs/tax-2025/invoice-accountant.pdf": "accountant invoice\n",
		"household-docs/tax-2025/summary.txt":            "tax summary\n",

		"receipts-2026/pharmacy-jan.txt":   "flea treatment 18.50\n",
		"receipts-2026/vet-bill.txt":       "vet bill 120.00\n",
		"receipts-2026/groceries-week.txt": "groceries 64.20\n",
		"receipts-2026/fuel.txt":           "fuel 55.00\n",
		"receipts-2026/toys.txt":           "chew toys 9.99\n",
		"receipts-2026/blank-receipt.txt":  "",

		"clinic-inbox/referral.eml":   "referral for Juno\n",
		"clinic-inbox/lab-update.eml": "bloods normal\n",
		"clinic-inbox/intake.txt":     "new client Brennan\n",
		"clinic-inbox/empty-form.txt": "",
		"clinic-inbox/blank.eml":      "",
		"clinic-inbox/scratch.tmp":    "x\n",
		"clinic-inbox/notes.tmp":      "y\n",
		"clinic-inbox/.drafts":        "draft reply\n",

		"backup-drive/readme.txt":        "external drive\n",
		"old-kennel-photos/run-a.jpg":    "run a\n",
		"old-kennel-photos/run-b.jpg":    "run b\n",
		"old-kennel-photos/yard/dig.jpg": "digging\n",
	}
	var clash []string
	for name := range files {
		top, _, _ := strings.Cut(name, "/")
		if _, err := os.Lstat(filepath.Join(dir, top)); err == nil {
			clash = append(clash, top)
		}
	}
	for _, name := range []string{"scan-drop", "kennel-photos-2025.tar.gz", "lab-results.zip", "insurance-2024.tar", "vaccine-cards.tgz",
		"heating-readings.csv.gz",
		// What the requests make.
		"vaccine-reports", "paperwork-2027", "kennels", "exam-rooms", "storeroom", "patients-backup.csv", "bills-2026.bak",
		"vet-records-old", "inbox-processed", "rufus-at-the-beach.jpg", "todo-tomorrow.txt", "notes-for-vet.txt", "latest-xray",
		"bills-current.csv", "clinic-rules", "mortgage-offer.txt", "vet-records.tar.gz", "household-docs.zip", "receipts.tar",
		"kennel-photos-2025", "lab-results", "insurance-2024", "vaccine-cards", "bloodwork-rufus.pdf", "urinalysis-cleo.pdf",
		"treatment.log.gz", "treatment.log.zip", "heating-readings.csv", "clinic-bundle.tar.gz", "clinic-records.zip",
		"household-docs-backup.tar.gz", "lab-notes.tmp"} {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			clash = append(clash, name)
		}
	}
	if len(clash) > 0 {
		t.Fatalf("the eleventh set's names are in the older tree: %q", clash)
	}
	frozen5Write(t, dir, files)
	if err := os.MkdirAll(filepath.Join(dir, "scan-drop"), 0o755); err != nil {
		t.Fatal(err)
	}
	// Files told apart by size, of bytes no search finds a word in and no
	// file system compresses.
	frozen5Noise(t, dir, 11, map[string]int{
		"vet-records/xrays/rufus-hip.dcm":     3 << 20,
		"vet-records/xrays/biscuit-chest.dcm": 700 << 10,
		"vet-records/xrays/cleo-jaw.dcm":      150 << 10,
	})
	// The modes the permission requests start from, whatever the umask.
	frozen5Modes(t, dir, map[string]os.FileMode{"pay-bills.sh": 0o644, "cleanup-old.sh": 0o755, "household-passwords.txt": 0o644,
		"vet-staff.txt": 0o644, "clinic-handbook.txt": 0o644})
	now := time.Now()
	writeTarGz(t, filepath.Join(dir, "kennel-photos-2025.tar.gz"), "kennel-photos-2025/", now,
		map[string]string{"kennel-photos-2025/run1.jpg": "run one\n", "kennel-photos-2025/run2.jpg": "run two\n", "kennel-photos-2025/yard.jpg": "yard\n"})
	writeTarGz(t, filepath.Join(dir, "vaccine-cards.tgz"), "vaccine-cards/", now,
		map[string]string{"vaccine-cards/biscuit-card.pdf": "biscuit card\n", "vaccine-cards/juno-card.pdf": "juno card\n"})
	frozen5PlainTar(t, filepath.Join(dir, "insurance-2024.tar"), "insurance-2024/", now,
		map[string]string{"insurance-2024/home.pdf": "home 2024\n", "insurance-2024/pet.pdf": "pet 2024\n"})
	writeZip(t, filepath.Join(dir, "lab-results.zip"), "bloodwork-rufus.pdf", "urinalysis-cleo.pdf")
	gzipFile(t, filepath.Join(dir, "heating-readings.csv.gz"), "day,kwh\nmon,14\ntue,11\n")
	if err := frozen11Stamp(dir, now); err != nil {
		t.Fatal(err)
	}
	return dir
}

// frozen11Stamp dates the twelfth set's files (dev12Stamp) and the
// eleventh frozen set's whose age a request asks about (or whose order by
// time a listing shows, or that a request touches), counting back from
// now, clear of the bounds a request names (an hour, today, a week, a
// month) and of those a right command may round them to. Every file of
// clinic-inbox and receipts-2026 is dated, so that none is as new as the
// tree.
func frozen11Stamp(dir string, now time.Time) error {
	if err := dev12Stamp(dir, now); err != nil {
		return err
	}
	now = now.UTC()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	fresh := frozen5Latest(now.Add(-10*time.Minute), midnight.Add(time.Second))
	day := 24 * time.Hour
	return dateFiles(dir, map[string]time.Time{
		"receipts-2026/toys.txt":           fresh,
		"receipts-2026/fuel.txt":           now.Add(-2 * day),
		"receipts-2026/groceries-week.txt": now.Add(-5 * day),
		"receipts-2026/vet-bill.txt":       now.Add(-12 * day),
		"receipts-2026/blank-receipt.txt":  now.Add(-20 * day),
		"receipts-2026/pharmacy-jan.txt":   now.Add(-40 * day),
		"clinic-inbox/referral.eml":        now.Add(-20 * time.Minute),
		"clinic-inbox/lab-update.eml":      now.Add(-3 * time.Hour),
		"clinic-inbox/intake.txt":          now.Add(-2 * day),
		"clinic-inbox/empty-form.txt":      now.Add(-4 * day),
		"clinic-inbox/blank.eml":           now.Add(-4 * day),
		"clinic-inbox/scratch.tmp":         now.Add(-6 * day),
		"clinic-inbox/notes.tmp":           now.Add(-6 * day),
		"clinic-inbox/.drafts":             now.Add(-8 * day),
		"chores.txt":                       now.Add(-3 * day),
	})
}

// TestFrozen11Refs runs every case's reference command in a fresh tree
// and requires it to pass its checks (heldOut5's refs).
func TestFrozen11Refs(t *testing.T) { frozen11Set.refs(t) }

// TestFrozen11RefsCanFail shows the checks reject wrong commands: each of
// frozen11Wrongs is a plausible, confidently wrong answer to its request.
func TestFrozen11RefsCanFail(t *testing.T) { frozen11Set.refsCanFail(t) }

// TestFrozen11Variants runs other right commands (frozen11Variants): a
// check must accept every right answer, not only the reference.
func TestFrozen11Variants(t *testing.T) { frozen11Set.variantsPass(t) }

// TestFrozen11Set runs the eleventh frozen set like the fifth (heldOut5's
// score): one summary line, and each answer only with
// CARO_FROZEN11_DETAIL=1 (never for the matcher's developer while the set
// is held out).
func TestFrozen11Set(t *testing.T) { frozen11Set.score(t) }

// frozen11Wrongs: for each of these requests, a plausible, confidently
// wrong command (another file, a flag dropped, the wrong direction,
// printed where the file was to change or changed where it was to be
// printed, a list where an extraction was asked) that its checks reject.
var frozen11Wrongs = map[string]string{
	"make a folder called vaccine-reports": `touch vaccine-reports`,
	"I'd like a new directory structure for next year's paperwork: paperwork-2027/bills/gas, with all the parent folders made as well": `mkdir paperwork-2027/bills/gas`,
	"new folders kennels, exam-rooms and storeroom":                                                                                        `mkdir kennels`,
	"Before I start editing patients.csv I want a safety copy of it right next to it, named patients-backup.csv.":                          `mv patients.csv patients-backup.csv`,
	"can you make a copy of bills-2026.csv called bills-2026.bak?":                                                                         `mv bills-2026.csv bills-2026.bak`,
	"I need to make a copy of the vet-records folder with everything in it and call it vet-records-old":                                    `mv vet-records vet-records-old`,
	"copy household-docs into the backup-drive folder":                                                                                     `cp -r household-docs/* backup-drive/`,
	"The car-insurance.pdf file is sitting in the wrong place, please move it into household-docs/insurance where the other policies are.": `cp car-insurance.pdf household-docs/insurance/`,
	"rename mortgage-letter.txt to mortgage-offer.txt":                                                                                     `cp mortgage-letter.txt mortgage-offer.txt`,
	"please move the vaccines-given.txt file into the vet-records folder, it doesn't belong out here":                                      `cp vaccines-given.txt vet-records/`,
	"how do I rename the clinic-inbox folder to inbox-processed?":                                                                          `cp -r clinic-inbox inbox-processed`,
	"rename IMG_2231.jpg -> rufus-at-the-beach.jpg":                                                                                        `cp IMG_2231.jpg rufus-at-the-beach.jpg`,
	"empty file todo-tomorrow.txt":                                                                                                         `touch todo-tomorrow`,
	"The vet asked me to leave her a note, so could you create an empty file called notes-for-vet.txt inside the vet-records folder?":      `touch notes-for-vet.txt`,
	"could you update the timestamp on chores.txt without changing what's in it?":                                                          `echo > chores.txt`,
	"shortcut called latest-xray pointing at vet-records/xrays/rufus-hip.dcm":                                                              `ln vet-records/xrays/rufus-hip.dcm latest-xray`,
	"symlink bills-current.csv to bills-2026.csv":                                                                                          `cp bills-2026.csv bills-current.csv`,
	"how can I make a link named clinic-rules that points to clinic-handbook.txt?":                                                         `ln -s clinic-rules clinic-handbook.txt`,
	"make pay-bills.sh executable":                                                                                                         `chmod 644 pay-bills.sh`,
	"I keep the family passwords in household-passwords.txt and I want it locked down so that only I can read and write it":                `chmod 644 household-passwords.txt`,
	"only me should be able to read or change vet-staff.txt":                                                                               `chmod 400 vet-staff.txt`,
	"set clinic-handbook.txt to permissions 640":                                                                                           `chmod 644 clinic-handbook.txt`,
	"what's the chmod to give pay-bills.sh 755?":                                                                                           `chmod 700 pay-bills.sh`,
	"I want to take away the execute permission from cleanup-old.sh so nobody runs it by accident":                                         `chmod u-x cleanup-old.sh`,
	"delete old-tax-notes.txt": `rm tax-notes-2025.txt`,
	"get rid of the old-kennel-photos folder and everything inside it":                                                          `rmdir old-kennel-photos`,
	"remove the empty directory scan-drop":                                                                                      `rm scan-drop`,
	"can you delete all the .tmp files in clinic-inbox?":                                                                        `rm clinic-inbox/*`,
	"I'm finished with the drafts, so please delete draft-invoice.txt and draft-invoice-2.txt but leave the final one alone.":   `rm draft-invoice*`,
	"Please put a copy of grocery-list.txt in the household-docs folder too, I want it in both places.":                         `mv grocery-list.txt household-docs/`,
	"put copies of reminders.txt and school-letter.txt in backup-drive":                                                         `mv reminders.txt school-letter.txt backup-drive/`,
	"Before I tidy up, could you stick a copy of boarding-diary.txt in the backup-drive folder? Keep the original where it is.": `mv boarding-diary.txt backup-drive/`,
	"show patients.csv":                                `head -n 5 patients.csv`,
	"first 5 lines of surgery-schedule.txt":            `tail -n 5 surgery-schedule.txt`,
	"what are the last 3 lines in boarding-diary.txt?": `head -n 3 boarding-diary.txt`,
	"I'm looking for something in the middle of boarding-diary.txt, could you show me just lines 20 to 25?": `head -n 25 boarding-diary.txt | tail -n 5`,
	"line 17 of surgery-schedule.txt": `head -n 17 surgery-schedule.txt`,
	"I'd like to read treatment.log with a number in front of every line so I can refer to them in a meeting.": `cat treatment.log`,
	"top of boarding-diary.txt":                                                                  `tail boarding-diary.txt`,
	"how does surgery-schedule.txt end?":                                                         `head surgery-schedule.txt`,
	"Can you print out the reminders letter for me? It's in reminders.txt.":                      `head -n 2 reminders.txt`,
	"show school-letter.txt but skip the first line":                                             `tail -n 2 school-letter.txt`,
	"I want to see boarding-diary.txt without its last 10 lines":                                 `tail -n +10 boarding-diary.txt`,
	"let me see the first 12 lines of boarding-diary.txt":                                        `head boarding-diary.txt`,
	"I only need the header row of appointments.tsv, just the first line":                        `tail -n 1 appointments.tsv`,
	"what's the last line of bills-2026.csv?":                                                    `head -n 1 bills-2026.csv`,
	"show lines 8 through 12 of surgery-schedule.txt with their line numbers":                    `sed -n 8,12p surgery-schedule.txt`,
	"vet-staff.txt contents":                                                                     `cut -d: -f1 vet-staff.txt`,
	"show grocery-list.txt and chores.txt one after the other":                                   `cat grocery-list.txt`,
	"what does clinic-handbook.txt say?":                                                         `head -n 1 clinic-handbook.txt`,
	"print lines 3 to 5 of vet-staff.txt":                                                        `head -n 5 vet-staff.txt`,
	"how many lines are in boarding-diary.txt?":                                                  `wc -w surgery-schedule.txt`,
	"words in clinic-handbook.txt":                                                               `wc -l clinic-handbook.txt`,
	"I have to know how many characters there are in owner-names.txt for a form I'm filling in.": `wc -l owner-names.txt`,
	"how many files are in the vet-records/xrays folder?":                                        `ls vet-records/xrays/*.dcm | wc -l`,
	"number of lines in patients.csv":                                                            `wc -l appointments.tsv`,
	"I need a word count for school-letter.txt please":                                           `wc -c school-letter.txt`,
	"count files in receipts-2026":                                                               `ls receipts-2026`,
	"My grocery list is grocery-list.txt. How many things are on it?":                            `sort -u grocery-list.txt | wc -l`,
	"how big is clinic-handbook.txt in bytes":                                                    `wc -w clinic-handbook.txt`,
	"list vet-records": `ls -a vet-records`,
	"Show me everything in vet-records, hidden files included.":                               `ls vet-records`,
	"long listing of household-docs":                                                          `ls household-docs`,
	"what's in vet-records/xrays, biggest first?":                                             `ls vet-records/xrays`,
	"files in receipts-2026, newest first":                                                    `ls -tr receipts-2026`,
	"list receipts-2026 with the oldest at the top":                                           `ls -t receipts-2026`,
	"can I see the sizes of the files in vet-records/xrays in a readable form, like K and M?": `ls -l vet-records/xrays`,
	"only the folders in household-docs":                                                      `ls household-docs`,
	"My partner saved our paperwork in household-docs with lots of subfolders, and I'd like to see every file in there, going into all the subfolders.": `ls household-docs`,
	"any hidden files in clinic-inbox?": `ls clinic-inbox`,
	"I'd like a detailed list of vet-records including the dot files, with permissions and sizes": `ls -l vet-records`,
	"which is the biggest file in vet-records/xrays":                                              `ls -S vet-records/xrays`,
	"what was the last file changed in receipts-2026?":                                            `ls -tr receipts-2026 | head -n 1`,
	"list the pdf files in household-docs/insurance":                                              `ls household-docs/insurance`,
	"ls clinic-inbox one per line":                                                                `ls -la clinic-inbox`,
	"list household-docs/school by size, smallest first":                                          `ls -S household-docs/school`,
	"find all the pdf files under household-docs":                                                 `ls household-docs/*.pdf`,
	"where is rufus-hip.dcm?":                                                                     `ls rufus-hip.dcm`,
	"files bigger than 1M in vet-records":                                                         `find vet-records -type f -size +100k`,
	"Which files in vet-records/xrays are over 100k?":                                             `find vet-records/xrays -type f -size +1M`,
	"what in receipts-2026 was modified today?":                                                   `find receipts-2026 -type f -mtime -7`,
	"I've been adding receipts all week; please show me the files in receipts-2026 that were changed in the last 7 days.": `find receipts-2026 -type f -mtime +7`,
	"I think something in clinic-inbox changed in the last hour, can you find what?":                                      `find clinic-inbox -type f -mtime 0`,
	"empty files in clinic-inbox":                                   `find clinic-inbox -type f -size +0`,
	"find files in receipts-2026 older than 30 days":                `find receipts-2026 -type f -mtime -30`,
	"all the txt files under vet-records, including the subfolders": `ls vet-records/*.txt`,
	"is there anything with invoice in its name in household-docs?": `find household-docs -name invoice`,
	"search household-docs for a file called report-card.pdf":       `ls household-docs/report-card.pdf`,
	".eml files in clinic-inbox":                                    `find clinic-inbox -name '*.txt'`,
	"Could you find which receipts in receipts-2026 are from the last month? By that I mean changed in the past 30 days.":                       `find receipts-2026 -type f -mtime +30`,
	"is there a folder named tax-2025 somewhere under household-docs?":                                                                          `ls household-docs/tax-2025`,
	"small files under 1k in vet-records":                                                                                                       `find vet-records -type f -size -1k`,
	"are any of the files in receipts-2026 empty?":                                                                                              `find receipts-2026 -type f ! -empty`,
	"files in vet-records bigger than 500 kilobytes":                                                                                            `find vet-records -type f -size +1M`,
	"sort dog-weights.txt numerically":                                                                                                          `sort dog-weights.txt`,
	"dog-weights.txt from biggest to smallest":                                                                                                  `sort -r dog-weights.txt`,
	"Can you put the names in owner-names.txt into alphabetical order for me? I just want to see them sorted.":                                  `sort -r owner-names.txt`,
	"How do I get owner-names.txt in reverse alphabetical order?":                                                                               `tac owner-names.txt`,
	"grocery-list.txt sorted, with the duplicates taken out":                                                                                    `uniq grocery-list.txt`,
	"how many times does each item show up in grocery-list.txt?":                                                                                `uniq -c grocery-list.txt`,
	"which vaccines appear more than once in vaccines-given.txt":                                                                                `uniq -d vaccines-given.txt`,
	"For the audit I need the vaccines that were given just once in vaccines-given.txt, not the repeated ones.":                                 `sort -u vaccines-given.txt`,
	"Give me the list of the different vaccines in vaccines-given.txt, each one once.":                                                          `sort vaccines-given.txt | uniq -u`,
	"second column of patients.csv":                                                                                                             `cut -d, -f3 patients.csv`,
	"just the owner column from patients.csv please":                                                                                            `cut -d, -f2 patients.csv`,
	"The appointments.tsv file is tab separated and I only care about which vet each appointment is with, so please print just the vet column.": `cut -d' ' -f3 appointments.tsv`,
	"vet-staff.txt is colon separated; show me just the names and roles":                                                                        `cut -d: -f1 vet-staff.txt`,
	"third field of pharmacy-stock.csv, it's semicolon delimited":                                                                               `cut -d, -f3 pharmacy-stock.csv`,
	"sort patients.csv by weight, heaviest first":                                                                                               `sort -t, -k5 -n patients.csv`,
	"Can you sort bills-2026.csv by the amount column, smallest amount first?":                                                                  `sort -t, -k3 bills-2026.csv`,
	"Put family-birthdays.txt in order of the dates in the second column so I can see whose birthday comes first in the year.":                  `sort family-birthdays.txt`,
	"sort appointments.tsv by the pet name":                                                                                                     `sort appointments.tsv`,
	"I need every line in treatment.log that talks about an allergy, whether it's written in capitals or not.":                                  `grep allergy treatment.log`,
	"treatment.log without the lines that mention clinic":                                                                                       `grep clinic treatment.log`,
	"how many lines in treatment.log mention Rufus?":                                                                                            `grep Rufus treatment.log`,
	"What line number is Cleo on in treatment.log?":                                                                                             `grep Cleo treatment.log`,
	"search treatment.log for the word dose on its own, I don't want overdose or doses":                                                         `grep dose treatment.log`,
	"search everything in vet-records for limp":                                                                                                 `grep limp vet-records`,
	"I only want the names of the files in household-docs that contain the phrase policy number, not the lines themselves":                      `grep -r 'policy number' household-docs`,
	"Dr Ames has left, so in reminders.txt every Ames should become Chen. Please change the file itself.":                                       `sed 's/Ames/Chen/g' reminders.txt`,
	"Could you show me school-letter.txt with every Friday changed to Thursday? Don't touch the actual file though.":                            `sed -i 's/Friday/Thursday/g' school-letter.txt`,
	"first line of treatment.log that mentions Rufus":                                                                                           `grep Rufus treatment.log | tail -n 1`,
	"when does Rufus show up last in treatment.log?":                                                                                            `grep -m 1 Rufus treatment.log`,
	"print owner-names.txt in capital letters":                                                                                                  `tr A-Z a-z < owner-names.txt`,
	"convert shouty-note.txt to lowercase":                                                                                                      `tr a-z A-Z < shouty-note.txt`,
	"how many of the chores in chores.txt are teo's?":                                                                                           `grep -c dad chores.txt`,
	"chores.txt lines that aren't teo's":                                                                                                        `grep teo chores.txt`,
	"search patients.csv for cat ignoring case and show me the line numbers":                                                                    `grep -i cat patients.csv`,
	"which drugs in pharmacy-stock.csv are liquid?":                                                                                             `grep -v liquid pharmacy-stock.csv`,
	"month and amount columns of bills-2026.csv":                                                                                                `cut -d, -f1,2 bills-2026.csv`,
	"Which bills in bills-2026.csv haven't been paid yet?":                                                                                      `grep ',yes$' bills-2026.csv`,
	"show bills-2026.csv with tabs instead of commas (don't change the file)":                                                                   `sed 's/,/\t/' bills-2026.csv`,
	"delete the blank lines in lab-notes.txt, in place":                                                                                         `grep -v '^$' lab-notes.txt`,
	"swap kg for kilograms everywhere in weigh-in.txt":                                                                                          `grep kg weigh-in.txt`,
	"grep -i for dr ames in appointments.tsv":                                                                                                   `grep 'dr ames' appointments.tsv`,
	"We're short staffed on the 4th of March, so I want to see the appointments in appointments.tsv for 2026-03-04.":                            `grep -c 2026-03-04 appointments.tsv`,
	"count how many lines of treatment.log contain allergy whatever the case":                                                                   `grep -c allergy treatment.log`,
	"names of the cats in patients.csv":                                                                                                         `grep ',dog,' patients.csv | cut -d, -f2`,
	"Sort vet-staff.txt by extension number, it's the third field and the fields are split by colons.":                                          `sort -t: -k3 -nr vet-staff.txt`,
	"whole-word search for parvo in vaccines-given.txt with line numbers":                                                                       `grep -c parvo vaccines-given.txt`,
	"tar.gz the vet-records folder as vet-records.tar.gz":                                                                                       `tar cf vet-records.tar.gz vet-records`,
	"zip up the household-docs folder into household-docs.zip":                                                                                  `zip household-docs.zip household-docs`,
	"I'd like a plain tar of receipts-2026, no compression, named receipts.tar":                                                                 `tar czf receipts.tar receipts-2026`,
	"extract kennel-photos-2025.tar.gz":                                                                                                         `tar tzf kennel-photos-2025.tar.gz`,
	"unzip lab-results.zip into a folder called lab-results":                                                                                    `unzip lab-results.zip`,
	"what's inside insurance-2024.tar?":                                                                                                         `tar xf insurance-2024.tar`,
	"Someone emailed me lab-results.zip and before I unpack anything I'd like to see which files are inside it.":                                `unzip lab-results.zip`,
	"unpack vaccine-cards.tgz into vet-records":                                                                                                 `tar xzf vaccine-cards.tgz`,
	"Please extract insurance-2024.tar right here in this folder.":                                                                              `tar tf insurance-2024.tar`,
	"treatment.log is getting big, so I'd like it compressed with gzip please.":                                                                 `zip treatment.log.zip treatment.log`,
	"how do I unzip heating-readings.csv.gz so I get the csv file back?":                                                                        `zcat heating-readings.csv.gz`,
	"make clinic-bundle.tar.gz with the clinic-inbox folder and vet-staff.txt in it":                                                            `tar czf clinic-bundle.tar.gz clinic-inbox`,
	"I have to send patients.csv and appointments.tsv to the accountant, so please zip the two of them together into clinic-records.zip.":       `zip clinic-records.zip patients.csv`,
	"what files are in vaccine-cards.tgz":                                                                                                       `tar xzf vaccine-cards.tgz`,
	"We should have a backup of household-docs. Could you put it all in a compressed tarball called household-docs-backup.tar.gz?":              `zip -r household-docs-backup.tar.gz household-docs`,
	"unzip lab-results.zip":                            `unzip -l lab-results.zip`,
	"kernel version":                                   `uname`,
	"what operating system is this?":                   `uname -r`,
	"who am I logged in as":                            `hostname`,
	"my user id and groups":                            `whoami`,
	"which groups am I in?":                            `id -u`,
	"is tar installed":                                 `command -v gzip`,
	"where's the zip program located on this machine?": `which unzip`,
	"how long has this machine been up?":               `date`,
	"I'm debugging a script and want to see all of the environment variables that are set in my session.": `echo $PATH`,
	"what's my HOME variable set to?":   `pwd`,
	"print PATH":                        `env`,
	"today's date in ISO format":        `date`,
	"what day of the week is it today?": `date +%F`,
	"current unix timestamp":            `date +%S`,
	"What will the date be 10 days from now? Give it as YYYY-MM-DD.": `date -d '-10 days' +%F`,
	"date 3 weeks from today":         `date -d '+3 days'`,
	"disk space?":                     `du -sh .`,
	"how much free memory do I have?": `df -h`,
	"what's my ip":                    `hostname`,
	"name of this computer":           `whoami`,
	"top 5 processes by cpu":          `ps aux --sort=-%cpu | head -n 5`,
	"Which programs are using the most memory right now? Biggest at the top please.": `ps aux --sort=%mem | tail`,
	"what shell am I using":                 `echo $USER`,
	"how many CPUs does this machine have?": `uname -m`,
	"cpu architecture":                      `uname -r`,
	"which linux distribution am I on?":     `uname -r`,
	"show the EDITOR variable":              `echo $VISUAL`,
	"what's the date and time right now":    `date +%F`,
	"which month are we in?":                `date +%m`,
	"I need today's date written the British way, day/month/year with slashes": `date +%F`,
	"how much space is the vet-records folder taking up?":                      `du -h vet-records`,
	"env vars with GIT in the name":                                            `env | grep git`,
	"is the unzip command available?":                                          `command -v zip`,
	"bash version":                                                             `echo $SHELL`,
	"what time zone is this system using":                                      `date +%F`,
	"follow meter-readings.log":                                                `tail meter-readings.log`,
	"I want to watch kennel-monitor.log as new lines come in":                  `cat kennel-monitor.log`,
	"show the last 20 lines of kennel-monitor.log and keep following it":       `tail -n 20 kennel-monitor.log`,
	"how do I keep an eye on treatment.log live while it's being written?":     `tail -n 20 treatment.log`,
}

// frozen11Variants: for each of these requests, other right commands
// (other flags, other tools, GNU, POSIX and BSD/BusyBox-style spellings)
// that its checks must accept.
var frozen11Variants = map[string][]string{
	"make a folder called vaccine-reports": {`mkdir -p vaccine-reports`, `mkdir -v vaccine-reports`},
	"I'd like a new directory structure for next year's paperwork: paperwork-2027/bills/gas, with all the parent folders made as well": {`mkdir -pv paperwork-2027/bills/gas`, `mkdir --parents paperwork-2027/bills/gas`},
	"new folders kennels, exam-rooms and storeroom":                                                                                        {`mkdir -p kennels exam-rooms storeroom`, `for d in kennels exam-rooms storeroom; do mkdir $d; done`},
	"Before I start editing patients.csv I want a safety copy of it right next to it, named patients-backup.csv.":                          {`cp -p patients.csv patients-backup.csv`, `cat patients.csv > patients-backup.csv`},
	"can you make a copy of bills-2026.csv called bills-2026.bak?":                                                                         {`cp -v bills-2026.csv bills-2026.bak`, `cp -a bills-2026.csv bills-2026.bak`},
	"I need to make a copy of the vet-records folder with everything in it and call it vet-records-old":                                    {`cp -a vet-records vet-records-old`, `cp -R vet-records vet-records-old`},
	"copy household-docs into the backup-drive folder":                                                                                     {`cp -a household-docs backup-drive`, `cp -R household-docs backup-drive/`},
	"The car-insurance.pdf file is sitting in the wrong place, please move it into household-docs/insurance where the other policies are.": {`mv -v car-insurance.pdf household-docs/insurance`, `mv car-insurance.pdf household-docs/insurance/car-insurance.pdf`},
	"rename mortgage-letter.txt to mortgage-offer.txt":                                                                                     {`mv -v mortgage-letter.txt mortgage-offer.txt`, `mv -- mortgage-letter.txt mortgage-offer.txt`},
	"please move the vaccines-given.txt file into the vet-records folder, it doesn't belong out here":                                      {`mv vaccines-given.txt vet-records`, `mv -i vaccines-given.txt vet-records/`},
	"how do I rename the clinic-inbox folder to inbox-processed?":                                                                          {`mv -v clinic-inbox inbox-processed`, `mv clinic-inbox/ inbox-processed`},
	"rename IMG_2231.jpg -> rufus-at-the-beach.jpg":                                                                                        {`mv -n IMG_2231.jpg rufus-at-the-beach.jpg`},
	"empty file todo-tomorrow.txt":                                                                                                         {`: > todo-tomorrow.txt`, `> todo-tomorrow.txt`, `true > todo-tomorrow.txt`},
	"The vet asked me to leave her a note, so could you create an empty file called notes-for-vet.txt inside the vet-records folder?":      {`: > vet-records/notes-for-vet.txt`, `cd vet-records && touch notes-for-vet.txt`},
	"could you update the timestamp on chores.txt without changing what's in it?":                                                          {`touch -m chores.txt`, `touch -c chores.txt`},
	"shortcut called latest-xray pointing at vet-records/xrays/rufus-hip.dcm":                                                              {`ln -sf vet-records/xrays/rufus-hip.dcm latest-xray`, `ln -s "$PWD/vet-records/xrays/rufus-hip.dcm" latest-xray`},
	"symlink bills-current.csv to bills-2026.csv":                                                                                          {`ln -sv bills-2026.csv bills-current.csv`, `ln --symbolic bills-2026.csv bills-current.csv`},
	"how can I make a link named clinic-rules that points to clinic-handbook.txt?":                                                         {`ln -sf clinic-handbook.txt clinic-rules`, `ln -s ./clinic-handbook.txt clinic-rules`},
	"make pay-bills.sh executable":                                                                                                         {`chmod u+x pay-bills.sh`, `chmod 755 pay-bills.sh`, `chmod a+x pay-bills.sh`},
	"I keep the family passwords in household-passwords.txt and I want it locked down so that only I can read and write it":                {`chmod go-rwx household-passwords.txt`, `chmod u=rw,go= household-passwords.txt`, `chmod 0600 household-passwords.txt`},
	"only me should be able to read or change vet-staff.txt":                                                                               {`chmod go= vet-staff.txt`, `chmod og-rwx vet-staff.txt`, `chmod u=rw,g=,o= vet-staff.txt`},
	"set clinic-handbook.txt to permissions 640":                                                                                           {`chmod u=rw,g=r,o= clinic-handbook.txt`, `chmod 0640 clinic-handbook.txt`, `chmod o-r clinic-handbook.txt`},
	"what's the chmod to give pay-bills.sh 755?":                                                                                           {`chmod u=rwx,go=rx pay-bills.sh`, `chmod 0755 pay-bills.sh`},
	"I want to take away the execute permission from cleanup-old.sh so nobody runs it by accident":                                         {`chmod -x cleanup-old.sh`, `chmod 644 cleanup-old.sh`, `chmod ugo-x cleanup-old.sh`},
	"delete old-tax-notes.txt": {`rm -f old-tax-notes.txt`, `rm -v old-tax-notes.txt`, `unlink old-tax-notes.txt`},
	"get rid of the old-kennel-photos folder and everything inside it":                                                          {`rm -rf old-kennel-photos`, `rm -R old-kennel-photos/`, `find old-kennel-photos -delete`},
	"remove the empty directory scan-drop":                                                                                      {`rm -r scan-drop`, `rm -d scan-drop`, `rmdir scan-drop/`},
	"can you delete all the .tmp files in clinic-inbox?":                                                                        {`rm -f clinic-inbox/*.tmp`, `find clinic-inbox -name '*.tmp' -delete`},
	"I'm finished with the drafts, so please delete draft-invoice.txt and draft-invoice-2.txt but leave the final one alone.":   {`rm -f draft-invoice.txt draft-invoice-2.txt`, `rm -- draft-invoice.txt draft-invoice-2.txt`},
	"Please put a copy of grocery-list.txt in the household-docs folder too, I want it in both places.":                         {`cp grocery-list.txt household-docs`, `cp -v grocery-list.txt household-docs/grocery-list.txt`},
	"put copies of reminders.txt and school-letter.txt in backup-drive":                                                         {`cp -t backup-drive reminders.txt school-letter.txt`, `for f in reminders.txt school-letter.txt; do cp "$f" backup-drive/; done`},
	"Before I tidy up, could you stick a copy of boarding-diary.txt in the backup-drive folder? Keep the original where it is.": {`cp -p boarding-diary.txt backup-drive`, `cp boarding-diary.txt backup-drive/boarding-diary.txt`},
	"show patients.csv":                                {`cat -- patients.csv`, `more patients.csv`, `while IFS= read -r l; do echo "$l"; done < patients.csv`},
	"first 5 lines of surgery-schedule.txt":            {`head -5 surgery-schedule.txt`, `sed -n 1,5p surgery-schedule.txt`, `awk 'NR<=5' surgery-schedule.txt`},
	"what are the last 3 lines in boarding-diary.txt?": {`tail -3 boarding-diary.txt`, `sed -n '58,$p' boarding-diary.txt`},
	"I'm looking for something in the middle of boarding-diary.txt, could you show me just lines 20 to 25?": {`head -n 25 boarding-diary.txt | tail -n 6`, `awk 'NR>=20 && NR<=25' boarding-diary.txt`, `sed -n '20,25p' boarding-diary.txt`},
	"line 17 of surgery-schedule.txt": {`awk 'NR==17' surgery-schedule.txt`, `head -17 surgery-schedule.txt | tail -1`, `sed '17!d' surgery-schedule.txt`},
	"I'd like to read treatment.log with a number in front of every line so I can refer to them in a meeting.": {`nl -ba treatment.log`, `grep -n '' treatment.log`, `awk '{print NR": "$0}' treatment.log`, `nl treatment.log`, `nl -b a treatment.log`},
	"top of boarding-diary.txt":                                                                  {`head -n 10 boarding-diary.txt`, `sed 10q boarding-diary.txt`, `head -n 20 boarding-diary.txt`},
	"how does surgery-schedule.txt end?":                                                         {`tail -n 10 surgery-schedule.txt`, `tail -5 surgery-schedule.txt`, `tail -n 15 surgery-schedule.txt`},
	"Can you print out the reminders letter for me? It's in reminders.txt.":                      {`cat ./reminders.txt`, `less -FX reminders.txt`},
	"show school-letter.txt but skip the first line":                                             {`sed 1d school-letter.txt`, `awk 'NR>1' school-letter.txt`, `sed -n '2,$p' school-letter.txt`},
	"I want to see boarding-diary.txt without its last 10 lines":                                 {`sed -n 1,50p boarding-diary.txt`, `awk 'NR<=50' boarding-diary.txt`, `head -n 50 boarding-diary.txt`},
	"let me see the first 12 lines of boarding-diary.txt":                                        {`head -12 boarding-diary.txt`, `sed -n 1,12p boarding-diary.txt`, `sed 12q boarding-diary.txt`},
	"I only need the header row of appointments.tsv, just the first line":                        {`head -1 appointments.tsv`, `sed -n 1p appointments.tsv`, `sed 1q appointments.tsv`},
	"what's the last line of bills-2026.csv?":                                                    {`tail -1 bills-2026.csv`, `sed -n '$p' bills-2026.csv`, `awk 'END{print}' bills-2026.csv`},
	"show lines 8 through 12 of surgery-schedule.txt with their line numbers":                    {`nl -ba surgery-schedule.txt | sed -n 8,12p`, `grep -n '' surgery-schedule.txt | sed -n 8,12p`, `awk 'NR>=8 && NR<=12 {print NR, $0}' surgery-schedule.txt`},
	"vet-staff.txt contents":                                                                     {`cat ./vet-staff.txt`, `more vet-staff.txt`},
	"show grocery-list.txt and chores.txt one after the other":                                   {`cat grocery-list.txt; cat chores.txt`, `tail -n +1 grocery-list.txt chores.txt`, `head -n 100 grocery-list.txt chores.txt`},
	"what does clinic-handbook.txt say?":                                                         {`more clinic-handbook.txt`, `cat < clinic-handbook.txt`},
	"print lines 3 to 5 of vet-staff.txt":                                                        {`awk 'NR>=3&&NR<=5' vet-staff.txt`, `head -5 vet-staff.txt | tail -3`, `tail -n +3 vet-staff.txt | head -n 3`},
	"how many lines are in boarding-diary.txt?":                                                  {`wc -l < boarding-diary.txt`, `grep -c '' boarding-diary.txt`, `awk 'END{print NR}' boarding-diary.txt`, `cat boarding-diary.txt | wc -l`},
	"words in clinic-handbook.txt":                                                               {`wc -w < clinic-handbook.txt`, `cat clinic-handbook.txt | wc -w`},
	"I have to know how many characters there are in owner-names.txt for a form I'm filling in.": {`wc -c owner-names.txt`, `wc -m < owner-names.txt`, `wc -c < owner-names.txt`},
	"how many files are in the vet-records/xrays folder?":                                        {`find vet-records/xrays -type f | wc -l`, `ls -1 vet-records/xrays | wc -l`, `ls -A vet-records/xrays | wc -l`},
	"number of lines in patients.csv":                                                            {`wc -l < patients.csv`, `grep -c . patients.csv`},
	"I need a word count for school-letter.txt please":                                           {`wc -w < school-letter.txt`, `cat school-letter.txt | wc -w`},
	"count files in receipts-2026":                                                               {`find receipts-2026 -type f | wc -l`, `ls -1 receipts-2026 | wc -l`, `ls -A receipts-2026 | wc -l`},
	"My grocery list is grocery-list.txt. How many things are on it?":                            {`wc -l < grocery-list.txt`, `grep -c '' grocery-list.txt`},
	"how big is clinic-handbook.txt in bytes":                                                    {`wc -c < clinic-handbook.txt`, `stat -c %s clinic-handbook.txt`, `du -b clinic-handbook.txt`},
	"list vet-records": {`ls -1 vet-records`, `ls vet-records/`, `ls -C vet-records`},
	"Show me everything in vet-records, hidden files included.":                               {`ls -A vet-records`, `ls -la vet-records`, `ls -al vet-records`},
	"long listing of household-docs":                                                          {`ls -la household-docs`, `ls -lh household-docs`, `ls -al household-docs/`},
	"what's in vet-records/xrays, biggest first?":                                             {`ls -lS vet-records/xrays`, `ls -lhS vet-records/xrays`, `ls -S1 vet-records/xrays`, `ls -S -1 vet-records/xrays`},
	"files in receipts-2026, newest first":                                                    {`ls -lt receipts-2026`, `ls -1t receipts-2026`, `ls -lth receipts-2026`},
	"list receipts-2026 with the oldest at the top":                                           {`ls -ltr receipts-2026`, `ls -rt receipts-2026`, `ls -1tr receipts-2026`},
	"can I see the sizes of the files in vet-records/xrays in a readable form, like K and M?": {`ls -lhS vet-records/xrays`, `du -h vet-records/xrays/*`, `du -ah vet-records/xrays`, `ls -sh vet-records/xrays`},
	"only the folders in household-docs":                                                      {`find household-docs -mindepth 1 -maxdepth 1 -type d`, `ls -l household-docs | grep '^d'`, `find household-docs -type d`},
	"My partner saved our paperwork in household-docs with lots of subfolders, and I'd like to see every file in there, going into all the subfolders.": {`find household-docs`, `ls -lR household-docs`, `find household-docs -type f`},
	"any hidden files in clinic-inbox?": {`ls -A clinic-inbox`, `ls -d clinic-inbox/.*`, `find clinic-inbox -name '.*'`, `ls -la clinic-inbox`},
	"I'd like a detailed list of vet-records including the dot files, with permissions and sizes": {`ls -al vet-records`, `ls -lA vet-records`, `ls -lah vet-records`},
	"which is the biggest file in vet-records/xrays":                                              {`ls -S vet-records/xrays | head -1`, `ls -lS vet-records/xrays | sed -n 2p`, `du -a vet-records/xrays | sort -n -r | sed -n 2p`, `find vet-records/xrays -type f -printf '%s %p\n' | sort -nr | head -1`},
	"what was the last file changed in receipts-2026?":                                            {`ls -t receipts-2026 | head -1`, `ls -lt receipts-2026 | sed -n 2p`},
	"list the pdf files in household-docs/insurance":                                              {`ls -1 household-docs/insurance/*.pdf`, `find household-docs/insurance -name '*.pdf'`, `cd household-docs/insurance && ls *.pdf`},
	"ls clinic-inbox one per line":                                                                {`ls clinic-inbox`, `ls -1 clinic-inbox/`},
	"list household-docs/school by size, smallest first":                                          {`ls -lSr household-docs/school`, `ls -rS household-docs/school`, `ls -1Sr household-docs/school`},
	"find all the pdf files under household-docs":                                                 {`find household-docs -type f -name '*.pdf'`, `find household-docs -iname '*.pdf'`, `ls -R household-docs | grep '\.pdf$'`},
	"where is rufus-hip.dcm?":                                                                     {`find . -type f -name 'rufus-hip.dcm'`, `find . -iname rufus-hip.dcm`},
	"files bigger than 1M in vet-records":                                                         {`find vet-records -size +1M`, `find vet-records -type f -size +1024k`, `find vet-records -type f -size +1048576c`, `find vet-records -type f -size +2048`},
	"Which files in vet-records/xrays are over 100k?":                                             {`find vet-records/xrays -size +100k`, `find vet-records/xrays -type f -size +102400c`},
	"what in receipts-2026 was modified today?":                                                   {`find receipts-2026 -type f -mtime 0`, `find receipts-2026 -type f -mtime -1`, `find receipts-2026 -daystart -mtime 0 -type f`},
	"I've been adding receipts all week; please show me the files in receipts-2026 that were changed in the last 7 days.": {`find receipts-2026 -mtime -7 -type f`, `find receipts-2026 -type f -newermt '7 days ago'`, `find receipts-2026 -type f -mmin -10080`},
	"I think something in clinic-inbox changed in the last hour, can you find what?":                                      {`find clinic-inbox -mmin -60`, `find clinic-inbox -type f -newermt '1 hour ago'`, `find clinic-inbox -type f -mmin -59`},
	"empty files in clinic-inbox":                                   {`find clinic-inbox -empty`, `find clinic-inbox -type f -size 0`},
	"find files in receipts-2026 older than 30 days":                {`find receipts-2026 -mtime +30`, `find receipts-2026 -type f ! -newermt '30 days ago'`},
	"all the txt files under vet-records, including the subfolders": {`find vet-records -type f -name '*.txt'`, `find vet-records -iname '*.txt'`, `ls -R vet-records | grep '\.txt$'`},
	"is there anything with invoice in its name in household-docs?": {`find household-docs -name '*invoice*'`, `find household-docs | grep -i invoice`, `ls -R household-docs | grep invoice`},
	"search household-docs for a file called report-card.pdf":       {`find household-docs -type f -name report-card.pdf`, `find household-docs -iname 'report-card.pdf'`},
	".eml files in clinic-inbox":                                    {`ls clinic-inbox/*.eml`, `find clinic-inbox -type f -name '*.eml'`, `ls -1 clinic-inbox | grep '\.eml$'`},
	"Could you find which receipts in receipts-2026 are from the last month? By that I mean changed in the past 30 days.":                       {`find receipts-2026 -type f -newermt '30 days ago'`, `find receipts-2026 -mtime -30 -type f`},
	"is there a folder named tax-2025 somewhere under household-docs?":                                                                          {`find household-docs -name tax-2025`, `find household-docs -type d | grep tax-2025`},
	"small files under 1k in vet-records":                                                                                                       {`find vet-records -type f -size -1000c`, `find vet-records -type f -size -2k`},
	"are any of the files in receipts-2026 empty?":                                                                                              {`find receipts-2026 -empty`, `find receipts-2026 -type f -size 0`},
	"files in vet-records bigger than 500 kilobytes":                                                                                            {`find vet-records -size +500k`, `find vet-records -type f -size +512000c`},
	"sort dog-weights.txt numerically":                                                                                                          {`sort -g dog-weights.txt`, `sort --numeric-sort dog-weights.txt`, `cat dog-weights.txt | sort -n`, `sort -n < dog-weights.txt`},
	"dog-weights.txt from biggest to smallest":                                                                                                  {`sort -n -r dog-weights.txt`, `sort -rn dog-weights.txt`, `sort -n dog-weights.txt | tac`},
	"Can you put the names in owner-names.txt into alphabetical order for me? I just want to see them sorted.":                                  {`sort -f owner-names.txt`, `cat owner-names.txt | sort`},
	"How do I get owner-names.txt in reverse alphabetical order?":                                                                               {`sort owner-names.txt | tac`, `sort --reverse owner-names.txt`},
	"grocery-list.txt sorted, with the duplicates taken out":                                                                                    {`sort grocery-list.txt | uniq`, `awk '!s[$0]++' grocery-list.txt | sort`},
	"how many times does each item show up in grocery-list.txt?":                                                                                {`sort grocery-list.txt | uniq -c | sort -rn`, `awk '{c[$0]++} END {for (k in c) print c[k], k}' grocery-list.txt`},
	"which vaccines appear more than once in vaccines-given.txt":                                                                                {`sort vaccines-given.txt | uniq -c | awk '$1>1'`, `sort vaccines-given.txt | uniq -D | uniq`},
	"For the audit I need the vaccines that were given just once in vaccines-given.txt, not the repeated ones.":                                 {`sort vaccines-given.txt | uniq -c | awk '$1==1'`},
	"Give me the list of the different vaccines in vaccines-given.txt, each one once.":                                                          {`sort vaccines-given.txt | uniq`, `awk '!seen[$0]++' vaccines-given.txt`},
	"second column of patients.csv":                                                                                                             {`awk -F, '{print $2}' patients.csv`, `cut -d ',' -f 2 patients.csv`, `tail -n +2 patients.csv | cut -d, -f2`},
	"just the owner column from patients.csv please":                                                                                            {`awk -F, '{print $4}' patients.csv`, `awk -F, 'NR>1{print $4}' patients.csv`},
	"The appointments.tsv file is tab separated and I only care about which vet each appointment is with, so please print just the vet column.": {`awk -F'\t' '{print $3}' appointments.tsv`, `cut -d$'\t' -f3 appointments.tsv`},
	"vet-staff.txt is colon separated; show me just the names and roles":                                                                        {`awk -F: '{print $1, $2}' vet-staff.txt`, `cut -d : -f 1-2 vet-staff.txt`},
	"third field of pharmacy-stock.csv, it's semicolon delimited":                                                                               {`awk -F';' '{print $3}' pharmacy-stock.csv`, `cut -d\; -f3 pharmacy-stock.csv`},
	"sort patients.csv by weight, heaviest first":                                                                                               {`(head -n 1 patients.csv; tail -n +2 patients.csv | sort -t, -k5,5nr)`, `sort -t , -k 5 -n -r patients.csv`, `sort -t',' -k5,5 -n -r patients.csv`},
	"Can you sort bills-2026.csv by the amount column, smallest amount first?":                                                                  {`sort -t, -k3,3n bills-2026.csv`, `(head -1 bills-2026.csv; tail -n +2 bills-2026.csv | sort -t, -k3 -n)`},
	"Put family-birthdays.txt in order of the dates in the second column so I can see whose birthday comes first in the year.":                  {`sort -k 2,2 family-birthdays.txt`, `sort -t' ' -k2 family-birthdays.txt`},
	"sort appointments.tsv by the pet name":                                                                                                     {`sort -k2 appointments.tsv`, `sort -k2,2 appointments.tsv`},
	"I need every line in treatment.log that talks about an allergy, whether it's written in capitals or not.":                                  {`grep -i 'allergy' treatment.log`, `grep -iw allergy treatment.log`, `awk 'tolower($0) ~ /allergy/' treatment.log`},
	"treatment.log without the lines that mention clinic":                                                                                       {`grep -v 'clinic' treatment.log`, `sed '/clinic/d' treatment.log`, `awk '!/clinic/' treatment.log`},
	"how many lines in treatment.log mention Rufus?":                                                                                            {`grep Rufus treatment.log | wc -l`, `grep -c 'Rufus' treatment.log`},
	"What line number is Cleo on in treatment.log?":                                                                                             {`awk '/Cleo/{print NR}' treatment.log`, `cat -n treatment.log | grep Cleo`, `grep -n 'Cleo' treatment.log | cut -d: -f1`},
	"search treatment.log for the word dose on its own, I don't want overdose or doses":                                                         {`grep '\bdose\b' treatment.log`, `grep -E '(^|[^a-z])dose([^a-z]|$)' treatment.log`},
	"search everything in vet-records for limp":                                                                                                 {`grep -rn limp vet-records`, `grep -R limp vet-records/`, `grep -ri limp vet-records`},
	"I only want the names of the files in household-docs that contain the phrase policy number, not the lines themselves":                      {`grep -rli 'policy number' household-docs`, `grep -l -r "policy number" household-docs/`, `grep -rl --include='*' 'policy number' household-docs`},
	"Dr Ames has left, so in reminders.txt every Ames should become Chen. Please change the file itself.":                                       {`sed -i -e 's/Ames/Chen/g' reminders.txt`, `perl -pi -e 's/Ames/Chen/g' reminders.txt`, `sed -i.bak 's/Ames/Chen/g' reminders.txt`},
	"Could you show me school-letter.txt with every Friday changed to Thursday? Don't touch the actual file though.":                            {`sed -e 's/Friday/Thursday/g' school-letter.txt`, `perl -pe 's/Friday/Thursday/g' school-letter.txt`, `cat school-letter.txt | sed 's/Friday/Thursday/g'`},
	"first line of treatment.log that mentions Rufus":                                                                                           {`grep -m1 Rufus treatment.log`, `grep Rufus treatment.log | head -n 1`, `awk '/Rufus/{print; exit}' treatment.log`},
	"when does Rufus show up last in treatment.log?":                                                                                            {`grep Rufus treatment.log | tail -1`, `tac treatment.log | grep -m1 Rufus`},
	"print owner-names.txt in capital letters":                                                                                                  {`tr '[:lower:]' '[:upper:]' < owner-names.txt`, `awk '{print toupper($0)}' owner-names.txt`, `sed 's/.*/\U&/' owner-names.txt`},
	"convert shouty-note.txt to lowercase":                                                                                                      {`tr '[:upper:]' '[:lower:]' < shouty-note.txt`, `awk '{print tolower($0)}' shouty-note.txt`, `sed -i 's/.*/\L&/' shouty-note.txt`},
	"how many of the chores in chores.txt are teo's?":                                                                                           {`grep teo chores.txt | wc -l`, `grep -cw teo chores.txt`},
	"chores.txt lines that aren't teo's":                                                                                                        {`grep -vw teo chores.txt`, `sed '/teo/d' chores.txt`, `awk '!/teo/' chores.txt`},
	"search patients.csv for cat ignoring case and show me the line numbers":                                                                    {`grep -n -i cat patients.csv`, `grep -ni 'cat' patients.csv`},
	"which drugs in pharmacy-stock.csv are liquid?":                                                                                             {`grep ';liquid;' pharmacy-stock.csv`, `awk -F';' '$2=="liquid"' pharmacy-stock.csv`, `awk -F';' '$2=="liquid" {print $1}' pharmacy-stock.csv`},
	"month and amount columns of bills-2026.csv":                                                                                                {`awk -F, '{print $1, $3}' bills-2026.csv`, `awk -F, '{print $1","$3}' bills-2026.csv`},
	"Which bills in bills-2026.csv haven't been paid yet?":                                                                                      {`awk -F, '$4=="no"' bills-2026.csv`, `grep no bills-2026.csv`, `grep -w no bills-2026.csv`},
	"show bills-2026.csv with tabs instead of commas (don't change the file)":                                                                   {`sed 's/,/\t/g' bills-2026.csv`, `awk 'BEGIN{FS=",";OFS="\t"} {$1=$1; print}' bills-2026.csv`, `cat bills-2026.csv | tr , '\t'`},
	"delete the blank lines in lab-notes.txt, in place":                                                                                         {`sed -i '/^\s*$/d' lab-notes.txt`, `grep -v '^$' lab-notes.txt > lab-notes.tmp && mv lab-notes.tmp lab-notes.txt`, `perl -ni -e 'print unless /^$/' lab-notes.txt`},
	"swap kg for kilograms everywhere in weigh-in.txt":                                                                                          {`sed 's/kg/kilograms/g' weigh-in.txt`, `perl -pi -e 's/kg/kilograms/g' weigh-in.txt`},
	"grep -i for dr ames in appointments.tsv":                                                                                                   {`grep -i "dr ames" appointments.tsv`, `grep 'Dr Ames' appointments.tsv`},
	"We're short staffed on the 4th of March, so I want to see the appointments in appointments.tsv for 2026-03-04.":                            {`grep 2026-03-04 appointments.tsv`, `awk '$1=="2026-03-04"' appointments.tsv`},
	"count how many lines of treatment.log contain allergy whatever the case":                                                                   {`grep -i allergy treatment.log | wc -l`, `grep -ci 'allergy' treatment.log`},
	"names of the cats in patients.csv":                                                                                                         {`awk -F, '$3=="cat" {print $2}' patients.csv`, `grep cat patients.csv | cut -d, -f2`},
	"Sort vet-staff.txt by extension number, it's the third field and the fields are split by colons.":                                          {`sort -t: -k3,3n vet-staff.txt`, `sort -t ':' -n -k 3 vet-staff.txt`},
	"whole-word search for parvo in vaccines-given.txt with line numbers":                                                                       {`grep -wn parvo vaccines-given.txt`, `grep -n parvo vaccines-given.txt`},
	"tar.gz the vet-records folder as vet-records.tar.gz":                                                                                       {`tar -czvf vet-records.tar.gz vet-records`, `tar -zcf vet-records.tar.gz vet-records/`, `tar cf - vet-records | gzip > vet-records.tar.gz`, `tar -c -z -f vet-records.tar.gz vet-records`},
	"zip up the household-docs folder into household-docs.zip":                                                                                  {`zip -rq household-docs.zip household-docs`, `zip -r household-docs.zip household-docs/`, `python3 -m zipfile -c household-docs.zip household-docs`},
	"I'd like a plain tar of receipts-2026, no compression, named receipts.tar":                                                                 {`tar -cvf receipts.tar receipts-2026`, `tar -cf receipts.tar receipts-2026/`},
	"extract kennel-photos-2025.tar.gz":                                                                                                         {`tar -xzvf kennel-photos-2025.tar.gz`, `tar xf kennel-photos-2025.tar.gz`, `gunzip -c kennel-photos-2025.tar.gz | tar x`, `gzip -dc kennel-photos-2025.tar.gz | tar -xf -`},
	"unzip lab-results.zip into a folder called lab-results":                                                                                    {`unzip -o lab-results.zip -d lab-results`, `mkdir -p lab-results && cd lab-results && unzip ../lab-results.zip`, `python3 -m zipfile -e lab-results.zip lab-results`, `unzip -q -d lab-results lab-results.zip`},
	"what's inside insurance-2024.tar?":                                                                                                         {`tar -tvf insurance-2024.tar`, `tar --list -f insurance-2024.tar`},
	"Someone emailed me lab-results.zip and before I unpack anything I'd like to see which files are inside it.":                                {`unzip -Z1 lab-results.zip`, `zipinfo lab-results.zip`, `python3 -m zipfile -l lab-results.zip`},
	"unpack vaccine-cards.tgz into vet-records":                                                                                                 {`tar -xzf vaccine-cards.tgz -C vet-records/`, `tar -C vet-records -xzvf vaccine-cards.tgz`, `cd vet-records && tar xzf ../vaccine-cards.tgz`},
	"Please extract insurance-2024.tar right here in this folder.":                                                                              {`tar -xvf insurance-2024.tar`, `tar -xf insurance-2024.tar -C .`},
	"treatment.log is getting big, so I'd like it compressed with gzip please.":                                                                 {`gzip -k treatment.log`, `gzip -9 treatment.log`, `gzip -c treatment.log > treatment.log.gz`},
	"how do I unzip heating-readings.csv.gz so I get the csv file back?":                                                                        {`gzip -d heating-readings.csv.gz`, `gunzip -k heating-readings.csv.gz`, `zcat heating-readings.csv.gz > heating-readings.csv`},
	"make clinic-bundle.tar.gz with the clinic-inbox folder and vet-staff.txt in it":                                                            {`tar -czvf clinic-bundle.tar.gz clinic-inbox vet-staff.txt`, `tar -zcf clinic-bundle.tar.gz vet-staff.txt clinic-inbox/`},
	"I have to send patients.csv and appointments.tsv to the accountant, so please zip the two of them together into clinic-records.zip.":       {`zip -q clinic-records.zip patients.csv appointments.tsv`, `zip -j clinic-records.zip patients.csv appointments.tsv`},
	"what files are in vaccine-cards.tgz":                                                                                                       {`tar -tzvf vaccine-cards.tgz`, `tar tf vaccine-cards.tgz`, `gzip -dc vaccine-cards.tgz | tar t`},
	"We should have a backup of household-docs. Could you put it all in a compressed tarball called household-docs-backup.tar.gz?":              {`tar -czf household-docs-backup.tar.gz household-docs/`, `tar -cf - household-docs | gzip -9 > household-docs-backup.tar.gz`, `tar -caf household-docs-backup.tar.gz household-docs`},
	"unzip lab-results.zip":                            {`unzip -o lab-results.zip`, `unzip -q lab-results.zip`, `unzip lab-results.zip -d lab-results`},
	"kernel version":                                   {`uname -a`, `cat /proc/version`, `uname -sr`},
	"what operating system is this?":                   {`uname -s`, `cat /etc/os-release`, `uname -o`, `lsb_release -a`},
	"who am I logged in as":                            {`id -un`, `echo $USER`, `echo "$LOGNAME"`},
	"my user id and groups":                            {`id "$(whoami)"`, `id -a`},
	"which groups am I in?":                            {`id -Gn`, `id -nG`, `groups "$USER"`},
	"is tar installed":                                 {`which tar`, `type tar`, `tar --version`, `whereis tar`},
	"where's the zip program located on this machine?": {`command -v zip`, `type -p zip`, `whereis zip`},
	"how long has this machine been up?":               {`uptime -p`, `w | head -1`},
	"I'm debugging a script and want to see all of the environment variables that are set in my session.": {`printenv`, `env | sort`, `set`},
	"what's my HOME variable set to?":   {`printenv HOME`, `echo "$HOME"`, `env | grep '^HOME='`},
	"print PATH":                        {`printenv PATH`, `echo "$PATH" | tr : '\n'`, `env | grep ^PATH=`},
	"today's date in ISO format":        {`date -I`, `date +%Y-%m-%d`, `date --iso-8601`},
	"what day of the week is it today?": {`date`, `date +%a`, `date '+%A'`},
	"current unix timestamp":            {`date '+%s'`, `date -u +%s`},
	"What will the date be 10 days from now? Give it as YYYY-MM-DD.": {`date -d '10 days' +%Y-%m-%d`, `date --date='now + 10 days' +%F`, `date -d "$(date +%F) +10 days" +%F`},
	"date 3 weeks from today":         {`date -d '+21 days'`, `date -d '3 weeks' +%F`, `date --date='21 days'`},
	"disk space?":                     {`df`, `df -H`, `df -h .`, `df -k`},
	"how much free memory do I have?": {`free -m`, `free`, `grep -E 'MemFree|MemAvailable' /proc/meminfo`, `cat /proc/meminfo`},
	"what's my ip":                    {`ip addr`, `ip -4 addr show`, `ip a`, `ifconfig`},
	"name of this computer":           {`uname -n`, `cat /etc/hostname`, `hostname -s`},
	"top 5 processes by cpu":          {`ps -eo pid,comm,%cpu --sort=-%cpu | head -n 6`, `ps aux --sort=-pcpu | head -6`, `ps -eo pid,user,%cpu,%mem,comm --sort=-%cpu | head -n 6`},
	"Which programs are using the most memory right now? Biggest at the top please.": {`ps aux --sort=-%mem | head -n 15`, `ps -eo pid,comm,%mem --sort=-%mem | head`, `ps -eo pid,rss,comm --sort=-rss | head`},
	"what shell am I using":                 {`printenv SHELL`, `basename "$SHELL"`, `echo "$SHELL"`},
	"how many CPUs does this machine have?": {`grep -c ^processor /proc/cpuinfo`, `getconf _NPROCESSORS_ONLN`, `nproc --all`, `lscpu | grep '^CPU(s):'`},
	"cpu architecture":                      {`arch`, `uname -a`, `lscpu | grep Architecture`},
	"which linux distribution am I on?":     {`lsb_release -a`, `grep PRETTY_NAME /etc/os-release`},
	"show the EDITOR variable":              {`printenv EDITOR`, `env | grep ^EDITOR=`},
	"what's the date and time right now":    {`date '+%F %T'`, `date -R`, `date -Iseconds`},
	"which month are we in?":                {`date +%b`, `date`, `date '+%B %Y'`},
	"I need today's date written the British way, day/month/year with slashes": {`date '+%d/%m/%Y'`, `printf '%s\n' "$(date +%d/%m/%Y)"`},
	"how much space is the vet-records folder taking up?":                      {`du -s vet-records`, `du -sh vet-records/`, `du -sk vet-records`},
	"env vars with GIT in the name":                                            {`printenv | grep GIT`, `env | grep -i git`, `set | grep ^GIT`},
	"is the unzip command available?":                                          {`which unzip`, `type unzip`, `unzip -v | head -1`},
	"bash version":                                                             {`bash --version | head -1`, `echo $BASH_VERSION`},
	"what time zone is this system using":                                      {`date`, `echo $TZ`, `date '+%Z %z'`},
	"follow meter-readings.log":                                                {`tail -F meter-readings.log`, `tail -n 5 -f meter-readings.log`, `tail --follow=name meter-readings.log`},
	"I want to watch kennel-monitor.log as new lines come in":                  {`tail -F kennel-monitor.log`, `tail -n 0 -f kennel-monitor.log`},
	"show the last 20 lines of kennel-monitor.log and keep following it":       {`tail -20f kennel-monitor.log`, `tail -n 20 -F kennel-monitor.log`, `tail -f -n 20 kennel-monitor.log`},
	"how do I keep an eye on treatment.log live while it's being written?":     {`tail -F treatment.log`, `tail -n 0 -f treatment.log`},
}
