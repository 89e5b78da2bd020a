package main

import (
	"github.com/caro-sh/caro/internal/app"
	"github.com/caro-sh/caro/internal/exitcode"
)

// The names the end-to-end tests in this package use for what moved out
// of it: the exit codes and the object --output json prints.
const (
	exitFailed      = exitcode.Failed
	exitUsage       = exitcode.Usage
	exitConfig      = exitcode.Config
	exitUnavailable = exitcode.Unavailable
	exitAuth        = exitcode.Auth
	exitServer      = exitcode.Server
	exitTimeout     = exitcode.Timeout
)

type jsonResult = app.JSONResult
