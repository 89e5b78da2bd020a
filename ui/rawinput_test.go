//go:build linux

package ui

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/caro-sh/caro/agent"
	"github.com/caro-sh/caro/safety"
)

// openPty returns a pseudo-terminal's master and its terminal, 80×24.
func openPty(t *testing.T) (master, tty *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	if err := unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("unlockpt: %v", err)
	}
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Skipf("ptsname: %v", err)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("open the terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	if err := unix.IoctlSetWinsize(int(tty.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: 80}); err != nil {
		t.Fatal(err)
	}
	return master, tty
}

// probe is the terminal as caro's output: at the first write, when caro
// paints its first frame, it notes the input's mode and presses enter.
type probe struct {
	*os.File
	master *os.File
	once   sync.Once
	first  chan *unix.Termios
}

func (p *probe) Write(b []byte) (int, error) {
	p.once.Do(func() {
		st, _ := unix.IoctlGetTermios(int(p.Fd()), unix.TCGETS)
		p.first <- st
		p.master.Write([]byte("\r"))
	})
	return p.File.Write(b)
}

// TestEnterAtTheFirstFrameRuns: caro paints its first frame before Bubble
// Tea owns the terminal (prepaint.go). A key pressed at that frame must
// reach the program as typed: in the terminal's line mode it was echoed
// (the frame drawn a row lower, the header twice) and enter arrived as a
// line feed, ctrl+j, which approved nothing. The terminal is back as it
// was afterwards.
func TestEnterAtTheFirstFrameRuns(t *testing.T) {
	master, tty := openPty(t)
	go io.Copy(io.Discard, master)
	before, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	if before.Lflag&unix.ICANON == 0 {
		t.Fatal("a new terminal is not in line mode")
	}

	ft := newFakeTask(proposal("uptime", safety.Safe))
	out := &probe{File: tty, master: master, first: make(chan *unix.Termios, 1)}
	done := make(chan int)
	go func() {
		o := RunOptions{Options: opts(0), In: tty, Out: out}
		code, _ := RunTask(context.Background(), o, func(context.Context, string) TaskHandle { return ft }, "uptime")
		done <- code
	}()
	at := <-out.first
	if at == nil {
		t.Fatal("could not read the terminal's mode")
	}
	if at.Lflag&(unix.ICANON|unix.ECHO) != 0 || at.Iflag&unix.ICRNL != 0 {
		t.Errorf("the first frame was painted with the input in line mode (lflag %#x, iflag %#x)", at.Lflag, at.Iflag)
	}
	// (Run is the zero Action: the decision must be there too.)
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if d := ft.last(); d.ProposalID == 1 && d.Action == agent.Run {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("enter pressed at the first frame did not approve (%+v)", ft.last())
			break
		}
	}
	// ctrl+c stops what runs, a second quits.
	master.Write([]byte("\x03\x03"))
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the program did not end")
	}
	after, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	if after.Lflag != before.Lflag || after.Iflag != before.Iflag || after.Oflag != before.Oflag {
		t.Errorf("the terminal was not put back: %+v, was %+v", after, before)
	}
}
