package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"
)

// LocalServer is a kind of model server caro looks for on loopback.
type LocalServer struct {
	Backend string
	Port    int
	// Probe is the path that answers with a model list.
	Probe string
}

// LocalServers are probed in this order of preference.
var LocalServers = []LocalServer{
	{Backend: "ollama", Port: 11434, Probe: "/api/tags"},
	{Backend: "lmstudio", Port: 1234, Probe: "/v1/models"},
	{Backend: "llamacpp", Port: 8080, Probe: "/v1/models"},
	{Backend: "vllm", Port: 8000, Probe: "/v1/models"},
}

// Found is a local server discovery found.
type Found struct {
	Backend string
	BaseURL string
	Models  []string
}

// DiscoverOptions tune Discover; the zero value probes the standard ports
// on 127.0.0.1 within 150 ms.
type DiscoverOptions struct {
	Host    string
	Servers []LocalServer
	Timeout time.Duration
	Client  *http.Client
}

// Discover probes the local servers in parallel and returns the most
// preferred one that answered with a model list, or nil.
func Discover(ctx context.Context, o DiscoverOptions) *Found {
	if o.Host == "" {
		o.Host = "127.0.0.1"
	}
	if o.Servers == nil {
		o.Servers = LocalServers
	}
	if o.Timeout <= 0 {
		o.Timeout = 150 * time.Millisecond
	}
	hc := o.Client
	if hc == nil {
		hc = &http.Client{Transport: &http.Transport{Proxy: nil, DisableKeepAlives: true}}
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	results := make([]chan *Found, len(o.Servers))
	for i, s := range o.Servers {
		results[i] = make(chan *Found, 1)
		go func(s LocalServer, out chan<- *Found) {
			out <- probe(ctx, hc, o.Host, s)
		}(s, results[i])
	}
	// Take the first in preference order; a better one that answers
	// later than a worse one still wins, within the timeout.
	for _, r := range results {
		if f := <-r; f != nil {
			return f
		}
	}
	return nil
}

func probe(ctx context.Context, hc *http.Client, host string, s LocalServer) *Found {
	root := fmt.Sprintf("http://%s:%d", host, s.Port)
	models, ok := listModels(ctx, hc, root+s.Probe)
	if !ok {
		return nil
	}
	return &Found{Backend: s.Backend, BaseURL: root + "/v1", Models: models}
}

// listModels GETs url and reads a model list in OpenAI's shape
// ({"data": [{"id"}]}) or Ollama's ({"models": [{"name"}]}). ok is false
// when the answer is not a model list.
func listModels(ctx context.Context, hc *http.Client, url string) ([]string, bool) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, false
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, false
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, false
	}
	var list struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
		Models []struct {
			Name string `json:"name"`
		} `json:"models"`
	}
	if json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&list) != nil || (list.Data == nil && list.Models == nil) {
		return nil, false
	}
	var models []string
	for _, d := range list.Data {
		models = append(models, d.ID)
	}
	for _, m := range list.Models {
		models = append(models, m.Name)
	}
	return models, true
}

// Settings are what config resolved about the model, with the source of
// each value.
type Settings struct {
	BaseURL, APIKey, Model string
	// Source names where BaseURL, APIKey and Model came from, keyed
	// "base_url", "api_key", "model".
	Source map[string]string
	// Provider is the chosen provider name, if any.
	Provider string
	Offline  bool
	// Discover allows probing loopback for a local server.
	Discover         bool
	DiscoverOptions  DiscoverOptions
	RequestTimeout   time.Duration
	NewOfflineClient func() Client
	// Servers remembers which servers refused response_format (kept in
	// the cache directory by caro); nil remembers only in memory.
	Servers *Servers
}

// Choice says which backend was chosen and why.
type Choice struct {
	Backend string
	Model   string
	BaseURL string
	Why     string
}

// DefaultOpenAIModel is the model asked when an OpenAI key is set and no
// model is named.
const DefaultOpenAIModel = "gpt-4o-mini"

// Choose picks the backend in the order DESIGN.md gives: flags, then
// CARO_* and OPENAI_* variables, then the config file (all already merged
// into s with their sources), then a local server on loopback, then the
// offline backend.
func Choose(ctx context.Context, s Settings) (Client, Choice) {
	offline := func(why string) (Client, Choice) {
		c := s.NewOfflineClient()
		return c, Choice{Backend: c.Backend(), Model: c.Model(), Why: why}
	}
	if s.Offline {
		return offline("offline backend chosen (--offline, CARO_OFFLINE or config)")
	}
	if s.BaseURL != "" || s.APIKey != "" {
		base := s.BaseURL
		why := ""
		if base == "" {
			base = "https://api.openai.com/v1"
			why = "API key from " + s.Source["api_key"]
		} else {
			why = "base URL from " + s.Source["base_url"]
		}
		model := s.Model
		backend := guessBackend(base, s.Provider)
		if model == "" {
			if backend == "openai" {
				model = DefaultOpenAIModel
			} else if f := probeOne(ctx, base, s.DiscoverOptions); f != nil && len(f.Models) > 0 {
				model = f.Models[0]
				why += ", model " + model + " listed by the server"
			}
		}
		c := NewOpenAI(OpenAIOptions{BaseURL: base, APIKey: s.APIKey, Model: model, Backend: backend, RequestTimeout: s.RequestTimeout, Servers: s.Servers})
		return c, Choice{Backend: backend, Model: model, BaseURL: base, Why: why}
	}
	if s.Discover {
		if f := Discover(ctx, s.DiscoverOptions); f != nil {
			model := s.Model
			if model == "" && len(f.Models) > 0 {
				model = f.Models[0]
			}
			if model != "" {
				c := NewOpenAI(OpenAIOptions{BaseURL: f.BaseURL, Model: model, Backend: f.Backend, RequestTimeout: s.RequestTimeout, Servers: s.Servers})
				return c, Choice{Backend: f.Backend, Model: model, BaseURL: f.BaseURL, Why: fmt.Sprintf("found %s at %s", f.Backend, f.BaseURL)}
			}
		}
	}
	return offline("no model configured or found on loopback: built-in offline backend")
}

// probeOne asks a configured server for its model list, to pick a model
// when none was named.
func probeOne(ctx context.Context, base string, o DiscoverOptions) *Found {
	if o.Timeout <= 0 {
		o.Timeout = 500 * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	hc := &http.Client{Transport: &http.Transport{Proxy: nil, DisableKeepAlives: true}}
	models, ok := listModels(ctx, hc, strings.TrimRight(base, "/")+"/models")
	if !ok {
		return nil
	}
	return &Found{BaseURL: base, Models: models}
}

// guessBackend names the server kind from the provider or the URL's port.
func guessBackend(base, provider string) string {
	switch provider {
	case "ollama", "lmstudio", "llamacpp", "vllm", "openai":
		return provider
	}
	switch {
	case strings.Contains(base, "api.openai.com"):
		return "openai"
	case strings.Contains(base, ":11434"):
		return "ollama"
	case strings.Contains(base, ":1234"):
		return "lmstudio"
	case strings.Contains(base, ":8080"):
		return "llamacpp"
	case strings.Contains(base, ":8000"):
		return "vllm"
	}
	return "openai-compatible"
}

// secretPattern is built on first use: caro does no work at start-up.
var secretPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(bearer\s+)[A-Za-z0-9._~+/=-]{6,}|sk-[A-Za-z0-9_-]{8,}`)
})

// Redact hides the given secrets and anything that looks like an API key
// or a bearer token.
func Redact(s string, secrets ...string) string {
	for _, k := range secrets {
		if len(k) >= 4 {
			s = strings.ReplaceAll(s, k, "[redacted]")
		}
	}
	return secretPattern().ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(strings.ToLower(m), "bearer") {
			return m[:7] + "[redacted]"
		}
		return "[redacted]"
	})
}
