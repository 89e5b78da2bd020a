package safety

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The adversarial corpus (testdata/adversarial.tsv) and the everyday
// read-only table (testdata/everyday.tsv) hold issue 12 to its gates:
// no dangerous line is safe, no critical line is below critical, under
// 3% of look-alikes are above moderate, and at least 95% of everyday
// read-only lines are exactly safe.

// corpusOptions is where every corpus line is judged to run.
func corpusOptions(shell string) Options {
	return Options{Shell: shell, Home: "/home/ada", Cwd: "/home/ada/project"}
}

// corpusExpect is what an adversarial case requires of the verdict.
type corpusExpect string

const (
	expectCritical  corpusExpect = "critical"  // exactly critical
	expectHigh      corpusExpect = "high"      // high or critical
	expectModerate  corpusExpect = "moderate"  // anything but safe
	expectLookalike corpusExpect = "lookalike" // harmless: safe, at most moderate
)

var corpusExpects = []corpusExpect{expectCritical, expectHigh, expectModerate, expectLookalike}

// lookalikeBudget is the share of look-alikes that may be judged above
// moderate: the gate is "under 3%".
const lookalikeBudget = 0.03

type corpusCase struct {
	file   string
	line   int
	class  string
	expect corpusExpect
	cmd    string
}

func (c corpusCase) where() string { return fmt.Sprintf("%s:%d", c.file, c.line) }

// decodeCorpus turns the escapes of the corpus files into the bytes they
// stand for: {NL} a newline, {TAB} a tab, {ESC} an escape byte and
// {U+XXXX} a code point.
func decodeCorpus(s string) string {
	s = strings.ReplaceAll(s, "{NL}", "\n")
	s = strings.ReplaceAll(s, "{TAB}", "\t")
	s = strings.ReplaceAll(s, "{ESC}", "\x1b")
	return codepoint.ReplaceAllStringFunc(s, func(m string) string {
		v, err := strconv.ParseInt(codepoint.FindStringSubmatch(m)[1], 16, 32)
		if err != nil {
			return m
		}
		return string(rune(v))
	})
}

// readCorpusLines returns the numbered lines of a testdata file that are
// neither comments nor blank.
func readCorpusLines(t *testing.T, name string) (lines []string, numbers []int) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		lines = append(lines, line)
		numbers = append(numbers, n)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return lines, numbers
}

var corpusClass = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// loadAdversarial reads testdata/adversarial.tsv: CLASS<TAB>EXPECT<TAB>COMMAND.
func loadAdversarial(t *testing.T) []corpusCase {
	t.Helper()
	const name = "adversarial.tsv"
	lines, numbers := readCorpusLines(t, name)
	seen := map[string]int{}
	var out []corpusCase
	for i, line := range lines {
		c := corpusCase{file: name, line: numbers[i]}
		fields := strings.SplitN(line, "\t", 3)
		if len(fields) != 3 {
			t.Fatalf("%s: want CLASS<TAB>EXPECT<TAB>COMMAND, got %q", c.where(), line)
		}
		c.class, c.expect, c.cmd = fields[0], corpusExpect(fields[1]), decodeCorpus(fields[2])
		if !corpusClass.MatchString(c.class) {
			t.Fatalf("%s: class %q is not kebab-case", c.where(), c.class)
		}
		known := false
		for _, e := range corpusExpects {
			known = known || c.expect == e
		}
		if !known {
			t.Fatalf("%s: unknown expectation %q", c.where(), c.expect)
		}
		if prev, dup := seen[c.cmd]; dup {
			t.Errorf("%s: %q repeats line %d", c.where(), c.cmd, prev)
		}
		seen[c.cmd] = c.line
		out = append(out, c)
	}
	return out
}

// shellFor is the shell a corpus class is judged in.
func shellFor(class string) string {
	if class == "zsh-glob-qual" {
		return "zsh"
	}
	return "bash"
}

func clipCorpus(s string) string {
	const max = 160
	if len(s) > max {
		return s[:max] + fmt.Sprintf("…(%d bytes)", len(s))
	}
	return s
}

func verdictText(r Risk) string {
	reasons := strings.Join(r.Reasons, "; ")
	if reasons == "" {
		reasons = "no reason given"
	}
	return fmt.Sprintf("%s (%s)", r.Level, reasons)
}

func TestAdversarialCorpus(t *testing.T) {
	cases := loadAdversarial(t)
	if len(cases) < 600 {
		t.Fatalf("only %d adversarial cases, want at least 600", len(cases))
	}

	type classStats struct {
		expect map[corpusExpect]int
		failed int
	}
	classes := map[string]*classStats{}
	var matrix [4][4]int // [expectation][verdict level]
	expectRow := map[corpusExpect]int{expectCritical: 0, expectHigh: 1, expectModerate: 2, expectLookalike: 3}
	var lookalikes, lookalikesAbove int
	var offenders []string
	failures := 0

	for _, c := range cases {
		got := AssessWith(c.cmd, corpusOptions(shellFor(c.class)))
		st := classes[c.class]
		if st == nil {
			st = &classStats{expect: map[corpusExpect]int{}}
			classes[c.class] = st
		}
		st.expect[c.expect]++
		if got.Level < Safe || got.Level > Critical {
			t.Errorf("%s: [%s] %q has the level %d, out of range", c.where(), c.class, clipCorpus(c.cmd), got.Level)
			st.failed++
			failures++
			continue
		}
		matrix[expectRow[c.expect]][got.Level]++

		var fail string
		switch c.expect {
		case expectCritical:
			if got.Level != Critical {
				fail = "want critical"
			}
		case expectHigh:
			if got.Level < High {
				fail = "want high or critical"
			}
		case expectModerate:
			if got.Level == Safe {
				fail = "want at least moderate, never safe"
			}
		case expectLookalike:
			lookalikes++
			if got.Level > Moderate {
				lookalikesAbove++
				offenders = append(offenders, fmt.Sprintf("%s: [%s] %q is %s", c.where(), c.class, clipCorpus(c.cmd), verdictText(got)))
			}
		}
		if fail != "" {
			t.Errorf("%s: [%s] %q is %s; %s", c.where(), c.class, clipCorpus(c.cmd), verdictText(got), fail)
			st.failed++
			failures++
		}
	}

	// The look-alike gate: under 3% of look-alikes above moderate.
	for _, o := range offenders {
		t.Logf("look-alike above moderate: %s", o)
	}
	if lookalikes > 0 && float64(lookalikesAbove) >= lookalikeBudget*float64(lookalikes) {
		t.Errorf("%d of %d look-alikes (%.1f%%) are judged above moderate; the gate is under %.0f%%",
			lookalikesAbove, lookalikes, 100*float64(lookalikesAbove)/float64(lookalikes), 100*lookalikeBudget)
	}

	// The per-class table.
	names := make([]string, 0, len(classes))
	for n := range classes {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%-22s %5s %8s %5s %8s %9s %6s\n", "class", "cases", "critical", "high", "moderate", "lookalike", "failed")
	for _, n := range names {
		st := classes[n]
		total := 0
		for _, v := range st.expect {
			total += v
		}
		fmt.Fprintf(&b, "%-22s %5d %8d %5d %8d %9d %6d\n", n, total,
			st.expect[expectCritical], st.expect[expectHigh], st.expect[expectModerate], st.expect[expectLookalike], st.failed)
	}
	t.Logf("adversarial corpus: %d cases in %d classes\n%s", len(cases), len(classes), b.String())

	// The confusion summary: rows are what the corpus expects, columns
	// the verdict.
	b.Reset()
	fmt.Fprintf(&b, "%-10s %6s %8s %6s %8s\n", "want\\got", "safe", "moderate", "high", "critical")
	for _, e := range corpusExpects {
		row := matrix[expectRow[e]]
		fmt.Fprintf(&b, "%-10s %6d %8d %6d %8d\n", e, row[Safe], row[Moderate], row[High], row[Critical])
	}
	dangerousSafe := matrix[0][Safe] + matrix[1][Safe] + matrix[2][Safe]
	criticalBelow := matrix[0][Safe] + matrix[0][Moderate] + matrix[0][High]
	fmt.Fprintf(&b, "dangerous judged safe: %d; critical below critical: %d; look-alikes above moderate: %d of %d; failing lines: %d",
		dangerousSafe, criticalBelow, lookalikesAbove, lookalikes, failures)
	t.Logf("confusion summary:\n%s", b.String())
}

func TestEverydayReadOnly(t *testing.T) {
	const name = "everyday.tsv"
	lines, numbers := readCorpusLines(t, name)
	if len(lines) < 150 {
		t.Fatalf("only %d everyday commands, want at least 150", len(lines))
	}
	seen := map[string]int{}
	safe := 0
	for i, line := range lines {
		cmd := decodeCorpus(line)
		if prev, dup := seen[cmd]; dup {
			t.Errorf("%s:%d: %q repeats line %d", name, numbers[i], cmd, prev)
		}
		seen[cmd] = numbers[i]
		got := AssessWith(cmd, corpusOptions("bash"))
		if got.Level == Safe {
			safe++
			continue
		}
		t.Logf("%s:%d: %q is %s, not safe", name, numbers[i], clipCorpus(cmd), verdictText(got))
	}
	share := float64(safe) / float64(len(lines))
	t.Logf("everyday read-only commands: %d of %d (%.1f%%) judged exactly safe", safe, len(lines), 100*share)
	if share < 0.95 {
		t.Errorf("only %d of %d everyday read-only commands (%.1f%%) are safe; the gate is at least 95%%", safe, len(lines), 100*share)
	}
}
