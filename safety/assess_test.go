package safety

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

type tcase struct {
	line  int
	want  Level
	input string
}

// assess judges cmdline with no knowledge of where it runs.
func assess(cmdline string) Risk { return AssessWith(cmdline, Options{}) }

var codepoint = regexp.MustCompile(`\{U\+([0-9A-Fa-f]{4,6})\}`)

// loadCases reads testdata/cases.tsv: LEVEL<TAB>COMMAND per line.
func loadCases(t testing.TB) []tcase {
	f, err := os.Open("testdata/cases.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tcase
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" && !strings.Contains(line, "\t") {
			continue
		}
		lvl, cmd, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("cases.tsv:%d: no tab", n)
		}
		cmd = strings.ReplaceAll(cmd, "{NL}", "\n")
		cmd = strings.ReplaceAll(cmd, "{ESC}", "\x1b")
		cmd = codepoint.ReplaceAllStringFunc(cmd, func(m string) string {
			v, _ := strconv.ParseInt(codepoint.FindStringSubmatch(m)[1], 16, 32)
			return string(rune(v))
		})
		var want Level
		switch lvl {
		case "safe":
			want = Safe
		case "moderate":
			want = Moderate
		case "high":
			want = High
		case "critical":
			want = Critical
		default:
			t.Fatalf("cases.tsv:%d: unknown level %q", n, lvl)
		}
		out = append(out, tcase{n, want, cmd})
	}
	return out
}

func TestCases(t *testing.T) {
	cases := loadCases(t)
	if len(cases) < 200 {
		t.Fatalf("only %d cases", len(cases))
	}
	// The confusion matrix: rows are the expected level, columns the
	// verdict. Counts, not timings.
	var matrix [4][4]int
	for _, c := range cases {
		got := AssessWith(c.input, Options{Home: "/home/ada", Cwd: "/home/ada/project"})
		matrix[c.want][got.Level]++
		if got.Level != c.want {
			t.Errorf("cases.tsv:%d: %q is %s (%s), want %s", c.line, c.input, got.Level, strings.Join(got.Reasons, "; "), c.want)
		}
		if got.Level > Safe && len(got.Reasons) == 0 {
			t.Errorf("cases.tsv:%d: %q is %s with no reason", c.line, c.input, got.Level)
		}
		for _, r := range got.Reasons {
			if strings.Contains(r, "\n") {
				t.Errorf("cases.tsv:%d: reason spans lines: %q", c.line, r)
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s %6s %8s %6s %8s\n", "want\\got", "safe", "moderate", "high", "critical")
	for i, row := range matrix {
		fmt.Fprintf(&b, "%-9s %6d %8d %6d %8d\n", Level(i), row[0], row[1], row[2], row[3])
	}
	t.Logf("confusion matrix over %d cases:\n%s", len(cases), b.String())
	if below := matrix[Critical][0] + matrix[Critical][1] + matrix[Critical][2]; below > 0 {
		t.Errorf("%d critical cases rated below critical", below)
	}
}

// TestMentionsStayLow: a safe line mentioned inside echo, grep or a
// comment stays low.
func TestMentionsStayLow(t *testing.T) {
	for _, c := range loadCases(t) {
		if strings.ContainsAny(c.input, "\n\x1b'\"\\") || c.input == "" {
			continue
		}
		if c.want == Safe && assess(c.input).Level == Safe {
			for _, rw := range []string{"echo '" + c.input + "'", "grep -F '" + c.input + "' f", "printf '%s\\n' '" + c.input + "'", "ls # " + c.input} {
				if got := assess(rw); got.Level > Moderate {
					t.Errorf("%q is %s", rw, got.Level)
				}
			}
		}
	}
}

func TestParseErrorIsNeverSafe(t *testing.T) {
	for _, in := range []string{"'", "$(", "if then fi", "rm -rf /'", "a | | b"} {
		if r := assess(in); r.Level < High {
			t.Errorf("%q is %s", in, r.Level)
		}
	}
}

func TestLongAndDeep(t *testing.T) {
	if r := assess(strings.Repeat("echo hi; ", 2000)); r.Level != High {
		t.Errorf("a 18 KB line is %s", r.Level)
	}
	deep := "rm -rf /"
	for i := 0; i < 10; i++ {
		deep = "bash -c " + strconv.Quote(deep)
	}
	if r := assess(deep); r.Level < High {
		t.Errorf("deep nesting is %s", r.Level)
	}
}

func FuzzAssess(f *testing.F) {
	for _, c := range loadCases(f) {
		f.Add(c.input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, shell := range []string{"bash", "zsh", "sh"} {
			fuzzOne(t, s, shell)
		}
	})
}

// fuzzOne fails on a panic or an internal error: AssessWith recovers
// from panics for the user's sake, and the fuzzer must still see them.
func fuzzOne(t *testing.T, s, shell string) {
	r := AssessWith(s, Options{Shell: shell, Home: "/home/u", Cwd: "/home/u/p"})
	for _, why := range r.Reasons {
		if strings.Contains(why, "internal error") {
			t.Fatalf("%q (%s): %s", s, shell, why)
		}
	}
	if r.Level < Safe || r.Level > Critical {
		t.Fatalf("level %d", r.Level)
	}
	{
		if r.Level > Safe && len(r.Reasons) == 0 {
			t.Fatalf("%q: %s without a reason", s, r.Level)
		}
		if r.Unjudged && r.Level < High {
			t.Fatalf("%q: cannot be judged but only %s", s, r.Level)
		}
	}
}

func BenchmarkAssess(b *testing.B) {
	cases := loadCases(b)
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			assess(c.input)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cases)), "ns/cmd")
}

// TestWriteReasonSaysNoMoreThanTheSyntax: the judge reads syntax, not the
// disk, so a write's reason must hold whether the file exists or not
// ("replacing what it holds" was shown for a file about to be created).
func TestWriteReasonSaysNoMoreThanTheSyntax(t *testing.T) {
	r := AssessWith("echo banana > notes2.txt", Options{Shell: "bash", Home: "/home/u", Cwd: "/home/u/p"})
	want := "writes notes2.txt (creating it, or replacing what it holds)"
	if r.Level != Moderate || len(r.Reasons) != 1 || r.Reasons[0] != want {
		t.Errorf("got %s %q, want moderate %q", r.Level, r.Reasons, want)
	}
}
