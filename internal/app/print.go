package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/loop"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/ui"
)

// JSONResult is the object `caro --output json` prints.
type JSONResult struct {
	Command     string           `json:"command"`
	Thought     string           `json:"thought"`
	Explanation string           `json:"explanation"`
	Status      string           `json:"status"`
	Confidence  float64          `json:"confidence"`
	Risk        JSONRisk         `json:"risk"`
	Iterations  int              `json:"iterations"`
	Changes     string           `json:"changes"`
	Backend     string           `json:"backend"`
	Model       string           `json:"model"`
	TimingMS    map[string]int64 `json:"timing_ms"`
}

// JSONRisk is a risk as `caro --output json` and `caro check --output
// json` print it: the level's name and the reasons, never null.
type JSONRisk struct {
	Level   string   `json:"level"`
	Reasons []string `json:"reasons"`
}

// riskJSON is r as JSON prints it.
func riskJSON(r safety.Risk) JSONRisk {
	reasons := r.Reasons
	if reasons == nil {
		reasons = []string{}
	}
	return JSONRisk{Level: r.Level.String(), Reasons: reasons}
}

// printOne generates one command and prints it (--print, --output json,
// or a plain `caro "request"` whose stdout is not a terminal).
func (a *app) printOne(ctx context.Context) error {
	ios, o := a.ios, a.o
	res, err := a.loop.Generate(ctx, loop.Input{Task: o.Task})
	a.merge(res.Timing)
	a.printTiming(ios.ErrOut)
	if err != nil {
		return modelError(err)
	}
	risk := a.assess(res.Command)
	if o.Output == "json" {
		out := JSONResult{
			Command: res.Command, Thought: res.Thought, Explanation: res.Explanation,
			Status: string(res.Status), Confidence: res.Confidence, Risk: riskJSON(risk),
			Iterations: res.Iterations, Changes: res.Changes,
			Backend: a.client.Backend(), Model: a.client.Model(), TimingMS: a.timing.MS(),
		}
		enc := json.NewEncoder(ios.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(out); err != nil {
			return exitcode.Errorf(exitcode.Failed, "write: %s", err)
		}
		if res.Status == loop.Fail {
			return exitcode.Quiet(exitcode.Failed)
		}
		return nil
	}
	if res.Status == loop.Fail {
		reason := res.Thought
		if reason == "" {
			reason = "the model could not turn this request into a command"
		}
		return exitcode.Errorf(exitcode.Failed, "%s", reason)
	}
	if res.Command == "" {
		if t := strings.TrimSpace(res.Thought); t != "" {
			return exitcode.Errorf(exitcode.Failed, "the model gave no command (it said: %s); rephrase the request", ui.ShowCommand(t))
		}
		return exitcode.Errorf(exitcode.Failed, "the model gave no command; rephrase the request")
	}
	if risk.Level == safety.Critical {
		return exitcode.Errorf(exitcode.Failed, "refused: the command is critical (%s): %s", strings.Join(risk.Reasons, "; "), res.Command)
	}
	switch {
	case o.Widget && risk.Level > safety.Safe:
		// The shell widget shows this line above the command it puts on
		// the prompt line.
		fmt.Fprintf(ios.ErrOut, "caro: %s risk: %s\n", risk.Level, strings.Join(risk.Reasons, "; "))
	case risk.Level >= safety.High:
		fmt.Fprintf(ios.ErrOut, "caro: warning: %s risk: %s\n", risk.Level, strings.Join(risk.Reasons, "; "))
	}
	if _, err = fmt.Fprintln(ios.Out, res.Command); err != nil {
		return err
	}
	rec := a.recorder()
	rec.Printed(o.Task, res.Command)
	a.warn(rec.Err())
	return nil
}

// modelError maps a loop or model error to its exit code and one line;
// agent.ExitCode is the one mapping, shared with the TUI and the plain
// renderer.
func modelError(err error) error {
	var le *llm.Error
	if !errors.As(err, &le) {
		if errors.Is(err, context.Canceled) {
			return &exitcode.Error{Code: exitcode.Interrupted, Msg: "cancelled"}
		}
		return exitcode.Errorf(exitcode.Failed, "%s", err)
	}
	return &exitcode.Error{Code: agent.ExitCode(err), Msg: le.Error()}
}
