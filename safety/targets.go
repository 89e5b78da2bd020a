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
	ClassNone     Class = iota // no operand of interest
	ClassPath                  // an ordinary path
	ClassDynamic               // computed at run time: cannot be judged
	ClassCwdAll                // ".", "*", "./*": everything here
	ClassStartup               // a file that runs at login or start-up (persistence)
	ClassSecret                // keys, tokens and passwords
	ClassUserData              // a top-level folder of the user's own files (~/Documents)
	ClassConfig                // a file or directory inside a system directory
	ClassSystem                // a top-level system directory, or everything in it
	ClassAccount               // /etc/passwd, shadow, sudoers, group
	ClassBoot                  // /boot and what is in it
	ClassHome                  // the home directory itself
	ClassDevice                // a block device
	ClassRoot                  // "/" or everything in it
)

var systemDirs = []string{
	"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/boot", "/var", "/home",
	"/root", "/opt", "/srv", "/sys", "/proc", "/dev", "/run", "/snap", "/nix", "/System", "/Library",
	"/Applications", "/Users", "/private", "/private/etc", "/private/var", "/Volumes", "/usr/local", "/usr/bin", "/usr/lib", "/usr/sbin",
	"/var/lib", "/var/log",
}

var accountFiles = []string{"/etc/passwd", "/etc/shadow", "/etc/sudoers", "/etc/group", "/etc/gshadow", "/etc/master.passwd"}

// harmlessDev are the /dev entries whose writes change no stored data.
var harmlessDev = []string{"null", "zero", "full", "random", "urandom", "tty", "stdout", "stderr", "stdin", "console", "ptmx", "log", "kmsg", "shm/", "pts/", "fd/", "tty", "mqueue/", "hugepages/"}

var startupFiles = []string{
	".bashrc", ".bash_profile", ".bash_login", ".profile", ".zshrc", ".zprofile", ".zshenv", ".zlogin",
	".config/fish/config.fish", ".xinitrc", ".xprofile", ".ssh/authorized_keys", ".ssh/authorized_keys2", ".ssh/rc",
	".bash_logout", ".zlogout", ".xsession", ".xsessionrc", ".ssh/config", ".ssh/environment", ".gitconfig",
	".config/git/config", ".vimrc", ".exrc", ".tmux.conf", ".pam_environment", ".kshrc", ".mkshrc", ".cshrc", ".tcshrc",
	".npmrc", ".pythonrc", ".inputrc", ".wgetrc", ".curlrc", ".mailcap", ".lesskey", ".bash_aliases", ".bash_functions",
	".zsh_aliases", ".aliases", ".config/nvim/init.vim", ".config/nvim/init.lua", ".emacs", ".emacs.d/init.el", ".xbindkeysrc",
}

// userDataDirs are the folders of a home that hold the user's own work.
var userDataDirs = []string{"Documents", "Desktop", "Downloads", "Pictures", "Music", "Videos", "Movies", "Public", "Templates",
	"Library", "Photos", "Projects", "projects", "src", "code", "Code", "work", "Dropbox", "OneDrive", "go", ".ssh", ".gnupg", ".config", ".local"}

// startupDirs hold files that run at login, at start-up or on a schedule,
// or programs found before the system's own.
var startupDirs = []string{".config/autostart", ".config/systemd/user", ".config/fish/conf.d", ".config/fish/functions",
	"Library/LaunchAgents", ".local/bin", "bin", ".bashrc.d", ".profile.d", ".config/environment.d", ".config/upstart", ".kde/Autostart",
	".config/plasma-workspace/env", ".git/hooks"}

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
	// quotedTilde: the word starts with a quoted or escaped ~, a file
	// named "~" here rather than home.
	quotedTilde bool
	raw         string
}

// staticWord expands w without running anything: quotes, escapes and
// braces only. Words with parameter, command, process or arithmetic
// expansions are dynamic, except a bare $HOME.
func staticWord(w *syntax.Word) (res word) {
	res.raw = printWord(w)
	res.node = w
	dyn, home, extglob := false, false, false
	syntax.Walk(w, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.ParamExp:
			if homeParam(x) {
				home = true
				return false
			}
			dyn = true
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.ArithmExp:
			dyn = true
		case *syntax.ExtGlob:
			extglob = true
		}
		return true
	})
	if dyn {
		res.dynamic = true
		return res
	}
	if extglob {
		// An extended glob (!(x), @(a|b)) matches like *: judge the
		// pattern's directory as globbed.
		var b strings.Builder
		for _, p := range w.Parts {
			switch x := p.(type) {
			case *syntax.Lit:
				b.WriteString(x.Value)
			case *syntax.SglQuoted:
				b.WriteString(x.Value)
			case *syntax.ExtGlob:
				b.WriteString("*")
			default:
				res.dynamic = true
				return res
			}
		}
		res.values = []string{b.String()}
		return res
	}
	cfg := &expand.Config{}
	if home {
		// $HOME stands for the home directory, spelled "~" so that the
		// targets are judged as home whatever its path.
		res.home = true
		cfg.Env = expand.ListEnviron("HOME=~")
	}
	func() {
		defer func() {
			if recover() != nil {
				res.dynamic = true
				res.values = nil
			}
		}()
		ww := w
		if home {
			ww = homeWord(w)
		}
		fields, err := expand.Fields(cfg, ww)
		if err != nil {
			res.dynamic = true
			return
		}
		res.values = fields
	}()
	// A quoted or escaped tilde is a file named "~" here, not home.
	res.quotedTilde = strings.HasPrefix(res.raw, `'~`) || strings.HasPrefix(res.raw, `"~`) || strings.HasPrefix(res.raw, `\~`)
	return res
}

// homeParam reports $HOME, ${HOME}, ${HOME%/}, ${HOME:?}, ${HOME:-x}:
// expansions whose value is the home directory.
func homeParam(x *syntax.ParamExp) bool {
	if x.Param == nil || x.Param.Value != "HOME" || x.Repl != nil || x.Index != nil || x.Length || x.Excl || x.Slice != nil || x.Width || x.IsSet {
		return false
	}
	return x.Exp == nil || x.Exp.Op != syntax.OtherParamOps
}

// homeWord is w with every ${HOME…} operator dropped, so that expanding
// it with HOME=~ gives the path.
func homeWord(w *syntax.Word) *syntax.Word {
	cp := *w
	cp.Parts = make([]syntax.WordPart, len(w.Parts))
	for i, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.ParamExp:
			if homeParam(x) {
				cp.Parts[i] = &syntax.ParamExp{Param: x.Param, Short: x.Short}
				continue
			}
		case *syntax.DblQuoted:
			dq := *x
			dq.Parts = make([]syntax.WordPart, len(x.Parts))
			for k, q := range x.Parts {
				if pe, ok := q.(*syntax.ParamExp); ok && homeParam(pe) {
					dq.Parts[k] = &syntax.ParamExp{Param: pe.Param, Short: pe.Short}
					continue
				}
				dq.Parts[k] = q
			}
			cp.Parts[i] = &dq
			continue
		}
		cp.Parts[i] = p
	}
	return &cp
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
	h := home
	if h == "" {
		h = "/home/~" // an unknown home still sits in /home
	}
	switch {
	case v == "~" || strings.HasPrefix(v, "~/"):
		v = h + v[1:]
	case strings.HasPrefix(v, "~"):
		// ~user: another user's home.
		name, rest, _ := strings.Cut(v[1:], "/")
		v = "/home/" + name + "/" + rest
	}
	if !strings.HasPrefix(v, "/") {
		if isCwdAll(v) {
			switch {
			case cwd == "/":
				return ClassRoot
			case cwd != "" && path.Clean(cwd) == path.Clean(h):
				return ClassHome
			case cwd != "" && path.IsAbs(cwd):
				if c := classify(path.Clean(cwd), "", home); c == ClassSystem || c == ClassBoot || c == ClassRoot {
					return c
				}
			}
			if strings.HasPrefix(v, "..") && cwd != "" && path.IsAbs(cwd) {
				return classify(path.Join(cwd, v), "", home)
			}
			return ClassCwdAll
		}
		if cwd == "" || !path.IsAbs(cwd) {
			if isSecret(v, home) {
				return ClassSecret
			}
			return ClassPath
		}
		v = path.Join(cwd, v)
	}
	c := path.Clean(v)
	// A glob: the class of the directory it lists everything in.
	if i := strings.IndexAny(c, "*?["); i >= 0 {
		base := path.Dir(c[:i] + "x")
		switch bc := classify(base, "", home); {
		case base == "/":
			return ClassRoot
		case strings.HasPrefix(path.Clean(h)+"/", base+"/") && bc != ClassSystem:
			// The glob lists a directory that holds home: home matches.
			return ClassHome
		case bc == ClassHome || bc == ClassSystem || bc == ClassBoot || bc == ClassRoot:
			return bc
		case bc == ClassConfig && !strings.Contains(c[i:], "/"):
			return ClassSystem
		case cwd != "" && path.IsAbs(cwd) && base == path.Clean(cwd) && !strings.Contains(c[i:], "/"):
			return ClassCwdAll
		}
		return ClassPath
	}
	hc := path.Clean(h)
	if c == "/" {
		return ClassRoot
	}
	if c == hc || strings.HasPrefix(hc+"/", c+"/") && !inList(c, systemDirs) {
		// Home, or a directory that holds it.
		return ClassHome
	}
	for _, a := range accountFiles {
		if c == a || strings.HasPrefix(c, "/etc/sudoers.d") {
			return ClassAccount
		}
	}
	if c == "/proc/sysrq-trigger" || c == "/proc/kcore" || strings.HasPrefix(c, "/sys/firmware/efi/efivars") {
		return ClassDevice
	}
	if strings.HasPrefix(c, "/dev/") {
		name := strings.TrimPrefix(c, "/dev/")
		for _, p := range harmlessDev {
			if name == p || strings.HasSuffix(p, "/") && strings.HasPrefix(name, p) || p == "tty" && strings.HasPrefix(name, "tty") {
				return ClassPath
			}
		}
		return ClassDevice
	}
	if c == "/boot" || strings.HasPrefix(c, "/boot/") {
		return ClassBoot
	}
	for _, d := range systemDirs {
		if c == d {
			return ClassSystem
		}
	}
	if strings.HasPrefix(c, hc+"/") {
		rest := strings.TrimPrefix(c, hc+"/")
		for _, s := range startupFiles {
			if rest == s {
				return ClassStartup
			}
		}
		for _, d := range startupDirs {
			if rest == d || strings.HasPrefix(rest, d+"/") {
				return ClassStartup
			}
		}
		if isSecret(c, home) {
			return ClassSecret
		}
	}
	if strings.HasPrefix(c, "/etc/profile.d/") || strings.HasPrefix(c, "/etc/cron") || strings.HasPrefix(c, "/etc/systemd/") || strings.HasPrefix(c, "/etc/init.d/") ||
		strings.HasPrefix(c, "/lib/systemd/") || strings.HasPrefix(c, "/usr/lib/systemd/") || strings.HasPrefix(c, "/etc/rc") || strings.HasPrefix(c, "/var/spool/cron") ||
		strings.HasPrefix(c, "/etc/ld.so.preload") || strings.HasPrefix(c, "/Library/LaunchDaemons") || strings.HasPrefix(c, "/Library/LaunchAgents") ||
		c == "/etc/bash.bashrc" || c == "/etc/profile" || c == "/etc/environment" || c == "/etc/zshrc" || c == "/etc/zsh/zshrc" {
		return ClassStartup
	}
	if isSecret(c, home) {
		return ClassSecret
	}
	if strings.Contains(c+"/", "/.git/hooks/") || strings.Contains(c, "/.git/config") {
		return ClassStartup
	}
	if strings.HasPrefix(c, hc+"/") {
		first := strings.SplitN(strings.TrimPrefix(c, hc+"/"), "/", 2)
		if len(first) == 1 && inList(first[0], userDataDirs) {
			return ClassUserData
		}
	}
	// The directory the command runs in, or one above it, named by its
	// absolute path is as much "everything here" as "." is.
	if cwd != "" && path.IsAbs(cwd) {
		if cw := path.Clean(cwd); c == cw || strings.HasPrefix(cw+"/", c+"/") {
			return ClassCwdAll
		}
	}
	for _, d := range []string{"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/var/spool", "/var/lib", "/System", "/Library", "/private/etc", "/opt", "/srv", "/var/log", "/var/www", "/snap", "/nix", "/sys", "/proc", "/run"} {
		if strings.HasPrefix(c, d+"/") {
			return ClassConfig
		}
	}
	// /home/someone and /Users/someone are homes too.
	if parts := strings.Split(strings.TrimPrefix(c, "/"), "/"); len(parts) == 2 && (parts[0] == "home" || parts[0] == "Users") || c == "/root" {
		return ClassHome
	}
	return ClassPath
}

func isCwdAll(v string) bool {
	switch strings.TrimSuffix(v, "/") {
	case ".", "*", "./*", ".*", "./.*", "", "..":
		return true
	}
	return false
}
