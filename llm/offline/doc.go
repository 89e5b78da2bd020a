// Package offline is caro's built-in backend for machines with no model.
// It answers the same JSON protocol as a model (thought, cmd, status,
// confidence), so the agent, the TUI and the safety judge treat it like
// any other backend. Its first promise is not to be confidently wrong: a
// command it gives must do what the request says, with every file, path,
// count, range, time window, size, pattern, delimiter and column the
// request gives; when it cannot be sure of that it abstains ("this
// request is beyond caro's offline catalogue …", with the words it could
// not place and the nearest tasks it knows), because a wrong command
// costs more than none.
//
// # Two readers
//
// A request is read twice, and the answers are combined in
// Client.answer (offline.go):
//
//   - The grammar (grammarRead, intents.go) reads the request into
//     tokens (lex.go: words, quoted text, file names, paths, numbers,
//     flags), sets aside what carries no task — a preamble, a situation,
//     politeness, a purpose, an aside, a note's label (grammar.go's
//     drop* passes, notes.go) — rewrites everyday and other systems'
//     wordings into the words it reads (rephrase, plainFileWords,
//     readFileVoices), marks values (sizes, time windows, ranges,
//     delimiters, columns, extensions), and then tries every intent
//     (intents*.go: one function per kind of command, iHeadTail, iGrep,
//     iArchive, …) on a copy. An intent must account for every word that
//     carries meaning; one that leaves words unread is only "near". One
//     whole reading is the answer; two whole readings with different
//     commands are rivals, and caro asks which is meant instead of
//     guessing.
//   - The catalogue (catalogue.toml, embedded, parsed on first use: no
//     init work) is a list of tasks, each with phrases, slots (slots.go)
//     and variants per tool flavour. Find (match.go) scores the phrases
//     against the request's tokens and fills the slots. A task may want
//     a word (`wants`): git log matches only a request that says git,
//     commits or history, whatever else it shares with "show the last n
//     commits".
//
// The grammar's whole reading wins. Otherwise the catalogue's match is
// used only when no guard demotes it.
//
// # Guards
//
// Each guard reads one way a command can answer less than was asked, and
// turns the answer into an abstention. Each looks for a cheap sign first
// (a first word, a substring) before it reads more, so that BenchmarkMatch
// stays near the catalogue matcher's own time.
//
//   - A value left out: droppedFile (a named file the command does not
//     use), dropsSlot/emptySlot (a variant for this machine that drops a
//     slot), dropsNumber (a second pid, a percentage, a count),
//     dropsPattern, dropsWholeWord, placeholderLeft, sizeMadeUp (a size
//     nobody gave), leavesOut/leftName (words the grammar could not place
//     that the command ignores), textFor (a new file's text), an age
//     default the request never gave.
//   - A question answered by an action: stateQuestion ("is run.sh
//     executable?" gets no chmod), adviceQuestion ("should I remove
//     build?" gets no rm), onlyShows ("show x with line endings" changes
//     nothing), historyAsked (commits asked about are not made).
//   - A twist the plain task drops (twists.go, dropsTwist): a condition
//     ("if it is empty"), a search before an action ("find folders named
//     tmp and delete them"), a kind of change read as a place.
//   - Two readers that disagree on the same program's details
//     (disagrees), a denial the task cannot honour (ignoresDenial), a
//     match on one word of meaning (thinMatch).
//
// After a round whose command failed or was not run, the backend
// proposes nothing else: with no model it has no other way to try.
//
// # Flavours
//
// The platform's flavour of each tool family (GNU, BSD, BusyBox; see
// package platform) picks a catalogue variant (`when = "coreutils=busybox"`)
// or the grammar's branch for that flavour; a flavour with no command
// for the task abstains rather than get another flavour's flags.
//
// # Measurement
//
// The unit tables (fileops_dev_test.go, textops_dev_test.go,
// grammar_test.go, offline_test.go, …) hold each wording with its
// command and near-misses that must stay unanswered. The request sets in
// sets/ run every answer in a prepared tree and judge it by execution;
// each has a ratchet. Development sets are read and tuned on; frozen sets
// are held out: only their summary line may be read (see sets/frozen8.go).
package offline
