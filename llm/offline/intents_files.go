package offline

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/caro-sh/caro/platform"
)

// ─────────────────────────── making things ───────────────────────────

// nameTok reports whether token i can be the name of something to make:
// a path, a file's name, or a word that is no filler.
func (u *utt) nameTok(i int) bool {
	if i < 0 || i >= len(u.t) || u.t[i].used {
		return false
	}
	t := u.t[i]
	switch t.kind {
	case kPath, kFile, kQuoted:
		return true
	case kWord:
		return !fillerWords[t.low] && !knownWord(t.low) && !notAName[t.low] || t.dir || t.file
	case kNum:
		return true
	}
	return false
}

// takeParentNamed consumes a folder of a path to make named again as
// one to make with it: "create a/2027/q1 along with the 2027 folder",
// "… and the a folder too" (mkdir -p makes the parents).
func (u *utt) takeParentNamed() {
	for _, p := range u.kinds(kPath) {
		parts := strings.Split(strings.Trim(u.t[p].raw, "/"), "/")
		for i := range u.t {
			j := i
			switch {
			case u.seq(i, "along|together", "with"):
				j += 2
			case u.seq(i, "with|and|plus|including"):
				j++
			default:
				continue
			}
			if u.seq(j, "the|its") {
				j++
			}
			if j >= len(u.t) || u.t[j].used || j == p || !slices.Contains(parts[:len(parts)-1], u.t[j].raw) {
				continue
			}
			k := j + 1
			if u.seq(k, "folder|directory|dir|one") {
				k++
			}
			if u.seq(k, "too|also") {
				k++
			} else if u.seq(k, "as", "well") {
				k += 2
			}
			u.useN(i, k-i)
			return
		}
	}
}

// iMkdir: mkdir -p, for one or more names, inside a directory if asked.
func iMkdir(u *utt) *answer {
	if at := u.bareDirOrder(); at >= 0 {
		// "a folder called scans, please": no verb, but an order for
		// one that is not here
		if !missingHere(u.plat, u.t[at].raw) {
			return nil
		}
		u.useN(0, len(u.t))
		return &answer{cmd: "mkdir -p " + quote(u.t[at].raw), thought: "mkdir -p makes the directory, and any missing parents"}
	}
	typed := u.take("=mkdir")
	if !typed {
		// "dirs a/b/c, parents too": the parents say it is to be made;
		// so does "folders a/b/c, none of them exist yet"
		// "nested folders a/b/c", where there is no a/b: the levels to be
		// made, said with no verb
		parents := (u.said("parents") || u.notThereYet(false) || u.said("nested") && u.missingNested()) && u.has("dir") && u.kinds(kPath) != nil && !u.has("=list", "=show", "=ls", "find", "count", "delete")
		if parents {
			u.take("make", "=new", "=add", "=setup")
		} else if !u.has("dir") && !u.has("=structure", "=hierarchy") && !(u.seqAny("in", "between") && u.kinds(kPath) != nil) || !u.take("make", "=new", "=add", "=setup") && !u.said("need", "want") {
			return nil
		}
	}
	u.takeSeq("along", "with", "its|any|the", "parents|parent")
	u.takeSeq("parents", "included")
	u.takeSeq("including", "parents")
	// "and make the parent folders too if they aren't there yet": what
	// mkdir -p does, said as a second step
	if u.said("parent", "parents") {
		u.takePhrase("and?", "make|create", "the|any|its?", "parent|parents", "folders|directories|dirs?")
		u.takePhrase("if|when", "they|it", "are|is|do|does", "not", "there|exist", "yet|already?")
		u.takePhrase("if|when", "they|it", "are|is", "missing|absent")
	}
	// "with the folders above it made as well"
	u.takePhrase("with", "the|its|all?", "folders|directories|parents|ones", "above|over", "it|them", "made|created?", "as|too?", "well?")
	// "with all the folders in between", "and the ones in between"
	u.takePhrase("with|and|plus|including", "all?", "the|any?", "folders|directories|dirs|ones|levels|parents", "in", "between")
	u.takeParentNamed()
	u.notThereYet(true)
	u.takeAll("=structure", "=hierarchy", "=tree", "=included", "=including", "=too")
	for i := range u.t {
		// "with (the) name X", "with name X"
		if u.seq(i, "with", "name") || u.seq(i, "with", "the", "name") {
			k := i + 2
			if u.seq(i+1, "the") {
				k = i + 3
			}
			if k < len(u.t) && !u.t[k].used && u.t[k].kind == kWord {
				u.t[k].kind = kPath
				u.useN(i, k-i)
			}
		}
	}
	u.takeAll("=new", "=empty", "=nested", "=parent", "=parents", "=missing", "=intermediate", "=any", "=recursive", "=recursively", "=-p", "=all", "=including", "=necessary", "=needed", "=too", "=as", "=well")
	// the parent: "inside scratchpad", "in the docs folder"
	parent := ""
	for i := range u.t {
		if u.seq(i, "inside|in|under|within|into|beneath") && i+1 < len(u.t) {
			j := i + 1
			noun := false // "inside the folder accountant", "inside a new folder paint-pots"
			for u.seq(j, "the|a|an|my|existing") || j < len(u.t) && u.t[j].used && u.t[j].low == "new" || !noun && u.word(j, "=folder", "=directory", "=dir") {
				noun = noun || u.word(j, "=folder", "=directory", "=dir")
				j++
			}
			others := 0
			for k, t := range u.t {
				if k != j && !t.used && (t.kind == kPath || t.kind == kWord && !knownWord(t.low) && !fillerWords[t.low]) {
					others++
				}
			}
			if j < len(u.t) && !u.t[j].used && (u.t[j].dir || noun && u.nameTok(j) || (u.t[j].kind == kPath || u.t[j].kind == kWord && !knownWord(u.t[j].low) && !fillerWords[u.t[j].low]) && others > 1) {
				parent = u.t[j].raw
				u.useN(i, j-i+1)
				u.dirNoun(j)
				break
			}
		}
	}
	if u.seq(u.at("=cd"), "cd") {
		return nil // "and cd into it": a shell of its own, not a name
	}
	if parent == "" {
		// "next to sales-q3.csv": beside a file here, so here
		for i := range u.t {
			if u.seq(i, "next|beside|alongside") && i+1 < len(u.t) {
				j := i + 1 + b2i(u.seq(i+1, "to"))
				if j < len(u.t) && !u.t[j].used && u.t[j].kind == kFile && !strings.Contains(u.t[j].raw, "/") && isFileHere(u.plat, u.t[j].raw) {
					u.useN(i, j-i+1)
				}
				break
			}
		}
	}
	// "my-project with subfolders src and docs": the names after it go
	// in the one before it
	with := -1
	for i := range u.t {
		if u.seq(i, "with|containing", "subfolders|subdirectories|subdirs|sub-folders|sub-directories|folders|directories|dirs") {
			with = i
			u.useN(i, 2)
			break
		}
	}
	var names []string
	var at []int
	for i := range u.t {
		listed := u.seq(i, "a") && u.t[i].comma // "a, b and c": a name, no article
		if !listed && (u.word(i, "dir") || u.seq(i, "and|,|called|named|the|a|an|one|two|three|four|five|folders|directories")) {
			continue
		}
		if !listed && !u.nameTok(i) || u.t[i].kind == kFile {
			continue
		}
		// a path, a name given ("named x"), or a word right after the
		// noun or "mkdir" ("new folder reports"), or in a list of them
		near := u.t[i].kind == kPath || u.t[i].kind == kQuoted || u.lowAny(i-1) == "mkdir" || u.lowAny(i-1) == "-p" ||
			i > 0 && u.t[i-1].kind == kWord && lemma(u.t[i-1].low) != u.t[i-1].low && contains(lexicon()[lemma(u.t[i-1].low)], "dir") ||
			i > 0 && contains(lexicon()[u.t[i-1].low], "dir") ||
			len(names) > 0 && (u.lowAny(i-1) == "and" || u.lowAny(i-1) == "," || u.t[i-1].comma || u.t[i-1].used && u.t[i-1].raw == names[len(names)-1]) ||
			u.nameBeforeNoun(i)
		if !near {
			continue
		}
		if u.t[i].kind == kNum && len(names) == 0 && u.t[i].kind != kPath {
			continue
		}
		names = append(names, u.use(i).raw)
		at = append(at, i)
	}
	u.takeSeq("along", "with", "its|any|the", "parents|parent")
	if len(names) == 0 {
		return nil
	}
	if with >= 0 {
		if len(names) < 2 || at[0] > with || at[1] < with || parent != "" {
			return nil
		}
		parent, names = names[0], names[1:]
		u.takeSeq("in|inside", "it")
	}
	if with < 0 && parent == "" {
		names = u.nestNames(names, at)
	}
	u.takeAll("dir", "=and", "=called", "=named", "=two", "=three", "=four", "=five", "=both", "=here")
	u.here()
	for _, i := range u.nums() {
		if int(u.t[i].num) == len(names) {
			u.use(i) // "make 3 folders a b c"
		}
	}
	for i := range names {
		if parent != "" {
			names[i] = strings.TrimSuffix(parent, "/") + "/" + names[i]
		}
	}
	return &answer{cmd: "mkdir -p " + quoteAll(names), thought: "mkdir -p makes the directory, and any missing parents"}
}

// missingNested reports whether every path the request names has
// levels (a/b) and is not here, nor its parent: folders that nest, to
// be made.
func (u *utt) missingNested() bool {
	ps := u.kinds(kPath)
	for _, i := range ps {
		p := strings.TrimSuffix(u.t[i].raw, "/")
		d := filepath.Dir(p)
		if !strings.Contains(p, "/") || !missingHere(u.plat, p) || !missingHere(u.plat, d) {
			return false
		}
	}
	return len(ps) > 0
}

// bareDirOrder reads a request that names one folder and asks for it
// with no verb: "folder called scans please", "a new directory named x,
// please", "please, a folder called x". It is the index of the name, or
// -1: the whole request must be that phrase, so no verb hides in it.
func (u *utt) bareDirOrder() int {
	i, n := 0, len(u.t)
	if u.seq(i, "please") {
		i++
	} else if u.seq(n-1, "please") {
		n--
	} else {
		return -1
	}
	if u.seq(i, "a|an|one") {
		i++
	}
	if u.seq(i, "new|empty") {
		i++
	}
	if !u.seq(i, "folder|directory|dir|subfolder") {
		return -1
	}
	i++
	if u.seq(i, "called|named") {
		i++
	}
	if i != n-1 || u.t[i].used || !(u.t[i].kind == kPath || u.t[i].kind == kQuoted || u.t[i].kind == kWord && !knownWord(u.t[i].low) && !fillerWords[u.t[i].low]) {
		return -1
	}
	return i
}

// subDirWords name a folder inside another ("a subfolder drafts").
var subDirWords = map[string]bool{"subfolder": true, "subdir": true, "subdirectory": true, "sub-folder": true, "sub-directory": true, "sub-dir": true}

// nestNames reads folders named one inside the other: "x, and inside
// it a folder y", "x with a subdir y in it", "the docs folder to have a
// subfolder y": y goes in x (and mkdir -p x/y makes both).
func (u *utt) nestNames(names []string, at []int) []string {
	inIt := func(i int) bool {
		return u.seq(i, "inside|in|within|into", "it|there|that|this") && (i+2 >= len(u.t) || !u.nameTok(i+2) || u.t[i+2].used)
	}
	sub := func(from, to int) bool {
		for k := from; k < to && k < len(u.t); k++ {
			if k >= 0 && (subDirWords[u.t[k].low] || inIt(k)) {
				return true
			}
		}
		return false
	}
	// an existing folder before the first name: "the exports folder to
	// have a subfolder called 2026"
	for k := at[0] - 1; k >= 0; k-- {
		if t := u.t[k]; !t.used && t.dir && sub(k+1, at[0]) {
			names = append([]string{u.use(k).raw}, names...)
			at = append([]int{k}, at...)
			break
		}
	}
	out := []string{names[0]}
	for k := 1; k < len(names); k++ {
		end := len(u.t)
		if k+1 < len(at) {
			end = at[k+1]
		}
		// the marker between the two, or "y in it" right after y
		if sub(at[k-1]+1, at[k]) || inIt(at[k]+1) && at[k]+1 < end {
			last := out[len(out)-1]
			out[len(out)-1] = strings.TrimSuffix(last, "/") + "/" + names[k]
			for i := at[k-1] + 1; i < min(end, at[k]+3); i++ {
				if subDirWords[u.t[i].low] || inIt(i) {
					u.use(i)
				}
				if inIt(i) {
					u.use(i + 1)
				}
			}
			continue
		}
		out = append(out, names[k])
	}
	return out
}

// iTouch: create empty files, or bring their modification time to now.
func iTouch(u *utt) *answer {
	typed := u.take("=touch")
	update := u.has("=update", "=refresh", "=bump", "=reset", "=set", "=mark") && u.has("=time", "=timestamp", "=timestamps", "=mtime", "=date", "=modified", "=modification")
	u.takePhrase("without", "changing|touching|modifying|altering", "what", "is", "in", "it")
	u.takePhrase("without", "changing|touching|modifying|altering|editing", "what", "is", "inside|within", "it?")
	// "without altering a word of what is written in it"
	u.takePhrase("without", "changing|touching|modifying|altering|editing", "a|one?", "single?", "word|line|thing", "of|in", "what", "is|was", "written?", "in", "it")
	u.takePhrase("just|right", "now")
	// "but leave what's in it alone", "and keep its contents as they are"
	u.takePhrase("but|and?", "leave|keep", "what", "is", "in|inside", "it", "alone|unchanged|untouched|intact|as-is")
	u.takePhrase("but|and?", "leave|keep", "its|the", "contents|content|text", "alone|unchanged|untouched|intact|as-is")
	// "but don't change what's in it"
	u.takePhrase("but|and?", "do", "not", "change|touch|modify|alter|edit", "what", "is", "in|inside", "it")
	u.takePhrase("but|and?", "do", "not", "change|touch|modify|alter|edit", "its|the", "contents|content|text")
	// "mark x as just modified": its time to now
	if u.seq(0, "mark") && u.kinds(kFile) != nil {
		u.takePhrase("as", "just|freshly|recently", "modified|changed|updated|edited")
	}
	// "the date on x brought up to the present moment": its time to now
	if u.takePhrase("brought|bring|brings|set|moved|updated", "up?", "to", "the?", "present|current", "moment|time|date") && u.has("=date", "=time", "=timestamp", "=mtime", "=modified", "=modification") {
		update = true
		u.takeSeq("on") // "the date on x"
	}
	// "a file called a.txt with hello in it", "… that says hi": a file
	// with something written in it, which touch leaves empty
	for i := range u.t {
		if u.seq(i, "in|inside", "it") && i > 1 && oneOf("with|containing|saying", u.lowAny(i-2)) && !oneOf("nothing|no", u.lowAny(i-1)) ||
			u.seq(i, "with|containing", "the|some?", "text|words|word|line|content|contents") || u.seq(i, "that|which", "says|reads|contains|holds") {
			return nil
		}
	}
	newFile := false
	for _, i := range u.kinds(kFile) {
		newFile = newFile || !existsHere(u.plat, u.t[i].raw)
		if archiveKind(u.t[i].raw) != "" && !existsHere(u.plat, u.t[i].raw) && !u.has("=empty", "=blank") && u.said("with", "of", "containing", "holding", "from") {
			// "make a zip file called p.zip with everything in pics": an
			// archive of what the request names, which touch leaves empty
			// (and no zip at all)
			return nil
		}
	}
	// "a new text file called x.txt": the kind said is the name's
	kindSaid := false
	if es, fs := u.kinds(kExt), u.kinds(kFile); len(es) == 1 && len(fs) > 0 {
		kindSaid = true
		for _, i := range fs {
			kindSaid = kindSaid && strings.HasSuffix(strings.ToLower(u.t[i].raw), "."+u.val(es[0]).val)
		}
		if kindSaid {
			u.use(es[0])
		}
	}
	// "three empty placeholder files for the upcoming samples: a, b
	// and c": what the empty files are for, said before their names
	for i, t := range u.t {
		if t.used || !u.seq(i, "for") || !u.seq(i+1, "the|my|our|some|a|an") {
			continue
		}
		for k := i + 2; k < len(u.t) && k <= i+5; k++ {
			w := u.t[k]
			if w.used || w.kind != kWord || w.dir || w.file || knownWord(w.low) && !fillerWords[w.low] {
				break
			}
			if w.comma && k+1 < len(u.t) && u.t[k+1].kind == kFile {
				u.useN(i, k-i+1)
				u.takeAll("=placeholder", "=placeholders", "=dummy", "=stub")
				break
			}
		}
		break
	}
	// "there should be an empty file called x": the end state
	endState := u.takePhrase("there", "should|must", "be")
	if !typed && !update && !((u.take("make", "=new") || u.said("need", "want") || endState) && (u.has("=file", "=files") || kindSaid || newFile && u.has("=empty", "=blank"))) {
		return nil
	}
	if !typed && !update && !newFile && u.kinds(kFile) != nil && u.said("need", "want") && !u.take("make", "=new") {
		return nil // "X.tgz, I need the files out of it": no file to make
	}
	u.takeSeq("without", "changing|touching|modifying", "its|the", "contents|content|text")
	u.takeSeq("without", "changing|touching|modifying", "it|anything")
	if typed || update {
		// "touch every file in src": each file below it
		for i, t := range u.t {
			if !t.used && t.dir && u.contentsOf(i) {
				u.use(i)
				u.dirNoun(i)
				u.takeAll("=every", "=each", "=all", "=file", "=files", "=the", "=in", "=inside", "=under", "=of", "=everything", "=update", "=refresh", "=bump", "=reset",
					"=set", "=time", "=timestamp", "=timestamps", "=mtime", "=date", "=modified", "=modification", "=to", "=their", "=now")
				if u.kinds(kFile) != nil || u.kinds(kPath) != nil {
					return nil
				}
				return &answer{cmd: fmt.Sprintf("find %s -type f -exec touch {} +", quote(t.raw)), thought: "find picks each file below " + t.raw + "; touch sets its time to now"}
			}
		}
	}
	// "at top level", "in the top folder": here
	u.takePhrase("at|in", "the?", "top", "level|folder|directory")
	// where they go: "in the inbox folder", "in notes/"
	parent := ""
	for i := range u.t {
		if u.seq(i, "in|inside|into|under|within") {
			j := i + 1
			for u.seq(j, "the|a|my") {
				j++
			}
			if u.word(j, "=folder", "=directory", "=dir") && j+1 < len(u.t) && u.t[j+1].dir {
				j++ // "in the folder campus"
			}
			if j < len(u.t) && !u.t[j].used && (u.t[j].dir || u.t[j].kind == kPath && strings.HasSuffix(u.t[j].raw, "/")) {
				parent = strings.TrimSuffix(u.t[j].raw, "/")
				u.useN(i, j-i+1)
				u.dirNoun(j)
				break
			}
		}
	}
	var names []string
	for i, t := range u.t {
		if !t.used && (t.kind == kFile || t.kind == kPath && !t.dir) {
			n := u.use(i).raw
			if parent != "" && strings.Contains(n, "/") && !strings.HasPrefix(n, parent+"/") {
				return nil // "a file called stash/x.log in the docs folder": which of the two?
			}
			if parent != "" && !strings.Contains(n, "/") {
				n = parent + "/" + n
			}
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return nil
	}
	for _, i := range u.nums() {
		if int(u.t[i].num) == len(names) {
			u.use(i)
		}
	}
	// (a count said is read above: "three files" and two names are no
	// touch of the two)
	u.takeAll("=file", "=files", "=empty", "=new", "=blank", "=and", "=called", "=named", "=both", "=update", "=refresh", "=bump", "=reset",
		"=set", "=time", "=timestamp", "=timestamps", "=mtime", "=date", "=modified", "=modification", "=last", "=access", "=current", "=now", "=today", "=to", "=its", "=their", "=the", "=mark", "=as")
	return &answer{cmd: "touch " + quoteAll(names), thought: "touch creates a file that is not there and sets the time of one that is to now"}
}

// ─────────────────────────── copy, move, rename ───────────────────────────

// notAName are words that name nothing after "to" or "into".
var notAName = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "it": true, "them": true,
	"here": true, "there": true, "current": true, "same": true, "me": true, "my": true, "place": true, "and": true, "or": true,
	"be": true, "with": true, "of": true, "to": true, "in": true, "into": true, "from": true, "for": true, "is": true, "its": true,
	"along": true, "together": true, "alongside": true}

// destMarkers come before where a copy or move goes.
var destMarkers = "to|into|as|called|named|in|inside|under|onto|->|=>"

// iCopyMove: cp and mv, of files, directories, or files of a kind; after
// "make backup/2024 and", into that new folder.
func iCopyMove(u *utt) *answer {
	made := u.madeFirst()
	if made == "-" {
		return nil
	}
	a := copyMove(u, made)
	if a == nil || made == "" {
		return a
	}
	if !strings.HasPrefix(a.cmd, "mkdir -p ") {
		a.cmd = "mkdir -p " + quote(made) + " && " + a.cmd
		a.thought = "mkdir -p makes " + made + "; " + a.thought
	}
	return a
}

// madeFirst reads "make backup/2024 and copy x there", "create a folder
// called old, then move y into it": the folder made first, which "there"
// or "it" names after the copy's verb. It is "" when the request does
// not start so, "-" when it does and names no place for it.
func (u *utt) madeFirst() string {
	if !u.seq(0, "make|create|mkdir") {
		return ""
	}
	j := 1
	for u.seq(j, "a|the|new") {
		j++
	}
	if u.word(j, "dir") {
		j++
	}
	if u.seq(j, "called|named") {
		j++
	}
	if j >= len(u.t) || u.t[j].used || !(u.t[j].kind == kPath || u.t[j].kind == kQuoted || u.t[j].kind == kNum || u.t[j].kind == kWord && u.nameTok(j)) {
		return ""
	}
	name := j
	j++
	if u.word(j, "dir") {
		j++
	}
	k := j
	for u.seq(k, "and|then") || k < len(u.t) && k > j && u.t[k-1].comma && k == j {
		k++
	}
	if k == j && !u.t[j-1].comma || !u.word(k, "copy", "=cp", "=mv", "=move", "=put") {
		return ""
	}
	// the place the copy goes: "there", "into it", "in the new folder"
	for i := k + 1; i < len(u.t); i++ {
		n := 0
		switch {
		case u.seq(i, "in|into|inside|to", "there|it|that"):
			n = 2
		case u.seq(i, "in|into|inside|to", "the|that", "new", "folder|directory|dir|one"):
			n = 4
		case u.seq(i, "in|into|inside|to", "that|the", "folder|directory|dir|one"):
			n = 3
		case u.seq(i, "there"):
			n = 1
		}
		if n > 0 {
			u.useN(i, n)
			u.useN(0, k)
			return u.t[name].raw
		}
	}
	return "-"
}

// copyMove is iCopyMove; made, when given, is where the copy goes.
func copyMove(u *utt, made string) *answer {
	op, backup, recursiveSaid := "", false, false
	// "the x folder wants renaming to y": the British passive of the verb
	for i := range u.t {
		if u.seq(i, "wants|want", "renaming|moving|copying|shifting") {
			u.use(i)
		}
	}
	// "copy x to backup and rename it y", "move x into old, then call it
	// y": the copy or the move is what is done, and the second verb
	// names what it makes
	newName := ""
	if verb := u.at("copy", "=cp", "=mv", "=move", "=relocate", "=transfer", "=put"); verb >= 0 {
		for i := verb + 1; i < len(u.t); i++ {
			if !u.word(i, "rename") && !u.seq(i, "call|name") {
				continue
			}
			j := i + 1
			for u.seq(j, "it|them|that|this|the|copy|file|one|new") {
				j++
			}
			if j == i+1 && !u.word(i, "rename") {
				continue // "name" as a noun: "the file name list"
			}
			for u.seq(j, "to|as|into") {
				j++
			}
			if j < len(u.t) && !u.t[j].used && (u.t[j].kind == kFile || u.t[j].kind == kPath || u.t[j].kind == kQuoted || u.nameTok(j) && u.t[j].kind != kNum) {
				newName = u.t[j].raw
				u.useN(i, j-i+1)
				if u.seq(i-1, "and|then") {
					u.use(i - 1)
				}
				if u.seq(i-2, "and") && u.seq(i-1, "then") {
					u.use(i - 2)
				}
			}
			break
		}
	}
	// "a folder archive-2026 with a copy of budget.txt inside it": the
	// folder, made, and the copy in it
	withCopy := ""
	for i := 2; i+4 < len(u.t); i++ {
		if u.seq(i, "with|containing", "a", "copy", "of") && u.word(i-2, "=folder", "=directory", "=dir") && u.nameTok(i-1) && u.t[i-1].kind != kNum &&
			!u.t[i-1].dir && !u.t[i-1].file && u.t[i+4].kind == kFile && u.seq(i+5, "inside|in", "it") {
			withCopy = u.t[i-1].raw
			u.useN(i-2, 3)
			u.useN(i+5, 2)
			break
		}
	}
	// "a folder x that is a complete copy of y": y copied to x
	for i := 1; i+4 < len(u.t) && newName == ""; i++ {
		// "x should be a full copy of y": the name first, then the wish
		if !u.seq(i, "that|which", "is|will|should", "a|an|be") && !(i == 1 && u.seq(i, "should|must|shall", "be")) || !u.nameTok(i-1) || u.t[i-1].kind == kNum {
			continue
		}
		j := i + 2
		for u.seq(j, "a|an|be|complete|full|exact|whole|perfect|identical|recursive|deep") {
			j++
		}
		if !u.seq(j, "copy|clone|duplicate", "of") {
			continue
		}
		newName = u.use(i - 1).raw
		u.dirNoun(i - 1)
		u.fileNoun(i - 1)
		u.useN(i, j-i)
	}
	switch {
	case u.takeSeq("change", "the", "name", "of") || u.takeSeq("change", "name", "of") || u.fileNameChange() || u.take("rename") || u.takePhrase("should|must", "just|simply|now|really?", "be", "called|named") || u.takeSeq("should", "be", "renamed", "to") ||
		u.takePhrase("i?", "want|would", "that", "it|this|that", "is|be", "called|named"):
		// "the folder x, I want that it is called y from now on"
		op = "mv"
		u.takeSeq("from", "now", "on")
		// "rename: x becomes y": the new name, as after "to"
		for i := 1; i+1 < len(u.t); i++ {
			if p := u.t[i-1]; u.seq(i, "becomes|become|turns|->|=>") && !p.used && (p.kind == kFile || p.kind == kPath || p.dir) && !u.t[i+1].used && (u.t[i+1].kind == kFile || u.t[i+1].kind == kPath) {
				if u.seq(i, "turns") {
					if !u.seq(i+1, "into") {
						continue
					}
					u.use(i)
					i++
				}
				u.t[i].raw, u.t[i].low, u.t[i].lem = "to", "to", ""
			}
		}
		if u.seq(0, "the") && u.word(1, "=folder", "=directory", "=file") {
			u.useN(0, 2) // "the folder should be named x"
		}
		// "should be named playlists-2026 not playlists": the old name
		for i := 1; i+1 < len(u.t); i++ {
			if u.seq(i, "not") && (u.t[i-1].kind == kPath || u.t[i-1].kind == kFile) && !u.t[i+1].used && existsHere(u.plat, u.t[i+1].raw) {
				u.use(i)
			}
		}
		u.takeSeq("named|called", "the", "file|folder", "wrong|wrongly|incorrectly")
		u.takeSeq("misspelled|misnamed")
	case u.wantLiveIn():
		// "I want x.png to live in the y folder instead of here"
		op = "mv"
	case u.seq(0, "collect|gather") || u.seq(0, "round|gather", "up"):
		// "collect the .yaml files … into y (copies, not moves)": a
		// copy or a move, as the request says
		u.takePhrase("collect|gather|round", "up?")
		switch {
		case u.takePhrase("copies|copy|copied|copying", "not|rather", "than?", "moves|move|moved|moving"):
			op = "cp"
		case u.takePhrase("moves|move|moved|moving", "not|rather", "than?", "copies|copy|copied|copying"):
			op = "mv"
		default:
			return nil
		}
	case u.takePhrase("drop|place|leave", "a|one", "copy|duplicate"):
		// "drop a copy of x in y": put one there
		op = "cp"
	case u.take("=mv", "=move", "=moving", "=relocate", "=transfer", "=put", "=shift", "=drag", "=pop", "=stick", "=bung"):
		// "pop a copy of x into y", "stick x in y": British words for put
		op = "mv"
		if u.take("copy", "=backup") {
			op = "cp" // "put a copy of x in y"
		}
	case u.take("copy", "=cp"):
		op = "cp"
	case u.takePhrase("should|must|can|to|will|needs|need", "be|get", "moved|copied"):
		// "every .txt file in x should be moved into y": the same order,
		// told of the files
		op = "mv"
		if u.said("copied") {
			op = "cp"
		}
	case u.takeSeq("back", "up") || u.take("=backup"):
		op, backup = "cp", true
	default:
		return nil
	}
	u.takeAll("=copy", "=of", "=a", "=an", "=whole", "=entire", "=the")
	if op == "cp" {
		// "make a copy of x", "create a spare copy": the copy's verb
		u.take("=make", "=create")
		// "leaving the original where it is", "I still need mine too"
		u.takePhrase("and?", "leaving|leave|keeping|keep", "the", "original", "where|as", "it", "is|was")
		u.takePhrase("and?", "leaving|leave|keeping|keep", "the", "original", "in", "place")
		u.takePhrase("i", "still", "need|want", "mine|my|the", "own?", "one|copy|original?", "too|as?", "well?")
		// "subfolders and all", "with all its subfolders": the folder whole
		if u.takePhrase("subfolders|subdirectories|everything", "and", "all") {
			recursiveSaid = true
		}
	}
	// "whilst keeping its contents as they are": a rename or copy
	// changes no content anyway
	u.takePhrase("whilst|while|and|but", "keeping|leaving", "its|the", "contents|content|data|text", "as", "they|it", "are|is")
	u.takePhrase("whilst|while|and|but", "keeping|leaving", "its|the", "contents|content|data|text", "unchanged|intact|untouched")
	u.takeSeq("and", "everything", "in", "it")
	u.takeSeq("and", "all", "its", "contents")
	u.takeSeq("with", "everything", "in", "it")
	u.takeSeq("including", "everything", "inside")
	u.takeSeq("and", "its", "contents")
	if op == "cp" {
		for i := 0; i+2 < len(u.t); i++ {
			// "I want to keep a copy of x": the wish, not a place "keep"
			if u.seq(i, "to", "keep|have|take") && oneOf("a|an", u.t[i+2].low) && !u.t[i+2].used {
				u.useN(i, 3)
			}
			// "the garden folder including the seeds subfolder": a
			// folder inside the one copied, which cp -r takes along
			if u.seq(i, "including|with|and", "the|its") {
				j := i + 2
				if j+1 < len(u.t) && !u.t[j].used && u.seq(j+1, "subfolder|subdirectory|subdir|sub-folder") {
					for k, t := range u.t {
						if k != j && t.dir && !t.used && isDirHere(u.plat, strings.TrimSuffix(t.raw, "/")+"/"+u.t[j].raw) {
							u.useN(i, 4)
							recursiveSaid = true
							break
						}
					}
				}
			}
		}
	}
	recursive := recursiveSaid || u.take("recurse") || u.takeSeq("-r") || u.takeSeq("-R") || u.takeSeq("-a")
	// files of a kind: "all the jpg files from photos to media"
	ext := ""
	if es := u.kinds(kExt); len(es) == 1 {
		ext = u.val(es[0]).val
		u.use(es[0])
	}
	// where it goes: the last marker with a name after it
	u.takePhrase("with|keeping|keep|and", "the|its", "same?", "name")
	u.takePhrase("under", "the", "same", "name")
	beside := u.takePhrase("in|into", "the", "same", "folder|directory|dir|place|location") || u.takePhrase("next", "to", "it|the|original") || u.takePhrase("beside|alongside", "it|the", "original?")
	u.takeAll("=original")
	u.takeAll("=second", "=another", "=extra", "=spare", "=one", "=more")
	if op == "cp" {
		u.takeAll("=plain", "=simple") // "a plain copy"
	}
	dest, destAt := made, -1
	destDir := made != "" // the request calls the destination a folder
	// "into a new folder x (it doesn't exist yet)": mkdir -p makes it
	u.takePhrase("which|that|it", "does", "not", "exist", "yet?")
	if withCopy != "" {
		if made != "" || op != "cp" {
			return nil
		}
		dest, destDir = withCopy, true
	}
	for i := range u.t {
		// "call it x", "name it x"; "call the duplicate x", "name the
		// new copy x": the name after the noun for what is made
		if newName == "" && u.seq(i, "call|name", "it|the|them") {
			j := i + 2
			if u.seq(i+1, "the") {
				for u.seq(j, "new|duplicate|copy|copies|backup|one|file|folder") {
					j++
				}
			}
			if j < len(u.t) && !u.t[j].used && (u.nameTok(j) || u.t[j].kind == kWord && !notAName[u.t[j].low]) && (j > i+2 || !u.seq(j, "duplicate|copy|backup|new")) {
				newName = u.t[j].raw
				u.useN(i, j-i+1)
				break
			}
		}
	}
	naming := newName != "" // the request gives the new name apart from the place
	destUp := false         // "up one level": above where the source is
	destInto := false       // "into x", "in x": x is a folder
	for i := len(u.t) - 1; i >= 0 && dest == ""; i-- {
		if i > 0 && !u.t[i].used && (u.t[i].kind == kPath || u.t[i].kind == kFile) && (u.lowAny(i-1) == "called" || u.lowAny(i-1) == "named") && u.t[i-1].used {
			if newName != "" {
				return nil // named twice
			}
			newName = u.use(i).raw
			continue
		}
		if !u.seq(i, destMarkers) {
			continue
		}
		if newName != "" && u.seq(i, "as|called|named") {
			return nil // named twice
		}
		j := i + 1
		known := false // "the" or "my": a place the user knows
		for u.seq(j, "the|a|an|my|new|existing") {
			known = known || u.seq(j, "the|my")
			j++
		}
		noun := u.word(j, "dir") && u.nameAfterNoun(j+1)
		if noun {
			j++ // "into the folder backups", "to the directory backup"
		}
		if j < len(u.t) && !u.t[j].used && (u.nameTok(j) || u.t[j].kind == kWord && (u.t[j].dir || !notAName[u.t[j].low])) && u.t[j].kind != kNum {
			if newName != "" && u.word(j, "file") && !u.t[j].file {
				u.useN(i, j-i+1) // "to a new file called y"
				continue
			}
			if newName != "" && u.word(j, "dir") && (j+1 == len(u.t) || u.t[j+1].used) && !u.t[j].dir {
				// "into a new folder called exports": that folder
				dest, destDir, newName = newName, true, ""
				u.useN(i, j-i+1)
				break
			}
			if newName == "" && u.seq(i, "as|called|named") {
				// "to backup as old.txt": the name; the place may come
				// before it
				newName = u.t[j].raw
				u.useN(i, j-i+1)
				u.fileNoun(j)
				continue
			}
			if known && !noun && u.t[j].kind == kWord && !u.t[j].dir && (!u.word(j+1, "dir") || oneOf("other|another|same|right|correct|that|this", u.t[j].low)) {
				// "to the desktop", "to my documents", "to the other
				// folder": a place caro cannot see here, not a new name
				return nil
			}
			dest, destAt = u.t[j].raw, j
			destInto = u.seq(i, "into|inside|in")
			destUp = u.t[j].up
			destDir = noun || u.word(j+1, "dir")
			u.useN(i, j-i+1)
			u.dirNoun(j)
			u.fileNoun(j)
			break
		}
	}
	if newName != "" {
		switch {
		case dest == "":
			dest = newName
		case naming || destDir || u.t[destAt].dir || strings.HasSuffix(dest, "/"):
			// "to backup and rename it y": y in backup
			if strings.Contains(newName, "/") {
				return nil
			}
			dest = strings.TrimSuffix(dest, "/") + "/" + newName
			destAt, destDir = -1, false
		default:
			return nil // "to x as y": which is the name?
		}
	}
	if op == "cp" {
		u.takeAll("=backup", "=back", "=safety")
		u.takeSeq("save|keep") // "save a backup of x as y"
	}
	if strings.EqualFold(dest, "clipboard") || strings.EqualFold(dest, "pasteboard") {
		return nil
	}
	if dest == "" {
		if backup || op == "cp" && u.has("=backup") {
			// "back up notes.txt": a copy beside it
			dest = "{src}.bak"
		} else {
			return nil
		}
	}
	var srcs []string
	var inside []int // sources whose contents go, not the folder itself
	dirSrc := false
	if ext != "" {
		from := "."
		// "from anywhere under x": every level of x
		deep := false
		for i := range u.t {
			if n, ok := u.phraseAt(i, []string{"from?", "anywhere|everywhere"}); ok {
				u.useN(i, n) // a place word after it is read with its folder below
				deep = true
				break
			}
		}
		// "recursively", "in every subfolder": every level too (not -r
		// as typed, which takes folders the glob names along)
		deep = deep || recursive && u.said("recursive", "recursively", "everywhere", "subfolders", "subdirectories", "subdirs", "nested", "deep", "below", "beneath", "underneath")
		for i := range u.t {
			if u.seq(i, "from|in|inside|under|out") && i+1 < len(u.t) {
				j := i + 1
				if u.seq(j, "of") {
					j++
				}
				for u.seq(j, "the|my") {
					j++
				}
				if j < len(u.t) && !u.t[j].used && (u.t[j].dir || u.t[j].kind == kPath) {
					from = strings.TrimSuffix(u.t[j].raw, "/")
					u.useN(i, j-i+1)
					u.dirNoun(j)
					u.takeOneLevel(from) // the glob reads x's own files
					break
				}
			}
		}
		if destUp {
			dest = filepath.Dir(from)
			if from == "." {
				dest = ".."
			}
		}
		glob := "*." + ext
		if from != "." {
			glob = from + "/" + glob
		}
		u.takeAll("=all", "=every", "=each", "=the", "=files", "=file", "=from", "=here")
		u.here()
		if deep {
			// each file of the kind at every level, into the one folder
			d := strings.TrimSuffix(dest, "/")
			if !isDirHere(u.plat, d) || strings.Contains(dest, "{") || strings.HasPrefix(d, "/") || strings.HasPrefix(d, "~") || strings.HasPrefix(d, "..") {
				return nil
			}
			skip := ""
			if from == "." {
				skip = " ! -path " + quote("./"+d+"/*") // not the ones in the folder they go to
			}
			return &answer{cmd: fmt.Sprintf("find %s -type f -name %s%s -exec %s -i {} %s/ \\;", quote(from), quote("*."+ext), skip, op, quote(d)),
				thought: "find picks every ." + ext + " file below " + from + "; " + op + " puts each in " + dest}
		}
		if destAt >= 0 && !u.t[destAt].dir && !strings.HasSuffix(dest, "/") && op == "cp" || destAt < 0 && destDir && !isDirHere(u.plat, dest) ||
			op == "mv" && u.said("new") && !strings.Contains(dest, "{") && !isDirHere(u.plat, strings.TrimSuffix(dest, "/")) ||
			missingHere(u.plat, strings.TrimSuffix(dest, "/")) {
			// "… into a new folder named x": several files go into it, so it must be there
			return &answer{cmd: fmt.Sprintf("mkdir -p %[1]s && %[2]s -i %[3]s %[1]s/", quote(strings.TrimSuffix(dest, "/")), op, globQuote(glob)), thought: op + " puts every ." + ext + " file in " + dest}
		}
		return &answer{cmd: fmt.Sprintf("%s -i %s %s/", op, globQuote(glob), quote(strings.TrimSuffix(dest, "/"))), thought: op + " puts every ." + ext + " file in " + dest}
	}
	for i, t := range u.t {
		if t.used || i == destAt {
			continue
		}
		switch {
		case t.kind == kFile && archiveKind(t.raw) != "" && oneOf("of|from|in|inside", u.lowAny(i-1-b2i(u.lowAny(i-1) == "the"))) && oneOf("contents|content|files", u.lowAny(i-2-b2i(u.lowAny(i-1) == "the"))):
			return nil // "the contents of x.tgz": what it holds, extracted
		case t.kind == kFile || t.kind == kQuoted:
			srcs = append(srcs, u.use(i).raw)
			u.fileNoun(i)
		case t.kind == kPath || t.kind == kWord && t.dir && (!knownWord(t.low) || u.word(i+1, "dir") || u.word(i-1, "dir") || u.listedName(i) || u.contentsOf(i)):
			if u.contentsOf(i) {
				inside = append(inside, i)
			} else if k := i - 1 - b2i(oneOf("the|my|this", u.lowAny(i-1))); oneOf("in|inside|from|within|under", u.lowAny(k)) && oneOf("file|one|thing", u.lowAny(k-1)) {
				return nil // "the file in photos": which one?
			}
			srcs = append(srcs, u.use(i).raw)
			dirSrc = dirSrc || t.dir || t.kind == kPath
			u.dirNoun(i)
		case t.kind == kWord && (u.word(i+1, "dir") || u.word(i-1, "dir")) && !knownWord(t.low) && !fillerWords[t.low]:
			// "the site folder" that caro cannot see
			srcs = append(srcs, u.use(i).raw)
			dirSrc = true
			u.dirNoun(i)
		}
	}
	if len(srcs) == 0 {
		return nil
	}
	// "move x.md from manuscript into …": the file is in that directory
	if len(srcs) == 2 && isDirHere(u.plat, srcs[1]) && !strings.Contains(srcs[0], "/") && existsHere(u.plat, srcs[1]+"/"+srcs[0]) && !existsHere(u.plat, srcs[0]) {
		srcs = []string{strings.TrimSuffix(srcs[1], "/") + "/" + srcs[0]}
		dirSrc = isDirHere(u.plat, srcs[0])
	}
	// "a copy … named y next to it": beside the source
	if beside && len(srcs) == 1 && !strings.Contains(dest, "/") {
		if d := filepath.Dir(srcs[0]); d != "." {
			dest = d + "/" + dest
		}
	}
	u.takeAll("=file", "=files", "=the", "=from", "=and", "=it", "=them", "=all", "=its", "=contents")
	if strings.Contains(dest, "{src}") {
		if len(srcs) != 1 {
			return nil
		}
		dest = strings.ReplaceAll(dest, "{src}", srcs[0])
	}
	if destUp {
		// "move photos/a.jpg up one level": out of photos
		up := ""
		for _, s := range srcs {
			d := filepath.Dir(filepath.Clean(s))
			p := ".."
			if d != "." {
				p = filepath.Dir(d)
			}
			if up != "" && p != up || strings.HasPrefix(d, "..") || filepath.IsAbs(d) {
				return nil
			}
			up = p
		}
		dest = up
	}
	for _, s := range srcs {
		if s == dest {
			return nil
		}
	}
	if oneOf("zip|tarball|archive|tar|tgz|gzip|zipfile", strings.ToLower(dest)) && !isDirHere(u.plat, dest) {
		return nil // "put a and b into a zip": an archive (iArchive), no folder
	}
	if len(inside) > 0 {
		// "everything in photos", "the contents of src": what the
		// folder holds goes, the folder stays
		if len(inside) != 1 || len(srcs) != 1 || !isDirHere(u.plat, srcs[0]) && u.plat != nil && u.plat.Cwd != "" {
			return nil
		}
		u.takeAll("=everything", "=all", "=contents", "=content", "=files", "=stuff", "=things", "=of", "=every", "=each", "=file")
		src, d := strings.TrimSuffix(srcs[0], "/"), quote(strings.TrimSuffix(dest, "/"))
		mk := ""
		if !isDirHere(u.plat, dest) {
			mk = "mkdir -p " + d + " && "
		}
		if op == "cp" {
			return &answer{cmd: fmt.Sprintf("%scp -i -r %s/. %s/", mk, quote(src), d), thought: "cp -r " + src + "/. copies what " + src + " holds (hidden files too) into " + dest + ", not the folder itself"}
		}
		return &answer{cmd: fmt.Sprintf("%smv -i %s/* %s/", mk, globQuote(src), d), thought: "mv moves what " + src + " holds into " + dest + " (the * leaves out hidden files); " + src + " stays, empty"}
	}
	opt := ""
	if op == "cp" && (dirSrc || recursive) {
		opt = "-r "
	}
	// "into drafts" where there is no drafts: a folder to make, not a new
	// name (a name with an extension is a file's). A folder copied "into
	// x" that is not there is copied as x.
	if oneOf("every|each|all|any|both|other|others|several|some", strings.ToLower(strings.TrimSuffix(dest, "/"))) {
		return nil // "copy x to every folder": many places, no folder of that name
	}
	intoNew := !dirSrc && (destInto && !strings.Contains(filepath.Base(dest), ".") || strings.HasSuffix(dest, "/")) && missingHere(u.plat, strings.TrimSuffix(dest, "/"))
	if (len(srcs) > 1 || destDir || intoNew) && !isDirHere(u.plat, dest) && (!strings.HasSuffix(dest, "/") || intoNew) {
		// several files, or "to the backup folder" that is not here
		// yet: the folder is made first, so that nothing lands in a
		// file of its name
		dest = strings.TrimSuffix(dest, "/")
		what := "the files"
		if len(srcs) == 1 {
			what = srcs[0]
		}
		return &answer{cmd: fmt.Sprintf("mkdir -p %s && %s -i %s%s %s/", quote(dest), op, opt, quoteAll(srcs), quote(dest)), thought: "mkdir -p makes " + dest + " if it is not there; " + op + " puts " + what + " in it"}
	}
	verb := map[string]string{"cp": "cp copies", "mv": "mv moves (or renames)"}[op]
	if opt != "" {
		verb = "cp -r copies the directory with everything in it"
	}
	// -i: an existing file of that name is not overwritten unasked
	return &answer{cmd: fmt.Sprintf("%s -i %s%s %s", op, opt, quoteAll(srcs), quote(dest)), thought: verb + "; -i asks before overwriting a file that is there"}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// contentsOf reports whether the folder at i is said as what it holds:
// "everything in src", "all files from photos", "the contents of src",
// "src's contents", "every file in logs".
func (u *utt) contentsOf(i int) bool {
	if oneOf("contents|content", u.lowAny(i+1)) {
		return true
	}
	k := i - 1
	for oneOf("the|my|this", u.lowAny(k)) {
		k--
	}
	if !oneOf("from|in|inside|of|within|under", u.lowAny(k)) {
		return false
	}
	k--
	if u.lowAny(k) == "out" {
		k--
	}
	all := false
	for n := 0; n < 4 && k >= 0; n, k = n+1, k-1 {
		w := u.lowAny(k)
		switch {
		case oneOf("everything|contents|content", w):
			all = true
		case oneOf("all|every|each", w):
			all = true
		case oneOf("files|stuff|things|items", w) && n == 0:
			all = true // "the files in src"
		case oneOf("the|of|files|file|stuff|things|items", w):
		default:
			return all
		}
	}
	return all
}

// globQuote quotes a path with a glob so that the shell still expands it.
func globQuote(g string) string {
	// each run between the wildcards quoted on its own: "docs/*.txt"
	// stays as typed, "*$(x).txt" gets no command substitution
	var b strings.Builder
	lit := 0
	for i, r := range g {
		if r == '*' || r == '?' {
			if i > lit {
				b.WriteString(quote(g[lit:i]))
			}
			b.WriteRune(r)
			lit = i + 1
		}
	}
	if lit < len(g) {
		b.WriteString(quote(g[lit:]))
	}
	return b.String()
}

func isDirHere(p *platform.Info, name string) bool {
	dir, _ := kindHere(p, name)
	return dir
}

func existsHere(p *platform.Info, name string) bool { return statHere(p, name, true) != nil }

// missingHere reports whether caro can see the working directory and name
// is not in it (a "~" path or a template is never missing).
func missingHere(p *platform.Info, name string) bool {
	return p != nil && p.Cwd != "" && name != "" && !strings.HasPrefix(name, "~") && !strings.Contains(name, "{") && !existsHere(p, name)
}

// ─────────────────────────── links ───────────────────────────

// iLink: ln -s TARGET LINK.
func iLink(u *utt) *answer {
	// "a 'stable' entry that just points at v2, without copying
	// anything": an entry that points at another is a link
	points := false
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"entry|shortcut|pointer|alias|one", "that|which", "just|only|simply?", "points|point|leads|refers", "at|to"}); ok && i+n < len(u.t) {
			points = u.said("make", "create", "add", "have", "need", "want", "like")
			if points {
				u.use(i)
			}
			break
		}
	}
	if !points && !u.has("link", "=softlink", "=soft-link", "=symlinked") {
		return nil
	}
	if points {
		u.takePhrase("without|not", "copying|duplicating|a", "anything|it|copy|the?", "files|contents?")
	}
	// "the versions folder to have a 'stable' entry": where the link
	// goes and its name
	inDir, entry := "", ""
	for i := range u.t {
		if !u.seq(i, "have|get|contain|hold|gets|has", "a|an") || i+2 >= len(u.t) || u.t[i+2].used || u.t[i+2].kind != kQuoted && u.t[i+2].kind != kWord {
			continue
		}
		if !(i+3 < len(u.t) && oneOf("entry|link|symlink|shortcut|alias", u.t[i+3].low)) {
			break
		}
		k := i - 1
		if u.seq(k, "to") {
			k--
		}
		if u.word(k, "dir") {
			k--
		}
		if k >= 0 && !u.t[k].used && u.t[k].dir {
			inDir, entry = strings.TrimSuffix(u.t[k].raw, "/"), u.t[i+2].raw
			u.useN(k, i+3-k)
			u.dirNoun(k)
			u.use(i + 3)
		}
		break
	}
	if u.said("hard", "hardlink", "hardlinks") || u.said("links", "symlinks") && !u.said("make", "create", "add", "new", "link") {
		// "hard links to x": ln -s makes none; "the links to x": the
		// ones there, not a new one
		return nil
	}
	target, name := "", ""
	for i := range u.t {
		// "link name coffee", "the link's name is x", "name it x"
		if u.seq(i, "link|symlink", "name|named|called") && i+2 < len(u.t) && !u.t[i+2].used && u.t[i+2].kind != kFile && u.t[i+2].kind != kNum {
			name = u.t[i+2].raw
			u.useN(i, 3)
			u.takeSeq("is")
			break
		}
		// "call the link garden-tools"
		if u.seq(i, "call|name", "the|its", "link|symlink") && i+3 < len(u.t) && !u.t[i+3].used && u.t[i+3].kind != kFile && u.t[i+3].kind != kNum {
			name = u.t[i+3].raw
			u.useN(i, 4)
			break
		}
	}
	u.take("link", "=softlink", "=soft-link", "=symlinked")
	u.takeAll("link", "=a", "=new", "=make", "=create", "=add", "=-s", "=soft", "=symbolic", "=sym", "=set")
	isName := func(i int) bool {
		return i >= 0 && i < len(u.t) && !u.t[i].used && (u.t[i].kind == kFile || u.t[i].kind == kPath || u.t[i].kind == kQuoted || u.t[i].kind == kWord && (u.t[i].dir || u.t[i].file || !knownWord(u.t[i].low) && !fillerWords[u.t[i].low]))
	}
	// "link T into DIR/", "in links named launch": where the link goes
	u.takePhrase("a", "symlink|link", "not", "a", "copy")
	u.takePhrase("not", "a", "copy")
	placeDir := ""
	for i := range u.t {
		if u.seq(i, "into|in", "here|.") {
			placeDir = "." // "link src/lib into here"
			u.useN(i, 2)
			break
		}
		if u.seq(i, "into|inside|in|under") && i+1 < len(u.t) && !u.t[i+1].used && (u.t[i+1].dir || strings.HasSuffix(u.t[i+1].raw, "/")) {
			placeDir = strings.TrimSuffix(u.t[i+1].raw, "/")
			u.useN(i, 2)
			u.dirNoun(i + 1)
			u.takeSeq("as", "a", "link|symlink")
			break
		}
	}
	u.here()
	for i := range u.t {
		// "name it x"
		if name == "" && u.seq(i, "name|call", "it") && i+2 < len(u.t) && !u.t[i+2].used && u.t[i+2].kind != kNum {
			name = u.t[i+2].raw
			u.useN(i, 3)
			break
		}
	}

	// "pointing at T", "that points to T", "-> T"
	for i := range u.t {
		if u.seq(i, "pointing|points|point|linking|leading|going|aimed|targeting", "at|to") || u.seq(i, "that|which", "points|leads|goes", "to|at") {
			j := i + 2
			if u.seq(i, "that|which") {
				j = i + 3
			}
			for u.seq(j, "the") {
				j++
			}
			if isName(j) || j < len(u.t) && !u.t[j].used && u.t[j].kind == kWord && !notAName[u.t[j].low] {
				target = u.t[j].raw
				u.useN(i, j-i+1)
				u.dirNoun(j)
				break
			}
		}
		if u.seq(i, "->|=>") && isName(i-1) && isName(i+1) {
			name, target = u.t[i-1].raw, u.t[i+1].raw
			u.useN(i-1, 3)
			break
		}
	}
	// "called L", "named L", "as L"
	if name == "" {
		for i := range u.t {
			if (u.t[i].kind == kPath || isName(i) || u.t[i].kind == kWord && !functionWord[u.t[i].low]) && !u.t[i].used && (u.lowAny(i-1) == "called" || u.lowAny(i-1) == "named" || u.lowAny(i-1) == "as") {
				name = u.t[i].raw
				u.use(i)
				u.take("=called", "=named", "=as")
				break
			}
		}
	}
	if inDir != "" {
		if placeDir != "" || name != "" {
			return nil
		}
		placeDir, name = inDir, entry
	}
	if placeDir != "" && name == "" {
		name = placeDir + "/"
	}
	var rest []int
	for i := range u.t {
		if isName(i) {
			rest = append(rest, i)
		}
	}
	switch {
	case target != "" && name != "":
	case target != "" && len(rest) == 1:
		name = u.use(rest[0]).raw
	case name != "" && len(rest) == 1:
		target = u.use(rest[0]).raw
		if strings.HasSuffix(name, "/") {
			name += filepath.Base(target)
		}
	case target == "" && name == "" && len(rest) == 2:
		a, b := u.t[rest[0]].raw, u.t[rest[1]].raw
		ea, eb := existsHere(u.plat, a), existsHere(u.plat, b)
		switch {
		case ea && !eb:
			target, name = a, b
		case eb && !ea:
			target, name = b, a
		case u.seq(rest[0]-1, "to") || u.takeSeq("-s"):
			// "a link to T called L", "ln -s T L"
			target, name = a, b
		default:
			// "link L to T": the link first
			target, name = b, a
		}
		u.use(rest[0])
		u.use(rest[1])
	default:
		return nil
	}
	u.takeAll("=to", "=at", "=for", "=the", "=dir", "=folder", "=directory", "=file", "=from", "=here", "=it", "=that", "=which", "=into", "=in", "=as", "=a", "link", "=-s", "=but", "=ln")
	if placeDir != "" && !strings.Contains(name, "/") {
		name = placeDir + "/" + name
	}
	// a link into a directory takes the target's name
	if strings.HasSuffix(name, "/") || isDirHere(u.plat, name) && !strings.HasSuffix(target, "/") {
		name = strings.TrimSuffix(name, "/") + "/" + filepath.Base(target)
	}
	// the target is read from the link's own directory ("v2" beside
	// the link in versions, when it is there and not here)
	link := target
	if d := filepath.Dir(name); d != "." && !filepath.IsAbs(target) && !strings.HasPrefix(target, "~") && !(missingHere(u.plat, target) && existsHere(u.plat, d+"/"+target)) {
		if rel, err := filepath.Rel(d, target); err == nil {
			link = rel
		}
	}
	return &answer{cmd: "ln -s " + quote(link) + " " + quote(name), thought: "ln -s makes " + name + " a symbolic link to " + target}
}

// ─────────────────────────── permissions ───────────────────────────

var modeRe = func(s string) bool {
	if len(s) < 3 || len(s) > 4 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '7' {
			return false
		}
	}
	return true
}

// lsMode is the octal mode of a mode as ls -l shows it ("rwxr-xr-x" is
// 755), "" when s is none.
func lsMode(s string) string {
	s = strings.TrimPrefix(s, "-")
	if len(s) != 9 {
		return ""
	}
	out := ""
	for k := 0; k < 9; k += 3 {
		d := 0
		for j, c := range s[k : k+3] {
			switch {
			case c == '-':
			case c == rune("rwx"[j]):
				d |= 4 >> j
			default:
				return ""
			}
		}
		out += strconv.Itoa(d)
	}
	return out
}

func symbolicMode(s string) bool {
	if s == "" {
		return false
	}
	i := 0
	for i < len(s) && strings.ContainsRune("ugoa", rune(s[i])) {
		i++
	}
	if i >= len(s) || !strings.ContainsRune("+-=", rune(s[i])) {
		return false
	}
	i++
	if i >= len(s) {
		return false
	}
	for ; i < len(s); i++ {
		if !strings.ContainsRune("rwxXst", rune(s[i])) {
			return false
		}
	}
	return true
}

// permWords are the words of a mode in words that wordsMode reads.
var permWords = []string{"=read", "=readable", "=reading", "=write", "=writable", "=writeable", "=writing", "=execute", "=executable", "=exec", "=run", "=runnable",
	"=running", "=group", "=others", "=other", "=users", "=everyone", "=everybody", "=anyone", "=anybody", "=world", "=owner", "=myself", "=me", "=i", "=only",
	"=just", "=nobody", "=else", "=one", "=alone", "=remove", "=take", "=taken", "=took", "=takes", "=away", "=removed", "=revoked", "=revoke", "=deny", "=strip", "=disallow", "=drop", "=no", "=longer", "=let",
	"=allow", "=give", "=grant", "=enable", "=permission", "=permissions", "=access", "=rights", "=be", "=able", "=to", "=can", "=should", "=and", "=for",
	"=from", "=on", "=of", "=the", "=all", "=private", "=set", "=make", "=change", "=it", "=so", "=that", "=may", "=must", "=bit", "=the", "=user", "=by", "=but", "=with"}

// iChmod: chmod with a mode in digits, symbols or words.
func iChmod(u *utt) *answer {
	// "the files in src": each file below, not the folders (a mode
	// like 644 on them would close them)
	filesIn := ""
	for i, t := range u.t {
		if !t.used && t.dir && u.contentsOf(i) && (oneOf("files|file", u.lowAny(i-2)) || oneOf("files|file", u.lowAny(i-3))) {
			filesIn = t.raw
		}
	}
	a := chmodOf(u)
	if a != nil && filesIn != "" {
		mode, rest, _ := strings.Cut(strings.TrimPrefix(a.cmd, "chmod -R "), " ")
		if !strings.HasPrefix(a.cmd, "chmod -R ") || rest != quote(filesIn) {
			return nil
		}
		a.cmd = "find " + quote(filesIn) + " -type f -exec chmod " + mode + " {} +"
		a.thought = "find picks each file below " + filesIn + "; " + a.thought
	}
	if a != nil && strings.HasPrefix(a.cmd, "chmod -R ") {
		// "all .sh files in every subfolder": the glob names the ones
		// at the top alone, and -R on a file goes no deeper; find picks
		// each one below
		mode, rest, _ := strings.Cut(strings.TrimPrefix(a.cmd, "chmod -R "), " ")
		g := strings.Trim(rest, "'")
		if strings.Contains(g, " ") || !strings.Contains(g, "*") {
			return a
		}
		dir, name := ".", g
		if k := strings.LastIndex(g, "/"); k >= 0 {
			dir, name = g[:k], g[k+1:]
		}
		if strings.ContainsAny(dir, "*?") || !strings.HasPrefix(name, "*.") {
			return nil
		}
		a.cmd = "find " + quote(dir) + " -type f -name " + quote(name) + " -exec chmod " + mode + " {} +"
		a.thought = "find picks each " + name + " file at every depth; chmod " + mode + " changes each"
	}
	return a
}

// chmodOf reads a change of permissions: chmod.
func chmodOf(u *utt) *answer {
	var files []string
	{
		// "all .sh files in scripts"
		if es := u.kinds(kExt); len(es) == 1 {
			glob := "*." + u.val(es[0]).val
			u.use(es[0])
			if d := u.takeDir(); d != "" {
				glob = strings.TrimSuffix(d, "/") + "/" + glob
			}
			u.takeAll("=all", "=every", "=the", "=in", "=inside", "=each")
			files = []string{glob}
		}
	}
	// "everything in src", "all the files in src": what it holds, below
	contents := false
	for i, t := range u.t {
		if !t.used && t.dir && u.contentsOf(i) {
			contents = true
		}
	}
	if len(files) == 0 {
		files = u.takeAnyFiles()
	}
	if len(files) == 0 || contents && len(files) != 1 {
		return nil
	}
	rec := ""
	if u.recursive() || u.takePhrase("and", "everything|all", "in|inside", "it") || contents {
		rec = "-R "
		u.takeAll("=everything", "=contents", "=content", "=all", "=every", "=files", "=file", "=stuff", "=things", "=items", "=of", "=in", "=inside", "=within", "=under", "=from")
	}
	u.takeAll("=whole", "=entire")
	locked := u.takePhrase("lock|locked", "down|up") // "lock down x so only I can read it", "lock down x, 700"
	restrict := u.take("=restrict", "=restricted")   // "restrict x so only the owner can read it"
	u.chmodAsides()
	quoteFiles := func() string {
		var q []string
		for _, f := range files {
			if strings.Contains(f, "*") {
				q = append(q, globQuote(f))
			} else {
				q = append(q, quote(f))
			}
		}
		return strings.Join(q, " ")
	}
	// "make x runnable, it keeps saying permission denied": the symptom
	// of the missing execute bit, said beside the wish
	if u.has("=executable", "=runnable") {
		u.takePhrase("it|which|that?", "keeps|still?", "saying|says|said|gives|giving|shows|showing|throws|returns", "me?", "permission", "denied")
	}
	// "it says permission denied when I run it, fix it"
	if u.takeSeq("permission", "denied") && u.has("=run", "=running", "=execute", "=executing", "=start", "=launch") {
		u.takeAll("=run", "=running", "=execute", "=executing", "=start", "=launch", "=fix", "=it", "=that", "=says", "=say", "=when", "=i", "=can", "=not", "=get", "=error", "=so", "=this", "=because", "=script",
			"perm", "=will", "=wo", "=gives", "=give", "=getting", "=try", "=tried", "=me")
		return &answer{cmd: "chmod " + rec + "+x " + quoteFiles(), thought: "\"permission denied\" on running a script means it lacks the execute bit; chmod +x adds it"}
	}
	if st, m := permStatement(u.statedText()); st {
		// "x.txt is world-writable, fix that": the repair, or nothing
		if m == "" {
			return nil
		}
		u.takeAll("=is", "=are", "=s", "not", "=currently", "=now", "=still", "=also", "=the", "=file", "=script", "=folder", "=directory", "=it")
		u.takeAll(permWords...)
		u.takeAll("=world", "=group", "=others", "=other", "=users", "=everyone", "=else", "=by", "=for", "=to")
		for i, t := range u.t {
			if !t.used && t.kind == kWord && permStateRes()[0].MatchString("x is "+t.low) {
				u.use(i) // "world-writable" as one word
			}
		}
		u.takeAll("=please", "=pls", "=so", "=then", "=and", "=now", "=can", "=could", "=you", "=fix", "=correct", "=repair", "=secure", "=that", "=this", "=permissions", "=permission", "=perms", "=problem", "=mode")
		return &answer{cmd: "chmod " + rec + m + " " + quoteFiles(), thought: "chmod " + m + " undoes the permission the request says is wrong"}
	}
	mode := ""
	permSaid := u.has("perm", "=chmod") || u.said("permission", "permissions", "mode", "chmod", "perms", "rights") || locked || restrict
	for i, t := range u.t {
		if t.used {
			continue
		}
		if t.kind == kNum && modeRe(t.raw) && permSaid || t.kind == kWord && (symbolicMode(t.low) || modeRe(t.low)) || t.kind == kSym && symbolicMode(t.low) {
			mode = t.raw
			u.use(i)
			break
		}
		if m := lsMode(t.raw); m != "" && (t.kind == kWord || t.kind == kQuoted) {
			mode = m // "rwxr-xr-x", as ls shows it
			u.use(i)
			break
		}
	}
	u.take("=chmod", "=attrib")
	if mode != "" && u.said("attrib") {
		return nil // Windows' attrib +r makes a file read-only: not chmod's +r
	}
	if mode != "" {
		u.takeAll("perm", "=set", "=change", "=to", "=make", "=give", "=with", "=mode", "=it")
		u.takeAll(permWords...)
		u.takeAll("=do", "=anything", "=everything", "=so")
		return &answer{cmd: "chmod " + rec + mode + " " + quoteFiles(), thought: "chmod sets the permission bits"}
	}
	nobodyElse := u.takePhrase("nobody|no", "one?", "else")
	u.takePhrase("not", "even", "my|the", "group")
	// "so nobody else can see it": read it; "so nobody but me can get
	// into it", of a folder: open it, list it and go in
	dirs := len(files) > 0
	for _, f := range files {
		dirs = dirs && isDirHere(u.plat, f)
	}
	for i := range u.t {
		switch {
		case u.seq(i, "see|view") && oneOf("can|could|to|may|cannot", u.lowAny(i-1)):
			u.t[i].low, u.t[i].lem = "read", ""
		case dirs && u.seq(i, "get|go", "into|in") && oneOf("can|could|to|may|cannot", u.lowAny(i-1)):
			u.t[i].low, u.t[i].lem = "access", ""
			u.use(i + 1)
		case dirs && u.seq(i, "enter|open") && oneOf("can|could|to|may|cannot", u.lowAny(i-1)):
			u.t[i].low, u.t[i].lem = "access", ""
		}
	}
	// "make X executable", "give X execute permission", "let X be run"
	low := strings.ToLower(u.restText())
	if u.has("=access") && u.has("=only", "=nobody") && !u.has("=read", "=write", "=execute", "=run", "=readable", "=writable") {
		// "so only I can access it": every bit a file (or a folder) is used by
		low = accessRe().ReplaceAllString(low, map[bool]string{true: "read write and execute", false: "read and write"}[dirs])
	}
	switch {
	case (u.has("=executable", "=runnable") || u.has("=execute", "=exec", "=run", "=runs", "=execution", "=executing") && (u.has("perm", "=let", "=allow", "=give", "=grant", "=mark", "=can", "=able") || permSaid)) && !u.has("not", "=remove", "=revoke", "=take", "=strip", "=deny", "=disallow", "=only", "=everyone", "=everybody", "=anyone", "=group", "=others", "=world", "=nobody"):
		if !u.has("=executable", "=runnable") {
			u.take("=runs") // "chmod x so it actually runs": the only word for it
		}
		u.takePhrase("as|like", "a|an", "program|script|command|executable|app|application")
		u.takeAll("=executable", "=runnable", "=execute", "=exec", "=run", "=execution", "=executing", "perm", "=let", "=allow", "=give", "=grant", "=mark", "=can", "=able", "=be", "=make", "=as", "=it", "=to", "=set", "=the", "=bit", "=flag", "=turn", "=on", "=add")
		u.takeSeq("so", "it", "actually") // "chmod x so it actually runs"
		return &answer{cmd: "chmod " + rec + "+x " + quoteFiles(), thought: "chmod +x adds the execute bit"}
	case u.takeSeq("read", "only") || u.takeSeq("read-only") || u.takeSeq("readonly"):
		u.takeAll("=make", "=set", "=it", "=mark", "=as", "=for", "=everyone", "=everybody", "=all", "=users", "=anyone", "=absolutely")
		u.takePhrase("me|myself", "included|too") // "for everybody, myself included" (the wrapper step reads "included" as "too")
		u.takePhrase("including", "me|myself")
		return &answer{cmd: "chmod " + rec + "a-w " + quoteFiles(), thought: "chmod a-w takes write permission from everyone"}
	case u.has("not") && u.has("=executable", "=runnable") || u.has("=remove", "=revoke", "=take", "=strip") && u.has("=execute", "=exec", "=executable") && !u.has("=group", "=others", "=world", "=everyone", "=everybody", "=anyone", "=read", "=write"):
		// "… so nobody runs it by accident": what taking the bit away does
		u.takePhrase("so?", "that?", "nobody|noone|no-one", "can?", "runs|run|executes|execute|starts|start", "it|them", "by?", "accident|accidentally|mistake")
		u.takePhrase("so?", "that?", "no", "one", "can?", "runs|run|executes|execute|starts|start", "it|them", "by?", "accident|accidentally|mistake")
		u.takeAll("not", "=executable", "=runnable", "=remove", "=revoke", "=take", "=strip", "=execute", "=exec", "perm", "=away", "=make", "=bit", "=the", "=from", "=it", "=flag")
		return &answer{cmd: "chmod " + rec + "-x " + quoteFiles(), thought: "chmod -x takes the execute bit away"}
	}
	u.takePhrase("nobody|no", "one?", "else")
	u.takePhrase("not", "even", "my|the", "group")
	low, mode = exceptMe(low)
	u.takePhrase("and?", "not", "just|only", "for|by?", "me|myself")
	u.takePhrase("and?", "nothing", "else?", "for|to", "anyone|anybody|everyone|others", "else?")
	u.takePhrase("everyone|everybody|anyone|anybody|all", "except|but|besides|other|apart|save", "than|from?", "the?", "me|myself|owner")
	u.takePhrase("nobody|no", "one?", "except|but|besides|other|apart|save", "than|from?", "the?", "me|myself|owner")
	if mode != "" {
		u.takePhrase("no", "one")
		u.takePhrase("no-one")
		u.takeAll("=anymore", "=nobody", "=none", "=no", "=one", "=change", "=modify", "=edit", "=alter", "=overwrite", "=while")
	}
	if mode == "" {
		mode = wordsMode(low)
	}
	if mode == "" && nobodyElse && !questionLead(strings.TrimSpace(u.statedText())) {
		// "so nobody else can read it": the group's and the others'
		// bits go, the owner's stay as they are
		mode = othersOff(low)
	}
	if locked && strings.HasPrefix(mode, "go-") {
		mode = "go-rwx" // "lock down x so nobody else can see it": all of theirs
	}
	if mode == "" {
		return nil
	}
	if writeVerbRes()[0].MatchString(low) || writeVerbRes()[1].MatchString(low) {
		u.takeAll("=change", "=modify", "=edit", "=alter", "=update", "=overwrite", "=or", "=and/or")
	}
	u.takeAll(permWords...)
	u.takeAll("=bit", "=bits") // "remove the execute bits from x for everyone"
	if strings.Contains(mode, "-") || !strings.Contains(mode, "+") {
		// "others should not be able to read it": the "not" is the "-"
		// (or the bits left out of the digits)
		u.takeAll("not", "=never", "=stop", "=cannot")
	}
	return &answer{cmd: "chmod " + rec + mode + " " + quoteFiles(), thought: "chmod " + mode + " sets those permissions"}
}

// chmodAsides consumes what a request for a change of permissions says
// around it that changes nothing: where the others are ("nobody else on
// this computer"), the owner's bits kept as they are ("but leave mine
// as it is"), the state now, said before the change or after it ("x
// can be changed by anyone at the moment. Take away …", "let everybody
// read x? right now only I can."), and "with no access for the group or
// others" after "only the owner".
func (u *utt) chmodAsides() {
	u.takePhrase("on|of|using", "this|the|my", "computer|machine|system|box|server|laptop")
	u.takePhrase("but|and|while?", "leave|keep|keeping|leaving", "mine|my|the", "own?", "permissions|perms|bits|access?", "as|alone|unchanged|untouched", "it|they?", "is|are?")
	u.takePhrase("right|just?", "now|currently|presently", "only", "i|me", "can|could|have|do", "access?", "it?")
	if u.has("=only") && u.said("owner", "me", "i", "myself") {
		u.takePhrase("with|and|but?", "no", "access|permissions|rights", "at?", "all?", "for|to", "the?", "group", "or|and|nor", "the?", "others|other|everyone|world", "users?", "else?")
	}
	// "x can be changed by anyone at the moment.": the state, ended
	// there; what follows is the change
	for i := range u.t {
		n, ok := u.phraseAt(i, []string{"can|could", "be", "changed|edited|modified|written|read|opened|seen|run|deleted", "by", "anyone|everyone|everybody|anybody|all", "at?", "the?", "moment|now|currently|present?"})
		// (a full stop marks no clause: the order's verb after it does)
		end := ok && i+n < len(u.t) && (u.t[i+n-1].comma || oneOf("remove|take|revoke|make|set|give|let|allow|fix|chmod|change|restrict|lock|please", u.lowAny(i+n)))
		if end && i > 0 && (u.t[i-1].kind == kFile || u.t[i-1].kind == kPath || u.t[i-1].dir) {
			u.useN(i, n)
			break
		}
	}
}

// accessRe matches "access" said of a file or folder.
var accessRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\baccess\b`) })

// exceptMe reads who is meant by "everyone but me" and what "not just
// me" says: "anyone except me" is the group and the others; "everyone
// can read it, not just me" widens, it takes nothing away. A mode of
// two sides ("everyone can read it but nobody can change it") is read
// whole: a=r.
func exceptMe(low string) (string, string) {
	r := chmodExceptRes()
	low = r[0].ReplaceAllString(low, " ")
	low = r[1].ReplaceAllString(low, " group and others ")
	low = r[4].ReplaceAllString(low, " only me ")
	if r[2].MatchString(low) {
		return low, "a=r"
	}
	if m := r[5].FindStringSubmatch(low); m != nil && !permWordRes()[2].MatchString(m[1]) && oneOf("|it|them|that|this", strings.Trim(m[2], " .,!")) {
		// "everyone should be able to run x but only I can edit it":
		// everyone reads (and runs), the owner alone writes
		switch p := permWordRes()[1].FindAllStringSubmatch(m[1], -1); {
		case len(p) == 0:
		case strings.Contains(m[1], "run") || strings.Contains(m[1], "exec"):
			return low, "755"
		case !strings.Contains(m[1], "writ"):
			return low, "644"
		}
	}
	if r[3].MatchString(low) && !permWordRes()[1].MatchString(r[3].ReplaceAllString(low, " ")) {
		return low, "644"
	}
	return low, ""
}

var chmodExceptRes = sync.OnceValue(func() [6]*regexp.Regexp {
	return [6]*regexp.Regexp{
		regexp.MustCompile(`(?i),?\s*\b(?:and\s+)?(?:not\s+(?:just|only)\s+(?:for\s+|by\s+)?(?:me|myself|the\s+owner)|nothing\s+(?:else\s+)?(?:for|to)\s+(?:anyone|anybody|everyone|others)(?:\s+else)?)\b`),
		regexp.MustCompile(`(?i)\b(?:everyone|everybody|anyone|anybody|all\s+users|all)\s+(?:except|but|besides|other\s+than|apart\s+from|save)\s+(?:me|myself|the\s+owner|mine)\b`),
		regexp.MustCompile(`(?i)\b(?:everyone|everybody|anyone|anybody|all\s+users|all)\b.*\bread\b.*\b(?:but|and|while)\s+(?:nobody|no\s+one|no-one|none)\b.*\b(?:change|modify|edit|write|alter|overwrite)\b`),
		// "readable by everyone but writable only by me": rw-r--r--
		regexp.MustCompile(`(?i)\breadable\s+(?:by|for|to)\s+(?:everyone|everybody|anyone|anybody|all)\s+(?:but|and|while)\s+(?:writable|writeable)\s+(?:only\s+(?:by|for)\s+(?:me|myself|the\s+owner)|(?:by|for)\s+(?:me|myself|the\s+owner)\s+only)\b`),
		// "nobody but me": only me
		regexp.MustCompile(`(?i)\b(?:nobody|no\s+one|no-one)\s+(?:except|but|besides|other\s+than|apart\s+from|save)\s+(?:me|myself|the\s+owner)\b`),
		// "everyone should be able to run it but only I can edit it":
		// what everyone may do, then the owner's change
		regexp.MustCompile(`(?i)^\s*(?:let\s+)?(?:everyone|everybody|anyone|anybody|all\s+users)\b(.*?)\b(?:but|and|while|though|whereas)\s+only\s+(?:i|me|myself|the\s+owner)\s+(?:can|should|may|could|must|gets?\s+to|is\s+allowed\s+to|am\s+allowed\s+to)?\s*(?:be\s+able\s+to\s+)?(?:change|modify|edit|write|alter|overwrite|update)(?:\s+to)?\b(.*)$`),
	}
})

// listedName reports whether token i is in a list of names here with
// another ("src and docs", "docs and logs"): a word of the lexicon that
// is a file or folder here is its name there.
func (u *utt) listedName(i int) bool {
	isName := func(k int) bool {
		return k >= 0 && k < len(u.t) && (u.t[k].dir || u.t[k].file || u.t[k].kind == kFile || u.t[k].kind == kPath)
	}
	return isName(i) && (u.lowAny(i+1) == "and" && isName(i+2) || u.lowAny(i-1) == "and" && isName(i-2))
}

// takeAnyFiles consumes every file or path the request names.
func (u *utt) takeAnyFiles() []string {
	var out []string
	for i, t := range u.t {
		// a word of the lexicon ("docs") only as a place: "in docs"
		named := !knownWord(t.low) || placeWord(u.lowAny(i-1)) || u.word(i+1, "dir") || u.word(i-1, "dir") || u.listedName(i)
		if !t.used && (t.kind == kFile || t.kind == kPath && existsHere(u.plat, t.raw) || t.kind == kWord && (t.dir || t.file) && named) {
			out = append(out, u.use(i).raw)
			u.fileNoun(i)
			u.dirNoun(i)
		}
	}
	return out
}

// restText is the request's unused words, in order.
func (u *utt) restText() string {
	var ws []string
	for _, t := range u.t {
		if !t.used {
			ws = append(ws, t.low)
		}
	}
	return strings.Join(ws, " ")
}

// ─────────────────────────── listing ───────────────────────────

// iList: a listing of a folder (or here), read as a product of what the
// request says: which entries (all, hidden ones too, only the dotfiles,
// only folders, only files), in which order (name, time, size) and which
// way, long or with human sizes, at one level or every one below.
func iList(u *utt) *answer {
	// "show it", "print them": what it is, caro cannot see
	if u.said("it", "them") && !u.has("file", "dir", "=here", "=everything", "=stuff", "=contents", "=content", "=entries") {
		named := false
		for _, t := range u.t {
			named = named || t.kind == kPath || t.kind == kFile || t.dir
		}
		if !named {
			return nil
		}
	}
	// "save the list of files in mixtape into a file called x.txt": the
	// listing, written to a new file
	if !u.said("save", "write", "store") {
		return listOf(u)
	}
	out := ""
	for i := range u.t {
		j := i + 1
		if !u.seq(i, "into|to|in") {
			continue
		}
		if u.seq(j, "a|the") {
			j++
		}
		if u.seq(j, "file|document") {
			j++
		}
		if u.seq(j, "called|named") {
			j++
		}
		if j < len(u.t) && !u.t[j].used && u.t[j].kind == kFile && !existsHere(u.plat, u.t[j].raw) {
			out = u.t[j].raw
			u.useN(i, j-i+1)
			break
		}
	}
	if out == "" || !u.take("=save", "=write", "=store") {
		return nil
	}
	u.takeSeq("the", "list", "of")
	a := listOf(u)
	if a == nil || strings.ContainsAny(a.cmd, "|>;&") {
		return nil
	}
	a.cmd += " > " + quote(out)
	a.thought += "; > writes the list to " + out
	return a
}

// listOf is iList's reading of the listing itself.
func listOf(u *utt) *answer {
	// "disk usage sorted by size": what each entry holds, du's, which a
	// listing's sizes (a folder's own 4 KiB) do not say
	for i := range u.t {
		if u.seq(i, "disk|space", "usage|use|used") {
			return nil
		}
	}
	// "including what's in the folders inside it": every level
	subAll := u.takeSubfolderClause()
	// "nested folders a/b": the folders are the ones asked for, or ones
	// to make (iMkdir), not the noun of the folder a/b whose files to list
	nestedNoun := -1
	for i := range u.t {
		if u.seq(i, "nested", "folders|directories|dirs") {
			nestedNoun = i + 1
			break
		}
	}
	// "folders inside folders too", "and the folders within folders":
	// the nested ones as well as the rest, every entry at every depth
	nestedToo := false
	for i := range u.t {
		n, ok := u.phraseAt(i, []string{"and|plus|including|with?", "the|any|all?", "folders|directories|dirs|subfolders|subdirectories", "inside|in|within", "other?", "folders|directories|dirs|subfolders|subdirectories", "too|included|also|as?", "well?"})
		if !ok {
			continue
		}
		if !u.seq(i, "and|plus|including|with") && !u.seq(i+n-1, "too|included|also|well") {
			return nil // "the folders inside folders": which depth is not said
		}
		u.useN(i, n)
		nestedToo = true
		break
	}
	dir := u.takeDir()
	if nestedNoun >= 0 && u.t[nestedNoun].used {
		return nil
	}
	// "everything in thesis", "details of everything inside x": what the
	// folder holds, listed ("everything" is a filler elsewhere)
	everythingIn := false
	for i := range u.t {
		if dir != "" && u.seq(i, "everything", "in|inside|within|under") && i+2 < len(u.t) && u.t[i+2].used && u.t[i+2].raw == dir {
			u.useN(i, 2)
			everythingIn = true
			break
		}
	}
	here := u.here()
	listing := u.takeSeq("dir|directory|folder", "listing|list|contents")
	// "with their full paths", "as absolute paths": each name from /
	fullPaths := u.takePhrase("with|as|showing|including|and", "their|the?", "full|absolute|whole|complete", "paths|path|pathnames")
	// the folder's full path: "$PWD"/docs here, as said from / or ~
	root := `"$PWD"` + pwdTail(dir)
	if strings.HasPrefix(dir, "/") || strings.HasPrefix(dir, "~") {
		root = quote(strings.TrimSuffix(dir, "/"))
	}
	u.takePhrase("i?", "am?", "trying|want|wanting", "to", "find", "out?", "which|what") // "I'm trying to find which files …"
	// "newest files first", "oldest first": a listing by time
	byAge := u.has("newest", "oldest", "largest", "small") && u.has("first") && u.kinds(kFile) == nil && !u.has("dir") // "biggest files first" too
	// "have a look through x … and list every file": the look is the listing's
	if u.has("=list", "=listing", "=ls") {
		u.takePhrase("have|take", "a", "look|peek|glance", "through|at|in|inside|around")
	}
	// "show a recursive listing of x": the noun after the verb
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"show|give|print|produce", "me?", "a|the", "full|complete|recursive?", "recursive?", "listing|list", "of"}); ok {
			u.useN(i+n-2, 2) // the noun and "of"; the verb and "recursive" are read below
			break
		}
	}
	// "one entry per line": what find, ls -l and ls -1 print
	onePer := u.takePhrase("with?", "one|1", "entry|item|file|name|path|result|thing", "per|a|each", "line|row")
	listed := listing || u.take("=ls", "=list", "=listing", "=show", "=display", "=view", "=enumerate", "=see", "=print") ||
		u.has("sort") && u.has("=size", "=sizes", "=date", "=time", "=modified", "=age", "newest", "oldest") && u.kinds(kFile) == nil && u.take("sort") || u.takeSeq("what", "is", "in") || u.takeSeq("what", "is", "inside") || u.takeSeq("what", "do", "i", "have") ||
		u.takeSeq("what", "files") || u.takeSeq("what", "is", "here") || u.takeSeq("what", "is", "there") || byAge
	if !listed && (here || dir != "") {
		// "I'd like to see everything under datasets": "see" is a filler
		// elsewhere ("I want to see the …"), a listing's verb here
		listed = u.takeSeq("what", "is") || u.takeSeq("what", "are") || u.takeSeq("whats") || u.takeSeq("see", "everything")
	}
	// "ls -lh crates", "ls -S": ls's options as typed
	if u.said("ls") && u.first(kFlag) >= 0 && u.onlyFlagsLeft(lsFlagsRe(), "ls") {
		typed := ""
		for i, t := range u.t {
			if !t.used && t.kind == kFlag && lsFlagsRe().MatchString(t.raw) {
				typed += " " + u.use(i).raw
			}
		}
		d := ""
		if dir != "" {
			d = " " + quote(dir)
		} else if here {
			d = " ."
		}
		if typed != "" {
			return &answer{cmd: "ls" + typed + d, thought: "ls with the options given"}
		}
	}
	// "only the folders inside campus, not the files"
	notFiles := u.has("dir") && u.takePhrase("#not", "the|any?", "files")
	// "every level down", "at any depth": every level below
	levels := false
	for i := range u.t {
		if u.seq(i, "all|every|any", "level|levels|depth|depths") {
			levels = u.recursive()
			break
		}
	}
	// "everything in site, subfolders included", "including subfolders",
	// "going into every folder": every level, not the folders alone
	// "all files in every subfolder": here, at every level
	if !levels && (dir != "" || here || u.said("file", "files", "everything", "contents", "stuff") && !u.said("folders", "directories", "dirs")) {
		levels = u.takePhrase("going|go|looking|look|descending|descend", "into|through", "every|all|each|any", "the?", "folder|folders|subfolder|subfolders|directory|directories|subdirectory|subdirectories") ||
			u.recursive()
	}
	filesSaid := u.take("=file", "=files", "=contents", "=content", "=entries", "=everything", "=stuff", "=items")
	// "directories in the current folder", "folders here": the ones there
	dirsSaid := (dir != "" || here) && u.said("directories", "folders", "dirs", "subfolders", "subdirectories", "subdirs")
	// "the sizes in crates", "the dotfiles in workbench": what a folder holds
	sizesIn := (dir != "" || here) && u.has("=sizes")
	dotsSaid := u.said("dotfiles", "dotfile") && !u.said("including", "include", "incl", "also", "too", "even", "plus", "everything", "and") ||
		u.has("hidden") && u.has("=only", "=just") ||
		u.has("hidden") && (u.lowAny(0) == "any" || oneOf("are|is", u.lowAny(0)) && u.lowAny(1) == "there") // "any hidden files in x?": those
	// "txt files in docs sorted by name"
	extSorted := len(u.kinds(kExt)) == 1 && (dir != "" || here) && u.has("sort", "=by")
	// "files by size please"
	filesBy := filesSaid && u.has("=by") && u.has("=size", "=sizes", "=date", "=time", "=name", "=age", "newest", "oldest")
	if !listed && !((filesSaid || sizesIn || everythingIn) && (dir != "" || here)) && !dirsSaid && !dotsSaid && !extSorted && !filesBy {
		return nil
	}
	// "just the names", "one per line", "ls -1": names, no details
	namesOnly := u.takeSeq("-1") || u.takePhrase("one", "per", "line") || u.has("=names") && !u.has("sort", "=by", "=order", "=alphabetically", "=alphabetical") ||
		u.takePhrase("but?", "only|just", "the", "names|filenames") // "sorted by size, but only the names"
	if namesOnly {
		u.takeAll("=names", "=name", "=only", "=just")
	}
	// "files only", "no folders", "not the directories": files
	onlyFiles := filesSaid && (u.takePhrase("#not", "the?", "folders|directories|dirs|subfolders|subdirectories") ||
		!namesOnly && u.has("=only", "=just") && !u.has("hidden", "dir") && !u.said("all", "everything", "contents", "content", "entries", "items", "stuff"))
	// "without the hidden files", "no dotfiles": ls's own
	noHidden := u.takePhrase("#not", "the|any?", "hidden|dotfiles|dotfile", "files|ones|entries?")
	u.takeAll("=file", "=files", "=contents", "=content", "=entries", "=everything", "=stuff", "=items", "=all", "=of", "=in", "=inside", "=here", "=there", "=the", "=every", "=its", "=what", "=is", "=are")
	// "the files that start with a dot", "whose names begin with a
	// period": the hidden ones (those alone, unless they come with the
	// rest: "everything, including the files that start with a dot")
	dotStart := u.takePhrase("that|which?", "start|starts|starting|begin|begins|beginning", "with", "a?", "dot|period|.") ||
		u.takePhrase("whose", "names|name", "start|begin", "with", "a?", "dot|period|.")
	dotsSaid = dotsSaid || dotStart && !u.said("including", "include", "incl", "also", "too", "even", "plus", "everything", "and", "all")
	hidden := dotStart || u.take("hidden") || u.takeSeq("-a") || u.takeSeq("-la") || u.takeSeq("-al")
	u.takeAll("hidden", "=ones", "=even", "=too", "=as", "=well", "=including", "=include", "=with", "=also", "=and")
	if hidden && u.said("any") {
		u.take("=lurking", "=hiding") // "any hidden files lurking in drafts?"
	}
	if hidden {
		u.takeAll("=included") // "hidden ones included"
	}
	onlyHidden := hidden && (dotsSaid || u.has("=only", "=just")) && !u.has("=also", "=too", "=even")
	u.takeAll("=only", "=just")
	human := u.humanWords()
	u.takePhrase("listed|shown", "together|along?")
	sizes := u.takePhrase("with|and|show", "their|the?", "sizes|size") || u.takePhrase("human", "sizes") || sizesIn && u.take("=sizes") || human
	// "files with dates", "with their owners": what ls -l shows
	dated := u.takePhrase("with|showing|including", "their|the?", "dates|times|timestamps|owners|owner") ||
		u.takePhrase("with|showing|including", "their|the?", "modification", "dates|times")
	long := dated || u.takeSeq("long", "format") || u.takeSeq("-l") || u.take("=details", "=detailed", "=detail", "=permissions", "=long") || sizes
	if long && !u.has("sort", "=by", "=order", "newest", "oldest") {
		u.takeAll("=owner", "=owners", "=date", "=dates") // "with its permissions, owner and date": what ls -l shows
		if u.said("long", "-l", "details", "detailed") {
			u.takeAll("=perms", "=permissions", "=size", "=sizes") // "long listing (perms, owner, size)"
		}
	}
	d := ""
	if dir != "" {
		d = " " + quote(dir)
	}
	// "txt files sorted by size": the ones of that kind, here
	sortSaid := u.has("sort", "=by", "first", "largest", "small", "newest", "oldest", "=order")
	if es := u.kinds(kExt); len(es) == 1 && (sortSaid || u.globListed()) && !u.has("recurse") {
		g := "*." + u.val(es[0]).val
		if dir != "" {
			g = strings.TrimSuffix(dir, "/") + "/" + g
		}
		u.use(es[0])
		d = " " + globQuote(g)
	} else if len(es) > 0 {
		return nil
	}
	order, rev, ok := u.listOrder()
	if !ok {
		return nil
	}
	if notFiles && !u.has("dir") {
		return nil
	}
	if nestedToo {
		// every entry, files and folders, at every depth
		u.takeAll("recurse", "=all", "=every", "=in", "=the")
		if u.has("dir") || order != 0 || rev || onlyFiles || onlyHidden || noHidden || namesOnly || long || sizes || fullPaths || strings.Contains(d, "*") {
			return nil
		}
		return &answer{cmd: "find " + quote(orDot(dir)), thought: "find lists every file and folder below, at every depth"}
	}
	switch {
	case filesSaid && (u.has("recurse") || levels) || (u.has("recurse") || levels) && !u.has("dir") || subAll && !u.has("dir"):
		u.takeAll("recurse", "=all", "=every", "=in", "=the")
		if order != 0 || onlyHidden || fullPaths && (sizes || long) {
			return nil
		}
		if fullPaths {
			return &answer{cmd: "find " + root + " -type f", thought: "find started at the full path of the folder prints each file below with its full path"}
		}
		if sizes || long {
			return &answer{cmd: findSpec{dir: dir, typ: "f"}.render(u.plat) + " -exec ls -lh {} +", thought: "find picks every file in every directory below; ls -lh shows each one's size"}
		}
		return &answer{cmd: findSpec{dir: dir, typ: "f"}.render(u.plat), thought: "find lists every file in every directory below"}
	case u.has("dir"):
		// "hidden folders": the word beside the noun; "dotfiles and
		// folders" asks two kinds
		if k := u.at("dir"); hidden && !oneOf("hidden|dot|invisible", u.lowAny(k-1)) {
			return nil
		}
		u.take("dir")
		rec := u.recursive() || u.take("recurse") || levels
		u.takeAll("dir", "=only", "=just", "=sub")
		if order != 0 || rev || onlyFiles || noHidden || namesOnly || sizes {
			return nil // folders by size are du's (iDiskUsage)
		}
		if hidden {
			// "hidden folders": the ones whose names start with a dot
			s := findSpec{dir: dir, typ: "d", name: ".*", depth1: !rec}
			return &answer{cmd: s.render(u.plat), thought: "find -type d -name '.*' keeps the folders whose names start with a dot"}
		}
		if rec {
			return &answer{cmd: "find " + quote(orDot(dir)) + " -mindepth 1 -type d", thought: "find -type d lists the directories, at every depth"}
		}
		return &answer{cmd: "find " + quote(orDot(dir)) + " -mindepth 1 -maxdepth 1 -type d", thought: "find -type d keeps the directories"}
	}
	// what is left lists dir one level deep: "what's directly in x"
	u.takeOneLevel(dir)
	if fullPaths {
		if order != 0 || rev || hidden || long || sizes || namesOnly || noHidden || strings.Contains(d, "*") {
			return nil
		}
		if onlyFiles {
			return &answer{cmd: "find " + root + " -maxdepth 1 -type f", thought: "find started at the full path of the folder prints each file with its full path"}
		}
		d := "-d"
		if onePer {
			d = "-1d"
		}
		return &answer{cmd: "ls " + d + " " + root + "/*", thought: "the glob after the full path of the folder names each entry by its full path; ls -d lists them, not what they hold"}
	}
	// ls's letters: -l long, -h human sizes, -a hidden ones too, -S by
	// size or -t by time, -r the other way
	flags := "l"
	if namesOnly {
		if long || sizes {
			return nil // names, or details?
		}
		flags = "1"
	}
	if (sizes || order == 'S') && !namesOnly {
		flags += "h"
	}
	if hidden && noHidden {
		return nil
	}
	// "list everything in x": the hidden entries too; "list x" lists what
	// ls shows, as typed
	if hidden && !onlyHidden || (order == 0 || order == 'n') && !onlyHidden && !onlyFiles && !noHidden && !namesOnly && u.said("all", "everything", "entire", "whole") {
		flags += "a"
	}
	if order == 'S' || order == 't' {
		flags += string(order)
	}
	if rev {
		flags += "r"
	}
	why := listWhy(order, rev)
	switch {
	case onlyHidden && onlyFiles:
		return nil
	case onlyHidden:
		g := ".[!.]*"
		if dir != "" {
			g = quote(strings.TrimSuffix(dir, "/")+"/") + g // "~/" stays unquoted
		}
		if !strings.Contains(flags, "l") {
			flags += "d" // the entries, not what a hidden folder holds
		}
		return &answer{cmd: "ls -" + strings.Replace(flags, "l", "ld", 1) + " " + g, thought: "the glob .[!.]* names the entries that start with a dot; ls -d lists them, not what they hold" + why}
	case onlyFiles:
		f := findSpec{dir: dir, typ: "f", depth1: true}.render(u.plat)
		if long || order != 0 {
			return &answer{cmd: f + " -exec ls -" + flags + " {} +", thought: "find -type f keeps the files of that folder; ls -" + flags + " lists them" + why}
		}
		return &answer{cmd: f, thought: "find -type f keeps the files, -maxdepth 1 of that folder only"}
	}
	return &answer{cmd: "ls -" + flags + d, thought: "ls -" + flags + " lists each entry" + why}
}

// pwdTail is dir (one relative to here) written after "$PWD": "/docs",
// quoted when it needs it; "" for here.
func pwdTail(dir string) string {
	dir = strings.TrimSuffix(strings.TrimPrefix(dir, "./"), "/")
	if dir == "" || dir == "." {
		return ""
	}
	return "/" + quote(dir)
}

// onlyFlagsLeft reports whether what is left of the request is options
// that re matches and the words ws.
func (u *utt) onlyFlagsLeft(re *regexp.Regexp, ws ...string) bool {
	for _, t := range u.left() {
		if !(t.kind == kFlag && re.MatchString(t.raw)) && !contains(ws, t.low) {
			return false
		}
	}
	return true
}

// lsFlagsRe matches ls's options that only change how it lists.
var lsFlagsRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-[lahSrt1dRFi]+$`) })

// listWhy says what a listing's order letters do.
func listWhy(order byte, rev bool) string {
	switch {
	case order == 'S' && rev:
		return "; -S sorts by size, -r puts the smallest first"
	case order == 'S':
		return "; -S sorts by size, largest first"
	case order == 't' && rev:
		return "; -t sorts by modification time, -r puts the oldest first"
	case order == 't':
		return "; -t sorts by modification time, newest first"
	case rev:
		return "; -r in reverse order"
	}
	return ""
}

// listOrder reads the order a listing asks: 'S' by size, 't' by time,
// 'n' by name (ls's own), 0 none said, and whether the other way round (smallest,
// oldest, z to a first). ok is false when it asks two orders.
func (u *utt) listOrder() (order byte, rev, ok bool) {
	// "by size", "smallest first", "from largest to smallest"; not
	// "the largest files" (iLargest)
	// "the most recently modified first": "most" is the degree of the
	// age's word, not the largest
	for i := range u.t {
		if u.seq(i, "most", "recent|recently|newest") {
			u.use(i)
		}
	}
	bySize := u.has("=size", "=sizes") && u.has("sort", "=by", "first", "largest", "small", "=order", "=from") ||
		u.has("largest", "small") && (u.has("sort", "=by", "first", "=order", "=from") || u.has("largest") && u.has("small"))
	// "oldest to newest" is an order by time by itself, as "smallest
	// to largest" is one by size
	byTime := u.has("=date", "=time", "=modified", "=modification", "=mtime", "newest", "oldest", "=age", "change") &&
		(u.has("sort", "=by", "first", "=order", "=from") || u.has("newest") && u.has("oldest")) && u.kinds(kNum) == nil
	byName := u.has("=name", "=names", "=alphabetically", "=alphabetical", "=alpha") && u.has("sort", "=by", "=order", "=alphabetically", "=alphabetical")
	if b2i(bySize)+b2i(byTime)+b2i(byName) > 1 {
		return 0, false, false
	}
	// "reversed", "backwards": the other way from ls's own order
	flip := false
	for i, t := range u.t {
		if !t.used && oneOf("reverse|reversed|backwards|backward|inverse|inverted", t.low) {
			u.use(i)
			flip = true
		}
	}
	if !bySize && !byTime && !byName && u.has("newest", "oldest", "largest", "small") {
		// an order by age or size that none of the three took
		// ("sort receipts oldest to newest" once "sort" was the
		// listing's own word): no listing in some other order
		return 0, false, false
	}
	dirn, _ := u.direction()
	switch {
	case bySize:
		u.takeAll("size", "sort", "=by", "=order", "=from")
		if u.take("small") {
			dirn = 1
		}
		u.takeAll("largest", "small", "first")
		order, rev = 'S', dirn > 0 != flip // ls -S: the largest first
	case byTime:
		u.takeAll("=date", "=time", "=modified", "=modification", "=mtime", "=age", "change", "sort", "=by", "=order", "=from")
		// whichever of "oldest" and "newest" comes first is the order's
		// start ("newest to oldest" is ls -t's own)
		// ("oldest last" is newest first; "last" is a word for the newest
		// too, so it is read as typed here)
		o, n := u.at("oldest"), u.at("newest")
		lastAfter := func(i int) bool { return i >= 0 && i+1 < len(u.t) && !u.t[i+1].used && u.t[i+1].low == "last" }
		switch {
		case lastAfter(o):
			dirn = -1
		case lastAfter(n):
			dirn = 1
		case o >= 0 && (n < 0 || o < n):
			dirn = 1
		case n >= 0:
			dirn = -1
		}
		u.takeAll("newest", "oldest", "first")
		order, rev = 't', dirn > 0 != flip // ls -t: the newest first
	case byName:
		u.takeAll("=name", "=names", "=alphabetically", "=alphabetical", "=alpha", "=order", "sort", "=by", "=file")
		order, rev = 'n', dirn < 0 || flip // ls: a to z
	default:
		if flip {
			u.takeAll("=order", "=by")
		}
		rev = dirn < 0 || flip
	}
	return order, rev, true
}

// ─────────────────────────── finding files ───────────────────────────

// findSpec is what a search for files asks.
type findSpec struct {
	dir     string
	typ     string // "f", "d", ""
	name    string // a glob
	iname   bool
	sizeCmp int
	bytes   float64
	// maxBytes: an upper bound too ("between 50k and 1M")
	maxBytes float64
	window   *tval
	// upTo: the newer side of a window older than one time and newer
	// than another ("older than a week but not older than a month")
	upTo   *tval
	empty  bool
	depth1 bool
	// named: the name was given as a bare word ("named lib"): a
	// folder's whole name, a part of a file's
	named string
	// notName: a glob the names must not match ("except .go files")
	notName string
	// hidden: name is ".*" for "hidden files"
	hidden bool
}

// takeFindSpec reads the conditions a search for files gives; ok is
// false when it gives none.
func (u *utt) takeFindSpec() (s findSpec, ok bool) {
	u.takeSubfolderClause() // find goes down every level anyway
	for i, t := range u.t {
		// "a file named .env": the name, not a place to look
		if !t.used && (t.kind == kPath || t.kind == kQuoted && t.raw != "") && (u.lowAny(i-1) == "named" || u.lowAny(i-1) == "called") {
			s.name = nameGlob(t.raw)
			if t.kind == kQuoted {
				s.name = t.raw // quoted: as given
			} else if s.name != t.raw {
				s.named = t.raw
			}
			u.use(i)
			u.take("=named", "=called")
			ok = true
			break
		}
	}
	// "only the top folder", "not in the subfolders", "without going
	// into subfolders": one level
	top := u.takePhrase("only|just", "in?", "the", "top", "folder|level|directory|dir") || u.takePhrase("only|just", "top", "level|folder") ||
		u.takePhrase("not|without", "in|inside|into|going", "into?", "the|any?", "subfolders|subdirectories|subdirs|subfolder|subdirectory")
	s.dir = u.takeDir()
	// "in the telemetry and downloads folders": the noun of both (the
	// other folder is iFind's, moreDirs)
	for i, t := range u.t {
		if t.used && t.raw == s.dir && s.dir != "" && u.seq(i+1, "and") && i+2 < len(u.t) && u.t[i+2].dir && !u.t[i+2].used && u.seq(i+3, "folders|directories|dirs") {
			u.use(i + 3)
			break
		}
	}
	// "the txt files directly in x": x's own, none below
	top = u.takeOneLevel(s.dir) || top
	if u.here() && s.dir == "" {
		s.dir = "."
	}
	// "all files except .go files", "files that are not .go files",
	// "everything but the csv files": a kind left out
	for _, e := range u.kinds(kExt) {
		k := e - 1
		for k > 0 && u.seq(k, "the|any|a|all") {
			k--
		}
		switch {
		case u.seq(k, "except|excluding|but|without") || u.seq(k-1, "other", "than") || u.seq(k-1, "apart", "from"):
			if u.seq(k-1, "other|apart") {
				k--
			}
		case u.seq(k, "not") && (u.seq(k-1, "are|is") || u.seq(k-1, "but|and")):
			if u.seq(k-1, "are|is") && u.seq(k-2, "that|which") {
				k -= 2
			} else if u.seq(k-1, "are|is|but|and") {
				k--
			}
		default:
			continue
		}
		if s.notName != "" {
			return s, false
		}
		s.notName = "*." + u.val(e).val
		u.useN(k, e-k+1)
		u.take("=files", "=file", "=ones")
		ok = true
	}
	if es := u.kinds(kExt); len(es) == 1 {
		s.name = "*." + u.val(es[0]).val
		// "every PDF": typed in capitals, any case will do
		s.iname = u.t[es[0]].raw != strings.ToLower(u.t[es[0]].raw)
		u.use(es[0])
		ok = true
		// "regardless of whether the extension is upper or lower case",
		// "in upper or lower case", "ignoring case": any case will do
		cases := "upper|uppercase|lower|lowercase|capitals|capital|small"
		if u.takePhrase("regardless|irrespective", "of", "whether?", "the|its?", "extension|ending|name|suffix?", "is|are?", "in?", cases, "or", cases, "case|letters?") ||
			u.takePhrase("regardless|irrespective", "of", "the?", "case|capitalisation|capitalization") ||
			u.takePhrase("whether|in", cases, "or", cases, "case|letters?") ||
			u.takePhrase("ignoring|ignore", "the?", "case") || u.takePhrase("case", "insensitive|insensitively") || u.takePhrase("case-insensitive|case-insensitively") {
			s.iname = true
		}
	} else if len(es) > 1 {
		return s, false
	} else {
		// "every csv under data", "all pdf in docs"
		for i, t := range u.t {
			if !t.used && t.kind == kWord && extWords[t.low] != "" && len(t.low) >= 2 && !knownWord(t.low) && u.seq(i-1, "every|all|each|any|find|list|the") {
				s.name = "*." + extWords[t.low]
				s.iname = t.raw != t.low
				u.use(i)
				ok = true
				break
			}
		}
	}
	if ss := u.kinds(kSize); len(ss) == 2 && u.seq(u.first(kSize)-1, "between") {
		a, b := u.val(ss[0]), u.val(ss[1])
		u.use(ss[0])
		u.use(ss[1])
		u.takeAll("=between", "=and", "=size", "=sized")
		if a.bytes > b.bytes {
			a, b = b, a
		}
		s.sizeCmp, s.bytes, s.maxBytes = 1, a.bytes, b.bytes
		ok = true
	} else if ss := u.kinds(kSize); len(ss) == 1 {
		v := u.val(ss[0])
		if v.cmp == 0 && u.seq(ss[0]-1, "exactly|precisely") && v.bytes == float64(int64(v.bytes)) {
			// "exactly 3 bytes": find -size in bytes is exact
			u.use(ss[0] - 1)
			v.cmp = 2
		}
		switch {
		case v.cmp == 0 && v.bytes == 0:
			// "zero bytes", "0 KB": empty
			s.empty = true
		case v.cmp == 0:
			return s, false
		default:
			s.sizeCmp, s.bytes = v.cmp, v.bytes
		}
		u.use(ss[0])
		ok = true
	} else if len(ss) > 1 {
		return s, false
	}
	if ws := u.kinds(kWindow); len(ws) == 1 {
		v := u.val(ws[0])
		s.window = &v
		u.use(ws[0])
		u.takeAll("change", "=accessed", "=created", "=saved", "=written", "=were", "=was", "=been", "=have", "=has", "=got", "=get")
		ok = true
	} else if len(ws) == 2 {
		// "older than a week but not older than a month": between the two
		a, b := u.val(ws[0]), u.val(ws[1])
		if a.cmp > 0 {
			a, b = b, a
		}
		if a.cmp >= 0 || b.cmp <= 0 || a.day > 0 || b.day > 0 || a.mins >= b.mins {
			return s, false
		}
		s.window, s.upTo = &a, &b
		u.use(ws[0])
		u.use(ws[1])
		u.takeAll("=but", "=and", "=yet")
		u.takeAll("change", "=accessed", "=created", "=saved", "=written", "=were", "=was", "=been", "=have", "=has", "=got", "=get")
		ok = true
	} else if len(ws) > 2 {
		return s, false
	}
	// "named x", "called report*", "with invoice in the name"
	for i, t := range u.t {
		if t.used {
			continue
		}
		if t.kind == kPath && (u.lowAny(i-1) == "named" || u.lowAny(i-1) == "called") {
			s.name = nameGlob(t.raw)
			if s.name != t.raw {
				s.named = t.raw
			}
			u.use(i)
			u.take("=named", "=called")
			ok = true
			break
		}
		if u.seq(i, "with|containing|having", "the|a") && i+2 < len(u.t) && !u.t[i+2].used && (u.t[i+2].kind == kWord || u.t[i+2].kind == kQuoted) && u.seq(i+3, "in", "the|their|its", "name|names|filename") {
			s.name = "*" + u.t[i+2].raw + "*"
			if m, said := nameMark(u.t[i+2]); said {
				if m == "" {
					return s, false
				}
				s.name = "*" + m + "*"
			}
			u.useN(i, 6)
			ok = true
			break
		}
		// "with lib in the name", "containing "util" in their names"
		// "with spaces in their names", "with a dash in the name": the
		// mark itself, not its name
		a := 0
		if u.seq(i+1, "a|an|any|some") && !u.seq(i+2, "in") {
			a = 1
		}
		if u.seq(i, "with|containing|having|contain|contains|have|has") && i+1+a < len(u.t) && !u.t[i+1+a].used && (u.t[i+1+a].kind == kWord || u.t[i+1+a].kind == kQuoted || u.t[i+1+a].kind == kPath) && u.seq(i+2+a, "in", "the|their|its|his|a", "name|names|filename|filenames") {
			w := u.t[i+1+a].raw
			if m, said := nameMark(u.t[i+1+a]); said {
				if m == "" {
					return s, false // "with capital letters in the name": no glob says it
				}
				w = m
			} else if a > 0 {
				return s, false // "with a foo in the name"
			}
			s.name = "*" + w + "*"
			u.useN(i, 5+a)
			ok = true
			break
		}
		if u.seq(i, "name|names|filename|filenames", "contain|contains|containing|including|includes|with|has|have|matching|match|matches|like") {
			// "whose name has the word notes": the word, not "the"
			k := i + 2
			if n, said := u.phraseAt(k, []string{"the|a?", "word|string|text|term|letters|part"}); said {
				k += n
			}
			if !(k < len(u.t) && !u.t[k].used && (u.t[k].kind == kWord || u.t[k].kind == kQuoted)) {
				continue
			}
			w := u.t[k].raw
			if m, said := nameMark(u.t[k]); said {
				if m == "" {
					return s, false
				}
				w = m
			}
			s.name = "*" + w + "*"
			u.useN(i, k-i+1)
			u.takeAll("=whose", "=with", "=the", "=a")
			ok = true
			break
		}
		if u.seq(i, "starting|beginning|start|starts|begin|begins|prefixed", "with") && i+2 < len(u.t) && !u.t[i+2].used && (u.t[i+2].kind == kWord || u.t[i+2].kind == kQuoted) {
			s.name = u.t[i+2].raw + "*"
			u.useN(i, 3)
			u.takeAll("=whose", "=name", "=names", "=the")
			ok = true
			break
		}
		if u.seq(i, "ending|end|ends|suffixed", "with|in") && i+2 < len(u.t) && !u.t[i+2].used && (u.t[i+2].kind == kWord || u.t[i+2].kind == kQuoted) {
			s.name = "*" + u.t[i+2].raw
			u.useN(i, 3)
			u.takeAll("=whose", "=name", "=names", "=the")
			ok = true
			break
		}
	}
	if top {
		// "not inside loops": a folder in it, left out as the rest are
		s.depth1 = true
		for i := range u.t {
			if u.seq(i, "not|but", "in|inside|into|under") && i+2 < len(u.t) && !u.t[i+2].used && isDirHere(u.plat, filepath.Join(orDot(s.dir), u.t[i+2].raw)) {
				u.useN(i, 3)
			}
		}
	}
	u.recursive()
	for i, t := range u.t {
		// "README files", "Makefile files": files whose name starts so
		if !t.used && t.kind == kWord && t.caps && !knownWord(t.low) && extWords[t.low] == "" && u.seq(i+1, "files|file") && s.name == "" {
			s.name = t.raw + "*"
			u.useN(i, 2)
			ok = true
			break
		}
	}
	if u.take("empty") {
		s.empty, ok = true, true
	}
	if s.name == "" && u.take("hidden") {
		s.name, ok = ".*", true // "hidden files": their names start with a dot
		s.hidden = true
	}
	if u.has("dir") && u.has("=file", "=files") {
		return s, false // "the files in each folder": which?
	}
	if u.take("dir") {
		s.typ = "d"
	} else if u.take("=file", "=files") {
		s.typ = "f"
	}
	u.takeAll("=file", "=files", "=document", "=documents")
	if s.name != "" {
		u.takeAll("=page", "=pages") // "every html page"
	}
	if u.takeSeq("not", "recursive|recursively") || u.takeSeq("only", "here") || u.takeSeq("top", "level") || u.takeSeq("no", "subfolders|subdirectories") || u.takeSeq("not", "in", "subfolders|subdirectories") {
		s.depth1 = true
	}
	u.take("recurse")
	u.takeAll("=including", "=subfolders", "=subdirectories", "=too", "=also", "=below", "=everywhere")
	if s.typ == "" && (s.name != "" || s.notName != "" || s.sizeCmp != 0 || s.window != nil) {
		s.typ = "f"
	}
	if s.named != "" && s.typ == "d" {
		s.name = s.named // "directories named lib": lib, not mylib
	}
	return s, ok
}

// nameGlob makes a name a glob for find -name: a glob as given, a full
// file name as it is, a bare word anywhere in the name.
func nameGlob(n string) string {
	for _, w := range []string{"something", "anything", "whatever", "xxx", "xyz"} {
		if strings.HasSuffix(strings.ToLower(n), w) && len(n) > len(w) {
			n = n[:len(n)-len(w)] + "*"
		}
	}
	if strings.ContainsAny(n, "*?[") || strings.Contains(strings.TrimPrefix(n, "."), ".") || strings.HasPrefix(n, ".") {
		return n
	}
	return "*" + n + "*"
}

// render writes the find command for s, p's flavour.
func (s findSpec) render(p *platform.Info) string {
	var b strings.Builder
	b.WriteString("find " + quote(orDot(s.dir)))
	if s.depth1 {
		b.WriteString(" -maxdepth 1")
	}
	if s.typ == "d" && s.dir == "" {
		b.WriteString(" -mindepth 1")
	}
	if s.typ != "" {
		b.WriteString(" -type " + s.typ)
	}
	if s.name != "" && s.iname {
		b.WriteString(" -iname " + quote(s.name))
	} else if s.name != "" {
		b.WriteString(" -name " + quote(s.name))
	}
	if s.notName != "" {
		b.WriteString(" ! -name " + quote(s.notName))
	}
	if s.sizeCmp == 2 {
		b.WriteString(" -size " + strconv.FormatInt(int64(s.bytes), 10) + "c")
	} else if s.sizeCmp > 0 {
		b.WriteString(" -size +" + findUnits(s.bytes, p))
		if s.maxBytes > 0 {
			b.WriteString(" -size -" + strconv.FormatInt(int64(s.maxBytes), 10) + "c")
		}
	} else if s.sizeCmp < 0 {
		b.WriteString(" -size -" + strconv.FormatInt(int64(s.bytes), 10) + "c")
	}
	if w := s.window; w != nil {
		switch {
		case w.day == 1 && flavor(p, "find") == platform.GNU:
			b.WriteString(" -daystart -mtime 0")
		case w.day == 2 && flavor(p, "find") == platform.GNU:
			b.WriteString(" -daystart -mtime 1")
		case w.day == 2:
			b.WriteString(" -mtime 1")
		case w.cmp > 0:
			b.WriteString(" -mmin -" + strconv.Itoa(w.mins))
		default:
			b.WriteString(" -mmin +" + strconv.Itoa(w.mins))
		}
	}
	if s.upTo != nil {
		b.WriteString(" -mmin -" + strconv.Itoa(s.upTo.mins))
	}
	if s.empty {
		b.WriteString(" -empty")
	}
	if hasGit(p, orDot(s.dir)) && (s.name == "" || s.typ == "d") {
		// a repository's own files are no answer
		b.WriteString(notGit(p, s.typ == "d"))
	}
	return b.String()
}

// deleteFound is find's action that deletes what it found and names
// each: -print -delete, which BusyBox find may lack (Debian's build has
// no -delete), so there rm does it; dirs: what is found may be a folder
// with files in it (children first, as -delete goes).
func deleteFound(p *platform.Info, dirs bool) string {
	switch {
	case flavor(p, "find") != platform.BusyBox:
		return " -print -delete"
	case dirs:
		return " -depth -print -exec rm -rf {} +"
	}
	return " -print -exec rm -f {} +"
}

// notGit is find's test that leaves out a repository's own files (and
// with dirs, the .git directory itself); BusyBox find spells "not" !.
func notGit(p *platform.Info, dirs bool) string {
	not, pat := " -not", " -path '*/.git/*'"
	if dirs {
		pat = " -path '*/.git*'"
	}
	if flavor(p, "find") == platform.BusyBox {
		not = " !"
	}
	return not + pat
}

// hasGit reports whether dir (here) holds a .git directory.
func hasGit(p *platform.Info, dir string) bool {
	if p == nil || p.Cwd == "" || strings.HasPrefix(dir, "~") {
		return false
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(p.Cwd, dir)
	}
	fi, err := os.Stat(filepath.Join(dir, ".git"))
	return err == nil && fi.IsDir()
}

// findUnits renders a size for find -size +N: whole M or G when it is
// one, else k, else bytes (find rounds sizes up to whole units, so +N is
// right in any unit that divides the size). BusyBox find knows no M or
// G: k it is.
func findUnits(bytes float64, p *platform.Info) string {
	n := int64(bytes)
	busy := flavor(p, "find") == platform.BusyBox
	switch {
	case busy && n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + "k"
	case n >= 1<<30 && n%(1<<30) == 0:
		return strconv.FormatInt(n>>30, 10) + "G"
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + "M"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + "k"
	}
	return strconv.FormatInt(n, 10) + "c"
}

// iFind: find files by extension, name, size, age, emptiness, type.
func iFind(u *utt) *answer {
	if u.globListed() {
		return nil // "ls *.txt", "list *.md": the shell's glob, here
	}
	if at := u.bareDirOrder(); at >= 0 && missingHere(u.plat, u.t[at].raw) {
		return nil // "a folder called scans, please": wanted, not looked for
	}
	if u.seq(0, "empty|clear", "the|my|this|that|out|all|everything") || u.has("=accessed", "=opened", "=access") {
		// "empty the build folder" empties it; "files accessed today"
		// asks for access times, which -mmin does not read
		return nil
	}
	if u.said("size", "sizes") && u.kinds(kSize) == nil && u.kinds(kNum) == nil {
		return nil // "the size of each txt file", "size of all the jpg files": their sizes, which a list of names leaves out
	}
	// "where is report.pdf", "find tax-form.pdf": a file by its name
	// "is there a notes.txt anywhere", "does x.txt exist somewhere": a
	// search for it
	anywhere := false
	if fs := u.kinds(kFile); len(fs) == 1 && u.said("anywhere", "somewhere") {
		f := fs[0]
		anywhere = u.seq(0, "is|are", "there") && oneOf("a|an|any|called|named", u.lowAny(f-1)) || u.seq(f+1, "exist|exists")
	}
	if fs := u.kinds(kFile); len(fs) == 1 && (anywhere || u.has("=find", "=locate", "=search", "=where", "=look", "=whereabouts") || u.seq(0, "where")) {
		if anywhere {
			u.takeAll("=anywhere", "=somewhere", "=exist", "=exists")
			u.takePhrase("is|are", "there")
		}
		u.takePhrase("can", "not", "find|locate")
		// "I lost x.txt somewhere", "where did I put x.txt": who put
		// it where, said of the file
		// ("I've lost a file called x": the words before the name)
		j := fs[0]
		for k := j - 1; k > 0 && k >= j-4 && oneOf("a|the|my|this|that|file|document|called|named", u.lowAny(k)); k-- {
			if oneOf("called|named", u.lowAny(j-1)) && u.seq(k-1, "lost|misplaced") && u.seq(k-2, "i|we|have") {
				u.use(k - 1)
				break
			}
		}
		if u.seq(j-1, "lost|misplaced|put|left|saved|stashed|stored|dropped") && u.seq(j-2, "i|we|have") ||
			u.seq(j-1, "put|leave|save|stash|store|drop") && u.seq(j-3, "did|have", "i|we") && u.seq(j-4, "where") {
			u.use(j - 1)
		}
		u.take("=find", "=locate", "=search", "=look", "=whereabouts")
		u.takeSeq("look", "for")
		name := u.t[fs[0]].raw
		if strings.Contains(name, "/") {
			return nil
		}
		// "find x.bak and delete it": each file by that name below
		// here, when none is here at the top (then which is meant?)
		del := false
		for i := range u.t {
			if n, ok := u.phraseAt(i, []string{"and", "then?", "delete|remove|rm|erase|trash", "it|them|that"}); ok && i > fs[0] && i+n == len(u.t) {
				if !missingHere(u.plat, name) {
					return nil
				}
				u.useN(i, n)
				del = true
				break
			}
		}
		u.use(fs[0])
		u.fileNoun(fs[0])
		u.takeAll("=named", "=called", "=file", "=files")
		s, _ := u.takeFindSpec()
		if s.name != "" || s.sizeCmp != 0 || s.window != nil {
			return nil
		}
		u.takeAll("where", "=is", "=the", "=located", "=stored", "=kept", "=live", "=lives", "=sit", "=sits", "=resides", "=hides", "=hiding", "=file", "=on", "=disk", "=path", "=its", "=full")
		if del {
			return &answer{cmd: "find " + quote(orDot(s.dir)) + " -type f -name " + quote(name) + deleteFound(u.plat, false), thought: "find walks the directories below for files by that name; -print names each as -delete deletes it"}
		}
		return &answer{cmd: "find " + quote(orDot(s.dir)) + " -name " + quote(name) + " 2>/dev/null", thought: "find walks the directories below and prints the paths of files by that name"}
	}
	if !u.has("find", "=locate", "=search", "=list", "=files", "=file", "=all", "=any", "=every") && u.has("=view", "=print", "=open", "=read", "=display", "=cat") {
		for i, t := range u.t {
			if (t.kind == kExt || t.kind == kWord && extWords[t.low] != "") && u.seq(i-1, "the|this|that|my") && !strings.HasSuffix(t.low, "s") {
				// "view the log", "print the csv": one file's
				// contents, not the names of all files of that kind
				return nil
			}
		}
	}
	// "all .yaml files under expedition listed, search recursively":
	// the list asked for, said after what is listed
	for i := range u.t {
		if u.seq(i, "listed|shown|found") && i > 0 && (i+1 == len(u.t) || u.t[i].comma) && (u.t[i-1].dir || u.t[i-1].kind == kPath || u.t[i-1].kind == kExt) {
			u.use(i)
		}
	}
	found := u.takePhrase("hunt|track", "down") || u.take("find", "=locate", "=search")
	u.take("find", "show", "=list", "=get", "=which", "=what", "=any", "=locate", "=search", "=display", "=print")
	u.takeSeq("are", "there")
	s, ok := u.takeFindSpec()
	if !ok && !(found && s.typ == "d") || s.hidden && !found {
		return nil // "find all directories": all of them; "list hidden files": ls -a
	}
	// "under pyproj and garden": find starts in each
	also := u.moreDirs(s.dir)
	for i := range u.t {
		if u.seq(i, "by|in", "size|date|time|name|age|order") {
			return nil // "by size": an order, which find does not give
		}
	}
	u.takeAll("=are", "=is", "=there", "=any", "=all", "=every", "=the", "=that", "=which", "=were", "=was", "=have", "=been", "=got", "=in", "=here", "=whose", "=size", "=sized", "=with", "=where")
	if s.window != nil && s.dir != "" {
		// "what came into the mailroom folder today": files new there
		u.takeAll("=came", "=arrived", "=landed", "=appeared")
		// "which entries in notes have changed this week": the files
		// that folder holds
		if u.seq(0, "which|what") || u.said("find", "list", "show") {
			u.takeAll("=entries", "=records", "=items")
		}
	}
	if s.sizeCmp == 1 {
		u.takePhrase("and?", "eating|taking|hogging|filling", "up?", "my|the|all?", "disk|space|storage") // "over 1 MB and eating my disk"
		// "the huge files, over 100 MB": the bound says how big
		u.takeAll("=huge", "=big", "=large", "=giant", "=massive", "=enormous", "=heavy")
	}
	if s.sizeCmp == -1 {
		u.takeAll("=small", "=tiny", "=little") // "the tiny files under 1k"
	}
	for i := range u.t {
		if u.seq(i, "around|round") && u.lowAny(i+1) == "here" {
			u.use(i) // "around here": here
		}
	}
	if s.empty {
		u.takeAll("=completely", "=totally", "=entirely", "=fully") // "completely empty"
	}
	if u.has("count", "largest", "small", "delete", "sort", "copy", "move", "newest", "oldest") {
		return nil
	}
	if s.typ == "d" && s.sizeCmp != 0 {
		return nil // find -size is the directory entry's own size, not its contents'
	}
	cmd := s.render(u.plat)
	if len(also) > 0 {
		cmd = strings.Replace(cmd, "find "+quote(s.dir), "find "+quoteAll(append([]string{s.dir}, also...)), 1)
	}
	if s.sizeCmp != 0 {
		cmd += " -exec ls -lh {} +"
	}
	if strings.HasPrefix(s.dir, "/") || strings.HasPrefix(s.dir, "~") {
		cmd += " 2>/dev/null" // unreadable directories are no answer
	}
	return &answer{cmd: cmd, thought: findThought(s)}
}

func findThought(s findSpec) string {
	var parts []string
	if s.name != "" {
		parts = append(parts, "-name matches "+s.name)
	}
	if s.sizeCmp != 0 {
		parts = append(parts, "-size compares the size")
	}
	if s.window != nil {
		if s.window.day > 0 {
			parts = append(parts, "-mtime keeps what changed that day")
		} else if s.window.cmp > 0 {
			parts = append(parts, fmt.Sprintf("-mmin -%d keeps files changed in the last %d minutes", s.window.mins, s.window.mins))
		} else {
			parts = append(parts, fmt.Sprintf("-mmin +%d keeps files not changed for %d minutes", s.window.mins, s.window.mins))
		}
	}
	if s.upTo != nil {
		parts = append(parts, fmt.Sprintf("-mmin -%d keeps those changed in the last %d minutes", s.upTo.mins, s.upTo.mins))
	}
	if s.empty {
		parts = append(parts, "-empty keeps empty ones")
	}
	if len(parts) == 0 {
		return "find walks the directory tree"
	}
	return "find walks the tree: " + strings.Join(parts, "; ")
}

// iCountFiles: how many files (of a kind, in a directory).
func iCountFiles(u *utt) *answer {
	u.takePhrase("wc", "-l?", "style|way") // "wc -l style count of …": what its command ends in
	if !u.take("count") && !u.takeSeq("how", "many") {
		return nil
	}
	// "how many files in each subfolder", "files per folder": a count for
	// each folder, which one total does not give
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"in|for|of|inside|within?", "each|every|per", "single?", "one?", "of?", "the?",
			"folder|folders|subfolder|subfolders|directory|directories|subdirectory|subdirectories|dir|dirs|subdir|subdirs"}); ok && n >= 2 && !u.seq(i, "every") {
			return nil
		}
	}
	u.takeAll("count", "=how", "=many", "=number", "=total", "=of")
	u.takePhrase("all", "told|together|in|up", "all?") // "all told", "all in all": the total
	u.takePhrase("in", "total|all")
	// "how many items does Finder show in x": the entries it shows,
	// those whose names do not start with a dot
	finder := u.takePhrase("does|would|will|do", "finder|explorer", "show|list|display|see|count")
	s, _ := u.takeFindSpec()
	if s.typ == "" && s.depth1 && s.name == "" && s.sizeCmp == 0 && s.window == nil && !s.empty && s.notName == "" && u.take("=items", "=entries", "=things") {
		// "how many items in x, top level only": what ls shows of it
		u.takeAll("=only", "=are", "=is", "=there", "=in", "=the", "=does", "=show")
		dir := orDot(s.dir)
		if !finder && u.hiddenIn(dir) {
			return nil // the hidden ones: counted, or not?
		}
		if !u.done() {
			return nil
		}
		return &answer{cmd: "ls " + quote(dir) + " | wc -l", thought: "ls lists the entries of " + dir + " (not the hidden ones), one per line when piped; wc -l counts them"}
	}
	if s.typ != "" {
		u.takePhrase("files|file|folders|dirs|directories", "only") // "files only": the kind, said again
		if s.dir != "" && s.dir != "." {
			u.takeAll("=entries", "=items") // a folder's entries: no lines
		}
	}
	if s.typ == "" && !(u.has("=photo", "=photos", "=image", "=images", "=pictures")) {
		return nil
	}
	u.takeAll("=are", "=is", "=there", "=do", "=i", "=have", "=we", "=in", "=here", "=exist", "=total", "=the", "=all", "=hold", "=holds", "=contain", "=contains", "=got", "=store", "=stores", "=does", "=keep")
	if u.has("line", "word", "char", "byte") || u.kinds(kQuoted) != nil {
		return nil
	}
	cmd := s.render(u.plat)
	if s.typ == "d" {
		cmd = strings.Replace(cmd, " -type d", " -mindepth 1 -type d", 1)
		cmd = strings.Replace(cmd, " -mindepth 1 -mindepth 1", " -mindepth 1", 1)
	}
	return &answer{cmd: cmd + " | wc -l", thought: "find lists them, one per line; wc -l counts the lines"}
}

// iLargest: the largest (or smallest, newest, oldest) files or
// directories.
func iLargest(u *utt) *answer {
	// "what is taking up space here": each entry's size, largest first
	u.takePhrase("low|short|running", "on|out", "of?", "disk?", "space|room")
	if !u.pluralThings() && !u.has("dir") && !u.seqAny("how", "much") && u.has("=space", "=room", "=most") && u.has("=taking", "=take", "=takes", "=using", "=uses", "=use", "=eating", "=eats", "=hogging", "=hogs", "=filling", "=fills") {
		dir := u.takeDir()
		u.here()
		u.takeAll("=space", "=room", "=disk", "=taking", "=take", "=takes", "=using", "=uses", "=use", "=eating", "=eats", "=hogging", "=hogs", "=filling", "=fills", "=up", "=all",
			"=the", "=most", "=what", "=is", "=which", "=thing", "=things", "=my", "=of", "=show", "=me", "largest", "=in")
		if u.has("count", "delete", "line") {
			return nil
		}
		switch flavor(u.plat, "coreutils") {
		case platform.BusyBox:
			return &answer{cmd: fmt.Sprintf("du -ak -d 1 %s 2>/dev/null | sort -rn | head -n 11", quote(orDot(dir))), thought: "du adds up each file and subdirectory in KiB; the largest come first"}
		case platform.BSD:
			return &answer{cmd: fmt.Sprintf("du -ah -d 1 %s 2>/dev/null | sort -rh | head -n 11", quote(orDot(dir))), thought: "du adds up each file and subdirectory; the largest come first"}
		}
		return &answer{cmd: fmt.Sprintf("du -ah --max-depth=1 %s 2>/dev/null | sort -rh | head -n 11", quote(orDot(dir))), thought: "du adds up each file and subdirectory; the largest come first"}
	}
	if u.has("=by") && u.has("=size", "=sizes", "=date", "=time", "=age", "newest", "oldest", "largest", "small") || u.has("sort") {
		return nil // "list files by size, largest first" is a listing (iList)
	}
	if u.has("newest", "oldest", "largest", "small") && u.said("first") && !u.said("top") && !u.said("folders", "directories", "dirs", "subfolders", "subdirectories", "directory") && u.kinds(kNum) == nil {
		return nil // "newest files first", "biggest first" order a listing (iList)
	}
	for i := range u.t {
		if _, ok := u.phraseAt(i, []string{"with", "the?", "newest|oldest|latest|earliest|largest|biggest|smallest|most", "recent?", "ones?|files?", "at|on", "the?", "top|bottom"}); ok {
			return nil // "list x with the oldest at the top": an order of a listing (iList)
		}
	}
	if u.seqAny("how", "big|large|heavy") && !u.said("biggest", "largest", "heaviest", "smallest") {
		return nil // "how big are the files in photos": each one's size, not the big ones
	}
	mostRecent := u.takeSeq("most", "recent|recently|new|newly|lately")
	leastRecent := u.takeSeq("least", "recent|recently") || u.takeSeq("longest", "ago")
	largest, smallest := u.has("largest") && !mostRecent && !leastRecent, u.has("small")
	newest, oldest := mostRecent || u.has("newest") && !u.has("size", "largest"), leastRecent || u.has("oldest")
	if largest == smallest && newest == oldest || largest && newest {
		return nil
	}
	s, _ := u.takeFindSpec()
	if s.window != nil || s.sizeCmp != 0 || s.empty {
		return nil
	}
	if (newest || oldest) && u.has("=size", "=sizes") {
		return nil // "the oldest file in x with its size": a time order, and a size it does not show
	}
	u.humanWords()
	u.takeSeq("around", "here")
	u.takeAll("=show", "=list", "=find", "=what", "=which", "=are", "=is", "=the", "=get", "=me", "=display", "=print", "=here", "=in", "=top", "=most", "=recently", "=size", "=by", "=sort", "=sorted", "=first", "=around", "=with", "=their", "=sizes")
	n, ok := u.count()
	if !ok {
		n = 10
		// "stuff changed recently", "what changed lately": whatever did,
		// not the one newest file
		lately := newest && u.said("recently", "lately", "recent") && !u.said("most", "latest", "newest", "last", "file", "one", "thing", "item", "entry", "document")
		if !u.pluralThings() && !u.said("every", "each", "all") && !lately {
			n = 1
			u.take("=single") // "which single file is the largest"
		}
	}
	// the quality word itself
	switch {
	case largest:
		u.takeAll("largest")
	case smallest:
		u.takeAll("small")
	case newest:
		u.takeAll("newest", "change")
		u.takeAll("=arrived", "=came", "=landed") // "the latest thing that arrived"
	case oldest:
		u.takeAll("oldest", "change")
	}
	u.takeAll("=space", "=room", "=disk", "=take", "=takes", "=taking", "=use", "=uses", "=using", "used", "=up", "=eats", "=eating", "=hogs", "=hogging", "=fills", "=filling")
	if u.has("count", "delete", "copy", "move", "line") {
		return nil
	}
	dir := orDot(s.dir)
	f := flavor(u.plat, "coreutils")
	if s.typ == "d" {
		if smallest || newest || oldest {
			return nil
		}
		switch f {
		case platform.BusyBox:
			return &answer{cmd: fmt.Sprintf("du -k -d 1 %s 2>/dev/null | sort -rn | head -n %d", quote(dir), n+1), thought: "du adds up each subdirectory in KiB; sort -rn puts the largest first"}
		case platform.BSD:
			return &answer{cmd: fmt.Sprintf("du -h -d 1 %s 2>/dev/null | sort -rh | head -n %d", quote(dir), n+1), thought: "du adds up each subdirectory; sort -rh orders human sizes, largest first"}
		}
		return &answer{cmd: fmt.Sprintf("du -h --max-depth=1 %s 2>/dev/null | sort -rh | head -n %d", quote(dir), n+1), thought: "du adds up each subdirectory; sort -rh orders human sizes, largest first"}
	}
	sel := ""
	if s.name != "" {
		sel = " -name " + quote(s.name)
	} else if hasGit(u.plat, dir) {
		sel = notGit(u.plat, false)
	}
	if newest || oldest {
		order := "-nr"
		if oldest {
			order = "-n"
		}
		if flavor(u.plat, "find") == platform.GNU {
			return &answer{cmd: fmt.Sprintf("find %s -type f%s -printf '%%T@ %%p\\n' | sort %s | head -n %d | cut -d' ' -f2-", quote(dir), sel, order, n), thought: "find prints each file's modification time; sorted, the " + map[bool]string{true: "oldest", false: "newest"}[oldest] + " come first"}
		}
		r := ""
		if oldest {
			r = "r"
		}
		if s.name != "" {
			return &answer{cmd: fmt.Sprintf("ls -1t%s %s | head -n %d", r, globQuote(strings.TrimSuffix(dir, "/")+"/"+s.name), n), thought: "ls -t sorts by modification time"}
		}
		if s.dir != "" && s.dir != "." {
			return &answer{cmd: fmt.Sprintf("ls -1t%s %s | head -n %d", r, quote(dir), n), thought: "ls -t sorts by modification time"}
		}
		return &answer{cmd: fmt.Sprintf("ls -1t%s | head -n %d", r, n), thought: "ls -t sorts by modification time"}
	}
	order := "-rh"
	if smallest {
		order = "-h"
	}
	// "big files here": files that are big (over a megabyte), largest
	// first; "the biggest files": the largest, however small
	if largest && !ok && u.saidPositive() {
		sel += " -size +" + findUnits(1<<20, u.plat)
		n = 20
	}
	switch f {
	case platform.BusyBox:
		order = "-k5,5rn"
		if smallest {
			order = "-k5,5n"
		}
		return &answer{cmd: fmt.Sprintf("find %s -type f%s -exec ls -l {} + | sort %s | head -n %d", quote(dir), sel, order, n), thought: "ls -l gives each file's size in bytes (its 5th column); sort puts them in order"}
	case platform.BSD:
		return &answer{cmd: fmt.Sprintf("find %s -type f%s -exec du -Ah {} + | sort %s | head -n %d", quote(dir), sel, order, n), thought: "du -A gives each file's size; sort -h orders human sizes"}
	}
	return &answer{cmd: fmt.Sprintf("find %s -type f%s -exec du -h --apparent-size {} + | sort %s | head -n %d", quote(dir), sel, order, n), thought: "du gives each file's size; sort -h orders human sizes"}
}

// hiddenIn reports whether caro cannot read d, or d holds an entry
// whose name starts with a dot.
func (u *utt) hiddenIn(d string) bool {
	ents, err := u.readDir(d)
	if err != nil {
		return true
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			return true
		}
	}
	return false
}

// saidPositive: the request says "big" or "large", not "biggest".
func (u *utt) saidPositive() bool {
	for _, t := range u.t {
		switch t.low {
		case "biggest", "largest", "heaviest", "hugest", "fattest", "most", "top":
			return false
		}
	}
	return u.said("big", "large", "huge", "giant", "massive", "heavy", "fat")
}

// pluralThings: the request asks for several ("files", "folders").
func (u *utt) pluralThings() bool {
	for _, t := range u.t {
		switch t.low {
		case "files", "folders", "directories", "dirs", "ones", "items", "entries", "things", "documents":
			return true
		}
	}
	return false
}

// iDiskUsage: how much space a directory (or here) takes.
func iDiskUsage(u *utt) *answer {
	// "size of each folder here", "disk usage of every folder inside
	// assets": one line per subdirectory
	each := u.takePhrase("each|every|all", "the?", "folder|folders|directory|directories|subfolder|subfolders|subdirectory|subdirectories|dir|dirs|subdir|subdirs") ||
		u.takeSeq("per", "folder|directory|subfolder|subdirectory|dir") || u.takeSeq("all", "the", "folders|directories|subfolders")
	// "subfolder sizes", "sizes of folders": the size is in the phrase
	eachSized := !each && (u.takeSeq("subfolder|subfolders|subdirectory|subdirectories", "sizes") ||
		u.takeSeq("folder|directory|subfolder|dir", "sizes") ||
		u.takePhrase("sizes", "of", "the|all|my?", "folders|directories|subfolders|subdirectories|dirs|subdirs"))
	each = each || eachSized
	// "how much space does build take", "how big is build": the folder
	// the question is about, a word the lexicon knows too
	subject := u.sizeSubject()
	// "the disk usage of each thing inside old", "how big is every
	// item in x": one line per entry, files and folders alike
	entries := !each && u.takePhrase("each|every", "single?", "thing|item|entry|one")
	// "sort the folders by size", "list the folders and sort them by
	// size", "folders by size": each one's, in order
	if !each && !entries && u.said("size", "sizes") && (u.has("sort") || u.said("by")) {
		each = u.takePhrase("the|my|these|those?", "folders|directories|subfolders|subdirectories|dirs|subdirs")
	}
	dir := subject
	if dir == "" {
		dir = u.takeDir()
	}
	here := u.here()
	if entries {
		if dir == "" && !here || u.has("=folders", "=directories", "largest", "small", "sort", "count") {
			return nil
		}
		u.humanWords()
		sized := u.takeSeq("how", "much", "space|room|disk") || u.takeSeq("how", "big|large") || u.take("=size", "=sizes", "=usage", "=du")
		u.takeAll("=disk", "=usage", "=space", "=of", "=in", "=inside", "=within", "=is", "=are", "=takes", "=take", "=taking", "=up", "=show", "=list", "=see", "=the", "dir", "=what")
		if !sized {
			return nil
		}
		g := "*"
		if dir != "" {
			g = strings.TrimSuffix(dir, "/") + "/*"
		}
		return &answer{cmd: "du -sh " + globQuote(g), thought: "du -s adds up each entry (a folder with everything below it); -h in human units"}
	}
	// "how big are the folders here": each of them
	plural := !each && (dir != "" || here) && u.take("=folders", "=directories", "=subfolders", "=subdirectories", "=dirs", "=subdirs")
	u.humanWords()
	// "in megabytes": du's unit
	unit := ""
	for i := range u.t {
		if u.seq(i, "in|as") && i+1 < len(u.t) && !u.t[i+1].used {
			switch sizeUnits[u.t[i+1].low] {
			case 1 << 10:
				unit = "-k"
			case 1 << 20:
				unit = "-m"
			case 1 << 30:
				switch flavor(u.plat, "coreutils") {
				case platform.GNU:
					unit = "-BG"
				case platform.BSD:
					unit = "-g"
				default:
					return nil // BusyBox du has no gigabytes
				}
			default:
				continue
			}
			u.useN(i, 2)
			break
		}
	}
	sized := false
	for _, said := range []bool{u.takeSeq("how", "big"), u.takeSeq("how", "large"), u.takeSeq("how", "much", "space|room|disk"), u.take("=size", "=sizes", "=du", "=usage"), u.takeSeq("disk", "usage"), u.takeSeq("space", "used")} {
		sized = sized || said
	}
	if plural && !sized {
		return nil // "directories here" lists them
	}
	if !each && !plural && u.said("sizes") && !u.said("total", "whole", "altogether", "combined", "usage") {
		return nil // "the sizes in crates": each entry's (iList)
	}
	if each && !sized && !eachSized {
		return nil // "everything in all subfolders" lists them; no word asks their size
	}
	each = each || plural
	sized = sized || each
	// "list all folders by size": each one's, in order
	bySize := each && (u.has("sort") || u.said("by") && u.said("size", "sizes"))
	if !sized || dir == "" && !here && !each || u.has("=list", "=ls", "=listing") && !bySize {
		return nil
	}
	u.takeAll("=list", "=ls", "=listing", "=by")
	u.takeAll("=total", "=is", "=the", "=of", "=does", "=take", "=takes", "=taking", "=using", "=use", "=uses", "=up", "=space", "=disk", "=usage", "=in", "=on", "=size", "=whole", "=entire", "=all", "=-sh", "=-s", "=-h", "dir", "=inside", "=within", "=under", "=each", "=every", "=its", "=show", "=list", "=get", "=what", "=are", "=is", "=used")
	// "sorted", "largest first": the lines by size
	sorted, down := false, false
	if bySize {
		u.takeAll("sort", "=by", "size", "=order")
		if u.takeSeq("and", "them|these") || u.takeSeq("and", "sort") {
			u.takeAll("=them", "=these")
		}
		dirn, _ := u.direction()
		sorted, down = true, dirn < 0 || u.take("largest") || u.take("reverse")
	}
	if u.has("largest", "small", "file", "sort") {
		return nil
	}
	if each && unit != "" {
		return nil
	}
	if each {
		a := &answer{cmd: fmt.Sprintf("du -h --max-depth=1 %s", quote(orDot(dir))), thought: "du --max-depth=1 adds up each subdirectory; -h in human units"}
		by := "sort -h"
		switch flavor(u.plat, "coreutils") {
		case platform.BusyBox:
			a = &answer{cmd: fmt.Sprintf("du -k -d 1 %s", quote(orDot(dir))), thought: "du -d 1 adds up each subdirectory, in KiB"}
			by = "sort -n"
		case platform.BSD:
			a = &answer{cmd: fmt.Sprintf("du -h -d 1 %s", quote(orDot(dir))), thought: "du -d 1 adds up each subdirectory; -h in human units"}
		}
		if sorted {
			if down {
				by = strings.Replace(by, "-", "-r", 1)
			}
			a.cmd += " | " + by
			a.thought += "; " + by + " orders them by size"
		}
		return a
	}
	if unit != "" {
		return &answer{cmd: "du -s" + strings.TrimPrefix(unit, "-") + " " + quote(orDot(dir)), thought: "du -s adds up everything below; " + unit + " gives it in that unit"}
	}
	return &answer{cmd: "du -sh " + quote(orDot(dir)), thought: "du -s adds up everything below; -h shows it in human units"}
}

// unitListRe matches size units listed as one word: "K/M/G", "kb,mb,gb".
var unitListRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:k|kb|kib)[/,](?:m|mb|mib)(?:[/,](?:g|gb|gib))?$`)
})

// humanWords consumes "in human readable form" and the like: sizes are
// shown that way anyway. It reports whether the request said so.
func (u *utt) humanWords() bool {
	said := false
	for i := range u.t {
		// "sizes i can actually read", "sizes a person can read"
		if u.seq(i, "sizes|size", "i|you|we|people|humans|a|that|which") {
			j := i + 1
			for j < len(u.t) && u.seq(j, "i|you|we|people|humans|a|person|human|that|which|can|could|actually|really|easily|read|understand") {
				j++
			}
			if j > i+1 && (u.seq(j-1, "read") || u.seq(j-1, "understand")) {
				for k := i + 1; k < j; k++ {
					u.t[k].used = true
				}
				// "like MB not bytes": the unit said as an example
				for k := range u.t {
					if _, ok := u.phraseAt(k, []string{"like|in|as?", "mb|kb|gb|megabytes|kilobytes|gigabytes", "not|instead", "of?", "bytes"}); ok {
						for k < len(u.t) && u.seq(k, "like|in|as|mb|kb|gb|megabytes|kilobytes|gigabytes|not|instead|of|bytes") {
							u.t[k].used = true
							k++
						}
						break
					}
				}
				said = true
			}
		}
		// "sizes in K/M/G": the units -h picks, listed
		if u.seq(i, "sizes|size", "in|as|like") && i+2 < len(u.t) && !u.t[i+2].used && unitListRe().MatchString(u.t[i+2].low) {
			u.useN(i+1, 2)
			said = true
		}
		if u.seq(i, "human", "readable|units|form|format|sizes") || u.seq(i, "human-readable") || u.seq(i, "-h") || u.seq(i, "readable", "sizes|units|form|format") {
			j := i
			for j < len(u.t) && u.seq(j, "human|readable|human-readable|units|form|format|sizes|-h") {
				u.t[j].used = true
				j++
			}
			u.takeAll("=in", "=a")
			said = true
		}
	}
	return said
}

// iFileSize: how big a file is.
func iFileSize(u *utt) *answer {
	files := u.takeFiles()
	if len(files) == 0 && u.has("=size", "=filesize") || len(files) == 0 && u.seqAny("how", "big|large|heavy") {
		// "the size of photos.zip": an archive here is a file too
		for i, t := range u.t {
			if !t.used && t.kind == kFile && isArchiveName(t.raw) && isFileHere(u.plat, t.raw) {
				files = []string{u.use(i).raw}
				u.fileNoun(i)
				break
			}
		}
	}
	if len(files) == 0 {
		// "the size of every file in logs": each one's
		// "how big are the files in photos": each one's too
		areFiles := u.takePhrase("how", "big|large|heavy", "are", "the|my|all?", "files|documents")
		if !areFiles && !u.takePhrase("each|every", "file") {
			return nil
		}
		dir := u.takeDir()
		if dir == "" && !u.here() && !areFiles || !areFiles && !(u.takeSeq("how", "big") || u.takeSeq("how", "large") || u.take("=size", "=sizes", "=filesize")) {
			return nil
		}
		u.takeAll("=is", "=are", "=the", "=of", "=size", "=sizes", "=its", "=their", "=in", "=inside", "=show", "=list", "=get", "=what", "=print", "=display")
		u.humanWords()
		if u.has("largest", "small", "sort", "dir", "total") {
			return nil
		}
		return &answer{cmd: fmt.Sprintf("find %s -type f -exec ls -lh {} +", quote(orDot(dir))), thought: "find picks each file below; ls -lh shows its size in human units"}
	}
	// "how much space does x.txt take (up)", "how much room is x.txt using"
	space := false
	for i := 1; i+2 < len(u.t) && u.seqAny("how", "much"); i++ {
		if u.seq(i, "does|do|is") && u.t[i+1].used && u.t[i+1].kind == kFile && u.seq(i+2, "take|takes|taking|use|uses|using|occupy|occupies") &&
			u.takePhrase("how", "much", "space|room|disk", "space?") {
			u.use(i)
			u.use(i + 2)
			u.takePhrase("up", "on?", "disk?")
			space = true
			break
		}
	}
	if !(space || u.takeSeq("how", "big") || u.takeSeq("how", "large") || u.takeSeq("how", "heavy") || u.take("=size", "=filesize")) {
		return nil
	}
	u.takeAll("=is", "=are", "=the", "=of", "=file", "=files", "=size", "=its", "=their", "=on", "=disk", "=what")
	if u.has("byte", "line", "word", "char") {
		return nil
	}
	return &answer{cmd: "ls -lh " + quoteAll(files), thought: "ls -lh shows the size in human units"}
}

// iPwd: the working directory.
func iPwd(u *utt) *answer {
	switch {
	case u.takeSeq("where", "am", "i"), u.takeSeq("pwd"), u.takeSeq("print", "working", "directory"),
		u.takeSeq("current", "directory|folder|dir|path|location"), u.takeSeq("working", "directory|folder|dir"),
		u.takeSeq("which|what", "directory|folder|dir", "am", "i"), u.takeSeq("which|what", "directory|folder|dir", "is", "this"),
		u.takeSeq("present", "working", "directory"), u.takeSeq("what", "is", "this", "directory|folder"):
	default:
		return nil
	}
	u.takeAll("=in", "=currently", "=now", "=right", "=the", "=what", "=is", "=my", "=show", "=print", "=full", "=path", "=of", "=this", "=am", "=i", "=tell", "=me", "=which", "=located", "=at", "=where")
	return &answer{cmd: "pwd", thought: "pwd prints the working directory"}
}

// iRemove: rm named files, rmdir an empty directory, rm -r one with
// things in it (the assessor asks before any of these runs).
func iRemove(u *utt) *answer {
	// "empty the build folder": what it holds
	emptied := u.seq(0, "empty|clear") && u.kinds(kFile) == nil && u.kinds(kExt) == nil && (u.seq(1, "the|my|this|that|out|our") || len(u.t) > 1 && u.t[1].dir && u.t[1].kind == kPath)
	// "clean up the build folder", "clean out logs": what it holds, as
	// with "clear out" (the folder stays)
	cleaned := false
	if c := 1; !emptied && u.seq(0, "clean|clear|cleanup") && u.kinds(kFile) == nil && u.kinds(kExt) == nil {
		if u.seq(1, "out|up") {
			c = 2
		}
		if u.seq(c, "the|my|this|that|our") {
			c++
		}
		cleaned = c < len(u.t) && u.t[c].dir && !u.t[c].used && (u.t[c].kind == kPath || !knownWord(u.t[c].low) || u.word(c+1, "dir") || u.seq(c-1, "the|my|this|that|our"))
		if cleaned {
			u.use(0)
			u.takeSeq("out|up")
		}
	}
	if emptied {
		u.use(0)
		u.takeSeq("out")
	} else if cleaned {
		emptied = true
	} else if !u.take("=delete", "=remove", "=rm", "=erase", "=trash", "=del", "=rmdir", "=unlink", "=nuke") && !u.takeSeq("clear|clean", "out|up") && !u.wantGone() {
		return nil
	}
	if es := u.kinds(kExt); len(es) == 1 {
		// "erase every .tmp file anywhere in music": files by their
		// extension, in the tree under the folder
		ext := u.val(es[0]).val
		u.use(es[0])
		dir := u.takeDir()
		if dir == "" && (u.here() || u.takeSeq("everywhere") || u.recursive()) {
			dir = "."
		}
		if dir == "" {
			return nil
		}
		u.recursive()
		u.takePhrase("but|and", "keep|leave", "the|that", "folder|directory|dir", "itself?")
		u.takeAll("=all", "=every", "=each", "=the", "=in", "=inside", "=under", "=within", "=anywhere", "=any", "=please", "=of", "=from")
		if !u.done() || u.kinds(kWindow) != nil || u.kinds(kSize) != nil {
			return nil
		}
		return &answer{cmd: fmt.Sprintf("find %s -type f -name %s%s", quote(dir), quote("*."+ext), deleteFound(u.plat, false)),
			thought: "find lists each ." + ext + " file under " + dir + " as it deletes it (-print -delete); the folders stay"}
	}
	// "I don't need it any more", "only that one, flyer-new.txt stays":
	// why, and which file stays (named, so not deleted)
	u.takePhrase("i|we", "do", "not", "need|want", "it|this|that|them?", "any", "more")
	u.takePhrase("i|we", "do", "not", "need|want", "it|this|that|them?", "anymore")
	kept := 0
	for i := range u.t {
		if !u.t[i].used && u.t[i].kind == kFile && u.seq(i+1, "stays|stay|remains|remain") {
			u.useN(i, 2)
			kept++
		}
	}
	if kept > 0 && !u.takePhrase("only", "that|this|the", "one|file") {
		return nil
	}
	var files, dirs []string
	// "remove the blank.csv record file from specimens; the other
	// specimen files stay": a file named by the folder it is in
	if fs := u.kinds(kFile); len(fs) == 1 && !existsHere(u.plat, u.t[fs[0]].raw) {
		i := fs[0]
		j := i + 1
		for j < len(u.t) && !u.t[j].used && u.seq(j, "record|data|file|from|in|inside|within|the|my") {
			j++
		}
		if j < len(u.t) && j > i+1 && u.seq(j-1, "from|in|inside|within|the|my") && !u.t[j].used && u.t[j].dir && u.t[j].kind != kFile &&
			isFileHere(u.plat, strings.TrimSuffix(u.t[j].raw, "/")+"/"+u.t[i].raw) {
			files = append(files, strings.TrimSuffix(u.t[j].raw, "/")+"/"+u.t[i].raw)
			u.useN(i, j-i+1)
			u.dirNoun(j)
			for k := range u.t {
				if u.seq(k, "the|all", "other") {
					n := k + 2
					if n < len(u.t) && !u.t[n].used && u.t[n].kind == kWord && !u.seq(n, "files|ones") {
						n++
					}
					if u.seq(n, "files|ones", "stay|remain|stays|remains") {
						u.useN(k, n+2-k)
					}
				}
			}
		}
	}
	inside := 0 // folders whose contents go, not the folders
	for i, t := range u.t {
		if t.used {
			continue
		}
		switch {
		case t.kind == kFile:
			files = append(files, u.use(i).raw)
			u.fileNoun(i)
		case t.dir && (u.contentsOf(i) || oneOf("in|inside|from|under|within", u.lowAny(i-1)) && oneOf("file|files", u.lowAny(i-2)) || oneOf("the|my", u.lowAny(i-1)) && oneOf("in|inside|from|under|within", u.lowAny(i-2)) && oneOf("file|files", u.lowAny(i-3)) || emptied && (t.kind == kPath || !knownWord(t.low) || u.word(i+1, "dir") || u.word(i-1, "dir") || u.seq(i-1, "the|my"))):
			// "everything in build", "all files in build", "empty the
			// build folder"
			inside++
			dirs = append(dirs, u.use(i).raw)
			u.dirNoun(i)
		case (t.kind == kPath || t.kind == kWord && (!knownWord(t.low) || u.seq(i+1, "folder|directory|dir|and") || u.seq(i-1, "folder|directory|dir") && u.seq(i-2, "the|this|that|my|our"))) && t.dir:
			// a folder here: "remove old and everything inside it"
			k := i - 1
			if oneOf("the|my|our", u.lowAny(k)) {
				k--
			}
			if k > 0 && oneOf("in|inside|from|under|within", u.lowAny(k)) && !u.t[k].used {
				// "delete the logs in build": a place, what is in it
				// named before it, not a second folder to delete
				return nil
			}
			dirs = append(dirs, u.use(i).raw)
			u.dirNoun(i)
		}
	}
	if len(files)+len(dirs) == 0 || len(files) > 0 && len(dirs) > 0 || emptied && inside == 0 {
		return nil
	}
	if inside > 0 {
		if inside != 1 || len(dirs) != 1 {
			return nil
		}
		u.takeAll("=everything", "=all", "=contents", "=content", "=stuff", "=things", "=of", "=every", "=each", "=in", "=inside", "=within", "=the", "=please", "=folder", "=directory", "=dir")
		if u.has("=file", "=files") {
			// "all files in build": the files, the folders stay
			u.takeAll("=file", "=files")
			if u.done() && u.kinds(kWindow) == nil && u.kinds(kSize) == nil {
				return &answer{cmd: fmt.Sprintf("find %s -type f%s", quote(dirs[0]), deleteFound(u.plat, false)), thought: "find lists each file under " + dirs[0] + " as it deletes it; the folders stay"}
			}
			return nil
		}
		if !u.done() {
			return nil
		}
		return &answer{cmd: fmt.Sprintf("find %s -mindepth 1%s", quote(dirs[0]), deleteFound(u.plat, true)), thought: "find lists everything under " + dirs[0] + " (hidden files too) as it deletes it; " + dirs[0] + " itself stays"}
	}
	// "and everything inside it", "with all its contents": what rm -r
	// deletes with a directory
	whole := len(dirs) > 0 && (u.takePhrase("along|together", "with", "everything|all", "in|inside|within|under", "it|them") ||
		u.takePhrase("along|together", "with", "all?", "its|their", "content|contents") ||
		u.takePhrase("and|with", "everything|all", "in|inside|within|under", "it|them") || u.takePhrase("and|with", "all?", "its|their", "content|contents") || u.recursive() ||
		u.take("=completely", "=entirely")) // "delete the logs directory completely"
	if len(files) > 0 && !strings.ContainsAny(strings.Join(files, " "), "*?[") {
		// "delete a.txt and b.txt but leave the final one alone": the
		// files are named, so the one left is not among them
		for i := range u.t {
			j := i
			if u.seq(j, "but|and") {
				j++
			}
			if !u.seq(j, "leave|keep", "the|that|my") {
				continue
			}
			k := j + 2
			if k < len(u.t) && !u.t[k].used && u.t[k].kind == kWord && !u.seq(k, "one|ones|file|files|version|copy") && !u.t[k].dir {
				k++
			}
			if !u.seq(k, "one|ones|file|files|version|copy") {
				continue
			}
			k++
			if u.seq(k, "alone|intact|untouched|there") {
				k++
			}
			if k == len(u.t) || u.t[k-1].comma {
				u.useN(i, k-i)
			}
			break
		}
	}
	if len(files) > 0 {
		u.takeAll("=file", "=files")
	}
	u.takeAll("=the", "=folder", "=directory", "=dir", "=empty", "=and", "=both", "=it", "=them", "=please", "=permanently")
	if u.has("line", "dupe", "empty", "content", "word", "char", "column", "not") || u.kinds(kExt) != nil || u.kinds(kWindow) != nil || u.kinds(kSize) != nil || u.kinds(kQuoted) != nil {
		return nil
	}
	if len(files) > 0 {
		return &answer{cmd: "rm " + quoteAll(files), thought: "rm deletes the file" + plural(len(files))}
	}
	empty := true
	for _, d := range dirs {
		if ents, err := os.ReadDir(filepath.Join(u.plat.Cwd, d)); err != nil || len(ents) > 0 {
			empty = false
		}
	}
	if empty && !whole {
		return &answer{cmd: "rmdir " + quoteAll(dirs), thought: "rmdir deletes an empty directory"}
	}
	return &answer{cmd: "rm -r " + quoteAll(dirs), thought: "rm -r deletes the directory and everything in it"}
}

// permStateRes read a statement of a file's permissions ("notice.txt is
// world-writable", "run.sh isn't executable"): a subject, then is/are,
// then the permission; and what may follow it for a repair ("fix that").
var permStateRes = sync.OnceValue(func() [2]*regexp.Regexp {
	return [2]*regexp.Regexp{
		regexp.MustCompile(`^(?:the\s+)?(?:(?:file|script|folder|directory)\s+)?\S+?(?:'s|\s+is|\s+are)(n't|\s+not)?\s+(?:(?:currently|now|still|also)\s+)?(?:(world|group|others?)[- ])?(readable|writable|writeable|executable)(?:\s+(?:by|for|to)\s+(the\s+world|others|other\s+users|everyone\s+else|the\s+group|group|everyone|everybody|anyone|all))?\b(.*)$`),
		regexp.MustCompile(`^[\s,.;!]*(?:(?:please|pls|so|then|and|now|can|could|you)\s+)*(?:fix|correct|repair|secure)\s*(?:that|it|this|the\s+(?:permissions?|perms|problem|mode))?(?:\s+please)?[\s.!]*$`),
	}
})

// permStatement reads a request that states a file's permissions
// ("notice.txt is world-writable, fix that"): state reports the
// statement, and mode is the change that repairs it, only when a repair
// is asked for and says whose bit: world-writable, fixed, is o-w;
// "run.sh is not executable, fix it" is +x. A bare statement
// ("run.sh is not executable") is no order to change anything, and
// "writable by everyone, fix that" does not say whose write to keep:
// both give "".
func permStatement(low string) (state bool, mode string) {
	m := permStateRes()[0].FindStringSubmatch(strings.ToLower(strings.TrimSpace(low)))
	if m == nil {
		return false, ""
	}
	if !permStateRes()[1].MatchString(m[5]) {
		return true, ""
	}
	who := ""
	switch by := strings.Join(strings.Fields(m[4]), " "); {
	case m[2] != "" && by != "":
		return true, ""
	case m[2] == "world" || strings.HasPrefix(m[2], "other") || by == "the world" || by == "others" || by == "other users" || by == "everyone else":
		who = "o"
	case m[2] == "group" || by == "group" || by == "the group":
		who = "g"
	case by != "":
		return true, "" // everyone: the owner's own bit too?
	}
	perm := map[string]string{"readable": "r", "writable": "w", "writeable": "w", "executable": "x"}[m[3]]
	if m[1] != "" {
		// not executable, fix it: give it
		if who == "" && perm != "x" {
			return true, ""
		}
		return true, who + "+" + perm
	}
	if who == "" {
		return true, "" // "run.sh is executable, fix that": whose?
	}
	return true, who + "-" + perm
}

// statedText is the request's text as typed, in lower case, with its
// clauses' commas: what permStatement reads.
func (u *utt) statedText() string {
	var ws []string
	for _, t := range u.t {
		w := t.low
		if t.comma {
			w += ","
		}
		ws = append(ws, w)
	}
	return strings.Join(ws, " ")
}

// nameMark reads a word that names a mark in a file's name ("spaces",
// "a dash", "underscores") as the mark; said is false for any other
// word. A mark no glob can say alone ("capital letters") gives "".
func nameMark(t tok) (mark string, said bool) {
	if t.kind != kWord {
		return "", false
	}
	switch t.low {
	case "space", "spaces", "blank", "blanks", "whitespace":
		return " ", true
	case "dash", "dashes", "hyphen", "hyphens":
		return "-", true
	case "underscore", "underscores":
		return "_", true
	case "dot", "dots", "period", "periods":
		return ".", true
	case "digit", "digits", "number", "numbers", "numeral", "numerals":
		return "[0-9]", true
	case "uppercase", "capital", "capitals", "caps", "lowercase", "unicode", "accents", "accented", "emoji", "special", "symbols", "punctuation":
		return "", true
	}
	return "", false
}
