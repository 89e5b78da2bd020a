package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
)

// Replies in shape by construction: every request to a server that takes
// response_format carries the reply protocol as a strict JSON schema
// (thought before cmd); a reply that fills it needs no repair.
func TestRequestsCarryTheReplySchema(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ps aux --sort=-%mem | head -n 6", 0.5),
		llmtest.Step{Reply: `{"cmd": "ps aux --sort=-%mem | head -n 6", "confidence": 0.95, "changes": ""}`})
	defer srv.Close()
	sb.stub("ps", "echo 'usage: ps [options]'")
	r := sb.run(append(model(srv), "--debug", "--print", "the 5 processes using the most memory")...)
	if r.code != 0 || r.stdout != "ps aux --sort=-%mem | head -n 6\n" {
		t.Fatalf("got %+v", r)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want generate and refine", len(reqs))
	}
	for i, want := range []string{"caro_command", "caro_refined_command"} {
		var rf struct {
			Type       string `json:"type"`
			JSONSchema struct {
				Name   string          `json:"name"`
				Strict bool            `json:"strict"`
				Schema json.RawMessage `json:"schema"`
			} `json:"json_schema"`
		}
		if err := json.Unmarshal(reqs[i].ResponseFormat, &rf); err != nil || rf.Type != "json_schema" || !rf.JSONSchema.Strict || rf.JSONSchema.Name != want {
			t.Fatalf("request %d: response_format %s (%v)", i+1, reqs[i].ResponseFormat, err)
		}
		if i == 0 {
			s := string(rf.JSONSchema.Schema)
			if th, cmd := strings.Index(s, `"thought"`), strings.Index(s, `"cmd"`); th < 0 || cmd < 0 || th > cmd {
				t.Fatalf("thought must come before cmd: %s", s)
			}
		}
	}
	if strings.Contains(r.stderr, "repaired") || !strings.Contains(r.stderr, `response_format json_schema "caro_command" sent`) {
		t.Fatalf("debug: %s", r.stderr)
	}
}

// A server that refuses response_format costs one extra call the first
// time only: caro asks again without it and remembers the server in its
// cache, so the next run sends no schema to it.
func TestServerThatRefusesTheSchemaCostsOneCallOnce(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ls -la", 0.95)).RefuseResponseFormat()
	defer srv.Close()
	r := sb.run(append(model(srv), "--debug", "--print", "list files here")...)
	if r.code != 0 || r.stdout != "ls -la\n" {
		t.Fatalf("first run: %+v", r)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Fatalf("first run: %d requests, want 2 (refused, then without the schema)", n)
	}
	if !strings.Contains(r.stderr, "refused response_format") {
		t.Fatalf("first run's debug does not say so: %s", r.stderr)
	}
	r = sb.run(append(model(srv), "--debug", "--print", "list files here")...)
	reqs := srv.Requests()
	if r.code != 0 || len(reqs) != 3 || len(reqs[2].ResponseFormat) != 0 {
		t.Fatalf("second run: %+v, %d requests, last response_format %s", r, len(reqs), reqs[len(reqs)-1].ResponseFormat)
	}
	if !strings.Contains(r.stderr, "response_format not sent") {
		t.Fatalf("second run's debug does not say so: %s", r.stderr)
	}
	// Another cache (another machine) finds out again.
	other := newSandbox(t)
	other.env = append(other.env, "XDG_CACHE_HOME="+filepath.Join(other.dir, "elsewhere"))
	if r := other.run(append(model(srv), "--print", "list files here")...); r.code != 0 || len(srv.Requests()) != 5 {
		t.Fatalf("fresh cache: %+v, %d requests", r, len(srv.Requests()))
	}
}
