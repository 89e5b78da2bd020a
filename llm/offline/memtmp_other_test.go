//go:build !linux

package offline_test

// memTempDir is "": the trees are made in the usual temporary directory.
func memTempDir() string { return "" }
