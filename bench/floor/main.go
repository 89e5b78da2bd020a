// Command floor is the start-up floor caro is measured against (bench/run,
// PERFORMANCE.md): it links the design card's libraries as caro does —
// Bubble Tea, Bubbles, Lip Gloss and glamour (with chroma), go-openai,
// mcp-go (server and client), cobra, mvdan.cc/sh (syntax, expand), xdg,
// go-toml, x/ansi, x/term, colorprofile — so their package initialisers
// run at every start, and then does nothing but one streamed chat
// request to an OpenAI-compatible server and print the reply:
//
//	floor --base-url http://127.0.0.1:PORT/v1 --model m "request"
//
// Whatever caro spends above this is caro's own.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	_ "charm.land/bubbles/v2/textinput"
	_ "charm.land/bubbletea/v2"
	_ "charm.land/glamour/v2"
	_ "charm.land/lipgloss/v2"
	_ "github.com/adrg/xdg"
	_ "github.com/alecthomas/chroma/v2"
	_ "github.com/charmbracelet/colorprofile"
	_ "github.com/charmbracelet/x/ansi"
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/client/transport"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/pelletier/go-toml/v2"
	"github.com/sashabaranov/go-openai"
	"github.com/spf13/cobra"
	_ "golang.org/x/term"
	_ "mvdan.cc/sh/v3/expand"
	_ "mvdan.cc/sh/v3/syntax"
)

func main() {
	var baseURL, model string
	cmd := &cobra.Command{
		Use:           "floor [flags] request",
		Args:          cobra.ExactArgs(1),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg := openai.DefaultConfig("")
			cfg.BaseURL = baseURL
			s, err := openai.NewClientWithConfig(cfg).CreateChatCompletionStream(cmd.Context(), openai.ChatCompletionRequest{
				Model:    model,
				Stream:   true,
				Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: args[0]}},
			})
			if err != nil {
				return err
			}
			defer s.Close()
			var b strings.Builder
			for {
				r, err := s.Recv()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					return err
				}
				if len(r.Choices) > 0 {
					b.WriteString(r.Choices[0].Delta.Content)
				}
			}
			fmt.Println(b.String())
			return nil
		},
	}
	cmd.Flags().StringVar(&baseURL, "base-url", "", "an OpenAI-compatible server")
	cmd.Flags().StringVar(&model, "model", "m", "the model")
	if err := cmd.ExecuteContext(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}
