package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/cenkalti/backoff/v5"
	openai "github.com/sashabaranov/go-openai"

	"github.com/caro-sh/caro/internal/snip"
)

// OpenAIOptions configure an OpenAI-compatible client.
type OpenAIOptions struct {
	BaseURL string
	APIKey  string
	Model   string
	// Backend names the server kind for the UI ("openai", "ollama", …).
	Backend string
	// RequestTimeout bounds one request, retries included (default 60s).
	RequestTimeout time.Duration
	// MaxRetries bounds the retries after the first try (default 3).
	MaxRetries int
	// MaxRetryWait caps a server's Retry-After (default 20s).
	MaxRetryWait time.Duration
	// HTTPClient replaces the default transport (tests).
	HTTPClient *http.Client
	// Servers remembers which servers refused response_format; nil
	// remembers nothing beyond this client.
	Servers *Servers
}

type openaiClient struct {
	o    OpenAIOptions
	http *http.Client
}

// NewOpenAI returns a Client for any server speaking the OpenAI chat
// completions API.
func NewOpenAI(o OpenAIOptions) Client {
	if o.RequestTimeout <= 0 {
		o.RequestTimeout = 60 * time.Second
	}
	if o.MaxRetries < 0 {
		o.MaxRetries = 0
	} else if o.MaxRetries == 0 {
		o.MaxRetries = 3
	}
	if o.MaxRetryWait <= 0 {
		o.MaxRetryWait = 20 * time.Second
	}
	if o.Backend == "" {
		o.Backend = "openai-compatible"
	}
	o.BaseURL = strings.TrimRight(o.BaseURL, "/")
	if o.Servers == nil {
		o.Servers = &Servers{}
	}
	hc := o.HTTPClient
	if hc == nil {
		hc = &http.Client{Transport: &http.Transport{
			Proxy:                 http.ProxyFromEnvironment,
			DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			TLSHandshakeTimeout:   10 * time.Second,
			ResponseHeaderTimeout: o.RequestTimeout,
			MaxIdleConns:          4,
			IdleConnTimeout:       30 * time.Second,
		}}
	}
	return &openaiClient{o: o, http: hc}
}

func (c *openaiClient) Backend() string { return c.o.Backend }

// servers is where the refusals of response_format are remembered.
func (c *openaiClient) servers() *Servers {
	return c.o.Servers
}
func (c *openaiClient) Model() string { return c.o.Model }

// captureDoer remembers the last response's headers so Retry-After can be
// honoured (go-openai drops them from its errors).
type captureDoer struct {
	c      *http.Client
	mu     sync.Mutex
	header http.Header
}

func (d *captureDoer) Do(req *http.Request) (*http.Response, error) {
	resp, err := d.c.Do(req)
	if resp != nil {
		d.mu.Lock()
		d.header = resp.Header.Clone()
		d.mu.Unlock()
	}
	return resp, err
}

func (d *captureDoer) retryAfter(max time.Duration) time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.header == nil {
		return 0
	}
	v := strings.TrimSpace(d.header.Get("Retry-After"))
	if v == "" {
		return 0
	}
	var wait time.Duration
	if n, err := strconv.Atoi(v); err == nil {
		wait = time.Duration(n) * time.Second
	} else if t, err := http.ParseTime(v); err == nil {
		wait = time.Until(t)
	}
	if wait < 0 {
		wait = 0
	}
	return min(wait, max)
}

func (c *openaiClient) Stream(ctx context.Context, req Request) (Stream, error) {
	rctx, cancel := context.WithTimeout(ctx, c.o.RequestTimeout)
	msgs := make([]openai.ChatCompletionMessage, len(req.Messages))
	for i, m := range req.Messages {
		msgs[i] = openai.ChatCompletionMessage{Role: string(m.Role), Content: m.Content}
	}
	ccr := openai.ChatCompletionRequest{
		Model:       c.o.Model,
		Messages:    msgs,
		Stream:      true,
		Temperature: req.Temperature,
	}
	if c.o.Backend == "openai" {
		ccr.MaxCompletionTokens = req.MaxTokens
	} else {
		// Local servers (llama.cpp, Ollama, LM Studio, vLLM) read
		// max_tokens; OpenAI deprecated it for max_completion_tokens.
		ccr.MaxTokens = req.MaxTokens //lint:ignore SA1019 local servers read max_tokens
	}
	note := func(format string, args ...any) {
		if req.OnNote != nil {
			req.OnNote(fmt.Sprintf(format, args...))
		}
	}
	if req.Schema != nil {
		if c.servers().Refused(c.o.BaseURL) {
			note("response_format not sent: %s refused it before", c.o.BaseURL)
		} else {
			ccr.ResponseFormat = responseFormat(req.Schema)
			note("response_format json_schema %q sent", req.Schema.Name)
		}
	}
	var last *Error
	tries := 0
	op := func() (*openai.ChatCompletionStream, error) {
		if tries++; tries > 1 && req.OnRetry != nil && last != nil {
			req.OnRetry(fmt.Sprintf("%s; try %d of %d", last.retryReason(), tries, c.o.MaxRetries+1))
		}
		doer := &captureDoer{c: c.http}
		cfg := openai.DefaultConfig(c.o.APIKey)
		cfg.BaseURL = c.o.BaseURL
		cfg.HTTPClient = doer
		cfg.EmptyMessagesLimit = 50
		s, err := openai.NewClientWithConfig(cfg).CreateChatCompletionStream(rctx, ccr)
		if err != nil && ccr.ResponseFormat != nil && refusesSchema(err) {
			// The server does not take the schema: once more without it,
			// and remember, so the cost is paid once per server.
			c.servers().Refuse(c.o.BaseURL)
			ccr.ResponseFormat = nil
			note("%s refused response_format (HTTP 400); asking again without it, and remembering", c.o.BaseURL)
			doer = &captureDoer{c: c.http}
			cfg.HTTPClient = doer
			s, err = openai.NewClientWithConfig(cfg).CreateChatCompletionStream(rctx, ccr)
		}
		if err == nil {
			return s, nil
		}
		e, retry := c.classify(rctx, ctx, err)
		last = e
		if !retry {
			return nil, backoff.Permanent(e)
		}
		if wait := doer.retryAfter(c.o.MaxRetryWait); wait > 0 {
			return nil, &backoff.RetryAfterError{Duration: wait}
		}
		return nil, e
	}
	eb := backoff.NewExponentialBackOff()
	eb.InitialInterval = 300 * time.Millisecond
	eb.MaxInterval = 4 * time.Second
	s, err := backoff.Retry(rctx, op,
		backoff.WithBackOff(eb),
		backoff.WithMaxTries(uint(c.o.MaxRetries)+1),
		backoff.WithMaxElapsedTime(c.o.RequestTimeout),
		backoff.WithNotify(func(_ error, wait time.Duration) {
			if req.OnRetry != nil && last != nil {
				req.OnRetry(fmt.Sprintf("%s; trying again in %s", last.retryReason(), wait.Round(100*time.Millisecond)))
			}
		}))
	if err != nil {
		defer cancel()
		if ctx.Err() != nil {
			return nil, c.ctxError(ctx.Err(), ctx)
		}
		if rctx.Err() != nil && (last == nil || last.Kind != KindTimeout) {
			return nil, c.ctxError(rctx.Err(), ctx)
		}
		if last != nil {
			return nil, last
		}
		return nil, &Error{Kind: KindUnknown, URL: c.o.BaseURL, Reason: err.Error(), Err: err}
	}
	return &openaiStream{s: s, cancel: cancel, c: c, ctx: ctx, rctx: rctx}, nil
}

// ctxError turns a context error into a timeout or a cancellation.
func (c *openaiClient) ctxError(err error, parent context.Context) *Error {
	if errors.Is(err, context.Canceled) && parent.Err() != nil && !errors.Is(parent.Err(), context.DeadlineExceeded) {
		return &Error{Kind: KindCanceled, URL: c.o.BaseURL, Err: err}
	}
	return &Error{Kind: KindTimeout, URL: c.o.BaseURL, Reason: fmt.Sprintf("no answer within %s", c.o.RequestTimeout), Err: err}
}

// classify maps an error from go-openai to an *Error and whether it is
// worth retrying.
func (c *openaiClient) classify(rctx, parent context.Context, err error) (*Error, bool) {
	u := c.o.BaseURL
	if parent.Err() != nil || rctx.Err() != nil {
		e := c.ctxError(context.Cause(rctx), parent)
		return e, false
	}
	var api *openai.APIError
	var reqErr *openai.RequestError
	status := 0
	msg := ""
	switch {
	case errors.As(err, &api):
		status, msg = api.HTTPStatusCode, api.Message
	case errors.As(err, &reqErr):
		status = reqErr.HTTPStatusCode
		msg = strings.TrimSpace(string(reqErr.Body))
		if len(msg) > 120 || strings.HasPrefix(msg, "<") {
			msg = ""
		}
	}
	if status != 0 {
		e := &Error{URL: u, Status: status, Err: err}
		switch {
		case status == http.StatusUnauthorized || status == http.StatusForbidden:
			e.Kind = KindAuth
			return e, false
		case status == http.StatusNotFound:
			e.Kind, e.Reason = KindNotFound, "check the base URL and the model name"
			if c.o.Model != "" {
				e.Reason = fmt.Sprintf("check the base URL and that model %q exists there", c.o.Model)
			}
			return e, false
		case status == http.StatusTooManyRequests:
			e.Kind = KindRateLimited
			return e, true
		case status >= 500:
			e.Kind, e.Reason = KindServer, fmt.Sprintf("HTTP %d%s", status, detail(msg))
			return e, true
		default:
			e.Kind, e.Reason = KindServer, fmt.Sprintf("it rejected the request with HTTP %d%s", status, detail(msg))
			return e, false
		}
	}
	var ne net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return &Error{Kind: KindUnavailable, URL: u, Reason: "connection refused", Err: err}, false
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return &Error{Kind: KindUnavailable, URL: u, Reason: "the connection was reset", Err: err}, true
	case isDNS(err):
		return &Error{Kind: KindUnavailable, URL: u, Reason: "the host name does not resolve", Err: err}, false
	case errors.As(err, &ne) && ne.Timeout():
		return &Error{Kind: KindTimeout, URL: u, Reason: "no answer in time", Err: err}, false
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		return &Error{Kind: KindUnavailable, URL: u, Reason: plain(ue.Err), Err: err}, false
	}
	return &Error{Kind: KindServer, URL: u, Reason: plain(err), Err: err}, false
}

// detail is ": " and the server's message on one line, or "" when it
// sent none.
func detail(msg string) string {
	msg = snip.Clip(snip.OneLine(msg), 120)
	if msg == "" {
		return ""
	}
	return ": " + msg
}

func isDNS(err error) bool {
	var de *net.DNSError
	return errors.As(err, &de)
}

// plain is an error's text on one line, without go-openai's prefixes.
func plain(err error) string {
	return snip.Clip(snip.OneLine(strings.TrimPrefix(err.Error(), "error, ")), 160)
}

// openaiStream adapts go-openai's stream, telling a finished reply from a
// connection that closed early.
type openaiStream struct {
	s         *openai.ChatCompletionStream
	cancel    context.CancelFunc
	c         *openaiClient
	ctx, rctx context.Context
	cur       string
	err       error
	finished  bool
	events    int
	closeOnce sync.Once
}

func (s *openaiStream) Next() bool {
	if s.err != nil {
		return false
	}
	for {
		resp, err := s.s.Recv()
		if err != nil {
			s.err = s.endError(err)
			return false
		}
		s.events++
		var text string
		for _, ch := range resp.Choices {
			text += ch.Delta.Content
			switch ch.FinishReason {
			case "":
			case openai.FinishReasonLength:
				s.err = &Error{Kind: KindCutOff, URL: s.c.o.BaseURL, Reason: "the reply hit the token limit", Err: ErrCutOff}
				return false
			default:
				s.finished = true
			}
		}
		if text != "" {
			s.cur = text
			return true
		}
	}
}

func (s *openaiStream) endError(err error) error {
	if errors.Is(err, io.EOF) {
		if s.finished {
			return io.EOF
		}
		if s.events == 0 {
			return &Error{Kind: KindServer, URL: s.c.o.BaseURL, Reason: "the answer is not an OpenAI-compatible event stream"}
		}
		return &Error{Kind: KindCutOff, URL: s.c.o.BaseURL, Err: ErrCutOff}
	}
	if s.ctx.Err() != nil || s.rctx.Err() != nil {
		return s.c.ctxError(context.Cause(s.rctx), s.ctx)
	}
	if errors.Is(err, openai.ErrTooManyEmptyStreamMessages) {
		return &Error{Kind: KindServer, URL: s.c.o.BaseURL, Reason: "the answer is not an OpenAI-compatible event stream", Err: err}
	}
	var api *openai.APIError
	if errors.As(err, &api) {
		return &Error{Kind: KindServer, URL: s.c.o.BaseURL, Reason: "error in the reply stream" + detail(api.Message), Err: err}
	}
	if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.ErrUnexpectedEOF) {
		return &Error{Kind: KindCutOff, URL: s.c.o.BaseURL, Err: ErrCutOff}
	}
	return &Error{Kind: KindServer, URL: s.c.o.BaseURL, Reason: "the reply stream broke: " + plain(err), Err: err}
}

func (s *openaiStream) Current() string { return s.cur }

func (s *openaiStream) Err() error {
	if errors.Is(s.err, io.EOF) {
		return nil
	}
	return s.err
}

func (s *openaiStream) Close() error {
	s.closeOnce.Do(func() {
		s.s.Close()
		s.cancel()
	})
	return nil
}
