package tools

import (
	"context"
	"errors"
	"testing"
)

type fakeExec struct{ closed bool }

func (f *fakeExec) Execute(context.Context, ExecRequest, func(string, []byte)) (Result, error) {
	return Result{ExitCode: 3}, nil
}
func (f *fakeExec) SystemInfo(context.Context) (map[string]string, error) {
	return map[string]string{"os": "x"}, nil
}
func (f *fakeExec) Close() error { f.closed = true; return nil }

func TestBackgroundWaitsAndForwards(t *testing.T) {
	release := make(chan struct{})
	f := &fakeExec{}
	b := Background(func() (Executor, error) { <-release; return f, nil })
	close(release)
	r, err := b.Execute(context.Background(), ExecRequest{Command: "true"}, nil)
	if err != nil || r.ExitCode != 3 {
		t.Fatalf("Execute = %+v, %v", r, err)
	}
	if info, err := b.SystemInfo(context.Background()); err != nil || info["os"] != "x" {
		t.Fatalf("SystemInfo = %v, %v", info, err)
	}
	if err := b.Close(); err != nil || !f.closed {
		t.Fatalf("Close = %v, closed %v", err, f.closed)
	}
}

func TestBackgroundError(t *testing.T) {
	boom := errors.New("boom")
	b := Background(func() (Executor, error) { return nil, boom })
	if _, err := b.Execute(context.Background(), ExecRequest{Command: "true"}, nil); !errors.Is(err, boom) {
		t.Fatalf("Execute err = %v", err)
	}
	if _, err := b.SystemInfo(context.Background()); !errors.Is(err, boom) {
		t.Fatalf("SystemInfo err = %v", err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("Close = %v", err)
	}
}
