package offline

import (
	"os"
	"path/filepath"
	"testing"
)

// TestBasicsFilesDev holds everyday requests about files and the system
// that were answered wrong or not at all: each with its GNU command, ""
// to abstain.
func TestBasicsFilesDev(t *testing.T) {
	p := gnu()
	fileOpsTree(t, p)
	for _, d := range []string{"old notes", "archive/inner"} {
		if err := os.MkdirAll(filepath.Join(p.Cwd, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(p.Cwd, "archive/site.tar.gz"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ req, want string }{
		// a folder here whose name has a space, unquoted
		{"delete the old notes folder", "rmdir 'old notes'"},
		{"what is in old notes", "ls -l 'old notes'"},
		// "list my home directory" lists it; "what is my home directory" asks its path
		{"list my home directory", "ls -l ~/"},
		{"what is my home directory", "printenv HOME"},
		// how big the files are: each one's size, not the big ones
		{"how big are the files in photos", "find photos -type f -exec ls -lh {} +"},
		{"how big are the files", "find . -type f -exec ls -lh {} +"},
		{"how big is the biggest file", "find . -type f -exec du -h --apparent-size {} + | sort -rh | head -n 1"},
		{"how big are the txt files in docs", ""},
		// the kind of an archive is not its name
		{"extract the tar.gz in archive", ""},
		{"extract archive/site.tar.gz", "tar -xzf archive/site.tar.gz"},
		// an order said first, the listing it orders
		{"biggest files first", "ls -lhS"},
		{"smallest files first", "ls -lhSr"},
		{"newest files first", "ls -lt"},
		// an archive's size: a file's
		{"what is the size of archive/site.tar.gz", "ls -lh archive/site.tar.gz"},
		{"how big is archive/site.tar.gz", "ls -lh archive/site.tar.gz"},
		// permissions taken from everyone, given to me
		{"remove write permission from todo.txt", "chmod a-w todo.txt"},
		{"give me write access to todo.txt", "chmod u+w todo.txt"},
		{"remove write permission from todo.txt for others", "chmod o-w todo.txt"},
		// "the directory x", "… completely": the folder with what it holds
		{"remove the directory build", "rmdir build"},
		{"delete the logs directory completely", "rm -r logs"},
		{"remove the folder src/lib from src", ""},
		// a filler word and "would you mind …ing"
		{"erm how much space is left on disk", "df -h"},
		{"would you mind deleting todo.txt", "rm todo.txt"},
		{"would you mind listing the files", "ls -l"},
	} {
		if r := ask(t, c.req, p, 0); r.Cmd != c.want {
			t.Errorf("%q: got %q, want %q", c.req, r.Cmd, c.want)
		}
	}
}
