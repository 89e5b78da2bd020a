package tools

import "github.com/caro-sh/caro/safety"

// Mode is the safety mode (--safety, config `safety`): which levels run
// without a person's approval. It means the same for `caro --yes` and for
// execute_command calls without approved:true.
type Mode string

// The safety modes. Strict runs nothing unasked; moderate (the default)
// only safe commands; permissive safe and moderate ones. No mode runs high
// or critical commands unasked.
const (
	ModeStrict     Mode = "strict"
	ModeModerate   Mode = "moderate"
	ModePermissive Mode = "permissive"
)

// Limit is the highest level that runs unasked; ok is false when nothing
// does. An empty mode is moderate; an unknown one is strict.
func (m Mode) Limit() (max safety.Level, ok bool) {
	switch m {
	case "", ModeModerate:
		return safety.Safe, true
	case ModePermissive:
		return safety.Moderate, true
	}
	return 0, false
}

// AutoRuns says whether a command of level l runs without approval.
func (m Mode) AutoRuns(l safety.Level) bool {
	max, ok := m.Limit()
	return ok && l <= max
}

// String names the mode; an empty one is moderate.
func (m Mode) String() string {
	if m == "" {
		return string(ModeModerate)
	}
	return string(m)
}
