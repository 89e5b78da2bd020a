package offline

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// Slots are the values a request carries that a command needs.
type Slots map[string]string

// has reports whether the request gave a value for slot; "target" is any
// file, name, pattern or path, and a file will do for a path.
func (s Slots) has(slot string) bool {
	switch slot {
	case "target":
		return s["file"] != "" || s["name"] != "" || s["pattern"] != "" || s["path"] != ""
	case "path":
		return s["path"] != "" || s["file"] != ""
	case "todir":
		return s["dest"] != "" || s["path"] != ""
	case "dir":
		return s["path"] != ""
	case "dirname":
		return s["path"] != "" || s["name"] != ""
	}
	return s[slot] != ""
}

type slotRes struct {
	file, installed, variable, lang, dirName,
	quoted, size, age, since, port, count, times, ext, url, host, path, named, user, pid, perm, sig,
	replace, bareText, findIn, transfer *regexp.Regexp
	grep, replaced, lnArgs, extractTo, lineRange, ordLine, oneLine, column, columns, delim, relPath, which, termIn, appears, except, without                                                                                                                    *regexp.Regexp
	format, cutArgs, whereIs, newDir, capsTerm, mkdirArg, numbered, countTerm, moveExt, sizeCmp, linkTo, linkAs, transferDir, envVar, sum, total, wcArgs, colName, charSwap, dateFmt, wordPattern, withCaps, colSplit, eachLine, wordDateFmt, cpArgs, searchFor *regexp.Regexp
	lineList, headN, tarArgs, whichCmd, printenv, plusFmt, zone, numWord, here, message, wordDateSplit, wordNoun, linesEnd, colOrds, ord                                                                                                                        *regexp.Regexp
}

var res = sync.OnceValue(func() slotRes {
	return slotRes{
		file:      regexp.MustCompile(`(?i)(?:^|[\s"'(])((?:\.?[\w-]+/)*[\w][\w.-]*\.(?:tar\.gz|tar\.bz2|tar\.xz|tgz|txt|log|json|csv|tsv|md|go|py|js|ts|sh|bash|zsh|rb|rs|c|h|cpp|java|yaml|yml|toml|ini|conf|cfg|xml|html|css|sql|gz|bz2|xz|zip|tar|bin|iso|img|pdf|png|jpg|jpeg|gif|mp3|mp4|doc|docx|xls|xlsx|lock|env|out|err|bak|tmp|o|so|db|sqlite|pem|key|crt))\b`),
		lang:      regexp.MustCompile(`(?i)\b(python|javascript|typescript|golang|go|rust|ruby|markdown|shell|bash|java|php|yaml|html|css|c\+\+|json|csv)\s+(?:files?|scripts?|sources?|code|programs?)\b`),
		dirName:   regexp.MustCompile(`(?i)\b(?:the|my|our)\s+(?:whole\s+|entire\s+)?([\w.-]+)\s+(?:directory|folder|dir)\b`),
		installed: regexp.MustCompile(`(?i)\bis\s+([a-z0-9][\w.+-]*)\s+installed\b`),
		variable:  regexp.MustCompile(`(?:\b(?:variable|var|env var)\s+\$?|\$)([A-Za-z_][A-Za-z0-9_]*)\b|\bvalue\s+of\s+([A-Z_][A-Z0-9_]*)\b`),
		quoted:    regexp.MustCompile(`"([^"]+)"|(?:^|[\s(=:,])'([^']+)'|“([^”]+)”|` + "`([^`]+)`"),
		size:      regexp.MustCompile(`(?i)(\d+(?:\.\d+)?)\s*(kb|k|kilobytes?|mb|m|megs?|megabytes?|gb|g|gigs?|gigabytes?|tb|t|terabytes?|bytes?|b)\b`),
		age:       regexp.MustCompile(`(?i)(?:older than|more than|over|at least|before)\s+(\d+|an?|one|two|three|four|five|six|seven|ten|thirty)\s*(minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|w|months?|years?)\b`),
		since:     regexp.MustCompile(`(?i)(?:last|past|within|in the last|in the past|newer than|less than|under)\s+(\d+|an?|one|two|three|four|five|six|seven|ten|thirty)?\s*(minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|w|months?)\b`),
		port:      regexp.MustCompile(`(?i)(?:port\s*(?:number\s*)?:?\s*|:)(\d{1,5})\b`),
		// "ping it 3 times": how many times, which no count of lines is
		times: regexp.MustCompile(`(?i)\b(\d{1,4})\s+times\b`),
		count: regexp.MustCompile(`(?i)\bline\s+(?:number\s+)?(\d{1,6})\b|\b(?:top|first|last|biggest|largest|smallest|newest|oldest|latest|recent)\s+(\d{1,4})\b|\b(\d{1,4})\s+(?:biggest|largest|smallest|newest|oldest|latest|most|recent|lines?|files?|processes|procs|entries|commits|directories|folders|dirs|items|rows|results)\b`),
		ext:   regexp.MustCompile(`(?i)(?:\*?\.([a-z0-9]{1,8})\b(?:\s+files?)?|\b(log|txt|json|yaml|yml|csv|md|py|go|js|ts|sh|jpg|jpeg|png|gif|pdf|mp3|mp4|html|css|xml|conf|tmp|bak|iso|zip|tar|gz|java|rs|c|h|cpp|rb|php|sql)\s+files?\b)`),
		url:   regexp.MustCompile(`\bhttps?://[^\s"'<>]+`),
		host:  regexp.MustCompile(`(?i)\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|edu|gov|de|uk|fr|nl|co|app|ai|local|internal|lan|sh)|(?:\d{1,3}\.){3}\d{1,3})\b`),
		path:  regexp.MustCompile(`(?:^|\s)((?:~|\.{1,2})?/[^\s"']*|~)`),
		named: regexp.MustCompile(`(?i)\b(?:named|called|name is)\s+([A-Za-z0-9_.*?+~-][A-Za-z0-9_.*?+/~-]*)`),
		user:  regexp.MustCompile(`(?i)\b(?:user|by|owned by)\s+([a-z_][a-z0-9_-]{0,31})\b`),
		pid:   regexp.MustCompile(`(?i)\bpid\s*(\d+)\b|\bprocess\s+(\d{2,7})\b`),
		perm:  regexp.MustCompile(`\b([0-7]{3,4})\b`),
		sig:   regexp.MustCompile(`(?i)\b(?:named|called)\s+["']?([A-Za-z0-9_.-]+)`),
		// "replace foo with bar": words (dots only inside, as in an
		// address), so they sit safely in sed's s/old/new/ (no slash or
		// quote to escape).
		replace: regexp.MustCompile(`(?i)\b(?:replace|substitute|change|swap)\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:(?:port|value|number|word|text|string)\s+)?["']?([\w@:=-]+(?:\.[\w@:=-]+)*)["']?\s+(?:with|by|to|for)\s+(?:an?\s+)?["']?([\w@:=-]+(?:\.[\w@:=-]+)*)["']?`),
		// "copy a.txt to b.txt", "move notes.md into ~/docs": the source
		// looks like a file or a path; the destination is any word.
		transfer: regexp.MustCompile(`(?i)\b((?:(?:make|save|create|take|keep)\s+)?(?:an?\s+)?backup(?:\s+copy)?|back\s+up|(?:(?:put|place|make|leave)\s+)?(?:an?\s+)?copy|cp|move|mv|rename|duplicate)\s+(?:-[a-zA-Z]+\s+)?(?:of\s+)?(?:the\s+)?(?:whole\s+|entire\s+)?(?:(?:file|folder|directory)\s+)?((?:[~.]|[\w-]*[./])[^\s"']*)\s+(?:(?:folder|directory|dir|file)\s+)?(?:to|into|as|called|named|in|inside)\s+((?:the|my|your)\s+)?([^\s"']+)(\s+(?:folder|directory|dir))?`),
		// "grep -in error app.log": the pattern is grep's first operand;
		// its flags are words the catalogue knows.
		grep: regexp.MustCompile(`(?i)\bgrep\s+((?:-[a-zA-Z]+\s+)*)(?:--\s+)?(?:for\s+)?(?:"([^"]+)"|'([^']+)'|([^\s"'-][^\s"']*))`),
		// "with apple replaced by pear"
		replaced: regexp.MustCompile(`(?i)\b["']?([\w@:=-]+(?:\.[\w@:=-]+)*)["']?\s+(?:replaced|swapped|switched)\s+(?:by|with|for)\s+["']?([\w@:=-]+(?:\.[\w@:=-]+)*)["']?`),
		// "ln -s target linkname"
		lnArgs: regexp.MustCompile(`(?i)\bln\s+-s\s+([^\s"']+)\s+([^\s"']+)`),
		// "unpack bundle.tar.gz into out": where an archive goes.
		extractTo: regexp.MustCompile(`(?i)\b([\w./~-]+\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip))\s+(?:into|to|in|under)\s+(?:(?:the|a|an|new|my|our|your|their)\s+)*(?:(?:folder|directory|dir)\s+)?(?:(?:called|named)\s+)?([\w./~-]+)`),
		// "lines 5 to 10", "lines 3-7"
		lineRange: regexp.MustCompile(`(?i)\b(?:from\s+|between\s+)?(?:lines?|rows?)\s+(\d{1,7})\s*(-|–|to|through|thru|until|and)\s*(?:line\s+)?(\d{1,7})\b`),
		// "lines 1 and 3", "lines 2, 4 and 6", "lines 1,3": some lines,
		// no range of them (which no catalogue command prints)
		lineList: regexp.MustCompile(`(?i)\b(?:lines?|rows?)\s+\d{1,7}(?:\s*(?:-|to)\s*\d{1,7})?(?:\s*(?:,|and|&)\s*(?:lines?\s+)?\d{1,7}(?:\s*(?:-|to)\s*\d{1,7})?)+\b`),
		ordLine:  regexp.MustCompile(`(?i)\b(\d{1,7}(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+line\b`),
		oneLine:  regexp.MustCompile(`(?i)\b(?:first|last|final|top|bottom)\s+line\b`),
		columns:  regexp.MustCompile(`(?i)\b(?:columns|fields|cols)\s+(\d{1,3}(?:\s*(?:,|and|&)\s*\d{1,3})+)\b|\b(\d{1,3}(?:st|nd|rd|th)?(?:\s*(?:,|and|&)\s*\d{1,3}(?:st|nd|rd|th)?)+)\s+(?:columns|fields|cols)\b`),
		column:   regexp.MustCompile(`(?i)\b(?:(\d{1,3})(?:st|nd|rd|th)?|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last))\s+(?:column|field|col)\b|\b(?:column|field|col)\s+(?:number\s+|no\.?\s*|#)?(\d{1,3})\b`),
		delim:    regexp.MustCompile(`(?i)\b(?:(?:separated|delimited|split)\s+(?:by|with|on)\s+(?:an?\s+)?(?:(colons?|commas?|tabs?|semicolons?|pipes?|spaces?)|["']?([^\s\w"'])["']?)|(colon|comma|tab|semicolon|pipe|space)[\s-](?:separated|delimited)|with\s+["']?([^\s\w"'])["']?\s+as\s+(?:the\s+)?(?:delimiter|separator)|(?:delimiter|separator)\s+(?:is\s+)?["']?([^\s\w"'])["']?)`),
		relPath:  regexp.MustCompile(`(?:^|\s)([\w][\w.-]*(?:/[\w.-]+)+/?)`),
		which:    regexp.MustCompile(`(?i)\b(?:path\s+(?:of|to)|location\s+of|where\s+is|which)\s+(?:the\s+)?([a-z][\w.+-]*)\s+(?:command|binary|program|executable)\b|\b(?:which|what)\s+(?:program|tool|binary|command|executable)\s+is\s+([a-z][\w.+-]*)\s*\??$`),
		// "find warn in server.log", "occurrences of TODO in notes.txt":
		// a term right before "in <file>" is what to look for.
		termIn:  regexp.MustCompile(`(?i)\b(?:for|find|search|containing|contain|contains|with|matching|match|mentioning|of|grep)\s+["']?([\w@#:.-]{2,})["']?\s+(?:in|inside|within|from)\s+(?:the\s+)?(?:file\s+)?(?:[\w./-]+\.[a-z0-9]+|target)\b`),
		appears: regexp.MustCompile(`(?i)\b(?:does|do|where|did)\s+["']?([\w@#:.-]{2,})["']?\s+(?:appears?|occurs?|shows?\s+up)\b`),
		except:  regexp.MustCompile(`(?i)\b(?:except|but|other\s+than)\s+(?:the\s+)?["']?([\w@#:.-]{2,})["']?\s+(?:lines?|ones)\b`),
		without: regexp.MustCompile(`(?i)\b(?:without|not\s+containing|not\s+matching|that\s+don'?t\s+contain|that\s+do\s+not\s+contain|don'?t\s+contain|excluding|exclude\s+lines\s+(?:containing|with|matching))\s+(?:an?\s+|the\s+)?["']?([\w@#:.-]{2,})["']?`),
		// "find TODO in notes.txt": find, a term, then where to look.
		findIn: regexp.MustCompile(`(?i)\bfind\s+([\w@#:.-]{2,})\s+in\b`),
		// "the text TODO", "grep for FIXME": an unquoted word to search for.
		bareText: regexp.MustCompile(`(?i)\b(?:(?:text|word|string|for|containing|contain|contains|mentioning|mention|mentions|matching|match|search|grep)\s+)+([\w@#:.-]{2,})`),
		// "a tar.gz", "a zip": the kind of archive, not a file's name.
		format: regexp.MustCompile(`(?i)\b(?:an?|as)\s+\.?(tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip)(?:\s+(?:file|archive))?\b`),
		// "cut -d: -f1,3 people.txt"
		cutArgs: regexp.MustCompile(`\bcut\s+(?:-d\s*["']?([^\s\w"'])["']?\s+-f\s*([\d,]+)|-f\s*([\d,]+)\s+-d\s*["']?([^\s\w"'])["']?|-f\s*([\d,]+))`),
		// "where is deep.go", "locate report.pdf": a file to find by name.
		whereIs: regexp.MustCompile(`(?i)\b(?:where\s+is|where's|where|locate|find|look\s+for|search\s+for)\s+(?:the\s+)?(?:file\s+)?((?:[\w-]+/)*[\w][\w-]*\.[a-zA-Z0-9]{1,8})\b`),
		// "create folder reports", "new directory out": the directory's name.
		newDir: regexp.MustCompile(`(?i)\b(?:create|make|new|add)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?(?:folder|directory|dir)\s+([\w][\w.-]*(?:/[\w.-]+)*/?)`),
		// "show ERROR lines", "the TODO entries": a term in capitals.
		capsTerm: regexp.MustCompile(`\b([A-Z][A-Z0-9_]+)\s+(?:lines?|entries|messages?|rows?)\b`),
		// "symlink called latest pointing to build": where a link points.
		// "symlink config.ini as current.ini": what to link, then the link.
		numbered: regexp.MustCompile(`(?i)\bline\s*(?:numbers?|nos?\.?|#)|\blineno|\b(?:which|what|on\s+which)\s+lines?\b|\bwhere\b|\b(?:grep|cat)\s+(?:-[a-z]*n)|\bnumbered\b`),
		// "count the error lines", "number of debug entries": what the
		// counted lines say.
		countTerm: regexp.MustCompile(`(?i)\b(?:count|number\s+of|how\s+many)\s+(?:the\s+|all\s+)?([a-z][\w-]{2,})\s+(?:lines|entries|messages|rows)\b`),
		// "move all the jpg files from photos to media", "copy every .jpg
		// in pics into docs": files of a kind from one folder to another.
		moveExt: regexp.MustCompile(`(?i)\b(copy|cp|move|mv)\s+(?:all\s+|every\s+|each\s+)?(?:of\s+)?(?:the\s+)?(?:\*?\.([a-z0-9]{1,8})|([a-z0-9]{1,8})\s+files?)\s+(?:files?\s+)?(?:from|in|inside|under|out\s+of)\s+(?:the\s+)?([\w./~-]+)(?:\s+(?:folder|directory|dir))?\s+(?:to|into)\s+(?:the\s+)?([\w./~-]+)`),
		// "mkdir scratch", "mkdir -p a/b": the directory to make.
		mkdirArg: regexp.MustCompile(`(?i)\bmkdir\s+(?:-p\s+)?([\w][\w.-]*(?:/[\w.-]+)*/?)`),
		// "over 1MB", "at most 10k": which way a size compares.
		sizeCmp: regexp.MustCompile(`(?:\b(over|above|exceeding|more\s+than|greater\s+than|bigger\s+than|larger\s+than|at\s+least|heavier\s+than)|>|\b(under|below|less\s+than|smaller\s+than|at\s+most|lighter\s+than|no\s+more\s+than)|<)\s*$`),
		linkAs:  regexp.MustCompile(`(?i)\b(?:symlink|link|shortcut)\s+(?:to\s+)?([\w~./-]+)\s+(?:as|named|called)\s+([\w~./-]+)|\b(?:symlink|link)\s+([\w~./-]+)\s+(?:to|at|->)\s+([\w~./-]+)\s*$`),
		// "rename the folder site to website", "copy the whole site
		// directory to site-copy": a directory named by a bare word.
		transferDir: regexp.MustCompile(`(?i)\b((?:(?:make|save|create|take|keep)\s+)?(?:an?\s+)?backup(?:\s+copy)?|back\s+up|copy|cp|move|mv|rename|duplicate)\s+(?:of\s+)?(?:the\s+)?(?:whole\s+|entire\s+)?(?:(folder|directory|dir)\s+([\w][\w.-]*)|([\w][\w.-]*)\s+(folder|directory|dir))\s+(?:to|into|as|called|named)\s+(?:the\s+)?([^\s"']+)(?:\s+(?:folder|directory|dir))?`),
		// "the EDITOR environment variable": a variable named first.
		envVar: regexp.MustCompile(`\b\$?([A-Z_][A-Z0-9_]+)\s+(?:environment\s+|env\s+|shell\s+)?variable\b`),
		linkTo: regexp.MustCompile(`(?i)\b(?:pointing|points|that\s+points|linking|which\s+points)\s+(?:to|at)\s+(?:the\s+)?([^\s"']+)`),
		// "sum the 3rd column", "add up the numbers"
		sum: regexp.MustCompile(`(?i)\b(?:sum(?:\s+up)?|add\s+(?:up|together))\b`),
		// "total of the 3rd column": a sum, where "total size" is not.
		total: regexp.MustCompile(`(?i)\btotal(?:\s+of)?(\s+(?:the\s+)?(?:\w+\s+)?(?:column|field|numbers|values)\b)`),
		// "cp a.txt b.txt", "mv notes.txt docs/": a source and a destination.
		cpArgs: regexp.MustCompile(`\b(cp|mv)\s+(?:-[a-zA-Z]+\s+)?([^\s"'-][^\s"']*)\s+([^\s"'-][^\s"']*)\s*$`),
		// "search app.log for error": what to look for in a named file.
		searchFor: regexp.MustCompile(`(?i)\b(?:search|grep|scan|check)\s+(?:in\s+|through\s+)?target(?:\s+[a-z]+)?\s+for\s+["']?([\w@#:.-]{2,})["']?`),
		// "head -5 notes.txt", "tail -n 20 app.log": how many lines.
		headN: regexp.MustCompile(`\b(head|tail)\s+-n?\s*(\d{1,6})\b`),
		// "tar -czf out.tar.gz src", "tar xzf a.tgz": what tar is to do.
		tarArgs: regexp.MustCompile(`\btar\s+-?([cxtzjJvfpa]{1,6})\b`),
		// "which ls", "type ls", "command -v ls": where a program is.
		whichCmd: regexp.MustCompile(`^\s*(?:which|type|command\s+-v)\s+([a-z][\w.+-]*)\s*$`),
		// "printenv USER"
		printenv: regexp.MustCompile(`^\s*printenv\s+([A-Za-z_][A-Za-z0-9_]*)\s*$`),
		// "time in new york", "what time is it in Europe/Paris"
		zone: regexp.MustCompile(`(?i)\b(?:in|for)\s+((?:new|los|san|hong|sao|buenos|kuala|mexico|cape|tel)\s+[a-z]+|[a-z]+(?:/[a-z_]+)+|[a-z]+)\s*\??\s*$`),
		// "the first ten lines", "five files": a count in words.
		numWord: regexp.MustCompile(`(?i)\b(top|first|last|bottom|latest|newest|oldest|biggest|largest)\s+(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred)\b|\b(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred)\s+(lines?|files?|processes|entries|commits|rows|results|biggest|largest|newest|oldest|times)\b`),
		// "on this machine": where the request is, which is always here.
		here: regexp.MustCompile(`(?i)\b(?:on|of|in|for)\s+(?:this|my|the)\s+(?:machine|computer|box|system|server|host|laptop|pc)\b`),
		// "commit with message fix typo": the message runs to the end.
		message: regexp.MustCompile(`(?i)\bmessage\s+(?:of\s+|saying\s+)?([^"'\s][^"']*?)\s*$`),
		// "date +%s": a format as date takes it.
		plusFmt: regexp.MustCompile(`(?:^|\s)(\+%[^\s'"]*)`),
		// "wc -w words.txt": what wc counts.
		wcArgs: regexp.MustCompile(`\bwc\s+-([lwcm])\b`),
		// "the name column", "the price field": a column by its header.
		colName: regexp.MustCompile(`(?i)\b(?:the|a|its)\s+["']?([a-z_][\w-]*)["']?\s+(?:column|field)\b`),
		// "convert the colons in people.txt to commas"
		charSwap: regexp.MustCompile(`(?i)\b(?:convert|change|turn|replace|swap|substitute)\s+(?:all\s+|every\s+)?(?:the\s+)?([a-z]+)\s+(?:(?:in|of)\s+(\S+)\s+)?(?:to|into|with|by|for)\s+([a-z]+)\b`),
		// "YYYY-MM-DD", "dd/mm/yyyy", "HH:MM": a date format, not a path.
		wordDateSplit: regexp.MustCompile(`(?i)\b(years?|months?|days?|hours?|minutes?|seconds?)\b`),
		// "replace the word ann": a replacement of a whole word
		wordNoun: regexp.MustCompile(`(?i)\bwords?\s`),
		// "3 lines": a count of lines
		linesEnd:    regexp.MustCompile(`(?i)(lines?|rows?)$`),
		wordPattern: regexp.MustCompile(`(?i)\b(?:word|string|text|term)\s+pattern\b`),
		withCaps:    regexp.MustCompile(`\bwith\s+([A-Z][A-Z0-9_]{2,})\b`),
		colSplit:    regexp.MustCompile(`(?i)\b(\d{1,3}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\s+((?:colon|comma|tab|semicolon|pipe|space)[\s-](?:separated|delimited))\s+(column|field|col)\b`),
		// "the first and the third column": columns each named by its ordinal
		colOrds:  regexp.MustCompile(`(?i)\b(?:\d{1,3}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(?:\s*(?:,|and|&)\s*(?:(?:also|then)\s+)?(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))+\s+(?:columns?|fields?|cols?)\b`),
		ord:      regexp.MustCompile(`(?i)\b(?:\d{1,3}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b`),
		eachLine: regexp.MustCompile(`(?i)\b(?:of|on|in|from|for)\s+(?:each|every)\s+(?:line|row|record)\b`),
		// "day/month/year", "hours and minutes": a date format in words.
		wordDateFmt: regexp.MustCompile(`(?i)\b(?:years?|months?|days?|hours?|minutes?|seconds?)(?:\s*(?:[-/.:]|,?\s+and\s+|,\s*)\s*(?:years?|months?|days?|hours?|minutes?|seconds?))+\b`),
		dateFmt:     regexp.MustCompile(`(?i)\b(?:yyyy|yy|mm|dd|hh|ss)(?:[-/.: _]?(?:yyyy|yy|mm|dd|hh|ss))+\b`),
	}
})

func number(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	switch strings.ToLower(s) {
	case "two":
		return 2
	case "three":
		return 3
	case "four":
		return 4
	case "five":
		return 5
	case "six":
		return 6
	case "seven":
		return 7
	case "ten":
		return 10
	case "thirty":
		return 30
	}
	return 1
}

// minutes converts an amount of a unit to minutes.
func minutes(n int, unit string) int {
	u := strings.ToLower(unit)
	switch {
	case strings.HasPrefix(u, "min"):
		return n
	case strings.HasPrefix(u, "h"):
		return n * 60
	case strings.HasPrefix(u, "d"):
		return n * 60 * 24
	case strings.HasPrefix(u, "w"):
		return n * 60 * 24 * 7
	case strings.HasPrefix(u, "mo"):
		return n * 60 * 24 * 30
	case strings.HasPrefix(u, "y"):
		return n * 60 * 24 * 365
	}
	return n * 60 * 24
}

// extract finds the values and returns the request with each value
// replaced by its slot's name ("over 100MB" reads "over size"), so that
// catalogue phrases written with those names match.
func extract(req string) (Slots, string) {
	r := res()
	s := Slots{}
	rest := req
	// "with line numbers", "on which lines", "grep -n": the lines are to
	// be numbered
	if r.numbered.MatchString(req) {
		s["numbered"] = "yes"
	}
	if m := r.url.FindString(rest); m != "" {
		s["url"] = m
		rest = strings.Replace(rest, m, " url ", 1)
	}
	// "a tar.gz of docs": the kind of archive to make, no file's name.
	// Cheap tests first: most requests say none of these words, and the
	// case-insensitive expressions have no literal prefix to skip by.
	low := strings.ToLower(req)
	if strings.Contains(low, "this") || strings.Contains(low, "my ") || strings.Contains(low, "the ") {
		rest = r.here.ReplaceAllString(rest, " ")
	}
	rest = r.numWord.ReplaceAllStringFunc(rest, func(m string) string {
		f := strings.Fields(m)
		for i, w := range f {
			if n, ok := numberWords[strings.ToLower(w)]; ok {
				f[i] = strconv.Itoa(n)
			}
		}
		return strings.Join(f, " ")
	})
	says := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(low, w) {
				return true
			}
		}
		return false
	}
	if says("tar", "zip", "tgz") {
		rest = r.format.ReplaceAllStringFunc(rest, func(m string) string {
			if strings.Contains(strings.ToLower(m), "zip") {
				return " a zip "
			}
			return " a tarball "
		})
	}
	if m := when(says("sum", "add"), r.sum, rest); m != nil {
		rest = strings.Replace(rest, m[0], " sum ", 1)
	} else if m := when(says("total"), r.total, rest); m != nil {
		rest = strings.Replace(rest, m[0], " sum "+m[1], 1)
	}
	if m := when(says("head", "tail"), r.headN, rest); m != nil {
		s["n"] = m[2]
		rest = strings.Replace(rest, m[0], " "+m[1]+" n ", 1)
	}
	if m := when(says("tar"), r.tarArgs, rest); m != nil {
		// the mode letter says what to do; z, f and v need no word
		var words []string
		for _, c := range []struct{ letter, word string }{{"c", "compress"}, {"x", "extract"}, {"t", "list"}} {
			if strings.Contains(m[1], c.letter) {
				words = append(words, c.word)
			}
		}
		if len(words) == 1 {
			rest = strings.Replace(rest, m[0], " tar "+words[0]+" ", 1)
		}
		// "tar -czf out.tar.gz src": the archive, then what goes in it.
		if f := strings.Fields(rest); len(words) == 1 && words[0] == "compress" && len(f) == 4 && f[0] == "tar" && isArchiveName(f[2]) {
			s["file"], s["path"] = f[2], f[3]
			rest = " compress path into target tarball "
		}
	}
	if m := when(says("+%"), r.plusFmt, rest); m != nil {
		s["datefmt"] = m[1]
		rest = strings.Replace(rest, m[1], " format ", 1)
	}
	if m := when(says("wc "), r.wcArgs, rest); m != nil {
		rest = strings.Replace(rest, m[0], " count "+map[string]string{"l": "lines", "w": "words", "c": "bytes", "m": "characters"}[m[1]], 1)
	}
	if m := when(says("yy", "dd", "mm", "hh"), r.dateFmt, rest); m != nil {
		s["datefmt"] = dateFormat(m[0])
		rest = strings.Replace(rest, m[0], " format ", 1)
	} else if m := when(says("date", "time", "clock"), r.wordDateFmt, rest); m != nil {
		// "the date as day/month/year", "the time in hours and minutes"
		s["datefmt"] = wordsDateFormat(m[0])
		rest = strings.Replace(rest, m[0], " format ", 1)
	}
	if m := when(says("time", "date", "clock"), r.zone, rest); m != nil {
		if z := timeZone(m[1]); z != "" {
			s["zone"] = z
			rest = strings.Replace(rest, m[1], " zone ", 1)
		}
	}
	if !says("convert", "change", "turn", "replace", "swap", "substitute") {
		// no characters to swap
	} else if m := r.charSwap.FindStringSubmatchIndex(rest); m != nil {
		a, b := charName(rest[m[2]:m[3]]), charName(rest[m[6]:m[7]])
		if a != "" && b != "" {
			s["oldc"], s["newc"] = a, b
			file := ""
			if m[4] >= 0 {
				file = " in " + rest[m[4]:m[5]]
			}
			rest = rest[:m[0]] + " replace character" + file + " with character " + rest[m[1]:]
		}
	}
	if m := r.grep.FindStringSubmatch(rest); m != nil {
		s["pattern"] = m[2] + m[3] + m[4]
		words := ""
		for _, f := range strings.Fields(m[1]) {
			for _, c := range strings.TrimLeft(f, "-") {
				switch c {
				case 'i':
					words += " ignore case"
				case 'v':
					words += " not"
				case 'c':
					words += " count"
				case 'n':
					words += " lineno"
				case 'r', 'R':
					words += " recursive"
				default:
					words += " -" + string(c) // an option no word says: the command must pass it
				}
			}
		}
		rest = strings.Replace(rest, m[0], " grep"+words+" pattern ", 1)
	}
	if m := r.lnArgs.FindStringSubmatch(rest); m != nil {
		s["path"], s["name"] = m[1], m[2]
		rest = strings.Replace(rest, m[0], " symlink to path name ", 1)
	}
	if m := r.extractTo.FindStringSubmatch(rest); m != nil && !isArchiveName(m[2]) {
		s["file"], s["dest"] = m[1], strings.TrimRight(m[2], ".,;:!?")
		switch strings.ToLower(s["dest"]) {
		case "this", "here", "current", "cwd", "present", "same", "working":
			// "in this directory", "into the current folder": here
			s["dest"] = "."
		}
		rest = strings.Replace(rest, m[0], " target "+fileKind(m[1])+" into dest ", 1)
	}
	if m := when(says("cp", "mv", "copy", "move"), r.moveExt, rest); m != nil && isExtWord(m[2]+m[3]) && (m[2] != "" || extWords[strings.ToLower(m[3])] != "") {
		s["ext"], s["path"], s["dest"] = strings.ToLower(m[2]+m[3]), m[4], strings.TrimRight(m[5], ".,;:!?")
		rest = strings.Replace(rest, m[0], " "+transferVerb(m[1])+" ext files from path to dest ", 1)
	} else if m := when(says("cp ", "mv "), r.cpArgs, rest); m != nil {
		s["file"], s["dest"] = m[2], m[3]
		verb := map[string]string{"cp": "copy", "mv": "move"}[m[1]]
		rest = strings.Replace(rest, m[0], " "+verb+" target to path ", 1)
	} else if m := r.transfer.FindStringSubmatch(rest); m != nil && !(m[3] != "" && m[5] == "" && !strings.ContainsAny(m[4], "/.~")) && !oneOf("new|other|another|same|that|this|right|correct", strings.ToLower(m[4])) {
		// "to the desktop", "to my documents": a place the user knows
		// and caro cannot see, no name for a new file; left unmatched
		// ("to the backup folder" names the folder; "the new folder"
		// does not)
		s["file"], s["dest"] = m[2], strings.TrimRight(m[4], ".,;:!?")
		rest = strings.Replace(rest, m[0], " "+transferVerb(m[1])+" target to path ", 1)
	} else if m := when(says("folder", "dir"), r.transferDir, rest); m != nil {
		s["file"], s["dest"] = m[3]+m[4], strings.TrimRight(m[6], ".,;:!?")
		rest = strings.Replace(rest, m[0], " "+transferVerb(m[1])+" directory target to path ", 1)
	}
	if m := r.replace.FindStringSubmatch(rest); m != nil && s["oldc"] == "" {
		if a, b := charName(m[1]), charName(m[2]); a != "" && b != "" {
			// "replace commas with tabs": characters, not words.
			s["oldc"], s["newc"] = a, b
			rest = strings.Replace(rest, m[0], " replace character with character ", 1)
		} else {
			s["old"], s["new"], s["pattern"] = m[1], m[2], m[1]
			if r.wordNoun.MatchString(m[0]) {
				// "replace the word ann": as a word, which s/ann/ is not
				s["wholeword"] = m[1]
			}
			rest = strings.Replace(rest, m[0], " replace pattern with replacement ", 1)
		}
	}
	if m := r.replaced.FindStringSubmatch(rest); m != nil && s["old"] == "" {
		s["old"], s["new"], s["pattern"] = m[1], m[2], m[1]
		rest = strings.Replace(rest, m[0], " pattern replaced with replacement ", 1)
	}
	if m := r.lineList.FindString(rest); m != "" && !strings.HasPrefix(strings.ToLower(rest[max(0, strings.Index(rest, m)-8):strings.Index(rest, m)]), "between") {
		// a list of lines: a value no command of the catalogue takes
		s["lines"] = m
		rest = strings.Replace(rest, m, " lines range ", 1)
	} else if m := r.lineRange.FindStringSubmatch(rest); m != nil && (!strings.EqualFold(m[2], "and") || strings.HasPrefix(strings.ToLower(m[0]), "between")) && atoi(m[3]) >= atoi(m[1]) {
		s["from"], s["to"] = m[1], m[3]
		rest = strings.Replace(rest, m[0], " lines range ", 1)
	}
	if m := r.ordLine.FindStringSubmatch(rest); m != nil {
		s["n"] = strconv.Itoa(ordinal(m[1]))
		rest = strings.Replace(rest, m[0], " line n ", 1)
	} else if m := r.oneLine.FindString(rest); m != "" {
		s["n"] = "1"
	}
	hasCol := says("col", "field")
	if m := when(says("cut"), r.cutArgs, rest); m != nil {
		d, f := m[1]+m[4], m[2]+m[3]+m[5]
		if d != "" {
			s["delim"] = d
		}
		if strings.Contains(f, ",") {
			s["cols"] = strings.Trim(f, ",")
		} else {
			s["col"] = f
		}
		rest = strings.Replace(rest, m[0], " cut column delimiter ", 1)
	}
	if m := when(hasCol, r.columns, rest); m != nil {
		// "columns 1 and 3"
		s["cols"] = strings.Join(strings.FieldsFunc(m[1]+" "+m[2], func(r rune) bool { return r < '0' || r > '9' }), ",")
		rest = strings.Replace(rest, m[0], " column ", 1)
	}
	if m := when(hasCol, r.colOrds, rest); m != nil && s["cols"] == "" {
		// "the first and the third column"
		var cols []string
		for _, o := range r.ord.FindAllString(m[0], -1) {
			cols = append(cols, strconv.Itoa(ordinal(o)))
		}
		s["cols"] = strings.Join(cols, ",")
		rest = strings.Replace(rest, m[0], " column ", 1)
	}
	if m := when(hasCol, r.colName, rest); m != nil && s["cols"] == "" && !r.column.MatchString(m[0]) && !colWords[strings.ToLower(m[1])] {
		// A column by its header's name: no number to give awk.
		s["colname"] = m[1]
		rest = strings.Replace(rest, m[0], " column ", 1)
	}
	// "the third colon-separated column": the column, then how the
	// line is split
	rest = r.colSplit.ReplaceAllString(rest, "$1 $3 $2")
	if m := r.column.FindStringSubmatch(rest); m != nil && s["cols"] == "" {
		switch {
		case m[1] != "":
			s["col"] = m[1]
		case m[3] != "":
			s["col"] = m[3]
		case strings.EqualFold(m[2], "last"):
			s["col"] = "NF"
		default:
			s["col"] = strconv.Itoa(ordinal(m[2]))
		}
		rest = strings.Replace(rest, m[0], " column ", 1)
	}
	if m := r.delim.FindStringSubmatch(rest); m != nil {
		d := ""
		for _, g := range m[1:] {
			if g != "" {
				d = g
				break
			}
		}
		s["delim"] = delimChar(d)
		rest = strings.Replace(rest, m[0], " delimiter ", 1)
	}
	if s["col"] != "" || s["cols"] != "" || s["delim"] != "" {
		// a column is of each line: "of each line" says no more
		rest = r.eachLine.ReplaceAllString(rest, " ")
	}
	if m := r.which.FindStringSubmatch(rest); m != nil && !stopwords()[strings.ToLower(m[1]+m[2])] {
		// "where is the program ls": "the" names no program
		s["name"] = m[1] + m[2]
		rest = strings.Replace(rest, m[0], " path of name command ", 1)
	}
	if m := r.quoted.FindStringSubmatch(rest); m != nil && s["pattern"] == "" {
		for _, g := range m[1:] {
			if g != "" {
				s["pattern"] = g
				break
			}
		}
		rest = strings.Replace(rest, m[0], " pattern ", 1)
	}
	if m := when(says("message"), r.message, rest); m != nil && s["pattern"] == "" {
		s["pattern"] = m[1]
		rest = strings.Replace(rest, m[0], " message pattern ", 1)
	}
	if m := r.named.FindStringSubmatch(rest); m != nil {
		s["name"] = strings.TrimRight(m[1], ".,;:!?")
		rest = strings.Replace(rest, m[0], " name ", 1)
	}
	if m := when(says("link", "shortcut"), r.linkAs, rest); m != nil && s["path"] == "" && s["name"] == "" && !linkWords[strings.ToLower(m[1]+m[3])] {
		if m[1] != "" {
			s["path"], s["name"] = m[1], strings.TrimRight(m[2], ".,;:!?")
		} else {
			// "symlink current to src": the link, then where it points
			s["name"], s["path"] = m[3], strings.TrimRight(m[4], ".,;:!?")
		}
		rest = strings.Replace(rest, m[0], " symlink to path name ", 1)
	}
	if m := when(says("point", "link"), r.linkTo, rest); m != nil && s["path"] == "" {
		s["path"] = strings.TrimRight(m[1], ".,;:!?")
		rest = strings.Replace(rest, m[0], " to path ", 1)
	}
	if m := when(says("where", "locate", "find", "look", "search"), r.whereIs, rest); m != nil && s["name"] == "" {
		s["name"] = m[1]
		rest = strings.Replace(rest, m[1], " file name ", 1)
	}
	if m := when(says("mkdir"), r.mkdirArg, rest); m != nil && s["name"] == "" && s["path"] == "" {
		s["name"] = strings.TrimRight(m[1], ".,;:!?")
		rest = strings.Replace(rest, m[0], " mkdir name ", 1)
	}
	if m := when(says("folder", "dir"), r.newDir, rest); m != nil && s["name"] == "" {
		if w := strings.ToLower(m[1]); !stopwords()[w] && !vocabulary()[canon(w)] {
			s["name"] = strings.TrimRight(m[1], ".,;:!?")
			rest = strings.Replace(rest, m[0], strings.Replace(m[0], m[1], " name ", 1), 1)
		}
	}
	if m := r.file.FindStringSubmatch(rest); m != nil {
		s["file"] = m[1]
		// The file's type is meaning too: data.json is JSON.
		rest = strings.Replace(rest, m[1], " target "+fileKind(m[1])+" ", 1)
		// A second file ("compare a.txt and b.txt"): only a task for two
		// files takes it.
		if m := r.file.FindStringSubmatch(rest); m != nil {
			s["more"] = m[1]
			rest = strings.Replace(rest, m[1], " target ", 1)
		}
	}
	// "a symbolic link latest.ini pointing at settings.ini": the file
	// named is the link's name.
	if s["file"] != "" && s["path"] != "" && s["name"] == "" && strings.Contains(low, "link") && r.linkTo.MatchString(req) {
		s["name"] = s["file"]
		delete(s, "file")
		rest = strings.Replace(rest, " target ", " name ", 1)
	}
	if m := r.lang.FindStringSubmatch(rest); m != nil {
		s["ext"] = langExt(m[1])
		rest = strings.Replace(rest, m[1], " ext ", 1)
	}
	if m := r.dirName.FindStringSubmatch(rest); m != nil && (s["name"] == "" || s["path"] == "") {
		switch strings.ToLower(m[1]) {
		case "current", "working", "home", "this", "that", "whole", "entire", "parent":
		default:
			if s["name"] == "" {
				s["name"] = m[1]
				rest = strings.Replace(rest, m[1], " name ", 1)
			} else {
				// "a tar.gz of the docs folder named docs.tar.gz"
				s["path"] = m[1]
				rest = strings.Replace(rest, m[1], " path ", 1)
			}
		}
	}
	if m := r.installed.FindStringSubmatch(rest); m != nil {
		s["name"] = m[1]
		rest = strings.Replace(rest, m[1], " name ", 1)
	}
	if m := r.variable.FindStringSubmatch(rest); m != nil {
		s["name"] = m[1] + m[2]
		rest = strings.Replace(rest, m[0], " variable name ", 1)
	} else if m := when(says("variable"), r.envVar, rest); m != nil && s["name"] == "" {
		s["name"] = m[1]
		rest = strings.Replace(rest, m[0], " variable name ", 1)
	}
	if m := r.path.FindStringSubmatch(rest); m != nil {
		s["path"] = strings.TrimRight(m[1], ".,;:!?")
		rest = strings.Replace(rest, m[1], " path ", 1)
	}
	if m := r.relPath.FindStringSubmatch(rest); m != nil && s["path"] == "" {
		s["path"] = strings.TrimRight(m[1], ".,;:!?")
		rest = strings.Replace(rest, m[1], " path ", 1)
	}
	if m := r.age.FindStringSubmatch(rest); m != nil {
		mins := minutes(number(m[1]), m[2])
		s["age_min"] = strconv.Itoa(mins)
		s["age_days"] = strconv.Itoa(max(1, mins/(60*24)))
		rest = strings.Replace(rest, m[0], " old age ", 1)
	}
	if m := r.since.FindStringSubmatch(rest); m != nil {
		n := 1
		if m[1] != "" {
			n = number(m[1])
		}
		mins := minutes(n, m[2])
		s["since_min"] = strconv.Itoa(mins)
		s["since_days"] = strconv.Itoa(max(1, mins/(60*24)))
		rest = strings.Replace(rest, m[0], " since ", 1)
	}
	if m := r.port.FindStringSubmatch(rest); m != nil {
		if p, _ := strconv.Atoi(m[1]); p > 0 && p < 65536 {
			s["port"] = m[1]
			rest = strings.Replace(rest, m[0], " port ", 1)
		}
	}
	if m := r.size.FindStringSubmatchIndex(rest); m != nil {
		num, unit := rest[m[2]:m[3]], rest[m[4]:m[5]]
		s["size"] = findSize(num, unit)
		s["size_c"] = bytesSize(num, unit)
		s["size_human"] = num + strings.ToUpper(unit[:1])
		// The comparison before the size is its direction: "over 1MB"
		// is larger than, "under 10k" smaller than.
		before := strings.ToLower(rest[:m[0]])
		start, word := m[0], " size "
		if c := r.sizeCmp.FindStringSubmatchIndex(before); c != nil {
			start = c[0]
			if c[2] >= 0 {
				word = " larger than size "
			} else {
				word = " smaller than size "
			}
		}
		rest = rest[:start] + word + rest[m[1]:]
	}
	if m := when(strings.Contains(low, "times"), r.times, rest); m != nil {
		s["times"] = m[1]
		rest = strings.Replace(rest, m[0], " n times ", 1)
	}
	if m := r.count.FindStringSubmatch(rest); m != nil {
		n := m[1] + m[2] + m[3]
		s["n"] = n
		if m[3] != "" && r.linesEnd.MatchString(m[0]) {
			// "3 lines": how many, not which one
			s["nlines"] = n
		}
		rest = strings.Replace(rest, m[0], strings.Replace(m[0], n, " n ", 1), 1)
	}
	if m := r.host.FindStringSubmatch(rest); m != nil && s["url"] == "" {
		s["host"] = m[1]
		rest = strings.Replace(rest, m[1], " host ", 1)
	}
	if m := r.ext.FindStringSubmatch(rest); m != nil {
		e := m[1]
		if e == "" {
			e = m[2]
		}
		s["ext"] = strings.ToLower(e)
		rest = strings.Replace(rest, m[0], strings.Replace(m[0], m[1]+m[2], " ext ", 1), 1)
	}
	if m := r.pid.FindStringSubmatch(rest); m != nil {
		s["pid"] = m[1] + m[2]
		rest = strings.Replace(rest, m[1]+m[2], " pid ", 1)
	}
	if m := r.perm.FindStringSubmatch(rest); m != nil && s["port"] == "" {
		s["mode"] = m[1]
		rest = strings.Replace(rest, m[1], " mode ", 1)
	} else if st, mode := permStatement(req); st && s["file"] != "" && s["mode"] == "" {
		// "x.txt is world-writable, fix that": the repair, if one is sure
		if mode != "" {
			s["mode"] = mode
			return s, " chmod mode target "
		}
	} else if s["file"] != "" && s["mode"] == "" {
		// "make secrets.env readable and writable only by me", "remove
		// write permission from group and others on shared.txt": a mode
		// in words.
		if mode := wordsMode(rest); mode != "" {
			s["mode"] = mode
			return s, " chmod mode target "
		}
	}
	if m := r.user.FindStringSubmatch(rest); m != nil && !stopwords()[strings.ToLower(m[1])] {
		s["user"] = m[1]
	}
	// A second path or file name left over ("of src and docs") is one no
	// command here takes: keep it as a slot so that no task ignores it.
	if m := r.path.FindStringSubmatch(rest); m != nil && s["path"] != "" {
		s["more"] = m[1]
	}
	// Last, an unquoted word to search for, when it is no word the
	// catalogue knows ("search for files" names no pattern).
	if s["pattern"] == "" {
		for _, re := range []*regexp.Regexp{r.searchFor, r.termIn, r.appears, r.except, r.without} {
			if m := re.FindStringSubmatch(rest); m != nil && !unitWord(m[1]) && !(re == r.without && notAPattern(m[1])) {
				s["pattern"] = m[1]
				rest = strings.Replace(rest, m[0], strings.Replace(m[0], m[1], " pattern ", 1), 1)
				if re == r.except || re == r.without {
					rest += " not"
				}
				break
			}
		}
	}
	if m := when(says("count", "number", "how many"), r.countTerm, rest); m != nil && s["pattern"] == "" && !lineKinds[strings.ToLower(m[1])] && !stopwords()[strings.ToLower(m[1])] && !strings.Contains(m[1], "-") && !strings.HasPrefix(strings.ToLower(m[1]), "non") {
		s["pattern"] = m[1]
		rest = strings.Replace(rest, m[0], strings.Replace(m[0], m[1], " pattern ", 1), 1)
	}
	if m := r.capsTerm.FindStringSubmatch(rest); m != nil && s["pattern"] == "" {
		s["pattern"] = m[1]
		rest = strings.Replace(rest, m[0], strings.Replace(m[0], m[1], " pattern ", 1), 1)
	}
	if s["pattern"] == "" {
		ms := r.bareText.FindAllStringSubmatch(rest, -1)
		ms = append(ms, r.findIn.FindAllStringSubmatch(rest, -1)...)
		for _, m := range ms {
			if w := strings.TrimRight(m[1], ".,;:!?"); len(w) >= 2 && isBareTerm(w) {
				s["pattern"] = w
				rest = strings.Replace(rest, m[1], " pattern ", 1)
				// "the word milk" is the pattern, no count of words
				rest = r.wordPattern.ReplaceAllString(rest, " pattern ")
				break
			}
		}
	}
	if m := r.withCaps.FindStringSubmatch(rest); m != nil && s["pattern"] == "" {
		// "lines in app.log with ERROR"
		s["pattern"] = m[1]
		rest = strings.Replace(rest, m[0], " containing pattern ", 1)
	}
	// A command typed whole: "which ls", "printenv USER".
	if m := when(says("which", "type", "command"), r.whichCmd, req); m != nil && !questionNouns[strings.ToLower(m[1])] {
		return Slots{"name": m[1]}, " path of name command "
	}
	if m := when(says("printenv"), r.printenv, req); m != nil {
		return Slots{"name": m[1]}, " print env var name "
	}
	return s, rest
}

// isBareTerm reports whether w, found after "for" or "containing", is a
// term to search for rather than part of the request's own wording.
func isBareTerm(w string) bool {
	if len(w) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
		return true // ERROR, PATH: a term in capitals is what to look for
	}
	toks := Tokens(w)
	if len(toks) == 0 || stopwords()[strings.ToLower(w)] {
		return false
	}
	for _, t := range toks {
		if vocabulary()[t] || slotWords[t] {
			return false
		}
	}
	return true
}

// findSize renders a size as find -size understands it: k, M, G units.
func findSize(num, unit string) string {
	f, _ := strconv.ParseFloat(num, 64)
	u := strings.ToLower(unit)
	switch {
	case strings.HasPrefix(u, "k"):
		return fmt.Sprintf("%dk", int(f))
	case strings.HasPrefix(u, "m"):
		if f != float64(int(f)) {
			return fmt.Sprintf("%dk", int(f*1024))
		}
		return fmt.Sprintf("%dM", int(f))
	case strings.HasPrefix(u, "g"):
		if f != float64(int(f)) {
			return fmt.Sprintf("%dM", int(f*1024))
		}
		return fmt.Sprintf("%dG", int(f))
	case strings.HasPrefix(u, "t"):
		return fmt.Sprintf("%dG", int(f*1024))
	}
	return fmt.Sprintf("%dc", int(f))
}

// bytesSize renders a size in bytes for find -size -Nc: find rounds
// sizes up to whole units, so "-1k" would miss a 3-byte file.
func bytesSize(num, unit string) string {
	f, _ := strconv.ParseFloat(num, 64)
	mult := 1.0
	switch u := strings.ToLower(unit); {
	case strings.HasPrefix(u, "k"):
		mult = 1 << 10
	case strings.HasPrefix(u, "m"):
		mult = 1 << 20
	case strings.HasPrefix(u, "g"):
		mult = 1 << 30
	case strings.HasPrefix(u, "t"):
		mult = 1 << 40
	}
	return fmt.Sprintf("%dc", int64(f*mult))
}

// fileKind names the kind of a file from its extension when that kind is
// a word the catalogue uses ("json", "csv", "archive"), "" otherwise.
func fileKind(name string) string {
	l := strings.ToLower(name)
	switch {
	case strings.HasSuffix(l, ".json"):
		return "json"
	case strings.HasSuffix(l, ".csv"), strings.HasSuffix(l, ".tsv"):
		return "csv"
	case strings.HasSuffix(l, ".tar.gz"), strings.HasSuffix(l, ".tgz"), strings.HasSuffix(l, ".tar"),
		strings.HasSuffix(l, ".tar.bz2"), strings.HasSuffix(l, ".tar.xz"):
		return "tarball"
	case strings.HasSuffix(l, ".zip"):
		return "zip"
	case strings.HasSuffix(l, ".log"):
		return "log"
	}
	return ""
}

// langExt maps a language or format name to its file extension.
func langExt(lang string) string {
	switch strings.ToLower(lang) {
	case "python":
		return "py"
	case "javascript":
		return "js"
	case "typescript":
		return "ts"
	case "golang", "go":
		return "go"
	case "rust":
		return "rs"
	case "ruby":
		return "rb"
	case "markdown":
		return "md"
	case "shell", "bash":
		return "sh"
	case "c++":
		return "cpp"
	}
	return strings.ToLower(lang)
}

// ordinal reads "3rd" or "third" as 3.
func ordinal(w string) int {
	w = strings.ToLower(w)
	if n := atoi(w); n > 0 {
		return n
	}
	for i, o := range []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"} {
		if w == o {
			return i + 1
		}
	}
	return 1
}

// delimChar turns "colons" or ":" into the delimiter character.
func delimChar(d string) string {
	switch l := strings.TrimSuffix(strings.ToLower(d), "s"); l {
	case "colon":
		return ":"
	case "comma":
		return ","
	case "tab":
		return "\t"
	case "semicolon":
		return ";"
	case "pipe":
		return "|"
	case "space":
		return " "
	}
	return d
}

// unitWord reports whether a term found before "in FILE" is what is
// counted or shown ("number of words in words.txt"), not a pattern.
func unitWord(w string) bool {
	switch canon(strings.ToLower(w)) {
	case "line", "word", "character", "char", "byte", "column", "file", "directory", "size", "content", "entry", "space", "letter", "it", "everything", "text":
		return true
	}
	return stopwords()[strings.ToLower(w)]
}

func isArchiveName(w string) bool {
	l := strings.ToLower(w)
	for _, e := range []string{".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".tar", ".zip"} {
		if strings.HasSuffix(l, e) {
			return true
		}
	}
	return false
}

// charName turns "commas" or "tabs" into the character as tr reads it,
// "" for a word that names no character.
func charName(w string) string { return charNames[strings.ToLower(w)] }

var charNames = map[string]string{
	"comma": ",", "commas": ",", "tab": "\\t", "tabs": "\\t", "space": " ", "spaces": " ",
	"semicolon": ";", "semicolons": ";", "colon": ":", "colons": ":", "pipe": "|", "pipes": "|",
	"newline": "\\n", "newlines": "\\n", "dash": "-", "dashes": "-", "hyphen": "-", "hyphens": "-",
	"underscore": "_", "underscores": "_", "dot": ".", "dots": ".", "period": ".", "periods": ".",
	"slash": "/", "slashes": "/",
}

// colWords go before "column" without naming one ("the whole column").
var colWords = map[string]bool{"whole": true, "entire": true, "same": true, "new": true, "next": true, "other": true,
	"csv": true, "numeric": true, "date": true, "time": true, "this": true, "that": true, "which": true, "each": true}

// dateTokens are the letters of a written date format and date's verbs
// for them, longest first ("mm" is months, or minutes after an hour).
var dateTokens = []struct{ token, verb string }{
	{"yyyy", "%Y"}, {"yy", "%y"}, {"mm", "%m"}, {"dd", "%d"}, {"hh", "%H"}, {"ss", "%S"},
}

// dateFormat turns "dd/mm/yyyy" into date's "+%d/%m/%Y".
func dateFormat(f string) string {
	var b strings.Builder
	b.WriteString("+")
	l := strings.ToLower(f)
next:
	for i := 0; i < len(l); {
		for _, t := range dateTokens {
			if !strings.HasPrefix(l[i:], t.token) {
				continue
			}
			verb := t.verb
			if t.token == "mm" && strings.HasSuffix(b.String(), "%H:") {
				verb = "%M" // minutes after an hour
			}
			b.WriteString(verb)
			i += len(t.token)
			continue next
		}
		b.WriteByte(l[i])
		i++
	}
	return b.String()
}

// when runs re on s only when ok: a cheap test that the request says a
// word the expression needs.
func when(ok bool, re *regexp.Regexp, s string) []string {
	if !ok {
		return nil
	}
	return re.FindStringSubmatch(s)
}

// timeZone is the zone a city or zone name stands for ("new york" is
// America/New_York), "" for one it does not know.
func timeZone(w string) string {
	l := strings.ToLower(strings.Join(strings.Fields(w), " "))
	if region, _, ok := strings.Cut(l, "/"); ok {
		switch region {
		case "africa", "america", "asia", "atlantic", "australia", "europe", "indian", "pacific", "etc":
			return w // a zone name as given
		}
		return ""
	}
	return cityZones[l]
}

var cityZones = map[string]string{
	"utc": "UTC", "gmt": "UTC", "london": "Europe/London", "paris": "Europe/Paris", "berlin": "Europe/Berlin",
	"madrid": "Europe/Madrid", "rome": "Europe/Rome", "amsterdam": "Europe/Amsterdam", "moscow": "Europe/Moscow",
	"new york": "America/New_York", "chicago": "America/Chicago", "denver": "America/Denver",
	"los angeles": "America/Los_Angeles", "san francisco": "America/Los_Angeles", "seattle": "America/Los_Angeles",
	"toronto": "America/Toronto", "sao paulo": "America/Sao_Paulo", "mexico city": "America/Mexico_City",
	"tokyo": "Asia/Tokyo", "seoul": "Asia/Seoul", "beijing": "Asia/Shanghai", "shanghai": "Asia/Shanghai",
	"hong kong": "Asia/Hong_Kong", "singapore": "Asia/Singapore", "delhi": "Asia/Kolkata", "mumbai": "Asia/Kolkata",
	"india": "Asia/Kolkata", "dubai": "Asia/Dubai", "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne",
	"auckland": "Pacific/Auckland", "japan": "Asia/Tokyo",
}

var numberWords = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "fifty": 50, "hundred": 100}

// transferVerb is the word a copy or move reads as: a backup is a copy.
func transferVerb(v string) string {
	switch v = strings.ToLower(v); {
	case strings.Contains(v, "back"), strings.Contains(v, "copy"), v == "cp":
		return "copy"
	case v == "mv":
		return "move"
	}
	return v
}

// notAPattern reports whether the word after "without" says how, not
// what lines to leave out: "without extracting", "without duplicates",
// "without consecutive repeats".
func notAPattern(w string) bool {
	w = strings.ToLower(w)
	switch w {
	case "duplicates", "duplicate", "dupes", "repeats", "repeated", "repetition", "repetitions",
		"consecutive", "adjacent", "successive", "sorting":
		return true
	}
	return len(w) > 5 && strings.HasSuffix(w, "ing")
}

var permWordRes = sync.OnceValue(func() [4]*regexp.Regexp {
	return [4]*regexp.Regexp{
		// who
		regexp.MustCompile(`(?i)\b(?:(group\s+and\s+(?:others|other\s+users|everyone\s+else|the\s+world|world))|(others|other\s+users|everyone\s+else|the\s+world|world)|(group)|(everyone|everybody|anyone|anybody|all\s+users)|(owner|myself|me|only\s+i|i\s+(?:alone|only|should|can|may|must)))\b`),
		// what
		regexp.MustCompile(`(?i)\b(?:(read|readable|reading)|(write|writable|writeable|writing)|(execute|executable|exec|run|runnable|running))\b`),
		// how: taken away, or only for the owner
		regexp.MustCompile(`(?i)\b(?:(remove|removed|removing|take\s+away|away|revoke|revoked|revoking|deny|strip|disallow|drop|no\s+longer|stop|prevent|block|forbid|not|never|cannot|can't|shouldn't|mustn't)|(only|just|nobody\s+else|no\s+one\s+else|private))\b`),
		// granted
		regexp.MustCompile(`(?i)\b(?:let|allow|give|grant|enable)\b`),
	}
})

// wordsMode reads a chmod mode from words: who (me, group, others,
// everyone), what (read, write, execute/run) and how (let/allow/give,
// remove/take away, only me). It gives "" for a question ("is it
// readable by everyone") or when the words name no one or nothing.
func wordsMode(text string) string {
	low := strings.ToLower(strings.TrimSpace(text))
	if questionLead(low) {
		return ""
	}
	res := permWordRes()
	low, perms := permBits(low)
	if perms == "" {
		return ""
	}
	who, owner := "", false
	for _, m := range res[0].FindAllStringSubmatch(low, -1) {
		switch {
		case m[1] != "":
			who += "go"
		case m[2] != "":
			who += "o"
		case m[3] != "":
			who += "g"
		case m[4] != "":
			who += "a"
		case m[5] != "":
			owner = true
		}
	}
	remove, only := false, false
	for _, m := range res[2].FindAllStringSubmatch(low, -1) {
		remove = remove || m[1] != ""
		only = only || m[2] != ""
	}
	if who == "" && slices.Contains(strings.FieldsFunc(low, func(c rune) bool { return !unicode.IsLetter(c) }), "private") {
		owner = true // "private, only read and write": the owner's alone
	}
	switch {
	case only && owner && !remove && who == "":
		// readable and writable only by me: the owner has these, no
		// one else has anything
		if !strings.Contains(perms, "r") {
			// "executable only by me": the owner keeps the rest
			return "u+" + perms + ",go-" + perms
		}
		bits := 0
		for _, p := range perms {
			bits |= map[rune]int{'r': 4, 'w': 2, 'x': 1}[p]
		}
		return strconv.Itoa(bits) + "00"
	case remove && who != "" && res[3].MatchString(low):
		// "let everyone read it but not write to it": two changes
		return ""
	case remove && who != "":
		return who + "-" + perms
	case remove && who == "" && !owner && !only && removeVerbRe().MatchString(low):
		// "remove write permission from x": from everyone
		return "a-" + perms
	case !remove && !only && who == "" && owner && res[3].MatchString(low):
		// "give me write access to x": the owner's
		return "u+" + perms
	case !remove && !only && who != "" && !owner:
		return who + "+" + perms
	case !remove && !only && who == "" && !owner && perms == "x" && res[3].MatchString(low):
		// "let script.sh be run", "give it execute permission"
		return "+x"
	}
	return ""
}

// questionLead reports whether low starts as a question ("can …", "is
// …") or an order to look ("check …", "show …"), not a change.
func questionLead(low string) bool {
	for _, q := range []string{"is ", "are ", "can ", "does ", "do ", "which ", "who ", "what ", "check ", "show ", "list ", "find ", "how ", "why ", "where ", "whether "} {
		if strings.HasPrefix(low, q) {
			return true
		}
	}
	return false
}

// othersOff is the mode of "so nobody else can read it": the bits the
// words name, taken from the group and the others; "" when the words
// name no bit, or name whom (the group, everyone) themselves.
func othersOff(text string) string {
	low := strings.ToLower(strings.TrimSpace(text))
	if permWordRes()[0].MatchString(low) {
		return ""
	}
	if _, perms := permBits(low); perms != "" {
		return "go-" + perms
	}
	return ""
}

// permBits reads the permissions a lower-case request names (r, w, x,
// each once, in the order said), with a verb of changing a file beside
// "read" read as write ("read or change it"); it returns the text so
// rewritten, which the words around the permissions are read from.
func permBits(low string) (string, string) {
	if strings.Contains(low, "read") {
		low = writeVerbRes()[0].ReplaceAllString(low, "$1 and write")
		low = writeVerbRes()[1].ReplaceAllString(low, "write and $1")
	}
	perms := ""
	for _, m := range permWordRes()[1].FindAllStringSubmatch(low, -1) {
		for i, p := range []string{"r", "w", "x"} {
			if m[i+1] != "" && !strings.Contains(perms, p) {
				perms += p
			}
		}
	}
	return low, perms
}

// writeVerbRes match a verb of changing a file's text beside "read":
// read first, then the change.
var writeVerbRes = sync.OnceValue(func() [2]*regexp.Regexp {
	verbs := `(?:change|modify|edit|alter|update|overwrite)`
	or := `\s+(?:and/or|and\s+or|and|or|&)\s+`
	return [2]*regexp.Regexp{
		regexp.MustCompile(`\b(read|reading)` + or + verbs + `\b`),
		regexp.MustCompile(`\b` + verbs + or + `(read|reading)\b`),
	}
})

// removeVerbRe matches a verb that takes a permission away.
var removeVerbRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(remove|revoke|strip|take away|take off|drop)\b`)
})

// questionNouns follow "which" in a question, not a program's name:
// "which branch" asks git, "which user" asks whoami.
var questionNouns = map[string]bool{"branch": true, "branches": true, "user": true, "users": true, "file": true,
	"files": true, "folder": true, "directory": true, "port": true, "ports": true, "process": true, "processes": true,
	"shell": true, "version": true, "os": true, "kernel": true, "day": true, "date": true, "time": true, "one": true}

// linkWords are no link's name ("link to build", "a link called x").
var linkWords = map[string]bool{"to": true, "at": true, "a": true, "the": true, "it": true, "this": true, "that": true,
	"named": true, "called": true, "from": true, "here": true, "there": true, "them": true}

// lineKinds say which lines to count by their form, not by a word they
// hold ("count the blank lines").
var lineKinds = map[string]bool{"blank": true, "empty": true, "unique": true, "distinct": true, "duplicate": true,
	"duplicated": true, "repeated": true, "long": true, "longest": true, "short": true, "code": true, "comment": true,
	"commented": true, "matching": true, "different": true, "total": true, "non-empty": true, "nonempty": true,
	"new": true, "old": true, "first": true, "last": true, "all": true, "these": true, "those": true, "remaining": true,
	"other": true, "odd": true, "even": true, "sorted": true, "unsorted": true, "source": true, "text": true,
	"log": true, "file": true, "numbered": true, "whole": true, "entire": true, "many": true}

// isExtWord reports whether w, before "files", can be their extension
// ("jpg files"), not a word about them ("the files", "hidden files").
func isExtWord(w string) bool {
	w = strings.ToLower(w)
	switch w {
	case "all", "every", "each", "these", "those", "other", "new", "old", "hidden", "empty", "big", "small", "large",
		"recent", "text", "some", "many", "few", "both", "two", "three", "matching", "changed", "modified", "remaining":
		return false
	}
	return !stopwords()[w]
}

// wordsDateFormat renders a date format in words ("day/month/year",
// "hours and minutes") as date's +FORMAT; "and" and commas join time
// parts with colons, date parts with dashes.
func wordsDateFormat(f string) string {
	parts := res().wordDateSplit.FindAllStringSubmatchIndex(f, -1)
	var b strings.Builder
	b.WriteString("+")
	for i, p := range parts {
		w := strings.ToLower(f[p[2]:p[3]])
		time := strings.HasPrefix(w, "hour") || strings.HasPrefix(w, "minute") || strings.HasPrefix(w, "second")
		if i > 0 {
			sep := strings.TrimSpace(f[parts[i-1][1]:p[0]])
			switch {
			case sep == "-" || sep == "/" || sep == "." || sep == ":":
				b.WriteString(sep)
			case time:
				b.WriteString(":")
			default:
				b.WriteString("-")
			}
		}
		b.WriteString(map[byte]string{'y': "%Y", 'd': "%d", 'h': "%H", 's': "%S"}[w[0]])
		if w[0] == 'm' {
			if strings.HasPrefix(w, "mi") {
				b.WriteString("%M")
			} else {
				b.WriteString("%m")
			}
		}
	}
	return b.String()
}
