package sets

import (
	"os"
	"testing"

	"github.com/caro-sh/caro/internal/guard"
	"github.com/caro-sh/caro/llm/offline"
)

// Package sets holds the offline backend's request sets (frozen 1-10, dev
// 6-15, the evaluation, the basics) and the harness that scores them by
// running each answer in a tree of its own. Its TestXxx functions are run
// by the test packages below it (older, later), each a test binary of its
// own with go test's ten minutes, so that the two halves run side by side
// on two cores; TestEveryTestRun (sets_test.go) fails when one of them is
// run by neither or by both.
//
// Main is the test packages' TestMain. It lets the evaluation's
// unapproved commands run: the MCP server runs them under the exec guard,
// a child that is the test binary started again. The tests run with a
// directory for the trees' templates (trees.go), removed when they end.
func Main(m *testing.M) {
	guard.Main()
	offline.SetDebugFallback(os.Getenv("CARO_DEBUG_FALLBACK"))
	offline.SetDebugFallbackLog(os.Getenv("CARO_DEBUG_FALLBACK_LOG"))
	os.Exit(runWithTrees(m))
}
