package safety

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// prefixWrappers run the command that follows them; wrapping a simple
// command in any of them must never lower its level.
var prefixWrappers = []string{
	"sudo ", "sudo -u root -- ", "sudo -E ", "sudo -n -H ", "doas ", "doas -u root ", "pkexec ", "pkexec --user root ",
	"runuser -u root -- ", "env ", "env -i ", "env FOO=1 ", "env -u HOME ", "env -- ", "nice ", "nice -n 5 ", "nice -5 ",
	"nice --adjustment=5 ", "ionice -c3 ", "ionice -c 2 -n 7 ", "chrt -f 1 ", "chrt --idle 0 ", "taskset 0x1 ", "taskset -c 0 ",
	"timeout 9 ", "timeout -s KILL 5 ", "timeout --signal=TERM -k 1 5 ", "stdbuf -o0 ", "stdbuf -oL -eL ", "setsid ", "setsid -f ",
	"nohup ", "command ", "command -p ", "exec ", "exec -a x ", "time ", "time -p ", "busybox ", "flock /tmp/l ", "flock -x /tmp/l ",
	"xargs ", "xargs -0 ", "xargs -r -n 1 ", "systemd-run --user ", "systemd-run --scope -p MemoryMax=1G ", "unshare -r ",
	"unshare --map-root-user ", "caffeinate ", "unbuffer ", "strace -f ", "proxychains ", "noglob ", "sudo nice -n 5 ",
	"timeout 5 sudo ", "env -i PATH=/bin nice ",
}

// stringWrappers run X as a shell command line.
var stringWrappers = []string{
	"bash -c 'X'", "sh -c 'X'", "bash -c -- 'X'", "bash -ce 'X'", "bash -xc 'X'", "bash -ec -- 'X'", "bash --norc -c 'X'",
	"zsh -c 'X'", "dash -c 'X'", "ksh -c 'X'", "eval 'X'", "su -c 'X'", "su root -c 'X'", "su - root -c 'X'", "sudo sh -c 'X'",
	"env -S 'X'", "env --split-string='X'", "env --split='X'", "flock /tmp/l -c 'X'", "script -qc 'X' /dev/null",
	"script -q -c 'X' /dev/null", "watch 'X'", "watch -n 1 'X'", "tmux new-session -d 'X'", "tmux new -d 'X'",
	"tmux split-window 'X'", "tmux send-keys 'X' Enter", "screen -dm sh -c 'X'", "screen -dmS s sh -c 'X'",
	"runuser -u root -- sh -c 'X'", "find . -maxdepth 0 -exec sh -c 'X' \\;", "xargs -I{} sh -c 'X' <<< x",
	"parallel ::: 'X'", "timeout 4 watch -n 1 'X'", "echo 'X' | sh", "echo 'X' | bash -s", "printf '%s\\n' 'X' | sh",
	"sh <<< 'X'", "bash -s <<< 'X'", "( X )", "{ X; }", "true && X", "false || X", "ls; X", "X &", "if true; then X; fi",
	"for i in 1; do X; done", "while true; do X; break; done", "f() { X; }; f", "echo $(X)", "arr=($(X))", "a[$(X)]=1",
	"x=$(X)", "[[ $(X) ]]", "case $(X) in *) ;; esac", "case x in $(X)) ;; esac", "for ((i=$(X);i<1;i++)); do :; done",
	"echo $((1+$(X)))", "cat <(X)", "cat <<EOF\n$(X)\nEOF", "trap 'X' EXIT", "nohup sh -c 'X' &", "setsid sh -c 'X'",
	"sg users -c 'X'", "ssh-agent sh -c 'X'",
}

// simple reports a line that is one simple command, so that a prefix
// wrapper applies to all of it.
func simple(line string) bool {
	f, err := syntax.NewParser().Parse(strings.NewReader(line), "")
	if err != nil || len(f.Stmts) != 1 {
		return false
	}
	s := f.Stmts[0]
	_, ok := s.Cmd.(*syntax.CallExpr)
	return ok && !s.Background && !s.Negated && !s.Coprocess && len(s.Redirs) == 0 && len(s.Cmd.(*syntax.CallExpr).Assigns) == 0
}

// TestMetamorphic wraps every dangerous case in each wrapper and checks
// that the level never drops; argv0 spelled /bin/X, \X, 'X' or X” too.
func TestMetamorphic(t *testing.T) {
	o := Options{Shell: "bash", Home: "/home/ada", Cwd: "/home/ada/project"}
	type input struct{ where, line string }
	var inputs []input
	for _, c := range loadCases(t) {
		if c.want >= High {
			inputs = append(inputs, input{"cases.tsv:" + itoa(c.line), c.input})
		}
	}
	for _, c := range metaCorpus(t) {
		if c.expect == "critical" || c.expect == "high" {
			inputs = append(inputs, input{c.where, c.input})
		}
	}
	checked := 0
	for _, in := range inputs {
		base := AssessWith(in.line, o)
		if base.Level < High || base.Unjudged {
			continue
		}
		var rewrites []string
		if simple(in.line) {
			for _, w := range prefixWrappers {
				rewrites = append(rewrites, w+in.line)
			}
			for _, w := range []string{"sudo -s X", "sudo -i X", "watch -n1 -d X", "sudo -u root -s X"} {
				rewrites = append(rewrites, strings.ReplaceAll(w, "X", in.line))
			}
			fields := strings.Fields(in.line)
			if !strings.ContainsAny(fields[0], "(){}$=;|&<>'\"\\/`") {
				rest := strings.TrimPrefix(in.line, fields[0])
				rewrites = append(rewrites, "/bin/"+fields[0]+rest, "/usr/bin/"+fields[0]+rest, `\`+fields[0]+rest, "'"+fields[0]+"'"+rest, fields[0]+"''"+rest, `"`+fields[0]+`"`+rest)
			}
		}
		if !strings.ContainsAny(in.line, "'\n") {
			for _, w := range stringWrappers {
				if (strings.Contains(in.line, `$"`) || strings.HasPrefix(in.line, "coproc ")) && !strings.HasPrefix(w, "bash") && !strings.HasPrefix(w, "eval") {
					continue // $"…" is bash's; other shells read it differently
				}
				rewrites = append(rewrites, strings.ReplaceAll(w, "X", in.line))
			}
		}
		for _, rw := range rewrites {
			got := AssessWith(rw, o)
			if got.Unjudged {
				continue // not a disguise, just broken shell
			}
			checked++
			if got.Level < base.Level {
				t.Errorf("%s: %q is %s but %q is only %s (%s)", in.where, in.line, base.Level, rw, got.Level, strings.Join(got.Reasons, "; "))
			}
		}
	}
	t.Logf("%d disguised lines checked", checked)
	if checked < 1000 {
		t.Fatalf("only %d disguised lines checked", checked)
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

type metaCase struct{ where, expect, input string }

// metaCorpus reads testdata/adversarial.tsv: CLASS<TAB>EXPECT<TAB>COMMAND.
func metaCorpus(t testing.TB) []metaCase {
	data, err := os.ReadFile("testdata/adversarial.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var out []metaCase
	for n, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.SplitN(line, "\t", 3)
		if len(f) != 3 {
			continue
		}
		in := strings.NewReplacer("{NL}", "\n", "{ESC}", "\x1b", "{TAB}", "\t").Replace(f[2])
		in = codepoint.ReplaceAllStringFunc(in, func(m string) string {
			v, _ := strconv.ParseInt(codepoint.FindStringSubmatch(m)[1], 16, 32)
			return string(rune(v))
		})
		out = append(out, metaCase{"adversarial.tsv:" + itoa(n+1), f[1], in})
	}
	return out
}

// BenchmarkAssessCorpus: the adversarial corpus and the everyday
// commands, per command (the goal is under 100 µs).
func BenchmarkAssessCorpus(b *testing.B) {
	var lines []string
	for _, c := range metaCorpus(b) {
		lines = append(lines, c.input)
	}
	data, err := os.ReadFile("testdata/everyday.tsv")
	if err != nil {
		b.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	o := Options{Shell: "bash", Home: "/home/ada", Cwd: "/home/ada/project"}
	b.ResetTimer()
	for b.Loop() {
		for _, l := range lines {
			AssessWith(l, o)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/cmd")
}
