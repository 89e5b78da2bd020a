package llm

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/google/renameio/v2"
	openai "github.com/sashabaranov/go-openai"
)

// Schema is the JSON schema a reply must fill, sent as response_format
// (type json_schema, strict) to servers that accept it, so a small local
// model's reply is in shape the first time. JSON keeps its properties in
// the order the model should write them (thought before cmd).
type Schema struct {
	Name string
	JSON json.RawMessage
}

// Servers remembers, per base URL, which servers refused response_format,
// so the extra call that finds out is paid once. The zero value and nil
// remember only in memory.
type Servers struct {
	// Path is the file the memory is kept in (JSON); "" keeps nothing.
	Path string

	mu     sync.Mutex
	loaded bool
	state  serversFile
}

type serversFile struct {
	NoResponseFormat map[string]bool `json:"no_response_format"`
}

// NewServers keeps the memory in path.
func NewServers(path string) *Servers { return &Servers{Path: path} }

func (s *Servers) load() {
	if s.loaded {
		return
	}
	s.loaded = true
	if s.Path == "" {
		return
	}
	data, err := os.ReadFile(s.Path)
	if err != nil {
		return
	}
	_ = json.Unmarshal(data, &s.state) // a corrupt file is rebuilt
}

// Refused reports whether the server at base refused response_format.
func (s *Servers) Refused(base string) bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.load()
	return s.state.NoResponseFormat[base]
}

// Refuse records that the server at base refused response_format.
func (s *Servers) Refuse(base string) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.load()
	if s.state.NoResponseFormat == nil {
		s.state.NoResponseFormat = map[string]bool{}
	}
	s.state.NoResponseFormat[base] = true
	if s.Path == "" {
		return
	}
	data, err := json.Marshal(s.state)
	if err != nil {
		return
	}
	if os.MkdirAll(filepath.Dir(s.Path), 0o755) == nil {
		_ = renameio.WriteFile(s.Path, data, 0o644)
	}
}

// responseFormat is req's schema as go-openai's response_format.
func responseFormat(sc *Schema) *openai.ChatCompletionResponseFormat {
	return &openai.ChatCompletionResponseFormat{
		Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
		JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
			Name: sc.Name, Schema: sc.JSON, Strict: true,
		},
	}
}

// refusesSchema reports a 400 that blames response_format: the server
// does not know json_schema (or response_format at all).
func refusesSchema(err error) bool {
	var ae *openai.APIError
	var re *openai.RequestError
	msg, code := "", 0
	switch {
	case errors.As(err, &ae):
		msg, code = ae.Message, ae.HTTPStatusCode
		if ae.Param != nil {
			msg += " " + *ae.Param
		}
	case errors.As(err, &re):
		msg, code = string(re.Body)+" "+re.Error(), re.HTTPStatusCode
	default:
		return false
	}
	if code != 400 && code != 422 {
		return false
	}
	m := strings.ToLower(msg)
	return strings.Contains(m, "response_format") || strings.Contains(m, "json_schema") || strings.Contains(m, "response format")
}
