package loop

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/caro-sh/caro/cache"
	"github.com/caro-sh/caro/internal/llmtest"
	"github.com/caro-sh/caro/llm"
)

const (
	confidentReply = `{"thought": "GNU ps sorts by itself; head keeps the header and 5 rows", "cmd": "ps aux --sort=-%cpu | head -n 6", "confidence": 0.95, "status": "FINISH", "commands_used": ["ps", "head"]}`
	unsureReply    = `{"thought": "GNU ps sorts by itself; head keeps the header and 5 rows", "cmd": "ps aux --sort=-%cpu | head -5", "confidence": 0.6, "status": "FINISH", "commands_used": ["ps", "head"]}`
	refinedReply   = `{"cmd": "ps aux --sort=-%cpu | head -n 6", "confidence": 0.97, "changes": "head -n 6 keeps the header line"}`
)

// recordedHelp is a help source with GNU ps and head as recorded here.
func recordedHelp(t testing.TB) fakeHelp {
	h := fakeHelp{}
	for _, n := range []string{"ps", "head"} {
		b, err := os.ReadFile("testdata/help/linux/" + n + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		h[n] = Help{Name: n, Version: n + " (GNU)", Help: cache.CutHelp(string(b), cache.HelpLimit), Flags: cache.OptionIndex(cache.FlagsLimit, string(b))}
	}
	return h
}

func serverLoop(t testing.TB, srv *llmtest.Server) *Loop {
	return &Loop{
		Client:    llm.NewOpenAI(llm.OpenAIOptions{BaseURL: srv.URL(), Model: "m", Backend: "llamacpp", MaxRetries: -1}),
		Platform:  testPlatform(),
		Installed: allInstalled,
		Help:      recordedHelp(t),
		Budget:    time.Minute,
	}
}

// TestRefineContinuesTheConversation: iteration 2's prompt begins with
// iteration 1's whole prompt and reply, byte for byte, and the next
// request shares at least the system prompt, so a server's prompt cache
// is reused.
func TestRefineContinuesTheConversation(t *testing.T) {
	srv := llmtest.New(llmtest.Step{Reply: unsureReply}, llmtest.Step{Reply: refinedReply}, llmtest.Step{Reply: confidentReply})
	defer srv.Close()
	l := serverLoop(t, srv)
	res, err := l.Generate(context.Background(), Input{Task: "show the 5 processes using the most CPU"})
	if err != nil || res.Iterations != 2 {
		t.Fatalf("%+v %v", res, err)
	}
	if _, err := l.Generate(context.Background(), Input{Task: "show the 5 processes using the most memory"}); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	if len(reqs) != 3 {
		t.Fatalf("%d requests", len(reqs))
	}
	if got, want := llmtest.SharedPrefix(reqs[0], reqs[1]), reqs[0].PromptLen(); got != want {
		t.Fatalf("iteration 2 shares %d of iteration 1's %d prompt characters", got, want)
	}
	if reqs[1].Messages[0].Content != reqs[0].Messages[0].Content || reqs[1].Messages[2].Content != unsureReply {
		t.Fatal("iteration 2 does not carry the same system prompt and the first reply")
	}
	sys := len(reqs[0].Messages[0].Content)
	if got := llmtest.SharedPrefix(reqs[1], reqs[2]); got < sys {
		t.Fatalf("the next request shares %d characters, less than the %d of the system prompt", got, sys)
	}
}

// BenchmarkModelLatency measures the time to the final command against
// a scripted server with a local model's latency (llmtest.LocalModel),
// each against one bare call of the same first prompt in the same run:
// (a) a confident command (goal ≤ 1.05×), (b) a refined one (≤ 2.0×).
// Every measurement starts with a cold prompt cache.
//
//	go test -run '^$' -bench ModelLatency -benchtime 3x ./loop/
func BenchmarkModelLatency(b *testing.B) {
	task := "show the 5 processes using the most CPU"
	var one, conf, ref time.Duration
	n := 0
	for b.Loop() {
		n++
		// One bare call of caro's own first prompt.
		srv := llmtest.New(llmtest.Step{Reply: confidentReply}).WithLatency(llmtest.LocalModel)
		l := serverLoop(b, srv)
		msgs := []llm.Message{{Role: llm.RoleSystem, Content: systemPrompt1(l.Platform)}, {Role: llm.RoleUser, Content: userPrompt1(Input{Task: task}, l.Platform)}}
		t0 := time.Now()
		if _, err := llm.Complete(context.Background(), l.Client, llm.Request{Messages: msgs, MaxTokens: 600, Schema: replySchema(1)}); err != nil {
			b.Fatal(err)
		}
		one += time.Since(t0)
		srv.Close()

		for _, c := range []struct {
			steps []llmtest.Step
			iters int
			into  *time.Duration
		}{
			{[]llmtest.Step{{Reply: confidentReply}}, 1, &conf},
			{[]llmtest.Step{{Reply: unsureReply}, {Reply: refinedReply}}, 2, &ref},
		} {
			srv := llmtest.New(c.steps...).WithLatency(llmtest.LocalModel)
			l := serverLoop(b, srv)
			t0 := time.Now()
			res, err := l.Generate(context.Background(), Input{Task: task})
			*c.into += time.Since(t0)
			srv.Close()
			if err != nil || res.Iterations != c.iters {
				b.Fatalf("%+v %v", res, err)
			}
		}
	}
	ms := func(d time.Duration) float64 { return float64(d.Milliseconds()) / float64(n) }
	b.ReportMetric(ms(one), "ms/one-call")
	b.ReportMetric(ms(conf), "ms/confident")
	b.ReportMetric(ms(ref), "ms/refined")
	b.ReportMetric(float64(conf)/float64(one), "confident/one-call")
	b.ReportMetric(float64(ref)/float64(one), "refined/one-call")
}
