package exitcode

import (
	"errors"
	"fmt"
	"testing"
)

func TestErrorfAndQuiet(t *testing.T) {
	err := fmt.Errorf("wrapped: %w", Errorf(Usage, "bad %s", "flag"))
	e, ok := errors.AsType[*Error](err)
	if !ok || e.Code != Usage || e.Msg != "bad flag" {
		t.Fatalf("Errorf: %#v", e)
	}
	if Quiet(OK) != nil {
		t.Fatal("Quiet(OK) is an error")
	}
	e, ok = errors.AsType[*Error](Quiet(Timeout))
	if !ok || e.Code != Timeout || e.Msg != "" {
		t.Fatalf("Quiet(Timeout): %#v", e)
	}
}
