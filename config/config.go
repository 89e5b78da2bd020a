// Package config turns the config file, the environment and the flags
// into one Config, in that order of precedence from lowest to highest. It
// never logs: problems come back as an error (a broken file) or as
// warnings (an unknown key) for main to print.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pelletier/go-toml/v2"

	"github.com/caro-sh/caro/internal/paths"
	"github.com/caro-sh/caro/internal/snip"
)

// Provider is a named model server profile ([providers.NAME]).
type Provider struct {
	BaseURL   string `toml:"base_url"`
	Model     string `toml:"model"`
	APIKeyEnv string `toml:"api_key_env"`
	APIKey    string `toml:"api_key"`
}

// File is the shape of config.toml.
type File struct {
	Model     string `toml:"model"`
	BaseURL   string `toml:"base_url"`
	APIKey    string `toml:"api_key"`
	APIKeyEnv string `toml:"api_key_env"`
	Provider  string `toml:"provider"`
	Offline   *bool  `toml:"offline"`
	Discover  *bool  `toml:"discover"`
	// Refine is "auto", "always" or "never" (true and false, the old
	// form, mean auto and never).
	Refine         any                 `toml:"refine"`
	Budget         string              `toml:"budget"`
	Safety         string              `toml:"safety"`
	MaxRounds      int                 `toml:"max_rounds"`
	CommandTimeout string              `toml:"command_timeout"`
	RequestTimeout string              `toml:"request_timeout"`
	History        *bool               `toml:"history"`
	ShellHistory   *bool               `toml:"shell_history"`
	LogOutput      *bool               `toml:"log_output"`
	Providers      map[string]Provider `toml:"providers"`
}

// Config is everything caro's behaviour depends on that a user can set.
type Config struct {
	Model     string
	BaseURL   string
	APIKey    string
	Provider  string
	Providers map[string]Provider
	Offline   bool
	Discover  bool
	NoRefine  bool
	// Refine is the refine mode: "auto" (refine when the local check
	// finds a reason), "always" or "never" (which also sets NoRefine).
	Refine         string
	Budget         time.Duration
	Safety         string
	MaxRounds      int
	CommandTimeout time.Duration
	// RequestTimeout bounds one model request, retries included.
	RequestTimeout time.Duration
	// History keeps requests and the commands run in the state directory
	// (on unless history = false).
	History bool
	// ShellHistory also appends commands run to the shell's own history
	// (opt-in: shell_history = true).
	ShellHistory bool
	// LogOutput also keeps what commands printed in the session log
	// (opt-in: log_output = true; the log is kept only with history on).
	LogOutput bool
	// Path is the config file that was read, or would be.
	Path string
	// Source names where each of Model, BaseURL, APIKey and Provider
	// came from ("--model flag", "CARO_MODEL", "config file", …).
	Source map[string]string
}

// Defaults are the values used when nothing sets them.
func Defaults() Config {
	return Config{
		Discover:       true,
		Refine:         "auto",
		Budget:         5 * time.Second,
		Safety:         "moderate",
		MaxRounds:      10,
		CommandTimeout: 30 * time.Second,
		RequestTimeout: 60 * time.Second,
		History:        true,
		Source:         map[string]string{},
	}
}

// DefaultPath is $XDG_CONFIG_HOME/caro/config.toml, read from the
// environment through getenv (os.Getenv when nil).
func DefaultPath(getenv func(string) string) string {
	return paths.For(getenv).ConfigFile()
}

// Error is a problem with the config file, rendered as
// "PATH:LINE:COL: problem".
type Error struct {
	Path      string
	Line, Col int
	Problem   string
}

func (e *Error) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Problem)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Problem)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Problem)
}

// maxFileSize bounds the config file; anything larger is not a config.
const maxFileSize = 1 << 20

// Load reads the config file at path (DefaultPath when empty; a missing
// default file is fine, a missing explicit one is an error), then applies
// the environment read through getenv. It returns warnings for unknown
// keys and loose permissions on a file holding a key. The file is never
// written.
func Load(path string, getenv func(string) string) (Config, []string, error) {
	c := Defaults()
	explicit := path != ""
	if !explicit {
		path = DefaultPath(getenv)
	}
	c.Path = path
	var warnings []string
	f, w, err := readFile(path, explicit)
	if err != nil {
		return c, nil, err
	}
	warnings = append(warnings, w...)
	if getenv == nil {
		getenv = os.Getenv
	}
	if f != nil {
		if err := c.applyFile(f, getenv); err != nil {
			return c, warnings, err
		}
	}
	if err := c.applyEnv(getenv); err != nil {
		return c, warnings, err
	}
	return c, warnings, nil
}

func readFile(path string, explicit bool) (*File, []string, error) {
	fi, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && !explicit {
			return nil, nil, nil
		}
		return nil, nil, &Error{Path: path, Problem: snip.Cause(err)}
	}
	if fi.IsDir() {
		return nil, nil, &Error{Path: path, Problem: "is a directory, not a file"}
	}
	if fi.Size() > maxFileSize {
		return nil, nil, &Error{Path: path, Problem: "is larger than 1 MiB; not a config file"}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, &Error{Path: path, Problem: snip.Cause(err)}
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, nil, &Error{Path: path, Problem: "holds binary data, not TOML"}
	}
	var f File
	var warnings []string
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		var strict *toml.StrictMissingError
		if !errors.As(err, &strict) {
			return nil, nil, tomlError(path, err)
		}
		for _, e := range strict.Errors {
			row, col := e.Position()
			warnings = append(warnings, (&Error{Path: path, Line: row, Col: col, Problem: fmt.Sprintf("unknown key %q (ignored)", strings.Join(e.Key(), "."))}).Error())
		}
		// Decode again leniently: the known keys still count.
		f = File{}
		if err := toml.Unmarshal(data, &f); err != nil {
			return nil, warnings, tomlError(path, err)
		}
	}
	if (f.APIKey != "" || anyProviderKey(f.Providers)) && fi.Mode().Perm()&0o077 != 0 {
		warnings = append(warnings, fmt.Sprintf("%s holds an API key but others can read it (mode %04o); run chmod 600 %s", path, fi.Mode().Perm(), path))
	}
	return &f, warnings, nil
}

func anyProviderKey(ps map[string]Provider) bool {
	for _, p := range ps {
		if p.APIKey != "" {
			return true
		}
	}
	return false
}

func tomlError(path string, err error) error {
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, col := de.Position()
		return &Error{Path: path, Line: row, Col: col, Problem: typeProblem(de.Key(), firstLine(de.Error()))}
	}
	return &Error{Path: path, Problem: firstLine(err.Error())}
}

// typeProblem says a type mismatch in the file's terms: go-toml names the
// Go struct field ("cannot decode TOML string into struct field
// config.File.MaxRounds of type int"); the user wrote max_rounds.
func typeProblem(key []string, msg string) string {
	var got, field, want string
	if len(key) == 0 {
		return msg
	}
	if n, _ := fmt.Sscanf(msg, "cannot decode TOML %s into struct field %s of type %s", &got, &field, &want); n != 3 {
		return msg
	}
	switch {
	case strings.HasSuffix(want, "int"):
		want = "an integer"
	case strings.HasSuffix(want, "bool"):
		want = "true or false"
	case want == "string":
		want = "a quoted string"
	case strings.HasPrefix(want, "map["), strings.HasPrefix(want, "config."):
		want = "a table"
	}
	article := "a "
	if strings.ContainsRune("aeiou", rune(got[0])) {
		article = "an "
	}
	return fmt.Sprintf("%s must be %s, not %s%s", strings.Join(key, "."), want, article, got)
}

// firstLine is go-toml's message on one line, without its "toml: ".
func firstLine(s string) string { return snip.FirstLine(strings.TrimPrefix(s, "toml: ")) }

func (c *Config) set(key, value, source string, dst *string) {
	if value == "" {
		return
	}
	*dst = value
	c.Source[key] = source
}

func (c *Config) applyFile(f *File, getenv func(string) string) error {
	const src = "config file"
	c.set("model", f.Model, src, &c.Model)
	c.set("base_url", f.BaseURL, src, &c.BaseURL)
	c.set("api_key", f.APIKey, src, &c.APIKey)
	if f.APIKeyEnv != "" && c.APIKey == "" {
		c.set("api_key", getenv(f.APIKeyEnv), f.APIKeyEnv+" (config file api_key_env)", &c.APIKey)
	}
	c.set("provider", f.Provider, src, &c.Provider)
	c.Providers = f.Providers
	if f.Offline != nil {
		c.Offline = *f.Offline
	}
	if f.Discover != nil {
		c.Discover = *f.Discover
	}
	if f.Refine != nil {
		mode, err := refineMode(f.Refine)
		if err != nil {
			return &Error{Path: c.Path, Problem: err.Error()}
		}
		c.Refine, c.NoRefine = mode, mode == "never"
	}
	if f.History != nil {
		c.History = *f.History
	}
	if f.LogOutput != nil {
		c.LogOutput = *f.LogOutput
	}
	if f.ShellHistory != nil {
		c.ShellHistory = *f.ShellHistory
	}
	if f.Safety != "" {
		if err := checkSafety(f.Safety); err != nil {
			return &Error{Path: c.Path, Problem: "safety: " + err.Error()}
		}
		c.Safety = f.Safety
	}
	if f.MaxRounds < 0 {
		return &Error{Path: c.Path, Problem: "max_rounds must be positive"}
	}
	if f.MaxRounds > 0 {
		c.MaxRounds = f.MaxRounds
	}
	for _, d := range []struct {
		key, val string
		dst      *time.Duration
	}{{"budget", f.Budget, &c.Budget}, {"command_timeout", f.CommandTimeout, &c.CommandTimeout}, {"request_timeout", f.RequestTimeout, &c.RequestTimeout}} {
		if d.val == "" {
			continue
		}
		v, err := ParseDuration(d.val)
		if err != nil {
			return &Error{Path: c.Path, Problem: d.key + ": " + err.Error()}
		}
		*d.dst = v
	}
	if c.Provider != "" {
		if _, ok := c.Providers[c.Provider]; !ok && !builtinProvider(c.Provider) {
			return &Error{Path: c.Path, Problem: fmt.Sprintf("provider %q has no [providers.%s] section", c.Provider, c.Provider)}
		}
	}
	return nil
}

func (c *Config) applyEnv(getenv func(string) string) error {
	c.set("api_key", getenv("OPENAI_API_KEY"), "OPENAI_API_KEY", &c.APIKey)
	c.set("base_url", getenv("OPENAI_BASE_URL"), "OPENAI_BASE_URL", &c.BaseURL)
	c.set("model", getenv("CARO_MODEL"), "CARO_MODEL", &c.Model)
	c.set("base_url", getenv("CARO_BASE_URL"), "CARO_BASE_URL", &c.BaseURL)
	c.set("api_key", getenv("CARO_API_KEY"), "CARO_API_KEY", &c.APIKey)
	c.set("provider", getenv("CARO_PROVIDER"), "CARO_PROVIDER", &c.Provider)
	if v := getenv("CARO_OFFLINE"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("CARO_OFFLINE=%q is not true or false", v)
		}
		c.Offline = b
	}
	if v := getenv("CARO_SAFETY"); v != "" {
		if err := checkSafety(v); err != nil {
			return fmt.Errorf("CARO_SAFETY: %w", err)
		}
		c.Safety = v
	}
	if v := getenv("CARO_REQUEST_TIMEOUT"); v != "" {
		d, err := ParseDuration(v)
		if err != nil {
			return fmt.Errorf("CARO_REQUEST_TIMEOUT: %w", err)
		}
		c.RequestTimeout = d
	}
	if v := getenv("CARO_BUDGET"); v != "" {
		d, err := ParseDuration(v)
		if err != nil {
			return fmt.Errorf("CARO_BUDGET: %w", err)
		}
		c.Budget = d
	}
	return nil
}

// ResolveProvider applies the chosen provider profile: its base URL, model
// and key fill what nothing more specific set.
func (c *Config) ResolveProvider(getenv func(string) string) error {
	if c.Provider == "" {
		return nil
	}
	p, ok := c.Providers[c.Provider]
	if !ok {
		if !builtinProvider(c.Provider) {
			return fmt.Errorf("unknown provider %q: define [providers.%s] in %s (known: %s)", c.Provider, c.Provider, c.Path, strings.Join(c.ProviderNames(), ", "))
		}
		p = builtinProviders[c.Provider]
	}
	src := "provider " + c.Provider
	if c.Source["base_url"] == "" || c.Source["base_url"] == "config file" {
		c.set("base_url", p.BaseURL, src, &c.BaseURL)
	}
	if c.Source["model"] == "" || c.Source["model"] == "config file" {
		c.set("model", p.Model, src, &c.Model)
	}
	if p.APIKey != "" {
		c.set("api_key", p.APIKey, src, &c.APIKey)
	}
	if p.APIKeyEnv != "" && getenv != nil {
		c.set("api_key", getenv(p.APIKeyEnv), p.APIKeyEnv, &c.APIKey)
	}
	return nil
}

// builtinProviders are the well-known servers, usable by name without a
// section of their own.
var builtinProviders = map[string]Provider{
	"openai":   {BaseURL: "https://api.openai.com/v1", APIKeyEnv: "OPENAI_API_KEY"},
	"ollama":   {BaseURL: "http://127.0.0.1:11434/v1"},
	"lmstudio": {BaseURL: "http://127.0.0.1:1234/v1"},
	"llamacpp": {BaseURL: "http://127.0.0.1:8080/v1"},
	"vllm":     {BaseURL: "http://127.0.0.1:8000/v1"},
	"offline":  {},
}

func builtinProvider(name string) bool { _, ok := builtinProviders[name]; return ok }

// ProviderNames lists the configured and built-in provider names.
func (c *Config) ProviderNames() []string {
	seen := map[string]bool{}
	for n := range c.Providers {
		seen[n] = true
	}
	for n := range builtinProviders {
		seen[n] = true
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func checkSafety(s string) error {
	switch s {
	case "strict", "moderate", "permissive":
		return nil
	}
	return fmt.Errorf("%q is not strict, moderate or permissive", s)
}

// CheckSafety validates a --safety value.
func CheckSafety(s string) error { return checkSafety(s) }

// ParseDuration reads "5s", "1m30s" or a bare number of seconds.
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.ParseFloat(s, 64); err == nil {
		if n <= 0 {
			return 0, fmt.Errorf("%q must be positive", s)
		}
		return time.Duration(n * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a duration (like 5s or 1m)", s)
	}
	if d <= 0 {
		return 0, fmt.Errorf("%q must be positive", s)
	}
	return d, nil
}

// refineMode reads the refine key: "auto", "always" or "never", or the
// older true (auto) and false (never).
func refineMode(v any) (string, error) {
	switch x := v.(type) {
	case bool:
		if x {
			return "auto", nil
		}
		return "never", nil
	case string:
		switch m := strings.ToLower(strings.TrimSpace(x)); m {
		case "auto", "always", "never":
			return m, nil
		}
		return "", fmt.Errorf("refine must be \"auto\", \"always\" or \"never\", not %q", x)
	}
	return "", fmt.Errorf("refine must be \"auto\", \"always\" or \"never\"")
}
