// Package iostreams is caro's one I/O seam (after cli/cli's
// pkg/iostreams): the streams caro talks through, whether they are
// terminals, and the environment. Commands read and write only through
// it, never os.Std* or os.Getenv, so tests can hand them buffers and an
// environment of their own.
package iostreams

import (
	"io"
	"os"

	"golang.org/x/term"
)

// IOStreams are the streams caro talks through, with their terminal facts.
type IOStreams struct {
	In          io.Reader
	Out, ErrOut io.Writer
	// StdinTTY and StdoutTTY say whether In and Out are terminals.
	StdinTTY, StdoutTTY bool
	// Getenv reads the environment.
	Getenv func(string) string
}

// System is the process's own streams and environment.
func System() *IOStreams {
	return &IOStreams{
		In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		StdinTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		StdoutTTY: term.IsTerminal(int(os.Stdout.Fd())),
		Getenv:    os.Getenv,
	}
}

// TermEnv is the part of the environment that says what the terminal can
// show (TERM, COLORTERM, NO_COLOR, …), as KEY=value pairs.
func (s *IOStreams) TermEnv() []string {
	var env []string
	for _, k := range []string{"TERM", "COLORTERM", "NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "TERM_PROGRAM"} {
		if v := s.Getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	return env
}
