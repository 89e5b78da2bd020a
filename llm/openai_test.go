package llm_test

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
	"github.com/caro-sh/caro/llm"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("net/http.(*persistConn).writeLoop"),
		goleak.IgnoreTopFunction("net/http.(*persistConn).readLoop"),
		goleak.IgnoreTopFunction("internal/poll.runtime_pollWait"))
}

const key = "sk-test-secret-123456"

func client(s *llmtest.Server, timeout time.Duration) llm.Client {
	return llm.NewOpenAI(llm.OpenAIOptions{BaseURL: s.URL(), APIKey: key, Model: "m", RequestTimeout: timeout, MaxRetryWait: 3 * time.Second})
}

func ask(c llm.Client) (string, error) {
	return llm.Complete(context.Background(), c, llm.Request{Messages: []llm.Message{{Role: llm.RoleUser, Content: "hi"}}})
}

func oneLine(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	if s := err.Error(); strings.Contains(s, "\n") || strings.Contains(s, key) || strings.Contains(s, "status code:") {
		t.Fatalf("error is not one clean line: %q", s)
	}
}

func TestStreamsAReply(t *testing.T) {
	s := llmtest.New(llmtest.Step{Reply: `{"cmd": "ls -la", "confidence": 0.9}`})
	defer s.Close()
	got, err := ask(client(s, 5*time.Second))
	if err != nil || got != `{"cmd": "ls -la", "confidence": 0.9}` {
		t.Fatalf("got %q, %v", got, err)
	}
	reqs := s.Requests()
	if len(reqs) != 1 || !reqs[0].Stream || reqs[0].Header.Get("Authorization") != "Bearer "+key || reqs[0].Model != "m" {
		t.Fatalf("request %+v", reqs)
	}
}

func TestRetries500ThenSucceeds(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 500}, llmtest.Step{Status: 502}, llmtest.Step{Reply: "ok"})
	defer s.Close()
	got, err := ask(client(s, 10*time.Second))
	if err != nil || got != "ok" || len(s.Requests()) != 3 {
		t.Fatalf("got %q, %v after %d requests", got, err, len(s.Requests()))
	}
}

func TestRepeated500GiveOneLine(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 500})
	defer s.Close()
	_, err := ask(client(s, 10*time.Second))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindServer || len(s.Requests()) != 4 || !strings.Contains(err.Error(), "HTTP 500") {
		t.Fatalf("err %v (kind %d) after %d requests", err, llm.KindOf(err), len(s.Requests()))
	}
}

func TestRetryAfterIsHonoured(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 429, Headers: map[string]string{"Retry-After": "1"}}, llmtest.Step{Reply: "ok"})
	defer s.Close()
	got, err := ask(client(s, 10*time.Second))
	if err != nil || got != "ok" {
		t.Fatalf("got %q, %v", got, err)
	}
	r := s.Requests()
	if len(r) != 2 {
		t.Fatalf("%d requests", len(r))
	}
	if gap := r[1].Time.Sub(r[0].Time); gap < time.Second {
		t.Fatalf("second try came %s after the first, before Retry-After", gap)
	}
}

// A retry is never a silent wait: the caller hears why and for how long,
// then that the next try has started.
func TestRetriesAreAnnounced(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 429, Headers: map[string]string{"Retry-After": "1"}}, llmtest.Step{Status: 503}, llmtest.Step{Reply: "ok"})
	defer s.Close()
	var notes []string
	got, err := llm.Complete(context.Background(), client(s, 10*time.Second), llm.Request{
		Messages: []llm.Message{{Role: llm.RoleUser, Content: "hi"}},
		OnRetry:  func(n string) { notes = append(notes, n) },
	})
	if err != nil || got != "ok" {
		t.Fatalf("got %q, %v", got, err)
	}
	want := []string{
		"the model server is rate limiting (HTTP 429); trying again in 1s",
		"the model server is rate limiting (HTTP 429); try 2 of 4",
		"the model server failed (HTTP 503: scripted failure 503); trying again in ",
		"the model server failed (HTTP 503: scripted failure 503); try 3 of 4",
	}
	if len(notes) != len(want) {
		t.Fatalf("notes %q", notes)
	}
	for i, w := range want {
		if !strings.HasPrefix(notes[i], w) {
			t.Errorf("note %d = %q, want %q", i, notes[i], w)
		}
	}
}

func TestRateLimitedUntilTheEnd(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 429})
	defer s.Close()
	_, err := ask(client(s, 10*time.Second))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindRateLimited {
		t.Fatalf("err %v", err)
	}
}

func TestUnauthorizedIsNotRetried(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 401})
	defer s.Close()
	_, err := ask(client(s, 5*time.Second))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindAuth || len(s.Requests()) != 1 || !strings.Contains(err.Error(), "API key") {
		t.Fatalf("err %v after %d requests", err, len(s.Requests()))
	}
}

func TestNotFound(t *testing.T) {
	s := llmtest.New(llmtest.Step{Status: 404})
	defer s.Close()
	_, err := ask(client(s, 5*time.Second))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindNotFound || len(s.Requests()) != 1 {
		t.Fatalf("err %v", err)
	}
}

func TestCutStreamIsNotAReply(t *testing.T) {
	s := llmtest.New(llmtest.Step{Reply: `{"cmd": "rm -rf /home/user/old-build", "confidence": 0.9}`, Fault: llmtest.FaultCut})
	defer s.Close()
	got, err := ask(client(s, 5*time.Second))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindCutOff || got != "" {
		t.Fatalf("got %q, %v", got, err)
	}
}

func TestTokenLimitIsCutOff(t *testing.T) {
	s := llmtest.New(llmtest.Step{Reply: `{"cmd": "ls`, FinishReason: "length"})
	defer s.Close()
	_, err := ask(client(s, 5*time.Second))
	if llm.KindOf(err) != llm.KindCutOff {
		t.Fatalf("err %v", err)
	}
}

func TestHangTimesOutAndDisconnects(t *testing.T) {
	s := llmtest.New(llmtest.Step{Fault: llmtest.FaultHang})
	defer s.Close()
	_, err := ask(client(s, 300*time.Millisecond))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindTimeout {
		t.Fatalf("err %v (kind %d)", err, llm.KindOf(err))
	}
	deadline := time.Now().Add(5 * time.Second)
	for !s.Requests()[0].Disconnected {
		if time.Now().After(deadline) {
			t.Fatal("the server never saw the client leave")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestCancelIsCancelled(t *testing.T) {
	s := llmtest.New(llmtest.Step{Fault: llmtest.FaultHang})
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := llm.Complete(ctx, client(s, 10*time.Second), llm.Request{})
	if llm.KindOf(err) != llm.KindCanceled {
		t.Fatalf("err %v", err)
	}
}

func TestDeadServer(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	c := llm.NewOpenAI(llm.OpenAIOptions{BaseURL: "http://" + addr + "/v1", Model: "m"})
	_, err = ask(c)
	oneLine(t, err)
	want := "cannot reach the model server at http://" + addr + "/v1 (connection refused)"
	if err.Error() != want {
		t.Fatalf("got %q, want %q", err, want)
	}
}

func TestMalformedAnswers(t *testing.T) {
	for _, f := range []llmtest.Fault{llmtest.FaultHTML, llmtest.FaultBadSSE, llmtest.FaultStreamError, llmtest.FaultReset} {
		t.Run(string(f), func(t *testing.T) {
			s := llmtest.New(llmtest.Step{Fault: f})
			defer s.Close()
			got, err := ask(client(s, 5*time.Second))
			oneLine(t, err)
			if got != "" {
				t.Fatalf("got %q", got)
			}
		})
	}
}

func TestHugeReplyIsCapped(t *testing.T) {
	s := llmtest.New(llmtest.Step{Reply: strings.Repeat("x", 2<<20)})
	defer s.Close()
	_, err := ask(client(s, 20*time.Second))
	oneLine(t, err)
	if llm.KindOf(err) != llm.KindTooLong {
		t.Fatalf("err %v", err)
	}
}
