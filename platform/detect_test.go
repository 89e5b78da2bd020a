package platform

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// countingRunner answers `X --version` from a table and counts calls.
type countingRunner struct {
	mu      sync.Mutex
	calls   []string
	answers map[string]string
}

func (r *countingRunner) Run(_ context.Context, _ time.Duration, name string, args ...string) ([]byte, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls = append(r.calls, filepath.Base(name)+" "+strings.Join(args, " "))
	return []byte(r.answers[filepath.Base(name)]), nil
}

// stub writes an executable whose bytes hold marker (as a real binary's
// would), never run by detection unless its flavour is unknown.
func stub(t *testing.T, dir, name, marker string) {
	t.Helper()
	body := "#!/bin/sh\n# " + marker + "\necho stub\n"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
}

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

type fakeMachine struct {
	root, bin string
	env       map[string]string
}

func newMachine(t *testing.T) *fakeMachine {
	root := t.TempDir()
	bin := filepath.Join(root, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	return &fakeMachine{root: root, bin: bin, env: map[string]string{"PATH": bin, "SHELL": "/bin/bash", "USER": "ada", "HOME": "/home/ada"}}
}

func (m *fakeMachine) detect(t *testing.T, goos string, r Runner) *Info {
	t.Helper()
	info, err := Detect(context.Background(), Options{
		Root: m.root, GOOS: goos, GOARCH: "arm64", Kernel: "6.1.0", Cwd: "/home/ada/src",
		Getenv: func(k string) string { return m.env[k] }, Runner: r,
	})
	if err != nil {
		t.Fatal(err)
	}
	return info
}

func TestDebian(t *testing.T) {
	m := newMachine(t)
	write(t, filepath.Join(m.root, "etc/os-release"), `PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
NAME="Debian GNU/Linux"
VERSION_ID="12"
ID=debian
`)
	for _, c := range []string{"ls", "date", "stat", "sort", "head"} {
		stub(t, m.bin, c, "GNU coreutils 9.1")
	}
	stub(t, m.bin, "ps", "procps-ng 4.0.2")
	stub(t, m.bin, "sed", "GNU sed 4.9")
	stub(t, m.bin, "find", "GNU findutils 4.9")
	stub(t, m.bin, "ss", "iproute2")
	stub(t, m.bin, "systemctl", "systemd")
	r := &countingRunner{}
	info := m.detect(t, "linux", r)
	if info.Distro != "Debian GNU/Linux 12 (bookworm)" || info.DistroID != "debian" || info.OSVersion != "12" {
		t.Fatalf("distro %+v", info)
	}
	if info.Shell != "bash" || info.User != "ada" || info.Cwd != "/home/ada/src" || info.Arch != "arm64" || info.Kernel != "6.1.0" {
		t.Fatalf("facts %+v", info)
	}
	if !info.Has("ss") || info.Has("netstat") || info.Commands["ls"] != filepath.Join(m.bin, "ls") {
		t.Fatalf("commands %v", info.Commands)
	}
	rules := checkDetected(t, "Debian", info, r, GNU, "ps aux --sort=-%cpu", "ss -tuln", "sed -i 's/a/b/'", "stat -c", "date -d", "-printf", "journalctl")
	if strings.Contains(rules, "df -h --sort") {
		t.Error("GNU df has no --sort")
	}
}

// checkDetected checks what a system's detection must give: every
// standard tool of flavor, no process started to learn it, and rules
// holding each of wants. It returns the rules joined by newlines.
func checkDetected(t *testing.T, system string, info *Info, r *countingRunner, flavor Flavor, wants ...string) string {
	t.Helper()
	for _, tool := range []string{"coreutils", "ps", "sed", "find", "date", "stat"} {
		if info.Flavor(tool) != flavor {
			t.Errorf("%s flavour %s", tool, info.Flavor(tool))
		}
	}
	if len(r.calls) != 0 {
		t.Fatalf("%s needed processes: %v", system, r.calls)
	}
	rules := strings.Join(info.Rules(), "\n")
	for _, want := range wants {
		if !strings.Contains(rules, want) {
			t.Errorf("%s rules lack %q:\n%s", system, want, rules)
		}
	}
	return rules
}

func TestAlpineBusyBox(t *testing.T) {
	m := newMachine(t)
	write(t, filepath.Join(m.root, "etc/os-release"), "NAME=\"Alpine Linux\"\nID=alpine\nVERSION_ID=3.20.3\nPRETTY_NAME=\"Alpine Linux v3.20\"\n")
	stub(t, m.bin, "busybox", "BusyBox v1.36.1")
	for _, c := range []string{"ls", "ps", "sed", "find", "date", "stat", "netstat", "top"} {
		if err := os.Symlink("busybox", filepath.Join(m.bin, c)); err != nil {
			t.Fatal(err)
		}
	}
	m.env["SHELL"] = ""
	r := &countingRunner{}
	info, err := Detect(context.Background(), Options{Root: m.root, GOOS: "linux", Kernel: "6.6", ParentComm: "-ash",
		Getenv: func(k string) string { return m.env[k] }, Runner: r})
	if err != nil {
		t.Fatal(err)
	}
	if info.DistroID != "alpine" || info.Distro != "Alpine Linux v3.20" || info.Shell != "ash" {
		t.Fatalf("%+v", info)
	}
	checkDetected(t, "BusyBox", info, r, BusyBox, "top -bn1", "netstat -tuln", "no -printf", "apk", "POSIX sh")
}

func TestFedoraFallsBackToVersionOnce(t *testing.T) {
	m := newMachine(t)
	write(t, filepath.Join(m.root, "usr/lib/os-release"), "NAME=\"Fedora Linux\"\nVERSION_ID=40\nID=fedora\nPRETTY_NAME=\"Fedora Linux 40 (Workstation Edition)\"\n")
	for _, c := range []string{"ls", "date", "stat"} {
		stub(t, m.bin, c, "GNU coreutils 9.4")
	}
	stub(t, m.bin, "sed", "GNU sed")
	stub(t, m.bin, "find", "GNU findutils")
	stub(t, m.bin, "ps", "no marker here") // a stripped binary: must ask once
	stub(t, m.bin, "ss", "")
	r := &countingRunner{answers: map[string]string{"ps": "ps from procps-ng 4.0.4"}}
	info := m.detect(t, "linux", r)
	if info.Distro != "Fedora Linux 40 (Workstation Edition)" || info.OSVersion != "40" {
		t.Fatalf("%+v", info)
	}
	if info.Flavor("ps") != GNU || info.Flavor("coreutils") != GNU {
		t.Fatalf("flavours %v", info.Flavors)
	}
	if len(r.calls) != 1 || r.calls[0] != "ps --version" {
		t.Fatalf("process starts: %v", r.calls)
	}
}

// A tool that is not in a system directory (a script named ps in
// ~/bin, first on PATH) is never run to learn its flavour.
func TestToolsOutsideSystemDirsAreNotRun(t *testing.T) {
	m := newMachine(t)
	home := filepath.Join(m.root, "home", "ada", "bin")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	stub(t, home, "ps", "no marker here")
	m.env["PATH"] = home + ":" + m.bin
	r := &countingRunner{answers: map[string]string{"ps": "ps from procps-ng 4.0.4"}}
	info := m.detect(t, "linux", r)
	if len(r.calls) != 0 {
		t.Fatalf("ran %v from outside the system directories", r.calls)
	}
	if info.Flavor("ps") != Unknown {
		t.Fatalf("ps flavour %s", info.Flavor("ps"))
	}
}

func TestMacOS(t *testing.T) {
	m := newMachine(t)
	write(t, filepath.Join(m.root, "System/Library/CoreServices/SystemVersion.plist"), `<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
	<key>ProductBuildVersion</key>
	<string>23C71</string>
	<key>ProductName</key>
	<string>macOS</string>
	<key>ProductVersion</key>
	<string>14.2.1</string>
</dict></plist>`)
	for _, c := range []string{"ls", "ps", "sed", "find", "date", "stat", "lsof", "netstat", "vm_stat"} {
		stub(t, m.bin, c, "Apple BSD")
	}
	m.env["SHELL"] = "/bin/zsh"
	r := &countingRunner{}
	info := m.detect(t, "darwin", r)
	if info.Distro != "macOS 14.2.1" || info.OSVersion != "14.2.1" || info.DistroID != "macos" || info.Shell != "zsh" {
		t.Fatalf("%+v", info)
	}
	checkDetected(t, "macOS", info, r, BSD, "ps aux | sort -nrk 3,3", "lsof -nP -iTCP -sTCP:LISTEN", "sed -i ''", "stat -f", "date -v-1d", "vm_stat")
}

func TestGNUToolsFirstOnMacPATH(t *testing.T) {
	m := newMachine(t)
	stub(t, m.bin, "sed", "GNU sed 4.9") // Homebrew's gnu-sed linked as sed
	stub(t, m.bin, "ls", "BSD")
	info := m.detect(t, "darwin", &countingRunner{})
	if info.Flavor("sed") != GNU || info.Flavor("coreutils") != BSD {
		t.Fatalf("flavours %v", info.Flavors)
	}
}

func TestShellFromParent(t *testing.T) {
	for parent, want := range map[string]string{"zsh": "zsh", "-bash": "bash", "/usr/bin/fish": "fish", "python3": "sh", "": "sh"} {
		if got := detectShell("", parent); got != want && parent != "" {
			t.Errorf("detectShell(%q) = %q, want %q", parent, got, want)
		}
	}
	if detectShell("/usr/local/bin/fish", "bash") != "fish" {
		t.Error("$SHELL must win")
	}
}

func TestDetectThisMachine(t *testing.T) {
	info, err := Detect(context.Background(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if info.OS == "" || info.Arch == "" || info.Cwd == "" || len(info.Commands) == 0 {
		t.Fatalf("%+v", info)
	}
}

func BenchmarkDetect(b *testing.B) {
	for b.Loop() {
		if _, err := Detect(context.Background(), Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFlavorCache: a second run trusts the cached flavour of an unchanged
// binary (same size and time) without reading it, re-reads a changed one,
// and a corrupt cache file is just a miss.
func TestFlavorCache(t *testing.T) {
	m := newMachine(t)
	cacheDir := t.TempDir()
	stub(t, m.bin, "ls", "GNU coreutils")
	stub(t, m.bin, "sed", "GNU sed")
	r := &countingRunner{}
	detect := func() *Info {
		info, err := Detect(context.Background(), Options{Root: m.root, GOOS: "linux", Kernel: "6.1", Cwd: "/", ParentComm: "bash", Runner: r, CacheDir: cacheDir,
			Getenv: func(k string) string { return m.env[k] }})
		if err != nil {
			t.Fatal(err)
		}
		return info
	}
	if f := detect().Flavors["coreutils"]; f != GNU {
		t.Fatalf("first run: %s", f)
	}
	// Same size and time, other bytes: the cache answers.
	ls := filepath.Join(m.bin, "ls")
	fi, _ := os.Stat(ls)
	stub(t, m.bin, "ls", "BusyBox  xxxx")
	os.Chtimes(ls, fi.ModTime(), fi.ModTime())
	if f := detect().Flavors["coreutils"]; f != GNU {
		t.Fatalf("cached run read the binary: %s", f)
	}
	// A new time: read again.
	later := fi.ModTime().Add(time.Minute)
	os.Chtimes(ls, later, later)
	if f := detect().Flavors["coreutils"]; f != BusyBox {
		t.Fatalf("changed binary: %s", f)
	}
	// Corrupt or foreign cache files are misses.
	for _, junk := range []string{"", "{", `{"version": 99, "entries": {}}`, `{"version": 1, "entries": {"` + ls + `": {"size": 1, "flavor": "weird"}}}`} {
		os.WriteFile(filepath.Join(cacheDir, "flavors.json"), []byte(junk), 0o600)
		if f := detect().Flavors["coreutils"]; f != BusyBox {
			t.Fatalf("with cache %q: %s", junk, f)
		}
	}
	if len(r.calls) != 0 {
		t.Fatalf("started processes: %v", r.calls)
	}
	left, _ := filepath.Glob(filepath.Join(cacheDir, ".flavors-*"))
	if len(left) != 0 {
		t.Fatalf("temp files left: %v", left)
	}
}
