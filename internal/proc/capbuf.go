package proc

import (
	"fmt"
	"sync"
	"unicode/utf8"
)

// capBuffer keeps the first half and the last half of what is written to
// it, up to cap bytes in all, and counts the rest. Memory stays bounded by
// cap whatever the child prints.
type capBuffer struct {
	mu      sync.Mutex
	stream  Stream
	emit    func(Stream, []byte)
	headCap int
	head    []byte
	tail    []byte // ring of tailCap bytes once full
	tailCap int
	tailPos int  // next write position in tail when full
	full    bool // tail has wrapped at least once
	total   int64
}

func newCapBuffer(limit int, s Stream, emit func(Stream, []byte)) *capBuffer {
	h := limit / 2
	return &capBuffer{stream: s, emit: emit, headCap: h, tailCap: limit - h}
}

// Write never fails and never blocks on the size of p.
func (b *capBuffer) Write(p []byte) (int, error) {
	b.emit(b.stream, p)
	b.mu.Lock()
	defer b.mu.Unlock()
	b.total += int64(len(p))
	rest := p
	if len(b.head) < b.headCap {
		n := min(b.headCap-len(b.head), len(rest))
		b.head = append(b.head, rest[:n]...)
		rest = rest[n:]
	}
	if len(rest) == 0 || b.tailCap == 0 {
		return len(p), nil
	}
	if len(rest) >= b.tailCap {
		// Only the last tailCap bytes can survive.
		if b.tail == nil || len(b.tail) < b.tailCap {
			b.tail = make([]byte, b.tailCap)
		}
		copy(b.tail, rest[len(rest)-b.tailCap:])
		b.tailPos = 0
		b.full = true
		return len(p), nil
	}
	if !b.full {
		room := b.tailCap - len(b.tail)
		if len(rest) <= room {
			b.tail = append(b.tail, rest...)
			if len(b.tail) == b.tailCap {
				b.full = true
				b.tailPos = 0
			}
			return len(p), nil
		}
		b.tail = append(b.tail, rest[:room]...)
		rest = rest[room:]
		b.full = true
		b.tailPos = 0
	}
	for len(rest) > 0 {
		n := copy(b.tail[b.tailPos:], rest)
		rest = rest[n:]
		b.tailPos = (b.tailPos + n) % b.tailCap
	}
	return len(p), nil
}

// Dropped counts the bytes left out of the middle.
func (b *capBuffer) Dropped() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, _, dropped := b.parts()
	return dropped
}

// Total counts every byte written.
func (b *capBuffer) Total() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.total
}

// String is the head, a marker saying how much was left out when anything
// was, and the tail in order.
func (b *capBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	head, tail, dropped := b.parts()
	if dropped <= 0 {
		return string(head) + string(tail)
	}
	return fmt.Sprintf("%s\n… %d bytes omitted …\n%s", head, dropped, tail)
}

// parts is the head, the tail in order and the count of bytes between
// them. When the middle is left out, a character cut in two at either
// edge goes with it (and is counted), so the text kept is never broken
// UTF-8 where the child printed valid UTF-8.
func (b *capBuffer) parts() (head, tail []byte, dropped int64) {
	head, tail = b.head, b.tail
	if b.full && b.tailPos != 0 {
		tail = append(append([]byte{}, b.tail[b.tailPos:]...), b.tail[:b.tailPos]...)
	}
	dropped = b.total - int64(len(head)+len(tail))
	if dropped <= 0 {
		return head, tail, dropped
	}
	// The head's last character, if it was cut.
	if i := lastRuneStart(head); i >= 0 && !utf8.FullRune(head[i:]) {
		dropped += int64(len(head) - i)
		head = head[:i]
	}
	// The tail's first bytes, if they continue a character.
	n := 0
	for n < len(tail) && n < utf8.UTFMax-1 && !utf8.RuneStart(tail[n]) {
		n++
	}
	dropped += int64(n)
	return head, tail[n:], dropped
}

// lastRuneStart is the index of the last byte of p that starts a
// character, looking back at most UTFMax bytes; -1 when there is none.
func lastRuneStart(p []byte) int {
	for i := len(p) - 1; i >= 0 && i >= len(p)-utf8.UTFMax; i-- {
		if utf8.RuneStart(p[i]) {
			return i
		}
	}
	return -1
}
