package cache

import (
	"os"
	"path/filepath"
	"slices"
)

// wellKnown lists the only programs whose --help and --version caro runs
// (and only from a standard directory: see DefaultStdDirs). Every other
// name a model gives gets its man page, read from disk, and nothing else.
//
// A name is here when it is a widely shipped tool (GNU, BSD, BusyBox,
// procps, util-linux, systemd or its own project) whose --help and
// --version print and exit in every implementation caro may meet, and
// which stays harmless in one that does not know them: it then prints
// its usage, or at worst reads a file named "--help". Left out, whatever
// their fame: programs whose operand is a file to write or delete (cp,
// mv, rm, mkdir, chmod, touch, tee, dd, split, patch, crontab,
// ssh-keygen); programs that run code from the current directory, a
// config file or the network as they start (make, cmake, go, cargo, npm,
// yarn, pip, terraform, gcloud, sqlite3, which reads ~/.sqliterc first,
// hg, which loads repository extensions); wrappers that run their operand
// (env, sudo, nice, timeout, watch, and arch, which runs a program on
// macOS); shells, editors, pagers and other interactive programs (most are
// on the deny list in text.go, which applies on top). The compressors and
// archivers (gzip, xz, zstd, bzip2, lz4, zip, tar) are kept: every
// implementation of them parses --help and --version. Keep the list
// sorted: a test checks it.
var wellKnown = []string{
	"ag", "apk", "apt", "apt-cache", "awk",
	"b2sum", "base32", "base64", "basename", "basenc", "bat", "batcat", "bc", "bunzip2", "bzcat", "bzip2",
	"cal", "cat", "cksum", "cmp", "column", "comm", "curl", "cut",
	"date", "df", "diff", "dir", "dirname", "dmesg", "docker", "dpkg", "dpkg-query", "du",
	"egrep", "ethtool", "expand", "expr", "eza",
	"factor", "fd", "fdfind", "fgrep", "file", "find", "findmnt", "fmt", "fold", "free",
	"gawk", "getconf", "getent", "git", "grep", "groups", "gunzip", "gzip",
	"head", "hexdump", "hostnamectl",
	"iconv", "id", "iostat", "ip",
	"join", "journalctl", "jq",
	"kubectl",
	"last", "locale", "localectl", "locate", "loginctl", "logname", "ls", "lsb_release", "lsblk", "lscpu", "lsmod", "lsof", "lspci", "lsusb", "lz4",
	"mawk", "md5", "md5sum", "modinfo", "mpstat",
	"nawk", "netstat", "networkctl", "nl", "nm", "nmap", "nmcli", "node", "nproc", "numfmt",
	"objdump", "od", "openssl",
	"pacman", "paste", "perl", "pgrep", "pidof", "plocate", "pmap", "pr", "printenv", "ps", "pstree", "pwdx", "python", "python3",
	"readelf", "readlink", "realpath", "resolvectl", "rev", "rg", "rpm", "rsync", "ruby",
	"scp", "sed", "seq", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "shasum", "shuf", "sort", "ss", "ssh", "stat", "strings", "sum", "sysctl", "systemctl",
	"tac", "tail", "tar", "tcpdump", "timedatectl", "tr", "tree", "tsort", "tty",
	"uname", "unexpand", "uniq", "unxz", "unzip", "unzstd", "uptime", "users",
	"vdir", "vmstat",
	"w", "wc", "wget", "whereis", "which", "who", "whoami",
	"xargs", "xxd", "xz", "xzcat",
	"yq",
	"zcat", "zgrep", "zip", "zstd", "zstdcat",
}

// versionOnly are the well-known names that get --version but not --help:
// interpreters, whose help says nothing about the script they would run,
// and docker, whose --help starts every CLI plugin binary it finds (in
// ~/.docker/cli-plugins among others) to ask for its description.
var versionOnly = []string{"docker", "node", "perl", "python", "python3", "ruby"}

// WellKnown reports whether name is a program whose --help and --version
// caro may run (when it lives in a standard directory).
func WellKnown(name string) bool {
	_, ok := slices.BinarySearch(wellKnown, name)
	return ok
}

func helpRuns(name string) bool {
	_, ok := slices.BinarySearch(versionOnly, name)
	return !ok
}

// DefaultStdDirs are the directories a well-known program must be found in
// (the PATH entry it was found through) before its --help is run: where
// the system's package manager, or a system-wide one, installs programs,
// written by root or by that package manager alone. A program of the same
// name in ~/bin, ~/.local/bin, ~/go/bin, ~/.cargo/bin, a per-user nix
// profile, ./node_modules/.bin, a virtualenv or any other directory is
// never run: anyone, or any project checked out, may put a script there.
// An entry may be a filepath.Match pattern.
var DefaultStdDirs = []string{
	// The system's own.
	"/bin", "/sbin", "/usr/bin", "/usr/sbin",
	// The administrator's, and Homebrew's on Intel Macs.
	"/usr/local/bin", "/usr/local/sbin",
	// Homebrew on Apple silicon and on Linux; MacPorts.
	"/opt/homebrew/bin", "/opt/homebrew/sbin",
	"/home/linuxbrew/.linuxbrew/bin", "/home/linuxbrew/.linuxbrew/sbin",
	"/opt/local/bin", "/opt/local/sbin",
	// Snap's launchers.
	"/snap/bin",
	// NixOS's system profile, nix's default profile, and the store
	// directories nix-shell puts on PATH.
	"/run/current-system/sw/bin", "/nix/var/nix/profiles/default/bin", "/nix/store/*/bin",
}

// packageTrees are where the file a standard directory's entry resolves
// to may live (Homebrew links into its Cellar, nix profiles into the
// store, Debian alternatives into /usr). A link from a standard directory
// into a home directory (npm link, a hand-made symlink) is not followed.
var packageTrees = []string{
	"/bin", "/sbin", "/usr", "/opt/homebrew", "/home/linuxbrew/.linuxbrew", "/opt/local", "/snap",
	"/nix/store", "/Library/Developer/CommandLineTools", "/Applications/Xcode.app/Contents/Developer",
}

// location decides whether the program found at path (resolved: where its
// links end) may be started: it was found through a standard directory,
// it resolves inside a standard directory or a package tree, and neither
// the file nor its directory is writable by everyone.
type location struct {
	std   []string // patterns, cleaned, with their resolved forms
	trees []string
}

func newLocation(std []string) location {
	var l location
	add := func(dst *[]string, p string) {
		if p = filepath.Clean(p); filepath.IsAbs(p) && !slices.Contains(*dst, p) {
			*dst = append(*dst, p)
		}
	}
	for _, d := range std {
		add(&l.std, d)
		if r, err := filepath.EvalSymlinks(d); err == nil {
			add(&l.std, r)
		}
	}
	for _, d := range append(slices.Clone(packageTrees), l.std...) {
		add(&l.trees, d)
		if r, err := filepath.EvalSymlinks(d); err == nil {
			add(&l.trees, r)
		}
	}
	return l
}

func (l location) isStd(dir string) bool {
	dir = filepath.Clean(dir)
	if !filepath.IsAbs(dir) {
		return false
	}
	dirs := []string{dir}
	if r, err := filepath.EvalSymlinks(dir); err == nil && r != dir {
		dirs = append(dirs, r)
	}
	for _, d := range dirs {
		for _, p := range l.std {
			if ok, _ := filepath.Match(p, d); ok || p == d {
				return true
			}
		}
	}
	return false
}

func (l location) inTree(resolved string) bool {
	for _, t := range l.trees {
		// A pattern (/nix/store/*/bin) is a tree of its own matches.
		for d := filepath.Dir(resolved); ; d = filepath.Dir(d) {
			if ok, _ := filepath.Match(t, d); ok || d == t {
				return true
			}
			if d == filepath.Dir(d) {
				break
			}
		}
	}
	return false
}

// trusted reports whether the program at path may be started, and why not.
func (l location) trusted(path, resolved string) (bool, string) {
	if !l.isStd(filepath.Dir(path)) {
		return false, "not in a standard directory"
	}
	if !filepath.IsAbs(resolved) || !l.inTree(resolved) {
		return false, "links outside the standard directories"
	}
	for _, p := range []string{resolved, filepath.Dir(resolved), filepath.Dir(path)} {
		fi, err := os.Stat(p)
		if err != nil {
			return false, "cannot be checked"
		}
		if fi.Mode().Perm()&0o002 != 0 && (!fi.IsDir() || fi.Mode()&os.ModeSticky == 0) {
			return false, "writable by everyone"
		}
	}
	return true, ""
}

// runPolicy says whether name's --help and --version may be run, and why
// not: it must be well-known and found in a standard directory (Help has
// already refused denied names and links to them). Where the link ends
// may be another name (/usr/bin/awk -> gawk, lsmod -> kmod, an applet ->
// busybox): the program is started by the name it was found under.
func (c *Cache) runPolicy(name, path, resolved string) (bool, string) {
	if !WellKnown(name) {
		return false, "not a well-known program"
	}
	return c.loc.trusted(path, resolved)
}
