package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"mvdan.cc/sh/v3/shell"

	"github.com/caro-sh/caro/config"
)

// configTemplate is written by `caro config edit` when there is no file
// yet: every key, commented out, with its default.
const configTemplate = `# caro configuration. Every key is optional; flags and CARO_* variables
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

func newConfigCmd(ios *iostreams, opts *options) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "config path|show|edit",
		Short: "Find, show or edit the config file",
		Long: `config shows where caro's config file is, what caro will use after the file,
the environment and the flags are merged (API keys redacted, each value
with where it came from), or opens the file in $VISUAL or $EDITOR and checks
it when the editor closes.`,
		Example: `  caro config path
  caro config show
  caro config show --provider ollama    # what this flag would change
  caro config edit
  caro config --config ./test.toml show`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "path",
		Short: "Print the config file's path",
		Example: `  caro config path
  $EDITOR "$(caro config path)"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p := opts.configPath
			if p == "" {
				p = config.DefaultPath()
			}
			_, err := fmt.Fprintln(ios.Out, p)
			return err
		},
	})
	cmd.AddCommand(&cobra.Command{
		Use:   "show",
		Short: "Print the settings in effect, keys redacted",
		Example: `  caro config show
  CARO_MODEL=llama3 caro config show`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(ios, opts, cmd.Flags().Changed)
			if err != nil {
				return err
			}
			return showConfig(ios.Out, cfg)
		},
	})
	cmd.AddCommand(&cobra.Command{
		Use:   "edit",
		Short: "Open the config file in $VISUAL or $EDITOR",
		Long: `edit opens the config file in $VISUAL, else $EDITOR, else vi (creating it from
a commented template, mode 0600, when it does not exist), and checks it
when the editor closes: a mistake is reported as file:line:column.`,
		Example: `  caro config edit
  EDITOR=nano caro config edit`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return editConfig(ios, opts)
		},
	})
	return cmd
}

// showConfig writes cfg as TOML, each value with its source.
func showConfig(w io.Writer, cfg config.Config) error {
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
		line("api_key", strconv.Quote(redactKey(cfg.APIKey)), cfg.Source["api_key"])
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
			fmt.Fprintf(&b, "api_key = %s\n", strconv.Quote(redactKey(p.APIKey)))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// redactKey keeps a key's well-known prefix ("sk-", "sk-proj-") and its
// length, never its secret part.
func redactKey(k string) string {
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

// editConfig opens the config file in the user's editor and checks it
// afterwards.
func editConfig(ios *iostreams, opts *options) error {
	path := opts.configPath
	if path == "" {
		path = config.DefaultPath()
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return fail(exitFailed, "config: %s", err)
		}
		if err := os.WriteFile(path, []byte(configTemplate), 0o600); err != nil {
			return fail(exitFailed, "config: %s", err)
		}
	}
	editor := ios.Getenv("VISUAL")
	if editor == "" {
		editor = ios.Getenv("EDITOR")
	}
	if editor == "" {
		editor = "vi"
	}
	argv, err := shell.Fields(editor, ios.Getenv)
	if err != nil || len(argv) == 0 {
		return fail(exitConfig, "config: cannot read the editor command %q: set VISUAL or EDITOR", editor)
	}
	c := exec.Command(argv[0], append(argv[1:], path)...)
	c.Stdin, c.Stdout, c.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := c.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return fail(exitFailed, "config: %s exited with %d; %s is as the editor left it", argv[0], ee.ExitCode(), path)
		}
		return fail(exitFailed, "config: cannot start %s: %s", argv[0], plainErr(err))
	}
	if _, warnings, err := config.Load(path, ios.Getenv); err != nil {
		return fail(exitConfig, "%s (run caro config edit again to fix it)", err)
	} else {
		for _, w := range warnings {
			fmt.Fprintf(ios.ErrOut, "caro: warning: %s\n", w)
		}
	}
	return nil
}

func plainErr(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var ee *exec.Error
	if errors.As(err, &ee) {
		return ee.Err.Error()
	}
	return err.Error()
}
