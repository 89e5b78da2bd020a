package agent

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/caro-sh/caro/llm"
)

// The README's exit-code table, kept by llm.Error.ExitCode and the
// constants here alike.
func TestExitCodeOfModelFailures(t *testing.T) {
	for kind, want := range map[llm.Kind]int{
		llm.KindUnknown:     ExitFailed,
		llm.KindUnavailable: ExitUnavailable,
		llm.KindNotFound:    ExitUnavailable,
		llm.KindAuth:        ExitAuth,
		llm.KindRateLimited: ExitServer,
		llm.KindServer:      ExitServer,
		llm.KindCutOff:      ExitServer,
		llm.KindTooLong:     ExitServer,
		llm.KindTimeout:     ExitTimeout,
		llm.KindBadReply:    ExitFailed,
		llm.KindCanceled:    ExitInterrupted,
	} {
		err := fmt.Errorf("round 1: %w", &llm.Error{Kind: kind})
		if got := ExitCode(err); got != want {
			t.Errorf("kind %d: exit code %d, want %d", kind, got, want)
		}
	}
	if got := ExitCode(nil); got != ExitFailed {
		t.Errorf("nil: exit code %d", got)
	}
	if got := ExitCode(errors.New("no")); got != ExitFailed {
		t.Errorf("plain error: exit code %d", got)
	}
	if got := ExitCode(context.Canceled); got != ExitInterrupted {
		t.Errorf("context.Canceled: exit code %d", got)
	}
}
