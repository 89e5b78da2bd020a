package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"
)

// MaxLogSize caps one session log; past it a last line says so.
const MaxLogSize = 1 << 20

// Session logs are pruned when a session log closes, after the run, so
// the model's turn does not share the CPU with a directory walk: older
// than MaxLogAge, or past MaxLogTotal bytes in all (the oldest go first).
const (
	MaxLogAge   = 30 * 24 * time.Hour
	MaxLogTotal = 16 << 20
)

// Log is a session log: JSON lines in a file of its own (mode 0600),
// each written with one append so two sessions never interleave.
type Log struct {
	mu      sync.Mutex
	path    string
	f       *os.File
	size    int64
	full    bool
	openErr error
	// dir is the directory pruned on Close.
	dir string
}

// OpenLog creates a new session log in dir. It never fails: a log that
// cannot be opened reports its error on each Write.
func OpenLog(dir string) *Log {
	l := &Log{path: dir}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		l.openErr = err
		return l
	}
	l.dir = dir
	name := fmt.Sprintf("%s-%d.jsonl", time.Now().Format("20060102-150405"), os.Getpid())
	l.path = filepath.Join(dir, name)
	f, err := os.OpenFile(l.path, os.O_CREATE|os.O_WRONLY|os.O_APPEND|os.O_EXCL, 0o600)
	if err != nil {
		l.openErr = err
		return l
	}
	l.f = f
	return l
}

// prune removes the session logs of dir older than MaxLogAge, then the
// oldest until the rest fit in MaxLogTotal.
func prune(dir string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type file struct {
		path string
		mod  time.Time
		size int64
	}
	var files []file
	for _, e := range entries {
		if !e.Type().IsRegular() || filepath.Ext(e.Name()) != ".jsonl" {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if now.Sub(fi.ModTime()) > MaxLogAge {
			_ = os.Remove(p)
			continue
		}
		files = append(files, file{p, fi.ModTime(), fi.Size()})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.After(files[j].mod) })
	var total int64
	for _, f := range files {
		total += f.size
		if total > MaxLogTotal {
			_ = os.Remove(f.path)
		}
	}
}

// Write appends one entry {"time", "kind", "data"}.
func (l *Log) Write(kind string, v any) error {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.openErr != nil {
		return fmt.Errorf("cannot write %s: %w", l.path, l.openErr)
	}
	if l.full {
		return nil
	}
	line, err := json.Marshal(struct {
		Time time.Time `json:"time"`
		Kind string    `json:"kind"`
		Data any       `json:"data"`
	}{time.Now(), kind, v})
	if err != nil {
		line, _ = json.Marshal(map[string]string{"kind": kind, "error": err.Error()})
	}
	line = append(line, '\n')
	if l.size+int64(len(line)) > MaxLogSize {
		l.full = true
		line = []byte(`{"kind":"truncated","data":"the session log reached its size cap"}` + "\n")
	}
	n, err := l.f.Write(line)
	l.size += int64(n)
	return err
}

// Close closes the file.
func (l *Log) Close() error {
	if l == nil {
		return nil
	}
	if l.dir != "" {
		// The log just written is the newest, so pruning keeps it.
		defer prune(l.dir, time.Now())
	}
	if l.f == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return errors.Join(l.f.Sync(), l.f.Close())
}
