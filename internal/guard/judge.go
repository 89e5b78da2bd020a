package guard

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/caro-sh/caro/safety"
)

// Judge is an assessor that looks at every name a place goes by: home as
// given and with its symlinks resolved, the working directory as the shell
// spells it and resolved, a written file's path as given and resolved. Each
// verdict is the worst of them, so a symlink never lowers one.
type Judge struct {
	as []safety.Assessor
}

// NewJudge returns the judge for a (its Cwd is only the default when a
// call names no directory).
func NewJudge(a safety.Assessor) Judge {
	j := Judge{as: []safety.Assessor{a}}
	if a.Home != "" {
		if real := Resolve(a.Home); real != a.Home {
			b := a
			b.Home = real
			j.as = append(j.as, b)
		}
	}
	return j
}

// Assessor is the judge's assessor with home as given.
func (j Judge) Assessor() safety.Assessor { return j.as[0] }

// Line judges a command line run in dir.
func (j Judge) Line(line, dir string) safety.Risk {
	var r safety.Risk
	for _, a := range j.as {
		for _, d := range names(dir) {
			r = Worst(r, a.AssessIn(line, d))
		}
	}
	return r
}

// Argv judges a program about to start with exactly these arguments in dir.
func (j Judge) Argv(argv []string, dir string) safety.Risk {
	var r safety.Risk
	for _, a := range j.as {
		for _, d := range names(dir) {
			r = Worst(r, a.AssessArgv(argv, d))
		}
	}
	return r
}

// Write judges opening path for writing from dir.
func (j Judge) Write(path, dir string) safety.Risk {
	if path != "" && !filepath.IsAbs(path) && dir != "" {
		path = filepath.Join(dir, path)
	}
	var r safety.Risk
	for _, a := range j.as {
		for _, d := range names(dir) {
			for _, p := range names(path) {
				r = Worst(r, a.AssessWrite(p, d))
			}
		}
	}
	return r
}

// Policy is the judge's policy for a mode that runs up to max unasked.
func (j Judge) Policy(max safety.Level) Policy {
	return Policy{Max: max, Argv: j.Argv, Write: j.Write, Line: j.Line}
}

// names is p and, when it differs, p with its symlinks resolved. The
// standard streams are links to whatever the descriptors are (a pipe, a
// terminal): they are judged by name.
func names(p string) []string {
	switch {
	case p == "":
		return []string{""}
	case p == "/dev/stdout", p == "/dev/stderr", p == "/dev/stdin", p == "/dev/tty",
		strings.HasPrefix(p, "/dev/fd/"), strings.HasPrefix(p, "/proc/self/fd/"):
		return []string{p}
	}
	if real := Resolve(p); real != p {
		return []string{p, real}
	}
	return []string{p}
}

// Resolve returns the absolute path p names once its symlinks are
// resolved: the whole path when it exists, else its directory (a file
// about to be created), else p cleaned.
func Resolve(p string) string {
	if p == "" {
		return p
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	if real, err := filepath.EvalSymlinks(p); err == nil {
		return real
	}
	if fi, err := os.Lstat(p); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		// A dangling symlink: writing it creates its target.
		if t, err := os.Readlink(p); err == nil {
			if !filepath.IsAbs(t) {
				t = filepath.Join(filepath.Dir(p), t)
			}
			return filepath.Clean(t)
		}
	}
	dir, base := filepath.Split(p)
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		return filepath.Join(real, base)
	}
	return filepath.Clean(p)
}

// Worst is the graver of two verdicts: the higher level with its reasons
// (both's reasons when they are equal), unjudged when either is.
func Worst(a, b safety.Risk) safety.Risk {
	out := a
	switch {
	case b.Level > a.Level:
		out = b
	case b.Level == a.Level:
		out.Reasons = slices.Clone(a.Reasons)
		for _, r := range b.Reasons {
			if !slices.Contains(out.Reasons, r) {
				out.Reasons = append(out.Reasons, r)
			}
		}
	}
	out.Unjudged = a.Unjudged || b.Unjudged
	return out
}
