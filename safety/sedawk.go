package safety

import (
	"strings"
)

// sedJudge judges sed: -i edits files; the script's e command and s///e
// run commands, w and W write files. The script is read with sed's own
// grammar; a script caro cannot read is not safe.
func sedJudge(a *analyzer, args []string, ws []word, c cctx) {
	var scripts []string
	// positional is the first operand, which is the script unless an
	// -e or -f gives one anywhere on the line (then it is a file, as are
	// all the operands: sed -i FILE -e SCRIPT)
	positional := ""
	sandbox, inPlace, fromFile, explicit := false, false, false, false
	ops := 0
	dynamic := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "" && ws[i].dynamic {
			if len(scripts) == 0 && !fromFile {
				dynamic = true
			}
			ops++
			continue
		}
		switch {
		case arg == "--":
			for _, r := range args[i+1:] {
				if len(scripts) == 0 && !fromFile {
					scripts = append(scripts, r)
				}
			}
			i = len(args)
		case strings.HasPrefix(arg, "--") && len(arg) > 2:
			n, v, has := strings.Cut(arg[2:], "=")
			full, _ := longMatch(n, []string{"expression", "file", "in-place", "line-length", "null-data", "zero-terminated", "quiet", "silent", "regexp-extended", "separate", "sandbox", "debug", "posix", "follow-symlinks", "unbuffered", "binary", "help", "version"})
			switch full {
			case "expression":
				explicit = true
				if !has && i+1 < len(args) {
					i++
					v = args[i]
				}
				if v == "" {
					dynamic = true
				}
				scripts = append(scripts, v)
			case "file":
				fromFile, explicit = true, true
				if !has {
					i++
				}
			case "in-place":
				inPlace = true
			case "line-length":
				if !has {
					i++
				}
			case "sandbox":
				sandbox = true
			case "":
				if strings.HasPrefix("in-place", n) {
					inPlace = true
				}
			}
		case arg == "-e":
			explicit = true
			if i+1 < len(args) {
				i++
				if args[i] == "" {
					dynamic = true
				}
				scripts = append(scripts, args[i])
			}
		case strings.HasPrefix(arg, "--expression="):
			explicit = true
			scripts = append(scripts, strings.TrimPrefix(arg, "--expression="))
		case arg == "-f" || strings.HasPrefix(arg, "--file"):
			fromFile, explicit = true, true
			if arg == "-f" {
				i++
			}
		case arg == "--sandbox":
			sandbox = true
		case strings.HasPrefix(arg, "--in-place"):
			inPlace = true
		case matchesAny(arg, "-l|--line-length"):
			i++
		case strings.HasPrefix(arg, "--"):
		case strings.HasPrefix(arg, "-") && len(arg) > 1:
			cl := arg[1:]
			for k := 0; k < len(cl); k++ {
				switch cl[k] {
				case 'i':
					inPlace = true
					k = len(cl) // -i.bak: the rest is the suffix
				case 'e':
					explicit = true
					v := cl[k+1:]
					if v == "" && i+1 < len(args) {
						i++
						v = args[i]
					}
					scripts = append(scripts, v)
					k = len(cl)
				case 'f':
					fromFile, explicit = true, true
					if cl[k+1:] == "" {
						i++
					}
					k = len(cl)
				case 'l':
					if cl[k+1:] == "" {
						i++
					}
					k = len(cl)
				}
			}
		default:
			if len(scripts) == 0 && !fromFile {
				scripts = append(scripts, arg)
				positional = arg
			} else {
				ops++
			}
		}
	}
	if explicit && positional != "" {
		// an -e or -f came after it: the first operand was a file
		scripts, positional = scripts[1:], ""
	}
	if dynamic {
		a.add(High, "sed runs a script computed at run time, which can run commands")
		return
	}
	if fromFile {
		a.add(Moderate, "sed runs a script from a file caro has not read")
	}
	if inPlace {
		for _, o := range operandsOf(ws) {
			if o.value == "" {
				continue
			}
			if positional != "" && o.value == positional {
				// the script, not a file: '/^$/d' is no path
				positional = ""
				continue
			}
			if cl := a.classify(o.value); cl >= ClassStartup && cl != ClassCwdAll && cl != ClassDynamic {
				lvl := High
				if cl == ClassAccount || cl == ClassBoot || cl == ClassDevice {
					lvl = Critical
				}
				a.add(lvl, "edits %s in place", className(cl))
			}
		}
		a.add(Moderate, "edits files in place")
	}
	for _, s := range scripts {
		runs, writes, ok := sedScript(s)
		switch {
		case !ok:
			a.add(Moderate, "sed script caro cannot read")
		case len(runs) > 0 && !sandbox:
			a.add(High, "the sed script runs a shell command")
			for _, r := range runs {
				if r != "" {
					a.line(r, c.depth+1, "bash")
				}
			}
		}
		if !sandbox {
			for _, w := range writes {
				a.writeTarget(w, false)
			}
		}
	}
}

// sedScript reads a sed script: the commands its e commands and s///e
// run (an empty string for "the pattern space"), the files w, W and
// s///w write, and whether the script was understood.
func sedScript(s string) (runs, writes []string, ok bool) {
	i := 0
	n := len(s)
	skipSpace := func() {
		for i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == ';' || s[i] == '\n') {
			i++
		}
	}
	toEOL := func() string {
		j := i
		for i < n && s[i] != '\n' {
			i++
		}
		return strings.TrimSpace(s[j:i])
	}
	// delimited reads text up to the unescaped delimiter d.
	delimited := func(d byte) bool {
		for i < n {
			switch {
			case s[i] == '\\' && i+1 < n:
				i += 2
			case s[i] == d:
				i++
				return true
			case s[i] == '\n' && d != '\n':
				return false
			default:
				i++
			}
		}
		return false
	}
	address := func() bool {
		switch {
		case i < n && (s[i] >= '0' && s[i] <= '9'):
			for i < n && (s[i] >= '0' && s[i] <= '9' || s[i] == '~') {
				i++
			}
		case i < n && s[i] == '$':
			i++
		case i < n && s[i] == '/':
			i++
			if !delimited('/') {
				return false
			}
			for i < n && (s[i] == 'I' || s[i] == 'M') {
				i++
			}
		case i+1 < n && s[i] == '\\':
			d := s[i+1]
			i += 2
			if !delimited(d) {
				return false
			}
			for i < n && (s[i] == 'I' || s[i] == 'M') {
				i++
			}
		}
		return true
	}
	for {
		skipSpace()
		if i >= n {
			return runs, writes, true
		}
		if s[i] == '#' {
			toEOL()
			continue
		}
		if !address() {
			return nil, nil, false
		}
		for i < n && s[i] == ' ' {
			i++
		}
		if i < n && (s[i] == ',') {
			i++
			if i < n && (s[i] == '+' || s[i] == '~') {
				i++
			}
			if !address() {
				return nil, nil, false
			}
		}
		for i < n && (s[i] == ' ' || s[i] == '!') {
			i++
		}
		if i >= n {
			return nil, nil, false
		}
		cmd := s[i]
		i++
		switch cmd {
		case '{', '}', '=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F':
		case 'l', 'L', 'q', 'Q':
			for i < n && (s[i] == ' ' || s[i] >= '0' && s[i] <= '9') {
				i++
			}
		case ':', 'b', 't', 'T', 'v':
			for i < n && s[i] != ';' && s[i] != '\n' && s[i] != '}' {
				i++
			}
		case 'a', 'i', 'c':
			// Text to the end of the line (GNU one-liner, or after a
			// backslash and newline).
			if i < n && s[i] == '\\' {
				i++
			}
			for i < n {
				if s[i] == '\\' && i+1 < n {
					i += 2
					continue
				}
				if s[i] == '\n' {
					break
				}
				i++
			}
		case 'r', 'R':
			toEOL()
		case 'w', 'W':
			writes = append(writes, toEOL())
		case 'e':
			runs = append(runs, toEOL())
		case 'y':
			if i >= n {
				return nil, nil, false
			}
			d := s[i]
			i++
			if !delimited(d) { // the characters to replace
				return nil, nil, false
			}
			if !delimited(d) { // their replacements
				return nil, nil, false
			}
		case 's':
			if i >= n {
				return nil, nil, false
			}
			d := s[i]
			if d == '\\' || d == '\n' {
				return nil, nil, false
			}
			i++
			if !delimited(d) {
				return nil, nil, false
			}
			start := i
			if !delimited(d) {
				return nil, nil, false
			}
			repl := s[start : i-1]
			if strings.ContainsAny(repl, "&\\") {
				repl = "" // built from the input: not known
			}
			for i < n {
				f := s[i]
				if f == 'g' || f == 'p' || f == 'i' || f == 'I' || f == 'm' || f == 'M' || f >= '0' && f <= '9' {
					i++
					continue
				}
				if f == 'e' {
					runs = append(runs, repl)
					i++
					continue
				}
				if f == 'w' {
					i++
					writes = append(writes, toEOL())
				}
				break
			}
		default:
			return nil, nil, false
		}
	}
}

// awkJudge judges an awk program: system(), pipes to and from commands
// and print redirections.
func awkJudge(a *analyzer, args []string, ws []word, c cctx) {
	prog := ""
	have := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case arg == "" && ws[i].dynamic && !have:
			a.add(High, "awk runs a program computed at run time, which can run commands")
			return
		case arg == "--":
			if !have && i+1 < len(args) {
				prog, have = args[i+1], true
			}
			i = len(args)
		case arg == "-f" || strings.HasPrefix(arg, "--file") || strings.HasPrefix(arg, "-f"):
			a.add(Moderate, "awk runs a program from a file caro has not read")
			have = true
			if arg == "-f" {
				i++
			}
		case arg == "-i" || arg == "-l" || strings.HasPrefix(arg, "--include") || strings.HasPrefix(arg, "--load") || arg == "-E" || strings.HasPrefix(arg, "--exec"):
			a.add(High, "awk loads code from a file or library")
			i++
		case arg == "-e" || strings.HasPrefix(arg, "--source"):
			if i+1 < len(args) {
				i++
				prog, have = prog+"\n"+args[i], true
			}
		case arg == "-F" || arg == "-v" || arg == "--field-separator" || arg == "--assign":
			if arg == "-v" && i+1 < len(args) {
				_, v, _ := strings.Cut(args[i+1], "=")
				a.holdsCode(v)
			}
			i++
		case strings.HasPrefix(arg, "-") && len(arg) > 1:
		default:
			if !have {
				prog, have = arg, true
			}
		}
	}
	if !have {
		return
	}
	runs, writes := awkProgram(prog)
	if runs {
		a.add(High, "the awk program runs a shell command")
		for _, lit := range awkStrings(prog) {
			sub := &analyzer{o: a.o, cwd: a.cwd}
			sub.line(lit, c.depth+1, "bash")
			sub.finish()
			if r := sub.risk(); r.Level >= High {
				a.found = append(a.found, sub.found...)
			}
		}
		return
	}
	for _, w := range writes {
		if w == "" {
			a.add(High, "the awk program writes to a file named at run time")
			continue
		}
		a.writeTarget(w, false)
	}
}

// awkProgram scans an awk program outside strings and regular
// expressions: system( and a | that is not || run commands; > and >> in a
// print or printf statement, outside parentheses, write a file.
func awkProgram(p string) (runs bool, writes []string) {
	i, n := 0, len(p)
	depth := 0
	inPrint := false
	lastOperand := false
	for i < n {
		ch := p[i]
		switch {
		case ch == '"':
			i = pastLiteral(p, i, "\"")
			lastOperand = true
			continue
		case ch == '/' && !lastOperand:
			i = pastLiteral(p, i, "/\n")
			lastOperand = true
			continue
		case ch == '#':
			for i < n && p[i] != '\n' {
				i++
			}
			continue
		case isIdentStart(ch):
			j := i
			for j < n && (isIdentStart(p[j]) || p[j] >= '0' && p[j] <= '9') {
				j++
			}
			id := p[i:j]
			i = j
			switch id {
			case "system", "@load", "@include":
				return true, nil
			case "print", "printf":
				inPrint = true
				lastOperand = false
				continue
			case "getline":
				lastOperand = true
				continue
			}
			lastOperand = !awkKeyword(id)
			continue
		case ch == '|':
			if i+1 < n && p[i+1] == '|' {
				i += 2
				lastOperand = false
				continue
			}
			return true, nil
		case ch == '(' || ch == '[':
			depth++
		case ch == ')' || ch == ']':
			depth--
			lastOperand = true
			i++
			continue
		case ch == ';' || ch == '\n' || ch == '{' || ch == '}':
			inPrint = false
			depth = 0
		case ch == '>' && inPrint && depth <= 0:
			i++
			if i < n && p[i] == '>' {
				i++
			}
			for i < n && p[i] == ' ' {
				i++
			}
			if i < n && p[i] == '"' {
				j := i + 1
				for j < n && p[j] != '"' {
					j++
				}
				writes = append(writes, p[i+1:min(j, n)])
				i = j + 1
			} else {
				writes = append(writes, "")
			}
			continue
		case ch >= '0' && ch <= '9' || ch == '$':
			lastOperand = true
			i++
			continue
		case ch == ' ' || ch == '\t':
			i++
			continue
		}
		lastOperand = false
		i++
	}
	return false, writes
}

// pastLiteral is the index just past the end of the awk string or regular
// expression that opens at p[i]: the first of the bytes ends that no
// backslash escapes.
func pastLiteral(p string, i int, ends string) int {
	j := i + 1
	for j < len(p) && strings.IndexByte(ends, p[j]) < 0 {
		if p[j] == '\\' {
			j++
		}
		j++
	}
	return j + 1
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '@'
}

func awkKeyword(id string) bool {
	switch id {
	case "if", "else", "while", "for", "do", "in", "return", "BEGIN", "END", "next", "exit", "delete", "function", "func", "break", "continue":
		return true
	}
	return false
}

// awkStrings lists the string literals of an awk program, unescaped.
func awkStrings(p string) []string {
	var out []string
	for i := 0; i < len(p); i++ {
		if p[i] != '"' {
			continue
		}
		var b strings.Builder
		j := i + 1
		for ; j < len(p) && p[j] != '"'; j++ {
			if p[j] == '\\' && j+1 < len(p) {
				j++
				switch p[j] {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				default:
					b.WriteByte(p[j])
				}
				continue
			}
			b.WriteByte(p[j])
		}
		out = append(out, b.String())
		i = j
	}
	return out
}
