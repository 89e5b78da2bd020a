//go:build !linux

package sets

// memTempDir is "": the trees are made in the usual temporary directory.
func memTempDir() string { return "" }
