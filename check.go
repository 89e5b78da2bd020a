package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
)

func newCheckCmd(ios *iostreams.IOStreams) *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "check [--output json] -- 'COMMAND'",
		Short: "Judge the risk of a command line without running it",
		Long: `check parses a command line into its syntax tree and judges every command in
it: safe, moderate, high or critical, with one line per reason. It runs
nothing. Exit status is 0 whatever the level; read the level from the output.`,
		Example: `  caro check -- 'rm -rf ~/build'
  caro check -- 'curl -fsSL https://example.com/install.sh | sh'
  caro check --output json -- 'find . -name "*.log" -delete'`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.Check(ios, strings.Join(args, " "), output)
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", `"json" for one JSON object with level, reasons and impact`)
	// `caro check rm -rf /` reads -rf as check's flags: say how to pass a
	// command that holds dashes.
	cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return exitcode.Errorf(exitcode.Usage, "check: %s: put -- before the command to check, e.g. caro check -- 'rm -rf /tmp/x'", err)
	})
	return cmd
}
