package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func write(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadMissingDefaultIsFine(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	c, w, err := Load("", env(nil))
	if err != nil || len(w) != 0 {
		t.Fatalf("err %v warnings %v", err, w)
	}
	if c.Budget != 5*time.Second || c.MaxRounds != 10 || c.Safety != "moderate" || !c.Discover {
		t.Fatalf("defaults wrong: %+v", c)
	}
	if !strings.HasSuffix(c.Path, filepath.Join("caro", "config.toml")) {
		t.Fatalf("path %s", c.Path)
	}
}

func TestLoadFileThenEnv(t *testing.T) {
	p := write(t, `
model = "llama3.2"
base_url = "http://127.0.0.1:11434/v1"
budget = "3s"
refine = false
max_rounds = 4
safety = "strict"
[providers.work]
base_url = "http://10.0.0.1/v1"
model = "big"
api_key_env = "WORK_KEY"
`)
	c, _, err := Load(p, env(map[string]string{"CARO_MODEL": "qwen", "OPENAI_API_KEY": "sk-test"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Model != "qwen" || c.Source["model"] != "CARO_MODEL" {
		t.Fatalf("env did not override the file: %q from %q", c.Model, c.Source["model"])
	}
	if c.BaseURL != "http://127.0.0.1:11434/v1" || c.Source["base_url"] != "config file" {
		t.Fatalf("base url %q from %q", c.BaseURL, c.Source["base_url"])
	}
	if c.APIKey != "sk-test" || c.Budget != 3*time.Second || !c.NoRefine || c.MaxRounds != 4 || c.Safety != "strict" {
		t.Fatalf("got %+v", c)
	}
	c.Provider = "work"
	if err := c.ResolveProvider(env(map[string]string{"WORK_KEY": "k2"})); err != nil {
		t.Fatal(err)
	}
	if c.BaseURL != "http://10.0.0.1/v1" || c.APIKey != "k2" || c.Model != "qwen" {
		t.Fatalf("provider applied wrongly: %+v", c)
	}
}

func TestBrokenFilesGiveOneLineWithPosition(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"invalid toml", "model = \"x\"\nbudget = = 3\n", "config.toml:2:"},
		{"wrong type", "max_rounds = \"ten\"\n", "config.toml:1:14: max_rounds must be an integer, not a string"},
		{"wrong type in a profile", "[providers.x]\nmodel = 4\n", "config.toml:2:9: providers.x.model must be a quoted string, not an integer"},
		{"not a table", "providers = 3\n", "providers must be a table, not an integer"},
		{"not a boolean", "history = \"yes\"\n", "history must be true or false, not a string"},
		{"unclosed string", "model = \"abc\n", "config.toml:1:"},
		{"bad duration", "budget = \"soon\"\n", "budget: \"soon\" is not a duration"},
		{"bad safety", "safety = \"yolo\"\n", "safety:"},
		{"binary", "\x00\x01\x02", "binary"},
		{"unknown provider", "provider = \"nope\"\n", "provider \"nope\""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := write(t, c.body)
			_, _, err := Load(p, env(nil))
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("err = %v, want one line containing %q", err, c.want)
			}
			if !strings.HasPrefix(err.Error(), p) {
				t.Fatalf("err %q does not name the file", err)
			}
			after, _ := os.ReadFile(p)
			if string(after) != c.body {
				t.Fatal("the file was rewritten")
			}
		})
	}
}

func TestUnknownKeyIsAWarning(t *testing.T) {
	p := write(t, "model = \"m\"\nmodle = \"typo\"\n")
	c, w, err := Load(p, env(nil))
	if err != nil || c.Model != "m" {
		t.Fatalf("err %v model %q", err, c.Model)
	}
	if len(w) != 1 || !strings.Contains(w[0], `unknown key "modle"`) || !strings.Contains(w[0], ":2:") {
		t.Fatalf("warnings %q", w)
	}
}

func TestEmptyFileAndDirectory(t *testing.T) {
	if _, _, err := Load(write(t, ""), env(nil)); err != nil {
		t.Fatalf("empty file: %v", err)
	}
	dir := t.TempDir()
	if _, _, err := Load(dir, env(nil)); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Fatalf("directory: %v", err)
	}
	if _, _, err := Load(filepath.Join(dir, "missing.toml"), env(nil)); err == nil {
		t.Fatal("a missing explicit file must be an error")
	}
}

func TestLooseModeWithKeyWarns(t *testing.T) {
	p := write(t, "api_key = \"sk-secret\"\n")
	if err := os.Chmod(p, 0o644); err != nil {
		t.Fatal(err)
	}
	_, w, err := Load(p, env(nil))
	if err != nil || len(w) != 1 || !strings.Contains(w[0], "chmod 600") {
		t.Fatalf("err %v warnings %q", err, w)
	}
	if strings.Contains(strings.Join(w, ""), "sk-secret") {
		t.Fatal("warning leaks the key")
	}
}

func TestParseDuration(t *testing.T) {
	for in, want := range map[string]time.Duration{"5s": 5 * time.Second, "2": 2 * time.Second, "1m30s": 90 * time.Second, "0.5": 500 * time.Millisecond} {
		if got, err := ParseDuration(in); err != nil || got != want {
			t.Errorf("ParseDuration(%q) = %v, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "-1s", "0", "abc"} {
		if _, err := ParseDuration(in); err == nil {
			t.Errorf("ParseDuration(%q) accepted", in)
		}
	}
}

func TestRefineKey(t *testing.T) {
	for in, want := range map[string]struct {
		mode     string
		noRefine bool
	}{
		`refine = "auto"`: {"auto", false}, `refine = "always"`: {"always", false}, `refine = "never"`: {"never", true},
		`refine = true`: {"auto", false}, `refine = false`: {"never", true}, ``: {"auto", false},
	} {
		p := filepath.Join(t.TempDir(), "config.toml")
		if err := os.WriteFile(p, []byte(in+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		c, _, err := Load(p, func(string) string { return "" })
		if err != nil || c.Refine != want.mode || c.NoRefine != want.noRefine {
			t.Errorf("%s: mode %q noRefine %t err %v", in, c.Refine, c.NoRefine, err)
		}
	}
	p := filepath.Join(t.TempDir(), "config.toml")
	os.WriteFile(p, []byte("refine = \"sometimes\"\n"), 0o600)
	if _, _, err := Load(p, func(string) string { return "" }); err == nil || !strings.Contains(err.Error(), `"auto", "always" or "never"`) {
		t.Fatalf("err %v", err)
	}
}
