package offline

import "strings"

// isURL reports whether a word is a web address caro may fetch.
func isURL(w string) bool {
	return (strings.HasPrefix(w, "https://") || strings.HasPrefix(w, "http://")) && len(w) > 10 && !strings.ContainsAny(w, " '\"")
}

// iDownload: "get https://x/a.zip", "grab https://x/a.zip", "download
// https://x/a.zip", "fetch https://x/data.csv and save it as d.csv":
// the file at the address, kept here. An address that names no file
// ("https://x/") and no name to save it as is left to the catalogue.
func iDownload(u *utt) *answer {
	if len(u.t) > 12 || !u.said("get", "grab", "download", "fetch", "pull", "save") {
		return nil
	}
	at := -1
	for i, t := range u.t {
		if !t.used && isURL(t.raw) {
			if at >= 0 {
				return nil // two addresses
			}
			at = i
		}
	}
	if at < 0 {
		return nil
	}
	addr := u.use(at).raw
	// "and save it as d.csv", "to d.csv", "as d.csv": the name to keep
	out := ""
	for i := range u.t {
		if u.seq(i, "as|to|into") && i+1 < len(u.t) && !u.t[i+1].used && (u.t[i+1].kind == kFile || u.t[i+1].kind == kPath) && !u.t[i+1].dir {
			out = u.use(i + 1).raw
			u.use(i)
			break
		}
	}
	// "get" is a filler elsewhere ("get me the size"): read as typed
	words := func(ws string) bool {
		n := 0
		for i, t := range u.t {
			if !t.used && t.kind == kWord && oneOf(ws, t.low) {
				u.use(i)
				n++
			}
		}
		return n > 0
	}
	verb := words("get|grab|download|fetch|pull")
	words("down|the|a|file|from|at|this|that|please|me|it|and|here|locally")
	saveSaid := words("save|keep|store")
	if !verb && !saveSaid {
		return nil
	}
	if out != "" {
		return &answer{cmd: "curl -fL -o " + quote(out) + " " + quote(addr), thought: "curl -o writes what the address returns into " + out + "; -L follows redirects, -f fails on HTTP errors"}
	}
	if !urlNamesFile(addr) {
		return nil
	}
	return &answer{cmd: "curl -fLO " + quote(addr), thought: "curl -O keeps the remote file name; -L follows redirects, -f fails on HTTP errors"}
}
