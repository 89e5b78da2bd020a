// Helpers that only the tests use.

package offline

// extractSlots finds the values in a request.
func extractSlots(req string) Slots {
	s, _ := extract(req)
	return s
}

// SetDebugFallback sets debugFallback.
func SetDebugFallback(v string) { debugFallback = v }

// SetDebugFallbackLog sets debugFallbackLog.
func SetDebugFallbackLog(v string) { debugFallbackLog = v }
