package tools

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"
)

// ServeOptions configure `caro mcp serve`.
type ServeOptions struct {
	ServerOptions
	// HTTPAddr, when set, serves streamable HTTP at http://ADDR/mcp
	// instead of stdio.
	HTTPAddr string
	// Token is the bearer token HTTP clients must send (CARO_MCP_TOKEN).
	// It is required when HTTPAddr is not a loopback address.
	Token string
	In    io.Reader
	Out   io.Writer
	// Ready, when set, receives the HTTP address once it listens.
	Ready func(addr string)
}

// ErrTokenRequired is returned for a non-loopback address without token.
var ErrTokenRequired = errors.New("serving MCP beyond loopback needs a bearer token: set CARO_MCP_TOKEN")

// Serve runs the MCP server until ctx ends.
func Serve(ctx context.Context, o ServeOptions) error {
	s := NewServer(o.ServerOptions)
	if o.HTTPAddr == "" {
		return server.NewStdioServer(s).Listen(ctx, o.In, o.Out)
	}
	if !IsLoopback(o.HTTPAddr) && o.Token == "" {
		return ErrTokenRequired
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", server.NewStreamableHTTPServer(s, server.WithEndpointPath("/mcp")))
	l, err := net.Listen("tcp", o.HTTPAddr)
	if err != nil {
		return fmt.Errorf("tools: listen on %s: %w", o.HTTPAddr, err)
	}
	hs := &http.Server{Handler: RequireToken(o.Token, mux), ReadHeaderTimeout: 10 * time.Second}
	if o.Ready != nil {
		o.Ready(l.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(l) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		_ = hs.Shutdown(sctx)
		return nil
	}
}

// IsLoopback reports whether a listen address only accepts local clients.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// RequireToken answers 401 to requests without "Authorization: Bearer
// token"; an empty token lets every request through.
func RequireToken(token string, next http.Handler) http.Handler {
	if token == "" {
		return next
	}
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := []byte(r.Header.Get("Authorization"))
		if subtle.ConstantTimeCompare(got, want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="caro"`)
			http.Error(w, "unauthorized: send Authorization: Bearer <CARO_MCP_TOKEN>", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}
