// Package later runs the later half of the offline backend's request
// sets (frozen sets 6-10, dev sets 10-15): a test binary of its own,
// beside package older's, so that each half has go test's ten minutes
// and the two run side by side. The tests themselves are in package
// sets.
package later_test

import (
	"testing"

	"github.com/caro-sh/caro/llm/offline/sets"
)

func TestMain(m *testing.M) { sets.Main(m) }

func TestFrozen6Refs(t *testing.T)         { sets.TestFrozen6Refs(t) }
func TestFrozen6RefsCanFail(t *testing.T)  { sets.TestFrozen6RefsCanFail(t) }
func TestFrozen6Variants(t *testing.T)     { sets.TestFrozen6Variants(t) }
func TestFrozen6Set(t *testing.T)          { sets.TestFrozen6Set(t) }
func TestFrozen7Refs(t *testing.T)         { sets.TestFrozen7Refs(t) }
func TestFrozen7RefsCanFail(t *testing.T)  { sets.TestFrozen7RefsCanFail(t) }
func TestFrozen7Variants(t *testing.T)     { sets.TestFrozen7Variants(t) }
func TestFrozen7Set(t *testing.T)          { sets.TestFrozen7Set(t) }
func TestFrozen8Refs(t *testing.T)         { sets.TestFrozen8Refs(t) }
func TestFrozen8RefsCanFail(t *testing.T)  { sets.TestFrozen8RefsCanFail(t) }
func TestFrozen8Variants(t *testing.T)     { sets.TestFrozen8Variants(t) }
func TestFrozen8Set(t *testing.T)          { sets.TestFrozen8Set(t) }
func TestFrozen9Refs(t *testing.T)         { sets.TestFrozen9Refs(t) }
func TestFrozen9RefsCanFail(t *testing.T)  { sets.TestFrozen9RefsCanFail(t) }
func TestFrozen9Variants(t *testing.T)     { sets.TestFrozen9Variants(t) }
func TestFrozen9Set(t *testing.T)          { sets.TestFrozen9Set(t) }
func TestFrozen10Refs(t *testing.T)        { sets.TestFrozen10Refs(t) }
func TestFrozen10RefsCanFail(t *testing.T) { sets.TestFrozen10RefsCanFail(t) }
func TestFrozen10Variants(t *testing.T)    { sets.TestFrozen10Variants(t) }
func TestFrozen10Set(t *testing.T)         { sets.TestFrozen10Set(t) }
func TestDev10Refs(t *testing.T)           { sets.TestDev10Refs(t) }
func TestDev10RefsCanFail(t *testing.T)    { sets.TestDev10RefsCanFail(t) }
func TestDev10Variants(t *testing.T)       { sets.TestDev10Variants(t) }
func TestDev10Set(t *testing.T)            { sets.TestDev10Set(t) }
func TestDev11Refs(t *testing.T)           { sets.TestDev11Refs(t) }
func TestDev11RefsCanFail(t *testing.T)    { sets.TestDev11RefsCanFail(t) }
func TestDev11Variants(t *testing.T)       { sets.TestDev11Variants(t) }
func TestDev11Set(t *testing.T)            { sets.TestDev11Set(t) }
func TestDev12Refs(t *testing.T)           { sets.TestDev12Refs(t) }
func TestDev12RefsCanFail(t *testing.T)    { sets.TestDev12RefsCanFail(t) }
func TestDev12Variants(t *testing.T)       { sets.TestDev12Variants(t) }
func TestDev12Set(t *testing.T)            { sets.TestDev12Set(t) }
func TestDev13Refs(t *testing.T)           { sets.TestDev13Refs(t) }
func TestDev13RefsCanFail(t *testing.T)    { sets.TestDev13RefsCanFail(t) }
func TestDev13Variants(t *testing.T)       { sets.TestDev13Variants(t) }
func TestDev13Set(t *testing.T)            { sets.TestDev13Set(t) }
func TestDev14Refs(t *testing.T)           { sets.TestDev14Refs(t) }
func TestDev14RefsCanFail(t *testing.T)    { sets.TestDev14RefsCanFail(t) }
func TestDev14Variants(t *testing.T)       { sets.TestDev14Variants(t) }
func TestDev14Set(t *testing.T)            { sets.TestDev14Set(t) }
func TestDev15Refs(t *testing.T)           { sets.TestDev15Refs(t) }
func TestDev15RefsCanFail(t *testing.T)    { sets.TestDev15RefsCanFail(t) }
func TestDev15Variants(t *testing.T)       { sets.TestDev15Variants(t) }
func TestDev15Set(t *testing.T)            { sets.TestDev15Set(t) }
