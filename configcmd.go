package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/iostreams"
)

func newConfigCmd(ios *iostreams.IOStreams, opts *app.Options) *cobra.Command {
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
			_, err := fmt.Fprintln(ios.Out, opts.ConfigFile(ios.Getenv))
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
			return app.ShowConfig(ios, opts, cmd.Flags().Changed)
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
			return app.EditConfig(ios, opts)
		},
	})
	return cmd
}
