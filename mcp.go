package main

import (
	"github.com/spf13/cobra"

	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/iostreams"
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
			return app.ServeMCP(cmd.Context(), ios, opts, addr, cmd.Flags().Changed)
		},
	}
	serve.Flags().StringVar(&addr, "http", "", "serve streamable HTTP at ADDR (host:port) instead of stdio")
	mcpCmd.AddCommand(serve)
	return mcpCmd
}
