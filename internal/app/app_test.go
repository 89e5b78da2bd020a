package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/caro-sh/caro/internal/exitcode"
	"github.com/caro-sh/caro/internal/iostreams"
	"github.com/caro-sh/caro/safety"
)

// streams is a non-terminal IOStreams whose environment is env alone.
func streams(env map[string]string) (*iostreams.IOStreams, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return &iostreams.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut,
		Getenv: func(k string) string { return env[k] }}, &errOut
}

func changed(flags ...string) func(string) bool {
	return func(f string) bool { return slices.Contains(flags, f) }
}

func code(err error) int {
	if e, ok := errors.AsType[*exitcode.Error](err); ok {
		return e.Code
	}
	return -1
}

func TestLoadConfigAppliesTheFlagsSet(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(path, []byte("model = \"from-file\"\nbase_url = \"http://127.0.0.1:1/v1\"\nmax_rounds = 4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ios, _ := streams(map[string]string{"HOME": dir})
	o := &Options{ConfigPath: path, Model: "from-flag", MaxRounds: 9, BaseURL: "ignored: not set"}
	cfg, err := loadConfig(ios, o, changed("model", "max-rounds"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Model != "from-flag" || cfg.Source["model"] != "--model flag" {
		t.Errorf("model %q from %q", cfg.Model, cfg.Source["model"])
	}
	if cfg.BaseURL != "http://127.0.0.1:1/v1" || cfg.MaxRounds != 9 {
		t.Errorf("base URL %q, max rounds %d", cfg.BaseURL, cfg.MaxRounds)
	}
}

func TestLoadConfigErrorsCarryTheirCode(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.toml")
	if err := os.WriteFile(broken, []byte("model = [\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		o    Options
		set  []string
		want int
	}{
		{"broken file", Options{ConfigPath: broken}, nil, exitcode.Config},
		{"safety", Options{Safety: "loose"}, []string{"safety"}, exitcode.Usage},
		{"max rounds", Options{MaxRounds: 0}, []string{"max-rounds"}, exitcode.Usage},
		{"budget", Options{Budget: "soon"}, []string{"budget"}, exitcode.Usage},
	}
	for _, c := range cases {
		ios, _ := streams(map[string]string{"HOME": dir, "XDG_CONFIG_HOME": dir})
		if _, err := loadConfig(ios, &c.o, changed(c.set...)); code(err) != c.want {
			t.Errorf("%s: %v (code %d), want code %d", c.name, err, code(err), c.want)
		}
	}
}

func TestRunRefusesBadUsageBeforeAnyWork(t *testing.T) {
	dir := t.TempDir()
	ios, _ := streams(map[string]string{"HOME": dir, "XDG_CONFIG_HOME": dir})
	for _, o := range []Options{{Task: "x", Output: "yaml"}, {Task: ""}} {
		if err := Run(context.Background(), ios, &o, changed()); code(err) != exitcode.Usage {
			t.Errorf("%+v: %v, want a usage error", o, err)
		}
	}
}

func TestPrintOnly(t *testing.T) {
	cases := []struct {
		o    Options
		tty  bool
		want bool
	}{
		{Options{}, true, false},
		{Options{Print: true}, true, true},
		{Options{Output: "json"}, true, true},
		{Options{Output: "text"}, true, false},
		{Options{}, false, true},
		{Options{Yes: true}, false, false},
	}
	for _, c := range cases {
		ios := &iostreams.IOStreams{StdoutTTY: c.tty}
		if got := printOnly(ios, &c.o); got != c.want {
			t.Errorf("printOnly(%+v, tty %v) = %v", c.o, c.tty, got)
		}
	}
}

func TestRiskJSONReasonsAreNeverNull(t *testing.T) {
	b, err := json.Marshal(riskJSON(safety.Risk{Level: safety.Safe}))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"level":"safe","reasons":[]}` {
		t.Fatalf("got %s", b)
	}
}

func TestLocalJudgeUsesTheEnvironment(t *testing.T) {
	home := t.TempDir()
	ios, _ := streams(map[string]string{"HOME": home, "SHELL": "/bin/sh"})
	j, shell := localJudge(ios)
	if j.Home != home || shell == "" || j.Shell != filepath.Base(shell) {
		t.Fatalf("judge %+v, shell %q", j, shell)
	}
	if j.Assess("rm -rf ~").Level != safety.Critical {
		t.Fatal("rm -rf ~ is not critical")
	}
}

func TestCheckPrintsLevelReasonsAndImpact(t *testing.T) {
	home := t.TempDir()
	ios, _ := streams(map[string]string{"HOME": home, "SHELL": "/bin/sh"})
	if err := Check(ios, "ls", "json"); err != nil {
		t.Fatal(err)
	}
	if got := ios.Out.(*bytes.Buffer).String(); got != `{"level":"safe","reasons":[],"impact":null}`+"\n" {
		t.Errorf("json: %s", got)
	}
	ios, _ = streams(map[string]string{"HOME": home, "SHELL": "/bin/sh"})
	if err := Check(ios, "rm -rf ~", ""); err != nil {
		t.Fatal(err)
	}
	if got := ios.Out.(*bytes.Buffer).String(); !strings.HasPrefix(got, "CRITICAL: ") || !strings.Contains(got, "\nIMPACT: ") {
		t.Errorf("text: %s", got)
	}
	if err := Check(ios, "ls", "yaml"); code(err) != exitcode.Usage {
		t.Errorf("--output yaml: %v", err)
	}
}

func TestInitRefusesWhatItCannotBind(t *testing.T) {
	ios, _ := streams(nil)
	for _, c := range [][3]string{{"tcsh", "", ""}, {"bash", "a'b", ""}, {"zsh", "x\ny", ""}} {
		if err := Init(ios, c[0], c[1], c[2]); code(err) != exitcode.Usage {
			t.Errorf("Init%q: %v, want a usage error", c, err)
		}
	}
	if err := Init(ios, "bash", "", "/opt/my caro/caro"); err != nil {
		t.Fatal(err)
	}
	if got := ios.Out.(*bytes.Buffer).String(); !strings.Contains(got, `'/opt/my caro/caro' --print --widget`) {
		t.Errorf("the script does not run the quoted binary:\n%s", got)
	}
}

func TestConfigFile(t *testing.T) {
	getenv := func(k string) string { return map[string]string{"XDG_CONFIG_HOME": "/x", "HOME": "/h"}[k] }
	if got := (&Options{ConfigPath: "./c.toml"}).ConfigFile(getenv); got != "./c.toml" {
		t.Errorf("--config: %s", got)
	}
	if got := (&Options{}).ConfigFile(getenv); got != "/x/caro/config.toml" {
		t.Errorf("default: %s", got)
	}
}
