package loop

import (
	"encoding/json"
	"testing"
)

// A reply that fills the schema is strict JSON: parsed with no repair
// step. One that is not, is repaired and says so.
func TestSchemaReplyNeedsNoRepair(t *testing.T) {
	for _, sc := range []struct {
		schema json.RawMessage
		reply  string
		iter   int
	}{
		{generateSchema.JSON, `{"thought":"GNU ps sorts","cmd":"ps aux --sort=-%cpu | head -n 6","confidence":0.93,"status":"FINISH","commands_used":["ps","head"]}`, 1},
		{refineSchema.JSON, `{"cmd":"ps aux --sort=-%cpu | head -n 6","confidence":0.97,"changes":"head -n 6 keeps the header"}`, 2},
	} {
		var schema struct {
			Required []string `json:"required"`
		}
		if err := json.Unmarshal(sc.schema, &schema); err != nil {
			t.Fatalf("schema is not JSON: %v", err)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(sc.reply), &m); err != nil {
			t.Fatal(err)
		}
		for _, k := range schema.Required {
			if _, ok := m[k]; !ok {
				t.Fatalf("the sample lacks %s", k)
			}
		}
		r, err := ParseReply(sc.reply, sc.iter)
		if err != nil || r.Repaired || r.Cmd == "" {
			t.Fatalf("%s: %+v %v", sc.reply, r, err)
		}
	}
	r, err := ParseReply(`{'cmd': 'ls -la', 'confidence': 0.9, 'status': 'FINISH', 'thought': 'x',}`, 1)
	if err != nil || !r.Repaired {
		t.Fatalf("a single-quoted reply: %+v %v", r, err)
	}
}

func TestPartialThought(t *testing.T) {
	for in, want := range map[string]string{
		``:                                   "",
		`{"thou`:                             "",
		`{"thought": "GNU ps`:                "GNU ps",
		`{"thought":"sorts \"by\" mem\nory"`: `sorts "by" mem ory`,
		`{"thought": "done", "cmd": "ls"}`:   "done",
		"```json\n{ \"thought\" : \"x\\":     "x",
	} {
		if got := partialThought(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
