package platform

import (
	"context"
	"fmt"
	"time"

	"github.com/caro-sh/caro/internal/proc"
)

type procRunner struct{}

// DefaultRunner runs commands through internal/proc: own process group,
// stdin from /dev/null, output capped at 64 KiB, killed at the timeout.
func DefaultRunner() Runner { return procRunner{} }

func (procRunner) Run(ctx context.Context, timeout time.Duration, name string, args ...string) ([]byte, error) {
	res, err := proc.Run(ctx, proc.Spec{Path: name, Args: args, Timeout: timeout, Grace: 200 * time.Millisecond, Drain: 200 * time.Millisecond, Cap: 64 << 10})
	if err != nil {
		return nil, err
	}
	out := []byte(res.Stdout + res.Stderr)
	if res.TimedOut {
		return out, fmt.Errorf("platform: %s timed out after %s", name, timeout)
	}
	if res.ExitCode != 0 {
		return out, fmt.Errorf("platform: %s exited %d", name, res.ExitCode)
	}
	return out, nil
}

// Rules renders the platform rules the model must follow here: what this
// machine's flavour of each tool can and cannot do.
func (i *Info) Rules() []string {
	if i == nil {
		return nil
	}
	var r []string
	add := func(s string, a ...any) { r = append(r, fmt.Sprintf(s, a...)) }
	switch i.Flavor("ps") {
	case GNU:
		add("ps (procps-ng): sort by itself, e.g. `ps aux --sort=-%%cpu | head -n 6` (the header line plus 5 rows); `ps -eo pid,comm,%%mem --sort=-%%mem`")
	case BSD:
		add("ps (BSD): no --sort; pipe to sort, e.g. `ps aux | sort -nrk 3,3 | head -n 5` for CPU, `-nrk 4,4` for memory; `ps -Ao pid,comm,%%cpu -r`")
	case BusyBox:
		add("ps (BusyBox): only `ps` and `ps -o pid,user,comm,args`; no aux, no %%CPU column and no sorting: use `top -bn1 | head -n 15` for CPU and memory")
	}
	switch {
	case i.Has("ss"):
		add("listening ports: `ss -tuln` (add -p for processes; needs root for other users' sockets)")
	case i.Has("netstat"):
		add("listening ports: `netstat -tuln` (ss is not installed)")
	case i.Has("lsof"):
		add("listening ports: `lsof -nP -iTCP -sTCP:LISTEN` (no ss or netstat here)")
	}
	if i.OS == "darwin" && i.Has("lsof") {
		add("macOS networking: `lsof -nP -iTCP -sTCP:LISTEN`, `netstat -an`; there is no ss and no ip (use ifconfig)")
	}
	switch i.Flavor("coreutils") {
	case GNU:
		add("coreutils (GNU): `df -h` has no sort option, sort its output: `df -h | sort -rhk 5`; `du -h --max-depth=1 | sort -rh`; `ls --sort=size`; `sort -h` sorts human sizes")
		add("GNU `xargs -r` skips empty input; `readlink -f` resolves paths; `base64 -d` decodes")
	case BSD:
		add("coreutils (BSD): `du -h -d 1` (no --max-depth); `ls -lS` sorts by size (no --sort); `df -h` has no sort option, pipe to `sort`; `sort -h` exists on macOS 10.13+; `base64 -D` decodes on older macOS")
		add("BSD xargs has no -r; there is no `readlink -f` before macOS 12.3: use `realpath`")
	case BusyBox:
		add("coreutils (BusyBox applets): short options only, no long --options; `du -h -d 1`; `ls -lS`; `sort -h` may be missing (use `sort -n` on sizes in KB: `du -k`)")
	}
	switch i.Flavor("sed") {
	case GNU:
		add("sed (GNU): in place with `sed -i 's/a/b/' FILE`; `-E` for extended regexps")
	case BSD:
		add("sed (BSD): in place needs a backup suffix argument: `sed -i '' 's/a/b/' FILE`; `-E` for extended regexps; no \\+ or \\| in basic regexps")
	case BusyBox:
		add("sed (BusyBox): `sed -i 's/a/b/' FILE` works; `-E`/`-r` for extended regexps")
	}
	switch i.Flavor("find") {
	case GNU:
		add("find (GNU): `-printf`, `-maxdepth`, `-mmin`, `-newermt`, `-delete`, `-size +100M` all work")
	case BSD:
		add("find (BSD): no -printf (use `-exec stat -f '%%z %%N' {} +`), `-maxdepth`, `-delete`, `-size +100M` work; a path is required (`find .`)")
	case BusyBox:
		add("find (BusyBox): no -printf, no -newermt; `-maxdepth`, `-mtime`, `-size +100M` (k, M suffixes) and `-exec` work")
	}
	switch i.Flavor("date") {
	case GNU:
		add("date (GNU): relative dates with `date -d 'yesterday'`, epoch with `date +%%s`, `date -d @1700000000`")
	case BSD:
		add("date (BSD): relative dates with `date -v-1d`, epoch to date with `date -r 1700000000`; no -d")
	case BusyBox:
		add("date (BusyBox): `date -d` accepts only fixed formats like '2024-01-31 10:00', not 'yesterday'")
	}
	switch i.Flavor("stat") {
	case GNU:
		add("stat (GNU): format with `stat -c '%%s %%n' FILE`")
	case BSD:
		add("stat (BSD): format with `stat -f '%%z %%N' FILE` (no -c)")
	case BusyBox:
		add("stat (BusyBox): `stat -c '%%s %%n' FILE` works")
	}
	if i.OS == "darwin" {
		add("macOS: memory with `vm_stat` or `sysctl hw.memsize` (no free); services with `launchctl`; clipboard with pbcopy; `open` opens files")
	} else if i.OS == "linux" {
		if i.Has("systemctl") {
			add("services: `systemctl status NAME`, logs: `journalctl -u NAME -n 50 --no-pager`")
		}
		if !i.Has("free") {
			add("no `free` here: read /proc/meminfo")
		}
	}
	if i.DistroID == "alpine" {
		add("Alpine: packages with `apk`; no bash unless installed, write POSIX sh")
	}
	return r
}
