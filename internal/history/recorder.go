package history

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/caro-sh/caro/platform"
)

// RecorderOptions say what a Recorder keeps.
type RecorderOptions struct {
	// Store is caro's history; nil keeps nothing there (history = false).
	Store *Store
	// ShellHistory also appends the commands run to the history of the
	// shell caro was started from; UserShell ($SHELL) names it when that
	// shell is not known.
	ShellHistory bool
	UserShell    string
	// Getenv reads the environment (HISTFILE, HOME, …); Cwd is kept with
	// each entry.
	Getenv func(string) string
	Cwd    string
}

// Recorder saves requests and the commands run to caro's history and,
// when asked to, to the shell's own. Errors are kept for one warning at
// the end (Err) rather than drawn over the TUI. It is safe for
// concurrent use.
type Recorder struct {
	store  *Store // nil: history = false
	shell  string // "" unless shell history is on
	getenv func(string) string
	cwd    string

	mu  sync.Mutex
	err error
}

// NewRecorder returns a Recorder for o.
func NewRecorder(o RecorderOptions) *Recorder {
	r := &Recorder{store: o.Store, getenv: o.Getenv, cwd: o.Cwd}
	if o.ShellHistory {
		// The history that matters is the one of the shell the request
		// was typed into; $SHELL (the login shell) when that is unknown.
		r.shell = o.UserShell
		switch sh := platform.ParentShell(); sh {
		case "bash", "zsh", "fish":
			r.shell = sh
		}
	}
	return r
}

func (r *Recorder) keep(err error) error {
	if err == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.err == nil {
		r.err = err
	}
	return err
}

// Request records a request on its own (before anything ran).
func (r *Recorder) Request(req string) {
	if r.store != nil {
		r.keep(r.store.Add(Entry{Request: req, Cwd: r.cwd}))
	}
}

// Printed records a command printed by --print, not run.
func (r *Recorder) Printed(req, cmd string) {
	if r.store != nil {
		r.keep(r.store.Add(Entry{Request: req, Command: cmd, Cwd: r.cwd}))
	}
}

// Ran records a command that ran with exit code code; it is the agent's
// OnRun.
func (r *Recorder) Ran(req, cmd string, code int) error {
	var errs []string
	if r.store != nil {
		if err := r.keep(r.store.Add(Entry{Request: req, Command: cmd, Exit: &code, Cwd: r.cwd})); err != nil {
			errs = append(errs, err.Error())
		}
	}
	if r.shell != "" {
		if path, err := AppendShell(r.shell, cmd, time.Now(), r.getenv); err != nil {
			if path == "" {
				path = "(none)"
			}
			errs = append(errs, r.keep(fmt.Errorf("%s history not saved (%s): %w", r.shell, path, err)).Error())
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return nil
}

// Requests are the earlier requests, for up and down in a session.
func (r *Recorder) Requests() []string {
	if r.store == nil {
		return nil
	}
	es, err := r.store.Load()
	if r.keep(err) != nil {
		return nil
	}
	return Requests(es)
}

// Err is the first error the Recorder met, or nil.
func (r *Recorder) Err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}
