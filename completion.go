package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/iostreams"
)

// addCompletions sets up cobra's completion command with examples and
// completes the values of caro's flags.
func addCompletions(root *cobra.Command, ios *iostreams.IOStreams) {
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()
	for _, c := range root.Commands() {
		switch c.Name() {
		case "completion":
			c.Example = `  source <(caro completion bash)                      # this bash
  caro completion bash > /etc/bash_completion.d/caro  # every bash
  caro completion zsh > "${fpath[1]}/_caro"           # zsh
  caro completion fish > ~/.config/fish/completions/caro.fish`
			examples := map[string]string{
				"bash":       "  source <(caro completion bash)",
				"zsh":        `  caro completion zsh > "${fpath[1]}/_caro"`,
				"fish":       "  caro completion fish | source",
				"powershell": "  caro completion powershell | Out-String | Invoke-Expression",
			}
			for _, sub := range c.Commands() {
				sub.Example = examples[sub.Name()]
			}
		case "help":
			c.Example = "  caro help\n  caro help check"
		}
	}
	fixed := func(values ...string) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return values, cobra.ShellCompDirectiveNoFileComp
		}
	}
	root.RegisterFlagCompletionFunc("safety", fixed("strict", "moderate", "permissive"))
	root.RegisterFlagCompletionFunc("output", fixed("json", "text"))
	root.RegisterFlagCompletionFunc("provider", func(cmd *cobra.Command, _ []string, prefix string) ([]string, cobra.ShellCompDirective) {
		path, _ := cmd.Flags().GetString("config")
		cfg, _, _ := config.Load(path, ios.Getenv)
		var out []string
		for _, n := range cfg.ProviderNames() {
			if strings.HasPrefix(n, prefix) {
				out = append(out, n)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	})
}
