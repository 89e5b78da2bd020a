// Package paths says where caro keeps its files: the XDG base directories
// (as github.com/adrg/xdg resolves them) read from the environment it is
// given, never from the process's own, so tests and callers can pass
// theirs.
package paths

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// Dirs are caro's own directories: each is a base directory with "caro"
// under it.
type Dirs struct {
	// Config holds config.toml ($XDG_CONFIG_HOME/caro).
	Config string
	// Cache holds the help cache and the found servers ($XDG_CACHE_HOME/caro).
	Cache string
	// State holds the history and the session logs ($XDG_STATE_HOME/caro).
	State string
}

// For resolves caro's directories from the environment read through
// getenv (os.Getenv when nil). A variable that is unset or not an
// absolute path (after ~ or $HOME at its start is expanded) falls back to
// the platform's default, as in the XDG base directory specification.
func For(getenv func(string) string) Dirs {
	if getenv == nil {
		getenv = os.Getenv
	}
	home := getenv("HOME")
	if home == "" {
		home = "/"
	}
	config := filepath.Join(home, ".config")
	cache := filepath.Join(home, ".cache")
	state := filepath.Join(home, ".local", "state")
	if runtime.GOOS == "darwin" {
		support := filepath.Join(home, "Library", "Application Support")
		config, state = support, support
		cache = filepath.Join(home, "Library", "Caches")
	}
	base := func(name, fallback string) string {
		return filepath.Join(envPath(getenv(name), home, fallback), "caro")
	}
	return Dirs{
		Config: base("XDG_CONFIG_HOME", config),
		Cache:  base("XDG_CACHE_HOME", cache),
		State:  base("XDG_STATE_HOME", state),
	}
}

// ConfigFile is the default config file.
func (d Dirs) ConfigFile() string { return filepath.Join(d.Config, "config.toml") }

// History is the history file.
func (d Dirs) History() string { return filepath.Join(d.State, "history.jsonl") }

// Sessions is the directory of the session logs.
func (d Dirs) Sessions() string { return filepath.Join(d.State, "sessions") }

// Help is the directory of the help cache.
func (d Dirs) Help() string { return filepath.Join(d.Cache, "help") }

// Servers is the file that remembers the local model servers found.
func (d Dirs) Servers() string { return filepath.Join(d.Cache, "servers.json") }

// envPath is value with a leading ~ or $HOME expanded when that makes an
// absolute path, else fallback.
func envPath(value, home, fallback string) string {
	switch {
	case value == "":
		return fallback
	case value[0] == '~':
		value = home + value[1:]
	case strings.HasPrefix(value, "$HOME"):
		value = home + value[len("$HOME"):]
	}
	if !filepath.IsAbs(value) {
		return fallback
	}
	return filepath.Clean(value)
}
