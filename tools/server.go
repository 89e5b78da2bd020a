// Package tools is the only way caro runs commands: an MCP server with the
// tools execute_command and get_system_info, guarded by the same risk
// verdict the UI shows, and the MCP client the agent calls through — in
// process by default, or a remote `caro mcp serve` over stdio or HTTP, by
// the same code path.
package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/caro-sh/caro/internal/guard"
	"github.com/caro-sh/caro/internal/proc"
	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/safety"
)

// Limits of execute_command.
const (
	DefaultTimeout = 30 * time.Second
	MaxTimeout     = 600 * time.Second
	MaxCommand     = 64 << 10
	// DefaultCap bounds the output kept of each stream (head and tail).
	DefaultCap = 256 << 10
	// flushEvery and flushBytes coalesce streamed output so a flood does
	// not become a flood of notifications.
	flushEvery = 50 * time.Millisecond
	flushBytes = 32 << 10
)

// ServerOptions configure the MCP server.
type ServerOptions struct {
	// Shell runs the commands a person approved ($SHELL -c); empty means
	// bash when installed, else /bin/sh.
	Shell string
	// Home classifies "~" targets when Assessor is zero; empty means
	// $HOME.
	Home string
	// Assessor is the one judge of this caro process, built in main with
	// the shell that runs the commands. Zero means one built from Shell
	// and Home.
	Assessor safety.Assessor
	// Mode says what runs without approved:true, as for `caro --yes`:
	// strict nothing, moderate (the default) only safe commands,
	// permissive safe and moderate ones.
	Mode Mode
	// Cap bounds the output kept per stream; 0 means DefaultCap.
	Cap int
	// Version is reported to clients.
	Version string
}

// Result is what execute_command returns, as structured content and as
// its JSON text.
type Result struct {
	Success    bool     `json:"success"`
	ExitCode   int      `json:"exit_code"`
	Stdout     string   `json:"stdout"`
	Stderr     string   `json:"stderr"`
	DurationMS int64    `json:"duration_ms"`
	Truncated  bool     `json:"truncated"`
	TimedOut   bool     `json:"timed_out,omitempty"`
	Canceled   bool     `json:"cancelled,omitempty"`
	Refused    bool     `json:"refused,omitempty"`
	Reason     string   `json:"reason,omitempty"`
	Risk       string   `json:"risk"`
	Reasons    []string `json:"risk_reasons,omitempty"`
}

// TimeoutReason says why a command was stopped after timeout.
func TimeoutReason(timeout time.Duration) string {
	return fmt.Sprintf("stopped after %s (the command timeout; set command_timeout in the config)", timeout)
}

type handler struct {
	o     ServerOptions
	shell string
	judge guard.Judge
}

// NewServer returns the MCP server with caro's tools.
func NewServer(o ServerOptions) *server.MCPServer {
	if o.Cap <= 0 {
		o.Cap = DefaultCap
	}
	if o.Home == "" {
		o.Home = os.Getenv("HOME")
	}
	if o.Version == "" {
		o.Version = "dev"
	}
	h := &handler{o: o, shell: pickShell(o.Shell)}
	a := o.Assessor
	if a == (safety.Assessor{}) {
		a = safety.Assessor{Shell: shellName(h.shell), Home: o.Home}
	}
	h.judge = guard.NewJudge(a)
	s := server.NewMCPServer("caro", o.Version, server.WithToolCapabilities(false), server.WithRecovery())
	s.AddTool(mcp.NewTool("execute_command",
		mcp.WithDescription("Run a shell command and return its exit code, output (head and tail kept when long) and duration. "+
			"Every command is judged first: safe, moderate, high or critical. Without approved:true only what the server's safety mode "+
			"runs unasked is run ("+o.Mode.String()+" mode: "+modeRuns(o.Mode)+"), and it runs under caro's exec guard, which stops any "+
			"program or file write that turns out riskier at run time. With approved:true anything but critical runs in the user's shell. "+
			"Critical commands and commands caro cannot judge (too long, unparsable, too complex) are always refused. "+
			"Output is streamed as notifications/progress when the request carries a progress token."),
		mcp.WithString("command", mcp.Required(), mcp.Description("the command line"), mcp.MaxLength(MaxCommand)),
		mcp.WithNumber("timeout", mcp.Description("seconds before the command is stopped (default 30, at most 600)"), mcp.DefaultNumber(30), mcp.Min(1), mcp.Max(600)),
		mcp.WithString("cwd", mcp.Description("working directory (default: the server's); symlinks are resolved before the command is judged")),
		mcp.WithBoolean("approved", mcp.Description("a person read and approved this exact command; only then does anything beyond the safety mode's unasked level run")),
		mcp.WithDestructiveHintAnnotation(true),
	), h.execute)
	s.AddTool(mcp.NewTool("get_system_info",
		mcp.WithDescription("Basic facts of the machine: uname, uptime, memory and disk usage."),
		mcp.WithReadOnlyHintAnnotation(true),
	), h.systemInfo)
	return s
}

// RunShell is the path of the shell that runs approved commands for a
// user whose shell is s (a name or a path): s when it is installed, else
// bash, else /bin/sh. main judges every command in this shell's dialect.
func RunShell(s string) string { return pickShell(s) }

func pickShell(s string) string {
	if s != "" {
		if p, err := exec.LookPath(s); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("bash"); err == nil {
		return p
	}
	return "/bin/sh"
}

// modeRuns says in words what a mode runs unasked.
func modeRuns(m Mode) string {
	max, ok := m.Limit()
	switch {
	case !ok:
		return "nothing"
	case max == safety.Safe:
		return "only safe commands"
	}
	return "safe and moderate commands"
}

func (h *handler) execute(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	command, _ := args["command"].(string)
	if strings.TrimSpace(command) == "" {
		return mcp.NewToolResultError("execute_command: command is empty"), nil
	}
	if len(command) > MaxCommand {
		return refusal(Result{Reason: fmt.Sprintf("refused: cannot judge this command (high): it is %d bytes, more than the %d allowed", len(command), MaxCommand), Risk: "high"}), nil
	}
	if strings.IndexByte(command, 0) >= 0 || !utf8.ValidString(command) {
		return refusal(Result{Reason: "refused: cannot judge this command (high): it holds NUL bytes or invalid UTF-8", Risk: "high"}), nil
	}
	timeout := DefaultTimeout
	if v, ok := args["timeout"].(float64); ok && v > 0 {
		timeout = time.Duration(v * float64(time.Second))
	}
	timeout = min(timeout, MaxTimeout)
	cwd, _ := args["cwd"].(string)
	dir, err := h.workdir(cwd)
	if err != nil {
		return mcp.NewToolResultError("execute_command: " + err.Error()), nil
	}
	approved, _ := args["approved"].(bool)

	// The line is judged in the directory it will really run in.
	risk := h.judge.Line(command, dir)
	base := Result{Risk: risk.Level.String(), Reasons: risk.Reasons}
	max, autoRuns := h.o.Mode.Limit()
	switch {
	case risk.Unjudged:
		base.Reason = because(fmt.Sprintf("refused: cannot judge this command (%s), so it never runs, approved or not", risk.Level), risk)
		return refusal(base), nil
	case risk.Level == safety.Critical:
		base.Reason = because("refused: critical", risk)
		return refusal(base), nil
	case !approved && !autoRuns:
		base.Reason = because(fmt.Sprintf("refused: %s mode runs nothing without the user's approval (%s risk)", h.o.Mode, risk.Level), risk)
		return refusal(base), nil
	case !approved && risk.Level > max:
		base.Reason = because(fmt.Sprintf("refused: %s risk needs the user's approval (%s mode runs %s unasked)", risk.Level, h.o.Mode, modeRuns(h.o.Mode)), risk)
		return refusal(base), nil
	}

	spec := proc.Spec{Dir: dir, Timeout: timeout, Cap: h.o.Cap}
	if approved {
		// A person read it: it runs in their shell, as they would run it.
		spec.Path, spec.Args, spec.Env = h.shell, []string{"-c", command}, append(guard.Environ(os.Environ()), "PWD="+dir)
	} else {
		// Nobody read it: it runs under the exec guard, which judges each
		// program and each write again as they really happen.
		a := h.judge.Assessor()
		if _, err := guard.Parse(command, a.Shell); err != nil {
			base.Reason = fmt.Sprintf("refused: cannot run unasked: the command does not parse as %s (%s)", guard.Dialect(a.Shell), snip.OneLine(err.Error()))
			return refusal(base), nil
		}
		c, err := guard.Command(command, guard.Settings{Max: max, Shell: a.Shell, Home: a.Home}, nil)
		if err != nil {
			base.Reason = "refused: cannot run unasked: " + snip.OneLine(err.Error())
			return refusal(base), nil
		}
		spec.Path, spec.Args, spec.Env = c.Path, c.Args, c.Env
	}

	var token mcp.ProgressToken
	if req.Params.Meta != nil {
		token = req.Params.Meta.ProgressToken
	}
	var st *streamer
	if token != nil {
		st = newStreamer(ctx, server.ServerFromContext(ctx), token)
		spec.OnOutput = st.write
	}
	res, err := proc.Run(ctx, spec)
	if st != nil {
		st.close()
	}
	if err != nil {
		return mcp.NewToolResultError("execute_command: " + err.Error()), nil
	}
	out := base
	out.ExitCode = res.ExitCode
	out.Success = res.ExitCode == 0 && !res.TimedOut && !res.Canceled
	out.Stdout = strings.ToValidUTF8(res.Stdout, "\uFFFD")
	out.Stderr = strings.ToValidUTF8(res.Stderr, "\uFFFD")
	out.DurationMS = res.Duration.Milliseconds()
	out.Truncated = res.Truncated()
	out.TimedOut = res.TimedOut
	out.Canceled = res.Canceled
	switch {
	case res.TimedOut:
		// Said in the output too: the UIs show its last lines, so the
		// user learns the limit and where to change it.
		out.Reason = TimeoutReason(timeout)
		if out.Stderr != "" && !strings.HasSuffix(out.Stderr, "\n") {
			out.Stderr += "\n"
		}
		out.Stderr += "caro: " + out.Reason + "\n"
	case res.Canceled:
		out.Reason = "cancelled"
	case res.ExitCode == guard.ExitRefused && !approved && strings.Contains(out.Stderr, "caro: refused"):
		// The exec guard stopped the line before a program or a write it
		// judged too risky; what ran before that is in the output.
		out.Refused = true
		out.Reason = guardRefusal(out.Stderr)
	case res.ExitCode == 127:
		out.Reason = "command not found"
	case res.ExitCode == 126:
		out.Reason = "command not executable"
	case res.ExitCode > 128:
		out.Reason = fmt.Sprintf("killed by signal %d", res.ExitCode-128)
	}
	return structured(out), nil
}

// workdir is the directory a call runs in, absolute and with its symlinks
// resolved, so that "/.", "//", "/tmp/..", "/proc/self/root" or a link to
// home are judged as the directory they are.
func (h *handler) workdir(cwd string) (string, error) {
	dir := cwd
	if dir == "" {
		dir = h.judge.Assessor().Cwd
	}
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", fmt.Errorf("no working directory: %v", err)
		}
		dir = wd
	}
	real, err := filepath.Abs(dir)
	if err == nil {
		real, err = filepath.EvalSymlinks(real)
	}
	var fi os.FileInfo
	if err == nil {
		fi, err = os.Stat(real)
	}
	if err != nil || !fi.IsDir() {
		return "", fmt.Errorf("cwd %q is not a directory", dir)
	}
	return real, nil
}

// because is a refusal in one line: what, then the assessor's reasons.
func because(what string, r safety.Risk) string {
	if len(r.Reasons) == 0 {
		return what
	}
	return snip.OneLine(what + " — " + strings.Join(r.Reasons, "; "))
}

// guardRefusal is the reason of a run the exec guard stopped: its last
// refusal line.
func guardRefusal(stderr string) string {
	lines := strings.Split(stderr, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if rest, ok := strings.CutPrefix(lines[i], "caro: "); ok && strings.HasPrefix(rest, "refused") {
			return "stopped by caro's exec guard: " + rest
		}
	}
	return "stopped by caro's exec guard"
}

func shellName(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

func refusal(r Result) *mcp.CallToolResult {
	r.Refused = true
	r.ExitCode = -1
	res := structured(r)
	res.IsError = true
	return res
}

func structured(r Result) *mcp.CallToolResult {
	text, _ := json.Marshal(r)
	return mcp.NewToolResultStructured(r, string(text))
}

// streamer coalesces output chunks into progress notifications: at most
// one per stream every flushEvery, each carrying at most flushBytes. Under
// a flood the notifications are a sample; the result has head and tail.
type streamer struct {
	ctx   context.Context
	srv   *server.MCPServer
	token mcp.ProgressToken

	mu      sync.Mutex
	buf     [2][]byte
	total   int64
	stop    chan struct{}
	stopped sync.WaitGroup
}

func newStreamer(ctx context.Context, srv *server.MCPServer, token mcp.ProgressToken) *streamer {
	s := &streamer{ctx: ctx, srv: srv, token: token, stop: make(chan struct{})}
	s.stopped.Add(1)
	go func() {
		defer s.stopped.Done()
		t := time.NewTicker(flushEvery)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				s.flush()
			case <-s.stop:
				return
			}
		}
	}()
	return s
}

func (s *streamer) write(st proc.Stream, p []byte) {
	s.mu.Lock()
	i := 0
	if st == proc.Stderr {
		i = 1
	}
	// Keep at most flushBytes waiting per stream: under a flood the
	// notifications carry a sample, the result carries head and tail.
	if len(s.buf[i]) < flushBytes {
		n := min(len(p), flushBytes-len(s.buf[i]))
		s.buf[i] = append(s.buf[i], p[:n]...)
	}
	s.total += int64(len(p))
	s.mu.Unlock()
}

func (s *streamer) flush() {
	s.mu.Lock()
	bufs := s.buf
	s.buf = [2][]byte{}
	total := s.total
	s.mu.Unlock()
	for i, b := range bufs {
		if len(b) == 0 || s.srv == nil {
			continue
		}
		stream := "stdout"
		if i == 1 {
			stream = "stderr"
		}
		// A client that cannot keep up loses chunks, never the result.
		_ = s.srv.SendNotificationToClient(s.ctx, "notifications/progress", map[string]any{
			"progressToken": s.token,
			"progress":      total,
			"message":       strings.ToValidUTF8(string(b), "\uFFFD"),
			"stream":        stream,
		})
	}
}

func (s *streamer) close() {
	close(s.stop)
	s.stopped.Wait()
	s.flush()
}

// systemInfo runs the few commands that describe the machine.
func (h *handler) systemInfo(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cmds := map[string][]string{
		"uname":  {"uname", "-a"},
		"uptime": {"uptime"},
		"disk":   {"df", "-h"},
		"memory": {"free", "-h"},
	}
	if runtime.GOOS == "darwin" {
		cmds["memory"] = []string{"sh", "-c", "sysctl -n hw.memsize | awk '{printf \"total %.1f GiB\\n\", $1/1073741824}'; vm_stat"}
	}
	info := map[string]string{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for k, argv := range cmds {
		wg.Add(1)
		go func(k string, argv []string) {
			defer wg.Done()
			res, err := proc.Run(ctx, proc.Spec{Path: argv[0], Args: argv[1:], Timeout: 5 * time.Second, Cap: 16 << 10})
			v := strings.TrimSpace(res.Stdout)
			switch {
			case err != nil:
				v = "unavailable: " + err.Error()
			case res.ExitCode != 0 && v == "":
				v = "unavailable: " + strings.TrimSpace(res.Stderr)
			}
			mu.Lock()
			info[k] = v
			mu.Unlock()
		}(k, argv)
	}
	wg.Wait()
	text, _ := json.Marshal(info)
	return mcp.NewToolResultStructured(info, string(text)), nil
}
