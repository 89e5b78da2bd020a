package loop

import (
	"fmt"
	"slices"
	"strings"

	"github.com/caro-sh/caro/cache"
	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/platform"
)

// Help is the help context of one command for iteration 2.
type Help struct {
	Name    string
	Version string
	Help    string
	Man     string
	// Flags lists the option words of the whole help and man text, for
	// the flag check (Help itself is cut to its first 2 KB).
	Flags string
}

// maxHistoryChars bounds the earlier rounds shown to the model; the newest
// rounds are kept whole first.
const maxHistoryChars = 6000

const protocol1 = `Answer with ONE JSON object and nothing else:
{"thought": "<one sentence: why this command>", "cmd": "<the shell command>", "confidence": <0.0-1.0>, "status": "FINISH|CONTINUE|FAIL", "commands_used": ["<each program the command runs>"]}
status: FINISH when this command fulfils the request; CONTINUE when you need its output before the next command; FAIL when the request cannot be done here (cmd "", thought says why).`

const rules1 = `RULES:
1. One command line for the shell above; pipes and && are fine. No placeholders like <file>: use what the request says, or "." for here.
2. Use commands that are installed here and flags that this platform's flavour has (see PLATFORM RULES).
3. Prefer read-only commands; change or delete only what the request asks for, never more. Never use sudo unless asked.
4. Keep output short for a terminal (head, limits) when a listing could be long.
5. confidence is how sure you are that the command is right for THIS machine.`

// systemPrompt1 is iteration 1's system prompt: the machine's facts, the
// platform rules, the protocol.
func systemPrompt1(p *platform.Info) string {
	var b strings.Builder
	b.WriteString("You are caro, a shell command generator. You turn a request in plain language into one shell command that works on this machine.\n\n")
	writeEnvironment(&b, p)
	b.WriteString("\n")
	b.WriteString(rules1)
	b.WriteString("\n\n")
	b.WriteString(protocol1)
	return b.String()
}

func writeEnvironment(b *strings.Builder, p *platform.Info) {
	if p == nil {
		b.WriteString("ENVIRONMENT: unknown (assume POSIX sh).\n")
		return
	}
	b.WriteString("ENVIRONMENT:\n")
	fmt.Fprintf(b, "- OS: %s", p.OS)
	if p.Distro != "" {
		fmt.Fprintf(b, " (%s)", p.Distro)
	}
	if p.Kernel != "" {
		fmt.Fprintf(b, ", kernel %s", p.Kernel)
	}
	fmt.Fprintf(b, ", arch %s\n", p.Arch)
	// The current directory is not here: it changes between requests, so
	// it goes in the user turn and the system prompt stays one prefix.
	fmt.Fprintf(b, "- Shell: %s; user: %s\n", orUnknown(p.Shell), orUnknown(p.User))
	if len(p.Flavors) > 0 {
		tools := make([]string, 0, len(p.Flavors))
		for t := range p.Flavors {
			tools = append(tools, t)
		}
		slices.Sort(tools)
		parts := make([]string, len(tools))
		for i, t := range tools {
			parts[i] = fmt.Sprintf("%s %s", t, strings.ToUpper(string(p.Flavors[t])))
		}
		fmt.Fprintf(b, "- Tool flavours: %s\n", strings.Join(parts, ", "))
	}
	if len(p.Commands) > 0 {
		names := make([]string, 0, len(p.Commands))
		for n := range p.Commands {
			names = append(names, n)
		}
		slices.Sort(names)
		fmt.Fprintf(b, "\nINSTALLED COMMANDS (of the common ones): %s\n", strings.Join(names, " "))
	}
	if rules := p.Rules(); len(rules) > 0 {
		b.WriteString("\nPLATFORM RULES:\n")
		for _, r := range rules {
			fmt.Fprintf(b, "- %s\n", r)
		}
	}
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

// userPrompt1 is the task with the earlier rounds and, for a revision, the
// previous command and what to change. What changes from request to
// request comes last: the session's earlier requests only grow, then the
// rounds, the current directory and the request.
func userPrompt1(in Input, p *platform.Info) string {
	var b strings.Builder
	if len(in.Session) > 0 {
		b.WriteString(renderSession(in.Session, maxSessionChars))
		b.WriteString("\n")
	}
	if len(in.History) > 0 {
		b.WriteString("EARLIER ROUNDS of this task (oldest first):\n")
		b.WriteString(renderHistory(in.History, maxHistoryChars))
		b.WriteString("\n")
	}
	if p != nil && p.Cwd != "" {
		fmt.Fprintf(&b, "CURRENT DIRECTORY: %s\n", p.Cwd)
	}
	fmt.Fprintf(&b, "REQUEST: %s\n", in.Task)
	if in.Revise != "" {
		fmt.Fprintf(&b, "\nYOUR LAST PROPOSAL: %s\nTHE USER WANTS THIS CHANGED: %s\nPropose the changed command.\n", in.Previous, in.Revise)
	}
	if len(in.History) > 0 {
		b.WriteString("\nGive the NEXT command, or status FINISH with cmd \"\" if the task is already done.\n")
	}
	return b.String()
}

// maxSessionChars bounds the earlier requests of a session shown to the
// model (the agent keeps less; this guards other callers).
const maxSessionChars = 8000

// sessionHeader opens the session context in the user turn.
const sessionHeader = "EARLIER REQUESTS in this session (oldest first; the REQUEST below may refer to them, e.g. \"them\", \"the same\"):\n"

// renderSession shows the earlier requests of the session, dropping the
// oldest whole requests past max characters (the newest is always kept).
func renderSession(s []Earlier, max int) string {
	parts := make([]string, 0, len(s))
	total := len(sessionHeader)
	for i := len(s) - 1; i >= 0; i-- {
		e := s[i]
		var b strings.Builder
		fmt.Fprintf(&b, "[%d] request: %s\n", i+1, snip.OneLine(e.Request))
		for _, t := range e.Rounds {
			fmt.Fprintf(&b, "$ %s\n", t.Command)
			if t.Note != "" {
				fmt.Fprintf(&b, "(%s)\n", snip.OneLine(t.Note))
			} else {
				fmt.Fprintf(&b, "exit code %d\n", t.ExitCode)
			}
			if out := strings.TrimRight(t.Output, "\n"); out != "" {
				fmt.Fprintf(&b, "output (tail):\n%s\n", out)
			}
		}
		if e.Outcome != "" {
			fmt.Fprintf(&b, "outcome: %s\n", snip.OneLine(e.Outcome))
		}
		if len(parts) > 0 && total+b.Len() > max {
			break
		}
		total += b.Len()
		parts = append(parts, b.String())
	}
	slices.Reverse(parts)
	return sessionHeader + strings.Join(parts, "")
}

// renderHistory shows the rounds within max characters, cutting the
// output of the oldest rounds first.
func renderHistory(h []Turn, max int) string {
	parts := make([]string, len(h))
	budget := max
	for i := len(h) - 1; i >= 0; i-- {
		t := h[i]
		var b strings.Builder
		fmt.Fprintf(&b, "Round %d:", i+1)
		if t.Thought != "" {
			fmt.Fprintf(&b, " thought: %s", t.Thought)
		}
		fmt.Fprintf(&b, "\n$ %s\n", t.Command)
		if t.Note != "" {
			fmt.Fprintf(&b, "(%s)\n", t.Note)
		} else {
			fmt.Fprintf(&b, "exit code %d\n", t.ExitCode)
		}
		out := strings.TrimRight(t.Output, "\n")
		room := budget - b.Len() - 20
		if room < 200 {
			room = 200
		}
		if len(out) > room {
			out = out[:room/2] + "\n…\n" + out[len(out)-room/2:]
		}
		if out != "" {
			fmt.Fprintf(&b, "output:\n%s\n", out)
		}
		parts[i] = b.String()
		budget -= b.Len()
	}
	return strings.Join(parts, "")
}

const protocol2 = `Answer with ONE JSON object and nothing else:
{"cmd": "<the refined command>", "confidence": <0.0-1.0>, "changes": "<what you changed and why, or \"\" when nothing>"}`

// maxExcerpt bounds the help excerpt of one command in the refine turn.
const maxExcerpt = 1500

// refinePrompt is iteration 2's user turn. It continues iteration 1's
// conversation (same system prompt, the request, the first reply as the
// assistant turn), so a server's prompt cache is reused: it names what
// to check and quotes, per command, the excerpt of its help that matters.
func refinePrompt(in Input, first Reply, reasons []string, helps []Help, sh Shape) string {
	var b strings.Builder
	fmt.Fprintf(&b, "REFINE your command against this machine's own documentation: check its flags, the platform's flavour (GNU, BSD, BusyBox), quoting and pipes. Keep its intent; change only what is wrong.\nINITIAL COMMAND: %s\n", first.Cmd)
	if len(reasons) > 0 {
		b.WriteString("\nISSUES TO CHECK:\n")
		for _, r := range reasons {
			fmt.Fprintf(&b, "- %s\n", r)
		}
	}
	if len(helps) > 0 {
		b.WriteString("\nCOMMAND DETAILS (excerpts):\n")
		words := strings.Fields(in.Task)
		for _, h := range helps {
			var flags []string
			for _, c := range sh.Calls {
				if c.Name == h.Name {
					for _, f := range optionsOf(c) {
						flags = append(flags, f.word)
					}
				}
			}
			b.WriteString(cache.Excerpt(cache.ExcerptInput{
				Name: h.Name, Version: h.Version, Help: h.Help, Man: h.Man, Index: h.Flags,
				Flags: flags, Words: words,
			}, maxExcerpt))
			b.WriteString("\n")
		}
	}
	b.WriteString("\n")
	b.WriteString(protocol2)
	return b.String()
}

const explainSystem = `You are caro. Explain a shell command to the user in short Markdown: one line on what it does as a whole, then a bullet per part (program, flag, pipe stage) in plain words, then what it changes on the machine and any risk. No preamble. Do not answer in JSON.`

func explainUser(task, command string) string {
	if task == "" {
		return fmt.Sprintf("COMMAND: %s\n", command)
	}
	return fmt.Sprintf("REQUEST: %s\nCOMMAND: %s\n", task, command)
}

// reaskPrompt tells the model why its reply could not be used.
func reaskPrompt(err error, iteration int) string {
	shape := `{"thought": …, "cmd": …, "confidence": …, "status": …, "commands_used": […]}`
	if iteration == 2 {
		shape = `{"cmd": …, "confidence": …, "changes": …}`
	}
	return fmt.Sprintf("Your reply could not be used: %s. Answer again with only the JSON object %s.", err.Error(), shape)
}
