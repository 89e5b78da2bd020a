package offline

import (
	"archive/zip"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/caro-sh/caro/platform"
)

// archiveKind is the kind of an archive by its name: "tar.gz", "tar",
// "tar.bz2", "tar.xz", "zip", "gz", "bz2", "xz", "" for no archive.
func archiveKind(name string) string {
	_, kind := archiveSplit(name)
	return kind
}

// archiveSuffixes are the archives' name endings, longest first where
// one ends another.
var archiveSuffixes = []struct{ suffix, kind string }{
	{".tar.gz", "tar.gz"}, {".tgz", "tar.gz"}, {".tar.bz2", "tar.bz2"}, {".tbz2", "tar.bz2"}, {".tbz", "tar.bz2"},
	{".tar.xz", "tar.xz"}, {".txz", "tar.xz"}, {".tar.zst", "tar.zst"}, {".tar", "tar"}, {".zip", "zip"},
	{".gz", "gz"}, {".bz2", "bz2"}, {".xz", "xz"},
}

// archiveSplit is an archive's name without its ending ("docs" for
// docs.tgz) and its kind; name itself and "" for no archive.
func archiveSplit(name string) (stem, kind string) {
	l := strings.ToLower(name)
	for _, k := range archiveSuffixes {
		if strings.HasSuffix(l, k.suffix) {
			return name[:len(name)-len(k.suffix)], k.kind
		}
	}
	return name, ""
}

// tarLetter is tar's compression option for a kind of archive.
func tarLetter(kind string) string {
	switch kind {
	case "tar.gz":
		return "z"
	case "tar.bz2":
		return "j"
	case "tar.xz":
		return "J"
	}
	return ""
}

// iArchive: an archive of directories or files: tar (gzip, bzip2, xz)
// or zip, named as the request says or after what goes in it.
func iArchive(u *utt) *answer {
	extSaid := false
	for _, i := range u.kinds(kExt) {
		switch archiveKind("x." + u.val(i).val) {
		case "tar.gz", "tar", "tar.bz2", "tar.xz", "zip":
			extSaid = true
		}
	}
	mode := u.tarMode()
	// "I want a sketchbook.tar.gz that holds the sketchbook folder": an
	// archive to be, said with what it holds
	holds := false
	for i, t := range u.t {
		if !t.used && t.kind == kFile && isArchiveName(t.raw) && !existsHere(u.plat, t.raw) && u.seq(i+1, "that|which", "holds|contains|has") {
			holds = true
			u.useN(i+1, 2)
		}
		// "atlas -> atlas.tar": the folder or file, an arrow, the
		// archive to be
		if !t.used && t.kind == kFile && isArchiveName(t.raw) && !existsHere(u.plat, t.raw) && i >= 2 && u.t[i-1].kind == kSym && u.t[i-1].raw == "->" &&
			!u.t[i-2].used && (u.t[i-2].dir || u.t[i-2].kind == kFile) && existsHere(u.plat, u.t[i-2].raw) {
			holds = true
			u.use(i - 1)
		}
		// "survey.tar.gz containing a.csv + b.tsv": the same, said with
		// a participle, of files or folders that are here
		if !t.used && t.kind == kFile && isArchiveName(t.raw) && !existsHere(u.plat, t.raw) && u.seq(i+1, "containing|holding") &&
			i+2 < len(u.t) && !u.t[i+2].used && (u.t[i+2].kind == kFile || u.t[i+2].dir) && existsHere(u.plat, u.t[i+2].raw) {
			holds = true
			u.use(i + 1)
			// "a.csv + b.tsv": the plus between names is an "and"
			for k := i + 3; k+1 < len(u.t); k++ {
				if u.t[k].kind == kSym && u.t[k].raw == "+" && !u.t[k].used && existsHere(u.plat, u.t[k-1].raw) && existsHere(u.plat, u.t[k+1].raw) {
					u.use(k)
				}
			}
		}
		// "make darkroom.zip out of darkroom": the archive to be, made
		// from a folder
		if !t.used && t.kind == kFile && isArchiveName(t.raw) && !existsHere(u.plat, t.raw) && u.seq(i-1, "make|create|build") {
			n := 0
			if u.seq(i+1, "out", "of") {
				n = 2
			} else if u.seq(i+1, "from") {
				n = 1
			}
			if n > 0 && i+1+n < len(u.t) && u.t[i+1+n].dir {
				holds = true
				u.useN(i+1, n)
			}
			// "make b.tar.gz with the inbox folder and staff.txt in it":
			// what it holds, each here, between "with" and "in it"
			if e := len(u.t) - 2; u.seq(i+1, "with") && u.seq(e, "in|inside", "it") {
				named, ok := 0, true
				for k := i + 2; k < e && ok; k++ {
					x := u.t[k]
					switch {
					case !x.used && (x.kind == kFile || x.dir) && existsHere(u.plat, x.raw):
						named++
					case u.seq(k, "the|and|folder|directory|file"):
					default:
						ok = false
					}
				}
				if ok && named > 0 {
					holds = true
					u.use(i + 1)
					u.useN(e, 2)
				}
			}
			if i+1 == len(u.t) {
				holds = true // "make docs.zip": what it holds is in its name
			}
		}
	}
	// "a compressed copy of turbine.log next to it, turbine.log.gz": gzip -k
	var gzPair []int
	for i, t := range u.t {
		for j, g := range u.t {
			if !t.used && !g.used && t.kind == kFile && g.kind == kFile && i != j && !existsHere(u.plat, g.raw) &&
				(g.raw == t.raw+".gz" || g.raw == t.raw+".bz2" || g.raw == t.raw+".xz") {
				gzPair = []int{i, j}
			}
		}
	}
	if len(gzPair) == 2 && mode == 0 && u.has("archive") {
		src, out := u.t[gzPair[0]].raw, u.t[gzPair[1]].raw
		u.use(gzPair[0])
		u.use(gzPair[1])
		u.take("archive")
		u.keepOriginal()
		u.takePhrase("with", "the", "original", "kept|left", "as", "it", "is|was")
		u.takePhrase("next", "to|beside", "it")
		u.takeAll("=copy", "=version", "=a", "=of", "=make", "=create", "=call", "=called", "=named", "=it")
		prog := map[string]string{"gz": "gzip", "bz2": "bzip2", "xz": "xz"}[archiveKind(out)]
		return &answer{cmd: prog + " -k " + quote(src), thought: prog + " -k writes " + out + " beside " + src + " and keeps the file"}
	}
	if mode == 'x' || mode == 't' || mode == 0 && !u.has("archive") && !extSaid && !holds {
		return nil
	}
	// the archive to write: a name with an archive's extension
	out := ""
	for i, t := range u.t {
		if !t.used && t.kind == kFile && isArchiveName(t.raw) {
			if existsHere(u.plat, t.raw) {
				return nil // an archive that is there is to list or extract
			}
			out = u.use(i).raw
			u.fileNoun(i)
			break
		}
	}
	// the format said in words: "a zip", "tar.gz", "no compression"
	kind := ""
	for _, i := range u.kinds(kExt) {
		switch k := archiveKind("x." + u.val(i).val); k {
		case "tar.gz", "tar", "tar.bz2", "tar.xz", "zip":
			if kind != "" && kind != k {
				return nil // "a zip as a tar.gz": which?
			}
			kind = k
			u.use(i)
		}
	}
	plain := false
	for _, said := range []bool{u.takeSeq("no", "compression"), u.takeSeq("without", "compression"), u.takeSeq("uncompressed"), u.takeSeq("not", "compressed"), u.takeSeq("plain", "tar"), u.takeSeq("plain")} {
		plain = plain || said
	}
	if plain && kind != "" && kind != "tar" {
		return nil
	}
	switch {
	case kind != "":
	case plain:
		kind = "tar"
	case u.takeSeq("no", "compression") || u.takeSeq("without", "compression") || u.takeSeq("uncompressed") || u.takeSeq("not", "compressed") || u.takeSeq("plain", "tar"):
		kind = "tar"
	case u.has("=zip", "=zipped", "=zipping"):
		kind = "zip"
	case u.has("=bzip2", "=bz2", "=tar.bz2"):
		kind = "tar.bz2"
	case u.has("=xz", "=tar.xz"):
		kind = "tar.xz"
	case u.has("=tgz", "=gzip", "=gzipped", "=tarball", "=targz", "=tar.gz"):
		kind = "tar.gz"
	}
	for _, i := range u.nums() {
		if u.t[i].low == "one" || u.t[i].low == "1" {
			u.use(i) // "into one compressed file"
		}
	}
	u.keepOriginal() // an archive or gzip -k keeps what it packs
	// "then leave apiary as is": what is packed stays, as tar leaves it
	for i := 0; i+3 < len(u.t); i++ {
		if u.seq(i, "then|and|but", "leave|keep") && !u.t[i+2].used && (u.t[i+2].dir || u.t[i+2].kind == kFile) && existsHere(u.plat, u.t[i+2].raw) {
			n := 0
			if u.seq(i+3, "as", "it", "is") {
				n = 3
			} else if u.seq(i+3, "as", "is") {
				n = 2
			} else if u.seq(i+3, "alone|intact|untouched") {
				n = 1
			}
			if n > 0 {
				for k, t := range u.t {
					if k != i+2 && t.raw == u.t[i+2].raw {
						u.useN(i, 3+n)
						break
					}
				}
			}
		}
	}
	u.takeSeq("call", "it")
	u.takeSeq("name", "it")
	u.takeSeq("and", "call", "it")
	u.takeAll("=backup", "=one", "=single", "=compressed", "=put", "=pack", "=bundle", "=please", "=packed", "=packing", "=bundled", "=zipped")
	// "but leave out the hidden files", "without dotfiles": none whose
	// name starts with a dot, at any level
	noHidden := u.takePhrase("but|and?", "leave|leaving", "out", "the|any|all?", "hidden", "files|ones|dotfiles?") ||
		u.takePhrase("but|and?", "except|excluding|without|minus|skipping|skip|omitting|omit|ignoring", "the|any|all?", "hidden", "files|ones|dotfiles?") ||
		u.takePhrase("but|and?", "except|excluding|without|minus|skipping|skip|omitting|omit|ignoring", "the|any|all?", "dotfiles") ||
		u.takePhrase("but|and?", "not", "including|include", "the|any?", "hidden", "files|ones?")
	// an archive holds the hidden files anyway: "hidden files too"
	u.takePhrase("hidden|dot", "files|ones?", "too|also|included|as?", "well?")
	u.takePhrase("including|with|and|plus", "the|its?", "hidden", "files|ones?")
	u.takePhrase("hand|turn", "in") // "hand in my thesis folder as a .tar"
	// "I need to email the mixtape folder, can you zip it … first": why
	u.takePhrase("i|we", "need|want|have", "to", "email|mail|send|upload|attach")
	if n := len(u.t); n > 1 && u.seq(n-1, "first") && (u.t[n-2].kind == kFile || u.t[n-2].kind == kPath) {
		u.use(n - 1)
	}
	u.recursive()
	if out != "" {
		k := archiveKind(out)
		if k == "gz" || k == "bz2" || k == "xz" || k == "tar.zst" {
			return nil
		}
		if kind != "" && kind != k && !(kind == "tar.gz" && k == "tar") {
			if !(kind == "tar" && k == "tar") {
				return nil // "a zip called x.tar.gz": which?
			}
		}
		kind = k
	}
	u.takePhrase("into|in|as|to", "a|an|one", "tarball|archive|zip|tgz|tar")
	// "a zip named d.zip containing the pics folder": the folder is what
	// goes in ("files containing foo" is a search, and stays unread)
	for i := range u.t {
		j := i + 1
		for u.seq(j, "the|all|of|everything|in") {
			j++
		}
		if u.seq(i, "containing|holding") && j < len(u.t) && u.t[j].dir {
			u.use(i)
		}
	}
	u.takeAll("archive", "=bzip2", "=bz2", "=xz", "=up", "=an", "=a", "=of", "=from", "=with", "=into", "=to", "=as", "=called", "=named", "=file", "=make", "=create", "=new", "=put", "=the", "=all", "=whole", "=entire", "=everything", "=in", "=it", "=contents", "=and", "=together", "=format", "=compression", "=-czf", "=-czvf", "=-cf", "=-cvf", "=-r", "=-c", "=czf", "=cf", "=czvf", "=cvf")
	// what goes in it
	var srcs []string
	excl := []string{}
	exFile := map[string]bool{}
	for i, t := range u.t {
		if t.used {
			continue
		}
		if start, ok := u.leftOutAt(i); ok {
			switch {
			case t.kind == kExt:
				// "but leave out the .dat files": a kind, anywhere
				excl = append(excl, "*."+u.val(i).val)
			case t.kind == kPath || t.kind == kFile || t.kind == kWord && (t.dir || t.file || !knownWord(t.low) && !fillerWords[t.low]):
				excl = append(excl, t.raw)
				if t.kind == kFile && !t.dir {
					exFile[t.raw] = true // a file, not a folder: no "/*" after it
				}
				u.dirNoun(i)
			default:
				return nil // a thing to leave out that is no name
			}
			u.useN(start, i+1-start)
			u.takeSeq("files")
			u.takeSeq("subfolder|subdirectory|subdir|sub-folder|sub-directory") // "leave out the raw subfolder"
			continue
		}
		switch {
		case t.kind == kPath, t.kind == kFile && !isArchiveName(t.raw):
			srcs = append(srcs, u.use(i).raw)
			u.dirNoun(i)
			u.fileNoun(i)
		case t.kind == kWord && t.dir && i > 0 && u.t[i-1].kind == kExt && u.seq(i+1, "from|in|inside|under"):
			// "the jpg photos from vacation": a noun for the files
			u.use(i)
		case t.kind == kWord && (t.dir || t.file):
			// a word of the lexicon ("docs") is a name here beside a
			// folder noun or a place word, or in a list of names ("docs
			// and logs")
			// "compress docs", "tar up docs": the folder right after the verb
			verb := "archive|compress|tar|zip|gzip|bzip2|xz|pack|bundle|tar.gz|tgz|tarball"
			afterVerb := oneOf(verb, u.lowAny(i-1)) || u.lowAny(i-1) == "up" && oneOf(verb, u.lowAny(i-2))
			if knownWord(t.low) && !afterVerb && !u.word(i+1, "dir") && !u.word(i-1, "dir") && !placeWord(u.lowAny(i-1)) && !u.listedName(i) {
				continue
			}
			srcs = append(srcs, u.use(i).raw)
			u.dirNoun(i)
		}
	}
	if u.here() {
		srcs = append(srcs, ".")
	}
	// "all the jpg photos from vacation": the files of a kind in it,
	// a glob the shell spreads
	globbed := false
	if es := u.kinds(kExt); len(es) == 1 && len(srcs) <= 1 && len(excl) == 0 {
		dir := "."
		if len(srcs) == 1 {
			dir = strings.TrimSuffix(srcs[0], "/")
		}
		if !isDirHere(u.plat, dir) {
			return nil
		}
		g := "*." + u.val(es[0]).val
		u.use(es[0])
		u.takeAll("=from", "=in", "=inside", "=of", "=photos", "=files", "=images", "=pictures")
		if dir == "." {
			srcs = []string{g}
		} else {
			srcs = []string{quote(dir) + "/" + g}
		}
		globbed = true
	}
	// "make docs.zip", "create docs.tar.gz" where docs is a folder here
	// and nothing else is named: the folder the archive is named after
	if len(srcs) == 0 && out != "" && len(excl) == 0 && !globbed {
		if stem, _ := archiveSplit(out); stem != out && stem != "" && !strings.Contains(stem, "/") && isDirHere(u.plat, stem) {
			srcs = []string{stem}
		}
	}
	if len(srcs) == 0 {
		return nil
	}
	seen := map[string]bool{}
	for _, s := range srcs {
		if seen[strings.TrimSuffix(s, "/")] {
			return nil // "gzip all the logs in logs": one a noun, one the folder
		}
		seen[strings.TrimSuffix(s, "/")] = true
	}
	u.takeAll("=folder", "=folders", "=directory", "=directories", "=dir", "=files", "=and", "=the", "=not", "=but")
	if kind == "" {
		kind = "tar.gz"
	}
	// "gzip notes.txt", "compress notes.txt with bzip2": one file, its
	// compressed copy beside it
	if len(srcs) == 1 && out == "" && len(excl) == 0 && kind != "zip" && kind != "tar" && !u.said("=tar", "=tarball", "=archive", "=tgz", "=tar.gz", "=tar.bz2", "=tar.xz") && (isFileHere(u.plat, srcs[0]) || !isDirHere(u.plat, srcs[0]) && filepath.Ext(srcs[0]) != "") {
		prog := map[string]string{"tar.gz": "gzip", "tar.bz2": "bzip2", "tar.xz": "xz"}[kind]
		u.takeAll("=with", "=using")
		// "(replacing the original is fine)": the compressed file takes
		// the original's place, as gzip does by itself
		if u.takePhrase("replacing|replace|removing|deleting|losing", "the", "original", "file?", "is|would|will?", "be?", "fine|ok|okay|alright|allowed") ||
			u.takePhrase("the", "original", "file?", "can|may", "go") {
			if globbed {
				return &answer{cmd: prog + " " + srcs[0], thought: prog + " replaces each file with its compressed copy"}
			}
			return &answer{cmd: prog + " " + quote(srcs[0]), thought: prog + " replaces " + srcs[0] + " with its compressed copy"}
		}
		if globbed {
			return &answer{cmd: prog + " -k " + srcs[0], thought: prog + " -k writes each file's compressed copy beside it and keeps the files"}
		}
		return &answer{cmd: prog + " -k " + quote(srcs[0]), thought: prog + " -k writes the compressed copy beside " + srcs[0] + " and keeps the file"}
	}
	if out == "" {
		base := strings.TrimSuffix(srcs[0], "/")
		if globbed {
			base = filepath.Base(strings.Trim(filepath.Dir(srcs[0]), "'"))
		}
		if base == "." || len(srcs) > 1 {
			base = "archive"
		}
		ext := map[string]string{"tar.gz": ".tar.gz", "tar": ".tar", "tar.bz2": ".tar.bz2", "tar.xz": ".tar.xz", "zip": ".zip"}[kind]
		out = base + ext
	}
	if noHidden {
		for _, s := range srcs {
			if s == "." || globbed {
				return nil // '.*' would match what is packed itself
			}
		}
	}
	if kind == "zip" {
		// zip -x matches whole stored paths: a folder's name anywhere
		// below, a folder given with its path from here as it is
		x := ""
		if noHidden {
			x += " -x " + quote("*/.*") // a dot after any slash: a hidden name below
		}
		for _, e := range excl {
			e = strings.TrimSuffix(e, "/")
			switch {
			case strings.HasPrefix(e, "*."):
				x += " -x " + quote(e)
			case exFile[e] && strings.Contains(e, "/"):
				x += " -x " + quote(e)
			case exFile[e] && len(srcs) == 1 && srcs[0] == ".":
				x += " -x " + quote(e) + " -x " + quote("*/"+e)
			case exFile[e]:
				x += " -x " + quote("*/"+e) // "leave out old.log": the file, at any level
			case strings.Contains(e, "/"):
				x += " -x " + quote(e+"/*")
			case len(srcs) == 1 && srcs[0] == ".":
				x += " -x " + quote(e+"/*") + " -x " + quote("*/"+e+"/*")
			default:
				x += " -x " + quote("*/"+e+"/*")
			}
		}
		if globbed {
			return &answer{cmd: fmt.Sprintf("zip %s %s", quote(out), srcs[0]), thought: "zip packs the files the glob names into " + out}
		}
		return &answer{cmd: fmt.Sprintf("zip -r %s %s%s", quote(out), quoteAll(srcs), x), thought: "zip -r packs the directories with everything in them into " + out}
	}
	x := ""
	if noHidden {
		x += " --exclude=" + quote(".*") // any name that starts with a dot, at any level
	}
	for _, e := range excl {
		x += " --exclude=" + quote(strings.TrimSuffix(e, "/")) // a pattern: quoted whole
	}
	if globbed {
		return &answer{cmd: fmt.Sprintf("tar -c%sf %s %s", tarLetter(kind), quote(out), srcs[0]), thought: tarThought(kind, out)}
	}
	return &answer{cmd: fmt.Sprintf("tar -c%sf %s%s %s", tarLetter(kind), quote(out), x, quoteAll(srcs)), thought: tarThought(kind, out)}
}

// keepOriginal consumes "and keep the original": what is packed or
// unpacked stays.
func (u *utt) keepOriginal() bool {
	// "but keep the .gz too": the compressed one, by its extension
	for i := range u.t {
		if u.seq(i, "keep|keeping|preserve") {
			j := i + 1
			if u.seq(j, "the") {
				j++
			}
			if j < len(u.t) && !u.t[j].used && u.t[j].kind == kExt && archiveKind("x."+u.val(j).val) != "" {
				u.useN(i, j-i+1)
				u.takeAll("=too", "=file", "=one", "=also")
				return true
			}
		}
	}
	return u.takePhrase("and?", "keep|keeping|preserve|preserving", "the|a?", "original|originals|source|compressed|uncompressed|archive", "file|files|one|copy?", "too|as?", "well?")
}

// leftOutAt reports whether the words before token i leave it out of
// what is packed ("except", "without the", "but leave out", "not
// including", "apart from"); start is where those words begin.
func (u *utt) leftOutAt(i int) (start int, ok bool) {
	if oneOf("leave|leaving|left|not|out|for|from|than|including|include|apart|other|except|excluding|exclude|without|skipping|skip|omit|omitting|minus|ignoring|ignore|but", u.lowAny(i)) || fillerWords[u.lowAny(i)] {
		return 0, false // a word of the phrase itself
	}
	k := i - 1
	for k > 0 && oneOf("the|any|all|my|those|of|these|every", u.lowAny(k)) {
		k--
	}
	switch {
	case u.seq(k-1, "leave|leaving|left", "out") || u.seq(k-1, "not", "including|include") || u.seq(k-1, "except|apart|other", "for|from|than") || u.seq(k-1, "but", "not"):
		start = k - 1
	case u.seq(k, "excluding|except|without|exclude|skipping|skip|omit|omitting|minus|ignoring|ignore|but"):
		start = k
	default:
		return 0, false
	}
	if u.seq(start-1, "but|and") {
		start--
	}
	return start, true
}

func tarThought(kind, out string) string {
	switch kind {
	case "tar.gz":
		return "tar -c makes an archive, -z gzips it, -f names it " + out
	case "tar.bz2":
		return "tar -c makes an archive, -j compresses it with bzip2"
	case "tar.xz":
		return "tar -c makes an archive, -J compresses it with xz"
	}
	return "tar -c makes an archive, uncompressed, named " + out
}

// takeArchive consumes the archive the request names.
func (u *utt) takeArchive() string {
	for i, t := range u.t {
		if !t.used && t.kind == kFile && archiveKind(t.raw) != "" {
			u.use(i)
			u.fileNoun(i)
			u.takeAll("=archive", "=tarball", "=zip")
			// "a gzipped file, x.csv.gz": the kind it says it is
			adj := "compressed"
			switch k := archiveKind(t.raw); {
			case strings.HasSuffix(k, "gz"):
				adj += "|gzipped|gzip"
			case k == "zip":
				adj += "|zipped"
			}
			for k := i - 1; k >= 0 && k >= i-3; k-- {
				if u.seq(k, adj) && oneOf("file|archive", u.lowAny(k+1)) {
					u.use(k)
					break
				}
			}
			return t.raw
		}
	}
	// "the blueprints archive", "gunzip the catalog file": an archive
	// here named by its stem, when one alone has it
	if u.plat == nil || u.plat.Cwd == "" {
		return ""
	}
	for i, t := range u.t {
		if t.used || t.kind != kWord && t.kind != kPath || !u.seq(i+1, "archive|tarball|file|zip|tar") || strings.ContainsAny(t.raw, "/*") {
			continue
		}
		ents, err := u.readDir("") // once per request, however many stems
		if err != nil {
			return ""
		}
		found := ""
		for _, e := range ents {
			if !e.IsDir() && strings.HasPrefix(e.Name(), t.raw+".") && archiveKind(e.Name()) != "" {
				if found != "" {
					return "" // two of them: which?
				}
				found = e.Name()
			}
		}
		if found != "" {
			u.useN(i, 2)
			return found
		}
	}
	return ""
}

// iExtract: unpack an archive, into a directory if asked.
func iExtract(u *utt) *answer {
	a := u.takeArchive()
	if a == "" {
		return nil
	}
	if u.has("not") && u.has("extract", "=open") || u.has("=without") && u.has("=extracting", "=unpacking", "=opening") {
		return nil // "list it, don't extract"
	}
	putInto := u.takeContentsOf(a)
	// "get the forms out of it": what it holds, by what they are
	for i := 0; i+4 < len(u.t); i++ {
		if u.seq(i, "get|take|pull", "the|all|my") && u.t[i+2].kind == kWord && !u.t[i+2].used && !u.t[i+2].dir && !u.t[i+2].file && strings.HasSuffix(u.t[i+2].low, "s") &&
			(oneOf(docNouns, u.t[i+2].low) || !knownWord(u.t[i+2].low)) && u.seq(i+3, "out", "of") {
			u.t[i+2].low, u.t[i+2].lem = "files", ""
			break
		}
	}
	// "extract only results.txt from x.zip": one file it holds
	member := ""
	for i, t := range u.t {
		if !t.used && t.kind == kFile && t.raw != a && (u.seq(i-1, "only|just") || oneOf("from|out", u.lowAny(i+1))) {
			if member != "" || archiveKind(a) != "zip" || !zipHolds(u.plat, a, t.raw) {
				return nil // which one, or where in it: not sure
			}
			member = t.raw
			u.use(i)
			if u.seq(i-1, "only|just") {
				u.use(i - 1)
			}
		}
	}
	if !putInto && u.tarMode() != 'x' && !u.take("extract", "=open", "=unpacked", "=extracted") && !u.takeSeq("unpack") && !u.takeSeq("get", "the", "files", "out", "of") && !u.takeSeq("get", "everything", "out", "of") &&
		!u.takeSeq("take", "the", "files", "out", "of") && !u.takeSeq("pull", "the", "files", "out", "of") && !u.takeSeq("need|want", "the", "files|contents", "out", "of") {
		return nil
	}
	u.takeSeq("i", "want", "the", "files", "out")
	u.takeSeq("the", "files", "out")
	u.takeAll("=but")
	u.takeAll("=put", "=them", "=and", "=archive", "=here")
	u.take("=putting", "=placing") // "unzip x, putting the files in y"
	u.takePhrase("should|must|will|to", "end", "up")
	if n := len(u.t); !(n > 1 && u.seq(n-2, "folder|directory|dir") && u.nameAfterNoun(n-1)) {
		u.takeAll("=out") // "get the files out", not "into the folder out"
	}
	u.takeAll("extract", "=all", "=everything", "=the", "=files", "=contents", "=content", "=of", "=from", "=it")
	dest, named := "", false
	for i := range u.t {
		if !u.seq(i, "into|to|in|inside|under|at|->|=>") {
			continue
		}
		j := i + 1
		for u.seq(j, "the|a|an|new|my") {
			j++
		}
		if u.seq(j, "folder|directory|dir") && (u.seq(j+1, "called|named") || u.seq(j+1, "with", "name") || u.seq(j+1, "with", "the", "name") || u.nameAfterNoun(j+1)) {
			// "into the folder out": the noun, then the name
			j++
			if u.seq(j, "called|named") {
				j++
			} else if u.seq(j, "with", "name") {
				j += 2
			} else if u.seq(j, "with", "the", "name") {
				j += 3
			}
		}
		if j < len(u.t) && !u.t[j].used && (u.nameTok(j) || u.t[j].dir || u.t[j].kind == kPath || u.t[j].kind == kWord && !notAName[u.t[j].low] && !u.seq(j, "here|place")) && u.t[j].kind != kNum && u.t[j].kind != kFile {
			dest = u.t[j].raw
			named = u.t[j].dir || u.t[j].kind == kPath
			u.useN(i, j-i+1)
			u.dirNoun(j)
			break
		}
	}
	if u.here() {
		if named {
			return nil // "unpack x.tgz here in the docs folder": here, or in docs?
		}
		dest = ""
	}
	if putInto && dest == "" {
		return nil // "copy the contents of x.tgz": where?
	}
	u.takeAll("=folder", "=directory", "=dir", "=new", "=called", "=named")
	if u.has("=list", "count", "=without") {
		return nil
	}
	k := archiveKind(a)
	keep := u.keepOriginal()
	var cmd string
	switch k {
	case "zip":
		cmd = "unzip " + quote(a)
		if member != "" {
			cmd += " " + quote(member)
		}
		if dest != "" {
			cmd += " -d " + quote(dest)
		}
		if member != "" {
			return &answer{cmd: cmd, thought: "unzip extracts " + member + " alone from the archive" + destThought(dest)}
		}
		return &answer{cmd: cmd, thought: "unzip extracts the archive" + destThought(dest)}
	case "gz", "bz2", "xz":
		if dest != "" {
			return nil
		}
		// "export.csv unpacked from export.csv.gz": the name it gets
		for i, t := range u.t {
			if !t.used && t.kind == kFile && t.raw == a[:len(a)-len(k)-1] {
				u.use(i)
			}
		}
		// "so the CSV is available as a regular file": what it leaves
		inner := strings.ToLower(strings.TrimPrefix(filepath.Ext(a[:len(a)-len(k)-1]), "."))
		for i := range u.t {
			if !u.seq(i, "so") {
				continue
			}
			j := i + 1
			if u.seq(j, "that") {
				j++
			}
			if u.seq(j, "the|it|its|i|we") {
				j++
			}
			if j < len(u.t) && !u.t[j].used && inner != "" && (u.t[j].low == inner || extWords[u.t[j].low] == inner) {
				j++ // "the CSV"
			}
			if n, ok := u.phraseAt(j, []string{"is|becomes|are", "available|there|usable|readable|back", "again?", "as?", "a|an?", "regular|normal|plain|ordinary|uncompressed?", "file?"}); ok && j+n == len(u.t) {
				u.useN(i, j+n-i)
				break
			}
		}
		prog := map[string]string{"gz": "gunzip", "bz2": "bunzip2", "xz": "unxz"}[k]
		if keep {
			return &answer{cmd: prog + " -k " + quote(a), thought: prog + " decompresses the file beside it; -k keeps " + a}
		}
		return &answer{cmd: prog + " " + quote(a), thought: prog + " decompresses the file in place"}
	case "tar.zst":
		return nil
	}
	cmd = fmt.Sprintf("tar -x%sf %s", tarLetter(k), quote(a))
	if dest != "" {
		if !isDirHere(u.plat, dest) {
			cmd = "mkdir -p " + quote(dest) + " && " + cmd
		}
		cmd += " -C " + quote(dest)
	}
	return &answer{cmd: cmd, thought: "tar -x extracts the archive" + destThought(dest)}
}

// zipHolds reports whether the zip archive a here holds a file of the
// name f (as its path inside it).
func zipHolds(p *platform.Info, a, f string) bool {
	if p == nil || p.Cwd == "" {
		return false
	}
	z, err := zip.OpenReader(filepath.Join(p.Cwd, a))
	if err != nil {
		return false
	}
	defer z.Close()
	for _, e := range z.File {
		if e.Name == f {
			return true
		}
	}
	return false
}

func destThought(d string) string {
	if d == "" {
		return " here"
	}
	return " into " + d
}

// iArchiveList: what an archive holds, without extracting it.
func iArchiveList(u *utt) *answer {
	if u.typeNoun() {
		return nil // "file type of x.tar.gz": what it is, not what it holds
	}
	a := u.takeArchive()
	if a == "" {
		return nil
	}
	// "let me see the names inside x.tgz", "to see the names of the
	// fonts it holds": what it holds, by name
	for i := range u.t {
		if u.seq(i, "names", "of", "the") && i+4 < len(u.t) && u.t[i+3].kind == kWord && !u.t[i+3].used && u.seq(i+4, "it|that|this", "holds|contains|has") {
			u.useN(i+1, 5)
		}
	}
	u.takePhrase("i", "do", "not", "wish|want", "to", "unpack|extract|unzip|open", "it")
	if u.seq(0, "open|please|just") && u.seqAny("open", "up") && !u.has("not", "=without", "=list", "=contents", "=inside", "=names") {
		return nil // "open up x.tgz": unpack it, as a double-click does
	}
	listed := u.tarMode() == 't' || u.take("=list", "show", "=contents", "=content", "=inside", "=peek", "=browse") || u.takeSeq("see", "the", "names") || u.takeSeq("what", "is", "in") || u.takeSeq("what", "files") || u.takeSeq("what", "is", "inside") ||
		u.takeSeq("which", "files")
	if !listed {
		return nil
	}
	u.takeSeq("do", "not", "extract|unpack|unzip|open")
	u.takePhrase("without", "extracting|unpacking|unzipping|opening|decompressing|uncompressing|gunzipping", "it?", "to|on?", "the?", "disk?")
	u.takeSeq("no", "extracting|extraction|unpacking")
	u.takeAll("=list", "show", "=contents", "=content", "=inside", "=peek", "=browse", "=files", "=file", "=what", "=is", "=in", "=are", "=of", "=the", "=into", "=without", "=extracting", "=unpacking", "=opening", "=unzipping", "=there", "=does", "=hold", "=have", "=contain", "=it", "=names")
	u.takeSeq("without", "extracting")
	if u.has("extract", "count") {
		return nil
	}
	k := archiveKind(a)
	if k != "zip" {
		u.take("=tar") // "tar list x.tar.gz"
	} else {
		u.take("=zip", "=unzip")
	}
	switch k {
	case "zip":
		return &answer{cmd: "unzip -l " + quote(a), thought: "unzip -l lists the archive's files without extracting them"}
	case "gz", "bz2", "xz":
		// one file compressed: what it holds is its text, read
		// through the decompressor to the screen, the file left be
		prog := map[string]string{"gz": "gzip", "bz2": "bzip2", "xz": "xz"}[k]
		return &answer{cmd: prog + " -dc " + quote(a), thought: prog + " -dc decompresses " + a + " to the screen and leaves the file as it is"}
	case "tar.zst", "":
		return nil
	}
	return &answer{cmd: fmt.Sprintf("tar -t%sf %s", tarLetter(k), quote(a)), thought: "tar -t lists the archive's files without extracting them"}
}

var _ = platform.GNU

// said reports whether the request said one of the words, read or not.
func (u *utt) said(ws ...string) bool {
	for _, t := range u.t {
		for _, w := range ws {
			if t.low == strings.TrimPrefix(w, "=") {
				return true
			}
		}
	}
	return false
}

func isFileHere(p *platform.Info, name string) bool {
	return existsHere(p, name) && !isDirHere(p, name)
}

var tarLettersRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-?[xctzjJvfpaO]{1,7}$`) })

// tarMode reads tar's options typed as they are ("tar xzf", "tar -czvf"):
// 'x', 'c' or 't' (consumed with the word tar), 0 when there are none.
func (u *utt) tarMode() byte {
	if !u.said("tar") {
		return 0
	}
	for i, t := range u.t {
		if t.used || t.kind != kWord && t.kind != kFlag || !tarLettersRe().MatchString(t.low) || t.low == "tar" {
			continue
		}
		mode := byte(0)
		for _, c := range []byte{'x', 'c', 't'} {
			if strings.IndexByte(t.low, c) >= 0 {
				if mode != 0 {
					return 0
				}
				mode = c
			}
		}
		if mode != 0 {
			u.use(i)
			u.take("=tar")
			return mode
		}
	}
	return 0
}

// takeContentsOf reads "put the contents of x.tgz into y", "copy the
// files in x.zip to y": what the archive holds, put somewhere, is an
// extraction (the archive itself is no file to move). The words must
// come right before the archive a.
func (u *utt) takeContentsOf(a string) bool {
	for i := range u.t {
		n, ok := u.phraseAt(i, []string{"put|copy|move|place|dump|drop", "all?", "the?", "contents|content|files", "of|from|in|inside", "the?"})
		if !ok || i+n >= len(u.t) || u.t[i+n].kind != kFile || u.t[i+n].raw != a || !u.seq(i+n-1, "of|from|in|inside|the") {
			continue
		}
		u.useN(i, n)
		return true
	}
	return false
}
