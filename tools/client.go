package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/caro-sh/caro/internal/snip"
)

// ExecRequest is one command for execute_command.
type ExecRequest struct {
	Command string
	// Timeout defaults to 30s and is capped at 600s by the server.
	Timeout  time.Duration
	Cwd      string
	Approved bool
}

// Executor runs commands through MCP tools. The in-process, stdio and
// HTTP executors are one type over different transports.
type Executor interface {
	// Execute runs req; onOutput, when set, sees output as it streams
	// ("stdout" or "stderr"). The error is for transport failures; a
	// failed, refused or timed-out command is a Result.
	Execute(ctx context.Context, req ExecRequest, onOutput func(stream string, chunk []byte)) (Result, error)
	// SystemInfo calls get_system_info.
	SystemInfo(ctx context.Context) (map[string]string, error)
	Close() error
}

type mcpExecutor struct {
	c   *client.Client
	seq atomic.Int64

	mu       sync.Mutex
	watchers map[string]*watcher
}

// watcher delivers one call's output; once the call returned, late
// notifications are dropped (the result holds the output anyway).
type watcher struct {
	mu   sync.Mutex
	done bool
	f    func(stream string, chunk []byte)
}

func (w *watcher) deliver(stream string, b []byte) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.f(stream, b)
	}
}

func (w *watcher) stop() {
	w.mu.Lock()
	w.done = true
	w.mu.Unlock()
}

// NewInProcess starts caro's MCP server in this process and returns a
// client for it.
func NewInProcess(ctx context.Context, o ServerOptions) (Executor, error) {
	c, err := client.NewInProcessClient(NewServer(o))
	if err != nil {
		return nil, fmt.Errorf("tools: in-process client: %w", err)
	}
	return start(ctx, c)
}

// Dial connects to a remote `caro mcp serve --http` at url (ending in
// /mcp); token, when set, is sent as a bearer token.
func Dial(ctx context.Context, url, token string) (Executor, error) {
	var opts []transport.StreamableHTTPCOption
	if token != "" {
		opts = append(opts, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	}
	c, err := client.NewStreamableHttpClient(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("tools: %s: %w", url, err)
	}
	return start(ctx, c)
}

// DialStdio starts command (e.g. `caro mcp serve`) and talks MCP over its
// stdin and stdout.
func DialStdio(ctx context.Context, command string, args ...string) (Executor, error) {
	c, err := client.NewStdioMCPClient(command, os.Environ(), args...)
	if err != nil {
		return nil, fmt.Errorf("tools: start %s: %w", command, err)
	}
	return start(ctx, c)
}

func start(ctx context.Context, c *client.Client) (Executor, error) {
	e := &mcpExecutor{c: c, watchers: map[string]*watcher{}}
	c.OnNotification(e.notification)
	if err := c.Start(ctx); err != nil {
		c.Close()
		return nil, fmt.Errorf("tools: start the MCP client: %w", err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "caro", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		c.Close()
		return nil, fmt.Errorf("tools: MCP handshake: %s", snip.Error(err, 200))
	}
	return e, nil
}

// notification routes progress notifications to the call that asked.
func (e *mcpExecutor) notification(n mcp.JSONRPCNotification) {
	if n.Method != "notifications/progress" {
		return
	}
	f := n.Params.AdditionalFields
	token := fmt.Sprint(f["progressToken"])
	e.mu.Lock()
	w := e.watchers[token]
	e.mu.Unlock()
	if w == nil {
		return
	}
	msg, _ := f["message"].(string)
	stream, _ := f["stream"].(string)
	if stream == "" {
		stream = "stdout"
	}
	if msg != "" {
		w.deliver(stream, []byte(msg))
	}
}

func (e *mcpExecutor) Execute(ctx context.Context, req ExecRequest, onOutput func(string, []byte)) (Result, error) {
	args := map[string]any{"command": req.Command, "approved": req.Approved}
	if req.Timeout > 0 {
		args["timeout"] = math.Ceil(req.Timeout.Seconds())
	}
	if req.Cwd != "" {
		args["cwd"] = req.Cwd
	}
	call := mcp.CallToolRequest{}
	call.Params.Name = "execute_command"
	call.Params.Arguments = args
	if onOutput != nil {
		token := fmt.Sprintf("caro-%d", e.seq.Add(1))
		call.Params.Meta = &mcp.Meta{ProgressToken: token}
		w := &watcher{f: onOutput}
		e.mu.Lock()
		e.watchers[token] = w
		e.mu.Unlock()
		defer func() {
			w.stop()
			e.mu.Lock()
			delete(e.watchers, token)
			e.mu.Unlock()
		}()
	}
	res, err := e.c.CallTool(ctx, call)
	if err != nil {
		if ctx.Err() != nil {
			return Result{Canceled: true, Reason: "cancelled", ExitCode: -1}, nil
		}
		return Result{}, fmt.Errorf("tools: execute_command: %s", snip.Error(err, 200))
	}
	return decodeResult(res)
}

func decodeResult(res *mcp.CallToolResult) (Result, error) {
	var r Result
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err == nil && json.Unmarshal(b, &r) == nil && (r.Risk != "" || r.Refused) {
			return r, nil
		}
	}
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			if json.Unmarshal([]byte(tc.Text), &r) == nil && (r.Risk != "" || r.Refused) {
				return r, nil
			}
			if res.IsError {
				return Result{Refused: true, ExitCode: -1, Reason: tc.Text}, nil
			}
		}
	}
	return Result{}, fmt.Errorf("tools: execute_command returned no result")
}

func (e *mcpExecutor) SystemInfo(ctx context.Context) (map[string]string, error) {
	call := mcp.CallToolRequest{}
	call.Params.Name = "get_system_info"
	res, err := e.c.CallTool(ctx, call)
	if err != nil {
		return nil, fmt.Errorf("tools: get_system_info: %s", snip.Error(err, 200))
	}
	out := map[string]string{}
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok && json.Unmarshal([]byte(tc.Text), &out) == nil {
			return out, nil
		}
	}
	return nil, fmt.Errorf("tools: get_system_info returned no result")
}

func (e *mcpExecutor) Close() error { return e.c.Close() }
