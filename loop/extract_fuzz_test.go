package loop

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// FuzzExtractCommands: any command line, however broken, gives a list of
// non-empty command names without control characters, the same each time.
func FuzzExtractCommands(f *testing.F) {
	for _, s := range []string{
		"ps aux --sort=-%cpu | head -5",
		`find . -name '*.go' -exec wc -l {} +`,
		`sudo -u www env FOO=1 nice -n 5 timeout 3 ls -la`,
		`for f in *.txt; do wc -l "$f"; done`,
		`echo $(date +%s) && (cd /tmp && du -sh .)`,
		`xargs -0 rm < list`, `if then fi`, `'unterminated`, "a\x00b | c",
		`bash -c "grep -r foo . | sort"`, `watch -n 1 'df -h'`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		done := make(chan []string, 1)
		go func() { done <- ExtractCommands(s) }()
		var names []string
		select {
		case names = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("ExtractCommands(%q) did not return", s)
		}
		for _, n := range names {
			if n == "" {
				t.Fatalf("%q: an empty command name in %q", s, names)
			}
			if strings.ContainsFunc(n, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				t.Fatalf("%q: a control character in %q", s, n)
			}
		}
		if again := ExtractCommands(s); !slices.Equal(names, again) {
			t.Fatalf("%q: %q then %q", s, names, again)
		}
	})
}
