package offline

import (
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// concepts are the ideas the grammar's intents read, each with the words
// people use for it. A word may stand for several ideas ("list" shows and
// lists; "last" is the end of a file and a time window); the intent that
// reads it decides. Typos of a word of five letters or more are read as
// the word (see lemma).
var concepts = map[string][]string{
	// verbs
	"show": {"show", "shows", "showing", "shown", "display", "displays", "displaying", "displayed", "print", "prints", "printing", "printed", "view", "viewing",
		"output", "dump", "cat", "read", "see", "echo", "spit", "give", "get", "tell", "peek", "check", "reveal", "open",
		"list", "lists", "listing", "return", "preview", "type", "look", "inspect", "glance"},
	"list":    {"list", "lists", "listing", "ls", "enumerate", "show", "display", "print", "see", "view"},
	"count":   {"count", "counts", "counting", "wc", "number", "many", "quantity", "amount", "total", "howmany"},
	"sort":    {"sort", "sorts", "sorted", "sorting", "order", "ordered", "ordering", "arrange", "arranged", "alphabetize", "alphabetise", "alphabetized", "alphabetised", "rank", "ranked", "organize", "organise"},
	"find":    {"find", "finds", "finding", "search", "searching", "searches", "locate", "look", "looking", "hunt", "seek", "grep", "spot", "discover", "scan"},
	"copy":    {"copy", "copies", "copying", "cp", "duplicate", "clone", "replicate"},
	"backup":  {"backup", "back", "bak"},
	"move":    {"move", "moves", "moving", "mv", "relocate", "put", "shift", "transfer", "place", "drag"},
	"rename":  {"rename", "renaming", "renamed"},
	"delete":  {"delete", "deleting", "remove", "removing", "rm", "erase", "trash", "wipe", "del", "nuke", "kill", "drop", "discard", "strip", "purge"},
	"make":    {"make", "create", "creating", "new", "add", "mk", "set", "generate", "start", "initialize", "touch", "produce", "establish"},
	"change":  {"change", "changing", "changed", "modify", "modified", "edit", "edited", "update", "updated", "touched", "touch", "altered", "alter", "written", "write", "saved"},
	"replace": {"replace", "replacing", "replaced", "substitute", "substituting", "substituted", "swap", "swapping", "swapped", "switch", "switched", "exchange", "sub", "convert", "turn", "translate"},
	"extract": {"extract", "extracting", "unpack", "unpacking", "unzip", "unzipping", "untar", "untarring", "decompress", "decompressing", "uncompress", "expand", "inflate", "explode", "unarchive", "unroll"},
	"archive": {"archive", "archives", "archiving", "compress", "compressing", "compressed", "pack", "packing", "bundle", "bundling", "tar", "tarball", "tarred", "zip", "zipped", "zipping", "gzip", "gzipped", "package", "tgz", "squash", "tar.gz", "tar.bz2", "tar.xz", "targz", "tarballs"},
	"follow":  {"follow", "following", "watch", "watching", "monitor", "monitoring", "stream", "streaming", "live", "track", "tracking", "realtime"},
	"link":    {"link", "links", "symlink", "symlinks", "symbolic", "soft", "shortcut", "alias", "ln", "pointer"},
	// nouns
	"file":    {"file", "files", "document", "documents", "doc", "docs", "entry", "entries", "item", "items", "thing", "things", "stuff"},
	"dir":     {"folder", "folders", "directory", "directories", "dir", "dirs", "subfolder", "subfolders", "subdirectory", "subdirectories", "subdir", "subdirs"},
	"line":    {"line", "lines", "row", "rows", "record", "records", "entry", "entries", "item", "items", "occurrence", "occurrences", "observation", "observations", "measurement", "measurements"},
	"word":    {"word", "words"},
	"char":    {"character", "characters", "char", "chars", "letter", "letters"},
	"byte":    {"byte", "bytes"},
	"column":  {"column", "columns", "col", "cols", "field", "fields"},
	"content": {"content", "contents", "text", "inside", "body", "data", "output"},
	"size":    {"size", "sizes", "sized", "big", "large", "heavy", "weight", "space", "bytes", "disk", "usage", "much", "room"},
	"name":    {"name", "names", "named", "called", "titled", "filename", "filenames"},
	// qualities
	"first":   {"first", "top", "head", "beginning", "start", "opening", "initial", "leading", "earliest"},
	"last":    {"last", "final", "bottom", "end", "tail", "closing", "latest", "trailing", "ending"},
	"largest": {"largest", "biggest", "heaviest", "huge", "hugest", "big", "bigger", "large", "larger", "giant", "fattest", "massive", "heavy", "most"},
	"small":   {"smallest", "tiniest", "small", "smaller", "tiny", "little", "lightest", "least"},
	"newest":  {"newest", "latest", "recent", "recently", "new", "newer", "fresh", "youngest", "last"},
	"oldest":  {"oldest", "old", "older", "stale", "ancient", "earliest"},
	"reverse": {"reverse", "reversed", "descending", "decreasing", "backwards", "backward", "inverse", "inverted", "downward"},
	"numeric": {"numeric", "numerically", "numerical", "numbers", "number", "numeral", "numerals", "value", "values", "math"},
	"unique":  {"unique", "uniq", "distinct", "dedupe", "deduped", "deduplicate", "deduplicated", "once", "different", "deduplication"},
	"dupe":    {"duplicate", "duplicates", "duplicated", "dupes", "dupe", "dups", "repeated", "repeats", "repeating", "repetitions", "doubles", "redundant"},
	"hidden":  {"hidden", "dotfiles", "dotfile", "invisible", "dot"},
	"empty":   {"empty", "blank", "zero"},
	"recurse": {"recursive", "recursively", "recurse", "subfolders", "subdirectories", "subdirs", "nested", "deep", "deeply", "tree", "everywhere", "below", "beneath", "underneath"},
	"case":    {"case", "insensitive", "insensitively", "caseless", "capitalization", "capitalisation", "capitals", "uppercase", "lowercase"},
	"not":     {"not", "no", "without", "except", "excluding", "exclude", "excludes", "lacking", "lack", "lacks", "missing", "never", "omit", "omitting", "minus", "non", "none", "nothing", "skip", "skipping", "ignore", "ignoring", "filter"},
	"contain": {"containing", "contain", "contains", "contained", "with", "having", "has", "have", "mentioning", "mention", "mentions", "mentioned", "matching", "match", "matches", "matched", "include", "includes", "including", "say", "says", "saying", "said", "reference", "references", "referencing", "hold", "holds", "holding", "show", "shows", "appear", "appears", "appearing", "occur", "occurs", "occurring", "featuring", "feature"},
	"where":   {"where", "which", "location", "locations", "position", "positions", "whereabouts"},
	"number":  {"numbered", "numbers", "number", "numbering", "lineno", "linenumbers", "nr"},
	"up":      {"upper", "uppercase", "capital", "capitals", "caps", "capitalize", "capitalise", "shout", "upcase"},
	"down":    {"lower", "lowercase", "small", "downcase", "decapitalize"},
	"place":   {"place", "inplace", "overwrite", "overwriting", "save", "saving", "saved", "permanently", "permanent", "persist", "modify", "edit", "change", "actually", "write", "store"},
	"here":    {"here", "current", "this", "cwd", "pwd", "present", "working"},
	"exec":    {"executable", "executables", "runnable", "run", "runs", "execute", "executing", "execution", "exec", "launchable", "x"},
	"perm":    {"permission", "permissions", "perms", "mode", "modes", "rights", "access", "chmod", "privileges", "attrib"},
	"sum":     {"sum", "sums", "total", "totals", "add", "adding", "summed", "summing", "addition"},
	"each":    {"each", "every", "per", "all"},
	"often":   {"often", "frequency", "frequencies", "frequent", "times", "occurrences", "occurrence", "common", "popular", "counts"},
	"ignore":  {"ignore", "ignoring", "regardless", "disregard", "disregarding", "irrespective", "either", "any"},
	"whole":   {"whole", "entire", "full", "complete", "everything", "all"},
	// the machine
	"memory":  {"memory", "ram", "mem", "swap", "%mem", "rss"},
	"disk":    {"disk", "disks", "drive", "drives", "storage", "filesystem", "filesystems", "partition", "partitions", "volume", "volumes", "hdd", "ssd", "df"},
	"free":    {"free", "available", "left", "remaining", "unused", "spare", "empty"},
	"used":    {"used", "usage", "use", "using", "consumed", "consuming", "consumption", "taken", "taking", "occupied", "eating", "eat", "eats", "hogging", "hog", "hogs", "utilization", "utilisation", "load"},
	"cpu":     {"cpu", "cpus", "processor", "processors", "core", "cores", "proc", "nproc", "threads", "%cpu"},
	"process": {"process", "processes", "procs", "program", "programs", "task", "tasks", "app", "apps", "application", "applications", "job", "jobs", "ps", "pid", "pids", "tasklist"},
	"running": {"running", "run", "active", "alive", "live", "current", "currently", "open", "started"},
	"ip":      {"ip", "ips", "ipv4", "ipv6", "address", "addresses", "addr", "ifconfig", "inet", "interface", "interfaces", "nic"},
	"network": {"network", "internet", "lan", "local", "wifi", "ethernet", "public", "private", "external", "internal"},
	"kernel":  {"kernel", "kernal"},
	"os":      {"os", "operating", "system", "distro", "distribution", "linux", "platform", "flavor", "flavour", "release", "osx", "macos", "unix"},
	"arch":    {"architecture", "arch", "bits", "bit", "cpu", "processor", "instruction", "machine", "hardware", "64", "32"},
	"version": {"version", "versions", "release", "build", "edition"},
	"host":    {"hostname", "host", "computer", "machine", "box", "server", "system", "node"},
	"user":    {"user", "users", "username", "login", "logged", "account", "me", "myself", "identity", "i", "whoami", "who"},
	"group":   {"group", "groups", "gid"},
	"uid":     {"uid", "id", "ids", "identifier", "numeric", "number"},
	"uptime":  {"uptime", "up", "running", "booted", "boot", "rebooted", "reboot", "restarted", "started", "online"},
	"env":     {"environment", "env", "variable", "variables", "vars", "var", "envvars", "envs", "printenv", "setting", "settings", "set"},
	"date":    {"date", "day", "today", "time", "clock", "now", "datetime", "timestamp"},
}

// lexicon maps each word to the concepts it can stand for.
var lexicon = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	for c, ws := range concepts {
		for _, w := range ws {
			if !contains(out[w], c) {
				out[w] = append(out[w], c)
			}
		}
	}
	for _, ws := range out {
		sort.Strings(ws)
	}
	return out
})

// lexiconKeys are the lexicon's words of five letters or more, for typos.
var lexiconKeys = sync.OnceValue(func() []string {
	var out []string
	for w := range lexicon() {
		if len(w) >= 5 {
			out = append(out, w)
		}
	}
	for _, w := range typoWords {
		if _, ok := lexicon()[w]; len(w) >= 5 && !ok {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
})

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// lemma is the lexicon's word a token stands for: the word itself, its
// singular, or the one word it is a typo of (one letter added, lost,
// changed or two swapped, in words of five letters or more; two
// neighbouring letters swapped in a word of four).
func lemma(w string) string {
	if _, ok := lexicon()[w]; ok || fillerWords[w] {
		return w
	}
	if l, ok := lemmas.Load(w); ok {
		return l.(string)
	}
	l := typoLemma(w)
	if lemmaCount.Add(1) < 50000 {
		lemmas.Store(w, l)
	}
	return l
}

// nounPlurals are plurals of a lexicon word that name things, not the
// word's meaning: "the names of the cats in patients.csv" asks for no cat.
var nounPlurals = map[string]bool{"cats": true}

// lemmas remember typoLemma's answers: it compares a word with every
// word of the lexicon.
var (
	lemmas     sync.Map
	lemmaCount atomic.Int64
)

// typoLemma is lemma for a word the lexicon does not hold as it is.
func typoLemma(w string) string {
	if nounPlurals[w] {
		return w
	}
	if s := singular(w); s != w {
		if _, ok := lexicon()[s]; ok {
			return s
		}
	}
	if t := typoOf(w); t != "" {
		return t
	}
	return w
}

// typoOf is the one word of the lexicon (or typoWords, or a filler of
// four letters) w is a typo of, "" when there is none or more than one.
func typoOf(w string) string {
	if realWords[w] {
		return ""
	}
	if len(w) == 4 {
		// a fast typist's swap in a short word: "shwo", "lsit", "mkae"
		found := ""
		for _, k := range swapKeys() {
			if swapped(w, k) {
				if found != "" {
					return "" // "tiem": time or item
				}
				found = k
			}
		}
		if found == "" {
			// a letter doubled in a word of three: "ziip", "lsst"
			for i := 1; i < 4; i++ {
				if w[i] == w[i-1] {
					k := w[:i] + w[i+1:]
					if _, ok := lexicon()[k]; ok && found != k {
						if found != "" {
							return ""
						}
						found = k
					}
				}
			}
		}
		return found
	}
	if len(w) >= 5 {
		found, swap, swaps, ambiguous := "", "", 0, false
		for _, k := range lexiconKeys() {
			if editDistanceAtMost1(w, k) {
				if found != "" && concept(found) != concept(k) {
					ambiguous = true
				}
				found = k
				if swapped(w, k) {
					swap, swaps = k, swaps+1
				}
			}
		}
		switch {
		case ambiguous && swaps == 1:
			// "fiels": files (two letters swapped) rather than fields (one lost)
			return swap
		case ambiguous:
			return "" // two readings: none
		}
		return found
	}
	return ""
}

// concept is the first idea a word of the lexicon stands for; a word
// the intents read as typed (typoWords) stands for itself.
func concept(k string) string {
	if cs := lexicon()[k]; len(cs) > 0 {
		return cs[0]
	}
	return "=" + k
}

// swapped reports whether a is b with two neighbouring letters swapped.
func swapped(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}

// typoWords are words the intents read as typed ("the file itself",
// "smaller than", "human readable") that no idea of the lexicon holds:
// a typo of one is read as the word all the same.
var typoWords = []string{"itself", "than", "long", "everyone", "everybody", "readable", "human", "separated", "delimited",
	"alphabetically", "insensitive", "whole", "contents"}

// swapKeys are the words of four letters a swap of two letters is read
// as: the lexicon's, the fillers' and typoWords'.
var swapKeys = sync.OnceValue(func() []string {
	seen := map[string]bool{}
	var out []string
	add := func(w string) {
		if len(w) == 4 && !seen[w] && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "" {
			seen[w] = true
			out = append(out, w)
		}
	}
	for w := range lexicon() {
		add(w)
	}
	for w := range fillerWords {
		add(w)
	}
	for _, w := range typoWords {
		add(w)
	}
	sort.Strings(out)
	return out
})

// fillerWords carry no meaning a command needs: articles, pronouns,
// auxiliaries, politeness, prepositions. A request's words that no
// intent reads must all be fillers, or the intent does not answer.
// Negations, numbers and names never are.
var fillerWords = map[string]bool{
	"a": true, "an": true, "the": true, "this": true, "that": true, "these": true, "those": true, "it": true, "its": true,
	"them": true, "they": true, "their": true, "one": true, "ones": true, "some": true, "any": true, "all": true,
	"i": true, "me": true, "my": true, "mine": true, "we": true, "us": true, "our": true, "you": true, "your": true,
	"is": true, "are": true, "am": true, "was": true, "were": true, "be": true, "been": true, "being": true,
	"do": true, "does": true, "did": true, "done": true, "have": true, "has": true, "had": true,
	"can": true, "could": true, "would": true, "will": true, "shall": true, "should": true, "may": true, "might": true, "must": true,
	"please": true, "pls": true, "plz": true, "kindly": true, "thanks": true, "thank": true, "hey": true, "hi": true, "hello": true,
	"ok": true, "okay": true, "yo": true, "so": true, "just": true, "only": true, "quickly": true, "quick": true, "real": true,
	"simply": true, "also": true, "too": true, "really": true, "actually": true, "basically": true, "now": true, "right": true,
	"currently": true, "want": true, "wanna": true, "need": true, "needs": true, "like": true, "love": true, "wish": true, "try": true,
	"help": true, "how": true, "what": true, "which": true, "who": true, "whom": true, "whose": true, "why": true, "when": true,
	"to": true, "of": true, "in": true, "on": true, "at": true, "by": true, "for": true, "from": true, "into": true, "onto": true,
	"inside": true, "within": true, "with": true, "about": true, "as": true, "up": true, "out": true, "off": true, "over": true,
	"there": true, "then": true, "and": true, "or": true, "but": true, "if": true, "whether": true, "let": true, "lets": true,
	"command": true, "cmd": true, "shell": true, "terminal": true, "way": true, "bash": true, "zsh": true, "linux": true, "unix": true,
	"here": true, "somewhere": true, "anywhere": true, "everything": true, "something": true, "anything": true, "stuff": true,
	"go": true, "going": true, "get": true, "got": true, "give": true, "tell": true, "know": true, "see": true, "able": true, "possible": true, "via": true, "using": true, "use": true, "through": true, "across": true, "throughout": true,
	"again": true, "already": true, "still": true, "yet": true, "ever": true, "very": true, "much": true,
	"each": true, "every": true, "both": true, "own": true, "such": true,
	"whole": true, "entire": true, "full": true, "complete": true, "exact": true, "exactly": true, "precisely": true,
	"available": true, "existing": true, "present": true, "given": true, "specific": true, "particular": true, "certain": true,
	"nicely": true, "neatly": true, "properly": true, "correctly": true, "safely": true, "fast": true, "instantly": true,
	"immediately": true, "mate": true, "buddy": true, "dude": true, "sir": true, "folks": true, "guys": true, "pal": true,
	"hmm": true, "um": true, "uh": true, "erm": true, "umm": true, "uhm": true, "hmmm": true, "well": true, "oh": true, "ah": true, "yes": true, "yeah": true, "sure": true,
	"maybe": true, "perhaps": true, "possibly": true, "somehow": true, "gonna": true, "trying": true, "wondering": true,
	"wonder": true, "curious": true, "interested": true, "figure": true, "thing": true, "things": true, "bit": true, "little": true, "lot": true, "lots": true, "mean": true, "i.e": true, "e.g": true, "etc": true, "whatever": true,
	"literally": true, "anyway": true, "anyways": true, "btw": true, "ty": true, "thx": true, "cheers": true,
	"absolutely": true, "specified": true, "mentioned": true, "under": true, "result": true, "results": true,
}

// realWords are words that are one letter from a lexicon word but are
// words of their own, not typos ("pointing" is not "printing").
var realWords = map[string]bool{"pointing": true, "points": true, "pointed": true, "joint": true, "sorts": true,
	"filed": true, "lined": true, "liner": true, "mines": true, "finds": true, "minds": true, "hours": true,
	"course": true, "counter": true, "mounts": true, "mount": true, "sizes": true, "seize": true, "fries": true,
	"files": true, "fields": true, "shows": true, "shown": true, "moved": true, "moves": true, "lives": true,
	"sorted": true, "starts": true, "stars": true, "start": true, "words": true, "worse": true, "weeks": true,
	"lines": true, "spaces": true, "traces": true, "names": true, "games": true, "dates": true, "times": true,
	"tiles": true, "title": true, "titles": true, "users": true, "uses": true, "using": true, "forms": true,
	"format": true, "formats": true, "parts": true, "ports": true, "posts": true, "hosts": true, "costs": true,
	"context": true, "printer": true, "printers": true, "works": true, "yield": true, "yields": true,
	// words of four letters that are two letters of another word swapped
	"form": true, "cups": true, "lost": true, "east": true, "dose": true, "sued": true, "suer": true, "bale": true,
	"lien": true, "veer": true, "urns": true, "odes": true, "lest": true, "fats": true, "hots": true, "lats": true,
	"mots": true, "abel": true, "mien": true, "noes": true, "tale": true, "nite": true, "diet": true, "edit": true,
	"juts": true, "lits": true, "boyd": true, "later": true, "flies": true, "miles": true, "piles": true}
