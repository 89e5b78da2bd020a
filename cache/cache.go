// Package cache gives the help context of commands — the version line,
// the --help text cut to its options, the man page's NAME and SYNOPSIS —
// fetched safely and kept on disk with a TTL.
//
// The names come from a model's reply, so fetching never starts a program
// just because a model named it. The man page comes first, read from disk
// and formatted in Go (man.go). --version and --help are run only for the
// well-known tools listed in wellknown.go, only when the program found on
// PATH lives in a standard directory, never for a denied name, with a
// short timeout, stdin from /dev/null and capped output. With NoExec (caro
// --print, --output json) no process is started at all. Writes are
// atomic, and a corrupt or foreign cache file is simply a miss.
package cache

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/google/renameio/v2"

	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/platform"
)

// Schema is the version of the entry format; other versions are misses.
// Version 3 entries were fetched under the well-known-tools rule; version
// 4 entries keep the option index (OptionIndex) in Flags.
const Schema = 4

// Limits of what is kept.
const (
	HelpLimit   = 2 << 10   // the --help text, cut at line boundaries
	ManLimit    = 1 << 10   // NAME + SYNOPSIS
	FlagsLimit  = 24 << 10  // the option index of the whole help and man text
	entryLimit  = 128 << 10 // a cache file larger than this is not ours
	fetchOutput = 256 << 10
)

// DefaultTTL is how long an entry is trusted.
const DefaultTTL = 24 * time.Hour

// FetchTimeout bounds each process a fetch starts.
const FetchTimeout = 2 * time.Second

// Entry is what caro knows of one command.
type Entry struct {
	Schema  int    `json:"schema"`
	Name    string `json:"name"`
	Path    string `json:"path"`
	ModTime int64  `json:"mtime"`
	Size    int64  `json:"size"`
	Version string `json:"version"`
	Help    string `json:"help"`
	Man     string `json:"man"`
	// Flags is the option index of the full help and man text, before
	// cutting (OptionIndex: one documented option a line, then every
	// option word), so a flag check is not fooled by the cut and the
	// refine can quote the lines that matter.
	Flags     string    `json:"flags"`
	FetchedAt time.Time `json:"fetched_at"`
	// Partial is set on an entry a NoExec cache wrote for a program whose
	// --help it would otherwise have run: a cache that may run it fetches
	// again.
	Partial bool `json:"partial,omitempty"`
}

// ErrNotInstalled and ErrDenied say why there is no help for a name.
var (
	ErrNotInstalled = errors.New("not installed")
	ErrDenied       = errors.New("its --help is not run (on the deny list)")
	ErrBadName      = errors.New("not a command name")
)

// Options configure a Cache.
type Options struct {
	// Dir holds the entries; empty means $XDG_CACHE_HOME/caro/help.
	Dir string
	// TTL defaults to DefaultTTL.
	TTL time.Duration
	// Runner starts the processes; nil means platform.DefaultRunner.
	Runner platform.Runner
	// Path is the PATH to look names up in; empty means $PATH.
	Path string
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// NoMan skips man pages.
	NoMan bool
	// NoExec starts no process at all: help comes from cached entries and
	// man pages read from disk only. caro --print and --output json use it.
	NoExec bool
	// StdDirs are the directories (or filepath.Match patterns) a
	// well-known program must be found in for its --help and --version to
	// be run; nil means DefaultStdDirs.
	StdDirs []string
	// ManPath lists the man trees searched after the one beside the
	// program's own directory; nil means $MANPATH, or when that is unset
	// the trees beside the PATH directories and DefaultManTrees.
	ManPath []string
}

// Cache is the on-disk help cache. It is safe for concurrent use, and
// several processes may share its directory.
type Cache struct {
	o   Options
	loc location

	mu       sync.Mutex
	warnings []string
	dirs     map[string][]string // man directory listings
}

// New returns a Cache.
func New(o Options) *Cache {
	if o.Dir == "" {
		o.Dir = paths.For(nil).Help()
	}
	if o.TTL <= 0 {
		o.TTL = DefaultTTL
	}
	if o.Runner == nil {
		o.Runner = platform.DefaultRunner()
	}
	if o.Path == "" {
		o.Path = os.Getenv("PATH")
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.StdDirs == nil {
		o.StdDirs = DefaultStdDirs
	}
	return &Cache{o: o, loc: newLocation(o.StdDirs)}
}

// Warnings returns the problems met so far (an unwritable directory, a
// corrupt entry), for --debug; they never fail a lookup.
func (c *Cache) Warnings() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.warnings...)
}

func (c *Cache) warn(format string, a ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.warnings) < 50 {
		c.warnings = append(c.warnings, fmt.Sprintf(format, a...))
	}
}

var nameOK = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$`) })

// Help returns the help context of the command name, from the cache when
// it holds a fresh entry for the same binary, otherwise fetched: its man
// page, and the output of --version and --help when runPolicy allows them
// and the cache is not NoExec.
func (c *Cache) Help(ctx context.Context, name string) (Entry, error) {
	if !nameOK().MatchString(name) {
		return Entry{}, fmt.Errorf("cache: %q: %w", name, ErrBadName)
	}
	if Denied(name) {
		return Entry{}, fmt.Errorf("cache: %s: %w", name, ErrDenied)
	}
	path, fi, err := c.lookPath(name)
	if err != nil {
		return Entry{}, fmt.Errorf("cache: %s: %w", name, ErrNotInstalled)
	}
	resolved, err := filepath.EvalSymlinks(path)
	if err != nil {
		resolved = path
	}
	if Denied(filepath.Base(resolved)) && filepath.Base(resolved) != "busybox" {
		return Entry{}, fmt.Errorf("cache: %s: %w", name, ErrDenied)
	}
	file := c.file(name, resolved)
	cached, hit := c.load(file, name, resolved, fi)
	if hit && (!cached.Partial || c.o.NoExec) {
		return cached, nil
	}
	run, _ := c.runPolicy(name, path, resolved)
	if hit && !run {
		return cached, nil
	}
	e := c.fetch(ctx, name, path, run && !c.o.NoExec)
	e.Schema, e.Name, e.Path, e.ModTime, e.Size, e.FetchedAt = Schema, name, resolved, fi.ModTime().UnixNano(), fi.Size(), c.o.Now()
	e.Partial = run && c.o.NoExec
	if ctx.Err() != nil {
		// A fetch cut short by cancellation is not worth keeping.
		return e, nil
	}
	if err := c.store(file, e); err != nil {
		c.warn("cache: cannot write %s: %v", file, err)
	}
	return e, nil
}

// HelpAll fetches several names in parallel (at most four at a time) and
// returns the entries that could be had, in the order of names.
func (c *Cache) HelpAll(ctx context.Context, names []string) []Entry {
	out := make([]*Entry, len(names))
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for i, n := range names {
		wg.Add(1)
		go func(i int, n string) {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				return
			}
			defer func() { <-sem }()
			if e, err := c.Help(ctx, n); err == nil {
				out[i] = &e
			}
		}(i, n)
	}
	wg.Wait()
	var res []Entry
	for _, e := range out {
		if e != nil {
			res = append(res, *e)
		}
	}
	return res
}

func (c *Cache) lookPath(name string) (string, fs.FileInfo, error) {
	for _, d := range filepath.SplitList(c.o.Path) {
		if d == "" {
			continue
		}
		p := filepath.Join(d, name)
		fi, err := os.Stat(p)
		if err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0 {
			return p, fi, nil
		}
	}
	return "", nil, ErrNotInstalled
}

// file is the entry's path: the name for people, a hash of the resolved
// path so two binaries of one name never share an entry.
func (c *Cache) file(name, resolved string) string {
	h := sha256.Sum256([]byte(resolved))
	return filepath.Join(c.o.Dir, name+"-"+hex.EncodeToString(h[:6])+".json")
}

func (c *Cache) load(file, name, resolved string, fi fs.FileInfo) (Entry, bool) {
	st, err := os.Stat(file)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			c.warn("cache: %s: %v", file, err)
		}
		return Entry{}, false
	}
	if !st.Mode().IsRegular() || st.Size() == 0 || st.Size() > entryLimit {
		c.warn("cache: %s is not a cache entry; rebuilding", file)
		return Entry{}, false
	}
	data, err := os.ReadFile(file)
	if err != nil {
		c.warn("cache: %s: %v", file, err)
		return Entry{}, false
	}
	var e Entry
	if err := json.Unmarshal(data, &e); err != nil {
		c.warn("cache: %s is corrupt (%v); rebuilding", file, err)
		return Entry{}, false
	}
	now := c.o.Now()
	switch {
	case e.Schema != Schema, e.Name != name, e.Path != resolved:
		return Entry{}, false
	case e.ModTime != fi.ModTime().UnixNano(), e.Size != fi.Size():
		return Entry{}, false // the binary changed
	case e.FetchedAt.After(now.Add(time.Hour)), now.Sub(e.FetchedAt) > c.o.TTL:
		return Entry{}, false
	}
	// Entries are cleaned before they are written, but a file edited by
	// hand must not bring escapes to the model or the screen.
	e.Version, e.Help, e.Man, e.Flags = snip.Cut(clean(e.Version), 200, '\n'), snip.Cut(clean(e.Help), HelpLimit+256, '\n'), snip.Cut(clean(e.Man), ManLimit+256, '\n'), snip.Cut(clean(e.Flags), FlagsLimit, '\n')
	return e, true
}

// store writes e atomically (renameio: a temporary file in the same
// directory, synced, then renamed over the entry).
func (c *Cache) store(file string, e Entry) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	return renameio.WriteFile(file, data, 0o644)
}

// fetch reads name's man page first, from disk. Then, in parallel: when
// exec is set, path --version and (unless versionOnly) path --help; and
// when no page could be read and the cache may start processes, the
// system's man program, if it is in a standard directory.
func (c *Cache) fetch(ctx context.Context, name, path string, exec bool) Entry {
	var e Entry
	var version, help, man []byte
	var source string
	askMan := false
	if !c.o.NoMan {
		text, src, err := c.readMan(name, filepath.Dir(path))
		man, source = []byte(text), src
		askMan = err != nil && !c.o.NoExec
	}
	var wg sync.WaitGroup
	if exec {
		wg.Add(1)
		go func() {
			defer wg.Done()
			version, _ = c.o.Runner.Run(ctx, FetchTimeout, path, "--version")
		}()
		if helpRuns(name) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				help, _ = c.o.Runner.Run(ctx, FetchTimeout, path, "--help")
			}()
		}
	}
	if askMan {
		if mp := c.manProgram(); mp != "" {
			wg.Add(1)
			go func() {
				defer wg.Done()
				man, _ = c.o.Runner.Run(ctx, FetchTimeout, mp, name)
			}()
		}
	}
	wg.Wait()
	h := clean(string(capBytes(help)))
	m := clean(string(capBytes(man)))
	e.Version = firstLine(clean(string(capBytes(version))))
	if looksLikeError(e.Version) {
		e.Version = ""
	}
	if e.Version == "" {
		// The page's header names the package and its version ("GNU
		// coreutils 9.4"): the flavour is what the refinement needs.
		e.Version = firstLine(clean(source))
	}
	e.Help = CutHelp(h, HelpLimit)
	e.Man = snip.Cut(ManSummary(m), ManLimit, '\n')
	e.Flags = OptionIndex(FlagsLimit, h, m)
	return e
}

// manProgram is the system's man, when it is found in a standard
// directory. It is given only a name that passed nameOK (no slash, no
// leading dash), so it looks the page up and formats it, nothing else.
func (c *Cache) manProgram() string {
	p, _, err := c.lookPath("man")
	if err != nil {
		return ""
	}
	resolved, err := filepath.EvalSymlinks(p)
	if err != nil {
		return ""
	}
	if ok, _ := c.loc.trusted(p, resolved); !ok {
		return ""
	}
	return p
}

func capBytes(b []byte) []byte {
	if len(b) > fetchOutput {
		return b[:fetchOutput]
	}
	return b
}

func looksLikeError(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "illegal option") || strings.Contains(l, "unrecognized option") ||
		strings.Contains(l, "invalid option") || strings.Contains(l, "unknown option") || strings.HasPrefix(l, "usage")
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return snip.Cut(s, 200, '\n')
}

var overstrike = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(".\x08") })

// clean removes terminal escapes, man's overstrike bold and underline, and
// other control characters but newline and tab.
func clean(s string) string {
	s = ansi.Strip(s)
	if strings.IndexByte(s, '\b') >= 0 {
		s = overstrike().ReplaceAllString(s, "")
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return -1
		case r == 0x2010: // man's hyphenation hyphen
			return '-'
		}
		return r
	}, s)
}
