// Package guard is caro's second line of defence, for commands that run
// with nobody watching (--yes auto-runs and unapproved MCP calls): the line
// runs under mvdan.cc/sh/v3/interp, with an exec handler that judges each
// program's real, expanded argv and an open handler that judges each file
// opened for writing, before anything starts. What the static check let
// through because it only became dangerous at run time (a program name in a
// variable, a glob, a $(…)) is stopped there.
//
// The guarded run is a child process: the current binary started again
// with a marker. Command builds it; Main, called first thing in main (and
// in TestMain of the test packages that run guarded commands), runs it. So
// internal/proc keeps what it does for every child: its own process group,
// output caps and streaming, timeouts, SIGINT then SIGKILL to the group.
//
// The marker is two things together, so neither can start a guard by
// accident: argv[1] is ArgvMarker and the environment holds EnvSettings
// with the judge's settings as JSON. The settings never reach the programs
// the guard starts: they see the environment without EnvSettings.
package guard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/caro-sh/caro/safety"
)

// The two halves of the marker.
const (
	ArgvMarker  = "__caro_exec_guard__"
	EnvSettings = "CARO_EXEC_GUARD"
)

// ExitRefused is the exit status of a guarded run that the guard stopped.
const ExitRefused = 126

// settingsVersion changes when Settings' meaning does: a child of another
// version refuses to run rather than judge differently.
const settingsVersion = 1

// Settings are what the guarded child needs to judge like its parent.
type Settings struct {
	// Max is the highest level that may run: safe (moderate mode) or
	// moderate (permissive mode). Nothing above moderate ever runs
	// unasked, so a higher Max is an error.
	Max safety.Level
	// Shell, Home: the assessor's (safety.Assessor). The line is parsed
	// as bash, or as POSIX sh when Shell is sh, dash or ash.
	Shell, Home string
}

type wireSettings struct {
	V     int    `json:"v"`
	Max   string `json:"max"`
	Shell string `json:"shell"`
	Home  string `json:"home"`
}

func (s Settings) encode() (string, error) {
	if s.Max != safety.Safe && s.Max != safety.Moderate {
		return "", fmt.Errorf("guard: %s commands never run unasked", s.Max)
	}
	b, err := json.Marshal(wireSettings{V: settingsVersion, Max: s.Max.String(), Shell: s.Shell, Home: s.Home})
	return string(b), err
}

func decode(text string) (Settings, error) {
	var w wireSettings
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return Settings{}, fmt.Errorf("unreadable settings: %v", err)
	}
	if w.V != settingsVersion {
		return Settings{}, fmt.Errorf("settings of version %d, not %d", w.V, settingsVersion)
	}
	s := Settings{Shell: w.Shell, Home: w.Home}
	switch w.Max {
	case "safe":
		s.Max = safety.Safe
	case "moderate":
		s.Max = safety.Moderate
	default:
		return Settings{}, fmt.Errorf("%q is not a level that runs unasked", w.Max)
	}
	return s, nil
}

var installed atomic.Bool

// ErrNotInstalled is Command's error in a binary whose main (or TestMain)
// does not call Main: starting it again would not run the guard.
var ErrNotInstalled = errors.New("the exec guard is not installed in this binary (guard.Main is not called first in main)")

// Main runs the guarded line and exits when this process was started by
// Command; otherwise it returns at once. Call it first in main.
func Main() {
	installed.Store(true)
	if len(os.Args) < 2 || os.Args[1] != ArgvMarker {
		return
	}
	os.Exit(child(os.Args[2:], os.Getenv(EnvSettings)))
}

// child is the guarded process: args is the line alone.
func child(args []string, settings string) int {
	if len(args) != 1 || settings == "" {
		fmt.Fprintln(os.Stderr, "caro: refused: the exec guard was started without its settings")
		return ExitRefused
	}
	s, err := decode(settings)
	if err != nil {
		fmt.Fprintf(os.Stderr, "caro: refused: the exec guard cannot run: %s\n", err)
		return ExitRefused
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	dir, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(os.Stderr, "caro: refused: no working directory: %v\n", err)
		return ExitRefused
	}
	j := NewJudge(safety.Assessor{Shell: s.Shell, Home: s.Home, Cwd: dir})
	return Run(ctx, args[0], Options{
		Shell:  s.Shell,
		Policy: j.Policy(s.Max),
		Dir:    dir,
		Env:    Environ(os.Environ()),
		Stdin:  os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr,
	})
}

// Cmd is a guarded run, ready for internal/proc: Path with Args (Args
// excludes the program name) in the environment Env.
type Cmd struct {
	Path string
	Args []string
	Env  []string
}

// Command returns the child that runs line under the guard with these
// settings, in the environment env (nil means this process's).
func Command(line string, s Settings, env []string) (Cmd, error) {
	if !installed.Load() {
		return Cmd{}, ErrNotInstalled
	}
	text, err := s.encode()
	if err != nil {
		return Cmd{}, err
	}
	exe, err := os.Executable()
	if err != nil {
		return Cmd{}, fmt.Errorf("guard: cannot find this program to start it again: %w", err)
	}
	if env == nil {
		env = os.Environ()
	}
	return Cmd{Path: exe, Args: []string{ArgvMarker, line}, Env: append(Environ(env), EnvSettings+"="+text)}, nil
}

// Environ is env without the guard's settings: what programs see.
func Environ(env []string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if !strings.HasPrefix(kv, EnvSettings+"=") {
			out = append(out, kv)
		}
	}
	return out
}
