package safety

import (
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Assessor is the one judge of a caro process: built once in main with the
// shell that will run the commands, and handed to the TUI, the plain
// renderer, --print, caro check and the MCP server, so none of them can
// judge a line differently.
type Assessor struct {
	// Shell is the name of the shell that runs the commands ("bash",
	// "zsh", "sh", …); lines are parsed in its dialect.
	Shell string
	// Home is the user's home directory; Cwd the default working
	// directory when a call names none.
	Home, Cwd string
}

// Options is the assessor's view of one call.
func (a Assessor) options(cwd string) Options {
	if cwd == "" {
		cwd = a.Cwd
	}
	return Options{Shell: a.Shell, Cwd: cwd, Home: a.Home}
}

// Assess judges a command line run in the assessor's working directory.
func (a Assessor) Assess(cmdline string) Risk { return AssessWith(cmdline, a.options("")) }

// AssessIn judges a command line run in cwd.
func (a Assessor) AssessIn(cmdline, cwd string) Risk { return AssessWith(cmdline, a.options(cwd)) }

// AssessArgv judges one program about to start with exactly these
// arguments (already expanded by the shell): the second line of defence
// for commands that run with nobody watching.
func (a Assessor) AssessArgv(argv []string, cwd string) Risk {
	if len(argv) == 0 {
		return Risk{Level: Safe}
	}
	parts := make([]string, len(argv))
	for i, s := range argv {
		q, err := syntax.Quote(s, syntax.LangBash)
		if err != nil {
			return Risk{Level: High, Unjudged: true, Reasons: []string{"cannot judge: an argument cannot be quoted for the shell"}}
		}
		parts[i] = q
	}
	o := a.options(cwd)
	o.Shell = "bash" // the words are quoted for bash, whatever shell expanded them
	return AssessWith(strings.Join(parts, " "), o)
}

// AssessWrite judges opening path for writing from cwd.
func (a Assessor) AssessWrite(path, cwd string) Risk {
	o := a.options(cwd)
	switch path {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty":
		return Risk{Level: Safe}
	}
	if !filepath.IsAbs(path) && o.Cwd != "" {
		path = filepath.Join(o.Cwd, path)
	}
	an := &analyzer{o: o, cwd: o.Cwd}
	an.writeTarget(path, false)
	return an.risk()
}
