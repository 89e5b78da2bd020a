package safety

import (
	"regexp"
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
	// the destination of cp/mv/ln, "sources" the others (all operands
	// when -t names the directory), "skip1" all but the first (chmod
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
	{Cmd: "rm", Targets: []Class{ClassStartup, ClassSystem, ClassHome, ClassConfig, ClassSecret}, Level: High, Reason: "deletes %t"},
	{Cmd: "rm", Flags: "r|R|recursive", Targets: []Class{ClassUserData}, Level: High, Reason: "deletes %t"},
	{Cmd: "rm", Level: Moderate, Reason: "deletes files"},
	{Cmd: "rmdir", Level: Moderate, Reason: "removes directories"},
	{Cmd: "unlink", Level: Moderate, Reason: "deletes a file"},
	{Cmd: "unlink", Targets: sysfile, Level: Critical, Reason: "deletes %t"},
	{Cmd: "shred", Level: High, Reason: "overwrites files so they cannot be recovered"},
	{Cmd: "shred", Targets: destroy, Level: Critical, Reason: "destroys %t"},
	{Cmd: "find", Arg: "-delete", Operands: "start", Targets: destroy, Level: Critical, Reason: "deletes files throughout %t"},
	{Cmd: "find", Arg: "-delete", Level: Moderate, Reason: "deletes the files it finds"},
	{Cmd: "mv", Operands: "sources", Targets: []Class{ClassRoot, ClassSystem, ClassHome, ClassBoot, ClassAccount}, Level: Critical, Reason: "moves %t away"},
	{Cmd: "mv", Operands: "last", Targets: []Class{ClassDevice, ClassAccount, ClassBoot}, Level: Critical, Reason: "moves files over %t"},
	{Cmd: "mv", Operands: "last", Arg: "/dev/null", Level: High, Reason: "moves files onto /dev/null"},
	{Cmd: "mv", Level: Moderate, Reason: "moves or renames files (an existing destination is replaced)"},
	// Overwriting.
	{Cmd: "dd", Operands: "of", Targets: []Class{ClassDevice, ClassAccount, ClassBoot, ClassSystem, ClassRoot}, Level: Critical, Reason: "overwrites %t"},
	{Cmd: "dd", Operands: "of", Targets: []Class{ClassStartup, ClassConfig, ClassSecret, ClassHome}, Level: High, Reason: "overwrites %t"},
	{Cmd: "dd", Level: Moderate, Reason: "copies raw data"},
	{Cmd: "cp", Operands: "last", Targets: []Class{ClassDevice, ClassAccount, ClassBoot}, Level: Critical, Reason: "overwrites %t"},
	{Cmd: "cp", Operands: "last", Targets: []Class{ClassStartup, ClassSystem, ClassConfig, ClassSecret, ClassHome, ClassRoot}, Level: High, Reason: "writes into %t"},
	{Cmd: "mv", Operands: "last", Targets: []Class{ClassStartup, ClassSystem, ClassConfig, ClassSecret, ClassRoot}, Level: High, Reason: "moves files into %t"},
	{Cmd: "mv", Operands: "sources", Targets: []Class{ClassUserData, ClassSecret}, Level: High, Reason: "moves %t away"},
	{Cmd: "cp", Level: Moderate, Reason: "copies files (an existing destination is overwritten)"},
	{Cmd: "install", Operands: "last", Targets: hot, Level: Critical, Reason: "installs a file over %t"},
	{Cmd: "install", Operands: "last", Targets: append([]Class{ClassStartup, ClassConfig, ClassSecret}, sysfile...), Level: High, Reason: "installs files into %t"},
	{Cmd: "tee", Targets: []Class{ClassDevice, ClassAccount, ClassBoot}, Level: Critical, Reason: "overwrites %t"},
	{Cmd: "tee", Targets: []Class{ClassStartup, ClassSystem, ClassConfig}, Level: High, Reason: "writes %t"},
	{Cmd: "tee", Level: Moderate, Reason: "writes files"},
	{Cmd: "truncate", Targets: []Class{ClassDevice, ClassAccount, ClassBoot, ClassSystem}, Level: Critical, Reason: "truncates %t"},
	{Cmd: "truncate", Targets: []Class{ClassStartup, ClassConfig, ClassSecret}, Level: High, Reason: "truncates %t"},
	{Cmd: "truncate", Level: Moderate, Reason: "changes the size of files"},
	{Cmd: "ln", Operands: "last", Targets: hot, Level: Critical, Reason: "replaces %t with a link"},
	{Cmd: "ln", Operands: "last", Targets: append([]Class{ClassConfig, ClassStartup, ClassSecret}, sysfile...), Level: High, Reason: "replaces %t with a link"},
	{Cmd: "ln", Level: Moderate, Reason: "creates links"},
	// Formatting and partitioning.
	{Cmd: "mkfs*", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mke2fs", Not: "n|noaction", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "newfs*", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mkntfs", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mkdosfs", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mkexfatfs", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "mformat", Level: Critical, Reason: "formats a disk (everything on it is lost)"},
	{Cmd: "pvcreate", Level: Critical, Reason: "initialises a disk for LVM (what is on it is lost)"},
	{Cmd: "vgcreate", Level: High, Reason: "creates a volume group"},
	{Cmd: "lvcreate", Level: High, Reason: "creates a logical volume"},
	{Cmd: "scrub", Level: Critical, Reason: "overwrites a disk or file so it cannot be recovered"},
	{Cmd: "nwipe", Level: Critical, Reason: "wipes disks"},
	{Cmd: "sg_format", Level: Critical, Reason: "low-level formats a disk"},
	{Cmd: "sg_sanitize", Level: Critical, Reason: "erases a disk"},
	{Cmd: "gdisk", Not: "l|list", Level: Critical, Reason: "edits a partition table"},
	{Cmd: "cgdisk", Level: Critical, Reason: "edits a partition table"},
	{Cmd: "cfdisk", Level: Critical, Reason: "edits a partition table"},
	{Cmd: "diskutil", Text: `(?i)\b(apfs\s+(deleteContainer|deleteVolume|eraseVolume)|eraseDisk|eraseVolume|partitionDisk|zeroDisk|randomDisk|secureErase|reformat)\b`, Level: Critical, Reason: "erases a disk"},
	{Cmd: "diskutil", Text: `(?i)\b(unmountDisk|unmount|eject)\b`, Level: High, Reason: "unmounts a disk"},
	{Cmd: "tcpdump", Flags: "w", Operands: "", Text: `(^|\s)-w\s*/dev/`, Level: Critical, Reason: "writes captured packets over a device"},
	{Cmd: "gzip", Not: "c|stdout|t|test|l|list|k|keep|d|decompress", Targets: []Class{ClassAccount, ClassBoot, ClassDevice}, Level: Critical, Reason: "replaces %t with a compressed copy"},
	{Cmd: "bzip2", Not: "c|stdout|t|test|k|keep|d|decompress", Targets: []Class{ClassAccount, ClassBoot, ClassDevice}, Level: Critical, Reason: "replaces %t with a compressed copy"},
	{Cmd: "xz", Not: "c|stdout|t|test|l|list|k|keep|d|decompress", Targets: []Class{ClassAccount, ClassBoot, ClassDevice}, Level: Critical, Reason: "replaces %t with a compressed copy"},
	{Cmd: "zstd", Flags: "rm", Targets: []Class{ClassAccount, ClassBoot, ClassDevice}, Level: Critical, Reason: "replaces %t with a compressed copy"},
	{Cmd: "gzip", Not: "c|stdout|t|test|l|list|k|keep", Targets: []Class{ClassSystem, ClassConfig, ClassStartup}, Level: High, Reason: "replaces %t with a compressed copy"},
	{Cmd: "mkswap", Level: Critical, Reason: "formats a device as swap"},
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
	{Cmd: "systemctl", Sub: "poweroff|reboot|halt|kexec|soft-reboot", Level: Critical, Reason: "shuts down or reboots the machine"},
	{Cmd: "systemctl", Sub: "emergency|rescue", Level: High, Reason: "drops the machine to single-user mode"},
	{Cmd: "rtcwake", Text: `(^|\s)(-m\s*|--mode[= ])(off|disk|no)\b`, Level: Critical, Reason: "powers the machine off"},
	{Cmd: "dbus-send", Text: `(?i)login1.*\b(PowerOff|Reboot|Halt|KExec|Suspend|Hibernate)\b`, Level: Critical, Reason: "asks logind to power off or reboot"},
	{Cmd: "busctl", Text: `(?i)login1.*\b(PowerOff|Reboot|Halt|KExec)\b`, Level: Critical, Reason: "asks logind to power off or reboot"},
	{Cmd: "gdbus", Text: `(?i)login1.*\b(PowerOff|Reboot|Halt|KExec)\b`, Level: Critical, Reason: "asks logind to power off or reboot"},
	{Cmd: "osascript", Text: `(?i)\b(shut\s*down|restart|log\s*out)\b`, Level: Critical, Reason: "shuts down or restarts the Mac"},
	{Cmd: "launchctl", Sub: "reboot|kickstart", Level: Critical, Reason: "reboots the machine or restarts a system service"},
	{Cmd: "skill", Level: Critical, Reason: "signals every process matching a user or terminal"},
	{Cmd: "snice", Level: High, Reason: "changes the priority of every matching process"},
	// Processes.
	{Cmd: "killall5", Level: Critical, Reason: "kills every process"},
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
	{Cmd: "visudo", Not: "c|check", Level: High, Reason: "edits sudo rules"},
	// Firewall and network state.
	{Cmd: "nft", Text: `\bflush\b|\bdelete\b`, Level: High, Reason: "flushes firewall rules"},
	{Cmd: "ufw", Sub: "disable|reset", Level: High, Reason: "turns the firewall off"},
	// Databases and services with destructive commands.
	{Cmd: "dropdb", Level: High, Reason: "drops a database"},
	{Cmd: "docker", Sub: "run|create", Text: `(^|\s)(-v|--volume|--mount)[ =]?/:|(\s|^)-v\s+/:/`, Level: High, Reason: "mounts the whole host filesystem into a container"},
	{Cmd: "docker", Sub: "run", Arg: "--privileged", Level: High, Reason: "runs a privileged container"},
	{Cmd: "kubectl", Sub: "drain|replace|apply|scale|patch|cordon|taint", Not: "dry-run", Level: High, Reason: "changes the cluster"},
	{Cmd: "helm", Sub: "uninstall|delete|rollback", Not: "dry-run", Level: High, Reason: "changes the cluster"},
	{Cmd: "terraform", Sub: "destroy|apply|import|taint", Level: High, Reason: "changes real infrastructure"},
	{Cmd: "aws", Text: `\b(rm|rb|delete-[a-z-]+|terminate-instances)\b`, Not: "dryrun|dry-run", Level: High, Reason: "deletes cloud resources"},
	{Cmd: "gcloud", Text: `\bdelete\b`, Level: High, Reason: "deletes cloud resources"},
	{Cmd: "az", Text: `\bdelete\b`, Level: High, Reason: "deletes cloud resources"},
	{Cmd: "npm", Sub: "publish|unpublish|deprecate", Level: High, Reason: "publishes to the npm registry"},
	// Persistence and delayed execution.
	{Cmd: "crontab", Flags: "r|remove", Level: High, Reason: "removes every cron job"},
	{Cmd: "crontab", Not: "l|list|r|remove", Level: High, Reason: "replaces the cron table, which runs commands on a schedule"},
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
	{Cmd: "dnf", Sub: "remove|erase|autoremove", Not: "assumeno", Level: High, Reason: "removes packages"},
	{Cmd: "yum", Sub: "remove|erase|autoremove", Not: "assumeno", Level: High, Reason: "removes packages"},
	{Cmd: "aptitude", Sub: "remove|purge", Not: "s|simulate", Level: High, Reason: "removes packages"},
	{Cmd: "emerge", Flags: "unmerge|C|depclean|c|prune|P", Not: "p|pretend", Level: High, Reason: "removes packages"},
	{Cmd: "nix-env", Flags: "e|uninstall", Level: High, Reason: "removes packages"},
	{Cmd: "pacman", Flags: "R|remove", Not: "p|print", Level: High, Reason: "removes packages"},
	{Cmd: "apk", Sub: "del", Level: High, Reason: "removes packages"},
	{Cmd: "brew", Sub: "uninstall|remove|rm", Level: Moderate, Reason: "removes packages"},
	{Cmd: "history", Flags: "c", Level: Moderate, Reason: "clears the shell history"},
	{Cmd: "dpkg", Flags: "r|remove|P|purge", Level: High, Reason: "removes packages"},
	{Cmd: "rpm", Flags: "e|erase", Level: High, Reason: "removes packages"},
	{Cmd: "zypper", Sub: "rm|remove", Level: High, Reason: "removes packages"},
	{Cmd: "snap", Sub: "remove", Level: High, Reason: "removes packages"},
	{Cmd: "flatpak", Sub: "uninstall|remove", Level: High, Reason: "removes packages"},
	{Cmd: "port", Sub: "uninstall", Level: High, Reason: "removes packages"},
	{Cmd: "apt", Flags: "allow-remove-essential", Level: Critical, Reason: "removes packages the system cannot run without"},
	{Cmd: "apt-get", Flags: "allow-remove-essential", Level: Critical, Reason: "removes packages the system cannot run without"},
	{Cmd: "dpkg", Flags: "force-remove-essential|force-all", Level: Critical, Reason: "removes packages the system cannot run without"},
	{Cmd: "pip", Sub: "uninstall", Level: Moderate, Reason: "removes Python packages"},
	{Cmd: "pip3", Sub: "uninstall", Level: Moderate, Reason: "removes Python packages"},
	// Disks and volumes.
	{Cmd: "wipefs", Flags: "a|all|o|offset", Not: "n|no-act", Level: Critical, Reason: "erases filesystem signatures"},
	{Cmd: "hdparm", Flags: "security-erase|security-erase-enhanced|write-sector|fwdownload|fwdownload-mode3|fwdownload-mode3-max|fwdownload-mode7|dco-restore|dco-setmax|trim-sector-ranges|trim-sector-ranges-stdin|make-bad-sector|please-destroy-my-drive", Level: Critical, Reason: "erases or rewrites a disk"},
	{Cmd: "hdparm", Flags: "security-set-pass|security-disable|security-unlock|security-freeze|N|s|z|Y|y|w|W|K|J|F|M|A|a|B|S|d|u|r|R|x|X|D|E|m|c|k|L|p|Q|b|f|Z|P", Level: High, Reason: "changes disk settings"},
	{Cmd: "nvme", Sub: "format|sanitize|delete-ns|detach-ns|write-zeroes|write-uncor|fw-download|fw-commit|fw-activate|ns-rescan|reset|subsystem-reset", Level: Critical, Reason: "erases or reconfigures an NVMe disk"},
	{Cmd: "cryptsetup", Sub: "luksFormat|erase|luksErase|luksKillSlot|luksRemoveKey|reencrypt|tcryptFormat|format|isLuks2", Not: "test-passphrase", Level: Critical, Reason: "destroys the keys of an encrypted disk"},
	{Cmd: "zpool", Sub: "destroy|labelclear|create|split|detach|remove|replace|offline|export", Level: Critical, Reason: "destroys or reconfigures a storage pool"},
	{Cmd: "zfs", Sub: "destroy|rollback|rename|promote|recv|receive", Level: Critical, Reason: "destroys or rewrites a dataset"},
	{Cmd: "lvremove", Level: Critical, Reason: "deletes a logical volume"},
	{Cmd: "vgremove", Level: Critical, Reason: "deletes a volume group"},
	{Cmd: "pvremove", Level: Critical, Reason: "wipes a physical volume"},
	{Cmd: "lvreduce", Level: High, Reason: "shrinks a logical volume (data past the new end is lost)"},
	{Cmd: "lvresize", Level: High, Reason: "resizes a logical volume"},
	{Cmd: "mdadm", Flags: "zero-superblock|create|C|fail|f|remove|r|stop|S", Level: Critical, Reason: "destroys or reconfigures a RAID array"},
	{Cmd: "dmsetup", Sub: "remove|remove_all|wipe_table|clear|load|reload", Level: Critical, Reason: "removes device-mapper devices"},
	{Cmd: "badblocks", Flags: "w|n", Level: Critical, Reason: "overwrites a whole disk to test it"},
	{Cmd: "e2fsck", Not: "n", Level: High, Reason: "repairs a filesystem (it can change what is on disk)"},
	{Cmd: "fsck*", Not: "n|N", Level: High, Reason: "repairs a filesystem (it can change what is on disk)"},
	{Cmd: "tune2fs", Level: High, Reason: "changes filesystem settings"},
	{Cmd: "resize2fs", Level: High, Reason: "resizes a filesystem"},
	{Cmd: "losetup", Flags: "D|detach-all|d|detach", Level: High, Reason: "detaches loop devices"},
	// Power.
	{Cmd: "kexec", Level: Critical, Reason: "boots another kernel at once"},
	{Cmd: "loginctl", Sub: "poweroff|reboot|halt|kexec|soft-reboot", Level: Critical, Reason: "shuts down or reboots the machine"},
	{Cmd: "loginctl", Sub: "kill-user|terminate-user|terminate-seat", Level: Critical, Reason: "kills every process of a user"},
	{Cmd: "loginctl", Sub: "suspend|hibernate|hybrid-sleep|suspend-then-hibernate|kill-session|terminate-session|lock-sessions", Level: High, Reason: "ends or suspends sessions"},
	{Cmd: "rtcwake", Level: High, Reason: "suspends the machine"},
	{Cmd: "pm-suspend", Level: High, Reason: "suspends the machine"},
	{Cmd: "pm-hibernate", Level: High, Reason: "hibernates the machine"},
	{Cmd: "zzz", Level: High, Reason: "suspends the machine"},
	// Firewalls and mandatory access control.
	{Cmd: "nft", Flags: "f|file", Level: High, Reason: "loads firewall rules from a file"},
	{Cmd: "nft", Text: `\b(flush|delete|destroy|add|insert|replace|create|reset)\b`, Level: High, Reason: "changes firewall rules"},
	{Cmd: "iptables-restore", Level: High, Reason: "replaces the firewall rules"},
	{Cmd: "ip6tables-restore", Level: High, Reason: "replaces the firewall rules"},
	{Cmd: "ufw", Sub: "allow|deny|reject|limit|delete|insert|prepend|route|default|logging|enable|reload|app", Level: High, Reason: "changes firewall rules"},
	{Cmd: "firewall-cmd", Text: `--(panic-on|remove-|add-|set-|change-|reload|complete-reload|runtime-to-permanent|new-|delete-|permanent|zone=trusted)`, Level: High, Reason: "changes firewall rules"},
	{Cmd: "setenforce", Level: High, Reason: "changes SELinux enforcement"},
	{Cmd: "socketfilterfw", Text: `--setglobalstate\s+off|--setblockall\s+off|--add`, Level: High, Reason: "turns the macOS firewall off"},
	{Cmd: "grubby", Level: High, Reason: "changes the kernel's boot arguments"},
	{Cmd: "grub-mkconfig", Level: High, Reason: "rewrites the boot configuration"},
	{Cmd: "update-grub", Level: High, Reason: "rewrites the boot configuration"},
	{Cmd: "csrutil", Sub: "disable|clear", Level: High, Reason: "turns System Integrity Protection off"},
	{Cmd: "spctl", Text: `--master-disable|--global-disable|--disable`, Level: High, Reason: "turns Gatekeeper off"},
	{Cmd: "aa-disable", Level: High, Reason: "turns an AppArmor profile off"},
	{Cmd: "aa-complain", Level: High, Reason: "stops AppArmor enforcing a profile"},
	{Cmd: "aa-teardown", Level: High, Reason: "unloads every AppArmor profile"},
	{Cmd: "apparmor_parser", Flags: "R|remove", Level: High, Reason: "unloads an AppArmor profile"},
	{Cmd: "pfctl", Flags: "d|F", Level: High, Reason: "turns the firewall off or flushes it"},
	{Cmd: "service", Text: `\b(firewalld|ufw|iptables|ip6tables|nftables|apparmor|auditd|fail2ban|sshd?)\s+(stop|disable)`, Level: High, Reason: "turns off a security or system service"},
	{Cmd: "update-rc.d", Level: High, Reason: "changes which services start at boot"},
	{Cmd: "chkconfig", Level: High, Reason: "changes which services start at boot"},
	{Cmd: "rc-update", Level: High, Reason: "changes which services start at boot"},
	// Mounts.
	{Cmd: "umount", Flags: "a|all|R|recursive", Level: High, Reason: "unmounts every filesystem"},
	{Cmd: "umount", Targets: []Class{ClassRoot, ClassSystem, ClassHome, ClassBoot}, Level: High, Reason: "unmounts %t"},
	// Cloud and remote data.
	{Cmd: "aws", Text: `\bs3\s+(rm|rb)\b|\bs3\s+(sync|mv)\b.*--delete|\bs3api\s+delete-|\bs3\s+mv\b`, Not: "dryrun|dry-run", Level: High, Reason: "deletes cloud storage"},
	{Cmd: "gsutil", Text: `(^|\s)(rm|rb|rsync\s.*-d)\b`, Level: High, Reason: "deletes cloud storage"},
	{Cmd: "gcloud", Text: `\bstorage\s+(rm|buckets\s+delete)\b`, Level: High, Reason: "deletes cloud storage"},
	{Cmd: "rclone", Sub: "purge|delete|deletefile|rmdir|rmdirs|sync|cleanup|dedupe", Not: "n|dry-run", Level: High, Reason: "deletes files in remote storage"},
	{Cmd: "pulumi", Sub: "destroy|up|refresh|import|cancel", Level: High, Reason: "changes real infrastructure"},
	{Cmd: "doctl", Text: `\bdelete\b`, Level: High, Reason: "deletes cloud resources"},
	{Cmd: "eksctl", Sub: "delete", Level: High, Reason: "deletes a cluster"},
	{Cmd: "vercel", Sub: "remove|rm", Level: High, Reason: "deletes a deployment"},
	{Cmd: "netlify", Text: `\bsites:delete\b`, Level: High, Reason: "deletes a site"},
	{Cmd: "flyctl", Text: `\b(apps\s+destroy|destroy)\b`, Level: High, Reason: "destroys an app"},
	{Cmd: "fly", Text: `\b(apps\s+destroy|destroy)\b`, Level: High, Reason: "destroys an app"},
	{Cmd: "influx", Text: sqlDanger, Level: High, Reason: "runs destructive statements"},
	{Cmd: "heroku", Text: `\b(apps:destroy|pg:reset|destroy)\b`, Level: High, Reason: "destroys an app or its database"},
	{Cmd: "mysqladmin", Text: `\b(drop|shutdown|flush-)`, Level: High, Reason: "drops a database or stops the server"},
	{Cmd: "dropuser", Level: High, Reason: "drops a database role"},
	{Cmd: "firebase", Text: `\bdelete\b`, Level: High, Reason: "deletes cloud resources"},
	{Cmd: "kubectl", Sub: "delete", Level: High, Reason: "deletes cluster resources"},
	// Persistence.
	{Cmd: "systemd-run", Text: `--on-(calendar|boot|startup|active|unit-active|unit-inactive)`, Level: High, Reason: "schedules a command to run later"},
	{Cmd: "launchctl", Sub: "submit|setenv|asuser|bsexec", Level: High, Reason: "starts or schedules a command through launchd"},
	{Cmd: "ssh-copy-id", Level: Moderate, Reason: "adds your key to another host"},
	{Cmd: "useradd", Level: High, Reason: "creates a user account"},
	{Cmd: "adduser", Level: High, Reason: "creates a user account"},
	{Cmd: "groupadd", Level: Moderate, Reason: "creates a group"},
	{Cmd: "gpasswd", Level: High, Reason: "changes group membership"},
	{Cmd: "chpasswd", Level: High, Reason: "changes passwords"},
	{Cmd: "sudoedit", Level: High, Reason: "edits files as root"},
}

var ruleRegexps = sync.OnceValue(func() map[string]*regexp.Regexp {
	m := map[string]*regexp.Regexp{}
	for _, r := range Rules {
		if r.Text != "" {
			m[r.Text] = regexp.MustCompile(r.Text)
		}
	}
	return m
})
