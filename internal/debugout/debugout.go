// Package debugout carries --debug lines: with secrets redacted, and to
// the TUI's debug pane without ever blocking the writer.
package debugout

import (
	"io"
	"strings"

	"github.com/caro-sh/caro/llm"
)

// Redacted returns a writer that hides secrets in everything written
// through it before passing it on to w.
func Redacted(w io.Writer, secrets ...string) io.Writer {
	return &redactWriter{w: w, secrets: secrets}
}

type redactWriter struct {
	w       io.Writer
	secrets []string
}

func (r *redactWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(r.w, llm.Redact(string(p), r.secrets...)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Lines is a writer that sends each written line to a channel, dropping
// lines when nobody keeps up.
type Lines chan<- string

func (l Lines) Write(p []byte) (int, error) {
	for _, line := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
		select {
		case l <- line:
		default:
		}
	}
	return len(p), nil
}
