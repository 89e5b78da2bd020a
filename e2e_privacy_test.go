package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
)

// stateFiles returns every file under the sandbox's state directory with
// its content.
func stateFiles(t *testing.T, sb *sandbox) map[string]string {
	t.Helper()
	out := map[string]string{}
	root := filepath.Join(sb.dir, "state")
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, _ := os.ReadFile(p)
		out[p] = string(b)
		return nil
	})
	return out
}

// history = false keeps nothing: no file under the state directory holds
// the request or what the command printed. With history on, the session
// log keeps the request and the command but not the output, unless
// log_output = true; its files are private.
func TestHistoryFalseKeepsNothing(t *testing.T) {
	const request, secret = "print the marker please", "OUTPUT-7f3a9c"
	for _, c := range []struct {
		name, config string
		keepsRequest bool
		keepsOutput  bool
	}{
		{"history off", "history = false\n", false, false},
		{"history on", "", true, false},
		{"history on, output too", "log_output = true\n", true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			sb := newSandbox(t)
			srv := llmtest.New(reply("echo "+secret, 0.95))
			defer srv.Close()
			cfg := filepath.Join(sb.dir, "config.toml")
			writeFile(t, cfg, c.config)
			r := sb.run(append(model(srv), "--config", cfg, "--no-refine", "--yes", request)...)
			if r.code != 0 || !strings.Contains(r.stdout, secret) {
				t.Fatalf("the command did not run: %+v", r)
			}
			var request1, output bool
			for p, body := range stateFiles(t, sb) {
				request1 = request1 || strings.Contains(body, request)
				// The command line itself names the marker; output is
				// the marker on a line of its own in a stdout field.
				output = output || strings.Contains(body, `"stdout":"`+secret)
				if fi, err := os.Stat(p); err == nil && fi.Mode().Perm()&0o077 != 0 {
					t.Errorf("%s is mode %v, want private", p, fi.Mode().Perm())
				}
			}
			if request1 != c.keepsRequest || output != c.keepsOutput {
				t.Fatalf("request kept %v (want %v), output kept %v (want %v): %v", request1, c.keepsRequest, output, c.keepsOutput, stateFiles(t, sb))
			}
		})
	}
}
