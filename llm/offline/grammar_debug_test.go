package offline

import (
	"os"
	"strings"
	"testing"
)

// TestGrammarDebug prints what the grammar reads of the requests in
// CARO_GRAMMAR (separated by "|"), in the directory CARO_CWD: a tool for
// working on the intents, skipped otherwise.
func TestGrammarDebug(t *testing.T) {
	reqs := os.Getenv("CARO_GRAMMAR")
	if reqs == "" {
		t.Skip("CARO_GRAMMAR holds the requests")
	}
	p := gnu()
	p.Cwd = os.Getenv("CARO_CWD")
	for _, req := range strings.Split(reqs, "|") {
		if u := unwrapNote(req, p); u != req {
			// what the client reads: the request inside a note or ticket
			t.Logf("%q\n  unwrapped: %q", req, u)
			req = u
		}
		r := read(req, p)
		var toks []string
		for _, tk := range r.t {
			s := tk.raw
			if tk.kind != kWord {
				s += "/" + map[tkind]string{kNum: "num", kOrd: "ord", kFile: "file", kPath: "path", kQuoted: "q", kFlag: "flag", kSym: "sym", kSize: "size", kWindow: "win", kRange: "range", kCols: "cols", kDelim: "delim", kExt: "ext"}[tk.kind]
			}
			if tk.dir {
				s += "/dir"
			}
			if tk.used {
				s += "/used"
			}
			toks = append(toks, s)
		}
		t.Logf("%q\n  tokens: %s", req, strings.Join(toks, " · "))
		for _, in := range intents() {
			u := r.utt()
			a := in.fn(u)
			if a == nil {
				continue
			}
			var left, used []string
			for _, tk := range u.left() {
				left = append(left, tk.raw)
			}
			for i, tk := range u.t {
				if tk.used && !r.t[i].used {
					used = append(used, tk.raw)
				}
			}
			t.Logf("  %-12s %-50s left: %v used: %v", in.id, a.cmd, left, used)
		}
		gr := grammarRead(req, p)
		g, near := gr.best, gr.near
		if g != nil {
			t.Logf("  => %s  (%s)", g.cmd, g.id)
		} else if os.Getenv("CARO_FINAL") != "" {
			t.Logf("  => none; near %v; fallback: %q", near, ask(t, req, p, 0).Cmd)
		} else {
			t.Logf("  => none; near %v", near)
		}
	}
}
