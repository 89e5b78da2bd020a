package offline

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/caro-sh/caro/platform"
)

// ─────────────────────────── grep ───────────────────────────

// patternMarkers come right before an unquoted term to look for.
var patternMarkers = map[string]bool{
	"containing": true, "contain": true, "contains": true, "contained": true, "with": true, "having": true, "has": true,
	"have": true, "mentioning": true, "mention": true, "mentions": true, "matching": true, "match": true, "matches": true,
	"including": true, "includes": true, "include": true, "say": true, "says": true, "saying": true, "for": true,
	"grep": true, "of": true, "referencing": true, "reference": true, "references": true, "featuring": true, "about": true,
	"hold": true, "holds": true, "holding": true, "show": true, "shows": true, "lacking": true, "lack": true, "lacks": true,
	"flagged": true, "marked": true, "labelled": true, "labeled": true, "tagged": true,
}

// stopPattern ends an unquoted term.
func stopPattern(t tok) bool {
	if t.used || t.kind != kWord && t.kind != kNum {
		return true
	}
	switch t.low {
	case "in", "inside", "within", "from", "of", "across", "throughout", "under", "on", "and", "but", "then", "ignoring",
		"case", "regardless", "with", "that", "which", "please", "anywhere", "everywhere", "recursively", "lines", "line",
		"files", "file", "in?", "only", "just", "show", "print", "count", "into", "at", "to", "so", "also", "insensitive",
		"the", "a", "an", "too":
		return true
	}
	return false
}

// takePattern consumes the term a request looks for: quoted text, a word
// in capitals before "lines", or the words after "containing", "with",
// "for" and the like. Several terms joined by "or" are all of them.
func (u *utt) takePattern() []string {
	if qs := u.kinds(kQuoted); len(qs) > 0 {
		u.sure = true
		var out []string
		for _, i := range qs {
			out = append(out, u.use(i).raw)
			if u.seq(i+1, "or") && i+2 < len(u.t) && u.t[i+2].kind == kQuoted {
				u.use(i + 1)
			}
		}
		u.patternWords()
		return out
	}
	// "grep -rl 404 .": the first operand after grep and its options
	for i := range u.t {
		if u.t[i].low != "grep" || !u.t[i].used {
			continue
		}
		j := i + 1
		for j < len(u.t) && (u.t[j].kind == kFlag || u.t[j].used && u.t[j].kind == kNum) {
			j++ // its options, and their values ("-C 2")
		}
		if u.t[j-1].comma {
			continue // "grep -c: how many lines …": the sentence, not an operand
		}
		if j < len(u.t) && !u.t[j].used && (u.t[j].kind == kWord || u.t[j].kind == kNum) && !functionWord[u.t[j].low] && !structural(u.t[j].low) && u.t[j].low != "for" {
			u.sure = true
			return []string{u.use(j).raw}
		}
	}
	// "the word X", "the string X", "occurrences of X"
	for i := range u.t {
		if !u.seq(i, "word|string|text|term|phrase|pattern|regex|expression|keyword|token|occurrences|occurrence|instances|instance|mentions|appearances") || i+1 >= len(u.t) {
			continue
		}
		if oneOf("each|every|per|all|different|distinct|unique", u.lowAny(i-1)) {
			continue // "how many times does each word appear": a count by word
		}
		j := i + 1
		if u.seq(j, "of") {
			j++
		}
		if j < len(u.t) && !stopPattern(u.t[j]) && !functionWord[u.t[j].low] && !structural(u.t[j].low) {
			if u.seq(i-1, "regular") {
				u.use(i - 1) // "the regular expression x"
			}
			u.useN(i, j-i)
			u.sure = true // "the word x"
			if p := u.phraseRun(j); p != nil {
				return p
			}
			return u.patternRun(j)
		}
	}
	if p := u.appearPattern(); p != nil {
		return p
	}
	for i := range u.t {
		if u.t[i].used || u.t[i].kind != kWord || !patternMarkers[u.t[i].low] {
			continue
		}
		j := i + 1
		for u.seq(j, "the|a|an") || u.seq(j, "word|string|text|term|phrase") || j < len(u.t) && u.t[j].used && u.t[j].kind == kWord && oneOf("the|a|whole|exact|complete|entire|separate|word|either", u.t[j].low) {
			j++ // "containing the whole word x": read before
		}
		if j >= len(u.t) || stopPattern(u.t[j]) && !(u.t[j].kind == kWord && u.t[j].caps) || u.t[j].kind == kNum && u.lowAny(i) != "with" && u.lowAny(i) != "grep" && !patternMarkers[u.lowAny(i)] {
			continue
		}
		if u.t[j].low == "line" || u.t[j].low == "lines" || u.t[j].low == "numbers" || functionWord[u.t[j].low] && !u.t[j].caps || structural(u.t[j].low) && !u.t[j].caps {
			continue
		}
		u.useN(i, j-i)
		if u.lowAny(i) == "for" && u.said("search", "searching", "look", "looking", "grep", "hunt", "scan", "check") || u.lowAny(i) == "grep" {
			u.sure = true // "search for x": x is the term, whatever it is
		}
		if p := u.phraseRun(j); p != nil {
			return p
		}
		return u.patternRun(j)
	}
	// "ERROR lines", "show the TODO entries"
	for i, t := range u.t {
		if !t.used && t.kind == kWord && t.caps && !knownWord(t.low) && extWords[t.low] == "" {
			u.use(i)
			return []string{t.raw}
		}
	}
	return nil
}

// phraseRun reads the term after "the phrase" (read before j) as the
// words up to the clause's end: "the phrase policy number, not the lines"
// is "policy number". Nil when "phrase" is not there or one word follows.
func (u *utt) phraseRun(j int) []string {
	if j < 1 || u.t[j-1].low != "phrase" && u.t[j-1].low != "phrases" {
		return nil
	}
	k := j
	for !u.t[k].comma && k+1 < len(u.t) && !stopPattern(u.t[k+1]) && u.t[k+1].kind == kWord {
		k++
	}
	if k == j {
		return nil
	}
	words := make([]string, 0, k-j+1)
	for n := j; n <= k; n++ {
		words = append(words, u.use(n).raw)
	}
	u.sure = true
	u.patternWords()
	return []string{strings.Join(words, " ")}
}

// patternRun consumes the term starting at j (one word, or words joined
// by "or"), and the words that only say it is a term.
func (u *utt) patternRun(j int) []string {
	out := []string{u.use(j).raw}
	// "have Miles Davis on them": a name of several capitalised words
	for j > 0 && titleWord(u.t[j]) && !u.t[j].comma && j+1 < len(u.t) && !u.t[j+1].used && titleWord(u.t[j+1]) && !knownWord(u.t[j+1].low) {
		out[0] += " " + u.use(j+1).raw
		j++
	}
	for u.seq(j+1, "or") && j+2 < len(u.t) && !stopPattern(u.t[j+2]) {
		u.use(j + 1)
		out = append(out, u.use(j+2).raw)
		j += 2
	}
	u.patternWords()
	return out
}

// titleWord reports whether t is a word with a capital first letter
// and small ones after it ("Miles").
func titleWord(t tok) bool {
	if t.kind != kWord || len(t.raw) < 2 {
		return false
	}
	r := []rune(t.raw)
	return unicode.IsUpper(r[0]) && strings.IndexFunc(string(r[1:]), func(c rune) bool { return !unicode.IsLower(c) }) < 0
}

// patternWords consumes the words that say a pattern is one.
func (u *utt) patternWords() {
	u.takeAll("=word", "=string", "=text", "=term", "=phrase", "=pattern", "=keyword", "=in", "=it", "=them")
}

// unmarkedPattern: "the error lines of app.log", "count warning lines":
// a word before "lines" that the file holds.
func (u *utt) unmarkedPattern(f string) []string {
	for i, t := range u.t {
		if t.used || t.kind != kWord || !(u.low(i+1) == "lines" || u.low(i+1) == "line" || u.low(i+1) == "entries" || u.low(i+1) == "messages") {
			continue
		}
		if fillerWords[t.low] || structural(t.low) || knownWord(t.low) && !u.holds(f, t.low) ||
			oneOf("many|much|few|more|most|less|fewer|some|any|all|total|other|remaining", t.low) {
			continue // "how many lines": a count, no term
		}
		if u.holds(f, t.low) {
			u.use(i)
			return []string{t.raw}
		}
	}
	// "find fov in game.ini": the word between the verb and the file,
	// when the file holds it
	for i, t := range u.t {
		if t.used || t.kind != kWord || i == 0 || i+2 >= len(u.t) || !oneOf("find|search|grep|spot", u.lowAny(i-1)) ||
			!oneOf("in|inside|within", u.lowAny(i+1)) || u.t[i+2].raw != f || fillerWords[t.low] || structural(t.low) {
			continue
		}
		if u.holds(f, t.low) {
			u.use(i)
			return []string{t.raw}
		}
	}
	// "find error with line numbers in app.log", "show only the errors
	// from app.log", "how many errors are in app.log": the word after
	// the verb, when the file holds it (or the one of its plural)
	for i, t := range u.t {
		if t.used || t.kind != kWord || fillerWords[t.low] || structural(t.low) || functionWord[t.low] || t.caps {
			continue
		}
		k := i - 1
		for k >= 0 && u.seq(k, "only|just|all|the|any") {
			k--
		}
		// "errors in app.log" (the word first, a plural of one the file
		// holds), "the last 10 errors in app.log" (after a limit)
		first := k < 0 && i == 0 && strings.HasSuffix(t.low, "s") && !knownWord(t.low)
		limited := k >= 0 && (oneOf("first|last|final", u.lowAny(k)) || u.t[k].kind == kNum && oneOf("first|last|final", u.lowAny(k-1)))
		if !first && (k < 0 || !limited && !oneOf("find|search|grep|spot|show|print|list|count|many|display", u.lowAny(k))) ||
			!oneOf("from|in|inside|within|with|ignoring|are|is|there", u.lowAny(i+1)) {
			continue
		}
		// "how many cities in people.csv" where city is a column of its
		// header: the column's values, no term to look for
		if d := u.fileDelim(f); d != "" && d != " " {
			named := false
			for _, h := range u.headerNames(f, d) {
				named = named || h == t.low || h == singular(t.low)
			}
			if named {
				continue
			}
		}
		// "errors" in a file that says "error" (and "errors"): the
		// singular, which finds both
		w := t.raw
		if s := singular(t.low); s != t.low && u.holds(f, s) && (!u.holds(f, w) || strings.Count(u.content(f).lower, s) > strings.Count(u.content(f).lower, t.low)) {
			w = s // held on its own too, not only inside the plural ("paris" is no "pari")
		} else if !u.holds(f, w) {
			continue
		}
		u.use(i)
		return []string{w}
	}
	return nil
}

// fileText is the first megabyte of file f here, and whether it could be
// read.
func fileText(p *platform.Info, f string) (string, bool) {
	if p == nil || p.Cwd == "" || f == "" {
		return "", false
	}
	fh, err := os.Open(filepath.Join(p.Cwd, f))
	if err != nil {
		return "", false
	}
	defer fh.Close()
	b, err := io.ReadAll(io.LimitReader(fh, 1<<20))
	if err != nil {
		return "", false
	}
	return string(b), true
}

// fileRead is a file's text as the intents read it, once a request.
type fileRead struct {
	text, lower string
	ok          bool
}

func (u *utt) content(f string) fileRead {
	return cached(u, "text\x00"+f, func() fileRead {
		text, ok := fileText(u.plat, f)
		return fileRead{text, strings.ToLower(text), ok}
	})
}

// holds reports whether file f here holds the word (in any case), in
// its first megabyte: the file is read once a request.
func (u *utt) holds(f, word string) bool {
	r := u.content(f)
	return r.ok && strings.Contains(r.lower, strings.ToLower(word))
}

// iGrep: lines matching a pattern in files or a tree, with grep's
// options in words.
// charsInFiles reads "files containing spaces", "files with
// underscores": a kind of character the files hold, said with no place,
// is as often in their names as in their text (and is no word to grep).
func (u *utt) charsInFiles() bool {
	if !u.said("file", "files", "document", "documents") || u.said("line", "lines", "row", "rows", "name", "names", "filename", "filenames", "text", "contents", "content", "inside") {
		return false
	}
	for i, t := range u.t {
		if t.kind == kWord && i > 0 && oneOf("spaces|tabs|underscores|dashes|hyphens|commas|dots|periods|digits|numbers|capitals|semicolons|colons|brackets|parentheses|quotes|apostrophes|emojis|symbols|accents", t.low) &&
			oneOf("containing|contain|contains|with|having|have|has", u.t[i-1].low) {
			return true
		}
	}
	return false
}

func iGrep(u *utt) *answer {
	if !u.dosSearch() || u.searchPathAsked() || u.inPathList() || u.charsInFiles() {
		return nil
	}
	anyFile := u.filesAsked()
	files := u.takeFiles()
	dir := ""
	if len(files) == 0 {
		dir = u.takeDir()
		if strings.ContainsAny(dir, "*?") {
			// "in docs/*.txt": the files the glob names, for the shell
			files, dir = []string{dir}, ""
		}
	}
	// options typed as grep's own
	opts := map[rune]bool{}
	for i, t := range u.t {
		if t.used || t.kind != kFlag || strings.HasPrefix(t.low, "--") {
			continue
		}
		ok := true
		for _, c := range t.raw[1:] {
			if !strings.ContainsRune("rRinvclwoFEHLx", c) {
				ok = false // "-C 2" is context, no count
			}
		}
		if ok {
			for _, c := range t.raw[1:] {
				opts[c] = true
			}
			u.use(i)
		}
	}
	for i := range u.t {
		if u.seq(i, "name|names|filename|filenames|named", "contain|contains|containing|with|has|have|including|includes|matching|matches|like") ||
			u.seq(i, "name|names|filename|filenames", "start|starts|begin|begins|end|ends") {
			// "whose names start with q": a file's name, not its text (iFind)
			return nil // a file's name, not its text (iFind)
		}
	}
	for i := range u.t {
		// "list files with details", "show files with their dates": what
		// a listing shows of each file, not a word in them (iList)
		if n, ok := u.phraseAt(i, []string{"files|file|folders|directories|dirs|ones|everything", "with|including|showing", "their|the|its|all?",
			"details|detail|dates|date|sizes|size|permissions|perms|timestamps|times|owners|owner|info|information|attributes|metadata"}); ok && (i+n == len(u.t) || u.t[i+n-1].comma || u.seq(i+n, "and|sorted|by|in|of")) {
			return nil
		}
		// "files with spaces in their names", "with a dash in the name":
		// a mark in a file's name, not in its text (iFind)
		if u.seq(i, "in", "their|the|its|a", "name|names|filename|filenames") || u.seq(i, "in", "name|names|filename|filenames") {
			return nil
		}
		// "files whose name has the word x"
		if u.seq(i, "whose|where|which", "name|names|filename|filenames") {
			return nil
		}
	}
	sensitive, ignore := u.caseRule()
	if sensitive && opts['i'] {
		return nil
	}
	ignore = ignore || opts['i']
	ctxFlag, ctxN, ctxPat := u.grepContext()
	if ctxFlag < 0 {
		return nil
	}
	// "the first 3 lines that contain x", "the last match of x": the
	// matching lines, cut to the first or last few
	limit, end := 0, ""
	window := false // "in the last 100 lines of x": the lines searched, not the matches shown
	for i := range u.t {
		if !u.seq(i, "first|last|final") {
			continue
		}
		if k := i - 1; u.seq(k, "in|within|among|from|over|across|inside") || u.seq(k, "the") && u.seq(k-1, "in|within|among|from|over|across|inside") {
			if j := i + 1; j+1 < len(u.t) && !u.t[j].used && u.t[j].kind == kNum && u.t[j].num >= 1 && u.t[j].num == float64(int(u.t[j].num)) && u.seq(j+1, "lines|line|rows") {
				limit, end, window = int(u.t[j].num), "head", true
				if !u.seq(i, "first") {
					end = "tail"
				}
				u.useN(i, 3)
				if u.seq(k, "the") {
					k--
				}
				u.useN(k, i-k)
				break
			}
			return nil // "in the last lines of x": how many?
		}
		j, n := i+1, 1
		if j < len(u.t) && !u.t[j].used && u.t[j].kind == kNum && u.t[j].num >= 1 && u.t[j].num == float64(int(u.t[j].num)) {
			n = int(u.t[j].num)
			j++
		}
		if !u.seq(j, "lines|matches|hits|occurrences|results|line|match|hit|occurrence|result|one|ones") || n == 1 && j == i+1 && !u.seq(j, "line|match|hit|occurrence|result|one") {
			// "the last 10 errors in x.log", "the first warning in x":
			// the lines that hold the word, which stays as the term
			if len(files) == 1 && j < len(u.t) && !u.t[j].used && u.t[j].kind == kWord && !knownWord(u.t[j].low) && len(u.t[j].low) > 2 &&
				(n > 1 && strings.HasSuffix(u.t[j].low, "s") || n == 1 && j == i+1 && !strings.HasSuffix(u.t[j].low, "s")) &&
				(oneOf("in|from|of", u.lowAny(j+1)) || j+1 == len(u.t)) && u.holds(files[0], singular(u.t[j].low)) {
				limit, end = n, "head"
				if !u.seq(i, "first") {
					end = "tail"
				}
				u.useN(i, j-i)
				break
			}
			continue // "the first lines with x": how many?
		}
		limit, end = n, "head"
		if !u.seq(i, "first") {
			end = "tail"
		}
		u.useN(i, j-i+1)
		break
	}
	for i := range u.t {
		// "either ERROR or WARNING": the two terms, either of them
		if u.seq(i, "either") && i+2 < len(u.t) && u.seq(i+2, "or") {
			u.use(i)
			break
		}
	}
	alone := false
	for i := range u.t {
		// "the word cat alone, not catalog": cat as a whole word
		if u.seq(i, "word") && u.seq(i+2, "alone") && i+1 < len(u.t) && !u.t[i+1].used {
			w := u.t[i+1].low
			u.use(i + 2)
			if u.seq(i+3, "not") && i+4 < len(u.t) && u.t[i+4].kind == kWord && strings.HasPrefix(u.t[i+4].low, w) && u.t[i+4].low != w {
				u.useN(i+3, 2)
			}
			alone = true
			break
		}
	}
	if u.has("=comments", "=comment") {
		// "(comments) start with #": what a comment is, said again
		for i := 0; i+2 < len(u.t); i++ {
			if oneOf("start|starts|begin|begins|starting|beginning", u.t[i].low) && u.t[i+1].low == "with" && (u.t[i+2].low == "#" || u.t[i+2].low == "hash") {
				u.useN(i, 3)
				if i > 0 && oneOf("comment|which|that", u.t[i-1].low) {
					u.use(i - 1)
				}
				break
			}
		}
	}
	early := u.appearPattern()
	for i := 0; early == nil && i+1 < len(u.t); i++ {
		// "lines that mention output": the term, though it is also a
		// word for showing (which the verb below would take)
		if u.seq(i, "mention|mentions|mentioning|containing|contain|contains|say|says|saying") && !u.t[i+1].used && u.t[i+1].kind == kWord &&
			u.word(i+1, "show", "content") && len(files) > 0 && u.holds(files[0], u.t[i+1].low) {
			early = []string{u.use(i + 1).raw} // the marker stays, for a negation before it
		}
	}
	if ctxPat != "" {
		early = []string{ctxPat}
	}
	grepSaid := u.take("=grep", "=egrep", "=rg", "=ack")
	// "delete the lines with x": the matching lines go
	deleting := u.has("=delete", "=remove", "=erase") && u.has("line") && !u.has("=rid")
	// "…, but just print the result": the lines that stay, shown
	deleteShown := deleting && u.said("print", "show", "display", "output", "preview")
	if deleting {
		u.take("=delete", "=remove", "=erase")
	}
	// a negation before the word that marks the term: the marker stays
	// for takePattern
	invert := false
	for i := range u.t {
		k := i
		if u.seq(k, "do|does|did") {
			k++
		}
		if u.seq(k, "not|never") && k+1 < len(u.t) && !u.t[k+1].used && patternMarkers[u.t[k+1].low] {
			u.useN(i, k-i+1)
			invert = true
			break
		}
	}
	for i := 0; !invert && i+6 < len(u.t); i++ {
		// "which emails in emails.txt are NOT example.com ones?": the
		// lines that are not of that kind, one to a line
		if !u.seq(i, "which|what") || u.t[i+1].used || u.t[i+1].kind != kWord || !strings.HasSuffix(u.t[i+1].low, "s") || structural(u.t[i+1].low) || knownWord(u.t[i+1].low) ||
			!oneOf("in|of|from", u.lowAny(i+2)) || u.t[i+3].kind != kFile || !u.seq(i+4, "are", "not") {
			continue
		}
		x := u.t[i+6]
		e := i + 7
		if u.seq(e, "ones") || u.seq(e, u.t[i+1].low) {
			e++
		}
		if x.used || x.kind != kWord && x.kind != kQuoted || oneOf("comments|comment|empty|blank|unique|duplicates|sorted", x.low) || e != len(u.t) {
			break
		}
		u.useN(i, 2)
		u.useN(i+4, 2)
		if e > i+7 {
			u.use(i + 7)
		}
		u.t[i+5].used = false
		u.t[i+5].low, u.t[i+5].raw, u.t[i+5].lem = "containing", "containing", ""
		invert = true
	}
	for i := range u.t {
		// "the lines that are not Miles Davis": those without the term
		if !invert && u.seq(i, "that|which", "are|is", "not") && oneOf("lines|line|ones|rows", u.lowAny(i-1)) && i+3 < len(u.t) && !u.t[i+3].used && u.t[i+3].kind == kWord && !knownWord(u.t[i+3].low) {
			u.useN(i, 2)
			u.t[i+2].low, u.t[i+2].raw, u.t[i+2].lem = "containing", "containing", ""
			invert = true
		}
	}
	for i := range u.t {
		// "except the logs folder", "excluding .md files": files or
		// folders left out of the search, not lines without the term
		if !u.seq(i, "except|excluding|exclude|skip|skipping|omitting") && !u.seq(i, "not", "in|under|inside") {
			continue
		}
		j := i + 1
		for u.seq(j, "the|all|any|for|in|under|inside|those|that") {
			j++
		}
		if j < len(u.t) && (u.t[j].kind == kExt || u.t[j].kind == kPath || u.t[j].kind == kFile || u.t[j].dir ||
			u.t[j].kind == kWord && u.seq(j+1, "folder|folders|directory|directories|dir|dirs|subfolder|subfolders|files")) {
			return nil
		}
	}
	for i := range u.t {
		// "everything in x but the buy lines": all lines save those
		if !invert && u.seq(i, "but|except|bar|save") && u.seq(i+1, "the|any|those") && i+3 < len(u.t) && !u.t[i+2].used && (u.t[i+2].kind == kWord || u.t[i+2].kind == kQuoted) &&
			u.seq(i+3, "line|lines|ones|rows|entries") && (i+4 == len(u.t) || u.t[i+3].comma) {
			u.useN(i, 2)
			invert = true
		}
	}
	if !invert {
		invert = u.takeSeq("filter|strip|leave|weed|cut|take|throw|keep", "out") || u.takeSeq("get", "rid", "of") || u.take("=hide", "=hiding", "=skip", "=skipping", "=omit", "=omitting", "=suppress", "=drop", "=dropping", "=ignore", "=ignoring") ||
			u.takeSeq("other", "than") || u.takeSeq("except", "for") || u.take("=except", "=excluding", "=exclude", "=minus") || u.takeSeq("no")
		if !invert && u.has("=without", "=lacking") {
			// "without X": the word stands for the marker
			for i := range u.t {
				if u.seq(i, "without|lacking") && !u.seq(i+1, "changing|touching|modifying|editing|altering|saving|overwriting|writing|updating") {
					u.t[i].low = "containing"
					u.t[i].raw = "containing"
					u.t[i].lem = ""
					invert = true
					break
				}
			}
		}
	}
	occurrences := u.has("=times", "=occurrences", "=occurrence", "=instances", "=instance", "=appearances") && (u.has("count", "=number") || u.seq(0, "how", "many") || u.has("=many"))
	if occurrences {
		u.takeAll("=times", "=occurrences", "=occurrence", "=instances", "=instance", "=appearances")
	}
	// "(only) where it stands as a whole word", "that have art as a word of its own"
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"where|when", "it|they", "stands|stand|is|are|appears|appear|occurs|occur|comes|come"}); ok && n == 3 && u.seq(i+3, "as") {
			u.useN(i, 3)
		}
	}
	// "the lines where timeout is a whole word": the term, as a word
	var whereWord []string
	for i := range u.t {
		if !u.seq(i, "where|when") || i+2 >= len(u.t) || u.t[i+1].used || u.t[i+1].kind != kWord || functionWord[u.t[i+1].low] || structural(u.t[i+1].low) || fillerWords[u.t[i+1].low] {
			continue
		}
		if n, ok := u.phraseAt(i+2, []string{"is|appears|stands|occurs|comes", "as?", "a|the?", "whole|complete|entire|separate", "word"}); ok && u.seq(i+1+n, "word") {
			whereWord = []string{u.t[i+1].raw}
			u.useN(i, n+2)
			break
		}
	}
	wholeWord := whereWord != nil || u.takePhrase("as?", "a|the?", "whole|exact|complete|entire|separate", "word|words", "only?") || u.takeSeq("as", "a", "word", "of", "its|their", "own") || u.takeSeq("as", "a", "word") || alone ||
		u.onItsOwn()
	wholeWord = u.notLonger() || wholeWord
	for i := range u.t {
		if u.seq(i, "on", "its|their", "own") {
			return nil // "error on its own (line)": a whole word, or a whole line?
		}
	}
	if wholeWord {
		// "…, not inside words like party or start": the whole word, said again
		for i := range u.t {
			if !u.seq(i, "not|never") || !u.seq(i+1, "inside|in|within|part") {
				continue
			}
			j := i + 2
			for j < len(u.t) && j < i+5 && !u.seq(j, "words|word") {
				j++
			}
			if !u.seq(j, "words|word") {
				break
			}
			for j < len(u.t) && !u.t[j].used && u.t[j].kind == kWord && !u.t[j].comma {
				j++
			}
			if j == len(u.t) || u.t[j].comma && j < len(u.t) {
				if j < len(u.t) {
					j++
				}
				u.useN(i, j-i)
			}
			break
		}
	}
	// "lines that are exactly 'buy milk'", "lines exactly matching x":
	// the whole line is the term (-x)
	wholeLine := opts['x']
	for i := range u.t {
		if !u.seq(i, "exactly|precisely") || !u.said("line", "lines", "row", "rows", "entries", "entry") {
			continue
		}
		j := i + 1
		for u.seq(j, "match|matching|matches|equal|equals|to|the") {
			j++
		}
		if j < len(u.t) && !u.t[j].used && (u.t[j].kind == kQuoted || u.t[j].kind == kWord && !structural(u.t[j].low) && !fillerWords[u.t[j].low]) {
			u.use(i)
			wholeLine = true
			break
		}
	}
	if !wholeLine {
		for i := range u.t {
			if u.seq(i, "exact|exactly|precisely") && !u.seq(i+1, "word|words|phrase|string|text|case|same") {
				return nil // "exactly" of something -x or -w does not say here
			}
		}
	}
	again := u.termAgain()
	searched := u.take("find", "=search", "=look", "=scan", "=check", "=hunt", "=locate")
	verb := searched || u.take("show", "=extract", "=pull", "=grab", "=keep", "=select", "=pick")
	u.takeSeq("look", "for")
	// lines by their form: blank ones, comments
	regex := false
	var pats []string
	switch {
	case u.has("empty", "=blank", "=whitespace") && u.has("line") || u.has("=non-empty", "=nonempty", "=non-blank", "=nonblank"):
		for i := range u.t {
			if u.seq(i, "empty|blank|non-empty|nonempty", "ones|one") && (u.said("file", "files") || len(u.kinds(kExt)) > 0) {
				return nil // "the lines in every txt file except empty ones": empty files, or lines?
			}
		}
		if u.take("=non-empty", "=nonempty", "=non-blank", "=nonblank") || u.takeSeq("non", "empty|blank") || u.takeSeq("not", "empty|blank") {
			invert = !invert
		}
		u.take("empty", "=blank", "=whitespace")
		u.takeAll("=only", "=whitespace", "=spaces", "=containing")
		pats, regex = []string{"^[[:space:]]*$"}, true
	case u.has("=comment", "=comments", "=commented") && u.has("line", "=comment", "=comments") && len(u.kinds(kQuoted)) == 0:
		if u.takeSeq("not", "comments|comment|commented") || u.takeSeq("are", "not", "comments") {
			invert = !invert
		}
		u.take("=comment", "=comments", "=commented")
		u.takeAll("=out", "=are", "=containing")
		u.takePhrase("the?", "ones|lines", "that?", "starting|beginning|start|begin", "with", "#|a|the?", "hash|pound|#?")
		u.takePhrase("starting|beginning", "with", "#|hash|pound|a")
		pats, regex = []string{"^[[:space:]]*#"}, true
	case whereWord != nil:
		pats = whereWord
		u.sure = true
	case early != nil:
		pats = early
	case u.startEnd() != "":
		pats, regex = []string{u.startEnd()}, true
		if u.notBeforeStartEnd() {
			// "lines that don't start with #"; "files that don't
			// start with r" are names, not lines
			if !u.said("line", "lines", "row", "rows") || u.said("file", "files", "folder", "folders", "filenames", "names", "directories", "dirs") {
				return nil
			}
			invert = !invert
		}
		u.takeStartEnd()
	default:
		pats = u.takePattern()
		if len(pats) == 0 && len(files) == 1 {
			pats = u.nounParticiple(files[0])
		}
		if len(pats) == 0 && len(files) == 1 {
			w0 := len(u.t) > 0 && !u.t[0].used
			pats = u.unmarkedPattern(files[0])
			// "errors in app.log": the word first is the term, and the
			// lines that hold it are to be shown
			verb = verb || w0 && len(pats) == 1 && u.t[0].used
		}
		if len(pats) == 0 && len(files) == 0 {
			// "count error lines in all log files": the word before
			// "lines", when some file there holds it
			for i, t := range u.t {
				if t.used || t.kind != kWord || !u.seq(i+1, "lines|line|entries|messages") || fillerWords[t.low] || structural(t.low) || knownWord(t.low) ||
					oneOf("many|much|few|more|most|less|fewer|some|any|all|total|other|remaining|empty|blank|long|short|duplicate|unique|same", t.low) {
					continue
				}
				if u.patternSeen([]string{t.raw}, nil, orDot(dir)) {
					u.use(i)
					pats = []string{t.raw}
				}
				break
			}
		}
		if len(pats) == 0 && len(files) == 0 && dir != "" {
			// "find hack anywhere in wiki": the word after the verb
			// (which the files must hold, below)
			for i, t := range u.t {
				// "find fixme notes anywhere in orchard": a noun for what
				// holds the word, between it and the folder
				noun := 0
				if u.seq(i+1, "notes|mentions|markers|remarks|tags") {
					noun = 1
				}
				if !t.used && t.kind == kWord && i > 0 && u.t[i-1].used && oneOf("find|search|grep|scan", u.t[i-1].low) && u.seq(i+1+noun, "in|inside|within|anywhere|everywhere|throughout|across|under") &&
					!fillerWords[t.low] && !structural(t.low) && !functionWord[t.low] && !knownWord(t.low) && !u.namedUnder(dir, t.low) {
					u.useN(i, 1+noun)
					pats = []string{t.raw}
					break
				}
			}
		}
	}
	if len(pats) == 0 || len(pats) == 1 && oneOf("regex|regexp|pattern|expression|string|word|text", strings.ToLower(pats[0])) {
		return nil // "the regex b.y": the term is what follows, which was not read as one
	}
	if len(pats) == 1 {
		for i := range u.t {
			// "somewhere I wrote FIXME": the term, said as what was written
			if u.t[i].used && u.t[i].raw == pats[0] && u.seq(i-1, "wrote|typed|jotted|noted|put") && u.seq(i-2, "i|we|someone|somebody") {
				u.useN(i-2, 2)
				u.takeSeq("down")
			}
		}
		for i := range u.t {
			// "any .net addresses": what the lines holding the term are
			if u.t[i].used && u.t[i].raw == pats[0] && u.seq(i+1, "addresses|address|emails|email|domains|urls|links|hosts|sites|accounts") {
				u.use(i + 1)
			}
			// "the lines for the fixed costs": a plural noun after the
			// term, at the end, for what the lines are, which the file
			// does not hold (else "fixed costs" may be the text)
			// (the lines said, and the term in the file: "check x for
			// spelling mistakes" is no search for "spelling")
			if u.t[i].used && u.t[i].raw == pats[0] && i+2 == len(u.t) && len(files) == 1 && u.holds(files[0], pats[0]) && u.said("lines", "line", "rows", "entries") {
				n := u.t[i+1]
				if !n.used && n.kind == kWord && strings.HasSuffix(n.low, "s") && len(n.low) > 3 && !knownWord(n.low) && !structural(n.low) &&
					!u.holds(files[0], singular(n.low)) {
					u.use(i + 1)
				}
			}
		}
	}
	if again != "" {
		// the apposition's word is the term: pat said another way
		// ("mentions pruning"), or the same
		switch {
		case len(pats) != 1 || regex:
			return nil
		case strings.EqualFold(again, pats[0]):
		case len(again) >= 4 && len(pats[0]) >= 4 && strings.EqualFold(again[:4], pats[0][:4]):
			pats, u.sure = []string{again}, true
		default:
			return nil // two terms
		}
	}
	if opts['v'] {
		invert = true
	}
	for i, t := range u.t {
		// "open x.txt with cat", "read it using less": the tool to show
		// it with, not a term ("lines with cat" marks it: termNotVerb)
		if len(pats) == 1 && !t.term && t.kind == kWord && t.raw == pats[0] && i > 0 && oneOf("with|using|via", u.t[i-1].low) && (commonCommands[t.low] || contains(lexicon()[t.low], "show")) {
			return nil
		}
	}
	if !regex && !u.sure && !u.patternSeen(pats, files, orDot(dir)) {
		// "warnings" in a file that says "warning": the word, not its plural
		if len(pats) != 1 || singular(pats[0]) == pats[0] || !u.patternSeen([]string{singular(pats[0])}, files, orDot(dir)) {
			return nil
		}
		pats = []string{singular(pats[0])}
	}
	// "the word error in x.log, any case": a request that names only the
	// word to find, and where
	wordFirst := u.sure && len(files) > 0 && (oneOf("word|string|term|phrase", u.lowAny(0)) || u.lowAny(0) == "the" && oneOf("word|string|term|phrase", u.lowAny(1)))
	if !grepSaid && !searched && !anyFile && limit == 0 && !wordFirst && !u.has("line", "contain") && (len(files) == 0 || !verb && !occurrences && early == nil && !invert && !u.has("count")) && !u.has("=files", "=file", "where") {
		return nil // "print HOME" is no search
	}
	// whole word (read before the term, whose words "word" would take)
	word := opts['w'] || wholeWord
	if len(pats) == 1 && !regex {
		// "grep x.log for alert but only the actual word alert": the
		// term said twice, the second time as the word itself
		for i := range u.t {
			if u.t[i].used || u.t[i].kind != kWord || !strings.EqualFold(u.t[i].raw, pats[0]) || !u.seq(i-1, "for") && !oneOf("word|words", u.lowAny(i-1)) {
				continue
			}
			again := false
			for k := range u.t {
				again = again || k != i && u.t[k].used && strings.EqualFold(u.t[k].raw, pats[0])
			}
			if !again {
				break
			}
			u.use(i)
			for k := range u.t {
				// "… for alert, but only the word alert": narrowed to the word
				if u.t[k].used && oneOf("word|words", u.t[k].low) && k+1 < len(u.t) && strings.EqualFold(u.t[k+1].raw, pats[0]) &&
					(oneOf("only|just|but", u.lowAny(k-1)) || oneOf("only|just|but", u.lowAny(k-2)) || oneOf("only|just|but", u.lowAny(k-3))) {
					word = true
				}
			}
			break
		}
		for i := range u.t {
			// "the actual word alert", "the real word": the word itself
			if u.seq(i, "actual|real") && i+1 < len(u.t) && oneOf("word|words", u.t[i+1].low) && i+2 < len(u.t) && strings.EqualFold(u.t[i+2].raw, pats[0]) {
				u.use(i)
				word = true
			}
		}
	}
	if len(pats) == 1 && !regex && u.wordOnlyClause(pats[0], word || u.said("word")) {
		word = true // "…, not tea inside other words", "the word plan, but not planner"
	}
	for i := range u.t {
		if u.seq(i, "where") && (oneOf("lines|line|rows|ones", u.lowAny(i-1)) || i > 2 && u.t[i-1].kind == kFile && oneOf("in|of|from", u.lowAny(i-2)) && oneOf("lines|line|rows", u.lowAny(i-3))) {
			u.use(i) // "the lines where x appears": which lines, not their numbers
		}
	}
	numbered := opts['n'] || u.numbered() || u.takeSeq("which|what", "line|lines") || u.takeSeq("on", "which|what", "line|lines") || u.take("where", "=position", "=positions")
	if numbered {
		u.take("where") // "line numbers where x appears"
	}
	filesOnly := opts['l'] || opts['L']
	if opts['L'] {
		if opts['v'] {
			return nil // -vL: files with no line that lacks it, which is no question asked here
		}
		invert = true
	}
	howMany := u.takeSeq("how", "many")                       // "grep -c: how many lines …", "count how many lines …": both say it
	counted := u.take("count", "=number", "=tally", "=total") // (each is read)
	counting := opts['c'] || howMany || counted
	occurrences = occurrences && counting
	if occurrences {
		u.takeAll("=does", "=appear", "=appears", "=occur", "=occurs", "=show", "=shows", "=up", "=come", "=comes", "=turn", "=turns")
	}
	recursive := opts['r'] || opts['R'] || u.recursive() || u.takeSeq("all", "files") || u.takeSeq("every", "file") || u.takeSeq("all", "the", "files") || u.takeSeq("each", "file") ||
		u.takeSeq("all", "subfolders") || u.takeSeq("everywhere") || u.takeSeq("whole", "project") || u.takeSeq("entire", "project")
	if recursive {
		// "…, looking in all the subfolders": the search down the tree,
		// said as where to look (a clause of its own, to the end)
		for i := 1; i+2 < len(u.t); i++ {
			if !u.seq(i, "looking|searching|going|digging") || !oneOf("in|through|into|under|inside", u.lowAny(i+1)) || !u.t[i-1].comma && !u.t[i-1].used {
				continue
			}
			down := false
			for k := i + 2; k < len(u.t); k++ {
				if !u.t[k].used && !fillerWords[u.t[k].low] {
					down = false
					break
				}
				down = down || u.t[k].used && contains(lexicon()[u.t[k].low], "recurse")
			}
			if down {
				u.useN(i, 2)
			}
			break
		}
	}
	ext := ""
	extFiles := false // "which .md files": their names
	if es := u.kinds(kExt); len(es) == 1 {
		ext = u.val(es[0]).val
		if u.seq(es[0]+1, "files") && u.seq(es[0]-1, "all|every|each|in|across|through|the") && !u.seq(0, "list") && !u.has("=which", "=names", "=filenames") {
			u.use(es[0] + 1) // "in all log files": where to search, not that their names are asked
		}
		extFiles = strings.HasSuffix(u.t[es[0]].low, " files") && (oneOf("which|what", u.lowAny(es[0]-1)) || u.seq(0, "list"))
		u.use(es[0])
		recursive = true
	} else if len(es) > 1 {
		return nil
	}
	// "show the matching lines with their file names": each line under
	// the name of its file (grep's own when it searches several)
	withNames := false
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"with|plus|showing|including", "their|the|its?", "file?", "names|name|filenames|filename"}); ok && n >= 2 && u.seq(i+n-1, "names|name|filenames|filename") &&
			(oneOf("file|files", u.lowAny(i+n-2)) || u.seq(i+n-1, "filenames|filename")) && u.has("line") {
			u.useN(i, n)
			withNames = true
			break
		}
	}
	if len(files) == 0 && (u.has("=file", "=files", "=filenames", "=names", "=which") || extFiles || anyFile) && !u.has("line") {
		// "which files mention x", "files containing x": names only
		filesOnly = true
		u.takeAll("=file", "=files", "=filenames", "=names", "=name", "=which", "=list", "=of")
	}
	if u.here() || dir == "." {
		dir = "."
		recursive = true
	}
	if dir != "" {
		recursive = true
	}
	if len(files) == 0 && dir == "" {
		dir, recursive = ".", true
	}
	u.takeAll("line", "contain", "=there", "=are", "=is", "=any", "=appear", "=appears", "=occur", "=occurs", "=up", "=the", "=file", "=files", "=in", "=inside", "=within", "=content", "=contents",
		"=status", "=message", "=messages", "=entries", "=entry", "=records", "=record", "=text", "=requests", "=request", "=calls", "=events", "=errors?")
	u.take(showWords...)
	u.takeAll("=all", "=every", "=each", "=that", "=which")
	// "delete the blank lines in x, in place": the edit, said before
	// "place" is read as "put"
	placeSaid := deleting && u.takeInPlace()
	if u.has("first", "last", "sort", "replace", "copy", "move", "unique", "dupe") || u.has("delete") && !deleting {
		return nil
	}
	if invert && occurrences || invert && filesOnly && opts['l'] {
		return nil
	}
	if deleting && (len(files) != 1 || word || window || limit > 0) {
		// "delete every line with x in all log files", "… the whole
		// word x": no edit of one file that sed's address gives here
		return nil
	}
	if deleting && len(files) == 1 && !counting && !filesOnly {
		// "delete the lines with x from f": in the file, unless shown
		place := u.inPlace()
		if placeSaid {
			if place < 0 {
				return nil // "in place" and "don't change the file"
			}
			place = 1
		}
		if place == 0 && deleteShown {
			place = -1
		}
		if place >= 0 {
			// "…, like actually change the file": the edit, said again
			u.takePhrase("and|like?", "actually|really?", "change|edit|modify|alter", "the|it", "file|itself|original?")
			addr := "/" + sedEsc(pats[0]) + "/"
			if regex {
				addr = "/" + pats[0] + "/"
			}
			if len(pats) > 1 || ignore {
				return nil
			}
			if invert {
				return &answer{cmd: sedInPlace(u.plat) + " " + sq(addr+"!d") + " " + quote(files[0]), thought: "sed deletes every line that does not match, in the file itself"}
			}
			return &answer{cmd: sedInPlace(u.plat) + " " + sq(addr+"d") + " " + quote(files[0]), thought: "sed deletes the matching lines in the file itself"}
		}
		invert = !invert
	} else if placeSaid {
		return nil // an edit in place of what sed's address cannot give
	}
	if !ignore && !sensitive && !regex && !grepSaid && len(files) > 0 && u.otherCaseOnly(pats, files) {
		// "lines with blue" where the file says "Blue" and never "blue":
		// the word as said (a dictated word has no case), in any case
		ignore = true
	}
	pat := pats[0]
	several := len(pats) > 1
	// "lines matching ^INFO", "the regex a.*b": a pattern as grep reads one
	regexSaid := u.said("matching", "regex", "regexp", "expression") && strings.ContainsAny(pat, "^$*")
	fixed := opts['F'] || !several && !regex && !opts['E'] && !regexSaid && strings.ContainsAny(pat, `.[]*^$\+?(){}|`)
	var fl strings.Builder
	if recursive {
		fl.WriteString("r")
	}
	if ignore {
		fl.WriteString("i")
	}
	if invert && !filesOnly {
		fl.WriteString("v") // the files without a match: -L, below
	}
	if word {
		fl.WriteString("w")
	}
	if wholeLine {
		if regex || filesOnly && invert {
			return nil
		}
		fl.WriteString("x")
	}
	if fixed {
		fl.WriteString("F")
	} else if opts['E'] {
		fl.WriteString("E") // typed: the pattern is an extended one
	}
	if withNames && (counting || filesOnly) {
		return nil // a count or the names, with the names?
	}
	if opts['H'] || withNames && !recursive && len(files) == 1 {
		fl.WriteString("H")
	}
	if opts['o'] && !occurrences {
		if counting || filesOnly {
			return nil
		}
		fl.WriteString("o")
	}
	pipeCount := false
	if ctxFlag > 0 && (filesOnly || counting || occurrences) {
		return nil // lines around a match are shown, not counted
	}
	switch {
	case filesOnly && invert:
		// "which files don't mention x": those with no line that does
		fl.WriteString("L")
		pipeCount = counting
	case filesOnly && counting && u.said("each", "per"):
		// "how many times does error appear in each log file": a count
		// for each file, not the files counted
		return nil
	case filesOnly && counting:
		// "how many files in logs contain error": the files, counted
		fl.WriteString("l")
		pipeCount = true
	case filesOnly:
		fl.WriteString("l")
	case occurrences:
		fl.WriteString("o")
	case counting && (recursive || len(files) > 1) && u.said("each", "per") && !occurrences:
		// "count lines with error in each log file": a count for each
		// file, under its name (grep -c prints one line per file)
		fl.WriteString("c")
	case counting && (recursive || len(files) > 1):
		pipeCount = true
	case counting:
		fl.WriteString("c")
	case numbered || recursive:
		fl.WriteString("n")
	}
	ctx := ""
	if ctxFlag > 0 {
		ctx = fmt.Sprintf(" -%c %d", ctxFlag, ctxN)
	}
	var b strings.Builder
	if flavor(u.plat, "coreutils") == platform.BusyBox && ext != "" {
		// BusyBox grep has no --include: find picks the files
		fmt.Fprintf(&b, "find %s -type f -name %s -exec grep -H", quote(orDot(dir)), quote("*."+ext))
		b.WriteString(strings.ReplaceAll(fl.String(), "r", ""))
		b.WriteString(ctx + grepPattern(pats, several) + " {} +")
	} else {
		b.WriteString("grep")
		if fl.Len() > 0 {
			b.WriteString(" -" + fl.String())
		}
		if ext != "" {
			b.WriteString(" --include=" + quote("*."+ext))
		}
		b.WriteString(ctx + grepPattern(pats, several))
		if len(files) > 0 {
			b.WriteString(" " + quoteAll(files))
		} else {
			b.WriteString(" " + quote(orDot(dir)))
		}
	}
	cmd := b.String()
	if window {
		// the lines of the file first, then the search in them
		if len(files) != 1 || recursive || filesOnly || ctxFlag > 0 || !strings.HasSuffix(cmd, " "+quote(files[0])) {
			return nil
		}
		cmd = fmt.Sprintf("%s -n %d %s | %s", end, limit, quote(files[0]), strings.TrimSuffix(cmd, " "+quote(files[0])))
		return &answer{cmd: cmd, thought: fmt.Sprintf("%s -n %d keeps those lines; ", end, limit) + grepThought(recursive, ignore, invert, filesOnly, counting, occurrences, numbered)}
	}
	if limit > 0 {
		if occurrences || pipeCount || counting || filesOnly || ctxFlag > 0 || deleting {
			return nil
		}
		cmd += fmt.Sprintf(" | %s -n %d", end, limit)
	}
	if occurrences || pipeCount {
		cmd += " | wc -l"
	}
	return &answer{cmd: cmd, thought: grepThought(recursive, ignore, invert, filesOnly, counting, occurrences, numbered)}
}

// filesAsked reads, before the files and folders are taken, the words
// that ask which files of a folder hold a term when they do not say
// "files": "which recipes in cookbook use butter" (the noun names the
// folder's files; "use" marks the term), "does anything in docs talk
// about rent" ("anything": any file). It consumes "talk about"'s verb
// whatever the rest, and reports whether the files were asked for so.
func (u *utt) filesAsked() bool {
	for i := range u.t {
		// "talk about rent", "speaks of rent": "about" marks the term
		if u.seq(i, "talk|talks|talking|speak|speaks|speaking", "about|of") {
			u.use(i)
		}
	}
	// the folder, after "in", and a verb of what its files say right
	// after it: "does anything in docs end in .pdf" asks of names
	dirAt := func(k int, verbs string) bool {
		return k+1 < len(u.t) && !u.t[k].used && (u.t[k].kind == kPath || u.t[k].kind == kWord && u.t[k].dir) && u.seq(k-1, "in|under|inside|within") &&
			oneOf(verbs, u.t[k+1].low)
	}
	says := "mention|mentions|say|says|talk|talks|speak|speaks|about|reference|references|refer|refers"
	for i := range u.t {
		// "which recipes in bake-recipes use butter": the folder's files
		if u.seq(i, "which|what") && i+1 < len(u.t) && !u.t[i+1].used && u.t[i+1].kind == kWord && strings.HasSuffix(u.t[i+1].low, "s") &&
			!knownWord(u.t[i+1].low) && !u.word(i+1, "dir") && labelWord(u.t[i+1].low, false) && dirAt(i+3, says+"|use|uses|need|needs|require|requires|contain|contains") {
			u.useN(i, 2)
			if u.seq(i+4, "use|uses|need|needs|require|requires") {
				u.t[i+4].low, u.t[i+4].raw, u.t[i+4].lem = "containing", "containing", ""
			}
			return true
		}
	}
	for i := range u.t {
		// "does anything in docs mention rent", "is there anything in
		// docs about rent": any file there
		k := i
		if n, ok := u.phraseAt(i, []string{"does|do|is|are", "there?", "anything|something"}); ok && n >= 2 && u.seq(i+n-1, "anything|something") {
			k = i + n - 1
		} else if i != 0 || !u.seq(i, "anything|something") {
			continue
		}
		if dirAt(k+2, says) {
			u.useN(i, k-i+1)
			return true
		}
	}
	return false
}

// termAgain consumes an apposition that names the term again, after a
// dash or a comma, at the end: "which file mentions pruning - the one
// with the word prune in it". It returns the word it names, which iGrep
// takes for the term when it is another form of the one said ("pruning"
// was said of it, "prune" is what the file holds).
func (u *utt) termAgain() string {
	for i := 1; i+3 < len(u.t); i++ {
		if !(u.t[i-1].kind == kSym && u.t[i-1].low == "-" || u.t[i-1].comma) {
			continue
		}
		n, found := u.phraseAt(i, []string{"the|that?", "one|ones|file|files|line|lines", "with|containing|having|that|which?", "has|have|contains?", "the|a?", "word|term|string"})
		if !found || !u.seq(i+n-1, "word|term|string") || i+n >= len(u.t) || u.t[i+n].used || u.t[i+n].kind != kWord && u.t[i+n].kind != kQuoted {
			continue
		}
		w := u.t[i+n].raw
		e := i + n + 1
		if u.seq(e, "in", "it|them") {
			e += 2
		}
		if e != len(u.t) {
			continue
		}
		u.useN(i, e-i)
		return w
	}
	return ""
}

// nounParticiple reads "orders placed in x.log, how many?": a plural
// noun for what the lines are and a participle that picks them, before
// "in" and the file. The participle is the term when the file holds it
// and every line that holds it names the noun too ("order 101 placed"):
// then the lines with it are the orders placed.
func (u *utt) nounParticiple(f string) []string {
	for i := 0; i+3 < len(u.t); i++ {
		n, p := u.t[i], u.t[i+1]
		if n.used || p.used || n.kind != kWord || p.kind != kWord || n.comma || !strings.HasSuffix(n.low, "s") || !strings.HasSuffix(p.low, "ed") ||
			fillerWords[p.low] || !oneOf("in|from|of", u.lowAny(i+2)) || u.t[i+3].kind != kFile || u.t[i+3].raw != f || i > 0 && !u.t[i-1].comma && !u.seq(i-1, "the|how|many|count|all") {
			continue
		}
		r := u.content(f)
		if !r.ok {
			return nil
		}
		noun, seen := singular(n.low), false
		for _, line := range strings.Split(r.text, "\n") {
			if !strings.Contains(line, p.raw) {
				continue
			}
			if !strings.Contains(strings.ToLower(line), noun) {
				return nil // a line with the participle and no noun: another thing
			}
			seen = true
		}
		if !seen {
			return nil
		}
		u.useN(i, 2)
		u.sure = true
		return []string{p.raw}
	}
	return nil
}

// wordOnlyClause consumes a clause that asks for term as a word of its
// own, not inside longer words: "not tea inside other words (like
// steam)" (the term said again, or a request for the word: wordSaid),
// and, when the request says it wants the word, "(but) not errors or
// terror", longer words that hold the term, left out. The clause ends
// the request or a comma.
func (u *utt) wordOnlyClause(term string, wordSaid bool) bool {
	t := strings.ToLower(term)
	if t == "" || strings.ContainsAny(t, " \t") {
		return false
	}
	ends := func(j int) bool { return j == len(u.t) || j > 0 && u.t[j-1].comma }
	for i := range u.t {
		k := i
		if u.seq(k, "but|and") {
			k++
		}
		if !u.seq(k, "not|never") {
			continue
		}
		j := k + 1
		again := j < len(u.t) && !u.t[j].used && strings.ToLower(u.t[j].raw) == t
		if again {
			j++ // "not tea inside other words"
		}
		// said of the term, or after a request for the word
		if n, ok := u.phraseAt(j, []string{"as?", "inside|in|within|part", "of?", "other|longer|bigger|larger|another?", "words|word"}); ok && u.seq(j+n-1, "words|word") && (again || wordSaid) {
			j += n
			// "like steam", "such as steam or instead": examples, each
			// a longer word that holds the term
			m := -1
			switch {
			case u.seq(j, "like|e.g.|eg"):
				m = j + 1
			case u.seq(j, "such", "as"):
				m = j + 2
			}
			if m >= 0 {
				e, ok := u.holders(m, t)
				if !ok {
					return false
				}
				j = e
			}
			if !ends(j) {
				return false
			}
			u.useN(i, j-i)
			return true
		}
		if !wordSaid || j != k+1 {
			continue
		}
		// "not errors or terror": the longer words that hold it
		if e, ok := u.holders(j, t); ok && ends(e) {
			u.useN(i, e-i)
			return true
		}
	}
	return false
}

// holders reads, from j, unread words that hold t and are longer than
// it, joined by "or", "nor" or "and": the index after them, and whether
// there was one.
func (u *utt) holders(j int, t string) (int, bool) {
	holds := func(k int) bool {
		// as typed: "steam" is no typo of "stream" here
		w := strings.ToLower(u.t[k].raw)
		return k < len(u.t) && !u.t[k].used && u.t[k].kind == kWord && w != t && strings.Contains(w, t)
	}
	if !holds(j) {
		return j, false
	}
	for {
		if u.t[j].comma {
			if j+1 < len(u.t) && holds(j+1) && func() bool {
				// "not tides, tidepool or riptide": a list, which goes on
				// to one joined by "or"
				for k := j + 1; k < len(u.t) && holds(k); k++ {
					if u.seq(k+1, "or|nor|and") && k+2 < len(u.t) && holds(k+2) {
						return true
					}
					if u.t[k].comma {
						continue
					}
					return false
				}
				return false
			}() {
				j++
				continue
			}
			return j + 1, true
		}
		if u.seq(j+1, "or|nor|and") && holds(j+2) {
			j += 2
			continue
		}
		return j + 1, true
	}
}

// otherCaseOnly reports whether the named files here hold the terms only
// in another case: every term is in them in some case, none as typed.
func (u *utt) otherCaseOnly(pats, files []string) bool {
	for _, f := range files {
		if strings.ContainsAny(f, "*?") || !u.content(f).ok {
			return false
		}
	}
	for _, pat := range pats {
		if pat != strings.ToLower(pat) {
			return false // typed with capitals: the case was meant
		}
		in := false
		for _, f := range files {
			r := u.content(f)
			if strings.Contains(r.text, pat) {
				return false
			}
			in = in || strings.Contains(r.lower, pat)
		}
		if !in {
			return false
		}
	}
	return true
}

// dosSearch reads DOS's search commands as grep: "findstr /i alert
// x.log", "find /c: how many lines …": findstr (or find with a switch of
// its own) becomes grep and its switches grep's options. It reports false
// for a switch grep has no match for, and for find /v "" (every line),
// which is no search.
func (u *utt) dosSearch() bool {
	for i := range u.t {
		if u.t[i].used || u.t[i].kind != kWord || !oneOf("findstr|find", u.t[i].low) {
			continue
		}
		dos := u.t[i].low == "findstr"
		j := i + 1
		for ; j < len(u.t) && u.t[j].kind == kPath && len(u.t[j].low) == 2 && u.t[j].low[0] == '/'; j++ {
			letter := map[byte]string{'i': "i", 'v': "v", 'n': "n", 'c': "c", 's': "r", 'm': "l"}[u.t[j].low[1]]
			if letter == "" || letter == "c" && dos || (letter == "r" || letter == "l") && !dos {
				return false // findstr /c:"x" is a term; /s and /m are findstr's
			}
			u.t[j].kind, u.t[j].raw, u.t[j].low = kFlag, "-"+letter, "-"+letter
		}
		if j == i+1 && !dos {
			continue // find without a switch: the verb
		}
		if j < len(u.t) && u.t[j].kind == kQuoted && u.t[j].raw == "" {
			return false // find /v "": every line
		}
		if u.seq(j, "style|way") && u.t[j].comma {
			u.use(j) // "findstr /v style: …": the options, the words after them
		}
		if u.seq(i-1, "like") {
			u.use(i - 1) // "like find /c: …"
		}
		u.t[i].raw, u.t[i].low, u.t[i].lem = "grep", "grep", ""
		break
	}
	return true
}

// namedUnder reports whether a file or folder in dir here has w in its
// name ("find install in wiki" may mean wiki/setup/install.md).
func (u *utt) namedUnder(dir, w string) bool {
	if u.plat == nil || u.plat.Cwd == "" {
		return true
	}
	root := dir
	if !filepath.IsAbs(root) {
		root = filepath.Join(u.plat.Cwd, root)
	}
	found, seen := false, 0
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		seen++
		found = found || seen > 5000 || strings.Contains(strings.ToLower(d.Name()), w)
		if found {
			return filepath.SkipAll
		}
		return nil
	})
	return found
}

// caseRule consumes what a request says of case: sensitive when it must
// match ("case-sensitive", "match case", "exact case", "case matters"),
// ignore when it need not (ignoreCase, "not case sensitive").
func (u *utt) caseRule() (sensitive, ignore bool) {
	caseWord := "case|casing|capitalization|capitalisation|caps|capitals"
	for i := range u.t {
		// "(it) doesn't matter if it's capital letters or not"
		if n, ok := u.phraseAt(i, []string{"does|do?", "not", "matter", "if|whether", "it|they?", "is|are?", "in|written?", "capital|capitals|caps|uppercase|upper|big", "letters|letter|case?", "or", "not|lower|lowercase|small", "letters|case?"}); ok && n >= 6 {
			u.useN(i, n)
			return false, true
		}
		// "whether in capitals or not", "whether it's written in
		// capitals or not", "whether in capital letters or small ones"
		if n, ok := u.phraseAt(i, []string{"whether", "in|written?", "capitals|caps|uppercase|capital", "or", "not"}); ok && u.seq(i+n-1, "not") {
			u.useN(i, n)
			return false, true
		}
		if n, ok := u.phraseAt(i, []string{"whether", "it|they?", "is|are|was|were?", "written|spelled|spelt|typed?", "in", "capitals|caps|uppercase|capital|upper", "letters|case?", "or", "not|lowercase|lower|small", "letters|case|ones?"}); ok && u.seq(i+n-1, "not|lowercase|lower|small|letters|case|ones") {
			u.useN(i, n)
			return false, true
		}
	}
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"not|non", caseWord, "sensitive|sensitively"}); ok && n == 3 {
			u.useN(i, 3)
			return false, true
		}
		n, ok := u.phraseAt(i, []string{caseWord, "sensitive|sensitively|matters|counts|exact|exactly|sensitivity"})
		if !ok || n != 2 {
			n, ok = u.phraseAt(i, []string{"match|matching|respect|respecting|keep|keeping|preserve|preserving|exact|strict|same|honor|honour|observe|observing|with", "the?", caseWord + "|sensitivity", "sensitivity?"})
			ok = ok && n >= 2 && u.seq(i+n-1, caseWord+"|sensitivity") && (u.seq(i+n-1, caseWord) || u.seq(i+n-2, "case"))
		}
		if !ok {
			continue
		}
		if k := i - 1; u.seq(k, "not|no|non|without|ignore|ignoring|never") || u.seq(k-1, "not|no|non|without|ignore|ignoring|never") {
			return false, false // "don't match case": left unread
		}
		u.useN(i, n)
		return true, false
	}
	if u.takePhrase("exactly|just|only|written|spelled|spelt?", "in|as", "all?", "capitals|caps|uppercase|upper-case") {
		return true, false // "ERROR or WARNING, exactly in capitals"
	}
	return false, u.ignoreCase()
}

// grepContext reads the lines around each match a request asks for:
// "2 lines around each error" (-C 2), "3 lines before" (-B 3), "with 5
// lines of context", "-A 2". It returns the option's letter (0 when none
// was asked, -1 when the request asks for context without saying how
// much), the count, and the term when the phrase names it ("around each
// error").
func (u *utt) grepContext() (flag rune, n int, pat string) {
	for i, t := range u.t {
		if t.used {
			continue
		}
		// grep's own: "-C 2", "-A2"
		if t.kind == kFlag && len(t.low) >= 2 && strings.ContainsRune("ABC", rune(t.raw[1])) {
			num := t.raw[2:]
			if num == "" && i+1 < len(u.t) && u.t[i+1].kind == kNum {
				num = u.t[i+1].raw
				u.use(i + 1)
			}
			if v := atoi(num); v > 0 && v < 1000 && fmt.Sprint(v) == num {
				u.use(i)
				return rune(t.raw[1]), v, ""
			}
			return -1, 0, ""
		}
		if t.kind != kNum || t.num != float64(int(t.num)) || t.num < 1 || t.num > 999 || !u.seq(i+1, "line|lines") {
			continue
		}
		j := i + 2
		switch {
		case u.seq(j, "of", "context"):
			flag = 'C'
			j += 2
		case u.seq(j, "around|surrounding|either|near"):
			flag = 'C'
			j++
			if u.seq(j, "side", "of") {
				j += 2
			}
		case u.seq(j, "before|above|preceding|ahead"):
			flag = 'B'
			j++
			if u.seq(j, "of") {
				j++
			}
		case u.seq(j, "after|below|following|under"):
			flag = 'A'
			j++
		default:
			continue
		}
		n = int(t.num)
		u.useN(i, j-i)
		u.takeSeq("of", "context")
		// "around each error", "after every match of timeout"
		k := j
		if u.seq(k, "each|every|the|all|any") {
			k++
		}
		if u.seq(k, "match|matches|hit|hits|occurrence|occurrences|one") {
			u.useN(j, k-j+1)
			return flag, n, ""
		}
		if k < len(u.t) && !u.t[k].used && (u.t[k].kind == kWord || u.t[k].kind == kQuoted) && !functionWord[u.t[k].low] && !structural(u.t[k].low) && !stopPattern(u.t[k]) {
			u.useN(j, k-j)
			return flag, n, u.use(k).raw
		}
		u.takeAll("=each", "=every")
		return flag, n, ""
	}
	// "with context", "and some context": how much is not said
	for i := range u.t {
		if u.seq(i, "context") {
			return -1, 0, ""
		}
	}
	return 0, 0, ""
}

func orDot(d string) string {
	if d == "" {
		return "."
	}
	return d
}

// grepPattern renders the pattern arguments: one, or several with -e.
func grepPattern(pats []string, several bool) string {
	if several {
		var b strings.Builder
		for _, p := range pats {
			b.WriteString(" -e " + quote(p))
		}
		return b.String()
	}
	p := pats[0]
	if strings.HasPrefix(p, "-") {
		return " -- " + quote(p)
	}
	return " " + quote(p)
}

func grepThought(recursive, ignore, invert, filesOnly, counting, occurrences, numbered bool) string {
	var parts []string
	if recursive {
		parts = append(parts, "-r searches every file below the directory")
	}
	if ignore {
		parts = append(parts, "-i ignores case")
	}
	if invert {
		parts = append(parts, "-v keeps the lines that do not match")
	}
	switch {
	case filesOnly:
		parts = append(parts, "-l prints only the names of the files that match")
	case occurrences:
		parts = append(parts, "-o prints each match on a line of its own, which wc -l counts")
	case counting:
		parts = append(parts, "it counts the matching lines")
	case numbered:
		parts = append(parts, "-n shows line numbers")
	}
	if len(parts) == 0 {
		return "grep prints the lines that match"
	}
	return "grep: " + strings.Join(parts, "; ")
}

// ─────────────────────────── replace ───────────────────────────

// inPlace reads whether a change to a file is to be written back (+1),
// only shown (-1), or unsaid (0).
func (u *utt) inPlace() int {
	verbs := "change|changing|modify|modifying|touch|touching|edit|editing|alter|altering|save|saving|overwrite|overwriting|write|writing|update|updating|mess"
	objs := "the|it|its|anything|file|original|contents|content|my|with|actual|real"
	for i := range u.t {
		// "without changing the file", "don't touch it", "no saving", "no -i"
		k := i
		if u.seq(k, "do|does|did|should|will") {
			k++
		}
		if u.seq(k, "no") && u.seq(k+1, "need") && u.seq(k+2, "to") && u.seq(k+3, verbs) {
			// "there is no need to change the file"
			u.useN(k, 2)
			k += 2
		}
		if u.seq(k, "not|never|without|no|to") && u.seq(k+1, verbs) && (k > i || !u.seq(k, "to")) || u.seq(i, "no", "-i") {
			u.useN(i, k-i+2)
			for j := k + 2; j < len(u.t) && u.seq(j, objs+"|file|original|itself|up|on|disk|in|place|changes"); j++ {
				u.t[j].used = true
				if u.seq(j+1, "though|tho|please") && (j+2 == len(u.t) || u.t[j+1].comma) {
					u.t[j+1].used = true // "don't touch the actual file though"
				}
			}
			return -1
		}
		// "leave the file alone", "keep it as is", "the original stays the same"
		if u.seq(i, "leave|leaving|keep|keeping") || u.seq(i, "original|file") && u.seq(i+1, "stays|remains|stay|remain|is|should|itself") {
			j := i + 1
			for u.seq(j, objs+"|file|original|itself|stays|remains|stay|remain|should|be|is") {
				j++
			}
			if u.seq(j, "alone|unchanged|intact|untouched|as|same|unmodified|unedited") {
				if u.seq(j, "as") && u.seq(j+1, "is|it") {
					j++
				}
				if u.seq(j, "same") || u.seq(j, "as") {
					j++
				}
				u.useN(i, j-i+1)
				u.takeAll("=the", "=same", "=is")
				if i > 0 && u.seq(i-1, "the") {
					u.use(i - 1)
				}
				return -1
			}
		}
	}
	for i, t := range u.t {
		if t.kind == kFile && u.seq(i+1, "itself") && (i+2 == len(u.t) || u.seq(i+2, "to", "end|become|turn") || u.seq(i+2, "in|all|end")) {
			// "I want shouting.txt itself to end up in small letters"
			u.use(i + 1)
			u.takePhrase("to?", "end", "up")
			return 1
		}
	}
	for i := 1; i+1 < len(u.t); i++ {
		// "…, editing the file", "by changing it": a clause that says the
		// change goes to the file ("file" may be read as the object)
		if (u.t[i-1].comma || u.seq(i-1, "by|while")) && u.seq(i, "editing|changing|modifying|updating|overwriting") &&
			(oneOf("the", u.t[i+1].low) && i+2 < len(u.t) && oneOf("file|original", u.t[i+2].low) || u.seq(i+1, "it") && i+2 == len(u.t)) {
			u.useN(i, 2)
			if i+2 < len(u.t) {
				u.t[i+2].used = true
			}
			if u.seq(i+3, "itself|directly") {
				u.use(i + 3) // "…, changing the file itself"
			}
			return 1
		}
	}
	switch {
	case u.takeInPlace() || u.takeSeq("in-place") || u.takeSeq("inplace") || u.takeSeq("-i") || u.takePhrase("edit|change|modify|update", "the", "file", "directly|itself") || u.takeSeq("directly"):
		u.takeAll("=edit", "=the", "=file")
		return 1
	case u.takePhrase("writing|write|sending|send|printing|print", "the?", "result|results|output|changes?", "to", "stdout|screen|terminal|console") ||
		u.takeSeq("dry", "run") || u.takeSeq("dry-run") || u.takeSeq("preview") || u.takeSeq("previewing") || u.takeSeq("to", "stdout") || u.takeSeq("on", "screen") ||
		u.takeSeq("to", "the", "screen") || u.takeSeq("to", "the", "terminal") || u.takeSeq("print", "only") || u.takeSeq("only", "print") || u.takeSeq("just", "show") ||
		u.takeSeq("look", "like") || u.takeSeq("would", "look"):
		u.takeAll("=the", "=file", "=it", "=alone", "=original", "=is", "=just", "=only", "=what", "=would", "=look", "=like", "=how", "=result", "=output")
		return -1
	case u.takeSeq("change|modify|update|edit|alter|overwrite|fix", "the", "file", "itself") || u.takeSeq("the", "file", "itself") || u.takeSeq("file", "itself") ||
		u.takeSeq("write", "it", "back") || u.takeSeq("write", "back") || u.takeSeq("write", "the", "changes") || u.takeSeq("keep", "the", "changes") ||
		u.takeSeq("for", "real") || u.takeSeq("and", "save") || u.takeSeq("save", "the", "file") || u.takeSeq("save", "it") ||
		u.takeSeq("update|modify|change|edit", "the", "file") || u.takeSeq("in", "the", "file") || u.takeSeq("editing|changing|modifying|updating|overwriting", "the", "file"):
		u.takeAll("=the", "=file", "=it", "=changes", "=back", "=result", "=to", "=and", "=itself", "=save", "=saved", "=too")
		return 1
	case u.take("=save", "=overwrite", "=overwriting", "=permanently", "=persist", "=write", "=store", "=saved"):
		u.takeAll("=the", "=file", "=it", "=changes", "=back", "=result", "=to", "=and", "=itself")
		return 1
	case u.take("=show", "=print", "=display", "=output", "=view", "=see", "=preview", "=give", "=return", "=echo", "=dump", "=printed", "=shown", "=displayed"):
		u.takeAll("=me", "=what", "=would", "=look", "=like", "=result", "=how", "=the", "=it", "=just", "=only", "=out")
		return -1
	}
	return 0
}

// onItsOwn consumes "on its own", "on their own" said of the term at
// the end of a clause: a whole word ("the word dose on its own"). "x on
// its own line" is where the term stands, no word's edge.
func (u *utt) onItsOwn() bool {
	for i := 1; i < len(u.t); i++ {
		n := 0
		if u.seq(i, "on", "its|their", "own") {
			n = 3
		}
		// (or said of "the word x" before anything but a line: "the word
		// tide on its own — not tides …")
		word := i >= 2 && oneOf("word|words", u.t[i-2].low) && !u.seq(i+n, "line|lines|row|rows|page|pages|file|files")
		if n == 0 || !(i+n == len(u.t) || u.t[i+n-1].comma || word) || u.t[i-1].kind != kWord && u.t[i-1].kind != kQuoted {
			continue
		}
		u.useN(i, n)
		return true
	}
	return false
}

// notLonger consumes "…, I don't want overdose or doses" at the end of
// a request that names the term dose: longer words that hold the term,
// refused, make the term a whole word.
func (u *utt) notLonger() bool {
	for i := 1; i+4 < len(u.t); i++ {
		if !u.seq(i, "i|we", "do", "not", "want|need") || !u.t[i-1].comma {
			continue
		}
		var words []string
		for k := i + 4; k < len(u.t); k++ {
			t := u.t[k]
			switch {
			case u.seq(k, "or|and|nor") && len(words) > 0:
			case !t.used && t.kind == kWord && strings.Trim(t.low, "abcdefghijklmnopqrstuvwxyz") == "":
				words = append(words, t.low)
			default:
				return false
			}
		}
		for _, t := range u.t[:i] {
			if t.kind != kWord && t.kind != kQuoted || len(t.low) < 2 {
				continue
			}
			all := len(words) > 0
			for _, w := range words {
				all = all && w != t.low && strings.Contains(w, t.low)
			}
			if all {
				u.useN(i, len(u.t)-i)
				return true
			}
		}
		return false
	}
	return false
}

// takeInPlace consumes "in place", but not "in place of" ("barn in place
// of mill" says what replaces what, not where the result goes).
func (u *utt) takeInPlace() bool {
	for i := range u.t {
		if u.seq(i, "in", "place") && !u.seq(i+2, "of") {
			u.useN(i, 2)
			return true
		}
	}
	return false
}

// takeSwap reads "A with B", "A to B", "A -> B" after a replace verb at
// i, or "A replaced by B": the old and new text.
func (u *utt) takeSwap() (old, new string, ok bool) {
	isSep := func(j int) bool {
		return u.seq(j, "with|by|to|for|into|->|=>|-->|=") && !u.seq(j, "to", "stdout")
	}
	run := func(from int, stop func(int) bool) (string, int) {
		var ws []string
		j := from
		for j < len(u.t) && !u.t[j].used && !stop(j) && !(u.t[j].open && j > from) && (u.t[j].kind == kWord || u.t[j].kind == kQuoted || u.t[j].kind == kNum || u.t[j].kind == kPath && !u.t[j].dir || u.t[j].kind == kFile && strings.HasPrefix(u.t[j].raw, "/") || u.t[j].kind == kSym && u.t[j].low != "->") {
			ws = append(ws, u.t[j].raw)
			if u.t[j].comma {
				j++
				break
			}
			j++
		}
		return strings.Join(ws, " "), j
	}
	endNew := func(j int) bool {
		return (u.seq(j, "in|inside|within|throughout|across|everywhere|globally|and|but|then|so|please|on|of|ignoring|without|leaving|only|just|to") ||
			u.seq(j, "as", "a|whole|complete|separate") || u.seq(j, "whole|complete", "word|words")) && !(u.t[j].kind == kQuoted)
	}
	for i, t := range u.t {
		// "s/old/new/g" as sed takes it
		if !t.used && (t.kind == kWord || t.kind == kQuoted || t.kind == kPath) {
			if m := sedExprRe().FindStringSubmatch(t.raw); m != nil {
				u.use(i)
				u.take("=sed")
				return m[1], m[2], true
			}
		}
	}
	for i := range u.t {
		// "with A instead of B", "use A instead of B", "each A becomes B"
		// "with barn in place of every mill"
		if u.seq(i, "instead", "of") || u.seq(i, "in", "place", "of") {
			s, w := i-1, 2
			if u.seq(i, "in") {
				w = 3
			}
			every := u.seq(i+w, "every|each|all|any") && i+w+1 < len(u.t)
			if every {
				w++
			}
			if s >= 0 && !u.t[s].used && (u.t[s].kind == kWord || u.t[s].kind == kQuoted || u.t[s].kind == kPath) && i+w < len(u.t) && !u.t[i+w].used && (u.t[i+w].kind == kWord || u.t[i+w].kind == kQuoted || u.t[i+w].kind == kPath) &&
				(i+w+1 == len(u.t) || u.t[i+w].comma || u.t[i+w+1].open || u.seq(i+w+1, "in|inside|throughout|everywhere") || u.t[i+w+1].kind == kFile) {
				n, o := u.t[s].raw, u.t[i+w].raw
				u.useN(s, w+2)
				if u.seq(s-1, "with|use|using|put|have") {
					u.use(s - 1)
				}
				return o, n, true
			}
		}
		if u.seq(i-2, "every|each|all|any") && u.seq(i, "should|must|shall|will", "become") && i+2 < len(u.t) {
			// "every Ames should become Chen": what each one becomes
			isVal := func(t tok) bool { return t.kind == kWord || t.kind == kQuoted || t.kind == kNum }
			if !u.t[i-1].used && isVal(u.t[i-1]) && !u.t[i+2].used && isVal(u.t[i+2]) && (i+3 == len(u.t) || u.t[i+2].comma || u.t[i+3].kind == kFile || u.seq(i+3, "in|inside|throughout")) {
				o, n := u.t[i-1].raw, u.t[i+2].raw
				u.useN(i-2, 5)
				return o, n, true
			}
		}
		if u.seq(i, "becomes|become|turns", "into") || u.seq(i, "becomes|become") || u.seq(i-2, "every|each|all") && u.seq(i, "shown|written|displayed|printed", "as") {
			// "with every EUR shown as USD"
			w := 1
			if u.seq(i+1, "into|be|as") {
				w = 2
			}
			isVal := func(t tok) bool {
				return t.kind == kWord || t.kind == kQuoted || t.kind == kNum || t.kind == kPath && !t.dir
			}
			if i > 0 && !u.t[i-1].used && isVal(u.t[i-1]) && i+w < len(u.t) && !u.t[i+w].used && isVal(u.t[i+w]) {
				o, n := u.t[i-1].raw, u.t[i+w].raw
				u.useN(i-1, w+2)
				u.takeAll("=each", "=every", "=all", "=so", "=that")
				return o, n, true
			}
		}
	}
	for i := range u.t {
		// "replace A with B", "change A to B"
		if (u.word(i, "replace") || u.seq(i, "change|changing|rename|renaming|turn|turning|make|convert|converting|sub|switch|switching|fix|fixing|correct|correcting|sed|tr")) && !u.seq(i+1, "by|with|for|to|into") {
			verb := u.t[i].low
			j := i + 1
			// "fix the typo teh to the", "correct the misspelled word x":
			// what the old text is, no part of it
			// ("teh" is no "the" here: the text as typed)
			for j < len(u.t) && u.t[j].low == strings.ToLower(u.t[j].raw) && (u.seq(j, "all|every|each|any|the|occurrences|occurrence|instances|instance|of|word|string|text|mentions|references") ||
				oneOf("fix|fixing|correct|correcting", verb) && u.seq(j, "typo|typos|misspelling|misspellings|misspelled|misspelt|spelling|mistake|error")) {
				j++
			}
			// "turn the colons in x.txt into commas": the file between
			inFile := func(j int) bool {
				return u.seq(j, "in|inside|within|throughout") && j+1 < len(u.t) && u.t[j+1].kind == kFile && u.t[j+1].used
			}
			o, k := run(j, func(j int) bool { return isSep(j) || u.t[j].kind == kFile || inFile(j) })
			between := inFile(k)
			if between {
				k += 2
			}
			if o == "" || !isSep(k) {
				continue
			}
			if oneOf("convert|converting|turn|turning|change|changing|make|fix|fixing|correct|correcting|sed|tr", verb) && !u.seq(k, "to|into|->|=>") {
				continue
			}
			if between && oneOf("owner|permissions|permission|mode|name|extension|group|date|time|timestamp|size|encoding|format|type", strings.ToLower(o)) {
				continue // "change the owner in x to bob": the file's, not its text
			}
			if between {
				u.use(k - 2)
			}
			sepWord := u.t[k].low
			n, end := run(k+1, func(j int) bool { return endNew(j) || u.t[j].kind == kFile })
			if n == "" {
				continue
			}
			if (verb == "substitute" || verb == "substituting") && sepWord == "for" {
				o, n = n, o // substitute NEW for OLD
			}
			for k := i; k < end; k++ {
				u.t[k].used = true
			}
			return o, n, true
		}
		// "A replaced by B", "A -> B", "A changed to B"
		if u.seq(i, "replaced|swapped|switched|changed|turned|converted|substituted|renamed", "by|with|for|to|into|as") || u.seq(i, "->|=>|-->") {
			w := 1
			if u.t[i].kind == kWord {
				w = 2
			}
			// the old text: the words right before
			s := i - 1
			if s >= 0 && !u.t[s].used && (u.t[s].kind == kWord || u.t[s].kind == kQuoted || u.t[s].kind == kNum || u.t[s].kind == kPath && !u.t[s].dir || u.t[s].kind == kFile && strings.HasPrefix(u.t[s].raw, "/")) && !u.seq(s, "with|the|all|every|and|in|of|file") && !u.t[s].comma {
				s--
			}
			if s+1 >= i {
				continue
			}
			var ws []string
			for k := s + 1; k < i; k++ {
				ws = append(ws, u.t[k].raw)
			}
			n, end := run(i+w, func(j int) bool { return endNew(j) || u.t[j].kind == kFile })
			if n == "" {
				continue
			}
			for k := s + 1; k < end; k++ {
				u.t[k].used = true
			}
			if u.seq(s, "with") {
				u.use(s)
			}
			return strings.Join(ws, " "), n, true
		}
	}
	return "", "", false
}

// takeDropWord reads "remove the word buy from x", "delete every "tmp"
// in x": text taken out of the lines (replaced with nothing), said as a
// word or quoted; lines are iGrep's to delete.
func (u *utt) takeDropWord() (string, bool) {
	if u.said("line", "lines", "row", "rows", "entries") {
		return "", false
	}
	for i := range u.t {
		if !u.seq(i, "remove|delete|erase|strip|drop") {
			continue
		}
		j := i + 1
		for u.seq(j, "all|every|each|any|the|occurrences|occurrence|instances|of") {
			j++
		}
		marked := u.seq(j, "word|string|text|phrase")
		if marked {
			j++
		}
		if j >= len(u.t) || u.t[j].used || !(u.t[j].kind == kQuoted || marked && u.t[j].kind == kWord && !structural(u.t[j].low) && !fillerWords[u.t[j].low]) {
			return "", false
		}
		if !u.seq(j+1, "from|in|inside|out") || j+2 >= len(u.t) || u.t[j+2].kind != kFile {
			return "", false
		}
		w := u.t[j].raw
		u.useN(i, j-i+2)
		u.takeSeq("of") // "out of"
		return w, true
	}
	return "", false
}

// iSetKey: a setting's value in a config file: "set the volume in
// x.ini to 9 instead of 7", "change port in app.conf from 80 to 8080".
// The file must hold one line for it ("volume=7", "port = 80"), with the
// old value when one is given; that line is written with the new value,
// in the file itself unless the request asks to see it.
func iSetKey(u *utt) *answer {
	vi := -1
	for i := range u.t {
		if u.seq(i, "set|change|switch|update") {
			vi = i
			break
		}
	}
	if vi < 0 {
		return nil
	}
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	k := vi + 1
	if u.seq(k, "the|my|its") {
		k++
	}
	// a word the grammar knows names a setting only said to be in the
	// file ("the volume in x.ini"; "the mode of x.ini" is its own)
	if k+3 >= len(u.t) || u.t[k].used || u.t[k].kind != kWord || fillerWords[u.t[k].low] || knownWord(u.t[k].low) && !u.seq(k+1, "in|inside") || u.t[k].comma {
		return nil
	}
	key := u.t[k].raw
	j := k + 1
	if u.seq(j, "setting|value|option|key") {
		j++
	}
	if u.seq(j, "in|of") && j+1 < len(u.t) && u.t[j+1].used && u.t[j+1].kind == kFile && u.t[j+1].raw == f {
		j += 2
	}
	old := ""
	if u.seq(j, "from") && j+1 < len(u.t) && (u.t[j+1].kind == kNum || u.t[j+1].kind == kWord || u.t[j+1].kind == kQuoted) {
		old = u.t[j+1].raw
		j += 2
	}
	if !u.seq(j, "to") || j+1 >= len(u.t) || u.t[j+1].used || u.t[j+1].kind != kNum && u.t[j+1].kind != kWord && u.t[j+1].kind != kQuoted {
		return nil
	}
	val := u.t[j+1].raw
	e := j + 2
	if old == "" && u.seq(e, "instead", "of") && e+2 < len(u.t) && (u.t[e+2].kind == kNum || u.t[e+2].kind == kWord || u.t[e+2].kind == kQuoted) {
		old = u.t[e+2].raw
		e += 3
	}
	if u.seq(e, "in") && e+1 < len(u.t) && u.t[e+1].used && u.t[e+1].kind == kFile && u.t[e+1].raw == f {
		e += 2
	}
	// the one line that sets the key
	r := u.content(f)
	if !r.ok {
		return nil
	}
	line, lhs, cur := "", "", ""
	for _, l := range strings.Split(r.text, "\n") {
		eq := strings.IndexByte(l, '=')
		if eq < 0 || !strings.EqualFold(strings.TrimSpace(l[:eq]), key) {
			continue
		}
		if line != "" {
			return nil // set twice: which one?
		}
		rest := l[eq+1:]
		line, lhs, cur = l, l[:eq+1]+rest[:len(rest)-len(strings.TrimLeft(rest, " \t"))], strings.TrimSpace(rest)
	}
	if line == "" || old != "" && cur != old || cur == val || strings.ContainsAny(line, "\r") {
		return nil
	}
	for i := vi; i < e; i++ {
		u.use(i)
	}
	place := u.inPlace()
	u.takeAll("=the", "=value", "=setting", "=file", "=config", "=please")
	expr := "s/^" + sedEsc(line) + "$/" + sedRepl(lhs+val) + "/"
	if place < 0 {
		return &answer{cmd: "sed " + sq(expr) + " " + quote(f), thought: "sed prints " + f + " with " + key + " set to " + val + "; the file is left as it is"}
	}
	return &answer{cmd: sedInPlace(u.plat) + " " + sq(expr) + " " + quote(f), thought: "sed -i writes " + key + " = " + val + " over the line that sets it now, in the file itself"}
}

// iReplace: sed s/OLD/NEW/g on a file, written back or shown; tr for
// single characters named in words.
func iReplace(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	place := u.inPlace()
	// "the word ann": ann as a word, not inside "anne" or "joanna"
	wholeWord := u.said("word", "words")
	quoted := len(u.kinds(kQuoted)) > 0
	old, new, ok := u.takeSwap()
	if !ok {
		old, ok = u.takeDropWord()
	}
	if !ok {
		return nil
	}
	if !quoted && oneOf("nothing|emptiness|an empty string|empty string|the empty string|nada", strings.ToLower(new)) {
		new = "" // "replace buy with nothing": buy deleted
	}
	for _, w := range strings.Fields(strings.ToLower(old + " " + new)) {
		if oneOf("lowercase|uppercase|upper|lower|capital|capitals|caps|letters|case", w) && !quoted {
			return nil // "change the lowercase letters to uppercase": a change of case (iCase), no text
		}
	}
	if wholeWord {
		u.takePhrase("as?", "a?", "whole|complete|entire|separate", "word|words")
		u.takePhrase("only?", "whole|complete|entire", "word|words", "only?")
	}
	perLine := false // "the first x on each line": s/// without g
	if ws := strings.Fields(strings.ToLower(old)); len(ws) > 3 && ws[0] == "first" && ws[len(ws)-1] == "line" {
		k := len(ws) - 2
		if oneOf("each|every|a", ws[k]) {
			k--
		}
		if k > 1 && oneOf("on|in|of|per", ws[k]) {
			old, perLine = strings.Join(strings.Fields(old)[1:k], " "), true
		}
	}
	if ws := strings.Fields(old); len(ws) > 1 && (ordWords[strings.ToLower(ws[0])] > 0 || oneOf("first|last|final|next|only|1st|2nd|3rd", strings.ToLower(ws[0]))) {
		// "replace the first banana": which one (in the file? on each
		// line?) is more than sed's s///g says
		return nil
	}
	if place == 0 {
		place = u.inPlace()
	}
	if place == 0 && u.said("sed") && !u.said("-i") {
		place = -1 // "sed grey to gray in x.txt": sed as it runs, printing
	}
	if place < 0 {
		u.takeAll("=preview", "=show", "=print", "=display", "=output", "=view", "=see", "=look", "=like", "=would", "=how", "=only", "=just", "=screen", "=terminal", "=stdout", "=console", "=printed", "=result")
	}
	if u.take("=update", "=edit", "=modify", "=alter", "=fix") && place == 0 {
		place = 1
	}
	// "and keep a backup": the original beside it, as x.bak
	backup := u.takePhrase("and?", "keep|keeping|make|making|with|save|saving|leave|leaving", "a|an|the?", "backup|back-up|copy", "of?", "the?", "original|file?")
	sedI := sedInPlace(u.plat)
	if backup {
		if place < 0 {
			return nil
		}
		sedI, place = "sed -i.bak", 1 // GNU, BSD and BusyBox sed all take the suffix joined
	}
	first := perLine || u.takeSeq("only", "the", "first") || u.takeSeq("first", "occurrence") || u.takeSeq("first", "one")
	u.takeAll("=fix", "=typo", "=typos", "=correct", "=misspelling", "=spelling", "=sed", "=on", "=everywhere", "=globally", "=occurrences", "=instances")
	if u.said("every", "each") {
		u.takeAll("=occurrence", "=instance") // "every occurrence of x replaced by y"
	}
	for i, t := range u.t {
		// "only print it, mind; don't alter the file": the British tag
		if !t.used && t.low == "mind" && i > 0 && (t.comma || i+1 == len(u.t)) {
			u.use(i)
		}
	}
	u.takeAll("=all", "=every", "=each", "=occurrences", "=instances", "=everywhere", "=globally", "=the", "=in", "=file", "=of", "=throughout", "=inside", "=within", "=across")
	ignore := u.ignoreCase()
	old, new = stripArticle(old), stripArticle(new)
	if inf := u.inFile(f, old); inf != old {
		// the file holds only the end of what was said: the words
		// dropped must say no more than the value ("port 8080")
		for _, w := range strings.Fields(strings.TrimSuffix(old, inf)) {
			if lw := strings.ToLower(w); ordWords[lw] > 0 || oneOf("first|last|final|next|only|whole|word|words|every|each|all|column|columns|field|fields|header|heading|row|rows|line|lines", lw) {
				return nil
			}
		}
		old = inf
	}
	if s := singular(old); s != old && u.content(f).ok && !u.holds(f, old) && u.holds(f, s) {
		old, new = s, singular(new) // "all the reds", "bananas into kiwis": each one
	}
	if oc, nc := charNames[strings.ToLower(old)], charNames[strings.ToLower(new)]; oc != "" && nc != "" && !first && !ignore && !wholeWord {
		if nc == `\n` {
			// "…, so every tag stands alone on its line": what a newline
			// in their place does, said as the aim
			for i := range u.t {
				if n, ok := u.phraseAt(i, []string{"so|and", "that?", "each|every", "one|tag|item|word|name|value|entry|part?", "stands|is|sits|goes|ends|appears|gets|comes", "up?", "alone|separately|apart?",
					"on|in", "its|a|their", "own|separate?", "line|row"}); ok && u.seq(i+n-1, "line|row") && i+n == len(u.t) {
					u.useN(i, n)
					if i+3 < len(u.t) && !u.t[i+2].used && !u.t[i+3].used && u.seq(i+3, "stands|is|sits|goes|ends|appears|gets|comes") {
						u.use(i + 2)
					}
				}
			}
		}
		// characters: tr, or sed for a change written back (as for
		// words: "replace commas with tabs in x" changes x)
		if place > 0 && (oc == `\n` || nc == `\n` && flavor(u.plat, "sed") != platform.GNU) {
			return nil // sed reads line by line: no newline to find, nor (but GNU's) to put
		}
		if place > 0 {
			return &answer{cmd: sedI + " " + sq("s/"+sedEsc(unTab(oc))+"/"+sedRepl(unTab(nc))+"/g") + " " + quote(f), thought: "sed replaces every " + old + " in the file itself"}
		}
		return &answer{cmd: fmt.Sprintf("tr %s %s < %s", quote(oc), quote(nc), quote(f)), thought: "tr turns each " + singular(old) + " into " + singular(new) + "; the file is left as it is"}
	}
	flags := "g"
	if first {
		flags = ""
	}
	if ignore {
		if flavor(u.plat, "sed") != platform.GNU {
			return nil // BSD sed has no I flag
		}
		flags += "I"
	}
	pat := sedEsc(old)
	if wholeWord {
		switch flavor(u.plat, "sed") {
		case platform.GNU:
			pat = `\b` + pat + `\b`
		case platform.BSD:
			pat = "[[:<:]]" + pat + "[[:>:]]"
		default:
			return nil // BusyBox sed: word boundaries as the C library has them, or not
		}
	}
	expr := "s/" + pat + "/" + sedRepl(new) + "/" + flags
	if place < 0 {
		return &answer{cmd: "sed " + sq(expr) + " " + quote(f), thought: "sed prints the file with the change; the file is left as it is"}
	}
	return &answer{cmd: sedI + " " + sq(expr) + " " + quote(f), thought: "sed -i makes the change in the file itself"}
}

func unTab(s string) string { return strings.ReplaceAll(s, `\t`, "\t") }

// sedInPlace is sed's edit-in-place option here: BSD sed wants a
// (here empty) backup suffix.
func sedInPlace(p *platform.Info) string {
	if flavor(p, "sed") == platform.BSD {
		return "sed -i ''"
	}
	return "sed -i"
}

// sedEsc escapes a literal for the left of s///.
func sedEsc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\', '/', '.', '*', '[', ']', '^', '$':
			b.WriteByte('\\')
		case '\t':
			b.WriteString(`\t`)
			continue
		case '\n':
			b.WriteString(`\n`)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// sedRepl escapes a literal for the right of s///.
func sedRepl(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\', '/', '&':
			b.WriteByte('\\')
		case '\t':
			b.WriteString(`\t`)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// iDeleteChars: "print phone.txt without the dashes", "remove the commas
// from data.csv": tr -d, or sed for a change written back.
func iDeleteChars(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	ch, name := "", ""
	for i := range u.t {
		// "strip the digits out of x", "remove every digit": the class of
		// characters (not "the lines with digits": lines to drop)
		if u.seq(i, "digits") && u.seq(i-1, "the|all|any") || u.seq(i, "digit") && u.seq(i-1, "every|each|any") {
			ch, name = "0-9", "digits"
			u.use(i)
			u.takeSeq("out", "of")
			break
		}
	}
	for i, t := range u.t {
		if ch != "" || u.said("line", "lines", "row", "rows", "word", "words") {
			break
		}
		// "the commas", "every comma", "each colon character"
		if !t.used && t.kind == kWord && charNames[t.low] != "" && (strings.HasSuffix(t.low, "s") || u.seq(i-1, "every|each|all|any") || u.seq(i+1, "character|characters|chars|char|sign|signs|symbol|symbols")) {
			ch, name = charNames[t.low], t.low
			u.use(i)
			u.takeSeq("character|characters|chars|char|sign|signs|symbol|symbols")
			break
		}
	}
	if ch == "" {
		return nil
	}
	show := u.has("show", "=print", "=display", "=output")
	if !u.take("=without", "=minus", "=no") && !u.take("delete", "=strip", "=drop") {
		return nil
	}
	place := u.inPlace()
	u.take(showWords...)
	u.takeAll("=all", "=every", "=the", "=any", "=from", "=in", "=of", "=file", "content")
	if ch == "0-9" && u.said("line", "lines", "row", "rows", "word", "words", "number", "numbers") {
		return nil // "the digits of the lines", "… and the numbers": which?
	}
	if ch == "0-9" && place == 0 && !show && u.style == "" {
		return nil // the digits gone from the file, or the file shown without them?
	}
	if place < 0 || show && place == 0 || place == 0 && u.style == "tr" {
		// ("…, tr -d style": tr prints the file without them)
		return &answer{cmd: fmt.Sprintf("tr -d %s < %s", quote(ch), quote(f)), thought: "tr -d prints the file without the " + name + "; the file is left as it is"}
	}
	if ch == `\n` {
		return nil // sed reads line by line: no newline in a line to delete
	}
	expr := "s/" + sedEsc(unTab(ch)) + "//g"
	if ch == "0-9" {
		expr = "s/[0-9]//g"
	}
	return &answer{cmd: sedInPlace(u.plat) + " " + sq(expr) + " " + quote(f), thought: "sed deletes every one of the " + name + " in the file itself"}
}

// ─────────────────────────── case ───────────────────────────

// iCase: a file in upper or lower case.
func iCase(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	up, down := u.has("up"), u.has("down")
	if !up && !down && u.has("=letters", "=letter", "=characters") {
		// "make all letters big": the case, said by the letters' size
		if u.said("many", "much", "count", "number") || u.seq(0, "how", "big|large|long") {
			return nil // "how big is x in characters": its size, no case
		}
		switch {
		case u.has("=big", "=bigger", "=large", "=capital"):
			up = u.take("=big", "=bigger", "=large", "=capital")
		case u.has("=small", "=smaller", "=little"):
			down = u.take("=small", "=smaller", "=little")
		}
		if !up && !down {
			return nil
		}
	} else if up == down {
		return nil
	} else if up {
		u.take("up")
	} else {
		u.take("down")
	}
	u.takeAll("case", "=letters", "=letter", "=characters", "=all", "=everything", "=text", "content", "=to", "=into", "=in", "=convert", "=make", "=turn", "=change", "=put", "=transform", "=of", "=file")
	// "make x uppercase", "change x to lower case": an order to
	// change the file, unless the words say to show it
	edit := !u.said("show", "print", "display", "output", "view", "see", "cat", "read", "dump", "give", "copy", "save", "write", "into", "as") &&
		u.said("make", "change", "turn", "transform", "rewrite") // ("convert x to uppercase" prints it, as tr does)
	place := u.inPlace()
	if place == 0 && edit {
		place = 1
	}
	u.take(showWords...)
	from, to := "'[:lower:]'", "'[:upper:]'"
	if down {
		from, to = to, from
	}
	if place > 0 {
		return &answer{cmd: fmt.Sprintf("tr %s %s < %s > %s.tmp && mv %s.tmp %s", from, to, quote(f), quote(f), quote(f), quote(f)), thought: "tr changes the case; the result replaces the file"}
	}
	return &answer{cmd: fmt.Sprintf("tr %s %s < %s", from, to, quote(f)), thought: "tr maps every letter to the other case; the file is left as it is"}
}

// ─────────────────────────── follow ───────────────────────────

// iFollow: tail -f a file.
func iFollow(u *utt) *answer {
	// "where does x live": the file's place, not its lines as they come
	if u.said("where") && u.said("live", "lives", "living") {
		return nil
	}
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	// "stream x as people add to it"
	added := u.takePhrase("as", "people|someone|they|we|i|things|lines|entries", "add|write|append|log", "to|into", "it")
	// "from now on": only what is written after, none of the lines before
	fromNow := u.takePhrase("from", "now|here|this", "on|onward|onwards|point") || u.takePhrase("starting", "now|from", "now?")
	if fromNow {
		u.takePhrase("what|whatever|anything|everything|all", "that?", "gets|get|is|are", "written|added|appended|logged")
	}
	// "x keeps growing", "x is growing": a file written to as we speak
	growing := u.takePhrase("keeps|is", "growing|filling|changing|updating|getting", "bigger|longer?")
	// "… and then stay and show me the new ones when they come"
	stay := u.has("=new") && u.takePhrase("and?", "then?", "stay|wait|remain", "open|there|around?", "and?", "show|print|display|give?", "me|us?")
	newOnes := u.takePhrase("new", "ones|lines|entries|output|messages", "when|as|whenever", "they", "come|arrive|appear|get|show")
	// "new lines of x.log as they arrive"
	arrive := u.has("=new") && u.takePhrase("as|when|whenever|once", "they|these|those", "arrive|come|appear|show|are|get", "in|up|added|written|appended?")
	// "new lines only, no backlog": none of the lines written before
	noBacklog := u.takePhrase("no|without|skip|skipping", "the?", "backlog|history")
	eye := u.takePhrase("keep", "an?", "eye", "on?") // "keep an eye on x"
	said := added || fromNow || stay && newOnes || arrive || growing && u.has("follow") || newOnes && u.has("follow") || u.take("follow") || eye || u.takeSeq("keep", "watching") || u.takeSeq("as", "it", "grows|changes|updates") ||
		u.takeSeq("keep", "printing|showing|displaying|reading|streaming") && u.has("=appended", "=added", "=written", "=new", "=grows", "=arrives", "=comes") ||
		u.takePhrase("new", "lines|entries|output|messages", "as?", "they?", "being?", "added|appended|written|arriving|coming|appearing|get|gets|come|arrive|appear") ||
		u.takePhrase("keep", "it?", "open") && u.has("=new", "=live", "follow") ||
		u.takeSeq("and", "keep", "updating|refreshing") ||
		u.takeSeq("in", "real", "time") || u.takeSeq("real-time") || u.takeSeq("continuously") || u.takeSeq("-f") || u.takeSeq("-F")
	if !said {
		return nil
	}
	u.takeAll("follow", "=new", "=lines", "=line", "=entries", "=output", "=as", "=they", "=it", "=come", "=comes", "=arrive", "=arrives",
		"=appear", "=appears", "=get", "=gets", "=added", "=written", "=grows", "=growing", "=updates", "=changes", "=in", "=for", "=keep",
		"=time", "=real", "=stuff", "=being", "=is", "=are", "=messages", "=logs", "=log", "=continuously", "=and", "=-f", "=-F", "=any", "=the", "=end", "=of",
		"=whatever", "=appended", "=gets", "=to", "=onto", "=whenever", "=anything", "=something", "=printing", "=showing", "=there", "=tail",
		"=stuff", "=keep", "=open", "=while", "=goes", "=runs", "=run", "=going", "=ones", "=when", "=then", "=coming", "=arriving", "=appearing")
	n, ok := u.count()
	u.take(showWords...)
	if ok {
		// "but start with the last 20 lines": those first, then the new
		u.takePhrase("but|and?", "start|starting|begin|beginning|starts", "with|from|at")
		// "the last 20 lines, and keep following it"; "displaying the
		// last 20 observations first": those before the new ones
		if u.takeAll("last") > 0 {
			u.takeAll("line")
			u.take("=first")
		}
		u.takeAll("=lines", "=line")
	}
	if noBacklog {
		if ok {
			return nil // no backlog, but the last n?
		}
		fromNow = true
	}
	// "follow x but only show the lines with error": the new lines
	// grep keeps
	filter := ""
	if u.has("contain", "=with", "=mentioning", "=matching", "=containing") && !u.has("first", "sort", "count") {
		sensitive, ignore := u.caseRule()
		pats := u.takePattern()
		if len(pats) != 1 || sensitive && ignore {
			return nil
		}
		u.takeAll("line", "=only", "=just", "contain", "=show", "=but", "=and", "=that", "=which")
		u.take(showWords...)
		fl := ""
		if ignore {
			fl += "i"
		}
		if strings.ContainsAny(pats[0], `.[]*^$\+?(){}|`) {
			fl += "F" // the text as typed
		}
		if fl != "" {
			fl = " -" + fl
		}
		filter = " | grep" + fl + grepPattern(pats, false)
	}
	if u.has("first", "sort", "count", "contain") {
		return nil
	}
	if ok && fromNow {
		return nil // from now on, or the last n too?
	}
	if fromNow {
		n, ok = 0, true
	}
	cmd := "tail -f " + quote(f)
	if ok {
		cmd = fmt.Sprintf("tail -n %d -f %s", n, quote(f))
	}
	return &answer{cmd: cmd + filter, thought: "tail -f keeps printing lines as they are added (ctrl+c stops it)"}
}

// sq quotes a script for the shell always, even when it is a plain word,
// so that it reads as one.
func sq(s string) string {
	if !strings.ContainsRune(s, '\'') {
		return "'" + s + "'"
	}
	return quote(s)
}

// patternSeen reports whether a term the request gives unquoted in lower
// case is in the files (or the tree) it is looked for in: a word read as
// a term that is nowhere there is more likely part of the request's own
// wording ("files with identical content"). Quoted terms and terms in
// capitals are taken as given; so is any term where caro cannot look.
func (u *utt) patternSeen(pats, files []string, dir string) bool {
	p := u.plat
	for _, pat := range pats {
		if pat != strings.ToLower(pat) || strings.ContainsAny(pat, " .*[]") {
			return true
		}
	}
	if p == nil || p.Cwd == "" {
		return true
	}
	if len(files) > 0 {
		for _, f := range files {
			for _, pat := range pats {
				if u.holds(f, pat) {
					return true
				}
			}
		}
		return false
	}
	root := dir
	if !filepath.IsAbs(root) {
		root = filepath.Join(p.Cwd, root)
	}
	found, seen, budget := false, 0, int64(32<<20)
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || found {
			return filepath.SkipDir
		}
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			return nil
		}
		seen++
		if seen > 5000 || budget <= 0 {
			found = true // too much to look through: take it as given
			return filepath.SkipAll
		}
		info, err := d.Info()
		if err != nil || !info.Mode().IsRegular() {
			return nil
		}
		budget -= info.Size()
		rel, _ := filepath.Rel(p.Cwd, path)
		text, _ := fileText(p, rel)
		text = strings.ToLower(text)
		for _, pat := range pats {
			if strings.Contains(text, strings.ToLower(pat)) {
				found = true
				return filepath.SkipAll
			}
		}
		return nil
	})
	return found
}

var sedExprRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^s/([^/]+)/([^/]*)/g?$`) })

// stripArticle drops a leading "a", "an" or "the" from a replacement
// said in words ("with a comma"), when what is left names a character.
func stripArticle(s string) string {
	for _, a := range []string{"a ", "an ", "the ", "A ", "An ", "The "} {
		if rest := strings.TrimPrefix(s, a); rest != s && charNames[strings.ToLower(rest)] != "" {
			return rest
		}
	}
	return s
}

// iTruncate: empty a file ("make notes.txt empty", "clear out app.log").
func iTruncate(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	// "is x.txt empty?", "check whether x.txt is empty": a question of
	// what it holds, not the verb that empties it
	if !u.has("=truncate", "=clear", "=wipe") && !u.seq(0, "empty|blank") && u.said("whether", "if", "check", "which", "any") {
		return nil
	}
	switch {
	case u.takeSeq("make", "empty|blank") || u.take("=truncate", "=empty"), u.takeSeq("clear|wipe|erase|blank", "out") || u.take("=clear", "=wipe"),
		// "delete the contents of x", "remove everything in x": what the
		// file holds, not the file
		u.takePhrase("delete|remove|erase|zap", "all?", "the?", "contents|content|everything|text", "of|in|inside|from"):
	default:
		return nil
	}
	if missingHere(u.plat, f) && u.said("need", "want") {
		return nil // "I need an empty file x": one to make (iTouch)
	}
	// "empty file x.txt at top level": here, where the file is
	if !strings.Contains(f, "/") {
		u.takePhrase("at|in", "the?", "top", "level|folder|directory")
	}
	u.takeAll("content", "=make", "=all", "=the", "=of", "=file", "=it", "=everything", "=in", "=but", "=keep")
	if u.has("delete", "line", "not") {
		return nil
	}
	return &answer{cmd: ": > " + quote(f), thought: "the redirection empties the file and keeps it"}
}

// functionWord are words that cannot be a term looked for after
// "containing" or "with": articles, pronouns, prepositions.
var functionWord = map[string]bool{"the": true, "a": true, "an": true, "it": true, "its": true, "them": true, "this": true,
	"that": true, "these": true, "those": true, "my": true, "your": true, "our": true, "their": true, "in": true, "of": true,
	"to": true, "from": true, "for": true, "with": true, "and": true, "or": true, "is": true, "are": true, "be": true,
	"any": true, "some": true, "all": true, "each": true, "every": true, "me": true, "i": true, "you": true, "we": true}

// structural words say where or what in a file, not what it says:
// "without the first line" is no search for "first".
func structural(w string) bool {
	for _, c := range lexicon()[lemma(w)] {
		switch c {
		case "first", "last", "line", "column", "word", "char", "byte", "file", "dir", "empty", "dupe", "unique", "hidden", "number":
			return true
		}
	}
	return false
}

// inFile is the part of a multi-word text the file holds: "change port
// 8080 to 9090" in a file that says port=8080 means 8080. The text as
// given when the file holds it, or cannot be read.
func (u *utt) inFile(f, text string) string {
	ws := strings.Fields(text)
	r := u.content(f)
	if len(ws) < 2 || !r.ok || strings.Contains(r.lower, strings.ToLower(text)) {
		return text
	}
	for i := 1; i < len(ws); i++ {
		if t := strings.Join(ws[i:], " "); strings.Contains(r.text, t) {
			return t
		}
	}
	return text
}

// appearPattern reads "how often does rice appear", "times timeout shows
// up": the word before a verb of appearing is the term.
func (u *utt) appearPattern() []string {
	// "how often does rice appear", "times timeout shows up"
	for i, t := range u.t {
		if t.used || t.kind != kWord || fillerWords[t.low] || knownWord(t.low) && !t.caps {
			continue
		}
		if oneOf("each|every|per|different|distinct|unique|all", u.lowAny(i-1)) {
			// "how many times does each city appear": a count by the
			// values of a column, no word to look for
			continue
		}
		if u.seq(i+1, "appears|appear|occurs|occur|appeared|occurred|happened|happen|happens") || u.seq(i+1, "shows|show|comes|come|turns|turn", "up") || u.seq(i+1, "is", "mentioned|used|found") {
			u.use(i)
			if u.seq(i-1, "word|term|string") {
				u.use(i - 1) // "the word fault appears …"
				u.sure = true
			}
			u.takeSeq("shows|show|comes|come|turns|turn", "up")
			u.takeSeq("is", "mentioned|used|found")
			u.take("=appears", "=appear", "=occurs", "=occur", "=appeared", "=occurred", "=happened", "=happen", "=happens")
			return []string{t.raw}
		}
	}
	return nil
}

// startEnd reads "lines starting with #", "ending in a semicolon" as a
// regular expression for grep ("" when the request says neither).
func (u *utt) startEnd() string {
	for i := range u.t {
		if !u.seq(i, "starting|beginning|start|starts|begin|begins|ending|end|ends") || !u.seq(i+1, "with|in|by") {
			continue
		}
		if u.namesStart(i) {
			return "" // "the files starting with a dot": their names, not their lines
		}
		j := i + 2
		if u.seq(j, "a|an|the") {
			j++
		}
		if j >= len(u.t) || u.t[j].used {
			continue
		}
		v := u.t[j].raw
		if c := charNames[u.t[j].low]; c != "" && u.t[j].kind == kWord {
			v = c
		}
		v = regexEsc(v)
		if u.seq(i, "starting|beginning|start|starts|begin|begins") {
			return "^" + v
		}
		return v + "$"
	}
	return ""
}

// namesStart reports whether the start or end at i is said of files'
// names: "the files starting with a dot", "files that start with a
// dot", "folders whose names begin with x", "files which don't end in
// x".
func (u *utt) namesStart(i int) bool {
	k := i - 1
	for u.seq(k, "not|never|do|does|don't|doesn't") {
		k--
	}
	if u.seq(k, "names|name") && u.seq(k-1, "whose|their|its") {
		k -= 2
	} else if u.seq(k, "that|which|whose") {
		k--
		if k > 0 && (u.t[k].dir || u.t[k].kind == kPath) && u.seq(k-1, "in|inside|under|within|of") {
			k -= 2 // "files in src that start with a dot"
		}
	}
	if oneOf("ones|those", u.lowAny(k)) {
		// "all files in x, also the ones starting with a dot"
		return u.said("files", "file", "folders", "folder", "directories", "dirs", "filenames") && !u.said("line", "lines", "row", "rows")
	}
	return oneOf("files|file|folders|folder|directories|directory|dirs|filenames|subfolders|subdirectories|dotfiles", u.lowAny(k))
}

// notBeforeStartEnd consumes a negation just before the start or end a
// request names: "lines that don't start with #", "lines that do not end
// in a dot", "ones not beginning with x".
func (u *utt) notBeforeStartEnd() bool {
	for i := range u.t {
		if u.seq(i, "starting|beginning|start|starts|begin|begins|ending|end|ends") && u.seq(i+1, "with|in|by") {
			if !u.seq(i-1, "not|never") {
				return false
			}
			u.use(i - 1)
			if u.seq(i-2, "do|does") {
				u.use(i - 2)
			}
			return true
		}
	}
	return false
}

func (u *utt) takeStartEnd() {
	for i := range u.t {
		if u.seq(i, "starting|beginning|start|starts|begin|begins|ending|end|ends") && u.seq(i+1, "with|in|by") {
			j := i + 2
			if u.seq(j, "a|an|the") {
				j++
			}
			u.useN(i, j-i+1)
			return
		}
	}
}

// regexEsc escapes a literal for a basic regular expression.
func regexEsc(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`\.*[]^$`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// iReverse: a file's lines last first (tac), or each line's characters
// back to front (rev).
func iReverse(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" || u.has("sort") && !u.linesReversed() {
		return nil
	}
	// "reverse each line", "every line backwards", "the characters of
	// each line reversed": within the lines; otherwise their order
	rev := u.has("reverse", "=mirror", "=mirrored", "=flip", "=flipped", "=invert")
	chars := rev && (u.said("characters", "letters", "chars") || u.said("each", "every") && u.said("line", "row")) || u.takePhrase("=rev")
	// "backwards, last line first": the order said twice
	order := !chars && (u.takePhrase("last", "line|row", "first") || rev || u.takePhrase("upside", "down") || u.takePhrase("=tac"))
	u.takeAll("reverse", "=mirror", "=mirrored", "=flip", "=flipped", "=invert", "=characters", "=letters", "=chars", "=each", "=every", "line", "=row", "=rows", "=opposite", "=order")
	if !chars && !order {
		return nil
	}
	u.take(showWords...)
	u.takeAll("=of", "=the", "=in", "=file", "=order", "content", "=all", "=its")
	if chars {
		return &answer{cmd: "rev " + quote(f), thought: "rev prints each line with its characters back to front"}
	}
	if flavor(u.plat, "coreutils") == platform.BSD {
		return &answer{cmd: "tail -r " + quote(f), thought: "tail -r prints the lines last first"}
	}
	return &answer{cmd: "tac " + quote(f), thought: "tac prints the lines last first"}
}

// linesReversed: the request asks for the order turned round ("reverse
// the order of the lines", "in reverse order") and says nothing of
// sorting (sorted, alphabetically, descending, by …).
func (u *utt) linesReversed() bool {
	return u.said("reverse", "reversed", "backwards", "backward", "inverse", "inverted", "opposite", "invert", "flip") &&
		!u.said("sort", "sorted", "sorting", "alphabetically", "alphabetical", "alphabetize", "alphabetise", "alphabetic",
			"descending", "decreasing", "ascending", "increasing", "numerically", "numeric", "by", "z-a", "a-z", "rank", "ranked", "arrange", "arranged")
}

// iAppend: a line added at the end of a file ("append "done" to
// todo.txt", "add a line "done" to the end of todo.txt"): an edit the
// request asks for, so in the file itself.
func iAppend(u *utt) *answer {
	verb := u.at("=append", "=add")
	if verb < 0 {
		return nil
	}
	u.use(verb)
	text := ""
	if qs := u.kinds(kQuoted); len(qs) == 1 {
		text = u.use(qs[0]).raw
	} else if len(qs) > 1 {
		return nil
	} else {
		// "add done to the end of todo.txt": one word, then "to"
		j := verb + 1
		if j < len(u.t) && !u.t[j].used && u.t[j].kind == kWord && len(lexicon()[u.t[j].lemma()]) == 0 && !functionWord[u.t[j].low] &&
			!oneOf("a|an|the|line|lines|row|new|another|text|it|this|that|some|header|footer|comment|blank|empty|them|these|those", u.t[j].low) && u.seq(j+1, "to|at|onto") {
			text = u.use(j).raw
		}
	}
	if text == "" || strings.ContainsAny(text, "\n") {
		return nil
	}
	files := u.kinds(kFile)
	if len(files) != 1 {
		return nil
	}
	f := u.use(files[0]).raw
	if isArchiveName(f) {
		return nil
	}
	u.takePhrase("to|at|onto", "the", "end|bottom", "of")
	u.takePhrase("to|at|onto", "end|bottom", "of")
	u.takePhrase("as", "a|the", "new|last|final?", "line")
	u.takePhrase("a|the", "new?", "line|row")
	u.takePhrase("new|another", "line|row")
	u.takeAll("=to", "=onto", "=the", "=file", "=please", "=text", "=string", "=word", "=containing", "=saying", "=with", "=that", "=says")
	if u.has("=beginning", "=start", "=top", "=front", "=before", "=after", "line") {
		return nil // somewhere else than the end
	}
	cmd := "echo " + quote(text) + " >> " + quote(f)
	if strings.HasPrefix(text, "-") || strings.Contains(text, `\`) {
		cmd = "printf '%s\\n' " + quote(text) + " >> " + quote(f)
	}
	return &answer{cmd: cmd, thought: ">> adds the line at the end of the file, keeping what is there"}
}

// iTrim: spaces at the ends of lines taken off ("strip trailing
// whitespace from x", "trim leading spaces in x"): in the file itself,
// unless the request only wants to see it.
func iTrim(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	end := ""
	switch {
	case u.takePhrase("both|either", "ends|sides"), u.takePhrase("start|beginning", "and", "end"):
		end = "both"
	case u.take("=trailing", "=ending", "=end"):
		end = "$"
	case u.take("=leading", "=starting", "=beginning"):
		end = "^"
	}
	if !u.take("=whitespace", "=spaces", "=space", "=blanks") && !u.takePhrase("white", "space|spaces") {
		return nil
	}
	trimVerb := u.take("=trim")
	without := false
	if !trimVerb && !u.take("delete", "=strip", "=drop", "=chop", "=clean", "=cut") {
		if !u.has("show", "=print", "=display", "=output") || !u.take("=without", "=minus") {
			return nil
		}
		without = true // "show x without trailing spaces"
	}
	if end == "" && !trimVerb {
		return nil // "remove spaces": every one of them (iDeleteChars)
	}
	show := u.has("show", "=print", "=display", "=output")
	place := u.inPlace()
	u.take(showWords...)
	u.takeAll("=all", "=every", "=the", "=any", "=from", "=in", "=of", "=on", "=at", "=each", "=every", "line", "=file", "=up", "content", "=and", "=tabs")
	var expr, what string
	switch end {
	case "$":
		expr, what = `s/[[:space:]]*$//`, "the spaces and tabs at the end of each line"
	case "^":
		expr, what = `s/^[[:space:]]*//`, "the spaces and tabs at the start of each line"
	default: // both, or "trim"
		expr, what = `s/^[[:space:]]*//;s/[[:space:]]*$//`, "the spaces and tabs at both ends of each line"
	}
	if place < 0 || show && place == 0 || without && place == 0 {
		return &answer{cmd: "sed " + sq(expr) + " " + quote(f), thought: "sed prints the file without " + what + "; the file is left as it is"}
	}
	return &answer{cmd: sedInPlace(u.plat) + " " + sq(expr) + " " + quote(f), thought: "sed deletes " + what + " in the file itself"}
}

// ─────────────────────────── delete lines ───────────────────────────

// deleteVerbs are the verbs of an order to take lines out of a file.
var deleteVerbs = []string{"=delete", "=remove", "=erase", "=chop", "=drop", "=strip", "=cut"}

// ordersDelete reports whether the request orders lines deleted
// (iDeleteLines' to answer), not shown without them.
func (u *utt) ordersDelete() bool {
	return u.has(deleteVerbs...) && !u.said("show", "print", "display", "output", "preview", "see", "view", "rest")
}

// iDeleteLines: "delete the first line of x", "remove line 5 from x",
// "delete lines 2 to 4 of x", "drop the header of x.csv": the lines the
// readers of lines pick (head, tail, line N, a range), deleted by sed's
// address in the file itself, or printed without them when asked.
func iDeleteLines(u *utt) *answer {
	if !u.has(deleteVerbs...) || len(u.kinds(kFile)) != 1 {
		return nil
	}
	u.take(deleteVerbs...)
	place := u.inPlace()
	u.takeAll("=from", "=in", "=of")
	readers := []func(u *utt) (*answer, string){headTail, lineRange, func(u *utt) (*answer, string) { return iLineN(u), "" }}
	for _, read := range readers {
		saved := append([]tok(nil), u.t...)
		a, _ := read(u)
		if a == nil || !u.done() {
			u.t = saved
			continue
		}
		addr, f, ok := deleteAddr(a.cmd)
		if !ok {
			return nil
		}
		if place < 0 {
			return &answer{cmd: "sed " + sq(addr) + " " + quote(f), thought: "sed prints the file without those lines; the file is left as it is"}
		}
		return &answer{cmd: sedInPlace(u.plat) + " " + sq(addr) + " " + quote(f), thought: "sed deletes those lines in the file itself"}
	}
	return nil
}

// deleteAddr turns the command that prints some lines of one file into
// sed's address of the same lines: head -n N (1,N), tail -n 1 ($), tail
// -n +N (N,$), sed -n 'A,Bp' (A,B). Other commands have none here.
func deleteAddr(cmd string) (addr, file string, ok bool) {
	m := deleteAddrRe().FindStringSubmatch(cmd)
	if m == nil || strings.ContainsAny(m[5], " *?|<>;&") && !strings.HasPrefix(m[5], "'") {
		return "", "", false
	}
	file = strings.Trim(m[5], "'")
	switch {
	case m[1] != "": // head -n N
		if m[1] == "1" {
			return "1d", file, true
		}
		return "1," + m[1] + "d", file, true
	case m[2] != "": // tail -n N: the last line only (sed has no address N from the end)
		if m[2] != "1" {
			return "", "", false
		}
		return "$d", file, true
	case m[3] != "": // tail -n +N
		return m[3] + ",$d", file, true
	default: // sed -n '…p'
		var parts []string
		for _, p := range strings.Split(m[4], ";") {
			if !strings.HasSuffix(p, "p") {
				return "", "", false
			}
			parts = append(parts, strings.TrimSuffix(p, "p")+"d")
		}
		return strings.Join(parts, ";"), file, true
	}
}

var deleteAddrRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:head -n (\d+)|tail -n (\d+)|tail -n \+(\d+)|sed -n '((?:\d+(?:,\d+)?p;?)+)') ('[^']*'|[^' ]+)$`)
})
