package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/tools"
)

func newMCPCmd(ios *iostreams.IOStreams, opts *app.Options) *cobra.Command {
	mcpCmd := &cobra.Command{
		Use:   "mcp",
		Short: "caro's execution tools as an MCP server",
		Example: `  caro mcp serve                          # stdio
  caro mcp serve --http 127.0.0.1:7777    # streamable HTTP`,
	}
	var addr string
	serve := &cobra.Command{
		Use:   "serve [--http ADDR]",
		Short: "Serve execute_command and get_system_info over MCP (stdio, or streamable HTTP)",
		Long: `serve runs caro's MCP server. execute_command judges every command with the
same risk check as the UI. A call without approved:true runs only what
caro --yes would run in the safety mode (--safety, CARO_SAFETY or the config
file: strict runs nothing, moderate only safe commands, permissive safe and
moderate ones), under an exec guard that judges each program and each file
write again as they happen. With approved:true anything but critical runs in
$SHELL. Critical commands and commands caro cannot judge are always refused.
Over stdio by default; with --http it serves streamable HTTP at
http://ADDR/mcp. Beyond loopback a bearer token is required: set
CARO_MCP_TOKEN, and clients send "Authorization: Bearer <token>".`,
		Example: `  caro mcp serve                                  # stdio, for an MCP client that starts caro
  caro mcp serve --http 127.0.0.1:7777            # http://127.0.0.1:7777/mcp
  CARO_MCP_TOKEN=s3cret caro mcp serve --http 0.0.0.0:7777
  caro --mcp http://127.0.0.1:7777/mcp "disk usage"  # run caro's commands through it`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := app.LoadConfig(ios, opts, cmd.Flags().Changed)
			if err != nil {
				return err
			}
			judge, shell := app.Judge(ios)
			o := tools.ServeOptions{
				ServerOptions: tools.ServerOptions{
					Shell: shell, Home: judge.Home, Version: opts.Version,
					Assessor: judge, Mode: tools.Mode(cfg.Safety),
				},
				HTTPAddr: addr,
				Token:    ios.Getenv("CARO_MCP_TOKEN"),
				In:       ios.In,
				Out:      ios.Out,
			}
			if addr != "" {
				o.Ready = func(a string) { fmt.Fprintf(ios.ErrOut, "caro: serving MCP at http://%s/mcp\n", a) }
			}
			err = tools.Serve(cmd.Context(), o)
			if errors.Is(err, tools.ErrTokenRequired) {
				return exitcode.Errorf(exitcode.Usage, "%s", err)
			}
			if err != nil && cmd.Context().Err() == nil {
				return exitcode.Errorf(exitcode.Failed, "mcp serve: %s", err)
			}
			return nil
		},
	}
	serve.Flags().StringVar(&addr, "http", "", "serve streamable HTTP at ADDR (host:port) instead of stdio")
	mcpCmd.AddCommand(serve)
	return mcpCmd
}
