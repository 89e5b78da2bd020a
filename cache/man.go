package cache

import (
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Man pages are read from disk and formatted here, in Go: finding and
// reading a command's page starts no process at all. Only when no page
// can be read this way (a compression Go cannot undo, a man path caro
// does not know) and the cache may start processes is the system's own
// man program asked, from a standard directory.

// manSections are searched in this order, each in every tree before the
// next: user commands, administration commands, games.
var manSections = []string{"1", "8", "6"}

// DefaultManTrees are searched after the trees beside the program's own
// directory (dir/../share/man, dir/../man) and those beside every PATH
// directory, when $MANPATH is not set.
var DefaultManTrees = []string{
	"/usr/local/share/man", "/usr/local/man", "/usr/share/man",
	"/opt/homebrew/share/man", "/home/linuxbrew/.linuxbrew/share/man", "/opt/local/share/man",
	"/run/current-system/sw/share/man", "/nix/var/nix/profiles/default/share/man",
	"/Library/Developer/CommandLineTools/usr/share/man", "/Applications/Xcode.app/Contents/Developer/usr/share/man",
}

// manReadLimit bounds a page after decompression (bash's page is 350 KB).
const manReadLimit = 2 << 20

var errNoPage = errors.New("no man page")

// manTrees lists the trees to search for a program found in binDir.
func (c *Cache) manTrees(binDir string) []string {
	var out []string
	add := func(d string) {
		if d = filepath.Clean(d); filepath.IsAbs(d) && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	beside := func(dir string) {
		if filepath.IsAbs(dir) {
			add(filepath.Join(dir, "..", "share", "man"))
			add(filepath.Join(dir, "..", "man"))
		}
	}
	// The page installed with the program that will run comes first.
	beside(binDir)
	if c.o.ManPath != nil {
		for _, d := range c.o.ManPath {
			add(d)
		}
		return out
	}
	defaults := func() {
		for _, d := range filepath.SplitList(c.o.Path) {
			beside(d)
		}
		for _, d := range DefaultManTrees {
			add(d)
		}
	}
	mp := os.Getenv("MANPATH")
	if mp == "" {
		defaults()
		return out
	}
	// As man-db: an empty element (a leading, trailing or doubled colon)
	// stands for the default trees.
	for _, d := range filepath.SplitList(mp) {
		if d == "" {
			defaults()
		} else {
			add(d)
		}
	}
	return out
}

// listing returns the sorted names in dir, read once per Cache.
func (c *Cache) listing(dir string) []string {
	c.mu.Lock()
	names, ok := c.dirs[dir]
	c.mu.Unlock()
	if ok {
		return names
	}
	f, err := os.Open(dir)
	if err == nil {
		names, _ = f.Readdirnames(-1)
		f.Close()
		slices.Sort(names)
	}
	c.mu.Lock()
	if c.dirs == nil {
		c.dirs = map[string][]string{}
	}
	c.dirs[dir] = names
	c.mu.Unlock()
	return names
}

// pageFile splits a page's file name into name, section suffix and
// compression: "openssl.1ssl.gz" is ("1ssl", ".gz") for name openssl and
// section 1.
func pageFile(file, name, section string) (suffix, comp string, ok bool) {
	rest, ok := strings.CutPrefix(file, name+"."+section)
	if !ok {
		return "", "", false
	}
	if i := strings.IndexByte(rest, '.'); i >= 0 {
		rest, comp = rest[:i], rest[i:]
		switch comp {
		case ".gz", ".bz2", ".xz", ".lzma", ".zst", ".Z", ".lz":
		default:
			return "", "", false
		}
	}
	for _, r := range rest {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return "", "", false
		}
	}
	return rest, comp, true
}

// findPages lists the page files for name, best first: by section, then
// tree; in one directory the plain section before a suffixed one
// (openssl.1ssl); and POSIX pages (ls.1p), which describe the standard
// rather than this machine's program, after all others.
func (c *Cache) findPages(name, binDir string) []string {
	var out, posixAll []string
	trees := c.manTrees(binDir)
	for _, sec := range manSections {
		for _, t := range trees {
			dir := filepath.Join(t, "man"+sec)
			names := c.listing(dir)
			i, _ := slices.BinarySearch(names, name+".")
			var plain, other, posix []string
			for ; i < len(names) && strings.HasPrefix(names[i], name+"."); i++ {
				suffix, _, ok := pageFile(names[i], name, sec)
				p := filepath.Join(dir, names[i])
				switch {
				case !ok:
				case suffix == "":
					plain = append(plain, p)
				case strings.HasPrefix(suffix, "p"):
					posix = append(posix, p)
				default:
					other = append(other, p)
				}
			}
			out = append(append(out, plain...), other...)
			posixAll = append(posixAll, posix...)
		}
	}
	return append(out, posixAll...)
}

// readPage reads and decompresses one page file, following a page that
// is only a `.so other/page` line (a few levels, never out of its tree).
// Only regular files whose links end in a man directory are read, so a
// page that is a link to a secret is never sent to the model.
func readPage(path string, depth int) (string, error) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(filepath.Base(filepath.Dir(real)), "man") {
		return "", errors.New("not in a man directory")
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() {
		return "", errors.New("not a regular file")
	}
	f, err := os.Open(real)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var r io.Reader = f
	switch filepath.Ext(real) {
	case ".gz":
		zr, err := gzip.NewReader(f)
		if err != nil {
			return "", err
		}
		r = zr
	case ".bz2":
		r = bzip2.NewReader(f)
	case ".xz", ".lzma", ".zst", ".Z", ".lz":
		return "", errors.New("compressed in a format caro does not read")
	}
	data, err := io.ReadAll(io.LimitReader(r, manReadLimit))
	if err != nil && len(data) == 0 {
		return "", err
	}
	src := string(data)
	if target, ok := soTarget(src); ok {
		if depth >= 3 {
			return "", errors.New(".so loop")
		}
		// .so names a file relative to the tree (the parent of manN).
		tree := filepath.Dir(filepath.Dir(path))
		p := filepath.Join(tree, filepath.FromSlash(target))
		if rel, err := filepath.Rel(tree, p); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return "", errors.New(".so outside the man tree")
		}
		for _, ext := range []string{"", ".gz", ".bz2"} {
			if _, err := os.Stat(p + ext); err == nil {
				return readPage(p+ext, depth+1)
			}
		}
		return "", errNoPage
	}
	return src, nil
}

// soTarget reports a page whose only content is a .so request.
func soTarget(src string) (string, bool) {
	for _, l := range strings.Split(src, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, `.\"`) || strings.HasPrefix(t, `'\"`) || t == "." {
			continue
		}
		if rest, ok := strings.CutPrefix(t, ".so "); ok {
			return strings.TrimSpace(rest), true
		}
		return "", false
	}
	return "", false
}

// readMan finds, reads and formats name's page, and returns the text and
// the source line of its header (.TH's fourth field, .Os), such as "GNU
// coreutils 9.4".
func (c *Cache) readMan(name, binDir string) (text, source string, err error) {
	err = errNoPage
	for _, p := range c.findPages(name, binDir) {
		src, rerr := readPage(p, 0)
		if rerr != nil {
			err = rerr
			continue
		}
		text, source = renderMan(src)
		if strings.TrimSpace(text) != "" {
			return text, source, nil
		}
	}
	return "", "", err
}

// renderMan formats a man(7) or mdoc(7) page as plain text the way man
// would, near enough for ManSummary and FlagWords: section headings at the
// left margin, everything else indented, paragraphs filled and wrapped at
// 80 columns, list tags on lines of their own. Text before the first section heading
// is dropped, and a file with no section heading gives nothing.
func renderMan(src string) (text, source string) {
	r := &roffRenderer{}
	var joined strings.Builder
	for _, l := range strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n") {
		// A line ending in an unescaped backslash goes on with the next.
		if n := len(l) - len(strings.TrimRight(l, `\`)); n%2 == 1 {
			joined.WriteString(l[:len(l)-1])
			continue
		}
		if joined.Len() > 0 {
			joined.WriteString(l)
			l = joined.String()
			joined.Reset()
		}
		r.line(l)
	}
	r.line(joined.String())
	r.brk()
	return strings.TrimRight(r.out.String(), "\n"), strings.TrimSpace(r.source)
}

type roffRenderer struct {
	out      bytes.Buffer
	cur      strings.Builder
	started  bool // a section heading was seen
	mdoc     bool
	nofill   bool
	table    int // 1: reading a tbl format, 2: rows
	skipTo   string
	skipCond int  // brace depth of a false conditional block
	ieTaken  bool // the last .ie took its branch
	tag      bool // the next output line is a list tag
	body     bool // lines belong to a tag's description: indented further
	heading  int  // 1: the next text line is a .SH heading, 2: .SS
	section  string
	name     string // mdoc's .Nm
	source   string
}

// fillWidth is where filled text wraps, as man does for an 80-column
// terminal.
const fillWidth = 80 - 7

func (r *roffRenderer) brk() {
	if s := strings.TrimSpace(r.cur.String()); s != "" && r.started {
		for s != "" {
			line := s
			if !r.nofill && len(s) > fillWidth {
				if i := strings.LastIndexByte(s[:fillWidth+1], ' '); i > 0 {
					line = s[:i]
				} else if i := strings.IndexByte(s, ' '); i > 0 {
					line = s[:i]
				}
			}
			r.out.WriteString("       ")
			if r.body {
				r.out.WriteString("       ")
			}
			r.out.WriteString(strings.TrimSpace(line))
			r.out.WriteByte('\n')
			s = strings.TrimSpace(s[len(line):])
		}
	}
	r.cur.Reset()
}

func (r *roffRenderer) text(s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if r.cur.Len() > 0 {
		r.cur.WriteByte(' ')
	}
	r.cur.WriteString(s)
	if r.nofill {
		r.brk()
	}
	if r.tag {
		r.tag = false
		r.brk()
		r.body = true
	}
}

func (r *roffRenderer) head(s string, level int) {
	r.brk()
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	r.started = true
	if level == 1 {
		r.section = strings.ToUpper(s)
		r.out.WriteString(r.section)
	} else {
		r.out.WriteString("   " + s)
	}
	r.out.WriteByte('\n')
	r.tag, r.nofill, r.body = false, false, false
}

func (r *roffRenderer) line(l string) {
	if r.skipTo != "" {
		if strings.TrimSpace(l) == r.skipTo {
			r.skipTo = ""
		}
		return
	}
	if r.skipCond > 0 {
		r.skipCond += strings.Count(l, `\{`) - strings.Count(l, `\}`)
		return
	}
	l = strings.ReplaceAll(l, `\}`, "")
	if l == "" {
		if !r.mdoc {
			r.brk()
		}
		return
	}
	if l[0] != '.' && l[0] != '\'' {
		r.textLine(l)
		return
	}
	name, rest := splitRequest(l[1:])
	if strings.HasPrefix(name, `\"`) || name == "" {
		return
	}
	if r.mdoc {
		r.mdocRequest(name, rest)
		return
	}
	r.manRequest(name, rest)
}

func (r *roffRenderer) textLine(l string) {
	if r.heading > 0 {
		level := r.heading
		r.heading = 0
		r.head(unescape(l), level)
		return
	}
	if r.table == 1 {
		if strings.HasSuffix(strings.TrimSpace(l), ".") {
			r.table = 2
		}
		return
	}
	if r.table == 2 {
		l = strings.NewReplacer("T{", "", "T}", "", "\t", "  ").Replace(l)
	}
	if l == "" {
		return
	}
	if l[0] == ' ' || l[0] == '\t' {
		r.brk() // a line that starts with space breaks the line
	}
	r.text(unescape(l))
}

// splitRequest separates a control line's name from its arguments.
func splitRequest(s string) (name, rest string) {
	s = strings.TrimLeft(s, " \t")
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimLeft(s[i:], " \t")
}

// args splits a request's arguments: blanks separate, double quotes group
// ("" inside quotes is a quote), a backslash keeps the next byte with it.
// The arguments keep their escapes.
func args(s string) []string {
	var out []string
	var b strings.Builder
	in, quoted := false, false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == '\\' && i+1 < len(s):
			if s[i+1] == '"' && !quoted {
				// A comment ends the arguments.
				i = len(s)
				continue
			}
			b.WriteByte(ch)
			b.WriteByte(s[i+1])
			i++
			in = true
		case ch == '"' && quoted && i+1 < len(s) && s[i+1] == '"':
			b.WriteByte('"')
			i++
		case ch == '"' && quoted:
			quoted = false
		case ch == '"' && !in:
			quoted, in = true, true
		case (ch == ' ' || ch == '\t') && !quoted:
			if in {
				out = append(out, b.String())
				b.Reset()
				in = false
			}
		default:
			b.WriteByte(ch)
			in = true
		}
	}
	if in {
		out = append(out, b.String())
	}
	return out
}

func unescapeAll(a []string, sep string) string {
	u := make([]string, len(a))
	for i, s := range a {
		u[i] = unescape(s)
	}
	return strings.Join(u, sep)
}

func (r *roffRenderer) manRequest(name, rest string) {
	a := args(rest)
	switch name {
	case "Dd", "Dt":
		if !r.started {
			r.mdoc = true
		}
	case "TH":
		if len(a) > 3 {
			r.source = unescape(a[3])
		}
	case "SH", "SS":
		level := 1
		if name == "SS" {
			level = 2
		}
		if len(a) == 0 {
			r.brk()
			r.heading = level
			return
		}
		r.head(unescapeAll(a, " "), level)
	case "PP", "P", "LP", "HP":
		r.brk()
		r.body = false
	case "sp", "br", "RS", "RE", "Sp", "in", "ti", "ce", "bp", "PD":
		r.brk()
	case "TP", "TQ":
		r.brk()
		r.tag, r.body = true, false
	case "IP":
		r.brk()
		r.body = false
		if len(a) > 0 {
			r.text(unescape(a[0]))
			r.brk()
			r.body = true
		}
	case "B", "I", "SM", "SB", "R", "UE", "ME":
		if len(a) > 0 {
			r.text(unescapeAll(a, " "))
		}
	case "BR", "BI", "IB", "IR", "RB", "RI":
		r.text(unescapeAll(a, ""))
	case "nf", "EX", "Vb":
		r.brk()
		r.nofill = true
	case "fi", "EE", "Ve":
		r.brk()
		r.nofill = false
	case "SY":
		r.brk()
		r.text(unescapeAll(a, " "))
	case "OP":
		r.text("[" + unescapeAll(a, " ") + "]")
	case "YS":
		r.brk()
	case "TS":
		r.brk()
		r.nofill, r.table = true, 1
	case "TE":
		r.brk()
		r.nofill, r.table = false, 0
	case "de", "de1", "am", "ig":
		r.skipTo = ".."
	case "EQ":
		r.skipTo = ".EN"
	case "if", "ie", "el":
		r.conditional(name, rest)
	case "ds", "nr", "so", "ad", "na", "hy", "nh", "ne", "ta", "ft", "ps", "vs", "ll", "lt", "fam", "cs", "ss",
		"mk", "rt", "tr", "char", "ec", "eo", "cc", "c2", "ev", "ul", "cu", "IX", "UC", "PU", "DT", "AT", "UR",
		"MT", "rm", "rn", "als", "do", "hw", "hc", "lf", "pc", "pl", "po", "sy", "pso", "tm", "ab", "ex", "nx",
		"rd", "wh", "ch", "it", "fp", "ftr", "fl", "nm", "nn", "ls", "lg", "mso", "open", "close", "write", "fc",
		"in1", "blm", "lsm", "em", "cflags", "ptr", "kern", "\\}":
	default:
		// A page's own macro: its arguments are usually its text.
		if len(a) > 0 {
			r.text(unescapeAll(a, " "))
		}
	}
}

// conditional keeps the nroff branch of .if/.ie/.el and drops the others
// (troff, groff version tests and the like), with their \{ … \} blocks.
func (r *roffRenderer) conditional(name, rest string) {
	var take bool
	body := rest
	switch name {
	case "el":
		take = !r.ieTaken
	default:
		cond, b := splitRequest(rest)
		body = b
		take = cond == "n" || cond == "!t"
		if len(cond) >= 3 && cond[0] == '\'' && strings.Count(cond, "'") == 3 {
			// 'a'b' compares two strings (configure fills them in).
			parts := strings.Split(cond[1:len(cond)-1], "'")
			take = unescape(parts[0]) == unescape(parts[1])
		}
		if name == "ie" {
			r.ieTaken = take
		}
	}
	if !take {
		if d := strings.Count(body, `\{`) - strings.Count(body, `\}`); d > 0 {
			r.skipCond = d
		}
		return
	}
	body = strings.TrimLeft(strings.Replace(body, `\{`, "", 1), " \t")
	if body != "" {
		r.line(body)
	}
}

// mdocCallable are the mdoc macros that may appear inside a macro line.
var mdocCallable = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`Ac Ad An Ao Ap Aq Ar At Bc Bo Bq Brc Bro Brq Bsx Bx Cd Cm Dc Do Dq Dv Dx Ec Em En Eo Er Es Ev Fa Fc Fl Fn Fo Fr Ft Fx Ic In Li Lk Ms Mt Nm No Ns Nx Oc Oo Op Ot Ox Pa Pc Pf Po Pq Qc Ql Qo Qq Sc Sh So Sq St Sx Sy Ta Tn Ux Va Vt Xc Xo Xr`) {
		m[n] = true
	}
	return m
})

func (r *roffRenderer) mdocRequest(name, rest string) {
	a := args(rest)
	switch name {
	case "Dd", "Dt", "Bk", "Ek", "Sm", "Ex", "Rv", "Lb", "In", "Ft", "Fd", "ds", "nr", "ad", "na", "hy", "nh", "ne", "ta", "ft", "ll", "tr", "%A", "%B", "%C", "%D", "%I", "%J", "%N", "%O", "%P", "%Q", "%R", "%T", "%U", "%V":
	case "Os":
		r.source = unescapeAll(a, " ")
	case "Sh", "SH":
		r.head(unescapeAll(a, " "), 1)
	case "Ss", "SS":
		r.head(unescapeAll(a, " "), 2)
	case "Pp", "Lp", "PP", "LP", "El", "Rs", "Re", "sp", "br":
		r.brk()
	case "Bl":
		r.brk()
	case "Bd":
		r.brk()
		r.nofill = slices.Contains(a, "-literal") || slices.Contains(a, "-unfilled")
	case "Ed":
		r.brk()
		r.nofill = false
	case "It":
		r.brk()
		r.body = false
		if s := r.inline(a); s != "" {
			r.text(s)
			r.brk()
			r.body = true
		}
	case "D1", "Dl":
		r.brk()
		r.text(r.inline(a))
		r.brk()
	case "Nd":
		r.text("\u2014 " + r.inline(a))
	case "Nm":
		if r.section == "SYNOPSIS" {
			r.brk()
		}
		r.text(r.inline(append([]string{"Nm"}, a...)))
	case "de", "de1", "am", "ig":
		r.skipTo = ".."
	case "if", "ie", "el":
		r.conditional(name, rest)
	default:
		if mdocCallable()[name] {
			r.text(r.inline(append([]string{name}, a...)))
		} else {
			r.text(r.inline(a))
		}
	}
}

// inline evaluates an mdoc macro line's words into text.
func (r *roffRenderer) inline(toks []string) string {
	var b strings.Builder
	noSpace := false
	emit := func(w string) {
		if w == "" {
			return
		}
		closing := len(w) == 1 && strings.Contains(".,:;)]?!", w)
		if b.Len() > 0 && !noSpace && !closing {
			b.WriteByte(' ')
		}
		b.WriteString(w)
		noSpace = len(w) == 1 && strings.Contains("([", w)
	}
	// words takes the plain words after a macro, up to the next macro.
	words := func(i int) ([]string, int) {
		var ws []string
		for ; i < len(toks) && !mdocCallable()[toks[i]]; i++ {
			ws = append(ws, unescape(toks[i]))
		}
		return ws, i
	}
	// An enclosure (Op, Dq …) takes the rest of the line; it is closed
	// at the end, innermost first.
	var closers []string
	enclose := func(open, close string, i int) int {
		emit(open)
		noSpace = true
		closers = append(closers, close)
		return i
	}
	for i := 0; i < len(toks); {
		t := toks[i]
		if !mdocCallable()[t] {
			emit(unescape(t))
			i++
			continue
		}
		i++
		switch t {
		case "Fl":
			ws, j := words(i)
			delim := func(w string) bool { return len(w) == 1 && strings.Contains(".,:;)]|", w) }
			if len(ws) == 0 || delim(ws[0]) {
				// A bare Fl is a dash, joined to what follows
				// (.Fl Fl apple is --apple).
				emit("-")
				noSpace = len(ws) == 0 && j < len(toks)
			}
			for _, w := range ws {
				if delim(w) {
					emit(w)
				} else {
					emit("-" + w)
				}
			}
			i = j
		case "Ar":
			ws, j := words(i)
			if len(ws) == 0 {
				ws = []string{"file ..."}
			}
			for _, w := range ws {
				emit(w)
			}
			i = j
		case "Nm":
			ws, j := words(i)
			if len(ws) > 0 && r.name == "" {
				r.name = ws[0]
			}
			if len(ws) == 0 || len(ws[0]) == 1 && strings.Contains(".,:;)]", ws[0]) {
				emit(r.name)
			}
			for _, w := range ws {
				emit(w)
			}
			i = j
		case "Xr":
			ws, j := words(i)
			if len(ws) >= 2 {
				emit(ws[0] + "(" + ws[1] + ")")
				ws = ws[2:]
			}
			for _, w := range ws {
				emit(w)
			}
			i = j
		case "Op":
			i = enclose("[", "]", i)
		case "Dq", "Qq":
			i = enclose("\"", "\"", i)
		case "Sq", "Ql":
			i = enclose("'", "'", i)
		case "Pq":
			i = enclose("(", ")", i)
		case "Bq":
			i = enclose("[", "]", i)
		case "Brq":
			i = enclose("{", "}", i)
		case "Aq":
			i = enclose("<", ">", i)
		case "Oo", "Bo":
			emit("[")
		case "Oc", "Bc":
			emit("]")
		case "Po":
			emit("(")
		case "Pc":
			emit(")")
		case "Do", "Qo", "Dc", "Qc":
			emit("\"")
		case "So", "Sc":
			emit("'")
		case "Ao":
			emit("<")
		case "Ac":
			emit(">")
		case "Bro":
			emit("{")
		case "Brc":
			emit("}")
		case "Ns":
			noSpace = true
		case "Ap":
			b.WriteByte('\'')
			noSpace = true
		case "Pf":
			if i < len(toks) {
				emit(unescape(toks[i]))
				noSpace = true
				i++
			}
		case "St":
			// -p1003.1-2008 names a standard; it is not an option.
			_, j := words(i)
			emit("POSIX")
			i = j
		case "At", "Bx", "Bsx", "Dx", "Fx", "Nx", "Ox", "Ux":
			emit(map[string]string{"At": "AT&T UNIX", "Bx": "BSD", "Bsx": "BSD/OS", "Dx": "DragonFly", "Fx": "FreeBSD", "Nx": "NetBSD", "Ox": "OpenBSD", "Ux": "UNIX"}[t])
		case "Ta":
			emit(" ")
		case "Sh", "Xc", "Xo", "Ec", "Eo", "Es", "En", "Fo", "Fc":
			_, j := words(i)
			i = j
		default:
			// Fonts and semantic markup: their words, as they are.
			ws, j := words(i)
			for _, w := range ws {
				emit(w)
			}
			i = j
		}
	}
	for i := len(closers) - 1; i >= 0; i-- {
		b.WriteString(closers[i])
	}
	return b.String()
}

// specials maps roff special characters to text.
var specials = map[string]string{
	"em": "\u2014", "en": "\u2013", "hy": "-", "mi": "-", "aq": "'", "dq": "\"", "lq": "\"", "rq": "\"",
	"oq": "'", "cq": "'", "bu": "\u2022", "co": "(C)", "rg": "(R)", "tm": "(TM)", "ti": "~", "ha": "^",
	"rs": "\\", "sl": "/", "ba": "|", "or": "|", "bv": "|", "la": "<", "ra": ">", "Fo": "\u00ab", "Fc": "\u00bb",
	"at": "@", "sh": "#", "Do": "$", "pl": "+", "eq": "=", "mu": "x", "<=": "<=", ">=": ">=", "!=": "!=",
	"->": "->", "<-": "<-", "aa": "'", "ga": "`", "ul": "_", "ru": "_", "sq": "#", "de": "\u00b0", "ct": "c",
	"R": "(R)", "Tm": "(TM)", "Aq": "'", "Lq": "\"", "Rq": "\"",
}

// unescape turns roff escapes into text: fonts and sizes vanish, \- and
// \(hy become hyphens, special characters become their text.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	// name reads an escape's name: (xx, [long] or one character.
	name := func(i int) (string, int) {
		switch {
		case i >= len(s):
			return "", i
		case s[i] == '(' && i+3 <= len(s):
			return s[i+1 : i+3], i + 3
		case s[i] == '(':
			return "", len(s)
		case s[i] == '[':
			j := strings.IndexByte(s[i:], ']')
			if j < 0 {
				return "", len(s)
			}
			return s[i+1 : i+j], i + j + 1
		}
		return s[i : i+1], i + 1
	}
	// delimited skips an argument like 'text' (any delimiter).
	delimited := func(i int) int {
		if i >= len(s) {
			return i
		}
		j := strings.IndexByte(s[i+1:], s[i])
		if j < 0 {
			return len(s)
		}
		return i + 1 + j + 1
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			i++
			continue
		}
		e := s[i+1]
		i += 2
		switch e {
		case '"', '#':
			return strings.TrimRight(b.String(), " \t")
		case 'f', 'F', 'n', 'g', 'k', 'm', 'M', 'V', 'Y', '$':
			_, i = name(i)
		case '*':
			var n string
			n, i = name(i)
			b.WriteString(specials[n])
		case '(', '[':
			var n string
			n, i = name(i - 1)
			if v, ok := specials[n]; ok {
				b.WriteString(v)
			} else if strings.HasPrefix(n, "u") && len(n) >= 5 {
				var r rune
				ok := true
				for _, h := range n[1:] {
					switch {
					case h >= '0' && h <= '9':
						r = r*16 + h - '0'
					case h >= 'A' && h <= 'F':
						r = r*16 + h - 'A' + 10
					case h >= 'a' && h <= 'f':
						r = r*16 + h - 'a' + 10
					default:
						ok = false
					}
				}
				if ok {
					b.WriteRune(r)
				}
			}
		case 's':
			if i < len(s) && (s[i] == '+' || s[i] == '-') {
				i++
			}
			switch {
			case i < len(s) && (s[i] == '(' || s[i] == '['):
				_, i = name(i)
			case i < len(s) && s[i] == '\'':
				i = delimited(i)
			default:
				if i < len(s) && s[i] >= '0' && s[i] <= '9' {
					i++
					if i < len(s) && s[i-1] >= '1' && s[i-1] <= '3' && s[i] >= '0' && s[i] <= '9' {
						i++
					}
				}
			}
		case 'h', 'v', 'w', 'x', 'l', 'L', 'b', 'D', 'X', 'Z', 'o', 'N', 'R', 'S', 'A', 'B', 'C':
			i = delimited(i)
		case 'e', '\\':
			b.WriteByte('\\')
		case '-', '.', '\'', '`':
			b.WriteByte(e)
		case ' ', '~', '0', 't':
			b.WriteByte(' ')
		case 'z':
			// zero-width: the next character is still text
		case '&', '|', '^', ',', '/', ')', ':', '%', 'c', 'd', 'u', 'p', 'a', 'r', '{', '}', '!', '?', 'E':
		default:
			b.WriteByte(e)
		}
	}
	return b.String()
}
