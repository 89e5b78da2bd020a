package offline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/caro-sh/caro/platform"
)

// textopsTree makes the tree the text, archive and system requests below
// are read in: a text file of twelve lines, a CSV with a header, a log
// with errors in mixed case, an archive.
func textopsTree(t *testing.T) string {
	t.Helper()
	cwd := t.TempDir()
	for _, d := range []string{"logs", "docs", "out", "notebook", "pyproj", "orchard/apples", "orchard/pears"} {
		if err := os.MkdirAll(filepath.Join(cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	files := map[string]string{
		"todo.txt":                "line1\nline2\nline3\nline4\nline5\nline6\nline7\nline8\nline9\nline10\nline11\nline12\n",
		"people.csv":              "id,name,city,score\n1,ann,Paris,10\n2,bob,Rome,7\n3,cid,Paris,12\n4,anne,Oslo,3\n",
		"pets.csv":                "id,name,species\n1,Biscuit,dog\n2,Mittens,cat\n3,Rufus,dog\n",
		"shots.txt":               "rabies\nparvo\nrabies\ndistemper\n",
		"treatment.log":           "10:55 dose of meloxicam\n11:25 overdose alarm tested\n",
		"fruits.txt":              "hello world  \nbanana\napple\nbanana\n",
		"noheader.csv":            "5,apple,3\n2,pear,9\n",
		"logs/app.log":            "INFO start\nERROR disk full\nerror net down\nINFO ok\n",
		"logs/both.log":           "errors cleared\nerror: disk low\n",
		"logs/b.log":              "ok\nfailed\n",
		"old.tar.gz":              "\x1f\x8b not really\n",
		"bundle.zip":              "PK not really\n",
		"docs/a.md":               "# a\n",
		"passwd.txt":              "root:x:0:0:root:/root:/bin/bash\nann:x:1000:1000:Ann:/home/ann:/bin/zsh\n",
		"rain.txt":                "12\n4\n230\n57\n",
		"shifts.tsv":              "mon\tnadia\tearly\ntue\tomar\tlate\n",
		"birthday card.txt":       "happy birthday\n",
		"cfg.txt":                 "# a note\nport 80\n",
		"pets.txt":                "cat\ncatalog\ndog\n",
		"meter.log":               "06:00 output 2MW\n06:05 fault\n",
		"records.txt":             "Ella Fitzgerald - Like Someone\nChet Baker - Sings\nElla Fitzgerald - Clap Hands\nNick Drake - Pink Moon\n",
		"stock.txt":               "nails 40 shed\nscrews 3 garage\nbolts 12 shed\n",
		"stock2.txt":              "nails 40 7\nscrews 3 9\n",
		"runs.txt":                "red\nred\nblue\nred\n",
		"menu.txt":                "tea is hot\nsteam rises\niced tea\n",
		"walks.txt":               "ana 12 porto\nbo 5 lyon\ncy 30 graz\n",
		"marks.txt":               "omar 71 physics\nlena 93 maths\nivo 58 chemistry\n",
		"quiz.txt":                "88\n7\n120\n45\n",
		"invoices.csv":            "invoice;client;amount\nINV-1;acme;250\nINV-2;globex;1200\n",
		"choir.txt":               "alto\nbass\nalto\ntenor\n",
		"guests.txt":              "zoe\nliam\nzoe\n",
		"pay.psv":                 "date|payee|amount\n03-01|grocer|42\n03-02|ferry|18\n03-05|grocer|9\n",
		"tide.txt":                "tide turns at noon\ntides are low\nthe tidepool\na riptide\n",
		"notice.txt":              "Dear CLIENT,\nthank you CLIENT\n",
		"spell.txt":               "we recieve parcels\n",
		"letter.txt":              "Acme Ltd is closed on Sundays\n",
		"app.ini":                 "[sound]\nvolume=7\nmode=dark\n",
		"pyproj/main.py":          "# todo: parse args\n",
		"rivers.csv":              "name,length_km,country\nTagus,1007,Spain\nPo,652,Italy\nElbe,1094,Germany\n",
		"athletes.txt":            "ines PT 3\nkofi GH 1\nmarta ES 5\n",
		"products.csv":            "item,price,stock\nlamp,45,12\nrug,120,3\n",
		"sales.csv":               "region,rep,units,revenue\nnorth,ayla,12,3400\nsouth,bruno,7,1890\n",
		"samples.tsv":             "sample\tzone\tcount\nTP-01\tupper\t14\nTP-02\tlower\t3\n",
		"hives.csv":               "hive,site,frames,honey_kg\nH07,orchard,10,18.5\nH02,meadow,8,22.0\n",
		"depths.txt":              "340\n12\n7\n",
		"stock.psv":               "sku|name|qty\nA1|bolt|120\nB2|nut|45\n",
		"serials.txt":             "AB12\nCD34\n",
		"sightings.txt":           "puffin\ngannet\npuffin\n",
		"bees.txt":                "tomasz\naiyana\ntomasz\n",
		"telescope.log":           "tracking Vega\ntracking Altair\ndome open\n",
		"turbine.log":             "FAULT blade\nfault gear\nspin-up\n06:00 output 2MW\n",
		"orders.csv":              "id,customer,total,city\n101,Ines,25.50,Lisbon\n",
		"hosts.list":              "alpha:10.0.0.5:web\nbeta:10.0.0.9:db\n",
		"emails.txt":              "ana@example.com\nbo@test.org\ndee@example.net\n",
		"checkout.log":            "09:00 checkout started\n09:02 payment ok\n09:03 error timeout\n",
		"tags.txt":                "red,green,blue\n",
		"orchard/apples/notes.md": "FIXME: prune\n",
		"orchard/pears/notes.md":  "fixme later\n",
		"orders.log":              "08:05 order 101 placed\n08:10 order 102 placed\n08:40 order 105 cancelled\n",
		"kitchen.log":             "08:05 order 101 placed\n08:41 table placed by window\n",
		"budget.txt":              "rent;1200;fixed\nfood;430;variable\n",
		"pyproj/README.md":        "todo: write docs\n",
		"notebook/jam.md":         "quince jelly\n",
		"notebook/tart.md":        "no fruit\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return cwd
}

// TestTextOpsDev holds text, archive and system requests that were
// answered confidently wrong (a list of lines read as a range, "each
// city" searched for as a word, a type read as contents, an archive
// listed by overwriting it), the requests around them that must abstain,
// and everyday ones once beyond the catalogue. "" is an abstention.
func TestTextOpsDev(t *testing.T) {
	p := gnu()
	p.Cwd = textopsTree(t)
	for _, c := range []struct{ req, want string }{
		// fx2-text: numbering is no count; the number alone; to the end;
		// a term said without case; case in words; a whole word after
		// "where"; DOS's findstr and find; a name of several words
		// fx3-text: sorted back into the file itself; records; "alpha
		// order"; a line with nothing either side; a header said to be
		// kept; "how long x is" with the count named
		// fx4-text: "z first", "a-to-z"; "biggest prices first"; the
		// biggest number with no "the"; "by the quantity" in a file of
		// one column of numbers; "most stops first" of a named column;
		// repeats "in a row", "next to each other"; "the first field
		// before the colon"; "not cat inside other words", "the word
		// cat, but not catalog"; "which notes in notebook use x", "does
		// anything in notebook talk about x"; "whether written in
		// capitals or not"; "find x notes anywhere in notebook"
		// fx5-text: "upper or lower case both count" says both letters
		// match: no order to count
		{"on which lines of logs/app.log does error appear? upper or lower case both count", "grep -in error logs/app.log"},
		{"which lines of logs/app.log have error? upper and lower case are both fine", "grep -in error logs/app.log"},
		{"on which lines of logs/app.log does error appear? capital or small letters both count", "grep -in error logs/app.log"},
		{"count the lines of logs/app.log with error, upper or lower case both count", "grep -ic error logs/app.log"},
		{"upper or lower case, count the lines of logs/app.log with error", "grep -ic error logs/app.log"},
		{"on which lines of logs/app.log does error appear? case counts", "grep -n error logs/app.log"},
		// fx5-text: "smallest at the top", "largest at the bottom"; "by
		// distance" of a file with one column of numbers; "longest
		// first" of that column, never of lines; "(km is the 2nd column)"
		{"rain.txt sorted as numbers, smallest at the top", "sort -n rain.txt"},
		{"sort rain.txt with the biggest number at the top", "sort -rn rain.txt"},
		{"sort rain.txt, largest at the bottom", "sort -n rain.txt"},
		{"rain.txt, smallest at the top", ""},
		{"walks.txt ordered by distance, longest first", "sort -k 2,2rn walks.txt"},
		{"order walks.txt by miles, shortest trip first (miles is the 2nd column)", "sort -k 2,2n walks.txt"},
		{"sort walks.txt by the 2nd column (km), longest first", "sort -k 2,2rn walks.txt"},
		{"sort walks.txt, longest first", ""},
		{"sort walks.txt by the 3rd column, longest first", ""},
		{"sort the lines of walks.txt by length, longest first", ""},
		{"walks.txt ordered by distance, longest name first", ""},
		{"sort people.csv by distance", ""},
		// fx5-text: a negation before "start with": the other lines, of
		// lines only (files that don't start with x are names)
		{"lines in cfg.txt that don't start with #", "grep -v '^#' cfg.txt"},
		{"lines of cfg.txt not starting with #", "grep -v '^#' cfg.txt"},
		{"how many lines in cfg.txt don't start with #", "grep -vc '^#' cfg.txt"},
		{"lines in cfg.txt that start with #", "grep '^#' cfg.txt"},
		{"which files in docs don't start with a", ""},
		{"files in docs whose lines don't start with #", ""},
		// fx5-text: "A in place of (every) B"; "the file itself stays as
		// is"; "…, editing the file"; "in place of" is no "in place"
		{"show fruits.txt with kiwi in place of every banana; the file itself stays as is", "sed 's/banana/kiwi/g' fruits.txt"},
		{"replace banana with kiwi in fruits.txt, the file itself stays as is", "sed 's/banana/kiwi/g' fruits.txt"},
		{"use kiwi in place of banana in fruits.txt", "sed -i 's/banana/kiwi/g' fruits.txt"},
		{"show fruits.txt with kiwi in place of the old banana", ""},
		{"delete the blank lines from todo.txt, editing the file", "sed -i '/^[[:space:]]*$/d' todo.txt"},
		{"delete the blank lines from todo.txt without editing the file", "grep -v '^[[:space:]]*$' todo.txt"},
		// f11: "…, in place" after the lines to delete; "don't touch the
		// actual file though"; "every A should become B"; "whole-word search"
		{"delete the blank lines in todo.txt, in place", "sed -i '/^[[:space:]]*$/d' todo.txt"},
		{"remove empty lines from todo.txt in place", "sed -i '/^[[:space:]]*$/d' todo.txt"},
		{"delete the blank lines in todo.txt in place but don't change the file", ""},
		{"delete the lines with banana from fruits.txt in place", "sed -i '/banana/d' fruits.txt"},
		{"Could you show me fruits.txt with every banana changed to kiwi? Don't touch the actual file though.", "sed 's/banana/kiwi/g' fruits.txt"},
		{"show fruits.txt with banana changed to kiwi, but don't touch the real file", "sed 's/banana/kiwi/g' fruits.txt"},
		{"in fruits.txt every banana should become kiwi", "sed -i 's/banana/kiwi/g' fruits.txt"},
		{"every banana should become kiwi in fruits.txt, print it only", "sed 's/banana/kiwi/g' fruits.txt"},
		{"in fruits.txt banana should become kiwi", ""},
		{"whole-word search for cat in pets.txt with line numbers", "grep -wn cat pets.txt"},
		// f11: "the word x on its own" is a whole word; "x on its own
		// line" is not; longer words refused make the term a whole word
		{"search pets.txt for the word cat on its own", "grep -w cat pets.txt"},
		{"search pets.txt for the word cat on its own, I don't want catalog or cats", "grep -w cat pets.txt"},
		{"search pets.txt for cat, I don't want catalog or cats", "grep -w cat pets.txt"},
		{"lines of pets.txt with the word cat on its own", "grep -w cat pets.txt"},
		{"search pets.txt for cat, I don't want dog or bird", ""},
		{"delete fruits.txt, I don't need it anymore", "rm fruits.txt"},
		// f11: "A instead of B" closed by a bracket's note
		{"show people.csv with tabs instead of commas (don't change the file)", "tr , '\\t' < people.csv"},
		{"show people.csv with tabs instead of commas", "tr , '\\t' < people.csv"},
		{"show people.csv with tabs instead of commas (and save it)", ""},
		{"whole-word search for cat in pets.txt", "grep -w cat pets.txt"},
		{"the files of the whole-word kind", ""},
		// fx5-text: a command's name where the term goes ("lines with
		// cat") is the term; after "open x with" it is the tool
		{"lines in pets.txt with cat", "grep cat pets.txt"},
		{"lines in pets.txt with the word cat on its own, not catalog", "grep -w cat pets.txt"},
		{"count the lines in pets.txt containing cat", "grep -c cat pets.txt"},
		{"open pets.txt with cat", "cat pets.txt"},
		{"lines in pets.txt, read them with cat", ""},
		{"view pets.txt using less", ""},
		// fx5-text: "the 2nd and 3rd lines"; "a plus b … combined";
		// "back-to-back repeats squashed"; "each x listed once"
		{"the 2nd and 4th lines of todo.txt", "sed -n '2p;4p' todo.txt"},
		{"the 4th and 2nd lines of todo.txt", ""},
		{"todo.txt plus fruits.txt: how many lines combined", "cat todo.txt fruits.txt | wc -l"},
		{"todo.txt plus fruits.txt: how many lines", ""},
		{"runs.txt with back-to-back repeats squashed into one line", "uniq runs.txt"},
		{"count back-to-back repeats in runs.txt", ""},
		{"show back-to-back lines of runs.txt", ""},
		{"each city in people.csv listed once", "awk -F, 'NR > 1 { print $3 }' people.csv | sort -u"},
		{"each city in people.csv listed twice", ""},
		// fx5-text: "by its last column": the file's width, when every
		// line has as many fields
		{"sort stock2.txt by its last column, highest number first", "sort -k 3,3rn stock2.txt"},
		{"sort stock2.txt by its 2nd column", "sort -k 2,2n stock2.txt"},
		{"sort fruits.txt by the last column", ""},
		{"fruits.txt sorted backwards, z first", "sort -r fruits.txt"},
		{"fruits.txt, z first", "sort -r fruits.txt"},
		{"put fruits.txt in a-to-z order", "sort fruits.txt"},
		{"fruits.txt z-to-a", "sort -r fruits.txt"},
		{"biggest prices first in rain.txt", "sort -rn rain.txt"},
		{"cheapest prices first in rain.txt", "sort -n rain.txt"},
		{"biggest number in rain.txt?", "sort -rn rain.txt | head -n 1"},
		{"smallest value in rain.txt", "sort -n rain.txt | head -n 1"},
		{"biggest number of lines in rain.txt", ""},
		{"the biggest number of lines in rain.txt", ""},
		{"sort stock.txt by the quantity, smallest first", "sort -k 2,2n stock.txt"},
		{"sort stock.txt by amount, biggest first", "sort -k 2,2rn stock.txt"},
		{"sort stock2.txt by the quantity", ""},
		{"sort stock.txt by the number of bags", ""},
		{"sort fruits.txt by the quantity", ""},
		{"sort stock.txt by the number", "sort -k 2,2n stock.txt"},
		{"sort stock.txt by the value, most first", "sort -k 2,2rn stock.txt"},
		{"sort rain.txt by the number", "sort -n rain.txt"},
		{"sort people.csv by the amount", ""},
		{"sort people.csv by the score", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 4,4n)"},
		{"I want people.csv sorted by the score, highest score first", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 4,4rn)"},
		{"sort people.csv by score, lowest score first", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 4,4n)"},
		{"sort people.csv by name, highest score first", ""},
		{"sort people.csv by score, highest score first, a to z", ""},
		{"runs.txt: squash repeated lines that sit right next to each other", "uniq runs.txt"},
		{"in runs.txt, when the same line comes twice in a row, keep just one", "uniq runs.txt"},
		{"drop repeats that are back to back in runs.txt", "uniq runs.txt"},
		{"remove repeated lines in a row from runs.txt", "uniq runs.txt"},
		{"show lines repeated in a row in runs.txt", "uniq -d runs.txt"},
		{"count lines repeated in a row in runs.txt", ""},
		{"runs.txt lines in a row", ""},
		{"just the user names in passwd.txt, the first field before the colon", "cut -d : -f 1 passwd.txt"},
		{"the first field before the colon in passwd.txt", "cut -d : -f 1 passwd.txt"},
		{"lines with the word tea in menu.txt, not tea inside other words like steam", "grep -w tea menu.txt"},
		{"menu.txt lines with the exact word tea, not steam or instead", "grep -w tea menu.txt"},
		{"lines with the word tea in menu.txt, but not steam", "grep -w tea menu.txt"},
		{"lines with tea in menu.txt but not steam", ""},
		{"lines with tea in menu.txt, not inside other words like steam", ""},
		{"lines with the word tea in menu.txt, but not iced", ""},
		{"lines with the word tea in menu.txt, not inside other words like iced", ""},
		{"which notes in notebook mention quince?", "grep -rl quince notebook"},
		{"which recipes in notebook use quince?", "grep -rl quince notebook"},
		{"does anything in notebook talk about quince?", "grep -rl quince notebook"},
		{"is there anything in notebook about quince", "grep -rl quince notebook"},
		{"does anything in notebook have more than 3 lines", ""},
		{"which folders in notebook have quince", ""},
		{"which recipes use quince", ""},
		{"which recipes in notebook have quince", ""},
		{"does anything in notebook end in .md", ""},
		{"find quince notes anywhere in notebook, whether written in capitals or not", "grep -rin quince notebook"},
		{"find quince anywhere in notebook, whether it is written in capital letters or small letters", "grep -rin quince notebook"},
		{"find jam notes in notebook", ""},
		{"sort fruits.txt and write the result back into the same file", "sort -o fruits.txt fruits.txt"},
		{"sort fruits.txt, saving over the original", "sort -o fruits.txt fruits.txt"},
		{"sort fruits.txt and write it back", ""},
		{"sort the fruits.txt records", "sort fruits.txt"},
		{"fruits.txt in reverse alpha order", "sort -r fruits.txt"},
		{"line 3 of todo.txt, nothing either side", "sed -n '3p' todo.txt"},
		{"line 3 of todo.txt, nothing after", ""},
		{"print todo.txt, header included", "cat todo.txt"},
		{"the first 3 lines of todo.txt including header", "head -n 3 todo.txt"},
		{"the last 3 lines of todo.txt including header", ""},
		{"how long todo.txt is, number of lines", "wc -l todo.txt"},
		// lines deleted, "like actually change the file": in the file
		{"delete every line with dog from pets.txt, like actually change the file", "sed -i '/dog/d' pets.txt"},
		{"delete every line with dog from pets.txt, change the name", ""},
		// every occurrence replaced; the British tag "mind"
		{"show fruits.txt with every occurrence of apple replaced by pear, leaving the original file unmodified", "sed 's/apple/pear/g' fruits.txt"},
		{"show fruits.txt with every apple changed to pear? Only print it, mind; don't alter the file.", "sed 's/apple/pear/g' fruits.txt"},
		{"show fruits.txt with apple changed to pear, mind the case", ""},
		// a delimiter named by "delim", "delimiter"; said of the file
		{"extract 1st + 3rd col from passwd.txt, colon delim", "cut -d : -f 1,3 passwd.txt"},
		{"the 2nd field of shifts.tsv; the file is tab-delimited", "awk -F'\\t' '{ print $2 }' shifts.tsv"},
		{"number every line of todo.txt", "cat -n todo.txt"},
		{"please number each line in fruits.txt", "cat -n fruits.txt"},
		{"count the lines in todo.txt, just the number", "wc -l < todo.txt"},
		{"how many words in todo.txt? only the count", "wc -w < todo.txt"},
		{"count the lines in todo.txt", "wc -l todo.txt"},
		{"show todo.txt from line 5 down to the end", "tail -n +5 todo.txt"},
		{"print todo.txt from line 9 all the way to the bottom", "tail -n +9 todo.txt"},
		{"show todo.txt from line 5 down", ""},
		{"lines with info in logs/app.log", "grep -i info logs/app.log"},
		{"lines with error in logs/app.log", "grep error logs/app.log"},
		{"grep info logs/app.log", "grep info logs/app.log"},
		{"find the lines in logs/app.log that say error, doesn't matter if it's capital letters or not", "grep -i error logs/app.log"},
		{"in pets.txt, only the lines where cat is a whole word", "grep -w cat pets.txt"},
		{"in pets.txt, only the lines where cat is a whole word, any case", "grep -iw cat pets.txt"},
		{"show the lines in pets.txt where dog appears", "grep dog pets.txt"},
		{"find every line that says failed in the logs folder and all the folders inside it", "grep -rn failed logs"},
		{"findstr /i error logs/app.log", "grep -i error logs/app.log"},
		{"findstr /v style: show logs/b.log minus every line that mentions ok", "grep -v ok logs/b.log"},
		{"find /c \"ERROR\" logs/app.log", "grep -c ERROR logs/app.log"},
		{"find /c /v \"\" todo.txt", ""},
		{"findstr /x line1 todo.txt", ""},
		{"how many lines in records.txt have Ella Fitzgerald on them?", "grep -c 'Ella Fitzgerald' records.txt"},
		{"in records.txt, print only the lines that are not Ella Fitzgerald", "grep -v 'Ella Fitzgerald' records.txt"},
		{"in records.txt, print only the lines that are not empty", "grep -v '^[[:space:]]*$' records.txt"},
		// fx2-text: a term that is also a word for showing; the first n
		// columns; the order kept, said twice; the header left out of a
		// sort; the terminal, not an app; a whole word said again
		{"count how many lines of meter.log do not mention output", "grep -vc output meter.log"},
		{"show the lines of meter.log that mention output", "grep output meter.log"},
		{"show the lines of logs/b.log that mention output", ""},
		{"the first two columns of people.csv", "cut -d , -f 1,2 people.csv"},
		{"the first three columns of people.csv, except the header row", "tail -n +2 people.csv | cut -d , -f 1,2,3"},
		{"remove the duplicate lines from fruits.txt but keep the original order, don't sort it", "awk '!seen[$0]++' fruits.txt"},
		{"sort people.csv by score, biggest first, but keep the header line out of it", "tail -n +2 people.csv | sort -t , -k 4,4rn"},
		{"sort people.csv by score", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 4,4n)"},
		{"sort people.csv by score in place, without the header", ""},
		{"sort fruits.txt in reverse alphabetical order, nothing else changed", "sort -r fruits.txt"},
		{"Show todo.txt here instead of opening it in TextEdit", "cat todo.txt"},
		{"show todo.txt instead of sorting it", ""},
		{"find the lines in pets.txt that have cat as a word of its own, not inside words like catalog", "grep -w cat pets.txt"},
		{"find the lines in pets.txt that have cat, not inside words like catalog", ""},
		// a list of lines is no range
		{"show only lines 1 and 3 of todo.txt", "sed -n '1p;3p' todo.txt"},
		{"show lines 1, 3 and 5 of todo.txt", "sed -n '1p;3p;5p' todo.txt"},
		{"show line 2 and line 9 of todo.txt", "sed -n '2p;9p' todo.txt"},
		{"print lines 2 and 9 from todo.txt", "sed -n '2p;9p' todo.txt"},
		{"show lines 2 to 4 and 8 to 10 of todo.txt", "sed -n '2,4p;8,10p' todo.txt"},
		{"between lines 3 and 5 of todo.txt", "sed -n '3,5p' todo.txt"},
		{"lines 3 to 5 of todo.txt", "sed -n '3,5p' todo.txt"},
		{"lines 7 and 2 of todo.txt", ""},
		{"lines 1,3 of todo.txt", ""},
		{"show everything from line 10 of todo.txt", "tail -n +10 todo.txt"},
		// "each <column>" groups by the column; it is no word to look for
		{"how many times does each city appear in people.csv", "awk -F, 'NR > 1 { print $3 }' people.csv | sort | uniq -c | sort -rn"},
		// a kind of file is not its contents
		{"file type of old.tar.gz", "file old.tar.gz"},
		{"what kind of file is old.tar.gz", "file old.tar.gz"},
		{"what type of file is bundle.zip", "file bundle.zip"},
		{"file todo.txt", "file todo.txt"},
		{"mime type of todo.txt", "file --mime-type todo.txt"},
		{"what type of lines are in todo.txt", ""},
		// an archive named and here is read, never written over
		{"tar list old.tar.gz", "tar -tzf old.tar.gz"},
		{"list zip bundle.zip", "unzip -l bundle.zip"},
		{"tar old.tar.gz", ""},
		{"size of old.tar.gz", "ls -lh old.tar.gz"}, // its size as a file
		// a line added at the end
		{`add a line "done" to the end of todo.txt`, "echo done >> todo.txt"},
		{`append "done" to todo.txt`, "echo done >> todo.txt"},
		{"add done to the end of todo.txt", "echo done >> todo.txt"},
		{`append "-x" to todo.txt`, "printf '%s\\n' -x >> todo.txt"},
		{"add todo.txt to bundle.zip", ""},
		{"prepend a header line to people.csv", ""},
		// hashes, the shell, the time a file changed
		{"md5 of todo.txt", "md5sum todo.txt"},
		// once a qualifier the catalogue's sha256sum would drop
		// (TestQualifiersAreNotDropped), now read as such
		{"what is the md5 of todo.txt", "md5sum todo.txt"},
		{"md5sum todo.txt", "md5sum todo.txt"},
		{"checksum of old.tar.gz", "sha256sum old.tar.gz"},
		{"sha1 of todo.txt and people.csv", "sha1sum todo.txt people.csv"},
		{"what shell am i using", `echo "$SHELL"`},
		{"which shell", `echo "$SHELL"`},
		{"shell version", ""},
		{"when was todo.txt last modified", "date -r todo.txt"},
		{"last modified time of todo.txt", "date -r todo.txt"},
		// grep: lines around a match, options as typed
		{"show me 2 lines around each error in logs/app.log", "grep -C 2 error logs/app.log"},
		{"show the 2 lines after each error in logs/app.log", "grep -A 2 error logs/app.log"},
		{"show 3 lines before each error in logs/app.log", "grep -B 3 error logs/app.log"},
		{"search for error in logs/app.log with 3 lines of context", "grep -C 3 error logs/app.log"},
		{"grep error with context in logs/app.log", ""},
		{"grep -C 2 error logs/app.log", "grep -C 2 error logs/app.log"},
		{"grep -E 'a|b' logs/app.log", "grep -E 'a|b' logs/app.log"},
		{"grep -o error logs/app.log", "grep -o error logs/app.log"},
		{"how many files in logs contain error", "grep -rl error logs | wc -l"},
		{"find error with line numbers in logs/app.log", "grep -n error logs/app.log"},
		{"show only the errors from logs/app.log", "grep error logs/app.log"},
		{"how many errors are in logs/app.log", "grep -c error logs/app.log"},
		{"show only the warnings from logs/app.log", ""},
		{"errors in logs/app.log", "grep error logs/app.log"},
		{"errors in logs/both.log", "grep error logs/both.log"},
		{"how many people per city in people.csv", "awk -F, 'NR > 1 { print $3 }' people.csv | sort | uniq -c | sort -rn"},
		{"how many cities in people.csv", ""},
		{"warnings in logs/app.log", ""},
		{"the last 2 errors in logs/app.log", "grep error logs/app.log | tail -n 2"},
		{"first error in logs/app.log", "grep error logs/app.log | head -n 1"},
		{"first errors in logs/app.log", ""},
		{"last 3 warnings in logs/app.log", ""},
		// columns: the header, how many, and what is done to them
		{"what are the columns of people.csv", "head -n 1 people.csv"},
		{"count the columns in people.csv", "head -n 1 people.csv | awk -F, '{ print NF }'"},
		{"just the quantities from noheader.csv, the fields are separated by commas", ""},
		{"show the name and score columns from people.csv", "cut -d , -f 2,4 people.csv"},
		{"swap columns 1 and 2 of noheader.csv", ""},
		{"delete column 3 of people.csv", ""},
		{"print people.csv sorted by city then score", ""},
		{"sort people.csv by city", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 3,3)"},
		{"cut the first field of passwd.txt using colon", "cut -d : -f 1 passwd.txt"},
		{"print the 1st and 7th fields of passwd.txt with colon as separator", "cut -d : -f 1,7 passwd.txt"},
		// replace: which one, and whole words
		{"replace the first banana with kiwi in fruits.txt", ""},
		{"replace only the first banana with kiwi in fruits.txt", ""},
		{"replace the word ann with anne in people.csv and save it", "sed -i 's/\\bann\\b/anne/g' people.csv"},
		{"replace the word ann with anne in people.csv without changing the file", "sed 's/\\bann\\b/anne/g' people.csv"},
		{"replace banana with kiwi as a whole word in fruits.txt", "sed -i 's/\\bbanana\\b/kiwi/g' fruits.txt"},
		{"replace ann with anne in people.csv", "sed -i 's/ann/anne/g' people.csv"},
		// following, with a count
		{"show the last 20 lines of logs/app.log and keep following it", "tail -n 20 -f logs/app.log"},
		{"keep watching the log file logs/app.log for new lines", "tail -f logs/app.log"},
		{"follow the first 5 lines of logs/app.log", ""},
		{"show 3 lines of todo.txt containing line", ""},
		// every file of a folder, by the shell's glob
		{"show the last line of each file in logs", "tail -n 1 logs/*"},
		{"show the first 2 lines of each file in logs", "head -n 2 logs/*"},
		{"number of lines in each file in logs", "wc -l logs/*"},
		{"count the words in each file in logs", "wc -w logs/*"},
		{"show the first line of each file in out", ""},
		// lines: all of them, or a few from the top
		{"show all lines of todo.txt", "cat todo.txt"},
		{"print the lines in todo.txt", "cat todo.txt"},
		{"lines in todo.txt", "wc -l todo.txt"},
		{"show 3 lines of todo.txt", "head -n 3 todo.txt"},
		// spaces at the ends of lines
		{"strip trailing whitespace from todo.txt", "sed -i 's/[[:space:]]*$//' todo.txt"},
		{"trim whitespace in fruits.txt", "sed -i 's/^[[:space:]]*//;s/[[:space:]]*$//' fruits.txt"},
		{"show fruits.txt without trailing whitespace", "sed 's/[[:space:]]*$//' fruits.txt"},
		{"delete leading spaces from fruits.txt without changing the file", "sed 's/^[[:space:]]*//' fruits.txt"},
		{"which user is running this shell", "whoami"},
		// more lists of lines
		{"show me lines 4 and 6 in todo.txt", "sed -n '4p;6p' todo.txt"},
		{"get lines 1 & 2 from todo.txt", "sed -n '1p;2p' todo.txt"},
		{"show lines 1 through 3 and line 7 of todo.txt", "sed -n '1,3p;7p' todo.txt"},
		// "without touching the file" is no line to leave out
		{"remove lines containing INFO from logs/app.log without touching the file", "grep -v INFO logs/app.log"},
		{"delete the first line of each file in logs", ""},
		{"backup the docs folder into a tarball", "tar -czf docs.tar.gz docs"}, // a tarball is no folder to copy to
		{"show lines matching ^INFO in logs/app.log", "grep ^INFO logs/app.log"},
		{"is old.tar.gz really a gzip file", "file old.tar.gz"},
		{"what format is bundle.zip", "file bundle.zip"},
		// the first and last lines: the ends, no line from a count
		{"show the first and last lines of todo.txt", "sed -n '1p;$p' todo.txt"},
		{"show line 1 and the last line of todo.txt", "sed -n '1p;$p' todo.txt"},
		{"lines 2, 5 and the last line of todo.txt", "sed -n '2p;5p;$p' todo.txt"},
		// a count by each word, no word "appear" to count
		{"how many times does each word appear in fruits.txt", "tr -s '[:space:]' '\\n' < fruits.txt | sort | uniq -c | sort -rn"},
		{"how many times does the word banana appear in fruits.txt", "grep -o banana fruits.txt | wc -l"}, // (the grammar's, since fix-text reads "the word x appears")
		// a column renamed is no word replaced everywhere
		{"rename column name to fullname in people.csv", ""},
		{"strip whitespace from both ends of each line of fruits.txt", "sed -i 's/^[[:space:]]*//;s/[[:space:]]*$//' fruits.txt"},
		// options and names as typed
		{"free -m", "free -m"},
		{"show PATH and HOME", "printenv PATH HOME"},
		{"print HOME, USER and SHELL", "printenv HOME USER SHELL"},
		{"find the word error in logs/app.log as a whole word", "grep -w error logs/app.log"},
		{"search for error as a whole word in logs/app.log", "grep -w error logs/app.log"},
		{"who am i logged in as and what groups", "id"},
		{"what groups am i in", "id -Gn"},
		// the same folder twice is no archive of two
		{"gzip all the logs in logs", ""},
		{"the two lines after error in logs/app.log", "grep -A 2 error logs/app.log"},
		// polite wrappers around a request
		{"would you mind showing me the last 3 lines of todo.txt", "tail -n 3 todo.txt"},
		{"do you mind printing the first line of todo.txt", "head -n 1 todo.txt"},
		{"mind showing the last line of todo.txt?", "tail -n 1 todo.txt"},
		// several files counted as one
		{"total number of lines in todo.txt and fruits.txt together", "cat todo.txt fruits.txt | wc -l"},
		{"how many lines do todo.txt and fruits.txt have combined", "cat todo.txt fruits.txt | wc -l"},
		{"count all lines across todo.txt and fruits.txt", "cat todo.txt fruits.txt | wc -l"},
		{"word count of todo.txt and fruits.txt together", "cat todo.txt fruits.txt | wc -w"},
		{"how many lines in each of todo.txt and fruits.txt", "wc -l todo.txt fruits.txt"},
		// an order of values, and the first few of it
		{"rain.txt from biggest number to smallest", "sort -rn rain.txt"},
		{"rain.txt from smallest to biggest", "sort -n rain.txt"},
		{"sort rain.txt from the highest value to the lowest", "sort -rn rain.txt"},
		{"rain.txt from top to bottom", ""},
		{"sort fruits.txt from longest to shortest", ""},
		{"top 3 values in rain.txt", "sort -rn rain.txt | head -n 3"},
		{"the three smallest values in rain.txt", "sort -n rain.txt | head -n 3"},
		{"bottom 2 values in rain.txt", "sort -n rain.txt | head -n 2"},
		{"highest 2 numbers in rain.txt", "sort -rn rain.txt | head -n 2"},
		{"top 3 lines of rain.txt", "head -n 3 rain.txt"},
		{"top 2 scores in people.csv", "tail -n +2 people.csv | sort -t , -k 4,4rn | head -n 2"},
		{"top 3 values in people.csv", ""},
		{"sort fruits.txt in place", "sort -o fruits.txt fruits.txt"},
		// a column without the header line
		{"just the city names from people.csv, no header", "tail -n +2 people.csv | cut -d , -f 3"},
		{"the city column of people.csv without the header", "tail -n +2 people.csv | cut -d , -f 3"},
		{"print column 2 of people.csv skipping the header", "tail -n +2 people.csv | cut -d , -f 2"},
		{"column 2 of shifts.tsv without the header", "tail -n +2 shifts.tsv | awk -F'\\t' '{ print $2 }'"},
		{"column 2 of shifts.tsv, no header", ""},
		{"the 2nd column of noheader.csv, no header", "cut -d , -f 2 noheader.csv"},
		{"sort people.csv by city names", "(head -n 1 people.csv && tail -n +2 people.csv | sort -t , -k 3,3)"},
		// case: what must match, and what need not
		{"case-sensitive search for error in logs/app.log", "grep error logs/app.log"},
		{"search logs/app.log for ERROR, match case", "grep ERROR logs/app.log"},
		{"find error in logs/app.log, exact case", "grep error logs/app.log"},
		{"lines with error in logs/app.log, case matters", "grep error logs/app.log"},
		{"lines with error in logs/app.log, case doesn't matter", "grep -i error logs/app.log"},
		{"search for error in logs/app.log, not case sensitive", "grep -i error logs/app.log"},
		{"line numbers in logs/app.log where error appears, any case", "grep -in error logs/app.log"},
		// the files without a match; the folder's tree; a bare term
		{"which files in logs don't contain error", "grep -rL error logs"},
		{"files under logs that don't mention error", "grep -rL error logs"},
		{"list the files in logs without the word error", "grep -rL error logs"},
		{"how many files in logs don't mention error", "grep -rL error logs | wc -l"},
		{"which files in logs do not mention error, ignoring case", "grep -riL error logs"},
		{"grep the logs tree for disk and show line numbers", "grep -rn disk logs"},
		{"find failed anywhere in the logs folder, regardless of case", "grep -rin failed logs"},
		// the file named between what is changed and what it becomes
		{"turn all the colons in passwd.txt into commas, in place", "sed -i 's/:/,/g' passwd.txt"},
		{"turn the colons in passwd.txt into commas", "tr : , < passwd.txt"},
		{"change banana in fruits.txt to kiwi", "sed -i 's/banana/kiwi/g' fruits.txt"},
		{"change the owner in todo.txt to bob", ""},
		{"change the owner of todo.txt to bob", ""},
		{"fix every 'banan' to 'banana' in fruits.txt", "sed -i 's/banan/banana/g' fruits.txt"},
		{"correct 'banan' to 'banana' in fruits.txt", "sed -i 's/banan/banana/g' fruits.txt"},
		// what the old text is ("the typo", "the misspelled word") is no
		// part of it; a typo lex reads as a word ("teh") stays as typed
		{"please fix the typo banan to banana everywhere in fruits.txt and save the file", "sed -i 's/banan/banana/g' fruits.txt"},
		{"fix the misspelling banan -> banana in fruits.txt", "sed -i 's/banan/banana/g' fruits.txt"},
		{"correct the misspelled word banan to banana in fruits.txt", "sed -i 's/\\bbanan\\b/banana/g' fruits.txt"},
		{"fix the typo teh to the in todo.txt", "sed -i 's/teh/the/g' todo.txt"},
		{"correct teh to the in todo.txt", "sed -i 's/teh/the/g' todo.txt"},
		{"replace teh with the in todo.txt", "sed -i 's/teh/the/g' todo.txt"},
		{"fix the typo in fruits.txt", ""},
		{"change all the bananas in fruits.txt into kiwis without modifying the file", "sed 's/banana/kiwi/g' fruits.txt"},
		// following from now on: none of the lines before
		{"show me what gets written to logs/app.log from now on", "tail -n 0 -f logs/app.log"},
		{"follow logs/app.log from now on", "tail -n 0 -f logs/app.log"},
		// grep's options as a product: whole word with the files, the
		// files of a kind, -L typed
		{"list files in logs that contain the whole word error", "grep -rwl error logs"},
		{"find lines with the whole word error in logs/app.log, ignoring case", "grep -iw error logs/app.log"},
		{"search for the whole word error in logs/app.log", "grep -w error logs/app.log"},
		{"which .log files in logs mention error", "grep -rl --include='*.log' error logs"},
		{"which .log files in logs don't mention error", "grep -rL --include='*.log' error logs"},
		{"grep -rL error logs", "grep -rL error logs"},
		// the ends of several files; a line counted from the end
		{"the last 3 lines of todo.txt and fruits.txt", "tail -n 3 todo.txt fruits.txt"},
		{"first line of todo.txt and people.csv", "head -n 1 todo.txt people.csv"},
		{"show todo.txt and fruits.txt without the first line", ""},
		{"the second to last line of todo.txt", "tail -n 2 todo.txt | head -n 1"},
		{"penultimate line of todo.txt", "tail -n 2 todo.txt | head -n 1"},
		{"the 3rd from last line of todo.txt", "tail -n 3 todo.txt | head -n 1"},
		// every column but some: cut's fields around them (once the
		// column itself, the opposite of what was asked)
		{"print everything but the first column of people.csv", "cut -d , -f 2- people.csv"},
		{"people.csv without the city column", "cut -d , -f 1-2,4- people.csv"},
		{"print passwd.txt without the first field", "cut -d : -f 2- passwd.txt"},
		{"show shifts.tsv minus column 1", "cut -f 2- shifts.tsv"},
		{"people.csv except the last field", ""},
		// options as typed, and words that only say more precisely
		{"sort -rn rain.txt", "sort -rn rain.txt"},
		{"sort -n -r rain.txt", "sort -rn rain.txt"},
		{"sort -r rain.txt", "sort -r rain.txt"},
		{"print lines 1 through 5 of todo.txt, inclusive", "sed -n '1,5p' todo.txt"},
		{"sort the contents of fruits.txt in descending lexicographic order", "sort -r fruits.txt"},
		{"print the lines of todo.txt that match the regular expression ^line1[0-2]", "grep '^line1[0-2]' todo.txt"},
		{"substitute every occurrence of banana with kiwi in fruits.txt, writing the result to stdout", "sed 's/banana/kiwi/g' fruits.txt"},
		{"delete every colon character from passwd.txt in place", "sed -i 's/://g' passwd.txt"},
		{"remove every comma from people.csv", "sed -i 's/,//g' people.csv"},
		// several counts at once (once only the first of them)
		{"how many words and lines in todo.txt", "wc -lw todo.txt"},
		{"count bytes and lines in todo.txt", "wc -lc todo.txt"},
		{"lines, words and bytes of todo.txt", "wc -lwc todo.txt"},
		{"count the lines and words of todo.txt and fruits.txt together", "cat todo.txt fruits.txt | wc -lw"},
		{"how many lines in fruits.txt have the word banana", "grep -c banana fruits.txt"},
		// a change of case is no text to replace
		{"change all lowercase letters in todo.txt to uppercase, in place", ""},
		{"replace 'lower' with 'upper' in todo.txt", "sed -i 's/lower/upper/g' todo.txt"},
		// replace: the first on each line, with a backup
		{"replace the first banana on each line with kiwi in fruits.txt", "sed -i 's/banana/kiwi/' fruits.txt"},
		{"replace banana with kiwi in fruits.txt and keep a backup", "sed -i.bak 's/banana/kiwi/g' fruits.txt"},
		{"replace banana with kiwi in fruits.txt with a backup but don't change the file", ""},
		// grep's matches cut to the first or last few
		{"show the first 2 lines of logs/app.log that contain INFO", "grep INFO logs/app.log | head -n 2"},
		{"the last match of INFO in logs/app.log", "grep INFO logs/app.log | tail -n 1"},
		{"first line of logs/app.log containing error, ignoring case", "grep -i error logs/app.log | head -n 1"},
		{"first lines of logs/app.log with error", ""},
		{"how many of the first 2 lines of logs/app.log contain error", ""},
		// following only the lines with a term
		{"follow logs/app.log and only show lines with error", "tail -f logs/app.log | grep error"},
		{"follow logs/app.log but only the lines containing error, ignoring case", "tail -f logs/app.log | grep -i error"},
		// the one greatest or least value of a list of numbers
		{"the biggest number in rain.txt", "sort -rn rain.txt | head -n 1"},
		{"what's the smallest value in rain.txt", "sort -n rain.txt | head -n 1"},
		{"the largest number in fruits.txt", ""},
		{"top 3 values in fruits.txt", ""},
		// a bare wc gives all its counts; a column by a name no header gives
		{"do a wc on todo.txt", "wc todo.txt"},
		{"run wc on todo.txt and fruits.txt", "wc todo.txt fruits.txt"},
		{"print passwd.txt with the shell column only", ""},
		// a name with a space, unquoted, that is a file here
		{"cat birthday card.txt", "cat 'birthday card.txt'"},
		{"how many lines in birthday card.txt", "wc -l 'birthday card.txt'"},
		// a range given as an example of a part; the order of first appearance
		{"what's in the middle of todo.txt, say lines 4 to 6?", "sed -n '4,6p' todo.txt"},
		{"dedupe fruits.txt, keep order of first appearance", "awk '!seen[$0]++' fruits.txt"},
		{"remove duplicate lines from fruits.txt in order of first occurrence", "awk '!seen[$0]++' fruits.txt"},
		{"the middle of todo.txt", ""},
		// the tool's name as the verb; the case said by the letters' size
		{"tr the commas in people.csv to tabs", "tr , '\\t' < people.csv"},
		{"tr commas to semicolons in people.csv", "tr , ';' < people.csv"},
		{"replace slash with dash in people.csv", "tr / - < people.csv"},
		{"replace the slashes with dashes in people.csv in place", "sed -i 's/\\//-/g' people.csv"},
		{"sed banana to kiwi in fruits.txt, just print it, don't touch the file", "sed 's/banana/kiwi/g' fruits.txt"},
		{"sed banana to kiwi in fruits.txt", "sed 's/banana/kiwi/g' fruits.txt"},
		{"sed banana to kiwi in fruits.txt, change the file itself", "sed -i 's/banana/kiwi/g' fruits.txt"},
		{"how to make all letters big in fruits.txt? just show", "tr '[:lower:]' '[:upper:]' < fruits.txt"},
		{"make the letters in fruits.txt small", "tr '[:upper:]' '[:lower:]' < fruits.txt > fruits.txt.tmp && mv fruits.txt.tmp fruits.txt"},
		{"make fruits.txt big", ""},
		// grep: a comment said again, either of two terms in capitals, a word alone
		{"which lines in cfg.txt are not comments? comments start with #", "grep -vn '^[[:space:]]*#' cfg.txt"},
		{"lines in cfg.txt that are not comments starting with #", "grep -v '^[[:space:]]*#' cfg.txt"},
		{"I need the lines from logs/app.log that have either ERROR or INFO, exactly in capitals", "grep -e ERROR -e INFO logs/app.log"},
		{"lines with either ERROR or INFO in logs/app.log", "grep -e ERROR -e INFO logs/app.log"},
		{"search the word cat alone, not catalog, in pets.txt", "grep -w cat pets.txt"},
		// follow, starting with the last few lines
		{"tail -f logs/app.log but start with the last 20 lines", "tail -n 20 -f logs/app.log"},
		{"follow logs/app.log, start from the last 5 lines", "tail -n 5 -f logs/app.log"},
		// columns each with its own "the"; an apposition that names them
		{"From noheader.csv I need only the first and the third column", "cut -d , -f 1,3 noheader.csv"},
		{"the first, the second and the third column of noheader.csv", "cut -d , -f 1,2,3 noheader.csv"},
		{"From noheader.csv I need only the first and also the third column", "awk -F, -v OFS=, '{ print $1, $3 }' noheader.csv"},
		{"I should like to see the second column of shifts.tsv, the names, and nothing else.", "awk -F'\\t' '{ print $2 }' shifts.tsv"},
		{"the second column of shifts.tsv, the names of the people who work", ""},
		// line N to the end is no count of last lines
		{"Please show the lines from 5 until the end of todo.txt", "tail -n +5 todo.txt"},
		{"show the lines from 5 to the end of todo.txt", "tail -n +5 todo.txt"},
		{"I only need the top 3 rows of people.csv, counting the header as one of them", "head -n 3 people.csv"},
		{"the last 3 lines of todo.txt - and nothing before them", "tail -n 3 todo.txt"},
		{"All I want on screen is the header line of people.csv, nothing else", "head -n 1 people.csv"},
		// grep: a flag then a colon; case in plain words; a whole word
		{"grep -c: how many lines of logs/app.log contain ERROR, case matters", "grep -c ERROR logs/app.log"},
		{"count how many lines of logs/app.log contain ERROR", "grep -c ERROR logs/app.log"},
		{"Show me in logs/app.log all lines with error, big or small letters egal", "grep -i error logs/app.log"},
		{"lines of logs/app.log that do not have error, no matter big or small letters", "grep -iv error logs/app.log"},
		{"every line of logs/app.log with the word disk, whether in capitals or not, but only where it stands as a whole word", "grep -iw disk logs/app.log"},
		{"the lines in logs/app.log that have disk as a word of its own", "grep -w disk logs/app.log"},
		{"show the ERROR lines in logs/app.log together with their line numbers", "grep -n ERROR logs/app.log"},
		// the output kept in a new file; never over a file there or the one read
		{"I'd like the lines of fruits.txt in alphabetical order written into a new file sorted.txt", "sort fruits.txt > sorted.txt"},
		{"In the end I want only the name and city columns of people.csv saved in names.csv", "cut -d , -f 2,3 people.csv > names.csv"},
		{"sort fruits.txt and save it to sorted.txt", "sort fruits.txt > sorted.txt"},
		{"grep ERROR logs/app.log and save it to rain.txt", ""},
		{"save fruits.txt to sorted.txt", ""},
		{"follow logs/app.log and save it to copy.log", ""},
		// counts: data rows, files named together, bytes long
		{"how many data rows does people.csv have, not counting the header?", "tail -n +2 people.csv | wc -l"},
		{"how many data rows does todo.txt have", ""},
		{"How many lines have together the files todo.txt and fruits.txt?", "cat todo.txt fruits.txt | wc -l"},
		{"how do I find out how many bytes long todo.txt is?", "wc -c todo.txt"},
		// lines that come more than once; the noun that names them, not one the file holds
		{"Which names come more than one time in fruits.txt?", "sort fruits.txt | uniq -d"},
		{"fruits.txt has repeats all over the place; which fruits show up more than once", "sort fruits.txt | uniq -d"},
		{"which errors appear more than once in logs/app.log", ""},
		{"Which names come more than one time in people.csv?", ""},
		// a change shown, not written; the file named before what changes
		{"I should like to see fruits.txt with every banana shown as kiwi, but please do not alter the file itself.", "sed 's/banana/kiwi/g' fruits.txt"},
		{"Kindly display people.csv with the commas replaced by semicolons; there is no need to change the file.", "tr , ';' < people.csv"},
		{"replace the commas in people.csv with semicolons, to change the file", "sed -i 's/,/;/g' people.csv"},
		{"Change in people.csv all commas to new lines", "tr , '\\n' < people.csv"},
		{"replace in fruits.txt banana with kiwi", "sed -i 's/banana/kiwi/g' fruits.txt"},
		// a sort column named before where it is, or after it in brackets
		{"how do I sort noheader.csv by the amount in the third column?", "sort -t , -k 3,3n noheader.csv"},
		{"sort noheader.csv by the first field (the mileage), smallest first", "sort -t , -k 1,1n noheader.csv"},
		{"sort noheader.csv by the first word in the third column", ""},
		// the whole file, numbered in words; the header said again; rows flagged
		{"I need to print todo.txt with a number in front of each line so we can tick things off", "cat -n todo.txt"},
		{"Might I see the whole of todo.txt, from the beginning to the end?", "cat todo.txt"},
		{"I'd like to see both todo.txt and fruits.txt printed one after the other", "cat todo.txt fruits.txt"},
		// the longest line's length is no count of lines
		{"length of the longest line in fruits.txt", "awk '{ print length, $0 }' fruits.txt | sort -rn | head -n 1"},
		{"how long is the longest line of fruits.txt", ""},
		// "and count its lines": the file shown and its lines counted, which
		// no one command here does (wc alone leaves the showing out)
		{"show fruits.txt and count its lines", ""},
		{"unique lines of fruits.txt with their counts", "sort fruits.txt | uniq -c | sort -rn"},
		// repeats that "come one after another" touch: uniq's, with no sort
		{"remove duplicates that come one after another in fruits.txt", "uniq fruits.txt"},
		{"remove duplicate lines that follow each other in fruits.txt", "uniq fruits.txt"},
		{"how do I drop the first line of people.csv (the header) and see the rest?", "tail -n +2 people.csv"},
		{"count the rows in people.csv flagged Paris", "grep -c Paris people.csv"},
		{"rain.txt is a list of amounts; I need them from the biggest to the smallest", "sort -rn rain.txt"},
		{"sort the amounts in fruits.txt", ""},
		{"I want to know which items in fruits.txt are listed more than once", "sort fruits.txt | uniq -d"},
		// "…, tool -x style": the reading must run that tool with those options
		{"count dupes in fruits.txt, uniq -c style", "sort fruits.txt | uniq -cd | sort -rn"},
		{"count the ERROR lines in logs/app.log, grep -c style", "grep -c ERROR logs/app.log"},
		{"count the lines of todo.txt, awk style", ""},
		{"show the lines of logs/app.log with ERROR, grep -c style", ""},
		// the file itself: in place
		{"I want fruits.txt itself to end up all in small letters", "tr '[:upper:]' '[:lower:]' < fruits.txt > fruits.txt.tmp && mv fruits.txt.tmp fruits.txt"},
		{"make fruits.txt small letters, but fruits.txt itself stays", ""},
		{"I should like fruits.txt shown in reverse alphabetical order", "sort -r fruits.txt"},
		// a search in the first or last lines of a file: those lines, then the search
		{"errors in the last 2 lines of logs/app.log", "tail -n 2 logs/app.log | grep error"},
		{"search for ERROR in the first 3 lines of logs/app.log", "head -n 3 logs/app.log | grep ERROR"},
		{"how many errors in the last 3 lines of logs/app.log", "tail -n 3 logs/app.log | grep -c error"},
		{"search error in logs/app.log only in the last 3 lines", "tail -n 3 logs/app.log | grep error"},
		{"the first 2 lines that contain error in logs/app.log", "grep error logs/app.log | head -n 2"},
		{"errors in the last lines of logs/app.log", ""},
		// the whole word: kept, or no answer
		{"find the whole word cat in pets.txt and count", ""},
		{"delete lines containing the whole word cat in pets.txt", ""},
		{"replace the whole word cat with dog in pets.txt in place", ""},
		// delete lines, shown only; in many files: no sed of one
		{"delete lines containing banana from fruits.txt but just print the result", "grep -v banana fruits.txt"},
		{"delete every line with ERROR in all log files", ""},
		// files or folders left out of a search are no inverted match
		{"search for error in all files except the logs folder", ""},
		{"search for error excluding .md files", ""},
		{"search for error in all log files recursively, case insensitive", "grep -rin --include='*.log' error ."},
		// words for the kind of term, with no term read
		{"search for the regex b.y in fruits.txt", ""},
		{"lines with digits in fruits.txt", ""},
		{"everything before the first blank line in fruits.txt", ""},
		{"show todo.txt with line endings", ""},
		{"print todo.txt up to line 4", "head -n 4 todo.txt"},
		{"print todo.txt until line 3", "head -n 3 todo.txt"},
		{"tail -n +3 todo.txt", "tail -n +3 todo.txt"},
		{"how many lines", ""},
		// a question of yes or no about the order
		{"is fruits.txt sorted?", "sort -c fruits.txt"},
		{"check whether runs.txt is sorted", "sort -c runs.txt"},
		{"is fruits.txt sorted numerically?", ""},
		{"sort fruits.txt", "sort fruits.txt"},
		// lines picked by how they start or end: a pattern, no first or
		// last lines, and no change to the file
		{"lines in todo.txt ending with 1", "grep '1$' todo.txt"},
		{"lines of pets.txt that start with ca", "grep ^ca pets.txt"},
		{"lines in todo.txt that end with a", ""},
		{"the last lines of todo.txt", "tail -n 10 todo.txt"},
		// a count for each file
		{"count lines with error in each log file", "grep -rc --include='*.log' error ."},
		{"how many times does error appear in each log file", ""},
		{"count lines with error in all log files", "grep -r --include='*.log' error . | wc -l"},
		// the lines to watch for
		{"watch logs/app.log for ERROR", ""},
		{"watch logs/app.log for new lines", "tail -f logs/app.log"},
		// more order questions; a count of lines asked yes or no
		{"is runs.txt in alphabetical order", "sort -c runs.txt"},
		{"is people.csv sorted by name?", ""},
		{"does todo.txt have more than 5 lines?", ""},
		{"is todo.txt longer than 3 lines?", ""},
		// one line in n, not the nth
		{"every third line of todo.txt", ""},
		{"every 2nd line of todo.txt", ""},
		{"the third line of todo.txt", "sed -n '3p' todo.txt"},
		// a file to write, not one more to read
		{"last ten lines of todo.txt into end.txt", ""},
		{"last 2 lines of todo.txt and fruits.txt", "tail -n 2 todo.txt fruits.txt"},
		// an order to change the file is no print of the rest
		{"delete the first line of todo.txt", "sed -i '1d' todo.txt"},
		{"remove the last 2 lines of todo.txt", ""},
		// the lines the readers of lines pick, deleted by sed's address
		{"remove line 5 from todo.txt", "sed -i '5d' todo.txt"},
		{"delete the last line of todo.txt", "sed -i '$d' todo.txt"},
		{"delete lines 2 to 4 of todo.txt", "sed -i '2,4d' todo.txt"},
		{"delete the first 3 lines of todo.txt", "sed -i '1,3d' todo.txt"},
		{"remove the header from people.csv", "sed -i '1d' people.csv"},
		{"delete everything from line 9 to the end of todo.txt", "sed -i '9,$d' todo.txt"},
		{"delete line 5 of todo.txt without changing the file", "sed '5d' todo.txt"},
		{"delete the first line of todo.txt and fruits.txt", ""},
		{"delete every third line of todo.txt", ""},
		// blank lines counted: grep's, not every line (wc)
		{"count blank lines in fruits.txt", "grep -c '^[[:space:]]*$' fruits.txt"},
		{"count the empty lines in todo.txt", "grep -c '^[[:space:]]*$' todo.txt"},
		{"count the lines in todo.txt", "wc -l todo.txt"},
		{"todo.txt without the first line", "tail -n +2 todo.txt"},
		// "the column names": the header, though a column is called "name"
		{"what are the column names of people.csv?", "head -n 1 people.csv"},
		{"names of the fields in people.csv", "head -n 1 people.csv"},
		{"show the name column of people.csv", "cut -d , -f 2 people.csv"},
		// "all but the X lines": the lines without X
		{"everything in fruits.txt but the banana lines", "grep -v banana fruits.txt"},
		{"everything in fruits.txt but the first lines", ""},
		// "exactly": the whole line is the term
		{`lines that are exactly "banana" in fruits.txt`, "grep -x banana fruits.txt"},
		{"find lines exactly matching apple in fruits.txt", "grep -x apple fruits.txt"},
		{"count lines exactly matching banana in fruits.txt", "grep -xc banana fruits.txt"},
		{"find exactly apple in fruits.txt", ""},
		// replaced with nothing: taken out
		{"replace banana with nothing in fruits.txt", "sed -i 's/banana//g' fruits.txt"},
		{"remove the word banana from fruits.txt", `sed -i 's/\bbanana\b//g' fruits.txt`},
		{"remove the word banana from fruits.txt, just show it", `sed 's/\bbanana\b//g' fruits.txt`},
		{"remove banana from fruits.txt", ""},
		{"remove the lines with the word banana from fruits.txt", "sed -i '/banana/d' fruits.txt"},
		// "make x uppercase" changes x; "show x in capitals" prints it
		{"make fruits.txt uppercase", "tr '[:lower:]' '[:upper:]' < fruits.txt > fruits.txt.tmp && mv fruits.txt.tmp fruits.txt"},
		{"show fruits.txt in capitals", "tr '[:lower:]' '[:upper:]' < fruits.txt"},
		{"how big is fruits.txt in characters", ""},
		// empty files or empty lines?
		{"count the lines in every txt file except empty ones", ""},
		{"count the lines in todo.txt except empty ones", "grep -vc '^[[:space:]]*$' todo.txt"},
		// the head without the header: how many lines?
		{"head of people.csv without the header", ""},
		{"people.csv without the header", "tail -n +2 people.csv"},
		// "from line 5": to the end
		{"show todo.txt from line 5", "tail -n +5 todo.txt"},
		{"show todo.txt from line 5 to 7", "sed -n '5,7p' todo.txt"},
		// lines of no file named are no commits
		{"show the last 5 lines", ""},
		// fix-text: "desc" after the key; the scores of a list of
		// numbers; semicolons "between fields"; "listed only once";
		// "changing the file itself"; "even mention"; "skip the header"
		// of a column; "who signed x? each name once"; a list of longer
		// words after "not"; "the word x on its own"; the term said again
		// as "the actual word x"
		{"marks.txt by score desc", "sort -k 2,2rn marks.txt"},
		{"marks.txt sorted by the score asc", "sort -k 2,2n marks.txt"},
		{"show the desc of marks.txt", ""},
		{"I want to see the scores in quiz.txt from biggest to smallest", "sort -rn quiz.txt"},
		{"show the readings in quiz.txt from smallest to biggest", "sort -n quiz.txt"},
		{"show the scores in marks.txt from biggest to smallest", ""},
		{"I only need the amounts from invoices.csv, it uses semicolons between fields", "cut -d ';' -f 3 invoices.csv"},
		{"just the amount column of invoices.csv, it uses semicolons between the columns", "cut -d ';' -f 3 invoices.csv"},
		{"Next, we want each voice part from choir.txt listed only once.", "sort -u choir.txt"},
		{"every voice part in choir.txt shown once", "sort -u choir.txt"},
		{"which voice parts in choir.txt are listed only once", "sort choir.txt | uniq -u"}, // the parts that occur once
		{"replace banana with kiwi in fruits.txt, changing the file itself", "sed -i 's/banana/kiwi/g' fruits.txt"},
		{"which files in notebook even mention quince, just names pls", "grep -rl quince notebook"},
		{"does any file in notebook even contain quince", "grep -rl quince notebook"},
		{"pls list unique payees in pay.psv, skip the header", "awk -F'|' 'NR > 1 { print $2 }' pay.psv | sort -u"},
		{"the distinct payees of pay.psv without the header line", "awk -F'|' 'NR > 1 { print $2 }' pay.psv | sort -u"},
		{"the unique 2nd column of walks.txt, skip the header", ""},
		{"who signed guests.txt? each name once please", "sort -u guests.txt"},
		{"who attended guests.txt? list every name once", "sort -u guests.txt"},
		{"who changed guests.txt? each name once", ""},
		{"who signed guests.txt?", ""},
		{"Pull out the lines in tide.txt containing the word tide on its own — not tides, tidepool or riptide.", "grep -w tide tide.txt"},
		{"lines of tide.txt with the word tide, not tides, tidepool or riptide", "grep -w tide tide.txt"},
		{"lines of tide.txt with the word tide on its own", "grep -w tide tide.txt"},
		{"lines of tide.txt with the word tide on its own line", ""},
		{"lines of tide.txt with tide on its own", "grep -w tide tide.txt"}, // (main's f11: at a clause's end)
		{"the word error on its own in logs/app.log, any case, not errors", "grep -iw error logs/app.log"},
		{"the word error in logs/app.log", "grep error logs/app.log"},
		{"grep logs/app.log for error but only the actual word error, any caps, not errors or whatever", "grep -iw error logs/app.log"},
		{"grep logs/app.log for error but only the word error", "grep -w error logs/app.log"},
		{"grep logs/app.log for error, the word disk", ""},
		// fix-text: a replacement said as what the file should say; a
		// setting's new value; the term named again in an apposition;
		// lines "with their file names"; "grep for todo" where a todo
		// file is here; "…, looking in all the subfolders"
		{"I want notice.txt to say Marta everywhere it now says CLIENT, change the file itself", "sed -i 's/CLIENT/Marta/g' notice.txt"},
		{"I want notice.txt to read Marta everywhere where it says CLIENT, edit the file", "sed -i 's/CLIENT/Marta/g' notice.txt"},
		{"I want notice.txt to say Marta", ""},
		{"there's a spelling mistake in spell.txt, recieve should be receive everywhere; please fix the file", "sed -i 's/recieve/receive/g' spell.txt"},
		{"in spell.txt recieve should be receive throughout, fix the file", "sed -i 's/recieve/receive/g' spell.txt"},
		{"recieve should be receive in spell.txt", ""},
		{"port should be 8080 everywhere in app.ini", ""},
		{"letter.txt still says Acme Ltd everywhere but we're Zenith Co now - please fix the file itself", "sed -i 's/Acme Ltd/Zenith Co/g' letter.txt"},
		{"letter.txt says Acme Ltd everywhere but it should say Zenith Co now, fix the file", "sed -i 's/Acme Ltd/Zenith Co/g' letter.txt"},
		{"letter.txt says Acme Ltd but we're Zenith Co", ""},
		{"can you set the volume in app.ini to 9 instead of 7? edit the file itself", "sed -i 's/^volume=7$/volume=9/' app.ini"},
		{"change volume in app.ini from 7 to 9", "sed -i 's/^volume=7$/volume=9/' app.ini"},
		{"set the volume in app.ini to 9, just show it", "sed 's/^volume=7$/volume=9/' app.ini"},
		{"set the volume in app.ini to 9 instead of 5", ""},
		{"set the colour in app.ini to red", ""},
		{"set the mode of app.ini to 600", "chmod 600 app.ini"},
		{"which file inside notebook mentions jellies - the one with the word jelly in it", "grep -rl jelly notebook"},
		{"which file inside notebook mentions jelly, the one with the word jelly", "grep -rl jelly notebook"},
		{"which file inside notebook mentions jellies - the one with the word tart in it", ""},
		{"search logs for error, show the matching lines with their file names", "grep -rn error logs"},
		{"show the lines of logs/app.log with error, with the file name", "grep -H error logs/app.log"},
		{"count the lines with error in logs, with their file names", ""},
		{"grep for todo in all the python files under pyproj, ignore case", "grep -rin --include='*.py' todo pyproj"},
		{"search for todo in the python files under pyproj", "grep -rn --include='*.py' todo pyproj"},
		{"find every file inside notebook that has the word quince in it, looking in all the subfolders", "grep -rl quince notebook"},
		{"find every file inside notebook that has the word quince in it, looking at the dates", ""},
		// fix-text: a column said again by its place ("(the second
		// one)", "— that's the second one along", "the medals, this is
		// the third column"); "sorted after" for "by"; "longest river
		// first" of a column (once read as shortest first); prices in
		// words; rows by a value ("scored above 80", "whose count is
		// above 10", "where the zone is lower"); the row with the highest
		// value; a sum "added up", or asked as "how many … in total"; the
		// average of a list of numbers, "the mean of"
		{"I have rivers.csv with a header and I want the rows sorted by the length column (the second one), longest river first", "(head -n 1 rivers.csv && tail -n +2 rivers.csv | sort -t , -k 2,2rn)"},
		{"sort rivers.csv by the 2nd column, longest river first", "(head -n 1 rivers.csv && tail -n +2 rivers.csv | sort -t , -k 2,2rn)"},
		{"sort rivers.csv by the 2nd column, shortest river first", "(head -n 1 rivers.csv && tail -n +2 rivers.csv | sort -t , -k 2,2n)"},
		{"sort rivers.csv by the length column (the third one)", ""},
		{"sort the lines of rivers.csv by their length", ""},
		{"The file athletes.txt I want sorted after the medals, this is the third column, the most first", "sort -k 3,3rn athletes.txt"},
		{"sort athletes.txt by the medals, which is the third column, fewest first", "sort -k 3,3n athletes.txt"},
		{"products.csv, most expensive first", "(head -n 1 products.csv && tail -n +2 products.csv | sort -t , -k 2,2rn)"},
		{"products.csv, least expensive first", "(head -n 1 products.csv && tail -n +2 products.csv | sort -t , -k 2,2n)"},
		{"rivers.csv, most expensive first", ""},
		{"I need sort the stock.psv by the qty, it is the 3 column and separator is |", "(head -n 1 stock.psv && tail -n +2 stock.psv | sort -t '|' -k 3,3n)"},
		{"Print just the site column from hives.csv — that's the second one along.", "cut -d , -f 2 hives.csv"},
		{"print the site column of hives.csv (the 2nd one)", "cut -d , -f 2 hives.csv"},
		{"Print just the site column from hives.csv — that's the third one along.", ""},
		{"I'd like to see which students in marks.txt scored above 80", "awk '$2 > 80' marks.txt"},
		{"which students in marks.txt scored at least 71", "awk '$2 >= 71' marks.txt"},
		{"which rows of sales.csv have more than 10 units", "awk -F, 'NR > 1 && $3 > 10' sales.csv"},
		{"which rows of sales.csv have more than 10 words", ""},
		{"List the samples in samples.tsv whose count (the third field) is above 10.", "awk -F'\\t' 'NR > 1 && $3 > 10' samples.tsv"},
		{"List the samples in samples.tsv whose count (the second field) is above 10.", ""},
		{"the rows of stock2.txt above 10", ""},
		{"what's the command to list the rows of samples.tsv where the zone is lower?", "awk -F'\\t' 'NR > 1 && $2 == \"lower\"' samples.tsv"},
		{"rows of samples.tsv where zone is upper", "awk -F'\\t' 'NR > 1 && $2 == \"upper\"' samples.tsv"},
		{"the rows of samples.tsv where the zone is middle", ""},
		{"the rows of samples.tsv where the zone is not lower", ""},
		{"which student in marks.txt has the highest score?", "sort -k 2,2rn marks.txt | head -n 1"},
		{"who in marks.txt has the lowest score", "sort -k 2,2n marks.txt | head -n 1"},
		{"which item in products.csv has the highest price", "tail -n +2 products.csv | sort -t , -k 2,2rn | head -n 1"},
		{"which line in stock2.txt has the highest number", ""},
		{"User needs the honey total. Request: add up the honey_kg column (4th) of hives.csv and print the sum.", "awk -F, 'NR > 1 { s += $4 } END { print s }' hives.csv"},
		{"add up the honey_kg column of hives.csv", "awk -F, 'NR > 1 { s += $4 } END { print s }' hives.csv"},
		{"add up the honey_kg column (3rd) of hives.csv", ""},
		{"I need to know how many units we sold in total - it's the units column in sales.csv", "awk -F, 'NR > 1 { s += $3 } END { print s }' sales.csv"},
		{"how many units did we sell in total in sales.csv", "awk -F, 'NR > 1 { s += $3 } END { print s }' sales.csv"},
		{"how many rows in sales.csv in total", "tail -n +2 sales.csv | wc -l"},
		{"for my report I need the average of the numbers in depths.txt", "awk '{ s += $1; n++ } END { if (n) print s / n }' depths.txt"},
		{"the mean of depths.txt", "awk '{ s += $1; n++ } END { if (n) print s / n }' depths.txt"},
		{"the mean of marks.txt", ""},
		// fix-text: the digits as a class of characters; "…, tr -d
		// style" asks for tr's printing
		{"strip the digits out of serials.txt, tr -d style", "tr -d 0-9 < serials.txt"},
		{"remove every digit from serials.txt and print it", "tr -d 0-9 < serials.txt"},
		{"strip the digits out of serials.txt in place", "sed -i 's/[0-9]//g' serials.txt"},
		{"strip the digits out of serials.txt", ""}, // changed, or shown without them?
		{"delete the lines with digits in serials.txt", ""},
		{"show the lines of serials.txt without the digits", ""},
		// fix-text: a chat "n" for "and"; names of columns given in
		// brackets; "Tidy up x:" as a heading; a file named in an aside
		// between dashes; "the word x appears … in mixed case"; a
		// ticket's report of duplicates; "User reports they only need …";
		// "the header line can stay"; a ticket's "Steps:" and
		// "Expected:"; "by honey yield, … biggest yield first"
		{"sort sightings.txt n get rid of dupes, save it as clean.txt", "sort -u sightings.txt > clean.txt"},
		{"sort sightings.txt n remove the dupes", "sort -u sightings.txt"},
		{"For the samples in samples.tsv, print the sample ID and count (fields 1 and 3), without the header.", "tail -n +2 samples.tsv | awk -F'\\t' -v OFS='\\t' '{ print $1, $3 }'"},
		{"print the sample and zone (fields 1 and 3) of samples.tsv", ""},
		{"Tidy up bees.txt: sort the names and keep each only once, saving over the original.", "sort -u -o bees.txt bees.txt"},
		{"sort the names in bees.txt and keep each only once", "sort -u bees.txt"},
		{"In the run logs — telescope.log specifically — find the lines that mention either Vega or Altair.", "grep -e Vega -e Altair telescope.log"},
		{"In the old notes — telescope.log — find Vega", ""},
		{"User reports the word fault appears in turbine.log in mixed case. Request: count the matching lines, case-insensitive.", "grep -ic fault turbine.log"},
		{"count the lines of turbine.log with fault in mixed case", ""},
		{"User reports duplicates in bees.txt. Request: print each name once, sorted.", "sort -u bees.txt"},
		{"duplicates in bees.txt, show each name once", "sort -u bees.txt"},
		{"show the duplicates in bees.txt", "sort bees.txt | uniq -d"},
		{"User reports they only need the city column of orders.csv — it's the 4th, comma-separated; the header line can stay.", "cut -d , -f 4 orders.csv"},
		{"the city column of orders.csv, the header can stay", "cut -d , -f 4 orders.csv"},
		{"User reports they only need the city column of orders.csv — it's the 3rd, comma-separated", ""},
		{"User wants the hives ranked by honey yield. Steps: use hives.csv, column honey_kg (the 4th, comma-separated). Expected: biggest yield first.", "(head -n 1 hives.csv && tail -n +2 hives.csv | sort -t , -k 4,4rn)"},
		{"User needs the hives ranked by honey yield. Steps: use hives.csv, column honey_kg (the 4th). Expected: biggest yield first.", "(head -n 1 hives.csv && tail -n +2 hives.csv | sort -t , -k 4,4rn)"},
		{"User wants the hives tidied. Steps: use hives.csv. Expected: biggest yield first.", ""},
		{"rank the hives by honey yield in hives.csv, column honey_kg (the 3rd), biggest yield first", ""},
		{"sort hives.csv, biggest yield first", ""},
		// fix-text: what a column holds, named after it; "which emails
		// in x are NOT y ones"; ".net addresses"; "where in x the
		// payments happened"; what the file holds that is not wanted,
		// left out by name after a dash; "so every tag stands alone on
		// its line"; "a folder called x full of notes, and somewhere I
		// wrote FIXME"; "orders placed in x, how many?"; "the lines for
		// the fixed costs"; a ticket's aim said before its request
		{"the hosts.list, I need only the last field with the roles", "awk -F: '{ print $NF }' hosts.list"},
		{"the last field of hosts.list with the word web", ""},
		{"which emails in emails.txt are NOT example.com ones?", "grep -vF example.com emails.txt"},
		{"which emails in emails.txt are not test.org", "grep -vF test.org emails.txt"},
		{"which emails in emails.txt are not example.com ones and count them", ""},
		{"does emails.txt have any .net addresses?", "grep -F .net emails.txt"},
		{"show the .org emails in emails.txt", "grep -F .org emails.txt"},
		{"does emails.txt have any .net files", ""},
		{"I want to find where in checkout.log the payments happened, the line numbers", "grep -n payment checkout.log"},
		{"where in checkout.log did the payments happen", "grep -n payment checkout.log"},
		{"what happened in checkout.log", ""},
		{"turbine.log is full of fault readings I don't care about - show me everything except the lines with fault in them", "grep -v fault turbine.log"},
		{"turbine.log is full of fault readings I don't care about - delete them", ""},
		{"turbine.log is full of output readings I don't care about - show me everything except the lines with output in them", "grep -v output turbine.log"},
		{"Now we'll replace CLIENT with Marta everywhere in notice.txt, changing the file itself.", "sed -i 's/CLIENT/Marta/g' notice.txt"},
		{"Search recursively through logs for 'error', case-insensitive, and show the matching lines with their file names.", "grep -rin error logs"},
		{"Change in tags.txt all commas to new lines, so every tag stands alone on its line", "tr , '\\n' < tags.txt"},
		{"turn the commas in tags.txt into newlines so each value sits on its own line", "tr , '\\n' < tags.txt"},
		{"I've got a folder called orchard full of notes, and somewhere I wrote FIXME in capitals - which files is it in?", "grep -rl FIXME orchard"},
		{"somewhere in orchard I wrote FIXME - which files is it in?", "grep -rl FIXME orchard"},
		{"orders placed in orders.log, how many?", "grep -c placed orders.log"},
		{"how many orders cancelled in orders.log", "grep -c cancelled orders.log"},
		{"orders placed in kitchen.log, how many?", ""},
		{"budget.txt is our monthly spending; I only need the lines for the fixed costs", "grep fixed budget.txt"},
		{"show the lines of budget.txt with the fixed rents", ""},
		{"check budget.txt for spelling mistakes", ""},
		{"check budget.txt for fixed costs", ""},
		{"User wants to ignore the dome chatter in telescope.log. Request: show all lines that do NOT mention dome.", "grep -v dome telescope.log"},
		{"ignore the dome chatter in telescope.log, show all lines with dome", ""},
		// a word before "lines" that files there hold
		{"count error lines in all log files", "grep -r --include='*.log' error . | wc -l"},
		{"count zebra lines in all log files", ""},
		// sed reads line by line: no newline in a line to delete
		{"delete newlines in fruits.txt", ""},
		{"print fruits.txt without newlines", "tr -d '\\n' < fruits.txt"},
		// frozen11: "given just once" is the lines that occur once, "each
		// one once" one of each; "the phrase x y" is both words; "the
		// cats" of a file that holds "cat" picks rows, which cut cannot
		{"For the audit I need the shots that were given just once in shots.txt, not the repeated ones.", "sort shots.txt | uniq -u"},
		{"the shots seen only once in shots.txt", "sort shots.txt | uniq -u"},
		{"each shot in shots.txt just once", "sort -u shots.txt"},
		// f11: "the list of the different x, each one once"; "sorted,
		// with the duplicates taken out"; the duplicates shown stay uniq -d
		{"Give me the list of the different vaccines in shots.txt, each one once.", "sort -u shots.txt"},
		{"list the different vaccines in shots.txt, each one once", "sort -u shots.txt"},
		{"shots.txt sorted, with the duplicates taken out", "sort -u shots.txt"},
		{"shots.txt with the duplicates taken out, keeping the order", "awk '!seen[$0]++' shots.txt"},
		{"shots.txt sorted, with the duplicates removed", "sort -u shots.txt"},
		{"shots.txt sorted by length, with the duplicates removed", ""},
		{"show the duplicates in shots.txt", "sort shots.txt | uniq -d"},
		{"lines of treatment.log with the phrase overdose alarm in them", "grep 'overdose alarm' treatment.log"},
		{"names of the files in logs that contain the phrase disk full, not the lines", "grep -rl 'disk full' logs"},
		{"grep treatment.log for the phrase dose of meloxicam", ""},
		{"names of the cats in pets.csv", ""},
		{"names of the dogs in pets.csv", ""},
		{"names in pets.csv", "cut -d , -f 2 pets.csv"},
		// a file's records said by what they are ("observations 5
		// through 8", "one per line"), of a file that is no table; "the
		// header row"; a ticket's order whole but for its file; the same
		// said again ("just the top line of each"); a file's counts listed
		{"How many observations does todo.txt contain? There is one per line.", "wc -l todo.txt"},
		{"Show observations 5 through 8 of todo.txt.", "sed -n '5,8p' todo.txt"},
		{"show readings 2 to 3 of todo.txt", "sed -n '2,3p' todo.txt"},
		{"show observations 1 to 2 of people.csv", ""},
		{"how many lines in todo.txt? there are 12 per line", ""},
		{"How many records does people.csv have, not counting the header row?", "tail -n +2 people.csv | wc -l"},
		{"User reports the end of todo.txt gets cut off in their viewer. Request: print everything from line 10 onwards.", "tail -n +10 todo.txt"},
		{"User reports the end of todo.txt is odd. Request: search recursively.", ""},
		{"Could you print the first line of every .md file in the notebook folder? Just the top line of each.", "head -n 1 notebook/*.md"},
		{"Could you print the first 2 lines of every .md file in notebook? Just the top line of each.", ""},
		{"print the last line of every .md file in notebook, just the top line of each", ""},
		{"someone sent me todo.txt and the print form wants to know its lines, words and characters", "wc -lwm todo.txt"},
		{"someone sent me todo.txt and the print form wants to know its first lines and words", ""},
		// another tool's command, then what is meant of its file; a name
		// corrected
		{"find /c /v \"\" todo.txt — I mean count all its lines", "wc -l todo.txt"},
		{"show todo.txt - I mean people.csv", "cat people.csv"},
		{"show todo.txt - I mean nothing", ""},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}

// textOpsFlavourCases: the busybox_exec_test runs their BusyBox commands.
var textOpsFlavourCases = []flavourCase{
	{"md5 of todo.txt", "md5sum todo.txt", "md5 -r todo.txt", ""},
	{"sha1 of todo.txt", "sha1sum todo.txt", "shasum -a 1 todo.txt", ""},
	{"checksum of old.tar.gz", "sha256sum old.tar.gz", "shasum -a 256 old.tar.gz", ""},
	{"mime type of todo.txt", "file --mime-type todo.txt", "", ""},
	{"replace the word ann with anne in people.csv and save it", `sed -i 's/\bann\b/anne/g' people.csv`, "sed -i '' 's/[[:<:]]ann[[:>:]]/anne/g' people.csv", "-"},
	{"strip trailing whitespace from todo.txt", "sed -i 's/[[:space:]]*$//' todo.txt", "sed -i '' 's/[[:space:]]*$//' todo.txt", ""},
	{"show the lines 1 and 3 of todo.txt", "sed -n '1p;3p' todo.txt", "", ""},
	{"show me 2 lines around each error in logs/app.log", "grep -C 2 error logs/app.log", "", ""},
	{"when was todo.txt last modified", "date -r todo.txt", "", ""},
	{"show the last line of each file in logs", "tail -n 1 logs/*", "", ""},
	{"show PATH and HOME", "printenv PATH HOME", "printenv PATH; printenv HOME", `printf '%s\n' "$PATH" "$HOME"`},
	{"which .log files in logs don't mention error", "grep -rL --include='*.log' error logs", "", "find logs -type f -name '*.log' -exec grep -HL error {} +"},
	{"turn all the colons in passwd.txt into commas, in place", "sed -i 's/:/,/g' passwd.txt", "sed -i '' 's/:/,/g' passwd.txt", ""},
	{"follow logs/app.log from now on", "tail -n 0 -f logs/app.log", "", ""},
	{"replace banana with kiwi in fruits.txt and keep a backup", "sed -i.bak 's/banana/kiwi/g' fruits.txt", "", ""},
	{"delete line 3 of todo.txt", "sed -i '3d' todo.txt", "sed -i '' '3d' todo.txt", ""},
	{"delete the blank lines in todo.txt, in place", "sed -i '/^[[:space:]]*$/d' todo.txt", "sed -i '' '/^[[:space:]]*$/d' todo.txt", ""},
	{"strip the digits out of serials.txt in place", "sed -i 's/[0-9]//g' serials.txt", "sed -i '' 's/[0-9]//g' serials.txt", ""},
	{"set the volume in app.ini to 9", "sed -i 's/^volume=7$/volume=9/' app.ini", "sed -i '' 's/^volume=7$/volume=9/' app.ini", ""},
	{"replace CLIENT with Marta everywhere in notice.txt, changing the file itself", "sed -i 's/CLIENT/Marta/g' notice.txt", "sed -i '' 's/CLIENT/Marta/g' notice.txt", ""},
}

// TestTextOpsFlavours: the new readings' commands on each platform ("" is
// the GNU command; "-" an abstention where the flavour has no way).
func TestTextOpsFlavours(t *testing.T) {
	cwd := textopsTree(t)
	askOnEachFlavour(t, textOpsFlavourCases, func(p *platform.Info) { p.Cwd = cwd })
}

// TestTextOpsEveryday: the everyday wordings of a sort key, an order
// and a column, in a tree of its own: "by weight, heaviest first", "by
// the pet name".
func TestTextOpsEveryday(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for name, body := range map[string]string{
		"visits.tsv":  "date\tpet\tvet\tweight\n2026-03-02\tBiscuit\tDr Ames\t23\n2026-03-04\tCleo\tDr Chen\t4\n",
		"animals.csv": "id,name,owner,weight\nP1,Rex,Okafor,30\nP2,Tib,Lund,4\n",
	} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		{"sort animals.csv by weight, heaviest first", "(head -n 1 animals.csv && tail -n +2 animals.csv | sort -t , -k 4,4rn)"},
		{"sort visits.tsv by weight with the heaviest first", "(head -n 1 visits.tsv && tail -n +2 visits.tsv | sort -t $'\\t' -k 4,4rn)"},
		{"sort animals.csv by weight, lightest first", "(head -n 1 animals.csv && tail -n +2 animals.csv | sort -t , -k 4,4n)"},
		{"sort animals.csv, heaviest first", ""}, // heaviest of which column?
		{"sort visits.tsv by the pet name", "(head -n 1 visits.tsv && tail -n +2 visits.tsv | sort -t $'\\t' -k 2,2)"},
		{"sort visits.tsv by pet name, please", "(head -n 1 visits.tsv && tail -n +2 visits.tsv | sort -t $'\\t' -k 2,2)"},
		{"sort visits.tsv by the vet name", "(head -n 1 visits.tsv && tail -n +2 visits.tsv | sort -t $'\\t' -k 3,3)"},
		{"sort animals.csv by the owner name", ""}, // "name" is a column too
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}
