package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/llmtest"
)

func TestConfigPathShowEdit(t *testing.T) {
	sb := newSandbox(t)
	path := filepath.Join(sb.dir, "config", "caro", "config.toml")
	if r := sb.run("config", "path"); r.code != 0 || strings.TrimSpace(r.stdout) != path {
		t.Fatalf("path: %q %q", r.stdout, r.stderr)
	}
	if r := sb.run("--config", "/x/y.toml", "config", "path"); strings.TrimSpace(r.stdout) != "/x/y.toml" {
		t.Fatalf("--config path: %q", r.stdout)
	}

	// edit with no file: the template is written (0600), the editor gets
	// the path, the result is checked.
	sb.stub("fake-editor", `for f; do :; done; set -- "$f"; echo "model = \"from-editor\"" >> "$1"; echo "[providers.work]" >> "$1"; echo 'base_url = "http://127.0.0.1:1/v1"' >> "$1"; echo 'api_key = "sk-secretsecretsecret1234"' >> "$1"`)
	sb.env = append(sb.env, "EDITOR=fake-editor --wait")
	if r := sb.run("config", "edit"); r.code != 0 {
		t.Fatalf("edit: %d %q", r.code, r.stderr)
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("config file %v %v", fi, err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "# safety = \"moderate\"") || !strings.Contains(string(data), "from-editor") {
		t.Fatalf("file:\n%s", data)
	}

	sb.env = append(sb.env, "CARO_BASE_URL=http://127.0.0.1:7/v1")
	r := sb.run("config", "show")
	for _, want := range []string{"(exists)", `model = "from-editor"`, "# config file", `base_url = "http://127.0.0.1:7/v1"`, "# CARO_BASE_URL", "[providers.work]", "[redacted, 25 characters]", `safety = "moderate"`} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("show lacks %q:\n%s", want, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "secretsecret") {
		t.Fatalf("show leaked the key:\n%s", r.stdout)
	}

	// An editor that leaves a broken file: one line naming file:line:col.
	sb.stub("bad-editor", `echo "model = = oops" >> "$1"`)
	sb.env = append(sb.env, "VISUAL=bad-editor")
	expectFailure(t, sb.run("config", "edit"), 3, path+":")
	// An editor that is not there.
	sb.env = append(sb.env, "VISUAL=no-such-editor-xyz")
	expectFailure(t, sb.run("config", "edit"), 1, "cannot start no-such-editor-xyz")
}

func TestHistoryRecordsAndLists(t *testing.T) {
	sb := newSandbox(t)
	srv := llmtest.New(reply("ls -la", 0.95), reply("echo hi", 0.95), reply("echo hi", 0.95))
	defer srv.Close()
	if r := sb.run(append(model(srv), "--no-refine", "--print", "list the files here")...); r.code != 0 {
		t.Fatalf("print: %q", r.stderr)
	}
	// The plain renderer (stdout not a terminal) runs a safe command with --yes.
	if r := sb.run(append(model(srv), "--no-refine", "--yes", "say hi")...); r.code != 0 {
		t.Fatalf("--yes: %d %q %q", r.code, r.stdout, r.stderr)
	}
	state := filepath.Join(sb.dir, "state", "caro", "history.jsonl")
	fi, err := os.Stat(state)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("history file: %v %v", fi, err)
	}
	r := sb.run("history")
	for _, want := range []string{"list the files here", "→ ls -la  (printed)", "say hi", "→ echo hi  (exit 0)"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("history lacks %q:\n%s", want, r.stdout)
		}
	}
	if r := sb.run("history", "--commands"); r.stdout != "ls -la\necho hi\n" {
		t.Errorf("--commands: %q", r.stdout)
	}
	if r := sb.run("history", "-o", "json", "-n", "1"); !strings.HasPrefix(r.stdout, `{"time":`) || strings.Count(r.stdout, "\n") != 1 || !strings.Contains(r.stdout, `"exit":0`) {
		t.Errorf("json: %q", r.stdout)
	}
	// shell_history = true appends to the shell's history file.
	os.MkdirAll(filepath.Join(sb.dir, "config", "caro"), 0o700)
	os.WriteFile(filepath.Join(sb.dir, "config", "caro", "config.toml"), []byte("shell_history = true\n"), 0o600)
	sb.env = append(sb.env, "HISTFILE="+filepath.Join(sb.dir, "bash_history"))
	if r := sb.run(append(model(srv), "--no-refine", "--yes", "say hi again")...); r.code != 0 {
		t.Fatalf("--yes: %q", r.stderr)
	}
	if data, _ := os.ReadFile(filepath.Join(sb.dir, "bash_history")); string(data) != "echo hi\n" {
		t.Fatalf("bash history %q", data)
	}
	if r := sb.run("history", "--clear"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if r := sb.run("history"); r.stdout != "" || !strings.Contains(r.stderr, "no history") {
		t.Fatalf("after clear: %q %q", r.stdout, r.stderr)
	}
}

func TestHistoryThatCannotBeSavedIsReported(t *testing.T) {
	sb := newSandbox(t)
	// The state directory is a file: nothing can be created under it.
	os.WriteFile(filepath.Join(sb.dir, "state"), []byte("x"), 0o600)
	srv := llmtest.New(reply("ls -la", 0.95))
	defer srv.Close()
	r := sb.run(append(model(srv), "--no-refine", "--print", "list the files here")...)
	if r.code != 0 || r.stdout != "ls -la\n" || !strings.Contains(r.stderr, "caro: warning: history not saved") || strings.Count(r.stderr, "\n") != 1 {
		t.Fatalf("%d %q %q", r.code, r.stdout, r.stderr)
	}
}

// TestProviderProfilesForEachServer: a [providers.NAME] profile per kind
// of server, each an llmtest impersonating that server's model list;
// --provider picks one, the model comes from the profile or the server's
// list, the key from api_key_env, and --debug names the choice.
func TestProviderProfilesForEachServer(t *testing.T) {
	sb := newSandbox(t)
	kinds := []llmtest.Kind{llmtest.OpenAI, llmtest.Ollama, llmtest.LMStudio, llmtest.LlamaCpp, llmtest.VLLM}
	servers := map[llmtest.Kind]*llmtest.Server{}
	var cfg strings.Builder
	cfg.WriteString("provider = \"ollama\"\n")
	for _, k := range kinds {
		s := llmtest.New(reply("ls -la", 0.95)).Impersonate(k, "listed-"+string(k))
		defer s.Close()
		servers[k] = s
		fmt.Fprintf(&cfg, "\n[providers.%s]\nbase_url = %q\n", k, s.URL())
		if k == llmtest.OpenAI {
			cfg.WriteString("model = \"gpt-test\"\napi_key_env = \"MY_OPENAI_KEY\"\n")
		}
	}
	path := filepath.Join(sb.dir, "config", "caro", "config.toml")
	os.MkdirAll(filepath.Dir(path), 0o700)
	writeFile(t, path, cfg.String())
	sb.env = append(sb.env, "MY_OPENAI_KEY=sk-test-profilekey-123456")
	for _, k := range kinds {
		t.Run(string(k), func(t *testing.T) {
			args := []string{"--no-refine", "--debug", "--print", "list files"}
			if k != llmtest.Ollama { // ollama is the default provider
				args = append([]string{"--provider", string(k)}, args...)
			}
			r := sb.run(args...)
			if r.code != 0 || r.stdout != "ls -la\n" {
				t.Fatalf("%+v", r)
			}
			want := "listed-" + string(k)
			if k == llmtest.OpenAI {
				want = "gpt-test"
			}
			reqs := servers[k].Requests()
			var chat *llmtest.Request
			for i := range reqs {
				if strings.HasSuffix(reqs[i].Path, "/chat/completions") {
					chat = &reqs[i]
				}
			}
			if chat == nil || chat.Model != want {
				t.Fatalf("no chat request for model %s: %+v", want, reqs)
			}
			if !strings.Contains(r.stderr, "backend: "+string(k)+", model "+want) {
				t.Errorf("--debug does not name the choice:\n%s", r.stderr)
			}
			if k == llmtest.OpenAI {
				if got := chat.Header.Get("Authorization"); got != "Bearer sk-test-profilekey-123456" {
					t.Errorf("key %q", got)
				}
				if strings.Contains(r.stderr, "profilekey") {
					t.Errorf("key shown in --debug")
				}
			}
		})
	}
	// A profile with a name of its own is named in the header.
	t.Run("named profile in the header", func(t *testing.T) {
		other := sb
		writeFile(t, path, cfg.String()+fmt.Sprintf("\n[providers.work]\nbase_url = %q\nmodel = \"team-model\"\n", servers[llmtest.VLLM].URL()))
		r := other.run("--provider", "work", "--no-refine", "--yes", "list files")
		if r.code != 0 || !strings.HasPrefix(r.stdout, "caro · work (openai-compatible) · team-model\n") {
			t.Fatalf("%+v", r)
		}
		// The TUI keeps the name once the agent has started.
		tm := newTmux(t, sb, 100, 20)
		tm.runCaro(sb, "--provider work --no-refine 'list files'")
		s := tm.waitFor("[enter] run")
		if !strings.Contains(s, "caro · work (openai-compatible) · team-model") {
			t.Fatalf("header in the TUI:\n%s", s)
		}
		tm.send("q")
		tm.expectRestored(sb, 1)
	})
}
