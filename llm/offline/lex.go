package offline

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/caro-sh/caro/platform"
)

// This file reads a request into tokens for the grammar (grammar.go):
// words as typed and lower-cased, quoted text kept whole, contractions
// opened, trailing punctuation dropped, and each token's form noted (a
// number, a file name, a path, an option, a size). What the tokens
// stand for is decided later, by the intents that read them.

// tkind is a token's form.
type tkind int

const (
	kWord   tkind = iota
	kNum          // a number: 5, 1.5, five
	kOrd          // an ordinal: 3rd, third
	kFile         // a file's name: notes.txt, src/main.go, Makefile (when it is a file here)
	kPath         // a path with a slash that is no file name: src/, ./logs, ~/x
	kQuoted       // text in quotes
	kFlag         // an option: -i, -rn, --ignore-case
	kSym          // a sign: ->, =, >, <, +
)

// tok is one token of a request.
type tok struct {
	raw  string // as typed, punctuation around it trimmed
	low  string // lower case
	kind tkind
	num  float64 // the value of a number or ordinal
	// dir and file: the token names a directory or a regular file in the
	// working directory.
	dir, file bool
	// caps: a word in capitals (ERROR, TODO, HOME).
	caps bool
	// comma: a comma (or semicolon, colon, closing bracket) followed the
	// token; open: an opening bracket came before it. Both end a clause.
	comma, open bool
	// used: an intent (or a value read before them) accounts for it.
	used bool
	// term: a word that names a command ("cat") standing where a search's
	// term goes ("lines with cat"): no concept takes it (termNotVerb).
	term bool
	// up: the path ".." read from words ("up one level"): above the
	// thing moved, not above here
	up bool
	// lem caches lemma(low); "" until it is asked for.
	lem string
}

// lemma is the lexicon's word the token stands for (see lemma).
func (t *tok) lemma() string {
	if t.lem == "" {
		t.lem = lemma(t.low)
	}
	return t.lem
}

// contractions open the short forms people type.
var contractions = map[string]string{
	"what's": "what is", "whats": "what is", "where's": "where is", "who's": "who is", "that's": "that is", "thats": "that is",
	"it's": "it is", "there's": "there is", "here's": "here is", "how's": "how is", "let's": "let us",
	"don't": "do not", "dont": "do not", "doesn't": "does not", "doesnt": "does not", "didn't": "did not",
	"isn't": "is not", "isnt": "is not", "aren't": "are not", "wasn't": "was not", "weren't": "were not",
	"haven't": "have not", "havent": "have not", "hasn't": "has not", "hasnt": "has not", "hadn't": "had not",
	"can't": "can not", "cant": "can not", "cannot": "can not", "won't": "will not", "wouldn't": "would not",
	"shouldn't": "should not", "couldn't": "could not", "i'm": "i am", "im": "i am", "i've": "i have",
	"i'd": "i would", "i'll": "i will", "we'll": "we will", "you'll": "you will", "they'll": "they will", "we'd": "we would", "you're": "you are", "we're": "we are", "they're": "they are",
	"gimme": "give me", "lemme": "let me", "wanna": "want to", "gotta": "have to", "whaat": "what",
	"ain't": "is not", "mustn't": "must not", "needn't": "need not", "u": "you", "ur": "your", "pls": "please",
	"plz": "please", "thx": "thanks", "it'll": "it will", "that'll": "that will",
	"they've": "they have", "we've": "we have", "you've": "you have", "there're": "there are",
	"wich": "which", "whcih": "which", "teh": "the", "fro": "for", "waht": "what", "hwo": "how", "incl": "including",
	"w/": "with", "w/o": "without", "thru": "through", "cuz": "because", "coz": "because", "gonna": "going to",
	// a phone typist's short forms
	"hve": "have", "hav": "have", "wat": "what", "wht": "what", "abt": "about", "b4": "before", "wud": "would",
	"cud": "could", "shud": "should", "thnx": "thanks", "thanx": "thanks", "tnx": "thanks", "rn": "right now",
	"ya": "you", "yu": "you", "ive": "i have", "whr": "where",
	// a fast typist's short words ("evry" is no "very" swapped)
	"evry": "every", "hte": "the", "adn": "and", "jsut": "just",
	// "read and/or edit": either one
	"and/or": "or",
}

var quoteRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("\"([^\"]*)\"|`([^`]*)`|(?:^|[\\s(=:,])'([^']*)'(?:$|[\\s),.;:!?])")
})

// fileRe is a file's name: a stem, a dot, an extension of letters and
// digits (or a known double one, tar.gz).
var fileRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:[~.]{0,2}/)?(?:[\w@+.-]+/)*[\w@+-][\w@+.-]*\.(?:tar\.(?:gz|bz2|xz|zst)|[A-Za-z][A-Za-z0-9_]{0,9}|[0-9][A-Za-z][A-Za-z0-9]*)$`)
})

// dotExtRe is an extension alone: ".txt", "*.log", "*.tar.gz".
var dotExtRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\*?\.((?:tar\.)?[A-Za-z0-9]{1,8})$`)
})

// hostTLDs end names that are hosts, not files.
var hostTLDs = map[string]bool{"com": true, "org": true, "net": true, "io": true, "dev": true, "edu": true, "gov": true,
	"uk": true, "de": true, "fr": true, "nl": true, "co": true, "app": true, "ai": true, "local": true, "internal": true,
	"lan": true, "us": true, "eu": true, "info": true, "biz": true}

// lexed is a request read into tokens.
type lexed struct {
	toks []tok
	raw  string
}

// lex reads a request. plat (may be nil) gives the working directory in
// which names are looked up.
func lex(request string, plat *platform.Info) lexed {
	text := strings.NewReplacer("’", "'", "‘", "'", "“", "\"", "”", "\"", "→", " -> ", "⇒", " -> ", "—", " - ", "–", "-").Replace(request)
	text = phraseRe().ReplaceAllStringFunc(text, func(m string) string { return phrases[strings.ToLower(strings.Join(strings.Fields(m), " "))] })
	text = thenRe().ReplaceAllString(text, "$1 than")
	text = plusRe().ReplaceAllString(text, "more than $1$2")
	text = toEndRe().ReplaceAllString(text, "$1")
	var toks []tok
	// quoted text first: it is one token whatever it holds
	rest := text
	for {
		m := quoteRe().FindStringSubmatchIndex(rest)
		if m == nil {
			toks = append(toks, words(rest, plat)...)
			break
		}
		start := m[0]
		val := ""
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				val = rest[m[g]:m[g+1]]
				if g == 6 {
					start = m[g] - 1 // the quote itself, not the character before it
				}
				break
			}
		}
		if start < 0 {
			start = 0
		}
		toks = append(toks, words(rest[:start], plat)...)
		t := tok{raw: val, low: strings.ToLower(val), kind: kQuoted}
		if strings.ContainsAny(val, " ./") {
			// 'travel plans.txt': a name here, quoted for its space
			switch t.dir, t.file = kindHere(plat, val); {
			case t.file:
				t.kind = kFile
			case t.dir:
				t.kind = kPath
			}
		}
		toks = append(toks, t)
		end := m[1]
		if r := rest[end-1]; end > 0 && r != '\'' && r != '"' && r != '`' {
			// the character after the quote was taken too: give it back
			end--
		}
		if end < len(rest) && (rest[end] == ',' || rest[end] == ';') {
			toks[len(toks)-1].comma = true
		}
		rest = rest[end:]
	}
	return lexed{toks: toks, raw: request}
}

// words splits unquoted text into tokens.
func words(text string, plat *platform.Info) []tok {
	var out []tok
	for _, f := range strings.Fields(text) {
		ts := fieldToks(f, plat)
		if len(ts) > 0 && strings.IndexAny(f, "([{") == 0 {
			ts[0].open = true
		}
		out = append(out, ts...)
		if n := len(out); len(ts) == 1 && n >= 2 && out[n-1].kind == kFile && !out[n-1].file && !out[n-1].open {
			// "cat birthday card.txt": a name with a space, unquoted,
			// that is a file here while its last word alone is not
			if p := out[n-2]; p.kind == kWord && !p.comma && !p.open && !p.used {
				if _, isFile := kindHere(plat, p.raw+" "+out[n-1].raw); isFile {
					raw := p.raw + " " + out[n-1].raw
					out[n-2] = tok{raw: raw, low: strings.ToLower(raw), kind: kFile, file: true, comma: out[n-1].comma}
					out = out[:n-1]
				}
			}
		}
		if n := len(out); len(ts) == 1 && n >= 2 && out[n-1].kind == kWord && !out[n-1].dir && !out[n-1].file && !out[n-1].open {
			// "delete the old stuff folder": a folder here whose name
			// has a space, unquoted (its words alone name nothing here)
			if p := out[n-2]; p.kind == kWord && !p.dir && !p.file && !p.comma && !p.open && !p.used && plainName(p.raw) && plainName(out[n-1].raw) {
				raw := p.raw + " " + out[n-1].raw
				if isDir, _ := kindHere(plat, raw); isDir {
					out[n-2] = tok{raw: raw, low: strings.ToLower(raw), kind: kPath, dir: true, comma: out[n-1].comma}
					out = out[:n-1]
					continue
				}
				// "the logbook entries": a folder here named with a dash
				// (logbook-entries), said as two words, one of them no
				// word of the grammar's (two of its words are looked up no
				// further)
				a, b := strings.ToLower(p.raw), strings.ToLower(out[n-1].raw)
				if knownWord(a) && knownWord(b) || fillerWords[a] {
					continue
				}
				for _, j := range []string{"-", "_"} {
					raw := p.raw + j + out[n-1].raw
					if isDir, _ := kindHere(plat, raw); isDir {
						out[n-2] = tok{raw: raw, low: strings.ToLower(raw), kind: kPath, dir: true, comma: out[n-1].comma}
						out = out[:n-1]
						break
					}
				}
			}
		}
	}
	return out
}

// plainName reports whether w may be one word of a folder's name:
// letters, digits, "-" and "_" (no quote or other mark a field may
// end with).
func plainName(w string) bool {
	if w == "" || len(w) > 40 {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// fieldToks reads one whitespace-separated field: a contraction opened,
// a possessive dropped, punctuation around it trimmed, hyphenated words
// of the lexicon split.
func fieldToks(f string, plat *platform.Info) []tok {
	comma := false
	// punctuation around a word
	f = strings.TrimLeft(f, "([{")
	for len(f) > 1 && !(strings.HasPrefix(f, "-d") && len(f) == 3) {
		last := f[len(f)-1]
		if k := strings.IndexByte(")]}", last); k >= 0 && strings.IndexByte(f, "([{"[k]) > 0 {
			break // "^10:0[0-3]", "f(x)": the bracket closes one inside
		}
		if strings.IndexByte(",;!?)]}", last) >= 0 {
			if last == ',' || last == ';' || last == ')' || last == ']' || last == '?' || last == '!' {
				comma = true
			}
			f = f[:len(f)-1]
			continue
		}
		if last == '.' || last == ':' {
			// a sentence's full stop or a colon; "-d:" and "..", "./"
			// and "~/." keep theirs
			if last == ':' && len(f) > 2 && f[0] == '-' && strings.Trim(f[1:len(f)-1], "abcefghijklmnopqrsuvwxyzABCDEGHIJKLMNOPQRSTUVWXYZ") == "" {
				// "grep -c: how many …": the flag, then a colon (not -d:, -t:, -F:, which name one)
				f = f[:len(f)-1]
				comma = true
				continue
			}
			if strings.HasPrefix(f, "-") || f == ".." || strings.HasSuffix(f, "..") {
				break
			}
			f = f[:len(f)-1]
			comma = comma || last == ':'
			continue
		}
		break
	}
	if f == "" || strings.Trim(f, ",.;:!?()[]{}") == "" && f != ";" && f != ":" && f != ".." {
		return nil
	}
	low := strings.ToLower(f)
	if c, ok := contractions[low]; ok {
		var out []tok
		for _, w := range strings.Fields(c) {
			out = append(out, tok{raw: w, low: w, kind: kWord})
		}
		if len(out) == 1 {
			// a typo read as its word ("teh"): the raw form stays as
			// typed, for a pattern taken from it ("fix teh to the")
			out[0].raw = f
		}
		out[len(out)-1].comma = comma
		return out
	}
	// a possessive: ancient.txt's, bob's
	if strings.HasSuffix(low, "'s") && len(low) > 2 {
		f, low = f[:len(f)-2], low[:len(low)-2]
	} else if strings.HasSuffix(low, "s'") && len(low) > 2 {
		f, low = f[:len(f)-1], low[:len(low)-1]
	}
	switch low {
	case "->", "=>", "-->", "=", ">", "<", ">=", "<=", "+", "&", "|", "-", "--":
		if low == "&" {
			return []tok{{raw: "and", low: "and", kind: kWord, comma: comma}}
		}
		return []tok{{raw: f, low: low, kind: kSym, comma: comma}}
	}
	// hyphenated words of the grammar: comma-separated, case-insensitive,
	// read-only, top-5; names (tmp-build, archive-old) stay whole
	if strings.Contains(low, "-") && !strings.HasPrefix(low, "-") && !strings.ContainsAny(low, "./~") && !existsAt(plat, f) {
		parts := strings.Split(low, "-")
		all := len(parts) > 1
		for k, p := range parts {
			if p == "" || !(knownWord(p) || isDigits(p) || delimNames[p] != "" || k == len(parts)-1 && splitCompound(parts)) {
				all = false
			}
		}
		if all && !isRangeLike(parts) && splitCompound(parts) {
			var out []tok
			for _, p := range parts {
				out = append(out, classify(p, p, plat))
			}
			out[len(out)-1].comma = comma
			return out
		}
	}
	t := classify(f, low, plat)
	t.comma = comma
	return []tok{t}
}

// isRangeLike: "3-7", "a-z": a range, kept whole.
func isRangeLike(parts []string) bool {
	if len(parts) != 2 {
		return false
	}
	return isDigits(parts[0]) && isDigits(parts[1]) || len(parts[0]) == 1 && len(parts[1]) == 1
}

var numWords = map[string]float64{"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
	"fifty": 50, "sixty": 60, "hundred": 100, "dozen": 12, "couple": 2}

var ordWords = map[string]float64{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "twentieth": 20}

var ordRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d{1,4})(?:st|nd|rd|th)$`) })

// kindHere reports whether name is a directory or a regular file in
// the platform's working directory (false for "~" paths and an unknown
// directory).
func kindHere(plat *platform.Info, name string) (dir, file bool) {
	fi := statHere(plat, name, false)
	if fi == nil {
		return false, false
	}
	return fi.IsDir(), fi.Mode().IsRegular()
}

// statHere stats name in the platform's working directory (a link
// itself when link is set): nil for nothing there, a "~" path, an
// unknown directory.
func statHere(plat *platform.Info, name string, link bool) os.FileInfo {
	if plat == nil || plat.Cwd == "" || name == "" || strings.HasPrefix(name, "~") {
		return nil
	}
	p := name
	if !filepath.IsAbs(p) {
		p = filepath.Join(plat.Cwd, p)
	}
	stat := os.Stat
	if link {
		stat = os.Lstat
	}
	fi, err := stat(p)
	if err != nil {
		return nil
	}
	return fi
}

// classify notes a token's form.
func classify(raw, low string, plat *platform.Info) tok {
	t := tok{raw: raw, low: low, kind: kWord}
	if len(raw) >= 2 && strings.ToUpper(raw) == raw && strings.ToLower(raw) != raw && !strings.ContainsAny(raw, "./") {
		t.caps = true
	}
	switch {
	case isNumber(low):
		t.kind = kNum
		t.num, _ = strconv.ParseFloat(low, 64)
		return t
	case numWords[low] > 0 || low == "zero":
		t.kind = kNum
		t.num = numWords[low]
		return t
	case ordRe().MatchString(low):
		t.kind = kOrd
		n, _ := strconv.Atoi(ordRe().FindStringSubmatch(low)[1])
		t.num = float64(n)
		return t
	case strings.HasPrefix(low, "-") && len(low) > 1 && !strings.HasPrefix(low, "->"):
		t.kind = kFlag
		return t
	}
	t.dir, t.file = kindHere(plat, raw)
	switch {
	case t.file && !knownWord(low):
		t.kind = kFile
		return t
	case dotExtRe().MatchString(raw) && !t.dir:
		// ".txt", "*.log": an extension; a word for now, the grammar
		// reads it. ".gitkeep", ".env": a dot file's name when no one
		// says it as an extension
		if ext := strings.ToLower(dotExtRe().FindStringSubmatch(raw)[1]); strings.HasPrefix(raw, ".") && extWords[ext] == "" && archiveKind("x."+ext) == "" {
			t.kind = kFile
		}
		return t
	case low == "tar.gz" || low == "tar.bz2" || low == "tar.xz" || low == "targz":
		return t // the kind of an archive, said as a word
	case fileRe().MatchString(raw) && !t.dir:
		ext := strings.ToLower(raw[strings.LastIndexByte(raw, '.')+1:])
		if !t.file && !strings.Contains(raw, "/") && (hostTLDs[ext] || isNumber(strings.TrimSuffix(low, "."+ext))) {
			return t // a host name or a number
		}
		if low == "e.g" || low == "i.e" || low == "etc" {
			return t
		}
		t.kind = kFile
		return t
	case strings.Contains(raw, "/") || raw == "~" || raw == "." || raw == "..":
		if strings.HasPrefix(low, "http://") || strings.HasPrefix(low, "https://") {
			return t
		}
		if t.file {
			t.kind = kFile
		} else {
			t.kind = kPath
		}
		return t
	case t.file && !knownWord(low):
		// Makefile, LICENSE: a file here, by a name the lexicon does
		// not use
		t.kind = kFile
	}
	return t
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	dot := false
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
		case r == '.' && !dot && i > 0 && i < len(s)-1:
			dot = true
		default:
			return false
		}
	}
	return true
}

// knownWord reports whether w is a word the grammar reads (a concept's,
// a filler, a function word).
func knownWord(w string) bool {
	if _, ok := lexicon()[w]; ok {
		return true
	}
	return fillerWords[w] || numWords[w] > 0 || ordWords[w] > 0
}

// phrases are idioms read as the one word they mean.
var phrases = map[string]string{"get rid of": "remove", "gets rid of": "removes", "getting rid of": "removing",
	"throw away": "remove", "take away": "remove", "one after the other": "", "one after another": "",
	// lines that "come one after another" touch (uniq's repeats); "print
	// a and b one after the other" is only an order
	"come one after another": "come in a row", "comes one after another": "comes in a row", "come one after the other": "come in a row",
	"comes one after the other": "comes in a row", "appear one after another": "appear in a row", "appear one after the other": "appear in a row",
	"follow each other": "come in a row", "follow one another": "come in a row",
	// leaving a session is no reading of logs
	"log out": "logout", "log off": "logout", "sign out": "logout", "sign off": "logout",
	"for me": "", "if you can": "", "by itself": "", "by themselves": "",
	"according to": "by", "plus the": "and the", "or whatever": "",
	"by alphabet": "alphabetically", "by the alphabet": "alphabetically", "in alphabet order": "alphabetically", "alpha order": "alphabetical order",
	"the numbers of the lines": "line numbers", "numbers of the lines": "line numbers", "the number of the line": "line numbers", "if possible": "", "real quick": "", "right now": "now"}

var phraseRe = sync.OnceValue(func() *regexp.Regexp {
	keys := make([]string, 0, len(phrases))
	for k := range phrases {
		keys = append(keys, strings.ReplaceAll(regexp.QuoteMeta(k), " ", `\s+`))
	}
	return regexp.MustCompile(`(?i)\b(?:` + strings.Join(keys, "|") + `)\b`)
})

// splitCompound reports whether a hyphenated word is one of the
// grammar's compounds, read as its parts: "comma-separated",
// "case-insensitive", "read-only", "non-empty", "top-5", "24-hour".
func splitCompound(parts []string) bool {
	first, last := parts[0], parts[len(parts)-1]
	if len(parts) == 3 && isDigits(first) && isDigits(parts[1]) && isDigits(last) {
		return false // a date: 2026-03-14
	}
	switch last {
	case "separated", "delimited", "seperated", "delimeted", "insensitive", "sensitive", "only", "readable", "hour", "bit",
		"place", "run", "time", "compressed", "zipped":
		return true
	}
	switch first {
	case "non", "top", "sub", "case", "human", "read", "dry", "real", "soft", "hard", "sym", "in", "up", "bottom":
		return true
	}
	if isDigits(last) && len(last) == 4 && (strings.HasPrefix(last, "19") || strings.HasPrefix(last, "20")) && !isDigits(first) {
		return false // a name with a year: archive-2026, report-2025
	}
	if len(parts) == 2 && isDigits(first) && len(first) == 4 && (strings.HasPrefix(first, "19") || strings.HasPrefix(first, "20")) && !isDigits(last) &&
		sizeUnits[last] == 0 && !oneOf("line|lines|row|rows|day|days|hour|hours|minute|minutes|min|mins|week|weeks|month|months|year|years|byte|bytes|char|chars|character|characters|word|words|column|columns|col|cols|field|fields|item|items|file|files|second|seconds|sec|secs|entry|entries|digit|digits|letter|letters", last) {
		return false // a name that starts with a year: 2024-reports, 2025-taxes
	}
	return isDigits(first) || isDigits(last)
}

// thenRe finds "older then", "bigger then": "than", mistyped.
var thenRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(older|newer|bigger|larger|smaller|greater|more|less|fewer|longer|shorter|younger|heavier|lighter)\s+then\b`)
})

// plusRe finds "30+ days", "100+ MB": more than the number.
var plusRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(\d+(?:\.\d+)?)\+(\s|$)`)
})

// toEndRe finds "starting from line 15 to the end": "to the end" says
// again what "starting from" says.
var toEndRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b((?:starting|beginning)\s+(?:from|at)\s+line\s+\d+)\s+(?:to|till|until)\s+the\s+(?:end|bottom)\b`)
})

// existsAt reports whether name is an entry in the working directory.
func existsAt(p *platform.Info, name string) bool {
	if p == nil || p.Cwd == "" {
		return false
	}
	_, err := os.Lstat(filepath.Join(p.Cwd, name))
	return err == nil
}
