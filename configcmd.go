package main

import (
	"errors"
	"fmt"
	"os/exec"

	"github.com/spf13/cobra"
	"mvdan.cc/sh/v3/shell"

	"github.com/caro-sh/caro/config"
	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/internal/snip"
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
			p := opts.ConfigPath
			if p == "" {
				p = config.DefaultPath(ios.Getenv)
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
			cfg, err := app.LoadConfig(ios, opts, cmd.Flags().Changed)
			if err != nil {
				return err
			}
			return config.Show(ios.Out, cfg)
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

// editConfig opens the config file in the user's editor and checks it
// afterwards.
func editConfig(ios *iostreams.IOStreams, opts *app.Options) error {
	path := opts.ConfigPath
	if path == "" {
		path = config.DefaultPath(ios.Getenv)
	}
	if err := config.WriteTemplate(path); err != nil {
		return exitcode.Errorf(exitcode.Failed, "config: %s", err)
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
		return exitcode.Errorf(exitcode.Config, "config: cannot read the editor command %q: set VISUAL or EDITOR", editor)
	}
	c := exec.Command(argv[0], append(argv[1:], path)...)
	c.Stdin, c.Stdout, c.Stderr = ios.In, ios.Out, ios.ErrOut
	if err := c.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return exitcode.Errorf(exitcode.Failed, "config: %s exited with %d; %s is as the editor left it", argv[0], ee.ExitCode(), path)
		}
		return exitcode.Errorf(exitcode.Failed, "config: cannot start %s: %s", argv[0], snip.Cause(err))
	}
	if _, warnings, err := config.Load(path, ios.Getenv); err != nil {
		return exitcode.Errorf(exitcode.Config, "%s (run caro config edit again to fix it)", err)
	} else {
		for _, w := range warnings {
			fmt.Fprintf(ios.ErrOut, "caro: warning: %s\n", w)
		}
	}
	return nil
}
