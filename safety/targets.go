package safety

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// Class is what a path operand points at, for the rules.
type Class int

// The classes of targets, from harmless to worst.
const (
	ClassNone    Class = iota // no operand of interest
	ClassPath                 // an ordinary path
	ClassDynamic              // computed at run time: cannot be judged
	ClassCwdAll               // ".", "*", "./*": everything here
	ClassStartup              // a shell startup file (persistence)
	ClassConfig               // a file or directory inside a system directory
	ClassSystem               // a top-level system directory, or everything in it
	ClassAccount              // /etc/passwd, shadow, sudoers, group
	ClassBoot                 // /boot and what is in it
	ClassHome                 // the home directory itself
	ClassDevice               // a block device
	ClassRoot                 // "/" or everything in it
)

var systemDirs = []string{
	"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/boot", "/var", "/home",
	"/root", "/opt", "/srv", "/sys", "/proc", "/dev", "/run", "/snap", "/nix", "/System", "/Library",
	"/Applications", "/Users", "/private", "/Volumes", "/usr/local", "/usr/bin", "/usr/lib", "/usr/sbin",
	"/var/lib", "/var/log",
}

var accountFiles = []string{"/etc/passwd", "/etc/shadow", "/etc/sudoers", "/etc/group", "/etc/gshadow", "/etc/master.passwd"}

var devicePrefixes = []string{"sd", "hd", "vd", "xvd", "nvme", "mmcblk", "disk", "rdisk", "dm-", "md", "loop", "sr", "nbd", "zram"}

var startupFiles = []string{
	".bashrc", ".bash_profile", ".bash_login", ".profile", ".zshrc", ".zprofile", ".zshenv", ".zlogin",
	".config/fish/config.fish", ".xinitrc", ".xprofile", ".ssh/authorized_keys", ".ssh/rc",
}

// word is an operand made static where possible.
type word struct {
	// values are the expanded fields (braces expanded, quotes removed),
	// empty when the word is dynamic.
	values  []string
	dynamic bool
	// node is the word as parsed.
	node *syntax.Word
	// home is set for $HOME / ${HOME} words, which are judged as home.
	home bool
	raw  string
}

// staticWord expands w without running anything: quotes, escapes and
// braces only. Words with parameter, command, process or arithmetic
// expansions are dynamic, except a bare $HOME.
func staticWord(w *syntax.Word) (res word) {
	res.raw = printWord(w)
	res.node = w
	dyn := false
	homeOnly := true
	syntax.Walk(w, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.ParamExp:
			if x.Param != nil && x.Param.Value == "HOME" && x.Exp == nil && x.Repl == nil && x.Index == nil && !x.Length {
				return false
			}
			dyn, homeOnly = true, false
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.ArithmExp, *syntax.ExtGlob:
			dyn, homeOnly = true, false
		}
		return true
	})
	if dyn {
		res.dynamic = true
		return res
	}
	hasHome := strings.Contains(res.raw, "$HOME") || strings.Contains(res.raw, "${HOME}")
	if hasHome && homeOnly {
		res.home = true
		v := strings.NewReplacer(`"`, "", `'`, "", "${HOME}", "~", "$HOME", "~").Replace(res.raw)
		res.values = []string{v}
		return res
	}
	func() {
		defer func() {
			if recover() != nil {
				res.dynamic = true
				res.values = nil
			}
		}()
		fields, err := expand.Fields(&expand.Config{}, w)
		if err != nil {
			res.dynamic = true
			return
		}
		res.values = fields
	}()
	return res
}

func printWord(w *syntax.Word) string {
	var b strings.Builder
	_ = syntax.NewPrinter().Print(&b, w)
	return b.String()
}

// classify says what a path value points at. cwd is the directory the
// command runs in ("" when unknown), home the user's home.
func classify(v, cwd, home string) Class {
	if v == "" {
		return ClassNone
	}
	switch {
	case v == "~" || v == "~/":
		return ClassHome
	case strings.HasPrefix(v, "~/"):
		rest := strings.TrimPrefix(v, "~/")
		if rest == "*" || rest == ".*" || rest == "" || strings.HasPrefix(rest, "*") && !strings.Contains(rest, "/") {
			return ClassHome
		}
		for _, s := range startupFiles {
			if path.Clean(rest) == s {
				return ClassStartup
			}
		}
		return ClassPath
	}
	if !strings.HasPrefix(v, "/") {
		if isCwdAll(v) {
			switch {
			case cwd == "/":
				return ClassRoot
			case cwd != "" && home != "" && path.Clean(cwd) == path.Clean(home):
				return ClassHome
			}
			return ClassCwdAll
		}
		if cwd == "" {
			return ClassPath
		}
		v = path.Join(cwd, v)
	}
	c := path.Clean(v)
	// A glob in the first component is everything at the root.
	first := strings.SplitN(strings.TrimPrefix(c, "/"), "/", 2)[0]
	if c == "/" || strings.ContainsAny(first, "*?[") {
		return ClassRoot
	}
	if home != "" && (c == path.Clean(home) || globUnder(c, path.Clean(home))) {
		return ClassHome
	}
	for _, a := range accountFiles {
		if c == a || strings.HasPrefix(c, "/etc/sudoers.d") {
			return ClassAccount
		}
	}
	if c == "/proc/sysrq-trigger" {
		return ClassDevice
	}
	if strings.HasPrefix(c, "/dev/") {
		name := strings.TrimPrefix(c, "/dev/")
		for _, p := range devicePrefixes {
			if strings.HasPrefix(name, p) {
				return ClassDevice
			}
		}
		return ClassPath
	}
	if c == "/boot" || strings.HasPrefix(c, "/boot/") {
		return ClassBoot
	}
	for _, d := range systemDirs {
		if c == d || globUnder(c, d) {
			return ClassSystem
		}
	}
	if home != "" && strings.HasPrefix(c, path.Clean(home)+"/") {
		rest := strings.TrimPrefix(c, path.Clean(home)+"/")
		for _, s := range startupFiles {
			if rest == s {
				return ClassStartup
			}
		}
	}
	// The directory the command runs in, or one above it, named by its
	// absolute path is as much "everything here" as "." is.
	if cwd != "" && path.IsAbs(cwd) {
		if cw := path.Clean(cwd); c == cw || strings.HasPrefix(cw+"/", c+"/") {
			return ClassCwdAll
		}
	}
	for _, d := range []string{"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib64", "/var/spool", "/var/lib", "/System", "/Library", "/private/etc"} {
		if strings.HasPrefix(c, d+"/") {
			return ClassConfig
		}
	}
	// /home/someone and /Users/someone are homes too.
	if parts := strings.Split(strings.TrimPrefix(c, "/"), "/"); len(parts) == 2 && (parts[0] == "home" || parts[0] == "Users") {
		return ClassHome
	}
	return ClassPath
}

// globUnder reports "dir/*"-like patterns: everything directly in dir.
func globUnder(c, dir string) bool {
	if !strings.HasPrefix(c, dir+"/") {
		return false
	}
	rest := strings.TrimPrefix(c, dir+"/")
	return !strings.Contains(rest, "/") && (rest == "*" || rest == ".*" || strings.HasPrefix(rest, "*") && len(rest) <= 2)
}

func isCwdAll(v string) bool {
	switch strings.TrimSuffix(v, "/") {
	case ".", "*", "./*", ".*", "./.*", "", "..":
		return true
	}
	return false
}
