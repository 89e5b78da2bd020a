package app

import (
	"os"
	"path/filepath"

	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// Judge is the assessor for a command that judges lines without the
// rest of caro (caro check, caro mcp serve): in the user's shell ($SHELL,
// else the shell caro was started from), for $HOME and the working
// directory. shell is the path of the shell that runs what it judges.
func Judge(ios *iostreams.IOStreams) (a safety.Assessor, shell string) {
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
