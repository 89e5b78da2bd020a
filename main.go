// Command caro turns a request in plain language into a shell command that
// fits this machine, shows it, and runs it only after you approve it.
//
// Package main only wires: the cobra commands and their flags, one file a
// command (root.go for the request itself), each calling its function in
// internal/app. main.go maps the errors that come back to exit codes
// (internal/exitcode).
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/guard"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/snip"
)

// Set by goreleaser through -ldflags.
var (
	version = "dev"
	commit  = "none"
	date    = "unknown"
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
			code = exitcode.Failed
		}
	}()
	root := newRootCmd(ios)
	root.SetArgs(args)
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitcode.OK
	}
	if ee, ok := errors.AsType[*exitcode.Error](err); ok {
		if ee.Msg != "" {
			fmt.Fprintf(ios.ErrOut, "caro: %s\n", snip.FirstLine(ee.Msg))
		}
		return ee.Code
	}
	// Flag and argument errors from cobra.
	fmt.Fprintf(ios.ErrOut, "caro: %s (see caro --help)\n", snip.FirstLine(err.Error()))
	return exitcode.Usage
}
