package loop

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/kaptinlin/jsonrepair"

	"github.com/caro-sh/caro/internal/snip"
)

// Reply is a model's answer in the reply protocol, after tolerant parsing
// and validation.
type Reply struct {
	Thought      string
	Cmd          string
	Explanation  string
	Confidence   float64
	Status       Status
	CommandsUsed []string
	Changes      string
	// HasConfidence is false when the model gave no usable confidence;
	// Confidence is then 0.5, which triggers refinement.
	HasConfidence bool
	// Repaired is set when the reply was not strict JSON and had to be
	// repaired (a reply that fills the schema never is).
	Repaired bool
}

// ParseError says why a reply could not be used; its text goes back to the
// model when caro asks again.
type ParseError struct{ Msg string }

func (e *ParseError) Error() string { return e.Msg }

func parseErr(format string, a ...any) error { return &ParseError{Msg: fmt.Sprintf(format, a...)} }

// maxCmdLen bounds a proposed command; longer ones are not judged safely.
const maxCmdLen = 8 << 10

// ParseReply reads a reply that should hold one JSON object. It tolerates
// what models really send: code fences, prose around the object, trailing
// commas, single quotes, comments. The object must be complete: a reply
// whose braces never close is refused rather than repaired, because a
// truncated command can be more dangerous than the whole one. iteration 2
// replies may leave out status and thought.
func ParseReply(text string, iteration int) (Reply, error) {
	obj, err := extractObject(text)
	if err != nil {
		return Reply{}, err
	}
	raw, repaired, err := decodeLenient(obj)
	if err != nil {
		return Reply{}, err
	}
	r, err := validate(raw, iteration)
	r.Repaired = repaired
	return r, err
}

// extractObject finds the first balanced {...} in text, skipping code
// fences and prose, and honouring quoted strings (double or single) so that
// braces inside them do not count.
func extractObject(text string) (string, error) {
	if strings.TrimSpace(text) == "" {
		return "", parseErr("the reply was empty; answer with one JSON object")
	}
	start := -1
	for i := 0; i < len(text); i++ {
		if text[i] != '{' {
			continue
		}
		if end, ok := matchBrace(text, i); ok {
			return text[i : end+1], nil
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		return "", parseErr("the JSON object in the reply is not complete (its braces never close)")
	}
	return "", parseErr("the reply holds no JSON object; answer with one JSON object like {\"thought\": …, \"cmd\": …}")
}

// matchBrace returns the index of the brace closing the one at open.
func matchBrace(s string, open int) (int, bool) {
	depth := 0
	var quote byte
	for i := open; i < len(s); i++ {
		c := s[i]
		if quote != 0 {
			switch c {
			case '\\':
				i++
			case quote:
				quote = 0
			}
			continue
		}
		switch c {
		case '"':
			quote = c
		case '\'':
			// A single quote opens a string only where a JSON value or
			// key may start; elsewhere (inside a bare word) it is text.
			if prevSignificant(s, i) {
				quote = c
			}
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i, true
			}
		}
	}
	return 0, false
}

// prevSignificant reports whether the last non-space byte before i is one
// after which a JSON string may begin.
func prevSignificant(s string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch s[j] {
		case ' ', '\t', '\n', '\r':
			continue
		case '{', '[', ',', ':':
			return true
		default:
			return false
		}
	}
	return true
}

// decodeLenient decodes obj as JSON, repairing it first when strict
// decoding fails.
func decodeLenient(obj string) (map[string]any, bool, error) {
	var m map[string]any
	if err := json.Unmarshal([]byte(obj), &m); err == nil {
		return m, false, nil
	}
	fixed, err := jsonrepair.Repair(obj)
	if err != nil {
		return nil, true, parseErr("the reply is not valid JSON (%s)", snip.Error(err, 160))
	}
	m = nil
	if err := json.Unmarshal([]byte(fixed), &m); err != nil || m == nil {
		return nil, true, parseErr("the reply is not a JSON object")
	}
	return m, true, nil
}

func validate(m map[string]any, iteration int) (Reply, error) {
	var r Reply
	var err error
	if r.Cmd, err = stringField(m, "cmd", "command"); err != nil {
		return r, err
	}
	r.Cmd = strings.TrimSpace(r.Cmd)
	if r.Thought, err = stringField(m, "thought", "reasoning"); err != nil {
		return r, err
	}
	if r.Explanation, err = stringField(m, "explanation"); err != nil {
		return r, err
	}
	if r.Changes, err = stringField(m, "changes"); err != nil {
		return r, err
	}
	st, err := stringField(m, "status")
	if err != nil {
		return r, err
	}
	switch Status(strings.ToUpper(strings.TrimSpace(st))) {
	case Continue:
		r.Status = Continue
	case Finish:
		r.Status = Finish
	case Fail:
		r.Status = Fail
	case "":
		r.Status = Finish
		if iteration == 1 && r.Cmd == "" {
			return r, parseErr("the reply has neither a cmd nor a status")
		}
	default:
		return r, parseErr("status %q is not one of CONTINUE, FINISH, FAIL", st)
	}
	if r.Status != Fail && r.Cmd == "" && iteration == 2 {
		return r, parseErr("cmd is missing; give the refined command in cmd")
	}
	if r.Status == Continue && r.Cmd == "" {
		return r, parseErr("status is CONTINUE but cmd is empty; give the next command")
	}
	if r.Status == Fail {
		r.Cmd = ""
	}
	if len(r.Cmd) > maxCmdLen {
		return r, parseErr("cmd is longer than %d bytes", maxCmdLen)
	}
	if bad := controlRune(r.Cmd); bad >= 0 {
		return r, parseErr("cmd contains the control character U+%04X; give the command as plain text", bad)
	}
	r.Confidence, r.HasConfidence = confidence(m["confidence"])
	if used, ok := m["commands_used"].([]any); ok {
		for _, u := range used {
			if s, ok := u.(string); ok && s != "" {
				r.CommandsUsed = append(r.CommandsUsed, s)
			}
		}
	}
	return r, nil
}

// stringField returns the first of keys present; a value of another type
// than string is an error, null is empty.
func stringField(m map[string]any, keys ...string) (string, error) {
	for _, k := range keys {
		v, ok := m[k]
		if !ok || v == nil {
			continue
		}
		s, ok := v.(string)
		if !ok {
			return "", parseErr("%s must be a string", k)
		}
		return s, nil
	}
	return "", nil
}

// confidence accepts 0..1, percentages, numeric strings and a few words;
// anything else is "unknown" (0.5, which makes caro refine).
func confidence(v any) (float64, bool) {
	var f float64
	switch x := v.(type) {
	case float64:
		f = x
	case string:
		s := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(x), "%"))
		p, err := strconv.ParseFloat(s, 64)
		if err != nil {
			switch strings.ToLower(s) {
			case "high", "very high":
				return 0.85, true
			case "medium":
				return 0.6, true
			case "low":
				return 0.3, true
			}
			return 0.5, false
		}
		f = p
		if strings.HasSuffix(strings.TrimSpace(x), "%") {
			f /= 100
		}
	default:
		return 0.5, false
	}
	if math.IsNaN(f) || f < 0 {
		return 0.5, false
	}
	if f > 1 {
		if f <= 100 {
			return f / 100, true
		}
		return 0.5, false
	}
	return f, true
}

// controlRune returns the first control, bidi or invisible rune in s other
// than newline and tab, or -1.
func controlRune(s string) rune {
	for _, r := range s {
		if r == '\n' || r == '\t' {
			continue
		}
		if unicode.IsControl(r) || isInvisible(r) {
			return r
		}
	}
	return -1
}

// isInvisible reports bidi controls and zero-width characters, which would
// let a command show something other than what runs.
func isInvisible(r rune) bool {
	switch {
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069,
		r == 0x200B, r == 0x200C, r == 0x200D, r == 0x2060, r == 0xFEFF, r == 0x200E, r == 0x200F:
		return true
	}
	return false
}
