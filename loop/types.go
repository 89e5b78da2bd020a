// Package loop turns one request into one command in up to two
// iterations: generate with the platform's facts and rules, then, when the
// first answer warrants it and the time budget allows, refine it with the
// help text of the commands it uses. It owns the prompts, the tolerant
// reply parser with bounded re-asks, and the refine decision.
package loop

import (
	"time"
)

// Status is what happens after a command runs, as the model says it.
type Status string

// The statuses of the reply protocol.
const (
	Continue Status = "CONTINUE"
	Finish   Status = "FINISH"
	Fail     Status = "FAIL"
)

// Turn is an earlier round of the same task, as the model is shown it.
type Turn struct {
	Thought  string
	Command  string
	ExitCode int
	// Output is the command's output, already trimmed by the caller.
	Output string
	// Note says what happened when the command did not run normally
	// ("skipped by the user", "refused: …", "timed out after 30s").
	Note string
}

// Earlier is an earlier request of the same session, as the model is
// shown it, so "now delete them" can refer to it.
type Earlier struct {
	Request string
	// Rounds are its commands; their Output is already trimmed by the
	// caller (a tail).
	Rounds []Turn
	// Outcome says how it ended ("done: …", "failed: …").
	Outcome string
}

// Input is one request to the loop.
type Input struct {
	// Task is the user's request.
	Task string
	// History holds the earlier rounds of a multi-round task.
	History []Turn
	// Session holds the earlier requests of an interactive session,
	// oldest first, already bounded by the caller; they are shown in the
	// user turn, so the system prompt stays the same byte for byte.
	Session []Earlier
	// Revise, when set, asks for a new version of Previous: the user's
	// words on what to change ("use port 8080").
	Revise   string
	Previous string
	// OnIteration, when set, is called as each iteration starts (1 or 2,
	// 0 for an explanation) with a short note of what runs.
	OnIteration func(iteration int, note string)
	// OnDraft, when set, hears the first answer before it is final: the
	// thought as it streams in (Command empty), then iteration 1's
	// command while the refine checks it (Note says against what).
	OnDraft func(d Draft)
}

// Draft is a first answer shown while caro is still working on it.
type Draft struct {
	Thought string
	Command string
	Note    string
}

// Result is the command the loop settled on.
type Result struct {
	Command      string
	Thought      string
	Explanation  string
	Status       Status
	Confidence   float64
	CommandsUsed []string
	// Iterations is 1 or 2.
	Iterations int
	// Changes says what iteration 2 changed, empty when nothing.
	Changes string
	// Refine is the refine decision with its reasons.
	Refine Decision
	// Timing holds the duration of each phase: "platform", "iteration1",
	// "help", "iteration2", "total".
	Timing map[string]time.Duration
	// Calls counts the requests sent to the model, re-asks included.
	Calls int
}

// Decision is whether to run iteration 2, and why.
type Decision struct {
	Refine  bool
	Reasons []string
	// Rule names the rule that decided, for --debug.
	Rule string
	// Skipped says why a wanted refinement did not happen (budget,
	// --no-refine, offline backend); empty otherwise.
	Skipped string
}
