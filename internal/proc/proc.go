// Package proc runs child processes the way caro must: in their own process
// group, with stdin from /dev/null, output capped (head and tail kept, the
// middle counted), optionally streamed while it runs, and stopped on
// cancellation or timeout by SIGINT to the whole group, then SIGKILL after a
// grace period, so that no grandchild is left behind.
package proc

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Stream names an output stream of a child.
type Stream int

// The streams of a child.
const (
	Stdout Stream = 1
	Stderr Stream = 2
)

// Defaults used when a Spec leaves a field zero.
const (
	DefaultCap   = 64 << 10
	DefaultGrace = 2 * time.Second
	DefaultDrain = 2 * time.Second
)

// Spec says what to run and how.
type Spec struct {
	// Path and Args are the program and its arguments (Args excludes the
	// program name). Path is looked up in PATH when it has no slash.
	Path string
	Args []string
	// Dir is the working directory; empty means the caller's.
	Dir string
	// Env is the environment; nil means the caller's.
	Env []string
	// Timeout ends the process when it passes; 0 means none beyond ctx.
	Timeout time.Duration
	// Grace is how long the group has between SIGINT and SIGKILL.
	Grace time.Duration
	// Drain is how long output is still read after the child exited while
	// a grandchild holds the pipes open; after it the group is killed.
	Drain time.Duration
	// Cap bounds the bytes kept of each stream: the first Cap/2 and the
	// last Cap/2. Reading goes on past it so the child is never blocked.
	Cap int
	// OnOutput, when set, sees every chunk as it is read. Calls are
	// serialised; p is only valid during the call.
	OnOutput func(s Stream, p []byte)
}

// Result is what a finished process left.
type Result struct {
	// ExitCode is the exit status; 128+n when killed by signal n; -1 when
	// the process could not be started.
	ExitCode int
	Stdout   string
	Stderr   string
	// StdoutDropped and StderrDropped count the bytes left out of the
	// middle of each stream.
	StdoutDropped int64
	StderrDropped int64
	// TotalBytes counts everything the child printed.
	TotalBytes int64
	Duration   time.Duration
	// TimedOut is set when Spec.Timeout ended the process; Canceled when
	// the caller's context did.
	TimedOut bool
	Canceled bool
}

// Truncated reports whether any output was left out.
func (r Result) Truncated() bool { return r.StdoutDropped > 0 || r.StderrDropped > 0 }

// Run starts the process and waits for it. The error is non-nil only when
// the process could not be started; an exit status, a timeout or a
// cancellation are reported in the Result.
func Run(ctx context.Context, spec Spec) (Result, error) {
	if spec.Cap <= 0 {
		spec.Cap = DefaultCap
	}
	if spec.Grace <= 0 {
		spec.Grace = DefaultGrace
	}
	if spec.Drain <= 0 {
		spec.Drain = DefaultDrain
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	var timedOut bool
	if spec.Timeout > 0 {
		var tcancel context.CancelFunc
		runCtx, tcancel = context.WithTimeoutCause(runCtx, spec.Timeout, errTimeout)
		defer tcancel()
	}

	var mu sync.Mutex
	emit := func(s Stream, p []byte) {
		if spec.OnOutput == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		spec.OnOutput(s, p)
	}
	out := newCapBuffer(spec.Cap, Stdout, emit)
	errb := newCapBuffer(spec.Cap, Stderr, emit)

	cmd := exec.CommandContext(runCtx, spec.Path, spec.Args...)
	cmd.Dir = spec.Dir
	cmd.Env = spec.Env
	cmd.Stdin = nil // /dev/null
	cmd.Stdout = out
	cmd.Stderr = errb
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var killer *time.Timer
	var killMu sync.Mutex
	cmd.Cancel = func() error {
		pgid := cmd.Process.Pid
		_ = syscall.Kill(-pgid, syscall.SIGINT)
		killMu.Lock()
		killer = time.AfterFunc(spec.Grace, func() { _ = syscall.Kill(-pgid, syscall.SIGKILL) })
		killMu.Unlock()
		return nil
	}
	// After the child exits (or after cancellation) output is read for at
	// most Grace+Drain more; then the pipes are closed.
	cmd.WaitDelay = spec.Grace + spec.Drain

	start := time.Now()
	if err := cmd.Start(); err != nil {
		return Result{ExitCode: -1}, fmt.Errorf("proc: start %s: %w", spec.Path, err)
	}
	pgid := cmd.Process.Pid
	werr := cmd.Wait()
	killMu.Lock()
	if killer != nil {
		killer.Stop()
	}
	killMu.Unlock()
	res := Result{Duration: time.Since(start)}
	if errors.Is(context.Cause(runCtx), errTimeout) {
		timedOut = true
	}
	res.TimedOut = timedOut
	res.Canceled = !timedOut && ctx.Err() != nil
	if res.TimedOut || res.Canceled || errors.Is(werr, exec.ErrWaitDelay) {
		// Whatever is left of the group (a grandchild holding the pipes,
		// one that ignored SIGINT) goes now.
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
	}
	res.ExitCode = exitCode(cmd, werr)
	res.Stdout, res.StdoutDropped = out.String(), out.Dropped()
	res.Stderr, res.StderrDropped = errb.String(), errb.Dropped()
	res.TotalBytes = out.Total() + errb.Total()
	return res, nil
}

var errTimeout = errors.New("proc: timeout")

func exitCode(cmd *exec.Cmd, werr error) int {
	ps := cmd.ProcessState
	if ps == nil {
		return -1
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}
