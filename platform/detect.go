package platform

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/user"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// CommonCommands are the commands caro looks for on PATH; the prompt lists
// the ones installed.
var CommonCommands = []string{
	"ls", "cat", "grep", "rg", "find", "fd", "sed", "awk", "gawk", "sort", "uniq", "head", "tail",
	"cut", "tr", "wc", "xargs", "ps", "top", "htop", "kill", "pkill", "pgrep", "killall", "df",
	"du", "free", "uptime", "uname", "date", "stat", "file", "tar", "gzip", "zip", "unzip", "xz",
	"bzip2", "zstd", "curl", "wget", "ssh", "rsync", "git", "jq", "ss", "netstat", "lsof", "ip",
	"ifconfig", "ping", "dig", "nslookup", "host", "systemctl", "journalctl", "service", "docker",
	"podman", "kubectl", "python3", "node", "make", "tree", "less", "watch", "timeout", "sudo",
	"crontab", "base64", "sha256sum", "md5sum", "shasum", "openssl", "busybox", "brew", "apt",
	"dnf", "yum", "apk", "pacman", "nc", "hostname", "id", "realpath", "readlink", "column",
	"perl", "bc", "sw_vers", "launchctl", "vm_stat", "sysctl", "diskutil", "pbcopy", "xclip",
}

// flavorTools are the tools whose flavour is detected, with the binary
// that decides it.
var flavorTools = []struct{ tool, binary string }{
	{"coreutils", "ls"}, {"ps", "ps"}, {"sed", "sed"}, {"find", "find"}, {"date", "date"}, {"stat", "stat"},
}

// Options let tests point detection at a fake machine. The zero value
// detects the real one.
type Options struct {
	// Root prefixes every file read (/etc/os-release, SystemVersion.plist).
	Root string
	// Getenv reads the environment; nil means os.Getenv.
	Getenv func(string) string
	// GOOS and GOARCH override runtime.GOOS and runtime.GOARCH.
	GOOS, GOARCH string
	// Kernel overrides the kernel release from uname.
	Kernel string
	// Cwd overrides the working directory.
	Cwd string
	// Runner runs `X --version` when a flavour cannot be told from files;
	// nil means DefaultRunner.
	Runner Runner
	// ParentComm overrides the parent process's name (for the shell).
	ParentComm string
	// CacheDir, when set, keeps each tool binary's flavour in
	// CacheDir/flavors.json, keyed by path, size and modification time,
	// so later runs stat the binaries instead of reading them.
	CacheDir string
}

// Detect learns the machine. It reads files and makes syscalls; it starts
// a process only when a tool's flavour cannot be told from its binary
// (and sw_vers on macOS when SystemVersion.plist is unreadable).
func Detect(ctx context.Context, o Options) (*Info, error) {
	getenv := o.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if o.Runner == nil {
		o.Runner = DefaultRunner()
	}
	info := &Info{
		OS:       firstNonEmpty(o.GOOS, runtime.GOOS),
		Arch:     firstNonEmpty(o.GOARCH, runtime.GOARCH),
		Commands: map[string]string{},
		Flavors:  map[string]Flavor{},
	}
	info.Kernel = o.Kernel
	if info.Kernel == "" && o.GOOS == "" {
		var u unix.Utsname
		if unix.Uname(&u) == nil {
			info.Kernel = unix.ByteSliceToString(u.Release[:])
		}
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		scanPath(info, getenv("PATH"))
	}()
	if info.OS == "darwin" {
		readMacVersion(ctx, info, o)
	} else {
		readOSRelease(info, o.Root)
	}
	info.Shell = detectShell(getenv("SHELL"), o.ParentComm)
	info.User = firstNonEmpty(getenv("USER"), getenv("LOGNAME"))
	if info.User == "" {
		if u, err := user.Current(); err == nil {
			info.User = u.Username
		}
	}
	info.Home = getenv("HOME")
	info.Cwd = o.Cwd
	if info.Cwd == "" {
		info.Cwd, _ = os.Getwd()
	}
	wg.Wait()
	fc := loadFlavorCache(o.CacheDir)
	detectFlavors(ctx, info, o.Runner, fc, o.Root)
	fc.save()
	return info, nil
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// scanPath records which common commands are on PATH, the first
// executable in PATH order winning. Each directory's names are read once
// (no stat per name and directory); only the matches are stat'ed.
func scanPath(info *Info, path string) {
	want := make(map[string]bool, len(CommonCommands))
	for _, name := range CommonCommands {
		want[name] = true
	}
	seen := map[string]bool{}
	for _, d := range filepath.SplitList(path) {
		if d == "" || seen[d] || len(want) == 0 {
			continue
		}
		seen[d] = true
		var names []string
		listed := false
		if f, err := os.Open(d); err == nil {
			names, err = f.Readdirnames(-1)
			f.Close()
			listed = err == nil
		}
		if !listed {
			// An unreadable (execute-only) directory: ask for each name.
			names = names[:0]
			for name := range want {
				names = append(names, name)
			}
			slices.Sort(names)
		}
		for _, name := range names {
			if !want[name] {
				continue
			}
			p := filepath.Join(d, name)
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0 {
				info.Commands[name] = p
				delete(want, name)
			}
		}
	}
}

// readOSRelease fills the distribution from /etc/os-release (or
// /usr/lib/os-release).
func readOSRelease(info *Info, root string) {
	var data []byte
	for _, p := range []string{"/etc/os-release", "/usr/lib/os-release"} {
		if b, err := os.ReadFile(filepath.Join(root, p)); err == nil {
			data = b
			break
		}
	}
	kv := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), "=")
		if !ok || strings.HasPrefix(k, "#") {
			continue
		}
		if uq, err := strconv.Unquote(v); err == nil {
			v = uq
		} else {
			v = strings.Trim(v, `'"`)
		}
		kv[k] = v
	}
	info.DistroID = kv["ID"]
	info.OSVersion = firstNonEmpty(kv["VERSION_ID"], kv["BUILD_ID"])
	info.Distro = firstNonEmpty(kv["PRETTY_NAME"], strings.TrimSpace(kv["NAME"]+" "+kv["VERSION_ID"]))
}

var plistKey = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`<key>(ProductName|ProductVersion)</key>\s*<string>([^<]*)</string>`)
})

// readMacVersion reads SystemVersion.plist, falling back to sw_vers.
func readMacVersion(ctx context.Context, info *Info, o Options) {
	info.DistroID = "macos"
	name, ver := "macOS", ""
	if b, err := os.ReadFile(filepath.Join(o.Root, "/System/Library/CoreServices/SystemVersion.plist")); err == nil {
		for _, m := range plistKey().FindAllSubmatch(b, -1) {
			if string(m[1]) == "ProductVersion" {
				ver = string(m[2])
			} else if string(m[2]) != "" {
				name = string(m[2])
			}
		}
	}
	if ver == "" && o.Root == "" {
		if out, err := o.Runner.Run(ctx, 2*time.Second, "sw_vers", "-productVersion"); err == nil {
			ver = strings.TrimSpace(string(out))
		}
	}
	if name == "Mac OS X" {
		name = "macOS"
	}
	info.OSVersion = ver
	info.Distro = strings.TrimSpace(name + " " + ver)
}

// detectShell takes $SHELL, then the parent process's name.
func detectShell(shellEnv, parent string) string {
	if shellEnv != "" {
		return filepath.Base(shellEnv)
	}
	if parent == "" {
		parent = parentComm()
	}
	if sh := shellName(parent); sh != "" {
		return sh
	}
	return "sh"
}

// ParentShell names the shell caro was started from (its parent process)
// when that is a shell, or "" when it is not or cannot be told (no /proc).
// It can differ from $SHELL, the login shell: a fish user whose login
// shell is bash types caro's requests into fish.
func ParentShell() string { return shellName(parentComm()) }

func parentComm() string {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(os.Getppid()) + "/comm")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

func shellName(comm string) string {
	comm = strings.TrimPrefix(filepath.Base(comm), "-") // login shells: -zsh
	switch comm {
	case "bash", "zsh", "fish", "sh", "dash", "ksh", "mksh", "ash", "tcsh", "csh", "nu", "elvish", "pwsh":
		return comm
	}
	return ""
}

// markers tell a flavour from the bytes of a binary.
var markers = []struct {
	text   string
	flavor Flavor
}{
	{"BusyBox", BusyBox},
	{"GNU coreutils", GNU},
	{"procps-ng", GNU},
	{"GNU sed", GNU},
	{"GNU findutils", GNU},
}

// maxScan bounds how much of a binary is read for markers.
const maxScan = 4 << 20

// detectFlavors decides each tool's flavour from its binary: a symlink to
// busybox, then markers in the file, then the OS, and only then
// `X --version`.
func detectFlavors(ctx context.Context, info *Info, r Runner, fc *flavorCache, root string) {
	bsdOS := info.OS == "darwin" || strings.HasSuffix(info.OS, "bsd") || info.OS == "dragonfly"
	known := map[string]Flavor{} // resolved path → flavour, this run
	for _, ft := range flavorTools {
		p, ok := info.Commands[ft.binary]
		if !ok {
			continue
		}
		resolved, err := filepath.EvalSymlinks(p)
		if err != nil {
			resolved = p
		}
		if f, ok := known[resolved]; ok {
			info.Flavors[ft.tool] = f
			continue
		}
		f, cached := fc.get(resolved)
		if !cached {
			f = Unknown
			if filepath.Base(resolved) == "busybox" {
				f = BusyBox
			} else {
				f = scanMarkers(resolved)
			}
			if f == Unknown && bsdOS {
				f = BSD
			}
			if f == Unknown && systemDir(strings.TrimPrefix(p, root)) {
				// Only a tool the system installed is run: a script of
				// the same name earlier on PATH (~/bin/ls) is not.
				f = versionFlavor(ctx, r, p)
			}
			fc.put(resolved, f)
		}
		known[resolved] = f
		info.Flavors[ft.tool] = f
	}
}

func scanMarkers(path string) Flavor {
	fh, err := os.Open(path)
	if err != nil {
		return Unknown
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, maxScan))
	if err != nil {
		return Unknown
	}
	for _, m := range markers {
		if bytes.Contains(data, []byte(m.text)) {
			return m.flavor
		}
	}
	return Unknown
}

// systemDirs are where a system's package manager installs tools.
var systemDirs = []string{"/bin", "/usr/bin", "/sbin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin",
	"/opt/homebrew/bin", "/opt/local/bin", "/run/current-system/sw/bin", "/nix/var/nix/profiles/default/bin", "/usr/pkg/bin", "/snap/bin"}

// systemDir reports whether the program at p sits in a system directory.
func systemDir(p string) bool {
	dir := filepath.Dir(p)
	for _, d := range systemDirs {
		if dir == d {
			return true
		}
	}
	return false
}

func versionFlavor(ctx context.Context, r Runner, path string) Flavor {
	out, _ := r.Run(ctx, 2*time.Second, path, "--version")
	s := string(out)
	switch {
	case strings.Contains(s, "BusyBox"):
		return BusyBox
	case strings.Contains(s, "GNU"), strings.Contains(s, "procps-ng"), strings.Contains(s, "Free Software Foundation"):
		return GNU
	case strings.Contains(s, "illegal option"), strings.Contains(s, "usage:"):
		// BSD tools reject --version with their usage line.
		return BSD
	}
	return Unknown
}
