// Package llmtest is a scripted OpenAI-compatible server for tests. Each
// request takes the next Step of the script (the last one repeats when the
// script runs out): a reply, streamed as server-sent events when the client
// asked for a stream; a status code with headers; a delay; a stream cut
// midway; a hang until the client goes away; or one of the malformed
// answers real servers give. Every request is recorded so tests can count
// retries and read prompts.
package llmtest

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Fault is a way for a Step to misbehave.
type Fault string

// The faults a Step can inject; the zero Fault answers normally.
const (
	// FaultCut sends half the reply as a stream, then closes the
	// connection without a finish reason or [DONE].
	FaultCut Fault = "cut"
	// FaultHang answers nothing until the client disconnects.
	FaultHang Fault = "hang"
	// FaultHTML answers an HTML page with a JSON content type.
	FaultHTML Fault = "html"
	// FaultBadSSE sends lines that are not server-sent events.
	FaultBadSSE Fault = "bad-sse"
	// FaultStreamError sends an error object inside the stream.
	FaultStreamError Fault = "stream-error"
	// FaultReset closes the connection without answering.
	FaultReset Fault = "reset"
)

// Step is how the server answers one request.
type Step struct {
	// Reply is the assistant's text.
	Reply string `json:"reply"`
	// Status, when not 0 or 200, is answered with an OpenAI-style error
	// body instead of a reply.
	Status int `json:"status"`
	// Headers are added to the response (e.g. Retry-After).
	Headers map[string]string `json:"headers"`
	// Delay is waited before answering; TokenDelay between stream chunks.
	Delay      time.Duration `json:"delay"`
	TokenDelay time.Duration `json:"token_delay"`
	Fault      Fault         `json:"fault"`
	// FinishReason defaults to "stop".
	FinishReason string `json:"finish_reason"`
}

// Request is what the server recorded of one request.
type Request struct {
	Time     time.Time
	Path     string
	Model    string
	Stream   bool
	Messages []Message
	Header   http.Header
	// ResponseFormat is the request's response_format, raw; empty when
	// it had none.
	ResponseFormat json.RawMessage
	// Disconnected is set when a hanging request saw the client leave.
	Disconnected bool
}

// Message is one chat message of a recorded request.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Prompt is all message contents joined, for substring checks.
func (r Request) Prompt() string {
	var b strings.Builder
	for _, m := range r.Messages {
		b.WriteString(m.Content)
		b.WriteString("\n")
	}
	return b.String()
}

// Kind is the server a Server impersonates on its discovery endpoints.
type Kind string

// The kinds of server discovery tells apart.
const (
	OpenAI   Kind = "openai"
	Ollama   Kind = "ollama"
	LMStudio Kind = "lmstudio"
	LlamaCpp Kind = "llamacpp"
	VLLM     Kind = "vllm"
)

// Server is a running scripted server.
type Server struct {
	srv *httptest.Server

	mu     sync.Mutex
	steps  []Step
	last   Step
	reqs   []*Request
	kind   Kind
	models []string
	// noSchema: answer 400 to a request carrying response_format, as a
	// server that does not support it does.
	noSchema bool
	// lat, when set, makes answers take a local model's time; cached is
	// the text its prompt cache holds (the last prompt and its reply).
	lat    *Latency
	cached string
}

// Latency is a local model's timing, as llama.cpp's server and Ollama
// show it: the prompt is read at ReadTokensPerSec, except the prefix it
// shares with the previous request's prompt and reply (the prompt cache
// of one slot); then FirstToken passes before the first chunk, and each
// chunk of ChunkChars characters takes ChunkDelay. Without it the server
// answers at once (the default).
type Latency struct {
	ReadTokensPerSec float64
	FirstToken       time.Duration
	ChunkDelay       time.Duration
	// ChunkChars defaults to 8; CharsPerToken, for the prompt, to 4.
	ChunkChars    int
	CharsPerToken float64
}

// LocalModel is the latency of a small model on a laptop GPU: 1000
// prompt tokens/s with the prefix cached, 100 ms to the first token, 40 ms
// per 8-character chunk.
var LocalModel = Latency{ReadTokensPerSec: 1000, FirstToken: 100 * time.Millisecond, ChunkDelay: 40 * time.Millisecond, ChunkChars: 8, CharsPerToken: 4}

// WithLatency makes the server take l's time for each answer.
func (s *Server) WithLatency(l Latency) *Server {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l.ChunkChars <= 0 {
		l.ChunkChars = 8
	}
	if l.CharsPerToken <= 0 {
		l.CharsPerToken = 4
	}
	s.lat = &l
	return s
}

// ReadDelay is how long a server with latency l takes to read prompt
// when its cache holds cached: the uncached rest of the prompt, at the
// reading rate.
func (l Latency) ReadDelay(cached, prompt string) time.Duration {
	if l.ReadTokensPerSec <= 0 {
		return 0
	}
	n := 0
	for n < len(cached) && n < len(prompt) && cached[n] == prompt[n] {
		n++
	}
	tokens := float64(len(prompt)-n) / l.CharsPerToken
	return time.Duration(tokens / l.ReadTokensPerSec * float64(time.Second))
}

// promptText is the request's prompt as a prompt cache sees it.
func (r Request) promptText() string { return renderPrompt(r.Messages) }

// renderPrompt is the text a chat template makes of messages, as the
// prompt cache sees it.
func renderPrompt(m []Message) string {
	var b strings.Builder
	for _, x := range m {
		b.WriteString("<|" + x.Role + "|>\n" + x.Content + "\n")
	}
	return b.String()
}

// SharedPrefix is the length of the common prefix of two requests'
// prompts, as a prompt cache compares them (role markers included).
func SharedPrefix(a, b Request) int {
	x, y := a.promptText(), b.promptText()
	n := 0
	for n < len(x) && n < len(y) && x[n] == y[n] {
		n++
	}
	return n
}

// PromptLen is the length of a request's prompt as a prompt cache sees it.
func (r Request) PromptLen() int { return len(r.promptText()) }

// RefuseResponseFormat makes the server answer HTTP 400 to any request
// that carries response_format (without using a step of the script), as
// older local servers do.
func (s *Server) RefuseResponseFormat() *Server {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.noSchema = true
	return s
}

// New starts a server on 127.0.0.1 with the given script.
func New(steps ...Step) *Server {
	s := &Server{steps: steps, kind: OpenAI, models: []string{"test-model"}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Listen starts a server on addr (for the command-line tool).
func Listen(addr string, steps ...Step) (*Server, error) {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s := &Server{steps: steps, kind: OpenAI, models: []string{"test-model"}}
	s.srv = httptest.NewUnstartedServer(http.HandlerFunc(s.serve))
	s.srv.Listener.Close()
	s.srv.Listener = l
	s.srv.Start()
	return s, nil
}

// Close stops the server, ending any hanging request.
func (s *Server) Close() {
	s.srv.CloseClientConnections()
	s.srv.Close()
}

// URL is the base URL clients use, ending in /v1.
func (s *Server) URL() string { return s.srv.URL + "/v1" }

// Root is the server's address without /v1.
func (s *Server) Root() string { return s.srv.URL }

// Impersonate makes the discovery endpoints answer like kind, listing
// models.
func (s *Server) Impersonate(kind Kind, models ...string) *Server {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.kind = kind
	if len(models) > 0 {
		s.models = models
	}
	return s
}

// Requests returns the chat requests recorded so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Request, 0, len(s.reqs))
	for _, r := range s.reqs {
		out = append(out, *r)
	}
	return out
}

func (s *Server) next() Step {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.steps) > 0 {
		s.last = s.steps[0]
		s.steps = s.steps[1:]
	}
	return s.last
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/v1/chat/completions" || r.URL.Path == "/chat/completions":
		s.chat(w, r)
	case r.URL.Path == "/v1/models":
		s.listModels(w)
	case r.URL.Path == "/api/tags" || r.URL.Path == "/api/version":
		s.ollama(w, r)
	case r.URL.Path == "/health" || r.URL.Path == "/props":
		s.llamaHealth(w, r)
	default:
		http.NotFound(w, r)
	}
}

func (s *Server) listModels(w http.ResponseWriter) {
	s.mu.Lock()
	kind, models := s.kind, s.models
	s.mu.Unlock()
	type model struct {
		ID      string `json:"id"`
		Object  string `json:"object"`
		OwnedBy string `json:"owned_by"`
	}
	owner := map[Kind]string{OpenAI: "openai", Ollama: "library", LMStudio: "organization_owner", LlamaCpp: "llamacpp", VLLM: "vllm"}[kind]
	out := struct {
		Object string  `json:"object"`
		Data   []model `json:"data"`
	}{Object: "list"}
	for _, m := range models {
		out.Data = append(out.Data, model{ID: m, Object: "model", OwnedBy: owner})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) ollama(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	kind, models := s.kind, s.models
	s.mu.Unlock()
	if kind != Ollama {
		http.NotFound(w, r)
		return
	}
	if r.URL.Path == "/api/version" {
		writeJSON(w, http.StatusOK, map[string]string{"version": "0.12.0"})
		return
	}
	type m struct {
		Name  string `json:"name"`
		Model string `json:"model"`
	}
	var list []m
	for _, n := range models {
		list = append(list, m{Name: n, Model: n})
	}
	writeJSON(w, http.StatusOK, map[string]any{"models": list})
}

func (s *Server) llamaHealth(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	kind := s.kind
	s.mu.Unlock()
	if kind != LlamaCpp {
		http.NotFound(w, r)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Model    string          `json:"model"`
		Stream   bool            `json:"stream"`
		Messages []Message       `json:"messages"`
		Format   json.RawMessage `json:"response_format"`
	}
	data, _ := io.ReadAll(io.LimitReader(r.Body, 16<<20))
	_ = json.Unmarshal(data, &body)
	rec := &Request{Time: time.Now(), Path: r.URL.Path, Model: body.Model, Stream: body.Stream, Messages: body.Messages, Header: r.Header.Clone(), ResponseFormat: body.Format}
	s.mu.Lock()
	s.reqs = append(s.reqs, rec)
	refuse := s.noSchema && len(body.Format) > 0 && string(body.Format) != "null"
	s.mu.Unlock()
	if refuse {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": map[string]any{
			"message": "response_format of type json_schema is not supported by this server",
			"type":    "invalid_request_error", "param": "response_format", "code": nil,
		}})
		return
	}

	st := s.next()
	s.mu.Lock()
	lat := s.lat
	if lat != nil {
		prompt := renderPrompt(body.Messages)
		wait := lat.ReadDelay(s.cached, prompt) + lat.FirstToken
		s.cached = prompt + "<|assistant|>\n" + st.Reply + "\n"
		st.Delay += wait
		if st.TokenDelay == 0 {
			st.TokenDelay = lat.ChunkDelay
		}
	}
	s.mu.Unlock()
	if st.Delay > 0 {
		select {
		case <-time.After(st.Delay):
		case <-r.Context().Done():
			s.markDisconnected(rec)
			return
		}
	}
	for k, v := range st.Headers {
		w.Header().Set(k, v)
	}
	switch st.Fault {
	case FaultHang:
		<-r.Context().Done()
		s.markDisconnected(rec)
		return
	case FaultReset:
		if hj, ok := w.(http.Hijacker); ok {
			if conn, _, err := hj.Hijack(); err == nil {
				if tc, ok := conn.(*net.TCPConn); ok {
					_ = tc.SetLinger(0)
				}
				conn.Close()
			}
		}
		return
	case FaultHTML:
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		io.WriteString(w, "<html><body><h1>502 Bad Gateway</h1></body></html>")
		return
	}
	if st.Status != 0 && st.Status != http.StatusOK {
		writeJSON(w, st.Status, map[string]any{"error": map[string]any{
			"message": fmt.Sprintf("scripted failure %d", st.Status), "type": "server_error", "code": nil,
		}})
		return
	}
	if !body.Stream {
		if lat != nil && st.TokenDelay > 0 {
			// A whole answer takes as long as its stream would.
			n := (len(st.Reply) + lat.ChunkChars - 1) / lat.ChunkChars
			select {
			case <-time.After(time.Duration(n) * st.TokenDelay):
			case <-r.Context().Done():
				return
			}
		}
		s.whole(w, body.Model, st)
		return
	}
	s.stream(w, r, body.Model, st, rec)
}

func (s *Server) markDisconnected(rec *Request) {
	s.mu.Lock()
	rec.Disconnected = true
	s.mu.Unlock()
}

func finish(st Step) string {
	if st.FinishReason != "" {
		return st.FinishReason
	}
	return "stop"
}

func (s *Server) whole(w http.ResponseWriter, model string, st Step) {
	writeJSON(w, http.StatusOK, map[string]any{
		"id": "chatcmpl-test", "object": "chat.completion", "created": time.Now().Unix(), "model": model,
		"choices": []any{map[string]any{
			"index": 0, "message": map[string]string{"role": "assistant", "content": st.Reply},
			"finish_reason": finish(st),
		}},
	})
}

// chunkSize is how much of the reply one stream event carries.
const chunkSize = 16

func (s *Server) stream(w http.ResponseWriter, r *http.Request, model string, st Step, rec *Request) {
	fl, _ := w.(http.Flusher)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	event := func(delta map[string]string, reason any) {
		b, _ := json.Marshal(map[string]any{
			"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": time.Now().Unix(), "model": model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": reason}},
		})
		fmt.Fprintf(w, "data: %s\n\n", b)
		if fl != nil {
			fl.Flush()
		}
	}
	switch st.Fault {
	case FaultBadSSE:
		io.WriteString(w, "this is not an event stream\n{garbage\n\n")
		return
	case FaultStreamError:
		event(map[string]string{"role": "assistant", "content": ""}, nil)
		io.WriteString(w, `data: {"error": {"message": "the model crashed", "type": "server_error"}}`+"\n\n")
		return
	}
	event(map[string]string{"role": "assistant", "content": ""}, nil)
	reply := st.Reply
	cut := st.Fault == FaultCut
	if cut {
		reply = reply[:len(reply)/2]
	}
	size := chunkSize
	s.mu.Lock()
	if s.lat != nil {
		size = s.lat.ChunkChars
	}
	s.mu.Unlock()
	for i := 0; i < len(reply); i += size {
		if st.TokenDelay > 0 {
			select {
			case <-time.After(st.TokenDelay):
			case <-r.Context().Done():
				s.markDisconnected(rec)
				return
			}
		}
		event(map[string]string{"content": reply[i:min(i+size, len(reply))]}, nil)
	}
	if cut {
		if hj, ok := w.(http.Hijacker); ok {
			if conn, _, err := hj.Hijack(); err == nil {
				conn.Close()
			}
		}
		return
	}
	event(map[string]string{}, finish(st))
	io.WriteString(w, "data: [DONE]\n\n")
	if fl != nil {
		fl.Flush()
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
