package proc

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"
)

func sh(script string) Spec { return Spec{Path: "/bin/sh", Args: []string{"-c", script}} }

// alive reports whether any process has marker in its command line.
func alive(t *testing.T, marker string) bool {
	t.Helper()
	dirs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, d := range dirs {
		b, err := os.ReadFile(d)
		if err == nil && strings.Contains(string(b), marker) {
			return true
		}
	}
	return false
}

func waitGone(t *testing.T, marker string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for alive(t, marker) {
		if time.Now().After(deadline) {
			t.Fatalf("a process with %q survived", marker)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestRunCapturesBothStreams(t *testing.T) {
	r, err := Run(context.Background(), sh("echo out; echo err >&2; exit 3"))
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 3 || r.Stdout != "out\n" || r.Stderr != "err\n" || r.Truncated() {
		t.Fatalf("got %+v", r)
	}
}

func TestRunStdinIsDevNull(t *testing.T) {
	r, err := Run(context.Background(), sh("cat; read x; echo read=$?"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Stdout, "read=1") {
		t.Fatalf("stdin was not empty: %+v", r)
	}
}

func TestRunNotFound(t *testing.T) {
	r, err := Run(context.Background(), sh("definitely-not-a-command-caro"))
	if err != nil || r.ExitCode != 127 {
		t.Fatalf("got %+v, %v", r, err)
	}
	if _, err := Run(context.Background(), Spec{Path: "/nonexistent/bin"}); err == nil {
		t.Fatal("starting a missing program gave no error")
	}
}

func TestTimeoutKillsTheWholeGroup(t *testing.T) {
	marker := fmt.Sprintf("caro-proc-test-%d", time.Now().UnixNano())
	spec := Spec{Path: "/bin/bash", Args: []string{"-c", fmt.Sprintf("(exec -a %s sleep 1000) & (exec -a %s sleep 1000); wait", marker, marker)}}
	spec.Timeout = 300 * time.Millisecond
	spec.Grace = 200 * time.Millisecond
	r, err := Run(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	if !r.TimedOut || r.Canceled {
		t.Fatalf("got %+v", r)
	}
	waitGone(t, marker)
}

func TestCancelKillsGrandchildrenIgnoringSIGINT(t *testing.T) {
	marker := fmt.Sprintf("caro-proc-int-%d", time.Now().UnixNano())
	ctx, cancel := context.WithCancel(context.Background())
	spec := Spec{Path: "/bin/bash", Args: []string{"-c", fmt.Sprintf("trap '' INT; (trap '' INT; exec -a %s sleep 1000) & echo started; wait", marker)},
		Grace: 200 * time.Millisecond}
	started := make(chan struct{})
	var once sync.Once
	spec.OnOutput = func(s Stream, p []byte) {
		if strings.Contains(string(p), "started") {
			once.Do(func() { close(started) })
		}
	}
	done := make(chan Result)
	go func() {
		r, _ := Run(ctx, spec)
		done <- r
	}()
	<-started
	cancel()
	r := <-done
	if !r.Canceled || r.ExitCode != 128+9 {
		t.Fatalf("got %+v", r)
	}
	waitGone(t, marker)
}

func TestBackgroundChildHoldingPipesDoesNotHang(t *testing.T) {
	marker := fmt.Sprintf("caro-proc-bg-%d", time.Now().UnixNano())
	spec := Spec{Path: "/bin/bash", Args: []string{"-c", fmt.Sprintf("(exec -a %s sleep 1000) & echo hi", marker)},
		Grace: 100 * time.Millisecond, Drain: 100 * time.Millisecond}
	r, err := Run(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 0 || r.Stdout != "hi\n" {
		t.Fatalf("got %+v", r)
	}
	waitGone(t, marker)
}

func TestFloodIsCappedHeadAndTail(t *testing.T) {
	spec := sh("echo FIRST; head -c 5000000 /dev/zero | tr '\\0' x; echo; echo LAST")
	spec.Cap = 4096
	var streamed int64
	spec.OnOutput = func(_ Stream, p []byte) { streamed += int64(len(p)) }
	r, err := Run(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Truncated() || r.StdoutDropped < 4_900_000 {
		t.Fatalf("dropped %d", r.StdoutDropped)
	}
	if !strings.HasPrefix(r.Stdout, "FIRST\n") || !strings.HasSuffix(r.Stdout, "LAST\n") || !strings.Contains(r.Stdout, "bytes omitted") {
		t.Fatalf("head/tail lost: %q … %q", r.Stdout[:20], r.Stdout[len(r.Stdout)-20:])
	}
	if len(r.Stdout) > 4096+100 {
		t.Fatalf("kept %d bytes", len(r.Stdout))
	}
	if streamed != r.TotalBytes {
		t.Fatalf("streamed %d of %d", streamed, r.TotalBytes)
	}
}

func TestCapBufferKeepsOrder(t *testing.T) {
	b := newCapBuffer(10, Stdout, func(Stream, []byte) {})
	for _, s := range []string{"abc", "defgh", "ijk", "lmnopq", "r", "stuvwxyz"} {
		b.Write([]byte(s))
	}
	got := b.String()
	if !strings.HasPrefix(got, "abcde") || !strings.HasSuffix(got, "vwxyz") || b.Dropped() != 16 {
		t.Fatalf("got %q dropped %d", got, b.Dropped())
	}
	small := newCapBuffer(100, Stdout, func(Stream, []byte) {})
	small.Write([]byte("hello "))
	small.Write([]byte("world"))
	if small.String() != "hello world" || small.Dropped() != 0 {
		t.Fatalf("got %q", small.String())
	}
}

func BenchmarkFloodDrain(b *testing.B) {
	const size = 100 << 20
	b.SetBytes(size)
	for b.Loop() {
		r, err := Run(context.Background(), Spec{Path: "head", Args: []string{"-c", fmt.Sprint(size), "/dev/zero"}})
		if err != nil || r.TotalBytes != size {
			b.Fatalf("%v %d", err, r.TotalBytes)
		}
	}
}

// A cut in the middle never leaves half a character at either edge: the
// broken bytes go with the middle and are counted.
func TestCapBufferCutsWholeCharacters(t *testing.T) {
	for limit := 6; limit <= 13; limit++ {
		b := newCapBuffer(limit, Stdout, func(Stream, []byte) {})
		text := strings.Repeat("aü€𝄞", 5) // 1-, 2-, 3- and 4-byte characters
		b.Write([]byte(text))
		got := b.String()
		if !utf8.ValidString(got) {
			t.Fatalf("limit %d: broken UTF-8 in %q", limit, got)
		}
		head, tail, ok := strings.Cut(got, "\n… ")
		if !ok {
			t.Fatalf("limit %d: no marker in %q", limit, got)
		}
		_, tail, _ = strings.Cut(tail, " …\n")
		if kept := int64(len(head) + len(tail)); kept+b.Dropped() != int64(len(text)) {
			t.Fatalf("limit %d: kept %d + dropped %d != %d", limit, kept, b.Dropped(), len(text))
		}
		if !strings.HasPrefix(text, head) || !strings.HasSuffix(text, tail) {
			t.Fatalf("limit %d: %q", limit, got)
		}
	}
}
