package offline

import (
	"regexp"
	"strings"
	"sync"
)

// Twists: one detail a request adds to a plain task (a condition, a
// question of yes or no, a word that names a kind of change rather than a
// place) which a command for the plain task drops. Each check here looks
// for a cheap sign first and reads the request only when it is there.

var condRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:\b(?:only\s+)?if\s+(?:it|they|its|it's|the\s+file|the\s+folder)\b(?:\s+(?:is|are|'s|isn't|aren't|does|do|doesn't|don't|has|have|was|were|already|not|still|really))*\s+(\w+)|\bunless\b\s*(?:it|they|the\s+file)?\s*(?:is|are|'s|does|has|was)?\s*(\w+)?|\bin\s+case\s+(?:it|they)\s+(?:is|are|'s|does|do|doesn't|exists?|has)\s*(\w+)?)`)
})

// dropsTwist reports whether cmd leaves out one of the twists below that
// the request adds (a condition, a search, a second place, …), for the
// grammar's answers and the catalogue's alike.
func dropsTwist(task, cmd string) bool {
	return dropsCondition(task, cmd) || caseAsPlace(task, cmd) || findsThenActs(task, cmd) || watchesFor(task, cmd) || asksYesNo(task, cmd) ||
		everyNth(task, cmd) || twoPlaces(task, cmd) || asksInside(task, cmd) || dropsHidden(task, cmd) || totalForEach(task, cmd) || printsForDelete(task, cmd) ||
		dropsLineNumbers(task, cmd) || dropsRecursion(task, cmd) ||
		showsAndMore(task, cmd) ||
		renameUnnamed(task, cmd) || dropsHeaderSkip(task, cmd) || dropsReverse(task, cmd)
}

// renameUnnamed reports whether task asks to rename something ("move x
// to docs and rename it") with no new name after the word, which cmd,
// a move, cannot make up.
func renameUnnamed(task, cmd string) bool {
	if !strings.HasPrefix(cmd, "mv ") {
		return false
	}
	low := strings.ToLower(strings.TrimRight(task, " .!?"))
	if !saysWord(low, ",.", "move|moving|put") || saysWord(low, ",.", "named|called|name") {
		return false // "it should be named x, please rename it" said the name
	}
	for _, end := range []string{"rename it", "rename them", "rename that", "rename this", "rename the file", "rename the folder", "rename too", "rename it too", "rename it as well", "and rename"} {
		if strings.HasSuffix(low, end) {
			return true
		}
	}
	return false
}

// dropsCondition reports whether task makes the action depend on a state
// of its file ("remove x if it is empty", "delete x only if it is bigger
// than 1MB", "copy x unless it exists") that cmd does not test: a command
// that acts in every case does more than was asked.
func dropsCondition(task, cmd string) bool {
	low := strings.ToLower(task)
	if !strings.Contains(low, "if ") && !strings.Contains(low, "unless") && !strings.Contains(low, "in case") {
		return false
	}
	m := condRe().FindStringSubmatch(low)
	if m == nil {
		return false
	}
	word := m[1] + m[2] + m[3]
	has := func(marks ...string) bool {
		for _, k := range marks {
			if strings.Contains(cmd, k) {
				return true
			}
		}
		return false
	}
	if has("[ ", "test ", "[[ ", "if ") {
		return false
	}
	switch {
	case strings.HasPrefix(word, "exist"), word == "there", word == "missing", word == "present":
		// "make a folder out if it doesn't exist": mkdir -p, rm -f,
		// cp -n honour it; a plain command does not
		return !has("mkdir -p", "rm -f", "-n ", "--no-clobber", "-i ", "-e ")
	case strings.HasPrefix(word, "empty"):
		return !has("-empty", "rmdir")
	case oneOf("bigger|larger|smaller|over|under|more|less|greater|above|below|huge|big|large|small", word):
		return !has("-size")
	case oneOf("older|newer|modified|changed|recent|old|new|updated", word):
		return !has("-mtime", "-mmin", "-newer", "-u ", "--update")
	case oneOf("contains|contain|has|have|mentions|includes|matches", word):
		// "show x only if it contains hello": the file when it holds
		// the word, which grep (its lines that do) is not
		return !has("-q", "-l", "&&")
	}
	// any other word ("if it's not too much trouble", "if it's capital
	// letters or not") is no state of the file this reads
	return false
}

// checksSorted: "is list.txt sorted?", "check if x is sorted" is a
// question of yes or no, which sort -c answers (it prints where the
// order breaks, or nothing); a sort of the file answers another
// question.
func checksSorted(task, cmd string) (string, bool) {
	low := strings.ToLower(task)
	if !strings.Contains(low, "sorted") && !strings.Contains(low, " order") || !strings.Contains(cmd, "sort ") {
		return "", false
	}
	if !sortedAskRe().MatchString(low) {
		return "", false
	}
	if !strings.HasPrefix(cmd, "sort ") {
		return "", true // "is x.csv sorted by name?": a check of one column
	}
	f := strings.Fields(cmd)
	if len(f) != 2 || strings.HasPrefix(f[1], "-") {
		// "is x sorted numerically?": abstain rather than guess the
		// flags of the check
		return "", true
	}
	return "sort -c " + f[1], true
}

var sortedAskRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^\s*(?:(?:is|are)\s+\S+(?:\s+\S+)?\s+(?:already\s+)?(?:sorted\b|in\s+(?:\w+\s+)?order\b)|(?:check|see|test|tell\s+me)\s+(?:if|whether)\s+.*\b(?:sorted|in\s+(?:\w+\s+)?order)\b|\S+\s+sorted\s*\?)`)
})

// caseTarget: "rename every jpg to lowercase", "change x.txt to upper
// case": the words after "to" name a change of the letters, not a place
// to move to nor a new name.
func caseTarget(task string) bool {
	low := strings.ToLower(task)
	if !strings.Contains(low, "case") && !strings.Contains(low, "capital") && !strings.Contains(low, "small letters") {
		return false
	}
	return caseTargetRe().MatchString(low)
}

// caseAsPlace: cmd takes a word for a kind of letters ("lowercase") as
// the name of a file or folder.
func caseAsPlace(task, cmd string) bool {
	if !caseTarget(task) {
		return false
	}
	return saysWord(cmd, "/'\"", "lowercase|uppercase|lower|upper|case|capitals|letters")
}

var caseTargetRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:to|into|in)\s+(?:all\s+)?(?:lower\s*-?\s*case|upper\s*-?\s*case|capitals|capital\s+letters|small\s+letters|title\s*case|camel\s*case|snake\s*case)\b`)
})

// findsThenActs: "find directories named tmp and delete them", "search
// for x and remove it": a search, then an act on what it finds; a
// command that acts on one name here, with no search, drops the search.
func findsThenActs(task, cmd string) bool {
	low := strings.ToLower(strings.TrimSpace(task))
	if !strings.HasPrefix(low, "find ") && !strings.HasPrefix(low, "search ") && !strings.HasPrefix(low, "locate ") && !strings.HasPrefix(low, "look for ") {
		return false
	}
	return !strings.Contains(cmd, "find ") && !strings.Contains(cmd, "grep ") && !strings.Contains(cmd, "locate ") && writes(cmd)
}

// picksLinesOnly: "lines in x ending with a", "the lines of x that start
// with #" pick lines out to see, and say no change; a command that writes
// the file (sed -i of the line endings) answers another request.
func picksLinesOnly(task, cmd string) bool {
	low := strings.ToLower(task)
	if !strings.Contains(low, "line") || !strings.Contains(low, "with") && !strings.Contains(low, " in ") {
		return false
	}
	if !picksLinesRe().MatchString(low) || changeVerbRe().MatchString(low) {
		return false
	}
	return writes(cmd)
}

var picksLinesRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\blines?\b.*\b(?:start|starts|starting|begin|begins|beginning|end|ends|ending)\s+(?:with|in)\s+\S`)
})

var changeVerbRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:delete|remove|drop|strip|replace|change|edit|fix|convert|comment|uncomment|add|insert|save|write|put|prepend|append|trim|swap|substitute|rewrite|normalize|normalise|erase|cut|clean|modify|update|move|rename|copy)\b`)
})

// watchesFor: "watch app.log for ERROR", "monitor x for failures": the
// lines to look out for, which tail -f with no filter does not pick.
func watchesFor(task, cmd string) bool {
	if !strings.HasPrefix(cmd, "tail ") || strings.Contains(cmd, "grep") {
		return false
	}
	low := strings.ToLower(task)
	if !strings.Contains(low, " for ") {
		return false
	}
	m := watchForRe().FindStringSubmatch(low)
	if m == nil {
		return false
	}
	return !oneOf("new|changes|change|updates|update|more|any|anything|ever|now|a|me|us|the|additions|appended|added|growth|lines|entries|output|activity|a while|good|live", strings.Trim(m[1], `"'.,;:!?`))
}

var watchForRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:watch|watching|monitor|monitoring|follow|following|tail|tailing)\b.*?\bfor\s+(\S+)`)
})

// asksYesNo: "does x have more than 20 lines?", "is x longer than 10
// lines?": a question of yes or no, which printing some of the file's
// lines does not answer.
func asksYesNo(task, cmd string) bool {
	first, rest, _ := strings.Cut(strings.TrimSpace(strings.ToLower(task)), " ")
	if !oneOf("does|do|is|are|has|have|did", first) {
		return false
	}
	// "do you mind printing …", "is it possible to show …": a polite
	// order, not a question about the file
	if second, _, _ := strings.Cut(strings.TrimSpace(rest), " "); oneOf("you|u|ya|it|there|anyone|someone|somebody|we|i", second) {
		return false
	}
	return strings.HasPrefix(cmd, "head ") || strings.HasPrefix(cmd, "tail ") || strings.HasPrefix(cmd, "sed -n")
}

// everyNth: "every third line of x", "each other row": one line in n,
// which a command for the nth line alone does not print.
func everyNth(task, cmd string) bool {
	low := strings.ToLower(task)
	if !strings.Contains(low, "every") && !strings.Contains(low, "each") {
		return false
	}
	return everyNthRe().MatchString(low) && !strings.Contains(cmd, "NR %") && !strings.Contains(cmd, "~")
}

var everyNthRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:every|each)\s+(?:other|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+(?:line|lines|row|rows|entry|record)\b`)
})

// twoPlaces: "copy a.txt to backup and b.txt to docs": two copies, each
// to its own place, which one cp or mv (everything into the last) does
// not make.
func twoPlaces(task, cmd string) bool {
	if !strings.HasPrefix(cmd, "cp ") && !strings.HasPrefix(cmd, "mv ") && !strings.Contains(cmd, "&& cp ") && !strings.Contains(cmd, "&& mv ") {
		return false
	}
	return strings.Count(strings.ToLower(task), " to ")+strings.Count(strings.ToLower(task), " into ") >= 2 && twoPlacesRe().MatchString(strings.ToLower(task))
}

var twoPlacesRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:to|into)\s+(?:the\s+)?\S+(?:\s+(?:folder|directory|dir))?\s*,?\s+and\s+(?:the\s+)?\S+\s+(?:to|into)\s+\S`)
})

// asksInside: "is there anything in the backup folder?", "any files in
// logs?": what the folder holds, which ls -ld (the folder itself) does
// not show.
func asksInside(task, cmd string) bool {
	if !strings.HasPrefix(cmd, "ls -ld ") {
		return false
	}
	low := strings.ToLower(task)
	return strings.Contains(low, "anything in") || strings.Contains(low, "something in") || strings.Contains(low, "any files in") || strings.Contains(low, "anything inside") || strings.Contains(low, "what's in") || strings.Contains(low, "what is in")
}

// dropsHidden: "show hidden files but not folders": the hidden ones,
// which a command with no mark of a dot name (ls -a, .[!.]*, -name '.*')
// does not pick; "not the hidden ones" turns it round.
func dropsHidden(task, cmd string) bool {
	low := strings.ToLower(task)
	i := strings.Index(low, "hidden")
	if i < 0 {
		return false
	}
	before := strings.Fields(low[:i])
	if len(before) > 3 {
		before = before[len(before)-3:]
	}
	negated := false
	for _, w := range before {
		w = strings.Trim(w, ",.")
		if oneOf("not|no|non|except|without|excluding|exclude|skip|skipping|ignore|ignoring|but", w) {
			negated = true
		}
		if oneOf("including|include|plus|also|and|even", w) {
			return false
		}
	}
	if negated {
		for _, k := range []string{"-name '.*'", "-name .\\*", "-path '*/.*'"} {
			if strings.Contains(cmd, k) {
				return false // find … -not -name '.*'
			}
		}
	}
	// "hidden files too", "hidden ones included": as well as the rest
	after := strings.Fields(low[i:])
	for j, w := range after {
		if j > 3 {
			break
		}
		if oneOf("too|also|included|as", strings.Trim(w, ",.")) {
			return false
		}
	}
	for _, k := range []string{".*", ".[!.]", "/.", "'."} {
		if strings.Contains(cmd, k) {
			return false
		}
	}
	if negated {
		// "every file in x except the hidden ones": find lists them
		// too, unless told not to (ls leaves them out by itself)
		return strings.HasPrefix(cmd, "find ")
	}
	for _, f := range strings.Fields(cmd) {
		if strings.HasPrefix(cmd, "ls ") && strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "--") && strings.ContainsAny(f, "aA") {
			return false
		}
	}
	return true
}

// totalForEach: "list the log files and their line counts": a count for
// each file, which one total (cat of all of them | wc -l) does not give.
func totalForEach(task, cmd string) bool {
	if !strings.HasSuffix(cmd, "| wc -l") || !strings.Contains(cmd, "cat {} +") {
		return false
	}
	low := strings.ToLower(task)
	return strings.Contains(low, "counts") || strings.Contains(low, " each ") || strings.Contains(low, " per ") || strings.Contains(low, "and their")
}

// printsForDelete: "delete the first line of x", "remove the last 2
// lines of x": an order to change the file, which head or tail (the rest
// printed, the file as it was) does not carry out.
func printsForDelete(task, cmd string) bool {
	if !strings.HasPrefix(cmd, "head -n -") && !strings.HasPrefix(cmd, "tail -n +") || strings.Contains(cmd, ">") || strings.Contains(cmd, "|") {
		return false
	}
	first, rest, _ := strings.Cut(strings.TrimSpace(strings.ToLower(task)), " ")
	return oneOf("delete|remove|erase|drop|strip|chop", first) && !strings.Contains(rest, "show") && !strings.Contains(rest, "print")
}

// markRule is a twist a command shows by a mark of its own: the request
// asks for it (asked, read only when one of the cheap signs is in the
// lower-cased request) and the command has no mark that does it (done).
type markRule struct {
	signs       []string
	asked, done func() *regexp.Regexp
}

// dropped reports whether task asks for the rule's twist and cmd does
// not do it.
func (r markRule) dropped(task, cmd string) bool {
	low := strings.ToLower(task)
	for _, s := range r.signs {
		if strings.Contains(low, s) {
			return r.asked().MatchString(low) && !r.done().MatchString(cmd)
		}
	}
	return false
}

// dropsLineNumbers: "sort x numerically with line numbers", "follow x
// with line numbers": each line numbered, which a command with no mark
// of numbering (cat -n, nl, grep -n, awk's NR, sed =, less -N) does not
// do. "line number 5 of x" names one line, not numbering.
func dropsLineNumbers(task, cmd string) bool {
	return markRule{[]string{"number"}, lineNumbersRe, numbersLinesRe}.dropped(task, cmd)
}

var lineNumbersRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:line|row)[- ]?numbers\b|\bnumbered\b|\bnumber (?:the|each|every|all the) (?:lines?|rows?)\b|\bnumber in front\b`)
})

var numbersLinesRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\bcat -[a-zA-Z]*n|\bnl\b|\bgrep (?:-[a-zA-Z]+ )*-[a-zA-Z]*n|\bprintf?\b[^;}]*\bNR\b|\bless -[a-zA-Z]*N|\bsed (?:-n )?'?=`)
})

// dropsRecursion: "make a folder called x in every subfolder", "uniq x
// in every subfolder too": every folder below, which a command with no
// mark of going down (find, -r, -R, du, tar, zip -r, **) does not reach.
func dropsRecursion(task, cmd string) bool {
	return markRule{[]string{"sub", "recurs", "all the way down"}, recursionAskedRe, goesDownRe}.dropped(task, cmd)
}

var recursionAskedRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\brecursive(?:ly)?\b|\ball the way down\b|\b(?:in|into|to|under|inside|across|through) (?:every|each|all(?: the| of the| its)?|any) sub-?(?:folders?|director(?:y|ies)|dirs?)\b|\b(?:in|into|to|under|inside|across|through) the sub-?(?:folders|directories|dirs)\b|\b(?:including|plus) (?:the |all |all the |its |their |any )?sub-?(?:folders|directories|dirs)\b|\b(?:with|and) (?:all|all the|all its|all their|its|their) sub-?(?:folders|directories|dirs)\b|\bsub-?(?:folders|directories|dirs) (?:included|too|as well)\b`)
})

var goesDownRe = sync.OnceValue(func() *regexp.Regexp {
	// -r and -R go down only for the programs where they mean it (sort -r
	// reverses, and is no mark of going down)
	return regexp.MustCompile(`\bfind\b|\bdu\b|\btar\b|\btree\b|\brsync\b|\*\*|\b(?:grep|egrep|fgrep|rg|cp|rm|chmod|chown|chgrp|zip|diff|scp|ls)\b[^|;&]*\s-[a-zA-Z]*[rR]|--recursive`)
})

// showsAndMore: "show x and count its lines": the file shown, and then
// something of it; a command that does only the second (wc, sort, grep
// with no cat of x) leaves the showing out.
func showsAndMore(task, cmd string) bool {
	m := showAndRe().FindStringSubmatch(strings.ToLower(task))
	if m == nil || strings.HasPrefix(cmd, "cat ") || strings.HasPrefix(cmd, "less ") || strings.Contains(cmd, "&&") || strings.Contains(cmd, ";") {
		return false
	}
	return true
}

var showAndRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:please\s+)?(?:show|print|display|cat|open|view|read)\s+(?:me\s+)?\S+\.\w+\s+(?:and|then|,)\s*(?:then\s+)?(?:also\s+)?(?:its\s+|the\s+)?(?:count|line|lines|word|words|sort|tell|give|search|grep|find|number|list|show|print|replace|remove|delete)\b`)
})

// countsAllLines: "count zebra lines in all log files": the lines that
// hold a word, which a count of every line (no grep) leaves out. For the
// catalogue's answers only: the grammar reads each word (and its typos).
func countsAllLines(task, cmd string) bool {
	if !strings.Contains(cmd, "wc -l") || strings.Contains(cmd, "grep") || strings.Contains(cmd, "awk") || strings.Contains(cmd, "sed") {
		return false
	}
	for _, m := range wordLinesRe().FindAllStringSubmatch(strings.ToLower(task), -1) {
		if w := m[1]; !knownWord(w) && !isDigits(w) && !strings.ContainsAny(w, "./") {
			return true
		}
	}
	return false
}

var wordLinesRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b([a-z][a-z0-9_-]*)\s+(?:lines|line|entries|messages)\b`)
})

// dropsHeaderSkip: "sort x without the header line", "the total of a
// column, skipping the header": the first line left out, which a command
// that reads every line (no tail -n +2, NR > 1, sed 1d) does not do.
func dropsHeaderSkip(task, cmd string) bool {
	return markRule{[]string{"header"}, headerSkipRe, skipsFirstRe}.dropped(task, cmd)
}

var headerSkipRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:without|minus|except|excluding|skip|skipping|ignore|ignoring|drop|dropping|leave out|leaving out)\b (?:the |its )header`)
})

var skipsFirstRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`tail -n \+2|\bNR ?> ?1\b|\bNR ?!= ?1\b|\bNR ?>= ?2\b|sed (?:-[a-z]+ )*'?1d`)
})

// dropsReverse: "list the files in pottery in reverse order", "x
// backwards": the order turned round, which a command with no mark of
// it (tac, rev, sort -r, ls -r, --reverse) does not do.
func dropsReverse(task, cmd string) bool {
	return markRule{[]string{"revers", "backward"}, reverseAskedRe, reversesRe}.dropped(task, cmd)
}

var reverseAskedRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\breverse(?:d)?\b|\bbackwards?\b`)
})

var reversesRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\btac\b|\brev\b|(?:^|\s)-[a-zA-Z]*r[a-zA-Z]*\b|--reverse|\bsort -[a-zA-Z]*r|-[a-z]*k ?[0-9,]+[a-z]*r`)
})
