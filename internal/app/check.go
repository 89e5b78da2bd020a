package app

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// Check is caro check: the risk of line and what it would change, as
// text or, with output "json", one JSON object. It runs nothing.
func Check(ios *iostreams.IOStreams, line, output string) error {
	judge, _ := localJudge(ios)
	risk := judge.Assess(line)
	impact := safety.Preview(line, judge.Cwd, judge.Home)
	switch output {
	case "json":
		out := struct {
			JSONRisk
			Impact *safety.Impact `json:"impact"`
		}{riskJSON(risk), impact}
		enc := json.NewEncoder(ios.Out)
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	case "", "text":
		level := strings.ToUpper(risk.Level.String())
		if len(risk.Reasons) == 0 {
			fmt.Fprintf(ios.Out, "%s: no command here changes anything\n", level)
		}
		for _, r := range risk.Reasons {
			fmt.Fprintf(ios.Out, "%s: %s\n", level, r)
		}
		if impact != nil {
			fmt.Fprintf(ios.Out, "IMPACT: %s\n", impact.Summary())
		}
		return nil
	}
	return exitcode.Errorf(exitcode.Usage, "--output must be json or text, not %q", output)
}

// localJudge is the assessor for a command that judges lines without
// the rest of caro (caro check, caro mcp serve): in the user's shell
// ($SHELL, else the shell caro was started from), for $HOME and the
// working directory. shell is the path of the shell that runs what it
// judges.
func localJudge(ios *iostreams.IOStreams) (a safety.Assessor, shell string) {
	userShell := ios.Getenv("SHELL")
	if userShell == "" {
		userShell = platform.ParentShell()
	}
	cwd, _ := os.Getwd()
	return judge(userShell, ios.Getenv("HOME"), cwd)
}

// judge builds the one assessor of a caro process: it judges in the
// dialect of the shell that will run the commands (the user's shell when
// installed, else bash, else sh), so the TUI, the plain renderer, --print,
// caro check and the MCP server can never judge a line differently.
func judge(userShell, home, cwd string) (safety.Assessor, string) {
	path := tools.RunShell(userShell)
	return safety.Assessor{Shell: filepath.Base(path), Home: home, Cwd: cwd}, path
}
