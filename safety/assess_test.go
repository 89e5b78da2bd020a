package safety

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

type tcase struct {
	line  int
	want  Level
	input string
}

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

// TestMetamorphic: a dangerous line in any disguise scores at least as
// high; a safe line mentioned inside echo, grep or a comment stays low.
func TestMetamorphic(t *testing.T) {
	for _, c := range loadCases(t) {
		if strings.ContainsAny(c.input, "\n\x1b'\"\\") || c.input == "" {
			continue
		}
		base := Assess(c.input)
		if base.Level >= High && base.Level == c.want {
			fields := strings.Fields(c.input)
			rewrites := []string{
				"sudo " + c.input, "env " + c.input, "nice -n 5 " + c.input, "timeout 9 " + c.input,
				"command " + c.input, "bash -c '" + c.input + "'", "sh -c '" + c.input + "'",
				"eval '" + c.input + "'", "( " + c.input + " )", "{ " + c.input + "; }",
				"true && " + c.input, "false || " + c.input, "ls; " + c.input, "nohup " + c.input + " &",
			}
			if len(fields) > 0 && !strings.ContainsAny(fields[0], "(){}$=;|&<>") && fields[0] != "cd" {
				rest := strings.TrimPrefix(c.input, fields[0])
				rewrites = append(rewrites, "/bin/"+fields[0]+rest, `\`+fields[0]+rest, "'"+fields[0]+"'"+rest, fields[0]+"''"+rest)
			}
			for _, rw := range rewrites {
				if _, err := syntax.NewParser().Parse(strings.NewReader(rw), ""); err != nil {
					continue // not a disguise, just broken shell
				}
				if got := Assess(rw); got.Level < base.Level {
					t.Errorf("%q is %s but %q is only %s", c.input, base.Level, rw, got.Level)
				}
			}
		}
		if c.want == Safe && base.Level == Safe {
			for _, rw := range []string{"echo '" + c.input + "'", "grep -F '" + c.input + "' f", "printf '%s\\n' '" + c.input + "'", "ls # " + c.input} {
				if got := Assess(rw); got.Level > Moderate {
					t.Errorf("%q is %s", rw, got.Level)
				}
			}
		}
	}
}

func TestParseErrorIsNeverSafe(t *testing.T) {
	for _, in := range []string{"'", "$(", "if then fi", "rm -rf /'", "a | | b"} {
		if r := Assess(in); r.Level < High {
			t.Errorf("%q is %s", in, r.Level)
		}
	}
}

func TestLongAndDeep(t *testing.T) {
	if r := Assess(strings.Repeat("echo hi; ", 2000)); r.Level != High {
		t.Errorf("a 18 KB line is %s", r.Level)
	}
	deep := "rm -rf /"
	for i := 0; i < 10; i++ {
		deep = "bash -c " + strconv.Quote(deep)
	}
	if r := Assess(deep); r.Level < High {
		t.Errorf("deep nesting is %s", r.Level)
	}
}

func FuzzAssess(f *testing.F) {
	for _, c := range loadCases(f) {
		f.Add(c.input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := AssessWith(s, Options{Home: "/home/u", Cwd: "/home/u/p"})
		if r.Level < Safe || r.Level > Critical {
			t.Fatalf("level %d", r.Level)
		}
		if r.Level > Safe && len(r.Reasons) == 0 {
			t.Fatalf("%q: %s without a reason", s, r.Level)
		}
	})
}

func BenchmarkAssess(b *testing.B) {
	cases := loadCases(b)
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			Assess(c.input)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cases)), "ns/cmd")
}
