package safety

import (
	"os"
	"path/filepath"
	"testing"
)

// Targets are judged as the kernel sees them: a symbolic link to home,
// a working directory spelled with //, /. or .., a trailing slash.
func TestTargetsAsTheKernelSeesThem(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home", "ada")
	if err := os.MkdirAll(filepath.Join(home, "proj"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "link")
	if err := os.Symlink(home, link); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		line, cwd string
		want      Level
	}{
		{"rm -rf *", link, Critical},
		{"find . -delete", link, Critical},
		{"rm -rf *", home + "/proj/..", Critical},
		{"rm -rf *", home + "//", Critical},
		{"rm -rf *", home + "/.", Critical},
		{"rm -rf " + link + "/", root, Critical},
		{"rm -rf " + link + "/*", root, Critical},
		{"rm " + link, root, Moderate}, // the link alone goes
		{"rm -rf proj", home, Moderate},
		{"rm -rf *", "/.", Critical},
		{"rm -rf *", "//", Critical},
		{"rm -rf *", "/tmp/..", Critical},
		{"rm -rf *", "/proc/self/root", Critical},
		{"cd " + link + " && rm -rf .", root, Critical},
		{"env -C " + link + " rm -rf .", root, Critical},
		{"git -C " + link + " clean -fdx", root, High},
	}
	for _, c := range cases {
		got := AssessWith(c.line, Options{Shell: "bash", Home: home, Cwd: c.cwd})
		if got.Level != c.want {
			t.Errorf("%q in %s: %s (%v), want %s", c.line, c.cwd, got.Level, got.Reasons, c.want)
		}
	}
}

func TestZshGlobQualifiersRunCode(t *testing.T) {
	o := Options{Shell: "zsh", Home: "/home/ada", Cwd: "/home/ada/p"}
	if got := AssessWith(`ls *(e:'rm -rf ~':)`, o); got.Level != Critical {
		t.Errorf("zsh e qualifier: %s %v", got.Level, got.Reasons)
	}
	if got := AssessWith(`ls *(+myfunc)`, o); got.Level < High {
		t.Errorf("zsh + qualifier: %s %v", got.Level, got.Reasons)
	}
	if got := AssessWith(`ls *(.om[1,3])`, o); got.Level != Safe {
		t.Errorf("zsh plain qualifier: %s %v", got.Level, got.Reasons)
	}
}
