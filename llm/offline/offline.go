package offline

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/pelletier/go-toml/v2"
	"mvdan.cc/sh/v3/syntax"

	"github.com/caro-sh/caro/internal/snip"
	"github.com/caro-sh/caro/llm"
	"github.com/caro-sh/caro/platform"
	"github.com/caro-sh/caro/safety"
)

//go:embed catalogue.toml
var catalogueTOML []byte

// Task is one entry of the catalogue.
type Task struct {
	ID       string   `toml:"id"`
	Category string   `toml:"category"`
	Say      []string `toml:"say"`
	Cmd      string   `toml:"cmd"`
	Thought  string   `toml:"thought"`
	Explain  string   `toml:"explain"`
	// Steps replace Cmd for tasks that look first: step k answers round
	// k, with status CONTINUE until the last.
	Steps []string `toml:"steps"`
	// Needs lists slots the command cannot do without; a request that
	// lacks one (and has no default) matches less well.
	Needs    []string          `toml:"needs"`
	Defaults map[string]string `toml:"defaults"`
	Variants []Variant         `toml:"variant"`
	// Reads is true for a task that reads one file's contents (head,
	// wc, sort): a directory is no answer to it.
	Reads bool `toml:"reads"`
	// Wants lists words of which the request must say one for the task
	// to match at all: "show the last 5 lines" shares "last 5" with "show
	// the last n commits", but says nothing of commits.
	Wants []string `toml:"wants"`

	sayTokens [][]string
	// sayActs are the actions each phrase names (see actions).
	sayActs  [][]string
	sayWords map[string]bool
	cmdWords map[string]bool
	// wants are Wants read as the request's tokens are.
	wants []string
	// flags are the letters of the short options its commands pass
	// ("-rn" gives r and n) and its long options ("--sort").
	flags map[string]bool
	// onlyFiles is true when every command selects regular files only
	// (find -type f): no answer for a request about directories.
	onlyFiles bool
	// uses are the request slots the task's commands put to use.
	uses map[string]bool
}

// Variant is a command for machines that meet When: comma-separated
// conditions such as "ps=bsd", "coreutils=busybox", "os=darwin", "has=ss",
// "!has=ss". The first variant that applies wins.
type Variant struct {
	When  string   `toml:"when"`
	Cmd   string   `toml:"cmd"`
	Steps []string `toml:"steps"`
	// Thought replaces the task's when the variant says something else
	// ("tar -cjf writes a bzip2-compressed archive").
	Thought string `toml:"thought"`
}

type catalogue struct {
	Task []*Task `toml:"task"`
}

var load = sync.OnceValues(func() ([]*Task, error) {
	var c catalogue
	if err := toml.Unmarshal(catalogueTOML, &c); err != nil {
		return nil, fmt.Errorf("offline: catalogue: %w", err)
	}
	for _, t := range c.Task {
		t.sayWords = map[string]bool{}
		for _, s := range t.Say {
			toks := Tokens(s)
			t.sayTokens = append(t.sayTokens, toks)
			var acts []string
			for _, w := range toks {
				t.sayWords[w] = true
				if actions[w] {
					acts = append(acts, w)
				}
			}
			t.sayActs = append(t.sayActs, acts)
		}
		for _, w := range t.Wants {
			t.wants = append(t.wants, Tokens(w)...)
		}
		t.cmdWords = map[string]bool{}
		t.flags = map[string]bool{}
		t.onlyFiles = true
		cmds := append([]string{t.Cmd}, t.Steps...)
		for _, v := range t.Variants {
			cmds = append(append(cmds, v.Cmd), v.Steps...)
		}
		t.uses = map[string]bool{}
		for _, c := range cmds {
			for _, m := range placeholderRe().FindAllStringSubmatch(c, -1) {
				for _, slot := range slotsUsedBy(m[1]) {
					t.uses[slot] = true
				}
			}
			for _, w := range strings.FieldsFunc(c, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_' }) {
				t.cmdWords[w] = true
			}
			for _, f := range flagsIn(c) {
				t.flags[f] = true
			}
			if c != "" && (!strings.Contains(c, "-type f") || strings.Contains(c, "-type d")) {
				t.onlyFiles = false
			}
		}
		// tar -z is gzip: "tar and gzip the docs folder" names no other
		// program.
		if t.cmdWords["tar"] && t.flags["z"] {
			t.cmdWords["gzip"], t.cmdWords["gunzip"] = true, true
		}
	}
	return c.Task, nil
})

// Threshold is the match confidence below which the backend gives up.
const Threshold = 0.6

// Match is the best catalogue entry for a request. A request the
// catalogue cannot answer for sure has no Task; Near then lists the
// nearest tasks, best first, as suggestions.
type Match struct {
	Task       *Task
	Confidence float64
	Slots      Slots
	Near       []*Task
}

// demote makes the matched task the nearest one instead: the request
// gets no command from it, only its name among the suggestions.
func (m *Match) demote() {
	m.Near = append([]*Task{m.Task}, m.Near...)
	m.Task = nil
}

// meaningful are canonical words that change what a command must do: a
// task whose phrases and command never say one the request says is not
// the request's task ("sort colors.txt in reverse" is not plain sort).
var meaningful = map[string]bool{
	"sort": true, "count": true, "copy": true, "move": true, "rename": true, "extract": true, "compress": true,
	"zip": true, "gzip": true, "delete": true, "replace": true, "unique": true, "column": true, "link": true,
	"executable": true, "permission": true, "reverse": true, "not": true, "ignore": true, "insensitive": true,
	"recursive": true, "hidden": true, "empty": true, "download": true, "stop": true, "file": true,
	"line": true, "word": true, "character": true, "byte": true, "numeric": true, "group": true, "uid": true,
	"create": true, "make": true, "mkdir": true, "touch": true, "duplicate": true, "frequent": true,
	"python": true, "range": true, "delimiter": true, "dest": true, "archive": true, "tarball": true,
	"sum": true, "contain": true, "adjacent": true, "preview": true,
}

// actions are canonical words that name what a command does to its
// input: a phrase that says one is not what a request that never says it
// asks for ("find lines containing ok" is no count; "list empty folders"
// deletes nothing).
var actions = map[string]bool{
	"sort": true, "count": true, "copy": true, "move": true, "rename": true, "extract": true, "compress": true,
	"delete": true, "replace": true, "unique": true, "not": true, "ignore": true, "link": true, "sum": true,
	"reverse": true, "numeric": true, "download": true, "stop": true, "executable": true, "duplicate": true,
	"frequent": true, "create": true,
	// and the words that stand for a value the command takes: a phrase
	// about a column is no answer to a request that names none
	"column": true, "range": true, "delimiter": true, "format": true, "zone": true, "character": true,
}

// saysMore reports whether a phrase's actions include one the request
// does not name.
func saysMore(acts []string, said map[string]bool) bool {
	for _, w := range acts {
		if !said[w] {
			return true
		}
	}
	return false
}

// flagsIn lists the options in a command line or request: each letter of
// a short option cluster ("-la" gives l and a), each long option's name
// ("--sort=-%cpu" gives --sort). Numbers ("-5") are counts, not options.
func flagsIn(s string) []string {
	var out []string
	for _, f := range strings.Fields(s) {
		switch {
		case strings.HasPrefix(f, "--") && len(f) > 2:
			name, _, _ := strings.Cut(f, "=")
			out = append(out, name)
		case len(f) > 1 && f[0] == '-' && len(f) <= 8:
			// letters, then perhaps a value ("-k2", "-n5")
			letters := strings.TrimRightFunc(f[1:], unicode.IsDigit)
			ok := letters != ""
			for _, r := range letters {
				if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
					ok = false
				}
			}
			if ok {
				for _, r := range letters {
					out = append(out, string(r))
				}
			}
		}
	}
	return out
}

// Find matches a request against the catalogue.
func Find(request string) Match {
	tasks, err := load()
	if err != nil {
		return Match{}
	}
	slots, rest := extract(request)
	req := Tokens(rest)
	weak := weakWords(request, req)
	// The kind of the file the request names ("events.log") says what
	// the file is, not what to do with it.
	if k := fileKind(slots["file"]); k != "" {
		weak[canon(k)] = true
	}
	// The words as typed, slot values aside: "unzip" names unzip, though
	// it reads "extract zip" for matching, and "foo.zip" or "python
	// files" name no program.
	said := strings.FieldsFunc(strings.ToLower(rest), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	type scored struct {
		t  *Task
		sc float64
	}
	// Options the request spells out ("sort -r", "ls -S") are ones the
	// command must pass.
	reqFlags := flagsIn(rest)
	reqWords := map[string]bool{}
	for _, w := range req {
		reqWords[w] = true
	}
	var all []scored
	var best Match
	var second float64
	var secondTask *Task
	for _, t := range tasks {
		if !saysOneOf(t.wants, reqWords) {
			continue
		}
		sc := 0.0
		for i, st := range t.sayTokens {
			if saysMore(t.sayActs[i], reqWords) {
				continue
			}
			if v := score(req, st, weak); v > sc {
				sc = v
			}
		}
		if sc == 0 {
			continue
		}
		near := sc
		for _, need := range t.Needs {
			if !slots.has(need) && t.Defaults[need] == "" {
				sc = 0 // a command that cannot do without a value the request lacks
			}
		}
		// A value the request gave that the command would ignore says
		// this is not the task: "processes named python" is pgrep, not
		// ps aux; "the 3rd column" is not the first.
		for slot, v := range slots {
			if v != "" && requestSlots[slot] && !t.uses[slot] {
				sc = 0
			}
		}
		// A request that names a program wants that program: "show
		// running docker containers" is not ps aux.
		for i, w := range said {
			if i > 0 && said[i-1] == "target" {
				continue // the kind of a file the request named ("target zip")
			}
			if prog := programFor(w); prog != "" && !t.cmdWords[prog] {
				sc = 0
			}
		}
		if (t.ID == "git-commit-all" || t.ID == "git-amend-message") && historyAsked(request) ||
			t.ID == "git-log-grep" && !historyAsked(request) && !searchWordRe().MatchString(request) {
			// "commits with message fix", "show commits with fix in the
			// message": the log, no new commit; "commit with message
			// fix" makes one
			sc = 0
		}
		if t.ID == "line-n" && slots["nlines"] != "" {
			sc = 0 // "show 3 lines of x" is no line 3
		}
		if t.ID == "follow" && !saysFollow(said, reqFlags) {
			sc = 0 // a command that never ends, for a request that says nothing of following
		}
		if t.onlyFiles && reqWords["directory"] && !reqWords["file"] {
			sc = 0 // "directories bigger than 1G" is no search for files
		}
		for _, f := range reqFlags {
			if !t.flags[f] && !(f == "r" && t.flags["R"]) && !(f == "R" && t.flags["r"]) {
				sc = 0
			}
		}
		// A word that changes the command, said by the request and by
		// neither the task's phrases nor its command, is left
		// unexplained: better no answer than a wrong one.
		for _, w := range req {
			if meaningful[w] && !t.sayWords[w] && !t.cmdWords[w] {
				sc = 0
			}
		}
		all = append(all, scored{t, near})
		if sc > best.Confidence {
			if best.Task != nil {
				second = best.Confidence
				secondTask = best.Task
			}
			best = Match{Task: t, Confidence: sc, Slots: slots}
		} else if sc > second {
			second, secondTask = sc, t
		}
	}
	// Two tasks that fit about as well and do different things: a
	// guess between them is as likely wrong as right.
	if best.Task != nil && secondTask != nil && best.Confidence-second < 0.001 && best.Confidence >= Threshold {
		a, _ := render(best, nil, 0)
		b, _ := render(Match{Task: secondTask, Slots: slots}, nil, 0)
		runs := func(t *Task) bool { // the request is the task's command in words: "git push"
			for _, w := range said {
				if !t.cmdWords[w] {
					return false
				}
			}
			return len(said) > 0
		}
		if pa, pb := commandNames(a), commandNames(b); len(pa) > 0 && len(pb) > 0 && (pa[0] != pb[0] || subcommand(a) != subcommand(b)) {
			switch {
			case runs(best.Task) && !runs(secondTask):
			case runs(secondTask) && !runs(best.Task):
				best.Task = secondTask
			default:
				best.Task = nil
			}
		}
	}
	// Every word of the request must be accounted for by the task that
	// answers it: a word the catalogue knows that the best task neither
	// says nor runs is a qualifier its command would drop ("files owned
	// by root larger than 1M" is no plain size search; "ping 3 times" is
	// not ping -c 4). Better the nearest tasks as suggestions than a
	// command that ignores part of the request.
	if best.Task != nil {
		// a word that stands in for a value only where extract put
		// it: "sorted by name" gives no name
		typed := map[string]int{}
		for _, w := range Tokens(request) {
			typed[w]++
		}
		for _, w := range req {
			if typed[w] > 0 && (w == canon("size") || w == canon("age")) && !weak[w] && !best.Task.sayWords[w] && !best.Task.cmdWords[w] {
				// "size of x.tar.gz": the word as typed, no value's
				// stand-in, and the task says nothing of it
				best.Task = nil
				break
			}
			if typed[w] > 0 && slotStandIns()[w] && slots["file"] == "" {
				typed[w]--
				if !best.Task.sayWords[w] && !best.Task.cmdWords[w] && !weak[w] && !fillers[w] {
					best.Task = nil
					break
				}
				continue
			}
			if !explained(w, best.Task, weak, slots) {
				best.Task = nil
				break
			}
		}
	}
	if best.Task != nil && searchesTree(req) && !treeTask(best.Task) {
		// "search the folders for commands", "look in the folders for
		// programs": a search through the folders, which a task that
		// never looks at files or folders (time a command, my
		// processes) does not answer, though its generic words are weak
		best.Task = nil
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].sc > all[j].sc })
	for _, a := range all {
		if len(best.Near) == 3 {
			break
		}
		if a.sc >= Threshold*0.7 {
			best.Near = append(best.Near, a.t)
		}
	}
	return best
}

// subcommand is the word after the program when it is no option ("push"
// in git push, "ps" in docker ps): with it the same program does another
// thing.
func subcommand(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) < 2 || strings.HasPrefix(f[1], "-") || strings.ContainsAny(f[1], "/.'\"|&;<>") {
		return ""
	}
	return f[1]
}

// debugFallback (tests only): "off" answers nothing the grammar does not
// read whole; "near" nothing it reads in part.
var debugFallback = ""

// debugFallbackLog (tests only) names a file that gets a line for each
// answer the catalogue gives.
var debugFallbackLog = ""

// SetDebugFallback sets debugFallback, for the request sets' tests
// (llm/offline/sets), which set it from CARO_DEBUG_FALLBACK.
func SetDebugFallback(v string) { debugFallback = v }

// SetDebugFallbackLog sets debugFallbackLog, for the request sets' tests
// (CARO_DEBUG_FALLBACK_LOG).
func SetDebugFallbackLog(v string) { debugFallbackLog = v }

// Client is the offline backend.
type Client struct {
	// plat is the machine the commands are for; nil when unknown.
	plat *platform.Info
}

// New returns the offline backend for a machine it knows nothing of.
// NewFor is what caro uses.
func New() *Client { return &Client{} }

// NewFor returns the offline backend for the machine plat describes: its
// commands fit that machine's tools, and relative paths are looked up in
// plat.Cwd.
func NewFor(plat *platform.Info) *Client { return &Client{plat: plat} }

// Backend is "offline".
func (*Client) Backend() string { return "offline" }

// Model names the catalogue.
func (*Client) Model() string { return "caro-catalogue" }

// Offline marks the backend as needing no refinement.
func (*Client) Offline() bool { return true }

// NoModelHint says how to get beyond the catalogue.
const NoModelHint = "this request is beyond caro's offline catalogue; set OPENAI_API_KEY, run a local model server (e.g. `ollama serve`), or pass --base-url (see caro --help)"

// Stream answers req in one chunk.
func (c *Client) Stream(ctx context.Context, req llm.Request) (llm.Stream, error) {
	if err := ctx.Err(); err != nil {
		return nil, &llm.Error{Kind: llm.KindCanceled, Err: err}
	}
	return llm.TextStream(c.answer(req.Meta)), nil
}

func (c *Client) answer(m llm.Meta) string {
	switch {
	case m.Purpose == "explain":
		return explain(m.Previous, m.Task, c.plat)
	case m.Iteration == 2:
		return jsonString(map[string]any{"cmd": m.Previous, "confidence": 0.9, "changes": ""})
	}
	if n := len(m.Rounds); n > 0 && m.Rounds[n-1].ExitCode != 0 {
		// The last command failed, or was not run: a model could try
		// another way; the catalogue has none ("is there a x.txt" whose
		// ls -ld found none is no cue to cat x.txt)
		last := m.Rounds[n-1]
		why := fmt.Sprintf("`%s` exited with %d", snip.OneLine(last.Command), last.ExitCode)
		if last.ExitCode < 0 {
			why = fmt.Sprintf("`%s` was not run", snip.OneLine(last.Command))
		}
		return noAnswer(why+"; with no model, caro's offline catalogue has no other way to try (see caro --help to set one up)", 0)
	}
	// A revision's Task restates the request with the user's change.
	task := unwrapNote(m.Task, c.plat)
	plat := c.plat
	gr := grammarRead(task, plat)
	g, near, unread, rivals := gr.best, gr.near, gr.unread, gr.rivals
	if g != nil && stateQuestion(task, plat) && writes(g.cmd) {
		// "is run.sh executable": a question about the file, which a
		// command that changes it does not answer (nor the catalogue's
		// nearest words: "is x read only" is no cat of x)
		return noAnswer(NoModelHint, 0)
	}
	if g != nil && adviceQuestion(task) && writes(g.cmd) {
		// "can I delete x?", "should I remove build?", "who can delete
		// x": a question about doing it, which doing it does not answer
		return noAnswer(adviceHint+"; "+NoModelHint, 0)
	}
	if debugFallback != "" && g == nil {
		switch {
		case debugFallback == "off", debugFallback == "near" && len(near) > 0:
			return jsonString(map[string]any{"thought": NoModelHint, "cmd": "", "status": "FAIL"})
		}
	}
	if g != nil && dropsTwist(task, g.cmd) {
		// "remove x if it is empty" is no plain rm; "rename every jpg to
		// lowercase" no move into a folder called lowercase
		return noAnswer(NoModelHint, 0)
	}
	if g != nil {
		if c, ok := checksSorted(task, g.cmd); ok {
			if c == "" {
				return noAnswer(NoModelHint, 0)
			}
			g.cmd = c
			g.thought = "sort -c checks the order: it prints the first line out of order, or nothing when the file is sorted"
		}
	}
	if g != nil && dropsWholeWord(task, g.cmd) {
		// "delete the lines with the whole word x": a command that
		// matches x inside longer words too answers less than was asked
		return noAnswer(NoModelHint, 0)
	}
	if g != nil && len(m.Rounds) == 0 {
		return jsonString(map[string]any{
			"thought":       g.thought,
			"cmd":           g.cmd,
			"confidence":    0.9,
			"status":        "FINISH",
			"commands_used": commandNames(g.cmd),
		})
	}
	match := Find(localDirs(task, plat))
	if match.Task != nil && thinMatch(task, match.Task) {
		// one word of meaning ("delete everything") is too little to
		// pick a task by, unless it names the task's own program
		match.demote()
	}
	if match.Task != nil && match.Task.ID == "show-file" && namesPart(gr.showLeft) {
		// "just the names from laps.txt": a part of the file, which cat
		// would not pick out
		match.demote()
	}
	if match.Task != nil && (match.Task.Reads && namesDir(match.Slots, plat) || dropsSlot(match, plat) != "" || emptySlot(match, plat) != "") {
		// "the first lines of every file in docs": a command for one
		// file would fail on the directory (an archive to list or
		// extract that is a folder here, too); a variant for this machine
		// that leaves out a value the request gives answers less than
		// was asked.
		match.demote()
	}
	if match.Task != nil && match.Slots["colname"] != "" && !headerNamed(plat, match.Slots["file"], match.Slots["colname"]) {
		// "marks.txt with the subject column only": a column by a name
		// the file's header does not give, which awk would not find
		match.demote()
	}
	if match.Task != nil && writesArchiveHere(match, plat) {
		// "tar list old.tar.gz" is no request to write old.tar.gz over
		// with an archive of here: an archive the request names that is
		// already here is one to read, not to make
		match.demote()
	}
	if match.Task != nil && match.Confidence >= Threshold {
		// the catalogue's command is one the grammar made of part of the
		// request, and the rest it could not place: the command leaves
		// that rest out ("directories in the current folder" is no pwd)
		cmd, _ := render(match, plat, len(m.Rounds))
		// the grammar's command for the same, with "./src" said "src"
		left := gr.partLeft[cmd]
		if left == nil && strings.Contains(cmd, " ./") {
			left = gr.partLeft[strings.ReplaceAll(cmd, " ./", " ")]
		}
		switch {
		case left != nil && leavesOut(match, left):
			unread = left
			match.demote()
		case left != nil && leftName(left, cmd, plat):
			// "extract just the docs folder from x.tar.gz": the grammar
			// made the same command of the rest and could not place a
			// name of a file or folder here, which the command leaves out
			unread = left
			match.demote()
		case readsMissing(cmd, gr.missing):
			// "details of trips/2027/x", where there is none: a read of
			// what is not here answers nothing
			match.demote()
		case sizeMadeUp(match, task):
			// "find txt files and their sizes": a size the request does
			// not give, nor any word for big or small, is no limit to set
			match.demote()
		case strings.HasPrefix(cmd, "touch ") && textFor(task):
			// "create a file called a.txt with hello in it": touch makes
			// it empty, without what the request puts in it
			match.demote()
		case bareExtArg(cmd):
			// "extract the tar.gz in backup": the kind of the archive,
			// read as its name
			match.demote()
		case dropsNumber(task, cmd):
			// "kill the process 1234 and 5678" is no kill 1234;
			// "processes using more than 50% cpu" no top ten
			match.demote()
		case dropsGiven(task, cmd):
			// "show entries 1 to 2 of x" is no cat x; "a folder called x
			// that points to y" no mkdir y; "a shortcut that points to
			// y" no search for links
			match.demote()
		case dropsPattern(task, cmd) || dropsWholeWord(task, cmd) || placeholderLeft(task, match):
			// "delete the lines with digits in x" is no "delete the
			// blank lines": the lines the request picks are not the
			// ones the command does
			match.demote()
		case (stateQuestion(task, plat) || onlyShows(task)) && writes(cmd):
			// "show x.txt with line endings" is no order to change them
			// "is x.txt empty?" is no order to empty it
			match.demote()
		case adviceQuestion(task) && writes(cmd):
			// "should I remove the build folder?" is no order either
			match.demote()
		case dropsTwist(task, cmd) || picksLinesOnly(task, cmd) || countsAllLines(task, cmd):
			// "remove x if it is empty", "find folders named tmp and
			// delete them": a command that acts with no test or search
			match.demote()
		case ignoresDenial(task, match.Task):
			// "… but nobody should be able to change it": a task whose
			// phrases say no "not", "nobody", "without" cannot do what
			// the request turns round
			match.demote()
		case disagrees(cmd, gr.partLeft, match.Task, plat):
			// the grammar read the same program's details otherwise
			// ("chmod a=r" for "everyone can read it but nobody change
			// it", where the catalogue says "chmod a+r"): two readers
			// that disagree on what the command does settle nothing
			match.demote()
		}
	}
	if len(rivals) > 0 && len(m.Rounds) == 0 && !(match.Task != nil && match.Confidence >= Threshold && agrees(match, plat, rivals)) {
		// read whole two ways, each a command, and the catalogue does
		// not side with one: which is meant is for the user to say, not
		// for caro to guess
		var ways []string
		for _, a := range rivals {
			if len(ways) < 3 {
				ways = append(ways, "`"+a.cmd+"`")
			}
		}
		return jsonString(map[string]any{"thought": "caro reads this request more than one way (" + strings.Join(ways, " or ") +
			"); say which, e.g. with the command's own words, or set up a model (see caro --help)", "cmd": "", "status": "FAIL"})
	}
	if match.Task == nil || match.Confidence < Threshold {
		thought := NoModelHint
		if len(unread) > 0 && len(unread) <= 4 {
			// what caro understood but for a few words: say which
			thought += fmt.Sprintf("; it could not place %q", strings.Join(unread, " "))
		}
		if len(match.Near) > 0 {
			var near []string
			seen := map[*Task]bool{}
			for _, t := range match.Near {
				if !seen[t] && len(near) < 3 {
					seen[t] = true
					near = append(near, fmt.Sprintf("%q", t.Say[0]))
				}
			}
			thought += "; the nearest tasks it knows: " + strings.Join(near, ", ")
		}
		return noAnswer(thought, match.Confidence)
	}
	cmd, status := render(match, plat, len(m.Rounds))
	if match.Task.Defaults["age_days"] != "" && match.Slots["age_days"] == "" && (!oldRe().MatchString(task) || namesOne(cmd)) {
		// an age the request never gave ("delete all files in build"
		// is no cleanup of the ones older than a month; "delete the old
		// grocery-list.txt" names the one file, whatever its age)
		return noAnswer(NoModelHint, match.Confidence)
	}
	if p := strings.ToLower(match.Slots["pattern"]); extNouns[p] && !strings.Contains(task, `"`) && !strings.Contains(task, "'") && strings.HasPrefix(cmd, "grep") {
		// "find images in photos": a kind of file, not a word in them
		return noAnswer(NoModelHint, match.Confidence)
	}
	if perFolderRe().MatchString(task) || strings.Contains(cmd, "-type f") && bothKindsRe().MatchString(task) {
		// "the files in each folder": one answer per folder, which no
		// task of the catalogue gives
		return noAnswer(NoModelHint, match.Confidence)
	}
	if f := droppedFile(task, cmd, plat); f != "" {
		// the request names a file the command leaves out ("copy a.txt
		// to b as c.txt" is no cp of c.txt)
		return noAnswer(NoModelHint+fmt.Sprintf("; it could not place %q", f), match.Confidence)
	}
	if debugFallbackLog != "" {
		if f, err := os.OpenFile(debugFallbackLog, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			fmt.Fprintf(f, "%s\t%s\t%s\n", match.Task.ID, task, cmd)
			f.Close()
		}
	}
	if cmd == "" {
		return jsonString(map[string]any{"thought": "the task is done", "cmd": "", "status": "FINISH", "confidence": match.Confidence})
	}
	thought := match.Task.Thought
	if v := chosenVariant(match, plat); v != nil && v.Thought != "" {
		thought = v.Thought
	}
	if thought == "" {
		thought = "from caro's offline catalogue: " + match.Task.ID
	}
	return jsonString(map[string]any{
		"thought":       thought,
		"cmd":           cmd,
		"confidence":    round2(match.Confidence),
		"status":        status,
		"explanation":   match.Task.Explain,
		"commands_used": commandNames(cmd),
	})
}

// saysFollow reports whether the words of a request (or its options:
// tail -f) ask to keep following a file as it grows.
func saysFollow(said []string, flags []string) bool {
	for _, f := range flags {
		if f == "f" || f == "F" || f == "follow" {
			return true
		}
	}
	for _, w := range said {
		switch w {
		case "follow", "following", "follows", "watch", "watching", "monitor", "monitoring", "stream", "streaming", "live", "track",
			"tracking", "realtime", "keep", "keeps", "grows", "growing", "tailing", "continuously", "continually", "new", "incoming", "arrive", "arrives", "come", "comes":
			return true
		}
	}
	return false
}

// writesArchiveHere reports whether m's command writes an archive whose
// name the request gives and which is already a file here.
func writesArchiveHere(m Match, p *platform.Info) bool {
	cmd, steps := variant(m, p)
	writes := false
	for _, c := range append([]string{cmd}, steps...) {
		writes = writes || strings.Contains(c, "{out}")
	}
	if !writes || p == nil || p.Cwd == "" {
		return false
	}
	for _, k := range []string{"file", "name", "dest"} {
		if v := m.Slots[k]; isArchiveName(v) && isFileHere(p, v) {
			return true
		}
	}
	return false
}

// namesPart reports whether words, left unread by the reading of a request
// as "show the file", hold one that is neither filler nor a word for
// showing ("open x and show me what it says"): a noun for the part of the
// file that is wanted.
func namesPart(words []string) bool {
	for _, w := range words {
		if fillerWords[w] || strings.HasPrefix(w, "-") {
			continue
		}
		showing := false
		for _, c := range lexicon()[lemma(w)] {
			showing = showing || c == "show" || c == "contain" || c == "list" || c == "file" || c == "content"
		}
		if !showing {
			return true
		}
	}
	return false
}

// leavesOut reports whether words, which the grammar could not place in its
// reading that made match's command, ask for more than the command does:
// a word the task's own phrases use as typed ("create" for mkdir) does
// not, nor a noun for the lines of the file the request names ("sort the
// names in guests.txt") when the task reads them; a kind of entry
// ("directories in the current folder") or a qualifier does, and so does
// any other word beside a task that does not read the file ("write a
// thank you note to everyone in x" is no chmod a+w).
func leavesOut(match Match, words []string) bool {
	said := sayWords(match.Task)
	var rest []string
	for _, w := range words {
		switch {
		case said[w]:
		case match.Slots["file"] != "" && (match.Task.Reads || match.Task.Category == "text") && labelWord(w, false) && !entryWord(w):
		default:
			rest = append(rest, w)
		}
	}
	return namesPart(rest)
}

// entryWord: w names a kind of entry of a folder (files, directories,
// links), which picks some of them out.
func entryWord(w string) bool {
	for _, c := range lexicon()[lemma(w)] {
		if c == "dir" || c == "file" || c == "link" {
			return true
		}
	}
	return false
}

// disagrees reports whether a reading of part of the request made a
// command of the same program as cmd, yet another one, and left unread
// only words that say nothing a command could use ("my teacher wants"):
// no word the grammar knows, no number, no name of a file here. Words it
// left that it knows may be what the catalogue read and it did not.
func disagrees(cmd string, partLeft map[string][]string, t *Task, plat *platform.Info) bool {
	prog := commandNames(cmd)
	if len(prog) != 1 {
		return false
	}
	said := sayWords(t)
	for pc, left := range partLeft {
		if pc == cmd || !idle(left, said, plat) {
			continue
		}
		if p := commandNames(pc); len(p) == 1 && p[0] == prog[0] {
			return true
		}
	}
	return false
}

// denies are the words that turn a request round, whether or not the
// grammar reads them.
var denies = map[string]bool{"no": true, "not": true, "nobody": true, "none": true, "nothing": true, "never": true, "neither": true,
	"nor": true, "without": true, "except": true, "excluding": true, "but": true, "nowhere": true, "noone": true}

// dropsPattern reports whether the request picks lines by what they hold
// ("the lines with digits", "rows containing ERROR") and cmd holds neither
// that word nor a pattern of the class it names (digits: 0-9).
func dropsPattern(req, cmd string) bool {
	m := linesWithRe().FindStringSubmatch(req)
	if m == nil {
		return false
	}
	w, c := strings.ToLower(strings.Trim(m[1], `"'.,;:!?`)), strings.ToLower(cmd)
	if w == "" || strings.Contains(c, w) && (classForms[w] == nil || wordSaidRe().MatchString(m[0])) {
		// a class ("digits") is no word to look for, unless the request
		// says it is ("the word digits")
		return false
	}
	c = strings.ReplaceAll(c, w, "") // "digits" holds "digit"
	for _, f := range classForms[w] {
		if strings.Contains(c, f) {
			return false
		}
	}
	return true
}

// saysOneOf reports whether the request's words hold one of wants (or
// wants is empty: the task wants no word in particular).
func saysOneOf(wants []string, reqWords map[string]bool) bool {
	for _, w := range wants {
		if reqWords[w] {
			return true
		}
	}
	return len(wants) == 0
}

// historyAsked reports whether a request asks about commits made (the
// plural, or a verb for looking), not for a commit to make.
func historyAsked(req string) bool {
	ws := strings.Fields(strings.ToLower(req))
	for i, w := range ws {
		w = strings.Trim(w, ".,;:!?")
		if w == "commits" || i == 0 && oneOf("show|list|find|search|which|what|where|when|who|display|view|see", w) {
			return true
		}
	}
	return false
}

var searchWordRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:search|searching|grep|mentioning|mention|mentions|containing)\b`)
})

// dropsNumber reports whether the request gives a number the command
// leaves out: a percentage, or a number of three digits or more (a pid,
// a port, a year, a size), which no catalogue default stands for.
func dropsNumber(req, cmd string) bool {
	if !strings.ContainsAny(req, "0123456789") {
		return false
	}
	for _, m := range numberSaidRe().FindAllStringSubmatchIndex(req, -1) {
		num, pct := req[m[2]:m[3]], m[4] >= 0
		before := strings.Fields(strings.ToLower(req[:m[2]]))
		if len(before) > 0 && oneOf("iso|rfc|utf|ansi|ieee|posix|ecma|unicode|windows|python|version|v", before[len(before)-1]) {
			continue // "ISO 8601", "RFC 3339": a standard's name, no value
		}
		if (pct || len(num) >= 3) && !strings.Contains(cmd, num) {
			return true
		}
	}
	return false
}

// dropsGiven reports whether the catalogue's command leaves out a range
// the request gives ("1 to 2", "5-10"), the name it gives a new thing
// ("called x", "named x"), or the target of a link ("points to y") that
// only ln makes (or find -lname, readlink looks for); or grants a
// permission the request tells as the state to fix.
func dropsGiven(req, cmd string) bool {
	if strings.ContainsAny(req, "0123456789") {
		for _, m := range rangeSaidRe().FindAllStringSubmatch(req, -1) {
			if !strings.Contains(cmd, m[1]) || !strings.Contains(cmd, m[2]) {
				return true
			}
		}
	}
	low := strings.ToLower(req)
	if strings.Contains(low, "called") || strings.Contains(low, "named") {
		for _, m := range nameSaidRe().FindAllStringSubmatch(req, -1) {
			if !oneOf("after|like|for|the|a|an|by|as|with|in|something|anything|whatever", strings.ToLower(m[1])) && !strings.Contains(cmd, m[1]) {
				return true
			}
		}
	}
	if strings.HasPrefix(cmd, "chmod ") && strings.Contains(cmd, "+") && fixStateRe().MatchString(low) {
		// "x can be read by anyone at the moment. Fix that": the state
		// told is the one to undo, not the one to make
		return true
	}
	if strings.Contains(low, "point") && pointsToRe().MatchString(low) {
		f := strings.Fields(cmd)
		return len(f) == 0 || f[0] != "ln" && !strings.Contains(cmd, "-lname") && !strings.Contains(cmd, "readlink")
	}
	return false
}

var rangeSaidRe = sync.OnceValue(func() *regexp.Regexp {
	// a range of numbers, not a date (2026-03-04) or a time (10:00)
	return regexp.MustCompile(`(?i)(?:^|[\s(])(\d{1,6})\s*(?:to|-|through|thru|till|until)\s*(\d{1,6})(?:$|[\s,.;!?)])`)
})

var nameSaidRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:called|named)\s+["'\x60]?([\w.~/-]+)`)
})

var fixStateRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:fix|at the moment|currently|right now|too open|shouldn't|should not)\b`)
})

var pointsToRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:points?|pointing)\s+(?:to|at)\b`)
})

var numberSaidRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:^|[\s(=:,])(\d+(?:\.\d+)?)(\s*(?:%|percent\b))?`)
})

// onlyShows reports whether a request opens with a verb for showing
// ("show x with line endings", "display x in hex") and says no word of a
// change or a saved result, which no command that writes answers.
func onlyShows(req string) bool {
	first, rest, _ := strings.Cut(strings.TrimSpace(req), " ")
	return oneOf("show|display|view|print|see", strings.ToLower(first)) &&
		!saysWord(rest, ".,;:!?", "and|then|save|saving|saved|write|writing|into|store|change|changing|edit|editing|fix|convert|overwrite|place|in-place|>|>>|-i")
}

// dropsWholeWord reports whether the request asks for a term as a whole
// word ("the whole word x", "x as a word") and cmd matches it without
// word bounds (grep -w, \b, \<).
func dropsWholeWord(req, cmd string) bool {
	if !strings.Contains(req, "word") || !wholeWordRe().MatchString(req) {
		return false
	}
	if strings.Contains(cmd, `\b`) || strings.Contains(cmd, `\<`) || strings.Contains(cmd, "[[:<:]]") || strings.Contains(cmd, "--word-regexp") {
		return false
	}
	for _, f := range strings.Fields(cmd) {
		if strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "--") && strings.Contains(f, "w") && !strings.HasPrefix(cmd, "wc") {
			return false
		}
	}
	return true
}

var wholeWordRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:whole|entire|complete|separate|exact)\s+words?\b|\bas\s+an?\s+(?:whole\s+|separate\s+|complete\s+)?word\b`)
})

// placeholderLeft reports whether a task's command would be filled with a
// stand-in default where the request gave a value the catalogue did not
// read: "OLD" and "NEW" when it says what to replace with ("replace the
// whole word x with y"), or "*" for a target, which would be quoted as a
// literal name ("how many lines" is no wc -l '*').
func placeholderLeft(req string, m Match) bool {
	for k, v := range m.Task.Defaults {
		if m.Slots[k] != "" || slotValue(k, m.Slots, nil) != "" {
			continue
		}
		if k == "target" && v == "*" {
			return true
		}
		if (v == "OLD" || v == "NEW") && replacementRe().MatchString(req) {
			return true
		}
	}
	return false
}

var replacementRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\s(?:with|to|by|for|into)\s`)
})

// linesWithRe: lines picked by what they hold, and the word that says it.
var linesWithRe = sync.OnceValue(func() *regexp.Regexp {
	// (and "the lines of x.txt without the digits": the lines that lack them)
	return regexp.MustCompile(`(?i)\b(?:lines?|rows?|entries|records)(?:\s+(?:with|containing|that\s+(?:contain|have|has|mention|include)|which\s+(?:contain|have|mention)|mentioning|including|matching)|\s+(?:of|in|from)\s+\S+\s+without)\s+(?:(?:the|a|an|any)\s+)?(?:(?:word|text|string|term)\s+)?(\S+)`)
})

var wordSaidRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:word|text|string|term)\s+\S+$`)
})

// classForms are the patterns a command writes for a class of text a
// request names in a word.
var classForms = func() map[string][]string {
	digits, blank := []string{"0-9", "digit", `\d`}, []string{"^$", "space:]]*$", `^\s*$`}
	tabs, upper := []string{`\t`, "\t", "tab"}, []string{"a-z", "upper"}
	return map[string][]string{
		"digits": digits, "digit": digits, "numbers": digits, "number": digits,
		"blank": blank, "empty": blank, "nothing": blank,
		"spaces": {" ", "space"}, "whitespace": {"space", `\s`}, "tabs": tabs, "tab": tabs,
		"uppercase": upper, "capitals": upper, "lowercase": {"a-z", "lower"},
	}
}()

// ignoresDenial reports whether the request says a word that turns it
// round ("not", "nobody", "without", "except"; "but" may mean "only" and
// is left out) and none of the task's phrases says any.
func ignoresDenial(req string, t *Task) bool {
	said := false
	for w := range sayWords(t) {
		said = said || denies[w] || w == "non" || w == "un"
	}
	if said {
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(req), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		if denies[w] && w != "but" || w == "don't" || w == "doesn't" || w == "isn't" || w == "aren't" || w == "shouldn't" || w == "can't" || w == "cannot" || w == "won't" {
			return true
		}
	}
	return false
}

// idle reports whether words are all plain words that carry nothing a
// command could use: letters only, none the grammar knows, none of the
// task's own phrases (said: the catalogue read "lines around it"), none
// the name of something here.
func idle(words []string, said map[string]bool, plat *platform.Info) bool {
	for _, w := range words {
		if strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" || knownWord(lemma(w)) || said[w] || denies[w] || existsHere(plat, w) {
			return false
		}
	}
	return true
}

// sayWords are the words of a task's phrases, lower-cased.
func sayWords(t *Task) map[string]bool {
	said := map[string]bool{}
	for _, p := range t.Say {
		for _, w := range strings.Fields(strings.ToLower(p)) {
			said[w] = true
		}
	}
	return said
}

// agrees reports whether the catalogue's command for match is one of the
// grammar's rival readings: two readers that agree settle the tie.
func agrees(match Match, plat *platform.Info, rivals []*answer) bool {
	cmd, _ := render(match, plat, 0)
	for _, a := range rivals {
		if a.cmd == cmd {
			return true
		}
	}
	return false
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }

// render fills the slots of the variant that applies to p; round is the
// number of rounds already run for multi-step tasks.
func render(m Match, p *platform.Info, round int) (string, string) {
	cmd, steps := variant(m, p)
	status := "FINISH"
	if len(steps) > 0 {
		if round >= len(steps) {
			return "", "FINISH"
		}
		cmd = steps[round]
		if round < len(steps)-1 {
			status = "CONTINUE"
		}
	}
	return fill(cmd, m.Slots, m.Task.Defaults), status
}

// variant is the command (or steps) of m's task for machine p: the first
// variant that applies, else the task's own.
func variant(m Match, p *platform.Info) (string, []string) {
	if v := chosenVariant(m, p); v != nil {
		return v.Cmd, v.Steps
	}
	return m.Task.Cmd, m.Task.Steps
}

// chosenVariant is the first of m's task's variants that applies to
// machine p, nil when none does.
func chosenVariant(m Match, p *platform.Info) *Variant {
	for i := range m.Task.Variants {
		if v := &m.Task.Variants[i]; applies(v.When, p, m.Slots) {
			return v
		}
	}
	return nil
}

// dropsSlot names a value the request gives that the command for machine
// p would not use ("json files under 2k" where only the variant for an
// extension names it), "" when it uses them all.
func dropsSlot(m Match, p *platform.Info) string {
	cmd, steps := variant(m, p)
	used := map[string]bool{}
	for _, c := range append([]string{cmd}, steps...) {
		for _, ph := range placeholderRe().FindAllStringSubmatch(c, -1) {
			for _, slot := range slotsUsedBy(ph[1]) {
				used[slot] = true
			}
		}
	}
	for slot, v := range m.Slots {
		if v != "" && requestSlots[slot] && !used[slot] {
			return slot
		}
	}
	return ""
}

// applies evaluates a variant's conditions against the platform.
// "slot=NAME" holds when the request gave that slot, "file=EXT" when the
// file it names ends in .EXT, "out=EXT" when the file it writes does.
func applies(when string, p *platform.Info, s Slots) bool {
	for _, cond := range strings.Split(when, ",") {
		cond = strings.TrimSpace(cond)
		if cond == "" {
			continue
		}
		neg := strings.HasPrefix(cond, "!")
		cond = strings.TrimPrefix(cond, "!")
		k, v, _ := strings.Cut(cond, "=")
		var ok bool
		switch k {
		case "has":
			ok = p.Has(v)
		case "os":
			ok = p != nil && p.OS == v
		case "distro":
			ok = p != nil && p.DistroID == v
		case "slot":
			ok = s[v] != ""
		case "file":
			ok = strings.HasSuffix(strings.ToLower(s["file"]), "."+v)
		case "out":
			// the archive {out} writes: its name says its compression
			ok = strings.HasSuffix(strings.ToLower(slotValue("out", s, nil)), "."+v)
		case "isdir":
			// the slot's value names a directory here
			if p != nil && p.Cwd != "" && s[v] != "" {
				fi, err := os.Stat(filepath.Join(p.Cwd, s[v]))
				ok = err == nil && fi.IsDir()
			}
		case "urlfile":
			// the address ends in a file's name, which curl -O keeps
			ok = urlNamesFile(s[v])
		case "numbers":
			// the slot's value names a file here whose lines are all
			// numbers: "sort it descending" means numerically
			ok = holdsNumbers(p, s[v])
		default:
			ok = string(p.Flavor(k)) == v
		}
		if ok == neg {
			return false
		}
	}
	return true
}

// urlNamesFile reports whether the address's path ends in a name
// ("https://x.org/a.zip"), not in a folder or nothing ("https://x.org/").
func urlNamesFile(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.Path == "" || strings.HasSuffix(u.Path, "/") {
		return false
	}
	return path.Base(u.Path) != "."
}

// holdsNumbers reports whether name is a file on the machine (relative
// to its working directory) whose non-blank lines, of the first 64 KiB,
// are each one number.
func holdsNumbers(p *platform.Info, name string) bool {
	if p == nil || p.Cwd == "" || name == "" || strings.HasPrefix(name, "~") {
		return false
	}
	if !filepath.IsAbs(name) {
		name = filepath.Join(p.Cwd, name)
	}
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, buf)
	text := string(buf[:n])
	if n == len(buf) {
		if i := strings.LastIndexByte(text, '\n'); i >= 0 {
			text = text[:i]
		}
	}
	seen := false
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if _, err := strconv.ParseFloat(l, 64); err != nil {
			return false
		}
		seen = true
	}
	return seen
}

// namesDir reports whether the file or path the request gives is a
// directory on the machine.
func namesDir(s Slots, p *platform.Info) bool {
	if p == nil || p.Cwd == "" {
		return false
	}
	for _, k := range []string{"file", "path"} {
		if v := s[k]; v != "" && !strings.HasPrefix(v, "~") {
			if !filepath.IsAbs(v) {
				v = filepath.Join(p.Cwd, v)
			}
			if fi, err := os.Stat(v); err == nil && fi.IsDir() {
				return true
			}
		}
	}
	return false
}

// fill replaces {slot} with the request's value or the task's default,
// quoted for the shell unless it is a plain word.
func fill(cmd string, s Slots, defaults map[string]string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(cmd, '{')
		if i < 0 {
			b.WriteString(cmd)
			break
		}
		j := strings.IndexByte(cmd[i:], '}')
		if j < 0 {
			b.WriteString(cmd)
			break
		}
		name := cmd[i+1 : i+j]
		if !isSlotName(name) {
			b.WriteString(cmd[:i+1])
			cmd = cmd[i+1:]
			continue
		}
		b.WriteString(cmd[:i])
		if name == "fields" {
			b.WriteString(slotValue(name, s, defaults)) // digits, NF, "$" and ", " only
		} else {
			b.WriteString(quote(slotValue(name, s, defaults)))
		}
		cmd = cmd[i+j+1:]
	}
	return b.String()
}

// localDirs marks a bare word that names a directory here as a path
// ("python files in src" → "in ./src", "tar the docs folder" → "tar the
// ./docs folder"), so the command looks there: the answer fits this
// machine's files. A common word ("out", "this") counts only after "in",
// "into", "to" and the like.
func localDirs(request string, p *platform.Info) string {
	if p == nil || p.Cwd == "" {
		return request
	}
	fields := strings.Fields(request)
	for i, f := range fields {
		core := strings.TrimRight(f, ".,;:!?")
		if core == "" || strings.ContainsAny(core, "/~\"'`$*?") || strings.HasPrefix(core, ".") || strings.HasPrefix(core, "-") {
			continue
		}
		if stopwords()[strings.ToLower(core)] || vocabulary()[canon(strings.ToLower(core))] {
			if i == 0 || !inWordRe().MatchString(fields[i-1]) {
				continue
			}
		}
		if fi, err := os.Stat(filepath.Join(p.Cwd, core)); err == nil && fi.IsDir() {
			fields[i] = "./" + core + f[len(core):]
		}
	}
	return strings.Join(fields, " ")
}

var inWordRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(in|under|inside|within|into|to|from|of)$`)
})

var placeholderRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\{([a-z0-9_]+)\}`) })

// requestSlots are the slots a request fills that a command should use;
// the others (age_min beside age_days, user) are derived or incidental.
var requestSlots = map[string]bool{"file": true, "name": true, "pattern": true, "path": true, "ext": true,
	"size": true, "age_days": true, "since_min": true, "port": true, "n": true, "url": true, "host": true,
	"pid": true, "mode": true, "dest": true, "old": true, "from": true, "col": true, "cols": true, "delim": true,
	"oldc": true, "colname": true, "datefmt": true, "more": true, "zone": true, "lines": true, "wholeword": true, "times": true}

// slotsUsedBy names the request slots a placeholder takes its value from
// (see slotValue).
// emptySlot names a placeholder of the command for m that would be
// filled with nothing: what the command acts on ("count lines of code"
// with no kind of file gave find -name ”), so the command is no answer.
func emptySlot(m Match, p *platform.Info) string {
	cmd, steps := variant(m, p)
	for _, c := range append([]string{cmd}, steps...) {
		for _, ph := range placeholderRe().FindAllStringSubmatch(c, -1) {
			switch ph[1] {
			case "glob", "target", "path", "src", "out", "todir", "dirname", "src_file", "file", "name", "ext", "url", "host", "port", "n", "pid", "user", "mode", "size":
				if slotValue(ph[1], m.Slots, m.Task.Defaults) == "" {
					return ph[1]
				}
			}
		}
	}
	return ""
}

func slotsUsedBy(placeholder string) []string {
	switch placeholder {
	case "target":
		return []string{"file", "name", "pattern", "path"}
	case "glob":
		return []string{"name", "ext", "file", "pattern"}
	case "dir":
		return []string{"path"}
	case "path":
		return []string{"path", "file"}
	case "n1", "n4":
		return []string{"n"}
	case "size_c", "size_k":
		return []string{"size"}
	case "age_min":
		return []string{"age_days"}
	case "new", "old":
		return []string{"old", "pattern"}
	case "out":
		return []string{"file", "name", "dest"}
	case "src":
		return []string{"path", "name", "file"}
	case "todir":
		return []string{"dest", "path"}
	case "src_file":
		return []string{"file", "path"}
	case "dirname":
		return []string{"path", "name"}
	case "from":
		return []string{"from", "to"}
	case "fields", "flist":
		return []string{"col", "cols"}
	}
	return []string{placeholder}
}

func isSlotName(n string) bool {
	if n == "" || len(n) > 20 {
		return false
	}
	for _, r := range n {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

func slotValue(name string, s Slots, defaults map[string]string) string {
	switch name {
	case "glob":
		if s["name"] == "" && s["ext"] == "" && s["file"] != "" {
			return s["file"]
		}
		if s["name"] != "" {
			// A glob as given; a full file name ("deep.go") as it is.
			if strings.ContainsAny(s["name"], "*?") || strings.Contains(strings.TrimPrefix(s["name"], "."), ".") {
				return s["name"]
			}
			return "*" + s["name"] + "*"
		}
		if s["ext"] != "" {
			return "*." + s["ext"]
		}
		if s["pattern"] != "" {
			return "*" + s["pattern"] + "*"
		}
	case "target":
		for _, k := range []string{"file", "name", "pattern", "path"} {
			if s[k] != "" {
				return s[k]
			}
		}
	case "n1":
		return fmt.Sprint(atoi(slotValue("n", s, defaults)) + 1)
	case "size_k":
		// BusyBox find -size knows c, b and k, no M or G.
		v := slotValue("size", s, defaults)
		for suffix, k := range map[string]int{"M": 1 << 10, "G": 1 << 20} {
			if n, ok := strings.CutSuffix(v, suffix); ok && atoi(n) > 0 {
				return fmt.Sprintf("%dk", atoi(n)*k)
			}
		}
		return v
	case "n4":
		// BusyBox top prints four lines before the processes.
		return fmt.Sprint(atoi(slotValue("n", s, defaults)) + 4)
	case "flist":
		// cut's fields: "3" or "1,3".
		if s["cols"] != "" {
			return s["cols"]
		}
		return slotValue("col", s, defaults)
	case "fields":
		// awk's fields: "$3", or "$1, $3" for columns 1 and 3.
		cols := s["cols"]
		if cols == "" {
			cols = slotValue("col", s, defaults)
		}
		return "$" + strings.ReplaceAll(cols, ",", ", $")
	case "out":
		// The archive to write: the archive name the request gave.
		for _, k := range []string{"file", "name", "dest"} {
			if isArchiveName(s[k]) {
				return s[k]
			}
		}
	case "src":
		// What goes into an archive: a path or a name that is not the
		// archive itself.
		for _, k := range []string{"path", "name", "file"} {
			if s[k] != "" && !isArchiveName(s[k]) {
				return s[k]
			}
		}
	case "todir":
		if s["dest"] != "" {
			return s["dest"]
		}
		return s["path"]
	case "dirname":
		if s["path"] != "" {
			return s["path"]
		}
		return s["name"]
	case "src_file":
		if s["file"] != "" {
			return s["file"]
		}
		return s["path"]
	case "path":
		if s["path"] == "" && s["file"] != "" {
			return s["file"]
		}
	case "dir":
		// Where a search starts: the path the request names, else here.
		if s["path"] != "" {
			return s["path"]
		}
		return "."
	}
	if v := s[name]; v != "" {
		return v
	}
	return defaults[name]
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			break
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// quote leaves plain words alone and quotes the rest for the shell.
func quote(v string) string {
	if v == "" {
		return "''"
	}
	plain := true
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:@+=,%", r)) {
			plain = false
			break
		}
	}
	if plain && !strings.HasPrefix(v, "-") {
		return v
	}
	if strings.HasPrefix(v, "~/") && !strings.ContainsAny(v[2:], " '\"$`\\*?[]{}()&;|<>!#") {
		return v // keep ~ expansion for home paths
	}
	q, err := syntax.Quote(v, syntax.LangBash)
	if err != nil {
		return "''"
	}
	return q
}

// commandNames lists the programs cmd starts, through safety's extractor
// (the same wrapper table the risk judgement uses).
func commandNames(cmd string) []string {
	calls, err := safety.Calls(cmd, "bash")
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, c := range calls {
		if c.Name != "" && !seen[c.Name] {
			seen[c.Name] = true
			out = append(out, c.Name)
		}
	}
	return out
}

// noAnswer is the reply of a request the backend gives no command for:
// why (thought) and how near the best task came (confidence).
func noAnswer(thought string, confidence float64) string {
	return jsonString(map[string]any{"thought": thought, "cmd": "", "status": "FAIL", "confidence": round2(confidence)})
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// explained reports whether a request word is accounted for by task t:
// one of its phrases' words (a typo allowed), a word of its command, a
// generic word, a word that stands for a slot's value or the kind of the
// file it names, a filler or a function word.
func explained(w string, t *Task, weak map[string]bool, s Slots) bool {
	if qualifiers[w] {
		return t.sayWords[w] || t.cmdWords[w]
	}
	if t.sayWords[w] || t.cmdWords[w] || weak[w] || slotStandIns()[w] || fillers[w] {
		return true
	}
	if fileStem(s["file"]) == w {
		// "the fruits in fruits.txt": what the file holds, by its name
		return true
	}
	if !vocabulary()[w] {
		// A word no phrase uses is a name the request gives ("nginx",
		// "london", "christmas"): only a task that takes a name from the
		// request's words can answer for it, and extract has taken
		// those it recognised. Function words are no names.
		return functionWords[w]
	}
	if k := fileKind(s["file"]); k != "" && canon(k) == w {
		return true
	}
	for sw := range t.sayWords {
		if similar(w, sw) {
			return true
		}
	}
	return false
}

// searchesTree: the request searches (find, search, look) the folders.
func searchesTree(req []string) bool {
	return slices.Contains(req, "find") && slices.Contains(req, "directory")
}

// treeTask: a task whose phrases or command deal with files or folders.
func treeTask(t *Task) bool {
	for _, w := range []string{"find", "directory", "file", "list"} {
		if t.sayWords[w] {
			return true
		}
	}
	for _, p := range commandNames(t.Cmd) {
		switch p {
		case "find", "ls", "du", "grep", "tree", "locate", "rg", "fd":
			return true
		}
	}
	return false
}

// slotStandIns are the canonical forms of the words extract puts in place
// of the values it takes out ("over 100MB" reads "over size").
var slotStandIns = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, w := range []string{"target", "path", "name", "pattern", "replacement", "ext", "size", "age", "since",
		"port", "url", "host", "n", "column", "delimiter", "range", "format", "character", "dest", "mode", "pid",
		"variable", "lineno", "old", "file"} {
		out[canon(w)] = true
	}
	return out
})

// qualifiers are words no phrase uses that still change what a command
// must do ("every other line", "sort and save it").
var qualifiers = map[string]bool{"other": true, "odd": true, "even": true, "alternate": true, "twice": true,
	"save": true, "overwrite": true, "between": true, "before": true, "after": true, "except": true, "but": true}

// functionWords carry no content: pronouns, auxiliaries, particles,
// adverbs of degree and place.
var functionWords = map[string]bool{
	"too": true, "they": true, "them": true, "their": true, "theirs": true, "he": true, "she": true, "him": true,
	"her": true, "his": true, "mine": true, "yours": true, "your": true, "somewhere": true, "anywhere": true,
	"anything": true, "something": true, "during": true, "made": true, "don": true, "doesn": true, "isn": true,
	"aren": true, "didn": true, "won": true, "t": true, "ve": true, "ll": true, "re": true, "d": true,
	"very": true, "quite": true, "again": true, "still": true, "already": true, "yet": true, "ever": true,
	"then": true, "there's": true, "these": true, "those": true, "will": true, "shall": true, "may": true,
	"might": true, "must": true, "being": true, "okay": true, "ok": true, "hey": true,
	"thanks": true, "thank": true, "pls": true, "plz": true, "kindly": true, "quickly": true, "simply": true,
	"basically": true, "if": true, "or": true, "yes": true,
	"else": true, "ones": true, "whose": true, "whom": true, "why": true, "while": true,
	"around": true, "nearby": true, "itself": true, "themselves": true, "gimme": true, "yo": true, "hi": true, "hello": true, "sure": true, "maybe": true, "possible": true, "way": true, "somehow": true, "stuff": true,
}

// fillers are words the catalogue's phrases use that do not change what
// a command must do ("print only line 2", "which file was changed").
var fillers = map[string]bool{"only": true, "was": true, "were": true, "take": true, "takes": true, "taking": true,
	"inside": true, "value": true, "current": true, "also": true, "really": true, "exactly": true, "entire": true,
	"whole": true, "full": true, "type": true, "project": true, "codebase": true, "workspace": true, "human": true,
	"readable": true, "form": true}

// fileStem is the canonical word a file's name says: "fruits" for
// data/fruits.txt; "" when it says none.
func fileStem(name string) string {
	if name == "" {
		return ""
	}
	base := strings.ToLower(filepath.Base(name))
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	if base == "" || strings.ContainsFunc(base, func(r rune) bool { return !unicode.IsLetter(r) }) {
		return ""
	}
	return canon(base)
}

// thinMatch reports whether a request says too little for the catalogue's
// phrase matcher to pick t: one word of meaning that is not the name of
// a program t runs.
func thinMatch(request string, t *Task) bool {
	toks := Tokens(request)
	if len(toks) != 1 {
		return len(toks) == 0
	}
	for _, w := range strings.Fields(strings.ToLower(request)) {
		if t.cmdWords[strings.Trim(w, "?!.,")] {
			return false
		}
	}
	return true
}

// contentRe: what a new file is to hold ("with hello", "containing …",
// "saying …"); nameNounRe: its name ("with the name x"), no content.
var contentRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:with|containing|saying|says)\s+(?:(?:the|a|an)\s+)?(?:[^\s]+)`)
})

var nameNounRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bwith\s+(?:(?:the|a|an)\s+)?(?:name|filename|title|extension)\b`)
})

// namesOne reports whether cmd looks for one name as it is (-name with
// no wildcard): "old" is then what the request calls the file, not an
// age.
func namesOne(cmd string) bool {
	m := nameArgRe().FindStringSubmatch(cmd)
	return m != nil && !strings.ContainsAny(m[1], "*?[")
}

var nameArgRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`-i?name\s+'?([^'\s]+)`) })

var oldRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)\b(old|older|stale|aged?)\b`) })

// bothKindsRe: "files and folders", which -type f leaves half out.
var bothKindsRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(files?\s+(and|or|&|\+)\s+(sub-?)?(folders|directories|dirs)|(sub-?)?(folders|directories|dirs)\s+(and|or|&|\+)\s+files?)\b`)
})

var perFolderRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(each|every|per)\s+(sub-?)?(folder|directory|dir)\b`)
})

// droppedFile is a file's name the request gives that cmd does not hold,
// "" when it holds them all.
func droppedFile(request, cmd string, plat *platform.Info) string {
	if cmd == "" {
		return ""
	}
	toks := lex(request, plat).toks
	for i, t := range toks {
		if t.kind == kFile && !strings.Contains(cmd, strings.TrimPrefix(t.raw, "./")) || t.kind == kWord && strings.Contains(t.raw, "*") && !strings.Contains(cmd, "*") {
			return t.raw
		}
		j := i - 1 // "in docs", "in the docs folder", "into the folder docs"
		for j > 0 && oneOf("the|my|a|this|that|folder|directory|dir", toks[j].low) {
			j--
		}
		if t.kind == kWord && t.dir && j >= 0 && placeWord(toks[j].low) && !strings.Contains(cmd, t.raw) {
			// a folder here that the request places something in or
			// takes it from ("restore x from backup" is no git restore)
			return t.raw
		}
	}
	// a word that stood in for a value, left in the command in its
	// place ("-name '*pattern*'")
	said := strings.Fields(strings.ToLower(request))
	for _, w := range strings.FieldsFunc(cmd, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if (w == "pattern" || w == "target" || w == "dest" || w == "replacement") && !contains(said, w) {
			return w
		}
	}
	return ""
}

// textForRe matches a request that gives what a new file holds: "with
// hello in it", "that says hi", "containing the text x" ("with nothing
// in it" gives none).
var textForRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:with|containing|saying)\s+(?:[^ ]+\s+){0,6}?(?:in|inside)\s+it\b|\b(?:that|which)\s+(?:says|reads|contains|holds)\b|\b(?:with|containing)\s+(?:the|some)?\s*(?:text|words?|line|contents?)\b`)
})

// textFor reports whether the request gives text for a new file to hold,
// or anything else "with" it but its name ("create x.txt with hello"),
// which touch would leave out.
func textFor(task string) bool {
	return (textForRe().MatchString(task) || contentRe().MatchString(task) && !nameNounRe().MatchString(task)) && !emptyForRe().MatchString(task)
}

var emptyForRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bwith\s+(?:nothing|no\s+\w+)\s+in\s+it\b`)
})

// leftName reports whether words left unread hold the name of a file or
// folder here that cmd does not name.
func leftName(words []string, cmd string, plat *platform.Info) bool {
	for _, w := range words {
		if len(w) > 1 && !fillerWords[w] && existsHere(plat, w) && !strings.Contains(cmd, w) {
			return true
		}
	}
	return false
}

// sizeMadeUp reports whether match's size limit is its task's default
// while the request says nothing of big or small.
func sizeMadeUp(m Match, task string) bool {
	d := m.Task.Defaults
	if d["size"] == "" && d["size_c"] == "" || m.Slots["size"] != "" || m.Slots["size_c"] != "" {
		return false
	}
	if sizeQuestionRe().MatchString(strings.ToLower(task)) {
		return true // "how big are the txt files": their sizes, not the big ones
	}
	return !saysWord(task, ".,;:!?\"'()", "big|bigger|biggest|large|larger|largest|huge|giant|massive|heavy|heavier|small|smaller|smallest|tiny|little|over|under|above|below|more|less|exceeding|exceed|exceeds|greater|fewer|lighter|fat|enormous|gigantic|bulky|hefty|mb|gb|kb|megabytes|gigabytes|kilobytes|meg|megs|gig|gigs")
}

// bareExtArg reports whether cmd passes a kind of archive ("tar.gz",
// ".zip") as a file's name: a request's noun, not a file.
func bareExtArg(cmd string) bool {
	prev := "|"
	for _, f := range strings.Fields(cmd) {
		// a program's own name ("zip -r …", "… | tar …") is no argument
		cmdAt := prev == "|" || prev == "||" || prev == "&&" || prev == ";" || prev == "sudo" || prev == "xargs"
		if !cmdAt && oneOf("tar.gz|.tar.gz|tgz|.tgz|zip|.zip|tar|.tar|tar.bz2|tar.xz|gz|.gz|rar|7z", strings.Trim(f, `'"`)) {
			return true
		}
		prev = f
	}
	return false
}

// sizeQuestionRe matches a question of how big things are.
var sizeQuestionRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\bhow (big|large|heavy) (are|is)\b`)
})

// saysWord reports whether a word of text (lower case, cut trimmed off
// its ends) is one of words ("a|b|c").
func saysWord(text, cut, words string) bool {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		if oneOf(words, strings.Trim(w, cut)) {
			return true
		}
	}
	return false
}
