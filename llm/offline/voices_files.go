package offline

import (
	"path"
	"strings"
)

// readFileVoices reads the ways people who come from other systems, or
// who state limits, say the everyday file operations, as the words the
// intents read: a DOS user's verbs and switches ("md x", "xcopy x y",
// "dir /s x", "attrib +r x"), a Finder user's ("Get Info on x", "the
// enclosing folder of x", "as a list view", "Spotlight for x", an aside
// "like a double-click would"), and limits that repeat what the request
// already asks ("not just the normal ones", "but keep y", "but nothing
// newer").
func (r *reading) readFileVoices() {
	r.spokenNames()
	r.dosVerbs()
	r.finderWords()
	r.redundantLimits()
}

// setWord makes token i the word w.
func (r *reading) setWord(i int, w string) {
	r.t[i].kind, r.t[i].raw, r.t[i].low, r.t[i].lem = kWord, w, w, ""
	r.t[i].dir, r.t[i].file, r.t[i].caps = false, false, false
}

// cut drops the tokens t[i:j]; the comma of the last one dropped stays
// on the token before, so that the clause still ends there.
func (r *reading) cut(i, j int) {
	if j > len(r.t) {
		j = len(r.t)
	}
	if i >= j {
		return
	}
	if i > 0 && r.t[j-1].comma {
		r.t[i-1].comma = true
	}
	r.t = append(r.t[:i], r.t[j:]...)
}

// words puts the plain words ws in place of t[i:j].
func (r *reading) words(i, j int, ws ...string) {
	var nt []tok
	for _, w := range ws {
		nt = append(nt, tok{raw: w, low: w, kind: kWord})
	}
	if len(nt) > 0 && j > i {
		nt[len(nt)-1].comma = r.t[j-1].comma
	}
	r.t = append(r.t[:i], append(nt, r.t[j:]...)...)
}

// dosSwitch is a DOS switch token ("/s", "/A") as its letter, "" when
// token i is none.
func (r *reading) dosSwitch(i int) string {
	if i < 0 || i >= len(r.t) {
		return ""
	}
	t := r.t[i]
	if t.kind != kPath && t.kind != kWord && t.kind != kFlag || len(t.raw) != 2 || t.raw[0] != '/' {
		return ""
	}
	return strings.ToLower(t.raw[1:])
}

// clauseStart reports whether token i begins the request or a clause.
func (r *reading) clauseStart(i int) bool {
	return i == 0 || r.t[i-1].comma || r.t[i].open || r.seqLow(i-1, "then|and|just|please|pls")
}

// dosVerbs reads a DOS command said as the request: "md x" is mkdir,
// "xcopy x y" a copy (of everything below), "ren x y" a rename, "dir x"
// a listing ("/a" with the hidden files, "/s" of every folder below,
// "/b" names only), "tree /f x" every file below, "attrib +r x" makes x
// read-only and "attrib -r x" writable again. A switch it does not know
// leaves the request as it is (unread, so unanswered).
func (r *reading) dosVerbs() {
	for i := 0; i < len(r.t); i++ {
		t := r.t[i]
		if t.kind != kWord {
			continue
		}
		next := func() bool { return i+1 < len(r.t) && !r.t[i].comma }
		switch t.low {
		case "md":
			// "md x" at the start of a clause: not "the md files"
			if r.clauseStart(i) && next() && !r.seqLow(i+1, "file|files|document|documents|doc|docs") {
				r.setWord(i, "mkdir")
				r.dropGloss(i+2, "make|create|directory|folder|dir")
			}
		case "del", "erase", "rd", "rmdir":
			// "del /s *.tmp", "rd /s /q old": /s goes down every folder,
			// /q and /f ask nothing rm does not do; another switch stays
			// (unread)
			if !r.clauseStart(i) || r.dosSwitch(i+1) == "" {
				continue
			}
			if t.low == "rd" || t.low == "rmdir" {
				r.setWord(i, "remove")
			}
			for j := i + 1; r.dosSwitch(j) != ""; {
				switch r.dosSwitch(j) {
				case "s":
					r.words(j, j+1, "recursively")
					j++
				case "q", "f":
					r.cut(j, j+1)
				default:
					j = len(r.t)
				}
			}
		case "ren":
			if r.clauseStart(i) && next() && (r.t[i+1].file || r.t[i+1].dir || r.t[i+1].kind == kFile || r.t[i+1].kind == kPath) {
				r.setWord(i, "rename")
			}
		case "xcopy":
			if !next() {
				continue
			}
			r.setWord(i, "copy")
			// "xcopy src dest": the second name is where it goes
			if i+2 < len(r.t) && (r.t[i+1].dir || r.t[i+1].file) && !r.t[i+1].comma && (r.t[i+2].kind == kWord || r.t[i+2].kind == kPath) &&
				!r.t[i+2].dir && !knownWord(r.t[i+2].low) && !fillerWords[r.t[i+2].low] {
				r.t = append(r.t[:i+2], append([]tok{{raw: "to", low: "to", kind: kWord}}, r.t[i+2:]...)...)
			}
			// its switches: /s and /e copy the folders below (cp -r
			// does); /i, /y, /h, /q ask nothing cp -r does not do
			for j := i + 1; j < len(r.t); j++ {
				switch r.dosSwitch(j) {
				case "s", "e":
					r.words(j, j+1, "recursively")
				case "i", "y", "h", "q", "k":
					r.cut(j, j+1)
					j--
				}
			}
		case "dir", "tree":
			// "dir /s x", "dir x", "like dir /a": the DOS listing; "dir"
			// is a folder word elsewhere ("the quilting dir")
			j := i + 1
			var ws []string
			ok := true
			for ; r.dosSwitch(j) != ""; j++ {
				switch sw := r.dosSwitch(j); {
				case t.low == "dir" && sw == "a":
					ws = append(ws, "hidden", "too")
				case sw == "s" && t.low == "dir", sw == "f" && t.low == "tree":
					ws = append(ws, "recursively")
				case sw == "b" && t.low == "dir":
					ws = append(ws, "names", "only")
				default:
					ok = false
				}
			}
			// "dir *.txt", "dir notes": what a listing of here names
			named := j < len(r.t) && (r.t[j].dir || r.t[j].kind == kPath || r.t[j].kind == kFile || strings.HasPrefix(r.t[j].raw, "*"))
			if !ok || j == i+1 && (t.low == "tree" || !r.clauseStart(i) || j >= len(r.t) || !(named || r.seqLow(j, "the|my|this|our"))) {
				continue
			}
			if r.seqLow(i-1, "like") {
				// "hidden files too, like dir /a": what the switches say
				r.words(i-1, j, ws...)
			} else {
				r.words(i, j, append([]string{"list"}, ws...)...)
			}
		case "attrib":
			sw := ""
			if i+1 < len(r.t) {
				sw = strings.ToLower(r.t[i+1].raw)
			}
			if sw != "+r" && sw != "-r" || i+2 >= len(r.t) || !(r.t[i+2].kind == kFile || r.t[i+2].file) {
				continue
			}
			f := r.t[i+2]
			f.comma = false
			mode := "read-only"
			if sw == "-r" {
				mode = "writable"
			}
			// the rest of the request often says it again ("— make it
			// read-only for everybody"): it is read as it is
			rest := append([]tok{}, r.t[i+3:]...)
			r.t = append(r.t[:i], tok{raw: "make", low: "make", kind: kWord}, f)
			r.t = append(r.t, tok{raw: mode, low: mode, kind: kWord, comma: true})
			if said(rest, mode) || said(rest, strings.SplitN(mode, "-", 2)[0]) || said(rest, "write") {
				rest = dropRedo(rest)
			}
			r.t = append(r.t, rest...)
			return
		}
	}
}

// said reports whether the words ws hold w.
func said(ws []tok, w string) bool {
	for _, t := range ws {
		if t.low == w {
			return true
		}
	}
	return false
}

// dropRedo drops the verb and pronoun of a clause that says again what
// was just said of the same thing ("make it read-only for everybody"
// after "make x read-only"): what it adds ("for everybody") stays.
func dropRedo(ws []tok) []tok {
	var out []tok
	for _, t := range ws {
		if t.kind == kSym || t.kind == kWord && oneOf("make|set|it|read-only|read|only|writable|writeable|write|so|that", t.low) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// finderWords reads what a Finder (or Explorer) user says: "Get Info on
// x" asks for x's details, "the enclosing folder of a/b/c.md" is a/b,
// "as a list view" a long listing, "Spotlight for x" a search, "an alias"
// a link; "so I end up with x.zip" names what is made; an aside that
// says how the desktop would do it ("like a double-click would", "the
// way Finder does", "like clicking the name in Finder and typing") says
// nothing a command needs.
func (r *reading) finderWords() {
	for i := 0; i < len(r.t); i++ {
		switch {
		case r.seqLow(i, "get", "info"):
			// "Get Info on x": its details
			n := 2
			if r.seqLow(i+2, "on|for|about|of") {
				n = 3
			}
			r.words(i, i+n, "details", "of")
		case r.seqLow(i, "enclosing|containing", "folder|directory|dir", "of|for") && i+3 < len(r.t) && (r.t[i+3].kind == kFile || r.t[i+3].kind == kPath):
			d := path.Dir(r.t[i+3].raw)
			if d == "." || d == "/" || r.t[i+3].kind == kPath && strings.HasSuffix(r.t[i+3].raw, "/") {
				continue
			}
			s := i
			if r.seqLow(i-1, "the") {
				s = i - 1
			}
			nt := tok{raw: d, low: strings.ToLower(d), kind: kPath, dir: isDirHere(r.plat, d), comma: r.t[i+3].comma}
			r.t = append(r.t[:s], append([]tok{nt}, r.t[i+4:]...)...)
			// "what else is in it": what is in it
			if s >= 3 && r.seqLow(s-3, "else", "is|are", "in|inside") {
				r.cut(s-3, s-2)
			}
			i = s
		case r.seqLow(i, "as|in") && (r.seqLow(i+1, "a", "list", "view") || r.seqLow(i+1, "list", "view")):
			n := 3
			if r.seqLow(i+1, "a") {
				n = 4
			}
			r.words(i, i+n, "in", "long", "format")
		case r.seqLow(i, "spotlight") && r.clauseStart(i):
			n := 1
			if r.seqLow(i+1, "search") {
				n = 2
			}
			r.words(i, i+n, "search")
		case r.seqLow(i, "so", "that", "i|we|you", "end", "up", "with") || r.seqLow(i, "so", "i|we|you", "end", "up", "with"):
			// "compress x so I end up with x.zip": what is made
			n := 5
			if r.seqLow(i+1, "that") {
				n = 6
			}
			if i+n < len(r.t) && r.t[i+n].kind == kFile && (i+n+1 == len(r.t) || r.t[i+n].comma) {
				r.words(i, i+n, "into")
			}
		case r.seqLow(i, "like|the"):
			if j, ok := r.desktopAside(i); ok {
				r.cut(i, j)
				i--
			}
		}
	}
	// "move x to the trash", "an alias on the desktop": a place of the
	// desktop's, which no command here reaches; it stays a mark no
	// intent reads (not a name for a new folder)
	for i := 0; i+1 < len(r.t); i++ {
		if !r.seqLow(i, "to|into|in|on|onto") {
			continue
		}
		j := i + 1
		if r.seqLow(j, "the|my|your") {
			j++
		}
		n := 0
		switch {
		case r.seqLow(j, "recycle|recycling|trash", "bin|can"):
			n = 2
		case r.seqLow(j, "trash|bin|wastebasket|desktop"):
			n = 1
		}
		if n > 0 && (j+n == len(r.t) || r.t[j+n-1].comma || !r.seqLow(j+n, "folder|directory|dir")) {
			r.t = append(r.t[:i], append([]tok{{raw: "<desktop place>", low: "<desktop place>", kind: kSym, comma: r.t[j+n-1].comma}}, r.t[j+n:]...)...)
		}
	}
	// "in the same folder", "right here in the same folder": here, when
	// all the request names is here (not "the same folder as x", nor
	// next to "gradebook/x.csv": that one's)
	for _, t := range r.t {
		if (t.kind == kFile || t.kind == kPath) && strings.Contains(strings.TrimSuffix(t.raw, "/"), "/") {
			return
		}
	}
	for i := 0; i+3 < len(r.t)+1; i++ {
		if r.seqLow(i, "in", "the", "same", "folder|directory|dir|place") && !r.seqLow(i+4, "as") {
			r.words(i, i+4, "here")
		}
	}
}

// desktopWords name what a desktop does for a person: an aside holding
// one says how the desktop would do it.
var desktopWords = "finder|explorer|desktop|double-click|double-clicking|click|clicking|right-click|drag|dragging|info|mac|macos|windows|gui|mouse|spotlight|icon|window"

// desktopAside reports whether an aside of how a desktop does it starts
// at i ("like a double-click would", "the way Finder does", ", like
// clicking the name in Finder and typing"), and where it ends: plain words
// to the end of the clause, ending in "would|does|do" or naming the
// desktop.
func (r *reading) desktopAside(i int) (int, bool) {
	s := i + 1
	if r.seqLow(i, "the") {
		if !r.seqLow(i+1, "way") {
			return 0, false
		}
		s = i + 2
	}
	j := s
	desk := false
	for ; j < len(r.t); j++ {
		t := r.t[j]
		if t.kind != kWord || t.dir || t.file {
			return 0, false
		}
		desk = desk || oneOf(desktopWords, t.low)
		if t.comma {
			j++
			break
		}
	}
	if j == s || !(desk || r.seqLow(j-1, "would|does|do|did")) {
		return 0, false
	}
	// the aside is a clause of its own: after a comma, or closing the
	// request
	if !(i > 0 && r.t[i-1].comma || j == len(r.t) || r.t[j-1].comma) {
		return 0, false
	}
	for _, t := range r.t[s:j] {
		if numWords[t.low] > 0 || ordWords[t.low] > 0 {
			return 0, false
		}
	}
	return j, true
}

// namedOnly reports whether t[i:j] names files one by one and nothing
// else: "x.tmp and y.tmp", not "the logs folder", "all files in logs" or
// "*.log", whose deletion takes the file kept along with it.
func (r *reading) namedOnly(i, j int) bool {
	n := 0
	for _, t := range r.t[i:j] {
		switch {
		case (t.kind == kFile || t.kind == kPath) && !t.dir && !strings.ContainsAny(t.raw, "*?["):
			n++
		case t.kind == kWord && oneOf("and|the|file|files", t.low) && !(t.low == "files" && n == 0):
		default:
			return false
		}
	}
	return n > 0
}

// redundantLimits drops the limits that say again what the request asks:
// "show the hidden files too, not just the normal ones" ("too"), "list
// only the hidden files, not the regular ones", "delete x.tmp but keep
// x.txt" (the file kept is not named to be deleted), "older than 30
// days, but nothing newer", "(move it, don't copy)".
func (r *reading) redundantLimits() {
	has := func(ws string) int {
		for k, t := range r.t {
			if t.kind == kWord && oneOf(ws, t.low) {
				return k
			}
		}
		return -1
	}
	for i := 0; i < len(r.t); i++ {
		switch {
		case r.seqLow(i, "not", "just|only") && r.normalOnes(i+2) > 0 && has("hidden|dotfiles|invisible") >= 0:
			// "the hidden files too, not just the normal ones"
			r.words(i, i+2+r.normalOnes(i+2), "too")
		case r.seqLow(i, "not|but") && r.normalOnes(i+1) > 0 && (i == 0 || r.t[i-1].comma) && has("only|just") >= 0 && has("hidden|dotfiles") >= 0:
			// "only the hidden files, not the regular ones"
			r.cut(i, i+1+r.normalOnes(i+1))
			i--
		case r.seqLow(i, "but", "keep|spare|leave") && i > 0:
			// "delete x.tmp but keep x.txt": what is kept is not touched
			j := i + 2
			for j < len(r.t) && (r.t[j].kind == kFile || r.seqLow(j, "and")) {
				j++
			}
			if j > i+2 && r.t[j-1].kind == kFile && (j == len(r.t) || r.t[j-1].comma) && has("delete|remove|rm|del|erase|trash") >= 0 && has("delete|remove|rm|del|erase|trash") < i &&
				r.namedOnly(has("delete|remove|rm|del|erase|trash")+1, i) {
				r.cut(i, j)
				i--
			}
		case r.seqLow(i, "but|and", "nothing|none", "newer|younger|older|else") && i > 0 && (i+3 == len(r.t) || r.t[i+2].comma):
			// "older than 30 days, but nothing newer"
			// (the window is read after this: its unit ends it here)
			if r.t[i-1].kind == kWindow || r.seqLow(i-1, "day|days|week|weeks|month|months|year|years|hour|hours|minutes") && has("older|newer|younger") >= 0 && has("older|newer|younger") < i {
				r.cut(i, i+3)
				i--
			}
		case r.seqLow(i, "not", "the") && (r.seqLow(i+2, "lines|line") || r.seqLow(i+2, "matching", "lines|line")) && i > 0 && has("names|filenames|name") >= 0 && has("names|filenames|name") < i:
			// "only the names of the files that contain x, not the lines
			// themselves": the names said, the lines left out
			j := i + 3
			if r.seqLow(i+2, "matching") {
				j++
			}
			if r.seqLow(j, "themselves") {
				j++
			}
			if j == len(r.t) || r.t[j-1].comma {
				r.cut(i, j)
				i--
			}
		case r.seqLow(i, "including|with|plus", "the|any|all?", "hidden", "files|ones|dotfiles") || r.seqLow(i, "including|with|plus", "hidden", "files|ones|dotfiles"):
			// "copy x to y, and I mean including the hidden files": a
			// folder's copy (cp -r) holds them anyway
			j := i + 3
			if !r.seqLow(i+1, "hidden") {
				j++
			}
			cp, d := has("copy|cp|duplicate|xcopy"), -1
			for k, t := range r.t[:i] {
				if t.dir {
					d = k
				}
			}
			if cp >= 0 && cp < i && d >= 0 && (j == len(r.t) || r.t[j-1].comma) && !r.seqLow(i-1, "not|except|without") {
				r.cut(i, j)
				i--
			}
		case r.seqLow(i, "no|without", "other|more|further", "details|detail|info|information|columns") && (i+3 == len(r.t) || r.t[i+2].comma) && has("names|filenames") >= 0 && has("names|filenames") < i:
			// "only the names, no other details"
			r.cut(i, i+3)
			i--
		case r.seqLow(i, "do|did", "not", "copy|duplicate") || r.seqLow(i, "not|never", "copy|duplicate"):
			// "drag x into y (move it, don't copy)": a move
			if i == 0 || !(r.t[i-1].comma || r.seqLow(i-1, "and|but|it|them")) {
				continue
			}
			j := i + 2
			if r.seqLow(i, "do|did") {
				j++
			}
			if r.seqLow(j, "it|them") {
				j++
			}
			if !(j == len(r.t) || r.t[j-1].comma) {
				continue
			}
			s := i
			// "move it, don't copy": the move said again goes too
			k := s - 1
			if r.seqLow(k, "it|them") {
				k--
			}
			if k > 0 && r.seqLow(k, "move|moving") && r.clauseStart(k) {
				s = k
			}
			mv := has("move|drag|relocate|mv")
			if mv < 0 || mv >= s && s == i {
				continue
			}
			r.cut(s, j)
			i = s - 1
		}
	}
}

// normalOnes is how many tokens from i say "the normal ones" (visible
// files, as against hidden ones), 0 when none do.
func (r *reading) normalOnes(i int) int {
	j := i
	if r.seqLow(j, "the") {
		j++
	}
	if !r.seqLow(j, "normal|regular|visible|ordinary|usual|non-hidden|unhidden") {
		return 0
	}
	j++
	if r.seqLow(j, "ones|files|items|entries|stuff") {
		j++
	}
	if r.seqLow(j, "too|as", "well") {
		return 0
	}
	return j - i
}

// seqAny reports whether the words ws (exact, "|" for either) are
// somewhere in the request, in a row, read or not.
func (u *utt) seqAny(ws ...string) bool {
	for i := range u.t {
		ok := true
		for k, w := range ws {
			if i+k >= len(u.t) || !oneOf(w, u.t[i+k].low) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// iFileDetails: the details of one file, as ls -l shows them: "the
// details of x", "Get Info on x: its size, when it was modified and its
// permissions", "x in long format".
func iFileDetails(u *utt) *answer {
	fs := u.kinds(kFile)
	if len(fs) != 1 || !isFileHere(u.plat, u.t[fs[0]].raw) {
		return nil
	}
	if !(u.take("=details", "=detail", "=detailed", "=info", "=information", "=properties", "=attributes") || u.takeSeq("long", "format|listing") || u.takeSeq("ls", "-l")) {
		return nil
	}
	f := u.use(fs[0]).raw
	// what ls -l shows of it, named one by one
	u.takeAll("=show", "=list", "=give", "=get", "=see", "=display", "=its", "=size", "=modified", "=changed", "=last", "=date", "=dates", "=time",
		"=permissions", "=perms", "=owner", "=when", "=was", "=it", "=and", "=the", "=of", "=on", "=for", "=about", "=in", "=with", "=all")
	return &answer{cmd: "ls -l " + quote(f), thought: "ls -l shows the file's permissions, owner, size and when it was last modified"}
}

// dropGloss drops a bracketed gloss at i that says again what the DOS
// command before it does ("md x (make a directory with that name)"):
// plain words, one of them from says, to the end of the bracket.
func (r *reading) dropGloss(i int, says string) {
	if i >= len(r.t) || !r.t[i].open {
		return
	}
	j, hit := i, false
	for ; j < len(r.t); j++ {
		t := r.t[j]
		if t.kind != kWord || t.dir || t.file || numWords[t.low] > 0 {
			return
		}
		hit = hit || oneOf(says, t.low)
		if t.comma {
			j++
			break
		}
	}
	if hit {
		r.cut(i, j)
	}
}

// iDeleteFound: delete the files a search picks by a condition: "remove
// the empty files in x", "delete the files in x older than 30 days",
// "erase the files over 1 GB under x": find with -delete (-print names
// each file as it goes).
func iDeleteFound(u *utt) *answer {
	// the files said ("the empty files in x"); "the empty folder x" is
	// the folder's (iRemove)
	if u.kinds(kFile) != nil || u.kinds(kExt) != nil || !u.said("files", "file") || u.said("folder", "folders", "directory", "directories", "dir", "dirs") && !u.said("files") ||
		!u.take("=delete", "=remove", "=rm", "=erase", "=trash", "=del") {
		return nil
	}
	s, ok := u.takeFindSpec()
	if !ok || s.dir == "" || s.typ == "d" || s.name != "" || s.notName != "" || !(s.empty || s.window != nil || s.sizeCmp != 0) {
		return nil
	}
	// "and only the empty ones": said again
	if s.empty {
		u.takePhrase("and?", "only|just", "the", "empty", "ones|files")
	}
	u.takeAll("=all", "=every", "=each", "=the", "=in", "=inside", "=under", "=within", "=from", "=that", "=which", "=are", "=is")
	if u.has("count", "largest", "small", "sort", "copy", "move", "newest", "oldest", "=list", "show") {
		return nil
	}
	s.typ = "f"
	return &answer{cmd: s.render(u.plat) + deleteFound(u.plat, false), thought: findThought(s) + "; -print names each file as -delete deletes it"}
}

// moreDirs reads the folders named after dir with "and" ("under pyproj
// and garden", "in src, docs and tests"): each a folder here.
func (u *utt) moreDirs(dir string) []string {
	if dir == "" || dir == "." {
		return nil
	}
	at := -1
	for i, t := range u.t {
		if t.used && t.raw == dir && (t.dir || t.kind == kPath) {
			at = i
		}
	}
	if at < 0 {
		return nil
	}
	var out []string
	for i := at + 1; i+1 < len(u.t); i += 2 {
		if !(u.seq(i, "and") || u.t[i-1].comma && u.t[i].dir) {
			break
		}
		j := i + 1
		if !u.seq(i, "and") {
			j = i
		}
		t := u.t[j]
		if t.used || !t.dir || t.kind != kWord && t.kind != kPath {
			break
		}
		if j == i {
			i-- // "src, docs": no "and" between them
		}
		u.useN(i, j-i+1)
		out = append(out, t.raw)
	}
	return out
}

// spokenNames joins a name dictated with its punctuation said as words:
// "tide-table dot txt" is tide-table.txt, "recipes slash desserts" is
// recipes/desserts. The part before is a name (no word of the lexicon
// unless it is a file or folder here), the extension one people use.
func (r *reading) spokenNames() {
	nameLike := func(t tok) bool {
		return (t.kind == kWord || t.kind == kPath || t.kind == kFile) && !fillerWords[t.low] && numWords[t.low] == 0 &&
			(t.dir || t.file || t.kind != kWord || !knownWord(t.low)) && strings.IndexFunc(t.low, func(c rune) bool { return c == ' ' }) < 0
	}
	for i := 0; i+2 < len(r.t); i++ {
		a, b := r.t[i], r.t[i+2]
		var raw string
		switch {
		case r.seqLow(i+1, "dot") && !a.comma && !r.t[i+1].comma && nameLike(a) && b.kind == kWord && (extWords[b.low] != "" || archiveKind("x."+b.low) != "" || oneOf("txt|csv|md|log|sh|py|json|pdf|jpg|png|html|zip|tar|gz|tgz|conf|cfg|ini|yaml|yml|xml|doc|docx|mp3|wav", b.low)):
			raw = a.raw + "." + b.raw
		case r.seqLow(i+1, "slash") && !a.comma && !r.t[i+1].comma && nameLike(a) && nameLike(b):
			raw = a.raw + "/" + b.raw
		default:
			continue
		}
		nt := classify(raw, strings.ToLower(raw), r.plat)
		nt.comma = b.comma
		r.t = append(r.t[:i], append([]tok{nt}, r.t[i+3:]...)...)
		i-- // "a slash b slash c"
	}
}
