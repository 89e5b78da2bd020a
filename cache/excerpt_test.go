package cache

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The refine for "sorted by memory" gets ps's --sort, k and %mem lines
// (from `ps --help all` and the man page's OPTIONS and STANDARD FORMAT
// SPECIFIERS), not the short usage, within the cap.
func TestExcerptQuotesFlagsUsedAndRequestWords(t *testing.T) {
	man, _ := renderMan(readTestdata(t, "ps.1"))
	help := readTestdata(t, "ps-help-all.txt")
	idx := OptionIndex(FlagsLimit, help, man)
	if len(idx) > FlagsLimit {
		t.Fatalf("index is %d bytes", len(idx))
	}
	got := Excerpt(ExcerptInput{
		Name: "ps", Version: "ps from procps-ng 4.0.2", Help: CutHelp(help, HelpLimit), Man: ManSummary(man), Index: idx,
		Flags: []string{"a", "u", "x", "--sort"},
		Words: strings.Fields("show the processes sorted by memory"),
	}, 1500)
	t.Logf("index %d bytes; excerpt (%d bytes):\n%s", len(idx), len(got), got)
	if len(got) > 1500 {
		t.Fatalf("excerpt is %d bytes", len(got))
	}
	for _, want := range []string{"### ps (ps from procps-ng 4.0.2)", "ps [options]", "--sort", "\nk ", "%mem"} {
		if !strings.Contains(got, want) {
			t.Errorf("excerpt lacks %q", want)
		}
	}
}

func TestOptionIndexEntries(t *testing.T) {
	help := "Usage: df [OPTION]... [FILE]...\n  -h, --human-readable  print sizes in powers of 1024\n  -T, --print-type      print file system type\n      --total           elide all entries\n                          insignificant to available space\n"
	idx := OptionIndex(FlagsLimit, help)
	for _, want := range []string{"-h, --human-readable  print sizes in powers of 1024", "--total  elide all entries insignificant to available space", "words: "} {
		if !strings.Contains(idx, want) {
			t.Errorf("index lacks %q:\n%s", want, idx)
		}
	}
}

// Text in any script is cut between characters, never inside one: the
// version line and an option's entry.
func TestCutsKeepUTF8(t *testing.T) {
	long := "v" + strings.Repeat("é", 300) // a cut at 200 bytes falls inside an é
	if v := firstLine(long); !utf8.ValidString(v) || len(v) > 200 {
		t.Errorf("firstLine cut to %d bytes, valid %v", len(v), utf8.ValidString(v))
	}
	help := "Options:\n  -x, --extra   " + strings.Repeat("ü", 150) + "\n"
	idx := OptionIndex(80, help)
	if !utf8.ValidString(idx) {
		t.Errorf("OptionIndex = %q is not valid UTF-8", idx)
	}
	for _, e := range optionEntries(help) {
		if !utf8.ValidString(e) || len(e) > indexEntryLimit+len("…") {
			t.Errorf("entry %q: invalid UTF-8 or too long", e)
		}
	}
}
