package agent

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/caro-sh/caro/tools"
)

// runOn runs request on ag to its end, approving every proposal.
func runOn(t *testing.T, ag *Agent, request string) Event {
	t.Helper()
	task := ag.Start(context.Background(), request)
	defer task.Cancel()
	timeout := time.After(20 * time.Second)
	var last Event
	for {
		select {
		case e, ok := <-task.Events():
			if !ok {
				return last
			}
			last = e
			if p, ok := e.(Proposal); ok && !p.AutoApproved {
				task.Decide(Decision{ProposalID: p.ID, Action: Run, Confirmed: true})
			}
		case <-timeout:
			t.Fatal("the task never ended")
		}
	}
}

func sessionAgent(t *testing.T, th Thinker, ex Executor, remember bool, mutate func(*Options)) *Agent {
	o := Options{Thinker: th, Executor: ex, Interactive: true, Cwd: t.TempDir(), Home: "/home/none", Remember: remember}
	if mutate != nil {
		mutate(&o)
	}
	return New(o)
}

// TestSessionCarriesEarlierRequests: the second request of a session sees
// the first one, its command, exit code and output; the first sees none.
func TestSessionCarriesEarlierRequests(t *testing.T) {
	th := &script{replies: []any{finish("ls *.txt"), finish("wc -l *.txt")}}
	ag := sessionAgent(t, th, &runner{}, true, nil)
	if n := ag.Remembered(); n != 0 {
		t.Fatalf("a new agent remembers %d requests", n)
	}
	if _, ok := runOn(t, ag, "list the txt files").(Finished); !ok {
		t.Fatal("first request did not finish")
	}
	if n := ag.Remembered(); n != 1 {
		t.Fatalf("remembers %d requests after one", n)
	}
	runOn(t, ag, "now count their lines")
	in := th.seen()
	if len(in) != 2 {
		t.Fatalf("%d model calls", len(in))
	}
	if len(in[0].Session) != 0 {
		t.Fatalf("the first request saw %+v", in[0].Session)
	}
	s := in[1].Session
	if len(s) != 1 || s[0].Request != "list the txt files" || len(s[0].Rounds) != 1 {
		t.Fatalf("the second request saw %+v", s)
	}
	r := s[0].Rounds[0]
	if r.Command != "ls *.txt" || r.ExitCode != 0 || !strings.Contains(r.Output, "out of ls *.txt") {
		t.Fatalf("round carried: %+v", r)
	}
	if !strings.HasPrefix(s[0].Outcome, "done") {
		t.Fatalf("outcome %q", s[0].Outcome)
	}
	if in[1].Task != "now count their lines" || len(in[1].History) != 0 {
		t.Fatalf("the second request's own input: %+v", in[1])
	}
	if n := ag.Remembered(); n != 2 {
		t.Fatalf("remembers %d requests after two", n)
	}
}

// TestSessionCarriesFailuresAndEveryRound: a failed command and a later
// round both reach the next request, with the exit code.
func TestSessionCarriesFailuresAndEveryRound(t *testing.T) {
	th := &script{replies: []any{cont("ls logs"), finish("rm logs/a"), finish("true")}}
	ag := sessionAgent(t, th, &runner{exit: map[string]int{"rm logs/a": 1}}, true, func(o *Options) { o.MaxRounds = 2 })
	runOn(t, ag, "delete the logs")
	runOn(t, ag, "try again")
	s := th.seen()[2].Session
	if len(s) != 1 || len(s[0].Rounds) != 2 {
		t.Fatalf("saw %+v", s)
	}
	if r := s[0].Rounds[1]; r.Command != "rm logs/a" || r.ExitCode != 1 || !strings.Contains(r.Output, "error from rm logs/a") {
		t.Fatalf("the failed round: %+v", r)
	}
	if !strings.HasPrefix(s[0].Outcome, "failed: ") {
		t.Fatalf("outcome %q", s[0].Outcome)
	}
}

// TestSessionCapsTheCount keeps only the newest requests.
func TestSessionCapsTheCount(t *testing.T) {
	var replies []any
	for i := range 8 {
		replies = append(replies, finish(fmt.Sprintf("echo %d", i)))
	}
	th := &script{replies: replies}
	ag := sessionAgent(t, th, &runner{}, true, func(o *Options) { o.RememberRequests = 3 })
	for i := range 8 {
		runOn(t, ag, fmt.Sprintf("request %d", i))
		if want := min(i+1, 3); ag.Remembered() != want {
			t.Fatalf("after %d requests remembers %d, want %d", i+1, ag.Remembered(), want)
		}
	}
	s := th.seen()[7].Session
	if len(s) != 3 || s[0].Request != "request 4" || s[2].Request != "request 6" {
		t.Fatalf("the last request saw %+v", s)
	}
}

// bigRunner prints a lot.
type bigRunner struct{ runner }

func (b *bigRunner) Execute(ctx context.Context, req tools.ExecRequest, on func(string, []byte)) (tools.Result, error) {
	res, err := b.runner.Execute(ctx, req, on)
	res.Stdout = strings.Repeat("a line of output that goes on\n", 400) + "THE LAST LINE\n"
	return res, err
}

// TestSessionCapsTheBytes: each request carries only a tail of its
// output, and the whole stays within the byte cap, dropping the oldest.
func TestSessionCapsTheBytes(t *testing.T) {
	var replies []any
	for i := range 5 {
		replies = append(replies, finish(fmt.Sprintf("cat big%d", i)))
	}
	th := &script{replies: replies}
	ag := sessionAgent(t, th, &bigRunner{}, true, func(o *Options) { o.RememberBytes = 3000 })
	for i := range 5 {
		runOn(t, ag, fmt.Sprintf("show big file %d", i))
	}
	s := th.seen()[4].Session
	total := 0
	for _, e := range s {
		total += earlierSize(e)
		out := e.Rounds[0].Output
		if len(out) > rememberOutput || !strings.HasSuffix(out, "THE LAST LINE") || !strings.HasPrefix(out, "… ") {
			t.Fatalf("output carried (%d bytes): %q", len(out), out)
		}
	}
	if total > 3000 || len(s) < 2 || len(s) > 3 {
		t.Fatalf("carried %d requests, %d bytes", len(s), total)
	}
	if s[len(s)-1].Request != "show big file 3" {
		t.Fatalf("the newest is not kept: %+v", s[len(s)-1].Request)
	}
	// The default cap holds too.
	if DefaultRememberBytes > 8<<10 || DefaultRememberRequests < 3 {
		t.Fatalf("defaults %d requests, %d bytes", DefaultRememberRequests, DefaultRememberBytes)
	}
}

// TestSessionCutsALongRequestAndCommand keeps one request within reach.
func TestSessionCutsALongRequestAndCommand(t *testing.T) {
	long := "echo " + strings.Repeat("x", 5000)
	th := &script{replies: []any{finish(long), finish("true")}}
	ag := sessionAgent(t, th, &runner{}, true, nil)
	runOn(t, ag, strings.Repeat("please ", 1000))
	runOn(t, ag, "again")
	e := th.seen()[1].Session[0]
	if len(e.Request) > rememberRequest+4 || len(e.Rounds[0].Command) > rememberCommand+4 || earlierSize(e) > DefaultRememberBytes {
		t.Fatalf("kept %d + %d bytes", len(e.Request), len(e.Rounds[0].Command))
	}
}

// TestForgetStartsAfresh: after Forget the next request sees nothing.
func TestForgetStartsAfresh(t *testing.T) {
	th := &script{replies: []any{finish("ls"), finish("ls -a"), finish("pwd")}}
	ag := sessionAgent(t, th, &runner{}, true, nil)
	runOn(t, ag, "list")
	runOn(t, ag, "with hidden ones")
	if ag.Remembered() != 2 {
		t.Fatalf("remembers %d", ag.Remembered())
	}
	ag.Forget()
	if ag.Remembered() != 0 {
		t.Fatalf("remembers %d after Forget", ag.Remembered())
	}
	runOn(t, ag, "where am I")
	if s := th.seen()[2].Session; len(s) != 0 {
		t.Fatalf("saw %+v after Forget", s)
	}
}

// TestOneShotCarriesNothing: without Remember (a one-shot caro
// "request") nothing is carried, even on the same Agent.
func TestOneShotCarriesNothing(t *testing.T) {
	th := &script{replies: []any{finish("ls"), finish("wc -l *")}}
	ag := sessionAgent(t, th, &runner{}, false, nil)
	runOn(t, ag, "list")
	if ag.Remembered() != 0 {
		t.Fatalf("a one-shot agent remembers %d", ag.Remembered())
	}
	runOn(t, ag, "count them")
	for i, in := range th.seen() {
		if len(in.Session) != 0 {
			t.Fatalf("call %d saw %+v", i, in.Session)
		}
	}
}

// TestSessionRevisionSeesEarlierRequests: a revision asked at the
// proposal is made with the same session context.
func TestSessionRevisionSeesEarlierRequests(t *testing.T) {
	th := &script{replies: []any{finish("ls *.txt"), finish("rm *.txt"), finish("rm -i *.txt")}}
	ag := sessionAgent(t, th, &runner{}, true, nil)
	runOn(t, ag, "list the txt files")
	task := ag.Start(context.Background(), "now delete them")
	defer task.Cancel()
	revised := false
	for e := range task.Events() {
		if p, ok := e.(Proposal); ok {
			if !revised {
				revised = true
				task.Decide(Decision{ProposalID: p.ID, Action: Revise, Text: "ask first"})
				continue
			}
			task.Decide(Decision{ProposalID: p.ID, Action: Run})
		}
	}
	in := th.seen()
	if len(in) != 3 || in[2].Revise != "ask first" || len(in[2].Session) != 1 || in[2].Session[0].Rounds[0].Command != "ls *.txt" {
		t.Fatalf("the revision saw %+v", in[len(in)-1])
	}
}

// Output kept for the model is cut between characters, and the count of
// what was left out is exact.
func TestTrimOutputKeepsUTF8(t *testing.T) {
	s := "x" + strings.Repeat("é", 5000) // every odd cut falls inside an é
	got := trimOutput(s, 1000)
	if !utf8.ValidString(got) {
		t.Fatalf("trimOutput cut a character: %q", got)
	}
	head, rest, _ := strings.Cut(got, "\n… ")
	n, tail, _ := strings.Cut(rest, " bytes omitted …\n")
	if omitted, _ := strconv.Atoi(n); len(head)+omitted+len(tail) != len(s) || len(head)+len(tail) > 1000 {
		t.Fatalf("kept %d+%d bytes, said %s omitted, of %d", len(head), len(tail), n, len(s))
	}
}
