package offline

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/caro-sh/caro/platform"
)

// The grammar reads a request as what it asks (an intent: show, count,
// sort, copy, archive, …) and the values it gives (files, directories,
// counts, ranges, columns, delimiters, sizes, time windows, patterns).
// Each intent (intents_*.go) reads the tokens it understands; an intent
// answers only when every token of the request is accounted for, by it
// or as a filler, and every value the request gives is in its command.
// Better no command than one that drops part of the request.

// Kinds of tokens the value pre-pass makes: one token for a phrase that
// gives one value ("over 10 MB", "in the last 3 days", "lines 5 to 9").
const (
	kSize   tkind = iota + 100 // a size and how to compare with it
	kWindow                    // a time window: newer or older than
	kRange                     // a range of lines
	kCols                      // columns by number or by name
	kDelim                     // a field delimiter
	kExt                       // a kind of file by its extension
)

// values the pre-pass reads, kept on the token that stands for them.
type tval struct {
	val   string  // ext ("txt"), delimiter (","), size as typed
	cmp   int     // size: +1 over, -1 under; window: +1 newer, -1 older
	bytes float64 // size in bytes
	mins  int     // window in minutes
	day   int     // window: 1 today, 2 yesterday
	from  int     // range of lines: first
	to    int     // range of lines: last (0: to the end)
	cols  []int   // columns by number (-1: the last)
}

// utt is a request being read by one intent.
type utt struct {
	t    []tok
	v    []tval // values of the pre-pass's tokens, by index
	plat *platform.Info
	// sure: the term to look for was said as one ("search for x",
	// quoted, "the word x"), not read from a word that could be part of
	// the request's own wording
	sure bool
	// files caches what the intents read of files here, for the one
	// request (each intent reads a copy of it).
	files map[string]any
	// raw is the request as typed, for text given after a colon.
	raw string
	// style is the tool a closing "…, tr -d style" names (styleHint):
	// the command must be done with it.
	style string
}

// cached is the value key maps to in u's file cache, made by f once.
func cached[V any](u *utt, key string, f func() V) V {
	if v, ok := u.files[key]; ok {
		return v.(V)
	}
	v := f()
	if u.files != nil {
		u.files[key] = v
	}
	return v
}

func (u *utt) fileDelim(f string) string {
	return cached(u, "delim\x00"+f, func() string { return fileDelim(u.plat, f) })
}

func (u *utt) hasHeader(f, d string) bool {
	return cached(u, "header\x00"+f+"\x00"+d, func() bool { return hasHeader(u.plat, f, d) })
}

func (u *utt) headerNames(f, d string) []string {
	return cached(u, "names\x00"+f+"\x00"+d, func() []string { return headerNames(u.plat, f, d) })
}

// reading is a request after lexing and the pre-pass, shared by the
// intents, each of which reads a copy.
type reading struct {
	t     []tok
	v     []tval
	plat  *platform.Info
	files map[string]any
	raw   string
	style string // see utt
}

func (r reading) utt() *utt {
	u := &utt{t: make([]tok, len(r.t)), v: r.v, plat: r.plat, files: r.files, raw: r.raw, style: r.style}
	copy(u.t, r.t)
	return u
}

// read lexes a request and reads its values.
func read(request string, plat *platform.Info) reading {
	lx := lex(request, plat)
	r := reading{t: lx.toks, plat: plat, files: map[string]any{}, raw: request}
	r.readTypos()
	r.dropClassroom()
	r.dropLikeTool()
	r.dropPreamble()
	r.dropReason()
	r.dropSituation()
	r.dropAside()
	r.dropPolite()
	r.dropPurpose()
	r.rephrase()
	r.readFileVoices()
	r.markNames()
	r.readParent()
	r.readSizes()
	r.readWindows()
	r.readRanges()
	r.readDelims()
	r.readCols()
	r.readColAgain()
	r.readExts()
	r.plainFileWords()
	r.termNotVerb()
	for i := range r.t {
		if r.t[i].kind == kWord || r.t[i].kind == kSym {
			r.t[i].lemma()
		}
	}
	return r
}

// termNotVerb reads a word that names a command to show files ("cat",
// "echo", "dump") as the term a search looks for when it stands where
// the term goes: "lines with the word cat", "lines in x.txt containing
// cat", "lines in x.txt with cat". Read as the verb, it showed the whole
// file ("cat x.txt").
func (r *reading) termNotVerb() {
	line := false
	for i := range r.t {
		t := &r.t[i]
		if oneOf("line|lines|row|rows", t.low) {
			line = true
		}
		if i == 0 || t.kind != kWord || !contains(lexicon()[t.low], "show") || oneOf("show|shows|showing|shown|print|prints|printing|printed|display|displays|displayed|list|lists|listing", t.low) {
			continue
		}
		prev := r.t[i-1]
		if prev.kind != kWord || prev.comma {
			continue
		}
		// "lines with cat", "lines in x.txt with cat", not "open x.txt
		// with cat" nor "lines in x.txt, read them with cat"
		lines := func(k int) bool { return k >= 0 && oneOf("line|lines|row|rows|ones", r.t[k].low) && !r.t[k].comma }
		withTerm := prev.low == "with" && line && (lines(i-2) || i >= 4 && r.t[i-2].kind == kFile && !r.t[i-2].comma && oneOf("in|of|from", r.t[i-3].low) && lines(i-4))
		if oneOf("containing|contain|contains|mentioning|mention|mentions|word|string|term|saying|says|matching|match", prev.low) || withTerm {
			t.term = true
		}
	}
}

// readTypos reads a fast typist's typo of a word as the word ("shwo",
// "fodler", "smaller thna 100k", "2nd coloumn"), so that what reads the
// words as typed reads it too. A word the grammar knows, a name here,
// a word in capitals or with other than letters stays as it is; so does
// its raw form, which names and patterns are taken from.
func (r *reading) readTypos() {
	for i := 0; i < len(r.t); i++ {
		t := &r.t[i]
		// "the hole folder": a word that sounds like the one meant,
		// where only that one fits (after an article, before a word)
		if w := soundAlikes[t.low]; w != "" && t.kind == kWord && !t.caps && !t.dir && !t.file && i > 0 && i+1 < len(r.t) && r.seqLow(i-1, "the|a|my|this|that") && !r.t[i-1].comma && !t.comma {
			t.low, t.lem = w, ""
			continue
		}
		// "makea tar.gz": a verb run into the article after it
		if t.kind == kWord && !t.dir && !t.file && !t.caps && !knownWord(t.low) && i+1 < len(r.t) {
			if v, a := gluedArticle(t.low); v != "" {
				art := *t
				art.raw, art.low, art.lem = a, a, ""
				t.raw, t.low, t.lem, t.comma = v, v, "", false
				r.t = append(r.t[:i+1], append([]tok{art}, r.t[i+1:]...)...)
				i++
				continue
			}
		}
		if t.kind != kWord || t.dir || t.file || t.caps || knownWord(t.low) || strings.Trim(t.low, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		if _, ok := lexicon()[t.low]; ok {
			continue
		}
		if s := singular(t.low); s != t.low && knownWord(s) {
			continue
		}
		// two letters swapped, one lost or one doubled: not one
		// changed, which as often makes another word ("after", "alter")
		// (nor a word's ending added, "stored", or a letter before it,
		// "scores": words of their own)
		w := typoOf(t.low)
		if w != "" && (swapped(t.low, w) || len(w) != len(t.low)) && !strings.HasPrefix(t.low, w) && !strings.HasSuffix(t.low, w) {
			t.low, t.lem = w, ""
		}
	}
}

// soundAlikes are words typed for others that sound the same, read as
// the one meant where only it fits (readTypos).
var soundAlikes = map[string]string{"hole": "whole"}

// gluedArticle splits a verb of the lexicon run into the article after
// it ("makea", "showthe", "createan"): the verb and the article, or ""
// when w is no such pair.
func gluedArticle(w string) (string, string) {
	for _, a := range []string{"the", "an", "a"} {
		v := strings.TrimSuffix(w, a)
		if v == w || len(v) < 3 {
			continue
		}
		if meansAny(v, "show|list|count|sort|find|copy|move|rename|delete|make|replace|extract|archive|link") {
			return v, a
		}
	}
	return "", ""
}

// meansAny reports whether the lexicon reads the word w as one of the
// concepts ("show|list|…").
func meansAny(w, concepts string) bool {
	for _, c := range lexicon()[w] {
		if oneOf(concepts, c) {
			return true
		}
	}
	return false
}

// dropClassroom drops the words of a teacher walking a class through
// the steps: "Next, …", "Now we'll …", "Can everyone …", "…, everyone",
// "Let's start by looking at …" (look at …), "… in one command". What
// is left is the step itself; "everyone" anywhere else (readable by
// everyone) stays.
func (r *reading) dropClassroom() {
	for len(r.t) > 3 {
		switch {
		case r.seqLow(0, "next|now|first|firstly|then|finally|lastly|alright|okay|ok|so|and") &&
			(r.t[0].comma || r.seqLow(1, "let|we|can|could|everyone|everybody|you")) && !r.seqLow(0, "so|and", "we"):
			// "Next, …", "Now we will …"
			r.t[1].caps = false
			r.t = r.t[1:]
		case r.seqLow(0, "everyone|everybody|class|folks") && r.t[0].comma:
			// "Everyone, …"
			r.t = r.t[1:]
		case (r.seqLow(0, "can|could|will|would|should", "everyone|everybody") || r.seqLow(0, "can|could|will|would|should", "you", "all")) &&
			!r.seqLow(2, "read|write|run|execute|access|open|edit|modify|change|see|view|delete|remove|use|get|enter|reach|list|cd") &&
			!r.seqLow(3, "read|write|run|execute|access|open|edit|modify|change|see|view|delete|remove|use|get|enter|reach|list|cd"):
			// "Can everyone make a folder …": can you make a folder; "can
			// everyone read x" asks who may
			r.t = append(r.t[:1:1], r.t[2:]...)
			if r.seqLow(1, "all") {
				r.t = append(r.t[:1:1], r.t[2:]...)
			}
			r.t[0].low, r.t[0].raw, r.t[0].lem = "can", "can", ""
		case r.seqLow(0, "let", "us", "start|begin", "off", "by") || r.seqLow(0, "let", "us", "start|begin", "by"):
			// "Let's start by looking at …": look at …
			k := 4
			if r.seqLow(3, "off") {
				k = 5
			}
			if k >= len(r.t) {
				return
			}
			b := baseVerb(r.t[k].low)
			if b == "" {
				return
			}
			r.t[k].low, r.t[k].raw, r.t[k].lem = b, b, ""
			r.t = r.t[k:]
		default:
			n := len(r.t)
			// "…, everyone": said to the class, at the end
			if r.seqLow(n-1, "everyone|everybody|class|folks") && r.t[n-2].comma {
				r.t[n-2].comma = false
				r.t = r.t[:n-1]
				continue
			}
			// "… in one command", "…, in a single command": how many
			// commands, which is always one
			for i := 2; i < len(r.t); i++ {
				e := 0
				switch {
				case r.seqLow(i, "in|with|using") && i+2 < len(r.t) && r.t[i+1].low == "one" && r.seqLow(i+2, "command|step|go"):
					e = i + 3
				case r.seqLow(i, "in|with|using", "a", "single", "command|step"):
					e = i + 4
				}
				if e == len(r.t) {
					r.t[i-1].comma = false
					r.t = r.t[:i]
					break
				}
			}
			return
		}
	}
}

// toolMarks are words that name another system's tool or a way of
// working with the mouse: a clause that compares the request to one
// ("like the memory tab in task manager", "the way Finder does")
// says what the request says already.
var toolMarks = "finder|explorer|spotlight|textedit|console|manager|monitor|info|mac|macos|windows|dos|cmd|powershell|double-click|doubleclick"

// dosTools are DOS commands, named with a /flag in a comparison ("like
// dir /a", "findstr /v style").
var dosTools = "dir|find|findstr|type|copy|xcopy|del|erase|attrib|tree|tasklist|ipconfig|md|rd|move|ren|more|sort|fc|comp"

// likeClause reports whether t[i:j] names another tool: words and /flags
// only, no file, folder or number, and a tool's mark (toolMarks, a DOS
// command with its flag) or, when verb is set, an ending "does", "would".
func (r *reading) likeClause(i, j int, verb bool) bool {
	if i >= j || j-i > 7 {
		return false
	}
	mark := verb && r.seqLow(j-1, "does|would|did|do")
	for k := i; k < j; k++ {
		t := r.t[k]
		flag := t.kind == kPath && len(t.raw) <= 3 && strings.HasPrefix(t.raw, "/")
		if !flag && (t.kind != kWord || t.dir || t.file || t.caps) {
			return false
		}
		if flag && k > i && oneOf(dosTools, r.t[k-1].low) {
			mark = true
		}
		if oneOf(toolMarks, t.low) {
			mark = true
		}
	}
	return mark
}

// dropLikeTool drops a comparison with another system's tool: "Like
// About This Mac: …", "Activity Monitor style: …", "…, like dir /a",
// "… like Console does", "… the way Finder does, …", "… but the linux
// way". The request says what is asked without it.
func (r *reading) dropLikeTool() {
	n := len(r.t)
	// a lead closed by a colon: "like X:", "X style:"
	for k := 1; k < n-3 && k < 7; k++ {
		if !r.t[k].comma {
			continue
		}
		if r.seqLow(0, "like") && r.likeClause(1, k+1, false) || r.seqLow(k, "style|way") && r.likeClause(0, k, false) {
			r.t = r.t[k+1:]
			return
		}
		break
	}
	// "…, like X", "… like X does", "… the way X does": at the end, or
	// closed by a comma
	for i := 2; i < len(r.t); i++ {
		s, from := i, i+1
		switch {
		case r.seqLow(i, "like|as") && (r.t[i-1].comma || r.seqLow(i-1, "and|just")):
			if r.seqLow(i-1, "and|just") {
				s = i - 1
			}
		case r.seqLow(i, "like"):
		case r.seqLow(i, "the", "way") && !r.seqLow(i-1, "all"):
			from = i + 2
			if r.seqLow(i-1, "just|exactly") {
				s = i - 1
			}
		default:
			continue
		}
		e := len(r.t)
		for k := from; k < len(r.t); k++ {
			if r.t[k].comma {
				e = k + 1
				break
			}
		}
		if !r.likeClause(from, e, true) || !r.t[i-1].comma && !r.seqLow(e-1, "does|would|did|do") && !r.seqLow(i, "the") {
			continue
		}
		if e < len(r.t) && s > 0 {
			r.t[s-1].comma = true
		} else if s > 0 {
			r.t[s-1].comma = false
		}
		r.t = append(r.t[:s:s], r.t[e:]...)
		return
	}
	// "… but the linux way", "…, the unix way", "… in linux style"
	if n := len(r.t); n > 3 {
		k := n - 2
		if r.seqLow(k, "linux|unix|bash|shell", "way|style|version|equivalent") {
			if r.seqLow(k-1, "the|in") {
				k--
			}
			if r.seqLow(k-1, "but|in|the") {
				k--
			}
			if k >= 2 {
				r.t[k-1].comma = false
				r.t = r.t[:k]
			}
		}
	}
}

// baseVerb is the verb a word ending in -ing is a form of, when the
// lexicon knows it ("looking": look, "making": make, "running": run),
// "" otherwise.
func baseVerb(w string) string {
	if !strings.HasSuffix(w, "ing") || len(w) < 6 {
		return ""
	}
	s := w[:len(w)-3]
	for _, b := range []string{s, s + "e", s[:len(s)-1]} {
		if _, ok := lexicon()[b]; ok && len(b) > 1 {
			if b == s[:len(s)-1] && s[len(s)-1] != s[len(s)-2] {
				continue // only a doubled letter is dropped: running, not sorting
			}
			return b
		}
	}
	return ""
}

// dropAside drops a closing clause that says why or when, not what: "so
// I can email it", "before I start editing it", "because I need the
// space", "I don't need it anymore". One that says who may do what ("so
// only I can read it") stays: it is the request.
func (r *reading) dropAside() {
	for i := 2; i < len(r.t); i++ {
		// ("I don't want overdose or doses": what is not wanted, named)
		aside := r.seqLow(i, "so", "i|we|you") || r.seqLow(i, "so", "that", "i|we|you") || r.seqLow(i, "before", "i|we|you") || r.seqLow(i, "because|cause|cuz", "i|we|my|the|it") ||
			r.seqLow(i, "i|we", "do", "not", "need|want", "it|them|this|that|those|these|any") || r.seqLow(i, "i|we", "no", "longer", "need") || r.seqLow(i, "not", "needed", "anymore")
		if !aside || !r.t[i-1].comma && r.t[i].low != "so" && r.t[i].low != "before" && r.t[i].low != "because" {
			continue
		}
		// "… so I see new stuff coming in": the new lines are the request
		news := false
		for k := i; k+1 < len(r.t); k++ {
			news = news || r.seqLow(k, "new") && func() bool {
				for _, t := range r.t[k+1:] {
					if oneOf("coming|come|comes|arrive|arrives|arriving|appear|appears|appearing|added|written|appended", t.low) {
						return true
					}
				}
				return false
			}()
		}
		if news {
			return
		}
		for _, t := range r.t[i:] {
			if t.kind != kWord || t.caps || strings.IndexFunc(t.low, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) >= 0 ||
				oneOf("only|nobody|everyone|anyone|everybody|group|others|world", t.low) {
				return // a file, a number, a name: it says what
			}
		}
		r.t = r.t[:i]
		return
	}
}

// dropPolite drops the words of a polite wrapper that are no filler:
// "would you mind showing", "do you mind", "if you don't mind", "mind
// printing", and an older user's forms: "would you be so kind as to …",
// "would you be so good as to …", "would you be good enough to …", "I
// should be grateful if you would …", "might I ask …", "…, if that can
// be arranged", "… if possible", "…, if it's not too much trouble".
func (r *reading) dropPolite() {
	for i := 0; i < len(r.t); i++ {
		switch {
		case r.seqLow(i, "if", "you", "do", "not", "mind"):
			r.t = append(r.t[:i], r.t[i+5:]...)
		case r.seqLow(i, "would|do|will|could", "you", "mind"):
			r.t = append(r.t[:i+2], r.t[i+3:]...)
			if i+2 < len(r.t) && r.t[i+2].kind == kWord {
				// "would you mind deleting x": would you delete x
				if b := baseVerb(r.t[i+2].low); b != "" {
					r.t[i+2].raw, r.t[i+2].low, r.t[i+2].lem = b, b, ""
				}
			}
		case i == 0 && r.seqLow(i, "mind") && len(r.t) > 1 && strings.HasSuffix(r.t[1].low, "ing"):
			r.t = r.t[1:]
		case i > 0 && r.seqLow(i-1, "you", "be", "so", "kind|good", "as", "to"):
			// "would you be so kind as to show …": "would you … to show"
			r.t = append(r.t[:i], r.t[i+4:]...)
		case i > 0 && r.seqLow(i-1, "you", "be", "kind|good", "enough", "to"):
			// "would you be good enough to count …"
			r.t = append(r.t[:i], r.t[i+3:]...)
		case i > 0 && i+5 == len(r.t) && r.seqLow(i, "if", "that|this|it", "can|could", "be", "arranged") || i > 0 && i+3 == len(r.t) && r.seqLow(i, "if", "you", "please"):
			// "…, if that can be arranged", "…, if you please"
			r.t = r.t[:i]
		case i > 0 && (r.t[i-1].comma || r.seqLow(i-1, "and") || r.t[i-1].kind == kSym) && r.seqLow(i, "nothing", "else|more") && (i+2 == len(r.t) || r.t[i+1].comma):
			// "the second column, and nothing else": only what is asked,
			// which is all a command shows
			k := i
			if r.seqLow(i-1, "and") {
				k--
			}
			r.t[k-1].comma = r.t[k-1].comma || r.t[i+1].comma
			r.t = append(r.t[:k], r.t[i+2:]...)
		case i > 0 && r.t[i-1].comma && r.seqLow(i, "nothing", "else", "changed|touched|modified|altered") && i+3 == len(r.t):
			// "sort x in reverse order, nothing else changed": only what is asked
			r.t[i-1].comma = false
			r.t = r.t[:i]
		case i > 1 && r.seqLow(i-1, "and") && r.seqLow(i, "nothing", "before|after", "them|it|that") && i+3 == len(r.t):
			// "the last 3 lines and nothing before them"
			r.t = r.t[:i-1]
		case i == 0 && r.seqLow(i, "in|at", "the", "end", "i|we"):
			// "in the end I want …": the state the request asks for
			r.t = r.t[3:]
			i = -1
		case i > 0 && r.t[i-1].comma && r.seqLow(i, "however|no", "many|matter") && func() bool {
			// "each line only once, however many times it appears": a concession, to the end
			k := i + 2
			if r.seqLow(i, "no", "matter", "how", "many") {
				k = i + 4
			}
			return r.seqLow(k, "times") && r.seqLow(k+1, "it|they") && r.seqLow(k+2, "appears|appear|occurs|occur|comes|come|is|are|shows") && k+3 == len(r.t)
		}():
			r.t[i-1].comma = false
			r.t = r.t[:i]
		case r.seqLow(i, "find|figure", "out", "how"):
			// "how do I find out how many bytes …": the question is the request
			r.t = append(r.t[:i], r.t[i+2:]...)
		case r.seqLow(i, "together", "with"):
			// "the lines together with their numbers": with them
			r.t = append(r.t[:i], r.t[i+1:]...)
		}
	}
	// a wrapper before the request: it ends in "to" or "you would", and
	// what follows is the request
	for _, w := range politeLeads {
		for i := 0; i+len(w) < len(r.t); i++ {
			if (i == 0 || r.t[i-1].comma || r.seqLow(i-1, "please|kindly|so|now|and|then")) && r.seqLow(i, w...) {
				r.t = append(r.t[:i], r.t[i+len(w):]...)
				break
			}
		}
	}
	// a wrapper after it: at the end, or closed by a comma
	for _, w := range politeTails {
		for i := 1; i+len(w) <= len(r.t); i++ {
			if r.seqLow(i, w...) && (i+len(w) == len(r.t) || r.t[i+len(w)-1].comma) {
				if r.t[i+len(w)-1].comma {
					r.t[i-1].comma = true
				}
				r.t = append(r.t[:i], r.t[i+len(w):]...)
				break
			}
		}
	}
}

// politeLeads are the polite words before a request that say nothing of
// it ("would you be so kind as to" sort x).
var politeLeads = [][]string{
	{"would|could|will", "you", "be", "so", "kind|good", "as", "to"},
	{"would|could|will", "you", "be", "kind|good", "enough", "to"},
	{"would|could|will", "you", "kindly|please", "be", "so", "kind|good", "as", "to"},
	{"i|we", "would|should", "be", "grateful|glad|thankful|obliged|delighted|pleased", "if", "you", "would|could|can|will|might"},
	{"i|we", "would|should", "be", "grateful|glad|thankful|obliged|delighted|pleased", "if", "you", "would|could|can|will|might", "please"},
	{"might|may|could|can", "i", "ask", "you", "to"},
	{"might|may|could|can", "i", "ask"},
	{"i", "wonder|wondered|was", "if|whether", "you", "could|would|might|can"},
	{"i", "was", "wondering", "if|whether", "you", "could|would|might|can"},
	{"i|we", "need|want|have", "to", "write|note|jot|copy", "down"},
	{"when|once", "you", "are", "done|finished|ready"},
	{"when|once", "you", "have", "a", "moment|minute|second"},
	{"i|we", "think|guess|believe|suppose|reckon", "that"},
	{"i|we", "think|guess|believe|suppose|reckon"},
}

// politeTails are the polite words after a request ("…, if that can be
// arranged").
var politeTails = [][]string{
	{"if", "that|this|it", "can|could", "be", "arranged|done|managed"},
	{"if", "that|this|it", "is", "no", "trouble|bother|problem"},
	{"if", "that|this|it", "is", "possible|alright|okay|ok|convenient"},
	{"if", "that|this|it", "is", "not", "too", "much", "trouble|bother"},
	{"if", "possible"},
	{"if", "you", "can|could|would|will"},
	{"if", "you", "would", "be", "so", "kind"},
	{"if", "you'd|youd", "be", "so", "kind"},
	{"when", "you", "get|have", "a", "chance|moment|minute|second"},
	{"at", "your", "convenience"},
	{"thank", "you", "very|so", "much"},
	{"thank", "you", "kindly|ever|again"},
	{"thank", "you"},
	{"thanks", "in", "advance"},
	{"many", "thanks"},
}

// seqLow reports whether the words from i on are words, each one of
// the alternatives ("a|b") in turn, as typed: unlike utt.seq it reads no
// lemma (a word corrected as a typo must not drop the rest of a request).
func (r *reading) seqLow(i int, words ...string) bool {
	if i < 0 {
		return false
	}
	for k, w := range words {
		if i+k >= len(r.t) || r.t[i+k].kind != kWord || !oneOf(w, r.t[i+k].low) {
			return false
		}
	}
	return true
}

// replace puts one token of kind k with value v in place of t[i:j].
func (r *reading) replace(i, j int, k tkind, v tval) {
	raw := []string{}
	for _, t := range r.t[i:j] {
		raw = append(raw, t.raw)
	}
	nt := tok{raw: strings.Join(raw, " "), low: strings.ToLower(strings.Join(raw, " ")), kind: k, comma: r.t[j-1].comma, open: r.t[i].open}
	r.v = append(r.v, v)
	nt.num = float64(len(r.v) - 1) // the value's index
	r.t = append(r.t[:i], append([]tok{nt}, r.t[j:]...)...)
}

// val is the value a pre-pass token stands for.
func (u *utt) val(i int) tval { return u.v[int(u.t[i].num)] }

func (r *reading) low(i int) string {
	if i < 0 || i >= len(r.t) {
		return ""
	}
	if r.t[i].kind == kWord || r.t[i].kind == kSym {
		return r.t[i].low
	}
	return ""
}

// seqAt reports whether the words ws are at i ("|" separates words
// either of which will do: "more|greater than").
func (r *reading) seqAt(i int, ws ...string) bool {
	for k, w := range ws {
		l := r.low(i + k)
		if l == "" {
			return false
		}
		ok := false
		for _, alt := range strings.Split(w, "|") {
			if l == alt {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// seqBefore: the words ws end just before i; it returns where they start.
func (r *reading) seqBefore(i int, ws ...string) (int, bool) {
	s := i - len(ws)
	if s < 0 {
		return 0, false
	}
	return s, r.seqAt(s, ws...)
}

// markNames: the word after "named" or "called" is a name, whatever it
// is in the lexicon ("a folder called test").
func (r *reading) markNames() {
	for i := 0; i+1 < len(r.t); i++ {
		if r.t[i].kind != kWord {
			continue
		}
		switch r.t[i].low {
		case "named", "called", "titled":
			n := &r.t[i+1]
			if r.seqLow(i+1, "on|at|by", "the|this|my|our|a") {
				continue // "what is this machine called on the network"
			}
			if n.kind == kWord && !notAName[n.low] || n.kind == kNum && n.raw == strings.Trim(n.raw, ".") && isDigits(n.raw) {
				n.kind = kPath // a name: read as a path to be
			}
		}
	}
}

// readParent reads the words for the directory above as its path:
// "up one level", "one folder up", "to the parent directory", "into the
// folder above" are "..", after "to" when no place word comes before.
func (r *reading) readParent() {
	dirs := "level|directory|folder|dir"
	one := func(i int) bool { // "one" is read as a number
		return i >= 0 && i < len(r.t) && (r.t[i].low == "one" || r.t[i].low == "a" || r.t[i].low == "1")
	}
	for i := 0; i < len(r.t); i++ {
		end, lead := 0, false
		switch {
		case r.seqAt(i, "up") && one(i+1) && r.seqAt(i+2, dirs):
			end = i + 3
		case one(i) && r.seqAt(i+1, dirs, "up|higher|above"):
			end = i + 3
		case r.seqAt(i, "the|my|its", "parent", "directory|folder|dir") && placeWord(r.low(i-1)):
			end, lead = i+3, true
		case r.seqAt(i, "the", "folder|directory|dir", "above") && placeWord(r.low(i-1)):
			end, lead = i+3, true
		case r.seqAt(i, "my|the", "home") && (placeWord(r.low(i-1)) || oneOf("list|ls|browse|contents|listing", r.low(i-1)) && r.seqAt(i+2, "directory|folder|dir")) &&
			(r.low(i) == "my" || r.seqAt(i+2, "directory|folder|dir")):
			// "list my home directory": what it holds ("what is my home
			// directory" asks its path)
			// "to my home directory", "to my home": ~
			n := 2
			if r.seqAt(i+2, "directory|folder|dir") {
				n = 3
			}
			r.t = append(r.t[:i], append([]tok{{raw: "~/", low: "~/", kind: kPath, comma: r.t[i+n-1].comma}}, r.t[i+n:]...)...)
			continue
		default:
			continue
		}
		if r.seqAt(end, "from", "here") {
			end += 2
		}
		p := tok{raw: "..", low: "..", kind: kPath, dir: true, comma: r.t[end-1].comma, up: true}
		if !lead && !placeWord(r.low(i-1)) {
			r.t = append(r.t[:i], append([]tok{{raw: "to", low: "to", kind: kWord}, p}, r.t[end:]...)...)
			i++
			continue
		}
		r.t = append(r.t[:i], append([]tok{p}, r.t[end:]...)...)
	}
}

// ───────────────────────────── sizes ─────────────────────────────

var sizeUnits = map[string]float64{
	"b": 1, "byte": 1, "bytes": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10, "kilobyte": 1 << 10, "kilobytes": 1 << 10,
	"kilo": 1 << 10, "kilos": 1 << 10, "m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20, "meg": 1 << 20, "megs": 1 << 20,
	"megabyte": 1 << 20, "megabytes": 1 << 20, "mbs": 1 << 20, "g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30, "gig": 1 << 30,
	"gigs": 1 << 30, "gigabyte": 1 << 30, "gigabytes": 1 << 30, "gbs": 1 << 30, "t": 1 << 40, "tb": 1 << 40,
	"terabyte": 1 << 40, "terabytes": 1 << 40,
}

var sizeLitRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([<>]=?|\+)?(\d+(?:\.\d+)?)([a-z]+)\+?$`)
})

// sizeCmps are the words before a size that say which way it compares.
var sizeCmps = []struct {
	words []string
	cmp   int
}{
	{[]string{"more|greater|bigger|larger|heavier|higher", "than"}, 1}, {[]string{"at", "least"}, 1},
	{[]string{"no|not", "less|smaller", "than"}, 1}, {[]string{"over|above|exceeding|exceeds|past|beyond|>|>=|+"}, 1},
	{[]string{"no|not", "more|bigger|larger|greater", "than"}, -1}, {[]string{"less|smaller|lighter|lower|fewer", "than"}, -1},
	{[]string{"at", "most"}, -1}, {[]string{"up", "to"}, -1}, {[]string{"under|below|beneath|<|<=|within"}, -1},
}

func (r *reading) readSizes() {
	for i := 0; i < len(r.t); i++ {
		t := r.t[i]
		var bytes float64
		end := i + 1
		switch {
		case t.kind == kNum && sizeUnits[r.low(i+1)] > 0 && !(r.low(i+1) == "m" && r.timeAround(i)) && !(r.low(i+1) == "t" || r.low(i+1) == "b" && r.low(i+2) != ""):
			bytes = t.num * sizeUnits[r.low(i+1)]
			end = i + 2
		case (t.low == "a" || t.low == "one") && len(r.low(i+1)) > 2 && sizeUnits[r.low(i+1)] > 0 && !strings.HasSuffix(r.low(i+1), "s"):
			// "bigger than a gig", "over a megabyte"
			bytes = sizeUnits[r.low(i+1)]
			end = i + 2
		case t.kind == kWord && sizeLitRe().MatchString(t.low):
			m := sizeLitRe().FindStringSubmatch(t.low)
			u := sizeUnits[m[3]]
			if u == 0 || m[3] == "m" && r.timeAround(i) {
				continue
			}
			n, _ := strconv.ParseFloat(m[2], 64)
			bytes = n * u
		default:
			continue
		}
		start, cmp := i, 0
		for _, c := range sizeCmps {
			if s, ok := r.seqBefore(i, c.words...); ok {
				start, cmp = s, c.cmp
				break
			}
		}
		if strings.HasSuffix(t.low, "+") || strings.HasPrefix(t.low, ">") || strings.HasPrefix(t.low, "+") {
			cmp = 1 // "10M+", ">1M", "+1M" (find's own way)
		} else if strings.HasPrefix(t.low, "<") {
			cmp = -1
		}
		// after it: "1MB or more", "10k and up", "or less"
		switch {
		case r.seqAt(end, "or|and", "more|bigger|larger|greater|above|over|up|higher"):
			cmp, end = 1, end+2
		case r.seqAt(end, "or|and", "less|smaller|under|below|lower|fewer"):
			cmp, end = -1, end+2
		case r.seqAt(end, "plus") || r.seqAt(end, "+"):
			cmp, end = 1, end+1
		}
		r.replace(start, end, kSize, tval{val: t.raw, cmp: cmp, bytes: bytes})
		i = start
	}
}

// timeAround: a time word near i makes "30m" thirty minutes.
func (r *reading) timeAround(i int) bool {
	for k := max(0, i-4); k < min(len(r.t), i+3); k++ {
		switch r.low(k) {
		case "ago", "old", "older", "last", "past", "since", "within", "modified", "changed", "edited", "touched", "recent", "newer", "hours", "minutes", "days":
			return true
		}
	}
	return false
}

// ──────────────────────────── windows ────────────────────────────

var timeUnits = map[string]int{
	"minute": 1, "minutes": 1, "min": 1, "mins": 1, "m": 1, "hour": 60, "hours": 60, "hr": 60, "hrs": 60, "h": 60,
	"day": 1440, "days": 1440, "d": 1440, "week": 10080, "weeks": 10080, "wk": 10080, "wks": 10080, "w": 10080,
	"fortnight": 20160, "month": 43200, "months": 43200, "mo": 43200, "mos": 43200, "year": 525600, "years": 525600,
	"yr": 525600, "yrs": 525600, "y": 525600, "sec": 0, "second": 0, "seconds": 0,
}

var timeLitRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(\d+)(m|min|mins|h|hr|hrs|d|w|wk|mo|y)$`)
})

// newerWords before an amount of time make a window of the recent past;
// olderWords one of everything before it.
var (
	newerWords = [][]string{
		{"in|during|over|within|for", "the", "last|past|previous|preceding|recent"}, {"in|during|over|within|for", "last|past"},
		{"last|past|previous|recent"}, {"within|since"}, {"newer|younger|fresher|later", "than"}, {"less|fewer", "than"},
		{"under"}, {"no|not", "older", "than"}, {"after"},
	}
	olderWords = [][]string{
		{"older|earlier", "than"}, {"more|greater|longer", "than"}, {"over"}, {"at", "least"}, {"before"}, {"beyond"},
		{"not", "in|within|for|since|during", "the", "last|past"}, {"not", "in|within|for|since|during"},
	}
)

// notChanged are the words of "not modified for a week" when the
// negation comes before the verb.
var notChanged = map[string]bool{"not": true, "never": true, "untouched": true, "unchanged": true, "unmodified": true, "unedited": true, "unused": true}

func (r *reading) readWindows() {
	for i := 0; i < len(r.t); i++ {
		l := r.low(i)
		unit, amount, end, lead := 0, 0.0, i+1, i
		switch {
		case timeUnits[l] > 0 || l == "fortnight":
			unit = timeUnits[l]
			switch p := r.t[max(0, i-1)]; {
			case i > 0 && p.kind == kNum:
				amount, lead = p.num, i-1
			case i > 0 && (r.low(i-1) == "a" || r.low(i-1) == "an" || r.low(i-1) == "one" || r.low(i-1) == "the" || r.low(i-1) == "last" || r.low(i-1) == "past" || r.low(i-1) == "previous" || r.low(i-1) == "this"):
				amount = 1
				if r.low(i-1) == "a" || r.low(i-1) == "an" || r.low(i-1) == "one" {
					lead = i - 1
				}
			case i > 0 && r.low(i-1) == "few":
				amount, lead = 3, i-1
			case i > 1 && r.low(i-1) == "couple" || i > 2 && r.low(i-2) == "couple" && r.low(i-1) == "of":
				amount, lead = 2, i-1
				if r.low(i-1) == "of" {
					lead = i - 2
				}
			default:
				continue
			}
			if (l == "m" || l == "d" || l == "h" || l == "w" || l == "y") && r.t[max(0, i-1)].kind != kNum {
				continue
			}
			if l == "second" && r.low(i-1) != "a" {
				continue
			}
		case timeLitRe().MatchString(l):
			m := timeLitRe().FindStringSubmatch(l)
			n, _ := strconv.Atoi(m[1])
			amount, unit = float64(n), timeUnits[m[2]]
		case l == "today" || l == "yesterday":
			r.readDay(i)
			continue
		default:
			continue
		}
		if amount == 0 || unit == 0 {
			continue
		}
		start, cmp := lead, 0
		// the words before it
		for _, ws := range newerWords {
			if s, ok := r.seqBefore(lead, ws...); ok {
				start, cmp = s, 1
				break
			}
		}
		if cmp == 0 {
			for _, ws := range olderWords {
				if s, ok := r.seqBefore(lead, ws...); ok {
					start, cmp = s, -1
					break
				}
			}
		}
		// "not modified in a week", "untouched for 30 days": older
		if cmp == 0 && (r.low(lead-1) == "in" || r.low(lead-1) == "for") && !r.seqAt(end, "ago|old|back") {
			if k := lead - 1; r.negatedBefore(k) {
				start, cmp = k, -1
			}
		}
		// "this week", "this month": since its start, read as the last
		// one
		if r.low(lead-1) == "this" && cmp == 0 && amount == 1 && (unit == 10080 || unit == 43200 || unit == 525600) {
			start, cmp = lead-1, 1
			if r.low(start-1) == "in" || r.low(start-1) == "during" {
				start--
			}
		}
		// after it: "ago", "old", "or older", "or less"
		switch {
		case r.seqAt(end, "ago|old", "or|and", "more|older|earlier|before|longer"):
			cmp, end = -1, end+3
		case r.seqAt(end, "ago|old", "or|and", "less|newer|later|since|after"):
			cmp, end = 1, end+3
		case r.seqAt(end, "or|and", "more|older|earlier|longer"):
			cmp, end = -1, end+2
		case r.seqAt(end, "or|and", "less|newer|later"):
			cmp, end = 1, end+2
		case r.seqAt(end, "ago|old|back"):
			end++
			switch {
			case cmp == 0:
				// "changed 2 days ago": about then; no window
			case r.low(start) == "over" || r.low(start) == "more" || r.low(start) == "greater" || r.low(start) == "longer" || r.low(start) == "at":
				cmp = -1
			case r.low(start) == "since" || r.low(start) == "within" || r.low(start) == "less" || r.low(start) == "under" || r.low(start) == "fewer" || r.low(start) == "after":
				cmp = 1
			}
		default:
			// "older than" needs nothing after; "more than 3 days"
			// and "over a week" with nothing after are older too
		}
		if cmp == 0 {
			continue
		}
		// "not modified in the last week", "haven't been touched for 3
		// days": the negation before the verb turns it round; before an
		// older window ("not touched for more than 3 days") it says the
		// same again
		if cmp == 1 && r.negatedBefore(start) {
			cmp = -1
		} else if cmp == -1 {
			r.negatedBefore(start)
		}
		r.replace(start, end, kWindow, tval{cmp: cmp, mins: int(amount * float64(unit))})
		i = start
	}
}

// readDay: "today", "since yesterday", "modified yesterday".
func (r *reading) readDay(i int) {
	l := r.low(i)
	start, day := i, 1
	cmp := 1
	if l == "yesterday" {
		day = 2
		if r.low(i-1) == "after" {
			start, day = i-1, 1 // after yesterday: today
		} else if r.low(i-1) == "since" {
			start, day = i-1, 0 // since yesterday: two days
		} else if r.low(i-1) == "before" || r.low(i-1) == "until" {
			start, cmp, day = i-1, -1, 0
		}
	}
	if r.low(start-1) == "from" || r.low(start-1) == "during" || r.low(start-1) == "since" && l == "today" {
		start--
	}
	v := tval{cmp: cmp, day: day, mins: 1440}
	if day == 0 {
		v.mins = 2 * 1440
	}
	if cmp == 1 && r.negatedBefore(start) {
		v.cmp, v.day = -1, 0
	}
	r.replace(start, i+1, kWindow, v)
}

// negatedBefore: a negation among the few words before i, which it
// takes ("not modified in", "haven't been touched for").
func (r *reading) negatedBefore(i int) bool {
	for k := i - 1; k >= max(0, i-4); k-- {
		if notChanged[r.low(k)] {
			if r.low(k) == "not" || r.low(k) == "never" {
				r.t[k].used = true
			} else {
				r.t[k].used = true
				r.t[k].kind = kWord
			}
			return true
		}
		if r.t[k].kind != kWord {
			return false
		}
	}
	return false
}

// ───────────────────────────── ranges ─────────────────────────────

var rangeTokRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d+)(?:-|\.\.|:|,)(\d+)$`) })

func (r *reading) readRanges() {
	// "observations 50 through 55 of seismo.log": a file's records, one
	// per line, where no file named is a table (whose header is no
	// record)
	table := false
	for _, t := range r.t {
		table = table || t.kind == kFile && oneOf("csv|tsv|xlsx|xls|ods|json", strings.TrimPrefix(strings.ToLower(filepath.Ext(t.raw)), "."))
	}
	isLine := func(i int) bool {
		l := r.low(i)
		return l == "line" || l == "lines" || l == "row" || l == "rows" || !table && oneOf("observation|observations|entry|entries|measurement|measurements|reading|readings", l)
	}
	// "the first and last lines": two, the ends
	for i := 0; i+3 < len(r.t); i++ {
		if r.seqAt(i, "first", "and|&", "last|final", "line|lines|row|rows") {
			start := i
			if r.low(i-1) == "the" || r.low(i-1) == "only" || r.low(i-1) == "just" {
				start--
			}
			r.replace(start, i+4, kRange, tval{cols: []int{1, 1, -1, -1}})
			break
		}
	}
	// "the 2nd and 3rd lines", "the third and fifth line": two lines
	for i := 0; i+3 < len(r.t); i++ {
		if r.t[i].kind == kOrd && r.seqAt(i+1, "and|&") && r.t[i+2].kind == kOrd && isLine(i+3) && r.t[i].num >= 1 && r.t[i+2].num > r.t[i].num {
			start := i
			if r.low(i-1) == "the" || r.low(i-1) == "only" || r.low(i-1) == "just" {
				start--
			}
			a, b := int(r.t[i].num), int(r.t[i+2].num)
			r.replace(start, i+4, kRange, tval{cols: []int{a, a, b, b}})
			break
		}
	}
	for i := 0; i < len(r.t); i++ {
		if !isLine(i) {
			continue
		}
		start := i
		if r.low(i-1) == "from" || r.low(i-1) == "between" {
			start = i - 1
		}
		j := i + 1
		// "lines 1 and 3", "lines 2, 4 and 6", "line 2 and line 9",
		// "lines 2-4 and 8-10": a list, not the range from the first
		// to the last ("between lines 3 and 5" is one)
		if r.low(start) != "between" {
			if list, end := r.lineList(j); len(list) > 2 {
				r.replace(start, end, kRange, tval{cols: list})
				continue
			}
		}
		// "lines 1,3": a list to some, sed's range to others: neither
		if m := rangeTokRe().FindStringSubmatch(r.low(j)); m != nil && strings.Contains(r.low(j), ",") {
			continue
		}
		// "lines 5 to 10", "lines 5-10", "line 5 through line 10"
		if m := rangeTokRe().FindStringSubmatch(r.low(j)); m != nil {
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			r.replace(start, j+1, kRange, tval{from: a, to: b})
			continue
		}
		if j >= len(r.t) || r.t[j].kind != kNum {
			continue
		}
		a := int(r.t[j].num)
		k := j + 1
		if r.seqAt(k, "to|-|through|thru|till|until|and|up") {
			k++
			if r.low(k) == "to" {
				k++ // "up to"
			}
			if isLine(k) {
				k++
			}
			if k < len(r.t) && r.t[k].kind == kNum {
				r.replace(start, k+1, kRange, tval{from: a, to: int(r.t[k].num)})
				continue
			}
			if r.seqAt(k, "the", "end") || r.seqAt(k, "end") {
				if r.low(k) == "the" {
					k++
				}
				r.replace(start, k+1, kRange, tval{from: a})
				continue
			}
			continue
		}
		// "from line 45 down to the end", "all the way to the bottom"
		skip := 0
		if r.seqAt(k, "down|right") {
			skip = 1
		} else if r.seqAt(k, "all", "the", "way") {
			skip = 3
		}
		if skip > 0 && r.seqAt(k+skip, "to|till|until", "the", "end|bottom") {
			r.replace(start, k+skip+3, kRange, tval{from: a})
			continue
		}
		// "from line 12 on", "line 12 onwards", "line 12 and after"
		switch {
		case r.seqAt(k, "onwards|onward|on|forward|forwards|plus|+|and|till|until|to"):
			if r.seqAt(k, "and", "after|beyond|later|below|following") || r.seqAt(k, "and", "onwards|on|everything") {
				r.replace(start, k+2, kRange, tval{from: a})
			} else if r.seqAt(k, "till|until|to", "the", "end") {
				r.replace(start, k+3, kRange, tval{from: a})
			} else if r.seqAt(k, "till|until|to", "end|eof") {
				r.replace(start, k+2, kRange, tval{from: a})
			} else if r.seqAt(k, "onwards|onward|on|forward|forwards|plus|+") {
				r.replace(start, k+1, kRange, tval{from: a})
			}
			continue
		}
		// "everything from line 10": to the end
		if r.low(start) == "from" && r.seqAt(start-1, "everything|all|rest") {
			r.replace(start, k, kRange, tval{from: a})
		}
	}
	// "from the 5th line until the 9th line", "after line 50",
	// "starting at line 12"
	for i := 0; i < len(r.t); i++ {
		if r.t[i].kind == kOrd && isLine(i+1) && r.seqAt(i+2, "to|until|till|through|thru") {
			k := i + 3
			if r.low(k) == "the" {
				k++
			}
			if k < len(r.t) && r.t[k].kind == kOrd {
				end := k + 1
				if isLine(end) {
					end++
				}
				start := i
				for start > 0 && (r.low(start-1) == "the" || r.low(start-1) == "from") {
					start--
				}
				r.replace(start, end, kRange, tval{from: int(r.t[i].num), to: int(r.t[k].num)})
				continue
			}
		}
		if r.seqAt(i, "after|past|beyond|below", "line") && i+2 < len(r.t) && r.t[i+2].kind == kNum {
			r.replace(i, i+3, kRange, tval{from: int(r.t[i+2].num) + 1})
			continue
		}
		if r.seqAt(i, "starting|start|beginning|begin", "at|from|with", "line") && i+3 < len(r.t) && r.t[i+3].kind == kNum {
			r.replace(i, i+4, kRange, tval{from: int(r.t[i+3].num)})
			continue
		}
	}
	// "from the 4th line on"
	for i := 0; i < len(r.t); i++ {
		if r.t[i].kind == kOrd && isLine(i+1) && r.seqAt(i+2, "onwards|onward|on|forward|forwards") {
			start := i
			if r.low(i-1) == "the" {
				start--
			}
			if r.low(start-1) == "from" {
				start--
			}
			r.replace(start, i+3, kRange, tval{from: int(r.t[i].num)})
		}
	}
}

// lineList reads a list of lines or ranges of lines from j ("1, 3 and
// 5", "2 and line 9", "2-4 and 8 to 10"): the first and last line of
// each, in pairs (a single line is itself twice), and where it ends.
// One item is no list: it returns nil then.
func (r *reading) lineList(j int) ([]int, int) {
	var out []int
	end := j
	for {
		if r.low(j) == "line" || r.low(j) == "lines" || r.low(j) == "row" || r.low(j) == "rows" {
			if len(out) == 0 {
				return nil, j
			}
			j++
		}
		if j >= len(r.t) {
			break
		}
		var a, b int
		if len(out) > 0 && (r.seqAt(j, "the", "last|final", "line|row") || r.seqAt(j, "last|final", "line|row")) {
			// "line 1 and the last line": -1 is the last
			if r.low(j) == "the" {
				j++
			}
			out = append(out, -1, -1)
			end = j + 2
			break
		}
		if m := rangeTokRe().FindStringSubmatch(r.low(j)); m != nil && !strings.Contains(r.low(j), ",") {
			a, b = atoi(m[1]), atoi(m[2])
			j++
		} else if r.t[j].kind == kNum && r.t[j].num == float64(int(r.t[j].num)) && r.t[j].num > 0 {
			a = int(r.t[j].num)
			b = a
			j++
			if r.seqAt(j, "to|-|through|thru|till|until") && j+1 < len(r.t) && r.t[j+1].kind == kNum {
				b = int(r.t[j+1].num)
				j += 2
			}
		} else {
			break
		}
		if b < a {
			return nil, j
		}
		out = append(out, a, b)
		end = j
		// the next item: after "and", "&", "plus" or a comma
		switch {
		case r.seqAt(j, "and|&|plus"):
			j++
			continue
		case r.seqAt(j, "as", "well", "as"):
			j += 3
			continue
		case r.t[j-1].comma:
			continue
		}
		break
	}
	if len(out) < 4 {
		return nil, end
	}
	return out, end
}

// ──────────────────────────── columns ────────────────────────────

func (r *reading) isCol(i int) bool {
	switch r.low(i) {
	case "column", "columns", "col", "cols", "field", "fields":
		return true
	}
	return false
}

func (r *reading) colNum(i int) (int, bool) {
	if i < 0 || i >= len(r.t) {
		return 0, false
	}
	t := r.t[i]
	switch {
	case t.kind == kNum && t.num == float64(int(t.num)) && t.num > 0 && t.num < 1000:
		return int(t.num), true
	case t.kind == kOrd:
		return int(t.num), true
	case t.kind == kWord && ordWords[t.low] > 0:
		return int(ordWords[t.low]), true
	case t.kind == kWord && (t.low == "last" || t.low == "final"):
		return -1, true
	}
	return 0, false
}

// numList reads "1, 3 and 4" from i: the numbers and where it ends.
func (r *reading) numList(i int) ([]int, int) {
	var out []int
	for {
		n, ok := r.colNum(i)
		if !ok {
			break
		}
		out = append(out, n)
		i++
		if r.seqAt(i, "and|&|,|+") {
			if _, ok := r.colNum(i + 1); ok {
				i++
				continue
			}
		}
		if len(out) > 0 && r.t[i-1].comma {
			if _, ok := r.colNum(i); ok {
				continue
			}
		}
		break
	}
	return out, i
}

var fFlagRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-f\s*(\d{1,3}(?:[,-]\d{1,3})*)$`) })

func (r *reading) readCols() {
	// "cut -d, -f2 staff.csv", "-f 1,3"
	for i := 0; i < len(r.t); i++ {
		raw := r.t[i].raw
		if r.t[i].kind == kFlag && raw == "-f" && i+1 < len(r.t) && (r.t[i+1].kind == kNum || rangeTokRe().MatchString(r.t[i+1].raw) || strings.Contains(r.t[i+1].raw, ",")) {
			raw += r.t[i+1].raw
			r.t = append(r.t[:i+1], r.t[i+2:]...)
		}
		if m := fFlagRe().FindStringSubmatch(raw); m != nil && (r.t[i].kind == kFlag) {
			var cols []int
			for _, part := range strings.Split(m[1], ",") {
				if a, b, ok := strings.Cut(part, "-"); ok {
					for c := atoi(a); c <= atoi(b) && len(cols) < 50; c++ {
						cols = append(cols, c)
					}
				} else {
					cols = append(cols, atoi(part))
				}
			}
			r.replace(i, i+1, kCols, tval{cols: cols})
		}
	}
	// "the part before the first colon", "everything after the last
	// comma": a field by a delimiter
	for i := 0; i+4 < len(r.t); i++ {
		if !r.seqAt(i, "part|bit|text|everything|portion|piece|field|stuff|section", "before|after", "the", "first|last|1st") {
			continue
		}
		d := r.delimAt(i + 4)
		if d == "" || r.seqAt(i+5, "line|lines|row|rows") {
			continue // "before the first blank line": lines, no field
		}
		col := 1
		switch {
		case r.low(i+1) == "before" && r.low(i+3) != "last":
		case r.low(i+1) == "after" && r.low(i+3) == "last":
			col = -1
		default:
			continue // after the first: all the rest; before the last: all but
		}
		start := i
		if r.low(i-1) == "the" {
			start--
		}
		r.replace(start, i+5, kCols, tval{cols: []int{col}})
		r.t = append(r.t[:start+1], append([]tok{{raw: r.t[start].raw, low: "delim", kind: kDelim, num: float64(len(r.v))}}, r.t[start+1:]...)...)
		r.v = append(r.v, tval{val: d})
	}
	// "the second word of each line": a column of words
	for i := 0; i+1 < len(r.t); i++ {
		if (r.low(i+1) == "word" || r.low(i+1) == "words") && r.seqAt(i+2, "of|on|in|from", "each|every|all", "line|lines|row|rows") {
			if n, ok := r.colNum(i); ok {
				start := i
				if r.low(i-1) == "the" {
					start--
				}
				r.replace(start, i+5, kCols, tval{cols: []int{n}, val: "words"})
			}
		}
	}
	for i := 0; i < len(r.t); i++ {
		if !r.isCol(i) {
			continue
		}
		// "column 3", "columns 1 and 3", "columns 2-4", "field #2"
		j := i + 1
		if r.low(j) == "number" || r.low(j) == "no" || r.low(j) == "#" {
			j++
		}
		if m := rangeTokRe().FindStringSubmatch(r.low(j)); m != nil {
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			var cols []int
			for c := a; c <= b && c-a < 50; c++ {
				cols = append(cols, c)
			}
			r.replace(i, j+1, kCols, tval{cols: cols})
			continue
		}
		if j < len(r.t) && r.t[j].open && r.t[j].kind == kOrd {
			r.replace(i, j+1, kCols, tval{cols: []int{int(r.t[j].num)}})
			continue
		}
		if j+2 < len(r.t) && r.t[j].kind == kNum && r.seqAt(j+1, "to|through|thru|till|until|-") && r.t[j+2].kind == kNum {
			var cols []int
			for c := int(r.t[j].num); c <= int(r.t[j+2].num) && len(cols) < 50; c++ {
				cols = append(cols, c)
			}
			r.replace(i, j+3, kCols, tval{cols: cols})
			continue
		}
		if j < len(r.t) && (r.t[j].kind == kNum) {
			cols, end := r.numList(j)
			if len(cols) == 2 && r.low(j+1) == "to" || len(cols) == 2 && r.low(j+1) == "through" {
				var all []int
				for c := cols[0]; c <= cols[1] && c-cols[0] < 50; c++ {
					all = append(all, c)
				}
				cols = all
			}
			if len(cols) > 0 {
				r.replace(i, end, kCols, tval{cols: cols})
				continue
			}
		}
		// "the first three columns": columns 1 to 3
		if i >= 2 && r.t[i-1].kind == kNum && r.seqAt(i-2, "first") && strings.HasSuffix(r.low(i), "s") && r.t[i-1].num >= 2 && r.t[i-1].num <= 50 && r.t[i-1].num == float64(int(r.t[i-1].num)) {
			var cols []int
			for c := 1; c <= int(r.t[i-1].num); c++ {
				cols = append(cols, c)
			}
			r.replace(i-2, i+1, kCols, tval{cols: cols})
			i -= 2
			continue
		}
		// "3rd column", "first and third columns", "last field", "2nd
		// pipe-separated field", "2nd colon field"
		k := i - 1
		if k >= 0 && r.t[k].kind == kWord && (r.t[k].low == "comma" || r.t[k].low == "colon" || r.t[k].low == "tab" || r.t[k].low == "semicolon" || r.t[k].low == "pipe" || r.t[k].low == "space") {
			if _, ok := r.colNum(k - 1); ok {
				r.replace(k, k+1, kDelim, tval{val: delimNames[r.t[k].low]})
			}
		}
		if k >= 0 && r.t[k].kind == kDelim {
			k--
		}
		var cols []int
		for k >= 0 {
			n, ok := r.colNum(k)
			if !ok {
				break
			}
			cols = append([]int{n}, cols...)
			if r.seqAt(k-1, "and|&|,|+") {
				k -= 2
				continue
			}
			// "the first and the third column": "the" before each
			if r.seqAt(k-2, "and|&|,|+", "the") {
				if _, ok := r.colNum(k - 3); ok {
					k -= 3
					continue
				}
			}
			if k > 1 && r.low(k-1) == "the" && r.t[k-2].comma {
				if _, ok := r.colNum(k - 2); ok {
					k -= 2
					continue
				}
			}
			if k > 0 && r.t[k-1].comma {
				if _, ok := r.colNum(k - 1); ok {
					k--
					continue
				}
			}
			k--
			break
		}
		if len(cols) > 0 {
			start := k + 1
			for start < i && !(func() bool { _, ok := r.colNum(start); return ok }()) {
				start++
			}
			if r.t[i-1].kind == kDelim {
				// keep the delimiter: it goes after the columns
				d := r.t[i-1]
				r.replace(start, i+1, kCols, tval{cols: cols})
				r.t = append(r.t[:start+1], append([]tok{d}, r.t[start+1:]...)...)
			} else {
				r.replace(start, i+1, kCols, tval{cols: cols})
			}
			i = start
			continue
		}
	}
}

// readColAgain reads a column said again by where it is, after its name:
// "by the length column (the second one)", "the site column from x.csv
// — that's the second one along", "column honey_kg (the 4th, comma-
// separated)". Said in brackets, after a dash or a comma, it is the
// column's number (which the intents check against the name).
func (r *reading) readColAgain() {
	if !r.saysCols() {
		return
	}
	for i := 1; i < len(r.t); i++ {
		n, ok := r.colNum(i)
		if !ok || n < 1 || r.t[i].kind == kNum || r.low(i-1) != "the" {
			continue
		}
		s := i - 1
		if r.seqAt(s-2, "that|it|which|this", "is") {
			s -= 2
		}
		lead := r.t[s].open || s > 0 && (r.t[s-1].comma || r.t[s-1].kind == kSym && oneOf("-|--", r.t[s-1].low))
		e := i + 1
		switch {
		case e < len(r.t) && r.t[e].low == "one" && !r.t[i].comma:
			e++
			if r.seqAt(e, "along|across|from|over") {
				e++ // "the second one along": from the left
			}
		case r.t[i].comma || e == len(r.t):
		default:
			continue
		}
		if !lead || e < len(r.t) && !r.t[e-1].comma && !r.t[e].open && !(r.t[e].kind == kSym && oneOf("-|--", r.t[e].low)) {
			continue
		}
		r.replace(s, e, kCols, tval{cols: []int{n}})
	}
}

// headerNames reads the first line of a file here as its columns' names,
// split by delim (or guessed): "" when there is no such file.
func headerNames(p *platform.Info, file, delim string) []string {
	if p == nil || p.Cwd == "" || file == "" {
		return nil
	}
	f, err := os.Open(filepath.Join(p.Cwd, file))
	if err != nil {
		return nil
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 64<<10)
	if !sc.Scan() {
		return nil
	}
	line := sc.Text()
	if delim == "" {
		delim = guessDelim(line)
	}
	var fields []string
	if delim == " " {
		fields = strings.Fields(line)
	} else {
		fields = strings.Split(line, delim)
	}
	for i := range fields {
		fields[i] = strings.ToLower(strings.Trim(strings.TrimSpace(fields[i]), `"'`))
	}
	return fields
}

// guessDelim is the delimiter a line of data most likely uses: the one
// it holds most of, unless splitting at it leaves fields with spaces in
// them where words split by whitespace do not (a log line's times hold
// colons, its fields are split by spaces).
func guessDelim(line string) string {
	best, n := " ", 0
	for _, d := range []string{"\t", ",", ";", "|", ":"} {
		if c := strings.Count(line, d); c > n {
			best, n = d, c
		}
	}
	if best == ":" || best == "," {
		spaced := 0
		for _, f := range strings.Split(line, best) {
			if strings.Contains(strings.TrimSpace(f), " ") {
				spaced++
			}
		}
		if spaced > 0 && len(strings.Fields(line)) > n+1 {
			return " "
		}
	}
	return best
}

// fileDelim is the delimiter of a file here: by its extension, else by
// its first line; "" when it cannot be read.
func fileDelim(p *platform.Info, file string) string {
	byExt := map[string]string{".csv": ",", ".tsv": "\t", ".tab": "\t", ".psv": "|"}[strings.ToLower(filepath.Ext(file))]
	if p == nil || p.Cwd == "" || file == "" {
		return byExt
	}
	f, err := os.Open(filepath.Join(p.Cwd, file))
	if err != nil {
		return byExt
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 64<<10)
	if !sc.Scan() {
		return byExt
	}
	line := sc.Text()
	if byExt != "" && strings.Contains(line, byExt) {
		return byExt
	}
	return guessDelim(line)
}

// ─────────────────────────── delimiters ───────────────────────────

var delimNames = map[string]string{
	"comma": ",", "commas": ",", ",": ",", "colon": ":", "colons": ":", ":": ":", "tab": "\t", "tabs": "\t", "\\t": "\t",
	"semicolon": ";", "semicolons": ";", ";": ";", "semi-colon": ";", "pipe": "|", "pipes": "|", "|": "|", "bar": "|", "bars": "|",
	"space": " ", "spaces": " ", "whitespace": " ", "blank": " ", "blanks": " ", "dash": "-", "dashes": "-", "hyphen": "-",
	"hyphens": "-", "slash": "/", "slashes": "/", "/": "/", "equals": "=", "=": "=", "dot": ".", "dots": ".", "period": ".",
	"underscore": "_", "underscores": "_", "-": "-", "csv": ",", "tsv": "\t",
}

func (r *reading) delimAt(i int) string {
	if i < 0 || i >= len(r.t) {
		return ""
	}
	t := r.t[i]
	if t.kind == kQuoted && len(t.raw) == 1 {
		return t.raw
	}
	if t.kind == kQuoted && t.raw == `\t` {
		return "\t"
	}
	return delimNames[t.low]
}

var dFlagRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-d(.+)$`) })

func (r *reading) readDelims() {
	for i := 0; i < len(r.t); i++ {
		l := r.low(i)
		switch {
		case (l == "separated" || l == "delimited" || l == "split" || l == "divided" || l == "splitting" || l == "separator" || l == "delimiter" || l == "delimiters" || l == "separators" ||
			l == "seperated" || l == "delimeted" || l == "seperator" || l == "delimeter" || l == "sep" || l == "delim"):
			// "separated by commas", "split on tabs", "delimiter is ':'"
			j := i + 1
			for r.seqAt(j, "by|with|on|at|is|=|as|being|of|a|an|the") {
				j++
			}
			if d := r.delimAt(j); d != "" && j > i+0 {
				start := i
				// "comma separated", "using a comma as the delimiter"
				if r.delimAt(i-1) == "" && (r.low(i-1) == "the" || r.low(i-1) == "a") {
					start = i - 1
				}
				r.replace(start, j+1, kDelim, tval{val: d})
				continue
			}
			// "comma separated", "tab-delimited"; "pipe delim", "tab
			// delimiter": the one it names
			if d := r.delimAt(i - 1); d != "" && (l == "separated" || l == "delimited" || l == "seperated" || l == "delimeted" ||
				(l == "delim" || l == "delimiter" || l == "separator" || l == "sep") && (i+1 == len(r.t) || r.t[i].comma || r.t[i+1].kind != kWord)) {
				r.replace(i-1, i+1, kDelim, tval{val: d})
				i--
				continue
			}
			// "with ';' as the delimiter", "using colon as separator"
			if k, ok := r.seqBefore(i, "as", "the"); ok {
				if d := r.delimAt(k - 1); d != "" {
					start := k - 1
					if r.low(start-1) == "with" || r.low(start-1) == "using" {
						start--
					}
					r.replace(start, i+1, kDelim, tval{val: d})
					i = start
					continue
				}
			}
			if k, ok := r.seqBefore(i, "as"); ok {
				if d := r.delimAt(k - 1); d != "" {
					start := k - 1
					if r.low(start-1) == "with" || r.low(start-1) == "using" {
						start--
					}
					r.replace(start, i+1, kDelim, tval{val: d})
					i = start
					continue
				}
			}
		case r.t[i].kind == kFlag && dFlagRe().MatchString(r.t[i].raw):
			d := dFlagRe().FindStringSubmatch(r.t[i].raw)[1]
			d = strings.Trim(d, `'"`)
			if d == `\t` {
				d = "\t"
			}
			if len(d) == 1 || d == "\t" {
				r.replace(i, i+1, kDelim, tval{val: d})
			}
		case r.t[i].kind == kFlag && r.t[i].raw == "-d" && r.delimAt(i+1) != "":
			r.replace(i, i+2, kDelim, tval{val: r.delimAt(i + 1)})
		case (l == "using" || l == "with") && oneOf("comma|commas|colon|colons|tab|tabs|semicolon|semicolons|pipe|pipes", r.low(i+1)) && !r.seqAt(i+2, "as") && r.saysCols():
			// "the first field of passwd using colon"
			r.replace(i, i+2, kDelim, tval{val: delimNames[r.low(i+1)]})
		case l == "before" && r.isCol(i-1) && (r.low(i-2) == "first" || r.low(i-2) == "1st") && r.low(i+1) == "the" && r.delimAt(i+2) != "" && r.delimAt(i+2) != " ":
			// "the first field before the colon": the lines split at it
			r.replace(i, i+3, kDelim, tval{val: r.delimAt(i + 2)})
		case (l == "by" || l == "on") && (r.low(i+1) == "comma" || r.low(i+1) == "commas" || r.low(i+1) == "colon" || r.low(i+1) == "colons" || r.low(i+1) == "tab" || r.low(i+1) == "tabs" || r.low(i+1) == "semicolons" || r.low(i+1) == "pipes" || r.low(i+1) == "pipe" || r.low(i+1) == "semicolon"):
			// "split by comma" without "split": "fields by colon"
			if i > 0 && (r.isCol(i-1) || r.t[i-1].kind == kCols) {
				r.replace(i, i+2, kDelim, tval{val: delimNames[r.low(i+1)]})
			}
		}
	}
}

// saysCols: the request names columns or fields.
func (r *reading) saysCols() bool {
	for i := range r.t {
		if r.isCol(i) || r.t[i].kind == kCols {
			return true
		}
	}
	return false
}

// ─────────────────────────── extensions ───────────────────────────

// extWords are extensions people say as words ("log files", "pdfs").
var extWords = map[string]string{
	"txt": "txt", "log": "log", "json": "json", "csv": "csv", "tsv": "tsv", "md": "md", "py": "py", "go": "go", "js": "js",
	"ts": "ts", "sh": "sh", "rb": "rb", "rs": "rs", "c": "c", "h": "h", "cpp": "cpp", "java": "java", "yaml": "yaml",
	"yml": "yml", "toml": "toml", "ini": "ini", "conf": "conf", "cfg": "cfg", "xml": "xml", "html": "html", "htm": "htm",
	"css": "css", "sql": "sql", "gz": "gz", "zip": "zip", "tar": "tar", "pdf": "pdf", "png": "png", "jpg": "jpg", "jpeg": "jpeg",
	"gif": "gif", "svg": "svg", "webp": "webp", "mp3": "mp3", "mp4": "mp4", "mov": "mov", "avi": "avi", "mkv": "mkv",
	"ogg": "ogg", "m4a": "m4a", "opus": "opus", "aac": "aac", "webm": "webm",
	"wav": "wav", "flac": "flac", "doc": "doc", "docx": "docx", "xls": "xls", "xlsx": "xlsx", "ppt": "ppt", "pptx": "pptx",
	"bak": "bak", "tmp": "tmp", "temp": "tmp", "iso": "iso", "img": "img", "bin": "bin", "lock": "lock", "env": "env",
	"pem": "pem", "key": "key", "crt": "crt", "php": "php", "pl": "pl", "swift": "swift", "kt": "kt", "vue": "vue",
	"jsx": "jsx", "tsx": "tsx", "tgz": "tgz", "bz2": "bz2", "xz": "xz", "7z": "7z", "rar": "rar", "deb": "deb", "rpm": "rpm",
	"exe": "exe", "dll": "dll", "so": "so", "o": "o", "class": "class", "jar": "jar", "dat": "dat", "db": "db",
	"sqlite": "sqlite", "ipynb": "ipynb", "heic": "heic", "tiff": "tiff", "bmp": "bmp", "ico": "ico", "epub": "epub",
	"rtf": "rtf", "odt": "odt", "ods": "ods", "out": "out", "err": "err", "orig": "orig", "swp": "swp", "patch": "patch",
	"diff": "diff", "proto": "proto", "scss": "scss", "less": "less", "lua": "lua", "r": "r", "scala": "scala",
	"mjs": "mjs", "cjs": "cjs", "gradle": "gradle", "properties": "properties", "cs": "cs", "hpp": "hpp", "cc": "cc",
	"text": "txt", "python": "py", "javascript": "js", "typescript": "ts", "golang": "go", "rust": "rs", "ruby": "rb",
	"markdown": "md", "shell": "sh", "bash": "sh", "perl": "pl", "kotlin": "kt", "csharp": "cs", "jpeg/jpg": "jpg",
}

// extPlurals are extensions said as plural nouns: "pdfs", "jpgs".
var extPlurals = map[string]string{"pdfs": "pdf", "jpgs": "jpg", "jpegs": "jpeg", "pngs": "png", "gifs": "gif",
	"csvs": "csv", "mp3s": "mp3", "mp4s": "mp4", "svgs": "svg", "zips": "zip", "tarballs": "tar.gz", "isos": "iso",
	"tgzs": "tgz", "movs": "mov", "wavs": "wav", "docxs": "docx", "jsons": "json", "yamls": "yaml", "htmls": "html",
	"pys": "py", "mds": "md", "txts": "txt", "logfiles": "log", "logs?": "log"}

// extNouns follow an extension said as a word: "python scripts", "jpg
// photos".
var extNouns = map[string]bool{"file": true, "files": true, "script": true, "scripts": true, "source": true,
	"sources": true, "code": true, "document": true, "documents": true, "doc": true, "docs": true, "image": true,
	"images": true, "photo": true, "photos": true, "picture": true, "pictures": true, "pics": true, "program": true,
	"programs": true, "module": true, "modules": true, "archive": true, "archives": true, "one": true, "ones": true,
	"sheet": true, "sheets": true, "spreadsheet": true, "spreadsheets": true, "video": true, "videos": true,
	"song": true, "songs": true, "track": true, "tracks": true, "clip": true, "clips": true, "movie": true, "movies": true,
	"notebook": true, "notebooks": true, "page": true, "pages": true, "stylesheet": true, "stylesheets": true,
	"backup": true, "backups": true, "report": true, "reports": true, "config": true, "configs": true, "data": true}

func (r *reading) readExts() {
	for i := 0; i < len(r.t); i++ {
		t := r.t[i]
		// ".m3u files": an extension the lexicon does not know, said as
		// one by the plural after it (".env file" stays a dot file)
		plural := t.kind == kFile && !t.file && (r.low(i+1) == "files" || r.low(i+1) == "ones" ||
			strings.HasPrefix(t.raw, ".") && r.low(i+1) == "file" && r.seqAt(i-1, "every|each|any")) // "every .ogg file"
		if t.kind != kWord && !plural {
			continue
		}
		if m := dotExtRe().FindStringSubmatch(t.raw); m != nil {
			end := i + 1
			if extNouns[r.low(end)] {
				end++
			}
			r.replace(i, end, kExt, tval{val: strings.ToLower(m[1])})
			continue
		}
		if e := extPlurals[t.low]; e != "" {
			r.replace(i, i+1, kExt, tval{val: e})
			continue
		}
		// "every pdf in dl", "all csv under data"
		if e := extWords[t.low]; e != "" && len(t.low) >= 2 && !knownWord(t.low) && !t.dir && !t.file && (r.seqAt(i-1, "every|all|each|any") || r.seqAt(i-2, "all", "the|my")) {
			r.replace(i, i+1, kExt, tval{val: e})
			continue
		}
		// "log files", "python scripts", "jpg photos", "text files"
		if e := extWords[t.low]; e != "" && extNouns[r.low(i+1)] && (r.low(i+1) != "one" && r.low(i+1) != "ones" || len(t.low) > 2) {
			if (toolNames[t.low] || commonCommands[t.low]) && oneOf("program|binary|executable|tool|utility|command", r.low(i+1)) && r.seqAt(i-1, "the") {
				continue // "the tar program": the program, not its files
			}
			if oneOf("zip|tar|gzip|bzip2|xz|tgz|compress", t.low) && r.t[i+1].dir && (i == 0 || r.seqAt(i-1, "please|pls|just|now|then|and|so")) {
				continue // "zip docs" where docs is a folder: the verb and its folder
			}
			if t.low == "text" && !(r.low(i+1) == "file" || r.low(i+1) == "files" || r.low(i+1) == "document" || r.low(i+1) == "documents") {
				continue
			}
			if (t.low == "shell" || t.low == "bash") && !(r.low(i+1) == "script" || r.low(i+1) == "scripts") {
				continue
			}
			r.replace(i, i+2, kExt, tval{val: e})
		}
	}
}

// ─────────────────────────── the utterance ───────────────────────────

// word reports whether token i is an unused word for one of the
// concepts (or is one of the words given with a leading "=": "=tar").
func (u *utt) word(i int, cs ...string) bool {
	if i < 0 || i >= len(u.t) {
		return false
	}
	t := u.t[i]
	if t.used || t.term || t.kind != kWord && t.kind != kSym && t.kind != kFlag && t.kind != kNum {
		return false
	}
	if t.kind == kFlag || t.kind == kNum && i < len(u.t) {
		for _, c := range cs {
			if c == "="+t.low {
				return true
			}
		}
		return false
	}
	lm := t.lemma()
	if (t.dir || t.file) && lm != t.low {
		// a name here is read as a word only as it is typed
		lm = t.low
	}
	if (t.dir || t.file) && i > 0 && placeWord(u.t[i-1].low) {
		return false // "in links", "into archive": a place here
	}
	for _, c := range cs {
		if strings.HasPrefix(c, "=") {
			if t.low == c[1:] || lm == c[1:] {
				return true
			}
			continue
		}
		if contains(lexicon()[lm], c) {
			return true
		}
	}
	return false
}

// unfilled drops the filler words from a list of words to consume:
// a filler left unread costs nothing, and a filler read out of place
// ("to", "in", "the") would be missing where it marks something.
func unfilled(cs []string) []string {
	out := cs[:0:0]
	for _, c := range cs {
		if strings.HasPrefix(c, "=") && fillerWords[c[1:]] {
			continue
		}
		out = append(out, c)
	}
	return out
}

// take consumes the first unused word for one of the concepts.
func (u *utt) take(cs ...string) bool {
	cs = unfilled(cs)
	if len(cs) == 0 {
		return false
	}
	for i := range u.t {
		if u.word(i, cs...) {
			u.t[i].used = true
			return true
		}
	}
	return false
}

// takeAll consumes every unused word for the concepts; it reports how
// many.
func (u *utt) takeAll(cs ...string) int {
	cs = unfilled(cs)
	if len(cs) == 0 {
		return 0
	}
	n := 0
	for i := range u.t {
		if u.word(i, cs...) {
			u.t[i].used = true
			n++
		}
	}
	return n
}

// has reports whether an unused word for one of the concepts is there.
func (u *utt) has(cs ...string) bool { return u.at(cs...) >= 0 }

// at is the index of the first unused word for one of the concepts, -1
// when there is none.
func (u *utt) at(cs ...string) int {
	for i := range u.t {
		if u.word(i, cs...) {
			return i
		}
	}
	return -1
}

// seq reports whether the words ws (exact, "|" for either) are at i,
// unused.
func (u *utt) seq(i int, ws ...string) bool {
	for k, w := range ws {
		j := i + k
		if j < 0 || j >= len(u.t) || u.t[j].used || u.t[j].kind != kWord && u.t[j].kind != kSym && u.t[j].kind != kFlag && u.t[j].kind != kNum {
			return false
		}
		if !oneOf(w, u.t[j].low) && !oneOf(w, u.t[j].lemma()) {
			return false
		}
	}
	return true
}

// takePhrase consumes the first run of the words ws, where "x?" may be
// left out and "#concept" is any word for the concept.
func (u *utt) takePhrase(ws ...string) bool {
	for i := range u.t {
		if n, ok := u.phraseAt(i, ws); ok {
			u.useN(i, n)
			return true
		}
	}
	return false
}

// phraseAt matches ws at i; it returns how many tokens matched.
func (u *utt) phraseAt(i int, ws []string) (int, bool) {
	j := i
	for _, w := range ws {
		opt := strings.HasSuffix(w, "?")
		w = strings.TrimSuffix(w, "?")
		var ok bool
		if strings.HasPrefix(w, "#") {
			ok = u.word(j, w[1:])
		} else {
			ok = u.seq(j, w)
		}
		switch {
		case ok:
			j++
		case !opt:
			return 0, false
		}
	}
	return j - i, j > i
}

// takeSeq consumes the first run of the words ws.
func (u *utt) takeSeq(ws ...string) bool {
	for i := range u.t {
		if u.seq(i, ws...) {
			for k := range ws {
				u.t[i+k].used = true
			}
			return true
		}
	}
	return false
}

// kinds lists the indexes of unused tokens of kind k.
func (u *utt) kinds(k tkind) []int {
	var out []int
	for i, t := range u.t {
		if !t.used && t.kind == k {
			out = append(out, i)
		}
	}
	return out
}

// first is the index of the first unused token of kind k, -1 when none.
func (u *utt) first(k tkind) int {
	for i, t := range u.t {
		if !t.used && t.kind == k {
			return i
		}
	}
	return -1
}

// use marks token i as read and returns it.
func (u *utt) use(i int) tok {
	u.t[i].used = true
	return u.t[i]
}

// low is token i's lower-case text, "" outside the request or when used.
func (u *utt) low(i int) string {
	if i < 0 || i >= len(u.t) || u.t[i].used {
		return ""
	}
	return u.t[i].low
}

// lowAny is token i's lower-case text whether used or not.
func (u *utt) lowAny(i int) string {
	if i < 0 || i >= len(u.t) {
		return ""
	}
	return u.t[i].low
}

// dropFillers consumes the words that carry no meaning, and the
// prepositions and articles around the values an intent read.
func (u *utt) left() []tok {
	var out []tok
	for _, t := range u.t {
		if t.used {
			continue
		}
		if t.kind == kWord && (fillerWords[t.low] || fillerWords[t.lemma()]) {
			continue
		}
		if t.kind == kSym && (t.low == "-" || t.low == "--") {
			continue
		}
		out = append(out, t)
	}
	return out
}

// done reports whether every token is accounted for.
func (u *utt) done() bool { return len(u.left()) == 0 }

// nums lists the unused numbers.
func (u *utt) nums() []int { return u.kinds(kNum) }

// ─────────────────────────── shared phrases ───────────────────────────

// ignoreCase consumes the words that say case does not matter: "ignoring
// case", "case-insensitive", "regardless of case", "no matter upper or
// lower case", "any capitalization", "case shouldn't matter", "-i".
func (u *utt) ignoreCase() bool {
	if !u.caseIgnored() {
		return false
	}
	// "… appears in mixed case, …, case-insensitive": the case the file
	// holds it in, which the search already ignores
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"in", "mixed|various|different|varying|all|any", "case|cases|casing|capitalisation|capitalization"}); ok && n == 3 {
			u.useN(i, n)
		}
	}
	return true
}

// caseIgnored is ignoreCase's reading of the words that say case does
// not count.
func (u *utt) caseIgnored() bool {
	for i, t := range u.t {
		if t.used {
			continue
		}
		if t.kind == kFlag && t.low == "-i" {
			u.use(i)
			return true
		}
		// "big or small letters (egal)", "capital or small letters, no
		// matter", "whether in capitals or not"
		if n, ok := u.phraseAt(i, []string{"no?", "matter?", "big|capital|large|upper", "or|and", "small|lower|little", "letters|letter|case"}); ok && u.seq(i+n-1, "letters|letter|case") {
			u.useN(i, n)
			u.takePhrase("egal|alike|equally")
			u.takePhrase("no", "matter")
			u.eatBothCount(i + n)
			return true
		}
		switch t.low {
		case "insensitive", "insensitively", "caseless", "ignorecase", "case-insensitive":
			u.use(i)
			u.eatCaseWords(i)
			return true
		case "upper", "uppercase", "lower", "lowercase":
			if u.seq(i, "upper|uppercase", "or|and", "lower|lowercase") || u.seq(i, "lower|lowercase", "or|and", "upper|uppercase") {
				u.useN(i, 3)
				u.eatCaseWords(i)
				u.eatBothCount(i + 3)
				return true
			}
			fallthrough
		case "case", "capitalization", "capitalisation", "capitals", "caps", "casing":
			// it must say that case does not count
			lo, hi := max(0, i-5), min(len(u.t), i+5)
			neg, not, matter := false, false, false
			for k := lo; k < hi; k++ {
				switch u.t[k].low {
				case "ignore", "ignoring", "ignored", "regardless", "any", "whatever", "insensitive", "insensitively",
					"either", "disregard", "disregarding", "irrespective", "both", "independent", "independently", "no":
					neg = true
				case "not", "never", "shouldn't", "doesn't", "don't":
					not = true
				case "matter", "matters":
					matter = true
				}
			}
			// "case doesn't matter", but "case matters" says it does
			neg = neg || matter && not
			if !neg || t.low == "uppercase" && !u.said("or") || t.low == "lowercase" && !u.said("or") || (t.low == "upper" || t.low == "lower") && !u.said("or") {
				continue
			}
			u.use(i)
			u.eatCaseWords(i)
			u.eatBothCount(i + 1)
			return true
		}
	}
	return false
}

// eatBothCount consumes the words after a case phrase that say both kinds
// of letters are accepted: "upper or lower case both count", "upper and
// lower case are both fine", "either case counts". The "count" there is no
// order to count the matches. Only the words just after the phrase are
// read, so "upper or lower case; count the lines" keeps its verb.
func (u *utt) eatBothCount(j int) {
	// skip the case words already read ("case", "letters")
	for k := 0; k < 3 && j < len(u.t) && (u.t[j].used || u.seq(j, "case|cases|letters|letter|capitalization|capitalisation|casing")); k++ {
		j++
	}
	if n, ok := u.phraseAt(j, []string{"are|is|do?", "both|either|alike|equally|all", "count|counts|match|matches|qualify|qualifies|fine|ok|okay|work|works"}); ok && n >= 2 && u.seq(j+n-1, "count|counts|match|matches|qualify|qualifies|fine|ok|okay|work|works") {
		u.useN(j, n)
	}
}

// eatCaseWords consumes the words around a "case" word that say it does
// not matter (fillers stay: they cost nothing and may mark something
// else; a negation goes only when it is beside them).
func (u *utt) eatCaseWords(i int) {
	lo, hi := max(0, i-4), min(len(u.t), i+4)
	for k := lo; k < hi; k++ {
		if u.t[k].used || u.t[k].kind != kWord {
			continue
		}
		switch u.t[k].low {
		case "ignore", "ignoring", "ignored", "regardless", "matter", "matters", "insensitive", "insensitively", "disregard", "disregarding",
			"irrespective", "case", "cases", "capitalization", "capitalisation", "capitals", "caps", "casing", "upper", "lower", "uppercase",
			"lowercase", "sensitive", "sensitivity", "independent", "independently", "in-sensitive", "letter", "letters", "either":
			u.t[k].used = true
		case "not", "no":
			if u.seq(k+1, "case|matter|matters|sensitive") || u.seq(k-1, "does|do|should|doesn't") && u.seq(k+1, "matter") {
				u.t[k].used = true
			}
		}
	}
}

// recursive consumes the words that say subdirectories count too:
// "recursively", "including subfolders", "all levels", "subdirectories
// too", "and its subfolders".
func (u *utt) recursive() bool {
	found := u.takeSubfolderClause()
	for i, t := range u.t {
		if t.used || t.kind != kWord && t.kind != kFlag {
			continue
		}
		switch t.low {
		case "recursive", "recursively", "recurse", "-r", "-R":
			u.use(i)
			found = true
		case "subfolders", "subdirectories", "subdirs", "sub-folders", "sub-directories", "subfolder", "subdirectory":
			// "including subfolders", "and its subfolders", "subfolders
			// too", "in all subfolders", "subfolders included"
			ok := false
			for k := max(0, i-3); k < i; k++ {
				switch u.t[k].low {
				case "including", "include", "and", "with", "all", "its", "their", "plus", "into", "in", "every", "through", "also", "incl", "even":
					ok = true
				}
			}
			switch u.lowAny(i + 1) {
			case "too", "included", "also", "as":
				ok = true
			}
			if ok {
				u.use(i)
				for k := max(0, i-3); k < min(len(u.t), i+3); k++ {
					switch u.t[k].low {
					case "including", "include", "plus", "included", "incl":
						u.t[k].used = true
					}
				}
				found = true
			}
		case "levels", "depths", "level", "depth":
			// "all levels", "every level down", "at any depth"
			if u.seq(i-1, "all|every|any") {
				u.useN(i-1, 2)
				u.takeSeq("down")
				if u.seq(i-2, "at") {
					u.use(i - 2)
				}
				found = true
			}
		case "deep", "deeply", "everywhere", "nested", "tree", "anywhere", "below", "beneath", "underneath":
			if i+1 == len(u.t) || u.t[i].comma || u.seq(i-1, "all|every") || t.low == "tree" && i > 0 && (u.t[i-1].dir || u.t[i-1].kind == kPath) {
				// "the docs tree": the folder and all below it
				u.use(i)
				found = true
			}
		}
	}
	return found
}

// takeSubfolderClause reads a clause that takes the folders inside in:
// "including what's in the folders inside it", "including the ones in
// the 2025 subfolder", "even in the subfolders".
func (u *utt) takeSubfolderClause() bool {
	skip := func(j int, ws string) int {
		for j < len(u.t) && !u.t[j].used && oneOf(ws, u.t[j].low) {
			j++
		}
		return j
	}
	folderWord := "folder|folders|subfolder|subfolders|directory|directories|subdirectory|subdirectories|dirs|subdirs|sub-folders|sub-folder"
	for i := range u.t {
		if !u.seq(i, "including|incl|plus|even|also") {
			continue
		}
		j := skip(i+1, "what|whats|whatever|is|the|ones|files|those|everything|anything|stuff|things|all|that|are|sits|sit|lives")
		if !u.seq(j, "in|inside|within|under") {
			continue
		}
		j = skip(j+1, "the|its|their|all|any|every|each|of")
		if j+1 < len(u.t) && !u.t[j].used && !oneOf(folderWord, u.t[j].low) && oneOf(folderWord, u.t[j+1].low) {
			j++ // "the 2025 subfolder"
		}
		if !u.seq(j, folderWord) {
			continue
		}
		j++
		if u.seq(j, "inside|in|within|under|below", "it|them|there|that") {
			j += 2
		}
		u.useN(i, j-i)
		return true
	}
	// "(in the pottery folder) and all the folders inside it"
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"and|plus", "all|every|each|any?", "the|its?", folderWord, "inside|in|within|under|below|beneath", "it|them|that|this"}); ok && n >= 4 {
			u.useN(i, n)
			return true
		}
	}
	return false
}

// bareDelim consumes a delimiter said alone ("it uses semicolons",
// "pipe separated" was read before): a plural name of one.
func (u *utt) bareDelim() string {
	for i, t := range u.t {
		if t.used || t.kind != kWord {
			continue
		}
		switch t.low {
		case "commas", "colons", "semicolons", "tabs", "pipes":
			u.use(i)
			// "it uses semicolons between fields": where they stand
			if u.seq(i+1, "between|separating") {
				u.use(i + 1)
				if n, ok := u.phraseAt(i+2, []string{"the?", "fields|columns|values|cells|items"}); ok {
					u.useN(i+2, n)
				}
			}
			u.takeAll("=uses", "=use", "=using", "=with", "=it", "=by")
			return delimNames[t.low]
		}
	}
	return ""
}

// oneOf reports whether w is one of the alternatives in alts ("a|b|c").
func oneOf(alts, w string) bool {
	for alts != "" {
		alt := alts
		if i := strings.IndexByte(alts, '|'); i >= 0 {
			alt, alts = alts[:i], alts[i+1:]
		} else {
			alts = ""
		}
		if alt == w {
			return true
		}
	}
	return false
}

// The wrappers people put around a request: a preamble that says who
// they are or why they ask ("for my class I need to see …", "I made a
// typo, …", "our teacher gave us x.tar and I need …") and a closing
// clause that says what the answer is for ("… for my lab report", "…
// while I test the upload page", "…, to send to my group", "… so git
// keeps the folder", "…, I want to clean them up later"). They are set
// aside so that the request underneath is read as it would be bare. A
// clause is set aside only when it gives no value: no file, directory,
// number, quoted or capitalised word, and no word that says what to do
// or how (plainClause).

// purposeNouns end a "for my …" clause that says whom or what the
// answer is for.
var purposeNouns = map[string]bool{"report": true, "class": true, "course": true, "assignment": true, "homework": true,
	"boss": true, "manager": true, "team": true, "teacher": true, "professor": true, "project": true,
	"presentation": true, "documentation": true, "exam": true, "school": true, "colleague": true, "colleagues": true,
	"coworker": true, "coworkers": true, "friend": true, "friends": true, "paper": true, "lesson": true, "lecture": true,
	"tutorial": true, "studies": true, "course-work": true, "coursework": true, "thesis": true, "essay": true,
	"study": true, "research": true, "records": true, "audit": true, "notebook": true, "journal": true, "diary": true,
	"ticket": true, "blog": true, "website": true, "wiki": true, "readme": true, "config": true, "configuration": true,
	"setup": true, "script": true, "spreadsheet": true, "slides": true, "client": true, "customer": true, "group": true, "form": true}

// asideConcepts are the lexicon's ideas a set-aside clause may hold:
// ideas that say nothing of what to do or how ("the folder", "my
// computer", "the file").
var asideConcepts = map[string]bool{"file": true, "dir": true, "user": true, "here": true, "host": true, "content": true, "show": true}

// stayWords say who may do what or how the result should be: a clause
// holding one is the request, not an aside.
var stayWords = "only|nobody|noone|everyone|anyone|everybody|others|world|owner|readable|writable|writeable|private|public|" +
	"executable|safe|secure|hidden|visible|sorted|smaller|bigger|larger|faster|shorter|longer|first|last|newest|oldest|" +
	"not|no|never|without|except|unless|ignore|keep|keeps|kept|stay|stays|remain|remains|same|case|exact|whole|each|every|all|per|once|twice"

// plainClause reports whether t[i:j] gives no value: every token a
// plain word of letters, none a file, directory or capitalised word,
// none a stay word, and none standing for an idea of the lexicon but
// the ones an aside may name (asideConcepts; any idea when actions is
// set: an action put off, "I want to clean them up later"). allow holds
// words the clause may hold all the same; lead, a clause before the
// request ("I made a typo, …"), may name no thing ("I need a folder, …"
// asks for one), only the one who asks and the machine.
func (r *reading) plainClause(i, j int, actions bool, allow string, lead bool) bool {
	if i >= j {
		return false
	}
	for _, t := range r.t[i:j] {
		if t.kind != kWord || t.caps || t.dir || t.file ||
			strings.IndexFunc(t.low, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) >= 0 {
			return false
		}
		if oneOf(allow, t.low) {
			continue
		}
		if oneOf(stayWords, t.low) && !(actions && (t.low == "all" || t.low == "every" || t.low == "each")) {
			return false
		}
		if fillerWords[t.low] || actions || numWords[t.low] > 0 || ordWords[t.low] > 0 {
			if numWords[t.low] > 0 || ordWords[t.low] > 0 {
				return false
			}
			continue
		}
		for _, c := range lexicon()[lemma(t.low)] {
			if !asideConcepts[c] || lead && c != "user" && c != "host" {
				return false
			}
		}
	}
	return true
}

// forPurpose reports whether a "for my report", "for a config file",
// "for my lab report" clause starts at i (at "for"), and where it ends:
// a determiner, at most two words, a purpose noun (or "config file").
func (r *reading) forPurpose(i int) (int, bool) {
	if !r.seqLow(i, "for", "my|our|a|an|his|her|their|the") {
		return 0, false
	}
	for k := i + 2; k < len(r.t) && k <= i+4; k++ {
		t := r.t[k]
		if t.kind != kWord {
			return 0, false
		}
		if t.low == "form" && r.dated() {
			return 0, false // "today's date for a form": the form says how it is written
		}
		if purposeNouns[t.low] || t.low == "file" && k > i+2 && oneOf("config|configuration|settings|setup", r.t[k-1].low) {
			if k+1 < len(r.t) && (r.t[k+1].low == "file" || purposeNouns[r.t[k+1].low]) && !t.comma {
				continue // "for my config file", "for my lab report"
			}
			if r.t[i+1].low == "the" && !oneOf("boss|manager|team|teacher|professor|class|course|report|presentation|form", t.low) {
				return 0, false // "for the config": may name a thing to look for
			}
			// "for a form I'm filling in", "for the report I'm writing":
			// what the purpose is, said of oneself, to the end
			if e := k + 1; !t.comma && r.seqLow(e, "i|we", "am|are|have|must") {
				for f := e + 2; f < len(r.t) && f <= e+4; f++ {
					if r.t[f].kind != kWord || !strings.HasSuffix(r.t[f].low, "ing") && !oneOf("in|out|up|to|do|fill|write|make|finish", r.t[f].low) {
						break
					}
					if f+1 == len(r.t) {
						return f + 1, true
					}
				}
			}
			return k + 1, true
		}
		if t.comma {
			return 0, false
		}
	}
	return 0, false
}

// dateOrderRe reads a date's format written in words: "day/month/year".
var dateOrderRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(day|dd|month|mm|year|yyyy)([/.-])(day|dd|month|mm|year|yyyy)[/.-](day|dd|month|mm|year|yyyy)$`)
})

// phraseAt reports whether the words ws (a "?" after one: it may be left
// out) are said at i, and how many tokens they take.
func (r *reading) phraseAt(i int, ws ...string) (int, bool) {
	j := i
	for _, w := range ws {
		opt := strings.HasSuffix(w, "?")
		w = strings.TrimSuffix(w, "?")
		if r.seqLow(j, w) {
			j++
		} else if !opt {
			return 0, false
		}
	}
	return j - i, true
}

// dated reports whether the request asks for a date or a time, which a
// purpose ("for a form") may say how to write.
func (r *reading) dated() bool {
	for _, t := range r.t {
		if oneOf("date|dates|time|times|today|today's|todays|day|month|year|timestamp|clock", t.low) {
			return true
		}
	}
	return false
}

// lookWords come before a "for" that introduces what to look for.
var lookWords = "search|searching|searches|look|looking|looks|grep|hunt|hunting|seek|seeking|scan|check|checking|ask|asking|wait|waiting|find|finding|test|testing|filter"

// dropPreamble sets aside a leading clause that says who asks or why:
// "for my class I need to see …", "for my report, …", "I made a typo,
// …", "our teacher gave us recordings.tar and I need …".
func (r *reading) dropPreamble() {
	if len(r.t) < 4 {
		return
	}
	// "for my class (,) I need …"
	if end, ok := r.forPurpose(0); ok && end+2 < len(r.t) && (r.t[end-1].comma || r.seqLow(end, "i|we")) && r.plainClause(1, end, false, "", false) {
		r.t = r.t[end:]
		return
	}
	// "our teacher gave us recordings.tar and …": the file stays
	for k := 1; k <= 3 && k+3 < len(r.t); k++ {
		if (oneOf("my|our|the|a", r.t[0].low) || k == 1 && oneOf("someone|somebody|they|he|she|everyone|people", r.t[0].low)) && r.seqLow(k, "gave|sent|shared|emailed|mailed|handed|forwarded|uploaded", "me|us") {
			f := k + 2
			if (r.t[f].kind == kFile || r.t[f].kind == kPath || r.t[f].dir) && r.plainClause(0, k, false, "", false) {
				rest := r.t[f+1:]
				if len(rest) > 2 && (r.t[f].comma || rest[0].low == "and") {
					if !r.t[f].comma {
						rest = rest[1:]
					}
					r.t = append([]tok{r.t[f]}, rest...)
				}
			}
			return
		}
	}
	// "I downloaded tax-forms.zip, please get …": how the file came;
	// the file stays
	if r.seqLow(0, "i|we") {
		k := 1
		if r.seqLow(k, "just|have|had|recently") {
			k++
		}
		if r.seqLow(k, "downloaded|received|got|grabbed|fetched|saved|exported|copied") && k+3 < len(r.t) {
			f := k + 1
			if (r.t[f].kind == kFile || r.t[f].kind == kPath) && existsHere(r.plat, r.t[f].raw) && r.t[f].comma {
				r.t = r.t[f:]
				return
			}
		}
	}
	// "my accountant wants tax-return.pdf, could you put a copy of it
	// into …": who wants the file, then what to do with "it", the file
	if r.seqLow(0, "my|our|the") && len(r.t) > 6 && r.t[1].kind == kWord && !r.t[1].caps && (!knownWord(r.t[1].low) || r.t[1].dir) {
		k := 2
		if r.seqLow(k, "wants|needs|asked|asks|requested|requests") {
			k++
			if r.seqLow(k, "for") {
				k++
			}
			if f := r.t[k]; (f.kind == kFile || f.kind == kPath) && f.comma && k+3 < len(r.t) {
				rest, its := r.t[k+1:], 0
				for i := range rest {
					if rest[i].kind == kWord && rest[i].low == "it" {
						its++
					}
				}
				if its == 1 {
					out := []tok{}
					for _, t := range rest {
						if t.kind == kWord && t.low == "it" {
							x := f
							x.comma = t.comma
							t = x
						}
						out = append(out, t)
					}
					r.t = out
					return
				}
			}
		}
	}
	// "the scans a.pdf and b.pdf are cluttering up my home folder,
	// please move both into …": what the files do, then the order for
	// "both" (or "them"), the files
	if r.filesDoing() {
		return
	}
	// "my teacher wants everyone to be able to read x": who asks, with
	// what they want after it
	if r.seqLow(0, "my|our") && r.seqLow(2, "wants|needs|asked|asks") && r.t[1].kind == kWord && !knownWord(r.t[1].low) &&
		r.plainClause(0, 3, false, "wants|needs|asked|asks", true) && len(r.t) > 6 {
		r.t = r.t[3:]
		return
	}
	// "I have a folder called receipts and I want …": the folder stays
	if r.seqLow(0, "i|we", "have|got") {
		k := 2
		if r.seqLow(k, "got") {
			k++
		}
		// "I have rivers.csv with a header and I want …": what the file
		// is like, said before the request; the file stays
		if x := r.t[k]; k+4 < len(r.t) && (x.kind == kFile || x.kind == kPath || x.dir) && !x.comma {
			for e := k + 2; e < len(r.t)-2 && e < k+7; e++ {
				if r.t[e-1].comma {
					break
				}
				if r.seqLow(e, "and") && r.seqLow(e+1, "i|we") && r.plainClause(k+1, e, false, "header|heading|headers", false) {
					x.comma = true
					r.t = append([]tok{x}, r.t[e+1:]...)
					return
				}
			}
		}
		if r.seqLow(k, "a|an|the|one|this") {
			k++
		}
		if r.seqLow(k, "folder|directory|dir|file|archive|script|log", "called|named") && k+4 < len(r.t) {
			f := k + 2
			x := r.t[f]
			// "… called orchard full of notes, and …": what it holds, said
			// of it
			e := f
			if r.seqLow(f+1, "full", "of") && !x.comma {
				for j := f + 3; j < len(r.t)-2 && j <= f+5; j++ {
					if r.t[j].comma {
						if r.plainClause(f+3, j+1, false, "notes|files|stuff|things|documents|docs|photos|pictures|logs", false) {
							e = j
						}
						break
					}
				}
			}
			if e > f {
				x.comma = r.t[e].comma
				r.t = append(append([]tok{}, r.t[:f+1]...), r.t[e+1:]...)
				r.t[f] = x
			}
			if (x.kind == kFile || x.kind == kPath || x.dir) && (x.comma || r.t[f+1].low == "and") {
				rest := r.t[f+1:]
				if !x.comma {
					rest = rest[1:]
				}
				x.comma = true
				r.t = append([]tok{x}, rest...)
			}
			return
		}
	}
	// "ignore the dome chatter in x.log, show all lines that do NOT
	// mention dome": the aim, then the request that does it, naming the
	// same thing; the file stays
	if r.seqLow(0, "ignore|skip|hide|drop|filter|exclude") {
		for k := 2; k < len(r.t)-3 && k < 7; k++ {
			if !r.seqLow(k, "in|from") || r.t[k+1].kind != kFile || !r.t[k+1].comma {
				continue
			}
			neg, again := false, false
			for _, t := range r.t[k+2:] {
				neg = neg || oneOf("not|without|except|excluding|but|minus", t.low)
				for _, c := range r.t[1:k] {
					again = again || c.kind == kWord && c.low == t.low && !fillerWords[t.low]
				}
			}
			if neg && again {
				r.t = r.t[k+1:]
			}
			break
		}
	}
	// "there's a spelling mistake in x.txt, …": what is wrong with the
	// file, said before what to do; the file stays
	if r.seqLow(0, "there", "is|are|was") {
		for k := 2; k < len(r.t)-3 && k < 8; k++ {
			if r.seqLow(k, "in|inside") && r.t[k+1].kind == kFile && r.t[k+1].comma && r.plainClause(2, k, false, "", false) &&
				r.seqLow(k-1, "mistake|mistakes|typo|typos|misspelling|misspellings|error|errors|problem|problems") {
				r.t = r.t[k+1:]
				return
			}
		}
	}
	// "I made a typo, …", "I'm new to this; …": a first clause of plain
	// words said of oneself, closed by a comma, with the request after it
	if oneOf("i|we|sorry|so|ok|okay|well|hi|hello|hey", r.t[0].low) {
		for k := 1; k < len(r.t)-2 && k < 9; k++ {
			if r.t[k].comma {
				allow := ""
				if r.seqLow(1, "am|are", "new|still|quite|very|totally|pretty") {
					allow = "new" // "I'm new to linux, …"
				}
				if r.plainClause(0, k+1, false, allow, true) && !r.seqLow(k+1, "and|or|but|then") {
					r.t = r.t[k+1:]
				}
				return
			}
		}
	}
}

// filesDoing reads "[the scans] a.pdf and b.pdf are cluttering up my
// home folder, please move both into scans" as "move a.pdf b.pdf into
// scans": files named first, a clause of plain words of what they are
// or do, closed by a comma, and an order that names them again as
// "both", "them" or "all of them" (once), with no other file.
func (r *reading) filesDoing() bool {
	i := 0
	if r.seqLow(0, "the|my|these|those|two|three") && len(r.t) > 2 && r.t[1].kind == kWord && r.t[2].kind == kFile {
		i = 2
	}
	var files []tok
	for i < len(r.t) && r.t[i].kind == kFile && !r.t[i].comma {
		files = append(files, r.t[i])
		i++
		if r.seqLow(i, "and") {
			i++
		}
	}
	if len(files) < 2 || !r.seqLow(i, "are|were|keep|have") {
		return false
	}
	k := i + 1
	for ; k < len(r.t) && k < i+9; k++ {
		t := r.t[k]
		if t.kind != kWord || t.dir || t.file || t.caps || strings.IndexFunc(t.low, func(c rune) bool { return !unicode.IsLetter(c) }) >= 0 {
			return false
		}
		if t.comma {
			break
		}
	}
	if k >= len(r.t)-2 || !r.t[k].comma {
		return false
	}
	rest := r.t[k+1:]
	back := -1
	for j, t := range rest {
		if t.kind == kFile {
			return false
		}
		if t.kind == kWord && oneOf("both|them|they|all", t.low) {
			if back >= 0 {
				return false
			}
			back = j
		}
	}
	if back < 0 || rest[back].low == "all" && !(back+2 < len(rest) && rest[back+1].low == "of" && rest[back+2].low == "them") {
		return false
	}
	n := 1
	if rest[back].low == "all" {
		n = 3
	}
	out := append([]tok{}, rest[:back]...)
	out = append(out, files...)
	out = append(out, rest[back+n:]...)
	r.t = out
	return true
}

// dropSituation sets aside a leading clause that tells the situation
// and gives no value: "IT asked me which machine I'm on - what's this
// computer called?", "my laptop is crawling - which 3 programs …", "I'm
// filling in a form that wants the current time", "(wedding-speech.txt)
// the print form wants to know its lines". The clause starts with its
// subject (a pronoun, a determiner or a capitalised name), holds no
// file, folder, number or word that says how (plainClause), and is
// closed by a dash before a question, or by "wants|needs (to know)".
func (r *reading) dropSituation() {
	r.dropSecretHeld()
	s := 0
	fi, vi := 0, 1 // the file's token and the verb's after it
	if len(r.t) > 3 && r.seqLow(0, "the|my|our") && r.t[1].kind == kFile && r.seqLow(2, "file") {
		fi, vi = 1, 3 // "the car-insurance.pdf file is sitting in the wrong place, …"
	}
	if len(r.t) > 0 && (r.t[fi].kind == kFile || r.t[fi].kind == kPath) {
		s = 1 // the file an earlier preamble kept
		// "harbour.log is enormous and …", "x.log is a mess, …": what the
		// file is like, said before the request; the file stays
		// "turbine.log is full of output readings I don't care about -
		// show me everything except the lines with output in them": what
		// the file holds that is not wanted, said before a request that
		// leaves it out by name; the file stays
		if r.seqLow(vi, "is|are", "full", "of") {
			for k := vi + 3; k+3 < len(r.t) && k < vi+11; k++ {
				if r.t[k].kind != kSym || !oneOf("-|--", r.t[k].low) {
					continue
				}
				unwanted, out, again := false, false, false
				for j := vi + 3; j+3 <= k; j++ {
					unwanted = unwanted || r.seqLow(j, "i|we", "do", "not", "care|need|want") || r.seqLow(j, "i|we", "am|are", "not", "interested")
				}
				for _, t := range r.t[k+1:] {
					out = out || oneOf("except|without|excluding|but|minus", t.low)
					for _, c := range r.t[vi+3 : k] {
						again = again || c.kind == kWord && c.low == t.low && !fillerWords[t.low] && !oneOf("not|care|need|want|do|interested", t.low)
					}
				}
				if unwanted && out && again {
					f := r.t[fi]
					f.comma = true
					r.t = append([]tok{f}, r.t[k+1:]...)
					return
				}
				break
			}
		}
		if r.seqLow(vi, "is|are|was|looks|seems|has|got|gets") {
			for k := vi + 1; k < len(r.t)-2 && k < vi+10; k++ {
				if r.seqLow(k, "and|so|but") || r.t[k].comma || r.t[k].kind == kSym && r.t[k].low == "-" {
					end := k // the clause's words: up to the connective or dash
					if r.t[k].comma && r.t[k].kind == kWord && !r.seqLow(k, "and|so|but") {
						end = k + 1 // or to the comma, its word included
					}
					// "rivers.csv has 2 lines, show the last one": a
					// count it holds, told as a fact, is no count asked for
					fact := fi == 0 && r.t[k].comma && end == 4 && r.seqLow(1, "has|holds|contains|got") && r.t[2].kind == kNum &&
						r.seqLow(3, "lines|rows|entries|records|words|names|items")
					// "x has stuff in it I've forgotten about - …": what
					// the one who asks knows of it; "is getting big", "is
					// sitting in the wrong place": how it is, not what to do
					// with it
					allow := "i|have|had|forgotten|forgot|know|knew|remember|about|sitting|lying|wrong|place|spot"
					if r.seqLow(vi+1, "getting|growing") {
						allow += "|getting|growing|big|huge|large|too" // "is getting big": not "is big and …?", a question
					}
					if fact || r.plainClause(vi+1, end, false, allow, false) {
						f := r.t[fi]
						f.comma = true
						r.t = append([]tok{f}, r.t[k+1:]...)
					}
					return
				}
			}
		}
		if fi > 0 {
			return
		}
	}
	if s+4 > len(r.t) || !(r.seqLow(s, "i|we|my|our|the|this|it|someone|somebody|everyone|a|an|they|he|she|people|your") || s == 0 && r.t[0].kind == kWord && r.t[0].caps) {
		return
	}
	for k := s + 2; k < len(r.t)-2 && k <= s+12; k++ {
		t := r.t[k]
		// "… - what's this computer called?"
		if t.kind == kSym && t.low == "-" && s == 0 {
			back := false // "… - how do I delete them?": the clause names them
			for _, t := range r.t[k+1:] {
				back = back || oneOf("it|them|they|those|these|its|their|there|that|ones|one", t.low)
			}
			if !back && r.seqLow(k+1, "what|which|where|how|who|when|is|are|can|could|would|will|please|do|does") && r.situation(s, k) {
				r.t = r.t[k+1:]
			}
			return
		}
		if t.kind == kSym || t.comma && !r.seqLow(k, "wants|needs|requires|expects") {
			return
		}
		// "the teacher said everyone should be able to read x …", "my
		// boss told me to zip the reports folder": who asked, then what
		// they asked for. The one who speaks is someone, not a thing the
		// grammar knows ("the log says error").
		if s == 0 && k-s <= 4 && r.seqLow(k, "said|says|told|tells|mentioned|reckons|insists|insisted|wrote|writes|asked|asks") && r.situation(s, k) &&
			(!knownWord(lemma(r.t[k-1].low)) || oneOf("he|she|they|someone|somebody|everyone", r.t[k-1].low)) {
			e := k + 1
			if r.seqLow(e, "me|us|you|him|her|them") {
				e++
			}
			to := false
			switch {
			case r.seqLow(e, "that"):
				e++
			case r.seqLow(e, "to") && !r.seqLow(k, "said|says"):
				e, to = e+1, true
			}
			if e+2 < len(r.t) && (to || !r.seqLow(k, "asked|asks|told|tells")) {
				r.t = r.t[e:]
				return
			}
		}
		// "… a form that wants the current time", "the print form wants to know its lines"
		if r.seqLow(k, "wants|needs|requires|expects|demands") && k-s >= 2 && (r.seqLow(k-1, "that|which|who") || r.t[k-1].kind == kWord && !fillerWords[r.t[k-1].low]) {
			e := k + 1
			switch {
			case r.seqLow(e, "to", "know|see|have|get|find|learn|hear"):
				e += 2
			case r.seqLow(e, "me|us", "to", "give|enter|write|fill|put|say|tell|state|find|know"):
				e += 3
				if r.seqLow(e, "in|down|out") {
					e++
				}
			case r.seqLow(e, "for"):
				e++
			}
			// what it wants is a thing ("the current time", "its
			// lines"), not someone to do something ("everyone to read it")
			if e+1 < len(r.t) && r.seqLow(e, "the|a|an|its|my|our|his|her|their|this|that|these|those|how|what|which|when|where|who|today|todays|today's|now") && r.situation(s, k) {
				r.t = append(r.t[:s:s], r.t[e:]...)
				return
			}
		}
	}
}

// secretWords say that what a file holds is private: a clause that says
// so ("x has my account numbers in it; …") tells why it is to be kept
// from others, not what to do.
var secretWords = "my|our|personal|private|sensitive|secret|secrets|credential|credentials|password|passwords|passcodes|pins|tokens|keys|confidential|banking|financial|medical"

// dropSecretHeld sets aside a first clause that says a file holds
// something private, closed by a comma or semicolon: "bank-details.txt
// has my account numbers in it; nobody else …", "The api-token.txt file
// holds credentials; restrict it …". The file stays; the rest must not
// point back at what it holds ("…, delete those lines").
func (r *reading) dropSecretHeld() {
	f := 0
	if r.seqLow(0, "the|my|this") && len(r.t) > 1 && (r.t[1].kind == kFile || r.t[1].kind == kPath) {
		f = 1
	}
	if f+4 >= len(r.t) || r.t[f].kind != kFile && r.t[f].kind != kPath || r.t[f].comma {
		return
	}
	k := f + 1
	if r.seqLow(k, "file|document|script|folder|directory") {
		k++
	}
	if !r.seqLow(k, "has|holds|contains|stores|keeps|got") {
		return
	}
	secret := false
	for e := k + 1; e < len(r.t)-2 && e <= k+6; e++ {
		t := r.t[e]
		if t.kind != kWord || t.caps && e > k+1 || t.dir || t.file || strings.IndexFunc(t.low, func(c rune) bool { return !unicode.IsLetter(c) }) >= 0 {
			return
		}
		secret = secret || oneOf(secretWords, t.low)
		if !t.comma {
			continue
		}
		if !secret {
			return
		}
		for _, t := range r.t[e+1:] {
			if oneOf("that|those|these|them|they|such|same|line|lines|word|words", t.low) {
				return
			}
		}
		x := r.t[f]
		x.comma = true
		r.t = append([]tok{x}, r.t[e+1:]...)
		return
	}
}

// dropReason sets aside a leading clause that says why or when the
// request comes, not what it is: "I'm finished with the drafts, so please
// delete …", "The vet asked me to leave her a note, so could you …",
// "Before I tidy up, could you …", "I'm debugging a script and want to
// see …"; and one said in the middle, before what is wanted: "x.zip and
// before I unpack anything I'd like to see …". A file the clause names
// stays, as what the request goes on to name as "it": "Before I start
// editing patients.csv I want a safety copy of it". The clause holds no
// number, folder, quoted text or word that says how (reasonWords).
func (r *reading) dropReason() {
	if len(r.t) < 6 {
		return
	}
	// what comes after the clause is a request of its own
	asks := func(k int) bool {
		return r.seqLow(k, "could|can|would|will", "you") || r.seqLow(k, "please") ||
			r.seqLow(k, "i|we", "would|want|need|wanna") || r.seqLow(k, "i|we", "would", "like") ||
			r.seqLow(k, "in") && k+1 < len(r.t) && r.t[k+1].kind == kFile
	}
	// "I'm finished with the drafts, so please …", "Dr Ames has left, so …"
	named := r.t[0].kind == kWord && r.t[0].raw != "" && unicode.IsUpper([]rune(r.t[0].raw)[0]) && r.t[1].kind == kWord && r.t[1].raw != "" &&
		(unicode.IsUpper([]rune(r.t[1].raw)[0]) || r.seqLow(1, "has|is|was|asked|said|wants|needs|told")) // "Dr Ames has left", "Nora asked …"
	if r.seqLow(0, "i|we|my|our|the|this|someone|somebody|he|she|they|it") || named {
		for k := 2; k < len(r.t)-2 && k <= 12; k++ {
			if r.t[k].kind != kWord || r.t[k].comma && !r.seqLow(k+1, "so") {
				break
			}
			if r.t[k].comma && asks(k+2) && r.reasonWords(0, k+1, true) {
				r.t = r.t[k+2:]
				return
			}
		}
	}
	// "Before I tidy up, could you …"; "Before I start editing x I want …"
	if r.seqLow(0, "before", "i|we") {
		for k := 2; k < len(r.t)-2 && k <= 8; k++ {
			t := r.t[k]
			if t.kind == kFile && !t.dir && asks(k+1) && r.reasonWords(2, k, false) {
				f := t
				f.comma = true
				r.t = append([]tok{f}, r.t[k+1:]...)
				return
			}
			if t.kind != kWord {
				return
			}
			if t.comma {
				if asks(k+1) && r.reasonWords(2, k+1, false) {
					r.t = r.t[k+1:]
				}
				return
			}
		}
	}
	// "I have to send a.csv and b.tsv to the accountant, so please zip
	// the two of them": whom they go to is no folder to put in the
	// archive; the files stay
	if r.seqLow(0, "i|we") {
		v := 1
		for v < 4 && r.seqLow(v, "have|need|want|must|got|am|are|to|going") {
			v++
		}
		if v > 1 && r.seqLow(v, "send|email|mail|give|share|hand|forward|post|upload") {
			k := v + 1
			var files []tok
			for k < len(r.t) && (r.t[k].kind == kFile || r.seqLow(k, "and") && len(files) > 0) {
				files = append(files, r.t[k])
				k++
			}
			if len(files) > 0 && r.t[k-1].kind == kFile && r.seqLow(k, "to") {
				for e := k + 1; e+1 < len(r.t) && e <= k+4; e++ {
					if r.t[e].kind != kWord || r.t[e].file || r.t[e].kind == kPath {
						break
					}
					if oneOf(stayWords, r.t[e].low) || numWords[r.t[e].low] > 0 || oneOf("folder|folders|directory|dir|drive|disk|server", r.t[e].low) {
						break
					}
					// (a word that names a folder here too: after "send
					// … to the", someone)
					if r.t[e].comma && r.seqLow(e+1, "so") && asks(e+2) && oneOf("the|my|our|a|an|his|her|their", r.t[k+1].low) {
						files[len(files)-1].comma = true
						r.t = append(files, r.t[e+2:]...)
						return
					}
				}
			}
		}
	}
	// "I'm looking for something in the middle of x.txt, could you show
	// me lines 20 to 25?": what one is after, vaguely; the file stays
	if n, ok := r.phraseAt(0, "i|we", "am|are", "looking|searching|hunting", "for", "something|anything|stuff|a|things"); ok {
		k := n
		if r.seqLow(k, "thing") {
			k++
		}
		if m, ok := r.phraseAt(k, "in|near|at|around|from", "the", "middle|start|beginning|end|top|bottom", "part?", "of"); ok {
			k += m
		} else if r.seqLow(k, "in") {
			k++
		}
		if k < len(r.t) && r.t[k].kind == kFile && r.t[k].comma && asks(k+1) {
			r.t = r.t[k:]
			return
		}
	}
	// "My grocery list is grocery-list.txt. How many things are on it?":
	// a name for the file, then the question; the file stays
	if r.seqLow(0, "my|our|the") {
		for k := 2; k+2 < len(r.t) && k <= 4; k++ {
			if r.seqLow(k, "is") && r.t[k+1].kind == kFile && r.reasonWords(1, k, false) &&
				r.seqLow(k+2, "how|what|which|can|could|would|please|show|count|sort|when|where|who") {
				f := r.t[k+1]
				f.comma = true
				r.t[k+2].raw = r.t[k+2].low // a new sentence's first word, now mid-sentence
				r.t = append([]tok{f}, r.t[k+2:]...)
				return
			}
		}
	}
	// "I keep the family passwords in x.txt and I want it locked down":
	// where something is kept; the file stays, as the "it" after
	if r.seqLow(0, "i|we", "keep|store|save|saved|kept|stored|put|write|wrote|track|note|log") {
		for k := 3; k+3 < len(r.t) && k <= 8; k++ {
			if r.t[k].kind == kFile && !r.t[k].dir && r.seqLow(k-1, "in|into") && r.seqLow(k+1, "and") && asks(k+2) && r.reasonWords(2, k-1, false) {
				f := r.t[k]
				f.comma = true
				r.t = append([]tok{f}, r.t[k+2:]...)
				return
			}
			if r.t[k].kind != kWord {
				break
			}
		}
	}
	// "I'm debugging a script and want to see …": what one is doing,
	// then what one wants
	if r.seqLow(0, "i|we", "am|are") && strings.HasSuffix(r.t[2].low, "ing") {
		for k := 3; k < len(r.t)-3 && k <= 7; k++ {
			if r.t[k].kind != kWord || r.t[k].comma {
				return
			}
			if r.seqLow(k, "and") && (r.seqLow(k+1, "want|need|would") || asks(k+1)) && r.reasonWords(2, k, false) {
				r.t = r.t[k+1:]
				return
			}
		}
	}
	// "x.zip and before I unpack anything I'd like to see …"
	for i := 1; i+4 < len(r.t); i++ {
		if !r.seqLow(i, "before", "i|we") || r.t[i-1].kind != kFile && !r.seqLow(i-1, "and") {
			continue
		}
		for k := i + 2; k < len(r.t)-2 && k <= i+6; k++ {
			if r.t[k].kind != kWord {
				break
			}
			if (r.t[k-1].comma || r.seqLow(k, "i|we")) && asks(k) && r.reasonWords(i+2, k, false) {
				s := i
				if r.seqLow(i-1, "and") {
					s = i - 1
				}
				r.t[s-1].comma = true
				r.t = append(r.t[:s], r.t[k:]...)
				return
			}
		}
		return
	}
}

// reasonWords reports whether t[i:j] are words of a reason: letters
// only, no file or folder, no number and no word that says how; caps
// allows capitalised words (a name in "Dr Ames has left").
func (r *reading) reasonWords(i, j int, caps bool) bool {
	if i >= j {
		return false
	}
	for _, t := range r.t[i:j] {
		if t.kind != kWord || t.dir || t.file || t.caps && !caps || strings.IndexFunc(t.low, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) >= 0 ||
			numWords[t.low] > 0 || ordWords[t.low] > 0 || extWords[t.low] != "" || oneOf(stayWords, t.low) && !oneOf("anything|all|first", t.low) {
			return false
		}
	}
	return true
}

// situation reports whether t[s:k] tells a situation and gives no value:
// words of letters only (the first may be capitalised), no file or
// folder, no number, no word that says how ("only", "not", "every").
func (r *reading) situation(s, k int) bool {
	for _, t := range r.t[s:k] {
		if t.kind != kWord || t.dir || t.file || strings.IndexFunc(t.low, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) >= 0 ||
			numWords[t.low] > 0 || ordWords[t.low] > 0 || oneOf("only|nobody|noone|everyone|anyone|everybody|not|no|never|without|except|unless|each|every|all|per|first|last|newest|oldest", t.low) {
			return false
		}
		if t.caps && t.low != strings.ToLower(r.t[s].low) {
			return false // a capitalised word but its subject: a value
		}
		if extWords[t.low] != "" {
			return false // "I have pdf files - …": the kind is the request's
		}
		if meansAny(lemma(t.low), "file|dir|line|word|char|column|content|name|hidden|empty|newest|oldest|largest|small|exec|perm") {
			return false // what the request is about
		}
	}
	return true
}

// dropPurpose sets aside a closing clause that says what the answer is
// for or what happens around it: "… for my lab report", "… while I test
// the upload page", "…, to send to my group", "… so git keeps the
// folder", "…, I want to clean them up later".
func (r *reading) dropPurpose() {
	for i := 2; i < len(r.t); i++ {
		prev := r.t[i-1]
		from, end := i+1, len(r.t) // the clause's words after its first
		ok, actions, allow := false, false, ""
		switch {
		case r.t[i].low == "for" && !oneOf(lookWords, prev.low):
			if e, f := r.forPurpose(i); f && (e == len(r.t) || r.t[e-1].comma) {
				ok, end = true, e
			}
		case r.seqLow(i, "while|whilst", "i|we|you"):
			ok = true
		case r.seqLow(i, "while|whilst", "the|my|our|it|this|that"):
			// "printer.log keeps growing while the printer works - …": a
			// clause of its own, up to a comma, a dash or the end
			ok, allow = true, "runs|run|running|works|working|prints|printing|plays|playing|records|recording"
			for k := i + 1; k < len(r.t); k++ {
				if r.t[k].kind == kSym && r.t[k].low == "-" {
					end = k
					break
				}
				if r.t[k].comma {
					end = k + 1
					break
				}
			}
		case r.seqLow(i, "so", "my|our|the|git|it|that|this|they|he|she|people|everything|nothing") && !r.seqLow(i, "so", "that", "i|we|you"):
			ok = true
			if r.seqLow(i+1, "git") {
				allow = "keep|keeps|track|tracks|see|sees" // "so git keeps the folder": git's part, not the command's
			}
		case (prev.comma || prev.kind == kFile || prev.kind == kPath || prev.dir) &&
			r.seqLow(i, "to", "send|share|email|mail|give|hand|show|upload|post|attach|submit|forward|present"):
			// "…, to send to my group": whom it goes to is no permission
			ok, from, allow = true, i+2, "group|team|everyone|everybody|others"
		case prev.comma && r.seqLow(i, "i|we", "do|can|could|did", "not", "remember|know|recall|find|see|understand"):
			// "where is refs.bib? I don't remember the folder"
			ok, from = true, i+4
		case prev.comma && r.seqLow(i, "it|they", "is|are|was|were", "old|junk|outdated|obsolete|stale|finished|done"):
			// "move fleet.csv, it's old data, into …": a clause between
			// commas that says what the thing is, not what to do
			// (its words are read as typed: "data" may be a folder here)
			for k := i + 2; k < len(r.t) && k < i+5; k++ {
				if k > i+2 && !oneOf("data|stuff|files|anyway|now", r.t[k].low) || r.t[k].kind != kWord {
					break
				}
				if r.t[k].comma && k+1 < len(r.t) {
					r.t = append(r.t[:i:i], r.t[k+1:]...)
					return
				}
			}
		case (prev.comma || prev.dir || prev.low == "too") && r.seqLow(i, "i|we|so") && func() bool {
			copied := false // a copy is in both places; a move is not
			for _, t := range r.t[:i] {
				copied = copied || oneOf("copy|cp|duplicate|copies|copied", t.low)
			}
			for k := i + 1; copied && k+1 < len(r.t) && k < i+6; k++ {
				if r.seqLow(k, "both", "places|folders|spots|locations") {
					return k+2 == len(r.t)
				}
			}
			return false
		}():
			// "put a copy of x in docs too, I want it in both places": the
			// copy, said again
			ok, allow = true, "it|them|in|both|places|folders|spots|locations|want|need|so|is|are|one|a"
		case prev.comma && r.seqLow(i, "it|they|this|that", "does|do", "not", "belong"):
			// "move x into y, it doesn't belong out here": why, not where
			ok, from, allow = true, i+4, "out|here|there|in|with|the|rest"
		case (prev.dir || prev.kind == kPath) && r.seqLow(i, "where", "the|my|our", "other|rest") && func() bool {
			return r.seqLow(len(r.t)-1, "are|is|live|lives|go|belong|sit|stay|stays")
		}():
			// "move x into docs/insurance where the other policies are":
			// what the folder holds, said of the place already named
			ok, from, allow = true, i+3, "of|are|is|live|lives|go|belong|sit|stay|stays"
		case prev.comma && r.seqLow(i, "which|that", "is|are|was|were"):
			// "the first line of rivers.csv, which is the header, …": a
			// clause between commas that says again what was said
			for k := i + 2; k < len(r.t); k++ {
				if r.t[k].comma || k == len(r.t)-1 {
					ok, end = true, k+1
					break
				}
			}
		case prev.comma && r.seqLow(i, "i|we"):
			for _, t := range r.t[i:] {
				if oneOf("later|afterwards|afterward|tomorrow|myself|manually|eventually|soon|someday", t.low) {
					ok, actions = true, true
				}
			}
		}
		if !ok || !r.plainClause(from, end, actions, allow, false) {
			continue
		}
		r.t = append(r.t[:i:i], r.t[end:]...)
		return
	}
}

// docNouns are words for the files a folder holds, said by what they
// are to the one who asks ("the garden-journal notes", "the scans in
// inbox-scans"); no word of a kind of file ("photos", "songs"), which
// says more than "files".
var docNouns = "notes|records|letters|papers|pages|reports|drafts|memos|documents|scans|receipts|invoices|statements"

// docNouns reads a word for the files in a folder as "files": right
// after the folder ("the garden-journal notes") or before "in" and the
// folder ("the scans in inbox-scans"), when no file or folder here has
// that name.
func (r *reading) docNouns() {
	for i := range r.t {
		t := &r.t[i]
		if t.kind != kWord || t.file || t.caps || !oneOf(docNouns, t.low) {
			continue
		}
		d := -1
		switch {
		case i > 0 && !t.dir && r.t[i-1].dir && !r.t[i-1].comma && (r.t[i-1].kind == kPath || r.t[i-1].kind == kWord):
			d = i - 1
		case i+2 < len(r.t) && !t.comma && r.seqLow(i+1, "in|inside|within|under|from") && r.t[i+2].dir && (!t.dir || r.seqLow(i-1, "the|any|all|my")):
			// ("the scans in inbox-scans": the word, though a folder
			// here has that name)
			d = i + 2
		}
		if d < 0 || existsHere(r.plat, strings.TrimSuffix(r.t[d].raw, "/")+"/"+t.raw) {
			continue
		}
		t.low, t.lem = "files", ""
	}
}

// runTools are commands people name as the thing to do ("run nproc").
var runTools = "ls|wc|df|du|nproc|ps|top|uname|free|date|whoami|hostname|uptime|cat|head|tail|grep|sort|uniq|cut|awk|sed|tr|" +
	"find|tar|zip|unzip|gzip|gunzip|chmod|mkdir|cp|mv|rm|ln|touch|id|env|printenv|lscpu|pwd|stat|file|which"

// rephrase reads a way of saying a name that learners of English use as
// the grammar's own: "name notes.txt", "with name x" and "with the name
// x" before a name are "named".
func (r *reading) rephrase() {
	// "echo %PATH%": DOS's way of naming a variable, $PATH
	for i := range r.t {
		t := &r.t[i]
		if t.kind == kWord && len(t.raw) > 2 && strings.HasPrefix(t.raw, "%") && strings.HasSuffix(t.raw, "%") && isVarName(t.raw[1:len(t.raw)-1]) {
			t.raw = "$" + t.raw[1:len(t.raw)-1]
			t.low, t.lem = strings.ToLower(t.raw), ""
		}
	}
	// "whole-word search for x", "a case-insensitive whole-word match":
	// the hyphen joins the words grep's options are read from
	for i := 0; i < len(r.t); i++ {
		if r.t[i].kind == kWord && oneOf("whole-word|whole-words", r.t[i].low) && r.seqLow(i+1, "search|searches|match|matches|matching|grep|find|only|hits|mode") {
			w1, w2 := r.t[i], r.t[i]
			w1.raw, w1.low, w1.lem, w1.comma = "whole", "whole", "", false
			w2.raw, w2.low, w2.lem = "word", "word", ""
			r.t = append(r.t[:i], append([]tok{w1, w2}, r.t[i+1:]...)...)
		}
	}
	// "zip the two of them": them, when two files were named
	for i := 1; i+3 < len(r.t); i++ {
		if r.seqLow(i, "the") && r.t[i+1].kind == kNum && r.seqLow(i+2, "of", "them") {
			n := 0
			for _, t := range r.t[:i] {
				if t.kind == kFile || t.kind == kPath {
					n++
				}
			}
			if float64(n) == r.t[i+1].num {
				r.t = append(r.t[:i], r.t[i+3:]...)
			}
			break
		}
	}
	// "sizes in a readable form, like K and M": the units of a
	// human-readable size, an example of what was said
	for i := 1; i+2 < len(r.t); i++ {
		if !r.seqLow(i, "like|e.g.|eg") || !(r.seqLow(i-1, "readable|form|format|units|sizes") || r.seqLow(i-2, "readable", "form|format|units|sizes")) {
			continue
		}
		k := i + 1
		for k < len(r.t) && oneOf("k|m|g|t|kb|mb|gb|tb|kib|mib|gib|and|or|1k|2m|3g", r.t[k].low) {
			k++
		}
		if k == len(r.t) && k > i+2 {
			r.t[i-1].comma = false
			r.t = r.t[:i]
		}
		break
	}
	// "the header row of x.tsv, just the first line": the header, said
	// again as the line it is
	for i := 2; i+2 < len(r.t); i++ {
		if !r.t[i-1].comma {
			continue
		}
		n, ok := r.phraseAt(i, "just|only|i.e.|ie|meaning|so?", "the", "first|top", "line|row")
		if !ok || i+n != len(r.t) {
			continue
		}
		header := false
		for _, t := range r.t[:i] {
			header = header || oneOf("header|heading|headers|headings", t.low)
		}
		if header {
			r.t[i-1].comma = false
			r.t = r.t[:i]
		}
		break
	}
	// "print out the reminders letter for me? It's in reminders.txt.":
	// the thing named, then where it is: the file
	if n := len(r.t); n > 6 && r.seqLow(n-4, "it", "is", "in") && r.t[n-1].kind == kFile {
		for i := 1; i+1 < n-4 && i < 8; i++ {
			if !r.seqLow(i, "the|my|our") {
				continue
			}
			e := i + 1
			for e < n-4 && e <= i+3 && r.t[e].kind == kWord && !r.t[e].dir && !r.seqLow(e, "letter|list|note|notes|document|doc|report|diary|table|sheet|log|file|records|memo") {
				e++
			}
			if e == n-5 && r.seqLow(e, "letter|list|note|notes|document|doc|report|diary|table|sheet|log|file|records|memo") && r.reasonWords(i+1, e, false) {
				f := r.t[n-1]
				r.t = append(r.t[:i:i], f)
			}
			break
		}
	}
	// "what line number is Cleo on in x.log": which line of x.log has Cleo
	if j := 2; r.seqLow(0, "what|which", "line") {
		if r.seqLow(j, "number|no") {
			j++
		}
		if r.seqLow(j, "is|are") && j+4 < len(r.t)+0 && j+5 == len(r.t) && (r.t[j+1].kind == kWord || r.t[j+1].kind == kQuoted) &&
			r.seqLow(j+2, "on") && r.seqLow(j+3, "in|of") && r.t[j+4].kind == kFile {
			w := func(s string) tok { return tok{raw: s, low: s, kind: kWord} }
			x, f := r.t[j+1], r.t[j+4]
			r.t = []tok{w("which"), w("line"), w("of"), f, w("has"), x}
		}
	}
	// "when does Rufus show up last in x.log": the last line of x.log
	// with Rufus ("first": the first)
	if r.seqLow(0, "when|where", "does|did") && len(r.t) >= 7 && (r.t[2].kind == kWord || r.t[2].kind == kQuoted) {
		k, end := 3, ""
		if r.seqLow(k, "last|first") {
			end, k = r.t[k].low, k+1
		}
		n, ok := r.phraseAt(k, "show|turn|come|pop", "up")
		if !ok && r.seqLow(k, "appear|occur") {
			n, ok = 1, true
		}
		k += n
		if ok && end == "" && r.seqLow(k, "last|first") {
			end, k = r.t[k].low, k+1
		}
		if ok && end != "" && k+2 == len(r.t) && r.seqLow(k, "in") && r.t[k+1].kind == kFile {
			w := func(s string) tok { return tok{raw: s, low: s, kind: kWord} }
			x, f := r.t[2], r.t[k+1]
			r.t = []tok{w("the"), w(end), w("line"), w("of"), f, w("with"), x}
		}
	}
	// "put x.txt in order of the second column": sort it by that
	for i := 0; i+3 < len(r.t); i++ {
		if r.seqLow(i, "put|get|place") && r.t[i+1].kind == kFile && r.seqLow(i+2, "in", "order", "of|by") {
			r.t[i].raw, r.t[i].low, r.t[i].lem = "sort", "sort", ""
			r.t[i+4].raw, r.t[i+4].low, r.t[i+4].lem = "by", "by", ""
			r.t = append(r.t[:i+2], r.t[i+4:]...)
			break
		}
		// "put x.txt in order": sorted, not moved into a folder "order"
		if r.seqLow(i, "put|get") && r.t[i+1].kind == kFile && !r.t[i+1].comma && r.seqLow(i+2, "in", "order") && (i+4 == len(r.t) || r.t[i+3].comma) {
			r.t[i].raw, r.t[i].low, r.t[i].lem = "sort", "sort", ""
			r.t[i+1].comma = r.t[i+3].comma
			r.t = append(r.t[:i+2], r.t[i+4:]...)
			break
		}
	}
	// "today's date written the British way, day/month/year with
	// slashes": the way and the slashes, said again by the format
	for _, t := range r.t {
		if len(t.low) < 8 || !strings.ContainsAny(t.low, "/.-") || !strings.ContainsAny(t.low[:1], "dmy") {
			continue // a cheap look first: "day/month/year", "dd-mm-yyyy"
		}
		m := dateOrderRe().FindStringSubmatch(t.low)
		if m == nil {
			continue
		}
		drop := map[int]bool{}
		for k := range r.t {
			if r.seqLow(k, "with|using", "slashes") && m[2] == "/" || r.seqLow(k, "with|using", "dashes|hyphens") && m[2] == "-" || r.seqLow(k, "with|using", "dots") && m[2] == "." {
				drop[k], drop[k+1] = true, true
			}
			// the British (or European) way is the day first; the American, the month
			if n, ok := r.phraseAt(k, "the|in", "the?", "british|uk|european|english|australian", "way|style|format|order"); ok && m[1] == "day" {
				for d := k; d < k+n; d++ {
					drop[d] = true
				}
			}
		}
		if len(drop) > 0 {
			var keep []tok
			for k, t := range r.t {
				if !drop[k] {
					keep = append(keep, t)
				} else if k > 0 && t.comma && len(keep) > 0 {
					keep[len(keep)-1].comma = true
				}
			}
			r.t = keep
		}
		break
	}
	// "3 weeks from today": from now, a date ahead, not a time window
	// of files changed today
	for i := 1; i+1 < len(r.t); i++ {
		if r.seqLow(i, "from", "today") && r.seqLow(i-1, "day|days|week|weeks|month|months|year|years|fortnight") && (i+2 == len(r.t) || r.t[i+1].comma) {
			r.t[i+1].raw, r.t[i+1].low, r.t[i+1].lem = "now", "now", ""
		}
	}
	// "run nproc", "type df": the tool named is the request
	for i := 0; i+1 < len(r.t); i++ {
		if r.seqLow(i, "run|execute|type|try") && r.t[i+1].kind == kWord && oneOf(runTools, r.t[i+1].low) {
			r.t[i].low, r.t[i].raw = "use", "use"
		}
	}
	// "… and nothing more", "…, nothing else": only what was asked;
	// said at the end of a clause, it says "only"
	for i := 1; i+1 < len(r.t); i++ {
		n := 2
		if r.seqLow(i, "nothing", "before|after|besides|around", "them|it|that|those|this") {
			n = 3 // "the last 3 lines and nothing before them"
		} else if !r.seqLow(i, "nothing|no", "more|else|other") {
			continue
		}
		if !(i+n == len(r.t) || r.t[i+n-1].comma) {
			continue
		}
		s := i
		if r.seqLow(i-1, "and|but") && !r.t[i-1].comma {
			s = i - 1
		} else if !r.t[i-1].comma {
			break
		}
		only := r.t[i+n-1]
		only.kind, only.raw, only.low, only.lem = kWord, "only", "only", ""
		r.t = append(r.t[:s], append([]tok{only}, r.t[i+n:]...)...)
		break
	}
	// "which ogg files r in mixtape", "u r": a phone typist's "are",
	// after a subject; "r" before a permission word stays a letter
	for i := 1; i+1 < len(r.t); i++ {
		if r.seqLow(i, "r") && (r.seqLow(i-1, "you|they|we|there|what|which|where|who|how|these|those") ||
			r.t[i-1].kind == kWord && strings.HasSuffix(r.t[i-1].low, "s") && !r.t[i-1].comma) &&
			!r.seqLow(i+1, "permission|permissions|perm|perms|access|bit|flag|and|or|for|to|w|x") {
			r.t[i].low, r.t[i].raw, r.t[i].lem = "are", "are", ""
		}
	}
	// "all I want on screen is X", "all I care about is X": show X
	for i := 0; i+4 < len(r.t); i++ {
		if !(i == 0 || r.t[i-1].comma || r.seqLow(i-1, "and|but|so")) || !r.seqLow(i, "all|what", "i|we") {
			continue
		}
		j := i + 2
		switch {
		case r.seqLow(j, "want|need|wish"):
			j++
			if r.seqLow(j, "to", "see|read|know|have") {
				j += 2
			}
		case r.seqLow(j, "care", "about"):
			j += 2
		default:
			continue
		}
		if r.seqLow(j, "on", "screen") {
			j += 2
		} else if r.seqLow(j, "on", "the|my", "screen") {
			j += 3
		}
		if r.seqLow(j, "is|are") {
			r.t[j].low, r.t[j].raw, r.t[j].lem = "show", "show", ""
			r.t = append(r.t[:i], r.t[j:]...)
		}
		break
	}
	// "how do I find out how many …", "figure out which …": the
	// question after it is the request
	for i := 0; i+2 < len(r.t); i++ {
		if r.seqLow(i, "find|figure|work|found", "out", "how|what|which|where|who|when|if|whether|the") && !r.seqLow(i, "found", "out", "the") {
			r.t = append(r.t[:i], r.t[i+2:]...)
			break
		}
	}
	// "which files even mention cue", "does it even contain x": "even"
	// before a verb of holding stresses it and says nothing ("even
	// numbers", "the even lines" stay)
	for i := 0; i+1 < len(r.t); i++ {
		if r.seqLow(i, "even") && !r.t[i].comma && r.t[i+1].kind == kWord && contains(lexicon()[lemma(r.t[i+1].low)], "contain") &&
			!oneOf("with|show|shows|have|having|match|matching|feature|featuring", r.t[i+1].low) {
			r.t = append(r.t[:i], r.t[i+1:]...)
			break
		}
	}
	r.replaceSaid()
	// "any .net addresses", ".org emails": the end of a name, said before
	// what holds it, is text to look for (no file here is named so)
	for i := 0; i+1 < len(r.t); i++ {
		t := &r.t[i]
		if t.kind == kFile && !t.file && !t.dir && strings.HasPrefix(t.raw, ".") && len(t.raw) > 2 && strings.Trim(t.raw[1:], "abcdefghijklmnopqrstuvwxyz") == "" &&
			r.seqLow(i+1, "addresses|address|emails|email|domains|domain|urls|url|links|hosts|sites|websites|accounts") {
			t.kind = kQuoted
		}
	}
	// "sort x.txt n get rid of dupes": a chat "and", between a clause and
	// the verb of the next ("the first n lines" stays a count)
	for i := 1; i+1 < len(r.t); i++ {
		if r.seqLow(i, "n") && (r.t[i-1].kind == kFile || r.t[i-1].kind == kPath || r.t[i-1].dir || r.t[i-1].kind == kWord && !r.seqLow(i-1, "first|last|top|bottom|the|every|each|of|than|to")) &&
			r.t[i+1].kind == kWord && meansAny(lemma(r.t[i+1].low), "show|list|sort|delete|copy|move|rename|make|change|replace|extract|archive|count|find") {
			r.t[i].raw, r.t[i].low, r.t[i].lem = "and", "and", ""
		}
	}
	// "In the run logs — telescope.log specifically — find …": the file
	// named in an aside is the place; the words before it say it again
	if r.seqLow(0, "in|from|inside") {
		for k := 2; k < 7 && k+3 < len(r.t); k++ {
			if r.t[k].kind != kSym || !oneOf("-|--", r.t[k].low) {
				continue
			}
			f := k + 1
			e := f + 1
			if r.seqLow(e, "specifically|particularly|exactly|precisely") {
				e++
			} else if r.seqLow(e, "in", "particular") {
				e += 2
			}
			plain := true // "the run logs": words of letters, no value
			for _, t := range r.t[1:k] {
				plain = plain && t.kind == kWord && !t.caps && !t.file && (!t.dir || oneOf("logs|log|files|notes|records|data", t.low)) &&
					strings.Trim(t.low, "abcdefghijklmnopqrstuvwxyz") == "" && numWords[t.low] == 0 && !oneOf(stayWords, t.low)
			}
			if r.t[f].kind == kFile && e > f+1 && e < len(r.t) && r.t[e].kind == kSym && oneOf("-|--", r.t[e].low) && plain {
				in, x := r.t[0], r.t[f]
				x.comma = true
				r.t = append([]tok{in, x}, r.t[e+1:]...)
			}
			break
		}
	}
	// "Tidy up x.txt: sort …": a heading that names the file, then the steps
	if len(r.t) > 4 && r.seqLow(0, "tidy|clean|fix", "up") && r.t[2].kind == kFile && r.t[2].comma {
		r.t = r.t[2:]
	}
	// "the mean of x": the average ("I mean" is a filler)
	for i := 1; i+1 < len(r.t); i++ {
		if r.seqLow(i, "mean") && r.seqLow(i-1, "the|a|its|their") && r.seqLow(i+1, "of|value|score|number|for") {
			r.t[i].raw, r.t[i].low, r.t[i].lem = "average", "average", ""
		}
	}
	// "sorted after the medals": a learner's "by" (German "nach"), before
	// the name of what the lines are sorted on; "sort x after the header"
	// and "sort it after removing …" stay
	for i := 1; i+1 < len(r.t); i++ {
		if !r.seqLow(i, "after") || !r.seqLow(i-1, "sort|sorted|order|ordered|rank|ranked|arrange|arranged") {
			continue
		}
		k := i + 1
		if r.seqLow(k, "the|its|their") {
			k++
		}
		if k < len(r.t) && r.t[k].kind == kWord && !r.t[k].file && !r.t[k].dir && !knownWord(r.t[k].low) && !knownWord(lemma(r.t[k].low)) &&
			!oneOf("header|heading|headers|title|titles", r.t[k].low) {
			r.t[i].raw, r.t[i].low, r.t[i].lem = "by", "by", ""
		}
	}
	// "how many bytes long x is": how many bytes
	for i := 2; i < len(r.t); i++ {
		if r.seqLow(i, "long") && r.seqLow(i-1, "bytes|characters|chars|lines|words|letters") && r.seqLow(i-2, "many") {
			r.t = append(r.t[:i], r.t[i+1:]...)
			break
		}
	}
	// "from the beginning to the end", "from start to finish": the
	// whole of it
	for i := 0; i+3 < len(r.t); i++ {
		if !r.seqLow(i, "from") {
			continue
		}
		j := i + 1
		if r.seqLow(j, "the") {
			j++
		}
		shown := false // "see x, from the beginning to the end"; a bare "x from top to bottom" stays
		for _, t := range r.t[:i] {
			shown = shown || oneOf("see|show|read|display|print|view", t.low)
		}
		if !shown || !r.seqLow(j, "beginning|start") || !r.seqLow(j+1, "to|till|until") {
			continue
		}
		j += 2
		if r.seqLow(j, "the") {
			j++
		}
		if r.seqLow(j, "end|finish") && (j+1 == len(r.t) || r.t[j].comma) {
			whole := r.t[j]
			whole.raw, whole.low, whole.lem = "whole", "whole", ""
			r.t = append(r.t[:i], append([]tok{whole}, r.t[j+1:]...)...)
		}
		break
	}
	// "how it ended", "how it ends": the end of it
	for i := 0; i+2 < len(r.t); i++ {
		if r.seqLow(i, "how", "it", "ended|ends|finished|finishes|stops|stopped") {
			r.t[i].low, r.t[i].raw, r.t[i].lem = "the", "the", ""
			r.t[i+1].low, r.t[i+1].raw, r.t[i+1].lem = "end", "end", ""
			r.t = append(r.t[:i+2], r.t[i+3:]...)
			break
		}
	}
	// "hidden ones included", "myself included": "too", said at the
	// end of a clause after what it includes
	for i := 1; i < len(r.t); i++ {
		// ("header included" stays: the intents read it as a count)
		if r.seqLow(i, "included|inclusive") && (i+1 == len(r.t) || r.t[i].comma) && !r.t[i-1].comma &&
			r.seqLow(i-1, "ones|files|folders|dirs|directories|subfolders|dotfiles|myself|me|mine|yourself|ourselves") {
			r.t[i].low, r.t[i].raw, r.t[i].lem = "too", "too", ""
		}
	}
	// "the files sitting in x", "the ones that sit directly under y":
	// where they are, told with a verb of place
	for i := 1; i+1 < len(r.t); i++ {
		if r.seqLow(i, "sit|sits|sitting|lie|lies|lying|reside|resides|residing") && !r.t[i].comma &&
			(r.seqLow(i+1, "in|inside|within|under") || r.seqLow(i+1, "directly|immediately", "in|inside|within|under")) {
			r.t = append(r.t[:i], r.t[i+1:]...)
		}
	}
	// "biggest 1st", "newest 1st": an order, the word "first"
	for i := 1; i < len(r.t); i++ {
		if r.t[i].kind == kOrd && r.t[i].num == 1 && r.t[i].low != "first" &&
			r.seqLow(i-1, "biggest|largest|smallest|newest|oldest|latest|earliest|highest|lowest|heaviest|longest|shortest|recent") {
			r.t[i].kind, r.t[i].low, r.t[i].raw, r.t[i].lem = kWord, "first", "first", ""
		}
	}
	// "Change in tags.txt all commas to new lines": the file after what
	// is changed, and "new lines" one word
	for i := 0; i+4 < len(r.t); i++ {
		if r.seqLow(i, "change|replace|convert|turn") && r.seqLow(i+1, "in") && r.t[i+2].kind == kFile && !r.t[i+2].comma {
			in, f := r.t[i+1], r.t[i+2]
			rest := append([]tok{}, r.t[i+3:]...)
			end := len(rest) - 1 // the end of the clause: the file goes after it
			for k := range rest {
				if rest[k].comma {
					end = k
					break
				}
			}
			f.comma, rest[end].comma = rest[end].comma, false
			r.t = append(append(append(r.t[:i+1], rest[:end+1]...), in, f), rest[end+1:]...)
			break
		}
	}
	for i := 1; i+1 < len(r.t); i++ {
		if r.seqLow(i-1, "to|into|with|by") && r.seqLow(i, "new", "lines|line") {
			nl := tok{raw: "newlines", low: "newlines", kind: kWord, comma: r.t[i+1].comma}
			r.t = append(r.t[:i], append([]tok{nl}, r.t[i+2:]...)...)
		}
	}
	// "the hidden one": a pronoun, not the number one
	for i := 2; i < len(r.t); i++ {
		t := &r.t[i]
		if t.kind == kNum && t.low == "one" && r.seqLow(i-2, "the|a|an", "hidden|other|empty|same|visible|ipv4|ipv6|v4|v6|wired|wireless") &&
			(i+1 == len(r.t) || t.comma || r.seqLow(i+1, "too|also|as|and")) {
			t.kind, t.num = kWord, 0
		}
	}
	r.docNouns()
	// "How many observations does x.log contain? There is one per
	// line.": what a line holds, said after the question in a sentence
	// of its own; lines are what it counts or shows
	for i := 2; i+3 <= len(r.t); i++ {
		j := i
		if r.seqLow(j, "there|it|each|they", "is|has|are|holds") {
			j += 2
		}
		if j+3 != len(r.t) && !(j+4 == len(r.t) && r.t[j+1].kind == kWord) || r.t[j].low != "one" && r.t[j].low != "1" {
			continue
		}
		k := len(r.t) - 2
		if r.seqLow(k, "per|each|a", "line|row") && j > i {
			r.t[i-1].comma = false
			r.t = r.t[:i]
			break
		}
	}
	for i := 1; i+1 < len(r.t); i++ {
		t := &r.t[i]
		if t.kind == kWord && t.low == "name" && (!oneOf("the|a|its|new|his|her|their|my|your|same|by|of", r.t[i-1].low) || i >= 2 && r.seqLow(i-2, "with", "the")) {
			n := r.t[i+1]
			if n.kind == kFile || n.kind == kQuoted || n.kind == kPath {
				t.low, t.raw = "named", "named"
			}
		}
	}
}

// replaceSaid reads a replacement said as the text a file should hold:
// "I want x.txt to say Marta everywhere it now says CLIENT", "recieve
// should be receive everywhere", "x.txt still says Acme Ltd everywhere
// but we're Zenith Co now" are "replace CLIENT with Marta everywhere",
// the grammar's own words (iReplace). Each form needs "everywhere" or a
// "now" that sets the new text against the old, so that "port should be
// 8080" (a setting) and "x.txt should be readable" (a mode) stay as they
// are.
func (r *reading) replaceSaid() {
	text := func(t tok) bool {
		return (t.kind == kWord || t.kind == kQuoted) && !t.file && !t.dir
	}
	// run is the text from i to the first word of stop (or a comma, which
	// ends it with the word it follows): the index after it
	run := func(i int, stop string) int {
		j := i
		for j < len(r.t) && j < i+4 && text(r.t[j]) && !r.seqLow(j, stop) {
			j++
			if r.t[j-1].comma {
				return j
			}
		}
		return j
	}
	w := func(s string) tok { return tok{raw: s, low: s, kind: kWord} }
	swap := func(i, e int, old, new []tok, tail bool) {
		out := append([]tok{}, r.t[:i]...)
		out = append(out, w("replace"))
		out = append(out, old...)
		out = append(out, w("with"))
		out = append(out, new...)
		for k := range out[i+1:] {
			out[i+1+k].comma = false
		}
		ev := w("everywhere")
		ev.comma = tail
		out = append(out, ev)
		r.t = append(out, r.t[e:]...)
	}
	for i := 1; i+4 < len(r.t); i++ {
		switch {
		case r.seqLow(i, "to", "say|read|show") && r.t[i-1].kind == kFile:
			// "x.txt to say Y everywhere it now says X"
			y := run(i+2, "everywhere|wherever|where")
			if y == i+2 || r.t[y-1].comma || !r.seqLow(y, "everywhere|wherever|where") {
				continue
			}
			k := y + 1
			if r.seqLow(y, "everywhere") && r.seqLow(k, "where|that") {
				k++
			}
			if !r.seqLow(k, "it|the") {
				continue
			}
			k++
			if r.seqLow(k-1, "the") && r.seqLow(k, "file|text") {
				k++
			}
			if r.seqLow(k, "now|currently|still") {
				k++
			}
			if !r.seqLow(k, "says|reads|shows|has") {
				continue
			}
			x := run(k+1, "and|but")
			if x == k+1 || x < len(r.t) && !r.t[x-1].comma {
				continue
			}
			swap(i, x, r.t[k+1:x], r.t[i+2:y], x < len(r.t))
			return
		case r.seqLow(i, "should", "be|read|say") && text(r.t[i-1]) && !knownWord(r.t[i-1].low) && (i == 1 || r.t[i-2].comma || r.t[i-2].kind == kFile || r.seqLow(i-2, "and|so|but")) &&
			text(r.t[i+2]) && !knownWord(r.t[i+2].low) && !r.t[i+2].comma && r.seqLow(i+3, "everywhere|throughout"):
			// "recieve should be receive everywhere"
			swap(i-1, i+4, r.t[i-1:i], r.t[i+2:i+3], r.t[i+3].comma || i+4 < len(r.t))
			return
		case r.seqLow(i, "says|reads") && r.t[i-1].kind == kFile || r.seqLow(i, "still", "says|reads") && r.t[i-1].kind == kFile:
			// "x.txt still says Acme Ltd everywhere but we're Zenith Co now"
			k := i + 1
			if r.seqLow(i, "still") {
				k++
			}
			x := run(k, "everywhere|but")
			if x == k || r.t[x-1].comma {
				continue
			}
			j := x
			if r.seqLow(j, "everywhere") {
				j++
			}
			if !r.seqLow(j, "but") {
				continue
			}
			j++
			switch {
			case r.seqLow(j, "we|it|they", "are|is"):
				j += 2
			case r.seqLow(j, "it", "should", "say|be|read"):
				j += 3
			default:
				continue
			}
			y := run(j, "now")
			if y == j || r.t[y-1].comma || !r.seqLow(y, "now") || !r.seqLow(k-1, "still") && x == j {
				continue
			}
			e := y + 1
			swap(i, e, r.t[k:x], r.t[j:y], r.t[y].comma || e < len(r.t) && r.t[e].kind != kSym)
			return
		}
	}
}
