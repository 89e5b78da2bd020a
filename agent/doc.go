// Package agent runs a task in rounds: CONTINUE until the model says
// FINISH or FAIL, each round being think (the loop asks the model), act (the
// approved command runs through the MCP tools) and remember (memory and the
// session log). It never touches the terminal: it emits typed Events and
// waits for typed Decisions.
package agent
