package offline

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// stopwords carry no meaning for matching.
var stopwords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"a": true, "an": true, "the": true, "named": true, "called": true, "me": true, "my": true, "please": true, "can": true, "you": true,
		"i": true, "to": true, "of": true, "for": true, "in": true, "on": true, "is": true, "are": true,
		"what": true, "which": true, "how": true, "do": true, "does": true, "that": true, "this": true,
		"with": true, "and": true, "it": true, "its": true, "be": true, "want": true, "would": true,
		"like": true, "could": true, "should": true, "some": true, "all": true, "any": true, "there": true,
		"from": true, "at": true, "by": true, "we": true, "our": true, "get": true, "give": true, "tell": true,
		"let": true, "need": true, "just": true, "currently": true, "now": true, "right": true, "using": true,
		"use": true, "so": true, "about": true, "into": true, "up": true, "out": true, "am": true, "much": true,
		"many": true, "than": true, "over": true, "under": true, "more": true, "less": true, "most": true,
		"one": true, "ones": true, "each": true, "every": true, "everything": true, "thing": true, "things": true,
		"here": true, "where": true, "s": true, "has": true, "have": true, "had": true, "including": true, "include": true,
		"as": true, "been": true, "did": true, "done": true, "got": true, "us": true, "when": true, "whats": true, "im": true, "bit": true,
	}
})

// synonyms map words to one canonical word.
var synonyms = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"biggest": "largest", "largest": "largest", "big": "large", "bigger": "large", "huge": "large", "heaviest": "largest",
		"smallest": "small", "tiny": "small", "little": "small",
		"folder": "directory", "folders": "directory", "dir": "directory", "dirs": "directory", "directories": "directory",
		"file": "file", "files": "file", "document": "file", "stuff": "file", "items": "file", "entries": "file", "contents": "file", "content": "content",
		"frequent": "frequent", "frequency": "frequent", "common": "frequent", "popular": "frequent", "kind": "type", "without": "not", "excluding": "not", "except": "not", "identical": "same", "same": "same", "equal": "same", "hog": "hog", "hogs": "hog", "hogging": "hog", "touched": "change",
		"weekday": "day", "day": "day",
		"show": "list", "display": "list", "print": "list", "view": "list", "see": "list", "ls": "list", "enumerate": "list",
		"find": "find", "search": "find", "locate": "find", "look": "find", "lookup": "find", "grep": "find",
		"process": "process", "processes": "process", "proc": "process", "procs": "process", "program": "process", "programs": "process", "task": "process", "tasks": "process",
		"memory": "memory", "ram": "memory", "mem": "memory",
		"cpu": "cpu", "processor": "cpu", "cores": "cpu", "core": "cpu",
		"disk": "disk", "disks": "disk", "drive": "disk", "drives": "disk", "storage": "disk", "filesystem": "disk", "filesystems": "disk", "partition": "disk", "partitions": "disk", "volume": "disk",
		"space": "space", "room": "space", "capacity": "space",
		"delete": "delete", "remove": "delete", "erase": "delete", "rm": "delete", "wipe": "delete", "clean": "delete", "cleanup": "delete",
		"kill": "stop", "stop": "stop", "terminate": "stop", "end": "stop", "quit": "stop",
		"port": "port", "ports": "port",
		"listen": "listen", "listening": "listen", "listens": "listen", "open": "open", "opened": "open",
		"count": "count", "number": "count", "howmany": "count", "total": "count",
		"line": "line", "lines": "line", "row": "line", "rows": "line", "record": "record", "records": "record",
		"word": "word", "words": "word",
		"recent": "new", "recently": "new", "newest": "new", "latest": "new", "new": "new", "modified": "change", "changed": "change", "edited": "change", "updated": "change",
		"oldest": "old", "old": "old", "older": "old", "stale": "old",
		"compress": "compress", "zip": "zip", "archive": "compress", "pack": "compress", "tar": "compress", "tarball": "tarball", "gzip": "gzip",
		"extract": "extract", "unzip": "extract", "unpack": "extract", "decompress": "extract", "untar": "extract", "uncompress": "extract",
		"download": "download", "fetch": "download", "wget": "download", "curl": "download",
		"ip": "address", "address": "address", "addresses": "address", "ips": "address",
		"ping": "ping", "reachable": "ping", "reach": "ping",
		"dns": "dns", "resolve": "dns", "nameserver": "dns",
		"user": "user", "users": "user", "account": "user", "accounts": "user", "logged": "login", "login": "login",
		"time": "time", "clock": "time", "date": "date", "today": "date",
		"env": "environment", "environment": "environment", "variable": "variable", "variables": "variable", "vars": "variable", "var": "variable",
		"replace": "replace", "substitute": "replace", "swap": "replace", "rename": "rename",
		"make": "create", "sum": "sum", "listing": "list", "everyone": "anyone", "everybody": "anyone",
		"alphabetically": "alphabetical", "alphabetic": "alphabetical",
		"sort": "sort", "sorted": "sort", "order": "sort", "ordered": "sort",
		"unique": "unique", "distinct": "unique", "duplicate": "duplicate", "duplicates": "duplicate", "dupes": "duplicate",
		"first": "first", "top": "top", "head": "first", "beginning": "first", "start": "first",
		"last": "last", "final": "last", "tail": "last", "wc": "count", "dedupe": "unique", "deduplicate": "unique", "regardless": "ignore",
		"numerically": "numeric", "numerical": "numeric", "numbers": "numeric", "characters": "character", "chars": "character", "bytes": "byte", "groups": "group",
		"symlinked": "link", "descending": "reverse", "backwards": "reverse", "reversed": "reverse", "end_of": "last", "bottom": "last",
		"size": "size", "sizes": "size", "usage": "usage", "used": "usage", "using": "usage", "consume": "usage", "consuming": "usage", "eating": "usage",
		"commit": "commit", "commits": "commit", "branch": "branch", "branches": "branch", "repo": "git", "repository": "git",
		"log": "log", "logs": "log", "history": "history", "journal": "log",
		"service": "service", "services": "service", "daemon": "service", "daemons": "service", "unit": "service", "units": "service",
		"os": "os", "operating": "os", "system": "system", "distro": "os", "distribution": "os", "release": "version", "version": "version",
		"kernel": "kernel", "uptime": "uptime", "running": "run", "run": "run", "runs": "run",
		"permission": "permission", "permissions": "permission", "perms": "permission", "mode": "permission", "chmod": "permission", "executable": "executable", "runnable": "executable",
		"owner": "owner", "owned": "owner", "ownership": "owner",
		"hidden": "hidden", "dotfiles": "hidden",
		"empty": "empty", "blank": "empty",
		"connection": "connection", "connections": "connection", "socket": "connection", "sockets": "connection",
		"internet": "network", "network": "network", "net": "network", "online": "network", "connectivity": "network",
		"json": "json", "jq": "json",
		"column": "column", "columns": "column", "field": "column", "fields": "column",
		"undo": "undo", "revert": "undo", "uncommit": "undo", "reset": "undo",
		"diff": "diff", "difference": "diff", "differences": "diff", "compare": "diff",
		"status": "status", "state": "status",
		"tree": "tree", "structure": "tree", "hierarchy": "tree",
		"current": "current", "working": "current", "pwd": "current",
		"host": "hostname", "hostname": "hostname", "machine": "system", "computer": "system", "box": "system",
		"week": "week", "month": "month", "calendar": "calendar", "cal": "calendar",
		"timezone": "timezone", "tz": "timezone",
		"epoch": "epoch", "timestamp": "epoch", "unix": "epoch",
		"symlink": "link", "symlinks": "link", "link": "link", "links": "link", "symbolic": "link",
		"case": "case", "insensitive": "insensitive", "ignoring": "ignore", "ignore": "ignore",
		"recursive": "recursive", "recursively": "recursive", "subdirectories": "recursive", "subfolders": "recursive",
		"contain": "contain", "contains": "contain", "containing": "contain", "mention": "contain", "mentions": "contain", "mentioning": "contain", "matching": "contain", "match": "contain", "with_text": "contain",
		"text": "text", "string": "text", "pattern": "text", "phrase": "text",
		"consecutive": "adjacent", "successive": "adjacent", "neighbouring": "adjacent", "neighboring": "adjacent", "adjacent": "adjacent",
		"repeated": "duplicate", "repeating": "duplicate", "repeats": "duplicate", "drop": "delete", "shortcut": "link",
		"modify": "change", "modifies": "change", "alter": "change", "altered": "change",
		"occur": "occur", "occurs": "occur", "occurring": "occur", "occurrence": "occur", "occurrences": "occur", "appear": "occur", "appears": "occur", "appearing": "occur",
		"update": "update", "refresh": "update", "bump": "update", "editing": "edit", "edits": "edit",
		"added": "append", "appended": "append", "appending": "append", "come": "append", "comes": "append", "coming": "append", "arrive": "append", "arrives": "append", "grows": "append", "growing": "append", "grow": "append",
		"gzipped": "gzip", "nobody": "not", "showing": "list", "printing": "list", "displaying": "list", "stream": "follow", "streaming": "follow", "live": "follow", "says": "say", "replacing": "replace", "changing": "change", "replaced": "replace", "extracting": "extract", "unpacking": "extract", "unzipping": "extract", "decompressing": "extract", "uncompressing": "extract", "untarring": "extract", "architecture": "architecture", "arch": "architecture",
	}
})

// synonymKeys are the synonyms' words in order, for typo correction.
var synonymKeys = sync.OnceValue(func() []string {
	keys := make([]string, 0, len(synonyms()))
	for k := range synonyms() {
		if len(k) >= 5 {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
})

// Tokens turns text into canonical words: lower case, punctuation gone,
// stopwords dropped, synonyms and plurals folded.
func Tokens(text string) []string {
	text = strings.ToLower(text)
	text = orderWords(text)
	// "but" before a way of leaving the file alone, or before the change
	// itself, adds no condition of its own
	text = butReplacer().Replace(text)
	text = strings.NewReplacer("get rid of", "remove", "user am i logged in as", "whoami", "who am i logged in as", "whoami", "am i logged in as", "whoami", "user am i", "whoami", "who am i", "whoami", "my user name", "whoami", "my username", "whoami", "my login name", "whoami", "show up", "appear", "shows up", "appears", "would look like", " ", "don't modify it", "not change file", "don't modify the file", "not change file", "don't change it", "not change file", "don't change the file", "not change file", "leave the file alone", "not change file", "leave it alone", "not change file", "without touching the file", "not change file", "without touching it", "not change file", "without modifying it", "not change file", "without modifying the file", "not change file", "without changing it", "not change file", "look like", " ", "looks like", " ", "am i currently in", "pwd", "am i in", "pwd", "where am i", "pwd", "free up", "reclaim", "make room", "reclaim", "how many", "howmany", "line numbers", "lineno", "line number", "lineno", "end of", "end_of", "what's", "whats", "i'm", "im").Replace(text)
	fields := strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	})
	out := make([]string, 0, len(fields))
	for i, f := range fields {
		if (f == "log" || f == "sign") && i+1 < len(fields) && (fields[i+1] == "out" || fields[i+1] == "off") {
			// "log out", "sign off": leaving a session, no log
			fields[i+1] = "logout"
			continue
		}
		if stopwords()[f] || isDigits(f) {
			continue
		}
		if e, ok := expansions[f]; ok {
			out = append(out, e...)
			continue
		}
		out = append(out, canon(f))
	}
	return out
}

// orderRes read the direction of an ordering: "a-z", "from smallest to
// largest", "ascending" are sort's own order; "z to a", "highest to
// lowest", "biggest first" are its reverse. Each direction becomes one
// word ("sort" or "reverse"), so that "largest" and "smallest" in it are
// not read as sizes.
var orderRes = sync.OnceValue(func() [2]*regexp.Regexp {
	small := `(?:smallest|lowest|least|low|small|fewest|min|minimum)`
	large := `(?:largest|highest|greatest|biggest|high|large|big|most|max|maximum)`
	return [2]*regexp.Regexp{
		regexp.MustCompile(`\b(?:in\s+)?(?:a\s*-\s*z|a\s+to\s+z|a\s*→\s*z|(?:from\s+)?` + small + `\s+(?:to|->|→)\s+` + large + `|ascending|increasing|` + small + `\s+first)(?:\s+order)?(?:\s+numbers?)?\b`),
		regexp.MustCompile(`\b(?:in\s+)?(?:z\s*-\s*a|z\s+to\s+a|z\s*→\s*a|(?:from\s+)?` + large + `\s+(?:to|->|→)\s+` + small + `|descending|decreasing|` + large + `\s+first|reverse\s+order)(?:\s+order)?(?:\s+numbers?)?\b`),
	}
})

var magnitudeRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:smallest|lowest|least|low|small|fewest|min|minimum|largest|highest|greatest|biggest|high|large|big|most|max|maximum)\b`)
})

// orderWords rewrites the directions of an ordering in lower-case text
// (see orderRes): the ascending one reads "sort" unless the text already
// says sort or order; the descending one reads "reverse", and "sort" too
// when the text says neither. An order of magnitudes ("from smallest to
// largest") is numeric too, unless it is of sizes.
func orderWords(text string) string {
	if !strings.ContainsAny(text, "azlhgbmnfdiers") {
		return text
	}
	res := orderRes()
	sorts := func(t string) bool {
		for _, w := range []string{"sort", "order", "alphabeti", "arrange", "rank"} {
			if strings.Contains(t, w) {
				return true
			}
		}
		return false
	}
	for i, re := range res {
		m := re.FindStringIndex(text)
		if m == nil {
			continue
		}
		said := text[m[0]:m[1]]
		rest := text[:m[0]] + " " + text[m[1]:]
		w := " "
		if i == 1 {
			w = " reverse "
		}
		if !sorts(rest) {
			w = " sort" + w
		}
		// "from largest to smallest", "highest first": an order of
		// magnitudes, which is numeric; of sizes, smallest first is no
		// order a listing by size (largest first) gives, so it stays
		// said, and largest first is the listing's own order
		switch {
		case !magnitudeRe().MatchString(said):
		case strings.Contains(rest, "size"):
			// sizes are listed largest first: that is their order, not
			// its reverse
			if i == 0 {
				w += "ascending "
			} else if w = " "; !sorts(rest) {
				w = " sort "
			}
		case !strings.Contains(rest, "numer") && !strings.Contains(rest, "number"):
			w += "numerically "
		}
		text = rest[:m[0]] + w + rest[m[0]+1:]
	}
	return text
}

var butReplacer = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("but with", "with", "but leave", "leave", "but don't", "don't", "but do not", "do not", "but without", "without")
})

// expansions are words that say two things: "alphabetize" is a sort in
// alphabetical order.
var expansions = map[string][]string{
	"alphabetize": {"sort", "alphabetical"}, "alphabetise": {"sort", "alphabetical"},
	"alphabetized": {"sort", "alphabetical"}, "alphabetised": {"sort", "alphabetical"},
}

func canon(w string) string {
	if s, ok := synonyms()[w]; ok {
		return s
	}
	if len(w) >= 5 {
		for _, k := range synonymKeys() {
			if editDistanceAtMost1(w, k) {
				return synonyms()[k]
			}
		}
	}
	if s := singular(w); s != w {
		if c, ok := synonyms()[s]; ok {
			return c
		}
		return s
	}
	return w
}

func singular(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 4 && (strings.HasSuffix(w, "ses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes")):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us"):
		return w[:len(w)-1]
	}
	return w
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// similar reports whether two canonical words match, allowing one typo in
// words of five letters or more.
func similar(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) < 5 || len(b) < 5 {
		// A named file, directory or path stands for any of them
		// (all but "target" are short; two "target"s are equal).
		return placeholder[a] && placeholder[b]
	}
	return editDistanceAtMost1(a, b)
}

func editDistanceAtMost1(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(b)-len(a) > 1 {
		return false
	}
	i, j, diff := 0, 0, 0
	for i < len(a) && j < len(b) {
		if a[i] == b[j] {
			i++
			j++
			continue
		}
		diff++
		if diff > 1 {
			return false
		}
		if len(a) == len(b) {
			// A swap of two neighbours counts as one typo.
			if i+1 < len(a) && a[i] == b[j+1] && a[i+1] == b[j] {
				i += 2
				j += 2
				continue
			}
			i++
		}
		j++
	}
	return diff+(len(b)-j)+(len(a)-i) <= 1
}

// score is the F1 measure of the request's words against a phrase's:
// recall (how much of the phrase the request says) and precision (how much
// of the request the phrase explains). A typo counts as 0.8 of a word.
func score(req, phrase []string, weak map[string]bool) float64 {
	if len(phrase) == 0 || len(req) == 0 {
		return 0
	}
	for _, p := range phrase {
		// a phrase that asks who asks for a person: a request that
		// does not ("write hello into x" and "who wrote x") is another
		// task ("when" and "where" are stop words, read by the grammar)
		if p == "who" && !slices.Contains(req, p) {
			return 0
		}
	}
	used := make([]bool, len(req))
	hit, total := 0.0, 0.0
	for _, p := range phrase {
		w := weight(p)
		total += w
		for i, r := range req {
			if used[i] {
				continue
			}
			if r == p {
				used[i] = true
				hit += w
				break
			}
			if similar(r, p) {
				used[i] = true
				hit += 0.8 * w
				break
			}
		}
	}
	if hit == 0 {
		return 0
	}
	// Unmatched words the catalogue never uses are most likely names
	// ("src", "nginx"): they count half against precision.
	extra := 0.0
	for i, r := range req {
		if used[i] {
			continue
		}
		switch {
		case weak[r]:
			extra += 0.5 * weight(r)
		case vocabulary()[r]:
			extra += weight(r)
		default:
			extra += 0.5
		}
	}
	recall := hit / total
	precision := hit / (hit + extra)
	return 2 * recall * precision / (recall + precision)
}

// weight is how much a word tells tasks apart, relative to a word the
// typical task uses: words in many tasks' phrases ("list", "file") weigh
// less, rare ones ("symlink", "move") more (inverse document frequency,
// scaled so the median word weighs about 1).
func weight(w string) float64 {
	if v, ok := weights()[w]; ok {
		return v
	}
	return 1
}

var weights = sync.OnceValue(func() map[string]float64 {
	tasks, _ := load()
	df := map[string]int{}
	for _, t := range tasks {
		seen := map[string]bool{}
		for _, st := range t.sayTokens {
			for _, w := range st {
				if !seen[w] {
					seen[w] = true
					df[w]++
				}
			}
		}
	}
	n := float64(len(tasks))
	out := make(map[string]float64, len(df))
	for w, d := range df {
		out[w] = math.Log(1+n/float64(d)) / math.Log(1+n/2)
	}
	return out
})

// placeholder words stand for a thing the request names.
var placeholder = map[string]bool{"target": true, "file": true, "name": true, "path": true}

// weakWords say little when a phrase does not use them: generic verbs
// always, and the names of slots when they stand for a value the request
// gave ("over 100M" reads "over size"). A request that says "size" itself
// ("list files by size") means it.
func weakWords(request string, rest []string) map[string]bool {
	weak := map[string]bool{"list": true, "find": true, "directory": true, "file": true}
	said := map[string]bool{}
	for _, w := range Tokens(request) {
		said[w] = true
	}
	for _, w := range rest {
		if slotWords[w] && !said[w] {
			weak[w] = true
		}
	}
	return weak
}

// slotWords are the words extract puts in place of slot values.
var slotWords = map[string]bool{"n": true, "target": true, "path": true, "name": true,
	"pattern": true, "size": true, "age": true, "since": true}

// vocabulary is every word the catalogue's phrases use.
var vocabulary = sync.OnceValue(func() map[string]bool {
	v := map[string]bool{}
	tasks, _ := load()
	for _, t := range tasks {
		for _, st := range t.sayTokens {
			for _, w := range st {
				v[w] = true
			}
		}
	}
	return v
})

// programFor is the program a request word asks for: a program's own
// name, or a word only that program's users say ("pull latest changes"
// is git; "convert video.mp4 to mp3" is ffmpeg, not tr).
func programFor(w string) string {
	if toolNames[w] {
		return w
	}
	return impliedProgram[w]
}

var impliedProgram = map[string]string{
	"pull": "git", "push": "git", "commit": "git", "rebase": "git", "checkout": "git", "clone": "git",
	"mp3": "ffmpeg", "mp4": "ffmpeg", "video": "ffmpeg", "audio": "ffmpeg", "pod": "kubectl",
}

// toolNames are names of well-known programs that are not also everyday
// English words (so not find, sort, head, kill, top, time, watch, which,
// make).
var toolNames = map[string]bool{
	"git": true, "docker": true, "podman": true, "kubectl": true, "helm": true, "ssh": true, "scp": true,
	"rsync": true, "tar": true, "zip": true, "unzip": true, "gzip": true, "gunzip": true, "curl": true,
	"wget": true, "npm": true, "npx": true, "yarn": true, "pip": true, "python": true, "python3": true,
	"node": true, "cargo": true, "rustc": true, "cmake": true, "systemctl": true,
	"journalctl": true, "brew": true, "apt": true, "dnf": true, "yum": true, "pacman": true, "snap": true,
	"flatpak": true, "ffmpeg": true, "vim": true, "nano": true, "emacs": true, "tmux": true, "crontab": true,
	"openssl": true, "gpg": true, "nginx": true, "mysql": true, "psql": true, "sqlite3": true, "java": true,
	"mvn": true, "gradle": true, "terraform": true, "ansible": true, "aws": true, "gcloud": true, "jq": true,
	"sed": true, "awk": true, "grep": true, "lsof": true, "netstat": true, "iptables": true, "ufw": true,
	"uniq": true, "wc": true, "cut": true, "chmod": true, "chown": true, "mkdir": true, "rmdir": true, "ln": true,
	"cp": true, "mv": true, "rm": true, "uname": true, "whoami": true, "printenv": true, "realpath": true,
	"readlink": true, "du": true, "df": true, "ps": true, "pgrep": true, "pkill": true, "xargs": true, "tr": true,
	"sha256sum": true, "md5sum": true, "nproc": true, "lsblk": true, "bzip2": true, "bunzip2": true,
	"xz": true, "unxz": true, "zstd": true, "7z": true, "rar": true, "unrar": true, "chgrp": true,
}
