// Helpers that only the tests use.

package loop

import (
	"errors"
	"strings"
)

// isParseError reports whether err is a reply that could not be parsed.
func isParseError(err error) bool {
	var pe *ParseError
	return errors.As(err, &pe)
}

// flagKnown reports whether the help text mentions flag. A short cluster
// ("-la") is known when the whole word or each of its letters is.
func flagKnown(text, flag string) bool {
	if mentions(text, flag) {
		return true
	}
	if strings.HasPrefix(flag, "--") || len(flag) <= 2 {
		return len(flag) == 2 && inBracketCluster(text, flag[1])
	}
	for _, r := range flag[1:] {
		f := "-" + string(r)
		if !mentions(text, f) && !inBracketCluster(text, byte(r)) {
			return false
		}
	}
	return true
}
