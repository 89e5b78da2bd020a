package loop

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/platform"
)

// HelpSource gives the help context of commands (the on-disk cache
// implements it through an adapter in main).
type HelpSource interface {
	// Lookup returns what is known of each name; names it cannot help
	// with are left out. It must respect ctx.
	Lookup(ctx context.Context, names []string) []Help
}

// DefaultBudget is the generate/refine time budget when none is set.
const DefaultBudget = 5 * time.Second

// DefaultReasks is how many times caro asks again for an unusable reply.
const DefaultReasks = 2

// Loop generates commands. Its zero value is not usable: Client is
// required.
type Loop struct {
	Client   llm.Client
	Help     HelpSource
	Platform *platform.Info
	// Installed reports whether a command exists here; nil means the
	// platform's list, then a PATH lookup.
	Installed func(name string) bool
	// Budget bounds the generate/refine work: refinement starts only
	// while less than half of it is spent, and iteration 2 must finish
	// within it. A request never fails only because of the budget.
	Budget   time.Duration
	NoRefine bool
	// Refine is the refine mode: "auto" (or empty: refine when the
	// local check finds a reason), "always" or "never".
	Refine string
	// MaxReasks bounds the re-asks for an unusable reply; negative means
	// none, zero means DefaultReasks.
	MaxReasks int
	// Debug, when set, receives each prompt, reply and refine decision.
	Debug io.Writer
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

func (l *Loop) now() time.Time {
	if l.Now != nil {
		return l.Now()
	}
	return time.Now()
}

func (l *Loop) budget() time.Duration {
	if l.Budget > 0 {
		return l.Budget
	}
	return DefaultBudget
}

func (l *Loop) reasks() int {
	switch {
	case l.MaxReasks < 0:
		return 0
	case l.MaxReasks == 0:
		return DefaultReasks
	}
	return l.MaxReasks
}

func (l *Loop) offline() bool {
	o, ok := l.Client.(llm.Offline)
	return ok && o.Offline()
}

func (l *Loop) installed(name string) bool {
	if l.Installed != nil {
		return l.Installed(name)
	}
	if l.Platform.Has(name) {
		return true
	}
	_, err := exec.LookPath(name)
	return err == nil
}

// Generate turns in into a command: iteration 1 with the platform's facts,
// then iteration 2 with the help text of the commands used when the refine
// decision says so and the budget allows. A FAIL from the model is a
// Result with Status Fail, not an error; errors are model failures
// (*llm.Error) and cancellation.
func (l *Loop) Generate(ctx context.Context, in Input) (Result, error) {
	start := l.now()
	res := Result{Timing: map[string]time.Duration{}, Iterations: 1}
	defer func() { res.Timing["total"] = l.now().Sub(start) }()
	note := func(it int, s string) {
		if in.OnIteration != nil {
			in.OnIteration(it, s)
		}
	}

	purpose := "generate"
	if in.Revise != "" {
		purpose = "revise"
	}
	note(1, "thinking")
	msgs := []llm.Message{
		{Role: llm.RoleSystem, Content: systemPrompt1(l.Platform)},
		{Role: llm.RoleUser, Content: userPrompt1(in, l.Platform)},
	}
	meta := llm.Meta{Task: in.Task, Iteration: 1, Purpose: purpose, Previous: in.Previous, Rounds: metaRounds(in.History)}
	t1 := l.now()
	var onThought func(string)
	if in.OnDraft != nil {
		onThought = func(t string) { in.OnDraft(Draft{Thought: t}) }
	}
	first, firstText, calls, err := l.ask(ctx, 1, msgs, meta, note, onThought)
	res.Calls += calls
	res.Timing["iteration1"] = l.now().Sub(t1)
	if err != nil {
		return res, err
	}
	res.Command, res.Thought, res.Explanation = first.Cmd, first.Thought, first.Explanation
	res.Status, res.Confidence = first.Status, first.Confidence
	sh := Analyze(first.Cmd)
	res.CommandsUsed = sh.Commands()
	if first.Status == Fail || first.Cmd == "" {
		return res, nil
	}

	elapsed := l.now().Sub(start)
	facts := RefineFacts{
		Installed: l.installed,
		Elapsed:   elapsed,
		Budget:    l.budget(),
		NoRefine:  l.NoRefine,
		Offline:   l.offline(),
		Mode:      l.Refine,
		Flavor:    l.Platform.Flavor,
	}
	if l.Platform == nil {
		facts.Flavor = nil
	}
	var helps []Help
	if l.Help != nil && !facts.NoRefine && !facts.Offline && facts.Mode != ModeNever && elapsed < facts.Budget/2 {
		th := l.now()
		hctx, cancel := context.WithTimeout(ctx, facts.Budget/2)
		helps = l.Help.Lookup(hctx, res.CommandsUsed)
		cancel()
		res.Timing["help"] = l.now().Sub(th)
		byName := map[string]string{}
		for _, h := range helps {
			byName[h.Name] = h.Help + "\n" + h.Man + "\n" + h.Flags
		}
		facts.HelpText = func(name string) (string, bool) {
			t, ok := byName[name]
			return t, ok
		}
	}
	res.Refine = DecideRefine(first, sh, facts)
	l.debugf("refine decision: refine=%t rule=%q reasons=[%s] skipped=%q", res.Refine.Refine, res.Refine.Rule, strings.Join(res.Refine.Reasons, "; "), res.Refine.Skipped)
	if !res.Refine.Refine {
		if strings.HasPrefix(res.Refine.Skipped, "iteration 1 took") {
			note(1, "not refined: "+res.Refine.Skipped)
		}
		return res, nil
	}

	note(2, "refining with the help of "+strings.Join(helpNames(helps, res.CommandsUsed), ", "))
	if in.OnDraft != nil {
		in.OnDraft(Draft{Thought: first.Thought, Command: first.Cmd, Note: "checking against " + strings.Join(helpNames(helps, res.CommandsUsed), ", ") + " --help"})
	}
	deadline := start.Add(facts.Budget)
	ctx2, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	// Iteration 2 continues iteration 1's conversation: the same
	// messages byte for byte, the first reply, then the refine turn.
	msgs2 := append(slicesClone(msgs),
		llm.Message{Role: llm.RoleAssistant, Content: firstText},
		llm.Message{Role: llm.RoleUser, Content: refinePrompt(in, first, res.Refine.Reasons, helps, sh)})
	meta2 := meta
	meta2.Iteration, meta2.Purpose, meta2.Previous = 2, "refine", first.Cmd
	t2 := l.now()
	second, _, calls, err := l.ask(ctx2, 2, msgs2, meta2, note, nil)
	res.Calls += calls
	res.Timing["iteration2"] = l.now().Sub(t2)
	if err != nil {
		if ctx.Err() != nil {
			return res, cancelled(ctx)
		}
		// The budget or a failed refinement never sinks a request that
		// already has a command.
		res.Refine.Skipped = "refinement failed (" + snip.Error(err, 160) + "); kept the first command"
		l.debugf("%s", res.Refine.Skipped)
		return res, nil
	}
	res.Iterations = 2
	if second.Cmd != "" && second.Status != Fail {
		res.Command = second.Cmd
		res.CommandsUsed = ExtractCommands(second.Cmd)
	}
	if second.HasConfidence {
		res.Confidence = second.Confidence
	}
	res.Changes = strings.TrimSpace(second.Changes)
	return res, nil
}

// Explain asks the model to explain command in Markdown.
func (l *Loop) Explain(ctx context.Context, task, command string) (string, error) {
	req := llm.Request{
		Messages: []llm.Message{
			{Role: llm.RoleSystem, Content: explainSystem},
			{Role: llm.RoleUser, Content: explainUser(task, command)},
		},
		MaxTokens:   700,
		Temperature: 0.2,
		Meta:        llm.Meta{Task: task, Purpose: "explain", Previous: command},
	}
	l.debugPrompt(0, req.Messages)
	text, err := llm.Complete(ctx, l.Client, req)
	if err != nil {
		if ctx.Err() != nil {
			return "", cancelled(ctx)
		}
		return "", err
	}
	l.debugf("reply (explain):\n%s", text)
	return strings.TrimSpace(stripFence(text)), nil
}

// complete streams one reply; onThought, when set, hears the reply's
// "thought" as it grows.
func (l *Loop) complete(ctx context.Context, req llm.Request, onThought func(string)) (string, error) {
	if onThought == nil {
		return llm.Complete(ctx, l.Client, req)
	}
	s, err := l.Client.Stream(ctx, req)
	if err != nil {
		return "", err
	}
	var sofar strings.Builder
	last := ""
	return llm.Collect(s, 0, func(chunk string) {
		sofar.WriteString(chunk)
		if t := partialThought(sofar.String()); len(t) > len(last) {
			last = t
			onThought(t)
		}
	})
}

// ask sends msgs and parses the reply, asking again with the parse error
// when the reply is unusable. It returns the usable reply's text and the
// number of requests made.
// note hears of retries and re-asks, so a wait is never silent.
func (l *Loop) ask(ctx context.Context, iteration int, msgs []llm.Message, meta llm.Meta, note func(int, string), onThought func(string)) (Reply, string, int, error) {
	var lastErr error
	calls := 0
	onRetry := func(s string) { note(iteration, s) }
	for attempt := 0; attempt <= l.reasks(); attempt++ {
		if attempt > 0 {
			note(iteration, fmt.Sprintf("the reply was not usable; asking again (%d of %d)", attempt, l.reasks()))
		}
		req := llm.Request{Messages: msgs, MaxTokens: 600, Temperature: 0.1, Meta: meta, OnRetry: onRetry,
			Schema: replySchema(iteration), OnNote: func(n string) { l.debugf("%s", n) }}
		l.debugPrompt(iteration, msgs)
		calls++
		text, err := l.complete(ctx, req, onThought)
		if err != nil {
			if ctx.Err() != nil && llm.KindOf(err) != llm.KindTimeout {
				return Reply{}, "", calls, cancelled(ctx)
			}
			return Reply{}, "", calls, err
		}
		l.debugf("reply (iteration %d, attempt %d):\n%s", iteration, attempt+1, text)
		r, perr := ParseReply(text, iteration)
		if perr == nil {
			if r.Repaired {
				l.debugf("the reply was not strict JSON; repaired")
			}
			return r, strings.TrimSpace(text), calls, nil
		}
		lastErr = perr
		l.debugf("unusable reply: %v", perr)
		msgs = append(slicesClone(msgs),
			llm.Message{Role: llm.RoleAssistant, Content: snip.Clip(text, 2000)},
			llm.Message{Role: llm.RoleUser, Content: reaskPrompt(perr, iteration)})
	}
	return Reply{}, "", calls, &llm.Error{
		Kind:   llm.KindBadReply,
		Reason: fmt.Sprintf("the model gave no usable command after %d attempts (%s)", calls, lastErr),
		Err:    lastErr,
	}
}

func cancelled(ctx context.Context) error {
	err := context.Cause(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		return &llm.Error{Kind: llm.KindTimeout, Reason: "the time limit ran out", Err: err}
	}
	return &llm.Error{Kind: llm.KindCanceled, Err: err}
}

func metaRounds(h []Turn) []llm.Round {
	out := make([]llm.Round, len(h))
	for i, t := range h {
		out[i] = llm.Round{Command: t.Command, ExitCode: t.ExitCode, Output: t.Output}
	}
	return out
}

func helpNames(helps []Help, fallback []string) []string {
	if len(helps) == 0 {
		return fallback
	}
	out := make([]string, len(helps))
	for i, h := range helps {
		out[i] = h.Name
	}
	return out
}

func slicesClone(m []llm.Message) []llm.Message { return append([]llm.Message(nil), m...) }

// stripFence removes a Markdown code fence wrapped around a whole reply.
func stripFence(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "```") {
		return s
	}
	t = strings.TrimPrefix(t, "```")
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		t = t[i+1:]
	}
	return strings.TrimSuffix(strings.TrimSpace(t), "```")
}

func (l *Loop) debugf(format string, a ...any) {
	if l.Debug == nil {
		return
	}
	fmt.Fprintf(l.Debug, "caro debug: %s\n", fmt.Sprintf(format, a...))
}

func (l *Loop) debugPrompt(iteration int, msgs []llm.Message) {
	if l.Debug == nil {
		return
	}
	for _, m := range msgs {
		l.debugf("prompt (iteration %d, %s):\n%s", iteration, m.Role, m.Content)
	}
}
