package config

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Template is what `caro config edit` writes when there is no file yet:
// every key, commented out, with its default.
const Template = `# caro configuration. Every key is optional; flags and CARO_* variables
# override what is set here. See: caro config show

# provider = "ollama"          # a [providers.NAME] below, or openai, ollama,
#                              # lmstudio, llamacpp, vllm, offline
# model = "gpt-4o-mini"
# base_url = "https://api.openai.com/v1"
# api_key_env = "OPENAI_API_KEY"   # read the key from this variable (better
#                                  # than api_key; keep this file 0600 if not)
# offline = false              # true: never ask a model server
# discover = true              # look for local servers when nothing is set
# refine = "auto"              # auto: a second iteration with the commands' help only
#                              # when the local check finds a reason; always; never
# budget = "5s"                # time for generate + refine
# safety = "moderate"          # strict, moderate or permissive
# max_rounds = 10
# command_timeout = "30s"
# request_timeout = "60s"
# history = true               # keep requests and commands run (caro history and
#                              # the session log); false keeps nothing
# log_output = false           # also keep what commands printed in the session log
# shell_history = false        # also append commands run to your shell's history

# [providers.ollama]
# base_url = "http://127.0.0.1:11434/v1"
# model = "qwen2.5-coder:7b"
#
# [providers.work]
# base_url = "https://llm.example.com/v1"
# model = "gpt-4o"
# api_key_env = "WORK_LLM_KEY"
`

// WriteTemplate creates the file at path from Template (mode 0600, its
// directory 0700) when there is no file there yet.
func WriteTemplate(path string) error {
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(Template), 0o600)
}

// Show writes cfg as TOML, each value with where it came from and every
// API key redacted, headed by the file's path and whether it exists.
func Show(w io.Writer, cfg Config) error {
	status := "exists"
	if _, err := os.Stat(cfg.Path); errors.Is(err, fs.ErrNotExist) {
		status = "not found: defaults in use"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s (%s)\n", cfg.Path, status)
	line := func(key, value, source string) {
		if source != "" {
			fmt.Fprintf(&b, "%-40s # %s\n", key+" = "+value, source)
		} else {
			fmt.Fprintf(&b, "%s = %s\n", key, value)
		}
	}
	str := func(key, value string) {
		if value == "" && cfg.Source[key] == "" {
			fmt.Fprintf(&b, "# %s is not set\n", key)
			return
		}
		line(key, strconv.Quote(value), cfg.Source[key])
	}
	str("provider", cfg.Provider)
	str("base_url", cfg.BaseURL)
	str("model", cfg.Model)
	if cfg.APIKey != "" {
		line("api_key", strconv.Quote(RedactKey(cfg.APIKey)), cfg.Source["api_key"])
	} else {
		b.WriteString("# api_key is not set\n")
	}
	line("offline", strconv.FormatBool(cfg.Offline), "")
	line("discover", strconv.FormatBool(cfg.Discover), "")
	refine := cfg.Refine
	if cfg.NoRefine {
		refine = "never"
	}
	line("refine", strconv.Quote(refine), "")
	line("budget", strconv.Quote(dur(cfg.Budget)), "")
	line("safety", strconv.Quote(cfg.Safety), "")
	line("max_rounds", strconv.Itoa(cfg.MaxRounds), "")
	line("command_timeout", strconv.Quote(dur(cfg.CommandTimeout)), "")
	line("request_timeout", strconv.Quote(dur(cfg.RequestTimeout)), "")
	line("history", strconv.FormatBool(cfg.History), "")
	line("shell_history", strconv.FormatBool(cfg.ShellHistory), "")
	line("log_output", strconv.FormatBool(cfg.LogOutput), "")
	names := make([]string, 0, len(cfg.Providers))
	for n := range cfg.Providers {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := cfg.Providers[n]
		fmt.Fprintf(&b, "\n[providers.%s]\n", tomlKey(n))
		for _, kv := range [][2]string{{"base_url", p.BaseURL}, {"model", p.Model}, {"api_key_env", p.APIKeyEnv}} {
			if kv[1] != "" {
				fmt.Fprintf(&b, "%s = %s\n", kv[0], strconv.Quote(kv[1]))
			}
		}
		if p.APIKey != "" {
			fmt.Fprintf(&b, "api_key = %s\n", strconv.Quote(RedactKey(p.APIKey)))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// RedactKey keeps a key's well-known prefix ("sk-", "sk-proj-") and its
// length, never its secret part.
func RedactKey(k string) string {
	prefix := ""
	for _, p := range []string{"sk-proj-", "sk-ant-", "sk-", "gsk_", "xai-"} {
		if strings.HasPrefix(k, p) {
			prefix = p
			break
		}
	}
	return fmt.Sprintf("%s[redacted, %d characters]", prefix, len(k))
}

func dur(d time.Duration) string {
	if d%time.Second == 0 && d < time.Minute {
		return strconv.Itoa(int(d/time.Second)) + "s"
	}
	return d.String()
}

func tomlKey(k string) string {
	if k != "" && strings.Trim(k, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == "" {
		return k
	}
	return strconv.Quote(k)
}
