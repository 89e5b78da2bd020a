package offline

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"sync"

	"github.com/caro-sh/caro/platform"
)

// askWords are the words of a question about the machine that say no
// more than "show me": "what is", "tell me", "which", "show", "print".
var askWords = []string{"=what", "=which", "=show", "=tell", "=print", "=display", "=get", "=give", "=me", "=is", "=are", "=the", "=my", "=this",
	"=of", "=on", "=for", "=running", "=current", "=currently", "=version", "=info", "=information", "=details", "=name", "=check", "=find",
	"=see", "=know", "=does", "=do", "=have", "=i", "=we", "=it", "=here", "=machine", "=computer", "=box", "=system", "=host", "=server",
	"=now", "=list", "=view", "=out", "=installed", "=used", "=using", "=in", "=use", "=am", "=a", "=an", "=kind", "=type", "=sort",
	"=remind", "=configured", "=once", "=dump", "=output"}

// iSystem: kernel, operating system, architecture, host name, all of
// them.
func iSystem(u *utt) *answer {
	kernel := u.take("kernel") || u.takeSeq("uname", "-r")
	arch := u.take("=architecture", "=arch") || u.takeSeq("uname", "-m") || u.takeSeq("32", "or", "64", "bit") || u.takeSeq("64", "or", "32", "bit") ||
		u.takeSeq("32-bit", "or", "64-bit") || u.takeSeq("64-bit", "or", "32-bit") || u.takeSeq("cpu", "type") || u.takeSeq("processor", "type") || u.takeSeq("instruction", "set") ||
		u.takeSeq("machine|hardware", "type|architecture")
	// "this computer's short name, without the domain part": the host
	// name before its first dot
	short := false
	if u.has("=computer", "=machine", "=host", "=box", "=server", "=hostname") {
		short = u.takeSeq("short", "name|hostname") || u.takeSeq("short", "host", "name")
		if short {
			u.takePhrase("without|minus|excluding|no", "the|any?", "domain", "part|name|suffix?")
		}
	}
	host := short || u.take("=hostname") || u.takeSeq("host", "name") || u.takeSeq("machine|computer|box|system|server", "name|called|named") || u.takeSeq("name", "of", "this|the|my", "machine|computer|box|server|host") ||
		u.takeSeq("uname", "-n")
	osName := false
	for i := range u.t {
		osName = osName || u.seq(i, "only|just", "the", "name") || u.seq(i, "os", "name") || u.seq(i, "operating", "system", "name")
	}
	osName = osName && !u.has("=distro", "=distribution", "=release", "version", "=ver", "=number")
	os := u.takeSeq("operating", "system") || u.take("=os", "=distro", "=distribution", "=osx", "=macos") || u.takeSeq("linux", "version") || u.takeSeq("version", "of", "linux|ubuntu|debian|macos|fedora|alpine") ||
		u.takeSeq("which|what", "linux") || u.takeSeq("uname", "-s") || u.takeSeq("release", "info")
	if u.takePhrase("linux|mac|macos|windows|bsd|darwin|freebsd", "or", "mac|macos|linux|windows|bsd|darwin|freebsd") {
		// "the name of the operating system kernel, like Linux or
		// Darwin": the examples say the kernel's name is asked
		u.takeAll("=is", "=this", "=it", "=am", "=i", "=on", "=a", "=machine", "=computer", "=system", "=box", "=running", "=which", "=what", "=like", "=such", "=as", "=e.g", "=say")
		u.takePhrase("operating", "system")
		u.takeAll("kernel", "=os", "=name")
		u.takeAll(askWords...)
		return &answer{cmd: "uname -s", thought: "uname -s prints the kernel's name: Linux, Darwin (macOS), FreeBSD …"}
	}
	u.takePhrase("uname", "style")
	all := u.takeSeq("uname", "-a") || u.takePhrase("full|all|complete?", "system", "information|info|details") || u.takeSeq("all", "system", "info|information") || u.takeSeq("everything", "about", "this", "machine|system") ||
		u.takeSeq("everything", "uname", "knows") || u.takeSeq("all", "uname", "info|information|knows")
	if host {
		// "the name of this computer in the network"
		u.takePhrase("in|on", "the|my|our|this?", "local?", "network|lan")
	}
	if arch {
		u.takeAll("=x86", "=x86_64", "=x64", "=amd64", "=arm", "=arm64", "=aarch64", "=intel", "=apple", "=silicon", "=or", "=i386", "=i686", "=64bit", "=32bit", "=64-bit", "=32-bit")
	}
	if all {
		kernel, arch, host = true, true, true
	}
	n := 0
	for _, b := range []bool{kernel, arch, host, os} {
		if b {
			n++
		}
	}
	if n == 0 {
		if !u.takeSeq("uname") {
			return nil
		}
		// "full uname, everything": all it knows, not the bare name
		full := u.said("full", "everything", "all", "complete", "whole", "entire") || u.take("=verbose")
		u.takeAll(askWords...)
		if full {
			return &answer{cmd: "uname -a", thought: "uname -a prints the kernel, host name, release and architecture"}
		}
		return &answer{cmd: "uname", thought: "uname prints the kernel's name"}
	}
	u.takeAll("version", "=ver", "=release", "=number", "=and", "=bits", "=bit", "=64", "=32", "=type", "=architecture", "=arch", "=uname", "=linux", "=flavor", "=flavour", "=build", "=hardware", "=platform")
	u.takeAll(askWords...)
	if os {
		// "what OS is this, like the distro name"
		u.takeAll("=distro", "=distribution")
	}
	if arch {
		for i, t := range u.t {
			if !t.used && t.raw == "/" {
				u.use(i) // "(x86_64 / arm)"
			}
		}
	}
	u.takeAll("=even") // "what kernel am I even running"
	u.takeAll("=operating", "=system", "cpu", "=both", "=all", "=its", "=called", "=named", "=what", "=knows", "=about", "=everything", "=runs", "=run")
	switch {
	case n > 1:
		if os && !kernel && !arch && !host {
			break
		}
		u.takePhrase("in|on", "one|a", "single?", "line") // uname -a prints one
		if os && arch && !kernel && !host {
			// "which OS and which processor architecture"
			return &answer{cmd: "uname -sm", thought: "uname -sm prints the operating system's name and the machine's architecture"}
		}
		return &answer{cmd: "uname -a", thought: "uname -a prints the kernel, host name, release and architecture"}
	case kernel && !arch && !host && !os && u.said("name") && u.said("only", "just") && !u.said("version", "release"):
		// "the kernel name only": its name without the release
		return &answer{cmd: "uname -s", thought: "uname -s prints the kernel's name"}
	case kernel:
		return &answer{cmd: "uname -sr", thought: "uname -sr prints the kernel's name and release"}
	case arch:
		return &answer{cmd: "uname -m", thought: "uname -m prints the machine's architecture"}
	case host && short:
		return &answer{cmd: "hostname -s", thought: "hostname -s prints the machine's name up to its first dot"}
	case host:
		return &answer{cmd: "hostname", thought: "hostname prints the machine's name"}
	}
	// "the name of the operating system, only the name": the kernel's
	// name (Linux, Darwin), not the distribution's release
	if osName && os && n == 1 {
		u.takePhrase("only|just", "the", "name")
		u.takeAll("=name", "=of", "=the", "=only", "=just")
		return &answer{cmd: "uname -s", thought: "uname -s prints the operating system's name: Linux, Darwin (macOS), FreeBSD …"}
	}
	if u.plat != nil && u.plat.OS == "darwin" {
		return &answer{cmd: "sw_vers", thought: "sw_vers prints the macOS version"}
	}
	return &answer{cmd: "cat /etc/os-release", thought: "/etc/os-release names the distribution and its version"}
}

// iUser: who I am, my ids and groups.
func iUser(u *utt) *answer {
	if u.takePhrase("primary|main|default", "group") {
		u.takeAll("user", "=my", "=is", "=what", "=which")
		u.takeAll(askWords...)
		return &answer{cmd: "id -gn", thought: "id -gn names the user's primary group"}
	}
	if u.has("group") && u.has("=all", "=every", "=existing") && !u.has("=my", "=i", "=me", "=am", "user") {
		return nil // "list all groups": the system's groups, not mine
	}
	groups := u.take("group")
	gid := u.takeSeq("gid") || u.takeSeq("group", "id|ids") || u.takeSeq("numeric", "group", "id") || u.takeSeq("id", "-g")
	uid := u.takeSeq("uid") || u.takeSeq("user", "id|ids|number") || u.takeSeq("id", "-u") || u.takeSeq("numeric", "user", "id") || u.takeSeq("numeric", "id") || u.takeSeq("user", "identifier")
	u.takeAll("=numeric", "=number", "=numerical")
	id := u.takeSeq("id") || u.takeSeq("ids")
	who := u.takeSeq("whoami") || u.takeSeq("who", "am", "i") || u.takeSeq("user", "name") || u.takeSeq("username") || u.takeSeq("login", "name") ||
		u.takeSeq("which|what", "user|account") || u.takeSeq("current", "user") || u.takeSeq("logged", "in", "as") || u.takeSeq("user", "am", "i") ||
		u.takeSeq("my", "user") || u.takeSeq("user", "is", "this") || u.takeSeq("who", "is", "logged", "in", "here") && false
	if !groups && !uid && !gid && !id && !who {
		return nil
	}
	u.takeAll("user", "=logged", "=in", "=as", "=am", "=i", "=currently", "=running", "=account", "=name", "=and", "=belong", "=belongs", "=to", "=part", "=of", "=member", "=membership", "=memberships", "=all", "=login", "=report")
	if groups || gid {
		u.takeAll("group") // "user ID, group ID and group memberships"
	}
	u.takeAll(askWords...)
	if u.has("=who", "=users", "=everyone", "=list") {
		return nil
	}
	switch {
	case gid && !uid && !id && !groups:
		return &answer{cmd: "id -g", thought: "id -g prints the user's numeric group id"}
	case groups && !uid && !id && !who:
		return &answer{cmd: "id -Gn", thought: "id -Gn names the groups the user is in"}
	case uid && !groups && !gid && !id:
		return &answer{cmd: "id -u", thought: "id -u prints the user's numeric id"}
	case uid || gid || id || groups:
		// "who am i and what groups": id names both
		return &answer{cmd: "id", thought: "id prints the user's and groups' names and ids"}
	}
	return &answer{cmd: "whoami", thought: "whoami prints the user name this shell runs as"}
}

// programNouns follow a program's name: "the tar binary".
var programNouns = map[string]bool{"binary": true, "executable": true, "program": true, "command": true, "tool": true, "utility": true, "app": true, "cli": true}

// iWhich: where a program is, whether it is installed.
func iWhich(u *utt) *answer {
	prog := ""
	isProg := func(i int) bool {
		if i < 0 || i >= len(u.t) || u.t[i].used || u.t[i].kind != kWord {
			return false
		}
		l := u.t[i].low
		return (!fillerWords[l] || commonCommands[l] || toolNames[l]) && !programNouns[l] && l != "installed" && l != "is" && l != "where" && l != "which" && l != "path" && l != "location" && len(l) <= 40
	}
	for i := range u.t {
		switch {
		case u.seq(i, "is") && isProg(i+1) && (u.seq(i+2, "installed|available") || u.seq(i+2, "there|present|on") && isProgram(u.t[i+1].low)):
			// "is zip installed", "is git on this machine"; not "what is
			// running on this machine"
			prog = u.use(i + 1).raw
			u.useN(i, 1)
			u.useN(i+2, 1)
		case u.seq(i, "is", "the|a") && isProg(i+2) && programNouns[u.low(i+3)] && u.seq(i+4, "installed|available"):
			// "is the unzip command available", "is the zip program installed"
			prog = u.use(i + 2).raw
			u.useN(i, 2)
			u.useN(i+3, 2)
		case u.seq(i, "where|which|type|whereis") && isProg(i+1) && i+2 == len(u.t) && isProgram(u.t[i+1].low):
			prog = u.use(i + 1).raw
			u.use(i)
		case u.seq(i, "which") && isProg(i+1) && isProgram(u.t[i+1].low) && i+5 == len(u.t) && u.seq(i+2, "i|we", "am|are", "using|running|calling|getting"):
			// "show me which tar I'm using": the one the shell finds
			prog = u.use(i + 1).raw
			u.use(i)
			u.useN(i+2, 3)
			if i == 2 && u.seq(0, "show|tell", "me") {
				u.useN(0, 2)
			}
		case u.seq(i, "where", "is|are") && isProg(i+2) && i+3 == len(u.t) && isProgram(u.t[i+2].low):
			prog = u.use(i + 2).raw
			u.useN(i, 2)
		case u.seq(i, "where", "the|my") && isProg(i+2) && programNouns[u.low(i+3)] && u.seq(i+4, "is|lives|sits|resides") &&
			(i+5 == len(u.t) || u.seq(i+5, "installed|located|kept|stored") || u.seq(i+5, "on|in", "this|the|my|our", "system|machine|computer|box")):
			// "where the tar program is installed", "where the tar
			// program lives on our system"
			prog = u.use(i + 2).raw
			u.useN(i, 2)
			u.useN(i+4, 1)
		case u.seq(i, "where", "is", "the|my") && isProg(i+3) && (programNouns[u.low(i+4)] || u.seq(i+4, "installed|located|kept")):
			prog = u.use(i + 3).raw
			u.useN(i, 3)
		case u.seq(i, "where", "is|are") && (programNouns[u.low(i+2)] && isProg(i+3) && i+4 == len(u.t) ||
			u.seq(i+2, "the|my") && programNouns[u.low(i+3)] && isProg(i+4) && i+5 == len(u.t)) && isProgram(u.t[len(u.t)-1].low):
			// "where is the program ls", "where is the command grep":
			// the noun first, the program's name last
			prog = u.use(len(u.t) - 1).raw
			u.useN(i, len(u.t)-1-i)
		case u.seq(i, "where", "is") && isProg(i+2) && (programNouns[u.low(i+3)] || u.seq(i+3, "installed|located|kept")):
			prog = u.use(i + 2).raw
			u.useN(i, 2)
		case u.seq(i, "path|location", "of|to|for") && i+2 < len(u.t):
			j := i + 2
			for u.seq(j, "the|my") {
				j++
			}
			if programNouns[u.low(j)] && isProg(j+1) && j+2 == len(u.t) && isProgram(u.t[j+1].low) {
				j++ // "the path of the program ls"
			}
			if isProg(j) {
				prog = u.use(j).raw
				u.useN(i, j-i)
			}
		case u.seq(i, "where", "does|is", "the|my") && isProg(i+3) && (programNouns[u.low(i+4)] || u.seq(i+4, "live|lives|sit|sits|reside|resides")):
			prog = u.use(i + 3).raw
			u.useN(i, 3)
			u.takeAll("=live", "=lives", "=sit", "=sits", "=reside", "=resides")
		case u.seq(i, "where", "does") && isProg(i+2) && u.seq(i+3, "live|lives|sit|sits|reside|resides"):
			prog = u.use(i + 2).raw
			u.useN(i, 2)
			u.takeAll("=live", "=lives", "=sit", "=sits", "=reside", "=resides")
		case u.seq(i, "which|what") && isProg(i+1) && isProgram(u.t[i+1].low) && (u.seq(i+2, "am|are", "i|we", "using|running") ||
			u.seq(i+2, "do|will", "i|we", "use|run|get") || u.seq(i+2, "is", "installed|used|run") || u.seq(i+2, "runs|gets|will")):
			// "which git am I using", "which zip is installed", "which
			// python runs": the one the shell finds first
			prog = u.use(i + 1).raw
			u.use(i)
			for j := i + 2; j < len(u.t) && j < i+5 && oneOf("am|are|i|we|using|running|do|will|use|run|get|gets|runs|is|installed|used", u.t[j].low); j++ {
				u.use(j)
			}
		case u.seq(i, "do|does", "i|we|this|the", "have") && isProg(i+3):
			prog = u.use(i + 3).raw
			u.useN(i, 3)
		case u.seq(i, "program|command|tool|binary|utility|executable|app", "called|named") && i+2 < len(u.t) && !u.t[i+2].used &&
			(u.t[i+2].kind == kWord || u.t[i+2].kind == kPath && !strings.ContainsAny(u.t[i+2].raw, "/.")) && u.has("=where", "=installed", "=there", "=have", "=available"):
			// "is there a program called gzip on this machine, and where?"
			prog = u.use(i + 2).raw
			u.useN(i, 2)
			u.takeAll("=there", "=and", "=a")
		case u.seq(i, "command") && u.t[min(i+1, len(u.t)-1)].low == "-v" && isProg(i+2):
			prog = u.use(i + 2).raw
			u.useN(i, 2)
		case u.seq(i, "command") && u.t[min(i+1, len(u.t)-1)].low == "-v" && u.seq(i+2, "for|of|on") && isProg(i+3):
			prog = u.use(i + 3).raw
			u.useN(i, 3)
		}
		if prog != "" {
			break
		}
	}
	if prog == "" || pyModules[strings.ToLower(prog)] && !isProgram(strings.ToLower(prog)) || u.has("=module", "=modules", "=package", "=packages", "=library", "=lib", "=pip", "=python", "=python3") {
		// "is numpy installed": a Python module is no command (iPyModule)
		return nil
	}
	for i := range u.t {
		if u.seq(i, "binary|executable|program|command|tool|utility|app|cli") {
			u.use(i)
		}
	}
	u.takeAll("=installed", "=located", "=kept", "=available", "=on", "=this", "=machine", "=system", "=computer", "=box", "=here", "=is", "=the", "=where", "=which",
		"=path", "=location", "=find", "=show", "=print", "=tell", "=me", "=does", "=have", "=do", "=i", "=we", "=full", "=its", "=my", "=check", "=if", "=whether", "=at", "=all", "=in")
	return &answer{cmd: "command -v " + quote(prog), thought: "command -v prints the path of the program the shell would run, and nothing if there is none"}
}

// echoVars prints the variables' values by the shell itself, for a
// BusyBox that may have no printenv (Debian's has none).
func echoVars(names []string) string {
	if len(names) == 1 {
		return `echo "$` + names[0] + `"`
	}
	cmd := `printf '%s\n'`
	for _, n := range names {
		cmd += ` "$` + n + `"`
	}
	return cmd
}

// pyModules are Python packages whose module has the package's name:
// "is numpy installed" asks about one of them, not a command.
var pyModules = map[string]bool{"numpy": true, "pandas": true, "scipy": true, "matplotlib": true, "requests": true, "flask": true, "django": true,
	"torch": true, "tensorflow": true, "pytest": true, "seaborn": true, "pillow": true, "boto3": true, "sqlalchemy": true, "fastapi": true, "keras": true}

// iPyModule: "is numpy installed", "is the requests module installed
// for python", "do I have pandas": pip's record of the package.
func iPyModule(u *utt) *answer {
	mod := ""
	for i, t := range u.t {
		if t.used || t.kind != kWord {
			continue
		}
		if pyModules[t.low] || isVarName(t.raw) && !knownWord(t.low) && !fillerWords[t.low] && (u.seq(i+1, "module|package|library|lib") || u.seq(i-1, "module|package|library|lib")) {
			mod = t.low
			u.use(i)
			break
		}
	}
	if mod == "" {
		return nil
	}
	py := u.take("=python", "=python3", "=pip", "=pip3")
	mod2 := u.take("=module", "=package", "=library", "=lib")
	if !py && !mod2 && !pyModules[mod] {
		return nil
	}
	asked := false
	for i := range u.t {
		if u.seq(i, "is|are", "installed|available|there|present") || u.seq(i, "installed|available") || u.seq(i, "do|does", "i|we|this|the", "have") {
			asked = true
		}
	}
	if !asked {
		return nil
	}
	u.takeAll("=is", "=installed", "=available", "=there", "=present", "=do", "=does", "=i", "=we", "=have", "=for", "=in", "=the", "=my", "=check", "=if", "=whether", "=on", "=this", "=machine", "=system", "=computer", "=python", "=python3")
	return &answer{cmd: "python3 -m pip show " + mod, thought: "pip show prints the installed package's version and place, or says it is not found"}
}

// iEnv: the environment, or one variable.
func iEnv(u *utt) *answer {
	if u.searchPathAsked() {
		u.useN(0, len(u.t))
		if flavor(u.plat, "coreutils") == platform.BusyBox {
			return &answer{cmd: echoVars([]string{"PATH"}) + ` | tr : '\n'`, thought: "the shell looks for commands in the directories of $PATH, in order; tr puts each on a line of its own"}
		}
		return &answer{cmd: `printenv PATH | tr : '\n'`, thought: "the shell looks for commands in the directories of $PATH, in order; tr puts each on a line of its own"}
	}
	if u.has("env") {
		// "env vars with PATH in the name", "variables containing GIT"
		for i, t := range u.t {
			if t.used || !(t.kind == kWord && (t.caps || isVarName(t.raw) && !knownWord(t.low) && !fillerWords[t.low]) || t.kind == kQuoted) {
				continue
			}
			if u.seq(i-1, "with|containing|contain|contains|have|having|has|matching|mentioning|named|called") || u.seq(i+1, "in") && u.seq(i+2, "the|their|its", "name|names") {
				u.use(i)
				u.takePhrase("in", "the|their|its", "name|names")
				u.takeAll("=with", "=containing", "=contain", "=contains", "=have", "=having", "=has", "=matching", "=mentioning", "=named", "=called", "=name", "=names")
				u.takeAll("env", "=all", "=my", "=set", "=the", "=what", "=which", "=are", "=show", "=list")
				u.takeAll(askWords...)
				return &answer{cmd: "env | grep -i -- " + quote(t.raw), thought: "env prints the environment; grep keeps the variables that mention " + t.raw}
			}
		}
	}
	name := ""
	var more []string
	for i, t := range u.t {
		if t.used {
			continue
		}
		switch {
		case t.kind == kWord && strings.HasPrefix(t.raw, "$") && isVarName(t.raw[1:]):
			name = t.raw[1:]
		case t.kind == kWord && t.caps && isVarName(t.raw) && !knownWord(t.low) || t.kind == kWord && t.caps && (t.raw == "PATH" || t.raw == "HOME" || t.raw == "USER" || t.raw == "SHELL" || t.raw == "EDITOR" || t.raw == "LANG" || t.raw == "TERM"):
			name = t.raw
		case t.kind == kWord && isVarName(t.raw) && !fillerWords[t.low] && !knownWord(t.low) && (u.seq(i-1, "variable|var|envvar") || u.seq(i+1, "variable|var|env|environment")):
			name = t.raw
		case t.kind == kWord && isVarName(t.raw) && u.seq(i-1, "printenv|echo") && !fillerWords[t.low] && !knownWord(t.low):
			name = t.raw
		case t.kind == kQuoted && isVarName(t.raw) && u.has("env"):
			name = t.raw
		}
		if name != "" {
			u.use(i)
			// "PATH and HOME", "HOME, USER and SHELL": each of them
			for k := i; k+1 < len(u.t); {
				j := k + 1
				if u.seq(j, "and|&") {
					j++
				} else if !u.t[k].comma {
					break
				}
				if j >= len(u.t) || u.t[j].used || u.t[j].kind != kWord || !u.t[j].caps || !isVarName(strings.TrimPrefix(u.t[j].raw, "$")) {
					break
				}
				u.useN(k+1, j-k)
				more = append(more, strings.TrimPrefix(u.t[j].raw, "$"))
				k = j
			}
			break
		}
	}
	if up := strings.ToUpper(name); name == strings.ToLower(name) && oneOf("PATH|HOME|USER|SHELL|EDITOR|LANG|TERM|PWD", up) {
		// "my path variable": the variable is PATH, as no shell keeps a
		// lower-case path
		name = up
	}
	if name == "" && (u.takeSeq("home", "directory|dir|folder") || u.takeSeq("home", "path")) {
		name = "HOME"
	}
	envSaid := u.take("env") || u.takeSeq("printenv") || u.takeSeq("export", "-p")
	if name == "" {
		if !envSaid {
			return nil
		}
		u.takePhrase("but|and", "sorted|sort")
		u.takeAll("sort")
		u.takeAll("env", "=all", "=my", "=set", "=exported", "=current", "=every", "=shell", "=session", "=defined", "=and", "=their", "=values", "=value", "=dumped")
		u.takeAll(askWords...)
		if u.has("contain", "sort", "count", "not", "delete") {
			return nil
		}
		return &answer{cmd: "env | sort", thought: "env prints the environment; sort orders it by name"}
	}
	// "which editor is set in $EDITOR": the variable's name in words
	for i, t := range u.t {
		if !t.used && t.kind == kWord && strings.EqualFold(t.raw, name) {
			u.use(i)
		}
	}
	u.takeAll("=echo")
	onePerLine := u.takeSeq("one", "per", "line") || u.takeSeq("one", "entry", "per", "line") || u.takeSeq("each", "on", "its", "own", "line") || u.takeSeq("line", "by", "line") ||
		u.takeSeq("split", "by", "colon|colons") || u.takeSeq("each", "entry", "on", "a", "separate", "line") || u.takeSeq("on", "separate", "lines") || u.takeSeq("one", "directory", "per", "line")
	u.takePhrase("written|stored|saved|kept", "in|inside") // "what is written in the variable HOME"
	u.takeAll("env", "=value", "=of", "=the", "=my", "=is", "=set", "=to", "=what", "=show", "=print", "=echo", "=display", "=get", "=tell", "=me", "=current", "=contents",
		"=content", "=currently", "=shell", "=entries", "=each", "=entry", "=in", "=it", "=does", "=contain", "=say", "=hold", "=s", "=check", "=look", "=at", "=there", "=defined", "=points", "=pointing")
	if pathList(name) && len(more) == 0 && u.has("count") {
		// "how many entries in PATH": its colon-separated parts
		u.take("count")
		u.takeAll("=entries", "=entry", "=directories", "=folders", "=dirs", "=paths", "=items", "=parts", "=places", "=locations", "=are", "=there", "=has", "=have", "=many", "=number")
		if u.has("sort", "count", "not", "delete", "=add", "=append") {
			return nil
		}
		show := "printenv " + name
		if flavor(u.plat, "coreutils") == platform.BusyBox {
			show = echoVars([]string{name}) // BusyBox may have no printenv
		}
		return &answer{cmd: show + ` | tr : '\n' | wc -l`, thought: "tr puts each colon-separated entry on a line of its own; wc -l counts them"}
	}
	if u.has("sort", "count", "not", "delete", "=add", "=append") {
		return nil
	}
	if flavor(u.plat, "coreutils") == platform.BusyBox && !(onePerLine && len(more) > 0) {
		cmd := echoVars(append([]string{name}, more...))
		if onePerLine {
			cmd += ` | tr : '\n'`
		}
		return &answer{cmd: cmd, thought: "the shell prints the value (BusyBox may have no printenv)"}
	}
	if len(more) > 0 {
		if onePerLine {
			return nil
		}
		if flavor(u.plat, "coreutils") == platform.BSD {
			// BSD printenv prints one variable
			cmds := []string{"printenv " + name}
			for _, m := range more {
				cmds = append(cmds, "printenv "+m)
			}
			return &answer{cmd: strings.Join(cmds, "; "), thought: "printenv prints each variable's value"}
		}
		return &answer{cmd: "printenv " + name + " " + strings.Join(more, " "), thought: "printenv prints each variable's value, one a line"}
	}
	if onePerLine {
		return &answer{cmd: fmt.Sprintf("printenv %s | tr : '\\n'", name), thought: "tr puts each colon-separated entry on a line of its own"}
	}
	return &answer{cmd: "printenv " + name, thought: "printenv prints the variable's value"}
}

// pathList reports whether the variable name holds a colon-separated
// list of folders: PATH, MANPATH, PYTHONPATH, LD_LIBRARY_PATH.
func pathList(name string) bool {
	return name == "PATH" || strings.HasSuffix(name, "PATH") && name == strings.ToUpper(name)
}

// inPathList reads "in PATH", "of $PYTHONPATH": a place that is a
// variable's list of folders, which no search of files reads.
func (u *utt) inPathList() bool {
	for i, t := range u.t {
		if i > 0 && t.kind == kWord && pathList(strings.TrimPrefix(t.raw, "$")) && oneOf("in|of|inside|on", u.t[i-1].low) {
			return true
		}
	}
	return false
}

// searchPathWords are the words a question about the command search
// path may hold beside its three parts (see searchPathAsked).
var searchPathWords = map[string]bool{"list": true, "show": true, "print": true, "display": true, "tell": true, "me": true, "give": true,
	"what": true, "which": true, "are": true, "is": true, "does": true, "do": true, "the": true, "my": true, "all": true, "every": true,
	"it": true, "for": true, "in": true,
	"through": true, "when": true, "i": true, "type": true, "run": true, "a": true, "that": true, "please": true, "where": true, "to": true,
	"order": true, "each": true, "one": true, "per": true, "line": true}

// searchPathAsked reads a question about where the shell looks for the
// programs it runs: "list the directories my shell searches for
// commands", "where does my shell look for programs", "which folders are
// searched for executables". The places (or "where"), the search and
// what is looked for must all be said, and no other word: $PATH.
func (u *utt) searchPathAsked() bool {
	// who searches: the shell, or no one said ("are searched"); "where
	// do I look for programs" is someone else's search
	places, search, progs, who := false, false, false, false
	for i, t := range u.t {
		if t.used || t.kind != kWord {
			return false
		}
		switch w := t.low; {
		case oneOf("directories|folders|dirs|places|locations|paths|where", w):
			places = true
		case oneOf("search|searches|searched|look|looks|looked|check|checks|checked|find|finds", w):
			// "search the folders for commands" is an order to search,
			// not a question about the shell's
			search = i > 0 && !u.seq(i-1, "please")
			who = who || oneOf("searched|looked|checked", w) && u.seq(i-1, "are|is|get|gets|being|be")
		case oneOf("commands|programs|executables|binaries|command|program", w):
			progs = true
		case oneOf("shell|bash|zsh|terminal|system|computer", w):
			who = true
		case !searchPathWords[w]:
			return false
		}
	}
	return places && search && progs && who
}

// writesDateFormat reports whether the request writes a date's format
// out ("YYYY-MM-DD", "dd/mm/yyyy"): that format, not a name's own.
func (u *utt) writesDateFormat() bool {
	for _, t := range u.t {
		if !t.used && (t.kind == kWord || t.kind == kQuoted || t.kind == kPath) && res().dateFmt.FindString(t.raw) == t.raw && t.raw != "" {
			return true
		}
	}
	return false
}

func isVarName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// ─────────────────────────── date and time ───────────────────────────

// iDate: the date and time, in a format, a zone, UTC, as epoch.
func iDate(u *utt) *answer {
	typed := ""
	for i, t := range u.t {
		if !t.used && t.kind == kWord && strings.HasPrefix(t.raw, "+%") {
			typed = t.raw
			u.use(i)
		}
	}
	epoch, h24 := false, false
	for i, t := range u.t {
		// "seconds since 1970": the epoch; "24-hour": the clock %H reads
		if !t.used && t.kind == kNum && t.num == 1970 && i >= 2 && u.seq(i-2, "seconds", "since") {
			u.useN(i-2, 3)
			epoch = true
		}
		if !t.used && t.kind == kNum && t.num == 24 && u.seq(i+1, "hour|hours|hr|h") {
			u.useN(i, 2)
			u.takeAll("=clock", "=format")
			h24 = true
		}
	}
	said := epoch || u.has("date", "=epoch", "=timestamp", "=weekday", "=utc", "=gmt", "=o'clock") || u.seq(0, "what", "time", "is", "it") ||
		u.has("=week") && u.has("=year", "=number") || u.seq(0, "what|which", "month|year|week|weekday") || u.seq(0, "current", "month|year|week") ||
		u.has("=year", "=month", "=hour", "=hours", "=minute", "=minutes", "=timezone") || u.has("=time") && u.has("=zone")
	if !said && typed == "" {
		return nil
	}
	for _, i := range u.kinds(kWindow) {
		if u.val(i).day == 1 && u.val(i).cmp > 0 {
			u.use(i) // "today's date"
		}
	}
	if u.kinds(kWindow) != nil || u.kinds(kFile) != nil || u.kinds(kExt) != nil {
		return nil
	}
	f := flavor(u.plat, "date")
	// "the date in 10 days", "what day was it 3 weeks ago": a shift of
	// whole days from today
	shift := 0
	for i, t := range u.t {
		if t.used || t.kind != kNum || t.num < 1 || t.num != float64(int(t.num)) || !u.seq(i+1, "day|days|week|weeks") {
			continue
		}
		n := int(t.num)
		if strings.HasPrefix(u.t[i+1].low, "week") {
			n *= 7
		}
		switch {
		case u.seq(i-1, "in"):
			u.useN(i-1, 3)
			shift = n
		case u.seq(i+2, "from", "now|today"):
			u.useN(i, 4)
			shift = n
		case u.seq(i+2, "ago"):
			u.useN(i, 3)
			shift = -n
		default:
			return nil
		}
		break
	}
	if shift != 0 && f != platform.GNU && f != platform.BSD && f != platform.BusyBox {
		return nil
	}
	switch {
	case typed != "":
	case epoch || u.takeSeq("epoch") || u.takeSeq("unix", "time|timestamp|seconds") || u.takeSeq("seconds", "since", "1970") || u.takeSeq("seconds", "since", "the", "epoch") || u.takeSeq("timestamp"):
		u.takeAll("=unix", "=seconds", "=since", "=epoch", "=1970", "=timestamp")
		typed = "+%s"
	case !u.writesDateFormat() && (u.takeSeq("iso") || u.takeSeq("iso8601") || u.takeSeq("iso-8601") || u.takeSeq("rfc", "3339") || u.takeSeq("rfc3339")):
		u.takeAll("=8601", "=standard", "=iso", "=rfc", "=3339")
		typed = "+%Y-%m-%dT%H:%M:%S%z"
		if !u.has("=time", "=timestamp") && !strings.Contains(strings.ToLower(strings.Join(rawWords(u), " ")), "time") {
			typed = "+%Y-%m-%dT%H:%M:%S%z"
		}
	case u.takeSeq("day", "of", "the", "year") || u.takeSeq("day", "of", "year"):
		u.takeAll("=number", "=what", "=which", "=is", "=it", "=today")
		typed = "+%j"
	case u.takeSeq("day", "of", "the", "week") || u.takeSeq("weekday") || u.takeSeq("which|what", "day", "is", "it") || u.takeSeq("what", "day") || u.takeSeq("day", "name"):
		u.takeAll("=name", "=day", "=it", "=is", "=what", "=which", "=just", "=only")
		typed = "+%A"
	case u.takeSeq("month", "name") || u.takeSeq("name", "of", "the", "month") || u.takeSeq("what|which", "month") || u.takeSeq("current", "month"):
		u.takeAll("=month", "=name", "=is", "=it")
		typed = "+%B"
	case u.takeSeq("week", "number") || u.takeSeq("which|what", "week") || u.takeSeq("iso", "week") || u.takeSeq("week", "of", "the", "year"):
		u.takeAll("=week", "=number", "=is", "=it", "=of", "=the", "=year", "=are", "=we", "=in")
		u.takeSeq("of", "the", "year")
		typed = "+%V"
	case u.said("time") && u.said("only", "just") && !u.said("date", "day", "today", "today's", "todays", "zone", "timezone", "utc", "gmt", "epoch", "unix", "timestamp") && !u.namesDateParts():
		// "the time only", "just the time": the clock without the date
		typed = "+%T"
	case res().wordDateFmt.MatchString(strings.Join(rawWords(u), " ")):
		// "year and month", "hours:minutes": a format in words, below
	case u.namesDateParts():
		// "just the year", "the hour and minute", "year and month"
		typed = u.takeDateParts()
	case u.takeSeq("what|which", "year") || u.takeSeq("year") || u.takeSeq("current", "year"):
		u.takeAll("=is", "=it")
		typed = "+%Y"
	case u.takeSeq("day", "of", "the", "year") || u.takeSeq("day", "of", "year"):
		typed = "+%j"
	}
	u.takePhrase("in|as", "the|a?", "form|layout|shape|order") // "in the form day/month/year"
	u.takeAll("date", "=current", "=now", "=present", "=today", "=the", "=what", "=is", "=it", "=right", "=show", "=print", "=display", "=tell", "=me", "=get", "=give",
		"=and", "=time", "=todays", "=today's", "=in", "=as", "=format", "=formatted", "=only", "=just", "=of", "=local", "=system", "=clock", "=says", "=on", "=this",
		"=machine", "=computer", "=server", "=s", "=my", "=using", "=style", "=with")
	// a written format: YYYY-MM-DD, dd/mm/yyyy, HH:MM
	if typed == "" {
		for i, t := range u.t {
			if !t.used && (t.kind == kWord || t.kind == kQuoted || t.kind == kPath) && res().dateFmt.MatchString(t.raw) && res().dateFmt.FindString(t.raw) == t.raw {
				typed = dateFormat(t.raw)
				u.use(i)
				// "in ISO format (YYYY-MM-DD)": the format it names
				u.takeAll("=iso", "=8601", "=iso8601", "=iso-8601")
				break
			}
		}
	}
	if typed == "" {
		text := strings.Join(rawWords(u), " ")
		if m := res().wordDateFmt.FindString(text); m != "" {
			typed = wordsDateFormat(m)
			u.takeAll("=year", "=years", "=month", "=months", "=day", "=days", "=hour", "=hours", "=minute", "=minutes", "=second", "=seconds", "=and", "=/", "=-", "=:")
			for i, t := range u.t {
				if !t.used && strings.Contains(m, t.raw) {
					u.use(i) // "year-month-day" as one word
				}
			}
		}
	}
	if typed != "" {
		// "written day first, like dd/mm/yyyy"
		if !u.takePhrase("day|month|year", "first") && u.said("day", "month", "year") {
			u.take("=first")
		}
		u.takeAll("=written", "=like", "=e.g.", "=shown", "=printed")
		u.takePhrase("for", "a|the", "form") // "as dd/mm/yyyy for a form": what the layout is for
		u.take("=form", "=layout", "=shape") // "in day/month/year form"
	}
	u.takePhrase("according", "to") // "what year it is according to the system clock"
	if u.takeSeq("24", "hour") || u.takeSeq("24-hour") || u.takeSeq("24h") || u.takeSeq("24", "hours") || h24 {
		// the 24-hour clock, said: the locale's own format may be 12-hour
		if typed == "" && u.said("date", "day", "today", "today's", "todays") {
			typed = "+%Y-%m-%d %H:%M"
		} else if typed == "" {
			typed = "+%H:%M"
		}
	}
	if typed == "" && (u.takeSeq("hours", "and", "minutes") || u.takeSeq("hh:mm")) {
		typed = "+%H:%M"
	}
	if typed == "" {
		// a date written as an example: "like 31/12/2026", "2026-03-01"
		for i, t := range u.t {
			if !t.used && (t.kind == kWord || t.kind == kPath || t.kind == kNum || t.kind == kQuoted) {
				if f := exampleDate(t.raw); f != "" {
					typed = f
					u.use(i)
					u.takeAll("=like", "=as", "=e.g", "=eg", "=such")
					break
				}
			}
		}
	}
	utc := u.take("=utc", "=gmt", "=zulu") || u.takeSeq("universal", "time")
	zone := ""
	for i, t := range u.t {
		if t.used || t.kind != kWord && t.kind != kPath {
			continue
		}
		if z := timeZone(t.raw); z != "" && t.low != "utc" {
			zone = z
			u.use(i)
			u.takeAll("=in", "=zone", "=timezone")
			break
		}
		if i+1 < len(u.t) {
			if z := timeZone(t.raw + " " + u.t[i+1].raw); z != "" {
				zone = z
				u.useN(i, 2)
				u.takeAll("=in", "=zone", "=timezone")
				break
			}
		}
	}
	day := 0
	switch {
	case u.take("=tomorrow"):
		day = 1
	case u.take("=yesterday"):
		day = -1
	}
	if strings.Contains(typed, "%Y%m%d") || strings.Contains(typed, "%d%m%Y") {
		u.takePhrase("no|without", "dashes|separators|slashes|spaces|hyphens")
	}
	u.takeAll("=time", "=timezone", "=zone", "=in", "=is", "=it", "=what", "=right", "=now", "=the", "=only", "=just", "=name", "=in", "=was", "=will", "=be", "=date")
	if u.has("=ago", "=until", "=since", "=days", "=weeks", "=file") {
		return nil
	}
	prefix := ""
	if zone != "" {
		prefix = "TZ=" + zone + " "
	}
	opt := ""
	if utc {
		opt = " -u"
	}
	if shift != 0 {
		fmtArg := typed
		if fmtArg == "" {
			fmtArg = "+%F"
		}
		if f == platform.BSD {
			return &answer{cmd: fmt.Sprintf("%sdate%s -v%+dd %s", prefix, opt, shift, quoteDate(fmtArg)), thought: "BSD date -v shifts the date by whole days"}
		}
		if f == platform.BusyBox {
			sign, days := "+", shift
			if shift < 0 {
				sign, days = "-", -shift
			}
			return &answer{cmd: fmt.Sprintf("%sdate%s -d @$(( $(date +%%s) %s %d * 86400 )) %s", prefix, opt, sign, days, quoteDate(fmtArg)), thought: "BusyBox date reads no shift of days: a day is 86400 seconds from now"}
		}
		when := fmt.Sprintf("'%d days'", shift)
		if shift < 0 {
			when = fmt.Sprintf("'%d days ago'", -shift)
		}
		return &answer{cmd: fmt.Sprintf("%sdate%s -d %s %s", prefix, opt, when, quoteDate(fmtArg)), thought: "GNU date -d reads a shift of days from today"}
	}
	switch day {
	case 1, -1:
		fmtArg := typed
		if fmtArg == "" {
			fmtArg = "+%F"
		}
		switch f {
		case platform.BSD:
			return &answer{cmd: fmt.Sprintf("%sdate%s -v%+dd %s", prefix, opt, day, quoteDate(fmtArg)), thought: "BSD date -v shifts the date by a day"}
		case platform.BusyBox:
			return &answer{cmd: fmt.Sprintf("%sdate%s -d @$(( $(date +%%s) %s 86400 )) %s", prefix, opt, map[int]string{1: "+", -1: "-"}[day], quoteDate(fmtArg)), thought: "a day is 86400 seconds from now"}
		}
		word := map[int]string{1: "tomorrow", -1: "yesterday"}[day]
		return &answer{cmd: fmt.Sprintf("%sdate%s -d %s %s", prefix, opt, word, quoteDate(fmtArg)), thought: "GNU date -d reads \"" + word + "\""}
	}
	cmd := prefix + "date" + opt
	if typed != "" {
		cmd += " " + quoteDate(typed)
	}
	return &answer{cmd: cmd, thought: "date prints the date and time" + map[bool]string{true: " in that format", false: ""}[typed != ""]}
}

// dateParts are date's letters for the parts of a date or time named
// alone.
var dateParts = map[string]string{"year": "%Y", "years": "%Y", "month": "%m", "months": "%m", "day": "%d", "hour": "%H", "hours": "%H",
	"minute": "%M", "minutes": "%M", "second": "%S", "seconds": "%S", "timezone": "%Z", "zone": "%Z"}

// namesDateParts reports whether the request names parts of a date or
// time (two, or one that is no day: "what day" is the weekday's).
func (u *utt) namesDateParts() bool {
	n, day := 0, false
	for i, t := range u.t {
		if t.used || dateParts[t.low] == "" || t.low == "zone" && u.lowAny(i-1) != "time" {
			continue
		}
		if timeZone(t.raw) != "" && t.low != "timezone" && t.low != "zone" {
			return false
		}
		n++
		// "the day of the month", "day number": the date's day
		day = day || t.low == "day" && !u.seq(i+1, "number") && !u.seqOpt(i+1, "of", "the?", "month")
	}
	for _, t := range u.t {
		if !t.used && (t.kind == kWord || t.kind == kPath) && timeZone(t.raw) != "" && t.low != "timezone" && t.low != "zone" && t.low != "time" {
			return false // a zone to tell the time in
		}
	}
	return n > 1 || n == 1 && !day
}

// seqOpt reports whether the words ws ("x?" may be left out) are at i.
func (u *utt) seqOpt(i int, ws ...string) bool {
	_, ok := u.phraseAt(i, ws)
	return ok
}

// takeDateParts consumes the parts of a date a request names, as date's
// format: in the order said, date parts joined by dashes, time parts by
// colons ("the year and month": +%Y-%m; "the month name": +%B).
func (u *utt) takeDateParts() string {
	var ds, ts []string
	name := u.said("name", "named") && !u.said("number", "numeric")
	for i, t := range u.t {
		p := dateParts[t.low]
		if t.used || p == "" || t.low == "zone" && u.lowAny(i-1) != "time" {
			continue
		}
		u.use(i)
		switch {
		case t.low == "day" && u.seqOpt(i+1, "of", "the?", "month"):
			n, _ := u.phraseAt(i+1, []string{"of", "the?", "month"})
			u.useN(i+1, n)
		case p == "%m" && name:
			p = "%B"
		case t.low == "zone":
			u.t[i-1].used = true
		}
		if strings.Contains("%H%M%S%Z", p) {
			ts = append(ts, p)
		} else {
			ds = append(ds, p)
		}
	}
	if len(ts) == 1 && ts[0] == "%S" && len(ds) == 0 && !u.said("time", "clock") && u.said("date") && u.said("with", "including", "include", "plus") {
		// "the date with seconds": the date and the time down to the
		// second, not the seconds alone
		ds, ts = []string{"%Y", "%m", "%d"}, []string{"%H", "%M", "%S"}
		u.takeAll("=with", "=including", "=include", "=plus")
	}
	if len(ts) == 1 && ts[0] == "%S" && u.said("time", "clock") {
		// "the time with the seconds", "the clock time including
		// seconds": the time of day down to the second, not the
		// seconds alone
		ts = []string{"%H", "%M", "%S"}
		u.takeAll("=time", "=clock", "=with", "=including", "=include", "=plus")
	}
	u.takeAll("=and", "=number", "=numeric", "=name", "=as", "=a", "=of", "=the", "=just", "=only", "=current", "=this")
	f := strings.Join(ds, "-")
	if len(ts) > 0 {
		f = strings.TrimSpace(f + " " + strings.Join(ts, ":"))
	}
	return "+" + f
}

// quoteDate quotes a date format when the shell would read it.
func quoteDate(f string) string {
	if strings.ContainsAny(f, " '\"$`\\*?[]{}()&;|<>!#~") {
		return quote(f)
	}
	return f
}

func rawWords(u *utt) []string {
	var out []string
	for _, t := range u.t {
		if !t.used {
			out = append(out, t.raw)
		}
	}
	return out
}

// ─────────────────────────── resources ───────────────────────────

// iResources: disk space, memory, CPUs, load, uptime.
// consumers reports whether a request asks what uses a resource ("what
// is using my memory", "which programs eat the cpu"): processes.
func (u *utt) consumers() bool {
	return u.said("what", "which", "who", "whats") && u.has("=using", "=uses", "=use", "=eating", "=eats", "=consuming", "=consumes", "=hogging", "=hogs", "=taking", "=takes", "=filling", "=chewing", "=burning")
}

func iResources(u *utt) *answer {
	p := u.plat
	if u.consumers() && u.has("memory", "cpu") {
		return nil // iProcesses
	}
	for i := range u.t {
		if u.seq(i, "free|clean|clear", "up") || u.seq(i, "reclaim|recover|cleanup") || u.seq(i, "make", "room|space") {
			return nil // freeing space is a task of its own
		}
	}
	switch {
	case u.has("memory") && !u.has("process", "=hogging", "=hog", "=eating", "=top", "=sort", "largest", "=which", "=most") || u.seq(0, "free") && (len(u.t) == 1 || u.t[1].kind == kFlag):
		u.humanWords()
		unit := ""
		for _, f := range []string{"-m", "-g", "-h"} {
			if u.take("=" + f) {
				if unit != "" {
					return nil
				}
				unit = f // "free -m": as typed
			}
		}
		u.takeAll("=enough", "=show", "=and")
		u.takePhrase("low|short|running", "on", "memory") // "is the machine low on memory"
		u.takeAll("memory", "free", "used", "=total", "=how", "=much", "=left", "=is", "=there", "=do", "=i", "=have", "=the", "=of", "size", "=installed", "=physical", "=system", "=status", "=stats", "=statistics", "=info", "=amount", "=in", "=and")
		u.takeAll(askWords...)
		switch {
		case p != nil && p.OS == "darwin":
			return &answer{cmd: "vm_stat", thought: "vm_stat prints macOS's memory statistics"}
		case p.Has("free") || p == nil:
			if unit == "-m" || unit == "-g" {
				return &answer{cmd: "free " + unit, thought: "free shows total, used and free memory"}
			}
			if u.takePhrase("in", "mb|megabytes|mib|megs") {
				// "…, no G or Gi units": megabytes it is
				u.takePhrase("no|not|without", "g|gi|gb|gib", "or|and|nor", "g|gi|gb|gib", "units|suffixes?")
				return &answer{cmd: "free -m", thought: "free shows total, used and free memory in MiB"}
			}
			if u.takePhrase("in", "gb|gigabytes|gib|gigs") {
				return &answer{cmd: "free -g", thought: "free shows total, used and free memory in GiB"}
			}
			return &answer{cmd: "free -h", thought: "free shows total, used and free memory; -h in human units"}
		}
		return &answer{cmd: "head -n 5 /proc/meminfo", thought: "/proc/meminfo holds the kernel's memory figures"}
	case u.has("disk") && !u.has("largest", "=which", "=what", "=who") || u.takeSeq("df") || u.takeSeq("free", "space") || u.takeSeq("space", "left") || u.takeSeq("storage") || u.takeSeq("how", "full") && !u.has("largest") ||
		u.has("free", "used", "=left") && u.has("=gigabytes", "=gb", "=megabytes", "=mb", "=terabytes", "=tb", "=gigs") && !u.has("memory"):
		u.takeAll("disk", "free", "used", "size", "=space", "=left", "=how", "=much", "=many", "=full", "=is", "=are", "=the", "=my", "=of", "=there", "=room", "=remaining", "=capacity", "=total",
			"=on", "=each", "=all", "=mounted", "=in", "=human", "=readable", "=form", "=format", "=-h", "=status", "=info", "=and", "=have", "=do", "=i", "=we", "=available", "=usage", "=use", "=per")
		u.takeAll(askWords...)
		// "my disk is getting full, can you check?": how full it is
		u.takePhrase("getting|running|filling|becoming", "full|low|up")
		u.takePhrase("is|are", "getting|running|filling|becoming")
		target := ""
		if u.takeSeq("root", "partition|filesystem|disk|drive|volume") || u.takeSeq("root") {
			target = "/"
		}
		// "the disk where this folder lives", "the disk this folder is on"
		if u.takePhrase("where|that", "this|the|my?", "current?", "folder|directory|dir", "lives|is|sits|resides") || u.takePhrase("this|the", "current?", "folder|directory|dir", "is", "on|in") {
			target = "."
		}
		for _, i := range u.kinds(kPath) {
			if u.t[i].raw == "/" || isDirHere(u.plat, u.t[i].raw) || strings.HasPrefix(u.t[i].raw, "/") {
				target = u.use(i).raw
				u.takeAll("=on", "=of", "=for")
			}
		}
		if oneOf("format|wipe|erase|partition|mount|unmount|umount|eject|fsck|repair|defrag|defragment|encrypt|clone|image|resize|shrink|grow|benchmark", u.lowAny(0)) {
			return nil // "format the disk": another verb, done to the disk
		}
		u.humanWords()
		// "in gigabytes": that unit, not df -h's own choice per line
		opt, units := "-h", "-h in human units"
		switch {
		case u.said("gigabytes", "gb", "gib", "gigs", "gigabyte"):
			opt, units = "-BG", "-BG in GiB"
			switch flavor(p, "coreutils") {
			case platform.BSD:
				opt, units = "-g", "-g in GiB"
			case platform.BusyBox:
				return nil // BusyBox's df has no GiB of its own
			}
		case u.said("megabytes", "mb", "mib", "megs", "megabyte"):
			opt, units = "-BM", "-BM in MiB"
			if flavor(p, "coreutils") == platform.BSD || flavor(p, "coreutils") == platform.BusyBox {
				opt, units = "-m", "-m in MiB"
			}
		}
		u.takeAll("=gigabytes", "=gb", "=megabytes", "=partition", "=enough")
		if u.has("file", "dir", "largest", "sort", "=folder", "=directory") || u.kinds(kPath) != nil {
			return nil
		}
		if target != "" {
			return &answer{cmd: "df " + opt + " " + quote(target), thought: "df shows the filesystem's size, use and free space; " + units}
		}
		return &answer{cmd: "df " + opt, thought: "df shows each filesystem's size, use and free space; " + units}
	case u.has("cpu") && (u.takeSeq("how", "many") || u.take("count", "=number")) && !u.has("process"):
		u.takeAll("cpu", "=how", "=many", "=number", "=count", "=of", "=do", "=i", "=have", "=are", "=there", "=does", "=this", "=the", "=logical", "=physical", "=available", "=got", "=has")
		u.takeAll(askWords...)
		switch {
		case p != nil && p.OS == "darwin":
			return &answer{cmd: "sysctl -n hw.ncpu", thought: "hw.ncpu is the number of CPUs"}
		case flavor(p, "coreutils") == platform.BusyBox:
			return &answer{cmd: "grep -c ^processor /proc/cpuinfo", thought: "/proc/cpuinfo has a processor line per CPU"}
		}
		return &answer{cmd: "nproc", thought: "nproc prints the number of CPUs available"}
	case u.has("cpu") && u.has("=model", "=info", "=information", "=details", "=kind", "=type", "=brand", "=which", "=what", "=speed") && !u.has("process", "used", "=most", "=top", "=load"):
		u.takeAll("cpu", "=model", "=info", "=information", "=details", "=kind", "=type", "=brand", "=speed", "=do", "=i", "=have", "=this", "=the", "=is", "=what", "=which", "=of", "=machine")
		u.takeAll(askWords...)
		switch {
		case p != nil && p.OS == "darwin":
			return &answer{cmd: "sysctl -n machdep.cpu.brand_string hw.ncpu", thought: "sysctl names the CPU and counts its cores"}
		case p.Has("lscpu"):
			return &answer{cmd: "lscpu", thought: "lscpu describes the CPU"}
		}
		return &answer{cmd: "grep -m1 'model name' /proc/cpuinfo && nproc", thought: "/proc/cpuinfo names the CPU; nproc counts them"}
	case u.take("=load") || u.takeSeq("load", "average") || u.takeSeq("loadavg"):
		u.takeAll("=average", "=averages", "=system", "=cpu", "=current", "=the", "=what", "=is", "=show", "=machine", "=server")
		u.takeAll(askWords...)
		if u.has("process") {
			return nil
		}
		return &answer{cmd: "uptime", thought: "uptime ends with the load averages of the last 1, 5 and 15 minutes"}
	case u.takePhrase("time|duration", "since|from", "the?", "last?", "boot|reboot|startup|start-up|restart"):
		// "time since the last boot": how long it has been up
		u.takeAll("=the", "=this", "=machine", "=system", "=computer", "=server", "=of", "=my")
		u.takeAll(askWords...)
		return &answer{cmd: "uptime", thought: "uptime shows how long the machine has been up, and its load"}
	case !u.has("=how", "=many", "=days", "=long") && (u.takeSeq("since", "when") || u.takeSeq("when", "did") || u.takeSeq("boot", "time") || u.takeSeq("last", "boot|reboot|booted|rebooted")) && u.has("uptime", "=boot", "=booted", "=reboot", "=rebooted", "=start", "=started", "=running", "=up", "=on"):
		u.takeAll("uptime", "=boot", "=booted", "=reboot", "=rebooted", "=start", "=started", "=running", "=up", "=on", "=is", "=was", "=the", "=this", "=machine", "=system",
			"=computer", "=server", "=box", "=it", "=last", "=been", "=has", "=did", "=what", "=time", "=date", "=when")
		u.takeAll(askWords...)
		switch {
		case u.plat != nil && u.plat.OS == "darwin":
			return &answer{cmd: "sysctl -n kern.boottime", thought: "kern.boottime is when the machine started"}
		case flavor(u.plat, "coreutils") == platform.BusyBox:
			return &answer{cmd: "uptime", thought: "uptime shows how long the machine has been up"}
		}
		return &answer{cmd: "uptime -s", thought: "uptime -s prints when the machine started"}
	case u.take("=uptime") || u.takeSeq("how", "long") && u.has("uptime", "=booted", "=boot", "=reboot", "=rebooted", "=restart", "=restarted", "=on", "=powered") || u.takeSeq("since", "when") && u.has("uptime") || u.takeSeq("when", "did") && u.has("=boot", "=booted", "=reboot", "=rebooted", "=start", "=started") ||
		u.takeSeq("how", "many", "days|hours") && u.has("=boot", "=booted", "=reboot", "=rebooted", "=restart", "=restarted", "uptime"):
		u.takeAll("uptime", "=how", "=long", "=has", "=have", "=been", "=the", "=this", "=machine", "=system", "=computer", "=server", "=box", "=running", "=is", "=it", "=since",
			"=last", "=when", "=did", "=boot", "=booted", "=start", "=started", "=reboot", "=rebooted", "=restart", "=restarted", "=on", "=powered", "=up", "=for", "=what", "=my", "=been", "=many", "=days", "=hours", "=switched", "=turned")
		u.takeAll(askWords...)
		return &answer{cmd: "uptime", thought: "uptime shows how long the machine has been up, and its load"}
	}
	return nil
}

// iProcesses: processes by CPU or memory, all of them, by name.
func iProcesses(u *utt) *answer {
	p := u.plat
	for i, t := range u.t {
		if t.kind == kNum && (u.lowAny(i-1) == "pid" || u.lowAny(i-1) == "process" || u.lowAny(i-1) == "id") {
			return nil // "memory of pid 1234": one process, no listing of the top ones
		}
	}
	cpu, mem := u.has("cpu"), u.has("memory")
	if cpu && mem {
		return nil
	}
	if cpu || mem {
		heavy := u.consumers() || u.has("=most", "=top", "=hogging", "=hog", "=hogs", "=eating", "=eat", "=eats", "=largest", "=biggest", "=heaviest", "=highest", "=sort", "=sorted", "=order", "=ordered", "=greedy", "=hungry", "=intensive", "=consuming", "=heavy", "=by",
			"=hardest", "=busiest")
		if !heavy && !u.has("process") {
			return nil
		}
		u.takeAll("cpu", "memory", "=most", "=top", "=hogging", "=hog", "=hogs", "=eating", "=eat", "=eats", "=use", "=uses", "=largest", "=biggest", "=heaviest", "=highest", "=sort", "=sorted", "=order", "=ordered", "used", "=greedy",
			"=hungry", "=intensive", "=consuming", "=heavy", "=footprint", "=by", "process", "=running", "=what", "=which", "=is", "=are", "=the", "=show", "=list", "=me", "=up", "=all", "=of", "=my", "=time", "=percent", "=%", "=%cpu", "=%mem", "=aux", "=but", "=on", "=higest",
			"=currently", "=right", "=now", "=in", "=resource", "=resources", "=usage", "=much", "=a", "=lot", "=lots", "=first", "=descending", "=order", "=hogger", "=hoggers", "=consumers",
			"=hardest", "=busiest", "=working", "=users", "=programs", "=program", "=one-shot", "=oneshot", "=snapshot", "=once")
		n, ok := u.count()
		if !ok {
			n = 10
		}
		u.takeAll(askWords...)
		if u.has("=kill", "=stop", "count", "delete", "not") {
			return nil
		}
		key, col := "%cpu", 3
		if mem {
			key, col = "%mem", 4
		}
		switch flavor(p, "ps") {
		case platform.BSD:
			return &answer{cmd: fmt.Sprintf("ps aux | sort -nrk %d,%d | head -n %d", col, col, n), thought: "ps aux lists every process; sort orders them by " + strings.ToUpper(key[1:])}
		case platform.BusyBox:
			return &answer{cmd: fmt.Sprintf("top -bn1 | head -n %d", n+4), thought: "BusyBox top shows the busiest processes first"}
		}
		return &answer{cmd: fmt.Sprintf("ps aux --sort=-%s | head -n %d", key, n+1), thought: "GNU ps sorts by itself; head keeps the header line and the top " + fmt.Sprint(n)}
	}
	// "is nginx running", "the pid of sshd", "any node processes": the
	// processes of that name
	if name := u.takeProcName(); name != "" {
		u.takeAll("process", "=running", "=is", "=are", "=there", "=any", "=a", "=an", "=the", "=show", "=find", "=list", "=what", "=which", "=pid", "=pids", "=its", "=of", "=for", "=id", "=ids", "=me", "=get", "=check", "=whether", "=if", "=up", "=alive", "=active", "=still")
		if flavor(p, "ps") == platform.BusyBox && !p.Has("pgrep") {
			return &answer{cmd: "ps | grep -i -- " + quote(name) + " | grep -v grep", thought: "ps lists the processes and grep keeps those with " + name + " in them (this BusyBox has no pgrep); none, and it exits 1"}
		}
		return &answer{cmd: "pgrep -l " + quote(name), thought: "pgrep lists the processes named " + name + " with their ids; none, and it exits 1"}
	}
	// "list running processes", "all processes", "ps", "what's running
	// on this machine"
	if !u.take("process") && !u.takePhrase("what|everything|all", "that?", "is?", "running") {
		return nil
	}
	u.takePhrase("for?", "all|every|any", "users|user")
	u.takePhrase("with", "its|their|the", "owner|owners|user|users")
	u.takePhrase("by|of|from", "everyone|everybody|anyone")
	u.takeAll("process", "=running", "=all", "=every", "=list", "=show", "=what", "=which", "=are", "=is", "=the", "=currently", "=right", "=now", "=active", "=on", "=this", "=machine", "=system", "=me", "=of", "=display", "=aux", "=-ef", "=there", "=ps")
	u.takeAll(askWords...)
	if !u.done() {
		return nil
	}
	if flavor(p, "ps") == platform.BusyBox {
		return &answer{cmd: "ps", thought: "ps lists the processes"}
	}
	return &answer{cmd: "ps aux", thought: "ps aux lists every process with its user, CPU and memory use"}
}

// iNetwork: this machine's IP addresses.
func iNetwork(u *utt) *answer {
	if !u.take("ip") {
		return nil
	}
	if u.has("=public", "=external", "=outside", "=wan", "=internet") {
		return nil
	}
	v4 := u.said("ipv4", "v4") && !u.said("ipv6", "v6")
	u.takeAll("ip", "network", "=my", "=the", "=what", "=is", "=are", "=show", "=this", "=machine", "=computer", "=local", "=private", "=internal", "=lan", "=current", "=v4", "=v6", "=address", "=addresses", "=of", "=on", "=and", "=all", "=list")
	u.takeAll(askWords...)
	p := u.plat
	switch {
	case p != nil && p.OS == "darwin":
		return &answer{cmd: "ifconfig | grep 'inet '", thought: "ifconfig's inet lines hold the IPv4 addresses"}
	case flavor(p, "coreutils") == platform.BusyBox && p.Has("ip"):
		return &answer{cmd: "ip addr", thought: "ip addr lists each interface with its addresses"}
	case (p == nil || p.Has("ip")) && v4:
		return &answer{cmd: "ip -4 -brief address", thought: "ip -4 -brief address lists each interface with its IPv4 addresses"}
	case p == nil || p.Has("ip"):
		return &answer{cmd: "ip -brief address", thought: "ip -brief address lists each interface with its addresses"}
	}
	return &answer{cmd: "ifconfig", thought: "ifconfig lists the interfaces and their addresses"}
}

// isProgram reports whether name is a well-known program or one on this
// machine's PATH.
// takeProcName consumes the name of a program the request asks about as
// a process: "is X running", "X processes", "the pid of X".
func (u *utt) takeProcName() string {
	for i, t := range u.t {
		if t.used || t.kind != kWord || knownWord(t.low) || fillerWords[t.low] || t.dir || t.file || !isVarName(strings.ReplaceAll(t.low, "-", "_")) {
			continue
		}
		if procStates[t.low] {
			return "" // "zombie processes": a state, not a program's name
		}
		if u.seq(i-1, "is|are") && u.seq(i+1, "running|up|alive|active|started") || u.seq(i+1, "process|processes") ||
			u.seq(i-2, "pid|pids|id|ids", "of|for") || u.seq(i+1, "pid|pids") {
			return u.use(i).raw
		}
	}
	return ""
}

// procStates are words for a process's state or kind that sit where a
// program's name would: "zombie processes", "stopped processes".
var procStates = map[string]bool{"zombie": true, "zombies": true, "defunct": true, "orphan": true, "orphaned": true, "stopped": true, "sleeping": true,
	"suspended": true, "hung": true, "stuck": true, "idle": true, "background": true, "foreground": true, "child": true, "parent": true, "daemon": true, "system": true, "user": true, "root": true, "old": true, "new": true}

func isProgram(name string) bool {
	if toolNames[name] || commonCommands[name] {
		return true
	}
	if knownWord(name) || questionNouns[name] {
		return false
	}
	_, err := exec.LookPath(name)
	return err == nil
}

var exampleDateRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(\d{1,4})([/.-])(\d{1,2})([/.-])(\d{1,4})$`)
})

// exampleDate reads a date written as an example ("31/12/2026",
// "2026-03-01", "12.31.2026") as date's format; "" when it is none or
// its day and month cannot be told apart.
func exampleDate(s string) string {
	m := exampleDateRe().FindStringSubmatch(s)
	if m == nil || m[2] != m[4] {
		return ""
	}
	a, b, c := atoi(m[1]), atoi(m[3]), atoi(m[5])
	sep := m[2]
	switch {
	case len(m[1]) == 4 && b <= 12 && c <= 31:
		return "+%Y" + sep + "%m" + sep + "%d"
	case len(m[5]) == 4 && a > 12 && a <= 31 && b <= 12:
		return "+%d" + sep + "%m" + sep + "%Y"
	case len(m[5]) == 4 && b > 12 && b <= 31 && a <= 12:
		return "+%m" + sep + "%d" + sep + "%Y"
	}
	return ""
}

// commonCommands are programs whose names are also words of the
// grammar's lexicon ("ls", "cat", "sort").
var commonCommands = map[string]bool{"ls": true, "cat": true, "sort": true, "find": true, "head": true, "tail": true,
	"touch": true, "date": true, "df": true, "free": true, "top": true, "ps": true, "kill": true, "less": true, "more": true,
	"file": true, "stat": true, "echo": true, "env": true, "id": true, "uptime": true, "make": true, "gcc": true,
	"go": true, "perl": true, "ruby": true, "bash": true, "zsh": true, "fish": true, "sh": true, "vi": true, "ln": true}

// ─────────────────────────── about one file ───────────────────────────

// iFileType: what kind of file a file is ("file type of x", "what kind
// of file is x", "file x"): file reads its first bytes, not its name.
func iFileType(u *utt) *answer {
	files := u.kinds(kFile)
	if len(files) != 1 || !u.bareFileCmd() && !u.kindAsked() {
		return nil
	}
	f := u.t[files[0]].raw
	u.use(files[0])
	mime := u.take("=mime", "=mimetype")
	u.takeAll("=file", "=type", "=kind", "=sort", "=format", "=filetype", "=of", "=what", "=which", "=is", "=it", "=this", "=that", "=really",
		"=actually", "=tell", "=me", "=show", "=check", "=find", "=out", "=get", "=the", "=a", "=an", "=detect", "=identify", "=guess", "=determine", "=truly")
	// "is x really a gzip file": the kind it is said to be, which file
	// tells
	u.takeAll("=gzip", "=zip", "=tar", "=text", "=binary", "=image", "=pdf", "=json", "=png", "=jpeg", "=jpg", "=executable", "=script", "=archive", "=compressed")
	if mime {
		// file is the same program (libmagic's) on Linux, macOS and
		// Alpine, where it is a package of its own
		return &answer{cmd: "file --mime-type " + quote(f), thought: "file --mime-type names the file's MIME type from its first bytes"}
	}
	return &answer{cmd: "file " + quote(f), thought: "file tells what a file holds from its first bytes, whatever its name says"}
}

// bareFileCmd: the request is "file x.gz", the command itself.
func (u *utt) bareFileCmd() bool {
	return len(u.t) == 2 && u.seq(0, "file") && u.t[1].kind == kFile
}

// kindAsked: the request asks what kind of file something is ("file
// type of", "type of file", "what kind of file is", "mime type"): "type"
// there is a noun, not the verb that shows a file.
func (u *utt) kindAsked() bool {
	for i := range u.t {
		if u.seq(i, "type|kind|sort|format", "of") && !u.seq(i+2, "line|lines|column|columns|field|fields|data|content|contents|text|entries") ||
			u.seq(i, "file|mime", "type|kind|format") || u.seq(i, "filetype|mimetype") || u.seq(i, "really|actually|truly", "a|an") ||
			u.seq(i, "what|which", "format|type|kind", "is") {
			return true
		}
	}
	return false
}

// typeNoun: "type" is said as a noun ("the type of", "file type"),
// which no verb that shows a file reads.
func (u *utt) typeNoun() bool {
	for i := range u.t {
		if u.seq(i, "type|kind|sort|format", "of") || u.seq(i, "file|mime", "type") || u.seq(i, "really|actually|truly", "a|an") || u.seq(i, "what|which", "format|type|kind") {
			return true
		}
	}
	return false
}

// checksumTools are the programs of each hash, by flavour: GNU and
// BusyBox, then BSD (macOS).
var checksumTools = map[string][2]string{
	"md5": {"md5sum", "md5 -r"}, "sha1": {"sha1sum", "shasum -a 1"}, "sha256": {"sha256sum", "shasum -a 256"},
	"sha512": {"sha512sum", "shasum -a 512"},
}

// iChecksum: a file's hash ("md5 of x", "sha1sum x", "checksum of x").
func iChecksum(u *utt) *answer {
	var files []string
	for _, i := range u.kinds(kFile) {
		files = append(files, u.use(i).raw)
	}
	if len(files) == 0 {
		return nil
	}
	algo := ""
	for i, t := range u.t {
		if t.used {
			continue
		}
		l := strings.TrimSuffix(strings.ReplaceAll(t.low, "-", ""), "sum")
		if _, ok := checksumTools[l]; ok && t.kind == kWord {
			if algo != "" && algo != l {
				return nil // "md5 and sha1": two
			}
			algo = l
			u.use(i)
		}
	}
	if algo == "" {
		if !u.take("=checksum", "=checksums", "=hash", "=hashes", "=digest", "=fingerprint") {
			return nil
		}
		algo = "sha256"
	}
	u.takeAll("=checksum", "=checksums", "=hash", "=hashes", "=digest", "=fingerprint", "=sum", "=hash", "=compute", "=calculate", "=get",
		"=generate", "=make", "=print", "=show", "=what", "=is", "=the", "=of", "=for", "=a", "=an", "=file", "=files", "=and", "=me", "=give", "=tell", "=its")
	tool := checksumTools[algo][0]
	if flavor(u.plat, "coreutils") == platform.BSD {
		tool = checksumTools[algo][1]
	}
	return &answer{cmd: tool + " " + quoteAll(files), thought: tool + " prints the " + strings.ToUpper(algo) + " hash of each file"}
}

// iShell: the user's shell ("what shell am i using", "which shell").
func iShell(u *utt) *answer {
	at := -1
	for i := range u.t {
		if u.seq(i, "shell") {
			at = i
			break
		}
	}
	if at < 0 {
		return nil
	}
	u.use(at)
	if u.has("version", "script", "scripts", "file", "change", "set", "make") || len(u.kinds(kFile)) > 0 || u.said("user", "who", "whoami", "running", "process", "pid", "history", "open", "exit", "new") {
		return nil
	}
	u.takeAll("=what", "=which", "=is", "=my", "=am", "=i", "=using", "=use", "=running", "=in", "=the", "=this", "=current", "=default", "=login",
		"=tell", "=me", "=show", "=print", "=do", "=have", "=does", "=user", "=it", "=of", "=kind", "=type")
	return &answer{cmd: `echo "$SHELL"`, thought: "$SHELL names the user's login shell"}
}

// iModified: when a file was last changed ("when was x last modified").
func iModified(u *utt) *answer {
	if u.said("who", "whom", "whoever") {
		return nil // "who changed x last" asks for a person, which the file's time does not say
	}
	files := u.takeFiles()
	if len(files) != 1 {
		return nil
	}
	// "what changed in x" asks for the change, not its time: a time is
	// asked with when, time, date or "last modified"
	asksTime := u.has("=when", "=time", "=date", "=mtime", "=timestamp")
	changed := u.take("=modified", "=changed", "=edited", "=updated", "=touched", "=written", "=saved") || u.takePhrase("modification|modify|change|mtime", "time|date?")
	if !changed && !u.takePhrase("last", "modified|changed|edited|updated|modification|change") || changed && !asksTime && !u.has("=last") {
		return nil
	}
	u.takeAll("=when", "=was", "=last", "=time", "=date", "=what", "=is", "=the", "=of", "=for", "=show", "=tell", "=me", "=get", "=print", "=did", "=it", "=get", "=modification", "=mtime")
	return &answer{cmd: "date -r " + quote(files[0]), thought: "date -r prints the time the file was last modified"}
}

// versionFlags are the programs whose version the grammar asks for, each
// with the way it prints it (most take --version; a few do not).
var versionFlags = map[string]string{"tar": "--version", "gzip": "--version", "git": "--version", "curl": "--version",
	"wget": "--version", "python3": "--version", "python": "--version", "node": "--version", "npm": "--version",
	"bash": "--version", "zsh": "--version", "make": "--version", "gcc": "--version", "perl": "--version",
	"ruby": "--version", "docker": "--version", "rsync": "--version", "ssh": "-V", "java": "-version",
	"go": "version", "openssl": "version", "vim": "--version", "cargo": "--version", "rustc": "--version",
	"pip": "--version", "pip3": "--version", "jq": "--version", "ffmpeg": "-version", "tmux": "-V", "zip": "-v", "unzip": "-v"}

// busyVersion are the programs BusyBox may stand in for, whose
// applets know no --version.
var busyVersion = map[string]bool{"tar": true, "gzip": true, "wget": true, "unzip": true}

// iVersion: which version of a program this machine has ("which version
// of tar do I have", "git version", "what python version is installed").
func iVersion(u *utt) *answer {
	prog, at := "", -1
	for i, t := range u.t {
		if t.used || t.kind != kWord {
			continue
		}
		name := t.low
		if versionFlags[name] == "" {
			continue
		}
		if u.seq(i-2, "version|versions", "of") || u.seq(i-3, "version|versions", "of", "the|my") || u.seq(i+1, "version|versions|--version") {
			if prog != "" {
				return nil // two programs
			}
			prog, at = name, i
		}
	}
	if prog == "" {
		return nil
	}
	u.use(at)
	u.takeAll("version", "=--version", "=of", "=installed", "=have", "=got", "=i", "=we", "=do", "=is", "=this", "=machine", "=computer", "=system",
		"=on", "=here", "=the", "=my", "=which", "=what", "=check", "=see", "=find", "=out", "=show", "=tell", "=me", "=number", "=exact", "=running", "=am", "=using", "=use")
	for i := range u.t {
		if programNouns[u.low(i)] {
			u.use(i)
		}
	}
	u.takeAll(askWords...)
	if busyVersion[prog] && (flavor(u.plat, prog) == platform.BusyBox || flavor(u.plat, "coreutils") == platform.BusyBox) {
		return nil
	}
	return &answer{cmd: prog + " " + versionFlags[prog], thought: prog + " " + versionFlags[prog] + " prints the version of " + prog + " installed"}
}
