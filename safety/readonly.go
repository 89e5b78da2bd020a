package safety

import (
	"strings"
	"sync"

	"github.com/caro-sh/caro/internal/snip"
)

// roSpec says when a program is read-only: Deny lists the options that
// make it write or run something (short letters match inside clusters,
// long names match their GNU abbreviations); Sub limits the subcommands;
// MaxOps bounds the operands (uniq IN OUT writes OUT).
type roSpec struct {
	deny   string
	sub    string
	maxOps int
}

// readOnlyTable is the allow-list, one program a line:
// NAME [deny=OPTS] [sub=SUBS] [ops=N]. A program is safe only when it is
// here and its arguments pass; anything else is at least Moderate.
const readOnlyTable = `
ls
dir
vdir
cat
tac
nl
head
tail
more
wc
cut
tr
paste
column
comm
join
fold
fmt
pr
expand
unexpand
rev
look
numfmt
expr
factor
seq
sleep
true
false
:
test
[
echo
printf
pwd
basename
dirname
realpath
readlink
pathchk
diff deny=--to-file|--from-file
cmp
grep deny=-O|--open-files-in-pager
egrep
fgrep
zgrep
zegrep
bzgrep
xzgrep
ag deny=--pager
ack deny=--pager
file deny=-C|--compile
stat
du
df
duf
dust
free
uptime
uname
arch
nproc
whoami
id
groups
who
w
users
last
lastb
lastlog
printenv
which
type
whereis
locale
getconf
getent
tty
cal
ncal
tldr
ps
pgrep
pstree
pidof
top
htop
btop
atop
vmstat
iostat
mpstat
pidstat
sar
lsof
fuser deny=-k|--kill|-i|--interactive
ss deny=-K|--kill
netstat
ping
ping6
traceroute
tracepath
mtr
dig
nslookup
host
drill
whois
tree deny=-o|-R
jq
yq deny=-i|--inplace
gron
tomlq deny=-i|--in-place
xq deny=-i|--in-place
sha1sum
sha224sum
sha256sum
sha384sum
sha512sum
md5sum
b2sum
shasum
cksum
sum
md5
base32
basenc
od
hexdump
hd
strings
zcat
bzcat
xzcat
zstdcat
lz4cat
zless
zmore
zipinfo
lsblk
blkid deny=-g|--garbage-collect
lscpu
lsmem
lsusb
lspci
lsmod
lsns
lslocks
lsipc
lsattr
lsinitramfs
findmnt
getfacl
namei
vm_stat
sw_vers
system_profiler
sysctl deny=-w|--write|-p|--load|--system
dmesg deny=-C|--clear|-c|--read-clear|-D|--console-off|-E|--console-on|-n|--console-level
env
hostnamectl sub=|status
timedatectl sub=|status|show|list-timezones|timesync-status|show-timesync
localectl sub=|status|list-locales|list-keymaps
resolvectl sub=|status|query|statistics|dns|domain
networkctl sub=|list|status|lldp
loginctl sub=list-sessions|list-users|list-seats|show-session|show-user|show-seat|session-status|user-status|seat-status
journalctl deny=--vacuum-size|--vacuum-time|--vacuum-files|--rotate|--flush|--sync|--relinquish-var|--smart-relinquish-var|--setup-keys|--update-catalog
systemctl sub=status|list-units|list-unit-files|list-timers|list-sockets|list-jobs|list-dependencies|list-machines|list-automounts|list-paths|is-active|is-enabled|is-failed|is-system-running|show|show-environment|cat|get-default|--failed|help
service sub=--status-all
crontab sub=-l
atq
getenforce
sestatus
aa-status
apparmor_status
iptables-save deny=-f|--file
nft sub=list
ufw sub=status|show
firewall-cmd sub=--state|--list-all|--list-all-zones|--list-services|--list-ports|--get-active-zones|--get-default-zone|--get-zones|--get-services|--query-service|--query-port|--list-interfaces
apt sub=list|search|show|policy|depends|rdepends|changelog
apt-cache
apt-file sub=search|list|find|show
dpkg deny=-i|--install|-r|--remove|-P|--purge|--unpack|--configure|--triggers-only|-A|--record-avail|--set-selections|--clear-selections|--update-avail|--merge-avail|--clear-avail|--forget-old-unavail|-B|--auto-deconfigure|--add-architecture|--remove-architecture
dpkg-query
rpm deny=-e|--erase|-i|--install|-U|--upgrade|-F|--freshen|--import|--rebuilddb|--initdb|--setperms|--setugids|--restore|--delsign|--addsign|--resign
dnf sub=list|info|search|repolist|repoquery|provides|check-update|history|deplist
yum sub=list|info|search|repolist|provides|check-update|history|deplist
zypper sub=search|se|info|if|list-updates|lu|repos|lr|packages|pa|patches
pacman deny=-S|--sync|-R|--remove|-U|--upgrade|-D|--database|-F|--files
apk sub=info|search|list|policy|version|stats|dot
brew sub=list|ls|info|search|outdated|config|doctor|--prefix|--cellar|--repository|deps|uses|leaves|desc|home|--version|commands
snap sub=list|info|find|version|services|changes|connections
flatpak sub=list|info|search|remotes|remote-ls|history
pip sub=list|show|freeze|check|search|index|inspect
pip3 sub=list|show|freeze|check|search|index|inspect
npm sub=ls|list|view|info|outdated|search|root|prefix|explain|why|doctor|config|version|-v|--version
go sub=version|env|list|doc|vet
cargo sub=--version|version|tree|metadata|search|locate-project|verify-project
rustc sub=--version|-V|--print
java sub=-version|--version
javac sub=-version|--version
docker sub=ps|images|logs|inspect|version|info|stats|top|port|history|search|diff|events
podman sub=ps|images|logs|inspect|version|info|stats|top|port|history|search|diff|events
kubectl sub=get|describe|logs|version|top|explain|api-resources|api-versions|cluster-info|auth|events|wait
oc sub=get|describe|logs|version|status|whoami|projects|explain|api-resources|events
helm sub=list|ls|status|get|history|show|search|version|env|template|lint|dependency
terraform sub=plan|show|validate|output|version|providers|graph|state
aws sub=sts
gcloud sub=config|info|version|auth
nvidia-smi deny=-r|--gpu-reset|-pm|--persistence-mode|-e|--ecc-config|-p|--reset-ecc-errors|-c|--compute-mode|-pl|--power-limit|-ac|--applications-clocks|-rac|-lgc|-rgc|-lmc|-rmc|--lock-gpu-clocks|--reset-gpu-clocks|-mig|--multi-instance-gpu
sensors
smartctl deny=-s|--smart|-o|--offlineauto|-S|--saveauto|-t|--test|-X|--abort|-g|--get|--set
fdisk sub=-l|--list
sfdisk sub=-l|--list|-d|--dump|-J|--json|-s|--show-size|-g|--show-geometry|-V|--verify
parted sub=-l|--list
wipefs deny=-a|--all|-o|--offset|-f|--force|-b|--backup
pvs
vgs
lvs
pvdisplay
vgdisplay
lvdisplay
zpool sub=list|status|iostat|get|history|events
zfs sub=list|get|diff
mdadm sub=--detail|-D|--examine|-E|--query|-Q
cryptsetup sub=status|luksDump|isLuks|luksUUID|tcryptDump|benchmark
nvme sub=list|list-subsys|id-ctrl|id-ns|smart-log|error-log|fw-log|show-regs|version
hdparm deny=-a|-A|-b|-B|-c|-d|-D|-E|-f|-F|-J|-k|-K|-L|-M|-m|-N|-p|-P|-Q|-r|-R|-s|-S|-u|-w|-W|-x|-X|-y|-Y|-z|-Z|--security-erase|--security-erase-enhanced|--security-set-pass|--security-disable|--security-unlock|--security-freeze|--trim-sector-ranges|--trim-sector-ranges-stdin|--write-sector|--fwdownload|--fwdownload-mode3|--fwdownload-mode3-max|--fwdownload-mode7|--dco-restore|--dco-setmax|--make-bad-sector|--repair-sector|--yes-i-know-what-i-am-doing|--please-destroy-my-drive
xdg-mime sub=query
git-lfs sub=ls-files|status|env|version
ldd
nm
objdump deny=--writable
readelf
size
tput sub=cols|lines|colors|longname|-T|-S
infocmp
stty sub=-a|--all|-g|--save|size|speed
ulimit deny=-H|-S
umask sub=-S|-p
jobs
times
wait
help
history deny=-c|-d|-w|-r|-a|-n|-s|-p
dirs
read
shift
getopts
exit
return
break
continue
local
declare
typeset
export
readonly
set deny=-o|+o
shopt deny=-s|-u
unset
let
bc
dc deny=-e|--expression|-f|--file
mount ops=0
uptime
lsb_release
hostid
logname
mesg ops=0
openssl sub=version|ciphers|list|help|x509|verify|s_client|crl|dgst|asn1parse|errstr deny=-out|-keyout
uniq ops=1
xxd deny=-r|--revert ops=1
sort deny=-o|--output|--compress-program|-T|--temporary-directory
shuf deny=-o|--output
less deny=-o|--log-file|-O|--LOG-FILE|-k|--lesskey-file|--lesskey-src
man deny=-P|--pager|-H|--html|-t|--troff|-T|--troff-device|-X|--gxditview|-Z|--ditroff|-E|--encoding|-C|--config-file
info deny=-o|--output|--dribble
rg deny=--pre|-z|--search-zip
fd deny=-x|--exec|-X|--exec-batch
fdfind deny=-x|--exec|-X|--exec-batch
locate deny=-u|-U|--update
plocate
mlocate
bat deny=--pager|--diff-context|--generate-config-file|--config-file|--cache-build|--cache-clear
batcat deny=--pager|--generate-config-file|--config-file
eza
exa
lsd
delta
colordiff
wdiff
sdiff deny=-o|--output
hostname deny=-F|--file|-b|--boot ops=0
ifconfig ops=1
iwconfig ops=1
iw sub=dev|list|phy|reg
nmcli sub=-t|-f|general|g|device|d|dev|connection|c|con|radio|monitor
date deny=-s|--set
zip sub=-sf|--show-files|-T|--test
unzip sub=-l|-Z|-t|-v|-p|-z|-c|-zv|-lv
7z sub=l|t|i|h
gzip sub=-l|--list|-t|--test|-c|--stdout|-dc|-cd|-tv|-lv
gunzip sub=-l|--list|-t|--test|-c|--stdout
bzip2 sub=-t|--test|-c|--stdout|-dc|-cd
xz sub=-l|--list|-t|--test|-c|--stdout|-dc|-cd|-dk
unxz sub=-l|--list|-t|--test|-c|--stdout
zstd sub=-l|--list|-t|--test|-c|--stdout|-dc|-cd
base64 ops=1
`

var readOnlySpecs = sync.OnceValue(func() map[string]roSpec {
	m := map[string]roSpec{}
	for _, line := range strings.Split(readOnlyTable, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		s := roSpec{maxOps: -1}
		for _, kv := range f[1:] {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "deny":
				s.deny = v
			case "sub":
				s.sub = v
				if s.sub == "" {
					s.sub = "|" // only with no subcommand
				}
			case "ops":
				s.maxOps = int(v[0] - '0')
			}
		}
		m[f[0]] = s
	}
	return m
})

// check says why a program of the allow-list is not read-only as given,
// or "".
func (s roSpec) check(a *analyzer, name string, args []string, ws []word) string {
	if s.sub != "" {
		sub := firstWord(name, args)
		allowed := strings.Split(s.sub, "|")
		for _, al := range allowed {
			if strings.HasPrefix(al, "-") && inList(al, args) {
				sub = al // the read-only form is an option (fdisk -l DEV)
			}
		}
		if !inList(sub, allowed) {
			if sub == "" {
				return name + " without a subcommand is not known to be read-only"
			}
			return name + " " + snip.Clip(sub, 30) + " is not known to be read-only"
		}
	}
	if s.deny != "" {
		if hit := optHit(args, s.deny); hit != "" {
			return name + " " + snip.Clip(hit, 30) + " can write files or run programs"
		}
	}
	if s.maxOps >= 0 {
		n := 0
		for _, o := range operandsOf(ws) {
			if o.value != "-" {
				n++
			}
		}
		if n > s.maxOps {
			if name == "uniq" || name == "xxd" {
				return name + " writes its output to the last file named"
			}
			return name + " with these operands changes the system"
		}
	}
	return ""
}

// firstWord is the subcommand of the allow-list: the first operand, or
// the first option when the read-only form is an option (crontab -l).
func firstWord(name string, args []string) string {
	if sub := subcommand(name, args); sub != "" {
		return sub
	}
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			return a
		}
	}
	return ""
}

// optHit returns the first argument that is one of the denied options.
func optHit(args []string, deny string) string {
	alts := strings.Split(deny, "|")
	for _, arg := range args {
		if arg == "--" {
			return ""
		}
		switch {
		case arg == "" || !strings.HasPrefix(arg, "-") || arg == "-":
			continue
		case strings.HasPrefix(arg, "--"):
			n, _, _ := strings.Cut(arg[2:], "=")
			for _, d := range alts {
				if strings.HasPrefix(d, "--") && n != "" && strings.HasPrefix(d[2:], n) {
					return arg
				}
			}
		default:
			for _, d := range alts {
				if d == arg || strings.HasPrefix(arg, d+"=") {
					return arg
				}
				if len(d) == 2 && d[0] == '-' && strings.ContainsRune(arg[1:], rune(d[1])) && !strings.Contains(arg[1:2], "=") && !longSingleDash(arg) {
					return arg
				}
			}
		}
	}
	return ""
}

// longSingleDash reports words such as -version that are one option.
func longSingleDash(arg string) bool {
	switch arg {
	case "-version", "-help", "-nL", "-nvL", "-vnL", "-Ln", "-Lnv", "-Lvn", "-vL", "-Lv":
		return true
	}
	return false
}
