package offline

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
)

// answer is what an intent makes of a request.
type answer struct {
	id      string // the intent
	cmd     string
	thought string
	// score: how many of the request's tokens the intent read, to choose
	// between two intents that both account for every token.
	score int
}

// intent reads a request; nil when it is not this intent's.
type intent struct {
	id string
	fn func(u *utt) *answer
}

// intents are tried in turn on a copy of the request each.
var (
	intentList []intent
	intentOnce sync.Once
)

// intents are made on first use (a package-level slice literal would make
// an initialisation cycle through the functions that read it).
func intents() []intent {
	intentOnce.Do(func() {
		intentList = []intent{
			{"show-file", iShowFile}, {"head-tail", iHeadTail}, {"line-range", iLineRange}, {"line-n", iLineN}, {"delete-lines", iDeleteLines},
			{"wc", iCountIn}, {"sort", iSort}, {"uniq", iUniq}, {"columns", iColumns}, {"filter-rows", iFilterRows}, {"top-row", iTopRow}, {"grep", iGrep}, {"reverse", iReverse},
			{"replace", iReplace}, {"set-key", iSetKey}, {"case", iCase}, {"follow", iFollow}, {"delete-chars", iDeleteChars}, {"truncate", iTruncate},
			{"mkdir", iMkdir}, {"touch", iTouch}, {"copy-move", iCopyMove}, {"link", iLink}, {"chmod", iChmod},
			{"list", iList}, {"find", iFind}, {"count-files", iCountFiles}, {"largest", iLargest}, {"du", iDiskUsage}, {"remove", iRemove}, {"delete-found", iDeleteFound},
			{"file-size", iFileSize}, {"file-details", iFileDetails}, {"archive", iArchive}, {"extract", iExtract}, {"archive-list", iArchiveList},
			{"system", iSystem}, {"user", iUser}, {"which", iWhich}, {"env", iEnv}, {"date", iDate},
			{"resources", iResources}, {"processes", iProcesses}, {"network", iNetwork}, {"pwd", iPwd}, {"version", iVersion},
			{"file-type", iFileType}, {"checksum", iChecksum}, {"shell", iShell}, {"modified", iModified}, {"append", iAppend}, {"trim", iTrim},
			{"exists", iExists}, {"create-with", iCreateWith}, {"py-module", iPyModule}, {"download", iDownload},
		}
	})
	return intentList
}

// greading is what the intents made of a request.
type greading struct {
	best *answer  // the one reading of all of it, or nil
	near []string // the intents that read part of it (and the rivals)
	// unread are the words the closest partial reading left (nil when
	// one read the request whole or none read any of it).
	unread []string
	// rivals are the whole readings, when the best give different
	// commands (a guess between them): then best is nil.
	rivals []*answer
	// showLeft are the words the reading of the request as "show the
	// file" left unread, if it read the rest.
	showLeft []string
	// partLeft maps the command of each reading of part of the request
	// to the words it left unread: a command that leaves them out.
	partLeft map[string][]string
	// missing are the paths and files the request names that caro can
	// see are not here (missingNames).
	missing []string
}

// missingNames are the paths relative to here that the request names
// and that are not here: nil when caro cannot see the working directory,
// or every one is there. A file's bare name is not among them: a request
// may name one caro is about to be shown.
func missingNames(r reading) []string {
	if r.plat == nil || r.plat.Cwd == "" {
		return nil
	}
	var out []string
	for _, t := range r.t {
		if t.used || t.dir || t.kind != kPath || strings.HasPrefix(t.raw, "/") || strings.ContainsAny(t.raw, "*?[{$") {
			continue
		}
		if missingHere(r.plat, t.raw) {
			out = append(out, t.raw)
		}
	}
	return out
}

// readProgs are the programs that only read the paths they are given.
var readProgs = map[string]bool{"find": true, "ls": true, "du": true, "cat": true, "stat": true, "head": true, "tail": true, "wc": true,
	"file": true, "tree": true, "nl": true, "tac": true, "less": true, "more": true}

// readsMissing reports whether cmd's first program only reads and is
// given one of the names missing: find's start paths, the others' every
// argument. A "test" or "ls -ld" of it asks whether it is there, and is
// no read of it.
func readsMissing(cmd string, missing []string) bool {
	if len(missing) == 0 {
		return false
	}
	first := cmd
	if i := strings.IndexAny(first, "|;&>"); i >= 0 {
		first = first[:i]
	}
	fs := strings.Fields(first)
	if len(fs) < 2 || !readProgs[fs[0]] || fs[0] == "ls" && strings.Contains(fs[1], "d") && strings.HasPrefix(fs[1], "-") {
		return false
	}
	for _, f := range fs[1:] {
		if fs[0] == "find" && (strings.HasPrefix(f, "-") || f == "(" || f == "!" || f == `\(`) {
			break
		}
		if strings.HasPrefix(f, "-") {
			continue
		}
		f = strings.Trim(f, `'"`)
		f = strings.TrimPrefix(f, "./")
		for _, m := range missing {
			if f == strings.TrimPrefix(m, "./") {
				return true
			}
		}
	}
	return false
}

// grammarRead reads request with every intent.
func grammarRead(request string, plat *platform.Info) (g greading) {
	r := read(request, plat)
	if tool, flags, rest, ok := r.styleHint(); ok {
		// "count dupes in x, uniq -c style": the rest, done with that tool
		rr := r
		rr.t, rr.style = rest, tool
		if g := readAll(rr); g.best != nil && usesTool(g.best.cmd, tool, flags) {
			return g
		}
		return greading{}
	}
	if out, rest, ok := r.saveTarget(); ok {
		// "… written into a new file x": the rest's output, into x
		rr := r
		rr.t = rest
		if g := readAll(rr); g.best != nil && saveable(g.best, out) {
			a := *g.best
			a.cmd += " > " + quote(out)
			a.thought += "; > writes the output into " + out
			g.best = &a
			return g
		}
	}
	return readAll(r)
}

// styleHint reads a closing "…, uniq -c style" ("way", "like"): the tool
// and the option letters a request wants its command done with.
func (r *reading) styleHint() (tool, flags string, rest []tok, ok bool) {
	n := len(r.t)
	if n < 4 || !r.seqLow(n-1, "style|way") {
		return "", "", nil, false
	}
	i := n - 2
	for i > 0 && r.t[i].kind == kFlag && !strings.HasPrefix(r.t[i].low, "--") {
		flags += strings.TrimPrefix(r.t[i].raw, "-")
		i--
	}
	if i < 2 || r.t[i].kind != kWord || !oneOf(runTools, r.t[i].low) || !r.t[i-1].comma && !r.seqLow(i-1, "in|with|using") {
		return "", "", nil, false
	}
	tool = r.t[i].low
	if r.seqLow(i-1, "in|with|using") {
		i--
	}
	rest = make([]tok, i)
	copy(rest, r.t[:i])
	rest[i-1].comma = false
	return tool, flags, rest, true
}

// usesTool reports whether cmd runs tool with each of the option letters
// in flags.
func usesTool(cmd, tool, flags string) bool {
	calls, err := safety.Calls(cmd, "bash")
	if err != nil {
		return false
	}
	for _, c := range calls {
		if c.Name != tool {
			continue
		}
		have := ""
		for _, o := range c.Args {
			if !strings.HasPrefix(o, "-") {
				break
			}
			have += strings.TrimPrefix(o, "-")
		}
		ok := true
		for _, f := range flags {
			ok = ok && strings.ContainsRune(have, f)
		}
		if ok {
			return true
		}
	}
	return false
}

// saveIntents are the intents whose command prints lines a request may
// want kept in a new file.
var saveIntents = map[string]bool{"show-file": true, "head-tail": true, "line-range": true, "sort": true, "uniq": true, "columns": true, "grep": true}

// saveable reports whether a's output may go into the new file out: a
// command that prints lines and writes nothing itself, that does not read out.
func saveable(a *answer, out string) bool {
	if !saveIntents[a.id] {
		return false
	}
	for _, f := range strings.Fields(a.cmd) {
		if f == ">" || f == ">>" || f == "-i" || f == "-o" || f == "tee" || (f == "-f" || f == "-F") && strings.HasPrefix(a.cmd, "tail ") || strings.Trim(f, "'\"") == out {
			return false
		}
	}
	return true
}

// saveTarget reads a closing phrase that puts the output into a new
// file: "… written into a new file x", "… saved in x", "and save it to
// x", "… collected into one file, x". It returns the file, and the
// request without the phrase; ok is false when there is none, or the
// file is there already.
func (r *reading) saveTarget() (string, []tok, bool) {
	n := len(r.t)
	if n < 4 {
		return "", nil, false
	}
	x := r.t[n-1]
	if x.kind != kFile && x.kind != kPath || x.dir || x.file || x.open {
		return "", nil, false
	}
	i := n - 2
	if r.seqLow(i, "called|named") {
		i--
	}
	if r.seqLow(i, "file") {
		i--
		if r.seqLow(i, "new|separate") {
			i--
		}
		if r.seqLow(i, "a|the") || i >= 0 && r.t[i].kind == kNum && r.t[i].low == "one" {
			i--
		}
	}
	if !r.seqLow(i, "in|into|to|as") {
		return "", nil, false
	}
	i--
	if r.seqLow(i, "it|them|that|this|everything|those|these") {
		i--
	} else if r.seqLow(i-1, "the", "result|results|output|lines|list") {
		i -= 2
	}
	if !r.seqLow(i, "saved|written|stored|collected|put|save|write|store|put|collect|gathered") {
		return "", nil, false
	}
	if oneOf("save|write|store|put|collect", r.t[i].low) && !r.seqLow(i-1, "and|then") && !r.t[i-1].comma {
		return "", nil, false // "save x to y": a copy, not an output
	}
	if r.seqLow(i-1, "and|then") {
		i--
	}
	if i < 2 {
		return "", nil, false
	}
	rest := make([]tok, i)
	copy(rest, r.t[:i])
	rest[i-1].comma = false
	return x.raw, rest, true
}

// readAll reads r with every intent.
func readAll(r reading) (g greading) {
	var done []*answer
	g.missing = missingNames(r)
	for _, in := range intents() {
		u := r.utt()
		a := in.fn(u)
		if a == nil {
			continue
		}
		a.id = in.id
		if in.id != "exists" && readsMissing(a.cmd, g.missing) {
			// "nested folders a/b/c", where there is no a/b/c: a read of
			// what is not here answers nothing (it may be one to make)
			continue
		}
		if left := u.left(); len(left) > 0 {
			g.near = append(g.near, in.id)
			if g.partLeft == nil {
				g.partLeft = map[string][]string{}
			}
			if _, seen := g.partLeft[a.cmd]; !seen {
				for _, t := range left {
					g.partLeft[a.cmd] = append(g.partLeft[a.cmd], t.low)
				}
			}
			if in.id == "show-file" {
				for _, t := range left {
					g.showLeft = append(g.showLeft, t.low)
				}
			}
			if g.unread == nil || len(left) < len(g.unread) {
				g.unread = g.unread[:0]
				for _, t := range left {
					g.unread = append(g.unread, t.raw)
				}
			}
			continue
		}
		for i, t := range u.t {
			if t.used && !r.t[i].used {
				a.score++
			}
		}
		done = append(done, a)
	}
	for _, a := range done {
		if g.best == nil || a.score > g.best.score {
			g.best = a
		}
	}
	if g.best == nil {
		return g
	}
	g.unread = nil
	for _, a := range done {
		if a.score == g.best.score && a.cmd != g.best.cmd {
			if len(g.rivals) == 0 {
				g.rivals = append(g.rivals, g.best)
			}
			g.rivals = append(g.rivals, a)
		}
	}
	if len(g.rivals) > 0 {
		for _, a := range g.rivals {
			g.near = append(g.near, a.id)
		}
		g.best = nil
	}
	return g
}

// flavor is the family of tool's implementation here: GNU unless the
// machine says otherwise (BSD on macOS and the BSDs).
func flavor(p *platform.Info, tool string) platform.Flavor {
	if f := p.Flavor(tool); f != platform.Unknown {
		return f
	}
	if p != nil && (p.OS == "darwin" || strings.HasSuffix(p.OS, "bsd")) {
		return platform.BSD
	}
	return platform.GNU
}

// ─────────────────────────── shared readers ───────────────────────────

// takeFile consumes the first file the request names that is no archive
// (or is, when archives) and the words that only say it is a file; ""
// when it names none.
func (u *utt) takeFile(archives bool) string {
	for i, t := range u.t {
		if t.used || t.kind != kFile || isArchiveName(t.raw) != archives {
			continue
		}
		u.use(i)
		u.fileNoun(i)
		return t.raw
	}
	if !archives && u.kinds(kFile) == nil {
		return u.takeNamedFile()
	}
	return ""
}

// kindWords name a kind of file by its extension: "the render log".
var kindWords = map[string][]string{"log": {"log", "txt", "out"}, "logfile": {"log"}, "config": {"conf", "cfg", "ini", "yaml", "yml", "toml", "json"},
	"conf": {"conf", "cfg", "ini"}, "script": {"sh", "py", "bash"}, "csv": {"csv"}, "readme": {"md", "txt"}, "notes": {"txt", "md"}}

// takeNamedFile consumes "the readme in src/app", "the render log", "the
// cron log in homelab": a bare word that is the start of exactly one
// file's name in the directory named (or here, or its folders, for a
// word with a kind of file after it), and returns that file's path.
func (u *utt) takeNamedFile() string {
	for i, t := range u.t {
		if t.used || t.kind != kWord || fillerWords[t.low] || knownWord(t.low) && kindWords[t.low] == nil || len(t.low) < 3 {
			continue
		}
		kind := ""
		if kindWords[u.low(i+1)] != nil {
			kind = u.low(i + 1)
		}
		next := i + 1
		if kind != "" {
			next++
		}
		dir, at := "", -1
		if u.seq(next, "in|inside|under|from|of") && next+1 < len(u.t) && !u.t[next+1].used && (u.t[next+1].kind == kPath || u.t[next+1].dir) {
			dir, at = u.t[next+1].raw, next+1
		}
		if kind != "" && dir == "" {
			// "the render log": here or one folder down
			if f := findKindFile(u, t.low, kind); f != "" {
				u.useN(i, 2)
				return f
			}
			continue
		}
		if dir == "" && !docNames[t.low] && !u.word(i+1, "=file") && !u.word(i-1, "=file") {
			continue // a bare word names a file only in a folder said, or as a file
		}
		if t.caps || !oneOf("the|my|a|that|this|our", u.lowAny(i-1)) && !docNames[t.low] && kind == "" {
			continue // "TODO in src" looks for TODO; "the readme in src" names a file
		}
		if kind == "" && (u.lowAny(i-1) == "grep" || u.lowAny(i-1) == "for" && oneOf("grep|search|searching|look|looking|hunt|scan", u.lowAny(i-2))) {
			continue // "grep for todo in …": the term, bare after the search
		}
		if u.plat == nil || u.plat.Cwd == "" {
			return ""
		}
		ents, err := u.readDir(orDot(dir))
		if err != nil {
			continue
		}
		found := ""
		for _, e := range ents {
			n := strings.ToLower(e.Name())
			if e.Type().IsRegular() && (n == t.low || strings.HasPrefix(n, t.low+".")) {
				if found != "" {
					found = "?"
					break
				}
				found = e.Name()
			}
		}
		if found == "" || found == "?" {
			continue
		}
		u.use(i)
		u.fileNoun(i)
		if at >= 0 {
			u.useN(i+1, at-i)
			u.dirNoun(at)
			return strings.TrimSuffix(dir, "/") + "/" + found
		}
		return found
	}
	return ""
}

// findKindFile is the one file here or one folder down whose name starts
// with word and whose extension fits kind ("render" "log": logs/render.log);
// "" when there is none or more than one.
func findKindFile(u *utt, word, kind string) string {
	if u.plat == nil || u.plat.Cwd == "" {
		return ""
	}
	exts := kindWords[kind]
	found := ""
	check := func(rel string, e os.DirEntry) bool {
		n := strings.ToLower(e.Name())
		if !e.Type().IsRegular() || !strings.HasPrefix(n, word) {
			return true
		}
		ext := strings.TrimPrefix(filepath.Ext(n), ".")
		if !contains(exts, ext) {
			return true // render.log.1 is an old one, not the log
		}
		if found != "" {
			found = "?"
			return false
		}
		found = rel
		return true
	}
	top, err := u.readDir(".")
	if err != nil {
		return ""
	}
	for _, e := range top {
		if !check(e.Name(), e) {
			return ""
		}
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			sub, _ := u.readDir(e.Name())
			for _, s := range sub {
				if !check(e.Name()+"/"+s.Name(), s) {
					return ""
				}
			}
		}
	}
	if found == "?" {
		return ""
	}
	return found
}

// fileNoun consumes "file" right before or after token i ("the file
// notes.txt", "notes.txt file").
func (u *utt) fileNoun(i int) {
	for _, k := range []int{i - 1, i + 1} {
		if u.word(k, "=file", "=document", "=doc") {
			u.t[k].used = true
		}
	}
	// "the log file logs/app.log", "the csv file people.csv": its kind,
	// as its name says
	if k := i - 1; k >= 0 && !u.t[k].used && u.t[k].kind == kExt && strings.HasSuffix(strings.ToLower(u.t[i].raw), "."+u.val(k).val) {
		u.t[k].used = true
	}
}

// files consumes every file the request names (not archives).
func (u *utt) takeFiles() []string {
	var out []string
	for {
		f := u.takeFile(false)
		if f == "" {
			return out
		}
		out = append(out, f)
	}
}

// takeDir consumes the directory the request names: a path, a name that
// is a directory here, or a word with "folder" or "directory" beside it;
// "" when it names none.
func (u *utt) takeDir() string {
	isDirNoun := func(k int) bool { return u.word(k, "dir") }
	for i, t := range u.t {
		if t.used {
			continue
		}
		switch {
		case t.kind == kPath:
			u.use(i)
			u.dirNoun(i)
			return t.raw
		case t.kind == kWord && t.dir && !isDirNoun(i):
			// a name that is a directory here: a word of the lexicon
			// only after "in", "into", "from" … or beside "folder"
			if knownWord(t.low) && !isDirNoun(i-1) && !isDirNoun(i+1) && !placeWord(u.lowAny(i-1)) {
				continue
			}
			u.use(i)
			u.dirNoun(i)
			return t.raw
		}
	}
	// "the folder named x" was read as a path; "the docs folder",
	// "folder docs": a name that is not here (yet)
	for i, t := range u.t {
		if t.used || t.kind != kWord || fillerWords[t.low] || isDirNoun(i) || notDirName[t.low] {
			continue
		}
		if isDirNoun(i+1) && !knownWord(t.low) && !strings.HasSuffix(u.t[i+1].low, "s") {
			u.use(i)
			u.dirNoun(i)
			return t.raw
		}
	}
	return ""
}

// takeOneLevel consumes the words that say the folder d an intent has
// read is to be read one level deep: "directly" or "immediately" before
// it ("the txt files directly in receipts"), and with them a folder
// inside it left out ("not the 2025 folder"), which a read of d's own
// entries leaves out anyway. It reports whether it took either.
// An intent calls it only where its command reads d one level deep (a
// glob d/*.txt, ls d, find -maxdepth 1): elsewhere the words stay unread
// and the reading is near. A folder left out with no "directly" is
// taken only when it is d's one folder ("the txt files in receipts, not
// the 2025 folder"): with others beside it, whether they count is not
// said.
func (u *utt) takeOneLevel(d string) bool {
	if d == "" {
		return false
	}
	d = strings.TrimSuffix(d, "/")
	took := false
	for i := 0; i+2 < len(u.t); i++ {
		if !u.seq(i, "directly|immediately") || !oneOf("in|inside|within|under|at", u.lowAny(i+1)) {
			continue
		}
		j := i + 2
		for oneOf("the|my|this|that", u.lowAny(j)) && j+1 < len(u.t) {
			j++
		}
		if u.t[j].used && strings.TrimSuffix(u.t[j].raw, "/") == d {
			u.use(i)
			took = true
			break
		}
	}
	// "(not the 2025 folder)": a folder inside d
	for i := 0; i+1 < len(u.t); i++ {
		if !u.seq(i, "not|except|excluding|without") || !took && u.subdirs(d) != 1 {
			continue
		}
		j := i + 1
		if u.seq(j, "the|its|any") {
			j++
		}
		if j >= len(u.t) || u.t[j].used || u.t[j].kind != kWord && u.t[j].kind != kNum && u.t[j].kind != kPath || !isDirHere(u.plat, d+"/"+strings.TrimSuffix(u.t[j].raw, "/")) {
			continue
		}
		n := j - i + 1
		if u.seq(j+1, "folder|subfolder|directory|subdirectory|dir|subdir|one") {
			n++
		}
		u.useN(i, n)
		return true
	}
	return took
}

// subdirs is how many folders d holds here (-1 when caro cannot read it).
func (u *utt) subdirs(d string) int {
	ents, err := u.readDir(d)
	if err != nil {
		return -1
	}
	n := 0
	for _, e := range ents {
		if e.IsDir() {
			n++
		}
	}
	return n
}

// nameAfterNoun reports whether token j, right after "folder" or
// "directory", can be that folder's name: a path, a name, a folder here,
// or a word that is neither filler nor a function word ("to the
// directory backup", "into the folder out").
func (u *utt) nameAfterNoun(j int) bool {
	if j >= len(u.t) || u.t[j].used {
		return false
	}
	t := u.t[j]
	// a word of no meaning of its own is a name only at the end:
	// "into the folder out"
	return u.nameTok(j) || t.dir || t.kind == kPath || t.kind == kWord && !notAName[t.low] && (!fillerWords[t.low] || j == len(u.t)-1)
}

// notDirName are words before "folder" that say which one, not its name.
var notDirName = map[string]bool{"home": true, "current": true, "working": true, "parent": true, "root": true, "same": true,
	"new": true, "whole": true, "entire": true, "other": true, "temp": true, "tmp": true, "top": true, "main": true, "base": true}

// dirNoun consumes "folder" or "directory" right before or after token i.
func (u *utt) dirNoun(i int) {
	for _, k := range []int{i + 1, i - 1} {
		if u.word(k, "dir") && !strings.HasPrefix(u.t[k].low, "sub") {
			u.t[k].used = true
			return
		}
	}
}

// placeWord: a word after which a name is a place.
func placeWord(w string) bool {
	switch w {
	case "in", "into", "inside", "within", "under", "from", "to", "of", "at", "beneath", "below", "on", "across", "throughout":
		return true
	}
	return false
}

// here consumes the words that say "this directory": it is where
// commands run anyway.
func (u *utt) here() bool {
	found := false
	for i := range u.t {
		if u.seq(i, "in|of|inside|under|within|from|for", "the|this|my", "current|working|present|this", "directory|folder|dir") {
			for k := 0; k < 4; k++ {
				u.t[i+k].used = true
			}
			found = true
		}
		if u.seq(i, "in|of|inside|under|within|from|for", "this|the|my", "directory|folder|dir|location|place|project|repo|tree") {
			for k := 0; k < 3; k++ {
				u.t[i+k].used = true
			}
			found = true
		}
		if u.seq(i, "current|working|this|present", "directory|folder|dir") {
			u.t[i].used, u.t[i+1].used = true, true
			found = true
		}
		if u.seq(i, "in|from", "here") || u.seq(i, "right", "here") {
			u.t[i].used, u.t[i+1].used = true, true
			found = true
		}
		if u.seq(i, "here") || u.seq(i, ".") || u.seq(i, "./") || u.seq(i, "cwd") || u.seq(i, "pwd") {
			u.t[i].used = true
			found = true
		}
	}
	return found
}

// count consumes a count: a number, or the number the words for one
// name ("a couple", "a few" are not counts). ok is false when there is
// none.
func (u *utt) count() (int, bool) {
	for _, i := range u.nums() {
		n := u.t[i].num
		if n != float64(int(n)) || n < 1 || n > 100000 {
			continue
		}
		u.use(i)
		return int(n), true
	}
	return 0, false
}

// ─────────────────────────── show, head, tail ───────────────────────────

var showWords = []string{"show", "=cat", "=read", "=print", "=open", "=display", "=view", "=dump", "=output", "=see", "=look", "=type"}

// iShowFile: cat FILE, with line numbers if asked.
func iShowFile(u *utt) *answer {
	if u.bareFileCmd() || u.typeNoun() {
		return nil // "file x", "the file type of x": file's, not cat's
	}
	files := u.takeFiles()
	if len(files) == 0 {
		return nil
	}
	shown := u.take(showWords...)
	for i := range u.t {
		// "show x here instead of opening it in TextEdit": in the terminal
		if n, ok := u.phraseAt(i, []string{"here?", "instead", "of", "opening|open|viewing|using", "it|the?", "file?", "in|with", "the?"}); ok &&
			i+n < len(u.t) && !u.t[i+n].used && u.t[i+n].kind == kWord && i+n+1 == len(u.t) {
			u.useN(i, n+1)
			break
		}
	}
	u.takeAll("=printed", "=shown", "=displayed") // "see a and b printed one after the other"
	// "from the beginning to the end": all of it
	u.takePhrase("from", "the?", "beginning|start|top", "to|till|until", "the", "end|bottom")
	u.takeAll("content", "whole", "=everything", "=all", "=on", "=screen", "=at")
	// "the contents, header included": all of it
	u.takePhrase("header|headers|heading", "included|and", "all?")
	u.takePhrase("including|with", "the|its?", "header|headers|heading", "line|row?")
	u.takeSeq("what", "is", "in")
	u.takeSeq("what", "does", "it", "say")
	if u.seq(0, "what", "does") {
		u.take("=say", "=contain", "=hold", "=have")
	}
	u.takeAll("=file", "=document")
	numbered := u.numbered()
	if u.kinds(kNum) == nil && u.kinds(kOrd) == nil && shown {
		// "show all the lines of x", "print the lines in x": every one
		u.takePhrase("all|every?", "the?", "lines|rows")
		u.takePhrase("every|each", "line|row")
	}
	if u.has("first", "last", "line", "word", "char", "count", "sort", "find") {
		return nil
	}
	opt := ""
	if numbered {
		opt = "-n "
	}
	return &answer{cmd: "cat " + opt + quoteAll(files), thought: "cat prints the file" + plural(len(files)) + " as it is"}
}

// numberVerb is where "number" is the request's verb ("number every
// line of x", "we will number the lines"): the first word but fillers,
// before the lines; -1 when it is not.
func (u *utt) numberVerb() int {
	for i, t := range u.t {
		if t.kind == kWord && fillerWords[t.low] && t.low != "each" && t.low != "every" && t.low != "all" {
			continue
		}
		if u.seq(i, "number", "the|each|every|all", "line|lines|row|rows") || u.seq(i, "number", "lines|rows") {
			return i
		}
		return -1
	}
	return -1
}

// numbered consumes "with line numbers", "numbered", "-n", and the verb
// "number every line".
func (u *utt) numbered() bool {
	if i := u.numberVerb(); i >= 0 {
		u.t[i].used = true
		u.takePhrase("the|each|every|all", "line|lines|row|rows")
		u.takeAll("=lines", "=rows")
		return true
	}
	for i := range u.t {
		if u.seq(i, "line|row", "number|numbers|numbering|nos|no") {
			u.t[i].used, u.t[i+1].used = true, true
			u.takeSeq("with")
			return true
		}
		if u.seq(i, "numbered") || u.seq(i, "lineno") || u.seq(i, "-n") {
			u.t[i].used = true
			return true
		}
		if n, ok := u.phraseAt(i, []string{"a?", "number|numbers", "in", "front", "of", "each|every|the", "line|lines|row|rows"}); ok && u.seq(i+n-1, "line|lines|row|rows") && n >= 6 {
			// "with a number in front of each line"
			u.useN(i, n)
			u.takeSeq("with")
			return true
		}
		if u.seq(i, "number", "the|each|every|all", "lines|line|rows|row") {
			u.useN(i, 3) // "number every line of x"
			return true
		}
		if u.seq(i, "number", "lines") {
			u.useN(i, 2)
			u.takeAll("=lines", "=rows")
			return true
		}
	}
	return false
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		if strings.ContainsAny(s, "*?") {
			q[i] = globQuote(s) // "docs/*.txt": a glob the shell expands
		} else {
			q[i] = quote(s)
		}
	}
	return strings.Join(q, " ")
}

// iHeadTail: the first or last N lines of a file.
func iHeadTail(u *utt) *answer {
	out := u.takeNewFileFor()
	a := numberFirst(u, headTail)
	if out == "" || a == nil {
		return a
	}
	// "a file called y.txt that holds the first 5 lines of x.txt": the
	// lines, written to a new file
	if strings.ContainsAny(a.cmd, "|>;&*?") || strings.Count(a.cmd, " ") != 3 {
		return nil
	}
	a.cmd += " > " + quote(out)
	a.thought += "; > writes them to " + out
	return a
}

// takeNewFileFor reads a new file (one not here) that a request's output
// is to go to: "a file called y.txt that holds …", "… into a new file
// y.txt", "save … to y.txt". It consumes the words and returns the name;
// "" when there is none, or the file is here already (which > would
// overwrite).
func (u *utt) takeNewFileFor() string {
	// a cheap sign first: a file named after "called", "named", "into",
	// "to" or "in"; then the one file here it is to be made of
	sign := false
	for _, i := range u.kinds(kFile) {
		sign = sign || i > 0 && oneOf("called|named|into|to|in|file|document", u.t[i-1].low)
	}
	if !sign {
		return ""
	}
	others := 0
	for _, i := range u.kinds(kFile) {
		if existsHere(u.plat, u.t[i].raw) {
			others++
		}
	}
	if others != 1 {
		return ""
	}
	isNew := func(j int) bool {
		return j < len(u.t) && !u.t[j].used && (u.t[j].kind == kFile || u.t[j].kind == kPath && !u.t[j].dir) && missingHere(u.plat, u.t[j].raw) && !strings.Contains(u.t[j].raw, "*")
	}
	for i := range u.t {
		// "a file called y.txt that holds (just) …"
		if n, ok := u.phraseAt(i, []string{"a|the", "new?", "file|document", "called|named"}); ok && isNew(i+n) {
			m, ok := u.phraseAt(i+n+1, []string{"that|which", "holds|has|contains|keeps|gets|will|should", "hold|have|contain|keep|get?", "just|only?"})
			if !ok {
				m, ok = u.phraseAt(i+n+1, []string{"with|holding|containing", "just|only?"})
			}
			if !ok {
				return ""
			}
			out := u.t[i+n].raw
			u.useN(i, n+1+m)
			u.takePhrase("i", "would", "like|want")
			u.takePhrase("i", "want|need")
			u.takePhrase("make|create", "me?")
			return out
		}
		// "… into a new file y.txt", "save … to y.txt"
		if n, ok := u.phraseAt(i, []string{"into|to|in", "a|the?", "new?", "file|document?", "called|named?"}); ok && isNew(i+n) && u.has("=save", "=write", "=put", "=store", "=copy") {
			out := u.t[i+n].raw
			u.useN(i, n+1)
			u.take("=save", "=write", "=put", "=store", "=copy")
			return out
		}
	}
	return ""
}

// numberFirst answers with read, and when the request also asks for line
// numbers ("the first 5 lines of x with line numbers"), has cat -n number
// the file's lines before read's command picks some of them.
func numberFirst(u *utt, read func(u *utt) (*answer, string)) *answer {
	numbered := false
	if !u.has("=-n") && !u.said("head", "tail", "sed") {
		// "line number 5" picks a line; it numbers none
		picks := false
		for i := range u.t {
			picks = picks || u.seq(i, "line|row", "number|no|#") && i+2 < len(u.t) && u.t[i+2].kind == kNum
		}
		numbered = !picks && u.numbered()
	}
	a, f := read(u)
	if a == nil || !numbered {
		return a
	}
	if f == "" || !strings.HasSuffix(a.cmd, " "+quote(f)) {
		return nil
	}
	a.cmd = "cat -n " + quote(f) + " | " + strings.TrimSuffix(a.cmd, " "+quote(f))
	a.thought = "cat -n numbers the lines; " + a.thought
	return a
}

func headTail(u *utt) (*answer, string) {
	f := u.takeFile(false)
	glob := false
	if f == "" {
		// "the first 2 lines of every .md in manuscript": each file's
		if es := u.kinds(kExt); len(es) == 1 && u.said("every", "each", "all") {
			f = "*." + u.val(es[0]).val
			u.use(es[0])
			if d := u.takeDir(); d != "" {
				f = strings.TrimSuffix(d, "/") + "/" + f
				u.takeOneLevel(d)
			}
			u.takeAll("=every", "=each", "=all", "=file", "=files")
			glob = true
		} else if len(es) == 0 && (u.takeSeq("each|every", "file") || u.takeSeq("all", "the?", "files") || u.takeSeq("all", "files")) {
			// "the last line of each file in logs": each file's, by
			// the shell's glob (tail names each one)
			if d := u.takeDir(); d != "" && !strings.ContainsAny(d, "*?") && u.onlyFiles(d) {
				f = strings.TrimSuffix(d, "/") + "/*"
				u.takeOneLevel(d)
				glob = true
			} else {
				return nil, ""
			}
		}
	}
	if f == "" {
		return nil, ""
	}
	for i := range u.t {
		if u.seq(i, "line|lines", "endings|ending|ends|terminators|breaks") {
			return nil, "" // "with line endings": how each line ends, no last lines
		}
		if u.seq(i, "starting|beginning|start|starts|begin|begins|ending|end|ends") && u.seq(i+1, "with|in|by") {
			return nil, "" // "lines that end with a": a pattern, no last lines
		}
		// "tail -n +3 x": from line 3 on, as tail reads "+"
		if u.seq(i, "tail") && !glob && i+2 < len(u.t) && u.t[i+1].raw == "-n" && len(u.t[i+2].raw) > 1 && u.t[i+2].raw[0] == '+' && isDigits(u.t[i+2].raw[1:]) && len(u.t) == 4 {
			u.useN(i, 3)
			return &answer{cmd: fmt.Sprintf("tail -n %s %s", u.t[i+2].raw, quote(f)), thought: "tail -n +N starts at line N and goes to the end"}, f
		}
	}
	quote := quote
	fq := f // the file, for numberFirst; "" for a glob: no numbering
	if glob {
		quote = globQuote
		fq = ""
	}
	// "the last 3 lines of a.log and b.log": each one's, under its name
	target, several := quote(f), false
	if more := u.takeFiles(); len(more) > 0 && !glob {
		for _, m := range more {
			if !existsHere(u.plat, m) {
				// "the last ten lines of x into y.txt": a file to
				// write, not one more to read
				return nil, ""
			}
		}
		target, fq, several = quoteAll(append([]string{f}, more...)), "", true
	}
	if !u.has("first", "last") && u.kinds(kNum) == nil && !several && u.take("=header", "=heading", "=headers") {
		if u.ordersDelete() {
			return nil, "" // "remove the header from x": an order to change x (iDeleteLines)
		}
		if u.take("=skip", "=without", "=except", "=minus", "=exclude", "=excluding", "=ignore", "=ignoring", "=drop", "=remove", "=omit", "=strip", "=but") {
			if u.said("head", "top", "beginning", "start") {
				return nil, "" // "the head of x without the header": how many lines?
			}
			u.takeAll("=rest", "=everything", "=else", "=all", "line", "=row", "content", "=data")
			u.take(showWords...)
			u.takeAll("=and", "=the", "=of")
			if u.has("first", "last", "count", "sort") {
				return nil, ""
			}
			return &answer{cmd: "tail -n +2 " + quote(f), thought: "tail -n +2 starts at the second line, leaving out the header"}, fq
		}
		// "the header line": the first
		u.takePhrase("on", "the?", "screen") // "all I want on screen is the header line"
		u.takeAll("line", "=row")
		u.take(showWords...)
		u.takeAll("content", "=of", "=just", "=only")
		if u.has("first", "last", "count") {
			return nil, ""
		}
		return &answer{cmd: "head -n 1 " + quote(f), thought: "head -n 1 prints the first line"}, fq
	}
	if glob && len(u.nums()) == 0 {
		// "the first line of every .txt in stage? Just the top line of
		// each.": the same said again (not after "the first 2 lines")
		for i := range u.t {
			n, ok := u.phraseAt(i, []string{"just|only?", "the", "#first", "line", "of|from", "each|every|all", "one|file|of?", "them?"})
			if ok && i > 0 && u.said("first", "top", "head", "beginning", "start") && !u.said("last", "bottom", "end", "tail") {
				u.useN(i, n)
				break
			}
		}
	}
	first, last := u.has("first"), u.has("last")
	if !first && !last && !u.has("follow") {
		// "show 3 lines of x": a sample from the top, as head gives
		for _, i := range u.nums() {
			if u.seq(i+1, "lines|rows") && (u.has(showWords...) || i == 0) {
				first = true
			}
		}
		if first {
			u.takeAll("=few", "=some")
		}
	}
	if first == last {
		return nil, ""
	}
	// "the lines from 50 until the end": line 50 on, not the last 50
	for _, i := range u.nums() {
		if !u.seq(i-1, "from|at") && !(u.seq(i-1, "line|row") && u.seq(i-2, "from|at")) {
			continue
		}
		n := int(u.t[i].num)
		if !last || several || glob || n < 1 || u.t[i].num != float64(n) {
			return nil, ""
		}
		k, ok := u.phraseAt(i+1, []string{"to|until|till|through|up", "to?", "the", "end|bottom"})
		if !ok || !u.seq(i+k, "end|bottom") {
			return nil, ""
		}
		u.useN(i+1, k)
		u.use(i)
		u.take("=from", "=at")
		u.takeAll("line", "=row")
		u.take(showWords...)
		u.takeAll("=of", "content")
		return &answer{cmd: fmt.Sprintf("tail -n +%d %s", n, quote(f)), thought: fmt.Sprintf("tail -n +%d starts at line %d and goes to the end", n, n)}, fq
	}
	if last {
		u.takeAll("=newest", "=latest", "=recent", "=most")
	} else {
		u.takeAll("=oldest", "=earliest")
	}
	if u.has("follow") && last {
		return nil, "" // tail -f
	}
	// "skip the first 3 lines", "everything but the last 2"
	but := u.at("=but")
	except := u.has("=skip", "=except", "=without", "=excluding", "=omit", "=drop", "=ignore", "=remove", "=delete", "=minus") || u.takePhrase("all|everything", "but") ||
		but >= 0 && (u.seq(but+1, "the") || u.seq(but+1, "first|last"))
	u.takePhrase("but", "just|only")
	u.takePhrase("say", "#count?")
	if first {
		u.takeAll("first") // "the start of x, the first 3 lines"
	} else {
		u.takeAll("last")
	}
	n, ok := u.count()
	u.take("line")
	u.take(showWords...)
	u.takeAll("content", "=of", "=written", "=logged", "=added", "=appended")
	u.takePhrase("header", "included|including")
	u.takePhrase("including|with|counting", "the", "header")
	if first {
		u.takePhrase("including|with|counting", "header", "line|row?") // "first 5 lines incl header"
	}
	if first && ok {
		u.takePhrase("as", "one", "of", "them") // "the top 3 rows, counting the header as one of them"
	}
	if except && u.ordersDelete() {
		return nil, "" // "delete the first line of x": an order to change x (iDeleteLines)
	}
	if except && (glob || several) {
		return nil, "" // "delete the first line of each file": tail -n +2 would show them, under headers
	}
	if except {
		u.take("=skip", "=except", "=without", "=but", "=excluding", "=omit", "=drop", "=ignore", "=remove", "=delete", "=minus")
		u.takeAll("=everything", "=all", "whole", "=rest")
		if !ok {
			if !u.singleLineSaid() && (!u.said("header", "heading") || u.said("head", "top", "beginning", "start")) {
				return nil, "" // "all but the first lines", "the head without the header": how many?
			}
			n = 1
		}
		if first {
			if n == 1 {
				u.takePhrase("the", "header|heading") // "the first line of x (the header)"
			}
			return &answer{cmd: fmt.Sprintf("tail -n +%d %s", n+1, quote(f)), thought: fmt.Sprintf("tail -n +%d starts at line %d, leaving out the first %d", n+1, n+1, n)}, fq
		}
		if flavor(u.plat, "coreutils") == platform.GNU {
			return &answer{cmd: fmt.Sprintf("head -n -%d %s", n, quote(f)), thought: fmt.Sprintf("GNU head -n -%d prints all but the last %d lines", n, n)}, fq
		}
		return &answer{cmd: fmt.Sprintf("awk -v n=%d '{ a[NR] = $0 } END { for (i = 1; i <= NR - n; i++) print a[i] }' %s", n, quote(f)), thought: fmt.Sprintf("awk keeps the lines and prints all but the last %d", n)}, fq
	}
	if !ok {
		n = 10
		if u.singleLineSaid() {
			// "the first line", "the last line": one
			n = 1
		}
	}
	if first {
		return &answer{cmd: fmt.Sprintf("head -n %d %s", n, target), thought: fmt.Sprintf("head -n %d prints the first %d line%s", n, n, plural(n))}, fq
	}
	return &answer{cmd: fmt.Sprintf("tail -n %d %s", n, target), thought: fmt.Sprintf("tail -n %d prints the last %d line%s", n, n, plural(n))}, fq
}

// onlyFiles reports whether folder d here holds files and nothing else
// the shell's d/* would name (no folders, which head and wc refuse).
func (u *utt) onlyFiles(d string) bool {
	ents, err := u.readDir(d)
	if err != nil {
		return false
	}
	n := 0
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if !e.Type().IsRegular() {
			return false
		}
		n++
	}
	return n > 0
}

// singleLineSaid: the request said "line" (one), not "lines".
func (u *utt) singleLineSaid() bool {
	for _, t := range u.t {
		if t.low == "line" || t.low == "row" || t.low == "entry" {
			return true
		}
	}
	return false
}

// lineWordSaid: the request said "lines" (plural), so a count is meant.
func (u *utt) lineWordSaid() bool {
	for _, t := range u.t {
		if t.low == "lines" || t.low == "rows" || t.low == "entries" {
			return true
		}
	}
	return false
}

// iLineRange: lines A to B of a file.
func iLineRange(u *utt) *answer {
	return numberFirst(u, lineRange)
}

func lineRange(u *utt) (*answer, string) {
	rs := u.kinds(kRange)
	if len(rs) != 1 {
		return nil, ""
	}
	f := u.takeFile(false)
	if f == "" {
		return nil, ""
	}
	v := u.val(rs[0])
	u.use(rs[0])
	u.take(showWords...)
	u.takeAll("content", "=only", "=just", "=inclusive", "=inclusively")
	if rs[0] > 0 && u.seq(rs[0]-1, "say|like|e.g.|namely") {
		u.use(rs[0] - 1) // "the middle of a.txt, say lines 14 to 16"
		u.takePhrase("in?", "the", "middle", "of?")
	}
	if len(v.cols) > 0 {
		// a list of lines and ranges: sed prints them in the file's
		// order, so one given out of order is not what was asked
		var parts, said []string
		for k := 0; k+1 < len(v.cols); k += 2 {
			a, b := v.cols[k], v.cols[k+1]
			if a < 0 {
				if k+2 != len(v.cols) {
					return nil, ""
				}
				parts = append(parts, "$p") // the last line
				said = append(said, "the last")
				continue
			}
			if k > 0 && a <= v.cols[k-1] {
				return nil, ""
			}
			if a == b {
				parts = append(parts, fmt.Sprintf("%dp", a))
				said = append(said, fmt.Sprint(a))
			} else {
				parts = append(parts, fmt.Sprintf("%d,%dp", a, b))
				said = append(said, fmt.Sprintf("%d to %d", a, b))
			}
		}
		return &answer{cmd: fmt.Sprintf("sed -n '%s' %s", strings.Join(parts, ";"), quote(f)), thought: "sed -n prints only lines " + strings.Join(said, ", ")}, f
	}
	if v.to == 0 {
		return &answer{cmd: fmt.Sprintf("tail -n +%d %s", v.from, quote(f)), thought: fmt.Sprintf("tail -n +%d prints from line %d to the end", v.from, v.from)}, f
	}
	if v.to < v.from {
		return nil, ""
	}
	return &answer{cmd: fmt.Sprintf("sed -n '%d,%dp' %s", v.from, v.to, quote(f)), thought: fmt.Sprintf("sed -n prints only lines %d to %d", v.from, v.to)}, f
}

// iLineN: line N of a file.
func iLineN(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	n := 0
	for i, t := range u.t {
		// "every third line of x": one line in three, not the third
		if (t.low == "every" || t.low == "each") && i+1 < len(u.t) && (u.t[i+1].kind == kOrd || ordWords[u.t[i+1].low] > 0 || u.t[i+1].low == "other") {
			return nil
		}
	}
	for i, t := range u.t {
		// "the second to last line", "the penultimate line": counted back
		switch {
		case (t.kind == kOrd || t.kind == kWord && ordWords[t.low] > 1) && u.seq(i+1, "to|from", "last", "line|row"):
			n = int(t.num)
			if t.kind == kWord {
				n = int(ordWords[t.low])
			}
			u.useN(i, 4)
		case u.seq(i, "penultimate", "line|row"):
			n = 2
			u.useN(i, 2)
		case u.seq(i, "next", "to", "last", "line|row"):
			n = 2
			u.useN(i, 4)
		}
	}
	fromEnd := n > 0
	for i := range u.t {
		// "x up to line 4", "until line 9": the lines before it too
		k, ok := u.phraseAt(i, []string{"up|until|till|through|thru", "to?", "line|row"})
		if !ok || fromEnd || !u.seq(i+k-1, "line|row") || i+k >= len(u.t) || u.t[i+k].kind != kNum || u.t[i+k].used {
			continue
		}
		if n := int(u.t[i+k].num); n >= 1 && float64(n) == u.t[i+k].num && !u.seq(i-1, "from") && !u.has("=from") {
			u.useN(i, k+1)
			u.take(showWords...)
			u.takeAll("content", "=only", "=just")
			return &answer{cmd: fmt.Sprintf("head -n %d %s", n, quote(f)), thought: fmt.Sprintf("head -n %d prints the lines up to line %d", n, n)}
		}
		return nil
	}
	for i, t := range u.t {
		if t.used || fromEnd {
			continue
		}
		// "line 5", "line number 5", "5th line", "the third line"
		if (t.low == "line" || t.low == "row") && i+1 < len(u.t) && !u.t[i+1].used {
			j := i + 1
			if u.t[j].low == "number" || u.t[j].low == "no" || u.t[j].low == "#" {
				j++
			}
			if j < len(u.t) && u.t[j].kind == kNum && !u.t[j].used {
				n = int(u.t[j].num)
				for k := i; k <= j; k++ {
					u.t[k].used = true
				}
				if u.seq(i-1, "from") && n >= 1 {
					// "x from line 2": that line and every one after it
					u.use(i - 1)
					u.takePhrase("on|onward|onwards|forward")
					u.takePhrase("to|till|until", "the", "end|bottom")
					u.take(showWords...)
					u.takeAll("content", "=everything", "=all")
					if u.has("=to", "=till", "=until", "=through", "=thru") {
						return nil
					}
					return &answer{cmd: fmt.Sprintf("tail -n +%d %s", n, quote(f)), thought: fmt.Sprintf("tail -n +%d prints from line %d to the end", n, n)}
				}
				break
			}
		}
		if (t.kind == kOrd || t.kind == kWord && ordWords[t.low] > 0 && t.low != "first") && (u.low(i+1) == "line" || u.low(i+1) == "row") {
			n = int(t.num)
			if t.kind == kWord {
				n = int(ordWords[t.low])
			}
			u.t[i].used, u.t[i+1].used = true, true
			break
		}
	}
	if n <= 0 {
		return nil
	}
	u.take(showWords...)
	u.takeAll("content", "=only", "=just")
	// "line 42, nothing either side": that line alone
	u.takePhrase("and|with?", "nothing|none", "on?", "either|each|both", "side|sides")
	u.takePhrase("and|with?", "nothing|none", "around|else", "it?")
	if u.takePhrase("from|counting", "the", "end|bottom") || u.takePhrase("from", "last") || fromEnd {
		// "the 3rd line from the end": counted back from the last
		return &answer{cmd: fmt.Sprintf("tail -n %d %s | head -n 1", n, quote(f)), thought: fmt.Sprintf("tail -n %d keeps the last %d lines; head -n 1 the first of them", n, n)}
	}
	return &answer{cmd: fmt.Sprintf("sed -n '%dp' %s", n, quote(f)), thought: fmt.Sprintf("sed -n '%dp' prints line %d alone", n, n)}
}

// ─────────────────────────── counting ───────────────────────────

// iCountIn: lines, words, characters or bytes of named files.
func iCountIn(u *utt) *answer {
	if u.said("longest", "shortest", "widest") {
		return nil // "length of the longest line": one line's length, no count of them
	}
	if u.said("blank", "empty", "nonempty", "non-empty", "nonblank", "non-blank") {
		return nil // "count blank lines in x": some lines, not all (iGrep)
	}
	files := u.takeFiles()
	if len(files) == 0 {
		// "the lines of each txt file in docs": wc counts each file of
		// the kind in the folder (and gives the total)
		es := u.kinds(kExt)
		if len(es) == 0 && u.said("each", "every") && !u.has("recurse") {
			// "the lines in each file in logs": every file of the folder
			if (u.takeSeq("each|every", "file") || u.takeSeq("all", "the?", "files")) && u.has("line", "word", "char", "byte") {
				if d := u.takeDir(); d != "" && !strings.ContainsAny(d, "*?") && u.onlyFiles(d) {
					files = []string{strings.TrimSuffix(d, "/") + "/*"}
				}
			}
			if len(files) == 0 {
				return nil
			}
		} else if len(es) != 1 || !u.said("each", "every", "per") || u.has("recurse") {
			return nil
		}
	}
	if len(files) == 0 {
		es := u.kinds(kExt)
		glob := "*." + u.val(es[0]).val
		u.use(es[0])
		if d := u.takeDir(); d != "" {
			glob = strings.TrimSuffix(d, "/") + "/" + glob
			u.takeOneLevel(d)
		}
		u.here()
		for i := range u.t {
			if oneOf("each|every|per", u.t[i].low) {
				u.t[i].used = true // filler elsewhere; here what asks for one count a file
			}
		}
		u.takeAll("=file", "=files")
		files = []string{glob}
	}
	noHeader := u.takePhrase("the?", "first", "line|row", "is", "a|the", "header|heading")
	// "…, just the number": the count alone, without the file's name
	bare := u.takePhrase("just|only", "the", "number|count|figure|total") || u.takePhrase("give", "me", "just|only", "the", "number|count")
	// "a.log and b.log together": one count of them all
	together := false
	if len(files) > 1 || strings.ContainsAny(files[0], "*?") {
		together = u.takePhrase("all?", "together|combined|altogether|overall|across") || u.takePhrase("in", "total|all") || u.takePhrase("between", "them|both")
		for i := range u.t {
			if together && u.seq(i, "all") {
				u.use(i) // "all the lines": of them all, not each
			}
			if together && u.seq(i, "plus|with") && i > 0 && i+1 < len(u.t) && u.t[i-1].kind == kFile && u.t[i+1].kind == kFile {
				u.use(i) // "a.txt plus b.txt: how many lines combined"
			}
		}
		u.takeSeq("each", "of") // "in each of a.log and b.log": wc counts each
	}
	what := ""
	for i, t := range u.t {
		if !t.used && t.kind == kFlag && (t.low == "-l" || t.low == "-w" || t.low == "-c" || t.low == "-m") && u.said("wc") {
			what = t.low[1:]
			u.use(i)
		}
	}
	// "words and lines", "bytes, words and lines": wc counts them all
	after := 1 // the word after what is counted, when the request starts with it
	chainAt := -1
	kindOf := func(i int) string {
		if i >= len(u.t) || u.t[i].used || u.t[i].kind != kWord {
			return ""
		}
		for _, k := range [][2]string{{"line", "l"}, {"word", "w"}, {"char", "m"}, {"byte", "c"}} {
			if contains(lexicon()[u.t[i].lemma()], k[0]) {
				return k[1]
			}
		}
		return ""
	}
	for i := 0; i < len(u.t) && what == ""; i++ {
		if kindOf(i) == "" {
			continue
		}
		chain := []int{i}
		for j := i; ; {
			if u.t[j].comma && kindOf(j+1) != "" {
				j++
			} else if u.seq(j+1, "and|&") && kindOf(j+2) != "" {
				j += 2
			} else {
				break
			}
			chain = append(chain, j)
		}
		if len(chain) == 1 {
			break
		}
		for _, c := range "lwmc" { // wc's own order
			for _, k := range chain {
				if kindOf(k) == string(c) && !strings.Contains(what, string(c)) {
					what += string(c)
				}
			}
		}
		u.useN(i, chain[len(chain)-1]-i+1)
		chainAt = i
		if i == 0 {
			after = chain[len(chain)-1] + 1
		}
	}
	// "(wedding-speech.txt) … its lines, words and characters": what wc
	// gives of the file named first, listed
	listedOfIt := len(what) > 1 && chainAt == 2 && u.t[0].used && u.t[0].kind == kFile && len(files) == 1 && u.seq(1, "its")
	if listedOfIt {
		u.use(1)
	}
	switch {
	case what != "":
	case u.take("line"):
		what = "l"
	case u.take("word"):
		what = "w"
	case u.take("char"):
		what = "m"
	case u.take("byte"):
		what = "c"
	}
	if u.seq(0, "number") && !u.seq(1, "of") {
		return nil // "number the lines" numbers them
	}
	terse := what != "" && u.t[0].used && oneOf("in|of", u.lowAny(after)) && len(u.left()) <= 1 || listedOfIt // "lines in notes.txt", "words of essay.md"
	counted := terse || u.take("count") || u.takeSeq("how", "many") || u.takeSeq("how", "much") || u.takeSeq("how", "long") || u.take("=wc") ||
		what == "c" && u.takeSeq("how", "big|large") || bare
	for i := 1; i < len(u.t); i++ {
		// "how long x is, number of lines": the length, said twice
		if u.t[i].low == "long" && !u.t[i].used && u.t[i-1].low == "how" && (what == "" || what == "l") {
			u.useN(i-1, 2)
			counted = true
		}
	}
	noHeader = noHeader || u.takeSeq("not|without|excluding", "counting|including|the|incl", "the", "header|headers|heading") || u.takeSeq("not|without|excluding|minus|except", "the", "header|headers|heading") ||
		u.takeSeq("without|excluding|minus|except", "header|headers") || u.takeSeq("skip|skipping|ignoring|ignore", "the", "header|headers")
	if noHeader {
		// "not counting the header row": the header is that line
		for i := 1; i < len(u.t); i++ {
			if u.seq(i, "row|line") && u.t[i-1].used && oneOf("header|headers|heading", u.lowAny(i-1)) {
				u.use(i)
			}
		}
	}
	if !counted {
		// "size of speech.txt in bytes", "line count" read above
		if what == "" {
			return nil
		}
		if !u.take("=size", "=length", "=total") && !(u.at("byte", "word", "char", "line") > 0 && u.seq(u.at("byte", "word", "char", "line")-1, "in")) {
			return nil
		}
	}
	guessed := false // lines, though the request does not say so
	if what == "" && u.said("wc") && !u.said("how") {
		// "do a wc on quotes.txt": a bare wc gives all its counts
		u.takeAll("=do", "=run", "=a", "=on", "=for", "=of", "=the")
		if len(u.left()) > 0 {
			return nil
		}
		return &answer{cmd: "wc " + quoteAll(files), thought: "wc counts the lines, words and bytes"}
	}
	if what == "" {
		if u.takeSeq("long") || u.lowAny(0) == "how" {
			what = "l" // how long is notes.txt: its lines
			guessed = true
		} else {
			return nil
		}
	}
	u.takePhrase("did|have|has", "i|we|you|he|she|they", "write|written|wrote|type|typed")
	u.takeAll("=in", "=of", "=there", "=total", "=are", "=does", "=have", "=contain", "=has", "=contains", "=size", "=many", "=number", "=listed", "=recorded", "=stored", "=kept")
	if what == "l" && len(files) == 1 {
		// "how many students are in class.csv"; but "how many calories
		// in ramen.md" is no count of lines
		if n := u.countedNoun(files[0]); guessed && n != "" && !recordNoun(n) && !u.headerSays(files[0], n) {
			return nil
		}
	}
	if u.has("=containing", "=contain", "=contains", "=with", "=matching", "=mentioning", "unique", "dupe", "empty", "not", "each", "=longest", "=distinct") {
		return nil
	}
	var said []string
	for _, c := range what {
		said = append(said, map[rune]string{'l': "lines", 'w': "words", 'm': "characters", 'c': "bytes"}[c])
	}
	flag := strings.Join(said, " and ")
	for i := range u.t {
		if what == "l" && len(files) == 1 && (noHeader || u.hasHeader(files[0], u.fileDelim(files[0]))) && u.t[i].low == "data" && !u.t[i].used && oneOf("rows|lines|records|entries", u.lowAny(i+1)) {
			u.use(i) // "how many data rows, not counting the header"
		}
		if what == "c" && u.t[i].low == "long" && !u.t[i].used && u.lowAny(i-1) == "bytes" && u.said("many") {
			u.use(i) // "how many bytes long is x"
		}
	}
	if len(files) > 1 && together {
		u.takeSeq("the", "files") // "together the files a and b"
	}
	if what == "l" && len(files) == 1 && (noHeader || u.said("records", "rows", "entries", "students", "people", "users", "members", "items", "customers", "employees") && u.hasHeader(files[0], u.fileDelim(files[0]))) {
		return &answer{cmd: "tail -n +2 " + quote(files[0]) + " | wc -l", thought: "tail -n +2 leaves out the header line; wc -l counts the records"}
	}
	if together {
		return &answer{cmd: fmt.Sprintf("cat %s | wc -%s", quoteAll(files), what), thought: "cat joins the files; wc -" + what + " counts the " + flag + " of them all"}
	}
	if bare && len(files) == 1 && !strings.ContainsAny(files[0], "*?") {
		return &answer{cmd: fmt.Sprintf("wc -%s < %s", what, quote(files[0])), thought: "wc -" + what + " counts the " + flag + "; read from its input, it prints the number alone"}
	}
	return &answer{cmd: fmt.Sprintf("wc -%s %s", what, quoteAll(files)), thought: "wc -" + what + " counts the " + flag}
}

// ─────────────────────────── sort, uniq ───────────────────────────

// keepOrder consumes "keep the order", "in the original order", "without
// sorting": the lines stay where they are.
func (u *utt) keepOrder() bool {
	if u.takePhrase("keep|keeping|preserve|preserving|maintain|maintaining|retain|retaining|in", "the?", "order|ordering", "of|by", "the?", "first", "appearance|occurrence|sighting") {
		return true // "keep order of first appearance"
	}
	kept := u.takePhrase("keep|keeping|preserve|preserving|maintain|maintaining|retain|retaining", "the?", "original|same|current|existing?", "order|ordering") ||
		u.takePhrase("in", "the", "original|same|existing", "order") || u.takePhrase("without", "sorting|sorting,|reordering|changing", "the?", "order?") ||
		u.takePhrase("do", "not", "sort|reorder")
	if kept {
		// "…, keep the original order, don't sort it": said twice
		u.takePhrase("do?", "not|never", "sort|reorder", "it|them|the?", "file|lines?")
	}
	return kept
}

// direction reads the order a request asks for: +1 as sort gives it
// (a-z, ascending, smallest first), -1 reversed, 0 unsaid; numeric when
// the order is of magnitudes.
func (u *utt) direction() (dir int, numeric bool) {
	for i := range u.t {
		if n, d := u.valueOrder(i); n > 0 {
			u.useN(i, n)
			dir, numeric = d, true
		}
		switch {
		case u.seq(i, "a-z") || u.seq(i, "a", "to", "z") || u.seq(i, "a", "-", "z") || u.seq(i, "a", "->", "z"):
			u.useRun(i, "a-z", 3)
			dir = 1
		case u.seq(i, "z-a") || u.seq(i, "z", "to", "a") || u.seq(i, "z", "-", "a") || u.seq(i, "z", "->", "a"):
			u.useRun(i, "z-a", 3)
			dir = -1
		case u.seq(i, "a-to-z"):
			// "in a-to-z order": one token
			u.use(i)
			dir = 1
		case u.seq(i, "z-to-a"):
			u.use(i)
			dir = -1
		case u.seq(i, "z", "first") || u.seq(i, "z", "at", "the", "top"):
			// "sorted backwards, z first": the end of the alphabet first
			u.useN(i, 2)
			if u.seq(i+2, "the", "top") {
				u.useN(i+2, 2)
			}
			dir = -1
		case u.seq(i, "smallest|lowest|least|low|small|fewest|min|minimum|shortest|oldest|earliest", "to|->|first", "largest|highest|greatest|biggest|high|large|big|most|max|maximum|longest|newest|latest"):
			u.useN(i, 3)
			dir, numeric = 1, true
		case u.seq(i, "smallest|lowest|least|low|small|fewest|min|minimum|shortest", "to|->", "largest|highest|greatest|biggest|high|large|big|most|max|maximum|longest"):
			u.useN(i, 3)
			dir, numeric = 1, true
		case u.seq(i, "largest|highest|greatest|biggest|high|large|big|most|max|maximum|longest", "to|->", "smallest|lowest|least|low|small|fewest|min|minimum|shortest"):
			u.useN(i, 3)
			dir, numeric = -1, true
		case u.atTopOrBottom(i) != 0:
			// "smallest at the top", "largest on top", "biggest at the
			// bottom": where the end of the order goes
			n, d := u.atTopOrBottomN(i)
			u.useN(i, n)
			dir, numeric = d, true
		case u.seq(i, "shortest|longest|cheapest|priciest|biggest|largest|highest|smallest|lowest") && i+2 < len(u.t) && u.seq(i+2, "first") && !u.t[i+1].used && u.t[i+1].kind == kWord &&
			!u.t[i].comma && !knownWord(u.t[i+1].low) && !structural(u.t[i+1].low):
			// "shortest walk first", "cheapest ticket first", "biggest
			// yield first"
			dir, numeric = 1, true
			if u.seq(i, "longest|priciest|biggest|largest|highest") {
				dir = -1 // (read before the words are taken)
			}
			u.useN(i, 3)
		case u.seq(i, "smallest|lowest|least|fewest|shortest|low", "first") || u.seq(i, "lightest|coldest|slowest", "first") && u.said("by"):
			u.useN(i, 2)
			dir, numeric = 1, true
		case u.seq(i, "largest|highest|greatest|biggest|most|longest|high|big|large|priciest|dearest", "first") || u.seq(i, "heaviest|tallest|hottest|warmest|fastest", "first") && u.said("by"):
			// "by weight, heaviest first": the measure named, its highest first
			u.useN(i, 2)
			dir, numeric = -1, true
		case u.seq(i, "largest|highest|greatest|biggest|most|longest|priciest", "number|numbers|value|values|one|ones|score|scores|price|prices|amount|amounts", "first|on"):
			u.useN(i, 3)
			u.takeSeq("top")
			dir, numeric = -1, true
		case u.seq(i, "smallest|lowest|least|fewest|shortest|cheapest", "number|numbers|value|values|one|ones|score|scores|price|prices|amount|amounts", "first|on"):
			u.useN(i, 3)
			u.takeSeq("top")
			dir, numeric = 1, true
		case u.seq(i, "cheapest", "first"):
			u.useN(i, 2)
			dir, numeric = 1, true
		case u.seq(i, "oldest|eldest|youngest", "first|on") && u.said("age", "ages"):
			// "by age, oldest first": the highest age first; of dates
			// the oldest is the smallest, so only an age says this
			young := u.t[i].low == "youngest"
			u.useN(i, 2)
			u.takeSeq("top")
			dir, numeric = 1, true
			if !young {
				dir = -1
			}
		case u.seq(i, "most", "expensive", "first"):
			u.useN(i, 3)
			dir, numeric = -1, true
		case u.seq(i, "least", "expensive", "first"):
			u.useN(i, 3)
			dir, numeric = 1, true
		case u.seq(i, "ascending|increasing|asc|alphabetical|alphabetically|alphabetic|lexicographically|lexicographic|lexicographical|lexical"):
			u.useN(i, 1)
			dir = 1
		case u.seq(i, "descending|decreasing|desc|reverse|reversed|backwards|inverted|inverse"):
			u.useN(i, 1)
			dir = -1
		}
	}
	if dir != 0 {
		u.takeAll("=order", "=ordered", "=sequence", "=in", "=from")
	}
	for _, t := range u.t {
		switch t.low {
		case "reverse", "reversed", "descending", "decreasing", "backwards", "z-a":
			if t.used {
				dir = -1 // "reverse alphabetical"
			}
		}
	}
	return dir, numeric
}

// atTopOrBottom reads "smallest at the top", "largest on top", "highest
// at the bottom" at i: the order it says (1 smallest first, -1 largest
// first), 0 when none is there.
func (u *utt) atTopOrBottom(i int) int {
	_, d := u.atTopOrBottomN(i)
	return d
}

func (u *utt) atTopOrBottomN(i int) (int, int) {
	big, small := "largest|highest|greatest|biggest|most|longest|max|maximum", "smallest|lowest|least|fewest|shortest|min|minimum"
	for _, way := range []struct {
		end string
		top int
	}{{big, -1}, {small, 1}} {
		for _, where := range []struct {
			at  []string
			dir int
		}{{[]string{"at|on", "the?", "top"}, way.top}, {[]string{"at", "the", "bottom|end"}, -way.top}} {
			ws := append([]string{"with?", "the?", way.end, "number|numbers|value|values|one|ones?"}, where.at...)
			if n, ok := u.phraseAt(i, ws); ok && u.seq(i+n-1, "top|bottom|end") {
				return n, where.dir
			}
		}
	}
	return 0, 0
}

// valueOrder matches an order of values at i, "from the biggest number
// to the smallest", "high value to low": how many tokens it takes and
// the order (-1 greatest first), 0 when none is there.
func (u *utt) valueOrder(i int) (int, int) {
	big, small := "largest|highest|greatest|biggest|high|large|big|most|max|maximum", "smallest|lowest|least|low|small|fewest|min|minimum"
	for _, way := range []struct {
		from, to string
		dir      int
	}{{big, small, -1}, {small, big, 1}} {
		if n, ok := u.phraseAt(i, []string{"from?", "the?", way.from, valueNouns + "|one|ones?", "to|->|down|through", "to?", "the?", way.to, valueNouns + "|one|ones?"}); ok && u.seq(i+n-1, way.to+"|"+valueNouns+"|one|ones") {
			return n, way.dir
		}
	}
	return 0, 0
}

// marks notes which tokens are read, for restore to put back after a
// trial reading.
func (u *utt) marks() []bool {
	m := make([]bool, len(u.t))
	for i := range u.t {
		m[i] = u.t[i].used
	}
	return m
}

func (u *utt) restore(m []bool) {
	for i := range u.t {
		u.t[i].used = m[i]
	}
}

func (u *utt) useN(i, n int) {
	for k := 0; k < n && i+k < len(u.t); k++ {
		u.t[i+k].used = true
	}
}

// useRun consumes a one-token form at i, or three tokens.
func (u *utt) useRun(i int, one string, n int) {
	if u.t[i].low == one {
		u.t[i].used = true
		return
	}
	u.useN(i, n)
}

// iSort: sort a file, by column, numerically, reversed, unique.
func iSort(u *utt) *answer {
	if u.keepOrder() {
		return nil // no sorting
	}
	if u.linesReversed() {
		return nil // "the lines in reverse order": tac (iReverse)
	}
	for i := range u.t {
		// ("the length column" is a column's name)
		if oneOf("length|lengths|long|short|characters|chars|letters|words", u.t[i].low) && !u.seq(i+1, "column|field|col") {
			return nil // by the lines' lengths, which sort does not measure
		}
	}
	// "longest first" is said of lines too; of a column of numbers (by
	// the 2nd column, by distance) it is its order, checked below
	measured := u.said("longest", "shortest")
	for i := 0; i+2 < len(u.t); i++ {
		// "biggest yield first": the order of a column of numbers too
		if u.seq(i, "biggest|largest|highest|smallest|lowest") && u.t[i+1].kind == kWord && !knownWord(u.t[i+1].low) && u.seq(i+2, "first") &&
			!oneOf(valueNouns+"|"+quantityNouns, u.t[i+1].low) {
			measured = true
		}
	}
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	limit, ldir := u.sortLimit(f)
	if limit == 0 && !u.take("sort", "=alphabetize", "=alphabetise") && !u.hasOrderWord() {
		return nil
	}
	// "by the quantity", "by the number": read before "number" is
	// taken for numeric order
	qcol := 0
	if len(u.kinds(kCols)) == 0 {
		if qcol = u.quantityCol(f); qcol < 0 {
			return nil
		}
	}
	typed := "" // sort's own options as typed: "sort -rn x"
	for i, t := range u.t {
		if !t.used && t.kind == kFlag && len(t.low) > 1 && strings.Trim(t.low[1:], "rnuf") == "" && u.said("sort") {
			typed += t.low[1:]
			u.use(i)
		}
	}
	inPlace := u.takeSeq("in", "place") // before "place" is read as "put"
	// "and write the result back into the same file", "saving over the
	// original": the file itself
	inPlace = u.takePhrase("and?", "write|save|put|writing|saving|putting", "the?", "result|output|it|them?", "back", "into|to|in|over|onto", "the?", "same|original", "file?") ||
		u.takePhrase("and?", "write|save|writing|saving", "the?", "result|output|it|them?", "over", "the", "original|same", "file?") || inPlace
	u.takeAll("=put", "=arrange", "=place", "=get", "=organize", "=organise", "=rearrange")
	// "most stops first", "fewest miles first": the order of the column
	// the header names (which must be the column sorted by, below)
	nameDir, nameAt := 0, -1
	for i := range u.t {
		if i+2 < len(u.t) && u.seq(i+2, "first") && u.t[i+1].kind == kWord && !u.t[i+1].used && u.headerSays(f, u.t[i+1].low) {
			switch {
			case u.seq(i, "most|largest|highest|biggest|greatest|longest"):
				nameDir = -1
			case u.seq(i, "fewest|least|smallest|lowest|shortest"):
				nameDir = 1
			default:
				continue
			}
			u.use(i)
			u.use(i + 2)
			nameAt = i + 1
			break
		}
	}
	dir, num := u.direction()
	if nameDir != 0 {
		if dir != 0 && dir != nameDir {
			return nil // two orders
		}
		dir, num = nameDir, true
	}
	if limit > 0 {
		if dir != 0 && dir != ldir || inPlace {
			return nil // "the top 3, smallest first": more than one order
		}
		dir, num = ldir, true
	}
	opts := ""
	if u.take("numeric") || num || strings.Contains(typed, "n") {
		opts += "n"
	} else if typed == "" && holdsNumbers(u.plat, f) && !u.has("=alphabetical", "=alphabetically") {
		opts += "n"
	}
	if dir < 0 || u.take("reverse") || strings.Contains(typed, "r") {
		opts = "r" + opts
	}
	if u.take("unique") || strings.Contains(typed, "u") || u.takePhrase("remove|without|no|removing|drop|dropping|delete|strip", "the?", "#dupe", "lines?") {
		opts += "u"
		// "… and keep each only once": the one of each, said as what stays
		u.takePhrase("and?", "keep|keeping|leave|leaving", "each|every|one|them|it", "only|just?")
	}
	if u.ignoreCase() || strings.Contains(typed, "f") {
		opts += "f"
	}
	key, delim, header, noHeader := "", "", false, false
	u.sortedNoun(f)
	if cs := u.kinds(kCols); len(cs) == 1 {
		v := u.val(cs[0])
		if len(v.cols) == 1 && v.cols[0] == -1 {
			// "by its last column": the file's width, when every line
			// has as many fields
			if w := u.rowWidth(f); w > 1 {
				v.cols = []int{w}
			}
		}
		if len(v.cols) != 1 || v.cols[0] < 1 {
			return nil
		}
		// "sort by the 2nd column" sorts lines by it; "the 3rd column,
		// sorted" sorts the column (iColumns)
		// back from the column over "the" and its name: "by the yield
		// column (3rd)"
		// "by the amount in the second column": its name, then where it is
		k := cs[0] - 1
		for k >= 0 && (u.seq(k, "the|its|their") || u.seq(k, "in|of") && u.seq(k+1, "the") && k > 0 && !u.seq(k-1, "the|by|on|using") ||
			!u.t[k].used && u.t[k].kind == kWord && (!knownWord(u.t[k].low) && !fillerWords[u.t[k].low] || oneOf("amount|amounts|value|values|price|prices", u.t[k].low))) && cs[0]-k <= 5 {
			k--
		}
		// "(km is the 2nd column)": the column's name, said where it is
		named := u.seq(k, "is") && cs[0]-k <= 2 && k > 0 && u.t[k-1].open && !u.t[k-1].used && u.t[k-1].kind == kWord && !knownWord(u.t[k-1].low)
		if n := k - 2; !named && u.seq(k, "is") && u.seq(k-1, "this|that|it|which") && cs[0]-k <= 2 && n > 0 && u.t[n].comma &&
			!u.t[n].used && u.t[n].kind == kWord && !knownWord(u.t[n].low) {
			// "sorted by the medals, this is the third column": the name,
			// then where it is
			b := n - 1
			if u.seq(b, "the|its|their") {
				b--
			}
			if u.seq(b, "by|on") {
				for j := b; j < k; j++ {
					u.use(j)
				}
				named = true
				k--
			}
		}
		if !u.seq(k, "by|on|using") && !u.t[cs[0]].open && !named && !(cs[0] > 0 && (u.t[cs[0]-1].comma || u.t[cs[0]-1].kind == kDelim)) {
			return nil
		}
		if u.seq(k, "by|on|using") {
			for j := k + 1; j < cs[0]; j++ {
				u.use(j)
			}
		} else if named {
			for j := k - 1; j < cs[0]; j++ {
				u.use(j)
			}
		}
		// "by the 2nd column (km), …": its name after it
		if cs[0]+1 < len(u.t) && u.t[cs[0]+1].open && !u.t[cs[0]+1].used && u.t[cs[0]+1].kind == kWord && !knownWord(u.t[cs[0]+1].low) &&
			(cs[0]+2 == len(u.t) || u.t[cs[0]+1].comma) {
			u.use(cs[0] + 1)
		}
		// "by the third field (the mileage)": its name after it
		if u.seq(cs[0]+1, "the") && (u.t[cs[0]+1].open || u.t[cs[0]].comma) && cs[0]+2 < len(u.t) && !u.t[cs[0]+2].used && u.t[cs[0]+2].kind == kWord &&
			!knownWord(u.t[cs[0]+2].low) && !fillerWords[u.t[cs[0]+2].low] && (cs[0]+3 == len(u.t) || u.t[cs[0]+2].comma) {
			u.useN(cs[0]+1, 2)
		}
		u.use(cs[0])
		key = fmt.Sprint(v.cols[0])
		// "by the yield column (3rd)": the name must be that column's
		for _, c := range u.colsByName(f) {
			if c != v.cols[0] {
				return nil
			}
		}
	} else if name := u.colByName(f); name > 0 {
		key = fmt.Sprint(name)
	} else if qcol > 0 {
		key = fmt.Sprint(qcol)
	} else if c := u.priceCol(f); c > 0 {
		key = fmt.Sprint(c)
	} else if u.said("expensive", "cheapest", "priciest", "cheap", "pricey", "dearest") && multiField(u.plat, f) {
		return nil // "most expensive first" of a table with no one column of prices
	}
	if measured {
		// "longest first" of a column that holds numbers on every line
		d := u.delim(f)
		if key == "" || !numericColumn(u.plat, f, d, key, u.hasHeader(f, d)) {
			return nil
		}
	}
	if nameAt >= 0 {
		// "by driver, most stops first": two columns
		k, _ := strconv.Atoi(key)
		names := u.headerNames(f, u.fileDelim(f))
		if k < 1 || k > len(names) || !headerMatch(u.t[nameAt].low, strings.ToLower(names[k-1])) {
			return nil
		}
	}
	if key != "" {
		// "by temperature (2nd column)": the word names the column given
		plain := func(k int) bool {
			return k < len(u.t) && !u.t[k].used && u.t[k].kind == kWord && !knownWord(u.t[k].low) && !fillerWords[u.t[k].low]
		}
		for i := range u.t {
			if u.seq(i, "by|on") && i+1 < len(u.t) && (plain(i+1) || u.t[i+1].used && u.t[i+1].kind == kWord) {
				// "by honey yield": a name of two words, one of them the
				// column's (read before)
				if plain(i + 1) {
					u.useN(i, 2)
				} else if !plain(i + 2) {
					continue
				}
				u.use(i)
				if !u.t[i+1].comma && plain(i+2) {
					u.use(i + 2)
				}
			}
		}
		delim = u.delim(f)
		header = u.hasHeader(f, delim)
		if header && (u.takePhrase("but?", "keep|leave", "the", "header|heading", "line|row?", "out", "of?", "it|this|that?") ||
			u.takePhrase("but?", "without|excluding|except|minus|skip|skipping|drop|dropping", "the", "header|heading", "line|row?")) {
			// "…, but keep the header line out of it": the rows alone
			noHeader = true
		}
		u.takeAll("=by", "=on", "=using", "=column")
		if !strings.Contains(opts, "n") && !u.has("=alphabetical", "=alphabetically") && numericColumn(u.plat, f, delim, key, header) {
			// "by the total column": its values are numbers, and 8.75
			// comes before 13.00
			if strings.HasPrefix(opts, "r") {
				opts = "rn" + opts[1:]
			} else {
				opts = "n" + opts
			}
		}
	} else if u.kinds(kDelim) != nil {
		return nil
	}
	u.takeAll("sort", "=lines", "=line", "=rows", "=row", "content", "=by", "=the", "=order", "=in", "=it", "=records", "=observations")
	if key == "" && !multiField(u.plat, f) {
		for i, t := range u.t {
			// "sort the names": a list's lines, by what they are
			if !t.used && t.kind == kWord && recordNoun(t.low) && !oneOf("words|terms|ids", t.low) && u.seq(i-1, "the|all|my|its") {
				u.use(i)
			}
		}
	}
	if key == "" && strings.Contains(opts, "n") && holdsNumbers(u.plat, f) {
		// "a list of amounts", "the scores in x": the lines
		for _, w := range strings.Split(valueNouns, "|") {
			u.takeAll("=" + w)
		}
	}
	u.take(showWords...)
	u.takeAll("=file", "=contents", "=of")
	for i := range u.t {
		// "and save the result as sorted.txt"
		if n, ok := u.phraseAt(i, []string{"and?", "save|write|store|put", "the?", "result|output|it|them?", "as|to|in|into"}); ok && i+n < len(u.t) && (u.t[i+n].kind == kFile || u.t[i+n].kind == kPath) && !u.t[i+n].used {
			out := u.t[i+n].raw
			u.useN(i, n+1)
			if noHeader {
				return nil
			}
			return &answer{cmd: strings.Replace(sortCmd(opts, key, delim, f, false), "sort", "sort -o "+quote(out), 1), thought: "sort -o writes the sorted lines to " + out}
		}
	}
	if limit > 0 {
		// "the top 3 values": the sorted lines, cut to the first few
		if key == "" && multiField(u.plat, f) {
			return nil // of which column?
		}
		cmd := sortCmd(opts, key, delim, f, false)
		if header {
			cmd = "tail -n +2 " + quote(f) + " | " + sortCmd(opts, key, delim, "", false)
		}
		if u.has("place") {
			return nil
		}
		return &answer{cmd: fmt.Sprintf("%s | head -n %d", cmd, limit), thought: sortThought(opts, key) + fmt.Sprintf("; head -n %d keeps the first %d", limit, limit)}
	}
	if inPlace || u.take("place") {
		if noHeader {
			return nil // the file itself without its header: not asked
		}
		// sort it and save it: sort -o writes the file back
		return &answer{cmd: sortCmd(opts, key, delim, f, true), thought: "sort -o writes the sorted lines back to the file"}
	}
	if noHeader {
		return &answer{cmd: "tail -n +2 " + quote(f) + " | " + sortCmd(opts, key, delim, "", false), thought: "tail -n +2 leaves out the header line; " + sortThought(opts, key)}
	}
	if header {
		return &answer{cmd: fmt.Sprintf("(head -n 1 %s && tail -n +2 %s | %s)", quote(f), quote(f), sortCmd(opts, key, delim, "", false)), thought: "the header line stays first; sort orders the rest by column " + key}
	}
	return &answer{cmd: sortCmd(opts, key, delim, f, false), thought: sortThought(opts, key)}
}

// sortedNoun consumes the word that names what is sorted, beside the
// verb ("the hives ranked by …", "rank the hives by …"): f's rows, when
// the word is what they are (a record noun) or names a column of f that
// holds no numbers (the rows' names, not a key to sort on).
func (u *utt) sortedNoun(f string) {
	verbs := "sort|sorted|rank|ranked|order|ordered|arrange|arranged|list|listed"
	for i, t := range u.t {
		if t.used || t.kind != kWord || knownWord(t.low) || fillerWords[t.low] {
			continue
		}
		if !(oneOf(verbs, u.lowAny(i+1)) || u.lowAny(i-1) == "the" && oneOf(verbs, u.lowAny(i-2))) || !u.seq(i+1, "by") && !u.seq(i+2, "by") && !oneOf(verbs, u.lowAny(i+1)) {
			continue
		}
		ok := recordNoun(t.low)
		d := u.fileDelim(f)
		if u.hasHeader(f, d) {
			for c, h := range u.headerNames(f, d) {
				if headerMatch(t.low, strings.ToLower(h)) {
					ok = !numericColumn(u.plat, f, d, fmt.Sprint(c+1), true)
				}
			}
		}
		if ok {
			u.use(i)
		}
		return
	}
}

// rowWidth is how many fields every line of f has, 0 when the lines
// differ (or f holds none).
func (u *utt) rowWidth(f string) int {
	width := 0
	for _, r := range dataRows(u.plat, f, u.fileDelim(f), 50) {
		if len(r) == 0 || len(r) == 1 && strings.TrimSpace(r[0]) == "" {
			continue
		}
		if width != 0 && len(r) != width {
			return 0
		}
		width = len(r)
	}
	return width
}

// quantityNouns name a column of numbers: "by the amount", "by
// distance", "by weight".
const quantityNouns = "quantity|quantities|amount|amounts|number|numbers|count|counts|qty|figure|figures|value|values|price|prices|cost|costs|total|totals|score|scores|" +
	"distance|distances|km|kilometres|kilometers|miles|mileage|weight|weights|age|ages|height|heights"

// quantityCol consumes "by the quantity", "by amount" said of a file
// with no header whose lines have several fields of which one alone holds
// a number on every line: that column's number; 0 when the words are not
// there, name a header's column or are said of a list of one field; -1
// when they are said of a table with no such one column (which column?).
func (u *utt) quantityCol(f string) int {
	at, n := -1, 0
	for i := range u.t {
		if k, ok := u.phraseAt(i, []string{"by|on", "the|its|their?", quantityNouns}); ok && k >= 2 && u.seq(i+k-1, quantityNouns) {
			if u.seq(i+k, "of|in|per") {
				return 0 // "by the number of stops": of what
			}
			at, n = i, k
			break
		}
	}
	if at < 0 {
		return 0
	}
	d := u.fileDelim(f)
	if u.hasHeader(f, d) {
		if u.headerSays(f, u.t[at+n-1].low) {
			return 0 // a header names the column (colByName)
		}
		return -1 // "by the number" of a table: which column?
	}
	if !multiField(u.plat, f) {
		return 0 // a list of numbers: the lines themselves
	}
	rows := dataRows(u.plat, f, d, 50)
	width := 0
	for _, r := range rows {
		if len(r) == 0 || len(r) == 1 && strings.TrimSpace(r[0]) == "" {
			continue
		}
		if width != 0 && len(r) != width {
			return -1 // lines of different shapes
		}
		width = len(r)
	}
	col := u.soleNumericCol(f, d, width)
	if col <= 0 {
		return -1 // none, or two columns of numbers: which?
	}
	u.useN(at, n)
	return col
}

// priceCol is the column of prices of f, when the request orders by what
// things cost ("most expensive first", "cheapest first") and f's header
// names one column of prices: "price", "cost" (or their plurals), with
// numbers in it; 0 otherwise.
func (u *utt) priceCol(f string) int {
	if !u.said("expensive", "cheapest", "priciest", "cheap", "pricey", "dearest") {
		return 0
	}
	d := u.fileDelim(f)
	if !u.hasHeader(f, d) {
		return 0
	}
	col := 0
	for k, h := range u.headerNames(f, d) {
		if oneOf("price|prices|cost|costs|unit_price|price_eur|price_usd", strings.ToLower(strings.TrimSpace(h))) {
			if col != 0 {
				return 0 // two: which?
			}
			col = k + 1
		}
	}
	if col == 0 || !numericColumn(u.plat, f, d, fmt.Sprint(col), true) {
		return 0
	}
	return col
}

// valueNouns name what a list of numbers holds.
const valueNouns = "values|value|numbers|number|scores|amounts|figures|readings|prices|totals"

// sortLimit consumes a count of the greatest or least values of file f
// ("the top 3 values", "the 3 biggest numbers", "lowest 2 scores"): how
// many, and the order that puts them first (-1 greatest, +1 least); 0
// when none is asked.
func (u *utt) sortLimit(f string) (int, int) {
	big, small := "top|largest|highest|greatest|biggest|max|maximum", "bottom|smallest|lowest|least|min|minimum"
	isCount := func(k int) bool {
		return k < len(u.t) && !u.t[k].used && u.t[k].kind == kNum && u.t[k].num >= 1 && u.t[k].num == float64(int(u.t[k].num))
	}
	for i := range u.t {
		// "top 3", "3 biggest"
		num, w := -1, ""
		switch {
		case u.seq(i, big+"|"+small) && isCount(i+1):
			num, w = i+1, u.t[i].low
		case isCount(i) && u.seq(i+1, big+"|"+small):
			num, w = i, u.t[i+1].low
		case (u.seq(i-1, "the") || i == 0 && u.seq(i+2, "in|from")) && u.seq(i, big+"|"+small, "number|value|figure|reading") && !u.seq(i-2, "from") && !u.seq(i+2, "to|->|down|through|of") && !u.seq(i+2, "at|on", "the|top|bottom") && len(u.kinds(kCols)) == 0 && !multiField(u.plat, f) && holdsNumbers(u.plat, f):
			// "the biggest number in x", "biggest number in x?": the one
			u.useN(i, 2)
			return 1, map[bool]int{true: 1, false: -1}[oneOf(small, u.t[i].low)]
		default:
			continue
		}
		noun := u.seq(i+2, valueNouns) && !u.headerSays(f, u.t[i+2].low) // "the top 3 prices": a column's, read as one
		col := u.headerSays(f, u.low(i+2)) || len(u.kinds(kCols)) == 1   // "the top 3 prices", "by the 2nd column"
		if !col && !holdsNumbers(u.plat, f) || u.seq(i+2, "lines|rows|line|row") {
			continue // "the top 3 lines": head's
		}
		dir := -1
		if oneOf(small, w) {
			dir = 1
		}
		u.useN(i, 2)
		if noun {
			u.use(i + 2)
		}
		return int(u.t[num].num), dir
	}
	return 0, 0
}

func (u *utt) hasOrderWord() bool {
	for i := range u.t {
		if n, _ := u.valueOrder(i); n > 0 {
			return true
		}
		if u.seq(i, "highest|largest|biggest|smallest|lowest|cheapest", "number|numbers|value|values|first") {
			return true
		}
		// "biggest prices first": the order of the values the lines are
		if u.seq(i, "highest|largest|biggest|greatest|smallest|lowest|cheapest|priciest", valueNouns, "first") {
			return true
		}
		if u.seq(i, "a-to-z|z-to-a") || u.seq(i, "z", "first") || u.seq(i, "most|least", "expensive", "first") {
			return true
		}
		// "by score desc": the short forms, after the key they order by
		if u.seq(i, "desc|asc") && (i > 0 && u.t[i-1].kind == kCols || u.seq(i-2, "by|on") || u.seq(i-3, "by|on", "the")) {
			return true
		}
	}
	return u.has("=order", "=ordered", "=arrange", "=arranged", "=rank") || u.seq(0, "alphabetize") ||
		u.has("=alphabetical", "=alphabetically", "=descending", "=ascending", "=reverse") && !u.has("line", "first", "last")
}

func sortCmd(opts, key, delim, file string, inPlace bool) string {
	var b strings.Builder
	b.WriteString("sort")
	if key != "" {
		if delim != " " && delim != "" {
			b.WriteString(" -t " + quote(delim))
		}
		b.WriteString(" -k " + key + "," + key + strings.ReplaceAll(opts, "u", ""))
		if strings.Contains(opts, "u") {
			b.WriteString(" -u")
		}
	} else if opts != "" {
		b.WriteString(" -" + opts)
	}
	if inPlace {
		b.WriteString(" -o " + quote(file))
	}
	if file != "" {
		b.WriteString(" " + quote(file))
	}
	return b.String()
}

func sortThought(opts, key string) string {
	var parts []string
	if strings.Contains(opts, "n") {
		parts = append(parts, "-n compares numbers")
	}
	if strings.Contains(opts, "r") {
		parts = append(parts, "-r reverses the order")
	}
	if strings.Contains(opts, "u") {
		parts = append(parts, "-u keeps one of equal lines")
	}
	if key != "" {
		parts = append(parts, "-k "+key+" sorts by column "+key)
	}
	if len(parts) == 0 {
		return "sort orders the lines alphabetically"
	}
	return "sort " + strings.Join(parts, ", ")
}

// delim is the delimiter the request gives (consumed), else the file's.
func (u *utt) delim(f string) string {
	if ds := u.kinds(kDelim); len(ds) > 0 {
		u.use(ds[0])
		// "; the file is tab-delimited": said of the file
		if i := ds[0]; u.seq(i-3, "the|this", "file", "is") {
			u.useN(i-3, 3)
		}
		return u.val(ds[0]).val
	}
	if d := u.bareDelim(); d != "" {
		return d
	}
	if d := u.fileDelim(f); d != "" {
		return d
	}
	return " "
}

// hasHeader reports whether a data file here starts with a line of names
// above lines of numbers (checked on the second column that is numeric).
func hasHeader(p *platform.Info, f, delim string) bool {
	h := headerNames(p, f, delim)
	if len(h) < 2 {
		return false
	}
	for _, w := range h {
		if isNumber(strings.TrimSpace(w)) || w == "" {
			return false
		}
	}
	rows := dataRows(p, f, delim, 3)
	if len(rows) < 2 {
		return strings.EqualFold(filepath.Ext(f), ".csv") || strings.EqualFold(filepath.Ext(f), ".tsv")
	}
	if headerOverNumber(rows) {
		return true
	}
	// a .csv's first line of plain names
	return strings.EqualFold(filepath.Ext(f), ".csv") || strings.EqualFold(filepath.Ext(f), ".tsv") || strings.EqualFold(filepath.Ext(f), ".psv")
}

// headerOverNumber reports whether a column's first value is a word and
// its next one a number: the first line is surely a header.
func headerOverNumber(rows [][]string) bool {
	if len(rows) < 2 {
		return false
	}
	for c := range rows[0] {
		if c < len(rows[1]) && !isNumber(strings.TrimSpace(rows[0][c])) && isNumber(strings.TrimSpace(rows[1][c])) {
			return true
		}
	}
	return false
}

// numericColumn reports whether column key (from 1) of a data file here
// holds a number on each of its first rows (after the header).
func numericColumn(p *platform.Info, f, delim, key string, header bool) bool {
	c, err := strconv.Atoi(key)
	if err != nil || c < 1 {
		return false
	}
	rows := dataRows(p, f, delim, 50)
	if header && len(rows) > 0 {
		rows = rows[1:]
	}
	n := 0
	for _, r := range rows {
		if len(r) == 0 || len(r) == 1 && strings.TrimSpace(r[0]) == "" {
			continue
		}
		if c > len(r) || !isNumber(strings.TrimSpace(r[c-1])) {
			return false
		}
		n++
	}
	return n > 0
}

// dataRows reads the first n lines of a file here, split by delim.
func dataRows(p *platform.Info, f, delim string, n int) [][]string {
	if p == nil || p.Cwd == "" {
		return nil
	}
	fh, err := os.Open(filepath.Join(p.Cwd, f))
	if err != nil {
		return nil
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 64<<10), 64<<10)
	var out [][]string
	for len(out) < n && sc.Scan() {
		line := sc.Text()
		if delim == " " || delim == "" {
			out = append(out, strings.Fields(line))
		} else {
			out = append(out, strings.Split(line, delim))
		}
	}
	return out
}

// labels consumes the words that only name what a file's lines or
// columns hold ("each crop", "the boat types from fleet.psv", "name and
// shift from roster.txt"): words right before "from", "in" or "of" and
// the file, or right after "each", "every", "distinct", "unique".
func (u *utt) labels() { u.labelsOf(false) }

// labelsOf is labels; loose takes any word but negations there (the
// columns were given by number, so the words can only name them).
func (u *utt) labelsOf(loose bool) {
	labelable := func(i int, f string) bool {
		if i < 0 || i >= len(u.t) || u.t[i].used || u.t[i].kind != kWord {
			return false
		}
		l := u.t[i].low
		if fillerWords[l] && l != "one" || notChanged[l] {
			return false
		}
		if f != "" && (u.holds(f, l) || singular(l) != l && u.holds(f, singular(l))) {
			return false // "the salary of alice in staff.csv", "the names of the cats": lines to pick, not a name for them
		}
		return labelWord(l, loose)
	}
	for i, t := range u.t {
		if t.used && t.kind == kFile && i > 1 && (u.lowAny(i-1) == "from" || u.lowAny(i-1) == "in" || u.lowAny(i-1) == "of") {
			n := 0
			for k := i - 2; k >= 0 && n < 2; k-- {
				if labelable(k, t.raw) {
					u.use(k)
					n++
					continue
				}
				if u.t[k].kind == kCols || u.t[k].kind == kDelim || u.t[k].kind == kWord && (fillerWords[u.t[k].low] || u.t[k].used) {
					continue
				}
				break
			}
		}
	}
	// "the second column of athletes.txt, the country codes": an
	// apposition that names the columns asked for, closed by the end or
	// a comma
	for i, t := range u.t {
		if !t.used || !t.comma || !(t.kind == kCols || t.kind == kFile && loose) || !u.seq(i+1, "the") || u.t[i+1].used {
			continue
		}
		k := i + 2
		for k < len(u.t) && k < i+4 && labelable(k, "") {
			if u.t[k].comma {
				k++
				break
			}
			k++
		}
		if k > i+2 && (k == len(u.t) || u.t[k-1].comma) {
			for j := i + 1; j < k; j++ {
				u.use(j)
			}
		}
	}
	if loose {
		// "the last field with the roles": what the column holds, named
		// after it (the end of a clause)
		for i, t := range u.t {
			if !t.used || t.kind != kCols || !u.seq(i+1, "with|holding|listing") || !u.seq(i+2, "the|their|its") {
				continue
			}
			k := i + 3
			if labelable(k, "") && strings.HasSuffix(u.t[k].low, "s") && !structural(u.t[k].low) && (k+1 == len(u.t) || u.t[k].comma) {
				u.useN(i+1, 3)
			}
		}
		// "print the sample ID and count (fields 1 and 4)": the names
		// of the columns given in brackets after them
		for i, t := range u.t {
			if !t.used || t.kind != kCols || !t.open {
				continue
			}
			for k := i - 1; k >= 0 && k >= i-6; k-- {
				if labelable(k, "") && !u.t[k].comma {
					u.use(k)
					continue
				}
				if u.t[k].used && u.t[k].kind == kWord || u.seq(k, "and|the") {
					continue
				}
				break
			}
		}
	}
	for i := range u.t {
		if u.seq(i, "each|every|distinct|unique|different|per") && labelable(i+1, "") {
			u.use(i + 1)
		}
		if u.lowAny(i) == "per" && labelable(i-1, "") {
			u.use(i - 1) // "members per city"
		}
	}
}

// labelWord reports whether word l can only name what a file's lines or
// columns hold: it stands for nothing a request asks of them (not, unique,
// count, sort, …); loose lets a verb's word through too (the columns were
// given by number, so the words can only name them).
func labelWord(l string, loose bool) bool {
	if oneOf("average|avg|mean|median|max|maximum|min|minimum|sum|total|highest|lowest|biggest|smallest", l) {
		return false // "the average salary": a sum to work out, not a name
	}
	for _, c := range lexicon()[lemma(l)] {
		switch c {
		case "not", "unique", "dupe", "count", "sort", "often", "sum", "reverse", "numeric", "first", "last", "largest", "small":
			return false
		case "show", "copy", "move", "delete", "make", "change", "replace", "extract", "archive", "follow", "link", "place":
			if !loose {
				return false
			}
		}
	}
	return true
}

// countedNoun consumes the word that names what the lines of f are in a
// count ("how many students are in class.csv", "count the entries in
// log.txt"): the one word before "in", "of" or "from" and f. A word that
// qualifies them instead is left, so that the count is not of every line:
// one in capitals or found in f ("the OVERDUE entries", "fov in
// game.ini": a term to match), or one of those labels does not take.
func (u *utt) countedNoun(f string) string {
	for i, t := range u.t {
		if !t.used || t.kind != kFile || t.raw != f || i < 2 || !oneOf("from|in|of", u.lowAny(i-1)) {
			continue
		}
		for k := i - 2; k >= 0; k-- {
			w := u.t[k]
			if w.kind != kWord {
				return ""
			}
			if w.used || fillerWords[w.low] {
				continue
			}
			if w.caps || w.raw != w.low || u.holds(f, w.low) || u.holds(f, strings.TrimSuffix(w.low, "s")) || !labelWord(w.low, false) {
				return ""
			}
			u.use(k)
			return w.low
		}
	}
	return ""
}

// recordNoun reports whether w names what a list's lines are, whatever
// the list: "entries", "records", "rows", "items", "names".
func recordNoun(w string) bool {
	return oneOf("entries|entry|records|record|rows|row|items|item|names|lines|people|persons|users|members|lists|tasks|todos|contacts|addresses|emails|urls|links|hosts|servers|songs|tracks|books|titles|students|customers|employees|staff|patrons|players|guests|words|terms|ids", w)
}

// headerSays reports whether f's header line names a column w, or w
// without its plural's s ("students" for a column "student").
func (u *utt) headerSays(f, w string) bool {
	d := u.fileDelim(f)
	if !u.hasHeader(f, d) {
		return false
	}
	for _, h := range u.headerNames(f, d) {
		h = strings.ToLower(h)
		if h == w || h == strings.TrimSuffix(w, "s") {
			return true
		}
	}
	return false
}

// colByName consumes a column named by its header ("the salary column",
// "by salary", "names and salaries") and returns its number, 0 if none.
func (u *utt) colByName(f string) int {
	was := u.marks()
	cols := u.colsByName(f)
	// "by the number of stops, most stops first": one column, named twice
	for len(cols) > 1 && cols[len(cols)-1] == cols[0] {
		cols = cols[:len(cols)-1]
	}
	if len(cols) == 1 {
		return cols[0]
	}
	// "by city then score": several, which one column is not; the
	// names stay unread
	u.restore(was)
	return 0
}

// colsByName consumes the columns a request names by their headers in
// file f here, in the order said.
func (u *utt) colsByName(f string) []int {
	d := u.fileDelim(f)
	if ds := u.kinds(kDelim); len(ds) > 0 {
		d = u.val(ds[0]).val
	}
	if !u.hasHeader(f, d) {
		return nil
	}
	h := u.headerNames(f, d)
	if len(h) == 0 {
		return nil
	}
	var out []int
	for i, t := range u.t {
		if t.used || t.kind != kWord && t.kind != kQuoted {
			continue
		}
		for k, name := range h {
			if name == "" {
				continue
			}
			if headerMatch(t.low, name) {
				u.use(i)
				if u.word(i+1, "column") || u.seq(i+1, "names|values|entries") && !headerMatch(u.t[i+1].low, name) {
					u.use(i + 1) // "the shop column", "the shop names"
				} else if u.seq(i+1, "name|value|values|number") && (i+2 == len(u.t) || u.t[i+1].comma) && !anyHeader(h, u.t[i+1].low) {
					u.use(i + 1) // "by the pet name": the pet column, when no column is "name"
				}
				out = append(out, k+1)
				break
			}
		}
	}
	return out
}

// takenOut consumes "taken out", "took out", "taken away": what the
// duplicates are when they go.
func (u *utt) takenOut() bool {
	if i := u.takenOutAt(); i >= 0 {
		u.t[i].used, u.t[i+1].used = true, true
		return true
	}
	return false
}

// takenOutAt is where "taken out" is said, -1 if nowhere ("out" may be
// read already, as a word of no meaning).
func (u *utt) takenOutAt() int {
	for i := 0; i+1 < len(u.t); i++ {
		if u.seq(i, "taken|took") && oneOf("out|away", u.t[i+1].low) {
			return i
		}
	}
	return -1
}

// anyHeader reports whether w names one of the columns h.
func anyHeader(h []string, w string) bool {
	for _, name := range h {
		if name != "" && headerMatch(w, name) {
			return true
		}
	}
	return false
}

// iUniq: duplicates and distinct lines of a file.
func iUniq(u *utt) *answer {
	if len(u.t) > 1 && u.lowAny(0) == "duplicate" && (u.t[1].kind == kFile || u.t[1].kind == kPath) {
		return nil // "duplicate notes.txt": the verb, a copy
	}
	if u.numberVerb() >= 0 {
		return nil // "number every line of x": the verb, cat -n
	}
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	keepOrder := u.keepOrder()
	q := quote(f)
	// of one column: "how often does each crop appear in harvest.csv",
	// "distinct teams in roster.txt (2nd colon field)"
	col := 0
	if cs := u.kinds(kCols); len(cs) == 1 && len(u.val(cs[0]).cols) == 1 {
		col = u.val(cs[0]).cols[0]
		u.use(cs[0])
	} else if len(cs) > 1 {
		return nil
	}
	for _, c := range u.colsByName(f) {
		if col != 0 && c != col {
			return nil
		}
		col = c
	}
	// of words: "most common words in words.txt", "word frequency"
	if u.has("word") && u.has("often", "=frequency", "=frequencies", "=most", "=common", "=frequent", "=tally", "count", "unique", "=distinct") {
		u.takeAll("word")
		pre := "tr -s '[:space:]' '\\n' < " + quote(f) + " | "
		u.take(showWords...)
		u.takeAll("=in", "=of", "=from", "=the", "=each", "=every", "=per", "content", "=file")
		switch {
		case u.has("=most", "=common", "=frequent", "=popular", "=top"):
			u.takeAll("=most", "=common", "=frequent", "=popular", "=top", "=frequently", "=used", "=often")
			n, ok := u.count()
			if !ok {
				n = 10
			}
			return &answer{cmd: fmt.Sprintf("%ssort | uniq -c | sort -rn | head -n %d", pre, n), thought: "tr puts each word on a line; uniq -c counts them, the most frequent first"}
		case u.has("often", "=frequency", "=frequencies", "=tally") || u.has("count") && u.has("=each", "=every", "=per"):
			u.takeAll("often", "=frequency", "=frequencies", "=tally", "count", "=how", "=each", "=every", "=per", "=appear", "=appears", "=occur", "=occurs", "=times")
			return &answer{cmd: pre + "sort | uniq -c | sort -rn", thought: "tr puts each word on a line; uniq -c counts them, the most frequent first"}
		case u.has("unique", "=distinct"):
			u.takeAll("unique", "=distinct")
			if u.take("count") || u.takeSeq("how", "many") {
				return &answer{cmd: pre + "sort -u | wc -l", thought: "tr puts each word on a line; sort -u keeps one of each; wc -l counts them"}
			}
			return &answer{cmd: pre + "sort -u", thought: "tr puts each word on a line; sort -u keeps one of each"}
		}
		return nil
	}
	if col != 0 {
		d := u.delim(f)
		awkF := awkSep(d)
		skip := ""
		if u.hasHeader(f, d) {
			skip = "NR > 1 "
		}
		if said, _ := u.headerOut(); said && skip == "" {
			return nil // "skip the header" of a file whose first line is no header
		}
		field := fmt.Sprintf("$%d", col)
		if col < 0 {
			field = "$NF"
		}
		q = "" // the column, piped
		pre := fmt.Sprintf("awk %s'%s{ print %s }' %s | ", awkF, skip, field, quote(f))
		u.labels()
		// "how many people per city": the "per" the column's name took
		each := u.has("=each", "=every", "=per") || u.said("per")
		u.takeAll("column", "=value", "=values", "=of", "=in", "=from", "=the", "=each", "=every", "=per")
		u.take(showWords...)
		switch {
		case u.has("often", "=frequency", "=frequencies", "=tally") || u.has("count", "=many") && (each || u.has("=distinct", "unique", "=different")):
			u.takeAll("often", "count", "=frequency", "=frequencies", "=tally", "=how", "=many", "=there", "=are", "=is", "=appear", "=appears", "=occur", "=occurs", "=number", "=times", "=does", "=do")
			if u.has("unique", "=distinct", "=different") && !each {
				u.takeAll("unique", "=distinct", "=different")
				return &answer{cmd: pre + "sort -u | wc -l", thought: "awk prints the column; sort -u keeps one of each value; wc -l counts them"}
			}
			u.takeAll("=most", "=frequent", "=common", "=first")
			return &answer{cmd: pre + "sort | uniq -c | sort -rn", thought: "awk prints the column; uniq -c counts each value, the most frequent first"}
		case u.has("unique", "=distinct", "=different", "=dedupe", "=deduplicate") || u.has("dupe") && u.has("delete", "not"):
			u.takeAll("unique", "=distinct", "=different", "=dedupe", "=deduplicate", "dupe", "delete", "not", "=once", "=list", "=listed")
			return &answer{cmd: pre + "sort -u", thought: "awk prints the column; sort -u keeps one of each value"}
		}
		return nil
	}
	a := uniqLines(u, q, keepOrder)
	if a != nil && !multiField(u.plat, f) && strings.HasSuffix(a.cmd, "| uniq -d") {
		for i := range u.t {
			// "which names come more than once": what the lines are; a
			// word the file holds is a term to look for, left unread
			if i+1 < len(u.t) && u.t[i].low == "which" && !u.t[i+1].used && u.t[i+1].kind == kWord && strings.HasSuffix(u.t[i+1].low, "s") &&
				!fillerWords[u.t[i+1].low] && labelWord(u.t[i+1].low, false) && !u.holds(f, u.t[i+1].low) && !u.holds(f, singular(u.t[i+1].low)) {
				u.useN(i, 2)
			}
		}
	}
	if a != nil && !multiField(u.plat, f) {
		// "each ip in ips.txt": the lines are the ips; in a file of
		// several fields a name could be one of them: left unread
		u.labels()
		if u.said("name", "names") && strings.HasPrefix(a.cmd, "sort -u ") {
			u.whoDid(f)
		}
	}
	return a
}

// whoDid consumes "who signed x", "who attended x?" at the start of a
// request about the names a list holds ("who signed visitor-book.txt?
// each name once"): the question the names answer. A verb the grammar
// knows stays ("who changed x" asks git, "who wrote x" an owner).
func (u *utt) whoDid(f string) {
	if u.seq(0, "who") && len(u.t) > 2 && !u.t[1].used && u.t[1].kind == kWord && strings.HasSuffix(u.t[1].low, "ed") &&
		!knownWord(u.t[1].low) && !knownWord(lemma(u.t[1].low)) && u.t[2].kind == kFile && u.t[2].raw == f {
		u.useN(0, 2)
	}
}

// adjacentRepeats consumes what says the repeats to handle are lines
// right after each other ("… that sit right next to each other", "comes
// twice in a row", "back to back"), and "when the
// same line …" (a repeat, said as such): whether the touching was said,
// and whether the sameness was.
func (u *utt) adjacentRepeats() (adjacent, same bool) {
	verbs := "sit|sits|are|is|come|comes|appear|appears|occur|occurs|stand|stands|show|shows|turn|turns"
	for i := range u.t {
		phrases := [][]string{
			{"that|which?", verbs + "?", "up?", "right|directly|immediately|just?", "next", "to", "each|one", "other|another"},
			{"that|which?", verbs + "?", "up?", "twice|again?", "in", "a", "row"},
			{"that|which?", verbs + "?", "up?", "twice|again?", "back", "to", "back"},
		}
		for _, p := range phrases {
			if n, ok := u.phraseAt(i, p); ok && u.seq(i+n-1, "other|another|row|back") {
				u.useN(i, n)
				adjacent = true
				break
			}
		}
	}
	if !adjacent {
		return false, false
	}
	// "when the same line comes twice in a row": the line repeated
	same = u.takePhrase("when|where|if|whenever", "the|a?", "same", "line|lines|value|values|entry|entries|word|words|name|names|thing")
	return adjacent, same
}

// uniqLines reads what iUniq does with whole lines.
// withCounts consumes "with their counts", "and the count", "plus
// frequencies": each line's count, a noun; not "and count its lines",
// where count is a verb with an object of its own (wc's).
func (u *utt) withCounts() bool {
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"with|and|plus|including", "their|the|its?", "counts|count|frequencies|frequency|tallies|occurrences"}); ok {
			if u.seq(i+n, "its|it|the|their|them|this|that|lines|words|chars|characters|bytes|how|all|every|up") {
				continue
			}
			u.useN(i, n)
			return true
		}
	}
	return false
}

func uniqLines(u *utt, q string, keepOrder bool) *answer {
	if adjacent, same := u.adjacentRepeats(); adjacent {
		// repeats that touch: uniq's own, with no sort before it
		if !same && !u.has("dupe") || keepOrder {
			return nil // lines next to each other, but what of them?
		}
		// "…, keep just one", "squash them": one of each run
		one := u.takePhrase("keep|leave|keeping|leaving", "just|only?", "one|a", "single?", "one|copy?", "of", "them|those?") ||
			u.takePhrase("keep|leave|keeping|leaving", "just|only?", "one|a", "single?", "one|copy?")
		gone := one || u.has("delete", "=squash", "=collapse", "=squeeze", "=merge", "=fold", "=dedupe", "=deduplicate")
		u.take(showWords...)
		u.takeAll("=line", "=lines", "content", "=file", "=of", "=from", "=in")
		if u.has("count", "often", "=many", "=times", "=most", "=least", "unique", "=once") {
			return nil
		}
		if gone {
			u.takeAll("dupe", "delete", "=squash", "=collapse", "=squeeze", "=merge", "=fold", "=dedupe", "=deduplicate", "=them", "=into", "=one")
			return &answer{cmd: "uniq " + q, thought: "uniq collapses adjacent repeated lines into one"}
		}
		u.takeAll("dupe", "=which", "=that", "=are", "=is")
		return &answer{cmd: "uniq -d " + q, thought: "uniq -d prints one of each run of adjacent repeated lines"}
	}
	u.take(showWords...)
	u.takeAll("=line", "=lines", "content", "=file", "=of", "=from", "=in", "=value", "=values", "=entries", "=entry", "=item", "=items")
	switch {
	case u.takeSeq("adjacent|consecutive|successive|neighbouring|neighboring|sequential") || u.has("dupe") && u.takeSeq("back-to-back") || u.has("=uniq") && !u.has("=-c", "count", "often") ||
		u.has("=squash", "=collapse", "=squeeze", "=merge", "=fold") && u.has("dupe"):
		u.take("=uniq", "dupe", "unique", "=collapse", "=squeeze", "=merge", "delete", "=once")
		u.takeAll("dupe", "delete", "=collapse", "=squash", "=squeeze", "=merge", "=fold", "=squashed", "=collapsed", "=squeezed", "=merged", "=folded")
		// "…, squashed into one line": one line of each run
		for i := range u.t {
			// ("line" is read above)
			if u.seq(i, "into|to", "one|a") && i+2 < len(u.t) && u.t[i+2].used && oneOf("line|lines", u.t[i+2].low) {
				u.useN(i, 2)
			}
		}
		return &answer{cmd: "uniq " + q, thought: "uniq collapses adjacent repeated lines into one"}
	case u.withCounts() || u.takePhrase("with", "how", "often", "each?", "appears|occurs?") ||
		u.has("=frequency", "=frequencies", "=tally", "=histogram") || u.has("often", "count") && u.has("=each", "=every", "=per") || u.seq(0, "uniq", "-c"):
		u.takeAll("unique", "=distinct")
		u.takeSeq("most", "frequent|common|popular", "first|on", "top")
		u.takeSeq("most", "frequent|common|popular", "first")
		u.takeAll("often", "count", "=frequency", "=frequencies", "=tally", "=histogram", "=how", "=each", "=every", "=per", "=distinct", "unique", "=appear", "=appears", "=occur", "=occurs", "=shows", "=show", "=up", "=uniq", "=-c", "=times", "=there", "=is", "=are", "=number")
		if u.has("=most", "=least") {
			return nil
		}
		return &answer{cmd: "sort " + q + " | uniq -c | sort -rn", thought: "uniq -c counts each line after sort brings equal lines together; sort -rn puts the most frequent first"}
	case u.has("=most", "=common", "=frequent", "=popular", "=commonest") && !u.has("=least"):
		u.takeAll("=most", "=common", "=frequent", "=popular", "=commonest", "=frequently", "=appearing", "=occurring", "=repeated", "=often", "=used", "=top",
			"=appears", "=appear", "=occurs", "=occur", "=shows", "=up", "=comes")
		n, ok := u.count()
		if !ok {
			n = 1
			if u.lineWordSaid() {
				n = 10
			}
		}
		return &answer{cmd: fmt.Sprintf("sort %s | uniq -c | sort -rn | head -n %d", q, n), thought: "uniq -c counts each line; the most frequent come first"}
	case u.has("=once", "=singletons") && u.has("=appear", "=appears", "=occur", "=occurs", "=exactly", "=show", "=shows", "=are", "=is", "=there") && !u.has("=each", "=every", "=all") && !u.said("more", "than", "twice"),
		u.takeSeq("not", "dupe") || u.takeSeq("not", "repeated") || u.takeSeq("never", "repeated"),
		u.onceVerb() >= 0 && !u.has("=each", "=every", "=all") && !u.said("more", "than", "twice"):
		if i := u.onceVerb(); i >= 0 {
			u.use(i)                 // "given just once": the verb of the lines' one time
			u.takeAll("not", "dupe") // "…, not the repeated ones"
		}
		u.takeAll("=once", "=singletons", "=appear", "=appears", "=occur", "=occurs", "=exactly", "=only", "=just", "=show", "=shows", "=up", "=that", "=which")
		return &answer{cmd: "sort " + q + " | uniq -u", thought: "uniq -u keeps the lines that occur once"}
	case u.has("dupe") && u.has("count") && !u.has("delete", "not"):
		u.takeAll("dupe", "count", "=how", "=many", "=each", "=of", "=the", "=lines", "=line")
		return &answer{cmd: "sort " + q + " | uniq -cd | sort -rn", thought: "uniq -cd counts each line that occurs more than once"}
	case u.has("dupe") && !u.has("delete", "not", "=rid", "=dedupe", "=deduplicate", "=eliminate", "=squash", "=unique") && u.takenOutAt() < 0 && !(u.has("=once") && u.has("=each", "=every")) ||
		u.takeSeq("more", "than", "once") || u.takeSeq("more", "than", "one", "time") || u.takeSeq("twice", "or", "more") || u.takeSeq("multiple", "times"):
		u.takeSeq("all", "over", "the", "place") // "repeats all over the place"
		u.takeAll("=come", "=comes", "=pop", "=turn", "=turns", "=listed", "=mentioned", "=written")
		u.takeAll("dupe", "=appear", "=appears", "=occur", "=occurs", "=which", "=that", "=show", "=shows", "=up", "=more", "=than", "=once", "=twice", "=multiple", "=times", "=have", "=been")
		return &answer{cmd: "sort " + q + " | uniq -d", thought: "uniq -d prints one of each line that occurs more than once"}
	case u.has("unique", "=dedupe", "=deduplicate", "=uniq", "=distinct", "=once") || u.has("dupe") && (u.has("delete", "not", "=rid", "=eliminate", "=squash") || u.takenOut()):
		u.takeAll("unique", "=dedupe", "=deduplicate", "=uniq", "=distinct", "dupe", "delete", "not", "=rid", "=eliminate", "=squash", "=each", "=once", "=just", "=only", "=keep", "=get")
		u.takePhrase("the?", "list", "of") // "the list of the different vaccines"
		u.takeSeq("each", "one")           // "…, each one once"
		if !keepOrder && !u.has("place") {
			// "x sorted, with the duplicates taken out": sort -u sorts
			u.takeAll("=sorted", "=sort")
			u.takeSeq("with", "the?")
		}
		for i := range u.t {
			// "each part listed only once", "every name shown once": how
			// each is to be shown
			k := i + 1
			if k < len(u.t) && oneOf("only|just", u.t[k].low) {
				k++
			}
			if u.seq(i, "listed|shown|printed|written|given") && k < len(u.t) && u.t[k].used && u.t[k].low == "once" {
				u.use(i)
			}
		}
		if u.has("count") {
			u.take("count")
			u.takeAll("=how", "=many", "=there", "=are", "=number")
			return &answer{cmd: "sort -u " + q + " | wc -l", thought: "sort -u keeps one of each line; wc -l counts them"}
		}
		if u.take("place") {
			return &answer{cmd: "sort -u -o " + q + " " + q, thought: "sort -u keeps one of each line and -o writes them back"}
		}
		if keepOrder {
			return &answer{cmd: "awk '!seen[$0]++' " + q, thought: "awk prints each line the first time it is seen, in the file's order"}
		}
		// "…, sorted": sort -u's order, said
		u.takeAll("=sorted", "=alphabetically", "=alphabetical")
		return &answer{cmd: "sort -u " + q, thought: "sort -u keeps one of each line"}
	}
	return nil
}

// soleNumericCol is the one column of f's first width columns that
// holds numbers: 0 when none does, -1 when two do.
func (u *utt) soleNumericCol(f, d string, width int) int {
	col := 0
	for c := 1; c <= width; c++ {
		if numericColumn(u.plat, f, d, fmt.Sprint(c), false) {
			if col != 0 {
				return -1
			}
			col = c
		}
	}
	return col
}

// oneColumn is the one column of f the request names, by number ("the
// 3rd column") or by its header's name ("the weight"), 0 when it names
// none; ok is false when it names two.
func (u *utt) oneColumn(f string) (col int, ok bool) {
	if cs := u.kinds(kCols); len(cs) == 1 && len(u.val(cs[0]).cols) == 1 && u.val(cs[0]).cols[0] > 0 {
		col = u.val(cs[0]).cols[0]
		u.use(cs[0])
	} else if len(cs) > 0 {
		return 0, false
	}
	for _, c := range u.colsByName(f) {
		if col != 0 && c != col {
			return 0, false
		}
		col = c
	}
	return col, true
}

// onceVerb is the index of the verb before "(just|only) once" (a past
// participle), -1 when there is none: "the vaccines that were given just
// once" asks for the lines that occur once, not for one of each line
// ("each name once").
func (u *utt) onceVerb() int {
	for i := range u.t {
		if u.low(i) != "once" {
			continue
		}
		j := i - 1
		if w := u.low(j); w == "just" || w == "only" {
			j--
		}
		if w := u.low(j); w != "" && u.t[j].kind == kWord && (len(w) > 4 && strings.HasSuffix(w, "ed") || participles[w]) {
			return j
		}
	}
	return -1
}

// participles are past participles that do not end in -ed.
var participles = map[string]bool{"given": true, "seen": true, "sold": true, "bought": true, "made": true, "done": true, "taken": true,
	"written": true, "paid": true, "sent": true, "run": true, "chosen": true, "eaten": true, "drawn": true, "held": true, "met": true, "heard": true, "read": true}

// ─────────────────────────── rows by a value ───────────────────────────

// compareWords are the ways of saying how a column's value compares with
// a number, longest first, with awk's operator.
var compareWords = []struct {
	ws []string
	op string
}{
	{[]string{"more|greater|higher|bigger|larger", "than", "or", "equal", "to"}, ">="},
	{[]string{"less|fewer|lower|smaller", "than", "or", "equal", "to"}, "<="},
	{[]string{"more|greater|higher|bigger|larger", "than"}, ">"},
	{[]string{"less|fewer|lower|smaller", "than"}, "<"},
	{[]string{"at", "least"}, ">="},
	{[]string{"at", "most"}, "<="},
	{[]string{"above|over|exceeding|exceeds|exceed"}, ">"},
	{[]string{"below|under|beneath"}, "<"},
}

// iFilterRows: the rows of a table whose column compares with a number,
// "which rows of sales.csv have more than 10 units", "the samples in
// x.tsv whose count (the fourth field) is above 10", "which students in
// marks.txt scored above 80": awk prints them (past the header). The
// column is the one the request names (by its header or its place), or
// the one column of numbers of a file with no header.
func iFilterRows(u *utt) *answer {
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	at, n, op := -1, 0, ""
	for i := range u.t {
		for _, c := range compareWords {
			if k, ok := u.phraseAt(i, c.ws); ok && k == len(c.ws) && i+k < len(u.t) && u.t[i+k].kind == kNum && !u.t[i+k].used {
				if at >= 0 {
					return nil // two comparisons
				}
				at, n, op = i, k, c.op
				break
			}
		}
	}
	if at < 0 {
		return rowsWhereIs(u, f)
	}
	val := u.t[at+n].raw
	if !isNumber(val) {
		return nil
	}
	u.useN(at, n+1)
	d := u.delim(f)
	header := u.hasHeader(f, d)
	// "the samples in x.tsv": what the rows are, before the file (a
	// name the key column's header may give too)
	u.takeAll("=rows", "=row", "=lines", "=line", "=entries", "=entry", "=records", "=record", "=ones")
	u.rowNoun(f)
	u.labels()
	col, ok := u.oneColumn(f)
	if !ok {
		return nil // two columns
	}
	if col == 0 {
		// a file with no header whose lines hold one column of numbers
		if header {
			return nil
		}
		if col = u.soleNumericCol(f, d, u.rowWidth(f)); col <= 0 {
			return nil // none, or two columns of numbers: which?
		}
	}
	if !numericColumn(u.plat, f, d, fmt.Sprint(col), header) {
		return nil
	}
	if u.has("count", "sort", "unique", "sum", "delete", "first", "last") {
		return nil
	}
	// the words that pick them
	u.takeAll("=whose", "=where", "=which", "=who", "=with", "=that", "=have", "=has", "=had", "=is", "=are", "=was", "=were",
		"=scored", "=score", "=scores", "=got", "=get", "=value", "=values", "=column", "=field", "=of", "=in", "=from")
	u.take(showWords...)
	u.takeAll("=list", "=give", "=me", "=only", "=just")
	cond := fmt.Sprintf("$%d %s %s", col, op, val)
	if header {
		cond = "NR > 1 && " + cond
	}
	return &answer{cmd: fmt.Sprintf("awk %s'%s' %s", awkSep(d), cond, quote(f)), thought: fmt.Sprintf("awk prints the lines whose column %d is %s %s", col, op, val)}
}

// iTopRow: the row with the greatest or least value of a column, asked
// as a question: "which student in marks.txt has the highest score?",
// "who in team.csv scored the fewest points": sort by that column, the
// first line. The column is the one the header names, the one said by
// its place, or the one column of numbers of a file with no header.
func iTopRow(u *utt) *answer {
	if !u.seq(0, "which|who|what") {
		return nil
	}
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	at, dir := -1, 0
	for i := 1; i+1 < len(u.t); i++ {
		if !u.seq(i, "has|have|had|got|gets|get|scored|scores|earned|won|made|with") || !u.seq(i+1, "the") {
			continue
		}
		switch {
		case u.seq(i+2, "highest|biggest|largest|greatest|most|top|max|maximum"):
			dir = -1
		case u.seq(i+2, "lowest|smallest|least|fewest|min|minimum"):
			dir = 1
		default:
			continue
		}
		at = i
		break
	}
	if at < 0 {
		return nil
	}
	u.useN(at, 3)
	d := u.delim(f)
	header := u.hasHeader(f, d)
	u.rowNoun(f) // "which student in marks.txt": what the rows are
	u.labels()
	col, ok := u.oneColumn(f)
	if !ok {
		return nil // two columns
	}
	if col == 0 && !header && at+3 < len(u.t) && !u.t[at+3].used && u.t[at+3].kind == kWord && at+4 == len(u.t) {
		// "… has the highest score": a file with no header, whose lines
		// hold one column of numbers
		w := u.rowWidth(f)
		if col = u.soleNumericCol(f, d, w); col < 0 {
			return nil // two columns of numbers: which?
		}
		if col != 0 && w > 1 {
			u.use(at + 3)
		} else {
			col = 0
		}
	}
	if col == 0 || !numericColumn(u.plat, f, d, fmt.Sprint(col), header) {
		return nil
	}
	u.takeAll("=in", "=of", "=from", "=the", "=is", "=one", "=person", "=row", "=line", "=entry")
	opts := "n"
	if dir < 0 {
		opts = "rn"
	}
	cmd := sortCmd(opts, fmt.Sprint(col), d, f, false) + " | head -n 1"
	if header {
		cmd = "tail -n +2 " + quote(f) + " | " + sortCmd(opts, fmt.Sprint(col), d, "", false) + " | head -n 1"
	}
	return &answer{cmd: cmd, thought: fmt.Sprintf("sort orders the rows by column %d; head -n 1 keeps the first", col)}
}

// rowNoun consumes the word that names what f's rows are, right before
// "in", "of" or "from" and f ("which item in products.csv", "the
// samples in x.tsv"), when the header names no column of numbers by it
// (an item's name is no value to compare).
func (u *utt) rowNoun(f string) {
	for i, t := range u.t {
		if !t.used || t.kind != kFile || t.raw != f || i < 2 || !oneOf("in|of|from", u.lowAny(i-1)) {
			continue
		}
		k := i - 2
		w := u.t[k]
		if w.used || w.kind != kWord || fillerWords[w.low] || !labelWord(w.low, false) {
			return
		}
		d := u.fileDelim(f)
		for c, h := range u.headerNames(f, d) {
			if headerMatch(w.low, strings.ToLower(h)) && numericColumn(u.plat, f, d, fmt.Sprint(c+1), true) {
				return
			}
		}
		u.use(k)
		return
	}
}

// rowsWhereIs reads "the rows of x.tsv where the zone is lower": a
// column the header names, said to hold a value that column holds (as a
// whole field) on some row: awk prints those rows.
func rowsWhereIs(u *utt, f string) *answer {
	d := u.fileDelim(f)
	if !u.hasHeader(f, d) {
		return nil
	}
	names := u.headerNames(f, d)
	for i := range u.t {
		if !u.seq(i, "where|whose|with") {
			continue
		}
		k := i + 1
		if u.seq(k, "the|its|their") {
			k++
		}
		if k+2 >= len(u.t) || u.t[k].used || u.t[k].kind != kWord || !u.seq(k+1, "is|=|equals|says") {
			continue
		}
		col := 0
		for c, h := range names {
			if strings.EqualFold(strings.TrimSpace(h), u.t[k].low) {
				col = c + 1
			}
		}
		v := u.t[k+2]
		if col == 0 || v.used || v.kind != kWord && v.kind != kQuoted && v.kind != kNum || k+3 != len(u.t) && !v.comma {
			return nil
		}
		seen := false
		rows := dataRows(u.plat, f, d, 200)
		if len(rows) > 0 {
			rows = rows[1:]
		}
		for _, r := range rows {
			seen = seen || col <= len(r) && strings.TrimSpace(r[col-1]) == v.raw
		}
		if !seen || strings.ContainsAny(v.raw, `"\`) {
			return nil // a value the column does not hold as typed
		}
		u.useN(i, k+3-i)
		u.takeAll("=rows", "=row", "=lines", "=line", "=entries", "=entry", "=records", "=record", "=ones")
		u.labels()
		u.take(showWords...)
		u.takeAll("=list", "=give", "=me", "=only", "=just", "=the", "=of", "=in", "=from", "=which", "=what")
		if u.has("count", "sort", "unique", "sum", "delete", "first", "last", "not") {
			return nil
		}
		cond := fmt.Sprintf("NR > 1 && $%d == \"%s\"", col, v.raw)
		return &answer{cmd: fmt.Sprintf("awk %s'%s' %s", awkSep(d), cond, quote(f)), thought: fmt.Sprintf("awk prints the rows whose column %d is %s", col, v.raw)}
	}
	return nil
}

// ─────────────────────────── columns ───────────────────────────

// iColumns: columns of a delimited file, their sum, their distinct values.
func iColumns(u *utt) *answer {
	if u.has("=who", "=whose", "=whom") {
		return nil // "who has the highest score": a row, not the value
	}
	f := u.takeFile(false)
	if f == "" {
		return nil
	}
	noHeader, headerless := u.headerOut()
	if a := columnNames(u, f); a != nil {
		return a
	}
	if at, _ := u.columnNamesAt(); at >= 0 {
		return nil // "the column names" that columnNames could not give: no column of names
	}
	for i := range u.t {
		if u.t[i].kind == kWord && fillerWords[u.t[i].low] {
			continue
		}
		if u.word(i, "replace", "delete", "move", "copy", "make", "change", "archive", "link") && !u.seq(i, "add", "up|together") {
			return nil // "swap columns 1 and 2", "delete column 3": done to the columns, not a listing of them
		}
		break
	}
	var cols []int
	numbered := false
	if cs := u.kinds(kCols); len(cs) == 1 {
		numbered = true
		if u.has("sort") && (u.seq(cs[0]-1, "by|on|using") || u.seq(cs[0]-1, "the") && u.seq(cs[0]-2, "by|on|using")) {
			return nil // sorting by a column sorts the lines (iSort)
		}
		cols = u.val(cs[0]).cols
		u.use(cs[0])
	} else if len(cs) > 1 {
		return nil
	}
	words := false
	if cs := u.kinds(kCols); len(cs) == 0 && len(cols) > 0 {
		// read above
	}
	if len(cols) == 0 && u.has("sum", "=average", "=mean", "=avg") && !multiField(u.plat, f) && holdsNumbers(u.plat, f) {
		// "the average of the numbers in depths.txt": a list of numbers,
		// one to a line, is the one column
		cols = []int{1}
		u.takeAll("=numbers", "=values", "=figures", "=amounts", "=readings")
	}
	if len(cols) == 0 {
		cols = u.colsByName(f)
		if len(cols) == 0 || u.has("sort") && u.said("by") {
			return nil // "sort x by shop": the lines sorted (iSort)
		}
		// "how many units … - it's the units column": one column, named twice
		for len(cols) > 1 && cols[len(cols)-1] == cols[0] && (len(cols) == 2 || cols[1] == cols[0]) {
			cols = cols[:len(cols)-1]
		}
	} else {
		// "the amount column (column 3)": a name must be a column given
		for _, c := range u.colsByName(f) {
			found := false
			for _, k := range cols {
				found = found || k == c
			}
			if !found {
				return nil
			}
		}
	}
	for _, t := range u.t {
		if t.kind == kCols && u.v[int(t.num)].val == "words" {
			words = true
		}
	}
	d := u.delim(f)
	if words {
		d = " "
	}
	u.labelsOf(numbered)
	u.takeSeq("awk", "out")
	u.takeAll("column", "=of", "=each", "=every", "=line", "=row", "=only", "=just", "=the", "=from", "=in", "=values", "=value", "=data", "=and", "=entries")
	u.take(showWords...)
	u.take("=extract", "=cut", "=pull", "=grab", "=select", "=pick", "=keep", "=take")
	field := func(c int) string {
		if c == -1 {
			return "$NF"
		}
		return fmt.Sprintf("$%d", c)
	}
	awkF := awkSep(d)
	// "everything but the first column": the others
	exclude := false
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"all|everything?", "but|except|without|excluding|minus|besides|sans|omitting|dropping|skipping|other|apart", "than|from?"}); ok && u.seq(i+n-1, "but|except|without|excluding|minus|besides|sans|omitting|dropping|skipping|than|from") {
			u.useN(i, n)
			exclude = true
		}
	}
	if exclude && u.has("sum", "=average", "=mean", "=avg", "=max", "=maximum", "largest", "=highest", "=min", "=minimum", "small", "=lowest", "unique", "=distinct") {
		return nil
	}
	switch {
	case u.take("sum") || u.takeSeq("add", "up"):
		u.takeAll("sum", "=up", "=together", "=numbers")
		for i := range u.t {
			// "how many units we sold in total": the column's sum, asked
			// as a count of what it measures
			if !u.seq(i, "how", "many") || i+2 >= len(u.t) || !u.t[i+2].used || u.t[i+2].kind != kWord {
				continue
			}
			u.useN(i, 2)
			k := i + 3
			if u.seq(k, "did|do|have") {
				k++
			}
			if u.seq(k, "we|i|they|you") && k+1 < len(u.t) && !u.t[k+1].used && u.t[k+1].kind == kWord && !knownWord(u.t[k+1].low) &&
				(strings.HasSuffix(u.t[k+1].low, "ed") || oneOf("sold|sell|made|spent|got|had|won|paid|bought|ran|grew|sent|took|caught|did", u.t[k+1].low)) {
				u.useN(i+3, k+2-(i+3))
			}
			break
		}
		if len(cols) != 1 {
			return nil
		}
		skip := ""
		if u.hasHeader(f, d) {
			skip = "NR > 1 "
		}
		return &answer{cmd: fmt.Sprintf("awk %s'%s{ s += %s } END { print s }' %s", awkF, skip, field(cols[0]), quote(f)), thought: "awk adds up column " + fmt.Sprint(cols[0])}
	case u.take("=average", "=mean", "=avg"):
		if len(cols) != 1 {
			return nil
		}
		skip := ""
		if u.hasHeader(f, d) {
			skip = "NR > 1 "
		}
		return &answer{cmd: fmt.Sprintf("awk %s'%s{ s += %s; n++ } END { if (n) print s / n }' %s", awkF, skip, field(cols[0]), quote(f)), thought: "awk averages column " + fmt.Sprint(cols[0])}
	case u.has("=max", "=maximum", "largest", "=highest") != u.has("=min", "=minimum", "small", "=lowest"):
		// "the max salary in staff.csv": the one value, not the lines
		cmp, what := ">", "largest"
		if u.has("=min", "=minimum", "small", "=lowest") {
			cmp, what = "<", "smallest"
		}
		u.takeAll("=max", "=maximum", "largest", "=highest", "=min", "=minimum", "small", "=lowest", "=value", "=number")
		if len(cols) != 1 {
			return nil
		}
		skip := ""
		if u.hasHeader(f, d) {
			skip = "NR > 1 "
		}
		return &answer{cmd: fmt.Sprintf("awk %s'%s{ if (n++ == 0 || %s %s m) m = %s } END { if (n) print m }' %s", awkF, skip, field(cols[0]), cmp, field(cols[0]), quote(f)),
			thought: "awk keeps the " + what + " value of column " + fmt.Sprint(cols[0])}
	case u.has("unique", "=distinct"):
		return nil // iUniq
	}
	// "the 3rd column, sorted": the column, then sort
	post := ""
	if u.has("sort") {
		if u.said("by") {
			return nil // "sort x by the 2nd column": the lines, by it (iSort)
		}
		u.takeAll("sort")
		dir, num := u.direction()
		o := ""
		if dir < 0 || u.take("reverse") {
			o += "r"
		}
		if num || u.take("numeric") {
			o += "n"
		}
		if u.take("unique") {
			o += "u"
		}
		post = " | sort"
		if o != "" {
			post += " -" + o
		}
		noHeader = noHeader || u.hasHeader(f, d) // the header would sort in with the values
	}
	if u.has("sort", "count", "largest", "small", "not", "contain") {
		return nil
	}
	// the file, or its lines after the header
	in, pre := " "+quote(f), ""
	if headerless && u.hasHeader(f, d) && !headerOverNumber(dataRows(u.plat, f, d, 3)) {
		return nil // "no header": to leave out, or there is none? A line of names may be either
	}
	if noHeader && (u.hasHeader(f, d) || !headerless) {
		in, pre = "", "tail -n +2 "+quote(f)+" | "
	}
	if exclude {
		return others(cols, d, pre, in, post)
	}
	fs := make([]string, len(cols))
	simple := d != " "
	for i, c := range cols {
		fs[i] = field(c)
		if c < 1 {
			simple = false
		}
	}
	if simple && d != "\t" && len(d) == 1 {
		list := make([]string, len(cols))
		for i, c := range cols {
			list[i] = fmt.Sprint(c)
		}
		return &answer{cmd: fmt.Sprintf("%scut -d %s -f %s%s", pre, quote(d), strings.Join(list, ","), in) + post, thought: "cut -d splits each line at " + delimWord(d) + "; -f picks the columns"}
	}
	ofs := ""
	if d != " " && len(cols) > 1 {
		ofs = "-v OFS=" + quote(d) + " "
		if d == "\t" {
			ofs = "-v OFS='\\t' "
		}
	}
	return &answer{cmd: fmt.Sprintf("%sawk %s%s'{ print %s }'%s", pre, awkF, ofs, strings.Join(fs, ", "), in) + post, thought: "awk splits each line into fields and prints the ones asked for"}
}

// others answers for every column of a file but cols: cut's fields
// around them (cut splits at each one delimiter; runs of blanks, awk's
// fields, it cannot leave out).
func others(cols []int, d, pre, in, post string) *answer {
	if d == " " || len(d) != 1 {
		return nil
	}
	cols = slices.Sorted(slices.Values(cols)) // a copy: cols may be the reading's
	var list []string
	next := 1 // the first column not yet listed or left out
	for _, c := range cols {
		if c < 1 {
			return nil // "$NF": which number is it?
		}
		switch {
		case c == next+1:
			list = append(list, fmt.Sprint(next))
		case c > next+1:
			list = append(list, fmt.Sprintf("%d-%d", next, c-1))
		}
		next = c + 1
	}
	list = append(list, fmt.Sprintf("%d-", next))
	opt := "-d " + quote(d) + " "
	if d == "\t" {
		opt = "" // cut's own delimiter
	}
	return &answer{cmd: fmt.Sprintf("%scut %s-f %s%s", pre, opt, strings.Join(list, ","), in) + post, thought: "cut -f prints the other columns, split at " + delimWord(d)}
}

// headerOut consumes the words that leave a file's header line out ("no
// header", "without the header row", "skipping the header", "header
// excluded"); none tells that the file has no header ("it has no
// header"), which leaves out no line of a file without one.
func (u *utt) headerOut() (said, none bool) {
	for i := range u.t {
		// "the header line can stay": kept, as the file has it
		if n, ok := u.phraseAt(i, []string{"the|its?", "header|heading", "line|row?", "can|may|should|will?", "stay|stays|remain|remains"}); ok && u.seq(i+n-1, "stay|stays|remain|remains") {
			u.useN(i, n)
			return false, false
		}
	}
	for i := range u.t {
		n, ok := u.phraseAt(i, []string{"no|without|excluding|minus|except|skip|skipping|ignore|ignoring|drop|dropping|omit|omitting|not|sans", "the|its|any?", "header|headers|heading", "line|row?"})
		if !ok {
			n, ok = u.phraseAt(i, []string{"leave|leaving", "out", "the|its?", "header|heading", "line|row?"})
		}
		if !ok {
			n, ok = u.phraseAt(i, []string{"the?", "header|heading", "line|row?", "excluded|removed|skipped|omitted|dropped"})
		}
		if ok {
			none = u.seq(i, "no") // "no header": perhaps the file has none
			u.useN(i, n)
			return true, none
		}
	}
	return false, false
}

// columnNamesAt finds "the column names", "the names of the fields": the
// header itself (whatever column it calls "name"); it returns where and
// how many words, or -1.
func (u *utt) columnNamesAt() (int, int) {
	for i := range u.t {
		if n, ok := u.phraseAt(i, []string{"column|field", "names|titles|headings|labels"}); ok && n == 2 {
			return i, n
		}
		if n, ok := u.phraseAt(i, []string{"names|titles|headings|labels", "of", "the|all?", "columns|fields"}); ok && n >= 3 {
			return i, n
		}
	}
	return -1, 0
}

// columnNames answers "what are the columns of people.csv" (its header)
// and "count the columns in people.csv" (the fields of its first line):
// the columns themselves, none of them picked.
func columnNames(u *utt, f string) *answer {
	at, n := u.columnNamesAt()
	if u.kinds(kCols) != nil || at < 0 && !u.has("=columns", "=fields", "=headers", "=header") {
		return nil
	}
	was := u.marks()
	named := len(u.colsByName(f)) > 0
	u.restore(was)
	if named && at < 0 {
		return nil // "the name and score columns": those, not all
	}
	d := u.delim(f)
	if d == "" {
		return nil
	}
	// "just the quantities from x, the fields are separated by …": a
	// column of quantities, no count of the fields
	counting := u.takeSeq("how", "many") || !u.said("quantities", "amounts", "totals", "numbers", "counts") && u.take("count", "=number")
	if at >= 0 {
		u.useN(at, n)
	} else if !u.take("=columns", "=fields") && !u.take("=headers", "=header") {
		return nil
	}
	u.takeAll("=names", "=name", "=column", "=columns", "=fields", "=headers", "=header")
	u.takeAll("=what", "=which", "=are", "=is", "=the", "=of", "=in", "=does", "=do", "=have", "=has", "=there", "=it", "=list", "=all", "=me")
	u.take(showWords...)
	if counting {
		return &answer{cmd: fmt.Sprintf("head -n 1 %s | awk %s'{ print NF }'", quote(f), awkSep(d)), thought: "awk counts the fields of the first line, split at " + delimWord(d)}
	}
	if !u.hasHeader(f, d) {
		return nil // no names to show
	}
	return &answer{cmd: "head -n 1 " + quote(f), thought: "the first line of the file names its columns"}
}

func delimWord(d string) string {
	switch d {
	case ",":
		return "commas"
	case ":":
		return "colons"
	case "\t":
		return "tabs"
	case ";":
		return "semicolons"
	case "|":
		return "pipes"
	}
	return quote(d)
}

// awkSep is awk's -F option for a delimiter, "" for whitespace.
func awkSep(d string) string {
	switch d {
	case " ", "":
		return ""
	case "\t":
		return "-F'\\t' "
	}
	return "-F" + quote(d) + " "
}

// headerMatch reports whether a word of a request names a column headed
// name: the name itself, a plural of it, a part of a name such as
// yield_kg, or a word the name abbreviates ("temperature" for temp).
func headerMatch(w, name string) bool {
	if w == name || singular(w) == name || w == name+"s" || strings.TrimSuffix(w, "es") == name || singular(w) == singular(name) {
		return true
	}
	if len(w) < 3 || fillerWords[w] {
		return false
	}
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == ' ' || r == '.' })
	if len(parts) > 1 {
		for _, p := range parts {
			if p == w || p == singular(w) {
				return true
			}
		}
	}
	// an abbreviation: temp for temperature, qty for quantity is too far
	return len(name) >= 3 && len(name) < len(w) && strings.HasPrefix(singular(w), name)
}

// multiField reports whether a file here has lines of several fields (by
// a delimiter, or words split by spaces): a word for what its lines hold
// could then name one field of them.
func multiField(p *platform.Info, f string) bool {
	d := fileDelim(p, f)
	rows := dataRows(p, f, d, 5)
	several := 0
	for _, r := range rows {
		if len(r) > 1 {
			several++
		}
	}
	return several > len(rows)/2
}

// docNames are files people name by a bare word: "the readme".
var docNames = map[string]bool{"readme": true, "license": true, "licence": true, "changelog": true, "makefile": true,
	"dockerfile": true, "contributing": true, "authors": true, "copying": true, "todo": true, "notice": true}

// readDir lists a directory here, once per request.
func (u *utt) readDir(dir string) ([]os.DirEntry, error) {
	type listing struct {
		ents []os.DirEntry
		err  error
	}
	l := cached(u, "dir\x00"+dir, func() listing {
		if u.plat == nil || u.plat.Cwd == "" {
			return listing{err: os.ErrNotExist}
		}
		ents, err := os.ReadDir(filepath.Join(u.plat.Cwd, dir))
		return listing{ents, err}
	})
	return l.ents, l.err
}

// headerNamed reports whether the file's first line names the column
// (true when the file cannot be read here, so as not to judge it).
func headerNamed(p *platform.Info, f, name string) bool {
	if p == nil || p.Cwd == "" || f == "" {
		return true
	}
	path := f
	if !filepath.IsAbs(path) {
		path = filepath.Join(p.Cwd, f)
	}
	if _, err := os.Stat(path); err != nil {
		return true
	}
	for _, h := range headerNames(p, f, fileDelim(p, f)) {
		if headerMatch(strings.ToLower(name), strings.ToLower(h)) {
			return true
		}
	}
	return false
}
