package offline

import (
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/caro-sh/caro/platform"
)

// unwrapNote reads a request written the way people write notes, tickets
// and chat rather than sentences, and returns the plain request inside:
//
//   - a label before it: "TODO: …", "- need: …", "action item: …",
//     "asap: …", "FYI …", "Ticket: …", "pls confirm …";
//   - a ticket: "User reports x.log is too long. Request: show only the
//     last 100 lines." (what is asked is after "Request:" or "Please";
//     the ticket's own sentence gives what "it" is, or the file the
//     request is about);
//   - a question about the command itself: "is there a way to …",
//     "what's the command to …", "how would one …", "can you give me the
//     one-liner that …";
//   - chat words that say nothing ("yo", "ngl", "lol", "rn", "tho",
//     "lowkey") and short forms ("lemme", "gimme", "gotta", "outta",
//     "w/").
//
// What it cannot place it leaves as it is: the grammar then reads (or
// declines) the request as typed.
func unwrapNote(req string, plat *platform.Info) string {
	s := chatPhraseRe().ReplaceAllString(strings.Join(strings.Fields(req), " "), "")
	s = sayPhraseRe().ReplaceAllStringFunc(s, func(m string) string {
		return sayPhrases[strings.ToLower(strings.Join(strings.Fields(m), " "))] + m[len(strings.TrimRight(m, " ")):]
	})
	var kept []string
	for _, w := range strings.Fields(s) {
		// a chat word, with the punctuation after it ("yo,", "rn.")
		core := strings.TrimRight(w, ",.!?;:")
		if r, ok := chatWords[strings.ToLower(core)]; ok {
			if r != "" {
				kept = append(kept, r+w[len(core):])
			} else if p := w[len(core):]; p != "" && len(kept) > 0 {
				kept[len(kept)-1] += p
			}
			continue
		}
		kept = append(kept, w)
	}
	s = strings.TrimLeft(strings.Join(kept, " "), " ,")
	// "find /c /v "" x.csv — I mean count all its lines": what is meant,
	// of the one file named before
	if m := meanRe().FindStringSubmatch(s); m != nil {
		ns, ms := namesIn(m[1], plat), namesIn(m[2], plat)
		switch meant := strings.Trim(m[2], " .!?"); {
		case len(ns) == 1 && len(ms) == 1 && meant == ms[0]:
			// "show a.txt - I mean b.txt": the other name
			s = strings.Replace(m[1], ns[0], ms[0], 1)
		case len(ms) > 0:
			s = m[2] // a request of its own
		}
		if len(ns) == 1 && len(ms) == 0 {
			switch meant := m[2]; {
			case itsRe().MatchString(meant):
				s = itsRe().ReplaceAllString(meant, "${1}the${2}") + " in " + ns[0]
			case itRe().MatchString(meant):
				loc := itRe().FindStringSubmatchIndex(meant)
				s = meant[:loc[4]] + ns[0] + meant[loc[5]:]
			}
		}
	}
	// "Expected file: stage.zip": the name of what is made
	s = expectedFileRe().ReplaceAllString(s, ", called $1")
	// "Expected: …": what the request's result should be
	expected := ""
	if m := expectedRe().FindStringSubmatchIndex(s); m != nil {
		s, expected = s[:m[0]], strings.TrimSpace(s[m[2]:m[3]])
	}
	// "Steps: open the project folder, delete x": the steps are the
	// request; a first step into a folder of no name here (the one it
	// runs in) is no step of its own
	if m := stepsRe().FindStringSubmatchIndex(s); m != nil {
		head, rest := s[:m[0]], s[m[1]:]
		if o := openHereRe().FindStringSubmatch(rest); o != nil && !existsHere(plat, o[1]) {
			rest = rest[len(o[0]):]
		}
		switch s = rest; {
		case head != "" && userWantsRe().MatchString(head):
			// "User wants the hives ranked by yield. Steps: use x.csv,
			// …": what is wanted, with the steps' details
			s = head + ". " + rest
		case head != "":
			s = head + ". Request: " + rest
		}
	}
	if m := ticketRe().FindStringSubmatchIndex(s); m != nil {
		s = ticket(strings.TrimSpace(s[:m[0]]), strings.TrimSpace(s[m[2]:m[3]]), plat)
	}
	for {
		t := labelRe().ReplaceAllString(s, "")
		t = userWantsRe().ReplaceAllString(t, "")
		if a := askRe().ReplaceAllString(t, ""); a != t {
			// "which command lists x", "the one-liner that creates x
			// and moves y": the verbs as an order
			t = baseVerbs(a)
		}
		t = strings.TrimSpace(t)
		if t == s || t == "" {
			break
		}
		s = t
	}
	if expected != "" {
		s = withExpected(s, expected, plat)
	}
	if m := confirmRe().FindStringSubmatch(s); m != nil {
		// "pls confirm hostname of this box": show it; "pls confirm how
		// many …": the question
		rest := m[1]
		if !questionStartRe().MatchString(rest) {
			rest = "show " + rest
		}
		s = rest
	}
	return s
}

// baseVerbs puts the first word of s, and a word after "and" or
// "then", in its base form when it is a verb of the lexicon's said of a
// command ("lists", "creates", "moves", "shows"): the order they give.
func baseVerbs(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		if i > 0 && !oneOf("and|then", strings.ToLower(ws[i-1])) {
			continue
		}
		low := strings.ToLower(w)
		for _, b := range []string{strings.TrimSuffix(low, "es"), strings.TrimSuffix(low, "s")} {
			if b == low || len(b) < 2 {
				continue
			}
			if meansAny(b, "show|list|count|sort|find|copy|move|rename|delete|make|replace|extract|archive|link|change") {
				ws[i] = b
				break
			}
		}
	}
	return strings.Join(ws, " ")
}

// withExpected is the request s with what a ticket says its result
// should be ("Expected: …"): a file that is to stay is one to keep ("x
// is still there afterwards": but keep x), a dotfile that is to show up
// asks for the hidden files too, "only those" says the request again;
// anything else is said after the request, for the grammar to read or
// decline.
func withExpected(s, e string, plat *platform.Info) string {
	s = strings.TrimRight(strings.TrimSpace(s), " .;:!")
	low := strings.ToLower(strings.TrimRight(e, " .!"))
	switch r := expectRes(); {
	case r[0].MatchString(low):
		return s
	case r[1].MatchString(low):
		// (one the request names itself is no other file to keep)
		if m := r[1].FindStringSubmatch(low); len(namesIn(m[1], plat)) == 1 && !strings.Contains(strings.ToLower(s), m[1]) {
			return s + " but keep " + strings.Fields(strings.TrimRight(e, " .!"))[0]
		}
		return ""
	case r[2].MatchString(low):
		return s + ", hidden files too"
	}
	return s + ", " + strings.TrimRight(e, " .!")
}

var (
	meanRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(.*?\S)\s*(?:—|–|--|-|,|;|\.)\s*i\s+mean[,:]?\s+(.+)$`)
	})
	itsRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(^|\s)its(\s)`)
	})
	// "make one called x": one of a kind named before
	oneRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:please\s+)?(?:make|create|add|set\s+up)\s+(one)\s+(?:called|named)\b`)
	})
	kindNounRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:symbolic\s+links?|symlinks?|soft\s+links?)\b`)
	})
	expectedRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(?:^|[.;!?]\s+)expected(?:\s+(?:result|behaviou?r|outcome))?\s*:\s*(.+)$`)
	})
	stepsRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(?:^|[.;!?]\s+)(?:steps?|steps\s+to\s+reproduce)\s*:\s*`)
	})
	openHereRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:open|go\s+(?:to|into)|cd\s+(?:into|to)?|enter)\s+(?:the|my|your)\s+(\S+)\s+(?:folder|directory|dir)\s*,\s*(?:then\s+|and\s+)?`)
	})
	// what a ticket's result should be: [0] the request again, [1] a
	// file still there, [2] a dotfile shown
	expectRes = sync.OnceValue(func() [3]*regexp.Regexp {
		return [3]*regexp.Regexp{
			regexp.MustCompile(`^(?:only|just)\s+(?:those|these|them|that|they|the\s+ones)(?:\s*,?\s*(?:and\s+|but\s+)?not\s+the\s+[a-z]+\s+ones?)?$`),
			regexp.MustCompile(`^(\S+)\s+(?:(?:is|are)\s+(?:still\s+)?(?:there|kept|left|untouched|in\s+place|intact)|(?:still\s+)?(?:remains|stays|survives|exists))(?:\s+afterwards|\s+after(?:wards)?|\s+too|\s+as\s+before)?$`),
			regexp.MustCompile(`^\.[a-z0-9][\w.-]*\s+(?:shows\s+up|appears|is\s+(?:listed|shown|visible)|shows)(?:\s+too|\s+as\s+well|\s+also)?$`),
		}
	})
)

// ticket is the request of a ticket: ask is what follows "Request:" or
// "Please", told is the sentence before it ("User reports x.log is too
// long to read").
func ticket(told, ask string, plat *platform.Info) string {
	told = strings.TrimRight(told, " .;:")
	told = userRe().ReplaceAllString(told, "")
	ask = strings.TrimRight(strings.TrimSpace(ask), " .!")
	ask = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(ask, ", please"), " please"))
	if told == "" {
		return ask
	}
	if doneRe().MatchString(ask) {
		// "…. Please fix.", "Please set it up.": the ticket's sentence
		// is the request
		return told
	}
	// "I learned about symbolic links today; please make one called
	// x …": one of the links the sentence before names
	if m := oneRe().FindStringSubmatchIndex(ask); m != nil {
		if ns := kindNounRe().FindAllString(told, -1); len(ns) > 0 {
			n := singular(strings.ToLower(ns[len(ns)-1]))
			ask = ask[:m[2]] + "a " + n + ask[m[3]:]
		}
	}
	asked := namesIn(ask, plat) // each word of it is looked up here: once
	var names []string          // what the ticket names and the request does not
	for _, n := range namesIn(told, plat) {
		if !contains(asked, n) {
			names = append(names, n)
		}
	}
	if len(names) > 1 {
		return ask
	}
	if loc := itRe().FindStringSubmatchIndex(ask); loc != nil {
		// "move it into race-results": it is what the ticket names,
		// "show it" after "User asks for the machine's IP address" what
		// the user asks for
		it := told
		if len(names) == 1 {
			it = names[0]
		} else if len(asked) > 0 {
			return ask
		}
		ask = ask[:loc[4]] + it + ask[loc[5]:]
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(ask, " that way"), " this way"))
	}
	if len(asked) > 0 {
		return ask
	}
	if len(names) == 1 {
		if strings.HasPrefix(told, names[0]+" ") || orderOf(ask) {
			// "seismo.log is too long to read. Request: show only the
			// last hundred lines": of that file; "the end of x gets cut
			// off. Request: print everything from line 10 onwards": an
			// order whole but for its file
			return ask + " in " + names[0]
		}
		// "all .yaml files under expedition listed. Request: search
		// recursively": the ticket's sentence says what, the request how
		return told + ", " + ask
	}
	return ask
}

// orderOf reports whether ask is an order whole but for a file: a verb
// of the lexicon's that shows a part of a file, and what to show of it
// ("print everything from line 10 onwards"), not only how ("search
// recursively").
func orderOf(ask string) bool {
	ws := strings.Fields(strings.ToLower(ask))
	if len(ws) < 3 || !oneOf("print|show|display|output", ws[0]) {
		return false
	}
	for _, w := range ws[1:] {
		if oneOf("line|lines|row|rows|everything", strings.Trim(w, ",.")) {
			return true
		}
	}
	return false
}

// namesIn are the words of s that name a file or folder: here, or with a
// file's extension.
func namesIn(s string, plat *platform.Info) []string {
	var out []string
	prev := ""
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ".,;:!?()\"'")
		// "a nested folder x/y/z": a path said to be one
		said := oneOf("folder|folders|directory|dir|file|path", strings.ToLower(prev)) && strings.Contains(w, "/") && !strings.HasPrefix(w, "/")
		prev = w
		if w == "" || strings.HasPrefix(w, ".") || strings.HasPrefix(w, "-") {
			continue
		}
		if existsHere(plat, w) || fileNameRe().MatchString(w) || said {
			out = append(out, w)
		}
	}
	return out
}

// chatWords are chat's words, each a whole word: those that say nothing
// go, short forms are spelt out.
var chatWords = map[string]string{
	"yo": "", "ngl": "", "lol": "", "lmao": "", "rn": "", "tho": "", "tbh": "", "lowkey": "", "highkey": "", "bruh": "",
	"cheers": "", "tf": "", "ffs": "", "thx": "",
	"lemme": "let me", "gimme": "give me", "gotta": "have to", "outta": "out of", "w/": "with", "w/o": "without",
}

// sayPhrases are ways of saying a word or a number: "have a butcher's
// at x" is "show x", "half a dozen" is 6.
var sayPhrases = map[string]string{
	"have a butcher's at": "show", "have a butchers at": "show", "have a gander at": "show", "have a squiz at": "show", "have a peek at": "show",
	"half a dozen": "6", "a dozen": "12", "a couple of": "2", "a hundred": "100", "the last hundred": "the last 100", "the first hundred": "the first 100",
	"incl": "including", "incl.": "including",
}

var sayPhraseRe = sync.OnceValue(func() *regexp.Regexp {
	keys := make([]string, 0, len(sayPhrases))
	for k := range sayPhrases {
		keys = append(keys, strings.ReplaceAll(regexp.QuoteMeta(k), " ", `\s+`))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(keys))) // "half a dozen" before "a dozen"
	return regexp.MustCompile(`(?i)\b(?:` + strings.Join(keys, "|") + `)(?:\s|$)`)
})

// chatPhraseRe are chat's phrases that say nothing.
var chatPhraseRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:,\s*)?\b(?:ya know|you know|full stop|if you'd be so kind|if you would be so kind)\b`)
})

var (
	labelRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:[-*•]\s*)?(?:todo|to-do|to do|need|needed|action item|action|asap|urgent|fyi|note|task|ticket|req|request|reminder)\s*(?::|-|,)\s*|^(?:fyi|asap)\s+`)
	})
	askRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:is there (?:a|any) (?:way|command|one-liner) to|what'?s the (?:command|one-liner|way|trick) to|what is the (?:command|one-liner|way) to|` +
			`how would (?:one|i|you|we)|which (?:command|one-liner|tool)(?: will| would| can| could)?|(?:can|could) you give me (?:the|a) (?:one-liner|command) (?:that|to|which)|give me (?:the|a) (?:one-liner|command) (?:that|to|which))\s+`)
	})
	confirmRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:pls|please|plz)\s+confirm\s+(?:the\s+)?(.+)$`)
	})
	questionStartRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:how|what|which|whether|if|where|who|when|is|are|does|do)\b`)
	})
	// "Request: …", "Please …" after a sentence that tells the ticket
	ticketRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)[.;:!]\s+(?:request|req|action|ask|please|pls)\s*:?\s+(.+)$`)
	})
	userRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:ticket\s*:\s*)?(?:the\s+)?(?:user|customer|client)\s+(?:reports|reported|says|said|wants|wanted|needs|needed|asks|asked|notes)\s+(?:that\s+|for\s+|to\s+)?`)
	})
	doneRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:fix|fix it|fix this|fix that|set it up|do it|do that|sort it|sort it out|handle it|action it|take care of it)$`)
	})
	itRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(^|\s)(it|them)(\s|,|$)`)
	})
	fileNameRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[\w][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,7}$`)
	})
	expectedFileRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)[.;]?\s*expected (?:file|output file|archive|name)\s*:\s*(\S+?)[.]?$`)
	})
	// "User wants a zip of …": what the user wants is the request
	userWantsRe = sync.OnceValue(func() *regexp.Regexp {
		// (and "User reports they only need …": what they say they need)
		return regexp.MustCompile(`(?i)^(?:the\s+)?(?:user|customer|client)\s+(?:(?:reports|says|said|notes|mentions)\s+(?:that\s+)?(?:they|he|she)\s+(?:only\s+|just\s+)?(?:want|wants|need|needs|would like)|wants|needs|would like|asks)\s+(?:to\s+|for\s+)?`)
	})
)
