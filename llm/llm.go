// Package llm is how caro talks to models: one Client interface that the
// loop uses, implemented by the OpenAI-compatible client (go-openai, for
// OpenAI, Ollama, LM Studio, vLLM and llama.cpp server) and by the built-in
// offline backend in llm/offline. Errors leave this package as *Error, which
// carries one line for the user and a Kind that main maps to an exit code.
package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Role names the author of a Message, as the OpenAI chat API spells it.
type Role string

// The roles a Message can have.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
)

// Message is one entry of a chat conversation.
type Message struct {
	Role    Role
	Content string
}

// Request is one call to a model. Messages is what a real model reads; Meta
// carries the same facts in structured form for backends that do not read
// prose (the offline backend).
type Request struct {
	Messages []Message
	// MaxTokens bounds the reply; 0 leaves it to the backend.
	MaxTokens int
	// Temperature for sampling; caro asks for low values (command
	// generation wants the likeliest answer, not a creative one).
	Temperature float32
	Meta        Meta
	// OnRetry, when set, hears of each retry in a short note: why the
	// last try failed and how long until the next one, then again as the
	// next try starts.
	OnRetry func(note string)
	// Schema, when set, is the JSON schema the reply must fill; servers
	// that accept response_format get it.
	Schema *Schema
	// OnNote, when set, hears how the request went out (with or without
	// the schema, and why), for --debug.
	OnNote func(note string)
}

// Meta is the structured side of a Request.
type Meta struct {
	// Task is the user's request, verbatim.
	Task string
	// Iteration is 1 for generation, 2 for refinement; 0 for anything
	// else (an explanation, a revision).
	Iteration int
	// Purpose says what the call is for: "generate", "refine", "explain",
	// "revise".
	Purpose string
	// Previous is the command of iteration 1 when Iteration is 2.
	Previous string
	// Rounds are the earlier rounds of a multi-step task, oldest first.
	Rounds []Round
}

// Round is what a backend may know of an earlier round of the same task.
type Round struct {
	Command  string
	ExitCode int
	Output   string
}

// Stream is a reply read piece by piece, pulled one chunk at a time:
//
//	for s.Next() { buf.WriteString(s.Current()) }
//	if err := s.Err(); err != nil { ... }
//
// A stream that ends before the backend said it was complete reports
// ErrCutOff from Err, never a silent io.EOF.
type Stream interface {
	// Next advances to the next chunk and reports whether there is one.
	Next() bool
	// Current is the text of the chunk Next moved to.
	Current() string
	// Err is the error that ended the stream, nil after a complete reply.
	Err() error
	// Close releases the connection; it is safe to call more than once.
	Close() error
}

// Client is a model backend.
type Client interface {
	// Stream starts a reply to req. Errors before the first byte come back
	// here; errors after it come from Stream.Err.
	Stream(ctx context.Context, req Request) (Stream, error)
	// Backend names the kind of server ("openai", "ollama", "lmstudio",
	// "llamacpp", "vllm", "offline", or "openai-compatible").
	Backend() string
	// Model is the model name requests are sent with.
	Model() string
}

// Offline is implemented by backends that need no refinement pass: their
// answers are already chosen for the platform's flavour, so a second call
// with help text would add nothing.
type Offline interface {
	Offline() bool
}

// MaxReply caps the size of one reply read by Collect: a reply longer than
// this is an error, not a memory hazard.
const MaxReply = 256 << 10

// Collect reads a stream to its end and returns the whole reply. It stops
// with an *Error of KindTooLong once the reply passes limit bytes (MaxReply
// when limit is 0). onChunk, when not nil, sees each chunk as it arrives.
func Collect(s Stream, limit int, onChunk func(string)) (string, error) {
	defer s.Close()
	if limit <= 0 {
		limit = MaxReply
	}
	var b strings.Builder
	for s.Next() {
		c := s.Current()
		if b.Len()+len(c) > limit {
			return "", &Error{Kind: KindTooLong, Reason: fmt.Sprintf("the model's reply passed %d KiB and was dropped", limit>>10)}
		}
		b.WriteString(c)
		if onChunk != nil {
			onChunk(c)
		}
	}
	if err := s.Err(); err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	return b.String(), nil
}

// Complete is Stream followed by Collect with the default limit.
func Complete(ctx context.Context, c Client, req Request) (string, error) {
	s, err := c.Stream(ctx, req)
	if err != nil {
		return "", err
	}
	return Collect(s, 0, nil)
}

// TextStream returns a Stream that yields text as one chunk: for backends
// that have their whole answer at once, and for tests.
func TextStream(text string) Stream { return &textStream{s: text} }

type textStream struct {
	s    string
	done bool
}

func (t *textStream) Next() bool {
	if t.done {
		return false
	}
	t.done = true
	return true
}
func (t *textStream) Current() string { return t.s }
func (t *textStream) Err() error      { return nil }
func (t *textStream) Close() error    { return nil }
