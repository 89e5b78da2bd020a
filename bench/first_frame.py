#!/usr/bin/env python3
"""Time from exec to what caro draws in a real pseudo-terminal (80x24).

Usage:
  bench/first_frame.py CARO_BINARY [RUNS]
      `caro --offline "list the files here"`: the median time to the first
      frame (the header) and to the approval line.
  bench/first_frame.py CARO_BINARY RUNS --command CMD -- CARO_ARGS...
      `caro CARO_ARGS...` (e.g. --base-url URL --model m "list the files
      here"): the median time to the first frame, to CMD on screen and to
      the approval line in the terminal, and, measured the same way with
      stdout a pipe (caro prints the command alone and exits), the time to
      CMD on the pipe and to exit. "on screen - pipe" is what the terminal
      costs over the pipe; "harness (echo)" is the same difference for
      /bin/echo printing the line at once: what this script's pty costs.
"""
import os, pty, re, select, signal, statistics, subprocess, sys, time, fcntl, termios, struct

ESC = re.compile(rb"\x1b\[(\d*)C|\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")

def visible(buf):
    # Cursor-forward is drawn as that many spaces; other escapes vanish.
    return ESC.sub(lambda m: b" " * int(m.group(1) or 1) if m.group(1) is not None else b"", buf)

def tty_once(argv, command):
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(argv[0], argv)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    buf = b""
    first = cmd_at = approval = None
    while time.perf_counter() - start < 10 and approval is None:
        r, _, _ = select.select([fd], [], [], 0.5)
        if not r:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        now = time.perf_counter() - start
        buf += data
        seen = visible(buf)
        if first is None and b"caro" in seen:
            first = now
        if cmd_at is None and command and command in seen:
            cmd_at = now
        if b"[enter]" in seen:
            approval = now
        # Answer terminal queries (background colour, cursor) like a terminal would.
        if b"\x1b]11;?" in data:
            os.write(fd, b"\x1b]11;rgb:0000/0000/0000\x1b\\")
        if b"\x1b[6n" in data:
            os.write(fd, b"\x1b[1;1R")
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)
    return first, cmd_at, approval

def pipe_once(argv, command):
    start = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    buf, cmd_at = b"", None
    while True:
        data = os.read(p.stdout.fileno(), 65536)
        if not data:
            break
        buf += data
        if cmd_at is None and command in buf:
            cmd_at = time.perf_counter() - start
    p.wait()
    return cmd_at, time.perf_counter() - start

def report(name, times):
    times = [t for t in times if t is not None]
    if not times:
        sys.exit(f"no {name} seen")
    med = statistics.median(times)
    print(f"{name}: median {med*1000:.1f} ms, min {min(times)*1000:.1f} ms, max {max(times)*1000:.1f} ms over {len(times)} runs")
    return med

args = sys.argv[1:]
binary = args[0]
runs = int(args[1]) if len(args) > 1 and not args[1].startswith("-") else 20
if "--command" not in args:
    results = [tty_once([binary, "--offline", "list the files here"], None) for _ in range(runs)]
    report("first frame", [r[0] for r in results])
    report("approval shown", [r[2] for r in results])
    sys.exit(0)

command = args[args.index("--command") + 1].encode()
caro_args = args[args.index("--") + 1:]
argv = [binary] + caro_args
# Interleave the two ways so that drift on the machine hits both alike.
tty, pipe = [], []
for _ in range(3):  # warm-up
    tty_once(argv, command), pipe_once(argv, command)
for _ in range(runs):
    tty.append(tty_once(argv, command))
    pipe.append(pipe_once(argv, command))
report("first frame", [r[0] for r in tty])
on_screen = report("command on screen", [r[1] for r in tty])
report("approval shown", [r[2] for r in tty])
on_pipe = report("command on the pipe", [r[0] for r in pipe])
report("pipe, to exit", [r[1] for r in pipe])
print(f"on screen - pipe: {(on_screen - on_pipe)*1000:+.1f} ms")
# What the harness itself costs: echo printing the same line at once, in
# the pty (pty.fork) and on the pipe (posix_spawn).
echo = ["/bin/echo", "caro " + command.decode() + " [enter]"]
et, ep = [], []
for _ in range(runs):
    et.append(tty_once(echo, command)[1])
    ep.append(pipe_once(echo, command)[0])
print(f"harness (echo) on screen - pipe: {(statistics.median(et) - statistics.median(ep))*1000:+.1f} ms")
