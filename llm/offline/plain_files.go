package offline

import (
	"strings"

	"github.com/caro-sh/caro/platform"
)

// plainFileWords reads everyday ways of saying the file basics as the
// words the intents read: "the photos in kitchen-photos" (the files of a
// folder whose name says it holds photos), "the hidden files in x as
// well as the normal ones" (the hidden ones too), "files with nothing in
// them" (empty files).
func (r *reading) plainFileWords() {
	r.folderKindNouns()
	r.normalOnesToo()
	r.nothingInThem()
}

// pictureNouns are the nouns for the pictures a folder holds.
var pictureNouns = "photo|photos|picture|pictures|pic|pics|image|images"

// pictureFolder reports whether a folder's name says it holds pictures
// ("kitchen-photos", "trip_pics", "images").
func pictureFolder(name string) bool {
	n := strings.ToLower(name)
	for _, w := range []string{"photo", "picture", "pic", "image", "img"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// folderKindNouns reads "the photos in kitchen-photos", "which pictures
// in trip-pics take up the most room" as the files of that folder: its
// name says what it holds, and the noun names them. Only when the
// request asks to look (no verb that moves, copies, changes or deletes:
// a folder of photos may hold other files, which such a verb would take
// along), and only of a folder here named after pictures, right after
// "in", "inside" or "from".
func (r *reading) folderKindNouns() {
	for _, t := range r.t {
		if t.kind != kWord {
			continue
		}
		for _, c := range lexicon()[lemma(t.low)] {
			if oneOf("move|copy|delete|rename|archive|extract|make|change|replace|link|backup|follow", c) {
				return
			}
		}
		if oneOf("chmod|cp|mv|rm|tar|zip|send|email|upload|edit|resize|rotate|convert|fix|open", t.low) {
			return
		}
	}
	for i := 0; i+2 < len(r.t); i++ {
		if !r.seqLow(i, pictureNouns) || i > 0 && extWords[r.t[i-1].low] != "" {
			continue
		}
		j := i + 1
		for j < len(r.t) && (r.t[j].kind == kSize || r.t[j].kind == kWindow) {
			j++ // "photos over 100k in x"
		}
		if !r.seqLow(j, "in|inside|within|from|under") {
			continue
		}
		j++
		for r.seqLow(j, "the|my|our|this|that") {
			j++
		}
		if j >= len(r.t) || !r.t[j].dir || !pictureFolder(r.t[j].raw) {
			continue
		}
		w := "files"
		if !strings.HasSuffix(r.t[i].low, "s") {
			w = "file"
		}
		comma := r.t[i].comma
		r.setWord(i, w)
		r.t[i].comma = comma
	}
}

// normalOnesToo reads "the hidden files in x as well as the normal
// ones", "hidden files along with the regular ones": the hidden ones
// too, as ls -a lists them with the rest.
func (r *reading) normalOnesToo() {
	hidden := false
	for _, t := range r.t {
		hidden = hidden || t.kind == kWord && oneOf("hidden|dotfiles|invisible", t.low)
	}
	if !hidden {
		return
	}
	for i := 1; i < len(r.t); i++ {
		n := 0
		switch {
		case r.seqLow(i, "as", "well", "as"):
			n = 3
		case r.seqLow(i, "along|together", "with"):
			n = 2
		case r.seqLow(i, "plus|and"):
			n = 1
		}
		if n == 0 || r.t[i-1].kind == kWord && oneOf("not|but", r.t[i-1].low) {
			continue
		}
		k := r.normalOnes(i + n)
		if k == 0 {
			continue
		}
		end := i + n + k
		if r.seqLow(end, "too|also") {
			end++
		} else if r.seqLow(end, "as", "well") {
			end += 2
		}
		// "plus|and the normal ones" ends its clause; "as well as"
		// and "along with" say it already
		if n == 1 && !(end == len(r.t) || r.t[end-1].comma) {
			continue
		}
		r.words(i, end, "too")
		return
	}
}

// nothingInThem reads "files with nothing in them", "folders that have
// nothing inside" as empty ones: after a noun for files or folders.
func (r *reading) nothingInThem() {
	for i := 1; i+1 < len(r.t); i++ {
		if !r.seqLow(i-1, "files|file|folders|folder|directories|directory|dirs|dir|ones") {
			continue
		}
		j := i
		switch {
		case r.seqLow(j, "with|having|containing|holding"):
			j++
		case r.seqLow(j, "that|which", "have|has|contain|contains|hold|holds"):
			j += 2
		default:
			continue
		}
		if !r.seqLow(j, "nothing") {
			continue
		}
		j++
		if !r.seqLow(j, "in|inside|within") || r.t[i-1].comma {
			continue
		}
		j++
		if r.seqLow(j, "them|it") {
			j++
		}
		// "files with nothing in them" → "empty files"
		noun := r.t[i-1]
		comma := r.t[j-1].comma
		empty := tok{raw: "empty", low: "empty", kind: kWord}
		noun.comma = comma
		r.t = append(r.t[:i-1], append([]tok{empty, noun}, r.t[j:]...)...)
		return
	}
}

// notThereYet reads "none of them exist yet", "they don't exist yet",
// "which aren't there yet": a clause that says the folders named are
// still to be made; take consumes it.
func (u *utt) notThereYet(take bool) bool {
	for i := range u.t {
		n := 0
		switch {
		case u.seq(i, "none", "of", "them|these|those", "exist|exists|are"):
			n = 4
		case u.seq(i, "they|it|which|that", "do|does", "not", "exist"):
			n = 4
		case u.seq(i, "they|it|which|that", "are|is", "not", "there"):
			n = 4
		case u.seq(i, "the") || u.seq(i, "intermediate|parent|upper|in-between|folders|directories|dirs|parents") && !u.seq(i-1, "the"):
			// "(the intermediate folders don't exist yet)"
			if k, ok := u.phraseAt(i, []string{"the?", "intermediate|parent|upper|in-between?", "folders|directories|dirs|parents|ones", "do", "not", "exist"}); ok && u.seq(i+k-1, "exist") {
				n = k
			}
		}
		if n == 0 {
			continue
		}
		if u.seq(i+3, "are") && !u.seq(i+4, "there") {
			continue // "none of them are empty": no word of being made
		}
		if u.seq(i+3, "are") {
			n++
		}
		if !u.seq(i+n, "yet") && !(i+n == len(u.t) || u.t[i+n-1].comma) {
			continue
		}
		if u.seq(i+n, "yet") {
			n++
		}
		if take {
			u.useN(i, n)
		}
		return true
	}
	return false
}

// wishAt reports whether word i is the verb of a wish said by the user:
// "I want", "we need", "I'd like", "I would like".
func (u *utt) wishAt(i int) bool {
	return u.seq(i, "want|need|like") && (u.seq(i-1, "i|we|would|'d") || u.seq(i-2, "i|we"))
}

// wantGone reads "I want the old-drafts folder gone", "I need x.tmp
// gone": the wish, then what is to go, then "gone" (consumed with the
// wish). A question ("is x gone?") or "gone" elsewhere is no wish.
func (u *utt) wantGone() bool {
	for i := range u.t {
		if !u.wishAt(i) {
			continue
		}
		j := i + 1
		for u.seq(j, "the|that|this|my|our") {
			j++
		}
		if j >= len(u.t) || u.t[j].used || !(u.t[j].kind == kFile || u.t[j].dir) {
			return false
		}
		k := j + 1
		if u.word(k, "=folder", "=directory", "=dir", "=file") {
			k++
		}
		if !u.seq(k, "gone") {
			return false
		}
		u.use(i)
		u.use(k)
		return true
	}
	return false
}

// wantLiveIn reads "I want x.png to live in the y folder instead of
// here", "I'd like x.txt to go into y": a file here wished somewhere
// else, a move. The wish, the file and "to live|go|belong|sit" are
// consumed; the place is read as the move's; "instead of here" is
// consumed too. "to be in y" is a move only with "instead of here"
// (else it may be a copy).
func (u *utt) wantLiveIn() bool {
	for i := range u.t {
		if !u.wishAt(i) {
			continue
		}
		j := i + 1
		if j >= len(u.t) || u.t[j].used || u.t[j].kind != kFile && !u.t[j].dir {
			return false
		}
		instead := -1
		for k := j + 1; k+2 < len(u.t); k++ {
			if u.seq(k, "instead|rather", "of|than", "here") || u.seq(k, "and", "not", "here") {
				instead = k
				break
			}
		}
		if !u.seq(j+1, "to", "live|go|belong|sit|reside") && !(u.seq(j+1, "to", "be") && instead >= 0) {
			return false
		}
		if !u.seq(j+3, "in|into|inside") || u.said("too", "also", "copy", "both") || u.seqAny("as", "well") {
			return false // "… to live in y too": a copy there as well
		}
		u.use(i)
		u.useN(j+1, 2)
		if instead >= 0 {
			u.useN(instead, 3)
		}
		return true
	}
	return false
}

// nameBeforeNoun reads "make a reports folder", "create a new scratch
// directory in docs": a name said before the noun, right after the
// article, with nothing named after the noun. The name is a word the
// grammar does not know and no file or folder here (a folder here is
// no folder to make: "make a logs folder" where logs is).
func (u *utt) nameBeforeNoun(i int) bool {
	if i < 1 || i+1 >= len(u.t) || u.t[i].kind != kWord || u.t[i].dir || u.t[i].file || u.t[i].comma || !u.nameTok(i) {
		return false
	}
	if !oneOf("a|an|new|the", u.lowAny(i-1)) || !u.word(i+1, "=folder", "=directory", "=dir", "=subfolder", "=subdirectory") {
		return false
	}
	return i+2 == len(u.t) || u.t[i+1].comma || oneOf("in|inside|under|within|here|please", u.lowAny(i+2))
}

// sizeSubject reads the folder a size question is about when it is the
// subject of the question: "how much space does build take (up)", "how
// much room is logs using", "how big is build". The folder is a folder
// here (its name may be a word the lexicon knows); it is consumed, and
// its name returned ("" when there is none).
func (u *utt) sizeSubject() string {
	for i := 2; i+1 < len(u.t); i++ {
		t := u.t[i+1]
		if t.used || t.kind != kWord && t.kind != kPath || !t.dir || !u.seq(i, "does|do|is|are") {
			continue
		}
		after := u.lowAny(i + 2)
		switch {
		case u.seq(i-2, "how", "big|large") && (i+2 == len(u.t) || t.comma || u.t[i+1].kind == kWord && u.word(i+2, "dir")):
		case u.seqAny("how", "much") && oneOf("take|takes|taking|use|uses|using|occupy|occupies|occupying|eat|eats|eating|hog|hogs|hogging", after):
		default:
			continue
		}
		u.use(i + 1)
		u.dirNoun(i + 1)
		return t.raw
	}
	return ""
}

// fileNameChange reads "change todo.txt's name to tasks.txt" (the
// possessive's "'s" is gone by now): the verb, the file or folder, and
// "name" are consumed.
func (u *utt) fileNameChange() bool {
	for i := 0; i+2 < len(u.t); i++ {
		t := u.t[i+1]
		if u.seq(i, "change|alter|fix") && !t.used && (t.kind == kFile || t.dir) && u.seq(i+2, "name|filename") && u.seq(i+3, "to|into") {
			u.use(i)
			u.use(i + 2)
			return true
		}
	}
	return false
}

// stateQuestion reports whether a request asks whether a file or folder
// it names is so: "is todo.txt empty?", "is run.sh executable", "has
// old.txt been deleted", "was x.tgz extracted". A yes or no about the
// thing, which no command that changes it answers: "is run.sh
// executable" is no order to chmod it.
//
// A terse one said with the name first and a question mark ("todo.txt
// empty?", "run.sh executable?") is one too: it got ": > todo.txt".
func stateQuestion(request string, plat *platform.Info) bool {
	// most requests start otherwise: no need to read them (the reading
	// costs a tenth of an answer)
	trimmed := strings.TrimSpace(strings.ToLower(request))
	first, rest, _ := strings.Cut(trimmed, " ")
	terse := strings.HasSuffix(trimmed, "?") && len(strings.Fields(rest)) <= 2
	asks := oneOf("is|are|was|were|has|have|did", strings.Trim(first, ",.?!:;"))
	if !terse && !asks {
		return false
	}
	r := read(request, plat)
	named := func(t tok) bool { return t.kind == kFile || t.kind == kPath || t.dir }
	if terse && len(r.t) >= 2 && len(r.t) <= 3 && named(r.t[0]) {
		return true
	}
	if len(r.t) < 3 || !r.seqLow(0, "is|are|was|were|has|have|did") {
		return false
	}
	j := 1
	for r.seqLow(j, "the|my|our|this|that") {
		j++
	}
	if j+1 >= len(r.t) {
		return false
	}
	return named(r.t[j])
}

// iExists: whether a file or folder the request names is here: "is
// there a notes.txt", "does notes.txt exist?", "notes.txt exists?", "do
// we have a build folder", "check whether a.txt and b.txt exist". ls -ld
// lists each one that is there and says "No such file or directory" of
// one that is not; it changes nothing. A search through the folders
// ("anywhere", "a file called x") is find's.
func iExists(u *utt) *answer {
	asked := false
	for i := range u.t {
		switch {
		case u.seq(i, "anywhere|somewhere|everywhere|recursively|subfolders|subdirectories|called|named|under|below|inside|within"):
			return nil
		case u.seq(i, "is|are", "there") && (i == 0 || u.seq(i-1, "if|whether")),
			u.seq(i, "there", "is|are") && i > 0 && u.seq(i-1, "if|whether"):
			// "is there a notes.txt", "check if there is a notes.txt"
			u.useN(i, 2)
			asked = true
		case u.seq(i, "exist|exists|existing") && i+1 >= len(u.t)-1:
			// "does notes.txt exist", "notes.txt exists?"; not "the
			// existing files"
			u.use(i)
			asked = true
		case u.seq(i, "do|does", "i|we|you", "have") && (i == 0 || u.seq(i-1, "if|whether")):
			u.useN(i, 3)
			asked = true
		}
	}
	if !asked {
		return nil
	}
	names := u.takeFiles()
	for {
		d := u.takeDir()
		if d == "" {
			break
		}
		names = append(names, d)
	}
	if len(names) == 0 {
		return nil
	}
	u.takeAll("=check", "=see", "=tell", "=me", "=if", "=whether", "=still", "=already", "=yet", "=here", "=and", "=or", "=both", "=does", "=do")
	return &answer{cmd: "ls -ld " + quoteAll(names), thought: "ls -ld lists " + strings.Join(names, " and ") + " if it is there, and says \"No such file or directory\" if it is not; it changes nothing"}
}

// globListed: the request lists one glob as the user typed it ("list
// *.txt", "ls *.md", "show all *.log files"): the shell's glob, the files
// of this folder, as ls would take it, and no search of the folders
// below (which "list the txt files" or "find *.txt" is).
func (u *utt) globListed() bool {
	es := u.kinds(kExt)
	return len(es) == 1 && strings.HasPrefix(u.t[es[0]].raw, "*") && u.said("ls", "list", "show", "display") &&
		!u.said("find", "locate", "search", "look", "where", "recursive", "recursively", "subfolders", "subdirectories", "below", "under", "tree", "every", "count",
			"delete", "remove", "copy", "move", "how", "many", "number", "size", "sizes", "big", "biggest", "largest")
}

// adviceHint says why caro gives no command for an adviceQuestion.
const adviceHint = "caro reads this as a question about doing it, not an order to do it: to have it done, say it plainly (\"delete x\")"

// adviceQuestion reports whether a request asks whether to do something,
// or who may, rather than asking for it: "should I remove the build
// folder?", "is it safe to delete build", "who can delete x", "what
// happens if I delete x". No command that changes files answers it.
// "Can you delete x", "can I delete x" and "how do I delete x" ask for the
// command, which is shown for approval.
func adviceQuestion(request string) bool {
	low := strings.ToLower(strings.TrimSpace(request))
	for _, p := range []string{"should i ", "should we ", "shall i ", "is it safe to ", "is it ok to ", "is it okay to ",
		"is it a good idea to ", "would it be ", "who can ", "who could ", "who may ", "who is allowed to ", "what happens if ", "what if ",
		"do i need to ", "do i have to ", "am i allowed to ", "why can't i ", "why cannot i ", "why can i not "} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}

// iCreateWith: a new file made with a line in it: "create notes2.txt
// with hello in it", "make a file todo.txt containing 'buy milk'", "new
// file x.txt saying hi there", "write hello world into new.txt". Only for
// a file not here yet: into one that is, "write" may mean replace or add.
// textAfterColon reads the text a new file is to hold when the request
// gives it after a colon, to its end: "x.txt containing the single line:
// Welcome, friends." The words before the colon say that a line follows
// ("with|containing|saying the (single|one) line|text|words|sentence:");
// the text is the request's own, as typed (a closing full stop is the
// line's). It consumes them and returns the text and where it starts;
// "" when there is no such text.
func (u *utt) textAfterColon(f int) (string, int) {
	for i := f + 1; i+1 < len(u.t); i++ {
		n, ok := u.phraseAt(i, []string{"with|containing|saying|holding|reading", "the|a|this|one?", "single|one|following?", "line|text|words|sentence|message"})
		if !ok || !u.t[i+n-1].comma || i+n >= len(u.t) {
			continue
		}
		k := strings.LastIndex(u.raw, u.t[i+n-1].raw+":")
		if k < 0 || strings.Count(u.raw, ":") != 1 {
			return "", -1
		}
		text := strings.TrimSpace(u.raw[k+len(u.t[i+n-1].raw)+1:])
		if text == "" || strings.ContainsAny(text, "\n'\"`$") {
			return "", -1
		}
		u.useN(i, len(u.t)-i)
		return text, i + n
	}
	return "", -1
}

func iCreateWith(u *utt) *answer {
	fs := u.kinds(kFile)
	if len(fs) != 1 || existsHere(u.plat, u.t[fs[0]].raw) || isArchiveName(u.t[fs[0]].raw) {
		return nil
	}
	f := fs[0]
	made := u.seq(0, "create|make|new") || u.seq(0, "please|kindly", "create|make")
	wrote := u.seq(0, "write|put") || u.seq(0, "please|kindly", "write|put")
	if !made && !wrote {
		return nil
	}
	u.use(f)
	u.fileNoun(f)
	colon, colonAt := "", -1
	if made {
		colon, colonAt = u.textAfterColon(f)
	}
	u.takeAll("=create", "=make", "=new", "=write", "=put", "=please", "=kindly", "=a", "=an", "=file", "=called", "=named", "=text")
	text, at := "", -1
	if t, k := colon, colonAt; t != "" {
		// "containing the single line: Welcome, friends.": the line as
		// typed, its marks too
		text, at = t, k
	} else if qs := u.kinds(kQuoted); len(qs) == 1 {
		text, at = u.use(qs[0]).raw, qs[0]
	} else if len(qs) > 1 {
		return nil
	} else {
		// the words after "with", "containing", "saying" (or, for write,
		// before "to|into"), up to "in it" or the end
		start, end := -1, len(u.t)
		for i := range u.t {
			if made && i > f && u.seq(i, "with|containing|saying|says") {
				start = i + 1
				u.use(i)
				u.takeSeq("that", "says")
				break
			}
		}
		if wrote && f >= 2 && u.seq(f-1, "to|into|in") {
			start, end = 1, f-1
			if u.seq(0, "please") {
				start = 2
			}
		}
		if start < 0 {
			return nil
		}
		for k := start; k < end; k++ {
			if u.seq(k, "in|inside") && (k+1 == end || u.seq(k+1, "it") && k+2 == end) {
				end = k
				break
			}
		}
		var words []string
		content := false
		for k := start; k < end; k++ {
			t := u.t[k]
			if t.used || t.kind != kWord || len(lexicon()[t.lemma()]) > 0 || len(words) == 6 {
				return nil
			}
			words = append(words, t.raw)
			content = content || !fillerWords[t.low] || oneOf("hello|hi|hey", t.low)
		}
		if len(words) == 0 || !content {
			return nil
		}
		u.useN(start, end-start)
		text, at = strings.Join(words, " "), start
	}
	_ = at
	u.takePhrase("in|inside", "it?")
	u.takeAll("=with", "=containing", "=saying", "=to", "=into", "=in", "=the", "=line", "=word", "=words")
	if text == "" || strings.ContainsAny(text, "\n") {
		return nil
	}
	cmd := "echo " + quote(text) + " > " + quote(u.t[f].raw)
	if strings.HasPrefix(text, "-") || strings.Contains(text, `\`) {
		cmd = "printf '%s\\n' " + quote(text) + " > " + quote(u.t[f].raw)
	}
	return &answer{cmd: cmd, thought: "> makes the file with that line in it"}
}
