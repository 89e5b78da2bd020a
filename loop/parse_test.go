package loop

import (
	"strings"
	"testing"
)

func TestParseReplyTolerates(t *testing.T) {
	cases := []struct {
		name, in string
		cmd      string
		conf     float64
		status   Status
	}{
		{"plain", `{"thought":"t","cmd":"ls -la","confidence":0.9,"status":"FINISH"}`, "ls -la", 0.9, Finish},
		{"fence", "```json\n{\"cmd\": \"ls\", \"confidence\": 0.95, \"status\": \"FINISH\"}\n```", "ls", 0.95, Finish},
		{"prose around", "Sure! Here is the command:\n{\"cmd\": \"df -h\", \"confidence\": 0.9, \"status\": \"FINISH\"}\nHope it helps.", "df -h", 0.9, Finish},
		{"trailing comma", `{"cmd": "uptime", "confidence": 0.9, "status": "FINISH",}`, "uptime", 0.9, Finish},
		{"single quotes", `{'cmd': 'ps aux', 'confidence': 0.85, 'status': 'FINISH'}`, "ps aux", 0.85, Finish},
		{"braces in string", `{"cmd": "awk '{print $1}' f", "confidence": 0.9, "status": "FINISH"}`, "awk '{print $1}' f", 0.9, Finish},
		{"lower status", `{"cmd": "ls", "confidence": 0.9, "status": "continue"}`, "ls", 0.9, Continue},
		{"percent confidence", `{"cmd": "ls", "confidence": 93, "status": "FINISH"}`, "ls", 0.93, Finish},
		{"string confidence", `{"cmd": "ls", "confidence": "0.7", "status": "FINISH"}`, "ls", 0.7, Finish},
		{"fail clears cmd", `{"thought": "no", "cmd": "x", "status": "FAIL"}`, "", 0.5, Fail},
		{"no status defaults to finish", `{"cmd": "ls", "confidence": 0.9}`, "ls", 0.9, Finish},
		{"two objects take the first", `{"cmd": "ls", "confidence": 0.9, "status": "FINISH"} {"cmd": "rm -rf /"}`, "ls", 0.9, Finish},
		{"command alias", `{"command": "pwd", "confidence": 1, "status": "FINISH"}`, "pwd", 1, Finish},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := ParseReply(c.in, 1)
			if err != nil {
				t.Fatalf("ParseReply: %v", err)
			}
			if r.Cmd != c.cmd || r.Status != c.status || r.Confidence != c.conf {
				t.Fatalf("got cmd=%q status=%s conf=%v, want %q %s %v", r.Cmd, r.Status, r.Confidence, c.cmd, c.status, c.conf)
			}
		})
	}
}

func TestParseReplyRefuses(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"empty", "   ", "empty"},
		{"prose only", "sure! here you go", "no JSON object"},
		{"truncated", `{"cmd": "rm -rf /home/`, "not complete"},
		{"truncated after value", `{"cmd": "ls", "confidence": 0.9`, "not complete"},
		{"unknown status", `{"cmd": "ls", "status": "MAYBE"}`, "status"},
		{"continue without cmd", `{"cmd": "", "status": "CONTINUE"}`, "CONTINUE"},
		{"cmd not a string", `{"cmd": 42, "status": "FINISH"}`, "must be a string"},
		{"escape in cmd", `{"cmd": "ls \u001b[8m; rm -rf ~", "status": "FINISH"}`, "control character"},
		{"nul in cmd", `{"cmd": "ls \u0000", "status": "FINISH"}`, "control character"},
		{"bidi in cmd", `{"cmd": "ls \u202e", "status": "FINISH"}`, "control character"},
		{"nothing at all", `{"thought": "hm"}`, "neither"},
		{"array", `[1,2]`, "no JSON object"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseReply(c.in, 1)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v, want it to mention %q", err, c.want)
			}
			if !isParseError(err) {
				t.Fatalf("%v is not a ParseError", err)
			}
		})
	}
}

func TestParseReplyIteration2(t *testing.T) {
	r, err := ParseReply(`{"cmd": "ps aux --sort=-%cpu | head -n 6", "confidence": 0.97, "changes": "head -n 6 keeps the header"}`, 2)
	if err != nil {
		t.Fatal(err)
	}
	if r.Changes == "" || r.Status != Finish {
		t.Fatalf("got %+v", r)
	}
	if _, err := ParseReply(`{"changes": "none"}`, 2); err == nil {
		t.Fatal("iteration 2 without cmd accepted")
	}
}

func TestConfidenceUnknownTriggersRefine(t *testing.T) {
	for _, v := range []string{`"high"`, `7000`, `-1`, `null`, `[0.9]`} {
		r, err := ParseReply(`{"cmd": "ls", "status": "FINISH", "confidence": `+v+`}`, 1)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		d := DecideRefine(r, Analyze(r.Cmd), RefineFacts{})
		if v == `"high"` {
			if d.Refine {
				t.Fatalf("\"high\" should count as confident: %+v", d)
			}
			continue
		}
		if !d.Refine {
			t.Fatalf("confidence %s did not trigger refinement", v)
		}
	}
}

func FuzzParseReply(f *testing.F) {
	for _, s := range []string{
		`{"cmd":"ls","confidence":0.9,"status":"FINISH"}`,
		"```json\n{'cmd': 'ls',}\n```",
		`{"cmd": "awk '{print $1}'"}`,
		`{"a": {"b": [1, {"c": "}"}]}}`,
		`{{{{`, `'}'{`, `{"cmd": "\u001b"}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseReply(s, 1)
		if err != nil {
			return
		}
		if controlRune(r.Cmd) >= 0 {
			t.Fatalf("accepted a cmd with control characters: %q", r.Cmd)
		}
		if r.Status == Continue && r.Cmd == "" {
			t.Fatal("accepted CONTINUE without a command")
		}
	})
}
