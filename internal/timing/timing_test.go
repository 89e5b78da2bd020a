package timing

import (
	"strings"
	"testing"
	"time"
)

func TestLinesInTheOrderPhasesHappen(t *testing.T) {
	p := Phases{}
	p.Add("iteration1", 6*time.Millisecond)
	p.Add("backend", time.Millisecond)
	p.Add("platform", 2*time.Millisecond)
	p.Add("total", 10*time.Millisecond)
	got := strings.Join(p.Lines(), "\n")
	want := `caro timing: platform        2.0 ms
caro timing: backend         1.0 ms
caro timing: iteration1      6.0 ms
caro timing: total          10.0 ms`
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if ms := p.MS(); ms["iteration1"] != 6 || len(ms) != 4 {
		t.Fatalf("MS: %v", ms)
	}
}
