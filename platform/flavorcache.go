package platform

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/google/renameio/v2"
)

// flavorCache remembers the flavour of tool binaries between runs: a
// binary is read for markers only when its path, size or modification
// time is new. A missing, corrupt or foreign file is an empty cache; a
// failed write is ignored (detection works without it).
type flavorCache struct {
	path    string
	entries map[string]flavorEntry
	dirty   bool
}

type flavorEntry struct {
	Size   int64  `json:"size"`
	MTime  int64  `json:"mtime_ns"`
	Flavor Flavor `json:"flavor"`
}

type flavorFile struct {
	Version int                    `json:"version"`
	Entries map[string]flavorEntry `json:"entries"`
}

const flavorCacheVersion = 1

func loadFlavorCache(dir string) *flavorCache {
	fc := &flavorCache{entries: map[string]flavorEntry{}}
	if dir == "" {
		return fc
	}
	fc.path = filepath.Join(dir, "flavors.json")
	data, err := os.ReadFile(fc.path)
	if err != nil || len(data) > 1<<20 {
		return fc
	}
	var f flavorFile
	if json.Unmarshal(data, &f) == nil && f.Version == flavorCacheVersion && f.Entries != nil {
		fc.entries = f.Entries
	}
	return fc
}

// get returns the cached flavour of the binary at path if it is the same
// file (size and modification time) as when it was cached.
func (fc *flavorCache) get(path string) (Flavor, bool) {
	e, ok := fc.entries[path]
	if !ok {
		return "", false
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Size() != e.Size || fi.ModTime().UnixNano() != e.MTime {
		return "", false
	}
	switch e.Flavor {
	case GNU, BSD, BusyBox, Unknown:
		return e.Flavor, true
	}
	return "", false
}

func (fc *flavorCache) put(path string, f Flavor) {
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	fc.entries[path] = flavorEntry{Size: fi.Size(), MTime: fi.ModTime().UnixNano(), Flavor: f}
	fc.dirty = true
}

// save writes the cache atomically (renameio) when it changed.
func (fc *flavorCache) save() {
	if fc.path == "" || !fc.dirty {
		return
	}
	data, err := json.Marshal(flavorFile{Version: flavorCacheVersion, Entries: fc.entries})
	if err != nil {
		return
	}
	if os.MkdirAll(filepath.Dir(fc.path), 0o700) == nil {
		_ = renameio.WriteFile(fc.path, data, 0o600)
	}
}
