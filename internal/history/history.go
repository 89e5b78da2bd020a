// Package history keeps what the user asked caro and the commands that
// ran, one JSON line each, in $XDG_STATE_HOME/caro/history.jsonl (mode
// 0600, capped in size). It also appends commands to the user's own shell
// history when asked to (shell.go).
package history

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/google/renameio/v2"

	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/internal/snip"
)

// Entry is one line of history: a request, or a command run (or printed)
// for a request.
type Entry struct {
	Time    time.Time `json:"time"`
	Request string    `json:"request"`
	// Command is empty for an entry that only records the request.
	Command string `json:"command,omitempty"`
	// Exit is the command's exit code; nil when it did not run (--print).
	Exit *int   `json:"exit,omitempty"`
	Cwd  string `json:"cwd,omitempty"`
}

// DefaultMax is the size past which the file is cut to its newest half.
const DefaultMax = 1 << 20

// maxField bounds a request or command kept in history.
const maxField = 8 << 10

// Store is the history file.
type Store struct {
	Path string
	// Max is the size cap in bytes (DefaultMax when 0).
	Max int64
}

// DefaultPath is $XDG_STATE_HOME/caro/history.jsonl, read from the
// environment through getenv (os.Getenv when nil).
func DefaultPath(getenv func(string) string) string {
	return paths.For(getenv).History()
}

// Open returns the store at path (DefaultPath(nil) when empty). Nothing is
// touched until the first Add.
func Open(path string) *Store {
	if path == "" {
		path = DefaultPath(nil)
	}
	return &Store{Path: path}
}

func (s *Store) max() int64 {
	if s.Max > 0 {
		return s.Max
	}
	return DefaultMax
}

// Add appends e under an exclusive lock, then cuts the file to its newest
// half when it grew past the cap. The error says what could not be saved.
func (s *Store) Add(e Entry) error {
	if e.Time.IsZero() {
		e.Time = time.Now()
	}
	e.Time = e.Time.UTC().Truncate(time.Second)
	e.Request = snip.Prefix(e.Request, maxField)
	e.Command = snip.Prefix(e.Command, maxField)
	line, err := json.Marshal(e)
	if err != nil {
		return err
	}
	line = append(line, '\n')
	if err := os.MkdirAll(filepath.Dir(s.Path), 0o700); err != nil {
		return fmt.Errorf("history not saved: %w", err)
	}
	// The lock is a file of its own: compaction replaces the history
	// file, and a lock on the replaced file would guard nothing.
	lock, err := os.OpenFile(s.Path+".lock", os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("history not saved: %w", err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return fmt.Errorf("history not saved: lock: %w", err)
	}
	defer syscall.Flock(int(lock.Fd()), syscall.LOCK_UN)
	f, err := os.OpenFile(s.Path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("history not saved: %w", err)
	}
	defer f.Close()
	if _, err := f.Write(line); err != nil {
		return fmt.Errorf("history not saved: %w", err)
	}
	if fi, err := f.Stat(); err == nil && fi.Size() > s.max() {
		if err := s.compact(); err != nil {
			return fmt.Errorf("history saved but not trimmed: %w", err)
		}
	}
	return nil
}

// compact rewrites the file with its newest lines up to half the cap,
// atomically. The caller holds the lock.
func (s *Store) compact() error {
	data, err := os.ReadFile(s.Path)
	if err != nil {
		return err
	}
	keep := s.max() / 2
	if int64(len(data)) > keep {
		data = data[int64(len(data))-keep:]
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			data = data[i+1:]
		}
	}
	return renameio.WriteFile(s.Path, data, 0o600)
}

// Load reads every entry, oldest first. Lines that do not parse (a write
// cut short by a crash, a foreign file) are skipped; a missing file is an
// empty history.
func (s *Store) Load() ([]Entry, error) {
	f, err := os.Open(s.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Entry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4*maxField)
	for sc.Scan() {
		var e Entry
		if json.Unmarshal(sc.Bytes(), &e) != nil || e.Request == "" {
			continue
		}
		out = append(out, e)
	}
	return out, nil
}

// Clear removes the history file.
func (s *Store) Clear() error {
	err := os.Remove(s.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Requests lists the distinct requests of entries for up/down recall,
// oldest first, each kept at its newest position.
func Requests(entries []Entry) []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range slices.Backward(entries) {
		r := strings.TrimSpace(e.Request)
		if r != "" && !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	slices.Reverse(out)
	return out
}
