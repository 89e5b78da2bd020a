package guard

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/safety"
)

// Policy says what a guarded run may start and write.
type Policy struct {
	// Max is the highest level allowed; a verdict above it, or one that
	// could not be judged, stops the run.
	Max safety.Level
	// Argv judges a program about to start with exactly these arguments
	// in dir; Write a file about to be opened for writing (path is
	// absolute); Line a command line a program will run (the value of
	// PAGER, GIT_SSH_COMMAND, …). A nil Line refuses such values.
	Argv  func(argv []string, dir string) safety.Risk
	Write func(path, dir string) safety.Risk
	Line  func(line, dir string) safety.Risk
}

// Options configure Run.
type Options struct {
	// Shell names the user's shell: the line is parsed as POSIX sh for
	// sh, dash and ash, else as bash (zsh lines that bash cannot parse
	// are refused).
	Shell  string
	Policy Policy
	// Dir is the starting directory; Env the environment (nil means
	// none), as programs will see it.
	Dir    string
	Env    []string
	Stdin  io.Reader
	Stdout io.Writer
	// Stderr receives the programs' errors and the guard's refusals. A
	// refusal is written here even when the line redirected its stderr,
	// so whoever reads the output learns why.
	Stderr io.Writer
}

// Dialect is the variant a line for shell is parsed in under the guard.
func Dialect(shell string) syntax.LangVariant {
	switch filepath.Base(shell) {
	case "sh", "dash", "ash":
		return syntax.LangPOSIX
	}
	return syntax.LangBash
}

// Parse parses line as the guard will run it; an error means it cannot
// run unasked.
func Parse(line, shell string) (*syntax.File, error) {
	return syntax.NewParser(syntax.Variant(Dialect(shell))).Parse(strings.NewReader(line), "")
}

// killTimeout is how long a program has between SIGINT and SIGKILL when
// the line is cancelled.
const killTimeout = 2 * time.Second

// errRefused halts the interpreter (a handler error that is not an exit
// status is fatal to it).
var errRefused = errors.New("refused by caro's exec guard")

// Run interprets line with the guard's handlers and returns its exit
// status: ExitRefused when the guard stopped it, 128+n when a signal
// (ctx) did.
func Run(ctx context.Context, line string, o Options) int {
	stderr := &lockedWriter{w: o.Stderr}
	if o.Stderr == nil {
		stderr.w = io.Discard
	}
	if o.Stdout == nil {
		o.Stdout = io.Discard
	}
	f, err := Parse(line, o.Shell)
	if err != nil {
		fmt.Fprintf(stderr, "caro: refused: the command does not parse as %s: %s\n", Dialect(o.Shell), snip.OneLine(err.Error()))
		return ExitRefused
	}
	ctx, abort := context.WithCancel(ctx)
	defer abort()
	g := &guardRun{p: o.Policy, shell: o.Shell, stderr: stderr, abort: abort, start: exported(expand.ListEnviron(o.Env...))}
	r, err := interp.New(
		interp.Dir(o.Dir),
		interp.Env(expand.ListEnviron(o.Env...)),
		interp.StdIO(o.Stdin, o.Stdout, filter{stderr}),
		interp.CallHandler(g.call),
		interp.ExecHandlers(g.exec),
		interp.OpenHandler(g.open),
	)
	if err != nil {
		fmt.Fprintf(stderr, "caro: refused: the exec guard cannot start: %v\n", err)
		return ExitRefused
	}
	err = r.Run(ctx, f)
	if g.refused.Load() {
		return ExitRefused
	}
	if status, ok := err.(interp.ExitStatus); ok {
		return int(status)
	}
	if err != nil {
		if ctx.Err() != nil {
			return 130
		}
		fmt.Fprintf(stderr, "caro: %v\n", err)
		return 1
	}
	return 0
}

type guardRun struct {
	p       Policy
	shell   string
	stderr  io.Writer
	abort   context.CancelFunc
	refused atomic.Bool
	// start is the exported environment the line started with.
	start map[string]string
}

// refuse reports a refusal in one line, stops everything the line still
// runs (background jobs, other pipeline stages) and halts the
// interpreter. what is the program (printable) or "writing PATH".
func (g *guardRun) refuse(what, reason string) error {
	fmt.Fprintf(g.stderr, "caro: refused %s: %s\n", what, snip.OneLine(reason))
	g.refused.Store(true)
	g.abort()
	return errRefused
}

// verdict says why r is not allowed, or "" when it is.
func (g *guardRun) verdict(r safety.Risk) string {
	switch {
	case r.Unjudged:
		return "cannot judge it (" + reasons(r) + ")"
	case r.Level > g.p.Max:
		return r.Level.String() + ": " + reasons(r)
	}
	return ""
}

func reasons(r safety.Risk) string {
	if len(r.Reasons) == 0 {
		return "no reason given"
	}
	return strings.Join(r.Reasons, "; ")
}

// shBuiltin, as a program name, asks exec to run the rest of the argv (a
// builtin isShBuiltin accepts) as a builtin of a real shell.
const shBuiltin = "__caro_sh_builtin__"

// isShBuiltin says whether interp lists name as a builtin without
// implementing it, and it only reads or changes the shell's own state, so a
// shell started for it alone can run it.
func isShBuiltin(name string) bool { return name == "ulimit" || name == "umask" }

// builtinShell is the shell that runs those builtins: the user's when it is
// a POSIX shell, else bash, else /bin/sh (ulimit -a prints differently in
// each; the user's is what they expect).
func (g *guardRun) builtinShell(hc interp.HandlerContext) string {
	for _, name := range []string{g.shell, "bash"} {
		switch filepath.Base(name) {
		case "bash", "zsh", "ksh", "mksh", "dash", "sh":
			if p, err := interp.LookPathDir(hc.Dir, hc.Env, filepath.Base(name)); err == nil {
				return p
			}
		}
	}
	return "/bin/sh"
}

// call hands the builtins interp lists without implementing them to a
// program: `kill` to the kill program, ulimit and umask to a shell. Both
// then go through exec and are judged there.
func (g *guardRun) call(ctx context.Context, args []string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err // the line is being stopped: no next command
	}
	switch {
	case args[0] == "kill":
		hc := interp.HandlerCtx(ctx)
		if p, err := interp.LookPathDir(hc.Dir, hc.Env, "kill"); err == nil {
			return append([]string{p}, args[1:]...), nil
		}
	case isShBuiltin(args[0]):
		return append([]string{shBuiltin}, args...), nil
	}
	return args, nil
}

// exec judges each program before it starts: its expanded argv, and the
// variables the line exported that change what a program runs.
func (g *guardRun) exec(interp.ExecHandlerFunc) interp.ExecHandlerFunc {
	return func(ctx context.Context, args []string) error {
		hc := interp.HandlerCtx(ctx)
		prog := printable(args[0])
		for _, a := range args {
			if a == ArgvMarker {
				return g.refuse(prog, "it starts caro's exec guard itself")
			}
		}
		if why := g.env(hc.Env, hc.Dir, prog); why != "" {
			return g.refuse(prog, why)
		}
		builtin := args[0] == shBuiltin
		if builtin {
			if len(args) < 2 || !isShBuiltin(args[1]) {
				return g.refuse(prog, "not a builtin the guard hands to a shell")
			}
			args = args[1:]
			prog = args[0]
		}
		if g.p.Argv == nil {
			return g.refuse(prog, "no judge for programs")
		}
		if why := g.verdict(g.p.Argv(args, hc.Dir)); why != "" {
			return g.refuse(prog, why)
		}
		var stdin io.Reader
		if isShell(filepath.Base(args[0])) && scriptOnStdin(args[1:]) {
			script, why := g.stdinScript(hc)
			if why != "" {
				return g.refuse(prog, why)
			}
			stdin = script
		}
		if builtin {
			args = append([]string{g.builtinShell(hc), "-c", `"$@"`, "sh"}, args...)
		}
		return g.startProgram(ctx, hc, args, stdin)
	}
}

// isShell says whether name is a shell: one reads a script from its
// input when no -c string or script file is named.
func isShell(name string) bool {
	switch name {
	case "sh", "bash", "dash", "ash", "zsh", "ksh", "mksh", "yash", "fish":
		return true
	}
	return false
}

// scriptOnStdin says whether a shell with these arguments reads its
// script from stdin: no -c, and no script operand or -s.
func scriptOnStdin(args []string) bool {
	forced := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--" || a == "-":
			return forced || i+1 == len(args)
		case a == "-o" || a == "+o" || a == "-O" || a == "+O" || a == "--rcfile" || a == "--init-file":
			i++
		case strings.HasPrefix(a, "--"):
		case len(a) > 1 && (a[0] == '-' || a[0] == '+'):
			if strings.ContainsRune(a[1:], 'c') {
				return false
			}
			forced = forced || strings.ContainsRune(a[1:], 's')
		default:
			return forced // a script file, unless -s
		}
	}
	return true
}

// stdinScript reads the script a shell is about to read from stdin,
// judges it as a command line and returns it to feed the shell, or says
// why it is refused.
func (g *guardRun) stdinScript(hc interp.HandlerContext) (io.Reader, string) {
	if hc.Stdin == nil {
		return nil, ""
	}
	if f, ok := hc.Stdin.(*os.File); ok {
		if fi, err := f.Stat(); err == nil {
			if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(fi, null) {
				return nil, ""
			}
		}
	}
	b, err := io.ReadAll(io.LimitReader(hc.Stdin, safety.MaxLength+1))
	switch {
	case err != nil:
		return nil, "cannot read the script it reads from its input: " + err.Error()
	case len(b) > safety.MaxLength:
		return nil, "it reads a script longer than caro judges from its input"
	case g.p.Line == nil:
		return nil, "it reads a script from its input and there is no judge for scripts"
	}
	if why := g.verdict(g.p.Line(string(b), hc.Dir)); why != "" {
		return nil, "the script it reads from its input is " + why
	}
	return bytes.NewReader(b), ""
}

// errStopped ends a line whose program was interrupted.
var errStopped = errors.New("stopped by a signal")

// startProgram runs a judged program as interp's DefaultExecHandler
// does, with two differences: a file the kernel will not execute (a script
// without #!) is refused instead of being read by an unguarded
// interpreter, and the program gets the guard's real stderr rather than
// its filter. stdin, when set, replaces the line's.
func (g *guardRun) startProgram(ctx context.Context, hc interp.HandlerContext, args []string, stdin io.Reader) error {
	if stdin == nil {
		stdin = hc.Stdin
	}
	path, err := interp.LookPathDir(hc.Dir, hc.Env, args[0])
	if err != nil {
		fmt.Fprintln(hc.Stderr, err)
		return interp.ExitStatus(127)
	}
	env := exported(hc.Env)
	list := make([]string, 0, len(env))
	for k, v := range env {
		list = append(list, k+"="+v)
	}
	newCmd := func() *exec.Cmd {
		cmd := exec.CommandContext(ctx, path)
		cmd.Args = args
		cmd.Env = list
		cmd.Dir = hc.Dir
		cmd.Stdin = stdin
		cmd.Stdout = unfiltered(hc.Stdout)
		cmd.Stderr = unfiltered(hc.Stderr)
		// On cancellation SIGINT, then SIGKILL after killTimeout; the
		// guard's own process group gets the same from internal/proc.
		cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
		cmd.WaitDelay = killTimeout
		return cmd
	}
	cmd := newCmd()
	err = cmd.Start()
	// A file just written may still be open in a concurrently forked
	// child (go.dev/issue/22315): retry briefly, as interp does.
	for delay := time.Millisecond; errors.Is(err, syscall.ETXTBSY) && delay < 300*time.Millisecond; delay *= 2 {
		time.Sleep(delay)
		cmd = newCmd()
		err = cmd.Start()
	}
	if errors.Is(err, syscall.ENOEXEC) {
		return g.refuse(printable(args[0]), "it is a file the system cannot execute, which a shell would read as a script caro cannot judge")
	}
	if err == nil {
		err = cmd.Wait()
	}
	var ee *exec.ExitError
	switch {
	case err == nil, errors.Is(err, exec.ErrWaitDelay):
		return nil
	case errors.As(err, &ee):
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if sig := ws.Signal(); sig == syscall.SIGINT || sig == syscall.SIGQUIT || sig == syscall.SIGTERM {
				// As bash does: a foreground program killed by the
				// interrupt ends the whole line, even before the
				// guard's own signal arrives.
				return errStopped
			}
			return interp.ExitStatus(128 + int(ws.Signal()))
		}
		return interp.ExitStatus(ee.ExitCode())
	}
	if ctx.Err() != nil {
		return ctx.Err() // the line is being stopped: nothing to say
	}
	fmt.Fprintln(hc.Stderr, err)
	return interp.ExitStatus(126)
}

// open judges each file opened for writing before it is opened.
func (g *guardRun) open(ctx context.Context, path string, flag int, perm os.FileMode) (io.ReadWriteCloser, error) {
	hc := interp.HandlerCtx(ctx)
	if flag&(os.O_WRONLY|os.O_RDWR|os.O_APPEND|os.O_CREATE|os.O_TRUNC) != 0 {
		abs := path
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(hc.Dir, abs)
		}
		if g.p.Write == nil {
			return nil, g.refuse("writing "+printable(path), "no judge for writes")
		}
		if why := g.verdict(g.p.Write(abs, hc.Dir)); why != "" {
			return nil, g.refuse("writing "+printable(path), why)
		}
	}
	return interp.DefaultOpenHandler()(ctx, path, flag, perm)
}

// varKind says what a variable set by the line does to the programs it
// starts (switches, not maps: nothing is built at init).
type varKind int

const (
	plainVar   varKind = iota
	codeVar            // makes programs load or run other code: refused
	commandVar         // a command line programs run: judged as one
)

func kindOf(name string) varKind {
	switch name {
	case "PATH", "BASH_ENV", "ENV", "SHELLOPTS", "BASHOPTS", "PS4", "PROMPT_COMMAND", "ZDOTDIR",
		"PYTHONSTARTUP", "PYTHONPATH", "PYTHONHOME", "PYTHONINSPECT",
		"PERL5OPT", "PERL5LIB", "PERLLIB", "PERL5DB", "RUBYOPT", "RUBYLIB", "NODE_OPTIONS", "NODE_PATH",
		"JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "GIT_EXEC_PATH", "GIT_TEMPLATE_DIR", "TAR_OPTIONS":
		return codeVar
	case "PAGER", "GIT_PAGER", "MANPAGER", "SYSTEMD_PAGER", "BAT_PAGER",
		"EDITOR", "VISUAL", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "SUDO_EDITOR", "FCEDIT",
		"GIT_SSH", "GIT_SSH_COMMAND", "GIT_EXTERNAL_DIFF", "GIT_PROXY_COMMAND",
		"GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS", "LESSOPEN", "LESSCLOSE", "BROWSER", "RSYNC_RSH", "CVS_RSH":
		return commandVar
	}
	for _, p := range []string{"LD_", "DYLD_", "GIT_CONFIG", "BASH_FUNC_"} {
		if strings.HasPrefix(name, p) {
			return codeVar
		}
	}
	return plainVar
}

// env says why the variables exported to prog refuse it, or "".
func (g *guardRun) env(env expand.Environ, dir, prog string) string {
	now := exported(env)
	for name, v := range now {
		if old, ok := g.start[name]; ok && old == v {
			continue
		}
		switch kindOf(name) {
		case codeVar:
			return fmt.Sprintf("the line sets %s, which changes what %s loads or runs", name, prog)
		case commandVar:
			if g.p.Line == nil {
				return fmt.Sprintf("the line sets %s, a command %s may run", name, prog)
			}
			if why := g.verdict(g.p.Line(v, dir)); why != "" {
				return fmt.Sprintf("the line sets %s to a command that %s may run: %s", name, prog, why)
			}
		}
	}
	return ""
}

// exported is the environment a program started now would get (what
// interp passes to exec: exported string variables, the last of each name).
func exported(env expand.Environ) map[string]string {
	out := map[string]string{}
	for name, vr := range env.Each {
		switch {
		case !vr.IsSet():
			delete(out, name)
		case vr.Exported && vr.Kind == expand.String:
			out[name] = vr.String()
		}
	}
	return out
}

// printable is a program name or path fit for one line of output.
func printable(s string) string {
	for _, r := range s {
		if !unicode.IsGraphic(r) || unicode.IsSpace(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// filter is the interpreter's stderr: the guard's, without the line interp
// prints for the error that halts it after a refusal (its reason is
// already out, in one line). Programs get the guard's stderr itself when
// it is a file.
type filter struct{ l *lockedWriter }

func (f filter) Write(p []byte) (int, error) {
	if string(p) == errRefused.Error()+"\n" {
		return len(p), nil
	}
	return f.l.Write(p)
}

func unfiltered(w io.Writer) io.Writer {
	if f, ok := w.(filter); ok {
		if file, ok := f.l.w.(*os.File); ok {
			return file
		}
		return f.l
	}
	return w
}

// lockedWriter serialises the guard's refusals with each other.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
