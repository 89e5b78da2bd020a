package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/safety"
	"github.com/caro-sh/caro/tools"
)

// ServeMCP is caro mcp serve: caro's execution tools over stdio, or over
// streamable HTTP at addr when it is set, until ctx ends. changed
// reports the flags the user set.
func ServeMCP(ctx context.Context, ios *iostreams.IOStreams, o *Options, addr string, changed func(string) bool) error {
	cfg, err := loadConfig(ios, o, changed)
	if err != nil {
		return err
	}
	judge, shell := localJudge(ios)
	so := tools.ServeOptions{
		ServerOptions: serverOptions(judge, shell, cfg.Safety, o.Version),
		HTTPAddr:      addr,
		Token:         ios.Getenv("CARO_MCP_TOKEN"),
		In:            ios.In,
		Out:           ios.Out,
	}
	if addr != "" {
		so.Ready = func(a string) { fmt.Fprintf(ios.ErrOut, "caro: serving MCP at http://%s/mcp\n", a) }
	}
	err = tools.Serve(ctx, so)
	if errors.Is(err, tools.ErrTokenRequired) {
		return exitcode.Errorf(exitcode.Usage, "%s", err)
	}
	if err != nil && ctx.Err() == nil {
		return exitcode.Errorf(exitcode.Failed, "mcp serve: %s", err)
	}
	return nil
}

// serverOptions are the MCP server's, in-process or served: commands run
// in shell, judged by judge, unapproved ones as the safety mode allows.
func serverOptions(judge safety.Assessor, shell, mode, version string) tools.ServerOptions {
	return tools.ServerOptions{Shell: shell, Home: judge.Home, Version: version, Assessor: judge, Mode: tools.Mode(mode)}
}
