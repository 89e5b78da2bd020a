package loop

import (
	"encoding/json"

	"github.com/caro-sh/caro/llm"
)

// The reply protocol as JSON schemas, sent as response_format to servers
// that accept it. Properties are in the order the model should write
// them: the thought before the command (generation follows it).
var (
	generateSchema = &llm.Schema{Name: "caro_command", JSON: json.RawMessage(`{"type":"object","properties":{` +
		`"thought":{"type":"string"},` +
		`"cmd":{"type":"string"},` +
		`"confidence":{"type":"number"},` +
		`"status":{"type":"string","enum":["FINISH","CONTINUE","FAIL"]},` +
		`"commands_used":{"type":"array","items":{"type":"string"}}},` +
		`"required":["thought","cmd","confidence","status","commands_used"],"additionalProperties":false}`)}
	refineSchema = &llm.Schema{Name: "caro_refined_command", JSON: json.RawMessage(`{"type":"object","properties":{` +
		`"cmd":{"type":"string"},` +
		`"confidence":{"type":"number"},` +
		`"changes":{"type":"string"}},` +
		`"required":["cmd","confidence","changes"],"additionalProperties":false}`)}
)

// replySchema is the schema of the reply to an iteration's prompt.
func replySchema(iteration int) *llm.Schema {
	if iteration == 2 {
		return refineSchema
	}
	return generateSchema
}
