package offline_test

import (
	"os"
	"testing"

	"github.com/caro-sh/caro/internal/guard"
	"github.com/caro-sh/caro/llm/offline"
)

// TestMain lets the evaluation's unapproved commands run: the MCP server
// runs them under the exec guard, a child that is this binary started
// again. The tests run with a directory for the trees' templates
// (trees_test.go), removed when they end.
func TestMain(m *testing.M) {
	guard.Main()
	offline.SetDebugFallback(os.Getenv("CARO_DEBUG_FALLBACK"))
	offline.SetDebugFallbackLog(os.Getenv("CARO_DEBUG_FALLBACK_LOG"))
	os.Exit(runWithTrees(m))
}
