// Helpers that only the tests use.

package offline

// extractSlots finds the values in a request.
func extractSlots(req string) Slots {
	s, _ := extract(req)
	return s
}
