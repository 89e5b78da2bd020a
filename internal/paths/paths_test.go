package paths

import (
	"path/filepath"
	"runtime"
	"testing"
)

func TestFor(t *testing.T) {
	if runtime.GOOS == "darwin" {
		t.Skip("the defaults differ on macOS")
	}
	env := func(kv map[string]string) func(string) string {
		return func(k string) string { return kv[k] }
	}
	for _, c := range []struct {
		env  map[string]string
		want Dirs
	}{
		{map[string]string{"HOME": "/h"}, Dirs{"/h/.config/caro", "/h/.cache/caro", "/h/.local/state/caro"}},
		{map[string]string{"HOME": "/h", "XDG_CONFIG_HOME": "~/cfg", "XDG_CACHE_HOME": "$HOME/c", "XDG_STATE_HOME": "/s/"},
			Dirs{"/h/cfg/caro", "/h/c/caro", "/s/caro"}},
		{map[string]string{"HOME": "/h", "XDG_CONFIG_HOME": "relative"}, Dirs{"/h/.config/caro", "/h/.cache/caro", "/h/.local/state/caro"}},
	} {
		if got := For(env(c.env)); got != c.want {
			t.Errorf("%v: got %+v, want %+v", c.env, got, c.want)
		}
	}
	d := For(env(map[string]string{"HOME": "/h"}))
	if d.ConfigFile() != filepath.FromSlash("/h/.config/caro/config.toml") || d.History() != "/h/.local/state/caro/history.jsonl" {
		t.Errorf("files: %s %s", d.ConfigFile(), d.History())
	}
}
