package safety

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func tree(t *testing.T) string {
	dir := t.TempDir()
	for name, size := range map[string]int{"a.log": 100, "b.log": 200, "keep.txt": 50, "build/x.o": 1000, "build/sub/y.o": 2000, "old/z.txt": 10} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, make([]byte, size), 0o644)
	}
	return dir
}

func TestPreview(t *testing.T) {
	dir := tree(t)
	cases := []struct {
		cmd     string
		verb    string
		count   int
		bytes   int64
		partial bool
	}{
		{"rm *.log", "delete", 2, 300, false},
		{"rm -rf build", "delete", 4, 3000, false},
		{"sudo rm -f a.log", "delete", 1, 100, false},
		{"find . -name '*.log' -delete", "delete", 2, 300, false},
		{"find . -type f -delete", "delete", 6, 3360, false},
		{"find . -name '*.o' -mtime +3 -delete", "delete", 2, 3000, true},
		{"echo x > keep.txt", "overwrite", 1, 50, false},
		{"mv a.log keep.txt", "change", 2, 150, false},
		{"cp b.log keep.txt", "overwrite", 1, 50, false},
		{"truncate -s 0 a.log", "overwrite", 1, 100, false},
		{"rm -rf $X/*", "delete", 0, 0, true},
	}
	for _, c := range cases {
		im := Preview(c.cmd, dir, "/home/none")
		if im == nil {
			t.Errorf("%q: no impact", c.cmd)
			continue
		}
		if im.Verb != c.verb || im.Count != c.count || im.Bytes != c.bytes || im.Partial != c.partial {
			t.Errorf("%q: %+v, want %s %d %d partial=%t", c.cmd, im, c.verb, c.count, c.bytes, c.partial)
		}
	}
	for _, cmd := range []string{"ls -la", "echo hi > new.txt", "rm missing.txt", "cat a.log", "rm $(", "echo x > /dev/null"} {
		if im := Preview(cmd, dir, "/home/none"); im != nil && im.Count > 0 {
			t.Errorf("%q: %+v", cmd, im)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "a.log")); err != nil {
		t.Fatal("the preview changed the tree")
	}
	s := Preview("rm *.log", dir, "").Summary()
	if !strings.Contains(s, "delete 2 entries (300 B): a.log, b.log") {
		t.Errorf("summary %q", s)
	}
}
