package safety

import (
	"regexp"
	"strings"
	"sync"
)

// Rule is one line of the risk table: when a command matches every field
// that is set, it is at least Level, for Reason. A newcomer adds a danger
// by adding a line here.
type Rule struct {
	// Cmd is the program's name; a trailing "*" matches a prefix
	// ("mkfs*" matches mkfs.ext4).
	Cmd string
	// Sub, when set, must equal the first operand ("push" for git).
	// "|" separates alternatives.
	Sub string
	// Flags are option groups that must all be present: groups are
	// separated by spaces, alternatives by "|"; one letter matches inside
	// short clusters (-rf has r and f), longer names match --name.
	Flags string
	// Not lists options (same syntax as one group) that exempt the
	// command ("c" for shutdown -c).
	Not string
	// Arg, when set, must equal one of the arguments ("|" separates).
	Arg string
	// Targets, when set, lists the classes one operand must fall in.
	Targets []Class
	// Operands says which words are the targets: "" all operands, "last"
	// the destination of cp/mv/ln, "skip1" all but the first (chmod
	// MODE FILE), "of" dd's output, "start" find's start paths.
	Operands string
	// Text is a regular expression on the arguments joined by spaces.
	Text  string
	Level Level
	// Reason is the line the user reads; %t names the target's class.
	Reason string
}

var (
	destroy = []Class{ClassRoot, ClassSystem, ClassHome, ClassDevice, ClassBoot, ClassAccount}
	sysfile = []Class{ClassRoot, ClassSystem, ClassDevice, ClassBoot, ClassAccount}
	hot     = []Class{ClassDevice, ClassAccount, ClassBoot}
)

// Rules is the risk table. Order does not matter: every matching rule
// counts and the highest level wins.
var Rules = []Rule{
	// Deleting.
	{Cmd: "rm", Flags: "r|R|recursive", Targets: destroy, Level: Critical, Reason: "deletes %t recursively"},
	{Cmd: "rm", Targets: hot, Level: Critical, Reason: "deletes %t"},
	{Cmd: "rm", Flags: "r|R|recursive", Targets: []Class{ClassCwdAll}, Level: High, Reason: "deletes everything in the current directory"},
	{Cmd: "rm", Targets: []Class{ClassDynamic}, Level: High, Reason: "deletes a path computed at run time"},
	{Cmd: "rm", Targets: []Class{ClassStartup, ClassSystem, ClassHome, ClassConfig}, Level: High, Reason: "deletes %t"},
	{Cmd: "rm", Level: Moderate, Reason: "deletes files"},
	{Cmd: "rmdir", Level: Moderate, Reason: "removes directories"},
	{Cmd: "unlink", Level: Moderate, Reason: "deletes a file"},
	{Cmd: "unlink", Targets: sysfile, Level: Critical, Reason: "deletes %t"},
	{Cmd: "shred", Level: High, Reason: "overwrites files so they cannot be recovered"},
	{Cmd: "shred", Targets: destroy, Level: Critical, Reason: "destroys %t"},
	{Cmd: "find", Arg: "-delete", Operands: "start", Targets: destroy, Level: Critical, Reason: "deletes files throughout %t"},
	{Cmd: "find", Arg: "-delete", Level: Moderate, Reason: "deletes the files it finds"},
	{Cmd: "find", Arg: "-exec|-execdir|-ok|-okdir", Level: Moderate, Reason: "runs a command on each file it finds"},
	{Cmd: "mv", Targets: []Class{ClassRoot, ClassSystem, ClassHome, ClassBoot, ClassAccount}, Level: Critical, Reason: "moves %t away"},
	{Cmd: "mv", Operands: "last", Arg: "/dev/null", Level: High, Reason: "moves files onto /dev/null"},
	{Cmd: "mv", Level: Moderate, Reason: "moves or renames files (an existing destination is replaced)"},
	// Overwriting.
	{Cmd: "dd", Operands: "of", Targets: []Class{ClassDevice, ClassAccount, ClassBoot, ClassSystem, ClassRoot}, Level: Critical, Reason: "overwrites %t"},
	{Cmd: "dd", Level: Moderate, Reason: "copies raw data"},
	{Cmd: "cp", Operands: "last", Targets: []Class{ClassDevice, ClassAccount, ClassBoot}, Level: Critical, Reason: "overwrites %t"},
	{Cmd: "cp", Operands: "last", Targets: []Class{ClassStartup, ClassSystem, ClassConfig}, Level: High, Reason: "writes into %t"},
	{Cmd: "mv", Operands: "last", Targets: []Class{ClassStartup, ClassSystem, ClassConfig}, Level: High, Reason: "moves files into %t"},
	{Cmd: "cp", Level: Moderate, Reason: "copies files (an existing destination is overwritten)"},
	{Cmd: "install", Operands: "last", Targets: sysfile, Level: High, Reason: "installs files into %t"},
	{Cmd: "tee", Targets: []Class{ClassDevice, ClassAccount, ClassBoot}, Level: Critical, Reason: "overwrites %t"},
	{Cmd: "tee", Targets: []Class{ClassStartup, ClassSystem, ClassConfig}, Level: High, Reason: "writes %t"},
	{Cmd: "tee", Level: Moderate, Reason: "writes files"},
	{Cmd: "truncate", Targets: []Class{ClassDevice, ClassAccount, ClassBoot, ClassSystem}, Level: Critical, Reason: "truncates %t"},
	{Cmd: "truncate", Level: Moderate, Reason: "changes the size of files"},
	{Cmd: "ln", Operands: "last", Targets: append([]Class{ClassConfig, ClassStartup}, sysfile...), Level: High, Reason: "replaces %t with a link"},
	{Cmd: "ln", Level: Moderate, Reason: "creates links"},
	{Cmd: "sed", Flags: "i|in-place", Targets: []Class{ClassAccount, ClassBoot}, Level: Critical, Reason: "edits %t in place"},
	{Cmd: "sed", Flags: "i|in-place", Level: Moderate, Reason: "edits files in place"},
	// Formatting and partitioning.
	{Cmd: "mkfs*", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mke2fs", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mkswap", Level: Critical, Reason: "formats a device as swap"},
	{Cmd: "wipefs", Level: Critical, Reason: "erases filesystem signatures"},
	{Cmd: "blkdiscard", Level: Critical, Reason: "discards every block of a device"},
	{Cmd: "sgdisk", Flags: "Z|zap-all|o|clear", Level: Critical, Reason: "destroys the partition table"},
	{Cmd: "parted", Text: `(?i)\b(mklabel|rm|mkpart|resizepart)\b`, Level: Critical, Reason: "changes the partition table"},
	{Cmd: "fdisk", Not: "l|list", Level: High, Reason: "edits partition tables"},
	{Cmd: "sfdisk", Not: "l|list|d|dump", Level: Critical, Reason: "writes a partition table"},
	{Cmd: "diskutil", Sub: "eraseDisk|eraseVolume|partitionDisk|zeroDisk|randomDisk|secureErase", Level: Critical, Reason: "erases a disk"},
	// Power.
	{Cmd: "shutdown", Not: "c", Level: Critical, Reason: "shuts the machine down"},
	{Cmd: "reboot", Level: Critical, Reason: "reboots the machine"},
	{Cmd: "poweroff", Level: Critical, Reason: "powers the machine off"},
	{Cmd: "halt", Level: Critical, Reason: "halts the machine"},
	{Cmd: "init", Arg: "0|6", Level: Critical, Reason: "changes the runlevel to halt or reboot"},
	{Cmd: "telinit", Arg: "0|6", Level: Critical, Reason: "changes the runlevel to halt or reboot"},
	{Cmd: "systemctl", Sub: "poweroff|reboot|halt|kexec|emergency|rescue", Level: Critical, Reason: "shuts down or reboots the machine"},
	{Cmd: "systemctl", Sub: "stop|disable|mask|kill|isolate", Level: Moderate, Reason: "stops or disables services"},
	// Processes.
	{Cmd: "kill", Arg: "-1", Level: Critical, Reason: "signals every process you can reach"},
	{Cmd: "kill", Arg: "1", Level: Critical, Reason: "kills init"},
	{Cmd: "killall5", Level: Critical, Reason: "kills every process"},
	{Cmd: "kill", Level: Moderate, Reason: "stops processes"},
	{Cmd: "pkill", Level: Moderate, Reason: "stops processes by name"},
	{Cmd: "killall", Level: Moderate, Reason: "stops processes by name"},
	// Permissions.
	{Cmd: "chmod", Flags: "R|recursive", Operands: "skip1", Targets: destroy, Level: Critical, Reason: "changes permissions of %t recursively"},
	{Cmd: "chown", Flags: "R|recursive", Operands: "skip1", Targets: destroy, Level: Critical, Reason: "changes the owner of %t recursively"},
	{Cmd: "chgrp", Flags: "R|recursive", Operands: "skip1", Targets: destroy, Level: Critical, Reason: "changes the group of %t recursively"},
	{Cmd: "chmod", Operands: "skip1", Targets: sysfile, Level: High, Reason: "changes permissions of %t"},
	{Cmd: "chmod", Text: `(^|\s)-?[0-7]?777(\s|$)|(^|\s)a?\+rwx`, Level: High, Reason: "makes files writable by everyone"},
	{Cmd: "chmod", Level: Moderate, Reason: "changes permissions"},
	{Cmd: "chown", Level: Moderate, Reason: "changes ownership"},
	{Cmd: "chattr", Level: High, Reason: "changes file attributes"},
	// Accounts.
	{Cmd: "passwd", Level: High, Reason: "changes a password"},
	{Cmd: "userdel", Level: High, Reason: "deletes a user"},
	{Cmd: "usermod", Level: High, Reason: "changes a user account"},
	{Cmd: "groupdel", Level: High, Reason: "deletes a group"},
	{Cmd: "visudo", Level: High, Reason: "edits sudo rules"},
	// Firewall and network state.
	{Cmd: "iptables", Flags: "F|flush|X|delete-chain|P|policy", Level: High, Reason: "flushes or changes firewall rules"},
	{Cmd: "ip6tables", Flags: "F|flush|X|delete-chain|P|policy", Level: High, Reason: "flushes or changes firewall rules"},
	{Cmd: "nft", Text: `\bflush\b|\bdelete\b`, Level: High, Reason: "flushes firewall rules"},
	{Cmd: "ufw", Sub: "disable|reset", Level: High, Reason: "turns the firewall off"},
	{Cmd: "ip", Text: `\b(del|delete|flush|down)\b`, Level: High, Reason: "removes network configuration"},
	// Version control.
	{Cmd: "git", Sub: "push", Flags: "f|force|force-with-lease|mirror", Not: "n|dry-run", Level: High, Reason: "force-pushes, which can destroy history on the remote"},
	{Cmd: "git", Sub: "push", Arg: "--delete|-d", Not: "n|dry-run", Level: High, Reason: "deletes a remote branch"},
	{Cmd: "git", Sub: "reset", Flags: "hard", Level: High, Reason: "discards uncommitted changes"},
	{Cmd: "git", Sub: "clean", Flags: "f|force", Not: "n|dry-run", Level: High, Reason: "deletes untracked files"},
	{Cmd: "git", Sub: "checkout|restore", Arg: ".|--", Level: Moderate, Reason: "discards changes in the work tree"},
	{Cmd: "git", Sub: "branch", Flags: "D", Level: Moderate, Reason: "deletes a branch even if unmerged"},
	{Cmd: "git", Sub: "filter-branch|filter-repo", Level: High, Reason: "rewrites history"},
	// Databases and services with destructive commands.
	{Cmd: "psql", Text: sqlDanger, Level: High, Reason: "runs destructive SQL"},
	{Cmd: "mysql", Text: sqlDanger, Level: High, Reason: "runs destructive SQL"},
	{Cmd: "mariadb", Text: sqlDanger, Level: High, Reason: "runs destructive SQL"},
	{Cmd: "sqlite3", Text: sqlDanger, Level: High, Reason: "runs destructive SQL"},
	{Cmd: "redis-cli", Text: `(?i)\bflush(all|db)\b`, Level: High, Reason: "deletes every key"},
	{Cmd: "mongosh", Text: `(?i)dropDatabase|\.drop\(\)|deleteMany\(\{\}\)`, Level: High, Reason: "drops data"},
	{Cmd: "dropdb", Level: High, Reason: "drops a database"},
	{Cmd: "docker", Sub: "run|create", Text: `(^|\s)(-v|--volume|--mount)[ =]?/:|(\s|^)-v\s+/:/`, Level: High, Reason: "mounts the whole host filesystem into a container"},
	{Cmd: "docker", Sub: "run", Arg: "--privileged", Level: High, Reason: "runs a privileged container"},
	{Cmd: "docker", Sub: "system|volume|image|container|network", Text: `\bprune\b`, Level: High, Reason: "deletes docker data"},
	{Cmd: "docker", Sub: "rm|rmi|kill", Level: Moderate, Reason: "removes containers or images"},
	{Cmd: "kubectl", Sub: "delete|drain|replace|apply|scale|patch", Not: "dry-run", Level: High, Reason: "changes the cluster"},
	{Cmd: "helm", Sub: "uninstall|delete|rollback", Not: "dry-run", Level: High, Reason: "changes the cluster"},
	{Cmd: "terraform", Sub: "destroy|apply|import|taint", Level: High, Reason: "changes real infrastructure"},
	{Cmd: "aws", Text: `\b(rm|rb|delete-[a-z-]+|terminate-instances)\b`, Not: "dryrun|dry-run", Level: High, Reason: "deletes cloud resources"},
	{Cmd: "gcloud", Text: `\bdelete\b`, Level: High, Reason: "deletes cloud resources"},
	{Cmd: "az", Text: `\bdelete\b`, Level: High, Reason: "deletes cloud resources"},
	{Cmd: "npm", Sub: "publish|unpublish|deprecate", Level: High, Reason: "publishes to the npm registry"},
	// Persistence and delayed execution.
	{Cmd: "crontab", Flags: "r|remove", Level: High, Reason: "removes every cron job"},
	{Cmd: "crontab", Not: "l|list", Level: High, Reason: "replaces the cron table"},
	{Cmd: "at", Level: High, Reason: "schedules a command to run later"},
	{Cmd: "batch", Level: High, Reason: "schedules a command to run later"},
	{Cmd: "launchctl", Sub: "load|bootstrap|enable|submit", Level: High, Reason: "installs a service"},
	// Privilege, mounts, kernel.
	{Cmd: "mount", Level: Moderate, Reason: "mounts a filesystem"},
	{Cmd: "umount", Level: Moderate, Reason: "unmounts a filesystem"},
	{Cmd: "insmod", Level: High, Reason: "loads a kernel module"},
	{Cmd: "rmmod", Level: High, Reason: "unloads a kernel module"},
	{Cmd: "modprobe", Level: High, Reason: "loads or unloads kernel modules"},
	{Cmd: "sysctl", Flags: "w|write", Level: High, Reason: "changes kernel parameters"},
	{Cmd: "swapoff", Level: High, Reason: "turns swap off"},
	{Cmd: "rsync", Flags: "delete|delete-after|delete-before|remove-source-files", Not: "n|dry-run", Level: High, Reason: "deletes files at the destination"},
	// Packages.
	{Cmd: "apt", Sub: "remove|purge|autoremove", Level: High, Reason: "removes packages"},
	{Cmd: "apt-get", Sub: "remove|purge|autoremove", Not: "s|simulate|dry-run|just-print", Level: High, Reason: "removes packages"},
	{Cmd: "dnf", Sub: "remove|erase", Level: High, Reason: "removes packages"},
	{Cmd: "yum", Sub: "remove|erase", Level: High, Reason: "removes packages"},
	{Cmd: "pacman", Flags: "R|remove", Level: High, Reason: "removes packages"},
	{Cmd: "apk", Sub: "del", Level: High, Reason: "removes packages"},
	{Cmd: "brew", Sub: "uninstall|remove|rm", Level: Moderate, Reason: "removes packages"},
	{Cmd: "history", Flags: "c", Level: Moderate, Reason: "clears the shell history"},
}

const sqlDanger = `(?i)\b(drop\s+(database|schema|table|user|role)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(;|$|'|")|alter\s+table\s+\S+\s+drop)`

var ruleRegexps = sync.OnceValue(func() map[string]*regexp.Regexp {
	m := map[string]*regexp.Regexp{}
	for _, r := range Rules {
		if r.Text != "" {
			m[r.Text] = regexp.MustCompile(r.Text)
		}
	}
	return m
})

// readOnly lists commands that are safe when run as given: Sub limits the
// safe subcommands ("" any), Deny lists arguments that make them unsafe.
var readOnly = []struct{ Cmd, Sub, Deny string }{
	{"ls", "", ""}, {"cat", "", ""}, {"head", "", ""}, {"tail", "", ""}, {"less", "", ""}, {"more", "", ""},
	{"grep", "", ""}, {"egrep", "", ""}, {"fgrep", "", ""}, {"rg", "", ""}, {"ag", "", ""}, {"wc", "", ""},
	{"sort", "", "-o|--output"}, {"uniq", "", ""}, {"cut", "", ""}, {"tr", "", ""}, {"nl", "", ""},
	{"column", "", ""}, {"paste", "", ""}, {"comm", "", ""}, {"diff", "", ""}, {"cmp", "", ""},
	{"file", "", ""}, {"stat", "", ""}, {"du", "", ""}, {"df", "", ""}, {"free", "", ""}, {"uptime", "", ""},
	{"uname", "", ""}, {"hostname", "", ""}, {"whoami", "", ""}, {"id", "", ""}, {"who", "", ""}, {"w", "", ""},
	{"last", "", ""}, {"date", "", "-s|--set"}, {"cal", "", ""}, {"printenv", "", ""}, {"echo", "", ""},
	{"printf", "", ""}, {"pwd", "", ""}, {"which", "", ""}, {"type", "", ""}, {"whereis", "", ""},
	{"man", "", ""}, {"tldr", "", ""}, {"ps", "", ""}, {"pgrep", "", ""}, {"pstree", "", ""}, {"lsof", "", ""},
	{"ss", "", "-K|--kill"}, {"netstat", "", ""}, {"ping", "", ""}, {"dig", "", ""}, {"nslookup", "", ""},
	{"host", "", ""}, {"getent", "", ""}, {"tree", "", ""}, {"jq", "", ""}, {"basename", "", ""},
	{"dirname", "", ""}, {"realpath", "", ""}, {"readlink", "", ""}, {"sha256sum", "", ""}, {"sha1sum", "", ""},
	{"md5sum", "", ""}, {"shasum", "", ""}, {"cksum", "", ""}, {"base64", "", ""}, {"xxd", "", "-r"},
	{"od", "", ""}, {"hexdump", "", ""}, {"strings", "", ""}, {"test", "", ""}, {"[", "", ""}, {"true", "", ""},
	{"false", "", ""}, {":", "", ""}, {"sleep", "", ""}, {"seq", "", ""}, {"zcat", "", ""}, {"bzcat", "", ""}, {"xzcat", "", ""},
	{"zipinfo", "", ""}, {"lsblk", "", ""}, {"blkid", "", ""}, {"lscpu", "", ""}, {"lsusb", "", ""},
	{"lspci", "", ""}, {"nproc", "", ""}, {"locale", "", ""}, {"groups", "", ""}, {"vm_stat", "", ""},
	{"sw_vers", "", ""}, {"top", "", ""}, {"htop", "", ""}, {"cd", "", ""}, {"pushd", "", ""}, {"popd", "", ""},
	{"export", "", ""}, {"alias", "", ""}, {"history", "", "-c|-d|-w"}, {"tty", "", ""}, {"env", "", ""},
	{"tac", "", ""}, {"rev", "", ""}, {"fold", "", ""}, {"fmt", "", ""}, {"expand", "", ""}, {"look", "", ""},
	{"journalctl", "", "--vacuum-size|--vacuum-time|--vacuum-files|--rotate|--flush"},
	{"systemctl", "status|list-units|list-unit-files|list-timers|is-active|is-enabled|is-failed|show|cat|list-sockets|list-dependencies|--failed", ""},
	{"service", "--status-all", ""},
	{"git", "status|log|diff|show|blame|shortlog|rev-parse|describe|ls-files|grep|remote|reflog|whatchanged|config|branch|tag|stash|fetch", "-D|-d|--delete|-m|-M|--unset|--add|--replace-all|rm|remove|add|set-url|rename|drop|clear|pop|apply"},
	{"docker", "ps|images|logs|inspect|version|info|stats|top|port|history|search", ""},
	{"kubectl", "get|describe|logs|version|top|explain|api-resources|cluster-info|config", "set-context|use-context|delete-context|set-credentials|set-cluster|unset"},
	{"find", "", "-exec|-execdir|-ok|-okdir|-delete|-fprint|-fprint0|-fprintf|-fls"},
	{"sed", "", "-i|--in-place"},
	{"awk", "", ""}, {"gawk", "", ""}, {"mawk", "", ""},
	{"tar", "", "-x|--extract|-c|--create|-r|--append|-u|--update|--delete|-A|--catenate"},
	{"unzip", "", ""}, {"gzip", "", ""}, {"gunzip", "", ""},
	{"fdisk", "", ""}, {"sysctl", "", "-w|--write"}, {"crontab", "", ""}, {"ip", "addr|address|a|route|r|link|l|neigh|n|-br|-brief|-4|-6|-c|-color", "add|del|delete|set|flush|change|replace"},
	{"ifconfig", "", ""}, {"apt", "list|search|show|policy", ""}, {"apt-cache", "", ""}, {"dpkg", "", "-i|--install|-r|--remove|-P|--purge"},
	{"brew", "list|info|search|outdated|config|doctor", ""}, {"launchctl", "list|print", ""}, {"diskutil", "list|info", ""},
	{"python3", "--version|-V", ""}, {"node", "--version|-v", ""}, {"go", "version|env|list|doc", ""},
	{"command", "-v|-V", ""}, {"getconf", "", ""}, {"timedatectl", "status|show", ""}, {"hostnamectl", "status", ""},
	{"curl", "", ""}, {"wget", "", ""},
}

// archiveReadOnly says which commands in readOnly are safe only in some
// forms; unzip and gzip write unless they list or test.
var listOnly = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"unzip": "-l|-Z|-t|-v", "gzip": "-l|--list|-t|--test", "gunzip": "-l|--list|-t|--test",
		"tar":  "-t|--list|t|tf|tzf|tjf|tJf|tvf|tvzf|-tf|-tzf|-tvf|-tvzf|-tjf|-tJf",
		"curl": "-I|--head", "wget": "--spider",
		"crontab": "-l", "fdisk": "-l|--list",
	}
})

func matchesAny(s, alts string) bool {
	for _, a := range strings.Split(alts, "|") {
		if s == a {
			return true
		}
	}
	return false
}
