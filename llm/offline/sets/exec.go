package sets

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/caro-sh/caro/tools"
)

// followTimes are a set's numbers for a case that follows a file: such a
// command is stopped after stop, and line is appended to the case's file
// mark after the command starts, so that there is something new to show.
// The sets were written one after another and each kept its own numbers.
type followTimes struct {
	stop, mark time.Duration
	line       string
}

// execCase runs cmd in dir through caro's MCP tools (as an unapproved
// command in permissive mode), stopping it after 20 s, or after f.stop
// when the case follows a file; with followFile, f.line is appended to
// that file (in dir) f.mark after the start. It returns the result, or
// why the command did not run to an end the case accepts: it did not
// run, it was refused, or it timed out (which only a command that follows
// a file is expected to do).
func execCase(ctx context.Context, exe tools.Executor, cmd, dir string, follow bool, followFile string, f followTimes) (tools.Result, error) {
	timeout := 20 * time.Second
	if follow {
		timeout = f.stop
	}
	if followFile != "" {
		done := make(chan struct{})
		defer func() { <-done }()
		go func() {
			defer close(done)
			time.Sleep(f.mark)
			w, err := os.OpenFile(filepath.Join(dir, followFile), os.O_APPEND|os.O_WRONLY, 0)
			if err == nil {
				io.WriteString(w, f.line)
				w.Close()
			}
		}()
	}
	res, err := runUnasked(ctx, exe, tools.ExecRequest{Command: cmd, Cwd: dir, Timeout: timeout})
	switch {
	case err != nil:
		return res, fmt.Errorf("not run: %v", err)
	case res.Refused:
		return res, fmt.Errorf("refused: %s", res.Reason)
	case res.TimedOut && !follow:
		return res, fmt.Errorf("timed out")
	}
	return res, nil
}
