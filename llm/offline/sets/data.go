package sets

import "embed"

// setData holds the sets' requests (testdata/*.json), read by name from
// whichever test package runs them.
//
//go:embed testdata/*.json
var setData embed.FS

// readSet returns the set file name (dev14.json) from testdata.
func readSet(name string) ([]byte, error) { return setData.ReadFile("testdata/" + name) }
