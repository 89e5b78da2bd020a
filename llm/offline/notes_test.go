package offline

import (
	"os"
	"path/filepath"
	"testing"
)

// TestNotesAndTickets: a request written as a note, a ticket or in chat
// ("TODO: …", "User reports x. Request: …", "yo lemme see …", "what's
// the command to …") is answered as the plain request inside it; what
// "it" is comes from the ticket's own sentence. Where the wrapper leaves
// too little to go on, there is no answer.
func TestNotesAndTickets(t *testing.T) {
	p := gnu()
	p.Cwd = t.TempDir()
	for _, d := range []string{"ledgers", "inbox"} {
		if err := os.Mkdir(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{"pumps.log": "a\nb\nc\n", "crew.txt": "b\na\n", "stray.tmp": "x\n"} {
		if err := os.WriteFile(filepath.Join(p.Cwd, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ req, want string }{
		// labels
		{"TODO: first 5 lines of pumps.log", "head -n 5 pumps.log"},
		{"- need: empty file notes-q4.txt", ": > notes-q4.txt"},
		{"- need: empty file notes-q5.txt at top level", ": > notes-q5.txt"},
		{"todo: empty file notes-q5.txt in the top folder", ": > notes-q5.txt"},
		{"- need: empty file inbox/notes-q5.txt at top level", ""},
		{"action item: count the lines in pumps.log", "wc -l pumps.log"},
		{"asap: move crew.txt into ledgers", "mv -i crew.txt ledgers"},
		{"FYI crew.txt needs sorting, just print it sorted", "sort crew.txt"},
		{"pls confirm how many lines are in pumps.log", "wc -l pumps.log"},
		// "TODO" with no colon may be the word to find, not a label
		{"TODO items in pumps.log", "grep TODO pumps.log"},
		// tickets: what "it" is, and the file the request is about
		{"User reports crew.txt is in the wrong place. Request: move it into ledgers.", "mv -i crew.txt ledgers"},
		{"User reports pumps.log is too long to read. Request: show only the last 3 lines.", "tail -n 3 pumps.log"},
		{"User asks for the machine's IP address. Request: show it.", "ip -brief address"},
		{"User reports they need a folder reports/2027/q1 made in one go; please create it, parent folders included.", "mkdir -p reports/2027/q1"},
		{"User wants a zip of the inbox folder. Expected file: inbox.zip.", "zip -r inbox.zip inbox"},
		// "Steps: …" are the request, "Expected: …" what its result
		// should be: a file still there is one to keep, a dotfile shown
		// asks for the hidden ones, "only those" says the request again
		{"Steps: open the project folder, delete stray.tmp. Expected: crew.txt is still there afterwards.", "rm stray.tmp"},
		{"Steps: go to the project folder, delete stray.tmp", "rm stray.tmp"},
		{"Steps: delete stray.tmp. Expected: stray.tmp is still there afterwards.", ""},
		{"Steps: open the inbox folder, delete stray.tmp.", ""},
		{"User can't see dotfiles in inbox. Steps: list inbox. Expected: .env shows up too.", "ls -la inbox"},
		{"Steps: list inbox. Expected: notes.txt shows up too.", ""},
		{"User asks which files in inbox are older than a month. Expected: only those, not the recent ones.", "find inbox -type f -mmin +43200"},
		{"delete stray.tmp. Expected: no errors", ""},
		// the ticket names two things: which is it?
		{"User reports crew.txt and pumps.log are stale. Request: delete it.", ""},
		// questions about the command itself
		{"is there a way to count the words in crew.txt?", "wc -w crew.txt"},
		{"what's the command to show the last 2 lines of pumps.log?", "tail -n 2 pumps.log"},
		{"how would one list the inbox folder?", "ls -l inbox"},
		// chat
		{"yo lemme see the first 2 lines of pumps.log rn", "head -n 2 pumps.log"},
		{"gimme the line count of pumps.log ngl", "wc -l pumps.log"},
		{"sort -rn crew.txt", "sort -rn crew.txt"},
		// ways of saying a word or a number
		{"Have a butcher's at crew.txt for me", "cat crew.txt"},
		{"show the last half a dozen lines of pumps.log", "tail -n 6 pumps.log"},
		{"print a dozen lines of pumps.log", "head -n 12 pumps.log"},
		{"which command tells me my username", "whoami"},
		{"how many observations does pumps.log contain?", "wc -l pumps.log"},
		// "it" with nothing it could be
		{"show it", ""},
		{"print them", ""},
	} {
		if got := ask(t, c.req, p, 0).Cmd; got != c.want {
			t.Errorf("%q: got %q, want %q", c.req, got, c.want)
		}
	}
}
