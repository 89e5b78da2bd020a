// Package timing is where the time went, phase by phase: one type and
// one line format for --timing in every renderer (--print, the plain
// renderer and the TUI).
package timing

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"time"
)

// Phases holds the duration of each phase by name.
type Phases map[string]time.Duration

// Add adds d to phase.
func (p Phases) Add(phase string, d time.Duration) { p[phase] += d }

// MS is each phase in whole milliseconds, as timing_ms reports them.
func (p Phases) MS() map[string]int64 {
	out := make(map[string]int64, len(p))
	for k, d := range p {
		out[k] = d.Milliseconds()
	}
	return out
}

// order is the order phases happen in: setting up (config, platform,
// backend), then within a round the model's first iteration, the help
// text, its second iteration and running the command. "think" spans the
// three iterations and is not listed again.
var order = []string{"config", "platform", "backend", "iteration1", "help", "iteration2", "act"}

// Lines lists the phases in the order they happen, each once, then the
// total: p["total"] when set, else the time thinking plus the time
// running commands.
func (p Phases) Lines() []string {
	if len(p) == 0 {
		return nil
	}
	var keys []string
	for _, k := range order {
		if _, ok := p[k]; ok {
			keys = append(keys, k)
		}
	}
	var other []string
	for k := range p {
		if !slices.Contains(order, k) && k != "think" && k != "total" {
			other = append(other, k)
		}
	}
	sort.Strings(other)
	keys = append(keys, other...)
	total, ok := p["total"]
	if !ok {
		total = p["think"] + p["act"]
		for _, k := range other {
			total += p[k]
		}
		if _, thought := p["think"]; !thought {
			total += p["iteration1"] + p["help"] + p["iteration2"]
		}
	}
	lines := make([]string, 0, len(keys)+1)
	for _, k := range keys {
		lines = append(lines, Line(k, p[k]))
	}
	return append(lines, Line("total", total))
}

// Write writes Lines to w, one a line.
func (p Phases) Write(w io.Writer) {
	for _, l := range p.Lines() {
		fmt.Fprintln(w, l)
	}
}

// Line is one phase as --timing prints it.
func Line(phase string, d time.Duration) string {
	return fmt.Sprintf("caro timing: %-10s %8.1f ms", phase, float64(d.Microseconds())/1000)
}
