package sets

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestEveryTestRun fails when a TestXxx function of this package is run
// by neither test package below it (older, later) or by both: a set's
// test that nobody calls would pass by never running.
func TestEveryTestRun(t *testing.T) {
	defined := regexp.MustCompile(`(?m)^func (Test\w+)\(t \*testing\.T\)`)
	called := regexp.MustCompile(`sets\.(Test\w+)\(t\)`)
	runs := map[string]int{}
	for _, dir := range []string{"older", "later"} {
		files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no test files in %s (%v)", dir, err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range called.FindAllSubmatch(b, -1) {
				runs[string(m[1])]++
			}
		}
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if filepath.Ext(f) != ".go" || len(f) > 8 && f[len(f)-8:] == "_test.go" {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range defined.FindAllSubmatch(b, -1) {
			n++
			name := string(m[1])
			if runs[name] != 1 {
				t.Errorf("%s (%s) is run by %d of the test packages older and later, not 1", name, f, runs[name])
			}
			delete(runs, name)
		}
	}
	for name := range runs {
		t.Errorf("sets.%s is called but not defined here", name)
	}
	if n < 70 {
		t.Errorf("found %d tests in package sets; expected the sets' 70 or more", n)
	}
}
