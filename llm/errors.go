package llm

import (
	"errors"
	"fmt"

	"github.com/caro-sh/caro/internal/exitcode"
)

// Kind is the class of a model failure; the same class always gives the
// same exit code.
type Kind int

// The kinds of failure.
const (
	KindUnknown     Kind = iota
	KindUnavailable      // nothing listening, DNS failure, connection reset
	KindAuth             // 401 / 403: the key is missing or wrong
	KindRateLimited      // 429 after the retries
	KindServer           // 5xx after the retries, or a reply that is not the API's
	KindTimeout          // the per-request timeout or the budget ran out
	KindCutOff           // the stream ended without a finish reason
	KindTooLong          // the reply passed MaxReply
	KindBadReply         // no usable JSON after the re-asks
	KindNotFound         // 404: wrong base URL or unknown model
	KindCanceled         // the user cancelled
)

// ErrCutOff is the error a Stream reports when the connection closed before
// the backend said the reply was complete.
var ErrCutOff = errors.New("the reply was cut off before it finished")

// Error is a model failure with one line for the user.
type Error struct {
	Kind Kind
	// URL is the base URL of the server, when there is one.
	URL string
	// Status is the HTTP status, 0 when there was none.
	Status int
	// Reason is the short cause in plain words ("connection refused").
	Reason string
	// Err is the underlying error, kept for errors.Is/As and --debug.
	Err error
}

// Error renders the failure as one line without the "caro: " prefix, which
// main adds.
func (e *Error) Error() string {
	switch e.Kind {
	case KindUnavailable:
		return fmt.Sprintf("cannot reach the model server at %s (%s)", e.URL, e.Reason)
	case KindAuth:
		return fmt.Sprintf("the model server at %s refused the API key (HTTP %d): check OPENAI_API_KEY or the provider's api_key_env", e.URL, e.Status)
	case KindRateLimited:
		return fmt.Sprintf("the model server at %s is rate limiting requests (HTTP 429) and retries ran out; try again later", e.URL)
	case KindServer:
		return fmt.Sprintf("the model server at %s failed: %s", e.URL, e.Reason)
	case KindTimeout:
		return fmt.Sprintf("the model server at %s did not answer in time (%s)", e.URL, e.Reason)
	case KindCutOff:
		return fmt.Sprintf("the reply from %s was cut off before it finished; nothing was used", e.URL)
	case KindNotFound:
		return fmt.Sprintf("the model server at %s answered 404: %s", e.URL, e.Reason)
	case KindCanceled:
		return "cancelled"
	}
	if e.Reason != "" {
		return e.Reason
	}
	if e.Err != nil {
		return e.Err.Error()
	}
	return "model error"
}

// retryReason says in a few words why a try that will be retried failed.
func (e *Error) retryReason() string {
	switch e.Kind {
	case KindRateLimited:
		return "the model server is rate limiting (HTTP 429)"
	case KindServer:
		return "the model server failed (" + e.Reason + ")"
	case KindUnavailable:
		return "could not reach the model server (" + e.Reason + ")"
	}
	return e.Error()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// ExitCode is the process exit code this failure gives, as the README's
// table has it: 4 when the server cannot be reached (or answers 404), 5
// when it refuses the key, 6 when it fails (5xx, 429, a cut-off or
// oversized reply), 7 when it does not answer in time, 130 when the user
// cancelled, 1 otherwise. The agent maps a task's failure through it
// without knowing this package.
func (e *Error) ExitCode() int {
	switch e.Kind {
	case KindUnavailable, KindNotFound:
		return exitcode.Unavailable
	case KindAuth:
		return exitcode.Auth
	case KindServer, KindRateLimited, KindCutOff, KindTooLong:
		return exitcode.Server
	case KindTimeout:
		return exitcode.Timeout
	case KindCanceled:
		return exitcode.Interrupted
	}
	return exitcode.Failed
}

// KindOf returns the Kind of err, KindUnknown when it is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return KindUnknown
}
