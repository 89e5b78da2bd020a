// Package safety judges the risk of a command line from its parsed syntax
// tree (mvdan.cc/sh/v3/syntax): every command in the tree is found, wrappers
// are unwrapped, nested shell strings are parsed again, and the rules are a
// table of data. The same verdict guards the UI before approval and the MCP
// server before execution.
package safety

import "fmt"

// Level orders risks from harmless to never-run.
type Level int

// The risk levels, in order.
const (
	Safe Level = iota
	Moderate
	High
	Critical
)

// String is the level's lowercase name, as the JSON output spells it.
func (l Level) String() string {
	switch l {
	case Safe:
		return "safe"
	case Moderate:
		return "moderate"
	case High:
		return "high"
	case Critical:
		return "critical"
	}
	return "unknown"
}

// MarshalText spells a level as its name in JSON ("critical").
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a level's name.
func (l *Level) UnmarshalText(b []byte) error {
	for c := Safe; c <= Critical; c++ {
		if c.String() == string(b) {
			*l = c
			return nil
		}
	}
	return fmt.Errorf("safety: %q is not a risk level", b)
}

// Risk is a verdict: the level and one short line per reason.
type Risk struct {
	Level   Level    `json:"level"`
	Reasons []string `json:"reasons,omitempty"`
	// Unjudged is set when caro could not judge the line at all (too
	// long, does not parse, nested too deeply, too complex, an internal
	// error). Such a line never runs without a person's approval.
	Unjudged bool `json:"-"`
}

// Impact is what a deleting, moving or overwriting command would touch,
// found by expanding its paths without running anything.
type Impact struct {
	// Verb is what happens to the targets: "delete", "move", "overwrite".
	Verb string
	// Count is the number of existing files and directories touched
	// (recursively for recursive commands); Bytes their total size.
	Count int
	Bytes int64
	// Names are the first few paths, as given or expanded.
	Names []string
	// Partial is set when the walk stopped early (too many entries, a
	// dynamic path that cannot be expanded statically).
	Partial bool
	// Note says why an expansion was impossible, when it was.
	Note string
}
