package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestEveryCommandHasExamples walks the command tree.
func TestEveryCommandHasExamples(t *testing.T) {
	root := newRootCmd(systemStreams())
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden {
			return
		}
		if strings.TrimSpace(c.Example) == "" {
			t.Errorf("%q has no examples", c.CommandPath())
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(root)
}

// TestCompletionScripts: each shell's script is valid for that shell and
// the flags' values complete.
func TestCompletionScripts(t *testing.T) {
	sb := newSandbox(t)
	for _, sh := range []string{"bash", "zsh", "fish"} {
		r := sb.run("completion", sh)
		if r.code != 0 || !strings.Contains(r.stdout, "caro") {
			t.Fatalf("completion %s: %q", sh, r.stderr)
		}
		path, err := exec.LookPath(sh)
		if err != nil {
			continue
		}
		c := exec.Command(path, "-n")
		c.Stdin = strings.NewReader(r.stdout)
		if out, err := c.CombinedOutput(); err != nil {
			t.Errorf("%s -n: %v %s", sh, err, out)
		}
	}
	for args, want := range map[string]string{
		"__complete --safety ":   "permissive",
		"__complete --provider ": "ollama",
		"__complete init ":       "fish",
		"__complete con":         "config",
		"__complete config ":     "edit",
	} {
		r := sb.run(strings.Split(args, " ")...)
		if !strings.Contains(r.stdout, want) {
			t.Errorf("%s: %q lacks %q", args, r.stdout, want)
		}
	}
}
