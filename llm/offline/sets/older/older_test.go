// Package older runs the older half of the offline backend's request
// sets (frozen sets 1-5, 11 and 12, dev sets 6-9, the evaluation, the basics,
// the dev requests and the harness's own tests): a test binary of its
// own, beside package later's, so that each half has go test's ten
// minutes and the two run side by side. The tests themselves are in
// package sets.
package older_test

import (
	"testing"

	"github.com/caro-sh/caro/llm/offline/sets"
)

func TestMain(m *testing.M) { sets.Main(m) }

func TestFrozenSet(t *testing.T)           { sets.TestFrozenSet(t) }
func TestFrozenSet2Checks(t *testing.T)    { sets.TestFrozenSet2Checks(t) }
func TestFrozenSet2(t *testing.T)          { sets.TestFrozenSet2(t) }
func TestFrozen3Refs(t *testing.T)         { sets.TestFrozen3Refs(t) }
func TestFrozen3RefsCanFail(t *testing.T)  { sets.TestFrozen3RefsCanFail(t) }
func TestFrozen3Set(t *testing.T)          { sets.TestFrozen3Set(t) }
func TestFrozen3Variants(t *testing.T)     { sets.TestFrozen3Variants(t) }
func TestFrozen4Refs(t *testing.T)         { sets.TestFrozen4Refs(t) }
func TestFrozen4RefsCanFail(t *testing.T)  { sets.TestFrozen4RefsCanFail(t) }
func TestFrozen4Variants(t *testing.T)     { sets.TestFrozen4Variants(t) }
func TestFrozen4Set(t *testing.T)          { sets.TestFrozen4Set(t) }
func TestFrozen5Refs(t *testing.T)         { sets.TestFrozen5Refs(t) }
func TestFrozen5RefsCanFail(t *testing.T)  { sets.TestFrozen5RefsCanFail(t) }
func TestFrozen5Variants(t *testing.T)     { sets.TestFrozen5Variants(t) }
func TestFrozen5Set(t *testing.T)          { sets.TestFrozen5Set(t) }
func TestFrozen12Refs(t *testing.T)        { sets.TestFrozen12Refs(t) }
func TestFrozen12RefsCanFail(t *testing.T) { sets.TestFrozen12RefsCanFail(t) }
func TestFrozen12Variants(t *testing.T)    { sets.TestFrozen12Variants(t) }
func TestFrozen12Set(t *testing.T)         { sets.TestFrozen12Set(t) }
func TestFrozen11Refs(t *testing.T)        { sets.TestFrozen11Refs(t) }
func TestFrozen11RefsCanFail(t *testing.T) { sets.TestFrozen11RefsCanFail(t) }
func TestFrozen11Variants(t *testing.T)    { sets.TestFrozen11Variants(t) }
func TestFrozen11Set(t *testing.T)         { sets.TestFrozen11Set(t) }
func TestDev6Refs(t *testing.T)            { sets.TestDev6Refs(t) }
func TestDev6RefsCanFail(t *testing.T)     { sets.TestDev6RefsCanFail(t) }
func TestDev6Variants(t *testing.T)        { sets.TestDev6Variants(t) }
func TestDev6Set(t *testing.T)             { sets.TestDev6Set(t) }
func TestDev7Refs(t *testing.T)            { sets.TestDev7Refs(t) }
func TestDev7RefsCanFail(t *testing.T)     { sets.TestDev7RefsCanFail(t) }
func TestDev7Variants(t *testing.T)        { sets.TestDev7Variants(t) }
func TestDev7Set(t *testing.T)             { sets.TestDev7Set(t) }
func TestDev8Refs(t *testing.T)            { sets.TestDev8Refs(t) }
func TestDev8RefsCanFail(t *testing.T)     { sets.TestDev8RefsCanFail(t) }
func TestDev8Variants(t *testing.T)        { sets.TestDev8Variants(t) }
func TestDev8Set(t *testing.T)             { sets.TestDev8Set(t) }
func TestDev9Refs(t *testing.T)            { sets.TestDev9Refs(t) }
func TestDev9RefsCanFail(t *testing.T)     { sets.TestDev9RefsCanFail(t) }
func TestDev9Variants(t *testing.T)        { sets.TestDev9Variants(t) }
func TestDev9Descending(t *testing.T)      { sets.TestDev9Descending(t) }
func TestDev9Set(t *testing.T)             { sets.TestDev9Set(t) }
func TestEvaluation(t *testing.T)          { sets.TestEvaluation(t) }
func TestBasics(t *testing.T)              { sets.TestBasics(t) }
func TestDevRequests(t *testing.T)         { sets.TestDevRequests(t) }
func TestDumpAnswers(t *testing.T)         { sets.TestDumpAnswers(t) }
func TestMakeTrees(t *testing.T)           { sets.TestMakeTrees(t) }
func TestTreeCopies(t *testing.T)          { sets.TestTreeCopies(t) }
