package llm_test

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
	"github.com/caro-sh/caro/llm"
)

func port(t *testing.T, s *llmtest.Server) int {
	u, err := url.Parse(s.Root())
	if err != nil {
		t.Fatal(err)
	}
	p, _ := strconv.Atoi(u.Port())
	return p
}

type fakeOffline struct{}

func (fakeOffline) Stream(context.Context, llm.Request) (llm.Stream, error) { return nil, nil }
func (fakeOffline) Backend() string                                         { return "offline" }
func (fakeOffline) Model() string                                           { return "catalogue" }

func newOffline() llm.Client { return fakeOffline{} }

func TestDiscoverEachKind(t *testing.T) {
	for _, kind := range []llmtest.Kind{llmtest.Ollama, llmtest.LMStudio, llmtest.LlamaCpp, llmtest.VLLM} {
		t.Run(string(kind), func(t *testing.T) {
			s := llmtest.New().Impersonate(kind, "model-"+string(kind))
			defer s.Close()
			probePath := "/v1/models"
			if kind == llmtest.Ollama {
				probePath = "/api/tags"
			}
			f := llm.Discover(context.Background(), llm.DiscoverOptions{Servers: []llm.LocalServer{{Backend: string(kind), Port: port(t, s), Probe: probePath}}})
			if f == nil || f.Backend != string(kind) || f.Models[0] != "model-"+string(kind) || !strings.HasSuffix(f.BaseURL, "/v1") {
				t.Fatalf("found %+v", f)
			}
		})
	}
}

func TestDiscoverPrefersInOrder(t *testing.T) {
	ollama := llmtest.New().Impersonate(llmtest.Ollama, "llama3.2")
	defer ollama.Close()
	vllm := llmtest.New().Impersonate(llmtest.VLLM, "qwen")
	defer vllm.Close()
	f := llm.Discover(context.Background(), llm.DiscoverOptions{Servers: []llm.LocalServer{
		{Backend: "ollama", Port: port(t, ollama), Probe: "/api/tags"},
		{Backend: "vllm", Port: port(t, vllm), Probe: "/v1/models"},
	}})
	if f == nil || f.Backend != "ollama" {
		t.Fatalf("found %+v", f)
	}
	// An OpenAI-style server does not answer Ollama's probe.
	if f := llm.Discover(context.Background(), llm.DiscoverOptions{Servers: []llm.LocalServer{{Backend: "ollama", Port: port(t, vllm), Probe: "/api/tags"}}}); f != nil {
		t.Fatalf("found %+v", f)
	}
}

func TestChooseOrder(t *testing.T) {
	local := llmtest.New().Impersonate(llmtest.Ollama, "llama3.2")
	defer local.Close()
	disc := llm.DiscoverOptions{Servers: []llm.LocalServer{{Backend: "ollama", Port: port(t, local), Probe: "/api/tags"}}}
	nothing := llm.DiscoverOptions{Servers: []llm.LocalServer{}}

	c, ch := llm.Choose(context.Background(), llm.Settings{Offline: true, BaseURL: "http://x", NewOfflineClient: newOffline})
	if c.Backend() != "offline" || !strings.Contains(ch.Why, "offline") {
		t.Fatalf("offline: %+v", ch)
	}
	_, ch = llm.Choose(context.Background(), llm.Settings{BaseURL: "http://127.0.0.1:9/v1", Model: "m", Source: map[string]string{"base_url": "--base-url flag"}, Discover: true, DiscoverOptions: disc, NewOfflineClient: newOffline})
	if ch.BaseURL != "http://127.0.0.1:9/v1" || !strings.Contains(ch.Why, "--base-url flag") {
		t.Fatalf("explicit: %+v", ch)
	}
	_, ch = llm.Choose(context.Background(), llm.Settings{APIKey: "sk-x", Source: map[string]string{"api_key": "OPENAI_API_KEY"}, NewOfflineClient: newOffline})
	if ch.Backend != "openai" || ch.Model != llm.DefaultOpenAIModel || !strings.Contains(ch.Why, "OPENAI_API_KEY") {
		t.Fatalf("key only: %+v", ch)
	}
	_, ch = llm.Choose(context.Background(), llm.Settings{Discover: true, DiscoverOptions: disc, NewOfflineClient: newOffline})
	if ch.Backend != "ollama" || ch.Model != "llama3.2" || !strings.Contains(ch.Why, "found ollama") {
		t.Fatalf("discovered: %+v", ch)
	}
	c, ch = llm.Choose(context.Background(), llm.Settings{Discover: true, DiscoverOptions: nothing, NewOfflineClient: newOffline})
	if c.Backend() != "offline" {
		t.Fatalf("fallback: %+v", ch)
	}
	// A configured server with no model named: its model list picks one.
	_, ch = llm.Choose(context.Background(), llm.Settings{BaseURL: local.URL(), Source: map[string]string{"base_url": "config file"}, NewOfflineClient: newOffline})
	if ch.Model != "llama3.2" {
		t.Fatalf("model from list: %+v", ch)
	}
}

func TestRedact(t *testing.T) {
	in := "Authorization: Bearer abcdef123456 key sk-proj-ABCDEFGH12345 and mysecret"
	out := llm.Redact(in, "mysecret")
	for _, leak := range []string{"abcdef123456", "sk-proj-ABCDEFGH12345", "mysecret"} {
		if strings.Contains(out, leak) {
			t.Fatalf("%q leaks %q", out, leak)
		}
	}
}
