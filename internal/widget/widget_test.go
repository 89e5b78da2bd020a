package widget

import (
	"strings"
	"testing"
)

func TestScriptFillsEveryPlaceholder(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		key, ok := DefaultKey(sh)
		if !ok {
			t.Fatalf("%s: no default key", sh)
		}
		s, ok := Script(sh, key, "'/opt/my caro/caro'")
		if !ok || strings.Contains(s, "__CARO_") || !strings.Contains(s, "'/opt/my caro/caro' --print --widget") || !strings.Contains(s, key) {
			t.Errorf("%s:\n%s", sh, s)
		}
	}
	if _, ok := Script("tcsh", "x", "caro"); ok {
		t.Error("tcsh has a script")
	}
}
