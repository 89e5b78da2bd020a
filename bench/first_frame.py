#!/usr/bin/env python3
"""Time from exec to caro's first frame in a real pseudo-terminal.

Usage: bench/first_frame.py CARO_BINARY [RUNS]
Runs `caro --offline "list the files here"` in a pty (80x24) and prints
the median time to the first frame (the header) and to the approval line.
"""
import os, pty, select, statistics, sys, time, fcntl, termios, struct

def once(binary):
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "--offline", "list the files here"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    buf = b""
    elapsed = None
    first = None
    while time.perf_counter() - start < 10:
        r, _, _ = select.select([fd], [], [], 0.5)
        if not r:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        buf += data
        if first is None and b"caro" in buf:
            first = time.perf_counter() - start
        if b"[enter]" in buf and elapsed is None:
            elapsed = time.perf_counter() - start
            os.write(fd, b"q")
        # Answer terminal queries (background colour, cursor) like a terminal would.
        if b"\x1b]11;?" in data:
            os.write(fd, b"\x1b]11;rgb:0000/0000/0000\x1b\\")
        if b"\x1b[6n" in data:
            os.write(fd, b"\x1b[1;1R")
    os.waitpid(pid, 0)
    os.close(fd)
    return first, elapsed

binary = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
results = [once(binary) for _ in range(runs)]
for i, name in enumerate(["first frame", "approval shown"]):
    times = [r[i] for r in results if r[i] is not None]
    if not times:
        sys.exit(f"no {name} seen")
    print(f"{name}: median {statistics.median(times)*1000:.1f} ms, min {min(times)*1000:.1f} ms, max {max(times)*1000:.1f} ms over {len(times)} runs")
