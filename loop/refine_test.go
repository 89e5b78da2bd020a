package loop

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestExtractCommandsFromSyntaxTree(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"ps aux --sort=-%cpu | head -n 6", []string{"ps", "head"}},
		{"ps aux | sort -nrk 3,3 | head -5", []string{"ps", "sort", "head"}},
		{"cd /tmp && ls -la; echo done", []string{"ls", "echo"}},
		{"echo 'a | b' | grep '|'", []string{"echo", "grep"}},
		{"sudo -u root ss -tlnp", []string{"sudo", "ss"}},
		{"find . -name '*.log' -exec gzip {} \\;", []string{"find", "gzip"}},
		{"find . -type f -print0 | xargs -0 -I {} wc -l {}", []string{"find", "xargs", "wc"}},
		{"du -sh $(ls -d */) | sort -h", []string{"du", "ls", "sort"}},
		{"(cd src && make) > log 2>&1", []string{"make"}},
		{"for f in *.txt; do wc -l \"$f\"; done", []string{"wc"}},
		{"env LC_ALL=C sort file", []string{"env", "sort"}},
		{"timeout -s KILL 5 curl -s example.com", []string{"timeout", "curl"}},
		{"/usr/bin/ls -l", []string{"ls"}},
		{"nice -n 10 tar czf a.tgz dir", []string{"nice", "tar"}},
	}
	for _, c := range cases {
		got := ExtractCommands(c.in)
		if !slices.Equal(got, c.want) {
			t.Errorf("ExtractCommands(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestStages(t *testing.T) {
	for in, want := range map[string]int{
		"ls":                      1,
		"ps aux | head":           2,
		"ps aux | sort | head":    3,
		"a | b; c | d | e | f":    4,
		"a && b | c":              2,
		"echo $(a | b | c | d)":   4,
		"cat x |& grep y | wc -l": 3,
	} {
		if got := Analyze(in).Stages; got != want {
			t.Errorf("Stages(%q) = %d, want %d", in, got, want)
		}
	}
}

// confident is a reply no trigger but the one under test should fire on.
func confident(cmd string) Reply {
	return Reply{Cmd: cmd, Confidence: 0.95, HasConfidence: true, Status: Finish}
}

func allInstalled(string) bool { return true }

func TestRefineTriggers(t *testing.T) {
	help := map[string]string{
		"ls":   "Usage: ls [OPTION]... [FILE]...\n  -a, --all   do not ignore entries\n  -A, --almost-all\n  -l          use a long listing format\n  -h, --human-readable",
		"head": "Usage: head [OPTION]... [FILE]...\n  -n, --lines=[-]NUM",
		"grep": "Usage: grep [OPTION]... PATTERNS [FILE]...\n  -i, --ignore-case\n  -r, --recursive",
		"cat":  "usage: cat [-belnstuv] [file ...]",
	}
	facts := func() RefineFacts {
		return RefineFacts{
			Installed: func(n string) bool { return n != "exa" },
			HelpText:  func(n string) (string, bool) { s, ok := help[n]; return s, ok },
			Budget:    5 * time.Second,
		}
	}
	cases := []struct {
		name   string
		reply  Reply
		mutate func(*RefineFacts)
		refine bool
		reason string
	}{
		{"confident simple", confident("ls -la"), nil, false, ""},
		{"low confidence", Reply{Cmd: "ls", Confidence: 0.5, HasConfidence: true, Status: Finish}, nil, true, "confidence 0.50"},
		{"platform-sensitive ps", confident("ps aux"), nil, true, "platform-sensitive: ps"},
		{"platform-sensitive sed", confident("sed -i 's/a/b/' f"), nil, true, "platform-sensitive: sed"},
		{"find -exec is POSIX", confident("find . -name x -exec rm {} +"), nil, false, ""},
		{"find -printf unverifiable", confident("find . -name x -printf '%s'"), nil, true, "cannot verify find -printf"},
		{"plain find is portable", confident("find . -name x"), nil, false, ""},
		{"verified pipeline", confident("cat f | grep -i x | head -n 3"), nil, false, ""},
		{"long option with =", confident("grep --ignore-case=x f"), nil, false, ""},
		{"abbreviated long option", confident("ls --human f"), nil, false, ""},
		{"ambiguous abbreviation", confident("ls --a f"), func(f *RefineFacts) {}, true, "ls --a is ambiguous here (--all, --almost-all)"},
		{"value after a short flag", confident("head -n5 f"), nil, false, ""},
		{"refine = always", confident("ls -la"), func(f *RefineFacts) { f.Mode = ModeAlways }, true, "refine = always"},
		{"refine = never", confident("exa -l"), func(f *RefineFacts) { f.Mode = ModeNever }, false, "exa is not installed"},
		{"two stages are fine", confident("cat f | head -n 3"), nil, false, ""},
		{"not installed", confident("exa -l"), nil, true, "exa is not installed here"},
		{"unknown flag", confident("ls --colour-scheme=x"), nil, true, "ls --colour-scheme is not in the help of ls"},
		{"cluster with unknown letter", confident("ls -lZ"), nil, true, "ls -Z is not in the help of ls"},
		{"bsd bracket cluster", confident("cat -n f"), nil, false, ""},
		{"numeric flag ignored", confident("head -5 f"), nil, false, ""},
		{"subcommand tools unchecked", confident("git log --oneline -n 5"), nil, false, ""},
		{"no help, no flag check", confident("uptime -p"), nil, false, ""},
		{"does not parse", confident("ls 'unclosed"), nil, true, "does not parse"},
		{"no-refine", confident("ps aux"), func(f *RefineFacts) { f.NoRefine = true }, false, "platform-sensitive"},
		{"offline", confident("ps aux"), func(f *RefineFacts) { f.Offline = true }, false, "platform-sensitive"},
		{"half budget spent", confident("ps aux"), func(f *RefineFacts) { f.Elapsed = 3 * time.Second }, false, "platform-sensitive"},
		{"under half budget", confident("ps aux"), func(f *RefineFacts) { f.Elapsed = 2 * time.Second }, true, "platform-sensitive"},
		{"fail never refines", Reply{Status: Fail}, nil, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := facts()
			if c.mutate != nil {
				c.mutate(&f)
			}
			d := DecideRefine(c.reply, Analyze(c.reply.Cmd), f)
			if d.Refine != c.refine {
				t.Fatalf("Refine = %t, want %t (reasons %q, skipped %q)", d.Refine, c.refine, d.Reasons, d.Skipped)
			}
			joined := strings.Join(d.Reasons, "; ")
			if c.reason == "" && !c.refine && len(d.Reasons) > 0 && d.Skipped == "" {
				t.Fatalf("unexpected reasons %q", joined)
			}
			if c.reason != "" && !strings.Contains(joined, c.reason) {
				t.Fatalf("reasons %q lack %q", joined, c.reason)
			}
			if c.mutate != nil && !c.refine && d.Skipped == "" {
				t.Fatalf("a skipped refinement must say why")
			}
		})
	}
}

func TestFlagKnown(t *testing.T) {
	text := "  -a, --all\n  -l   long\n  --sort=WORD\n  -name PATTERN\nusage: x [-AbC]"
	for flag, want := range map[string]bool{
		"-a": true, "--all": true, "-l": true, "-la": true, "--sort": true, "-name": true,
		"-A": true, "-bC": true, "-z": false, "--al": false, "--sor": false, "-lz": false,
	} {
		if got := flagKnown(text, flag); got != want {
			t.Errorf("flagKnown(%q) = %t, want %t", flag, got, want)
		}
	}
}
