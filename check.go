package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
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
			line := strings.Join(args, " ")
			cwd, _ := os.Getwd()
			home := ios.Getenv("HOME")
			judge, _ := newJudge(userShell(ios), home, cwd)
			risk := judge.Assess(line)
			impact := safety.Preview(line, cwd, home)
			switch output {
			case "json":
				out := struct {
					Level   string         `json:"level"`
					Reasons []string       `json:"reasons"`
					Impact  *safety.Impact `json:"impact"`
				}{risk.Level.String(), riskJSON(risk).Reasons, impact}
				enc := json.NewEncoder(ios.Out)
				enc.SetEscapeHTML(false)
				return enc.Encode(out)
			case "", "text":
				if len(risk.Reasons) == 0 {
					fmt.Fprintf(ios.Out, "%s: no command here changes anything\n", strings.ToUpper(risk.Level.String()))
				}
				for _, r := range risk.Reasons {
					fmt.Fprintf(ios.Out, "%s: %s\n", strings.ToUpper(risk.Level.String()), r)
				}
				if impact != nil {
					fmt.Fprintf(ios.Out, "IMPACT: %s\n", impact.Summary())
				}
				return nil
			}
			return fail(exitUsage, "--output must be json or text, not %q", output)
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", `"json" for one JSON object with level, reasons and impact`)
	// `caro check rm -rf /` reads -rf as check's flags: say how to pass a
	// command that holds dashes.
	cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return fail(exitUsage, "check: %s: put -- before the command to check, e.g. caro check -- 'rm -rf /tmp/x'", err)
	})
	return cmd
}

// userShell is the user's shell as platform detection names it: $SHELL,
// else the shell caro was started from.
func userShell(ios *iostreams.IOStreams) string {
	if s := ios.Getenv("SHELL"); s != "" {
		return s
	}
	return platform.ParentShell()
}

// newJudge builds the one assessor of a caro process: it judges in the
// dialect of the shell that will run the commands (the user's shell when
// installed, else bash, else sh), so the TUI, the plain renderer, --print,
// caro check and the MCP server can never judge a line differently.
func newJudge(userShell, home, cwd string) (safety.Assessor, string) {
	path := tools.RunShell(userShell)
	return safety.Assessor{Shell: filepath.Base(path), Home: home, Cwd: cwd}, path
}
