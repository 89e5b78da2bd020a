// Package exitcode is caro's exit statuses, as the README's table has
// them (the same class of failure always gives the same code), and the
// error that carries one out to main.
package exitcode

import "fmt"

// The exit statuses.
const (
	OK          = 0
	Failed      = 1 // the task failed: the model said FAIL, no usable reply, a refusal
	Usage       = 2 // bad flags or arguments
	Config      = 3 // the config file or environment is broken
	Unavailable = 4 // the model server cannot be reached (down, refused, 404)
	Auth        = 5 // the model server refused the key
	Server      = 6 // the model server failed (5xx, 429, cut-off or oversized reply, garbage)
	Timeout     = 7 // the model server did not answer in time
	Interrupted = 130
)

// Error ends caro with Code. Msg is the one line main prints after
// "caro: "; empty, it prints nothing (the message is already out).
type Error struct {
	Code int
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

// Errorf is an *Error with code and the formatted message.
func Errorf(code int, format string, a ...any) error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, a...)}
}

// Quiet is nil for OK, else an *Error with code and no message: for an
// outcome the renderer has already shown.
func Quiet(code int) error {
	if code == OK {
		return nil
	}
	return &Error{Code: code}
}
