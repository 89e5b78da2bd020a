package offline

import (
	"os"
	"path/filepath"
	"testing"
)

// TestGrammarWrappers: the words people wrap a request in, a preamble
// that says who asks or why ("for my class I need …", "I made a typo,
// …", "our teacher gave us x.tar and …") and a closing clause that says
// what the answer is for ("… for my lab report", "… while I test the
// upload page", "…, to send to my group", "… so my home folder is less
// messy", "…, I want to clean them up later"), are set aside and the
// request underneath is answered as it would be bare. A clause that
// gives a value (a file, a number, who may do what, an order) is never
// set aside: those requests stay unanswered ("").
func TestGrammarWrappers(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"exports", "outbox", "garden", "stash", "backups", "sketches"} {
		if err := os.Mkdir(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{"budget.ods": "x\n", "lyrics.txt": "a\nb\n", "rivers.csv": "name,length\nnile,6650\n",
		"marks.txt": "ann 90\nbob 70\n", "pantry.txt": "rice\nbeans\nrice\n", "recordings.tar": "", "stale.txt": "old\n",
		"tidy.sh": "echo\n", "spelling.txt": "recieve\n", "minutes.txt": "a\n", "quotes.txt": "q\n"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		// closing clauses that say what the answer is for
		{"I would like to move budget.ods into the exports folder so my home folder is less messy", "mv -i budget.ods exports"},
		{"Please help me find the files in outbox that are older than a week, I want to clean them up later", "find outbox -type f -mmin +10080"},
		{"list the files in outbox, I will delete the old ones myself later", "ls -l outbox"},
		{"I need this machine's IP address for a config file", "ip -brief address"},
		{"for my lab report I need the number of lines in rivers.csv", "wc -l rivers.csv"},
		{"for my report, count the words in lyrics.txt", "wc -w lyrics.txt"},
		// who asks: "my teacher wants …"
		{"my teacher wants everyone to be able to read marks.txt but nobody should be able to change it anymore", "chmod a=r marks.txt"},
		{"my teacher wants marks.txt", ""},
		{"my exports wants everyone to be able to read marks.txt", ""},
		// who said it: "the teacher said …", "my boss told me to …"
		{"the teacher said everyone should be able to read marks.txt but nobody should be able to change it anymore", "chmod a=r marks.txt"},
		{"my boss told me to compress the garden folder into garden.tar.gz", "tar -czf garden.tar.gz garden"},
		{"my colleague says that lyrics.txt should be empty", ": > lyrics.txt"},
		{"my boss asked me to count the words in lyrics.txt", "wc -w lyrics.txt"},
		{"the log says error, show those lines in lyrics.txt", ""},
		{"my boss asked me whether lyrics.txt is big", ""},
		// a fact told about the file before the request
		{"rivers.csv has 2 lines, show the last one", "tail -n 1 rivers.csv"},
		{"lyrics.txt has 2 lines, print the first one", "head -n 1 lyrics.txt"},
		{"grep ERROR in lyrics.txt for my manager", "grep ERROR lyrics.txt"},
		{"I'd like to see the last 5 lines of lyrics.txt while I test the login form", "tail -n 5 lyrics.txt"},
		{"compress the garden folder into garden.tar.gz, to send to my group", "tar -czf garden.tar.gz garden"},
		{"compress the garden folder into garden.tar.gz to send to my group", "tar -czf garden.tar.gz garden"},
		{"copy marks.txt to backups so my teacher can check it", "cp -i marks.txt backups"},
		{"I'd like to delete stale.txt so my home folder is less messy", "rm stale.txt"},
		{"where is file with name refs.bib? I don't remember the folder", "find . -name refs.bib 2>/dev/null"},
		{"I want to read the first line of rivers.csv, which is the header, so I know the column names", "head -n 1 rivers.csv"},
		{"I want an empty file named .gitkeep in the stash folder so git keeps the folder", "touch stash/.gitkeep"},
		// preambles
		{"Our teacher gave us recordings.tar and I need the files extracted into the exports folder", "tar -xf recordings.tar -C exports"},
		{"I have a folder called garden, show me what is in it", "ls -l garden"},
		{"I've got a file named lyrics.txt, can you count its lines", "wc -l lyrics.txt"},
		{"I'm new to linux, how do I list the files in garden", "ls -l garden"},
		{"I am a student, show me the first 5 lines of rivers.csv", "head -n 5 rivers.csv"},
		{"sorry, I'm confused, how do I see what's in garden", "ls -l garden"},
		// a learner's wording
		{"how I can make folder with name 'old stuff'", "mkdir -p 'old stuff'"},
		{"I want make a empty file, name notes-2026.txt, inside stash", "touch stash/notes-2026.txt"},
		{"create please file with name todo2.txt", "touch todo2.txt"},
		{"please order the pantry.txt by alphabet and remove the double lines", "sort -u pantry.txt"},
		{"please show to me lyrics.txt with the numbers of the lines", "cat -n lyrics.txt"},
		{"show me please all files in sketches, also the hidden one", "ls -la sketches"},
		{"I only want to see minutes.txt starting from line 15 to the end", "tail -n +15 minutes.txt"},
		{"I need the line count of minutes.txt, quotes.txt and lyrics.txt, plus the total", "wc -l minutes.txt quotes.txt lyrics.txt"},
		{"I need to know what year it is according to the system clock", "date +%Y"},
		// a tool named loosely
		{"run nproc or whatever tells me the core count", "nproc"},
		{"please show me the programs that eat most CPU, only 5", "ps aux --sort=-%cpu | head -n 6"},
		// an older user's polite forms
		{"Would you be so kind as to count the words in lyrics.txt?", "wc -w lyrics.txt"},
		{"would you be so good as to list the files in garden", "ls -l garden"},
		{"Would you be good enough to show me the last 5 lines of lyrics.txt?", "tail -n 5 lyrics.txt"},
		{"I should be grateful if you would sort pantry.txt", "sort pantry.txt"},
		{"I'd be grateful if you could count the lines in rivers.csv", "wc -l rivers.csv"},
		{"Might I ask what year it is?", "date +%Y"},
		{"I should like to see the first 5 lines of rivers.csv, if you please", "head -n 5 rivers.csv"},
		{"count the lines in lyrics.txt, if that can be arranged", "wc -l lyrics.txt"},
		{"please show me what is in garden if possible", "ls -l garden"},
		{"count the words in lyrics.txt, if it's not too much trouble", "wc -w lyrics.txt"},
		{"print the value of my SHELL variable and nothing else", "printenv SHELL"},
		// a phone typist's short forms
		{"how much ram do u hve free", "free -h"},
		{"wat files r in garden", "ls -l garden"},
		// a situation told before the request
		{"my boss asked me about this box - what's the hostname?", "hostname"},
		{"the server is crawling - which 5 processes use the most cpu?", "ps aux --sort=-%cpu | head -n 6"},
		{"I'm filling in a form that wants today's date", "date"},
		{"my teacher wants everyone to be able to read lyrics.txt", "chmod a+r lyrics.txt"}, // the clause stays: it says who
		{"someone sent me lyrics.txt and I need its line count", "wc -l lyrics.txt"},
		{"lyrics.txt keeps growing while the recorder runs - I want to watch the new lines come in", "tail -f lyrics.txt"},
		{"rivers.csv is broken - how many lines does it have?", "wc -l rivers.csv"},
		{"lyrics.txt is a mess, count its words", "wc -w lyrics.txt"},
		{"All I want on screen is the first line of rivers.csv", "head -n 1 rivers.csv"},
		{"all I care about is the last 5 lines of lyrics.txt", "tail -n 5 lyrics.txt"},
		{"lyrics.txt is long and I only want to see how it ends, the last 2 lines", "tail -n 2 lyrics.txt"},
		{"the first 2 lines of lyrics.txt and nothing after them", "head -n 2 lyrics.txt"},
		{"I think garden has hidden files - show me all of them, hidden ones included", "ls -la garden"},
		{"When you're done, count the lines in lyrics.txt", "wc -l lyrics.txt"},
		{"how do I find out how many lines long rivers.csv is?", "wc -l rivers.csv"},
		{"I need to write down which distribution this machine runs", "cat /etc/os-release"},
		{"give me the top 2 rows of rivers.csv, header included", "head -n 2 rivers.csv"},
		{"Might I see all of lyrics.txt, from start to finish?", "cat lyrics.txt"},
		// clauses that give a value stay, and the request is not answered
		// as if they were not there
		{"copy marks.txt to stash so everyone can read it", ""},
		{"move marks.txt to stash so nobody sees it", ""},
		{"make tidy.sh executable so that it runs", ""},
		{"sort marks.txt so the highest score is first", ""},
		{"I need a folder, called drafts", ""},
		{"I made a typo in spelling.txt, replace recieve with receive", ""},
		{"the teacher gave me a task, count the lines in lyrics.txt", ""},
		{"where is refs.bib? I don't know, maybe in garden", ""},
		{"show the first line of rivers.csv, which is the biggest", ""},
		{"compress garden into garden.tar.gz so it keeps the original", ""},
		{"the log is huge - how do I keep only the last 5 lines?", ""},
		{"I keep 3 copies - which processes use the most memory?", ""},
		{"rivers.csv is big and how many lines does it have?", ""},
		{"I keep my notes in text files - how do I count the words in them?", ""},
		{"someone sent me recordings.tar and I need the files out of it", "tar -xf recordings.tar"},
		{"give the group r permission on lyrics.txt", ""},
		// polite shapes around the request, and an end state said first
		{"Would you be so good as to display lyrics.txt and then minutes.txt?", "cat lyrics.txt minutes.txt"},
		{"Would you be so kind as to show pantry.txt?", "cat pantry.txt"},
		{"Would you be good enough to count the lines of lyrics.txt?", "wc -l lyrics.txt"},
		{"I should like to see the last 2 lines of lyrics.txt, if that can be arranged.", "tail -n 2 lyrics.txt"},
		{"I should like surnames in lyrics.txt sorted, if you please.", ""},
		{"In the end I want the lines of pantry.txt sorted", "sort pantry.txt"},
		{"would you be so good as to", ""},
		{"Would you be so kind as to show each line of pantry.txt only once, however many times it appears?", "sort -u pantry.txt"},
		{"show each line of pantry.txt once, no matter how many times it occurs", "sort -u pantry.txt"},
		{"how many times does each line of pantry.txt appear", "sort pantry.txt | uniq -c | sort -rn"},
		{"show the lines of pantry.txt, nothing else but rice", ""},
		// a fast typist's typos: two letters swapped in a short word, a
		// letter lost or doubled in a long one, read as the word
		{"shwo lyrics.txt", "cat lyrics.txt"},
		{"sotr pantry.txt", "sort pantry.txt"},
		{"how mnay lines in lyrics.txt", "wc -l lyrics.txt"},
		{"lsit the fiels in garden", "ls -l garden"},
		{"which files in outbox are smaller thna 10k", "find outbox -type f -size -10240c -exec ls -lh {} +"},
		{"mvoe lyrics.txt into teh exports fodler", "mv -i lyrics.txt exports"},
		{"grpe for rice in pantry.txt, case insenstive", "grep -i rice pantry.txt"},
		{"replcae rice with corn in pantry.txt, in teh file itslef", "sed -i 's/rice/corn/g' pantry.txt"},
		{"grep for form in lyrics.txt", "grep form lyrics.txt"}, // a word of its own, not "from"
		{"show the tiem of lyrics.txt", ""},                     // time or item: neither
		// a letter doubled in a short word, a verb run into its
		// article, a word typed for one that sounds the same
		{"ziip the garden foler into garden.zip", "zip -r garden.zip garden"},
		{"sortt pantry.txt", "sort pantry.txt"},
		{"makea tar.gz of teh garden fodler named garden-2.tar.gz", "tar -czf garden-2.tar.gz garden"},
		{"showthe last 2 lines of lyrics.txt", "tail -n 2 lyrics.txt"},
		{"cpoy the hole garden fodler to garden-old", "cp -i -r garden garden-old"},
		{"copy the whole garden folder to garden-old", "cp -i -r garden garden-old"},
		{"grep for hole in lyrics.txt", "grep hole lyrics.txt"}, // the word itself
		{"show the hole", ""},
		// a teacher walking a class through the steps
		{"Next, we want to sort pantry.txt.", "sort pantry.txt"},
		{"Now we'll count the lines of lyrics.txt.", "wc -l lyrics.txt"},
		{"Can everyone show pantry.txt?", "cat pantry.txt"},
		{"Can you all sort pantry.txt?", "sort pantry.txt"},
		{"Everyone, let's list the garden folder.", "ls -l garden"},
		{"Let's start by counting the words in lyrics.txt, everyone.", "wc -w lyrics.txt"},
		{"Can everyone make a folder called drafts with a subfolder week-2 inside it, in one command?", "mkdir -p drafts/week-2"},
		{"Now we'll extract recordings.tar into our current folder.", "tar -xf recordings.tar"},
		{"Can everyone read lyrics.txt?", ""},     // who may read it
		{"Can everyone write to lyrics.txt?", ""}, // who may write it
		{"Let's start by", ""},
		// a comparison with another system's tool
		{"show hidden files in garden too, like dir /a", "ls -la garden"},
		{"Rename lyrics.txt to song.txt, like clicking the name in Finder and typing", "mv -i lyrics.txt song.txt"},
		{"Make the photos in garden look vintage like an Instagram filter", ""},
		{"sort pantry.txt the linux way", "sort pantry.txt"},
		{"How much space is garden taking up, like the size in Get Info?", "du -sh garden"},
		{"what is taking up space in garden", "du -ah --max-depth=1 garden 2>/dev/null | sort -rh | head -n 11"},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}

// TestGrammarReasons: a clause that says why or when the request comes
// ("I'm finished with the drafts, so please …", "Before I tidy up, could
// you …", "x.log is getting big, so …", "…, it doesn't belong out here",
// "… for a form I'm filling in") is set aside, and the request under it
// answered as it would be bare; one that gives a value (a number, "only",
// a glob's files) is not, and a form stays a format for a date.
func TestGrammarReasons(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"vet-records", "backup-drive", "household-docs/insurance"} {
		if err := os.MkdirAll(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{"patients.csv": "id,name\nP1,Rex\n", "boarding-diary.txt": "night-1\n", "vaccines-given.txt": "rabies\nparvo\n",
		"treatment.log": "Rufus in\n", "car-insurance.pdf": "%PDF\n", "owner-names.txt": "ann\n", "lab-results.zip": "", "draft-invoice.txt": "a\n",
		"draft-invoice-2.txt": "b\n", "draft-invoice-final.txt": "c\n", "household-passwords.txt": "pw\n", "cleanup-old.sh": "echo\n",
		"appointments.tsv": "date\tpet\tvet\n2026-03-02\tBiscuit\tDr Ames\n", "family-birthdays.txt": "mum 03-14\ndad 11-02\n", "reminders.txt": "Dr Ames\n", "school-letter.txt": "on Friday\n", "lab-notes.txt": "a\n\nb\n"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		// a reason first, then ", so" and the request
		{"I'm finished with the drafts, so please delete draft-invoice.txt and draft-invoice-2.txt but leave the final one alone.", "rm draft-invoice.txt draft-invoice-2.txt"},
		{"We're done with the old notes, so could you delete lab-notes.txt but keep the other one?", "rm lab-notes.txt"},
		{"delete draft-*.txt but leave the final one alone", ""}, // the glob holds the final one
		{"The vet asked me to leave her a note, so could you create an empty file called notes-for-vet.txt inside the vet-records folder?", "touch vet-records/notes-for-vet.txt"},
		{"Dr Ames has left, so in reminders.txt every Ames should become Chen. Please change the file itself.", "sed -i 's/Ames/Chen/g' reminders.txt"},
		{"in reminders.txt every Ames should become Chen", "sed -i 's/Ames/Chen/g' reminders.txt"},
		{"Nora asked for it, so could you sort lab-notes.txt?", "sort lab-notes.txt"},
		{"I only want the last 2 lines, so could you show treatment.log", "tail -n 2 treatment.log"}, // a value: the clause stays
		// "before I …"
		{"Before I start editing patients.csv I want a safety copy of it right next to it, named patients-backup.csv.", "cp -i patients.csv patients-backup.csv"},
		{"Before I change patients.csv I need a copy of it called patients-old.csv", "cp -i patients.csv patients-old.csv"},
		{"Before I tidy up, could you stick a copy of boarding-diary.txt in the backup-drive folder? Keep the original where it is.", "cp -i boarding-diary.txt backup-drive"},
		{"Before we leave, could you move treatment.log into the vet-records folder?", "mv -i treatment.log vet-records"},
		{"Before I tidy up the 3 old logs, could you show me them", ""},
		{"Someone emailed me lab-results.zip and before I unpack anything I'd like to see which files are inside it.", "unzip -l lab-results.zip"},
		// what one is after, vaguely, in a file: the file stays
		{"I'm looking for something in the middle of boarding-diary.txt, could you show me just lines 20 to 25?", "sed -n '20,25p' boarding-diary.txt"},
		{"I'm looking for something in treatment.log, could you show me the last 5 lines?", "tail -n 5 treatment.log"},
		{"I'm looking for errors in treatment.log, could you show me the last 5 lines?", "grep errors treatment.log | tail -n 5"},
		// a header said again as the first line
		{"I only need the header row of appointments.tsv, just the first line", "head -n 1 appointments.tsv"},
		{"the header of appointments.tsv, just the first line", "head -n 1 appointments.tsv"},
		// "what line number is x on in f"; "put f in order of …"
		{"What line number is Cleo on in treatment.log?", "grep -n Cleo treatment.log"},
		{"what line is Rufus on in treatment.log", "grep -n Rufus treatment.log"},
		{"what line number is Cleo on", ""},
		{"when does Rufus show up last in treatment.log?", "grep Rufus treatment.log | tail -n 1"},
		{"when did Rufus first appear in treatment.log?", "grep Rufus treatment.log | head -n 1"},
		{"when does Rufus show up last?", ""},
		{"Put family-birthdays.txt in order of the dates in the second column so I can see whose birthday comes first in the year.", "sort -k 2,2 family-birthdays.txt"},
		{"put family-birthdays.txt in order of the second column", "sort -k 2,2 family-birthdays.txt"},
		{"put family-birthdays.txt in order", "sort family-birthdays.txt"}, // not moved into a folder "order"
		{"put family-birthdays.txt in the order folder", "mkdir -p order && mv -i family-birthdays.txt order/"},
		// a name for the file, then the request of it
		{"My grocery list is owner-names.txt. Can you sort it?", "sort owner-names.txt"},
		{"My grocery list is owner-names.txt. How many words are in it?", "wc -w owner-names.txt"},
		{"My grocery list is owner-names.txt.", ""},
		{"Can you print out the reminders letter for me? It's in reminders.txt.", "cat reminders.txt"},
		{"delete the old reminders letter, it's in reminders.txt", "rm reminders.txt"},
		// where something is kept, then what is wanted of the file
		{"I keep the family passwords in household-passwords.txt and I want it locked down so that only I can read and write it", "chmod 600 household-passwords.txt"},
		{"I store my notes in owner-names.txt and I'd like to see how many lines it has", "wc -l owner-names.txt"},
		{"I keep 3 copies in owner-names.txt and I want to see it", ""},
		// what taking the execute bit away is for
		{"I want to take away the execute permission from cleanup-old.sh so nobody runs it by accident", "chmod -x cleanup-old.sh"},
		{"remove the execute bit from cleanup-old.sh so no one can run it accidentally", "chmod -x cleanup-old.sh"},
		{"make cleanup-old.sh executable so nobody runs it by accident", ""},
		// what one is doing, then what one wants
		{"I'm debugging a script and want to see all of the environment variables that are set in my session.", "env | sort"},
		{"We are tidying the clinic and want to see the files in vet-records", "ls -l vet-records"},
		// what the file is like, then the request
		{"treatment.log is getting big, so I'd like it compressed with gzip please.", "gzip -k treatment.log"},
		{"The reminders.txt file is getting long, so could you show me its last 5 lines?", "tail -n 5 reminders.txt"},
		{"The car-insurance.pdf file is sitting in the wrong place, please move it into household-docs/insurance where the other policies are.", "mv -i car-insurance.pdf household-docs/insurance"},
		{"move treatment.log into household-docs/insurance where the other policies are", "mv -i treatment.log household-docs/insurance"},
		{"please move the vaccines-given.txt file into the vet-records folder, it doesn't belong out here", "mv -i vaccines-given.txt vet-records"},
		{"move treatment.log into vet-records, it doesn't belong here", "mv -i treatment.log vet-records"},
		// a purpose said of oneself
		{"I have to know how many characters there are in owner-names.txt for a form I'm filling in.", "wc -m owner-names.txt"},
		{"how many lines are in owner-names.txt for the form I'm filling in", "wc -l owner-names.txt"},
		{"today's date for a form I'm filling in", ""}, // the form says how the date is written
		{"today's date for a form", ""},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}
