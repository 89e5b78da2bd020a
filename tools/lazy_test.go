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

func TestLazyOpensOnFirstUseOnly(t *testing.T) {
	opens := 0
	f := &fakeExec{}
	l := Lazy(func() (Executor, error) { opens++; return f, nil })
	if opens != 0 {
		t.Fatal("opened before first use")
	}
	r, err := l.Execute(context.Background(), ExecRequest{Command: "true"}, nil)
	if err != nil || r.ExitCode != 3 {
		t.Fatalf("Execute = %+v, %v", r, err)
	}
	if info, err := l.SystemInfo(context.Background()); err != nil || info["os"] != "x" {
		t.Fatalf("SystemInfo = %v, %v", info, err)
	}
	if err := l.Close(); err != nil || !f.closed || opens != 1 {
		t.Fatalf("Close = %v, closed %v, opened %d times", err, f.closed, opens)
	}
}

func TestLazyNeverOpenedIsNotOpenedByClose(t *testing.T) {
	opens := 0
	l := Lazy(func() (Executor, error) { opens++; return &fakeExec{}, nil })
	if err := l.Close(); err != nil || opens != 0 {
		t.Fatalf("Close = %v, opened %d times", err, opens)
	}
	if _, err := l.Execute(context.Background(), ExecRequest{Command: "true"}, nil); !errors.Is(err, errClosed) {
		t.Fatalf("Execute after Close: %v", err)
	}
}

func TestLazyError(t *testing.T) {
	boom := errors.New("boom")
	l := Lazy(func() (Executor, error) { return nil, boom })
	if _, err := l.Execute(context.Background(), ExecRequest{Command: "true"}, nil); !errors.Is(err, boom) {
		t.Fatalf("Execute err = %v", err)
	}
	if _, err := l.SystemInfo(context.Background()); !errors.Is(err, boom) {
		t.Fatalf("SystemInfo err = %v", err)
	}
	if err := l.Close(); err != nil {
		t.Fatalf("Close = %v", err)
	}
}
