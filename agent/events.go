package agent

import (
	"context"
	"errors"
	"time"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/safety"
)

// Event is something the agent tells the UI. The concrete types below are
// the only events; the UI switches on them.
type Event interface{ event() }

// Started opens a task.
type Started struct {
	Task    string
	Backend string
	Model   string
}

// Thinking says the model is working on round Round; Iteration is 1 or 2
// (0 while explaining or revising) and Note names what runs ("refining
// with the help of ps, sort").
type Thinking struct {
	Round     int
	Iteration int
	Note      string
}

// Draft is the model's first answer while caro still works on it: the
// thought as it streams in, then iteration 1's command while the refine
// checks it. It is never run; a Proposal follows.
type Draft struct {
	Round   int
	Thought string
	Command string
	Note    string
}

// Proposal is a command waiting for a Decision. ID identifies it: a
// Decision for an older ID is ignored.
type Proposal struct {
	ID          int            `json:"id"`
	Round       int            `json:"round"`
	Thought     string         `json:"thought"`
	Command     string         `json:"command"`
	Explanation string         `json:"explanation,omitempty"`
	Status      loop.Status    `json:"status"`
	Confidence  float64        `json:"confidence"`
	Iterations  int            `json:"iterations"`
	Changes     string         `json:"changes,omitempty"`
	Risk        safety.Risk    `json:"risk"`
	Impact      *safety.Impact `json:"impact,omitempty"`
	// AutoApproved is set when --yes approved a safe command without
	// asking; no Decision is awaited then.
	AutoApproved bool `json:"auto_approved,omitempty"`
	// ConfirmWord, in strict mode, is what the user must type to confirm
	// a high-risk command (its program's name).
	ConfirmWord string `json:"confirm_word,omitempty"`
	// NeedsTerminal says why the command cannot work in caro, which runs
	// commands without a terminal (an editor, a full-screen monitor, a
	// REPL, an ssh session); "" when it can. Such a command is never run:
	// the user copies it to their shell, edits it, or skips it.
	NeedsTerminal string `json:"needs_terminal,omitempty"`
}

// Explanation answers an Explain decision for the proposal ProposalID, as
// Markdown.
type Explanation struct {
	ProposalID int
	Markdown   string
	Err        error
}

// Running says the approved command started.
type Running struct {
	Round   int
	Command string
}

// Output is a chunk of a running command's output; chunks may be
// coalesced and, under a flood, some may be dropped (the Result holds the
// capped whole).
type Output struct {
	Round  int
	Stderr bool
	Data   []byte
}

// Result ends a round's execution.
type Result struct {
	Round int
	// Output is the command's output as the tool returned it (head and
	// tail when long), stdout then stderr.
	Output    string
	ExitCode  int
	Duration  time.Duration
	Truncated bool
	TimedOut  bool
	// Stopped is the tool's account of a timed-out command: the limit
	// and where to change it. It is said here, not only in the output,
	// because a renderer that showed the output live never sees the
	// line the tool adds after the command is stopped.
	Stopped  string
	Canceled bool
	// Refused holds the reason when safety or the user stopped the
	// command; Skipped is set when the user skipped it.
	Refused string
	Skipped bool
}

// Warning is a problem that does not stop the task (a session log that
// cannot be written).
type Warning struct{ Text string }

// Debug is a line for the --debug pane.
type Debug struct{ Text string }

// Finished ends the task in FINISH.
type Finished struct {
	Rounds  int
	Summary string
	Timing  map[string]time.Duration
}

// Failed ends the task in FAIL with a one-line reason. Canceled is set when
// the user cancelled. Err, when set, is the model error that ended the
// task (an *llm.Error); ExitCode maps it.
type Failed struct {
	Rounds   int
	Reason   string
	Canceled bool
	Err      error
	Timing   map[string]time.Duration
}

// ExitCode is the process exit code for this failure, the same for the
// same failure in every renderer (the README's table): 130 cancelled,
// 4–7 for the model server's failures (see ExitCode), else 1.
func (f Failed) ExitCode() int {
	if f.Canceled {
		return ExitInterrupted
	}
	return ExitCode(f.Err)
}

// The exit codes of a task's failures: internal/exitcode's, which the
// README documents.
const (
	ExitFailed      = exitcode.Failed      // the model said FAIL, no usable reply, a refusal
	ExitUnavailable = exitcode.Unavailable // the model server cannot be reached (down, refused, 404)
	ExitAuth        = exitcode.Auth        // the model server refused the key
	ExitServer      = exitcode.Server      // the model server failed (5xx, 429, cut-off or oversized reply)
	ExitTimeout     = exitcode.Timeout     // the model server did not answer in time
	ExitInterrupted = exitcode.Interrupted // the user interrupted
)

// ExitCode maps an error from the model (an *llm.Error, possibly wrapped)
// to its exit code; a cancellation is ExitInterrupted, and any other
// error, or nil, is ExitFailed.
func ExitCode(err error) int {
	if code, ok := modelExitCode(err); ok {
		return code
	}
	if errors.Is(err, context.Canceled) {
		return ExitInterrupted
	}
	return ExitFailed
}

// modelFailure is how the agent sees an error from the model: it knows the
// exit code it gives. *llm.Error is one; the agent needs no more of it.
type modelFailure interface {
	error
	ExitCode() int
}

// modelExitCode is the exit code of the model failure in err's chain, and
// false when there is none.
func modelExitCode(err error) (int, bool) {
	var mf modelFailure
	if !errors.As(err, &mf) {
		return 0, false
	}
	return mf.ExitCode(), true
}

func (Started) event()     {}
func (Thinking) event()    {}
func (Draft) event()       {}
func (Proposal) event()    {}
func (Explanation) event() {}
func (Running) event()     {}
func (Output) event()      {}
func (Result) event()      {}
func (Warning) event()     {}
func (Debug) event()       {}
func (Finished) event()    {}
func (Failed) event()      {}

// Action is what the user chose for a Proposal.
type Action int

// MarshalText names the action in the session log ("run", "skip").
func (a Action) MarshalText() ([]byte, error) {
	names := []string{"run", "edit", "revise", "explain", "skip", "quit"}
	if int(a) >= 0 && int(a) < len(names) {
		return []byte(names[a]), nil
	}
	return []byte("unknown"), nil
}

// The actions a Decision can carry.
const (
	// Run approves the command (Command, when set, is an edited version
	// that the agent assesses again before running).
	Run Action = iota
	// Edit replaces the command with Command and asks again: the agent
	// assesses it and sends a new Proposal.
	Edit
	// Revise asks the model for a new command; Text says what to change.
	Revise
	// Explain asks the model to explain the command; the agent answers
	// with an Explanation and keeps waiting.
	Explain
	// Skip does not run this command and lets the model go on or stop.
	Skip
	// Quit ends the task.
	Quit
)

// Decision answers a Proposal.
type Decision struct {
	ProposalID int    `json:"proposal_id"`
	Action     Action `json:"action"`
	Command    string `json:"command,omitempty"`
	Text       string `json:"text,omitempty"`
	// Confirmed is set when the user gave the second key that a high-risk
	// command needs.
	Confirmed bool `json:"confirmed,omitempty"`
}
