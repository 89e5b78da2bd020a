// Command llmtest serves a scripted OpenAI-compatible model on loopback,
// so caro can be tried by hand or from a tmux script against known
// replies:
//
//	llmtest -addr 127.0.0.1:8900 script.json
//
// The script is a JSON array of steps, used one per request (the last
// repeats): {"reply": "...", "status": 500, "headers": {...},
// "delay_ms": 0, "token_delay_ms": 0, "fault": "cut|hang|html|bad-sse|
// stream-error|reset", "finish_reason": "stop"}.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/caro-sh/caro/internal/llmtest"
)

type step struct {
	Reply        string            `json:"reply"`
	Status       int               `json:"status"`
	Headers      map[string]string `json:"headers"`
	DelayMS      int               `json:"delay_ms"`
	TokenDelayMS int               `json:"token_delay_ms"`
	Fault        string            `json:"fault"`
	FinishReason string            `json:"finish_reason"`
}

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on (loopback)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: llmtest [-addr 127.0.0.1:PORT] script.json")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "llmtest:", err)
		os.Exit(1)
	}
	var raw []step
	// A misspelt field ("delay" for delay_ms) is an error, not a step
	// that silently answers at once.
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		fmt.Fprintln(os.Stderr, "llmtest: script:", err)
		os.Exit(1)
	}
	steps := make([]llmtest.Step, len(raw))
	for i, s := range raw {
		steps[i] = llmtest.Step{Reply: s.Reply, Status: s.Status, Headers: s.Headers,
			Delay: time.Duration(s.DelayMS) * time.Millisecond, TokenDelay: time.Duration(s.TokenDelayMS) * time.Millisecond,
			Fault: llmtest.Fault(s.Fault), FinishReason: s.FinishReason}
	}
	srv, err := llmtest.Listen(*addr, steps...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "llmtest:", err)
		os.Exit(1)
	}
	fmt.Println(srv.URL())
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
	srv.Close()
}
