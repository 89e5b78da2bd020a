// Package platform knows what machine caro runs on: OS, versions,
// distribution, architecture, shell, user, working directory, which common
// commands are installed, and whether the core tools are GNU, BSD or
// BusyBox. It answers from files and syscalls wherever it can and starts as
// few processes as possible.
package platform

import (
	"context"
	"time"
)

// Flavor is the family a tool's implementation belongs to.
type Flavor string

// The flavours caro tells apart.
const (
	GNU     Flavor = "gnu"
	BSD     Flavor = "bsd"
	BusyBox Flavor = "busybox"
	Unknown Flavor = "unknown"
)

// Info is what caro knows about the machine.
type Info struct {
	OS        string // "linux", "darwin", … (runtime.GOOS spelling)
	Kernel    string // kernel release: "6.5.0-14-generic", "23.2.0"
	OSVersion string // the OS version: "12" (Debian), "14.2.1" (macOS)
	Distro    string // pretty name: "Debian GNU/Linux 12 (bookworm)", "macOS 14.2.1"
	DistroID  string // "debian", "alpine", "fedora", "macos", …
	Arch      string // "amd64", "arm64" (runtime.GOARCH spelling)
	Shell     string // "bash", "zsh", "fish", "sh", …
	User      string
	Home      string
	Cwd       string
	// Commands maps each installed command caro looks for to its path.
	Commands map[string]string
	// Flavors maps a tool ("coreutils", "ps", "sed", "find", "date",
	// "stat") to its flavour.
	Flavors map[string]Flavor
}

// Has reports whether the command name is installed.
func (i *Info) Has(name string) bool {
	if i == nil {
		return false
	}
	_, ok := i.Commands[name]
	return ok
}

// Flavor returns the flavour of tool, Unknown when it was not detected.
func (i *Info) Flavor(tool string) Flavor {
	if i == nil {
		return Unknown
	}
	if f, ok := i.Flavors[tool]; ok {
		return f
	}
	return Unknown
}

// Runner runs a short command and returns what it printed (stdout and
// stderr together), bounded in time and size. platform and cache start
// processes only through a Runner so tests can script them.
type Runner interface {
	Run(ctx context.Context, timeout time.Duration, name string, args ...string) ([]byte, error)
}
