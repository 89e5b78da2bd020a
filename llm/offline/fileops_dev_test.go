package offline

import (
	"archive/zip"
	"os"
	"path/filepath"
	"testing"

	"github.com/caro-sh/caro/platform"
)

// fileOpsTree makes a small project to ask about: files, folders (some
// empty), a csv, logs, a script.
func fileOpsTree(t *testing.T, p *platform.Info) {
	t.Helper()
	p.Cwd = t.TempDir()
	for _, d := range []string{"backup", "build", "src/lib", "photos", "logs", "docs", "data"} {
		if err := os.MkdirAll(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{"todo.txt": "buy milk\n", "people.csv": "name,age\nann,31\n", "src/main.go": "package main\n",
		"src/lib/util.go": "package lib\n", "photos/beach.jpg": "jpg", "logs/app.log": "start\n", "run.sh": "#!/bin/sh\n", "docs/notes.txt": "n\n",
		"travel plans.txt": "day 1: Lisbon\n"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// writeZip writes a zip archive at path holding the named files, each
// with a line of text.
func writeZip(t *testing.T, path string, names ...string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	for _, n := range names {
		w, err := z.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(n + "\n"))
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// TestFileOpsDev holds file and directory requests that were answered
// with a confident wrong command (two verbs read as one, a folder's
// contents read as the folder, the folder above read as here, a whole
// name read as a part, a value the catalogue made up), and requests
// once beyond the grammar: each with its GNU command, "" to abstain.
func TestFileOpsDev(t *testing.T) {
	p := gnu()
	fileOpsTree(t, p)
	for _, f := range []string{"blueprints.tar.gz", "catalog.csv.gz"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(p.Cwd, "field-kit"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeZip(t, filepath.Join(p.Cwd, "regatta.zip"), "results.txt", "course.txt")
	for _, f := range []string{"s1.pdf", "s2.pdf"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, f), []byte("scan\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(p.Cwd, "field-kit", ".checklist"), []byte("rope\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ req, want string }{
		// two verbs: the copy or move is done, the other names the result
		{"copy todo.txt to backup and rename it todo-old.txt", "cp -i todo.txt backup/todo-old.txt"},
		{"copy todo.txt to backup as todo-old.txt", "cp -i todo.txt backup/todo-old.txt"},
		{"copy todo.txt into backup and call it old.txt", "cp -i todo.txt backup/old.txt"},
		{"move todo.txt to backup and rename it done.txt", "mv -i todo.txt backup/done.txt"},
		{"copy todo.txt and rename it todo2.txt", "cp -i todo.txt todo2.txt"},
		{"make a copy of people.csv called people-backup.csv", "cp -i people.csv people-backup.csv"},
		{"copy todo.txt to newdir as x.txt", ""},
		// whether a file or folder is here: listed, never shown or searched for
		{"is there a todo.txt", "ls -ld todo.txt"},
		{"does todo.txt exist?", "ls -ld todo.txt"},
		{"todo.txt exists?", "ls -ld todo.txt"},
		{"do we have a build folder", "ls -ld build"},
		{"check if there is a todo.txt", "ls -ld todo.txt"},
		{"do todo.txt and people.csv exist", "ls -ld todo.txt people.csv"},
		{"is there a todo.txt anywhere", "find . -name todo.txt 2>/dev/null"},
		{"is there a file called todo.txt", "find . -name todo.txt 2>/dev/null"},
		{"show the existing files", "ls -l"},
		// a glob as typed: the shell's, here; "txt files" and find search below
		{"list *.txt", "ls -l *.txt"},
		{"ls *.txt", "ls -l *.txt"},
		{"list *.go in src", "ls -l src/*.go"},
		{"list *.txt recursively", "find . -type f -name '*.txt'"},
		{"find *.txt", "find . -type f -name '*.txt'"},
		{"list the txt files", "find . -type f -name '*.txt'"},
		// where a program is, the noun before its name
		{"where is the program ls", "command -v ls"},
		{"is the unzip command available?", "command -v unzip"},
		{"is the zip program installed", "command -v zip"},
		{"is the command available", ""},
		{"path of the program grep", "command -v grep"},
		{"where is the program", ""},
		// a new file with a line in it; into a file that is there, "write"
		// may replace or add, and touch would leave the line out
		{"create notes2.txt with banana in it", "echo banana > notes2.txt"},
		{"make a new file called list.txt with apples and pears in it", "echo 'apples and pears' > list.txt"},
		{"create a file memo.txt containing 'call bob'", "echo 'call bob' > memo.txt"},
		{"write hello world into new.txt", "echo 'hello world' > new.txt"},
		{"write hello to todo.txt", ""},
		{"create todo.txt with hello", ""},
		{"create memo.txt with the date in it", ""},
		{"create memo.txt with some text", ""},
		{"create memo.txt", "touch memo.txt"},
		{"create an empty file with the name memo.txt", "touch memo.txt"},
		// ln -s makes no hard link; "links to x" are the ones there
		{"hard links to todo.txt", ""},
		{"make a hard link to todo.txt called t2", ""},
		{"symlinks to todo.txt", ""},
		{"make a link to todo.txt called t2", "ln -s todo.txt t2"},
		// the contents of a file are emptied, the file kept; a folder's
		// contents are deleted
		{"delete the contents of todo.txt", ": > todo.txt"},
		{"remove everything in todo.txt", ": > todo.txt"},
		{"erase all the text in todo.txt", ": > todo.txt"},
		{"delete todo.txt", "rm todo.txt"},
		{"delete the contents of build", "find build -mindepth 1 -print -delete"},
		// a question whether to do it, or who may, is no order to do it;
		// a polite request or a how-to is
		{"should I remove the build folder?", ""},
		{"should we delete todo.txt", ""},
		{"is it safe to delete build", ""},
		{"who can delete todo.txt", ""},
		{"what happens if I delete todo.txt", ""},
		{"can you delete todo.txt", "rm todo.txt"},
		{"how do I delete todo.txt", "rm todo.txt"},
		{"should I look at todo.txt", "cat todo.txt"},
		// leaving a session, or doing something else to a disk, is no
		// log or disk-space listing
		{"log out", ""},
		{"sign out of the server", ""},
		{"format the disk", ""},
		{"wipe the disk", ""},
		{"check disk space", "df -h"},
		{"show the system log", "journalctl -n 50 --no-pager"},
		// "oldest first" of ages is the highest age first
		{"sort people.csv by age, oldest first", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 2,2rn)"},
		{"sort people.csv by age, youngest first", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 2,2n)"},
		{"sort people.csv by name, oldest first", ""},
		// a search of the folders is no timing of a command, nor ps
		{"search the folders for commands", ""},
		{"look in the folders for programs", ""},
		// an archive verb and the folder it packs, tersely
		{"zip docs", "zip -r docs.zip docs"},
		{"tar up docs", "tar -czf docs.tar.gz docs"},
		{"compress docs into docs.tar.gz", "tar -czf docs.tar.gz docs"},
		{"gzip docs", "tar -czf docs.tar.gz docs"},
		{"tar.gz logs", "tar -czf logs.tar.gz logs"},
		{"make docs.zip", "zip -r docs.zip docs"},
		{"create photos.tgz", "tar -czf photos.tgz photos"},
		{"zip files here", "find . -type f -name '*.zip'"},
		{"list the tar files", "find . -type f -name '*.tar'"},
		{"copy todo.txt to x.txt as y.txt", ""},
		{"copy people.csv into a new folder called exports", "mkdir -p exports && cp -i people.csv exports/"},
		// an order by age said as a span, either way, or as what comes
		// last ("sort" is then the listing's own word)
		{"sort photos oldest to newest", "ls -ltr photos"},
		{"sort the files of photos oldest to newest", "ls -ltr photos"},
		{"sort photos newest to oldest", "ls -lt photos"},
		// f11: "with the oldest at the top" orders a listing; "the
		// oldest file" is one
		{"list photos with the oldest at the top", "ls -ltr photos"},
		{"list photos with the newest files at the top", "ls -lt photos"},
		{"the oldest file in photos", "find photos -type f -printf '%T@ %p\\n' | sort -n | head -n 1 | cut -d' ' -f2-"},
		// f11: "make x.tar.gz with a and b in it", each here
		{"make bundle.tar.gz with the docs folder and todo.txt in it", "tar -czf bundle.tar.gz docs todo.txt"},
		{"create bundle.zip with people.csv and todo.txt in it", "zip -r bundle.zip people.csv todo.txt"},
		{"make bundle.tar.gz with the docs folder and missing.txt in it", ""},
		{"make bundle.tar.gz with the newest files in it", ""},
		// f11: "I have to send a and b to the accountant, so please zip
		// the two of them": whom they go to, and "the two of them"
		{"I have to send people.csv and todo.txt to the accountant, so please zip the two of them together into records.zip.", "zip -r records.zip people.csv todo.txt"},
		{"I need to email todo.txt to my boss, so could you compress it with gzip?", "gzip -k todo.txt"},
		{"zip people.csv and todo.txt, the three of them, into records.zip", ""},
		// f11: a copy "in both places"; a move is not
		{"Please put a copy of todo.txt in the docs folder too, I want it in both places.", "cp -i todo.txt docs"},
		{"move todo.txt into docs, I want it in both places", ""},
		// f11: sizes "in a readable form, like K and M"
		{"can I see the sizes of the files in photos in a readable form, like K and M?", "ls -lh photos"},
		{"show the sizes of the files in photos, like K and M", ""},
		{"list photos by date, oldest last", "ls -lt photos"},
		{"list photos by date, newest last", "ls -ltr photos"},
		// "the most recently changed first": "most" is the age's degree,
		// not the largest; "least recent" is not read as the newest
		{"list photos with the most recently modified first", "ls -lt photos"},
		{"show logs most recent first", "ls -lt logs"},
		{"list photos least recent first", ""},
		// what ls -l shows, named in brackets; sizes a person can read
		{"long listing of docs (perms, owner, size)", "ls -l docs"},
		{"list logs with sizes i can actually read, like KB not bytes", "ls -lh logs"},
		{"list logs with sizes that are wrong", ""},
		// "x wants renaming": the British passive of the verb
		{"the build folder wants renaming to build-old, if you'd be so kind", "mv -i build build-old"},
		{"todo.txt wants copying to backup", "cp -i todo.txt backup"},
		// British words for put; a clause that keeps the contents as
		// they are; the time bumped without changing what is inside
		{"pop a copy of todo.txt into the backup folder", "cp -i todo.txt backup"},
		{"pop todo.txt into backup", "mv -i todo.txt backup"},
		{"rename people.csv to people-2026.csv whilst keeping its contents as they are", "mv -i people.csv people-2026.csv"},
		{"rename people.csv to people-2026.csv whilst keeping its header", ""},
		{"bump the modified time of todo.txt without changing what's inside", "touch todo.txt"},
		// the symptom said beside the wish for the execute bit
		{"make run.sh runnable, it keeps saying permission denied", "chmod +x run.sh"},
		{"make run.sh executable, it says permission denied", "chmod +x run.sh"},
		{"make run.sh readable, it keeps saying permission denied", ""},
		// gzip in place when the original may go; "all told" is the total
		{"gzip todo.txt (replacing the original is fine)", "gzip todo.txt"},
		{"gzip todo.txt, the original can go", "gzip todo.txt"},
		{"gzip todo.txt (replacing the original is not fine)", ""},
		{"how many .go files are there under src, all told?", "find src -type f -name '*.go' | wc -l"},
		// an extension in any case
		{"find jpg files under photos regardless of whether the extension is upper or lower case", "find photos -type f -iname '*.jpg'"},
		{"find jpg files under photos ignoring case", "find photos -type f -iname '*.jpg'"},
		{"find jpg files under photos in upper case", ""},
		// the entries of a folder changed in a span are its files
		{"which entries in docs have changed in the past fortnight?", "find docs -type f -mmin -20160"},
		{"delete the entries in docs changed in the past fortnight", ""},
		// a new archive "containing" files here, joined by "+"
		{"bundle.tar.gz containing todo.txt + people.csv", "tar -czf bundle.tar.gz todo.txt people.csv"},
		{"bundle.tar.gz containing todo.txt and people.csv", "tar -czf bundle.tar.gz todo.txt people.csv"},
		{"bundle.tar.gz containing ghost.txt", ""},
		{"people.csv -> people.tar (no compression)", "tar -cf people.tar people.csv"},
		{"docs -> todo.txt", ""},
		{"people.csv needs archiving as people.tar.gz, then leave people.csv as is", "tar -czf people.tar.gz people.csv"},
		{"archive people.csv as people.tar.gz, then leave todo.txt as is", ""},
		// "at top level" is here
		{"need an empty file cues.txt at top level", "touch cues.txt"},
		{"need an empty file cues.txt in docs", "touch docs/cues.txt"},
		// where a file "lives"
		{"where does the file people.csv live in this project?", "find . -name people.csv 2>/dev/null"},
		{"tell me where todo.txt lives", "find . -name todo.txt 2>/dev/null"},
		// a file named by the folder it is in
		{"delete notes.txt from docs", "rm docs/notes.txt"},
		{"remove the notes.txt data file from the docs folder; the other sample files stay", "rm docs/notes.txt"},
		{"delete app.log from docs", ""},
		{"delete ghost.txt from docs", ""},
		// permission "taken away" is taken, not given
		{"the user wants write permission taken away from group and others on people.csv", "chmod go-w people.csv"},
		{"take write permission away from others on people.csv", "chmod o-w people.csv"},
		{"give write permission to others on people.csv", "chmod o+w people.csv"},
		// the time with its seconds is the whole time of day
		{"what time is it, with the seconds", "date +%H:%M:%S"},
		{"current time including seconds", "date +%H:%M:%S"},
		// a place the user knows and caro cannot see is no new name
		{"move todo.txt to the desktop", ""},
		{"move people.csv to my documents", ""},
		{"move todo.txt to the new folder", ""},
		{"copy todo.txt to the clipboard", ""},
		{"copy todo.txt to the other folder", ""},
		{"move todo.txt into the backup folder", "mv -i todo.txt backup"},
		// "into x" where there is no x: a folder to make, not a new name
		{"move todo.txt into drafts", "mkdir -p drafts && mv -i todo.txt drafts/"},
		{"put todo.txt in drafts", "mkdir -p drafts && mv -i todo.txt drafts/"},
		{"copy todo.txt to drafts/", "mkdir -p drafts && cp -i todo.txt drafts/"},
		{"move todo.txt to drafts", "mv -i todo.txt drafts"},
		{"copy todo.txt into todo2.txt", "cp -i todo.txt todo2.txt"},
		{"copy the photos folder into photos-copy, with everything inside", "cp -i -r photos photos-copy"},
		{"move the txt files into drafts/", "mkdir -p drafts && mv -i *.txt drafts/"},
		{"copy todo.txt to my home", "cp -i todo.txt ~/"},
		{"copy todo.txt to the backup folder", "cp -i todo.txt backup"},
		{"move todo.txt", ""},
		{"duplicate todo.txt", ""},
		{"duplicate todo.txt as todo2.txt", "cp -i todo.txt todo2.txt"},
		{"duplicate lines in todo.txt", "sort todo.txt | uniq -d"},
		// a change is no time, a person no write
		{"show changes in todo.txt", ""},
		{"when did todo.txt change", "date -r todo.txt"},
		{"todo.txt last modified", "date -r todo.txt"},
		{"write hello into todo.txt", ""},
		// a quoted name with a space is the file here
		{"what's in 'travel plans.txt'?", "cat 'travel plans.txt'"},
		{"how many words in 'travel plans.txt'", "wc -w 'travel plans.txt'"},
		{"copy \"travel plans.txt\" to backup", "cp -i 'travel plans.txt' backup"},
		// one file of a kind is read, a folder named is used, a person
		// asked for is no value: the row that names them (iTopRow)
		{"print the csv", ""},
		{"print all csv files", "find . -type f -name '*.csv'"},
		{"restore todo.txt from backup", ""},
		{"git status in src", ""},
		{"who has the highest age in people.csv", "tail -n +2 people.csv | sort -t , -k 2,2rn | head -n 1"},
		{"show my path variable", "printenv PATH"},
		// where the shell looks for commands: $PATH, one a line
		{"list the directories my shell searches for commands", "printenv PATH | tr : '\\n'"},
		{"where does my shell look for programs", "printenv PATH | tr : '\\n'"},
		{"which folders are searched for executables", "printenv PATH | tr : '\\n'"},
		{"where does the shell find commands", "printenv PATH | tr : '\\n'"},
		{"which folders did my son search for programs", ""},
		{"list the directories i searched for commands", ""},
		{"which folders are searched by backups", ""},
		// the folder above
		{"move todo.txt up one directory", "mv -i todo.txt .."},
		{"move todo.txt to ..", "mv -i todo.txt .."},
		{"move todo.txt one level up", "mv -i todo.txt .."},
		{"copy todo.txt to the parent directory", "cp -i todo.txt .."},
		{"move todo.txt to the folder above", "mv -i todo.txt .."},
		{"move photos/beach.jpg up one level", "mv -i photos/beach.jpg ."},
		// what a folder holds, not the folder
		{"copy everything from src to backup", "cp -i -r src/. backup/"},
		{"copy the contents of src to backup", "cp -i -r src/. backup/"},
		{"move all files from photos to backup", "mv -i photos/* backup/"},
		{"move everything in photos into newplace", "mkdir -p newplace && mv -i photos/* newplace/"},
		{"copy the src folder to backup", "cp -i -r src backup"},
		{"remove everything in build", "find build -mindepth 1 -print -delete"},
		{"delete all files in build", "find build -type f -print -delete"},
		{"delete files in logs", "find logs -type f -print -delete"},
		{"empty the logs folder", "find logs -mindepth 1 -print -delete"},
		{"remove the logs folder", "rm -r logs"},
		// names: a folder's whole name; a part of a file's when asked
		{"find directories named lib", "find . -mindepth 1 -type d -name lib"},
		{"find the folder called lib", "find . -mindepth 1 -type d -name lib"},
		{`find folders named "lib"`, "find . -mindepth 1 -type d -name lib"},
		{"where is the lib folder", "find . -type d -name lib"},
		{"find files with lib in the name", "find . -type f -name '*lib*'"},
		// "clean up" a folder: what it holds, the folder stays
		{"clean up the build folder", "find build -mindepth 1 -print -delete"},
		{"clean the logs folder", "find logs -mindepth 1 -print -delete"},
		{"clean up logs", "find logs -mindepth 1 -print -delete"},
		// the files in every subfolder: every level, not the folders
		{"list all files in every subfolder", "find . -type f"},
		{"list all subfolders", "find . -mindepth 1 -maxdepth 1 -type d"},
		// a count for each folder is no one total
		{"how many files in each subfolder of src", ""},
		{"count files per folder", ""},
		{"how many files in src including every subfolder", "find src -type f | wc -l"},
		// "what changed recently": whatever did, not the one newest
		{"stuff changed recently", "find . -type f -printf '%T@ %p\\n' | sort -nr | head -n 10 | cut -d' ' -f2-"},
		{"the most recently changed file", "find . -type f -printf '%T@ %p\\n' | sort -nr | head -n 1 | cut -d' ' -f2-"},
		// the size of each folder; disk usage is du's, not a listing's
		{"sizes of folders", "du -h --max-depth=1 ."},
		{"sizes of the folders in src", "du -h --max-depth=1 src"},
		{"disk usage sorted by size", ""},
		// a file left out of a zip: the file, not a folder of that name
		{"zip the logs folder but leave out app.log", "zip -r logs.zip logs -x '*/app.log'"},
		{"zip the src folder except lib", "zip -r src.zip src -x '*/lib/*'"},
		// text for a new file, which touch would leave out (echo writes it)
		{"create a file called new.txt with hello in it", "echo hello > new.txt"},
		{"make a file new.txt that says hello", "echo hello > new.txt"},
		{"create an empty file called new.txt", "touch new.txt"},
		// a folder to take out of an archive, which extracting it all ignores
		{"extract just the docs folder from blueprints.tar.gz", ""},
		{"extract blueprints.tar.gz into backup", "tar -xzf blueprints.tar.gz -C backup"},
		// a name that starts with a year stays whole
		{"create a folder called 2024-reports", "mkdir -p 2024-reports"},
		{"make a folder named 2025-taxes", "mkdir -p 2025-taxes"},
		// many places, no folder named "every"
		{"copy todo.txt to every folder", ""},
		{"copy todo.txt to each subfolder", ""},
		// the folders inside, which a chmod of the one folder leaves out
		{"set permissions 755 on all folders in src", ""},
		{"set permissions of src to 755", "chmod 755 src"},
		// each file's size, and no size limit the request never gave
		{"show the size of each txt file", ""},
		{"find txt files and their sizes", ""},
		{"find files larger than 5MB", "find . -type f -size +5M -exec ls -lh {} +"},
		{`search for files containing "lib" in their name`, "find . -type f -name '*lib*'"},
		{"find all directories", "find . -mindepth 1 -type d"},
		// times
		{"show files modified after yesterday", "find . -type f -daystart -mtime 0"},
		{"find files not modified in a week", "find . -type f -mmin +10080"},
		{"files not touched in 30 days", "find . -type f -mmin +43200"},
		{"find all files except .go files", "find . -type f ! -name '*.go'"},
		{"find files that are not .go files", "find . -type f ! -name '*.go'"},
		// listings
		{"newest files first", "ls -lt"},
		{"list files newest first", "ls -lt"},
		{"list txt files sorted by size", "ls -lhS *.txt"},
		{"list csv files by size", "ls -lhS *.csv"},
		{"list files sorted by name", "ls -l"},
		{"show the size of every file in logs", "find logs -type f -exec ls -lh {} +"},
		{"show disk usage of photos in megabytes", "du -sm photos"},
		{"how much space does src use in kilobytes", "du -sk src"},
		// making folders
		{"create a folder named 2024 inside backup", "mkdir -p backup/2024"},
		{"create folder my-project with subfolders src and docs", "mkdir -p my-project/src my-project/docs"},
		{"make a folder proj with subdirectories a, b and c in it", "mkdir -p proj/a proj/b proj/c"},
		{"make a directory tmp and cd into it", ""},
		{"make backup/2024 and copy people.csv there", "mkdir -p backup/2024 && cp -i people.csv backup/2024/"},
		{"create a folder called archive and move all log files into it", "mkdir -p archive && mv -i *.log archive/"},
		{"copy the newest file in logs to backup", ""},
		{"count the files in each folder", ""},
		{"how many files and folders are here", ""},
		{"find images in photos", ""},
		{"empty files in logs", "find logs -type f -empty"},
		{"touch every file in src", "find src -type f -exec touch {} +"},
		{"symlink src/lib into here", "ln -s src/lib ./lib"},
		{"find all hidden files", "find . -type f -name '.*'"},
		{"list hidden files in src", "ls -la src"},
		{"show me all the files in this folder with their sizes", "ls -lha"},
		{"show all directories recursively", "find . -mindepth 1 -type d"},
		{"list everything in src, subfolders included", "find src -type f"},
		{"show me all the files under src, going into every folder", "find src -type f"},
		{"list src including subfolders", "find src -type f"},
		{"list the folders in src and their subfolders", "find src -mindepth 1 -type d"},
		{"list the folders in src", "find src -mindepth 1 -maxdepth 1 -type d"},
		{"list all folders including subfolders", "find . -mindepth 1 -type d"},
		{"list subdirectories of src", "find src -mindepth 1 -maxdepth 1 -type d"},
		{"list all files in src recursively with sizes", "find src -type f -exec ls -lh {} +"},
		{"find files exactly 3 bytes", "find . -type f -size 3c -exec ls -lh {} +"},
		{"copy the files in src to backup", "cp -i -r src/. backup/"},
		{"move the file in photos to backup", ""},
		{"copy files with name containing util to backup", ""},
		{"copy todo.txt to backup, then rename the copy to todo-2024.txt", "cp -i todo.txt backup/todo-2024.txt"},
		{"du -sh *", ""},
		{"move todo.txt to my home directory", "mv -i todo.txt ~/"},
		{"list files in my home directory", "ls -l ~/"},
		// a listing is a product: which entries, which order, which way
		{"show only the dotfiles in src", "ls -ld src/.[!.]*"},
		{"only the hidden files", "ls -ld .[!.]*"},
		{"list everything including dotfiles", "ls -la"},
		{"show the sizes in logs in human readable form", "ls -lh logs"},
		{"file sizes in logs", "ls -lh logs"},
		{"list src with human readable sizes", "ls -lh src"},
		{"files in logs from smallest to largest", "ls -lhSr logs"},
		{"sizes of the files in logs, biggest first", "ls -lhS logs"},
		{"list the biggest files first", "ls -lhS"},
		{"list by size reversed", "ls -lhSr"},
		{"list files in reverse order", "ls -lr"},
		{"list src in reverse order by date", "ls -ltr src"},
		{"list hidden files by size", "ls -lhaS"},
		{"list only the files in src", "find src -maxdepth 1 -type f"},
		{"just the files here, no folders", "find . -maxdepth 1 -type f"},
		{"list only files by size", "find . -maxdepth 1 -type f -exec ls -lhS {} +"},
		{"list all folders by size", "du -h --max-depth=1 . | sort -h"},
		{"sort the folders by size", "du -h --max-depth=1 . | sort -h"},
		{"list the folders and sort them by size", "du -h --max-depth=1 . | sort -h"},
		{"folders by size, largest first", "du -h --max-depth=1 . | sort -rh"},
		{"sort the folders", ""},
		{"disk usage of every directory here, largest first", "du -h --max-depth=1 . 2>/dev/null | sort -rh | head -n 11"},
		{"show me what's in the logs folder, biggest first", "ls -lhS logs"},
		{"list hidden folders", "find . -maxdepth 1 -mindepth 1 -type d -name '.*'"},
		{"list src without the hidden files", "ls -l src"},
		{"just the file names in src", "ls -1 src"},
		{"list the files in src one per line", "ls -1 src"},
		{"txt files in docs sorted by name", "ls -l docs/*.txt"},
		{"ls -lh logs", "ls -lh logs"},
		{"ls -S src", "ls -S src"},
		{"list all the dotfiles in my home", "ls -ld ~/.[!.]*"},
		{"decompress logs/app.log.gz and keep the original", "gunzip -k logs/app.log.gz"},
		{"gzip todo.txt and keep the original", "gzip -k todo.txt"},
		// what a folder holds: below it; its files: each file
		{"make everything in src read-only", "chmod -R a-w src"},
		{"make all files in src executable", "find src -type f -exec chmod +x {} +"},
		{"chmod 644 the files in docs", "find docs -type f -exec chmod 644 {} +"},
		{"make src read-only", "chmod a-w src"},
		// a lexicon word that is a folder here, in a list of names or as
		// what it holds
		{"copy src and docs into backup", "cp -i -r src docs backup"},
		{"copy everything in docs to backup", "cp -i -r docs/. backup/"},
		{"oldest file here", "find . -type f -printf '%T@ %p\\n' | sort -n | head -n 1 | cut -d' ' -f2-"},
		{"files by size please", "ls -lhS"},
		{"list things here by newest", "ls -lt"},
		{"list dotfiles and folders", "ls -la"},
		{"show only directories sorted by name", ""},
		// processes by name
		{"is nginx running", "pgrep -l nginx"},
		{"pid of sshd", "pgrep -l sshd"},
		{"is the server running", ""},
		// archives: what is left out, a list of names, a zip is no folder
		{"archive the src folder but leave out lib", "tar -czf src.tar.gz --exclude=lib src"},
		{"tar.gz the src folder as src-lite.tar.gz but leave out the .go files", "tar -czf src-lite.tar.gz --exclude='*.go' src"},
		{"zip src except lib", "zip -r src.zip src -x '*/lib/*'"},
		{"zip src but skip the .go files", "zip -r src.zip src -x '*.go'"},
		{"zip up everything here except logs", "zip -r archive.zip . -x 'logs/*' -x '*/logs/*'"},
		{"put todo.txt and people.csv into a zip", "zip -r archive.zip todo.txt people.csv"},
		{"bundle docs and logs into one archive named both.tar.gz", "tar -czf both.tar.gz docs logs"},
		// a date's parts, alone or together
		{"just the year", "date +%Y"},
		{"month number", "date +%m"},
		{"the day of the month", "date +%d"},
		{"what hour is it", "date +%H"},
		{"just the hour and minute", "date +%H:%M"},
		{"year and month", "date +%Y-%m"},
		{"what's the time zone", "date +%Z"},
		// permissions
		{"set permissions of run.sh to rwxr-xr-x", "chmod 755 run.sh"},
		{"make run.sh executable only for me", "chmod u+x,go-x run.sh"},
		// "not just me" widens; "anyone except me" is the group and the
		// others; read for all and change for none is a=r
		{"make sure everyone can read todo.txt, not just me", "chmod a+r todo.txt"},
		{"I want todo.txt to stop being writable by anyone except me", "chmod go-w todo.txt"},
		{"remove write permission on todo.txt for everyone other than me", "chmod go-w todo.txt"},
		{"everyone should be able to read todo.txt but no one may modify it", "chmod a=r todo.txt"},
		// folders one inside the other
		{"I need a new folder called reports, and inside it a folder week1", "mkdir -p reports/week1"},
		{"mkdir journal with a subdir drafts in it", "mkdir -p journal/drafts"},
		{"make a folder notes with a subfolder called old", "mkdir -p notes/old"},
		{"I want the docs folder to have a subfolder called 2026 with a subfolder q4 in it", "mkdir -p docs/2026/q4"},
		// a size as find writes it; an extension the lexicon does not know
		{"files >1M in logs", "find logs -type f -size +1M -exec ls -lh {} +"},
		{"are there any .m3u files under photos, and where?", "find photos -type f -name '*.m3u'"},
		// every level: "including what's in the folders inside it"
		{"I want a list of everything in src, including what's in the folders inside it", "find src -type f"},
		{"how many files are in src, including the ones in the lib subfolder", "find src -type f | wc -l"},
		// programs and the system
		{"is there a program called gzip on this machine, and where?", "command -v gzip"},
		{"what is the name of the operating system, only the name", "uname -s"},
		{"kernel ver", "uname -sr"},
		// archives: a destination after an arrow or "with name", the
		// compressed file kept, read to the screen, a kind from a folder
		{"extract notes.tgz -> docs", "tar -xzf notes.tgz -C docs"},
		{"please unzip samples.zip inside a new folder with name drums", "unzip samples.zip -d drums"},
		{"decompress catalog.csv.gz but keep the .gz too", "gunzip -k catalog.csv.gz"},
		{"can you show me what's in catalog.csv.gz without decompressing it to disk?", "gzip -dc catalog.csv.gz"},
		{"I want one zip with all the jpg pictures from photos, called pics.zip", "zip pics.zip photos/*.jpg"},
		{"zip all the jpg files in photos into pics.zip", "zip pics.zip photos/*.jpg"},
		{"tar.gz all the csv files here", "tar -czf archive.tar.gz *.csv"},
		{"zip -r the src folder, hidden files too, into src.zip", "zip -r src.zip src"},
		{"I want the whole src directory packed into one zip called src.zip, including the subfolders", "zip -r src.zip src"},
		{"I need to hand in my docs folder as a single .tar file (not compressed) named docs.tar", "tar -cf docs.tar docs"},
		// an archive here named by its stem
		{"tar -x the blueprints archive into backup", "tar -xzf blueprints.tar.gz -C backup"},
		{"gunzip the catalog file", "gunzip catalog.csv.gz"},
		// loose words around the basics
		{"dirs srv/www/static, parents too", "mkdir -p srv/www/static"},
		{"I want to find every html page of the docs folder", "find docs -type f -name '*.html'"},
		{"I need all the files in photos listed together with their sizes", "ls -lha photos"},
		{"chmod run.sh so only the owner can read it, nothing else for anyone", "chmod 400 run.sh"},
		{"I want today's date written day first, like dd/mm/yyyy", "date +%d/%m/%Y"},
		{"please show me the programs that eat most CPU, only 5", "ps aux --sort=-%cpu | head -n 6"},
		{"I need to know what year it is according to the system clock", "date +%Y"},
		{"I want to know how much free space is left on the disk where this folder lives", "df -h ."},
		{"how much space is free on the disk this folder is on", "df -h ."},
		// dev set 11's files, lists, finds and archives: a folder in
		// "the folder x", several in a new one
		{"Make for me a new folder with the name drafts inside the folder docs", "mkdir -p docs/drafts"},
		{"how do I make three folders red, green and blue inside a new folder paints?", "mkdir -p paints/red paints/green paints/blue"},
		{"make folder drafts inside the folder docs", "mkdir -p docs/drafts"},
		{"I want a folder called a/b/c, with the folders above it made as well", "mkdir -p a/b/c"},
		{"I need an empty folder called charts next to people.csv", "mkdir -p charts"},
		{"I need an empty folder called charts next to src/main.go", ""},
		// copies and renames said as the end state
		{"Would you be so kind as to make a spare copy of todo.txt named todo.bak, leaving the original where it is?", "cp -i todo.txt todo.bak"},
		{"Make a copy from todo.txt with the name todo-2.txt", "cp -i todo.txt todo-2.txt"},
		{"I want a folder src-backup that is a complete copy of src, subfolders and all", "cp -i -r src src-backup"},
		{"The folder logs, I want that it is called journal from now on", "mv -i logs journal"},
		{"the folder should be named journal not logs, please rename it", "mv -i logs journal"},
		{"I should be grateful if you would move every .jpg file out of photos and into a new folder named jpg-only.", "mkdir -p jpg-only && mv -i photos/*.jpg jpg-only/"},
		// touch
		{"I should like the date on todo.txt brought up to the present moment, without altering a word of what is written in it.", "touch todo.txt"},
		{"There should be an empty file called .keep inside photos", "touch photos/.keep"},
		{"In the folder docs please make a new empty file index.txt", "touch docs/index.txt"},
		// permissions
		{"chmod run.sh so it actually runs", "chmod +x run.sh"},
		{"chmod run.sh so it actually does not run", ""},
		{"how do I make todo.txt readable by everyone but writable only by me?", "chmod 644 todo.txt"},
		{"make todo.txt readable by everyone but writable and executable only by me", ""},
		{"Would you kindly make todo.txt read-only for absolutely everybody, myself included?", "chmod a-w todo.txt"},
		{"lock down the docs dir, 700", "chmod 700 docs"},
		{"make please the file todo.txt private, only for me read and write", "chmod 600 todo.txt"},
		{"make todo.txt private", ""},
		{"nuke the src dir", "rm -r src"},
		// listings
		{"which jpg files r in photos", "find photos -type f -name '*.jpg'"},
		{"Show me only the folders inside src, not the files", "find src -mindepth 1 -maxdepth 1 -type d"},
		{"show me everything that is in photos, hidden ones included", "ls -la photos"},
		{"I want to see every file in photos with its permissions, owner and date, hidden ones too", "ls -la photos"},
		{"list photos files biggest 1st pls", "ls -lhS photos"},
		{"I'd like to see everything under src, every level down", "find src -type f"},
		{"I want a list of every folder, at any depth, under src", "find src -mindepth 1 -type d"},
		{"I'm trying to find which files inside photos are the biggest, can you list them from largest to smallest", "ls -lhS photos"},
		// finds
		{"how do I find the files in src whose names start with m?", "find src -type f -name 'm*'"},
		{"what came into the logs folder today?", "find logs -type f -daystart -mtime 0"},
		{"I think something in photos is over 1 MB and eating my disk, can you find it?", "find photos -type f -size +1M -exec ls -lh {} +"},
		// archives
		{"I want a src.tar.gz that holds the src folder", "tar -czf src.tar.gz src"},
		{"I want a compressed copy of people.csv next to it, people.csv.gz, with the original kept as it is", "gzip -k people.csv"},
		{"I want catalog.csv unpacked from catalog.csv.gz", "gunzip catalog.csv.gz"},
		{"Would you kindly let me see the names inside blueprints.tar.gz? I do not wish to unpack it.", "tar -tzf blueprints.tar.gz"},
		{"someone sent me blueprints.tar.gz and I need the files out of it", "tar -xzf blueprints.tar.gz"},
		{"bundle the src folder into src.tar.gz but leave out the lib subfolder", "tar -czf src.tar.gz --exclude=lib src"},
		{"I want one zip with all the jpg photos from photos, called pics.zip", "zip pics.zip photos/*.jpg"},
		// a folder made with a copy in it, a new folder said twice, a
		// link named after "call the link", a name with a year
		{"When you're done I want a folder archive-2026 with a copy of todo.txt inside it", "mkdir -p archive-2026 && cp -i todo.txt archive-2026/"},
		{"I want a folder archive-2026 with todo.txt inside it", ""},
		{"move people.csv, it's old data, into a new folder old-data (it doesn't exist yet)", "mkdir -p old-data && mv -i people.csv old-data/"},
		{"ln -s src/lib here, call the link lib-link", "ln -s src/lib lib-link"},
		{"there's a todo.txt I don't need any more, please delete it - only that one, people.csv stays", "rm todo.txt"},
		{"delete todo.txt, people.csv stays", ""},
		{"the script run.sh won't run because of permission denied, can you fix it so I can execute it", "chmod +x run.sh"},
		{"I want a backup of the src folder inside backup, a plain copy with all its subfolders", "cp -i -r src backup"},
		{"I want to keep a copy of the whole src folder including the lib subfolder, call the copy src-backup", "cp -i -r src src-backup"},
		{"copy the src folder including the nothere subfolder to src2", ""},
		{"how do I save the list of files in photos into a file called photo-list.txt?", "ls -l photos > photo-list.txt"},
		{"save the list of files in photos to todo.txt", ""},
		{"I need to email the photos folder, can you squash it into one zip file called photos.zip first", "zip -r photos.zip photos"},
		{"zip the first file into a.zip", ""},
		// a DOS user's verbs and switches
		{"md receipts", "mkdir -p receipts"},
		{"md receipts (create a folder with that name)", "mkdir -p receipts"},
		{"md files in docs", "find docs -type f -name '*.md'"},
		{"xcopy the src folder to src-old, subfolders and all", "cp -i -r src src-old"},
		{"xcopy src src-old /s /i", "cp -i -r src src-old"},
		{"dir /s the docs folder", "find docs -type f"},
		{"dir /a photos", "ls -la photos"},
		{"what's in the photos folder? hidden files too, like dir /a", "ls -la photos"},
		{"dir /q photos", ""},
		{"tree /f the src folder", "find src -type f"},
		{"attrib +r todo.txt", "chmod a-w todo.txt"},
		{"attrib +r todo.txt - make it read-only for everyone", "chmod a-w todo.txt"},
		{"attrib +h todo.txt", ""},
		// a Finder user's words
		{"Duplicate todo.txt and call the duplicate todo-2.txt", "cp -i todo.txt todo-2.txt"},
		{"copy people.csv and name the new copy people-old.csv", "cp -i people.csv people-old.csv"},
		{"Make an alias to todo.txt called today.txt, right here in the same folder", "ln -s todo.txt today.txt"},
		{"Get Info on people.csv: its size, when it was modified and its permissions", "ls -l people.csv"},
		{"show the details of people.csv", "ls -l people.csv"},
		{"Get Info on nothere.csv", ""},
		{"What else is in the enclosing folder of src/lib/util.go?", "ls -l src/lib"},
		{"Drag todo.txt into the docs folder (move it, don't copy)", "mv -i todo.txt docs"},
		{"Drag todo.txt into the docs folder, don't move it", ""},
		{"Show the logs folder as a list view, with sizes and dates", "ls -lh logs"},
		{"Rename todo.txt to chores.txt, like clicking the name in Finder and typing", "mv -i todo.txt chores.txt"},
		{"Compress photos the way Finder does, so I end up with photos.zip", "zip -r photos.zip photos"},
		{"Spotlight for anything with beach in its name under photos", "find photos -type f -name '*beach*'"},
		{"Make a new empty text file called list.txt inside the docs folder", "touch docs/list.txt"},
		{"make a new text file called list.md", ""},
		{"How much space is photos taking up, like the size in Get Info?", "du -sh photos"},
		{"see the disk usage of each thing inside logs", "du -sh logs/*"},
		{"duplicate docs/notes.txt as notes-2.txt in the same folder", "cp -i docs/notes.txt docs/notes-2.txt"},
		// limits that say again what is asked
		{"Show the hidden files in the photos folder too, not just the normal ones", "ls -la photos"},
		{"list only the hidden files in photos, not the regular ones", "ls -ld photos/.[!.]*"},
		{"list the hidden files in photos, not the regular ones", ""},
		{"delete todo.txt but keep people.csv", "rm todo.txt"},
		{"delete todo.txt but keep the rest", ""},
		{"find the .go files in src, only the top folder, not inside lib", "find src -maxdepth 1 -type f -name '*.go'"},
		{"find the .go files in src without going into subfolders", "find src -maxdepth 1 -type f -name '*.go'"},
		{"only the names of the files under src that contain main, not the lines themselves", "grep -rl main src"},
		{"copy src to src-copy, and I mean including the hidden files", "cp -i -r src src-copy"},
		{"copy src to src-copy, not including the hidden files", ""},
		{"make a folder a/b/c and make the parent folders too if they aren't there yet", "mkdir -p a/b/c"},
		{"remove the empty files in logs, and only the empty ones", "find logs -type f -empty -print -delete"},
		{"delete the files in logs older than 30 days, but nothing newer", "find logs -type f -mmin +43200 -print -delete"},
		{"delete the files in logs older than 30 days, but nothing else", "find logs -type f -mmin +43200 -print -delete"},
		{"delete the files in logs older than 30 days except app.log", ""},
		{"delete the empty files", ""},
		{"remove the empty folder build", ""},
		{"list photos sorted by size, but only the names, no other details", "ls -1S photos"},
		{"make photos.zip out of photos but leave out the hidden files", "zip -r photos.zip photos -x '*/.*'"},
		{"tar up photos without dotfiles", "tar -czf photos.tar.gz --exclude='.*' photos"},
		{"zip everything here except the hidden files", ""},
		{"find the .go files under src and docs", "find src docs -type f -name '*.go'"},
		{"find the .txt files in src, docs and logs", "find src docs logs -type f -name '*.txt'"},
		{"find the .go files under src and nothere", ""},
		{"del /s *.log", "find . -type f -name '*.log' -print -delete"},
		{"del /q todo.txt", "rm todo.txt"},
		{"del /p todo.txt", ""},
		{"rd /s /q src", "rm -r src"},
		{"dir *.go", "ls -l *.go"}, // DOS dir lists this folder; dir /s goes below
		{"Move to Trash todo.txt", ""},
		{"move todo.txt to the recycle bin", ""},
		{"make an alias of photos on the desktop", ""},
		{"make a folder on the desktop", ""},
		// a name dictated with its punctuation said as words
		{"um make a folder called recipes slash desserts", "mkdir -p recipes/desserts"},
		{"so like delete todo dot txt", "rm todo.txt"},
		{"show me the dot files in photos", "ls -la photos"},
		{"make a folder a slash b", ""},
		// the files' names start so, not lines in them (was grep -rl '^\.'):
		// those alone, or with the rest when "including" says so
		{"list the files starting with a dot in photos", "ls -ld photos/.[!.]*"},
		{"show me everything in photos, including the files that start with a dot", "ls -la photos"},
		{"list photos including the files whose names begin with a period", "ls -1a photos"},
		{"show all files in photos, also the ones starting with a dot", "ls -la photos"},
		{"list the files in photos that start with a dot", "ls -ld photos/.[!.]*"},
		{"show the files in photos whose names begin with a period", "ls -1d photos/.[!.]*"},
		{"find files in photos that start with a dot", ""},
		{"search photos for lines that start with a dot", "grep -rn '^\\.' photos"},
		// to change a file's text is to write it: "read or change" is rw
		{"only I should be able to read or change todo.txt", "chmod 600 todo.txt"},
		{"only I should be able to read and/or edit todo.txt", "chmod 600 todo.txt"},
		{"only I can modify or read todo.txt", "chmod 600 todo.txt"},
		{"make todo.txt so only I can read and update it", "chmod 600 todo.txt"},
		{"only I should be able to read or write todo.txt", "chmod 600 todo.txt"},
		{"change the permissions of todo.txt so only I can read it", "chmod 400 todo.txt"},
		{"only I should be able to change todo.txt", ""},
		// "nobody else can X": the group's and the others' X go, the
		// owner's stay; "lock down" takes all of theirs; "see" is read
		// and "get into" a folder is every bit of it
		{"nobody else on this computer should be able to read todo.txt", "chmod go-r todo.txt"},
		{"make todo.txt so nobody else can read it", "chmod go-r todo.txt"},
		{"lock down todo.txt so nobody else can see it", "chmod go-rwx todo.txt"},
		{"lock down todo.txt so no one else can read it", "chmod go-rwx todo.txt"},
		{"can nobody else read todo.txt?", ""},
		{"is todo.txt locked down so nobody else can see it?", ""},
		{"todo.txt has my account numbers in it; nobody else on this computer should be able to read it, only me (read and write)", "chmod 600 todo.txt"},
		{"The todo.txt file holds credentials; restrict it so only the owner can read and write it, with no access for group or others.", "chmod 600 todo.txt"},
		{"restrict todo.txt so only the owner can read and write it", "chmod 600 todo.txt"},
		{"todo.txt has my passwords in it, delete those lines", ""},
		{"todo.txt has errors in it; count the lines", "wc -l todo.txt"},
		{"Lock down the docs folder so nobody but me can get into it.", "chmod 700 docs"},
		{"lock down the docs folder so only I can access it", "chmod 700 docs"},
		{"only I can access todo.txt", "chmod 600 todo.txt"},
		{"let nobody but me read todo.txt", "chmod 400 todo.txt"},
		{"who can get into the docs folder", ""},
		// what everyone may do, and the change kept for the owner
		{"everyone should be able to run run.sh but only I can edit it", "chmod 755 run.sh"},
		{"let everyone run run.sh, and only I can change it", "chmod 755 run.sh"},
		{"everyone can read todo.txt but only I can edit it", "chmod 644 todo.txt"},
		{"everyone can read and write todo.txt but only I can edit it", ""},
		{"nobody should run run.sh but only I can edit it", ""},
		// the state now, and the owner's bits kept as they are
		{"todo.txt can be changed by anyone at the moment. Take away write permission from the group and everyone else, but leave mine as it is", "chmod go-w todo.txt"},
		{"take write permission away from the group on todo.txt but leave mine as it is", "chmod g-w todo.txt"},
		{"how would one let everybody read todo.txt? right now only I can.", "chmod a+r todo.txt"},
		{"leave mine as it is on todo.txt", ""},
		// plain everyday wordings of the basics
		{"make reports/2026/q1 with all the folders in between", "mkdir -p reports/2026/q1"},
		{"create reports/2026/q1 and the ones in between", "mkdir -p reports/2026/q1"},
		{"folders reports/2026/q1, none of them exist yet", "mkdir -p reports/2026/q1"},
		{"directories reports/2026/q1 please, they don't exist yet", "mkdir -p reports/2026/q1"},
		{"folders reports/2026/q1, none of them are empty", ""},
		{"list folders reports/2026/q1, none of them exist yet", ""},
		{"delete folders reports/2026/q1, they don't exist yet", ""},
		{"create reports/2026/q1 in between", ""},
		{"mark todo.txt as just modified but leave what's in it alone", "touch todo.txt"},
		{"mark todo.txt as modified and keep its contents unchanged", "touch todo.txt"},
		{"mark todo.txt as just modified but leave people.csv alone", ""},
		{"mark todo.txt as done", ""},
		{"which photos in photos take up the most room?", "find photos -type f -exec du -h --apparent-size {} + | sort -rh | head -n 10"},
		{"what's the largest picture in photos?", "find photos -type f -exec du -h --apparent-size {} + | sort -rh | head -n 1"},
		{"pictures over 100k in photos", "find photos -type f -size +100k -exec ls -lh {} +"},
		{"what's the largest picture in docs?", ""},
		{"move the pictures in photos to backup", ""},
		{"delete the photos in photos", ""},
		{"delete the logs in docs", ""},
		{"which photo in photos is the prettiest?", ""},
		{"I lost todo.txt somewhere in here, can you find it", "find . -name todo.txt 2>/dev/null"},
		{"where did I put people.csv", "find . -name people.csv 2>/dev/null"},
		{"where have I saved people.csv?", "find . -name people.csv 2>/dev/null"},
		{"find lost in todo.txt", "grep -r -- lost todo.txt"},
		{"where did I put the milk, look in todo.txt", ""},
		{"I lost todo.txt", ""},
		{"find the huge files around here, over 100 MB", "find . -type f -size +100M -exec ls -lh {} +"},
		{"big files in logs over 10M", "find logs -type f -size +10M -exec ls -lh {} +"},
		{"tiny files in logs under 1k", "find logs -type f -size -1024c -exec ls -lh {} +"},
		{"the biggest files around here, over 100 MB", ""},
		{"find files around 100 MB", ""},
		{"are there any files with nothing in them inside logs?", "find logs -type f -empty"},
		{"folders with nothing inside them under src", "find src -type d -empty"},
		{"are any files in logs completely empty?", "find logs -type f -empty"},
		{"files with nothing but spaces in them inside logs", ""},
		{"open up blueprints.tar.gz", "tar -xzf blueprints.tar.gz"},
		{"open blueprints.tar.gz", ""},
		{"I want todo.txt to live in the backup folder instead of here", "mv -i todo.txt backup"},
		{"I'd like todo.txt to go into backup", "mv -i todo.txt backup"},
		{"I want todo.txt to be in backup instead of here", "mv -i todo.txt backup"},
		{"I want todo.txt to live in backup too", ""},
		{"I want todo.txt to be in backup", ""},
		{"todo.txt should just be called tasks.txt", "mv -i todo.txt tasks.txt"},
		{"I want to be able to run run.sh as a program", "chmod +x run.sh"},
		{"let me run run.sh like a program", "chmod +x run.sh"},
		{"I want the build folder gone, along with everything inside it", "rm -r build"},
		{"I want todo.txt gone", "rm todo.txt"},
		{"is the build folder gone?", ""},
		{"I want to know if todo.txt is gone", ""},
		{"I want to see the hidden files in photos as well as the normal ones", "ls -la photos"},
		{"show the hidden files in photos along with the regular ones", "ls -la photos"},
		{"show the hidden files in photos but not the normal ones", ""},
		{"the date in day/month/year form please", "date +%d/%m/%Y"},
		{"create a reports folder", "mkdir -p reports"},
		{"make a new reports folder in docs", "mkdir -p docs/reports"},
		{"I need a reports folder, please", "mkdir -p reports"},
		{"make a logs folder in docs", ""},
		{"create a reports folder called monthly", ""},
		{"make a new folder", ""},
		{"what's in the reports folder", "ls -l reports"},
		{"how much space does build take up", "du -sh build"},
		{"how much room is logs using", "du -sh logs"},
		{"how big is build", "du -sh build"},
		{"how big is build compared to docs", ""},
		{"how much time does build take", ""},
		{"how much space does todo.txt take", "ls -lh todo.txt"},
		{"how much space does todo.txt need", ""},
		{"is there a file called notes.txt anywhere", "find . -name notes.txt 2>/dev/null"},
		{"does notes.txt exist anywhere", "find . -name notes.txt 2>/dev/null"},
		{"change todo.txt's name to tasks.txt", "mv -i todo.txt tasks.txt"},
		{"change todo.txt's name", ""},
		// a question about a file's state is no order to change it
		{"is todo.txt empty?", ""},
		{"todo.txt empty?", ""},
		{"run.sh executable?", ""},
		{"todo.txt read only?", ""},
		{"delete todo.txt?", "rm todo.txt"},
		{"todo.txt?", "cat todo.txt"},
		{"check if todo.txt is empty", ""},
		{"is run.sh executable", ""},
		{"is todo.txt read only", ""},
		{"has todo.txt been deleted", ""},
		{"is blueprints.tar.gz extracted", ""},
		{"is the build folder empty", "find build -empty"},
		{"empty todo.txt", ": > todo.txt"},
		{"is there a way to empty todo.txt", ": > todo.txt"},
		{"is it possible to make run.sh executable", "chmod +x run.sh"},
		// a file's permission stated, and a repair asked: the change
		// that undoes it; the statement alone changes nothing
		{"todo.txt is world-writable, fix that", "chmod o-w todo.txt"},
		{"todo.txt is group-writable, please fix it", "chmod g-w todo.txt"},
		{"todo.txt is readable by others, fix that", "chmod o-r todo.txt"},
		{"run.sh is not executable, fix that", "chmod +x run.sh"},
		{"run.sh isn't executable, fix it", "chmod +x run.sh"},
		{"todo.txt is world-writable", ""},
		{"run.sh is not executable", ""},
		{"run.sh is executable, fix that", ""},
		{"todo.txt is writable by everyone, fix that", ""},
		{"todo.txt is readable by everyone, that is wrong", ""},
		{"todo.txt is world-writable, fix that and delete it", ""},
		{"chmod run.sh so that it is executable", "chmod +x run.sh"},
		{"remove write permission for others from todo.txt", "chmod o-w todo.txt"},
		// a folder named and asked for with no verb, when it is not here
		{"folder called invoices please", "mkdir -p invoices"},
		{"a directory named invoices, please", "mkdir -p invoices"},
		{"please, a folder called reports/2026", "mkdir -p reports/2026"},
		{"folder called invoices", "find . -mindepth 1 -type d -name invoices"},
		{"folder called photos please", "find . -mindepth 1 -type d -name photos"},
		{"folder called invoices and travel please", ""},
		// what an archive holds, put into a folder: extracted there
		{"put the contents of blueprints.tar.gz into a new folder plans", "mkdir -p plans && tar -xzf blueprints.tar.gz -C plans"},
		{"copy the files in blueprints.tar.gz to backup", "tar -xzf blueprints.tar.gz -C backup"},
		{"copy the contents of blueprints.tar.gz", ""},
		{"move blueprints.tar.gz into backup", "mv -i blueprints.tar.gz backup"},
		{"copy the contents of src into backup", "cp -i -r src/. backup/"},
		// everyday wordings of copies, renames, folders, listings
		{"drop a copy of todo.txt in backup", "cp -i todo.txt backup"},
		{"leave a copy of people.csv in docs", "cp -i people.csv docs"},
		{"leave a copy of people.csv", ""},
		{"drop todo.txt in backup", ""},
		{"src-backup should be a full recursive copy of src", "cp -i -r src src-backup"},
		{"src-backup is a full copy of src", ""},
		{"rename: todo.txt becomes tasks.txt", "mv -i todo.txt tasks.txt"},
		{"todo.txt becomes tasks.txt", ""},
		{"copy: todo.txt becomes tasks.txt", ""},
		{"set up a/b/c (the intermediate folders don't exist yet)", "mkdir -p a/b/c"},
		{"make a/b/c, the parent folders do not exist yet", "mkdir -p a/b/c"},
		{"list a/b/c, the folders do not exist yet", ""},
		{"any hidden files lurking in docs?", "ls -ld docs/.[!.]*"},
		{"are there hidden files in docs", "ls -ld docs/.[!.]*"},
		{"list hidden files in docs", "ls -la docs"},
		{"any files lurking in docs", ""},
		{"detailed listing of logs with sizes in K/M/G", "ls -lh logs"},
		{"which single file in src is the largest", "find src -type f -exec du -h --apparent-size {} + | sort -rh | head -n 1"},
		{"which single files in src are the largest", ""},
		{"hunt down all go files below src", "find src -type f -name '*.go'"},
		{"remove the execute bits from run.sh for everyone", "chmod a-x run.sh"},
		{"full system info in one line: kernel, arch and all", "uname -a"},
		{"the three processes with the largest memory footprint", "ps aux --sort=-%mem | head -n 4"},
		{"the memory footprint", ""},
		{"time since the last boot", "uptime"},
		{"time since the last boot of backup", ""},
		{"blueprints.tar.gz should end up unpacked inside backup", "tar -xzf blueprints.tar.gz -C backup"},
		{"blueprints.tar.gz should end up in backup", ""},
		{"untar blueprints.tar.gz, putting the files in backup", "tar -xzf blueprints.tar.gz -C backup"},
		// what is kept must not be inside what is deleted
		{"delete the logs folder but keep app.log", ""},
		{"remove all files in logs but keep app.log", ""},
		{"delete *.txt but keep todo.txt", ""},
		{"delete todo.txt and run.sh but keep people.csv", "rm todo.txt run.sh"},
		// what a listing shows of each file, not a word in them
		{"list files with details", "ls -l"},
		{"show files with dates", "ls -l"},
		{"list the files with their owners", "ls -l"},
		{"list files in logs with details", "ls -l logs"},
		{"find files with the word milk", "grep -rl milk ."},
		// a mark in a file's name, said by its name
		{"find files with spaces in their names", "find . -type f -name '* *'"},
		{"find files with a dash in the name", "find . -type f -name '*-*'"},
		{"find files with underscores in the name", "find . -type f -name '*_*'"},
		{"find files whose name has the word plans", "find . -type f -name '*plans*'"},
		{"find files with uppercase letters in the name", ""},
		{"find files with lib in the name", "find . -type f -name '*lib*'"},
		// a condition on the file, which a plain command drops
		{"remove todo.txt if it is empty", ""},
		{"delete todo.txt only if it's bigger than 1MB", ""},
		{"delete people.csv if it is older than a week", ""},
		{"make a folder called out if it doesn't exist", "mkdir -p out"},
		{"delete todo.txt, if it's not too much trouble", "rm todo.txt"},
		// a kind of letters is no place to move to
		{"rename every jpg to lowercase", ""},
		{"move all jpg files to upper case", ""},
		{"move every jpg to backup", "mv -i *.jpg backup/"},
		// a search, then an act on what it finds
		{"find directories named lib and delete them", ""},
		{"find the .log files and zip them", ""},
		// two copies, each to its own place
		{"copy todo.txt to backup and people.csv to docs", ""},
		{"move todo.txt into backup and run.sh into build", ""},
		{"copy todo.txt and people.csv to backup", "cp -i todo.txt people.csv backup"},
		// what a folder holds, not the folder
		{"is there anything in the backup folder?", ""},
		{"is there a backup folder", "ls -ld backup"},
		// the hidden ones, not every file
		{"show hidden files but not folders", ""},
		{"list files but not the hidden ones", "ls -l"},
		// a count for each file, not one total
		{"list the log files and their line counts", ""},
		// a condition on what the file holds
		{"show todo.txt only if it contains milk", ""},
		// each line numbered, which a plain command does not do
		{"sort todo.txt with line numbers", ""},
		{"count the words in todo.txt with line numbers", ""},
		{"show todo.txt with line numbers", "cat -n todo.txt"},
		{"print line number 2 of todo.txt", "sed -n '2p' todo.txt"},
		// every folder below, which a command that stays here does not reach
		{"make a folder called out in every subfolder", ""},
		{"delete todo.txt in all the subfolders", ""},
		{"sort todo.txt in every subfolder too", ""},
		{"find the .txt files in every subfolder", "find . -type f -name '*.txt'"},
		{"move todo.txt into the subfolder logs", "mv -i todo.txt logs"},
		{"sort todo.txt in the subfolders too", ""},
		{"count each entry in todo.txt in every subfolder too", ""},
		{"count each entry in todo.txt", "sort todo.txt | uniq -c | sort -rn"},
		{"search for milk in every subfolder", "grep -rn milk ."},
		// a place said twice, two ways
		{"unpack blueprints.tar.gz here in the logs folder", ""},
		{"unpack blueprints.tar.gz into the logs folder", "tar -xzf blueprints.tar.gz -C logs"},
		{"unpack blueprints.tar.gz here", "tar -xzf blueprints.tar.gz"},
		{"touch a file called notes/x.log in the logs folder", ""},
		{"touch a file called x.log in the logs folder", "touch logs/x.log"},
		{"create an empty file called notes.txt in the logs folder", "touch logs/notes.txt"},
		// the hidden ones left out, which find lists too
		{"every file in logs except the hidden ones", "ls -l logs"},
		{"tree /f the logs folder except the hidden ones", ""},
		{"list the files in logs but not the hidden ones", "ls -l logs"},
		// the order turned round
		{"tree /f the logs folder in reverse order", ""},
		{"list the files in logs in reverse order", "ls -lr logs"},
		// the header left out
		{"sort people.csv without the header line", ""},
		{"the 2nd column of people.csv, without the header", "tail -n +2 people.csv | cut -d , -f 2"},
		// an archive of a folder, which touch would leave empty
		{"please make a zip file called d.zip with everything in docs", "zip -r d.zip docs"},
		{"make a zip file named d.zip containing the docs folder", "zip -r d.zip docs"},
		{"create an empty zip file called e.zip in docs", "touch docs/e.zip"},
		// an order by time, and a size it does not show
		{"the oldest file in logs with its size", ""},
		{"the oldest file in logs", "find logs -type f -printf '%T@ %p\\n' | sort -n | head -n 1 | cut -d' ' -f2-"},
		// "all subfolders" with no word of size lists what they hold
		{"show everything in all subfolders", "find . -type f"},
		{"size of each folder here", "du -h --max-depth=1 ."},
		{"show all the folders", "find . -mindepth 1 -maxdepth 1 -type d"},
		// a variable's list of folders, not a search of files
		{"how many entries in PATH", "printenv PATH | tr : '\\n' | wc -l"},
		{"how many directories are in my PATH", "printenv PATH | tr : '\\n' | wc -l"},
		{"which files mention PATH", "grep -rl PATH ."},
		{"how many lines mention PATH in todo.txt", "grep -c PATH todo.txt"},
		// a Python package is no command
		{"is numpy installed", "python3 -m pip show numpy"},
		{"is the requests module installed for python", "python3 -m pip show requests"},
		{"is curl installed", "command -v curl"},
		{"is numpy installed and what version", ""},
		// a kind of character in files: in their names or their text?
		{"find files containing spaces", ""},
		{"find files with underscores", ""},
		{"find files with spaces in their names", "find . -type f -name '* *'"},
		// a download, not its headers
		{"get https://example.com/a.zip", "curl -fLO https://example.com/a.zip"},
		{"grab https://example.com/a.zip", "curl -fLO https://example.com/a.zip"},
		{"fetch https://example.com/data.csv and save it as d2.csv", "curl -fL -o d2.csv https://example.com/data.csv"},
		{"download https://example.com/a.zip into docs", ""},
		// their size, not their names
		{"size of all the jpg files", ""},
		// the .sh files at every depth, not the glob's top ones
		{"make all .sh files executable in every subfolder", "find . -type f -name '*.sh' -exec chmod +x {} +"},
		{"make all .sh files in src executable recursively", "find src -type f -name '*.sh' -exec chmod +x {} +"},
		{"make the .sh files executable", "chmod +x *.sh"},
		// full paths: each name from /
		{"list files in docs with full paths", `ls -d "$PWD"/docs/*`},
		{"show all files with their full paths recursively", `find "$PWD" -type f`},
		{"list files in /tmp with full paths", "ls -d /tmp/*"},
		{"list files in ~/docs with full paths", "ls -d ~/docs/*"},
		// a rename with no new name
		{"move todo.txt to docs and rename it", ""},
		{"move todo.txt to docs and rename it to t.txt", "mv -i todo.txt docs/t.txt"},
		// "nested folders a/b/c" with no verb, where there is no a/b:
		// the levels to make; a read of a path that is not here is no
		// answer, and nested folders in a folder here are listed
		{"nested folders trips2/2030/lima", "mkdir -p trips2/2030/lima"},
		{"nested directories trips2/2030/lima", "mkdir -p trips2/2030/lima"},
		{"trips2/2030/lima nested folders", "mkdir -p trips2/2030/lima"},
		{"nested dirs trips2/2030/lima please", "mkdir -p trips2/2030/lima"},
		{"nested folders src/lib", ""},
		{"nested folders src/extra", ""},
		{"nested folders in src", "find src -mindepth 1 -type d"},
		{"list trips2/2030/lima", ""},
		{"list everything in trips2/2030 recursively", ""},
		{"how big is trips2/2030", ""},
		{"is there a trips2/2030/lima folder", "ls -ld trips2/2030/lima"},
		{"list src/lib", "ls -l src/lib"},
		// frozen11: "list x" is what ls shows; the hidden entries when the
		// request says all of it, or hidden
		{"list everything in src/lib", "ls -la src/lib"},
		{"list all the files in src/lib", "ls -la src/lib"},
		{"list src/lib, hidden files too", "ls -la src/lib"},
		// the catalogue's command must keep a range, a new name and a
		// link's target the request gives, and not grant what it tells
		// as the state to fix
		{"show entries 1 to 2 of people.csv", ""},
		{"make a folder called x that points to todo.txt", ""},
		{"I need a shortcut that points to todo.txt", ""},
		{"todo.txt can be read by anyone at the moment. Fix that", ""},
		{"make a link called latest pointing to todo.txt", "ln -s todo.txt latest"},
		{"make todo.txt readable by anyone", "chmod a+r todo.txt"},
		// "old" said of one file named is what the request calls it, no age
		{"The old list is todo.txt. Delete it.", ""},
		{"delete the old todo.txt", ""},
		{"delete old txt files", "find . -type f -name '*.txt' -mtime +30 -print -delete"},
		// "everything in D" is what D holds, not D itself
		{"details of everything in docs", "ls -la docs"},
		{"everything in docs", "ls -la docs"},
		{"details of everything inside docs", "ls -la docs"},
		{"everything in docs with details", "ls -la docs"},
		{"everything in docs sorted by size", "ls -lhS docs"},
		{"delete everything in build", "find build -mindepth 1 -print -delete"},
		// "folders inside folders too": every entry at every depth, the
		// folders with the rest; without "too" the depth is not said
		{"list everything under src, folders inside folders too", "find src"},
		{"list everything in src including folders within folders", "find src"},
		{"show me all of src, folders in folders included", "find src"},
		{"list src and the folders inside folders", "find src"},
		{"list the folders inside folders in src", ""},
		{"list the folders in src", "find src -mindepth 1 -maxdepth 1 -type d"},
		{"list everything under src", "ls -la src"},
		// "directly in x": x's own entries, where the command reads one
		// level (a glob, ls, find -maxdepth 1); a folder inside it left
		// out goes with them, or alone when it is x's one folder
		{"count the go files directly in src", "find src -maxdepth 1 -type f -name '*.go' | wc -l"},
		{"just the count: how many .go files sit directly in src", "find src -maxdepth 1 -type f -name '*.go' | wc -l"},
		{"count the go files in src", "find src -type f -name '*.go' | wc -l"},
		{"count lines of each go file directly in src", "wc -l src/*.go"},
		{"I want to count how many lines each go file directly in src has", "wc -l src/*.go"},
		{"first line of every go file directly in src", "head -n 1 src/*.go"},
		{"every .go file sitting directly in src (not the lib folder) should be moved into backup", "mv -i src/*.go backup/"},
		{"the go files that lie in src should be copied to backup", "cp -i src/*.go backup/"},
		{"move the .go files in src, not the lib folder, into backup", "mv -i src/*.go backup/"},
		{"find the .go files in src, not the lib folder", "find src -maxdepth 1 -type f -name '*.go'"},
		{"move the .go files in src, not the backup folder, into backup", ""},
		{"list the files directly in src", "ls -l src"},
		{"search for main directly in src", ""},
		{"list everything directly in src recursively", ""},
		{"list src recursively except the lib folder", ""},
		// a search in everyday words: a file lost, the notes of a
		// folder, a folder named with a dash said as two words, "zero
		// bytes", two time bounds, two folders and their noun, a file
		// found and deleted where none of that name is here at the top
		{"I've lost a file called util.go somewhere in here, can you find it?", "find . -name util.go 2>/dev/null"},
		{"I've lost a file called util.go", ""},
		{"which field-kit notes haven't been touched in over a month?", "find field-kit -type f -mmin +43200"},
		{"which field kit files are older than a month", "find field-kit -type f -mmin +43200"},
		{"which field-kit photos haven't been touched in over a month?", ""},
		{"are any of the notes in docs blank? zero bytes I mean", "find docs -type f -empty"},
		{"find the files in docs that are zero bytes", "find docs -type f -empty"},
		{"find me stuff in docs thats older than a week but not older than a month lol", "find docs -type f -mmin +10080 -mmin -43200"},
		{"files in docs older than a month but not older than a week", ""},
		{"files in docs changed today and older than a week", ""},
		{"find files larger than 1 MB in the photos and logs folders", "find photos logs -type f -size +1M -exec ls -lh {} +"},
		{"User reports a stray file called util.go somewhere in the tree. Request: find it and delete it.", "find . -type f -name util.go -print -delete"},
		{"find todo.txt and delete it", ""},
		// archives: one file out of a zip (one it holds, by its path in
		// it), "the forms" out of one, how the file came, what the
		// decompressed file is for, the kind said before the name
		{"Extract only results.txt from regatta.zip into the current directory.", "unzip regatta.zip results.txt"},
		{"extract just results.txt from regatta.zip into docs", "unzip regatta.zip results.txt -d docs"},
		{"unzip regatta.zip but only results.txt", "unzip regatta.zip results.txt"},
		{"extract only missing.txt from regatta.zip", ""},
		{"extract results.txt and course.txt from regatta.zip", ""},
		{"extract only results.txt from blueprints.tar.gz", ""},
		{"I downloaded regatta.zip, please get the forms out of it", "unzip regatta.zip"},
		{"I downloaded regatta.zip", ""},
		{"please get the photos out of regatta.zip", ""},
		{"Decompress catalog.csv.gz so the CSV is available as a regular file.", "gunzip catalog.csv.gz"},
		{"decompress catalog.csv.gz so the TXT is available", ""},
		{"how would one view a gzipped file, catalog.csv.gz, without unpacking it on disk?", "gzip -dc catalog.csv.gz"},
		// listings and counts in everyday words: a question about the
		// command ("which command lists x", "the one-liner that creates
		// … and moves …"), a named subfolder taken along, "have a look
		// through", "a recursive listing", "one entry per line", "listed"
		// after what is listed, a clause of what one has forgotten, the
		// items Finder shows (no hidden ones) one level deep, "wc -l style"
		{"which command lists photos oldest first?", "ls -ltr photos"},
		{"which command sorts todo.txt", "sort todo.txt"},
		{"can you give me the one-liner that creates a folder out/new and moves todo.txt into it?", "mkdir -p out/new && mv -i todo.txt out/new/"},
		{"List src for me, including whatever's inside its lib subfolder.", "find src -type f"},
		{"Have a look through the whole src folder, subfolders and all, and list every file.", "find src -type f"},
		{"have a look through src and delete every file", ""},
		{"what's the command to show a recursive listing of src, one entry per line with full paths?", "find \"$PWD\"/src -type f"},
		{"list photos with full paths, one entry per line", "ls -1d \"$PWD\"/photos/*"},
		{"User needs all .go files under src listed. Request: search recursively.", "find src -type f -name '*.go'"},
		{"the .go files listed in todo.txt", ""},
		{"src/lib has stuff in it I've forgotten about - just list what's in there", "ls -l src/lib"},
		{"How many items does Finder show in photos? Top level only", "ls photos | wc -l"},
		{"how many items in photos, top level only", "ls photos | wc -l"},
		{"how many items in field-kit, top level only", ""},
		{"how many items does Finder show in field-kit, top level only", "ls field-kit | wc -l"},
		{"wc -l style count of how many entries in src, recursively, files only", "find src -type f | wc -l"},
		{"how many entries in todo.txt", "wc -l todo.txt"},
		// making and touching in everyday words: the line a new file
		// holds given after a colon (as typed), what empty files are for
		// and a count that must match, the time set "but don't change
		// what's in it", a parent of the path named again; the disk
		// "getting full", "which tar I'm using"
		{"Kindly create a file named greet.txt containing the single line: Welcome, friends.", "echo 'Welcome, friends.' > greet.txt"},
		{"create greet.txt with the text: hello there", "echo 'hello there' > greet.txt"},
		{"create greet.txt containing the line: it's fine", ""},
		{"create todo.txt containing the line: hi", ""},
		{"create greet.txt containing the line: a: b", ""},
		{"Create three empty placeholder files for the upcoming samples: s7.dat, s8.dat and s9.dat.", "touch s7.dat s8.dat s9.dat"},
		{"Create three empty files for the upcoming samples: s7.dat, s8.dat", ""},
		{"Create three empty files s7.dat, s8.dat", ""},
		{"create two files s7.dat and s8.dat", "touch s7.dat s8.dat"},
		{"update the date on todo.txt to right now, but don't change what's in it", "touch todo.txt"},
		{"don't change what's in todo.txt", ""},
		{"create ledger/2027/q1 along with the 2027 folder", "mkdir -p ledger/2027/q1"},
		{"create ledger/2027/q1 and the ledger folder too", "mkdir -p ledger/2027/q1"},
		{"create ledger/2027/q1 along with the 2028 folder", ""},
		{"create ledger/2027/q1 along with the q1 folder", ""},
		{"I think my disk is getting full, can you check?", "df -h"},
		{"my disk is getting slow, can you check?", ""},
		{"show me which tar I'm using", "command -v tar"},
		{"show me which tar I'm using to pack", ""},
		// a link said by what it does ("an entry that points at lib,
		// without copying anything"), in the folder said to have it, its
		// target there; "one" of the links a ticket's sentence names
		{"I'd like the src folder to have a 'stable' entry that just points at lib, without copying anything", "ln -s lib src/stable"},
		{"make a link called stable in src that points at lib", "ln -s lib src/stable"},
		{"I learned about symbolic links today; please make one called todo-link that points to todo.txt", "ln -s todo.txt todo-link"},
		{"please make one called todo-link that points to todo.txt", ""},
		{"make an entry that points to todo.txt", ""},
		{"show the line that points to the error in todo.txt", ""},
		// who wants a file, then what to do with "it"; files named, what
		// they do, then "both"; the lines of a file written to a new one;
		// files collected from every level (a copy or a move, as said)
		{"my accountant wants todo.txt, could you put a copy of it into the photos folder? I still need mine too", "cp -i todo.txt photos"},
		{"my accountant wants todo.txt, could you put a copy of it into the photos folder and delete it", ""},
		{"the scans s1.pdf and s2.pdf are cluttering up my home folder, please move both into the photos folder", "mv -i s1.pdf s2.pdf photos"},
		{"the scans s1.pdf and s2.pdf are cluttering up my home folder, please move both and todo.txt into the photos folder", ""},
		{"s1.pdf and s2.pdf are 3 days old, delete them", ""},
		{"I'd like a file called first.txt that holds just the first 5 lines of todo.txt", "head -n 5 todo.txt > first.txt"},
		{"save the last 2 lines of todo.txt into last.txt", "tail -n 2 todo.txt > last.txt"},
		{"save the first 5 lines of todo.txt into people.csv", ""},
		{"Collect the .go files from anywhere under src into backup (copies, not moves).", "find src -type f -name '*.go' -exec cp -i {} backup/ \\;"},
		{"collect the .go files from anywhere under src into backup", ""},
		{"copy all .go files recursively into backup", "find . -type f -name '*.go' ! -path './backup/*' -exec cp -i {} backup/ \\;"},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}

// fileOpsFlavourCases: the busybox_exec_test runs their BusyBox commands.
var fileOpsFlavourCases = []flavourCase{
	{"how big is the photos folder in gigabytes", "du -sBG photos", "du -sg photos", "-"},
	{"show disk usage of photos in megabytes", "du -sm photos", "du -sm photos", "du -sm photos"},
	{"copy everything from src to backup", "cp -i -r src/. backup/", "cp -i -r src/. backup/", "cp -i -r src/. backup/"},
	{"remove everything in build", "find build -mindepth 1 -print -delete", "find build -mindepth 1 -print -delete", "find build -mindepth 1 -depth -print -exec rm -rf {} +"},
	{"find all files except .go files", "find . -type f ! -name '*.go'", "find . -type f ! -name '*.go'", "find . -type f ! -name '*.go'"},
	{"show files modified after yesterday", "find . -type f -daystart -mtime 0", "find . -type f -mmin -1440", "find . -type f -mmin -1440"},
	{"list all folders by size", "du -h --max-depth=1 . | sort -h", "du -h -d 1 . | sort -h", "du -k -d 1 . | sort -n"},
	{"files in logs from smallest to largest", "ls -lhSr logs", "", ""},
	{"list only files by size", "find . -maxdepth 1 -type f -exec ls -lhS {} +", "", ""},
	{"zip src except lib", "zip -r src.zip src -x '*/lib/*'", "", ""},
	{"just the year", "date +%Y", "", ""},
	{"is nginx running", "pgrep -l nginx", "", "ps | grep -i -- nginx | grep -v grep"},
	// a unit said is the unit given, not df -h's choice per line
	{"free space in gigabytes", "df -BG", "df -g", "-"},
	{"disk space in megabytes", "df -BM", "df -m", "df -m"},
	{"free disk space on / in gb", "df -BG /", "df -g /", "-"},
	{"disk space?", "df -h", "", ""},
	// the 24-hour clock said: the locale's own date may be 12-hour
	{"time in 24 hour format", "date +%H:%M", "", ""},
	{"date and time in 24 hour format", "date '+%Y-%m-%d %H:%M'", "", ""},
	{"what time is it", "date", "", ""},
	// a file found by name and deleted; a window with two bounds
	{"find util.go and delete it", "find . -type f -name util.go -print -delete", "", "find . -type f -name util.go -print -exec rm -f {} +"},
	{"files in docs older than a week but not older than a month", "find docs -type f -mmin +10080 -mmin -43200", "", ""},
}

// TestFileOpsFlavours: the new readings on each platform ("" is GNU's).
func TestFileOpsFlavours(t *testing.T) {
	askOnEachFlavour(t, fileOpsFlavourCases, func(p *platform.Info) { fileOpsTree(t, p) })
}

// TestDropsRecursion: -r goes down only for the programs where it means
// it; sort -r reverses.
func TestDropsRecursion(t *testing.T) {
	for _, c := range []struct {
		task, cmd string
		want      bool
	}{
		{"count each entry in votes.txt in every subfolder too", "sort votes.txt | uniq -c | sort -rn", true},
		{"search for milk in every subfolder", "grep -rn milk .", false},
		{"copy src to backup with all its subfolders", "cp -i -r src backup", false},
		{"make a folder called out in every subfolder", "mkdir -p out", true},
	} {
		if got := dropsRecursion(c.task, c.cmd); got != c.want {
			t.Errorf("dropsRecursion(%q, %q) = %v, want %v", c.task, c.cmd, got, c.want)
		}
	}
}
