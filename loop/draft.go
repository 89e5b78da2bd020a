package loop

import "strings"

// partialThought is the value of "thought" in a reply still streaming
// in: what has arrived of it, unescaped, or "" before it starts.
func partialThought(s string) string {
	i := strings.Index(s, `"thought"`)
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(s[i+len(`"thought"`):], " \t\r\n")
	if !strings.HasPrefix(rest, ":") {
		return ""
	}
	rest = strings.TrimLeft(rest[1:], " \t\r\n")
	if !strings.HasPrefix(rest, `"`) {
		return ""
	}
	var b strings.Builder
	for i := 1; i < len(rest); i++ {
		c := rest[i]
		switch {
		case c == '"':
			return b.String()
		case c == '\\':
			if i+1 >= len(rest) {
				return b.String()
			}
			i++
			switch rest[i] {
			case 'n', 't', 'r':
				b.WriteByte(' ')
			case 'u':
				i += 4 // a \u escape: left out of the preview
			default:
				b.WriteByte(rest[i])
			}
		case c < 0x20:
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
