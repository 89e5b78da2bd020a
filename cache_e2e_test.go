package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
)

// TestPrintRunsNoProgramTheModelNamed: a model reply names programs that
// are on PATH — an unknown script, scripts named like well-known tools
// (jq, git) in a user directory, and a man that is not the system's. With
// --print and --output json caro looks their help up (the refinement
// needs it) yet starts none of them: it reads the man page from disk.
// (ls, ps, sed, find, date and stat are left out: platform detection
// probes those by name at start-up, whatever the model says.)
func TestPrintRunsNoProgramTheModelNamed(t *testing.T) {
	for _, mode := range [][]string{{"--print"}, {"--output", "json"}} {
		t.Run(mode[len(mode)-1], func(t *testing.T) {
			sb := newSandbox(t)
			marker := filepath.Join(sb.dir, "ran")
			for _, name := range []string{"frobnicate", "jq", "git", "man"} {
				sb.stub(name, `echo "`+name+` $*" >>'`+marker+`'; echo "`+name+` 1.0"`)
			}
			man1 := filepath.Join(sb.dir, "share", "man", "man1")
			if err := os.MkdirAll(man1, 0o755); err != nil {
				t.Fatal(err)
			}
			writeFile(t, filepath.Join(man1, "frobnicate.1"), `.TH FROBNICATE 1 "2026" "frob 2.0"
.SH NAME
frobnicate \- FROB-MAN-MARKER frobnicate the files
.SH SYNOPSIS
.B frobnicate
[\fB\-\-all\fR] [\fIfile\fR...]
`)
			// Unsure, so the help is looked up and the command refined.
			cmd := "frobnicate --all . | jq . | wc -l && git status"
			srv := llmtest.New(reply(cmd, 0.5), llmtest.Step{Reply: `{"cmd": "frobnicate --all .", "confidence": 0.9, "changes": "simpler"}`})
			defer srv.Close()
			r := sb.run(append(append(model(srv), mode...), "frobnicate everything")...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			out := strings.TrimSpace(r.stdout)
			if mode[0] == "--output" {
				var res jsonResult
				if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
					t.Fatalf("%q: %v", r.stdout, err)
				}
				out = res.Command
			}
			if out != "frobnicate --all ." {
				t.Fatalf("printed %q", r.stdout)
			}
			if data, err := os.ReadFile(marker); err == nil {
				t.Fatalf("caro started programs the model named:\n%s", data)
			}
			// The lookup did happen: the second prompt has the man page,
			// and the cache has an entry for each program.
			reqs := srv.Requests()
			if len(reqs) != 2 || !strings.Contains(reqs[1].Prompt(), "FROB-MAN-MARKER") || !strings.Contains(reqs[1].Prompt(), "frob 2.0") {
				t.Fatalf("%d requests; the refinement lacks the man page", len(reqs))
			}
			var entries []string
			for _, f := range cacheFiles(t, sb) {
				entries = append(entries, filepath.Base(f))
			}
			for _, name := range []string{"frobnicate-", "jq-", "git-", "wc-"} {
				if !strings.Contains(strings.Join(entries, " "), name) {
					t.Errorf("no cache entry %s* in %q", name, entries)
				}
			}
			// The system's wc is well-known and in a standard directory:
			// without --print its --help would have run. Its entry says
			// it was not (partial, no help text).
			if p, err := exec.LookPath("wc"); err == nil && (filepath.Dir(p) == "/usr/bin" || filepath.Dir(p) == "/bin") {
				files, _ := filepath.Glob(filepath.Join(sb.dir, "cache", "caro", "help", "wc-*.json"))
				if len(files) != 1 {
					t.Fatalf("wc entries %q", files)
				}
				var e struct {
					Help    string `json:"help"`
					Partial bool   `json:"partial"`
				}
				data, _ := os.ReadFile(files[0])
				if err := json.Unmarshal(data, &e); err != nil || !e.Partial || e.Help != "" {
					t.Fatalf("wc entry %s: %v", data, err)
				}
			}
		})
	}
}
