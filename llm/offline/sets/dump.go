package sets

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/llm/offline"
	"github.com/caro-sh/caro/platform"
)

// TestDumpAnswers (run with CARO_DUMP=file) writes every development
// request with the command the backend answers, one per line, for
// comparing two versions of the matcher without running the commands.
// The frozen sets written for issue 15 after set 4 are not dumped.
func TestDumpAnswers(t *testing.T) {
	out := os.Getenv("CARO_DUMP")
	if out == "" {
		t.Skip("CARO_DUMP names the file to write")
	}
	plat, err := platform.Detect(context.Background(), platform.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ask := func(set, dir, req string) {
		p := *plat
		p.Cwd = dir
		text, err := llm.Complete(context.Background(), offline.NewFor(&p), llm.Request{Meta: llm.Meta{Task: req, Iteration: 1, Purpose: "generate"}})
		var r struct {
			Cmd string `json:"cmd"`
		}
		if err == nil {
			json.Unmarshal([]byte(text), &r)
		}
		b, _ := json.Marshal([]string{set, req, r.Cmd})
		fmt.Fprintf(f, "%s\n", b)
	}
	for name, cs := range map[string][]evalCase{"eval": evalCases, "basics": basicCases, "dev": devCases} {
		prep := map[string]func(*testing.T) string{"eval": prepare, "basics": prepareBasics, "dev": prepareDev}[name]
		dir := prep(t)
		for _, c := range cs {
			ask(name, dir, c.request)
		}
	}
	dir := prepareFrozen(t)
	for _, c := range loadFrozen(t) {
		ask("frozen1", dir, c.Request)
	}
	dir = prepareFrozen2(t)
	for _, c := range loadFrozen2(t) {
		ask("frozen2", dir, c.Request)
	}
	dir = prepareFrozen3(t)
	for _, c := range frozen3Set.load(t) {
		ask("frozen3", dir, c.Request)
	}
	dir = prepareFrozen4(t)
	for _, c := range frozen4Set.load(t) {
		ask("frozen4", dir, c.Request)
	}
}

// TestMakeTrees (run with CARO_TREES=dir) leaves a copy of each
// development set's tree under dir, for looking at requests by hand.
func TestMakeTrees(t *testing.T) {
	out := os.Getenv("CARO_TREES")
	if out == "" {
		t.Skip("CARO_TREES names the directory to fill")
	}
	for name, prep := range map[string]func(*testing.T) string{"eval": prepare, "basics": prepareBasics, "dev": prepareDev,
		"frozen1": prepareFrozen, "frozen2": prepareFrozen2, "frozen3": prepareFrozen3, "frozen4": prepareFrozen4,
		"dev6": dev6NewTree(t).prep, "dev7": dev7Prep(t), "dev8": dev8Prep(t), "dev9": dev9Prep(t), "dev10": dev10Set.prep(t),
		"dev11": dev11Set.prep(t), "dev12": dev12Set.prep(t), "dev13": dev13Set.prep(t), "frozen9": frozen9Set.prep(t)} {
		dir := prep(t)
		dst := filepath.Join(out, name)
		os.RemoveAll(dst)
		if err := exec.Command("cp", "-a", dir, dst).Run(); err != nil {
			t.Fatal(err)
		}
	}
}
