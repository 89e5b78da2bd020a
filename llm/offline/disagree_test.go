package offline

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFallbackDisagreesWithGrammar: when the grammar reads the request but
// for a few words that carry nothing a command could use ("my teacher
// insists"), and the catalogue answers with the same program set otherwise
// (chmod a+r where the grammar read a=r), there is no answer: two readers
// that disagree on what the command does settle nothing. When the words
// the grammar left are ones the catalogue's task reads ("the lines
// around it", "nobody has modified"), the catalogue's answer stands.
// Words left beside a task that does not read the file carry meaning;
// a request with a word that turns it round gets no catalogue answer
// whose task says none.
func TestFallbackDisagreesWithGrammar(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for name, body := range map[string]string{"report-final.txt": "draft\n", "app.log": "ok\nERROR x\nok\n"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		// "my teacher insists" is now read as who said it (dropSituation)
		{"my teacher insists everyone be able to read report-final.txt but nobody should be able to change it anymore", "chmod a=r report-final.txt"},
		// a request turned round ("not", "nobody", "without") gets no
		// answer from a task that says no such word
		{"as per syllabus everyone be able to read report-final.txt but nobody should be able to change it anymore", ""},
		// words beside a task that does not read the file are not names
		// for its lines: no chmod a+w for a note to write
		{"write a thank you note to everyone in report-final.txt", ""},
		{"write a nice thank you note to everyone in report-final.txt like a warm one", ""},
		{"let everyone write to report-final.txt", "chmod a+w report-final.txt"},
		{"attrib report-final.txt so only I can read and write it, nobody else gets anything", "chmod 600 report-final.txt"},
		// lines picked by what they hold: not the blank ones
		{"delete the lines with digits in report-final.txt", ""},
		{"delete the lines with foo in report-final.txt", ""},
		{"remove the empty lines in report-final.txt", "sed -i '/^[[:space:]]*$/d' report-final.txt"},
		// Windows' attrib +r means read-only, not chmod +r
		{"attrib +r report-final.txt", "chmod a-w report-final.txt"},
		// "my teacher wants" is now read as who asks (dropPreamble): the
		// grammar reads the rest whole
		{"my teacher wants everyone to be able to read report-final.txt but nobody should be able to change it anymore", "chmod a=r report-final.txt"},
		{"make report-final.txt readable by everyone", "chmod a+r report-final.txt"},
		{`show "ERROR" with the lines around it`, "grep -rn -C 2 -- ERROR ."},
		{"files nobody has modified for over a week", "find . -type f -mtime +7"},
	} {
		got := ask(t, c.req, p, 0).Cmd
		if got != c.want {
			t.Errorf("%q → %q, want %q", c.req, got, c.want)
		}
	}
}
