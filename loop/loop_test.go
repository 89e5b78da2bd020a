package loop

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/platform"
)

// fakeClient answers each request with the next scripted reply (or error)
// and records the requests.
type fakeClient struct {
	mu      sync.Mutex
	replies []any // string or error
	reqs    []llm.Request
	// advance moves the fake clock on each call.
	advance func()
}

func (f *fakeClient) Stream(ctx context.Context, req llm.Request) (llm.Stream, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reqs = append(f.reqs, req)
	if f.advance != nil {
		f.advance()
	}
	if len(f.replies) == 0 {
		return nil, errors.New("fake: no more replies")
	}
	r := f.replies[0]
	f.replies = f.replies[1:]
	if err, ok := r.(error); ok {
		return nil, err
	}
	if n, ok := r.(retryNote); ok {
		req.OnRetry(string(n))
		return llm.TextStream(`{"cmd":"ls","confidence":0.99,"status":"FINISH"}`), nil
	}
	return llm.TextStream(r.(string)), nil
}

// retryNote as a reply makes the fake announce a retry, then answer ls.
type retryNote string

func (f *fakeClient) Backend() string { return "fake" }
func (f *fakeClient) Model() string   { return "fake-1" }

type offlineFake struct{ *fakeClient }

func (offlineFake) Offline() bool { return true }

type fakeHelp map[string]Help

func (h fakeHelp) Lookup(_ context.Context, names []string) []Help {
	var out []Help
	for _, n := range names {
		if e, ok := h[n]; ok {
			out = append(out, e)
		}
	}
	return out
}

func testPlatform() *platform.Info {
	return &platform.Info{OS: "linux", Distro: "Debian GNU/Linux 12 (bookworm)", Arch: "amd64", Shell: "bash",
		User: "u", Cwd: "/home/u", Commands: map[string]string{"ps": "/bin/ps", "ls": "/bin/ls", "head": "/usr/bin/head"},
		Flavors: map[string]platform.Flavor{"ps": platform.GNU, "coreutils": platform.GNU}}
}

func newLoop(c llm.Client) *Loop {
	return &Loop{
		Client:    c,
		Platform:  testPlatform(),
		Installed: allInstalled,
		Help: fakeHelp{
			"ps":   {Name: "ps", Version: "ps from procps-ng 4.0.2", Help: "Usage:\n ps [options]\n --sort <spec>  specify sort order"},
			"head": {Name: "head", Help: "  -n, --lines=[-]NUM"},
			"ls":   {Name: "ls", Help: "  -a, --all\n  -l  long listing"},
		},
	}
}

func TestGenerateConfidentSimpleMakesOneCall(t *testing.T) {
	c := &fakeClient{replies: []any{`{"thought":"list","cmd":"ls -la","confidence":0.95,"status":"FINISH","commands_used":["ls"]}`}}
	res, err := newLoop(c).Generate(context.Background(), Input{Task: "list files here"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Command != "ls -la" || res.Iterations != 1 || len(c.reqs) != 1 || res.Calls != 1 {
		t.Fatalf("got %+v after %d calls", res, len(c.reqs))
	}
	sys := c.reqs[0].Messages[0].Content
	for _, want := range []string{"Debian GNU/Linux 12", "bash", "INSTALLED COMMANDS", "ps GNU"} {
		if !strings.Contains(sys, want) {
			t.Errorf("iteration 1 prompt lacks %q:\n%s", want, sys)
		}
	}
	if u := c.reqs[0].Messages[1].Content; !strings.Contains(u, "list files here") || !strings.Contains(u, "CURRENT DIRECTORY: /home/u") {
		t.Errorf("the task or the directory is not in the user prompt:\n%s", u)
	}
	if strings.Contains(sys, "/home/u") {
		t.Error("the current directory is in the system prompt, which must not change between requests")
	}
}

func TestGenerateRefinesPlatformSensitive(t *testing.T) {
	c := &fakeClient{replies: []any{
		`{"thought":"sort ps","cmd":"ps aux --sort=-%cpu | head -5","confidence":0.9,"status":"FINISH"}`,
		`{"cmd":"ps aux --sort=-%cpu | head -n 6","confidence":0.97,"changes":"head -n 6 keeps the header line"}`,
	}}
	var notes []string
	res, err := newLoop(c).Generate(context.Background(), Input{Task: "top 5 cpu", OnIteration: func(i int, n string) {
		notes = append(notes, n)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Iterations != 2 || res.Command != "ps aux --sort=-%cpu | head -n 6" || res.Changes == "" || res.Confidence != 0.97 {
		t.Fatalf("got %+v", res)
	}
	if !res.Refine.Refine || !strings.Contains(strings.Join(res.Refine.Reasons, ";"), "platform-sensitive: ps") {
		t.Fatalf("decision %+v", res.Refine)
	}
	m2 := c.reqs[1].Messages
	if len(m2) != 4 || m2[2].Role != llm.RoleAssistant || m2[3].Role != llm.RoleUser {
		t.Fatalf("iteration 2 does not continue iteration 1: %d messages", len(m2))
	}
	for i, m := range c.reqs[0].Messages {
		if m2[i] != m {
			t.Fatalf("iteration 2 message %d differs from iteration 1's", i)
		}
	}
	if !strings.Contains(m2[2].Content, `"cmd":"ps aux --sort=-%cpu | head -5"`) {
		t.Errorf("the assistant turn is not the first reply: %s", m2[2].Content)
	}
	p2 := m2[3].Content
	for _, want := range []string{"--sort <spec>", "procps-ng", "INITIAL COMMAND: ps aux --sort=-%cpu | head -5", "platform-sensitive: ps", "ps a is not in the help of ps"} {
		if !strings.Contains(p2, want) {
			t.Errorf("iteration 2 prompt lacks %q:\n%s", want, p2)
		}
	}
	if c.reqs[1].Meta.Iteration != 2 || c.reqs[1].Meta.Previous == "" {
		t.Errorf("iteration 2 meta = %+v", c.reqs[1].Meta)
	}
	if len(notes) != 2 || !strings.Contains(notes[1], "ps") {
		t.Errorf("notes = %q", notes)
	}
	for _, k := range []string{"iteration1", "help", "iteration2", "total"} {
		if _, ok := res.Timing[k]; !ok {
			t.Errorf("timing lacks %s: %v", k, res.Timing)
		}
	}
}

func TestGenerateReasksWithTheParseError(t *testing.T) {
	c := &fakeClient{replies: []any{"sure! here you go", `{"cmd":"ls -la","confidence":0.95,"status":"FINISH"}`}}
	res, err := newLoop(c).Generate(context.Background(), Input{Task: "list"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Command != "ls -la" || len(c.reqs) != 2 {
		t.Fatalf("got %+v after %d calls", res, len(c.reqs))
	}
	last := c.reqs[1].Messages[len(c.reqs[1].Messages)-1]
	if last.Role != llm.RoleUser || !strings.Contains(last.Content, "no JSON object") {
		t.Fatalf("re-ask does not carry the parse error: %+v", last)
	}
}

func TestGenerateGivesUpAfterTwoReasks(t *testing.T) {
	c := &fakeClient{replies: []any{"nope", "still nope", "{\"cmd\":", `{"cmd":"ls","confidence":1}`}}
	_, err := newLoop(c).Generate(context.Background(), Input{Task: "list"})
	if llm.KindOf(err) != llm.KindBadReply || len(c.reqs) != 3 {
		t.Fatalf("err = %v (kind %d) after %d calls", err, llm.KindOf(err), len(c.reqs))
	}
	if strings.Contains(err.Error(), "\n") {
		t.Fatalf("error is not one line: %q", err)
	}
}

// Re-asks and the client's retries reach the caller as notes for the
// spinner, so a slow answer is never a silent wait.
func TestGenerateAnnouncesReasksAndRetries(t *testing.T) {
	c := &fakeClient{replies: []any{"nope", "still nope", retryNote("the model server is rate limiting (HTTP 429); trying again in 1s")}}
	var notes []string
	in := Input{Task: "list", OnIteration: func(it int, n string) { notes = append(notes, fmt.Sprintf("%d %s", it, n)) }}
	res, err := newLoop(c).Generate(context.Background(), in)
	if err != nil || res.Command != "ls" {
		t.Fatalf("%+v %v", res, err)
	}
	want := []string{
		"1 thinking",
		"1 the reply was not usable; asking again (1 of 2)",
		"1 the reply was not usable; asking again (2 of 2)",
		"1 the model server is rate limiting (HTTP 429); trying again in 1s",
	}
	if strings.Join(notes, "\n") != strings.Join(want, "\n") {
		t.Fatalf("notes:\n%s", strings.Join(notes, "\n"))
	}
}

func TestGenerateKeepsFirstWhenRefinementFails(t *testing.T) {
	c := &fakeClient{replies: []any{
		`{"cmd":"ps aux","confidence":0.9,"status":"FINISH"}`,
		&llm.Error{Kind: llm.KindServer, URL: "http://x", Reason: "HTTP 500"},
	}}
	res, err := newLoop(c).Generate(context.Background(), Input{Task: "processes"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Command != "ps aux" || res.Iterations != 1 || !strings.Contains(res.Refine.Skipped, "kept the first command") {
		t.Fatalf("got %+v", res)
	}
}

func TestGenerateBudgetSkipsRefinement(t *testing.T) {
	now := time.Unix(0, 0)
	c := &fakeClient{replies: []any{`{"cmd":"ps aux","confidence":0.9,"status":"FINISH"}`}}
	c.advance = func() { now = now.Add(3 * time.Second) }
	l := newLoop(c)
	l.Now = func() time.Time { return now }
	res, err := l.Generate(context.Background(), Input{Task: "processes"})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.reqs) != 1 || !strings.Contains(res.Refine.Skipped, "half the time budget") {
		t.Fatalf("got %+v after %d calls", res.Refine, len(c.reqs))
	}
}

func TestGenerateOfflineNeverRefines(t *testing.T) {
	c := &fakeClient{replies: []any{`{"cmd":"ps aux --sort=-%cpu | head -n 6","confidence":0.9,"status":"FINISH"}`}}
	res, err := newLoop(offlineFake{c}).Generate(context.Background(), Input{Task: "top cpu"})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.reqs) != 1 || res.Refine.Skipped == "" {
		t.Fatalf("got %+v after %d calls", res.Refine, len(c.reqs))
	}
}

func TestGenerateFailIsAResult(t *testing.T) {
	c := &fakeClient{replies: []any{`{"thought":"needs a GUI","cmd":"","status":"FAIL"}`}}
	res, err := newLoop(c).Generate(context.Background(), Input{Task: "open photoshop"})
	if err != nil || res.Status != Fail || res.Thought != "needs a GUI" {
		t.Fatalf("res %+v err %v", res, err)
	}
}

func TestGenerateModelErrorsPassThrough(t *testing.T) {
	want := &llm.Error{Kind: llm.KindUnavailable, URL: "http://127.0.0.1:9/v1", Reason: "connection refused"}
	c := &fakeClient{replies: []any{want}}
	_, err := newLoop(c).Generate(context.Background(), Input{Task: "x"})
	if llm.KindOf(err) != llm.KindUnavailable || len(c.reqs) != 1 {
		t.Fatalf("err %v after %d calls", err, len(c.reqs))
	}
}

func TestHistoryAndRevisionInPrompt(t *testing.T) {
	c := &fakeClient{replies: []any{`{"cmd":"ss -tlnp | grep 8080","confidence":0.9,"status":"FINISH"}`}}
	l := newLoop(c)
	l.NoRefine = true
	_, err := l.Generate(context.Background(), Input{
		Task: "what listens on 8080",
		History: []Turn{
			{Thought: "check", Command: "netstat -tlnp", ExitCode: 127, Output: "bash: netstat: command not found"},
			{Command: "rm -rf x", Note: "refused by safety: critical"},
		},
		Revise: "use port 8080", Previous: "ss -tlnp",
	})
	if err != nil {
		t.Fatal(err)
	}
	p := c.reqs[0].Messages[1].Content
	for _, want := range []string{"netstat: command not found", "exit code 127", "refused by safety", "use port 8080", "YOUR LAST PROPOSAL: ss -tlnp"} {
		if !strings.Contains(p, want) {
			t.Errorf("prompt lacks %q:\n%s", want, p)
		}
	}
}

func TestRenderHistoryIsBounded(t *testing.T) {
	big := strings.Repeat("x", 50000)
	h := []Turn{{Command: "a", Output: big}, {Command: "b", Output: big}, {Command: "c", Output: "tail ok", ExitCode: 1}}
	s := renderHistory(h, maxHistoryChars)
	if len(s) > maxHistoryChars+1000 || !strings.Contains(s, "tail ok") || !strings.Contains(s, "$ a") {
		t.Fatalf("history of %d chars: %.200q", len(s), s)
	}
}

func TestExplainStripsFence(t *testing.T) {
	c := &fakeClient{replies: []any{"```markdown\n**ls** lists files\n```"}}
	got, err := newLoop(c).Explain(context.Background(), "list", "ls")
	if err != nil || got != "**ls** lists files" {
		t.Fatalf("got %q, %v", got, err)
	}
	if c.reqs[0].Meta.Purpose != "explain" {
		t.Fatal("explain purpose not set")
	}
}

func BenchmarkPromptAndParse(b *testing.B) {
	p := testPlatform()
	in := Input{Task: "show the 5 processes using the most CPU", History: []Turn{{Command: "ps aux", Output: strings.Repeat("line\n", 200)}}}
	reply := "```json\n{\"thought\": \"GNU ps sorts\", \"cmd\": \"ps aux --sort=-%cpu | head -n 6\", \"confidence\": 0.93, \"status\": \"FINISH\", \"commands_used\": [\"ps\", \"head\"],}\n```"
	b.ReportAllocs()
	for b.Loop() {
		_ = systemPrompt1(p)
		_ = userPrompt1(in, p)
		r, err := ParseReply(reply, 1)
		if err != nil {
			b.Fatal(err)
		}
		_ = DecideRefine(r, Analyze(r.Cmd), RefineFacts{Installed: allInstalled})
	}
}
