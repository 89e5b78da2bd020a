package cache

import (
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/caro-sh/caro/internal/snip"
)

// deny lists commands whose --help or --version is not harmless: on some
// systems (BusyBox builds without help text, old sysvinit tools) they act
// on their first invocation whatever the arguments, or they read and
// write devices, or they never stop printing. Prefix entries end in "*".
var deny = []string{
	"reboot", "shutdown", "halt", "poweroff", "init", "telinit", "runlevel", "systemctl-reboot",
	"mkfs", "mkfs*", "mke2fs", "mkswap", "mkdosfs", "wipefs", "dd", "fdisk", "sfdisk", "cfdisk",
	"gdisk", "sgdisk", "parted", "fsck", "fsck*", "e2fsck", "badblocks", "blkdiscard", "hdparm",
	"shred", "kill", "killall", "killall5", "pkill", "yes", "swapoff", "swapon", "umount", "mount",
	"insmod", "rmmod", "modprobe", "kexec", "sysrq", "halt*", "zcip", "udhcpc",
	// Interactive programs that may take over a terminal or start a REPL
	// when they do not know --help.
	"vi", "vim", "nvim", "emacs", "nano", "ed", "ex", "top", "htop", "less", "more", "most",
	"watch", "screen", "tmux", "sh", "ash", "dash", "login", "su", "passwd",
}

// Denied reports whether name's help is never fetched.
func Denied(name string) bool {
	for _, d := range deny {
		if strings.HasSuffix(d, "*") {
			if strings.HasPrefix(name, strings.TrimSuffix(d, "*")) {
				return true
			}
		} else if name == d {
			return true
		}
	}
	return false
}

// isOptionLine reports a line that documents an option: indented text
// starting with a dash, or a BSD synopsis cluster.
func isOptionLine(l string) bool {
	t := strings.TrimLeft(l, " \t")
	return t != l && strings.HasPrefix(t, "-") || strings.HasPrefix(t, "-") && len(t) > 1 && t[1] != ' '
}

// CutHelp cuts a --help text to about limit bytes at line boundaries,
// keeping the usage line and the option lines (with their continuation
// lines) before prose.
func CutHelp(text string, limit int) string {
	text = strings.TrimSpace(text)
	if len(text) <= limit {
		return text
	}
	lines := strings.Split(text, "\n")
	keep := make([]bool, len(lines))
	size := 0
	take := func(i int) bool {
		if keep[i] {
			return true
		}
		if size+len(lines[i])+1 > limit {
			return false
		}
		keep[i] = true
		size += len(lines[i]) + 1
		return true
	}
	// The usage line(s) first.
	for i, l := range lines {
		if strings.Contains(strings.ToLower(l), "usage") {
			take(i)
			if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && !isOptionLine(lines[i+1]) {
				take(i + 1)
			}
			break
		}
	}
	// Then options with their continuation lines, in order.
	for i := 0; i < len(lines); i++ {
		if !isOptionLine(lines[i]) {
			continue
		}
		if !take(i) {
			break
		}
		ind := indent(lines[i])
		for j := i + 1; j < len(lines) && strings.TrimSpace(lines[j]) != "" && indent(lines[j]) > ind && !isOptionLine(lines[j]); j++ {
			if !take(j) {
				break
			}
			i = j
		}
	}
	// Then whatever prose still fits.
	for i := range lines {
		if !keep[i] && strings.TrimSpace(lines[i]) != "" {
			take(i)
		}
	}
	var b strings.Builder
	for i, l := range lines {
		if keep[i] {
			b.WriteString(l)
			b.WriteString("\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

func indent(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

// ManSummary takes the NAME and SYNOPSIS sections of a formatted man page.
func ManSummary(page string) string {
	var b strings.Builder
	in := false
	for _, l := range strings.Split(page, "\n") {
		t := strings.TrimSpace(l)
		isHeading := t != "" && l == strings.TrimLeft(l, " \t") && strings.ToUpper(t) == t && !strings.ContainsAny(t[:1], "-[")
		if isHeading {
			in = t == "NAME" || t == "SYNOPSIS"
			if in {
				b.WriteString(t + "\n")
			}
			continue
		}
		if in && t != "" {
			b.WriteString("  " + t + "\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

var optionWord = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\[-[A-Za-z0-9@%,]+\]|(?:^|[\s,\[(|/])(--?[A-Za-z0-9?@][A-Za-z0-9_-]*)`)
})

// FlagWords lists the distinct option words of a help or man text, and the
// BSD synopsis clusters, separated by spaces.
func FlagWords(text string) string {
	seen := map[string]bool{}
	var out []string
	for _, m := range optionWord().FindAllStringSubmatch(text, -1) {
		w := m[1]
		if w == "" {
			w = m[0]
		}
		w = strings.TrimSpace(w)
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// An option index lists the options a help or man text documents, one
// entry a line: the option's term ("-k, --key=KEYDEF", "--sort spec",
// "%mem") then the start of its description. It is kept in the cache
// entry (Entry.Flags) so the refine can check flags and quote the lines
// that matter without the whole text.
const (
	indexEntryLimit = 200 // one entry, term and description
	indexSep        = "  "
	// maxMatches bounds the entries quoted for the request's words.
	maxMatches = 6
)

var termStart = sync.OnceValue(func() *regexp.Regexp {
	// A term: an option word, a format specifier (%mem) or a bare BSD
	// ps letter or keyword, followed by a wide gap or the end of line.
	return regexp.MustCompile(`^(?:[-+][A-Za-z0-9?@%#]|%[a-z]|[A-Za-z][A-Za-z0-9_]*(?:\s{2,}|\t|$))`)
})

// OptionIndex parses the option entries of texts (help output, formatted
// man pages) into an index, one entry a line, at most limit bytes, then
// the text's option words and BSD synopsis clusters (FlagWords) on a last
// line that starts with "words:", so the flag check sees what the entries
// leave out.
func OptionIndex(limit int, texts ...string) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, t := range texts {
		for _, e := range optionEntries(t) {
			if seen[e] {
				continue
			}
			seen[e] = true
			if b.Len()+len(e)+1 > limit*3/4 {
				break
			}
			b.WriteString(e)
			b.WriteByte('\n')
		}
	}
	words := FlagWords(strings.Join(texts, "\n"))
	if room := limit - b.Len() - len("words: "); room > 0 && words != "" {
		if len(words) > room {
			words = snip.Prefix(words, room)
			if i := strings.LastIndexByte(words, ' '); i > 0 {
				words = words[:i]
			}
		}
		b.WriteString("words: " + words + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// optionEntries finds the documented options of text: indented lines
// whose first word is an option ("-a, --all  do not ignore…"), and man
// page tags (a short indented line followed by a more indented
// description, ".TP" style). Each entry is the term and the start of the
// description joined on one line.
func optionEntries(text string) []string {
	lines := strings.Split(text, "\n")
	var out []string
	lastEnd := -1 // the last line of the previous entry
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimSpace(l)
		if t == "" || indent(l) == 0 && !strings.HasPrefix(t, "-") {
			continue
		}
		ind := indent(l)
		nextMore := i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && indent(lines[i+1]) > ind
		// A term starts a paragraph (after a blank line, a less indented
		// line or another entry) or tags a more indented description;
		// never inside running text.
		if prev := strings.TrimSpace(lines[max(i-1, 0)]); !nextMore && !strings.HasPrefix(t, "%") && i > 0 && lastEnd != i-1 &&
			len(prev) >= 50 && !strings.HasSuffix(prev, ":") && indent(lines[i-1]) >= ind {
			continue
		}
		isTerm := isTermLine(t) || nextMore && len(t) < 40 && len(strings.Fields(t)) <= 3 && termStart().MatchString(strings.Fields(t)[0]+"  ")
		if !isTerm || strings.HasPrefix(t, "--") && len(t) == 2 {
			continue
		}
		var b strings.Builder
		b.WriteString(squeeze(t))
		j := i + 1
		for ; j < len(lines) && b.Len() < indexEntryLimit; j++ {
			n := lines[j]
			if strings.TrimSpace(n) == "" || indent(n) <= ind || indent(n) <= ind+4 && isTermLine(strings.TrimSpace(n)) {
				break
			}
			sep := " "
			if j == i+1 && !strings.Contains(b.String(), indexSep) {
				sep = indexSep
			}
			b.WriteString(sep + squeeze(strings.TrimSpace(n)))
		}
		// A table row (ps's "%mem  %MEM") has its description on the
		// next lines at the same indent.
		for ; j == i+1 || j > i+1 && j < len(lines) && indent(lines[j]) == ind && b.Len() < 150; j++ {
			if j >= len(lines) || strings.TrimSpace(lines[j]) == "" || indent(lines[j]) != ind || isTermLine(strings.TrimSpace(lines[j])) || !strings.HasPrefix(t, "%") {
				break
			}
			b.WriteString(" " + squeeze(strings.TrimSpace(lines[j])))
		}
		// Skip the rest of a long description.
		for ; j < len(lines) && strings.TrimSpace(lines[j]) != "" && indent(lines[j]) > ind+4; j++ {
		}
		i, lastEnd = j-1, j-1
		e := b.String()
		if len(e) > indexEntryLimit {
			e = snip.Cut(e, indexEntryLimit, ' ') + "…"
		}
		out = append(out, e)
	}
	return out
}

// isTermLine reports a trimmed line that starts an option entry by its
// own shape: an option word, or a short word then a wide gap.
func isTermLine(t string) bool {
	return strings.HasPrefix(t, "-") && len(t) > 1 && t[1] != ' ' || strings.HasPrefix(t, "+") && len(t) > 1 && t[1] != ' ' ||
		termStart().MatchString(t) && strings.Contains(t, "  ") && len(firstField(t)) <= 12
}

func firstField(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

// squeeze keeps one gap of two spaces between term and description and
// single spaces elsewhere.
func squeeze(s string) string {
	s = strings.ReplaceAll(s, "\t", indexSep)
	var b strings.Builder
	gap := false
	for i, part := range strings.Split(s, indexSep) {
		p := strings.TrimSpace(part)
		if p == "" {
			gap = i > 0
			continue
		}
		if b.Len() > 0 {
			if gap || i > 0 {
				b.WriteString(indexSep)
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(snip.OneLine(p))
		gap = false
	}
	return b.String()
}

// ExcerptInput is what Excerpt quotes from.
type ExcerptInput struct {
	Name, Version string
	// Help is the (cut) --help text, Man the man page's NAME and
	// SYNOPSIS, Index the option index (OptionIndex).
	Help, Man, Index string
	// Flags are the options the command uses ("--sort", "-h", and for a
	// BSD-style ps word the bare letters "a", "u", "x").
	Flags []string
	// Words are the request's words; options whose description shares
	// them are quoted after the flags used.
	Words []string
}

// Excerpt is the part of a command's documentation a refine needs: a
// header with the version, the one-line description and the usage line,
// the entries documenting the flags used, then the entries whose words
// match the request, within limit bytes.
func Excerpt(in ExcerptInput, limit int) string {
	var b strings.Builder
	b.WriteString("### " + in.Name)
	if in.Version != "" {
		b.WriteString(" (" + in.Version + ")")
	}
	b.WriteByte('\n')
	add := func(s string) bool {
		s = strings.TrimRight(s, " \n")
		if s == "" || b.Len()+len(s)+1 > limit {
			return false
		}
		b.WriteString(s + "\n")
		return true
	}
	if d := manDescription(in.Man); d != "" {
		add(d)
	}
	for _, u := range usageLines(in.Help, in.Man) {
		add(u)
	}
	var entries []string
	seen := map[string]bool{}
	for _, l := range append(optionEntries(in.Help), strings.Split(in.Index, "\n")...) {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "words: ") && !seen[l] {
			seen[l] = true
			entries = append(entries, l)
		}
	}
	used := map[int]bool{}
	for _, f := range in.Flags {
		for i, e := range entries {
			if !used[i] && documents(e, f) {
				if add(e) {
					used[i] = true
				}
				break
			}
		}
	}
	// Then the entries that share the rarest words with the request: a
	// word found in many entries ("process" in ps's) says little.
	stems := requestStems(in.Words)
	df := map[string]int{}
	for _, e := range entries {
		l := strings.ToLower(e)
		for _, st := range stems {
			if containsWordPrefix(l, st) {
				df[st]++
			}
		}
	}
	type scored struct {
		i     int
		score float64
	}
	var cand []scored
	for i, e := range entries {
		if used[i] {
			continue
		}
		l := strings.ToLower(e)
		sc := 0.0
		for _, st := range stems {
			if n := df[st]; n > 0 && n <= max(3, len(entries)/6) && containsWordPrefix(l, st) {
				sc += 1 / float64(n)
			}
		}
		sc += termMatch(e, stems)
		if sc > 0 {
			cand = append(cand, scored{i, sc})
		}
	}
	sort.SliceStable(cand, func(a, b int) bool { return cand[a].score > cand[b].score })
	for k, c := range cand {
		if k == maxMatches {
			break
		}
		add(entries[c.i])
	}
	return strings.TrimRight(b.String(), "\n")
}

// termMatch scores an entry whose option or keyword names a request
// word ("%mem" for "memory", "--sort" for "sorted").
func termMatch(entry string, stems []string) float64 {
	term := entry
	if i := strings.Index(entry, indexSep); i > 0 {
		term = entry[:i]
	}
	sc := 0.0
	for _, w := range strings.FieldsFunc(strings.ToLower(term), func(r rune) bool { return !('a' <= r && r <= 'z') }) {
		if len(w) < 3 {
			continue
		}
		for _, st := range stems {
			if strings.HasPrefix(st, w) || strings.HasPrefix(w, st) {
				sc++
			}
		}
	}
	return sc
}

// documents reports whether an index entry documents flag: the flag is
// among the words of its term (before the description gap).
func documents(entry, flag string) bool {
	term := entry
	if i := strings.Index(entry, indexSep); i > 0 {
		term = entry[:i]
	}
	for _, w := range strings.FieldsFunc(term, func(r rune) bool { return r == ' ' || r == ',' || r == '|' || r == '[' || r == ']' || r == '=' }) {
		if w == flag {
			return true
		}
	}
	return false
}

func manDescription(man string) string {
	in := false
	for _, l := range strings.Split(man, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == "NAME":
			in = true
		case in && t != "":
			return t
		}
	}
	return ""
}

// usageLines are the help's usage line and its continuations, or the man
// page's SYNOPSIS lines (at most four).
func usageLines(help, man string) []string {
	lines := strings.Split(help, "\n")
	for i, l := range lines {
		if !strings.Contains(strings.ToLower(l), "usage") {
			continue
		}
		out := []string{strings.TrimRight(l, " ")}
		for j := i + 1; j < len(lines) && len(out) < 4; j++ {
			t := strings.TrimSpace(lines[j])
			if t == "" || isOptionLine(lines[j]) || strings.HasSuffix(t, ":") {
				break
			}
			out = append(out, strings.TrimRight(lines[j], " "))
		}
		return out
	}
	var out []string
	in := false
	for _, l := range strings.Split(man, "\n") {
		t := strings.TrimSpace(l)
		if t == "SYNOPSIS" {
			in = true
			continue
		}
		if in && t != "" && strings.ToUpper(t) == t && !strings.ContainsAny(t, "-[") {
			break
		}
		if in && t != "" && len(out) < 4 {
			out = append(out, "  "+t)
		}
	}
	return out
}

var stopWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("the a an and or of to in on by for with from that this these those all any show list me my i it its is are be what which who how find get give using use most top first last into than then here there each every some files file one two three four five ten only also not but") {
		m[w] = true
	}
	return m
})

// requestStems are the request's content words cut to a crude stem
// ("sorted" → "sort", "memory" → "memor").
func requestStems(words []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range words {
		w = strings.ToLower(strings.Trim(w, `.,;:!?"'()`))
		if len(w) < 3 || stopWords()[w] {
			continue
		}
		for _, suf := range []string{"ing", "ed", "es", "s", "y"} {
			if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
				w = strings.TrimSuffix(w, suf)
				break
			}
		}
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// containsWordPrefix finds stem at the start of a word of text.
func containsWordPrefix(text, stem string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], stem)
		if j < 0 {
			return false
		}
		j += i
		if j == 0 || !isLetter(text[j-1]) {
			return true
		}
		i = j + 1
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
