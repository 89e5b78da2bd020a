// Command caro turns a request in plain language into a shell command that
// fits this machine, shows it, and runs it only after you approve it.
//
// Package main only wires: the cobra commands and their flags (root.go,
// flags.go, one file a subcommand), loading the config, building the
// parts (app.go) and picking --print (print.go), the TUI or the plain
// renderer (request.go); main.go maps errors to exit codes. Everything
// else lives in the packages.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/caro-sh/caro/internal/guard"
	"github.com/caro-sh/caro/internal/iostreams"
)

// Set by goreleaser through -ldflags.
var (
	version = "dev"
	commit  = "none"
	date    = "unknown"
)

// Exit codes: the same class of failure always gives the same code.
const (
	exitOK          = 0
	exitFailed      = 1 // the task failed: the model said FAIL, no usable reply, a refusal
	exitUsage       = 2 // bad flags or arguments
	exitConfig      = 3 // the config file or environment is broken
	exitUnavailable = 4 // the model server cannot be reached (down, refused, 404)
	exitAuth        = 5 // the model server refused the key
	exitServer      = 6 // the model server failed (5xx, 429, cut-off reply, garbage)
	exitTimeout     = 7 // the model server did not answer in time
	exitInterrupted = 130
)

// systemStreams is the process's own streams: the one I/O seam every
// command reads and writes through.
func systemStreams() *iostreams.IOStreams { return iostreams.System() }

func main() {
	guard.Main() // a guarded child of this caro runs its line and exits here
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	code := run(ctx, os.Args[1:], systemStreams())
	stop()
	os.Exit(code)
}

// run executes caro with args and returns the exit code. Every error
// leaves as one line on ErrOut.
func run(ctx context.Context, args []string, ios *iostreams.IOStreams) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(ios.ErrOut, "caro: internal error: %v (please report it)\n", r)
			code = exitFailed
		}
	}()
	root := newRootCmd(ios)
	root.SetArgs(args)
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintf(ios.ErrOut, "caro: %s\n", oneLine(ee.msg))
		}
		return ee.code
	}
	// Flag and argument errors from cobra.
	fmt.Fprintf(ios.ErrOut, "caro: %s (see caro --help)\n", oneLine(err.Error()))
	return exitUsage
}

// exitError is an error that carries its exit code; msg empty means the
// message was already printed.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func fail(code int, format string, a ...any) error {
	return &exitError{code: code, msg: fmt.Sprintf(format, a...)}
}

// warn prints err, if any, as one warning line.
func warn(ios *iostreams.IOStreams, err error) {
	if err != nil {
		fmt.Fprintf(ios.ErrOut, "caro: warning: %s\n", oneLine(err.Error()))
	}
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}
