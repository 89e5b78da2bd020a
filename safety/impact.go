package safety

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// previewLimit bounds the entries a preview walks.
const previewLimit = 10000

// maxNames is how many names an Impact lists.
const maxNames = 5

// Summary renders the impact as one line.
func (im *Impact) Summary() string {
	if im == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %s", im.Verb, im.Count, plural(im.Count, "entry", "entries"))
	if im.Bytes > 0 {
		fmt.Fprintf(&b, " (%s)", humanBytes(im.Bytes))
	}
	if len(im.Names) > 0 {
		fmt.Fprintf(&b, ": %s", strings.Join(im.Names, ", "))
		if im.Count > len(im.Names) {
			b.WriteString(", …")
		}
	}
	if im.Partial {
		b.WriteString(" (at least; not all could be counted)")
	}
	if im.Note != "" {
		fmt.Fprintf(&b, " — %s", im.Note)
	}
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func humanBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}

// Preview says what a command line that deletes, moves or overwrites
// would touch in cwd, by expanding its paths and globs without running
// anything. It returns nil when the line does none of these.
func Preview(cmdline, cwd, home string) (im *Impact) {
	defer func() {
		if recover() != nil {
			im = &Impact{Verb: "change", Partial: true, Note: "the paths could not be expanded"}
		}
	}()
	if len(cmdline) > MaxLength {
		return nil
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(cmdline), "")
	if err != nil {
		return nil
	}
	p := &previewer{cwd: cwd, home: home, seen: map[string]bool{}}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Stmt:
			for _, r := range x.Redirs {
				if (r.Op == syntax.RdrOut || r.Op == syntax.RdrAll || r.Op == syntax.RdrClob) && r.Word != nil {
					p.overwrite(r.Word)
				}
			}
		case *syntax.CallExpr:
			p.call(x.Args)
		}
		return true
	})
	if p.im == nil {
		return nil
	}
	return p.im
}

type previewer struct {
	cwd, home string
	im        *Impact
	seen      map[string]bool
	entries   int
}

func (p *previewer) impact(verb string) *Impact {
	if p.im == nil {
		p.im = &Impact{Verb: verb}
	} else if p.im.Verb != verb {
		p.im.Verb = "change"
	}
	return p.im
}

// fields expands static words with globbing in cwd; a dynamic word makes
// the preview partial.
func (p *previewer) fields(ws []*syntax.Word, verb string) []string {
	var out []string
	for _, w := range ws {
		sw := staticWord(w)
		if sw.dynamic {
			im := p.impact(verb)
			im.Partial = true
			im.Note = "a path is computed at run time"
			continue
		}
		cfg := &expand.Config{
			Env:      expand.ListEnviron("PWD="+p.cwd, "HOME="+p.home),
			ReadDir2: os.ReadDir,
			NullGlob: true,
		}
		vals, err := expand.Fields(cfg, w)
		if err != nil {
			continue
		}
		for _, v := range vals {
			if v == "~" || strings.HasPrefix(v, "~/") {
				v = p.home + v[1:]
			}
			out = append(out, v)
		}
	}
	return out
}

func (p *previewer) abs(v string) string {
	if filepath.IsAbs(v) {
		return filepath.Clean(v)
	}
	return filepath.Join(p.cwd, v)
}

func (p *previewer) call(args []*syntax.Word) {
	if len(args) == 0 {
		return
	}
	name := filepath.Base(strings.TrimLeft(literal(args[0]), `\`))
	rest := args[1:]
	// Unwrap the common wrappers so `sudo rm …` previews too.
	for (name == "sudo" || name == "doas" || name == "command" || name == "nice" || name == "nohup" || name == "time") && len(rest) > 0 {
		for len(rest) > 0 && strings.HasPrefix(literal(rest[0]), "-") {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return
		}
		name = filepath.Base(literal(rest[0]))
		rest = rest[1:]
	}
	flags := parseFlags(name, strs(flatten(wordsOf(rest))))
	ops := operandWords(rest)
	switch name {
	case "rm", "shred", "unlink":
		recursive := flags.has("r|R|recursive")
		for _, v := range p.fields(ops, "delete") {
			p.count(p.abs(v), "delete", recursive)
		}
	case "truncate":
		for _, v := range p.fields(ops, "overwrite") {
			p.count(p.abs(v), "overwrite", false)
		}
	case "mv", "cp":
		vals := p.fields(ops, "move")
		if len(vals) < 2 {
			return
		}
		dst := p.abs(vals[len(vals)-1])
		srcs := vals[:len(vals)-1]
		fi, err := os.Stat(dst)
		if name == "mv" {
			for _, s := range srcs {
				p.count(p.abs(s), "move", true)
			}
		}
		switch {
		case err == nil && !fi.IsDir():
			p.count(dst, "overwrite", false)
		case err == nil && fi.IsDir():
			for _, s := range srcs {
				target := filepath.Join(dst, filepath.Base(s))
				if _, err := os.Lstat(target); err == nil {
					p.count(target, "overwrite", true)
				}
			}
		}
	case "find":
		p.find(rest)
	}
}

func wordsOf(ws []*syntax.Word) []word {
	out := make([]word, len(ws))
	for i, w := range ws {
		out[i] = staticWord(w)
	}
	return out
}

// operandWords drops options (words starting with "-" before "--").
func operandWords(ws []*syntax.Word) []*syntax.Word {
	var out []*syntax.Word
	dd := false
	for _, w := range ws {
		l := literal(w)
		if !dd && l == "--" {
			dd = true
			continue
		}
		if !dd && strings.HasPrefix(l, "-") && len(l) > 1 {
			continue
		}
		out = append(out, w)
	}
	return out
}

func (p *previewer) overwrite(w *syntax.Word) {
	for _, v := range p.fields([]*syntax.Word{w}, "overwrite") {
		if strings.HasPrefix(v, "/dev/") {
			continue
		}
		if fi, err := os.Stat(p.abs(v)); err == nil && fi.Mode().IsRegular() {
			p.count(p.abs(v), "overwrite", false)
		}
	}
}

// count adds path (and, when recursive, what is below it) to the impact.
func (p *previewer) count(path, verb string, recursive bool) {
	if p.seen[path] {
		return
	}
	p.seen[path] = true
	fi, err := os.Lstat(path)
	if err != nil {
		return
	}
	im := p.impact(verb)
	p.add(im, path, fi)
	if !recursive || !fi.IsDir() {
		return
	}
	switch classify(path, p.cwd, p.home) {
	case ClassRoot, ClassSystem, ClassHome:
		// Counting a whole system or home tells nothing more than this.
		im.Partial = true
		im.Note = "everything under " + path
		return
	}
	_ = filepath.WalkDir(path, func(q string, d fs.DirEntry, err error) error {
		if q == path {
			return nil
		}
		if err != nil {
			im.Partial = true
			return nil
		}
		if p.entries >= previewLimit {
			im.Partial = true
			return filepath.SkipAll
		}
		if info, err := d.Info(); err == nil {
			p.add(im, q, info)
		}
		return nil
	})
}

func (p *previewer) add(im *Impact, path string, fi fs.FileInfo) {
	p.entries++
	im.Count++
	if fi.Mode().IsRegular() {
		im.Bytes += fi.Size()
	}
	if len(im.Names) < maxNames {
		name := path
		if rel, err := filepath.Rel(p.cwd, path); err == nil && !strings.HasPrefix(rel, "..") {
			name = rel
		}
		im.Names = append(im.Names, name)
	}
}

// find previews -delete with the simple tests it understands: -name,
// -iname, -type f/d, -maxdepth.
func (p *previewer) find(args []*syntax.Word) {
	vals := strs(flatten(wordsOf(args)))
	if !strings.Contains(" "+strings.Join(vals, " ")+" ", " -delete ") {
		return
	}
	starts := findStarts(vals)
	im := p.impact("delete")
	var name, iname, typ string
	maxdepth := -1
	for i := 0; i < len(vals); i++ {
		switch vals[i] {
		case "-name", "-iname", "-type", "-maxdepth":
			if i+1 >= len(vals) {
				break
			}
			switch vals[i] {
			case "-name":
				name = vals[i+1]
			case "-iname":
				iname = strings.ToLower(vals[i+1])
			case "-type":
				typ = vals[i+1]
			case "-maxdepth":
				fmt.Sscan(vals[i+1], &maxdepth)
			}
			i++
		case "-delete", "-print", "-depth":
		default:
			if strings.HasPrefix(vals[i], "-") {
				// A test the preview cannot apply: count is an upper bound.
				im.Partial = true
				im.Note = "find tests beyond -name and -type are not applied"
			}
		}
	}
	for _, s := range starts {
		root := p.abs(s)
		_ = filepath.WalkDir(root, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if p.entries >= previewLimit {
				im.Partial = true
				return filepath.SkipAll
			}
			depth := strings.Count(strings.TrimPrefix(q, root), string(filepath.Separator))
			if maxdepth >= 0 && depth > maxdepth {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if q == root {
				return nil
			}
			base := d.Name()
			if name != "" {
				if ok, _ := filepath.Match(name, base); !ok {
					return nil
				}
			}
			if iname != "" {
				if ok, _ := filepath.Match(iname, strings.ToLower(base)); !ok {
					return nil
				}
			}
			if (typ == "f" && !d.Type().IsRegular()) || (typ == "d" && !d.IsDir()) {
				return nil
			}
			if info, err := d.Info(); err == nil {
				p.add(im, q, info)
			}
			return nil
		})
	}
}
